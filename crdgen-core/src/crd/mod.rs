//! Kinds → CustomResourceDefinition values (apiextensions.k8s.io/v1): the names
//! ([`plural`], checked by [`names`]), the versions and their schemas, the JSONPaths they
//! name ([`jsonpath`], checked by [`paths`]), how deep the result nests ([`json_depth`])
//! and the API approval a protected group needs ([`approval`]).

pub mod approval;
pub mod conversion_gap;
pub mod json_depth;
pub mod jsonpath;
pub mod names;
pub mod paths;
pub mod plural;
pub mod root_header;
mod version_annotation;

use serde_json::{Map, Value, json};

use crate::diagnostic::codes::kind::*;
use crate::diagnostic::escape;
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::model::kind::KindOptions;
use crate::model::{Kind, KindVersion};
use crate::schema::provenance::Step;
use crate::schema::{Provenance, Schema, SchemaBuilder};
use crate::source::SourceIndex;

/// The description crdgen (and controller-gen) writes on every root's `apiVersion`.
pub const API_VERSION_DESCRIPTION: &str = "APIVersion defines the versioned schema of this representation of an object.\nServers should convert recognized schemas to the latest internal value, and\nmay reject unrecognized values.\nMore info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources";
/// The description crdgen (and controller-gen) writes on every root's `kind`.
pub const KIND_DESCRIPTION: &str = "Kind is a string value representing the REST resource this object represents.\nServers may infer this from the endpoint the client submits requests to.\nCannot be updated.\nIn CamelCase.\nMore info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds";

/// A generated CRD.
pub struct Crd {
    /// API group.
    pub group: String,
    /// Plural resource name.
    pub plural: String,
    /// The whole object.
    pub value: Value,
    /// A kind the crate uses but does not own (`external`, or `external-kinds` in the
    /// configuration): the CRD is built, so its types are checked and clients can use its
    /// names, but no file and no editor/viewer roles are written for it.
    pub external: bool,
    /// Warnings about it (deprecated versions), sorted.
    pub warnings: Vec<Diagnostic>,
    /// The fields and markers behind each version's schema nodes, by version name, in
    /// the order of the versions: `crdgen check` points at them.
    pub provenance: Vec<(String, Provenance)>,
    /// Where the kind is declared (its first version's `kind = "..."`).
    pub declared_at: crate::diagnostic::Location,
}

impl Crd {
    /// controller-gen's file name: `<group>_<plural>.yaml`.
    pub fn file_name(&self) -> String {
        format!("{}_{}.yaml", self.group, self.plural)
    }
}

/// Options that changes how CRDs are built.
#[derive(Debug, Clone, Default)]
pub struct CrdOptions {
    /// Truncate descriptions to this many bytes, as controller-gen's `maxDescLen`
    /// (`Some(0)` drops them).
    pub max_description_length: Option<usize>,
    /// The value of controller-gen's `controller-gen.kubebuilder.io/version` annotation,
    /// when it is written (`controller-gen-version-annotation`).
    pub version_annotation: Option<&'static str>,
    /// Kinds the configuration's `external-kinds` names, as `Kind.group`.
    pub external_kinds: std::collections::BTreeSet<String>,
}

fn loc(src: &SourceIndex, v: &KindVersion, span: proc_macro2::Span) -> crate::diagnostic::Location {
    src.location_in(v.module, span)
}

/// One name-level setting that every version must agree on. A disagreement names both
/// values (as `show` writes them) and where each was written.
fn agree<T: PartialEq + Clone>(
    src: &SourceIndex,
    kind: &Kind,
    versions: &[&KindVersion],
    what: &str,
    get: impl Fn(&KindOptions) -> Option<T>,
    show: impl Fn(&T) -> String,
    diags: &mut Vec<Diagnostic>,
) -> Option<T> {
    let mut found: Option<(T, &KindVersion)> = None;
    for v in versions {
        if let Some(value) = get(&v.options) {
            match &found {
                Some((existing, first)) if *existing != value => {
                    let d = disagreement(
                        src,
                        kind,
                        what,
                        (first, &show(existing)),
                        (v, &show(&value)),
                    );
                    diags.push(d);
                }
                Some(_) => {}
                None => found = Some((value, *v)),
            }
        }
    }
    found.map(|(v, _)| v)
}

/// E0216: `first` and `then` (each a version and its value as written) disagree on
/// `what`. The error is at `then`; a note says what `first` has and where.
fn disagreement(
    src: &SourceIndex,
    kind: &Kind,
    what: &str,
    (first, first_value): (&KindVersion, &str),
    (then, then_value): (&KindVersion, &str),
) -> Diagnostic {
    let (a, b) = (
        escape::value(&first.options.version.value),
        escape::value(&then.options.version.value),
    );
    let at = loc(src, first, first.options.span);
    let mut d = Diagnostic::error(
        VERSIONS_DISAGREE,
        format!(
            "versions `{a}` and `{b}` of kind `{}` disagree on `{what}`",
            escape::value(&kind.kind)
        ),
    )
    .at(loc(src, then, then.options.span))
    .label(format!("version `{b}` has {then_value}"))
    .note(format!(
        "version `{a}` has {first_value}, at {}:{}:{}",
        at.file.display(),
        at.line,
        at.column
    ));
    if first_value == then_value {
        d = d.note(format!("the two `{what}` settings differ in their details"));
    }
    d.help(if what == "namespaced" {
        "a CRD has one scope for all its versions; write `namespaced` on every version or on none".to_owned()
    } else {
        format!("a CRD has one `{what}` for all its versions; set it the same way on every version, or on one only")
    })
}

