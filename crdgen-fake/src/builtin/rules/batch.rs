//! Jobs and cron jobs (`pkg/apis/batch/validation`).

use serde_json::Value;

use crdgen_apiserver::FieldError;

use super::{Node, text};

/// `validateJobSpec`: the pod template's restart policy, defaulted to `Always` by the
/// pod defaults, must be `OnFailure` or `Never`, so a Job must set it.
pub(super) fn job_restart_policy(node: &Node<'_>) -> Vec<FieldError> {
    let policy = node
        .object("template")
        .and_then(|t| t.get("spec"))
        .and_then(Value::as_object)
        .map(|s| text(s, "restartPolicy"))
        .filter(|p| !p.is_empty())
        .unwrap_or("Always");
    if policy == "OnFailure" || policy == "Never" {
        return Vec::new();
    }
    vec![FieldError::not_supported(
        format!("{}.spec.restartPolicy", node.at("template")),
        Value::from(policy),
        &["OnFailure", "Never"],
    )]
}

/// `ValidateCronJobSpec`: a cron job needs a schedule (its syntax is not checked
/// here).
pub(super) fn schedule_required(node: &Node<'_>) -> Vec<FieldError> {
    if node.str("schedule").is_empty() {
        vec![FieldError::required(node.at("schedule"), "")]
    } else {
        Vec::new()
    }
}
