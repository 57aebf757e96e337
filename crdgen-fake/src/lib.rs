//! An in-memory Kubernetes API server behind a real [`kube::Client`], for unit tests.
//!
//! Operators reach it as `crdgen::fake` (crdgen's `fake` feature re-exports this crate,
//! and the fake clientset `crdgen generate` writes names it so); it is a crate of its
//! own so that an operator that does not test with it does not compile it. Its
//! dependencies are those of crdgen's `client` feature (kube's client and runtime, and
//! `crdgen-apimachinery`'s selectors) and `crdgen-apiserver`, the API server's schema
//! handling, which adds the `cel` interpreter to a test build (the derive's copy,
//! through crdgen-core, is a build for the host, so cargo builds it once more).
//!
//! [`FakeApiServer::client`] gives a `kube::Client` whose HTTP requests the server
//! answers from memory, so everything built on kube works against it unchanged:
//! typed [`kube::Api`] for custom and built-in kinds, `kube::runtime::watcher`,
//! reflectors and `Controller`, and crdgen's generated clients.
//!
//! ```
//! # #[tokio::main(flavor = "current_thread")] async fn main() -> kube::Result<()> {
//! use k8s_openapi::api::core::v1::ConfigMap;
//! use kube::api::{Api, PostParams};
//!
//! let server = crdgen_fake::FakeApiServer::new();
//! let configmaps: Api<ConfigMap> = Api::namespaced(server.client(), "default");
//! let mut cm = ConfigMap::default();
//! cm.metadata.name = Some("settings".into());
//! let created = configmaps.create(&PostParams::default(), &cm).await?;
//! assert_eq!(created.metadata.resource_version.as_deref(), Some("2"));
//! # Ok(()) }
//! ```
//!
//! # Why not client-go's fake, or kube-fake-client
//!
//! client-go's fake object tracker gets several server rules wrong (no resourceVersion
//! checks, no generateName, status written by every update, finalizers ignored,
//! field selectors ignored). kube-fake-client on crates.io is closer but targets
//! kube 4.2 and k8s-openapi 0.28, so it does not fit kube 5; this module is written
//! for kube 5 and follows kube-apiserver instead.
//!
//! # What the server does as kube-apiserver does
//!
//! - Routes `/api/v1/…` and `/apis/<group>/<version>/…`, namespaced and cluster scope,
//!   collections, items, `/status` and `/scale`. A resource it does not serve gets a
//!   404 Status naming it (`the server could not find the requested resource (get
//!   foos.example.com): …`, what client-go makes of kube-apiserver's bare 404); a path
//!   that is no resource path at all, or a subresource the resource lacks, the mux's
//!   plain-text `404 page not found`. Built-ins: every listable kind of k8s-openapi
//!   (109, from all its Kubernetes versions: pods, deployments, jobs, cronjobs, roles,
//!   storage classes, …; `builtin_kinds.tsv`) with its real scope and status; the scale
//!   subresource on deployments, replica sets, stateful sets and replication
//!   controllers; `metadata.generation` where kube-apiserver's strategy sets it. Custom kinds come from
//!   [`FakeApiServer::register_crd`]; all served versions share one storage and
//!   answer with their own apiVersion (a CRD's `None` conversion).
//! - One global resourceVersion, bumped by every write; a write that changes nothing
//!   writes nothing. A stale resourceVersion is a 409 Conflict; creating an existing
//!   name a 409 AlreadyExists; custom resources refuse updates without one (422).
//! - Create: `generateName` (5 characters from apimachinery's alphabet, retried on a
//!   clash), uid, creationTimestamp, `generation: 1`; status is dropped (custom) or
//!   emptied (built-ins) when it is a subresource.
//! - Update: generation bumped when anything outside metadata (and status, when it is
//!   a subresource; for built-ins, outside spec) changes. With a status subresource
//!   the main resource keeps the stored status and `/status` changes only status.
//! - Delete: with finalizers (or `propagationPolicy` Orphan/Foreground, which add
//!   theirs for the garbage collector), sets deletionTimestamp and
//!   `deletionGracePeriodSeconds: 0`, bumps generation once, keeps the object; an
//!   update that empties the finalizers removes it. A policy (or the deprecated
//!   `orphanDependents`) replaces the `orphan`/`foregroundDeletion` finalizer the
//!   object has with its own, Background with none; without one, the object's
//!   stays. Preconditions (uid,
//!   resourceVersion) are checked. Pods, services and service accounts answer with
//!   the object, other kinds with a Status.
//! - Deletecollection deletes what the selectors match, with the same rules.
//! - List and watch: label selectors with the full syntax, field selectors on
//!   `metadata.name` and `metadata.namespace`, and a pod's fields the server selects
//!   pods by (`spec.nodeName`, `status.phase`, …; any other field: 400, never ignored),
//!   `limit`/`continue`. Watch replays the current state as ADDED without a
//!   resourceVersion (or with "0"), replays history after a given one, then streams;
//!   objects entering or leaving the selection arrive as ADDED or DELETED, as from the
//!   watch cache. `sendInitialEvents` ends the replay with the
//!   `k8s.io/initial-events-end` bookmark; `timeoutSeconds` ends the stream.
//!   [`FakeApiServer::compact`] makes older resourceVersions 410 Expired.
//! - Patch: JSON patch (RFC 6902), JSON merge patch (RFC 7386), strategic merge patch
//!   for built-ins (415 for custom resources, as the server answers), and server-side
//!   apply (`application/apply-patch+yaml`, `fieldManager` required, creates what is
//!   missing).
//! - `metadata.managedFields` on every write, as structured-merge-diff keeps it:
//!   create, update and non-apply patches record an `Update` entry for the
//!   `fieldManager` parameter, else the User-Agent up to its first `/` (empty for
//!   kube, which sends none), owning the fields the write added or changed, taken
//!   from every other manager; writes through `/status` and `/scale` carry
//!   `subresource`. Entries are FieldsV1 (`f:`, `k:{…}` for map-list items, `v:` for
//!   set-list items, `.`), sorted as the server sorts them (Apply before Update, then
//!   time, manager, apiVersion, subresource); untracked: apiVersion, kind, name,
//!   namespace, uid, resourceVersion, generation, creationTimestamp, managedFields,
//!   selfLink, deletionTimestamp. A client may send managedFields back edited, and
//!   `[{}]` clears them. Past ten Update entries the oldest fold into
//!   `ancient-changes`, one per API version.
//! - Server-side apply: the applied fields become the manager's `Apply` entry;
//!   changing the stored value of a field another manager (Apply or Update) owns is
//!   a 409 Conflict with apimachinery's message (`Apply failed with 1 conflict:
//!   conflict with "other" using v1: .spec.replicas`, the grouped multi-conflict
//!   form) and one `FieldManagerConflict` cause per field, unless `force=true`,
//!   which takes the fields (`force` on any other patch is a 422). Equal values are
//!   co-owned. Fields the manager applied before and leaves out now are removed
//!   unless another manager owns them (whole map-list items too), and objects and
//!   lists that leaves empty go with them. Lists and maps merge by their schema, in
//!   structured-merge-diff's item order (a CRD version's `x-kubernetes-list-type`
//!   atomic — the default — set or map with its keys, `x-kubernetes-map-type`; the
//!   Kubernetes OpenAPI definitions for built-ins); labels and annotations are
//!   granular, finalizers a set, ownerReferences keyed by uid. With a status
//!   subresource the main resource ignores the applied status and `/status` applies
//!   only status. An applied configuration with managedFields, or of another
//!   apiVersion than the request's, is a 400 with the server's message. The first
//!   apply to an object without managedFields hands its existing fields to
//!   `before-first-apply`. An apply that changes nothing writes nothing and leaves
//!   the entry's time alone (a manager that only co-owns gets no time).
//! - `as=PartialObjectMetadata` in Accept gives metadata-only gets, lists and watches.
//! - Errors are metav1.Status bodies, so kube reports `kube::Error::Api` with the
//!   server's code, reason and message.
//!
//! # Where it differs
//!
//! - Field ownership of built-in kinds follows the Kubernetes 1.36 OpenAPI
//!   definitions crdgen-core ships (containers keyed by name, a service's ports by
//!   port and protocol, atomic label selectors, …); the server uses its own
//!   version's Go types. A create's Update entry compares against an empty spec
//!   and status, where the server's Go zero value also has nested empty structs,
//!   so it may show a `.` under a nested struct (`f:template`) that the server's
//!   does not.
//! - Apply: no `$patch` directives; no defaulting of built-ins, so their
//!   managedFields list only what clients sent (the server also lists defaulted
//!   fields); no unions; no
//!   conversion between versions (an entry keeps the version it was written at);
//!   the last-applied-configuration annotation is not kept in step; the
//!   `fieldManager` value is not validated (length, printable characters). Apply to
//!   `/scale` is merged like a patch and recorded as an `Update`. Pruning is
//!   structured-merge-diff's outcome for the common cases, not its algorithm: a
//!   map-list item the applier drops while another manager owns a field inside it
//!   is kept whole with its key here.
//! - **Strategic merge patch** merges lists by the Kubernetes 1.36 definitions'
//!   list types, not the Go struct tags: a map list on its first key (which is the
//!   patch merge key of the common lists: containers by `name`, container ports by
//!   `containerPort`, service ports by `port`, env vars by `name`, volumes by `name`,
//!   volume mounts by `mountPath`), new items appended, `$patch: delete` honoured; a
//!   set list unioned; every other list replaced (where a Go tag says merge on a list
//!   the definitions leave untyped, the server merges). `$patch: replace` (on an
//!   object or as a map-list item), `$retainKeys` and `$deleteFromPrimitiveList/<key>`
//!   are honoured; `$setElementOrder` only orders items, and is dropped.
//! - Custom resources are pruned, defaulted and validated against their CRD version's
//!   schema as kube-apiserver does, `x-kubernetes-validations` rules included (see
//!   [`FakeApiServer::set_schema_enforcement`] and `crdgen_apiserver::cel` for the CEL
//!   functions implemented; a rule the fake cannot evaluate refuses the write rather
//!   than pass). Their metadata is validated as the server validates a custom
//!   resource's (`ValidateObjectMetaAccessor`, with the DNS-subdomain name rule), in
//!   the same 422: label keys (`IsQualifiedName`) and values (`IsValidLabelValue`, 63
//!   characters), annotation keys (qualified names once lower-cased) and their total
//!   size (256 KiB, `metadata.annotations: Too long: may not be more than 262144
//!   bytes`), finalizer names (qualified names), `generateName` (its trailing `-`
//!   masked; a bad one is reported with the name generated from it), and owner
//!   references' version, kind, name and uid (`must not be empty`). Not checked: an
//!   Event as owner, two controller references, the `orphan` and
//!   `foregroundDeletion` finalizers together (their messages print Go values).
//!   Built-in kinds are decoded as the server decodes them and checked by
//!   a table of the commonest cases of their Go validation (below): no defaulting, and
//!   the rest of their Go validation is not done. There is no admission and no
//!   conversion (names must still be DNS subdomains, RBAC's path segments).
//!   Namespaces need not exist.
//! - No controllers but the garbage collector (below): no kubelet (pods are
//!   deleted at once, without a grace period), no namespace controller (a
//!   namespace with finalizers stays terminating, and deleting a namespace leaves
//!   its objects).
//! - The garbage collector runs synchronously to a fixed point instead of
//!   eventually; it writes no Events (the real one reports `OwnerRefInvalidNamespace`
//!   for a cluster-scoped dependent naming a namespaced owner), and never deletes a dependent
//!   whose owner reference names a kind the server does not serve (the real one
//!   retries such a dependent forever, to the same effect).
//! - A list always reads the latest state, whatever its resourceVersion and
//!   resourceVersionMatch ask; a `continue` token pages through the current state.
//! - Bookmarks are sent only to end `sendInitialEvents`, not periodically.
//! - Field selectors built-ins other than pods support beyond the two metadata fields
//!   (a node's `spec.unschedulable`, an event's `involvedObject.name`, …) are refused
//!   with a 400. A pod is selected by its stored fields, read with the server's
//!   defaults where missing (`spec.restartPolicy=Always`); the fake sets no pod status,
//!   so a new pod's `status.phase` is empty where the server's is `Pending`.
//!
//! # Built-in kinds: decoding and validation
//!
//! A write of a built-in kind (create, update, every patch type, server-side apply)
//! is decoded as kube-apiserver's JSON serializer decodes it into the Go struct, with
//! the Kubernetes 1.36 OpenAPI definitions crdgen-core ships standing in for the Go
//! types, and the object about to be stored is checked by a table of cases of the
//! kind's Go validation (`pkg/apis/*/validation`), each with the server's field path
//! and message. Switched with the CRDs' enforcement,
//! [`FakeApiServer::set_schema_enforcement`]. The rule is never to refuse what the
//! server accepts: what the definitions call `required` only means "no `omitempty` in
//! Go" (the server decodes a missing value as the Go zero value and leaves it to the
//! Go validation to mind or not), so it is checked for its JSON type only; the table
//! holds only cases whose wording was checked against the Go source. What is checked,
//! with the server's status:
//!
//! - A value of the wrong JSON type (a string where an integer goes, an object where a
//!   list goes, an integer with a fraction or out of `int32` range, a quantity that
//!   does not parse): on create and update a 400 `BadRequest`, `Deployment in version
//!   "v1" cannot be handled as a Deployment: json: cannot unmarshal string into Go
//!   struct field DeploymentSpec.spec.replicas of type int32`; on a JSON, merge or
//!   strategic merge patch a 422 `Invalid` on the field `patch` (`"" is invalid:
//!   patch: Invalid value: "{…}": json: cannot unmarshal …`), as the patch handlers
//!   report it.
//! - `null` is the Go zero value, and is stored as Go stores it: a `null` map value or
//!   list item becomes its type's zero value (`""` in a config map's `data`, `{}` for a
//!   container, which is then refused for its missing name and image), a `null`
//!   required field too (an HTTP header's `value: null` is `""`), an optional one is
//!   left out.
//! - A field the kind does not have is dropped. With `fieldValidation` absent or
//!   `Warn` (the server's default, and kube's: `PostParams` never sends it, and
//!   `PatchParams` only with `validation_*`) each is a `Warning: 299 - "unknown field
//!   "spec.foo""` response header; `Ignore` drops it silently; `Strict` fails the
//!   request with a 400, `… cannot be handled as a Deployment: strict decoding error:
//!   unknown field "spec.foo"` (a patch: `strict decoding error: …` alone). Another
//!   `fieldValidation` value is a 422 on the options (`CreateOptions.meta.k8s.io ""
//!   is invalid: fieldValidation: Unsupported value: …`).
//! - Server-side apply of a configuration with a field the kind does not have fails
//!   whatever `fieldValidation` says, as structured-merge-diff's typed conversion
//!   fails it: a 500 with no reason, `failed to create typed patch object
//!   (default/web; apps/v1, Kind=Deployment): .spec.foo: field not declared in schema`
//!   (the first such field).
//! - The table's cases, a 422 `Invalid` with one cause per error, read after the
//!   server's defaulting (a missing `restartPolicy` is `Always`, a service port's
//!   `targetPort` its `port`, a role binding's `roleRef.apiGroup` RBAC's):
//!   - metadata: owner references need a version in `apiVersion`, a kind, a name and
//!     a uid (`metadata.ownerReferences.uid: Invalid value: "": uid must not be
//!     empty`);
//!   - pods and pod templates (in Pods, PodTemplates, Deployments, ReplicaSets,
//!     DaemonSets, Jobs, CronJobs and ReplicationControllers; a StatefulSet's pod spec
//!     is not validated by the server either): at least one container
//!     (`spec.containers: Required value`), container names unique, the restart
//!     policy one of the three; a container's name (required, a DNS-1123 label) and
//!     image (required, in templates too); a container port's `containerPort`
//!     (required, 1–65535) and `hostPort`; an env var's name (its value may be empty
//!     or missing); a volume's name (required, a DNS-1123 label) and source (`must
//!     specify a volume type`); the config map, secret, claim and host path a volume
//!     names, and its items' keys and paths; a volume mount's name (`Not found:
//!     "cache"` when no volume of the pod has it) and unique mount path;
//!   - services: ports unless headless or ExternalName, an ExternalName's name, port
//!     names (required with several ports, DNS-1123 labels, unique), port and target
//!     port numbers;
//!   - Deployments, ReplicaSets, StatefulSets, DaemonSets: the selector (missing —
//!     `spec.selector: Required value`, but not for DaemonSets; empty:
//!     `v1.LabelSelector{…}: empty selector is invalid for deployment`; not
//!     selecting the template's labels: `` `selector` does not match template
//!     `labels` ``) and a template restart policy of `Always`; Jobs and CronJobs'
//!     templates `OnFailure` or `Never` (so a Job must say which), a CronJob's
//!     schedule;
//!   - RBAC: a rule's verbs, and a resource rule's API groups and resources; a role
//!     binding's `roleRef` (API group, kind, name) and subjects (name, kind, API
//!     group, a service account's namespace in a ClusterRoleBinding);
//!   - Ingresses: an `http` rule's paths, a path's `pathType` and absolute path, a
//!     backend (a service with a name and a port name or number, or a resource).
//!
//!   Go validates the zero value of a struct field the body leaves out, and so does
//!   the fake where that is a struct value in Go (a Deployment without `spec` is
//!   refused for its selector, labels and containers). `status` is not checked, and a
//!   write through `/status` is not validated: the status strategies check status
//!   fields the table does not cover.
//!
//! Not checked, or not as the server words it:
//!
//! - The rest of each kind's Go validation (`ValidateDeployment`, `ValidatePod`, …):
//!   label and annotation syntax, env var name syntax, probes and lifecycle handlers,
//!   resource quantities and limits, security contexts, affinities and tolerations,
//!   more than one volume source, ephemeral containers, Ingress hosts and TLS, cron
//!   schedule syntax, RBAC name syntax, the kinds the table has no case for, and
//!   updates' immutable fields. No defaulting: fields the server fills in
//!   (`replicas: 1`, `imagePullPolicy`, `restartPolicy`, …) stay absent. A label
//!   selector that does not parse is not reported.
//! - With several errors, the fake lists them in the order its walk meets them (a
//!   struct's own cases, then its fields in name order); the server in the order its
//!   validation meets them (a pod's volumes before its containers). One error alone is
//!   worded as the server words it.
//! - The Go type in a decoding message is the OpenAPI type's (`string`, `int32`,
//!   `[]v1.Container`, `map[string]string`): a named Go type (`v1.RestartPolicy`,
//!   `v1.ResourceList`) is written as its underlying type; an integer literal with a
//!   fraction is quoted as serde_json writes it (`1e3` as `1000.0`). Timestamps are
//!   not parsed, nor `format: byte` strings as base64; duplicate fields cannot be
//!   seen in a parsed body.
//! - Server-side apply: a value of the wrong type is reported as on create (the server
//!   answers a 500 `failed to create typed patch object …: .spec.replicas: expected
//!   numeric (int or float), got string`). In a patch error the patched object is
//!   written as serde_json writes it, without the zero-valued fields Go's encoding of
//!   the stored object adds.
//! - A struct decoded from `null` is stored as `{}`, where Go's encoding writes its
//!   fields without `omitempty` at their zero values.
//! - Objects put in place with [`FakeApiServer::insert`] are never checked.
//!
//! # Garbage collector
//!
//! The effects of kube-controller-manager's garbage collector, computed after every
//! request that wrote something, before its response, until nothing is left to do
//! — so a test sees the cascaded state as soon as its delete returns:
//!
//! - An owner reference is resolved as the collector resolves it: its apiVersion
//!   and kind name a served resource, a namespaced owner is looked up in the
//!   dependent's namespace and a cluster-scoped one cluster-wide, and the stored
//!   object must have the reference's uid — else the owner is absent. A
//!   cluster-scoped dependent naming a namespaced owner is left alone.
//! - Background (no `propagationPolicy`: the default of custom resources and of
//!   every built-in served here; the server orphans by default only for
//!   replicationcontrollers and the old beta versions of apps kinds): a
//!   dependent none of whose owners exists any more is deleted as an ordinary delete
//!   with the policy its own finalizers ask for (Orphan, Foreground, else
//!   Background), so its finalizers hold it and its dependents follow. A dependent
//!   with another owner that still exists stays and loses only its references to
//!   owners that are gone (or deleting in the foreground).
//! - Foreground: the owner keeps deletionTimestamp and `foregroundDeletion` while
//!   its dependents are deleted (those with dependents of their own in the
//!   foreground too); the finalizer goes once no dependent whose reference has
//!   `blockOwnerDeletion: true` is left in storage, and the owner with it unless
//!   other finalizers hold it. A dependent that is also an owner of an object
//!   deleting in the foreground gets `blockOwnerDeletion: false` on its references
//!   first, as the collector breaks such cycles.
//! - Orphan: the owner's references are removed from its dependents, then the
//!   `orphan` finalizer goes; the dependents stay.
//! - The collector's writes are real writes: each bumps the resourceVersion, sends
//!   watch events and records managedFields for `generic-garbage-collector` (which
//!   owns nothing after a removal, so gets no entry). They are not client requests:
//!   no [`Action`] is recorded and no reactor sees them, as client-go's fake records
//!   only the requests made through it.
//! - [`FakeApiServer::set_garbage_collection`]`(false)` stops the automatic runs, to
//!   look at the state in between; [`FakeApiServer::collect_garbage`] runs it by
//!   hand. Objects put in place with [`FakeApiServer::insert`] are collected by the
//!   next write or `collect_garbage`, not by the insert.
//!
//! # Action log and reactors
//!
//! Every request is recorded as an [`Action`] (client-go's verb, resource,
//! subresource, namespace, name, plus body and selectors), and
//! [`FakeApiServer::prepend_reactor`] can answer requests before the server does —
//! typically to inject an error, such as a 409 on the next update.