/// A string setting as written: `plural = "foos"`.
fn show_string(what: &'static str) -> impl Fn(&String) -> String {
    move |v| format!("`{what} = \"{}\"`", escape::value(v))
}

/// A repeated string setting as written: `shortname = "f", shortname = "fo"`.
fn show_strings(what: &'static str) -> impl Fn(&Vec<String>) -> String {
    move |list| {
        let shown: Vec<String> = list
            .iter()
            .map(|v| format!("{what} = \"{}\"", escape::value(v)))
            .collect();
        format!("`{}`", shown.join(", "))
    }
}

/// Annotations or labels as written: `annotation("k", "v")`.
fn show_entries(what: &'static str) -> impl Fn(&Vec<(String, String)>) -> String {
    move |list| {
        let shown: Vec<String> = list
            .iter()
            .map(|(k, v)| format!("{what}(\"{}\", \"{}\")", escape::value(k), escape::value(v)))
            .collect();
        format!("`{}`", shown.join(", "))
    }
}

/// A conversion setting by its strategy.
fn show_conversion(c: &crate::model::conversion::Conversion) -> String {
    match c {
        crate::model::conversion::Conversion::None => "`conversion(none)`".to_owned(),
        crate::model::conversion::Conversion::Webhook(_) => {
            "a webhook `conversion(...)`".to_owned()
        }
    }
}

/// Whether a version is namespaced, and why (the flag is there or not).
fn show_scope(namespaced: &bool) -> String {
    if *namespaced {
        "`namespaced`".to_owned()
    } else {
        "no `namespaced` (cluster-scoped)".to_owned()
    }
}

