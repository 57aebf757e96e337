//! Field- and type-level markers in `#[crd(...)]`, read as the keyword table
//! ([`crate::keywords`]) defines them: each marker a typed value that knows where it may
//! appear; [`crate::schema::markers`] applies them.
//!
//! Unknown markers are errors, never ignored (controller-gen silently ignores them,
//! which hides typos).

mod external_docs;
pub mod value;

pub use external_docs::check_url;

use serde_json::{Number, Value};
use syn::meta::ParseNestedMeta;
use syn::spanned::Spanned;
use syn::{Attribute, Lit, LitStr};

use super::kind::unknown_key;
use super::presence::Presence;
use super::{AttrError, is_crd_attr};
use crate::diagnostic::codes::{markers as codes, syn_error};
use crate::diagnostic::escape;
use crate::keywords::{self, CelKind, Keyword, MarkerDef, ValueKind};

/// Where a marker is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// On a field.
    Field,
    /// On a struct or enum (applies wherever the type is used).
    Type,
    /// On the spec struct of a kind, where kind options share the attribute; they are
    /// read (and unknown keys reported) by [`super::kind`].
    Kind,
}

/// One marker as written, ready to apply.
#[derive(Debug, Clone)]
pub struct Marker {
    pub(crate) key: &'static str,
    /// Its entry in the keyword table.
    pub(crate) def: &'static MarkerDef,
    /// The keyword it writes, if any.
    pub(crate) keyword: Option<&'static Keyword>,
    pub(crate) value: Value,
    /// The markers inside `items(...)`.
    pub(crate) nested: Option<Markers>,
    /// Where each value of a list (`enum = [...]`) is written.
    pub(crate) item_spans: Vec<proc_macro2::Span>,
    pub(crate) span: proc_macro2::Span,
    pub(crate) kind: ValueKind,
    /// Spans of parts of the value a later check points at (a validation's
    /// `field_path`, each member of a one-of).
    pub(crate) parts: Vec<proc_macro2::Span>,
    pub(crate) place: Place,
}

/// The markers of one field or type.
#[derive(Debug, Clone, Default)]
pub struct Markers(pub(crate) Vec<Marker>);

/// Every marker key, sorted, for help lines.
pub fn marker_keys() -> Vec<&'static str> {
    keywords::marker_keys()
}

/// Is `key` a marker (of any place)?
pub fn is_marker(key: &str) -> bool {
    keywords::marker(key).is_some()
}

fn parse_value(
    meta: &ParseNestedMeta<'_>,
    key: &str,
    kind: ValueKind,
    item_spans: &mut Vec<proc_macro2::Span>,
) -> syn::Result<Value> {
    match kind {
        ValueKind::Flag => {
            if meta.input.peek(syn::Token![=]) {
                let lit: syn::LitBool = meta.value()?.parse().map_err(|e| {
                    syn_error(
                        e.span(),
                        codes::MARKER_VALUE_MALFORMED,
                        format!("`{key}` is a flag: it takes `true` or `false`, or no value\n= help: write `{key}` or `{key} = false`"),
                    )
                })?;
                Ok(Value::Bool(lit.value))
            } else {
                Ok(Value::Bool(true))
            }
        }
        ValueKind::Str => {
            let lit: LitStr = meta.value()?.parse().map_err(|e| {
                syn_error(
                    e.span(),
                    codes::MARKER_VALUE_MALFORMED,
                    format!("`{key}` takes a string\n= help: write {key} = \"...\""),
                )
            })?;
            Ok(Value::String(lit.value()))
        }
        ValueKind::Json => value::parse(meta.value()?),
        ValueKind::JsonList => {
            let input = meta.value()?;
            let span = input.span();
            if !input.peek(syn::token::Bracket) {
                return Err(syn_error(
                    span,
                    codes::MARKER_VALUE_MALFORMED,
                    format!(
                        "`{key}` takes a list of values\n= help: write {key} = [\"A\", \"B\"] or {key} = [1, 2]"
                    ),
                ));
            }
            let items = value::parse_list(input)?;
            if items.is_empty() {
                return Err(syn_error(
                    span,
                    codes::ENUM_MARKER_EMPTY,
                    format!(
                        "`{key}` needs at least one value\n= help: list the allowed values, e.g. {key} = [\"A\", \"B\"]; an empty enum accepts nothing"
                    ),
                ));
            }
            let (values, spans): (Vec<Value>, Vec<proc_macro2::Span>) = items.into_iter().unzip();
            *item_spans = spans;
            Ok(Value::Array(values))
        }
        ValueKind::Choice(choices) => {
            let lit: LitStr = meta.value()?.parse()?;
            let v = lit.value();
            if choices.contains(&v.as_str()) {
                Ok(Value::String(v))
            } else {
                let shown: Vec<String> = choices.iter().map(|c| format!("\"{c}\"")).collect();
                let v = escape::value(&v);
                Err(syn_error(
                    lit.span(),
                    codes::MARKER_VALUE_UNKNOWN,
                    format!(
                        "`{key}` cannot be \"{v}\"\n= help: write one of {}",
                        shown.join(", ")
                    ),
                ))
            }
        }
        ValueKind::ExternalDocs => external_docs::parse(meta),
        // The nested markers are read by the caller, which knows the place.
        ValueKind::Nested => Ok(Value::Null),
        ValueKind::Regex => {
            let lit: LitStr = meta.value()?.parse()?;
            let pattern = lit.value();
            match regex::Regex::new(&pattern) {
                Ok(_) => Ok(Value::String(pattern)),
                Err(e) => Err(invalid_pattern(&lit, &pattern, &e)),
            }
        }
        ValueKind::StrList => {
            let content;
            syn::parenthesized!(content in meta.input);
            let items = content.parse_terminated(|p| p.parse::<LitStr>(), syn::Token![,])?;
            Ok(Value::Array(
                items.iter().map(|l| Value::String(l.value())).collect(),
            ))
        }
        // Read by `parse` itself, which keeps the spans of their parts.
        ValueKind::Cel(_) | ValueKind::Presence(_) => Ok(Value::Bool(true)),
        ValueKind::NonNegInt => {
            let lit: syn::LitInt = meta.value()?.parse()?;
            Ok(Value::Number(Number::from(lit.base10_parse::<u64>()?)))
        }
        ValueKind::Number => {
            let expr: syn::Expr = meta.value()?.parse()?;
            number(&expr).ok_or_else(|| {
                syn_error(
                    expr.span(),
                    codes::MARKER_VALUE_MALFORMED,
                    "expected a number literal, e.g. 1, -5 or 0.5",
                )
            })
        }
    }
}

