//! Which objects a list, watch or deletecollection sees: namespace, label selector and
//! the field selectors every resource supports (`metadata.name`, `metadata.namespace`).

use std::collections::BTreeMap;

use serde_json::Value;

use super::registry::ResourceInfo;
use super::route::Route;
use super::status::Failure;
use crdgen_apimachinery::selector::{FieldSelector, LabelSelector};

/// The fields every resource can be selected by. Other built-ins support more (a
/// node's `spec.unschedulable`, an event's `involvedObject.name`, …); the fake answers
/// those with the 400 a custom resource gets, rather than silently matching
/// everything. Pods' are [`POD_FIELDS`].
const SUPPORTED_FIELDS: &[&str] = &["metadata.name", "metadata.namespace"];

/// The fields a pod can also be selected by (`pod.ToSelectableFields`), each with the
/// value it has when the stored pod lacks it: the server's default
/// (`restartPolicy: Always`, `schedulerName: default-scheduler`, `hostNetwork:
/// false`), else the Go zero value. The fake does not default a pod or set its
/// status, so a pod it created has no `status.phase` (the server's is `Pending`) and
/// no `spec.serviceAccountName` (the server's admission sets `default`).
const POD_FIELDS: &[(&str, &str)] = &[
    ("spec.nodeName", ""),
    ("spec.restartPolicy", "Always"),
    ("spec.schedulerName", "default-scheduler"),
    ("spec.serviceAccountName", ""),
    ("spec.hostNetwork", "false"),
    ("status.phase", ""),
    ("status.podIP", ""),
    ("status.nominatedNodeName", ""),
];

/// Whether `info` is core/v1 pods.
fn pods(info: &ResourceInfo) -> bool {
    !info.custom && info.group.is_empty() && info.plural == "pods"
}

/// A pod's value of one of [`POD_FIELDS`]: `status.podIP` is the first of
/// `status.podIPs` (or `status.podIP`), `spec.hostNetwork` a bool as Go's
/// `strconv.FormatBool` writes it.
fn pod_field(pod: &Value, field: &str, default: &str) -> String {
    let value = match field {
        "status.podIP" => pod["status"]["podIPs"][0]["ip"]
            .as_str()
            .or_else(|| pod["status"]["podIP"].as_str()),
        "spec.hostNetwork" => pod["spec"]["hostNetwork"]
            .as_bool()
            .map(|b| if b { "true" } else { "false" }),
        _ => field
            .split_once('.')
            .and_then(|(part, name)| pod[part][name].as_str()),
    };
    value
        .filter(|v| !v.is_empty())
        .unwrap_or(default)
        .to_owned()
}

/// A parsed selection.
#[derive(Clone, Debug)]
pub(crate) struct Filter {
    /// Only objects in this namespace; `None` for all.
    pub namespace: Option<String>,
    labels: LabelSelector,
    fields: FieldSelector,
    /// Whether the objects are pods, selectable by [`POD_FIELDS`] too.
    pods: bool,
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
            let pod_field = pods(info) && POD_FIELDS.iter().any(|(f, _)| *f == field);
            if !SUPPORTED_FIELDS.contains(&field) && !pod_field {
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
            pods: pods(info),
        })
    }

    /// A filter on namespace only.
    pub fn namespace(namespace: Option<String>) -> Filter {
        Filter {
            namespace,
            labels: LabelSelector::everything(),
            fields: FieldSelector::everything(),
            pods: false,
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
        let mut fields = BTreeMap::from([
            (
                "metadata.name".to_owned(),
                metadata["name"].as_str().unwrap_or("").to_owned(),
            ),
            ("metadata.namespace".to_owned(), namespace.to_owned()),
        ]);
        if self.pods {
            for (field, default) in POD_FIELDS {
                fields.insert((*field).to_owned(), pod_field(object, field, default));
            }
        }
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
