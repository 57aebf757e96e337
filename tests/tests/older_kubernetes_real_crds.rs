//! Real controller-gen CRDs built against an older `k8s.io/api` than crdgen's default
//! (1.36): the schema of the built-in type they embed is compared with what crdgen writes
//! for the equivalent Rust type with that `kubernetes-version` (issue #16, point 6/8).
//!
//! Each expected value below is the embedded type's subtree, copied from the real CRD at
//! the pinned commit. Where the shipped definitions of that version differ from 1.36's,
//! the test also shows that the 1.36 output differs, so the version is honoured, not
//! merely harmless.

use crdgen_core::emit::yaml;
use crdgen_core::run_crate;
use serde_json::Value;

const HEAD: &str = "use crdgen::CustomResource;\nuse serde::{Deserialize, Serialize};\n\n";

/// The spec schema of the one CRD crdgen writes for `source` with `kubernetes-version`
/// set to `version` (and `controller-gen-version` to the release the real CRD names).
fn spec_schema(source: &str, version: &str, controller_gen: &str) -> Value {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("crdgen.toml"),
        format!(
            "kubernetes-version = \"{version}\"\ncontroller-gen-version = \"{controller_gen}\"\n"
        ),
    )
    .unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), format!("{HEAD}{source}")).unwrap();
    let generation = run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{}", d.render()));
    let [artifact] = generation.artifacts.as_slice() else {
        panic!("one CRD expected, got {}", generation.artifacts.len());
    };
    let mut crd = yaml::parse(&artifact.contents).unwrap().documents.remove(0);
    crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"].take()
}

/// The node at `path` (property names; `[]` steps into `items`) below a schema.
fn at<'a>(schema: &'a Value, path: &[&str]) -> &'a Value {
    path.iter().fold(schema, |node, step| match *step {
        "[]" => &node["items"],
        name => &node["properties"][name],
    })
}

/// A YAML block written as in the CRD (go-yaml's layout), as a JSON value.
fn from_yaml(text: &str) -> Value {
    yaml::parse(text).unwrap().documents.remove(0)
}

/// Every path at which `ours` and `real` differ, one line each.
fn differences(ours: &Value, real: &Value, path: &str, out: &mut Vec<String>) {
    match (ours, real) {
        (Value::Object(a), Value::Object(b)) => {
            let mut keys: Vec<&String> = a.keys().chain(b.keys()).collect();
            keys.sort();
            keys.dedup();
            for key in keys {
                let here = format!("{path}/{key}");
                match (a.get(key), b.get(key)) {
                    (Some(x), Some(y)) => differences(x, y, &here, out),
                    (Some(x), None) => out.push(format!("{here}: only crdgen has {x}")),
                    (None, Some(y)) => out.push(format!("{here}: only the real CRD has {y}")),
                    (None, None) => {}
                }
            }
        }
        _ if ours != real => out.push(format!("{path}: crdgen {ours} != real {real}")),
        _ => {}
    }
}

fn diff(ours: &Value, real: &Value) -> Vec<String> {
    let mut out = Vec::new();
    differences(ours, real, "", &mut out);
    out
}

/// The real CRD in the shared conformance data, when present (it is not in the
/// repository): the expected values below must be its subtrees.
fn real_world(file: &str) -> Option<Value> {
    let dir = crdgen_tests::conformance_dir()?;
    let path = dir.join("real-world").join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    Some(yaml::parse(&text).unwrap().documents.remove(0))
}

// ---------------------------------------------------------------------------------------
// argoproj/argo-rollouts, `manifests/crds/rollout-crd.yaml` at commit
// 62aa6d9241cd04eace6a8b9ee191e730152df162 (the last commit touching the file; in the
// shared conformance data as `real-world/argoproj__argo-rollouts__rollout-crd.yaml`),
// `controller-gen.kubebuilder.io/version: v0.19.0`. Built against Kubernetes 1.34: its
// pod template has `hostnameOverride` and `restartPolicyRules` (added in 1.34) and the
// texts 1.35 changed (`resizePolicy`, `Toleration.operator`) in their 1.34 wording. The
// repository's go.mod at that commit is not in the search index, so the k8s.io/api minor
// is read off the schema, not off go.mod.
//
// The Go field, as the CRD shows it (spec.template, a `corev1.PodTemplateSpec`, optional;
// the Go source itself was not read):
//
// ```go
// type RolloutSpec struct {
//     // Template describes the pods that will be created.
//     // +optional
//     Template corev1.PodTemplateSpec `json:"template"`
// }
// ```
// ---------------------------------------------------------------------------------------

