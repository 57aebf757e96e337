use crdgen::{CrdSchema, CustomResource, CustomResourceExt};
use serde::{Deserialize, Serialize};

/// FooSpec is the desired state of a Foo.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Foo", namespaced, shortname = "fo")]
pub struct FooSpec {
    /// Size is the number of replicas.
    #[crd(minimum = 1, maximum = 10)]
    pub size: i32,
    pub nested: Nested,
}

/// Nested is a part of the spec.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug)]
#[serde(rename_all = "camelCase")]
pub struct Nested {
    /// The image to run.
    #[crd(min_length = 1, pattern = "^[a-z]+$")]
    pub image_name: String,
    #[serde(default)]
    pub ports: Vec<u16>,
    pub label: Option<String>,
}

fn main() {
    let crd = Foo::crd();
    assert_eq!(crd.metadata.name.as_deref(), Some("foos.example.com"));
    assert_eq!(Foo::crd_name(), "foos.example.com");
    assert_eq!(Foo::short_names(), ["fo"]);
    assert_eq!(crd.spec.versions[0].name, "v1");

    let expected = serde_json::json!({
        "description": "Nested is a part of the spec.",
        "properties": {
            "imageName": {
                "description": "The image to run.",
                "minLength": 1,
                "pattern": "^[a-z]+$",
                "type": "string"
            },
            "label": {
                "type": "string"
            },
            "ports": {
                "items": {
                    "format": "int32",
                    "maximum": 65535,
                    "minimum": 0,
                    "type": "integer"
                },
                "type": "array"
            }
        },
        "required": ["imageName"],
        "type": "object"
    });
    assert_eq!(<Nested as crdgen::CrdSchema>::schema(), expected);
}
