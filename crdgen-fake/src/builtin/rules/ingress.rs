//! Ingresses (`pkg/apis/networking/validation`): paths and backends.

use serde_json::{Map, Value};

use crdgen_apiserver::FieldError;

use super::{Node, PORT_RANGE, integer, text, valid_port};

/// `validateHTTPIngressRuleValue`: an `http` rule needs paths.
pub(super) fn paths_required(node: &Node<'_>) -> Vec<FieldError> {
    if node.list("paths").is_empty() {
        vec![FieldError::required(node.at("paths"), "")]
    } else {
        Vec::new()
    }
}

/// `validateHTTPIngressPath`: a path needs a `pathType` (nothing else is checked
/// without one); `Exact` and `Prefix` paths, and non-empty `ImplementationSpecific`
/// ones, are absolute; then its backend.
pub(super) fn path(node: &Node<'_>) -> Vec<FieldError> {
    let Some(path_type) = node.value.get("pathType").and_then(Value::as_str) else {
        return vec![FieldError::required(
            node.at("pathType"),
            "pathType must be specified",
        )];
    };
    let mut errors = Vec::new();
    let path = node.str("path");
    let absolute = path.starts_with('/');
    match path_type {
        "Exact" | "Prefix" if !absolute => errors.push(not_absolute(node, path)),
        "ImplementationSpecific" if !path.is_empty() && !absolute => {
            errors.push(not_absolute(node, path));
        }
        "Exact" | "Prefix" | "ImplementationSpecific" => {}
        other => errors.push(FieldError::not_supported(
            node.at("pathType"),
            Value::from(other),
            &["Exact", "ImplementationSpecific", "Prefix"],
        )),
    }
    let empty = Map::new();
    errors.extend(backend(
        &node.at("backend"),
        node.object("backend").unwrap_or(&empty),
    ));
    errors
}

fn not_absolute(node: &Node<'_>, path: &str) -> FieldError {
    FieldError::invalid(
        node.at("path"),
        Value::from(path),
        "must be an absolute path",
    )
}

/// `ValidateIngressSpec`: the default backend, when there is one.
pub(super) fn default_backend(node: &Node<'_>) -> Vec<FieldError> {
    match node.object("defaultBackend") {
        Some(b) => backend(&node.at("defaultBackend"), b),
        None => Vec::new(),
    }
}

/// `validateIngressBackend`: a service or a resource, not both; a service needs a
/// name (a DNS-1035 label) and a port name or number; a resource a kind and a name.
fn backend(path: &str, backend: &Map<String, Value>) -> Vec<FieldError> {
    let set = |key: &str| backend.get(key).and_then(Value::as_object);
    let mut errors = Vec::new();
    match (set("service"), set("resource")) {
        (Some(_), Some(_)) => errors.push(FieldError::invalid(
            path,
            Value::from(""),
            "cannot set both resource and service backends",
        )),
        (None, Some(resource)) => {
            for (field, message) in [("kind", "kind is required"), ("name", "name is required")] {
                if text(resource, field).is_empty() {
                    errors.push(FieldError::required(
                        format!("{path}.resource.{field}"),
                        message,
                    ));
                }
            }
        }
        (Some(service), None) => {
            let name_path = format!("{path}.service.name");
            let name = text(service, "name");
            if name.is_empty() {
                errors.push(FieldError::required(name_path, ""));
            } else {
                errors.extend(
                    crdgen_apimachinery::validation::is_dns1035_label(name)
                        .iter()
                        .map(|v| FieldError::invalid(&name_path, Value::from(name), v.to_string())),
                );
            }
            let empty = Map::new();
            let port = service
                .get("port")
                .and_then(Value::as_object)
                .unwrap_or(&empty);
            let number = integer(port, "number");
            match (text(port, "name").is_empty(), number) {
                (false, n) if n != 0 => errors.push(FieldError::invalid(
                    path,
                    Value::from(""),
                    "cannot set both port name & port number",
                )),
                (false, _) => {}
                (true, 0) => errors.push(FieldError::required(
                    path,
                    "port name or number is required",
                )),
                (true, n) if !valid_port(n) => errors.push(FieldError::invalid(
                    format!("{path}.service.port.number"),
                    Value::from(n),
                    PORT_RANGE,
                )),
                (true, _) => {}
            }
        }
        (None, None) => errors.push(FieldError::invalid(
            path,
            Value::from(""),
            "resource or service backend is required",
        )),
    }
    errors
}
