//! `crdgen import` then `crdgen generate`, for every CRD file of the shared conformance
//! data (controller-tools' goldens, then the real-world CRDs): each file is imported into
//! a temporary crate, the engine generates that crate's CRDs as `crdgen generate -C DIR`
//! does, and they are compared with the input semantically (same tree, descriptions
//! included; controller-gen's version annotation aside, which crdgen writes only when
//! configured).
//!
//! Files that do not come back exact yet are in [`KNOWN`] (shared with the derive's
//! check in `tests/imported-conformance`), each with its reason. The test
//! fails on an unlisted file that differs (printing its first differences) and on a
//! listed file that comes back exact, so the list only shrinks.
//!
//! The files that are unedited controller-gen output (those `crdgen fmt --check` keeps)
//! come back byte for byte, but for controller-gen's version annotation where it names a
//! release crdgen does not know (`(devel)` in the goldens), which the import leaves out,
//! and the `---` line crdgen writes first where the file has none: [`NOT_BYTE_EXACT`]
//! lists the others. A sample of our own (`tests/data/import/`), with
//! a schema override, comes back byte for byte too.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crdgen_core::import::{self, Input, Options};
use crdgen_tests::import_known::KNOWN;
use serde_json::Value;

/// controller-gen's annotation naming its own version.
const VERSION_ANNOTATION: &str = "controller-gen.kubebuilder.io/version";

/// Files that come back semantically exact but not byte for byte: file name → why.
const NOT_BYTE_EXACT: &[(&str, &str)] = &[
    (
        "testdata.kubebuilder.io_enums.yaml",
        "hand-written golden without a final newline",
    ),
    (
        "kubernetes-sigs__external-dns__dnsendpoints.externaldns.k8s.io.yaml",
        "reformatted by yamlfmt",
    ),
    (
        "kubernetes-sigs__karpenter__karpenter.sh_nodepools.yaml",
        "re-serialised by yq",
    ),
    (
        "argoproj__argo-workflows__argoproj.io_workfloweventbindings.yaml",
        "Argo's build puts a `# This is an auto-generated file. DO NOT EDIT` line in place of the `---` line",
    ),
];

/// `text` without controller-gen's version annotation when it names a release crdgen
/// does not know (and without `annotations:` when nothing else is under it), and with
/// the `---` line crdgen always writes first (`crdgen fmt` keeps a file's choice).
fn without_unknown_release(text: &str) -> String {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let mut out = String::new();
    if !text.starts_with("---\n") {
        out.push_str("---\n");
    }
    for (i, line) in lines.iter().enumerate() {
        let unknown = |l: &str| {
            l.trim_start()
                .strip_prefix(VERSION_ANNOTATION)
                .and_then(|r| r.strip_prefix(": "))
                .is_some_and(|v| crdgen_core::controller_gen::find(v.trim_end()).is_none())
        };
        if unknown(line) {
            continue;
        }
        let only_child = line.trim_end() == "  annotations:"
            && lines.get(i + 1).is_some_and(|l| unknown(l))
            && lines.get(i + 2).is_none_or(|l| !l.starts_with("    "));
        if !only_child {
            out.push_str(line);
        }
    }
    out
}

/// The CRDs of `text` by name, without controller-gen's version annotation.
fn crds(text: &str) -> Result<BTreeMap<String, Value>, String> {
    // Values only: comments inside a document (external-snapshotter's) are valid YAML.
    let parsed = crdgen_core::emit::yaml::read_values(text).map_err(|e| e.message)?;
    let mut out = BTreeMap::new();
    for mut doc in parsed.documents {
        if let Some(meta) = doc.get_mut("metadata").and_then(Value::as_object_mut)
            && let Some(Value::Object(a)) = meta.get_mut("annotations")
        {
            a.remove(VERSION_ANNOTATION);
            if a.is_empty() {
                meta.remove("annotations");
            }
        }
        let name = doc
            .pointer("/metadata/name")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned();
        out.insert(name, doc);
    }
    Ok(out)
}

