//! Diagnostics no Rust input reaches, because an earlier check refuses the input first:
//! the structural pass's findings on hand-built schemas (the markers refuse most of these
//! at their attribute), and the schema builder asked for the schema of an item that is
//! not a type (the resolver refuses such paths). Each asserts the whole rendering.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crdgen_core::config::Config;
use crdgen_core::diagnostic::Location;
use crdgen_core::pipeline;
use crdgen_core::schema::structural;
use serde_json::{Value, json};

const KIND_LINE: &str = "#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]";

/// Where the kind `Foo` is declared in these tests.
fn kind_at() -> Location {
    Location {
        file: PathBuf::from("src/lib.rs"),
        line: 5,
        column: 53,
        source_line: KIND_LINE.to_owned(),
        width: 5,
    }
}

/// The rendered errors of the structural pass over `schema`, as `Foo` version `v1`.
fn rendered(schema: Value) -> Vec<String> {
    structural::check(&schema)
        .into_iter()
        .map(|v| {
            v.into_diagnostic("Foo", "v1", kind_at(), &structural::Origins::new())
                .render()
        })
        .collect()
}

/// The rendering of one finding at `path` with `message` and `code`, at the kind.
fn at_kind(code: &str, path: &str, message: &str) -> String {
    [
        format!(
            "error[{code}]: the schema of `Foo` version `v1` is not structural at `{path}`: {message}"
        ),
        " --> src/lib.rs:5:53".to_owned(),
        "  |".to_owned(),
        format!("5 | {KIND_LINE}"),
        "  |                                                     ^^^^^ kind declared here"
            .to_owned(),
        "  |".to_owned(),
        "  = note: the API server rejects a CRD whose schema is not structural".to_owned(),
        format!(
            "  = help: look at the markers of the field behind `{path}` (a `type = ...` override, say)"
        ),
    ]
    .join("\n")
}

fn spec(properties: Value) -> Value {
    json!({"type": "object", "properties": {"spec": {"type": "object", "properties": properties}}})
}

