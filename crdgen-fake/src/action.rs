//! The action log and reactors, in the shape of client-go's `testing.Action` and
//! `PrependReactor`.

use std::fmt;
use std::sync::{Arc, Mutex};

use serde_json::Value;

/// One request the server received, recorded before anything else happens to it
/// (reactors and failures included).
#[derive(Clone, Debug, PartialEq)]
pub struct Action {
    /// `get`, `list`, `watch`, `create`, `update`, `patch`, `delete` or
    /// `deletecollection`.
    pub verb: String,
    /// API group; empty for core.
    pub group: String,
    /// API version of the request path.
    pub version: String,
    /// Plural resource name.
    pub resource: String,
    /// `status` or `scale` for subresource requests.
    pub subresource: Option<String>,
    /// Namespace of the request path.
    pub namespace: Option<String>,
    /// Object name, for item requests.
    pub name: Option<String>,
    /// The request body as JSON: the object of a create or update, the patch of a
    /// patch, the DeleteOptions of a delete (when sent and JSON).
    pub body: Option<Value>,
    /// Content-Type of a patch (client-go's `PatchType`).
    pub patch_type: Option<String>,
    /// `labelSelector` of a list, watch or deletecollection.
    pub label_selector: Option<String>,
    /// `fieldSelector` of a list, watch or deletecollection.
    pub field_selector: Option<String>,
}

impl Action {
    /// Whether the action is `verb` on `resource`, client-go's `Matches`: `*` matches
    /// anything, and `resource` may name a subresource as `deployments/status`.
    pub fn matches(&self, verb: &str, resource: &str) -> bool {
        let verb_ok = verb == "*" || verb == self.verb;
        let resource_ok = match resource.split_once('/') {
            _ if resource == "*" => true,
            Some((r, sub)) => r == self.resource && self.subresource.as_deref() == Some(sub),
            None => resource == self.resource,
        };
        verb_ok && resource_ok
    }
}

impl fmt::Display for Action {
    /// `verb group/version resource[/subresource] [namespace/]name`, for failing tests.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ", self.verb)?;
        if !self.group.is_empty() {
            write!(f, "{}/", self.group)?;
        }
        write!(f, "{} {}", self.version, self.resource)?;
        if let Some(sub) = &self.subresource {
            write!(f, "/{sub}")?;
        }
        match (&self.namespace, &self.name) {
            (Some(ns), Some(name)) => write!(f, " {ns}/{name}"),
            (Some(ns), None) => write!(f, " {ns}/"),
            (None, Some(name)) => write!(f, " {name}"),
            (None, None) => Ok(()),
        }
    }
}

/// A reactor's answer: `None` lets the request through to the next reactor and then
/// the server; `Some(Ok(body))` answers with that JSON body (status 200, 201 for a
/// create); `Some(Err(status))` answers with that metav1.Status (boxed, as in
/// `kube::Error::Api`).
pub type Reaction = Option<Result<Value, Box<kube::core::Status>>>;

/// A reactor closure.
pub(crate) type ReactorFn = dyn FnMut(&Action) -> Reaction + Send;

/// A registered reactor.
#[derive(Clone)]
pub(crate) struct Reactor {
    pub verb: String,
    pub resource: String,
    pub react: Arc<Mutex<Box<ReactorFn>>>,
}

impl fmt::Debug for Reactor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Reactor")
            .field("verb", &self.verb)
            .field("resource", &self.resource)
            .finish_non_exhaustive()
    }
}
