//! `#[cfg(...)]` predicates: evaluated where their value does not depend on the build,
//! and compared, to tell two mutually exclusive ones apart.
//!
//! crdgen reads source without a build configuration, so most predicates (`feature =
//! "x"`, `unix`, `debug_assertions`) are unknown to it. Some are constant whatever the
//! build: `any()` is false, `all()` is true, `true` and `false` are what they say, and
//! `not`, `any` and `all` of those follow. crdgen also takes `test` as false: API types
//! live in the non-test build (a `#[cfg(test)]` module need not even exist on disk).
//!
//! An item, module, field or variant whose predicate is constantly false is not part of
//! the crate: rustc never sees it, so crdgen skips it ([`is_absent`]). Two predicates
//! that no build can satisfy together — `feature = "x"` and `not(feature = "x")` — are
//! [`exclusive`]: two fields under them never exist in the same build.

use syn::parse::{Parse, ParseStream};
use syn::{Attribute, Token};

/// A `cfg` predicate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Predicate {
    /// Constantly true (`all()`, `true`).
    True,
    /// Constantly false (`any()`, `false`, `test`).
    False,
    /// `feature = "x"`: one of the crate's features, which the crdgen configuration
    /// says are on or off ([`super::features::Features`]).
    Feature(String),
    /// A configuration option whose value depends on the build, as its canonical text:
    /// `unix`, `target_os = "linux"`; or a predicate crdgen does not know the form of.
    Option(String),
    /// `not(p)`.
    Not(Box<Predicate>),
    /// `all(p, q, …)`.
    All(Vec<Predicate>),
    /// `any(p, q, …)`.
    Any(Vec<Predicate>),
}

impl Parse for Predicate {
    fn parse(input: ParseStream<'_>) -> syn::Result<Predicate> {
        if input.peek(syn::LitBool) {
            let b: syn::LitBool = input.parse()?;
            return Ok(if b.value {
                Predicate::True
            } else {
                Predicate::False
            });
        }
        let path = input.call(syn::Path::parse_mod_style)?;
        let name = path
            .segments
            .iter()
            .map(|s| s.ident.to_string())
            .collect::<Vec<_>>()
            .join("::");
        if input.peek(Token![=]) {
            input.parse::<Token![=]>()?;
            let value = match input.parse::<syn::Lit>()? {
                syn::Lit::Str(s) if name == "feature" => return Ok(Predicate::Feature(s.value())),
                syn::Lit::Str(s) => s.value(),
                other => quote::ToTokens::to_token_stream(&other).to_string(),
            };
            return Ok(Predicate::Option(format!("{name} = {value:?}")));
        }
        if input.peek(syn::token::Paren) {
            let content;
            syn::parenthesized!(content in input);
            let list = || {
                content
                    .parse_terminated(Predicate::parse, Token![,])
                    .map(|p| p.into_iter().collect::<Vec<_>>())
            };
            return Ok(match name.as_str() {
                "all" => Predicate::All(list()?),
                "any" => Predicate::Any(list()?),
                "not" => match <[Predicate; 1]>::try_from(list()?) {
                    Ok([inner]) => Predicate::Not(Box::new(inner)),
                    Err(_) => return Err(content.error("`not` takes one predicate")),
                },
                // A form this crate does not know (`version("1.80")`, …): unknown.
                _ => Predicate::Option(format!(
                    "{name}({})",
                    content.parse::<proc_macro2::TokenStream>()?
                )),
            });
        }
        Ok(match name.as_str() {
            "test" => Predicate::False,
            _ => Predicate::Option(name),
        })
    }
}

impl Predicate {
    /// The predicate of an item's attributes: all its `#[cfg(...)]` together, `True`
    /// when it has none. A `cfg` that does not parse counts as unknown, so the item is
    /// kept (rustc reports the syntax).
    pub fn of(attrs: &[Attribute]) -> Predicate {
        let mut all: Vec<Predicate> = attrs
            .iter()
            .filter(|a| a.path().is_ident("cfg"))
            .map(|a| {
                a.parse_args::<Predicate>().unwrap_or_else(|_| {
                    Predicate::Option(quote::ToTokens::to_token_stream(&a.meta).to_string())
                })
            })
            .collect();
        match all.len() {
            0 => Predicate::True,
            1 => all.remove(0),
            _ => Predicate::All(all),
        }
    }

