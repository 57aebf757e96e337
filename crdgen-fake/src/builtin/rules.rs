//! The one table of what kube-apiserver's Go validation refuses in a built-in object
//! that the fake reproduces: one entry per case, each naming the Go function it mirrors
//! and giving the server's field path and message (`field.Required`, `field.Invalid`,
//! … as `pkg/apis/*/validation` calls them). A case is in the table only where the
//! server's wording was checked against that Go source; everything else the Go
//! validation does is left out, so the fake never refuses what the server accepts
//! (a missing check is the lesser fault).
//!
//! The checks look at the object as the server validates it, after defaulting: a
//! field the server defaults (a pod's `restartPolicy`, a service port's `protocol`
//! and `targetPort`, a role binding's `roleRef.apiGroup`) is read with its default
//! when it is missing.

mod batch;
mod ingress;
mod meta;
mod pod;
mod rbac;
mod service;
mod workload;

use serde_json::{Map, Value};

use crdgen_apiserver::FieldError;

/// A struct of the object being validated, as a rule sees it.
pub(crate) struct Node<'a> {
    /// The struct's fields.
    pub value: &'a Map<String, Value>,
    /// Its field path from the root, as `field.Path` writes it
    /// (`spec.template.spec.containers[0]`); empty for the root.
    pub path: &'a str,
    /// The definition of the object's kind (`io.k8s.api.rbac.v1.RoleBinding`).
    pub root: &'a str,
}

impl<'a> Node<'a> {
    /// The path of a field of this struct.
    pub fn at(&self, name: &str) -> String {
        if self.path.is_empty() {
            name.to_owned()
        } else {
            format!("{}.{name}", self.path)
        }
    }

    /// A field's string, `""` (Go's zero value) when it is missing or `null`.
    pub fn str(&self, name: &str) -> &'a str {
        text(self.value, name)
    }

    /// A field's list, empty when missing.
    pub fn list(&self, name: &str) -> &'a [Value] {
        list(self.value, name)
    }

    /// A field's object, if it is set.
    pub fn object(&self, name: &str) -> Option<&'a Map<String, Value>> {
        self.value.get(name).and_then(Value::as_object)
    }

    /// A field's integer, `0` (Go's zero value) when missing.
    pub fn int(&self, name: &str) -> i64 {
        integer(self.value, name)
    }
}

/// A string field of a JSON object, `""` when missing, `null` or not a string.
pub(crate) fn text<'a>(map: &'a Map<String, Value>, name: &str) -> &'a str {
    map.get(name).and_then(Value::as_str).unwrap_or("")
}

/// A list field of a JSON object, empty when missing.
pub(crate) fn list<'a>(map: &'a Map<String, Value>, name: &str) -> &'a [Value] {
    map.get(name)
        .and_then(Value::as_array)
        .map(Vec::as_slice)
        .unwrap_or_default()
}

/// An integer field of a JSON object, `0` when missing.
pub(crate) fn integer(map: &Map<String, Value>, name: &str) -> i64 {
    map.get(name).and_then(Value::as_i64).unwrap_or(0)
}

/// `validation.IsValidPortNum`'s message (`InclusiveRangeError(1, 65535)`).
pub(crate) const PORT_RANGE: &str = "must be between 1 and 65535, inclusive";

/// Whether `port` is a valid port number (`validation.IsValidPortNum`).
pub(crate) fn valid_port(port: i64) -> bool {
    (1..=65535).contains(&port)
}

/// `ValidateDNS1123Label`: one `Invalid` per apimachinery message.
pub(crate) fn dns1123_label(path: &str, value: &str) -> Vec<FieldError> {
    crdgen_apimachinery::validation::is_dns1123_label(value)
        .iter()
        .map(|v| FieldError::invalid(path, Value::from(value), v.to_string()))
        .collect()
}

