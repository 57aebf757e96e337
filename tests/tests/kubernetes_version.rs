//! Which Kubernetes version's definitions a crate gets: `kubernetes-version` when the
//! configuration sets it, else the version of the k8s-openapi feature the crate enables,
//! else the default (1.36). The CLI, `build.rs` and the derive all load the configuration
//! with `crdgen_core::config::load`, so they select alike; these tests go through
//! `run_crate`, the CLI's entry.

use std::path::Path;

use crdgen_core::emit::yaml;
use crdgen_core::run_crate;
use serde_json::Value;

/// A kind whose spec embeds types that gained a field in each shipped version.
const LIB: &str = "\
use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]
pub struct FooSpec {
    pub job: k8s_openapi::api::batch::v1::JobSpec,
    pub pod_status: k8s_openapi::api::core::v1::PodStatus,
}
";

/// Per version, the field it added and the path to it in `FooSpec`'s schema.
const ADDED: [(&str, &[&str]); 5] = [
    (
        "1.33",
        &[
            "job",
            "template",
            "spec",
            "containers",
            "[]",
            "lifecycle",
            "stopSignal",
        ],
    ),
    ("1.34", &["job", "template", "spec", "hostnameOverride"]),
    ("1.35", &["pod_status", "allocatedResources"]),
    ("1.36", &["job", "template", "spec", "schedulingGroup"]),
    ("1.37", &["job", "scheduling"]),
];

/// Writes a crate with `manifest` as the body of its Cargo.toml (after `[package]`), the
/// optional `crdgen.toml`, and [`LIB`].
fn krate(manifest: &str, crdgen_toml: Option<&str>) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        format!("[package]\nname = \"api\"\nversion = \"0.1.0\"\n\n{manifest}"),
    )
    .unwrap();
    if let Some(text) = crdgen_toml {
        std::fs::write(dir.path().join("crdgen.toml"), text).unwrap();
    }
    std::fs::write(dir.path().join("src/lib.rs"), LIB).unwrap();
    dir
}

/// Which of the fields in [`ADDED`] the crate's CRD has: the versions that added them.
fn fields_present(root: &Path, flag: Option<&str>) -> Vec<&'static str> {
    let generation = run_crate(root, |c| {
        if let Some(v) = flag {
            c.set_kubernetes_version(v.to_owned());
        }
    })
    .unwrap_or_else(|d| panic!("{d}"));
    let crd = yaml::parse(&generation.artifacts[0].contents)
        .unwrap()
        .documents
        .remove(0);
    let spec = &crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"];
    ADDED
        .iter()
        .filter(|(_, path)| {
            let mut at: &Value = spec;
            for step in *path {
                at = if *step == "[]" {
                    &at["items"]
                } else {
                    &at["properties"][step]
                };
            }
            at.is_object()
        })
        .map(|(version, _)| *version)
        .collect()
}

const DEPENDENCY: &str = "[dependencies]\nk8s-openapi = { version = \"0.29\", features = [";

#[test]
fn the_feature_picks_the_version() {
    let mut got = Vec::new();
    for feature in [
        "v1_33", "v1_34", "v1_35", "v1_36", "v1_37", "earliest", "latest",
    ] {
        let dir = krate(&format!("{DEPENDENCY}\"{feature}\"] }}\n"), None);
        got.push(format!(
            "{feature}: {}",
            fields_present(dir.path(), None).join(" ")
        ));
    }
    assert_eq!(
        got,
        [
            "v1_33: 1.33",
            "v1_34: 1.33 1.34",
            "v1_35: 1.33 1.34 1.35",
            "v1_36: 1.33 1.34 1.35 1.36",
            "v1_37: 1.33 1.34 1.35 1.36 1.37",
            "earliest: 1.33",
            "latest: 1.33 1.34 1.35 1.36 1.37",
        ]
    );
}

