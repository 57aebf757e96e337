//! crdgen's CRDs for `fixtures/conformance` against controller-gen's goldens.
//!
//! `fixtures/conformance` writes in Rust what each CRD golden of controller-tools' test
//! suite exercises. This test reads the goldens from the shared conformance data (never
//! copied into the repo), generates the fixture's CRDs in memory, and compares them
//! semantically: both YAML files are parsed, controller-gen's version annotation is
//! dropped, and the two trees are walked side by side — CRD-level fields, versions, and
//! every schema keyword (types, formats, validations, extensions, required lists,
//! descriptions).
//!
//! Every difference is a line in [`KNOWN`], grouped by cause. The test fails on a
//! difference that is not listed (printing it ready to paste) and on a listed one that no
//! longer occurs, so the list only shrinks as markers land.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use crdgen_core::config::Config;
use serde_json::{Map, Value};

/// controller-gen's annotation naming its own version; crdgen writes it only when asked
/// (`controller-gen-version-annotation`, off in the fixture).
const VERSION_ANNOTATION: &str = "controller-gen.kubebuilder.io/version";

/// One golden and the crdgen output it is compared with.
struct Pair {
    /// The golden's file name under `controller-tools/crd/`.
    golden: &'static str,
    /// The file `crdgen generate` writes for the same kind.
    generated: &'static str,
    /// The `max-description-length` of the run that generates it.
    max_description_length: Option<usize>,
}

const fn pair(golden: &'static str, generated: &'static str) -> Pair {
    Pair {
        golden,
        generated,
        max_description_length: None,
    }
}

/// Golden → generated file, for every golden. Where the names differ the test reports it
/// as a difference (and so [`KNOWN`] lists it).
const PAIRS: &[Pair] = &[
    pair("bar.example.com_foos.yaml", "bar.example.com_foos.yaml"),
    Pair {
        golden: "bar.example.com_foos_maxdesclen.yaml",
        generated: "bar.example.com_foos.yaml",
        max_description_length: Some(50),
    },
    pair("bar.example.com_zoos.yaml", "bar.example.com_zoos.yaml"),
    pair(
        "plural.example.com_testquotas.yaml",
        "plural.example.com_testquotas.yaml",
    ),
    pair("testdata._cronjobs.yaml", "_cronjobs.yaml"),
    pair(
        "testdata.kubebuilder.io_cronjobs.yaml",
        "testdata.kubebuilder.io_cronjobs.yaml",
    ),
    pair(
        "testdata.kubebuilder.io_enums.yaml",
        "testdata.kubebuilder.io_enums.yaml",
    ),
    pair(
        "testdata.kubebuilder.io_externaldocs.yaml",
        "testdata.kubebuilder.io_externaldocs.yaml",
    ),
    pair(
        "testdata.kubebuilder.io_immutabletypes.yaml",
        "testdata.kubebuilder.io_immutabletypes.yaml",
    ),
    pair(
        "testdata.kubebuilder.io_jobs.yaml",
        "testdata.kubebuilder.io_jobs.yaml",
    ),
    pair(
        "testdata.kubebuilder.io_oneofs.yaml",
        "testdata.kubebuilder.io_oneofs.yaml",
    ),
    pair(
        "testdata.kubebuilder.io_versionedresources.yaml",
        "testdata.kubebuilder.io_versionedresources.yaml",
    ),
];

/// Parses a one-document CRD file with crdgen's go-yaml-compatible reader.
fn parse(text: &str, what: &str) -> Value {
    let parsed =
        crdgen_core::emit::yaml::parse(text).unwrap_or_else(|e| panic!("cannot parse {what}: {e}"));
    let [doc] = parsed.documents.as_slice() else {
        panic!("{what} must hold one YAML document");
    };
    doc.clone()
}

fn fixture_root() -> PathBuf {
    crdgen_tests::workspace_root().join("fixtures/conformance")
}

