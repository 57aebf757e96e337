//! Label and field selectors with apimachinery's syntax and semantics
//! (`labels.Parse`, `metav1.LabelSelectorAsSelector`, `fields.ParseSelector`), feature
//! `selector`. Operators reach them as `crdgen::client::selector`; crdgen's fake API
//! server filters lists and watches with them.

mod error;
mod field;
mod label;
mod validate;

pub use error::{ErrorLocation, SelectorError};
pub use field::{FieldOperator, FieldRequirement, FieldSelector};
pub use label::{LabelSelector, Operator, Requirement};
