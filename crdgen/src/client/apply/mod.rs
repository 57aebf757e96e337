//! Apply configurations, as client-go's `applyconfigurations` packages: for every kind
//! and nested type `crdgen generate` writes a struct whose fields are all optional, with
//! `with_…` builders, that serializes only what was set. A controller applies exactly the
//! fields it owns (server-side apply), so leaving a field out releases it instead of
//! claiming it with a zero value.
//!
//! This module is the generic part the generated structs build on: object metadata
//! ([`ObjectMetaApplyConfiguration`]), how builders add to lists and maps (atomic lists
//! append, `listType=set` lists skip values already there, `listType=map` lists replace
//! the item with the same keys), and [`extract`], which builds the apply configuration of
//! the fields one field manager owns from an object's `managedFields`.

mod extract;
mod meta;

use std::fmt::Debug;

use k8s_openapi::apimachinery::pkg::apis::meta::v1::OwnerReference;
use serde::Serialize;

pub use extract::{extract, extract_value};
pub use meta::ObjectMetaApplyConfiguration;

use crate::client::Object;

/// The apply configuration of a kind (generated): what the typed client's `apply` and
/// `apply_status` send. The metadata builders are this trait's, written once for every
/// kind (client-go generates them per kind); bring it into scope to call them, e.g.
/// `use crdgen::client::apply::ApplyConfiguration as _;`.
pub trait ApplyConfiguration: Serialize + Debug + Sized {
    /// The kind it configures.
    type Object: Object;

    /// Its metadata, when any was set: the apply needs `metadata.name`.
    fn metadata(&self) -> Option<&ObjectMetaApplyConfiguration>;

    /// Its metadata, to change (the builders below create it when unset).
    fn metadata_mut(&mut self) -> &mut Option<ObjectMetaApplyConfiguration>;

    /// Sets `metadata.name`.
    fn with_name(mut self, name: &str) -> Self {
        update_meta(self.metadata_mut(), |m| m.with_name(name));
        self
    }

    /// Sets `metadata.namespace`.
    fn with_namespace(mut self, namespace: &str) -> Self {
        update_meta(self.metadata_mut(), |m| m.with_namespace(namespace));
        self
    }

    /// Sets `metadata.generateName`.
    fn with_generate_name(mut self, prefix: &str) -> Self {
        update_meta(self.metadata_mut(), |m| m.with_generate_name(prefix));
        self
    }

    /// Adds labels (the manager owns each label it sets).
    fn with_labels(
        mut self,
        entries: impl IntoIterator<Item = (impl Into<String>, impl Into<String>)>,
    ) -> Self {
        update_meta(self.metadata_mut(), |m| m.with_labels(entries));
        self
    }

    /// Adds annotations (the manager owns each one it sets).
    fn with_annotations(
        mut self,
        entries: impl IntoIterator<Item = (impl Into<String>, impl Into<String>)>,
    ) -> Self {
        update_meta(self.metadata_mut(), |m| m.with_annotations(entries));
        self
    }

    /// Adds owner references (keyed by `uid`).
    fn with_owner_references(mut self, refs: impl IntoIterator<Item = OwnerReference>) -> Self {
        update_meta(self.metadata_mut(), |m| m.with_owner_references(refs));
        self
    }

    /// Adds finalizers (a set).
    fn with_finalizers(mut self, finalizers: impl IntoIterator<Item = impl Into<String>>) -> Self {
        update_meta(self.metadata_mut(), |m| m.with_finalizers(finalizers));
        self
    }
}

/// The metadata `new` of a generated apply configuration starts from: `name`, and
/// `namespace` for a namespaced kind.
pub fn meta(name: &str, namespace: Option<&str>) -> Option<ObjectMetaApplyConfiguration> {
    let meta = ObjectMetaApplyConfiguration::default().with_name(name);
    Some(match namespace {
        Some(ns) => meta.with_namespace(ns),
        None => meta,
    })
}

