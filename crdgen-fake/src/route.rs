//! Request paths and verbs, read the way apiserver's RequestInfoFactory reads them.

use std::collections::BTreeMap;

use http::Method;

/// What a request asks for, before the registry is consulted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Route {
    /// API group; empty for `/api/v1`.
    pub group: String,
    /// API version.
    pub version: String,
    /// Plural resource name.
    pub resource: String,
    /// Namespace from the path, if any.
    pub namespace: Option<String>,
    /// Object name, for item paths.
    pub name: Option<String>,
    /// `status`, `scale`, … for subresource paths.
    pub subresource: Option<String>,
    /// The Kubernetes verb: get, list, watch, create, update, patch, delete, deletecollection.
    pub verb: &'static str,
    /// Decoded query parameters (the last value wins, as Go's `Query().Get` reads
    /// the first; kube never repeats one).
    pub query: BTreeMap<String, String>,
}

impl Route {
    /// Reads a request's method, path and query; `None` when the path is not an API
    /// resource path at all (the mux would answer 404).
    pub fn parse(method: &Method, path: &str, query: Option<&str>) -> Option<Route> {
        let query: BTreeMap<String, String> = query
            .map(|q| form_urlencoded::parse(q.as_bytes()).into_owned().collect())
            .unwrap_or_default();
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        let (group, version, rest) = match segments.as_slice() {
            ["api", version, rest @ ..] => (String::new(), (*version).to_owned(), rest),
            ["apis", group, version, rest @ ..] => {
                ((*group).to_owned(), (*version).to_owned(), rest)
            }
            _ => return None,
        };
        if rest.is_empty() || rest.iter().any(|s| s.is_empty()) {
            return None;
        }
        let mut parts: &[&str] = rest;
        let mut namespace = None;
        if parts[0] == "namespaces" && parts.len() > 1 {
            namespace = Some(parts[1].to_owned());
            // `namespaces/<ns>/status` and `/finalize` are the namespace's own
            // subresources; anything else after the name is a namespaced resource.
            if parts.len() > 2 && !matches!(parts[2], "status" | "finalize") {
                parts = &parts[2..];
            }
        }
        if parts.len() > 3 {
            return None;
        }
        let resource = parts[0].to_owned();
        let name = parts.get(1).map(|s| (*s).to_owned());
        let subresource = parts.get(2).map(|s| (*s).to_owned());
        // `/api/v1/namespaces/<ns>` names the namespace itself, which is cluster-scoped.
        if resource == "namespaces" && name.is_some() {
            namespace = None;
        }
        let watch = query.get("watch").is_some_and(|w| w == "true" || w == "1");
        let verb = match (method, name.is_some()) {
            (&Method::GET, true) => "get",
            (&Method::GET, false) if watch => "watch",
            (&Method::GET, false) => "list",
            (&Method::POST, false) => "create",
            (&Method::PUT, true) => "update",
            (&Method::PATCH, true) => "patch",
            (&Method::DELETE, true) => "delete",
            (&Method::DELETE, false) => "deletecollection",
            _ => "unsupported",
        };
        Some(Route {
            group,
            version,
            resource,
            namespace,
            name,
            subresource,
            verb,
            query,
        })
    }

    /// A query parameter, if present and non-empty.
    pub fn param(&self, key: &str) -> Option<&str> {
        self.query
            .get(key)
            .map(String::as_str)
            .filter(|v| !v.is_empty())
    }

    /// A boolean query parameter (`true`/`1`).
    pub fn flag(&self, key: &str) -> bool {
        self.param(key).is_some_and(|v| v == "true" || v == "1")
    }
}
