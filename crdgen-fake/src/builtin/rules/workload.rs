//! The selector rules of the workload kinds, the one piece of Go validation beyond
//! required fields the fake does, because it is the commonest mistake in an
//! operator's Deployment: apps/v1 Deployment and ReplicaSet (`ValidateDeploymentSpec`,
//! `ValidateReplicaSetSpec`) and StatefulSet (`ValidateStatefulSetSpec`).
//!
//! - no `spec.selector`: `spec.selector: Required value`, and since a nil selector
//!   matches nothing, the template's labels do not match it either;
//! - an empty selector (`{}`, what k8s-openapi's `LabelSelector::default()` writes):
//!   `spec.selector: Invalid value: v1.LabelSelector{…}: empty selector is invalid
//!   for deployment` (`statefulset`); it selects everything, so no label check;
//! - otherwise `spec.template.metadata.labels: Invalid value:
//!   map[string]string{"app":"x"}: `selector` does not match template `labels``
//!   when the selector does not select the template's labels.
//!
//! A selector that is not a valid label selector (an unknown operator, …) is left
//! alone here; the server refuses it with the label selector's own messages.

use crdgen_apimachinery::selector::LabelSelector;
use crdgen_apiserver::FieldError;
use crdgen_apiserver::field::go_quote;
use serde_json::Value;

/// The selector errors of `object` of the kind `definition`, in the order the kind's
/// Go validation reports them; none for other kinds.
pub(crate) fn selector_errors(definition: &str, object: &Value) -> Vec<FieldError> {
    let empty_message = match definition {
        "io.k8s.api.apps.v1.Deployment" | "io.k8s.api.apps.v1.ReplicaSet" => {
            "empty selector is invalid for deployment"
        }
        "io.k8s.api.apps.v1.StatefulSet" => "empty selector is invalid for statefulset",
        _ => return Vec::new(),
    };
    let spec = &object["spec"];
    let labels = &spec["template"]["metadata"]["labels"];
    let mismatch = || {
        FieldError::new(
            crdgen_apiserver::ErrorType::Invalid,
            "spec.template.metadata.labels",
            None,
            format!(
                "{}: `selector` does not match template `labels`",
                go_string_map(labels)
            ),
        )
    };
    let selector = &spec["selector"];
    if selector.is_null() {
        return vec![FieldError::required("spec.selector", ""), mismatch()];
    }
    let match_labels = &selector["matchLabels"];
    let match_expressions = &selector["matchExpressions"];
    let count = |v: &Value| match v {
        Value::Object(m) => m.len(),
        Value::Array(a) => a.len(),
        _ => 0,
    };
    if count(match_labels) + count(match_expressions) == 0 {
        let shown = format!(
            "v1.LabelSelector{{MatchLabels:{}, MatchExpressions:{}}}",
            go_string_map(match_labels),
            if match_expressions.is_array() {
                "[]v1.LabelSelectorRequirement{}"
            } else {
                "[]v1.LabelSelectorRequirement(nil)"
            }
        );
        return vec![FieldError::new(
            crdgen_apiserver::ErrorType::Invalid,
            "spec.selector",
            None,
            format!("{shown}: {empty_message}"),
        )];
    }
    let Ok(parsed) = serde_json::from_value(selector.clone()) else {
        return Vec::new();
    };
    let Ok(selector) = LabelSelector::from_label_selector(&parsed) else {
        return Vec::new();
    };
    let set = crate::filter::string_map(labels);
    if selector.matches(&set) {
        Vec::new()
    } else {
        vec![mismatch()]
    }
}

/// Go's `%#v` of a `map[string]string`: `map[string]string{"a":"1", "b":"2"}` (keys
/// sorted), `map[string]string(nil)` for a missing map.
fn go_string_map(value: &Value) -> String {
    match value {
        Value::Object(map) => {
            let entries: Vec<String> = map
                .iter()
                .map(|(k, v)| format!("{}:{}", go_quote(k), go_quote(v.as_str().unwrap_or(""))))
                .collect();
            format!("map[string]string{{{}}}", entries.join(", "))
        }
        _ => "map[string]string(nil)".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn messages(definition: &str, spec: Value) -> Vec<String> {
        selector_errors(definition, &json!({ "spec": spec }))
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    const DEPLOYMENT: &str = "io.k8s.api.apps.v1.Deployment";

    #[test]
    fn selectors_as_the_workload_validation_reports_them() {
        let template = json!({"metadata": {"labels": {"app": "web", "tier": "front"}}});
        assert_eq!(
            messages(DEPLOYMENT, json!({"template": template})),
            [
                "spec.selector: Required value",
                "spec.template.metadata.labels: Invalid value: map[string]string{\"app\":\"web\", \"tier\":\"front\"}: `selector` does not match template `labels`",
            ]
        );
        assert_eq!(
            messages(DEPLOYMENT, json!({"selector": {}, "template": template})),
            [
                "spec.selector: Invalid value: v1.LabelSelector{MatchLabels:map[string]string(nil), MatchExpressions:[]v1.LabelSelectorRequirement(nil)}: empty selector is invalid for deployment"
            ]
        );
        assert_eq!(
            messages(
                "io.k8s.api.apps.v1.StatefulSet",
                json!({"selector": {"matchLabels": {}}})
            ),
            [
                "spec.selector: Invalid value: v1.LabelSelector{MatchLabels:map[string]string{}, MatchExpressions:[]v1.LabelSelectorRequirement(nil)}: empty selector is invalid for statefulset"
            ]
        );
        assert_eq!(
            messages(
                DEPLOYMENT,
                json!({"selector": {"matchLabels": {"app": "api"}}, "template": template})
            ),
            [
                "spec.template.metadata.labels: Invalid value: map[string]string{\"app\":\"web\", \"tier\":\"front\"}: `selector` does not match template `labels`"
            ]
        );
        assert_eq!(
            messages(
                "io.k8s.api.apps.v1.ReplicaSet",
                json!({"selector": {"matchLabels": {"app": "web"}}, "template": {}})
            ),
            [
                "spec.template.metadata.labels: Invalid value: map[string]string(nil): `selector` does not match template `labels`"
            ]
        );
        assert!(
            messages(
                DEPLOYMENT,
                json!({"selector": {"matchLabels": {"app": "web"}, "matchExpressions": [
                    {"key": "tier", "operator": "In", "values": ["front", "back"]}
                ]}, "template": template})
            )
            .is_empty()
        );
        assert!(messages("io.k8s.api.apps.v1.DaemonSet", json!({})).is_empty());
    }
}
