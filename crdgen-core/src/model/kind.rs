//! Kind-level options: `#[crd(group = ..., version = ..., kind = ..., ...)]` on the spec
//! struct of a `#[derive(CustomResource)]`.
//!
//! Option names follow kube-derive's `#[kube(...)]` where it has one, so kube-rs users
//! can move their attribute over by renaming it.

use proc_macro2::Span;
use syn::meta::ParseNestedMeta;
use syn::spanned::Spanned as _;
use syn::{Attribute, LitBool, LitStr};

use super::meta::{self, MetaEntry, MetaKind};
use super::{AttrError, is_crd_attr};
use crate::diagnostic::codes::{self, kind::*, syn_error};
use crate::diagnostic::escape;

/// A value and where it was written.
#[derive(Debug, Clone)]
pub struct Spanned<T> {
    /// The value.
    pub value: T,
    /// Its span in the attribute.
    pub span: Span,
}

/// One `printcolumn(...)`.
#[derive(Debug, Clone)]
pub struct PrintColumn {
    /// Column header.
    pub name: String,
    /// OpenAPI type of the column: integer, number, string, boolean or date.
    pub type_: String,
    /// JSONPath into the object.
    pub json_path: Spanned<String>,
    /// Shown by `kubectl explain`-like tools.
    pub description: Option<String>,
    /// OpenAPI format.
    pub format: Option<String>,
    /// 0 = shown by default; higher = only with `-o wide`.
    pub priority: Option<i64>,
}

/// `scale(...)`: the scale subresource.
#[derive(Debug, Clone)]
pub struct Scale {
    /// JSONPath of the desired replicas, e.g. `.spec.replicas`.
    pub spec_replicas_path: Spanned<String>,
    /// JSONPath of the observed replicas, e.g. `.status.replicas`.
    pub status_replicas_path: Spanned<String>,
    /// JSONPath of the serialized label selector, e.g. `.status.selector`.
    pub label_selector_path: Option<Spanned<String>>,
}

/// `deprecated` or `deprecated = "warning"`.
#[derive(Debug, Clone)]
pub struct Deprecated {
    /// The warning the API server returns to clients of this version; `None` lets the
    /// API server word it.
    pub warning: Option<String>,
    /// Where `deprecated` was written.
    pub span: Span,
}

/// The most selectable fields the API server accepts per version.
pub const MAX_SELECTABLE_FIELDS: usize = 8;

/// Everything `#[crd(...)]` says about a kind at one version.
#[derive(Debug, Clone)]
pub struct KindOptions {
    /// API group (may be empty for the legacy core group).
    pub group: Spanned<String>,
    /// Version name, e.g. `v1alpha1`.
    pub version: Spanned<String>,
    /// Kind, UpperCamelCase.
    pub kind: Spanned<String>,
    /// Plural override.
    pub plural: Option<Spanned<String>>,
    /// Singular override.
    pub singular: Option<Spanned<String>>,
    /// listKind override.
    pub list_kind: Option<Spanned<String>>,
    /// Namespaced (kube-derive's default is cluster-scoped, and so is ours).
    pub namespaced: bool,
    /// The status type, which also turns on the status subresource.
    pub status: Option<syn::Path>,
    /// `status_subresource = false` (a status property without the `/status`
    /// subresource) or bare `status_subresource` (the subresource without a status type);
    /// `None` follows `status`, as kube-derive does.
    pub status_subresource: Option<bool>,
    /// `shortname = "..."`, repeatable.
    pub short_names: Vec<String>,
    /// `category = "..."`, repeatable.
    pub categories: Vec<String>,
    /// `printcolumn(...)`, repeatable, in source order.
    pub printer_columns: Vec<PrintColumn>,
    /// `scale(...)`.
    pub scale: Option<Scale>,
    /// `selectable = ".spec.x"`, repeatable.
    pub selectable_fields: Vec<Spanned<String>>,
    /// `annotation("key", "value")` or `annotation = "key=value"`, repeatable: CRD
    /// metadata annotations.
    pub annotations: Vec<MetaEntry>,
    /// `label("key", "value")` or `label = "key=value"`, repeatable: CRD metadata labels.
    pub labels: Vec<MetaEntry>,
    /// `served = false` switches serving off.
    pub served: bool,
    /// `storage`: this is the storage version; where it was said.
    pub storage: Option<Span>,
    /// `deprecated` or `deprecated = "warning"`.
    pub deprecated: Option<Deprecated>,
    /// `skip_version`: this version is left out of the CRD (controller-gen's
    /// `+kubebuilder:skipversion`); where it was said.
    pub skip_version: Option<Span>,
    /// `external`: a kind the crate uses but does not own: no CRD file and no
    /// editor/viewer roles are written for it; where it was said.
    pub external: Option<Span>,
    /// `top_level`: the struct's fields are the resource's top-level fields, next to
    /// `apiVersion`, `kind` and `metadata`, instead of a `spec`; where it was said.
    pub top_level: Option<Span>,
    /// `root = "Name"`: the name of the generated root type (derive only).
    pub root: Option<String>,
    /// `doc = "..."`: the description of the root object.
    pub doc: Option<String>,
    /// `spec_optional`: the object may leave `spec` out, as a Go `Spec` field tagged
    /// `json:"spec,omitempty"` makes controller-gen write: `spec` leaves the root's `required`,
    /// and the generated root type reads a missing spec as the spec type's `Default`;
    /// where it was said.
    pub spec_optional: Option<Span>,
    /// `metadata_required`: the root's `required` lists `metadata`, as controller-gen
    /// writes for a Go `ObjectMeta` field tagged `json:"metadata"` (no `omitempty`); the
    /// generated root type always writes `metadata`, so no object serde writes is
    /// refused. Where it was said.
    pub metadata_required: Option<Span>,
    /// `spec_doc = "..."`: the description of the `spec` property, in place of the spec
    /// type's doc comment (controller-gen takes the Go `Spec` field's doc comment when it
    /// has one).
    pub spec_doc: Option<Spanned<String>>,
    /// `status_doc = "..."`: the description of the `status` property, likewise.
    pub status_doc: Option<Spanned<String>>,
    /// `status_nullable`: the `status` property is `nullable: true`, as kube-derive
    /// writes it, so the API server keeps a `status: null` instead of dropping it; where
    /// it was said.
    pub status_nullable: Option<Span>,
    /// `root_properties = r#"{...}"#`: the root's `apiVersion`, `kind` and `metadata`
    /// property schemas as given, in place of crdgen's (a name left out is not written),
    /// spanned at the string.
    pub root_properties: Option<Spanned<serde_json::Map<String, serde_json::Value>>>,
    /// `derive = "PartialEq"`, repeatable (or a list): more derives on the generated
    /// root type, as kube-derive's `derive`, in source order.
    pub derives: Vec<Spanned<syn::Path>>,
    /// `client(...)`: the verbs of the generated typed client, or none.
    pub client: super::client::ClientOptions,
    /// `conversion(...)`: how objects are converted between the kind's versions.
    pub conversion: Option<Spanned<super::conversion::Conversion>>,
    /// CEL rules on the root object (kube-derive's `validation = ...`), each an entry of
    /// the root's `x-kubernetes-validations`, in source order.
    pub root_validations: Vec<Spanned<serde_json::Value>>,
    /// Which attribute the options were read from.
    pub dialect: Dialect,
    /// What the dialect's reader read but crdgen does not honour as written: warnings,
    /// reported with the kind's CRD.
    pub dialect_warnings: Vec<AttrError>,
    /// The whole attribute, for errors about the kind as a whole.
    pub span: Span,
}

