//! The root types `#[derive(CustomResource)]` generates work with `kube::Api`: requests
//! go to the kind's REST paths with the JSON the client serializes, and the API server's
//! answers deserialize into the typed objects. The API server is an in-process
//! `tower_test` mock: no network, no cluster.

use std::collections::{BTreeMap, BTreeSet};
use std::future::Future;
use std::pin::pin;

use fixture_clusterscoped::{Tenant, TenantSpec, TenantStatus, Tier};
use fixture_memcached::{Memcached, MemcachedSpec, MemcachedStatus};
use http::{Method, Request, Response, StatusCode, header};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{Condition, Time};
use k8s_openapi::jiff::Timestamp;
use kube::Client;
use kube::api::{Api, ListParams, Patch, PatchParams, PostParams};
use kube::client::Body;
use serde_json::{Value, json};
use tower_test::mock::{self, Handle};

type ApiServer = Handle<Request<Body>, Response<Body>>;

/// A client whose every request goes to the returned mock API server.
fn mock_client() -> (Client, ApiServer) {
    let (service, server) = mock::pair::<Request<Body>, Response<Body>>();
    (Client::new(service, "default"), server)
}

/// One request, as the API server received it.
#[derive(Debug)]
struct Sent {
    method: Method,
    uri: String,
    content_type: Option<String>,
    /// The body's exact text; empty for a body-less request.
    body: String,
}

impl Sent {
    fn json(&self) -> Value {
        serde_json::from_str(&self.body).expect("the request body is JSON")
    }
}

/// Runs one API call against the mock: the server takes the call's single request and
/// answers it with `status` and `response`. Returns the call's result and the request.
async fn exchange<T>(
    server: &mut ApiServer,
    status: StatusCode,
    response: Value,
    call: impl Future<Output = kube::Result<T>>,
) -> (T, Sent) {
    let mut call = pin!(call);
    let sent = tokio::select! {
        sent = answer(server, status, &response) => sent,
        // Without this arm a call that fails before sending would hang the test.
        result = &mut call => match result {
            Ok(_) => panic!("the call finished without a request"),
            Err(e) => panic!("the call failed before sending a request: {e}"),
        },
    };
    match call.await {
        Ok(result) => (result, sent),
        Err(e) => panic!("{} {} failed: {e}", sent.method, sent.uri),
    }
}

async fn answer(server: &mut ApiServer, status: StatusCode, response: &Value) -> Sent {
    let (request, send) = server.next_request().await.expect("the client is gone");
    let (parts, body) = request.into_parts();
    let body = body.collect_bytes().await.expect("the request body");
    let sent = Sent {
        method: parts.method,
        uri: parts.uri.to_string(),
        content_type: parts
            .headers
            .get(header::CONTENT_TYPE)
            .map(|v| v.to_str().expect("an ASCII content type").to_owned()),
        body: String::from_utf8(body.to_vec()).expect("a UTF-8 body"),
    };
    let response = Response::builder()
        .status(status)
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(serde_json::to_vec(response).expect("JSON")))
        .expect("a response");
    send.send_response(response);
    sent
}

fn time(rfc3339: &str) -> Time {
    Time(rfc3339.parse::<Timestamp>().expect("an RFC 3339 time"))
}

/// The server's copy of `cache` after the controller reported two ready pods.
fn memcached_cache_json(resource_version: &str) -> Value {
    json!({
        "apiVersion": "cache.example.com/v1alpha1",
        "kind": "Memcached",
        "metadata": {
            "name": "cache",
            "namespace": "default",
            "uid": "6f1c9d2e-8a43-4b7e-9c1d-0e2f3a4b5c6d",
            "resourceVersion": resource_version,
            "generation": 1,
            "creationTimestamp": "2025-01-02T03:04:05Z",
            "labels": { "app": "memcached" }
        },
        "spec": { "size": 3 },
        "status": {
            "nodes": ["cache-7d9f8b6c5-abcde", "cache-7d9f8b6c5-fghij"],
            "replicas": 2,
            "conditions": [{
                "type": "Available",
                "status": "False",
                "reason": "Scaling",
                "message": "2 of 3 pods are ready",
                "lastTransitionTime": "2025-01-02T03:04:30Z",
                "observedGeneration": 1
            }]
        }
    })
}

fn scaling_condition() -> Condition {
    Condition {
        type_: "Available".to_owned(),
        status: "False".to_owned(),
        reason: "Scaling".to_owned(),
        message: "2 of 3 pods are ready".to_owned(),
        last_transition_time: time("2025-01-02T03:04:30Z"),
        observed_generation: Some(1),
    }
}

