//! The HTTP side: a `tower::Service` that answers kube's requests from the state.

use std::cell::RefCell;
use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;

use bytes::Bytes;
use futures::StreamExt;
use http::{HeaderMap, Method, Request, Response, StatusCode, header};
use http_body::Frame;
use http_body_util::combinators::UnsyncBoxBody;
use http_body_util::{BodyExt, Full, StreamBody};
use serde_json::{Value, json};

use super::action::{Action, Reactor};
use super::enforce::{self, Decoding, Directive, Origin};
use super::filter::Filter;
use super::managed::{self, Manager};
use super::object::meta_str;
use super::patch::{self, PatchType};
use super::read::{Page, WatchStart};
use super::registry::ResourceInfo;
use super::route::Route;
use super::scale::{apply_scale, scale_of};
use super::status::Failure;
use super::store::{State, key_of};
use super::write::{DeleteOptions, Target, Tracking, check_type, prepare_update, strip_type};

/// The response body: whole for most requests, streamed for watches.
pub(crate) type Body = UnsyncBoxBody<Bytes, Infallible>;

/// State shared by the server handle, its clients and their watches.
#[derive(Debug)]
pub(crate) struct Shared {
    pub state: Mutex<State>,
    pub actions: Mutex<Vec<Action>>,
    pub reactors: Mutex<Vec<Reactor>>,
}

/// Locks a mutex; a panic in a test thread holding it leaves the data usable.
pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The service a [`kube::Client`] sends its requests to.
#[derive(Clone, Debug)]
pub(crate) struct FakeService {
    pub shared: Arc<Shared>,
}

impl tower_service::Service<Request<kube::client::Body>> for FakeService {
    type Response = Response<Body>;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Response<Body>, Infallible>> + Send>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: Request<kube::client::Body>) -> Self::Future {
        let shared = self.shared.clone();
        Box::pin(async move {
            let (parts, body) = request.into_parts();
            let body = match body.collect_bytes().await {
                Ok(bytes) => bytes,
                Err(e) => {
                    return Ok(failure(&Failure::bad_request(format!(
                        "error reading request body: {e}"
                    ))));
                }
            };
            Ok(handle(
                &shared,
                &parts.method,
                parts.uri.path(),
                parts.uri.query(),
                &parts.headers,
                &body,
            ))
        })
    }
}

/// Answers one request.
pub(crate) fn handle(
    shared: &Shared,
    method: &Method,
    path: &str,
    query: Option<&str>,
    headers: &HeaderMap,
    body: &[u8],
) -> Response<Body> {
    let Some(route) = Route::parse(method, path, query) else {
        return failure(&Failure::PageNotFound);
    };
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let action = Action {
        verb: route.verb.to_owned(),
        group: route.group.clone(),
        version: route.version.clone(),
        resource: route.resource.clone(),
        subresource: route.subresource.clone(),
        namespace: route.namespace.clone(),
        name: route.name.clone(),
        body: patch::parse_body(PatchType::Apply, body)
            .ok()
            .filter(|_| !body.is_empty()),
        patch_type: (route.verb == "patch")
            .then(|| content_type.clone())
            .flatten(),
        label_selector: route.param("labelSelector").map(str::to_owned),
        field_selector: route.param("fieldSelector").map(str::to_owned),
    };
    lock(&shared.actions).push(action.clone());
    let reactors: Vec<Reactor> = lock(&shared.reactors).clone();
    for reactor in reactors
        .iter()
        .filter(|r| action.matches(&r.verb, &r.resource))
    {
        let reaction = (lock(&reactor.react))(&action);
        match reaction {
            Some(Ok(value)) => {
                let code = if route.verb == "create" {
                    StatusCode::CREATED
                } else {
                    StatusCode::OK
                };
                return json_response(code, &value);
            }
            Some(Err(status)) => return failure(&Failure::Custom(status)),
            None => {}
        }
    }
    let accept = headers
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let metadata_only = accept.contains("as=PartialObjectMetadata");
    let mut state = lock(&shared.state);
    let Some(info) = state
        .registry
        .get(&route.group, &route.version, &route.resource)
        .cloned()
    else {
        return failure(&Failure::not_served(&route));
    };
    let user_agent = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok());
    let request = Incoming {
        route: &route,
        info: &info,
        content_type: content_type.as_deref(),
        user_agent,
        body,
        metadata_only,
        warnings: RefCell::new(Vec::new()),
    };
    let before = state.revision;
    let answer = dispatch(&mut state, &request);
    if state.garbage_collection && state.revision != before {
        // The collector acts before the response, so a test sees its outcome as
        // soon as its request returns.
        state.collect_garbage();
    }
    let mut response = match answer {
        Ok(Answer::Json(code, value)) => json_response(code, &value),
        Ok(Answer::Watch(initial, receiver, timeout)) => {
            drop(state);
            watch_response(initial, receiver, timeout)
        }
        Err(f) => failure(&f),
    };
    for warning in request.warnings.take() {
        if let Ok(value) = http::HeaderValue::from_str(&warning_header(&warning)) {
            response.headers_mut().append(header::WARNING, value);
        }
    }
    response
}

