//! Informers and the shared informer factory against an in-process mock API server
//! (a `tower::service_fn` behind a real `kube::Client`): lists, watches that replay from
//! a resource version and then stream, label selectors applied on the server side.
#![cfg(feature = "client")]

use std::collections::BTreeMap;
use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bytes::Bytes;
use crdgen::CustomResource;
use crdgen::client::informer::{Informer, SharedInformerFactory};
use crdgen::client::lister::Lister;
use crdgen::client::selector::LabelSelector;
use futures::StreamExt;
use futures::channel::mpsc;
use futures::stream::{self, BoxStream};
use http::{Request, Response, StatusCode};
use http_body::Frame;
use http_body_util::StreamBody;
use k8s_openapi::api::core::v1::ConfigMap;
use kube::client::Body;
use kube::runtime::watcher;
use kube::{Api, Client, ResourceExt};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// A namespaced custom kind served by the mock.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[crd(group = "example.com", version = "v1", kind = "Widget", namespaced)]
pub struct WidgetSpec {
    /// How many.
    pub size: i32,
}

type ResponseBody = StreamBody<BoxStream<'static, Result<Frame<Bytes>, Infallible>>>;

/// One stored object: its collection (`widgets`, `configmaps`), namespace and JSON.
#[derive(Clone)]
struct Stored {
    plural: &'static str,
    namespace: String,
    json: Value,
}

/// A change, numbered by the resource version it produced.
#[derive(Clone)]
struct Change {
    resource_version: u64,
    kind: &'static str,
    object: Stored,
}

/// What one watch asked for, and where its events go.
struct Watch {
    plural: String,
    namespace: Option<String>,
    selector: LabelSelector,
    events: mpsc::UnboundedSender<Bytes>,
}

#[derive(Default)]
struct State {
    objects: BTreeMap<(String, String, String), Stored>,
    changes: Vec<Change>,
    resource_version: u64,
    /// Every request: `LIST <path> [labelSelector]` or `WATCH <path> [labelSelector]`.
    requests: Vec<String>,
    watches: Vec<Watch>,
    /// How many coming list requests fail with a 500.
    failing_lists: usize,
}

/// An in-memory API server for `widgets.example.com` and `configmaps`.
#[derive(Clone, Default)]
struct MockServer {
    state: Arc<Mutex<State>>,
}

fn labels_of(json: &Value) -> BTreeMap<String, String> {
    serde_json::from_value(json["metadata"]["labels"].clone()).unwrap_or_default()
}

impl MockServer {
    fn client(&self) -> Client {
        let server = self.clone();
        let service = tower::service_fn(move |request: Request<Body>| {
            let server = server.clone();
            async move { Ok::<_, Infallible>(server.answer(request)) }
        });
        Client::new(service, "default")
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().expect("the mock's lock")
    }

    fn requests(&self) -> Vec<String> {
        let mut requests = self.lock().requests.clone();
        requests.sort();
        requests
    }

    fn open_watches(&self) -> usize {
        let mut state = self.lock();
        state.watches.retain(|w| !w.events.is_closed());
        state.watches.len()
    }

    /// Creates or replaces an object and tells the watches that select it.
    fn apply(&self, plural: &'static str, namespace: &str, name: &str, labels: &[(&str, &str)]) {
        let (api_version, kind) = match plural {
            "widgets" => ("example.com/v1", "Widget"),
            _ => ("v1", "ConfigMap"),
        };
        let mut state = self.lock();
        state.resource_version += 1;
        let labels: BTreeMap<&str, &str> = labels.iter().copied().collect();
        let mut json = json!({
            "apiVersion": api_version,
            "kind": kind,
            "metadata": {
                "name": name,
                "namespace": namespace,
                "labels": labels,
                "resourceVersion": state.resource_version.to_string(),
            },
        });
        if plural == "widgets" {
            json["spec"] = json!({ "size": 1 });
        }
        let key = (plural.to_string(), namespace.to_string(), name.to_string());
        let change = if state.objects.contains_key(&key) {
            "MODIFIED"
        } else {
            "ADDED"
        };
        let stored = Stored {
            plural,
            namespace: namespace.into(),
            json,
        };
        state.objects.insert(key, stored.clone());
        record(&mut state, change, stored);
    }

