//! The crdgen engine: reads Rust API types and produces CustomResourceDefinitions in
//! controller-gen's style. It has no proc-macro machinery, so the CLI, `build.rs` and the
//! derive all share it.
//!
//! Stages, each a pure function of the previous one: [`source`] (find and parse files,
//! resolve names) → [`model`] (kinds and versions) → [`schema`] (structural schemas) →
//! [`crd`] (CRD objects) → [`yaml`] (controller-gen's text style) → [`output`] (write or
//! verify).

// Diagnostics are returned by value on the cold path only (once per failed run), so
// their size does not matter and boxing them would only obscure the API.
#![allow(clippy::result_large_err)]
#![warn(missing_docs)]

pub mod attrs;
pub mod clients;
pub mod codes;
pub mod config;
pub mod crd;
pub mod crd_names;
pub mod crd_paths;
pub mod diagnostic;
pub mod json_depth;
pub mod jsonpath;
pub mod k8s;
pub mod message_format;
pub mod model;
pub mod naming;
pub mod output;
pub mod pipeline;
pub mod rbac;
pub mod safe_fs;
pub mod schema;
pub mod source;
mod suggest;

/// controller-gen's YAML text style (the `crdgen-yaml` crate).
pub use crdgen_yaml as yaml;

use std::path::Path;

use diagnostic::Diagnostics;

/// Loads the configuration of the crate at `root`, applies `overrides`, and runs the
/// engine. This is what `crdgen generate`, `crdgen verify` and `build.rs` share.
pub fn run_crate(
    root: &Path,
    overrides: impl FnOnce(&mut config::Config),
) -> Result<pipeline::Generation, Diagnostics> {
    let loaded = config::load(root)?;
    let mut config = loaded.config;
    overrides(&mut config);
    pipeline::run(root, &config, loaded.source.as_deref())
}
