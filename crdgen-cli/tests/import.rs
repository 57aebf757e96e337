//! `crdgen import`: a CRD file imported into a new crate (the warnings of what it cannot
//! write as Rust, the module it writes, and `crdgen generate` on the result), and every
//! error of a bad run reported together, with nothing written.

mod common;

use common::{crdgen, text};

/// A CRD with a conversion webhook crdgen cannot write (a `caBundle`), a root that
/// requires `metadata` (`metadata_required`), a `not` no Rust type writes, and a description with a
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
    metadata_required
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

error[E1305]: occupied exists and is not empty
 |
 = help: give --out a directory that does not exist yet (with --module, a module that does not exist yet); crdgen import writes new files only

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
    let left: Vec<_> = std::fs::read_dir(dir.path().join("occupied"))
        .unwrap()
        .collect();
    assert_eq!(left.len(), 1);
}

#[test]
fn writes_only_the_module_tree_into_an_existing_crate() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("thing.yaml"), THING).unwrap();
    std::fs::create_dir_all(dir.path().join("app/src")).unwrap();
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
    assert!(!dir.path().join("app/Cargo.toml").exists());
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
        "error[E1305]: app/src/api exists and is not empty\n |\n = help: give --out a directory that does not exist yet (with --module, a module that does not exist yet); crdgen import writes new files only\n"
    );
}
