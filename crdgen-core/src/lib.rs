//! The crdgen engine: reads Rust API types and produces CustomResourceDefinitions in
//! controller-gen's style. It has no proc-macro machinery, so the CLI, `build.rs` and the
//! derive all share it.
//!
//! Stages, each a pure function of the previous one: [`source`] (find and parse files,
//! resolve names) → [`model`] (kinds, versions and the attributes on them) → [`schema`]
//! (structural schemas) → [`crd`], [`rbac`], [`webhook`], [`clients`] (the artifacts) → [`emit`]
//! (controller-gen's text style, writing and verifying files). [`pipeline`] composes them;
//! [`analysis`] runs them once per crate for all the derives of a compilation;
//! [`diagnostic`] is how every stage reports; [`keywords`] is the one table of OpenAPI
//! keywords and markers that the model and the schema both read.

// Diagnostics are returned by value on the cold path only (once per failed run), so
// their size does not matter and boxing them would only obscure the API.
#![allow(clippy::result_large_err)]
#![warn(missing_docs)]

pub mod analysis;
pub mod check;
pub mod clients;
pub mod config;
pub mod controller_gen;
pub mod crd;
pub mod diagnostic;
pub mod emit;
#[cfg(feature = "import")]
pub mod import;
pub mod k8s;
pub mod keywords;
#[cfg(feature = "migrate")]
pub mod migrate;
pub mod model;
pub mod pipeline;
pub mod rbac;
pub mod schema;
pub mod source;
pub mod strict_json;
pub mod webhook;

#[cfg(feature = "generate")]
use std::path::Path;

#[cfg(feature = "generate")]
use diagnostic::Diagnostics;

/// Loads the configuration of the crate at `root`, applies `overrides`, and runs the
/// engine. This is what `crdgen generate`, `crdgen verify` and `build.rs` share
/// (feature `generate`).
#[cfg(feature = "generate")]
pub fn run_crate(
    root: &Path,
    overrides: impl FnOnce(&mut config::Config),
) -> Result<pipeline::Generation, Diagnostics> {
    let loaded = config::load(root)?;
    let mut config = loaded.config;
    overrides(&mut config);
    pipeline::run(root, &config, loaded.source.as_deref())
}
