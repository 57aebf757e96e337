extern crate serde_json as json;

use crate::api::{self, v1::{Spec as SpecV1, Status}, v2};
use core::option::Option as CoreOption;
use k8s_openapi::api::core::v1 as corev1;
use serde_json::Value;
use std::collections::BTreeMap;

pub struct Uses {
    pub renamed: SpecV1,
    pub grouped: Status,
    pub through_self_import: api::v1::Spec,
    pub group_module: v2::Spec,
    pub chain: api::CurrentSpec,
    pub alias: api::v1::Quantity,
    pub crate_path: crate::api::v1::Spec,
    pub self_path: self::Local,
    pub super_path: super::Root,
    pub pod: corev1::PodSpec,
    pub map: BTreeMap<String, i32>,
    pub value: Value,
    pub direct: serde_json::Map<String, Value>,
    pub absolute: ::chrono::DateTime<chrono::Utc>,
    pub core_opt: CoreOption<i32>,
    pub alloc_vec: alloc::vec::Vec<u8>,
    pub string: String,
    pub vec: Vec<u8>,
    pub opt: Option<bool>,
    pub boxed: Box<str>,
    pub num: i64,
    pub float: f64,
    pub local: Local,
    pub module_reexport: api::stable::Status,
    pub renamed_crate: json::Number,
}

pub struct Local;
