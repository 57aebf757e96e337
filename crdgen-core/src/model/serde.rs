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

/// A `rename_all`-style attribute as serde applies it: a rule for each side, either
/// missing when only the other side is given (`rename_all(serialize = "...")`).
#[derive(Debug, Clone, Copy, Default)]
pub struct RuleSides {
    /// The rule of the names serde writes.
    pub write: Option<RenameRule>,
    /// The rule of the names serde reads.
    pub read: Option<RenameRule>,
    /// Where the attribute's key is written.
    pub at: Option<Span>,
}

/// A `rename` as serde applies it: a name for each side, either missing when only the
/// other side is given (`rename(serialize = "...")`).
#[derive(Debug, Clone, Default)]
pub struct NameSides {
    /// The name serde writes.
    pub write: Option<String>,
    /// The name serde reads.
    pub read: Option<String>,
    /// Where the attribute's key is written.
    pub at: Option<Span>,
}

/// serde attributes on a struct or enum.
#[derive(Debug, Clone, Default)]
pub struct ContainerAttrs {
    /// `rename_all`, each side (a field or variant whose written name serde does not read
    /// back is E0378, see [`check_names`]).
    pub rename_all: RuleSides,
    /// `rename_all_fields` on enums: applies to the fields of struct variants.
    pub rename_all_fields: RuleSides,
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
    /// The name `rename` gives serde to write (what the schema describes).
    pub rename: Option<String>,
    /// `rename`, each side.
    pub rename_sides: NameSides,
    /// `alias`es: more names serde reads (never writes) as this field, in order.
    pub aliases: Vec<String>,
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
    /// `with` or `deserialize_with`, with its span and key: serde reads the field through
    /// a function, and then a missing key is an error even for an `Option` (serde_derive
    /// applies its `Option` default, `None`, only to a field it reads itself), and the
    /// field's type says nothing about which values it reads (no enum reader below it).
    pub read_with: Option<(Span, String)>,
}

/// serde attributes on an enum variant.
#[derive(Debug, Clone, Default)]
pub struct VariantAttrs {
    /// The name `rename` gives serde to write (what the schema describes).
    pub rename: Option<String>,
    /// `rename`, each side.
    pub rename_sides: NameSides,
    /// `rename_all` for the fields of a struct variant.
    pub rename_all: RuleSides,
    /// `skip` or `skip_serializing` and `skip_deserializing` together.
    pub skip: bool,
    /// `skip_serializing` (or `skip`): serde never writes the variant.
    pub skip_serializing: bool,
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

/// Reads `= "string"` (one value for both sides) or `(serialize = "...", deserialize =
/// "...")`, either side possibly missing. The value is consumed.
///
/// Two sides that differ are not refused here: serde may still read the written name
/// (through an alias, or because the rule gives a word the same name on both sides), and
/// only the resulting names tell ([`check_names`]).
fn sides(meta: &ParseNestedMeta<'_>) -> syn::Result<(Option<LitStr>, Option<LitStr>)> {
    if meta.input.peek(syn::Token![=]) {
        let lit = meta.value()?.parse::<LitStr>()?;
        return Ok((Some(lit.clone()), Some(lit)));
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
    Ok((ser, de))
}

/// `rename` (or a variant's), each side.
fn name_sides(meta: &ParseNestedMeta<'_>) -> syn::Result<NameSides> {
    let (write, read) = sides(meta)?;
    Ok(NameSides {
        write: write.map(|l| l.value()),
        read: read.map(|l| l.value()),
        at: Some(meta.path.span()),
    })
}

/// `rename_all` (or `rename_all_fields`), each side, each rule checked.
fn rule_sides(meta: &ParseNestedMeta<'_>) -> syn::Result<RuleSides> {
    let (write, read) = sides(meta)?;
    Ok(RuleSides {
        write: write.as_ref().map(rename_rule).transpose()?,
        read: read.as_ref().map(rename_rule).transpose()?,
        at: Some(meta.path.span()),
    })
}

/// One field or variant as [`check_names`] sees it.
#[derive(Debug, Clone)]
pub struct Names<'a> {
    /// The Rust name (a field's without `r#`).
    pub ident: &'a str,
    /// A variant (its name is a tag) rather than a field.
    pub variant: bool,
    /// Its `rename`.
    pub rename: &'a NameSides,
    /// The rule in force: the container's `rename_all` (a struct variant's fields: the
    /// variant's, else the enum's `rename_all_fields`).
    pub rule: RuleSides,
    /// Its `alias`es.
    pub aliases: &'a [String],
    /// serde writes it (not `skip_serializing`).
    pub written: bool,
    /// serde reads it (not `skip_deserializing`).
    pub read: bool,
    /// A field serde reads as absent when its name is missing (an `Option`, a default).
    pub may_be_absent: bool,
}

impl Names<'_> {
    /// The name serde writes: the serialize rename, else the rule's, else the ident
    /// (serde_derive's `Name::serialize_name`).
    fn written_name(&self) -> String {
        self.rename
            .write
            .clone()
            .unwrap_or_else(|| self.applied(self.rule.write))
    }

