//! `karpenter.sh/v1`, imported by `crdgen import` from `kubernetes-sigs__karpenter__karpenter.sh_nodepools.yaml`.

// Written from CRDs, not by hand: the doc comments are their descriptions as other tools
// wrote them (tabs, Markdown lists indented as Go comments indent them), the attributes
// repeat what the schema repeats, and the types nest as the schema does.
#![allow(
    clippy::doc_lazy_continuation,
    clippy::doc_overindented_list_items,
    clippy::duplicated_attributes
)]

// The doc comments are the CRDs' descriptions, kept as written (each is the description
// `crdgen generate` writes back): rustdoc reads their URLs, `[...]`, `<...>` and indented
// lines as Markdown links, HTML and Rust code, which they were not written as.
#![allow(rustdoc::bare_urls, rustdoc::broken_intra_doc_links)]

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// NodePoolSpec is the top level nodepool specification. Nodepools
/// launch nodes in response to pods that are unschedulable. A single nodepool
/// is capable of managing a diverse set of nodes. Node properties are determined
/// from a combination of nodepool and pod scheduling constraints.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "karpenter.sh",
    version = "v1",
    kind = "NodePool",
    plural = "nodepools",
    singular = "nodepool",
    category = "karpenter",
    status = "NodePoolStatus",
    scale(spec_replicas_path = ".spec.replicas", status_replicas_path = ".status.nodes"),
    printcolumn(
        name = "NodeClass",
        type = "string",
        json_path = ".spec.template.spec.nodeClassRef.name"
    ),
    printcolumn(name = "Nodes", type = "string", json_path = ".status.nodes"),
    printcolumn(
        name = "Ready",
        type = "string",
        json_path = r#".status.conditions[?(@.type=="Ready")].status"#
    ),
    printcolumn(name = "Age", type = "date", json_path = ".metadata.creationTimestamp"),
    printcolumn(
        name = "Weight",
        type = "integer",
        json_path = ".spec.weight",
        priority = 1
    ),
    printcolumn(
        name = "CPU",
        type = "string",
        json_path = ".status.resources.cpu",
        priority = 1
    ),
    printcolumn(
        name = "Memory",
        type = "string",
        json_path = ".status.resources.memory",
        priority = 1
    ),
    doc = "NodePool is the Schema for the NodePools API",
    validation(
        rule = "has(self.replicas) == has(oldSelf.replicas)",
        message = "Cannot transition NodePool between static (replicas set) and dynamic (replicas unset) provisioning modes"
    ),
    validation(
        rule = "!has(self.replicas) || (!has(self.limits) || size(self.limits) == 0 || (size(self.limits) == 1 && 'nodes' in self.limits))",
        message = "only 'limits.nodes' is supported on static NodePools"
    ),
    validation(
        rule = "!has(self.replicas) || !has(self.weight)",
        message = "'weight' is not supported on static NodePools"
    )
)]
pub struct NodePoolSpec {
    /// Disruption contains the parameters that relate to Karpenter's disruption logic
    #[crd(default = {"consolidateAfter":"0s"})]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub disruption: Option<NodePoolSpecDisruption>,
    /// Limits define a set of bounds for provisioning capacity.
    /// Limits other than limits.nodes is not supported when replicas is set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limits: Option<
        std::collections::BTreeMap<
            String,
            k8s_openapi::apimachinery::pkg::api::resource::Quantity,
        >,
    >,
    /// Replicas is the desired number of nodes for the NodePool. When specified, the NodePool will
    /// maintain this fixed number of replicas rather than scaling based on pod demand.
    /// When replicas is set:
    ///   - The following fields are ignored:
    ///       * disruption.consolidationPolicy
    ///       * disruption.consolidateAfter
    ///   - Only limits.nodes is supported; other resource limits (e.g., CPU, memory) must not be specified.
    ///   - Weight is not supported.
    /// Note: This field is alpha.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i64>,
    /// Template contains the template of possibilities for the provisioning logic to launch a NodeClaim with.
    /// NodeClaims launched from this NodePool will often be further constrained than the template specifies.
    pub template: NodePoolSpecTemplate,
    /// Weight is the priority given to the nodepool during scheduling. A higher
    /// numerical weight indicates that this nodepool will be ordered
    /// ahead of other nodepools with lower weights. A nodepool with no weight
    /// will be treated as if it is a nodepool with a weight of 0.
    /// Weight is not supported when replicas is set.
    #[crd(maximum = 100, minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weight: Option<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct NodePoolSpecDisruption {
    /// Budgets is a list of Budgets.
    /// If there are multiple active budgets, Karpenter uses
    /// the most restrictive value. If left undefined,
    /// this will default to one budget with a value to 10%.
    #[crd(
        default = [{"nodes":"10%"}],
        max_items = 50,
        list_type = "atomic",
        validation(
            rule = "self.all(x, has(x.schedule) == has(x.duration))",
            message = "'schedule' must be set with 'duration'"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub budgets: Option<Vec<NodePoolSpecDisruptionBudgets>>,
    /// ConsolidateAfter is the duration the controller will wait
    /// before attempting to terminate nodes that are underutilized.
    /// Refer to ConsolidationPolicy for how underutilization is considered.
    /// When replicas is set, ConsolidateAfter is simply ignored.
    #[crd(default = "0s", pattern = "^(([0-9]+(s|m|h))+|Never)$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consolidate_after: Option<String>,
    /// ConsolidationPolicy describes which nodes Karpenter can disrupt through its consolidation
    /// algorithm. This policy defaults to "WhenEmptyOrUnderutilized" if not specified.
    /// Valid values: "WhenEmpty", "WhenEmptyOrUnderutilized", "Balanced".
    /// When replicas is set, ConsolidationPolicy is simply ignored.
    #[crd(
        default = "WhenEmptyOrUnderutilized",
        enum = ["WhenEmpty",
        "WhenEmptyOrUnderutilized",
        "Balanced"]
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consolidation_policy: Option<String>,
}

/// Budget defines when Karpenter will restrict the
/// number of Node Claims that can be terminating simultaneously.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct NodePoolSpecDisruptionBudgets {
    /// Duration determines how long a Budget is active since each Schedule hit.
    /// Only minutes and hours are accepted, as cron does not work in seconds.
    /// If omitted, the budget is always active.
    /// This is required if Schedule is set.
    /// This regex has an optional 0s at the end since the duration.String() always adds
    /// a 0s at the end.
    #[crd(pattern = "^((([0-9]+(h|m))|([0-9]+h[0-9]+m))(0s)?)$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration: Option<String>,
    /// Nodes dictates the maximum number of NodeClaims owned by this NodePool
    /// that can be terminating at once. This is calculated by counting nodes that
    /// have a deletion timestamp set, or are actively being deleted by Karpenter.
    /// This field is required when specifying a budget.
    /// This cannot be of type intstr.IntOrString since kubebuilder doesn't support pattern
    /// checking for int nodes for IntOrString nodes.
    /// Ref: https://github.com/kubernetes-sigs/controller-tools/blob/55efe4be40394a288216dab63156b0a64fb82929/pkg/crd/markers/validation.go#L379-L388
    #[crd(default = "10%", pattern = "^((100|[0-9]{1,2})%|[0-9]+)$")]
    pub nodes: String,
    /// reasons is a list of disruption methods that this budget applies to. If Reasons is not set, this budget applies to all methods.
    /// Otherwise, this will apply to each reason defined.
    /// allowed reasons are Underutilized, Empty, and Drifted.
    // crdgen import: a description on the items of a list; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"items":{"description":"DisruptionReason defines valid reasons for disruption budgets.","enum":["Underutilized","Empty","Drifted"],"type":"string"},"maxItems":50,"type":"array","x-kubernetes-list-type":"set"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reasons: Option<Vec<String>>,
    /// Schedule specifies when a budget begins being active, following
    /// the upstream cronjob syntax. If omitted, the budget is always active.
    /// Timezones are not supported.
    /// This field is required if Duration is set.
    #[crd(
        pattern = r#"^(@(annually|yearly|monthly|weekly|daily|midnight|hourly))|((.+)\s(.+)\s(.+)\s(.+)\s(.+))$"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schedule: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct NodePoolSpecTemplate {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata: Option<NodePoolSpecTemplateMetadata>,
    /// NodeClaimTemplateSpec describes the desired state of the NodeClaim in the Nodepool
    /// NodeClaimTemplateSpec is used in the NodePool's NodeClaimTemplate, with the resource requests omitted since
    /// users are not able to set resource requests in the NodePool.
    pub spec: NodePoolSpecTemplateSpec,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct NodePoolSpecTemplateMetadata {
    /// annotations is an unstructured key value map stored with a resource that may be
    /// set by external tools to store and retrieve arbitrary metadata. They are not
    /// queryable and should be preserved when modifying objects.
    /// More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/annotations
    #[crd(map_type = "granular")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<std::collections::BTreeMap<String, String>>,
    /// labels is a map of string keys and values that can be used to organize and categorize
    /// (scope and select) objects. May match selectors of replication controllers
    /// and services.
    /// More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"maxProperties":100,"type":"object","x-kubernetes-map-type":"atomic","x-kubernetes-validations":[{"message":"label domain \"karpenter.sh\" is restricted","rule":"self.all(x, x in [\"karpenter.sh/capacity-type\", \"karpenter.sh/nodepool\"] || !x.find(\"^([^/]+)\").endsWith(\"karpenter.sh\"))"},{"message":"label \"karpenter.sh/nodepool\" is restricted","rule":"self.all(x, x != \"karpenter.sh/nodepool\")"},{"message":"label \"kubernetes.io/hostname\" is restricted","rule":"self.all(x, x != \"kubernetes.io/hostname\")"}]}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct NodePoolSpecTemplateSpec {
    /// ExpireAfter is the duration the controller will wait
    /// before terminating a node, measured from when the node is created. This
    /// is useful to implement features like eventually consistent node upgrade,
    /// memory leak protection, and disruption testing.
    #[crd(default = "720h", pattern = "^(([0-9]+(s|m|h))+|Never)$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expire_after: Option<String>,
    /// NodeClassRef is a reference to an object that defines provider specific configuration
    #[crd(
        validation(
            rule = "self.group == oldSelf.group",
            message = "nodeClassRef.group is immutable"
        ),
        validation(
            rule = "self.kind == oldSelf.kind",
            message = "nodeClassRef.kind is immutable"
        )
    )]
    pub node_class_ref: NodePoolSpecTemplateSpecNodeClassRef,
    /// Requirements are layered with GetLabels and applied to every node.
    #[crd(
        max_items = 100,
        list_type = "atomic",
        validation(
            rule = "self.all(x, x.operator == 'In' ? x.values.size() != 0 : true)",
            message = "requirements with operator 'In' must have a value defined"
        ),
        validation(
            rule = "self.all(x, (x.operator == 'Gt' || x.operator == 'Lt' || x.operator == 'Gte' || x.operator == 'Lte') ? (x.values.size() == 1 && int(x.values[0]) >= 0) : true)",
            message = "requirements operator 'Gt', 'Lt', 'Gte', or 'Lte' must have a single positive integer value"
        ),
        validation(
            rule = "self.all(x, (x.operator == 'In' && has(x.minValues)) ? x.values.size() >= x.minValues : true)",
            message = "requirements with 'minValues' must have at least that many values specified in the 'values' field"
        )
    )]
    pub requirements: Vec<NodePoolSpecTemplateSpecRequirements>,
    /// startupTaints are taints that are applied to nodes upon startup which are expected to be removed automatically
    /// within a short period of time, typically by a DaemonSet that tolerates the taint. These are commonly used by
    /// daemonsets to allow initialization and enforce startup ordering.  StartupTaints are ignored for provisioning
    /// purposes in that pods are not required to tolerate a StartupTaint in order to have nodes provisioned for them.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub startup_taints: Option<Vec<NodePoolSpecTemplateSpecStartupTaints>>,
    /// taints will be applied to the NodeClaim's node.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub taints: Option<Vec<NodePoolSpecTemplateSpecTaints>>,
    /// TerminationGracePeriod is the maximum duration the controller will wait before forcefully deleting the pods on a node, measured from when deletion is first initiated.
    ///
    /// Warning: this feature takes precedence over a Pod's terminationGracePeriodSeconds value, and bypasses any blocked PDBs or the karpenter.sh/do-not-disrupt annotation.
    ///
    /// This field is intended to be used by cluster administrators to enforce that nodes can be cycled within a given time period.
    /// When set, drifted nodes will begin draining even if there are pods blocking eviction. Draining will respect PDBs and the do-not-disrupt annotation until the TGP is reached.
    ///
    /// Karpenter will preemptively delete pods so their terminationGracePeriodSeconds align with the node's terminationGracePeriod.
    /// If a pod would be terminated without being granted its full terminationGracePeriodSeconds prior to the node timeout,
    /// that pod will be deleted at T = node timeout - pod terminationGracePeriodSeconds.
    ///
    /// The feature can also be used to allow maximum time limits for long-running jobs which can delay node termination with preStop hooks.
    /// If left undefined, the controller will wait indefinitely for pods to be drained.
    #[crd(pattern = "^([0-9]+(s|m|h))+$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub termination_grace_period: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct NodePoolSpecTemplateSpecNodeClassRef {
    /// API version of the referent
    #[crd(
        pattern = "^[^/]*$",
        validation(rule = "self != ''", message = "group may not be empty")
    )]
    pub group: String,
    /// Kind of the referent; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds"
    #[crd(validation(rule = "self != ''", message = "kind may not be empty"))]
    pub kind: String,
    /// Name of the referent; More info: http://kubernetes.io/docs/user-guide/identifiers#names
    #[crd(validation(rule = "self != ''", message = "name may not be empty"))]
    pub name: String,
}

