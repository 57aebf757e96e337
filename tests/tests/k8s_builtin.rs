//! crdgen's schemas for Kubernetes built-in types against controller-gen's output.
//!
//! The references are read from the shared conformance data (never copied into the repo):
//! the controller-tools CronJob golden, whose `spec.jobTemplate` is a full batch/v1
//! `JobTemplateSpec`, and real-world CRDs whose status has `[]metav1.Condition`.
//!
//! Descriptions are compared with whitespace runs collapsed to one space, and only them:
//! the shipped definitions come from Go doc comments through kube-openapi, which joins the
//! lines of a paragraph with spaces, while controller-gen keeps the Go source's line breaks.
//! `description_whitespace_is_the_only_difference` pins that down.

use std::path::Path;

use crdgen_core::k8s::{DEFAULT_VERSION, schema};
use serde_json::{Map, Value};

/// A CRD file as a JSON value, read with crdgen's own go-yaml-compatible reader.
fn load(path: &Path) -> Value {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let parsed = crdgen_core::yaml::parse(&text)
        .unwrap_or_else(|e| panic!("cannot parse {}: {e}", path.display()));
    let [doc] = parsed.documents.as_slice() else {
        panic!("{} must hold one YAML document", path.display());
    };
    doc.clone()
}

/// The openAPIV3Schema of the storage version of a CRD.
fn storage_schema(crd: &Value) -> &Value {
    let Some(Value::Array(versions)) = crd.pointer("/spec/versions") else {
        panic!("CRD without spec.versions");
    };
    let storage = versions
        .iter()
        .find(|v| v["storage"] == Value::Bool(true))
        .expect("a storage version");
    &storage["schema"]["openAPIV3Schema"]
}

/// Collapses whitespace inside every `description` (and only there).
fn normalise_descriptions(value: &Value) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, v)| {
                    let v = match (k.as_str(), v) {
                        ("description", Value::String(s)) => {
                            Value::from(s.split_whitespace().collect::<Vec<_>>().join(" "))
                        }
                        _ => normalise_descriptions(v),
                    };
                    (k.clone(), v)
                })
                .collect::<Map<_, _>>(),
        ),
        Value::Array(items) => items.iter().map(normalise_descriptions).collect(),
        other => other.clone(),
    }
}

/// Every path at which `ours` and `theirs` differ, for a readable failure.
fn differences(ours: &Value, theirs: &Value, path: &str, out: &mut Vec<String>) {
    match (ours, theirs) {
        (Value::Object(a), Value::Object(b)) => {
            for key in a.keys().chain(b.keys().filter(|k| !a.contains_key(*k))) {
                let here = format!("{path}/{key}");
                match (a.get(key), b.get(key)) {
                    (Some(x), Some(y)) => differences(x, y, &here, out),
                    (Some(x), None) => out.push(format!("{here}: only crdgen has {x}")),
                    (None, Some(y)) => out.push(format!("{here}: only controller-gen has {y}")),
                    (None, None) => {}
                }
            }
        }
        (Value::Array(a), Value::Array(b)) if a.len() == b.len() => {
            for (i, (x, y)) in a.iter().zip(b).enumerate() {
                differences(x, y, &format!("{path}/{i}"), out);
            }
        }
        _ if ours != theirs => {
            out.push(format!("{path}: crdgen {ours} != controller-gen {theirs}"))
        }
        _ => {}
    }
}

/// Asserts equality up to description whitespace, listing every difference on failure.
fn assert_same(ours: &Value, theirs: &Value, what: &str) {
    let mut diffs = Vec::new();
    differences(
        &normalise_descriptions(ours),
        &normalise_descriptions(theirs),
        "",
        &mut diffs,
    );
    assert!(
        diffs.is_empty(),
        "{what}: {} differences:\n{}",
        diffs.len(),
        diffs.join("\n")
    );
}

/// Our schema for a field of type `definition`, with the field's description in place.
fn field_schema(definition: &str, golden: &Value) -> Value {
    let mut ours = schema(DEFAULT_VERSION, definition).unwrap_or_else(|e| panic!("{e}"));
    if let (Value::Object(map), Some(doc)) = (&mut ours, golden.get("description")) {
        map.insert("description".to_owned(), doc.clone());
    }
    ours
}

fn cronjob_job_template(dir: &Path) -> Value {
    let crd = load(&dir.join("controller-tools/crd/testdata.kubebuilder.io_cronjobs.yaml"));
    storage_schema(&crd)["properties"]["spec"]["properties"]["jobTemplate"].clone()
}

#[test]
fn job_template_spec_matches_cronjob_golden() {
    let Some(dir) = crdgen_tests::conformance_dir() else {
        return;
    };
    let golden = cronjob_job_template(&dir);
    assert!(golden.is_object(), "the golden has spec.jobTemplate");
    let ours = field_schema("io.k8s.api.batch.v1.JobTemplateSpec", &golden);
    assert_same(&ours, &golden, "JobTemplateSpec");
}

