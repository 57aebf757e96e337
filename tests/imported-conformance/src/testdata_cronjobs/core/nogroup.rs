//! `/nogroup`, imported by `crdgen import` from `testdata._cronjobs.yaml`.

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
