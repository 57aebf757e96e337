//! Field sets as structured-merge-diff computes them from an object and its schema:
//! which fields an object sets, how two objects differ, how an applied configuration
//! merges into a live object, and the FieldsV1 encoding of `metadata.managedFields`.
//!
//! List and map semantics come from the OpenAPI schema: `x-kubernetes-list-type`
//! (`atomic`, the default, `set`, or `map` with `x-kubernetes-list-map-keys`) and
//! `x-kubernetes-map-type` (`granular`, the default, or `atomic`). Where there is no
//! schema (built-in kinds, `x-kubernetes-preserve-unknown-fields`), objects are
//! granular and lists atomic, as for structured-merge-diff's deduced type.
//! Built-in kinds use the Kubernetes OpenAPI definitions (see `builtin`).

use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet, VecDeque};

use serde_json::{Map, Value, json};

/// One step of a field path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Element {
    /// A field of an object (`f:<name>`).
    Field(String),
    /// An item of a map list, by its key fields in name order (`k:{...}`).
    Key(Vec<(String, Value)>),
    /// An item of a set list, by its value (`v:<json>`).
    Value(Value),
}

/// structured-merge-diff's `PathElement` order: fields, then keys, then values.
impl Ord for Element {
    fn cmp(&self, other: &Self) -> Ordering {
        let rank = |e: &Element| match e {
            Element::Field(_) => 0,
            Element::Key(_) => 1,
            Element::Value(_) => 2,
        };
        match (self, other) {
            (Element::Field(a), Element::Field(b)) => a.cmp(b),
            (Element::Key(a), Element::Key(b)) => {
                for ((an, av), (bn, bv)) in a.iter().zip(b) {
                    let o = an.cmp(bn).then_with(|| value_order(av, bv));
                    if o != Ordering::Equal {
                        return o;
                    }
                }
                a.len().cmp(&b.len())
            }
            (Element::Value(a), Element::Value(b)) => value_order(a, b),
            _ => rank(self).cmp(&rank(other)),
        }
    }
}

impl PartialOrd for Element {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// A total order on JSON values: their compact text (object keys are sorted).
fn value_order(a: &Value, b: &Value) -> Ordering {
    a.to_string().cmp(&b.to_string())
}

/// A path from the object's root.
pub(crate) type Path = Vec<Element>;

/// A set of paths; ordered, so encodings and messages are deterministic.
pub(crate) type FieldSet = BTreeSet<Path>;

/// `.metadata` as ObjectMeta's Go struct tags describe it: labels and annotations
/// are granular maps, finalizers a set, ownerReferences a map keyed by uid.
fn object_meta_schema() -> Value {
    json!({
        "type": "object",
        "properties": {
            "labels": {"type": "object", "additionalProperties": {"type": "string"}},
            "annotations": {"type": "object", "additionalProperties": {"type": "string"}},
            "finalizers": {
                "type": "array",
                "items": {"type": "string"},
                "x-kubernetes-list-type": "set",
            },
            "ownerReferences": {
                "type": "array",
                "items": {"type": "object"},
                "x-kubernetes-list-type": "map",
                "x-kubernetes-list-map-keys": ["uid"],
            },
        },
    })
}

/// The schema of a whole object: the kind's own (a CRD version's
/// `openAPIV3Schema`, or a built-in's definition) with ObjectMeta's list and map
/// types under `metadata`, as the server uses them for every kind.
pub(crate) fn root_schema(kind_schema: Option<&Value>) -> Value {
    let mut root = kind_schema
        .filter(|s| s.is_object())
        .cloned()
        .unwrap_or_else(|| json!({}));
    if let Some(map) = root.as_object_mut() {
        let properties = map
            .entry("properties")
            .or_insert_with(|| Value::Object(Map::new()));
        if let Some(properties) = properties.as_object_mut() {
            properties.insert("metadata".to_owned(), object_meta_schema());
        }
    }
    root
}

/// A position in a schema; `None` is untyped. `$ref`s resolve against the
/// definitions given (the built-in kinds').
#[derive(Clone, Copy, Debug)]
pub(crate) struct Schema<'a> {
    node: Option<&'a Value>,
    definitions: Option<&'a Map<String, Value>>,
}

