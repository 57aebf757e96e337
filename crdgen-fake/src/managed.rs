//! `metadata.managedFields`: who owns which fields, kept as kube-apiserver's field
//! manager keeps it on every write, and server-side apply with its conflicts.

use serde_json::{Value, json};

use super::builtin;
use super::fieldset::{self, Element, FieldSet, Path, Schema};
use super::registry::ResourceInfo;
use super::status::Failure;
use super::write::Target;

/// A managedFields entry's operation; `Apply` sorts before `Update`, as the server
/// sorts the entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Operation {
    /// Server-side apply.
    Apply,
    /// Create, update and every other patch.
    Update,
}

impl Operation {
    fn as_str(self) -> &'static str {
        match self {
            Operation::Apply => "Apply",
            Operation::Update => "Update",
        }
    }
}

/// Who writes: one managedFields entry per manager name, operation, subresource and,
/// for updates, API version (apimachinery's manager identifier).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Manager {
    /// The `fieldManager` parameter, or the User-Agent's product.
    pub name: String,
    /// Apply or Update.
    pub operation: Operation,
    /// The version the request was made at.
    pub api_version: String,
    /// `status` or `scale`, empty for the main resource.
    pub subresource: String,
}

/// The manager the server records for objects that had no managedFields when they
/// were first applied to.
const BEFORE_FIRST_APPLY: &str = "before-first-apply";

/// The manager older Update entries are folded into past [`MAX_UPDATE_MANAGERS`].
const ANCIENT_CHANGES: &str = "ancient-changes";

/// Update entries the server keeps apart (`DefaultMaxUpdateManagers`).
const MAX_UPDATE_MANAGERS: usize = 10;

/// Longest manager name (in bytes) the server derives from a User-Agent.
const MAX_USER_AGENT_MANAGER: usize = 128;

impl Manager {
    /// The manager of a non-apply write: the `fieldManager` parameter, else the
    /// User-Agent up to its first `/` (apimachinery's `prefixFromUserAgent`), which
    /// is empty for kube, as kube sends no User-Agent.
    pub fn update(
        info: &ResourceInfo,
        field_manager: Option<&str>,
        user_agent: Option<&str>,
        subresource: Option<&str>,
    ) -> Self {
        let name = match field_manager {
            Some(m) if !m.is_empty() => m.to_owned(),
            _ => {
                // Non-printable characters are skipped, and the name stops before
                // 128 bytes.
                let product = user_agent.unwrap_or("").split('/').next().unwrap_or("");
                let mut name = String::new();
                for c in product.chars().filter(|c| !c.is_control()) {
                    if name.len() + c.len_utf8() > MAX_USER_AGENT_MANAGER {
                        break;
                    }
                    name.push(c);
                }
                name
            }
        };
        Manager {
            name,
            operation: Operation::Update,
            api_version: info.api_version(),
            subresource: subresource.unwrap_or("").to_owned(),
        }
    }

    /// The manager of a server-side apply.
    pub fn apply(info: &ResourceInfo, field_manager: &str, subresource: Option<&str>) -> Self {
        Manager {
            name: field_manager.to_owned(),
            operation: Operation::Apply,
            api_version: info.api_version(),
            subresource: subresource.unwrap_or("").to_owned(),
        }
    }

    fn owns(&self, entry: &Entry) -> bool {
        let m = &entry.manager;
        m.name == self.name
            && m.operation == self.operation
            && m.subresource == self.subresource
            && (self.operation == Operation::Apply || m.api_version == self.api_version)
    }

    /// apimachinery's manager identifier: the entry as JSON without time and fields
    /// (and without apiVersion for appliers); conflicts are grouped in its order.
    fn identifier(&self) -> String {
        let mut id = format!(
            "{{\"manager\":{},\"operation\":\"{}\"",
            json!(self.name),
            self.operation.as_str()
        );
        if self.operation == Operation::Update && !self.api_version.is_empty() {
            id.push_str(&format!(",\"apiVersion\":{}", json!(self.api_version)));
        }
        if !self.subresource.is_empty() {
            id.push_str(&format!(",\"subresource\":{}", json!(self.subresource)));
        }
        id.push('}');
        id
    }

