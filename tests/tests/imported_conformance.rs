//! `tests/imported-conformance` is every CRD file of the shared conformance data imported
//! by `crdgen import --module <file>` into one crate (one module per file, named after
//! it), so that `cargo build --workspace` compiles all of them with crdgen's derive, and
//! the crate's own test (`tests/imported-conformance/tests/crds.rs`) compares each kind's
//! derived `crd()` with its input. This test keeps the crate's `src/` equal, byte for
//! byte, to what the import writes today (`CRDGEN_BLESS=1` writes it again) and checks
//! that every file left out of the crate ([`LEFT_OUT`]) still has its reason.
//!
//! Cargo.toml and crdgen.toml of the crate are written by hand (one configuration for
//! all files; see the crate's test for what that costs).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crdgen_core::import::{self, Input, Options, names};
use serde_json::Value;

/// The crate, from the workspace root.
const CRATE: &str = "tests/imported-conformance";

/// The directories of the conformance data imported, in this order.
const DIRS: &[&str] = &["controller-tools/crd", "real-world"];

/// Conformance files left out of the crate: file name → why. The test fails when a
/// listed file imports and generates (a crate of it alone), so the list only shrinks.
const LEFT_OUT: &[(&str, &str)] = &[(
    "bar.example.com_foos_maxdesclen.yaml",
    "the same kind as bar.example.com_foos.yaml (one crate declares a kind once); its descriptions are cut by a crate-wide `max-description-length`",
)];

/// The crate's `src/lib.rs` before its module list.
const LIB_HEADER: &str = "\
//! Every CRD file of the shared conformance data (controller-tools' goldens, then the
//! real-world CRDs) imported by `crdgen import --module <file>`: one module per file.
//! Written by `tests/tests/imported_conformance.rs` (`CRDGEN_BLESS=1` writes it again);
//! do not edit. Building this crate compiles every imported kind with crdgen's derive;
//! `tests/crds.rs` compares each kind's `crd()` with the file it came from.

// No clippy or rustdoc setting here: each imported module allows, itself, the lints its
// Rust written from CRDs trips (`cargo clippy --workspace -- -D warnings` in CI checks
// it, and `cargo doc` with `RUSTDOCFLAGS=\"-D warnings\"` on this crate in .ci/run).
// Missing docs are denied, as a crate that documents everything would: the imported
// types without a description allow them, and the derive documents what it generates.
#![deny(missing_docs)]

";

/// A conformance file to import.
struct Source {
    /// `real-world/<name>`, relative to the conformance directory.
    relative: String,
    /// The file name.
    name: String,
    /// Its text.
    text: String,
}

fn sources(conformance: &Path) -> Vec<Source> {
    let mut out = Vec::new();
    for dir in DIRS {
        let mut names: Vec<String> = std::fs::read_dir(conformance.join(dir))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".yaml"))
            .collect();
        names.sort();
        for name in names {
            let relative = format!("{dir}/{name}");
            let text = std::fs::read_to_string(conformance.join(&relative)).unwrap();
            out.push(Source {
                relative,
                name,
                text,
            });
        }
    }
    out
}

/// The module of a file: its name without `.yaml`, as a module name.
fn module_of(name: &str) -> String {
    names::module(name.trim_end_matches(".yaml"))
}

/// `crate::<file>::<group>::<version>::<Kind>` for one version of every kind of `text`
/// (none when its YAML cannot be read).
fn root_types(module: &str, text: &str) -> Vec<String> {
    // Values only, as the import reads them: `parse` (`crdgen fmt`'s reader) refuses
    // comments inside a document (external-snapshotter's), which left its kinds out.
    let Ok(parsed) = crdgen_core::emit::yaml::read_values(text) else {
        return Vec::new();
    };
    parsed
        .documents
        .iter()
        .map(|doc| {
            let at = |p: &str| doc.pointer(p).and_then(Value::as_str).unwrap().to_owned();
            format!(
                "crate::{module}::{}::{}::{}",
                names::module(&at("/spec/group")),
                names::module(&at("/spec/versions/0/name")),
                at("/spec/names/kind")
            )
        })
        .collect()
}

