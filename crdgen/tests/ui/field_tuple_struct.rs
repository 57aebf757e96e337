use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    pub range: Range,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug)]
pub struct Range(pub i32, pub String);

fn main() {}
