use crdgen::{CustomResource, CustomResourceExt};
use serde::{Deserialize, Serialize};

/// A kind whose spec may be left out, with docs for `spec` and `status`, a nullable
/// status and more derives on the root type: in Go, a `Spec` field tagged
/// `json:"spec,omitempty"`, comments on the `Spec` and `Status` fields, `+nullable`.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[crd(group = "example.com", version = "v1", kind = "Foo", status = "FooStatus",
      spec_optional, spec_doc = "spec is what is wanted", status_doc = "status is what is",
      status_nullable, derive = ["PartialEq", "Default"])]
pub struct FooSpec {
    #[serde(default)]
    pub size: i32,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct FooStatus {
    pub ready: bool,
}

fn main() {
    // A missing spec (or a null one) reads as the spec's default, which is written back.
    let foo: Foo = serde_json::from_value(serde_json::json!({
        "apiVersion": "example.com/v1", "kind": "Foo", "metadata": {"name": "a"}
    }))
    .unwrap();
    assert_eq!(foo.spec, FooSpec::default());
    let null_spec: Foo = serde_json::from_value(serde_json::json!({
        "apiVersion": "example.com/v1", "kind": "Foo", "metadata": {"name": "a"}, "spec": null
    }))
    .unwrap();
    assert_eq!(null_spec, foo);
    assert_eq!(
        serde_json::to_value(&foo).unwrap(),
        serde_json::json!({
            "apiVersion": "example.com/v1", "kind": "Foo", "metadata": {"name": "a"},
            "spec": {"size": 0}
        })
    );
    // A null status reads as no status, which is left out.
    let null_status: Foo = serde_json::from_value(serde_json::json!({
        "apiVersion": "example.com/v1", "kind": "Foo", "metadata": {"name": "a"},
        "spec": {"size": 2}, "status": null
    }))
    .unwrap();
    assert_eq!(null_status.status, None);
    assert_eq!(serde_json::to_value(&null_status).unwrap().get("status"), None);
    // The derives: Default (the spec's default, no status) and PartialEq.
    let d = Foo::default();
    assert_eq!(d.spec, FooSpec::default());
    assert_eq!(d.status, None);
    assert!(d != null_status);

    let schema = serde_json::to_value(&Foo::crd().spec.versions[0].schema).unwrap();
    let root = &schema["openAPIV3Schema"];
    assert_eq!(root.get("required"), None);
    assert_eq!(root["properties"]["spec"]["description"], "spec is what is wanted");
    assert_eq!(root["properties"]["status"]["description"], "status is what is");
    assert_eq!(root["properties"]["status"]["nullable"], true);
}