/// How a list's items are told apart.
enum ListKind<'a> {
    Atomic,
    Set,
    Map(Vec<&'a str>),
}

impl<'a> Schema<'a> {
    /// The schema at the root of an object.
    #[cfg(test)]
    pub fn new(schema: &'a Value) -> Self {
        Schema {
            node: Some(schema),
            definitions: None,
        }
    }

    /// The schema at the root of an object whose `$ref`s name `definitions`.
    pub fn with_definitions(schema: &'a Value, definitions: &'a Map<String, Value>) -> Self {
        Schema {
            node: Some(schema),
            definitions: Some(definitions),
        }
    }

    fn at(self, node: Option<&'a Value>) -> Self {
        Schema { node, ..self }
    }

    /// The node with its `$ref` (or a lone `allOf` `$ref`) followed; an unknown
    /// reference is untyped.
    fn resolved(self) -> Option<&'a Value> {
        let mut node = self.node?;
        // Definitions refer to each other, but a reference never names a reference.
        for _ in 0..2 {
            let reference = node["$ref"]
                .as_str()
                .or_else(|| node["allOf"][0]["$ref"].as_str());
            let Some(reference) = reference else {
                return Some(node);
            };
            let name = reference.trim_start_matches("#/definitions/");
            node = self.definitions?.get(name)?;
        }
        Some(node)
    }

    fn field(self, name: &str) -> Schema<'a> {
        let Some(s) = self.resolved() else {
            return self.at(None);
        };
        if let Some(p) = s["properties"].get(name) {
            return self.at(Some(p));
        }
        self.at(s.get("additionalProperties").filter(|a| a.is_object()))
    }

    /// A field the schema names (a Go struct field), not a key of a map: only map
    /// keys own their own path when they hold an object.
    fn declared(self, name: &str) -> bool {
        let Some(s) = self.resolved() else {
            return true;
        };
        s["properties"].get(name).is_some() || !s["additionalProperties"].is_object()
    }

    fn items(self) -> Schema<'a> {
        self.at(self.resolved().and_then(|s| s.get("items")))
    }

    fn map_atomic(self) -> bool {
        self.resolved()
            .is_some_and(|s| s["x-kubernetes-map-type"] == "atomic")
    }

    fn list_kind(self) -> ListKind<'a> {
        let Some(s) = self.resolved() else {
            return ListKind::Atomic;
        };
        match s["x-kubernetes-list-type"].as_str() {
            Some("set") => ListKind::Set,
            Some("map") => ListKind::Map(
                s["x-kubernetes-list-map-keys"]
                    .as_array()
                    .map(|keys| keys.iter().filter_map(Value::as_str).collect())
                    .unwrap_or_default(),
            ),
            _ => ListKind::Atomic,
        }
    }
}

/// The path element of a list item, or `None` in an atomic list.
fn item_element(kind: &ListKind<'_>, item: &Value) -> Option<Element> {
    match kind {
        ListKind::Atomic => None,
        ListKind::Set => Some(Element::Value(item.clone())),
        ListKind::Map(keys) => {
            let mut fields: Vec<(String, Value)> = keys
                .iter()
                .filter_map(|k| item.get(*k).map(|v| ((*k).to_owned(), v.clone())))
                .collect();
            fields.sort_by(|a, b| a.0.cmp(&b.0));
            Some(Element::Key(fields))
        }
    }
}

fn child(path: &[Element], element: Element) -> Path {
    let mut p = path.to_vec();
    p.push(element);
    p
}