    fn delete(&self, plural: &'static str, namespace: &str, name: &str) {
        let mut state = self.lock();
        let key = (plural.to_string(), namespace.to_string(), name.to_string());
        if let Some(stored) = state.objects.remove(&key) {
            state.resource_version += 1;
            record(&mut state, "DELETED", stored);
        }
    }

    fn answer(&self, request: Request<Body>) -> Response<ResponseBody> {
        let path = request.uri().path().to_string();
        let query: BTreeMap<String, String> = request
            .uri()
            .query()
            .map(|q| form_urlencoded::parse(q.as_bytes()).into_owned().collect())
            .unwrap_or_default();
        let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
        let (plural, namespace) = match segments.as_slice() {
            ["apis", "example.com", "v1", "widgets"] => ("widgets", None),
            ["apis", "example.com", "v1", "namespaces", ns, "widgets"] => ("widgets", Some(*ns)),
            ["api", "v1", "configmaps"] => ("configmaps", None),
            ["api", "v1", "namespaces", ns, "configmaps"] => ("configmaps", Some(*ns)),
            _ => {
                return respond(
                    StatusCode::NOT_FOUND,
                    json!({ "kind": "Status", "code": 404 }),
                );
            }
        };
        let raw_selector = query.get("labelSelector").cloned().unwrap_or_default();
        let Ok(selector) = LabelSelector::parse(&raw_selector) else {
            return respond(
                StatusCode::BAD_REQUEST,
                json!({ "kind": "Status", "code": 400 }),
            );
        };
        let watching = query.get("watch").is_some_and(|w| w == "true");
        let mut state = self.lock();
        state.requests.push(
            format!(
                "{} {path} {raw_selector}",
                if watching { "WATCH" } else { "LIST" }
            )
            .trim_end()
            .to_string(),
        );
        let selects = |stored: &Stored| {
            stored.plural == plural
                && namespace.is_none_or(|ns| stored.namespace == ns)
                && selector.matches(&labels_of(&stored.json))
        };
        if !watching && state.failing_lists > 0 {
            state.failing_lists -= 1;
            return respond(
                StatusCode::INTERNAL_SERVER_ERROR,
                json!({
                    "kind": "Status",
                    "apiVersion": "v1",
                    "status": "Failure",
                    "message": "etcd is down",
                    "reason": "InternalError",
                    "code": 500,
                }),
            );
        }
        if !watching {
            let items: Vec<Value> = state
                .objects
                .values()
                .filter(|stored| selects(stored))
                .map(|stored| stored.json.clone())
                .collect();
            return respond(
                StatusCode::OK,
                json!({
                    "apiVersion": "v1",
                    "kind": "List",
                    "metadata": { "resourceVersion": state.resource_version.to_string() },
                    "items": items,
                }),
            );
        }
        let since: u64 = query
            .get("resourceVersion")
            .and_then(|rv| rv.parse().ok())
            .unwrap_or(0);
        let (events, receiver) = mpsc::unbounded();
        for change in &state.changes {
            if change.resource_version > since && selects(&change.object) {
                let _ = events.unbounded_send(event_line(change));
            }
        }
        state.watches.push(Watch {
            plural: plural.to_string(),
            namespace: namespace.map(str::to_owned),
            selector,
            events,
        });
        let body = receiver.map(|line| Ok(Frame::data(line))).boxed();
        Response::builder()
            .status(StatusCode::OK)
            .header(http::header::CONTENT_TYPE, "application/json")
            .body(StreamBody::new(body))
            .expect("a response")
    }
}

fn record(state: &mut State, kind: &'static str, object: Stored) {
    let change = Change {
        resource_version: state.resource_version,
        kind,
        object,
    };
    for watch in &state.watches {
        if watch.plural == change.object.plural
            && watch
                .namespace
                .as_ref()
                .is_none_or(|ns| *ns == change.object.namespace)
            && watch.selector.matches(&labels_of(&change.object.json))
        {
            let _ = watch.events.unbounded_send(event_line(&change));
        }
    }
    state.changes.push(change);
}

