//! The API group `external-secrets.io`.

pub mod v1;
pub mod v1beta1;
