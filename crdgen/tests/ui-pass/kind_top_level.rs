use crdgen::{CustomResource, CustomResourceExt};
use serde::{Deserialize, Serialize};

/// TestQuota has its fields at the top level, like controller-gen's testquotas golden.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[crd(group = "plural.example.com", version = "v1", kind = "TestQuota", namespaced, top_level)]
pub struct TestQuotaFields {
    pub test: String,
}

/// An empty struct gives a kind with only apiVersion, kind and metadata.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[crd(group = "example.com", version = "v1", kind = "Marker", top_level)]
pub struct MarkerFields {}


fn main() {
    let q = TestQuota::new("q", TestQuotaFields { test: "x".into() });
    let json = serde_json::to_value(&q).unwrap();
    assert_eq!(
        json,
        serde_json::json!({
            "apiVersion": "plural.example.com/v1",
            "kind": "TestQuota",
            "metadata": {"name": "q"},
            "test": "x"
        })
    );
    let back: TestQuota = serde_json::from_value(json).unwrap();
    assert_eq!(back.spec, q.spec);

    let schema = serde_json::to_value(&TestQuota::crd().spec.versions[0].schema).unwrap();
    let root = &schema["openAPIV3Schema"];
    let mut names: Vec<&str> = root["properties"].as_object().unwrap().keys().map(String::as_str).collect();
    names.sort_unstable();
    assert_eq!(names, ["apiVersion", "kind", "metadata", "test"]);
    assert_eq!(root["required"], serde_json::json!(["test"]));

    let m = Marker::new("m", MarkerFields {});
    let json = serde_json::to_value(&m).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"apiVersion": "example.com/v1", "kind": "Marker", "metadata": {"name": "m"}})
    );
    let _: Marker = serde_json::from_value(json).unwrap();
}
