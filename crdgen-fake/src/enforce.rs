//! The CRD's schema on writes of custom resources, as kube-apiserver applies it: the
//! request body is decoded (pruned, metadata coerced, disallowed nulls dropped,
//! defaulted) before the strategy runs, and the object about to be stored is validated
//! after it, ratcheting against the stored one on updates. The model itself is
//! `crdgen-apiserver`'s, shared with crdgen's engine.

use serde_json::{Map, Value};

use super::object::meta_str;
use super::registry::ResourceInfo;
use super::status::Failure;

/// The root schema to enforce for `info`, if it is a custom resource with one and
/// enforcement is on.
fn schema(info: &ResourceInfo) -> Option<&Map<String, Value>> {
    if !info.custom || !info.enforce_schema {
        return None;
    }
    info.schema.as_deref().and_then(Value::as_object)
}

/// What the server's decoder does to a body (`crdgen_apiserver::decode`).
pub(crate) fn decode(info: &ResourceInfo, object: &mut Value) {
    if let Some(schema) = schema(info) {
        crdgen_apiserver::decode(object, schema);
    }
}

/// The strategy's validation of the object about to be stored: a 422 `Invalid` with
/// one cause per failure, as `errors.NewInvalid` writes it.
pub(crate) fn validate(
    info: &ResourceInfo,
    object: &Value,
    old: Option<&Value>,
) -> Result<(), Failure> {
    let Some(schema) = schema(info) else {
        return Ok(());
    };
    let errors = crdgen_apiserver::validate(object, schema, old);
    if errors.is_empty() {
        Ok(())
    } else {
        Err(Failure::invalid_fields(
            info,
            meta_str(object, "name"),
            &errors,
        ))
    }
}