/// The fields `value` sets (structured-merge-diff's `ToFieldSet`): every scalar,
/// atomic list or map and empty or null value; every map-list and set-list item;
/// every map key (not struct field) that holds an object.
pub(crate) fn field_set(schema: Schema<'_>, value: &Value) -> FieldSet {
    let mut out = FieldSet::new();
    collect(schema, value, &[], &mut out);
    out
}

fn collect(schema: Schema<'_>, value: &Value, path: &[Element], out: &mut FieldSet) {
    match value {
        Value::Object(map) => {
            if schema.map_atomic() {
                out.insert(path.to_vec());
                return;
            }
            for (key, v) in map {
                let p = child(path, Element::Field(key.clone()));
                collect(schema.field(key), v, &p, out);
                let empty = v.is_null() || v.as_object().is_some_and(Map::is_empty);
                if empty || !schema.declared(key) {
                    out.insert(p);
                }
            }
        }
        Value::Array(items) => {
            let kind = schema.list_kind();
            for item in items {
                let Some(element) = item_element(&kind, item) else {
                    break;
                };
                let p = child(path, element);
                if let ListKind::Map(_) = kind {
                    collect(schema.items(), item, &p, out);
                }
                out.insert(p);
            }
            if matches!(kind, ListKind::Atomic) {
                out.insert(path.to_vec());
            }
        }
        _ => {
            out.insert(path.to_vec());
        }
    }
}

/// How a new object differs from an old one, as structured-merge-diff's
/// `Comparison`: leaves added, modified and removed; objects and list items that
/// appear or disappear count as added or removed too.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Comparison {
    /// Paths only the new object has.
    pub added: FieldSet,
    /// Leaves both have, with different values.
    pub modified: FieldSet,
    /// Paths only the old object has.
    pub removed: FieldSet,
}

impl Comparison {
    /// Added or modified: what a write sets.
    pub fn changed(&self) -> FieldSet {
        self.added.union(&self.modified).cloned().collect()
    }
}

/// Compares two objects under a schema.
pub(crate) fn compare(schema: Schema<'_>, old: &Value, new: &Value) -> Comparison {
    let mut comparison = Comparison::default();
    walk(schema, Some(old), Some(new), &[], &mut comparison);
    comparison
}

fn object(v: Option<&Value>) -> Option<&Map<String, Value>> {
    v.and_then(Value::as_object)
}

fn array(v: Option<&Value>) -> Option<&Vec<Value>> {
    v.and_then(Value::as_array)
}

fn walk(
    schema: Schema<'_>,
    lhs: Option<&Value>,
    rhs: Option<&Value>,
    path: &[Element],
    c: &mut Comparison,
) {
    // Empty objects on both sides compare as leaves, keeping `{}` apart from null.
    let both_empty = object(lhs).is_none_or(Map::is_empty) && object(rhs).is_none_or(Map::is_empty);
    let descended = match (lhs, rhs) {
        (Some(Value::Object(_)) | None, Some(Value::Object(_)) | None)
            if !(schema.map_atomic() || both_empty) =>
        {
            let empty = Map::new();
            let (l, r) = (object(lhs).unwrap_or(&empty), object(rhs).unwrap_or(&empty));
            let keys: BTreeSet<&String> = l.keys().chain(r.keys()).collect();
            for key in keys {
                let p = child(path, Element::Field(key.clone()));
                walk(schema.field(key), l.get(key), r.get(key), &p, c);
            }
            true
        }
        (Some(Value::Array(_)) | None, Some(Value::Array(_)) | None)
            if !matches!(schema.list_kind(), ListKind::Atomic) =>
        {
            let kind = schema.list_kind();
            let index = |items: Option<&Vec<Value>>| -> BTreeMap<Element, Value> {
                items
                    .into_iter()
                    .flatten()
                    .filter_map(|item| item_element(&kind, item).map(|e| (e, item.clone())))
                    .collect()
            };
            let (l, r) = (index(array(lhs)), index(array(rhs)));
            let elements: BTreeSet<&Element> = l.keys().chain(r.keys()).collect();
            for element in elements {
                let p = child(path, element.clone());
                walk(schema.items(), l.get(element), r.get(element), &p, c);
            }
            true
        }
        _ => false,
    };
    let target = match (lhs, rhs) {
        (None, Some(_)) => Some(&mut c.added),
        (Some(_), None) => Some(&mut c.removed),
        (Some(l), Some(r)) if !descended && l != r => Some(&mut c.modified),
        _ => None,
    };
    if let Some(set) = target
        && !path.is_empty()
    {
        set.insert(path.to_vec());
    }
}

