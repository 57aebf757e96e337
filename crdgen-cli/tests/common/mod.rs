//! What every CLI test needs: run the built `crdgen` binary in a directory.

#![allow(dead_code)] // Each test file uses its own part.

use std::path::Path;
use std::process::{Command, Output};

/// Runs `crdgen args...` in `dir`, with `NO_COLOR` unset so colour depends only on the
/// terminal (never one under test).
pub fn crdgen(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_crdgen"))
        .args(args)
        .current_dir(dir)
        .env_remove("NO_COLOR")
        .output()
        .unwrap()
}

/// Output bytes as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}
