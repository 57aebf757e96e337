//! The fields the OpenAPI definitions of a built-in kind mark `required`, checked on
//! the object about to be stored as the kind's Go validation checks them: a required
//! field that is missing, `null`, an empty string or an empty list is a
//! `field.Required(path, "")` error (`spec.template.spec.containers[0].name: Required
//! value`), the zero value Go validation sees in each of those cases.
//!
//! The definitions mark `required` what has no `omitempty` in Go, which is what the
//! validation of the common kinds requires (a pod's containers, a container's name, a
//! Deployment's selector, an env var's name, a volume's name and mount path, …). Go
//! validation reports some of them differently; those are listed in the crate's
//! documentation.

use serde_json::{Map, Value};

use crdgen_apiserver::FieldError;

use super::definitions;

/// The `Required value` errors of `object`, of the definition `root`, in field order.
pub(crate) fn missing(root: &str, object: &Value) -> Vec<FieldError> {
    let mut errors = Vec::new();
    if let Some(schema) = definitions().get(root) {
        // Status is left out: the status strategies' Go validation asks far less
        // than the definitions mark required (a pod's container statuses need no
        // `imageID`, `restartCount` may be left at zero), so the definitions would
        // refuse what the server takes.
        let mut object = object.clone();
        if let Some(map) = object.as_object_mut() {
            map.remove("status");
        }
        walk(schema, &object, "", &mut errors);
    }
    errors
}

/// A schema node with its `$ref` followed.
fn resolve(schema: &Value) -> Option<&Map<String, Value>> {
    let mut node = schema.as_object();
    for _ in 0..8 {
        let Some(reference) = node.and_then(|n| n.get("$ref")).and_then(Value::as_str) else {
            break;
        };
        node = definitions().get(reference).and_then(Value::as_object);
    }
    node
}

/// The zero values Go validation reports as `Required value`.
fn is_zero(value: Option<&Value>) -> bool {
    match value {
        None | Some(Value::Null) => true,
        Some(Value::String(s)) => s.is_empty(),
        Some(Value::Array(items)) => items.is_empty(),
        Some(_) => false,
    }
}

fn child(path: &str, name: &str) -> String {
    if path.is_empty() {
        name.to_owned()
    } else {
        format!("{path}.{name}")
    }
}

fn walk(schema: &Value, value: &Value, path: &str, errors: &mut Vec<FieldError>) {
    let Some(node) = resolve(schema) else {
        return;
    };
    match value {
        Value::Object(map) => {
            if let Some(Value::Object(properties)) = node.get("properties") {
                let required = node
                    .get("required")
                    .and_then(Value::as_array)
                    .map(Vec::as_slice)
                    .unwrap_or_default();
                // In field order, as the definitions and Go's validation list them.
                for (name, property) in properties {
                    if required.iter().any(|r| r == name) && is_zero(map.get(name)) {
                        errors.push(FieldError::required(child(path, name), ""));
                    } else if let Some(v) = map.get(name) {
                        walk(property, v, &child(path, name), errors);
                    }
                }
            } else if let Some(items) = node.get("additionalProperties") {
                for (key, v) in map {
                    walk(items, v, &format!("{path}[{key}]"), errors);
                }
            }
        }
        Value::Array(list) => {
            if let Some(items) = node.get("items") {
                for (index, v) in list.iter().enumerate() {
                    walk(items, v, &format!("{path}[{index}]"), errors);
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

    fn messages(root: &str, object: &Value) -> Vec<String> {
        missing(root, object)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    #[test]
    fn required_fields_of_a_deployment() {
        let deployment = "io.k8s.api.apps.v1.Deployment";
        assert_eq!(
            messages(
                deployment,
                &json!({"metadata": {"name": "a"}, "spec": {
                    "template": {"spec": {"containers": [{"image": "nginx"}, {"name": ""}]}}
                }})
            ),
            [
                "spec.selector: Required value",
                "spec.template.spec.containers[0].name: Required value",
                "spec.template.spec.containers[1].name: Required value",
            ]
        );
        assert_eq!(
            messages(
                deployment,
                &json!({"spec": {
                    "selector": {"matchLabels": {"app": "a"}},
                    "template": {"spec": {"containers": []}}
                }})
            ),
            ["spec.template.spec.containers: Required value"]
        );
        assert_eq!(
            messages(
                deployment,
                &json!({"spec": {
                    "selector": {"matchLabels": {"app": "a"}},
                    "template": {"metadata": {"labels": {"app": "a"}},
                        "spec": {"containers": [{"name": "a", "env": [{"value": "x"}]}]}}
                }})
            ),
            ["spec.template.spec.containers[0].env[0].name: Required value"]
        );
        // No spec at all: the kind's spec is optional in the definitions.
        assert!(messages(deployment, &json!({"metadata": {"name": "a"}})).is_empty());
    }

    #[test]
    fn status_is_not_held_to_the_definitions() {
        let status = json!({"status": {"containerStatuses": [{"name": "a", "ready": true}]}});
        assert!(messages("io.k8s.api.core.v1.Pod", &status).is_empty());
    }

    #[test]
    fn config_maps_require_nothing() {
        assert!(messages("io.k8s.api.core.v1.ConfigMap", &json!({"data": {"a": "b"}})).is_empty());
    }
}
