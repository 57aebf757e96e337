//! The API group `apiextensions.crossplane.io`.

pub mod v1;
pub mod v2;
