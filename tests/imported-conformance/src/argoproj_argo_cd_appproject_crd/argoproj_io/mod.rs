//! The API group `argoproj.io`.

pub mod v1alpha1;
