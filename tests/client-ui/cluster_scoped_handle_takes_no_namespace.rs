//! Tenant is cluster-scoped: its handle is not per namespace, so the accessor takes no
//! namespace (E0061, not E0599: the method exists with another signature).

use crdgen::client::kube::Client;
use fixture_clusterscoped::generated::{Clientset, Interface};

fn misuse(client: Client) {
    let _ = Clientset::new(client).tenancy_v1().tenants("default");
}

fn main() {
    let _ = misuse;
}