fn event_line(change: &Change) -> Bytes {
    let mut object = change.object.json.clone();
    object["metadata"]["resourceVersion"] = json!(change.resource_version.to_string());
    let mut line =
        serde_json::to_vec(&json!({ "type": change.kind, "object": object })).expect("JSON");
    line.push(b'\n');
    Bytes::from(line)
}

fn respond(status: StatusCode, body: Value) -> Response<ResponseBody> {
    let bytes = Bytes::from(serde_json::to_vec(&body).expect("JSON"));
    Response::builder()
        .status(status)
        .header(http::header::CONTENT_TYPE, "application/json")
        .body(StreamBody::new(
            stream::iter([Ok(Frame::data(bytes))]).boxed(),
        ))
        .expect("a response")
}

fn seeded() -> MockServer {
    let server = MockServer::default();
    server.apply(
        "widgets",
        "prod",
        "web",
        &[("app", "web"), ("tier", "front")],
    );
    server.apply("widgets", "prod", "db", &[("app", "db")]);
    server.apply(
        "widgets",
        "dev",
        "web",
        &[("app", "web"), ("tier", "front")],
    );
    server.apply("configmaps", "prod", "settings", &[("app", "web")]);
    server
}

fn selector(s: &str) -> LabelSelector {
    LabelSelector::parse(s).expect("a valid selector")
}

fn names<K: kube::Resource<DynamicType = ()> + Clone>(lister: &Lister<K>) -> Vec<String> {
    lister
        .list(&LabelSelector::everything())
        .iter()
        .map(|o| format!("{}/{}", o.namespace().unwrap_or_default(), o.name_any()))
        .collect()
}