    /// The value in every build, `None` when it depends on the build.
    pub fn constant(&self) -> Option<bool> {
        self.eval(&mut |_| None)
    }

    /// The predicate with each feature replaced by `value(name)` where that is known
    /// (`Some`), simplified: what is left depends only on the features `value` leaves
    /// open and on options other than features.
    pub fn substitute(&self, value: &impl Fn(&str) -> Option<bool>) -> Predicate {
        let simplify = |p: Predicate| match p.constant() {
            Some(true) => Predicate::True,
            Some(false) => Predicate::False,
            None => p,
        };
        match self {
            Predicate::Feature(name) => match value(name) {
                Some(true) => Predicate::True,
                Some(false) => Predicate::False,
                None => self.clone(),
            },
            Predicate::Not(p) => simplify(Predicate::Not(Box::new(p.substitute(value)))),
            Predicate::All(ps) => simplify(Predicate::All(
                ps.iter().map(|p| p.substitute(value)).collect(),
            )),
            Predicate::Any(ps) => simplify(Predicate::Any(
                ps.iter().map(|p| p.substitute(value)).collect(),
            )),
            Predicate::True | Predicate::False | Predicate::Option(_) => self.clone(),
        }
    }

    /// The value with each feature given by `feature` and every other option unknown:
    /// `Some(false)` when no value of the other options makes it true.
    pub fn eval_features(&self, feature: &mut impl FnMut(&str) -> Option<bool>) -> Option<bool> {
        self.eval(&mut |name| {
            let name = name.strip_prefix(FEATURE_KEY)?;
            feature(name)
        })
    }

    /// Three-valued evaluation: options take the value `option` gives (`None`: unknown);
    /// a feature is asked for as [`FEATURE_KEY`] followed by its name.
    fn eval(&self, option: &mut impl FnMut(&str) -> Option<bool>) -> Option<bool> {
        match self {
            Predicate::True => Some(true),
            Predicate::False => Some(false),
            Predicate::Feature(name) => option(&format!("{FEATURE_KEY}{name}")),
            Predicate::Option(name) => option(name),
            Predicate::Not(p) => p.eval(option).map(|v| !v),
            Predicate::All(ps) => {
                let mut unknown = false;
                for p in ps {
                    match p.eval(option) {
                        Some(false) => return Some(false),
                        None => unknown = true,
                        Some(true) => {}
                    }
                }
                (!unknown).then_some(true)
            }
            Predicate::Any(ps) => {
                let mut unknown = false;
                for p in ps {
                    match p.eval(option) {
                        Some(true) => return Some(true),
                        None => unknown = true,
                        Some(false) => {}
                    }
                }
                (!unknown).then_some(false)
            }
        }
    }

    fn options(&self, out: &mut Vec<String>) {
        match self {
            Predicate::Option(name) => {
                if !out.contains(name) {
                    out.push(name.clone());
                }
            }
            Predicate::Feature(name) => {
                let key = format!("{FEATURE_KEY}{name}");
                if !out.contains(&key) {
                    out.push(key);
                }
            }
            Predicate::Not(p) => p.options(out),
            Predicate::All(ps) | Predicate::Any(ps) => ps.iter().for_each(|p| p.options(out)),
            Predicate::True | Predicate::False => {}
        }
    }
}

impl std::fmt::Display for Predicate {
    /// The predicate as written in `#[cfg(...)]`, for diagnostics.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let list = |f: &mut std::fmt::Formatter<'_>, name: &str, ps: &[Predicate]| {
            write!(f, "{name}(")?;
            for (i, p) in ps.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{p}")?;
            }
            f.write_str(")")
        };
        match self {
            Predicate::True => f.write_str("all()"),
            Predicate::False => f.write_str("any()"),
            Predicate::Option(name) => f.write_str(name),
            Predicate::Feature(name) => write!(f, "feature = {name:?}"),
            Predicate::Not(p) => write!(f, "not({p})"),
            Predicate::All(ps) => list(f, "all", ps),
            Predicate::Any(ps) => list(f, "any", ps),
        }
    }
}

/// Whether the item carrying `attrs` is absent from every build crdgen reads for: its
/// `cfg` is constantly false (`#[cfg(any())]`, `#[cfg(test)]`, `#[cfg(not(all()))]`).
pub fn is_absent(attrs: &[Attribute]) -> bool {
    Predicate::of(attrs).constant() == Some(false)
}

