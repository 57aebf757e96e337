#[crdgen::rbac(groups = "apps", resources = "deployments", verbs = "get;lsit")]
fn reconcile() {}

#[crdgen::rbac(urls = "/metrics", verbs = "get", namespace = "ops")]
fn scrape() {}

fn main() {
    reconcile();
    scrape();
}
