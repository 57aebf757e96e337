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
