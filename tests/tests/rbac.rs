//! RBAC from `#[crdgen::rbac(...)]` markers: controller-gen conformance (the markers of
//! controller-tools' RBAC test, spread over every kind of item the scanner must reach)
//! and the file's life cycle (no markers, no file).

use std::path::Path;

use crdgen_core::run_crate;

/// controller-tools' `pkg/rbac/testdata/controller.go` markers, translated, on functions,
/// an impl block and its items, an item nested in a function body, an inline module and
/// its items, a file module, a trait, and through `use crdgen::rbac`. The namespaced
/// roles with role names (`infrastructure`, `observability`, `users`) are written from
/// the golden file, whose controller.go version is newer than the one these come from.
// Moves to fixtures/conformance once that fixture exists.
const LIB: &str = r####"use crdgen::rbac;

mod file_module;

#[crdgen::rbac(groups = "batch.io", resources = "cronjobs", verbs = "get;watch;create")]
#[crdgen::rbac(groups = "batch.io", resources = "cronjobs/status", verbs = "get;update;patch")]
#[crdgen::rbac(groups = "art", resources = "jobs", verbs = "get")]
#[crdgen::rbac(groups = "wave", resources = "jobs", verbs = "get", namespace = "zoo")]
#[crdgen::rbac(groups = "batch;batch;batch", resources = "jobs/status", verbs = "watch")]
#[crdgen::rbac(groups = "batch;cron", resources = "jobs/status", verbs = "create;get")]
#[crdgen::rbac(groups = "art", resources = "jobs", verbs = "get", namespace = "zoo")]
#[crdgen::rbac(groups = "cron;batch", resources = "jobs/status", verbs = "get;create")]
#[crdgen::rbac(groups = "batch", resources = "jobs/status", verbs = "watch;watch")]
#[crdgen::rbac(groups = "art", resources = "jobs", verbs = "get", namespace = "park")]
pub async fn reconcile() {}

pub struct Reconciler;

#[rbac(groups = "batch.io", resources = "cronjobs", resource_names = "foo;bar;baz", verbs = "get;watch")]
#[rbac(groups = "deduplicate-verbs", resources = "some", verbs = "get;list")]
#[rbac(groups = "deduplicate-verbs", resources = "some", verbs = "get")]
#[rbac(groups = "deduplicate-verbs", resources = "some", verbs = "list")]
impl Reconciler {
    #[crdgen::rbac(groups = "deduplicate-resources", resources = "one", verbs = "create")]
    #[crdgen::rbac(groups = "deduplicate-resources", resources = "two", verbs = "create")]
    #[crdgen::rbac(groups = "deduplicate-resources", resources = "three", verbs = "create")]
    pub fn run(&self) {
        #[crdgen::rbac(groups = "deduplicate-groups1", resources = "foo", verbs = "patch")]
        fn nested() {}
        nested();
    }
}

#[crdgen::rbac(groups = "deduplicate-groups2", resources = "foo", verbs = "patch")]
#[crdgen::rbac(groups = "deduplicate-groups3", resources = "foo", verbs = "patch")]
pub mod inline {
    #[crdgen::rbac(groups = "deduplicate-all", resources = ["foo", "bar"], verbs = ["get", "list"])]
    #[crdgen::rbac(groups = "deduplicate-all", resources = "foo", verbs = "get")]
    #[crdgen::rbac(groups = "deduplicate-all", resources = "bar", verbs = "list")]
    pub const X: u8 = 0;
}

#[cfg(test)]
mod tests {
    // Test code never runs in the manager: not a permission.
    #[crdgen::rbac(groups = "", resources = "nodes", verbs = "delete")]
    fn t() {}
}
"####;

const FILE_MODULE: &str = r####"
#[crdgen::rbac(groups = "deduplicate-groups4", resources = "xyz", verbs = "get;update;patch")]
#[crdgen::rbac(groups = "deduplicate-groups4", resources = "xyz", verbs = "*")]
#[crdgen::rbac(groups = "deduplicate-all-group", resources = "foo;bar", verbs = "get;list")]
#[crdgen::rbac(groups = "not-deduplicate-resources", resources = "some", verbs = "get")]
#[crdgen::rbac(groups = "not-deduplicate-resources", resources = "another", verbs = "list")]
#[crdgen::rbac(groups = "not-deduplicate-groups1", resources = "some", verbs = "get")]
#[crdgen::rbac(groups = "not-deduplicate-groups2", resources = "some", verbs = "list")]
#[crdgen::rbac(urls = "/url-to-duplicate", verbs = "get")]
#[crdgen::rbac(urls = "/another/url-to-duplicate", verbs = "get")]
#[crdgen::rbac(groups = "core", resources = "deduplicate", verbs = "list")]
#[crdgen::rbac(groups = "", resources = "me", verbs = "list")]
#[crdgen::rbac(groups = r#"core;"";some-other-to-deduplicate-with-core"#, resources = "me", verbs = "list;get")]
#[crdgen::rbac(groups = "deduplicate-groups5", resources = "abc", verbs = "get;update;patch;create", namespace = "here")]
#[crdgen::rbac(groups = "deduplicate-groups5", resources = "abc", verbs = "*", namespace = "here")]
pub trait Permissions {
    #[crdgen::rbac(groups = "apps", namespace = "infrastructure", role_name = "infra-deployment-manager", resources = "deployments", verbs = "get;list;watch;update;patch")]
    #[crdgen::rbac(groups = "apps", namespace = "infrastructure", role_name = "infra-deployment-manager", resources = "statefulsets", verbs = "get;list")]
    fn deploy(&self) {}
}

#[crdgen::rbac(groups = "monitoring", namespace = "observability", resources = "prometheuses", verbs = "get;list")]
#[crdgen::rbac(groups = "", namespace = "users", role_name = "user-secrets-reader", resources = "secrets", verbs = "get;list;watch")]
pub static S: u8 = 0;
"####;

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
    let dir = tempfile::tempdir().unwrap();
    write_crate(
        dir.path(),
        &[("src/lib.rs", LIB), ("src/file_module.rs", FILE_MODULE)],
    );
    let ours = role_yaml(dir.path()).expect("role.yaml is generated");
    // Semantically first, so a failure names the first differing document.
    let parse = |t: &str| crdgen_core::yaml::parse(t).unwrap().documents;
    assert_eq!(parse(&ours), parse(&golden));
    assert_eq!(ours, golden);
}

#[test]
fn wildcards_are_warnings_not_errors() {
    let dir = tempfile::tempdir().unwrap();
    write_crate(
        dir.path(),
        &[("src/lib.rs", LIB), ("src/file_module.rs", FILE_MODULE)],
    );
    let generation = run_crate(dir.path(), |_| {}).unwrap();
    let messages: Vec<_> = generation
        .warnings
        .0
        .iter()
        .map(|d| {
            let loc = d.location.as_ref().unwrap();
            format!("{}:{} {}", loc.file.display(), loc.line, d.message)
        })
        .collect();
    assert_eq!(
        messages,
        [
            "src/file_module.rs:3 RBAC marker grants `*` in `verbs`: more than least privilege",
            "src/file_module.rs:15 RBAC marker grants `*` in `verbs`: more than least privilege",
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
