use std::path::{Path, PathBuf};

use super::*;
use crate::pipeline;

const LIB: &str = "pub mod apps;\npub mod broken;\n";

const APPS: &str = r#"use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// AppSpec is an app.
#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "example.com", version = "v1", kind = "App", status = "AppStatus")]
pub struct AppSpec {
    /// Port to serve.
    pub port: Port,
    /// Mode to run in.
    pub mode: Mode,
}

/// Port is a TCP port.
#[derive(CrdSchema, Serialize, Deserialize)]
pub struct Port {
    /// The number.
    #[crd(minimum = 1, maximum = 65535)]
    pub number: i32,
}

/// Mode is how the app runs.
#[derive(crdgen::CrdSchema, Serialize, Deserialize)]
pub enum Mode {
    /// Fast.
    Fast,
    /// Slow.
    Slow,
}

/// AppStatus is what was observed.
#[derive(Serialize, Deserialize)]
pub struct AppStatus {
    /// Ready pods.
    pub ready: i32,
}

/// DbSpec is a database.
#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "example.com", version = "v1", kind = "Db")]
pub struct DbSpec {
    /// Port to serve.
    pub port: Port,
}
"#;

const BROKEN: &str = r#"use crdgen::{CrdSchema, CustomResource};

/// BadSpec has a field crdgen cannot describe.
#[derive(CustomResource)]
#[crd(group = "example.com", version = "v1", kind = "Bad")]
pub struct BadSpec {
    /// A unit.
    pub unit: (),
}

/// Wrong has a marker that does not fit.
#[derive(CrdSchema)]
pub struct Wrong {
    #[crd(min_length = 1)]
    pub n: i32,
}

/// UnknownKey has a key the kind attribute does not know.
#[derive(CustomResource)]
#[crd(group = "example.com", version = "v1", kind = "UnknownKey", colour = "blue")]
pub struct UnknownKeySpec {
    pub n: i32,
}
"#;

/// A crate with two good kinds sharing a type, a kind and a type that fail, and a
/// kind whose attribute is broken.
fn write_crate() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "Cargo.toml", "[package]\nname = \"x\"\n");
    write(dir.path(), "src/lib.rs", LIB);
    write(dir.path(), "src/apps.rs", APPS);
    write(dir.path(), "src/broken.rs", BROKEN);
    dir
}