#![warn(missing_docs)]

mod action;
mod builtin;
mod builtin_kinds;
mod enforce;
mod fieldset;
mod filter;
mod gc;
mod ids;
mod managed;
mod object;
mod objectmeta;
mod patch;
mod read;
mod registry;
mod route;
mod scale;
mod service;
mod status;
mod store;
mod write;

use std::sync::{Arc, Mutex};

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use serde::Serialize;
use serde::de::DeserializeOwned;

use action::Reactor;
pub use action::{Action, Reaction};
use service::{FakeService, Shared, lock};
use status::Failure;
use store::{State, key_of};

/// The seed of [`FakeApiServer::new`]: names and uids are the same on every run.
const DEFAULT_SEED: u64 = 0x6b75_6265;

/// An in-memory API server; clones share the same state. See the [module
/// documentation](self) for what it does.
#[derive(Clone, Debug)]
pub struct FakeApiServer {
    shared: Arc<Shared>,
}

impl Default for FakeApiServer {
    fn default() -> Self {
        Self::new()
    }
}

impl FakeApiServer {
    /// A server with the built-in kinds registered and no objects.
    pub fn new() -> Self {
        Self::with_seed(DEFAULT_SEED)
    }

    /// A server whose generated names and uids come from `seed`.
    pub fn with_seed(seed: u64) -> Self {
        FakeApiServer {
            shared: Arc::new(Shared {
                state: Mutex::new(State::new(seed)),
                actions: Mutex::new(Vec::new()),
                reactors: Mutex::new(Vec::new()),
            }),
        }
    }

