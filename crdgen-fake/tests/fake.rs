//! The fake API server through kube's own clients: every rule is checked on the objects
//! and errors a `kube::Api` gets back.

use std::collections::BTreeMap;

use crdgen::{CustomResource, CustomResourceExt};
use crdgen_fake::{Action, FakeApiServer};
use futures::{StreamExt, TryStreamExt};
use k8s_openapi::api::apps::v1::{Deployment, DeploymentSpec};
use k8s_openapi::api::core::v1::{ConfigMap, Container, PodSpec, PodTemplateSpec};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector;
use k8s_openapi::jiff::Timestamp;
use kube::api::{
    Api, DeleteParams, ListParams, Patch, PatchParams, PostParams, WatchEvent, WatchParams,
};
use kube::core::Status;
use kube::runtime::watcher;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// A namespaced kind with status and scale subresources.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[crd(
    group = "example.com",
    version = "v1",
    kind = "Widget",
    namespaced,
    status = "WidgetStatus",
    scale(
        spec_replicas_path = ".spec.replicas",
        status_replicas_path = ".status.replicas"
    )
)]
pub struct WidgetSpec {
    /// Desired copies.
    pub replicas: i32,
    /// Paint.
    pub color: String,
}

/// What the controller saw.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct WidgetStatus {
    /// Running copies.
    pub replicas: i32,
    /// Summary.
    pub phase: String,
}

/// A cluster-scoped kind without subresources.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[crd(group = "example.com", version = "v1", kind = "Gadget")]
pub struct GadgetSpec {
    /// Size.
    pub size: i32,
}

const NOW: &str = "2024-05-06T07:08:09Z";

fn server() -> FakeApiServer {
    let server = FakeApiServer::new();
    server.register_crd(&Widget::crd());
    server.register_crd(&Gadget::crd());
    server.freeze_time(Some(NOW.parse::<Timestamp>().unwrap()));
    server
}

fn widget(name: &str, replicas: i32) -> Widget {
    Widget::new(
        name,
        WidgetSpec {
            replicas,
            color: "blue".into(),
        },
    )
}

fn labelled(mut w: Widget, labels: &[(&str, &str)]) -> Widget {
    w.metadata.labels = Some(
        labels
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect(),
    );
    w
}

fn status(value: Value) -> Status {
    serde_json::from_value(value).unwrap()
}

fn api_error(result: Result<impl std::fmt::Debug, kube::Error>) -> Status {
    match result {
        Err(kube::Error::Api(status)) => *status,
        other => panic!("expected an API error, got {other:?}"),
    }
}

fn names<K: kube::Resource>(items: &[K]) -> Vec<String> {
    items
        .iter()
        .map(|o| o.meta().name.clone().unwrap())
        .collect()
}

fn deployment(name: &str, replicas: i32) -> Deployment {
    let labels = BTreeMap::from([("app".to_owned(), name.to_owned())]);
    Deployment {
        metadata: kube::api::ObjectMeta {
            name: Some(name.into()),
            ..Default::default()
        },
        spec: DeploymentSpec {
            replicas: Some(replicas),
            selector: LabelSelector {
                match_labels: Some(labels.clone()),
                ..Default::default()
            },
            template: PodTemplateSpec {
                metadata: Some(kube::api::ObjectMeta {
                    labels: Some(labels),
                    ..Default::default()
                }),
                spec: Some(PodSpec {
                    containers: vec![Container {
                        name: "web".into(),
                        image: Some("nginx".into()),
                        ..Default::default()
                    }],
                    ..Default::default()
                }),
            },
            ..Default::default()
        },
        ..Default::default()
    }
}