/// A `Warning` header as the server's warning recorder writes it: code 299, agent
/// `-`, the text quoted with `"` and `\` escaped.
fn warning_header(text: &str) -> String {
    let escaped = text.replace('\\', "\\\\").replace('"', "\\\"");
    format!("299 - \"{escaped}\"")
}

/// A request with its resource resolved.
struct Incoming<'a> {
    route: &'a Route,
    info: &'a ResourceInfo,
    content_type: Option<&'a str>,
    user_agent: Option<&'a str>,
    body: &'a [u8],
    metadata_only: bool,
    /// The `Warning` headers of the response.
    warnings: RefCell<Vec<String>>,
}

impl Incoming<'_> {
    /// The manager of a write other than apply.
    fn update_manager(&self) -> Manager {
        Manager::update(
            self.info,
            self.route.param("fieldManager"),
            self.user_agent,
            self.route.subresource.as_deref(),
        )
    }

    /// How the body of a write is decoded: the request's `fieldValidation`, checked
    /// as the handler checks its options (`CreateOptions`, …).
    fn decoding(&self, origin: Origin, options_kind: &str) -> Result<Decoding<'_>, Failure> {
        Ok(Decoding {
            directive: Directive::parse(self.route.param("fieldValidation"), options_kind)?,
            origin,
            warnings: Some(&self.warnings),
        })
    }
}

type Receiver = tokio::sync::mpsc::UnboundedReceiver<Bytes>;

enum Answer {
    Json(StatusCode, Value),
    Watch(Vec<Bytes>, Option<Receiver>, Option<Duration>),
}

