//! `testdata.kubebuilder.io/v1`, imported by `crdgen import` from `testdata.kubebuilder.io_enums.yaml`.

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

/// EnumSpec defines the desired state of Enum
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "testdata.kubebuilder.io",
    version = "v1",
    kind = "Enum",
    namespaced,
    plural = "enums",
    singular = "enum",
    doc = "Enum is a test CRD that contains an enum.",
    spec_optional
)]
pub struct EnumSpec {
    #[crd(enum = ["Value1", "Value2"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
}
