use std::sync::LazyLock;

use crdgen::conversion::Converter;

pub mod v1 {
    use crdgen::CustomResource;
    use serde::{Deserialize, Serialize};

    /// CronTabSpec defines the desired state of CronTab.
    #[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
    #[crd(
        group = "stable.example.com",
        version = "v1",
        kind = "CronTab",
        namespaced,
        storage,
        // Without it the API server converts by rewriting `apiVersion` only, and
        // prunes `cronSpec` on its way to v1 (W0246): `convert` below is its route.
        conversion(service = "webhook-service", namespace = "system", path = "/convert")
    )]
    pub struct CronTabSpec {
        /// Schedule is the schedule in cron format.
        pub schedule: String,
    }
}

pub mod v1alpha1 {
    use crdgen::CustomResource;
    use serde::{Deserialize, Serialize};

    /// CronTabSpec defines the desired state of CronTab.
    #[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
    #[serde(rename_all = "camelCase")]
    #[crd(
        group = "stable.example.com",
        version = "v1alpha1",
        kind = "CronTab",
        namespaced
    )]
    pub struct CronTabSpec {
        /// CronSpec is the schedule in cron format.
        pub cron_spec: String,
    }
}

impl From<v1alpha1::CronTab> for v1::CronTab {
    fn from(old: v1alpha1::CronTab) -> Self {
        let spec = v1::CronTabSpec {
            schedule: old.spec.cron_spec,
        };
        let mut new = v1::CronTab::new("", spec);
        new.metadata = old.metadata;
        new
    }
}

impl From<v1::CronTab> for v1alpha1::CronTab {
    fn from(new: v1::CronTab) -> Self {
        let spec = v1alpha1::CronTabSpec {
            cron_spec: new.spec.schedule,
        };
        let mut old = v1alpha1::CronTab::new("", spec);
        old.metadata = new.metadata;
        old
    }
}

/// v1 is the hub; every other version converts to and from it.
static CONVERTER: LazyLock<Converter<v1::CronTab>> =
    LazyLock::new(|| Converter::new().spoke::<v1alpha1::CronTab>());

/// The route of the CRD's conversion webhook (`spec.conversion.webhook`).
pub fn convert(body: &[u8]) -> Vec<u8> {
    CONVERTER.convert(body)
}
