//! One CustomResourceDefinition read into what its Rust needs: the kind attribute of
//! each version (CRD-level settings on every version, as crdgen wants them the same on
//! all; version settings on each) and the structs of each version's schema.

use std::path::Path;

use serde_json::{Map, Value};

use super::Options;
use super::builtin::Builtins;
use super::locate::{self, Step, YamlPath};
use super::names::Taken;
use super::render::SpecStruct;
use super::types::{Builder, RustStruct, doc_for};
use super::values::{self, str_lit};
use crate::diagnostic::codes::import as codes;
use crate::diagnostic::{Diagnostic, Location};
use crate::keywords::Needs;

// controller-gen's annotation naming its own version: crdgen writes it from its
// configuration (`controller-gen-version-annotation`), so the import leaves it out of
// the kind attribute and, for a release crdgen knows, writes that configuration.
use crate::controller_gen::{DocComments, VERSION_ANNOTATION};

/// The root properties every kind has, which crdgen writes itself.
const STANDARD: &[&str] = &["apiVersion", "kind", "metadata", "status"];

/// The root schema's keywords that the kind writes itself, whatever the kind: its
/// `description` (the `doc` option), `type`, `properties` and `required`.
const ROOT_OWN: &[&str] = &["description", "type", "properties", "required"];

/// The node of a `top_level` kind's struct: the root's properties and required names
/// but the standard ones and `status`, and the root's other keywords
/// (`x-kubernetes-preserve-unknown-fields`, `x-kubernetes-validations`, …), which
/// `top_level` moves from the struct's schema to the root, as its fields.
fn top_level_node(root: &Map<String, Value>) -> Map<String, Value> {
    let mut node = Map::new();
    node.insert("type".into(), Value::String("object".into()));
    for (key, value) in root {
        if !ROOT_OWN.contains(&key.as_str()) {
            node.insert(key.clone(), value.clone());
        }
    }
    if let Some(Value::Object(props)) = root.get("properties") {
        let own: Map<String, Value> = props
            .iter()
            .filter(|(k, _)| !STANDARD.contains(&k.as_str()))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        if !own.is_empty() {
            node.insert("properties".into(), Value::Object(own));
        }
    }
    if let Some(Value::Array(required)) = root.get("required") {
        let own: Vec<Value> = required
            .iter()
            .filter(|r| r.as_str().is_some_and(|r| !STANDARD.contains(&r)))
            .cloned()
            .collect();
        if !own.is_empty() {
            node.insert("required".into(), Value::Array(own));
        }
    }
    node
}

/// Where a document is.
pub struct File<'a> {
    /// The file.
    pub path: &'a Path,
    /// Its text, indexed once for all its diagnostics.
    pub index: &'a locate::Index<'a>,
    /// The document's index in it.
    pub doc: usize,
}

impl File<'_> {
    pub(super) fn at(&self, path: &[Step]) -> Location {
        self.index.locate(self.path, self.doc, path)
    }
}

/// One version of a kind: its module's structs and its spec struct's attribute.
#[derive(Debug)]
pub struct Version {
    /// The version name.
    pub name: String,
    /// Its structs, spec first.
    pub structs: Vec<RustStruct>,
    /// The spec struct with its kind attribute.
    pub spec: SpecStruct,
}

/// One imported kind.
#[derive(Debug)]
pub struct Kind {
    /// The API group.
    pub group: String,
    /// The kind.
    pub kind: String,
    /// Its file's name.
    pub file: String,
    /// Where its document starts, for diagnostics.
    pub at: Location,
    /// Its versions in the CRD's order.
    pub versions: Vec<Version>,
    /// The `max-description-length` its descriptions were cut with, if they were.
    pub description_limit: Option<usize>,
    /// The controller-gen release its version annotation names, if crdgen knows it.
    pub controller_gen: Option<String>,
}

