//! `#[serde(flatten)]` keeps everything: a flattened struct's type-level keywords (CEL
//! rules, one-of rules, `minProperties`/`maxProperties`, map type, …) are merged into the
//! object that embeds it, as controller-gen's `flattenAllOfInto` (pkg/crd/flatten.go)
//! merges an embedded Go struct into the struct that embeds it:
//!
//! - docs (`title`, `description`, `example`, `externalDocs`) are not merged: the outer
//!   object keeps its own;
//! - rules (`x-kubernetes-validations`) accumulate, the embedded struct's before the
//!   outer object's;
//! - `allOf` branches accumulate;
//! - any other keyword the outer object lacks is taken; an equal value is kept once; two
//!   different values of a value validation (`all_of` in the keyword table) are both
//!   kept under `allOf` (outer first); two different values of anything else are an
//!   error (E0391), where controller-gen silently keeps the embedded struct's.
//!
//! Which class a keyword is in comes from the keyword table ([`crate::keywords`]), so a
//! new keyword needs no code here. A keyword that describes a field's own value
//! (`default`, `nullable`, `enum`, `format`, …) has no place on a flattened field (E0390).

use proc_macro2::Span;
use serde_json::Value;

use super::{Built, Provenance, Reported, Schema, SchemaBuilder, TypeSchema};
use crate::diagnostic::codes::markers as codes;
use crate::diagnostic::escape;
use crate::keywords::{self, Applies, ValueKind};
use crate::model::markers::Markers;
use crate::model::serde::Tagging;
use crate::model::{Body, Ty, TypeRef};
use crate::source::ModuleId;

/// The keywords controller-gen leaves out of the merge ("pre-merged to properly preserve
/// field docs"): the outer object's documentation is its own.
const DOCS: &[&str] = &["title", "description", "example", "externalDocs"];

/// The keywords the flattening itself takes care of, beside the classes of the table:
/// `properties`, `required` and `additionalProperties` (merged field by field, or kept
/// open for a flattened map) and `x-kubernetes-preserve-unknown-fields` (which the
/// flattening sets for a map).
const OPEN: &str = "x-kubernetes-preserve-unknown-fields";

/// The wrappers serde writes as their content (`None` aside).
const WRAPPERS: &[&str] = &[
    "std::option::Option",
    "std::boxed::Box",
    "std::rc::Rc",
    "std::sync::Arc",
];

/// How one keyword of a flattened type's root is merged into the outer object.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Merge {
    /// What makes the node an object (`type`, `properties`, `required`,
    /// `additionalProperties`): the flattening merges it.
    Structure,
    /// Documentation: not merged.
    Docs,
    /// A list of rules: appended, the embedded struct's first.
    Rules,
    /// `allOf`: its branches appended.
    AllOf,
    /// One value per object: taken when the outer object has none; `all_of` says
    /// whether two different values may both be kept under `allOf`.
    Value { all_of: bool },
    /// A keyword about a field's own value, which a flattened field does not have.
    Field,
}

fn merge_class(key: &str) -> Merge {
    if DOCS.contains(&key) {
        return Merge::Docs;
    }
    if key == "allOf" {
        return Merge::AllOf;
    }
    let Some(k) = keywords::keyword(key) else {
        return Merge::Value { all_of: false };
    };
    if k.markers
        .iter()
        .any(|m| matches!(m.value, ValueKind::Cel(_)))
    {
        return Merge::Rules;
    }
    match k.applies {
        Applies::Type => Merge::Structure,
        // An object keyword no marker writes is part of the object itself.
        Applies::To(types) if types.contains(&"object") && k.markers.is_empty() => Merge::Structure,
        Applies::To(types) if types.contains(&"object") => Merge::Value { all_of: k.all_of },
        _ => Merge::Field,
    }
}

/// Could this keyword reject an object: a rule, or a value validation?
fn validates(class: Merge) -> bool {
    matches!(
        class,
        Merge::Rules | Merge::AllOf | Merge::Value { all_of: true }
    )
}

/// The type-level keywords of one flattened field, to merge into the object that
/// embeds it once that object's own keywords are written.
#[derive(Debug, Clone)]
pub(super) struct Embedded {
    /// The keywords of the flattened type's root the outer object takes.
    keywords: Schema,
    /// Where the rules of the flattened type's root came from.
    prov: Provenance,
    /// The flattened field's type, where errors point.
    module: ModuleId,
    span: Span,
}

