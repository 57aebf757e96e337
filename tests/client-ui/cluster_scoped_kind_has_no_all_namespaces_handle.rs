//! Tenant is cluster-scoped: one handle, and no all-namespaces one, which only a
//! namespaced kind has.

use crdgen::client::kube::Client;
use fixture_clusterscoped::generated::{Clientset, Interface};

fn misuse(client: Client) {
    let _ = Clientset::new(client).tenancy_v1().tenants_all_namespaces();
}

fn main() {
    let _ = misuse;
}
