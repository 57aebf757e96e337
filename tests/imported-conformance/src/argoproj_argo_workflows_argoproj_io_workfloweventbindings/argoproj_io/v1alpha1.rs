//! `argoproj.io/v1alpha1`, imported by `crdgen import` from `argoproj__argo-workflows__argoproj.io_workfloweventbindings.yaml`.

// Written from CRDs, not by hand: the doc comments are their descriptions as other tools
// wrote them (tabs, Markdown lists indented as Go comments indent them), the attributes
// repeat what the schema repeats, and the types nest as the schema does.
#![allow(clippy::doc_lazy_continuation, clippy::doc_overindented_list_items)]

// The doc comments are the CRDs' descriptions, kept as written (each is the description
// `crdgen generate` writes back): rustdoc reads their URLs, `[...]`, `<...>` and indented
// lines as Markdown links, HTML and Rust code, which they were not written as.
#![allow(rustdoc::bare_urls)]

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "argoproj.io",
    version = "v1alpha1",
    kind = "WorkflowEventBinding",
    namespaced,
    plural = "workfloweventbindings",
    singular = "workfloweventbinding",
    shortname = "wfeb",
    doc = "WorkflowEventBinding is the definition of an event resource",
    metadata_required
)]
pub struct WorkflowEventBindingSpec {
    /// Event is the event to bind to
    pub event: WorkflowEventBindingSpecEvent,
    /// Submit is the workflow template to submit
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub submit: Option<WorkflowEventBindingSpecSubmit>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecEvent {
    /// Selector (https://github.com/expr-lang/expr) that we must must match the event. E.g. `payload.message == "test"`
    pub selector: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmit {
    /// Arguments extracted from the event and then set as arguments to the workflow created.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arguments: Option<WorkflowEventBindingSpecSubmitArguments>,
    /// Metadata optional means to customize select fields of the workflow metadata
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata: Option<WorkflowEventBindingSpecSubmitMetadata>,
    /// WorkflowTemplateRef the workflow template to submit
    pub workflow_template_ref: WorkflowEventBindingSpecSubmitWorkflowTemplateRef,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArguments {
    /// Artifacts is the list of artifacts to pass to the template or workflow
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub artifacts: Option<Vec<WorkflowEventBindingSpecSubmitArgumentsArtifacts>>,
    /// Parameters is the list of parameters to pass to the template or workflow
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parameters: Option<Vec<WorkflowEventBindingSpecSubmitArgumentsParameters>>,
}

/// Artifact indicates an artifact to place at a specified path
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "(has(self.s3) ? 1 : 0) + (has(self.git) ? 1 : 0) + (has(self.http) ? 1 : 0) + (has(self.artifactory) ? 1 : 0) + (has(self.hdfs) ? 1 : 0) + (has(self.raw) ? 1 : 0) + (has(self.oss) ? 1 : 0) + (has(self.gcs) ? 1 : 0) + (has(self.azure) ? 1 : 0) + (has(self.plugin) ? 1 : 0) <= 1",
        message = "at most one artifact location can be specified"
    )
)]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifacts {
    /// Archive controls how the artifact will be saved to the artifact repository.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub archive: Option<WorkflowEventBindingSpecSubmitArgumentsArtifactsArchive>,
    /// ArchiveLogs indicates if the container logs should be archived
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub archive_logs: Option<bool>,
    /// ArtifactGC describes the strategy to use when to deleting an artifact from completed or deleted workflows
    #[serde(rename = "artifactGC", default, skip_serializing_if = "Option::is_none")]
    pub artifact_gc: Option<WorkflowEventBindingSpecSubmitArgumentsArtifactsArtifactGc>,
    /// Artifactory contains artifactory artifact location details
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub artifactory: Option<WorkflowEventBindingSpecSubmitArgumentsArtifactsArtifactory>,
    /// Azure contains Azure Storage artifact location details
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub azure: Option<WorkflowEventBindingSpecSubmitArgumentsArtifactsAzure>,
    /// Has this been deleted?
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deleted: Option<bool>,
    /// From allows an artifact to reference an artifact from a previous step
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// FromExpression, if defined, is evaluated to specify the value for the artifact
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from_expression: Option<String>,
    /// GCS contains GCS artifact location details
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gcs: Option<WorkflowEventBindingSpecSubmitArgumentsArtifactsGcs>,
    /// Git contains git artifact location details
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub git: Option<WorkflowEventBindingSpecSubmitArgumentsArtifactsGit>,
    /// GlobalName exports an output artifact to the global scope, making it available as
    /// workflow.outputs.artifacts.XXXX and in workflow.status.outputs.artifacts
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub global_name: Option<String>,
    /// HDFS contains HDFS artifact location details
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hdfs: Option<WorkflowEventBindingSpecSubmitArgumentsArtifactsHdfs>,
    /// HTTP contains HTTP artifact location details
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http: Option<WorkflowEventBindingSpecSubmitArgumentsArtifactsHttp>,
    /// mode bits to use on this file, must be a value between 0 and 0777.
    /// Set when loading input artifacts. It is recommended to set the mode value
    /// to ensure the artifact has the expected permissions in your container.
    #[crd(maximum = 511, minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<i32>,
    /// name of the artifact. must be unique within a template's inputs/outputs.
    #[crd(pattern = "^[-a-zA-Z0-9_{}.]+$")]
    pub name: String,
    /// Make Artifacts optional, if Artifacts doesn't generate or exist
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub optional: Option<bool>,
    /// OSS contains OSS artifact location details
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oss: Option<WorkflowEventBindingSpecSubmitArgumentsArtifactsOss>,
    /// Path is the container path to the artifact
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    /// Plugin contains plugin artifact location details
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plugin: Option<WorkflowEventBindingSpecSubmitArgumentsArtifactsPlugin>,
    /// Raw contains raw artifact location details
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub raw: Option<WorkflowEventBindingSpecSubmitArgumentsArtifactsRaw>,
    /// If mode is set, apply the permission recursively into the artifact if it is a folder
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recurse_mode: Option<bool>,
    /// S3 contains S3 artifact location details
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub s3: Option<WorkflowEventBindingSpecSubmitArgumentsArtifactsS3>,
    /// SubPath allows an artifact to be sourced from a subpath within the specified source
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sub_path: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsArchive {
    /// NoneStrategy indicates to skip tar process and upload the files or directory tree as independent
    /// files. Note that if the artifact is a directory, the artifact driver must support the ability to
    /// save/load the directory appropriately.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub none: Option<WorkflowEventBindingSpecSubmitArgumentsArtifactsArchiveNone>,
    /// TarStrategy will tar and gzip the file or directory when saving
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tar: Option<WorkflowEventBindingSpecSubmitArgumentsArtifactsArchiveTar>,
    /// ZipStrategy will unzip zipped input artifacts
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zip: Option<WorkflowEventBindingSpecSubmitArgumentsArtifactsArchiveZip>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsArchiveNone {}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsArchiveTar {
    /// CompressionLevel specifies the gzip compression level to use for the artifact.
    /// Defaults to gzip.DefaultCompression.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compression_level: Option<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsArchiveZip {}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsArtifactGc {
    /// PodMetadata is an optional field for specifying the Labels and Annotations that should be assigned to the Pod doing the deletion
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_metadata: Option<
        WorkflowEventBindingSpecSubmitArgumentsArtifactsArtifactGcPodMetadata,
    >,
    /// ServiceAccountName is an optional field for specifying the Service Account that should be assigned to the Pod doing the deletion
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub service_account_name: Option<String>,
    /// Strategy is the strategy to use.
    #[crd(enum = ["", "OnWorkflowCompletion", "OnWorkflowDeletion", "Never"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strategy: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsArtifactGcPodMetadata {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<std::collections::BTreeMap<String, String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsArtifactory {
    /// PasswordSecret is the secret selector to the repository password
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// URL of the artifact
    pub url: String,
    /// UsernameSecret is the secret selector to the repository username
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsAzure {
    /// AccountKeySecret is the secret selector to the Azure Blob Storage account access key
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub account_key_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// Blob is the blob name (i.e., path) in the container where the artifact resides
    pub blob: String,
    /// Container is the container where resources will be stored
    pub container: String,
    /// Endpoint is the service url associated with an account. It is most likely "https://<ACCOUNT_NAME>.blob.core.windows.net"
    pub endpoint: String,
    /// UseSDKCreds tells the driver to figure out credentials based on sdk defaults.
    #[serde(rename = "useSDKCreds", default, skip_serializing_if = "Option::is_none")]
    pub use_sdk_creds: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsGcs {
    /// Bucket is the name of the bucket
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bucket: Option<String>,
    /// Key is the path in the bucket where the artifact resides
    pub key: String,
    /// ServiceAccountKeySecret is the secret selector to the bucket's service account key
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub service_account_key_secret: Option<
        k8s_openapi::api::core::v1::SecretKeySelector,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsGit {
    /// Branch is the branch to fetch when `SingleBranch` is enabled
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub branch: Option<String>,
    /// Depth specifies clones/fetches should be shallow and include the given
    /// number of commits from the branch tip
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<i64>,
    /// DisableSubmodules disables submodules during git clone
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub disable_submodules: Option<bool>,
    /// Fetch specifies a number of refs that should be fetched before checkout
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fetch: Option<Vec<String>>,
    /// InsecureIgnoreHostKey disables SSH strict host key checking during git clone
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub insecure_ignore_host_key: Option<bool>,
    /// InsecureSkipTLS disables server certificate verification resulting in insecure HTTPS connections
    #[serde(
        rename = "insecureSkipTLS",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub insecure_skip_tls: Option<bool>,
    /// PasswordSecret is the secret selector to the repository password
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// Repo is the git repository
    pub repo: String,
    /// Revision is the git commit, tag, branch to checkout
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revision: Option<String>,
    /// SingleBranch enables single branch clone, using the `branch` parameter
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub single_branch: Option<bool>,
    /// SSHPrivateKeySecret is the secret selector to the repository ssh private key
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ssh_private_key_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// UsernameSecret is the secret selector to the repository username
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsHdfs {
    /// Addresses is accessible addresses of HDFS name nodes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub addresses: Option<Vec<String>>,
    /// DataTransferProtection is the protection level for HDFS data transfer.
    /// It corresponds to the dfs.data.transfer.protection configuration in HDFS.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data_transfer_protection: Option<String>,
    /// Force copies a file forcibly even if it exists
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub force: Option<bool>,
    /// HDFSUser is the user to access HDFS file system.
    /// It is ignored if either ccache or keytab is used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hdfs_user: Option<String>,
    /// KrbCCacheSecret is the secret selector for Kerberos ccache
    /// Either ccache or keytab can be set to use Kerberos.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub krb_c_cache_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// KrbConfig is the configmap selector for Kerberos config as string
    /// It must be set if either ccache or keytab is used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub krb_config_config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// KrbKeytabSecret is the secret selector for Kerberos keytab
    /// Either ccache or keytab can be set to use Kerberos.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub krb_keytab_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// KrbRealm is the Kerberos realm used with Kerberos keytab
    /// It must be set if keytab is used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub krb_realm: Option<String>,
    /// KrbServicePrincipalName is the principal name of Kerberos service
    /// It must be set if either ccache or keytab is used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub krb_service_principal_name: Option<String>,
    /// KrbUsername is the Kerberos username used with Kerberos keytab
    /// It must be set if keytab is used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub krb_username: Option<String>,
    /// Path is a file path in HDFS
    pub path: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsHttp {
    /// Auth contains information for client authentication
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auth: Option<WorkflowEventBindingSpecSubmitArgumentsArtifactsHttpAuth>,
    /// Headers are an optional list of headers to send with HTTP requests for artifacts
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub headers: Option<
        Vec<WorkflowEventBindingSpecSubmitArgumentsArtifactsHttpHeaders>,
    >,
    /// SaveStreamViaFile buffers a streamed upload to a temporary file before sending it,
    /// so a 307/308 redirect (e.g. webHDFS) can be followed by re-sending the body. When
    /// false (the default) SaveStream sends the reader directly and cannot follow such a
    /// redirect, since a one-shot reader cannot be replayed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub save_stream_via_file: Option<bool>,
    /// URL of the artifact
    pub url: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsHttpAuth {
    /// BasicAuth describes the secret selectors required for basic authentication
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub basic_auth: Option<
        WorkflowEventBindingSpecSubmitArgumentsArtifactsHttpAuthBasicAuth,
    >,
    /// ClientCertAuth holds necessary information for client authentication via certificates
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_cert: Option<
        WorkflowEventBindingSpecSubmitArgumentsArtifactsHttpAuthClientCert,
    >,
    /// OAuth2Auth holds all information for client authentication via OAuth2 tokens
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oauth2: Option<WorkflowEventBindingSpecSubmitArgumentsArtifactsHttpAuthOauth2>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsHttpAuthBasicAuth {
    /// PasswordSecret is the secret selector to the repository password
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// UsernameSecret is the secret selector to the repository username
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsHttpAuthClientCert {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_cert_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_key_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsHttpAuthOauth2 {
    #[serde(rename = "clientIDSecret", default, skip_serializing_if = "Option::is_none")]
    pub client_id_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_secret_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub endpoint_params: Option<
        Vec<WorkflowEventBindingSpecSubmitArgumentsArtifactsHttpAuthOauth2EndpointParams>,
    >,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scopes: Option<Vec<String>>,
    #[serde(rename = "tokenURLSecret", default, skip_serializing_if = "Option::is_none")]
    pub token_url_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

/// OAuth2EndpointParam is an optional field that should be sent in the OAuth request.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsHttpAuthOauth2EndpointParams {
    /// Name is the header name
    pub key: String,
    /// Value is the literal value to use for the header
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

/// Header indicate a key-value request header to be used when fetching artifacts over HTTP
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsHttpHeaders {
    /// Name is the header name
    pub name: String,
    /// Value is the literal value to use for the header
    pub value: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsOss {
    /// AccessKeySecret is the secret selector to the bucket's access key
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub access_key_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// Bucket is the name of the bucket
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bucket: Option<String>,
    /// CreateBucketIfNotPresent tells the driver to attempt to create the OSS bucket for output artifacts, if it doesn't exist
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub create_bucket_if_not_present: Option<bool>,
    /// Endpoint is the hostname of the bucket endpoint
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub endpoint: Option<String>,
    /// Key is the path in the bucket where the artifact resides
    pub key: String,
    /// LifecycleRule specifies how to manage bucket's lifecycle
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lifecycle_rule: Option<
        WorkflowEventBindingSpecSubmitArgumentsArtifactsOssLifecycleRule,
    >,
    /// SecretKeySecret is the secret selector to the bucket's secret key
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret_key_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// SecurityToken is the user's temporary security token. For more details, check out: https://www.alibabacloud.com/help/doc-detail/100624.htm
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub security_token: Option<String>,
    /// UseSDKCreds tells the driver to figure out credentials based on sdk defaults.
    #[serde(rename = "useSDKCreds", default, skip_serializing_if = "Option::is_none")]
    pub use_sdk_creds: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsOssLifecycleRule {
    /// MarkDeletionAfterDays is the number of days before we delete objects in the bucket
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mark_deletion_after_days: Option<i32>,
    /// MarkInfrequentAccessAfterDays is the number of days before we convert the objects in the bucket to Infrequent Access (IA) storage type
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mark_infrequent_access_after_days: Option<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsPlugin {
    /// Configuration is the plugin defined configuration for the artifact driver plugin
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub configuration: Option<String>,
    /// ConnectionTimeoutSeconds is the timeout for the artifact driver connection, overriding the driver's timeout
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connection_timeout_seconds: Option<i32>,
    /// Key is the path in the artifact repository where the artifact resides
    pub key: String,
    /// Name is the name of the artifact driver plugin
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsRaw {
    /// Data is the string contents of the artifact
    pub data: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsS3 {
    /// AccessKeySecret is the secret selector to the bucket's access key
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub access_key_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// AddressingStyle defines how buckets are addressed by the S3 client.
    /// This is required for some S3-compatible providers that only support
    /// virtual-hosted-style bucket addressing.
    ///
    /// Valid values are:
    /// - "" (default, auto-detect)
    /// - "path"
    /// - "virtual-hosted"
    #[crd(enum = ["", "path", "virtual-hosted"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub addressing_style: Option<String>,
    /// Bucket is the name of the bucket
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bucket: Option<String>,
    /// CASecret specifies the secret that contains the CA, used to verify the TLS connection
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// CreateBucketIfNotPresent tells the driver to attempt to create the S3 bucket for output artifacts, if it doesn't exist. Setting Enabled Encryption will apply either SSE-S3 to the bucket if KmsKeyId is not set or SSE-KMS if it is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub create_bucket_if_not_present: Option<
        WorkflowEventBindingSpecSubmitArgumentsArtifactsS3CreateBucketIfNotPresent,
    >,
    /// S3EncryptionOptions used to determine encryption options during s3 operations
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub encryption_options: Option<
        WorkflowEventBindingSpecSubmitArgumentsArtifactsS3EncryptionOptions,
    >,
    /// Endpoint is the hostname of the bucket endpoint
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub endpoint: Option<String>,
    /// Insecure will connect to the service with TLS
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub insecure: Option<bool>,
    /// Key is the key in the bucket where the artifact resides
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// Region contains the optional bucket region
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub region: Option<String>,
    /// RoleARN is the Amazon Resource Name (ARN) of the role to assume.
    #[serde(rename = "roleARN", default, skip_serializing_if = "Option::is_none")]
    pub role_arn: Option<String>,
    /// SecretKeySecret is the secret selector to the bucket's secret key
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret_key_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// SessionTokenSecret is used for ephemeral credentials like an IAM assume role or S3 access grant
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session_token_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// UseSDKCreds tells the driver to figure out credentials based on sdk defaults.
    #[serde(rename = "useSDKCreds", default, skip_serializing_if = "Option::is_none")]
    pub use_sdk_creds: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsS3CreateBucketIfNotPresent {
    /// ObjectLocking Enable object locking
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub object_locking: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsArtifactsS3EncryptionOptions {
    /// EnableEncryption tells the driver to encrypt objects if set to true. If kmsKeyId and serverSideCustomerKeySecret are not set, SSE-S3 will be used
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_encryption: Option<bool>,
    /// KmsEncryptionContext is a json blob that contains an encryption context. See https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#encrypt_context for more information
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kms_encryption_context: Option<String>,
    /// KMSKeyId tells the driver to encrypt the object using the specified KMS Key.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kms_key_id: Option<String>,
    /// ServerSideCustomerKeySecret tells the driver to encrypt the output artifacts using SSE-C with the specified secret.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server_side_customer_key_secret: Option<
        k8s_openapi::api::core::v1::SecretKeySelector,
    >,
}

/// Parameter indicate a passed string parameter to a service template with an optional default value
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsParameters {
    /// Default is the default value to use for an input parameter if a value was not supplied
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default: Option<String>,
    /// Description is the parameter description
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Enum holds a list of string values to choose from, for the actual value of the parameter
    // crdgen import: a description on the items of a list; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"items":{"description":"AnyString is a string type whose JSON type is just string.\nIt will unmarshall int64, int32, float64, float32, boolean, a plain string and represents it as string.\nIt will marshall back to string - marshalling is not symmetric.","type":"string"},"minItems":1,"type":"array"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#enum: Option<Vec<String>>,
    /// GlobalName exports an output parameter to the global scope, making it available as
    /// workflow.outputs.parameters.XXXX and in workflow.status.outputs.parameters
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub global_name: Option<String>,
    /// Name is the parameter name
    #[crd(pattern = "^[-a-zA-Z0-9_]+$")]
    pub name: String,
    /// Value is the literal value to use for the parameter.
    /// If specified in the context of an input parameter, any passed values take precedence over the specified value
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    /// ValueFrom is the source for the output parameter's value
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_from: Option<WorkflowEventBindingSpecSubmitArgumentsParametersValueFrom>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitArgumentsParametersValueFrom {
    /// ConfigMapKeyRef is configmap selector for input parameter configuration
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map_key_ref: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// Default specifies a value to be used if retrieving the value from the specified source fails
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default: Option<String>,
    /// Selector (https://github.com/expr-lang/expr) that is evaluated against the event to get the value of the parameter. E.g. `payload.message`
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
    /// Expression, if defined, is evaluated to specify the value for the parameter
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expression: Option<String>,
    /// JQFilter expression against the resource object in resource templates
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jq_filter: Option<String>,
    /// JSONPath of a resource to retrieve an output parameter value from in resource templates
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub json_path: Option<String>,
    /// Parameter reference to a step or dag task in which to retrieve an output parameter value from
    /// (e.g. steps.mystep.outputs.myparam)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parameter: Option<String>,
    /// Path in the container to retrieve an output parameter value from in container templates
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    /// Supplied value to be filled in directly, either through the CLI, API, etc.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub supplied: Option<
        WorkflowEventBindingSpecSubmitArgumentsParametersValueFromSupplied,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct WorkflowEventBindingSpecSubmitArgumentsParametersValueFromSupplied {}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitMetadata {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<std::collections::BTreeMap<String, String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finalizers: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generate_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowEventBindingSpecSubmitWorkflowTemplateRef {
    /// ClusterScope indicates the referred template is cluster scoped (i.e. a ClusterWorkflowTemplate).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cluster_scope: Option<bool>,
    /// Name is the resource name of the workflow template.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}
