//! Each imported kind's `crd()` (the derive's CRD, built at compile time) against the
//! conformance file it was imported from, semantically: the same tree, descriptions
//! included, controller-gen's version annotation aside, and as the API server stores a
//! CRD: without a top-level `status`, which kube-apiserver resets on create and keeps its
//! own of on update (as in the CLI's round trip, `tests/tests/import_round_trip.rs`,
//! whose module doc says more).
//!
//! A file may differ when the CLI's round trip says so (its `KNOWN` list, shared) or
//! when the one configuration of this crate differs from the one its import would write
//! ([`CRATE_WIDE`]). The test fails on any other file that differs and on a listed file
//! that comes back exact, so both lists only shrink.

use std::collections::BTreeMap;
use std::path::Path;

use crdgen_tests::import_known::KNOWN;
use serde_json::Value;

/// controller-gen's annotation naming its own version.
const VERSION_ANNOTATION: &str = "controller-gen.kubebuilder.io/version";

/// Files whose CRDs need a crate-level setting of their own, which one crate of every
/// file cannot give: file name → why.
const CRATE_WIDE: &[(&str, &str)] = &[
    (
        "cloudnative-pg__cloudnative-pg__cnpg-1.18.0--clusters.postgresql.cnpg.io.yaml",
        "controller-gen v0.9.2: its import writes `controller-gen-version = \"v0.9.2\"` into crdgen.toml (doc comments joined into one-line descriptions, `creationTimestamp: null`), which here would change every file's descriptions; tests/tests/controller_gen_version.rs checks that the derive's engine (`pipeline::kind`) writes that release as the CLI does",
    ),
    (
        "open-telemetry__opentelemetry-operator__opentelemetry.io_opentelemetrycollectors.yaml",
        "its apiVersion and kind descriptions are cut (controller-gen's maxDescLen): its import writes `max-description-length` into crdgen.toml, which here would cut every file's",
    ),
    (
        "testdata.kubebuilder.io_cronjobs.yaml",
        "its built-in types embed bare `ObjectMeta` objects: its import writes `generate-embedded-object-meta = false` into crdgen.toml, which here would change every file's",
    ),
    (
        "argoproj__argo-rollouts__rollout-crd.yaml",
        "its built-in types are Kubernetes 1.34's: its import writes `kubernetes-version = \"1.34\"` into crdgen.toml, where this crate has the 1.36 most files need",
    ),
];

/// A CRD without controller-gen's version annotation (and without `annotations` when
/// nothing else is under it).
fn without_annotation(mut doc: Value) -> Value {
    if let Some(meta) = doc.get_mut("metadata").and_then(Value::as_object_mut)
        && let Some(Value::Object(a)) = meta.get_mut("annotations")
    {
        a.remove(VERSION_ANNOTATION);
        if a.is_empty() {
            meta.remove("annotations");
        }
    }
    doc
}

/// `value` with every number as a float: k8s-openapi's `JSONSchemaProps` keeps
/// `minimum` and `maximum` as `f64`, so `crd()` writes `1.0` where the file says `1`.
fn numbers_as_floats(value: Value) -> Value {
    match value {
        Value::Number(n) => n
            .as_f64()
            .and_then(serde_json::Number::from_f64)
            .map_or(Value::Number(n), Value::Number),
        Value::Array(items) => Value::Array(items.into_iter().map(numbers_as_floats).collect()),
        Value::Object(map) => Value::Object(
            map.into_iter()
                .map(|(k, v)| (k, numbers_as_floats(v)))
                .collect(),
        ),
        other => other,
    }
}

fn name(doc: &Value) -> String {
    doc.pointer("/metadata/name")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned()
}

/// The CRDs of a conformance file by name, as the API server stores them: without a
/// top-level `status` (the server's own).
fn input_crds(path: &Path) -> BTreeMap<String, Value> {
    let text = std::fs::read_to_string(path).unwrap();
    let parsed = crdgen_core::emit::yaml::read_values(&text).unwrap();
    parsed
        .documents
        .into_iter()
        .map(|mut doc| {
            if let Some(crd) = doc.as_object_mut() {
                crd.remove("status");
            }
            (name(&doc), numbers_as_floats(without_annotation(doc)))
        })
        .collect()
}

#[test]
fn every_kinds_crd_is_its_input() {
    let Some(conformance) = crdgen_tests::conformance_dir() else {
        return;
    };
    let mut problems = Vec::new();
    let mut exact = 0;
    let all = imported_conformance::crds();
    for (relative, crds) in &all {
        let file = relative.rsplit('/').next().unwrap_or(relative);
        let expected = input_crds(&conformance.join(relative));
        let derived: BTreeMap<String, Value> = crds
            .iter()
            .map(|crd| {
                let doc = numbers_as_floats(without_annotation(serde_json::to_value(crd).unwrap()));
                (name(&doc), doc)
            })
            .collect();
        let mut diffs = Vec::new();
        crdgen_tests::round_trip::differences(
            &serde_json::to_value(&expected).unwrap(),
            &serde_json::to_value(&derived).unwrap(),
            "",
            &mut diffs,
        );
        let listed = KNOWN.iter().chain(CRATE_WIDE).any(|(f, _)| *f == file);
        match (diffs.is_empty(), listed) {
            (true, false) => exact += 1,
            (true, true) => problems.push(format!(
                "{file} now comes back exact: remove it from its list"
            )),
            (false, true) => {}
            (false, false) => {
                let shown: Vec<&String> = diffs.iter().take(5).collect();
                problems.push(format!(
                    "(\"{file}\", \"{} differences, first: {shown:?}\"),",
                    diffs.len()
                ));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{exact} of {} files exact; not as listed:\n{}",
        all.len(),
        problems.join("\n")
    );
}
