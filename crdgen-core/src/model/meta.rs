//! CRD metadata entries: `annotation(...)` and `label(...)` on a kind, and the
//! Kubernetes rules their keys and values must follow (apimachinery's
//! `IsQualifiedName` and `IsValidLabelValue`), checked where they are written.

use proc_macro2::Span;
use syn::LitStr;
use syn::meta::ParseNestedMeta;

use crdgen_apimachinery::validation::{self, Flaw, Part, Problem, Violation};

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
        // apimachinery's ValidateAnnotations checks the lower-cased key (case does not
        // matter in an annotation key); ValidateLabels checks the key as written.
        let checked = match kind {
            MetaKind::Annotation => e.key.value.to_lowercase(),
            MetaKind::Label => e.key.value.clone(),
        };
        if let Err(why) = qualified_name(&checked) {
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

/// apimachinery's `IsDNS1123Label`, which namespace names must pass.
pub fn dns_label(name: &str) -> Result<(), String> {
    match validation::is_dns1123_label(name).into_iter().next() {
        None => Ok(()),
        Some(Violation {
            problem: Problem::TooLong { length, max },
            ..
        }) => Err(format!(
            "it is {length} characters long, the maximum is {max}"
        )),
        Some(_) => Err(
            "it must consist of lower-case letters, digits and `-`, and start and end with a letter or digit"
                .into(),
        ),
    }
}

/// apimachinery's `IsQualifiedName`: `[prefix/]name`.
pub fn qualified_name(key: &str) -> Result<(), String> {
    // The first violation, as apimachinery lists them: the prefix before the name.
    let Some(Violation { part, problem }) = validation::is_qualified_name(key).into_iter().next()
    else {
        return Ok(());
    };
    let what = match part {
        Part::Prefix => "the prefix",
        Part::Name | Part::Whole => "the name part",
    };
    Err(match (part, problem) {
        (_, Problem::TooManySlashes) => "it has more than one `/`".into(),
        (Part::Prefix, Problem::Empty) => "the prefix before `/` is empty".into(),
        (_, Problem::Empty) => "the name part is empty".into(),
        (_, Problem::TooLong { length, max }) => {
            format!("{what} is {length} characters long, the maximum is {max}")
        }
        (Part::Prefix, Problem::Format { .. }) => {
            let prefix = key.split_once('/').map_or(key, |(prefix, _)| prefix);
            format!(
                "the prefix `{}` is not a DNS subdomain (lower-case letters, digits, `-` and `.`)",
                escape::value(prefix)
            )
        }
        (_, Problem::Format { flaw, .. }) => chars_message(what, &flaw),
    })
}

/// apimachinery's `IsValidLabelValue`: empty, or a name part.
pub fn label_value(value: &str) -> Result<(), String> {
    let Some(violation) = validation::is_valid_label_value(value).into_iter().next() else {
        return Ok(());
    };
    Err(match &violation.problem {
        Problem::TooLong { length, max } => {
            format!("it is {length} characters long, the maximum is {max}")
        }
        Problem::Format { flaw, .. } => chars_message("it", flaw),
        // Not produced by this rule; apimachinery's words still say it.
        _ => format!("it {violation}"),
    })
}

/// What is wrong with the characters of `what` (a name part or a label value).
fn chars_message(what: &str, flaw: &Flaw) -> String {
    match flaw {
        Flaw::Char(c) => format!("{what} contains `{}`", escape::value(&c.to_string())),
        _ => format!("{what} must start and end with a letter or digit"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(key: &str) -> MetaEntry {
        let at = |value: &str| Spanned {
            value: value.to_owned(),
            span: proc_macro2::Span::call_site(),
        };
        MetaEntry {
            key: at(key),
            value: at("v"),
        }
    }

    #[test]
    fn annotation_keys_are_checked_lower_cased_label_keys_as_written() {
        // apimachinery's ValidateAnnotations lower-cases the key; ValidateLabels does not.
        assert!(check(&[entry("Example.com/Owner")], MetaKind::Annotation).is_ok());
        let err = check(&[entry("Example.com/owner")], MetaKind::Label).unwrap_err();
        assert_eq!(
            err.message,
            "`Example.com/owner` is not a valid label key: the prefix `Example.com` is not a DNS subdomain (lower-case letters, digits, `-` and `.`)"
        );
        let err = check(&[entry("example_com/owner")], MetaKind::Annotation).unwrap_err();
        assert_eq!(
            err.message,
            "`example_com/owner` is not a valid annotation key: the prefix `example_com` is not a DNS subdomain (lower-case letters, digits, `-` and `.`)"
        );
    }

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
