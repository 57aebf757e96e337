//! Shared helpers for the workspace tests.

use std::path::PathBuf;

/// The workspace root (the directory holding the top-level `Cargo.toml`).
pub fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(PathBuf::from)
        .unwrap_or_default()
}

/// The generated client module `module` (`src/generated/<module>`) of a crate named
/// `package` whose `src/lib.rs` is `lib` and whose configuration has `[clients]`.
pub fn client_module(package: &str, lib: &str, module: &str) -> String {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let write = |path: &str, text: &str| {
        let path = dir.path().join(path);
        std::fs::create_dir_all(path.parent().expect("a parent")).expect("the directory");
        std::fs::write(path, text).expect("the file");
    };
    write("Cargo.toml", &format!("[package]\nname = \"{package}\"\n"));
    write("crdgen.toml", "[clients]\ndir = \"src/generated\"\n");
    write("src/lib.rs", lib);
    let generation = crdgen_core::run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{d}"));
    generation
        .artifacts
        .into_iter()
        .find(|a| a.path.ends_with(format!("src/generated/{module}")))
        .map(|a| a.contents)
        .unwrap_or_else(|| panic!("no src/generated/{module}"))
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

/// `cfg_attr(any(), X)` → `X`: how a test writes an attribute rustc must not see (no
/// derive registers `#[crd]`, `#[schemars]`, … in the test crate) in Rust it compiles,
/// while the text crdgen reads has the plain attribute.
pub fn unwrap_cfg_attr(text: &str) -> String {
    const OPEN: &str = "cfg_attr(any(),";
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(OPEN) {
        out.push_str(&rest[..at]);
        rest = &rest[at + OPEN.len()..];
        // The inner attribute runs to the `)` that closes `cfg_attr(`.
        let mut depth = 1;
        let end = rest
            .char_indices()
            .find(|&(_, c)| {
                match c {
                    '(' => depth += 1,
                    ')' => depth -= 1,
                    _ => {}
                }
                depth == 0
            })
            .map(|(i, _)| i)
            .unwrap();
        out.push_str(rest[..end].trim());
        rest = &rest[end + 1..];
    }
    out.push_str(rest);
    out
}

pub mod import_known;
pub mod list_types;
pub mod round_trip;
pub mod rust_values;
pub mod schema_values;

/// The `openAPIV3Schema` of `version` in a CRD (as JSON); panics (a test's failure) if
/// the CRD has no such version.
pub fn version_schema(
    crd: &serde_json::Value,
    version: &str,
) -> serde_json::Map<String, serde_json::Value> {
    let versions = crd["spec"]["versions"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let Some(found) = versions.iter().find(|v| v["name"] == version) else {
        panic!("{} has no version {version}", crd["metadata"]["name"]);
    };
    found["schema"]["openAPIV3Schema"]
        .as_object()
        .cloned()
        .unwrap_or_default()
}
