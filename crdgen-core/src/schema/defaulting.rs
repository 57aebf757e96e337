//! What the API server does to a custom resource after pruning unknown fields
//! ([`super::prune`]): nulls it is not told to keep are dropped, defaults are filled in,
//! and the result is validated ([`super::validate`]). [`admit`] runs the four steps in the
//! server's order; the "nothing lost" tests pass what serde writes through it and read
//! the result back.
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

/// The schema of `field` of an object whose schema is `s`: its property's, else that of
/// its map values (`getSchemaForField`).
fn field_schema<'s>(
    field: &str,
    s: Option<&'s Map<String, Value>>,
) -> Option<&'s Map<String, Value>> {
    let s = s?;
    if let Some(Value::Object(p)) = s.get("properties").and_then(|p| p.get(field)) {
        return Some(p);
    }
    s.get("additionalProperties").and_then(Value::as_object)
}

fn nullable(s: &Map<String, Value>) -> bool {
    s.get("nullable") == Some(&Value::Bool(true))
}

/// `PruneNonNullableNullsWithoutDefaults`: drops from objects every null whose node is
/// neither nullable nor defaulted (those are defaulted next); nulls in lists stay.
pub fn prune_nulls(value: &mut Value, s: Option<&Map<String, Value>>) {
    match value {
        Value::Object(object) => {
            object.retain(|k, v| {
                let child = field_schema(k, s);
                let drop = v.is_null()
                    && child.is_some_and(|c| !nullable(c) && !c.contains_key("default"));
                if !drop {
                    prune_nulls(v, child);
                }
                !drop
            });
        }
        Value::Array(items) => {
            let item = s.and_then(|s| s.get("items")).and_then(Value::as_object);
            for v in items {
                prune_nulls(v, item);
            }
        }
        _ => {}
    }
}

/// Is `v` a null where `s` does not allow one (`isNonNullableNull`)?
fn non_nullable_null(v: &Value, s: Option<&Map<String, Value>>) -> bool {
    v.is_null() && s.is_some_and(|s| !nullable(s))
}

/// `structuraldefaulting.Default`: a missing property, or a null where null is not
/// allowed, gets its default; then every property, map value and list item is defaulted
/// in turn.
pub fn apply_defaults(value: &mut Value, s: Option<&Map<String, Value>>) {
    let Some(s) = s else { return };
    match value {
        Value::Object(object) => {
            if let Some(Value::Object(props)) = s.get("properties") {
                for (k, prop) in props {
                    let Value::Object(prop) = prop else { continue };
                    let Some(default) = prop.get("default") else {
                        continue;
                    };
                    let missing = object
                        .get(k)
                        .is_none_or(|v| non_nullable_null(v, Some(prop)));
                    if missing {
                        object.insert(k.clone(), default.clone());
                    }
                }
            }
            let props = s.get("properties").and_then(Value::as_object);
            let values = s.get("additionalProperties").and_then(Value::as_object);
            for (k, v) in object.iter_mut() {
                if let Some(Value::Object(prop)) = props.and_then(|p| p.get(k)) {
                    apply_defaults(v, Some(prop));
                } else if let Some(values) = values {
                    if non_nullable_null(v, Some(values))
                        && let Some(default) = values.get("default")
                    {
                        *v = default.clone();
                    }
                    apply_defaults(v, Some(values));
                }
            }
        }
        Value::Array(items) => {
            let item = s.get("items").and_then(Value::as_object);
            for v in items {
                if non_nullable_null(v, item)
                    && let Some(default) = item.and_then(|i| i.get("default"))
                {
                    *v = default.clone();
                }
                apply_defaults(v, item);
            }
        }
        _ => {}
    }
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