/// A node selector requirement is a selector that contains values, a key, an operator that relates the key and values
/// and minValues that represent the requirement to have at least that many values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct NodePoolSpecTemplateSpecRequirements {
    /// The label key that the selector applies to.
    #[crd(
        max_length = 316,
        pattern = r#"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*(\/))?([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"#,
        validation(
            rule = r#"self in ["karpenter.sh/capacity-type", "karpenter.sh/nodepool"] || !self.find("^([^/]+)").endsWith("karpenter.sh")"#,
            message = r#"label domain "karpenter.sh" is restricted"#
        ),
        validation(
            rule = r#"self != "karpenter.sh/nodepool""#,
            message = r#"label "karpenter.sh/nodepool" is restricted"#
        ),
        validation(
            rule = r#"self != "kubernetes.io/hostname""#,
            message = r#"label "kubernetes.io/hostname" is restricted"#
        )
    )]
    pub key: String,
    /// This field is ALPHA and can be dropped or replaced at any time
    /// MinValues is the minimum number of unique values required to define the flexibility of the specific requirement.
    #[crd(format = "", maximum = 50, minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_values: Option<i64>,
    /// Represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists, DoesNotExist. Gt, Lt, Gte, and Lte.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist", "Gt", "Lt", "Gte", "Lte"])]
    pub operator: String,
    /// An array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. If the operator is Gt, Lt, Gte, or Lte, the values
    /// array must have a single element, which will be interpreted as an integer.
    /// This array is replaced during a strategic merge patch.
    // crdgen import: `maxLength` has no crdgen marker on a array node; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"items":{"type":"string"},"maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"array","x-kubernetes-list-type":"atomic"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

