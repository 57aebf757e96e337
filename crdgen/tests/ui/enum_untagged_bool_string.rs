use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    pub toggle: Toggle,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug)]
#[serde(untagged)]
pub enum Toggle {
    On(bool),
    Named(String),
}

fn main() {}
