//! One version's schema against the same version's schema before, node by node.
//!
//! Which keywords are value validations (those that may be tightened), which are bounds
//! and on which side a bound tightens, comes from [`crate::keywords::KEYWORDS`]: a
//! keyword there that may sit under `allOf` validates values; one with a [`Bound`]
//! tightens by moving towards its partner; a bound's `exclusive` flag tightens when it
//! is set.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use super::conventions as conv;
use super::{Class, Site};
use crate::keywords::{Bound, KEYWORDS, Side};
// Numbers by their value (`100.0` and `100` are one bound; schemars writes `100.0` for an
// integer's `range`), everything else exactly.
use crate::schema::provenance::EnumReads;
use crdgen_yaml::same_json;

/// One difference inside a schema (the CRD and version are added by the caller).
#[derive(Debug)]
pub(super) struct Change {
    pub(super) path: String,
    pub(super) what: String,
    pub(super) class: Class,
    pub(super) convention: &'static str,
    pub(super) help: String,
    pub(super) site: Site,
}

/// The nodes of the new schema a Rust enum reads, by path (`.spec.mode`), each with what
/// it reads: see [`super::Readers`].
pub(super) type EnumReaders = BTreeMap<String, EnumReads>;

/// The differences between `old` and `new`, the roots of two `openAPIV3Schema`s;
/// `readers` says which nodes of `new` a Rust enum reads.
pub(super) fn compare(old: &Value, new: &Value, readers: &EnumReaders) -> Vec<Change> {
    let mut out = Vec::new();
    node("", old, new, readers, &mut out);
    out
}

/// A path as findings print it: `.` for the root.
fn shown(path: &str) -> String {
    if path.is_empty() {
        ".".to_owned()
    } else {
        path.to_owned()
    }
}

const HELP_TIGHTENED: &str = "objects already holding values it refuses can still be updated while this field is unchanged (validation ratcheting, Kubernetes 1.30 and later), but such values can no longer be written; loosen it again, or tighten it in a new version";
const HELP_UNREADABLE: &str = "or first rewrite every stored object to a value the new type reads, then accept the change with `#[crd(allow_breaking = \"reason\")]`";
const HELP_NEW_VERSION: &str =
    "keep this version as it is and make the change in a new version (with a conversion)";

fn push(
    out: &mut Vec<Change>,
    path: &str,
    what: String,
    class: Class,
    convention: &'static str,
    help: &str,
    site: Site,
) {
    out.push(Change {
        path: shown(path),
        what,
        class,
        convention,
        help: help.to_owned(),
        site,
    });
}

/// The node's type as far as compatibility goes: its `type`, int-or-string, or none
/// (anything: preserved unknown fields or no schema).
fn type_of(v: &Value) -> Option<&str> {
    if v.get("x-kubernetes-int-or-string").and_then(Value::as_bool) == Some(true) {
        return Some("int-or-string");
    }
    v.get("type").and_then(Value::as_str)
}

fn is_true(v: &Value, key: &str) -> bool {
    v.get(key).and_then(Value::as_bool) == Some(true)
}

/// A value as findings quote it: JSON, strings in double quotes.
fn quote(v: &Value) -> String {
    v.to_string()
}

fn node(path: &str, old: &Value, new: &Value, readers: &EnumReaders, out: &mut Vec<Change>) {
    let here = || Site::Node(shown(path));
    match (type_of(old), type_of(new)) {
        (Some(a), Some(b)) if a != b => {
            push(
                out,
                path,
                format!("the type changed from {a} to {b}"),
                Class::BreaksStored,
                conv::TYPE_CHANGE,
                &format!(
                    "stored objects hold {a} values the new schema refuses, and clients read them as the old type; {HELP_NEW_VERSION}"
                ),
                here(),
            );
            return;
        }
        _ => {}
    }
    value_validations(path, old, new, readers, out);
    if is_true(old, "nullable") && !is_true(new, "nullable") {
        push(
            out,
            path,
            "`nullable` was removed".to_owned(),
            Class::BreaksClients,
            conv::TYPE_CHANGE,
            "clients that send null (an `Option` serde writes as null) are refused; keep `nullable`",
            here(),
        );
    }
    defaults(path, old, new, out);
    if is_true(old, "x-kubernetes-preserve-unknown-fields")
        && !is_true(new, "x-kubernetes-preserve-unknown-fields")
    {
        push(
            out,
            path,
            "`x-kubernetes-preserve-unknown-fields` was removed".to_owned(),
            Class::BreaksStored,
            conv::PRUNING,
            "the API server now prunes every field the schema does not name, from stored objects too at their next write; keep `preserve_unknown_fields`, or name every field stored objects may hold",
            here(),
        );
    }
    merge_strategy(path, old, new, out);
    rules(path, old, new, out);
    properties(path, old, new, readers, out);
    if let (Some(a), Some(b)) = (old.get("items"), new.get("items")) {
        node(&format!("{path}[*]"), a, b, readers, out);
    }
    match (
        old.get("additionalProperties").filter(|v| v.is_object()),
        new.get("additionalProperties").filter(|v| v.is_object()),
    ) {
        (Some(a), Some(b)) => node(&format!("{path}.*"), a, b, readers, out),
        (Some(_), None) if !is_true(new, "x-kubernetes-preserve-unknown-fields") => push(
            out,
            path,
            "the map's entries (`additionalProperties`) are no longer allowed".to_owned(),
            Class::BreaksStored,
            conv::NOT_RATCHETED,
            &format!(
                "stored entries are pruned and the API server does not ratchet it; {HELP_NEW_VERSION}"
            ),
            here(),
        ),
        _ => {}
    }
}