    /// Serves the CRD's kind at every served version, with its scope and each
    /// version's subresources (typically `register_crd(&Foo::crd())`).
    pub fn register_crd(&self, crd: &CustomResourceDefinition) {
        lock(&self.shared.state).registry.register_crd(crd);
    }

    /// Serves the CRD written as YAML (one document, comments allowed), as
    /// [`register_crd`](Self::register_crd) does: the fake clientset `crdgen generate`
    /// writes registers each kind's CRD from the very text written to the CRD file, so
    /// tests run against the CRD that is deployed. Fails when the text is not a CRD.
    pub fn register_crd_yaml(&self, yaml: &str) -> Result<(), CrdYamlError> {
        let crd: CustomResourceDefinition =
            serde_saphyr::from_str(yaml).map_err(|e| CrdYamlError(e.to_string()))?;
        self.register_crd(&crd);
        Ok(())
    }

    /// A `kube::Client` whose requests this server answers; its default namespace is
    /// `default`. Call it inside a tokio runtime: kube's client spawns its request
    /// buffer there.
    pub fn client(&self) -> kube::Client {
        kube::Client::new(
            FakeService {
                shared: self.shared.clone(),
            },
            "default",
        )
    }

    /// Puts an object in place as a test fixture, like client-go's `tracker.Add`: no
    /// action is recorded and status, uid, timestamps and managedFields are kept as
    /// given (a resourceVersion is replaced). Without managedFields, the first
    /// server-side apply hands the fixture's fields to `before-first-apply`, as the
    /// server does for objects written before field tracking. Returns the stored
    /// object.
    pub fn insert<K>(&self, object: &K) -> kube::Result<K>
    where
        K: Serialize + DeserializeOwned + kube::Resource<DynamicType = ()>,
    {
        let value = serde_json::to_value(object).map_err(kube::Error::SerdeError)?;
        let mut state = lock(&self.shared.state);
        let info = resource_info::<K>(&state)?;
        let namespace = object.meta().namespace.clone();
        if info.namespaced && namespace.is_none() {
            return Err(api_error(&Failure::bad_request(format!(
                "{} {:?} needs a namespace",
                info.kind,
                object.meta().name.as_deref().unwrap_or("")
            ))));
        }
        let written = state
            .create(
                &info,
                namespace.as_deref(),
                value,
                false,
                write::Tracking::Seed,
                &enforce::Decoding::INTERNAL,
            )
            .map_err(|f| api_error(&f))?;
        serde_json::from_value(written.body).map_err(kube::Error::SerdeError)
    }

