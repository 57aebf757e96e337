//! The fake's garbage collector through kube's own clients: background, foreground
//! and orphan deletion of owners and what happens to their dependents.

use crdgen::{CustomResource, CustomResourceExt};
use crdgen_fake::FakeApiServer;
use futures::StreamExt;
use k8s_openapi::api::apps::v1::Deployment;
use k8s_openapi::api::core::v1::ConfigMap;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::OwnerReference;
use k8s_openapi::jiff::Timestamp;
use kube::Resource;
use kube::api::{Api, DeleteParams, Patch, PatchParams, PostParams, WatchEvent, WatchParams};
use serde::{Deserialize, Serialize};
use serde_json::json;

/// A namespaced owner.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[crd(group = "example.com", version = "v1", kind = "Site", namespaced)]
pub struct SiteSpec {
    /// Host name.
    pub host: String,
}

/// A cluster-scoped owner.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[crd(group = "example.com", version = "v1", kind = "Tenant")]
pub struct TenantSpec {
    /// Display name.
    pub title: String,
}

const NS: &str = "default";
const KEEP: &str = "example.com/keep";

fn server() -> FakeApiServer {
    let server = FakeApiServer::new();
    server.register_crd(&Site::crd());
    server.register_crd(&Tenant::crd());
    server.freeze_time(Some("2024-05-06T07:08:09Z".parse::<Timestamp>().unwrap()));
    server
}

fn sites(server: &FakeApiServer) -> Api<Site> {
    Api::namespaced(server.client(), NS)
}

fn configmaps(server: &FakeApiServer) -> Api<ConfigMap> {
    Api::namespaced(server.client(), NS)
}

fn deployments(server: &FakeApiServer) -> Api<Deployment> {
    Api::namespaced(server.client(), NS)
}

async fn site(server: &FakeApiServer, name: &str) -> Site {
    site_held(server, name, &[]).await
}

/// A Site created with `finalizers` (none: the field is left out).
async fn site_held(server: &FakeApiServer, name: &str, finalizers: &[&str]) -> Site {
    let mut site = Site::new(name, SiteSpec { host: "x".into() });
    if !finalizers.is_empty() {
        site.metadata.finalizers = Some(finalizers.iter().map(|f| (*f).to_owned()).collect());
    }
    sites(server)
        .create(&PostParams::default(), &site)
        .await
        .unwrap()
}

fn owned_by<K: Resource<DynamicType = ()>>(owner: &K, block: bool) -> OwnerReference {
    OwnerReference {
        api_version: K::api_version(&()).into_owned(),
        kind: K::kind(&()).into_owned(),
        name: owner.meta().name.clone().unwrap(),
        uid: owner.meta().uid.clone().unwrap(),
        block_owner_deletion: block.then_some(true),
        controller: None,
    }
}

async fn configmap(
    server: &FakeApiServer,
    name: &str,
    owners: Vec<OwnerReference>,
    finalizers: &[&str],
) -> ConfigMap {
    let mut cm = ConfigMap::default();
    cm.metadata.name = Some(name.into());
    cm.metadata.owner_references = Some(owners);
    if !finalizers.is_empty() {
        cm.metadata.finalizers = Some(finalizers.iter().map(|f| (*f).to_owned()).collect());
    }
    configmaps(server)
        .create(&PostParams::default(), &cm)
        .await
        .unwrap()
}

/// A Deployment the server accepts: a selector its pod template's labels match, and
/// a named container (`Deployment::default()` has an empty selector, which the
/// server refuses).
fn valid_deployment(name: &str) -> Deployment {
    serde_json::from_value(json!({
        "metadata": {"name": name},
        "spec": {
            "selector": {"matchLabels": {"app": name}},
            "template": {
                "metadata": {"labels": {"app": name}},
                "spec": {"containers": [{"name": "app", "image": "nginx"}]}
            }
        }
    }))
    .unwrap()
}

async fn deployment(server: &FakeApiServer, name: &str, owners: Vec<OwnerReference>) {
    let mut d = valid_deployment(name);
    d.metadata.owner_references = Some(owners);
    deployments(server)
        .create(&PostParams::default(), &d)
        .await
        .unwrap();
}

fn names<K: Resource>(objects: &[K]) -> Vec<String> {
    objects
        .iter()
        .map(|o| o.meta().name.clone().unwrap())
        .collect()
}