#[tokio::test]
async fn namespaced_memcached_create_get_list_replace_status() {
    let (client, mut server) = mock_client();
    let memcacheds: Api<Memcached> = Api::namespaced(client, "default");
    const COLLECTION: &str = "/apis/cache.example.com/v1alpha1/namespaces/default/memcacheds";
    let pp = PostParams {
        field_manager: Some("crdgen-tests".to_owned()),
        ..PostParams::default()
    };

    // create: POST to the collection; the body carries apiVersion and kind.
    let mut cache = Memcached::new("cache", MemcachedSpec { size: 3 });
    cache.metadata.labels = Some(BTreeMap::from([("app".to_owned(), "memcached".to_owned())]));
    let (created, sent) = exchange(
        &mut server,
        StatusCode::CREATED,
        json!({
            "apiVersion": "cache.example.com/v1alpha1",
            "kind": "Memcached",
            "metadata": {
                "name": "cache",
                "namespace": "default",
                "uid": "6f1c9d2e-8a43-4b7e-9c1d-0e2f3a4b5c6d",
                "resourceVersion": "1001",
                "generation": 1,
                "creationTimestamp": "2025-01-02T03:04:05Z",
                "labels": { "app": "memcached" }
            },
            "spec": { "size": 3 }
        }),
        memcacheds.create(&pp, &cache),
    )
    .await;
    assert_eq!(sent.method, Method::POST);
    // kube-core builds query strings onto "<path>?", so the first parameter follows a
    // "&"; the API server ignores the empty pair.
    assert_eq!(sent.uri, format!("{COLLECTION}?&fieldManager=crdgen-tests"));
    assert_eq!(sent.content_type.as_deref(), Some("application/json"));
    assert_eq!(
        sent.body,
        r#"{"apiVersion":"cache.example.com/v1alpha1","kind":"Memcached","metadata":{"labels":{"app":"memcached"},"name":"cache"},"spec":{"size":3}}"#
    );
    assert_eq!(created.metadata.name.as_deref(), Some("cache"));
    assert_eq!(created.metadata.namespace.as_deref(), Some("default"));
    assert_eq!(
        created.metadata.uid.as_deref(),
        Some("6f1c9d2e-8a43-4b7e-9c1d-0e2f3a4b5c6d")
    );
    assert_eq!(created.metadata.resource_version.as_deref(), Some("1001"));
    assert_eq!(created.metadata.generation, Some(1));
    assert_eq!(
        created.metadata.creation_timestamp,
        Some(time("2025-01-02T03:04:05Z"))
    );
    assert_eq!(created.metadata.labels, cache.metadata.labels);
    assert_eq!(created.spec, MemcachedSpec { size: 3 });
    assert_eq!(created.status, None);

    // get: GET the object; its status deserializes, conditions included.
    let (got, sent) = exchange(
        &mut server,
        StatusCode::OK,
        memcached_cache_json("1002"),
        memcacheds.get("cache"),
    )
    .await;
    assert_eq!(sent.method, Method::GET);
    assert_eq!(sent.uri, format!("{COLLECTION}/cache"));
    assert_eq!(sent.content_type, None);
    assert_eq!(sent.body, "");
    assert_eq!(got.metadata.name.as_deref(), Some("cache"));
    assert_eq!(got.metadata.resource_version.as_deref(), Some("1002"));
    assert_eq!(got.spec, MemcachedSpec { size: 3 });
    assert_eq!(
        got.status,
        Some(MemcachedStatus {
            nodes: vec![
                "cache-7d9f8b6c5-abcde".to_owned(),
                "cache-7d9f8b6c5-fghij".to_owned()
            ],
            replicas: 2,
            conditions: vec![scaling_condition()],
        })
    );

    // list: GET the collection; the answer is a MemcachedList.
    let (list, sent) = exchange(
        &mut server,
        StatusCode::OK,
        json!({
            "apiVersion": "cache.example.com/v1alpha1",
            "kind": "MemcachedList",
            "metadata": { "resourceVersion": "1003" },
            "items": [
                memcached_cache_json("1002"),
                {
                    "apiVersion": "cache.example.com/v1alpha1",
                    "kind": "Memcached",
                    "metadata": {
                        "name": "sessions",
                        "namespace": "default",
                        "uid": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
                        "resourceVersion": "997",
                        "generation": 2,
                        "creationTimestamp": "2025-01-01T00:00:00Z",
                        "labels": { "app": "memcached" }
                    },
                    "spec": { "size": 1 }
                }
            ]
        }),
        memcacheds.list(&ListParams::default().labels("app=memcached")),
    )
    .await;
    assert_eq!(sent.method, Method::GET);
    assert_eq!(
        sent.uri,
        format!("{COLLECTION}?&labelSelector=app%3Dmemcached")
    );
    assert_eq!(sent.content_type, None);
    assert_eq!(sent.body, "");
    assert_eq!(list.types.api_version, "cache.example.com/v1alpha1");
    assert_eq!(list.types.kind, "MemcachedList");
    assert_eq!(list.metadata.resource_version.as_deref(), Some("1003"));
    let summary: Vec<_> = list
        .items
        .iter()
        .map(|m| {
            (
                m.metadata.name.as_deref(),
                m.metadata.resource_version.as_deref(),
                m.spec.clone(),
                m.status.clone(),
            )
        })
        .collect();
    assert_eq!(
        summary,
        [
            (
                Some("cache"),
                Some("1002"),
                MemcachedSpec { size: 3 },
                got.status.clone()
            ),
            (
                Some("sessions"),
                Some("997"),
                MemcachedSpec { size: 1 },
                None
            ),
        ]
    );

    // replace_status: PUT the whole object to the status subresource, carrying the
    // resourceVersion it was read at.
    let mut update = got.clone();
    update.status = Some(MemcachedStatus {
        nodes: vec![
            "cache-7d9f8b6c5-abcde".to_owned(),
            "cache-7d9f8b6c5-fghij".to_owned(),
            "cache-7d9f8b6c5-klmno".to_owned(),
        ],
        replicas: 3,
        conditions: Vec::new(),
    });
    let mut answer = memcached_cache_json("1004");
    answer["status"] = json!({
        "nodes": ["cache-7d9f8b6c5-abcde", "cache-7d9f8b6c5-fghij", "cache-7d9f8b6c5-klmno"],
        "replicas": 3
    });
    let (replaced, sent) = exchange(
        &mut server,
        StatusCode::OK,
        answer,
        memcacheds.replace_status("cache", &pp, &update),
    )
    .await;
    assert_eq!(sent.method, Method::PUT);
    assert_eq!(
        sent.uri,
        format!("{COLLECTION}/cache/status?&fieldManager=crdgen-tests")
    );
    assert_eq!(sent.content_type.as_deref(), Some("application/json"));
    assert_eq!(
        sent.json(),
        json!({
            "apiVersion": "cache.example.com/v1alpha1",
            "kind": "Memcached",
            "metadata": {
                "name": "cache",
                "namespace": "default",
                "uid": "6f1c9d2e-8a43-4b7e-9c1d-0e2f3a4b5c6d",
                "resourceVersion": "1002",
                "generation": 1,
                "creationTimestamp": "2025-01-02T03:04:05Z",
                "labels": { "app": "memcached" }
            },
            "spec": { "size": 3 },
            "status": {
                "nodes": ["cache-7d9f8b6c5-abcde", "cache-7d9f8b6c5-fghij", "cache-7d9f8b6c5-klmno"],
                "replicas": 3
            }
        })
    );
    assert_eq!(replaced.metadata.name.as_deref(), Some("cache"));
    assert_eq!(replaced.metadata.resource_version.as_deref(), Some("1004"));
    assert_eq!(replaced.spec, MemcachedSpec { size: 3 });
    assert_eq!(replaced.status, update.status);
}