/// E0306 at the characters of the pattern the regex parser stopped at, with its
/// one-line reason. Where no sub-span can be made (the derive on stable), the error
/// is at the whole literal and the message says which characters.
fn invalid_pattern(lit: &LitStr, pattern: &str, e: &regex::Error) -> syn::Error {
    let help = "the API server compiles it with Go's RE2 syntax; fix or escape it (a raw string r\"...\" avoids double escaping)";
    // `regex` parses with `regex_syntax`'s defaults; asking it again gives the error's
    // place and reason apart, where `regex::Error` only has them drawn as text.
    let (reason, range) = match regex_syntax::Parser::new().parse(pattern) {
        Err(regex_syntax::Error::Parse(p)) => (p.kind().to_string(), Some(*p.span())),
        Err(regex_syntax::Error::Translate(t)) => (t.kind().to_string(), Some(*t.span())),
        // Past the parser (a compiled size limit): no place, one line of reason.
        _ => (
            e.to_string().lines().last().unwrap_or("").trim().to_owned(),
            None,
        ),
    };
    let range = range.map(|s| s.start.offset..s.end.offset);
    let message =
        |at: &str| format!("invalid regular expression in `pattern`: {reason}{at}\n= help: {help}");
    match range {
        Some(r) => match crate::model::cel::value_subspan(lit, r.clone()) {
            Some(span) => syn_error(span, codes::INVALID_PATTERN, message("")),
            None => {
                let shown = pattern.get(r.clone()).unwrap_or("");
                let at = pattern.get(..r.start).map_or(0, |p| p.chars().count()) + 1;
                let at = format!(
                    " (at `{}`, character {at} of the pattern)",
                    escape::value(shown)
                );
                syn_error(lit.span(), codes::INVALID_PATTERN, message(&at))
            }
        },
        None => syn_error(lit.span(), codes::INVALID_PATTERN, message("")),
    }
}

fn number(expr: &syn::Expr) -> Option<Value> {
    match expr {
        syn::Expr::Lit(l) => match &l.lit {
            Lit::Int(i) => i
                .base10_parse::<i64>()
                .ok()
                .map(|n| Value::Number(n.into())),
            Lit::Float(f) => f
                .base10_parse::<f64>()
                .ok()
                .and_then(Number::from_f64)
                .map(Value::Number),
            _ => None,
        },
        syn::Expr::Unary(u) if matches!(u.op, syn::UnOp::Neg(_)) => match number(&u.expr)? {
            Value::Number(n) => {
                if let Some(i) = n.as_i64() {
                    Some(Value::Number((-i).into()))
                } else {
                    n.as_f64()
                        .and_then(|f| Number::from_f64(-f))
                        .map(Value::Number)
                }
            }
            _ => None,
        },
        _ => None,
    }
}

