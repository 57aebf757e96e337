//! Services (`pkg/apis/core/validation`, `ValidateService`), after the defaulting
//! `SetDefaults_Service` does: `type` ClusterIP, a port's `protocol` TCP and its
//! `targetPort` the port itself.

use std::collections::BTreeSet;

use serde_json::Value;

use crdgen_apiserver::{ErrorType, FieldError};

use super::{Node, PORT_RANGE, dns1123_label, text, valid_port};

/// `isHeadlessService`: the first cluster IP is `None` (the registry fills
/// `clusterIPs` from `clusterIP` before validating).
fn headless(node: &Node<'_>) -> bool {
    let first = node
        .list("clusterIPs")
        .first()
        .and_then(Value::as_str)
        .unwrap_or_else(|| node.str("clusterIP"));
    first == "None"
}

/// `ValidateService`: a service needs ports, unless it is headless or an
/// ExternalName.
pub(super) fn ports_required(node: &Node<'_>) -> Vec<FieldError> {
    if node.list("ports").is_empty() && !headless(node) && node.str("type") != "ExternalName" {
        vec![FieldError::required(node.at("ports"), "")]
    } else {
        Vec::new()
    }
}

/// `ValidateService`: an ExternalName service needs its external name (a trailing
/// `.` aside).
pub(super) fn external_name(node: &Node<'_>) -> Vec<FieldError> {
    let name = node.str("externalName");
    if node.str("type") == "ExternalName" && name.strip_suffix('.').unwrap_or(name).is_empty() {
        vec![FieldError::required(node.at("externalName"), "")]
    } else {
        Vec::new()
    }
}

/// `validateServicePort`: with more than one port each needs a name; a name, when
/// set, is a DNS-1123 label and unique.
pub(super) fn port_names(node: &Node<'_>) -> Vec<FieldError> {
    let ports = node.list("ports");
    let mut names = BTreeSet::new();
    let mut errors = Vec::new();
    for (index, port) in ports.iter().enumerate() {
        let Some(port) = port.as_object() else {
            continue;
        };
        let path = format!("{}[{index}].name", node.at("ports"));
        let name = text(port, "name");
        if name.is_empty() {
            if ports.len() > 1 {
                errors.push(FieldError::required(path, ""));
            }
            continue;
        }
        errors.extend(dns1123_label(&path, name));
        if !names.insert(name) {
            errors.push(FieldError::new(
                ErrorType::Duplicate,
                path,
                Some(Value::from(name)),
                "",
            ));
        }
    }
    errors
}

/// `validateServicePort`: `port` is a port number, and so is `targetPort` when it is a
/// number, the port itself when it is missing, 0 or `""`; a named target port is not
/// checked here.
pub(super) fn port_numbers(node: &Node<'_>) -> Vec<FieldError> {
    let port = node.int("port");
    let mut errors = Vec::new();
    if !valid_port(port) {
        errors.push(FieldError::invalid(
            node.at("port"),
            Value::from(port),
            PORT_RANGE,
        ));
    }
    let target = match node.value.get("targetPort") {
        None | Some(Value::Null) => Some(port),
        Some(Value::String(s)) if s.is_empty() => Some(port),
        Some(Value::Number(n)) => match n.as_i64() {
            Some(0) => Some(port),
            other => other,
        },
        Some(_) => None,
    };
    if let Some(target) = target
        && !valid_port(target)
    {
        errors.push(FieldError::invalid(
            node.at("targetPort"),
            Value::from(target),
            PORT_RANGE,
        ));
    }
    errors
}