/// The attribute a kind's options come from, which decides who generates its root type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialect {
    /// `#[crd(...)]` with `crdgen::CustomResource`: crdgen's derive writes the root type
    /// and implements crdgen's traits on it.
    Crd,
    /// `#[kube(...)]` with `kube::CustomResource`: kube-derive writes the root type and
    /// implements kube's traits (`Resource`, `HasSpec`, `HasStatus`, `CustomResourceExt`).
    Kube,
}

impl KindOptions {
    /// Options with every setting at its default and the required names empty, for a
    /// reader to fill in; `span` is the attribute's.
    pub(super) fn blank(span: Span) -> KindOptions {
        let empty = || Spanned {
            value: String::new(),
            span,
        };
        KindOptions {
            group: empty(),
            version: empty(),
            kind: empty(),
            plural: None,
            singular: None,
            list_kind: None,
            namespaced: false,
            status: None,
            status_subresource: None,
            short_names: Vec::new(),
            categories: Vec::new(),
            printer_columns: Vec::new(),
            scale: None,
            selectable_fields: Vec::new(),
            annotations: Vec::new(),
            labels: Vec::new(),
            served: true,
            storage: None,
            deprecated: None,
            skip_version: None,
            external: None,
            top_level: None,
            root: None,
            doc: None,
            spec_optional: None,
            metadata_required: None,
            spec_doc: None,
            status_doc: None,
            status_nullable: None,
            root_properties: None,
            derives: Vec::new(),
            client: super::client::ClientOptions::default(),
            conversion: None,
            root_validations: Vec::new(),
            dialect: Dialect::Crd,
            dialect_warnings: Vec::new(),
            span,
        }
    }
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

/// A value of the wrong form at `span`: says which key, what it takes, and how to
/// write it.
fn wrong_value(meta: &ParseNestedMeta<'_>, span: Span, takes: &str, example: &str) -> syn::Error {
    let key = key_of(meta);
    syn_error(
        span,
        WRONG_VALUE_FORM,
        format!("`{key}` takes {takes}\n= help: write `{key} = {example}`"),
    )
}

fn string(meta: &ParseNestedMeta<'_>) -> syn::Result<Spanned<String>> {
    let lit: LitStr = meta
        .value()
        .and_then(|v| v.parse())
        .map_err(|e| wrong_value(meta, e.span(), "a string literal", "\"...\""))?;
    Ok(Spanned {
        value: lit.value(),
        span: lit.span(),
    })
}

fn flag_or_bool(meta: &ParseNestedMeta<'_>) -> syn::Result<bool> {
    if meta.input.peek(syn::Token![=]) {
        let lit: LitBool = meta.value()?.parse().map_err(|e| {
            let key = key_of(meta);
            syn_error(
                e.span(),
                WRONG_VALUE_FORM,
                format!("`{key}` is a flag: it takes `true` or `false`, or no value\n= help: write `{key}` or `{key} = false`"),
            )
        })?;
        Ok(lit.value)
    } else {
        Ok(true)
    }
}

/// The error for a key no table knows.
pub fn unknown_key(span: Span, key: &str, what: &str, known: &[&str]) -> AttrError {
    let err = AttrError::new(UNKNOWN_KEY, span, format!("unknown key `{key}` in {what}"))
        .label("unknown key");
    match crate::diagnostic::suggest::best(key, known) {
        // The full list is long (kind options and markers share the attribute): a close
        // match alone reads better, and docs/markers.md has the rest.
        Some(c) => err.help(format!(
            "did you mean `{c}`? docs/markers.md lists every key"
        )),
        None => err.help(format!("known keys: {}", known.join(", "))),
    }
}

/// [`unknown_key`] for a parser inside syn's `parse_nested_meta`, which must return a
/// `syn::Error`: the code and help ride in the message.
fn unknown_key_in_parser(span: Span, key: &str, what: &str, known: &[&str]) -> syn::Error {
    let err = unknown_key(span, key, what, known);
    let text = match err.help {
        Some(help) => format!("{}\n= help: {help}", err.message),
        None => err.message,
    };
    syn_error(span, err.code, text)
}

#[derive(Default)]
struct Builder {
    group: Option<Spanned<String>>,
    version: Option<Spanned<String>>,
    kind: Option<Spanned<String>>,
}

/// Reads the kind options from the attributes of a spec struct. Returns `Ok(None)` when
/// there is no `#[crd(...)]` at all.
pub fn parse(attrs: &[Attribute], struct_span: Span) -> Result<Option<KindOptions>, AttrError> {
    let crd_attrs: Vec<&Attribute> = attrs.iter().filter(|a| is_crd_attr(a)).collect();
    let Some(first) = crd_attrs.first() else {
        return Ok(None);
    };
    let mut b = Builder::default();
    let mut o = KindOptions::blank(first.span());
    let mut unknown: Option<AttrError> = None;
    let mut conflict: Option<AttrError> = None;
    let mut seen: Vec<(String, Span)> = Vec::new();
    for attr in &crd_attrs {
        attr.parse_nested_meta(|meta| {
            let key = key_of(&meta);
            // A setting said twice is a mistake even when both say the same: one of
            // them was meant to be something else.
            if crate::keywords::kind_option(&key).is_some_and(|o| !o.repeatable) {
                if let Some(first) = seen.iter().find(|(k, _)| *k == key) {
                    let first_line = first.1.start().line;
                    conflict.get_or_insert(
                        AttrError::new(
                            OPTION_GIVEN_TWICE,
                            meta.path.span(),
                            format!("`{key}` is given twice"),
                        )
                        .label("second time")
                        .help(format!(
                            "keep one `{key}` (the first is on line {first_line}); only {} repeat",
                            repeatable_keys()
                        )),
                    );
                } else {
                    seen.push((key.clone(), meta.path.span()));
                }
            }
            match key.as_str() {
                "group" => b.group = Some(string(&meta)?),
                "version" => b.version = Some(string(&meta)?),
                "kind" => b.kind = Some(string(&meta)?),
                "plural" => o.plural = Some(string(&meta)?),
                "singular" => o.singular = Some(string(&meta)?),
                "list_kind" => o.list_kind = Some(string(&meta)?),
                "namespaced" => o.namespaced = flag_or_bool(&meta)?,
                "status" => {
                    let lit: LitStr = meta.value()?.parse()?;
                    o.status = Some(lit.parse()?);
                }
                "shortname" => o.short_names.push(string(&meta)?.value),
                "category" => o.categories.push(string(&meta)?.value),
                "selectable" => o.selectable_fields.push(string(&meta)?),
                "annotation" => o
                    .annotations
                    .push(meta::parse(&meta, MetaKind::Annotation)?),
                "label" => o.labels.push(meta::parse(&meta, MetaKind::Label)?),
                "served" => o.served = flag_or_bool(&meta)?,
                "storage" => {
                    if flag_or_bool(&meta)? {
                        o.storage = Some(meta.path.span());
                    }
                }
                "deprecated" => {
                    let span = meta.path.span();
                    let warning = if meta.input.peek(syn::Token![=]) {
                        Some(string(&meta)?.value)
                    } else {
                        None
                    };
                    o.deprecated = Some(Deprecated { warning, span });
                }
                "skip_version" => {
                    if flag_or_bool(&meta)? {
                        o.skip_version = Some(meta.path.span());
                    }
                }
                "external" => {
                    if flag_or_bool(&meta)? {
                        o.external = Some(meta.path.span());
                    }
                }
                "status_subresource" => o.status_subresource = Some(flag_or_bool(&meta)?),
                "top_level" => {
                    if flag_or_bool(&meta)? {
                        o.top_level = Some(meta.path.span());
                    }
                }
                "root" => o.root = Some(string(&meta)?.value),
                "doc" => o.doc = Some(string(&meta)?.value),
                "spec_optional" => {
                    if flag_or_bool(&meta)? {
                        o.spec_optional = Some(meta.path.span());
                    }
                }
                "metadata_required" => {
                    if flag_or_bool(&meta)? {
                        o.metadata_required = Some(meta.path.span());
                    }
                }
                "spec_doc" => o.spec_doc = Some(string(&meta)?),
                "status_doc" => o.status_doc = Some(string(&meta)?),
                "status_nullable" => {
                    if flag_or_bool(&meta)? {
                        o.status_nullable = Some(meta.path.span());
                    }
                }
                "root_properties" => {
                    o.root_properties = Some(super::root_properties::parse(&meta)?);
                }
                "derive" => o.derives.extend(derives(&meta)?),
                "printcolumn" => o.printer_columns.push(print_column(&meta)?),
                "scale" => o.scale = Some(scale(&meta)?),
                // kube-derive's `validation = ...` in crdgen's spelling: a rule on the
                // root object, read as every `validation(...)` is.
                "root_validation" => {
                    let span = meta.path.span();
                    let (value, _) = super::cel::parse(&meta, super::cel::CelKind::Validation)?;
                    o.root_validations.push(Spanned { value, span });
                }
                "client" => o.client = super::client::parse(&meta)?,
                "conversion" => o.conversion = Some(super::conversion::parse(&meta)?),
                // Type-level markers may sit beside the kind options; the marker
                // registry reads them when the spec's schema is built.
                other if super::markers::is_marker(other) => skip_value(&meta)?,
                other => {
                    let mut known: Vec<&str> = crate::keywords::KIND_OPTIONS
                        .iter()
                        .map(|o| o.key)
                        .collect();
                    known.extend(super::markers::marker_keys());
                    known.sort_unstable();
                    unknown.get_or_insert(unknown_key(
                        meta.path.span(),
                        other,
                        "#[crd(...)] on a kind",
                        &known,
                    ));
                    skip_value(&meta)?;
                }
            }
            Ok(())
        })?;
    }
    if let Some(err) = unknown.or(conflict) {
        return Err(err);
    }
    meta::check(&o.annotations, MetaKind::Annotation)?;
    meta::check(&o.labels, MetaKind::Label)?;
    check_selectable(&o.selectable_fields)?;
    if let (Some(_), None) = (&o.scale, &o.status) {
        let span = seen
            .iter()
            .find(|(k, _)| k == "scale")
            .map_or(o.span, |(_, s)| *s);
        return Err(AttrError::new(SCALE_WITHOUT_STATUS, span, "`scale` needs `status`")
            .label("scale subresource without a status")
            .help("the scale subresource reads the replicas from the status: add status = \"FooStatus\""));
    }
    check_client_verbs(&o)?;
    check_root_options(&o)?;
    check_derives(&o.derives)?;
    let missing: Vec<&str> = [
        ("group", b.group.is_none()),
        ("version", b.version.is_none()),
        ("kind", b.kind.is_none()),
    ]
    .iter()
    .filter(|(_, m)| *m)
    .map(|(k, _)| *k)
    .collect();
    match (b.group, b.version, b.kind) {
        (Some(g), Some(v), Some(k)) => {
            o.group = g;
            o.version = v;
            o.kind = k;
            Ok(Some(o))
        }
        _ => Err(AttrError::new(
            MISSING_KEY,
            struct_span,
            format!(
                "#[crd(...)] on a kind needs {}",
                missing
                    .iter()
                    .map(|k| format!("`{k}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        )
        .label("kind declared here")
        .help("write e.g. #[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]")),
    }
}

/// The repeatable kind options, for the help of an option given twice:
/// `annotation, category, … and shortname`.
fn repeatable_keys() -> String {
    let mut keys: Vec<&str> = crate::keywords::KIND_OPTIONS
        .iter()
        .filter(|o| o.repeatable)
        .map(|o| o.key)
        .collect();
    keys.sort_unstable();
    match keys.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        Some((last, _)) => (*last).to_owned(),
        None => String::new(),
    }
}

/// `derive = "PartialEq"`, `derive = ["PartialEq", "Eq"]`: each a path, spanned at its
/// string so the compiler's errors about the derive point there.
fn derives(meta: &ParseNestedMeta<'_>) -> syn::Result<Vec<Spanned<syn::Path>>> {
    let wrong = |span| {
        wrong_value(
            meta,
            span,
            "the name of a derivable trait, or a list of them",
            "\"PartialEq\"",
        )
    };
    let input = meta.value()?;
    let lits: Vec<LitStr> = if input.peek(syn::token::Bracket) {
        let content;
        syn::bracketed!(content in input);
        let list = content.parse_terminated(|p| p.parse::<LitStr>(), syn::Token![,]);
        list.map_err(|e| wrong(e.span()))?.into_iter().collect()
    } else {
        vec![input.parse::<LitStr>().map_err(|e| wrong(e.span()))?]
    };
    lits.into_iter()
        .map(|lit| {
            // `LitStr::parse` gives the path's tokens the string's span.
            let path: syn::Path = lit.parse().map_err(|_| wrong(lit.span()))?;
            Ok(Spanned {
                value: path,
                span: lit.span(),
            })
        })
        .collect()
}

/// The root options about `spec` need a spec (not `top_level`), those about `status` a
/// status type.
pub(super) fn check_root_options(o: &KindOptions) -> Result<(), AttrError> {
    let no_spec = |key: &str, span: Span, instead: &str| {
        AttrError::new(
            ROOT_OPTION_WITHOUT_PROPERTY,
            span,
            format!("`{key}` does not apply to a `top_level` kind: it has no `spec`"),
        )
        .label("no spec with top_level")
        .help(format!("remove `{key}`: {instead}"))
    };
    if o.top_level.is_some() {
        if let Some(span) = o.spec_optional {
            return Err(no_spec(
                "spec_optional",
                span,
                "the struct's fields are the object's own; make each optional as a field",
            ));
        }
        if let Some(doc) = &o.spec_doc {
            return Err(no_spec(
                "spec_doc",
                doc.span,
                "`doc` (or the struct's doc comment) describes the object",
            ));
        }
    }
    if o.status.is_none() {
        let status_option = o
            .status_doc
            .as_ref()
            .map(|d| ("status_doc", d.span))
            .or(o.status_nullable.map(|s| ("status_nullable", s)));
        if let Some((key, span)) = status_option {
            return Err(AttrError::new(
                ROOT_OPTION_WITHOUT_PROPERTY,
                span,
                format!("`{key}` needs `status`: the kind has no status property"),
            )
            .label("no status type")
            .help(format!(
                "name the status type with status = \"FooStatus\", or remove `{key}`"
            )));
        }
    }
    Ok(())
}

/// A derive the root type has already, or cannot have, is a mistake; so is one given
/// twice.
fn check_derives(derives: &[Spanned<syn::Path>]) -> Result<(), AttrError> {
    for (i, d) in derives.iter().enumerate() {
        let name = d
            .value
            .segments
            .last()
            .map(|s| s.ident.to_string())
            .unwrap_or_default();
        let why = match name.as_str() {
            "Clone" | "Debug" => Some("the root type always derives Clone and Debug"),
            "Serialize" | "Deserialize" => Some(
                "the root type implements Serialize and Deserialize itself: it writes apiVersion and kind",
            ),
            "CustomResource" | "CrdSchema" => {
                Some("the root type is what CustomResource generates from the spec struct")
            }
            _ => None,
        };
        if let Some(why) = why {
            return Err(AttrError::new(
                ROOT_DERIVE_NOT_ALLOWED,
                d.span,
                format!("the root type cannot take `derive = \"{name}\"`"),
            )
            .label("already implemented")
            .help(format!("remove it: {why}")));
        }
        let text = |p: &syn::Path| quote::quote!(#p).to_string();
        if let Some(first) = derives[..i]
            .iter()
            .find(|e| text(&e.value) == text(&d.value))
        {
            return Err(AttrError::new(
                DUPLICATE_ENTRY,
                d.span,
                format!(
                    "`derive = \"{}\"` is given twice",
                    text(&d.value).replace(' ', "")
                ),
            )
            .label("second time")
            .help(format!(
                "remove one (the first is on line {})",
                first.span.start().line
            )));
        }
    }
    Ok(())
}

/// Does the kind have the status subresource?
pub fn has_status_subresource(o: &KindOptions) -> bool {
    o.status_subresource.unwrap_or(o.status.is_some())
}

/// A verb named in `client(verbs = "...")` that needs a subresource the kind does not
/// have is a mistake, not something to drop quietly.
pub(super) fn check_client_verbs(o: &KindOptions) -> Result<(), AttrError> {
    for (verb, span) in &o.client.named {
        let missing = match verb.subresource() {
            Some("status") if !has_status_subresource(o) => "status",
            Some("scale") if o.scale.is_none() => "scale",
            _ => continue,
        };
        let help = if missing == "status" {
            "remove it, or give the kind a status (status = \"FooStatus\")"
        } else {
            "remove it, or give the kind the scale subresource with scale(...)"
        };
        return Err(AttrError::new(
            codes::clients::CLIENT_VERB_WITHOUT_SUBRESOURCE,
            *span,
            format!(
                "client verb `{}` needs the {missing} subresource, which this kind does not have",
                verb.name()
            ),
        )
        .label("verb list")
        .help(help));
    }
    Ok(())
}

/// Consumes the value of a key that is being rejected, so parsing can continue.
pub fn skip_value(meta: &ParseNestedMeta<'_>) -> syn::Result<()> {
    if meta.input.peek(syn::Token![=]) {
        // Token trees up to the next comma: marker values such as `{"a": 1}` are not
        // Rust expressions.
        let input = meta.value()?;
        while !input.is_empty() && !input.peek(syn::Token![,]) {
            input.parse::<proc_macro2::TokenTree>()?;
        }
    } else if meta.input.peek(syn::token::Paren) {
        let content;
        syn::parenthesized!(content in meta.input);
        content.parse::<proc_macro2::TokenStream>()?;
    }
    Ok(())
}

const PRINTCOLUMN_KEYS: &[&str] = &[
    "description",
    "format",
    "json_path",
    "name",
    "priority",
    "type",
];
pub(super) const COLUMN_TYPES: &[&str] = &["integer", "number", "string", "boolean", "date"];
/// The formats the API server accepts on a printer column.
pub(super) const COLUMN_FORMATS: &[&str] = &[
    "int32",
    "int64",
    "float",
    "double",
    "byte",
    "date",
    "date-time",
    "password",
];

/// A value outside a closed list, with did-you-mean.
fn not_one_of(value: &Spanned<String>, what: &str, allowed: &[&str], key: &str) -> syn::Error {
    let help = match crate::diagnostic::suggest::best(&value.value, allowed) {
        Some(c) => format!(
            "did you mean `{key} = \"{c}\"`? the API server accepts {}",
            allowed.join(", ")
        ),
        None => format!("write one of {}", allowed.join(", ")),
    };
    syn_error(
        value.span,
        PRINTCOLUMN_VALUE_NOT_ALLOWED,
        format!(
            "{what} `{}` is not one the API server accepts\n= help: {help}",
            escape::value(&value.value)
        ),
    )
}

/// At most [`MAX_SELECTABLE_FIELDS`] selectable fields, each once.
pub(super) fn check_selectable(fields: &[Spanned<String>]) -> Result<(), AttrError> {
    for (i, f) in fields.iter().enumerate() {
        if let Some(first) = fields[..i].iter().find(|g| g.value == f.value) {
            return Err(AttrError::new(
                DUPLICATE_ENTRY,
                f.span,
                format!(
                    "selectable field `{}` is given twice",
                    escape::value(&f.value)
                ),
            )
            .label("second time")
            .help(format!(
                "remove one (the first is on line {})",
                first.span.start().line
            )));
        }
    }
    if let Some(extra) = fields.get(MAX_SELECTABLE_FIELDS) {
        return Err(AttrError::new(
            TOO_MANY_SELECTABLE_FIELDS,
            extra.span,
            format!("more than {MAX_SELECTABLE_FIELDS} selectable fields ({})", fields.len()),
        )
        .label("one too many")
        .help(format!("the API server accepts at most {MAX_SELECTABLE_FIELDS} selectable fields per version; keep the ones clients filter on")));
    }
    Ok(())
}

fn print_column(meta: &ParseNestedMeta<'_>) -> syn::Result<PrintColumn> {
    let span = meta.path.span();
    let (mut name, mut type_, mut json_path) = (None, None, None);
    let (mut description, mut format, mut priority) = (None, None, None);
    meta.parse_nested_meta(|inner| {
        let key = key_of(&inner);
        match key.as_str() {
            "name" => name = Some(string(&inner)?.value),
            "type" => {
                let t = string(&inner)?;
                if !COLUMN_TYPES.contains(&t.value.as_str()) {
                    return Err(not_one_of(&t, "printer column type", COLUMN_TYPES, "type"));
                }
                type_ = Some(t.value);
            }
            "json_path" => json_path = Some(string(&inner)?),
            "description" => description = Some(string(&inner)?.value),
            "format" => {
                let f = string(&inner)?;
                if !COLUMN_FORMATS.contains(&f.value.as_str()) {
                    return Err(not_one_of(&f, "printer column format", COLUMN_FORMATS, "format"));
                }
                format = Some(f.value);
            }
            "priority" => {
                let wrong = |span| {
                    wrong_value(
                        &inner,
                        span,
                        "an integer from 0 to 2147483647 (0 = shown by default, higher = only with `-o wide`)",
                        "1",
                    )
                };
                // A minus sign makes the value an expression, not a literal.
                let expr: syn::Expr = inner
                    .value()
                    .and_then(|v| v.parse())
                    .map_err(|e| wrong(e.span()))?;
                let lit = match &expr {
                    syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(lit), .. }) => lit.clone(),
                    _ => return Err(wrong(expr.span())),
                };
                let value = lit
                    .base10_parse::<i32>()
                    .map_err(|_| wrong(lit.span()))?;
                priority = Some(i64::from(value));
            }
            other => {
                return Err(unknown_key_in_parser(
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
        syn_error(
            span,
            MISSING_KEY,
            format!(
                "printcolumn(...) needs `{k}`: write printcolumn(name = \"Size\", type = \"integer\", json_path = \".spec.size\")"
            ),
        )
    };
    Ok(PrintColumn {
        name: name.ok_or_else(|| missing("name"))?,
        type_: type_.ok_or_else(|| missing("type"))?,
        json_path: json_path.ok_or_else(|| missing("json_path"))?,
        description,
        format,
        priority,
    })
}

const SCALE_KEYS: &[&str] = &[
    "label_selector_path",
    "spec_replicas_path",
    "status_replicas_path",
];

fn scale(meta: &ParseNestedMeta<'_>) -> syn::Result<Scale> {
    let span = meta.path.span();
    let (mut spec, mut status, mut selector) = (None, None, None);
    meta.parse_nested_meta(|inner| {
        let key = key_of(&inner);
        match key.as_str() {
            "spec_replicas_path" => spec = Some(string(&inner)?),
            "status_replicas_path" => status = Some(string(&inner)?),
            "label_selector_path" => selector = Some(string(&inner)?),
            other => {
                return Err(unknown_key_in_parser(
                    inner.path.span(),
                    other,
                    "scale(...)",
                    SCALE_KEYS,
                ));
            }
        }
        Ok(())
    })?;
    let missing = |k: &str| {
        syn_error(
            span,
            MISSING_KEY,
            format!(
                "scale(...) needs `{k}`: write scale(spec_replicas_path = \".spec.replicas\", status_replicas_path = \".status.replicas\")"
            ),
        )
    };
    Ok(Scale {
        spec_replicas_path: spec.ok_or_else(|| missing("spec_replicas_path"))?,
        status_replicas_path: status.ok_or_else(|| missing("status_replicas_path"))?,
        label_selector_path: selector,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_struct(item: syn::ItemStruct) -> Result<Option<KindOptions>, AttrError> {
        parse(&item.attrs, item.ident.span())
    }

    #[test]
    fn reads_every_option() {
        let o = parse_struct(syn::parse_quote! {
            #[crd(group = "cache.example.com", version = "v1alpha1", kind = "Memcached", namespaced,
                  status = "MemcachedStatus", shortname = "mc", category = "all",
                  printcolumn(name = "Size", type = "integer", json_path = ".spec.size", priority = 1),
                  scale(spec_replicas_path = ".spec.size", status_replicas_path = ".status.replicas"),
                  selectable = ".spec.size", annotation("a", "b"), label("c", "d"),
                  storage, deprecated = "use v1", doc = "Memcached is a cache.")]
            struct MemcachedSpec { size: i32 }
        })
        .unwrap()
        .unwrap();
        assert_eq!(o.group.value, "cache.example.com");
        assert_eq!(o.kind.value, "Memcached");
        assert!(o.namespaced && o.served && o.storage.is_some());
        assert_eq!(o.printer_columns[0].priority, Some(1));
        assert_eq!(o.scale.unwrap().spec_replicas_path.value, ".spec.size");
        assert_eq!(
            (&o.annotations[0].key.value, &o.annotations[0].value.value),
            (&"a".to_owned(), &"b".to_owned())
        );
        assert_eq!(o.deprecated.unwrap().warning.as_deref(), Some("use v1"));
    }

    #[test]
    fn unknown_key_suggests_the_closest() {
        let err = parse_struct(syn::parse_quote! {
            #[crd(grup = "x", version = "v1", kind = "K")]
            struct S {}
        })
        .unwrap_err();
        assert_eq!(err.message, "unknown key `grup` in #[crd(...)] on a kind");
        assert!(err.help.unwrap().starts_with("did you mean `group`?"));
    }

    #[test]
    fn a_value_of_the_wrong_form_says_how_to_write_it() {
        let err = parse_struct(syn::parse_quote! {
            #[crd(group = "x", version = 1, kind = "K")]
            struct S {}
        })
        .unwrap_err();
        assert_eq!(err.message, "`version` takes a string literal");
        assert_eq!(err.help.as_deref(), Some("write `version = \"...\"`"));
        let err = parse_struct(syn::parse_quote! {
            #[crd(group = "x", version = "v1", kind = "K", namespaced = "yes")]
            struct S {}
        })
        .unwrap_err();
        assert!(err.message.starts_with("`namespaced` is a flag"));
    }

    #[test]
    fn conflicting_options_are_errors() {
        let err = parse_struct(syn::parse_quote! {
            #[crd(group = "x", version = "v1", kind = "K", version = "v2")]
            struct S {}
        })
        .unwrap_err();
        assert_eq!(err.message, "`version` is given twice");
        let err = parse_struct(syn::parse_quote! {
            #[crd(group = "x", version = "v1", kind = "K",
                  scale(spec_replicas_path = ".spec.r", status_replicas_path = ".status.r"))]
            struct S {}
        })
        .unwrap_err();
        assert_eq!(err.message, "`scale` needs `status`");
    }

    #[test]
    fn client_verbs_need_their_subresources() {
        let o = parse_struct(syn::parse_quote! {
            #[crd(group = "x", version = "v1", kind = "K", client(read_only))]
            struct S {}
        })
        .unwrap()
        .unwrap();
        assert!(!o.client.allows(super::super::client::Verb::Create));
        let err = parse_struct(syn::parse_quote! {
            #[crd(group = "x", version = "v1", kind = "K", client(verbs = "get;replace_status"))]
            struct S {}
        })
        .unwrap_err();
        assert_eq!(
            err.message,
            "client verb `replace_status` needs the status subresource, which this kind does not have"
        );
        let err = parse_struct(syn::parse_quote! {
            #[crd(group = "x", version = "v1", kind = "K", client(verbs = "get"), client(skip))]
            struct S {}
        })
        .unwrap_err();
        assert_eq!(err.message, "`client` is given twice");
    }

    #[test]
    fn reads_the_root_options() {
        let o = parse_struct(syn::parse_quote! {
            #[crd(group = "x.io", version = "v1", kind = "K", status = "KStatus",
                  spec_optional, spec_doc = "spec is it", status_doc = "", status_nullable,
                  derive = "PartialEq", derive = ["Eq", "std::hash::Hash"])]
            struct S {}
        })
        .unwrap()
        .unwrap();
        assert!(o.spec_optional.is_some() && o.status_nullable.is_some());
        assert_eq!(o.spec_doc.unwrap().value, "spec is it");
        assert_eq!(o.status_doc.unwrap().value, "");
        let derives: Vec<String> = o
            .derives
            .iter()
            .map(|d| {
                let p = &d.value;
                quote::quote!(#p).to_string().replace(' ', "")
            })
            .collect();
        assert_eq!(derives, ["PartialEq", "Eq", "std::hash::Hash"]);
        let o = parse_struct(syn::parse_quote! {
            #[crd(group = "x.io", version = "v1", kind = "K", spec_optional = false)]
            struct S {}
        })
        .unwrap()
        .unwrap();
        assert!(o.spec_optional.is_none());
    }

    #[test]
    fn root_options_need_their_property() {
        let err = parse_struct(syn::parse_quote! {
            #[crd(group = "x.io", version = "v1", kind = "K", top_level, spec_optional)]
            struct S {}
        })
        .unwrap_err();
        assert_eq!(
            err.message,
            "`spec_optional` does not apply to a `top_level` kind: it has no `spec`"
        );
        let err = parse_struct(syn::parse_quote! {
            #[crd(group = "x.io", version = "v1", kind = "K", top_level, spec_doc = "x")]
            struct S {}
        })
        .unwrap_err();
        assert_eq!(
            err.message,
            "`spec_doc` does not apply to a `top_level` kind: it has no `spec`"
        );
        let err = parse_struct(syn::parse_quote! {
            #[crd(group = "x.io", version = "v1", kind = "K", status_subresource, status_nullable)]
            struct S {}
        })
        .unwrap_err();
        assert_eq!(
            err.message,
            "`status_nullable` needs `status`: the kind has no status property"
        );
        // With top_level, the status options apply.
        let o = parse_struct(syn::parse_quote! {
            #[crd(group = "x.io", version = "v1", kind = "K", top_level, status = "St",
                  status_doc = "observed", status_nullable)]
            struct S {}
        })
        .unwrap()
        .unwrap();
        assert!(o.status_nullable.is_some());
    }

    #[test]
    fn derives_the_root_has_or_repeats_are_errors() {
        let err = parse_struct(syn::parse_quote! {
            #[crd(group = "x.io", version = "v1", kind = "K", derive = "Clone")]
            struct S {}
        })
        .unwrap_err();
        assert_eq!(
            err.message,
            "the root type cannot take `derive = \"Clone\"`"
        );
        assert_eq!(
            err.help.as_deref(),
            Some("remove it: the root type always derives Clone and Debug")
        );
        let err = parse_struct(syn::parse_quote! {
            #[crd(group = "x.io", version = "v1", kind = "K", derive = "serde::Serialize")]
            struct S {}
        })
        .unwrap_err();
        assert_eq!(
            err.message,
            "the root type cannot take `derive = \"Serialize\"`"
        );
        let err = parse_struct(syn::parse_quote! {
            #[crd(group = "x.io", version = "v1", kind = "K", derive = "Eq", derive = ["PartialEq", "Eq"])]
            struct S {}
        })
        .unwrap_err();
        assert_eq!(err.message, "`derive = \"Eq\"` is given twice");
        let err = parse_struct(syn::parse_quote! {
            #[crd(group = "x.io", version = "v1", kind = "K", derive = "Partial Eq")]
            struct S {}
        })
        .unwrap_err();
        assert_eq!(
            err.message,
            "`derive` takes the name of a derivable trait, or a list of them"
        );
    }

    #[test]
    fn an_option_given_twice_names_every_repeatable_one() {
        let err = parse_struct(syn::parse_quote! {
            #[crd(group = "x", version = "v1", kind = "K", namespaced, namespaced)]
            struct S {}
        })
        .unwrap_err();
        assert!(err.help.unwrap().ends_with(
            "only annotation, category, derive, label, printcolumn, root_validation, selectable and shortname repeat"
        ));
    }

    #[test]
    fn missing_keys_are_named() {
        let err = parse_struct(syn::parse_quote! {
            #[crd(group = "x")]
            struct S {}
        })
        .unwrap_err();
        assert_eq!(err.message, "#[crd(...)] on a kind needs `version`, `kind`");
    }
}
