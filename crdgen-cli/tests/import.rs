//! `crdgen import`: a CRD file imported into a new crate (the warnings of what it cannot
//! write as Rust, the module it writes, and `crdgen generate` on the result), and every
//! error of a bad run reported together, with nothing written.

mod common;

use std::path::Path;

use common::{crdgen, text};

/// The files under `dir`, relative, sorted.
fn files_under(dir: &Path) -> Vec<String> {
    let mut files: Vec<String> = walkdir::WalkDir::new(dir)
        .into_iter()
        .map(|e| e.unwrap())
        .filter(|e| !e.file_type().is_dir())
        .map(|e| e.path().strip_prefix(dir).unwrap().display().to_string())
        .collect();
    files.sort();
    files
}

/// The `crdgen` runtime crate of this checkout, which the imported crate depends on by
/// default (the binary under test was built here).
fn runtime() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .join("crdgen")
}

/// A CRD with a conversion webhook crdgen cannot write (a `caBundle`), a root that
/// requires `metadata` (`metadata_required`) and has none of the properties crdgen writes
/// itself (`root_properties`), a `not` no Rust type writes, and a description with a
/// controller-gen marker line.
const THING: &str = r#"apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: things.example.com
  labels:
    app: shop
spec:
  group: example.com
  names:
    kind: Thing
    plural: things
  scope: Namespaced
  conversion:
    strategy: Webhook
    webhook:
      clientConfig:
        caBundle: Cg==
        service:
          name: conv
          namespace: system
      conversionReviewVersions:
      - v1
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        required:
        - metadata
        properties:
          spec:
            description: "  Spec is indented."
            type: object
            properties:
              choice:
                description: |-
                  Choice is one of two shapes.
                  +kubebuilder:validation:Optional
                type: object
                properties:
                  a:
                    type: string
                  b:
                    type: string
                not:
                  required:
                  - a
                  - b
"#;

/// The module `crdgen import` writes for [`THING`].
const THING_V1: &str = r##"//! `example.com/v1`, imported by `crdgen import` from `thing.yaml`.

use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

///   Spec is indented.
// crdgen import: the root's apiVersion, kind and metadata are kept as the CRD has them (no `apiVersion`, no `kind`, no `metadata`) (W1313)
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "example.com",
    version = "v1",
    kind = "Thing",
    namespaced,
    plural = "things",
    label("app", "shop"),
    spec_optional,
    metadata_required,
    root_properties = "{}"
)]
pub struct ThingSpec {
    /// Choice is one of two shapes.
    // crdgen import: `not` has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"not":{"required":["a","b"]},"properties":{"a":{"type":"string"},"b":{"type":"string"}},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub choice: Option<serde_json::Map<String, serde_json::Value>>,
}
"##;