const ROLLOUT: &str = "\
#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = \"argoproj.io\", version = \"v1alpha1\", kind = \"Rollout\")]
pub struct RolloutSpec {
    /// Template describes the pods that will be created.
    #[serde(default)]
    pub template: k8s_openapi::api::core::v1::PodTemplateSpec,
}
";

/// `spec.template.spec.tolerations` of the real CRD: `[]corev1.Toleration`.
const ROLLOUT_TOLERATIONS: &str = r#"description: If specified, the pod's tolerations.
items:
  description: |-
    The pod this Toleration is attached to tolerates any taint that matches
    the triple <key,value,effect> using the matching operator <operator>.
  properties:
    effect:
      description: |-
        Effect indicates the taint effect to match. Empty means match all taint effects.
        When specified, allowed values are NoSchedule, PreferNoSchedule and NoExecute.
      type: string
    key:
      description: |-
        Key is the taint key that the toleration applies to. Empty means match all taint keys.
        If the key is empty, operator must be Exists; this combination means to match all values and all keys.
      type: string
    operator:
      description: |-
        Operator represents a key's relationship to the value.
        Valid operators are Exists and Equal. Defaults to Equal.
        Exists is equivalent to wildcard for value, so that a pod can
        tolerate all taints of a particular category.
      type: string
    tolerationSeconds:
      description: |-
        TolerationSeconds represents the period of time the toleration (which must be
        of effect NoExecute, otherwise this field is ignored) tolerates the taint. By default,
        it is not set, which means tolerate the taint forever (do not evict). Zero and
        negative values will be treated as 0 (evict immediately) by the system.
      format: int64
      type: integer
    value:
      description: |-
        Value is the taint value the toleration matches to.
        If the operator is Exists, the value should be empty, otherwise just a regular string.
      type: string
  type: object
type: array
x-kubernetes-list-type: atomic
"#;

/// `spec.template.spec.containers[].resizePolicy` of the real CRD:
/// `[]corev1.ContainerResizePolicy`.
const ROLLOUT_RESIZE_POLICY: &str = r#"description: Resources resize policy for the container.
items:
  description: ContainerResizePolicy represents resource resize policy for the container.
  properties:
    resourceName:
      description: |-
        Name of the resource to which this resource resize policy applies.
        Supported values: cpu, memory.
      type: string
    restartPolicy:
      description: |-
        Restart policy to apply when specified resource is resized.
        If not specified, it defaults to NotRequired.
      type: string
  required:
  - resourceName
  - restartPolicy
  type: object
type: array
x-kubernetes-list-type: atomic
"#;

const TOLERATIONS: &[&str] = &["template", "spec", "tolerations"];
const RESIZE_POLICY: &[&str] = &["template", "spec", "containers", "[]", "resizePolicy"];

/// The expected values are the real CRD's subtrees, byte for byte once parsed.
#[test]
fn rollout_expectations_are_the_real_crd() {
    let Some(crd) = real_world("argoproj__argo-rollouts__rollout-crd.yaml") else {
        return;
    };
    assert_eq!(
        crd["metadata"]["annotations"]["controller-gen.kubebuilder.io/version"],
        "v0.19.0"
    );
    let spec = &crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"];
    assert_eq!(at(spec, TOLERATIONS), &from_yaml(ROLLOUT_TOLERATIONS));
    assert_eq!(at(spec, RESIZE_POLICY), &from_yaml(ROLLOUT_RESIZE_POLICY));
}

