use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(
    group = "example.com",
    version = "v1",
    kind = "Foo",
    scale(spec_replicas_path = ".spec.size", status_replicas_path = ".status.size")
)]
pub struct FooSpec {
    pub size: i32,
}

fn main() {}