/// Builds the CRD of one kind from all its versions. Every mistake in the kind and in
/// the types it uses is reported.
pub fn build(
    builder: &mut SchemaBuilder<'_>,
    kind: &Kind,
    options: &CrdOptions,
) -> Result<Crd, Diagnostics> {
    let src = builder.model().source();
    let mut diags = Vec::new();
    // Skipped versions are not part of the CRD at all, as with controller-gen's
    // `+kubebuilder:skipversion`: their settings and types are not read.
    let kept: Vec<&KindVersion> = kind
        .versions
        .iter()
        .filter(|v| v.options.skip_version.is_none())
        .collect();
    for v in &kind.versions {
        if let (Some(skip), Some(_)) = (v.options.skip_version, v.options.storage) {
            diags.push(
                Diagnostic::error(SKIPPED_STORAGE_VERSION, format!(
                    "version `{}` of kind `{}` is both skipped and the storage version",
                    escape::value(&v.options.version.value), escape::value(&kind.kind)
                ))
                .at(loc(src, v, skip))
                .label("skipped here")
                .help("a skipped version is not in the CRD, so it cannot be stored; move `storage` to a version that is kept, or remove `skip_version`"),
            );
        }
    }
    let Some(first_kept) = kept.first() else {
        let v = &kind.versions[kind.versions.len() - 1];
        let span = v.options.skip_version.unwrap_or(v.options.span);
        let mut d = Diagnostics(diags);
        d.0.push(
            Diagnostic::error(
                EVERY_VERSION_SKIPPED,
                format!(
                    "every version of kind `{}` is skipped, which leaves a CRD with no versions",
                    escape::value(&kind.kind)
                ),
            )
            .at(loc(src, v, span))
            .label("skipped here")
            .help("remove `skip_version` from the version the CRD should have"),
        );
        d.sort();
        return Err(d);
    };
    let plural = agree(
        src,
        kind,
        &kept,
        "plural",
        |o| o.plural.as_ref().map(|p| p.value.clone()),
        show_string("plural"),
        &mut diags,
    )
    .unwrap_or_else(|| plural::plural(&kind.kind));
    let singular = agree(
        src,
        kind,
        &kept,
        "singular",
        |o| o.singular.as_ref().map(|p| p.value.clone()),
        show_string("singular"),
        &mut diags,
    )
    .unwrap_or_else(|| plural::singular(&kind.kind));
    let list_kind = agree(
        src,
        kind,
        &kept,
        "list_kind",
        |o| o.list_kind.as_ref().map(|p| p.value.clone()),
        show_string("list_kind"),
        &mut diags,
    )
    .unwrap_or_else(|| plural::list_kind(&kind.kind));
    let namespaced = agree(
        src,
        kind,
        &kept,
        "namespaced",
        |o| Some(o.namespaced),
        show_scope,
        &mut diags,
    )
    .unwrap_or(false);
    let short_names = agree(
        src,
        kind,
        &kept,
        "shortname",
        |o| (!o.short_names.is_empty()).then(|| o.short_names.clone()),
        show_strings("shortname"),
        &mut diags,
    );
    let categories = agree(
        src,
        kind,
        &kept,
        "category",
        |o| (!o.categories.is_empty()).then(|| o.categories.clone()),
        show_strings("category"),
        &mut diags,
    );
    let annotations = agree(
        src,
        kind,
        &kept,
        "annotation",
        |o| (!o.annotations.is_empty()).then(|| entries(&o.annotations)),
        show_entries("annotation"),
        &mut diags,
    );
    version_annotation::check(src, &kept, options.version_annotation, &mut diags);
    let labels = agree(
        src,
        kind,
        &kept,
        "label",
        |o| (!o.labels.is_empty()).then(|| entries(&o.labels)),
        show_entries("label"),
        &mut diags,
    );
    let conversion = agree(
        src,
        kind,
        &kept,
        "conversion",
        |o| o.conversion.as_ref().map(|c| c.value.clone()),
        show_conversion,
        &mut diags,
    );
    let mut annotations = annotations;
    if let Some((key, value)) = conversion.as_ref().and_then(|c| c.annotation()) {
        let list = annotations.get_or_insert_with(Vec::new);
        if list.iter().any(|(k, _)| k == key) {
            let at = kept
                .iter()
                .find_map(|v| v.options.conversion.as_ref().map(|c| loc(src, v, c.span)));
            let mut d = Diagnostic::error(
                CONVERSION_INVALID,
                format!(
                    "`inject_ca_from` writes the annotation `{key}`, which annotation(...) sets too"
                ),
            )
            .label("writes the annotation")
            .help(format!("remove the annotation(\"{key}\", ...): `inject_ca_from` writes it; or drop `inject_ca_from` to keep your own value"));
            if let Some(at) = at {
                d = d.at(at);
            }
            diags.push(d);
        } else {
            list.push((key.to_owned(), value.to_owned()));
        }
    }

    let external = agree(
        src,
        kind,
        &kept,
        "external",
        |o| o.external.map(|_| true),
        |_| "`external`".to_owned(),
        &mut diags,
    )
    .unwrap_or(false)
        || options
            .external_kinds
            .contains(&format!("{}.{}", kind.kind, kind.group));
    // The cluster's CRD of an external kind is someone else's: its approval annotation
    // is theirs to write.
    if !external {
        approval::check(src, kind, &kept, annotations.as_deref(), &mut diags);
    }

    // Exactly one storage version; a single version is the storage version.
    let storage: Vec<&KindVersion> = kept
        .iter()
        .filter(|v| v.options.storage.is_some())
        .copied()
        .collect();
    let storage_version =
        match storage.as_slice() {
            [] if kept.len() == 1 => first_kept.options.version.value.clone(),
            [] => {
                let names: Vec<&str> = kept
                    .iter()
                    .map(|v| v.options.version.value.as_str())
                    .collect();
                let last = kept[kept.len() - 1];
                diags.push(
                Diagnostic::error(NO_STORAGE_VERSION, format!(
                    "kind `{}` has {} versions ({}) and none is the storage version",
                    escape::value(&kind.kind),
                    names.len(),
                    escape::value(&names.join(", "))
                ))
                .at(loc(src, last, last.options.span))
                .label("no `storage` here or on the other versions")
                .help(
                    "add `storage` to the #[crd(...)] of the version the API server should store",
                ),
            );
                String::new()
            }
            [one] => one.options.version.value.clone(),
            [first, second, ..] => {
                let span = second.options.storage.unwrap_or(second.options.span);
                diags.push(
                    Diagnostic::error(
                        TWO_STORAGE_VERSIONS,
                        format!(
                            "kind `{}` has two storage versions: `{}` and `{}`",
                            escape::value(&kind.kind),
                            escape::value(&first.options.version.value),
                            escape::value(&second.options.version.value)
                        ),
                    )
                    .at(loc(src, second, span))
                    .label("second storage version")
                    .note(format!(
                        "`{}` is also marked `storage` at {}",
                        escape::value(&first.options.version.value),
                        {
                            let l = loc(
                                src,
                                first,
                                first.options.storage.unwrap_or(first.options.span),
                            );
                            format!("{}:{}:{}", l.file.display(), l.line, l.column)
                        }
                    ))
                    .help("the API server stores one version; keep `storage` on exactly one"),
                );
                String::new()
            }
        };
    if !kept.iter().any(|v| v.options.served) {
        let v = first_kept;
        diags.push(
            Diagnostic::error(
                NO_SERVED_VERSION,
                format!(
                    "no version of kind `{}` is served",
                    escape::value(&kind.kind)
                ),
            )
            .at(loc(src, v, v.options.span))
            .label("served = false on every version")
            .help("remove `served = false` from at least one version"),
        );
    }

    let mut versions = Vec::new();
    let mut warnings = Vec::new();
    crate::crd::names::check(
        src,
        kind,
        &kept,
        &crate::crd::names::Names {
            plural: &plural,
            singular: &singular,
            list_kind: &list_kind,
            short_names: short_names.as_deref().unwrap_or_default(),
            categories: categories.as_deref().unwrap_or_default(),
        },
        &mut diags,
        &mut warnings,
    );
    // The fields and markers behind the schema nodes of each entry of `versions`, in
    // its order, by version name.
    let mut provenance = Vec::new();
    // Bare `ObjectMeta` nodes of Kubernetes types, in every version: one warning.
    let mut bare_metadata = std::collections::BTreeSet::new();
    for v in &kept {
        match version(builder, v, &storage_version, options) {
            Ok((value, rule_warnings, version_provenance, bare)) => {
                bare_metadata.extend(bare);
                versions.push(value);
                warnings.extend(rule_warnings);
                provenance.push((v.options.version.value.clone(), version_provenance));
            }
            Err(d) => diags.extend(d),
        }
        diags.extend(builder.take_errors());
        // Only clients of a served version are told it is deprecated, and an external
        // kind's versions are its owner's decision: neither is worth a line at every run.
        if let Some(dep) = &v.options.deprecated
            && v.options.served
            && !external
        {
            warnings.push(deprecation_warning(src, kind, v, dep, &storage_version));
        }
        warnings.extend(
            v.options
                .dialect_warnings
                .iter()
                .map(|w| w.clone().into_warning(loc(src, v, w.span))),
        );
    }
    if !diags.is_empty() {
        let mut d = Diagnostics(diags);
        d.sort();
        return Err(d);
    }
    // An external kind's CRD, conversion included, is its owner's.
    let webhook = matches!(
        conversion,
        Some(crate::model::conversion::Conversion::Webhook(_))
    );
    if !external && !webhook {
        warnings.extend(conversion_gap(src, kind, &kept, &versions));
    }

    let mut names = Map::new();
    if let Some(c) = categories {
        names.insert("categories".into(), json!(c));
    }
    names.insert("kind".into(), json!(kind.kind));
    names.insert("listKind".into(), json!(list_kind));
    names.insert("plural".into(), json!(plural));
    if let Some(s) = short_names {
        names.insert("shortNames".into(), json!(s));
    }
    names.insert("singular".into(), json!(singular));

    let mut metadata = Map::new();
    let mut annotations: Map<String, Value> = annotations
        .into_iter()
        .flatten()
        .map(|(k, v)| (k, Value::String(v)))
        .collect();
    if let Some(version) = options.version_annotation {
        annotations.insert(
            crate::controller_gen::VERSION_ANNOTATION.into(),
            Value::String(version.into()),
        );
    }
    if !annotations.is_empty() {
        metadata.insert("annotations".into(), Value::Object(annotations));
    }
    if let Some(l) = labels {
        metadata.insert(
            "labels".into(),
            Value::Object(l.into_iter().map(|(k, v)| (k, Value::String(v))).collect()),
        );
    }
    if builder.controller_gen().creation_timestamp_null {
        metadata.insert("creationTimestamp".into(), Value::Null);
    }
    metadata.insert("name".into(), json!(format!("{plural}.{}", kind.group)));

    // Built from the parts by moving them in: `json!` would copy `versions`, the whole
    // schema, through `serde_json::to_value` (#24).
    let spec = Map::from_iter([
        ("group".to_owned(), json!(kind.group)),
        ("names".to_owned(), Value::Object(names)),
        (
            "scope".to_owned(),
            json!(if namespaced { "Namespaced" } else { "Cluster" }),
        ),
        ("versions".to_owned(), Value::Array(versions)),
    ]);
    let mut value = Value::Object(Map::from_iter([
        ("apiVersion".to_owned(), json!("apiextensions.k8s.io/v1")),
        ("kind".to_owned(), json!("CustomResourceDefinition")),
        ("metadata".to_owned(), Value::Object(metadata)),
        ("spec".to_owned(), Value::Object(spec)),
    ]));
    if let (Some(c), Some(Value::Object(spec))) = (&conversion, value.get_mut("spec")) {
        spec.insert("conversion".into(), c.to_json());
    }
    if let Some((d, place)) = crate::crd::json_depth::check_crd(&value, &kind.kind) {
        // At the field that made the deepest value (or its nearest ancestor a field
        // made), else at the kind.
        let field = place.and_then(|place| {
            let origins = provenance.get(place.version)?.1.origins();
            let (_, at) = crate::schema::structural::nearest_origin(&place.field, &origins)?;
            Some(at.clone())
        });
        let d = match field {
            Some(at) => d.at(at).label("nests too deep"),
            None => d
                .at(loc(src, first_kept, first_kept.options.kind.span))
                .label("kind declared here"),
        };
        return Err(Diagnostics(vec![d]));
    }
    warnings.extend(builder.take_warnings());
    // An external kind's CRD is not written, so what it would prune is its owner's.
    if !external && !bare_metadata.is_empty() {
        let paths: Vec<String> = bare_metadata.into_iter().collect();
        warnings.push(
            crate::schema::embedded_meta::kind_warning(&kind.kind, &paths).at(loc(
                src,
                first_kept,
                first_kept.options.kind.span,
            )),
        );
    }
    if let Some(w) = size_warning(&value, kind, options).filter(|_| !external) {
        warnings.push(w.at(loc(src, first_kept, first_kept.options.kind.span)));
    }
    let mut warnings = Diagnostics(warnings);
    warnings.sort();
    Ok(Crd {
        group: kind.group.clone(),
        plural,
        value,
        external,
        warnings: warnings.0,
        provenance,
        declared_at: loc(src, first_kept, first_kept.options.kind.span),
    })
}

