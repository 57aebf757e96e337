//! The generic typed client of `crdgen::client` (what generated clients delegate to):
//! the requests each verb sends (apply configurations included), and the finalizer
//! helpers' retry on 409 Conflict. The API server is an in-process `tower_test` mock
//! answering a script.

use crdgen::client::TypedClient;
use fixture_memcached::{Memcached, MemcachedStatus};
use http::{Method, Request, Response, StatusCode, header};
use kube::Client;
use kube::client::Body;
use serde_json::{Value, json};
use tower_test::mock::{self, Handle};

type ApiServer = Handle<Request<Body>, Response<Body>>;

fn mock_client() -> (Client, ApiServer) {
    let (service, server) = mock::pair::<Request<Body>, Response<Body>>();
    (Client::new(service, "default"), server)
}

/// One request as the server saw it: method, URI and body text.
#[derive(Debug, PartialEq)]
struct Sent {
    method: Method,
    uri: String,
    body: String,
}

/// Answers one request per script entry, in order, and returns what was sent.
async fn serve(mut server: ApiServer, script: Vec<(StatusCode, Value)>) -> Vec<Sent> {
    let mut sent = Vec::new();
    for (status, response) in script {
        let (request, send) = server.next_request().await.expect("the client is gone");
        let (parts, body) = request.into_parts();
        let body = body.collect_bytes().await.expect("the request body");
        sent.push(Sent {
            method: parts.method,
            uri: parts.uri.to_string(),
            body: String::from_utf8(body.to_vec()).expect("a UTF-8 body"),
        });
        let response = Response::builder()
            .status(status)
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(serde_json::to_vec(&response).expect("JSON")))
            .expect("a response");
        send.send_response(response);
    }
    sent
}

const ITEM: &str = "/apis/cache.example.com/v1alpha1/namespaces/default/memcacheds/cache";

fn cache(resource_version: &str, finalizers: &[&str]) -> Value {
    json!({
        "apiVersion": "cache.example.com/v1alpha1",
        "kind": "Memcached",
        "metadata": {
            "name": "cache", "namespace": "default",
            "resourceVersion": resource_version, "finalizers": finalizers
        },
        "spec": { "size": 3 }
    })
}

fn status(code: u16, reason: &str) -> Value {
    json!({
        "kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure",
        "message": format!("memcacheds.cache.example.com \"cache\": {reason}"),
        "reason": reason, "code": code
    })
}

#[tokio::test]
async fn add_finalizer_rereads_and_retries_after_a_conflict() {
    let (client, server) = mock_client();
    let memcacheds = TypedClient::<Memcached>::namespaced(client, "default");
    let script = vec![
        (StatusCode::OK, cache("1", &[])),
        (StatusCode::CONFLICT, status(409, "Conflict")),
        (StatusCode::OK, cache("2", &[])),
        (StatusCode::OK, cache("3", &["cache.example.com/cleanup"])),
    ];
    let (result, sent) = tokio::join!(
        memcacheds.add_finalizer("cache", "cache.example.com/cleanup"),
        serve(server, script)
    );
    let object = result.expect("added");
    assert_eq!(object.metadata.resource_version.as_deref(), Some("3"));
    let calls: Vec<(Method, &str)> = sent
        .iter()
        .map(|s| (s.method.clone(), s.uri.as_str()))
        .collect();
    assert_eq!(
        calls,
        [
            (Method::GET, ITEM),
            (Method::PUT, &format!("{ITEM}?") as &str),
            (Method::GET, ITEM),
            (Method::PUT, &format!("{ITEM}?")),
        ]
    );
    // The second write carries the resourceVersion read after the conflict.
    let put: Value = serde_json::from_str(&sent[3].body).unwrap();
    assert_eq!(put["metadata"]["resourceVersion"], "2");
    assert_eq!(
        put["metadata"]["finalizers"],
        json!(["cache.example.com/cleanup"])
    );
}

#[tokio::test]
async fn add_finalizer_gives_up_after_five_conflicts() {
    let (client, server) = mock_client();
    let memcacheds = TypedClient::<Memcached>::namespaced(client, "default");
    let mut script = Vec::new();
    for _ in 0..5 {
        script.push((StatusCode::OK, cache("1", &[])));
        script.push((StatusCode::CONFLICT, status(409, "Conflict")));
    }
    let (result, sent) = tokio::join!(
        memcacheds.add_finalizer("cache", "f"),
        serve(server, script)
    );
    match result {
        Err(kube::Error::Api(s)) => assert_eq!((s.code, s.reason.as_str()), (409, "Conflict")),
        other => panic!("expected the last conflict, got {other:?}"),
    }
    assert_eq!(sent.len(), 10);
}

