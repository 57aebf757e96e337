//! `testdata.kubebuilder.io/v1beta1`, imported by `crdgen import` from `testdata.kubebuilder.io_versionedresources.yaml`.

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "testdata.kubebuilder.io",
    version = "v1beta1",
    kind = "VersionedResource",
    namespaced,
    plural = "versionedresources",
    singular = "versionedresource",
    status_subresource
)]
pub struct VersionedResourceSpec {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#struct: Option<VersionedResourceSpecStruct>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct VersionedResourceSpecStruct {
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#struct: Option<VersionedResourceSpecStructStruct>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct VersionedResourceSpecStructStruct {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub foo: Option<String>,
}
