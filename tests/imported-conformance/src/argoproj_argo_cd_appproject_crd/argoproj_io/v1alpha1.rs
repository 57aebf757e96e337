//! `argoproj.io/v1alpha1`, imported by `crdgen import` from `argoproj__argo-cd__appproject-crd.yaml`.

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// AppProjectSpec is the specification of an AppProject
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "argoproj.io",
    version = "v1alpha1",
    kind = "AppProject",
    namespaced,
    plural = "appprojects",
    singular = "appproject",
    shortname = "appproj",
    shortname = "appprojs",
    label("app.kubernetes.io/name", "appprojects.argoproj.io"),
    label("app.kubernetes.io/part-of", "argocd"),
    status = "AppProjectStatus",
    status_subresource = false,
    doc = "AppProject provides a logical grouping of applications, providing controls for:\n* where the apps may deploy to (cluster whitelist)\n* what may be deployed (repository whitelist, resource whitelist/blacklist)\n* who can access these applications (roles, OIDC group claims bindings)\n* and what they can do (RBAC policies)\n* automation access to these roles (JWT tokens)",
    metadata_required
)]
pub struct AppProjectSpec {
    /// ClusterResourceBlacklist contains list of blacklisted cluster level resources
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cluster_resource_blacklist: Option<Vec<AppProjectSpecClusterResourceBlacklist>>,
    /// ClusterResourceWhitelist contains list of whitelisted cluster level resources
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cluster_resource_whitelist: Option<Vec<AppProjectSpecClusterResourceWhitelist>>,
    /// Description contains optional project description
    #[crd(max_length = 255)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// DestinationServiceAccounts holds information about the service accounts to be impersonated for the application sync operation for each destination.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub destination_service_accounts: Option<
        Vec<AppProjectSpecDestinationServiceAccounts>,
    >,
    /// Destinations contains list of destinations available for deployment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub destinations: Option<Vec<AppProjectSpecDestinations>>,
    /// NamespaceResourceBlacklist contains list of blacklisted namespace level resources
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespace_resource_blacklist: Option<
        Vec<AppProjectSpecNamespaceResourceBlacklist>,
    >,
    /// NamespaceResourceWhitelist contains list of whitelisted namespace level resources
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespace_resource_whitelist: Option<
        Vec<AppProjectSpecNamespaceResourceWhitelist>,
    >,
    /// OrphanedResources specifies if controller should monitor orphaned resources of apps in this project
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub orphaned_resources: Option<AppProjectSpecOrphanedResources>,
    /// PermitOnlyProjectScopedClusters determines whether destinations can only reference clusters which are project-scoped
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub permit_only_project_scoped_clusters: Option<bool>,
    /// Roles are user defined RBAC roles associated with this project
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roles: Option<Vec<AppProjectSpecRoles>>,
    /// SignatureKeys contains a list of PGP key IDs that commits in Git must be signed with in order to be allowed for sync
    ///
    /// Deprecated: Use SourceIntegrity instead. SignatureKeys will be removed with the next major version.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signature_keys: Option<Vec<AppProjectSpecSignatureKeys>>,
    /// SourceIntegrity represents a constraint on manifest sources integrity to be met before they can be used.
    /// Do not access directly, use EffectiveSourceIntegrity() for correct backwards compatibility handling.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_integrity: Option<AppProjectSpecSourceIntegrity>,
    /// SourceNamespaces defines the namespaces application resources are allowed to be created in
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_namespaces: Option<Vec<String>>,
    /// SourceRepos contains list of repository URLs which can be used for deployment
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_repos: Option<Vec<String>>,
    /// SyncWindows controls when syncs can be run for apps in this project
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sync_windows: Option<Vec<AppProjectSpecSyncWindows>>,
}

