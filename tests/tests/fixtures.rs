//! End-to-end over the bundled fixtures: snapshots of every generated CRD, the CRDs
//! deserialize into k8s-openapi's type with nothing unknown, and example custom
//! resources validate (or fail to) against the generated schemas.

use std::path::PathBuf;

use crdgen_core::emit::yaml;
use crdgen_core::run_crate;
use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use serde_json::Value;

const FIXTURES: &[&str] = &[
    "bigoperator",
    "buildrs",
    "clusterscoped",
    "conformance",
    "customimagedeploy",
    "databasemanager",
    "goport",
    "kubers",
    "memcached",
    "multiversion",
    "podset",
    "samplecontroller",
    "shapes",
];

fn fixture(name: &str) -> PathBuf {
    crdgen_tests::workspace_root().join("fixtures").join(name)
}

#[test]
fn every_fixture_directory_is_tested() {
    let mut found: Vec<String> = std::fs::read_dir(crdgen_tests::workspace_root().join("fixtures"))
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().join("Cargo.toml").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    found.sort();
    assert_eq!(found, FIXTURES);
}

#[test]
fn snapshots_of_every_generated_crd() {
    for name in FIXTURES {
        let generation =
            run_crate(&fixture(name), |_| {}).unwrap_or_else(|d| panic!("{name}:\n{d}"));
        assert!(!generation.artifacts.is_empty(), "{name} generated nothing");
        for a in &generation.artifacts {
            let file = a.path.file_name().unwrap().to_string_lossy().into_owned();
            insta::assert_snapshot!(format!("{name}__{file}"), a.contents);
        }
    }
}

fn crds(name: &str) -> Vec<Value> {
    let generation = run_crate(&fixture(name), |_| {}).unwrap_or_else(|d| panic!("{name}:\n{d}"));
    generation
        .artifacts
        .iter()
        // role.yaml is not a CRD.
        .filter(|a| a.path.starts_with(&generation.crd_dir))
        .map(|a| {
            let parsed = yaml::parse(&a.contents).unwrap();
            assert_eq!(parsed.documents.len(), 1);
            parsed.documents.into_iter().next().unwrap()
        })
        .collect()
}

#[test]
fn every_crd_is_a_k8s_openapi_custom_resource_definition_with_nothing_unknown() {
    for name in FIXTURES {
        for value in crds(name) {
            let crd: CustomResourceDefinition = serde_json::from_value(value.clone()).unwrap();
            // Fields k8s-openapi does not know would be dropped by the round trip. Its
            // bounds are f64, so numbers compare by value (0 and 0.0 are equal).
            assert_eq!(
                numbers_as_f64(serde_json::to_value(&crd).unwrap()),
                numbers_as_f64(value),
                "{name}"
            );
        }
    }
}

fn numbers_as_f64(v: Value) -> Value {
    match v {
        Value::Number(n) => n
            .as_f64()
            .map_or(Value::Number(n), |f| serde_json::json!(f)),
        Value::Array(a) => Value::Array(a.into_iter().map(numbers_as_f64).collect()),
        Value::Object(m) => {
            Value::Object(m.into_iter().map(|(k, v)| (k, numbers_as_f64(v))).collect())
        }
        other => other,
    }
}

