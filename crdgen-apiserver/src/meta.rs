//! The server's own part of a custom resource and of every
//! `x-kubernetes-embedded-resource` in it (apiextensions-apiserver
//! `pkg/apiserver/schema/objectmeta`): `metadata` is read as an ObjectMeta, so fields
//! ObjectMeta does not have are dropped (`Coerce`), and an embedded resource needs its
//! `apiVersion` and `kind` (`Validate`).

use serde_json::{Map, Value};

use crate::field::FieldError;

/// The JSON fields of `metav1.ObjectMeta`.
const OBJECT_META: [&str; 15] = [
    "annotations",
    "creationTimestamp",
    "deletionGracePeriodSeconds",
    "deletionTimestamp",
    "finalizers",
    "generateName",
    "generation",
    "labels",
    "managedFields",
    "name",
    "namespace",
    "ownerReferences",
    "resourceVersion",
    "selfLink",
    "uid",
];

/// Drops what ObjectMeta does not have from the root's `metadata` and from that of
/// every embedded resource.
pub fn coerce(value: &mut Value, schema: &Map<String, Value>) {
    walk(value, Some(schema), true, &mut |object, _| {
        if let Some(Value::Object(meta)) = object.get_mut("metadata") {
            meta.retain(|k, _| OBJECT_META.contains(&k.as_str()));
        }
    });
}

/// `kind` and `apiVersion` of every embedded resource that is set at all
/// (`Required value: must not be empty`).
pub fn validate(value: &Value, schema: &Map<String, Value>) -> Vec<FieldError> {
    let mut errors = Vec::new();
    let mut copy = value.clone();
    walk(&mut copy, Some(schema), true, &mut |object, path| {
        if path.is_empty() {
            return;
        }
        for key in ["kind", "apiVersion"] {
            if object
                .get(key)
                .and_then(Value::as_str)
                .is_none_or(str::is_empty)
            {
                errors.push(FieldError::required(
                    format!("{path}.{key}"),
                    "must not be empty",
                ));
            }
        }
    });
    errors
}

/// Calls `visit` on the root object and on every embedded resource, with its path.
fn walk(
    value: &mut Value,
    s: Option<&Map<String, Value>>,
    root: bool,
    visit: &mut dyn FnMut(&mut Map<String, Value>, &str),
) {
    walk_at(value, s, root, "", visit);
}

fn walk_at(
    value: &mut Value,
    s: Option<&Map<String, Value>>,
    root: bool,
    path: &str,
    visit: &mut dyn FnMut(&mut Map<String, Value>, &str),
) {
    let Some(s) = s else { return };
    match value {
        Value::Object(object) => {
            if root || s.get("x-kubernetes-embedded-resource") == Some(&Value::Bool(true)) {
                visit(object, path);
            }
            let props = s.get("properties").and_then(Value::as_object);
            let additional = s.get("additionalProperties").and_then(Value::as_object);
            for (k, v) in object.iter_mut() {
                if (root || path.is_empty()) && k == "metadata" {
                    continue;
                }
                let child = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                let cs = props
                    .and_then(|p| p.get(k))
                    .and_then(Value::as_object)
                    .or(additional);
                walk_at(v, cs, false, &child, visit);
            }
        }
        Value::Array(items) => {
            let item = s.get("items").and_then(Value::as_object);
            for (i, v) in items.iter_mut().enumerate() {
                walk_at(v, item, false, &format!("{path}[{i}]"), visit);
            }
        }
        _ => {}
    }
}