/// Pins down the one known difference: where descriptions differ, ours is controller-gen's
/// text put through kube-openapi's line joining (see `join_lines`).
#[test]
fn description_line_breaks_are_the_only_difference() {
    let Some(dir) = crdgen_tests::conformance_dir() else {
        return;
    };
    let golden = cronjob_job_template(&dir);
    let ours = field_schema("io.k8s.api.batch.v1.JobTemplateSpec", &golden);
    let mut pairs = Vec::new();
    description_pairs(&ours, &golden, &mut pairs);
    let differing: Vec<_> = pairs.iter().filter(|(a, b)| a != b).collect();
    assert!(
        !differing.is_empty(),
        "descriptions now match exactly: compare them strictly"
    );
    let mismatched: Vec<_> = differing
        .iter()
        .filter(|(ours, theirs)| *ours != join_lines(theirs))
        .collect();
    assert!(
        mismatched.is_empty(),
        "{} of {} differing descriptions differ by more than line breaks:\n{mismatched:#?}",
        mismatched.len(),
        differing.len()
    );
}

/// What kube-openapi's `fmtRawDoc` makes of a doc comment (controller-gen's text keeps the
/// comment's lines): a blank line stays a paragraph break, an indented line keeps its own
/// line, and every other line break becomes a space.
fn join_lines(text: &str) -> String {
    let mut out = String::new();
    for line in text.split('\n') {
        let line = line.trim_end_matches(' ');
        if line.is_empty() {
            out.pop();
            out.push_str("\n\n");
        } else if line.starts_with([' ', '\t']) {
            out.pop();
            out.push('\n');
            out.push_str(line);
            out.push('\n');
        } else {
            out.push_str(line);
            out.push(' ');
        }
    }
    out.trim_end().to_owned()
}

/// The (ours, controller-gen's) description pairs at the same paths.
fn description_pairs(ours: &Value, theirs: &Value, out: &mut Vec<(String, String)>) {
    match (ours, theirs) {
        (Value::Object(a), Value::Object(b)) => {
            for (key, x) in a {
                match (key.as_str(), x, b.get(key)) {
                    ("description", Value::String(x), Some(Value::String(y))) => {
                        out.push((x.clone(), y.clone()));
                    }
                    (_, x, Some(y)) => description_pairs(x, y, out),
                    _ => {}
                }
            }
        }
        (Value::Array(a), Value::Array(b)) => {
            for (x, y) in a.iter().zip(b) {
                description_pairs(x, y, out);
            }
        }
        _ => {}
    }
}

/// Every schema node shaped like a `metav1.Condition` (by its property names).
fn conditions<'a>(value: &'a Value, out: &mut Vec<&'a Value>) {
    match value {
        Value::Object(map) => {
            let shaped = map
                .get("properties")
                .and_then(Value::as_object)
                .is_some_and(|p| {
                    let mut keys: Vec<&str> = p.keys().map(String::as_str).collect();
                    keys.sort_unstable();
                    keys == [
                        "lastTransitionTime",
                        "message",
                        "observedGeneration",
                        "reason",
                        "status",
                        "type",
                    ]
                });
            let described = map
                .get("description")
                .and_then(Value::as_str)
                .is_some_and(|d| d.starts_with("Condition contains details for one aspect"));
            if shaped && described {
                out.push(value);
            }
            map.values().for_each(|v| conditions(v, out));
        }
        Value::Array(items) => items.iter().for_each(|v| conditions(v, out)),
        _ => {}
    }
}

/// controller-gen v0.21 CRDs using `[]metav1.Condition`; all 21 uses there are identical,
/// validations from apimachinery's kubebuilder markers included.
const CONDITION_GOLDENS: &[&str] = &[
    "real-world/kubernetes-sigs__kubebuilder__crew.testproject.org_firstmates.yaml",
    "real-world/kubernetes-sigs__gateway-api__gateway.networking.k8s.io_gateways.yaml",
    "real-world/kubernetes-sigs__cluster-api__cluster.x-k8s.io_machinedeployments.yaml",
    "real-world/fluxcd__kustomize-controller__kustomize.toolkit.fluxcd.io_kustomizations.yaml",
];

#[test]
fn condition_matches_real_world_goldens() {
    let Some(dir) = crdgen_tests::conformance_dir() else {
        return;
    };
    let ours = schema(
        DEFAULT_VERSION,
        "io.k8s.apimachinery.pkg.apis.meta.v1.Condition",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    for file in CONDITION_GOLDENS {
        let crd = load(&dir.join(file));
        let mut found = Vec::new();
        conditions(&crd, &mut found);
        assert!(!found.is_empty(), "{file} has a Condition");
        for golden in found {
            assert_same(&ours, golden, file);
        }
    }
}