#[tokio::test]
async fn crud_on_a_custom_kind() {
    let server = server();
    let widgets: Api<Widget> = Api::namespaced(server.client(), "ns");

    let created = widgets
        .create(&PostParams::default(), &widget("w", 1))
        .await
        .unwrap();
    let uid = created.metadata.uid.clone().unwrap();
    assert_eq!(uid.len(), 36);
    assert_eq!(&uid[14..15], "4", "a version-4 UUID: {uid}");
    assert_eq!(
        serde_json::to_value(&created).unwrap(),
        json!({
            "apiVersion": "example.com/v1",
            "kind": "Widget",
            "metadata": {
                "name": "w",
                "namespace": "ns",
                "uid": uid,
                "resourceVersion": "2",
                "generation": 1,
                "creationTimestamp": NOW,
                // kube sends no User-Agent, so without a fieldManager the server
                // derives an empty manager name.
                "managedFields": [{
                    "manager": "",
                    "operation": "Update",
                    "apiVersion": "example.com/v1",
                    "time": NOW,
                    "fieldsType": "FieldsV1",
                    "fieldsV1": {"f:spec": {".": {}, "f:color": {}, "f:replicas": {}}},
                }],
            },
            "spec": {"replicas": 1, "color": "blue"},
        })
    );
    // The same seed gives the same uid.
    let again = server_with_widget().await;
    assert_eq!(again.metadata.uid, created.metadata.uid);

    let got = widgets.get("w").await.unwrap();
    assert_eq!(
        serde_json::to_value(&got).unwrap(),
        serde_json::to_value(&created).unwrap()
    );

    let mut changed = got.clone();
    changed.spec.color = "red".into();
    let replaced = widgets
        .replace("w", &PostParams::default(), &changed)
        .await
        .unwrap();
    assert_eq!(replaced.spec.color, "red");
    assert_eq!(replaced.metadata.resource_version.as_deref(), Some("3"));
    assert_eq!(replaced.metadata.generation, Some(2));

    let list = widgets.list(&ListParams::default()).await.unwrap();
    assert_eq!(list.metadata.resource_version.as_deref(), Some("3"));
    assert_eq!(names(&list.items), ["w"]);

    let deleted = widgets.delete("w", &DeleteParams::default()).await.unwrap();
    let gone = deleted.right().expect("a Status for an immediate delete");
    assert_eq!(
        gone,
        status(json!({
            "status": "Success",
            "metadata": {},
            "details": {"name": "w", "group": "example.com", "kind": "widgets", "uid": uid},
        }))
    );
    assert_eq!(
        api_error(widgets.get("w").await),
        status(json!({
            "status": "Failure",
            "metadata": {},
            "code": 404,
            "reason": "NotFound",
            "message": "widgets.example.com \"w\" not found",
            "details": {"name": "w", "group": "example.com", "kind": "widgets"},
        }))
    );
    assert_eq!(
        api_error(widgets.delete("w", &DeleteParams::default()).await).code,
        404
    );
    let taken = widgets
        .create(&PostParams::default(), &widget("x", 1))
        .await;
    assert!(taken.is_ok());
    assert_eq!(
        api_error(
            widgets
                .create(&PostParams::default(), &widget("x", 1))
                .await
        ),
        status(json!({
            "status": "Failure",
            "metadata": {},
            "code": 409,
            "reason": "AlreadyExists",
            "message": "widgets.example.com \"x\" already exists",
            "details": {"name": "x", "group": "example.com", "kind": "widgets"},
        }))
    );

    // Cluster scope.
    let gadgets: Api<Gadget> = Api::all(server.client());
    let g = gadgets
        .create(
            &PostParams::default(),
            &Gadget::new("g", GadgetSpec { size: 2 }),
        )
        .await
        .unwrap();
    assert_eq!(g.metadata.namespace, None);
    assert_eq!(
        names(&gadgets.list(&ListParams::default()).await.unwrap().items),
        ["g"]
    );
}

async fn server_with_widget() -> Widget {
    let server = server();
    let widgets: Api<Widget> = Api::namespaced(server.client(), "ns");
    widgets
        .create(&PostParams::default(), &widget("w", 1))
        .await
        .unwrap()
}

#[tokio::test]
async fn unknown_resources_get_a_404_that_names_them() {
    let server = FakeApiServer::new();
    let widgets: Api<Widget> = Api::namespaced(server.client(), "ns");
    let error = api_error(widgets.get("w").await);
    assert_eq!(
        (error.code, error.reason.as_str(), error.message.as_str()),
        (
            404,
            "NotFound",
            "the server could not find the requested resource (get widgets.example.com): the fake API server serves no `widgets` in example.com/v1; it serves the built-in kinds of k8s-openapi and the CRDs given to register_crd"
        )
    );
    // Without a status subresource, /status does not exist either.
    server.register_crd(&Gadget::crd());
    let gadgets: Api<Gadget> = Api::all(server.client());
    assert_eq!(
        api_error(gadgets.get_status("g").await).message,
        "404 page not found"
    );
}

#[tokio::test]
async fn deployments_work_through_the_typed_api() {
    let server = server();
    let deployments: Api<Deployment> = Api::namespaced(server.client(), "default");
    let created = deployments
        .create(&PostParams::default(), &deployment("web", 3))
        .await
        .unwrap();
    assert_eq!(created.metadata.generation, Some(1));
    assert_eq!(created.metadata.namespace.as_deref(), Some("default"));
    let list = deployments.list(&ListParams::default()).await.unwrap();
    assert_eq!(names(&list.items), ["web"]);

    let scale = deployments.get_scale("web").await.unwrap();
    assert_eq!(
        serde_json::to_value(&scale).unwrap(),
        json!({
            "apiVersion": "autoscaling/v1",
            "kind": "Scale",
            "metadata": {
                "name": "web",
                "namespace": "default",
                "uid": created.metadata.uid,
                "resourceVersion": "2",
                "creationTimestamp": NOW,
            },
            "spec": {"replicas": 3},
            "status": {"replicas": 0, "selector": "app=web"},
        })
    );
    let scaled = deployments
        .patch_scale(
            "web",
            &PatchParams::default(),
            &Patch::Merge(json!({"spec": {"replicas": 5}})),
        )
        .await
        .unwrap();
    assert_eq!(scaled.spec.unwrap().replicas, Some(5));
    let stored = deployments.get("web").await.unwrap();
    assert_eq!(stored.spec.replicas, Some(5));
    assert_eq!(stored.metadata.generation, Some(2));

    // Strategic merge patches work on built-ins.
    let patched = deployments
        .patch(
            "web",
            &PatchParams::default(),
            &Patch::Strategic(json!({"metadata": {"labels": {"tier": "front"}}})),
        )
        .await
        .unwrap();
    assert_eq!(
        patched.metadata.labels,
        Some(BTreeMap::from([("tier".to_owned(), "front".to_owned())]))
    );

    // Built-ins other than pods, services and service accounts answer a delete with a Status.
    let deleted = deployments
        .delete("web", &DeleteParams::default())
        .await
        .unwrap();
    assert_eq!(
        deleted.right().unwrap().details.unwrap().kind,
        "deployments"
    );
    assert!(server.get::<Deployment>(Some("default"), "web").is_none());
}

