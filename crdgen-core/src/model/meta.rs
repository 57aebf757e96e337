//! CRD metadata entries: `annotation(...)` and `label(...)` on a kind, and the
//! Kubernetes rules their keys and values must follow (apimachinery's
//! `IsQualifiedName` and `IsValidLabelValue`), checked where they are written.

use proc_macro2::Span;
use syn::LitStr;
use syn::meta::ParseNestedMeta;

use super::AttrError;
use super::kind::Spanned;
use crate::diagnostic::codes::{kind::*, syn_error};
use crate::diagnostic::escape;

/// One `annotation(...)` or `label(...)`: a key and a value, each with its span.
#[derive(Debug, Clone)]
pub struct MetaEntry {
    /// The key, e.g. `example.com/owner`.
    pub key: Spanned<String>,
    /// The value.
    pub value: Spanned<String>,
}

/// Which metadata map an entry goes to; labels have stricter values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MetaKind {
    /// `metadata.annotations`: any value.
    Annotation,
    /// `metadata.labels`: the value is a label value.
    Label,
}

impl MetaKind {
    fn key(self) -> &'static str {
        match self {
            MetaKind::Annotation => "annotation",
            MetaKind::Label => "label",
        }
    }

    fn with_article(self) -> &'static str {
        match self {
            MetaKind::Annotation => "an annotation",
            MetaKind::Label => "a label",
        }
    }
}

/// Reads `annotation("key", "value")` or `annotation = "key=value"` (and the same for
/// `label`). Both forms are accepted: the first is kube-derive's, the second
/// controller-gen's `+kubebuilder:metadata:annotations="key=value"`.
pub fn parse(meta: &ParseNestedMeta<'_>, kind: MetaKind) -> syn::Result<MetaEntry> {
    let key = kind.key();
    let usage = format!(
        "write `{key}(\"example.com/key\", \"value\")` or `{key} = \"example.com/key=value\"`"
    );
    if meta.input.peek(syn::Token![=]) {
        let lit: LitStr = meta.value()?.parse().map_err(|e| {
            syn_error(
                e.span(),
                WRONG_VALUE_FORM,
                format!("`{key}` takes a key and a value\n= help: {usage}"),
            )
        })?;
        let text = lit.value();
        let Some((k, v)) = text.split_once('=') else {
            return Err(syn_error(
                lit.span(),
                WRONG_VALUE_FORM,
                format!(
                    "`{key} = \"{}\"` has no `=` between the key and the value\n= help: {usage}",
                    escape::value(&text)
                ),
            ));
        };
        return Ok(MetaEntry {
            key: Spanned {
                value: k.to_owned(),
                span: lit.span(),
            },
            value: Spanned {
                value: v.to_owned(),
                span: lit.span(),
            },
        });
    }
    let wrong = |span: Span| {
        syn_error(
            span,
            WRONG_VALUE_FORM,
            format!("`{key}` takes a key and a value\n= help: {usage}"),
        )
    };
    if !meta.input.peek(syn::token::Paren) {
        return Err(wrong(
            meta.path
                .get_ident()
                .map_or_else(Span::call_site, syn::Ident::span),
        ));
    }
    let content;
    syn::parenthesized!(content in meta.input);
    let k: LitStr = content.parse().map_err(|e| wrong(e.span()))?;
    content
        .parse::<syn::Token![,]>()
        .map_err(|e| wrong(e.span()))?;
    let v: LitStr = content.parse().map_err(|e| wrong(e.span()))?;
    Ok(MetaEntry {
        key: Spanned {
            value: k.value(),
            span: k.span(),
        },
        value: Spanned {
            value: v.value(),
            span: v.span(),
        },
    })
}

/// Checks the entries of one map: valid keys, valid label values, no key twice.
pub fn check(entries: &[MetaEntry], kind: MetaKind) -> Result<(), AttrError> {
    let what = kind.key();
    for (i, e) in entries.iter().enumerate() {
        if let Err(why) = qualified_name(&e.key.value) {
            return Err(AttrError::new(
                INVALID_METADATA_KEY,
                e.key.span,
                format!(
                    "`{}` is not a valid {what} key: {why}",
                    escape::value(&e.key.value)
                ),
            )
            .label("invalid key")
            .help(format!(
                "{} key is a name of at most 63 characters (letters, digits, `-`, `_`, `.`, starting and ending with a letter or digit), optionally prefixed by a DNS subdomain and `/`, e.g. `example.com/owner`",
                kind.with_article()
            )));
        }
        if kind == MetaKind::Label
            && let Err(why) = label_value(&e.value.value)
        {
            return Err(AttrError::new(
                INVALID_LABEL_VALUE,
                e.value.span,
                format!(
                    "`{}` is not a valid label value: {why}",
                    escape::value(&e.value.value)
                ),
            )
            .label("invalid label value")
            .help("a label value is empty or at most 63 characters (letters, digits, `-`, `_`, `.`), starting and ending with a letter or digit; put free text in an annotation"));
        }
        if let Some(first) = entries[..i].iter().find(|f| f.key.value == e.key.value) {
            return Err(AttrError::new(
                DUPLICATE_ENTRY,
                e.key.span,
                format!("{what} `{}` is given twice", escape::value(&e.key.value)),
            )
            .label("second time")
            .help(format!(
                "keep one `{what}` with this key (the first is on line {})",
                first.key.span.start().line
            )));
        }
    }
    Ok(())
}

