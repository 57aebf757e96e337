//! The API group `externaldns.k8s.io`.

pub mod v1alpha1;