/// With `kubernetes-version = "1.34"` crdgen writes the real `resizePolicy` and tolerations
/// exactly, line breaks included: 1.34's descriptions get theirs from 1.34's own
/// `generated.proto` (see crdgen-core/data/README.md, "Description line breaks").
#[test]
fn rollout_with_kubernetes_1_34() {
    let spec = spec_schema(ROLLOUT, "1.34", "v0.19.0");
    assert_eq!(
        diff(at(&spec, RESIZE_POLICY), &from_yaml(ROLLOUT_RESIZE_POLICY)),
        Vec::<String>::new()
    );
    assert_eq!(
        diff(at(&spec, TOLERATIONS), &from_yaml(ROLLOUT_TOLERATIONS)),
        Vec::<String>::new()
    );
}

/// With the default (1.36) the same Rust type gets 1.35's rewording of both: the output
/// depends on the version, and 1.34's is the one that matches the real CRD.
#[test]
fn rollout_with_the_default_differs() {
    let spec = spec_schema(ROLLOUT, "1.36", "v0.19.0");
    assert_eq!(
        diff(at(&spec, RESIZE_POLICY), &from_yaml(ROLLOUT_RESIZE_POLICY)),
        [concat!(
            "/description: crdgen ",
            r#""Resources resize policy for the container.\nThis field cannot be set on ephemeral containers.""#,
            " != real ",
            r#""Resources resize policy for the container.""#,
        )]
    );
    assert_eq!(
        diff(at(&spec, TOLERATIONS), &from_yaml(ROLLOUT_TOLERATIONS)),
        [concat!(
            "/items/properties/operator/description: crdgen ",
            r#""Operator represents a key's relationship to the value.\nValid operators are Exists, Equal, Lt, and Gt. Defaults to Equal.\nExists is equivalent to wildcard for value, so that a pod can\ntolerate all taints of a particular category.\nLt and Gt perform numeric comparisons (requires feature gate TaintTolerationComparisonOperators).""#,
            " != real ",
            r#""Operator represents a key's relationship to the value.\nValid operators are Exists and Equal. Defaults to Equal.\nExists is equivalent to wildcard for value, so that a pod can\ntolerate all taints of a particular category.""#,
        )]
    );
}

/// The whole pod spec of the real CRD against crdgen's 1.34 `PodSpec` (read from the
/// shared conformance data, too large to write here). argo-rollouts post-processes its
/// CRD: it replaces `volumes` and the containers' `resources.limits`/`requests` with
/// `x-kubernetes-preserve-unknown-fields: true`, so those nodes are left out on both
/// sides. What remains is the real one exactly: every field, type, list type, required
/// list and description (line breaks included) of 1.34's pod spec.
#[test]
fn rollout_pod_spec_with_kubernetes_1_34() {
    let Some(crd) = real_world("argoproj__argo-rollouts__rollout-crd.yaml") else {
        return;
    };
    let mut real =
        crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]["properties"]
            ["template"]["properties"]["spec"]
            .clone();
    let spec = spec_schema(ROLLOUT, "1.34", "v0.19.0");
    let mut ours = at(&spec, &["template", "spec"]).clone();
    for schema in [&mut real, &mut ours] {
        let properties = &mut schema["properties"];
        properties.as_object_mut().unwrap().remove("volumes");
        for containers in ["containers", "initContainers", "ephemeralContainers"] {
            let resources = &mut properties[containers]["items"]["properties"]["resources"];
            let resources = resources["properties"].as_object_mut().unwrap();
            resources.remove("limits");
            resources.remove("requests");
        }
    }
    assert_eq!(diff(&ours, &real), Vec::<String>::new());
}