/// ClusterResourceRestrictionItem is a cluster resource that is restricted by the project's whitelist or blacklist
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectSpecClusterResourceBlacklist {
    pub group: String,
    pub kind: String,
    /// Name is the name of the restricted resource. Glob patterns using Go's filepath.Match syntax are supported.
    /// Unlike the group and kind fields, if no name is specified, all resources of the specified group/kind are matched.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// ClusterResourceRestrictionItem is a cluster resource that is restricted by the project's whitelist or blacklist
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectSpecClusterResourceWhitelist {
    pub group: String,
    pub kind: String,
    /// Name is the name of the restricted resource. Glob patterns using Go's filepath.Match syntax are supported.
    /// Unlike the group and kind fields, if no name is specified, all resources of the specified group/kind are matched.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// ApplicationDestinationServiceAccount holds information about the service account to be impersonated for the application sync operation.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectSpecDestinationServiceAccounts {
    /// DefaultServiceAccount to be used for impersonation during the sync operation
    pub default_service_account: String,
    /// Namespace specifies the target namespace for the application's resources.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
    /// Server specifies the URL of the target cluster's Kubernetes control plane API.
    pub server: String,
}

/// ApplicationDestination holds information about the application's destination
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectSpecDestinations {
    /// Name is an alternate way of specifying the target cluster by its symbolic name. This must be set if Server is not set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Namespace specifies the target namespace for the application's resources.
    /// The namespace will only be set for namespace-scoped resources that have not set a value for .metadata.namespace
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
    /// Server specifies the URL of the target cluster's Kubernetes control plane API. This must be set if Name is not set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server: Option<String>,
}

/// GroupKind specifies a Group and a Kind, but does not force a version.  This is useful for identifying
/// concepts during lookup stages without having partially valid types
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectSpecNamespaceResourceBlacklist {
    pub group: String,
    pub kind: String,
}

/// GroupKind specifies a Group and a Kind, but does not force a version.  This is useful for identifying
/// concepts during lookup stages without having partially valid types
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectSpecNamespaceResourceWhitelist {
    pub group: String,
    pub kind: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectSpecOrphanedResources {
    /// Ignore contains a list of resources that are to be excluded from orphaned resources monitoring
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ignore: Option<Vec<AppProjectSpecOrphanedResourcesIgnore>>,
    /// Warn indicates if warning condition should be created for apps which have orphaned resources
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub warn: Option<bool>,
}

/// OrphanedResourceKey is a reference to a resource to be ignored from
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectSpecOrphanedResourcesIgnore {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// ProjectRole represents a role that has access to a project
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectSpecRoles {
    /// Description is a description of the role
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Groups are a list of OIDC group claims bound to this role
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub groups: Option<Vec<String>>,
    /// JWTTokens are a list of generated JWT tokens bound to this role
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jwt_tokens: Option<Vec<AppProjectSpecRolesJwtTokens>>,
    /// Name is a name for this role
    pub name: String,
    /// Policies Stores a list of casbin formatted strings that define access policies for the role in the project
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub policies: Option<Vec<String>>,
}

/// JWTToken holds the issuedAt and expiresAt values of a token
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectSpecRolesJwtTokens {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exp: Option<i64>,
    pub iat: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
}

/// SignatureKey is the specification of a key required to verify commit signatures with
///
/// Deprecated: Use SourceIntegrity instead. SignatureKeys will be removed with the next major version.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectSpecSignatureKeys {
    /// The ID of the key in hexadecimal notation
    #[serde(rename = "keyID")]
    pub key_id: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectSpecSourceIntegrity {
    /// Git - policies for git source verification
    pub git: AppProjectSpecSourceIntegrityGit,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectSpecSourceIntegrityGit {
    pub policies: Vec<AppProjectSpecSourceIntegrityGitPolicies>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectSpecSourceIntegrityGitPolicies {
    /// Verify GPG commit/tag signatures
    pub gpg: AppProjectSpecSourceIntegrityGitPoliciesGpg,
    /// List of repository criteria restricting repositories the policy will apply to
    pub repos: Vec<AppProjectSpecSourceIntegrityGitPoliciesRepos>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectSpecSourceIntegrityGitPoliciesGpg {
    /// List of key IDs to trust. The keys need to be in the repository server keyring.
    pub keys: Vec<String>,
    pub mode: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectSpecSourceIntegrityGitPoliciesRepos {
    /// URL specifier, glob.
    pub url: String,
}

/// SyncWindow contains the kind, time, duration and attributes that are used to assign the syncWindows to apps
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectSpecSyncWindows {
    /// UseAndOperator use AND operator for matching applications, namespaces and clusters instead of the default OR operator
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub and_operator: Option<bool>,
    /// Applications contains a list of applications that the window will apply to
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub applications: Option<Vec<String>>,
    /// Clusters contains a list of clusters that the window will apply to
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clusters: Option<Vec<String>>,
    /// Description of the sync that will be applied to the schedule, can be used to add any information such as a ticket number for example
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Duration is the amount of time the sync window will be open
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration: Option<String>,
    /// Kind defines if the window allows or blocks syncs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    /// ManualSync enables manual syncs when they would otherwise be blocked
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub manual_sync: Option<bool>,
    /// Namespaces contains a list of namespaces that the window will apply to
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespaces: Option<Vec<String>>,
    /// Schedule is the time the window will begin, specified in cron format
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schedule: Option<String>,
    /// SyncOverrun allows ongoing syncs to continue in two scenarios:
    /// For deny windows: allows syncs that started before the deny window became active to continue running
    /// For allow windows: allows syncs that started during the allow window to continue after the window ends
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sync_overrun: Option<bool>,
    /// TimeZone of the sync that will be applied to the schedule
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_zone: Option<String>,
}

/// AppProjectStatus contains status information for AppProject CRs
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectStatus {
    /// JWTTokensByRole contains a list of JWT tokens issued for a given role
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jwt_tokens_by_role: Option<
        std::collections::BTreeMap<String, AppProjectStatusJwtTokensByRole>,
    >,
}

/// JWTTokens represents a list of JWT tokens
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectStatusJwtTokensByRole {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub items: Option<Vec<AppProjectStatusJwtTokensByRoleItems>>,
}

/// JWTToken holds the issuedAt and expiresAt values of a token
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AppProjectStatusJwtTokensByRoleItems {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exp: Option<i64>,
    pub iat: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
}
