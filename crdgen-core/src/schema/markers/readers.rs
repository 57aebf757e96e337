//! The values markers admit (`enum`) or write (`default`, `example`) checked against the
//! Rust enum that reads the node, as the schema stage recorded it
//! ([`Provenance::enum_reader_at`]): the API server admits whatever the CRD says, and a
//! value the enum's derived `Deserialize` cannot read fails every typed list and watch
//! of the kind (one unreadable object fails the whole list).
//!
//! The type's own `enum` already holds only names it reads, but a marker replaces it
//! where it is applied to the node itself (`items(enum = ...)` on a `Vec` of the enum, or
//! `#[crd(enum = ...)]` on the enum): this check is what keeps such a marker honest.

use serde_json::Value;

use super::super::provenance::{EnumReads, NodePath, Provenance, Step};
use crate::diagnostic::codes::markers as codes;
use crate::diagnostic::escape;
use crate::model::AttrError;
use crate::model::markers::{Marker, Markers};

/// How a Rust enum reads one name.
enum Read<'r> {
    /// As the variant of that name: written back unchanged.
    Itself,
    /// Through an alias of the variant named here, which it is written back as.
    Alias(&'r str),
    /// As the `#[serde(other)]` variant named here, which it is written back as.
    Other(&'r str),
    /// Not at all: deserializing it fails.
    Refused,
}

fn read<'r>(reads: &'r EnumReads, name: &str) -> Read<'r> {
    if let Some((_, variant)) = reads.aliases.iter().find(|(a, _)| a == name) {
        return Read::Alias(variant);
    }
    if reads.names.iter().any(|n| n == name) {
        return Read::Itself;
    }
    match &reads.other {
        Some(other) => Read::Other(other),
        None => Read::Refused,
    }
}

/// Checks the `enum`, `default` and `example` values of `markers` (applied to the root of
/// `prov`'s schema, `items(...)` to its items) against the Rust enums that read the nodes
/// they land on. A value the enum cannot read, or reads as its `#[serde(other)]` variant
/// (the stored value then changes at the next write), is an error at the marker; the
/// warnings returned are the values read through an alias.
pub fn check(markers: &Markers, prov: &Provenance) -> Result<Vec<AttrError>, AttrError> {
    let mut warnings = Vec::new();
    walk_markers(markers, prov, &mut Vec::new(), &mut warnings)?;
    Ok(warnings)
}

fn walk_markers(
    markers: &Markers,
    prov: &Provenance,
    path: &mut NodePath,
    warnings: &mut Vec<AttrError>,
) -> Result<(), AttrError> {
    for m in &markers.0 {
        if let Some(nested) = &m.nested {
            path.push(Step::Items);
            let checked = walk_markers(nested, prov, path, warnings);
            path.pop();
            checked?;
            continue;
        }
        let mut found = Vec::new();
        if m.key == "enum" {
            for v in m.value.as_array().into_iter().flatten() {
                found.extend(at_node(prov, path, v));
            }
        } else if m.key == "default" {
            // An `example` is never stored (the API server neither admits nor applies
            // it), so only a default can put an unreadable value into objects.
            within(prov, path, &m.value, &mut found);
        }
        report(m, &found, warnings)?;
    }
    Ok(())
}

/// A name `value` that the enum reading it (recorded in `reads`) does not read as itself.
struct Found<'a> {
    value: &'a str,
    reads: &'a EnumReads,
}

/// The string at `path`, if a Rust enum there does not read it as itself.
fn at_node<'a>(prov: &'a Provenance, path: &[Step], value: &'a Value) -> Option<Found<'a>> {
    let (Some(reads), Value::String(name)) = (prov.enum_reader_at(path), value) else {
        // A non-string value is the field's type mismatch, reported by `check_enum`.
        return None;
    };
    match read(reads, name) {
        Read::Itself => None,
        _ => Some(Found { value: name, reads }),
    }
}

/// Every string inside `value` (a default placed at `path`) that a Rust enum at its node
/// does not read as itself: list items and map values descend, only towards nodes a
/// reader is recorded at or below (a key is both a property and a map value; following
/// both everywhere would double the work at each level of a nested default).
fn within<'a>(
    prov: &'a Provenance,
    path: &mut NodePath,
    value: &'a Value,
    found: &mut Vec<Found<'a>>,
) {
    if !prov.has_enum_reader_at_or_below(path) {
        return;
    }
    match value {
        Value::String(_) => found.extend(at_node(prov, path, value)),
        Value::Array(items) => {
            path.push(Step::Items);
            for item in items {
                within(prov, path, item, found);
            }
            path.pop();
        }
        Value::Object(entries) => {
            for (key, v) in entries {
                for step in [Step::Property(key.clone()), Step::Values] {
                    path.push(step);
                    within(prov, path, v, found);
                    path.pop();
                }
            }
        }
        _ => {}
    }
}

