//! `testdata.kubebuilder.io/v1`, imported by `crdgen import` from `testdata.kubebuilder.io_immutabletypes.yaml`.

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "testdata.kubebuilder.io",
    version = "v1",
    kind = "ImmutableType",
    namespaced,
    plural = "immutabletypes",
    singular = "immutabletype",
    validation(
        rule = "!has(oldSelf.optionalString) || has(self.optionalString)",
        message = "field optionalString is immutable once set"
    ),
    validation(
        rule = "!has(oldSelf.optionalLiteralString) || has(self.optionalLiteralString)",
        message = "field optionalLiteralString is immutable once set"
    ),
    validation(
        rule = "!has(oldSelf.optionalStruct) || has(self.optionalStruct)",
        message = "field optionalStruct is immutable once set"
    ),
    validation(
        rule = "!has(oldSelf.optionalOmitZeroStruct) || has(self.optionalOmitZeroStruct)",
        message = "field optionalOmitZeroStruct is immutable once set"
    ),
    validation(
        rule = "!has(oldSelf.optionalSlice) || has(self.optionalSlice)",
        message = "field optionalSlice is immutable once set"
    ),
    validation(
        rule = "!has(oldSelf.optionalMap) || has(self.optionalMap)",
        message = "field optionalMap is immutable once set"
    )
)]
pub struct ImmutableTypeSpec {
    pub mutable_string: String,
    #[crd(validation(rule = "self == oldSelf", message = "field is immutable"))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub optional_literal_string: Option<String>,
    #[crd(validation(rule = "self == oldSelf", message = "field is immutable"))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub optional_map: Option<std::collections::BTreeMap<String, String>>,
    #[crd(validation(rule = "self == oldSelf", message = "field is immutable"))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub optional_omit_zero_struct: Option<ImmutableTypeSpecOptionalOmitZeroStruct>,
    #[crd(validation(rule = "self == oldSelf", message = "field is immutable"))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub optional_slice: Option<Vec<String>>,
    #[crd(validation(rule = "self == oldSelf", message = "field is immutable"))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub optional_string: Option<String>,
    #[crd(validation(rule = "self == oldSelf", message = "field is immutable"))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub optional_struct: Option<ImmutableTypeSpecOptionalStruct>,
    #[crd(validation(rule = "self == oldSelf", message = "field is immutable"))]
    pub required_map: std::collections::BTreeMap<String, String>,
    #[crd(validation(rule = "self == oldSelf", message = "field is immutable"))]
    pub required_slice: Vec<String>,
    #[crd(validation(rule = "self == oldSelf", message = "field is immutable"))]
    pub required_string: String,
    #[crd(validation(rule = "self == oldSelf", message = "field is immutable"))]
    pub required_struct: ImmutableTypeSpecRequiredStruct,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ImmutableTypeSpecOptionalOmitZeroStruct {
    pub key: String,
    pub value: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ImmutableTypeSpecOptionalStruct {
    pub key: String,
    pub value: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ImmutableTypeSpecRequiredStruct {
    pub key: String,
    pub value: String,
}