#[tokio::test]
async fn cluster_scoped_tenant_paths_have_no_namespace() {
    let (client, mut server) = mock_client();
    let tenants: Api<Tenant> = Api::all(client);
    const COLLECTION: &str = "/apis/tenancy.example.com/v1/tenants";
    let spec = TenantSpec {
        owner: "alice".to_owned(),
        namespaces: BTreeSet::from(["acme-dev".to_owned(), "acme-prod".to_owned()]),
        tier: Tier::Premium,
        namespace_labels: BTreeMap::new(),
    };
    let stored = |resource_version: &str, status: Value| {
        let mut object = json!({
            "apiVersion": "tenancy.example.com/v1",
            "kind": "Tenant",
            "metadata": {
                "name": "acme",
                "uid": "3c2b1a09-8f7e-4d6c-b5a4-938271605f4e",
                "resourceVersion": resource_version,
                "generation": 1,
                "creationTimestamp": "2025-01-02T03:04:05Z"
            },
            "spec": {
                "owner": "alice",
                "namespaces": ["acme-dev", "acme-prod"],
                "tier": "Premium"
            }
        });
        if !status.is_null() {
            object["status"] = status;
        }
        object
    };

    // create: POST to the cluster-wide collection.
    let (created, sent) = exchange(
        &mut server,
        StatusCode::CREATED,
        stored("501", Value::Null),
        tenants.create(&PostParams::default(), &Tenant::new("acme", spec.clone())),
    )
    .await;
    assert_eq!(sent.method, Method::POST);
    assert_eq!(sent.uri, format!("{COLLECTION}?"));
    assert_eq!(sent.content_type.as_deref(), Some("application/json"));
    assert_eq!(
        sent.body,
        r#"{"apiVersion":"tenancy.example.com/v1","kind":"Tenant","metadata":{"name":"acme"},"spec":{"owner":"alice","namespaces":["acme-dev","acme-prod"],"tier":"Premium"}}"#
    );
    assert_eq!(created.metadata.name.as_deref(), Some("acme"));
    assert_eq!(created.metadata.namespace, None);
    assert_eq!(created.metadata.resource_version.as_deref(), Some("501"));
    assert_eq!(created.spec, spec);
    assert_eq!(created.status, None);

    // get: GET /apis/<group>/<version>/<plural>/<name>.
    let (got, sent) = exchange(
        &mut server,
        StatusCode::OK,
        stored("502", json!({ "namespaceCount": 1 })),
        tenants.get("acme"),
    )
    .await;
    assert_eq!(sent.method, Method::GET);
    assert_eq!(sent.uri, format!("{COLLECTION}/acme"));
    assert_eq!(sent.body, "");
    assert_eq!(got.metadata.resource_version.as_deref(), Some("502"));
    assert_eq!(got.spec, spec);
    assert_eq!(got.status, Some(TenantStatus { namespace_count: 1 }));

    // patch_status: a merge patch to the status subresource.
    let (patched, sent) = exchange(
        &mut server,
        StatusCode::OK,
        stored("503", json!({ "namespaceCount": 2 })),
        tenants.patch_status(
            "acme",
            &PatchParams::default(),
            &Patch::Merge(json!({ "status": { "namespaceCount": 2 } })),
        ),
    )
    .await;
    assert_eq!(sent.method, Method::PATCH);
    assert_eq!(sent.uri, format!("{COLLECTION}/acme/status?"));
    assert_eq!(
        sent.content_type.as_deref(),
        Some("application/merge-patch+json")
    );
    assert_eq!(sent.body, r#"{"status":{"namespaceCount":2}}"#);
    assert_eq!(patched.metadata.resource_version.as_deref(), Some("503"));
    assert_eq!(patched.spec, spec);
    assert_eq!(patched.status, Some(TenantStatus { namespace_count: 2 }));
}

/// Code written against kube-derive's traits, as libraries built for kube-rs operators
/// write it: it must take crdgen's root types as they are (feature `kube`, on with
/// `client`).
mod written_for_kube_derive {
    use kube::core::object::{HasSpec, HasStatus};
    use kube::{CustomResourceExt, Resource};

    /// What a generic CRD installer reads.
    pub fn install<K: CustomResourceExt>() -> (String, String, Vec<&'static str>, String) {
        let crd = K::crd();
        let resource = K::api_resource();
        (
            crd.metadata.name.unwrap_or_default(),
            K::crd_name().to_owned(),
            K::shortnames().to_vec(),
            format!(
                "{}/{} {}",
                resource.api_version, resource.kind, resource.plural
            ),
        )
    }

    /// A generic reconciler step: read the spec, write the status.
    pub fn observe<K>(object: &mut K, observed: K::Status) -> Option<String>
    where
        K: Resource + HasSpec + HasStatus,
        K::Spec: std::fmt::Debug,
    {
        *object.status_mut() = Some(observed);
        object
            .meta()
            .name
            .clone()
            .map(|n| format!("{n}: {:?}", object.spec()))
    }
}

#[test]
fn crdgen_types_implement_kube_derives_traits() {
    use kube::core::object::HasStatus;
    assert_eq!(
        written_for_kube_derive::install::<Memcached>(),
        (
            "memcacheds.cache.example.com".to_owned(),
            "memcacheds.cache.example.com".to_owned(),
            vec!["mc"],
            "cache.example.com/v1alpha1/Memcached memcacheds".to_owned(),
        )
    );
    let mut memcached = Memcached::new("cache", MemcachedSpec { size: 3 });
    let status = MemcachedStatus::default();
    assert_eq!(
        written_for_kube_derive::observe(&mut memcached, status.clone()).as_deref(),
        Some(format!("cache: {:?}", memcached.spec).as_str())
    );
    assert_eq!(HasStatus::status(&memcached), Some(&status));
    assert_eq!(
        written_for_kube_derive::install::<Tenant>().1,
        "tenants.tenancy.example.com"
    );
}