/// (finalizers, deletionTimestamp set, owner names) of a stored config map.
fn cm_state(server: &FakeApiServer, name: &str) -> Option<(Vec<String>, bool, Vec<String>)> {
    let cm: ConfigMap = server.get(Some(NS), name)?;
    Some((
        cm.metadata.finalizers.unwrap_or_default(),
        cm.metadata.deletion_timestamp.is_some(),
        cm.metadata
            .owner_references
            .unwrap_or_default()
            .into_iter()
            .map(|r| r.name)
            .collect(),
    ))
}

async fn drop_finalizers(server: &FakeApiServer, name: &str) {
    configmaps(server)
        .patch(
            name,
            &PatchParams::default(),
            &Patch::Merge(json!({"metadata": {"finalizers": null}})),
        )
        .await
        .unwrap();
}

#[tokio::test]
async fn background_deletion_removes_dependents_without_another_live_owner() {
    let server = server();
    let web = site(&server, "web").await;
    let other = site(&server, "other").await;
    configmap(&server, "web-config", vec![owned_by(&web, false)], &[]).await;
    deployment(&server, "web", vec![owned_by(&web, true)]).await;
    configmap(
        &server,
        "shared",
        vec![owned_by(&web, false), owned_by(&other, false)],
        &[],
    )
    .await;

    sites(&server)
        .delete("web", &DeleteParams::default())
        .await
        .unwrap();

    assert_eq!(names(&server.list::<Site>(Some(NS))), ["other"]);
    assert_eq!(names(&server.list::<ConfigMap>(Some(NS))), ["shared"]);
    assert_eq!(
        names(&server.list::<Deployment>(Some(NS))),
        Vec::<String>::new()
    );
    // The reference to the owner that is gone is removed; the live one stays.
    let shared: ConfigMap = server.get(Some(NS), "shared").unwrap();
    assert_eq!(
        shared.metadata.owner_references,
        Some(vec![owned_by(&other, false)])
    );
    // The collector's writes are not client requests.
    let verbs: Vec<String> = server
        .actions()
        .iter()
        .map(|a| format!("{} {}", a.verb, a.resource))
        .collect();
    assert_eq!(verbs.last().map(String::as_str), Some("delete sites"));
    assert_eq!(verbs.iter().filter(|v| v.starts_with("delete")).count(), 1);
}

#[tokio::test]
async fn deletion_cascades_through_dependents_of_dependents() {
    let server = server();
    let web = site(&server, "web").await;
    let mut d = valid_deployment("web");
    d.metadata.owner_references = Some(vec![owned_by(&web, true)]);
    let d = deployments(&server)
        .create(&PostParams::default(), &d)
        .await
        .unwrap();
    configmap(&server, "web-rs", vec![owned_by(&d, true)], &[]).await;

    sites(&server)
        .delete("web", &DeleteParams::background())
        .await
        .unwrap();

    assert_eq!(
        names(&server.list::<Deployment>(Some(NS))),
        Vec::<String>::new()
    );
    assert_eq!(
        names(&server.list::<ConfigMap>(Some(NS))),
        Vec::<String>::new()
    );
}

#[tokio::test]
async fn a_dependents_own_finalizer_holds_it_after_the_owner_is_gone() {
    let server = server();
    let web = site(&server, "web").await;
    configmap(&server, "held", vec![owned_by(&web, false)], &[KEEP]).await;

    sites(&server)
        .delete("web", &DeleteParams::default())
        .await
        .unwrap();

    assert_eq!(names(&server.list::<Site>(Some(NS))), Vec::<String>::new());
    assert_eq!(
        cm_state(&server, "held"),
        Some((vec![KEEP.to_owned()], true, vec!["web".to_owned()]))
    );
    drop_finalizers(&server, "held").await;
    assert_eq!(cm_state(&server, "held"), None);
}