/// The value validations of the keyword table: bounds, their exclusive flags, enum,
/// format, and the others (pattern, multipleOf) compared as values.
fn value_validations(
    path: &str,
    old: &Value,
    new: &Value,
    readers: &EnumReaders,
    out: &mut Vec<Change>,
) {
    let here = || Site::Node(shown(path));
    let exclusive_flags: Vec<&str> = KEYWORDS
        .iter()
        .filter_map(|k| k.bound.and_then(|b| b.exclusive))
        .collect();
    for keyword in KEYWORDS.iter().filter(|k| k.all_of) {
        let name = keyword.name;
        let (a, b) = (old.get(name), new.get(name));
        if a.is_none() && b.is_none() || a.zip(b).is_some_and(|(a, b)| same_json(a, b)) {
            continue;
        }
        if let Some(bound) = keyword.bound {
            bound_change(path, name, bound, a, b, out);
            continue;
        }
        if exclusive_flags.contains(&name) {
            let (was, is) = (is_true(old, name), is_true(new, name));
            if was != is {
                let (what, class, convention, help) = if is {
                    (
                        format!("`{name}` was set"),
                        Class::NeedsCare,
                        conv::TIGHTENED,
                        HELP_TIGHTENED,
                    )
                } else {
                    (
                        format!("`{name}` was cleared"),
                        Class::Compatible,
                        conv::LOOSENED,
                        "",
                    )
                };
                push(out, path, what, class, convention, help, here());
            }
            continue;
        }
        match name {
            "enum" => enum_change(path, old, (a, b), readers.get(&shown(path)), out),
            "format" => {
                let (what, class, convention, help) = match (a, b) {
                    (Some(a), Some(b)) => (
                        format!("`format` changed from {} to {}", quote(a), quote(b)),
                        Class::BreaksClients,
                        conv::TYPE_CHANGE,
                        "clients generated from the schema read the field as another type; keep the format in this version",
                    ),
                    (None, Some(b)) => (
                        format!("`format: {}` was added", quote(b)),
                        Class::BreaksClients,
                        conv::TYPE_CHANGE,
                        "clients generated from the schema read the field as another type; keep the format in this version",
                    ),
                    _ => (
                        "`format` was removed".to_owned(),
                        Class::Compatible,
                        conv::LOOSENED,
                        "",
                    ),
                };
                push(out, path, what, class, convention, help, here());
            }
            _ => {
                let (what, class, convention, help) = match (a, b) {
                    (Some(a), Some(b)) => (
                        format!("`{name}` changed from {} to {}", quote(a), quote(b)),
                        Class::NeedsCare,
                        conv::TIGHTENED,
                        HELP_TIGHTENED,
                    ),
                    (None, Some(b)) => (
                        format!("`{name}: {}` was added", quote(b)),
                        Class::NeedsCare,
                        conv::TIGHTENED,
                        HELP_TIGHTENED,
                    ),
                    _ => (
                        format!("`{name}` was removed"),
                        Class::Compatible,
                        conv::LOOSENED,
                        "",
                    ),
                };
                push(out, path, what, class, convention, help, here());
            }
        }
    }
}

