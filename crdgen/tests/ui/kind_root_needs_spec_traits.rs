use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

/// A spec that is neither Default nor PartialEq: the options that need them fail at
/// the option.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Foo", spec_optional,
      derive = "PartialEq", derive = "Default")]
pub struct FooSpec {
    pub size: i32,
}

fn main() {}
