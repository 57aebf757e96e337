//! Subtrees that are Kubernetes built-in types: an object node of an imported schema that
//! equals, exactly, the schema crdgen writes for a k8s-openapi type becomes a field of
//! that type (`k8s_openapi::api::core::v1::PodTemplateSpec`,
//! `k8s_openapi::apimachinery::pkg::apis::meta::v1::Condition`, …) instead of a tree of
//! structs. The reference is the schema stage's own rendering,
//! [`crate::k8s::field_schema`], so `crdgen generate` gives the node back.
//!
//! What of the node the type gives: everything, its description included, except at a
//! struct field, whose doc comment replaces the type's description (as the schema stage
//! writes a field's doc over its type's). A node without a description matches at a field
//! only a type without one. List items and map values carry the type's description. A
//! node that differs in anything else (an edited description inside, an extra marker)
//! stays structs: exactness first.
//!
//! Finding them: the definitions of every shipped Kubernetes version are indexed once per
//! process by their sorted property names (the names only, not the schemas); a node is
//! compared only with the definitions that have its property names, and those are
//! rendered on first use and cached by [`crate::k8s`].
//!
//! Which Kubernetes version: a built-in type's schema depends on the crate's Kubernetes
//! version (descriptions and fields change between versions) and on its `ObjectMeta`
//! form (`generate-embedded-object-meta`), one of each per crate. [`Builtins::survey`]
//! walks every schema of the run first and counts, for each version and form, the object
//! nodes the built-in types would stand for; the setting that covers most wins (ties:
//! the embedded form, crdgen's default, then crdgen's default version, then the newest),
//! and the crate's `crdgen.toml` names it. A subtree that is a built-in type at another
//! setting only stays structs, reported (W1311).

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::rc::Rc;
use std::sync::OnceLock;

use serde_json::{Map, Value};

use super::locate::{self, YamlPath};
use crate::diagnostic::codes::import as codes;
use crate::diagnostic::{Diagnostic, Location};

/// What a built-in type's schema depends on besides the type: the Kubernetes version of
/// the definitions and the form of `ObjectMeta` inside.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Setting {
    /// A shipped Kubernetes version (`crate::k8s::versions`).
    pub version: &'static str,
    /// `generate-embedded-object-meta` (crdgen's default: on).
    pub embedded_meta: bool,
}

impl Setting {
    /// "Kubernetes 1.36", with "with bare `ObjectMeta`" when the form is not the default.
    fn describe(self) -> String {
        if self.embedded_meta {
            format!("Kubernetes {}", self.version)
        } else {
            format!("Kubernetes {} with bare `ObjectMeta`", self.version)
        }
    }
}

/// `settings` in words, versions grouped: "Kubernetes 1.33 or 1.34", the form named
/// where it matters (where a version has one form only, and it is not `chosen`'s or is
/// the bare one).
fn describe_all(settings: &[Setting], chosen: Setting) -> String {
    let mut plain = Vec::new();
    let mut embedded = Vec::new();
    let mut bare = Vec::new();
    for version in crate::k8s::versions() {
        let has = |embedded_meta| {
            settings.contains(&Setting {
                version,
                embedded_meta,
            })
        };
        match (has(true), has(false)) {
            (true, true) => plain.push(*version),
            (true, false) if chosen.embedded_meta => plain.push(*version),
            (true, false) => embedded.push(*version),
            (false, true) => bare.push(*version),
            (false, false) => {}
        }
    }
    let list = |versions: &[&str]| match versions {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    };
    let mut parts = Vec::new();
    for (versions, form) in [
        (plain, ""),
        (embedded, " with embedded `ObjectMeta`"),
        (bare, " with bare `ObjectMeta`"),
    ] {
        if !versions.is_empty() {
            parts.push(format!("Kubernetes {}{form}", list(&versions)));
        }
    }
    parts.join(" or ")
}

