//! Rust names for JSON names: field identifiers (snake case, raw where a keyword), type
//! names (upper camel case), module names, and serde's `camelCase` rule to know when a
//! field needs its own `rename`.

use std::collections::BTreeSet;

/// Words Rust reserves: a field named so is written raw (`r#type`).
const KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "do", "dyn",
    "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl", "in", "let",
    "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref", "return",
    "static", "struct", "trait", "true", "try", "type", "typeof", "union", "unsafe", "unsized",
    "use", "virtual", "where", "while", "yield",
];

/// Keywords that cannot be raw identifiers: a field named so gets a trailing `_`.
const NOT_RAW: &[&str] = &["crate", "self", "super", "Self", "_"];

/// `podCIDR` → `pod_cidr`, `apiVersion` → `api_version`, `x-y.z` → `x_y_z`: lower case
/// words split where the case changes; anything not alphanumeric is a separator.
pub fn snake(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut out = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if !c.is_ascii_alphanumeric() {
            if !out.is_empty() && !out.ends_with('_') {
                out.push('_');
            }
            continue;
        }
        if c.is_ascii_uppercase() && i > 0 {
            let prev = chars[i - 1];
            let next_lower = chars.get(i + 1).is_some_and(char::is_ascii_lowercase);
            let boundary = prev.is_ascii_lowercase()
                || prev.is_ascii_digit()
                || (prev.is_ascii_uppercase() && next_lower);
            if boundary && !out.is_empty() && !out.ends_with('_') {
                out.push('_');
            }
        }
        out.push(c.to_ascii_lowercase());
    }
    let out = out.trim_end_matches('_').to_owned();
    if out.is_empty() {
        "field".to_owned()
    } else if out.starts_with(|c: char| c.is_ascii_digit()) {
        format!("_{out}")
    } else {
        out
    }
}

/// The identifier of a snake-case name as written in Rust: `r#type`, `self_`.
pub fn ident(snake: &str) -> String {
    if NOT_RAW.contains(&snake) {
        format!("{snake}_")
    } else if KEYWORDS.contains(&snake) {
        format!("r#{snake}")
    } else {
        snake.to_owned()
    }
}

/// serde's `rename_all = "camelCase"` applied to a field's (snake case) name: the model's
/// own copy of serde_derive's rule, so import and the reader never disagree on a name.
pub fn serde_camel(field: &str) -> String {
    crate::model::case::RenameRule::Camel.apply_to_field(field)
}

/// `tlsConfig` → `TlsConfig`, `x-y` → `XY`: a type name part.
pub fn pascal(name: &str) -> String {
    let mut out = String::new();
    for word in snake(name).split('_').filter(|w| !w.is_empty()) {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            out.push(first.to_ascii_uppercase());
            out.push_str(chars.as_str());
        }
    }
    if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit()) {
        format!("X{out}")
    } else {
        out
    }
}

/// A module name for a group or a version: `cert-manager.io` → `cert_manager_io`, the
/// empty group → `core`. A Rust keyword gets a trailing `_` (`type_`) rather than the raw
/// form, as the module's file is named after it (`type_.rs`; a version named `mod`
/// would otherwise meet the group's `mod.rs`).
pub fn module(name: &str) -> String {
    if name.is_empty() {
        return "core".to_owned();
    }
    let snake = snake(name);
    if KEYWORDS.contains(&snake.as_str()) || NOT_RAW.contains(&snake.as_str()) {
        format!("{snake}_")
    } else {
        snake
    }
}

/// The module names of `names` (groups, or the versions of one group), in their order:
/// each its [`module`] name, but a later one whose name an earlier one has (or that is
/// `reserved`) gets `_2`, `_3`, …: `foo-bar.example.com` and `foo.bar.example.com` both
/// read `foo_bar_example_com`, so given in sorted order the second is
/// `foo_bar_example_com_2`. Distinct, so no module's files can overwrite another's.
pub fn modules<'a>(names: impl IntoIterator<Item = &'a str>, reserved: &[&str]) -> Vec<String> {
    let mut taken = Taken::default();
    for r in reserved {
        taken.reserve(r);
    }
    names
        .into_iter()
        .map(|n| taken.fresh_joined(&module(n), "_"))
        .collect()
}

/// Names handed out in one scope: the first asker gets the name, later ones a number
/// (`Foo`, `Foo2`, `Foo3`), so the result depends only on the order of asking.
#[derive(Debug, Default)]
pub struct Taken(BTreeSet<String>);

impl Taken {
    /// Reserves `name` without asking (a name the scope already has).
    pub fn reserve(&mut self, name: &str) {
        self.0.insert(name.to_owned());
    }

    /// `name`, or `name` with the first number that makes it free.
    pub fn fresh(&mut self, name: &str) -> String {
        self.fresh_joined(name, "")
    }

    /// `name`, or `name`, `sep` and the first number that makes it free (`v1_2`: a
    /// module name keeps its number apart from a version's own digits).
    pub fn fresh_joined(&mut self, name: &str, sep: &str) -> String {
        let mut candidate = name.to_owned();
        let mut n = 2;
        while self.0.contains(&candidate) {
            candidate = format!("{name}{sep}{n}");
            n += 1;
        }
        self.0.insert(candidate.clone());
        candidate
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(snake("apiVersion"), "api_version");
        assert_eq!(snake("podCIDR"), "pod_cidr");
        assert_eq!(snake("HTTPRoute"), "http_route");
        assert_eq!(snake("x-kubernetes.io/name"), "x_kubernetes_io_name");
        assert_eq!(snake("2fa"), "_2fa");
        assert_eq!(ident("type"), "r#type");
        assert_eq!(ident("self"), "self_");
        assert_eq!(serde_camel("api_version"), "apiVersion");
        assert_eq!(serde_camel("pod_cidr"), "podCidr");
        assert_eq!(pascal("tlsConfig"), "TlsConfig");
        assert_eq!(module("cert-manager.io"), "cert_manager_io");
        assert_eq!(module(""), "core");
        assert_eq!(module("mod"), "mod_");
        assert_eq!(module("self"), "self_");
        assert_eq!(
            modules(
                [
                    "foo-bar.example.com",
                    "foo.bar.example.com",
                    "foo.bar-example.com",
                    "lib.example.com",
                    "generated",
                ],
                &["generated"]
            ),
            [
                "foo_bar_example_com",
                "foo_bar_example_com_2",
                "foo_bar_example_com_3",
                "lib_example_com",
                "generated_2"
            ]
        );
        let mut taken = Taken::default();
        assert_eq!(taken.fresh("Foo"), "Foo");
        assert_eq!(taken.fresh("Foo"), "Foo2");
    }
}
