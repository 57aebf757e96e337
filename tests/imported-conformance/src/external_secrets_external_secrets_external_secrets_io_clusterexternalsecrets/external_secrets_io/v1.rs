//! `external-secrets.io/v1`, imported by `crdgen import` from `external-secrets__external-secrets__external-secrets.io_clusterexternalsecrets.yaml`.

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
#![allow(rustdoc::invalid_html_tags)]

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// ClusterExternalSecretSpec defines the desired state of ClusterExternalSecret.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "external-secrets.io",
    version = "v1",
    kind = "ClusterExternalSecret",
    plural = "clusterexternalsecrets",
    singular = "clusterexternalsecret",
    shortname = "ces",
    category = "external-secrets",
    label("external-secrets.io/component", "controller"),
    status = "ClusterExternalSecretStatus",
    printcolumn(
        name = "Store",
        type = "string",
        json_path = ".spec.externalSecretSpec.secretStoreRef.name"
    ),
    printcolumn(
        name = "Refresh Interval",
        type = "string",
        json_path = ".spec.refreshTime"
    ),
    printcolumn(
        name = "Ready",
        type = "string",
        json_path = r#".status.conditions[?(@.type=="Ready")].status"#
    ),
    storage,
    doc = "ClusterExternalSecret is the Schema for the clusterexternalsecrets API.",
    spec_optional
)]
pub struct ClusterExternalSecretSpec {
    /// The metadata of the external secrets to be created
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub external_secret_metadata: Option<
        ClusterExternalSecretSpecExternalSecretMetadata,
    >,
    /// The name of the external secrets to be created.
    /// Defaults to the name of the ClusterExternalSecret
    #[crd(
        max_length = 253,
        min_length = 1,
        pattern = r#"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub external_secret_name: Option<String>,
    /// The spec for the ExternalSecrets to be created
    pub external_secret_spec: ClusterExternalSecretSpecExternalSecretSpec,
    /// The labels to select by to find the Namespaces to create the ExternalSecrets in.
    ///
    /// Deprecated: Use NamespaceSelectors instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespace_selector: Option<
        k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector,
    >,
    /// A list of labels to select by to find the Namespaces to create the ExternalSecrets in. The selectors are ORed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespace_selectors: Option<
        Vec<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    >,
    /// Choose namespaces by name. This field is ORed with anything that NamespaceSelectors ends up choosing.
    ///
    /// Deprecated: Use NamespaceSelectors instead.
    #[crd(
        items(
            max_length = 63,
            min_length = 1,
            pattern = "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespaces: Option<Vec<String>>,
    /// The time in which the controller should reconcile its objects and recheck namespaces for labels.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refresh_time: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretMetadata {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<std::collections::BTreeMap<String, String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpec {
    /// Data defines the connection between the Kubernetes Secret keys and the Provider data
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<Vec<ClusterExternalSecretSpecExternalSecretSpecData>>,
    /// DataFrom is used to fetch all properties from a specific Provider data
    /// If multiple entries are specified, the Secret keys are merged in the specified order
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data_from: Option<Vec<ClusterExternalSecretSpecExternalSecretSpecDataFrom>>,
    /// RefreshInterval is the amount of time before the values are read again from the SecretStore provider,
    /// specified as Golang Duration strings.
    /// Valid time units are "ns", "us" (or "µs"), "ms", "s", "m", "h"
    /// Example values: "1h0m0s", "2h30m0s", "10m0s"
    /// May be set to "0s" to fetch and create it once. Defaults to 1h0m0s.
    #[crd(default = "1h0m0s")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refresh_interval: Option<String>,
    /// RefreshPolicy determines how the ExternalSecret should be refreshed:
    /// - CreatedOnce: Creates the Secret only if it does not exist and does not update it thereafter
    /// - Periodic: Synchronizes the Secret from the external source at regular intervals specified by refreshInterval.
    ///   No periodic updates occur if refreshInterval is 0.
    /// - OnChange: Only synchronizes the Secret when the ExternalSecret's metadata or specification changes
    #[crd(enum = ["CreatedOnce", "Periodic", "OnChange"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refresh_policy: Option<String>,
    /// SecretStoreRef defines which SecretStore to fetch the ExternalSecret data.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret_store_ref: Option<
        ClusterExternalSecretSpecExternalSecretSpecSecretStoreRef,
    >,
    /// SyncWindows optionally restricts when periodic refreshes may occur.
    /// Evaluated in UTC, only for Periodic refresh policy (or when refreshPolicy is unset).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sync_windows: Option<ClusterExternalSecretSpecExternalSecretSpecSyncWindows>,
    /// ExternalSecretTarget defines the Kubernetes Secret to be created,
    /// there can be only one target per ExternalSecret.
    #[crd(default = {"creationPolicy":"Owner", "deletionPolicy":"Retain"})]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<ClusterExternalSecretSpecExternalSecretSpecTarget>,
}

/// ExternalSecretData defines the connection between the Kubernetes Secret key (spec.data.<key>) and the Provider data.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecData {
    /// RemoteRef points to the remote secret and defines
    /// which secret (version/property/..) to fetch.
    pub remote_ref: ClusterExternalSecretSpecExternalSecretSpecDataRemoteRef,
    /// The key in the Kubernetes Secret to store the value.
    #[crd(max_length = 253, min_length = 1, pattern = "^[-._a-zA-Z0-9]+$")]
    pub secret_key: String,
    /// SourceRef allows you to override the source
    /// from which the value will be pulled.
    #[crd(max_properties = 1, min_properties = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_ref: Option<ClusterExternalSecretSpecExternalSecretSpecDataSourceRef>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecDataRemoteRef {
    /// Used to define a conversion Strategy. Defaults to Default when omitted.
    #[crd(enum = ["Default", "Unicode"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conversion_strategy: Option<String>,
    /// Used to define a decoding Strategy. Defaults to None when omitted.
    #[crd(enum = ["Auto", "Base64", "Base64URL", "None"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decoding_strategy: Option<String>,
    /// Key is the key used in the Provider, mandatory
    pub key: String,
    /// Policy for fetching tags/labels from provider secrets, possible options are Fetch, None. Defaults to None
    #[crd(enum = ["None", "Fetch"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata_policy: Option<String>,
    /// Controls how ESO handles fetched secret data containing NUL bytes for this source.
    #[crd(enum = ["Ignore", "Fail"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub null_byte_policy: Option<String>,
    /// Used to select a specific property of the Provider value (if a map), if supported
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub property: Option<String>,
    /// Used to select a specific version of the Provider value, if supported
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecDataSourceRef {
    /// GeneratorRef points to a generator custom resource.
    ///
    /// Deprecated: The generatorRef is not implemented in .data[].
    /// this will be removed with v1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generator_ref: Option<
        ClusterExternalSecretSpecExternalSecretSpecDataSourceRefGeneratorRef,
    >,
    /// SecretStoreRef defines which SecretStore to fetch the ExternalSecret data.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub store_ref: Option<
        ClusterExternalSecretSpecExternalSecretSpecDataSourceRefStoreRef,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecDataSourceRefGeneratorRef {
    /// Specify the apiVersion of the generator resource
    #[crd(default = "generators.external-secrets.io/v1alpha1")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub api_version: Option<String>,
    /// Specify the Kind of the generator resource
    #[crd(
        enum = ["ACRAccessToken",
        "BeyondtrustWorkloadCredentialsDynamicSecret",
        "ClusterGenerator",
        "CloudsmithAccessToken",
        "ECRAuthorizationToken",
        "Fake",
        "GCRAccessToken",
        "GithubAccessToken",
        "GitlabDeployToken",
        "QuayAccessToken",
        "Password",
        "SSHKey",
        "STSSessionToken",
        "UUID",
        "VaultDynamicSecret",
        "Webhook",
        "Grafana",
        "MFA"]
    )]
    pub kind: String,
    /// Specify the name of the generator resource
    #[crd(
        max_length = 253,
        min_length = 1,
        pattern = r#"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"#
    )]
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecDataSourceRefStoreRef {
    /// Kind of the SecretStore resource (SecretStore or ClusterSecretStore)
    /// Defaults to `SecretStore`
    #[crd(enum = ["SecretStore", "ClusterSecretStore"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    /// Name of the SecretStore resource
    #[crd(
        max_length = 253,
        min_length = 1,
        pattern = r#"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// ExternalSecretDataFromRemoteRef defines the connection between the Kubernetes Secret keys and the Provider data
/// when using DataFrom to fetch multiple values from a Provider.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecDataFrom {
    /// Used to extract multiple key/value pairs from one secret
    /// Note: Extract does not support sourceRef.Generator or sourceRef.GeneratorRef.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extract: Option<ClusterExternalSecretSpecExternalSecretSpecDataFromExtract>,
    /// Used to find secrets based on tags or regular expressions
    /// Note: Find does not support sourceRef.Generator or sourceRef.GeneratorRef.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub find: Option<ClusterExternalSecretSpecExternalSecretSpecDataFromFind>,
    /// Used to rewrite secret Keys after getting them from the secret Provider
    /// Multiple Rewrite operations can be provided. They are applied in a layered order (first to last)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rewrite: Option<Vec<ClusterExternalSecretSpecExternalSecretSpecDataFromRewrite>>,
    /// SourceRef points to a store or generator
    /// which contains secret values ready to use.
    /// Use this in combination with Extract or Find pull values out of
    /// a specific SecretStore.
    /// When sourceRef points to a generator Extract or Find is not supported.
    /// The generator returns a static map of values
    #[crd(max_properties = 1, min_properties = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_ref: Option<ClusterExternalSecretSpecExternalSecretSpecDataFromSourceRef>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecDataFromExtract {
    /// Used to define a conversion Strategy. Defaults to Default when omitted.
    #[crd(enum = ["Default", "Unicode"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conversion_strategy: Option<String>,
    /// Used to define a decoding Strategy. Defaults to None when omitted.
    #[crd(enum = ["Auto", "Base64", "Base64URL", "None"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decoding_strategy: Option<String>,
    /// Key is the key used in the Provider, mandatory
    pub key: String,
    /// Policy for fetching tags/labels from provider secrets, possible options are Fetch, None. Defaults to None
    #[crd(enum = ["None", "Fetch"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata_policy: Option<String>,
    /// Controls how ESO handles fetched secret data containing NUL bytes for this source.
    #[crd(enum = ["Ignore", "Fail"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub null_byte_policy: Option<String>,
    /// Used to select a specific property of the Provider value (if a map), if supported
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub property: Option<String>,
    /// Used to select a specific version of the Provider value, if supported
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecDataFromFind {
    /// Used to define a conversion Strategy. Defaults to Default when omitted.
    #[crd(enum = ["Default", "Unicode"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conversion_strategy: Option<String>,
    /// Used to define a decoding Strategy. Defaults to None when omitted.
    #[crd(enum = ["Auto", "Base64", "Base64URL", "None"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decoding_strategy: Option<String>,
    /// Finds secrets based on the name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<ClusterExternalSecretSpecExternalSecretSpecDataFromFindName>,
    /// Controls how ESO handles fetched secret data containing NUL bytes for this find source.
    #[crd(enum = ["Ignore", "Fail"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub null_byte_policy: Option<String>,
    /// A root path to start the find operations.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    /// Find secrets based on tags.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tags: Option<std::collections::BTreeMap<String, String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecDataFromFindName {
    /// Finds secrets base
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regexp: Option<String>,
}

/// ExternalSecretRewrite defines how to rewrite secret data values before they are written to the Secret.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(max_properties = 1, min_properties = 1)]
pub struct ClusterExternalSecretSpecExternalSecretSpecDataFromRewrite {
    /// Used to merge key/values in one single Secret
    /// The resulting key will contain all values from the specified secrets
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub merge: Option<ClusterExternalSecretSpecExternalSecretSpecDataFromRewriteMerge>,
    /// Used to rewrite with regular expressions.
    /// The resulting key will be the output of a regexp.ReplaceAll operation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regexp: Option<ClusterExternalSecretSpecExternalSecretSpecDataFromRewriteRegexp>,
    /// Used to apply string transformation on the secrets.
    /// The resulting key will be the output of the template applied by the operation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub transform: Option<
        ClusterExternalSecretSpecExternalSecretSpecDataFromRewriteTransform,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecDataFromRewriteMerge {
    /// Used to define the policy to use in conflict resolution.
    #[crd(default = "Error", enum = ["Ignore", "Error"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conflict_policy: Option<String>,
    /// Used to define the target key of the merge operation.
    /// Required if strategy is JSON. Ignored otherwise.
    #[crd(default = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub into: Option<String>,
    /// Used to define key priority in conflict resolution.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub priority: Option<Vec<String>>,
    /// Used to define the policy when a key in the priority list does not exist in the input.
    #[crd(default = "Strict", enum = ["IgnoreNotFound", "Strict"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub priority_policy: Option<String>,
    /// Used to define the strategy to use in the merge operation.
    #[crd(default = "Extract", enum = ["Extract", "JSON"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strategy: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecDataFromRewriteRegexp {
    /// Used to define the regular expression of a re.Compiler.
    pub source: String,
    /// Used to define the target pattern of a ReplaceAll operation.
    pub target: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecDataFromRewriteTransform {
    /// Used to define the template to apply on the secret name.
    /// `.value ` will specify the secret name in the template.
    pub template: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecDataFromSourceRef {
    /// GeneratorRef points to a generator custom resource.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generator_ref: Option<
        ClusterExternalSecretSpecExternalSecretSpecDataFromSourceRefGeneratorRef,
    >,
    /// SecretStoreRef defines which SecretStore to fetch the ExternalSecret data.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub store_ref: Option<
        ClusterExternalSecretSpecExternalSecretSpecDataFromSourceRefStoreRef,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecDataFromSourceRefGeneratorRef {
    /// Specify the apiVersion of the generator resource
    #[crd(default = "generators.external-secrets.io/v1alpha1")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub api_version: Option<String>,
    /// Specify the Kind of the generator resource
    #[crd(
        enum = ["ACRAccessToken",
        "BeyondtrustWorkloadCredentialsDynamicSecret",
        "ClusterGenerator",
        "CloudsmithAccessToken",
        "ECRAuthorizationToken",
        "Fake",
        "GCRAccessToken",
        "GithubAccessToken",
        "GitlabDeployToken",
        "QuayAccessToken",
        "Password",
        "SSHKey",
        "STSSessionToken",
        "UUID",
        "VaultDynamicSecret",
        "Webhook",
        "Grafana",
        "MFA"]
    )]
    pub kind: String,
    /// Specify the name of the generator resource
    #[crd(
        max_length = 253,
        min_length = 1,
        pattern = r#"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"#
    )]
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecDataFromSourceRefStoreRef {
    /// Kind of the SecretStore resource (SecretStore or ClusterSecretStore)
    /// Defaults to `SecretStore`
    #[crd(enum = ["SecretStore", "ClusterSecretStore"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    /// Name of the SecretStore resource
    #[crd(
        max_length = 253,
        min_length = 1,
        pattern = r#"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecSecretStoreRef {
    /// Kind of the SecretStore resource (SecretStore or ClusterSecretStore)
    /// Defaults to `SecretStore`
    #[crd(enum = ["SecretStore", "ClusterSecretStore"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    /// Name of the SecretStore resource
    #[crd(
        max_length = 253,
        min_length = 1,
        pattern = r#"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecSyncWindows {
    /// Kind applies to every window in the list.
    /// "allow" -- syncs are permitted only while at least one window is active;
    ///            all other times are blocked.
    /// "deny"  -- syncs are blocked while any window is active;
    ///            all other times are permitted.
    #[crd(enum = ["allow", "deny"])]
    pub kind: String,
    /// Windows is the list of schedule+duration pairs.
    #[crd(min_items = 1)]
    pub windows: Vec<ClusterExternalSecretSpecExternalSecretSpecSyncWindowsWindows>,
}

/// ExternalSecretSyncWindowEntry defines a single cron-schedule + duration pair
/// within a SyncWindows block.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecSyncWindowsWindows {
    /// Duration specifies how long the window stays open after each Schedule
    /// firing. Example: "8h".
    pub duration: String,
    /// Schedule is a standard 5-field cron expression evaluated in UTC, or a
    /// named shorthand such as @daily or @every 1h. It marks the start time of
    /// each window occurrence.
    /// Example: "0 22 * * 1-5" opens a window every weekday at 22:00 UTC.
    #[crd(
        min_length = 1,
        pattern = r#"^(@(annually|yearly|monthly|weekly|daily|midnight|hourly)|@every [^\s]+.*|[^\s]+( [^\s]+){4})$"#
    )]
    pub schedule: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecTarget {
    /// CreationPolicy defines rules on how to create the resulting Secret.
    /// Defaults to "Owner"
    #[crd(
        default = "Owner",
        enum = ["Owner",
        "Orphan",
        "Merge",
        "None",
        "CreateOrMerge"]
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub creation_policy: Option<String>,
    /// DeletionPolicy defines rules on how to delete the resulting Secret.
    /// Defaults to "Retain"
    #[crd(default = "Retain", enum = ["Delete", "Merge", "Retain"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deletion_policy: Option<String>,
    /// Immutable defines if the final secret will be immutable
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub immutable: Option<bool>,
    /// Manifest defines a custom Kubernetes resource to create instead of a Secret.
    /// When specified, ExternalSecret will create the resource type defined here
    /// (e.g., ConfigMap, Custom Resource) instead of a Secret.
    /// Warning: Using Generic target. Make sure access policies and encryption are properly configured.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub manifest: Option<ClusterExternalSecretSpecExternalSecretSpecTargetManifest>,
    /// The name of the Secret resource to be managed.
    /// Defaults to the .metadata.name of the ExternalSecret resource
    #[crd(
        max_length = 253,
        min_length = 1,
        pattern = r#"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Template defines a blueprint for the created Secret resource.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub template: Option<ClusterExternalSecretSpecExternalSecretSpecTargetTemplate>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecTargetManifest {
    /// APIVersion of the target resource (e.g., "v1" for ConfigMap, "argoproj.io/v1alpha1" for ArgoCD Application)
    #[crd(min_length = 1)]
    pub api_version: String,
    /// Kind of the target resource (e.g., "ConfigMap", "Application")
    #[crd(min_length = 1)]
    pub kind: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecTargetTemplate {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<std::collections::BTreeMap<String, String>>,
    /// EngineVersion specifies the template engine version
    /// that should be used to compile/execute the
    /// template specified in .data and .templateFrom[].
    #[crd(default = "v2", enum = ["v2"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub engine_version: Option<String>,
    /// TemplateMergePolicy defines how the rendered template should be merged with the existing Secret data.
    #[crd(default = "Replace", enum = ["Replace", "Merge"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub merge_policy: Option<String>,
    /// ExternalSecretTemplateMetadata defines metadata fields for the Secret blueprint.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata: Option<
        ClusterExternalSecretSpecExternalSecretSpecTargetTemplateMetadata,
    >,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub template_from: Option<
        Vec<ClusterExternalSecretSpecExternalSecretSpecTargetTemplateTemplateFrom>,
    >,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecTargetTemplateMetadata {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<std::collections::BTreeMap<String, String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finalizers: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
}

/// TemplateFrom specifies a source for templates.
/// Each item in the list can either reference a ConfigMap or a Secret resource.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecTargetTemplateTemplateFrom {
    /// TemplateRef specifies a reference to either a ConfigMap or a Secret resource.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<
        ClusterExternalSecretSpecExternalSecretSpecTargetTemplateTemplateFromConfigMap,
    >,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub literal: Option<String>,
    /// TemplateRef specifies a reference to either a ConfigMap or a Secret resource.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<
        ClusterExternalSecretSpecExternalSecretSpecTargetTemplateTemplateFromSecret,
    >,
    /// Target specifies where to place the template result.
    /// For Secret resources the accepted values are empty, "Data", "Annotations" and "Labels";
    /// any other value is rejected because it would allow writes to privileged Secret fields.
    /// For custom resources (when spec.target.manifest is set), this supports
    /// nested paths like "spec.database.config" or "data".
    #[crd(default = "Data")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<String>,
    /// Used to define a decoding Strategy for the rendered template values.
    /// Defaults to None when omitted.
    #[crd(enum = ["Auto", "Base64", "Base64URL", "None"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values_decoding_strategy: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecTargetTemplateTemplateFromConfigMap {
    /// A list of keys in the ConfigMap/Secret to use as templates for Secret data
    pub items: Vec<
        ClusterExternalSecretSpecExternalSecretSpecTargetTemplateTemplateFromConfigMapItems,
    >,
    /// The name of the ConfigMap/Secret resource
    #[crd(
        max_length = 253,
        min_length = 1,
        pattern = r#"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"#
    )]
    pub name: String,
}

