//! CRD-level and version-level differences: CRDs removed, scope and names changed,
//! versions removed, no longer served, or moved as the storage version.

use std::collections::BTreeMap;

use serde_json::Value;

use super::conventions as conv;
use super::{Class, Finding, Readers, Site, crd_name};

/// Every difference between the CRDs `before` and `after` (matched by name), sorted by
/// CRD, version, path and message, with what the Rust types behind `after` read
/// (`readers`). CRDs without a name are ignored.
pub fn compare(before: &[Value], after: &[Value], readers: &Readers) -> Vec<Finding> {
    let before: BTreeMap<&str, &Value> = before
        .iter()
        .filter_map(|c| Some((crd_name(c)?, c)))
        .collect();
    let after: BTreeMap<&str, &Value> = after
        .iter()
        .filter_map(|c| Some((crd_name(c)?, c)))
        .collect();
    let mut out = Vec::new();
    for (name, old) in &before {
        match after.get(name) {
            Some(new) => crd(name, old, new, readers, &mut out),
            None => out.push(Finding {
                crd: (*name).to_owned(),
                version: None,
                path: String::new(),
                what: "the CRD is no longer generated".to_owned(),
                class: Class::BreaksStored,
                convention: conv::CRD_REMOVED,
                help: "deleting the CRD from a cluster deletes every object of it; keep the kind (its plural and group make the CRD's name) or remove it from clusters deliberately".to_owned(),
                site: Site::Kind,
            }),
        }
    }
    for name in after.keys().filter(|n| !before.contains_key(*n)) {
        out.push(Finding {
            crd: (*name).to_owned(),
            version: None,
            path: String::new(),
            what: "a new CRD".to_owned(),
            class: Class::Compatible,
            convention: conv::ADDITION,
            help: String::new(),
            site: Site::Kind,
        });
    }
    out.sort();
    out.dedup();
    out
}

/// The string at `pointer` in `v`.
fn text<'v>(v: &'v Value, pointer: &str) -> Option<&'v str> {
    v.pointer(pointer).and_then(Value::as_str)
}

/// The strings of the array at `pointer` in `v`.
fn strings<'v>(v: &'v Value, pointer: &str) -> Vec<&'v str> {
    v.pointer(pointer)
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default()
}

/// The versions of a CRD by name.
fn versions(crd: &Value) -> BTreeMap<&str, &Value> {
    crd.pointer("/spec/versions")
        .and_then(Value::as_array)
        .map(|vs| {
            vs.iter()
                .filter_map(|v| Some((text(v, "/name")?, v)))
                .collect()
        })
        .unwrap_or_default()
}

fn flag(v: &Value, key: &str) -> bool {
    v.get(key).and_then(Value::as_bool).unwrap_or(false)
}

