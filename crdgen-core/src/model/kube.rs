//! Kind options in kube-rs's dialect: `#[kube(...)]` on a spec struct deriving
//! `kube::CustomResource` (kube-derive 5), read into the same [`KindOptions`] as
//! `#[crd(...)]`, so a kube-rs crate gets crdgen's CRDs, checks, RBAC and clients
//! without a change.
//!
//! The option list and forms are kube-derive 5.0.0's (`custom_resource/attrs/mod.rs`,
//! `printcolumn.rs`, `scale.rs`, `kvp.rs`): `printcolumn` and `scale` take a list of keys
//! or the older JSON string, `validation` a string or a `Rule::new(...)` expression.
//! Options that only shape the Rust code kube-derive writes (`derive`, `attr`, `crates`,
//! `cel`) are read and checked for form; they change nothing in the CRD. What crdgen
//! reads but does not honour as written is a warning (`schema = "manual"`).

use proc_macro2::Span;
use serde::Deserialize;
use syn::meta::ParseNestedMeta;
use syn::spanned::Spanned as _;
use syn::{Attribute, Expr, LitBool, LitStr};

use super::AttrError;
use super::kind::{
    COLUMN_FORMATS, COLUMN_TYPES, Deprecated, Dialect, KindOptions, PrintColumn, Scale, Spanned,
    check_root_options, check_selectable, skip_value,
};
use super::meta::{self, MetaKind};
use crate::diagnostic::codes::{kind as kind_codes, kube_dialect::*, syn_error};
use crate::diagnostic::escape;