    /// How conflict messages name a manager (apimachinery's `printManager`).
    fn describe(&self) -> String {
        let mut text = json!(self.name).to_string();
        if !self.subresource.is_empty() {
            text.push_str(&format!(" with subresource {}", json!(self.subresource)));
        }
        if self.operation == Operation::Update {
            text.push_str(&format!(" using {}", self.api_version));
        }
        text
    }
}

/// One managedFields entry.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Entry {
    /// Its manager.
    pub manager: Manager,
    /// When the manager last changed the object (RFC 3339), if ever.
    pub time: Option<String>,
    /// The fields it owns.
    pub fields: FieldSet,
}

/// Reads `metadata.managedFields`.
pub(crate) fn decode(managed: &Value) -> Result<Vec<Entry>, String> {
    let Some(items) = managed.as_array() else {
        return if managed.is_null() {
            Ok(Vec::new())
        } else {
            Err("managedFields must be a list".to_owned())
        };
    };
    items
        .iter()
        .map(|item| {
            let text = |field: &str| item[field].as_str().unwrap_or("").to_owned();
            let operation = match item["operation"].as_str() {
                Some("Apply") => Operation::Apply,
                Some("Update") => Operation::Update,
                other => return Err(format!("unknown operation {other:?}")),
            };
            if let Some(t) = item["fieldsType"].as_str()
                && t != "FieldsV1"
            {
                return Err(format!("unknown fieldsType {t:?}"));
            }
            let fields = match item.get("fieldsV1") {
                Some(f) if !f.is_null() => fieldset::decode(f)?,
                _ => FieldSet::new(),
            };
            Ok(Entry {
                manager: Manager {
                    name: text("manager"),
                    operation,
                    api_version: text("apiVersion"),
                    subresource: text("subresource"),
                },
                time: item["time"].as_str().map(str::to_owned),
                fields,
            })
        })
        .collect()
}

/// Writes entries in the server's order: operation, time, manager, apiVersion,
/// subresource. `None` when there are none (the field is then left out).
pub(crate) fn encode(entries: &[Entry]) -> Option<Value> {
    if entries.is_empty() {
        return None;
    }
    let mut sorted: Vec<&Entry> = entries.iter().collect();
    sorted.sort_by(|a, b| {
        let (p, q) = (&a.manager, &b.manager);
        p.operation
            .cmp(&q.operation)
            .then_with(|| seconds(a).cmp(&seconds(b)))
            .then_with(|| p.name.cmp(&q.name))
            .then_with(|| p.api_version.cmp(&q.api_version))
            .then_with(|| p.subresource.cmp(&q.subresource))
    });
    Some(Value::Array(
        sorted
            .into_iter()
            .map(|e| {
                let mut entry = json!({
                    "manager": e.manager.name,
                    "operation": e.manager.operation.as_str(),
                    "apiVersion": e.manager.api_version,
                    "fieldsType": "FieldsV1",
                    "fieldsV1": fieldset::encode(&e.fields),
                });
                if let Some(time) = &e.time {
                    entry["time"] = json!(time);
                }
                if !e.manager.subresource.is_empty() {
                    entry["subresource"] = json!(e.manager.subresource);
                }
                entry
            })
            .collect(),
    ))
}

/// Paths no manager owns (apimachinery's strip-meta set): identity and system
/// metadata, and the type, which the endpoint fixes. deletionTimestamp and
/// deletionGracePeriodSeconds are only set by DELETE, which records no owner.
const UNTRACKED: &[&[&str]] = &[
    &["apiVersion"],
    &["kind"],
    &["metadata"],
    &["metadata", "name"],
    &["metadata", "namespace"],
    &["metadata", "creationTimestamp"],
    &["metadata", "selfLink"],
    &["metadata", "uid"],
    &["metadata", "clusterName"],
    &["metadata", "generation"],
    &["metadata", "managedFields"],
    &["metadata", "resourceVersion"],
    &["metadata", "deletionTimestamp"],
    &["metadata", "deletionGracePeriodSeconds"],
];

fn strip(mut set: FieldSet) -> FieldSet {
    for path in UNTRACKED {
        let path: Path = path
            .iter()
            .map(|f| Element::Field((*f).to_owned()))
            .collect();
        set.remove(&path);
    }
    set
}