fn dispatch(state: &mut State, req: &Incoming<'_>) -> Result<Answer, Failure> {
    let route = req.route;
    let info = req.info;
    // Paths the real server has no route for.
    if info.namespaced && route.namespace.is_none() && route.name.is_some()
        || !info.namespaced && route.namespace.is_some()
    {
        return Err(Failure::PageNotFound);
    }
    let sub = route.subresource.as_deref();
    match sub {
        None => {}
        Some("status") if info.status => {}
        Some("scale") if info.scale.is_some() => {}
        Some(_) => return Err(Failure::PageNotFound),
    }
    let ns = route.namespace.as_deref();
    let dry_run = route.param("dryRun") == Some("All");
    let ok = |v: Value| Ok(Answer::Json(StatusCode::OK, v));
    match (route.verb, &route.name) {
        ("get", Some(name)) => {
            let object = state.get(info, ns, name)?;
            match (sub, &info.scale) {
                (Some("scale"), Some(paths)) => ok(scale_of(paths, &object)),
                _ if req.metadata_only => ok(State::metadata_only(&object)),
                _ => ok(object),
            }
        }
        ("list", None) => {
            let filter = Filter::from_route(route, info)?;
            let page = Page {
                limit: route.param("limit").and_then(|l| l.parse().ok()),
                continue_token: route.param("continue").map(str::to_owned),
            };
            ok(state.list(info, &filter, &page, req.metadata_only)?)
        }
        ("watch", None) => {
            let filter = Filter::from_route(route, info)?;
            let start = WatchStart {
                resource_version: route.param("resourceVersion").map(str::to_owned),
                send_initial_events: route.flag("sendInitialEvents"),
                version_match: route.param("resourceVersionMatch").map(str::to_owned),
                bookmarks: route.flag("allowWatchBookmarks"),
                metadata_only: req.metadata_only,
            };
            let timeout = route
                .param("timeoutSeconds")
                .and_then(|t| t.parse().ok())
                .map(Duration::from_secs);
            let (initial, receiver) = state.watch(info, filter, &start)?;
            Ok(Answer::Watch(initial, receiver, timeout))
        }
        ("create", None) if info.namespaced && ns.is_none() => Err(Failure::method_not_allowed()),
        ("create", None) => {
            let decoding = req.decoding(Origin::Body, "CreateOptions")?;
            let object = json_body(req.body)?;
            let manager = req.update_manager();
            let written = state.create(
                info,
                ns,
                object,
                dry_run,
                Tracking::Update(&manager),
                &decoding,
            )?;
            Ok(Answer::Json(StatusCode::CREATED, written.body))
        }
        ("update", Some(name)) => {
            let body = json_body(req.body)?;
            match (sub, &info.scale) {
                (Some("scale"), Some(paths)) => {
                    let key = key_of(info, ns, name);
                    let old = state
                        .stored(info, &key)
                        .cloned()
                        .ok_or_else(|| Failure::not_found(info, name))?;
                    let scaled = apply_scale(info, paths, name, &old, &body)?;
                    let mut new =
                        prepare_update(info, &old, scaled, Target::Main, &Decoding::INTERNAL)?;
                    let now = state.ids.now();
                    managed::track_update(
                        info,
                        Some(&old),
                        &mut new,
                        None,
                        &req.update_manager(),
                        &now,
                    );
                    let written = state.write_update(info, &key, old, new, dry_run)?;
                    ok(scale_of(paths, &written.body))
                }
                _ => {
                    let decoding = req.decoding(Origin::Body, "UpdateOptions")?;
                    let manager = req.update_manager();
                    ok(state
                        .update(info, ns, name, body, dry_run, (&manager, &decoding))?
                        .body)
                }
            }
        }
        ("patch", Some(name)) => patch_request(state, req, name, dry_run),
        ("delete", Some(name)) => {
            let options = delete_options(req.body, dry_run)?;
            ok(state.delete(info, ns, name, &options)?)
        }
        ("deletecollection", None) => {
            let filter = Filter::from_route(route, info)?;
            let options = delete_options(req.body, dry_run)?;
            let revision = state.revision;
            let mut items = Vec::new();
            for ((item_ns, item_name), object) in state.selected(info, &filter) {
                let item_ns = (!item_ns.is_empty()).then_some(item_ns);
                match state.delete(info, item_ns.as_deref(), &item_name, &options) {
                    Ok(_) => items.push(State::present(info, &object)),
                    Err(f) if f.code() == 404 => {}
                    Err(f) => return Err(f),
                }
            }
            ok(json!({
                "kind": info.list_kind,
                "apiVersion": info.api_version(),
                "metadata": {"resourceVersion": revision.to_string()},
                "items": items,
            }))
        }
        _ => Err(Failure::method_not_allowed()),
    }
}

