//! What controller-gen writes for Kubernetes types that the OpenAPI definitions do not say.
//!
//! Two sources, both outside the definitions:
//! - controller-gen's own known-type table (`KnownPackages` in controller-tools'
//!   `pkg/crd/known_types.go`): a fixed schema for `ObjectMeta`, `Time`, `Quantity`, …,
//!   used instead of the Go type;
//! - kubebuilder markers in the Go source of k8s.io/api and k8s.io/apimachinery (`+default`,
//!   `+kubebuilder:validation:*`, `+structType=atomic` reached through an embedded struct),
//!   which kube-openapi does not carry into the definitions but controller-gen reads.
//!
//! Each overlay entry was checked against controller-gen's output: the controller-tools
//! CronJob golden (a full batch/v1 `JobTemplateSpec`) and 21 real-world CRDs using
//! `metav1.Condition`, except where an entry says otherwise.

use serde_json::{Value, json};

/// The Quantity pattern controller-gen writes (controller-tools' known_types.go).
pub(crate) const QUANTITY_PATTERN: &str = r"^(\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))))?$";

/// The schema controller-gen writes for an `ObjectMeta` below a resource's root with
/// `crd:generateEmbeddedObjectMeta=true` (the `ObjectMeta` override in controller-tools'
/// `pkg/crd/known_types.go`, kubernetes-sigs/controller-tools#557): the fields a user
/// sets on a template (name, namespace, labels, annotations, finalizers), types only, no
/// descriptions; the server-owned fields (uid, resourceVersion, creationTimestamp, …)
/// stay out. The field's own doc comment is its description, as for every known type.
pub fn embedded_object_meta() -> Value {
    let strings = || json!({ "additionalProperties": { "type": "string" }, "type": "object" });
    json!({
        "properties": {
            "annotations": strings(),
            "finalizers": { "items": { "type": "string" }, "type": "array" },
            "labels": strings(),
            "name": { "type": "string" },
            "namespace": { "type": "string" },
        },
        "type": "object",
    })
}

/// The OpenAPI definition name of `ObjectMeta`.
pub const OBJECT_META: &str = "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta";

/// controller-gen's fixed schema for a known type, which replaces the definition entirely
/// (its description included: a field of such a type carries only the field's doc).
/// `ObjectMeta` is a bare object here, controller-gen's default; see
/// [`embedded_object_meta`] for its `generateEmbeddedObjectMeta` form.
pub(crate) fn known_type(definition: &str) -> Option<Value> {
    let int_or_string = || json!([{ "type": "integer" }, { "type": "string" }]);
    Some(match definition {
        // ObjectMeta is managed by the API server, so controller-gen does not describe it,
        // also inside nested templates (PodTemplateSpec.metadata, JobTemplateSpec.metadata).
        "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta" => json!({ "type": "object" }),
        "io.k8s.apimachinery.pkg.apis.meta.v1.Time"
        | "io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime" => {
            json!({ "type": "string", "format": "date-time" })
        }
        "io.k8s.apimachinery.pkg.api.resource.Quantity" => json!({
            "anyOf": int_or_string(),
            "pattern": QUANTITY_PATTERN,
            "x-kubernetes-int-or-string": true,
        }),
        "io.k8s.apimachinery.pkg.util.intstr.IntOrString" => json!({
            "anyOf": int_or_string(),
            "x-kubernetes-int-or-string": true,
        }),
        "io.k8s.apimachinery.pkg.runtime.RawExtension" => json!({
            "type": "object",
            "x-kubernetes-preserve-unknown-fields": true,
        }),
        "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSON" => {
            json!({ "x-kubernetes-preserve-unknown-fields": true })
        }
        _ => return None,
    })
}

/// One addition to an expanded definition: `keys` are merged into the node at `pointer`
/// (a JSON pointer into the definition's expanded schema). A pointer that does not resolve
/// (the field is absent in some Kubernetes version) is skipped.
pub(crate) struct Overlay {
    pub definition: &'static str,
    pub pointer: &'static str,
    pub keys: fn() -> Value,
}

macro_rules! overlay {
    ($def:literal, $ptr:literal, $keys:tt) => {
        Overlay {
            definition: concat!("io.k8s.", $def),
            pointer: $ptr,
            keys: || json!($keys),
        }
    };
}

