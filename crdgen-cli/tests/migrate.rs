//! `crdgen migrate` end to end: the diff first and nothing written, `--write` writes
//! only the files that change, and a crate it cannot migrate is exit code 2 with
//! nothing written.

mod common;

use common::{crdgen, text};

const LIB: &str = "use kube::CustomResource;\nuse schemars::JsonSchema;\nuse serde::{Deserialize, Serialize};\n\n#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, JsonSchema)]\n#[kube(group = \"example.com\", version = \"v1\", kind = \"Foo\", namespaced)]\npub struct FooSpec {\n    pub size: i32,\n}\n";

const MIGRATED: &str = "use crdgen::CustomResource;\nuse serde::{Deserialize, Serialize};\n\n#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\", namespaced, doc = \"Auto-generated derived type for FooSpec via `CustomResource`\")]\npub struct FooSpec {\n    pub size: i32,\n}\n";

/// A crate whose `src/lib.rs` is `lib`, with an untouched `src/other.rs`.
fn api(lib: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n\n[dependencies]\nkube = { version = \"5\", features = [\"derive\"] }\nschemars = \"1\"\n",
    )
    .unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), format!("mod other;\n{lib}")).unwrap();
    std::fs::write(dir.path().join("src/other.rs"), "// untouched\n").unwrap();
    dir
}

#[test]
fn migrate_shows_the_diff_and_writes_only_with_write() {
    let dir = api(LIB);
    let out = crdgen(&["migrate"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "--- a/src/lib.rs\n+++ b/src/lib.rs\n@@ -1,10 +1,9 @@\n mod other;\n-use kube::CustomResource;\n-use schemars::JsonSchema;\n+use crdgen::CustomResource;\n use serde::{Deserialize, Serialize};\n \n-#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, JsonSchema)]\n-#[kube(group = \"example.com\", version = \"v1\", kind = \"Foo\", namespaced)]\n+#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]\n+#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\", namespaced, doc = \"Auto-generated derived type for FooSpec via `CustomResource`\")]\n pub struct FooSpec {\n     pub size: i32,\n }\ncrdgen migrate: 1 file(s) would change; nothing was written (run `crdgen migrate --write` to write them)\nCargo.toml: add crdgen: crdgen = { path = \"<your crdgen checkout>/crdgen\", features = [\"kube\"] } (a path until crdgen is on crates.io; `kube` gives the root types kube's own traits; `client` adds typed clients)\nCargo.toml: kube: remove the `derive` feature (crdgen's derive writes the root types); remove kube itself if nothing else uses it\nCargo.toml: remove schemars if nothing but the CRD types derived JsonSchema\n"
            .replace("\"<your crdgen checkout>/crdgen\"", &checkout_runtime())
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("src/lib.rs")).unwrap(),
        format!("mod other;\n{LIB}")
    );
    let out = crdgen(&["migrate", "--write"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("\nwrote src/lib.rs\n"));
    assert_eq!(
        std::fs::read_to_string(dir.path().join("src/lib.rs")).unwrap(),
        format!("mod other;\n{MIGRATED}")
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("src/other.rs")).unwrap(),
        "// untouched\n"
    );
    // Nothing left to do, and no temporary file left behind.
    let out = crdgen(&["migrate"], dir.path());
    assert_eq!(
        text(&out.stdout),
        "crdgen migrate: nothing to migrate (no kube-rs dialect found)\n"
    );
    let mut names: Vec<String> = std::fs::read_dir(dir.path().join("src"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["lib.rs", "other.rs"]);
}

#[test]
fn a_crate_migrate_refuses_is_exit_code_2_and_nothing_written() {
    let lib = LIB.replace("namespaced)", "namespaced, attr = \"allow(deprecated)\")");
    let dir = api(&lib);
    let out = crdgen(
        &["migrate", "--write", "--message-format", "short"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stdout), "");
    assert_eq!(
        text(&out.stderr),
        "src/lib.rs:7:73: error[E1111]: `attr = \"allow(deprecated)\"` has no spelling in crdgen's #[crd(...)]\n"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("src/lib.rs")).unwrap(),
        format!("mod other;\n{lib}")
    );
}

/// The `crdgen` runtime of the checkout the binary under test was built in, as the
/// Cargo.toml advice writes it in place of `"<your crdgen checkout>/crdgen"`.
fn checkout_runtime() -> String {
    let checkout = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap();
    format!("\"{}\"", checkout.join("crdgen").display())
}