/// The fixture's CRDs by file name, generated in memory with its own configuration
/// and the given description limit.
fn generate(max_description_length: Option<usize>) -> BTreeMap<String, Value> {
    let root = fixture_root();
    let loaded = crdgen_core::config::load(&root).unwrap_or_else(|d| panic!("{d:?}"));
    let config = Config {
        max_description_length,
        ..loaded.config
    };
    let generation = crdgen_core::pipeline::run(&root, &config, loaded.source.as_deref())
        .unwrap_or_else(|d| panic!("{d:?}"));
    generation
        .artifacts
        .iter()
        // config/rbac/role.yaml is tests/tests/rbac.rs's.
        .filter(|a| a.path.starts_with(&generation.crd_dir))
        .map(|a| {
            let name = a
                .path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let value = parse(&a.contents, &name);
            (name, value)
        })
        .collect()
}

/// Drops controller-gen's version annotation, and `annotations` when nothing else is left.
fn without_version_annotation(mut crd: Value) -> Value {
    if let Some(Value::Object(metadata)) = crd.get_mut("metadata")
        && let Some(Value::Object(annotations)) = metadata.get_mut("annotations")
    {
        annotations.remove(VERSION_ANNOTATION);
        if annotations.is_empty() {
            metadata.remove("annotations");
        }
    }
    crd
}

/// A value on one line, cut short enough to read in a list.
fn show(v: &Value) -> String {
    let text = v.to_string();
    cut(&text, 0, 80)
}

/// `len` characters of `text` from character `from`, with `…` where it was cut.
fn cut(text: &str, from: usize, len: usize) -> String {
    let chars: Vec<char> = text.chars().collect();
    let from = from.min(chars.len());
    let to = (from + len).min(chars.len());
    let mut out = String::new();
    if from > 0 {
        out.push('…');
    }
    out.extend(&chars[from..to]);
    if to < chars.len() {
        out.push('…');
    }
    out
}

/// Two texts shown around the first character where they differ.
fn text_difference(golden: &str, ours: &str) -> String {
    let at = golden
        .chars()
        .zip(ours.chars())
        .take_while(|(a, b)| a == b)
        .count();
    let from = at.saturating_sub(20);
    format!(
        "golden {:?}, crdgen {:?}",
        cut(golden, from, 50),
        cut(ours, from, 50)
    )
}

/// Collects the differences of one golden, each prefixed with where it is.
struct Diffs<'a> {
    prefix: String,
    out: &'a mut Vec<String>,
}

