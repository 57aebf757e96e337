//! Informers: a watch that keeps a [`Lister`]'s cache current (kube's `watcher` driving
//! a `reflector`), and client-go's `SharedInformerFactory`, which runs one watch per
//! (kind, namespace, label selector) however many parts of an operator ask for it.

use std::any::{Any, TypeId};
use std::collections::BTreeMap;
use std::fmt;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use futures::future::{self, BoxFuture};
use futures::{Stream, StreamExt};
use kube::core::NamespaceResourceScope;
use kube::runtime::reflector::{self, Store, store::Writer};
use kube::runtime::{WatchStreamExt, watcher};
use kube::{Api, Client, Resource};
use serde::de::DeserializeOwned;
use tokio::runtime::{Handle, TryCurrentError};
use tokio::task::JoinHandle;

use super::lister::Lister;
use super::selector::LabelSelector;

/// What an informer's kind must be: a typed kube resource that the watcher can decode and
/// that can cross threads.
pub trait InformerKind:
    Resource<DynamicType = ()> + Clone + DeserializeOwned + fmt::Debug + Send + Sync + 'static
{
}

impl<K> InformerKind for K where
    K: Resource<DynamicType = ()> + Clone + DeserializeOwned + fmt::Debug + Send + Sync + 'static
{
}

/// One watch of kind `K` and the cache it fills.
///
/// ```no_run
/// # async fn demo(client: kube::Client) {
/// use crdgen::client::informer::Informer;
/// use crdgen::client::selector::LabelSelector;
/// use k8s_openapi::api::core::v1::ConfigMap;
/// use kube::runtime::watcher;
///
/// let informer = Informer::new(
///     kube::Api::<ConfigMap>::namespaced(client, "default"),
///     watcher::Config::default().labels("app=web"),
/// );
/// let lister = informer.lister();
/// tokio::spawn(informer.run());
/// if lister.wait_until_synced().await {
///     let configs = lister.list(&LabelSelector::everything());
/// }
/// # }
/// ```
pub struct Informer<K: InformerKind> {
    api: Api<K>,
    config: watcher::Config,
    writer: Writer<K>,
}

impl<K: InformerKind> fmt::Debug for Informer<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Informer")
            .field("kind", &K::kind(&()))
            .field("namespace", &self.api.namespace())
            .field("config", &self.config)
            .finish()
    }
}

impl<K: InformerKind> Informer<K> {
    /// An informer for the objects `api` can list and watch (one namespace, or all with
    /// `Api::all`), restricted by `config`'s label and field selectors.
    pub fn new(api: Api<K>, config: watcher::Config) -> Self {
        Informer {
            api,
            config,
            writer: Writer::default(),
        }
    }

    /// An informer of a namespaced kind's objects in `namespace`, or in every namespace
    /// when `None`: what a generated group-version client's `<kind>_informer` returns.
    pub fn namespaced_or_all(
        client: Client,
        namespace: Option<&str>,
        config: watcher::Config,
    ) -> Self
    where
        K: Resource<Scope = NamespaceResourceScope>,
    {
        let api = match namespace {
            Some(ns) => Api::namespaced(client, ns),
            None => Api::all(client),
        };
        Informer::new(api, config)
    }

    /// A lister over this informer's cache; it sees objects once [`Informer::run`] runs.
    pub fn lister(&self) -> Lister<K> {
        Lister::new(self.writer.as_reader())
    }

    /// Waits until the initial list is in the cache. `false` if the informer stopped
    /// (was dropped, or its [`Informer::run`] future was) before that.
    pub async fn wait_until_synced(&self) -> bool {
        self.writer.as_reader().wait_until_ready().await.is_ok()
    }

