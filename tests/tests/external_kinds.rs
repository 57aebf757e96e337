//! Kinds a crate uses but does not own (`#[crd(external)]`, `external-kinds` in the
//! configuration): their types give clients, listers and informers, but crdgen writes no
//! CRD and no editor/viewer roles for them (issue #15 point 7).

use crdgen_core::pipeline::Generation;
use crdgen_core::run_crate;

const HEAD: &str = "use crdgen::CustomResource;\nuse serde::{Deserialize, Serialize};\n\n";

/// An operator's own kind `Backup` and the CNPG `Cluster` it uses; `cluster_options` is
/// written into the `Cluster`'s `#[crd(...)]`.
fn sources(cluster_options: &str) -> String {
    format!(
        "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n\
         #[crd(group = \"backup.example.com\", version = \"v1\", kind = \"Backup\", namespaced)]\n\
         pub struct BackupSpec {{\n    pub cluster: String,\n}}\n\n\
         #[derive(CustomResource, Serialize, Deserialize)]\n\
         #[crd(group = \"postgresql.cnpg.io\", version = \"v1\", kind = \"Cluster\", namespaced{cluster_options})]\n\
         pub struct ClusterSpec {{\n    pub instances: i32,\n}}\n"
    )
}

const CONFIG: &str = "[rbac]\nkind-roles = true\n\n[clients]\ndir = \"src/generated\"\n";

fn generate(config: &str, lib: &str) -> Result<Generation, String> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("Cargo.toml"), "[package]\nname = \"api\"\n").unwrap();
    std::fs::write(dir.path().join("crdgen.toml"), config).unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    // With `[clients]`, the crate declares the modules crdgen writes (else W0609).
    let lib = if config.contains("[clients]") {
        format!("pub mod generated;\n{lib}")
    } else {
        lib.to_owned()
    };
    std::fs::write(dir.path().join("src/lib.rs"), lib).unwrap();
    run_crate(dir.path(), |_| {}).map_err(|d| d.to_string())
}

fn paths(g: &Generation) -> Vec<String> {
    g.artifacts
        .iter()
        .map(|a| a.path.display().to_string())
        .collect()
}

/// What both spellings write: the own kind's CRD and roles; clients for both kinds.
const WRITTEN: &[&str] = &[
    "config/crd/bases/backup.example.com_backups.yaml",
    "config/rbac/backup_editor_role.yaml",
    "config/rbac/backup_viewer_role.yaml",
    "src/generated/backup_v1.rs",
    "src/generated/clientset.rs",
    "src/generated/fake.rs",
    "src/generated/mod.rs",
    "src/generated/postgresql_v1.rs",
];

#[test]
fn an_external_kind_gets_clients_but_no_crd_and_no_roles() {
    let own = generate(CONFIG, &sources("")).unwrap();
    let mut both = paths(&own);
    both.retain(|p| p.contains("cluster") || p.contains("postgresql"));
    assert_eq!(
        both,
        [
            "config/crd/bases/postgresql.cnpg.io_clusters.yaml",
            "config/rbac/cluster_editor_role.yaml",
            "config/rbac/cluster_viewer_role.yaml",
            "src/generated/postgresql_v1.rs",
        ],
        "without `external` the kind is the crate's own"
    );

    let by_attribute = generate(CONFIG, &sources(", external")).unwrap();
    assert_eq!(paths(&by_attribute), WRITTEN);
    assert!(by_attribute.warnings.0.is_empty());

    let by_config = generate(
        &format!("external-kinds = [\"Cluster.postgresql.cnpg.io\"]\n\n{CONFIG}"),
        &sources(""),
    )
    .unwrap();
    assert_eq!(by_config.artifacts, by_attribute.artifacts);
    // The client of the external kind is the one it had as the crate's own kind.
    let client = |g: &Generation| {
        g.artifacts
            .iter()
            .find(|a| a.path.ends_with("postgresql_v1.rs"))
            .map(|a| a.contents.clone())
    };
    assert_eq!(client(&by_attribute), client(&own));
}

#[test]
fn an_external_kind_in_a_protected_group_needs_no_approval() {
    // Gateway API's routes are the usual case: the CRD is the Gateway API project's, and
    // so is its `api-approved.kubernetes.io` annotation.
    let lib = format!(
        "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n\
         #[crd(group = \"gateway.networking.k8s.io\", version = \"v1\", kind = \"HTTPRoute\", namespaced, external)]\n\
         pub struct HTTPRouteSpec {{\n    pub hostnames: Vec<String>,\n}}\n"
    );
    let g = generate("", &lib).unwrap();
    assert!(g.artifacts.is_empty(), "{:?}", paths(&g));
    assert!(g.warnings.0.is_empty());
}

#[test]
fn an_external_kinds_entry_that_names_no_kind_is_an_error() {
    let err = generate(
        "external-kinds = [\"Clusters.postgresql.cnpg.io\", \"Foo.example.com\"]\n",
        &sources(""),
    )
    .unwrap_err();
    assert_eq!(
        err,
        "error[E0022]: `external-kinds` names `Clusters.postgresql.cnpg.io`, which is not a kind of this crate\n \
         |\n \
         = help: did you mean `Cluster.postgresql.cnpg.io`? Entries are written `Kind.group`\n\n\
         error[E0022]: `external-kinds` names `Foo.example.com`, which is not a kind of this crate\n \
         |\n \
         = help: entries are written `Kind.group`; the crate's kinds are: Backup.backup.example.com, Cluster.postgresql.cnpg.io"
    );
}