#[test]
fn the_setting_and_the_flag_win_over_the_feature() {
    let feature = format!("{DEPENDENCY}\"v1_34\"] }}\n");
    let dir = krate(&feature, Some("kubernetes-version = \"1.37\"\n"));
    assert_eq!(
        fields_present(dir.path(), None),
        ["1.33", "1.34", "1.35", "1.36", "1.37"]
    );
    let dir = krate(
        &format!("{feature}\n[package.metadata.crdgen]\nkubernetes-version = \"1.33\"\n"),
        None,
    );
    assert_eq!(fields_present(dir.path(), None), ["1.33"]);
    let dir = krate(&feature, None);
    assert_eq!(
        fields_present(dir.path(), Some("1.35")),
        ["1.33", "1.34", "1.35"]
    );
    // Features crdgen cannot serve are no error when the flag overrides them.
    for features in ["\"v1_38\"", "\"latest\"", "\"v1_35\", \"v1_36\""] {
        let dir = krate(
            &format!(
                "[dependencies]\nk8s-openapi = {{ version = \"0.30\", features = [{features}] }}\n"
            ),
            None,
        );
        assert_eq!(
            fields_present(dir.path(), Some("1.37")),
            ["1.33", "1.34", "1.35", "1.36", "1.37"],
            "{features}"
        );
    }
}

#[test]
fn without_a_feature_the_default_stays() {
    for manifest in [
        "",
        "[dependencies]\nk8s-openapi = \"0.29\"\n",
        // A library enables the feature on its dev-dependency only (k8s-openapi's advice).
        "[dependencies]\nk8s-openapi = \"0.29\"\n\n[dev-dependencies]\nk8s-openapi = { version = \"0.29\", features = [\"v1_33\"] }\n",
        "[build-dependencies]\nk8s-openapi = { version = \"0.29\", features = [\"v1_33\"] }\n",
    ] {
        let dir = krate(manifest, Some("paths = [\"src\"]\n"));
        assert_eq!(
            fields_present(dir.path(), None),
            ["1.33", "1.34", "1.35", "1.36"],
            "{manifest}"
        );
    }
}

fn workspace() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// The fixtures inherit `latest` from the workspace's `[workspace.dependencies]`, so they
/// get 1.37, except the conformance fixture, which sets 1.36: its CRDs are compared with
/// controller-tools' goldens, made with 1.36's definitions. The others embed no type whose
/// schema differs between 1.36 and 1.37, so their committed CRDs are unchanged.
#[test]
fn the_fixtures_select_by_the_workspace_feature() {
    let mut got = Vec::new();
    let mut fixtures: Vec<_> = std::fs::read_dir(workspace().join("fixtures"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    fixtures.sort();
    for fixture in fixtures {
        let loaded = crdgen_core::config::load(&fixture).unwrap();
        let from = match &loaded.config.k8s_openapi.feature {
            Some(f) => format!(
                "`{}` at {}:{}:{}",
                f.feature,
                f.location.file.display(),
                f.location.line,
                f.location.column
            ),
            None => "the configuration".to_owned(),
        };
        got.push(format!(
            "{}: {} from {from}",
            fixture.file_name().unwrap().to_string_lossy(),
            loaded.config.kubernetes_version
        ));
    }
    let line = std::fs::read_to_string(workspace().join("Cargo.toml"))
        .unwrap()
        .lines()
        .position(|l| l.starts_with("k8s-openapi = "))
        .unwrap()
        + 1;
    let latest = format!("1.37 from `latest` at ../../Cargo.toml:{line}:47");
    assert_eq!(
        got,
        [
            format!("bigoperator: {latest}"),
            // Its own dependency, as a crate written from the README has it.
            "buildrs: 1.37 from `latest` at Cargo.toml:12:47".to_owned(),
            format!("clusterscoped: {latest}"),
            "conformance: 1.36 from the configuration".to_owned(),
            format!("customimagedeploy: {latest}"),
            format!("databasemanager: {latest}"),
            format!("goport: {latest}"),
            format!("kubers: {latest}"),
            format!("memcached: {latest}"),
            format!("multiversion: {latest}"),
            format!("podset: {latest}"),
            format!("samplecontroller: {latest}"),
            format!("shapes: {latest}"),
        ]
    );
}

#[test]
fn the_manifests_that_chose_are_inputs() {
    let podset = workspace().join("fixtures/podset");
    let generation = run_crate(&podset, |_| {}).unwrap();
    let manifests: Vec<_> = generation
        .inputs
        .iter()
        .filter(|p| p.ends_with("Cargo.toml"))
        .cloned()
        .collect();
    assert_eq!(
        manifests,
        [
            podset.join("Cargo.toml"),
            std::fs::canonicalize(workspace())
                .unwrap()
                .join("Cargo.toml")
        ]
    );
}