    /// The stored object, read without recording an action.
    pub fn get<K>(&self, namespace: Option<&str>, name: &str) -> Option<K>
    where
        K: DeserializeOwned + kube::Resource<DynamicType = ()>,
    {
        let state = lock(&self.shared.state);
        let info = resource_info::<K>(&state).ok()?;
        let object = state.stored(&info, &key_of(&info, namespace, name))?;
        serde_json::from_value(State::present(&info, object)).ok()
    }

    /// Every stored object of the kind, in (namespace, name) order, read without
    /// recording an action.
    pub fn list<K>(&self, namespace: Option<&str>) -> Vec<K>
    where
        K: DeserializeOwned + kube::Resource<DynamicType = ()>,
    {
        let state = lock(&self.shared.state);
        let Ok(info) = resource_info::<K>(&state) else {
            return Vec::new();
        };
        let filter = filter::Filter::namespace(namespace.map(str::to_owned));
        state
            .selected(&info, &filter)
            .into_iter()
            .filter_map(|(_, o)| serde_json::from_value(State::present(&info, &o)).ok())
            .collect()
    }

    /// The requests received so far, oldest first.
    pub fn actions(&self) -> Vec<Action> {
        lock(&self.shared.actions).clone()
    }

    /// Forgets the recorded requests.
    pub fn clear_actions(&self) {
        lock(&self.shared.actions).clear();
    }

