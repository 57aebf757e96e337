//! serde_json's nesting limit as `crd()` meets it: a CRD at crdgen's limit
//! (`MAX_JSON_DEPTH`) deserializes into k8s-openapi's `CustomResourceDefinition`, as the
//! derive's `crd()` and kube do, and one level more is refused by that same parse.

use crdgen_core::crd::json_depth::{MAX_JSON_DEPTH, deepest};
use crdgen_core::emit::yaml;
use crdgen_core::run_crate;
use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use serde_json::{Value, json};

/// A kind whose `data` field defaults to `arrays` nested arrays around `1`.
fn crd_with_default(arrays: usize) -> Value {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("Cargo.toml"), "[package]\nname = \"api\"\n").unwrap();
    std::fs::create_dir(dir.path().join("src")).unwrap();
    let default = format!("{}1{}", "[".repeat(arrays), "]".repeat(arrays));
    std::fs::write(
        dir.path().join("src/lib.rs"),
        format!(
            "use crdgen::CustomResource;\n#[derive(CustomResource)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]\npub struct FooSpec {{\n    #[crd(default = {default})]\n    data: serde_json::Value,\n}}\n"
        ),
    )
    .unwrap();
    let g = run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{d}"));
    yaml::parse(&g.artifacts[0].contents)
        .unwrap()
        .documents
        .remove(0)
}

#[test]
fn a_crd_at_the_limit_deserializes_and_one_level_more_does_not() {
    // The `default` of `.spec.data` sits 10 levels down: the object, `spec`, `versions`,
    // the version, `schema`, `openAPIV3Schema`, `properties`, `spec`, `properties`,
    // `data`.
    let mut crd = crd_with_default(MAX_JSON_DEPTH - 10);
    assert_eq!(deepest(&crd).depth, MAX_JSON_DEPTH);
    let text = serde_json::to_string(&crd).unwrap();
    let parsed: CustomResourceDefinition = serde_json::from_str(&text).unwrap();
    assert_eq!(serde_json::to_value(&parsed).unwrap(), crd);

    let default = &mut crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]
        ["properties"]["data"]["default"];
    *default = json!([default.take()]);
    assert_eq!(deepest(&crd).depth, MAX_JSON_DEPTH + 1);
    let text = serde_json::to_string(&crd).unwrap();
    let err = serde_json::from_str::<CustomResourceDefinition>(&text).unwrap_err();
    assert!(
        err.to_string().starts_with("recursion limit exceeded"),
        "{err}"
    );
}