/// Reads the markers in the `#[crd(...)]` attributes of a field or type. Every mistake is
/// reported, not only the first: a key that is unknown or misplaced is skipped and
/// reading goes on; a value that does not parse ends its attribute (syn cannot find the
/// next key after it), and the next attribute is read.
pub fn parse(attrs: &[Attribute], place: Place) -> Result<Markers, Vec<AttrError>> {
    let mut out = Vec::new();
    let mut errors: Vec<AttrError> = Vec::new();
    for attr in attrs.iter().filter(|a| is_crd_attr(a)) {
        if let Err(e) =
            attr.parse_nested_meta(|meta| parse_one(&meta, place, &mut out, &mut errors))
        {
            errors.push(AttrError::from_syn(e));
        }
    }
    if errors.is_empty() {
        Ok(Markers(out))
    } else {
        Err(errors)
    }
}

/// Reads one `key = value` (or `key(...)`) of a `#[crd(...)]` list, or of `items(...)`.
fn parse_one(
    meta: &ParseNestedMeta<'_>,
    place: Place,
    out: &mut Vec<Marker>,
    errors: &mut Vec<AttrError>,
) -> syn::Result<()> {
    let what = match place {
        Place::Field => "#[crd(...)] on a field",
        Place::Type | Place::Kind => "#[crd(...)] on a type",
    };
    let key = meta
        .path
        .get_ident()
        .map(|i| i.to_string())
        .unwrap_or_default();
    let found = keywords::marker(&key).filter(|(m, _)| match place {
        Place::Field => m.on.field(),
        Place::Type | Place::Kind => m.on.ty(),
    });
    match found {
        Some((m, keyword)) => {
            if m.key == "unique_items" {
                errors.push(unique_items_error(meta.path.span()));
                return super::kind::skip_value(meta);
            }
            let mut item_spans = Vec::new();
            let (value, parts) = match m.value {
                ValueKind::Cel(kind) => super::cel::parse(meta, kind)?,
                _ if m.key == "schema" => (given_schema(meta)?, Vec::new()),
                other => (
                    parse_value(meta, m.key, other, &mut item_spans)?,
                    Vec::new(),
                ),
            };
            let nested = if m.value == ValueKind::Nested {
                let mut inner = Vec::new();
                meta.parse_nested_meta(|n| parse_one(&n, Place::Field, &mut inner, errors))?;
                Some(Markers(inner))
            } else {
                None
            };
            out.push(Marker {
                key: m.key,
                def: m,
                keyword,
                value,
                nested,
                item_spans,
                span: meta.path.span(),
                kind: m.value,
                parts,
                place,
            });
        }
        // A known marker in the wrong place: say where it goes rather than calling it
        // unknown (and never skip it as a kind option).
        None if is_marker(&key) => {
            let (here, there) = match place {
                Place::Field => ("a field", "on the struct or enum"),
                Place::Type | Place::Kind => ("a type", "on a field"),
            };
            errors.push(
                AttrError::new(
                    codes::MARKER_MISPLACED,
                    meta.path.span(),
                    format!("`{key}` cannot be written on {here}"),
                )
                .label("misplaced marker")
                .help(format!("write `{key}` {there}")),
            );
            super::kind::skip_value(meta)?;
        }
        None if place == Place::Kind => super::kind::skip_value(meta)?,
        None => {
            errors.push(unknown_key(meta.path.span(), &key, what, &marker_keys()));
            super::kind::skip_value(meta)?;
        }
    }
    Ok(())
}

/// `schema = r#"{...}"#`: a JSON object, parsed here so a mistake points at the string
/// (whether it is structural is checked where it is applied).
fn given_schema(meta: &ParseNestedMeta<'_>) -> syn::Result<Value> {
    let lit: LitStr = meta.value()?.parse().map_err(|e| {
        syn_error(
            e.span(),
            codes::MARKER_VALUE_MALFORMED,
            "`schema` takes a string of JSON\n= help: write schema = r#\"{\"type\": \"string\"}\"#",
        )
    })?;
    let help = "write the schema as a JSON object, e.g. schema = r#\"{\"type\": \"string\", \"format\": \"date-time\"}\"#";
    match crate::strict_json::from_str(&lit.value()) {
        Ok(v @ Value::Object(_)) => Ok(v),
        Ok(other) => Err(syn_error(
            lit.span(),
            codes::SCHEMA_OVERRIDE_INVALID,
            format!(
                "the schema given is not a JSON object: {}\n= help: {help}",
                escape::value(&other.to_string())
            ),
        )),
        Err(e) => Err(syn_error(
            lit.span(),
            codes::SCHEMA_OVERRIDE_INVALID,
            format!(
                "{}\n= help: {}",
                e.message("the schema given"),
                e.help(help)
            ),
        )),
    }
}