/// Every setting, most preferred first: the embedded form before the bare one, crdgen's
/// default version first, then the newest to the oldest.
fn settings() -> Vec<Setting> {
    let mut versions: Vec<&'static str> = crate::k8s::versions().to_vec();
    versions.sort_by_key(|v| (*v != crate::k8s::DEFAULT_VERSION, std::cmp::Reverse(*v)));
    [true, false]
        .into_iter()
        .flat_map(|embedded_meta| {
            versions.iter().map(move |version| Setting {
                version,
                embedded_meta,
            })
        })
        .collect()
}

/// The definitions of every shipped version, by fingerprint ([`fingerprint`]), built on
/// first use, once per process.
struct Index {
    /// Fingerprint → the definitions with those property names in some version, in
    /// order of preference: stable API versions before alpha and beta ones, then by name.
    by_properties: HashMap<String, Vec<String>>,
    /// Each definition's versions (an object with properties there): rendering one
    /// where it is missing would be an error, whose message looks for the closest names.
    versions: HashMap<String, HashSet<&'static str>>,
}

fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| {
        let mut by_properties: HashMap<String, BTreeSet<(bool, String)>> = HashMap::new();
        let mut versions: HashMap<String, HashSet<&'static str>> = HashMap::new();
        for version in crate::k8s::versions() {
            // A version whose data does not read (a broken build) offers no type: its
            // subtrees stay structs, as they were before types were looked for.
            for (name, props) in crate::k8s::object_definitions(version).unwrap_or_default() {
                versions.entry(name.clone()).or_default().insert(version);
                by_properties
                    .entry(props.join("\n"))
                    .or_default()
                    .insert((prerelease(&name), name));
            }
        }
        Index {
            by_properties: by_properties
                .into_iter()
                .map(|(k, names)| (k, names.into_iter().map(|(_, n)| n).collect()))
                .collect(),
            versions,
        }
    })
}

/// Whether a definition is of an alpha or beta API version (`io.k8s.api.resource.v1beta2.X`).
fn prerelease(definition: &str) -> bool {
    definition
        .split('.')
        .any(|s| s.starts_with('v') && (s.contains("alpha") || s.contains("beta")))
}

/// A node's key into the index: its property names, sorted; `None` for a node with none
/// (no built-in type is taken for a bare object: too many would fit).
fn fingerprint(node: &Map<String, Value>) -> Option<String> {
    let props = node.get("properties")?.as_object()?;
    if props.is_empty() {
        return None;
    }
    let mut names: Vec<&str> = props.keys().map(String::as_str).collect();
    names.sort_unstable();
    Some(names.join("\n"))
}

/// Whether `node` is `schema` but for the description; at a field (`field`), whose doc
/// comment gives the description, a node may have one where the type has another or
/// none, else the two must be the same.
fn equal(node: &Map<String, Value>, schema: &Map<String, Value>, field: bool) -> bool {
    let len = |m: &Map<String, Value>| m.len() - usize::from(m.contains_key("description"));
    let description = match (node.get("description"), schema.get("description")) {
        (a, b) if a == b => true,
        (Some(_), _) => field,
        (None, _) => false,
    };
    description
        && len(node) == len(schema)
        && node
            .iter()
            .filter(|(k, _)| *k != "description")
            .all(|(k, v)| schema.get(k) == Some(v))
}

/// k8s-openapi's feature for a Kubernetes version: `v1_36` for `1.36`.
fn version_feature(version: &str) -> String {
    format!("v{}", version.replace('.', "_"))
}

/// Whether two schemas are the same but for their descriptions (the `description`
/// keyword of each node; a property named `description` counts).
fn same_but_descriptions(a: &Map<String, Value>, b: &Map<String, Value>) -> bool {
    fn value(a: &Value, b: &Value) -> bool {
        match (a, b) {
            (Value::Object(a), Value::Object(b)) => same_but_descriptions(a, b),
            (Value::Array(a), Value::Array(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(a, b)| value(a, b))
            }
            _ => a == b,
        }
    }
    let keys = |m: &Map<String, Value>| -> BTreeSet<String> {
        m.keys().filter(|k| *k != "description").cloned().collect()
    };
    if keys(a) != keys(b) {
        return false;
    }
    a.iter()
        .filter(|(k, _)| *k != "description")
        .all(|(k, v)| match (k.as_str(), v, &b[k]) {
            // A map of property names to schemas: every name counts.
            ("properties", Value::Object(pa), Value::Object(pb)) => {
                pa.len() == pb.len()
                    && pa
                        .iter()
                        .all(|(name, s)| pb.get(name).is_some_and(|t| value(s, t)))
            }
            (_, v, w) => value(v, w),
        })
}

