//! Fields of one JSON name under mutually exclusive `cfg`s.
//!
//! ```text
//! #[cfg(feature = "v2")]
//! pub size: i64,
//! #[cfg(not(feature = "v2"))]
//! pub size: Option<i64>,
//! ```
//!
//! No build has both fields ([`crate::source::cfg::exclusive`]), so they are not a
//! duplicate JSON name. The CRD is one for every build of the crate, so its property
//! must accept what either build writes. crdgen writes one property when the fields'
//! schemas are the same apart from descriptions (documentation validates nothing) and
//! `nullable`, and refuses the pair otherwise: there is no structural schema that
//! is, say, an integer in one build and an object in the other, and a union of two
//! validations (`maximum: 5` in one build, `maximum: 9` in the other) would either
//! reject what one build writes or accept what neither does. The property is:
//!
//! - the first field's schema (its description included, in source order);
//! - `nullable` if either field's is (one build writes `null`);
//! - required only if every field of the name is required (one build may leave it out);
//! - `immutable` only if every field is; fields that disagree are refused, as one rule
//!   would restrict the build that never asked for it.

use std::collections::HashMap;

use proc_macro2::Span;
use serde_json::Value;

use crate::diagnostic::codes::markers::CFG_FIELDS_DIFFER;
use crate::diagnostic::{Diagnostic, escape};
use crate::source::cfg::{self, Predicate};
use crate::source::features::Features;
use crate::source::{ModuleId, SourceIndex};

/// One field behind a property: its `cfg`, whether it is immutable, and where it is
/// (a span, made a location only for a diagnostic: that costs a look at the file).
struct Field {
    cfg: Predicate,
    immutable: bool,
    module: ModuleId,
    span: Span,
}

/// The fields behind each property of an object being built, by JSON name.
#[derive(Default)]
pub(super) struct Conditions(HashMap<String, Vec<Field>>);

impl Conditions {
    /// Records a field (or a flattened field's property) written as `name`.
    pub(super) fn record(
        &mut self,
        name: &str,
        cfg: Predicate,
        immutable: bool,
        (module, span): (ModuleId, Span),
    ) {
        self.0.entry(name.to_owned()).or_default().push(Field {
            cfg,
            immutable,
            module,
            span,
        });
    }

    /// Whether a field under `cfg` never shares a build with the fields already written
    /// as `name`; with the crate's `features` known, in the builds the CRDs serve.
    pub(super) fn exclusive(
        &self,
        name: &str,
        cfg: &Predicate,
        features: Option<&Features>,
    ) -> bool {
        let residual = |p: &Predicate| match features {
            Some(features) => features.residual(p),
            None => p.clone(),
        };
        let cfg = residual(cfg);
        self.0.get(name).is_some_and(|fields| {
            fields
                .iter()
                .all(|f| cfg::exclusive(&residual(&f.cfg), &cfg))
        })
    }

    /// When some build the CRDs serve has none of the fields written as `name`: where
    /// the first of them is, and the features that decide it (W0383).
    pub(super) fn in_some_builds_only(
        &self,
        name: &str,
        features: &Features,
    ) -> Option<(ModuleId, Span, Vec<String>)> {
        let fields = self.0.get(name)?;
        let preds: Vec<&Predicate> = fields.iter().map(|f| &f.cfg).collect();
        if features.in_every_build(&preds) {
            return None;
        }
        let mut varying: Vec<String> = fields
            .iter()
            .flat_map(|f| features.varying_in(&f.cfg))
            .collect();
        varying.sort();
        varying.dedup();
        let first = fields.first()?;
        Some((first.module, first.span, varying))
    }

    /// The first field written as `name`, as a note for a diagnostic: where it is and
    /// under which `cfg`.
    fn first(&self, src: &SourceIndex, name: &str) -> Option<String> {
        let f = self.0.get(name)?.first()?;
        let at = src.location_in(f.module, f.span);
        Some(format!(
            "the other field written as `{}` is at {}:{}:{}, under `cfg({})`",
            escape::value(name),
            escape::path(&at.file),
            at.line,
            at.column,
            escape::value(&f.cfg.to_string())
        ))
    }

    /// Whether every field written as `name` so far is immutable.
    fn immutable(&self, name: &str) -> bool {
        self.0
            .get(name)
            .is_some_and(|fields| fields.iter().all(|f| f.immutable))
    }
}

/// Merges the schema of a field under an exclusive `cfg` (at `at`) into the property
/// `existing` written for earlier fields of `name` (see the module documentation); the
/// error when the two cannot share one property.
pub(super) fn merge(
    src: &SourceIndex,
    conditions: &Conditions,
    name: &str,
    existing: &mut Value,
    schema: &serde_json::Map<String, Value>,
    immutable: bool,
    (module, span): (ModuleId, Span),
) -> Result<(), Diagnostic> {
    let new = Value::Object(schema.clone());
    if conditions.immutable(name) != immutable || shape(existing) != shape(&new) {
        let mut d = Diagnostic::error(
            CFG_FIELDS_DIFFER,
            format!(
                "fields written as `{}` under exclusive `cfg`s have different schemas",
                escape::value(name)
            ),
        )
        .at(src.location_in(module, span))
        .label("schema differs from the other field's");
        if let Some(note) = conditions.first(src, name) {
            d = d.note(note);
        }
        return Err(d.help("no build has both fields, but one CRD serves every build: give them the same type and markers (descriptions may differ), or different JSON names"));
    }
    if new.get("nullable") == Some(&Value::Bool(true))
        && let Value::Object(m) = existing
    {
        m.insert("nullable".into(), Value::Bool(true));
    }
    Ok(())
}

/// A field's schema without what does not validate — descriptions, at every level —
/// and without its own `nullable`, which
/// [`merge`] unites apart.
fn shape(schema: &Value) -> Value {
    let mut out = without_docs(schema);
    if let Value::Object(m) = &mut out {
        m.remove("nullable");
    }
    out
}

fn without_docs(schema: &Value) -> Value {
    match schema {
        Value::Object(m) => Value::Object(
            m.iter()
                .filter(|(k, _)| *k != "description")
                .map(|(k, v)| {
                    let v = match (k.as_str(), v) {
                        // Property names are names, not keywords: a field may be called
                        // `description`.
                        ("properties", Value::Object(props)) => Value::Object(
                            props
                                .iter()
                                .map(|(name, p)| (name.clone(), without_docs(p)))
                                .collect(),
                        ),
                        _ => without_docs(v),
                    };
                    (k.clone(), v)
                })
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(without_docs).collect()),
        other => other.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn shapes_ignore_descriptions_and_nullable() {
        let a = json!({"type": "object", "description": "a", "properties": {
            "x": {"type": "integer", "description": "x"},
            "description": {"type": "string"}}});
        let b = json!({"type": "object", "nullable": true, "properties": {
            "x": {"type": "integer"},
            "description": {"type": "string"}}});
        assert_eq!(shape(&a), shape(&b));
        // A property named `description` is a property.
        assert_ne!(
            shape(&json!({"properties": {"description": {"type": "string"}}})),
            shape(&json!({"properties": {}}))
        );
        // Only the field's own `nullable` is merged; a nested one is part of the shape.
        assert_ne!(
            shape(&json!({"properties": {"x": {"nullable": true}}})),
            shape(&json!({"properties": {"x": {}}}))
        );
        assert_ne!(
            shape(&json!({"type": "integer", "maximum": 5})),
            shape(&json!({"type": "integer", "maximum": 9}))
        );
    }
}
