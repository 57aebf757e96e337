//! CronTab v1 has every verb and the status subresource but no scale subresource: no
//! scale method. Memcached, which has scale, has them all (see client-ui-pass).

use crdgen::client::kube::Client;
use crdgen::client::kube::api::{Patch, PatchParams, PostParams};
use crdgen::client::typed::Scale;
use fixture_multiversion::generated::{Clientset, Interface};
use serde_json::json;

async fn misuse(client: Client, scale: Scale) {
    let crontabs = Clientset::new(client).stable_v1().crontabs("default");
    let patch = Patch::Merge(json!({"spec": {"replicas": 2}}));
    let _ = crontabs.get_scale("nightly").await;
    let _ = crontabs
        .replace_scale("nightly", &PostParams::default(), &scale)
        .await;
    let _ = crontabs
        .patch_scale("nightly", &PatchParams::default(), &patch)
        .await;
}

fn main() {
    let _ = misuse;
}
