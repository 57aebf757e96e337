//! The diagnostic code registry against the tests: every registered code has at least one
//! test that asserts its full rendered text (an insta snapshot, a trybuild `.stderr`, or an
//! `assert_eq!` on the rendering), every code a test shows is registered, and
//! `docs/diagnostics.md` is the registry's index.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use crdgen_core::diagnostic::codes;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// Files that hold expected diagnostic text: snapshots, trybuild expectations, and the
/// Rust of integration tests (under a `tests` directory; this file aside, whose own
/// examples would count). Sources are left out: their doc comments show example codes.
fn expectation_files(root: &Path) -> Vec<PathBuf> {
    let skip = ["target", ".git", "fuzz", "codes"];
    let mut out = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if path.is_dir() {
                if !skip.contains(&name.as_str()) && !name.starts_with("tgt") {
                    stack.push(path);
                }
            } else if name.ends_with(".snap")
                || name.ends_with(".stderr")
                || (name.ends_with(".rs")
                    && name != "diagnostic_codes.rs"
                    && path.components().any(|c| c.as_os_str() == "tests"))
            {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// `E0201` for every `[E0201]` / `[W0301]` in `text` (as rendered in `error[E0201]`,
/// `crdgen[E0201]` and the JSON form's `"code":"E0201"`).
fn codes_in(text: &str) -> BTreeSet<String> {
    let bytes = text.as_bytes();
    let mut found = BTreeSet::new();
    for (i, window) in bytes.windows(6).enumerate() {
        let (head, digits) = window.split_at(2);
        let opens = head == b"[E" || head == b"[W" || head == b"\"E" || head == b"\"W";
        let closes = matches!(bytes.get(i + 6), Some(b']') | Some(b'"'));
        if opens && closes && digits.iter().all(u8::is_ascii_digit) {
            found.insert(text[i + 1..i + 6].to_owned());
        }
    }
    found
}

#[test]
fn every_code_has_a_test_that_shows_it_and_no_test_shows_an_unknown_code() {
    let root = workspace();
    let mut shown: BTreeMap<String, Vec<PathBuf>> = BTreeMap::new();
    for file in expectation_files(&root) {
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue;
        };
        // rustc's own `error[E0277]` appears in trybuild expectations: only the derive's
        // `crdgen[E…]` is ours there.
        let text = if file.extension().is_some_and(|e| e == "stderr") {
            text.replace("error[", "")
        } else {
            text
        };
        for code in codes_in(&text) {
            shown
                .entry(code)
                .or_default()
                .push(file.strip_prefix(&root).unwrap().to_path_buf());
        }
    }
    let untested: Vec<String> = codes::all()
        .filter(|c| !shown.contains_key(c.id))
        .map(|c| format!("{} {}: {}", c.id, c.name, c.summary()))
        .collect();
    assert!(
        untested.is_empty(),
        "codes no test asserts:\n{}",
        untested.join("\n")
    );
    let unknown: Vec<String> = shown
        .iter()
        .filter(|(id, _)| codes::Code::find(id).is_none())
        .map(|(id, files)| format!("{id} in {files:?}"))
        .collect();
    assert!(
        unknown.is_empty(),
        "tests show codes that are not registered:\n{}",
        unknown.join("\n")
    );
}

#[test]
fn docs_list_every_code() {
    let path = workspace().join("docs/diagnostics.md");
    let expected = codes::markdown_index();
    if std::env::var_os("CRDGEN_BLESS").is_some() {
        std::fs::write(&path, &expected).unwrap();
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == expected,
        "docs/diagnostics.md is stale: run `CRDGEN_BLESS=1 cargo test -p crdgen-tests --test diagnostic_codes`"
    );
}

#[test]
fn the_scanner_finds_codes_in_every_rendering() {
    assert_eq!(
        codes_in(
            "error[E0201]: x\nwarning[W0301]: y\n\"code\":\"E0402\" crdgen[E0001]: z E0999 [E12]"
        ),
        ["E0001", "E0201", "E0402", "W0301"]
            .into_iter()
            .map(str::to_owned)
            .collect()
    );
}
