//! `#[schemars(extend("key" = value, ...))]`: each key that is an OpenAPI keyword of
//! crdgen's table ([`crate::keywords::KEYWORDS`]) with a marker becomes that marker, so
//! `extend("x-kubernetes-list-type" = "map", "x-kubernetes-list-map-keys" = ["name"])`
//! — how a schemars crate sets list types — is `list_type = "map",
//! list_map_keys("name")`, checked as crdgen checks its own. Any other key is W1203.

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::quote_spanned;
use serde_json::Value;
use syn::LitStr;
use syn::meta::ParseNestedMeta;

use super::Read;
use crate::diagnostic::codes::foreign_attrs as codes;
use crate::diagnostic::escape;
use crate::keywords::{self, CelKind, ValueKind};
use crate::model::markers::Place;
use crate::model::markers::value;

/// Reads `extend(...)` into `read`'s markers.
pub(super) fn read_extend(
    meta: &ParseNestedMeta<'_>,
    place: Place,
    read: &mut Read,
) -> syn::Result<()> {
    let content;
    syn::parenthesized!(content in meta.input);
    while !content.is_empty() {
        let key: LitStr = content.parse()?;
        content.parse::<syn::Token![=]>()?;
        let json = value::parse(&content)?;
        match translate(&key.value(), &json, place, key.span()) {
            Some(tokens) => read.markers.extend(tokens),
            None => {
                let w = read.warn(
                    codes::NOT_HONOURED,
                    key.span(),
                    format!(
                        "schemars' `extend(\"{}\" = ...)` is not in the CRD: crdgen writes only the keywords it knows and checks",
                        escape::value(&key.value())
                    ),
                );
                w.label = Some("not honoured".into());
                w.help = Some("write the keyword with its #[crd(...)] marker (docs/markers.md), or the whole schema with #[crd(schema = r#\"{...}\"#)]".into());
            }
        }
        if content.is_empty() {
            break;
        }
        content.parse::<syn::Token![,]>()?;
    }
    Ok(())
}

/// The marker items for one keyword and its JSON value, or `None` when no marker of
/// this place writes the keyword in a form the value has.
fn translate(name: &str, json: &Value, place: Place, span: Span) -> Option<Vec<TokenStream>> {
    let keyword = keywords::KEYWORDS.iter().find(|k| k.name == name)?;
    let def = keyword.markers.iter().find(|m| match place {
        Place::Field => m.on.field(),
        Place::Type | Place::Kind => m.on.ty(),
    })?;
    let key = syn::Ident::new(def.key, span);
    let tokens = match (def.value, json) {
        (ValueKind::Str | ValueKind::Choice(_) | ValueKind::Regex, Value::String(s)) => {
            let lit = LitStr::new(s, span);
            quote_spanned!(span=> #key = #lit)
        }
        (ValueKind::Flag, Value::Bool(b)) => quote_spanned!(span=> #key = #b),
        (ValueKind::Number | ValueKind::NonNegInt, Value::Number(_))
        | (ValueKind::Json, _)
        | (ValueKind::JsonList, Value::Array(_)) => {
            let value = json_tokens(json, span)?;
            quote_spanned!(span=> #key = #value)
        }
        (ValueKind::StrList, Value::Array(items)) => {
            let items: Vec<LitStr> = items
                .iter()
                .map(|i| i.as_str().map(|s| LitStr::new(s, span)))
                .collect::<Option<_>>()?;
            quote_spanned!(span=> #key(#(#items),*))
        }
        (ValueKind::Cel(CelKind::Validation), Value::Array(rules)) => {
            return rules.iter().map(|r| rule(r, span)).collect();
        }
        _ => return None,
    };
    Some(vec![tokens])
}

/// One entry of `x-kubernetes-validations` as a `validation(...)` marker.
fn rule(entry: &Value, span: Span) -> Option<TokenStream> {
    let entry = entry.as_object()?;
    let mut parts = Vec::new();
    for (json_key, value) in entry {
        let key = match json_key.as_str() {
            "rule" => "rule",
            "message" => "message",
            "messageExpression" => "message_expression",
            "reason" => "reason",
            "fieldPath" => "field_path",
            "optionalOldSelf" => "optional_old_self",
            _ => return None,
        };
        let key = syn::Ident::new(key, span);
        parts.push(match value {
            Value::String(s) => {
                let lit = LitStr::new(s, span);
                quote_spanned!(span=> #key = #lit)
            }
            Value::Bool(b) => quote_spanned!(span=> #key = #b),
            _ => return None,
        });
    }
    Some(quote_spanned!(span=> validation(#(#parts),*)))
}

/// A JSON value as Rust tokens the marker reader parses back, each at `span`.
fn json_tokens(json: &Value, span: Span) -> Option<TokenStream> {
    let tokens: TokenStream = serde_json::to_string(json).ok()?.parse().ok()?;
    Some(respan(tokens, span))
}

fn respan(tokens: TokenStream, span: Span) -> TokenStream {
    tokens
        .into_iter()
        .map(|tt| match tt {
            TokenTree::Group(g) => {
                let mut group = proc_macro2::Group::new(g.delimiter(), respan(g.stream(), span));
                group.set_span(span);
                TokenTree::Group(group)
            }
            mut other => {
                other.set_span(span);
                other
            }
        })
        .collect()
}