impl Diffs<'_> {
    fn push(&mut self, path: &str, what: String) {
        if path.is_empty() {
            self.out.push(format!("{}: {what}", self.prefix));
        } else {
            self.out.push(format!("{} {path}: {what}", self.prefix));
        }
    }

    /// A keyword or field whose value differs, or that one side lacks.
    fn value(&mut self, path: &str, key: &str, golden: Option<&Value>, ours: Option<&Value>) {
        match (golden, ours) {
            (Some(g), None) => self.push(path, format!("missing {key} (golden {})", show(g))),
            (None, Some(o)) => self.push(path, format!("extra {key} (crdgen {})", show(o))),
            (Some(Value::String(g)), Some(Value::String(o))) if g != o => {
                self.push(path, format!("{key} differs: {}", text_difference(g, o)))
            }
            (Some(g), Some(o)) if g != o => self.push(
                path,
                format!("{key}: golden {}, crdgen {}", show(g), show(o)),
            ),
            _ => {}
        }
    }

    /// Plain data (CRD and version fields): objects key by key, anything else whole.
    fn data(&mut self, path: &str, golden: &Map<String, Value>, ours: &Map<String, Value>) {
        for key in union(golden, ours) {
            match (golden.get(key), ours.get(key)) {
                (Some(Value::Object(g)), Some(Value::Object(o))) => {
                    self.data(&join(path, key), g, o);
                }
                (g, o) => self.value(path, key, g, o),
            }
        }
    }

    /// An OpenAPI schema node: properties by name, sub-schemas recursively, `required`
    /// as a set, every other keyword by value.
    fn schema(&mut self, path: &str, golden: &Map<String, Value>, ours: &Map<String, Value>) {
        for key in union(golden, ours) {
            let (g, o) = (golden.get(key), ours.get(key));
            match (key, g, o) {
                ("properties", Some(Value::Object(g)), Some(Value::Object(o))) => {
                    for name in union(g, o) {
                        match (g.get(name), o.get(name)) {
                            (Some(Value::Object(gs)), Some(Value::Object(os))) => {
                                self.schema(&field(path, name), gs, os)
                            }
                            (Some(_), None) => self.push(path, format!("missing property {name}")),
                            (None, Some(_)) => self.push(path, format!("extra property {name}")),
                            (gs, os) => self.value(path, name, gs, os),
                        }
                    }
                }
                ("properties", Some(Value::Object(g)), None) => {
                    for name in g.keys() {
                        self.push(path, format!("missing property {name}"));
                    }
                }
                ("properties", None, Some(Value::Object(o))) => {
                    for name in o.keys() {
                        self.push(path, format!("extra property {name}"));
                    }
                }
                (
                    "items" | "additionalProperties" | "not",
                    Some(Value::Object(g)),
                    Some(Value::Object(o)),
                ) => self.schema(&join(path, key), g, o),
                ("allOf" | "anyOf" | "oneOf", Some(Value::Array(g)), Some(Value::Array(o)))
                    if g.len() == o.len() =>
                {
                    for (i, pair) in g.iter().zip(o).enumerate() {
                        if let (Value::Object(gs), Value::Object(os)) = pair {
                            self.schema(&format!("{}[{i}]", join(path, key)), gs, os);
                        } else {
                            self.value(path, &format!("{key}[{i}]"), Some(pair.0), Some(pair.1));
                        }
                    }
                }
                ("required", _, _) => {
                    let names = |v: Option<&Value>| -> BTreeSet<String> {
                        v.and_then(Value::as_array)
                            .map(|a| {
                                a.iter()
                                    .filter_map(|s| s.as_str().map(str::to_owned))
                                    .collect()
                            })
                            .unwrap_or_default()
                    };
                    let (g, o) = (names(g), names(o));
                    for name in g.difference(&o) {
                        self.push(path, format!("missing required {name}"));
                    }
                    for name in o.difference(&g) {
                        self.push(path, format!("extra required {name}"));
                    }
                }
                _ => self.value(path, key, g, o),
            }
        }
    }
}

/// The keys of both maps, each once, sorted.
fn union<'a>(a: &'a Map<String, Value>, b: &'a Map<String, Value>) -> BTreeSet<&'a str> {
    a.keys().chain(b.keys()).map(String::as_str).collect()
}

/// A data path one key deeper (`metadata` + `name` → `metadata.name`).
fn join(path: &str, key: &str) -> String {
    match path {
        "" => key.to_owned(),
        "." => format!(".{key}"),
        _ => format!("{path}.{key}"),
    }
}

/// The schema path of a property: `.spec` + `hosts` → `.spec.hosts`.
fn field(path: &str, name: &str) -> String {
    if path == "." {
        format!(".{name}")
    } else {
        format!("{path}.{name}")
    }
}

fn object(v: &Value) -> Map<String, Value> {
    v.as_object().cloned().unwrap_or_default()
}

/// Every difference between a golden CRD and crdgen's, sorted.
fn compare(file: &str, golden: &Value, ours: &Value, out: &mut Vec<String>) {
    let versions = |crd: &Value| -> Vec<Value> {
        crd.pointer("/spec/versions")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default()
    };
    let without_versions = |crd: &Value| -> Map<String, Value> {
        let mut crd = object(crd);
        if let Some(Value::Object(spec)) = crd.get_mut("spec") {
            spec.remove("versions");
        }
        crd
    };
    Diffs {
        prefix: file.to_owned(),
        out,
    }
    .data("", &without_versions(golden), &without_versions(ours));

    let (gv, ov) = (versions(golden), versions(ours));
    let name = |v: &Value| v["name"].as_str().unwrap_or_default().to_owned();
    let gnames: Vec<String> = gv.iter().map(name).collect();
    let onames: Vec<String> = ov.iter().map(name).collect();
    if gnames != onames {
        out.push(format!(
            "{file} spec.versions: golden {gnames:?}, crdgen {onames:?}"
        ));
    }
    for g in &gv {
        let Some(o) = ov.iter().find(|o| name(o) == name(g)) else {
            continue;
        };
        let mut diffs = Diffs {
            prefix: format!("{file} {}", name(g)),
            out,
        };
        let (mut gm, mut om) = (object(g), object(o));
        let gs = gm.remove("schema");
        let os = om.remove("schema");
        diffs.data("", &gm, &om);
        let root = |s: Option<&Value>| s.and_then(|s| s.get("openAPIV3Schema")).map(object);
        match (root(gs.as_ref()), root(os.as_ref())) {
            (Some(g), Some(o)) => diffs.schema(".", &g, &o),
            (g, o) => diffs.value(
                "",
                "schema",
                g.map(Value::Object).as_ref(),
                o.map(Value::Object).as_ref(),
            ),
        }
    }
}

