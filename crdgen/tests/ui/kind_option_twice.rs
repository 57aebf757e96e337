use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Foo", namespaced, namespaced = false)]
pub struct FooSpec {
    pub size: i32,
}

fn main() {}
