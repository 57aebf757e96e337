//! The API group `monitoring.coreos.com`.

pub mod v1;
