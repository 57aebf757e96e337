//! `fixtures/kubers` after `crdgen migrate --write`: the same API in crdgen's dialect
//! (`crdgen::CustomResource` with `#[crd(...)]`, `CrdSchema`). Everything after these
//! lines is what migrate writes (`tests/tests/migrate.rs` keeps it so), so building this
//! crate compiles the migration with crdgen's derive, and the test checks that its
//! `crd()` and `crdgen generate` give the kube-rs fixture's committed CRDs byte for byte.

pub mod generated;

use crdgen::{CrdSchema, CustomResource};
use k8s_openapi::api::core::v1::PodTemplateSpec;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::Condition;
use serde::{Deserialize, Serialize};

/// A web application: a pod template run as a number of replicas.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[allow(clippy::duplicated_attributes)]
#[crd(
    group = "apps.kubers.example.com",
    version = "v1",
    kind = "WebApp",
    namespaced,
    status = "WebAppStatus",
    status_nullable,
    derive = "PartialEq",
    shortname = "wa",
    shortname = "webapps",
    category = "all",
    category = "kubers",
    printcolumn(name = "Replicas", type = "integer", json_path = ".spec.replicas"),
    printcolumn(
        name = "Ready",
        type = "integer",
        json_path = ".status.readyReplicas",
        description = "pods ready"
    ),
    printcolumn(
        name = "Age",
        type = "date",
        json_path = ".metadata.creationTimestamp",
        priority = 1
    ),
    scale(
        spec_replicas_path = ".spec.replicas",
        status_replicas_path = ".status.readyReplicas",
        label_selector_path = ".status.selector"
    ),
    root_validation(rule = "self.metadata.name.size() <= 63"),
    doc = "Auto-generated derived type for WebAppSpec via `CustomResource`"
)]
#[serde(rename_all = "camelCase")]
pub struct WebAppSpec {
    /// How many pods run the template.
    #[serde(default)]
    pub replicas: i32,
    /// The pods to run.
    pub template: PodTemplateSpec,
    /// Where the application's content comes from.
    pub source: Source,
    /// The service tier.
    #[serde(default)]
    pub tier: Tier,
    /// A path to probe, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub health_path: Option<String>,
}

/// Where the content comes from: exactly one of the variants (externally tagged, serde's
/// default).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, CrdSchema)]
#[serde(rename_all = "camelCase")]
pub enum Source {
    /// A git repository.
    Git {
        /// The repository's URL.
        url: String,
        /// The branch, tag or commit.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        revision: Option<String>,
    },
    /// A container image holding the content.
    Image {
        /// The image reference.
        reference: String,
    },
}

/// The service tier.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, CrdSchema)]
pub enum Tier {
    /// Best effort.
    #[default]
    Free,
    /// Guaranteed resources.
    Pro,
}

/// What the operator saw.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, CrdSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebAppStatus {
    /// Pods ready.
    #[serde(default)]
    pub ready_replicas: i32,
    /// The label selector of the pods, serialized, for the scale subresource.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selector: Option<String>,
    /// The latest observations.
    #[serde(default)]
    pub conditions: Vec<Condition>,
}

/// A region the applications may run in: cluster-scoped.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(
    group = "apps.kubers.example.com",
    version = "v1alpha1",
    kind = "Region",
    plural = "regions",
    doc = "A region the applications may run in.",
    printcolumn(name = "Zone", type = "string", json_path = ".spec.zone"),
    selectable = ".spec.zone",
    label("kubers.example.com/tier", "infra")
)]
#[serde(rename_all = "camelCase")]
pub struct RegionSpec {
    /// The zone the region maps to.
    pub zone: String,
    /// The most applications the region takes, if limited.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capacity: Option<u32>,
    /// Whether new applications may be placed here.
    #[serde(default)]
    pub schedulable: bool,
}
