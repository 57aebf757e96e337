//! The generic typed client: every verb's body, once, over `kube::Api<K>`.
//!
//! Generated clients are aliases of [`KindClient`](super::KindClient), which wraps a
//! [`TypedClient`] and exposes only the methods a kind's scope, subresources and verb
//! markers allow; the bodies live here so the generated code stays thin and a fix
//! reaches every kind.

use std::fmt::Debug;

use futures::StreamExt as _;
use futures::stream::BoxStream;
use k8s_openapi::NamespaceResourceScope;
use kube::api::{
    Api, DeleteParams, ListParams, ObjectList, Patch, PatchParams, PostParams, WatchEvent,
    WatchParams,
};
use kube::core::Status;
use kube::{Client, Resource, Result};
use serde::Serialize;
use serde::de::DeserializeOwned;

// kube's trait, not crdgen's: crdgen's derive implements both (feature `kube`, which
// `client` turns on), kube-derive's root types only kube's.
use kube::core::object::HasStatus;

/// What a typed client needs of a kind: what `#[derive(CustomResource)]` gives every
/// root type (and what k8s-openapi's built-in kinds have too).
pub trait Object:
    Resource<DynamicType = ()> + Clone + Debug + Serialize + DeserializeOwned + Send + Sync + 'static
{
}

impl<K> Object for K where
    K: Resource<DynamicType = ()>
        + Clone
        + Debug
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + 'static
{
}

/// A watch's events, boxed so generated clients can name the type.
pub type WatchStream<K> = BoxStream<'static, Result<WatchEvent<K>>>;

/// `delete`'s answer: the object while it lingers, or the API server's status.
pub use either::Either;

/// The scale subresource's object (`autoscaling/v1` `Scale`).
pub use k8s_openapi::api::autoscaling::v1::Scale;

/// A client for one kind in one namespace, across all namespaces, or cluster-wide,
/// with every verb. Generated clients narrow it down to what the kind allows.
pub struct TypedClient<K> {
    api: Api<K>,
}

impl<K: Clone> Clone for TypedClient<K> {
    fn clone(&self) -> Self {
        TypedClient {
            api: self.api.clone(),
        }
    }
}

impl<K> Debug for TypedClient<K> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TypedClient")
            .field("api", &self.api)
            .finish()
    }
}

impl<K: Object> TypedClient<K> {
    /// Objects of a namespaced kind in `namespace`.
    pub fn namespaced(client: Client, namespace: &str) -> Self
    where
        K: Resource<Scope = NamespaceResourceScope>,
    {
        TypedClient {
            api: Api::namespaced(client, namespace),
        }
    }

    /// Objects of a namespaced kind in every namespace, or of a cluster-scoped kind.
    pub fn all(client: Client) -> Self {
        TypedClient {
            api: Api::all(client),
        }
    }

    /// A client over an existing `Api`.
    pub fn from_api(api: Api<K>) -> Self {
        TypedClient { api }
    }

    /// The underlying `kube::Api`.
    pub fn api(&self) -> &Api<K> {
        &self.api
    }

    /// Reads an object; a missing one is a 404 `kube::Error::Api`.
    pub async fn get(&self, name: &str) -> Result<K> {
        self.api.get(name).await
    }

    /// Reads an object; a missing one is `None`.
    pub async fn get_opt(&self, name: &str) -> Result<Option<K>> {
        self.api.get_opt(name).await
    }

    /// Lists objects.
    pub async fn list(&self, params: &ListParams) -> Result<ObjectList<K>> {
        self.api.list(params).await
    }

    /// Watches objects from `resource_version` (`"0"`: from any cached state).
    pub async fn watch(
        &self,
        params: &WatchParams,
        resource_version: &str,
    ) -> Result<WatchStream<K>> {
        Ok(self.api.watch(params, resource_version).await?.boxed())
    }

    /// Creates an object.
    pub async fn create(&self, params: &PostParams, object: &K) -> Result<K> {
        self.api.create(params, object).await
    }

    /// Replaces an object (HTTP PUT); its `metadata.resourceVersion`, when set, must be
    /// current or the API server answers 409 Conflict.
    pub async fn replace(&self, name: &str, params: &PostParams, object: &K) -> Result<K> {
        self.api.replace(name, params, object).await
    }

    /// Patches an object (merge, strategic merge, JSON or apply patch).
    pub async fn patch<P: Serialize + Debug>(
        &self,
        name: &str,
        params: &PatchParams,
        patch: &Patch<P>,
    ) -> Result<K> {
        self.api.patch(name, params, patch).await
    }

    /// Server-side apply of `object` as `field_manager`; `force` takes over fields
    /// other managers own instead of failing with 409 Conflict.
    pub async fn apply(
        &self,
        name: &str,
        object: &K,
        field_manager: &str,
        force: bool,
    ) -> Result<K> {
        let params = apply_params(field_manager, force);
        self.api.patch(name, &params, &Patch::Apply(object)).await
    }

