//! `crew.testproject.org/v2`, imported by `crdgen import` from `kubernetes-sigs__kubebuilder__crew.testproject.org_firstmates.yaml`.

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// spec defines the desired state of FirstMate
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "crew.testproject.org",
    version = "v2",
    kind = "FirstMate",
    namespaced,
    plural = "firstmates",
    singular = "firstmate",
    status = "FirstMateStatus",
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
    pub conditions: Option<Vec<FirstMateStatusConditions>>,
}

/// Condition contains details for one aspect of the current state of this API Resource.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct FirstMateStatusConditions {
    /// lastTransitionTime is the last time the condition transitioned from one status to another.
    /// This should be when the underlying condition changed.  If that is not known, then using the time when the API field changed is acceptable.
    #[crd(format = "date-time")]
    pub last_transition_time: String,
    /// message is a human readable message indicating details about the transition.
    /// This may be an empty string.
    #[crd(max_length = 32768)]
    pub message: String,
    /// observedGeneration represents the .metadata.generation that the condition was set based upon.
    /// For instance, if .metadata.generation is currently 12, but the .status.conditions[x].observedGeneration is 9, the condition is out of date
    /// with respect to the current state of the instance.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
    /// reason contains a programmatic identifier indicating the reason for the condition's last transition.
    /// Producers of specific condition types may define expected values and meanings for this field,
    /// and whether the values are considered a guaranteed API.
    /// The value should be a CamelCase string.
    /// This field may not be empty.
    #[crd(
        max_length = 1024,
        min_length = 1,
        pattern = "^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$"
    )]
    pub reason: String,
    /// status of the condition, one of True, False, Unknown.
    #[crd(enum = ["True", "False", "Unknown"])]
    pub status: String,
    /// type of condition in CamelCase or in foo.example.com/CamelCase.
    #[crd(
        max_length = 316,
        pattern = r#"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$"#
    )]
    pub r#type: String,
}
