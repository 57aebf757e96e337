//! Admission webhooks for a kind (feature `webhook`): a validating handler from the
//! kind's [`Validate`] impl and a defaulting (mutating) handler from its [`Defaulter`]
//! impl, as controller-runtime's `CustomValidator` and `CustomDefaulter` give a Go
//! operator.
//!
//! Each handler is a plain function from the body of the API server's `AdmissionReview`
//! request to the body of the answer ([`validate`], [`mutate`]), so any HTTP server
//! mounts it; the typed variants ([`validate_review`], [`mutate_review`]) take and return
//! kube's [`AdmissionReview`] for servers that decode the JSON themselves. The answers
//! follow controller-runtime's: allowed is `status.code` 200, a denial 403 `Forbidden`
//! with the message (or the [`Status`] the kind gave), a request that cannot be read 400
//! with what was wrong, always with the request's `uid` when it could be read. Defaulting
//! answers with an RFC 6902 JSON patch from the object as sent to the object as defaulted.
//! No input panics.
//!
//! A kind implements the traits (the README's "Admission and conversion webhooks" has a
//! whole kind); a server mounts the handlers, one path each:
//!
//! ```
//! use crdgen::admission;
//!
//! /// What an HTTP server's route for `path` calls with the request body.
//! fn route<K: admission::Validate + admission::Defaulter>(path: &str, body: &[u8]) -> Option<Vec<u8>> {
//!     match path {
//!         "/validate-example-com-v1-widget" => Some(admission::validate::<K>(body)),
//!         "/mutate-example-com-v1-widget" => Some(admission::mutate::<K>(body)),
//!         _ => None,
//!     }
//! }
//! ```
//!
//! `crdgen/examples/webhook_server.rs` serves them over HTTP with hyper.

mod patch;
mod response;

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

pub use kube_core::admission::{AdmissionRequest, AdmissionResponse, AdmissionReview, Operation};
pub use kube_core::{DynamicObject, Status};

use response::{allowed, denied, errored, to_body};

/// What validation says: allowed, with warnings for the client (`Ok`, most often
/// `Ok(vec![])`), or denied ([`Denial`]).
pub type Verdict = Result<Vec<String>, Denial>;

/// A request refused: controller-runtime's `Denied(message)` (HTTP 403, reason
/// `Forbidden`) or a [`Status`] of the kind's own (as a Go validator returns an
/// `apierrors.APIStatus`), with warnings for the client.
#[derive(Clone, Debug, PartialEq)]
pub struct Denial {
    /// Boxed: a `Status` is a few hundred bytes, and `Err(Denial)` is returned by value.
    status: Box<Status>,
    warnings: Vec<String>,
}

impl Denial {
    /// Refuses with `message`: code 403, reason `Forbidden`, as controller-runtime's
    /// `admission.Denied`.
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            status: Box::new(Status {
                code: 403,
                reason: "Forbidden".to_owned(),
                message: message.into(),
                ..Status::default()
            }),
            warnings: Vec::new(),
        }
    }

    /// Refuses with a status of the kind's own (code, reason, details with causes), sent
    /// to the API server as given, as controller-runtime does with an error that carries
    /// an API status (`Status::failure("...", "Invalid").with_code(422)`, say).
    pub fn with_status(status: Status) -> Self {
        Self {
            status: Box::new(status),
            warnings: Vec::new(),
        }
    }

    /// Adds a warning shown to the client along with the refusal.
    #[must_use]
    pub fn warning(mut self, warning: impl Into<String>) -> Self {
        self.warnings.push(warning.into());
        self
    }

    /// The status sent to the API server.
    pub fn status(&self) -> &Status {
        &self.status
    }

    /// The warnings sent with the refusal.
    pub fn warnings(&self) -> &[String] {
        &self.warnings
    }
}

/// Validation of a kind's objects: controller-runtime's `CustomValidator`, implemented
/// on the kind itself. Every method allows by default, so a kind implements the
/// operations it checks; the `request` gives the rest of the `AdmissionRequest`
/// (`userInfo`, `dryRun`, `namespace`, `subResource`, …).
pub trait Validate: kube_core::Resource<DynamicType = ()> + DeserializeOwned + Sized {
    /// A `CREATE` of `self`.
    fn validate_create(&self, request: &AdmissionRequest<Self>) -> Verdict {
        let _ = request;
        Ok(Vec::new())
    }

