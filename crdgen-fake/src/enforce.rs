//! The schema on writes, as kube-apiserver applies it.
//!
//! Custom resources: the request body is decoded (pruned, metadata coerced, disallowed
//! nulls dropped, defaulted) before the strategy runs, and the object about to be
//! stored is validated after it, ratcheting against the stored one on updates. The
//! model itself is `crdgen-apiserver`'s, shared with crdgen's engine.
//!
//! Built-in kinds: the body is decoded as the JSON serializer decodes it into the Go
//! struct (`builtin::decode`: a wrong JSON type fails the request, unknown fields are
//! dropped and reported as `fieldValidation` asks, `null` becomes what Go stores), and
//! the object about to be stored is checked by the cases of the kind's Go validation
//! the fake reproduces (`builtin::validation`).

use std::cell::RefCell;

use serde_json::{Map, Value};

use super::builtin;
use super::object::meta_str;
use super::registry::ResourceInfo;
use super::status::Failure;

/// The `fieldValidation` query parameter: what the decoder does with fields the
/// kind does not have (and, on the server, duplicate fields).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Directive {
    /// Dropped silently.
    Ignore,
    /// Dropped, each with a `Warning` response header (the server's default, and what
    /// kube's clients get: `PostParams` never sends the parameter, `PatchParams` only
    /// when asked).
    Warn,
    /// The request fails with a 400.
    Strict,
}

impl Directive {
    /// The directive of a request: absent or empty is `Warn`, as the handlers'
    /// `fieldValidation` resolves it; another value is refused as
    /// `ValidateFieldValidation` refuses it, in the request's options kind
    /// (`CreateOptions`, `UpdateOptions`, `PatchOptions`).
    pub fn parse(param: Option<&str>, options_kind: &str) -> Result<Directive, Failure> {
        match param.unwrap_or("") {
            "" | "Warn" => Ok(Directive::Warn),
            "Ignore" => Ok(Directive::Ignore),
            "Strict" => Ok(Directive::Strict),
            other => Err(Failure::invalid_options(
                options_kind,
                "fieldValidation",
                &format!(
                    "Unsupported value: {}: supported values: \"\", \"Ignore\", \"Strict\", \"Warn\"",
                    crdgen_apiserver::field::go_quote(other)
                ),
            )),
        }
    }
}

/// Which handler decodes the body: the server words failures differently in each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Origin {
    /// Create and update: the body is the object.
    Body,
    /// JSON, merge and strategic merge patches: the patched object is decoded.
    Patch,
    /// Server-side apply (the applied configuration is checked before, by
    /// [`undeclared`]).
    Apply,
    /// The server's own writes (`/scale`): nothing to decode.
    Internal,
}

/// How a write's body is decoded, and where the warnings go.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Decoding<'a> {
    pub directive: Directive,
    pub origin: Origin,
    /// The `Warning` headers of the response.
    pub warnings: Option<&'a RefCell<Vec<String>>>,
}

impl Decoding<'_> {
    /// A write of the server's own: no decoding of built-ins, no warnings.
    pub const INTERNAL: Decoding<'static> = Decoding {
        directive: Directive::Ignore,
        origin: Origin::Internal,
        warnings: None,
    };
}

/// The root schema to enforce for `info`, if it is a custom resource with one and
/// enforcement is on.
fn schema(info: &ResourceInfo) -> Option<&Map<String, Value>> {
    if !info.custom || !info.enforce_schema {
        return None;
    }
    info.schema.as_deref().and_then(Value::as_object)
}

/// Whether `info` is a built-in kind whose writes are decoded and validated.
fn built_in(info: &ResourceInfo) -> bool {
    !info.custom && info.enforce_schema
}

