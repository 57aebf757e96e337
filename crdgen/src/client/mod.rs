//! Runtime for operators built on kube (feature `client`): label and field selectors,
//! listers over kube's reflector store, and informers that fill them.
//!
//! Enable it in the operator's `Cargo.toml`:
//!
//! ```toml
//! [dependencies]
//! crdgen = { version = "0.1", features = ["client"] }
//! ```
//!
//! The watches run on tokio, as kube's do.

pub mod informer;
pub mod lister;
pub mod selector;

pub use informer::{Informer, SharedInformerFactory};
pub use lister::{Lister, NamespaceLister};
pub use selector::{FieldSelector, LabelSelector, SelectorError};
