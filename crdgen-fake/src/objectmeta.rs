//! The ObjectMeta of a custom resource, validated as kube-apiserver validates it on
//! every create and update: apimachinery's `ValidateObjectMetaAccessor`
//! (`k8s.io/apimachinery/pkg/api/validation/objectmeta.go`) with the name rule
//! apiextensions-apiserver gives it for custom resources (`NameIsDNSSubdomain`), which
//! the generic registry runs again on updates (`validateCommonFields`). Each failure is
//! a `field.Error` with the server's path, value and message, in the server's order:
//! generateName, name, labels, annotations, owner references, finalizers. Maps are read
//! in key order (Go's are random, so the server's order between two keys varies).
//!
//! Not reproduced: what the fake itself writes correctly (namespace, generation,
//! managedFields); the owner-reference checks whose message prints a Go struct or
//! slice (`/v1, Kind=Event is disallowed from being an owner`, two references with
//! `controller: true`) and the `orphan`/`foregroundDeletion` finalizer pair.

use serde_json::{Map, Value};

use crdgen_apimachinery::validation::{
    is_dns1123_subdomain, is_qualified_name, is_valid_label_value,
};
use crdgen_apiserver::FieldError;
use crdgen_apiserver::field::ErrorType;

/// `TotalAnnotationSizeLimitB`: the most bytes all annotation keys and values may take
/// together.
pub(crate) const TOTAL_ANNOTATION_SIZE_LIMIT: usize = 256 * (1 << 10);

/// The failures of `metadata` (the object's, `None` when it has none).
pub(crate) fn validate(metadata: Option<&Map<String, Value>>) -> Vec<FieldError> {
    let empty = Map::new();
    let meta = metadata.unwrap_or(&empty);
    let mut errors = Vec::new();
    names(meta, &mut errors);
    labels(meta, &mut errors);
    annotations(meta, &mut errors);
    owner_references(meta, &mut errors);
    finalizers(meta, &mut errors);
    errors
}

/// The string at `key`, or `""` (what Go's accessor returns for a missing field).
fn text<'a>(object: &'a Map<String, Value>, key: &str) -> &'a str {
    object.get(key).and_then(Value::as_str).unwrap_or("")
}

/// `NameIsDNSSubdomain` on `generateName` (its trailing `-` masked, `maskTrailingDash`)
/// and on `name`; a missing name is required.
fn names(meta: &Map<String, Value>, errors: &mut Vec<FieldError>) {
    let generate = text(meta, "generateName");
    if !generate.is_empty() {
        for violation in is_dns1123_subdomain(&mask_trailing_dash(generate)) {
            errors.push(FieldError::invalid(
                "metadata.generateName",
                Value::from(generate),
                violation.to_string(),
            ));
        }
    }
    let name = text(meta, "name");
    if name.is_empty() {
        errors.push(FieldError::required(
            "metadata.name",
            "name or generateName is required",
        ));
    }
    for violation in is_dns1123_subdomain(name)
        .into_iter()
        .filter(|_| !name.is_empty())
    {
        errors.push(FieldError::invalid(
            "metadata.name",
            Value::from(name),
            violation.to_string(),
        ));
    }
}

/// apimachinery's `maskTrailingDash`: a prefix may end with `-` (the generated
/// characters follow), so a last `-` after at least one character reads as `a`.
fn mask_trailing_dash(name: &str) -> String {
    match name.strip_suffix('-') {
        Some(rest) if !rest.is_empty() => format!("{rest}a"),
        _ => name.to_owned(),
    }
}

/// The string map at `key`: each entry, a non-string value read as `""` (the decoder
/// has already refused those against the CRD's ObjectMeta).
fn string_map<'a>(meta: &'a Map<String, Value>, key: &str) -> Vec<(&'a str, &'a str)> {
    meta.get(key)
        .and_then(Value::as_object)
        .map(|m| {
            m.iter()
                .map(|(k, v)| (k.as_str(), v.as_str().unwrap_or("")))
                .collect()
        })
        .unwrap_or_default()
}

