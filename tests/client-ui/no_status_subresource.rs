//! CronTab v1alpha1 has no status subresource: no status method, though its marker
//! (`skip_verbs = "create;apply"`) does not skip them. CronTab v1, which has status,
//! has them all (see client-ui-pass).

use crdgen::client::kube::Client;
use crdgen::client::kube::api::PostParams;
use fixture_multiversion::generated::stable_v1alpha1::CronTabApplyConfiguration;
use fixture_multiversion::generated::{Clientset, Interface};
use fixture_multiversion::v1alpha1::CronTab;
use serde_json::json;

async fn misuse(client: Client, object: CronTab, config: CronTabApplyConfiguration) {
    let crontabs = Clientset::new(client).stable_v1alpha1().crontabs("default");
    let status = json!({"lastScheduleTime": "2024-01-01T00:00:00Z"});
    let _ = crontabs
        .replace_status("nightly", &PostParams::default(), &object)
        .await;
    let _ = crontabs.patch_status("nightly", &status).await;
    let _ = crontabs.apply_status(&config, "crdgen-test", false).await;
}

fn main() {
    let _ = misuse;
}
