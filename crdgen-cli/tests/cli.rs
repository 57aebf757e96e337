//! The `crdgen` binary end to end: exit codes, what is written, what verify prints.

mod common;

use common::{crdgen, text};
use std::path::PathBuf;

/// A copy of the podset fixture's API sources (not its generated output) in a tempdir.
fn podset() -> tempfile::TempDir {
    let fixture = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fixtures/podset");
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::copy(fixture.join("Cargo.toml"), dir.path().join("Cargo.toml")).unwrap();
    // The API types alone: without the fixture's controller module (and its RBAC
    // markers) the tests control exactly which files generate writes.
    let lib = std::fs::read_to_string(fixture.join("src/lib.rs")).unwrap();
    let api_only = lib.replace("pub mod controller;\n", "");
    assert_ne!(
        api_only, lib,
        "the podset fixture declares its controller module"
    );
    std::fs::write(dir.path().join("src/lib.rs"), api_only).unwrap();
    dir
}

const CRD: &str = "config/crd/bases/app.example.com_podsets.yaml";

#[test]
fn generate_writes_then_verify_is_fresh() {
    let dir = podset();
    let out = crdgen(&["generate"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), format!("wrote {CRD}\n"));
    let out = crdgen(&["verify"], dir.path());
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "1 generated file(s) are up to date\n");
    let out = crdgen(&["generate"], dir.path());
    assert_eq!(text(&out.stdout), "1 file(s) up to date\n");
}

#[test]
fn verify_reports_a_diff_missing_and_stale_files_and_exits_1() {
    let dir = podset();
    let out = crdgen(&["verify"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stdout),
        format!(
            "missing: {CRD} (would be generated)\ngenerated files are out of date: 0 changed, 1 missing, 0 stale; run `crdgen generate`\n"
        )
    );

    assert_eq!(crdgen(&["generate"], dir.path()).status.code(), Some(0));
    let crd = dir.path().join(CRD);
    let fresh = std::fs::read_to_string(&crd).unwrap();
    std::fs::write(
        &crd,
        fresh.replace("  scope: Namespaced\n", "  scope: Cluster\n"),
    )
    .unwrap();
    let stale = dir.path().join("config/crd/bases/old_things.yaml");
    std::fs::write(&stale, "---\n").unwrap();
    let before = std::fs::read_to_string(&crd).unwrap();

    let out = crdgen(&["verify"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with(&format!("--- a/{CRD}\n+++ b/{CRD}\n@@ -10,7 +10,7 @@\n")),
        "{stdout}"
    );
    assert!(
        stdout.contains("\n-  scope: Cluster\n+  scope: Namespaced\n"),
        "{stdout}"
    );
    assert!(stdout.ends_with("stale: config/crd/bases/old_things.yaml (would be removed)\ngenerated files are out of date: 1 changed, 0 missing, 1 stale; run `crdgen generate`\n"), "{stdout}");
    // verify never writes.
    assert_eq!(std::fs::read_to_string(&crd).unwrap(), before);
    assert!(stale.exists());

    let out = crdgen(&["generate"], dir.path());
    assert_eq!(
        text(&out.stdout),
        format!("wrote {CRD}\nremoved config/crd/bases/old_things.yaml\n")
    );
    assert!(!stale.exists());
    assert_eq!(std::fs::read_to_string(&crd).unwrap(), fresh);
}

#[test]
fn bad_input_exits_2_and_writes_nothing() {
    let dir = podset();
    let lib = dir.path().join("src/lib.rs");
    let source = std::fs::read_to_string(&lib).unwrap();
    std::fs::write(
        &lib,
        source.replace("pub replicas: i32,\n}", "pub replicas: i32,,\n}"),
    )
    .unwrap();
    let out = crdgen(&["generate"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).starts_with("error: "),
        "{}",
        text(&out.stderr)
    );
    assert!(
        text(&out.stderr).contains(" --> src/lib.rs:"),
        "{}",
        text(&out.stderr)
    );
    assert!(!dir.path().join("config").exists());
    assert_eq!(crdgen(&["verify"], dir.path()).status.code(), Some(2));
}

#[test]
fn flags_override_the_config() {
    let dir = podset();
    let out = crdgen(&["generate", "--crd-dir", "deploy/crds"], dir.path());
    assert_eq!(
        text(&out.stdout),
        "wrote deploy/crds/app.example.com_podsets.yaml\n"
    );
}

#[test]
fn fmt_check_and_rewrite() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("crd.yaml");
    std::fs::write(&file, "# header\nb: 1\na: {x: 'y'}\n").unwrap();
    let out = crdgen(&["fmt", "--check", "crd.yaml"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "would reformat crd.yaml\n");
    let out = crdgen(&["fmt", "crd.yaml"], dir.path());
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        "# header\na:\n  x: \"y\"\nb: 1\n"
    );
    assert_eq!(
        crdgen(&["fmt", "--check", "crd.yaml"], dir.path())
            .status
            .code(),
        Some(0)
    );
}