#[tokio::test]
async fn a_stale_write_is_a_conflict() {
    let server = server();
    let widgets: Api<Widget> = Api::namespaced(server.client(), "ns");
    let first = widgets
        .create(&PostParams::default(), &widget("w", 1))
        .await
        .unwrap();
    let mut newer = first.clone();
    newer.spec.replicas = 2;
    widgets
        .replace("w", &PostParams::default(), &newer)
        .await
        .unwrap();
    let mut stale = first.clone();
    stale.spec.replicas = 3;
    assert_eq!(
        api_error(widgets.replace("w", &PostParams::default(), &stale).await),
        status(json!({
            "status": "Failure",
            "metadata": {},
            "code": 409,
            "reason": "Conflict",
            "message": "Operation cannot be fulfilled on widgets.example.com \"w\": the object has been modified; please apply your changes to the latest version and try again",
            "details": {"name": "w", "group": "example.com", "kind": "widgets"},
        }))
    );
    // Core kinds name their resource without a group.
    let configmaps: Api<ConfigMap> = Api::namespaced(server.client(), "ns");
    let mut cm = ConfigMap::default();
    cm.metadata.name = Some("c".into());
    let cm = configmaps
        .create(&PostParams::default(), &cm)
        .await
        .unwrap();
    let mut old = cm.clone();
    old.metadata.resource_version = Some("2".into());
    old.data = Some(BTreeMap::from([("k".into(), "v".into())]));
    assert_eq!(
        api_error(configmaps.replace("c", &PostParams::default(), &old).await).message,
        "Operation cannot be fulfilled on configmaps \"c\": the object has been modified; please apply your changes to the latest version and try again"
    );
    // A custom resource cannot be updated without a resourceVersion.
    let mut blind = newer.clone();
    blind.metadata.resource_version = None;
    let error = api_error(widgets.replace("w", &PostParams::default(), &blind).await);
    assert_eq!((error.code, error.reason.as_str()), (422, "Invalid"));
    assert_eq!(
        error.message,
        "Widget.example.com \"w\" is invalid: metadata.resourceVersion: Invalid value: 0x0: must be specified for an update"
    );
    // A write that changes nothing does not bump the resourceVersion.
    let current = widgets.get("w").await.unwrap();
    let same = widgets
        .replace("w", &PostParams::default(), &current)
        .await
        .unwrap();
    assert_eq!(
        same.metadata.resource_version,
        current.metadata.resource_version
    );
}

#[tokio::test]
async fn names_must_be_dns_subdomains() {
    let server = server();
    let widgets: Api<Widget> = Api::namespaced(server.client(), "ns");
    let error = api_error(
        widgets
            .create(&PostParams::default(), &widget("Bad_Name", 1))
            .await,
    );
    assert_eq!((error.code, error.reason.as_str()), (422, "Invalid"));
    assert_eq!(
        error.message,
        "Widget.example.com \"Bad_Name\" is invalid: metadata.name: Invalid value: \"Bad_Name\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')"
    );
    // Too long and not a subdomain: the server lists both; the fake reports the first.
    let long = format!("{}.", "a".repeat(253));
    let error = api_error(
        widgets
            .create(&PostParams::default(), &widget(&long, 1))
            .await,
    );
    assert_eq!(
        error.message,
        format!(
            "Widget.example.com \"{long}\" is invalid: metadata.name: Invalid value: \"{long}\": must be no more than 253 characters"
        )
    );
    // No limit on each label, as apimachinery's IsDNS1123Subdomain.
    let long_label = format!("{}.b", "a".repeat(64));
    let created = widgets
        .create(&PostParams::default(), &widget(&long_label, 1))
        .await
        .unwrap();
    assert_eq!(created.metadata.name, Some(long_label));
}

#[tokio::test]
async fn generate_name_makes_distinct_deterministic_names() {
    let server = server();
    let widgets: Api<Widget> = Api::namespaced(server.client(), "ns");
    let mut template = widget("", 1);
    template.metadata.name = None;
    template.metadata.generate_name = Some("w-".into());
    let a = widgets
        .create(&PostParams::default(), &template)
        .await
        .unwrap();
    let b = widgets
        .create(&PostParams::default(), &template)
        .await
        .unwrap();
    let (a, b) = (a.metadata.name.unwrap(), b.metadata.name.unwrap());
    assert_ne!(a, b);
    for name in [&a, &b] {
        assert_eq!(name.len(), 7, "{name}");
        assert!(name.starts_with("w-"));
        assert!(
            name[2..]
                .chars()
                .all(|c| "bcdfghjklmnpqrstvwxz2456789".contains(c)),
            "{name}"
        );
    }
    let other = server_names(&template).await;
    assert_eq!(other, [a, b]);

    let mut nameless = template.clone();
    nameless.metadata.generate_name = None;
    assert_eq!(
        api_error(widgets.create(&PostParams::default(), &nameless).await).message,
        "Widget.example.com \"\" is invalid: metadata.name: Required value: name or generateName is required"
    );
}

async fn server_names(template: &Widget) -> Vec<String> {
    let server = server();
    let widgets: Api<Widget> = Api::namespaced(server.client(), "ns");
    let mut out = Vec::new();
    for _ in 0..2 {
        let w = widgets
            .create(&PostParams::default(), template)
            .await
            .unwrap();
        out.push(w.metadata.name.unwrap());
    }
    out
}