fn bound_change(
    path: &str,
    name: &str,
    bound: Bound,
    a: Option<&Value>,
    b: Option<&Value>,
    out: &mut Vec<Change>,
) {
    let number = |v: Option<&Value>| v.and_then(Value::as_f64);
    let tightened = match (number(a), number(b)) {
        (_, None) => false,
        (None, Some(_)) => true,
        (Some(a), Some(b)) => match bound.side {
            Side::Lower => b > a,
            Side::Upper => b < a,
        },
    };
    let what = match (a, b) {
        (Some(a), Some(b)) => format!(
            "`{name}` {} from {} to {}",
            if tightened { "tightened" } else { "loosened" },
            quote(a),
            quote(b)
        ),
        (None, Some(b)) => format!("`{name}: {}` was added", quote(b)),
        _ => format!("`{name}` was removed"),
    };
    let (class, convention, help) = if tightened {
        (Class::NeedsCare, conv::TIGHTENED, HELP_TIGHTENED)
    } else {
        (Class::Compatible, conv::LOOSENED, "")
    };
    push(
        out,
        path,
        what,
        class,
        convention,
        help,
        Site::Node(shown(path)),
    );
}

/// `enum` added, removed or changed. `reads`: what the new Rust type reads at the node,
/// when it is a Rust enum: a stored value it does not read cannot be read at all, which
/// is worse than a tightened validation the API server ratchets; one its
/// `#[serde(other)]` variant reads is replaced by that variant's name when written back.
fn enum_change(
    path: &str,
    old_node: &Value,
    (a, b): (Option<&Value>, Option<&Value>),
    reads: Option<&EnumReads>,
    out: &mut Vec<Change>,
) {
    let here = || Site::Node(shown(path));
    let values = |v: Option<&Value>| v.and_then(Value::as_array).cloned();
    let (old, new) = (values(a), values(b));
    let Some(old) = old else {
        if new.is_some() {
            enum_added(path, old_node, reads, out);
        }
        return;
    };
    // A Rust enum reads strings; anything else in an `enum` (a `null` older generators
    // list for an `Option`, which reads it as `None`) is not its business.
    let read_as_itself =
        |v: &Value| reads.is_none_or(|r| v.as_str().is_none_or(|s| r.names.iter().any(|n| n == s)));
    // `null` is `nullable`'s business (compared on its own), not a value `enum` lists.
    let kept = |v: &Value| {
        v.is_null()
            || new
                .as_ref()
                .is_some_and(|n| n.iter().any(|x| same_json(x, v)))
    };
    let pick = |f: &dyn Fn(&Value) -> bool| -> Vec<String> {
        old.iter().filter(|v| f(v)).map(quote).collect()
    };
    let unread = pick(&|v| !kept(v) && !read_as_itself(v));
    let ratcheted = pick(&|v| new.is_some() && !kept(v) && read_as_itself(v));
    if !unread.is_empty() {
        let list = unread.join(", ");
        let what = format!("`enum` no longer allows {list}, which");
        match reads.and_then(|r| r.other.as_ref()) {
            Some(o) => push(
                out,
                path,
                format!(
                    "{what} the Rust enum now reads as {}",
                    quote(&Value::String(o.clone()))
                ),
                Class::BreaksStored,
                conv::ENUM_VALUE_REMOVED,
                &help_caught(o),
                here(),
            ),
            None => push(
                out,
                path,
                format!("{what} the Rust enum no longer reads"),
                Class::BreaksStored,
                conv::ENUM_VALUE_REMOVED,
                &format!(
                    "stored objects may hold {list} (the API server ratchets `enum`), and deserializing such an object fails, so every typed list and watch of the kind fails (kube-rs reads a whole list at once); keep the variant, or read the old value as the variant that replaces it with `#[serde(alias = {})]` on that variant, {HELP_UNREADABLE}",
                    unread[0]
                ),
                here(),
            ),
        }
    }
    if !ratcheted.is_empty() {
        push(
            out,
            path,
            format!("`enum` no longer allows {}", ratcheted.join(", ")),
            Class::NeedsCare,
            conv::TIGHTENED,
            HELP_TIGHTENED,
            here(),
        );
    }
    match &new {
        None => push(
            out,
            path,
            "`enum` was removed".to_owned(),
            Class::Compatible,
            conv::LOOSENED,
            "",
            here(),
        ),
        Some(new) => {
            let added: Vec<String> = new
                .iter()
                .filter(|v| !old.iter().any(|x| same_json(x, v)))
                .map(quote)
                .collect();
            if !added.is_empty() {
                push(
                    out,
                    path,
                    format!("`enum` now also allows {}", added.join(", ")),
                    Class::Compatible,
                    conv::ADDITION,
                    "clients that match on every value meet one they do not know",
                    here(),
                );
            }
        }
    }
}

