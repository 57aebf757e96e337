//! The API group `policies.kyverno.io`.

pub mod v1;
pub mod v1alpha1;
pub mod v1beta1;
