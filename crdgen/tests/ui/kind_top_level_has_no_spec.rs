use crdgen::{CustomResource, HasSpec};
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Quota", top_level)]
pub struct QuotaFields {
    pub test: String,
}

fn main() {
    let q = Quota::new("q", QuotaFields { test: "x".into() });
    let _ = q.spec();
}
