use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub enum FooSpec {
    A,
    B,
}

fn main() {}
