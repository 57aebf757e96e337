//! `structuralpruning.Prune` (apiextensions-apiserver `pkg/apiserver/schema/pruning`):
//! every field the structural schema does not declare is dropped, silently, unless
//! `x-kubernetes-preserve-unknown-fields` keeps it. The resource root and every
//! `x-kubernetes-embedded-resource` keep `apiVersion` and `kind` when they are strings
//! and `metadata` when it is an object (the server reads those as ObjectMeta, see
//! [`crate::meta`]). crdgen's promise is that nothing serde writes is ever dropped; the
//! "nothing lost" tests use this to check it.

use serde_json::{Map, Value};

/// Prunes `value` against `schema`. `root` marks the object's root, which the server
/// prunes as an embedded resource (`Prune(obj, s, isResourceRoot=true)`).
pub fn prune(value: &mut Value, schema: &Map<String, Value>, root: bool) {
    let schema = Some(schema);
    prune_node(value, schema, root);
}

fn flag(schema: Option<&Map<String, Value>>, key: &str) -> bool {
    schema.and_then(|s| s.get(key)) == Some(&Value::Bool(true))
}

fn child<'s>(schema: &'s Map<String, Value>, key: &str) -> Option<&'s Map<String, Value>> {
    schema.get(key).and_then(Value::as_object)
}

/// `apiVersion` and `kind` as strings, `metadata` as an object: the fields an embedded
/// resource (or the root) keeps whatever its schema says.
fn is_type_or_meta(key: &str, value: &Value) -> bool {
    match key {
        "apiVersion" | "kind" => value.is_string(),
        "metadata" => value.is_object(),
        _ => false,
    }
}

/// `prune`: `embedded` is `x-kubernetes-embedded-resource`, forced on at the root.
fn prune_node(value: &mut Value, schema: Option<&Map<String, Value>>, root: bool) {
    if flag(schema, "x-kubernetes-preserve-unknown-fields") {
        skip_prune(value, schema, root);
        return;
    }
    let embedded = root || flag(schema, "x-kubernetes-embedded-resource");
    match value {
        Value::Object(object) => {
            let Some(s) = schema else {
                object.clear();
                return;
            };
            let properties = child(s, "properties");
            let additional = child(s, "additionalProperties");
            object.retain(|key, v| {
                if embedded && is_type_or_meta(key, v) {
                    return true;
                }
                if let Some(p) = properties.and_then(|p| child(p, key)) {
                    prune_node(v, Some(p), false);
                    true
                } else if let Some(a) = additional {
                    prune_node(v, Some(a), false);
                    true
                } else {
                    false
                }
            });
        }
        Value::Array(items) => {
            let item = schema.and_then(|s| child(s, "items"));
            for v in items {
                prune_node(v, item, false);
            }
        }
        _ => {}
    }
}

/// `skipPrune`: under `x-kubernetes-preserve-unknown-fields` unknown fields stay, but
/// the declared ones are pruned by their own schemas.
fn skip_prune(value: &mut Value, schema: Option<&Map<String, Value>>, root: bool) {
    let Some(s) = schema else { return };
    let embedded = root || flag(schema, "x-kubernetes-embedded-resource");
    match value {
        Value::Object(object) => {
            let properties = child(s, "properties");
            let additional = child(s, "additionalProperties");
            for (key, v) in object.iter_mut() {
                if embedded && is_type_or_meta(key, v) {
                    continue;
                }
                if let Some(p) = properties.and_then(|p| child(p, key)) {
                    prune_node(v, Some(p), false);
                } else if let Some(a) = additional {
                    prune_node(v, Some(a), false);
                }
            }
        }
        Value::Array(items) => {
            let item = child(s, "items");
            for v in items {
                skip_prune(v, item, false);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn pruned(mut value: Value, schema: Value, root: bool) -> Value {
        prune(&mut value, schema.as_object().unwrap(), root);
        value
    }

    #[test]
    fn unknown_fields_go_unless_preserved() {
        let schema = json!({
            "type": "object",
            "properties": {
                "spec": {"type": "object", "properties": {
                    "a": {"type": "integer"},
                    "list": {"type": "array", "items": {"type": "object", "properties": {"x": {"type": "string"}}}},
                    "map": {"type": "object", "additionalProperties": {"type": "object", "properties": {"y": {"type": "string"}}}},
                    "free": {"type": "object", "x-kubernetes-preserve-unknown-fields": true, "properties": {"k": {"type": "object", "properties": {}}}},
                    "pod": {"type": "object", "x-kubernetes-embedded-resource": true, "properties": {"spec": {"type": "object"}}}
                }}
            }
        });
        let value = json!({
            "apiVersion": "v1", "kind": "K", "metadata": {"name": "n", "labels": {"a": "b"}},
            "junk": 1,
            "spec": {
                "a": 1, "b": 2,
                "list": [{"x": "1", "z": 2}],
                "map": {"k": {"y": "1", "z": 2}},
                "free": {"anything": [1], "k": {"gone": 1}},
                "pod": {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "p"}, "spec": {}, "status": {}}
            }
        });
        assert_eq!(
            pruned(value, schema, true),
            json!({
                "apiVersion": "v1", "kind": "K", "metadata": {"name": "n", "labels": {"a": "b"}},
                "spec": {
                    "a": 1,
                    "list": [{"x": "1"}],
                    "map": {"k": {"y": "1"}},
                    "free": {"anything": [1], "k": {}},
                    "pod": {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "p"}, "spec": {}}
                }
            })
        );
    }
}