/// Merges an applied configuration into a live object (structured-merge-diff's
/// `Merge`): the configuration wins on leaves and atomic values, granular objects
/// merge key by key, set lists are unioned and map lists merged item by item.
pub(crate) fn merge(schema: Schema<'_>, live: &Value, config: &Value) -> Value {
    match (live, config) {
        (Value::Object(l), Value::Object(r)) if !schema.map_atomic() => {
            let mut out = l.clone();
            for (key, rv) in r {
                let merged = match l.get(key) {
                    Some(lv) => merge(schema.field(key), lv, rv),
                    None => rv.clone(),
                };
                out.insert(key.clone(), merged);
            }
            Value::Object(out)
        }
        (Value::Array(l), Value::Array(r)) => {
            let kind = schema.list_kind();
            if matches!(kind, ListKind::Atomic) {
                return config.clone();
            }
            let out = merge_list(schema.items(), &kind, l, r);
            Value::Array(out)
        }
        _ => config.clone(),
    }
}

/// A strategic merge patch applied to a built-in object (`strategicpatch`), as far as
/// the OpenAPI definitions tell the Go struct tags: objects merge key by key, `null`
/// removing a key; a list the definitions type as a map merges item by item on its
/// first key, which is the patch merge key of those lists (a container's `name`, a
/// container port's `containerPort`, a service port's `port`, an env var's `name`, …):
/// an item with the key of a live item is merged into it, `$patch: delete` removes it,
/// any other is appended; a set list is unioned; any other list is replaced. The
/// directives: `$patch: replace` (an object, or an item of a map list, replaces what is
/// live), `$retainKeys` (keys not listed are cleared), `$deleteFromPrimitiveList/<key>`
/// (those values leave the list); `$setElementOrder` only orders, and is dropped.
pub(crate) fn strategic_merge(schema: Schema<'_>, live: &Value, patch: &Value) -> Value {
    match (live, patch) {
        (Value::Object(_), Value::Object(p)) if p.get("$patch") == Some(&json!("replace")) => {
            without_directives(patch)
        }
        (Value::Object(l), Value::Object(p)) => {
            let mut out = l.clone();
            for (key, pv) in p {
                if let Some(list) = key.strip_prefix("$deleteFromPrimitiveList/") {
                    if let (Some(Value::Array(items)), Value::Array(gone)) = (out.get_mut(list), pv)
                    {
                        items.retain(|i| !gone.contains(i));
                    }
                    continue;
                }
                if key.starts_with('$') {
                    continue;
                }
                if pv.is_null() {
                    out.remove(key);
                    continue;
                }
                let merged = match l.get(key) {
                    Some(lv) => strategic_merge(schema.field(key), lv, pv),
                    None => without_directives(pv),
                };
                out.insert(key.clone(), merged);
            }
            if let Some(Value::Array(retain)) = p.get("$retainKeys") {
                out.retain(|k, _| retain.iter().any(|r| r.as_str() == Some(k)));
            }
            Value::Object(out)
        }
        (Value::Array(l), Value::Array(p)) => match schema.list_kind() {
            ListKind::Map(keys) if !keys.is_empty() => {
                let key = keys[0];
                // `{"$patch": "replace"}` among the items: the others are the list.
                if p.iter().any(|i| i.get("$patch") == Some(&json!("replace"))) {
                    return Value::Array(
                        p.iter()
                            .filter(|i| i.get("$patch").is_none())
                            .map(without_directives)
                            .collect(),
                    );
                }
                let mut out = l.clone();
                for item in p {
                    let delete = item["$patch"] == "delete";
                    let found = item
                        .get(key)
                        .and_then(|k| out.iter().position(|o| o.get(key) == Some(k)));
                    match found {
                        Some(i) if delete => {
                            out.remove(i);
                        }
                        Some(i) => out[i] = strategic_merge(schema.items(), &out[i], item),
                        None if delete => {}
                        None => out.push(without_directives(item)),
                    }
                }
                Value::Array(out)
            }
            ListKind::Set => {
                let mut out = l.clone();
                for item in p {
                    if !out.contains(item) {
                        out.push(item.clone());
                    }
                }
                Value::Array(out)
            }
            _ => without_directives(patch),
        },
        _ => without_directives(patch),
    }
}

