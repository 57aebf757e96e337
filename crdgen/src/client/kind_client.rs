//! The handle generated clients are aliases of: [`KindClient`], every verb's signature
//! written once, each method available only where the kind's marker type has the
//! capability ([`verbs`](super::verbs)) and the handle's [`scope`] allows it. A generated
//! module then holds `pub type MemcachedClient = KindClient<MemcachedVerbs, Namespaced>;`
//! and one-line capability impls, as client-go's gentype wrappers hold a few lines per
//! kind; a fix here reaches every kind without regenerating anything.

use std::fmt::Debug;
use std::marker::PhantomData;

use k8s_openapi::NamespaceResourceScope;
use kube::api::{DeleteParams, ListParams, ObjectList, Patch, PatchParams, PostParams};
use kube::core::Status;
use kube::core::object::HasStatus;
use kube::{Api, Client, Resource, Result};
use serde::Serialize;

use super::apply::ApplyConfiguration;
use super::typed::{Either, Scale, TypedClient, WatchStream};
use super::verbs::{self, Kind};

/// Where a handle's requests go: one namespace, every namespace, or a cluster-scoped
/// kind's objects.
pub mod scope {
    mod sealed {
        pub trait Sealed {}
    }

    /// The objects of one namespace (a namespaced kind).
    #[derive(Debug, Clone, Copy)]
    pub enum Namespaced {}

    /// The objects of every namespace (a namespaced kind): list and watch only.
    #[derive(Debug, Clone, Copy)]
    pub enum AllNamespaces {}

    /// The objects of a cluster-scoped kind.
    #[derive(Debug, Clone, Copy)]
    pub enum Cluster {}

    /// A scope where objects have one address: reads by name and writes need it, so an
    /// all-namespaces handle has neither.
    #[diagnostic::on_unimplemented(
        message = "an all-namespaces client only lists and watches",
        label = "this needs one namespace",
        note = "reads by name and writes go to one namespace: use the kind's per-namespace client (`<plural>(namespace)` on its group-version client)"
    )]
    pub trait Single: sealed::Sealed {}

    impl sealed::Sealed for Namespaced {}
    impl sealed::Sealed for AllNamespaces {}
    impl sealed::Sealed for Cluster {}
    impl Single for Namespaced {}
    impl Single for Cluster {}
}

use scope::Single;

/// A client of one kind version (`V`, its generated marker type) in one scope (`S`):
/// the methods are [`TypedClient`]'s, each present when `V` allows its verb and `S` its
/// address. Generated code names it through aliases (`MemcachedClient`,
/// `MemcachedAllNamespacesClient`).
pub struct KindClient<V: Kind, S> {
    inner: TypedClient<V::Object>,
    scope: PhantomData<fn() -> S>,
}

impl<V: Kind, S> Clone for KindClient<V, S> {
    fn clone(&self) -> Self {
        KindClient {
            inner: self.inner.clone(),
            scope: PhantomData,
        }
    }
}

impl<V: Kind, S> Debug for KindClient<V, S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KindClient")
            .field("inner", &self.inner)
            .finish()
    }
}

impl<V: Kind> KindClient<V, scope::Namespaced> {
    /// The objects in `namespace`.
    pub fn new(client: Client, namespace: &str) -> Self
    where
        V::Object: Resource<Scope = NamespaceResourceScope>,
    {
        Self::from_typed(TypedClient::namespaced(client, namespace))
    }
}

impl<V: Kind> KindClient<V, scope::AllNamespaces> {
    /// The objects of every namespace.
    pub fn new(client: Client) -> Self {
        Self::from_typed(TypedClient::all(client))
    }
}

impl<V: Kind> KindClient<V, scope::Cluster> {
    /// The objects of the cluster.
    pub fn new(client: Client) -> Self {
        Self::from_typed(TypedClient::all(client))
    }
}

impl<V: Kind, S> KindClient<V, S> {
    fn from_typed(inner: TypedClient<V::Object>) -> Self {
        KindClient {
            inner,
            scope: PhantomData,
        }
    }

    /// The generic client underneath, with every verb: the way out for a call the kind's
    /// marker leaves out on purpose.
    pub fn typed(&self) -> &TypedClient<V::Object> {
        &self.inner
    }

    /// The underlying `kube::Api`.
    pub fn api(&self) -> &Api<V::Object> {
        self.inner.api()
    }

    /// Reads an object; a missing one is a 404 `kube::Error::Api`.
    pub async fn get(&self, name: &str) -> Result<V::Object>
    where
        V: verbs::Get,
        S: Single,
    {
        self.inner.get(name).await
    }

    /// Reads an object; a missing one is `None`.
    pub async fn get_opt(&self, name: &str) -> Result<Option<V::Object>>
    where
        V: verbs::Get,
        S: Single,
    {
        self.inner.get_opt(name).await
    }

    /// Lists objects.
    pub async fn list(&self, params: &ListParams) -> Result<ObjectList<V::Object>>
    where
        V: verbs::List,
    {
        self.inner.list(params).await
    }