/// A built-in type that a node is.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    /// Its Rust path.
    pub rust: String,
    /// Its OpenAPI definition (`io.k8s.api.core.v1.PodTemplateSpec`).
    pub definition: String,
    /// Whether the type's own description is the node's: a field of it needs no doc
    /// comment.
    pub same_description: bool,
}

/// One distinct schema of a definition: the settings that write it, its
/// [`Matcher::shape`] hash, the schema.
type Render = (Vec<Setting>, u64, Map<String, Value>);

/// The distinct schemas of one definition.
type Renders = Vec<Render>;

/// Compares nodes with built-in types for one import. The definitions looked at are
/// rendered once each, and a definition is the same at most settings, so a node is
/// compared with each distinct schema once; and first by a hash of its shape (the
/// node but its description), computed once per node of the documents (bottom up, in
/// the survey), so that a node is walked whole only when it is the type.
#[derive(Debug, Default)]
struct Matcher {
    renders: RefCell<HashMap<String, Rc<Renders>>>,
    /// The shape hashes of the documents' nodes, by address: recorded during the survey
    /// only, while every node recorded is alive (the documents outlive the import), so an
    /// address names one node. A node made later (a copy) is hashed afresh.
    shapes: RefCell<HashMap<*const Map<String, Value>, u64>>,
    /// Whether [`Self::shape`] records (the survey, over the documents).
    recording: std::cell::Cell<bool>,
    /// What [`Self::matches`] found for a node, by the node's content: its shape, its
    /// description's hash, and whether it is a field's. The same subtree at other
    /// addresses (a `Condition` in every status, the same pod template in many CRDs) is
    /// compared with the definitions once: the survey and the builder ask for every
    /// node, and comparing a node with a type walks it whole. Both hashes are SipHash
    /// over the whole content; two different nodes meeting in 128 bits is not a concern.
    found: RefCell<HashMap<ContentKey, BTreeMap<Setting, Found>>>,
}

/// A node's content for [`Matcher::matches`]: its shape's hash, its description's hash
/// (0 without one), whether it is a struct field's.
type ContentKey = (u64, u64, bool);

/// Hashes a value into `h`: objects by their shape and description, so that the hashes
/// of nested nodes are [`Matcher::shape`]'s.
fn hash_value(matcher: &Matcher, value: &Value) -> u64 {
    let mut h = DefaultHasher::new();
    match value {
        Value::Object(m) => {
            0u8.hash(&mut h);
            matcher.shape(m).hash(&mut h);
            m.get("description")
                .map(|d| hash_value(matcher, d))
                .hash(&mut h);
        }
        Value::Array(items) => {
            1u8.hash(&mut h);
            for item in items {
                hash_value(matcher, item).hash(&mut h);
            }
        }
        Value::String(s) => (2u8, s).hash(&mut h),
        Value::Number(n) => (3u8, n.to_string()).hash(&mut h),
        Value::Bool(b) => (4u8, b).hash(&mut h),
        Value::Null => 5u8.hash(&mut h),
    }
    h.finish()
}

impl Matcher {
    /// A hash of `node` but its own description (nested descriptions count), equal for
    /// equal nodes whatever their key order.
    fn shape(&self, node: &Map<String, Value>) -> u64 {
        let key = node as *const Map<String, Value>;
        if let Some(h) = self.shapes.borrow().get(&key) {
            return *h;
        }
        // Entries combined by a sum: independent of their order.
        let sum = node
            .iter()
            .filter(|(k, _)| *k != "description")
            .map(|(k, v)| {
                let mut h = DefaultHasher::new();
                (k, hash_value(self, v)).hash(&mut h);
                h.finish()
            })
            .fold(0u64, u64::wrapping_add);
        if self.recording.get() {
            self.shapes.borrow_mut().insert(key, sum);
        }
        sum
    }