#[tokio::test]
async fn generation_follows_spec_changes_only() {
    let server = server();
    let widgets: Api<Widget> = Api::namespaced(server.client(), "ns");
    let w = widgets
        .create(&PostParams::default(), &widget("w", 1))
        .await
        .unwrap();
    assert_eq!(w.metadata.generation, Some(1));
    let labelled_w = widgets
        .replace("w", &PostParams::default(), &labelled(w, &[("a", "b")]))
        .await
        .unwrap();
    assert_eq!(labelled_w.metadata.generation, Some(1));
    assert_eq!(labelled_w.metadata.resource_version.as_deref(), Some("3"));
    let mut spec_change = labelled_w.clone();
    spec_change.spec.replicas = 4;
    let bumped = widgets
        .replace("w", &PostParams::default(), &spec_change)
        .await
        .unwrap();
    assert_eq!(bumped.metadata.generation, Some(2));
    let mut with_status = bumped.clone();
    with_status.status = Some(WidgetStatus {
        replicas: 4,
        phase: "Ready".into(),
    });
    let status_written = widgets
        .replace_status("w", &PostParams::default(), &with_status)
        .await
        .unwrap();
    assert_eq!(status_written.metadata.generation, Some(2));
    assert_eq!(status_written.status, with_status.status);
}

#[tokio::test]
async fn status_is_written_only_through_its_subresource() {
    let server = server();
    let widgets: Api<Widget> = Api::namespaced(server.client(), "ns");
    let mut w = widget("w", 1);
    w.status = Some(WidgetStatus {
        replicas: 9,
        phase: "Ignored".into(),
    });
    // Create drops the status of a kind with the subresource.
    let created = widgets.create(&PostParams::default(), &w).await.unwrap();
    assert_eq!(created.status, None);

    let ready = WidgetStatus {
        replicas: 1,
        phase: "Ready".into(),
    };
    let patched = widgets
        .patch_status(
            "w",
            &PatchParams::default(),
            &Patch::Merge(json!({"status": ready, "spec": {"replicas": 7}})),
        )
        .await
        .unwrap();
    assert_eq!(patched.status.as_ref(), Some(&ready));
    assert_eq!(patched.spec.replicas, 1, "/status leaves the spec alone");

    let mut main = patched.clone();
    main.spec.replicas = 2;
    main.status = Some(WidgetStatus {
        replicas: 0,
        phase: "Overwritten".into(),
    });
    let replaced = widgets
        .replace("w", &PostParams::default(), &main)
        .await
        .unwrap();
    assert_eq!(replaced.spec.replicas, 2);
    assert_eq!(
        replaced.status.as_ref(),
        Some(&ready),
        "the main resource keeps status"
    );

    // Scale reads spec and status replicas of the custom kind.
    let scale = widgets.get_scale("w").await.unwrap();
    assert_eq!(scale.spec.unwrap().replicas, Some(2));
    assert_eq!(scale.status.unwrap().replicas, 1);
}

#[tokio::test]
async fn finalizers_hold_a_deletion_until_they_are_removed() {
    let server = server();
    let widgets: Api<Widget> = Api::namespaced(server.client(), "ns");
    let mut w = widget("w", 1);
    w.metadata.finalizers = Some(vec!["example.com/cleanup".into()]);
    widgets.create(&PostParams::default(), &w).await.unwrap();

    let events = widgets
        .watch(&WatchParams::default(), &server.resource_version())
        .await
        .unwrap();

    let held = widgets
        .delete("w", &DeleteParams::default())
        .await
        .unwrap()
        .left()
        .expect("the object, still there");
    assert_eq!(
        held.metadata
            .deletion_timestamp
            .map(|t| t.0.to_string())
            .as_deref(),
        Some(NOW)
    );
    assert_eq!(held.metadata.deletion_grace_period_seconds, Some(0));
    assert_eq!(held.metadata.generation, Some(2));
    let still = widgets.get("w").await.unwrap();
    assert_eq!(
        still.metadata.resource_version,
        held.metadata.resource_version
    );

    // A second delete changes nothing.
    let again = widgets.delete("w", &DeleteParams::default()).await.unwrap();
    assert_eq!(
        again.left().unwrap().metadata.resource_version,
        held.metadata.resource_version
    );

    // No new finalizers once deleting.
    let mut more = still.clone();
    more.metadata.finalizers = Some(vec!["example.com/cleanup".into(), "other".into()]);
    assert_eq!(
        api_error(widgets.replace("w", &PostParams::default(), &more).await).message,
        "Widget.example.com \"w\" is invalid: metadata.finalizers: Forbidden: no new finalizers can be added if the object is being deleted, found new finalizers []string{\"other\"}"
    );

    let mut done = still.clone();
    done.metadata.finalizers = None;
    widgets
        .replace("w", &PostParams::default(), &done)
        .await
        .unwrap();
    assert_eq!(api_error(widgets.get("w").await).code, 404);

    let seen: Vec<(String, Option<String>)> = events
        .take(2)
        .map(|e| match e.unwrap() {
            WatchEvent::Modified(w) => ("MODIFIED".to_owned(), w.metadata.resource_version),
            WatchEvent::Deleted(w) => ("DELETED".to_owned(), w.metadata.resource_version),
            other => panic!("unexpected {other:?}"),
        })
        .collect()
        .await;
    assert_eq!(
        seen,
        [
            ("MODIFIED".to_owned(), Some("3".to_owned())),
            ("DELETED".to_owned(), Some("4".to_owned())),
        ]
    );

    // Preconditions are checked.
    widgets
        .create(&PostParams::default(), &widget("p", 1))
        .await
        .unwrap();
    let error = api_error(
        widgets
            .delete(
                "p",
                &DeleteParams::default().preconditions(kube::api::Preconditions {
                    resource_version: Some("1".into()),
                    uid: None,
                }),
            )
            .await,
    );
    assert_eq!(
        error.message,
        "Operation cannot be fulfilled on widgets.example.com \"p\": Precondition failed: ResourceVersion in precondition: 1, ResourceVersion in object meta: 5"
    );
}