/// `v1validation.ValidateLabels`: each key `IsQualifiedName`, each value
/// `IsValidLabelValue`, all at `metadata.labels`.
fn labels(meta: &Map<String, Value>, errors: &mut Vec<FieldError>) {
    for (key, value) in string_map(meta, "labels") {
        for violation in is_qualified_name(key) {
            errors.push(FieldError::invalid(
                "metadata.labels",
                Value::from(key),
                violation.to_string(),
            ));
        }
        for violation in is_valid_label_value(value) {
            errors.push(FieldError::invalid(
                "metadata.labels",
                Value::from(value),
                violation.to_string(),
            ));
        }
    }
}

/// `ValidateAnnotations`: each key `IsQualifiedName` once lower-cased (the key as sent
/// is the value shown), and keys and values together at most 256 KiB.
fn annotations(meta: &Map<String, Value>, errors: &mut Vec<FieldError>) {
    let entries = string_map(meta, "annotations");
    for (key, _) in &entries {
        for violation in is_qualified_name(&key.to_lowercase()) {
            errors.push(FieldError::invalid(
                "metadata.annotations",
                Value::from(*key),
                violation.to_string(),
            ));
        }
    }
    let size: usize = entries.iter().map(|(k, v)| k.len() + v.len()).sum();
    if size > TOTAL_ANNOTATION_SIZE_LIMIT {
        // field.TooLong: the value is not shown.
        errors.push(FieldError::new(
            ErrorType::TooLong,
            "metadata.annotations",
            None,
            format!("may not be more than {TOTAL_ANNOTATION_SIZE_LIMIT} bytes"),
        ));
    }
}

/// The version `schema.FromAPIVersionAndKind` reads from an apiVersion, as
/// `schema.ParseGroupVersion` splits it: all of it without a `/`, what follows the one
/// `/` otherwise; nothing for `""`, `"/"` or more than one `/` (a parse error). The
/// built-in kinds' checks (`builtin::rules::meta`) read it the same way.
pub(crate) fn version(api_version: &str) -> &str {
    match api_version.split_once('/') {
        None => api_version,
        Some((_, version)) if !version.contains('/') => version,
        Some(_) => "",
    }
}

/// `validateOwnerReference` for each reference: a version in `apiVersion`, a kind, a
/// name and a uid, at `metadata.ownerReferences.<field>` (Go's path has no index).
fn owner_references(meta: &Map<String, Value>, errors: &mut Vec<FieldError>) {
    let references = meta.get("ownerReferences").and_then(Value::as_array);
    for reference in references
        .into_iter()
        .flatten()
        .filter_map(Value::as_object)
    {
        let api_version = text(reference, "apiVersion");
        if version(api_version).is_empty() {
            errors.push(FieldError::invalid(
                "metadata.ownerReferences.apiVersion",
                Value::from(api_version),
                "version must not be empty",
            ));
        }
        for field in ["kind", "name", "uid"] {
            let value = text(reference, field);
            if value.is_empty() {
                errors.push(FieldError::invalid(
                    format!("metadata.ownerReferences.{field}"),
                    Value::from(value),
                    "must not be empty",
                ));
            }
        }
    }
}

/// `ValidateFinalizers`: each name `IsQualifiedName`, at `metadata.finalizers`.
fn finalizers(meta: &Map<String, Value>, errors: &mut Vec<FieldError>) {
    let finalizers = meta.get("finalizers").and_then(Value::as_array);
    for name in finalizers.into_iter().flatten().filter_map(Value::as_str) {
        for violation in is_qualified_name(name) {
            errors.push(FieldError::invalid(
                "metadata.finalizers",
                Value::from(name),
                violation.to_string(),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trailing_dashes_are_masked_as_apimachinery_masks_them() {
        assert_eq!(mask_trailing_dash("web-"), "weba");
        assert_eq!(mask_trailing_dash("-"), "-");
        assert_eq!(mask_trailing_dash("web"), "web");
    }

    #[test]
    fn versions_as_parse_group_version_reads_them() {
        assert_eq!(version("v1"), "v1");
        assert_eq!(version("apps/v1"), "v1");
        assert_eq!(version(""), "");
        assert_eq!(version("apps/"), "");
        assert_eq!(version("/"), "");
        assert_eq!(version("a/b/c"), "");
    }
}
