//! The API group `testdata.kubebuilder.io`.

pub mod v1;
