use crdgen::CustomResource;
use crdgen::admission::{self, AdmissionRequest, Denial, Verdict};
use serde::{Deserialize, Serialize};

/// MemcachedSpec defines the desired state of Memcached.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(
    group = "cache.example.com",
    version = "v1alpha1",
    kind = "Memcached",
    namespaced
)]
pub struct MemcachedSpec {
    /// Size is the number of memcached pods.
    #[serde(default)]
    pub size: i32,
}

impl admission::Validate for Memcached {
    fn validate_create(&self, _: &AdmissionRequest<Self>) -> Verdict {
        if self.spec.size > 5 {
            return Err(Denial::new("spec.size: at most 5"));
        }
        Ok(vec![])
    }

    fn validate_update(&self, _old: &Self, request: &AdmissionRequest<Self>) -> Verdict {
        self.validate_create(request)
    }
}

impl admission::Defaulter for Memcached {
    fn set_defaults(&mut self, _: &AdmissionRequest<Self>) -> Result<(), Denial> {
        if self.spec.size == 0 {
            self.spec.size = 1;
        }
        Ok(())
    }
}

/// The webhook server's routes: request body in, response body out.
pub fn route(path: &str, body: &[u8]) -> Option<Vec<u8>> {
    match path {
        "/validate-cache-example-com-v1alpha1-memcached" => {
            Some(admission::validate::<Memcached>(body))
        }
        "/mutate-cache-example-com-v1alpha1-memcached" => {
            Some(admission::mutate::<Memcached>(body))
        }
        _ => None,
    }
}
