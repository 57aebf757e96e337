//! `bar.example.com/zoo`, imported by `crdgen import` from `bar.example.com_zoos.yaml`.

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// Spec comments SHOULD appear in the CRD spec
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "bar.example.com",
    version = "zoo",
    kind = "Zoo",
    namespaced,
    plural = "zoos",
    singular = "zoo",
    status = "ZooStatus",
    status_subresource = false,
    spec_optional
)]
pub struct ZooSpec {
    /// This tests that defaulted fields are stripped for v1beta1,
    /// but not for v1
    #[crd(default = "zooDefaultString", example = "zooExampleString")]
    pub defaulted_string: String,
}

/// Status comments SHOULD appear in the CRD spec
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct ZooStatus {}