/// How an option of `#[kube(...)]` is written in crdgen's own `#[crd(...)]`: what
/// `crdgen migrate` rewrites by, kept in the reader's table so the two cannot drift.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InCrd {
    /// The same key, the same value, the same meaning.
    Same,
    /// The same value under crdgen's key (`no_spec` is `top_level`).
    Renamed(&'static str),
    /// crdgen's key, with the value written anew in crdgen's form: the JSON forms of
    /// `printcolumn` and `scale` as lists of keys, a `Rule` expression as the keys of
    /// `validation(...)`, and the kube-derive defaults crdgen's derive does not share
    /// (the nullable status, storage on every version) written out.
    Rewritten(&'static str),
    /// Only the default value has a crdgen spelling, which is to leave the option out;
    /// any other value is refused with `otherwise` as the help.
    DefaultOnly {
        /// The default value, as written in the string literal.
        value: &'static str,
        /// What to do by hand for another value.
        otherwise: &'static str,
    },
    /// No crdgen spelling: `crdgen migrate` refuses the kind, with this help.
    Refused(&'static str),
}

/// One option of kube-derive 5's `#[kube(...)]`.
#[derive(Debug)]
pub struct KubeOption {
    /// The key.
    pub key: &'static str,
    /// Whether it may be written more than once.
    pub repeats: bool,
    /// How crdgen's `#[crd(...)]` says it.
    pub in_crd: InCrd,
}

const fn option(key: &'static str, repeats: bool, in_crd: InCrd) -> KubeOption {
    KubeOption {
        key,
        repeats,
        in_crd,
    }
}

/// Every option kube-derive 5 reads in `#[kube(...)]`, whether it repeats, and how
/// crdgen's dialect says it.
pub const KUBE_OPTIONS: &[KubeOption] = &[
    option("annotation", true, InCrd::Same),
    option(
        "attr",
        true,
        InCrd::Refused(
            "crdgen's derive puts no extra attributes on the root type: remove `attr`, and put what it said on the code that needs it",
        ),
    ),
    option("category", true, InCrd::Same),
    option(
        "cel",
        false,
        InCrd::Refused("crdgen reads every rule as CEL already: remove `cel`"),
    ),
    option(
        "crates",
        false,
        InCrd::Refused(
            "crdgen's derive reaches kube, k8s-openapi and serde through the `crdgen` crate: remove `crates(...)`",
        ),
    ),
    option("deprecated", false, InCrd::Same),
    option("derive", true, InCrd::Same),
    option("doc", false, InCrd::Same),
    option("group", false, InCrd::Same),
    option("kind", false, InCrd::Same),
    option("label", true, InCrd::Same),
    option("namespaced", false, InCrd::Same),
    option("no_spec", false, InCrd::Renamed("top_level")),
    option("plural", false, InCrd::Same),
    option("printcolumn", true, InCrd::Rewritten("printcolumn")),
    option("root", false, InCrd::Same),
    option("scale", false, InCrd::Rewritten("scale")),
    option(
        "schema",
        false,
        InCrd::DefaultOnly {
            value: "derived",
            otherwise: "crdgen's derive writes the schema of what the Rust types serialize and cannot take a hand-written one: write what it adds as #[crd(...)] markers on the fields, remove `schema`",
        },
    ),
    option("selectable", true, InCrd::Same),
    option("served", false, InCrd::Same),
    option("shortname", true, InCrd::Same),
    option("singular", false, InCrd::Same),
    option("status", false, InCrd::Rewritten("status")),
    option("storage", false, InCrd::Rewritten("storage")),
    option("validation", true, InCrd::Rewritten("root_validation")),
    option("version", false, InCrd::Same),
];

/// The table row of `key`.
pub fn kube_option(key: &str) -> Option<&'static KubeOption> {
    KUBE_OPTIONS.iter().find(|o| o.key == key)
}

const CRATES_KEYS: &[&str] = &[
    "k8s_openapi",
    "kube",
    "kube_core",
    "schemars",
    "serde",
    "serde_json",
    "std",
];

const PRINTCOLUMN_KEYS: &[&str] = &[
    "description",
    "format",
    "json_path",
    "name",
    "priority",
    "type_",
];

const SCALE_KEYS: &[&str] = &[
    "label_selector_path",
    "spec_replicas_path",
    "status_replicas_path",
];

/// Is this `#[kube(...)]`?
pub fn is_kube_attr(attr: &Attribute) -> bool {
    attr.path().is_ident("kube")
}

/// The description kube-derive gives the root object when `doc` is not set (its
/// `#[doc]` on the root type, which schemars trims).
pub fn default_doc(spec: &str) -> String {
    format!("Auto-generated derived type for {spec} via `CustomResource`")
}

fn key_of(meta: &ParseNestedMeta<'_>) -> String {
    meta.path
        .get_ident()
        .map(|i| i.to_string())
        .unwrap_or_else(|| {
            let path = &meta.path;
            quote::quote!(#path).to_string().replace(' ', "")
        })
}

fn wrong(span: Span, key: &str, takes: &str, example: &str) -> syn::Error {
    syn_error(
        span,
        KUBE_WRONG_VALUE,
        format!("`{key}` takes {takes}\n= help: write `#[kube({key}{example})]`"),
    )
}

fn string(meta: &ParseNestedMeta<'_>) -> syn::Result<Spanned<String>> {
    let key = key_of(meta);
    let lit: LitStr = meta
        .value()
        .and_then(|v| v.parse())
        .map_err(|e| wrong(e.span(), &key, "a string literal", " = \"...\""))?;
    Ok(Spanned {
        value: lit.value(),
        span: lit.span(),
    })
}

/// darling's `bool`: the bare word is `true`, or `= true` / `= false`.
fn flag(meta: &ParseNestedMeta<'_>) -> syn::Result<bool> {
    if meta.input.peek(syn::Token![=]) {
        let key = key_of(meta);
        let lit: LitBool = meta.value()?.parse().map_err(|e| {
            syn_error(
                e.span(),
                KUBE_WRONG_VALUE,
                format!("`{key}` is a flag: it takes `true` or `false`, or no value\n= help: write `#[kube({key})]` or `#[kube({key} = false)]`"),
            )
        })?;
        Ok(lit.value)
    } else {
        Ok(true)
    }
}

fn unknown(span: Span, key: &str, what: &str, known: &[&str]) -> syn::Error {
    let help = match crate::diagnostic::suggest::best(key, known) {
        Some(c) => format!(
            "did you mean `{c}`? kube-derive 5 reads {}",
            known.join(", ")
        ),
        None => format!("kube-derive 5 reads {}", known.join(", ")),
    };
    syn_error(
        span,
        KUBE_UNKNOWN_OPTION,
        format!("unknown option `{key}` in {what}\n= help: {help}"),
    )
}

/// Reads the kind options from `#[kube(...)]` on the spec struct `ident`. `Ok(None)`
/// when there is none.
pub fn parse(attrs: &[Attribute], ident: &syn::Ident) -> Result<Option<KindOptions>, AttrError> {
    let kube_attrs: Vec<&Attribute> = attrs.iter().filter(|a| is_kube_attr(a)).collect();
    let Some(first) = kube_attrs.first() else {
        return Ok(None);
    };
    let mut o = KindOptions::blank(first.span());
    o.dialect = Dialect::Kube;
    let (mut group, mut version, mut kind) = (None, None, None);
    let mut doc = None;
    let mut seen: Vec<(String, Span)> = Vec::new();
    let mut scale_span = None;
    // `storage` as written: `None` when absent.
    let mut storage: Option<Option<Span>> = None;
    for attr in &kube_attrs {
        attr.parse_nested_meta(|meta| {
            let key = key_of(&meta);
            let span = meta.path.span();
            if kube_option(&key).is_some_and(|o| !o.repeats) {
                if let Some((_, at)) = seen.iter().find(|(k, _)| *k == key) {
                    return Err(syn_error(
                        span,
                        KUBE_OPTION_TWICE,
                        format!(
                            "`{key}` is given twice\n= help: keep one `{key}` (the first is on line {}); kube-derive refuses it too",
                            at.start().line
                        ),
                    ));
                }
                seen.push((key.clone(), span));
            }
            match key.as_str() {
                "group" => group = Some(string(&meta)?),
                "version" => version = Some(string(&meta)?),
                "kind" => kind = Some(string(&meta)?),
                "root" => o.root = Some(string(&meta)?.value),
                "struct" => {
                    return Err(syn_error(
                        span,
                        KUBE_STRUCT_IS_ROOT,
                        "kube-derive 5 has no `struct` option\n= help: the root type's name is `root = \"...\"` in kube-derive 5",
                    ));
                }
                "doc" => doc = Some(string(&meta)?.value),
                "plural" => o.plural = Some(string(&meta)?),
                "singular" => o.singular = Some(string(&meta)?),
                "namespaced" => o.namespaced = flag(&meta)?,
                "no_spec" => {
                    if flag(&meta)? {
                        o.top_level = Some(span);
                    }
                }
                "status" => {
                    let s = string(&meta)?;
                    let lit = LitStr::new(&s.value, s.span);
                    o.status = Some(lit.parse().map_err(|_| {
                        wrong(s.span, "status", "the name of the status struct", " = \"FooStatus\"")
                    })?);
                    // kube-derive's root field is an `Option` schemars makes nullable.
                    o.status_nullable = Some(s.span);
                }
                "shortname" => o.short_names.push(string(&meta)?.value),
                "category" => o.categories.push(string(&meta)?.value),
                "selectable" => o.selectable_fields.push(string(&meta)?),
                "annotation" => o.annotations.push(key_value(&meta, MetaKind::Annotation)?),
                "label" => o.labels.push(key_value(&meta, MetaKind::Label)?),
                "served" => o.served = flag(&meta)?,
                "storage" => {
                    storage = Some(flag(&meta)?.then_some(span));
                }
                "deprecated" => {
                    let warning = if meta.input.peek(syn::Token![=]) {
                        Some(string(&meta)?.value)
                    } else {
                        None
                    };
                    o.deprecated = Some(Deprecated { warning, span });
                }
                "printcolumn" => o.printer_columns.push(print_column(&meta)?),
                "scale" => {
                    scale_span = Some(span);
                    o.scale = Some(scale(&meta)?);
                }
                "schema" => {
                    let mode = string(&meta)?;
                    match mode.value.as_str() {
                        "derived" => {}
                        "manual" | "disabled" => o.dialect_warnings.push(
                            AttrError::new(
                                KUBE_SCHEMA_NOT_DERIVED,
                                mode.span,
                                format!(
                                    "`schema = \"{}\"`: crdgen writes the schema of what the Rust types serialize",
                                    mode.value
                                ),
                            )
                            .label("read, not followed")
                            .note(if mode.value == "manual" {
                                "crdgen reads source and never runs it, so a hand-written `JsonSchema` impl is not seen"
                            } else {
                                "kube-derive writes no schema here, and the API server refuses a CRD version without one"
                            })
                            .help("remove `schema`, or keep it for kube-derive and write what the hand-written schema adds as attributes on the fields"),
                        ),
                        other => {
                            let modes = ["derived", "manual", "disabled"];
                            let help = match crate::diagnostic::suggest::best(other, &modes) {
                                Some(c) => format!("did you mean `schema = \"{c}\"`? kube-derive takes \"derived\", \"manual\" or \"disabled\""),
                                None => "kube-derive takes \"derived\", \"manual\" or \"disabled\"".to_owned(),
                            };
                            return Err(syn_error(
                                mode.span,
                                KUBE_SCHEMA_MODE_UNKNOWN,
                                format!("unknown schema mode `{}`\n= help: {help}", escape::value(other)),
                            ));
                        }
                    }
                }
                "validation" => {
                    let expr: Expr = meta.value()?.parse()?;
                    o.root_validations.push(validation(&expr)?);
                }
                // The Rust side of kube-derive's output: checked for form, nothing in
                // the CRD.
                "derive" => {
                    let s = string(&meta)?;
                    syn::parse_str::<syn::Path>(&s.value).map_err(|_| {
                        wrong(s.span, "derive", "the name of a trait", " = \"PartialEq\"")
                    })?;
                }
                "attr" => {
                    string(&meta)?;
                }
                "cel" => {
                    flag(&meta)?;
                }
                "crates" => {
                    if !meta.input.peek(syn::token::Paren) {
                        return Err(wrong(span, "crates", "a list of crate paths", "(kube_core = \"::kube::core\")"));
                    }
                    meta.parse_nested_meta(|inner| {
                        let k = key_of(&inner);
                        if !CRATES_KEYS.contains(&k.as_str()) {
                            return Err(unknown(inner.path.span(), &k, "crates(...)", CRATES_KEYS));
                        }
                        string(&inner)?;
                        Ok(())
                    })?;
                }
                other => {
                    let err = unknown(span, other, "#[kube(...)]", &known());
                    skip_value(&meta)?;
                    return Err(err);
                }
            }
            Ok(())
        })?;
    }
    meta::check(&o.annotations, MetaKind::Annotation)?;
    meta::check(&o.labels, MetaKind::Label)?;
    check_selectable(&o.selectable_fields)?;
    if let (Some(span), None) = (scale_span, &o.status) {
        return Err(AttrError::new(kind_codes::SCALE_WITHOUT_STATUS, span, "`scale` needs `status`")
            .label("scale subresource without a status")
            .note("kube-derive writes the scale subresource only with the status one, and drops this `scale` without a word")
            .help("the scale subresource reads the replicas from the status: add status = \"FooStatus\" to #[kube(...)]"));
    }
    check_root_options(&o)?;
    o.doc = Some(doc.unwrap_or_else(|| default_doc(&ident.to_string())));
    // kube-derive's root type asks the API server for `Resource::plural`, which it
    // derives with its own rules: the CRD must serve that name, whatever crdgen's
    // (controller-gen's) rules would choose.
    if let Some(k) = &kind
        && o.plural.is_none()
    {
        let singular = o
            .singular
            .as_ref()
            .map_or_else(|| k.value.to_ascii_lowercase(), |s| s.value.clone());
        o.singular.get_or_insert(Spanned {
            value: singular.clone(),
            span: k.span,
        });
        o.plural = Some(Spanned {
            value: kube_plural(&singular),
            span: k.span,
        });
    }
    let missing: Vec<String> = [
        ("group", group.is_none()),
        ("version", version.is_none()),
        ("kind", kind.is_none()),
    ]
    .iter()
    .filter(|(_, m)| *m)
    .map(|(k, _)| format!("`{k}`"))
    .collect();
    match (group, version, kind) {
        (Some(g), Some(v), Some(k)) => {
            // kube-derive's `storage` defaults to `true` on every version: a kind with
            // several versions names its storage version by `storage = false` on the
            // others (or the CRD has two, which crdgen refuses as the API server does).
            o.storage = storage.unwrap_or(Some(v.span));
            o.group = g;
            o.version = v;
            o.kind = k;
            Ok(Some(o))
        }
        _ => Err(AttrError::new(
            KUBE_MISSING_OPTION,
            ident.span(),
            format!("#[kube(...)] needs {}", missing.join(", ")),
        )
        .label("kind declared here")
        .help("kube-derive requires all three: write e.g. #[kube(group = \"example.com\", version = \"v1\", kind = \"Foo\")]")),
    }
}

/// kube-derive's plural of a singular name (`custom_resource::to_plural`): `-es` after s,
/// x, z, ch and sh, `-ies` for a consonant then y, else `-s`.
pub fn kube_plural(word: &str) -> String {
    if ["s", "x", "z", "ch", "sh"]
        .iter()
        .any(|e| word.ends_with(e))
    {
        return format!("{word}es");
    }
    let mut chars = word.chars();
    if chars.next_back() == Some('y')
        && chars
            .next_back()
            .is_some_and(|c| !matches!(c, 'a' | 'e' | 'i' | 'o' | 'u'))
    {
        return format!("{}ies", &word[..word.len() - 1]);
    }
    format!("{word}s")
}

fn known() -> Vec<&'static str> {
    KUBE_OPTIONS.iter().map(|o| o.key).collect()
}

/// `annotation("key", "value")`, kube-derive's only form (its `KeyValuePair`).
fn key_value(meta: &ParseNestedMeta<'_>, kind: MetaKind) -> syn::Result<meta::MetaEntry> {
    let key = match kind {
        MetaKind::Annotation => "annotation",
        MetaKind::Label => "label",
    };
    if !meta.input.peek(syn::token::Paren) {
        return Err(wrong(
            meta.path.span(),
            key,
            "a key and a value",
            "(\"example.com/key\", \"value\")",
        ));
    }
    meta::parse(meta, kind)
}

/// kube-derive's JSON form of a printer column: the CRD's own keys.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct JsonColumn {
    name: String,
    #[serde(rename = "type")]
    type_: String,
    json_path: String,
    description: Option<String>,
    format: Option<String>,
    priority: Option<i32>,
}