/// W0246 for the built `versions` (one per entry of `kept`, in order): their fields
/// differ and no webhook converts them.
fn conversion_gap(
    src: &SourceIndex,
    kind: &Kind,
    kept: &[&KindVersion],
    versions: &[Value],
) -> Option<Diagnostic> {
    let schemas: Vec<conversion_gap::VersionSchema<'_>> = versions
        .iter()
        .map(|v| conversion_gap::VersionSchema {
            name: v["name"].as_str().unwrap_or_default(),
            schema: &v["schema"]["openAPIV3Schema"],
            live: v["served"] == Value::Bool(true) || v["storage"] == Value::Bool(true),
        })
        .collect();
    conversion_gap::check(&kind.kind, &schemas, |i| {
        kept.get(i)
            .map_or_else(crate::diagnostic::Location::unknown, |v| {
                loc(src, v, v.options.version.span)
            })
    })
}

/// The limit on all annotations of an object together: client-side `kubectl apply`
/// stores the whole object as JSON in `kubectl.kubernetes.io/last-applied-configuration`.
pub const LAST_APPLIED_LIMIT: usize = 262_144;

/// The length of `value` as compact JSON, counted without building the text: the check
/// runs on every CRD, and the text itself is never needed (#24).
fn json_size(value: &Value) -> usize {
    /// Counts the bytes written to it.
    struct Counter(usize);
    impl std::io::Write for Counter {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0 += buf.len();
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut counter = Counter(0);
    match serde_json::to_writer(&mut counter, value) {
        Ok(()) => counter.0,
        // A `Value` always serializes; were it not to, the size is unknown, as before.
        Err(_) => 0,
    }
}

/// At least the length of `value` as compact JSON, found without serializing it: nearly
/// every CRD is far below [`LAST_APPLIED_LIMIT`] even counted this generously, and then
/// needs no exact count (#24: serializing every CRD was 1.3% of a 1,000-kind run). A
/// string counts as if every byte were escaped as `\u00XX`, a number as 24 bytes (the
/// longest serde_json writes, `-1.7976931348623157e308` and `-9223372036854775808`, are
/// shorter).
fn json_size_bound(value: &Value) -> usize {
    let string = |s: &str| s.len().saturating_mul(6).saturating_add(2);
    match value {
        Value::Null | Value::Bool(_) => 5,
        Value::Number(_) => 24,
        Value::String(s) => string(s),
        // Brackets and a comma after each item.
        Value::Array(items) => items
            .iter()
            .fold(2 + items.len(), |n, v| n.saturating_add(json_size_bound(v))),
        // Braces, and a colon and a comma for each entry.
        Value::Object(map) => map.iter().fold(2 + 2 * map.len(), |n, (k, v)| {
            n.saturating_add(string(k))
                .saturating_add(json_size_bound(v))
        }),
    }
}

/// A CRD too big for client-side apply: `kubectl apply` fails on it with "metadata.
/// annotations: Too long", which server-side apply and `kubectl create` do not.
fn size_warning(crd: &Value, kind: &Kind, options: &CrdOptions) -> Option<Diagnostic> {
    if json_size_bound(crd) <= LAST_APPLIED_LIMIT {
        return None;
    }
    let size = json_size(crd);
    if size <= LAST_APPLIED_LIMIT {
        return None;
    }
    let shrink = match options.max_description_length {
        Some(max) => format!("lower max-description-length (now {max})"),
        None => {
            "set max-description-length in the crdgen configuration (e.g. 0 drops descriptions)"
                .to_owned()
        }
    };
    Some(
        Diagnostic::warning(CRD_TOO_BIG_FOR_CLIENT_APPLY, format!(
            "the CRD of kind `{}` is {size} bytes as JSON, over the {LAST_APPLIED_LIMIT}-byte limit of client-side `kubectl apply`",
            escape::value(&kind.kind)
        ))
        .label("kind declared here")
        .note("client-side apply stores the whole object in the last-applied-configuration annotation, and the API server limits annotations to 262144 bytes")
        .help(format!("apply it with `kubectl apply --server-side`, or {shrink}")),
    )
}

/// Key and value of each metadata entry, for comparing versions and writing the map.
fn entries(list: &[crate::model::meta::MetaEntry]) -> Vec<(String, String)> {
    list.iter()
        .map(|e| (e.key.value.clone(), e.value.value.clone()))
        .collect()
}

/// A deprecated version is what the user asked for, but it is worth a line at every
/// run: clients of it get warnings, and a deprecated storage version keeps the data
/// in a version that is on its way out.
fn deprecation_warning(
    src: &SourceIndex,
    kind: &Kind,
    v: &KindVersion,
    dep: &crate::model::kind::Deprecated,
    storage: &str,
) -> Diagnostic {
    let name = &v.options.version.value;
    let shown = escape::value(name);
    let told = match &dep.warning {
        Some(w) => format!("clients of `{shown}` are told: {}", escape::value(w)),
        None => format!(
            "clients of `{shown}` get the API server's default warning (\"{}/{shown} {} is deprecated\")",
            escape::value(&kind.group),
            escape::value(&kind.kind)
        ),
    };
    let d = if name == storage {
        Diagnostic::warning(DEPRECATED_STORAGE_VERSION, format!(
            "version `{shown}` of kind `{}` is deprecated but is the storage version",
            escape::value(&kind.kind)
        ))
        .label("deprecated storage version")
        .help("objects are stored at a version clients are told to leave; make a version that is not deprecated the storage version")
    } else {
        Diagnostic::warning(
            DEPRECATED_VERSION,
            format!(
                "version `{shown}` of kind `{}` is deprecated",
                escape::value(&kind.kind)
            ),
        )
        .label("deprecated here")
        .help("move clients to a version that is not deprecated, then skip or remove this one")
    };
    d.at(loc(src, v, dep.span)).note(told)
}

/// A node of the finished schema the API server would reject as not structural. The
/// markers catch these at their own spans; what reaches this point is a combination they
/// did not foresee, reported at the field behind the node (see `origins`).
fn not_structural(
    src: &SourceIndex,
    v: &KindVersion,
    violation: crate::schema::structural::Violation,
    origins: &crate::schema::structural::Origins,
) -> Diagnostic {
    violation.into_diagnostic(
        &v.options.kind.value,
        &v.options.version.value,
        loc(src, v, v.options.kind.span),
        origins,
    )
}

/// One entry of `spec.versions`, with the warnings its CEL rules earned and the fields
/// behind its schema nodes. The errors of the types it uses stay in the builder.
/// A version's CRD entry, the warnings of its rules, the fields and markers behind its
/// nodes, and the paths of the bare `ObjectMeta` nodes of its Kubernetes types.
type VersionOutput = (Value, Vec<Diagnostic>, Provenance, Vec<String>);

fn version(
    builder: &mut SchemaBuilder<'_>,
    v: &KindVersion,
    storage: &str,
    options: &CrdOptions,
) -> Result<VersionOutput, Vec<Diagnostic>> {
    let src = builder.model().source();
    let o = &v.options;
    let spec = builder.item_schema(v.spec);
    let status = v.status.as_ref().map(|ty| status_schema(builder, v, ty));
    let (spec, spec_prov) = spec.map_err(|_| Vec::new())?;
    // `apiVersion`, `kind` and `metadata`: crdgen's, or those `root_properties` gives.
    // A given one the API server would refuse is reported with the version's other
    // problems, and left out meanwhile so that the root's check does not report it again.
    let (mut properties, header_errors) = match root_header::properties(
        builder.controller_gen().doc_comments,
        o.root_properties.as_ref(),
        |span| loc(src, v, span),
    ) {
        Ok(header) => (header, Vec::new()),
        Err(errors) => (Map::new(), errors),
    };
    let mut prov = Provenance::default();
    if let Some(status) = status {
        let (mut status, status_prov) = status.map_err(|()| Vec::new())?;
        describe(&mut status, o.status_doc.as_ref());
        if o.status_nullable.is_some() {
            status.insert("nullable".into(), json!(true));
        }
        properties.insert("status".into(), Value::Object(status));
        prov.nest(Step::Property("status".into()), status_prov);
    }
    let mut root: Schema = Map::new();
    match o.top_level {
        None => {
            let mut spec = spec;
            describe(&mut spec, o.spec_doc.as_ref());
            properties.insert("spec".into(), Value::Object(spec));
            prov.nest(Step::Property("spec".into()), spec_prov);
            if let Some(doc) = &o.doc {
                root.insert("description".into(), json!(doc));
            }
            if o.spec_optional.is_none() {
                root.insert("required".into(), json!(["spec"]));
            }
        }
        Some(span) => {
            top_level(&mut root, &mut properties, spec, o.doc.as_deref())
                .map_err(|d| vec![d.at(loc(src, v, span))])?;
            // The spec's nodes and rules moved up to the root, paths and all.
            prov.merge(spec_prov);
        }
    }
    if o.metadata_required.is_some() {
        // Before the rest, as controller-gen lists required fields in field order and
        // `ObjectMeta` comes first.
        let mut required = vec![json!("metadata")];
        if let Some(Value::Array(rest)) = root.remove("required") {
            required.extend(rest.into_iter().filter(|r| r != "metadata"));
        }
        root.insert("required".into(), Value::Array(required));
    }
    // Only a `top_level` kind without fields whose `root_properties` gives none of the
    // three has none: written as controller-gen (and the API server, storing the CRD)
    // writes an empty map, not at all.
    if !properties.is_empty() {
        root.insert("properties".into(), Value::Object(properties));
    }
    root.insert("type".into(), json!("object"));
    // kube-derive's `validation = ...`: rules on the whole object.
    if !o.root_validations.is_empty() {
        let rules: Vec<Value> = o.root_validations.iter().map(|r| r.value.clone()).collect();
        root.insert("x-kubernetes-validations".into(), Value::Array(rules));
    }
    let mut root = Value::Object(root);
    let rules = crate::schema::rule_checks::check(&root, &prov);
    let origins = prov.origins();
    let mut problems = header_errors;
    problems.extend(rules.errors);
    problems.extend(
        crate::schema::structural::check(&root)
            .into_iter()
            .map(|violation| not_structural(src, v, violation, &origins)),
    );
    problems.extend(crate::crd::paths::check(src, v, &root));
    if !problems.is_empty() {
        return Err(problems);
    }
    if let Some(max) = options.max_description_length {
        truncate_descriptions(&mut root, max);
    }

    let mut out = Map::new();
    if !o.printer_columns.is_empty() {
        let cols: Vec<Value> = o
            .printer_columns
            .iter()
            .map(|c| {
                let mut m = Map::new();
                // controller-gen's `description` is `omitempty`: an empty one is left out
                // (Flux's controllers write `description=""`).
                if let Some(d) = c.description.as_ref().filter(|d| !d.is_empty()) {
                    m.insert("description".into(), json!(d));
                }
                if let Some(f) = &c.format {
                    m.insert("format".into(), json!(f));
                }
                m.insert("jsonPath".into(), json!(c.json_path.value));
                m.insert("name".into(), json!(c.name));
                if let Some(p) = c.priority {
                    m.insert("priority".into(), json!(p));
                }
                m.insert("type".into(), json!(c.type_));
                Value::Object(m)
            })
            .collect();
        out.insert("additionalPrinterColumns".into(), Value::Array(cols));
    }
    if let Some(dep) = &o.deprecated {
        out.insert("deprecated".into(), json!(true));
        if let Some(w) = &dep.warning {
            out.insert("deprecationWarning".into(), json!(w));
        }
    }
    out.insert("name".into(), json!(o.version.value));
    // Moved in, not through `json!`, which would copy the whole schema (#24).
    out.insert(
        "schema".into(),
        Value::Object(Map::from_iter([("openAPIV3Schema".to_owned(), root)])),
    );
    if !o.selectable_fields.is_empty() {
        let fields: Vec<Value> = o
            .selectable_fields
            .iter()
            .map(|f| json!({"jsonPath": f.value}))
            .collect();
        out.insert("selectableFields".into(), Value::Array(fields));
    }
    out.insert("served".into(), json!(o.served));
    out.insert("storage".into(), json!(o.version.value == storage));
    let mut sub = Map::new();
    if let Some(scale) = &o.scale {
        let mut s = Map::new();
        if let Some(sel) = &scale.label_selector_path {
            s.insert("labelSelectorPath".into(), json!(sel.value));
        }
        s.insert(
            "specReplicasPath".into(),
            json!(scale.spec_replicas_path.value),
        );
        s.insert(
            "statusReplicasPath".into(),
            json!(scale.status_replicas_path.value),
        );
        sub.insert("scale".into(), Value::Object(s));
    }
    if o.status_subresource.unwrap_or(o.status.is_some()) {
        sub.insert("status".into(), json!({}));
    }
    if !sub.is_empty() {
        out.insert("subresources".into(), Value::Object(sub));
    }
    let bare = prov.bare_metadata();
    Ok((Value::Object(out), rules.warnings, prov, bare))
}

/// `spec_doc` / `status_doc`: the property's description replaces its type's, as the Go
/// field's doc comment does in controller-gen (`propSchema.Description = field.Doc`, the
/// type's doc only where the field has none); an empty one leaves none.
fn describe(schema: &mut Schema, doc: Option<&crate::model::kind::Spanned<String>>) {
    match doc {
        Some(d) if d.value.is_empty() => {
            schema.remove("description");
        }
        Some(d) => {
            schema.insert("description".into(), json!(d.value));
        }
        None => {}
    }
}

/// The schema of the status type `ty` (what `status = "..."` names): a struct or enum
/// of this crate. `Err(())` when it failed, its errors in the builder.
fn status_schema(
    builder: &mut SchemaBuilder<'_>,
    v: &KindVersion,
    ty: &crate::model::Ty,
) -> Result<(Schema, Provenance), ()> {
    use crate::model::{Body, TypeRef};
    let model = builder.model();
    let not_local = |builder: &mut SchemaBuilder<'_>| {
        builder.report(
            Diagnostic::error(
                STATUS_NOT_LOCAL,
                "`status` must name a struct defined in this crate",
            )
            .at(model.location(v.module, ty.span))
            .label("not a struct of this crate")
            .help("write status = \"FooStatus\" where FooStatus is a struct in this crate"),
        );
    };
    match &ty.kind {
        TypeRef::Local { def: id, .. } => {
            let def = model.def(*id);
            if matches!(def.body, Body::Alias(_)) {
                builder.report(
                    Diagnostic::error(
                        crate::diagnostic::codes::markers::NOT_A_TYPE,
                        "expected a struct or enum",
                    )
                    .at(model.location(def.module, def.span))
                    .label("a type alias")
                    .help("name the struct or enum itself in `status = \"...\"`"),
                );
                return Err(());
            }
            builder.item_schema(*id).map_err(|_| ())
        }
        TypeRef::Unresolved(d) => {
            builder.report((**d).clone());
            Err(())
        }
        _ => {
            not_local(builder);
            Err(())
        }
    }
}

