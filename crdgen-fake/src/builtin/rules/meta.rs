//! Object metadata (`k8s.io/apimachinery/pkg/api/validation`, `ValidateObjectMeta`).

use serde_json::Value;

use crdgen_apiserver::FieldError;

use super::{Node, text};
use crate::objectmeta::version;

/// `validateOwnerReference`, for each of the object's owner references: apiVersion
/// without a version, an empty kind, name or uid is `Invalid`, at
/// `metadata.ownerReferences.<field>` (Go's path has no index). Only the object's own
/// metadata: a pod template's is not validated so.
pub(super) fn owner_references(node: &Node<'_>) -> Vec<FieldError> {
    if node.path != "metadata" {
        return Vec::new();
    }
    let path = node.at("ownerReferences");
    let mut errors = Vec::new();
    for reference in node
        .list("ownerReferences")
        .iter()
        .filter_map(Value::as_object)
    {
        let api_version = text(reference, "apiVersion");
        if version(api_version).is_empty() {
            errors.push(FieldError::invalid(
                format!("{path}.apiVersion"),
                Value::from(api_version),
                "version must not be empty",
            ));
        }
        for (field, message) in [
            ("kind", "kind must not be empty"),
            ("name", "name must not be empty"),
            ("uid", "uid must not be empty"),
        ] {
            let value = text(reference, field);
            if value.is_empty() {
                errors.push(FieldError::invalid(
                    format!("{path}.{field}"),
                    Value::from(value),
                    message,
                ));
            }
        }
    }
    errors
}
