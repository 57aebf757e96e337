//! `testdata.kubebuilder.io/v1beta1`, imported by `crdgen import` from `testdata.kubebuilder.io_oneofs.yaml`.

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// OneofSpec is the spec for the oneofs API.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "testdata.kubebuilder.io",
    version = "v1beta1",
    kind = "Oneof",
    namespaced,
    plural = "oneofs",
    singular = "oneof",
    doc = "Oneof is the Schema for the Oneof API"
)]
pub struct OneofSpec {
    /// CustomTypeAlias is a custom alias
    #[crd(
        validation(
            rule = "self >= 100 && self <= 1000",
            message = "invalid CustomTypeAlias value"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_custom_type_alias: Option<i32>,
    #[crd(
        validation(
            rule = "(has(self.foo)?1:0)+(has(self.bar)?1:0) == 1",
            message = "exactly one of the fields in [foo bar] must be set"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_type_with_exact_oneof: Option<OneofSpecFirstTypeWithExactOneof>,
    #[crd(
        validation(
            rule = "!(has(self.foo) && has(self.bar))",
            message = "only one of foo|bar may be set"
        ),
        validation(
            rule = "(has(self.foo)?1:0)+(has(self.bar)?1:0) <= 1",
            message = "at most one of the fields in [foo bar] may be set"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_type_with_oneof: Option<OneofSpecFirstTypeWithOneof>,
    /// This verifies if the custom type alias XValidation is not duplicated.
    #[crd(
        validation(
            rule = "self >= 100 && self <= 1000",
            message = "invalid CustomTypeAlias value"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second_custom_type_alias: Option<i32>,
    #[crd(
        validation(
            rule = "(has(self.a)?1:0)+(has(self.b)?1:0) == 1",
            message = "exactly one of the fields in [a b] must be set"
        ),
        validation(
            rule = "(has(self.c)?1:0)+(has(self.d)?1:0) == 1",
            message = "exactly one of the fields in [c d] must be set"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second_type_with_exact_oneof: Option<OneofSpecSecondTypeWithExactOneof>,
    #[crd(
        validation(
            rule = "(has(self.a)?1:0)+(has(self.b)?1:0) <= 1",
            message = "at most one of the fields in [a b] may be set"
        ),
        validation(
            rule = "(has(self.c)?1:0)+(has(self.d)?1:0) <= 1",
            message = "at most one of the fields in [c d] may be set"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second_type_with_oneof: Option<OneofSpecSecondTypeWithOneof>,
    #[crd(
        validation(
            rule = "(has(self.a)?1:0)+(has(self.b)?1:0) <= 1",
            message = "at most one of the fields in [a b] may be set"
        ),
        validation(
            rule = "(has(self.c)?1:0)+(has(self.d)?1:0) == 1",
            message = "exactly one of the fields in [c d] must be set"
        ),
        validation(
            rule = "has(self.e)||has(self.f)",
            message = "at least one of the fields in [e f] must be set"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub type_with_all_one_of: Option<OneofSpecTypeWithAllOneOf>,
    #[crd(
        validation(
            rule = "has(self.a)||has(self.b)",
            message = "at least one of the fields in [a b] must be set"
        ),
        validation(
            rule = "has(self.c)||has(self.d)",
            message = "at least one of the fields in [c d] must be set"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub type_with_multiple_at_least_one_of: Option<
        OneofSpecTypeWithMultipleAtLeastOneOf,
    >,
    #[crd(
        validation(
            rule = "(has(self.foo)?1:0)+(has(self.bar)?1:0) <= 1",
            message = "at most one of the fields in [foo bar] may be set"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub type_with_omit_zero: Option<OneofSpecTypeWithOmitZero>,
    #[crd(
        validation(
            rule = "has(self.c)||has(self.d)",
            message = "at least one of the fields in [c d] must be set"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub type_with_omit_zero_at_least_one_of: Option<
        OneofSpecTypeWithOmitZeroAtLeastOneOf,
    >,
    #[crd(
        validation(
            rule = "(has(self.a)?1:0)+(has(self.b)?1:0) == 1",
            message = "exactly one of the fields in [a b] must be set"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub type_with_omit_zero_exact: Option<OneofSpecTypeWithOmitZeroExact>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct OneofSpecFirstTypeWithExactOneof {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bar: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub foo: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct OneofSpecFirstTypeWithOneof {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bar: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub foo: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct OneofSpecSecondTypeWithExactOneof {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub a: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub b: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub c: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub d: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct OneofSpecSecondTypeWithOneof {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub a: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub b: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub c: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub d: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct OneofSpecTypeWithAllOneOf {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub a: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub b: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub c: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub d: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub e: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub f: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct OneofSpecTypeWithMultipleAtLeastOneOf {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub a: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub b: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub c: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub d: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct OneofSpecTypeWithOmitZero {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bar: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub foo: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct OneofSpecTypeWithOmitZeroAtLeastOneOf {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub c: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub d: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct OneofSpecTypeWithOmitZeroExact {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub a: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub b: Option<String>,
}
