//! Which objects a list, watch or deletecollection sees: namespace, label selector and
//! the field selectors every resource supports (`metadata.name`, `metadata.namespace`).

use std::collections::BTreeMap;

use serde_json::Value;

use super::registry::ResourceInfo;
use super::route::Route;
use super::status::Failure;
use crdgen_apimachinery::selector::{FieldSelector, LabelSelector};

/// The fields every resource can be selected by. Built-ins support more (a pod's
/// `spec.nodeName`, …); the fake answers those with the 400 a custom resource gets,
/// rather than silently matching everything.
const SUPPORTED_FIELDS: &[&str] = &["metadata.name", "metadata.namespace"];

/// A parsed selection.
#[derive(Clone, Debug)]
pub(crate) struct Filter {
    /// Only objects in this namespace; `None` for all.
    pub namespace: Option<String>,
    labels: LabelSelector,
    fields: FieldSelector,
}

impl Filter {
    /// Reads `labelSelector` and `fieldSelector` from the query, with the server's 400s.
    pub fn from_route(route: &Route, info: &ResourceInfo) -> Result<Filter, Failure> {
        let labels = match route.param("labelSelector") {
            Some(s) => LabelSelector::parse(s).map_err(|e| Failure::bad_request(e.to_string()))?,
            None => LabelSelector::everything(),
        };
        let fields = match route.param("fieldSelector") {
            Some(s) => FieldSelector::parse(s).map_err(|e| Failure::bad_request(e.to_string()))?,
            None => FieldSelector::everything(),
        };
        for requirement in fields.requirements() {
            let field = requirement.field.as_str();
            if !SUPPORTED_FIELDS.contains(&field) {
                // The two texts the server uses: the CRD handler's and the generic
                // registry's (`fields.Set` conversion) for built-ins.
                let message = if info.custom {
                    format!(
                        "\"{field}\" is not a known field selector: only \"metadata.name\", \"metadata.namespace\""
                    )
                } else {
                    format!("field label not supported: {field}")
                };
                return Err(Failure::bad_request(message));
            }
        }
        Ok(Filter {
            namespace: if info.namespaced {
                route.namespace.clone()
            } else {
                None
            },
            labels,
            fields,
        })
    }

    /// A filter on namespace only.
    pub fn namespace(namespace: Option<String>) -> Filter {
        Filter {
            namespace,
            labels: LabelSelector::everything(),
            fields: FieldSelector::everything(),
        }
    }

    /// Whether neither selector restricts anything (the server then reports
    /// `remainingItemCount`).
    pub fn selects_everything(&self) -> bool {
        self.labels.is_everything() && self.fields.is_everything()
    }

    /// Whether the object is selected.
    pub fn matches(&self, object: &Value) -> bool {
        let metadata = &object["metadata"];
        let namespace = metadata["namespace"].as_str().unwrap_or("");
        if self.namespace.as_deref().is_some_and(|ns| ns != namespace) {
            return false;
        }
        let labels = string_map(&metadata["labels"]);
        if !self.labels.matches(&labels) {
            return false;
        }
        let fields = BTreeMap::from([
            (
                "metadata.name".to_owned(),
                metadata["name"].as_str().unwrap_or("").to_owned(),
            ),
            ("metadata.namespace".to_owned(), namespace.to_owned()),
        ]);
        self.fields.matches(&fields)
    }
}

/// The string entries of a JSON object such as `metadata.labels`, as a label selector
/// matches them; anything else (absent, not an object, non-string values) is left out.
pub(crate) fn string_map(value: &Value) -> BTreeMap<String, String> {
    value
        .as_object()
        .map(|m| {
            m.iter()
                .filter_map(|(k, v)| Some((k.clone(), v.as_str()?.to_owned())))
                .collect()
        })
        .unwrap_or_default()
}