/// `top_level`: the spec struct's schema becomes the root's. Its fields sit next to
/// `apiVersion`, `kind`, `metadata` (and `status`), its required list and type-level
/// keywords move up, and its doc comment describes the root unless `doc` says otherwise.
/// The error (a field named like one of the resource's own) is located by the caller.
fn top_level(
    root: &mut Schema,
    properties: &mut Map<String, Value>,
    mut spec: Schema,
    doc: Option<&str>,
) -> Result<(), Diagnostic> {
    if let Some(Value::Object(fields)) = spec.remove("properties") {
        for (name, schema) in fields {
            // The object's own three clash even where `root_properties` leaves one out.
            let own = crate::model::root_properties::NAMES.contains(&name.as_str());
            if own || properties.contains_key(&name) {
                let name = escape::value(&name);
                return Err(Diagnostic::error(TOP_LEVEL_FIELD_CLASH, format!(
                    "with `top_level`, the field `{name}` clashes with the resource's own `{name}`"
                ))
                .label("fields become top-level here")
                .help(format!(
                    "rename the field (e.g. #[serde(rename = \"{name}Value\")]); apiVersion, kind, metadata{} belong to the resource",
                    if properties.contains_key("status") { " and status" } else { "" }
                )));
            }
            properties.insert(name, schema);
        }
    }
    spec.remove("type");
    let description = spec.remove("description");
    match (doc, description) {
        (Some(doc), _) => {
            root.insert("description".into(), json!(doc));
        }
        (None, Some(d)) => {
            root.insert("description".into(), d);
        }
        (None, None) => {}
    }
    root.extend(spec);
    Ok(())
}

