//! The garbage collector's effects (kube-controller-manager's
//! `garbagecollector`), run to a fixed point over the stored objects: dependents
//! of a removed owner are deleted, the `foregroundDeletion` finalizer goes once no
//! blocking dependent is left, and the `orphan` finalizer goes once the owner's
//! references are removed from its dependents.

use serde_json::{Value, json};

use super::managed::{self, Manager};
use super::object::{finalizers, meta_str, set_meta};
use super::registry::{GroupResource, ResourceInfo};
use super::store::{ObjectKey, State};
use super::write::DeleteOptions;

/// The collector's field manager and User-Agent product in kube-controller-manager.
pub(crate) const GC_MANAGER: &str = "generic-garbage-collector";

/// The finalizer of `propagationPolicy: Orphan`.
pub(crate) const ORPHAN: &str = "orphan";

/// The finalizer of `propagationPolicy: Foreground`.
pub(crate) const FOREGROUND: &str = "foregroundDeletion";

/// Where an owner reference points, as the collector resolves it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Owner {
    /// The owner exists and is not deleting its dependents first.
    Solid,
    /// No object of that kind, name (and namespace) with that uid exists.
    Dangling,
    /// The owner exists with deletionTimestamp and the `foregroundDeletion` finalizer.
    Waiting,
    /// The kind is not served, or a cluster-scoped dependent names a namespaced
    /// owner: the collector gives up on the dependent and leaves it alone.
    Unresolvable,
}

/// An object's place in storage.
type Location = (GroupResource, ObjectKey);

impl State {
    /// Runs the collector until it has nothing left to do. Each pass visits the
    /// stored objects in storage order, so the writes (and the watch events they
    /// send) come in the same order on every run. Every step removes a reference, a
    /// finalizer or an object, or marks one deleted, so the loop ends.
    pub fn collect_garbage(&mut self) {
        loop {
            let locations: Vec<Location> = self
                .objects
                .iter()
                .flat_map(|(resource, objects)| {
                    objects
                        .keys()
                        .map(move |key| (resource.clone(), key.clone()))
                })
                .collect();
            let mut changed = false;
            for location in &locations {
                changed |= self.collect_one(location);
            }
            if !changed {
                return;
            }
        }
    }

    /// One object's turn, as the collector's `attemptToDeleteItem` (for an object
    /// with owners), `processDeletingDependentsItem` (foreground) and
    /// `orphanFinalizer` (orphan) treat it. Returns whether anything was written.
    fn collect_one(&mut self, location: &Location) -> bool {
        let (resource, key) = location;
        let Some(object) = self.objects.get(resource).and_then(|o| o.get(key)).cloned() else {
            return false;
        };
        let Some(info) = self.registry.storage_info(resource).cloned() else {
            return false;
        };
        let pending = finalizers(&object);
        if !meta_str(&object, "deletionTimestamp").is_empty() {
            if pending.iter().any(|f| f == ORPHAN) {
                self.orphan_dependents(location, &object);
                self.remove_finalizer(&info, key, ORPHAN);
                return true;
            }
            if pending.iter().any(|f| f == FOREGROUND)
                && !self.has_blocking_dependents(location, &object)
            {
                self.remove_finalizer(&info, key, FOREGROUND);
                return true;
            }
            // Being deleted: its owners no longer matter.
            return false;
        }
        let references = owner_references(&object);
        if references.is_empty() {
            return false;
        }
        let mut solid = false;
        let mut gone_or_waiting = Vec::new();
        let mut waiting = false;
        for reference in &references {
            match self.classify(&key.0, reference) {
                Owner::Solid => solid = true,
                Owner::Dangling => gone_or_waiting.push(uid_of(reference)),
                Owner::Waiting => {
                    waiting = true;
                    gone_or_waiting.push(uid_of(reference));
                }
                Owner::Unresolvable => return false,
            }
        }
        if solid {
            // Another owner still holds it: only the references to owners that are
            // gone or deleting their dependents are removed.
            if gone_or_waiting.is_empty() {
                return false;
            }
            let mut new = object.clone();
            retain_references(&mut new, |r| !gone_or_waiting.contains(&uid_of(r)));
            self.gc_update(&info, key, object, new);
            return true;
        }
        let policy = if waiting && self.has_dependents(location, &object) {
            if self.has_dependent_deleting_dependents(location, &object) {
                // A cycle of foreground deletions would wait forever: as the
                // collector does, its references stop blocking their owners.
                let mut new = object.clone();
                unblock_references(&mut new);
                self.gc_update(&info, key, object.clone(), new);
            }
            // Its own dependents go first, so a foreground owner above waits for them.
            "Foreground"
        } else if pending.iter().any(|f| f == ORPHAN) {
            "Orphan"
        } else if pending.iter().any(|f| f == FOREGROUND) {
            "Foreground"
        } else {
            "Background"
        };
        let options = DeleteOptions {
            uid: Some(meta_str(&object, "uid").to_owned()),
            propagation_policy: Some(policy.to_owned()),
            ..DeleteOptions::default()
        };
        let namespace = (!key.0.is_empty()).then_some(key.0.as_str());
        self.delete(&info, namespace, &key.1, &options).is_ok()
    }

