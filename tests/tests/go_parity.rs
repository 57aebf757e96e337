//! Go types ported to Rust (`fixtures/goport`) against what controller-gen writes for
//! them, and their root types against the CRDs from the Rust side.
//!
//! - The root: an optional `spec` (controller-tools' Foo golden, byte for byte), `spec`
//!   and `status` described by the Go fields' comments (kubebuilder's FirstMate, as
//!   committed in kubebuilder's repository, byte for byte), a nullable status; objects the
//!   root types read and write survive the CRD.
//! - Go's numeric types: the schema controller-gen writes for each (its `builtinToType`),
//!   the Rust spelling docs/markers.md gives, and every value the CRD admits read by the
//!   Rust type.

use crdgen::CustomResourceExt;
use crdgen_core::emit::yaml;
use crdgen_core::schema::numbers;
use crdgen_core::schema::prune::prune;
use crdgen_core::schema::validate;
use fixture_goport::firstmate::v1::FirstMate;
use fixture_goport::foo::{Foo, FooSpec};
use fixture_goport::numeric::{Numeric, NumericSpec};
use serde_json::{Map, Value, json};

/// The fixture's generated CRD file `name`.
fn generated(name: &str) -> String {
    let path = crdgen_tests::workspace_root()
        .join("fixtures/goport/config/crd/bases")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A controller-gen file without its version annotation (crdgen writes none by
/// default), the `annotations:` line with it when it was the only one.
fn without_version_annotation(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = String::new();
    for (i, line) in lines.iter().enumerate() {
        if line
            .trim_start()
            .starts_with("controller-gen.kubebuilder.io/version:")
        {
            continue;
        }
        let only_annotation = *line == "  annotations:"
            && lines
                .get(i + 1)
                .is_some_and(|l| l.contains("controller-gen.kubebuilder.io/version:"))
            && lines.get(i + 2).is_some_and(|l| !l.starts_with("    "));
        if only_annotation {
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The schema of the kind's version `K::VERSION`.
fn schema_of<K: CustomResourceExt>() -> Map<String, Value> {
    let crd = serde_json::to_value(K::crd()).unwrap();
    let version = crd["spec"]["versions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["name"] == K::VERSION)
        .unwrap();
    version["schema"]["openAPIV3Schema"]
        .as_object()
        .unwrap()
        .clone()
}

/// `object` passes the CRD's validation and survives its pruning unchanged, as the
/// API server would store it.
fn survives(object: &Value, schema: &Map<String, Value>) {
    let mut schema = schema.clone();
    // The API server checks the root's metadata as ObjectMeta, not by the schema.
    schema["properties"]["metadata"]["x-kubernetes-preserve-unknown-fields"] = json!(true);
    assert_eq!(validate::check(object, &schema), Ok(()), "{object}");
    let mut pruned = object.clone();
    prune(&mut pruned, &schema, true);
    assert_eq!(&pruned, object);
}

#[test]
fn an_optional_spec_described_by_the_go_field_is_the_foo_golden() {
    // Go (controller-tools' pkg/crd/testdata/gen; fixtures/goport/src/foo.rs quotes it):
    //
    //     type Foo struct {
    //         ...
    //         // Spec comments SHOULD appear in the CRD spec
    //         Spec FooSpec `json:"spec,omitempty"`
    //         // Status comments SHOULD appear in the CRD spec
    //         Status FooStatus `json:"status,omitempty"`
    //     }
    //
    // Rust: spec_optional, spec_doc and status_doc on FooSpec.
    let Some(dir) = crdgen_tests::conformance_dir() else {
        return;
    };
    let golden =
        std::fs::read_to_string(dir.join("controller-tools/crd/bar.example.com_foos.yaml"))
            .unwrap();
    assert_eq!(
        generated("bar.example.com_foos.yaml"),
        without_version_annotation(&golden)
    );
}

#[test]
fn the_foo_golden_with_descriptions_cut_at_50_bytes() {
    // controller-gen's `maxDescLen=50` cuts the fields' descriptions as it cuts the
    // others; so does `max-description-length` with spec_doc and status_doc.
    let Some(dir) = crdgen_tests::conformance_dir() else {
        return;
    };
    let root = crdgen_tests::workspace_root().join("fixtures/goport");
    let loaded = crdgen_core::config::load(&root).unwrap();
    let config = crdgen_core::config::Config {
        max_description_length: Some(50),
        ..loaded.config
    };
    let generation = crdgen_core::pipeline::run(&root, &config, loaded.source.as_deref())
        .unwrap_or_else(|d| panic!("{d:?}"));
    let foo = generation
        .artifacts
        .iter()
        .find(|a| a.path.ends_with("bar.example.com_foos.yaml"))
        .unwrap();
    let golden = std::fs::read_to_string(
        dir.join("controller-tools/crd/bar.example.com_foos_maxdesclen.yaml"),
    )
    .unwrap();
    assert_eq!(foo.contents, without_version_annotation(&golden));
}

#[test]
fn spec_and_status_described_by_the_go_fields_are_kubebuilders_firstmate() {
    // Go (kubebuilder's scaffold; fixtures/goport/src/firstmate/mod.rs quotes it):
    //
    //     // spec defines the desired state of FirstMate
    //     // +required
    //     Spec   FirstMateSpec   `json:"spec"`
    //     // status defines the observed state of FirstMate
    //     // +optional
    //     Status FirstMateStatus `json:"status,omitempty,omitzero"`
    //
    // with `// FirstMateSpec defines the desired state of FirstMate` on the type, which
    // the field's comment replaces. Rust: spec_doc and status_doc.
    let Some(dir) = crdgen_tests::conformance_dir() else {
        return;
    };
    let golden = std::fs::read_to_string(
        dir.join("real-world/kubernetes-sigs__kubebuilder__crew.testproject.org_firstmates.yaml"),
    )
    .unwrap();
    assert_eq!(
        generated("crew.testproject.org_firstmates.yaml"),
        without_version_annotation(&golden)
    );
}

/// What controller-gen writes for fixtures/goport/src/numeric.rs's Go type (each field
/// by controller-tools' `builtinToType`: `int32`/`uint32`/`rune` → `format: int32`,
/// `int64`/`uint64` → `format: int64`, the other integers no format, floats
/// `type: number` with `crd:allowDangerousTypes=true`; `+nullable` on `Status`).
const NUMERIC: &str = r#"---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: numerics.numbers.example.com
spec:
  group: numbers.example.com
  names:
    kind: Numeric
    listKind: NumericList
    plural: numerics
    singular: numeric
  scope: Namespaced
  versions:
  - name: v1
    schema:
      openAPIV3Schema:
        properties:
          apiVersion:
            description: |-
              APIVersion defines the versioned schema of this representation of an object.
              Servers should convert recognized schemas to the latest internal value, and
              may reject unrecognized values.
              More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
            type: string
          kind:
            description: |-
              Kind is a string value representing the REST resource this object represents.
              Servers may infer this from the endpoint the client submits requests to.
              Cannot be updated.
              In CamelCase.
              More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
            type: string
          metadata:
            type: object
          spec:
            description: NumericSpec has a field of every numeric type of Go.
            properties:
              byte:
                description: byte holds a Go byte.
                type: integer
              float32:
                description: float32 holds a Go float32.
                type: number
              float64:
                description: float64 holds a Go float64.
                type: number
              int:
                description: int holds a Go int.
                type: integer
              int8:
                description: int8 holds a Go int8.
                type: integer
              int16:
                description: int16 holds a Go int16.
                type: integer
              int32:
                description: int32 holds a Go int32.
                format: int32
                type: integer
              int64:
                description: int64 holds a Go int64.
                format: int64
                type: integer
              rune:
                description: rune holds a Go rune.
                format: int32
                type: integer
              uint:
                description: uint holds a Go uint.
                type: integer
              uint8:
                description: uint8 holds a Go uint8.
                type: integer
              uint16:
                description: uint16 holds a Go uint16.
                type: integer
              uint32:
                description: uint32 holds a Go uint32.
                format: int32
                type: integer
              uint64:
                description: uint64 holds a Go uint64.
                format: int64
                type: integer
              uintptr:
                description: uintptr holds a Go uintptr.
                type: integer
            required:
            - byte
            - float32
            - float64
            - int
            - int16
            - int32
            - int64
            - int8
            - rune
            - uint
            - uint16
            - uint32
            - uint64
            - uint8
            - uintptr
            type: object
          status:
            description: NumericStatus is the observed state.
            nullable: true
            properties:
              observedGeneration:
                description: observedGeneration is the last generation seen.
                format: int64
                type: integer
            type: object
        required:
        - spec
        type: object
    served: true
    storage: true
    subresources:
      status: {}
"#;

#[test]
fn every_go_numeric_type_has_controller_gens_schema() {
    assert_eq!(generated("numbers.example.com_numerics.yaml"), NUMERIC);
    // The fixture's fields are docs/markers.md's table: each Go type's property has the
    // schema the table gives.
    let crd = yaml::parse(NUMERIC).unwrap().documents.remove(0);
    let spec = &crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"];
    let mut covered = 0;
    for n in crdgen_core::keywords::GO_NUMBERS {
        let Some((ty, format)) = n.schema else {
            continue;
        };
        for go in n.go.split(", ") {
            let mut property = spec["properties"][go].clone();
            property.as_object_mut().unwrap().remove("description");
            let mut expected = json!({ "type": ty });
            if let Some(format) = format {
                expected["format"] = json!(format);
            }
            assert_eq!(property, expected, "{go}");
            covered += 1;
        }
    }
    assert_eq!(covered, spec["properties"].as_object().unwrap().len());
}

/// Every integer property of the Numeric CRD at both ends of what the API server admits
/// for it (its format's range within its bounds), and the floats at the float64 ends:
/// the Rust type reads each and writes it back unchanged.
#[test]
fn the_rust_types_read_every_number_the_crd_admits() {
    let schema = schema_of::<Numeric>();
    let spec = schema["properties"]["spec"].as_object().unwrap();
    let properties = spec["properties"].as_object().unwrap();
    let ends: Vec<(String, Value, Value)> = properties
        .iter()
        .map(|(name, node)| {
            let node = node.as_object().unwrap();
            let formats = numbers::formats(node);
            let (low, high) = match node["type"].as_str() {
                Some("integer") => {
                    let r = numbers::admitted_integers(&formats, node);
                    (
                        json!(i64::try_from(r.min).unwrap()),
                        json!(i64::try_from(r.max).unwrap()),
                    )
                }
                _ => {
                    let r = numbers::admitted_numbers(&formats, node);
                    (json!(r.min), json!(r.max))
                }
            };
            (name.clone(), low, high)
        })
        .collect();
    assert_eq!(ends.len(), 15);
    for pick in [1, 2] {
        let spec: Map<String, Value> = ends
            .iter()
            .map(|(name, low, high)| (name.clone(), if pick == 1 { low } else { high }.clone()))
            .collect();
        let object = json!({
            "apiVersion": "numbers.example.com/v1",
            "kind": "Numeric",
            "metadata": {"name": "edges"},
            "spec": spec,
        });
        survives(&object, &schema);
        let typed: Numeric = serde_json::from_value(object.clone())
            .unwrap_or_else(|e| panic!("the Rust types cannot read {object}: {e}"));
        assert_eq!(serde_json::to_value(&typed).unwrap(), object);
    }
    // The narrower Rust types would not: a u8 where Go has uint8 fails on a value the
    // API server admits for it.
    assert!(serde_json::from_value::<u8>(json!(70000)).is_err());
    assert_eq!(
        ends.iter().find(|e| e.0 == "uint8").map(|e| &e.2),
        Some(&json!(i64::MAX))
    );
}

#[test]
fn a_nullable_status_keeps_a_null_that_the_root_type_reads_as_none() {
    // Go: `+nullable` on `Status *NumericStatus`: what kube-derive writes for its
    // `status: Option<Status>` too.
    let schema = schema_of::<Numeric>();
    assert_eq!(schema["properties"]["status"]["nullable"], json!(true));
    let object = json!({
        "apiVersion": "numbers.example.com/v1",
        "kind": "Numeric",
        "metadata": {"name": "n"},
        "spec": serde_json::to_value(NumericSpec::default()).unwrap(),
        "status": null,
    });
    // The API server stores the null (a node that is not nullable would drop it).
    survives(&object, &schema);
    let typed: Numeric = serde_json::from_value(object.clone()).unwrap();
    assert_eq!(typed.status, None);
    // Written back without the status: the same object for the API server, which stores
    // the status apart (subresource) and reads a missing one as a null one.
    let written = serde_json::to_value(&typed).unwrap();
    let mut expected = object;
    expected.as_object_mut().unwrap().remove("status");
    assert_eq!(written, expected);
    survives(&written, &schema);
}

#[test]
fn an_object_without_spec_reads_as_the_default_spec_which_is_written_back() {
    let schema = schema_of::<Foo>();
    assert_eq!(schema.get("required"), None);
    let object =
        json!({"apiVersion": "bar.example.com/foo", "kind": "Foo", "metadata": {"name": "f"}});
    survives(&object, &schema);
    let typed: Foo = serde_json::from_value(object).unwrap();
    assert_eq!(typed, Foo::new("f", FooSpec::default()));
    // The default spec is written, and the API server keeps it: Go writes its zero
    // `Spec` too (`omitempty` never leaves a struct out).
    let written = serde_json::to_value(&typed).unwrap();
    assert_eq!(
        written,
        json!({
            "apiVersion": "bar.example.com/foo",
            "kind": "Foo",
            "metadata": {"name": "f"},
            "spec": {"defaultedString": ""},
        })
    );
    survives(&written, &schema);
    // `derive = "Default"` builds the same object with default metadata.
    assert_eq!(Foo::default().spec, typed.spec);
    // A kind whose spec is required still refuses an object without one.
    let required = schema_of::<FirstMate>();
    assert_eq!(required["required"], json!(["spec"]));
    assert!(
        serde_json::from_value::<FirstMate>(
            json!({"apiVersion": "crew.testproject.org/v1", "kind": "FirstMate", "metadata": {}})
        )
        .is_err()
    );
}
