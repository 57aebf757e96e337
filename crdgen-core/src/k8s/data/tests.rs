//! The shipped data against what `scripts/update-k8s-data.py` recorded in
//! `data/k8s-versions.json`, and the data README's tables against both.

use std::path::{Path, PathBuf};

use serde_json::Value;
use sha2::{Digest, Sha256};

use super::*;

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("data")
}

fn manifest() -> Value {
    let text = std::fs::read_to_string(data_dir().join("k8s-versions.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

fn entries() -> Vec<Value> {
    manifest()["versions"].as_array().unwrap().clone()
}

/// What the script would write for `defs` stored whole (its `canonical`): minified, keys
/// sorted (serde_json's map is a BTreeMap), a newline at the end.
fn canonical(defs: &Definitions) -> String {
    serde_json::to_string(&defs.to_map().unwrap()).unwrap() + "\n"
}

#[test]
fn every_version_rebuilds_to_what_the_script_wrote() {
    let rebuilt: Vec<Value> = versions()
        .iter()
        .map(|v| {
            let text = canonical(definitions(v).unwrap());
            serde_json::json!({
                "kubernetes": v,
                "definitions": definitions(v).unwrap().len(),
                "bytes": text.len(),
                "sha256": format!("{:x}", Sha256::digest(text.as_bytes())),
            })
        })
        .collect();
    let recorded: Vec<Value> = entries()
        .iter()
        .map(|e| {
            serde_json::json!({
                "kubernetes": e["kubernetes"],
                "definitions": e["definitions"],
                "bytes": e["bytes"],
                "sha256": e["sha256"],
            })
        })
        .collect();
    assert_eq!(rebuilt, recorded);
}

#[test]
fn the_whole_version_is_byte_for_byte_its_file() {
    // The Rust serialisation and the script's agree on the one file stored whole, so the
    // checksums above compare like with like.
    let text = std::fs::read_to_string(data_dir().join("k8s-1.36.json")).unwrap();
    assert_eq!(canonical(definitions("1.36").unwrap()), text);
}

#[test]
fn embedded_files_are_the_ones_the_script_listed() {
    let embedded: Vec<Value> = SHIPPED
        .iter()
        .map(|(version, stored)| {
            let (file, on, text) = match stored {
                Stored::Whole { file, text } => (file, None, text),
                Stored::Patch { file, on, text } => (file, Some(on), text),
            };
            let on_disk = std::fs::read_to_string(data_dir().join(file)).unwrap();
            assert!(*text == on_disk, "{file} is not the embedded text");
            serde_json::json!({
                "kubernetes": version,
                "file": file,
                "patches": on,
                "stored-bytes": text.len(),
            })
        })
        .collect();
    let listed: Vec<Value> = entries()
        .iter()
        .map(|e| {
            serde_json::json!({
                "kubernetes": e["kubernetes"],
                "file": e["file"],
                "patches": e["patches"],
                "stored-bytes": e["stored-bytes"],
            })
        })
        .collect();
    assert_eq!(embedded, listed);
}

#[test]
fn no_data_file_reaches_2_mib_and_no_file_is_left_over() {
    let mut names: Vec<(String, u64)> = std::fs::read_dir(data_dir())
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            (
                e.file_name().to_string_lossy().into_owned(),
                e.metadata().unwrap().len(),
            )
        })
        .collect();
    names.sort();
    for (name, len) in &names {
        assert!(*len < 2 * 1024 * 1024, "{name} is {len} bytes");
    }
    let listed: Vec<String> = entries()
        .iter()
        .map(|e| e["file"].as_str().unwrap().to_owned())
        .chain(["README.md".to_owned(), "k8s-versions.json".to_owned()])
        .collect();
    let mut listed_sorted = listed.clone();
    listed_sorted.sort();
    let present: Vec<String> = names.into_iter().map(|(n, _)| n).collect();
    assert_eq!(present, listed_sorted);
}

/// `1187482` as `1,187,482`.
fn number(n: &Value) -> String {
    let digits = n.as_u64().unwrap().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The README's generated part, as the script's `readme_block` writes it.
fn readme_block(entries: &[Value]) -> String {
    let mut lines = vec![
        "| Kubernetes | file | stored as | definitions | bytes | bytes stored |".to_owned(),
        "| --- | --- | --- | --- | --- | --- |".to_owned(),
    ];
    for e in entries {
        let stored = match e["patches"].as_str() {
            None => "whole".to_owned(),
            Some(on) => format!("merge patch on {on}"),
        };
        lines.push(format!(
            "| {} | `{}` | {stored} | {} | {} | {} |",
            e["kubernetes"].as_str().unwrap(),
            e["file"].as_str().unwrap(),
            number(&e["definitions"]),
            number(&e["bytes"]),
            number(&e["stored-bytes"]),
        ));
    }
    let total = |key: &str| -> Value {
        entries
            .iter()
            .map(|e| e[key].as_u64().unwrap())
            .sum::<u64>()
            .into()
    };
    lines.push(format!(
        "| all | | | | {} | {} |",
        number(&total("bytes")),
        number(&total("stored-bytes"))
    ));
    lines.push(String::new());
    lines.push(
        "| Kubernetes | replaced | already equal | kept, text differs | no source |".to_owned(),
    );
    lines.push("| --- | --- | --- | --- | --- |".to_owned());
    for e in entries {
        let d = &e["descriptions"];
        lines.push(format!(
            "| {} | {} | {} | {} | {} |",
            e["kubernetes"].as_str().unwrap(),
            number(&d["replaced"]),
            number(&d["already equal"]),
            number(&d["kept, text differs"]),
            number(&d["no source"]),
        ));
    }
    lines.join("\n")
}

#[test]
fn readme_tables_are_current() {
    let readme = std::fs::read_to_string(data_dir().join("README.md")).unwrap();
    let begin = "<!-- generated by scripts/update-k8s-data.py: begin -->\n";
    let end = "\n<!-- generated by scripts/update-k8s-data.py: end -->";
    let start = readme.find(begin).unwrap() + begin.len();
    let stop = readme.find(end).unwrap();
    assert_eq!(&readme[start..stop], readme_block(&entries()));
}

#[test]
fn every_patch_chain_ends_at_the_whole_version() {
    for version in versions() {
        let mut chain = vec![*version];
        let mut at = *version;
        while let Some((_, Stored::Patch { on, .. })) = SHIPPED.iter().find(|(v, _)| *v == at) {
            assert!(!chain.contains(on), "cycle {chain:?} -> {on}");
            chain.push(on);
            at = on;
        }
        // The version stored whole is the default, which most runs use.
        assert_eq!(at, DEFAULT_VERSION, "{chain:?}");
    }
}

#[test]
fn an_index_that_does_not_match_its_text_is_an_error() {
    // The build-time index is found by file name; a text of another length (a data file
    // changed without the build script rerunning) or a file it never indexed is refused.
    assert_eq!(
        stored_definitions("k8s-1.36.json", "{}").err(),
        Some("k8s-1.36.json: the build-time index does not match the embedded file".to_owned())
    );
    assert_eq!(
        stored_definitions("k8s-0.1.json", "{}").err(),
        Some("k8s-0.1.json: the build-time index does not match the embedded file".to_owned())
    );
}

#[test]
fn the_index_finds_every_definition_where_the_file_has_it() {
    // What build.rs recorded against what lexing the embedded file at run time finds.
    for (_, stored) in &SHIPPED {
        let (Stored::Whole { file, text } | Stored::Patch { file, text, .. }) = stored;
        let lexed: std::collections::BTreeMap<String, &serde_json::value::RawValue> =
            serde_json::from_str(text).unwrap();
        let lexed: Vec<(String, Option<String>)> = lexed
            .into_iter()
            .map(|(name, raw)| {
                let raw = raw.get();
                (name, (raw != "null").then(|| raw.to_owned()))
            })
            .collect();
        let indexed: Vec<(String, Option<String>)> = stored_definitions(file, text)
            .unwrap()
            .into_iter()
            .map(|(name, raw)| (name.to_owned(), raw.map(str::to_owned)))
            .collect();
        assert!(lexed == indexed, "{file}: the index differs from the file");
    }
}
