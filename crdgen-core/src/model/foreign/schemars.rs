//! `#[schemars(...)]` (schemars 1.x, schemars_derive's `attr` module): its validation
//! rules ([`super::validation`]), its naming attributes, and the serde keywords schemars
//! also accepts in its own attribute, compared with what serde is told.

use syn::meta::ParseNestedMeta;
use syn::spanned::Spanned;
use syn::{Attribute, Expr};

use super::statics::Scope;
use super::validation::{self, Dialect, unknown};
use super::{Read, Shape, key_of, skip_value};
use crate::diagnostic::codes::foreign_attrs as codes;
use crate::diagnostic::escape;
use crate::model::markers::Place;

/// The serde keywords schemars copies from `#[schemars(...)]` into its view of serde
/// (schemars_derive's `SERDE_KEYWORDS`): they change kube-derive's schema, never what
/// serde writes.
const SERDE_KEYWORDS: &[&str] = &[
    "rename",
    "rename_all",
    "rename_all_fields",
    "deny_unknown_fields",
    "tag",
    "content",
    "untagged",
    "default",
    "skip",
    "skip_serializing",
    "skip_serializing_if",
    "skip_deserializing",
    "flatten",
    "remote",
    "transparent",
    "into",
    "from",
    "try_from",
    "bound",
];

/// The keys of `#[schemars(...)]` on a field, for the help of an unknown one.
const FIELD_KEYS: &[&str] = &[
    "contains",
    "default",
    "description",
    "email",
    "example",
    "extend",
    "flatten",
    "inner",
    "ip",
    "ipv4",
    "ipv6",
    "length",
    "pattern",
    "range",
    "regex",
    "rename",
    "required",
    "schema_with",
    "skip",
    "skip_deserializing",
    "skip_serializing",
    "skip_serializing_if",
    "title",
    "transform",
    "url",
    "with",
];

/// The keys of `#[schemars(...)]` on a struct or enum.
const CONTAINER_KEYS: &[&str] = &[
    "bound",
    "content",
    "crate",
    "default",
    "deny_unknown_fields",
    "description",
    "example",
    "extend",
    "from",
    "inline",
    "into",
    "remote",
    "rename",
    "rename_all",
    "rename_all_fields",
    "schema_with",
    "tag",
    "title",
    "transform",
    "transparent",
    "try_from",
    "untagged",
    "with",
];

/// One item of `#[schemars(...)]` on a field.
pub(super) fn field_item(
    meta: &ParseNestedMeta<'_>,
    attrs: &[Attribute],
    shape: &Shape,
    scope: Scope<'_>,
    read: &mut Read,
) -> syn::Result<()> {
    if validation::item(meta, Dialect::Schemars, shape, scope, read)? {
        return Ok(());
    }
    let key = key_of(meta);
    if common(meta, &key, Place::Field, scope, read)? {
        return Ok(());
    }
    if SERDE_KEYWORDS.contains(&key.as_str()) {
        return serde_keyword(meta, &key, attrs, read);
    }
    read.errors
        .push(unknown(meta, "#[schemars(...)] on a field", FIELD_KEYS));
    skip_value(meta)
}

/// One item of `#[schemars(...)]` on a struct or enum.
pub(super) fn container_item(
    meta: &ParseNestedMeta<'_>,
    attrs: &[Attribute],
    scope: Scope<'_>,
    read: &mut Read,
) -> syn::Result<()> {
    let key = key_of(meta);
    if common(meta, &key, Place::Type, scope, read)? {
        return Ok(());
    }
    match key.as_str() {
        // The name of schemars' definition, the path of the schemars crate, the
        // `JsonSchema` impl's bounds and whether the definition is inlined: a CRD
        // inlines every schema, so none of them changes it.
        "rename" | "crate" | "bound" | "inline" | "_unstable_ref_variants" => skip_value(meta),
        _ if SERDE_KEYWORDS.contains(&key.as_str()) => serde_keyword(meta, &key, attrs, read),
        _ => {
            read.errors
                .push(unknown(meta, "#[schemars(...)] on a type", CONTAINER_KEYS));
            skip_value(meta)
        }
    }
}

/// The keys of `#[schemars(...)]` on an enum variant.
const VARIANT_KEYS: &[&str] = &[
    "description",
    "example",
    "extend",
    "rename",
    "schema_with",
    "skip",
    "skip_deserializing",
    "skip_serializing",
    "title",
    "transform",
    "untagged",
    "with",
];