#[tokio::test]
async fn deletecollection_deletes_what_the_selector_matches() {
    let server = server();
    let widgets: Api<Widget> = Api::namespaced(server.client(), "ns");
    for (name, tier) in [("a", "web"), ("b", "db"), ("c", "web")] {
        widgets
            .create(
                &PostParams::default(),
                &labelled(widget(name, 1), &[("tier", tier)]),
            )
            .await
            .unwrap();
    }
    let deleted = widgets
        .delete_collection(
            &DeleteParams::default(),
            &ListParams::default().labels("tier=web"),
        )
        .await
        .unwrap()
        .left()
        .unwrap();
    assert_eq!(names(&deleted.items), ["a", "c"]);
    let left = widgets.list(&ListParams::default()).await.unwrap();
    assert_eq!(names(&left.items), ["b"]);
}

#[tokio::test]
async fn label_and_field_selectors() {
    let server = server();
    let client = server.client();
    for (ns, name, labels) in [
        ("one", "a", vec![("tier", "web"), ("env", "prod")]),
        ("one", "b", vec![("tier", "db")]),
        ("two", "c", vec![("tier", "web"), ("env", "dev")]),
        ("two", "d", vec![]),
    ] {
        Api::<Widget>::namespaced(client.clone(), ns)
            .create(&PostParams::default(), &labelled(widget(name, 1), &labels))
            .await
            .unwrap();
    }
    let all: Api<Widget> = Api::all(client.clone());
    let select = |labels: &'static str, fields: &'static str| {
        let all = all.clone();
        async move {
            let mut lp = ListParams::default();
            if !labels.is_empty() {
                lp = lp.labels(labels);
            }
            if !fields.is_empty() {
                lp = lp.fields(fields);
            }
            all.list(&lp).await.map(|l| names(&l.items))
        }
    };
    assert_eq!(select("tier=web", "").await.unwrap(), ["a", "c"]);
    assert_eq!(
        select("tier in (web,db),env!=prod", "").await.unwrap(),
        ["b", "c"]
    );
    assert_eq!(select("!tier", "").await.unwrap(), ["d"]);
    assert_eq!(select("env", "").await.unwrap(), ["a", "c"]);
    assert_eq!(
        select("", "metadata.namespace=two").await.unwrap(),
        ["c", "d"]
    );
    assert_eq!(select("tier=web", "metadata.name!=a").await.unwrap(), ["c"]);
    assert_eq!(
        api_error(select("", "spec.color=blue").await),
        status(json!({
            "status": "Failure",
            "metadata": {},
            "code": 400,
            "reason": "BadRequest",
            "message": "\"spec.color\" is not a known field selector: only \"metadata.name\", \"metadata.namespace\"",
        }))
    );
    let bad = api_error(select("tier in (web", "").await);
    assert_eq!((bad.code, bad.reason.as_str()), (400, "BadRequest"));

    let deployments: Api<Deployment> = Api::all(client);
    let error = api_error(
        deployments
            .list(&ListParams::default().fields("spec.paused=true"))
            .await,
    );
    assert_eq!(error.message, "field label not supported: spec.paused");

    // Pages.
    let page = all.list(&ListParams::default().limit(3)).await.unwrap();
    assert_eq!(names(&page.items), ["a", "b", "c"]);
    assert_eq!(page.metadata.remaining_item_count, Some(1));
    let rest = all
        .list(
            &ListParams::default()
                .limit(3)
                .continue_token(page.metadata.continue_.as_deref().unwrap()),
        )
        .await
        .unwrap();
    assert_eq!(names(&rest.items), ["d"]);
    assert_eq!(rest.metadata.continue_, None);
}

