//! Pruning as the API server prunes a custom resource against its structural schema:
//! every field the schema does not declare is dropped, silently, unless
//! `x-kubernetes-preserve-unknown-fields` keeps it. crdgen's promise is that nothing serde
//! writes is ever dropped; the "nothing lost" tests use this to check it.

use serde_json::{Map, Value};

/// Prunes `value` against `schema`. `root` marks the object's root, where `apiVersion`,
/// `kind` and `metadata` are the API server's own (`metadata` is pruned as ObjectMeta,
/// not by the schema, so it is kept whole here).
pub fn prune(value: &mut Value, schema: &Map<String, Value>, root: bool) {
    let preserve = schema
        .get("x-kubernetes-preserve-unknown-fields")
        .and_then(Value::as_bool)
        .unwrap_or(false);
    let embedded = schema
        .get("x-kubernetes-embedded-resource")
        .and_then(Value::as_bool)
        .unwrap_or(false);
    match value {
        Value::Object(object) => {
            let properties = schema.get("properties").and_then(Value::as_object);
            let additional = schema
                .get("additionalProperties")
                .and_then(Value::as_object);
            object.retain(|key, child| {
                if (root || embedded) && matches!(key.as_str(), "apiVersion" | "kind" | "metadata")
                {
                    if let Some(Value::Object(s)) = properties.and_then(|p| p.get(key))
                        && key != "metadata"
                    {
                        prune(child, s, false);
                    }
                    return true;
                }
                if let Some(Value::Object(s)) = properties.and_then(|p| p.get(key)) {
                    prune(child, s, false);
                    return true;
                }
                if let Some(s) = additional {
                    prune(child, s, false);
                    return true;
                }
                preserve
            });
        }
        Value::Array(items) => {
            if let Some(Value::Object(s)) = schema.get("items") {
                for item in items {
                    prune(item, s, false);
                }
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
