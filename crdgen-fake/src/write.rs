//! Create, update and delete with the API server's rules: preconditions, generated
//! names, system metadata, generation, the status subresource and finalizers.

use crdgen_apimachinery::validation::is_dns1123_subdomain;
use crdgen_apiserver::field::go_quote;
use serde_json::{Value, json};

use super::enforce::{self, Decoding};
use super::gc;
use super::managed::{self, Manager};
use super::object::{finalizers, meta_str, set_meta, without};
use super::registry::ResourceInfo;
use super::status::Failure;
use super::store::{ObjectKey, State, key_of};

/// Which part of the object a write may change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    /// The main resource: with a status subresource, status is kept as stored.
    Main,
    /// The `/status` subresource: only status changes.
    Status,
}

/// Whose fields a create records in managedFields.
#[derive(Clone, Debug)]
pub(crate) enum Tracking<'a> {
    /// A test fixture put in place: managedFields kept as given.
    Seed,
    /// A create by this manager (an Update entry).
    Update(&'a Manager),
    /// A create by server-side apply, with the managedFields it computed.
    Applied(Option<Value>),
}

/// A write's outcome.
#[derive(Clone, Debug)]
pub(crate) struct Written {
    /// The response body.
    pub body: Value,
}

/// The `retryGenerateName` attempts before giving up with AlreadyExists.
const GENERATE_NAME_ATTEMPTS: usize = 8;

/// Options of a DELETE, from its DeleteOptions body.
#[derive(Clone, Debug, Default)]
pub(crate) struct DeleteOptions {
    pub uid: Option<String>,
    pub resource_version: Option<String>,
    pub propagation_policy: Option<String>,
    pub dry_run: bool,
}

impl DeleteOptions {
    /// Reads a metav1.DeleteOptions body (empty: defaults).
    pub fn parse(body: &[u8]) -> Result<DeleteOptions, Failure> {
        if body.iter().all(u8::is_ascii_whitespace) {
            return Ok(DeleteOptions::default());
        }
        let value: Value = serde_json::from_slice(body)
            .map_err(|e| Failure::bad_request(format!("error decoding DeleteOptions: {e}")))?;
        let text = |v: &Value| v.as_str().filter(|s| !s.is_empty()).map(str::to_owned);
        Ok(DeleteOptions {
            uid: text(&value["preconditions"]["uid"]),
            resource_version: text(&value["preconditions"]["resourceVersion"]),
            // The deprecated `orphanDependents` is the policy when none is given.
            propagation_policy: text(&value["propagationPolicy"]).or_else(|| {
                value["orphanDependents"]
                    .as_bool()
                    .map(|orphan| if orphan { "Orphan" } else { "Background" }.to_owned())
            }),
            dry_run: value["dryRun"]
                .as_array()
                .is_some_and(|a| a.iter().any(|v| v == "All")),
        })
    }
}