#[tokio::test]
async fn foreground_deletion_waits_for_blocking_dependents() {
    let server = server();
    let web = site(&server, "web").await;
    configmap(&server, "blocker", vec![owned_by(&web, true)], &[KEEP]).await;
    configmap(&server, "loose", vec![owned_by(&web, false)], &[]).await;
    deployment(&server, "web", vec![owned_by(&web, true)]).await;

    sites(&server)
        .delete("web", &DeleteParams::foreground())
        .await
        .unwrap();

    // Every dependent is deleted; the one held by its finalizer keeps the owner.
    let kept: Site = server.get(Some(NS), "web").unwrap();
    assert_eq!(
        kept.metadata.finalizers,
        Some(vec!["foregroundDeletion".to_owned()])
    );
    assert!(kept.metadata.deletion_timestamp.is_some());
    assert_eq!(names(&server.list::<ConfigMap>(Some(NS))), ["blocker"]);
    assert_eq!(
        names(&server.list::<Deployment>(Some(NS))),
        Vec::<String>::new()
    );
    assert_eq!(
        cm_state(&server, "blocker"),
        Some((vec![KEEP.to_owned()], true, vec!["web".to_owned()]))
    );

    drop_finalizers(&server, "blocker").await;
    assert_eq!(
        names(&server.list::<ConfigMap>(Some(NS))),
        Vec::<String>::new()
    );
    assert_eq!(names(&server.list::<Site>(Some(NS))), Vec::<String>::new());
}

#[tokio::test]
async fn foreground_deletion_does_not_wait_for_non_blocking_dependents() {
    let server = server();
    let web = site(&server, "web").await;
    configmap(&server, "loose", vec![owned_by(&web, false)], &[KEEP]).await;

    sites(&server)
        .delete("web", &DeleteParams::foreground())
        .await
        .unwrap();

    assert_eq!(names(&server.list::<Site>(Some(NS))), Vec::<String>::new());
    assert_eq!(
        cm_state(&server, "loose"),
        Some((vec![KEEP.to_owned()], true, vec!["web".to_owned()]))
    );
}

#[tokio::test]
async fn foreground_deletion_leaves_a_dependent_with_another_live_owner() {
    let server = server();
    let web = site(&server, "web").await;
    let other = site(&server, "other").await;
    configmap(
        &server,
        "shared",
        vec![owned_by(&web, true), owned_by(&other, true)],
        &[],
    )
    .await;

    sites(&server)
        .delete("web", &DeleteParams::foreground())
        .await
        .unwrap();

    assert_eq!(names(&server.list::<Site>(Some(NS))), ["other"]);
    assert_eq!(
        cm_state(&server, "shared"),
        Some((vec![], false, vec!["other".to_owned()]))
    );
}

#[tokio::test]
async fn orphan_deletion_removes_the_owner_and_keeps_the_dependents() {
    let server = server();
    let web = site(&server, "web").await;
    let other = site(&server, "other").await;
    configmap(
        &server,
        "web-config",
        vec![owned_by(&web, true), owned_by(&other, false)],
        &[],
    )
    .await;
    deployment(&server, "web", vec![owned_by(&web, true)]).await;

    sites(&server)
        .delete("web", &DeleteParams::orphan())
        .await
        .unwrap();

    assert_eq!(names(&server.list::<Site>(Some(NS))), ["other"]);
    assert_eq!(
        cm_state(&server, "web-config"),
        Some((vec![], false, vec!["other".to_owned()]))
    );
    let d: Deployment = server.get(Some(NS), "web").unwrap();
    assert_eq!(d.metadata.owner_references, None);
    assert_eq!(d.metadata.deletion_timestamp, None);
    // Removing a reference takes ownership of nothing: no entry for the collector.
    let managers: Vec<String> = d
        .metadata
        .managed_fields
        .unwrap_or_default()
        .into_iter()
        .map(|m| m.manager.unwrap_or_default())
        .collect();
    assert_eq!(managers, [""]);
}

#[tokio::test]
async fn an_orphan_finalizer_waits_for_the_owners_other_finalizers() {
    let server = server();
    let web = site_held(&server, "web", &[KEEP]).await;
    configmap(&server, "web-config", vec![owned_by(&web, true)], &[]).await;

    sites(&server)
        .delete("web", &DeleteParams::orphan())
        .await
        .unwrap();

    // The collector has orphaned the dependents and removed its finalizer; the
    // owner's own finalizer still holds it.
    let kept: Site = server.get(Some(NS), "web").unwrap();
    assert_eq!(kept.metadata.finalizers, Some(vec![KEEP.to_owned()]));
    assert!(kept.metadata.deletion_timestamp.is_some());
    assert_eq!(
        cm_state(&server, "web-config"),
        Some((vec![], false, vec![]))
    );
}

