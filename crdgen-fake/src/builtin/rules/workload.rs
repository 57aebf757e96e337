//! The workload kinds' spec rules (`pkg/apis/apps/validation`): the selector against
//! the pod template's labels, and the restart policy the template may have. The
//! commonest mistakes in an operator's Deployment.
//!
//! Deployments, ReplicaSets and StatefulSets (`ValidateDeploymentSpec`,
//! `ValidateReplicaSetSpec`, `ValidateStatefulSetSpec`):
//! - no `spec.selector`: `spec.selector: Required value`, and since a nil selector
//!   matches nothing, the template's labels do not match it either;
//! - an empty selector (`{}`, what k8s-openapi's `LabelSelector::default()` writes):
//!   `spec.selector: Invalid value: v1.LabelSelector{…}: empty selector is invalid
//!   for deployment` (ReplicaSets say `deployment` too; `statefulset`); it selects
//!   everything, so no label check;
//! - otherwise `spec.template.metadata.labels: Invalid value:
//!   map[string]string{"app":"x"}: `selector` does not match template `labels``
//!   when the selector does not select the template's labels.
//!
//! DaemonSets (`ValidateDaemonSetSpec`) have no `Required value`: a missing selector
//! only fails to match the labels; an empty one is `empty selector is invalid for
//! daemonset`.
//!
//! A selector that is not a valid label selector (an unknown operator, …) is left
//! alone here; the server refuses it with the label selector's own messages.

use crdgen_apimachinery::selector::LabelSelector;
use crdgen_apiserver::field::go_quote;
use crdgen_apiserver::{ErrorType, FieldError};
use serde_json::{Map, Value};

use super::{Node, text};

/// The kind a workload spec belongs to, as its empty-selector message names it.
enum Kind {
    Deployment,
    StatefulSet,
}

/// What a workload's selector selects: `None` for a nil selector (`labels.Nothing()`),
/// `Some(None)` for one that does not parse.
fn selects(selector: Option<&Value>, labels: &Value) -> Option<Option<bool>> {
    let selector = selector?;
    let parsed = serde_json::from_value(selector.clone())
        .ok()
        .and_then(|s| LabelSelector::from_label_selector(&s).ok());
    Some(parsed.map(|s| s.matches(&crate::filter::string_map(labels))))
}

/// The selector, unless missing or `null`.
fn selector<'a>(node: &Node<'a>) -> Option<&'a Value> {
    node.value.get("selector").filter(|s| !s.is_null())
}

/// The template's labels.
fn template_labels<'a>(node: &Node<'a>) -> &'a Value {
    static NULL: Value = Value::Null;
    node.object("template")
        .and_then(|t| t.get("metadata"))
        .and_then(|m| m.get("labels"))
        .unwrap_or(&NULL)
}

/// Whether a selector has neither labels nor expressions.
fn empty(selector: &Value) -> bool {
    let count = |v: &Value| match v {
        Value::Object(m) => m.len(),
        Value::Array(a) => a.len(),
        _ => 0,
    };
    count(&selector["matchLabels"]) + count(&selector["matchExpressions"]) == 0
}

/// `spec.template.metadata.labels: Invalid value: …: `selector` does not match
/// template `labels``.
fn mismatch(node: &Node<'_>) -> FieldError {
    FieldError::new(
        ErrorType::Invalid,
        format!("{}.metadata.labels", node.at("template")),
        None,
        format!(
            "{}: `selector` does not match template `labels`",
            go_string_map(template_labels(node))
        ),
    )
}

/// `spec.selector: Invalid value: v1.LabelSelector{…}: empty selector is invalid for
/// <kind>`.
fn empty_selector(node: &Node<'_>, selector: &Value, kind: &str) -> FieldError {
    let expressions = &selector["matchExpressions"];
    let shown = format!(
        "v1.LabelSelector{{MatchLabels:{}, MatchExpressions:{}}}",
        go_string_map(&selector["matchLabels"]),
        if expressions.is_array() {
            "[]v1.LabelSelectorRequirement{}"
        } else {
            "[]v1.LabelSelectorRequirement(nil)"
        }
    );
    FieldError::new(
        ErrorType::Invalid,
        node.at("selector"),
        None,
        format!("{shown}: empty selector is invalid for {kind}"),
    )
}

/// The selector rules of Deployments, ReplicaSets and StatefulSets.
fn required_selector(node: &Node<'_>, kind: Kind) -> Vec<FieldError> {
    let Some(selector) = selector(node) else {
        // A nil selector is `labels.Nothing()`, which no labels match.
        return vec![
            FieldError::required(node.at("selector"), ""),
            mismatch(node),
        ];
    };
    if empty(selector) {
        let kind = match kind {
            Kind::Deployment => "deployment",
            Kind::StatefulSet => "statefulset",
        };
        return vec![empty_selector(node, selector, kind)];
    }
    match selects(Some(selector), template_labels(node)) {
        Some(Some(false)) => vec![mismatch(node)],
        _ => Vec::new(),
    }
}

/// `ValidateDeploymentSpec`, `ValidateReplicaSetSpec`: the selector.
pub(super) fn deployment_selector(node: &Node<'_>) -> Vec<FieldError> {
    required_selector(node, Kind::Deployment)
}

/// `ValidateStatefulSetSpec`: the selector.
pub(super) fn stateful_set_selector(node: &Node<'_>) -> Vec<FieldError> {
    required_selector(node, Kind::StatefulSet)
}

/// `ValidateDaemonSetSpec`: the selector must select the template's labels (a nil one
/// selects nothing) and may not be empty.
pub(super) fn daemon_set_selector(node: &Node<'_>) -> Vec<FieldError> {
    let selector = selector(node);
    let mut errors = Vec::new();
    if matches!(
        selects(selector, template_labels(node)),
        None | Some(Some(false))
    ) {
        errors.push(mismatch(node));
    }
    if let Some(selector) = selector
        && empty(selector)
    {
        errors.push(empty_selector(node, selector, "daemonset"));
    }
    errors
}

/// `ValidatePodTemplateSpecForReplicaSet` (Deployments, ReplicaSets),
/// `ValidateStatefulSetSpec`, `ValidateDaemonSetSpec`: the pod template's restart
/// policy, defaulted to `Always`, must be `Always`.
pub(super) fn restart_policy_always(node: &Node<'_>) -> Vec<FieldError> {
    let spec = node.object("template").and_then(|t| t.get("spec"));
    let policy = spec
        .and_then(Value::as_object)
        .map(|s| text(s, "restartPolicy"))
        .filter(|p| !p.is_empty())
        .unwrap_or("Always");
    if policy == "Always" {
        return Vec::new();
    }
    vec![FieldError::not_supported(
        format!("{}.spec.restartPolicy", node.at("template")),
        Value::from(policy),
        &["Always"],
    )]
}

/// Go's `%#v` of a `map[string]string`: `map[string]string{"a":"1", "b":"2"}` (keys
/// sorted), `map[string]string(nil)` for a missing map.
fn go_string_map(value: &Value) -> String {
    match value {
        Value::Object(map) => format!("map[string]string{{{}}}", entries(map)),
        _ => "map[string]string(nil)".to_owned(),
    }
}

fn entries(map: &Map<String, Value>) -> String {
    let entries: Vec<String> = map
        .iter()
        .map(|(k, v)| format!("{}:{}", go_quote(k), go_quote(v.as_str().unwrap_or(""))))
        .collect();
    entries.join(", ")
}
