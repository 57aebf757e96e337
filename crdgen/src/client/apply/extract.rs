//! Extraction (client-go's `Extract<Kind>` and `Extract<Kind>Status`, over apimachinery's
//! `managedfields.ExtractInto`): the apply configuration holding exactly the fields one
//! field manager owns, read from the object's `metadata.managedFields`.
//!
//! A manager's entry is the one with its name, operation `Apply` and the subresource
//! asked for (`""` for the main resource, `"status"`). Its `fieldsV1` is a tree of path
//! elements: `f:<name>` a field of an object or a key of a map, `k:{…}` the item of a
//! `listType=map` list with those key values, `v:<json>` the item of a set with that
//! value, `i:<n>` an item by position, and `.` the node itself. A node with no children
//! other than `.` is a leaf: its whole value is owned. Only the leaves' values are kept,
//! with the objects and list items that lead to them (structured-merge-diff's
//! `ExtractItems` over `Set.Leaves()`); an item of a keyed list keeps its key fields so
//! the configuration can be applied again.

use serde::de::{DeserializeOwned, Error as _};
use serde_json::{Map, Value};

use super::ApplyConfiguration;

/// The apply configuration of the fields `field_manager` owns in `object` through
/// `subresource` (`""` for the object, `"status"` for its status), with the object's
/// name, namespace, `apiVersion` and `kind` (client-go's `Extract<Kind>`). A manager
/// with no `Apply` entry owns nothing: the configuration has only those four.
///
/// Errors when the object does not serialize, its `fieldsV1` is not a field set, or the
/// owned fields do not read back as the configuration (a field of a built-in type that
/// needs fields this manager does not own).
pub fn extract<A>(
    object: &A::Object,
    field_manager: &str,
    subresource: &str,
) -> serde_json::Result<A>
where
    A: ApplyConfiguration + DeserializeOwned,
{
    use kube::Resource as _;
    let meta = object.meta();
    let fields = meta
        .managed_fields
        .iter()
        .flatten()
        .find(|m| {
            m.manager.as_deref() == Some(field_manager)
                && m.operation.as_deref() == Some("Apply")
                && m.subresource.as_deref().unwrap_or("") == subresource
        })
        .and_then(|m| m.fields_v1.as_ref())
        .map(|f| &f.0);
    let value = serde_json::to_value(object)?;
    let mut owned = match fields {
        Some(set) => match extract_value(&value, set)? {
            Value::Object(map) => map,
            _ => Map::new(),
        },
        None => Map::new(),
    };
    owned.insert(
        "apiVersion".to_owned(),
        Value::String(A::Object::api_version(&()).into_owned()),
    );
    owned.insert(
        "kind".to_owned(),
        Value::String(A::Object::kind(&()).into_owned()),
    );
    let metadata = owned
        .entry("metadata")
        .or_insert_with(|| Value::Object(Map::new()));
    if let Value::Object(metadata) = metadata {
        if let Some(name) = &meta.name {
            metadata.insert("name".to_owned(), Value::String(name.clone()));
        }
        if let Some(namespace) = &meta.namespace {
            metadata.insert("namespace".to_owned(), Value::String(namespace.clone()));
        }
    }
    serde_json::from_value(Value::Object(owned))
}