    fn renders(&self, definition: &str) -> Rc<Renders> {
        if let Some(r) = self.renders.borrow().get(definition) {
            return Rc::clone(r);
        }
        let mut out: Renders = Vec::new();
        let versions = index().versions.get(definition);
        for setting in settings() {
            if !versions.is_some_and(|v| v.contains(setting.version)) {
                continue;
            }
            // A version without the definition (or where it is recursive) writes none.
            let Ok(Value::Object(schema)) =
                crate::k8s::field_schema(setting.version, definition, setting.embedded_meta)
            else {
                continue;
            };
            // Not recorded: a render is no node of the documents.
            let recording = self.recording.replace(false);
            let shape = self.shape(&schema);
            self.recording.set(recording);
            match out.iter_mut().find(|(_, h, s)| *h == shape && *s == schema) {
                Some((settings, _, _)) => settings.push(setting),
                None => out.push((vec![setting], shape, schema)),
            }
        }
        let out = Rc::new(out);
        self.renders
            .borrow_mut()
            .insert(definition.to_owned(), Rc::clone(&out));
        out
    }

    /// The built-in type `node` is at each setting where it is one: of the definitions
    /// that fit, the first whose description is the node's, else the first in the
    /// index's order. `field`: the node is a struct field's.
    fn matches(&self, node: &Map<String, Value>, field: bool) -> BTreeMap<Setting, Found> {
        let mut out: BTreeMap<Setting, Found> = BTreeMap::new();
        let index = index();
        let Some(candidates) = fingerprint(node).and_then(|f| index.by_properties.get(&f)) else {
            return out;
        };
        let shape = self.shape(node);
        let description = node.get("description").map_or(0, |d| hash_value(self, d));
        let key = (shape, description, field);
        if let Some(found) = self.found.borrow().get(&key) {
            return found.clone();
        }
        // The crate compiles against k8s-openapi's `latest`: a type must be there.
        let newest = crate::k8s::versions().last().copied().unwrap_or_default();
        for definition in candidates {
            if !index
                .versions
                .get(definition)
                .is_some_and(|v| v.contains(newest))
            {
                continue;
            }
            let Some(rust) = crate::k8s::rust_path(definition) else {
                continue;
            };
            for (settings, hash, schema) in self.renders(definition).iter() {
                if *hash != shape || !equal(node, schema, field) {
                    continue;
                }
                let same_description = node.get("description") == schema.get("description");
                for setting in settings {
                    let better = out
                        .get(setting)
                        .is_none_or(|f| same_description && !f.same_description);
                    if better {
                        out.insert(
                            *setting,
                            Found {
                                rust: rust.clone(),
                                definition: definition.clone(),
                                same_description,
                            },
                        );
                    }
                }
            }
        }
        self.found.borrow_mut().insert(key, out.clone());
        out
    }
}

/// A node that is a built-in type at other settings than the crate's only.
#[derive(Debug, Clone, PartialEq)]
pub struct Note {
    /// Where the node is in the document.
    pub path: YamlPath,
    /// The type.
    pub rust: String,
    /// The settings at which it is that type.
    pub settings: Vec<Setting>,
    /// The crate's setting.
    pub chosen: Setting,
}

impl Note {
    /// W1311, at the node.
    pub fn warning(&self, at: Location) -> Diagnostic {
        Diagnostic::warning(
            codes::BUILTIN_AT_OTHER_VERSION,
            format!(
                "the schema at `{}` is `{}` as {} writes it, but the crate's built-in types are {}'s: written as structs",
                locate::display(&self.path),
                self.rust,
                describe_all(&self.settings, self.chosen),
                self.chosen.describe()
            ),
        )
        .at(at)
        .help("the structs generate the same schema; a crate has one Kubernetes version and `ObjectMeta` form for all its built-in types (`kubernetes-version` and `generate-embedded-object-meta` in crdgen.toml), and the import took those most subtrees fit")
    }
}

