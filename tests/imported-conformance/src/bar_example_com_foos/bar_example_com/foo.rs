//! `bar.example.com/foo`, imported by `crdgen import` from `bar.example.com_foos.yaml`.

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// Spec comments SHOULD appear in the CRD spec
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "bar.example.com",
    version = "foo",
    kind = "Foo",
    namespaced,
    plural = "foos",
    singular = "foo",
    status = "FooStatus",
    status_subresource = false,
    spec_optional
)]
pub struct FooSpec {
    /// This tests that defaulted fields are stripped for v1beta1,
    /// but not for v1
    #[crd(default = "fooDefaultString", example = "fooExampleString")]
    pub defaulted_string: String,
}

/// Status comments SHOULD appear in the CRD spec
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct FooStatus {}