    /// Lets `reactor` answer requests for `verb` on `resource` before the reactors
    /// added earlier and before the server (client-go's `PrependReactor`). `"*"`
    /// matches any verb or resource; `"deployments/status"` matches a subresource.
    /// Returning `None` passes the request on.
    ///
    /// ```
    /// # let server = crdgen_fake::FakeApiServer::new();
    /// // A 409 on the next update only.
    /// let mut fired = false;
    /// server.prepend_reactor("update", "deployments", move |_| {
    ///     if std::mem::replace(&mut fired, true) {
    ///         return None;
    ///     }
    ///     let mut status = kube::core::Status::failure("conflict", "Conflict");
    ///     status.code = 409;
    ///     Some(Err(status.boxed()))
    /// });
    /// ```
    pub fn prepend_reactor<F>(&self, verb: &str, resource: &str, reactor: F)
    where
        F: FnMut(&Action) -> Reaction + Send + 'static,
    {
        lock(&self.shared.reactors).insert(
            0,
            Reactor {
                verb: verb.to_owned(),
                resource: resource.to_owned(),
                react: Arc::new(Mutex::new(Box::new(reactor))),
            },
        );
    }

    /// Turns the garbage collector on (the default) or off. While on, it runs to a
    /// fixed point after every request that writes, before the response; while
    /// off, owner references and the `orphan` and `foregroundDeletion` finalizers
    /// stay as they are until [`FakeApiServer::collect_garbage`], so a test can
    /// look at the state in between. Turning it on collects nothing by itself.
    pub fn set_garbage_collection(&self, enabled: bool) {
        lock(&self.shared.state).garbage_collection = enabled;
    }