/// The built-in types of one import: the setting chosen for the crate and the types used.
#[derive(Debug, Default)]
pub struct Builtins {
    /// The crate's setting; `None` when no subtree of the run is a built-in type.
    chosen: Option<Setting>,
    /// The Rust paths written, with how often.
    used: RefCell<BTreeMap<String, usize>>,
    /// The definitions of the types written, by Rust path.
    used_definitions: RefCell<BTreeMap<String, String>>,
    /// The schemas of the definitions looked at.
    matcher: Matcher,
}

/// The properties of a CRD document that become struct fields of its spec and status
/// structs (or of a top-level kind's struct), as `crd::read` builds them.
fn struct_fields(document: &Value) -> Vec<&Map<String, Value>> {
    /// The root properties crdgen writes itself (`crd::STANDARD`).
    const STANDARD: &[&str] = &["apiVersion", "kind", "metadata", "status"];
    let mut out = Vec::new();
    fn props(node: &Map<String, Value>) -> Vec<(&String, &Map<String, Value>)> {
        node.get("properties")
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
            .filter_map(|(k, v)| Some((k, v.as_object()?)))
            .collect()
    }
    let versions = document
        .pointer("/spec/versions")
        .and_then(Value::as_array)
        .into_iter()
        .flatten();
    for version in versions {
        let Some(root) = version
            .pointer("/schema/openAPIV3Schema")
            .and_then(Value::as_object)
        else {
            continue;
        };
        let root_props = props(root);
        let spec = root_props.iter().find(|(k, _)| *k == "spec");
        match spec {
            Some((_, spec)) => out.extend(props(spec).into_iter().map(|(_, v)| v)),
            None => out.extend(
                root_props
                    .iter()
                    .filter(|(k, _)| !STANDARD.contains(&k.as_str()))
                    .map(|(_, v)| *v),
            ),
        }
        if let Some((_, status)) = root_props.iter().find(|(k, _)| *k == "status") {
            out.extend(props(status).into_iter().map(|(_, v)| v));
        }
    }
    out
}

/// The counts of the survey: for each setting (in [`settings`]' order), the object
/// nodes built-in types would stand for.
struct Survey<'m> {
    settings: Vec<Setting>,
    matcher: &'m Matcher,
}

impl Survey<'_> {
    /// The object nodes of `node`'s subtree (with properties), and for each setting how
    /// many of them built-in types stand for, the outermost type taken.
    fn visit(&self, node: &Map<String, Value>, field: bool) -> (usize, Vec<usize>) {
        let mut weight = 0;
        let mut scores = vec![0; self.settings.len()];
        for (child, child_field) in children(node) {
            let (w, s) = self.visit(child, child_field);
            weight += w;
            scores.iter_mut().zip(s).for_each(|(a, b)| *a += b);
        }
        if fingerprint(node).is_some() {
            weight += 1;
            let matches = self.matcher.matches(node, field);
            for (score, setting) in scores.iter_mut().zip(&self.settings) {
                if matches.contains_key(setting) {
                    *score = weight;
                }
            }
        }
        (weight, scores)
    }
}

/// The object children of a node, with whether each is a struct field (a property)
/// rather than list items or map values.
fn children(node: &Map<String, Value>) -> Vec<(&Map<String, Value>, bool)> {
    let mut out = Vec::new();
    if let Some(Value::Object(props)) = node.get("properties") {
        out.extend(
            props
                .values()
                .filter_map(Value::as_object)
                .map(|p| (p, true)),
        );
    }
    for key in ["items", "additionalProperties"] {
        if let Some(Value::Object(child)) = node.get(key) {
            out.push((child, false));
        }
    }
    out
}