#[test]
fn every_structural_finding_renders_with_its_code() {
    let cases = [
        (
            spec(json!({"a": {"type": "string", "$ref": "#/definitions/a"}})),
            at_kind(
                "E0801",
                ".spec.a",
                "`$ref` is not allowed in a structural schema",
            ),
        ),
        (
            spec(json!({"a": {"description": "untyped"}})),
            at_kind(
                "E0802",
                ".spec.a",
                "the node has no `type` (only int-or-string and preserve-unknown-fields nodes may omit it)",
            ),
        ),
        (
            spec(json!({"a": {"type": "string", "anyOf": [{"type": "string"}]}})),
            at_kind(
                "E0803",
                ".spec.a",
                "`type` inside allOf/anyOf/oneOf/not: a structural schema keeps types and structure outside the logical junctors",
            ),
        ),
        (
            spec(json!({"a": {"type": "array", "uniqueItems": true, "items": {"type": "string"}}})),
            at_kind(
                "E0804",
                ".spec.a",
                "`uniqueItems: true` is rejected by apiextensions v1; use x-kubernetes-list-type: set",
            ),
        ),
        (
            spec(
                json!({"a": {"type": "object", "properties": {"b": {"type": "string"}}, "additionalProperties": {"type": "string"}}}),
            ),
            at_kind(
                "E0805",
                ".spec.a",
                "`properties` and `additionalProperties` are mutually exclusive",
            ),
        ),
        (
            spec(json!({"a": {"type": "object", "additionalProperties": false}})),
            at_kind(
                "E0806",
                ".spec.a",
                "`additionalProperties: false` is not allowed; leave unknown fields to pruning",
            ),
        ),
        (
            spec(json!({"a": {"type": "string", "x-kubernetes-embedded-resource": true}})),
            at_kind(
                "E0807",
                ".spec.a",
                "x-kubernetes-embedded-resource needs `type: object`",
            ),
        ),
        (
            spec(
                json!({"a": {"x-kubernetes-int-or-string": true, "x-kubernetes-preserve-unknown-fields": true}}),
            ),
            at_kind(
                "E0808",
                ".spec.a",
                "x-kubernetes-preserve-unknown-fields must be false if x-kubernetes-int-or-string is true",
            ),
        ),
        (
            json!({"type": "object", "properties": {"metadata": {"type": "object", "properties": {"labels": {"type": "object"}}}}}),
            at_kind(
                "E0809",
                ".metadata",
                "metadata.labels cannot be specified: only name and generateName may be restricted",
            ),
        ),
        (
            spec(json!({"a": {"type": "array", "items": [{"type": "string"}]}})),
            at_kind(
                "E0810",
                ".spec.a",
                "`items` must be one schema, not a list (tuples are not structural)",
            ),
        ),
        (
            spec(json!({"a": {"type": "array"}})),
            at_kind("E0811", ".spec.a", "an array needs `items`"),
        ),
        (
            spec(json!({"a": {"type": "integer", "minimum": 1, "default": 0}})),
            at_kind(
                "E0812",
                ".spec.a",
                "`default` 0 is not valid here: 0 is below the minimum 1",
            ),
        ),
        (
            spec(
                json!({"a": {"type": "array", "x-kubernetes-list-type": "set",
                "items": {"type": "object", "properties": {"b": {"type": "string"}}}}}),
            ),
            at_kind(
                "E0813",
                ".spec.a",
                "x-kubernetes-list-type: set needs scalar items (or objects with x-kubernetes-map-type: atomic)",
            ),
        ),
        (
            spec(
                json!({"a": {"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["b"],
                "items": {"type": "object", "properties": {"b": {"type": "string"}}}}}),
            ),
            at_kind(
                "E0814",
                ".spec.a",
                "list map key `b` is neither required nor defaulted",
            ),
        ),
        (
            json!({"type": "array", "items": {"type": "string"}}),
            at_kind(
                "E0815",
                ".",
                "`type` is `array`: it must be object at the root",
            ),
        ),
        (
            json!({"type": "object", "additionalProperties": {"type": "string"}}),
            at_kind(
                "E0816",
                ".",
                "`additionalProperties` must not be used at the root",
            ),
        ),
        (
            spec(
                json!({"a": {"type": "object", "x-kubernetes-embedded-resource": true,
                "x-kubernetes-preserve-unknown-fields": true,
                "additionalProperties": {"type": "string"}}}),
            ),
            at_kind(
                "E0817",
                ".spec.a",
                "`additionalProperties` must not be used if x-kubernetes-embedded-resource is set",
            ),
        ),
        (
            json!({"type": "object", "properties": {"kind": {"type": "integer"}}}),
            at_kind("E0818", ".kind", "`type` is `integer`: kind must be string"),
        ),
        (
            json!({"type": "object", "properties": {"metadata": {"type": "boolean"}}}),
            at_kind(
                "E0819",
                ".metadata",
                "`type` is `boolean`: metadata must be object",
            ),
        ),
    ];
    for (schema, expected) in cases {
        assert_eq!(rendered(schema.clone()), [expected], "{schema}");
    }
}

/// A junctor that validates a property the node does not declare (E0374, from the
/// markers' range: the API server's completeness rule, which it applies to the root's
/// junctors only), rendered whole; the same junctor below the root is accepted.
#[test]
fn a_junctor_property_the_node_lacks_renders_with_its_code() {
    let junctor = json!([{"properties": {"c": {"minLength": 1}}}]);
    let mut schema = spec(json!({"b": {"type": "string"}}));
    schema["oneOf"] = junctor.clone();
    let nested = spec(
        json!({"a": {"type": "object", "properties": {"b": {"type": "string"}},
        "oneOf": junctor}}),
    );
    assert_eq!(rendered(nested), Vec::<String>::new());
    assert_eq!(
        rendered(schema),
        [at_kind(
            "E0374",
            ".",
            "a junctor validates property `c`, which the node itself does not declare: every property named inside allOf/anyOf/oneOf/not must also be in the node's `properties`",
        )]
    );
}