#[tokio::test]
async fn merge_and_json_patches() {
    let server = server();
    let widgets: Api<Widget> = Api::namespaced(server.client(), "ns");
    widgets
        .create(
            &PostParams::default(),
            &labelled(widget("w", 1), &[("a", "1"), ("b", "2")]),
        )
        .await
        .unwrap();
    let merged = widgets
        .patch(
            "w",
            &PatchParams::default(),
            &Patch::Merge(
                json!({"metadata": {"labels": {"a": null, "c": "3"}}, "spec": {"color": "green"}}),
            ),
        )
        .await
        .unwrap();
    assert_eq!(
        merged.metadata.labels,
        Some(BTreeMap::from([
            ("b".into(), "2".into()),
            ("c".into(), "3".into())
        ]))
    );
    assert_eq!(
        merged.spec,
        WidgetSpec {
            replicas: 1,
            color: "green".into()
        }
    );
    assert_eq!(merged.metadata.generation, Some(2));

    let ops: json_patch_ops::Patch = serde_json::from_value(json!([
        {"op": "test", "path": "/spec/color", "value": "green"},
        {"op": "replace", "path": "/spec/replicas", "value": 3},
    ]))
    .unwrap();
    let jsonpatched = widgets
        .patch("w", &PatchParams::default(), &Patch::Json::<()>(ops))
        .await
        .unwrap();
    assert_eq!(jsonpatched.spec.replicas, 3);

    let failing: json_patch_ops::Patch = serde_json::from_value(json!([
        {"op": "test", "path": "/spec/color", "value": "red"},
    ]))
    .unwrap();
    let error = api_error(
        widgets
            .patch("w", &PatchParams::default(), &Patch::Json::<()>(failing))
            .await,
    );
    assert_eq!((error.code, error.reason.as_str()), (422, "Invalid"));

    // A patch carrying an old resourceVersion is a conflict.
    let stale = api_error(
        widgets
            .patch(
                "w",
                &PatchParams::default(),
                &Patch::Merge(
                    json!({"metadata": {"resourceVersion": "2"}, "spec": {"replicas": 9}}),
                ),
            )
            .await,
    );
    assert_eq!(stale.reason, "Conflict");

    // Custom resources take no strategic merge patch.
    let error = api_error(
        widgets
            .patch(
                "w",
                &PatchParams::default(),
                &Patch::Strategic(json!({"spec": {"replicas": 2}})),
            )
            .await,
    );
    assert_eq!(
        (error.code, error.message.as_str()),
        (
            415,
            "the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/apply-patch+yaml"
        )
    );
    assert_eq!(
        api_error(
            widgets
                .patch("missing", &PatchParams::default(), &Patch::Merge(json!({})))
                .await
        )
        .code,
        404
    );
}

/// The JSON patch type kube's `jsonpatch` feature takes.
mod json_patch_ops {
    pub use json_patch::Patch;
}

