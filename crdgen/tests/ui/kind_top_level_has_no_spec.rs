use crdgen::{CustomResource, HasSpec};
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Quota", top_level)]
pub struct QuotaFields {
    pub test: String,
}

/// Only kinds with a spec implement `HasSpec`; a top-level kind has none.
fn spec_of<K: HasSpec>(kind: &K) -> &K::Spec {
    kind.spec()
}

fn main() {
    let q = Quota::new("q", QuotaFields { test: "x".into() });
    let _ = spec_of(&q);
}
