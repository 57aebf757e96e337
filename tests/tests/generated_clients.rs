//! The generated clientset of the memcached fixture against the generated fake: one
//! function generic over `Interface` drives create, finalizers, conditions through the
//! status subresource, and an all-namespaces list.

use crdgen::client::HasConditions;
use crdgen::client::kube::api::{ListParams, PostParams};
use fixture_memcached::generated::fake::FakeClientset;
use fixture_memcached::generated::{Clientset, Interface};
use fixture_memcached::{Memcached, MemcachedSpec};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{Condition, Time};
use k8s_openapi::jiff::Timestamp;

async fn reconcile_once<C: Interface>(clients: &C) -> kube::Result<Memcached> {
    let memcacheds = clients.cache_v1alpha1().memcacheds("default");
    let mut object = memcacheds
        .add_finalizer("cache", "cache.example.com/cleanup")
        .await?;
    object.set_condition(Condition {
        type_: "Available".into(),
        status: "True".into(),
        reason: "Ready".into(),
        message: "3 pods".into(),
        observed_generation: object.metadata.generation,
        last_transition_time: Time(Timestamp::UNIX_EPOCH),
    });
    memcacheds
        .replace_status("cache", &PostParams::default(), &object)
        .await
}

#[tokio::test]
async fn a_reconciler_generic_over_the_clientset_runs_on_the_fake() {
    let fake = FakeClientset::new();
    let memcacheds = fake.cache_v1alpha1().memcacheds("default");
    memcacheds
        .create(
            &PostParams::default(),
            &Memcached::new("cache", MemcachedSpec { size: 3 }),
        )
        .await
        .unwrap();
    let object = reconcile_once(&fake).await.unwrap();
    assert_eq!(
        object.metadata.finalizers.as_deref(),
        Some(&["cache.example.com/cleanup".to_owned()][..])
    );
    assert!(object.is_condition_true("Available"));
    // The transition time was zero, so the fake's server-side object carries "now".
    let stored: Memcached = fake.server().get(Some("default"), "cache").unwrap();
    let condition = stored.find_condition("Available").unwrap();
    assert_ne!(condition.last_transition_time, Time(Timestamp::UNIX_EPOCH));
    let all = fake.cache_v1alpha1().memcacheds_all_namespaces();
    let listed = all.list(&ListParams::default()).await.unwrap();
    assert_eq!(listed.items.len(), 1);
    // The real clientset implements the same trait.
    fn is_interface<C: Interface>() {}
    is_interface::<Clientset>();
}

/// `conditions: Option<Vec<Condition>>` (controller-gen's `omitempty` list, as `crdgen
/// import` writes it) gets `HasConditions` too: the status and the list are created on
/// the first write. The README's "crdgen import" section runs it on the fake.
#[test]
fn optional_conditions_get_has_conditions() {
    let lib = r#"use crdgen::{CrdSchema, CustomResource};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::Condition;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Cache", namespaced, status = "CacheStatus")]
pub struct CacheSpec {
    pub size: i32,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default)]
pub struct CacheStatus {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conditions: Option<Vec<Condition>>,
}
"#;
    let module = crdgen_tests::client_module("cache", lib, "example_v1.rs");
    let start = module
        .find("impl ::crdgen::client::HasConditions")
        .expect("a HasConditions impl");
    let end = start + module[start..].find("\n}\n").unwrap() + 3;
    assert_eq!(
        &module[start..end],
        "impl ::crdgen::client::HasConditions for Cache {
    fn conditions(
        &self,
    ) -> &[::crdgen::__private::k8s_openapi::apimachinery::pkg::apis::meta::v1::Condition] {
        self.status.as_ref().and_then(|s| s.conditions.as_deref()).unwrap_or(&[])
    }
    fn conditions_mut(
        &mut self,
    ) -> &mut ::std::vec::Vec<
        ::crdgen::__private::k8s_openapi::apimachinery::pkg::apis::meta::v1::Condition,
    > {
        self.status
            .get_or_insert_with(::core::default::Default::default)
            .conditions
            .get_or_insert_with(::std::vec::Vec::new)
    }
}
"
    );
}