/// How a feature is named among the options [`Predicate::eval`] asks for: a prefix no
/// other option's canonical text starts with (`feature = "x"` is not an identifier).
const FEATURE_KEY: &str = "feature:";

/// More distinct options than this in two predicates, and [`exclusive`] answers "no"
/// rather than try every combination (2^16 evaluations at most).
const MAX_OPTIONS: usize = 16;

/// Whether no build satisfies both `a` and `b`: `feature = "x"` and `not(feature =
/// "x")`, or any pair whose conjunction is false for every value of the options they
/// name (tried exhaustively). Options are taken as independent, so predicates that
/// exclude each other only through what Cargo knows (`target_os = "linux"` and
/// `target_os = "macos"`) are not recognised, and neither are pairs naming more than
/// 16 options: the answer is then "no", which keeps a duplicate reported rather than
/// hidden.
pub fn exclusive(a: &Predicate, b: &Predicate) -> bool {
    let both = Predicate::All(vec![a.clone(), b.clone()]);
    let mut names = Vec::new();
    both.options(&mut names);
    if names.len() > MAX_OPTIONS {
        return false;
    }
    (0u32..1 << names.len()).all(|bits| {
        let value = both.eval(&mut |name| {
            let i = names.iter().position(|n| n == name)?;
            Some(bits & (1 << i) != 0)
        });
        value == Some(false)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attrs(src: &str) -> Vec<Attribute> {
        match syn::parse_str::<syn::ItemStruct>(&format!("{src} struct S;")) {
            Ok(s) => s.attrs,
            Err(e) => panic!("bad test input: {e}"),
        }
    }

    fn pred(src: &str) -> Predicate {
        Predicate::of(&attrs(&format!("#[cfg({src})]")))
    }

    #[test]
    fn constant_predicates_are_evaluated() {
        for (src, value) in [
            ("any()", Some(false)),
            ("all()", Some(true)),
            ("not(any())", Some(true)),
            ("not(all())", Some(false)),
            ("any(all(), feature = \"x\")", Some(true)),
            ("all(any(), feature = \"x\")", Some(false)),
            ("any(any(), not(all()))", Some(false)),
            ("false", Some(false)),
            ("true", Some(true)),
            ("test", Some(false)),
            ("not(test)", Some(true)),
            ("feature = \"x\"", None),
            ("any(feature = \"x\", unix)", None),
            ("not(unix)", None),
            ("version(\"1.80\")", None),
        ] {
            assert_eq!(pred(src).constant(), value, "{src}");
        }
        assert!(is_absent(&attrs("#[cfg(any())]")));
        assert!(is_absent(&attrs("#[cfg(test)]")));
        assert!(is_absent(&attrs("#[cfg(unix)] #[cfg(not(all()))]")));
        assert!(!is_absent(&attrs("#[cfg(feature = \"x\")]")));
        assert!(!is_absent(&attrs("#[allow(dead_code)]")));
        // Unparseable: kept, rustc reports it.
        assert!(!is_absent(&attrs("#[cfg(not(a, b))]")));
    }

    #[test]
    fn exclusive_predicates() {
        let yes = [
            ("feature = \"x\"", "not(feature = \"x\")"),
            ("all(unix, feature = \"x\")", "not(feature = \"x\")"),
            ("any()", "unix"),
            (
                "all(feature = \"a\", feature = \"b\")",
                "any(not(feature = \"a\"), not(feature = \"b\"))",
            ),
        ];
        for (a, b) in yes {
            assert!(exclusive(&pred(a), &pred(b)), "{a} / {b}");
            assert!(exclusive(&pred(b), &pred(a)), "{b} / {a}");
        }
        let no = [
            ("feature = \"x\"", "feature = \"y\""),
            ("feature = \"x\"", "all()"),
            ("unix", "windows"),
            ("all()", "all()"),
        ];
        for (a, b) in no {
            assert!(!exclusive(&pred(a), &pred(b)), "{a} / {b}");
        }
        assert_eq!(
            pred("all(not(feature = \"x\"), any(unix, test))").to_string(),
            "all(not(feature = \"x\"), any(unix, any()))"
        );
    }
}
