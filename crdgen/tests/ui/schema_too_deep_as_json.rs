use crdgen::CrdSchema;
use serde::{Deserialize, Serialize};

// The schema nests 3 levels down to the default (the schema, `properties`, `data`),
// and the default 125 more: serde_json, which `Deep::schema()` parses it with, stops
// at 127.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug)]
pub struct Deep {
    #[crd(default = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]])]
    pub data: serde_json::Value,
}

fn main() {}