/// kube-derive's JSON form of the scale subresource.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct JsonScale {
    spec_replicas_path: String,
    status_replicas_path: String,
    label_selector_path: Option<String>,
}

fn column_error(span: Span, message: impl std::fmt::Display, help: &str) -> syn::Error {
    syn_error(
        span,
        KUBE_PRINTCOLUMN_INVALID,
        format!("{message}\n= help: {help}"),
    )
}

const COLUMN_LIST_HELP: &str = "write printcolumn(name = \"Size\", type_ = \"integer\", json_path = \".spec.size\") or printcolumn = r#\"{\"name\":\"Size\",\"type\":\"integer\",\"jsonPath\":\".spec.size\"}\"#";

pub(crate) fn print_column(meta: &ParseNestedMeta<'_>) -> syn::Result<PrintColumn> {
    let span = meta.path.span();
    let column = if meta.input.peek(syn::Token![=]) {
        let lit: LitStr = meta.value()?.parse().map_err(|e| {
            column_error(
                e.span(),
                "`printcolumn = ...` takes a JSON string",
                COLUMN_LIST_HELP,
            )
        })?;
        let c: JsonColumn = serde_json::from_str(&lit.value()).map_err(|e| {
            column_error(
                lit.span(),
                format_args!("the printcolumn JSON does not read: {e}"),
                "the JSON form takes the CRD's keys: \"name\", \"type\", \"jsonPath\" (required), \"description\", \"format\", \"priority\"",
            )
        })?;
        let at = |value: String| Spanned {
            value,
            span: lit.span(),
        };
        (
            c.name,
            at(c.type_),
            at(c.json_path),
            c.description,
            c.format.map(at),
            c.priority,
        )
    } else {
        let (mut name, mut type_, mut json_path) = (None, None, None);
        let (mut description, mut format, mut priority) = (None, None, None);
        meta.parse_nested_meta(|inner| {
            let key = key_of(&inner);
            match key.as_str() {
                "name" => name = Some(string(&inner)?.value),
                "type_" => type_ = Some(string(&inner)?),
                "type" => {
                    return Err(column_error(
                        inner.path.span(),
                        "kube-derive's printcolumn(...) spells the column type `type_`",
                        "write type_ = \"...\" (`type` is a Rust keyword)",
                    ));
                }
                "json_path" => json_path = Some(string(&inner)?),
                "description" => description = Some(string(&inner)?.value),
                "format" => format = Some(string(&inner)?),
                "priority" => {
                    // darling reads an integer or a string holding one.
                    let value: syn::Lit = inner.value()?.parse()?;
                    let parsed = match &value {
                        syn::Lit::Int(i) => i.base10_parse::<i32>().ok(),
                        syn::Lit::Str(s) => s.value().parse::<i32>().ok(),
                        _ => None,
                    };
                    priority = Some(parsed.ok_or_else(|| {
                        wrong(
                            value.span(),
                            "priority",
                            "an integer from 0 to 2147483647",
                            " = 1",
                        )
                    })?);
                }
                other => {
                    return Err(unknown(
                        inner.path.span(),
                        other,
                        "printcolumn(...)",
                        PRINTCOLUMN_KEYS,
                    ));
                }
            }
            Ok(())
        })?;
        let missing = |k: &str| {
            column_error(
                span,
                format_args!("printcolumn(...) needs `{k}`"),
                COLUMN_LIST_HELP,
            )
        };
        (
            name.ok_or_else(|| missing("name"))?,
            type_.ok_or_else(|| missing("type_"))?,
            json_path.ok_or_else(|| missing("json_path"))?,
            description,
            format,
            priority,
        )
    };
    let (name, type_, json_path, description, format, priority) = column;
    if !COLUMN_TYPES.contains(&type_.value.as_str()) {
        return Err(column_error(
            type_.span,
            format_args!(
                "printer column type `{}` is not one the API server accepts",
                escape::value(&type_.value)
            ),
            &format!("write one of {}", COLUMN_TYPES.join(", ")),
        ));
    }
    if let Some(f) = &format
        && !COLUMN_FORMATS.contains(&f.value.as_str())
    {
        return Err(column_error(
            f.span,
            format_args!(
                "printer column format `{}` is not one the API server accepts",
                escape::value(&f.value)
            ),
            &format!("write one of {}", COLUMN_FORMATS.join(", ")),
        ));
    }
    if priority.is_some_and(|p| p < 0) {
        return Err(wrong(
            json_path.span,
            "priority",
            "an integer from 0 to 2147483647",
            " = 1",
        ));
    }
    Ok(PrintColumn {
        name,
        type_: type_.value,
        json_path,
        description,
        format: format.map(|f| f.value),
        priority: priority.map(i64::from),
    })
}