/// The object as field sets see it: no type, no managedFields.
fn tracked(object: &Value) -> Value {
    let mut object = object.clone();
    if let Some(map) = object.as_object_mut() {
        map.remove("apiVersion");
        map.remove("kind");
        if let Some(meta) = map.get_mut("metadata").and_then(Value::as_object_mut) {
            meta.remove("managedFields");
        }
    }
    object
}

/// A new Go object of the kind, which the server compares a create against:
/// built-ins with spec and status structs have both, empty; custom resources start
/// with nothing.
fn zero_object(info: &ResourceInfo) -> Value {
    if info.custom {
        return json!({});
    }
    match info.kind.as_str() {
        "Pod" | "Service" | "Namespace" | "Deployment" | "StatefulSet" | "DaemonSet"
        | "ReplicaSet" | "Ingress" => json!({"spec": {}, "status": {}}),
        "Lease" => json!({"spec": {}}),
        _ => json!({}),
    }
}

fn schema_of(info: &ResourceInfo) -> Value {
    if info.custom {
        return fieldset::root_schema(info.schema.as_deref());
    }
    fieldset::root_schema(builtin::definitions().get(&builtin::definition_name(info)))
}

/// Sets the entries; when they are what `old` holds, its managedFields are kept as
/// stored, so a write that changes nothing stays a no-op.
fn set_managed(object: &mut Value, old: Option<&Value>, entries: &[Entry]) {
    let stored = old.and_then(|o| o["metadata"].get("managedFields"));
    let value = match stored {
        Some(raw) if decode(raw).is_ok_and(|e| e == entries) => Some(raw.clone()),
        _ => encode(entries),
    };
    super::object::set_meta(object, "managedFields", value);
}

fn seconds(entry: &Entry) -> i64 {
    entry
        .time
        .as_deref()
        .and_then(|t| t.parse::<jiff::Timestamp>().ok())
        .map_or(0, |t| t.as_second())
}

/// Past ten Update entries, folds the oldest into one `ancient-changes` entry per
/// API version (apimachinery's capManagersManager): the first of a version becomes
/// the bucket once a second one joins it, and the bucket takes the time of the
/// latest entry folded in.
fn cap_update_managers(entries: Vec<Entry>) -> Vec<Entry> {
    let mut updaters: Vec<usize> = (0..entries.len())
        .filter(|&i| entries[i].manager.operation == Operation::Update)
        .collect();
    if updaters.len() <= MAX_UPDATE_MANAGERS {
        return entries;
    }
    updaters.sort_by(|&a, &b| {
        seconds(&entries[a])
            .cmp(&seconds(&entries[b]))
            .then_with(|| {
                entries[a]
                    .manager
                    .identifier()
                    .cmp(&entries[b].manager.identifier())
            })
    });
    let mut slots: Vec<Option<Entry>> = entries.into_iter().map(Some).collect();
    let mut first_of_version: std::collections::BTreeMap<String, usize> = Default::default();
    let mut length = updaters.len();
    for &i in &updaters {
        if length <= MAX_UPDATE_MANAGERS {
            break;
        }
        let Some(version) = slots[i].as_ref().map(|e| e.manager.api_version.clone()) else {
            continue;
        };
        let Some(&first) = first_of_version.get(&version) else {
            first_of_version.insert(version, i);
            continue;
        };
        let bucket = Manager {
            name: ANCIENT_CHANGES.to_owned(),
            operation: Operation::Update,
            api_version: version,
            subresource: String::new(),
        };
        let existing = slots
            .iter()
            .position(|s| s.as_ref().is_some_and(|e| bucket.owns(e)));
        let target = match existing {
            Some(b) => b,
            None => {
                if let Some(e) = slots[first].as_mut() {
                    e.manager = bucket;
                }
                first
            }
        };
        if let Some(folded) = slots[i].take()
            && let Some(b) = slots[target].as_mut()
        {
            b.fields.extend(folded.fields);
            b.time = folded.time;
        }
        length -= 1;
    }
    slots.into_iter().flatten().collect()
}

