//! Findings as diagnostics at the Rust behind them, with what was accepted deliberately.

use std::collections::BTreeMap;

use super::{AllowEntry, Class, Finding, Readers, Site};
use crate::crd::Crd;
use crate::diagnostic::codes::check as codes;
use crate::diagnostic::{Diagnostic, Diagnostics, Location, escape};
use crate::schema::structural::nearest_origin;

impl AllowEntry {
    fn accepts(&self, f: &Finding) -> bool {
        let path_matches = |p: &String| {
            f.path == *p
                || f.path
                    .strip_prefix(p.as_str())
                    .is_some_and(|rest| rest.starts_with(['.', '[']))
        };
        self.crd.as_ref().is_none_or(|c| *c == f.crd)
            && self
                .version
                .as_ref()
                .is_none_or(|v| Some(v) == f.version.as_ref())
            && self.path.as_ref().is_none_or(path_matches)
    }
}

/// What the types generate now, for pointing at them.
#[derive(Default)]
pub struct After {
    /// The CRDs, with the fields and markers behind their schemas.
    pub crds: Vec<Crd>,
    /// `#[crd(allow_breaking = "reason")]`: each field (at its name, as schema
    /// provenance records it) with its reason.
    pub allowed_fields: BTreeMap<Location, String>,
    /// The spec and status structs of each CRD and version, by CRD name, version and
    /// the path of their node (`.spec`, `.status`; `.` for a `top_level` spec): where a
    /// finding about a node no field made points; and under the empty path, the
    /// version's `version = "..."`, where a finding about the version points.
    pub structs: BTreeMap<(String, String, String), Location>,
}

impl After {
    /// The CRD values, as [`super::compare`] takes them.
    pub fn values(&self) -> Vec<serde_json::Value> {
        self.crds.iter().map(|c| c.value.clone()).collect()
    }

    /// What the Rust types read at each node of each version, as [`super::compare`]
    /// takes it: the enum readers the schema provenance records.
    pub fn readers(&self) -> Readers {
        let mut out = Readers::default();
        for crd in &self.crds {
            let Some(name) = super::crd_name(&crd.value) else {
                continue;
            };
            for (version, prov) in &crd.provenance {
                out.insert(name, version, prov.enum_readers());
            }
        }
        out
    }
}

/// The findings as the CLI prints them.
#[derive(Debug, Default)]
pub struct Report {
    /// Breaking changes (errors), accepted ones and those that need care (warnings),
    /// sorted by location.
    pub diagnostics: Diagnostics,
    /// How many breaking changes were not accepted: the run fails when there are any.
    pub breaking: usize,
    /// How many breaking changes were accepted.
    pub accepted: usize,
    /// How many changes need care.
    pub needs_care: usize,
    /// The compatible changes, one line each (`<crd> <version> <path>: <what>`).
    pub compatible: Vec<String>,
}

impl Report {
    /// The summary line.
    pub fn summary(&self) -> String {
        format!(
            "{} breaking change(s), {} accepted, {} needing care, {} compatible",
            self.breaking,
            self.accepted,
            self.needs_care,
            self.compatible.len()
        )
    }
}

/// Where a finding is about, in words: `` `.spec.size` of widgets.example.com v1 ``.
fn subject(f: &Finding) -> String {
    let crd = escape::value(&f.crd);
    let at = match &f.version {
        Some(v) => format!("{crd} {}", escape::value(v)),
        None => crd.into_owned(),
    };
    if f.path.is_empty() {
        at
    } else {
        format!("`{}` of {at}", escape::value(&f.path))
    }
}

/// The Rust behind a finding: the field or marker, else the kind's declaration.
fn locate(f: &Finding, after: &After) -> Option<Location> {
    let crd = after
        .crds
        .iter()
        .find(|c| super::crd_name(&c.value) == Some(f.crd.as_str()))?;
    let prov = f
        .version
        .as_ref()
        .and_then(|v| crd.provenance.iter().find(|(name, _)| name == v))
        .map(|(_, p)| p);
    // The field behind the node (or the nearest one above it), else the spec or status
    // struct it lies in.
    let field = |path: &str| {
        let origins = prov?.origins();
        if let Some((_, at)) = nearest_origin(path, &origins) {
            return Some(at.clone());
        }
        let version = f.version.as_ref()?;
        let top = [".status", ".spec", "."].into_iter().find(|top| {
            path == *top
                || *top == "."
                || path
                    .strip_prefix(top)
                    .is_some_and(|rest| rest.starts_with(['.', '[']))
        })?;
        after
            .structs
            .get(&(f.crd.clone(), version.clone(), top.to_owned()))
            .cloned()
    };
    let version_at = || {
        let version = f.version.as_ref()?;
        after
            .structs
            .get(&(f.crd.clone(), version.clone(), String::new()))
            .cloned()
    };
    let found = match &f.site {
        Site::Kind => version_at(),
        Site::Node(path) if path == "." && f.path.is_empty() => version_at(),
        Site::Node(path) | Site::Lost(path) => field(path),
        Site::Rule(path, rule) => prov
            .and_then(|p| {
                p.rule_sites()
                    .get(path)
                    .and_then(|sites| sites.iter().find(|(r, _)| r == rule))
                    .map(|(_, at)| (*at).clone())
            })
            .or_else(|| field(path)),
    };
    Some(found.unwrap_or_else(|| crd.declared_at.clone()))
}