    /// An `UPDATE` from `old` to `self`.
    fn validate_update(&self, old: &Self, request: &AdmissionRequest<Self>) -> Verdict {
        let _ = (old, request);
        Ok(Vec::new())
    }

    /// A `DELETE` of `self` (the API server sends the object being deleted as
    /// `oldObject`).
    fn validate_delete(&self, request: &AdmissionRequest<Self>) -> Verdict {
        let _ = request;
        Ok(Vec::new())
    }
}

/// Defaulting of a kind's objects: controller-runtime's `CustomDefaulter` (its
/// `Defaulter` before v0.15), implemented on the kind itself. Not named `Default`: a
/// second public trait of that name makes rustc spell the prelude's
/// `std::default::Default` in full in every error message of a crate that can see it,
/// and a `use` of it would hide the prelude's.
///
/// It runs on `CREATE` and `UPDATE`; a `DELETE` or `CONNECT` is allowed untouched, as in
/// controller-runtime. The answer patches what `set_defaults` changed, and nothing else:
/// fields the Rust type does not know, or writes differently (an absent list written as
/// `[]`), stay as the client sent them.
pub trait Defaulter:
    kube_core::Resource<DynamicType = ()> + Serialize + DeserializeOwned + Clone
{
    /// Sets the defaults on `self`, the object of the request; an `Err` refuses the
    /// request instead.
    fn set_defaults(&mut self, request: &AdmissionRequest<Self>) -> Result<(), Denial>;
}

/// The validating handler: the body of an `AdmissionReview` request in, the body of the
/// answer out. See the [module](self) for the answers.
pub fn validate<K: Validate>(body: &[u8]) -> Vec<u8> {
    to_body(match read::<K>(body) {
        Ok((request, _)) => answer_validation(&request),
        Err(answer) => *answer,
    })
}

/// [`validate`] on a review already decoded.
pub fn validate_review<K: Validate>(review: AdmissionReview<K>) -> AdmissionReview<DynamicObject> {
    match request_of(review) {
        Ok(request) => answer_validation(&request),
        Err(answer) => *answer,
    }
}

/// The defaulting handler: the body of an `AdmissionReview` request in, the body of the
/// answer (with its JSON patch) out. See the [module](self) for the answers.
pub fn mutate<K: Defaulter>(body: &[u8]) -> Vec<u8> {
    to_body(match read::<K>(body) {
        Ok((request, raw)) => answer_defaulting(&request, raw),
        Err(answer) => *answer,
    })
}

/// [`mutate`] on a review already decoded; the patch is computed from the object as
/// serde writes it, since the JSON as sent is gone. kube's `AdmissionResponse` writes
/// its patch as an array of byte values (which the API server reads too), where
/// [`mutate`] writes the base64 string Go writes.
pub fn mutate_review<K: Defaulter>(review: AdmissionReview<K>) -> AdmissionReview<DynamicObject> {
    match request_of(review) {
        Ok(request) => {
            let raw = request
                .object
                .as_ref()
                .and_then(|o| serde_json::to_value(o).ok());
            answer_defaulting(&request, raw)
        }
        Err(answer) => *answer,
    }
}

/// An answer in place of a request that could not be read (boxed: it is large and the
/// rare path).
type Unreadable = Box<AdmissionReview<DynamicObject>>;

/// Reads the body: the review's envelope, then `object` and `oldObject` as `K` each on
/// its own, so that a bad object is named as such and the uid is still echoed. Returns
/// the request and `object` as sent (the base of the defaulting patch).
fn read<K>(body: &[u8]) -> Result<(AdmissionRequest<K>, Option<Value>), Unreadable>
where
    K: kube_core::Resource<DynamicType = ()> + DeserializeOwned,
{
    let mut value: Value = serde_json::from_slice(body).map_err(|e| {
        Box::new(errored(
            "",
            None,
            400,
            format!("the request body is not JSON: {e}"),
        ))
    })?;
    let uid = value
        .pointer("/request/uid")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned();
    let object = value.pointer_mut("/request/object").map(Value::take);
    let old_object = value.pointer_mut("/request/oldObject").map(Value::take);
    let review: AdmissionReview<K> = serde_json::from_value(value).map_err(|e| {
        Box::new(errored(
            &uid,
            None,
            400,
            format!("the request body is not an AdmissionReview: {e}"),
        ))
    })?;
    let mut request = request_of(review)?;
    if request.operation == Operation::Connect {
        // The object of a CONNECT is its options (`PodExecOptions`, …), not the kind;
        // neither handler looks at it.
        return Ok((request, None));
    }
    request.object = typed(object.as_ref(), "object", &request)?;
    request.old_object = typed(old_object.as_ref(), "oldObject", &request)?;
    Ok((request, object.filter(|o| !o.is_null())))
}

