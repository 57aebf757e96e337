//! `crdgen import --external` on a real CRD another project owns (cert-manager's
//! `ClusterIssuer`, from the shared conformance data): the crate it writes, generated as
//! `crdgen generate -C DIR` does, gives the typed clients, listers, informers and fake
//! clientset of the kind, and no CRD and no role.

use crdgen_core::import::{self, Input, Options};

const CLUSTER_ISSUERS: &str =
    "real-world/cert-manager__cert-manager__cert-manager.io_clusterissuers.yaml";

#[test]
fn an_external_import_generates_clients_and_no_crd() {
    let Some(conformance) = crdgen_tests::conformance_dir() else {
        return;
    };
    let path = conformance.join(CLUSTER_ISSUERS);
    let text = std::fs::read_to_string(&path).unwrap();
    let options = Options {
        crate_name: "cert-manager-api".to_owned(),
        crdgen_path: Some(crdgen_tests::workspace_root().join("crdgen")),
        external: true,
        module: None,
        k8s_openapi_feature: None,
        host_settings: None,
    };
    let output = import::import(&[Input { path, text }], &options).unwrap();
    assert_eq!(
        output
            .files
            .keys()
            .map(|p| p.display().to_string())
            .collect::<Vec<_>>(),
        [
            "Cargo.toml",
            "crdgen.toml",
            "src/cert_manager_io/mod.rs",
            "src/cert_manager_io/v1.rs",
            "src/lib.rs"
        ]
    );
    assert!(
        output.files[std::path::Path::new("src/cert_manager_io/v1.rs")].contains("    external,\n")
    );
    let dir = tempfile::tempdir().unwrap();
    import::files::write(dir.path(), &output.files).unwrap();
    let generation = crdgen_core::run_crate(dir.path(), |_| {}).unwrap();
    assert_eq!(generation.warnings.0, []);
    let written: Vec<String> = generation
        .artifacts
        .iter()
        .map(|a| a.path.display().to_string())
        .collect();
    assert_eq!(
        written,
        [
            "src/generated/cert_manager_v1.rs",
            "src/generated/clientset.rs",
            "src/generated/fake.rs",
            "src/generated/mod.rs"
        ]
    );
}
