//! The API group `gateway.networking.k8s.io`.

pub mod v1;
pub mod v1beta1;
