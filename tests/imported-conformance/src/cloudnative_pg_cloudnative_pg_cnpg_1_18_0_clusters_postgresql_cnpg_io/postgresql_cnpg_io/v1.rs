//! `postgresql.cnpg.io/v1`, imported by `crdgen import` from `cloudnative-pg__cloudnative-pg__cnpg-1.18.0--clusters.postgresql.cnpg.io.yaml`.

// Written from CRDs, not by hand: the doc comments are their descriptions as other tools
// wrote them (tabs, Markdown lists indented as Go comments indent them), the attributes
// repeat what the schema repeats, and the types nest as the schema does.
#![allow(clippy::duplicated_attributes)]

// The doc comments are the CRDs' descriptions, kept as written (each is the description
// `crdgen generate` writes back): rustdoc reads their URLs, `[...]`, `<...>` and indented
// lines as Markdown links, HTML and Rust code, which they were not written as.
#![allow(
    rustdoc::bare_urls,
    rustdoc::broken_intra_doc_links,
    rustdoc::invalid_html_tags
)]

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// Specification of the desired behavior of the cluster. More info:
/// https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "postgresql.cnpg.io",
    version = "v1",
    kind = "Cluster",
    namespaced,
    plural = "clusters",
    singular = "cluster",
    status = "ClusterStatus",
    scale(
        spec_replicas_path = ".spec.instances",
        status_replicas_path = ".status.instances"
    ),
    printcolumn(name = "Age", type = "date", json_path = ".metadata.creationTimestamp"),
    printcolumn(
        name = "Instances",
        type = "integer",
        json_path = ".status.instances",
        description = "Number of instances"
    ),
    printcolumn(
        name = "Ready",
        type = "integer",
        json_path = ".status.readyInstances",
        description = "Number of ready instances"
    ),
    printcolumn(
        name = "Status",
        type = "string",
        json_path = ".status.phase",
        description = "Cluster current status"
    ),
    printcolumn(
        name = "Primary",
        type = "string",
        json_path = ".status.currentPrimary",
        description = "Primary pod"
    ),
    doc = "Cluster is the Schema for the PostgreSQL API",
    spec_optional
)]
pub struct ClusterSpec {
    /// Affinity/Anti-affinity rules for Pods
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub affinity: Option<ClusterSpecAffinity>,
    /// The configuration to be used for backups
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backup: Option<ClusterSpecBackup>,
    /// Instructions to bootstrap this cluster
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bootstrap: Option<ClusterSpecBootstrap>,
    /// The configuration for the CA and related certificates
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub certificates: Option<ClusterSpecCertificates>,
    /// Description of this PostgreSQL cluster
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// When this option is enabled, the operator will use the `SuperuserSecret` to update the
    /// `postgres` user password (if the secret is not present, the operator will automatically
    /// create one). When this option is disabled, the operator will ignore the `SuperuserSecret`
    /// content, delete it when automatically created, and then blank the password of the
    /// `postgres` user by setting it to `NULL`. Enabled by default.
    #[crd(default = true)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_superuser_access: Option<bool>,
    /// The list of external clusters which are used in the configuration
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub external_clusters: Option<Vec<ClusterSpecExternalClusters>>,
    /// Name of the container image, supporting both tags (`<image>:<tag>`) and digests for
    /// deterministic and repeatable deployments (`<image>:<tag>@sha256:<digestValue>`)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_name: Option<String>,
    /// Image pull policy. One of `Always`, `Never` or `IfNotPresent`. If not defined, it defaults
    /// to `IfNotPresent`. Cannot be updated. More info:
    /// https://kubernetes.io/docs/concepts/containers/images#updating-images
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_pull_policy: Option<String>,
    /// The list of pull secrets to be used to pull the images
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_pull_secrets: Option<Vec<ClusterSpecImagePullSecrets>>,
    /// Metadata that will be inherited by all objects related to the Cluster
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inherited_metadata: Option<ClusterSpecInheritedMetadata>,
    /// Number of instances required in the cluster
    #[crd(format = "", default = 1, minimum = 1)]
    pub instances: i64,
    /// The instances' log level, one of the following values: error, warning, info (default),
    /// debug, trace
    #[crd(default = "info", enum = ["error", "warning", "info", "debug", "trace"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log_level: Option<String>,
    /// The target value for the synchronous replication quorum, that can be decreased if the
    /// number of ready standbys is lower than this. Undefined or 0 disable synchronous
    /// replication.
    #[crd(format = "", default = 0, minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_sync_replicas: Option<i64>,
    /// Minimum number of instances required in synchronous replication with the primary.
    /// Undefined or 0 allow writes to complete when no standby is available.
    #[crd(format = "", default = 0, minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_sync_replicas: Option<i64>,
    /// The configuration of the monitoring infrastructure of this cluster
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monitoring: Option<ClusterSpecMonitoring>,
    /// Define a maintenance window for the Kubernetes nodes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub node_maintenance_window: Option<ClusterSpecNodeMaintenanceWindow>,
    /// The GID of the `postgres` user inside the image, defaults to `26`
    #[crd(default = 26)]
    #[serde(rename = "postgresGID", default, skip_serializing_if = "Option::is_none")]
    pub postgres_gid: Option<i64>,
    /// The UID of the `postgres` user inside the image, defaults to `26`
    #[crd(default = 26)]
    #[serde(rename = "postgresUID", default, skip_serializing_if = "Option::is_none")]
    pub postgres_uid: Option<i64>,
    /// Configuration of the PostgreSQL server
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub postgresql: Option<ClusterSpecPostgresql>,
    /// Method to follow to upgrade the primary server during a rolling update procedure, after
    /// all replicas have been successfully updated: it can be with a switchover (`switchover` -
    /// default) or in-place (`restart`)
    #[crd(default = "switchover", enum = ["switchover", "restart"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub primary_update_method: Option<String>,
    /// Strategy to follow to upgrade the primary server during a rolling update procedure, after
    /// all replicas have been successfully updated: it can be automated (`unsupervised` -
    /// default) or manual (`supervised`)
    #[crd(default = "unsupervised", enum = ["unsupervised", "supervised"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub primary_update_strategy: Option<String>,
    /// Replica cluster configuration
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replica: Option<ClusterSpecReplica>,
    /// Replication slots management configuration
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replication_slots: Option<ClusterSpecReplicationSlots>,
    /// Resources requirements of every generated Pod. Please refer to
    /// https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/ for more
    /// information.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resources: Option<ClusterSpecResources>,
    /// The time in seconds that is allowed for a PostgreSQL instance to successfully start up
    /// (default 30)
    #[crd(default = 30)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_delay: Option<i32>,
    /// The time in seconds that is allowed for a PostgreSQL instance to gracefully shutdown
    /// (default 30)
    #[crd(default = 30)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop_delay: Option<i32>,
    /// Configuration of the storage of the instances
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage: Option<ClusterSpecStorage>,
    /// The secret containing the superuser password. If not defined a new secret will be created
    /// with a randomly generated password
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub superuser_secret: Option<ClusterSpecSuperuserSecret>,
    /// The time in seconds that is allowed for a primary PostgreSQL instance to gracefully
    /// shutdown during a switchover. Default value is 40000000, greater than one year in seconds,
    /// big enough to simulate an infinite delay
    #[crd(default = 40000000)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub switchover_delay: Option<i32>,
    /// Configuration of the storage for PostgreSQL WAL (Write-Ahead Log)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wal_storage: Option<ClusterSpecWalStorage>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinity {
    /// AdditionalPodAffinity allows to specify pod affinity terms to be passed to all the
    /// cluster's pods.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub additional_pod_affinity: Option<ClusterSpecAffinityAdditionalPodAffinity>,
    /// AdditionalPodAntiAffinity allows to specify pod anti-affinity terms to be added to the
    /// ones generated by the operator if EnablePodAntiAffinity is set to true (default) or to be
    /// used exclusively if set to false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub additional_pod_anti_affinity: Option<
        ClusterSpecAffinityAdditionalPodAntiAffinity,
    >,
    /// Activates anti-affinity for the pods. The operator will define pods anti-affinity unless
    /// this field is explicitly set to false
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_pod_anti_affinity: Option<bool>,
    /// NodeSelector is map of key-value pairs used to define the nodes on which the pods can run.
    /// More info: https://kubernetes.io/docs/concepts/configuration/assign-pod-node/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub node_selector: Option<std::collections::BTreeMap<String, String>>,
    /// PodAntiAffinityType allows the user to decide whether pod anti-affinity between cluster
    /// instance has to be considered a strong requirement during scheduling or not. Allowed
    /// values are: "preferred" (default if empty) or "required". Setting it to "required", could
    /// lead to instances remaining pending until new kubernetes nodes are added if all the
    /// existing nodes don't match the required pod anti-affinity rule. More info:
    /// https://kubernetes.io/docs/concepts/scheduling-eviction/assign-pod-node/#inter-pod-affinity-and-anti-affinity
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_anti_affinity_type: Option<String>,
    /// Tolerations is a list of Tolerations that should be set for all the pods, in order to
    /// allow them to run on tainted nodes. More info:
    /// https://kubernetes.io/docs/concepts/scheduling-eviction/taint-and-toleration/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tolerations: Option<Vec<ClusterSpecAffinityTolerations>>,
    /// TopologyKey to use for anti-affinity configuration. See k8s documentation for more info on
    /// that
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub topology_key: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAffinity {
    /// The scheduler will prefer to schedule pods to nodes that satisfy the affinity expressions
    /// specified by this field, but it may choose a node that violates one or more of the
    /// expressions. The node that is most preferred is the one with the greatest sum of weights,
    /// i.e. for each node that meets all of the scheduling requirements (resource request,
    /// requiredDuringScheduling affinity expressions, etc.), compute a sum by iterating through
    /// the elements of this field and adding "weight" to the sum if the node has pods which
    /// matches the corresponding podAffinityTerm; the node(s) with the highest sum are the most
    /// preferred.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preferred_during_scheduling_ignored_during_execution: Option<
        Vec<
            ClusterSpecAffinityAdditionalPodAffinityPreferredDuringSchedulingIgnoredDuringExecution,
        >,
    >,
    /// If the affinity requirements specified by this field are not met at scheduling time, the
    /// pod will not be scheduled onto the node. If the affinity requirements specified by this
    /// field cease to be met at some point during pod execution (e.g. due to a pod label update),
    /// the system may or may not try to eventually evict the pod from its node. When there are
    /// multiple elements, the lists of nodes corresponding to each podAffinityTerm are
    /// intersected, i.e. all terms must be satisfied.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub required_during_scheduling_ignored_during_execution: Option<
        Vec<
            ClusterSpecAffinityAdditionalPodAffinityRequiredDuringSchedulingIgnoredDuringExecution,
        >,
    >,
}

/// The weights of all of the matched WeightedPodAffinityTerm fields are added per-node to
/// find the most preferred node(s)
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAffinityPreferredDuringSchedulingIgnoredDuringExecution {
    /// Required. A pod affinity term, associated with the corresponding weight.
    pub pod_affinity_term: ClusterSpecAffinityAdditionalPodAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTerm,
    /// weight associated with matching the corresponding podAffinityTerm, in the range 1-100.
    pub weight: i32,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTerm {
    /// A label query over a set of resources, in this case pods.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label_selector: Option<
        ClusterSpecAffinityAdditionalPodAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTermLabelSelector,
    >,
    /// A label query over the set of namespaces that the term applies to. The term is applied to
    /// the union of the namespaces selected by this field and the ones listed in the namespaces
    /// field. null selector and null or empty namespaces list means "this pod's namespace". An
    /// empty selector ({}) matches all namespaces.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespace_selector: Option<
        ClusterSpecAffinityAdditionalPodAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTermNamespaceSelector,
    >,
    /// namespaces specifies a static list of namespace names that the term applies to. The term
    /// is applied to the union of the namespaces listed in this field and the ones selected by
    /// namespaceSelector. null or empty namespaces list and null namespaceSelector means "this
    /// pod's namespace".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespaces: Option<Vec<String>>,
    /// This pod should be co-located (affinity) or not co-located (anti-affinity) with the pods
    /// matching the labelSelector in the specified namespaces, where co-located is defined as
    /// running on a node whose value of the label with key topologyKey matches that of any node
    /// on which any of the selected pods is running. Empty topologyKey is not allowed.
    pub topology_key: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTermLabelSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<
            ClusterSpecAffinityAdditionalPodAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTermLabelSelectorMatchExpressions,
        >,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels map is
    /// equivalent to an element of matchExpressions, whose key field is "key", the operator is
    /// "In", and the values array contains only "value". The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator
/// that relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTermLabelSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values. Valid operators are In,
    /// NotIn, Exists and DoesNotExist.
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn, the values array must
    /// be non-empty. If the operator is Exists or DoesNotExist, the values array must be empty.
    /// This array is replaced during a strategic merge patch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTermNamespaceSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<
            ClusterSpecAffinityAdditionalPodAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTermNamespaceSelectorMatchExpressions,
        >,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels map is
    /// equivalent to an element of matchExpressions, whose key field is "key", the operator is
    /// "In", and the values array contains only "value". The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator
/// that relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTermNamespaceSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values. Valid operators are In,
    /// NotIn, Exists and DoesNotExist.
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn, the values array must
    /// be non-empty. If the operator is Exists or DoesNotExist, the values array must be empty.
    /// This array is replaced during a strategic merge patch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

/// Defines a set of pods (namely those matching the labelSelector relative to the given
/// namespace(s)) that this pod should be co-located (affinity) or not co-located
/// (anti-affinity) with, where co-located is defined as running on a node whose value of the
/// label with key <topologyKey> matches that of any node on which a pod of the set of pods is
/// running
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAffinityRequiredDuringSchedulingIgnoredDuringExecution {
    /// A label query over a set of resources, in this case pods.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label_selector: Option<
        ClusterSpecAffinityAdditionalPodAffinityRequiredDuringSchedulingIgnoredDuringExecutionLabelSelector,
    >,
    /// A label query over the set of namespaces that the term applies to. The term is applied to
    /// the union of the namespaces selected by this field and the ones listed in the namespaces
    /// field. null selector and null or empty namespaces list means "this pod's namespace". An
    /// empty selector ({}) matches all namespaces.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespace_selector: Option<
        ClusterSpecAffinityAdditionalPodAffinityRequiredDuringSchedulingIgnoredDuringExecutionNamespaceSelector,
    >,
    /// namespaces specifies a static list of namespace names that the term applies to. The term
    /// is applied to the union of the namespaces listed in this field and the ones selected by
    /// namespaceSelector. null or empty namespaces list and null namespaceSelector means "this
    /// pod's namespace".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespaces: Option<Vec<String>>,
    /// This pod should be co-located (affinity) or not co-located (anti-affinity) with the pods
    /// matching the labelSelector in the specified namespaces, where co-located is defined as
    /// running on a node whose value of the label with key topologyKey matches that of any node
    /// on which any of the selected pods is running. Empty topologyKey is not allowed.
    pub topology_key: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAffinityRequiredDuringSchedulingIgnoredDuringExecutionLabelSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<
            ClusterSpecAffinityAdditionalPodAffinityRequiredDuringSchedulingIgnoredDuringExecutionLabelSelectorMatchExpressions,
        >,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels map is
    /// equivalent to an element of matchExpressions, whose key field is "key", the operator is
    /// "In", and the values array contains only "value". The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator
/// that relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAffinityRequiredDuringSchedulingIgnoredDuringExecutionLabelSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values. Valid operators are In,
    /// NotIn, Exists and DoesNotExist.
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn, the values array must
    /// be non-empty. If the operator is Exists or DoesNotExist, the values array must be empty.
    /// This array is replaced during a strategic merge patch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAffinityRequiredDuringSchedulingIgnoredDuringExecutionNamespaceSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<
            ClusterSpecAffinityAdditionalPodAffinityRequiredDuringSchedulingIgnoredDuringExecutionNamespaceSelectorMatchExpressions,
        >,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels map is
    /// equivalent to an element of matchExpressions, whose key field is "key", the operator is
    /// "In", and the values array contains only "value". The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator
/// that relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAffinityRequiredDuringSchedulingIgnoredDuringExecutionNamespaceSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values. Valid operators are In,
    /// NotIn, Exists and DoesNotExist.
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn, the values array must
    /// be non-empty. If the operator is Exists or DoesNotExist, the values array must be empty.
    /// This array is replaced during a strategic merge patch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAntiAffinity {
    /// The scheduler will prefer to schedule pods to nodes that satisfy the anti-affinity
    /// expressions specified by this field, but it may choose a node that violates one or more of
    /// the expressions. The node that is most preferred is the one with the greatest sum of
    /// weights, i.e. for each node that meets all of the scheduling requirements (resource
    /// request, requiredDuringScheduling anti-affinity expressions, etc.), compute a sum by
    /// iterating through the elements of this field and adding "weight" to the sum if the node
    /// has pods which matches the corresponding podAffinityTerm; the node(s) with the highest sum
    /// are the most preferred.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preferred_during_scheduling_ignored_during_execution: Option<
        Vec<
            ClusterSpecAffinityAdditionalPodAntiAffinityPreferredDuringSchedulingIgnoredDuringExecution,
        >,
    >,
    /// If the anti-affinity requirements specified by this field are not met at scheduling time,
    /// the pod will not be scheduled onto the node. If the anti-affinity requirements specified
    /// by this field cease to be met at some point during pod execution (e.g. due to a pod label
    /// update), the system may or may not try to eventually evict the pod from its node. When
    /// there are multiple elements, the lists of nodes corresponding to each podAffinityTerm are
    /// intersected, i.e. all terms must be satisfied.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub required_during_scheduling_ignored_during_execution: Option<
        Vec<
            ClusterSpecAffinityAdditionalPodAntiAffinityRequiredDuringSchedulingIgnoredDuringExecution,
        >,
    >,
}

/// The weights of all of the matched WeightedPodAffinityTerm fields are added per-node to
/// find the most preferred node(s)
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAntiAffinityPreferredDuringSchedulingIgnoredDuringExecution {
    /// Required. A pod affinity term, associated with the corresponding weight.
    pub pod_affinity_term: ClusterSpecAffinityAdditionalPodAntiAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTerm,
    /// weight associated with matching the corresponding podAffinityTerm, in the range 1-100.
    pub weight: i32,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAntiAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTerm {
    /// A label query over a set of resources, in this case pods.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label_selector: Option<
        ClusterSpecAffinityAdditionalPodAntiAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTermLabelSelector,
    >,
    /// A label query over the set of namespaces that the term applies to. The term is applied to
    /// the union of the namespaces selected by this field and the ones listed in the namespaces
    /// field. null selector and null or empty namespaces list means "this pod's namespace". An
    /// empty selector ({}) matches all namespaces.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespace_selector: Option<
        ClusterSpecAffinityAdditionalPodAntiAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTermNamespaceSelector,
    >,
    /// namespaces specifies a static list of namespace names that the term applies to. The term
    /// is applied to the union of the namespaces listed in this field and the ones selected by
    /// namespaceSelector. null or empty namespaces list and null namespaceSelector means "this
    /// pod's namespace".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespaces: Option<Vec<String>>,
    /// This pod should be co-located (affinity) or not co-located (anti-affinity) with the pods
    /// matching the labelSelector in the specified namespaces, where co-located is defined as
    /// running on a node whose value of the label with key topologyKey matches that of any node
    /// on which any of the selected pods is running. Empty topologyKey is not allowed.
    pub topology_key: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAntiAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTermLabelSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<
            ClusterSpecAffinityAdditionalPodAntiAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTermLabelSelectorMatchExpressions,
        >,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels map is
    /// equivalent to an element of matchExpressions, whose key field is "key", the operator is
    /// "In", and the values array contains only "value". The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator
/// that relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAntiAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTermLabelSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values. Valid operators are In,
    /// NotIn, Exists and DoesNotExist.
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn, the values array must
    /// be non-empty. If the operator is Exists or DoesNotExist, the values array must be empty.
    /// This array is replaced during a strategic merge patch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAntiAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTermNamespaceSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<
            ClusterSpecAffinityAdditionalPodAntiAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTermNamespaceSelectorMatchExpressions,
        >,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels map is
    /// equivalent to an element of matchExpressions, whose key field is "key", the operator is
    /// "In", and the values array contains only "value". The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator
/// that relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAntiAffinityPreferredDuringSchedulingIgnoredDuringExecutionPodAffinityTermNamespaceSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values. Valid operators are In,
    /// NotIn, Exists and DoesNotExist.
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn, the values array must
    /// be non-empty. If the operator is Exists or DoesNotExist, the values array must be empty.
    /// This array is replaced during a strategic merge patch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

/// Defines a set of pods (namely those matching the labelSelector relative to the given
/// namespace(s)) that this pod should be co-located (affinity) or not co-located
/// (anti-affinity) with, where co-located is defined as running on a node whose value of the
/// label with key <topologyKey> matches that of any node on which a pod of the set of pods is
/// running
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAntiAffinityRequiredDuringSchedulingIgnoredDuringExecution {
    /// A label query over a set of resources, in this case pods.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label_selector: Option<
        ClusterSpecAffinityAdditionalPodAntiAffinityRequiredDuringSchedulingIgnoredDuringExecutionLabelSelector,
    >,
    /// A label query over the set of namespaces that the term applies to. The term is applied to
    /// the union of the namespaces selected by this field and the ones listed in the namespaces
    /// field. null selector and null or empty namespaces list means "this pod's namespace". An
    /// empty selector ({}) matches all namespaces.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespace_selector: Option<
        ClusterSpecAffinityAdditionalPodAntiAffinityRequiredDuringSchedulingIgnoredDuringExecutionNamespaceSelector,
    >,
    /// namespaces specifies a static list of namespace names that the term applies to. The term
    /// is applied to the union of the namespaces listed in this field and the ones selected by
    /// namespaceSelector. null or empty namespaces list and null namespaceSelector means "this
    /// pod's namespace".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespaces: Option<Vec<String>>,
    /// This pod should be co-located (affinity) or not co-located (anti-affinity) with the pods
    /// matching the labelSelector in the specified namespaces, where co-located is defined as
    /// running on a node whose value of the label with key topologyKey matches that of any node
    /// on which any of the selected pods is running. Empty topologyKey is not allowed.
    pub topology_key: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAntiAffinityRequiredDuringSchedulingIgnoredDuringExecutionLabelSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<
            ClusterSpecAffinityAdditionalPodAntiAffinityRequiredDuringSchedulingIgnoredDuringExecutionLabelSelectorMatchExpressions,
        >,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels map is
    /// equivalent to an element of matchExpressions, whose key field is "key", the operator is
    /// "In", and the values array contains only "value". The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator
/// that relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAntiAffinityRequiredDuringSchedulingIgnoredDuringExecutionLabelSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values. Valid operators are In,
    /// NotIn, Exists and DoesNotExist.
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn, the values array must
    /// be non-empty. If the operator is Exists or DoesNotExist, the values array must be empty.
    /// This array is replaced during a strategic merge patch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAntiAffinityRequiredDuringSchedulingIgnoredDuringExecutionNamespaceSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<
            ClusterSpecAffinityAdditionalPodAntiAffinityRequiredDuringSchedulingIgnoredDuringExecutionNamespaceSelectorMatchExpressions,
        >,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels map is
    /// equivalent to an element of matchExpressions, whose key field is "key", the operator is
    /// "In", and the values array contains only "value". The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator
/// that relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityAdditionalPodAntiAffinityRequiredDuringSchedulingIgnoredDuringExecutionNamespaceSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values. Valid operators are In,
    /// NotIn, Exists and DoesNotExist.
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn, the values array must
    /// be non-empty. If the operator is Exists or DoesNotExist, the values array must be empty.
    /// This array is replaced during a strategic merge patch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

/// The pod this Toleration is attached to tolerates any taint that matches the triple
/// <key,value,effect> using the matching operator <operator>.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecAffinityTolerations {
    /// Effect indicates the taint effect to match. Empty means match all taint effects. When
    /// specified, allowed values are NoSchedule, PreferNoSchedule and NoExecute.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub effect: Option<String>,
    /// Key is the taint key that the toleration applies to. Empty means match all taint keys. If
    /// the key is empty, operator must be Exists; this combination means to match all values and
    /// all keys.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// Operator represents a key's relationship to the value. Valid operators are Exists and
    /// Equal. Defaults to Equal. Exists is equivalent to wildcard for value, so that a pod can
    /// tolerate all taints of a particular category.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub operator: Option<String>,
    /// TolerationSeconds represents the period of time the toleration (which must be of effect
    /// NoExecute, otherwise this field is ignored) tolerates the taint. By default, it is not
    /// set, which means tolerate the taint forever (do not evict). Zero and negative values will
    /// be treated as 0 (evict immediately) by the system.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub toleration_seconds: Option<i64>,
    /// Value is the taint value the toleration matches to. If the operator is Exists, the value
    /// should be empty, otherwise just a regular string.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBackup {
    /// The configuration for the barman-cloud tool suite
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub barman_object_store: Option<ClusterSpecBackupBarmanObjectStore>,
    /// RetentionPolicy is the retention policy to be used for backups and WALs (i.e. '60d'). The
    /// retention policy is expressed in the form of `XXu` where `XX` is a positive integer and
    /// `u` is in `[dwm]` - days, weeks, months.
    #[crd(pattern = "^[1-9][0-9]*[dwm]$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retention_policy: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBackupBarmanObjectStore {
    /// The credentials to use to upload data to Azure Blob Storage
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub azure_credentials: Option<ClusterSpecBackupBarmanObjectStoreAzureCredentials>,
    /// The configuration to be used to backup the data files When not defined, base backups files
    /// will be stored uncompressed and may be unencrypted in the object store, according to the
    /// bucket default policy.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<ClusterSpecBackupBarmanObjectStoreData>,
    /// The path where to store the backup (i.e. s3://bucket/path/to/folder) this path, with
    /// different destination folders, will be used for WALs and for data
    #[crd(min_length = 1)]
    pub destination_path: String,
    /// EndpointCA store the CA bundle of the barman endpoint. Useful when using self-signed
    /// certificates to avoid errors with certificate issuer and barman-cloud-wal-archive
    #[serde(rename = "endpointCA", default, skip_serializing_if = "Option::is_none")]
    pub endpoint_ca: Option<ClusterSpecBackupBarmanObjectStoreEndpointCa>,
    /// Endpoint to be used to upload data to the cloud, overriding the automatic endpoint
    /// discovery
    #[serde(rename = "endpointURL", default, skip_serializing_if = "Option::is_none")]
    pub endpoint_url: Option<String>,
    /// The credentials to use to upload data to Google Cloud Storage
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub google_credentials: Option<ClusterSpecBackupBarmanObjectStoreGoogleCredentials>,
    /// HistoryTags is a list of key value pairs that will be passed to the Barman --history-tags
    /// option.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub history_tags: Option<std::collections::BTreeMap<String, String>>,
    /// The credentials to use to upload data to S3
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub s3_credentials: Option<ClusterSpecBackupBarmanObjectStoreS3Credentials>,
    /// The server name on S3, the cluster name is used if this parameter is omitted
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server_name: Option<String>,
    /// Tags is a list of key value pairs that will be passed to the Barman --tags option.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tags: Option<std::collections::BTreeMap<String, String>>,
    /// The configuration for the backup of the WAL stream. When not defined, WAL files will be
    /// stored uncompressed and may be unencrypted in the object store, according to the bucket
    /// default policy.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wal: Option<ClusterSpecBackupBarmanObjectStoreWal>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBackupBarmanObjectStoreAzureCredentials {
    /// The connection string to be used
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connection_string: Option<
        ClusterSpecBackupBarmanObjectStoreAzureCredentialsConnectionString,
    >,
    /// Use the Azure AD based authentication without providing explicitly the keys.
    #[serde(
        rename = "inheritFromAzureAD",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub inherit_from_azure_ad: Option<bool>,
    /// The storage account where to upload data
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage_account: Option<
        ClusterSpecBackupBarmanObjectStoreAzureCredentialsStorageAccount,
    >,
    /// The storage account key to be used in conjunction with the storage account name
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage_key: Option<
        ClusterSpecBackupBarmanObjectStoreAzureCredentialsStorageKey,
    >,
    /// A shared-access-signature to be used in conjunction with the storage account name
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage_sas_token: Option<
        ClusterSpecBackupBarmanObjectStoreAzureCredentialsStorageSasToken,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBackupBarmanObjectStoreAzureCredentialsConnectionString {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBackupBarmanObjectStoreAzureCredentialsStorageAccount {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBackupBarmanObjectStoreAzureCredentialsStorageKey {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBackupBarmanObjectStoreAzureCredentialsStorageSasToken {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBackupBarmanObjectStoreData {
    /// Compress a backup file (a tar file per tablespace) while streaming it to the object store.
    /// Available options are empty string (no compression, default), `gzip`, `bzip2` or `snappy`.
    #[crd(enum = ["gzip", "bzip2", "snappy"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compression: Option<String>,
    /// Whenever to force the encryption of files (if the bucket is not already configured for
    /// that). Allowed options are empty string (use the bucket policy, default), `AES256` and
    /// `aws:kms`
    #[crd(enum = ["AES256", "aws:kms"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub encryption: Option<String>,
    /// Control whether the I/O workload for the backup initial checkpoint will be limited,
    /// according to the `checkpoint_completion_target` setting on the PostgreSQL server. If set
    /// to true, an immediate checkpoint will be used, meaning PostgreSQL will complete the
    /// checkpoint as soon as possible. `false` by default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub immediate_checkpoint: Option<bool>,
    /// The number of parallel jobs to be used to upload the backup, defaults to 2
    #[crd(minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jobs: Option<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBackupBarmanObjectStoreEndpointCa {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBackupBarmanObjectStoreGoogleCredentials {
    /// The secret containing the Google Cloud Storage JSON file with the credentials
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub application_credentials: Option<
        ClusterSpecBackupBarmanObjectStoreGoogleCredentialsApplicationCredentials,
    >,
    /// If set to true, will presume that it's running inside a GKE environment, default to false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gke_environment: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBackupBarmanObjectStoreGoogleCredentialsApplicationCredentials {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBackupBarmanObjectStoreS3Credentials {
    /// The reference to the access key id
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub access_key_id: Option<
        ClusterSpecBackupBarmanObjectStoreS3CredentialsAccessKeyId,
    >,
    /// Use the role based authentication without providing explicitly the keys.
    #[serde(
        rename = "inheritFromIAMRole",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub inherit_from_iam_role: Option<bool>,
    /// The reference to the secret containing the region name
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub region: Option<ClusterSpecBackupBarmanObjectStoreS3CredentialsRegion>,
    /// The reference to the secret access key
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret_access_key: Option<
        ClusterSpecBackupBarmanObjectStoreS3CredentialsSecretAccessKey,
    >,
    /// The references to the session key
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session_token: Option<
        ClusterSpecBackupBarmanObjectStoreS3CredentialsSessionToken,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBackupBarmanObjectStoreS3CredentialsAccessKeyId {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBackupBarmanObjectStoreS3CredentialsRegion {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBackupBarmanObjectStoreS3CredentialsSecretAccessKey {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBackupBarmanObjectStoreS3CredentialsSessionToken {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBackupBarmanObjectStoreWal {
    /// Compress a WAL file before sending it to the object store. Available options are empty
    /// string (no compression, default), `gzip`, `bzip2` or `snappy`.
    #[crd(enum = ["gzip", "bzip2", "snappy"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compression: Option<String>,
    /// Whenever to force the encryption of files (if the bucket is not already configured for
    /// that). Allowed options are empty string (use the bucket policy, default), `AES256` and
    /// `aws:kms`
    #[crd(enum = ["AES256", "aws:kms"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub encryption: Option<String>,
    /// Number of WAL files to be either archived in parallel (when the PostgreSQL instance is
    /// archiving to a backup object store) or restored in parallel (when a PostgreSQL standby is
    /// fetching WAL files from a recovery object store). If not specified, WAL files will be
    /// processed one at a time. It accepts a positive integer as a value - with 1 being the
    /// minimum accepted value.
    #[crd(format = "", minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_parallel: Option<i64>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBootstrap {
    /// Bootstrap the cluster via initdb
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub initdb: Option<ClusterSpecBootstrapInitdb>,
    /// Bootstrap the cluster taking a physical backup of another compatible PostgreSQL instance
    #[serde(rename = "pg_basebackup", default, skip_serializing_if = "Option::is_none")]
    pub pg_basebackup: Option<ClusterSpecBootstrapPgBasebackup>,
    /// Bootstrap the cluster from a backup
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recovery: Option<ClusterSpecBootstrapRecovery>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBootstrapInitdb {
    /// Whether the `-k` option should be passed to initdb, enabling checksums on data pages
    /// (default: `false`)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data_checksums: Option<bool>,
    /// Name of the database used by the application. Default: `app`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub database: Option<String>,
    /// The value to be passed as option `--encoding` for initdb (default:`UTF8`)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub encoding: Option<String>,
    /// Bootstraps the new cluster by importing data from an existing PostgreSQL instance using
    /// logical backup (`pg_dump` and `pg_restore`)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub import: Option<ClusterSpecBootstrapInitdbImport>,
    /// The value to be passed as option `--lc-ctype` for initdb (default:`C`)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locale_c_type: Option<String>,
    /// The value to be passed as option `--lc-collate` for initdb (default:`C`)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locale_collate: Option<String>,
    /// The list of options that must be passed to initdb when creating the cluster. Deprecated:
    /// This could lead to inconsistent configurations, please use the explicit provided
    /// parameters instead. If defined, explicit values will be ignored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options: Option<Vec<String>>,
    /// Name of the owner of the database in the instance to be used by applications. Defaults to
    /// the value of the `database` key.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<String>,
    /// List of SQL queries to be executed as a superuser in the application database right after
    /// is created - to be used with extreme care (by default empty)
    #[serde(
        rename = "postInitApplicationSQL",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub post_init_application_sql: Option<Vec<String>>,
    /// PostInitApplicationSQLRefs points references to ConfigMaps or Secrets which contain SQL
    /// files, the general implementation order to these references is from all Secrets to all
    /// ConfigMaps, and inside Secrets or ConfigMaps, the implementation order is same as the
    /// order of each array (by default empty)
    #[serde(
        rename = "postInitApplicationSQLRefs",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub post_init_application_sql_refs: Option<
        ClusterSpecBootstrapInitdbPostInitApplicationSqlRefs,
    >,
    /// List of SQL queries to be executed as a superuser immediately after the cluster has been
    /// created - to be used with extreme care (by default empty)
    #[serde(rename = "postInitSQL", default, skip_serializing_if = "Option::is_none")]
    pub post_init_sql: Option<Vec<String>>,
    /// List of SQL queries to be executed as a superuser in the `template1` after the cluster has
    /// been created - to be used with extreme care (by default empty)
    #[serde(
        rename = "postInitTemplateSQL",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub post_init_template_sql: Option<Vec<String>>,
    /// Name of the secret containing the initial credentials for the owner of the user database.
    /// If empty a new secret will be created from scratch
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<ClusterSpecBootstrapInitdbSecret>,
    /// The value in megabytes (1 to 1024) to be passed to the `--wal-segsize` option for initdb
    /// (default: empty, resulting in PostgreSQL default: 16MB)
    #[crd(format = "", maximum = 1024, minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wal_segment_size: Option<i64>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBootstrapInitdbImport {
    /// The databases to import
    pub databases: Vec<String>,
    /// List of SQL queries to be executed as a superuser in the application database right after
    /// is imported - to be used with extreme care (by default empty). Only available in
    /// microservice type.
    #[serde(
        rename = "postImportApplicationSQL",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub post_import_application_sql: Option<Vec<String>>,
    /// The roles to import
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roles: Option<Vec<String>>,
    /// The source of the import
    pub source: ClusterSpecBootstrapInitdbImportSource,
    /// The import type. Can be `microservice` or `monolith`.
    #[crd(enum = ["microservice", "monolith"])]
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBootstrapInitdbImportSource {
    /// The name of the externalCluster used for import
    pub external_cluster: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBootstrapInitdbPostInitApplicationSqlRefs {
    /// ConfigMapRefs holds a list of references to ConfigMaps
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map_refs: Option<
        Vec<ClusterSpecBootstrapInitdbPostInitApplicationSqlRefsConfigMapRefs>,
    >,
    /// SecretRefs holds a list of references to Secrets
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret_refs: Option<
        Vec<ClusterSpecBootstrapInitdbPostInitApplicationSqlRefsSecretRefs>,
    >,
}

/// ConfigMapKeySelector contains enough information to let you locate the key of a ConfigMap
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBootstrapInitdbPostInitApplicationSqlRefsConfigMapRefs {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

/// SecretKeySelector contains enough information to let you locate the key of a Secret
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBootstrapInitdbPostInitApplicationSqlRefsSecretRefs {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBootstrapInitdbSecret {
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBootstrapPgBasebackup {
    /// Name of the database used by the application. Default: `app`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub database: Option<String>,
    /// Name of the owner of the database in the instance to be used by applications. Defaults to
    /// the value of the `database` key.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<String>,
    /// Name of the secret containing the initial credentials for the owner of the user database.
    /// If empty a new secret will be created from scratch
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<ClusterSpecBootstrapPgBasebackupSecret>,
    /// The name of the server of which we need to take a physical backup
    #[crd(min_length = 1)]
    pub source: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBootstrapPgBasebackupSecret {
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBootstrapRecovery {
    /// The backup we need to restore
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backup: Option<ClusterSpecBootstrapRecoveryBackup>,
    /// Name of the database used by the application. Default: `app`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub database: Option<String>,
    /// Name of the owner of the database in the instance to be used by applications. Defaults to
    /// the value of the `database` key.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<String>,
    /// By default, the recovery process applies all the available WAL files in the archive (full
    /// recovery). However, you can also end the recovery as soon as a consistent state is reached
    /// or recover to a point-in-time (PITR) by specifying a `RecoveryTarget` object, as expected
    /// by PostgreSQL (i.e., timestamp, transaction Id, LSN, ...). More info:
    /// https://www.postgresql.org/docs/current/runtime-config-wal.html#RUNTIME-CONFIG-WAL-RECOVERY-TARGET
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recovery_target: Option<ClusterSpecBootstrapRecoveryRecoveryTarget>,
    /// Name of the secret containing the initial credentials for the owner of the user database.
    /// If empty a new secret will be created from scratch
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<ClusterSpecBootstrapRecoverySecret>,
    /// The external cluster whose backup we will restore. This is also used as the name of the
    /// folder under which the backup is stored, so it must be set to the name of the source
    /// cluster
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBootstrapRecoveryBackup {
    /// EndpointCA store the CA bundle of the barman endpoint. Useful when using self-signed
    /// certificates to avoid errors with certificate issuer and barman-cloud-wal-archive.
    #[serde(rename = "endpointCA", default, skip_serializing_if = "Option::is_none")]
    pub endpoint_ca: Option<ClusterSpecBootstrapRecoveryBackupEndpointCa>,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBootstrapRecoveryBackupEndpointCa {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBootstrapRecoveryRecoveryTarget {
    /// The ID of the backup from which to start the recovery process. If empty (default) the
    /// operator will automatically detect the backup based on targetTime or targetLSN if
    /// specified. Otherwise use the latest available backup in chronological order.
    #[serde(rename = "backupID", default, skip_serializing_if = "Option::is_none")]
    pub backup_id: Option<String>,
    /// Set the target to be exclusive (defaults to true)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exclusive: Option<bool>,
    /// End recovery as soon as a consistent state is reached
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_immediate: Option<bool>,
    /// The target LSN (Log Sequence Number)
    #[serde(rename = "targetLSN", default, skip_serializing_if = "Option::is_none")]
    pub target_lsn: Option<String>,
    /// The target name (to be previously created with `pg_create_restore_point`)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_name: Option<String>,
    /// The target timeline ("latest" or a positive integer)
    #[serde(rename = "targetTLI", default, skip_serializing_if = "Option::is_none")]
    pub target_tli: Option<String>,
    /// The target time as a timestamp in the RFC3339 standard
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_time: Option<String>,
    /// The target transaction ID
    #[serde(rename = "targetXID", default, skip_serializing_if = "Option::is_none")]
    pub target_xid: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecBootstrapRecoverySecret {
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecCertificates {
    /// The secret containing the Client CA certificate. If not defined, a new secret will be
    /// created with a self-signed CA and will be used to generate all the client certificates.<br
    /// /> <br /> Contains:<br /> <br /> - `ca.crt`: CA that should be used to validate the client
    /// certificates, used as `ssl_ca_file` of all the instances.<br /> - `ca.key`: key used to
    /// generate client certificates, if ReplicationTLSSecret is provided, this can be omitted.<br
    /// />
    #[serde(rename = "clientCASecret", default, skip_serializing_if = "Option::is_none")]
    pub client_ca_secret: Option<String>,
    /// The secret of type kubernetes.io/tls containing the client certificate to authenticate as
    /// the `streaming_replica` user. If not defined, ClientCASecret must provide also `ca.key`,
    /// and a new secret will be created using the provided CA.
    #[serde(
        rename = "replicationTLSSecret",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub replication_tls_secret: Option<String>,
    /// The list of the server alternative DNS names to be added to the generated server TLS
    /// certificates, when required.
    #[serde(
        rename = "serverAltDNSNames",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub server_alt_dns_names: Option<Vec<String>>,
    /// The secret containing the Server CA certificate. If not defined, a new secret will be
    /// created with a self-signed CA and will be used to generate the TLS certificate
    /// ServerTLSSecret.<br /> <br /> Contains:<br /> <br /> - `ca.crt`: CA that should be used to
    /// validate the server certificate, used as `sslrootcert` in client connection strings.<br /> -
    /// `ca.key`: key used to generate Server SSL certs, if ServerTLSSecret is provided, this can
    /// be omitted.<br />
    #[serde(rename = "serverCASecret", default, skip_serializing_if = "Option::is_none")]
    pub server_ca_secret: Option<String>,
    /// The secret of type kubernetes.io/tls containing the server TLS certificate and key that
    /// will be set as `ssl_cert_file` and `ssl_key_file` so that clients can connect to postgres
    /// securely. If not defined, ServerCASecret must provide also `ca.key` and a new secret will
    /// be created using the provided CA.
    #[serde(
        rename = "serverTLSSecret",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub server_tls_secret: Option<String>,
}

/// ExternalCluster represents the connection parameters to an external cluster which is used
/// in the other sections of the configuration
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClusters {
    /// The configuration for the barman-cloud tool suite
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub barman_object_store: Option<ClusterSpecExternalClustersBarmanObjectStore>,
    /// The list of connection parameters, such as dbname, host, username, etc
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connection_parameters: Option<std::collections::BTreeMap<String, String>>,
    /// The server name, required
    pub name: String,
    /// The reference to the password to be used to connect to the server
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<ClusterSpecExternalClustersPassword>,
    /// The reference to an SSL certificate to be used to connect to this instance
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ssl_cert: Option<ClusterSpecExternalClustersSslCert>,
    /// The reference to an SSL private key to be used to connect to this instance
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ssl_key: Option<ClusterSpecExternalClustersSslKey>,
    /// The reference to an SSL CA public key to be used to connect to this instance
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ssl_root_cert: Option<ClusterSpecExternalClustersSslRootCert>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersBarmanObjectStore {
    /// The credentials to use to upload data to Azure Blob Storage
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub azure_credentials: Option<
        ClusterSpecExternalClustersBarmanObjectStoreAzureCredentials,
    >,
    /// The configuration to be used to backup the data files When not defined, base backups files
    /// will be stored uncompressed and may be unencrypted in the object store, according to the
    /// bucket default policy.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<ClusterSpecExternalClustersBarmanObjectStoreData>,
    /// The path where to store the backup (i.e. s3://bucket/path/to/folder) this path, with
    /// different destination folders, will be used for WALs and for data
    #[crd(min_length = 1)]
    pub destination_path: String,
    /// EndpointCA store the CA bundle of the barman endpoint. Useful when using self-signed
    /// certificates to avoid errors with certificate issuer and barman-cloud-wal-archive
    #[serde(rename = "endpointCA", default, skip_serializing_if = "Option::is_none")]
    pub endpoint_ca: Option<ClusterSpecExternalClustersBarmanObjectStoreEndpointCa>,
    /// Endpoint to be used to upload data to the cloud, overriding the automatic endpoint
    /// discovery
    #[serde(rename = "endpointURL", default, skip_serializing_if = "Option::is_none")]
    pub endpoint_url: Option<String>,
    /// The credentials to use to upload data to Google Cloud Storage
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub google_credentials: Option<
        ClusterSpecExternalClustersBarmanObjectStoreGoogleCredentials,
    >,
    /// HistoryTags is a list of key value pairs that will be passed to the Barman --history-tags
    /// option.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub history_tags: Option<std::collections::BTreeMap<String, String>>,
    /// The credentials to use to upload data to S3
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub s3_credentials: Option<
        ClusterSpecExternalClustersBarmanObjectStoreS3Credentials,
    >,
    /// The server name on S3, the cluster name is used if this parameter is omitted
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server_name: Option<String>,
    /// Tags is a list of key value pairs that will be passed to the Barman --tags option.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tags: Option<std::collections::BTreeMap<String, String>>,
    /// The configuration for the backup of the WAL stream. When not defined, WAL files will be
    /// stored uncompressed and may be unencrypted in the object store, according to the bucket
    /// default policy.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wal: Option<ClusterSpecExternalClustersBarmanObjectStoreWal>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersBarmanObjectStoreAzureCredentials {
    /// The connection string to be used
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connection_string: Option<
        ClusterSpecExternalClustersBarmanObjectStoreAzureCredentialsConnectionString,
    >,
    /// Use the Azure AD based authentication without providing explicitly the keys.
    #[serde(
        rename = "inheritFromAzureAD",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub inherit_from_azure_ad: Option<bool>,
    /// The storage account where to upload data
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage_account: Option<
        ClusterSpecExternalClustersBarmanObjectStoreAzureCredentialsStorageAccount,
    >,
    /// The storage account key to be used in conjunction with the storage account name
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage_key: Option<
        ClusterSpecExternalClustersBarmanObjectStoreAzureCredentialsStorageKey,
    >,
    /// A shared-access-signature to be used in conjunction with the storage account name
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage_sas_token: Option<
        ClusterSpecExternalClustersBarmanObjectStoreAzureCredentialsStorageSasToken,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersBarmanObjectStoreAzureCredentialsConnectionString {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersBarmanObjectStoreAzureCredentialsStorageAccount {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersBarmanObjectStoreAzureCredentialsStorageKey {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersBarmanObjectStoreAzureCredentialsStorageSasToken {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersBarmanObjectStoreData {
    /// Compress a backup file (a tar file per tablespace) while streaming it to the object store.
    /// Available options are empty string (no compression, default), `gzip`, `bzip2` or `snappy`.
    #[crd(enum = ["gzip", "bzip2", "snappy"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compression: Option<String>,
    /// Whenever to force the encryption of files (if the bucket is not already configured for
    /// that). Allowed options are empty string (use the bucket policy, default), `AES256` and
    /// `aws:kms`
    #[crd(enum = ["AES256", "aws:kms"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub encryption: Option<String>,
    /// Control whether the I/O workload for the backup initial checkpoint will be limited,
    /// according to the `checkpoint_completion_target` setting on the PostgreSQL server. If set
    /// to true, an immediate checkpoint will be used, meaning PostgreSQL will complete the
    /// checkpoint as soon as possible. `false` by default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub immediate_checkpoint: Option<bool>,
    /// The number of parallel jobs to be used to upload the backup, defaults to 2
    #[crd(minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jobs: Option<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersBarmanObjectStoreEndpointCa {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersBarmanObjectStoreGoogleCredentials {
    /// The secret containing the Google Cloud Storage JSON file with the credentials
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub application_credentials: Option<
        ClusterSpecExternalClustersBarmanObjectStoreGoogleCredentialsApplicationCredentials,
    >,
    /// If set to true, will presume that it's running inside a GKE environment, default to false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gke_environment: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersBarmanObjectStoreGoogleCredentialsApplicationCredentials {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersBarmanObjectStoreS3Credentials {
    /// The reference to the access key id
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub access_key_id: Option<
        ClusterSpecExternalClustersBarmanObjectStoreS3CredentialsAccessKeyId,
    >,
    /// Use the role based authentication without providing explicitly the keys.
    #[serde(
        rename = "inheritFromIAMRole",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub inherit_from_iam_role: Option<bool>,
    /// The reference to the secret containing the region name
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub region: Option<ClusterSpecExternalClustersBarmanObjectStoreS3CredentialsRegion>,
    /// The reference to the secret access key
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret_access_key: Option<
        ClusterSpecExternalClustersBarmanObjectStoreS3CredentialsSecretAccessKey,
    >,
    /// The references to the session key
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session_token: Option<
        ClusterSpecExternalClustersBarmanObjectStoreS3CredentialsSessionToken,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersBarmanObjectStoreS3CredentialsAccessKeyId {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersBarmanObjectStoreS3CredentialsRegion {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersBarmanObjectStoreS3CredentialsSecretAccessKey {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersBarmanObjectStoreS3CredentialsSessionToken {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersBarmanObjectStoreWal {
    /// Compress a WAL file before sending it to the object store. Available options are empty
    /// string (no compression, default), `gzip`, `bzip2` or `snappy`.
    #[crd(enum = ["gzip", "bzip2", "snappy"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compression: Option<String>,
    /// Whenever to force the encryption of files (if the bucket is not already configured for
    /// that). Allowed options are empty string (use the bucket policy, default), `AES256` and
    /// `aws:kms`
    #[crd(enum = ["AES256", "aws:kms"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub encryption: Option<String>,
    /// Number of WAL files to be either archived in parallel (when the PostgreSQL instance is
    /// archiving to a backup object store) or restored in parallel (when a PostgreSQL standby is
    /// fetching WAL files from a recovery object store). If not specified, WAL files will be
    /// processed one at a time. It accepts a positive integer as a value - with 1 being the
    /// minimum accepted value.
    #[crd(format = "", minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_parallel: Option<i64>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersPassword {
    /// The key of the secret to select from.  Must be a valid secret key.
    pub key: String,
    /// Name of the referent. More info:
    /// https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names TODO: Add
    /// other useful fields. apiVersion, kind, uid?
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Specify whether the Secret or its key must be defined
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub optional: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersSslCert {
    /// The key of the secret to select from.  Must be a valid secret key.
    pub key: String,
    /// Name of the referent. More info:
    /// https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names TODO: Add
    /// other useful fields. apiVersion, kind, uid?
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Specify whether the Secret or its key must be defined
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub optional: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersSslKey {
    /// The key of the secret to select from.  Must be a valid secret key.
    pub key: String,
    /// Name of the referent. More info:
    /// https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names TODO: Add
    /// other useful fields. apiVersion, kind, uid?
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Specify whether the Secret or its key must be defined
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub optional: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecExternalClustersSslRootCert {
    /// The key of the secret to select from.  Must be a valid secret key.
    pub key: String,
    /// Name of the referent. More info:
    /// https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names TODO: Add
    /// other useful fields. apiVersion, kind, uid?
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Specify whether the Secret or its key must be defined
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub optional: Option<bool>,
}

/// LocalObjectReference contains enough information to let you locate a local object with a
/// known type inside the same namespace
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecImagePullSecrets {
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecInheritedMetadata {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<std::collections::BTreeMap<String, String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecMonitoring {
    /// The list of config maps containing the custom queries
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub custom_queries_config_map: Option<
        Vec<ClusterSpecMonitoringCustomQueriesConfigMap>,
    >,
    /// The list of secrets containing the custom queries
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub custom_queries_secret: Option<Vec<ClusterSpecMonitoringCustomQueriesSecret>>,
    /// Whether the default queries should be injected. Set it to `true` if you don't want to
    /// inject default queries into the cluster. Default: false.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub disable_default_queries: Option<bool>,
    /// Enable or disable the `PodMonitor`
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_pod_monitor: Option<bool>,
}

/// ConfigMapKeySelector contains enough information to let you locate the key of a ConfigMap
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecMonitoringCustomQueriesConfigMap {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

/// SecretKeySelector contains enough information to let you locate the key of a Secret
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecMonitoringCustomQueriesSecret {
    /// The key to select
    pub key: String,
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecNodeMaintenanceWindow {
    /// Is there a node maintenance activity in progress?
    #[crd(default = false)]
    pub in_progress: bool,
    /// Reuse the existing PVC (wait for the node to come up again) or not (recreate it elsewhere -
    /// when `instances` >1)
    #[crd(default = true)]
    #[serde(rename = "reusePVC", default, skip_serializing_if = "Option::is_none")]
    pub reuse_pvc: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecPostgresql {
    /// Options to specify LDAP configuration
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ldap: Option<ClusterSpecPostgresqlLdap>,
    /// PostgreSQL configuration options (postgresql.conf)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parameters: Option<std::collections::BTreeMap<String, String>>,
    /// PostgreSQL Host Based Authentication rules (lines to be appended to the pg_hba.conf file)
    #[serde(rename = "pg_hba", default, skip_serializing_if = "Option::is_none")]
    pub pg_hba: Option<Vec<String>>,
    /// Specifies the maximum number of seconds to wait when promoting an instance to primary.
    /// Default value is 40000000, greater than one year in seconds, big enough to simulate an
    /// infinite timeout
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub promotion_timeout: Option<i32>,
    /// Lists of shared preload libraries to add to the default ones
    #[serde(
        rename = "shared_preload_libraries",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub shared_preload_libraries: Option<Vec<String>>,
    /// Requirements to be met by sync replicas. This will affect how the
    /// "synchronous_standby_names" parameter will be set up.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sync_replica_election_constraint: Option<
        ClusterSpecPostgresqlSyncReplicaElectionConstraint,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecPostgresqlLdap {
    /// Bind as authentication configuration
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bind_as_auth: Option<ClusterSpecPostgresqlLdapBindAsAuth>,
    /// Bind+Search authentication configuration
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bind_search_auth: Option<ClusterSpecPostgresqlLdapBindSearchAuth>,
    /// LDAP server port
    #[crd(format = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub port: Option<i64>,
    /// LDAP schema to be used, possible options are `ldap` and `ldaps`
    #[crd(enum = ["ldap", "ldaps"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scheme: Option<String>,
    /// LDAP hostname or IP address
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server: Option<String>,
    /// Set to 'true' to enable LDAP over TLS. 'false' is default
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecPostgresqlLdapBindAsAuth {
    /// Prefix for the bind authentication option
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prefix: Option<String>,
    /// Suffix for the bind authentication option
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suffix: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecPostgresqlLdapBindSearchAuth {
    /// Root DN to begin the user search
    #[serde(rename = "baseDN", default, skip_serializing_if = "Option::is_none")]
    pub base_dn: Option<String>,
    /// DN of the user to bind to the directory
    #[serde(rename = "bindDN", default, skip_serializing_if = "Option::is_none")]
    pub bind_dn: Option<String>,
    /// Secret with the password for the user to bind to the directory
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bind_password: Option<ClusterSpecPostgresqlLdapBindSearchAuthBindPassword>,
    /// Attribute to match against the username
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub search_attribute: Option<String>,
    /// Search filter to use when doing the search+bind authentication
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub search_filter: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecPostgresqlLdapBindSearchAuthBindPassword {
    /// The key of the secret to select from.  Must be a valid secret key.
    pub key: String,
    /// Name of the referent. More info:
    /// https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names TODO: Add
    /// other useful fields. apiVersion, kind, uid?
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Specify whether the Secret or its key must be defined
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub optional: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecPostgresqlSyncReplicaElectionConstraint {
    /// This flag enables the constraints for sync replicas
    pub enabled: bool,
    /// A list of node labels values to extract and compare to evaluate if the pods reside in the
    /// same topology or not
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub node_labels_anti_affinity: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecReplica {
    /// If replica mode is enabled, this cluster will be a replica of an existing cluster. Replica
    /// cluster can be created from a recovery object store or via streaming through
    /// pg_basebackup. Refer to the Replication page of the documentation for more information.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enabled: Option<bool>,
    /// The name of the external cluster which is the replication origin
    #[crd(min_length = 1)]
    pub source: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecReplicationSlots {
    /// Replication slots for high availability configuration
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub high_availability: Option<ClusterSpecReplicationSlotsHighAvailability>,
    /// Standby will update the status of the local replication slots every `updateInterval`
    /// seconds (default 30).
    #[crd(format = "", default = 30, minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub update_interval: Option<i64>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecReplicationSlotsHighAvailability {
    /// If enabled, the operator will automatically manage replication slots on the primary
    /// instance and use them in streaming replication connections with all the standby instances
    /// that are part of the HA cluster. If disabled (default), the operator will not take
    /// advantage of replication slots in streaming connections with the replicas. This feature
    /// also controls replication slots in replica cluster, from the designated primary to its
    /// cascading replicas. This can only be set at creation time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enabled: Option<bool>,
    /// Prefix for replication slots managed by the operator for HA. It may only contain lower
    /// case letters, numbers, and the underscore character. This can only be set at creation
    /// time. By default set to `_cnpg_`.
    #[crd(default = "_cnpg_", pattern = "^[0-9a-z_]*$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slot_prefix: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecResources {
    /// Limits describes the maximum amount of compute resources allowed. More info:
    /// https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limits: Option<
        std::collections::BTreeMap<
            String,
            k8s_openapi::apimachinery::pkg::api::resource::Quantity,
        >,
    >,
    /// Requests describes the minimum amount of compute resources required. If Requests is
    /// omitted for a container, it defaults to Limits if that is explicitly specified, otherwise
    /// to an implementation-defined value. More info:
    /// https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub requests: Option<
        std::collections::BTreeMap<
            String,
            k8s_openapi::apimachinery::pkg::api::resource::Quantity,
        >,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecStorage {
    /// Template to be used to generate the Persistent Volume Claim
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pvc_template: Option<ClusterSpecStoragePvcTemplate>,
    /// Resize existent PVCs, defaults to true
    #[crd(default = true)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resize_in_use_volumes: Option<bool>,
    /// Size of the storage. Required if not already specified in the PVC template. Changes to
    /// this field are automatically reapplied to the created PVCs. Size cannot be decreased.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<String>,
    /// StorageClass to use for database data (`PGDATA`). Applied after evaluating the PVC
    /// template, if available. If not specified, generated PVCs will be satisfied by the default
    /// storage class
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage_class: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecStoragePvcTemplate {
    /// accessModes contains the desired access modes the volume should have. More info:
    /// https://kubernetes.io/docs/concepts/storage/persistent-volumes#access-modes-1
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub access_modes: Option<Vec<String>>,
    /// dataSource field can be used to specify either: * An existing VolumeSnapshot object
    /// (snapshot.storage.k8s.io/VolumeSnapshot) * An existing PVC (PersistentVolumeClaim) If the
    /// provisioner or an external controller can support the specified data source, it will
    /// create a new volume based on the contents of the specified data source. If the
    /// AnyVolumeDataSource feature gate is enabled, this field will always have the same contents
    /// as the DataSourceRef field.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data_source: Option<ClusterSpecStoragePvcTemplateDataSource>,
    /// dataSourceRef specifies the object from which to populate the volume with data, if a
    /// non-empty volume is desired. This may be any local object from a non-empty API group (non
    /// core object) or a PersistentVolumeClaim object. When this field is specified, volume
    /// binding will only succeed if the type of the specified object matches some installed
    /// volume populator or dynamic provisioner. This field will replace the functionality of the
    /// DataSource field and as such if both fields are non-empty, they must have the same value.
    /// For backwards compatibility, both fields (DataSource and DataSourceRef) will be set to the
    /// same value automatically if one of them is empty and the other is non-empty. There are two
    /// important differences between DataSource and DataSourceRef: * While DataSource only allows
    /// two specific types of objects, DataSourceRef allows any non-core object, as well as
    /// PersistentVolumeClaim objects. * While DataSource ignores disallowed values (dropping
    /// them), DataSourceRef preserves all values, and generates an error if a disallowed value is
    /// specified. (Beta) Using this field requires the AnyVolumeDataSource feature gate to be
    /// enabled.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data_source_ref: Option<ClusterSpecStoragePvcTemplateDataSourceRef>,
    /// resources represents the minimum resources the volume should have. If
    /// RecoverVolumeExpansionFailure feature is enabled users are allowed to specify resource
    /// requirements that are lower than previous value but must still be higher than capacity
    /// recorded in the status field of the claim. More info:
    /// https://kubernetes.io/docs/concepts/storage/persistent-volumes#resources
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resources: Option<ClusterSpecStoragePvcTemplateResources>,
    /// selector is a label query over volumes to consider for binding.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selector: Option<ClusterSpecStoragePvcTemplateSelector>,
    /// storageClassName is the name of the StorageClass required by the claim. More info:
    /// https://kubernetes.io/docs/concepts/storage/persistent-volumes#class-1
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage_class_name: Option<String>,
    /// volumeMode defines what type of volume is required by the claim. Value of Filesystem is
    /// implied when not included in claim spec.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume_mode: Option<String>,
    /// volumeName is the binding reference to the PersistentVolume backing this claim.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume_name: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecStoragePvcTemplateDataSource {
    /// APIGroup is the group for the resource being referenced. If APIGroup is not specified, the
    /// specified Kind must be in the core API group. For any other third-party types, APIGroup is
    /// required.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub api_group: Option<String>,
    /// Kind is the type of resource being referenced
    pub kind: String,
    /// Name is the name of resource being referenced
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecStoragePvcTemplateDataSourceRef {
    /// APIGroup is the group for the resource being referenced. If APIGroup is not specified, the
    /// specified Kind must be in the core API group. For any other third-party types, APIGroup is
    /// required.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub api_group: Option<String>,
    /// Kind is the type of resource being referenced
    pub kind: String,
    /// Name is the name of resource being referenced
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecStoragePvcTemplateResources {
    /// Limits describes the maximum amount of compute resources allowed. More info:
    /// https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limits: Option<
        std::collections::BTreeMap<
            String,
            k8s_openapi::apimachinery::pkg::api::resource::Quantity,
        >,
    >,
    /// Requests describes the minimum amount of compute resources required. If Requests is
    /// omitted for a container, it defaults to Limits if that is explicitly specified, otherwise
    /// to an implementation-defined value. More info:
    /// https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub requests: Option<
        std::collections::BTreeMap<
            String,
            k8s_openapi::apimachinery::pkg::api::resource::Quantity,
        >,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecStoragePvcTemplateSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<ClusterSpecStoragePvcTemplateSelectorMatchExpressions>,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels map is
    /// equivalent to an element of matchExpressions, whose key field is "key", the operator is
    /// "In", and the values array contains only "value". The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator
/// that relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecStoragePvcTemplateSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values. Valid operators are In,
    /// NotIn, Exists and DoesNotExist.
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn, the values array must
    /// be non-empty. If the operator is Exists or DoesNotExist, the values array must be empty.
    /// This array is replaced during a strategic merge patch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecSuperuserSecret {
    /// Name of the referent.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecWalStorage {
    /// Template to be used to generate the Persistent Volume Claim
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pvc_template: Option<ClusterSpecWalStoragePvcTemplate>,
    /// Resize existent PVCs, defaults to true
    #[crd(default = true)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resize_in_use_volumes: Option<bool>,
    /// Size of the storage. Required if not already specified in the PVC template. Changes to
    /// this field are automatically reapplied to the created PVCs. Size cannot be decreased.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<String>,
    /// StorageClass to use for database data (`PGDATA`). Applied after evaluating the PVC
    /// template, if available. If not specified, generated PVCs will be satisfied by the default
    /// storage class
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage_class: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecWalStoragePvcTemplate {
    /// accessModes contains the desired access modes the volume should have. More info:
    /// https://kubernetes.io/docs/concepts/storage/persistent-volumes#access-modes-1
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub access_modes: Option<Vec<String>>,
    /// dataSource field can be used to specify either: * An existing VolumeSnapshot object
    /// (snapshot.storage.k8s.io/VolumeSnapshot) * An existing PVC (PersistentVolumeClaim) If the
    /// provisioner or an external controller can support the specified data source, it will
    /// create a new volume based on the contents of the specified data source. If the
    /// AnyVolumeDataSource feature gate is enabled, this field will always have the same contents
    /// as the DataSourceRef field.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data_source: Option<ClusterSpecWalStoragePvcTemplateDataSource>,
    /// dataSourceRef specifies the object from which to populate the volume with data, if a
    /// non-empty volume is desired. This may be any local object from a non-empty API group (non
    /// core object) or a PersistentVolumeClaim object. When this field is specified, volume
    /// binding will only succeed if the type of the specified object matches some installed
    /// volume populator or dynamic provisioner. This field will replace the functionality of the
    /// DataSource field and as such if both fields are non-empty, they must have the same value.
    /// For backwards compatibility, both fields (DataSource and DataSourceRef) will be set to the
    /// same value automatically if one of them is empty and the other is non-empty. There are two
    /// important differences between DataSource and DataSourceRef: * While DataSource only allows
    /// two specific types of objects, DataSourceRef allows any non-core object, as well as
    /// PersistentVolumeClaim objects. * While DataSource ignores disallowed values (dropping
    /// them), DataSourceRef preserves all values, and generates an error if a disallowed value is
    /// specified. (Beta) Using this field requires the AnyVolumeDataSource feature gate to be
    /// enabled.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data_source_ref: Option<ClusterSpecWalStoragePvcTemplateDataSourceRef>,
    /// resources represents the minimum resources the volume should have. If
    /// RecoverVolumeExpansionFailure feature is enabled users are allowed to specify resource
    /// requirements that are lower than previous value but must still be higher than capacity
    /// recorded in the status field of the claim. More info:
    /// https://kubernetes.io/docs/concepts/storage/persistent-volumes#resources
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resources: Option<ClusterSpecWalStoragePvcTemplateResources>,
    /// selector is a label query over volumes to consider for binding.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selector: Option<ClusterSpecWalStoragePvcTemplateSelector>,
    /// storageClassName is the name of the StorageClass required by the claim. More info:
    /// https://kubernetes.io/docs/concepts/storage/persistent-volumes#class-1
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage_class_name: Option<String>,
    /// volumeMode defines what type of volume is required by the claim. Value of Filesystem is
    /// implied when not included in claim spec.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume_mode: Option<String>,
    /// volumeName is the binding reference to the PersistentVolume backing this claim.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume_name: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecWalStoragePvcTemplateDataSource {
    /// APIGroup is the group for the resource being referenced. If APIGroup is not specified, the
    /// specified Kind must be in the core API group. For any other third-party types, APIGroup is
    /// required.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub api_group: Option<String>,
    /// Kind is the type of resource being referenced
    pub kind: String,
    /// Name is the name of resource being referenced
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecWalStoragePvcTemplateDataSourceRef {
    /// APIGroup is the group for the resource being referenced. If APIGroup is not specified, the
    /// specified Kind must be in the core API group. For any other third-party types, APIGroup is
    /// required.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub api_group: Option<String>,
    /// Kind is the type of resource being referenced
    pub kind: String,
    /// Name is the name of resource being referenced
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecWalStoragePvcTemplateResources {
    /// Limits describes the maximum amount of compute resources allowed. More info:
    /// https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limits: Option<
        std::collections::BTreeMap<
            String,
            k8s_openapi::apimachinery::pkg::api::resource::Quantity,
        >,
    >,
    /// Requests describes the minimum amount of compute resources required. If Requests is
    /// omitted for a container, it defaults to Limits if that is explicitly specified, otherwise
    /// to an implementation-defined value. More info:
    /// https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub requests: Option<
        std::collections::BTreeMap<
            String,
            k8s_openapi::apimachinery::pkg::api::resource::Quantity,
        >,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecWalStoragePvcTemplateSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<ClusterSpecWalStoragePvcTemplateSelectorMatchExpressions>,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels map is
    /// equivalent to an element of matchExpressions, whose key field is "key", the operator is
    /// "In", and the values array contains only "value". The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator
/// that relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterSpecWalStoragePvcTemplateSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values. Valid operators are In,
    /// NotIn, Exists and DoesNotExist.
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn, the values array must
    /// be non-empty. If the operator is Exists or DoesNotExist, the values array must be empty.
    /// This array is replaced during a strategic merge patch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

/// Most recently observed status of the cluster. This data may not be up to date. Populated
/// by the system. Read-only. More info:
/// https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterStatus {
    /// AzurePVCUpdateEnabled shows if the PVC online upgrade is enabled for this cluster
    #[serde(
        rename = "azurePVCUpdateEnabled",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub azure_pvc_update_enabled: Option<bool>,
    /// The configuration for the CA and related certificates, initialized with defaults.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub certificates: Option<ClusterStatusCertificates>,
    /// The commit hash number of which this operator running
    #[serde(
        rename = "cloudNativePGCommitHash",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub cloud_native_pg_commit_hash: Option<String>,
    /// The hash of the binary of the operator
    #[serde(
        rename = "cloudNativePGOperatorHash",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub cloud_native_pg_operator_hash: Option<String>,
    /// Conditions for cluster object
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conditions: Option<Vec<ClusterStatusConditions>>,
    /// The list of resource versions of the configmaps, managed by the operator. Every change
    /// here is done in the interest of the instance manager, which will refresh the configmap
    /// data
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map_resource_version: Option<ClusterStatusConfigMapResourceVersion>,
    /// Current primary instance
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current_primary: Option<String>,
    /// The timestamp when the last actual promotion to primary has occurred
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current_primary_timestamp: Option<String>,
    /// List of all the PVCs created by this cluster and still available which are not attached to
    /// a Pod
    #[serde(rename = "danglingPVC", default, skip_serializing_if = "Option::is_none")]
    pub dangling_pvc: Option<Vec<String>>,
    /// The first recoverability point, stored as a date in RFC3339 format
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_recoverability_point: Option<String>,
    /// List of all the PVCs not dangling nor initializing
    #[serde(rename = "healthyPVC", default, skip_serializing_if = "Option::is_none")]
    pub healthy_pvc: Option<Vec<String>>,
    /// List of all the PVCs that are being initialized by this cluster
    #[serde(
        rename = "initializingPVC",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub initializing_pvc: Option<Vec<String>>,
    /// List of instance names in the cluster
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instance_names: Option<Vec<String>>,
    /// Total number of instances in the cluster
    #[crd(format = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instances: Option<i64>,
    /// the reported state of the instances during the last reconciliation loop
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instances_reported_state: Option<
        std::collections::BTreeMap<String, ClusterStatusInstancesReportedState>,
    >,
    /// InstancesStatus indicates in which status the instances are
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instances_status: Option<std::collections::BTreeMap<String, Vec<String>>>,
    /// How many Jobs have been created by this cluster
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub job_count: Option<i32>,
    /// ID of the latest generated node (used to avoid node name clashing)
    #[crd(format = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub latest_generated_node: Option<i64>,
    /// OnlineUpdateEnabled shows if the online upgrade is enabled inside the cluster
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub online_update_enabled: Option<bool>,
    /// Current phase of the cluster
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<String>,
    /// Reason for the current phase
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase_reason: Option<String>,
    /// The integration needed by poolers referencing the cluster
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pooler_integrations: Option<ClusterStatusPoolerIntegrations>,
    /// How many PVCs have been created by this cluster
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pvc_count: Option<i32>,
    /// Current list of read pods
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_service: Option<String>,
    /// Total number of ready instances in the cluster
    #[crd(format = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ready_instances: Option<i64>,
    /// List of all the PVCs that have ResizingPVC condition.
    #[serde(rename = "resizingPVC", default, skip_serializing_if = "Option::is_none")]
    pub resizing_pvc: Option<Vec<String>>,
    /// The list of resource versions of the secrets managed by the operator. Every change here is
    /// done in the interest of the instance manager, which will refresh the secret data
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secrets_resource_version: Option<ClusterStatusSecretsResourceVersion>,
    /// Target primary instance, this is different from the previous one during a switchover or a
    /// failover
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_primary: Option<String>,
    /// The timestamp when the last request for a new primary has occurred
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_primary_timestamp: Option<String>,
    /// The timeline of the Postgres cluster
    #[crd(format = "")]
    #[serde(rename = "timelineID", default, skip_serializing_if = "Option::is_none")]
    pub timeline_id: Option<i64>,
    /// Instances topology.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub topology: Option<ClusterStatusTopology>,
    /// List of all the PVCs that are unusable because another PVC is missing
    #[serde(rename = "unusablePVC", default, skip_serializing_if = "Option::is_none")]
    pub unusable_pvc: Option<Vec<String>>,
    /// Current write pod
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub write_service: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterStatusCertificates {
    /// The secret containing the Client CA certificate. If not defined, a new secret will be
    /// created with a self-signed CA and will be used to generate all the client certificates.<br
    /// /> <br /> Contains:<br /> <br /> - `ca.crt`: CA that should be used to validate the client
    /// certificates, used as `ssl_ca_file` of all the instances.<br /> - `ca.key`: key used to
    /// generate client certificates, if ReplicationTLSSecret is provided, this can be omitted.<br
    /// />
    #[serde(rename = "clientCASecret", default, skip_serializing_if = "Option::is_none")]
    pub client_ca_secret: Option<String>,
    /// Expiration dates for all certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expirations: Option<std::collections::BTreeMap<String, String>>,
    /// The secret of type kubernetes.io/tls containing the client certificate to authenticate as
    /// the `streaming_replica` user. If not defined, ClientCASecret must provide also `ca.key`,
    /// and a new secret will be created using the provided CA.
    #[serde(
        rename = "replicationTLSSecret",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub replication_tls_secret: Option<String>,
    /// The list of the server alternative DNS names to be added to the generated server TLS
    /// certificates, when required.
    #[serde(
        rename = "serverAltDNSNames",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub server_alt_dns_names: Option<Vec<String>>,
    /// The secret containing the Server CA certificate. If not defined, a new secret will be
    /// created with a self-signed CA and will be used to generate the TLS certificate
    /// ServerTLSSecret.<br /> <br /> Contains:<br /> <br /> - `ca.crt`: CA that should be used to
    /// validate the server certificate, used as `sslrootcert` in client connection strings.<br /> -
    /// `ca.key`: key used to generate Server SSL certs, if ServerTLSSecret is provided, this can
    /// be omitted.<br />
    #[serde(rename = "serverCASecret", default, skip_serializing_if = "Option::is_none")]
    pub server_ca_secret: Option<String>,
    /// The secret of type kubernetes.io/tls containing the server TLS certificate and key that
    /// will be set as `ssl_cert_file` and `ssl_key_file` so that clients can connect to postgres
    /// securely. If not defined, ServerCASecret must provide also `ca.key` and a new secret will
    /// be created using the provided CA.
    #[serde(
        rename = "serverTLSSecret",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub server_tls_secret: Option<String>,
}

/// Condition contains details for one aspect of the current state of this API Resource. ---
/// This struct is intended for direct use as an array at the field path .status.conditions.  For
/// example,
///
/// type FooStatus struct{ // Represents the observations of a foo's current state. // Known
/// .status.conditions.type are: "Available", "Progressing", and "Degraded" // +patchMergeKey=type
/// // +patchStrategy=merge // +listType=map // +listMapKey=type Conditions []metav1.Condition
/// `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"
/// protobuf:"bytes,1,rep,name=conditions"`
///
/// // other fields }

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterStatusConditions {
    /// lastTransitionTime is the last time the condition transitioned from one status to another.
    /// This should be when the underlying condition changed.  If that is not known, then using
    /// the time when the API field changed is acceptable.
    #[crd(format = "date-time")]
    pub last_transition_time: String,
    /// message is a human readable message indicating details about the transition. This may be
    /// an empty string.
    #[crd(max_length = 32768)]
    pub message: String,
    /// observedGeneration represents the .metadata.generation that the condition was set based
    /// upon. For instance, if .metadata.generation is currently 12, but the
    /// .status.conditions[x].observedGeneration is 9, the condition is out of date with respect
    /// to the current state of the instance.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
    /// reason contains a programmatic identifier indicating the reason for the condition's last
    /// transition. Producers of specific condition types may define expected values and meanings
    /// for this field, and whether the values are considered a guaranteed API. The value should
    /// be a CamelCase string. This field may not be empty.
    #[crd(
        max_length = 1024,
        min_length = 1,
        pattern = "^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$"
    )]
    pub reason: String,
    /// status of the condition, one of True, False, Unknown.
    #[crd(enum = ["True", "False", "Unknown"])]
    pub status: String,
    /// type of condition in CamelCase or in foo.example.com/CamelCase. --- Many .condition.type
    /// values are consistent across resources like Available, but because arbitrary conditions
    /// can be useful (see .node.status.conditions), the ability to deconflict is important. The
    /// regex it matches is (dns1123SubdomainFmt/)?(qualifiedNameFmt)
    #[crd(
        max_length = 316,
        pattern = r#"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$"#
    )]
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterStatusConfigMapResourceVersion {
    /// A map with the versions of all the config maps used to pass metrics. Map keys are the
    /// config map names, map values are the versions
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metrics: Option<std::collections::BTreeMap<String, String>>,
}

/// InstanceReportedState describes the last reported state of an instance during a
/// reconciliation loop
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterStatusInstancesReportedState {
    /// indicates if an instance is the primary one
    pub is_primary: bool,
    /// indicates on which TimelineId the instance is
    #[crd(format = "")]
    #[serde(rename = "timeLineID", default, skip_serializing_if = "Option::is_none")]
    pub time_line_id: Option<i64>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterStatusPoolerIntegrations {
    /// PgBouncerIntegrationStatus encapsulates the needed integration for the pgbouncer poolers
    /// referencing the cluster
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pg_bouncer_integration: Option<
        ClusterStatusPoolerIntegrationsPgBouncerIntegration,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterStatusPoolerIntegrationsPgBouncerIntegration {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secrets: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterStatusSecretsResourceVersion {
    /// The resource version of the "app" user secret
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub application_secret_version: Option<String>,
    /// The resource version of the Barman Endpoint CA if provided
    #[serde(
        rename = "barmanEndpointCA",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub barman_endpoint_ca: Option<String>,
    /// Unused. Retained for compatibility with old versions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca_secret_version: Option<String>,
    /// The resource version of the PostgreSQL client-side CA secret version
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_ca_secret_version: Option<String>,
    /// A map with the versions of all the secrets used to pass metrics. Map keys are the secret
    /// names, map values are the versions
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metrics: Option<std::collections::BTreeMap<String, String>>,
    /// The resource version of the "streaming_replica" user secret
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replication_secret_version: Option<String>,
    /// The resource version of the PostgreSQL server-side CA secret version
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server_ca_secret_version: Option<String>,
    /// The resource version of the PostgreSQL server-side secret version
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server_secret_version: Option<String>,
    /// The resource version of the "postgres" user secret
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub superuser_secret_version: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterStatusTopology {
    /// Instances contains the pod topology of the instances
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"additionalProperties":{"type":"string"},"description":"PodTopologyLabels represent the topology of a Pod. map[labelName]labelValue","type":"object"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instances: Option<
        std::collections::BTreeMap<String, std::collections::BTreeMap<String, String>>,
    >,
    /// SuccessfullyExtracted indicates if the topology data was extract. It is useful to enact
    /// fallback behaviors in synchronous replica election in case of failures
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub successfully_extracted: Option<bool>,
}
