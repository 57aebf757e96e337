//! Foo is `client(verbs = "get;list;watch;replace_status")`: every other verb is absent,
//! status ones included (Foo has the status subresource).

use crdgen::client::kube::Client;
use crdgen::client::kube::api::{DeleteParams, ListParams, Patch, PatchParams, PostParams};
use fixture_samplecontroller::apis::samplecontroller::v1alpha1::{Foo, FooStatus};
use fixture_samplecontroller::generated::samplecontroller_v1alpha1::FooApplyConfiguration;
use fixture_samplecontroller::generated::{Clientset, Interface};
use serde_json::json;

async fn misuse(client: Client, object: Foo, status: FooStatus, config: FooApplyConfiguration) {
    let foos = Clientset::new(client)
        .samplecontroller_v1alpha1()
        .foos("default");
    let patch = Patch::Merge(json!({"spec": {"replicas": 2}}));
    let _ = foos.create(&PostParams::default(), &object).await;
    let _ = foos
        .replace("example", &PostParams::default(), &object)
        .await;
    let _ = foos.patch("example", &PatchParams::default(), &patch).await;
    let _ = foos.apply(&config, "crdgen-test", false).await;
    let _ = foos.delete("example", &DeleteParams::default()).await;
    let _ = foos
        .delete_collection(&DeleteParams::default(), &ListParams::default())
        .await;
    let _ = foos
        .add_finalizer("example", "samplecontroller.k8s.io/cleanup")
        .await;
    let _ = foos.patch_status("example", &status).await;
    let _ = foos.apply_status(&config, "crdgen-test", false).await;
}

fn main() {
    let _ = misuse;
}
