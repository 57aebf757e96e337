use crdgen::{CustomResource, CustomResourceExt};
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    #[crd(
        default = {"cpu": 1, "memory": 2,},
        external_docs(url = "https://example.com/limits"),
        map_type = "atomic"
    )]
    pub limits: std::collections::BTreeMap<String, i32>,
    #[crd(items(enum = ["a", "b"]))]
    pub names: Vec<String>,
}

fn main() {
    let crd = serde_json::to_value(Foo::crd()).unwrap();
    let spec = &crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"];
    assert_eq!(
        spec["properties"]["limits"],
        serde_json::json!({
            "additionalProperties": {"format": "int32", "type": "integer"},
            "default": {"cpu": 1, "memory": 2},
            "externalDocs": {"url": "https://example.com/limits"},
            "type": "object",
            "x-kubernetes-map-type": "atomic"
        })
    );
    assert_eq!(
        spec["properties"]["names"],
        serde_json::json!({"items": {"enum": ["a", "b"], "type": "string"}, "type": "array"})
    );
}
