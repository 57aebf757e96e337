//! Tenant is `client(read_only)`: its handle reads (get, list, watch) and has no write,
//! though Tenant has the status subresource.

use crdgen::client::kube::Client;
use crdgen::client::kube::api::{DeleteParams, ListParams, Patch, PatchParams, PostParams};
use fixture_clusterscoped::generated::tenancy_v1::TenantApplyConfiguration;
use fixture_clusterscoped::generated::{Clientset, Interface};
use fixture_clusterscoped::{Tenant, TenantStatus};
use serde_json::json;

async fn misuse(
    client: Client,
    object: Tenant,
    status: TenantStatus,
    config: TenantApplyConfiguration,
) {
    let tenants = Clientset::new(client).tenancy_v1().tenants();
    let patch = Patch::Merge(json!({"spec": {"owner": "alice"}}));
    let _ = tenants.create(&PostParams::default(), &object).await;
    let _ = tenants
        .replace("acme", &PostParams::default(), &object)
        .await;
    let _ = tenants.patch("acme", &PatchParams::default(), &patch).await;
    let _ = tenants.apply(&config, "crdgen-test", false).await;
    let _ = tenants.delete("acme", &DeleteParams::default()).await;
    let _ = tenants
        .delete_collection(&DeleteParams::default(), &ListParams::default())
        .await;
    let _ = tenants
        .add_finalizer("acme", "tenancy.example.com/cleanup")
        .await;
    let _ = tenants
        .remove_finalizer("acme", "tenancy.example.com/cleanup")
        .await;
    let _ = tenants
        .replace_status("acme", &PostParams::default(), &object)
        .await;
    let _ = tenants.patch_status("acme", &status).await;
    let _ = tenants.apply_status(&config, "crdgen-test", false).await;
}

fn main() {
    let _ = misuse;
}