impl State {
    /// POST to a collection; with [`Tracking::Seed`], an object a test puts in place,
    /// kept as given (status, uid, timestamps, managedFields) but for its
    /// resourceVersion.
    pub fn create(
        &mut self,
        info: &ResourceInfo,
        namespace: Option<&str>,
        mut object: Value,
        dry_run: bool,
        tracking: Tracking<'_>,
        decoding: &Decoding<'_>,
    ) -> Result<Written, Failure> {
        let seed = matches!(tracking, Tracking::Seed);
        check_type(info, &object)?;
        // A test fixture is put in place as given, as client-go's tracker does.
        if !seed {
            enforce::decode(info, &mut object, decoding)?;
        }
        check_namespace(info, namespace, &object)?;
        if seed {
            set_meta(&mut object, "resourceVersion", None);
        }
        if !meta_str(&object, "resourceVersion").is_empty() {
            return Err(Failure::internal(
                "resourceVersion should not be set on objects to be created",
            ));
        }
        let generate = meta_str(&object, "generateName").to_owned();
        let explicit = meta_str(&object, "name").to_owned();
        let name = if !explicit.is_empty() {
            validate_name(info, &explicit)?;
            if self
                .stored(info, &key_of(info, namespace, &explicit))
                .is_some()
            {
                return Err(Failure::already_exists(info, &explicit));
            }
            explicit
        } else if generate.is_empty() {
            return Err(Failure::invalid(
                info,
                "",
                "metadata.name",
                "Required value: name or generateName is required",
            ));
        } else {
            // Like the server since RetryGenerateName: a few fresh names before giving up.
            let mut candidate = self.ids.generate_name(&generate);
            let mut attempts = 1;
            // A custom resource's generated name is validated with its generateName and
            // the rest of its metadata, as the server reports both (`objectmeta`).
            let later = info.custom && info.enforce_schema && !seed;
            loop {
                if !later {
                    validate_name(info, &candidate)?;
                }
                if self
                    .stored(info, &key_of(info, namespace, &candidate))
                    .is_none()
                {
                    break candidate;
                }
                if attempts == GENERATE_NAME_ATTEMPTS {
                    return Err(Failure::already_exists(info, &candidate));
                }
                attempts += 1;
                candidate = self.ids.generate_name(&generate);
            }
        };
        let key = key_of(info, namespace, &name);
        set_meta(&mut object, "name", Some(json!(name)));
        set_meta(
            &mut object,
            "namespace",
            info.namespaced.then(|| json!(key.0)),
        );
        let kept = |object: &Value, field: &str| {
            seed.then(|| object["metadata"].get(field).cloned())
                .flatten()
                .filter(|v| !v.is_null())
        };
        let uid = kept(&object, "uid").unwrap_or_else(|| json!(self.ids.uid()));
        set_meta(&mut object, "uid", Some(uid));
        let created = kept(&object, "creationTimestamp").unwrap_or_else(|| json!(self.ids.now()));
        set_meta(&mut object, "creationTimestamp", Some(created));
        let generation = info
            .generation
            .then(|| kept(&object, "generation").unwrap_or_else(|| json!(1)));
        set_meta(&mut object, "generation", generation);
        if !seed {
            for field in ["deletionTimestamp", "deletionGracePeriodSeconds"] {
                set_meta(&mut object, field, None);
            }
        }
        let incoming = object["metadata"].get("managedFields").cloned();
        set_meta(&mut object, "selfLink", None);
        if !seed {
            set_meta(&mut object, "managedFields", None);
        }
        if info.status
            && !seed
            && let Some(map) = object.as_object_mut()
        {
            // Custom resources drop status on create; built-ins reset it to their
            // empty status struct.
            if info.custom {
                map.remove("status");
            } else {
                map.insert("status".to_owned(), json!({}));
            }
        }
        match tracking {
            Tracking::Seed => {}
            Tracking::Update(manager) => {
                let now = self.ids.now();
                managed::track_update(info, None, &mut object, incoming.as_ref(), manager, &now);
            }
            Tracking::Applied(fields) => set_meta(&mut object, "managedFields", fields),
        }
        if !seed {
            enforce::validate(info, &object, None, false)?;
        }
        let stored = if dry_run {
            object
        } else {
            self.commit(info, &key, Some(strip_type(object)))
        };
        Ok(Written {
            body: State::present(info, &stored),
        })
    }