#[test]
fn imports_a_crd_into_a_crate_that_generates() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("thing.yaml"), THING).unwrap();
    let out = crdgen(&["import", "thing.yaml", "--out", "out"], dir.path());
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        "wrote out (5 files); `crdgen generate -C out` writes the CRDs\n"
    );
    assert_eq!(
        text(&out.stderr),
        r#"warning[W1303]: `spec.conversion` is not carried into the Rust types
  --> thing.yaml:13:3
   |
13 |   conversion:
   |   ^^^^^^^^^^
   |
   = help: add it by hand if crdgen has a spelling for it; the generated CRD lacks it

warning[W1313]: the root's `apiVersion`, `kind` and `metadata` at `spec.versions[0].schema.openAPIV3Schema` are not the ones crdgen writes (no `apiVersion`, no `kind`, no `metadata`): kept as `root_properties`
  --> thing.yaml:32:9
   |
32 |         properties:
   |         ^^^^^^^^^^
   |
   = help: the kind keeps them as `#[crd(root_properties = ...)]`; remove it to have crdgen's (the API server reads only their types)

warning[W1301]: `not` has no serde shape at `spec.versions[0].schema.openAPIV3Schema.properties.spec.properties.choice`: kept as a schema override
  --> thing.yaml:37:15
   |
37 |               choice:
   |               ^^^^^^
   |
   = help: the field keeps the node as `#[crd(schema = ...)]`; give it a Rust type serde writes this way for typed access, and check the CRD with `crdgen check`

warning[W1302]: the description at `spec.versions[0].schema.openAPIV3Schema.properties.spec.properties.choice.description` cannot be written as a doc comment that gives it back exactly
  --> thing.yaml:38:17
   |
38 |                 description: |-
   |                 ^^^^^^^^^^^
   |
   = help: crdgen cleans doc comments as controller-gen cleans Go comments; edit the doc comment if the difference matters

"#
    );
    let module = std::fs::read_to_string(dir.path().join("out/src/example_com/v1.rs")).unwrap();
    assert_eq!(module, THING_V1);
    let mut files: Vec<String> = walkdir::WalkDir::new(dir.path().join("out"))
        .into_iter()
        .map(|e| e.unwrap())
        .filter(|e| e.file_type().is_file())
        .map(|e| {
            e.path()
                .strip_prefix(dir.path())
                .unwrap()
                .display()
                .to_string()
        })
        .collect();
    files.sort();
    assert_eq!(
        files,
        [
            "out/Cargo.toml",
            "out/crdgen.toml",
            "out/src/example_com/mod.rs",
            "out/src/example_com/v1.rs",
            "out/src/lib.rs"
        ]
    );
    // It depends on crdgen by path: the checkout the binary was built from.
    assert_eq!(
        std::fs::read_to_string(dir.path().join("out/Cargo.toml")).unwrap(),
        format!(
            "[package]\nname = \"out\"\nversion = \"0.1.0\"\nedition = \"2024\"\npublish = false\n\n[dependencies]\ncrdgen = {{ path = \"{}\" }}\nserde = {{ version = \"1\", features = [\"derive\"] }}\nserde_json = \"1\"\nk8s-openapi = {{ version = \"0.29\", features = [\"latest\"] }}\n",
            runtime().display()
        )
    );
    // The crate generates (its CRD lacks the conversion, as W1303 says).
    let generated = crdgen(&["generate", "-C", "out"], dir.path());
    assert_eq!(text(&generated.stderr), "");
    assert_eq!(generated.status.code(), Some(0));
}

#[test]
fn reports_every_error_together_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| std::fs::write(dir.path().join(name), text).unwrap();
    write(
        "notcrd.yaml",
        r#"apiVersion: v1
kind: ConfigMap
metadata:
  name: x
"#,
    );
    write(
        "nogroup.yaml",
        r#"apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: things.example.com
spec:
  names:
    kind: Thing
    plural: things
  scope: Namespaced
  versions: []
"#,
    );
    write("bad.yaml", "apiVersion: [\n");
    write("thing.yaml", THING);
    write("thing2.yaml", THING);
    std::fs::create_dir(dir.path().join("occupied")).unwrap();
    write("occupied/x", "");
    let out = crdgen(
        &[
            "import",
            "notcrd.yaml",
            "nogroup.yaml",
            "bad.yaml",
            "thing.yaml",
            "thing2.yaml",
            "missing.yaml",
            "--out",
            "occupied",
        ],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stdout), "");
    assert_eq!(
        text(&out.stderr),
        r#"error[E1306]: cannot read missing.yaml: No such file or directory (os error 2)
 |
 = help: check the file's path and permissions

error[E1301]: this document is a `ConfigMap` of `v1`, not an apiextensions.k8s.io/v1 CustomResourceDefinition
 --> notcrd.yaml:1:1
  |
1 | apiVersion: v1
  | ^^^^^^^^^^
  |
  = help: give `crdgen import` CRD files only (apiextensions.k8s.io/v1)

error[E1302]: the CustomResourceDefinition has no `spec.group`
 --> nogroup.yaml:5:1
  |
5 | spec:
  | ^^^^
  |
  = help: fix the CRD: the API server refuses it without this field

error[E1303]: while parsing a node, did not find expected node content
 --> bad.yaml:2:1
  |
2 |
  | ^
  |
  = help: fix the YAML; `crdgen import` reads CRDs as controller-gen and kubectl write them

error[E1304]: kind `Thing` of group `example.com` is given twice
 --> thing2.yaml:1:1
  |
1 | apiVersion: apiextensions.k8s.io/v1
  | ^^^^^^^^^^
  |
  = help: give each CRD once
"#
    );
    assert_eq!(files_under(&dir.path().join("occupied")), ["x"]);
}

