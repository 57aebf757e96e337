//! Failures as the API server reports them: a metav1.Status body and its HTTP code, so
//! kube turns them into `kube::Error::Api` with the same code, reason and message.

use serde_json::{Value, json};

use super::registry::ResourceInfo;

/// A failed request, in the API server's words.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Failure {
    /// A metav1.Status JSON body.
    Status {
        /// HTTP status code.
        code: u16,
        /// `StatusReason`.
        reason: &'static str,
        /// Human-readable message, word for word as the server says it.
        message: String,
        /// `details`, when the server fills them.
        details: Option<Value>,
    },
    /// The mux's plain-text 404 for a path no API serves.
    PageNotFound,
    /// A Status a reactor returned, sent as given.
    Custom(Box<kube::core::Status>),
}

impl Failure {
    fn status(code: u16, reason: &'static str, message: String, details: Option<Value>) -> Self {
        Failure::Status {
            code,
            reason,
            message,
            details,
        }
    }

    /// `<resource> "<name>" not found`.
    pub fn not_found(info: &ResourceInfo, name: &str) -> Self {
        Self::status(
            404,
            "NotFound",
            format!("{} \"{name}\" not found", info.qualified()),
            Some(details(info, name)),
        )
    }

    /// A resource path the fake serves nothing at. kube-apiserver's mux answers a bare
    /// `404 page not found`, which client-go reports as "the server could not find the
    /// requested resource (get foos.example.com)"; the fake says that much itself, with
    /// the version, since kube shows only the body, and says what it serves.
    pub fn not_served(route: &super::route::Route) -> Self {
        let qualified = if route.group.is_empty() {
            route.resource.clone()
        } else {
            format!("{}.{}", route.resource, route.group)
        };
        let api_version = if route.group.is_empty() {
            route.version.clone()
        } else {
            format!("{}/{}", route.group, route.version)
        };
        let mut details = json!({"kind": route.resource});
        if !route.group.is_empty() {
            details["group"] = json!(route.group);
        }
        Self::status(
            404,
            "NotFound",
            format!(
                "the server could not find the requested resource ({} {qualified}): the fake API server serves no `{}` in {api_version}; it serves the built-in kinds of k8s-openapi and the CRDs given to register_crd",
                route.verb, route.resource
            ),
            Some(details),
        )
    }

    /// `<resource> "<name>" already exists`.
    pub fn already_exists(info: &ResourceInfo, name: &str) -> Self {
        Self::status(
            409,
            "AlreadyExists",
            format!("{} \"{name}\" already exists", info.qualified()),
            Some(details(info, name)),
        )
    }

    /// A resourceVersion or UID precondition did not hold.
    pub fn conflict(info: &ResourceInfo, name: &str, why: &str) -> Self {
        Self::status(
            409,
            "Conflict",
            format!(
                "Operation cannot be fulfilled on {} \"{name}\": {why}",
                info.qualified()
            ),
            Some(details(info, name)),
        )
    }

    /// The optimistic-concurrency conflict, in the storage layer's words.
    pub fn stale(info: &ResourceInfo, name: &str) -> Self {
        Self::conflict(
            info,
            name,
            "the object has been modified; please apply your changes to the latest version and try again",
        )
    }

    /// A patch whose result does not decode into the kind's Go struct: the patch
    /// handlers' `errors.NewInvalid(schema.GroupKind{}, "", …)` on the field `patch`,
    /// with the patched object as the value.
    pub fn invalid_patch(patched: &str, error: &str) -> Self {
        let detail = format!(
            "Invalid value: {}: {error}",
            crdgen_apiserver::field::go_quote(patched)
        );
        Self::status(
            422,
            "Invalid",
            format!(" \"\" is invalid: patch: {detail}"),
            Some(json!({
                "causes": [{"reason": "FieldValueInvalid", "message": detail, "field": "patch"}],
            })),
        )
    }

    /// An error the server returns without a status of its own
    /// (`ErrorToAPIStatus`'s default): a 500 with no reason and the error's text.
    pub fn unknown(message: String) -> Self {
        Self::status(500, "", message, None)
    }