/// The part of `value` the FieldsV1 tree `set` names (see the module documentation).
pub fn extract_value(value: &Value, set: &Value) -> serde_json::Result<Value> {
    let Value::Object(set) = set else {
        return Err(serde_json::Error::custom(format!(
            "fieldsV1 is not an object of path elements: {set}"
        )));
    };
    let children: Vec<(&String, &Value)> = set.iter().filter(|(k, _)| *k != ".").collect();
    if children.is_empty() {
        return Ok(value.clone());
    }
    match value {
        Value::Object(object) => {
            let mut out = Map::new();
            for (element, child) in children {
                let Some(name) = element.strip_prefix("f:") else {
                    continue;
                };
                if let Some(v) = object.get(name) {
                    out.insert(name.to_owned(), extract_value(v, child)?);
                }
            }
            Ok(Value::Object(out))
        }
        Value::Array(items) => {
            let mut matchers = Vec::with_capacity(children.len());
            for (element, child) in children {
                matchers.push((Item::parse(element)?, child));
            }
            let mut out = Vec::new();
            for (at, item) in items.iter().enumerate() {
                let Some((which, child)) = matchers.iter().find(|(m, _)| m.matches(at, item))
                else {
                    continue;
                };
                let mut kept = extract_value(item, child)?;
                if let (Item::Key(keys), Value::Object(kept)) = (which, &mut kept) {
                    for (k, v) in keys {
                        kept.insert(k.clone(), v.clone());
                    }
                }
                out.push(kept);
            }
            Ok(Value::Array(out))
        }
        // A scalar with children in the set: the set is of another shape; the value is
        // what there is.
        other => Ok(other.clone()),
    }
}

/// A path element naming a list item.
enum Item {
    /// `k:{…}`: the item whose fields have these values.
    Key(Map<String, Value>),
    /// `v:<json>`: the item equal to this value.
    Value(Value),
    /// `i:<n>`: the item at this position.
    Index(usize),
    /// A field element under a list: matches nothing.
    Other,
}

impl Item {
    fn parse(element: &str) -> serde_json::Result<Item> {
        if let Some(json) = element.strip_prefix("k:") {
            match serde_json::from_str(json)? {
                Value::Object(keys) => Ok(Item::Key(keys)),
                other => Err(serde_json::Error::custom(format!(
                    "the key of a list item is not an object: {other}"
                ))),
            }
        } else if let Some(json) = element.strip_prefix("v:") {
            Ok(Item::Value(serde_json::from_str(json)?))
        } else if let Some(n) = element.strip_prefix("i:") {
            n.parse().map(Item::Index).map_err(|e| {
                serde_json::Error::custom(format!("bad list index in `{element}`: {e}"))
            })
        } else {
            Ok(Item::Other)
        }
    }

    fn matches(&self, at: usize, item: &Value) -> bool {
        match self {
            Item::Key(keys) => keys.iter().all(|(k, v)| item.get(k) == Some(v)),
            Item::Value(v) => v == item,
            Item::Index(i) => *i == at,
            Item::Other => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn keeps_only_the_leaves_and_the_way_to_them() {
        let object = json!({
            "metadata": {"name": "a", "labels": {"app": "web", "team": "x"}},
            "spec": {
                "image": "nginx",
                "replicas": 3,
                "args": ["-v", "-q"],
                "ports": [
                    {"name": "http", "port": 80, "protocol": "TCP"},
                    {"name": "grpc", "port": 9000, "protocol": "TCP"}
                ],
                "tags": ["a", "b"]
            }
        });
        let set = json!({
            "f:metadata": {"f:labels": {".": {}, "f:app": {}}},
            "f:spec": {
                ".": {},
                "f:image": {},
                "f:args": {},
                "f:ports": {"k:{\"name\":\"grpc\"}": {".": {}, "f:port": {}}},
                "f:tags": {"v:\"b\"": {}}
            }
        });
        assert_eq!(
            extract_value(&object, &set).unwrap(),
            json!({
                "metadata": {"labels": {"app": "web"}},
                "spec": {
                    "image": "nginx",
                    "args": ["-v", "-q"],
                    "ports": [{"name": "grpc", "port": 9000}],
                    "tags": ["b"]
                }
            })
        );
    }

    #[test]
    fn a_set_that_is_not_one_is_an_error() {
        let err = extract_value(&json!({"a": 2}), &json!({"f:a": 1})).unwrap_err();
        assert_eq!(
            err.to_string(),
            "fieldsV1 is not an object of path elements: 1"
        );
    }
}
