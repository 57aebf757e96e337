//! `/nogroup`, imported by `crdgen import` from `testdata._cronjobs.yaml`.

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[crd(
    group = "",
    version = "nogroup",
    kind = "CronJob",
    namespaced,
    plural = "cronjobs",
    singular = "cronjob",
    top_level,
    doc = "CronJob is the Schema for the cronjobs API"
)]
pub struct CronJobSpec {}
