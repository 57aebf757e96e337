use k8s_openapi::api::core::v1::*;
use serde_json::*;

pub struct FromGlobs {
    pub s: String,
    pub pod: PodSpec,
}