fn scale_error(span: Span, message: impl std::fmt::Display, help: &str) -> syn::Error {
    syn_error(
        span,
        KUBE_SCALE_INVALID,
        format!("{message}\n= help: {help}"),
    )
}

const SCALE_HELP: &str = "write scale(spec_replicas_path = \".spec.replicas\", status_replicas_path = \".status.replicas\")";

pub(crate) fn scale(meta: &ParseNestedMeta<'_>) -> syn::Result<Scale> {
    let span = meta.path.span();
    if meta.input.peek(syn::Token![=]) {
        let lit: LitStr = meta
            .value()?
            .parse()
            .map_err(|e| scale_error(e.span(), "`scale = ...` takes a JSON string", SCALE_HELP))?;
        let s: JsonScale = serde_json::from_str(&lit.value()).map_err(|e| {
            scale_error(
                lit.span(),
                format_args!("the scale JSON does not read: {e}"),
                "the JSON form takes the CRD's keys: \"specReplicasPath\", \"statusReplicasPath\" (required), \"labelSelectorPath\"",
            )
        })?;
        let at = |value: String| Spanned {
            value,
            span: lit.span(),
        };
        return Ok(Scale {
            spec_replicas_path: at(s.spec_replicas_path),
            status_replicas_path: at(s.status_replicas_path),
            label_selector_path: s.label_selector_path.map(at),
        });
    }
    let (mut spec, mut status, mut selector) = (None, None, None);
    meta.parse_nested_meta(|inner| {
        let key = key_of(&inner);
        match key.as_str() {
            "spec_replicas_path" => spec = Some(string(&inner)?),
            "status_replicas_path" => status = Some(string(&inner)?),
            "label_selector_path" => selector = Some(string(&inner)?),
            other => {
                return Err(unknown(inner.path.span(), other, "scale(...)", SCALE_KEYS));
            }
        }
        Ok(())
    })?;
    let missing = |k: &str| scale_error(span, format_args!("scale(...) needs `{k}`"), SCALE_HELP);
    Ok(Scale {
        spec_replicas_path: spec.ok_or_else(|| missing("spec_replicas_path"))?,
        status_replicas_path: status.ok_or_else(|| missing("status_replicas_path"))?,
        label_selector_path: selector,
    })
}