    /// The watch as a stream: every event is applied to the cache before it is yielded,
    /// so a consumer (say, something that queues reconciles) reads a lister at least as
    /// fresh as the event. Errors are yielded and the watch retried with kube's default
    /// backoff. The stream never ends by itself.
    pub fn stream(
        self,
    ) -> impl Stream<Item = Result<watcher::Event<K>, watcher::Error>> + Send + 'static {
        reflector::reflector(
            self.writer,
            watcher(self.api, self.config).default_backoff(),
        )
    }

    /// The watch: lists, then watches, applying every change to the cache. Errors
    /// (a failed list, an expired resource version, a dropped connection) are logged and
    /// retried with kube's default backoff, as client-go's reflector retries. It never
    /// finishes by itself; drop it (or abort its task) to stop the watch.
    pub fn run(self) -> impl Future<Output = ()> + Send + 'static {
        let kind = K::kind(&()).into_owned();
        self.stream().for_each(move |event| {
            if let Err(error) = event {
                tracing::warn!(%error, kind = %kind, "watch failed; retrying");
            }
            future::ready(())
        })
    }
}

/// One watch per (kind, namespace, label selector), shared by everything that asks for
/// it, as client-go's `SharedInformerFactory`.
///
/// ```no_run
/// # async fn demo(client: kube::Client) -> Result<(), Box<dyn std::error::Error>> {
/// use crdgen::client::informer::SharedInformerFactory;
/// use crdgen::client::selector::LabelSelector;
/// use k8s_openapi::api::apps::v1::Deployment;
///
/// let factory = SharedInformerFactory::new(client);
/// let deployments = factory.lister::<Deployment>(Some("prod"), &LabelSelector::parse("app=web")?);
/// factory.start()?;
/// if factory.wait_for_cache_sync().await {
///     let web = deployments.namespace("prod").try_get("web")?;
/// }
/// factory.shutdown();
/// # Ok(())
/// # }
/// ```
///
/// Clones share the same informers. Dropping the last clone stops every watch, as
/// [`SharedInformerFactory::shutdown`] does.
#[derive(Clone)]
pub struct SharedInformerFactory {
    inner: Arc<Inner>,
}

struct Inner {
    client: Client,
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    informers: BTreeMap<Key, Entry>,
    /// Set by `start`; informers asked for later are spawned here at once.
    runtime: Option<Handle>,
    shut_down: bool,
}

/// The identity of a shared watch.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Key {
    kind: TypeId,
    namespace: Option<String>,
    /// The canonical text, so `b=1,a=1` and `a=1, b=1` share one watch.
    selector: String,
}

struct Entry {
    /// A `Lister<K>` for the `K` of the key.
    lister: Box<dyn Any + Send + Sync>,
    /// Resolves to whether the cache has synced.
    synced: Box<dyn Fn() -> BoxFuture<'static, bool> + Send + Sync>,
    /// The watch, until it is spawned.
    run: Option<BoxFuture<'static, ()>>,
    task: Option<JoinHandle<()>>,
}

impl fmt::Debug for SharedInformerFactory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let state = self.inner.lock();
        f.debug_struct("SharedInformerFactory")
            .field("informers", &state.informers.len())
            .field("started", &state.runtime.is_some())
            .field("shut_down", &state.shut_down)
            .finish()
    }
}

impl Inner {
    fn lock(&self) -> MutexGuard<'_, State> {
        // Nothing user-supplied runs under the lock, so a poisoned one still holds
        // consistent state.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Drop for Inner {
    fn drop(&mut self) {
        shut_down(&mut self.state.lock().unwrap_or_else(PoisonError::into_inner));
    }
}

fn shut_down(state: &mut State) {
    state.shut_down = true;
    for entry in state.informers.values_mut() {
        // Dropping an unstarted watch drops its store writer, so waiters see `false`.
        entry.run = None;
        if let Some(task) = &entry.task {
            task.abort();
        }
    }
}

impl SharedInformerFactory {
    /// A factory whose informers use `client`. Nothing is watched until
    /// [`SharedInformerFactory::start`].
    pub fn new(client: Client) -> Self {
        SharedInformerFactory {
            inner: Arc::new(Inner {
                client,
                state: Mutex::new(State::default()),
            }),
        }
    }