fn patch_request(
    state: &mut State,
    req: &Incoming<'_>,
    name: &str,
    dry_run: bool,
) -> Result<Answer, Failure> {
    let route = req.route;
    let info = req.info;
    let ns = route.namespace.as_deref();
    let sub = route.subresource.as_deref();
    let patch_type = PatchType::from_content_type(info, req.content_type)?;
    let decoding = req.decoding(
        if patch_type == PatchType::Apply {
            Origin::Apply
        } else {
            Origin::Patch
        },
        "PatchOptions",
    )?;
    let patch = patch::parse_body(patch_type, req.body)?;
    let apply_manager = match (patch_type, route.param("fieldManager")) {
        (PatchType::Apply, None) => {
            return Err(Failure::bad_request(
                "PATCH requests with apply content type must specify a fieldManager",
            ));
        }
        (PatchType::Apply, Some(m)) => Some(Manager::apply(info, m, sub)),
        _ => None,
    };
    if patch_type != PatchType::Apply && route.param("force").is_some() {
        return Err(Failure::invalid_options(
            "PatchOptions",
            "force",
            "Forbidden: may not be specified for non-apply patch",
        ));
    }
    if apply_manager.is_some()
        && let Some(version) = patch["apiVersion"].as_str()
        && version != info.api_version()
    {
        return Err(Failure::bad_request(format!(
            "Incorrect version specified in apply patch. Specified patch version: {version}, expected: {}",
            info.api_version()
        )));
    }
    if apply_manager.is_some()
        && patch["metadata"]
            .get("managedFields")
            .is_some_and(|m| !m.is_null())
    {
        return Err(Failure::bad_request("metadata.managedFields must be nil"));
    }
    let force = route.flag("force");
    let now = state.ids.now();
    let key = key_of(info, ns, name);
    let Some(old) = state.stored(info, &key).cloned() else {
        if let Some(manager) = apply_manager.as_ref().filter(|_| sub.is_none()) {
            // Apply creates what is missing.
            let mut object = patch;
            let body_name = meta_str(&object, "name").to_owned();
            if body_name.is_empty() {
                super::object::set_meta(&mut object, "name", Some(json!(name)));
            } else if body_name != name {
                return Err(Failure::bad_request(format!(
                    "the name of the object ({body_name}) does not match the name on the URL ({name})"
                )));
            }
            check_type(info, &object)?;
            enforce::undeclared(info, ns, name, &object)?;
            let applied = managed::apply(info, None, &object, Target::Main, manager, force, &now)?;
            let fields = applied["metadata"].get("managedFields").cloned();
            let written = state.create(
                info,
                ns,
                applied,
                dry_run,
                Tracking::Applied(fields),
                &decoding,
            )?;
            return Ok(Answer::Json(StatusCode::CREATED, written.body));
        }
        return Err(Failure::not_found(info, name));
    };
    if let (Some("scale"), Some(paths)) = (sub, &info.scale) {
        let current = scale_of(paths, &old);
        let patched = patch::apply(info, name, patch_type, &patch, &current)?;
        let scaled = apply_scale(info, paths, name, &old, &patched)?;
        let mut new = prepare_update(info, &old, scaled, Target::Main, &Decoding::INTERNAL)?;
        let manager = match apply_manager {
            // Apply to /scale is merged like a patch and recorded as an update.
            Some(m) => Manager::update(info, Some(&m.name), None, sub),
            None => req.update_manager(),
        };
        managed::track_update(info, Some(&old), &mut new, None, &manager, &now);
        let written = state.write_update(info, &key, old, new, dry_run)?;
        return Ok(Answer::Json(StatusCode::OK, scale_of(paths, &written.body)));
    }
    let target = if sub == Some("status") {
        Target::Status
    } else {
        Target::Main
    };
    if let Some(manager) = &apply_manager {
        check_type(info, &patch)?;
        let body_name = meta_str(&patch, "name");
        if !body_name.is_empty() && body_name != name {
            return Err(Failure::bad_request(format!(
                "the name of the object ({body_name}) does not match the name on the URL ({name})"
            )));
        }
        let version = meta_str(&patch, "resourceVersion");
        if !version.is_empty() && version != meta_str(&old, "resourceVersion") {
            return Err(Failure::stale(info, name));
        }
        enforce::undeclared(info, ns, name, &patch)?;
        let applied = managed::apply(info, Some(&old), &patch, target, manager, force, &now)?;
        let fields = applied["metadata"].get("managedFields").cloned();
        let mut new = prepare_update(info, &old, applied, target, &decoding)?;
        super::object::set_meta(&mut new, "managedFields", fields);
        let written = state.write_update(info, &key, old, new, dry_run)?;
        return Ok(Answer::Json(StatusCode::OK, written.body));
    }
    let current = State::present(info, &old);
    let patched = patch::apply(info, name, patch_type, &patch, &current)?;
    check_type(info, &patched)?;
    if meta_str(&patched, "name") != name {
        return Err(Failure::bad_request(format!(
            "the name of the object ({}) does not match the name on the URL ({name})",
            meta_str(&patched, "name")
        )));
    }
    let version = meta_str(&patched, "resourceVersion");
    if !version.is_empty() && version != meta_str(&old, "resourceVersion") {
        return Err(Failure::stale(info, name));
    }
    let incoming = patched["metadata"].get("managedFields").cloned();
    let mut new = prepare_update(info, &old, strip_type(patched), target, &decoding)?;
    managed::track_update(
        info,
        Some(&old),
        &mut new,
        incoming.as_ref(),
        &req.update_manager(),
        &now,
    );
    let written = state.write_update(info, &key, old, new, dry_run)?;
    Ok(Answer::Json(StatusCode::OK, written.body))
}

