//! `crew.testproject.org/v1`, imported by `crdgen import` from `kubernetes-sigs__kubebuilder__crew.testproject.org_firstmates.yaml`.

// Written from CRDs, not by hand: the doc comments are their descriptions as other tools
// wrote them (tabs, Markdown lists indented as Go comments indent them), the attributes
// repeat what the schema repeats, and the types nest as the schema does.
#![allow(clippy::doc_lazy_continuation, clippy::doc_overindented_list_items)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// spec defines the desired state of FirstMate
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "crew.testproject.org",
    version = "v1",
    kind = "FirstMate",
    namespaced,
    plural = "firstmates",
    singular = "firstmate",
    status = "FirstMateStatus",
    storage,
    doc = "FirstMate is the Schema for the firstmates API"
)]
pub struct FirstMateSpec {
    /// foo is an example field of FirstMate. Edit firstmate_types.go to remove/update
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub foo: Option<String>,
}

/// status defines the observed state of FirstMate
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct FirstMateStatus {
    /// conditions represent the current state of the FirstMate resource.
    /// Each condition has a unique type and reflects the status of a specific aspect of the resource.
    ///
    /// Standard condition types include:
    /// - "Available": the resource is fully functional
    /// - "Progressing": the resource is being created or updated
    /// - "Degraded": the resource failed to reach or maintain its desired state
    ///
    /// The status of each condition is one of True, False, or Unknown.
    #[crd(list_map_keys("type"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conditions: Option<
        Vec<k8s_openapi::apimachinery::pkg::apis::meta::v1::Condition>,
    >,
}