    /// Server-side apply of an apply configuration as `field_manager` (kube's
    /// `PatchParams::apply`, `force` taking over fields other managers own instead of
    /// failing with 409 Conflict): only the fields `config` sets are sent, so the
    /// manager owns exactly those. The object's name is the configuration's
    /// `metadata.name`; without one the call fails before any request.
    pub async fn apply_configuration<A>(
        &self,
        config: &A,
        field_manager: &str,
        force: bool,
    ) -> Result<K>
    where
        A: crate::client::apply::ApplyConfiguration<Object = K>,
    {
        let name = crate::client::apply::name_of(config)?;
        let params = apply_params(field_manager, force);
        self.api.patch(name, &params, &Patch::Apply(config)).await
    }

    /// Server-side apply of an apply configuration through the status subresource, as
    /// [`apply_configuration`](Self::apply_configuration): the API server takes only its
    /// `status` (client-go's `ApplyStatus`).
    pub async fn apply_status_configuration<A>(
        &self,
        config: &A,
        field_manager: &str,
        force: bool,
    ) -> Result<K>
    where
        K: HasStatus,
        A: crate::client::apply::ApplyConfiguration<Object = K>,
    {
        let name = crate::client::apply::name_of(config)?;
        let params = apply_params(field_manager, force);
        self.api
            .patch_status(name, &params, &Patch::Apply(config))
            .await
    }

    /// Deletes an object: `Left` is the object still there (finalizers pending or
    /// deletion in progress), `Right` the API server's status when it is gone.
    pub async fn delete(&self, name: &str, params: &DeleteParams) -> Result<Either<K, Status>> {
        self.api.delete(name, params).await
    }

    /// Deletes every object `list` selects.
    pub async fn delete_collection(
        &self,
        params: &DeleteParams,
        list: &ListParams,
    ) -> Result<Either<ObjectList<K>, Status>> {
        self.api.delete_collection(params, list).await
    }

    /// Replaces the status through the status subresource: only `object`'s status is
    /// written; its `metadata.resourceVersion`, when set, must be current.
    pub async fn replace_status(&self, name: &str, params: &PostParams, object: &K) -> Result<K>
    where
        K: HasStatus,
    {
        self.api.replace_status(name, params, object).await
    }

    /// Merge-patches the status through the status subresource with `status`: fields it
    /// leaves out (serialized as absent) keep their values, lists are replaced whole.
    pub async fn patch_status(&self, name: &str, status: &K::Status) -> Result<K>
    where
        K: HasStatus,
        K::Status: Serialize,
    {
        let patch = Patch::Merge(serde_json::json!({ "status": status }));
        self.api
            .patch_status(name, &PatchParams::default(), &patch)
            .await
    }

    /// Server-side apply of `status` through the status subresource as `field_manager`.
    pub async fn apply_status(
        &self,
        name: &str,
        status: &K::Status,
        field_manager: &str,
        force: bool,
    ) -> Result<K>
    where
        K: HasStatus,
        K::Status: Serialize,
    {
        let body = serde_json::json!({
            "apiVersion": K::api_version(&()),
            "kind": K::kind(&()),
            "metadata": { "name": name },
            "status": status,
        });
        let params = apply_params(field_manager, force);
        self.api
            .patch_status(name, &params, &Patch::Apply(body))
            .await
    }

    /// Reads the scale subresource.
    pub async fn get_scale(&self, name: &str) -> Result<Scale> {
        self.api.get_scale(name).await
    }

    /// Patches the scale subresource.
    pub async fn patch_scale<P: Serialize + Debug>(
        &self,
        name: &str,
        params: &PatchParams,
        patch: &Patch<P>,
    ) -> Result<Scale> {
        self.api.patch_scale(name, params, patch).await
    }

    /// Replaces the scale subresource.
    pub async fn replace_scale(
        &self,
        name: &str,
        params: &PostParams,
        scale: &Scale,
    ) -> Result<Scale> {
        self.api.replace_scale(name, params, scale).await
    }

    /// Adds `finalizer` to the object unless it is there, retrying on 409 Conflict as
    /// client-go's `retry.RetryOnConflict(retry.DefaultRetry, ...)`: each attempt reads
    /// the object afresh. Returns the object as last read or written.
    pub async fn add_finalizer(&self, name: &str, finalizer: &str) -> Result<K> {
        crate::client::finalizers::add(self, name, finalizer).await
    }

    /// Removes `finalizer` from the object if it is there, retrying on 409 Conflict as
    /// [`add_finalizer`](Self::add_finalizer) does. An object that is gone (perhaps
    /// deleted because this was its last finalizer) gives `None`.
    pub async fn remove_finalizer(&self, name: &str, finalizer: &str) -> Result<Option<K>> {
        crate::client::finalizers::remove(self, name, finalizer).await
    }
}

fn apply_params(field_manager: &str, force: bool) -> PatchParams {
    let params = PatchParams::apply(field_manager);
    if force { params.force() } else { params }
}
