//! The API group `opentelemetry.io`.

pub mod v1alpha1;
pub mod v1beta1;
