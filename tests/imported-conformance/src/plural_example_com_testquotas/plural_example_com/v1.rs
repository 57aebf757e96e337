//! `plural.example.com/v1`, imported by `crdgen import` from `plural.example.com_testquotas.yaml`.

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "plural.example.com",
    version = "v1",
    kind = "TestQuota",
    namespaced,
    plural = "testquotas",
    singular = "testquota",
    top_level
)]
pub struct TestQuotaSpec {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub test: Option<String>,
}
