//! The server's state: objects as JSON per (group, resource, namespace, name), one
//! global resourceVersion counter, the history of changes that watches replay, and
//! the open watches that hear about new ones.

use std::collections::BTreeMap;

use bytes::Bytes;
use serde_json::{Value, json};
use tokio::sync::mpsc::UnboundedSender;

use super::filter::Filter;
use super::ids::Ids;
use super::object::set_meta;
use super::registry::{GroupResource, Registry, ResourceInfo};

/// (namespace, or "" for cluster-scoped; name).
pub(crate) type ObjectKey = (String, String);

/// What happened to an object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ChangeKind {
    Added,
    Modified,
    Deleted,
}

/// One write, as the watch cache keeps it.
#[derive(Clone, Debug)]
pub(crate) struct Change {
    /// The resourceVersion the write produced.
    pub revision: u64,
    pub resource: GroupResource,
    pub kind: ChangeKind,
    /// The new state; for a deletion, the last state carrying the deletion's revision.
    pub object: Value,
    /// The state before, for modifications and deletions.
    pub previous: Option<Value>,
}

/// An open watch.
#[derive(Debug)]
pub(crate) struct Watcher {
    /// The version the watch was opened at: events carry its apiVersion and kind.
    pub info: ResourceInfo,
    pub filter: Filter,
    /// Send metadata only (`as=PartialObjectMetadata`).
    pub metadata_only: bool,
    pub sender: UnboundedSender<Bytes>,
}

/// Everything the server holds.
#[derive(Debug)]
pub(crate) struct State {
    pub registry: Registry,
    pub objects: BTreeMap<GroupResource, BTreeMap<ObjectKey, Value>>,
    /// The last resourceVersion handed out.
    pub revision: u64,
    /// Changes after `compacted`, oldest first.
    pub history: Vec<Change>,
    /// Watches from a resourceVersion below this get 410 Expired.
    pub compacted: u64,
    pub watchers: Vec<Watcher>,
    pub ids: Ids,
    /// Whether the garbage collector runs after every request that writes.
    pub garbage_collection: bool,
}

impl State {
    /// An empty server with the built-ins registered. The counter starts at 1, as a
    /// fresh etcd's revision does, so no object ever has the special version "0".
    pub fn new(seed: u64) -> Self {
        State {
            registry: Registry::with_built_ins(),
            objects: BTreeMap::new(),
            revision: 1,
            history: Vec::new(),
            compacted: 1,
            watchers: Vec::new(),
            ids: Ids::new(seed),
            garbage_collection: true,
        }
    }

    /// The stored object, if any.
    pub fn stored(&self, info: &ResourceInfo, key: &ObjectKey) -> Option<&Value> {
        self.objects.get(&info.storage_key())?.get(key)
    }

    /// Writes (or, with `None`, removes) an object: bumps the counter, stamps the new
    /// resourceVersion, records the change and tells the watches. Returns what was
    /// stored (for a deletion: the last state with the deletion's version).
    pub fn commit(&mut self, info: &ResourceInfo, key: &ObjectKey, new: Option<Value>) -> Value {
        self.revision += 1;
        let revision = self.revision;
        let resource = info.storage_key();
        let objects = self.objects.entry(resource.clone()).or_default();
        let previous = objects.get(key).cloned();
        let (kind, mut object) = match (new, &previous) {
            (Some(new), None) => (ChangeKind::Added, new),
            (Some(new), Some(_)) => (ChangeKind::Modified, new),
            (None, Some(old)) => (ChangeKind::Deleted, old.clone()),
            // Removing what is not there writes nothing; callers check first.
            (None, None) => return Value::Null,
        };
        set_meta(
            &mut object,
            "resourceVersion",
            Some(json!(revision.to_string())),
        );
        if kind == ChangeKind::Deleted {
            objects.remove(key);
        } else {
            objects.insert(key.clone(), object.clone());
        }
        let change = Change {
            revision,
            resource,
            kind,
            object: object.clone(),
            previous,
        };
        self.notify(&change);
        self.history.push(change);
        object
    }

    /// Sends the change to every watch that sees it; forgets watches whose reader is gone.
    fn notify(&mut self, change: &Change) {
        self.watchers.retain(|w| {
            if w.info.storage_key() != change.resource {
                return !w.sender.is_closed();
            }
            match watch_event(w, change) {
                Some(line) => w.sender.send(line).is_ok(),
                None => !w.sender.is_closed(),
            }
        });
    }

    /// Drops the history up to now: later watches from an older resourceVersion get
    /// 410 Expired, as after an etcd compaction.
    pub fn compact(&mut self) {
        self.history.clear();
        self.compacted = self.revision;
    }

    /// The object as the API returns it at the requested version: the storage is
    /// shared by all versions of a resource, as with a CRD's `None` conversion.
    pub fn present(info: &ResourceInfo, object: &Value) -> Value {
        let mut object = object.clone();
        if let Some(map) = object.as_object_mut() {
            map.insert("apiVersion".to_owned(), json!(info.api_version()));
            map.insert("kind".to_owned(), json!(info.kind));
        }
        object
    }

    /// A PartialObjectMetadata of the object.
    pub fn metadata_only(object: &Value) -> Value {
        json!({
            "kind": "PartialObjectMetadata",
            "apiVersion": "meta.k8s.io/v1",
            "metadata": object["metadata"].clone(),
        })
    }
}

/// The watch event (a JSON line) a watcher gets for a change, following the watch
/// cache: an object moving into the selection is ADDED, one moving out is DELETED.
pub(crate) fn watch_event(watcher: &Watcher, change: &Change) -> Option<Bytes> {
    let now = watcher.filter.matches(&change.object);
    let before = change
        .previous
        .as_ref()
        .is_some_and(|p| watcher.filter.matches(p));
    let kind = match change.kind {
        ChangeKind::Added if now => "ADDED",
        ChangeKind::Modified if now && before => "MODIFIED",
        ChangeKind::Modified if now => "ADDED",
        ChangeKind::Modified if before => "DELETED",
        ChangeKind::Deleted if now => "DELETED",
        _ => return None,
    };
    Some(event_line(
        kind,
        &render(&watcher.info, watcher.metadata_only, &change.object),
    ))
}

/// The object as a watch or list sends it.
pub(crate) fn render(info: &ResourceInfo, metadata_only: bool, object: &Value) -> Value {
    if metadata_only {
        State::metadata_only(object)
    } else {
        State::present(info, object)
    }
}

/// One line of a watch stream.
pub(crate) fn event_line(kind: &str, object: &Value) -> Bytes {
    let mut line = json!({"type": kind, "object": object}).to_string();
    line.push('\n');
    Bytes::from(line)
}

/// The namespace part of a storage key.
pub(crate) fn key_of(info: &ResourceInfo, namespace: Option<&str>, name: &str) -> ObjectKey {
    let ns = if info.namespaced {
        namespace.unwrap_or("").to_owned()
    } else {
        String::new()
    };
    (ns, name.to_owned())
}