#[tokio::test]
async fn a_watch_sees_the_dependents_deleted() {
    let server = server();
    let web = site(&server, "web").await;
    configmap(&server, "a", vec![owned_by(&web, false)], &[]).await;
    configmap(&server, "b", vec![owned_by(&web, false)], &[]).await;
    let from = server.resource_version();
    let mut events = configmaps(&server)
        .watch(&WatchParams::default(), &from)
        .await
        .unwrap()
        .boxed();

    sites(&server)
        .delete("web", &DeleteParams::default())
        .await
        .unwrap();

    let mut seen = Vec::new();
    for _ in 0..2 {
        let next = tokio::time::timeout(std::time::Duration::from_secs(5), events.next());
        match next.await.expect("no event within 5s").unwrap().unwrap() {
            WatchEvent::Deleted(cm) => seen.push((
                cm.metadata.name.unwrap(),
                cm.metadata.resource_version.unwrap(),
            )),
            other => panic!("unexpected event {other:?}"),
        }
    }
    let after: u64 = from.parse().unwrap();
    // The owner's removal is the next version, then one per dependent.
    assert_eq!(
        seen,
        [
            ("a".to_owned(), (after + 2).to_string()),
            ("b".to_owned(), (after + 3).to_string()),
        ]
    );
    assert_eq!(server.resource_version(), (after + 3).to_string());
}

#[tokio::test]
async fn with_the_collector_off_dependents_wait_for_collect_garbage() {
    let server = server();
    server.set_garbage_collection(false);
    let web = site(&server, "web").await;
    let db = site(&server, "db").await;
    configmap(&server, "web-config", vec![owned_by(&web, false)], &[]).await;
    configmap(&server, "db-config", vec![owned_by(&db, true)], &[]).await;

    sites(&server)
        .delete("web", &DeleteParams::default())
        .await
        .unwrap();
    sites(&server)
        .delete("db", &DeleteParams::foreground())
        .await
        .unwrap();

    assert_eq!(names(&server.list::<Site>(Some(NS))), ["db"]);
    let db: Site = server.get(Some(NS), "db").unwrap();
    assert_eq!(
        db.metadata.finalizers,
        Some(vec!["foregroundDeletion".to_owned()])
    );
    assert_eq!(
        names(&server.list::<ConfigMap>(Some(NS))),
        ["db-config", "web-config"]
    );
    assert_eq!(
        cm_state(&server, "web-config"),
        Some((vec![], false, vec!["web".to_owned()]))
    );

    server.collect_garbage();
    assert_eq!(names(&server.list::<Site>(Some(NS))), Vec::<String>::new());
    assert_eq!(
        names(&server.list::<ConfigMap>(Some(NS))),
        Vec::<String>::new()
    );
}

#[tokio::test]
async fn owners_are_looked_up_by_scope_namespace_and_uid() {
    let server = server();
    let tenants: Api<Tenant> = Api::all(server.client());
    let acme = tenants
        .create(
            &PostParams::default(),
            &Tenant::new("acme", TenantSpec { title: "A".into() }),
        )
        .await
        .unwrap();
    let web = site(&server, "web").await;
    // A cluster-scoped owner of a namespaced dependent.
    configmap(&server, "acme-config", vec![owned_by(&acme, false)], &[]).await;
    // A cluster-scoped dependent cannot have a namespaced owner: left alone.
    let mut invalid = Tenant::new("invalid", TenantSpec { title: "I".into() });
    invalid.metadata.owner_references = Some(vec![owned_by(&web, false)]);
    tenants
        .create(&PostParams::default(), &invalid)
        .await
        .unwrap();

    // A namespaced owner is looked up in the dependent's namespace: absent in
    // "other", so the dependent is collected as soon as it is written.
    let elsewhere: Api<ConfigMap> = Api::namespaced(server.client(), "other");
    let mut cm = ConfigMap::default();
    cm.metadata.name = Some("stray".into());
    cm.metadata.owner_references = Some(vec![owned_by(&web, false)]);
    elsewhere.create(&PostParams::default(), &cm).await.unwrap();
    assert!(server.get::<ConfigMap>(Some("other"), "stray").is_none());

    // A reference whose uid is not the owner's is dangling too.
    let mut wrong = owned_by(&web, false);
    wrong.uid = "00000000-0000-4000-8000-000000000000".into();
    configmap(&server, "wrong-uid", vec![wrong], &[]).await;
    assert_eq!(cm_state(&server, "wrong-uid"), None);
    // A version the kind is not served at cannot be resolved: never collected.
    let mut unserved = owned_by(&web, false);
    unserved.api_version = "example.com/v9".into();
    configmap(&server, "unserved", vec![unserved], &[]).await;

    tenants
        .delete("acme", &DeleteParams::default())
        .await
        .unwrap();
    assert_eq!(cm_state(&server, "acme-config"), None);
    sites(&server)
        .delete("web", &DeleteParams::default())
        .await
        .unwrap();
    assert_eq!(names(&server.list::<Tenant>(None)), ["invalid"]);
    assert_eq!(names(&server.list::<ConfigMap>(Some(NS))), ["unserved"]);
}

