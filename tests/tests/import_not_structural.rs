//! #19 point 5: a CRD the API server would reject is imported with a warning per problem
//! (W1307, at the YAML node), and the Rust says at each field what `crdgen generate` will
//! refuse there; `generate` then refuses exactly those fields.

use crdgen_core::import::{self, Input, Options};

const FILE: &str = "tests/data/import/shop.example.com_gadgets.yaml";

/// The warnings of the import: the root properties it keeps (W1313: the sample's
/// `apiVersion` and `kind` have no description), the override it keeps (W1301), then one
/// per problem.
const WARNINGS: &str = r#"warning[W1313]: the root's `apiVersion`, `kind` and `metadata` at `spec.versions[0].schema.openAPIV3Schema` are not the ones crdgen writes (`apiVersion` differs, `kind` differs): kept as `root_properties`
  --> tests/data/import/shop.example.com_gadgets.yaml:19:9
   |
19 |         properties:
   |         ^^^^^^^^^^
   |
   = help: the kind keeps them as `#[crd(root_properties = ...)]`; remove it to have crdgen's (the API server reads only their types)
warning[W1301]: `oneOf` has no serde shape at `spec.versions[0].schema.openAPIV3Schema.properties.spec.properties.mode`: kept as a schema override
  --> tests/data/import/shop.example.com_gadgets.yaml:28:15
   |
28 |               mode:
   |               ^^^^
   |
   = help: the field keeps the node as `#[crd(schema = ...)]`; give it a Rust type serde writes this way for typed access, and check the CRD with `crdgen check`
warning[W1307]: the schema of `Gadget` version `v1` is not structural at `.spec.mode`: `nullable` inside allOf/anyOf/oneOf/not: a structural schema keeps types and structure outside the logical junctors
  --> tests/data/import/shop.example.com_gadgets.yaml:28:15
   |
28 |               mode:
   |               ^^^^
   |
   = help: the API server rejects this CRD, and `crdgen generate` refuses the imported types until the node is fixed (E0803); the Rust says so at the field
warning[W1307]: the schema of `Gadget` version `v1` is not structural at `.spec.ports`: list map key `port` is neither required nor defaulted
  --> tests/data/import/shop.example.com_gadgets.yaml:39:15
   |
39 |               ports:
   |               ^^^^^
   |
   = help: the API server rejects this CRD, and `crdgen generate` refuses the imported types until the node is fixed (E0814); the Rust says so at the field
warning[W1307]: the schema of `Gadget` version `v1` is not structural at `.spec.size`: `default` "abc" is not valid here: 3 characters, more than maxLength 2
  --> tests/data/import/shop.example.com_gadgets.yaml:50:15
   |
50 |               size:
   |               ^^^^
   |
   = help: the API server rejects this CRD, and `crdgen generate` refuses the imported types until the node is fixed (E0812); the Rust says so at the field"#;

/// The module written: a comment at each field the problems are at.
const MODULE: &str = r##"//! `shop.example.com/v1`, imported by `crdgen import` from `shop.example.com_gadgets.yaml`.

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

// crdgen import: the root's apiVersion, kind and metadata are kept as the CRD has them (`apiVersion` differs, `kind` differs) (W1313)
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "shop.example.com",
    version = "v1",
    kind = "Gadget",
    namespaced,
    plural = "gadgets",
    singular = "gadget",
    doc = "Gadget breaks three rules of the API server.",
    root_properties = r#"{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"type":"object"}}"#
)]
pub struct GadgetSpec {
    /// Mode is made nullable inside a junctor.
    // crdgen import: `oneOf` has no serde shape; the schema is kept as it is (W1301)
    // crdgen import: the API server rejects `.spec.mode` (E0803): `nullable` inside allOf/anyOf/oneOf/not: a structural schema keeps types and structure outside the logical junctors; `crdgen generate` refuses this field until it is fixed (W1307)
    #[crd(
        schema = r#"{"oneOf":[{"nullable":true,"properties":{"name":{"minLength":1}}}],"properties":{"name":{"type":"string"}},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<serde_json::Map<String, serde_json::Value>>,
    /// Ports is keyed by a port that may be missing.
    // crdgen import: the API server rejects `.spec.ports` (E0814): list map key `port` is neither required nor defaulted; `crdgen generate` refuses this field until it is fixed (W1307)
    #[crd(list_map_keys("port"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ports: Option<Vec<GadgetSpecPorts>>,
    /// Size has a default longer than it allows.
    // crdgen import: the API server rejects `.spec.size` (E0812): `default` 'abc' is not valid here: 3 characters, more than maxLength 2; `crdgen generate` refuses this field until it is fixed (W1307)
    #[crd(default = "abc", max_length = 2)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GadgetSpecPorts {
    #[crd(format = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub port: Option<i64>,
}
"##;

