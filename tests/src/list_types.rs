//! The uniqueness the API server requires of `x-kubernetes-list-type: set` items and of
//! `x-kubernetes-list-type: map` keys (apiextensions-apiserver's
//! `pkg/apiserver/schema/listtype/validation.go`), which the generators keep to
//! (`crdgen_apiserver::listtype` checks it, as the server and the fake do).

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

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn unique_keeps_the_first_item_of_each_set_item_or_map_key() {
        let schema = json!({"type": "object", "properties": {
            "set": {"type": "array", "x-kubernetes-list-type": "set", "items": {"type": "string"}},
            "map": {"type": "array", "x-kubernetes-list-type": "map",
                    "x-kubernetes-list-map-keys": ["name"],
                    "items": {"type": "object", "properties": {"name": {"type": "string"}, "v": {"type": "integer"}}}},
            "atomic": {"type": "array", "items": {"type": "string"}}
        }});
        let schema = schema.as_object().unwrap();
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