#[test]
fn writes_only_the_module_tree_into_an_existing_crate() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("thing.yaml"), THING).unwrap();
    std::fs::create_dir_all(dir.path().join("app/src")).unwrap();
    std::fs::write(
        dir.path().join("app/Cargo.toml"),
        "[package]\nname = \"app\"\n",
    )
    .unwrap();
    std::fs::write(dir.path().join("app/src/lib.rs"), "pub mod api;\n").unwrap();
    let out = crdgen(
        &["import", "thing.yaml", "--out", "app", "--module", "api"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        "wrote app/src/api (3 files); declare it with `pub mod api;`\n"
    );
    let module = std::fs::read_to_string(dir.path().join("app/src/api/example_com/v1.rs")).unwrap();
    assert_eq!(module, THING_V1);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("app/src/api/mod.rs")).unwrap(),
        "//! Types imported by `crdgen import`: one module per API group, one per version\n//! inside it. `crdgen generate` turns them back into the CRDs they came from.\n\npub mod example_com;\n"
    );
    assert_eq!(
        files_under(&dir.path().join("app")),
        [
            "Cargo.toml",
            "src/api/example_com/mod.rs",
            "src/api/example_com/v1.rs",
            "src/api/mod.rs",
            "src/lib.rs"
        ]
    );
    // A second import into the same module, and a name that is no module, are refused.
    let again = crdgen(
        &["import", "thing.yaml", "--out", "app", "--module", "Api-1"],
        dir.path(),
    );
    assert_eq!(again.status.code(), Some(2));
    assert_eq!(
        text(&again.stderr),
        "error[E1307]: --module Api-1 is not a module name\n |\n = help: give a snake_case module name, e.g. --module api\n"
    );
    let twice = crdgen(
        &["import", "thing.yaml", "--out", "app", "--module", "api"],
        dir.path(),
    );
    assert_eq!(twice.status.code(), Some(2));
    assert_eq!(
        text(&twice.stderr),
        "error[E1305]: crdgen import would overwrite app/src/api/example_com/mod.rs, app/src/api/example_com/v1.rs, app/src/api/mod.rs\n |\n = help: crdgen import writes new files only: give --module a name the crate does not use yet, or remove src/api first\n"
    );
    // `--out` must be the crate: a directory without a Cargo.toml, or a workspace's.
    std::fs::create_dir_all(dir.path().join("ws/src")).unwrap();
    std::fs::write(
        dir.path().join("ws/Cargo.toml"),
        "[workspace]\nmembers = [\"app\"]\n",
    )
    .unwrap();
    for (out, message) in [
        (
            "app/src",
            "--module adds to an existing crate, and app/src has no Cargo.toml",
        ),
        (
            "ws",
            "--module adds to an existing crate, and ws/Cargo.toml is a workspace's manifest, not a package's",
        ),
    ] {
        let wrong = crdgen(
            &["import", "thing.yaml", "--out", out, "--module", "types"],
            dir.path(),
        );
        assert_eq!(wrong.status.code(), Some(2));
        assert_eq!(
            text(&wrong.stderr),
            format!(
                "error[E1308]: {message}\n |\n = help: give --out the directory of the crate that gets the module (the one with its Cargo.toml), or leave out --module to write a new crate there\n"
            )
        );
    }
    assert_eq!(files_under(&dir.path().join("ws")), ["Cargo.toml"]);
}

/// A CRD of `group` with kind `kind` (plural `plural`) whose spec has `spec` as its
/// properties (YAML at the properties' indentation), and a status when `status`. Its
/// root's `apiVersion`, `kind` and `metadata` are crdgen's with no description (none of
/// the CRD has one: the import reads them as cut by `max-description-length = 0`), so
/// the import keeps no `root_properties`.
fn crd(group: &str, kind: &str, plural: &str, spec: &str, status: bool) -> String {
    let status = if status {
        "\n          status:\n            type: object\n            properties:\n              ready:\n                type: boolean"
    } else {
        ""
    };
    format!(
        "apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: {plural}.{group}
spec:
  group: {group}
  names:
    kind: {kind}
    plural: {plural}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          apiVersion:
            type: string
          kind:
            type: string
          metadata:
            type: object
          spec:
            type: object
            properties:
{spec}{status}
"
    )
}

const REPLICAS: &str = "              replicas:\n                type: integer";

