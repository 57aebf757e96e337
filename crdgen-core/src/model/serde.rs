//! The serde attributes that change what serde writes, read from `#[serde(...)]`.
//!
//! The schema follows serde exactly, so every attribute that changes the JSON shape is
//! understood here; attributes that do not change it (`deny_unknown_fields`, `bound`,
//! `crate`, …) are accepted and ignored. serde itself rejects malformed attributes at
//! compile time, so only the shapes crdgen relies on are checked strictly.

use proc_macro2::Span;
use syn::meta::ParseNestedMeta;
use syn::{Attribute, LitStr};

use super::AttrError;
use super::case::{RULE_NAMES, RenameRule};
use crate::diagnostic::codes::{markers as codes, syn_error};

/// How an enum is represented.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Tagging {
    /// `{"Variant": content}` or `"Variant"` (serde's default).
    #[default]
    External,
    /// `#[serde(tag = "t")]`: `{"t": "Variant", ...fields}`.
    Internal {
        /// The tag field.
        tag: String,
    },
    /// `#[serde(tag = "t", content = "c")]`: `{"t": "Variant", "c": content}`.
    Adjacent {
        /// The tag field.
        tag: String,
        /// The content field.
        content: String,
    },
    /// `#[serde(untagged)]`: the content alone.
    Untagged,
}

/// serde attributes on a struct or enum.
#[derive(Debug, Clone, Default)]
pub struct ContainerAttrs {
    /// `rename_all` (one rule for writing and reading: two different ones are E0378).
    pub rename_all: Option<RenameRule>,
    /// `rename_all_fields` on enums: applies to the fields of struct variants.
    pub rename_all_fields: Option<RenameRule>,
    /// `transparent`.
    pub transparent: bool,
    /// `default` on the container: every field may be missing.
    pub default: bool,
    /// Enum representation.
    pub tagging: Tagging,
    /// Where `remote` or `into` was found: serde then writes something crdgen cannot
    /// see.
    pub opaque: Option<(Span, String)>,
    /// `from` or `try_from`: serde reads another type and converts it with code crdgen
    /// cannot see, so the type's own body says nothing about which values it reads.
    pub read_from: Option<String>,
}

/// serde attributes on a named or unnamed field.
#[derive(Debug, Clone, Default)]
pub struct FieldAttrs {
    /// `rename` (one name for writing and reading: two different ones are E0378).
    pub rename: Option<String>,
    /// `default` or `default = "path"`.
    pub default: bool,
    /// The function of `default = "path"` and the span of its string: crdgen cannot run
    /// it, so the CRD carries no default unless a `#[crd(default = ...)]` gives one.
    pub default_fn: Option<(Span, String)>,
    /// `skip`.
    pub skip: bool,
    /// `skip_serializing`.
    pub skip_serializing: bool,
    /// `skip_deserializing`.
    pub skip_deserializing: bool,
    /// `skip_serializing_if = "..."`.
    pub skip_serializing_if: bool,
    /// `flatten`.
    pub flatten: bool,
    /// `with` or `serialize_with`, with its span.
    pub opaque: Option<(Span, String)>,
    /// The path written in `with = "..."` or `serialize_with = "..."`, as written: a
    /// few helpers of other crates write what crdgen knows (`chrono::serde::ts_seconds`).
    pub with_path: Option<String>,
    /// `with` or `deserialize_with`: a function crdgen cannot see reads the field, so the
    /// field's type says nothing about which values it reads.
    pub read_by_function: bool,
}

/// serde attributes on an enum variant.
#[derive(Debug, Clone, Default)]
pub struct VariantAttrs {
    /// `rename` (one name for writing and reading: two different ones are E0378).
    pub rename: Option<String>,
    /// `rename_all` for the fields of a struct variant.
    pub rename_all: Option<RenameRule>,
    /// `skip` or `skip_serializing` and `skip_deserializing` together.
    pub skip: bool,
    /// `skip_deserializing` (or `skip`): serde never reads the variant.
    pub skip_deserializing: bool,
    /// `other`: the variant catches unknown tags when deserializing.
    pub other: bool,
    /// `alias`es: more names serde reads (never writes) as this variant, in order.
    pub aliases: Vec<String>,
    /// `untagged` on a variant.
    pub untagged: bool,
    /// `with` or `serialize_with`, with the span.
    pub opaque: Option<(Span, String)>,
}