#[test]
fn each_problem_is_a_warning_and_a_comment_at_its_field() {
    let path = crdgen_tests::workspace_root().join(FILE);
    let text = std::fs::read_to_string(&path).unwrap();
    let output = import::import(
        &[Input {
            path: FILE.into(),
            text,
        }],
        &Options {
            crate_name: "gadgets".to_owned(),
            ..Options::default()
        },
    )
    .unwrap();
    let warnings: Vec<String> = output.warnings.0.iter().map(|d| d.render()).collect();
    assert_eq!(warnings.join("\n"), WARNINGS);
    let module = &output.files[std::path::Path::new("src/shop_example_com/v1.rs")];
    assert_eq!(module, MODULE);
    // `crdgen generate` on the imported crate refuses each of the three fields.
    let dir = tempfile::tempdir().unwrap();
    for (file, contents) in &output.files {
        let target = dir.path().join(file);
        std::fs::create_dir_all(target.parent().unwrap()).unwrap();
        std::fs::write(&target, contents).unwrap();
    }
    let errors = crdgen_core::run_crate(dir.path(), |_| {}).unwrap_err();
    let errors: Vec<String> = errors
        .0
        .iter()
        .map(|d| format!("[{}] {}", d.code, d.message))
        .collect();
    assert_eq!(
        errors,
        [
            "[E0373] the schema given is not structural at `.`: `nullable` inside allOf/anyOf/oneOf/not: a structural schema keeps types and structure outside the logical junctors",
            "[E0327] list map key `port` is optional: the API server needs every key set or defaulted",
            "[E0313] default \"abc\" does not fit the field: 3 characters, more than maxLength 2",
        ]
    );
}

/// A CRD whose root types `apiVersion`, `kind` and `metadata` as the API server refuses
/// (kube-apiserver's `validateStructuralInvariants`: "must be string", "must be object")
/// and restricts `metadata.labels`.
const ROOT: &str = "---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: gizmos.shop.example.com
spec:
  group: shop.example.com
  names:
    kind: Gizmo
    plural: gizmos
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
            type: integer
          kind:
            type: string
          metadata:
            type: object
            properties:
              labels:
                type: object
          spec:
            type: object
";

#[test]
fn the_roots_api_version_kind_and_metadata_are_checked_as_the_api_server_does() {
    let output = import::import(
        &[Input {
            path: "gizmos.yaml".into(),
            text: ROOT.to_owned(),
        }],
        &Options {
            crate_name: "gizmos".to_owned(),
            ..Options::default()
        },
    )
    .unwrap();
    let warnings: Vec<String> = output.warnings.0.iter().map(|d| d.render()).collect();
    assert_eq!(
        warnings.join("\n"),
        r#"warning[W1307]: the schema of `Gizmo` version `v1` is not structural at `.apiVersion`: `type` is `integer`: apiVersion must be string
  --> gizmos.yaml:20:11
   |
20 |           apiVersion:
   |           ^^^^^^^^^^
   |
   = help: the API server rejects this CRD (E0818); crdgen writes the apiVersion itself, so the imported types generate a CRD without this
warning[W1307]: the schema of `Gizmo` version `v1` is not structural at `.metadata`: metadata.labels cannot be specified: only name and generateName may be restricted
  --> gizmos.yaml:24:11
   |
24 |           metadata:
   |           ^^^^^^^^
   |
   = help: the API server rejects this CRD (E0809); crdgen writes the metadata itself, so the imported types generate a CRD without this"#
    );
    // The imported types generate the root crdgen writes, which the server accepts.
    let dir = tempfile::tempdir().unwrap();
    for (file, contents) in &output.files {
        let target = dir.path().join(file);
        std::fs::create_dir_all(target.parent().unwrap()).unwrap();
        std::fs::write(&target, contents).unwrap();
    }
    let generation =
        crdgen_core::run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{}", d.render()));
    assert_eq!(generation.warnings.render(), "");
}
