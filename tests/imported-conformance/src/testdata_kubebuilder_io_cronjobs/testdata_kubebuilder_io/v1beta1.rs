//! `testdata.kubebuilder.io/v1beta1`, imported by `crdgen import` from `testdata.kubebuilder.io_cronjobs.yaml`.

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

/// CronJobSpec defines the desired state of CronJob
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "testdata.kubebuilder.io",
    version = "v1beta1",
    kind = "CronJob",
    namespaced,
    plural = "cronjobs",
    singular = "mycronjob",
    annotation(
        "api-approved.kubernetes.io",
        "https://github.com/kubernetes-sigs/controller-tools"
    ),
    annotation(
        "cert-manager.io/inject-ca-from-secret",
        "cert-manager/cert-manager-webhook-ca"
    ),
    status_subresource,
    served = false,
    doc = "CronJob is the Schema for the cronjobs API",
    spec_optional
)]
pub struct CronJobSpec {
    #[crd(maximum = 2, minimum = -2, multiple_of = 2)]
    pub int32_with_validations: i32,
    /// This tests that markers that are allowed on both fields and types are applied to fields
    #[crd(min_length = 4)]
    pub two_of_a_kind_part0: String,
}