/// An `enum` where there was none: breaking when a Rust enum now reads the field (a
/// stored value may be any string), else a tightened validation. When the old schema
/// restricted the values another way (`oneOf` of enums, as schemars writes documented
/// variants, a `pattern`, CEL rules), crdgen cannot tell which values were stored: the
/// finding needs care instead.
fn enum_added(path: &str, old: &Value, reads: Option<&EnumReads>, out: &mut Vec<Change>) {
    let here = || Site::Node(shown(path));
    let restricted = [
        "oneOf",
        "anyOf",
        "allOf",
        "pattern",
        "x-kubernetes-validations",
    ]
    .into_iter()
    .find(|k| old.get(*k).is_some());
    let key = restricted.unwrap_or_default();
    match reads {
        Some(EnumReads { names, .. }) if restricted.is_some() => push(
            out,
            path,
            format!(
                "`enum` was added: a Rust enum now reads the field, which `{key}` restricted before"
            ),
            Class::NeedsCare,
            conv::TYPE_CHANGE,
            &format!(
                "a stored value the enum does not read ({}) fails every typed list and watch of the kind; check that `{key}` admitted no other value",
                quoted(names)
            ),
            here(),
        ),
        Some(EnumReads {
            names, other: None, ..
        }) => push(
            out,
            path,
            "`enum` was added: a Rust enum now reads the field".to_owned(),
            Class::BreaksStored,
            conv::TYPE_CHANGE,
            &format!(
                "stored objects may hold any value, and deserializing one other than those the enum reads ({}) fails, so every typed list and watch of the kind fails (kube-rs reads a whole list at once); keep the field a `String` in this version, {HELP_UNREADABLE}",
                quoted(names)
            ),
            here(),
        ),
        Some(EnumReads { other: Some(o), .. }) => push(
            out,
            path,
            format!(
                "`enum` was added: a Rust enum now reads the field, other values as {}",
                quote(&Value::String(o.clone()))
            ),
            Class::BreaksStored,
            conv::TYPE_CHANGE,
            &help_caught(o),
            here(),
        ),
        None => push(
            out,
            path,
            "`enum` was added".to_owned(),
            Class::NeedsCare,
            conv::TIGHTENED,
            HELP_TIGHTENED,
            here(),
        ),
    }
}

