//! Shared helpers for the workspace tests.

use std::path::PathBuf;

/// The workspace root (the directory holding the top-level `Cargo.toml`).
pub fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(PathBuf::from)
        .unwrap_or_default()
}

/// Where controller-gen's reference output lives: `$CRDGEN_CONFORMANCE_DIR`, else
/// `../shared/conformance` beside the checkout.
///
/// Returns `None` (after printing that the test skipped) when it is missing outside CI;
/// under `CI=true` a missing directory fails the test, because CI always has it.
pub fn conformance_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("CRDGEN_CONFORMANCE_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace_root().join("../shared/conformance"));
    if dir.is_dir() {
        return Some(dir);
    }
    let in_ci = std::env::var("CI").is_ok_and(|v| v == "true");
    assert!(
        !in_ci,
        "conformance data not found at {} (CI=true requires it)",
        dir.display()
    );
    eprintln!(
        "skipped: conformance data not found at {}; set CRDGEN_CONFORMANCE_DIR",
        dir.display()
    );
    None
}
