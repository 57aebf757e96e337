use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(grup = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    pub size: i32,
}

fn main() {}