/// One item of `#[schemars(...)]` on an enum variant.
pub(super) fn variant_item(
    meta: &ParseNestedMeta<'_>,
    attrs: &[Attribute],
    scope: Scope<'_>,
    read: &mut Read,
) -> syn::Result<()> {
    let key = key_of(meta);
    if key == "title" {
        skip_value(meta)?;
        let w = read.warn(
            codes::NOT_HONOURED,
            meta.path.span(),
            "schemars' `title` on a variant is not in the CRD: a variant has no schema node of its own to carry it".to_owned(),
        );
        w.label = Some("not honoured".into());
        w.help = Some("remove it, or put the title on the type the variant carries".into());
        return Ok(());
    }
    if key == "extend" {
        skip_value(meta)?;
        let w = read.warn(
            codes::NOT_HONOURED,
            meta.path.span(),
            "schemars' `extend` on a variant is not in the CRD: a variant has no schema node of its own to carry it".to_owned(),
        );
        w.label = Some("not honoured".into());
        w.help = Some("put the keywords on the type the variant carries".into());
        return Ok(());
    }
    if common(meta, &key, Place::Field, scope, read)? {
        return Ok(());
    }
    if SERDE_KEYWORDS.contains(&key.as_str()) || key == "other" {
        return serde_keyword(meta, &key, attrs, read);
    }
    read.errors
        .push(unknown(meta, "#[schemars(...)] on a variant", VARIANT_KEYS));
    skip_value(meta)
}

/// The keys a field and a type share: `title`, `description`, `example`, `extend`,
/// `transform`, `with` and `schema_with`.
fn common(
    meta: &ParseNestedMeta<'_>,
    key: &str,
    place: Place,
    scope: Scope<'_>,
    read: &mut Read,
) -> syn::Result<bool> {
    let span = meta.path.span();
    match key {
        "title" | "description" => {
            let value: Expr = meta.value()?.parse()?;
            match scope.string(&value) {
                Some(text) if key == "title" => {
                    let lit = syn::LitStr::new(&text, value.span());
                    read.markers.push(quote::quote_spanned!(span=> title = #lit));
                }
                Some(text) => read.description = Some(text),
                None => read.errors.push(
                    super::AttrError::new(
                        codes::FOREIGN_VALUE_UNREADABLE,
                        value.span(),
                        format!("crdgen cannot read the value of `#[schemars({key} = ...)]` from the source"),
                    )
                    .label("not a string literal")
                    .help(if key == "title" {
                        "write a string literal, or a `const` &str of this module; or give it with #[crd(title = \"...\")]"
                    } else {
                        "write a string literal, or a `const` &str of this module; or write the description as the doc comment"
                    }),
                ),
            }
        }
        "extend" => super::extend::read_extend(meta, place, read)?,
        "example" | "transform" => {
            skip_value(meta)?;
            let instead = match key {
                "example" => "write #[crd(example = ...)] with the value",
                _ => {
                    "write what the function changes with #[crd(...)] markers, or the whole schema with #[crd(schema = r#\"{...}\"#)]"
                }
            };
            let w = read.warn(
                codes::NOT_HONOURED,
                span,
                format!("schemars' `{key}` is not in the CRD: crdgen builds the schema from the source and does not run schemars"),
            );
            w.label = Some("not honoured".into());
            w.help = Some(instead.into());
        }
        "with" | "schema_with" => {
            skip_value(meta)?;
            read.schema_override = Some((span, key.to_owned()));
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// A serde keyword in `#[schemars(...)]`: fine when serde is told the same, W1202
/// otherwise (crdgen follows serde).
fn serde_keyword(
    meta: &ParseNestedMeta<'_>,
    key: &str,
    attrs: &[Attribute],
    read: &mut Read,
) -> syn::Result<()> {
    let value = if meta.input.peek(syn::Token![=]) {
        let v: Expr = meta.value()?.parse()?;
        Some(quote::ToTokens::to_token_stream(&v).to_string())
    } else {
        skip_value(meta)?;
        None
    };
    let serde = serde_items(attrs);
    let same = serde.iter().any(|(k, v)| k == key && *v == value);
    if same {
        return Ok(());
    }
    let written = match &value {
        Some(v) => format!("{key} = {v}"),
        None => key.to_owned(),
    };
    let serde_has = serde.iter().find(|(k, _)| k == key);
    let note = match serde_has {
        Some((_, Some(v))) => format!("serde is told `{key} = {}`", escape::value(v)),
        Some((_, None)) => format!("serde is told `{key}`"),
        None => format!("serde is not told `{key}`"),
    };
    let w = read.warn(
        codes::DISAGREES_WITH_SERDE,
        meta.path.span(),
        format!(
            "`#[schemars({})]` disagrees with serde: crdgen follows serde",
            escape::value(&written)
        ),
    );
    w.label = Some("schema only".into());
    w.notes.push(format!(
        "{note}; schemars changes only kube-derive's schema, and the API server must accept what serde writes"
    ));
    w.help = Some(format!(
        "write it as #[serde({})] if serde should do it too, or remove it",
        escape::value(&written)
    ));
    Ok(())
}

/// Every top-level `key` / `key = value` of the `#[serde(...)]` attributes, the value as
/// tokens printed.
fn serde_items(attrs: &[Attribute]) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    for attr in attrs.iter().filter(|a| a.path().is_ident("serde")) {
        let _ = attr.parse_nested_meta(|m| {
            let key = key_of(&m);
            if m.input.peek(syn::Token![=]) {
                let v: Expr = m.value()?.parse()?;
                out.push((key, Some(quote::ToTokens::to_token_stream(&v).to_string())));
            } else {
                skip_value(&m)?;
                out.push((key, None));
            }
            Ok(())
        });
    }
    out
}
