//! Pods and pod templates (`pkg/apis/core/validation`): the pod spec, its containers
//! and volumes.

use std::collections::BTreeSet;

use serde_json::{Map, Value};

use crdgen_apiserver::{ErrorType, FieldError};

use super::{Node, PORT_RANGE, dns1123_label, integer, list, text, valid_port};

/// The container lists of a pod spec the table checks: regular and init containers.
/// Ephemeral containers are refused in pod templates (`spec.template.spec.
/// ephemeralContainers: Forbidden: ephemeral containers not allowed in pod template`,
/// which the fake does not reproduce) and added to pods through the
/// `ephemeralcontainers` subresource, which it does not serve; the table leaves them
/// alone rather than report part of the server's errors.
const CONTAINER_LISTS: &[&str] = &["containers", "initContainers"];

/// `validateContainers`: a pod needs at least one container.
pub(super) fn containers_required(node: &Node<'_>) -> Vec<FieldError> {
    if node.list("containers").is_empty() {
        vec![FieldError::required(node.at("containers"), "")]
    } else {
        Vec::new()
    }
}

/// `validateContainers`: two regular containers may not have the same name (an empty
/// name included, as Go compares).
pub(super) fn container_names_unique(node: &Node<'_>) -> Vec<FieldError> {
    let mut seen = BTreeSet::new();
    let mut errors = Vec::new();
    for (index, container) in node.list("containers").iter().enumerate() {
        let Some(container) = container.as_object() else {
            continue;
        };
        let name = text(container, "name");
        if !seen.insert(name) {
            errors.push(FieldError::new(
                ErrorType::Duplicate,
                format!("{}[{index}].name", node.at("containers")),
                Some(Value::from(name)),
                "",
            ));
        }
    }
    errors
}

/// `validateRestartPolicy`: a restart policy other than the three (a missing one is
/// defaulted to `Always`).
pub(super) fn restart_policy(node: &Node<'_>) -> Vec<FieldError> {
    let policy = node.str("restartPolicy");
    const SUPPORTED: &[&str] = &["Always", "OnFailure", "Never"];
    if policy.is_empty() || SUPPORTED.contains(&policy) {
        Vec::new()
    } else {
        vec![FieldError::not_supported(
            node.at("restartPolicy"),
            Value::from(policy),
            SUPPORTED,
        )]
    }
}

/// The volume sources of a volume: every field but its name.
fn sources(volume: &Map<String, Value>) -> impl Iterator<Item = (&String, &Value)> {
    volume
        .iter()
        .filter(|(key, value)| key.as_str() != "name" && !value.is_null())
}

/// Whether a volume passes `ValidateVolumes` as far as the table checks it, so that it
/// is one a mount can name (Go leaves a volume with errors out of the map mounts are
/// looked up in).
fn valid_volume(volume: &Map<String, Value>) -> bool {
    let name = text(volume, "name");
    if name.is_empty() || !dns1123_label("", name).is_empty() || sources(volume).count() != 1 {
        return false;
    }
    let source = |key: &str| volume.get(key).and_then(Value::as_object);
    let items_valid = |source: &Map<String, Value>| {
        list(source, "items").iter().all(|item| {
            item.as_object()
                .is_some_and(|i| !text(i, "key").is_empty() && !text(i, "path").is_empty())
        })
    };
    if let Some(config_map) = source("configMap")
        && (text(config_map, "name").is_empty() || !items_valid(config_map))
    {
        return false;
    }
    if let Some(secret) = source("secret")
        && (text(secret, "secretName").is_empty() || !items_valid(secret))
    {
        return false;
    }
    if source("persistentVolumeClaim").is_some_and(|c| text(c, "claimName").is_empty()) {
        return false;
    }
    !source("hostPath").is_some_and(|h| text(h, "path").is_empty())
}

