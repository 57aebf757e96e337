//! The API server's structural-schema rules, checked on every finished CRD schema.
//!
//! The schema builder and the markers already refuse what would break these rules, each
//! at its own attribute; this pass is the last line, run on the very value that is
//! written, so a combination no earlier check foresaw still fails at generation time
//! instead of at `kubectl apply`. It names the JSON path of the node, the rule and the
//! API server's wording.

use serde_json::{Map, Value};

/// Keywords a structural schema may not use anywhere.
const FORBIDDEN: &[&str] = &[
    "$ref",
    "definitions",
    "dependencies",
    "additionalItems",
    "patternProperties",
];

/// One rule the schema breaks at `path`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// JSON path of the node, `.spec.items[*]` style; `.` is the root.
    pub path: String,
    /// What is wrong, in the API server's terms.
    pub message: String,
}

/// Every violation in a version's `openAPIV3Schema`, in document order.
pub fn check(schema: &Value) -> Vec<Violation> {
    let mut out = Vec::new();
    if let Value::Object(root) = schema {
        node(root, "", Place::Root, &mut out);
    }
    out
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    Root,
    /// Inside an int-or-string or preserve-unknown-fields node: types may be absent.
    Untyped,
    Typed,
    /// A value of a logical junctor (`allOf`, `anyOf`, `oneOf`, `not`): validations
    /// only, no types or structure of its own.
    Junctor,
    /// A branch of an int-or-string node's `anyOf`, which may name `integer` or
    /// `string` (the one exception the API server makes).
    IntOrStringBranch,
}

fn display(path: &str) -> String {
    if path.is_empty() {
        ".".into()
    } else {
        path.to_owned()
    }
}

fn node(schema: &Map<String, Value>, path: &str, place: Place, out: &mut Vec<Violation>) {
    let mut violation = |message: String| {
        out.push(Violation {
            path: display(path),
            message,
        })
    };
    for key in FORBIDDEN {
        if schema.contains_key(*key) {
            violation(format!("`{key}` is not allowed in a structural schema"));
        }
    }
    let flag = |key: &str| schema.get(key).and_then(Value::as_bool) == Some(true);
    let preserve = flag("x-kubernetes-preserve-unknown-fields");
    let int_or_string = flag("x-kubernetes-int-or-string");
    let embedded = flag("x-kubernetes-embedded-resource");
    let ty = schema.get("type").and_then(Value::as_str);
    let int_or_string_branch =
        place == Place::IntOrStringBranch && matches!(ty, Some("integer" | "string"));
    if matches!(place, Place::Junctor | Place::IntOrStringBranch) {
        for key in [
            "type",
            "properties",
            "additionalProperties",
            "items",
            "default",
            "nullable",
        ] {
            if schema.contains_key(key) && !(key == "type" && int_or_string_branch) {
                violation(format!(
                    "`{key}` inside allOf/anyOf/oneOf/not: a structural schema keeps types and structure outside the logical junctors"
                ));
            }
        }
    } else if ty.is_none() && !int_or_string && !preserve && !matches!(place, Place::Untyped) {
        violation("the node has no `type` (only int-or-string and preserve-unknown-fields nodes may omit it)".into());
    }
    if schema.get("uniqueItems").and_then(Value::as_bool) == Some(true) {
        violation(
            "`uniqueItems: true` is rejected by apiextensions v1; use x-kubernetes-list-type: set"
                .into(),
        );
    }
    if schema.contains_key("properties") && schema.contains_key("additionalProperties") {
        violation("`properties` and `additionalProperties` are mutually exclusive".into());
    }
    if embedded && ty != Some("object") {
        violation("x-kubernetes-embedded-resource needs `type: object`".into());
    }
    if int_or_string && ty.is_some() {
        violation("x-kubernetes-int-or-string must not have a `type`".into());
    }
    if schema.get("additionalProperties") == Some(&Value::Bool(false)) {
        violation(
            "`additionalProperties: false` is not allowed; leave unknown fields to pruning".into(),
        );
    }
    if let Some(Value::Object(properties)) = schema.get("properties")
        && let Some(Value::Object(metadata)) = properties.get("metadata")
        && (place == Place::Root || embedded)
    {
        restricted_metadata(metadata, &format!("{path}.metadata"), out);
    }
    let child_place = if int_or_string || preserve || place == Place::Untyped {
        Place::Untyped
    } else {
        Place::Typed
    };
    if let Some(Value::Object(properties)) = schema.get("properties") {
        for (name, child) in properties {
            if let Value::Object(child) = child {
                node(child, &format!("{path}.{name}"), child_place, out);
            }
        }
    }
    if let Some(Value::Object(child)) = schema.get("additionalProperties") {
        node(child, &format!("{path}.*"), child_place, out);
    }
    match schema.get("items") {
        Some(Value::Object(child)) => node(child, &format!("{path}[*]"), child_place, out),
        Some(Value::Array(_)) => out.push(Violation {
            path: display(path),
            message: "`items` must be one schema, not a list (tuples are not structural)".into(),
        }),
        _ => {}
    }
    if ty == Some("array") && !schema.contains_key("items") && child_place != Place::Untyped {
        out.push(Violation {
            path: display(path),
            message: "an array needs `items`".into(),
        });
    }
    for key in ["allOf", "anyOf", "oneOf"] {
        if let Some(Value::Array(branches)) = schema.get(key) {
            let branch_place = if int_or_string && key == "anyOf" {
                Place::IntOrStringBranch
            } else {
                Place::Junctor
            };
            for branch in branches.iter().filter_map(Value::as_object) {
                node(branch, path, branch_place, out);
            }
        }
    }
    if let Some(Value::Object(not)) = schema.get("not") {
        node(not, path, Place::Junctor, out);
    }
}

