//! Listers built from plain objects: selection, order, per-namespace and cluster gets,
//! and client-go's 404 on a miss.
#![cfg(feature = "client")]

use std::collections::BTreeMap;
use std::sync::Arc;

use crdgen::CustomResource;
use crdgen::client::lister::Lister;
use crdgen::client::selector::LabelSelector;
use k8s_openapi::api::core::v1::{ConfigMap, Namespace};
use k8s_openapi::api::rbac::v1::ClusterRole;
use kube::ResourceExt;
use serde::{Deserialize, Serialize};

/// A namespaced custom kind, so the 404 carries a group.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[crd(group = "example.com", version = "v1", kind = "Widget", namespaced)]
pub struct WidgetSpec {
    /// How many.
    pub size: i32,
}

fn widget(namespace: &str, name: &str, labels: &[(&str, &str)]) -> Widget {
    let mut widget = Widget::new(name, WidgetSpec { size: 1 });
    widget.metadata.namespace = Some(namespace.into());
    widget.metadata.labels = Some(
        labels
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect::<BTreeMap<_, _>>(),
    );
    widget
}

fn keys(objects: &[Arc<Widget>]) -> Vec<String> {
    objects
        .iter()
        .map(|o| format!("{}/{}", o.namespace().unwrap_or_default(), o.name_any()))
        .collect()
}

fn selector(s: &str) -> LabelSelector {
    LabelSelector::parse(s).expect("a valid selector")
}

fn widgets() -> Lister<Widget> {
    // Deliberately out of order: the lister sorts.
    Lister::from_objects([
        widget("prod", "web", &[("app", "web"), ("tier", "front")]),
        widget("dev", "web", &[("app", "web")]),
        widget("prod", "db", &[("app", "db")]),
        widget("dev", "cache", &[]),
        widget("prod", "api", &[("app", "api"), ("tier", "front")]),
    ])
}

#[test]
fn lists_across_namespaces_sorted() {
    let lister = widgets();
    assert_eq!(
        keys(&lister.list(&LabelSelector::everything())),
        ["dev/cache", "dev/web", "prod/api", "prod/db", "prod/web"]
    );
    assert_eq!(
        keys(&lister.list(&selector("app=web"))),
        ["dev/web", "prod/web"]
    );
    assert_eq!(
        keys(&lister.list(&selector("tier"))),
        ["prod/api", "prod/web"]
    );
    assert_eq!(
        keys(&lister.list(&selector("app notin (web,db)"))),
        ["dev/cache", "prod/api"]
    );
    assert_eq!(
        keys(&lister.list(&selector("app=nothing"))),
        Vec::<String>::new()
    );
}

#[test]
fn lists_one_namespace() {
    let lister = widgets();
    let prod = lister.namespace("prod");
    assert_eq!(prod.namespace(), "prod");
    assert_eq!(
        keys(&prod.list(&LabelSelector::everything())),
        ["prod/api", "prod/db", "prod/web"]
    );
    assert_eq!(
        keys(&prod.list(&selector("tier=front,app!=api"))),
        ["prod/web"]
    );
    assert_eq!(
        keys(&lister.namespace("dev").list(&selector("!app"))),
        ["dev/cache"]
    );
    assert!(
        lister
            .namespace("staging")
            .list(&LabelSelector::everything())
            .is_empty()
    );
}

#[test]
fn gets_in_a_namespace() {
    let lister = widgets();
    let web = lister
        .namespace("dev")
        .get("web")
        .expect("dev/web is cached");
    assert_eq!(web.labels().get("app").map(String::as_str), Some("web"));
    assert_eq!(web.namespace().as_deref(), Some("dev"));
    assert!(lister.namespace("dev").get("db").is_none());
    // A namespaced object is not a cluster-scoped one.
    assert!(lister.get("web").is_none());
    let db = lister
        .namespace("prod")
        .try_get("db")
        .expect("prod/db is cached");
    assert_eq!(db.name_any(), "db");
}