fn write(root: &Path, rel: &str, text: &str) {
    let path = root.join(rel);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

fn config() -> Config {
    Config::default()
}

/// The line of the struct or enum named `ident` in `text` (1-based).
fn line_of(text: &str, ident: &str) -> usize {
    text.lines()
        .position(|l| {
            l.starts_with(&format!("pub struct {ident} "))
                || l.starts_with(&format!("pub enum {ident} "))
        })
        .unwrap()
        + 1
}

fn assert_same_kind(a: Result<KindOutput, Diagnostics>, b: Result<KindOutput, Diagnostics>) {
    match (a, b) {
        (Ok(a), Ok(b)) => {
            assert_eq!(a.crd, b.crd);
            assert_eq!(a.yaml, b.yaml);
            assert_eq!(a.inputs, b.inputs);
            assert_eq!(a.warnings, b.warnings);
        }
        (Err(a), Err(b)) => assert_eq!(a, b),
        (a, b) => panic!("differ: {:?} vs {:?}", a.is_ok(), b.is_ok()),
    }
}

fn assert_same_type(a: Result<TypeOutput, Diagnostics>, b: Result<TypeOutput, Diagnostics>) {
    match (a, b) {
        (Ok(a), Ok(b)) => {
            assert_eq!(a.schema, b.schema);
            assert_eq!(a.inputs, b.inputs);
        }
        (Err(a), Err(b)) => assert_eq!(a, b),
        (a, b) => panic!("differ: {:?} vs {:?}", a.is_ok(), b.is_ok()),
    }
}

#[test]
fn every_result_is_what_the_one_at_a_time_call_returns() {
    let dir = write_crate();
    let root = dir.path();
    let apps = root.join("src/apps.rs");
    let broken = root.join("src/broken.rs");
    let analysis = analyze(root, &config(), None, None).unwrap();
    assert_eq!(
        analysis.kinds().collect::<Vec<_>>(),
        [
            ("example.com", "App"),
            ("example.com", "Bad"),
            ("example.com", "Db")
        ]
    );
    for (group, kind) in [
        ("example.com", "App"),
        ("example.com", "Db"),
        ("example.com", "Bad"),
        // Not found: the broken attribute's diagnostics, as the one-at-a-time call.
        ("example.com", "UnknownKey"),
    ] {
        assert_same_kind(
            analysis.kind(group, kind),
            pipeline::kind(root, &config(), None, Some(&apps), group, kind),
        );
    }
    assert!(analysis.kind("example.com", "Bad").is_err());
    for (file, text, ident) in [
        (&apps, APPS, "Port"),
        (&apps, APPS, "Mode"),
        (&broken, BROKEN, "Wrong"),
    ] {
        let line = line_of(text, ident);
        let built = analysis.type_schema(file, line, ident).unwrap();
        assert_same_type(
            built,
            pipeline::type_schema(root, &config(), None, file, line, ident),
        );
    }
    assert!(
        analysis
            .type_schema(&broken, line_of(BROKEN, "Wrong"), "Wrong")
            .unwrap()
            .is_err()
    );
    // Types that do not derive CrdSchema are left to the caller.
    let status = line_of(APPS, "AppStatus");
    assert!(analysis.type_schema(&apps, status, "AppStatus").is_none());
    assert!(analysis.type_schema(&apps, 1, "Port").is_none());
    assert!(analysis.holds(&apps) && analysis.holds(&root.join("src/./lib.rs")));
    assert!(!analysis.holds(&root.join("src/other.rs")));
}

#[test]
fn the_analysis_is_plain_data() {
    // Sent across threads and kept in a static: no syntax tree or span inside.
    fn assert_send_sync<T: Send + Sync + 'static>() {}
    assert_send_sync::<Analysis>();
    assert_send_sync::<Cache>();
}

#[test]
fn a_failed_reading_is_the_error_of_every_lookup() {
    let dir = write_crate();
    write(dir.path(), "src/broken.rs", "pub struct {");
    let err = analyze(dir.path(), &config(), None, None).unwrap_err();
    let one = pipeline::kind(dir.path(), &config(), None, None, "example.com", "App").unwrap_err();
    assert_eq!(err, one);
}

#[test]
fn many_lookups_read_the_crate_once() {
    let dir = write_crate();
    let root = dir.path();
    let apps = root.join("src/apps.rs");
    let cache = Cache::new();
    for _ in 0..3 {
        for kind in ["App", "Db", "Bad"] {
            let _ = cache
                .get(root, &config(), None, Some(&apps))
                .unwrap()
                .kind("example.com", kind);
        }
        let port = line_of(APPS, "Port");
        let analysis = cache.get(root, &config(), None, Some(&apps)).unwrap();
        assert!(analysis.type_schema(&apps, port, "Port").unwrap().is_ok());
        // A derive whose file the compiler does not know reads the same analysis.
        assert!(cache.get(root, &config(), None, None).unwrap().holds(&apps));
    }
    assert_eq!(cache.analyses(), 1);
}

/// The `description` of the `port` property of App's spec.
fn port_description(cache: &Cache, root: &Path) -> String {
    let crd = cache
        .get(root, &config(), None, None)
        .unwrap()
        .kind("example.com", "App")
        .unwrap()
        .crd;
    crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]
        ["properties"]["port"]["description"]
        .as_str()
        .unwrap()
        .to_owned()
}

#[test]
fn an_edited_source_file_gives_a_fresh_result() {
    let dir = write_crate();
    let root = dir.path();
    let cache = Cache::new();
    assert_eq!(port_description(&cache, root), "Port to serve.");
    write(
        root,
        "src/apps.rs",
        &APPS.replacen("/// Port to serve.", "/// Port to listen on.", 1),
    );
    assert_eq!(port_description(&cache, root), "Port to listen on.");
    assert_eq!(port_description(&cache, root), "Port to listen on.");
    assert_eq!(cache.analyses(), 2);
}

