//! `structuraldefaulting.PruneNonNullableNullsWithoutDefaults` and
//! `structuraldefaulting.Default` (apiextensions-apiserver
//! `pkg/apiserver/schema/defaulting/prunenulls.go` and `algorithm.go`): after pruning,
//! the schema-coercing decoder drops the nulls the schema does not allow, and the
//! versioning codec fills in defaults. So a `null`:
//! - where the node is `nullable` is kept, whether or not the node has a default;
//! - where it is not `nullable` and has a default, becomes the default;
//! - where it is neither, is dropped from an object (a property or a map entry) and
//!   kept in a list, where validation then rejects it.

use serde_json::{Map, Value};

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
