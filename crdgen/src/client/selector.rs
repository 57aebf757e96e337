//! Label and field selectors with apimachinery's syntax and semantics
//! (`labels.Parse`, `metav1.LabelSelectorAsSelector`, `fields.ParseSelector`).
//!
//! They live in the `crdgen-apimachinery` crate, with the name rules they check keys and
//! values against, so the fake API server (its own crate, which cannot depend on this
//! one) filters with the same parser; this module re-exports them.

pub use crdgen_apimachinery::selector::{
    ErrorLocation, FieldOperator, FieldRequirement, FieldSelector, LabelSelector, Operator,
    Requirement, SelectorError,
};