/// TemplateRefItem specifies a key in the ConfigMap/Secret to use as a template for Secret data.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecTargetTemplateTemplateFromConfigMapItems {
    /// A key in the ConfigMap/Secret
    #[crd(max_length = 253, min_length = 1, pattern = "^[-._a-zA-Z0-9]+$")]
    pub key: String,
    /// TemplateScope specifies how the template keys should be interpreted.
    #[crd(default = "Values", enum = ["Values", "KeysAndValues"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub template_as: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecTargetTemplateTemplateFromSecret {
    /// A list of keys in the ConfigMap/Secret to use as templates for Secret data
    pub items: Vec<
        ClusterExternalSecretSpecExternalSecretSpecTargetTemplateTemplateFromSecretItems,
    >,
    /// The name of the ConfigMap/Secret resource
    #[crd(
        max_length = 253,
        min_length = 1,
        pattern = r#"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"#
    )]
    pub name: String,
}

/// TemplateRefItem specifies a key in the ConfigMap/Secret to use as a template for Secret data.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretSpecExternalSecretSpecTargetTemplateTemplateFromSecretItems {
    /// A key in the ConfigMap/Secret
    #[crd(max_length = 253, min_length = 1, pattern = "^[-._a-zA-Z0-9]+$")]
    pub key: String,
    /// TemplateScope specifies how the template keys should be interpreted.
    #[crd(default = "Values", enum = ["Values", "KeysAndValues"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub template_as: Option<String>,
}

/// ClusterExternalSecretStatus defines the observed state of ClusterExternalSecret.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretStatus {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conditions: Option<Vec<ClusterExternalSecretStatusConditions>>,
    /// ExternalSecretName is the name of the ExternalSecrets created by the ClusterExternalSecret
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub external_secret_name: Option<String>,
    /// Failed namespaces are the namespaces that failed to apply an ExternalSecret
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub failed_namespaces: Option<Vec<ClusterExternalSecretStatusFailedNamespaces>>,
    /// ProvisionedNamespaces are the namespaces where the ClusterExternalSecret has secrets
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provisioned_namespaces: Option<Vec<String>>,
}

/// ClusterExternalSecretStatusCondition defines the observed state of a ClusterExternalSecret resource.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretStatusConditions {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    pub status: String,
    /// ClusterExternalSecretConditionType defines a value type for ClusterExternalSecret conditions.
    pub r#type: String,
}

/// ClusterExternalSecretNamespaceFailure represents a failed namespace deployment and it's reason.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ClusterExternalSecretStatusFailedNamespaces {
    /// Namespace is the namespace that failed when trying to apply an ExternalSecret
    pub namespace: String,
    /// Reason is why the ExternalSecret failed to apply to the namespace
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}
