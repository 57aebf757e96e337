//! The API group `cilium.io`.

pub mod v1alpha1;
