//! The API group `cluster.x-k8s.io`.

pub mod v1beta1;
pub mod v1beta2;