/// A patch value added whole: without its `$` directives and `null` members, as a
/// merge patch adds a new object.
fn without_directives(value: &Value) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.iter()
                .filter(|(k, v)| !k.starts_with('$') && !v.is_null())
                .map(|(k, v)| (k.clone(), without_directives(v)))
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(without_directives).collect()),
        other => other.clone(),
    }
}

/// Merges the items of a set or map list as structured-merge-diff orders them:
/// items both lists have come in the applied order, items only the live list has
/// keep their place among them, and applied items new to the list come where the
/// configuration puts them.
fn merge_list(items: Schema<'_>, kind: &ListKind<'_>, l: &[Value], r: &[Value]) -> Vec<Value> {
    let elements = |list: &[Value]| -> Vec<Option<Element>> {
        list.iter().map(|i| item_element(kind, i)).collect()
    };
    let (lpe, rpe) = (elements(l), elements(r));
    // The first item with each element; duplicates merge into it.
    let index = |pes: &[Option<Element>], list: &[Value]| -> BTreeMap<Element, Value> {
        let mut map = BTreeMap::new();
        for (pe, item) in pes.iter().zip(list) {
            if let Some(pe) = pe {
                map.entry(pe.clone()).or_insert_with(|| item.clone());
            }
        }
        map
    };
    let (lobs, robs) = (index(&lpe, l), index(&rpe, r));
    let merged_item = |pe: &Element, fallback: &Value| match (lobs.get(pe), robs.get(pe)) {
        (Some(lv), Some(rv)) => merge(items, lv, rv),
        _ => fallback.clone(),
    };
    let mut shared: VecDeque<Element> = rpe
        .iter()
        .flatten()
        .filter(|pe| lobs.contains_key(*pe))
        .cloned()
        .collect();
    let mut next_shared = shared.pop_front();
    let mut merged_rhs = BTreeSet::new();
    let mut out = Vec::with_capacity(l.len().max(r.len()));
    let (mut li, mut ri) = (0, 0);
    while li < l.len() || ri < r.len() {
        if li < l.len() && ri < r.len() {
            if let (Some(pe), Some(rp)) = (&lpe[li], &rpe[ri])
                && pe == rp
            {
                merged_rhs.insert(pe.clone());
                out.push(merged_item(pe, &r[ri]));
                li += 1;
                ri += 1;
                next_shared = shared.pop_front();
                continue;
            }
            if let Some(pe) = &lpe[li]
                && robs.contains_key(pe)
                && next_shared.as_ref().is_some_and(|n| n != pe)
            {
                // An item the configuration has, but not the one due now.
                li += 1;
                continue;
            }
        }
        if li < l.len() {
            match &lpe[li] {
                Some(pe) if robs.contains_key(pe) => {
                    if merged_rhs.contains(pe) {
                        li += 1;
                        continue;
                    }
                }
                _ => {
                    out.push(l[li].clone());
                    li += 1;
                    continue;
                }
            }
        }
        if ri < r.len() {
            if let Some(pe) = &rpe[ri] {
                if merged_rhs.insert(pe.clone()) {
                    out.push(merged_item(pe, &r[ri]));
                }
                if next_shared.as_ref() == Some(pe) {
                    next_shared = shared.pop_front();
                }
            }
            ri += 1;
        }
    }
    out
}

