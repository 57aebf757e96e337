//! RBAC (`pkg/apis/rbac/validation`), after `SetDefaults_RoleBinding`,
//! `SetDefaults_ClusterRoleBinding` and `SetDefaults_Subject` fill in a missing
//! `apiGroup` (`rbac.authorization.k8s.io`; `""` for a service account).

use serde_json::Value;

use crdgen_apiserver::FieldError;

use super::Node;

/// `rbac.GroupName`.
const GROUP: &str = "rbac.authorization.k8s.io";

/// Whether the object is namespaced (a RoleBinding) rather than cluster-wide.
fn namespaced(node: &Node<'_>) -> bool {
    node.root == "io.k8s.api.rbac.v1.RoleBinding"
}

/// `ValidatePolicyRule`: a rule needs verbs, and a resource rule (one without
/// `nonResourceURLs`) API groups and resources (`[""]` is the core group, not
/// empty).
pub(super) fn policy_rule(node: &Node<'_>) -> Vec<FieldError> {
    let mut errors = Vec::new();
    if node.list("verbs").is_empty() {
        errors.push(FieldError::required(
            node.at("verbs"),
            "verbs must contain at least one value",
        ));
    }
    if !node.list("nonResourceURLs").is_empty() {
        return errors;
    }
    if node.list("apiGroups").is_empty() {
        errors.push(FieldError::required(
            node.at("apiGroups"),
            "resource rules must supply at least one api group",
        ));
    }
    if node.list("resources").is_empty() {
        errors.push(FieldError::required(
            node.at("resources"),
            "resource rules must supply at least one resource",
        ));
    }
    errors
}

/// `ValidateRoleBinding`, `ValidateClusterRoleBinding`: the role reference's API group
/// is RBAC's, its kind a Role or ClusterRole (a ClusterRoleBinding: ClusterRole), its
/// name set.
pub(super) fn role_ref(node: &Node<'_>) -> Vec<FieldError> {
    let mut errors = Vec::new();
    let group = match node.str("apiGroup") {
        "" => GROUP,
        group => group,
    };
    if group != GROUP {
        errors.push(FieldError::not_supported(
            node.at("apiGroup"),
            Value::from(group),
            &[GROUP],
        ));
    }
    let kinds: &[&str] = if namespaced(node) {
        &["Role", "ClusterRole"]
    } else {
        &["ClusterRole"]
    };
    let kind = node.str("kind");
    if !kinds.contains(&kind) {
        errors.push(FieldError::not_supported(
            node.at("kind"),
            Value::from(kind),
            kinds,
        ));
    }
    if node.str("name").is_empty() {
        errors.push(FieldError::required(node.at("name"), ""));
    }
    errors
}

/// `ValidateRoleBindingSubject`: a subject needs a name and a known kind; a service
/// account is in the core group and, in a ClusterRoleBinding, names its namespace;
/// users and groups are in RBAC's group.
pub(super) fn subject(node: &Node<'_>) -> Vec<FieldError> {
    let mut errors = Vec::new();
    if node.str("name").is_empty() {
        errors.push(FieldError::required(node.at("name"), ""));
    }
    let group = node.str("apiGroup");
    match node.str("kind") {
        "ServiceAccount" => {
            if !group.is_empty() {
                errors.push(FieldError::not_supported(
                    node.at("apiGroup"),
                    Value::from(group),
                    &[""],
                ));
            }
            if !namespaced(node) && node.str("namespace").is_empty() {
                errors.push(FieldError::required(node.at("namespace"), ""));
            }
        }
        "User" | "Group" => {
            let group = if group.is_empty() { GROUP } else { group };
            if group != GROUP {
                errors.push(FieldError::not_supported(
                    node.at("apiGroup"),
                    Value::from(group),
                    &[GROUP],
                ));
            }
        }
        kind => errors.push(FieldError::not_supported(
            node.at("kind"),
            Value::from(kind),
            &["ServiceAccount", "User", "Group"],
        )),
    }
    errors
}
