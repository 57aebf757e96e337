//! `testdata.kubebuilder.io/v1`, imported by `crdgen import` from `testdata.kubebuilder.io_externaldocs.yaml`.

use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

/// ExternalDocSpec defines the desired state of ExternalDoc
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "testdata.kubebuilder.io",
    version = "v1",
    kind = "ExternalDoc",
    namespaced,
    plural = "externaldocs",
    singular = "externaldoc",
    doc = "ExternalDoc is the Schema for the external docs API",
    spec_optional
)]
pub struct ExternalDocSpec {
    /// This tests that external documentation can be attached to a field with url and description.
    #[crd(
        external_docs(
            description = "external docs description",
            url = "https://example.com/docs"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub field_with_external_doc: Option<String>,
    /// This tests that external documentation can be attached with only url.
    #[crd(external_docs(url = "https://example.com/docs"))]
    #[serde(
        rename = "fieldWithExternalDocURLOnly",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub field_with_external_doc_url_only: Option<String>,
    /// This tests that external documentation from a type is propagated.
    #[crd(
        external_docs(
            description = "type-level external docs",
            url = "https://example.com/type-docs"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub type_with_external_doc: Option<String>,
}