/// The parts of a `validation = ...` crdgen can read, each at its literal.
#[derive(Default)]
struct RuleParts {
    rule: Option<LitStr>,
    message: Option<LitStr>,
    message_expression: Option<LitStr>,
    reason: Option<LitStr>,
    field_path: Option<LitStr>,
}

fn unreadable(span: Span) -> syn::Error {
    syn_error(
        span,
        KUBE_VALIDATION_UNREADABLE,
        "crdgen cannot read this `validation`: it reads source and never runs it\n= help: write the rule as a string literal, validation = \"self.spec.a <= self.spec.b\", or as Rule::new(\"...\") with .message(\"...\"), .message(Message::Expression(\"...\")), .reason(Reason::FieldValueInvalid) or .field_path(\"...\")",
    )
}

fn last_ident(expr: &Expr) -> Option<String> {
    match expr {
        Expr::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

fn one_str(
    args: &syn::punctuated::Punctuated<Expr, syn::Token![,]>,
    span: Span,
) -> syn::Result<LitStr> {
    match args.iter().collect::<Vec<_>>().as_slice() {
        [
            Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }),
        ] => Ok(s.clone()),
        _ => Err(unreadable(span)),
    }
}

fn read_rule(expr: &Expr, parts: &mut RuleParts) -> syn::Result<()> {
    match expr {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) => {
            parts.rule = Some(s.clone());
            Ok(())
        }
        Expr::Paren(p) => read_rule(&p.expr, parts),
        Expr::Group(g) => read_rule(&g.expr, parts),
        Expr::Call(c) => {
            let is_new = matches!(&*c.func, Expr::Path(p)
                if p.path.segments.len() >= 2
                    && p.path.segments.iter().rev().nth(1).is_some_and(|s| s.ident == "Rule")
                    && p.path.segments.last().is_some_and(|s| s.ident == "new"));
            if !is_new {
                return Err(unreadable(c.span()));
            }
            parts.rule = Some(one_str(&c.args, c.span())?);
            Ok(())
        }
        Expr::MethodCall(m) => {
            read_rule(&m.receiver, parts)?;
            let arg = m.args.first();
            match m.method.to_string().as_str() {
                "message" => match arg {
                    Some(Expr::Call(c)) => {
                        let text = one_str(&c.args, c.span())?;
                        match last_ident(&c.func).as_deref() {
                            Some("Expression") => parts.message_expression = Some(text),
                            Some("Message") => parts.message = Some(text),
                            _ => return Err(unreadable(c.span())),
                        }
                    }
                    _ => parts.message = Some(one_str(&m.args, m.span())?),
                },
                "reason" => {
                    let name = arg
                        .and_then(last_ident)
                        .ok_or_else(|| unreadable(m.span()))?;
                    parts.reason = Some(LitStr::new(&name, m.method.span()));
                }
                "field_path" => parts.field_path = Some(one_str(&m.args, m.span())?),
                _ => return Err(unreadable(m.method.span())),
            }
            Ok(())
        }
        other => Err(unreadable(other.span())),
    }
}