// ---------------------------------------------------------------------------------------
// dc-tec/openbao-operator at commit 139450a401beb7b292aad7962e84e6dcfb109098:
// `config/crd/bases/openbao.org_openbaoclusters.yaml`
// (`controller-gen.kubebuilder.io/version: v0.19.0`), whose go.mod at the same commit
// requires `k8s.io/api v0.34.2`; the Go types are `api/v1alpha1/openbaocluster_types.go`
// at that commit. The two core/v1 types it embeds are the same in 1.34 and 1.36, so this
// pins exactness (the `default: ""` and `x-kubernetes-map-type: atomic` controller-gen
// takes from the Go markers included), not the version.
//
// ```go
// // BackupTarget describes a generic, cloud-agnostic object storage destination.
// type BackupTarget struct {
//     // CredentialsSecretRef optionally references a Secret containing credentials for the object store.
//     // +optional
//     CredentialsSecretRef *corev1.SecretReference `json:"credentialsSecretRef,omitempty"`
//     ...
// }
//
// // ImageVerificationConfig configures supply chain security checks for container images.
// type ImageVerificationConfig struct {
//     // ImagePullSecrets is a list of references to secrets in the same namespace
//     // to use for pulling images from private registries during verification.
//     // These secrets must be of type kubernetes.io/dockerconfigjson or kubernetes.io/dockercfg.
//     // +optional
//     ImagePullSecrets []corev1.LocalObjectReference `json:"imagePullSecrets,omitempty"`
//     ...
// }
// ```
// ---------------------------------------------------------------------------------------

const OPENBAO: &str = "\
#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = \"openbao.org\", version = \"v1alpha1\", kind = \"OpenBaoCluster\")]
#[serde(rename_all = \"camelCase\")]
pub struct OpenBaoClusterSpec {
    pub backup: Option<BackupTarget>,
    pub image_verification: Option<ImageVerificationConfig>,
}

/// BackupTarget describes a generic, cloud-agnostic object storage destination.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = \"camelCase\")]
pub struct BackupTarget {
    /// CredentialsSecretRef optionally references a Secret containing credentials for the object store.
    #[serde(skip_serializing_if = \"Option::is_none\")]
    pub credentials_secret_ref: Option<k8s_openapi::api::core::v1::SecretReference>,
}

/// ImageVerificationConfig configures supply chain security checks for container images.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = \"camelCase\")]
pub struct ImageVerificationConfig {
    /// ImagePullSecrets is a list of references to secrets in the same namespace
    /// to use for pulling images from private registries during verification.
    /// These secrets must be of type kubernetes.io/dockerconfigjson or kubernetes.io/dockercfg.
    #[serde(default, skip_serializing_if = \"Vec::is_empty\")]
    pub image_pull_secrets: Vec<k8s_openapi::api::core::v1::LocalObjectReference>,
}
";

/// `spec.backup.target.credentialsSecretRef` of the real CRD (here under
/// `spec.backup.credentialsSecretRef`): `*corev1.SecretReference`.
const OPENBAO_SECRET_REF: &str = r#"description: CredentialsSecretRef optionally references a
  Secret containing credentials for the object store.
properties:
  name:
    description: name is unique within a namespace to reference
      a secret resource.
    type: string
  namespace:
    description: namespace defines the space within which
      the secret name must be unique.
    type: string
type: object
x-kubernetes-map-type: atomic
"#;

/// `spec.imageVerification.imagePullSecrets` of the real CRD:
/// `[]corev1.LocalObjectReference`.
const OPENBAO_PULL_SECRETS: &str = r#"description: |-
  ImagePullSecrets is a list of references to secrets in the same namespace
  to use for pulling images from private registries during verification.
  These secrets must be of type kubernetes.io/dockerconfigjson or kubernetes.io/dockercfg.
items:
  description: |-
    LocalObjectReference contains enough information to let you locate the
    referenced object inside the same namespace.
  properties:
    name:
      default: ""
      description: |-
        Name of the referent.
        This field is effectively required, but due to backwards compatibility is
        allowed to be empty. Instances of this type with an empty value here are
        almost certainly wrong.
        More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names
      type: string
  type: object
  x-kubernetes-map-type: atomic
type: array
"#;

#[test]
fn openbao_with_kubernetes_1_34() {
    for version in ["1.34", "1.36"] {
        let spec = spec_schema(OPENBAO, version, "v0.19.0");
        assert_eq!(
            diff(
                at(&spec, &["backup", "credentialsSecretRef"]),
                &from_yaml(OPENBAO_SECRET_REF)
            ),
            Vec::<String>::new(),
            "{version}"
        );
        assert_eq!(
            diff(
                at(&spec, &["imageVerification", "imagePullSecrets"]),
                &from_yaml(OPENBAO_PULL_SECRETS)
            ),
            Vec::<String>::new(),
            "{version}"
        );
    }
}
