//! `#[cfg(feature = …)]` and `#[cfg_attr(feature = …, …)]` against the crate's features
//! (#15 point 8): the crdgen configuration says which are on (`features`,
//! `no-default-features`, `all-features`) and which may be either (`optional-features`);
//! the CRD follows exactly those builds, and the derive's CRD is the CLI's.

use crdgen_core::analysis::analyze;
use crdgen_core::emit::yaml;
use crdgen_core::run_crate;
use serde_json::{Value, json};

const MANIFEST: &str = r#"[package]
name = "api"
version = "0.1.0"

[dependencies]
schemars = { version = "1", optional = true }

[features]
default = ["metrics"]
metrics = []
beta = []
v2 = ["beta"]
"#;

const SOURCE: &str = r#"use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    /// On by default.
    #[cfg(feature = "metrics")]
    pub metrics: i32,
    #[cfg(feature = "beta")]
    pub beta: i32,
    #[cfg(not(feature = "beta"))]
    pub stable: i32,
    #[cfg(feature = "v2")]
    pub v2: i32,
    #[cfg_attr(feature = "metrics", serde(rename = "renamedCount"))]
    pub count: i32,
    #[cfg_attr(feature = "beta", serde(skip))]
    pub kept: i32,
    #[cfg_attr(not(feature = "beta"), crd(maximum = 5))]
    pub bounded: i32,
    #[cfg_attr(feature = "schemars", serde(default))]
    pub plain: i32,
    pub mode: Mode,
}

#[derive(Serialize, Deserialize)]
pub enum Mode {
    Fast,
    #[cfg(feature = "beta")]
    Beta,
    #[cfg(not(feature = "metrics"))]
    Quiet,
}

#[cfg(feature = "beta")]
mod beta_only;
"#;

/// What the CRD serves builds with and without: no `cfg_attr` whose predicate varies.
const OPTIONAL_SOURCE: &str = r#"use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    #[cfg(feature = "v2")]
    pub replicas: i32,
    #[cfg(feature = "v2")]
    pub size: i64,
    #[cfg(not(feature = "v2"))]
    pub size: i64,
    #[cfg_attr(feature = "metrics", serde(rename = "renamedCount"))]
    pub count: i32,
    pub mode: Mode,
}

#[derive(Serialize, Deserialize)]
pub enum Mode {
    Fast,
    #[cfg(feature = "beta")]
    Beta,
}
"#;

/// The crate of `source` with `config` as its `[package.metadata.crdgen]`, and the file
/// of the module only `beta` builds have when `beta_module`.
fn crate_with(source: &str, config: &str, beta_module: bool) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        format!("{MANIFEST}\n[package.metadata.crdgen]\n{config}"),
    )
    .unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), source).unwrap();
    if beta_module {
        std::fs::write(dir.path().join("src/beta_only.rs"), "pub struct Beta;\n").unwrap();
    }
    dir
}

/// The spec schema the CLI generates, and the messages of its warnings.
fn generate(source: &str, config: &str, beta_module: bool) -> (Value, Vec<String>) {
    let dir = crate_with(source, config, beta_module);
    let g = run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{d}"));
    let crd = yaml::parse(&g.artifacts[0].contents)
        .unwrap()
        .documents
        .remove(0);
    (
        crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"].clone(),
        g.warnings
            .0
            .iter()
            .map(|w| format!("{}: {}", w.code, w.message))
            .collect(),
    )
}

fn int32() -> Value {
    json!({"format": "int32", "type": "integer"})
}

/// No feature setting: the build `cargo build` makes, with the `default` features. The
/// module under `beta` is not read (its file does not exist).
#[test]
fn by_default_the_crds_follow_the_default_features() {
    let (spec, warnings) = generate(SOURCE, "", false);
    assert_eq!(
        spec,
        json!({
            "properties": {
                "metrics": {"description": "On by default.", "format": "int32", "type": "integer"},
                "stable": int32(),
                "renamedCount": int32(),
                "kept": int32(),
                "bounded": {"format": "int32", "maximum": 5, "type": "integer"},
                "plain": int32(),
                "mode": {"enum": ["Fast"], "type": "string"},
            },
            "required": ["bounded", "kept", "metrics", "mode", "plain", "renamedCount", "stable"],
            "type": "object"
        })
    );
    assert!(warnings.is_empty(), "{warnings:?}");
}