/// A `validation = ...`: the rule object of `x-kubernetes-validations`, read through
/// the same checks as `#[crd(validation(...))]` (the rule parsed as CEL, the message on
/// one line, a known reason), with errors at the literals written.
pub(crate) fn validation(expr: &Expr) -> syn::Result<Spanned<serde_json::Value>> {
    let span = expr.span();
    let mut parts = RuleParts::default();
    read_rule(expr, &mut parts)?;
    let Some(rule) = parts.rule else {
        return Err(unreadable(span));
    };
    let mut keys = vec![quote::quote_spanned!(span=> rule = #rule)];
    if let Some(m) = parts.message {
        keys.push(quote::quote_spanned!(span=> message = #m));
    }
    if let Some(m) = parts.message_expression {
        keys.push(quote::quote_spanned!(span=> message_expression = #m));
    }
    if let Some(r) = parts.reason {
        keys.push(quote::quote_spanned!(span=> reason = #r));
    }
    if let Some(f) = parts.field_path {
        keys.push(quote::quote_spanned!(span=> field_path = #f));
    }
    let tokens = quote::quote_spanned!(span=> #[kube(validation(#(#keys),*))]);
    let attrs = syn::parse::Parser::parse2(Attribute::parse_outer, tokens)?;
    let mut value = None;
    for attr in &attrs {
        attr.parse_nested_meta(|meta| {
            let (v, _) = super::cel::parse(&meta, super::cel::CelKind::Validation)?;
            value = Some(v);
            Ok(())
        })?;
    }
    value
        .map(|value| Spanned { value, span })
        .ok_or_else(|| unreadable(span))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_struct(item: syn::ItemStruct) -> Result<Option<KindOptions>, AttrError> {
        parse(&item.attrs, &item.ident)
    }

    #[test]
    fn reads_kube_derives_options() {
        let o = parse_struct(syn::parse_quote! {
            #[kube(group = "clux.dev", version = "v1", kind = "Foo", root = "FooCrd", namespaced,
                   doc = "Custom resource representing a Foo", status = "FooStatus",
                   derive = "PartialEq", singular = "foot", plural = "feetz", shortname = "f",
                   scale = r#"{"specReplicasPath":".spec.replicas", "statusReplicasPath":".status.replicas"}"#,
                   printcolumn(name = "Spec", type_ = "string", description = "name of foo", json_path = ".spec.name", priority = "1"),
                   printcolumn = r#"{"name":"Age","type":"date","jsonPath":".metadata.creationTimestamp"}"#,
                   selectable = ".spec.replicasCount", annotation("a", "b"), label("c", "d"),
                   validation = Rule::new("self.spec.x > 0").message("x must be positive").reason(Reason::FieldValueInvalid),
                   validation = "has(self.spec)",
                   crates(kube_core = "::kube::core"), attr = "allow(deprecated)", cel,
                   storage, served = true, deprecated = "use v2")]
            struct FooSpec {}
        })
        .unwrap()
        .unwrap();
        assert_eq!(o.dialect, Dialect::Kube);
        assert_eq!(
            (
                o.group.value.as_str(),
                o.version.value.as_str(),
                o.kind.value.as_str()
            ),
            ("clux.dev", "v1", "Foo")
        );
        assert_eq!(o.root.as_deref(), Some("FooCrd"));
        assert!(o.namespaced && o.storage.is_some() && o.served && o.status_nullable.is_some());
        assert_eq!(o.printer_columns.len(), 2);
        assert_eq!(o.printer_columns[0].priority, Some(1));
        assert_eq!(
            o.printer_columns[1].json_path.value,
            ".metadata.creationTimestamp"
        );
        assert_eq!(
            o.scale.unwrap().status_replicas_path.value,
            ".status.replicas"
        );
        assert_eq!(
            o.root_validations
                .iter()
                .map(|v| v.value.clone())
                .collect::<Vec<_>>(),
            [
                serde_json::json!({"message": "x must be positive", "reason": "FieldValueInvalid", "rule": "self.spec.x > 0"}),
                serde_json::json!({"rule": "has(self.spec)"}),
            ]
        );
        assert_eq!(o.deprecated.unwrap().warning.as_deref(), Some("use v2"));
        assert!(o.dialect_warnings.is_empty());
    }

    #[test]
    fn the_default_doc_is_kube_derives() {
        let o = parse_struct(syn::parse_quote! {
            #[kube(group = "x.io", version = "v1", kind = "Foo")]
            struct FooSpec {}
        })
        .unwrap()
        .unwrap();
        assert_eq!(
            o.doc.as_deref(),
            Some("Auto-generated derived type for FooSpec via `CustomResource`")
        );
        assert!(o.storage.is_some() && !o.namespaced);
        let o = parse_struct(syn::parse_quote! {
            #[kube(group = "x.io", version = "v1", kind = "Foo", storage = false)]
            struct FooSpec {}
        })
        .unwrap()
        .unwrap();
        assert!(o.storage.is_none());
    }

    #[test]
    fn plurals_follow_kube_derive() {
        assert_eq!(kube_plural("policy"), "policies");
        assert_eq!(kube_plural("gateway"), "gateways");
        assert_eq!(kube_plural("box"), "boxes");
        assert_eq!(kube_plural("mesh"), "meshes");
        assert_eq!(kube_plural("webapp"), "webapps");
    }

    #[test]
    fn no_kube_attribute_is_none() {
        assert!(
            parse_struct(syn::parse_quote! {
                #[crd(group = "x.io", version = "v1", kind = "Foo")]
                struct FooSpec {}
            })
            .unwrap()
            .is_none()
        );
    }
}
