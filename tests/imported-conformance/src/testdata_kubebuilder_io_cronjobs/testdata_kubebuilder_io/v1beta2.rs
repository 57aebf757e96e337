//! `testdata.kubebuilder.io/v1beta2`, imported by `crdgen import` from `testdata.kubebuilder.io_cronjobs.yaml`.

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[crd(
    group = "testdata.kubebuilder.io",
    version = "v1beta2",
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
    top_level,
    status_subresource,
    deprecated = "use v1 instead, this version causes your data center to catch fire when used on Tuesdays",
    doc = "CronJob is the Schema for the cronjobs API"
)]
pub struct CronJobSpec {}