/// The error for the first value that is not read back as written, else a warning for
/// each value read through an alias.
fn report(m: &Marker, found: &[Found<'_>], warnings: &mut Vec<AttrError>) -> Result<(), AttrError> {
    let span = |value: &str| {
        m.value
            .as_array()
            .and_then(|all| all.iter().position(|v| v.as_str() == Some(value)))
            .and_then(|i| m.item_spans.get(i).copied())
            .unwrap_or(m.span)
    };
    let refused: Vec<&Found<'_>> = found
        .iter()
        .filter(|f| matches!(read(f.reads, f.value), Read::Refused))
        .collect();
    if let Some(first) = refused.first() {
        let reads = first.reads;
        let refused: Vec<&str> = refused.iter().map(|f| f.value).collect();
        return Err(AttrError::new(
            codes::ENUM_MARKER_UNREADABLE,
            span(first.value),
            format!(
                "{} {} {}, which the Rust enum reading it cannot read",
                what(m),
                verb(m),
                quoted(refused.iter().copied())
            ),
        )
        .label("the enum has no variant for this")
        .note(format!(
            "the enum's derived Deserialize reads only {}; the API server admits and stores what the marker allows, and one object it cannot read fails every typed list and watch of the kind",
            quoted(reads.names.iter().map(String::as_str))
        ))
        .help(instead(m, &refused)));
    }
    if let Some(f) = found
        .iter()
        .find(|f| matches!(read(f.reads, f.value), Read::Other(_)))
        && let Read::Other(other) = read(f.reads, f.value)
    {
        return Err(AttrError::new(
            codes::ENUM_MARKER_UNREADABLE,
            span(f.value),
            format!(
                "{} {} {}, which the Rust enum reading it reads as its #[serde(other)] variant `{other}`",
                what(m),
                verb(m),
                quoted(std::iter::once(f.value))
            ),
        )
        .label(format!("read as `{other}`, written back as {}", quoted(std::iter::once(other))))
        .note("the stored value changes silently at the next write of the object")
        .help(instead(m, &[f.value])));
    }
    // A name read through an alias is admitted on purpose: an alias exists to read a
    // spelling the type no longer writes (objects stored before a rename), so listing it
    // is how a CRD keeps admitting that spelling during a migration. Nothing is unreadable;
    // the stored text changes to the variant's name at the next write, which is said.
    for f in found {
        if let Read::Alias(variant) = read(f.reads, f.value) {
            warnings.push(
                AttrError::new(
                    codes::ENUM_MARKER_ALIAS,
                    span(f.value),
                    format!(
                        "{} {} {}, which the Rust enum reading it reads through an alias of `{variant}`",
                        what(m),
                        verb(m),
                        quoted(std::iter::once(f.value))
                    ),
                )
                .label(format!(
                    "written back as {}",
                    quoted(std::iter::once(variant))
                ))
                .note("the object reads, but a write replaces the stored value by the variant's name")
                .help(format!(
                    "write {} instead, or keep the alias value only while old objects are migrated",
                    quoted(std::iter::once(variant))
                )),
            );
        }
    }
    Ok(())
}

/// How the marker is named in a message (the values follow its verb).
fn what(m: &Marker) -> String {
    format!("the {} marker", m.key)
}

/// What to write instead of admitting or writing `values`.
fn instead(m: &Marker, values: &[&str]) -> String {
    let names = quoted(values.iter().copied());
    let drop = if m.key != "enum" {
        format!("or give the {} a value the enum reads", m.key)
    } else if values.len() == 1 {
        "or drop it from the marker".to_owned()
    } else {
        "or drop them from the marker".to_owned()
    };
    format!("add a variant (or an alias) for {names} to the enum, {drop}")
}

/// What the marker does with the values named after it.
fn verb(m: &Marker) -> &'static str {
    if m.key == "enum" { "admits" } else { "writes" }
}

fn quoted<'a>(names: impl Iterator<Item = &'a str>) -> String {
    names
        .map(|n| format!("\"{}\"", escape::value(n)))
        .collect::<Vec<_>>()
        .join(", ")
}