/// Every file of the crate's `src/` as the import writes it: path from the crate → text.
fn expected(conformance: &Path) -> BTreeMap<PathBuf, String> {
    let mut files = BTreeMap::new();
    let mut lib = String::from(LIB_HEADER);
    let mut listing = String::new();
    let mut modules = Vec::new();
    for source in sources(conformance) {
        if LEFT_OUT.iter().any(|(f, _)| *f == source.name) {
            continue;
        }
        let module = module_of(&source.name);
        let options = Options {
            crate_name: "imported-conformance".to_owned(),
            module: Some(module.clone()),
            ..Options::default()
        };
        let input = Input {
            path: PathBuf::from(&source.relative),
            text: source.text.clone(),
        };
        let output = import::import(&[input], &options)
            .unwrap_or_else(|d| panic!("{} does not import: {:?}", source.relative, d.0));
        for (path, text) in output.files {
            assert!(
                files.insert(path.clone(), text).is_none(),
                "{} is written twice: module names clash",
                path.display()
            );
        }
        modules.push(module.clone());
        let crds: Vec<String> = root_types(&module, &source.text)
            .iter()
            .map(|t| format!("                <{t} as CustomResourceExt>::crd(),\n"))
            .collect();
        listing.push_str(&format!(
            "        (\n            {:?},\n            vec![\n{}            ],\n        ),\n",
            source.relative,
            crds.concat()
        ));
    }
    // In rustfmt's order; the modules are prettyplease's text, as the import writes it,
    // which rustfmt leaves so.
    modules.sort();
    for module in &modules {
        lib.push_str(&format!("#[rustfmt::skip]\npub mod {module};\n"));
    }
    lib.push_str(&format!(
        "\nuse crdgen::CustomResourceExt;\n\
         use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;\n\n\
         /// An imported file (relative to the conformance directory) with its kinds' CRDs.\n\
         pub type FileCrds = (&'static str, Vec<CustomResourceDefinition>);\n\n\
         /// Every imported file with the CRDs the derive builds for its kinds (`crd()` of\n\
         /// one version's root type each).\n\
         #[rustfmt::skip]\n\
         pub fn crds() -> Vec<FileCrds> {{\n    \
         vec![\n{listing}    ]\n}}\n"
    ));
    files.insert(PathBuf::from("src/lib.rs"), lib);
    files
}

/// Every file under `dir`, relative to `base`.
fn committed(base: &Path, dir: &Path, out: &mut BTreeMap<PathBuf, String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            committed(base, &path, out);
        } else {
            let text = std::fs::read_to_string(&path).unwrap();
            out.insert(path.strip_prefix(base).unwrap().to_path_buf(), text);
        }
    }
}

#[test]
fn the_committed_crate_is_what_import_writes() {
    let Some(conformance) = crdgen_tests::conformance_dir() else {
        return;
    };
    let root = crdgen_tests::workspace_root().join(CRATE);
    let expected = expected(&conformance);
    if std::env::var_os("CRDGEN_BLESS").is_some() {
        let _ = std::fs::remove_dir_all(root.join("src"));
        for (path, text) in &expected {
            let target = root.join(path);
            std::fs::create_dir_all(target.parent().unwrap()).unwrap();
            std::fs::write(&target, text).unwrap();
        }
    }
    let mut found = BTreeMap::new();
    committed(&root, &root.join("src"), &mut found);
    let stale: Vec<&PathBuf> = found
        .keys()
        .filter(|p| !expected.contains_key(*p))
        .collect();
    let missing: Vec<&PathBuf> = expected
        .keys()
        .filter(|p| !found.contains_key(*p))
        .collect();
    let changed: Vec<&PathBuf> = expected
        .iter()
        .filter(|(p, t)| found.get(*p).is_some_and(|f| f != *t))
        .map(|(p, _)| p)
        .collect();
    assert!(
        stale.is_empty() && missing.is_empty() && changed.is_empty(),
        "{CRATE} is not what `crdgen import` writes (run `CRDGEN_BLESS=1 cargo test -p crdgen-tests --test imported_conformance`):\nstale: {stale:?}\nmissing: {missing:?}\nchanged: {changed:?}"
    );
}

/// Whether `text` still fails to import, or its import fails to generate.
fn still_fails(path: &Path, text: &str) -> bool {
    let options = Options {
        crate_name: "left-out".to_owned(),
        ..Options::default()
    };
    let input = Input {
        path: path.to_path_buf(),
        text: text.to_owned(),
    };
    let Ok(output) = import::import(&[input], &options) else {
        return true;
    };
    let dir = tempfile::tempdir().unwrap();
    for (file, contents) in &output.files {
        let target = dir.path().join(file);
        std::fs::create_dir_all(target.parent().unwrap()).unwrap();
        std::fs::write(&target, contents).unwrap();
    }
    crdgen_core::run_crate(dir.path(), |_| {}).is_err()
}

#[test]
fn every_file_left_out_has_its_reason() {
    let Some(conformance) = crdgen_tests::conformance_dir() else {
        return;
    };
    let all = sources(&conformance);
    let mut problems = Vec::new();
    for (name, _) in LEFT_OUT {
        let Some(source) = all.iter().find(|s| s.name == *name) else {
            problems.push(format!("{name} is not in the conformance data: remove it"));
            continue;
        };
        // A file of a kind another file declares fails only beside that file.
        let clash = all.iter().any(|s| {
            s.name != *name
                && !LEFT_OUT.iter().any(|(f, _)| *f == s.name)
                && root_types("m", &s.text)
                    .iter()
                    .any(|t| root_types("m", &source.text).contains(t))
        });
        if !clash && !still_fails(Path::new(&source.relative), &source.text) {
            problems.push(format!(
                "{name} now imports and generates: remove it from LEFT_OUT"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
