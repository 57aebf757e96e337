use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
pub struct FooSpec {
    pub size: i32,
}

fn main() {}