/// The entries a write starts from: those the request sent (a client may edit
/// managedFields, `[{}]` resets them), else the stored ones. Writes to a
/// subresource always start from the stored ones.
fn starting_entries(
    old: Option<&Value>,
    incoming: Option<&Value>,
    subresource: bool,
) -> Vec<Entry> {
    let stored = || {
        old.map(|o| decode(&o["metadata"]["managedFields"]).unwrap_or_default())
            .unwrap_or_default()
    };
    let Some(incoming) = incoming.filter(|_| !subresource) else {
        return stored();
    };
    if incoming
        .as_array()
        .is_some_and(|a| a.len() == 1 && a[0] == json!({}))
    {
        return Vec::new();
    }
    match decode(incoming) {
        Ok(entries) if !entries.is_empty() => entries,
        _ => stored(),
    }
}

/// Records a create (`old` is `None`), update or non-apply patch by `manager` in
/// `new`'s managedFields: the fields the write added or changed become its, taken
/// from every other manager; fields it removed leave every manager.
pub(crate) fn track_update(
    info: &ResourceInfo,
    old: Option<&Value>,
    new: &mut Value,
    incoming: Option<&Value>,
    manager: &Manager,
    now: &str,
) {
    let entries = starting_entries(old, incoming, !manager.subresource.is_empty());
    let schema = schema_of(info);
    let before = old.map_or_else(|| zero_object(info), tracked);
    let entries = record_update(
        Schema::with_definitions(&schema, builtin::definitions()),
        entries,
        &before,
        &tracked(new),
        manager,
        now,
    );
    let entries = cap_update_managers(entries);
    set_managed(new, old, &entries);
}

fn record_update(
    schema: Schema<'_>,
    mut entries: Vec<Entry>,
    old: &Value,
    new: &Value,
    manager: &Manager,
    now: &str,
) -> Vec<Entry> {
    let comparison = fieldset::compare(schema, old, new);
    let changed = comparison.changed();
    for entry in &mut entries {
        entry.fields.retain(|p| !changed.contains(p));
        entry.fields.retain(|p| !comparison.removed.contains(p));
    }
    entries.retain(|e| !e.fields.is_empty());
    let own: FieldSet = strip(changed.difference(&comparison.removed).cloned().collect());
    if own.is_empty() {
        return entries;
    }
    match entries.iter_mut().find(|e| manager.owns(e)) {
        Some(entry) => {
            entry.fields.extend(own);
            entry.time = Some(now.to_owned());
        }
        None => entries.push(Entry {
            manager: manager.clone(),
            time: Some(now.to_owned()),
            fields: own,
        }),
    }
    entries
}

