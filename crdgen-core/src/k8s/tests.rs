//! Unit tests of the public API; the golden comparison lives in
//! `tests/tests/k8s_builtin.rs`.

use serde_json::json;

use super::*;

fn path(segments: &[&str]) -> Vec<String> {
    segments.iter().map(|s| s.to_string()).collect()
}

#[test]
fn definition_name_maps_each_module() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["k8s_openapi", "api", "core", "v1", "PodSpec"],
            "io.k8s.api.core.v1.PodSpec",
        ),
        (
            &[
                "k8s_openapi",
                "apimachinery",
                "pkg",
                "apis",
                "meta",
                "v1",
                "Condition",
            ],
            "io.k8s.apimachinery.pkg.apis.meta.v1.Condition",
        ),
        (
            &[
                "k8s_openapi",
                "apimachinery",
                "pkg",
                "api",
                "resource",
                "Quantity",
            ],
            "io.k8s.apimachinery.pkg.api.resource.Quantity",
        ),
        (
            &[
                "k8s_openapi",
                "apiextensions_apiserver",
                "pkg",
                "apis",
                "apiextensions",
                "v1",
                "JSON",
            ],
            "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSON",
        ),
        (
            &[
                "k8s_openapi",
                "kube_aggregator",
                "pkg",
                "apis",
                "apiregistration",
                "v1",
                "APIService",
            ],
            "io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIService",
        ),
    ];
    for (rust, openapi) in cases {
        assert_eq!(definition_name(&path(rust)).as_deref(), Some(*openapi));
    }
}

#[test]
fn definition_name_rejects_other_paths() {
    for rust in [
        &[][..],
        &["k8s_openapi"][..],
        &["k8s_openapi", "ByteString"][..],
        &["k8s_openapi", "api"][..],
        &["k8s_openapi", "api", "PodSpec"][..],
        &["k8s_openapi", "api", "core", "v1"][..],
        &["k8s_openapi", "other", "core", "v1", "PodSpec"][..],
        &["kube", "api", "core", "v1", "PodSpec"][..],
        &["k8s_openapi", "api", "core", "v1.x", "PodSpec"][..],
        &["k8s_openapi", "api", "core", "", "PodSpec"][..],
    ] {
        assert_eq!(definition_name(&path(rust)), None, "{rust:?}");
    }
}

#[test]
fn default_version_is_shipped() {
    assert!(versions().contains(&DEFAULT_VERSION));
    assert_eq!(versions(), &["1.33", "1.34", "1.35", "1.36", "1.37"]);
}

#[test]
fn unknown_version_names_the_shipped_ones() {
    assert_eq!(
        schema("1.20", "io.k8s.api.core.v1.PodSpec"),
        Err("Kubernetes version 1.20 is not shipped with crdgen; choose one of 1.33, 1.34, 1.35, 1.36, 1.37 (default 1.36)".to_owned())
    );
}

#[test]
fn unknown_definition_names_the_closest() {
    assert_eq!(
        schema(DEFAULT_VERSION, "io.k8s.api.apps.v1.PodSpec"),
        Err("Kubernetes 1.36 has no definition io.k8s.api.apps.v1.PodSpec; closest: io.k8s.api.core.v1.PodSpec, io.k8s.api.batch.v1.JobSpec, io.k8s.api.core.v1.NodeSpec".to_owned())
    );
    assert_eq!(
        schema(DEFAULT_VERSION, "io.k8s.api.core.v1.Tolleration"),
        Err("Kubernetes 1.36 has no definition io.k8s.api.core.v1.Tolleration; closest: io.k8s.api.core.v1.Toleration, io.k8s.api.core.v1.SleepAction, io.k8s.api.core.v1.ExecAction".to_owned())
    );
}

#[test]
fn recursive_definition_names_the_cycle() {
    let err = schema(
        DEFAULT_VERSION,
        "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps",
    );
    assert_eq!(
        err,
        Err("cannot inline io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps into a CRD schema: its definition is recursive (JSONSchemaProps -> JSONSchemaProps); use a serde_json::Value field with x-kubernetes-preserve-unknown-fields instead".to_owned())
    );
}

#[test]
fn special_types_are_controller_gens() {
    let quantity = schema(
        DEFAULT_VERSION,
        "io.k8s.apimachinery.pkg.api.resource.Quantity",
    );
    assert_eq!(
        quantity,
        Ok(json!({
            "anyOf": [{ "type": "integer" }, { "type": "string" }],
            "pattern": r"^(\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))))?$",
            "x-kubernetes-int-or-string": true,
        }))
    );
    assert_eq!(
        schema(
            DEFAULT_VERSION,
            "io.k8s.apimachinery.pkg.util.intstr.IntOrString"
        ),
        Ok(json!({
            "anyOf": [{ "type": "integer" }, { "type": "string" }],
            "x-kubernetes-int-or-string": true,
        }))
    );
    for time in ["Time", "MicroTime"] {
        assert_eq!(
            schema(
                DEFAULT_VERSION,
                &format!("io.k8s.apimachinery.pkg.apis.meta.v1.{time}")
            ),
            Ok(json!({ "type": "string", "format": "date-time" }))
        );
    }
    assert_eq!(
        schema(
            DEFAULT_VERSION,
            "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"
        ),
        Ok(json!({ "type": "object" }))
    );
}

