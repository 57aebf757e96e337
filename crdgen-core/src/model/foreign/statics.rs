//! Values other crates' attributes name by path (`regex(path = *SEMVER)`,
//! `range(max = MAX_REPLICAS)`), read from the source without running it: a `const` or
//! `static` of the same module whose initialiser is a literal, or, for a pattern, a
//! `LazyLock`/`Lazy` (std, once_cell) initialised with `Regex::new("...")`.

use syn::{Expr, Item, Lit};

use crate::source::{ModuleId, Parsed};

/// The module a path is looked up in.
#[derive(Clone, Copy)]
pub(crate) struct Scope<'s> {
    pub(crate) src: Parsed<'s>,
    pub(crate) module: ModuleId,
}

impl Scope<'_> {
    /// The initialiser of the `const` or `static` named by a one-segment path (also
    /// `self::NAME`), seen through `*` and `&`.
    fn initialiser(&self, expr: &Expr) -> Option<&Expr> {
        let path = match strip(expr) {
            Expr::Path(p) if p.qself.is_none() => &p.path,
            _ => return None,
        };
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        let name = match segments.as_slice() {
            [name] => name,
            [this, name] if this == "self" => name,
            _ => return None,
        };
        self.src
            .items(self.module)
            .iter()
            .find_map(|item| match item {
                Item::Const(c) if c.ident == name => Some(&*c.expr),
                Item::Static(s) if s.ident == name => Some(&*s.expr),
                _ => None,
            })
    }

    /// A number: a literal (possibly negative, possibly in a string, as schemars allows),
    /// or a `const` / `static` initialised with one.
    pub(crate) fn number(&self, expr: &Expr) -> Option<Expr> {
        let expr = strip(expr);
        if let Expr::Lit(l) = expr
            && let Lit::Str(s) = &l.lit
        {
            let inner: Expr = s.parse().ok()?;
            return is_number(&inner).then_some(inner);
        }
        if is_number(expr) {
            return Some(expr.clone());
        }
        let init = self.initialiser(expr)?;
        is_number(strip(init)).then(|| strip(init).clone())
    }

    /// A string literal, or a `const` / `static` `&str` initialised with one.
    pub(crate) fn string(&self, expr: &Expr) -> Option<String> {
        if let Some(s) = str_lit(expr) {
            return Some(s);
        }
        str_lit(self.initialiser(expr)?)
    }

    /// A regular expression: a string literal, a `&str` const or static, or a static
    /// `LazyLock<Regex>` / `Lazy<Regex>` initialised with `Regex::new("...")` (with or
    /// without `.unwrap()` / `.expect(...)`).
    pub(crate) fn pattern(&self, expr: &Expr) -> Option<String> {
        if let Some(s) = self.string(expr) {
            return Some(s);
        }
        regex_new(self.initialiser(expr)?)
    }
}

/// `*X`, `&X` and `(X)` are `X`.
fn strip(expr: &Expr) -> &Expr {
    match expr {
        Expr::Unary(u) if matches!(u.op, syn::UnOp::Deref(_)) => strip(&u.expr),
        Expr::Reference(r) => strip(&r.expr),
        Expr::Paren(p) => strip(&p.expr),
        Expr::Group(g) => strip(&g.expr),
        other => other,
    }
}

fn is_number(expr: &Expr) -> bool {
    match expr {
        Expr::Lit(l) => matches!(l.lit, Lit::Int(_) | Lit::Float(_)),
        Expr::Unary(u) if matches!(u.op, syn::UnOp::Neg(_)) => is_number(&u.expr),
        _ => false,
    }
}

fn str_lit(expr: &Expr) -> Option<String> {
    match strip(expr) {
        Expr::Lit(l) => match &l.lit {
            Lit::Str(s) => Some(s.value()),
            _ => None,
        },
        _ => None,
    }
}

/// The literal of `Regex::new("...")` inside a lazy initialiser:
/// `LazyLock::new(|| Regex::new("...").unwrap())`.
fn regex_new(expr: &Expr) -> Option<String> {
    match strip(expr) {
        Expr::Call(call) => {
            let Expr::Path(f) = &*call.func else {
                return None;
            };
            let names: Vec<String> = f
                .path
                .segments
                .iter()
                .map(|s| s.ident.to_string())
                .collect();
            match names.as_slice() {
                // Not `RegexBuilder`: its flags (case, multi-line) would be lost.
                [.., ty, new] if new == "new" && ty == "Regex" => {
                    call.args.first().and_then(str_lit)
                }
                [.., ty, new] if new == "new" && (ty == "LazyLock" || ty == "Lazy") => {
                    call.args.first().and_then(regex_new)
                }
                _ => None,
            }
        }
        Expr::MethodCall(m) if m.method == "unwrap" || m.method == "expect" => {
            regex_new(&m.receiver)
        }
        Expr::Closure(c) => regex_new(&c.body),
        Expr::Block(b) => match b.block.stmts.last() {
            Some(syn::Stmt::Expr(e, None)) => regex_new(e),
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn init(text: &str) -> Expr {
        syn::parse_str(text).unwrap()
    }

    #[test]
    fn a_regex_is_read_through_lazy_initialisers() {
        for text in [
            r#"LazyLock::new(|| Regex::new("^a$").unwrap())"#,
            r#"std::sync::LazyLock::new(|| { Regex::new("^a$").expect("valid") })"#,
            r#"once_cell::sync::Lazy::new(|| regex::Regex::new("^a$").unwrap())"#,
            r#"Regex::new("^a$").unwrap()"#,
        ] {
            assert_eq!(regex_new(&init(text)).as_deref(), Some("^a$"), "{text}");
        }
        for text in [
            r#"LazyLock::new(|| RegexBuilder::new("^a$").case_insensitive(true).build().unwrap())"#,
            r#"LazyLock::new(|| Regex::new(&format!("^{}$", X)).unwrap())"#,
            "LazyLock::new(make_regex)",
        ] {
            assert_eq!(regex_new(&init(text)), None, "{text}");
        }
    }

    #[test]
    fn numbers_are_literals_possibly_negative() {
        assert!(is_number(&init("-1.5")));
        assert!(is_number(&init("10")));
        assert!(!is_number(&init("MAX")));
        assert!(!is_number(&init("1 + 2")));
        assert_eq!(str_lit(&init(r#"&"x""#)).as_deref(), Some("x"));
    }
}
