//! The crdgen engine: reads Rust API types and produces CustomResourceDefinitions in
//! controller-gen's style. It has no proc-macro machinery, so the CLI, `build.rs` and the
//! derive all share it.

pub mod diagnostic;
pub mod source;