#[tokio::test]
async fn reactors_do_not_see_the_collectors_writes() {
    let server = server();
    let web = site(&server, "web").await;
    configmap(&server, "web-config", vec![owned_by(&web, false)], &[]).await;
    server.prepend_reactor("*", "configmaps", |_| {
        let mut status = kube::core::Status::failure("refused", "Forbidden");
        status.code = 403;
        Some(Err(status.boxed()))
    });

    sites(&server)
        .delete("web", &DeleteParams::default())
        .await
        .unwrap();

    assert_eq!(cm_state(&server, "web-config"), None);
}

#[tokio::test]
async fn foreground_removes_only_its_own_finalizer() {
    let server = server();
    let web = site_held(&server, "web", &[KEEP]).await;
    configmap(&server, "web-config", vec![owned_by(&web, true)], &[]).await;

    sites(&server)
        .delete("web", &DeleteParams::foreground())
        .await
        .unwrap();

    let kept: Site = server.get(Some(NS), "web").unwrap();
    assert_eq!(kept.metadata.finalizers, Some(vec![KEEP.to_owned()]));
    assert!(kept.metadata.deletion_timestamp.is_some());
    assert_eq!(cm_state(&server, "web-config"), None);
}

#[tokio::test]
async fn a_dry_run_delete_collects_nothing() {
    let server = server();
    let web = site(&server, "web").await;
    configmap(&server, "web-config", vec![owned_by(&web, false)], &[]).await;
    let version = server.resource_version();

    let dry_run = DeleteParams {
        dry_run: true,
        ..DeleteParams::default()
    };
    sites(&server).delete("web", &dry_run).await.unwrap();

    assert_eq!(names(&server.list::<Site>(Some(NS))), ["web"]);
    assert_eq!(
        cm_state(&server, "web-config"),
        Some((vec![], false, vec!["web".to_owned()]))
    );
    assert_eq!(server.resource_version(), version);
}

#[tokio::test]
async fn deletecollection_cascades_to_every_deleted_owners_dependents() {
    let server = server();
    let web = site(&server, "web").await;
    let db = site(&server, "db").await;
    configmap(&server, "web-config", vec![owned_by(&web, false)], &[]).await;
    configmap(&server, "db-config", vec![owned_by(&db, false)], &[]).await;

    sites(&server)
        .delete_collection(&DeleteParams::default(), &Default::default())
        .await
        .unwrap();

    assert_eq!(names(&server.list::<Site>(Some(NS))), Vec::<String>::new());
    assert_eq!(
        names(&server.list::<ConfigMap>(Some(NS))),
        Vec::<String>::new()
    );
}

#[tokio::test]
async fn with_the_collector_off_the_orphan_finalizer_stays_until_collected() {
    let server = server();
    server.set_garbage_collection(false);
    let web = site(&server, "web").await;
    configmap(&server, "web-config", vec![owned_by(&web, false)], &[]).await;

    sites(&server)
        .delete("web", &DeleteParams::orphan())
        .await
        .unwrap();
    let kept: Site = server.get(Some(NS), "web").unwrap();
    assert_eq!(kept.metadata.finalizers, Some(vec!["orphan".to_owned()]));
    assert_eq!(
        cm_state(&server, "web-config"),
        Some((vec![], false, vec!["web".to_owned()]))
    );
    let before = server.actions().len();

    server.collect_garbage();

    assert_eq!(names(&server.list::<Site>(Some(NS))), Vec::<String>::new());
    assert_eq!(
        cm_state(&server, "web-config"),
        Some((vec![], false, vec![]))
    );
    assert_eq!(server.actions().len(), before);

    // Switched back on, the next write collects again.
    server.set_garbage_collection(true);
    let db = site(&server, "db").await;
    configmap(&server, "db-config", vec![owned_by(&db, false)], &[]).await;
    sites(&server)
        .delete("db", &DeleteParams::default())
        .await
        .unwrap();
    assert_eq!(cm_state(&server, "db-config"), None);
}