/// The node this Taint is attached to has the "effect" on
/// any pod that does not tolerate the Taint.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct NodePoolSpecTemplateSpecStartupTaints {
    /// Required. The effect of the taint on pods
    /// that do not tolerate the taint.
    /// Valid effects are NoSchedule, PreferNoSchedule and NoExecute.
    #[crd(enum = ["NoSchedule", "PreferNoSchedule", "NoExecute"])]
    pub effect: String,
    /// Required. The taint key to be applied to a node.
    #[crd(
        min_length = 1,
        pattern = r#"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*(\/))?([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"#
    )]
    pub key: String,
    /// TimeAdded represents the time at which the taint was added.
    #[crd(format = "date-time")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_added: Option<String>,
    /// The taint value corresponding to the taint key.
    #[crd(
        pattern = r#"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*(\/))?([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

/// The node this Taint is attached to has the "effect" on
/// any pod that does not tolerate the Taint.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct NodePoolSpecTemplateSpecTaints {
    /// Required. The effect of the taint on pods
    /// that do not tolerate the taint.
    /// Valid effects are NoSchedule, PreferNoSchedule and NoExecute.
    #[crd(enum = ["NoSchedule", "PreferNoSchedule", "NoExecute"])]
    pub effect: String,
    /// Required. The taint key to be applied to a node.
    #[crd(
        min_length = 1,
        pattern = r#"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*(\/))?([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"#
    )]
    pub key: String,
    /// TimeAdded represents the time at which the taint was added.
    #[crd(format = "date-time")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_added: Option<String>,
    /// The taint value corresponding to the taint key.
    #[crd(
        pattern = r#"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*(\/))?([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