fn for_each_serde(
    attrs: &[Attribute],
    mut f: impl FnMut(&ParseNestedMeta<'_>, &str) -> syn::Result<()>,
) -> Result<(), AttrError> {
    for attr in attrs.iter().filter(|a| a.path().is_ident("serde")) {
        attr.parse_nested_meta(|meta| {
            let key = meta
                .path
                .get_ident()
                .map(|i| i.to_string())
                .unwrap_or_default();
            f(&meta, &key)?;
            // Skip whatever value an ignored key has, so parsing can go on.
            if meta.input.peek(syn::Token![=]) {
                let _ = meta.value()?.parse::<syn::Expr>()?;
            } else if meta.input.peek(syn::token::Paren) {
                meta.parse_nested_meta(|inner| {
                    if inner.input.peek(syn::Token![=]) {
                        let _ = inner.value()?.parse::<syn::Expr>()?;
                    }
                    Ok(())
                })?;
            }
            Ok(())
        })
        .map_err(AttrError::from_syn)?;
    }
    Ok(())
}

/// Reads `= "string"` or `(serialize = "string", deserialize = "...")`, returning the
/// one name serde both writes and reads. The value is consumed.
///
/// Two different sides (or one side alone, which leaves the other at the field's or
/// variant's own name) are refused: serde would write one name and read another, so an
/// object the type wrote and the API server stored reads back without the field or
/// variant, and the CRD can describe only one of the names. `alias` is serde's way to
/// read extra names while writing one.
fn serialize_side(meta: &ParseNestedMeta<'_>) -> syn::Result<Option<LitStr>> {
    if meta.input.peek(syn::Token![=]) {
        return Ok(Some(meta.value()?.parse::<LitStr>()?));
    }
    let (mut ser, mut de) = (None, None);
    meta.parse_nested_meta(|inner| {
        let lit: LitStr = inner.value()?.parse()?;
        if inner.path.is_ident("serialize") {
            ser = Some(lit);
        } else if inner.path.is_ident("deserialize") {
            de = Some(lit);
        }
        Ok(())
    })?;
    let key = meta
        .path
        .get_ident()
        .map(|i| i.to_string())
        .unwrap_or_default();
    let shown = |lit: &LitStr| format!("\"{}\"", crate::diagnostic::escape::value(&lit.value()));
    let (message, help) = match (&ser, &de) {
        (Some(s), Some(d)) if s.value() == d.value() => return Ok(ser),
        (None, None) => return Ok(None),
        (Some(s), Some(d)) => (
            format!("`{key}` writes {} but reads {}", shown(s), shown(d)),
            format!("write `{key} = {}`", shown(s)),
        ),
        (Some(s), None) => (
            format!(
                "`{key}` gives only the name serde writes ({}): it reads by the unrenamed name",
                shown(s)
            ),
            format!("write `{key} = {}`", shown(s)),
        ),
        (None, Some(d)) => (
            format!(
                "`{key}` gives only the name serde reads ({}): it writes the unrenamed name",
                shown(d)
            ),
            format!("write `{key} = {}`", shown(d)),
        ),
    };
    let alias = if key == "rename" {
        ", plus `alias = \"...\"` for each other name it should read"
    } else {
        " (one rule for both sides), plus `alias = \"...\"` on each field or variant whose other name it should read"
    };
    Err(syn_error(
        meta.path.span(),
        codes::RENAME_SIDES_DIFFER,
        format!(
            "{message}; an object the type writes and the API server stores would read back without it\n= help: {help}{alias}"
        ),
    ))
}

fn rename_rule(lit: &LitStr) -> syn::Result<RenameRule> {
    RenameRule::parse(&lit.value()).ok_or_else(|| {
        let names: Vec<&str> = RULE_NAMES.iter().map(|(n, _)| *n).collect();
        let wanted = lit.value();
        // Rule names differ mostly in case, which the edit distance weighs like any
        // other letter.
        let close = names
            .iter()
            .find(|n| n.eq_ignore_ascii_case(&wanted))
            .copied()
            .or_else(|| crate::diagnostic::suggest::best(&wanted, &names));
        let accepts = format!("serde accepts {}", names.join(", "));
        syn_error(
            lit.span(),
            codes::UNKNOWN_RENAME_RULE,
            format!(
                "unknown rename rule `{}`\n= help: {}",
                crate::diagnostic::escape::value(&wanted),
                match close {
                    Some(name) => format!("did you mean `{name}`? {accepts}"),
                    None => accepts,
                }
            ),
        )
    })
}

/// Attributes that hand serialization to code crdgen cannot see. `deserialize_with`,
/// `from` and `try_from` change only reading: what serde writes is still the type's.
fn is_opaque(key: &str) -> bool {
    matches!(key, "with" | "serialize_with" | "remote" | "into")
}

/// Reads the serde attributes of a struct or enum.
pub fn container(attrs: &[Attribute]) -> Result<ContainerAttrs, AttrError> {
    let mut out = ContainerAttrs::default();
    let mut tag = None;
    let mut content = None;
    let mut untagged = false;
    // Where `untagged`, `tag` and `content` are written, for serde's own refusals.
    let mut spans: [Option<Span>; 3] = [None; 3];
    for_each_serde(attrs, |meta, key| {
        if let Some(i) = ["untagged", "tag", "content"]
            .iter()
            .position(|k| *k == key)
        {
            spans[i] = Some(meta.path.span());
        }
        match key {
            "rename_all" => {
                if let Some(lit) = serialize_side(meta)? {
                    out.rename_all = Some(rename_rule(&lit)?);
                }
            }
            "rename_all_fields" => {
                if let Some(lit) = serialize_side(meta)? {
                    out.rename_all_fields = Some(rename_rule(&lit)?);
                }
            }
            "transparent" => out.transparent = true,
            "default" => out.default = true,
            k @ ("from" | "try_from") => out.read_from = Some(k.to_owned()),
            "untagged" => untagged = true,
            "tag" => tag = Some(meta.value()?.parse::<LitStr>()?.value()),
            "content" => content = Some(meta.value()?.parse::<LitStr>()?.value()),
            k if is_opaque(k) => out.opaque = Some((meta.path.span(), k.to_owned())),
            _ => {}
        }
        Ok(())
    })?;
    // serde_derive refuses these (`decide_tag`): crdgen would otherwise describe a
    // tagging serde never writes.
    let refused = match spans {
        [Some(at), Some(_), _] | [Some(at), _, Some(_)] => Some((
            at,
            "an enum cannot be both untagged and tagged",
            "serde refuses #[serde(untagged)] with `tag` or `content`: remove one of them",
        )),
        [None, None, Some(at)] => Some((
            at,
            "`content` without `tag`",
            "serde refuses `content` alone: write #[serde(tag = \"...\", content = \"...\")]",
        )),
        _ => None,
    };
    if let Some((at, message, help)) = refused {
        return Err(AttrError::new(codes::SERDE_TAGGING_CONFLICT, at, message)
            .label("serde refuses this")
            .help(help));
    }
    out.tagging = match (untagged, tag, content) {
        (true, _, _) => Tagging::Untagged,
        (false, Some(tag), Some(content)) => Tagging::Adjacent { tag, content },
        (false, Some(tag), None) => Tagging::Internal { tag },
        _ => Tagging::External,
    };
    Ok(out)
}

/// Reads the serde attributes of a field.
pub fn field(attrs: &[Attribute]) -> Result<FieldAttrs, AttrError> {
    let mut out = FieldAttrs::default();
    for_each_serde(attrs, |meta, key| {
        match key {
            "rename" => out.rename = serialize_side(meta)?.map(|l| l.value()),
            "default" => {
                out.default = true;
                if meta.input.peek(syn::Token![=]) {
                    let path: syn::LitStr = meta.value()?.parse()?;
                    out.default_fn = Some((path.span(), path.value()));
                }
            }
            "skip" => out.skip = true,
            "skip_serializing" => out.skip_serializing = true,
            "skip_deserializing" => out.skip_deserializing = true,
            "skip_serializing_if" => out.skip_serializing_if = true,
            "flatten" => out.flatten = true,
            "deserialize_with" => out.read_by_function = true,
            k @ ("with" | "serialize_with") => {
                out.read_by_function |= k == "with";
                out.opaque = Some((meta.path.span(), k.to_owned()));
                if meta.input.peek(syn::Token![=]) {
                    out.with_path = Some(meta.value()?.parse::<LitStr>()?.value());
                }
            }
            k if is_opaque(k) => out.opaque = Some((meta.path.span(), k.to_owned())),
            _ => {}
        }
        Ok(())
    })?;
    Ok(out)
}

/// Reads the serde attributes of an enum variant.
pub fn variant(attrs: &[Attribute]) -> Result<VariantAttrs, AttrError> {
    let mut out = VariantAttrs::default();
    let (mut skip_ser, mut skip_de) = (false, false);
    for_each_serde(attrs, |meta, key| {
        match key {
            "rename" => out.rename = serialize_side(meta)?.map(|l| l.value()),
            "rename_all" => {
                if let Some(lit) = serialize_side(meta)? {
                    out.rename_all = Some(rename_rule(&lit)?);
                }
            }
            "skip" => out.skip = true,
            "skip_serializing" => skip_ser = true,
            "skip_deserializing" => skip_de = true,
            "other" => out.other = true,
            "alias" => out
                .aliases
                .push(meta.value()?.parse::<syn::LitStr>()?.value()),
            "untagged" => out.untagged = true,
            k if is_opaque(k) => out.opaque = Some((meta.path.span(), k.to_owned())),
            _ => {}
        }
        Ok(())
    })?;
    // A variant serde neither writes nor reads cannot appear in an object.
    out.skip |= skip_ser && skip_de;
    out.skip_deserializing = out.skip || skip_de;
    Ok(out)
}

use syn::spanned::Spanned;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_container_tagging() {
        let item: syn::ItemEnum = syn::parse_quote! {
            #[serde(tag = "type", content = "value", rename_all = "camelCase")]
            enum E { A }
        };
        let attrs = container(&item.attrs).unwrap();
        assert_eq!(
            attrs.tagging,
            Tagging::Adjacent {
                tag: "type".into(),
                content: "value".into()
            }
        );
        assert_eq!(attrs.rename_all, Some(RenameRule::Camel));
    }

    #[test]
    fn reads_field_attributes_and_ignores_the_rest() {
        let f: syn::Field = syn::parse_quote! {
            #[serde(rename(serialize = "ser", deserialize = "ser"), alias = "x", default = "d", skip_serializing_if = "Option::is_none", bound = "T: X")]
            a: u8
        };
        let attrs = field(&f.attrs).unwrap();
        assert_eq!(attrs.rename.as_deref(), Some("ser"));
        assert!(attrs.default && attrs.skip_serializing_if && !attrs.skip);
    }

    #[test]
    fn a_rename_that_reads_another_name_than_it_writes_is_an_error() {
        let f: syn::Field = syn::parse_quote! {
            #[serde(rename(serialize = "a", deserialize = "b"))]
            x: u8
        };
        let err = field(&f.attrs).unwrap_err();
        assert_eq!(err.code, codes::RENAME_SIDES_DIFFER);
        assert_eq!(
            err.message,
            "`rename` writes \"a\" but reads \"b\"; an object the type writes and the API server stores would read back without it"
        );
        assert_eq!(
            err.help.as_deref(),
            Some(
                "write `rename = \"a\"`, plus `alias = \"...\"` for each other name it should read"
            )
        );
        let v: syn::Variant = syn::parse_quote! {
            #[serde(rename(deserialize = "b"))]
            X
        };
        let err = variant(&v.attrs).unwrap_err();
        assert_eq!(
            err.message,
            "`rename` gives only the name serde reads (\"b\"): it writes the unrenamed name; an object the type writes and the API server stores would read back without it"
        );
        let item: syn::DeriveInput = syn::parse_quote! {
            #[serde(rename_all(serialize = "camelCase", deserialize = "snake_case"))]
            struct S { a_b: u8 }
        };
        let err = container(&item.attrs).err().unwrap();
        assert_eq!(err.code, codes::RENAME_SIDES_DIFFER);
        assert_eq!(
            err.help.as_deref(),
            Some(
                "write `rename_all = \"camelCase\"` (one rule for both sides), plus `alias = \"...\"` on each field or variant whose other name it should read"
            )
        );
        // One name on both sides is one `rename`.
        let item: syn::DeriveInput = syn::parse_quote! {
            #[serde(rename_all(serialize = "camelCase", deserialize = "camelCase"))]
            struct S { a_b: u8 }
        };
        assert_eq!(
            container(&item.attrs).ok().and_then(|c| c.rename_all),
            Some(RenameRule::Camel)
        );
    }

    #[test]
    fn reads_the_names_a_variant_is_read_by() {
        let v: syn::Variant = syn::parse_quote! {
            #[serde(alias = "Old", rename = "New", alias = "Older", skip_deserializing)]
            A
        };
        let attrs = variant(&v.attrs).unwrap();
        assert_eq!(attrs.aliases, ["Old", "Older"]);
        assert!(attrs.skip_deserializing && !attrs.skip && !attrs.other);
        let v: syn::Variant = syn::parse_quote! { #[serde(other)] Unknown };
        let attrs = variant(&v.attrs).unwrap();
        assert!(attrs.other && attrs.aliases.is_empty() && !attrs.skip_deserializing);
    }

    #[test]
    fn records_what_reads_through_code_crdgen_cannot_see() {
        for (attr, read_from) in [("from", "from"), ("try_from", "try_from")] {
            let item: syn::DeriveInput =
                syn::parse_str(&format!("#[serde({attr} = \"String\")] enum E {{ A }}")).unwrap();
            let attrs = container(&item.attrs).unwrap();
            assert_eq!(attrs.read_from.as_deref(), Some(read_from));
            assert!(attrs.opaque.is_none());
        }
        let item: syn::DeriveInput = syn::parse_quote! { #[serde(into = "String")] enum E { A } };
        assert_eq!(container(&item.attrs).unwrap().read_from, None);
        for (attr, read_by_function, opaque) in [
            ("deserialize_with = \"f\"", true, false),
            ("with = \"m\"", true, true),
            ("serialize_with = \"f\"", false, true),
            ("skip_deserializing", false, false),
        ] {
            let f: syn::Field = syn::parse_str::<syn::DeriveInput>(&format!(
                "struct S {{ #[serde({attr})] a: u8 }}"
            ))
            .map(|d| match d.data {
                syn::Data::Struct(s) => s.fields.into_iter().next().unwrap(),
                _ => unreachable!(),
            })
            .unwrap();
            let attrs = field(&f.attrs).unwrap();
            assert_eq!(
                (attrs.read_by_function, attrs.opaque.is_some()),
                (read_by_function, opaque),
                "{attr}"
            );
        }
    }

    #[test]
    fn unknown_rename_rule_is_an_error() {
        let item: syn::ItemStruct = syn::parse_quote! {
            #[serde(rename_all = "camelcase")]
            struct S;
        };
        let err = container(&item.attrs).unwrap_err();
        assert_eq!(err.message, "unknown rename rule `camelcase`");
        assert_eq!(
            err.help.as_deref(),
            Some(
                "did you mean `camelCase`? serde accepts lowercase, UPPERCASE, PascalCase, camelCase, snake_case, SCREAMING_SNAKE_CASE, kebab-case, SCREAMING-KEBAB-CASE"
            )
        );
    }
}
