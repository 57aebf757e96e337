//! The output is the same bytes whatever the thread count (#24): the whole pipeline run
//! on a rayon pool of one thread and on a pool of several, on a synthetic crate of many
//! kinds and on every fixture, gives equal files and warnings.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crdgen_core::config::Config;
use crdgen_core::pipeline::{self, Generation};

/// Threads of the wider pool: more than the kinds' order could hide behind.
const MANY: usize = 4;

/// Runs `f` on a pool of `threads` threads.
fn on_threads<R: Send>(threads: usize, f: impl FnOnce() -> R + Send) -> R {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap()
        .install(f)
}

/// What a run produced, for comparison: every file with its text, and the warnings.
fn output(generation: &Generation) -> (Vec<(PathBuf, String)>, String) {
    let files = generation
        .artifacts
        .iter()
        .map(|a| (a.path.clone(), a.contents.clone()))
        .collect();
    (files, generation.warnings.render())
}

/// A crate of `n` kinds in `n` modules, each with nested types, like
/// `scripts/synthetic-tree.py`'s.
fn synthetic(n: usize) -> BTreeMap<PathBuf, String> {
    let mut files = BTreeMap::new();
    let mut lib = String::from("pub mod common;\n");
    for i in 0..n {
        lib.push_str(&format!("pub mod widget{i};\n"));
        files.insert(
            PathBuf::from(format!("src/widget{i}.rs")),
            format!(
                r#"use std::collections::BTreeMap;
use crdgen::CustomResource;
use serde::{{Deserialize, Serialize}};
use super::common::Endpoint;

/// Widget{i}Spec is the desired state, {i}.
#[derive(CustomResource, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[crd(group = "bench{g}.example.com", version = "v1", kind = "Widget{i}", namespaced,
      status = "Widget{i}Status", shortname = "w{i}")]
pub struct Widget{i}Spec {{
    /// Replicas is the number of pods.
    pub replicas: i32,
    /// Image to run; a long description that folds past column eighty in the YAML text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Endpoints to serve.
    #[serde(default)]
    pub endpoints: Vec<Endpoint>,
    /// Labels to add.
    #[serde(default)]
    pub labels: BTreeMap<String, String>,
    /// Mode of operation.
    pub mode: Mode{i},
}}

/// Mode{i} is how the widget runs.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode{i} {{
    /// Active.
    Active,
    /// Standby.
    Standby,
}}

/// Widget{i}Status is the observed state.
#[derive(Serialize, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct Widget{i}Status {{
    /// ReadyReplicas is the number of ready pods.
    #[serde(default)]
    pub ready_replicas: i32,
}}
"#,
                g = i % 10
            ),
        );
    }
    files.insert(PathBuf::from("src/lib.rs"), lib);
    files.insert(
        PathBuf::from("src/common.rs"),
        "use serde::{Deserialize, Serialize};\n\n/// Endpoint is a host and port.\n#[derive(Serialize, Deserialize)]\npub struct Endpoint {\n    /// Host name.\n    pub host: String,\n    /// Port number.\n    pub port: u16,\n}\n"
            .to_owned(),
    );
    files
}

#[test]
fn a_synthetic_crate_gives_the_same_bytes_on_one_thread_and_on_many() {
    let files = synthetic(200);
    let run = || {
        let generation =
            pipeline::run_in_memory(&Config::default(), Path::new("src/lib.rs"), &files).unwrap();
        output(&generation)
    };
    let one = on_threads(1, run);
    let many = on_threads(MANY, run);
    // 200 CRDs (no RBAC markers, so no role).
    assert_eq!(one.0.len(), 200);
    assert_eq!(one, many);
}

#[test]
fn every_fixture_gives_the_same_bytes_on_one_thread_and_on_many() {
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures");
    let mut roots: Vec<PathBuf> = std::fs::read_dir(&fixtures)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("Cargo.toml").is_file())
        .collect();
    roots.sort();
    assert!(roots.len() >= 13, "fixtures found: {roots:?}");
    for root in roots {
        let run = || output(&crdgen_core::run_crate(&root, |_| {}).unwrap());
        let one = on_threads(1, run);
        let many = on_threads(MANY, run);
        assert!(!one.0.is_empty(), "{} generated nothing", root.display());
        assert_eq!(one, many, "{}", root.display());
    }
}