#[test]
fn warnings_go_to_stderr_and_keep_the_exit_code() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("Cargo.toml"), "[package]\nname = \"api\"\n").unwrap();
    std::fs::write(
        dir.path().join("src/lib.rs"),
        "#[derive(CustomResource)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\", deprecated = \"use v2\")]\npub struct FooSpec {\n    pub size: i32,\n}\n",
    )
    .unwrap();
    let warning = "warning: version `v1` of kind `Foo` is deprecated but is the storage version\n --> src/lib.rs:2:60\n  |\n2 | #[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\", deprecated = \"use v2\")]\n  |                                                            ^^^^^^^^^^ deprecated storage version\n  |\n  = note: clients of `v1` are told: use v2\n  = help: objects are stored at a version clients are told to leave; make a version that is not deprecated the storage version\n\n";
    let out = crdgen(&["generate"], dir.path());
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stderr), warning);
    assert_eq!(
        text(&out.stdout),
        "wrote config/crd/bases/example.com_foos.yaml\n"
    );
    let out = crdgen(&["verify"], dir.path());
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stderr), warning);
    assert_eq!(text(&out.stdout), "1 generated file(s) are up to date\n");
    // A stale tree still exits 1, with the warning.
    std::fs::remove_file(dir.path().join("config/crd/bases/example.com_foos.yaml")).unwrap();
    let out = crdgen(&["verify"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stderr), warning);
}

const MARKER: &str = "\n#[crdgen::rbac(groups = \"\", resources = \"pods\", verbs = \"get;list;watch\")]\npub fn reconcile() {}\n";

#[test]
fn role_yaml_is_written_verified_and_stale_when_the_markers_go() {
    let dir = podset();
    let lib = dir.path().join("src/lib.rs");
    let original = std::fs::read_to_string(&lib).unwrap();
    std::fs::write(&lib, format!("{original}{MARKER}")).unwrap();
    let out = crdgen(&["generate"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        format!("wrote {CRD}\nwrote config/rbac/role.yaml\n")
    );
    assert_eq!(crdgen(&["verify"], dir.path()).status.code(), Some(0));

    // The marker is removed: the committed role.yaml grants what nothing needs.
    std::fs::write(&lib, &original).unwrap();
    let out = crdgen(&["verify"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stdout),
        "stale: config/rbac/role.yaml (would be removed)\ngenerated files are out of date: 0 changed, 0 missing, 1 stale; run `crdgen generate`\n"
    );
    let out = crdgen(&["generate"], dir.path());
    assert_eq!(text(&out.stdout), "removed config/rbac/role.yaml\n");
    assert!(!dir.path().join("config/rbac/role.yaml").exists());
}

#[test]
fn wildcard_warns_and_fails_under_strict() {
    let dir = podset();
    let lib = dir.path().join("src/lib.rs");
    let original = std::fs::read_to_string(&lib).unwrap();
    std::fs::write(
        &lib,
        format!("{original}{}", MARKER.replace("get;list;watch", "*")),
    )
    .unwrap();
    let out = crdgen(&["generate"], dir.path());
    assert_eq!(out.status.code(), Some(0));
    assert!(
        text(&out.stderr).starts_with("warning: RBAC marker grants `*` in `verbs`"),
        "{}",
        text(&out.stderr)
    );
    let out = crdgen(&["verify", "--strict"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).starts_with("error: RBAC marker grants `*` in `verbs`"),
        "{}",
        text(&out.stderr)
    );
}