impl Builtins {
    /// The setting for the CRD `documents` of one import: the one at which built-in types
    /// stand for the most object nodes; none if no node is one at any.
    pub fn survey(documents: &[&Value]) -> Builtins {
        let matcher = Matcher::default();
        matcher.recording.set(true);
        let survey = Survey {
            settings: settings(),
            matcher: &matcher,
        };
        let mut totals = vec![0; survey.settings.len()];
        for document in documents {
            for field in struct_fields(document) {
                let (_, scores) = survey.visit(field, true);
                totals.iter_mut().zip(scores).for_each(|(a, b)| *a += b);
            }
        }
        matcher.recording.set(false);
        // The first of the most preferred among the best.
        let best = totals.iter().copied().max().unwrap_or(0);
        let chosen = (best > 0)
            .then(|| {
                survey
                    .settings
                    .iter()
                    .zip(&totals)
                    .find(|(_, t)| **t == best)
                    .map(|(s, _)| *s)
            })
            .flatten();
        Builtins {
            chosen,
            used: RefCell::default(),
            used_definitions: RefCell::default(),
            matcher,
        }
    }

    /// The built-in type `node` is at the crate's setting, recorded as used (`field`:
    /// the node is a struct field's, whose doc comment gives its description); else, if
    /// it is one at other settings, the note for W1311 at `path`.
    pub fn find(
        &self,
        node: &Map<String, Value>,
        field: bool,
        path: &YamlPath,
    ) -> (Option<Found>, Option<Note>) {
        let Some(chosen) = self.chosen else {
            return (None, None);
        };
        let mut matches = self.matcher.matches(node, field);
        if let Some(found) = matches.remove(&chosen) {
            *self
                .used
                .borrow_mut()
                .entry(found.rust.clone())
                .or_default() += 1;
            self.used_definitions
                .borrow_mut()
                .insert(found.rust.clone(), found.definition.clone());
            return (Some(found), None);
        }
        let note = matches.values().next().map(|first| Note {
            path: path.clone(),
            rust: first.rust.clone(),
            settings: matches.keys().copied().collect(),
            chosen,
        });
        (None, note)
    }

    /// The Rust paths of the built-in types written, with how often each.
    pub fn used(&self) -> BTreeMap<String, usize> {
        self.used.borrow().clone()
    }

    /// The crate's setting, when a built-in type was written.
    fn in_use(&self) -> Option<Setting> {
        self.chosen.filter(|_| !self.used.borrow().is_empty())
    }

    /// The lines of `crdgen.toml` that give the built-in types their schemas: the
    /// Kubernetes version and, if bare, the `ObjectMeta` form; empty when none is used.
    pub fn config_lines(&self) -> String {
        let Some(setting) = self.in_use() else {
            return String::new();
        };
        let mut out = format!(
            "# The Kubernetes version whose built-in types the imported CRDs embed.\nkubernetes-version = {}\n",
            toml::Value::String(setting.version.to_owned())
        );
        if !setting.embedded_meta {
            out.push_str("# Their `ObjectMeta` inside are bare objects, as controller-gen writes them by default.\ngenerate-embedded-object-meta = false\n");
        }
        out
    }

    /// The built-in types written whose fields differ (descriptions aside) between the
    /// crate's setting and Kubernetes `version` (one k8s-openapi builds), by Rust name,
    /// sorted: their Rust fields there are not their schemas'.
    fn differing(&self, version: &str) -> Vec<String> {
        let Some(chosen) = self.in_use() else {
            return Vec::new();
        };
        if chosen.version == version {
            return Vec::new();
        }
        let theirs = crate::k8s::versions()
            .iter()
            .find(|v| **v == version)
            .map(|version| Setting {
                version,
                embedded_meta: chosen.embedded_meta,
            });
        self.used_definitions
            .borrow()
            .iter()
            .filter(|(_, definition)| {
                let renders = self.matcher.renders(definition);
                let at = |setting: Setting| {
                    renders
                        .iter()
                        .find(|(settings, _, _)| settings.contains(&setting))
                        .map(|(_, _, schema)| schema)
                };
                // Descriptions aside: a type whose descriptions alone changed has the
                // same fields in both. A version crdgen does not ship differs.
                !matches!((at(chosen), theirs.and_then(at)), (Some(a), Some(b)) if same_but_descriptions(a, b))
            })
            .map(|(rust, _)| format!("`{}`", rust.rsplit("::").next().unwrap_or(rust)))
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect()
    }

