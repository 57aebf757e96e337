//! The strategy's validation of a built-in object about to be stored, as far as the
//! fake reproduces it: the rules of [`super::rules::RULES`], each a check kube-apiserver's
//! Go validation (`pkg/apis/*/validation`) is known to make, with the server's field
//! path and message, run on every struct of the object the rule's definition
//! describes.
//!
//! What the OpenAPI definitions call `required` is not a check by itself: it only
//! means the Go field has no `omitempty`, and the server decodes a missing value as
//! the Go zero value and leaves it to the Go validation to refuse it or not (an HTTP
//! header with `value: ""` is fine; a container without a name is not). So a field the
//! definitions require is checked for its JSON type only (by [`super::decode`]), and
//! refused only where a rule of the table refuses it.
//!
//! Go validates the zero value of a struct field the body leaves out; the walk does
//! the same for the fields listed in [`ZERO_STRUCTS`] (a Deployment without `spec` is
//! refused for the containers its zero pod spec lacks). `status` is left out: the
//! main resource's strategy does not validate it, and the status strategies check
//! none of what the table checks.

use serde_json::{Map, Value};

use crdgen_apiserver::FieldError;

use super::rules::{Node, RULES};
use super::{definitions, resolve};

/// Struct fields whose Go type is a struct value (not a pointer) that the kind's
/// validation looks into even when the body leaves them out, by (definition, field).
const ZERO_STRUCTS: &[(&str, &str)] = &[
    ("io.k8s.api.apps.v1.DaemonSet", "spec"),
    ("io.k8s.api.apps.v1.DaemonSetSpec", "template"),
    ("io.k8s.api.apps.v1.Deployment", "spec"),
    ("io.k8s.api.apps.v1.DeploymentSpec", "template"),
    ("io.k8s.api.apps.v1.ReplicaSet", "spec"),
    ("io.k8s.api.apps.v1.ReplicaSetSpec", "template"),
    ("io.k8s.api.apps.v1.StatefulSet", "spec"),
    ("io.k8s.api.apps.v1.StatefulSetSpec", "template"),
    ("io.k8s.api.batch.v1.CronJob", "spec"),
    ("io.k8s.api.batch.v1.CronJobSpec", "jobTemplate"),
    ("io.k8s.api.batch.v1.Job", "spec"),
    ("io.k8s.api.batch.v1.JobSpec", "template"),
    ("io.k8s.api.batch.v1.JobTemplateSpec", "spec"),
    ("io.k8s.api.core.v1.Pod", "spec"),
    ("io.k8s.api.core.v1.PodTemplate", "template"),
    ("io.k8s.api.core.v1.PodTemplateSpec", "spec"),
    ("io.k8s.api.core.v1.Service", "spec"),
    ("io.k8s.api.rbac.v1.ClusterRoleBinding", "roleRef"),
    ("io.k8s.api.rbac.v1.RoleBinding", "roleRef"),
];

/// Parts of a kind its Go validation does not look into, by (root definition, field
/// path): a StatefulSet's pod template spec (`ValidatePodTemplateSpecForStatefulSet`
/// checks the template's labels and annotations only; validating the pod spec is a
/// TODO in `pkg/apis/apps/validation`).
const NOT_VALIDATED: &[(&str, &str)] = &[("io.k8s.api.apps.v1.StatefulSet", "spec.template.spec")];

/// The validation errors of `object`, of the definition `root`
/// (`io.k8s.api.apps.v1.Deployment`): for each struct in the object, in field-name
/// order from the root, the errors of the table's rules for its definition, in table
/// order. None for a kind the definitions do not have.
pub(crate) fn errors(root: &str, object: &Value) -> Vec<FieldError> {
    let mut walk = Walk {
        root,
        errors: Vec::new(),
    };
    if let Some(schema) = definitions().get(root) {
        walk.value(Some(root), schema, object, "");
    }
    walk.errors
}

struct Walk<'r> {
    root: &'r str,
    errors: Vec<FieldError>,
}

fn child(path: &str, name: &str) -> String {
    if path.is_empty() {
        name.to_owned()
    } else {
        format!("{path}.{name}")
    }
}