/// Every description of a schema.
fn descriptions<'v>(v: &'v Value, out: &mut Vec<&'v str>) {
    match v {
        Value::Object(m) => {
            for (key, child) in m {
                match (key.as_str(), child) {
                    ("description", Value::String(d)) => out.push(d),
                    ("properties", Value::Object(props)) => {
                        props.values().for_each(|p| descriptions(p, out));
                    }
                    _ => descriptions(child, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|i| descriptions(i, out)),
        _ => {}
    }
}

/// The `max-description-length` that gives a root's descriptions: `None` when its
/// `apiVersion` and `kind` have crdgen's full descriptions (or no limit gives them),
/// else the least limit that cuts those two as they are and leaves every other
/// description as it is.
fn description_limit(root: &Map<String, Value>, style: DocComments) -> Option<usize> {
    use crate::crd::truncate_description;
    // `metav1.TypeMeta`'s godoc as the release joins it.
    let api_version_description = style.godoc(crate::crd::API_VERSION_DESCRIPTION);
    let kind_description = style.godoc(crate::crd::KIND_DESCRIPTION);
    let (api_version_description, kind_description) =
        (api_version_description.as_ref(), kind_description.as_ref());
    let of = |name: &str| {
        root.get("properties")?
            .get(name)?
            .get("description")?
            .as_str()
    };
    let (api, kind) = (of("apiVersion"), of("kind"));
    if api == Some(api_version_description) && kind == Some(kind_description) {
        return None;
    }
    let mut all = Vec::new();
    for (key, child) in root {
        match (key.as_str(), child) {
            ("description", Value::String(d)) => all.push(d.as_str()),
            (_, child) => descriptions(child, &mut all),
        }
    }
    let longest = api_version_description.len().max(kind_description.len());
    (0..longest).find(|&n| {
        truncate_description(api_version_description, n).as_deref() == api
            && truncate_description(kind_description, n).as_deref() == kind
            && all
                .iter()
                .all(|d| truncate_description(d, n).as_deref() == Some(*d))
    })
}

fn k(s: &str) -> Step {
    Step::Key(s.to_owned())
}

fn path(steps: &[Step]) -> YamlPath {
    steps.to_vec()
}

/// Reads one document: the kind, with the warnings of its import.
pub fn read(
    file: &File<'_>,
    value: &Value,
    options: &Options,
    builtins: &Builtins,
) -> Result<(Kind, Vec<Diagnostic>), Vec<Diagnostic>> {
    let missing = |what: &str, at: &[Step]| {
        vec![
            Diagnostic::error(
                codes::CRD_FIELD_MISSING,
                format!("the CustomResourceDefinition has no `{what}`"),
            )
            .at(file.at(at))
            .help("fix the CRD: the API server refuses it without this field"),
        ]
    };
    let api_version = value.get("apiVersion").and_then(Value::as_str);
    let kind = value.get("kind").and_then(Value::as_str);
    if api_version != Some("apiextensions.k8s.io/v1") || kind != Some("CustomResourceDefinition") {
        return Err(vec![
            Diagnostic::error(
                codes::NOT_A_CRD,
                format!(
                    "this document is a `{}` of `{}`, not an apiextensions.k8s.io/v1 CustomResourceDefinition",
                    kind.unwrap_or("?"),
                    api_version.unwrap_or("?")
                ),
            )
            .at(file.at(&[]))
            .help("give `crdgen import` CRD files only (apiextensions.k8s.io/v1)"),
        ]);
    }
    // The controller-gen release the version annotation names, when crdgen knows it: the
    // import writes doc comments that it joins back into the descriptions.
    let annotation = value
        .pointer("/metadata/annotations")
        .and_then(|a| a.get(VERSION_ANNOTATION))
        .and_then(Value::as_str);
    let release = annotation.and_then(crate::controller_gen::find);
    let doc_comments = release.map_or(DocComments::Lines, |r| r.doc_comments);
    let mut warnings = Vec::new();
    // A release crdgen does not write like: its annotation cannot come back, and the
    // output may differ where releases do; say so rather than drop it unseen.
    if let Some(unknown) = annotation.filter(|_| release.is_none()) {
        warnings.push(
            Diagnostic::warning(
                codes::SETTING_DROPPED,
                format!(
                    "controller-gen's version annotation (`{}`) is not carried into the Rust types: crdgen does not write like that release",
                    crate::diagnostic::escape::value(unknown)
                ),
            )
            .at(file.at(&[k("metadata"), k("annotations"), k(VERSION_ANNOTATION)]))
            .note(format!(
                "crdgen writes like controller-gen {}; the generated CRD has no such annotation",
                crate::controller_gen::versions().join(", ")
            ))
            .help("to have an annotation, set `controller-gen-version` to a release named above and `controller-gen-version-annotation = true` in crdgen.toml"),
        );
    }
    // The CRD's `status` is the API server's (kube-apiserver's CRD strategy resets it on
    // create and keeps its own on update): it never reaches the cluster, and crdgen
    // writes none; say so rather than drop it unseen.
    if value.get("status").is_some() {
        warnings.push(
            Diagnostic::warning(
                codes::CRD_STATUS_NOT_WRITTEN,
                "the CustomResourceDefinition's `status` is not carried into the Rust types: the API server sets it itself",
            )
            .at(file.at(&[k("status")]))
            .note("kube-apiserver resets a CRD's status when it is created and keeps its own when it is updated (the CRD strategy's PrepareForCreate and PrepareForUpdate), so the file's never reaches the cluster")
            .help("nothing to do: crdgen writes no CRD status; remove it from the file to silence this"),
        );
    }
    let mut drop = |what: String, at: &[Step]| {
        warnings.push(
            Diagnostic::warning(
                codes::SETTING_DROPPED,
                format!("{what} is not carried into the Rust types"),
            )
            .at(file.at(at))
            .help("add it by hand if crdgen has a spelling for it; the generated CRD lacks it"),
        );
    };
    let spec = value.get("spec").and_then(Value::as_object);
    let Some(spec) = spec else {
        return Err(missing("spec", &[]));
    };
    let str_at =
        |m: &Map<String, Value>, key: &str| m.get(key).and_then(Value::as_str).map(str::to_owned);
    let Some(group) = str_at(spec, "group") else {
        return Err(missing("spec.group", &[k("spec")]));
    };
    let Some(names_map) = spec.get("names").and_then(Value::as_object) else {
        return Err(missing("spec.names", &[k("spec")]));
    };
    let Some(kind) = str_at(names_map, "kind") else {
        return Err(missing("spec.names.kind", &[k("spec"), k("names")]));
    };
    let Some(plural) = str_at(names_map, "plural") else {
        return Err(missing("spec.names.plural", &[k("spec"), k("names")]));
    };
    let Some(versions) = spec
        .get("versions")
        .and_then(Value::as_array)
        .filter(|v| !v.is_empty())
    else {
        return Err(missing("spec.versions", &[k("spec")]));
    };

    // Kind-level settings: the same on every version's attribute.
    let mut kind_items = Vec::new();
    match str_at(spec, "scope").as_deref() {
        Some("Namespaced") => kind_items.push("namespaced".to_owned()),
        Some("Cluster") => {}
        _ => return Err(missing("spec.scope", &[k("spec")])),
    }
    kind_items.push(format!("plural = {}", str_lit(&plural)));
    if let Some(singular) = str_at(names_map, "singular") {
        kind_items.push(format!("singular = {}", str_lit(&singular)));
    }
    for (json, rust) in [("shortNames", "shortname"), ("categories", "category")] {
        for name in names_map
            .get(json)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            if let Some(name) = name.as_str() {
                kind_items.push(format!("{rust} = {}", str_lit(name)));
            }
        }
    }
    if let Some(list_kind) = str_at(names_map, "listKind")
        && list_kind != format!("{kind}List")
    {
        kind_items.push(format!("list_kind = {}", str_lit(&list_kind)));
    }
    for key in names_map.keys() {
        if ![
            "kind",
            "plural",
            "singular",
            "shortNames",
            "categories",
            "listKind",
        ]
        .contains(&key.as_str())
        {
            drop(
                format!("`spec.names.{key}`"),
                &[k("spec"), k("names"), k(key)],
            );
        }
    }
    if options.external {
        kind_items.push("external".to_owned());
    }
    if let Some(meta) = value.get("metadata").and_then(Value::as_object) {
        for (key, v) in meta {
            match (key.as_str(), v) {
                ("name", _) => {}
                // The release writes it (the zero `metav1.Time`), as crdgen does for it.
                ("creationTimestamp", Value::Null)
                    if release.is_some_and(|r| r.creation_timestamp_null) => {}
                ("annotations" | "labels", Value::Object(entries)) => {
                    let marker = if key == "labels" {
                        "label"
                    } else {
                        "annotation"
                    };
                    for (name, v) in entries {
                        if name == VERSION_ANNOTATION {
                            continue;
                        }
                        match v.as_str() {
                            Some(v) => kind_items.push(format!(
                                "{marker}({}, {})",
                                str_lit(name),
                                str_lit(v)
                            )),
                            None => drop(
                                format!("`metadata.{key}.{name}`"),
                                &[k("metadata"), k(key), k(name)],
                            ),
                        }
                    }
                }
                _ => drop(format!("`metadata.{key}`"), &[k("metadata"), k(key)]),
            }
        }
    }
    if let Some(conversion) = spec.get("conversion") {
        match conversion_item(conversion) {
            Some(item) => kind_items.extend(item),
            None => drop(
                "`spec.conversion`".to_owned(),
                &[k("spec"), k("conversion")],
            ),
        }
    }
    for key in spec.keys() {
        let known = ["group", "names", "scope", "versions", "conversion"];
        let harmless = key == "preserveUnknownFields" && spec.get(key) == Some(&Value::Bool(false));
        if !known.contains(&key.as_str()) && !harmless {
            drop(format!("`spec.{key}`"), &[k("spec"), k(key)]);
        }
    }

    let mut out_versions = Vec::new();
    // The `max-description-length` the descriptions were cut with: the first version
    // whose root says (its `apiVersion` and `kind` cut), for every version's root
    // properties to be compared with crdgen's cut by it.
    let limit = versions
        .iter()
        .filter_map(|v| {
            v.pointer("/schema/openAPIV3Schema")
                .and_then(Value::as_object)
        })
        .find_map(|root| description_limit(root, doc_comments))
        // Only a limit that leaves every version's descriptions as they are: one version
        // cut and another not (a version kept from before the limit) gets no limit, and
        // each keeps its descriptions as written (the cut root properties as
        // `root_properties`), so generate cuts nothing it should not.
        .filter(|&n| {
            versions.iter().all(|v| {
                let mut all = Vec::new();
                if let Some(root) = v.pointer("/schema/openAPIV3Schema") {
                    descriptions(root, &mut all);
                }
                all.iter()
                    .all(|d| crate::crd::truncate_description(d, n).as_deref() == Some(*d))
            })
        });
    // The warnings of the schemas, after those of the settings.
    let mut late = Vec::new();
    let several = versions.len() > 1;
    for (i, v) in versions.iter().enumerate() {
        let at = [k("spec"), k("versions"), Step::Index(i)];
        let Some(v) = v.as_object() else {
            return Err(missing("spec.versions[].name", &at));
        };
        let Some(name) = str_at(v, "name") else {
            return Err(missing("spec.versions[].name", &at));
        };
        let root_path = path(&[
            k("spec"),
            k("versions"),
            Step::Index(i),
            k("schema"),
            k("openAPIV3Schema"),
        ]);
        let Some(root) = v
            .get("schema")
            .and_then(|s| s.get("openAPIV3Schema"))
            .and_then(Value::as_object)
        else {
            return Err(missing("spec.versions[].schema.openAPIV3Schema", &at));
        };
        let mut items = vec![
            format!("group = {}", str_lit(&group)),
            format!("version = {}", str_lit(&name)),
            format!("kind = {}", str_lit(&kind)),
        ];
        items.extend(kind_items.iter().cloned());
        let mut taken = Taken::default();
        taken.reserve(&kind);
        taken.reserve(&format!("{kind}List"));
        let mut builder = Builder::new(&mut taken, builtins, doc_comments);
        let props = root.get("properties").and_then(Value::as_object);
        let prop = |name: &str| props.and_then(|p| p.get(name)).and_then(Value::as_object);
        let spec_name = format!("{kind}Spec");
        // Without `spec`, the root's own properties are a `top_level` struct's fields.
        let top = top_level_node(root);
        let (spec_node, top_level) = match prop("spec") {
            Some(s) => (s, false),
            None => (&top, true),
        };
        let spec_path = if top_level {
            root_path.clone()
        } else {
            let mut p = root_path.clone();
            p.extend([k("properties"), k("spec")]);
            p
        };
        let (spec_doc, spec_markers) = own(spec_node, &spec_path, &mut drop);
        if top_level {
            items.push("top_level".to_owned());
        }
        let (spec_doc, spec_doc_item) = exact_doc(spec_doc, "spec_doc", doc_comments);
        items.extend(spec_doc_item);
        let spec_struct = builder.object(spec_node, &spec_name, spec_doc, spec_markers, &spec_path);
        let mut status_struct = None;
        if let Some(status_node) = prop("status") {
            let status_path = {
                let mut p = root_path.clone();
                p.extend([k("properties"), k("status")]);
                p
            };
            // `nullable` is the kind's `status_nullable`, not a marker of the struct. Its
            // own keywords only, without it; the struct is built from the document's node
            // itself (it reads the properties and required names only), not from a copy,
            // whose nodes the built-in type detection would hash again.
            let own_keywords: Map<String, Value> = status_node
                .iter()
                .filter(|(k, _)| *k != "nullable" && *k != "properties")
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect();
            let nullable = status_node.get("nullable") == Some(&Value::Bool(true));
            let (status_doc, status_markers) = own(&own_keywords, &status_path, &mut drop);
            let (status_doc, status_doc_item) = exact_doc(status_doc, "status_doc", doc_comments);
            let status = builder.object(
                status_node,
                &format!("{kind}Status"),
                status_doc,
                status_markers,
                &status_path,
            );
            items.push(format!("status = {}", str_lit(&status)));
            status_struct = Some(status);
            items.extend(status_doc_item);
            if nullable {
                items.push("status_nullable".to_owned());
            }
        }
        let subresources = v.get("subresources").and_then(Value::as_object);
        let has_status_sub = subresources.is_some_and(|s| s.contains_key("status"));
        match (prop("status").is_some(), has_status_sub) {
            (true, false) => items.push("status_subresource = false".to_owned()),
            (false, true) => items.push("status_subresource".to_owned()),
            _ => {}
        }
        if let Some(scale) = subresources
            .and_then(|s| s.get("scale"))
            .and_then(Value::as_object)
        {
            let mut parts = Vec::new();
            for (json, rust) in [
                ("specReplicasPath", "spec_replicas_path"),
                ("statusReplicasPath", "status_replicas_path"),
                ("labelSelectorPath", "label_selector_path"),
            ] {
                if let Some(p) = scale.get(json).and_then(Value::as_str) {
                    parts.push(format!("{rust} = {}", str_lit(p)));
                }
            }
            items.push(format!("scale({})", parts.join(", ")));
        }
        for col in v
            .get("additionalPrinterColumns")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let Some(col) = col.as_object() else { continue };
            let mut parts = Vec::new();
            for (json, rust) in [
                ("name", "name"),
                ("type", "type"),
                ("jsonPath", "json_path"),
                ("description", "description"),
                ("format", "format"),
            ] {
                if let Some(p) = col.get(json).and_then(Value::as_str) {
                    parts.push(format!("{rust} = {}", str_lit(p)));
                }
            }
            if let Some(p) = col.get("priority").and_then(Value::as_i64) {
                parts.push(format!("priority = {p}"));
            }
            items.push(format!("printcolumn({})", parts.join(", ")));
        }
        for f in v
            .get("selectableFields")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            if let Some(p) = f.get("jsonPath").and_then(Value::as_str) {
                items.push(format!("selectable = {}", str_lit(p)));
            }
        }
        if several && v.get("storage") == Some(&Value::Bool(true)) {
            items.push("storage".to_owned());
        }
        if v.get("served") == Some(&Value::Bool(false)) {
            items.push("served = false".to_owned());
        }
        if v.get("deprecated") == Some(&Value::Bool(true)) {
            match str_at(v, "deprecationWarning") {
                Some(w) => items.push(format!("deprecated = {}", str_lit(&w))),
                None => items.push("deprecated".to_owned()),
            }
        }
        if let Some(doc) = root.get("description").and_then(Value::as_str) {
            items.push(format!("doc = {}", str_lit(doc)));
        }
        let root_required: Vec<&str> = root
            .get("required")
            .and_then(Value::as_array)
            .map(|r| r.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        if !top_level && !root_required.contains(&"spec") {
            items.push("spec_optional".to_owned());
        }
        if root_required.contains(&"metadata") {
            items.push("metadata_required".to_owned());
        }
        let kept_root = super::root_properties::kept(root, doc_comments, limit);
        if let Some(kept) = &kept_root {
            items.push(kept.item.clone());
            let mut at = root_path.clone();
            if root.contains_key("properties") {
                at.push(k("properties"));
            }
            late.push(
                Diagnostic::warning(
                    codes::ROOT_PROPERTIES_KEPT,
                    format!(
                        "the root's `apiVersion`, `kind` and `metadata` at `{}` are not the ones crdgen writes ({}): kept as `root_properties`",
                        locate::display(&root_path),
                        kept.differences
                    ),
                )
                .at(file.at(&at))
                .help("the kind keeps them as `#[crd(root_properties = ...)]`; remove it to have crdgen's (the API server reads only their types)"),
            );
        }
        for key in v.keys() {
            let known = [
                "name",
                "schema",
                "served",
                "storage",
                "subresources",
                "additionalPrinterColumns",
                "selectableFields",
                "deprecated",
                "deprecationWarning",
            ];
            if !known.contains(&key.as_str()) {
                let mut p = at.to_vec();
                p.push(k(key));
                drop(format!("`spec.versions[{i}].{key}`"), &p);
            }
        }
        for key in props.into_iter().flat_map(|p| p.keys()) {
            if !top_level && !STANDARD.contains(&key.as_str()) && key != "spec" {
                let mut p = root_path.clone();
                p.extend([k("properties"), k(key)]);
                drop(format!("the root property `{key}`"), &p);
            }
        }
        // crdgen requires `spec` (or a top-level kind's own fields) at the root, and
        // `metadata` with `metadata_required`, never `apiVersion`, `kind` or `status`: a
        // CRD that does loses that rule.
        for name in &root_required {
            if STANDARD.contains(name) && *name != "metadata" {
                let mut p = root_path.clone();
                p.push(k("required"));
                drop(format!("`{name}` in the root schema's `required`"), &p);
            }
        }
        // A `top_level` struct's own markers carry them (or `own` reported them).
        for key in root.keys().filter(|_| !top_level) {
            if !ROOT_OWN.contains(&key.as_str()) {
                let mut p = root_path.clone();
                p.push(k(key));
                drop(format!("`{key}` on the root schema"), &p);
            }
        }
        for o in &builder.overrides {
            late.push(
                Diagnostic::warning(
                    codes::SCHEMA_OVERRIDE,
                    format!("{} at `{}`: kept as a schema override", o.reason, locate::display(&o.path)),
                )
                .at(file.at(&o.path))
                .help("the field keeps the node as `#[crd(schema = ...)]`; give it a Rust type serde writes this way for typed access, and check the CRD with `crdgen check`"),
            );
        }
        for c in &builder.changed_docs {
            late.push(
                Diagnostic::warning(
                    codes::DESCRIPTION_CHANGED,
                    format!("the description at `{}` cannot be written as a doc comment that gives it back exactly", locate::display(&c.path)),
                )
                .at(file.at(&c.path))
                .help("crdgen cleans doc comments as controller-gen cleans Go comments; edit the doc comment if the difference matters"),
            );
        }
        for n in &builder.builtin_notes {
            late.push(n.warning(file.at(&n.path)));
        }
        let mut structs = builder.structs;
        let roots = super::problems::Roots {
            spec: &spec_struct,
            status: status_struct.as_deref(),
            top_level,
        };
        let (problems, mut comments) =
            super::problems::annotate(file, (&kind, &name), root, &root_path, &roots, &mut structs);
        late.extend(problems);
        if let Some(kept) = kept_root {
            comments.push(format!(
                "crdgen import: the root's apiVersion, kind and metadata are kept as the CRD has them ({}) (W1313)",
                kept.differences
            ));
        }
        out_versions.push(Version {
            name,
            structs,
            spec: SpecStruct {
                name: spec_struct,
                kind_items: items,
                comments,
            },
        });
    }
    warnings.extend(late);
    let file_name = file
        .path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    Ok((
        Kind {
            group,
            kind,
            file: file_name,
            at: file.at(&[]),
            versions: out_versions,
            description_limit: limit,
            controller_gen: release.map(|r| r.version.to_owned()),
        },
        warnings,
    ))
}