/// `features` turns features on (with what they enable: `v2` turns on `beta`),
/// `no-default-features` turns `default` off, `all-features` turns everything on (an
/// optional dependency too).
#[test]
fn the_configuration_says_which_features_are_on() {
    let (spec, warnings) = generate(
        SOURCE,
        "features = [\"v2\"]\nno-default-features = true\n",
        true,
    );
    assert_eq!(
        spec,
        json!({
            "properties": {
                "beta": int32(),
                "v2": int32(),
                "count": int32(),
                "bounded": int32(),
                "plain": int32(),
                "mode": {"enum": ["Fast", "Beta", "Quiet"], "type": "string"},
            },
            "required": ["beta", "bounded", "count", "mode", "plain", "v2"],
            "type": "object"
        })
    );
    assert!(warnings.is_empty(), "{warnings:?}");
    let (spec, _) = generate(SOURCE, "all-features = true\n", true);
    assert_eq!(
        spec,
        json!({
            "properties": {
                "metrics": {"description": "On by default.", "format": "int32", "type": "integer"},
                "beta": int32(),
                "v2": int32(),
                "renamedCount": int32(),
                "bounded": int32(),
                "plain": int32(),
                "mode": {"enum": ["Fast", "Beta"], "type": "string"},
            },
            // `schemars` (an optional dependency) is on: `plain` has a default.
            "required": ["beta", "bounded", "metrics", "mode", "renamedCount", "v2"],
            "type": "object"
        })
    );
}

/// `optional-features`: the CRD serves builds with and without them (`v2`, and `beta`
/// which it turns on). A field only some builds have is written and not required
/// (W0383); a variant only some have is accepted; a name every build writes, in one
/// field or another, stays required.
#[test]
fn optional_features_give_one_crd_for_every_build() {
    let (spec, warnings) = generate(OPTIONAL_SOURCE, "optional-features = [\"v2\"]\n", false);
    assert_eq!(
        spec,
        json!({
            "properties": {
                "replicas": int32(),
                "size": {"format": "int64", "type": "integer"},
                "renamedCount": int32(),
                "mode": {"enum": ["Fast", "Beta"], "type": "string"},
            },
            "required": ["mode", "renamedCount", "size"],
            "type": "object"
        })
    );
    assert_eq!(
        warnings,
        [
            "W0383: `replicas` is not required: only some of the builds the CRD serves have this field"
        ]
    );
}

/// The derive reads the configuration with `config::load` and builds the kind through
/// the shared analysis: for every feature setting, its CRD is the CLI's byte for byte.
#[test]
fn the_derives_path_follows_the_configured_features_as_the_cli_does() {
    for (source, config) in [
        (SOURCE, ""),
        (SOURCE, "features = [\"v2\"]\nno-default-features = true\n"),
        (SOURCE, "all-features = true\n"),
        (OPTIONAL_SOURCE, "optional-features = [\"v2\"]\n"),
    ] {
        let dir = crate_with(source, config, true);
        let cli = run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{d}"));
        let loaded = crdgen_core::config::load(dir.path()).unwrap();
        let analysis = analyze(dir.path(), &loaded.config, loaded.source.as_deref(), None)
            .unwrap_or_else(|d| panic!("{d}"));
        let derived = analysis
            .kind("example.com", "Foo")
            .unwrap_or_else(|d| panic!("{d}"));
        assert_eq!(derived.yaml, cli.artifacts[0].contents, "{config}");
    }
}

/// The README's snippet ("`cfg` attributes and features"), pasted as written under this
/// crate's `[features]`: `metrics` on in every build (it is a default feature already),
/// `v2` in some, so the CRD is the one `optional_features_give_one_crd_for_every_build`
/// asserts.
#[test]
fn the_readme_features_snippet_works_when_pasted() {
    let readme = std::fs::read_to_string(crdgen_tests::workspace_root().join("README.md")).unwrap();
    let section = readme
        .split("### `cfg` attributes and features")
        .nth(1)
        .unwrap();
    let start = section.find("```toml\n").unwrap() + "```toml\n".len();
    let snippet = &section[start..start + section[start..].find("```").unwrap()];
    let settings = snippet
        .strip_prefix("[package.metadata.crdgen]\n")
        .unwrap_or_else(|| panic!("the snippet is the crate's crdgen table: {snippet}"));
    assert_eq!(
        generate(OPTIONAL_SOURCE, settings, false),
        generate(OPTIONAL_SOURCE, "optional-features = [\"v2\"]\n", false)
    );
}

