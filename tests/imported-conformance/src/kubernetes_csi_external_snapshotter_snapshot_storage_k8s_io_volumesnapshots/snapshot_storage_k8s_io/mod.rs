//! The API group `snapshot.storage.k8s.io`.

pub mod v1;
pub mod v1beta1;