impl<'m> SchemaBuilder<'m> {
    /// Is `ty` (through `Option`, `Box`, `Rc`, `Arc` and aliases) an externally tagged
    /// enum of the crate? Its `minProperties: 1` / `maxProperties: 1` count the variant
    /// keys of its own object; flattened, the object is the outer one, whose other
    /// fields they would refuse, so they are not merged (serde writes one variant key
    /// whatever the schema says: nothing it writes is refused or lost).
    pub(super) fn is_external_enum(&self, ty: &Ty) -> bool {
        match &ty.kind {
            TypeRef::Local { def, .. } => {
                let def = self.model.def(*def);
                match &def.body {
                    Body::Enum(_) => matches!(def.serde.tagging, Tagging::External),
                    Body::Alias(aliased) => self.is_external_enum(aliased),
                    _ => false,
                }
            }
            TypeRef::External { path, args } => {
                WRAPPERS.contains(&path.join("::").as_str())
                    && args.first().is_some_and(|a| self.is_external_enum(a))
            }
            _ => false,
        }
    }

    /// Refuses each marker on a flattened field that does not apply to the outer object
    /// (a field's own value: `default`, `nullable`, `enum`, `title`, …), all together.
    pub(super) fn check_flattened_markers(
        &mut self,
        module: ModuleId,
        markers: &Markers,
    ) -> Built<()> {
        let mut failed = false;
        for m in &markers.0 {
            let placed = m.keyword.is_some_and(|k| {
                matches!(
                    merge_class(k.name),
                    Merge::Rules | Merge::AllOf | Merge::Value { .. }
                )
            });
            if placed {
                continue;
            }
            let d = self
                .diag(
                    codes::FLATTEN_MARKER_HAS_NO_PLACE,
                    module,
                    m.span,
                    format!("`{}` does not apply to a flattened field", m.key),
                )
                .label("a flattened field has no value of its own")
                .help("write it on a field of the flattened struct, or on the outer struct; rules, one-of rules, min_properties/max_properties and struct_type apply to the outer object");
            self.errors.push(d);
            failed = true;
        }
        if failed { Err(Reported) } else { Ok(()) }
    }

    /// A flattened map's schema keeps nothing but its values' schema, which the outer
    /// object cannot hold beside its named fields (it keeps unknown fields instead):
    /// any bound or rule of the map itself is refused.
    pub(super) fn check_flattened_map(
        &mut self,
        module: ModuleId,
        span: Span,
        ts: &TypeSchema,
    ) -> Built<()> {
        let kept: Vec<&str> = ts
            .schema
            .keys()
            .map(String::as_str)
            .filter(|k| *k != OPEN && !matches!(merge_class(k), Merge::Structure | Merge::Docs))
            .collect();
        let Some(first) = kept.first() else {
            return Ok(());
        };
        let d = self
            .diag(
                codes::FLATTEN_MAP_RULES,
                module,
                span,
                format!(
                    "the flattened map has `{first}`, which cannot be kept: its keys sit beside the outer object's fields"
                ),
            )
            .label("flattened map with rules of its own")
            .help("check the entries in a validation on the outer struct, or make the map a named field");
        Err(self.fail(d))
    }

    /// The keywords of a flattened struct's schema that the outer object takes; refuses
    /// those that describe a field's own value, and rules of an `Option` (they would
    /// reject the object serde writes for `None`).
    pub(super) fn embedded(
        &mut self,
        module: ModuleId,
        span: Span,
        ts: &TypeSchema,
    ) -> Built<Embedded> {
        let mut keywords = Schema::new();
        let mut failed = false;
        for (key, value) in &ts.schema {
            let class = merge_class(key);
            match class {
                Merge::Structure | Merge::Docs => continue,
                Merge::Field => {
                    let d = self
                        .diag(
                            codes::FLATTEN_MARKER_HAS_NO_PLACE,
                            module,
                            span,
                            format!(
                                "the flattened type has `{}`, which does not apply where it is flattened",
                                escape::value(key)
                            ),
                        )
                        .label("a flattened field has no value of its own")
                        .help("remove it from the type, or make the type a named field instead of flattening it");
                    self.errors.push(d);
                    failed = true;
                    continue;
                }
                _ => {}
            }
            if ts.optional && validates(class) {
                let d = self
                    .diag(
                        codes::OPTIONAL_FLATTEN_RULES,
                        module,
                        span,
                        format!(
                            "the flattened `Option` has `{}`, which would reject the object serde writes for `None`",
                            escape::value(key)
                        ),
                    )
                    .label("optional flattened struct with rules")
                    .help("make the field not optional, or make the struct a named field instead of flattening it");
                self.errors.push(d);
                failed = true;
                continue;
            }
            keywords.insert(key.clone(), value.clone());
        }
        if failed {
            return Err(Reported);
        }
        let mut prov = Provenance::default();
        prov.merge_root_rules(&ts.prov);
        Ok(Embedded {
            keywords,
            prov,
            module,
            span,
        })
    }

