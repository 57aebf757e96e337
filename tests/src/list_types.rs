//! The uniqueness the API server requires of `x-kubernetes-list-type: set` items and of
//! `x-kubernetes-list-type: map` keys (apiextensions-apiserver's
//! `pkg/apiserver/schema/listtype/validation.go`): `crdgen_core::schema::validate` does
//! not check it, so the round-trip harness checks it after admission and the generators
//! keep to it.

use serde_json::{Map, Value};

/// The identity of `item` in a list of `schema`'s list type: the item itself in a set,
/// its key fields (a missing key counts as one value, as the server counts it) in a map,
/// `None` in an atomic list.
fn identity(item: &Value, schema: &Map<String, Value>) -> Option<Value> {
    match schema.get("x-kubernetes-list-type").and_then(Value::as_str) {
        Some("set") => Some(item.clone()),
        Some("map") => {
            let keys = schema
                .get("x-kubernetes-list-map-keys")
                .and_then(Value::as_array)?;
            // A present key as `[value]`, a missing one as `[]`: two items without the
            // key repeat each other, as the server counts them.
            let key = keys
                .iter()
                .filter_map(Value::as_str)
                .map(|k| Value::Array(item.get(k).cloned().into_iter().collect()))
                .collect();
            Some(Value::Array(key))
        }
        _ => None,
    }
}

/// `items` without those that repeat an earlier item's identity.
pub fn unique(items: Vec<Value>, schema: &Map<String, Value>) -> Vec<Value> {
    let mut seen = Vec::new();
    items
        .into_iter()
        .filter(|item| match identity(item, schema) {
            Some(id) if seen.contains(&id) => false,
            Some(id) => {
                seen.push(id);
                true
            }
            None => true,
        })
        .collect()
}

/// Every set and map list in `value` (against `schema`, walked as the server walks it)
/// without a repeated item or key; the error names the path and the repeated item.
pub fn check(value: &Value, schema: &Map<String, Value>) -> Result<(), String> {
    check_at(value, schema, "")
}

fn check_at(value: &Value, schema: &Map<String, Value>, path: &str) -> Result<(), String> {
    match value {
        Value::Array(items) => {
            let mut seen = Vec::new();
            for (i, item) in items.iter().enumerate() {
                if let Some(id) = identity(item, schema) {
                    if seen.contains(&id) {
                        return Err(format!("duplicate item {item} at `{path}[{i}]`"));
                    }
                    seen.push(id);
                }
            }
            if let Some(Value::Object(item_schema)) = schema.get("items") {
                for (i, item) in items.iter().enumerate() {
                    check_at(item, item_schema, &format!("{path}[{i}]"))?;
                }
            }
            Ok(())
        }
        Value::Object(fields) => {
            let properties = schema.get("properties").and_then(Value::as_object);
            let values = schema
                .get("additionalProperties")
                .and_then(Value::as_object);
            for (k, v) in fields {
                let child = match properties.and_then(|p| p.get(k)) {
                    Some(Value::Object(s)) => s,
                    _ => match values {
                        Some(s) => s,
                        None => continue,
                    },
                };
                let path = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                check_at(v, child, &path)?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn sets_and_map_keys_are_unique_atomic_lists_are_not_checked() {
        let schema = json!({"type": "object", "properties": {
            "set": {"type": "array", "x-kubernetes-list-type": "set", "items": {"type": "string"}},
            "map": {"type": "array", "x-kubernetes-list-type": "map",
                    "x-kubernetes-list-map-keys": ["name"],
                    "items": {"type": "object", "properties": {"name": {"type": "string"}, "v": {"type": "integer"}}}},
            "atomic": {"type": "array", "items": {"type": "string"}}
        }});
        let schema = schema.as_object().unwrap();
        assert_eq!(
            check(
                &json!({"set": ["a", "b"], "map": [{"name": "a", "v": 1}, {"name": "b", "v": 1}, {"v": 2}], "atomic": ["a", "a"]}),
                schema
            ),
            Ok(())
        );
        assert_eq!(
            check(&json!({"set": ["a", "a"]}), schema),
            Err("duplicate item \"a\" at `set[1]`".into())
        );
        assert_eq!(
            check(
                &json!({"map": [{"name": "a", "v": 1}, {"name": "a", "v": 2}]}),
                schema
            ),
            Err("duplicate item {\"name\":\"a\",\"v\":2} at `map[1]`".into())
        );
        assert_eq!(
            check(&json!({"map": [{"v": 1}, {"v": 2}]}), schema),
            Err("duplicate item {\"v\":2} at `map[1]`".into())
        );
        let map = schema["properties"]["map"].as_object().unwrap();
        assert_eq!(
            unique(
                vec![
                    json!({"name": "a"}),
                    json!({"name": "a", "v": 1}),
                    json!({"name": "b"})
                ],
                map
            ),
            vec![json!({"name": "a"}), json!({"name": "b"})]
        );
    }
}