/// `ValidateVolumeMounts`, for every container of the pod: a mount needs a name that
/// is one of the pod's (valid) volumes and a mount path, unique in the container.
pub(super) fn volume_mounts(node: &Node<'_>) -> Vec<FieldError> {
    let mut seen = BTreeSet::new();
    let volumes: BTreeSet<&str> = node
        .list("volumes")
        .iter()
        .filter_map(Value::as_object)
        .filter(|v| valid_volume(v) && seen.insert(text(v, "name")))
        .map(|v| text(v, "name"))
        .collect();
    let mut errors = Vec::new();
    for field in CONTAINER_LISTS {
        for (index, container) in node.list(field).iter().enumerate() {
            let Some(container) = container.as_object() else {
                continue;
            };
            let mut mount_paths = BTreeSet::new();
            for (m, mount) in list(container, "volumeMounts").iter().enumerate() {
                let Some(mount) = mount.as_object() else {
                    continue;
                };
                let path = format!("{}[{index}].volumeMounts[{m}]", node.at(field));
                let name = text(mount, "name");
                if name.is_empty() {
                    errors.push(FieldError::required(format!("{path}.name"), ""));
                }
                if !volumes.contains(name) {
                    errors.push(FieldError::not_found(
                        format!("{path}.name"),
                        Value::from(name),
                    ));
                }
                let mount_path = text(mount, "mountPath");
                if mount_path.is_empty() {
                    errors.push(FieldError::required(format!("{path}.mountPath"), ""));
                }
                if !mount_paths.insert(mount_path) {
                    errors.push(FieldError::invalid(
                        format!("{path}.mountPath"),
                        Value::from(mount_path),
                        "must be unique",
                    ));
                }
            }
        }
    }
    errors
}

/// `validateContainerCommon`: a container's name is required and a DNS-1123 label.
pub(super) fn container_name(node: &Node<'_>) -> Vec<FieldError> {
    let name = node.str("name");
    if name.is_empty() {
        vec![FieldError::required(node.at("name"), "")]
    } else {
        dns1123_label(&node.at("name"), name)
    }
}

/// `validateContainerCommon`: a container's image is required (in pod templates too).
pub(super) fn container_image(node: &Node<'_>) -> Vec<FieldError> {
    if node.str("image").is_empty() {
        vec![FieldError::required(node.at("image"), "")]
    } else {
        Vec::new()
    }
}

/// `validateContainerPorts`: `containerPort` is required and a port number; a
/// `hostPort`, when set, a port number.
pub(super) fn container_port(node: &Node<'_>) -> Vec<FieldError> {
    let mut errors = Vec::new();
    let port = node.int("containerPort");
    if port == 0 {
        errors.push(FieldError::required(node.at("containerPort"), ""));
    } else if !valid_port(port) {
        errors.push(FieldError::invalid(
            node.at("containerPort"),
            Value::from(port),
            PORT_RANGE,
        ));
    }
    let host_port = integer(node.value, "hostPort");
    if host_port != 0 && !valid_port(host_port) {
        errors.push(FieldError::invalid(
            node.at("hostPort"),
            Value::from(host_port),
            PORT_RANGE,
        ));
    }
    errors
}

/// `ValidateEnv`: an environment variable needs a name; its value may be empty or
/// missing.
pub(super) fn env_var_name(node: &Node<'_>) -> Vec<FieldError> {
    if node.str("name").is_empty() {
        vec![FieldError::required(node.at("name"), "")]
    } else {
        Vec::new()
    }
}

/// `validateVolumeSource`: a volume needs a source (`emptyDir`, `configMap`, …).
pub(super) fn volume_source(node: &Node<'_>) -> Vec<FieldError> {
    if sources(node.value).next().is_none() {
        vec![FieldError::required(
            node.path,
            "must specify a volume type",
        )]
    } else {
        Vec::new()
    }
}

/// `ValidateVolumes`: a volume's name is required and a DNS-1123 label.
pub(super) fn volume_name(node: &Node<'_>) -> Vec<FieldError> {
    container_name(node)
}

/// A string field Go validation requires in a volume source.
fn required_text(node: &Node<'_>, field: &str) -> Vec<FieldError> {
    if node.str(field).is_empty() {
        vec![FieldError::required(node.at(field), "")]
    } else {
        Vec::new()
    }
}

/// `validateConfigMapVolumeSource`: the config map's name.
pub(super) fn config_map_volume(node: &Node<'_>) -> Vec<FieldError> {
    required_text(node, "name")
}

/// `validateSecretVolumeSource`: the secret's name.
pub(super) fn secret_volume(node: &Node<'_>) -> Vec<FieldError> {
    required_text(node, "secretName")
}

/// `validatePersistentClaimVolumeSource`: the claim's name.
pub(super) fn claim_volume(node: &Node<'_>) -> Vec<FieldError> {
    required_text(node, "claimName")
}

/// `validateHostPathVolumeSource`: the host path.
pub(super) fn host_path_volume(node: &Node<'_>) -> Vec<FieldError> {
    required_text(node, "path")
}

/// `validateKeyToPath`: an item of a config map or secret volume needs its key and
/// path.
pub(super) fn key_to_path(node: &Node<'_>) -> Vec<FieldError> {
    let mut errors = required_text(node, "key");
    errors.extend(required_text(node, "path"));
    errors
}
