//! The API group `kustomize.toolkit.fluxcd.io`.

pub mod v1;
