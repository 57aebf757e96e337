//! Indexes the embedded Kubernetes definitions (`data/k8s-*.json`) at build time.
//!
//! Every process that expands a built-in type used to lex all 1.2 MB of `k8s-1.36.json`
//! to find where each definition's text starts and ends: nearly half of a small fixture's
//! `crdgen verify` (#24). The byte ranges only change when the data files do, so they are
//! found here, once per build, and `src/k8s/data.rs` slices the embedded text with them:
//! at run time a definition is parsed only when a schema names it, and nothing else of the
//! file is read. `scripts/update-k8s-data.py` stays the only writer of the data; this
//! script derives its index from whatever the script wrote.
//!
//! The output, `$OUT_DIR/k8s_index.rs`, defines `fn stored_index(file: &str) ->
//! Option<StoredIndex>` (types in `src/k8s/data.rs`): per data file, its length in bytes
//! (so that an index and a text that do not belong together are an error, not a wrong
//! definition) and every top-level key, sorted, as the byte range of its text in the file
//! with the byte range of its value, or `None` for a `null` (a definition a merge patch
//! removes).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use serde_json::value::RawValue;

fn main() {
    let data = Path::new("data");
    // A directory: cargo reruns this script when any file in it changes, is added or removed.
    println!("cargo::rerun-if-changed=data");
    println!("cargo::rerun-if-changed=build.rs");
    let mut files: Vec<String> = std::fs::read_dir(data)
        .expect("crdgen-core/data is readable")
        .map(|entry| {
            entry
                .expect("crdgen-core/data lists")
                .file_name()
                .into_string()
                .expect("data file names are UTF-8")
        })
        .filter(|name| {
            name.starts_with("k8s-") && name.ends_with(".json") && name != "k8s-versions.json"
        })
        .collect();
    // Sorted: the generated file is the same whatever order the directory lists in.
    files.sort();
    let mut out = String::from(
        "/// The build-time index of the embedded data file `file` (`build.rs`).\n\
         fn stored_index(file: &str) -> Option<StoredIndex> {\n    match file {\n",
    );
    for file in &files {
        let text = std::fs::read_to_string(data.join(file))
            .unwrap_or_else(|e| panic!("crdgen-core/data/{file}: {e}"));
        let entries: BTreeMap<String, &RawValue> = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("crdgen-core/data/{file} is not a JSON object: {e}"));
        writeln!(
            out,
            "        {file:?} => Some(StoredIndex {{\n            len: {},\n            entries: &[",
            text.len()
        )
        .expect("writing to a String");
        for (name, raw) in entries {
            let value = raw.get();
            let span = if value == "null" {
                "None".to_owned()
            } else {
                // `RawValue` borrows the value's text from `text`: its offset is where the
                // slice starts within the file.
                let start = value.as_ptr() as usize - text.as_ptr() as usize;
                format!("Some(({start}, {}))", start + value.len())
            };
            // The name as a range of the file too: a `&str` in the table would be a
            // pointer the dynamic loader relocates at every start of the binary (one per
            // definition, 1,497 in all, and their page of the table copied), while
            // offsets are plain data, read only when a run looks a definition up (#24).
            let (name_start, name_end) = key_range(&text, &name, raw);
            writeln!(out, "                (({name_start}, {name_end}), {span}),")
                .expect("writing to a String");
        }
        out.push_str("            ],\n        }),\n");
    }
    out.push_str("        _ => None,\n    }\n}\n");
    let out_dir = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(Path::new(&out_dir).join("k8s_index.rs"), out)
        .expect("OUT_DIR/k8s_index.rs is writable");
}

/// Where the key `name` of the top-level value `raw` is in `text`, between its quotes:
/// right before the value, past the `:` and any white space. A key with escapes has no
/// such range; the update script writes none (definition names are plain ASCII).
fn key_range(text: &str, name: &str, raw: &RawValue) -> (usize, usize) {
    let value_start = raw.get().as_ptr() as usize - text.as_ptr() as usize;
    let before = text[..value_start].trim_end();
    let before = before
        .strip_suffix(':')
        .unwrap_or_else(|| panic!("no `:` before the value of {name:?}"))
        .trim_end();
    let quoted = serde_json::to_string(name).expect("a string serializes");
    let end = before.len() - 1;
    let start = end - name.len();
    assert!(
        before.ends_with(&quoted) && text.get(start..end) == Some(name),
        "the key {name:?} is not written as plain text before its value"
    );
    (start, end)
}
