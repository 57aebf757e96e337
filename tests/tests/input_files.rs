//! What crdgen reads — sources, configuration, header file — is looked at before it is
//! opened: a directory, a FIFO, a device or a symbolic link loop gets its own message
//! (never "file not found", never a hang), and nothing is read without a size cap.
//! `cfg` predicates that are constant are evaluated: what they remove is not there.

use std::path::Path;

use crdgen_core::run_crate;

/// A crate in a fresh directory: `Cargo.toml`, then `files`; `setup` adds what cannot be
/// written as text (links, FIFOs, directories).
fn crate_with(files: &[(&str, &str)], setup: impl FnOnce(&Path)) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    for (path, text) in files {
        let p = dir.path().join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    setup(dir.path());
    dir
}

fn errors(dir: &tempfile::TempDir) -> String {
    match run_crate(dir.path(), |_| {}) {
        Ok(g) => panic!(
            "expected an error, generated {:?}",
            g.artifacts.iter().map(|a| &a.path).collect::<Vec<_>>()
        ),
        Err(d) => d.render(),
    }
}

#[cfg(unix)]
fn mkfifo(path: &Path) {
    let status = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .unwrap();
    assert!(status.success());
}

const MOD_X: &str = "pub mod x;\n";

/// The error for `mod x;` when `src/x.rs` is `what`.
fn module_not_a_file(what: &str) -> String {
    [
        format!("error[E0018]: `src/x.rs` is {what}, not a file"),
        " --> src/lib.rs:1:5".to_owned(),
        "  |".to_owned(),
        "1 | pub mod x;".to_owned(),
        "  |     ^^^^^ module file is not a file".to_owned(),
        "  |".to_owned(),
        "  = help: a module's source is read from a regular file: put the file at this path, or point `#[path]` at it".to_owned(),
    ]
    .join("\n")
}

#[cfg(unix)]
#[test]
fn a_module_file_that_is_a_link_loop() {
    let dir = crate_with(&[("src/lib.rs", MOD_X)], |root| {
        std::os::unix::fs::symlink("x.rs", root.join("src/x.rs")).unwrap();
    });
    assert_eq!(
        errors(&dir),
        module_not_a_file("a symbolic link that loops (it leads back to itself)")
    );
}

#[cfg(unix)]
#[test]
fn a_module_file_that_is_a_fifo() {
    let dir = crate_with(&[("src/lib.rs", MOD_X)], |root| {
        mkfifo(&root.join("src/x.rs"))
    });
    assert_eq!(
        errors(&dir),
        module_not_a_file("a FIFO (named pipe), which blocks until something writes to it")
    );
}

#[test]
fn a_module_file_that_is_a_directory() {
    let dir = crate_with(&[("src/lib.rs", MOD_X)], |root| {
        std::fs::create_dir_all(root.join("src/x.rs")).unwrap();
    });
    assert_eq!(errors(&dir), module_not_a_file("a directory"));
}

#[cfg(unix)]
#[test]
fn a_module_file_that_is_a_device() {
    let dir = crate_with(&[("src/lib.rs", MOD_X)], |root| {
        std::os::unix::fs::symlink("/dev/zero", root.join("src/x.rs")).unwrap();
    });
    assert_eq!(
        errors(&dir),
        module_not_a_file("a device, which may never end")
    );
}

#[cfg(unix)]
#[test]
fn a_fifo_among_the_source_files_of_a_directory_without_a_crate_root() {
    let dir = crate_with(&[("api/a.rs", "pub struct A;\n")], |root| {
        mkfifo(&root.join("api/b.rs"));
        std::fs::write(root.join("crdgen.toml"), "paths = [\"api\"]\n").unwrap();
    });
    assert_eq!(
        errors(&dir),
        "error[E0018]: `api/b.rs` is a FIFO (named pipe), which blocks until something writes to it, not a file\n |\n = help: put the module's source file there, or move what is there out of the source directories"
    );
}

