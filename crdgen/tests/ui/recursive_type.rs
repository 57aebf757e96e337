use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    pub tree: Node,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug)]
pub struct Node {
    pub name: String,
    pub children: Vec<Node>,
}

fn main() {}