#[test]
fn imports_into_the_current_directory_beside_the_users_files_never_over_them() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("web.yaml"),
        crd("example.com", "Web", "webs", REPLICAS, false),
    )
    .unwrap();
    let work = dir.path().join("my-api");
    std::fs::create_dir_all(work.join(".git")).unwrap();
    std::fs::write(work.join(".git/HEAD"), "ref: refs/heads/main\n").unwrap();
    std::fs::write(work.join("README.md"), "mine\n").unwrap();
    let out = crdgen(&["import", "../web.yaml", "--out", "."], &work);
    assert_eq!(text(&out.stderr), "");
    assert_eq!(
        text(&out.stdout),
        "wrote . (5 files); `crdgen generate -C .` writes the CRDs\n"
    );
    assert_eq!(
        files_under(&work),
        [
            ".git/HEAD",
            "Cargo.toml",
            "README.md",
            "crdgen.toml",
            "src/example_com/mod.rs",
            "src/example_com/v1.rs",
            "src/lib.rs"
        ]
    );
    assert!(
        std::fs::read_to_string(work.join("Cargo.toml"))
            .unwrap()
            .starts_with("[package]\nname = \"my-api\"\n")
    );
    // Again: every file it would write is there, so it writes nothing.
    let again = crdgen(&["import", "../web.yaml", "--out", "."], &work);
    assert_eq!(again.status.code(), Some(2));
    assert_eq!(
        text(&again.stderr),
        "error[E1305]: crdgen import would overwrite ./Cargo.toml, ./crdgen.toml, ./src/example_com/mod.rs, ./src/example_com/v1.rs, ./src/lib.rs\n |\n = help: crdgen import writes new files only: give --out a new or empty directory (other files may stay there), remove those, or add the types to an existing crate with --module NAME\n"
    );
    // A crate of the user's (a Cargo.toml and its `src/lib.rs`) is refused the same way,
    // and left as it was; so is a path on the way that is a file.
    let user = dir.path().join("user");
    std::fs::create_dir_all(user.join("src")).unwrap();
    std::fs::write(user.join("Cargo.toml"), "[package]\nname = \"user\"\n").unwrap();
    std::fs::write(user.join("src/lib.rs"), "// mine\n").unwrap();
    std::fs::write(dir.path().join("file"), "").unwrap();
    for (out, conflicts) in [
        ("user", "user/Cargo.toml, user/src/lib.rs"),
        ("file", "file"),
    ] {
        let refused = crdgen(&["import", "web.yaml", "--out", out], dir.path());
        assert_eq!(refused.status.code(), Some(2));
        assert_eq!(
            text(&refused.stderr),
            format!(
                "error[E1305]: crdgen import would overwrite {conflicts}\n |\n = help: crdgen import writes new files only: give --out a new or empty directory (other files may stay there), remove those, or add the types to an existing crate with --module NAME\n"
            )
        );
    }
    assert_eq!(files_under(&user), ["Cargo.toml", "src/lib.rs"]);
    assert_eq!(
        std::fs::read_to_string(user.join("src/lib.rs")).unwrap(),
        "// mine\n"
    );
    // A directory that does not exist yet is made, with its parents.
    let nested = crdgen(&["import", "web.yaml", "--out", "a/b/api"], dir.path());
    assert_eq!(
        text(&nested.stdout),
        "wrote a/b/api (5 files); `crdgen generate -C a/b/api` writes the CRDs\n"
    );
    assert_eq!(files_under(&dir.path().join("a")).len(), 5);
}