/// A violation is reported at the field recorded for its node, or for the nearest
/// ancestor a field made (here the list whose items break a rule).
#[test]
fn a_finding_points_at_the_field_behind_its_node() {
    let field = |line: usize, source_line: &str, column: usize, width: usize| Location {
        file: PathBuf::from("src/lib.rs"),
        line,
        column,
        source_line: source_line.to_owned(),
        width,
    };
    let origins = structural::Origins::from([
        (".spec".to_owned(), field(6, "    spec: FooSpec,", 5, 4)),
        (
            ".spec.ports".to_owned(),
            field(9, "    ports: Vec<Port>,", 5, 5),
        ),
    ]);
    let schema = spec(json!({"ports": {"type": "array", "items": {"type": "array"}}}));
    let rendered: Vec<String> = structural::check(&schema)
        .into_iter()
        .map(|v| v.into_diagnostic("Foo", "v1", kind_at(), &origins).render())
        .collect();
    let expected = [
        "error[E0811]: the schema of `Foo` version `v1` is not structural at `.spec.ports[*]`: an array needs `items`",
        " --> src/lib.rs:9:5",
        "  |",
        "9 |     ports: Vec<Port>,",
        "  |     ^^^^^ `.spec.ports[*]` is inside this field (`.spec.ports`)",
        "  |",
        "  = note: the node is `.spec.ports[*]` in the schema of `Foo` version `v1`; the API server rejects a CRD whose schema is not structural",
        "  = help: look at this field's type and markers (a `type = ...` override, say)",
    ];
    assert_eq!(rendered, [expected.join("\n")]);

    let schema = spec(json!({"ports": {"type": "array"}}));
    let rendered: Vec<String> = structural::check(&schema)
        .into_iter()
        .map(|v| v.into_diagnostic("Foo", "v1", kind_at(), &origins).render())
        .collect();
    let expected = [
        "error[E0811]: the schema of `Foo` version `v1` is not structural at `.spec.ports`: an array needs `items`",
        " --> src/lib.rs:9:5",
        "  |",
        "9 |     ports: Vec<Port>,",
        "  |     ^^^^^ this field makes `.spec.ports`",
        "  |",
        "  = note: the node is `.spec.ports` in the schema of `Foo` version `v1`; the API server rejects a CRD whose schema is not structural",
        "  = help: look at this field's type and markers (a `type = ...` override, say)",
    ];
    assert_eq!(rendered, [expected.join("\n")]);
    assert_eq!(structural::nearest_origin(".status.x", &origins), None);
    assert_eq!(structural::nearest_origin(".", &origins), None);
}

#[test]
fn a_status_that_names_a_type_alias_has_no_schema() {
    let lib_rs = "use crdgen::CustomResource;\n#[derive(CustomResource)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\", status = \"Shown\")]\npub struct FooSpec { a: String }\npub struct FooStatus { b: String }\npub type Shown = FooStatus;\n";
    let files = BTreeMap::from([(PathBuf::from("src/lib.rs"), lib_rs.to_owned())]);
    let err = pipeline::run_in_memory(&Config::default(), Path::new("src/lib.rs"), &files)
        .err()
        .map(|d| d.render());
    let expected = [
        "error[E0342]: expected a struct or enum",
        " --> src/lib.rs:6:10",
        "  |",
        "6 | pub type Shown = FooStatus;",
        "  |          ^^^^^ a type alias",
        "  |",
        "  = help: name the struct or enum itself in `status = \"...\"`",
    ];
    assert_eq!(err, Some(expected.join("\n")));
}