/// `unique_items` is always an error: the API server rejects `uniqueItems: true`.
fn unique_items_error(span: proc_macro2::Span) -> AttrError {
    AttrError::new(
        codes::UNIQUE_ITEMS,
        span,
        "`unique_items` cannot be used: apiextensions.k8s.io/v1 rejects uniqueItems: true",
    )
    .label("rejected by the API server")
    .help("write list_type = \"set\" (a list of scalars without duplicates), or list_type = \"map\" with list_map_keys(\"...\") for a list of objects")
}

impl Markers {
    /// True when no marker was written.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The value of `default = ...` on the field itself (not inside `items(...)`), as the
    /// CRD writes it: what the derive's default check compares serde's default with.
    pub fn default_value(&self) -> Option<&Value> {
        self.0.iter().find(|m| m.key == "default").map(|m| &m.value)
    }

    /// The field's `required` / `optional`, if written; both at once is an error.
    pub fn presence(&self) -> Result<Option<(Presence, proc_macro2::Span)>, AttrError> {
        let mut found: Option<(Presence, proc_macro2::Span)> = None;
        for m in &self.0 {
            if let ValueKind::Presence(p) = m.kind {
                if let Some((q, _)) = found
                    && q != p
                {
                    return Err(AttrError::new(
                        codes::PRESENCE_CONFLICT,
                        m.span,
                        "a field cannot be both `required` and `optional`",
                    )
                    .label("conflicting marker")
                    .help("keep one of them"));
                }
                found = Some((p, m.span));
            }
        }
        Ok(found)
    }

    /// Do these markers give the node's whole schema (`type`, `schema`,
    /// `int_or_string`), so that its Rust type need not be known? A type of another
    /// crate crdgen does not know, and a serde attribute that hands serialization to a
    /// function, are accepted where they do.
    pub fn gives_schema(&self) -> bool {
        self.0
            .iter()
            .any(|m| matches!(m.key, "type" | "schema" | "int_or_string"))
    }

    /// Where `immutable` is written, if it is.
    pub fn immutable(&self) -> Option<proc_macro2::Span> {
        self.0
            .iter()
            .find(|m| m.kind == ValueKind::Cel(CelKind::Immutable))
            .map(|m| m.span)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_invalid_pattern_is_an_error_that_points_into_it() {
        let f: syn::Field = syn::parse_quote! {
            #[crd(pattern = "^a(b$")]
            name: String
        };
        let err = parse(&f.attrs, Place::Field).unwrap_err().remove(0);
        assert_eq!(
            err.message,
            "invalid regular expression in `pattern`: unclosed group"
        );
        assert_eq!(
            err.help.as_deref(),
            Some(
                "the API server compiles it with Go's RE2 syntax; fix or escape it (a raw string r\"...\" avoids double escaping)"
            )
        );
    }

    #[test]
    fn unknown_marker_is_an_error() {
        let f: syn::Field = syn::parse_quote! {
            #[crd(maximun = 3)]
            size: i32
        };
        let err = parse(&f.attrs, Place::Field).unwrap_err().remove(0);
        assert_eq!(
            err.message,
            "unknown key `maximun` in #[crd(...)] on a field"
        );
        assert!(err.help.unwrap().starts_with("did you mean `maximum`?"));
    }

    fn field_err(f: syn::Field) -> AttrError {
        parse(&f.attrs, Place::Field).unwrap_err().remove(0)
    }

    #[test]
    fn list_and_parenthesized_values_say_how_to_write_them() {
        let err = field_err(syn::parse_quote! { #[crd(enum = "A")] x: String });
        assert_eq!(err.message, "`enum` takes a list of values");
        assert_eq!(
            err.help.as_deref(),
            Some("write enum = [\"A\", \"B\"] or enum = [1, 2]")
        );
        let err = field_err(syn::parse_quote! {
            #[crd(external_docs(url = "https://a.io", link = "x"))] x: String
        });
        assert_eq!(err.message, "unknown key `link` in external_docs(...)");
        let err = field_err(syn::parse_quote! {
            #[crd(external_docs(url = "https://a.io", url = "https://b.io"))] x: String
        });
        assert_eq!(err.message, "`url` is given twice");
        let err = field_err(syn::parse_quote! { #[crd(external_docs = "https://a.io")] x: String });
        assert_eq!(
            err.message,
            "`external_docs` takes a url and a description in parentheses"
        );
        let err = field_err(syn::parse_quote! { #[crd(items(maximun = 1))] x: Vec<i32> });
        assert_eq!(
            err.message,
            "unknown key `maximun` in #[crd(...)] on a field"
        );
    }
}