    /// The lister of the shared informer for namespaced kind `K` in `namespace` (`None`:
    /// all namespaces) restricted to `selector`. Asking again with the same kind,
    /// namespace and (equivalent) selector returns a lister over the same cache. After
    /// [`SharedInformerFactory::start`], a new informer starts at once.
    pub fn lister<K>(&self, namespace: Option<&str>, selector: &LabelSelector) -> Lister<K>
    where
        K: InformerKind + Resource<Scope = NamespaceResourceScope>,
    {
        self.shared(namespace, selector, |client| match namespace {
            Some(namespace) => Api::namespaced(client, namespace),
            None => Api::all(client),
        })
    }

    /// The lister of the shared informer for `K` across the cluster: the way to watch a
    /// cluster-scoped kind (for a namespaced kind it is `lister(None, selector)`).
    pub fn cluster_lister<K: InformerKind>(&self, selector: &LabelSelector) -> Lister<K> {
        self.shared(None, selector, Api::all)
    }

    fn shared<K: InformerKind>(
        &self,
        namespace: Option<&str>,
        selector: &LabelSelector,
        api: impl FnOnce(Client) -> Api<K>,
    ) -> Lister<K> {
        let key = Key {
            kind: TypeId::of::<K>(),
            namespace: namespace.map(str::to_owned),
            selector: selector.to_string(),
        };
        let mut state = self.inner.lock();
        if let Some(lister) = state
            .informers
            .get(&key)
            .and_then(|entry| entry.lister.downcast_ref::<Lister<K>>())
        {
            return lister.clone();
        }
        let mut config = watcher::Config::default();
        if !selector.is_everything() {
            config = config.labels(&key.selector);
        }
        let informer = Informer::new(api(self.inner.client.clone()), config);
        let lister = informer.lister();
        let store: Store<K> = lister.store().clone();
        let mut entry = Entry {
            lister: Box::new(lister.clone()),
            synced: Box::new(move || {
                let store = store.clone();
                Box::pin(async move { store.wait_until_ready().await.is_ok() })
            }),
            run: Some(Box::pin(informer.run())),
            task: None,
        };
        if state.shut_down {
            entry.run = None;
        } else if let Some(runtime) = &state.runtime {
            entry.task = entry.run.take().map(|run| runtime.spawn(run));
        }
        state.informers.insert(key, entry);
        lister
    }

    /// Starts every informer not yet running on the current tokio runtime; informers
    /// asked for later start at once. Calling it again starts only new ones; after
    /// [`SharedInformerFactory::shutdown`] it does nothing. Fails outside a tokio runtime.
    pub fn start(&self) -> Result<(), TryCurrentError> {
        let runtime = Handle::try_current()?;
        let mut state = self.inner.lock();
        if state.shut_down {
            return Ok(());
        }
        for entry in state.informers.values_mut() {
            if let Some(run) = entry.run.take() {
                entry.task = Some(runtime.spawn(run));
            }
        }
        state.runtime = Some(runtime);
        Ok(())
    }

    /// Waits until every started informer has its initial list in its cache. `false`
    /// if one stopped first (the factory was shut down). Informers not started are not
    /// waited for, as in client-go.
    pub async fn wait_for_cache_sync(&self) -> bool {
        let waits: Vec<_> = {
            let state = self.inner.lock();
            state
                .informers
                .values()
                .filter(|entry| entry.task.is_some())
                .map(|entry| (entry.synced)())
                .collect()
        };
        future::join_all(waits)
            .await
            .into_iter()
            .all(|synced| synced)
    }

    /// Stops every watch. Idempotent; listers keep their last contents.
    pub fn shutdown(&self) {
        shut_down(&mut self.inner.lock());
    }

    /// How many shared informers the factory holds.
    pub fn len(&self) -> usize {
        self.inner.lock().informers.len()
    }

    /// Whether no informer has been asked for.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