/// NodePoolStatus defines the observed state of NodePool
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct NodePoolStatus {
    /// Conditions contains signals for health and readiness
    #[crd(list_map_keys("type"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conditions: Option<Vec<NodePoolStatusConditions>>,
    /// NodeClassObservedGeneration represents the observed nodeClass generation for referenced nodeClass. If this does not match
    /// the actual NodeClass Generation, NodeRegistrationHealthy status condition on the NodePool will be reset
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub node_class_observed_generation: Option<i64>,
    /// Nodes is the count of nodes associated with this NodePool
    #[crd(default = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nodes: Option<i64>,
    /// Resources is the list of resources that have been provisioned.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resources: Option<
        std::collections::BTreeMap<
            String,
            k8s_openapi::apimachinery::pkg::api::resource::Quantity,
        >,
    >,
}

/// Condition aliases the upstream type and adds additional helper methods
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct NodePoolStatusConditions {
    /// lastTransitionTime is the last time the condition transitioned from one status to another.
    /// This should be when the underlying condition changed.  If that is not known, then using the time when the API field changed is acceptable.
    #[crd(format = "date-time")]
    pub last_transition_time: String,
    /// message is a human readable message indicating details about the transition.
    /// This may be an empty string.
    #[crd(max_length = 32768)]
    pub message: String,
    /// observedGeneration represents the .metadata.generation that the condition was set based upon.
    /// For instance, if .metadata.generation is currently 12, but the .status.conditions[x].observedGeneration is 9, the condition is out of date
    /// with respect to the current state of the instance.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
    /// reason contains a programmatic identifier indicating the reason for the condition's last transition.
    /// Producers of specific condition types may define expected values and meanings for this field,
    /// and whether the values are considered a guaranteed API.
    /// The value should be a CamelCase string.
    /// This field may not be empty.
    #[crd(
        max_length = 1024,
        min_length = 1,
        pattern = "^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$"
    )]
    pub reason: String,
    /// status of the condition, one of True, False, Unknown.
    #[crd(enum = ["True", "False", "Unknown"])]
    pub status: String,
    /// type of condition in CamelCase or in foo.example.com/CamelCase.
    #[crd(
        max_length = 316,
        pattern = r#"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$"#
    )]
    pub r#type: String,
}