/// Every golden file in `dir`, by name.
fn golden_files(dir: &Path) -> BTreeSet<String> {
    std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".yaml"))
        .collect()
}

#[test]
fn fixture_matches_controller_gen_goldens() {
    let Some(dir) = crdgen_tests::conformance_dir() else {
        return;
    };
    let crd_dir = dir.join("controller-tools/crd");
    let listed: BTreeSet<String> = PAIRS.iter().map(|p| p.golden.to_owned()).collect();
    assert_eq!(
        golden_files(&crd_dir),
        listed,
        "every golden in {} needs a row in PAIRS",
        crd_dir.display()
    );

    let mut runs: BTreeMap<Option<usize>, BTreeMap<String, Value>> = BTreeMap::new();
    let mut diffs = Vec::new();
    for p in PAIRS {
        let generated = runs
            .entry(p.max_description_length)
            .or_insert_with(|| generate(p.max_description_length));
        let Some(ours) = generated.get(p.generated) else {
            panic!(
                "fixtures/conformance generates no {} (for {})",
                p.generated, p.golden
            );
        };
        match p.max_description_length {
            Some(n) => diffs.push(format!(
                "{}: crdgen writes it as {} with max-description-length = {n}",
                p.golden, p.generated
            )),
            None if p.golden != p.generated => {
                diffs.push(format!("{}: crdgen writes it as {}", p.golden, p.generated))
            }
            None => {}
        }
        let path = crd_dir.join(p.golden);
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let golden = without_version_annotation(parse(&text, p.golden));
        let ours = without_version_annotation(ours.clone());
        compare(p.golden, &golden, &ours, &mut diffs);
    }
    let generated: BTreeSet<&str> = runs
        .get(&None)
        .map(|m| m.keys().map(String::as_str).collect())
        .unwrap_or_default();
    let paired: BTreeSet<&str> = PAIRS.iter().map(|p| p.generated).collect();
    assert_eq!(
        generated, paired,
        "every CRD of fixtures/conformance needs a golden in PAIRS"
    );

    diffs.sort();
    diffs.dedup();
    let known: BTreeSet<&str> = KNOWN.iter().copied().collect();
    let found: BTreeSet<&str> = diffs.iter().map(String::as_str).collect();
    let unexpected: Vec<&str> = found.difference(&known).copied().collect();
    let gone: Vec<&str> = known.difference(&found).copied().collect();
    let mut report = String::new();
    if !unexpected.is_empty() {
        report.push_str(&format!(
            "{} differences are not in KNOWN (fix them, or paste them under their cause):\n",
            unexpected.len()
        ));
        for d in &unexpected {
            report.push_str(&format!("    {d:?},\n"));
        }
    }
    if !gone.is_empty() {
        report.push_str(&format!(
            "{} KNOWN differences no longer occur; remove them:\n",
            gone.len()
        ));
        for d in &gone {
            report.push_str(&format!("    {d:?},\n"));
        }
    }
    assert!(report.is_empty(), "{report}");
}

