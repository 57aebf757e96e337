use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    #[crd(default = {size: 1})]
    pub limits: std::collections::BTreeMap<String, i32>,
}

fn main() {}