#[tokio::test]
async fn server_side_apply_creates_then_merges() {
    let server = server();
    let client = server.client();
    let widgets: Api<Widget> = Api::namespaced(client.clone(), "ns");
    let params = PatchParams::apply("crdgen-test");
    let created = widgets
        .patch("w", &params, &Patch::Apply(widget("w", 2)))
        .await
        .unwrap();
    assert_eq!(created.metadata.resource_version.as_deref(), Some("2"));
    assert_eq!(created.metadata.generation, Some(1));
    let applied = widgets
        .patch(
            "w",
            &params,
            &Patch::Apply(json!({
                "apiVersion": "example.com/v1",
                "kind": "Widget",
                // The manager's whole intent: fields it leaves out of an apply are
                // removed (see tests/fake_apply.rs).
                "metadata": {"name": "w", "labels": {"owner": "me"}},
                "spec": {"replicas": 2, "color": "black"},
            })),
        )
        .await
        .unwrap();
    assert_eq!(
        applied.spec,
        WidgetSpec {
            replicas: 2,
            color: "black".into()
        }
    );
    assert_eq!(applied.metadata.labels.unwrap()["owner"], "me");

    // Without a fieldManager the server refuses (kube checks first, so send it raw).
    let request = http::Request::patch("/apis/example.com/v1/namespaces/ns/widgets/w")
        .header("content-type", "application/apply-patch+yaml")
        .body(br#"{"spec":{"replicas":1}}"#.to_vec())
        .unwrap();
    let error = api_error(client.request::<Widget>(request).await);
    assert_eq!(
        (error.code, error.message.as_str()),
        (
            400,
            "PATCH requests with apply content type must specify a fieldManager"
        )
    );
    // YAML bodies are read too (forced: crdgen-test owns .spec.replicas).
    let request = http::Request::patch(
        "/apis/example.com/v1/namespaces/ns/widgets/w?fieldManager=yaml&force=true",
    )
    .header("content-type", "application/apply-patch+yaml")
    .body(b"spec:\n  replicas: 7\n".to_vec())
    .unwrap();
    let w: Widget = client.request(request).await.unwrap();
    assert_eq!(w.spec.replicas, 7);
}

type Events = futures::stream::BoxStream<'static, kube::Result<WatchEvent<Widget>>>;

async fn next_event(events: &mut Events) -> String {
    match events.try_next().await.unwrap().unwrap() {
        WatchEvent::Added(w) => format!("ADDED {}", w.metadata.name.unwrap()),
        WatchEvent::Modified(w) => format!("MODIFIED {}", w.metadata.name.unwrap()),
        WatchEvent::Deleted(w) => format!("DELETED {}", w.metadata.name.unwrap()),
        WatchEvent::Bookmark(b) => format!("BOOKMARK {}", b.metadata.resource_version),
        WatchEvent::Error(e) => format!("ERROR {}", e.code),
    }
}

#[tokio::test]
async fn watch_replays_then_streams() {
    let server = server();
    let widgets: Api<Widget> = Api::namespaced(server.client(), "ns");
    widgets
        .create(&PostParams::default(), &widget("a", 1))
        .await
        .unwrap();
    widgets
        .create(
            &PostParams::default(),
            &labelled(widget("b", 1), &[("keep", "yes")]),
        )
        .await
        .unwrap();

    let mut all = widgets
        .watch(&WatchParams::default(), "0")
        .await
        .unwrap()
        .boxed();
    let mut kept = widgets
        .watch(&WatchParams::default().labels("keep=yes"), "0")
        .await
        .unwrap()
        .boxed();
    let mut from_three = widgets
        .watch(&WatchParams::default(), "2")
        .await
        .unwrap()
        .boxed();

    let mut b = widgets.get("b").await.unwrap();
    b.metadata.labels = None;
    widgets
        .replace("b", &PostParams::default(), &b)
        .await
        .unwrap();
    widgets.delete("a", &DeleteParams::default()).await.unwrap();

    let next = next_event;
    let mut seen = Vec::new();
    for _ in 0..4 {
        seen.push(next(&mut all).await);
    }
    assert_eq!(seen, ["ADDED a", "ADDED b", "MODIFIED b", "DELETED a"]);
    // b leaves the selection: the selecting watch sees it deleted.
    assert_eq!(next(&mut kept).await, "ADDED b");
    assert_eq!(next(&mut kept).await, "DELETED b");
    // From resourceVersion 2: the creation of b (3) and everything after.
    let mut later = Vec::new();
    for _ in 0..3 {
        later.push(next(&mut from_three).await);
    }
    assert_eq!(later, ["ADDED b", "MODIFIED b", "DELETED a"]);

    // After a compaction an old resourceVersion has expired.
    server.compact();
    let mut expired = widgets
        .watch(&WatchParams::default(), "2")
        .await
        .unwrap()
        .boxed();
    match expired.try_next().await.unwrap().unwrap() {
        WatchEvent::Error(e) => {
            assert_eq!((e.code, e.reason.as_str()), (410, "Expired"));
            assert_eq!(e.message, "too old resource version: 2 (5)");
        }
        other => panic!("unexpected {other:?}"),
    }
}

#[tokio::test]
async fn kube_runtime_watcher_runs_against_the_fake() {
    for streaming in [false, true] {
        let server = server();
        let widgets: Api<Widget> = Api::namespaced(server.client(), "ns");
        widgets
            .create(&PostParams::default(), &widget("a", 1))
            .await
            .unwrap();
        let config = if streaming {
            watcher::Config::default().streaming_lists()
        } else {
            watcher::Config::default()
        };
        let mut events = watcher(widgets.clone(), config).boxed();
        let mut seen = Vec::new();
        let describe = |e: watcher::Event<Widget>| match e {
            watcher::Event::Init => "Init".to_owned(),
            watcher::Event::InitApply(w) => format!("InitApply {}", w.metadata.name.unwrap()),
            watcher::Event::InitDone => "InitDone".to_owned(),
            watcher::Event::Apply(w) => format!("Apply {}", w.metadata.name.unwrap()),
            watcher::Event::Delete(w) => format!("Delete {}", w.metadata.name.unwrap()),
        };
        for _ in 0..3 {
            seen.push(describe(events.try_next().await.unwrap().unwrap()));
        }
        widgets
            .create(&PostParams::default(), &widget("b", 1))
            .await
            .unwrap();
        widgets.delete("a", &DeleteParams::default()).await.unwrap();
        for _ in 0..2 {
            seen.push(describe(events.try_next().await.unwrap().unwrap()));
        }
        assert_eq!(
            seen,
            ["Init", "InitApply a", "InitDone", "Apply b", "Delete a"],
            "streaming lists: {streaming}"
        );
    }
}

#[tokio::test]
async fn actions_are_logged_and_reactors_inject_errors() {
    let server = server();
    let widgets: Api<Widget> = Api::namespaced(server.client(), "ns");
    let w = widgets
        .create(&PostParams::default(), &widget("w", 1))
        .await
        .unwrap();
    let mut fired = false;
    server.prepend_reactor("update", "widgets", move |_| {
        if std::mem::replace(&mut fired, true) {
            return None;
        }
        let mut conflict = Status::failure("injected", "Conflict");
        conflict.code = 409;
        Some(Err(conflict.boxed()))
    });
    let error = api_error(widgets.replace("w", &PostParams::default(), &w).await);
    assert_eq!(
        (error.code, error.reason.as_str(), error.message.as_str()),
        (409, "Conflict", "injected")
    );
    // Only the first update was hit; the second reaches the server.
    let mut changed = w.clone();
    changed.spec.replicas = 2;
    widgets
        .replace("w", &PostParams::default(), &changed)
        .await
        .unwrap();
    // A reactor can also answer with an object, and `*` matches any resource.
    server.prepend_reactor("get", "*", |action| {
        (action.name.as_deref() == Some("ghost")).then(|| {
            Ok(json!({
                "apiVersion": "example.com/v1", "kind": "Widget",
                "metadata": {"name": "ghost", "namespace": "ns"},
                "spec": {"replicas": 0, "color": "none"},
            }))
        })
    });
    assert_eq!(widgets.get("ghost").await.unwrap().spec.color, "none");
    widgets.get_status("w").await.unwrap();

    let log: Vec<String> = server.actions().iter().map(Action::to_string).collect();
    assert_eq!(
        log,
        [
            "create example.com/v1 widgets ns/",
            "update example.com/v1 widgets ns/w",
            "update example.com/v1 widgets ns/w",
            "get example.com/v1 widgets ns/ghost",
            "get example.com/v1 widgets/status ns/w",
        ]
    );
    let first = &server.actions()[0];
    assert_eq!(first.verb, "create");
    assert_eq!(first.body.as_ref().unwrap()["spec"]["replicas"], 1);
    assert!(server.actions()[4].matches("get", "widgets/status"));
    server.clear_actions();
    assert!(server.actions().is_empty());
}

#[tokio::test]
async fn seeded_objects_keep_their_status() {
    let server = server();
    let mut w = widget("w", 1);
    w.metadata.namespace = Some("ns".into());
    w.status = Some(WidgetStatus {
        replicas: 1,
        phase: "Ready".into(),
    });
    let stored = server.insert(&w).unwrap();
    assert_eq!(stored.status, w.status);
    assert_eq!(stored.metadata.resource_version.as_deref(), Some("2"));
    assert!(server.actions().is_empty());
    let read: Widget = server.get(Some("ns"), "w").unwrap();
    assert_eq!(read.status, w.status);
    assert_eq!(names(&server.list::<Widget>(None)), ["w"]);
}

#[tokio::test]
async fn a_controller_reconciles_against_the_fake() {
    use kube::ResourceExt;
    use kube::runtime::controller::{Action as Requeue, Controller};
    use std::sync::Arc;

    async fn reconcile(w: Arc<Widget>, api: Arc<Api<Widget>>) -> Result<Requeue, kube::Error> {
        let status = WidgetStatus {
            replicas: w.spec.replicas,
            phase: "Ready".into(),
        };
        api.patch_status(
            &w.name_any(),
            &PatchParams::default(),
            &Patch::Merge(json!({ "status": status })),
        )
        .await?;
        Ok(Requeue::await_change())
    }
    fn error_policy(_: Arc<Widget>, _: &kube::Error, _: Arc<Api<Widget>>) -> Requeue {
        Requeue::await_change()
    }

    let server = server();
    let widgets: Api<Widget> = Api::namespaced(server.client(), "ns");
    widgets
        .create(&PostParams::default(), &widget("w", 3))
        .await
        .unwrap();
    let mut runs = Controller::new(widgets.clone(), watcher::Config::default())
        .run(reconcile, error_policy, Arc::new(widgets.clone()))
        .boxed();
    let (reconciled, _) = runs.try_next().await.unwrap().unwrap();
    assert_eq!(reconciled.name, "w");
    assert_eq!(
        widgets.get("w").await.unwrap().status,
        Some(WidgetStatus {
            replicas: 3,
            phase: "Ready".into(),
        })
    );
}

#[tokio::test]
async fn pods_answer_a_delete_with_the_object() {
    use k8s_openapi::api::core::v1::Pod;
    let server = server();
    let pods: Api<Pod> = Api::namespaced(server.client(), "default");
    let pod: Pod = serde_json::from_value(json!({
        "metadata": {"name": "p"},
        "spec": {"containers": [{"name": "app", "image": "nginx"}]},
    }))
    .unwrap();
    pods.create(&PostParams::default(), &pod).await.unwrap();
    let deleted = pods.delete("p", &DeleteParams::default()).await.unwrap();
    let last = deleted.left().expect("pods return the deleted object");
    assert_eq!(last.metadata.name.as_deref(), Some("p"));
    assert_eq!(last.metadata.resource_version.as_deref(), Some("3"));
    assert!(server.get::<Pod>(Some("default"), "p").is_none());
}

#[tokio::test]
async fn every_built_in_kind_is_served_with_its_scope() {
    use k8s_openapi::api::batch::v1::{CronJob, Job};
    use k8s_openapi::api::rbac::v1::ClusterRole;
    use k8s_openapi::api::storage::v1::StorageClass;
    let server = FakeApiServer::new();
    // batch/v1 jobs: namespaced, with a status subresource and metadata.generation.
    let jobs: Api<Job> = Api::namespaced(server.client(), "ns");
    let job: Job = serde_json::from_value(json!({
        "metadata": {"name": "migrate"},
        "spec": {"template": {"spec": {"containers": [{"name": "m", "image": "busybox"}], "restartPolicy": "Never"}}},
        "status": {"active": 1}
    }))
    .unwrap();
    let created = jobs.create(&PostParams::default(), &job).await.unwrap();
    assert_eq!(
        (
            created.metadata.generation,
            created.status.and_then(|s| s.active)
        ),
        (Some(1), None),
        "status is a subresource: dropped on create"
    );
    let cronjobs: Api<CronJob> = Api::namespaced(server.client(), "ns");
    assert_eq!(
        cronjobs
            .list(&ListParams::default())
            .await
            .unwrap()
            .items
            .len(),
        0
    );
    // Cluster-scoped kinds answer at cluster scope.
    let roles: Api<ClusterRole> = Api::all(server.client());
    let role: ClusterRole =
        serde_json::from_value(json!({"metadata": {"name": "reader"}})).unwrap();
    roles.create(&PostParams::default(), &role).await.unwrap();
    assert_eq!(roles.get("reader").await.unwrap().metadata.namespace, None);
    let classes: Api<StorageClass> = Api::all(server.client());
    let class: StorageClass = serde_json::from_value(
        json!({"metadata": {"name": "fast"}, "provisioner": "csi.example.com"}),
    )
    .unwrap();
    assert_eq!(
        classes
            .create(&PostParams::default(), &class)
            .await
            .unwrap()
            .provisioner,
        "csi.example.com"
    );
}
