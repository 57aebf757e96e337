//! The file system is touched only inside the crate: configured paths that escape it and
//! symbolic links leading out of it are errors before anything is written, a failed
//! generate leaves the tree as it was, and verify never writes.

mod common;

use common::{crdgen, text};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// The podset fixture's manifest and sources, controller (and so role.yaml) and
/// generated clients included.
fn podset() -> tempfile::TempDir {
    let fixture = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fixtures/podset");
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(fixture.join("Cargo.toml"), dir.path().join("Cargo.toml")).unwrap();
    for entry in walkdir::WalkDir::new(fixture.join("src")) {
        let entry = entry.unwrap();
        let to = dir
            .path()
            .join(entry.path().strip_prefix(&fixture).unwrap());
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&to).unwrap();
        } else {
            std::fs::copy(entry.path(), &to).unwrap();
        }
    }
    dir
}

/// Every file under `dir` with its bytes and modification time.
fn tree(dir: &Path) -> BTreeMap<PathBuf, (Vec<u8>, SystemTime)> {
    walkdir::WalkDir::new(dir)
        .into_iter()
        .map(Result::unwrap)
        .filter(|e| e.file_type().is_file())
        .map(|e| {
            let meta = e.metadata().unwrap();
            (
                e.path().strip_prefix(dir).unwrap().to_path_buf(),
                (std::fs::read(e.path()).unwrap(), meta.modified().unwrap()),
            )
        })
        .collect()
}

#[test]
fn configured_paths_outside_the_crate_are_errors() {
    for (config, path) in [
        ("crd-dir = \"../crds\"\n", "../crds"),
        ("crd-dir = \"/tmp/crdgen-crds\"\n", "/tmp/crdgen-crds"),
        (
            "[rbac]\nfile = \"config/../../role.yaml\"\n",
            "config/../../role.yaml",
        ),
    ] {
        let dir = podset();
        std::fs::write(dir.path().join("crdgen.toml"), config).unwrap();
        let before = tree(dir.path());
        let out = crdgen(&["generate"], dir.path());
        assert_eq!(out.status.code(), Some(2), "{config}");
        assert_eq!(
            text(&out.stderr),
            format!(
                "error[E0701]: `{path}` is outside the crate: crdgen writes generated files only under the crate root\n |\n = help: set crd-dir and the [rbac] file in the crdgen configuration to relative paths inside the crate, e.g. `config/crd/bases`\n"
            )
        );
        assert_eq!(tree(dir.path()), before, "{config}");
        assert_eq!(crdgen(&["verify"], dir.path()).status.code(), Some(2));
    }
    assert!(!Path::new("/tmp/crdgen-crds").exists());
}

#[cfg(unix)]
#[test]
fn symbolic_links_out_of_the_crate_are_not_followed() {
    let outside = tempfile::tempdir().unwrap();
    let dir = podset();
    std::os::unix::fs::symlink(outside.path(), dir.path().join("config")).unwrap();
    let out = crdgen(&["generate"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error[E0702]: `config` is a symbolic link that leads out of the crate; crdgen does not follow it\n |\n = help: replace the link with a directory inside the crate, or point the configuration at another path\n"
    );
    assert_eq!(std::fs::read_dir(outside.path()).unwrap().count(), 0);
    assert_eq!(crdgen(&["verify"], dir.path()).status.code(), Some(2));

    // A generated file that is a link is not written through, even to a file inside.
    std::fs::remove_file(dir.path().join("config")).unwrap();
    assert_eq!(crdgen(&["generate"], dir.path()).status.code(), Some(0));
    let role = dir.path().join("config/rbac/role.yaml");
    let target = outside.path().join("role.yaml");
    std::fs::write(&target, "kept\n").unwrap();
    std::fs::remove_file(&role).unwrap();
    std::os::unix::fs::symlink(&target, &role).unwrap();
    let out = crdgen(&["generate"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error[E0702]: `config/rbac/role.yaml` is a symbolic link; crdgen does not write through links\n |\n = help: remove the link (crdgen writes the file itself), or point the configuration at another path\n"
    );
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "kept\n");
}

#[test]
fn a_failed_generate_leaves_the_tree_as_it_was() {
    let dir = podset();
    // `config/rbac` is a file, so role.yaml cannot be written; the CRD, staged
    // before it, must not appear either, and no temporary file may be left behind.
    std::fs::create_dir_all(dir.path().join("config")).unwrap();
    std::fs::write(dir.path().join("config/rbac"), "not a directory\n").unwrap();
    let before = tree(dir.path());
    let out = crdgen(&["generate"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error[E0703]: cannot write config/rbac/.crdgen-manifest: Not a directory (os error 20)\n |\n = help: nothing was changed; check the directory's permissions and free space\n"
    );
    assert_eq!(tree(dir.path()), before);
}

#[test]
fn verify_never_writes() {
    let dir = podset();
    assert_eq!(crdgen(&["generate"], dir.path()).status.code(), Some(0));
    // One changed, one missing, one stale file (listed in the manifest, so the manifest
    // changes too), one foreign file.
    let crd = dir
        .path()
        .join("config/crd/bases/app.example.com_podsets.yaml");
    let changed = std::fs::read_to_string(&crd)
        .unwrap()
        .replace("Namespaced", "Cluster");
    std::fs::write(&crd, changed).unwrap();
    std::fs::remove_file(dir.path().join("config/rbac/role.yaml")).unwrap();
    std::fs::write(dir.path().join("config/crd/bases/old.yaml"), "---\n").unwrap();
    let manifest = dir.path().join("config/crd/bases/.crdgen-manifest");
    let listed = std::fs::read_to_string(&manifest).unwrap();
    std::fs::write(&manifest, format!("{listed}old.yaml\n")).unwrap();
    std::fs::write(dir.path().join("config/crd/bases/mine.yaml"), "---\n").unwrap();
    let before = tree(dir.path());
    let out = crdgen(&["verify"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stdout).ends_with("foreign: config/crd/bases/mine.yaml (not generated by crdgen; left alone)\ngenerated files are out of date: 2 changed, 1 missing, 1 stale; run `crdgen generate`\n"),
        "{}",
        text(&out.stdout)
    );
    assert_eq!(tree(dir.path()), before);
}
