//! The validation attributes schemars reads from `#[schemars(...)]`, `#[validate(...)]`
//! (validator) and `#[garde(...)]` alike (schemars_derive's `ValidationAttrs`), as
//! crdgen markers: `length` → `min_length`/`max_length` on a string, `min_items`/
//! `max_items` on a list (and `min_properties`/`max_properties` on a map, where schemars
//! writes nothing); `range` → `minimum`/`maximum` (validator's `exclusive_min`/`_max`
//! with `exclusive_minimum`/`_maximum`); `regex`/`pattern` → `pattern`; `contains` of a
//! literal → `pattern` of the escaped literal; `email`/`url`/`ipv4`/`ipv6` → `format`;
//! `required` → `required`; `inner(...)` → `items(...)`.
//!
//! A validator or garde rule with no OpenAPI meaning is a warning (W1201): the Rust side
//! checks it, the API server does not.

use proc_macro2::{Span, TokenStream};
use quote::quote_spanned;
use syn::meta::ParseNestedMeta;
use syn::spanned::Spanned;
use syn::{Expr, LitStr};

use super::statics::Scope;
use super::{Read, Shape, key_of, skip_value};
use crate::diagnostic::codes::foreign_attrs as codes;
use crate::diagnostic::escape;

/// Which attribute a rule is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Dialect {
    /// `#[schemars(...)]`.
    Schemars,
    /// validator's `#[validate(...)]`.
    Validate,
    /// `#[garde(...)]`.
    Garde,
}

impl Dialect {
    fn attr(self) -> &'static str {
        match self {
            Dialect::Schemars => "schemars",
            Dialect::Validate => "validate",
            Dialect::Garde => "garde",
        }
    }
}

/// Reads one item of a validation attribute into `read`'s markers. Returns whether the
/// key is a validation rule (for `#[schemars(...)]`, whose other keys its caller reads).
pub(super) fn item(
    meta: &ParseNestedMeta<'_>,
    dialect: Dialect,
    shape: &Shape,
    scope: Scope<'_>,
    read: &mut Read,
) -> syn::Result<bool> {
    let mut out = Vec::new();
    let known = rule(meta, dialect, shape, scope, read, &mut out)?;
    read.markers.extend(out);
    Ok(known)
}

