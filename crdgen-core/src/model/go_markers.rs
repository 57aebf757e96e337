//! controller-gen's doc-comment markers (`/// +kubebuilder:validation:Minimum=1`) are
//! not read by crdgen: each one is an error that names the `#[crd(...)]` attribute to
//! write instead.
//!
//! Why not accept both spellings: the doc-comment form has its own value syntax (Go
//! literals, `;`-separated lists, `{a: b}` objects) that rustc never checks, so a typo
//! would only surface at generation time and the derive could not point into it. One
//! spelling checked by the compiler is easier to trust. What must not happen is what
//! controller-gen does with a misspelled marker: ignore it silently. So a migrating user
//! gets, for every marker line, the exact attribute that replaces it.

use std::sync::LazyLock;

use syn::spanned::Spanned;
use syn::{Attribute, Expr, ExprLit, Lit, Meta};

use super::AttrError;
use crate::diagnostic::codes::markers as codes;
use crate::diagnostic::escape;
use crate::keywords::{self, Form};

/// One controller-gen marker name (lowercase, without the leading `+`) and its crdgen
/// spelling.
struct GoMarker {
    name: String,
    key: &'static str,
    form: Form,
}

/// The markers controller-gen and Kubernetes' code generators read, from the keyword
/// table ([`crate::keywords`]), sorted by name; a name several kind options share
/// (`kubebuilder:resource`) once.
static GO_MARKERS: LazyLock<Vec<GoMarker>> = LazyLock::new(|| {
    let mut all: Vec<GoMarker> = keywords::go_spellings()
        .map(|(g, key)| GoMarker {
            name: g.name.to_ascii_lowercase(),
            key,
            form: g.form,
        })
        .collect();
    all.sort_by(|a, b| a.name.cmp(&b.name));
    all.dedup_by(|a, b| a.name == b.name);
    all
});

