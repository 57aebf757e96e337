//! What kube-apiserver does to a custom resource with its CRD's structural schema, as
//! pure functions on JSON values: shared by crdgen's engine (`crdgen-core`, whose
//! generation-time checks and "nothing lost" tests use pruning, null-dropping and
//! defaulting) and its fake API server (`crdgen-fake`, which enforces all of it on
//! writes, as the server does).
//!
//! The steps, in the server's order (apiextensions-apiserver):
//! 1. [`decode`]: the schema-coercing decoder prunes unknown fields ([`prune`],
//!    `structuralpruning.Prune`), reads `metadata` as an ObjectMeta ([`meta::coerce`]),
//!    drops the nulls the schema does not allow
//!    ([`defaulting::prune_nulls`], `PruneNonNullableNullsWithoutDefaults`), and the
//!    versioning codec fills in defaults ([`defaulting::apply_defaults`],
//!    `structuraldefaulting.Default`).
//! 2. [`validate`]: the strategy's validation — the schema ([`validate::validate`],
//!    `ValidateCustomResource` with kube-openapi's messages), embedded resources
//!    ([`meta::validate`]), list sets and map keys ([`listtype`]), then the
//!    `x-kubernetes-validations` rules ([`cel`]) unless a type, enum, required or size
//!    failure blocks them (as `hasBlockingErr` does) — every failure as a
//!    [`FieldError`], with ratcheting of unchanged values on updates.
//!
//! [`admit`] runs both on a plain JSON object; [`schema_of_version`] finds a CRD
//! version's schema in a CRD read as JSON. A crate with no syn and no kube: the fake and
//! a property test can call it alike.

#![warn(missing_docs)]

pub mod cel;
pub mod defaulting;
pub mod field;
pub mod formats;
pub mod listtype;
pub mod meta;
pub mod prune;
pub mod validate;

use serde_json::{Map, Value};

pub use field::{ErrorType, FieldError};

/// Step 1, what the server's decoder does to a request body: prune, coerce metadata,
/// drop disallowed nulls, default. Never fails.
pub fn decode(value: &mut Value, schema: &Map<String, Value>) {
    prune::prune(value, schema, true);
    meta::coerce(value, schema);
    defaulting::prune_nulls(value, Some(schema));
    defaulting::apply_defaults(value, Some(schema));
}

/// Step 2, the validation of the object about to be stored, `old` being the stored one
/// on an update (for ratcheting): every failure, in the server's order.
pub fn validate(
    value: &Value,
    schema: &Map<String, Value>,
    old: Option<&Value>,
) -> Vec<FieldError> {
    let mut errors = validate_without_rules(value, schema, old);
    if cel::has_rules(schema) {
        // `hasBlockingErr`: after a type, enum, required or size failure the rules are
        // not run, and one fieldless cause says so.
        let blocking = errors.iter().any(|e| {
            matches!(
                e.error_type,
                ErrorType::NotSupported
                    | ErrorType::Required
                    | ErrorType::TooLong
                    | ErrorType::TooMany
                    | ErrorType::TypeInvalid
            )
        });
        if blocking {
            errors.push(FieldError::invalid(
                "<nil>",
                Value::Null,
                "some validation rules were not checked because the object was invalid; correct the existing errors to complete validation",
            ));
        } else {
            errors.extend(cel::validate(value, schema, old));
        }
    }
    errors
}

/// Step 2 without the `x-kubernetes-validations` rules: the schema, embedded resources,
/// list sets and map keys.
pub fn validate_without_rules(
    value: &Value,
    schema: &Map<String, Value>,
    old: Option<&Value>,
) -> Vec<FieldError> {
    let mut errors = validate::validate(value, schema, old);
    errors.extend(meta::validate(value, schema));
    errors.extend(listtype::validate(value, schema));
    errors
}

/// [`admit`] of a created object without the `x-kubernetes-validations` rules: for a
/// property test whose random values cannot know what a rule wants (its values meet
/// every other constraint of the schema, so any refusal here is a finding).
pub fn admit_without_rules(
    mut value: Value,
    schema: &Map<String, Value>,
) -> Result<Value, Vec<FieldError>> {
    decode(&mut value, schema);
    let errors = validate_without_rules(&value, schema, None);
    if errors.is_empty() {
        Ok(value)
    } else {
        Err(errors)
    }
}

/// Both steps on a custom resource: the object the server would store, or every
/// reason it would refuse it (a 422 `Invalid` whose causes these are).
pub fn admit(
    mut value: Value,
    schema: &Map<String, Value>,
    old: Option<&Value>,
) -> Result<Value, Vec<FieldError>> {
    decode(&mut value, schema);
    let errors = validate(&value, schema, old);
    if errors.is_empty() {
        Ok(value)
    } else {
        Err(errors)
    }
}

/// The `openAPIV3Schema` of version `version` of a CRD given as JSON (as serde writes a
/// `CustomResourceDefinition`), if it has one.
pub fn schema_of_version<'c>(crd: &'c Value, version: &str) -> Option<&'c Map<String, Value>> {
    crd.get("spec")?
        .get("versions")?
        .as_array()?
        .iter()
        .find(|v| v.get("name").and_then(Value::as_str) == Some(version))?
        .get("schema")?
        .get("openAPIV3Schema")?
        .as_object()
}