/// How to accept a breaking finding made on purpose, written out for this one: the
/// `[check] allow` entry always works; `allow_breaking` only on a field that still
/// exists (a removed field has no attribute to carry it, E0309 on its struct), not on a
/// version or the kind.
fn how_to_accept(f: &Finding) -> String {
    // Quoted by the toml crate, so any name or path gives a valid entry.
    let quoted = |v: &str| toml::Value::String(v.to_owned()).to_string();
    let mut keys = vec![format!("crd = {}", quoted(&f.crd))];
    if let Some(v) = &f.version {
        keys.push(format!("version = {}", quoted(v)));
    }
    if !f.path.is_empty() {
        keys.push(format!("path = {}", quoted(&f.path)));
    }
    let broad = if f.path.is_empty() {
        " (an entry without a path accepts every breaking finding of its CRD or version, later ones too)"
    } else {
        ""
    };
    let entry = format!(
        "add {{ {}, reason = \"...\" }} to `allow` under `[check]` in crdgen.toml{broad}",
        keys.join(", ")
    );
    let meant = "if the change is meant (nothing stored holds the old form yet, say), accept it";
    match &f.site {
        // A field of the schema; `.` is the version itself (its `version = "..."`).
        Site::Node(node) if node != "." && !f.path.is_empty() => {
            format!("{meant} with #[crd(allow_breaking = \"reason\")] on the field, or {entry}")
        }
        _ => format!("{meant}: {entry}"),
    }
}

/// The findings as diagnostics: breaking ones are errors unless accepted (by
/// `allow_breaking` on the field they point at, or by a `[check] allow` entry), those
/// that need care warnings, compatible ones listed.
pub fn report(findings: &[Finding], after: &After, allow: &[AllowEntry]) -> Report {
    let mut out = Report::default();
    for f in findings {
        if f.class == Class::Compatible {
            out.compatible
                .push(format!("{}: {}", subject(f), escape::value(&f.what)));
            continue;
        }
        let at = locate(f, after);
        let message = format!("{}: {}", subject(f), escape::value(&f.what));
        let reason = at
            .as_ref()
            .and_then(|l| after.allowed_fields.get(l))
            .cloned()
            .or_else(|| {
                allow
                    .iter()
                    .find(|a| a.accepts(f))
                    .map(|a| a.reason.clone())
            });
        let mut d = match (f.class.is_breaking(), reason) {
            (true, Some(reason)) => {
                out.accepted += 1;
                Diagnostic::warning(codes::ACCEPTED, message)
                    .label(format!("{}, accepted", f.class.name()))
                    .note(format!("accepted: {}", escape::value(&reason)))
            }
            (true, None) => {
                out.breaking += 1;
                let code = if f.class == Class::BreaksStored {
                    codes::BREAKS_STORED
                } else {
                    codes::BREAKS_CLIENTS
                };
                let mut d = Diagnostic::error(code, message).label(f.class.name());
                if !f.help.is_empty() {
                    d = d.help(f.help.clone());
                }
                d
            }
            (false, _) => {
                out.needs_care += 1;
                let mut d = Diagnostic::warning(codes::NEEDS_CARE, message).label(f.class.name());
                if !f.help.is_empty() {
                    d = d.help(f.help.clone());
                }
                d
            }
        };
        d = d.note(format!("convention: {}", f.convention));
        if d.severity == crate::diagnostic::Severity::Error {
            d = d.note(how_to_accept(f));
        }
        if let Some(at) = at {
            d = d.at(at);
        }
        out.diagnostics.0.push(d);
    }
    // An entry that accepts nothing is a typo or a leftover: said, so that it does not
    // silently accept a later change it was never meant for.
    for entry in allow.iter().filter(|a| {
        !findings
            .iter()
            .any(|f| f.class.is_breaking() && a.accepts(f))
    }) {
        let key = |name: &str, v: &Option<String>| {
            v.as_ref()
                .map(|v| format!("{name} = \"{}\"", escape::value(v)))
        };
        let keys: Vec<String> = [
            key("crd", &entry.crd),
            key("version", &entry.version),
            key("path", &entry.path),
        ]
        .into_iter()
        .flatten()
        .collect();
        out.diagnostics.0.push(
            Diagnostic::warning(
                codes::ALLOW_UNUSED,
                format!(
                    "the `[check] allow` entry {{ {} }} accepts no breaking change",
                    keys.join(", ")
                ),
            )
            .note(format!("its reason: {}", escape::value(&entry.reason)))
            .help("remove the entry once the change it accepted is released, or correct its crd, version and path (as the findings print them)"),
        );
    }
    out.diagnostics.sort();
    out
}