    /// PUT to an item or its `/status`, recorded for `manager`, the body decoded as
    /// `decoding` says.
    pub fn update(
        &mut self,
        info: &ResourceInfo,
        namespace: Option<&str>,
        name: &str,
        object: Value,
        dry_run: bool,
        (manager, decoding): (&Manager, &Decoding<'_>),
    ) -> Result<Written, Failure> {
        // The manager's subresource is the endpoint written to.
        let target = if manager.subresource == "status" {
            Target::Status
        } else {
            Target::Main
        };
        check_type(info, &object)?;
        check_namespace(info, namespace, &object)?;
        let body_name = meta_str(&object, "name");
        if body_name != name {
            return Err(Failure::bad_request(format!(
                "the name of the object ({body_name}) does not match the name on the URL ({name})"
            )));
        }
        let key = key_of(info, namespace, name);
        let Some(old) = self.stored(info, &key).cloned() else {
            return Err(Failure::not_found(info, name));
        };
        let version = meta_str(&object, "resourceVersion");
        if version.is_empty() {
            // Custom resources refuse unconditional updates (AllowUnconditionalUpdate).
            if info.custom {
                return Err(Failure::invalid(
                    info,
                    name,
                    "metadata.resourceVersion",
                    "Invalid value: 0x0: must be specified for an update",
                ));
            }
        } else if version != meta_str(&old, "resourceVersion") {
            return Err(Failure::stale(info, name));
        }
        let incoming = object["metadata"].get("managedFields").cloned();
        let mut new = prepare_update(info, &old, strip_type(object), target, decoding)?;
        let now = self.ids.now();
        managed::track_update(info, Some(&old), &mut new, incoming.as_ref(), manager, &now);
        self.write_update(info, &key, old, new, dry_run)
    }

    /// Stores an update prepared by [`prepare_update`]: a no-op writes nothing, and
    /// emptying the finalizers of an object being deleted deletes it.
    pub fn write_update(
        &mut self,
        info: &ResourceInfo,
        key: &ObjectKey,
        old: Value,
        mut new: Value,
        dry_run: bool,
    ) -> Result<Written, Failure> {
        set_meta(
            &mut new,
            "resourceVersion",
            Some(json!(meta_str(&old, "resourceVersion"))),
        );
        if new == old {
            return Ok(Written {
                body: State::present(info, &old),
            });
        }
        let deleting = !meta_str(&new, "deletionTimestamp").is_empty();
        if deleting && finalizers(&new).is_empty() {
            // The response is the object as it was stored when it was removed.
            if !dry_run {
                self.commit(info, key, None);
            }
            return Ok(Written {
                body: State::present(info, &old),
            });
        }
        let stored = if dry_run {
            new
        } else {
            self.commit(info, key, Some(new))
        };
        Ok(Written {
            body: State::present(info, &stored),
        })
    }

    /// DELETE of an item.
    pub fn delete(
        &mut self,
        info: &ResourceInfo,
        namespace: Option<&str>,
        name: &str,
        options: &DeleteOptions,
    ) -> Result<Value, Failure> {
        let key = key_of(info, namespace, name);
        let Some(old) = self.stored(info, &key).cloned() else {
            return Err(Failure::not_found(info, name));
        };
        if let Some(uid) = &options.uid {
            let actual = meta_str(&old, "uid");
            if uid != actual {
                return Err(Failure::conflict(
                    info,
                    name,
                    &format!(
                        "Precondition failed: UID in precondition: {uid}, UID in object meta: {actual}"
                    ),
                ));
            }
        }
        if let Some(version) = &options.resource_version {
            let actual = meta_str(&old, "resourceVersion");
            if version != actual {
                return Err(Failure::conflict(
                    info,
                    name,
                    &format!(
                        "Precondition failed: ResourceVersion in precondition: {version}, ResourceVersion in object meta: {actual}"
                    ),
                ));
            }
        }
        let pending = gc_finalizers(&old, options.propagation_policy.as_deref());
        if !pending.is_empty() {
            let mut marked = old.clone();
            set_meta(&mut marked, "finalizers", Some(json!(pending)));
            if meta_str(&old, "deletionTimestamp").is_empty() {
                set_meta(
                    &mut marked,
                    "deletionTimestamp",
                    Some(json!(self.ids.now())),
                );
                if let Some(generation) = old["metadata"]["generation"].as_i64().filter(|g| *g > 0)
                {
                    set_meta(&mut marked, "generation", Some(json!(generation + 1)));
                }
            }
            set_meta(&mut marked, "deletionGracePeriodSeconds", Some(json!(0)));
            let written = self.write_update(info, &key, old, marked, options.dry_run)?;
            return Ok(written.body);
        }
        let last = if options.dry_run {
            old
        } else {
            self.commit(info, &key, None)
        };
        if info.return_deleted_object {
            return Ok(State::present(info, &last));
        }
        let mut details = json!({
            "name": name,
            "kind": info.plural,
            "uid": meta_str(&last, "uid"),
        });
        if !info.group.is_empty() {
            details["group"] = json!(info.group);
        }
        Ok(json!({
            "kind": "Status",
            "apiVersion": "v1",
            "metadata": {},
            "status": "Success",
            "details": details,
        }))
    }
}

/// The finalizers a delete leaves, as the registry's
/// `deletionFinalizersForGarbageCollection` sets them: a policy replaces the garbage
/// collector's finalizers with its own (none for Background); without one, those the
/// object has stay. When the set is unchanged, so is the order.
fn gc_finalizers(object: &Value, policy: Option<&str>) -> Vec<String> {
    let current = finalizers(object);
    let has = |f: &str| current.iter().any(|c| c == f);
    let (orphan, foreground) = match policy {
        Some("Orphan") => (true, false),
        Some("Foreground") => (false, true),
        Some(_) => (false, false),
        // The object's own say, read as the registry reads it; every kind served
        // here defaults to Background.
        None => {
            let first = current
                .iter()
                .find(|f| *f == gc::ORPHAN || *f == gc::FOREGROUND);
            (first.is_some_and(|f| f == gc::ORPHAN), has(gc::FOREGROUND))
        }
    };
    let mut next: Vec<String> = current
        .iter()
        .filter(|f| *f != gc::ORPHAN && *f != gc::FOREGROUND)
        .cloned()
        .collect();
    if orphan {
        next.push(gc::ORPHAN.to_owned());
    }
    if foreground {
        next.push(gc::FOREGROUND.to_owned());
    }
    let as_set = |list: &[String]| {
        list.iter()
            .cloned()
            .collect::<std::collections::BTreeSet<_>>()
    };
    if as_set(&next) == as_set(&current) {
        current
    } else {
        next
    }
}

/// Applies the update strategy: which fields the write may change, generation.
pub(crate) fn prepare_update(
    info: &ResourceInfo,
    old: &Value,
    new: Value,
    target: Target,
    decoding: &Decoding<'_>,
) -> Result<Value, Failure> {
    let mut new = new;
    enforce::decode(info, &mut new, decoding)?;
    let next = strategy(info, old, new, target)?;
    enforce::validate(info, &next, Some(old), target == Target::Status)?;
    Ok(next)
}

/// The update strategy proper, on a decoded body.
fn strategy(
    info: &ResourceInfo,
    old: &Value,
    new: Value,
    target: Target,
) -> Result<Value, Failure> {
    if target == Target::Status {
        let mut next = old.clone();
        if let Some(map) = next.as_object_mut() {
            match new.get("status") {
                Some(status) => map.insert("status".to_owned(), status.clone()),
                None => map.remove("status"),
            };
        }
        return Ok(next);
    }
    let mut next = new;
    if info.status
        && let Some(map) = next.as_object_mut()
    {
        match old.get("status") {
            Some(status) => map.insert("status".to_owned(), status.clone()),
            None => map.remove("status"),
        };
    }
    for field in [
        "name",
        "namespace",
        "uid",
        "creationTimestamp",
        "deletionTimestamp",
        "deletionGracePeriodSeconds",
        "generation",
    ] {
        set_meta(&mut next, field, old["metadata"].get(field).cloned());
    }
    for field in ["managedFields", "selfLink"] {
        set_meta(&mut next, field, None);
    }
    if !meta_str(old, "deletionTimestamp").is_empty() {
        let before = finalizers(old);
        let added: Vec<String> = finalizers(&next)
            .into_iter()
            .filter(|f| !before.contains(f))
            .collect();
        if !added.is_empty() {
            let list = added
                .iter()
                .map(|f| format!("{f:?}"))
                .collect::<Vec<_>>()
                .join(", ");
            return Err(Failure::invalid(
                info,
                meta_str(old, "name"),
                "metadata.finalizers",
                &format!(
                    "Forbidden: no new finalizers can be added if the object is being deleted, found new finalizers []string{{{list}}}"
                ),
            ));
        }
    }
    if info.generation {
        // Custom resources count every change outside metadata (and outside status
        // when it is a subresource); built-ins count their spec, i.e. everything but
        // metadata and status.
        let ignored: &[&str] = if info.custom && !info.status {
            &["metadata"]
        } else {
            &["metadata", "status"]
        };
        if without(old, ignored) != without(&next, ignored) {
            let generation = old["metadata"]["generation"].as_i64().unwrap_or(0);
            set_meta(&mut next, "generation", Some(json!(generation + 1)));
        }
    }
    Ok(next)
}

/// Storage keeps objects without apiVersion and kind: they depend on the version read.
pub(crate) fn strip_type(mut object: Value) -> Value {
    if let Some(map) = object.as_object_mut() {
        map.remove("apiVersion");
        map.remove("kind");
    }
    object
}

/// A body of another kind or version than the endpoint's is refused.
pub(crate) fn check_type(info: &ResourceInfo, object: &Value) -> Result<(), Failure> {
    if !object.is_object() {
        return Err(Failure::bad_request(format!(
            "the body of the request was in an unknown format - the {} must be a JSON object",
            info.kind
        )));
    }
    if let Some(api_version) = object["apiVersion"].as_str()
        && api_version != info.api_version()
    {
        return Err(Failure::bad_request(format!(
            "the API version in the data ({api_version}) does not match the expected API version ({})",
            info.api_version()
        )));
    }
    if let Some(kind) = object["kind"].as_str()
        && kind != info.kind
    {
        return Err(Failure::bad_request(format!(
            "{kind} in version \"{}\" cannot be handled as a {}: the kind of the object does not match the endpoint",
            info.version, info.kind
        )));
    }
    if !object["metadata"].is_object() && !object["metadata"].is_null() {
        return Err(Failure::bad_request("metadata must be an object"));
    }
    Ok(())
}

fn check_namespace(
    info: &ResourceInfo,
    namespace: Option<&str>,
    object: &Value,
) -> Result<(), Failure> {
    let in_body = meta_str(object, "namespace");
    if info.namespaced && !in_body.is_empty() && Some(in_body) != namespace {
        return Err(Failure::bad_request(
            "the namespace of the provided object does not match the namespace sent on the request",
        ));
    }
    Ok(())
}

/// Object names follow their kind's rule, refused with apimachinery's message: RBAC's
/// roles and bindings take any path segment (`ValidateRBACName`,
/// `path.IsValidPathSegmentName`: `system:aggregate-to-view` is a valid ClusterRole
/// name), every other kind served here a DNS-1123 subdomain (`NameIsDNSSubdomain`;
/// kinds whose rule is stricter, such as services and namespaces, are held to the
/// subdomain rule only). The server lists every violation as a cause; the first is the
/// one reported here.
fn validate_name(info: &ResourceInfo, name: &str) -> Result<(), Failure> {
    let violation = if !info.custom && info.group == "rbac.authorization.k8s.io" {
        path_segment_violation(name)
    } else {
        is_dns1123_subdomain(name).first().map(ToString::to_string)
    };
    match violation {
        None => Ok(()),
        Some(violation) => {
            let detail = format!("Invalid value: {}: {violation}", go_quote(name));
            Err(Failure::invalid(info, name, "metadata.name", &detail))
        }
    }
}

/// The first message of apimachinery's `path.IsValidPathSegmentName`: a name may not be
/// `.` or `..`, nor contain `/` or `%`.
fn path_segment_violation(name: &str) -> Option<String> {
    if name == "." || name == ".." {
        return Some(format!("may not be '{name}'"));
    }
    ["/", "%"]
        .iter()
        .find(|c| name.contains(**c))
        .map(|c| format!("may not contain '{c}'"))
}