/// controller-gen's `TruncateDescription` on one description: with a limit of 0 it is
/// dropped (`None`); a longer one is cut to `max` bytes, then back to its last
/// whitespace, and `...` appended (`"of this re"` → `"of this..."`).
pub fn truncate_description(d: &str, max: usize) -> Option<String> {
    if max == 0 {
        return None;
    }
    if d.len() <= max {
        return Some(d.to_owned());
    }
    let mut d = d.to_owned();
    let mut cut = max;
    while !d.is_char_boundary(cut) {
        cut -= 1;
    }
    d.truncate(cut);
    if let Some((n, _)) = d.char_indices().rev().find(|(_, c)| c.is_whitespace())
        && n > 0
    {
        d.truncate(n);
    }
    d.push_str("...");
    Some(d)
}

/// [`truncate_description`] on every description of a schema (or of a map of
/// properties), as `max-description-length` cuts them.
pub fn truncate_descriptions(v: &mut Value, max: usize) {
    match v {
        Value::Object(m) => {
            if let Some(Value::String(d)) = m.get("description") {
                match truncate_description(d, max) {
                    Some(t) => {
                        m.insert("description".into(), Value::String(t));
                    }
                    None => {
                        m.remove("description");
                    }
                }
            }
            for (k, child) in m.iter_mut() {
                // Keys of `properties` are field names, not schema keywords.
                if k == "properties" {
                    if let Value::Object(props) = child {
                        for p in props.values_mut() {
                            truncate_descriptions(p, max);
                        }
                    }
                } else {
                    truncate_descriptions(child, max);
                }
            }
        }
        Value::Array(a) => a.iter_mut().for_each(|x| truncate_descriptions(x, max)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use crate::controller_gen::find;

    #[test]
    fn the_size_bound_is_never_below_the_size() {
        let values = [
            serde_json::json!(null),
            serde_json::json!(false),
            serde_json::json!(-9223372036854775808i64),
            serde_json::json!(18446744073709551615u64),
            serde_json::json!(-1.7976931348623157e308),
            serde_json::json!(5e-324),
            serde_json::json!("\u{0}\u{1f}\"\\\n"),
            serde_json::json!("é☃"),
            serde_json::json!([]),
            serde_json::json!({}),
            serde_json::json!({"a\u{1}": [1, "x", {"": null}], "b": {"c": [true, [[]]]}}),
        ];
        for v in &values {
            let (bound, size) = (super::json_size_bound(v), super::json_size(v));
            assert!(bound >= size, "{v}: bound {bound} < size {size}");
        }
        assert_eq!(super::json_size(&values[6]), 20);
    }

    #[test]
    fn type_meta_descriptions_per_release() {
        // What cnpg 1.18's CRD (controller-gen v0.9.2) has on `apiVersion` and `kind`.
        let v9 = find("v0.9.2").unwrap().doc_comments;
        assert_eq!(
            v9.godoc(super::API_VERSION_DESCRIPTION),
            "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources"
        );
        assert_eq!(
            v9.godoc(super::KIND_DESCRIPTION),
            "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds"
        );
        let newest = crate::controller_gen::newest().doc_comments;
        assert_eq!(
            newest.godoc(super::KIND_DESCRIPTION),
            super::KIND_DESCRIPTION
        );
    }
}
