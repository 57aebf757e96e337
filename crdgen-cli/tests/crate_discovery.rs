//! Where crdgen runs: the crate around the current directory (found upward, as cargo
//! finds it), a workspace root (an error naming `--workspace`), and `--workspace` over
//! every configured member, each reported under its path.

mod common;

use std::path::Path;

use common::{crdgen, text};

fn write(root: &Path, path: &str, text: &str) {
    let p = root.join(path);
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(p, text).unwrap();
}

/// A kind `name` (lower case) in group `<name>.example.com`.
fn kind(name: &str) -> String {
    let kind = format!("{}{}", name[..1].to_uppercase(), &name[1..]);
    format!(
        "use crdgen::CustomResource;\nuse serde::{{Deserialize, Serialize}};\n\n\
         #[derive(CustomResource, Serialize, Deserialize)]\n\
         #[crd(group = \"{name}.example.com\", version = \"v1\", kind = \"{kind}\")]\n\
         pub struct {kind}Spec {{\n    pub size: i32,\n}}\n"
    )
}

/// A workspace: `api` and `ops` have crdgen configuration (one in Cargo.toml, one in
/// crdgen.toml), `web` has none and is left alone.
fn workspace() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(
        root,
        "Cargo.toml",
        "[workspace]\nmembers = [\"crates/*\"]\n",
    );
    write(
        root,
        "crates/api/Cargo.toml",
        "[package]\nname = \"api\"\n\n[package.metadata.crdgen]\n",
    );
    write(root, "crates/api/src/lib.rs", &kind("alpha"));
    write(root, "crates/ops/Cargo.toml", "[package]\nname = \"ops\"\n");
    write(root, "crates/ops/crdgen.toml", "crd-dir = \"deploy\"\n");
    write(root, "crates/ops/src/lib.rs", &kind("beta"));
    write(root, "crates/web/Cargo.toml", "[package]\nname = \"web\"\n");
    write(root, "crates/web/src/lib.rs", &kind("gamma"));
    dir
}

#[test]
fn the_crate_is_found_from_any_directory_inside_it() {
    let dir = workspace();
    let api = dir.path().join("crates/api");
    let out = crdgen(&["generate"], &api.join("src"));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "wrote config/crd/bases/.crdgen-manifest\nwrote config/crd/bases/alpha.example.com_alphas.yaml\n"
    );
    assert!(
        api.join("config/crd/bases/alpha.example.com_alphas.yaml")
            .is_file()
    );
    let out = crdgen(&["verify"], &api.join("src"));
    assert_eq!(
        (out.status.code(), text(&out.stdout)),
        (Some(0), "2 generated file(s) are up to date\n".to_owned())
    );
}

#[test]
fn a_workspace_root_needs_workspace_or_a_member() {
    let dir = workspace();
    let out = crdgen(&["generate"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error[E0025]: . is a workspace root, not a crate\n |\n = help: run `crdgen ... --workspace` for every configured member (crates/api, crates/ops), or give one with -C\n"
    );
    assert_eq!(text(&out.stdout), "");
}

#[test]
fn workspace_runs_every_configured_member_and_reports_each() {
    let dir = workspace();
    let out = crdgen(&["generate", "--workspace"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "crdgen: crates/api\n\
         wrote config/crd/bases/.crdgen-manifest\n\
         wrote config/crd/bases/alpha.example.com_alphas.yaml\n\
         crdgen: crates/ops\n\
         wrote deploy/.crdgen-manifest\n\
         wrote deploy/beta.example.com_beta.yaml\n"
    );
    assert!(!dir.path().join("crates/web/config").exists());

    // From inside a member, `--workspace` still means the whole workspace; the
    // headings are paths from where it runs.
    write(dir.path(), "crates/ops/src/lib.rs", &kind("delta"));
    let out = crdgen(
        &["verify", "--workspace", "--message-format", "short"],
        &dir.path().join("crates/api/src"),
    );
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("crdgen: ..\n2 generated file(s) are up to date\ncrdgen: ../../ops\n"),
        "{stdout}"
    );

    // An error in one member names its file from where crdgen runs, and the others
    // still run.
    write(dir.path(), "crates/api/src/lib.rs", "pub struct Broken {\n");
    let out = crdgen(
        &["verify", "--workspace", "--message-format", "short"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(stderr.starts_with("crates/api/src/lib.rs:"), "{stderr}");
    assert!(text(&out.stdout).contains("crdgen: crates/ops\n"));
}

#[test]
fn a_workspace_without_configured_members_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "Cargo.toml",
        "[workspace]\nmembers = [\"web\"]\n",
    );
    write(dir.path(), "web/Cargo.toml", "[package]\nname = \"web\"\n");
    let out = crdgen(&["verify", "--workspace"], dir.path());
    assert_eq!(
        (out.status.code(), text(&out.stderr)),
        (
            Some(2),
            "error[E0026]: no member of the workspace at . has crdgen configuration\n |\n = help: add a crdgen.toml (or a [package.metadata.crdgen] table in Cargo.toml) to each crate that holds API types\n".to_owned()
        )
    );
}

#[test]
fn no_crate_anywhere_above_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let out = crdgen(&["generate"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        format!(
            "error[E0023]: no Cargo.toml or crdgen.toml in {} or any directory above it\n |\n = help: run crdgen inside the crate that holds the API types, or give its root with -C\n",
            dir.path().display()
        )
    );
}

#[test]
fn a_member_pattern_that_is_no_glob_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "Cargo.toml",
        "[workspace]\nmembers = [\"crates/[a\"]\n",
    );
    let out = crdgen(&["verify", "--workspace"], dir.path());
    assert_eq!(
        (out.status.code(), text(&out.stderr)),
        (
            Some(2),
            format!(
                "error[E0024]: workspace member pattern `crates/[a` in {} is not a valid glob: invalid range pattern\n |\n = help: fix the pattern in [workspace] members, as cargo would require\n",
                dir.path().join("Cargo.toml").display()
            )
        )
    );
}