/// The CRD files `crdgen generate` writes for the import of `path`: file name → text.
fn import_and_generate(path: &Path, text: &str) -> Result<BTreeMap<String, String>, String> {
    let options = Options {
        crate_name: "imported".to_owned(),
        ..Options::default()
    };
    let output = import::import(
        &[Input {
            path: path.to_path_buf(),
            text: text.to_owned(),
        }],
        &options,
    )
    .map_err(|d| format!("import failed: {}", d.0[0].message))?;
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    for (file, contents) in &output.files {
        let target = dir.path().join(file);
        std::fs::create_dir_all(target.parent().unwrap()).map_err(|e| e.to_string())?;
        std::fs::write(&target, contents).map_err(|e| e.to_string())?;
    }
    let generation = crdgen_core::run_crate(dir.path(), |_| {}).map_err(|d| {
        let first = &d.0[0];
        let at = first
            .location
            .as_ref()
            .map(|l| {
                format!(
                    " at {}:{}: {}",
                    l.file.display(),
                    l.line,
                    l.source_line.trim()
                )
            })
            .unwrap_or_default();
        format!(
            "generate failed ({} errors): [{}] {}{at}",
            d.0.len(),
            first.code,
            first.message
        )
    })?;
    Ok(generation
        .artifacts
        .iter()
        .filter(|a| a.path.starts_with(&generation.crd_dir))
        .map(|a| {
            let name = a.path.file_name().unwrap().to_string_lossy().into_owned();
            (name, a.contents.clone())
        })
        .collect())
}

/// What comes back for `path`: `Ok` with whether the bytes are the same (but for an
/// unknown release's annotation) when the CRDs are semantically the same, else what
/// differs.
fn round_trip(path: &Path) -> Result<bool, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let files = import_and_generate(path, &text)?;
    let mut generated = BTreeMap::new();
    for contents in files.values() {
        generated.extend(crds(contents)?);
    }
    let expected = crds(&text)?;
    let mut diffs = Vec::new();
    crdgen_tests::round_trip::differences(
        &serde_json::to_value(&expected).unwrap(),
        &serde_json::to_value(&generated).unwrap(),
        "",
        &mut diffs,
    );
    if !diffs.is_empty() {
        let shown: Vec<&String> = diffs.iter().take(5).collect();
        return Err(format!("{} differences, first: {shown:?}", diffs.len()));
    }
    let bytes = files.len() == 1 && files.values().next() == Some(&without_unknown_release(&text));
    Ok(bytes)
}

#[test]
fn the_sample_comes_back_byte_for_byte() {
    let path =
        crdgen_tests::workspace_root().join("tests/data/import/shop.example.com_widgets.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    let files = import_and_generate(&path, &text).unwrap();
    assert_eq!(
        files.keys().collect::<Vec<_>>(),
        ["shop.example.com_widgets.yaml"]
    );
    assert_eq!(files["shop.example.com_widgets.yaml"], text);
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_conformance_crd_comes_back_from_its_import() {
    let Some(conformance) = crdgen_tests::conformance_dir() else {
        return;
    };
    let mut problems = Vec::new();
    let mut exact = 0;
    let mut all = files(&conformance.join("controller-tools/crd"));
    all.extend(files(&conformance.join("real-world")));
    for path in &all {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let known = KNOWN.iter().find(|(f, _)| *f == name);
        let not_bytes = NOT_BYTE_EXACT.iter().any(|(f, _)| *f == name);
        match (round_trip(path), known) {
            (Ok(bytes), None) => {
                exact += 1;
                if bytes == not_bytes {
                    problems.push(if bytes {
                        format!(
                            "{name} now comes back byte for byte: remove it from NOT_BYTE_EXACT"
                        )
                    } else {
                        format!("{name} is semantically exact but not byte for byte")
                    });
                }
            }
            (Ok(_), Some(_)) => {
                problems.push(format!("{name} now comes back exact: remove it from KNOWN"))
            }
            (Err(_), Some(_)) => {}
            (Err(why), None) => problems.push(format!("(\"{name}\", \"{why}\"),")),
        }
    }
    assert!(
        problems.is_empty(),
        "{exact} of {} files exact; not as KNOWN says:\n{}",
        all.len(),
        problems.join("\n")
    );
}
