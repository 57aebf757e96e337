//! CronTab v1alpha1 is `client(skip_verbs = "create;apply")`: those two are absent,
//! while replace, patch and delete stay (see client-ui-pass).

use crdgen::client::kube::Client;
use crdgen::client::kube::api::PostParams;
use fixture_multiversion::generated::stable_v1alpha1::CronTabApplyConfiguration;
use fixture_multiversion::generated::{Clientset, Interface};
use fixture_multiversion::v1alpha1::CronTab;

async fn misuse(client: Client, object: CronTab, config: CronTabApplyConfiguration) {
    let crontabs = Clientset::new(client).stable_v1alpha1().crontabs("default");
    let _ = crontabs.create(&PostParams::default(), &object).await;
    let _ = crontabs.apply(&config, "crdgen-test", false).await;
}

fn main() {
    let _ = misuse;
}
