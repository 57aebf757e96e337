use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

// `Limits` has no crdgen derive, so the kind's derive reports its error, at the spec
// struct, with the real location in the message.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    pub limits: Limits,
}

#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct Limits {
    pub bytes: u128,
}

fn main() {}