/// At the root and in embedded resources the API server owns `metadata`: only `name`
/// and `generateName` may be restricted, and only as strings.
fn restricted_metadata(metadata: &Map<String, Value>, path: &str, out: &mut Vec<Violation>) {
    let allowed = ["type", "properties", "description", "nullable"];
    for key in metadata.keys() {
        if !allowed.contains(&key.as_str()) {
            out.push(Violation {
                path: path.to_owned(),
                message: format!(
                    "`{key}` on metadata: only the types of metadata.name and metadata.generateName may be restricted"
                ),
            });
        }
    }
    if let Some(Value::Object(properties)) = metadata.get("properties") {
        for name in properties.keys() {
            if name != "name" && name != "generateName" {
                out.push(Violation {
                    path: path.to_owned(),
                    message: format!(
                        "metadata.{name} cannot be specified: only name and generateName may be restricted"
                    ),
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn violations(schema: Value) -> Vec<String> {
        check(&schema)
            .into_iter()
            .map(|v| format!("{}: {}", v.path, v.message))
            .collect()
    }

    #[test]
    fn a_structural_schema_passes() {
        let schema = json!({
            "type": "object",
            "properties": {
                "metadata": {"type": "object"},
                "spec": {"type": "object", "properties": {
                    "port": {"anyOf": [{"type": "integer"}, {"type": "string"}], "x-kubernetes-int-or-string": true},
                    "free": {"x-kubernetes-preserve-unknown-fields": true},
                    "list": {"type": "array", "items": {"type": "string"}, "allOf": [{"maxItems": 3}]},
                    "pod": {"type": "object", "x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true,
                            "properties": {"metadata": {"type": "object", "properties": {"name": {"type": "string"}}}}}
                }}
            }
        });
        assert_eq!(violations(schema), Vec::<String>::new());
    }

    /// One bad input per rule, each with its exact message.
    #[test]
    fn each_rule_names_the_node() {
        let cases = [
            (
                json!({"type": "object", "properties": {"a": {"$ref": "#/x", "type": "string"}}}),
                ".a: `$ref` is not allowed in a structural schema",
            ),
            (
                json!({"type": "object", "definitions": {}}),
                ".: `definitions` is not allowed in a structural schema",
            ),
            (
                json!({"type": "object", "properties": {"a": {"type": "object", "dependencies": {}}}}),
                ".a: `dependencies` is not allowed in a structural schema",
            ),
            (
                json!({"type": "array", "items": {"type": "string"}, "additionalItems": false}),
                ".: `additionalItems` is not allowed in a structural schema",
            ),
            (
                json!({"type": "object", "patternProperties": {}}),
                ".: `patternProperties` is not allowed in a structural schema",
            ),
            (
                json!({"type": "object", "properties": {"a": {"description": "no type"}}}),
                ".a: the node has no `type` (only int-or-string and preserve-unknown-fields nodes may omit it)",
            ),
            (
                json!({"type": "object", "properties": {"a": {"type": "array", "uniqueItems": true, "items": {"type": "string"}}}}),
                ".a: `uniqueItems: true` is rejected by apiextensions v1; use x-kubernetes-list-type: set",
            ),
            (
                json!({"type": "object", "properties": {"a": {"type": "string"}}, "additionalProperties": {"type": "string"}}),
                ".: `properties` and `additionalProperties` are mutually exclusive",
            ),
            (
                json!({"type": "object", "properties": {"a": {"type": "string", "x-kubernetes-embedded-resource": true}}}),
                ".a: x-kubernetes-embedded-resource needs `type: object`",
            ),
            (
                json!({"type": "object", "properties": {"a": {"type": "string", "x-kubernetes-int-or-string": true}}}),
                ".a: x-kubernetes-int-or-string must not have a `type`",
            ),
            (
                json!({"type": "object", "additionalProperties": false}),
                ".: `additionalProperties: false` is not allowed; leave unknown fields to pruning",
            ),
            (
                json!({"type": "object", "properties": {"metadata": {"type": "object", "properties": {"labels": {"type": "object"}}}}}),
                ".metadata: metadata.labels cannot be specified: only name and generateName may be restricted",
            ),
            (
                json!({"type": "object", "properties": {"metadata": {"type": "object", "default": {}}}}),
                ".metadata: `default` on metadata: only the types of metadata.name and metadata.generateName may be restricted",
            ),
            (
                json!({"type": "object", "properties": {"a": {"type": "string", "allOf": [{"type": "string"}]}}}),
                ".a: `type` inside allOf/anyOf/oneOf/not: a structural schema keeps types and structure outside the logical junctors",
            ),
            (
                json!({"type": "array", "items": [{"type": "string"}]}),
                ".: `items` must be one schema, not a list (tuples are not structural)",
            ),
            (
                json!({"type": "object", "properties": {"a": {"type": "array"}}}),
                ".a: an array needs `items`",
            ),
            (
                json!({"type": "object", "properties": {"a": {"x-kubernetes-int-or-string": true, "anyOf": [{"type": "boolean"}]}}}),
                ".a: `type` inside allOf/anyOf/oneOf/not: a structural schema keeps types and structure outside the logical junctors",
            ),
        ];
        for (schema, expected) in cases {
            assert_eq!(violations(schema.clone()), [expected], "{schema}");
        }
    }
}
