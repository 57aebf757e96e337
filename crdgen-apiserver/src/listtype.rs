//! `structurallisttype.ValidateListSetsAndMaps` (apiextensions-apiserver
//! `pkg/apiserver/schema/listtype`): items of an `x-kubernetes-list-type: set` are
//! unique, items of a `map` list are objects with unique keys. Paths are
//! `field.Path`'s: `spec.ports[1]`, map values `spec.labels[key]`.
//!
//! Also the correlation ratcheting uses to find an item's stored value: by key in a map
//! list, by value in a set; atomic lists do not correlate their items.

use serde_json::{Map, Value};

use crate::field::{ErrorType, FieldError};

/// Every duplicate set item and map-list key in `value`, and every map-list item that
/// is not an object.
pub fn validate(value: &Value, schema: &Map<String, Value>) -> Vec<FieldError> {
    let mut errors = Vec::new();
    walk(value, Some(schema), "", &mut errors, true);
    errors
}

fn walk(
    value: &Value,
    s: Option<&Map<String, Value>>,
    path: &str,
    errors: &mut Vec<FieldError>,
    root: bool,
) {
    let Some(s) = s else { return };
    match value {
        Value::Object(fields) => {
            let props = s.get("properties").and_then(Value::as_object);
            let additional = s.get("additionalProperties").and_then(Value::as_object);
            for (k, v) in fields {
                if root && matches!(k.as_str(), "apiVersion" | "kind" | "metadata") {
                    continue;
                }
                if let Some(p) = props.and_then(|p| p.get(k)).and_then(Value::as_object) {
                    let child = if path.is_empty() {
                        k.clone()
                    } else {
                        format!("{path}.{k}")
                    };
                    walk(v, Some(p), &child, errors, false);
                } else if let Some(a) = additional {
                    walk(v, Some(a), &format!("{path}[{k}]"), errors, false);
                }
            }
        }
        Value::Array(items) => {
            match s.get("x-kubernetes-list-type").and_then(Value::as_str) {
                Some("set") => set(items, path, errors),
                Some("map") => map(items, &keys(s), path, errors),
                _ => {}
            }
            let item = s.get("items").and_then(Value::as_object);
            for (i, v) in items.iter().enumerate() {
                walk(v, item, &format!("{path}[{i}]"), errors, false);
            }
        }
        _ => {}
    }
}

fn keys(s: &Map<String, Value>) -> Vec<String> {
    s.get("x-kubernetes-list-map-keys")
        .and_then(Value::as_array)
        .map(|k| {
            k.iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default()
}

/// `validateListSet`: each later copy of an item is a duplicate.
fn set(items: &[Value], path: &str, errors: &mut Vec<FieldError>) {
    for (i, item) in items.iter().enumerate() {
        if items[..i].contains(item) {
            errors.push(FieldError::new(
                ErrorType::Duplicate,
                format!("{path}[{i}]"),
                Some(item.clone()),
                "",
            ));
        }
    }
}

/// The key of a map-list item: the key fields it has (`validateListMap`; a missing key
/// counts as its own value, so two items both without it clash).
fn key_of(item: &Map<String, Value>, keys: &[String]) -> Map<String, Value> {
    keys.iter()
        .filter_map(|k| item.get(k).map(|v| (k.clone(), v.clone())))
        .collect()
}

/// `validateListMap`: items are objects (or null), and their keys unique.
fn map(items: &[Value], keys: &[String], path: &str, errors: &mut Vec<FieldError>) {
    let before = errors.len();
    for (i, item) in items.iter().enumerate() {
        if !item.is_object() && !item.is_null() {
            errors.push(FieldError::invalid(
                format!("{path}[{i}]"),
                item.clone(),
                "must be an object for an array of list-type map",
            ));
        }
    }
    if errors.len() > before {
        return;
    }
    let mut seen: Vec<Map<String, Value>> = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let Some(item) = item.as_object() else {
            continue;
        };
        let key = key_of(item, keys);
        if seen.contains(&key) {
            errors.push(FieldError::new(
                ErrorType::Duplicate,
                format!("{path}[{i}]"),
                Some(Value::Object(key)),
                "",
            ));
        } else {
            seen.push(key);
        }
    }
}

/// Finds the stored item an item of a list corresponds to, for ratcheting.
pub(crate) struct Correlator<'a> {
    old: &'a [Value],
    keys: Option<Vec<String>>,
}

/// The correlator of a map or set list with a stored value; `None` for atomic lists.
pub(crate) fn correlator<'a>(
    s: &Map<String, Value>,
    old: Option<&'a Value>,
) -> Option<Correlator<'a>> {
    let old = old?.as_array()?;
    match s.get("x-kubernetes-list-type").and_then(Value::as_str) {
        Some("map") => Some(Correlator {
            old,
            keys: Some(keys(s)),
        }),
        Some("set") => Some(Correlator { old, keys: None }),
        _ => None,
    }
}

impl<'a> Correlator<'a> {
    /// The stored item with the same key (map) or the same value (set).
    pub(crate) fn old_item(&self, item: &Value) -> Option<&'a Value> {
        match &self.keys {
            None => self.old.iter().find(|o| *o == item),
            Some(keys) => {
                let key = key_of(item.as_object()?, keys);
                self.old
                    .iter()
                    .find(|o| o.as_object().is_some_and(|o| key_of(o, keys) == key))
            }
        }
    }
}
