//! `argoproj.io/v1alpha1`, imported by `crdgen import` from `argoproj__argo-rollouts__rollout-crd.yaml`.

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

/// RolloutSpec is the spec for a Rollout resource
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "argoproj.io",
    version = "v1alpha1",
    kind = "Rollout",
    namespaced,
    plural = "rollouts",
    singular = "rollout",
    shortname = "ro",
    status = "RolloutStatus",
    scale(
        spec_replicas_path = ".spec.replicas",
        status_replicas_path = ".status.HPAReplicas",
        label_selector_path = ".status.selector"
    ),
    printcolumn(
        name = "Desired",
        type = "integer",
        json_path = ".spec.replicas",
        description = "Number of desired pods"
    ),
    printcolumn(
        name = "Current",
        type = "integer",
        json_path = ".status.replicas",
        description = "Total number of non-terminated pods targeted by this rollout"
    ),
    printcolumn(
        name = "Up-to-date",
        type = "integer",
        json_path = ".status.updatedReplicas",
        description = "Total number of non-terminated pods targeted by this rollout that have the desired template spec"
    ),
    printcolumn(
        name = "Available",
        type = "integer",
        json_path = ".status.availableReplicas",
        description = "Total number of available pods (ready for at least minReadySeconds) targeted by this rollout"
    ),
    printcolumn(
        name = "Age",
        type = "date",
        json_path = ".metadata.creationTimestamp",
        description = "Time since resource was created"
    ),
    doc = "Rollout is a specification for a Rollout resource"
)]
pub struct RolloutSpec {
    /// Analysis configuration for the analysis runs to retain
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analysis: Option<RolloutSpecAnalysis>,
    /// Minimum number of seconds for which a newly created pod should be ready
    /// without any of its container crashing, for it to be considered available.
    /// Defaults to 0 (pod will be considered available as soon as it is ready)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_ready_seconds: Option<i32>,
    /// Paused pauses the rollout at its current step.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paused: Option<bool>,
    /// ProgressDeadlineAbort is whether to abort the update when ProgressDeadlineSeconds
    /// is exceeded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub progress_deadline_abort: Option<bool>,
    /// ProgressDeadlineSeconds The maximum time in seconds for a rollout to
    /// make progress before it is considered to be failed. Argo Rollouts will
    /// continue to process failed rollouts and a condition with a
    /// ProgressDeadlineExceeded reason will be surfaced in the rollout status.
    /// Note that progress will not be estimated during the time a rollout is paused.
    /// Defaults to 600s.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub progress_deadline_seconds: Option<i32>,
    /// Number of desired pods. This is a pointer to distinguish between explicit
    /// zero and not specified. Defaults to 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    /// RestartAt indicates when all the pods of a Rollout should be restarted
    #[crd(format = "date-time")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restart_at: Option<String>,
    /// The number of old ReplicaSets to retain. If unspecified, will retain 10 old ReplicaSets
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revision_history_limit: Option<i32>,
    /// The window in which a rollback will be fast tracked (fully promoted)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rollback_window: Option<RolloutSpecRollbackWindow>,
    /// Label selector for pods. Existing ReplicaSets whose pods are
    /// selected by this will be the ones affected by this rollout.
    /// It must match the pod template's labels.
    #[crd(
        struct_type = "atomic",
        validation(rule = "self == oldSelf", message = ".spec.selector is immutable")
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selector: Option<RolloutSpecSelector>,
    /// The deployment strategy to use to replace existing pods with new ones.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strategy: Option<RolloutSpecStrategy>,
    /// Template describes the pods that will be created.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub template: Option<RolloutSpecTemplate>,
    /// WorkloadRef holds a references to a workload that provides Pod template
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub workload_ref: Option<RolloutSpecWorkloadRef>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecAnalysis {
    /// SuccessfulRunHistoryLimit limits the number of old successful analysis runs and experiments to be retained in a history
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub successful_run_history_limit: Option<i32>,
    /// UnsuccessfulRunHistoryLimit limits the number of old unsuccessful analysis runs and experiments to be retained in a history.
    /// Stages for unsuccessful: "Error", "Failed", "Inconclusive"
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unsuccessful_run_history_limit: Option<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecRollbackWindow {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revisions: Option<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelectorRequirement>,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategy {
    /// BlueGreenStrategy defines parameters for Blue Green deployment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blue_green: Option<RolloutSpecStrategyBlueGreen>,
    /// CanaryStrategy defines parameters for a Replica Based Canary
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub canary: Option<RolloutSpecStrategyCanary>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreen {
    /// AbortScaleDownDelaySeconds adds a delay in second before scaling down the preview replicaset
    /// if update is aborted. 0 means not to scale down.
    /// Default is 30 second
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub abort_scale_down_delay_seconds: Option<i32>,
    /// ActiveMetadata specify labels and annotations which will be attached to the active pods for
    /// the duration which they act as a active pod, and will be removed after
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub active_metadata: Option<RolloutSpecStrategyBlueGreenActiveMetadata>,
    /// Name of the service that the rollout modifies as the active service.
    pub active_service: String,
    /// AntiAffinity enables anti-affinity rules for Blue Green deployment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub anti_affinity: Option<RolloutSpecStrategyBlueGreenAntiAffinity>,
    /// AutoPromotionEnabled indicates if the rollout should automatically promote the new ReplicaSet
    /// to the active service or enter a paused state. If not specified, the default value is true.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auto_promotion_enabled: Option<bool>,
    /// AutoPromotionSeconds is a duration in seconds in which to delay auto-promotion (default: 0).
    /// The countdown begins after the preview ReplicaSet have reached full availability.
    /// This option is ignored if autoPromotionEnabled is set to false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auto_promotion_seconds: Option<i32>,
    /// MaxUnavailable The maximum number of pods that can be unavailable during a restart operation.
    /// Defaults to 25% of total replicas.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_unavailable: Option<
        k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
    >,
    /// PostPromotionAnalysis configuration to run analysis after a selector switch
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub post_promotion_analysis: Option<
        RolloutSpecStrategyBlueGreenPostPromotionAnalysis,
    >,
    /// PrePromotionAnalysis configuration to run analysis before a selector switch
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pre_promotion_analysis: Option<RolloutSpecStrategyBlueGreenPrePromotionAnalysis>,
    /// PreviewMetadata specify labels and annotations which will be attached to the preview pods for
    /// the duration which they act as a preview pod, and will be removed after
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preview_metadata: Option<RolloutSpecStrategyBlueGreenPreviewMetadata>,
    /// PreviewReplicaCount is the number of replicas to run for the preview stack before the
    /// switchover. Once the rollout is resumed the desired replicaset will be full scaled up before the switch occurs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preview_replica_count: Option<i32>,
    /// Name of the service that the rollout modifies as the preview service.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preview_service: Option<String>,
    /// ScaleDownDelayRevisionLimit limits the number of old RS that can run at one time before getting scaled down
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scale_down_delay_revision_limit: Option<i32>,
    /// ScaleDownDelaySeconds adds a delay before scaling down the previous replicaset.
    /// If omitted, the Rollout waits 30 seconds before scaling down the previous ReplicaSet.
    /// A minimum of 30 seconds is recommended to ensure IP table propagation across the nodes in
    /// a cluster. See https://github.com/argoproj/argo-rollouts/issues/19#issuecomment-476329960 for
    /// more information
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scale_down_delay_seconds: Option<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenActiveMetadata {
    /// Annotations additional annotations to add to the experiment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<std::collections::BTreeMap<String, String>>,
    /// Labels Additional labels to add to the experiment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenAntiAffinity {
    /// PreferredDuringSchedulingIgnoredDuringExecution defines the weight of the anti-affinity injection
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preferred_during_scheduling_ignored_during_execution: Option<
        RolloutSpecStrategyBlueGreenAntiAffinityPreferredDuringSchedulingIgnoredDuringExecution,
    >,
    /// RequiredDuringSchedulingIgnoredDuringExecution defines inter-pod scheduling rule to be RequiredDuringSchedulingIgnoredDuringExecution
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub required_during_scheduling_ignored_during_execution: Option<
        RolloutSpecStrategyBlueGreenAntiAffinityRequiredDuringSchedulingIgnoredDuringExecution,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenAntiAffinityPreferredDuringSchedulingIgnoredDuringExecution {
    /// Weight associated with matching the corresponding podAffinityTerm, in the range 1-100.
    pub weight: i32,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct RolloutSpecStrategyBlueGreenAntiAffinityRequiredDuringSchedulingIgnoredDuringExecution {}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenPostPromotionAnalysis {
    /// AnalysisRunMetadata labels and annotations that will be added to the AnalysisRuns
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analysis_run_metadata: Option<
        RolloutSpecStrategyBlueGreenPostPromotionAnalysisAnalysisRunMetadata,
    >,
    /// Args the arguments that will be added to the AnalysisRuns
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<RolloutSpecStrategyBlueGreenPostPromotionAnalysisArgs>>,
    /// DryRun object contains the settings for running the analysis in Dry-Run mode
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dry_run: Option<Vec<RolloutSpecStrategyBlueGreenPostPromotionAnalysisDryRun>>,
    /// MeasurementRetention object contains the settings for retaining the number of measurements during the analysis
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub measurement_retention: Option<
        Vec<RolloutSpecStrategyBlueGreenPostPromotionAnalysisMeasurementRetention>,
    >,
    /// Templates reference to a list of analysis templates to combine for an AnalysisRun
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub templates: Option<
        Vec<RolloutSpecStrategyBlueGreenPostPromotionAnalysisTemplates>,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenPostPromotionAnalysisAnalysisRunMetadata {
    /// Annotations additional annotations to add to the AnalysisRun
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<std::collections::BTreeMap<String, String>>,
    /// Labels Additional labels to add to the AnalysisRun
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
}

/// AnalysisRunArgument argument to add to analysisRun
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenPostPromotionAnalysisArgs {
    /// Name argument name
    pub name: String,
    /// Value a hardcoded value for the argument. This field is a one of field with valueFrom
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    /// ValueFrom A reference to where the value is stored. This field is a one of field with valueFrom
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_from: Option<
        RolloutSpecStrategyBlueGreenPostPromotionAnalysisArgsValueFrom,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenPostPromotionAnalysisArgsValueFrom {
    /// FieldRef
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub field_ref: Option<
        RolloutSpecStrategyBlueGreenPostPromotionAnalysisArgsValueFromFieldRef,
    >,
    /// PodTemplateHashValue gets the value from one of the children ReplicaSet's Pod Template Hash
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_template_hash_value: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenPostPromotionAnalysisArgsValueFromFieldRef {
    /// Required: Path of the field to select in the specified API version
    pub field_path: String,
}

/// DryRun defines the settings for running the analysis in Dry-Run mode.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenPostPromotionAnalysisDryRun {
    /// Name of the metric which needs to be evaluated in the Dry-Run mode. Wildcard '*' is supported and denotes all
    /// the available metrics.
    pub metric_name: String,
}

/// MeasurementRetention defines the settings for retaining the number of measurements during the analysis.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenPostPromotionAnalysisMeasurementRetention {
    /// Limit is the maximum number of measurements to be retained for this given metric.
    pub limit: i32,
    /// MetricName is the name of the metric on which this retention policy should be applied.
    pub metric_name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenPostPromotionAnalysisTemplates {
    /// Whether to look for the templateName at cluster scope or namespace scope
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cluster_scope: Option<bool>,
    /// TemplateName name of template to use in AnalysisRun
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub template_name: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenPrePromotionAnalysis {
    /// AnalysisRunMetadata labels and annotations that will be added to the AnalysisRuns
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analysis_run_metadata: Option<
        RolloutSpecStrategyBlueGreenPrePromotionAnalysisAnalysisRunMetadata,
    >,
    /// Args the arguments that will be added to the AnalysisRuns
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<RolloutSpecStrategyBlueGreenPrePromotionAnalysisArgs>>,
    /// DryRun object contains the settings for running the analysis in Dry-Run mode
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dry_run: Option<Vec<RolloutSpecStrategyBlueGreenPrePromotionAnalysisDryRun>>,
    /// MeasurementRetention object contains the settings for retaining the number of measurements during the analysis
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub measurement_retention: Option<
        Vec<RolloutSpecStrategyBlueGreenPrePromotionAnalysisMeasurementRetention>,
    >,
    /// Templates reference to a list of analysis templates to combine for an AnalysisRun
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub templates: Option<
        Vec<RolloutSpecStrategyBlueGreenPrePromotionAnalysisTemplates>,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenPrePromotionAnalysisAnalysisRunMetadata {
    /// Annotations additional annotations to add to the AnalysisRun
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<std::collections::BTreeMap<String, String>>,
    /// Labels Additional labels to add to the AnalysisRun
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
}

/// AnalysisRunArgument argument to add to analysisRun
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenPrePromotionAnalysisArgs {
    /// Name argument name
    pub name: String,
    /// Value a hardcoded value for the argument. This field is a one of field with valueFrom
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    /// ValueFrom A reference to where the value is stored. This field is a one of field with valueFrom
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_from: Option<
        RolloutSpecStrategyBlueGreenPrePromotionAnalysisArgsValueFrom,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenPrePromotionAnalysisArgsValueFrom {
    /// FieldRef
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub field_ref: Option<
        RolloutSpecStrategyBlueGreenPrePromotionAnalysisArgsValueFromFieldRef,
    >,
    /// PodTemplateHashValue gets the value from one of the children ReplicaSet's Pod Template Hash
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_template_hash_value: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenPrePromotionAnalysisArgsValueFromFieldRef {
    /// Required: Path of the field to select in the specified API version
    pub field_path: String,
}

/// DryRun defines the settings for running the analysis in Dry-Run mode.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenPrePromotionAnalysisDryRun {
    /// Name of the metric which needs to be evaluated in the Dry-Run mode. Wildcard '*' is supported and denotes all
    /// the available metrics.
    pub metric_name: String,
}

/// MeasurementRetention defines the settings for retaining the number of measurements during the analysis.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenPrePromotionAnalysisMeasurementRetention {
    /// Limit is the maximum number of measurements to be retained for this given metric.
    pub limit: i32,
    /// MetricName is the name of the metric on which this retention policy should be applied.
    pub metric_name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenPrePromotionAnalysisTemplates {
    /// Whether to look for the templateName at cluster scope or namespace scope
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cluster_scope: Option<bool>,
    /// TemplateName name of template to use in AnalysisRun
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub template_name: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyBlueGreenPreviewMetadata {
    /// Annotations additional annotations to add to the experiment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<std::collections::BTreeMap<String, String>>,
    /// Labels Additional labels to add to the experiment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanary {
    /// AbortScaleDownDelaySeconds adds a delay in second before scaling down the canary pods when update
    /// is aborted for canary strategy with traffic routing (not applicable for basic canary).
    /// 0 means canary pods are not scaled down.
    /// Default is 30 seconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub abort_scale_down_delay_seconds: Option<i32>,
    /// Analysis runs a separate analysisRun while all the steps execute. This is intended to be a continuous validation of the new ReplicaSet
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analysis: Option<RolloutSpecStrategyCanaryAnalysis>,
    /// AntiAffinity enables anti-affinity rules for Canary deployment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub anti_affinity: Option<RolloutSpecStrategyCanaryAntiAffinity>,
    /// CanaryMetadata specify labels and annotations which will be attached to the canary pods for
    /// the duration which they act as a canary, and will be removed after
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub canary_metadata: Option<RolloutSpecStrategyCanaryCanaryMetadata>,
    /// CanaryService holds the name of a service which selects pods with canary version and don't select any pods with stable version.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub canary_service: Option<String>,
    /// DynamicStableScale is a traffic routing feature which dynamically scales the stable
    /// ReplicaSet to minimize total pods which are running during an update. This is calculated by
    /// scaling down the stable as traffic is increased to canary. When disabled (the default behavior)
    /// the stable ReplicaSet remains fully scaled to support instantaneous aborts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dynamic_stable_scale: Option<bool>,
    /// MaxSurge The maximum number of pods that can be scheduled above the original number of
    /// pods.
    /// Value can be an absolute number (ex: 5) or a percentage of total pods at
    /// the start of the update (ex: 10%). This can not be 0 if MaxUnavailable is 0.
    /// Absolute number is calculated from percentage by rounding up.
    /// By default, a value of 25% is used.
    /// Example: when this is set to 30%, the new RC can be scaled up by 30%
    /// immediately when the rolling update starts. Once old pods have been killed,
    /// new RC can be scaled up further, ensuring that total number of pods running
    /// at any time during the update is at most 130% of original pods.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_surge: Option<k8s_openapi::apimachinery::pkg::util::intstr::IntOrString>,
    /// MaxUnavailable The maximum number of pods that can be unavailable during the update.
    /// Value can be an absolute number (ex: 5) or a percentage of total pods at the start of update (ex: 10%).
    /// Absolute number is calculated from percentage by rounding down.
    /// This can not be 0 if MaxSurge is 0.
    /// By default, a fixed value of 25% is used.
    /// Example: when this is set to 30%, the old RC can be scaled down by 30%
    /// immediately when the rolling update starts. Once new pods are ready, old RC
    /// can be scaled down further, followed by scaling up the new RC, ensuring
    /// that at least 70% of original number of pods are available at all times
    /// during the update.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_unavailable: Option<
        k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
    >,
    /// Assuming the desired number of pods in a stable or canary ReplicaSet is not zero, then make sure it is at least
    /// MinPodsPerReplicaSet for High Availability. Only applicable for TrafficRoutedCanary
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_pods_per_replica_set: Option<i32>,
    /// PingPongSpec holds the ping and pong services
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ping_pong: Option<RolloutSpecStrategyCanaryPingPong>,
    /// ReplicaProgressThreshold is the threhold number or percentage of pods that need to be available before a rollout promotion.
    /// Defaults to 100% of total replicas.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replica_progress_threshold: Option<
        RolloutSpecStrategyCanaryReplicaProgressThreshold,
    >,
    /// ScaleDownDelayRevisionLimit limits the number of old RS that can run at one time before getting scaled down
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scale_down_delay_revision_limit: Option<i32>,
    /// ScaleDownDelaySeconds adds a delay before scaling down the previous ReplicaSet when the
    /// canary strategy is used with traffic routing (default 30 seconds). A delay in scaling down
    /// the previous ReplicaSet is needed after switching the stable service selector to point to
    /// the new ReplicaSet, in order to give time for traffic providers to re-target the new pods.
    /// This value is ignored with basic, replica-weighted canary without traffic routing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scale_down_delay_seconds: Option<i32>,
    /// StableMetadata specify labels and annotations which will be attached to the stable pods for
    /// the duration which they act as a canary, and will be removed after
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stable_metadata: Option<RolloutSpecStrategyCanaryStableMetadata>,
    /// StableService holds the name of a service which selects pods with stable version and don't select any pods with canary version.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stable_service: Option<String>,
    /// Steps define the order of phases to execute the canary deployment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub steps: Option<Vec<RolloutSpecStrategyCanarySteps>>,
    /// TrafficRouting hosts all the supported service meshes supported to enable more fine-grained traffic routing
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub traffic_routing: Option<RolloutSpecStrategyCanaryTrafficRouting>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryAnalysis {
    /// AnalysisRunMetadata labels and annotations that will be added to the AnalysisRuns
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analysis_run_metadata: Option<
        RolloutSpecStrategyCanaryAnalysisAnalysisRunMetadata,
    >,
    /// Args the arguments that will be added to the AnalysisRuns
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<RolloutSpecStrategyCanaryAnalysisArgs>>,
    /// DryRun object contains the settings for running the analysis in Dry-Run mode
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dry_run: Option<Vec<RolloutSpecStrategyCanaryAnalysisDryRun>>,
    /// MeasurementRetention object contains the settings for retaining the number of measurements during the analysis
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub measurement_retention: Option<
        Vec<RolloutSpecStrategyCanaryAnalysisMeasurementRetention>,
    >,
    /// StartingStep indicates which step the background analysis should start on
    /// If not listed, controller defaults to 0
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starting_step: Option<i32>,
    /// Templates reference to a list of analysis templates to combine for an AnalysisRun
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub templates: Option<Vec<RolloutSpecStrategyCanaryAnalysisTemplates>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryAnalysisAnalysisRunMetadata {
    /// Annotations additional annotations to add to the AnalysisRun
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<std::collections::BTreeMap<String, String>>,
    /// Labels Additional labels to add to the AnalysisRun
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
}

/// AnalysisRunArgument argument to add to analysisRun
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryAnalysisArgs {
    /// Name argument name
    pub name: String,
    /// Value a hardcoded value for the argument. This field is a one of field with valueFrom
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    /// ValueFrom A reference to where the value is stored. This field is a one of field with valueFrom
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_from: Option<RolloutSpecStrategyCanaryAnalysisArgsValueFrom>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryAnalysisArgsValueFrom {
    /// FieldRef
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub field_ref: Option<RolloutSpecStrategyCanaryAnalysisArgsValueFromFieldRef>,
    /// PodTemplateHashValue gets the value from one of the children ReplicaSet's Pod Template Hash
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_template_hash_value: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryAnalysisArgsValueFromFieldRef {
    /// Required: Path of the field to select in the specified API version
    pub field_path: String,
}

/// DryRun defines the settings for running the analysis in Dry-Run mode.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryAnalysisDryRun {
    /// Name of the metric which needs to be evaluated in the Dry-Run mode. Wildcard '*' is supported and denotes all
    /// the available metrics.
    pub metric_name: String,
}

/// MeasurementRetention defines the settings for retaining the number of measurements during the analysis.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryAnalysisMeasurementRetention {
    /// Limit is the maximum number of measurements to be retained for this given metric.
    pub limit: i32,
    /// MetricName is the name of the metric on which this retention policy should be applied.
    pub metric_name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryAnalysisTemplates {
    /// Whether to look for the templateName at cluster scope or namespace scope
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cluster_scope: Option<bool>,
    /// TemplateName name of template to use in AnalysisRun
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub template_name: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryAntiAffinity {
    /// PreferredDuringSchedulingIgnoredDuringExecution defines the weight of the anti-affinity injection
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preferred_during_scheduling_ignored_during_execution: Option<
        RolloutSpecStrategyCanaryAntiAffinityPreferredDuringSchedulingIgnoredDuringExecution,
    >,
    /// RequiredDuringSchedulingIgnoredDuringExecution defines inter-pod scheduling rule to be RequiredDuringSchedulingIgnoredDuringExecution
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub required_during_scheduling_ignored_during_execution: Option<
        RolloutSpecStrategyCanaryAntiAffinityRequiredDuringSchedulingIgnoredDuringExecution,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryAntiAffinityPreferredDuringSchedulingIgnoredDuringExecution {
    /// Weight associated with matching the corresponding podAffinityTerm, in the range 1-100.
    pub weight: i32,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct RolloutSpecStrategyCanaryAntiAffinityRequiredDuringSchedulingIgnoredDuringExecution {}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryCanaryMetadata {
    /// Annotations additional annotations to add to the experiment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<std::collections::BTreeMap<String, String>>,
    /// Labels Additional labels to add to the experiment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryPingPong {
    /// name of the ping service
    pub ping_service: String,
    /// name of the pong service
    pub pong_service: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryReplicaProgressThreshold {
    /// Type is used to specify whether the replica progress threshold is a percentage or a number. Required if replicaProgressThreshold is specified.
    pub r#type: String,
    /// Value contains the user-specified value for when a Argo Rollouts can promote a canary to the next step.
    /// If not satisfied, this value will be assumed to be 100% of the total desired replicas for the given next step.
    /// Value must also be greater than 0. Required.
    pub value: i32,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStableMetadata {
    /// Annotations additional annotations to add to the experiment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<std::collections::BTreeMap<String, String>>,
    /// Labels Additional labels to add to the experiment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
}

/// CanaryStep defines a step of a canary deployment.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanarySteps {
    /// Analysis defines the AnalysisRun that will run for a step
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analysis: Option<RolloutSpecStrategyCanaryStepsAnalysis>,
    /// Experiment defines the experiment object that should be created
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub experiment: Option<RolloutSpecStrategyCanaryStepsExperiment>,
    /// Pause freezes the rollout by setting spec.Paused to true.
    /// A Rollout will resume when spec.Paused is reset to false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pause: Option<RolloutSpecStrategyCanaryStepsPause>,
    /// Plugin defines a plugin to execute for a step
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plugin: Option<RolloutSpecStrategyCanaryStepsPlugin>,
    /// SetCanaryScale defines how to scale the newRS without changing traffic weight
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub set_canary_scale: Option<RolloutSpecStrategyCanaryStepsSetCanaryScale>,
    /// SetHeaderRoute defines the route with specified header name to send 100% of traffic to the canary service
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub set_header_route: Option<RolloutSpecStrategyCanaryStepsSetHeaderRoute>,
    /// SetMirrorRoutes Mirrors traffic that matches rules to a particular destination
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub set_mirror_route: Option<RolloutSpecStrategyCanaryStepsSetMirrorRoute>,
    /// SetWeight sets what percentage of the newRS should receive
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub set_weight: Option<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsAnalysis {
    /// AnalysisRunMetadata labels and annotations that will be added to the AnalysisRuns
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analysis_run_metadata: Option<
        RolloutSpecStrategyCanaryStepsAnalysisAnalysisRunMetadata,
    >,
    /// Args the arguments that will be added to the AnalysisRuns
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<RolloutSpecStrategyCanaryStepsAnalysisArgs>>,
    /// DryRun object contains the settings for running the analysis in Dry-Run mode
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dry_run: Option<Vec<RolloutSpecStrategyCanaryStepsAnalysisDryRun>>,
    /// MeasurementRetention object contains the settings for retaining the number of measurements during the analysis
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub measurement_retention: Option<
        Vec<RolloutSpecStrategyCanaryStepsAnalysisMeasurementRetention>,
    >,
    /// Templates reference to a list of analysis templates to combine for an AnalysisRun
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub templates: Option<Vec<RolloutSpecStrategyCanaryStepsAnalysisTemplates>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsAnalysisAnalysisRunMetadata {
    /// Annotations additional annotations to add to the AnalysisRun
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<std::collections::BTreeMap<String, String>>,
    /// Labels Additional labels to add to the AnalysisRun
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
}

/// AnalysisRunArgument argument to add to analysisRun
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsAnalysisArgs {
    /// Name argument name
    pub name: String,
    /// Value a hardcoded value for the argument. This field is a one of field with valueFrom
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    /// ValueFrom A reference to where the value is stored. This field is a one of field with valueFrom
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_from: Option<RolloutSpecStrategyCanaryStepsAnalysisArgsValueFrom>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsAnalysisArgsValueFrom {
    /// FieldRef
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub field_ref: Option<RolloutSpecStrategyCanaryStepsAnalysisArgsValueFromFieldRef>,
    /// PodTemplateHashValue gets the value from one of the children ReplicaSet's Pod Template Hash
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_template_hash_value: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsAnalysisArgsValueFromFieldRef {
    /// Required: Path of the field to select in the specified API version
    pub field_path: String,
}

/// DryRun defines the settings for running the analysis in Dry-Run mode.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsAnalysisDryRun {
    /// Name of the metric which needs to be evaluated in the Dry-Run mode. Wildcard '*' is supported and denotes all
    /// the available metrics.
    pub metric_name: String,
}

/// MeasurementRetention defines the settings for retaining the number of measurements during the analysis.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsAnalysisMeasurementRetention {
    /// Limit is the maximum number of measurements to be retained for this given metric.
    pub limit: i32,
    /// MetricName is the name of the metric on which this retention policy should be applied.
    pub metric_name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsAnalysisTemplates {
    /// Whether to look for the templateName at cluster scope or namespace scope
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cluster_scope: Option<bool>,
    /// TemplateName name of template to use in AnalysisRun
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub template_name: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsExperiment {
    /// Analyses reference which analysis templates to run with the experiment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analyses: Option<Vec<RolloutSpecStrategyCanaryStepsExperimentAnalyses>>,
    /// AnalysisRunMetadata labels and annotations that will be added to the AnalysisRuns
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analysis_run_metadata: Option<
        RolloutSpecStrategyCanaryStepsExperimentAnalysisRunMetadata,
    >,
    /// DryRun object contains the settings for running the analysis in Dry-Run mode
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dry_run: Option<Vec<RolloutSpecStrategyCanaryStepsExperimentDryRun>>,
    /// Duration is a duration string (e.g. 30s, 5m, 1h) that the experiment should run for
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration: Option<String>,
    /// ScaleDownDelaySeconds is the number of seconds to wait before scaling down the old ReplicaSet
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scale_down_delay_seconds: Option<i32>,
    /// Templates what templates that should be added to the experiment. Should be non-nil
    pub templates: Vec<RolloutSpecStrategyCanaryStepsExperimentTemplates>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsExperimentAnalyses {
    /// Args the arguments that will be added to the AnalysisRuns
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<RolloutSpecStrategyCanaryStepsExperimentAnalysesArgs>>,
    /// Whether to look for the templateName at cluster scope or namespace scope
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cluster_scope: Option<bool>,
    /// Name is a name for this analysis template invocation
    pub name: String,
    /// RequiredForCompletion blocks the Experiment from completing until the analysis has completed
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub required_for_completion: Option<bool>,
    /// TemplateName reference of the AnalysisTemplate name used by the Experiment to create the run
    pub template_name: String,
}

/// AnalysisRunArgument argument to add to analysisRun
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsExperimentAnalysesArgs {
    /// Name argument name
    pub name: String,
    /// Value a hardcoded value for the argument. This field is a one of field with valueFrom
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    /// ValueFrom A reference to where the value is stored. This field is a one of field with valueFrom
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_from: Option<
        RolloutSpecStrategyCanaryStepsExperimentAnalysesArgsValueFrom,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsExperimentAnalysesArgsValueFrom {
    /// FieldRef
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub field_ref: Option<
        RolloutSpecStrategyCanaryStepsExperimentAnalysesArgsValueFromFieldRef,
    >,
    /// PodTemplateHashValue gets the value from one of the children ReplicaSet's Pod Template Hash
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_template_hash_value: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsExperimentAnalysesArgsValueFromFieldRef {
    /// Required: Path of the field to select in the specified API version
    pub field_path: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsExperimentAnalysisRunMetadata {
    /// Annotations additional annotations to add to the AnalysisRun
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<std::collections::BTreeMap<String, String>>,
    /// Labels Additional labels to add to the AnalysisRun
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
}

/// DryRun defines the settings for running the analysis in Dry-Run mode.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsExperimentDryRun {
    /// Name of the metric which needs to be evaluated in the Dry-Run mode. Wildcard '*' is supported and denotes all
    /// the available metrics.
    pub metric_name: String,
}

/// RolloutExperimentTemplate defines the template used to create experiments for the Rollout's experiment canary step
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsExperimentTemplates {
    /// Metadata sets labels and annotations to use for the RS created from the template
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata: Option<RolloutSpecStrategyCanaryStepsExperimentTemplatesMetadata>,
    /// Name description of template that passed to the template
    pub name: String,
    /// Replicas replica count for the template
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    /// Selector overrides the selector to be used for the template's ReplicaSet. If omitted, will
    /// use the same selector as the Rollout
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// Service controls the optionally generated service
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub service: Option<RolloutSpecStrategyCanaryStepsExperimentTemplatesService>,
    /// SpecRef indicates where the rollout should get the RS template from
    pub spec_ref: String,
    /// Weight sets the percentage of traffic the template's replicas should receive
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weight: Option<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsExperimentTemplatesMetadata {
    /// Annotations additional annotations to add to the experiment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<std::collections::BTreeMap<String, String>>,
    /// Labels Additional labels to add to the experiment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsExperimentTemplatesService {
    /// Name of the service generated by the experiment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsPause {
    /// Duration the amount of time to wait before moving to the next step.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration: Option<k8s_openapi::apimachinery::pkg::util::intstr::IntOrString>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsPlugin {
    /// Config is the configuration object for the specified plugin
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config: Option<serde_json::Map<String, serde_json::Value>>,
    /// Name of the hashicorp go-plugin step to query
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsSetCanaryScale {
    /// MatchTrafficWeight cancels out previously set Replicas or Weight, effectively activating SetWeight
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_traffic_weight: Option<bool>,
    /// Replicas sets the number of replicas the newRS should have
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    /// Weight sets the percentage of replicas the newRS should have
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weight: Option<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsSetHeaderRoute {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#match: Option<Vec<RolloutSpecStrategyCanaryStepsSetHeaderRouteMatch>>,
    /// Name this is the name of the route to use for the mirroring of traffic this also needs
    /// to be included in the `spec.strategy.canary.trafficRouting.managedRoutes` field
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsSetHeaderRouteMatch {
    /// HeaderName the name of the request header
    pub header_name: String,
    /// HeaderValue the value of the header
    pub header_value: RolloutSpecStrategyCanaryStepsSetHeaderRouteMatchHeaderValue,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsSetHeaderRouteMatchHeaderValue {
    /// Exact The string must match exactly
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exact: Option<String>,
    /// Prefix The string will be prefixed matched
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prefix: Option<String>,
    /// Regex The string will be regular expression matched
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regex: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsSetMirrorRoute {
    /// Match Contains a list of rules that if mated will mirror the traffic to the services
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#match: Option<Vec<RolloutSpecStrategyCanaryStepsSetMirrorRouteMatch>>,
    /// Name this is the name of the route to use for the mirroring of traffic this also needs
    /// to be included in the `spec.strategy.canary.trafficRouting.managedRoutes` field
    pub name: String,
    /// Services The list of services to mirror the traffic to if the method, path, headers match
    /// Service string `json:"service" protobuf:"bytes,3,opt,name=service"`
    /// Percentage What percent of the traffic that matched the rules should be mirrored
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub percentage: Option<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsSetMirrorRouteMatch {
    /// Headers What request with matching headers should be mirrored
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub headers: Option<
        std::collections::BTreeMap<
            String,
            RolloutSpecStrategyCanaryStepsSetMirrorRouteMatchHeaders,
        >,
    >,
    /// Method What http methods should be mirrored
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub method: Option<RolloutSpecStrategyCanaryStepsSetMirrorRouteMatchMethod>,
    /// Path What url paths should be mirrored
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<RolloutSpecStrategyCanaryStepsSetMirrorRouteMatchPath>,
}

/// StringMatch Used to define what type of matching we will use exact, prefix, or regular expression
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsSetMirrorRouteMatchHeaders {
    /// Exact The string must match exactly
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exact: Option<String>,
    /// Prefix The string will be prefixed matched
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prefix: Option<String>,
    /// Regex The string will be regular expression matched
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regex: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsSetMirrorRouteMatchMethod {
    /// Exact The string must match exactly
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exact: Option<String>,
    /// Prefix The string will be prefixed matched
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prefix: Option<String>,
    /// Regex The string will be regular expression matched
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regex: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryStepsSetMirrorRouteMatchPath {
    /// Exact The string must match exactly
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exact: Option<String>,
    /// Prefix The string will be prefixed matched
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prefix: Option<String>,
    /// Regex The string will be regular expression matched
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regex: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRouting {
    /// Nginx holds ALB Ingress specific configuration to route traffic
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alb: Option<RolloutSpecStrategyCanaryTrafficRoutingAlb>,
    /// Ambassador holds specific configuration to use Ambassador to route traffic
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ambassador: Option<RolloutSpecStrategyCanaryTrafficRoutingAmbassador>,
    /// Apisix holds specific configuration to use Apisix to route traffic
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub apisix: Option<RolloutSpecStrategyCanaryTrafficRoutingApisix>,
    /// AppMesh holds specific configuration to use AppMesh to route traffic
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub app_mesh: Option<RolloutSpecStrategyCanaryTrafficRoutingAppMesh>,
    /// Istio holds Istio specific configuration to route traffic
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub istio: Option<RolloutSpecStrategyCanaryTrafficRoutingIstio>,
    /// ManagedRoutes A list of HTTP routes that Argo Rollouts manages, the order of this array also becomes the precedence in the upstream
    /// traffic router.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub managed_routes: Option<
        Vec<RolloutSpecStrategyCanaryTrafficRoutingManagedRoutes>,
    >,
    /// MaxTrafficWeight The total weight of traffic. If unspecified, it defaults to 100
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_traffic_weight: Option<i32>,
    /// Nginx holds Nginx Ingress specific configuration to route traffic
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nginx: Option<RolloutSpecStrategyCanaryTrafficRoutingNginx>,
    /// Plugins holds specific configuration that traffic router plugins can use for routing traffic
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plugins: Option<serde_json::Map<String, serde_json::Value>>,
    /// SMI holds TrafficSplit specific configuration to route traffic
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub smi: Option<RolloutSpecStrategyCanaryTrafficRoutingSmi>,
    /// Traefik holds specific configuration to use Traefik to route traffic
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub traefik: Option<RolloutSpecStrategyCanaryTrafficRoutingTraefik>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingAlb {
    /// AnnotationPrefix has to match the configured annotation prefix on the alb ingress controller
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotation_prefix: Option<String>,
    /// Ingress refers to the name of an `Ingress` resource in the same namespace as the `Rollout`
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ingress: Option<String>,
    /// Ingresses refers to the name of an `Ingress` resource in the same namespace as the `Rollout` in a multi ingress scenario
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ingresses: Option<Vec<String>>,
    /// RootService references the service in the ingress to the controller should add the action to
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub root_service: Option<String>,
    /// ServicePort refers to the port that the Ingress action should route traffic to
    pub service_port: i32,
    /// StickinessConfig refers to the duration-based stickiness of the target groups associated with an `Ingress`
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stickiness_config: Option<
        RolloutSpecStrategyCanaryTrafficRoutingAlbStickinessConfig,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingAlbStickinessConfig {
    pub duration_seconds: i64,
    pub enabled: bool,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingAmbassador {
    /// Mappings refer to the name of the Ambassador Mappings used to route traffic to the
    /// service
    pub mappings: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingApisix {
    /// Route references an Apisix Route to modify to shape traffic
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub route: Option<RolloutSpecStrategyCanaryTrafficRoutingApisixRoute>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingApisixRoute {
    /// Name refer to the name of the APISIX Route used to route traffic to the service
    pub name: String,
    /// RuleRef a list of the APISIX Route HTTP Rules used to route traffic to the service
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingAppMesh {
    /// VirtualNodeGroup references an AppMesh Route targets that are formed by a set of VirtualNodes that are used to shape traffic
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub virtual_node_group: Option<
        RolloutSpecStrategyCanaryTrafficRoutingAppMeshVirtualNodeGroup,
    >,
    /// VirtualService references an AppMesh VirtualService and VirtualRouter to modify to shape traffic
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub virtual_service: Option<
        RolloutSpecStrategyCanaryTrafficRoutingAppMeshVirtualService,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingAppMeshVirtualNodeGroup {
    /// CanaryVirtualNodeRef is the virtual node ref to modify labels with canary ReplicaSet pod template hash value
    pub canary_virtual_node_ref: RolloutSpecStrategyCanaryTrafficRoutingAppMeshVirtualNodeGroupCanaryVirtualNodeRef,
    /// StableVirtualNodeRef is the virtual node name to modify labels with stable ReplicaSet pod template hash value
    pub stable_virtual_node_ref: RolloutSpecStrategyCanaryTrafficRoutingAppMeshVirtualNodeGroupStableVirtualNodeRef,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingAppMeshVirtualNodeGroupCanaryVirtualNodeRef {
    /// Name is the name of VirtualNode CR
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingAppMeshVirtualNodeGroupStableVirtualNodeRef {
    /// Name is the name of VirtualNode CR
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingAppMeshVirtualService {
    /// Name is the name of virtual service
    pub name: String,
    /// Routes is list of HTTP routes within virtual router associated with virtual service to edit. If omitted, virtual service must have a single route of this type.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub routes: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingIstio {
    /// DestinationRule references an Istio DestinationRule to modify to shape traffic
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub destination_rule: Option<
        RolloutSpecStrategyCanaryTrafficRoutingIstioDestinationRule,
    >,
    /// VirtualService references an Istio VirtualService to modify to shape traffic
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub virtual_service: Option<
        RolloutSpecStrategyCanaryTrafficRoutingIstioVirtualService,
    >,
    /// VirtualServices references a list of Istio VirtualService to modify to shape traffic
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub virtual_services: Option<
        Vec<RolloutSpecStrategyCanaryTrafficRoutingIstioVirtualServices>,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingIstioDestinationRule {
    /// AdditionalSubsetNames contains a list of additional names for subset DestinationRules that are not controlled by Argo Rollouts
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub additional_subset_names: Option<Vec<String>>,
    /// CanarySubsetName is the subset name to modify labels with canary ReplicaSet pod template hash value
    pub canary_subset_name: String,
    /// Name holds the name of the DestinationRule
    pub name: String,
    /// StableSubsetName is the subset name to modify labels with stable ReplicaSet pod template hash value
    pub stable_subset_name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingIstioVirtualService {
    /// Name holds the name of the VirtualService
    pub name: String,
    /// A list of HTTP routes within VirtualService to edit. If omitted, VirtualService must have a single route of this type.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub routes: Option<Vec<String>>,
    /// A list of TCP routes within VirtualService to edit. If omitted, VirtualService must have a single route of this type.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tcp_routes: Option<
        Vec<RolloutSpecStrategyCanaryTrafficRoutingIstioVirtualServiceTcpRoutes>,
    >,
    /// A list of TLS/HTTPS routes within VirtualService to edit. If omitted, VirtualService must have a single route of this type.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls_routes: Option<
        Vec<RolloutSpecStrategyCanaryTrafficRoutingIstioVirtualServiceTlsRoutes>,
    >,
}

/// TCPRoute holds the information on the virtual service's TCP routes that are desired to be matched for changing weights.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingIstioVirtualServiceTcpRoutes {
    /// Port number of the TCP Route desired to be matched in the given Istio VirtualService.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub port: Option<i64>,
}

/// TLSRoute holds the information on the virtual service's TLS/HTTPS routes that are desired to be matched for changing weights.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingIstioVirtualServiceTlsRoutes {
    /// Port number of the TLS Route desired to be matched in the given Istio VirtualService.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub port: Option<i64>,
    /// A list of all the SNI Hosts of the TLS Route desired to be matched in the given Istio VirtualService.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sni_hosts: Option<Vec<String>>,
}

/// IstioVirtualService holds information on the virtual service the rollout needs to modify
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingIstioVirtualServices {
    /// Name holds the name of the VirtualService
    pub name: String,
    /// A list of HTTP routes within VirtualService to edit. If omitted, VirtualService must have a single route of this type.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub routes: Option<Vec<String>>,
    /// A list of TCP routes within VirtualService to edit. If omitted, VirtualService must have a single route of this type.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tcp_routes: Option<
        Vec<RolloutSpecStrategyCanaryTrafficRoutingIstioVirtualServicesTcpRoutes>,
    >,
    /// A list of TLS/HTTPS routes within VirtualService to edit. If omitted, VirtualService must have a single route of this type.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls_routes: Option<
        Vec<RolloutSpecStrategyCanaryTrafficRoutingIstioVirtualServicesTlsRoutes>,
    >,
}

/// TCPRoute holds the information on the virtual service's TCP routes that are desired to be matched for changing weights.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingIstioVirtualServicesTcpRoutes {
    /// Port number of the TCP Route desired to be matched in the given Istio VirtualService.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub port: Option<i64>,
}

/// TLSRoute holds the information on the virtual service's TLS/HTTPS routes that are desired to be matched for changing weights.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingIstioVirtualServicesTlsRoutes {
    /// Port number of the TLS Route desired to be matched in the given Istio VirtualService.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub port: Option<i64>,
    /// A list of all the SNI Hosts of the TLS Route desired to be matched in the given Istio VirtualService.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sni_hosts: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingManagedRoutes {
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingNginx {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub additional_ingress_annotations: Option<
        std::collections::BTreeMap<String, String>,
    >,
    /// AnnotationPrefix has to match the configured annotation prefix on the nginx ingress controller
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotation_prefix: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub canary_ingress_annotations: Option<std::collections::BTreeMap<String, String>>,
    /// StableIngress refers to the name of an `Ingress` resource in the same namespace as the `Rollout`
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stable_ingress: Option<String>,
    /// StableIngresses refers to the names of `Ingress` resources in the same namespace as the `Rollout` in a multi ingress scenario
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stable_ingresses: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingSmi {
    /// RootService holds the name of that clients use to communicate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub root_service: Option<String>,
    /// TrafficSplitName holds the name of the TrafficSplit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub traffic_split_name: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecStrategyCanaryTrafficRoutingTraefik {
    /// TraefikServiceName refer to the name of the Traefik service used to route traffic to the service
    pub weighted_traefik_service_name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecTemplate {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata: Option<RolloutSpecTemplateMetadata>,
    /// Specification of the desired behavior of the pod.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spec: Option<RolloutSpecTemplateSpec>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecTemplateMetadata {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<std::collections::BTreeMap<String, String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecTemplateSpec {
    /// Optional duration in seconds the pod may be active on the node relative to
    /// StartTime before the system will actively try to mark it failed and kill associated containers.
    /// Value must be a positive integer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub active_deadline_seconds: Option<i64>,
    /// If specified, the pod's scheduling constraints
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub affinity: Option<k8s_openapi::api::core::v1::Affinity>,
    /// AutomountServiceAccountToken indicates whether a service account token should be automatically mounted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub automount_service_account_token: Option<bool>,
    /// List of containers belonging to the pod.
    /// Containers cannot currently be added or removed.
    /// There must be at least one container in a Pod.
    /// Cannot be updated.
    #[crd(list_map_keys("name"), list_type = "map")]
    pub containers: Vec<RolloutSpecTemplateSpecContainers>,
    /// Specifies the DNS parameters of a pod.
    /// Parameters specified here will be merged to the generated DNS
    /// configuration based on DNSPolicy.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dns_config: Option<k8s_openapi::api::core::v1::PodDNSConfig>,
    /// Set DNS policy for the pod.
    /// Defaults to "ClusterFirst".
    /// Valid values are 'ClusterFirstWithHostNet', 'ClusterFirst', 'Default' or 'None'.
    /// DNS parameters given in DNSConfig will be merged with the policy selected with DNSPolicy.
    /// To have DNS options set along with hostNetwork, you have to specify DNS policy
    /// explicitly to 'ClusterFirstWithHostNet'.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dns_policy: Option<String>,
    /// EnableServiceLinks indicates whether information about services should be injected into pod's
    /// environment variables, matching the syntax of Docker links.
    /// Optional: Defaults to true.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_service_links: Option<bool>,
    /// List of ephemeral containers run in this pod. Ephemeral containers may be run in an existing
    /// pod to perform user-initiated actions such as debugging. This list cannot be specified when
    /// creating a pod, and it cannot be modified by updating the pod spec. In order to add an
    /// ephemeral container to an existing pod, use the pod's ephemeralcontainers subresource.
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ephemeral_containers: Option<Vec<RolloutSpecTemplateSpecEphemeralContainers>>,
    /// HostAliases is an optional list of hosts and IPs that will be injected into the pod's hosts
    /// file if specified.
    #[crd(list_map_keys("ip"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host_aliases: Option<Vec<k8s_openapi::api::core::v1::HostAlias>>,
    /// Use the host's ipc namespace.
    /// Optional: Default to false.
    #[serde(rename = "hostIPC", default, skip_serializing_if = "Option::is_none")]
    pub host_ipc: Option<bool>,
    /// Host networking requested for this pod. Use the host's network namespace.
    /// When using HostNetwork you should specify ports so the scheduler is aware.
    /// When `hostNetwork` is true, specified `hostPort` fields in port definitions must match `containerPort`,
    /// and unspecified `hostPort` fields in port definitions are defaulted to match `containerPort`.
    /// Default to false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host_network: Option<bool>,
    /// Use the host's pid namespace.
    /// Optional: Default to false.
    #[serde(rename = "hostPID", default, skip_serializing_if = "Option::is_none")]
    pub host_pid: Option<bool>,
    /// Use the host's user namespace.
    /// Optional: Default to true.
    /// If set to true or not present, the pod will be run in the host user namespace, useful
    /// for when the pod needs a feature only available to the host user namespace, such as
    /// loading a kernel module with CAP_SYS_MODULE.
    /// When set to false, a new userns is created for the pod. Setting false is useful for
    /// mitigating container breakout vulnerabilities even allowing users to run their
    /// containers as root without actually having root privileges on the host.
    /// This field is alpha-level and is only honored by servers that enable the UserNamespacesSupport feature.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host_users: Option<bool>,
    /// Specifies the hostname of the Pod
    /// If not specified, the pod's hostname will be set to a system-defined value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hostname: Option<String>,
    /// HostnameOverride specifies an explicit override for the pod's hostname as perceived by the pod.
    /// This field only specifies the pod's hostname and does not affect its DNS records.
    /// When this field is set to a non-empty string:
    /// - It takes precedence over the values set in `hostname` and `subdomain`.
    /// - The Pod's hostname will be set to this value.
    /// - `setHostnameAsFQDN` must be nil or set to false.
    /// - `hostNetwork` must be set to false.
    ///
    /// This field must be a valid DNS subdomain as defined in RFC 1123 and contain at most 64 characters.
    /// Requires the HostnameOverride feature gate to be enabled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hostname_override: Option<String>,
    /// ImagePullSecrets is an optional list of references to secrets in the same namespace to use for pulling any of the images used by this PodSpec.
    /// If specified, these secrets will be passed to individual puller implementations for them to use.
    /// More info: https://kubernetes.io/docs/concepts/containers/images#specifying-imagepullsecrets-on-a-pod
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_pull_secrets: Option<
        Vec<k8s_openapi::api::core::v1::LocalObjectReference>,
    >,
    /// List of initialization containers belonging to the pod.
    /// Init containers are executed in order prior to containers being started. If any
    /// init container fails, the pod is considered to have failed and is handled according
    /// to its restartPolicy. The name for an init container or normal container must be
    /// unique among all containers.
    /// Init containers may not have Lifecycle actions, Readiness probes, Liveness probes, or Startup probes.
    /// The resourceRequirements of an init container are taken into account during scheduling
    /// by finding the highest request/limit for each resource type, and then using the max of
    /// that value or the sum of the normal containers. Limits are applied to init containers
    /// in a similar fashion.
    /// Init containers cannot currently be added or removed.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/init-containers/
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub init_containers: Option<Vec<RolloutSpecTemplateSpecInitContainers>>,
    /// NodeName indicates in which node this pod is scheduled.
    /// If empty, this pod is a candidate for scheduling by the scheduler defined in schedulerName.
    /// Once this field is set, the kubelet for this node becomes responsible for the lifecycle of this pod.
    /// This field should not be used to express a desire for the pod to be scheduled on a specific node.
    /// https://kubernetes.io/docs/concepts/scheduling-eviction/assign-pod-node/#nodename
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub node_name: Option<String>,
    /// NodeSelector is a selector which must be true for the pod to fit on a node.
    /// Selector which must match a node's labels for the pod to be scheduled on that node.
    /// More info: https://kubernetes.io/docs/concepts/configuration/assign-pod-node/
    #[crd(map_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub node_selector: Option<std::collections::BTreeMap<String, String>>,
    /// Specifies the OS of the containers in the pod.
    /// Some pod and container fields are restricted if this is set.
    ///
    /// If the OS field is set to linux, the following fields must be unset:
    /// -securityContext.windowsOptions
    ///
    /// If the OS field is set to windows, following fields must be unset:
    /// - spec.hostPID
    /// - spec.hostIPC
    /// - spec.hostUsers
    /// - spec.resources
    /// - spec.securityContext.appArmorProfile
    /// - spec.securityContext.seLinuxOptions
    /// - spec.securityContext.seccompProfile
    /// - spec.securityContext.fsGroup
    /// - spec.securityContext.fsGroupChangePolicy
    /// - spec.securityContext.sysctls
    /// - spec.shareProcessNamespace
    /// - spec.securityContext.runAsUser
    /// - spec.securityContext.runAsGroup
    /// - spec.securityContext.supplementalGroups
    /// - spec.securityContext.supplementalGroupsPolicy
    /// - spec.containers[*].securityContext.appArmorProfile
    /// - spec.containers[*].securityContext.seLinuxOptions
    /// - spec.containers[*].securityContext.seccompProfile
    /// - spec.containers[*].securityContext.capabilities
    /// - spec.containers[*].securityContext.readOnlyRootFilesystem
    /// - spec.containers[*].securityContext.privileged
    /// - spec.containers[*].securityContext.allowPrivilegeEscalation
    /// - spec.containers[*].securityContext.procMount
    /// - spec.containers[*].securityContext.runAsUser
    /// - spec.containers[*].securityContext.runAsGroup
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub os: Option<k8s_openapi::api::core::v1::PodOS>,
    /// Overhead represents the resource overhead associated with running a pod for a given RuntimeClass.
    /// This field will be autopopulated at admission time by the RuntimeClass admission controller. If
    /// the RuntimeClass admission controller is enabled, overhead must not be set in Pod create requests.
    /// The RuntimeClass admission controller will reject Pod create requests which have the overhead already
    /// set. If RuntimeClass is configured and selected in the PodSpec, Overhead will be set to the value
    /// defined in the corresponding RuntimeClass, otherwise it will remain unset and treated as zero.
    /// More info: https://git.k8s.io/enhancements/keps/sig-node/688-pod-overhead/README.md
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub overhead: Option<
        std::collections::BTreeMap<
            String,
            k8s_openapi::apimachinery::pkg::api::resource::Quantity,
        >,
    >,
    /// PreemptionPolicy is the Policy for preempting pods with lower priority.
    /// One of Never, PreemptLowerPriority.
    /// Defaults to PreemptLowerPriority if unset.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preemption_policy: Option<String>,
    /// The priority value. Various system components use this field to find the
    /// priority of the pod. When Priority Admission Controller is enabled, it
    /// prevents users from setting this field. The admission controller populates
    /// this field from PriorityClassName.
    /// The higher the value, the higher the priority.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub priority: Option<i32>,
    /// If specified, indicates the pod's priority. "system-node-critical" and
    /// "system-cluster-critical" are two special keywords which indicate the
    /// highest priorities with the former being the highest priority. Any other
    /// name must be defined by creating a PriorityClass object with that name.
    /// If not specified, the pod priority will be default or zero if there is no
    /// default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub priority_class_name: Option<String>,
    /// If specified, all readiness gates will be evaluated for pod readiness.
    /// A pod is ready when all its containers are ready AND
    /// all conditions specified in the readiness gates have status equal to "True"
    /// More info: https://git.k8s.io/enhancements/keps/sig-network/580-pod-readiness-gates
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub readiness_gates: Option<Vec<k8s_openapi::api::core::v1::PodReadinessGate>>,
    /// ResourceClaims defines which ResourceClaims must be allocated
    /// and reserved before the Pod is allowed to start. The resources
    /// will be made available to those containers which consume them
    /// by name.
    ///
    /// This is an alpha field and requires enabling the
    /// DynamicResourceAllocation feature gate.
    ///
    /// This field is immutable.
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resource_claims: Option<Vec<k8s_openapi::api::core::v1::PodResourceClaim>>,
    /// Resources is the total amount of CPU and Memory resources required by all
    /// containers in the pod. It supports specifying Requests and Limits for
    /// "cpu", "memory" and "hugepages-" resource names only. ResourceClaims are not supported.
    ///
    /// This field enables fine-grained control over resource allocation for the
    /// entire pod, allowing resource sharing among containers in a pod.
    ///
    /// This is an alpha field and requires enabling the PodLevelResources feature
    /// gate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resources: Option<k8s_openapi::api::core::v1::ResourceRequirements>,
    /// Restart policy for all containers within the pod.
    /// One of Always, OnFailure, Never. In some contexts, only a subset of those values may be permitted.
    /// Default to Always.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle/#restart-policy
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restart_policy: Option<String>,
    /// RuntimeClassName refers to a RuntimeClass object in the node.k8s.io group, which should be used
    /// to run this pod.  If no RuntimeClass resource matches the named class, the pod will not be run.
    /// If unset or empty, the "legacy" RuntimeClass will be used, which is an implicit class with an
    /// empty definition that uses the default runtime handler.
    /// More info: https://git.k8s.io/enhancements/keps/sig-node/585-runtime-class
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub runtime_class_name: Option<String>,
    /// If specified, the pod will be dispatched by specified scheduler.
    /// If not specified, the pod will be dispatched by default scheduler.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scheduler_name: Option<String>,
    /// SchedulingGates is an opaque list of values that if specified will block scheduling the pod.
    /// If schedulingGates is not empty, the pod will stay in the SchedulingGated state and the
    /// scheduler will not attempt to schedule the pod.
    ///
    /// SchedulingGates can only be set at pod creation time, and be removed only afterwards.
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scheduling_gates: Option<Vec<k8s_openapi::api::core::v1::PodSchedulingGate>>,
    /// SecurityContext holds pod-level security attributes and common container settings.
    /// Optional: Defaults to empty.  See type description for default values of each field.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub security_context: Option<k8s_openapi::api::core::v1::PodSecurityContext>,
    /// DeprecatedServiceAccount is a deprecated alias for ServiceAccountName.
    /// Deprecated: Use serviceAccountName instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub service_account: Option<String>,
    /// ServiceAccountName is the name of the ServiceAccount to use to run this pod.
    /// More info: https://kubernetes.io/docs/tasks/configure-pod-container/configure-service-account/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub service_account_name: Option<String>,
    /// If true the pod's hostname will be configured as the pod's FQDN, rather than the leaf name (the default).
    /// In Linux containers, this means setting the FQDN in the hostname field of the kernel (the nodename field of struct utsname).
    /// In Windows containers, this means setting the registry value of hostname for the registry key HKEY_LOCAL_MACHINE\\SYSTEM\\CurrentControlSet\\Services\\Tcpip\\Parameters to FQDN.
    /// If a pod does not have FQDN, this has no effect.
    /// Default to false.
    #[serde(
        rename = "setHostnameAsFQDN",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub set_hostname_as_fqdn: Option<bool>,
    /// Share a single process namespace between all of the containers in a pod.
    /// When this is set containers will be able to view and signal processes from other containers
    /// in the same pod, and the first process in each container will not be assigned PID 1.
    /// HostPID and ShareProcessNamespace cannot both be set.
    /// Optional: Default to false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub share_process_namespace: Option<bool>,
    /// If specified, the fully qualified Pod hostname will be "<hostname>.<subdomain>.<pod namespace>.svc.<cluster domain>".
    /// If not specified, the pod will not have a domainname at all.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subdomain: Option<String>,
    /// Optional duration in seconds the pod needs to terminate gracefully. May be decreased in delete request.
    /// Value must be non-negative integer. The value zero indicates stop immediately via
    /// the kill signal (no opportunity to shut down).
    /// If this value is nil, the default grace period will be used instead.
    /// The grace period is the duration in seconds after the processes running in the pod are sent
    /// a termination signal and the time when the processes are forcibly halted with a kill signal.
    /// Set this value longer than the expected cleanup time for your process.
    /// Defaults to 30 seconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub termination_grace_period_seconds: Option<i64>,
    /// If specified, the pod's tolerations.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tolerations: Option<Vec<k8s_openapi::api::core::v1::Toleration>>,
    /// TopologySpreadConstraints describes how a group of pods ought to spread across topology
    /// domains. Scheduler will schedule pods in a way which abides by the constraints.
    /// All topologySpreadConstraints are ANDed.
    #[crd(list_map_keys("topologyKey", "whenUnsatisfiable"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub topology_spread_constraints: Option<
        Vec<k8s_openapi::api::core::v1::TopologySpreadConstraint>,
    >,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volumes: Option<serde_json::Value>,
}

/// A single application container that you want to run within a pod.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecTemplateSpecContainers {
    /// Arguments to the entrypoint.
    /// The container image's CMD is used if this is not provided.
    /// Variable references $(VAR_NAME) are expanded using the container's environment. If a variable
    /// cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced
    /// to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will
    /// produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless
    /// of whether the variable exists or not. Cannot be updated.
    /// More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<String>>,
    /// Entrypoint array. Not executed within a shell.
    /// The container image's ENTRYPOINT is used if this is not provided.
    /// Variable references $(VAR_NAME) are expanded using the container's environment. If a variable
    /// cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced
    /// to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will
    /// produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless
    /// of whether the variable exists or not. Cannot be updated.
    /// More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub command: Option<Vec<String>>,
    /// List of environment variables to set in the container.
    /// Cannot be updated.
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub env: Option<Vec<k8s_openapi::api::core::v1::EnvVar>>,
    /// List of sources to populate environment variables in the container.
    /// The keys defined within a source may consist of any printable ASCII characters except '='.
    /// When a key exists in multiple
    /// sources, the value associated with the last source will take precedence.
    /// Values defined by an Env with a duplicate key will take precedence.
    /// Cannot be updated.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub env_from: Option<Vec<k8s_openapi::api::core::v1::EnvFromSource>>,
    /// Container image name.
    /// More info: https://kubernetes.io/docs/concepts/containers/images
    /// This field is optional to allow higher level config management to default or override
    /// container images in workload controllers like Deployments and StatefulSets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Image pull policy.
    /// One of Always, Never, IfNotPresent.
    /// Defaults to Always if :latest tag is specified, or IfNotPresent otherwise.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/containers/images#updating-images
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_pull_policy: Option<String>,
    /// Actions that the management system should take in response to container lifecycle events.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lifecycle: Option<k8s_openapi::api::core::v1::Lifecycle>,
    /// Periodic probe of container liveness.
    /// Container will be restarted if the probe fails.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub liveness_probe: Option<k8s_openapi::api::core::v1::Probe>,
    /// Name of the container specified as a DNS_LABEL.
    /// Each container in a pod must have a unique name (DNS_LABEL).
    /// Cannot be updated.
    pub name: String,
    /// List of ports to expose from the container. Not specifying a port here
    /// DOES NOT prevent that port from being exposed. Any port which is
    /// listening on the default "0.0.0.0" address inside a container will be
    /// accessible from the network.
    /// Modifying this array with strategic merge patch may corrupt the data.
    /// For more information See https://github.com/kubernetes/kubernetes/issues/108255.
    /// Cannot be updated.
    #[crd(list_map_keys("containerPort", "protocol"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ports: Option<Vec<k8s_openapi::api::core::v1::ContainerPort>>,
    /// Periodic probe of container service readiness.
    /// Container will be removed from service endpoints if the probe fails.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub readiness_probe: Option<k8s_openapi::api::core::v1::Probe>,
    /// Resources resize policy for the container.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resize_policy: Option<Vec<k8s_openapi::api::core::v1::ContainerResizePolicy>>,
    /// Compute Resources required by this container.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resources: Option<RolloutSpecTemplateSpecContainersResources>,
    /// RestartPolicy defines the restart behavior of individual containers in a pod.
    /// This overrides the pod-level restart policy. When this field is not specified,
    /// the restart behavior is defined by the Pod's restart policy and the container type.
    /// Additionally, setting the RestartPolicy as "Always" for the init container will
    /// have the following effect:
    /// this init container will be continually restarted on
    /// exit until all regular containers have terminated. Once all regular
    /// containers have completed, all init containers with restartPolicy "Always"
    /// will be shut down. This lifecycle differs from normal init containers and
    /// is often referred to as a "sidecar" container. Although this init
    /// container still starts in the init container sequence, it does not wait
    /// for the container to complete before proceeding to the next init
    /// container. Instead, the next init container starts immediately after this
    /// init container is started, or after any startupProbe has successfully
    /// completed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restart_policy: Option<String>,
    /// Represents a list of rules to be checked to determine if the
    /// container should be restarted on exit. The rules are evaluated in
    /// order. Once a rule matches a container exit condition, the remaining
    /// rules are ignored. If no rule matches the container exit condition,
    /// the Container-level restart policy determines the whether the container
    /// is restarted or not. Constraints on the rules:
    /// - At most 20 rules are allowed.
    /// - Rules can have the same action.
    /// - Identical rules are not forbidden in validations.
    /// When rules are specified, container MUST set RestartPolicy explicitly
    /// even it if matches the Pod's RestartPolicy.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restart_policy_rules: Option<
        Vec<k8s_openapi::api::core::v1::ContainerRestartRule>,
    >,
    /// SecurityContext defines the security options the container should be run with.
    /// If set, the fields of SecurityContext override the equivalent fields of PodSecurityContext.
    /// More info: https://kubernetes.io/docs/tasks/configure-pod-container/security-context/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub security_context: Option<k8s_openapi::api::core::v1::SecurityContext>,
    /// StartupProbe indicates that the Pod has successfully initialized.
    /// If specified, no other probes are executed until this completes successfully.
    /// If this probe fails, the Pod will be restarted, just as if the livenessProbe failed.
    /// This can be used to provide different probe parameters at the beginning of a Pod's lifecycle,
    /// when it might take a long time to load data or warm a cache, than during steady-state operation.
    /// This cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub startup_probe: Option<k8s_openapi::api::core::v1::Probe>,
    /// Whether this container should allocate a buffer for stdin in the container runtime. If this
    /// is not set, reads from stdin in the container will always result in EOF.
    /// Default is false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdin: Option<bool>,
    /// Whether the container runtime should close the stdin channel after it has been opened by
    /// a single attach. When stdin is true the stdin stream will remain open across multiple attach
    /// sessions. If stdinOnce is set to true, stdin is opened on container start, is empty until the
    /// first client attaches to stdin, and then remains open and accepts data until the client disconnects,
    /// at which time stdin is closed and remains closed until the container is restarted. If this
    /// flag is false, a container processes that reads from stdin will never receive an EOF.
    /// Default is false
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdin_once: Option<bool>,
    /// Optional: Path at which the file to which the container's termination message
    /// will be written is mounted into the container's filesystem.
    /// Message written is intended to be brief final status, such as an assertion failure message.
    /// Will be truncated by the node if greater than 4096 bytes. The total message length across
    /// all containers will be limited to 12kb.
    /// Defaults to /dev/termination-log.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub termination_message_path: Option<String>,
    /// Indicate how the termination message should be populated. File will use the contents of
    /// terminationMessagePath to populate the container status message on both success and failure.
    /// FallbackToLogsOnError will use the last chunk of container log output if the termination
    /// message file is empty and the container exited with an error.
    /// The log output is limited to 2048 bytes or 80 lines, whichever is smaller.
    /// Defaults to File.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub termination_message_policy: Option<String>,
    /// Whether this container should allocate a TTY for itself, also requires 'stdin' to be true.
    /// Default is false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tty: Option<bool>,
    /// volumeDevices is the list of block devices to be used by the container.
    #[crd(list_map_keys("devicePath"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume_devices: Option<Vec<k8s_openapi::api::core::v1::VolumeDevice>>,
    /// Pod volumes to mount into the container's filesystem.
    /// Cannot be updated.
    #[crd(list_map_keys("mountPath"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume_mounts: Option<Vec<k8s_openapi::api::core::v1::VolumeMount>>,
    /// Container's working directory.
    /// If not specified, the container runtime's default will be used, which
    /// might be configured in the container image.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub working_dir: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecTemplateSpecContainersResources {
    /// Claims lists the names of resources, defined in spec.resourceClaims,
    /// that are used by this container.
    ///
    /// This field depends on the
    /// DynamicResourceAllocation feature gate.
    ///
    /// This field is immutable. It can only be set for containers.
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claims: Option<Vec<k8s_openapi::api::core::v1::ResourceClaim>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limits: Option<serde_json::Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub requests: Option<serde_json::Value>,
}

/// An EphemeralContainer is a temporary container that you may add to an existing Pod for
/// user-initiated activities such as debugging. Ephemeral containers have no resource or
/// scheduling guarantees, and they will not be restarted when they exit or when a Pod is
/// removed or restarted. The kubelet may evict a Pod if an ephemeral container causes the
/// Pod to exceed its resource allocation.
///
/// To add an ephemeral container, use the ephemeralcontainers subresource of an existing
/// Pod. Ephemeral containers may not be removed or restarted.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecTemplateSpecEphemeralContainers {
    /// Arguments to the entrypoint.
    /// The image's CMD is used if this is not provided.
    /// Variable references $(VAR_NAME) are expanded using the container's environment. If a variable
    /// cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced
    /// to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will
    /// produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless
    /// of whether the variable exists or not. Cannot be updated.
    /// More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<String>>,
    /// Entrypoint array. Not executed within a shell.
    /// The image's ENTRYPOINT is used if this is not provided.
    /// Variable references $(VAR_NAME) are expanded using the container's environment. If a variable
    /// cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced
    /// to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will
    /// produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless
    /// of whether the variable exists or not. Cannot be updated.
    /// More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub command: Option<Vec<String>>,
    /// List of environment variables to set in the container.
    /// Cannot be updated.
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub env: Option<Vec<k8s_openapi::api::core::v1::EnvVar>>,
    /// List of sources to populate environment variables in the container.
    /// The keys defined within a source may consist of any printable ASCII characters except '='.
    /// When a key exists in multiple
    /// sources, the value associated with the last source will take precedence.
    /// Values defined by an Env with a duplicate key will take precedence.
    /// Cannot be updated.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub env_from: Option<Vec<k8s_openapi::api::core::v1::EnvFromSource>>,
    /// Container image name.
    /// More info: https://kubernetes.io/docs/concepts/containers/images
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Image pull policy.
    /// One of Always, Never, IfNotPresent.
    /// Defaults to Always if :latest tag is specified, or IfNotPresent otherwise.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/containers/images#updating-images
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_pull_policy: Option<String>,
    /// Lifecycle is not allowed for ephemeral containers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lifecycle: Option<k8s_openapi::api::core::v1::Lifecycle>,
    /// Probes are not allowed for ephemeral containers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub liveness_probe: Option<k8s_openapi::api::core::v1::Probe>,
    /// Name of the ephemeral container specified as a DNS_LABEL.
    /// This name must be unique among all containers, init containers and ephemeral containers.
    pub name: String,
    /// Ports are not allowed for ephemeral containers.
    #[crd(list_map_keys("containerPort", "protocol"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ports: Option<Vec<k8s_openapi::api::core::v1::ContainerPort>>,
    /// Probes are not allowed for ephemeral containers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub readiness_probe: Option<k8s_openapi::api::core::v1::Probe>,
    /// Resources resize policy for the container.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resize_policy: Option<Vec<k8s_openapi::api::core::v1::ContainerResizePolicy>>,
    /// Resources are not allowed for ephemeral containers. Ephemeral containers use spare resources
    /// already allocated to the pod.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resources: Option<RolloutSpecTemplateSpecEphemeralContainersResources>,
    /// Restart policy for the container to manage the restart behavior of each
    /// container within a pod.
    /// You cannot set this field on ephemeral containers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restart_policy: Option<String>,
    /// Represents a list of rules to be checked to determine if the
    /// container should be restarted on exit. You cannot set this field on
    /// ephemeral containers.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restart_policy_rules: Option<
        Vec<k8s_openapi::api::core::v1::ContainerRestartRule>,
    >,
    /// Optional: SecurityContext defines the security options the ephemeral container should be run with.
    /// If set, the fields of SecurityContext override the equivalent fields of PodSecurityContext.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub security_context: Option<k8s_openapi::api::core::v1::SecurityContext>,
    /// Probes are not allowed for ephemeral containers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub startup_probe: Option<k8s_openapi::api::core::v1::Probe>,
    /// Whether this container should allocate a buffer for stdin in the container runtime. If this
    /// is not set, reads from stdin in the container will always result in EOF.
    /// Default is false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdin: Option<bool>,
    /// Whether the container runtime should close the stdin channel after it has been opened by
    /// a single attach. When stdin is true the stdin stream will remain open across multiple attach
    /// sessions. If stdinOnce is set to true, stdin is opened on container start, is empty until the
    /// first client attaches to stdin, and then remains open and accepts data until the client disconnects,
    /// at which time stdin is closed and remains closed until the container is restarted. If this
    /// flag is false, a container processes that reads from stdin will never receive an EOF.
    /// Default is false
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdin_once: Option<bool>,
    /// If set, the name of the container from PodSpec that this ephemeral container targets.
    /// The ephemeral container will be run in the namespaces (IPC, PID, etc) of this container.
    /// If not set then the ephemeral container uses the namespaces configured in the Pod spec.
    ///
    /// The container runtime must implement support for this feature. If the runtime does not
    /// support namespace targeting then the result of setting this field is undefined.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_container_name: Option<String>,
    /// Optional: Path at which the file to which the container's termination message
    /// will be written is mounted into the container's filesystem.
    /// Message written is intended to be brief final status, such as an assertion failure message.
    /// Will be truncated by the node if greater than 4096 bytes. The total message length across
    /// all containers will be limited to 12kb.
    /// Defaults to /dev/termination-log.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub termination_message_path: Option<String>,
    /// Indicate how the termination message should be populated. File will use the contents of
    /// terminationMessagePath to populate the container status message on both success and failure.
    /// FallbackToLogsOnError will use the last chunk of container log output if the termination
    /// message file is empty and the container exited with an error.
    /// The log output is limited to 2048 bytes or 80 lines, whichever is smaller.
    /// Defaults to File.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub termination_message_policy: Option<String>,
    /// Whether this container should allocate a TTY for itself, also requires 'stdin' to be true.
    /// Default is false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tty: Option<bool>,
    /// volumeDevices is the list of block devices to be used by the container.
    #[crd(list_map_keys("devicePath"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume_devices: Option<Vec<k8s_openapi::api::core::v1::VolumeDevice>>,
    /// Pod volumes to mount into the container's filesystem. Subpath mounts are not allowed for ephemeral containers.
    /// Cannot be updated.
    #[crd(list_map_keys("mountPath"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume_mounts: Option<Vec<k8s_openapi::api::core::v1::VolumeMount>>,
    /// Container's working directory.
    /// If not specified, the container runtime's default will be used, which
    /// might be configured in the container image.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub working_dir: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecTemplateSpecEphemeralContainersResources {
    /// Claims lists the names of resources, defined in spec.resourceClaims,
    /// that are used by this container.
    ///
    /// This field depends on the
    /// DynamicResourceAllocation feature gate.
    ///
    /// This field is immutable. It can only be set for containers.
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claims: Option<Vec<k8s_openapi::api::core::v1::ResourceClaim>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limits: Option<serde_json::Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub requests: Option<serde_json::Value>,
}

/// A single application container that you want to run within a pod.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecTemplateSpecInitContainers {
    /// Arguments to the entrypoint.
    /// The container image's CMD is used if this is not provided.
    /// Variable references $(VAR_NAME) are expanded using the container's environment. If a variable
    /// cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced
    /// to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will
    /// produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless
    /// of whether the variable exists or not. Cannot be updated.
    /// More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<String>>,
    /// Entrypoint array. Not executed within a shell.
    /// The container image's ENTRYPOINT is used if this is not provided.
    /// Variable references $(VAR_NAME) are expanded using the container's environment. If a variable
    /// cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced
    /// to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will
    /// produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless
    /// of whether the variable exists or not. Cannot be updated.
    /// More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub command: Option<Vec<String>>,
    /// List of environment variables to set in the container.
    /// Cannot be updated.
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub env: Option<Vec<k8s_openapi::api::core::v1::EnvVar>>,
    /// List of sources to populate environment variables in the container.
    /// The keys defined within a source may consist of any printable ASCII characters except '='.
    /// When a key exists in multiple
    /// sources, the value associated with the last source will take precedence.
    /// Values defined by an Env with a duplicate key will take precedence.
    /// Cannot be updated.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub env_from: Option<Vec<k8s_openapi::api::core::v1::EnvFromSource>>,
    /// Container image name.
    /// More info: https://kubernetes.io/docs/concepts/containers/images
    /// This field is optional to allow higher level config management to default or override
    /// container images in workload controllers like Deployments and StatefulSets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Image pull policy.
    /// One of Always, Never, IfNotPresent.
    /// Defaults to Always if :latest tag is specified, or IfNotPresent otherwise.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/containers/images#updating-images
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_pull_policy: Option<String>,
    /// Actions that the management system should take in response to container lifecycle events.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lifecycle: Option<k8s_openapi::api::core::v1::Lifecycle>,
    /// Periodic probe of container liveness.
    /// Container will be restarted if the probe fails.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub liveness_probe: Option<k8s_openapi::api::core::v1::Probe>,
    /// Name of the container specified as a DNS_LABEL.
    /// Each container in a pod must have a unique name (DNS_LABEL).
    /// Cannot be updated.
    pub name: String,
    /// List of ports to expose from the container. Not specifying a port here
    /// DOES NOT prevent that port from being exposed. Any port which is
    /// listening on the default "0.0.0.0" address inside a container will be
    /// accessible from the network.
    /// Modifying this array with strategic merge patch may corrupt the data.
    /// For more information See https://github.com/kubernetes/kubernetes/issues/108255.
    /// Cannot be updated.
    #[crd(list_map_keys("containerPort", "protocol"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ports: Option<Vec<k8s_openapi::api::core::v1::ContainerPort>>,
    /// Periodic probe of container service readiness.
    /// Container will be removed from service endpoints if the probe fails.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub readiness_probe: Option<k8s_openapi::api::core::v1::Probe>,
    /// Resources resize policy for the container.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resize_policy: Option<Vec<k8s_openapi::api::core::v1::ContainerResizePolicy>>,
    /// Compute Resources required by this container.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resources: Option<RolloutSpecTemplateSpecInitContainersResources>,
    /// RestartPolicy defines the restart behavior of individual containers in a pod.
    /// This overrides the pod-level restart policy. When this field is not specified,
    /// the restart behavior is defined by the Pod's restart policy and the container type.
    /// Additionally, setting the RestartPolicy as "Always" for the init container will
    /// have the following effect:
    /// this init container will be continually restarted on
    /// exit until all regular containers have terminated. Once all regular
    /// containers have completed, all init containers with restartPolicy "Always"
    /// will be shut down. This lifecycle differs from normal init containers and
    /// is often referred to as a "sidecar" container. Although this init
    /// container still starts in the init container sequence, it does not wait
    /// for the container to complete before proceeding to the next init
    /// container. Instead, the next init container starts immediately after this
    /// init container is started, or after any startupProbe has successfully
    /// completed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restart_policy: Option<String>,
    /// Represents a list of rules to be checked to determine if the
    /// container should be restarted on exit. The rules are evaluated in
    /// order. Once a rule matches a container exit condition, the remaining
    /// rules are ignored. If no rule matches the container exit condition,
    /// the Container-level restart policy determines the whether the container
    /// is restarted or not. Constraints on the rules:
    /// - At most 20 rules are allowed.
    /// - Rules can have the same action.
    /// - Identical rules are not forbidden in validations.
    /// When rules are specified, container MUST set RestartPolicy explicitly
    /// even it if matches the Pod's RestartPolicy.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restart_policy_rules: Option<
        Vec<k8s_openapi::api::core::v1::ContainerRestartRule>,
    >,
    /// SecurityContext defines the security options the container should be run with.
    /// If set, the fields of SecurityContext override the equivalent fields of PodSecurityContext.
    /// More info: https://kubernetes.io/docs/tasks/configure-pod-container/security-context/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub security_context: Option<k8s_openapi::api::core::v1::SecurityContext>,
    /// StartupProbe indicates that the Pod has successfully initialized.
    /// If specified, no other probes are executed until this completes successfully.
    /// If this probe fails, the Pod will be restarted, just as if the livenessProbe failed.
    /// This can be used to provide different probe parameters at the beginning of a Pod's lifecycle,
    /// when it might take a long time to load data or warm a cache, than during steady-state operation.
    /// This cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub startup_probe: Option<k8s_openapi::api::core::v1::Probe>,
    /// Whether this container should allocate a buffer for stdin in the container runtime. If this
    /// is not set, reads from stdin in the container will always result in EOF.
    /// Default is false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdin: Option<bool>,
    /// Whether the container runtime should close the stdin channel after it has been opened by
    /// a single attach. When stdin is true the stdin stream will remain open across multiple attach
    /// sessions. If stdinOnce is set to true, stdin is opened on container start, is empty until the
    /// first client attaches to stdin, and then remains open and accepts data until the client disconnects,
    /// at which time stdin is closed and remains closed until the container is restarted. If this
    /// flag is false, a container processes that reads from stdin will never receive an EOF.
    /// Default is false
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdin_once: Option<bool>,
    /// Optional: Path at which the file to which the container's termination message
    /// will be written is mounted into the container's filesystem.
    /// Message written is intended to be brief final status, such as an assertion failure message.
    /// Will be truncated by the node if greater than 4096 bytes. The total message length across
    /// all containers will be limited to 12kb.
    /// Defaults to /dev/termination-log.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub termination_message_path: Option<String>,
    /// Indicate how the termination message should be populated. File will use the contents of
    /// terminationMessagePath to populate the container status message on both success and failure.
    /// FallbackToLogsOnError will use the last chunk of container log output if the termination
    /// message file is empty and the container exited with an error.
    /// The log output is limited to 2048 bytes or 80 lines, whichever is smaller.
    /// Defaults to File.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub termination_message_policy: Option<String>,
    /// Whether this container should allocate a TTY for itself, also requires 'stdin' to be true.
    /// Default is false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tty: Option<bool>,
    /// volumeDevices is the list of block devices to be used by the container.
    #[crd(list_map_keys("devicePath"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume_devices: Option<Vec<k8s_openapi::api::core::v1::VolumeDevice>>,
    /// Pod volumes to mount into the container's filesystem.
    /// Cannot be updated.
    #[crd(list_map_keys("mountPath"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume_mounts: Option<Vec<k8s_openapi::api::core::v1::VolumeMount>>,
    /// Container's working directory.
    /// If not specified, the container runtime's default will be used, which
    /// might be configured in the container image.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub working_dir: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecTemplateSpecInitContainersResources {
    /// Claims lists the names of resources, defined in spec.resourceClaims,
    /// that are used by this container.
    ///
    /// This field depends on the
    /// DynamicResourceAllocation feature gate.
    ///
    /// This field is immutable. It can only be set for containers.
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claims: Option<Vec<k8s_openapi::api::core::v1::ResourceClaim>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limits: Option<serde_json::Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub requests: Option<serde_json::Value>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutSpecWorkloadRef {
    /// API Version of the referent
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub api_version: Option<String>,
    /// Kind of the referent
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    /// Name of the referent
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Automatically scale down deployment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scale_down: Option<String>,
}

/// RolloutStatus is the status for a Rollout resource
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatus {
    /// HPAReplicas the number of non-terminated replicas that are receiving active traffic
    #[serde(rename = "HPAReplicas", default, skip_serializing_if = "Option::is_none")]
    pub hpa_replicas: Option<i32>,
    /// Abort cancel the current rollout progression
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub abort: Option<bool>,
    /// AbortedAt indicates the controller reconciled an aborted rollout. The controller uses this to understand if
    /// the controller needs to do some specific work when a Rollout is aborted. For example, the reconcileAbort is used
    /// to indicate if the Rollout should enter an aborted state when the latest AnalysisRun is a failure, or the controller
    /// has already put the Rollout into an aborted and should create a new AnalysisRun.
    #[crd(format = "date-time")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aborted_at: Option<String>,
    /// / ALB keeps information regarding the ALB and TargetGroups
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alb: Option<RolloutStatusAlb>,
    /// / ALBs keeps information regarding multiple ALBs and TargetGroups in a multi ingress scenario
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub albs: Option<Vec<RolloutStatusAlbs>>,
    /// Total number of available pods (ready for at least minReadySeconds) targeted by this rollout.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub available_replicas: Option<i32>,
    /// BlueGreen describes the state of the bluegreen rollout
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blue_green: Option<RolloutStatusBlueGreen>,
    /// Canary describes the state of the canary rollout
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub canary: Option<RolloutStatusCanary>,
    /// Count of hash collisions for the Rollout. The Rollout controller uses this
    /// field as a collision avoidance mechanism when it needs to create the name for the
    /// newest ReplicaSet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub collision_count: Option<i32>,
    /// Conditions a list of conditions a rollout can have.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conditions: Option<Vec<RolloutStatusConditions>>,
    /// ControllerPause indicates the controller has paused the rollout. It is set to true when
    /// the controller adds a pause condition. This field helps to discern the scenario where a
    /// rollout was resumed after being paused by the controller (e.g. via the plugin). In that
    /// situation, the pauseConditions would have been cleared , but controllerPause would still be
    /// set to true.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub controller_pause: Option<bool>,
    /// CurrentPodHash the hash of the current pod template
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current_pod_hash: Option<String>,
    /// CurrentStepHash the hash of the current list of steps for the current strategy. This is used to detect when the
    /// list of current steps change
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current_step_hash: Option<String>,
    /// CurrentStepIndex defines the current step of the rollout is on. If the current step index is null, the
    /// controller will execute the rollout.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current_step_index: Option<i32>,
    /// Duration tracks timing information for the current rollout attempt
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration: Option<RolloutStatusDuration>,
    /// Message provides details on why the rollout is in its current phase
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// The generation observed by the rollout controller from metadata.generation
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<String>,
    /// PauseConditions is a list of reasons why rollout became automatically paused (e.g.
    /// CanaryPauseStep, BlueGreenPause, InconclusiveAnalysis). The items in this list are populated
    /// by the controller but are cleared by the user (e.g. plugin, argo-cd resume action) when they
    /// wish to unpause. If pause conditions is empty, but controllerPause is true, it indicates
    /// the user manually unpaused the Rollout
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pause_conditions: Option<Vec<RolloutStatusPauseConditions>>,
    /// Phase is the rollout phase. Clients should only rely on the value if status.observedGeneration equals metadata.generation
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<String>,
    /// PromoteFull indicates if the rollout should perform a full promotion, skipping analysis and pauses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub promote_full: Option<bool>,
    /// Total number of ready pods targeted by this rollout.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ready_replicas: Option<i32>,
    /// Total number of non-terminated pods targeted by this rollout (their labels match the selector).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    /// RestartedAt indicates last time a Rollout was restarted
    #[crd(format = "date-time")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restarted_at: Option<String>,
    /// Selector that identifies the pods that are receiving active traffic
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selector: Option<String>,
    /// StableRS indicates the replicaset that has successfully rolled out
    #[serde(rename = "stableRS", default, skip_serializing_if = "Option::is_none")]
    pub stable_rs: Option<String>,
    /// Total number of non-terminated pods targeted by this rollout that have the desired template spec.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub updated_replicas: Option<i32>,
    /// The generation of referenced workload observed by the rollout controller
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub workload_observed_generation: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusAlb {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub canary_target_group: Option<RolloutStatusAlbCanaryTargetGroup>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ingress: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub load_balancer: Option<RolloutStatusAlbLoadBalancer>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stable_target_group: Option<RolloutStatusAlbStableTargetGroup>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusAlbCanaryTargetGroup {
    pub arn: String,
    /// FullName is the full name of the resource
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub full_name: Option<String>,
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusAlbLoadBalancer {
    pub arn: String,
    /// FullName is the full name of the resource
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub full_name: Option<String>,
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusAlbStableTargetGroup {
    pub arn: String,
    /// FullName is the full name of the resource
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub full_name: Option<String>,
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusAlbs {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub canary_target_group: Option<RolloutStatusAlbsCanaryTargetGroup>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ingress: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub load_balancer: Option<RolloutStatusAlbsLoadBalancer>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stable_target_group: Option<RolloutStatusAlbsStableTargetGroup>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusAlbsCanaryTargetGroup {
    pub arn: String,
    /// FullName is the full name of the resource
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub full_name: Option<String>,
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusAlbsLoadBalancer {
    pub arn: String,
    /// FullName is the full name of the resource
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub full_name: Option<String>,
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusAlbsStableTargetGroup {
    pub arn: String,
    /// FullName is the full name of the resource
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub full_name: Option<String>,
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusBlueGreen {
    /// ActiveSelector indicates which replicas set the active service is serving traffic to
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub active_selector: Option<String>,
    /// PostPromotionAnalysisRunStatus indicates the status of the current post promotion analysis run
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub post_promotion_analysis_run_status: Option<
        RolloutStatusBlueGreenPostPromotionAnalysisRunStatus,
    >,
    /// PrePromotionAnalysisRunStatus indicates the status of the current prepromotion analysis run
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pre_promotion_analysis_run_status: Option<
        RolloutStatusBlueGreenPrePromotionAnalysisRunStatus,
    >,
    /// PreviewSelector indicates which replicas set the preview service is serving traffic to
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preview_selector: Option<String>,
    /// ScaleUpPreviewCheckPoint indicates that the Replicaset receiving traffic from the preview service is ready to be scaled up after the rollout is unpaused
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scale_up_preview_check_point: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusBlueGreenPostPromotionAnalysisRunStatus {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    pub name: String,
    /// AnalysisPhase is the overall phase of an AnalysisRun, MetricResult, or Measurement
    pub status: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusBlueGreenPrePromotionAnalysisRunStatus {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    pub name: String,
    /// AnalysisPhase is the overall phase of an AnalysisRun, MetricResult, or Measurement
    pub status: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusCanary {
    /// CurrentBackgroundAnalysisRunStatus indicates the status of the current background analysis run
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current_background_analysis_run_status: Option<
        RolloutStatusCanaryCurrentBackgroundAnalysisRunStatus,
    >,
    /// CurrentExperiment indicates the running experiment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current_experiment: Option<String>,
    /// CurrentStepAnalysisRunStatus indicates the status of the current step analysis run
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current_step_analysis_run_status: Option<
        RolloutStatusCanaryCurrentStepAnalysisRunStatus,
    >,
    /// StablePingPong For the ping-pong feature holds the current stable service, ping or pong
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stable_ping_pong: Option<String>,
    /// StepPluginStatuses holds the status of the step plugins executed
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step_plugin_statuses: Option<Vec<RolloutStatusCanaryStepPluginStatuses>>,
    /// Weights records the weights which have been set on traffic provider. Only valid when using traffic routing
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weights: Option<RolloutStatusCanaryWeights>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusCanaryCurrentBackgroundAnalysisRunStatus {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    pub name: String,
    /// AnalysisPhase is the overall phase of an AnalysisRun, MetricResult, or Measurement
    pub status: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusCanaryCurrentStepAnalysisRunStatus {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    pub name: String,
    /// AnalysisPhase is the overall phase of an AnalysisRun, MetricResult, or Measurement
    pub status: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusCanaryStepPluginStatuses {
    /// Backoff is a duration to wait before trying to execute the operation again if it was not completed
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backoff: Option<String>,
    /// Disabled indicates if the plugin is globally disabled
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub disabled: Option<bool>,
    /// Executions is the number of time the operation was executed
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub executions: Option<i32>,
    /// FinishedAt indicates when the operation was completed
    #[crd(format = "date-time")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finished_at: Option<String>,
    /// Index is the matching step index of the executed plugin
    pub index: i32,
    /// Message provides details on why the plugin is in its current phase
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// Name is the matching step name of the executed plugin
    pub name: String,
    /// Operation is the name of the operation that produced this status
    pub operation: String,
    /// Phase is the resulting phase of the operation
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<String>,
    /// StartedAt indicates when the plugin was first called for the operation
    #[crd(format = "date-time")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started_at: Option<String>,
    /// Status holds the internal status of the plugin for this operation
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<serde_json::Map<String, serde_json::Value>>,
    /// UpdatedAt indicates when the plugin was last called for the operation
    #[crd(format = "date-time")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub updated_at: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusCanaryWeights {
    /// Additional holds the weights split to additional ReplicaSets such as experiment ReplicaSets
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub additional: Option<Vec<RolloutStatusCanaryWeightsAdditional>>,
    /// Canary is the current traffic weight split to canary ReplicaSet
    pub canary: RolloutStatusCanaryWeightsCanary,
    /// Stable is the current traffic weight split to stable ReplicaSet
    pub stable: RolloutStatusCanaryWeightsStable,
    /// Verified is an optional indicator that the weight has been verified to have taken effect.
    /// This is currently only applicable to ALB traffic router
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verified: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusCanaryWeightsAdditional {
    /// PodTemplateHash is the pod template hash label for this destination
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_template_hash: Option<String>,
    /// ServiceName is the Kubernetes service name traffic is being sent to
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub service_name: Option<String>,
    /// Weight is an percentage of traffic being sent to this destination
    pub weight: i32,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusCanaryWeightsCanary {
    /// PodTemplateHash is the pod template hash label for this destination
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_template_hash: Option<String>,
    /// ServiceName is the Kubernetes service name traffic is being sent to
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub service_name: Option<String>,
    /// Weight is an percentage of traffic being sent to this destination
    pub weight: i32,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusCanaryWeightsStable {
    /// PodTemplateHash is the pod template hash label for this destination
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_template_hash: Option<String>,
    /// ServiceName is the Kubernetes service name traffic is being sent to
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub service_name: Option<String>,
    /// Weight is an percentage of traffic being sent to this destination
    pub weight: i32,
}

/// RolloutCondition describes the state of a rollout at a certain point.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusConditions {
    /// Last time the condition transitioned from one status to another.
    #[crd(format = "date-time")]
    pub last_transition_time: String,
    /// The last time this condition was updated.
    #[crd(format = "date-time")]
    pub last_update_time: String,
    /// A human readable message indicating details about the transition.
    pub message: String,
    /// The reason for the condition's last transition.
    pub reason: String,
    /// Phase of the condition, one of True, False, Unknown.
    pub status: String,
    /// Type of deployment condition.
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusDuration {
    /// CompletionStatus is the outcome of this rollout attempt. It is set as soon as the
    /// outcome becomes known, which may be before the attempt finishes (e.g. a rollback is
    /// classified while it is still progressing). FinishedAt, not this field, is the
    /// terminal signal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub completion_status: Option<String>,
    /// FinishedAt is when this rollout attempt reached its terminal state:
    /// (1) promoted and stable, (2) aborted, or (3) superseded.
    /// Nil means the attempt is still in progress.
    #[crd(format = "date-time")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finished_at: Option<String>,
    /// ManualPauseStartedAt is when the current manual pause began (nil if not in manual pause)
    #[crd(format = "date-time")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub manual_pause_started_at: Option<String>,
    /// RolloutStartedAt is when the current rollout attempt started (StableRS diverged from CurrentPodHash)
    #[crd(format = "date-time")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rollout_started_at: Option<String>,
    /// TotalManualPauseDurationSeconds is the accumulated time spent in manual pauses, in seconds
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub total_manual_pause_duration_seconds: Option<i64>,
}

/// PauseCondition the reason for a pause and when it started
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RolloutStatusPauseConditions {
    /// PauseReason reasons that the rollout can pause
    pub reason: String,
    #[crd(format = "date-time")]
    pub start_time: String,
}
