//! The apply configuration of `metadata` (client-go's `ObjectMetaApplyConfiguration`):
//! the fields a client sets on an object it applies.

use std::collections::BTreeMap;

use k8s_openapi::apimachinery::pkg::apis::meta::v1::OwnerReference;
use serde::{Deserialize, Serialize};

/// `metadata` of an apply configuration: only the fields set are written. The fields the
/// API server owns (uid, resourceVersion, creationTimestamp, managedFields, …) are not
/// here, as a client cannot apply them.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ObjectMetaApplyConfiguration {
    /// `name`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// `generateName`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generate_name: Option<String>,
    /// `namespace`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
    /// `labels`: the manager owns each label it sets, not the whole map.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<BTreeMap<String, String>>,
    /// `annotations`, owned per key as labels are.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<BTreeMap<String, String>>,
    /// `ownerReferences`, a list keyed by `uid`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner_references: Option<Vec<OwnerReference>>,
    /// `finalizers`, a set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finalizers: Option<Vec<String>>,
}

impl ObjectMetaApplyConfiguration {
    /// Sets `name`.
    pub fn with_name(mut self, name: impl Into<String>) -> Self {
        self.name = Some(name.into());
        self
    }

    /// Sets `generateName`.
    pub fn with_generate_name(mut self, prefix: impl Into<String>) -> Self {
        self.generate_name = Some(prefix.into());
        self
    }

    /// Sets `namespace`.
    pub fn with_namespace(mut self, namespace: impl Into<String>) -> Self {
        self.namespace = Some(namespace.into());
        self
    }

    /// Adds labels (a key set twice keeps the last value).
    pub fn with_labels<K: Into<String>, V: Into<String>>(
        mut self,
        entries: impl IntoIterator<Item = (K, V)>,
    ) -> Self {
        super::extend(
            &mut self.labels,
            entries.into_iter().map(|(k, v)| (k.into(), v.into())),
        );
        self
    }

    /// Adds annotations (a key set twice keeps the last value).
    pub fn with_annotations<K: Into<String>, V: Into<String>>(
        mut self,
        entries: impl IntoIterator<Item = (K, V)>,
    ) -> Self {
        super::extend(
            &mut self.annotations,
            entries.into_iter().map(|(k, v)| (k.into(), v.into())),
        );
        self
    }

    /// Adds owner references; one with the `uid` of one already there replaces it.
    pub fn with_owner_references(mut self, refs: impl IntoIterator<Item = OwnerReference>) -> Self {
        super::upsert_keyed(&mut self.owner_references, refs, &["uid"]);
        self
    }

    /// Adds finalizers, skipping one already there.
    pub fn with_finalizers<S: Into<String>>(
        mut self,
        finalizers: impl IntoIterator<Item = S>,
    ) -> Self {
        super::add_to_set(&mut self.finalizers, finalizers.into_iter().map(Into::into));
        self
    }
}
