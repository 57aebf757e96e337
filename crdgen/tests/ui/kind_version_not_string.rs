use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = 1, kind = "Foo")]
pub struct FooSpec {
    pub size: i32,
}

fn main() {}