/// Reports every controller-gen marker in the doc comments of an item or field.
pub fn check(attrs: &[Attribute]) -> Result<(), Vec<AttrError>> {
    let mut errors = Vec::new();
    for attr in attrs {
        if !attr.path().is_ident("doc") {
            continue;
        }
        let Meta::NameValue(nv) = &attr.meta else {
            continue;
        };
        let Expr::Lit(ExprLit {
            lit: Lit::Str(s), ..
        }) = &nv.value
        else {
            continue;
        };
        // A marker line starts with `+`: a literal with neither a `+` nor an escape
        // (which could spell one) has no marker line, and needs neither its unescaped
        // value nor the attribute's span, built from the attribute's tokens (#24).
        if !s.token().to_string().contains(['+', '\\']) {
            continue;
        }
        for line in s.value().lines() {
            let line = line.trim();
            if line.starts_with('+') {
                errors.extend(line_error(line, attr.span()));
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The error for one doc line, when it is a controller-gen marker.
fn line_error(line: &str, span: proc_macro2::Span) -> Option<AttrError> {
    let body = line.strip_prefix('+')?;
    let (name, value) = split_marker(body);
    let lower = name.to_ascii_lowercase();
    let known = GO_MARKERS.iter().find(|g| {
        lower == g.name
            || lower
                .strip_prefix(g.name.as_str())
                .is_some_and(|rest| rest.starts_with(':'))
    });
    let foreign = lower.starts_with("kubebuilder:") || lower.starts_with("k8s:");
    let items = lower
        .strip_prefix("kubebuilder:validation:items:")
        .and_then(|inner| lookup(&format!("kubebuilder:validation:{inner}")));
    let err = AttrError::new(
        codes::DOC_COMMENT_MARKER,
        span,
        format!(
            "controller-gen marker `{}` in a doc comment",
            escape::value(line)
        ),
    )
    .label("crdgen does not read markers in doc comments");
    if let Some(inner) = items {
        return Some(err.help(format!(
            "write #[crd(items({}))] instead",
            suggestion(inner, value)
        )));
    }
    match known {
        Some(g) => Some(err.help(match g.form {
            Form::Template(t) => format!("write {t} instead"),
            _ => format!("write #[crd({})] instead", suggestion(g, value)),
        })),
        None if foreign => {
            let names: Vec<&str> = GO_MARKERS.iter().map(|g| g.name.as_str()).collect();
            let hint = match crate::diagnostic::suggest::best(&lower, &names) {
                Some(close) => format!("did you mean `+{close}`? "),
                None => String::new(),
            };
            Some(
                AttrError::new(
                    codes::UNKNOWN_DOC_COMMENT_MARKER,
                    span,
                    format!(
                        "unknown controller-gen marker `{}` in a doc comment",
                        escape::value(line)
                    ),
                )
                    .label("not a marker controller-gen or crdgen knows")
                    .help(format!("{hint}crdgen reads #[crd(...)] attributes, not doc-comment markers; docs/markers.md lists them with their controller-gen names")),
            )
        }
        None => None,
    }
}

fn lookup(name: &str) -> Option<&'static GoMarker> {
    GO_MARKERS.iter().find(|g| g.name == name)
}

/// Splits `name=value` (or `name:arg=value`) at the first `=`.
fn split_marker(body: &str) -> (&str, Option<&str>) {
    match body.split_once('=') {
        Some((name, value)) => (name.trim(), Some(value.trim())),
        None => (body.trim(), None),
    }
}

/// The inside of the `#[crd(...)]` that replaces a marker.
fn suggestion(g: &GoMarker, value: Option<&str>) -> String {
    let key = g.key;
    let Some(value) = value.filter(|v| !v.is_empty()) else {
        return match g.form {
            Form::Flag => key.to_owned(),
            _ => format!("{key} = ..."),
        };
    };
    match g.form {
        Form::Flag => {
            if value == "true" {
                key.to_owned()
            } else {
                format!("{key} = {value}")
            }
        }
        Form::Number => format!("{key} = {value}"),
        Form::Str => format!("{key} = {}", quote(unquote(value))),
        Form::List => {
            let items: Vec<String> = value.split(';').map(|v| literal(v.trim())).collect();
            format!("{key} = [{}]", items.join(", "))
        }
        Form::Names => format!("{key}({})", quote(unquote(value))),
        Form::Value => format!("{key} = {}", literal(value)),
        Form::Template(t) => t.to_owned(),
    }
}

/// Strips the quotes or backticks Go markers put around strings.
fn unquote(value: &str) -> &str {
    for q in ['"', '`'] {
        if let Some(inner) = value.strip_prefix(q).and_then(|v| v.strip_suffix(q)) {
            return inner;
        }
    }
    value
}

fn quote(value: &str) -> String {
    format!("{value:?}")
}

/// A value as a Rust literal: numbers and booleans as they are, anything else quoted.
fn literal(value: &str) -> String {
    let bare = unquote(value);
    let is_number = bare.parse::<i64>().is_ok() || bare.parse::<f64>().is_ok_and(f64::is_finite);
    if bare.len() == value.len() && (is_number || bare == "true" || bare == "false") {
        bare.to_owned()
    } else {
        quote(bare)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn help(doc: &str) -> (String, Option<String>) {
        let f: syn::Field = syn::parse_quote! {
            #[doc = #doc]
            size: i32
        };
        let err = check(&f.attrs).unwrap_err().remove(0);
        (err.message, err.help)
    }

    #[test]
    fn translates_common_markers() {
        assert_eq!(
            help(" +kubebuilder:validation:Minimum=1"),
            (
                "controller-gen marker `+kubebuilder:validation:Minimum=1` in a doc comment"
                    .to_owned(),
                Some("write #[crd(minimum = 1)] instead".to_owned())
            )
        );
        assert_eq!(
            help(" +kubebuilder:validation:Enum=Allow;Forbid;Replace").1,
            Some("write #[crd(enum = [\"Allow\", \"Forbid\", \"Replace\"])] instead".to_owned())
        );
        assert_eq!(
            help(" +kubebuilder:validation:Enum=0;1;3").1,
            Some("write #[crd(enum = [0, 1, 3])] instead".to_owned())
        );
        assert_eq!(
            help(" +kubebuilder:validation:Pattern=`^[a-z]+$`").1,
            Some("write #[crd(pattern = \"^[a-z]+$\")] instead".to_owned())
        );
        assert_eq!(
            help(" +listType=map").1,
            Some("write #[crd(list_type = \"map\")] instead".to_owned())
        );
        assert_eq!(
            help(" +listMapKey=name").1,
            Some("write #[crd(list_map_keys(\"name\"))] instead".to_owned())
        );
        assert_eq!(
            help(" +optional").1,
            Some("write #[crd(optional)] instead".to_owned())
        );
        assert_eq!(
            help(" +kubebuilder:default=forty-two").1,
            Some("write #[crd(default = \"forty-two\")] instead".to_owned())
        );
        assert_eq!(
            help(" +kubebuilder:validation:items:MaxLength=255").1,
            Some("write #[crd(items(max_length = 255))] instead".to_owned())
        );
        assert_eq!(
            help(" +kubebuilder:subresource:status").1,
            Some(
                "write #[crd(status = \"FooStatus\")] on the kind's spec struct instead".to_owned()
            )
        );
    }

    #[test]
    fn unknown_kubebuilder_markers_are_errors() {
        let (message, help) = help(" +kubebuilder:validation:Maximun=3");
        assert_eq!(
            message,
            "unknown controller-gen marker `+kubebuilder:validation:Maximun=3` in a doc comment"
        );
        assert!(help.is_some());
    }

    #[test]
    fn other_plus_lines_are_prose() {
        let f: syn::Field = syn::parse_quote! {
            /// Adds one: size + 1.
            /// +1 for this idea
            size: i32
        };
        assert!(check(&f.attrs).is_ok());
    }
}