    /// The k8s-openapi version feature a new crate's Cargo.toml enables: `latest`, unless
    /// a built-in type written differs there from the crate's Kubernetes version; then
    /// that version's (`v1_36`), so that the Rust types have their schemas' fields.
    pub fn cargo_feature(&self) -> String {
        match (self.in_use(), crate::k8s::versions().last()) {
            (Some(chosen), Some(latest)) if !self.differing(latest).is_empty() => {
                version_feature(chosen.version)
            }
            _ => "latest".to_owned(),
        }
    }

    /// W1309 for an import into an existing crate (`--module`) whose k8s-openapi builds
    /// another Kubernetes version than the one whose schemas the built-in types have in
    /// the CRDs, where some type written differs between the two: its Rust fields are
    /// then not its schema's (a field the newer version added is in the Rust and pruned
    /// by the API server, or the other way round). `feature` is k8s-openapi's version
    /// feature as the crate enables it (`latest`), `version` the Kubernetes version it
    /// selects. Types the same at both versions (descriptions aside) mislead no one.
    pub fn feature_warning(&self, feature: &str, version: &str) -> Option<Diagnostic> {
        let chosen = self.in_use()?;
        let differing = self.differing(version);
        if differing.is_empty() {
            return None;
        }
        Some(
            Diagnostic::warning(
                codes::BUILTIN_FEATURE_MISMATCH,
                format!(
                    "the CRDs give {} the schemas of Kubernetes {}, but the crate builds k8s-openapi with `{feature}` (Kubernetes {version}), where their fields differ",
                    differing.join(", "),
                    chosen.version
                ),
            )
            .help(format!(
                "the Rust types then have fields their schemas lack (the API server prunes what is set there) or lack fields the schemas have; enable k8s-openapi's `{}` feature instead of `{feature}` in the crate's Cargo.toml, or import CRDs generated against Kubernetes {version}",
                version_feature(chosen.version)
            )),
        )
    }

    /// W1310 for a new crate whose Cargo.toml enables a Kubernetes version feature other
    /// than `latest` ([`Self::cargo_feature`]): k8s-openapi builds one version per build,
    /// so every crate that depends on this one must enable the same.
    pub fn pinned_feature_warning(&self) -> Option<Diagnostic> {
        let feature = self.cargo_feature();
        if feature == "latest" {
            return None;
        }
        let chosen = self.in_use()?;
        let latest = crate::k8s::versions().last()?;
        Some(
            Diagnostic::warning(
                codes::BUILTIN_FEATURE_PINNED,
                format!(
                    "the crate's Cargo.toml enables k8s-openapi's `{feature}`, not `latest`: the CRDs give {} the schemas of Kubernetes {}, and their fields differ in {latest}",
                    self.differing(latest).join(", "),
                    chosen.version
                ),
            )
            .note("k8s-openapi builds one Kubernetes version: a crate that depends on this one and enables another version feature (`latest` too) does not compile")
            .help(format!(
                "enable `{feature}` in the crates that use this one, or import CRDs generated against Kubernetes {latest}"
            )),
        )
    }