/// Server-side apply of `config` by `manager` to `old` (`None`: the apply creates
/// the object). With a status subresource, the main resource ignores the
/// configuration's status and `/status` everything but it. Returns the merged and
/// pruned object with its managedFields, system metadata and the update strategy
/// still to be applied.
pub(crate) fn apply(
    info: &ResourceInfo,
    old: Option<&Value>,
    config: &Value,
    target: Target,
    manager: &Manager,
    force: bool,
    now: &str,
) -> Result<Value, Failure> {
    let schema_value = schema_of(info);
    let schema = Schema::with_definitions(&schema_value, builtin::definitions());
    let mut config = tracked(config);
    if let Some(map) = config.as_object_mut() {
        match target {
            Target::Status => map.retain(|k, _| k == "status"),
            Target::Main if info.status => {
                map.remove("status");
            }
            Target::Main => {}
        }
    }
    let live = old.map_or_else(|| zero_object(info), tracked);
    let mut entries = old
        .map(|o| decode(&o["metadata"]["managedFields"]).unwrap_or_default())
        .unwrap_or_default();
    if entries.is_empty() && old.is_some() {
        // The server first hands everything already there to one Update manager.
        let before = Manager {
            name: BEFORE_FIRST_APPLY.to_owned(),
            operation: Operation::Update,
            api_version: info.api_version(),
            subresource: String::new(),
        };
        entries = record_update(schema, entries, &zero_object(info), &live, &before, now);
    }
    let applied = strip(fieldset::field_set(schema, &config));
    let merged = fieldset::merge(schema, &live, &config);
    let last = entries
        .iter()
        .find(|e| manager.owns(e))
        .map(|e| e.fields.clone());
    let others: Vec<&Entry> = entries.iter().filter(|e| !manager.owns(e)).collect();
    let new = match &last {
        Some(last) => prune(merged, last, &applied, &others),
        None => merged,
    };
    let comparison = fieldset::compare(schema, &live, &new);
    let changed = comparison.changed();
    let mut conflicts: Vec<(&Manager, &Path)> = others
        .iter()
        .flat_map(|e| {
            e.fields
                .intersection(&changed)
                .map(move |p| (&e.manager, p))
        })
        .collect();
    if !conflicts.is_empty() && !force {
        conflicts.sort_by(|a, b| {
            a.0.identifier()
                .cmp(&b.0.identifier())
                .then_with(|| a.1.cmp(b.1))
        });
        return Err(conflict(&conflicts));
    }
    let object_changed = new != live;
    let previous_time = entries
        .iter()
        .find(|e| manager.owns(e))
        .and_then(|e| e.time.clone());
    entries.retain(|e| !manager.owns(e));
    for entry in &mut entries {
        entry.fields.retain(|p| !changed.contains(p));
    }
    entries.push(Entry {
        manager: manager.clone(),
        time: if object_changed {
            Some(now.to_owned())
        } else {
            previous_time
        },
        fields: applied,
    });
    for entry in &mut entries {
        entry.fields.retain(|p| !comparison.removed.contains(p));
    }
    entries.retain(|e| !e.fields.is_empty());
    let mut object = new;
    set_managed(&mut object, old, &entries);
    Ok(object)
}

/// Removes what the manager applied last time and no longer applies, unless
/// another manager owns it or something below it; objects and lists left empty by
/// that go too, unless owned.
fn prune(mut merged: Value, last: &FieldSet, applied: &FieldSet, others: &[&Entry]) -> Value {
    let owned = |path: &[Element]| {
        let covers = |p: &Path| p.starts_with(path);
        applied.iter().any(covers) || others.iter().any(|e| e.fields.iter().any(covers))
    };
    // A key field goes with its item, never alone: an item someone still owns
    // something in keeps its key.
    let key_field = |path: &[Element]| match path {
        [.., Element::Key(keys), Element::Field(name)] => keys.iter().any(|(k, _)| k == name),
        _ => false,
    };
    for path in last.iter().filter(|p| !owned(p) && !key_field(p)) {
        fieldset::remove(&mut merged, path);
        for depth in (1..path.len()).rev() {
            let parent = &path[..depth];
            if parent == [Element::Field("metadata".to_owned())] {
                break;
            }
            let empty = fieldset::find_mut(&mut merged, parent).is_some_and(|v| {
                v.as_object().is_some_and(|m| m.is_empty())
                    || v.as_array().is_some_and(Vec::is_empty)
            });
            if !empty || owned(parent) {
                break;
            }
            fieldset::remove(&mut merged, parent);
        }
    }
    merged
}

/// The 409 of an apply that would take fields from other managers, word for word
/// as apimachinery writes it.
fn conflict(conflicts: &[(&Manager, &Path)]) -> Failure {
    let causes: Vec<Value> = conflicts
        .iter()
        .map(|(m, p)| {
            json!({
                "reason": "FieldManagerConflict",
                "message": format!("conflict with {}", m.describe()),
                "field": fieldset::path_string(p),
            })
        })
        .collect();
    let message = match conflicts {
        [(m, p)] => format!(
            "Apply failed with 1 conflict: conflict with {}: {}",
            m.describe(),
            fieldset::path_string(p)
        ),
        _ => {
            let mut lines = Vec::new();
            let mut current: Option<String> = None;
            for (m, p) in conflicts {
                let id = m.identifier();
                if current.as_ref() != Some(&id) {
                    lines.push(format!("conflicts with {}:", m.describe()));
                    current = Some(id);
                }
                lines.push(format!("- {}", fieldset::path_string(p)));
            }
            format!(
                "Apply failed with {} conflicts: {}",
                conflicts.len(),
                lines.join("\n")
            )
        }
    };
    Failure::apply_conflict(message, causes)
}