#[test]
fn groups_and_types_whose_rust_names_meet_are_numbered_never_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: String| std::fs::write(dir.path().join(name), text).unwrap();
    // Two groups whose module names read the same.
    write(
        "dash.yaml",
        crd("foo-bar.example.com", "Web", "webs", REPLICAS, false),
    );
    write(
        "dot.yaml",
        crd("foo.bar.example.com", "Web", "webs", REPLICAS, false),
    );
    // Kinds of one module named as another kind's structs: `Bar`'s spec struct
    // `BarSpec`'s field `template` is `BarSpecTemplate`, and its status `BarStatus`.
    let template = "              template:\n                type: object\n                properties:\n                  image:\n                    type: string";
    write(
        "bar.yaml",
        crd("shop.example.com", "Bar", "bars", template, true),
    );
    write(
        "template.yaml",
        crd(
            "shop.example.com",
            "BarSpecTemplate",
            "barspectemplates",
            REPLICAS,
            false,
        ),
    );
    write(
        "status.yaml",
        crd(
            "shop.example.com",
            "BarStatus",
            "barstatuses",
            REPLICAS,
            false,
        ),
    );
    let out = crdgen(
        &[
            "import",
            "dash.yaml",
            "dot.yaml",
            "bar.yaml",
            "template.yaml",
            "status.yaml",
            "--out",
            "out",
        ],
        dir.path(),
    );
    assert_eq!(text(&out.stderr), "");
    assert_eq!(
        text(&out.stdout),
        "wrote out (9 files); `crdgen generate -C out` writes the CRDs\n"
    );
    let read = |p: &str| std::fs::read_to_string(dir.path().join("out").join(p)).unwrap();
    assert_eq!(
        read("src/lib.rs"),
        "//! Types imported by `crdgen import`: one module per API group, one per version\n//! inside it. `crdgen generate` turns them back into the CRDs they came from.\n\npub mod foo_bar_example_com;\npub mod foo_bar_example_com_2;\npub mod shop_example_com;\n"
    );
    assert_eq!(
        read("src/foo_bar_example_com_2/mod.rs"),
        "//! The API group `foo.bar.example.com`.\n\npub mod v1;\n"
    );
    assert_eq!(read("src/shop_example_com/v1.rs"), SHOP_V1);
    let generated = crdgen(&["generate", "-C", "out"], dir.path());
    assert_eq!(text(&generated.stderr), "");
    assert_eq!(generated.status.code(), Some(0));
    assert_eq!(
        files_under(&dir.path().join("out/config")),
        [
            "crd/bases/.crdgen-manifest",
            "crd/bases/foo-bar.example.com_webs.yaml",
            "crd/bases/foo.bar.example.com_webs.yaml",
            "crd/bases/shop.example.com_bars.yaml",
            "crd/bases/shop.example.com_barspectemplates.yaml",
            "crd/bases/shop.example.com_barstatuses.yaml"
        ]
    );
}

/// The module of `shop.example.com/v1`: `Bar`'s structs numbered where the kinds
/// `BarSpecTemplate` and `BarStatus` have their names.
const SHOP_V1: &str = r##"//! `shop.example.com/v1`, imported by `crdgen import` from `bar.yaml`, `template.yaml`, `status.yaml`.

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "shop.example.com",
    version = "v1",
    kind = "Bar",
    namespaced,
    plural = "bars",
    status = "BarStatus2",
    status_subresource = false,
    spec_optional
)]
pub struct BarSpec {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub template: Option<BarSpecTemplate2>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BarSpecTemplate2 {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BarStatus2 {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ready: Option<bool>,
}

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "shop.example.com",
    version = "v1",
    kind = "BarSpecTemplate",
    namespaced,
    plural = "barspectemplates",
    spec_optional
)]
pub struct BarSpecTemplateSpec {
    #[crd(format = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i64>,
}

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "shop.example.com",
    version = "v1",
    kind = "BarStatus",
    namespaced,
    plural = "barstatuses",
    spec_optional
)]
pub struct BarStatusSpec {
    #[crd(format = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i64>,
}
"##;

#[test]
fn external_kinds_get_a_crate_whose_generate_writes_clients_and_no_crd() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("web.yaml"),
        crd("example.com", "Web", "webs", REPLICAS, true),
    )
    .unwrap();
    let out = crdgen(
        &["import", "web.yaml", "--out", "web", "--external"],
        dir.path(),
    );
    assert_eq!(text(&out.stderr), "");
    assert_eq!(
        text(&out.stdout),
        "wrote web (5 files): the types of external kinds, no CRD; `crdgen generate -C web` writes their typed clients, listers and informers into web/src/generated\n"
    );
    let read = |p: &str| std::fs::read_to_string(dir.path().join("web").join(p)).unwrap();
    assert_eq!(
        read("Cargo.toml"),
        format!(
            r#"[package]
name = "web"
version = "0.1.0"
edition = "2024"
publish = false

[dependencies]
crdgen = {{ path = "{}", features = ["client"] }}
serde = {{ version = "1", features = ["derive"] }}
serde_json = "1"
k8s-openapi = {{ version = "0.29", features = ["latest"] }}

[features]
# The fake clientset of `generated` (`fake-cfg` in crdgen.toml) and crdgen's
# in-memory API server: for the tests of the crates that use this one.
fake = ["crdgen/fake"]
"#,
            runtime().display()
        )
    );
    assert_eq!(
        read("crdgen.toml"),
        r#"# crdgen configuration written by `crdgen import`.
paths = ["src"]
crd-dir = "config/crd/bases"
max-description-length = 0

# Typed clients, listers and informers of the kinds; the fake clientset with the
# crate's feature `fake`.
[clients]
dir = "src/generated"
fake-cfg = 'feature = "fake"'
"#
    );
    assert_eq!(
        read("src/lib.rs"),
        r#"//! Types imported by `crdgen import`: one module per API group, one per version
//! inside it. The kinds are `external` (another project owns their CRDs):
//! `crdgen generate` writes their typed clients, listers and informers into
//! `generated`, and no CRD.

pub mod example_com;

/// Typed clients, listers, informers and (feature `fake`) the fake clientset of the
/// kinds, written by `crdgen generate`.
pub mod generated;
"#
    );
    let generated = crdgen(&["generate", "-C", "web"], dir.path());
    assert_eq!(text(&generated.stderr), "");
    assert_eq!(
        text(&generated.stdout),
        "wrote src/generated/clientset.rs\nwrote src/generated/example_v1.rs\nwrote src/generated/fake.rs\nwrote src/generated/mod.rs\n"
    );
    assert_eq!(
        files_under(&dir.path().join("web")),
        [
            "Cargo.toml",
            "crdgen.toml",
            "src/example_com/mod.rs",
            "src/example_com/v1.rs",
            "src/generated/clientset.rs",
            "src/generated/example_v1.rs",
            "src/generated/fake.rs",
            "src/generated/mod.rs",
            "src/lib.rs"
        ]
    );
}

