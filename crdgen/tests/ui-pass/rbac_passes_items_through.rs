//! `#[crdgen::rbac(...)]` leaves every kind of item it is on unchanged.

use crdgen::rbac;

#[crdgen::rbac(groups = "apps", resources = "deployments", verbs = "get;list;watch")]
#[rbac(groups = "", resources = ["pods", "pods/log"], verbs = ["get"])]
fn reconcile() -> u8 {
    #[crdgen::rbac(urls = "/metrics", verbs = "get")]
    fn nested() -> u8 {
        1
    }
    nested()
}

pub struct Reconciler;

#[crdgen::rbac(groups = "", resources = "events", verbs = "create;patch", namespace = "ops", role_name = "events")]
impl Reconciler {
    #[crdgen::rbac(groups = "", resources = "secrets", resource_names = "token", verbs = "get")]
    fn run(&self) -> u8 {
        reconcile()
    }
}

#[crdgen::rbac(groups = "batch", resources = "jobs", verbs = "*")]
mod jobs {
    #[crdgen::rbac(groups = "batch", resources = "cronjobs", verbs = "get")]
    pub const N: u8 = 2;
}

#[crdgen::rbac(groups = "", resources = "configmaps", verbs = "get")]
struct Config {
    n: u8,
}

fn main() {
    let c = Config { n: jobs::N };
    assert_eq!(Reconciler.run() + c.n, 3);
}