/// One of the request's objects as `K` (`null` or absent: none).
fn typed<K>(
    object: Option<&Value>,
    field: &str,
    request: &AdmissionRequest<K>,
) -> Result<Option<K>, Unreadable>
where
    K: kube_core::Resource<DynamicType = ()> + DeserializeOwned,
{
    match object {
        None | Some(Value::Null) => Ok(None),
        Some(object) => K::deserialize(object).map(Some).map_err(|e| {
            Box::new(errored(
                &request.uid,
                Some(&request.types),
                400,
                format!("request.{field} is not a valid {}: {e}", K::kind(&())),
            ))
        }),
    }
}

/// The request of a review, or the answer to a review without one.
fn request_of<K: kube_core::Resource>(
    review: AdmissionReview<K>,
) -> Result<AdmissionRequest<K>, Unreadable> {
    review.try_into().map_err(|_| {
        Box::new(errored(
            "",
            None,
            400,
            "the AdmissionReview carries no request".to_owned(),
        ))
    })
}

/// controller-runtime's `validatorForType.Handle`.
fn answer_validation<K: Validate>(request: &AdmissionRequest<K>) -> AdmissionReview<DynamicObject> {
    let verdict = match request.operation {
        // controller-runtime does not validate CONNECT either.
        Operation::Connect => Ok(Vec::new()),
        Operation::Create => match &request.object {
            Some(object) => object.validate_create(request),
            None => return missing(request, "object"),
        },
        Operation::Update => match (&request.object, &request.old_object) {
            (Some(object), Some(old)) => object.validate_update(old, request),
            (None, _) => return missing(request, "object"),
            (_, None) => return missing(request, "oldObject"),
        },
        Operation::Delete => match &request.old_object {
            Some(old) => old.validate_delete(request),
            None => return missing(request, "oldObject"),
        },
    };
    match verdict {
        Ok(warnings) => allowed(request, warnings),
        Err(denial) => denied(request, denial),
    }
}

/// controller-runtime's `defaulterForType.Handle`, with the patch limited to what the
/// defaults changed (see [`patch::between`]).
fn answer_defaulting<K: Defaulter>(
    request: &AdmissionRequest<K>,
    raw: Option<Value>,
) -> AdmissionReview<DynamicObject> {
    if matches!(request.operation, Operation::Delete | Operation::Connect) {
        return allowed(request, Vec::new());
    }
    let Some(object) = &request.object else {
        return missing(request, "object");
    };
    let mut defaulted = object.clone();
    if let Err(denial) = defaulted.set_defaults(request) {
        return denied(request, denial);
    }
    let (before, after) = match (
        serde_json::to_value(object),
        serde_json::to_value(&defaulted),
    ) {
        (Ok(before), Ok(after)) => (before, after),
        (Err(e), _) | (_, Err(e)) => {
            return errored(
                &request.uid,
                Some(&request.types),
                500,
                format!("writing the object as JSON: {e}"),
            );
        }
    };
    let raw = raw.unwrap_or_else(|| before.clone());
    response::patched(request, patch::between(&raw, &before, &after))
}

/// The 400 answer to a request without the object its operation needs.
fn missing<K: kube_core::Resource>(
    request: &AdmissionRequest<K>,
    field: &str,
) -> AdmissionReview<DynamicObject> {
    let operation = match request.operation {
        Operation::Create => "CREATE",
        Operation::Update => "UPDATE",
        Operation::Delete => "DELETE",
        Operation::Connect => "CONNECT",
    };
    errored(
        &request.uid,
        Some(&request.types),
        400,
        format!("the {operation} request carries no {field}"),
    )
}