    /// W1312 for an import into an existing crate (`--module`) that wrote built-in types:
    /// that crate's configuration decides their schemas.
    pub fn module_warning(&self) -> Option<Diagnostic> {
        let setting = self.in_use()?;
        let types: BTreeSet<String> = self
            .used
            .borrow()
            .keys()
            .map(|k| format!("`{}`", k.rsplit("::").next().unwrap_or(k)))
            .collect();
        let mut settings = format!("`kubernetes-version = \"{}\"`", setting.version);
        if !setting.embedded_meta {
            settings.push_str(" and `generate-embedded-object-meta = false`");
        }
        Some(
            Diagnostic::warning(
                codes::BUILTIN_SETTING_NOT_WRITTEN,
                format!(
                    "the imported types use k8s-openapi types ({}) whose schemas in the CRDs are {}'s",
                    types.into_iter().collect::<Vec<_>>().join(", "),
                    setting.describe()
                ),
            )
            .help(format!(
                "the crate gets no crdgen configuration with `--module`: give it {settings} so that `crdgen generate` gives the CRDs back"
            )),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn definitions_map_back_to_rust_paths() {
        assert_eq!(
            crate::k8s::rust_path("io.k8s.api.core.v1.PodTemplateSpec").as_deref(),
            Some("k8s_openapi::api::core::v1::PodTemplateSpec")
        );
        assert_eq!(
            crate::k8s::rust_path("io.k8s.apimachinery.pkg.apis.meta.v1.Condition").as_deref(),
            Some("k8s_openapi::apimachinery::pkg::apis::meta::v1::Condition")
        );
        assert_eq!(
            crate::k8s::rust_path(
                "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceColumnDefinition"
            )
            .as_deref(),
            Some("k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceColumnDefinition")
        );
        assert_eq!(crate::k8s::rust_path("io.example.v1.Foo"), None);
    }

    #[test]
    fn settings_prefer_the_default_form_and_version() {
        let all = settings();
        assert_eq!(
            all.first(),
            Some(&Setting {
                version: crate::k8s::DEFAULT_VERSION,
                embedded_meta: true
            })
        );
        assert_eq!(all.len(), 2 * crate::k8s::versions().len());
    }

    fn schema(definition: &str) -> Map<String, Value> {
        match crate::k8s::field_schema(crate::k8s::DEFAULT_VERSION, definition, true) {
            Ok(Value::Object(m)) => m,
            other => panic!("{other:?}"),
        }
    }

    /// The type `node` is at crdgen's default setting.
    fn at(node: &Map<String, Value>, field: bool) -> Option<Found> {
        Matcher::default().matches(node, field).remove(&DEFAULT)
    }

    const CONDITION: &str = "io.k8s.apimachinery.pkg.apis.meta.v1.Condition";
    const DEFAULT: Setting = Setting {
        version: crate::k8s::DEFAULT_VERSION,
        embedded_meta: true,
    };

    #[test]
    fn a_node_is_found_as_the_type_whatever_its_description_at_a_field() {
        let mut node = schema(CONDITION);
        let path = "k8s_openapi::apimachinery::pkg::apis::meta::v1::Condition";
        assert_eq!(
            at(&node, false),
            Some(Found {
                rust: path.to_owned(),
                definition: CONDITION.to_owned(),
                same_description: true
            })
        );
        node.insert("description".into(), "Ours.".into());
        assert_eq!(
            at(&node, true),
            Some(Found {
                rust: path.to_owned(),
                definition: CONDITION.to_owned(),
                same_description: false
            })
        );
        // As list items, the type's description is written: another one is no match.
        assert_eq!(at(&node, false), None);
        // Without a description, a field would get the type's.
        node.remove("description");
        assert_eq!(at(&node, true), None);
    }

    #[test]
    fn a_near_miss_is_no_match() {
        let mut node = schema(CONDITION);
        node.insert("x-kubernetes-map-type".into(), "atomic".into());
        assert_eq!(at(&node, true), None);
        let mut node = schema(CONDITION);
        if let Some(Value::Object(props)) = node.get_mut("properties")
            && let Some(Value::Object(reason)) = props.get_mut("reason")
        {
            reason.insert("description".into(), "Edited.".into());
        }
        assert_eq!(at(&node, true), None);
    }

    #[test]
    fn a_bare_object_is_no_type() {
        let node = serde_json::json!({"type": "object"});
        assert_eq!(at(node.as_object().unwrap(), true), None);
    }
}