/// The derive sees the spec struct as rustc compiled it (fields whose `cfg` is off are
/// gone) and compares it with the CRD of the configured builds: a crate compiled with
/// other features than the configuration names is refused (E0386), in both directions.
#[test]
fn a_build_with_other_features_than_the_configured_ones_is_refused() {
    use crdgen_core::model::this_build;
    // The configured builds: the default features (`metrics` on, `v2` off).
    let dir = crate_with(OPTIONAL_SOURCE, "", false);
    let g = run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{d}"));
    let crd = yaml::parse(&g.artifacts[0].contents)
        .unwrap()
        .documents
        .remove(0);
    let this_build = |fields: &str| {
        let item: syn::DeriveInput =
            syn::parse_str(&format!("pub struct FooSpec {{ {fields} }}")).unwrap();
        this_build::check(&item, "v1", false, &crd).map(|(_, text)| text)
    };
    // As configured: the derive and the CRD agree.
    assert_eq!(
        this_build(
            r#"pub size: i64, #[serde(rename = "renamedCount")] pub count: i32, pub mode: Mode"#
        ),
        None
    );
    // Built with `v2` on as well: `replicas` would be pruned.
    assert_eq!(
        this_build(r#"pub replicas: i32, pub size: i64, #[serde(rename = "renamedCount")] pub count: i32, pub mode: Mode"#).as_deref(),
        Some("crdgen[E0386]: `replicas` is in this build of the crate but not in its CRD: the API server would prune what serde writes there\n= note: the CRD serves the builds the crdgen configuration names; this crate is compiled with other features, and its `cfg` attributes differ from theirs\n= help: name the feature in `features` (on in every build) or `optional-features` (in some) of the crdgen configuration")
    );
    // Built without `metrics`: `count` keeps its name, which the CRD does not have.
    assert_eq!(
        this_build("pub size: i64, pub count: i32, pub mode: Mode").as_deref(),
        Some(
            "crdgen[E0386]: `count` is in this build of the crate but not in its CRD: the API server would prune what serde writes there\n= note: the CRD serves the builds the crdgen configuration names; this crate is compiled with other features, and its `cfg` attributes differ from theirs\n= help: name the feature in `features` (on in every build) or `optional-features` (in some) of the crdgen configuration"
        )
    );
    // With `v2` among `optional-features`, builds with it and without it both agree.
    let dir = crate_with(OPTIONAL_SOURCE, "optional-features = [\"v2\"]\n", false);
    let g = run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{d}"));
    let both = yaml::parse(&g.artifacts[0].contents)
        .unwrap()
        .documents
        .remove(0);
    for fields in [
        r#"pub size: i64, #[serde(rename = "renamedCount")] pub count: i32, pub mode: Mode"#,
        r#"pub replicas: i32, pub size: i64, #[serde(rename = "renamedCount")] pub count: i32, pub mode: Mode"#,
    ] {
        let item: syn::DeriveInput =
            syn::parse_str(&format!("pub struct FooSpec {{ {fields} }}")).unwrap();
        assert_eq!(
            this_build::check(&item, "v1", false, &both).map(|(_, text)| text),
            None,
            "{fields}"
        );
    }
    // A build without the field the CRD calls `renamedCount`: the CRD requires what this
    // build never writes.
    assert_eq!(
        this_build("pub size: i64, pub mode: Mode"),
        Some("crdgen[E0386]: the CRD requires `renamedCount`, which this build of `FooSpec` does not write\n= note: the CRD serves the builds the crdgen configuration names; this crate is compiled with other features, and its `cfg` attributes differ from theirs\n= help: name the features that vary in `optional-features` of the crdgen configuration, or build with the configured ones".to_owned())
    );
}
