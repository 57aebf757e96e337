//! Listers: client-go's read side of an informer cache, over kube's reflector
//! [`Store`]. Reads never go to the API server; the informer that fills the store keeps
//! them fresh.

use std::cmp::Ordering;
use std::fmt;
use std::sync::Arc;

use kube::core::Status;
use kube::core::response::StatusDetails;
use kube::runtime::reflector::{ObjectRef, Store, store::Writer};
use kube::runtime::watcher;
use kube::{Resource, ResourceExt};

use super::selector::LabelSelector;

/// Lists and gets objects of kind `K` from a reflector store.
///
/// Results are snapshots (`Arc`s of the cached objects): cheap to take, never updated
/// in place. Lists are sorted by namespace, then name, so callers see a stable order.
pub struct Lister<K>
where
    K: Resource<DynamicType = ()> + Clone + 'static,
{
    store: Store<K>,
}

impl<K> Clone for Lister<K>
where
    K: Resource<DynamicType = ()> + Clone + 'static,
{
    fn clone(&self) -> Self {
        Lister {
            store: self.store.clone(),
        }
    }
}

impl<K> fmt::Debug for Lister<K>
where
    K: Resource<DynamicType = ()> + Clone + 'static,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Lister")
            .field("kind", &K::kind(&()))
            .field("objects", &self.store.len())
            .finish()
    }
}

impl<K> Lister<K>
where
    K: Resource<DynamicType = ()> + Clone + 'static,
{
    /// A lister over `store` (e.g. from [`kube::runtime::reflector::store`]).
    pub fn new(store: Store<K>) -> Self {
        Lister { store }
    }

    /// A lister holding exactly `objects`, already synced: for tests of code that takes
    /// a lister. A later object with the same namespace and name replaces an earlier one.
    pub fn from_objects(objects: impl IntoIterator<Item = K>) -> Self {
        let mut writer = Writer::<K>::default();
        // A full initial list, as the watcher delivers it, so the store is also ready.
        writer.apply_watcher_event(&watcher::Event::Init);
        for object in objects {
            writer.apply_watcher_event(&watcher::Event::InitApply(object));
        }
        writer.apply_watcher_event(&watcher::Event::InitDone);
        Lister::new(writer.as_reader())
    }

    /// Waits until the store holds the informer's initial list (at once for
    /// [`Lister::from_objects`]). `false` if the informer stopped before that.
    pub async fn wait_until_synced(&self) -> bool {
        self.store.wait_until_ready().await.is_ok()
    }

    /// The store this lister reads.
    pub fn store(&self) -> &Store<K> {
        &self.store
    }

    /// Every object, in every namespace, whose labels match `selector`, sorted by
    /// namespace, then name.
    pub fn list(&self, selector: &LabelSelector) -> Vec<Arc<K>> {
        sorted(
            self.store
                .state_filter(|object| selector.matches(object.labels())),
        )
    }

    /// The objects of one namespace.
    pub fn namespace(&self, namespace: &str) -> NamespaceLister<K> {
        NamespaceLister {
            store: self.store.clone(),
            namespace: namespace.to_owned(),
        }
    }

    /// The cluster-scoped object `name`, if it is in the cache.
    pub fn get(&self, name: &str) -> Option<Arc<K>> {
        self.store
            .get(&ObjectRef::new(name))
            .filter(|object| object.meta().namespace.is_none())
    }

    /// The cluster-scoped object `name`, or the 404 the API server would answer, as
    /// client-go's listers do: `kube::Error::Api` with reason `NotFound` and the message
    /// `<plural>.<group> "<name>" not found`.
    pub fn try_get(&self, name: &str) -> kube::Result<Arc<K>> {
        self.get(name).ok_or_else(|| not_found::<K>(name))
    }
}

/// Lists and gets the objects of kind `K` in one namespace.
pub struct NamespaceLister<K>
where
    K: Resource<DynamicType = ()> + Clone + 'static,
{
    store: Store<K>,
    namespace: String,
}

impl<K> Clone for NamespaceLister<K>
where
    K: Resource<DynamicType = ()> + Clone + 'static,
{
    fn clone(&self) -> Self {
        NamespaceLister {
            store: self.store.clone(),
            namespace: self.namespace.clone(),
        }
    }
}

impl<K> fmt::Debug for NamespaceLister<K>
where
    K: Resource<DynamicType = ()> + Clone + 'static,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("NamespaceLister")
            .field("kind", &K::kind(&()))
            .field("namespace", &self.namespace)
            .finish()
    }
}

impl<K> NamespaceLister<K>
where
    K: Resource<DynamicType = ()> + Clone + 'static,
{
    /// The namespace this lister reads.
    pub fn namespace(&self) -> &str {
        &self.namespace
    }

    /// The objects of this namespace whose labels match `selector`, sorted by name.
    pub fn list(&self, selector: &LabelSelector) -> Vec<Arc<K>> {
        sorted(self.store.state_filter(|object| {
            object.meta().namespace.as_deref() == Some(self.namespace.as_str())
                && selector.matches(object.labels())
        }))
    }

    /// The object `name` of this namespace, if it is in the cache.
    pub fn get(&self, name: &str) -> Option<Arc<K>> {
        self.store
            .get(&ObjectRef::new(name).within(&self.namespace))
            // The store falls back to a cluster-scoped key; a namespace lister must not.
            .filter(|object| object.meta().namespace.as_deref() == Some(self.namespace.as_str()))
    }

    /// The object `name` of this namespace, or the API server's 404 (see
    /// [`Lister::try_get`]).
    pub fn try_get(&self, name: &str) -> kube::Result<Arc<K>> {
        self.get(name).ok_or_else(|| not_found::<K>(name))
    }
}

fn sorted<K: Resource>(mut objects: Vec<Arc<K>>) -> Vec<Arc<K>> {
    objects.sort_by(|a, b| by_namespace_and_name(a.as_ref(), b.as_ref()));
    objects
}

fn by_namespace_and_name<K: Resource>(a: &K, b: &K) -> Ordering {
    let (a, b) = (a.meta(), b.meta());
    (&a.namespace, &a.name).cmp(&(&b.namespace, &b.name))
}

/// client-go's `errors.NewNotFound(schema.GroupResource{…}, name)`.
fn not_found<K: Resource<DynamicType = ()>>(name: &str) -> kube::Error {
    let plural = K::plural(&());
    let group = K::group(&());
    let resource = if group.is_empty() {
        plural.to_string()
    } else {
        format!("{plural}.{group}")
    };
    let status = Status::failure(&format!("{resource} {name:?} not found"), "NotFound")
        .with_code(404)
        .with_details(StatusDetails {
            name: name.to_owned(),
            group: group.to_string(),
            kind: plural.to_string(),
            uid: String::new(),
            causes: Vec::new(),
            retry_after_seconds: 0,
        });
    kube::Error::Api(status.boxed())
}