/// The name an apply configuration is sent under: a configuration without
/// `metadata.name` is refused before any request, as kube refuses an empty name.
pub(crate) fn name_of<A: ApplyConfiguration>(config: &A) -> kube::Result<&str> {
    config
        .metadata()
        .and_then(|m| m.name.as_deref())
        .filter(|n| !n.is_empty())
        .ok_or_else(|| {
            kube::Error::BuildRequest(kube::core::request::Error::Validation(
                "an apply configuration needs metadata.name: build it with `new(name, …)` or `with_name`".to_owned(),
            ))
        })
}

/// Changes the metadata of a kind's apply configuration, creating it when unset:
/// [`ApplyConfiguration`]'s `with_name`, `with_labels`, … are this with one builder of
/// [`ObjectMetaApplyConfiguration`].
pub fn update_meta(
    meta: &mut Option<ObjectMetaApplyConfiguration>,
    change: impl FnOnce(ObjectMetaApplyConfiguration) -> ObjectMetaApplyConfiguration,
) {
    *meta = Some(change(meta.take().unwrap_or_default()));
}

/// Adds `items` to an atomic list, or entries to a map, creating it when unset (client-go's
/// `WithX(values...)` appends to a list and merges into a map).
pub fn extend<C, I>(field: &mut Option<C>, items: impl IntoIterator<Item = I>)
where
    C: Default + Extend<I>,
{
    field.get_or_insert_with(C::default).extend(items);
}

/// Adds `items` to a `listType=set` list, skipping a value already there: the API server
/// refuses a set with a duplicate.
pub fn add_to_set<T: Serialize + PartialEqJson>(
    field: &mut Option<Vec<T>>,
    items: impl IntoIterator<Item = T>,
) {
    let list = field.get_or_insert_with(Vec::new);
    for item in items {
        if !list.iter().any(|have| have.json_eq(&item)) {
            list.push(item);
        }
    }
}

/// Adds `items` to a `listType=map` list keyed by `keys` (the items' JSON field names):
/// an item whose keys equal those of one already there replaces it, so the list never
/// holds two items with the same keys (which the API server refuses).
pub fn upsert_keyed<T: Serialize>(
    field: &mut Option<Vec<T>>,
    items: impl IntoIterator<Item = T>,
    keys: &[&str],
) {
    let list = field.get_or_insert_with(Vec::new);
    for item in items {
        let key = key_of(&item, keys);
        match list.iter().position(|have| key_of(have, keys) == key) {
            Some(at) => list[at] = item,
            None => list.push(item),
        }
    }
}

/// The values of `keys` in the item's JSON (`null` for a key it leaves unset).
fn key_of<T: Serialize>(item: &T, keys: &[&str]) -> Vec<serde_json::Value> {
    let value = serde_json::to_value(item).unwrap_or(serde_json::Value::Null);
    keys.iter()
        .map(|k| value.get(k).cloned().unwrap_or(serde_json::Value::Null))
        .collect()
}

/// Equality of two values as the API server sees them: by their JSON (set items need not
/// implement `PartialEq`).
pub trait PartialEqJson {
    /// Do the two serialize to the same JSON?
    fn json_eq(&self, other: &Self) -> bool;
}

impl<T: Serialize> PartialEqJson for T {
    fn json_eq(&self, other: &Self) -> bool {
        match (serde_json::to_value(self), serde_json::to_value(other)) {
            (Ok(a), Ok(b)) => a == b,
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[derive(Serialize, Debug)]
    struct Port {
        name: &'static str,
        port: i32,
    }

    #[test]
    fn lists_by_type() {
        let mut atomic = None;
        extend(&mut atomic, ["a", "a"]);
        assert_eq!(atomic, Some(vec!["a", "a"]));

        let mut set = None;
        add_to_set(&mut set, ["a", "b", "a"]);
        assert_eq!(set, Some(vec!["a", "b"]));

        let mut map = None;
        upsert_keyed(
            &mut map,
            [
                Port {
                    name: "http",
                    port: 80,
                },
                Port {
                    name: "grpc",
                    port: 9000,
                },
                Port {
                    name: "http",
                    port: 8080,
                },
            ],
            &["name"],
        );
        assert_eq!(
            serde_json::to_value(&map).unwrap(),
            json!([{"name": "http", "port": 8080}, {"name": "grpc", "port": 9000}])
        );
    }
}