#[tokio::test]
async fn a_foreground_cycle_is_broken_by_unblocking_references() {
    let server = server();
    let a = site(&server, "a").await;
    let mut b = Site::new("b", SiteSpec { host: "x".into() });
    b.metadata.owner_references = Some(vec![owned_by(&a, true)]);
    let b = sites(&server)
        .create(&PostParams::default(), &b)
        .await
        .unwrap();
    let mut a_owned = a.clone();
    a_owned.metadata.owner_references = Some(vec![owned_by(&b, true)]);
    sites(&server)
        .replace("a", &PostParams::default(), &a_owned)
        .await
        .unwrap();
    let from = server.resource_version();
    let mut events = sites(&server)
        .watch(&WatchParams::default(), &from)
        .await
        .unwrap()
        .boxed();

    sites(&server)
        .delete("a", &DeleteParams::foreground())
        .await
        .unwrap();

    assert_eq!(names(&server.list::<Site>(Some(NS))), Vec::<String>::new());
    let mut seen = Vec::new();
    while seen.len() < 5 {
        let next = tokio::time::timeout(std::time::Duration::from_secs(5), events.next());
        let (kind, site) = match next.await.expect("no event within 5s").unwrap().unwrap() {
            WatchEvent::Modified(s) => ("MODIFIED", s),
            WatchEvent::Deleted(s) => ("DELETED", s),
            other => panic!("unexpected event {other:?}"),
        };
        let managers: Vec<String> = site
            .metadata
            .managed_fields
            .clone()
            .unwrap_or_default()
            .into_iter()
            .map(|m| m.manager.unwrap_or_default())
            .collect();
        seen.push((
            kind,
            site.metadata.name.clone().unwrap(),
            site.metadata.finalizers.clone().unwrap_or_default(),
            site.metadata.owner_references.clone().unwrap()[0].block_owner_deletion,
            managers,
        ));
    }
    let fg = || vec!["foregroundDeletion".to_owned()];
    assert_eq!(
        seen,
        [
            // The client's delete marks a.
            (
                "MODIFIED",
                "a".into(),
                fg(),
                Some(true),
                vec![String::new()]
            ),
            // b is a's dependent and owns a, which deletes in the foreground: its
            // reference stops blocking, then b is deleted in the foreground.
            (
                "MODIFIED",
                "b".into(),
                vec![],
                Some(false),
                vec![String::new(), "generic-garbage-collector".into()]
            ),
            (
                "MODIFIED",
                "b".into(),
                fg(),
                Some(false),
                vec![String::new(), "generic-garbage-collector".into()]
            ),
            // Nothing blocks a any more: removing its last finalizer removes it
            // (the event carries the last stored state); then b's only dependent
            // is gone.
            ("DELETED", "a".into(), fg(), Some(true), vec![String::new()]),
            (
                "DELETED",
                "b".into(),
                fg(),
                Some(false),
                vec![String::new(), "generic-garbage-collector".into()]
            ),
        ]
    );
}

#[tokio::test]
async fn a_delete_policy_replaces_the_collectors_finalizers() {
    let server = server();
    server.set_garbage_collection(false);
    site_held(&server, "web", &["orphan", KEEP]).await;
    let finalizers = || {
        server
            .get::<Site>(Some(NS), "web")
            .map(|s| s.metadata.finalizers.unwrap_or_default())
    };

    // Without a policy, the object's own finalizers say what to do: kept as they are.
    sites(&server)
        .delete("web", &DeleteParams::default())
        .await
        .unwrap();
    assert_eq!(
        finalizers(),
        Some(vec!["orphan".to_owned(), KEEP.to_owned()])
    );
    // A policy replaces orphan with its own, after the others.
    sites(&server)
        .delete("web", &DeleteParams::foreground())
        .await
        .unwrap();
    assert_eq!(
        finalizers(),
        Some(vec![KEEP.to_owned(), "foregroundDeletion".to_owned()])
    );
    // Background removes both.
    sites(&server)
        .delete("web", &DeleteParams::background())
        .await
        .unwrap();
    assert_eq!(finalizers(), Some(vec![KEEP.to_owned()]));
}
