//! kube-derive's `#[x_kube(...)]` (kube-derive 5's `KubeSchema` derive): CEL rules
//! (`validation = "rule"`, `validation = Rule::new("rule").message(...)`, `validation =
//! ("rule", "message")`) as crdgen's `validation(...)` marker, and `merge_strategy`
//! (kube-core's `ListMerge`, `MapMerge`, `StructMerge`) as `list_type` /
//! `list_map_keys` / `map_type` / `struct_type`. `cel` (a client-side method) and
//! `crates(...)` (paths of kube's crates) change no schema.

use proc_macro2::{Span, TokenStream};
use quote::quote_spanned;
use syn::meta::ParseNestedMeta;
use syn::spanned::Spanned;
use syn::{Expr, Lit, LitStr};

use super::validation::unknown;
use super::{Read, key_of, skip_value};
use crate::diagnostic::codes::foreign_attrs as codes;
use crate::model::markers::Place;

/// One item of `#[x_kube(...)]`.
pub(super) fn item(meta: &ParseNestedMeta<'_>, place: Place, read: &mut Read) -> syn::Result<()> {
    let key = key_of(meta);
    match key.as_str() {
        "validation" => {
            let value: Expr = meta.value()?.parse()?;
            match rule(&value) {
                Some(tokens) => read.markers.push(tokens),
                None => read.errors.push(unreadable(
                    &value,
                    "validation",
                    "write the rule with literals, `Rule::new(\"...\").message(\"...\")`, or as #[crd(validation(rule = \"...\", message = \"...\"))]",
                )),
            }
        }
        "merge_strategy" if place == Place::Field => {
            let value: Expr = meta.value()?.parse()?;
            match merge_strategy(&value, meta.path.span()) {
                Some(tokens) => read.markers.extend(tokens),
                None => read.errors.push(unreadable(
                    &value,
                    "merge_strategy",
                    "write ListMerge::Atomic, ListMerge::Set, ListMerge::Map(vec![\"key\".into()]), MapMerge::Atomic, MapMerge::Granular, StructMerge::Atomic or StructMerge::Granular",
                )),
            }
        }
        "cel" | "crates" if place != Place::Field => skip_value(meta)?,
        _ => {
            let known: &[&str] = if place == Place::Field {
                &["merge_strategy", "validation"]
            } else {
                &["cel", "crates", "validation"]
            };
            let what = if place == Place::Field {
                "#[x_kube(...)] on a field"
            } else {
                "#[x_kube(...)] on a type"
            };
            read.errors.push(unknown(meta, what, known));
            skip_value(meta)?;
        }
    }
    Ok(())
}

fn unreadable(value: &Expr, key: &str, help: &str) -> super::AttrError {
    super::AttrError::new(
        codes::X_KUBE_VALUE_UNREADABLE,
        value.span(),
        format!("crdgen cannot read `#[x_kube({key} = ...)]` from the source"),
    )
    .label("not a form crdgen reads")
    .help(help)
}

/// A string literal, seen through `.into()`, `.to_string()`, `.to_owned()`,
/// `String::from(...)` and `&`.
fn lit(expr: &Expr) -> Option<LitStr> {
    match expr {
        Expr::Lit(l) => match &l.lit {
            Lit::Str(s) => Some(s.clone()),
            _ => None,
        },
        Expr::Reference(r) => lit(&r.expr),
        Expr::Paren(p) => lit(&p.expr),
        Expr::Group(g) => lit(&g.expr),
        Expr::MethodCall(m)
            if m.args.is_empty()
                && ["into", "to_string", "to_owned"].contains(&m.method.to_string().as_str()) =>
        {
            lit(&m.receiver)
        }
        Expr::Call(c) if last_segments(&c.func).as_slice() == ["String", "from"] => {
            c.args.first().and_then(lit)
        }
        _ => None,
    }
}

fn last_segments(expr: &Expr) -> Vec<String> {
    match expr {
        Expr::Path(p) => {
            let all: Vec<String> = p
                .path
                .segments
                .iter()
                .map(|s| s.ident.to_string())
                .collect();
            let start = all.len().saturating_sub(2);
            all[start..].to_vec()
        }
        _ => Vec::new(),
    }
}