    /// The names serde reads: the deserialize rename, else the rule's, else the ident,
    /// and every alias (serde_derive's `Name::deserialize_aliases`).
    fn read_names(&self) -> Vec<String> {
        let own = self
            .rename
            .read
            .clone()
            .unwrap_or_else(|| self.applied(self.rule.read));
        std::iter::once(own)
            .chain(self.aliases.iter().cloned())
            .collect()
    }

    fn applied(&self, rule: Option<RenameRule>) -> String {
        match rule {
            Some(r) if self.variant => r.apply_to_variant(self.ident),
            Some(r) => r.apply_to_field(self.ident),
            None => self.ident.to_owned(),
        }
    }
}

/// E0378 when serde both writes and reads a field or variant and the name it writes is
/// not among those it reads: an object the type wrote and the API server stored then
/// reads back without it. `name` says where it is (its ident's span); the error points at
/// its `rename` when that gives a side, at `name` otherwise, with a note on the rule.
pub fn check_names(names: &Names<'_>, name: Span) -> Result<(), AttrError> {
    if !(names.written && names.read) {
        return Ok(());
    }
    let written = names.written_name();
    let read = names.read_names();
    if read.contains(&written) {
        return Ok(());
    }
    let quoted = |n: &str| format!("\"{}\"", crate::diagnostic::escape::value(n));
    let read_list: Vec<String> = read.iter().map(|n| quoted(n)).collect();
    let what = if names.variant { "variant" } else { "field" };
    let consequence = if names.variant {
        format!(
            "reading an object the type wrote fails (unknown variant {})",
            quoted(&written)
        )
    } else if names.may_be_absent {
        "an object the type wrote and the API server stored silently reads back without it (as absent)".to_owned()
    } else {
        format!(
            "reading an object the type wrote fails (missing field {})",
            quoted(&read[0])
        )
    };
    let message = format!(
        "serde writes this {what} as {} but reads it only as {}: {consequence}",
        quoted(&written),
        read_list.join(", ")
    );
    let rule_gave = names.rename.write.is_none() || names.rename.read.is_none();
    let (at, help) = match names.rename.at {
        Some(at) => (
            at,
            format!(
                "write `rename = {}`, plus `alias = \"...\"` for each other name it should read",
                quoted(&written)
            ),
        ),
        None => (
            name,
            format!(
                "give `rename_all` one rule for both sides, or add `#[serde(alias = {})]` here",
                quoted(&written)
            ),
        ),
    };
    let mut err = AttrError::new(codes::RENAME_SIDES_DIFFER, at, message)
        .label("written name not read back")
        .help(help);
    if rule_gave && let Some(rule_at) = names.rule.at {
        let rule = |r: Option<RenameRule>| {
            RULE_NAMES
                .iter()
                .find(|(_, known)| Some(*known) == r)
                .map_or_else(|| "unrenamed".to_owned(), |(n, _)| format!("by `{n}`"))
        };
        err = err.note(format!(
            "the `rename_all` in force (line {}, column {}) writes names {} and reads them {}",
            rule_at.start().line,
            rule_at.start().column + 1,
            rule(names.rule.write),
            rule(names.rule.read)
        ));
    }
    Err(err)
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
            "rename_all" => out.rename_all = rule_sides(meta)?,
            "rename_all_fields" => out.rename_all_fields = rule_sides(meta)?,
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
            "rename" => {
                out.rename_sides = name_sides(meta)?;
                out.rename = out.rename_sides.write.clone();
            }
            "alias" => out.aliases.push(meta.value()?.parse::<LitStr>()?.value()),
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
            k @ ("with" | "serialize_with") => {
                out.opaque = Some((meta.path.span(), k.to_owned()));
                if k == "with" {
                    out.read_with = Some((meta.path.span(), k.to_owned()));
                }
                if meta.input.peek(syn::Token![=]) {
                    out.with_path = Some(meta.value()?.parse::<LitStr>()?.value());
                }
            }
            "deserialize_with" => out.read_with = Some((meta.path.span(), key.to_owned())),
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
    let (mut skip_ser, mut skip_de) = (false, None);
    for_each_serde(attrs, |meta, key| {
        match key {
            "rename" => {
                out.rename_sides = name_sides(meta)?;
                out.rename = out.rename_sides.write.clone();
            }
            "rename_all" => out.rename_all = rule_sides(meta)?,
            "skip" => out.skip = true,
            "skip_serializing" => skip_ser = true,
            "skip_deserializing" => skip_de = Some(meta.path.span()),
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
    out.skip |= skip_ser && skip_de.is_some();
    // One serde writes and never reads makes every object holding it unreadable.
    if let Some(span) = skip_de
        && !out.skip
    {
        return Err(AttrError::new(
            codes::VARIANT_WRITTEN_NOT_READ,
            span,
            "serde writes this variant but never reads it: an object holding it cannot be read back",
        )
        .help("write `#[serde(skip)]` to keep the variant out of objects, or drop `skip_deserializing` so serde reads what it writes"));
    }
    out.skip_deserializing = out.skip || skip_de.is_some();
    out.skip_serializing = out.skip || skip_ser;
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
        assert_eq!(attrs.rename_all.write, Some(RenameRule::Camel));
        assert_eq!(attrs.rename_all.read, Some(RenameRule::Camel));
    }

    #[test]
    fn reads_field_attributes_and_ignores_the_rest() {
        let f: syn::Field = syn::parse_quote! {
            #[serde(rename(serialize = "ser", deserialize = "ser"), alias = "x", default = "d", skip_serializing_if = "Option::is_none", bound = "T: X")]
            a: u8
        };
        let attrs = field(&f.attrs).unwrap();
        assert_eq!(attrs.rename.as_deref(), Some("ser"));
        assert_eq!(attrs.aliases, ["x"]);
        assert!(attrs.default && attrs.skip_serializing_if && !attrs.skip);
    }

    /// [`check_names`] on the first field of `item` (a struct), as the model calls it.
    fn check_field(item: syn::DeriveInput) -> Result<(), AttrError> {
        let c = container(&item.attrs).unwrap();
        let syn::Data::Struct(data) = item.data else {
            unreachable!()
        };
        let f = data.fields.into_iter().next().unwrap();
        let attrs = field(&f.attrs).unwrap();
        let ident = f.ident.as_ref().unwrap().to_string();
        let names = Names {
            ident: &ident,
            variant: false,
            rename: &attrs.rename_sides,
            rule: c.rename_all,
            aliases: &attrs.aliases,
            written: !attrs.skip_serializing,
            read: !attrs.skip_deserializing,
            may_be_absent: attrs.default || c.default,
        };
        check_names(&names, Span::call_site())
    }

    #[test]
    fn a_written_name_serde_does_not_read_back_is_an_error() {
        let err = check_field(syn::parse_quote! {
            struct S { #[serde(rename(serialize = "a", deserialize = "b"))] x: u8 }
        })
        .unwrap_err();
        assert_eq!(err.code, codes::RENAME_SIDES_DIFFER);
        assert_eq!(
            err.message,
            "serde writes this field as \"a\" but reads it only as \"b\": reading an object the type wrote fails (missing field \"b\")"
        );
        assert_eq!(
            err.help.as_deref(),
            Some(
                "write `rename = \"a\"`, plus `alias = \"...\"` for each other name it should read"
            )
        );
        assert!(err.notes.is_empty());
        // A field serde fills when missing reads back silently without the value.
        let err = check_field(syn::parse_quote! {
            struct S { #[serde(default, rename(serialize = "a"))] x: u8 }
        })
        .unwrap_err();
        assert_eq!(
            err.message,
            "serde writes this field as \"a\" but reads it only as \"x\": an object the type wrote and the API server stored silently reads back without it (as absent)"
        );
        // The container's rule: the error is the field's, with a note on the rule.
        let err = check_field(syn::parse_quote! {
            #[serde(rename_all(serialize = "camelCase", deserialize = "snake_case"))]
            struct S { max_size: u8 }
        })
        .unwrap_err();
        assert_eq!(
            err.message,
            "serde writes this field as \"maxSize\" but reads it only as \"max_size\": reading an object the type wrote fails (missing field \"max_size\")"
        );
        assert_eq!(
            err.help.as_deref(),
            Some(
                "give `rename_all` one rule for both sides, or add `#[serde(alias = \"maxSize\")]` here"
            )
        );
        assert_eq!(err.notes.len(), 1);
        assert!(
            err.notes[0].ends_with("writes names by `camelCase` and reads them by `snake_case`"),
            "{}",
            err.notes[0]
        );
        let v: syn::Variant = syn::parse_quote! {
            #[serde(rename(deserialize = "b"))]
            X
        };
        let attrs = variant(&v.attrs).unwrap();
        let names = Names {
            ident: "X",
            variant: true,
            rename: &attrs.rename_sides,
            rule: RuleSides::default(),
            aliases: &attrs.aliases,
            written: !attrs.skip_serializing,
            read: !attrs.skip_deserializing,
            may_be_absent: false,
        };
        assert_eq!(
            check_names(&names, Span::call_site()).unwrap_err().message,
            "serde writes this variant as \"X\" but reads it only as \"b\": reading an object the type wrote fails (unknown variant \"X\")"
        );
    }

    #[test]
    fn a_written_name_serde_reads_back_is_accepted() {
        // Through an alias.
        check_field(syn::parse_quote! {
            struct S { #[serde(rename(serialize = "newName", deserialize = "old_name"), alias = "newName")] x: u8 }
        })
        .unwrap();
        // A rule that gives the word the same name on both sides.
        check_field(syn::parse_quote! {
            #[serde(rename_all(serialize = "camelCase"))]
            struct S { name: u8 }
        })
        .unwrap();
        // One side only, where serde does not use the other.
        check_field(syn::parse_quote! {
            struct S { #[serde(skip_deserializing, rename(serialize = "computed"))] x: u8 }
        })
        .unwrap();
        check_field(syn::parse_quote! {
            struct S { #[serde(skip_serializing, rename(deserialize = "input"))] x: u8 }
        })
        .unwrap();
        // One name on both sides.
        check_field(syn::parse_quote! {
            #[serde(rename_all(serialize = "camelCase", deserialize = "camelCase"))]
            struct S { a_b: u8 }
        })
        .unwrap();
    }

    #[test]
    fn reads_the_names_a_variant_is_read_by() {
        let v: syn::Variant = syn::parse_quote! {
            #[serde(alias = "Old", rename = "New", alias = "Older")]
            A
        };
        let attrs = variant(&v.attrs).unwrap();
        assert_eq!(attrs.aliases, ["Old", "Older"]);
        assert!(!attrs.skip_deserializing && !attrs.skip && !attrs.other);
        // Written and never read: every object holding it would be unreadable.
        let v: syn::Variant = syn::parse_quote! { #[serde(skip_deserializing)] Legacy };
        let err = variant(&v.attrs).unwrap_err();
        assert_eq!(err.code, codes::VARIANT_WRITTEN_NOT_READ);
        assert_eq!(
            err.message,
            "serde writes this variant but never reads it: an object holding it cannot be read back"
        );
        let v: syn::Variant =
            syn::parse_quote! { #[serde(skip_deserializing, skip_serializing)] Legacy };
        assert!(variant(&v.attrs).unwrap().skip);
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
                (attrs.read_with.is_some(), attrs.opaque.is_some()),
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
