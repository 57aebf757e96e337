//! `apiextensions.crossplane.io/v2`, imported by `crdgen import` from `crossplane__crossplane__apiextensions.crossplane.io_compositeresourcedefinitions.yaml`.

// Written from CRDs, not by hand: the doc comments are their descriptions as other tools
// wrote them (tabs, Markdown lists indented as Go comments indent them), the attributes
// repeat what the schema repeats, and the types nest as the schema does.
#![allow(clippy::duplicated_attributes)]

// The doc comments are the CRDs' descriptions, kept as written (each is the description
// `crdgen generate` writes back): rustdoc reads their URLs, `[...]`, `<...>` and indented
// lines as Markdown links, HTML and Rust code, which they were not written as.
#![allow(rustdoc::bare_urls, rustdoc::broken_intra_doc_links)]

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// CompositeResourceDefinitionSpec specifies the desired state of the definition.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "apiextensions.crossplane.io",
    version = "v2",
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
    doc = "A CompositeResourceDefinition defines the schema for a new custom Kubernetes\nAPI.\n\nRead the Crossplane documentation for\n[more information about CustomResourceDefinitions](https://docs.crossplane.io/latest/composition/composite-resource-definitions/).",
    spec_optional,
    validation(
        rule = "!has(self.claimNames)",
        message = "Claims aren't supported in apiextensions.crossplane.io/v2"
    ),
    validation(
        rule = "!has(self.connectionSecretKeys)",
        message = "XR connection secrets aren't supported in apiextensions.crossplane.io/v2"
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
    ///
    /// Deprecated: Claims aren't supported in apiextensions.crossplane.io/v2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_names: Option<
        k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinitionNames,
    >,
    /// ConnectionSecretKeys is the list of connection secret keys the
    /// defined XR can publish. If the list is empty, all keys will be
    /// published. If the list isn't empty, any connection secret keys that
    /// don't appear in the list will be filtered out. Only LegacyCluster XRs
    /// support connection secrets.
    ///
    /// Deprecated: XR connection secrets aren't supported in
    /// apiextensions.crossplane.io/v2. Compose a secret instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connection_secret_keys: Option<Vec<String>>,
    /// Conversion defines all conversion settings for the defined Composite resource.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conversion: Option<
        k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceConversion,
    >,
    /// DefaultCompositeDeletePolicy is the policy used when deleting the Composite
    /// that is associated with the Claim if no policy has been specified.
    ///
    /// Deprecated: Claims aren't supported in apiextensions.crossplane.io/v2.
    #[crd(enum = ["Background", "Foreground"])]
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
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_composition_revision_selector: Option<
        k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector,
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
    /// outside the scope of any namespace.
    #[crd(
        default = "Namespaced",
        enum = ["Namespaced",
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
pub struct CompositeResourceDefinitionSpecDefaultCompositionRef {
    /// Name of the Composition.
    pub name: String,
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
        Vec<
            k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceColumnDefinition,
        >,
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
    pub scale: Option<
        k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceSubresourceScale,
    >,
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