#[test]
fn a_miss_is_client_gos_404() {
    let lister = widgets();
    let err = lister
        .namespace("dev")
        .try_get("db")
        .expect_err("dev/db is not cached");
    let kube::Error::Api(status) = &err else {
        panic!("expected kube::Error::Api, got {err:?}");
    };
    assert_eq!(status.message, r#"widgets.example.com "db" not found"#);
    assert_eq!(status.reason, "NotFound");
    assert_eq!(status.code, 404);
    assert!(status.is_failure());
    assert!(status.is_not_found());
    let details = status.details.as_ref().expect("details");
    assert_eq!(
        (
            details.name.as_str(),
            details.group.as_str(),
            details.kind.as_str()
        ),
        ("db", "example.com", "widgets")
    );
    // The same JSON the API server sends.
    assert_eq!(
        serde_json::to_value(status.as_ref()).expect("JSON"),
        serde_json::json!({
            "status": "Failure",
            "code": 404,
            "message": "widgets.example.com \"db\" not found",
            "reason": "NotFound",
            "details": { "name": "db", "group": "example.com", "kind": "widgets" }
        })
    );
}

#[test]
fn core_group_404_has_no_group() {
    let mut config = ConfigMap::default();
    config.metadata.name = Some("settings".into());
    config.metadata.namespace = Some("default".into());
    let lister = Lister::from_objects([config]);
    assert!(lister.namespace("default").get("settings").is_some());
    let err = lister
        .namespace("default")
        .try_get("other")
        .expect_err("a miss");
    let kube::Error::Api(status) = err else {
        panic!("expected kube::Error::Api");
    };
    assert_eq!(status.message, r#"configmaps "other" not found"#);
    assert_eq!(status.details.map(|d| d.group), Some(String::new()));
}

#[test]
fn cluster_scoped_gets() {
    let named = |name: &str| {
        let mut namespace = Namespace::default();
        namespace.metadata.name = Some(name.into());
        namespace.metadata.labels = Some(BTreeMap::from([("team".into(), name.into())]));
        namespace
    };
    let lister = Lister::from_objects([named("b"), named("a"), named("c")]);
    assert_eq!(lister.get("a").map(|n| n.name_any()).as_deref(), Some("a"));
    assert_eq!(
        lister
            .list(&selector("team in (a,c)"))
            .iter()
            .map(|n| n.name_any())
            .collect::<Vec<_>>(),
        ["a", "c"]
    );
    // A cluster-scoped object is in no namespace.
    assert!(lister.namespace("a").get("a").is_none());
    let err = lister.try_get("z").expect_err("a miss");
    assert_eq!(
        err.to_string(),
        "ApiError: namespaces \"z\" not found: NotFound (Status { status: Some(Failure), code: 404, \
         message: \"namespaces \\\"z\\\" not found\", metadata: None, reason: \"NotFound\", \
         details: Some(StatusDetails { name: \"z\", group: \"\", kind: \"namespaces\", uid: \"\", \
         causes: [], retry_after_seconds: 0 }) })"
    );

    let mut role = ClusterRole::default();
    role.metadata.name = Some("admin".into());
    let roles = Lister::from_objects([role]);
    assert!(roles.try_get("admin").is_ok());
    let err = roles.try_get("view").expect_err("a miss");
    let kube::Error::Api(status) = err else {
        panic!("expected kube::Error::Api");
    };
    assert_eq!(
        status.message,
        r#"clusterroles.rbac.authorization.k8s.io "view" not found"#
    );
}

#[tokio::test]
async fn from_objects_is_synced_and_last_wins() {
    let mut newer = widget("dev", "web", &[("app", "web"), ("version", "2")]);
    newer.spec.size = 2;
    let lister = Lister::from_objects([widget("dev", "web", &[("app", "web")]), newer]);
    assert_eq!(lister.store().len(), 1);
    assert_eq!(
        lister.namespace("dev").get("web").map(|w| w.spec.size),
        Some(2)
    );
    // Ready at once, as after an informer's initial list.
    lister
        .store()
        .wait_until_ready()
        .await
        .expect("a lister from objects is ready");
    assert!(
        Lister::<Widget>::from_objects([])
            .list(&LabelSelector::everything())
            .is_empty()
    );
}
