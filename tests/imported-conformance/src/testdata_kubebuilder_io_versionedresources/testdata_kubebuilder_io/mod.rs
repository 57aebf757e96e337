//! The API group `testdata.kubebuilder.io`.

pub mod v1beta1;
pub mod v1beta2;
