//! Runtime for operators built on kube (feature `client`): the generic typed client,
//! the handle generated clients are aliases of ([`KindClient`], its methods gated by the
//! capabilities of [`verbs`] a kind's generated marker type implements and by its
//! [`scope`]), conditions and finalizer helpers, and the apply-configuration runtime ([`apply`]:
//! metadata, list merging, extraction from `managedFields`) that the Rust modules
//! `crdgen generate` writes delegate to (as client-go's generated clients delegate to
//! its generic `gentype` package), label and field selectors, listers over kube's
//! reflector store, and informers that fill them.
//!
//! Enable it in the operator's `Cargo.toml`:
//!
//! ```toml
//! [dependencies]
//! crdgen = { version = "0.1", features = ["client"] }
//! ```
//!
//! The watches run on tokio, as kube's do.

pub mod apply;
pub mod conditions;
pub mod finalizers;
pub mod informer;
pub mod kind_client;
pub mod lister;
pub mod selector;
pub mod typed;
pub mod verbs;

pub use conditions::HasConditions;
pub use finalizers::{Backoff, DEFAULT_RETRY, retry_on_conflict};
pub use informer::{Informer, SharedInformerFactory};
pub use kind_client::{KindClient, scope};
pub use lister::{Lister, NamespaceLister};
pub use selector::{FieldSelector, LabelSelector, SelectorError};
pub use typed::{Object, TypedClient};

/// The kube crate crdgen was built with, so generated code and its users name the same
/// `kube::Client`, `kube::Api` and parameter types without a direct dependency.
pub use kube;
