//! One case (at least) per entry of the table, on a whole object as the fake validates
//! it, with the server's messages; `crdgen-fake/tests/fake_builtin.rs` checks the
//! statuses they make.

use serde_json::{Value, json};

use super::RULES;
use crate::builtin::validation::errors;

/// A case: the rule it shows (by its Go function), the kind, the object, the messages.
struct Case {
    go: &'static str,
    kind: &'static str,
    object: Value,
    messages: &'static [&'static str],
}

const POD: &str = "io.k8s.api.core.v1.Pod";
const DEPLOYMENT: &str = "io.k8s.api.apps.v1.Deployment";

/// A pod with `spec`'s fields over a valid one-container spec.
fn pod(spec: Value) -> Value {
    let mut base = json!({"containers": [{"name": "web", "image": "nginx"}]});
    if let (Some(base), Value::Object(spec)) = (base.as_object_mut(), spec) {
        base.extend(spec);
    }
    json!({"metadata": {"name": "p"}, "spec": base})
}

/// A deployment selecting `app: web` with `spec`'s fields over a valid spec.
fn deployment(spec: Value) -> Value {
    let mut base = json!({
        "selector": {"matchLabels": {"app": "web"}},
        "template": {
            "metadata": {"labels": {"app": "web"}},
            "spec": {"containers": [{"name": "web", "image": "nginx"}]},
        },
    });
    if let (Some(base), Value::Object(spec)) = (base.as_object_mut(), spec) {
        base.extend(spec);
    }
    json!({"metadata": {"name": "d"}, "spec": base})
}

/// A valid pod template selected by `app: web`.
fn template() -> Value {
    json!({
        "metadata": {"labels": {"app": "web"}},
        "spec": {"containers": [{"name": "web", "image": "nginx"}]},
    })
}