fn crd(name: &str, old: &Value, new: &Value, readers: &Readers, out: &mut Vec<Finding>) {
    let finding =
        |version: Option<&str>, what: String, class, convention, help: &str, site| Finding {
            crd: name.to_owned(),
            version: version.map(str::to_owned),
            path: String::new(),
            what,
            class,
            convention,
            help: help.to_owned(),
            site,
        };
    if let (Some(a), Some(b)) = (text(old, "/spec/scope"), text(new, "/spec/scope"))
        && a != b
    {
        out.push(finding(
            None,
            format!("the scope changed from {a} to {b}"),
            Class::BreaksStored,
            conv::SCOPE,
            "the API server refuses to change an existing CRD's scope, and stored objects belong to namespaces (or not); put the kind in a new group or under a new plural instead",
            Site::Kind,
        ));
    }
    for key in ["kind", "listKind", "singular"] {
        let pointer = format!("/spec/names/{key}");
        if let (Some(a), Some(b)) = (text(old, &pointer), text(new, &pointer))
            && a != b
        {
            out.push(finding(
                None,
                format!("`names.{key}` changed from `{a}` to `{b}`"),
                Class::BreaksClients,
                conv::NAMES,
                "clients, manifests and RBAC rules name the old one; keep the name, or add the new kind beside the old one",
                Site::Kind,
            ));
        }
    }
    for key in ["shortNames", "categories"] {
        let pointer = format!("/spec/names/{key}");
        let kept = strings(new, &pointer);
        for gone in strings(old, &pointer)
            .into_iter()
            .filter(|s| !kept.contains(s))
        {
            out.push(finding(
                None,
                format!("`names.{key}` no longer holds `{gone}`"),
                Class::BreaksClients,
                conv::NAMES,
                "`kubectl get` with it and scripts using it stop working; keep it",
                Site::Kind,
            ));
        }
    }

    let (old_versions, new_versions) = (versions(old), versions(new));
    let stored = stored_versions(old, &old_versions);
    let new_storage = new_versions
        .iter()
        .find(|(_, v)| flag(v, "storage"))
        .map(|(n, _)| *n);
    for (v, old_v) in &old_versions {
        let Some(new_v) = new_versions.get(v) else {
            let (class, convention, help) = if stored.contains(v) {
                (
                    Class::BreaksStored,
                    conv::STORED_VERSION,
                    "objects are stored as this version (it was the storage version, so it is in `status.storedVersions`), and the API server refuses a CRD that drops such a version; keep it with `served = false` until a storage migration has rewritten every object and removed it from `status.storedVersions`",
                )
            } else if flag(old_v, "served") {
                (
                    Class::BreaksClients,
                    conv::SERVED_VERSION,
                    "clients using it fail; mark it `deprecated` for a release, then `served = false`, before removing it",
                )
            } else {
                (Class::Compatible, conv::SERVED_VERSION, "")
            };
            out.push(finding(
                Some(v),
                "the version was removed".to_owned(),
                class,
                convention,
                help,
                Site::Kind,
            ));
            continue;
        };
        if flag(old_v, "served") && !flag(new_v, "served") {
            out.push(finding(
                Some(v),
                "the version is no longer served".to_owned(),
                Class::BreaksClients,
                conv::SERVED_VERSION,
                "clients using it fail; mark it `deprecated` for a release before `served = false`",
                Site::Node(".".to_owned()),
            ));
        }
        if !flag(old_v, "deprecated") && flag(new_v, "deprecated") {
            out.push(finding(
                Some(v),
                "the version is deprecated".to_owned(),
                Class::Compatible,
                conv::SERVED_VERSION,
                "",
                Site::Node(".".to_owned()),
            ));
        }
        if flag(old_v, "storage") && !flag(new_v, "storage") {
            let to = new_storage.map_or_else(String::new, |n| format!(" (now `{n}`)"));
            out.push(finding(
                Some(v),
                format!("the version is no longer the storage version{to}"),
                Class::NeedsCare,
                conv::STORAGE_VERSION,
                "objects stay stored as this version until rewritten: keep it in the CRD (and served while clients use it) until a storage migration removed it from `status.storedVersions`",
                Site::Node(".".to_owned()),
            ));
        }
        if let (Some(a), Some(b)) = (
            old_v.pointer("/schema/openAPIV3Schema"),
            new_v.pointer("/schema/openAPIV3Schema"),
        ) {
            for c in super::schema::compare(a, b, readers.enum_readers(name, v)) {
                out.push(Finding {
                    crd: name.to_owned(),
                    version: Some((*v).to_owned()),
                    path: c.path,
                    what: c.what,
                    class: c.class,
                    convention: c.convention,
                    help: c.help,
                    site: c.site,
                });
            }
        }
    }
    for v in new_versions
        .keys()
        .filter(|v| !old_versions.contains_key(*v))
    {
        out.push(finding(
            Some(v),
            "a new version".to_owned(),
            Class::Compatible,
            conv::ADDITION,
            "",
            Site::Node(".".to_owned()),
        ));
    }
}

/// The versions objects may be stored as: `status.storedVersions` when the CRD read has
/// a status (one taken from a cluster), else its storage version (a file never records
/// the others, so the one it stores is the one known for sure).
fn stored_versions<'v>(crd: &'v Value, versions: &BTreeMap<&'v str, &'v Value>) -> Vec<&'v str> {
    let recorded = strings(crd, "/status/storedVersions");
    if !recorded.is_empty() {
        return recorded;
    }
    versions
        .iter()
        .filter(|(_, v)| flag(v, "storage"))
        .map(|(n, _)| *n)
        .collect()
}
