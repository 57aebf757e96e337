//! The answers, as controller-runtime's `admission.Allowed`, `Denied`, `Errored` and
//! `PatchResponseFromRaw` build them (`pkg/webhook/admission/response.go`), completed as
//! its `Webhook.Handle` completes them: the request's uid, and `status.code` 200 when
//! allowed.

use kube_core::TypeMeta;
use kube_core::admission::{AdmissionRequest, AdmissionResponse, AdmissionReview};
use kube_core::{DynamicObject, Resource, Status};

use super::Denial;

/// A status with only its HTTP code (and message): what controller-runtime writes.
fn status(code: u16, message: String) -> Status {
    Status {
        code,
        message,
        ..Status::default()
    }
}

/// Allowed, with the validator's warnings.
pub(super) fn allowed<K: Resource>(
    request: &AdmissionRequest<K>,
    warnings: Vec<String>,
) -> AdmissionReview<DynamicObject> {
    let mut response = AdmissionResponse::from(request);
    response.result = status(200, String::new());
    response.warnings = (!warnings.is_empty()).then_some(warnings);
    response.into_review()
}

/// Refused with the kind's denial.
pub(super) fn denied<K: Resource>(
    request: &AdmissionRequest<K>,
    denial: Denial,
) -> AdmissionReview<DynamicObject> {
    let mut response = AdmissionResponse::from(request);
    response.allowed = false;
    response.result = *denial.status;
    response.warnings = (!denial.warnings.is_empty()).then_some(denial.warnings);
    response.into_review()
}

/// Refused because the request could not be handled (controller-runtime's `Errored`):
/// `code` 400 for a request that cannot be read, 500 for a failure of ours. `types` are
/// the review's when it could be read (else `admission.k8s.io/v1`).
pub(super) fn errored(
    uid: &str,
    types: Option<&TypeMeta>,
    code: u16,
    message: String,
) -> AdmissionReview<DynamicObject> {
    let mut response = AdmissionResponse::invalid("");
    if let Some(types) = types {
        response.types = types.clone();
    }
    uid.clone_into(&mut response.uid);
    response.result = status(code, message);
    response.into_review()
}

/// Allowed with the defaulting patch (none when the defaults changed nothing).
pub(super) fn patched<K: Resource>(
    request: &AdmissionRequest<K>,
    patch: json_patch::Patch,
) -> AdmissionReview<DynamicObject> {
    let mut response = AdmissionResponse::from(request);
    response.result = status(200, String::new());
    if !patch.0.is_empty() {
        response = match response.with_patch(patch) {
            Ok(response) => response,
            Err(e) => return errored(&request.uid, Some(&request.types), 500, e.to_string()),
        };
    }
    response.into_review()
}

/// The answer's body, its patch as a base64 string as Go writes `[]byte` (what
/// controller-runtime sends and the Kubernetes documentation shows). Writing these types as JSON cannot fail (string keys, no
/// non-finite numbers but those the request already carried); should it, the API server
/// still gets a refusal it can read rather than an empty body.
pub(super) fn to_body(review: AdmissionReview<DynamicObject>) -> Vec<u8> {
    let body = serde_json::to_value(&review).and_then(|mut review| {
        if let Some(patch) = review.pointer_mut("/response/patch") {
            let bytes: Vec<u8> = serde_json::from_value(patch.take())?;
            *patch =
                base64::Engine::encode(&base64::engine::general_purpose::STANDARD, bytes).into();
        }
        serde_json::to_vec(&review)
    });
    body.unwrap_or_else(|_| {
        br#"{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","response":{"uid":"","allowed":false,"status":{"code":500,"message":"the answer could not be written as JSON"}}}"#
            .to_vec()
    })
}