/// Removes the value at `path` (a field, or a list item); a path that is not
/// there changes nothing.
pub(crate) fn remove(value: &mut Value, path: &[Element]) {
    let Some((last, parents)) = path.split_last() else {
        return;
    };
    let Some(parent) = find_mut(value, parents) else {
        return;
    };
    match (last, parent) {
        (Element::Field(name), Value::Object(map)) => {
            map.remove(name);
        }
        (element, Value::Array(items)) => items.retain(|item| !matches_item(element, item)),
        _ => {}
    }
}

/// The value at `path`, if the object has it.
pub(crate) fn find_mut<'v>(value: &'v mut Value, path: &[Element]) -> Option<&'v mut Value> {
    path.iter()
        .try_fold(value, |v, element| match (element, v) {
            (Element::Field(name), Value::Object(map)) => map.get_mut(name),
            (element, Value::Array(items)) => items.iter_mut().find(|i| matches_item(element, i)),
            _ => None,
        })
}

fn matches_item(element: &Element, item: &Value) -> bool {
    match element {
        Element::Field(_) => false,
        Element::Key(fields) => fields.iter().all(|(k, v)| item.get(k) == Some(v)),
        Element::Value(v) => item == v,
    }
}

/// FieldsV1: a JSON tree of `f:`/`k:`/`v:` keys with `{}` leaves and `"."` marking
/// a path that is itself in the set and has members below it.
pub(crate) fn encode(set: &FieldSet) -> Value {
    #[derive(Default)]
    struct Node {
        member: bool,
        children: BTreeMap<String, Node>,
    }
    fn render(node: &Node) -> Value {
        let mut map = Map::new();
        if node.member && !node.children.is_empty() {
            map.insert(".".to_owned(), json!({}));
        }
        for (key, child) in &node.children {
            map.insert(key.clone(), render(child));
        }
        Value::Object(map)
    }
    let mut root = Node::default();
    for path in set {
        let node = path.iter().fold(&mut root, |node, element| {
            node.children.entry(element_key(element)).or_default()
        });
        node.member = true;
    }
    render(&root)
}

fn element_key(element: &Element) -> String {
    match element {
        Element::Field(name) => format!("f:{name}"),
        Element::Key(fields) => {
            let object: Map<String, Value> = fields.iter().cloned().collect();
            format!("k:{}", Value::Object(object))
        }
        Element::Value(v) => format!("v:{v}"),
    }
}

/// Reads a FieldsV1 tree; an unknown key prefix (such as the `i:` of lists this
/// server never keys by index) is an error.
pub(crate) fn decode(fields: &Value) -> Result<FieldSet, String> {
    let mut out = FieldSet::new();
    decode_into(fields, &[], &mut out)?;
    Ok(out)
}

fn decode_into(node: &Value, path: &[Element], out: &mut FieldSet) -> Result<(), String> {
    let Some(map) = node.as_object() else {
        return Err(format!("expected an object in FieldsV1, found {node}"));
    };
    for (key, sub) in map {
        if key == "." {
            if !path.is_empty() {
                out.insert(path.to_vec());
            }
            continue;
        }
        let element = if let Some(name) = key.strip_prefix("f:") {
            Element::Field(name.to_owned())
        } else if let Some(text) = key.strip_prefix("k:") {
            let Ok(Value::Object(fields)) = serde_json::from_str::<Value>(text) else {
                return Err(format!("invalid key in FieldsV1: {key}"));
            };
            Element::Key(fields.into_iter().collect())
        } else if let Some(text) = key.strip_prefix("v:") {
            Element::Value(
                serde_json::from_str(text)
                    .map_err(|_| format!("invalid value in FieldsV1: {key}"))?,
            )
        } else {
            return Err(format!("unsupported path element in FieldsV1: {key}"));
        };
        let p = child(path, element);
        if sub.as_object().is_some_and(Map::is_empty) {
            out.insert(p);
        } else {
            decode_into(sub, &p, out)?;
        }
    }
    Ok(())
}

