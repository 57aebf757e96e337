//! crdgen's schemas for Kubernetes built-in types against controller-gen's output.
//!
//! The references are read from the shared conformance data (never copied into the repo):
//! the controller-tools CronJob golden, whose `spec.jobTemplate` is a full batch/v1
//! `JobTemplateSpec`, and real-world CRDs whose status has `[]metav1.Condition`.
//!
//! Everything is compared exactly, descriptions included. The shipped definitions come from
//! Go doc comments through kube-openapi, which joins the lines of a paragraph with spaces;
//! `scripts/update-k8s-data.py` restores the line breaks from k8s-pb's copy of the
//! comments wherever that copy is the same text. Where it is not (k8s-pb 0.9.0 was
//! generated from an older Kubernetes than 1.36), the description keeps kube-openapi's
//! joined lines and differs from controller-gen's in line breaks only: such paths are
//! listed by name below, the list must equal the actual differences (so it can only
//! shrink), and `known_differences_are_line_breaks_only` checks what they differ in.

use std::path::Path;

use crdgen_core::k8s::{DEFAULT_VERSION, schema};
use serde_json::Value;

/// A CRD file as a JSON value, read with crdgen's own go-yaml-compatible reader.
fn load(path: &Path) -> Value {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let parsed = crdgen_core::emit::yaml::parse(&text)
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

/// Asserts exact equality except at the description paths in `known`, which must be
/// exactly the paths that differ, listing every difference on failure.
fn assert_same(ours: &Value, theirs: &Value, what: &str, known: &[&str]) {
    let mut diffs = Vec::new();
    differences(ours, theirs, "", &mut diffs);
    let (known_found, unexpected): (Vec<_>, Vec<_>) = diffs
        .iter()
        .partition(|d| known.iter().any(|k| d.starts_with(&format!("{k}: "))));
    assert!(
        unexpected.is_empty(),
        "{what}: {} unexpected differences:\n{}",
        unexpected.len(),
        unexpected
            .iter()
            .map(|d| d.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
    let gone: Vec<_> = known
        .iter()
        .filter(|k| !known_found.iter().any(|d| d.starts_with(&format!("{k}: "))))
        .collect();
    assert!(
        gone.is_empty(),
        "{what}: these known differences are gone, remove them from the list: {gone:#?}"
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
    assert_same(&ours, &golden, "JobTemplateSpec", JOB_TEMPLATE_KNOWN);
}

/// Under `spec.template.spec` of the CronJob golden's `jobTemplate`.
macro_rules! pod_spec {
    ($path:literal) => {
        concat!(
            "/properties/spec/properties/template/properties/spec",
            $path
        )
    };
}

/// The descriptions of `JobTemplateSpec` that still differ from controller-gen's: k8s-pb
/// 0.9.0's comment for them is not 1.36's text (a sentence added, changed or removed
/// since, or a field or type k8s-pb does not have yet), so the shipped description keeps
/// kube-openapi's joined lines.
const JOB_TEMPLATE_KNOWN: &[&str] = &[
    // k8s-pb still says "This requires the ProcMountType feature flag to be enabled."
    pod_spec!(
        "/properties/containers/items/properties/securityContext/properties/procMount/description"
    ),
    pod_spec!(
        "/properties/ephemeralContainers/items/properties/securityContext/properties/procMount/description"
    ),
    pod_spec!(
        "/properties/initContainers/items/properties/securityContext/properties/procMount/description"
    ),
    // 1.36 reworded PodSpec.hostUsers.
    pod_spec!("/properties/hostUsers/description"),
    // 1.36 added the DRAWorkloadResourceClaims paragraphs.
    pod_spec!("/properties/resourceClaims/items/description"),
    pod_spec!("/properties/resourceClaims/items/properties/resourceClaimTemplateName/description"),
    // PodSpec.schedulingGroup and its PodSchedulingGroup type are new in 1.36.
    pod_spec!("/properties/schedulingGroup/description"),
    pod_spec!("/properties/schedulingGroup/properties/podGroupName/description"),
    // k8s-pb says image volumes are also mounted "non-executable files (noexec)", and
    // portworxVolume redirection depends on "the CSIMigrationPortworx feature-gate".
    pod_spec!("/properties/volumes/items/properties/image/description"),
    pod_spec!("/properties/volumes/items/properties/portworxVolume/description"),
];

/// The known differences are line breaks only: ours is controller-gen's text put through
/// kube-openapi's line joining (see `join_lines`).
#[test]
fn known_differences_are_line_breaks_only() {
    let Some(dir) = crdgen_tests::conformance_dir() else {
        return;
    };
    let golden = cronjob_job_template(&dir);
    let ours = field_schema("io.k8s.api.batch.v1.JobTemplateSpec", &golden);
    for path in JOB_TEMPLATE_KNOWN {
        let (Some(Value::String(ours)), Some(Value::String(theirs))) =
            (ours.pointer(path), golden.pointer(path))
        else {
            panic!("{path}: not a description on both sides");
        };
        assert_eq!(*ours, join_lines(theirs), "{path}");
    }
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
            assert_same(&ours, golden, file, &[]);
        }
    }
}

/// Every `metadata` below the root of `node`, with its path.
fn embedded_metadata<'a>(node: &'a Value, path: String, out: &mut Vec<(String, &'a Value)>) {
    let Value::Object(map) = node else { return };
    if let Some(Value::Object(props)) = map.get("properties") {
        for (name, child) in props {
            let here = format!("{path}.{name}");
            if name == "metadata" && !path.is_empty() {
                out.push((here.clone(), child));
            }
            embedded_metadata(child, here, out);
        }
    }
    for key in ["items", "additionalProperties"] {
        if let Some(child) = map.get(key) {
            embedded_metadata(child, format!("{path}[{key}]"), out);
        }
    }
}

/// The OpenTelemetry operator's CRD was generated with controller-gen v0.21.0 and
/// `crd:generateEmbeddedObjectMeta=true` (and `maxDescLen=0`): every embedded
/// `metadata` in it is crdgen's embedded `ObjectMeta` schema, and its
/// `volumeClaimTemplates` items (full `PersistentVolumeClaim`s) have crdgen's metadata.
#[test]
fn embedded_object_meta_matches_generate_embedded_object_meta_golden() {
    let Some(dir) = crdgen_tests::conformance_dir() else {
        return;
    };
    let crd = load(&dir.join(
        "real-world/open-telemetry__opentelemetry-operator__opentelemetry.io_opentelemetrycollectors.yaml",
    ));
    let golden = storage_schema(&crd);
    let mut found = Vec::new();
    embedded_metadata(golden, String::new(), &mut found);
    assert!(found.len() >= 2, "the golden embeds ObjectMeta: {found:?}");
    let want = crdgen_core::k8s::embedded_object_meta();
    for (path, node) in &found {
        assert_eq!(*node, &want, "{path}");
    }
    let claim = &golden["properties"]["spec"]["properties"]["volumeClaimTemplates"]["items"];
    let ours = crdgen_core::k8s::schema_with_embedded_meta(
        DEFAULT_VERSION,
        "io.k8s.api.core.v1.PersistentVolumeClaim",
    )
    .unwrap();
    // The golden has no descriptions (`maxDescLen=0`); ours keeps the field's.
    let mut metadata = ours["properties"]["metadata"].clone();
    metadata.as_object_mut().unwrap().remove("description");
    assert_eq!(metadata, claim["properties"]["metadata"]);
}