    /// Turns enforcement of schemas on (the default) or off, for custom resources
    /// and built-in kinds alike. While on, create, update, patch (every type),
    /// server-side apply and `/status` and `/scale` writes of a custom resource are
    /// pruned, defaulted and validated against its CRD version's schema as
    /// kube-apiserver does (`crdgen_apiserver`), CEL rules included; a rejection is a
    /// 422 `Invalid` Status whose causes carry the server's field paths and messages.
    /// Writes of built-in kinds are decoded as the server decodes them (wrong JSON
    /// types, unknown fields, `null`) and checked by the fake's table of cases of
    /// their Go validation (see "Built-in kinds" in the [module documentation](self)).
    /// Off, objects are stored as sent.
    /// Objects put in place with [`FakeApiServer::insert`] are never enforced.
    pub fn set_schema_enforcement(&self, enabled: bool) {
        lock(&self.shared.state)
            .registry
            .set_schema_enforcement(enabled);
    }

    /// Runs the garbage collector now, to a fixed point, whether it is switched on
    /// or not. Its writes record no action and reach no reactor.
    pub fn collect_garbage(&self) {
        lock(&self.shared.state).collect_garbage();
    }

    /// The current resourceVersion (the last one a write produced).
    pub fn resource_version(&self) -> String {
        lock(&self.shared.state).revision.to_string()
    }

