//! What a run produces, as the emit stage takes it: the files and which paths crdgen owns.
//! It lives here, not in [`crate::pipeline`] which builds it, so that emitting depends on
//! nothing upstream (the stages form a chain, not a cycle).

use std::path::PathBuf;

use crate::diagnostic::Diagnostics;

/// One file crdgen produces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Artifact {
    /// Path relative to the crate root.
    pub path: PathBuf,
    /// The exact bytes to write.
    pub contents: String,
}

/// The result of a run: what to write, where crdgen owns files, and what was read.
#[derive(Debug, Clone)]
pub struct Generation {
    /// Generated files, sorted by path.
    pub artifacts: Vec<Artifact>,
    /// The CRD directory (relative to the root); crdgen owns its `*.yaml` files.
    pub crd_dir: PathBuf,
    /// Every file read (sources, config, header), for `cargo:rerun-if-changed`.
    pub inputs: Vec<PathBuf>,
    /// Further files crdgen owns (relative to the root): the RBAC file. One that is not
    /// among `artifacts` is stale: `write` removes it, `verify` reports it.
    pub owned: Vec<PathBuf>,
    /// The directory of generated Rust modules (`[clients] dir`), if any: its `*.rs`
    /// files with crdgen's header that are not among `artifacts` are stale.
    pub rust_dir: Option<PathBuf>,
    /// Warnings about the output that was generated anyway (deprecated versions, `*` in
    /// RBAC rules), sorted; the CLI prints them and `--strict` makes them errors.
    pub warnings: Diagnostics,
}
