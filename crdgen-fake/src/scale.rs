//! The `/scale` subresource: an autoscaling/v1 Scale read from and written to the
//! replicas paths of the object.

use serde_json::{Value, json};

use super::object::{at_path, meta_str, set_path};
use super::registry::{ResourceInfo, ScalePaths, SelectorSource};
use super::status::Failure;
use crdgen_apimachinery::selector::LabelSelector;

/// The Scale of an object.
pub(crate) fn scale_of(paths: &ScalePaths, object: &Value) -> Value {
    let replicas = |path: &str| at_path(object, path).and_then(Value::as_i64).unwrap_or(0);
    let mut status = json!({"replicas": replicas(&paths.status_replicas)});
    if let Some(selector) = selector_of(paths, object) {
        status["selector"] = json!(selector);
    }
    let mut metadata = serde_json::Map::new();
    for field in [
        "name",
        "namespace",
        "uid",
        "resourceVersion",
        "creationTimestamp",
    ] {
        if let Some(v) = object["metadata"].get(field) {
            metadata.insert(field.to_owned(), v.clone());
        }
    }
    json!({
        "kind": "Scale",
        "apiVersion": "autoscaling/v1",
        "metadata": metadata,
        "spec": {"replicas": replicas(&paths.spec_replicas)},
        "status": status,
    })
}

fn selector_of(paths: &ScalePaths, object: &Value) -> Option<String> {
    match paths.selector.as_ref()? {
        SelectorSource::String(path) => at_path(object, path)?.as_str().map(str::to_owned),
        SelectorSource::LabelSelectorObject(path) => {
            let selector = serde_json::from_value(at_path(object, path)?.clone()).ok()?;
            LabelSelector::from_label_selector(&selector)
                .ok()
                .map(|s| s.to_string())
        }
    }
}

/// The object with the Scale's replicas written in; checks the Scale's
/// resourceVersion against the object's.
pub(crate) fn apply_scale(
    info: &ResourceInfo,
    paths: &ScalePaths,
    name: &str,
    object: &Value,
    scale: &Value,
) -> Result<Value, Failure> {
    let version = meta_str(scale, "resourceVersion");
    if !version.is_empty() && version != meta_str(object, "resourceVersion") {
        return Err(Failure::stale(info, name));
    }
    let Some(replicas) = scale["spec"]["replicas"].as_i64() else {
        return Err(Failure::invalid(
            info,
            name,
            "spec.replicas",
            "Required value: must be an integer",
        ));
    };
    if replicas < 0 {
        return Err(Failure::invalid(
            info,
            name,
            "spec.replicas",
            &format!("Invalid value: {replicas}: must be greater than or equal to 0"),
        ));
    }
    let mut next = object.clone();
    set_path(&mut next, &paths.spec_replicas, json!(replicas));
    Ok(next)
}