/// The openAPIV3Schema of `version` in a CRD of the fixture.
fn schema(name: &str, version: &str) -> Value {
    let crd = crds(name).into_iter().next().unwrap();
    crd["spec"]["versions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["name"] == version)
        .unwrap()["schema"]["openAPIV3Schema"]
        .clone()
}

fn errors(schema: &Value, instance: &Value) -> Vec<String> {
    let validator = jsonschema::draft4::new(schema).unwrap();
    validator
        .iter_errors(instance)
        .map(|e| format!("{}: {e}", e.instance_path()))
        .collect()
}

fn from_yaml(text: &str) -> Value {
    yaml::parse(text)
        .unwrap()
        .documents
        .into_iter()
        .next()
        .unwrap()
}

#[test]
fn example_custom_resources_validate() {
    let cid = from_yaml(
        "apiVersion: customimagedeploy.example.com/v1\nkind: CustomImageDeploy\nmetadata:\n  name: customimagedeploy-nginx\nspec:\n  size: 1\n  port: 80\n  image: \"nginx:1.17\"\n",
    );
    assert_eq!(
        errors(&schema("customimagedeploy", "v1"), &cid),
        Vec::<String>::new()
    );
    let db = from_yaml(
        "apiVersion: coolops.cn/v1alpha1\nkind: DatabaseManager\nmetadata:\n  name: example-mysql\nspec:\n  dbtype: \"mysql\"\n  deploymentName: \"mysql\"\n  replicas: 1\n",
    );
    assert_eq!(
        errors(&schema("databasemanager", "v1alpha1"), &db),
        Vec::<String>::new()
    );
}

#[test]
fn a_string_size_does_not_validate() {
    let bad = from_yaml(
        "apiVersion: customimagedeploy.example.com/v1\nkind: CustomImageDeploy\nmetadata:\n  name: customimagedeploy-nginx\nspec:\n  size: \"one\"\n  port: 80\n  image: \"nginx:1.17\"\n",
    );
    assert_eq!(
        errors(&schema("customimagedeploy", "v1"), &bad),
        vec!["/spec/size: \"one\" is not of type \"integer\"".to_string()]
    );
    let bad_db = from_yaml(
        "apiVersion: coolops.cn/v1alpha1\nkind: DatabaseManager\nmetadata:\n  name: example\nspec:\n  dbtype: postgres\n  deploymentName: pg\n",
    );
    assert_eq!(
        errors(&schema("databasemanager", "v1alpha1"), &bad_db),
        vec!["/spec/dbtype: \"postgres\" is not one of \"mysql\" or \"mariadb\"".to_string()]
    );
}

/// The README's `build.rs` section, pasted into a new crate, is `fixtures/buildrs`: its
/// build script and its build dependencies (with the path filled in) are the README's.
#[test]
fn the_readme_build_rs_is_the_buildrs_fixture() {
    let root = crdgen_tests::workspace_root();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let section = readme
        .split("### From `build.rs`")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .unwrap();
    let blocks: Vec<&str> = section
        .split("```")
        .skip(1)
        .step_by(2)
        .map(|b| b.split_once('\n').map_or("", |(_, body)| body))
        .collect();
    assert_eq!(blocks.len(), 2, "{section}");
    let build_rs = std::fs::read_to_string(fixture("buildrs").join("build.rs")).unwrap();
    assert_eq!(blocks[1], build_rs);
    let manifest = std::fs::read_to_string(fixture("buildrs").join("Cargo.toml")).unwrap();
    let build_deps = manifest
        .split("[build-dependencies]\n")
        .nth(1)
        .and_then(|s| s.split("\n[").next())
        .unwrap();
    assert_eq!(
        blocks[0],
        format!("[build-dependencies]\n{}\n", build_deps.trim_end())
            .replace("../../crdgen", "…/crdgen/crdgen")
    );
}

/// The README's fake-cfg setup ("Compatibility") is `fixtures/buildrs`'s: every setting
/// of the snippet, with the crate's name and path filled in, is in its manifest, under
/// the same table.
#[test]
fn the_readme_fake_cfg_setup_is_the_buildrs_fixtures() {
    let root = crdgen_tests::workspace_root();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let section = readme.split("## Compatibility").nth(1).unwrap();
    let snippet = section
        .split("```toml\n")
        .nth(1)
        .and_then(|s| s.split("```").next())
        .unwrap();
    let manifest = std::fs::read_to_string(fixture("buildrs").join("Cargo.toml")).unwrap();
    let settings = |text: &str| -> Vec<(String, String)> {
        let mut table = String::new();
        let mut out = Vec::new();
        for line in text.lines().map(str::trim) {
            let line = line.split(" # ").next().unwrap().trim_end();
            if line.starts_with('[') {
                table = line.to_owned();
            } else if !line.is_empty() && !line.starts_with('#') {
                out.push((table.clone(), line.to_owned()));
            }
        }
        out
    };
    let wanted = settings(
        &snippet
            .replace("my-api", "fixture-buildrs")
            .replace("…/crdgen/crdgen", "../../crdgen"),
    );
    let have = settings(&manifest);
    let missing: Vec<_> = wanted.iter().filter(|s| !have.contains(s)).collect();
    assert!(missing.is_empty(), "{missing:?}");
    assert_eq!(wanted.len(), 6);
}
