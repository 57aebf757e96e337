//! Typed clients, conditions and finalizer helpers over kube (feature `client`): the
//! generic runtime that the Rust modules `crdgen generate` writes delegate to, as
//! client-go's generated clients delegate to its generic `gentype` package.

pub mod conditions;
pub mod finalizers;
pub mod typed;

pub use conditions::HasConditions;
pub use finalizers::{Backoff, DEFAULT_RETRY, retry_on_conflict};
pub use typed::{Object, TypedClient};

/// The kube crate crdgen was built with, so generated code and its users name the same
/// `kube::Client`, `kube::Api` and parameter types without a direct dependency.
pub use kube;