#[cfg(unix)]
#[test]
fn a_header_file_that_never_ends() {
    let dir = crate_with(
        &[
            ("src/lib.rs", ""),
            (
                "crdgen.toml",
                "header-file = \"hack/boilerplate.yaml.txt\"\n",
            ),
        ],
        |root| {
            std::fs::create_dir_all(root.join("hack")).unwrap();
            std::os::unix::fs::symlink("/dev/zero", root.join("hack/boilerplate.yaml.txt"))
                .unwrap();
        },
    );
    assert_eq!(
        errors(&dir),
        "error[E0018]: `hack/boilerplate.yaml.txt` is a device, which may never end, not a file\n |\n = help: point `header-file` in the crdgen configuration at a regular file (its text is written before each generated YAML document)"
    );
}

#[test]
fn a_header_file_over_the_limit() {
    let dir = crate_with(
        &[
            ("src/lib.rs", ""),
            ("crdgen.toml", "header-file = \"header.txt\"\n"),
        ],
        |root| {
            let big = "#\n".repeat(2 * 1024 * 1024 + 1);
            std::fs::write(root.join("header.txt"), big).unwrap();
        },
    );
    assert_eq!(
        errors(&dir),
        "error[E0012]: `header.txt` is 4194306 bytes, more than the 4194304 bytes crdgen reads from one file\n |\n = help: point `header-file` in the crdgen configuration at the licence text alone"
    );
}

#[test]
fn a_header_file_that_is_missing() {
    let dir = crate_with(
        &[
            ("src/lib.rs", ""),
            ("crdgen.toml", "header-file = \"header.txt\"\n"),
        ],
        |_| {},
    );
    assert_eq!(
        errors(&dir),
        "error[E0011]: cannot read header file header.txt: No such file or directory (os error 2)\n |\n = help: fix `header-file` in the crdgen configuration"
    );
}

#[test]
fn a_configuration_file_that_is_a_directory() {
    let dir = crate_with(&[("src/lib.rs", "")], |root| {
        std::fs::create_dir_all(root.join("crdgen.toml")).unwrap();
    });
    let err = crdgen_core::config::load(dir.path()).unwrap_err();
    assert_eq!(
        err.render(),
        "error[E0018]: `crdgen.toml` is a directory, not a file\n |\n = help: crdgen reads its configuration from crdgen.toml: make it a regular file of TOML text, or remove it"
    );
}

#[test]
fn constantly_false_cfg_removes_modules_items_fields_and_variants() {
    let lib = "use crdgen::CustomResource;\n\n#[cfg(any())]\nmod absent;\n#[cfg(not(all()))]\nmod also_absent;\n#[cfg(test)]\nmod tests;\n\n#[derive(CustomResource)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]\npub struct FooSpec {\n    pub size: i32,\n    #[cfg(any())]\n    pub gone: Missing,\n    pub mode: Mode,\n}\n\n#[derive(Serialize)]\npub enum Mode {\n    On,\n    #[cfg(any())]\n    Gone(Missing),\n}\n\n#[cfg(any())]\n#[derive(CustomResource)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Bar\")]\npub struct BarSpec {\n    pub size: i32,\n}\n";
    let dir = crate_with(&[("src/lib.rs", lib)], |_| {});
    let generation = run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{d}"));
    let paths: Vec<_> = generation.artifacts.iter().map(|a| &a.path).collect();
    assert_eq!(paths, ["config/crd/bases/example.com_foos.yaml"]);
    let crd = crdgen_core::emit::yaml::parse(&generation.artifacts[0].contents)
        .unwrap()
        .documents
        .remove(0);
    assert_eq!(
        crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"],
        serde_json::json!({
            "properties": {
                "mode": {"enum": ["On"], "type": "string"},
                "size": {"format": "int32", "type": "integer"}
            },
            "required": ["mode", "size"],
            "type": "object"
        })
    );
}