#[test]
fn a_new_or_removed_module_file_gives_a_fresh_result() {
    let dir = write_crate();
    let root = dir.path();
    // `mod extra;` names a file that does not exist yet: the reading fails, and a failed
    // reading is not kept.
    write(root, "src/lib.rs", &format!("{LIB}pub mod extra;\n"));
    let cache = Cache::new();
    assert!(cache.get(root, &config(), None, None).is_err());
    assert!(cache.get(root, &config(), None, None).is_err());
    assert_eq!(cache.analyses(), 2);
    write(root, "src/extra.rs", "");
    assert!(cache.get(root, &config(), None, None).is_ok());
    assert!(cache.get(root, &config(), None, None).is_ok());
    assert_eq!(cache.analyses(), 3);
    // A second file for the same module makes it ambiguous; no read file changed.
    write(root, "src/extra/mod.rs", "");
    assert!(cache.get(root, &config(), None, None).is_err());
    assert_eq!(cache.analyses(), 4);
    std::fs::remove_file(root.join("src/extra/mod.rs")).unwrap();
    assert!(cache.get(root, &config(), None, None).is_ok());
    assert_eq!(cache.analyses(), 5);
    // Removed: `mod extra;` is now unresolved.
    std::fs::remove_file(root.join("src/extra.rs")).unwrap();
    assert!(cache.get(root, &config(), None, None).is_err());
    assert_eq!(cache.analyses(), 6);
}

#[test]
fn a_changed_configuration_or_header_gives_a_fresh_result() {
    let dir = write_crate();
    let root = dir.path();
    write(root, "header.txt", "# one\n");
    let mut config = config();
    config.header_file = Some(PathBuf::from("header.txt"));
    let cache = Cache::new();
    let yaml = |config: &Config| {
        cache
            .get(root, config, None, None)
            .unwrap()
            .kind("example.com", "Db")
            .unwrap()
            .yaml
    };
    assert!(yaml(&config).starts_with("# one\n---\n"));
    write(root, "header.txt", "# two\n");
    assert!(yaml(&config).starts_with("# two\n---\n"));
    assert_eq!(cache.analyses(), 2);
    config.max_description_length = Some(0);
    assert!(!yaml(&config).contains("description:"));
    assert_eq!(cache.analyses(), 3);
    // The same settings from another file are another input.
    let _ = cache.get(root, &config, Some(&root.join("crdgen.toml")), None);
    assert_eq!(cache.analyses(), 4);
}

#[test]
fn a_file_outside_the_sources_is_read_alone_and_kept() {
    let dir = write_crate();
    let root = dir.path();
    let test = root.join("tests/kinds.rs");
    write(root, "tests/kinds.rs", APPS);
    let cache = Cache::new();
    let analysis = cache.get(root, &config(), None, Some(&test)).unwrap();
    assert_eq!(
        analysis.kinds().collect::<Vec<_>>(),
        [("example.com", "App"), ("example.com", "Db")]
    );
    assert_same_kind(
        analysis.kind("example.com", "App"),
        pipeline::kind(root, &config(), None, Some(&test), "example.com", "App"),
    );
    // Its own entry: the crate's sources were not needed and are not read.
    assert_eq!(cache.analyses(), 1);
    let _ = cache.get(root, &config(), None, Some(&test)).unwrap();
    assert_eq!(cache.analyses(), 1);
    // A file under `src` that no `mod` reaches is also read alone, after the crate.
    write(root, "src/bin/tool.rs", APPS);
    let tool = root.join("src/bin/tool.rs");
    let analysis = cache.get(root, &config(), None, Some(&tool)).unwrap();
    assert!(analysis.holds(&tool) && !analysis.holds(&root.join("src/lib.rs")));
    assert_same_kind(
        analysis.kind("example.com", "Db"),
        pipeline::kind(root, &config(), None, Some(&tool), "example.com", "Db"),
    );
    assert_eq!(cache.analyses(), 3);
}

