//! The API group `helm.toolkit.fluxcd.io`.

pub mod v2;