#[tokio::test]
async fn an_existing_finalizer_is_not_written_again_and_a_gone_object_is_none() {
    let (client, server) = mock_client();
    let memcacheds = TypedClient::<Memcached>::namespaced(client, "default");
    let script = vec![
        (StatusCode::OK, cache("7", &["f"])),
        (StatusCode::NOT_FOUND, status(404, "NotFound")),
    ];
    let calls = async {
        let added = memcacheds.add_finalizer("cache", "f").await;
        let removed = memcacheds.remove_finalizer("cache", "f").await;
        (added, removed)
    };
    let ((added, removed), sent) = tokio::join!(calls, serve(server, script));
    assert_eq!(
        added.unwrap().metadata.resource_version.as_deref(),
        Some("7")
    );
    assert!(removed.unwrap().is_none());
    assert_eq!(
        sent.iter().map(|s| &s.method).collect::<Vec<_>>(),
        [Method::GET, Method::GET]
    );
}

#[tokio::test]
async fn apply_and_status_verbs_send_what_the_api_server_expects() {
    let (client, server) = mock_client();
    let memcacheds = TypedClient::<Memcached>::namespaced(client, "default");
    let object: Memcached = serde_json::from_value(cache("1", &[])).unwrap();
    let status = MemcachedStatus {
        nodes: vec!["a".into()],
        replicas: 1,
        conditions: Vec::new(),
    };
    let script = vec![
        (StatusCode::OK, cache("2", &[])),
        (StatusCode::OK, cache("3", &[])),
        (StatusCode::OK, cache("4", &[])),
    ];
    let calls = async {
        memcacheds
            .apply("cache", &object, "crdgen-test", true)
            .await
            .unwrap();
        memcacheds
            .apply_status("cache", &status, "crdgen-test", false)
            .await
            .unwrap();
        memcacheds.patch_status("cache", &status).await.unwrap();
    };
    let ((), sent) = tokio::join!(calls, serve(server, script));
    assert_eq!(
        (sent[0].method.clone(), sent[0].uri.as_str()),
        (
            Method::PATCH,
            &format!("{ITEM}?&force=true&fieldManager=crdgen-test") as &str
        )
    );
    assert_eq!(
        serde_json::from_str::<Value>(&sent[0].body).unwrap()["spec"],
        json!({"size": 3})
    );
    assert_eq!(
        sent[1].uri,
        format!("{ITEM}/status?&fieldManager=crdgen-test")
    );
    assert_eq!(
        serde_json::from_str::<Value>(&sent[1].body).unwrap(),
        json!({
            "apiVersion": "cache.example.com/v1alpha1", "kind": "Memcached",
            "metadata": {"name": "cache"},
            "status": {"nodes": ["a"], "replicas": 1}
        })
    );
    assert_eq!(sent[2].uri, format!("{ITEM}/status?"));
    assert_eq!(
        serde_json::from_str::<Value>(&sent[2].body).unwrap(),
        json!({"status": {"nodes": ["a"], "replicas": 1}})
    );
}

#[tokio::test]
async fn an_apply_configuration_is_sent_as_set_under_its_name() {
    use fixture_memcached::generated::cache_v1alpha1::{
        MemcachedApplyConfiguration, MemcachedSpecApplyConfiguration,
        MemcachedStatusApplyConfiguration,
    };
    let (client, server) = mock_client();
    let memcacheds = TypedClient::<Memcached>::namespaced(client, "default");
    let spec = MemcachedApplyConfiguration::new("cache", "default")
        .with_spec(MemcachedSpecApplyConfiguration::default().with_size(3));
    let status = MemcachedApplyConfiguration::new("cache", "default")
        .with_status(MemcachedStatusApplyConfiguration::default().with_replicas(1));
    let script = vec![
        (StatusCode::OK, cache("2", &[])),
        (StatusCode::OK, cache("3", &[])),
    ];
    let calls = async {
        memcacheds
            .apply_configuration(&spec, "crdgen-test", true)
            .await
            .unwrap();
        memcacheds
            .apply_status_configuration(&status, "crdgen-test", false)
            .await
            .unwrap();
    };
    let ((), sent) = tokio::join!(calls, serve(server, script));
    assert_eq!(
        (sent[0].method.clone(), sent[0].uri.as_str()),
        (
            Method::PATCH,
            &format!("{ITEM}?&force=true&fieldManager=crdgen-test") as &str
        )
    );
    assert_eq!(
        serde_json::from_str::<Value>(&sent[0].body).unwrap(),
        json!({
            "apiVersion": "cache.example.com/v1alpha1", "kind": "Memcached",
            "metadata": {"name": "cache", "namespace": "default"},
            "spec": {"size": 3}
        })
    );
    assert_eq!(
        (sent[1].method.clone(), sent[1].uri.as_str()),
        (
            Method::PATCH,
            &format!("{ITEM}/status?&fieldManager=crdgen-test") as &str
        )
    );
    assert_eq!(
        serde_json::from_str::<Value>(&sent[1].body).unwrap(),
        json!({
            "apiVersion": "cache.example.com/v1alpha1", "kind": "Memcached",
            "metadata": {"name": "cache", "namespace": "default"},
            "status": {"replicas": 1}
        })
    );
}
