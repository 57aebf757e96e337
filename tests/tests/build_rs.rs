//! `crdgen::build::generate_in`, what a `build.rs` calls: same output as the CLI, and
//! every input watched.

use std::path::PathBuf;

#[test]
fn build_script_generation_matches_the_committed_fixture_and_watches_its_inputs() {
    let fixture = crdgen_tests::workspace_root().join("fixtures/podset");
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::copy(fixture.join("Cargo.toml"), dir.path().join("Cargo.toml")).unwrap();
    for file in ["src/lib.rs", "src/controller.rs"] {
        std::fs::copy(fixture.join(file), dir.path().join(file)).unwrap();
    }

    let watched = crdgen::build::generate_in(dir.path()).unwrap();

    let relative: Vec<PathBuf> = watched
        .iter()
        .map(|p| p.strip_prefix(dir.path()).unwrap().to_path_buf())
        .collect();
    assert_eq!(
        relative,
        vec![
            PathBuf::from("Cargo.toml"),
            PathBuf::from("src/controller.rs"),
            PathBuf::from("src/lib.rs")
        ]
    );
    for generated in [
        "config/crd/bases/app.example.com_podsets.yaml",
        "config/rbac/role.yaml",
    ] {
        assert_eq!(
            std::fs::read_to_string(dir.path().join(generated)).unwrap(),
            std::fs::read_to_string(fixture.join(generated)).unwrap(),
            "{generated}"
        );
    }
}

#[test]
fn the_build_scripts_check_fails_with_the_diff_on_a_stale_tree_and_writes_nothing() {
    let fixture = crdgen_tests::workspace_root().join("fixtures/buildrs");
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::copy(fixture.join("Cargo.toml"), dir.path().join("Cargo.toml")).unwrap();
    let lib = std::fs::read_to_string(fixture.join("src/lib.rs")).unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), &lib).unwrap();
    crdgen::build::generate_in(dir.path()).unwrap();
    assert!(crdgen::build::verify_in(dir.path()).is_ok());

    let edited = lib.replace(
        "how many backups are kept.",
        "how many backups are kept, oldest first.",
    );
    assert_ne!(edited, lib);
    std::fs::write(dir.path().join("src/lib.rs"), edited).unwrap();
    // The fake clientset embeds the CRD's text, so it is stale with it.
    let crd = dir
        .path()
        .join("config/crd/bases/backup.example.com_backups.yaml");
    let before = std::fs::read_to_string(&crd).unwrap();
    let err = crdgen::build::verify_in(dir.path()).unwrap_err();
    assert_eq!(std::fs::read_to_string(&crd).unwrap(), before);
    assert_eq!(
        err.to_string(),
        "error[E0706]: generated files are out of date (checked, not written, because CI or CRDGEN_VERIFY is set)\n |\n = note: --- a/config/crd/bases/backup.example.com_backups.yaml\n         +++ b/config/crd/bases/backup.example.com_backups.yaml\n         @@ -37,7 +37,7 @@\n                      description: BackupSpec says what to back up and how often.\n                      properties:\n                        keep:\n         -                description: Keep is how many backups are kept.\n         +                description: Keep is how many backups are kept, oldest first.\n                          format: int32\n                          minimum: 1\n                          type: integer\n         --- a/src/generated/fake.rs\n         +++ b/src/generated/fake.rs\n         @@ -42,7 +42,7 @@\n                      description: BackupSpec says what to back up and how often.\n                      properties:\n                        keep:\n         -                description: Keep is how many backups are kept.\n         +                description: Keep is how many backups are kept, oldest first.\n                          format: int32\n                          minimum: 1\n                          type: integer\n         generated files are out of date: 2 changed, 0 missing, 0 stale; run `crdgen generate`\n = help: build once without CI and CRDGEN_VERIFY set (or run `crdgen generate`) and commit the result"
    );
}
