//! Small helpers over objects held as JSON.

use serde_json::{Map, Value};

/// `metadata.<field>` as a string, empty when missing.
pub(crate) fn meta_str<'a>(object: &'a Value, field: &str) -> &'a str {
    object["metadata"][field].as_str().unwrap_or("")
}

/// The `metadata` map, created if missing; `None` only when the object is not a JSON
/// object at all (bodies are checked to be objects before they get here).
pub(crate) fn metadata_mut(object: &mut Value) -> Option<&mut Map<String, Value>> {
    let root = object.as_object_mut()?;
    let metadata = root
        .entry("metadata")
        .or_insert_with(|| Value::Object(Map::new()));
    if !metadata.is_object() {
        *metadata = Value::Object(Map::new());
    }
    metadata.as_object_mut()
}

/// Sets or removes a metadata field.
pub(crate) fn set_meta(object: &mut Value, field: &str, value: Option<Value>) {
    if let Some(metadata) = metadata_mut(object) {
        match value {
            Some(v) => {
                metadata.insert(field.to_owned(), v);
            }
            None => {
                metadata.remove(field);
            }
        }
    }
}

/// The object's finalizers.
pub(crate) fn finalizers(object: &Value) -> Vec<String> {
    object["metadata"]["finalizers"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|f| f.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

/// The object without the top-level keys given, for "did anything else change".
pub(crate) fn without(object: &Value, keys: &[&str]) -> Value {
    match object {
        Value::Object(m) => Value::Object(
            m.iter()
                .filter(|(k, _)| !keys.contains(&k.as_str()))
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// The value at a CRD-style JSON path (`.spec.replicas`).
pub(crate) fn at_path<'a>(object: &'a Value, path: &str) -> Option<&'a Value> {
    path.trim_start_matches('.')
        .split('.')
        .try_fold(object, |v, key| v.get(key))
}

/// Sets the value at a CRD-style JSON path, creating objects on the way.
pub(crate) fn set_path(object: &mut Value, path: &str, value: Value) {
    let mut current = object;
    let keys: Vec<&str> = path.trim_start_matches('.').split('.').collect();
    for (i, key) in keys.iter().enumerate() {
        if !current.is_object() {
            *current = Value::Object(Map::new());
        }
        let Value::Object(map) = current else {
            return;
        };
        if i + 1 == keys.len() {
            map.insert((*key).to_owned(), value);
            return;
        }
        current = map
            .entry((*key).to_owned())
            .or_insert_with(|| Value::Object(Map::new()));
    }
}
