//! `testdata.kubebuilder.io/v1beta1`, imported by `crdgen import` from `testdata.kubebuilder.io_jobs.yaml`.

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// JobSpec is the spec for the jobs API.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "testdata.kubebuilder.io",
    version = "v1beta1",
    kind = "Job",
    namespaced,
    plural = "jobs",
    singular = "job",
    doc = "Job is the Schema for the jobs API"
)]
pub struct JobSpec {
    /// Count is the number of times a job may be executed.
    #[crd(maximum = 10, minimum = 0)]
    pub count: i32,
    /// CronJob is the spec for the related CrongJob.
    pub crong_job: JobSpecCrongJob,
    /// FriendlyName is the friendly name for the job.
    #[crd(min_length = 5)]
    pub friendly_name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct JobSpecCrongJob {
    #[crd(maximum = 2, minimum = -2, multiple_of = 2)]
    pub int32_with_validations: i32,
    /// This tests that markers that are allowed on both fields and types are applied to fields
    #[crd(min_length = 4)]
    pub two_of_a_kind_part0: String,
}
