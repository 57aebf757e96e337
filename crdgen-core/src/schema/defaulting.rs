//! What the API server does to a custom resource after pruning unknown fields
//! ([`super::prune`]): nulls it is not told to keep are dropped, defaults are filled in,
//! and the result is validated ([`super::validate`]). [`admit`] runs the four steps in the
//! server's order; the "nothing lost" tests pass what serde writes through it and read
//! the result back. Pruning, null-dropping and defaulting are the server model of
//! `crdgen-apiserver` (re-exported here, where tests have always called them); the
//! validation is crdgen's own check, with crdgen's wording (its messages are in the
//! diagnostics). `crdgen_apiserver::admit` is the same pipeline with the server's
//! validation and messages, as the fake API server enforces it.
//!
//! The order and the rules are apiextensions-apiserver's: the schema-coercing decoder
//! prunes (`structuralpruning.Prune`) and then calls
//! `structuraldefaulting.PruneNonNullableNullsWithoutDefaults`
//! (`pkg/apiserver/schema/defaulting/prunenulls.go`), the versioning codec then calls the
//! defaulter, `structuraldefaulting.Default` (`pkg/apiserver/schema/defaulting/algorithm.go`),
//! and validation follows. So a `null`:
//! - where the node is `nullable` is kept, whether or not the node has a default;
//! - where it is not `nullable` and has a default, becomes the default;
//! - where it is neither, is dropped from an object (a property or a map entry) and
//!   kept in a list, where validation then rejects it.

use serde_json::{Map, Value};

pub use crdgen_apiserver::defaulting::{apply_defaults, prune_nulls};

/// Prunes, drops nulls, defaults and validates `value` against the root `schema`, as the
/// API server does when it stores a custom resource; the stored object, or why the
/// server refuses it.
pub fn admit(mut value: Value, schema: &Map<String, Value>) -> Result<Value, String> {
    super::prune::prune(&mut value, schema, true);
    prune_nulls(&mut value, Some(schema));
    apply_defaults(&mut value, Some(schema));
    check_root(&value, schema)?;
    Ok(value)
}

/// Validation at the root, where `apiVersion`, `kind` and `metadata` are the server's.
fn check_root(value: &Value, schema: &Map<String, Value>) -> Result<(), String> {
    let mut own = value.clone();
    if let Value::Object(object) = &mut own {
        for key in ["apiVersion", "kind", "metadata"] {
            object.remove(key);
        }
    }
    let mut schema = schema.clone();
    if let Some(Value::Object(props)) = schema.get_mut("properties") {
        for key in ["apiVersion", "kind", "metadata"] {
            props.remove(key);
        }
    }
    super::validate::check(&own, &schema)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn schema(v: Value) -> Map<String, Value> {
        v.as_object().cloned().unwrap()
    }

    #[test]
    fn a_null_is_kept_where_nullable_defaulted_where_defaulted_else_dropped() {
        let s = schema(json!({
            "type": "object",
            "properties": {
                "kept": {"type": "integer", "nullable": true, "default": 3},
                "defaulted": {"type": "integer", "default": 3},
                "dropped": {"type": "integer"},
                "missing": {"type": "integer", "default": 4},
                "map": {"type": "object", "additionalProperties": {"type": "string"}},
                "nullableMap": {"type": "object", "additionalProperties": {"type": "string", "nullable": true}},
                "list": {"type": "array", "items": {"type": "string", "nullable": true}},
                "defaultedItems": {"type": "array", "items": {"type": "string", "default": "d"}}
            }
        }));
        let admitted = admit(
            json!({
                "kept": null, "defaulted": null, "dropped": null,
                "map": {"a": null, "b": "x"},
                "nullableMap": {"a": null},
                "list": [null, "x"],
                "defaultedItems": [null, "x"]
            }),
            &s,
        );
        assert_eq!(
            admitted,
            Ok(json!({
                "kept": null, "defaulted": 3, "missing": 4,
                "map": {"b": "x"},
                "nullableMap": {"a": null},
                "list": [null, "x"],
                "defaultedItems": ["d", "x"]
            }))
        );
    }

    #[test]
    fn a_null_in_a_list_that_does_not_allow_it_is_refused() {
        let s = schema(json!({
            "type": "object",
            "properties": {"list": {"type": "array", "items": {"type": "string"}}}
        }));
        assert_eq!(
            admit(json!({"list": ["a", null]}), &s),
            Err("null is not allowed at `list[1]`".into())
        );
    }

    #[test]
    fn defaults_nest_and_the_root_keeps_its_metadata() {
        let s = schema(json!({
            "type": "object",
            "properties": {
                "apiVersion": {"type": "string"},
                "metadata": {"type": "object"},
                "spec": {"type": "object", "default": {}, "properties": {
                    "x": {"type": "string", "default": "a"}
                }}
            }
        }));
        assert_eq!(
            admit(json!({"apiVersion": "v1", "metadata": {"name": "n"}}), &s),
            Ok(json!({"apiVersion": "v1", "metadata": {"name": "n"}, "spec": {"x": "a"}}))
        );
    }
}