/// A spec's or status's description and its type-level markers (the keywords of its
/// node that its struct does not write); keywords with no marker are reported dropped.
fn own(
    node: &Map<String, Value>,
    at: &YamlPath,
    drop: &mut impl FnMut(String, &[Step]),
) -> (Option<String>, Vec<String>) {
    let mut markers = Vec::new();
    for (key, v) in node {
        if ["description", "type", "properties", "required"].contains(&key.as_str()) {
            continue;
        }
        match values::marker(key, v, Needs::Struct) {
            Ok(m) => markers.extend(m),
            Err(why) => {
                let mut p = at.clone();
                p.push(k(key));
                drop(format!("`{key}` ({why})"), &p);
            }
        }
    }
    (
        node.get("description")
            .and_then(Value::as_str)
            .map(str::to_owned),
        markers,
    )
}

/// A spec's or status's description: as the struct's doc comment when that gives it
/// back exactly, else as the kind option `option` (a string, kept exactly).
fn exact_doc(
    doc: Option<String>,
    option: &str,
    style: DocComments,
) -> (Option<String>, Option<String>) {
    match doc.map(|d| (doc_for(&d, style), d)) {
        Some(((_, false), d)) => (None, Some(format!("{option} = {}", str_lit(&d)))),
        Some(((doc, true), _)) => (Some(doc), None),
        None => (None, None),
    }
}