/// Every difference between crdgen's CRDs and the goldens, by cause.
const KNOWN: &[&str] = &[
    // File names. crdgen names a CRD file `<group>_<plural>.yaml` (`_cronjobs.yaml` for the empty
    // group, where controller-gen writes `testdata._cronjobs.yaml`); the maxdesclen golden is Foo
    // generated with `max-description-length = 50`, which this test runs in memory.
    "bar.example.com_foos_maxdesclen.yaml: crdgen writes it as bar.example.com_foos.yaml with max-description-length = 50",
    "testdata._cronjobs.yaml: crdgen writes it as _cronjobs.yaml",
    // The fixture's kinds keep `spec` required (the Go `Spec` fields here are `omitempty`);
    // `spec_optional` writes these goldens' root, and needs the spec type to be `Default`:
    // fixtures/goport's Foo uses it and gives the Foo golden byte for byte (go_parity.rs).
    "bar.example.com_foos.yaml foo .: extra required spec",
    "bar.example.com_foos_maxdesclen.yaml foo .: extra required spec",
    "bar.example.com_zoos.yaml zoo .: extra required spec",
    "testdata.kubebuilder.io_cronjobs.yaml v1 .: extra required spec",
    "testdata.kubebuilder.io_cronjobs.yaml v1beta1 .: extra required spec",
    "testdata.kubebuilder.io_enums.yaml v1 .: extra required spec",
    "testdata.kubebuilder.io_externaldocs.yaml v1 .: extra required spec",
    // Data: the 10 `JobTemplateSpec` descriptions also pinned by k8s_builtin.rs (JOB_TEMPLATE_KNOWN):
    // k8s-pb 0.9.0's comment text differs from Kubernetes 1.36's, so line breaks are joined.
    "testdata.kubebuilder.io_cronjobs.yaml v1 .spec.jobTemplate.spec.template.spec.containers.items.securityContext.procMount: description differs: golden \"… for the containers.\\nThe default value is Default …\", crdgen \"… for the containers. The default value is Default …\"",
    "testdata.kubebuilder.io_cronjobs.yaml v1 .spec.jobTemplate.spec.template.spec.ephemeralContainers.items.securityContext.procMount: description differs: golden \"… for the containers.\\nThe default value is Default …\", crdgen \"… for the containers. The default value is Default …\"",
    "testdata.kubebuilder.io_cronjobs.yaml v1 .spec.jobTemplate.spec.template.spec.hostUsers: description differs: golden \"…st's user namespace.\\nOptional: Default to true.\\nIf…\", crdgen \"…st's user namespace. Optional: Default to true. If…\"",
    "testdata.kubebuilder.io_cronjobs.yaml v1 .spec.jobTemplate.spec.template.spec.initContainers.items.securityContext.procMount: description differs: golden \"… for the containers.\\nThe default value is Default …\", crdgen \"… for the containers. The default value is Default …\"",
    "testdata.kubebuilder.io_cronjobs.yaml v1 .spec.jobTemplate.spec.template.spec.resourceClaims.items.resourceClaimTemplateName: description differs: golden \"…esourceClaimTemplate\\nobject in the same namespace …\", crdgen \"…esourceClaimTemplate object in the same namespace …\"",
    "testdata.kubebuilder.io_cronjobs.yaml v1 .spec.jobTemplate.spec.template.spec.resourceClaims.items: description differs: golden \"…aim, either directly\\nor by naming a ResourceClaimT…\", crdgen \"…aim, either directly or by naming a ResourceClaimT…\"",
    "testdata.kubebuilder.io_cronjobs.yaml v1 .spec.jobTemplate.spec.template.spec.schedulingGroup.podGroupName: description differs: golden \"…lone PodGroup object\\nthat represents the runtime i…\", crdgen \"…lone PodGroup object that represents the runtime i…\"",
    "testdata.kubebuilder.io_cronjobs.yaml v1 .spec.jobTemplate.spec.template.spec.schedulingGroup: description differs: golden \"…e scheduling runtime\\ngrouping object that this Pod…\", crdgen \"…e scheduling runtime grouping object that this Pod…\"",
    "testdata.kubebuilder.io_cronjobs.yaml v1 .spec.jobTemplate.spec.template.spec.volumes.items.image: description differs: golden \"…elet's host machine.\\nThe volume is resolved at pod…\", crdgen \"…elet's host machine. The volume is resolved at pod…\"",
    "testdata.kubebuilder.io_cronjobs.yaml v1 .spec.jobTemplate.spec.template.spec.volumes.items.portworxVolume: description differs: golden \"…belets host machine.\\nDeprecated: PortworxVolume is…\", crdgen \"…belets host machine. Deprecated: PortworxVolume is…\"",
];