/// Names as findings quote them: `"a", "b"`.
fn quoted(names: &[String]) -> String {
    names
        .iter()
        .map(|n| quote(&Value::String(n.clone())))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What to do about stored values a `#[serde(other)]` variant named `other` reads.
fn help_caught(other: &str) -> String {
    let other = quote(&Value::String(other.to_owned()));
    format!(
        "stored objects holding such a value stay readable, but a typed client reads it as {other} and writes {other} back when it updates the object, so the stored value is lost; keep the variant, or first rewrite every stored object to a value the new type reads"
    )
}

fn defaults(path: &str, old: &Value, new: &Value, out: &mut Vec<Change>) {
    let here = || Site::Node(shown(path));
    let help = "objects that leave the field out read the new value from now on, stored ones included; keep the default in this version and change it in a new one";
    match (old.get("default"), new.get("default")) {
        (Some(a), Some(b)) if !same_json(a, b) => push(
            out,
            path,
            format!("the default changed from {} to {}", quote(a), quote(b)),
            Class::BreaksClients,
            conv::DEFAULT_CHANGED,
            help,
            here(),
        ),
        (Some(a), None) => push(
            out,
            path,
            format!("the default {} was removed", quote(a)),
            Class::BreaksClients,
            conv::DEFAULT_CHANGED,
            help,
            here(),
        ),
        (None, Some(b)) => push(
            out,
            path,
            format!("the default {} was added", quote(b)),
            Class::NeedsCare,
            conv::DEFAULT_CHANGED,
            "stored objects without the field read it with the default from now on (the API server defaults on read); make sure that is what they meant",
            here(),
        ),
        _ => {}
    }
}

/// `x-kubernetes-list-type`, `x-kubernetes-list-map-keys`, `x-kubernetes-map-type`.
fn merge_strategy(path: &str, old: &Value, new: &Value, out: &mut Vec<Change>) {
    let here = || Site::Node(shown(path));
    let get = |v: &Value, k: &str| v.get(k).cloned();
    let list = |v: &Value| {
        v.get("x-kubernetes-list-type")
            .and_then(Value::as_str)
            .map(str::to_owned)
            .or_else(|| (type_of(v) == Some("array")).then(|| "atomic".to_owned()))
    };
    if let (Some(a), Some(b)) = (list(old), list(new))
        && a != b
    {
        let (class, convention, help) = if b == "atomic" {
            (
                Class::BreaksClients,
                conv::MERGE_STRATEGY,
                "server-side apply now replaces the whole list instead of merging items, so managers overwrite each other's items; keep the list type in this version",
            )
        } else {
            (
                Class::BreaksStored,
                conv::NOT_RATCHETED,
                "stored lists with duplicate items (or keys) can no longer be updated: the API server does not ratchet the list type; keep it in this version",
            )
        };
        push(
            out,
            path,
            format!("the list type changed from {a} to {b}"),
            class,
            convention,
            help,
            here(),
        );
    } else if let (Some(a), Some(b)) = (
        get(old, "x-kubernetes-list-map-keys"),
        get(new, "x-kubernetes-list-map-keys"),
    ) && a != b
    {
        push(
            out,
            path,
            format!(
                "the list map keys changed from {} to {}",
                quote(&a),
                quote(&b)
            ),
            Class::BreaksStored,
            conv::NOT_RATCHETED,
            "stored lists whose items repeat the new keys can no longer be updated (not ratcheted), and server-side apply merges items by the new keys; keep the keys in this version",
            here(),
        );
    }
    let map = |v: &Value| {
        v.get("x-kubernetes-map-type")
            .and_then(Value::as_str)
            .unwrap_or("granular")
            .to_owned()
    };
    if type_of(old) == Some("object") && type_of(new) == Some("object") && map(old) != map(new) {
        push(
            out,
            path,
            format!("the map type changed from {} to {}", map(old), map(new)),
            Class::BreaksClients,
            conv::MERGE_STRATEGY,
            "server-side apply merges or replaces the object differently, so field managers take over each other's fields; keep the map type in this version",
            here(),
        );
    }
}

/// The CEL rules of a node, by their text.
fn rule_texts(v: &Value) -> Vec<(&str, &Value)> {
    v.get("x-kubernetes-validations")
        .and_then(Value::as_array)
        .map(|rs| {
            rs.iter()
                .filter_map(|r| Some((r.get("rule")?.as_str()?, r)))
                .collect()
        })
        .unwrap_or_default()
}

fn rules(path: &str, old: &Value, new: &Value, out: &mut Vec<Change>) {
    let (before, after) = (rule_texts(old), rule_texts(new));
    for (rule, r) in &after {
        if before.iter().any(|(b, _)| b == rule) {
            continue;
        }
        let site = Site::Rule(shown(path), (*rule).to_owned());
        if rule.contains("oldSelf") {
            let optional = r.get("optionalOldSelf").and_then(Value::as_bool) == Some(true);
            push(
                out,
                path,
                format!("a transition rule was added: `{rule}`"),
                Class::NeedsCare,
                conv::TRANSITION_RULE,
                if optional {
                    "transition rules are never ratcheted; with `optional_old_self` it also runs on create and when the field is first set: make sure every value already stored passes"
                } else {
                    "transition rules are never ratcheted: every update that changes the field must pass it (it is skipped on create and when there is no old value)"
                },
                site,
            );
        } else {
            push(
                out,
                path,
                format!("a CEL rule was added: `{rule}`"),
                Class::NeedsCare,
                conv::CEL_RULE,
                "the API server ratchets rules that do not read `oldSelf` (stored objects failing it can still be updated while this field is unchanged), but any write that changes the field must pass; to exempt the values already stored when they change, write it with `optional_old_self` (`!oldSelf.hasValue() || ...`) or add it in a new version",
                site,
            );
        }
    }
    for (rule, _) in &before {
        if !after.iter().any(|(a, _)| a == rule) {
            push(
                out,
                path,
                format!("the CEL rule `{rule}` was removed"),
                Class::Compatible,
                conv::LOOSENED,
                "",
                Site::Node(shown(path)),
            );
        }
    }
}

/// Properties removed, renamed, added or newly required, then each kept one compared.
fn properties(path: &str, old: &Value, new: &Value, readers: &EnumReaders, out: &mut Vec<Change>) {
    let empty = Map::new();
    fn props(v: &Value) -> Option<&Map<String, Value>> {
        v.get("properties").and_then(Value::as_object)
    }
    let (Some(before), after) = (props(old), props(new).unwrap_or(&empty)) else {
        // No properties before (a map, or an object that kept unknown fields): the
        // checks of `additionalProperties` and pruning say what naming fields changes.
        return;
    };
    if props(new).is_none() && is_true(new, "x-kubernetes-preserve-unknown-fields") {
        return;
    }
    let required = |v: &Value| -> Vec<String> {
        v.get("required")
            .and_then(Value::as_array)
            .map(|r| {
                r.iter()
                    .filter_map(Value::as_str)
                    .map(str::to_owned)
                    .collect()
            })
            .unwrap_or_default()
    };
    let gone: Vec<&str> = before
        .keys()
        .filter(|k| !after.contains_key(*k))
        .map(String::as_str)
        .collect();
    let mut new_names: Vec<&str> = after
        .keys()
        .filter(|k| !before.contains_key(*k))
        .map(String::as_str)
        .collect();
    for name in gone.iter().copied() {
        let child = format!("{path}.{name}");
        // The same schema under a new name, and no other removed or added field of
        // that schema: a rename (descriptions aside).
        let candidates: Vec<usize> = (0..new_names.len())
            .filter(|i| same_shape(&before[name], &after[new_names[*i]]))
            .collect();
        let rivals = gone
            .iter()
            .filter(|g| {
                candidates
                    .iter()
                    .any(|i| same_shape(&before[**g], &after[new_names[*i]]))
            })
            .count();
        let renamed = match candidates.as_slice() {
            [i] if rivals == 1 => Some(*i),
            _ => None,
        };
        match renamed {
            Some(i) => {
                let to = new_names.remove(i);
                push(
                    out,
                    &child,
                    format!("the field was renamed to `{to}`"),
                    Class::BreaksStored,
                    conv::RENAMED_FIELD,
                    &format!(
                        "stored values under `{name}` are pruned at the next write and clients still send `{name}`; keep the wire name with `#[serde(rename = \"{name}\")]`, or keep `{name}` (documented as deprecated) beside `{to}` in this version"
                    ),
                    Site::Node(format!("{path}.{to}")),
                );
            }
            None => push(
                out,
                &child,
                "the field was removed".to_owned(),
                Class::BreaksStored,
                conv::REMOVED_FIELD,
                "stored values of it are pruned at the next write and clients that send it lose it; keep the field (documented as deprecated) in this version and remove it in a new version",
                Site::Lost(shown(path)),
            ),
        }
    }
    let (was_required, is_required) = (required(old), required(new));
    for name in &is_required {
        if was_required.contains(name) || !after.contains_key(name) {
            continue;
        }
        if after[name].get("default").is_some() {
            continue;
        }
        // A field that is new and required is the same break, said as what it is.
        let what = if before.contains_key(name) {
            "the field is now required"
        } else {
            "a new required field without a default"
        };
        push(
            out,
            &format!("{path}.{name}"),
            what.to_owned(),
            Class::BreaksStored,
            conv::REQUIRED_ADDED,
            "objects without it can no longer be created or updated (the API server does not ratchet `required`); make it optional (an `Option`, or `#[serde(default)]`) or give it a default with `#[crd(default = ...)]`",
            Site::Node(format!("{path}.{name}")),
        );
    }
    for name in new_names {
        let required = is_required.iter().any(|r| r == name);
        let what = match (required, after[name].get("default")) {
            (false, _) => "a new optional field".to_owned(),
            (true, Some(d)) => format!("a new field with the default {}", quote(d)),
            // Reported above as newly required.
            (true, None) => continue,
        };
        let child = format!("{path}.{name}");
        push(
            out,
            &child,
            what,
            Class::Compatible,
            conv::ADDITION,
            "",
            Site::Node(child.clone()),
        );
    }
    for (name, a) in before {
        if let Some(b) = after.get(name) {
            node(&format!("{path}.{name}"), a, b, readers, out);
        }
    }
}

/// Whether two schemas are the same but for descriptions.
fn same_shape(a: &Value, b: &Value) -> bool {
    fn strip(v: &Value) -> Value {
        match v {
            Value::Object(m) => Value::Object(
                m.iter()
                    .filter(|(k, _)| k.as_str() != "description")
                    .map(|(k, v)| (k.clone(), strip(v)))
                    .collect(),
            ),
            Value::Array(items) => Value::Array(items.iter().map(strip).collect()),
            other => other.clone(),
        }
    }
    same_json(&strip(a), &strip(b))
}