/// The overlays, grouped by where they come from.
pub(crate) static OVERLAYS: &[Overlay] = &[
    // metav1.Condition: `+kubebuilder:validation:*` markers on its fields in
    // k8s.io/apimachinery/pkg/apis/meta/v1/types.go.
    overlay!("apimachinery.pkg.apis.meta.v1.Condition", "/properties/type", {
        "maxLength": 316,
        "pattern": r"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$",
    }),
    overlay!("apimachinery.pkg.apis.meta.v1.Condition", "/properties/status", {
        "enum": ["True", "False", "Unknown"],
    }),
    overlay!("apimachinery.pkg.apis.meta.v1.Condition", "/properties/observedGeneration", {
        "minimum": 0,
    }),
    overlay!("apimachinery.pkg.apis.meta.v1.Condition", "/properties/reason", {
        "maxLength": 1024,
        "minLength": 1,
        "pattern": "^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$",
    }),
    overlay!("apimachinery.pkg.apis.meta.v1.Condition", "/properties/message", {
        "maxLength": 32768,
    }),
    // core/v1 LocalObjectReference.Name has `+default=""`; the structs that embed
    // LocalObjectReference inline get that field, and its `+structType=atomic` with it.
    // (ConfigMapKeySelector and SecretKeySelector declare atomic themselves, so the
    // definitions already say so.)
    overlay!("api.core.v1.LocalObjectReference", "/properties/name", { "default": "" }),
    overlay!("api.core.v1.ConfigMapKeySelector", "/properties/name", { "default": "" }),
    overlay!("api.core.v1.SecretKeySelector", "/properties/name", { "default": "" }),
    overlay!("api.core.v1.ConfigMapEnvSource", "/properties/name", { "default": "" }),
    overlay!("api.core.v1.ConfigMapEnvSource", "", { "x-kubernetes-map-type": "atomic" }),
    overlay!("api.core.v1.SecretEnvSource", "/properties/name", { "default": "" }),
    overlay!("api.core.v1.SecretEnvSource", "", { "x-kubernetes-map-type": "atomic" }),
    overlay!("api.core.v1.ConfigMapVolumeSource", "/properties/name", { "default": "" }),
    overlay!("api.core.v1.ConfigMapVolumeSource", "", { "x-kubernetes-map-type": "atomic" }),
    overlay!("api.core.v1.ConfigMapProjection", "/properties/name", { "default": "" }),
    overlay!("api.core.v1.ConfigMapProjection", "", { "x-kubernetes-map-type": "atomic" }),
    overlay!("api.core.v1.SecretProjection", "/properties/name", { "default": "" }),
    overlay!("api.core.v1.SecretProjection", "", { "x-kubernetes-map-type": "atomic" }),
    // `+default=` markers on core/v1 fields.
    overlay!("api.core.v1.FileKeySelector", "/properties/optional", { "default": false }),
    overlay!("api.core.v1.GRPCAction", "/properties/service", { "default": "" }),
    overlay!("api.core.v1.AzureDiskVolumeSource", "/properties/fsType", { "default": "ext4" }),
    overlay!("api.core.v1.AzureDiskVolumeSource", "/properties/readOnly", { "default": false }),
    overlay!("api.core.v1.ISCSIVolumeSource", "/properties/iscsiInterface", { "default": "default" }),
    overlay!("api.core.v1.RBDVolumeSource", "/properties/keyring", { "default": "/etc/ceph/keyring" }),
    overlay!("api.core.v1.RBDVolumeSource", "/properties/pool", { "default": "rbd" }),
    overlay!("api.core.v1.RBDVolumeSource", "/properties/user", { "default": "admin" }),
    overlay!("api.core.v1.ScaleIOVolumeSource", "/properties/fsType", { "default": "xfs" }),
    overlay!("api.core.v1.ScaleIOVolumeSource", "/properties/storageMode", { "default": "ThinProvisioned" }),
    // Not covered by a golden: the PersistentVolume twins of the volume sources above carry
    // the same `+default=` markers in k8s.io/api/core/v1/types.go.
    overlay!("api.core.v1.ISCSIPersistentVolumeSource", "/properties/iscsiInterface", { "default": "default" }),
    overlay!("api.core.v1.RBDPersistentVolumeSource", "/properties/keyring", { "default": "/etc/ceph/keyring" }),
    overlay!("api.core.v1.RBDPersistentVolumeSource", "/properties/pool", { "default": "rbd" }),
    overlay!("api.core.v1.RBDPersistentVolumeSource", "/properties/user", { "default": "admin" }),
    overlay!("api.core.v1.ScaleIOPersistentVolumeSource", "/properties/fsType", { "default": "xfs" }),
    overlay!("api.core.v1.ScaleIOPersistentVolumeSource", "/properties/storageMode", { "default": "ThinProvisioned" }),
    // controller-gen's known-type override for core/v1 `Protocol` is
    // `{type: string, default: "TCP"}`, so every field of that type defaults to TCP. Only
    // ContainerPort is covered by a golden; the others are the fields typed Protocol.
    overlay!("api.core.v1.ContainerPort", "/properties/protocol", { "default": "TCP" }),
    overlay!("api.core.v1.ServicePort", "/properties/protocol", { "default": "TCP" }),
    overlay!("api.core.v1.EndpointPort", "/properties/protocol", { "default": "TCP" }),
    overlay!("api.core.v1.PortStatus", "/properties/protocol", { "default": "TCP" }),
    overlay!("api.discovery.v1.EndpointPort", "/properties/protocol", { "default": "TCP" }),
    overlay!("api.networking.v1.NetworkPolicyPort", "/properties/protocol", { "default": "TCP" }),
    // controller-gen describes the items of a list of a named Go type with that type's doc
    // comment; the definitions inline such types without it. Only `Capability` is covered
    // by a golden, so only it is listed.
    overlay!("api.core.v1.Capabilities", "/properties/add/items", {
        "description": "Capability represent POSIX capabilities type",
    }),
    overlay!("api.core.v1.Capabilities", "/properties/drop/items", {
        "description": "Capability represent POSIX capabilities type",
    }),
];

/// Applies the overlays of `definition` to its expanded schema.
pub(crate) fn apply(definition: &str, schema: &mut Value) {
    for overlay in OVERLAYS.iter().filter(|o| o.definition == definition) {
        let (Some(Value::Object(node)), Value::Object(keys)) =
            (schema.pointer_mut(overlay.pointer), (overlay.keys)())
        else {
            continue;
        };
        node.extend(keys);
    }
}
