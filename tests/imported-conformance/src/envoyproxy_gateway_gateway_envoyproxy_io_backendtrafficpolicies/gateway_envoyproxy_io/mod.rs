//! The API group `gateway.envoyproxy.io`.

pub mod v1alpha1;