/// `validation(rule = ..., message = ..., ...)` for a rule kube-derive accepts.
fn rule(expr: &Expr) -> Option<TokenStream> {
    let span = expr.span();
    let mut parts: Vec<TokenStream> = Vec::new();
    // `"rule"`.
    if let Some(rule) = lit(expr) {
        return Some(quote_spanned!(span=> validation(rule = #rule)));
    }
    // `("rule", "message")`.
    if let Expr::Tuple(t) = expr
        && t.elems.len() == 2
    {
        let rule = lit(&t.elems[0])?;
        let message = lit(&t.elems[1])?;
        return Some(quote_spanned!(span=> validation(rule = #rule, message = #message)));
    }
    // `Rule::new("rule")` and its builder calls, outermost first.
    let mut calls = Vec::new();
    let mut at = expr;
    while let Expr::MethodCall(m) = at {
        calls.push(m);
        at = &m.receiver;
    }
    let Expr::Call(new) = at else {
        return None;
    };
    if last_segments(&new.func).as_slice() != ["Rule", "new"] {
        return None;
    }
    let rule = lit(new.args.first()?)?;
    parts.push(quote_spanned!(span=> rule = #rule));
    for call in calls.iter().rev() {
        let arg = call.args.first()?;
        let tokens = match call.method.to_string().as_str() {
            "message" => match arg {
                Expr::Call(c) => {
                    let inner = lit(c.args.first()?)?;
                    match last_segments(&c.func).as_slice() {
                        [m, e] if m == "Message" && e == "Expression" => {
                            quote_spanned!(span=> message_expression = #inner)
                        }
                        [m, e] if m == "Message" && e == "Message" => {
                            quote_spanned!(span=> message = #inner)
                        }
                        _ => return None,
                    }
                }
                other => {
                    let m = lit(other)?;
                    quote_spanned!(span=> message = #m)
                }
            },
            "reason" => {
                let name = match arg {
                    Expr::Path(_) => last_segments(arg).pop()?,
                    Expr::Call(c) if last_segments(&c.func).as_slice() == ["Reason", "default"] => {
                        "FieldValueInvalid".to_owned()
                    }
                    _ => return None,
                };
                let reason = LitStr::new(&name, arg.span());
                quote_spanned!(span=> reason = #reason)
            }
            "field_path" => {
                let p = lit(arg)?;
                quote_spanned!(span=> field_path = #p)
            }
            "optional_old_self" => match arg {
                Expr::Lit(l) => match &l.lit {
                    Lit::Bool(b) => quote_spanned!(span=> optional_old_self = #b),
                    _ => return None,
                },
                _ => return None,
            },
            _ => return None,
        };
        parts.push(tokens);
    }
    Some(quote_spanned!(span=> validation(#(#parts),*)))
}

/// The list, map or struct type markers of a kube-core merge strategy.
fn merge_strategy(expr: &Expr, span: Span) -> Option<Vec<TokenStream>> {
    // `MergeStrategy::ListType(ListMerge::Set)` is `ListMerge::Set`.
    if let Expr::Call(c) = expr
        && last_segments(&c.func)
            .first()
            .is_some_and(|s| s == "MergeStrategy")
    {
        return merge_strategy(c.args.first()?, span);
    }
    let (segments, args) = match expr {
        Expr::Path(_) => (last_segments(expr), None),
        Expr::Call(c) => (last_segments(&c.func), c.args.first()),
        _ => return None,
    };
    let [ty, variant] = segments.as_slice() else {
        return None;
    };
    let value = variant.to_lowercase();
    let key = match ty.as_str() {
        "ListMerge" => "list_type",
        "MapMerge" => "map_type",
        "StructMerge" => "struct_type",
        _ => return None,
    };
    let key = syn::Ident::new(key, span);
    let mut out = vec![quote_spanned!(span=> #key = #value)];
    match (ty.as_str(), variant.as_str(), args) {
        ("ListMerge", "Map", Some(keys)) => {
            let keys = key_list(keys)?;
            out.push(quote_spanned!(span=> list_map_keys(#(#keys),*)));
        }
        ("ListMerge", "Atomic" | "Set", None)
        | ("MapMerge" | "StructMerge", "Atomic" | "Granular", None) => {}
        _ => return None,
    }
    Some(out)
}

/// `vec!["a".into(), "b".into()]` or `["a", "b"].into()` as the literals.
fn key_list(expr: &Expr) -> Option<Vec<LitStr>> {
    let items: Vec<Expr> = match expr {
        Expr::Macro(m) if m.mac.path.is_ident("vec") => m
            .mac
            .parse_body_with(syn::punctuated::Punctuated::<Expr, syn::Token![,]>::parse_terminated)
            .ok()?
            .into_iter()
            .collect(),
        Expr::Array(a) => a.elems.iter().cloned().collect(),
        Expr::MethodCall(m) if m.method == "into" || m.method == "to_vec" => {
            return key_list(&m.receiver);
        }
        Expr::Reference(r) => return key_list(&r.expr),
        _ => return None,
    };
    items.iter().map(lit).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule_text(text: &str) -> Option<String> {
        rule(&syn::parse_str(text).unwrap()).map(|t| t.to_string())
    }

    #[test]
    fn rules_in_every_form_kube_derive_accepts() {
        assert_eq!(
            rule_text(r#""self > 0""#).as_deref(),
            Some(r#"validation (rule = "self > 0")"#)
        );
        assert_eq!(
            rule_text(r#"("self > 0", "must be positive")"#).as_deref(),
            Some(r#"validation (rule = "self > 0" , message = "must be positive")"#)
        );
        assert_eq!(
            rule_text(r#"Rule::new("self > 0").reason(Reason::default()).optional_old_self(true)"#)
                .as_deref(),
            Some(
                r#"validation (rule = "self > 0" , reason = "FieldValueInvalid" , optional_old_self = true)"#
            )
        );
        assert_eq!(
            rule_text(r#"kube::core::Rule::new(String::from("self > 0")).message(Message::Message("no".to_string()))"#).as_deref(),
            Some(r#"validation (rule = "self > 0" , message = "no")"#)
        );
        assert_eq!(rule_text("Rule::new(RULE)"), None);
        assert_eq!(rule_text(r#"Rule::new("x").custom()"#), None);
    }

    #[test]
    fn merge_strategies_as_list_map_and_struct_types() {
        let text = |t: &str| {
            merge_strategy(&syn::parse_str(t).unwrap(), Span::call_site()).map(|v| {
                v.iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            })
        };
        assert_eq!(
            text("ListMerge::Set").as_deref(),
            Some(r#"list_type = "set""#)
        );
        assert_eq!(
            text(r#"MergeStrategy::ListType(ListMerge::Map(vec!["a".into(), "b".to_string()]))"#)
                .as_deref(),
            Some(r#"list_type = "map", list_map_keys ("a" , "b")"#)
        );
        assert_eq!(
            text("StructMerge::Granular").as_deref(),
            Some(r#"struct_type = "granular""#)
        );
        assert_eq!(
            text("MapMerge::Atomic").as_deref(),
            Some(r#"map_type = "atomic""#)
        );
        assert_eq!(text("ListMerge::Map(keys())"), None);
        assert_eq!(text("ListMerge::Other"), None);
    }
}
