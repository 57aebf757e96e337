//! The API group `kyverno.io`.

pub mod v2;
pub mod v2beta1;
