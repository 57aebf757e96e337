//! Arbitrary Rust source through the whole engine: source → model → schema → CRD →
//! YAML, in memory (nothing touches the file system).
//!
//! The input is one crate: its text is `src/lib.rs`, up to the first line `//@ <path>`,
//! which starts the file `<path>`, and so on; `seed-corpus.sh` writes each fixture
//! crate this way, so mutations reach module loading too. Any error is fine; a panic,
//! a stack overflow or a hang is a bug. Generated YAML must also be a fixed point of
//! `crdgen fmt`, the form `crdgen generate` promises to write.
#![no_main]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crdgen_core::config::Config;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let files = split_files(text);
    if let Ok(generation) =
        crdgen_core::pipeline::run_in_memory(&Config::default(), Path::new("src/lib.rs"), &files)
    {
        for artifact in &generation.artifacts {
            if artifact.path.extension().is_some_and(|e| e == "yaml") {
                assert_eq!(
                    crdgen_yaml::format(&artifact.contents).as_deref(),
                    Ok(artifact.contents.as_str()),
                    "generated {} is not in crdgen fmt's form",
                    artifact.path.display()
                );
            }
        }
    }
    // Every parse registers its text with proc-macro2's thread-local source map; the
    // fuzzer parses millions of inputs on one thread, so the map is emptied (all spans
    // of this input are dropped by now).
    proc_macro2::extra::invalidate_current_thread_spans();
});

/// `src/lib.rs`, then one file per `//@ <path>` line.
fn split_files(text: &str) -> BTreeMap<PathBuf, String> {
    let mut files = BTreeMap::new();
    let mut path = PathBuf::from("src/lib.rs");
    let mut current = String::new();
    for line in text.split_inclusive('\n') {
        if let Some(next) = line.strip_prefix("//@ ") {
            files.insert(path, std::mem::take(&mut current));
            path = PathBuf::from(next.trim_end());
        } else {
            current.push_str(line);
        }
    }
    files.insert(path, current);
    files
}
