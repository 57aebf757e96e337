//! `apiextensions.crossplane.io/v1`, imported by `crdgen import` from `crossplane__crossplane__apiextensions.crossplane.io_compositeresourcedefinitions.yaml`.

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// CompositeResourceDefinitionSpec specifies the desired state of the definition.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "apiextensions.crossplane.io",
    version = "v1",
    kind = "CompositeResourceDefinition",
    plural = "compositeresourcedefinitions",
    singular = "compositeresourcedefinition",
    shortname = "xrd",
    shortname = "xrds",
    category = "crossplane",
    status = "CompositeResourceDefinitionStatus",
    printcolumn(
        name = "ESTABLISHED",
        type = "string",
        json_path = ".status.conditions[?(@.type=='Established')].status"
    ),
    printcolumn(
        name = "OFFERED",
        type = "string",
        json_path = ".status.conditions[?(@.type=='Offered')].status"
    ),
    printcolumn(name = "AGE", type = "date", json_path = ".metadata.creationTimestamp"),
    storage,
    deprecated = "CompositeResourceDefinition v1 is deprecated and will be removed in a future release; consider migrating to v2",
    doc = "A CompositeResourceDefinition defines the schema for a new custom Kubernetes\nAPI.\n\nRead the Crossplane documentation for\n[more information about CustomResourceDefinitions](https://docs.crossplane.io/latest/composition/composite-resource-definitions/).",
    spec_optional,
    validation(
        rule = "self.scope == 'LegacyCluster' || !has(self.claimNames)",
        message = "Only LegacyCluster composite resources can offer claims"
    ),
    validation(
        rule = "self.scope == 'LegacyCluster' || !has(self.connectionSecretKeys)",
        message = "Only LegacyCluster composite resources support connection secrets"
    )
)]
pub struct CompositeResourceDefinitionSpec {
    /// ClaimNames specifies the names of an optional composite resource claim.
    /// When claim names are specified Crossplane will create a namespaced
    /// 'composite resource claim' CRD that corresponds to the defined composite
    /// resource. This composite resource claim acts as a namespaced proxy for
    /// the composite resource; creating, updating, or deleting the claim will
    /// create, update, or delete a corresponding composite resource. You may add
    /// claim names to an existing CompositeResourceDefinition, but they cannot
    /// be changed or removed once they have been set.
    #[crd(
        validation(rule = "self == oldSelf", message = "Value is immutable"),
        validation(
            rule = "self.plural == self.plural.lowerAscii()",
            message = "Plural name must be lowercase"
        ),
        validation(
            rule = "!has(self.singular) || self.singular == self.singular.lowerAscii()",
            message = "Singular name must be lowercase"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_names: Option<CompositeResourceDefinitionSpecClaimNames>,
    /// ConnectionSecretKeys is the list of connection secret keys the
    /// defined XR can publish. If the list is empty, all keys will be
    /// published. If the list isn't empty, any connection secret keys that
    /// don't appear in the list will be filtered out. Only LegacyCluster XRs
    /// support connection secrets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connection_secret_keys: Option<Vec<String>>,
    /// Conversion defines all conversion settings for the defined Composite resource.
    #[crd(
        validation(
            rule = "self.strategy == 'Webhook' && has(self.webhook)",
            message = "Webhook configuration is required when conversion strategy is Webhook"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conversion: Option<CompositeResourceDefinitionSpecConversion>,
    /// DefaultCompositeDeletePolicy is the policy used when deleting the Composite
    /// that is associated with the Claim if no policy has been specified.
    #[crd(default = "Background", enum = ["Background", "Foreground"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_composite_delete_policy: Option<String>,
    /// DefaultCompositionRef refers to the Composition resource that will be used
    /// in case no composition selector is given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_composition_ref: Option<
        CompositeResourceDefinitionSpecDefaultCompositionRef,
    >,
    /// DefaultCompositionRevisionSelector refers to the CompositionRevision that will be used
    /// in case no compositionRevision selector is given.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_composition_revision_selector: Option<
        CompositeResourceDefinitionSpecDefaultCompositionRevisionSelector,
    >,
    /// DefaultCompositionUpdatePolicy is the policy used when updating composites after a new
    /// Composition Revision has been created if no policy has been specified on the composite.
    #[crd(default = "Automatic", enum = ["Automatic", "Manual"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_composition_update_policy: Option<String>,
    /// EnforcedCompositionRef refers to the Composition resource that will be used
    /// by all composite instances whose schema is defined by this definition.
    #[crd(validation(rule = "self == oldSelf", message = "Value is immutable"))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enforced_composition_ref: Option<
        CompositeResourceDefinitionSpecEnforcedCompositionRef,
    >,
    /// Group specifies the API group of the defined composite resource.
    /// Composite resources are served under `/apis/<group>/...`. Must match the
    /// name of the XRD (in the form `<names.plural>.<group>`).
    #[crd(validation(rule = "self == oldSelf", message = "Value is immutable"))]
    pub group: String,
    /// Metadata specifies the desired metadata for the defined composite resource and claim CRD's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata: Option<CompositeResourceDefinitionSpecMetadata>,
    /// Names specifies the resource and kind names of the defined composite
    /// resource.
    #[crd(
        validation(rule = "self == oldSelf", message = "Value is immutable"),
        validation(
            rule = "self.plural == self.plural.lowerAscii()",
            message = "Plural name must be lowercase"
        ),
        validation(
            rule = "!has(self.singular) || self.singular == self.singular.lowerAscii()",
            message = "Singular name must be lowercase"
        )
    )]
    pub names: CompositeResourceDefinitionSpecNames,
    /// Scope of the defined composite resource. Namespaced composite resources
    /// are scoped to a single namespace. Cluster scoped composite resource exist
    /// outside the scope of any namespace. Neither can be claimed. Legacy
    /// cluster scoped composite resources are cluster scoped resources that can
    /// be claimed.
    #[crd(
        default = "LegacyCluster",
        enum = ["LegacyCluster",
        "Namespaced",
        "Cluster"],
        validation(rule = "self == oldSelf", message = "Value is immutable")
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scope: Option<String>,
    /// Versions is the list of all API versions of the defined composite
    /// resource. Version names are used to compute the order in which served
    /// versions are listed in API discovery. If the version string is
    /// "kube-like", it will sort above non "kube-like" version strings, which
    /// are ordered lexicographically. "Kube-like" versions start with a "v",
    /// then are followed by a number (the major version), then optionally the
    /// string "alpha" or "beta" and another number (the minor version). These
    /// are sorted first by GA > beta > alpha (where GA is a version with no
    /// suffix such as beta or alpha), and then by comparing major version, then
    /// minor version. An example sorted list of versions: v10, v2, v1, v11beta2,
    /// v10beta3, v3beta1, v12alpha1, v11alpha2, foo1, foo10.
    pub versions: Vec<CompositeResourceDefinitionSpecVersions>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionSpecClaimNames {
    /// categories is a list of grouped resources this custom resource belongs to (e.g. 'all').
    /// This is published in API discovery documents, and used by clients to support invocations like
    /// `kubectl get all`.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub categories: Option<Vec<String>>,
    /// kind is the serialized kind of the resource. It is normally CamelCase and singular.
    /// Custom resource instances will use this value as the `kind` attribute in API calls.
    pub kind: String,
    /// listKind is the serialized kind of the list for this resource. Defaults to "`kind`List".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub list_kind: Option<String>,
    /// plural is the plural name of the resource to serve.
    /// The custom resources are served under `/apis/<group>/<version>/.../<plural>`.
    /// Must match the name of the CustomResourceDefinition (in the form `<names.plural>.<group>`).
    /// Must be all lowercase.
    pub plural: String,
    /// shortNames are short names for the resource, exposed in API discovery documents,
    /// and used by clients to support invocations like `kubectl get <shortname>`.
    /// It must be all lowercase.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub short_names: Option<Vec<String>>,
    /// singular is the singular name of the resource. It must be all lowercase. Defaults to lowercased `kind`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub singular: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionSpecConversion {
    /// strategy specifies how custom resources are converted between versions. Allowed values are:
    /// - `"None"`: The converter only change the apiVersion and would not touch any other field in the custom resource.
    /// - `"Webhook"`: API Server will call to an external webhook to do the conversion. Additional information
    ///   is needed for this option. This requires spec.preserveUnknownFields to be false, and spec.conversion.webhook to be set.
    pub strategy: String,
    /// webhook describes how to call the conversion webhook. Required when `strategy` is set to `"Webhook"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub webhook: Option<CompositeResourceDefinitionSpecConversionWebhook>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionSpecConversionWebhook {
    /// clientConfig is the instructions for how to call the webhook if strategy is `Webhook`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_config: Option<
        CompositeResourceDefinitionSpecConversionWebhookClientConfig,
    >,
    /// conversionReviewVersions is an ordered list of preferred `ConversionReview`
    /// versions the Webhook expects. The API server will use the first version in
    /// the list which it supports. If none of the versions specified in this list
    /// are supported by API server, conversion will fail for the custom resource.
    /// If a persisted Webhook configuration specifies allowed versions and does not
    /// include any versions known to the API Server, calls to the webhook will fail.
    #[crd(list_type = "atomic")]
    pub conversion_review_versions: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionSpecConversionWebhookClientConfig {
    /// caBundle is a PEM encoded CA bundle which will be used to validate the webhook's server certificate.
    /// If unspecified, system trust roots on the apiserver are used.
    #[crd(format = "byte")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca_bundle: Option<String>,
    /// service is a reference to the service for this webhook. Either
    /// service or url must be specified.
    ///
    /// If the webhook is running within the cluster, then you should use `service`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub service: Option<
        CompositeResourceDefinitionSpecConversionWebhookClientConfigService,
    >,
    /// url gives the location of the webhook, in standard URL form
    /// (`scheme://host:port/path`). Exactly one of `url` or `service`
    /// must be specified.
    ///
    /// The `host` should not refer to a service running in the cluster; use
    /// the `service` field instead. The host might be resolved via external
    /// DNS in some apiservers (e.g., `kube-apiserver` cannot resolve
    /// in-cluster DNS as that would be a layering violation). `host` may
    /// also be an IP address.
    ///
    /// Please note that using `localhost` or `127.0.0.1` as a `host` is
    /// risky unless you take great care to run this webhook on all hosts
    /// which run an apiserver which might need to make calls to this
    /// webhook. Such installs are likely to be non-portable, i.e., not easy
    /// to turn up in a new cluster.
    ///
    /// The scheme must be "https"; the URL must begin with "https://".
    ///
    /// A path is optional, and if present may be any string permissible in
    /// a URL. You may use the path to pass an arbitrary string to the
    /// webhook, for example, a cluster identifier.
    ///
    /// Attempting to use a user or basic auth e.g. "user:password@" is not
    /// allowed. Fragments ("#...") and query parameters ("?...") are not
    /// allowed, either.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionSpecConversionWebhookClientConfigService {
    /// name is the name of the service.
    /// Required
    pub name: String,
    /// namespace is the namespace of the service.
    /// Required
    pub namespace: String,
    /// path is an optional URL path at which the webhook will be contacted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    /// port is an optional service port at which the webhook will be contacted.
    /// `port` should be a valid port number (1-65535, inclusive).
    /// Defaults to 443 for backward compatibility.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub port: Option<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionSpecDefaultCompositionRef {
    /// Name of the Composition.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionSpecDefaultCompositionRevisionSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<
            CompositeResourceDefinitionSpecDefaultCompositionRevisionSelectorMatchExpressions,
        >,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionSpecDefaultCompositionRevisionSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionSpecEnforcedCompositionRef {
    /// Name of the Composition.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionSpecMetadata {
    /// Annotations is an unstructured key value map stored with a resource that may be
    /// set by external tools to store and retrieve arbitrary metadata. They are not
    /// queryable and should be preserved when modifying objects.
    /// More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/annotations
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<std::collections::BTreeMap<String, String>>,
    /// Map of string keys and values that can be used to organize and categorize
    /// (scope and select) objects. May match selectors of replication controllers
    /// More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels
    /// and services.
    /// These labels are added to the composite resource and claim CRD's in addition
    /// to any labels defined by `CompositionResourceDefinition` `metadata.labels`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionSpecNames {
    /// categories is a list of grouped resources this custom resource belongs to (e.g. 'all').
    /// This is published in API discovery documents, and used by clients to support invocations like
    /// `kubectl get all`.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub categories: Option<Vec<String>>,
    /// kind is the serialized kind of the resource. It is normally CamelCase and singular.
    /// Custom resource instances will use this value as the `kind` attribute in API calls.
    pub kind: String,
    /// listKind is the serialized kind of the list for this resource. Defaults to "`kind`List".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub list_kind: Option<String>,
    /// plural is the plural name of the resource to serve.
    /// The custom resources are served under `/apis/<group>/<version>/.../<plural>`.
    /// Must match the name of the CustomResourceDefinition (in the form `<names.plural>.<group>`).
    /// Must be all lowercase.
    pub plural: String,
    /// shortNames are short names for the resource, exposed in API discovery documents,
    /// and used by clients to support invocations like `kubectl get <shortname>`.
    /// It must be all lowercase.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub short_names: Option<Vec<String>>,
    /// singular is the singular name of the resource. It must be all lowercase. Defaults to lowercased `kind`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub singular: Option<String>,
}

/// CompositeResourceDefinitionVersion describes a version of an XR.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionSpecVersions {
    /// AdditionalPrinterColumns specifies additional columns returned in Table
    /// output. If no columns are specified, a single column displaying the age
    /// of the custom resource is used. See the following link for details:
    /// https://kubernetes.io/docs/reference/using-api/api-concepts/#receiving-resources-as-tables
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub additional_printer_columns: Option<
        Vec<CompositeResourceDefinitionSpecVersionsAdditionalPrinterColumns>,
    >,
    /// The deprecated field specifies that this version is deprecated and should
    /// not be used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<bool>,
    /// DeprecationWarning specifies the message that should be shown to the user
    /// when using this version.
    #[crd(max_length = 256)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deprecation_warning: Option<String>,
    /// Name of this version, e.g. “v1”, “v2beta1”, etc. Composite resources are
    /// served under this version at `/apis/<group>/<version>/...` if `served` is
    /// true.
    pub name: String,
    /// Referenceable specifies that this version may be referenced by a
    /// Composition in order to configure which resources an XR may be composed
    /// of. Exactly one version must be marked as referenceable; all Compositions
    /// must target only the referenceable version. The referenceable version
    /// must be served. It's mapped to the CRD's `spec.versions[*].storage` field.
    pub referenceable: bool,
    /// Schema describes the schema used for validation, pruning, and defaulting
    /// of this version of the defined composite resource. Fields required by all
    /// composite resources will be injected into this schema automatically, and
    /// will override equivalently named fields in this schema. Omitting this
    /// schema results in a schema that contains only the fields required by all
    /// composite resources.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schema: Option<CompositeResourceDefinitionSpecVersionsSchema>,
    /// Served specifies that this version should be served via REST APIs.
    pub served: bool,
    /// Subresources specifies what subresources this version of the defined Composite resource has.
    /// The composition authors have responsibility to implement the logic fulfilling the subresources.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subresources: Option<CompositeResourceDefinitionSpecVersionsSubresources>,
}

/// CustomResourceColumnDefinition specifies a column for server side printing.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionSpecVersionsAdditionalPrinterColumns {
    /// description is a human readable description of this column.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// format is an optional OpenAPI type definition for this column. The 'name' format is applied
    /// to the primary identifier column to assist in clients identifying column is the resource name.
    /// See https://github.com/OAI/OpenAPI-Specification/blob/master/versions/2.0.md#data-types for details.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub format: Option<String>,
    /// jsonPath is a simple JSON path (i.e. with array notation) which is evaluated against
    /// each custom resource to produce the value for this column.
    pub json_path: String,
    /// name is a human readable name for the column.
    pub name: String,
    /// priority is an integer defining the relative importance of this column compared to others. Lower
    /// numbers are considered higher priority. Columns that may be omitted in limited space scenarios
    /// should be given a priority greater than 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub priority: Option<i32>,
    /// type is an OpenAPI type definition for this column.
    /// See https://github.com/OAI/OpenAPI-Specification/blob/master/versions/2.0.md#data-types for details.
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionSpecVersionsSchema {
    /// OpenAPIV3Schema is the OpenAPI v3 schema to use for validation and
    /// pruning.
    #[serde(
        rename = "openAPIV3Schema",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub open_apiv3_schema: Option<serde_json::Map<String, serde_json::Value>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionSpecVersionsSubresources {
    /// Scale indicates the CRD should serve a `/scale` subresource that returns an `autoscaling/v1` Scale object.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scale: Option<CompositeResourceDefinitionSpecVersionsSubresourcesScale>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionSpecVersionsSubresourcesScale {
    /// labelSelectorPath defines the JSON path inside of a custom resource that corresponds to Scale `status.selector`.
    /// Only JSON paths without the array notation are allowed.
    /// Must be a JSON Path under `.status` or `.spec`.
    /// Must be set to work with HorizontalPodAutoscaler.
    /// The field pointed by this JSON path must be a string field (not a complex selector struct)
    /// which contains a serialized label selector in string form.
    /// More info: https://kubernetes.io/docs/tasks/access-kubernetes-api/custom-resources/custom-resource-definitions#scale-subresource
    /// If there is no value under the given path in the custom resource, the `status.selector` value in the `/scale`
    /// subresource will default to the empty string.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label_selector_path: Option<String>,
    /// specReplicasPath defines the JSON path inside of a custom resource that corresponds to Scale `spec.replicas`.
    /// Only JSON paths without the array notation are allowed.
    /// Must be a JSON Path under `.spec`.
    /// If there is no value under the given path in the custom resource, the `/scale` subresource will return an error on GET.
    pub spec_replicas_path: String,
    /// statusReplicasPath defines the JSON path inside of a custom resource that corresponds to Scale `status.replicas`.
    /// Only JSON paths without the array notation are allowed.
    /// Must be a JSON Path under `.status`.
    /// If there is no value under the given path in the custom resource, the `status.replicas` value in the `/scale` subresource
    /// will default to 0.
    pub status_replicas_path: String,
}

/// CompositeResourceDefinitionStatus shows the observed state of the definition.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionStatus {
    /// Conditions of the resource.
    #[crd(list_map_keys("type"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conditions: Option<Vec<CompositeResourceDefinitionStatusConditions>>,
    /// Controllers represents the status of the controllers that power this
    /// composite resource definition.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub controllers: Option<CompositeResourceDefinitionStatusControllers>,
}

/// A Condition that may apply to a resource.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionStatusConditions {
    /// LastTransitionTime is the last time this condition transitioned from one
    /// status to another.
    #[crd(format = "date-time")]
    pub last_transition_time: String,
    /// A Message containing details about this condition's last transition from
    /// one status to another, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// ObservedGeneration represents the .metadata.generation that the condition was set based upon.
    /// For instance, if .metadata.generation is currently 12, but the .status.conditions[x].observedGeneration is 9, the condition is out of date
    /// with respect to the current state of the instance.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
    /// A Reason for this condition's last transition from one status to another.
    pub reason: String,
    /// Status of this condition; is it currently True, False, or Unknown?
    pub status: String,
    /// Type of this condition. At most one of each condition type may apply to
    /// a resource at any point in time.
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionStatusControllers {
    /// The CompositeResourceClaimTypeRef is the type of composite resource claim
    /// that Crossplane is currently reconciling for this definition. Its version
    /// will eventually become consistent with the definition's referenceable
    /// version. Note that clients may interact with any served type; this is
    /// simply the type that Crossplane interacts with.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub composite_resource_claim_type: Option<
        CompositeResourceDefinitionStatusControllersCompositeResourceClaimType,
    >,
    /// The CompositeResourceTypeRef is the type of composite resource that
    /// Crossplane is currently reconciling for this definition. Its version will
    /// eventually become consistent with the definition's referenceable version.
    /// Note that clients may interact with any served type; this is simply the
    /// type that Crossplane interacts with.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub composite_resource_type: Option<
        CompositeResourceDefinitionStatusControllersCompositeResourceType,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionStatusControllersCompositeResourceClaimType {
    /// APIVersion of the type.
    pub api_version: String,
    /// Kind of the type.
    pub kind: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompositeResourceDefinitionStatusControllersCompositeResourceType {
    /// APIVersion of the type.
    pub api_version: String,
    /// Kind of the type.
    pub kind: String,
}