#[test]
fn a_module_import_says_which_settings_the_crate_configuration_needs() {
    let dir = tempfile::tempdir().unwrap();
    // Written by a controller-gen release crdgen knows, with no descriptions (not even
    // `apiVersion`'s: `maxDescLen=0`): the annotation and the limit are settings only
    // the configuration carries.
    let annotated = crd("example.com", "Web", "webs", REPLICAS, false).replace(
        "  name: webs.example.com\n",
        "  annotations:\n    controller-gen.kubebuilder.io/version: v0.20.0\n  name: webs.example.com\n",
    );
    std::fs::write(dir.path().join("web.yaml"), annotated).unwrap();
    std::fs::create_dir_all(dir.path().join("app/src")).unwrap();
    std::fs::write(
        dir.path().join("app/Cargo.toml"),
        "[package]\nname = \"app\"\n",
    )
    .unwrap();
    let out = crdgen(
        &["import", "web.yaml", "--out", "app", "--module", "api"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stderr),
        r#"warning[W1304]: `--module` writes no crdgen.toml, and the crate's configuration needs settings of this import
 |
 = note: `controller-gen-version` is the crate's: it changes the CRDs of the kinds the crate has already where releases differ
 = help: set these in the crate's crdgen.toml (or in its Cargo.toml, under `[package.metadata.crdgen]`), changing the value of a key it has already:
         max-description-length = 0
         controller-gen-version = "v0.20.0"
         controller-gen-version-annotation = true

"#
    );
    // External kinds: their clients need the `[clients]` table too.
    let external = crdgen(
        &[
            "import",
            "web.yaml",
            "--out",
            "app",
            "--module",
            "external",
            "--external",
        ],
        dir.path(),
    );
    assert_eq!(external.status.code(), Some(0));
    assert_eq!(
        text(&external.stderr),
        r#"warning[W1304]: `--module` writes no crdgen.toml, and the crate's configuration needs settings of this import
 |
 = note: `controller-gen-version` is the crate's: it changes the CRDs of the kinds the crate has already where releases differ
 = note: the clients also need crdgen's `client` feature, `pub mod generated;` in the crate root (src/generated), and for the fake clientset in the crate's tests crdgen's `fake` feature as a dev-dependency
 = help: set these in the crate's crdgen.toml (or in its Cargo.toml, under `[package.metadata.crdgen]`, the `[clients]` table as `[package.metadata.crdgen.clients]`), changing the value of a key it has already:
         max-description-length = 0
         controller-gen-version = "v0.20.0"
         controller-gen-version-annotation = true
         [clients]
         dir = "src/generated"
         fake-cfg = "test"

"#
    );
    assert_eq!(
        text(&external.stdout),
        "wrote app/src/external (3 files); declare it with `pub mod external;` and configure the clients as W1304 says, then `crdgen generate` writes them (no CRD: the kinds are external)\n"
    );
    // Once the crate's configuration has them, nothing more is asked for.
    std::fs::write(
        dir.path().join("app/crdgen.toml"),
        "max-description-length = 0\ncontroller-gen-version = \"v0.20.0\"\ncontroller-gen-version-annotation = true\n\n[clients]\ndir = \"src/generated\"\nfake-cfg = \"test\"\n",
    )
    .unwrap();
    let again = crdgen(
        &[
            "import",
            "web.yaml",
            "--out",
            "app",
            "--module",
            "more",
            "--external",
        ],
        dir.path(),
    );
    assert_eq!(again.status.code(), Some(0));
    assert_eq!(text(&again.stderr), "");
}