impl Walk<'_> {
    /// Walks `value` of the schema node `schema`; `name` is the definition the node is,
    /// when it is given by name rather than by `$ref` (the root).
    fn value(&mut self, name: Option<&str>, schema: &Value, value: &Value, path: &str) {
        let (reference, node) = resolve(schema);
        let Some(node) = node else {
            return;
        };
        match value {
            Value::Object(map) => {
                if let Some(Value::Object(properties)) = node.get("properties") {
                    let definition = reference.or(name).unwrap_or("");
                    self.object(definition, properties, map, path);
                } else if let Some(items) = node.get("additionalProperties") {
                    for (key, v) in map {
                        self.value(None, items, v, &format!("{path}[{key}]"));
                    }
                }
            }
            Value::Array(list) => {
                if let Some(items) = node.get("items") {
                    for (index, v) in list.iter().enumerate() {
                        self.value(None, items, v, &format!("{path}[{index}]"));
                    }
                }
            }
            _ => {}
        }
    }

    /// A struct: the table's rules for its definition, then its fields.
    fn object(
        &mut self,
        definition: &str,
        properties: &Map<String, Value>,
        map: &Map<String, Value>,
        path: &str,
    ) {
        let node = Node {
            value: map,
            path,
            root: self.root,
        };
        for rule in RULES.iter().filter(|r| r.definition == definition) {
            self.errors.extend((rule.check)(&node));
        }
        let empty = Value::Object(Map::new());
        for (name, property) in properties {
            let field = child(path, name);
            if path.is_empty() && name == "status"
                || NOT_VALIDATED.contains(&(self.root, field.as_str()))
            {
                continue;
            }
            match map.get(name).filter(|v| !v.is_null()) {
                Some(v) => self.value(None, property, v, &field),
                None if ZERO_STRUCTS.contains(&(definition, name.as_str())) => {
                    self.value(None, property, &empty, &field);
                }
                None => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn messages(root: &str, object: &Value) -> Vec<String> {
        errors(root, object)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    const DEPLOYMENT: &str = "io.k8s.api.apps.v1.Deployment";

    #[test]
    fn zero_structs_are_validated_as_go_validates_them() {
        // No spec at all: Go validates the zero DeploymentSpec, its zero template and
        // that template's zero pod spec.
        assert_eq!(
            messages(DEPLOYMENT, &json!({"metadata": {"name": "a"}})),
            [
                "spec.selector: Required value",
                "spec.template.metadata.labels: Invalid value: map[string]string(nil): `selector` does not match template `labels`",
                "spec.template.spec.containers: Required value",
            ]
        );
        assert_eq!(
            messages("io.k8s.api.core.v1.Pod", &json!({"spec": null})),
            ["spec.containers: Required value"]
        );
    }

    #[test]
    fn a_statefulsets_pod_spec_is_not_validated() {
        let set = json!({"spec": {
            "selector": {"matchLabels": {"app": "a"}},
            "template": {"metadata": {"labels": {"app": "a"}}, "spec": {"containers": []}},
        }});
        assert!(messages("io.k8s.api.apps.v1.StatefulSet", &set).is_empty());
        // The same template in a ReplicaSet is refused.
        assert_eq!(
            messages("io.k8s.api.apps.v1.ReplicaSet", &set),
            ["spec.template.spec.containers: Required value"]
        );
    }

    #[test]
    fn status_is_not_validated() {
        let pod = json!({
            "spec": {"containers": [{"name": "a", "image": "nginx"}]},
            "status": {"containerStatuses": [{"name": "", "ready": true}]},
        });
        assert!(messages("io.k8s.api.core.v1.Pod", &pod).is_empty());
    }

    #[test]
    fn required_fields_are_not_refused_by_themselves() {
        // The definitions require HTTPHeader.value, EnvVar.name and value-less
        // ConfigMap data is fine: only the table's rules refuse.
        let pod = json!({"spec": {"containers": [{
            "name": "a", "image": "nginx", "resources": {},
            "env": [{"name": "EMPTY", "value": ""}, {"name": "UNSET"}],
            "livenessProbe": {"httpGet": {"port": 8080, "httpHeaders": [{"name": "X", "value": ""}]}},
        }]}});
        assert!(messages("io.k8s.api.core.v1.Pod", &pod).is_empty());
        let config = json!({"data": {"empty": ""}});
        assert!(messages("io.k8s.api.core.v1.ConfigMap", &config).is_empty());
        // A kind the definitions do not have is not validated.
        assert!(messages("io.k8s.api.example.v1.Unknown", &json!({})).is_empty());
    }
}