fn rule(
    meta: &ParseNestedMeta<'_>,
    dialect: Dialect,
    shape: &Shape,
    scope: Scope<'_>,
    read: &mut Read,
    out: &mut Vec<TokenStream>,
) -> syn::Result<bool> {
    let key = key_of(meta);
    let span = meta.path.span();
    let attr = dialect.attr();
    match key.as_str() {
        "email" | "url" | "ipv4" | "ipv6" => {
            let format = if key == "url" { "uri" } else { key.as_str() };
            // validator allows `email(message = "...")`: the message is Rust's alone.
            skip_value(meta)?;
            out.push(quote_spanned!(span=> format = #format));
        }
        "ip" => {
            skip_value(meta)?;
            let w = read.warn(
                codes::NOT_HONOURED,
                span,
                format!("`#[{attr}(ip)]` has no format the API server checks: crdgen writes none"),
            );
            w.label = Some("not in the CRD".into());
            w.help = Some("schemars writes `format: ip`, which the API server ignores; write #[crd(validation(rule = \"isIP(self)\"))] to have it checked (Kubernetes 1.31+), or use ipv4 / ipv6".into());
        }
        "length" => {
            let (min, max, equal) = bounds(meta, attr, scope, read)?;
            let (lower, upper) = match shape {
                Shape::List(_) => ("min_items", "max_items"),
                Shape::Map => ("min_properties", "max_properties"),
                Shape::Other => ("min_length", "max_length"),
            };
            push_bounds(
                out,
                lower,
                upper,
                min.or(equal.clone()),
                max.or(equal),
                span,
            );
        }
        "range" => {
            let (min, max, equal) = bounds(meta, attr, scope, read)?;
            push_bounds(
                out,
                "minimum",
                "maximum",
                min.or(equal.clone()),
                max.or(equal),
                span,
            );
        }
        "regex" if dialect != Dialect::Garde => {
            let value = regex_value(meta, dialect)?;
            out.extend(pattern(&value, attr, &key, scope, read));
        }
        "pattern" if dialect != Dialect::Validate => {
            let value: Expr = if meta.input.peek(syn::Token![=]) {
                meta.value()?.parse()?
            } else {
                let content;
                syn::parenthesized!(content in meta.input);
                content.parse()?
            };
            out.extend(pattern(&value, attr, &key, scope, read));
        }
        "contains" => {
            let value = contains_value(meta)?;
            match (scope.string(&value), shape) {
                (Some(text), Shape::Other) => {
                    let escaped = regex::escape(&text);
                    out.push(quote_spanned!(span=> pattern = #escaped));
                }
                _ => {
                    let w = read.warn(
                        codes::NOT_HONOURED,
                        span,
                        format!("`#[{attr}(contains(...))]` is not in the CRD: crdgen reads it only as a string literal on a string field"),
                    );
                    w.label = Some("not honoured".into());
                    w.help = Some("write the check as #[crd(validation(rule = \"...\"))] so the API server enforces it".into());
                }
            }
        }
        "required" => {
            skip_value(meta)?;
            out.push(quote_spanned!(span=> required));
        }
        "inner" if dialect != Dialect::Validate => {
            let inner_shape = match shape {
                Shape::List(items) => Some((**items).clone()),
                _ => None,
            };
            let mut inner = Vec::new();
            meta.parse_nested_meta(|m| {
                let known = rule(
                    &m,
                    dialect,
                    inner_shape.as_ref().unwrap_or(&Shape::Other),
                    scope,
                    read,
                    &mut inner,
                )?;
                if !known {
                    read.errors
                        .push(unknown(&m, "#[schemars(inner(...))]", INNER_KEYS));
                    skip_value(&m)?;
                }
                Ok(())
            })?;
            match inner_shape {
                Some(_) if !inner.is_empty() => out.push(quote_spanned!(span=> items(#(#inner),*))),
                Some(_) => {}
                None => {
                    let w = read.warn(
                        codes::NOT_HONOURED,
                        span,
                        format!("`#[{attr}(inner(...))]` is not in the CRD: crdgen applies `inner` to the items of a list only"),
                    );
                    w.label = Some("not honoured".into());
                    w.help = Some("give the values' validations with #[crd(validation(rule = \"...\"))] on the field".into());
                }
            }
        }
        _ if dialect == Dialect::Schemars => return Ok(false),
        _ => not_a_rule(meta, dialect, read)?,
    }
    Ok(true)
}

/// The validation keys, for the help of an unknown one in `inner(...)`.
const INNER_KEYS: &[&str] = &[
    "contains", "email", "inner", "ip", "ipv4", "ipv6", "length", "pattern", "range", "regex",
    "required", "url",
];

/// A validator or garde rule crdgen does not translate: W1201. garde's `skip` (no
/// validation) and validator's `nested` on a type crdgen builds from its own attributes
/// say nothing the CRD could carry, but the warning still names them once.
fn not_a_rule(meta: &ParseNestedMeta<'_>, dialect: Dialect, read: &mut Read) -> syn::Result<()> {
    let key = key_of(meta);
    skip_value(meta)?;
    if dialect == Dialect::Garde && key == "skip" {
        return Ok(());
    }
    let attr = dialect.attr();
    let w = read.warn(
        codes::NOT_ENFORCED_BY_API_SERVER,
        meta.path.span(),
        format!(
            "`#[{attr}({})]` is not enforced by the API server",
            escape::value(&key)
        ),
    );
    w.label = Some("checked in Rust only".into());
    w.help = Some("nothing to do if that is intended (allow W1201 to silence this); otherwise write the check as #[crd(validation(rule = \"...\"))] so the API server enforces it".into());
    Ok(())
}

/// `min`, `max` and `equal` of `length(...)` or `range(...)`, each a number crdgen can
/// read; validator's `exclusive_min`/`exclusive_max` become bounds too.
#[allow(clippy::type_complexity)]
fn bounds(
    meta: &ParseNestedMeta<'_>,
    attr: &str,
    scope: Scope<'_>,
    read: &mut Read,
) -> syn::Result<(Option<Bound>, Option<Bound>, Option<Bound>)> {
    let outer = key_of(meta);
    let (mut min, mut max, mut equal) = (None, None, None);
    meta.parse_nested_meta(|m| {
        let key = key_of(&m);
        let slot = match key.as_str() {
            "min" => &mut min,
            "max" => &mut max,
            "equal" => &mut equal,
            "exclusive_min" => &mut min,
            "exclusive_max" => &mut max,
            // validator's `code` / `message`, garde's length modes: Rust's alone.
            _ if attr != "schemars" => return skip_value(&m),
            _ => {
                read.errors.push(unknown(&m, &format!("#[{attr}({outer}(...))]"), &["min", "max", "equal"]));
                return skip_value(&m);
            }
        };
        let value: Expr = m.value()?.parse()?;
        match scope.number(&value) {
            Some(n) => {
                *slot = Some(Bound {
                    value: n,
                    exclusive: key.starts_with("exclusive"),
                })
            }
            None => read.errors.push(
                super::AttrError::new(
                    codes::FOREIGN_VALUE_UNREADABLE,
                    value.span(),
                    format!("crdgen cannot read the value of `{outer}({key} = ...)` from the source"),
                )
                .label("not a literal")
                .help(format!(
                    "write a number literal, or a `const` of this module initialised with one; or give it with #[crd({})]",
                    marker_hint(&outer, &key)
                )),
            ),
        }
        Ok(())
    })?;
    Ok((min, max, equal))
}

fn marker_hint(outer: &str, key: &str) -> &'static str {
    match (outer, key) {
        ("range", "min" | "exclusive_min" | "equal") => "minimum = ...",
        ("range", _) => "maximum = ...",
        (_, "min" | "equal") => "min_length = ... / min_items = ...",
        _ => "max_length = ... / max_items = ...",
    }
}

/// One bound: its value and whether it is exclusive.
#[derive(Clone)]
struct Bound {
    value: Expr,
    exclusive: bool,
}

fn push_bounds(
    out: &mut Vec<TokenStream>,
    lower: &str,
    upper: &str,
    min: Option<Bound>,
    max: Option<Bound>,
    span: Span,
) {
    for (bound, key, flag) in [
        (min, lower, "exclusive_minimum"),
        (max, upper, "exclusive_maximum"),
    ] {
        let Some(b) = bound else { continue };
        let key = syn::Ident::new(key, span);
        let value = b.value;
        out.push(quote_spanned!(span=> #key = #value));
        if b.exclusive {
            let flag = syn::Ident::new(flag, span);
            out.push(quote_spanned!(span=> #flag));
        }
    }
}

/// `regex(pattern = ...)` (schemars) or `regex(path = ...)` / `regex = "..."` (validator).
fn regex_value(meta: &ParseNestedMeta<'_>, dialect: Dialect) -> syn::Result<Expr> {
    if meta.input.peek(syn::Token![=]) {
        return meta.value()?.parse();
    }
    let mut found = None;
    meta.parse_nested_meta(|m| {
        let key = key_of(&m);
        if key == "pattern" || key == "path" {
            let value: Expr = m.value()?.parse()?;
            // validator's `path = "RE"` names the static in a string.
            let value = match (&value, dialect) {
                (Expr::Lit(l), Dialect::Validate) => match &l.lit {
                    syn::Lit::Str(s) => s.parse().unwrap_or(value.clone()),
                    _ => value.clone(),
                },
                _ => value,
            };
            found = Some(value);
            Ok(())
        } else {
            skip_value(&m)
        }
    })?;
    found.ok_or_else(|| {
        crate::diagnostic::codes::syn_error(
            meta.path.span(),
            codes::FOREIGN_UNKNOWN_KEY,
            "`regex(...)` needs `pattern = ...` or `path = ...`\n= help: write regex(pattern = r\"^[a-z]+$\")",
        )
    })
}

/// `contains = "x"`, `contains("x")` (garde) or `contains(pattern = "x")` (validator).
fn contains_value(meta: &ParseNestedMeta<'_>) -> syn::Result<Expr> {
    if meta.input.peek(syn::Token![=]) {
        return meta.value()?.parse();
    }
    let content;
    syn::parenthesized!(content in meta.input);
    if content.peek(syn::Ident) && content.peek2(syn::Token![=]) {
        let mut found: Option<Expr> = None;
        while !content.is_empty() {
            let key: syn::Ident = content.parse()?;
            content.parse::<syn::Token![=]>()?;
            let value: Expr = content.parse()?;
            if key == "pattern" {
                found = Some(value);
            }
            if content.is_empty() {
                break;
            }
            content.parse::<syn::Token![,]>()?;
        }
        return Ok(found.unwrap_or_else(|| syn::parse_quote!(())));
    }
    content.parse()
}

/// The `pattern` marker for a regex crdgen can read; E1203 otherwise.
fn pattern(
    value: &Expr,
    attr: &str,
    key: &str,
    scope: Scope<'_>,
    read: &mut Read,
) -> Option<TokenStream> {
    let span = value.span();
    match scope.pattern(value) {
        Some(text) => {
            // The literal keeps the span of what names it, so an invalid pattern is
            // reported there.
            let lit = LitStr::new(&text, span);
            Some(quote_spanned!(span=> pattern = #lit))
        }
        None => {
            read.errors.push(
                super::AttrError::new(
                    codes::FOREIGN_PATTERN_UNREADABLE,
                    span,
                    format!("crdgen cannot read the pattern of `#[{attr}({key}(...))]` from the source"),
                )
                .label("not a literal, a `&str` const or a `Regex::new(\"...\")` static of this module")
                .help("write the pattern as a string literal here, or give it with #[crd(pattern = \"...\")]"),
            );
            None
        }
    }
}

/// E1201: a key `what` does not take.
pub(super) fn unknown(meta: &ParseNestedMeta<'_>, what: &str, known: &[&str]) -> super::AttrError {
    let key = key_of(meta);
    let err = super::AttrError::new(
        codes::FOREIGN_UNKNOWN_KEY,
        meta.path.span(),
        format!("unknown key `{}` in {what}", escape::value(&key)),
    )
    .label("unknown key");
    match crate::diagnostic::suggest::best(&key, known) {
        Some(c) => err.help(format!(
            "did you mean `{c}`? docs/foreign-attributes.md lists what crdgen reads"
        )),
        None => err.help(format!("known keys: {}", known.join(", "))),
    }
}
