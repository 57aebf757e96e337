use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    #[crd(validation(rule = "self.size() > > 1"))]
    pub name: String,
    pub port: Port,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug)]
#[crd(validation(rule = "self.number <= 65535 &&", message = "port out of range"))]
pub struct Port {
    pub number: i32,
}

fn main() {}