#[test]
fn settings_the_crds_do_not_agree_on_are_reported() {
    let dir = tempfile::tempdir().unwrap();
    let annotated = crd("example.com", "Web", "webs", REPLICAS, false).replace(
        "  name: webs.example.com\n",
        "  annotations:\n    controller-gen.kubebuilder.io/version: v0.20.0\n  name: webs.example.com\n",
    );
    std::fs::write(dir.path().join("web.yaml"), annotated).unwrap();
    std::fs::write(
        dir.path().join("db.yaml"),
        crd("example.com", "Db", "dbs", REPLICAS, false),
    )
    .unwrap();
    let out = crdgen(
        &["import", "web.yaml", "db.yaml", "--out", "out"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stderr),
        "warning[W1305]: the CRDs differ in controller-gen's version annotation (none for Db; v0.20.0 for Web), which a crate's configuration sets once: none is written\n |\n = help: import the CRDs of each value into a crate of their own to get each back exactly, or set one in crdgen.toml\n\n"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("out/crdgen.toml")).unwrap(),
        "# crdgen configuration written by `crdgen import`.\npaths = [\"src\"]\ncrd-dir = \"config/crd/bases\"\nmax-description-length = 0\n"
    );
}

/// A relative `--crdgen-path` names a directory from where the command runs; cargo reads
/// a `path` dependency from the Cargo.toml's own directory, so the crate gets it absolute.
#[test]
fn a_relative_crdgen_path_is_written_absolute() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("widgets.yaml"),
        crd("example.com", "Widget", "widgets", "", false),
    )
    .unwrap();
    let out = crdgen(
        &[
            "import",
            "widgets.yaml",
            "--out",
            "sub/api",
            "--crdgen-path",
            "vendor/crdgen",
        ],
        dir.path(),
    );
    assert_eq!(text(&out.stderr), "");
    assert_eq!(out.status.code(), Some(0));
    let manifest = std::fs::read_to_string(dir.path().join("sub/api/Cargo.toml")).unwrap();
    let dependency = manifest
        .lines()
        .find(|l| l.starts_with("crdgen = "))
        .unwrap();
    let expected = std::path::absolute(dir.path().join("vendor/crdgen")).unwrap();
    assert_eq!(
        dependency,
        format!("crdgen = {{ path = \"{}\" }}", expected.display())
    );
}

/// A controller-gen release crdgen does not write like: its version annotation cannot
/// come back, and the import says so instead of dropping it unseen.
#[test]
fn an_unknown_controller_gen_release_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let crd = "apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  annotations:\n    controller-gen.kubebuilder.io/version: v0.16.5\n  name: things.example.com\nspec:\n  group: example.com\n  names:\n    kind: Thing\n    listKind: ThingList\n    plural: things\n    singular: thing\n  scope: Namespaced\n  versions:\n  - name: v1\n    schema:\n      openAPIV3Schema:\n        properties:\n          apiVersion:\n            type: string\n          kind:\n            type: string\n          metadata:\n            type: object\n        type: object\n    served: true\n    storage: true\n";
    std::fs::write(dir.path().join("thing.yaml"), crd).unwrap();
    let out = crdgen(&["import", "thing.yaml", "--out", "out"], dir.path());
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stderr),
        "warning[W1303]: controller-gen's version annotation (`v0.16.5`) is not carried into the Rust types: crdgen does not write like that release
 --> thing.yaml:5:5
  |
5 |     controller-gen.kubebuilder.io/version: v0.16.5
  |     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  |
  = note: crdgen writes like controller-gen v0.9.2, v0.18.0, v0.19.0, v0.20.0, v0.20.1, v0.21.0, v0.22.0; the generated CRD has no such annotation
  = help: to have an annotation, set `controller-gen-version` to a release named above and `controller-gen-version-annotation = true` in crdgen.toml

"
    );
}