    /// Stops the clock at `now` for creationTimestamp and deletionTimestamp (`None`:
    /// the system clock again).
    pub fn freeze_time(&self, now: Option<k8s_openapi::jiff::Timestamp>) {
        lock(&self.shared.state).ids.freeze(now);
    }

    /// Forgets the change history, as an etcd compaction does: watches from a
    /// resourceVersion before now get a 410 Expired event.
    pub fn compact(&self) {
        lock(&self.shared.state).compact();
    }
}

fn resource_info<K>(state: &State) -> kube::Result<registry::ResourceInfo>
where
    K: kube::Resource<DynamicType = ()>,
{
    let (group, version, plural) = (K::group(&()), K::version(&()), K::plural(&()));
    state
        .registry
        .get(&group, &version, &plural)
        .cloned()
        .ok_or_else(|| {
            let mut status = kube::core::Status::failure(
                &format!(
                    "the server could not find the requested resource ({plural}.{group}/{version} is not registered)"
                ),
                "NotFound",
            );
            status.code = 404;
            kube::Error::Api(status.boxed())
        })
}

fn api_error(failure: &Failure) -> kube::Error {
    let status = failure
        .to_status()
        .and_then(|s| serde_json::from_value::<kube::core::Status>(s).ok())
        .unwrap_or_else(|| {
            let mut s = kube::core::Status::failure("404 page not found", "NotFound");
            s.code = failure.code();
            s
        });
    kube::Error::Api(status.boxed())
}

/// Why [`FakeApiServer::register_crd_yaml`] could not read its text as a
/// `CustomResourceDefinition`: the YAML parser's message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrdYamlError(String);

impl std::fmt::Display for CrdYamlError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "not a CustomResourceDefinition: {}", self.0)
    }
}

impl std::error::Error for CrdYamlError {}
