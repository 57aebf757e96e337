//! Every call the compile-fail programs make, on a handle that has the method, with the
//! same arguments: these compile, so there the only error is the missing method.

use crdgen::client::kube::Client;
use crdgen::client::kube::api::{
    DeleteParams, ListParams, Patch, PatchParams, PostParams, WatchParams,
};
use crdgen::client::kube::runtime::watcher;
use crdgen::client::typed::Scale;
use fixture_clusterscoped::Tenant;
use fixture_memcached::generated::cache_v1alpha1::MemcachedApplyConfiguration;
use fixture_memcached::{Memcached, MemcachedStatus};
use fixture_multiversion::{v1, v1alpha1};
use fixture_samplecontroller::apis::samplecontroller::v1alpha1::Foo;
use serde_json::json;

/// Memcached has every verb, status and scale: its namespaced handle has every method
/// the all-namespaces handle lacks.
async fn memcached(
    client: Client,
    object: Memcached,
    status: MemcachedStatus,
    config: MemcachedApplyConfiguration,
    scale: Scale,
) {
    use fixture_memcached::generated::{Clientset, Interface};
    let clients = Clientset::new(client);
    let memcacheds = clients.cache_v1alpha1().memcacheds("default");
    let patch = Patch::Merge(json!({"spec": {"size": 3}}));
    let _ = memcacheds.get("cache").await;
    let _ = memcacheds.get_opt("cache").await;
    let _ = memcacheds.list(&ListParams::default()).await;
    let _ = memcacheds.watch(&WatchParams::default(), "0").await;
    let _ = memcacheds.create(&PostParams::default(), &object).await;
    let _ = memcacheds
        .replace("cache", &PostParams::default(), &object)
        .await;
    let _ = memcacheds
        .patch("cache", &PatchParams::default(), &patch)
        .await;
    let _ = memcacheds.apply(&config, "crdgen-test", false).await;
    let _ = memcacheds.delete("cache", &DeleteParams::default()).await;
    let _ = memcacheds
        .delete_collection(&DeleteParams::default(), &ListParams::default())
        .await;
    let _ = memcacheds
        .add_finalizer("cache", "cache.example.com/cleanup")
        .await;
    let _ = memcacheds
        .remove_finalizer("cache", "cache.example.com/cleanup")
        .await;
    let _ = memcacheds
        .replace_status("cache", &PostParams::default(), &object)
        .await;
    let _ = memcacheds.patch_status("cache", &status).await;
    let _ = memcacheds.apply_status(&config, "crdgen-test", false).await;
    let _ = memcacheds.get_scale("cache").await;
    let _ = memcacheds
        .replace_scale("cache", &PostParams::default(), &scale)
        .await;
    let _ = memcacheds
        .patch_scale("cache", &PatchParams::default(), &patch)
        .await;
    let all = clients.cache_v1alpha1().memcacheds_all_namespaces();
    let _ = all.list(&ListParams::default()).await;
    let _ = all.watch(&WatchParams::default(), "0").await;
}

/// Tenant (cluster-scoped, `read_only`): one handle, reads only.
async fn tenant(client: Client) {
    use fixture_clusterscoped::generated::{Clientset, Interface};
    let clients = Clientset::new(client);
    let tenants = clients.tenancy_v1().tenants();
    let _: Option<Tenant> = tenants.get_opt("acme").await.ok().flatten();
    let _ = tenants.get("acme").await;
    let _ = tenants.list(&ListParams::default()).await;
    let _ = tenants.watch(&WatchParams::default(), "0").await;
    let _ = clients
        .tenancy_v1()
        .tenant_informer(watcher::Config::default());
}

/// Foo (`verbs = "get;list;watch;replace_status"`): exactly those.
async fn foo(client: Client, object: Foo) {
    use fixture_samplecontroller::generated::{Clientset, Interface};
    let clients = Clientset::new(client);
    let foos = clients.samplecontroller_v1alpha1().foos("default");
    let _ = foos.get("example").await;
    let _ = foos.get_opt("example").await;
    let _ = foos.list(&ListParams::default()).await;
    let _ = foos.watch(&WatchParams::default(), "0").await;
    let _ = foos
        .replace_status("example", &PostParams::default(), &object)
        .await;
    let all = clients.samplecontroller_v1alpha1().foos_all_namespaces();
    let _ = all.list(&ListParams::default()).await;
    let _ = all.watch(&WatchParams::default(), "0").await;
}

/// CronTab v1alpha1 (`skip_verbs = "create;apply"`, no status): every other
/// non-subresource verb.
async fn crontab_v1alpha1(client: Client, object: v1alpha1::CronTab) {
    use fixture_multiversion::generated::{Clientset, Interface};
    let clients = Clientset::new(client);
    let crontabs = clients.stable_v1alpha1().crontabs("default");
    let patch = Patch::Merge(json!({"spec": {"replicas": 2}}));
    let _ = crontabs.get("nightly").await;
    let _ = crontabs.get_opt("nightly").await;
    let _ = crontabs.list(&ListParams::default()).await;
    let _ = crontabs.watch(&WatchParams::default(), "0").await;
    let _ = crontabs
        .replace("nightly", &PostParams::default(), &object)
        .await;
    let _ = crontabs
        .patch("nightly", &PatchParams::default(), &patch)
        .await;
    let _ = crontabs.delete("nightly", &DeleteParams::default()).await;
    let _ = crontabs
        .delete_collection(&DeleteParams::default(), &ListParams::default())
        .await;
    let _ = crontabs
        .add_finalizer("nightly", "stable.example.com/cleanup")
        .await;
    let _ = crontabs
        .remove_finalizer("nightly", "stable.example.com/cleanup")
        .await;
}

/// CronTab v1 (every verb, status, no scale): what v1alpha1 skips or lacks.
async fn crontab_v1(
    client: Client,
    object: v1::CronTab,
    status: v1::CronTabStatus,
    config: fixture_multiversion::generated::stable_v1::CronTabApplyConfiguration,
) {
    use fixture_multiversion::generated::{Clientset, Interface};
    let clients = Clientset::new(client);
    let crontabs = clients.stable_v1().crontabs("default");
    let _ = crontabs.create(&PostParams::default(), &object).await;
    let _ = crontabs.apply(&config, "crdgen-test", false).await;
    let _ = crontabs
        .replace_status("nightly", &PostParams::default(), &object)
        .await;
    let _ = crontabs.patch_status("nightly", &status).await;
    let _ = crontabs.apply_status(&config, "crdgen-test", false).await;
}

fn main() {
    // Compiling is the test; nothing here talks to an API server.
    let _ = (memcached, tenant, foo, crontab_v1alpha1, crontab_v1);
}