/// One case of Go validation: the struct definition it applies to, the Go function it
/// mirrors, and the check, which returns the case's errors for one struct.
pub(crate) struct Rule {
    /// The OpenAPI definition of the structs the rule looks at.
    pub definition: &'static str,
    /// The Go function the rule mirrors, with its package. Documentation, which the
    /// tests read to hold every rule to a case.
    #[cfg_attr(not(test), allow(dead_code))]
    pub go: &'static str,
    /// The check.
    pub check: fn(&Node<'_>) -> Vec<FieldError>,
}

/// The table. Rules of one definition run in this order.
pub(crate) static RULES: &[Rule] = &[
    // ---- apimachinery: object metadata ----
    Rule {
        definition: "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta",
        go: "apimachinery/pkg/api/validation validateOwnerReference",
        check: meta::owner_references,
    },
    // ---- core: pods and pod templates ----
    Rule {
        definition: "io.k8s.api.core.v1.PodSpec",
        go: "core/validation validateContainers (no containers)",
        check: pod::containers_required,
    },
    Rule {
        definition: "io.k8s.api.core.v1.PodSpec",
        go: "core/validation validateContainers (duplicate names)",
        check: pod::container_names_unique,
    },
    Rule {
        definition: "io.k8s.api.core.v1.PodSpec",
        go: "core/validation validateRestartPolicy",
        check: pod::restart_policy,
    },
    Rule {
        definition: "io.k8s.api.core.v1.PodSpec",
        go: "core/validation ValidateVolumeMounts",
        check: pod::volume_mounts,
    },
    Rule {
        definition: "io.k8s.api.core.v1.Container",
        go: "core/validation validateContainerCommon (name)",
        check: pod::container_name,
    },
    Rule {
        definition: "io.k8s.api.core.v1.Container",
        go: "core/validation validateContainerCommon (image)",
        check: pod::container_image,
    },
    Rule {
        definition: "io.k8s.api.core.v1.ContainerPort",
        go: "core/validation validateContainerPorts",
        check: pod::container_port,
    },
    Rule {
        definition: "io.k8s.api.core.v1.EnvVar",
        go: "core/validation ValidateEnv",
        check: pod::env_var_name,
    },
    Rule {
        definition: "io.k8s.api.core.v1.Volume",
        go: "core/validation validateVolumeSource (no source)",
        check: pod::volume_source,
    },
    Rule {
        definition: "io.k8s.api.core.v1.Volume",
        go: "core/validation ValidateVolumes (name)",
        check: pod::volume_name,
    },
    Rule {
        definition: "io.k8s.api.core.v1.ConfigMapVolumeSource",
        go: "core/validation validateConfigMapVolumeSource",
        check: pod::config_map_volume,
    },
    Rule {
        definition: "io.k8s.api.core.v1.SecretVolumeSource",
        go: "core/validation validateSecretVolumeSource",
        check: pod::secret_volume,
    },
    Rule {
        definition: "io.k8s.api.core.v1.PersistentVolumeClaimVolumeSource",
        go: "core/validation validatePersistentClaimVolumeSource",
        check: pod::claim_volume,
    },
    Rule {
        definition: "io.k8s.api.core.v1.HostPathVolumeSource",
        go: "core/validation validateHostPathVolumeSource",
        check: pod::host_path_volume,
    },
    Rule {
        definition: "io.k8s.api.core.v1.KeyToPath",
        go: "core/validation validateKeyToPath",
        check: pod::key_to_path,
    },
    // ---- core: services ----
    Rule {
        definition: "io.k8s.api.core.v1.ServiceSpec",
        go: "core/validation ValidateService (ports)",
        check: service::ports_required,
    },
    Rule {
        definition: "io.k8s.api.core.v1.ServiceSpec",
        go: "core/validation ValidateService (externalName)",
        check: service::external_name,
    },
    Rule {
        definition: "io.k8s.api.core.v1.ServiceSpec",
        go: "core/validation validateServicePort (name)",
        check: service::port_names,
    },
    Rule {
        definition: "io.k8s.api.core.v1.ServicePort",
        go: "core/validation validateServicePort (port, targetPort)",
        check: service::port_numbers,
    },
    // ---- apps: workloads ----
    Rule {
        definition: "io.k8s.api.apps.v1.DeploymentSpec",
        go: "apps/validation ValidateDeploymentSpec (selector)",
        check: workload::deployment_selector,
    },
    Rule {
        definition: "io.k8s.api.apps.v1.DeploymentSpec",
        go: "apps/validation ValidatePodTemplateSpecForReplicaSet (restartPolicy)",
        check: workload::restart_policy_always,
    },
    Rule {
        definition: "io.k8s.api.apps.v1.ReplicaSetSpec",
        go: "apps/validation ValidateReplicaSetSpec (selector)",
        check: workload::deployment_selector,
    },
    Rule {
        definition: "io.k8s.api.apps.v1.ReplicaSetSpec",
        go: "apps/validation ValidatePodTemplateSpecForReplicaSet (restartPolicy)",
        check: workload::restart_policy_always,
    },
    Rule {
        definition: "io.k8s.api.apps.v1.StatefulSetSpec",
        go: "apps/validation ValidateStatefulSetSpec (selector)",
        check: workload::stateful_set_selector,
    },
    Rule {
        definition: "io.k8s.api.apps.v1.StatefulSetSpec",
        go: "apps/validation ValidateStatefulSetSpec (restartPolicy)",
        check: workload::restart_policy_always,
    },
    Rule {
        definition: "io.k8s.api.apps.v1.DaemonSetSpec",
        go: "apps/validation ValidateDaemonSetSpec (selector)",
        check: workload::daemon_set_selector,
    },
    Rule {
        definition: "io.k8s.api.apps.v1.DaemonSetSpec",
        go: "apps/validation ValidateDaemonSetSpec (restartPolicy)",
        check: workload::restart_policy_always,
    },
    // ---- batch ----
    Rule {
        definition: "io.k8s.api.batch.v1.JobSpec",
        go: "batch/validation validateJobSpec (restartPolicy)",
        check: batch::job_restart_policy,
    },
    Rule {
        definition: "io.k8s.api.batch.v1.CronJobSpec",
        go: "batch/validation ValidateCronJobSpec (schedule)",
        check: batch::schedule_required,
    },
    // ---- rbac ----
    Rule {
        definition: "io.k8s.api.rbac.v1.PolicyRule",
        go: "rbac/validation ValidatePolicyRule",
        check: rbac::policy_rule,
    },
    Rule {
        definition: "io.k8s.api.rbac.v1.RoleRef",
        go: "rbac/validation ValidateRoleBinding, ValidateClusterRoleBinding (roleRef)",
        check: rbac::role_ref,
    },
    Rule {
        definition: "io.k8s.api.rbac.v1.Subject",
        go: "rbac/validation ValidateRoleBindingSubject",
        check: rbac::subject,
    },
    // ---- networking ----
    Rule {
        definition: "io.k8s.api.networking.v1.IngressSpec",
        go: "networking/validation ValidateIngressSpec → validateIngressBackend (defaultBackend)",
        check: ingress::default_backend,
    },
    Rule {
        definition: "io.k8s.api.networking.v1.HTTPIngressRuleValue",
        go: "networking/validation validateHTTPIngressRuleValue",
        check: ingress::paths_required,
    },
    Rule {
        definition: "io.k8s.api.networking.v1.HTTPIngressPath",
        go: "networking/validation validateHTTPIngressPath, validateIngressBackend",
        check: ingress::path,
    },
];

#[cfg(test)]
mod tests;
