//! A namespaced kind's all-namespaces handle can only list and watch: every other
//! method needs a namespace. Memcached's namespaced handle has all of these (see
//! client-ui-pass), so only the scope takes them away here.

use crdgen::client::kube::Client;
use crdgen::client::kube::api::{DeleteParams, ListParams, Patch, PatchParams, PostParams};
use crdgen::client::typed::Scale;
use fixture_memcached::generated::cache_v1alpha1::MemcachedApplyConfiguration;
use fixture_memcached::generated::{Clientset, Interface};
use fixture_memcached::{Memcached, MemcachedStatus};
use serde_json::json;

async fn misuse(
    client: Client,
    object: Memcached,
    status: MemcachedStatus,
    config: MemcachedApplyConfiguration,
    scale: Scale,
) {
    let all = Clientset::new(client)
        .cache_v1alpha1()
        .memcacheds_all_namespaces();
    let patch = Patch::Merge(json!({"spec": {"size": 3}}));
    let _ = all.get("cache").await;
    let _ = all.create(&PostParams::default(), &object).await;
    let _ = all.replace("cache", &PostParams::default(), &object).await;
    let _ = all.patch("cache", &PatchParams::default(), &patch).await;
    let _ = all.apply(&config, "crdgen-test", false).await;
    let _ = all.delete("cache", &DeleteParams::default()).await;
    let _ = all
        .delete_collection(&DeleteParams::default(), &ListParams::default())
        .await;
    let _ = all
        .add_finalizer("cache", "cache.example.com/cleanup")
        .await;
    let _ = all
        .replace_status("cache", &PostParams::default(), &object)
        .await;
    let _ = all.patch_status("cache", &status).await;
    let _ = all.get_scale("cache").await;
    let _ = all
        .replace_scale("cache", &PostParams::default(), &scale)
        .await;
}

fn main() {
    let _ = misuse;
}