fn json_body(body: &[u8]) -> Result<Value, Failure> {
    serde_json::from_slice(body).map_err(|e| {
        Failure::bad_request(format!(
            "the body of the request was in an unknown format: {e}"
        ))
    })
}

fn delete_options(body: &[u8], dry_run: bool) -> Result<DeleteOptions, Failure> {
    let mut options = DeleteOptions::parse(body)?;
    options.dry_run |= dry_run;
    Ok(options)
}

fn full(bytes: Vec<u8>) -> Body {
    Full::new(Bytes::from(bytes)).boxed_unsync()
}

fn json_response(code: StatusCode, value: &Value) -> Response<Body> {
    let mut response = Response::new(full(value.to_string().into_bytes()));
    *response.status_mut() = code;
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        http::HeaderValue::from_static("application/json"),
    );
    response
}

fn failure(failure: &Failure) -> Response<Body> {
    let mut response = Response::new(full(failure.body()));
    *response.status_mut() =
        StatusCode::from_u16(failure.code()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let content_type = if failure.to_status().is_some() {
        "application/json"
    } else {
        "text/plain; charset=utf-8"
    };
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        http::HeaderValue::from_static(content_type),
    );
    response
}

/// A chunked stream of watch events, ended by `timeoutSeconds` as the server ends it.
fn watch_response(
    initial: Vec<Bytes>,
    receiver: Option<Receiver>,
    timeout: Option<Duration>,
) -> Response<Body> {
    let live = futures::stream::unfold(receiver, |receiver| async move {
        let mut receiver = receiver?;
        let line = receiver.recv().await?;
        Some((line, Some(receiver)))
    });
    let events = futures::stream::iter(initial).chain(live);
    let events = match timeout {
        Some(t) => events.take_until(tokio::time::sleep(t)).boxed(),
        None => events.boxed(),
    };
    let frames = events.map(|line| Ok::<_, Infallible>(Frame::data(line)));
    let mut response = Response::new(StreamBody::new(frames).boxed_unsync());
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        http::HeaderValue::from_static("application/json"),
    );
    response
}