/// What the server's decoder does to a body: for custom resources
/// `crdgen_apiserver::decode`; for built-ins the Go decoding, failing on a wrong JSON
/// type, dropping unknown fields with a warning or failing under `Strict`.
pub(crate) fn decode(
    info: &ResourceInfo,
    object: &mut Value,
    decoding: &Decoding<'_>,
) -> Result<(), Failure> {
    if let Some(schema) = schema(info) {
        crdgen_apiserver::decode(object, schema);
        return Ok(());
    }
    if !built_in(info) || decoding.origin == Origin::Internal {
        return Ok(());
    }
    let decoded = builtin::decode::decode(&builtin::definition_name(info), object);
    // transformDecodeError's prefix, for the create and update handlers.
    let cannot_handle = |error: &str| {
        format!(
            "{} in version {:?} cannot be handled as a {}: {error}",
            info.kind, info.version, info.kind
        )
    };
    if let Some(error) = decoded.error {
        return Err(match decoding.origin {
            // The patch handlers report the patched object as an invalid `patch`.
            Origin::Patch => {
                // The patched object as the handler has it, with its type.
                let mut shown = object.clone();
                if let Some(map) = shown.as_object_mut() {
                    map.insert("apiVersion".to_owned(), info.api_version().into());
                    map.insert("kind".to_owned(), info.kind.clone().into());
                }
                Failure::invalid_patch(&shown.to_string(), &error)
            }
            _ => Failure::bad_request(cannot_handle(&error)),
        });
    }
    if decoded.unknown.is_empty() {
        return Ok(());
    }
    match decoding.directive {
        Directive::Ignore => Ok(()),
        Directive::Warn => {
            if let Some(warnings) = decoding.warnings {
                let mut warnings = warnings.borrow_mut();
                for warning in decoded.unknown {
                    if !warnings.contains(&warning) {
                        warnings.push(warning);
                    }
                }
            }
            Ok(())
        }
        Directive::Strict => {
            let strict = format!("strict decoding error: {}", decoded.unknown.join(", "));
            Err(Failure::bad_request(match decoding.origin {
                Origin::Patch => strict,
                _ => cannot_handle(&strict),
            }))
        }
    }
}

/// Server-side apply to a built-in kind: an applied configuration with a field the
/// kind does not have fails structured-merge-diff's typed conversion, whatever
/// `fieldValidation` says. The server answers with a plain error, which becomes a 500
/// with no reason: `failed to create typed patch object (default/web; apps/v1,
/// Kind=Deployment): .spec.foo: field not declared in schema`.
pub(crate) fn undeclared(
    info: &ResourceInfo,
    namespace: Option<&str>,
    name: &str,
    applied: &Value,
) -> Result<(), Failure> {
    if !built_in(info) {
        return Ok(());
    }
    let mut copy = applied.clone();
    let decoded = builtin::decode::decode(&builtin::definition_name(info), &mut copy);
    let Some(first) = decoded.undeclared.first() else {
        return Ok(());
    };
    // schema.GroupVersionKind.String(): `apps/v1, Kind=Deployment`, `/v1, Kind=Pod`.
    let gvk = format!("{}/{}, Kind={}", info.group, info.version, info.kind);
    Err(Failure::unknown(format!(
        "failed to create typed patch object ({}/{name}; {gvk}): {first}",
        namespace.unwrap_or("")
    )))
}

/// The strategy's validation of the object about to be stored: a 422 `Invalid` with
/// one cause per failure, as `errors.NewInvalid` writes it. A write through `/status`
/// (`status_write`) of a built-in kind is not checked: its status strategy validates
/// the status and metadata updates only (`ValidateDeploymentStatusUpdate`, …), none of
/// what the fake checks.
pub(crate) fn validate(
    info: &ResourceInfo,
    object: &Value,
    old: Option<&Value>,
    status_write: bool,
) -> Result<(), Failure> {
    let errors = if let Some(schema) = schema(info) {
        // `customResourceValidator.Validate`: the metadata first, then the schema.
        let mut errors = super::objectmeta::validate(object["metadata"].as_object());
        errors.extend(crdgen_apiserver::validate(object, schema, old));
        errors
    } else if built_in(info) && !status_write {
        builtin::validation::errors(&builtin::definition_name(info), object)
    } else {
        Vec::new()
    };
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
