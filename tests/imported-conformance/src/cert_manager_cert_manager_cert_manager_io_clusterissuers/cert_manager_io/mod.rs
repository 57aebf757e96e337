//! The API group `cert-manager.io`.

pub mod v1;