/// Waits (bounded) until `done` holds; the informer applies events on its own task.
async fn eventually(what: &str, done: impl Fn() -> bool) {
    for _ in 0..500 {
        if done() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("timed out waiting until {what}");
}

async fn bounded<T>(what: &str, future: impl Future<Output = T>) -> T {
    tokio::time::timeout(Duration::from_secs(10), future)
        .await
        .unwrap_or_else(|_| panic!("timed out: {what}"))
}

#[tokio::test]
async fn informer_lists_then_follows_the_watch() {
    let server = seeded();
    let informer = Informer::<Widget>::new(
        Api::namespaced(server.client(), "prod"),
        watcher::Config::default().labels("app=web"),
    );
    let lister = informer.lister();
    assert!(
        names(&lister).is_empty(),
        "nothing before the informer runs"
    );
    let task = tokio::spawn(informer.run());
    assert!(bounded("sync", lister.wait_until_synced()).await);
    assert_eq!(names(&lister), ["prod/web"]);

    server.apply("widgets", "prod", "api", &[("app", "web")]);
    server.apply("widgets", "prod", "worker", &[("app", "worker")]);
    server.apply("widgets", "dev", "api", &[("app", "web")]);
    eventually("prod/api is cached", || {
        lister.namespace("prod").get("api").is_some()
    })
    .await;
    // Neither the other label nor the other namespace got in.
    assert_eq!(names(&lister), ["prod/api", "prod/web"]);

    server.delete("widgets", "prod", "web");
    eventually("prod/web is gone", || {
        lister.namespace("prod").get("web").is_none()
    })
    .await;
    assert_eq!(names(&lister), ["prod/api"]);
    let err = lister
        .namespace("prod")
        .try_get("web")
        .expect_err("deleted");
    assert_eq!(
        err.to_string().split(':').nth(1),
        Some(r#" widgets.example.com "web" not found"#)
    );
    assert_eq!(
        server.requests(),
        [
            "LIST /apis/example.com/v1/namespaces/prod/widgets app=web",
            "WATCH /apis/example.com/v1/namespaces/prod/widgets app=web",
        ]
    );
    task.abort();
}

#[tokio::test]
async fn informer_stream_updates_the_cache_before_yielding() {
    let server = seeded();
    server.lock().failing_lists = 1;
    let informer = Informer::<Widget>::new(Api::all(server.client()), watcher::Config::default());
    let lister = informer.lister();
    let mut events = Box::pin(informer.stream());
    // The failed list is yielded, then retried after a backoff.
    let mut trace = Vec::new();
    loop {
        let event = bounded("the initial list", events.next()).await;
        trace.push(match &event {
            Some(Ok(watcher::Event::Init)) => "Init".to_string(),
            Some(Ok(watcher::Event::InitApply(widget))) => {
                format!("InitApply {}", widget.name_any())
            }
            Some(Ok(watcher::Event::InitDone)) => "InitDone".to_string(),
            Some(Err(watcher::Error::InitialListFailed(kube::Error::Api(status)))) => {
                assert!(names(&lister).is_empty());
                format!("list failed: {} {}", status.code, status.message)
            }
            other => panic!("expected the initial list, got {other:?}"),
        });
        if matches!(event, Some(Ok(watcher::Event::InitDone))) {
            break;
        }
    }
    assert_eq!(
        trace,
        [
            "Init",
            "list failed: 500 etcd is down",
            "Init",
            "InitApply web",
            "InitApply db",
            "InitApply web",
            "InitDone",
        ]
    );
    assert_eq!(names(&lister), ["dev/web", "prod/db", "prod/web"]);
    assert!(bounded("synced", lister.wait_until_synced()).await);

    server.apply("widgets", "dev", "db", &[]);
    match bounded("the watch event", events.next()).await {
        Some(Ok(watcher::Event::Apply(widget))) => {
            assert_eq!(widget.name_any(), "db");
            // Already in the cache when the event arrives.
            assert!(lister.namespace("dev").get("db").is_some());
        }
        other => panic!("expected dev/db, got {other:?}"),
    }
    assert_eq!(
        server.requests(),
        [
            "LIST /apis/example.com/v1/widgets",
            "LIST /apis/example.com/v1/widgets",
            "WATCH /apis/example.com/v1/widgets",
        ]
    );
}

#[tokio::test]
async fn informer_dropped_before_sync_reports_not_synced() {
    let server = seeded();
    let informer = Informer::<Widget>::new(Api::all(server.client()), watcher::Config::default());
    let lister = informer.lister();
    drop(informer);
    assert!(!bounded("not synced", lister.wait_until_synced()).await);
    assert!(server.requests().is_empty());
}

#[tokio::test]
async fn factory_runs_one_watch_per_kind_namespace_and_selector() {
    let server = seeded();
    let factory = SharedInformerFactory::new(server.client());
    let front = factory.lister::<Widget>(Some("prod"), &selector("tier=front,app=web"));
    // The same selector written differently is the same watch.
    let front_again = factory.lister::<Widget>(Some("prod"), &selector("app=web, tier = front"));
    let all_widgets = factory.lister::<Widget>(None, &LabelSelector::everything());
    let all_widgets_again = factory.lister::<Widget>(None, &selector(""));
    let configs = factory.lister::<ConfigMap>(Some("prod"), &LabelSelector::everything());
    assert_eq!(factory.len(), 3);
    assert!(server.requests().is_empty(), "nothing runs before start");

    factory.start().expect("in a tokio runtime");
    assert!(bounded("cache sync", factory.wait_for_cache_sync()).await);
    assert_eq!(names(&front), ["prod/web"]);
    assert_eq!(names(&front_again), ["prod/web"]);
    assert_eq!(names(&all_widgets), ["dev/web", "prod/db", "prod/web"]);
    assert_eq!(names(&configs), ["prod/settings"]);

    // Listers of one shared informer read one cache: the very same objects.
    let a = front.namespace("prod").try_get("web").expect("cached");
    let b = front_again
        .namespace("prod")
        .try_get("web")
        .expect("cached");
    assert!(Arc::ptr_eq(&a, &b));
    let c = all_widgets_again
        .namespace("prod")
        .try_get("web")
        .expect("cached");
    let d = all_widgets
        .namespace("prod")
        .try_get("web")
        .expect("cached");
    assert!(Arc::ptr_eq(&c, &d));
    assert!(
        !Arc::ptr_eq(&a, &d),
        "different selectors are different informers"
    );

    server.apply(
        "widgets",
        "prod",
        "cdn",
        &[("app", "web"), ("tier", "front")],
    );
    eventually("every widget informer saw prod/cdn", || {
        front.namespace("prod").get("cdn").is_some()
            && all_widgets.namespace("prod").get("cdn").is_some()
    })
    .await;
    assert_eq!(names(&front_again), ["prod/cdn", "prod/web"]);

    assert_eq!(
        server.requests(),
        [
            "LIST /api/v1/namespaces/prod/configmaps",
            "LIST /apis/example.com/v1/namespaces/prod/widgets app=web,tier=front",
            "LIST /apis/example.com/v1/widgets",
            "WATCH /api/v1/namespaces/prod/configmaps",
            "WATCH /apis/example.com/v1/namespaces/prod/widgets app=web,tier=front",
            "WATCH /apis/example.com/v1/widgets",
        ]
    );
    assert_eq!(server.open_watches(), 3);

    factory.shutdown();
    eventually("every watch is closed", || server.open_watches() == 0).await;
    factory.shutdown(); // idempotent
    // Listers keep what they had.
    assert_eq!(names(&configs), ["prod/settings"]);
}

#[tokio::test]
async fn factory_starts_informers_added_after_start() {
    let server = seeded();
    let factory = SharedInformerFactory::new(server.client());
    factory.start().expect("in a tokio runtime");
    assert!(factory.is_empty());
    assert!(bounded("nothing to sync", factory.wait_for_cache_sync()).await);

    let db = factory.lister::<Widget>(Some("prod"), &selector("app in (db)"));
    assert!(bounded("cache sync", factory.wait_for_cache_sync()).await);
    assert_eq!(names(&db), ["prod/db"]);
    let configs = factory.lister::<ConfigMap>(None, &selector("app=web"));
    assert!(bounded("cache sync", db.wait_until_synced()).await);
    assert!(bounded("cache sync", factory.wait_for_cache_sync()).await);
    assert_eq!(names(&configs), ["prod/settings"]);
    // Starting again starts nothing twice.
    factory.start().expect("in a tokio runtime");
    assert_eq!(
        server.requests(),
        [
            "LIST /api/v1/configmaps app=web",
            "LIST /apis/example.com/v1/namespaces/prod/widgets app in (db)",
            "WATCH /api/v1/configmaps app=web",
            "WATCH /apis/example.com/v1/namespaces/prod/widgets app in (db)",
        ]
    );
    drop(factory);
    eventually("dropping the factory closes its watches", || {
        server.open_watches() == 0
    })
    .await;
}

#[tokio::test]
async fn shutdown_before_sync_and_start_after_shutdown() {
    let server = seeded();
    let factory = SharedInformerFactory::new(server.client());
    let widgets = factory.lister::<Widget>(None, &LabelSelector::everything());
    factory.start().expect("in a tokio runtime");
    // No await in between: on this single-threaded runtime the watch never ran.
    factory.shutdown();
    assert!(!bounded("stopped informers", factory.wait_for_cache_sync()).await);
    assert!(!bounded("stopped informer", widgets.wait_until_synced()).await);

    // Neither a new informer nor a new start runs anything after shutdown.
    let configs = factory.lister::<ConfigMap>(None, &LabelSelector::everything());
    factory.start().expect("in a tokio runtime");
    assert!(!bounded("never started", configs.wait_until_synced()).await);
    tokio::task::yield_now().await;
    assert!(server.requests().is_empty());
}

#[tokio::test]
async fn factory_lister_for_cluster_scoped_kinds() {
    // Cluster-scoped kinds go through `cluster_lister` (no namespace to pick); for a
    // namespaced kind it is the all-namespaces watch.
    let server = seeded();
    let factory = SharedInformerFactory::new(server.client());
    let all = factory.cluster_lister::<Widget>(&selector("app=web"));
    let same = factory.lister::<Widget>(None, &selector("app=web"));
    assert_eq!(factory.len(), 1);
    factory.start().expect("in a tokio runtime");
    assert!(bounded("cache sync", factory.wait_for_cache_sync()).await);
    assert_eq!(names(&all), ["dev/web", "prod/web"]);
    assert_eq!(names(&same), ["dev/web", "prod/web"]);
    factory.shutdown();
}

#[tokio::test]
async fn start_outside_a_runtime_is_an_error() {
    let server = seeded();
    let factory = SharedInformerFactory::new(server.client());
    let outside = std::thread::spawn(move || factory.start().map_err(|e| e.to_string()));
    let result = outside.join().expect("the thread ran");
    assert_eq!(
        result,
        Err(
            "there is no reactor running, must be called from the context of a Tokio 1.x runtime"
                .to_string()
        )
    );
}