/// Dates every file of the crate back an hour, as files are before a build.
fn age(root: &Path) {
    let hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    for entry in walkdir::WalkDir::new(root) {
        let entry = entry.unwrap();
        if entry.file_type().is_file() {
            let file = std::fs::File::options()
                .write(true)
                .open(entry.path())
                .unwrap();
            file.set_modified(hour_ago).unwrap();
        }
    }
}

#[test]
fn an_edit_that_keeps_the_size_of_an_old_file_gives_a_fresh_result() {
    let dir = write_crate();
    let root = dir.path();
    age(root);
    let cache = Cache::new();
    assert_eq!(port_description(&cache, root), "Port to serve.");
    // Same length: only the modification time tells the check to look at the text.
    write(
        root,
        "src/apps.rs",
        &APPS.replacen("/// Port to serve.", "/// Port to SERVE.", 1),
    );
    assert_eq!(port_description(&cache, root), "Port to SERVE.");
    assert_eq!(cache.analyses(), 2);
}

#[test]
fn a_file_saved_unchanged_keeps_the_analysis() {
    let dir = write_crate();
    let root = dir.path();
    age(root);
    let cache = Cache::new();
    assert_eq!(port_description(&cache, root), "Port to serve.");
    // Saved again as it was: a new time, the same text.
    write(root, "src/apps.rs", APPS);
    assert_eq!(port_description(&cache, root), "Port to serve.");
    assert_eq!(port_description(&cache, root), "Port to serve.");
    assert_eq!(cache.analyses(), 1);
}

#[test]
fn a_compiler_that_says_its_files_cannot_change_gets_the_kept_analysis_unchecked() {
    let dir = write_crate();
    let root = dir.path();
    let cache = Cache::new();
    let port = |recheck| {
        let crd = cache
            .get_with(root, &config(), None, None, recheck)
            .unwrap()
            .kind("example.com", "App")
            .unwrap()
            .crd;
        crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]["properties"]
            ["port"]["description"]
            .as_str()
            .unwrap()
            .to_owned()
    };
    assert_eq!(port(Recheck::Never), "Port to serve.");
    write(
        root,
        "src/apps.rs",
        &APPS.replacen("/// Port to serve.", "/// Port to listen on.", 1),
    );
    // Inside rustc nothing changes during a compilation: no look at the files.
    assert_eq!(port(Recheck::Never), "Port to serve.");
    assert_eq!(cache.analyses(), 1);
    // Checked at every use, the same cache sees the edit.
    assert_eq!(port(Recheck::EveryUse), "Port to listen on.");
    assert_eq!(port(Recheck::Never), "Port to listen on.");
    assert_eq!(cache.analyses(), 2);
}

/// A type deriving `CrdSchema` under another name (a renamed import) is built by the
/// analysis like any other, not left to a second read of the crate per derive.
#[test]
fn a_renamed_crd_schema_derive_is_analysed() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "Cargo.toml", "[package]\nname = \"x\"\n");
    let lib = "use crdgen::CrdSchema as Schema;\n\n\
               #[derive(Schema, serde::Serialize)]\n\
               pub struct Part {\n    pub size: i32,\n}\n\n\
               #[derive(crdgen::CrdSchema, serde::Serialize)]\n\
               pub struct Other {\n    pub size: i32,\n}\n\n\
               #[derive(serde::Serialize)]\n\
               pub struct Plain {\n    pub size: i32,\n}\n";
    write(dir.path(), "src/lib.rs", lib);
    let analysis = analyze(dir.path(), &config(), None, None).unwrap();
    let built: Vec<(usize, &str)> = analysis
        .types()
        .into_iter()
        .map(|(_, line, name)| (line, name))
        .collect();
    assert_eq!(built, [(4, "Part"), (9, "Other")]);
}