const NAME_MAX: usize = 63;
const PREFIX_MAX: usize = 253;

fn is_alnum(c: char) -> bool {
    c.is_ascii_alphanumeric()
}

/// apimachinery's qualified name part: `([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]`.
fn name_part(name: &str) -> Result<(), String> {
    if name.is_empty() {
        return Err("the name part is empty".into());
    }
    if name.len() > NAME_MAX {
        return Err(format!(
            "the name part is {} characters long, the maximum is {NAME_MAX}",
            name.len()
        ));
    }
    check_chars(name, "the name part")
}

fn check_chars(text: &str, what: &str) -> Result<(), String> {
    if let Some(c) = text
        .chars()
        .find(|c| !(is_alnum(*c) || matches!(c, '-' | '_' | '.')))
    {
        return Err(format!(
            "{what} contains `{}`",
            escape::value(&c.to_string())
        ));
    }
    let first = text.chars().next().is_some_and(is_alnum);
    let last = text.chars().next_back().is_some_and(is_alnum);
    if !first || !last {
        return Err(format!("{what} must start and end with a letter or digit"));
    }
    Ok(())
}

/// A DNS-1123 subdomain: lower-case labels of `[a-z0-9]([-a-z0-9]*[a-z0-9])?` joined by
/// dots, at most 253 characters.
fn dns_subdomain(prefix: &str) -> Result<(), String> {
    if prefix.len() > PREFIX_MAX {
        return Err(format!(
            "the prefix is {} characters long, the maximum is {PREFIX_MAX}",
            prefix.len()
        ));
    }
    for label in prefix.split('.') {
        if !is_dns_label_text(label) {
            return Err(format!(
                "the prefix `{}` is not a DNS subdomain (lower-case letters, digits, `-` and `.`)",
                escape::value(prefix)
            ));
        }
    }
    Ok(())
}

/// `[a-z0-9]([-a-z0-9]*[a-z0-9])?`, any length.
pub(crate) fn is_dns_label_text(label: &str) -> bool {
    !label.is_empty()
        && label
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !label.starts_with('-')
        && !label.ends_with('-')
}

/// apimachinery's `IsDNS1123Label`, which namespace names must pass.
pub fn dns_label(name: &str) -> Result<(), String> {
    if name.len() > NAME_MAX {
        return Err(format!(
            "it is {} characters long, the maximum is {NAME_MAX}",
            name.len()
        ));
    }
    if !is_dns_label_text(name) {
        return Err(
            "it must consist of lower-case letters, digits and `-`, and start and end with a letter or digit"
                .into(),
        );
    }
    Ok(())
}

/// apimachinery's `IsQualifiedName`: `[prefix/]name`.
pub fn qualified_name(key: &str) -> Result<(), String> {
    let mut parts = key.split('/');
    let (prefix, name) = match (parts.next(), parts.next(), parts.next()) {
        (Some(name), None, _) => (None, name),
        (Some(prefix), Some(name), None) => (Some(prefix), name),
        _ => return Err("it has more than one `/`".into()),
    };
    if let Some(prefix) = prefix {
        if prefix.is_empty() {
            return Err("the prefix before `/` is empty".into());
        }
        dns_subdomain(prefix)?;
    }
    name_part(name)
}

/// apimachinery's `IsValidLabelValue`: empty, or a name part.
pub fn label_value(value: &str) -> Result<(), String> {
    if value.is_empty() {
        return Ok(());
    }
    if value.len() > NAME_MAX {
        return Err(format!(
            "it is {} characters long, the maximum is {NAME_MAX}",
            value.len()
        ));
    }
    check_chars(value, "it")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn qualified_names_follow_apimachinery() {
        for ok in [
            "a",
            "app",
            "example.com/owner",
            "A_b.c-D",
            "x/y",
            "a.b-c.d/e",
        ] {
            assert_eq!(qualified_name(ok), Ok(()), "{ok}");
        }
        assert_eq!(
            qualified_name("a/b/c"),
            Err("it has more than one `/`".into())
        );
        assert_eq!(
            qualified_name("/x"),
            Err("the prefix before `/` is empty".into())
        );
        assert_eq!(
            qualified_name("Example.com/x"),
            Err("the prefix `Example.com` is not a DNS subdomain (lower-case letters, digits, `-` and `.`)".into())
        );
        assert_eq!(
            qualified_name("-a"),
            Err("the name part must start and end with a letter or digit".into())
        );
        assert_eq!(
            qualified_name("a b"),
            Err("the name part contains ` `".into())
        );
        assert_eq!(
            qualified_name(&"a".repeat(64)),
            Err("the name part is 64 characters long, the maximum is 63".into())
        );
    }

    #[test]
    fn label_values_follow_apimachinery() {
        assert_eq!(label_value(""), Ok(()));
        assert_eq!(label_value("v1.2_x-y"), Ok(()));
        assert_eq!(label_value("a/b"), Err("it contains `/`".into()));
        assert_eq!(
            label_value("x."),
            Err("it must start and end with a letter or digit".into())
        );
    }
}
