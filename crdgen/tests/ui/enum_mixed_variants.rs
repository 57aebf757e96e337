use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    pub source: Source,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug)]
pub enum Source {
    Empty,
    Url(String),
}

fn main() {}