    /// Where a dependent in `namespace` ("" when cluster-scoped) finds the owner a
    /// reference names, if the reference can name one at all.
    fn owner_location(&self, namespace: &str, reference: &Value) -> Option<Location> {
        let api_version = reference["apiVersion"].as_str().unwrap_or("");
        let (group, version) = api_version.rsplit_once('/').unwrap_or(("", api_version));
        let kind = reference["kind"].as_str().unwrap_or("");
        let info = self.registry.find_kind(group, version, kind)?;
        if info.namespaced && namespace.is_empty() {
            // A cluster-scoped dependent cannot have a namespaced owner.
            return None;
        }
        let owner_namespace = if info.namespaced { namespace } else { "" };
        let name = reference["name"].as_str().unwrap_or("");
        Some((
            info.storage_key(),
            (owner_namespace.to_owned(), name.to_owned()),
        ))
    }

    fn classify(&self, namespace: &str, reference: &Value) -> Owner {
        let Some((resource, key)) = self.owner_location(namespace, reference) else {
            return Owner::Unresolvable;
        };
        let Some(owner) = self.objects.get(&resource).and_then(|o| o.get(&key)) else {
            return Owner::Dangling;
        };
        if meta_str(owner, "uid") != uid_of(reference) {
            return Owner::Dangling;
        }
        if deleting_dependents(owner) {
            return Owner::Waiting;
        }
        Owner::Solid
    }

    /// The dependents of the owner at `location`, each with its reference to it.
    fn dependents(&self, location: &Location, owner: &Value) -> Vec<(Location, Value)> {
        let uid = meta_str(owner, "uid");
        let mut found = Vec::new();
        for (resource, objects) in &self.objects {
            for (key, object) in objects {
                for reference in owner_references(object) {
                    if uid_of(&reference) == uid
                        && self.owner_location(&key.0, &reference).as_ref() == Some(location)
                    {
                        found.push(((resource.clone(), key.clone()), reference));
                    }
                }
            }
        }
        found
    }

    fn has_dependents(&self, location: &Location, owner: &Value) -> bool {
        !self.dependents(location, owner).is_empty()
    }

    /// Whether a dependent is itself waiting for its dependents (foreground).
    fn has_dependent_deleting_dependents(&self, location: &Location, owner: &Value) -> bool {
        self.dependents(location, owner)
            .iter()
            .any(|((resource, key), _)| {
                self.objects
                    .get(resource)
                    .and_then(|o| o.get(key))
                    .is_some_and(deleting_dependents)
            })
    }

    /// Dependents still in storage whose reference has `blockOwnerDeletion: true`.
    fn has_blocking_dependents(&self, location: &Location, owner: &Value) -> bool {
        self.dependents(location, owner)
            .iter()
            .any(|(_, r)| r["blockOwnerDeletion"].as_bool() == Some(true))
    }

    /// Removes the owner's references from every dependent.
    fn orphan_dependents(&mut self, location: &Location, owner: &Value) {
        let uid = meta_str(owner, "uid").to_owned();
        for ((resource, key), _) in self.dependents(location, owner) {
            let Some(info) = self.registry.storage_info(&resource).cloned() else {
                continue;
            };
            let Some(old) = self
                .objects
                .get(&resource)
                .and_then(|o| o.get(&key))
                .cloned()
            else {
                continue;
            };
            let mut new = old.clone();
            retain_references(&mut new, |r| uid_of(r) != uid);
            self.gc_update(&info, &key, old, new);
        }
    }

    fn remove_finalizer(&mut self, info: &ResourceInfo, key: &ObjectKey, finalizer: &str) {
        let Some(old) = self.stored(info, key).cloned() else {
            return;
        };
        let kept: Vec<String> = finalizers(&old)
            .into_iter()
            .filter(|f| f != finalizer)
            .collect();
        let mut new = old.clone();
        set_meta(
            &mut new,
            "finalizers",
            (!kept.is_empty()).then(|| json!(kept)),
        );
        self.gc_update(info, key, old, new);
    }

    /// A metadata write by the collector: recorded for its manager, and an object
    /// being deleted whose last finalizer goes is removed.
    fn gc_update(&mut self, info: &ResourceInfo, key: &ObjectKey, old: Value, mut new: Value) {
        let manager = Manager::update(info, Some(GC_MANAGER), None, None);
        let now = self.ids.now();
        managed::track_update(info, Some(&old), &mut new, None, &manager, &now);
        // A metadata-only write by the collector cannot fail the update rules.
        let _ = self.write_update(info, key, old, new, false);
    }
}

/// Being deleted in the foreground: deletionTimestamp and `foregroundDeletion`.
fn deleting_dependents(object: &Value) -> bool {
    !meta_str(object, "deletionTimestamp").is_empty()
        && finalizers(object).iter().any(|f| f == FOREGROUND)
}

/// `blockOwnerDeletion: true` becomes false on every reference.
fn unblock_references(object: &mut Value) {
    let references: Vec<Value> = owner_references(object)
        .into_iter()
        .map(|mut r| {
            if r["blockOwnerDeletion"].as_bool() == Some(true) {
                r["blockOwnerDeletion"] = json!(false);
            }
            r
        })
        .collect();
    set_meta(object, "ownerReferences", Some(Value::Array(references)));
}

fn owner_references(object: &Value) -> Vec<Value> {
    object["metadata"]["ownerReferences"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

fn uid_of(reference: &Value) -> String {
    reference["uid"].as_str().unwrap_or("").to_owned()
}

/// Keeps the references `keep` accepts; none left removes the field, as an empty
/// list is not serialized.
fn retain_references(object: &mut Value, keep: impl Fn(&Value) -> bool) {
    let kept: Vec<Value> = owner_references(object)
        .into_iter()
        .filter(|r| keep(r))
        .collect();
    set_meta(
        object,
        "ownerReferences",
        (!kept.is_empty()).then_some(Value::Array(kept)),
    );
}