    /// A request the server cannot make sense of.
    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::status(400, "BadRequest", message.into(), None)
    }

    /// A validation failure: `<Kind>[.<group>] "<name>" is invalid: <field>: <detail>`.
    pub fn invalid(info: &ResourceInfo, name: &str, field: &str, detail: &str) -> Self {
        let group_kind = if info.group.is_empty() {
            info.kind.clone()
        } else {
            format!("{}.{}", info.kind, info.group)
        };
        let mut d = json!({
            "name": name,
            "kind": info.kind,
            "causes": [{"reason": cause_reason(detail), "message": detail, "field": field}],
        });
        if !info.group.is_empty() {
            d["group"] = json!(info.group);
        }
        Self::status(
            422,
            "Invalid",
            format!("{group_kind} \"{name}\" is invalid: {field}: {detail}"),
            Some(d),
        )
    }

    /// `errors.NewInvalid`: every field error as a cause (`reason` its type, `message`
    /// its body, `field` its path) and the message `<Kind>.<group> "<name>" is invalid:
    /// <errors>`, one as it is, several in brackets.
    pub fn invalid_fields(
        info: &ResourceInfo,
        name: &str,
        errors: &[crdgen_apiserver::FieldError],
    ) -> Self {
        let group_kind = if info.group.is_empty() {
            info.kind.clone()
        } else {
            format!("{}.{}", info.kind, info.group)
        };
        let causes: Vec<Value> = errors
            .iter()
            .map(
                |e| json!({"reason": e.error_type.reason(), "message": e.body(), "field": e.field}),
            )
            .collect();
        let mut d = json!({"name": name, "kind": info.kind, "causes": causes});
        if !info.group.is_empty() {
            d["group"] = json!(info.group);
        }
        Self::status(
            422,
            "Invalid",
            format!(
                "{group_kind} \"{name}\" is invalid: {}",
                crdgen_apiserver::field::aggregate(errors)
            ),
            Some(d),
        )
    }

    /// `the server does not allow this method on the requested resource`.
    pub fn method_not_allowed() -> Self {
        Self::status(
            405,
            "MethodNotAllowed",
            "the server does not allow this method on the requested resource".to_owned(),
            None,
        )
    }

    /// A body in a media type the endpoint does not take.
    pub fn unsupported_media_type(message: impl Into<String>) -> Self {
        Self::status(415, "UnsupportedMediaType", message.into(), None)
    }

    /// A watch or list from a resourceVersion older than the kept history.
    pub fn expired(message: String) -> Self {
        Self::status(410, "Expired", message, None)
    }

    /// A failure of the server itself.
    pub fn internal(message: &str) -> Self {
        Self::status(
            500,
            "InternalError",
            format!("Internal error occurred: {message}"),
            Some(json!({"causes": [{"message": message}]})),
        )
    }

    /// The HTTP status code.
    pub fn code(&self) -> u16 {
        match self {
            Failure::Status { code, .. } => *code,
            Failure::PageNotFound => 404,
            // A Status without a code is still a failure; the server's default is 500.
            Failure::Custom(status) if status.code == 0 => 500,
            Failure::Custom(status) => status.code,
        }
    }

    /// The metav1.Status object, or `None` for the plain-text 404.
    pub fn to_status(&self) -> Option<Value> {
        match self {
            Failure::Status {
                code,
                reason,
                message,
                details,
            } => {
                let mut status = json!({
                    "kind": "Status",
                    "apiVersion": "v1",
                    "metadata": {},
                    "status": "Failure",
                    "message": message,
                    "reason": reason,
                    "code": code,
                });
                if let Some(d) = details {
                    status["details"] = d.clone();
                }
                // StatusReasonUnknown is the empty reason, which the server omits.
                if reason.is_empty()
                    && let Some(map) = status.as_object_mut()
                {
                    map.remove("reason");
                }
                Some(status)
            }
            Failure::PageNotFound => None,
            Failure::Custom(status) => {
                // Status is plain data: serializing it cannot fail, but stay total.
                let mut value = serde_json::to_value(status).unwrap_or_else(|_| json!({}));
                if let Some(object) = value.as_object_mut() {
                    object.insert("kind".to_owned(), json!("Status"));
                    object.insert("apiVersion".to_owned(), json!("v1"));
                    object.entry("metadata").or_insert_with(|| json!({}));
                    object.entry("status").or_insert_with(|| json!("Failure"));
                }
                Some(value)
            }
        }
    }

    /// The response body.
    pub fn body(&self) -> Vec<u8> {
        match self.to_status() {
            Some(status) => status.to_string().into_bytes(),
            None => b"404 page not found\n".to_vec(),
        }
    }
}

fn details(info: &ResourceInfo, name: &str) -> Value {
    let mut d = json!({"name": name, "kind": info.plural});
    if !info.group.is_empty() {
        d["group"] = json!(info.group);
    }
    d
}

/// field.ErrorType of the cause, from the detail text's prefix.
fn cause_reason(detail: &str) -> &'static str {
    if detail.starts_with("Required value") {
        "FieldValueRequired"
    } else if detail.starts_with("Unsupported value") {
        "FieldValueNotSupported"
    } else if detail.starts_with("Forbidden") {
        "FieldValueForbidden"
    } else {
        "FieldValueInvalid"
    }
}

impl Failure {
    /// A server-side apply that would take fields from other managers
    /// (`errors.NewApplyConflict`: no name or kind in the details, one cause per
    /// conflicting field).
    pub fn apply_conflict(message: String, causes: Vec<Value>) -> Self {
        Failure::Status {
            code: 409,
            reason: "Conflict",
            message,
            details: Some(serde_json::json!({ "causes": causes })),
        }
    }

    /// A watch request with options that do not go together.
    pub fn invalid_watch(field: &str, detail: &str) -> Self {
        Self::invalid_options("ListOptions", field, detail)
    }

    /// Request options (`ListOptions`, `PatchOptions`, … of meta.k8s.io) the server
    /// refuses.
    pub fn invalid_options(kind: &str, field: &str, detail: &str) -> Self {
        Failure::Status {
            code: 422,
            reason: "Invalid",
            message: format!("{kind}.meta.k8s.io \"\" is invalid: {field}: {detail}"),
            details: Some(serde_json::json!({
                "kind": kind,
                "group": "meta.k8s.io",
                "causes": [{"reason": cause_reason(detail), "message": detail, "field": field}],
            })),
        }
    }
}