    /// Watches objects from `resource_version` (`"0"`: from any cached state).
    pub async fn watch(
        &self,
        params: &kube::api::WatchParams,
        resource_version: &str,
    ) -> Result<WatchStream<V::Object>>
    where
        V: verbs::Watch,
    {
        self.inner.watch(params, resource_version).await
    }

    /// Creates an object.
    pub async fn create(&self, params: &PostParams, object: &V::Object) -> Result<V::Object>
    where
        V: verbs::Create,
        S: Single,
    {
        self.inner.create(params, object).await
    }

    /// Replaces an object; a stale `metadata.resourceVersion` is a 409 Conflict.
    pub async fn replace(
        &self,
        name: &str,
        params: &PostParams,
        object: &V::Object,
    ) -> Result<V::Object>
    where
        V: verbs::Replace,
        S: Single,
    {
        self.inner.replace(name, params, object).await
    }

    /// Adds `finalizer` to the object unless it is there, retrying on 409 Conflict
    /// ([`TypedClient::add_finalizer`]).
    pub async fn add_finalizer(&self, name: &str, finalizer: &str) -> Result<V::Object>
    where
        V: verbs::Get + verbs::Replace,
        S: Single,
    {
        self.inner.add_finalizer(name, finalizer).await
    }

    /// Removes `finalizer` from the object if it is there, retrying on 409 Conflict;
    /// `None` when the object is gone ([`TypedClient::remove_finalizer`]).
    pub async fn remove_finalizer(&self, name: &str, finalizer: &str) -> Result<Option<V::Object>>
    where
        V: verbs::Get + verbs::Replace,
        S: Single,
    {
        self.inner.remove_finalizer(name, finalizer).await
    }

    /// Patches an object (merge, strategic merge, JSON or apply patch).
    pub async fn patch<P: Serialize + Debug>(
        &self,
        name: &str,
        params: &PatchParams,
        patch: &Patch<P>,
    ) -> Result<V::Object>
    where
        V: verbs::Patch,
        S: Single,
    {
        self.inner.patch(name, params, patch).await
    }

    /// Server-side applies the fields `config` sets as `field_manager` (the object's name
    /// is `config`'s); `force` takes over fields other managers own.
    pub async fn apply<A>(&self, config: &A, field_manager: &str, force: bool) -> Result<V::Object>
    where
        A: ApplyConfiguration<Object = V::Object>,
        V: verbs::Apply,
        S: Single,
    {
        self.inner
            .apply_configuration(config, field_manager, force)
            .await
    }

    /// Deletes an object: `Left` while finalizers hold it, `Right` once gone.
    pub async fn delete(
        &self,
        name: &str,
        params: &DeleteParams,
    ) -> Result<Either<V::Object, Status>>
    where
        V: verbs::Delete,
        S: Single,
    {
        self.inner.delete(name, params).await
    }

    /// Deletes every object `list` selects.
    pub async fn delete_collection(
        &self,
        params: &DeleteParams,
        list: &ListParams,
    ) -> Result<Either<ObjectList<V::Object>, Status>>
    where
        V: verbs::DeleteCollection,
        S: Single,
    {
        self.inner.delete_collection(params, list).await
    }

    /// Replaces the status through the status subresource.
    pub async fn replace_status(
        &self,
        name: &str,
        params: &PostParams,
        object: &V::Object,
    ) -> Result<V::Object>
    where
        V: verbs::ReplaceStatus,
        S: Single,
    {
        self.inner.replace_status(name, params, object).await
    }

    /// Merge-patches the status through the status subresource with `status`.
    pub async fn patch_status(
        &self,
        name: &str,
        status: &<V::Object as HasStatus>::Status,
    ) -> Result<V::Object>
    where
        V: verbs::PatchStatus,
        <V::Object as HasStatus>::Status: Serialize,
        S: Single,
    {
        self.inner.patch_status(name, status).await
    }

    /// Server-side applies the status fields `config` sets as `field_manager`, through
    /// the status subresource.
    pub async fn apply_status<A>(
        &self,
        config: &A,
        field_manager: &str,
        force: bool,
    ) -> Result<V::Object>
    where
        A: ApplyConfiguration<Object = V::Object>,
        V: verbs::ApplyStatus,
        S: Single,
    {
        self.inner
            .apply_status_configuration(config, field_manager, force)
            .await
    }

    /// Reads the scale subresource.
    pub async fn get_scale(&self, name: &str) -> Result<Scale>
    where
        V: verbs::GetScale,
        S: Single,
    {
        self.inner.get_scale(name).await
    }

    /// Replaces the scale subresource.
    pub async fn replace_scale(
        &self,
        name: &str,
        params: &PostParams,
        scale: &Scale,
    ) -> Result<Scale>
    where
        V: verbs::ReplaceScale,
        S: Single,
    {
        self.inner.replace_scale(name, params, scale).await
    }

    /// Patches the scale subresource.
    pub async fn patch_scale<P: Serialize + Debug>(
        &self,
        name: &str,
        params: &PatchParams,
        patch: &Patch<P>,
    ) -> Result<Scale>
    where
        V: verbs::PatchScale,
        S: Single,
    {
        self.inner.patch_scale(name, params, patch).await
    }
}