fn cases() -> Vec<Case> {
    vec![
        Case {
            go: "apimachinery/pkg/api/validation validateOwnerReference",
            kind: "io.k8s.api.core.v1.ConfigMap",
            object: json!({"metadata": {"name": "c", "ownerReferences": [
                {"apiVersion": "apps/", "kind": "", "name": "web", "uid": ""}
            ]}}),
            messages: &[
                "metadata.ownerReferences.apiVersion: Invalid value: \"apps/\": version must not be empty",
                "metadata.ownerReferences.kind: Invalid value: \"\": kind must not be empty",
                "metadata.ownerReferences.uid: Invalid value: \"\": uid must not be empty",
            ],
        },
        Case {
            go: "core/validation validateContainers (no containers)",
            kind: POD,
            object: json!({"metadata": {"name": "p"}, "spec": {"containers": []}}),
            messages: &["spec.containers: Required value"],
        },
        Case {
            go: "core/validation validateContainers (duplicate names)",
            kind: POD,
            object: pod(json!({"containers": [
                {"name": "web", "image": "nginx"}, {"name": "web", "image": "nginx"}
            ]})),
            messages: &["spec.containers[1].name: Duplicate value: \"web\""],
        },
        Case {
            go: "core/validation validateRestartPolicy",
            kind: POD,
            object: pod(json!({"restartPolicy": "Sometimes"})),
            messages: &[
                "spec.restartPolicy: Unsupported value: \"Sometimes\": supported values: \"Always\", \"OnFailure\", \"Never\"",
            ],
        },
        Case {
            go: "core/validation ValidateVolumeMounts",
            kind: POD,
            object: pod(json!({
                "volumes": [{"name": "data", "emptyDir": {}}],
                "containers": [{"name": "web", "image": "nginx", "volumeMounts": [
                    {"name": "data", "mountPath": "/data"},
                    {"name": "cache", "mountPath": "/data"},
                    {"mountPath": ""},
                ]}],
            })),
            messages: &[
                "spec.containers[0].volumeMounts[1].name: Not found: \"cache\"",
                "spec.containers[0].volumeMounts[1].mountPath: Invalid value: \"/data\": must be unique",
                "spec.containers[0].volumeMounts[2].name: Required value",
                "spec.containers[0].volumeMounts[2].name: Not found: \"\"",
                "spec.containers[0].volumeMounts[2].mountPath: Required value",
            ],
        },
        Case {
            go: "core/validation validateContainerCommon (name)",
            kind: DEPLOYMENT,
            object: deployment(json!({"template": {
                "metadata": {"labels": {"app": "web"}},
                "spec": {"initContainers": [{"image": "busybox"}], "containers": [
                    {"name": "Web_1", "image": "nginx"}
                ]},
            }})),
            messages: &[
                "spec.template.spec.containers[0].name: Invalid value: \"Web_1\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')",
                "spec.template.spec.initContainers[0].name: Required value",
            ],
        },
        Case {
            go: "core/validation validateContainerCommon (image)",
            kind: DEPLOYMENT,
            object: deployment(json!({"template": {
                "metadata": {"labels": {"app": "web"}},
                "spec": {"containers": [{"name": "web", "image": ""}]},
            }})),
            messages: &["spec.template.spec.containers[0].image: Required value"],
        },
        Case {
            go: "core/validation validateContainerPorts",
            kind: POD,
            object: pod(
                json!({"containers": [{"name": "web", "image": "nginx", "ports": [
                    {"name": "http"}, {"containerPort": 70000, "hostPort": -1}
                ]}]}),
            ),
            messages: &[
                "spec.containers[0].ports[0].containerPort: Required value",
                "spec.containers[0].ports[1].containerPort: Invalid value: 70000: must be between 1 and 65535, inclusive",
                "spec.containers[0].ports[1].hostPort: Invalid value: -1: must be between 1 and 65535, inclusive",
            ],
        },
        Case {
            go: "core/validation ValidateEnv",
            kind: POD,
            object: pod(
                json!({"containers": [{"name": "web", "image": "nginx", "env": [
                    {"name": "EMPTY", "value": ""}, {"name": "UNSET"}, {"value": "x"}
                ]}]}),
            ),
            messages: &["spec.containers[0].env[2].name: Required value"],
        },
        Case {
            go: "core/validation validateVolumeSource (no source)",
            kind: POD,
            object: pod(json!({"volumes": [{"name": "data"}]})),
            messages: &["spec.volumes[0]: Required value: must specify a volume type"],
        },
        Case {
            go: "core/validation ValidateVolumes (name)",
            kind: POD,
            object: pod(json!({"volumes": [{"emptyDir": {}}, {"name": "a.b", "emptyDir": {}}]})),
            messages: &[
                "spec.volumes[0].name: Required value",
                "spec.volumes[1].name: Invalid value: \"a.b\": must not contain dots",
            ],
        },
        Case {
            go: "core/validation validateConfigMapVolumeSource",
            kind: POD,
            object: pod(json!({"volumes": [{"name": "config", "configMap": {}}]})),
            messages: &["spec.volumes[0].configMap.name: Required value"],
        },
        Case {
            go: "core/validation validateSecretVolumeSource",
            kind: POD,
            object: pod(json!({"volumes": [{"name": "tls", "secret": {"optional": true}}]})),
            messages: &["spec.volumes[0].secret.secretName: Required value"],
        },
        Case {
            go: "core/validation validatePersistentClaimVolumeSource",
            kind: POD,
            object: pod(
                json!({"volumes": [{"name": "data", "persistentVolumeClaim": {"claimName": ""}}]}),
            ),
            messages: &["spec.volumes[0].persistentVolumeClaim.claimName: Required value"],
        },
        Case {
            go: "core/validation validateHostPathVolumeSource",
            kind: POD,
            object: pod(json!({"volumes": [{"name": "logs", "hostPath": {"path": ""}}]})),
            messages: &["spec.volumes[0].hostPath.path: Required value"],
        },
        Case {
            go: "core/validation validateKeyToPath",
            kind: POD,
            object: pod(
                json!({"volumes": [{"name": "config", "configMap": {"name": "settings", "items": [
                    {"key": "a"}, {"path": "b"}
                ]}}]}),
            ),
            messages: &[
                "spec.volumes[0].configMap.items[0].path: Required value",
                "spec.volumes[0].configMap.items[1].key: Required value",
            ],
        },
        Case {
            go: "core/validation ValidateService (ports)",
            kind: "io.k8s.api.core.v1.Service",
            object: json!({"metadata": {"name": "s"}, "spec": {"selector": {"app": "web"}}}),
            messages: &["spec.ports: Required value"],
        },
        Case {
            go: "core/validation ValidateService (externalName)",
            kind: "io.k8s.api.core.v1.Service",
            object: json!({"metadata": {"name": "s"}, "spec": {"type": "ExternalName", "externalName": "."}}),
            messages: &["spec.externalName: Required value"],
        },
        Case {
            go: "core/validation validateServicePort (name)",
            kind: "io.k8s.api.core.v1.Service",
            object: json!({"metadata": {"name": "s"}, "spec": {"ports": [
                {"port": 80}, {"name": "HTTP", "port": 81}, {"name": "HTTP", "port": 82}
            ]}}),
            messages: &[
                "spec.ports[0].name: Required value",
                "spec.ports[1].name: Invalid value: \"HTTP\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')",
                "spec.ports[2].name: Invalid value: \"HTTP\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')",
                "spec.ports[2].name: Duplicate value: \"HTTP\"",
            ],
        },
        Case {
            go: "core/validation validateServicePort (port, targetPort)",
            kind: "io.k8s.api.core.v1.Service",
            object: json!({"metadata": {"name": "s"}, "spec": {"ports": [
                {"name": "a", "targetPort": 8080}, {"name": "b", "port": 80, "targetPort": 0},
                {"name": "c", "port": 81, "targetPort": 70000}, {"name": "d", "port": 82, "targetPort": "http"}
            ]}}),
            messages: &[
                "spec.ports[0].port: Invalid value: 0: must be between 1 and 65535, inclusive",
                "spec.ports[2].targetPort: Invalid value: 70000: must be between 1 and 65535, inclusive",
            ],
        },
        Case {
            go: "apps/validation ValidateDeploymentSpec (selector)",
            kind: DEPLOYMENT,
            object: deployment(json!({"selector": {"matchLabels": {"app": "api"}}})),
            messages: &[
                "spec.template.metadata.labels: Invalid value: map[string]string{\"app\":\"web\"}: `selector` does not match template `labels`",
            ],
        },
        Case {
            go: "apps/validation ValidatePodTemplateSpecForReplicaSet (restartPolicy)",
            kind: DEPLOYMENT,
            object: deployment(json!({"template": {
                "metadata": {"labels": {"app": "web"}},
                "spec": {"restartPolicy": "OnFailure", "containers": [{"name": "web", "image": "nginx"}]},
            }})),
            messages: &[
                "spec.template.spec.restartPolicy: Unsupported value: \"OnFailure\": supported values: \"Always\"",
            ],
        },
        Case {
            go: "apps/validation ValidateReplicaSetSpec (selector)",
            kind: "io.k8s.api.apps.v1.ReplicaSet",
            object: json!({"spec": {"selector": {}, "template": template()}}),
            messages: &[
                "spec.selector: Invalid value: v1.LabelSelector{MatchLabels:map[string]string(nil), MatchExpressions:[]v1.LabelSelectorRequirement(nil)}: empty selector is invalid for deployment",
            ],
        },
        Case {
            go: "apps/validation ValidatePodTemplateSpecForReplicaSet (restartPolicy)",
            kind: "io.k8s.api.apps.v1.ReplicaSet",
            object: json!({"spec": {"selector": {"matchLabels": {"app": "web"}}, "template": {
                "metadata": {"labels": {"app": "web"}},
                "spec": {"restartPolicy": "Never", "containers": [{"name": "web", "image": "nginx"}]},
            }}}),
            messages: &[
                "spec.template.spec.restartPolicy: Unsupported value: \"Never\": supported values: \"Always\"",
            ],
        },
        Case {
            go: "apps/validation ValidateStatefulSetSpec (selector)",
            kind: "io.k8s.api.apps.v1.StatefulSet",
            object: json!({"spec": {"selector": {"matchLabels": {}}, "template": template()}}),
            messages: &[
                "spec.selector: Invalid value: v1.LabelSelector{MatchLabels:map[string]string{}, MatchExpressions:[]v1.LabelSelectorRequirement(nil)}: empty selector is invalid for statefulset",
            ],
        },
        Case {
            go: "apps/validation ValidateStatefulSetSpec (restartPolicy)",
            kind: "io.k8s.api.apps.v1.StatefulSet",
            object: json!({"spec": {"selector": {"matchLabels": {"app": "web"}}, "template": {
                "metadata": {"labels": {"app": "web"}}, "spec": {"restartPolicy": "Never"},
            }}}),
            messages: &[
                "spec.template.spec.restartPolicy: Unsupported value: \"Never\": supported values: \"Always\"",
            ],
        },
        Case {
            go: "apps/validation ValidateDaemonSetSpec (selector)",
            kind: "io.k8s.api.apps.v1.DaemonSet",
            object: json!({"spec": {"template": template()}}),
            messages: &[
                "spec.template.metadata.labels: Invalid value: map[string]string{\"app\":\"web\"}: `selector` does not match template `labels`",
            ],
        },
        Case {
            go: "apps/validation ValidateDaemonSetSpec (restartPolicy)",
            kind: "io.k8s.api.apps.v1.DaemonSet",
            object: json!({"spec": {"selector": {"matchLabels": {"app": "web"}}, "template": {
                "metadata": {"labels": {"app": "web"}},
                "spec": {"restartPolicy": "OnFailure", "containers": [{"name": "web", "image": "nginx"}]},
            }}}),
            messages: &[
                "spec.template.spec.restartPolicy: Unsupported value: \"OnFailure\": supported values: \"Always\"",
            ],
        },
        Case {
            go: "batch/validation validateJobSpec (restartPolicy)",
            kind: "io.k8s.api.batch.v1.Job",
            object: json!({"spec": {"template": {"spec": {"containers": [{"name": "run", "image": "busybox"}]}}}}),
            messages: &[
                "spec.template.spec.restartPolicy: Unsupported value: \"Always\": supported values: \"OnFailure\", \"Never\"",
            ],
        },
        Case {
            go: "batch/validation ValidateCronJobSpec (schedule)",
            kind: "io.k8s.api.batch.v1.CronJob",
            object: json!({"spec": {"jobTemplate": {"spec": {"template": {"spec": {
                "restartPolicy": "OnFailure", "containers": [{"name": "run", "image": "busybox"}]
            }}}}}}),
            messages: &["spec.schedule: Required value"],
        },
        Case {
            go: "rbac/validation ValidatePolicyRule",
            kind: "io.k8s.api.rbac.v1.Role",
            object: json!({"rules": [
                {"apiGroups": [""], "resources": ["pods"]},
                {"verbs": ["get"]},
                {"verbs": ["get"], "apiGroups": [""], "resources": ["pods"]},
            ]}),
            messages: &[
                "rules[0].verbs: Required value: verbs must contain at least one value",
                "rules[1].apiGroups: Required value: resource rules must supply at least one api group",
                "rules[1].resources: Required value: resource rules must supply at least one resource",
            ],
        },
        Case {
            go: "rbac/validation ValidateRoleBinding, ValidateClusterRoleBinding (roleRef)",
            kind: "io.k8s.api.rbac.v1.ClusterRoleBinding",
            object: json!({"roleRef": {"apiGroup": "rbac", "kind": "Role"}}),
            messages: &[
                "roleRef.apiGroup: Unsupported value: \"rbac\": supported values: \"rbac.authorization.k8s.io\"",
                "roleRef.kind: Unsupported value: \"Role\": supported values: \"ClusterRole\"",
                "roleRef.name: Required value",
            ],
        },
        Case {
            go: "rbac/validation ValidateRoleBindingSubject",
            kind: "io.k8s.api.rbac.v1.ClusterRoleBinding",
            object: json!({"roleRef": {"kind": "ClusterRole", "name": "view"}, "subjects": [
                {"kind": "ServiceAccount", "name": "operator"},
                {"kind": "User", "name": "jane", "apiGroup": "users"},
                {"kind": "Robot", "name": "r2"},
                {"kind": "Group", "name": "devs"},
            ]}),
            messages: &[
                "subjects[0].namespace: Required value",
                "subjects[1].apiGroup: Unsupported value: \"users\": supported values: \"rbac.authorization.k8s.io\"",
                "subjects[2].kind: Unsupported value: \"Robot\": supported values: \"ServiceAccount\", \"User\", \"Group\"",
            ],
        },
        Case {
            go: "networking/validation ValidateIngressSpec → validateIngressBackend (defaultBackend)",
            kind: "io.k8s.api.networking.v1.Ingress",
            object: json!({"spec": {"defaultBackend": {"service": {"name": "web", "port": {}}}}}),
            messages: &["spec.defaultBackend: Required value: port name or number is required"],
        },
        Case {
            go: "networking/validation validateHTTPIngressRuleValue",
            kind: "io.k8s.api.networking.v1.Ingress",
            object: json!({"spec": {"rules": [{"http": {"paths": []}}]}}),
            messages: &["spec.rules[0].http.paths: Required value"],
        },
        Case {
            go: "networking/validation validateHTTPIngressPath, validateIngressBackend",
            kind: "io.k8s.api.networking.v1.Ingress",
            object: json!({"spec": {"rules": [{"http": {"paths": [
                {"path": "/", "backend": {"service": {"name": "web", "port": {"number": 80}}}},
                {"path": "api", "pathType": "Prefix", "backend": {}},
                {"path": "/", "pathType": "Exact", "backend": {"service": {"port": {"name": "http"}}}},
            ]}}]}}),
            messages: &[
                "spec.rules[0].http.paths[0].pathType: Required value: pathType must be specified",
                "spec.rules[0].http.paths[1].path: Invalid value: \"api\": must be an absolute path",
                "spec.rules[0].http.paths[1].backend: Invalid value: \"\": resource or service backend is required",
                "spec.rules[0].http.paths[2].backend.service.name: Required value",
            ],
        },
    ]
}

#[test]
fn every_case_gives_the_servers_messages() {
    for case in cases() {
        let messages: Vec<String> = errors(case.kind, &case.object)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(messages, case.messages, "{}", case.go);
    }
}

#[test]
fn every_rule_has_a_case() {
    let cases = cases();
    for rule in RULES {
        assert!(
            cases.iter().any(|c| c.go == rule.go),
            "no case for {} ({})",
            rule.go,
            rule.definition
        );
    }
    for case in &cases {
        assert!(
            RULES.iter().any(|r| r.go == case.go),
            "a case for no rule: {}",
            case.go
        );
    }
}