#[test]
fn local_object_reference_is_atomic_with_default_name() {
    let Ok(schema) = schema("1.37", "io.k8s.api.core.v1.LocalObjectReference") else {
        panic!("LocalObjectReference must expand");
    };
    assert_eq!(schema["x-kubernetes-map-type"], json!("atomic"));
    assert_eq!(schema["properties"]["name"]["default"], json!(""));
    assert_eq!(schema["type"], json!("object"));
}

#[test]
fn every_definition_expands_or_reports_a_cycle() {
    for version in versions() {
        let Ok(defs) = data::definitions(version) else {
            panic!("{version} must parse");
        };
        for name in defs.keys() {
            match schema(version, name) {
                Ok(s) => assert!(!s.to_string().contains("$ref"), "{version} {name}"),
                Err(e) => assert!(e.contains(" is recursive ("), "{version} {name}: {e}"),
            }
        }
    }
}

#[test]
fn common_field_types_expand_in_every_version() {
    let types = [
        "api.core.v1.PodTemplateSpec",
        "api.core.v1.ResourceRequirements",
        "api.core.v1.Toleration",
        "api.core.v1.Affinity",
        "api.core.v1.Volume",
        "api.core.v1.EnvVar",
        "api.core.v1.ObjectReference",
        "api.core.v1.LocalObjectReference",
        "api.batch.v1.JobTemplateSpec",
        "apimachinery.pkg.apis.meta.v1.Condition",
        "apimachinery.pkg.apis.meta.v1.LabelSelector",
    ];
    for version in versions() {
        for ty in types {
            let name = format!("io.k8s.{ty}");
            let Ok(schema) = schema(version, &name) else {
                panic!("{version} {name} must expand");
            };
            assert_eq!(schema["type"], json!("object"), "{version} {name}");
            assert!(schema["description"].is_string(), "{version} {name}");
        }
    }
}

#[test]
fn list_and_map_extensions_are_kept() {
    let Ok(pod) = schema(DEFAULT_VERSION, "io.k8s.api.core.v1.PodSpec") else {
        panic!("PodSpec must expand");
    };
    let containers = &pod["properties"]["containers"];
    assert_eq!(containers["x-kubernetes-list-type"], json!("map"));
    assert_eq!(containers["x-kubernetes-list-map-keys"], json!(["name"]));
    assert_eq!(containers.get("x-kubernetes-patch-strategy"), None);
    assert_eq!(
        pod["properties"]["nodeSelector"]["x-kubernetes-map-type"],
        json!("atomic")
    );
    assert_eq!(pod["required"], json!(["containers"]));
}

/// For each shipped version, a field Kubernetes added in that version (checked against the
/// definitions of the version before it, 1.32 for 1.33, in kubernetes-validate's wheel): it
/// is in that version's expanded schema and every later one, and in no earlier one.
#[test]
fn each_version_has_the_fields_it_added_and_earlier_ones_do_not() {
    let added = [
        ("1.33", "io.k8s.api.core.v1.Lifecycle", "stopSignal"),
        ("1.34", "io.k8s.api.core.v1.PodSpec", "hostnameOverride"),
        ("1.35", "io.k8s.api.core.v1.PodStatus", "allocatedResources"),
        ("1.36", "io.k8s.api.core.v1.PodSpec", "schedulingGroup"),
        ("1.37", "io.k8s.api.batch.v1.JobSpec", "scheduling"),
    ];
    let mut found = Vec::new();
    for (since, definition, field) in added {
        for version in versions() {
            let Ok(schema) = schema(version, definition) else {
                panic!("{version} {definition} must expand");
            };
            let has = schema["properties"].get(field).is_some();
            found.push(format!("{since} {definition}.{field} in {version}: {has}"));
        }
    }
    let expected: Vec<String> = added
        .iter()
        .flat_map(|(since, definition, field)| {
            versions().iter().map(move |version| {
                // `versions()` is oldest first.
                let position = |v: &str| versions().iter().position(|x| *x == v);
                let has = position(version) >= position(since);
                format!("{since} {definition}.{field} in {version}: {has}")
            })
        })
        .collect();
    assert_eq!(found, expected);
}