    /// Merges the flattened fields' keywords into `schema`, the finished schema of the
    /// object that embeds them, in field order (see the module documentation).
    pub(super) fn merge_embedded(
        &mut self,
        schema: &mut Schema,
        prov: &mut Provenance,
        embedded: Vec<Embedded>,
    ) -> Built<()> {
        let mut failed = false;
        for e in embedded {
            let mut from_outer = Schema::new();
            let mut from_embedded = Schema::new();
            for (key, value) in e.keywords {
                match merge_class(&key) {
                    Merge::Rules | Merge::AllOf => {
                        let Value::Array(mut items) = value else {
                            continue;
                        };
                        match schema.remove(&key) {
                            // controller-gen: `append(src, dst...)` for rules.
                            Some(Value::Array(outer)) if key != "allOf" => items.extend(outer),
                            Some(Value::Array(mut outer)) => {
                                outer.append(&mut items);
                                items = outer;
                            }
                            _ => {}
                        }
                        schema.insert(key, Value::Array(items));
                    }
                    Merge::Value { all_of } => match schema.get(&key) {
                        None => {
                            schema.insert(key, value);
                        }
                        Some(outer) if *outer == value => {}
                        Some(_) if all_of => {
                            if let Some(outer) = schema.remove(&key) {
                                from_outer.insert(key.clone(), outer);
                            }
                            from_embedded.insert(key, value);
                        }
                        Some(outer) => {
                            let d = self
                                .diag(
                                    codes::FLATTEN_KEYWORD_CONFLICT,
                                    e.module,
                                    e.span,
                                    format!(
                                        "the flattened type sets `{}` to {}, but the object it is flattened into sets it to {}",
                                        escape::value(&key),
                                        escape::value(&value.to_string()),
                                        escape::value(&outer.to_string())
                                    ),
                                )
                                .label("conflicting values")
                                .help("make the two agree, or remove one of them");
                            self.errors.push(d);
                            failed = true;
                        }
                    },
                    Merge::Structure | Merge::Docs | Merge::Field => {}
                }
            }
            if !from_outer.is_empty() {
                let mut all_of = match schema.remove("allOf") {
                    Some(Value::Array(existing)) => existing,
                    _ => Vec::new(),
                };
                all_of.push(Value::Object(from_outer));
                all_of.push(Value::Object(from_embedded));
                schema.insert("allOf".into(), Value::Array(all_of));
            }
            prov.merge_root_rules(&e.prov);
        }
        if failed { Err(Reported) } else { Ok(()) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keyword_classes_come_from_the_table() {
        let class = |k| merge_class(k);
        assert_eq!(class("x-kubernetes-validations"), Merge::Rules);
        assert_eq!(class("allOf"), Merge::AllOf);
        assert_eq!(class("minProperties"), Merge::Value { all_of: true });
        assert_eq!(class("maxProperties"), Merge::Value { all_of: true });
        assert_eq!(
            class("x-kubernetes-map-type"),
            Merge::Value { all_of: false }
        );
        assert_eq!(class(OPEN), Merge::Value { all_of: false });
        for k in ["type", "properties", "required", "additionalProperties"] {
            assert_eq!(class(k), Merge::Structure, "{k}");
        }
        for k in DOCS {
            assert_eq!(class(k), Merge::Docs, "{k}");
        }
        for k in [
            "default",
            "nullable",
            "enum",
            "format",
            "maxLength",
            "items",
        ] {
            assert_eq!(class(k), Merge::Field, "{k}");
        }
    }
}