/// `spec.conversion` as the `conversion(...)` kind option, when crdgen can write it.
fn conversion_item(conversion: &Value) -> Option<Vec<String>> {
    let c = conversion.as_object()?;
    match c.get("strategy")?.as_str()? {
        "None" if c.len() == 1 => Some(vec!["conversion(none)".to_owned()]),
        "Webhook" => {
            let webhook = c.get("webhook")?.as_object()?;
            let client = webhook.get("clientConfig")?.as_object()?;
            let mut parts = Vec::new();
            if let Some(service) = client.get("service").and_then(Value::as_object) {
                parts.push(format!(
                    "service = {}",
                    str_lit(service.get("name")?.as_str()?)
                ));
                parts.push(format!(
                    "namespace = {}",
                    str_lit(service.get("namespace")?.as_str()?)
                ));
                if let Some(p) = service.get("path").and_then(Value::as_str) {
                    parts.push(format!("path = {}", str_lit(p)));
                }
                if let Some(p) = service.get("port").and_then(Value::as_i64) {
                    parts.push(format!("port = {p}"));
                }
            } else {
                parts.push(format!("url = {}", str_lit(client.get("url")?.as_str()?)));
            }
            if client.contains_key("caBundle") {
                return None;
            }
            if let Some(versions) = webhook
                .get("conversionReviewVersions")
                .and_then(Value::as_array)
            {
                let v: Option<Vec<String>> =
                    versions.iter().map(|v| v.as_str().map(str_lit)).collect();
                parts.push(format!("review_versions = [{}]", v?.join(", ")));
            }
            Some(vec![format!("conversion({})", parts.join(", "))])
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spec_description_the_release_cannot_join_back_is_kept_as_spec_doc() {
        // v0.9.2 joins lines with a space: a bare line break cannot come back from a doc
        // comment, so the description is the kind option, kept exactly.
        assert_eq!(
            exact_doc(Some("a\nb".to_owned()), "spec_doc", DocComments::Joined),
            (None, Some("spec_doc = \"a\\nb\"".to_owned()))
        );
        assert_eq!(
            exact_doc(Some("a \n b c".to_owned()), "spec_doc", DocComments::Joined),
            (Some("a\n\nb c".to_owned()), None)
        );
        assert_eq!(
            exact_doc(Some("a\nb".to_owned()), "spec_doc", DocComments::Lines),
            (Some("a\nb".to_owned()), None)
        );
    }

    #[test]
    fn type_meta_descriptions_of_v0_9_2_need_no_description_limit() {
        let root = |api: &str, kind: &str| {
            serde_json::json!({"properties": {
                "apiVersion": {"description": api, "type": "string"},
                "kind": {"description": kind, "type": "string"},
            }})
            .as_object()
            .cloned()
            .unwrap_or_default()
        };
        let joined = DocComments::Joined;
        let one_line = root(
            &joined.godoc(crate::crd::API_VERSION_DESCRIPTION),
            &joined.godoc(crate::crd::KIND_DESCRIPTION),
        );
        assert_eq!(description_limit(&one_line, joined), None);
    }
}
