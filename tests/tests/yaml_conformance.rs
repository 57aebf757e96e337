//! Byte-for-byte round trips of controller-gen's own output through `crdgen_core::emit::yaml`.
//!
//! Every generated YAML file in the conformance data must come back unchanged from
//! `yaml::format`; the few files edited after generation (yaml-style.md, R0) must not, so
//! that the exclusion list cannot silently go stale.

use std::fs;
use std::path::{Path, PathBuf};

use crdgen_core::emit::yaml;

/// File-name substrings of the files edited by hand or other tools after generation.
const NOT_REPRODUCIBLE: [&str; 4] = [
    "testdata.kubebuilder.io_enums.yaml",
    "external-snapshotter",
    "external-dns",
    "karpenter",
];

/// Every `*.yaml` under the three folders of generated output, sorted.
fn yaml_files(root: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for dir in [
        "controller-tools/crd",
        "controller-tools/rbac",
        "real-world",
    ] {
        let dir = root.join(dir);
        let entries = fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        for entry in entries {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "yaml") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

fn is_excluded(path: &Path) -> bool {
    let name = path.file_name().unwrap().to_string_lossy();
    NOT_REPRODUCIBLE.iter().any(|s| name.contains(s))
}

/// The first line where `got` and `want` differ, for the failure report.
fn first_difference(want: &str, got: &str) -> String {
    let mut want_lines = want.split_inclusive('\n');
    let mut got_lines = got.split_inclusive('\n');
    for line_no in 1.. {
        match (want_lines.next(), got_lines.next()) {
            (None, None) => break,
            (w, g) if w == g => continue,
            (w, g) => return format!("line {line_no}:\n    want {w:?}\n    got  {g:?}"),
        }
    }
    "no line differs".to_string()
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn generated_files_round_trip_byte_for_byte() {
    let Some(root) = crdgen_tests::conformance_dir() else {
        return;
    };
    let files = yaml_files(&root);
    assert!(
        files.len() >= 30,
        "expected the conformance files, found {}",
        files.len()
    );
    let mut failures = Vec::new();
    let mut passed = 0;
    let mut excluded_seen = 0;
    for path in &files {
        let text = read(path);
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let result = yaml::format(&text);
        if is_excluded(path) {
            excluded_seen += 1;
            match result {
                Ok(out) if out == text => failures.push(format!(
                    "{name}: round-trips now; remove it from NOT_REPRODUCIBLE"
                )),
                // Different output, or an error (external-snapshotter keeps comments).
                Ok(_) | Err(_) => {}
            }
            continue;
        }
        match result {
            Ok(out) if out == text => passed += 1,
            Ok(out) => failures.push(format!("{name}: {}", first_difference(&text, &out))),
            Err(e) => failures.push(format!("{name}: error {e}")),
        }
    }
    eprintln!("{passed} files round-trip; {excluded_seen} excluded");
    assert_eq!(
        excluded_seen,
        NOT_REPRODUCIBLE.len(),
        "an excluded file is missing"
    );
    assert!(
        failures.is_empty(),
        "{} of {} files failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
fn parsed_document_re_emits_as_format() {
    let Some(root) = crdgen_tests::conformance_dir() else {
        return;
    };
    let mut checked = 0;
    for path in yaml_files(&root).iter().filter(|p| !is_excluded(p)) {
        let text = read(path);
        let parsed = yaml::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        if !parsed.separator || parsed.documents.len() != 1 {
            continue;
        }
        let again = yaml::document(&parsed.leading, &parsed.documents[0]);
        assert_eq!(again, yaml::format(&text).unwrap(), "{}", path.display());
        checked += 1;
    }
    assert!(
        checked >= 20,
        "only {checked} single-document files with `---`"
    );
}