/// A path as conflict messages print it: `.spec.containers[name="app"].image`.
pub(crate) fn path_string(path: &[Element]) -> String {
    let scalar = |v: &Value| v.to_string();
    path.iter()
        .map(|element| match element {
            Element::Field(name) => format!(".{name}"),
            Element::Key(fields) => format!(
                "[{}]",
                fields
                    .iter()
                    .map(|(k, v)| format!("{k}={}", scalar(v)))
                    .collect::<Vec<_>>()
                    .join(",")
            ),
            Element::Value(v) => format!("[={}]", scalar(v)),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn schema() -> Value {
        root_schema(Some(&json!({
            "type": "object",
            "properties": {
                "spec": {
                    "type": "object",
                    "properties": {
                        "replicas": {"type": "integer"},
                        "args": {"type": "array", "items": {"type": "string"}},
                        "tags": {
                            "type": "array",
                            "items": {"type": "string"},
                            "x-kubernetes-list-type": "set",
                        },
                        "ports": {
                            "type": "array",
                            "x-kubernetes-list-type": "map",
                            "x-kubernetes-list-map-keys": ["protocol", "port"],
                            "items": {
                                "type": "object",
                                "properties": {
                                    "port": {"type": "integer"},
                                    "protocol": {"type": "string"},
                                    "name": {"type": "string"},
                                },
                            },
                        },
                        "selector": {
                            "type": "object",
                            "x-kubernetes-map-type": "atomic",
                            "additionalProperties": {"type": "string"},
                        },
                        "env": {
                            "type": "object",
                            "additionalProperties": {
                                "type": "object",
                                "properties": {"value": {"type": "string"}},
                            },
                        },
                    },
                },
            },
        })))
    }

    fn object() -> Value {
        json!({
            "apiVersion": "example.com/v1",
            "metadata": {
                "name": "a",
                "labels": {"app": "web"},
                "finalizers": ["example.com/cleanup"],
                "ownerReferences": [{"uid": "u1", "name": "owner", "kind": "Owner"}],
            },
            "spec": {
                "replicas": 2,
                "args": ["x", "y"],
                "tags": ["blue", "green"],
                "ports": [{"port": 80, "protocol": "TCP", "name": "http"}],
                "selector": {"app": "web"},
                "env": {"MODE": {"value": "fast"}},
                "empty": {},
            },
        })
    }

    #[test]
    fn encodes_every_list_and_map_type() {
        let schema = schema();
        let set = field_set(Schema::new(&schema), &object());
        assert_eq!(
            encode(&set),
            json!({
                "f:apiVersion": {},
                "f:metadata": {
                    "f:finalizers": {"v:\"example.com/cleanup\"": {}},
                    "f:labels": {"f:app": {}},
                    "f:name": {},
                    "f:ownerReferences": {
                        "k:{\"uid\":\"u1\"}": {".": {}, "f:kind": {}, "f:name": {}, "f:uid": {}},
                    },
                },
                "f:spec": {
                    "f:args": {},
                    "f:empty": {},
                    "f:env": {"f:MODE": {".": {}, "f:value": {}}},
                    "f:ports": {
                        "k:{\"port\":80,\"protocol\":\"TCP\"}": {
                            ".": {}, "f:name": {}, "f:port": {}, "f:protocol": {},
                        },
                    },
                    "f:replicas": {},
                    "f:selector": {},
                    "f:tags": {"v:\"blue\"": {}, "v:\"green\"": {}},
                },
            })
        );
        assert_eq!(decode(&encode(&set)), Ok(set));
    }

    #[test]
    fn decode_refuses_index_paths() {
        assert_eq!(
            decode(&json!({"f:spec": {"i:0": {}}})),
            Err("unsupported path element in FieldsV1: i:0".to_owned())
        );
    }

    #[test]
    fn compare_reports_leaves_and_new_objects() {
        let schema = schema();
        let old = json!({"spec": {"replicas": 1, "tags": ["blue"], "args": ["x"]}});
        let new = json!({
            "metadata": {"labels": {"app": "web"}},
            "spec": {"replicas": 2, "tags": ["green"], "args": ["x"]},
        });
        let c = compare(Schema::new(&schema), &old, &new);
        let paths = |set: &FieldSet| set.iter().map(|p| path_string(p)).collect::<Vec<_>>();
        assert_eq!(
            paths(&c.added),
            [
                ".metadata",
                ".metadata.labels",
                ".metadata.labels.app",
                ".spec.tags[=\"green\"]"
            ]
        );
        assert_eq!(paths(&c.modified), [".spec.replicas"]);
        assert_eq!(paths(&c.removed), [".spec.tags[=\"blue\"]"]);
    }

    #[test]
    fn merge_follows_list_types() {
        let schema = schema();
        let live = json!({"spec": {
            "args": ["x", "y"],
            "tags": ["blue"],
            "ports": [
                {"port": 80, "protocol": "TCP", "name": "http"},
                {"port": 443, "protocol": "TCP", "name": "https"},
            ],
            "selector": {"app": "web", "tier": "front"},
        }});
        let config = json!({"spec": {
            "args": ["z"],
            "tags": ["green", "blue"],
            "ports": [{"port": 443, "protocol": "TCP", "name": "tls"}],
            "selector": {"app": "api"},
        }});
        assert_eq!(
            merge(Schema::new(&schema), &live, &config),
            json!({"spec": {
                "args": ["z"],
                "tags": ["green", "blue"],
                "ports": [
                    {"port": 80, "protocol": "TCP", "name": "http"},
                    {"port": 443, "protocol": "TCP", "name": "tls"},
                ],
                "selector": {"app": "api"},
            }})
        );
    }

    #[test]
    fn merged_items_follow_the_applied_order() {
        let schema = schema();
        let merged = |live: Value, config: Value| {
            merge(
                Schema::new(&schema),
                &json!({"spec": {"tags": live}}),
                &json!({"spec": {"tags": config}}),
            )["spec"]["tags"]
                .clone()
        };
        assert_eq!(
            merged(json!(["a", "b", "c"]), json!(["c", "a"])),
            json!(["b", "c", "a"])
        );
        assert_eq!(
            merged(json!(["a", "b"]), json!(["x", "b", "y"])),
            json!(["a", "x", "b", "y"])
        );
        assert_eq!(merged(json!([]), json!(["y", "x"])), json!(["y", "x"]));
    }

    #[test]
    fn removes_fields_and_items() {
        let mut value = object();
        remove(
            &mut value,
            &[
                Element::Field("spec".into()),
                Element::Field("ports".into()),
                Element::Key(vec![
                    ("port".into(), json!(80)),
                    ("protocol".into(), json!("TCP")),
                ]),
            ],
        );
        remove(
            &mut value,
            &[
                Element::Field("metadata".into()),
                Element::Field("finalizers".into()),
                Element::Value(json!("example.com/cleanup")),
            ],
        );
        remove(
            &mut value,
            &[Element::Field("spec".into()), Element::Field("env".into())],
        );
        assert_eq!(value["spec"]["ports"], json!([]));
        assert_eq!(value["metadata"]["finalizers"], json!([]));
        assert_eq!(value["spec"].get("env"), None);
    }

    #[test]
    fn paths_print_as_in_conflict_messages() {
        let path = vec![
            Element::Field("spec".into()),
            Element::Field("ports".into()),
            Element::Key(vec![
                ("port".into(), json!(80)),
                ("protocol".into(), json!("TCP")),
            ]),
            Element::Field("name".into()),
        ];
        assert_eq!(
            path_string(&path),
            ".spec.ports[port=80,protocol=\"TCP\"].name"
        );
    }
}
