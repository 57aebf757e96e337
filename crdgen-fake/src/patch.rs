//! PATCH bodies: JSON merge patch (RFC 7386), JSON patch (RFC 6902), strategic merge
//! patch (lists merged by the definitions' list types, `fieldset::strategic_merge`);
//! server-side apply is merged by `managed`, but for `/scale`, where it is read as a
//! merge patch.

use serde_json::Value;

use super::builtin;
use super::fieldset::{self, Schema};
use super::registry::ResourceInfo;
use super::status::Failure;

/// The patch media types the server accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PatchType {
    /// `application/json-patch+json`.
    Json,
    /// `application/merge-patch+json`.
    Merge,
    /// `application/strategic-merge-patch+json`.
    Strategic,
    /// `application/apply-patch+yaml`.
    Apply,
}

impl PatchType {
    /// From the request's Content-Type.
    pub fn from_content_type(
        info: &ResourceInfo,
        content_type: Option<&str>,
    ) -> Result<PatchType, Failure> {
        let media = content_type
            .unwrap_or("")
            .split(';')
            .next()
            .unwrap_or("")
            .trim();
        let accepted = if info.custom {
            "application/json-patch+json, application/merge-patch+json, application/apply-patch+yaml"
        } else {
            "application/json-patch+json, application/merge-patch+json, application/strategic-merge-patch+json, application/apply-patch+yaml"
        };
        let patch_type = match media {
            "application/json-patch+json" => PatchType::Json,
            "application/merge-patch+json" => PatchType::Merge,
            // Custom resources have no Go struct tags to merge lists by: the server
            // refuses strategic merge patches for them.
            "application/strategic-merge-patch+json" if !info.custom => PatchType::Strategic,
            "application/apply-patch+yaml" => PatchType::Apply,
            _ => {
                return Err(Failure::unsupported_media_type(format!(
                    "the body of the request was in an unknown format - accepted media types include: {accepted}"
                )));
            }
        };
        Ok(patch_type)
    }

    /// The name the action log uses (client-go's `types.PatchType`).
    pub fn media_type(self) -> &'static str {
        match self {
            PatchType::Json => "application/json-patch+json",
            PatchType::Merge => "application/merge-patch+json",
            PatchType::Strategic => "application/strategic-merge-patch+json",
            PatchType::Apply => "application/apply-patch+yaml",
        }
    }
}

/// Parses a patch body; apply bodies may be YAML.
pub(crate) fn parse_body(patch_type: PatchType, body: &[u8]) -> Result<Value, Failure> {
    if let Ok(value) = serde_json::from_slice::<Value>(body) {
        return Ok(value);
    }
    if patch_type == PatchType::Apply {
        let text = std::str::from_utf8(body)
            .map_err(|e| Failure::bad_request(format!("error decoding YAML: {e}")))?;
        return serde_saphyr::from_str::<Value>(text)
            .map_err(|e| Failure::bad_request(format!("error decoding YAML: {e}")));
    }
    Err(Failure::bad_request(format!(
        "error decoding patch: invalid JSON in {}",
        patch_type.media_type()
    )))
}

/// Applies a parsed patch to the current object.
pub(crate) fn apply(
    info: &ResourceInfo,
    name: &str,
    patch_type: PatchType,
    patch: &Value,
    current: &Value,
) -> Result<Value, Failure> {
    let mut target = current.clone();
    match patch_type {
        PatchType::Json => {
            let operations: json_patch::Patch = serde_json::from_value(patch.clone())
                .map_err(|e| Failure::bad_request(format!("error decoding json patch: {e}")))?;
            json_patch::patch(&mut target, &operations).map_err(|e| {
                Failure::invalid(info, name, "json patch", &format!("Invalid value: {e}"))
            })?;
        }
        PatchType::Strategic => {
            let schema =
                fieldset::root_schema(builtin::definitions().get(&builtin::definition_name(info)));
            target = fieldset::strategic_merge(
                Schema::with_definitions(&schema, builtin::definitions()),
                current,
                patch,
            );
        }
        PatchType::Merge | PatchType::Apply => {
            json_patch::merge(&mut target, patch);
        }
    }
    Ok(target)
}
