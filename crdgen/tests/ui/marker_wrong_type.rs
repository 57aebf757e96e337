use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    #[crd(max_length = 3)]
    pub size: i32,
}

fn main() {}
