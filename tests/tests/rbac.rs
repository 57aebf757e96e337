//! RBAC from `#[crdgen::rbac(...)]` markers: controller-gen conformance (the markers of
//! controller-tools' RBAC test, spread over every kind of item the scanner must reach)
//! and the file's life cycle (no markers, no file).

use std::path::Path;

use crdgen_core::run_crate;

fn write_crate(dir: &Path, files: &[(&str, &str)]) {
    std::fs::write(
        dir.join("Cargo.toml"),
        "[package]\nname = \"controller\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    for (path, text) in files {
        let p = dir.join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
}

fn role_yaml(dir: &Path) -> Option<String> {
    let generation = run_crate(dir, |_| {}).unwrap_or_else(|d| panic!("{d}"));
    generation
        .artifacts
        .iter()
        .find(|a| a.path == Path::new("config/rbac/role.yaml"))
        .map(|a| a.contents.clone())
}

#[test]
fn controller_tools_rbac_test_byte_for_byte() {
    let Some(conformance) = crdgen_tests::conformance_dir() else {
        return;
    };
    let golden =
        std::fs::read_to_string(conformance.join("controller-tools/rbac/role.yaml")).unwrap();
    // fixtures/conformance/src/rbac.rs carries controller-tools' RBAC test markers.
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/conformance");
    let ours = role_yaml(&fixture).expect("role.yaml is generated");
    // Semantically first, so a failure names the first differing document.
    let parse = |t: &str| crdgen_core::emit::yaml::parse(t).unwrap().documents;
    assert_eq!(parse(&ours), parse(&golden));
    assert_eq!(ours, golden);
}

#[test]
fn wildcards_are_warnings_not_errors() {
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/conformance");
    let generation = run_crate(&fixture, |_| {}).unwrap();
    let messages: Vec<_> = generation
        .warnings
        .0
        .iter()
        .filter(|d| d.message.starts_with("RBAC"))
        .map(|d| {
            let loc = d.location.as_ref().unwrap();
            format!("{}:{} {}", loc.file.display(), loc.line, d.message)
        })
        .collect();
    assert_eq!(
        messages,
        [
            "src/rbac/file_module.rs:8 RBAC marker grants `*` in `verbs`: more than least privilege",
            "src/rbac/file_module.rs:44 RBAC marker grants `*` in `verbs`: more than least privilege",
        ]
    );
}

#[test]
fn no_markers_no_file_and_a_custom_path_and_name() {
    let dir = tempfile::tempdir().unwrap();
    write_crate(dir.path(), &[("src/lib.rs", "pub fn f() {}\n")]);
    assert_eq!(role_yaml(dir.path()), None);

    std::fs::write(
        dir.path().join("crdgen.toml"),
        "[rbac]\nfile = \"deploy/rbac.yaml\"\nrole-name = \"op\"\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("src/lib.rs"),
        "#[crdgen::rbac(groups = \"\", resources = \"pods\", verbs = \"get\")]\npub fn f() {}\n",
    )
    .unwrap();
    let generation = run_crate(dir.path(), |_| {}).unwrap();
    let a = &generation.artifacts[0];
    assert_eq!(a.path, Path::new("deploy/rbac.yaml"));
    assert_eq!(
        a.contents,
        "---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: op\nrules:\n- apiGroups:\n  - \"\"\n  resources:\n  - pods\n  verbs:\n  - get\n"
    );
}

#[test]
fn kind_roles_follow_kubebuilder() {
    let dir = tempfile::tempdir().unwrap();
    write_crate(
        dir.path(),
        &[
            ("crdgen.toml", "[rbac]\nkind-roles = true\n"),
            (
                "src/lib.rs",
                "use crdgen::CustomResource;\n#[derive(CustomResource)]\n#[crd(group = \"cache.example.com\", version = \"v1\", kind = \"Memcached\")]\npub struct MemcachedSpec {\n    pub size: i32,\n}\n",
            ),
        ],
    );
    let generation = run_crate(dir.path(), |_| {}).unwrap();
    let paths: Vec<_> = generation
        .artifacts
        .iter()
        .map(|a| a.path.display().to_string())
        .collect();
    assert_eq!(
        paths,
        [
            "config/crd/bases/cache.example.com_memcacheds.yaml",
            "config/rbac/memcached_editor_role.yaml",
            "config/rbac/memcached_viewer_role.yaml",
        ]
    );
    assert_eq!(
        generation.artifacts[2].contents,
        "---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  labels:\n    rbac.authorization.k8s.io/aggregate-to-view: \"true\"\n  name: memcached-viewer-role\nrules:\n- apiGroups:\n  - cache.example.com\n  resources:\n  - memcacheds\n  verbs:\n  - get\n  - list\n  - watch\n- apiGroups:\n  - cache.example.com\n  resources:\n  - memcacheds/status\n  verbs:\n  - get\n"
    );
}

#[test]
fn kind_roles_of_same_named_kinds_carry_their_group() {
    let dir = tempfile::tempdir().unwrap();
    let kind = |group: &str, module: &str| {
        format!(
            "pub mod {module} {{\n    use crdgen::CustomResource;\n    #[derive(CustomResource)]\n    #[crd(group = \"{group}\", version = \"v1\", kind = \"Backup\")]\n    pub struct BackupSpec {{\n        pub size: i32,\n    }}\n}}\n"
        )
    };
    let lib = [
        kind("db.example.com", "db"),
        kind("db.other.io", "db_other"),
        kind("storage.example.com", "storage"),
    ]
    .concat();
    write_crate(
        dir.path(),
        &[
            ("crdgen.toml", "[rbac]\nkind-roles = true\n"),
            ("src/lib.rs", &lib),
        ],
    );
    let generation = run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{d}"));
    let roles: Vec<_> = generation
        .artifacts
        .iter()
        .filter(|a| a.path.starts_with("config/rbac"))
        .map(|a| {
            let doc = &crdgen_core::emit::yaml::parse(&a.contents)
                .unwrap()
                .documents[0];
            format!(
                "{} {}",
                a.path.display(),
                doc["metadata"]["name"].as_str().unwrap()
            )
        })
        .collect();
    assert_eq!(
        roles,
        [
            "config/rbac/db-example-com_backup_editor_role.yaml db-example-com-backup-editor-role",
            "config/rbac/db-example-com_backup_viewer_role.yaml db-example-com-backup-viewer-role",
            "config/rbac/db-other-io_backup_editor_role.yaml db-other-io-backup-editor-role",
            "config/rbac/db-other-io_backup_viewer_role.yaml db-other-io-backup-viewer-role",
            "config/rbac/storage_backup_editor_role.yaml storage-backup-editor-role",
            "config/rbac/storage_backup_viewer_role.yaml storage-backup-viewer-role",
        ]
    );
}

#[test]
fn a_role_name_the_api_server_rejects_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    write_crate(
        dir.path(),
        &[
            ("crdgen.toml", "[rbac]\nrole-name = \"team/manager\"\n"),
            (
                "src/lib.rs",
                "#[crdgen::rbac(groups = \"\", resources = \"pods\", verbs = \"get\")]\npub fn f() {}\n",
            ),
        ],
    );
    let Err(d) = run_crate(dir.path(), |_| {}) else {
        panic!("expected an error")
    };
    assert_eq!(
        d.to_string(),
        "error[E0509]: the [rbac] role-name `team/manager` is not a valid role name: it contains `/`\n |\n = help: role names may hold any characters but `/` and `%`, e.g. `manager-role`"
    );
}
