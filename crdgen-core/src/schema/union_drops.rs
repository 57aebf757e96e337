//! What uniting an enum's variants into one schema leaves out, said as warnings (W0387).
//!
//! An internally or adjacently tagged enum, or an untagged one, is written as one JSON
//! shape whichever variant is present, so its schema is the union of the variants'
//! ([`super::union`], `SchemaBuilder::unite`): a rule or keyword that only one variant
//! has would refuse the others' values, so the union leaves it out. Nothing serde writes
//! is lost by that, but a validation the user wrote is no longer enforced by the API
//! server, and that must not happen silently: each one left out is a warning at the
//! marker (or the variant) that wrote it, with the rule to write on the enum instead.
//!
//! What a type writes for itself is not reported: an integer type's bounds and format,
//! the `enum` of a unit-only enum (a known value or free text is any text), the
//! structure of an object (its properties, which the union keeps, and `required`, which
//! only the tag or what every variant requires can be).

use serde_json::Value;

use super::provenance::{self, Provenance};
use super::{Schema, SchemaBuilder};
use crate::diagnostic::codes::markers as codes;
use crate::diagnostic::{Diagnostic, escape};
use crate::model::{TypeDef, Variant};

/// How the variants of an enum share one schema: what decides the help.
#[derive(Clone, Copy)]
pub(super) enum Merge<'a> {
    /// `#[serde(tag = "…")]`: the variants' fields sit beside the tag.
    Internal {
        /// The tag's name.
        tag: &'a str,
    },
    /// `#[serde(tag = "…", content = "…")]`: the variant's value sits under `content`.
    Adjacent {
        /// The tag's name.
        tag: &'a str,
        /// The content's name.
        content: &'a str,
    },
    /// `#[serde(untagged)]`: nothing says which variant a value is.
    Untagged,
}

/// Keywords of an object variant's root that the union accounts for: its structure.
const OBJECT_STRUCTURE: &[&str] = &[
    "additionalProperties",
    "description",
    "nullable",
    "properties",
    "required",
    "type",
    "x-kubernetes-preserve-unknown-fields",
];

/// Keywords of a scalar or list variant that its Rust type writes for itself (an
/// integer type's range and format, a unit-only enum's values) or that the union
/// unites on its own terms (`items`).
const VALUE_STRUCTURE: &[&str] = &[
    "description",
    "enum",
    "exclusiveMaximum",
    "exclusiveMinimum",
    "format",
    "items",
    "maximum",
    "minimum",
    "nullable",
    "type",
];

const RULES: &str = "x-kubernetes-validations";

/// Gives `united`, the object merged from `variants`, each root rule and keyword every
/// variant has alike: it holds for whichever variant is present. Only where the object
/// is exactly a variant's (an adjacently tagged enum's content, an untagged enum): the
/// tag beside an internally tagged enum's fields would change what a property count or
/// a rule over `self` means.
pub(super) fn keep_shared(
    united: &mut (Schema, Provenance),
    variants: &[(&Variant, &Schema, &Provenance)],
) {
    let Some(((_, first, first_prov), rest)) = variants.split_first() else {
        return;
    };
    for (key, value) in first.iter() {
        if !OBJECT_STRUCTURE.contains(&key.as_str())
            && rest.iter().all(|(_, s, _)| s.get(key) == Some(value))
        {
            united.0.insert(key.clone(), value.clone());
        }
    }
    if united.0.contains_key(RULES) {
        united.1.merge_root_rules(first_prov);
    }
}

impl<'m> SchemaBuilder<'m> {
    /// Warns about each rule or keyword of a variant of `def` that `united`, the schema
    /// of all of them, does not keep. `objects`: the variants hold objects merged
    /// property by property (otherwise scalars or lists united by [`super::union`]).
    pub(super) fn warn_dropped(
        &mut self,
        def: &'m TypeDef,
        merge: Merge<'_>,
        objects: bool,
        variants: &[(&Variant, &Schema, &Provenance)],
        united: &Schema,
    ) {
        let structure = if objects {
            OBJECT_STRUCTURE
        } else {
            VALUE_STRUCTURE
        };
        for (variant, schema, prov) in variants {
            for (key, value) in schema.iter() {
                if structure.contains(&key.as_str()) || united.get(key) == Some(value) {
                    continue;
                }
                if key == RULES {
                    self.warn_dropped_rules(def, merge, variant, value, prov, united);
                } else {
                    let what = format!("`{}: {}`", escape::value(key), value);
                    let at = self.model.location(def.module, variant.span);
                    self.warn_dropped_one(def, merge, variant, &what, None, at);
                }
            }
        }
    }

    fn warn_dropped_rules(
        &mut self,
        def: &'m TypeDef,
        merge: Merge<'_>,
        variant: &Variant,
        rules: &Value,
        prov: &Provenance,
        united: &Schema,
    ) {
        let kept = united.get(RULES).and_then(Value::as_array);
        let sites = prov.rule_sites();
        let root = sites.get(&provenance::display(&[]));
        for rule in rules.as_array().into_iter().flatten() {
            if kept.is_some_and(|k| k.contains(rule)) {
                continue;
            }
            let text = rule.get("rule").and_then(Value::as_str).unwrap_or("");
            let at = root
                .and_then(|s| s.iter().find(|(r, _)| *r == text))
                .map(|(_, at)| (*at).clone())
                .unwrap_or_else(|| self.model.location(def.module, variant.span));
            let what = format!("rule `{}`", escape::value(text));
            self.warn_dropped_one(def, merge, variant, &what, Some(text), at);
        }
    }

    fn warn_dropped_one(
        &mut self,
        def: &'m TypeDef,
        merge: Merge<'_>,
        variant: &Variant,
        what: &str,
        rule: Option<&str>,
        at: crate::diagnostic::Location,
    ) {
        let guard = |tag: &str| format!("self.{tag} != '{}'", cel_string(&variant.name));
        let help = match merge {
            Merge::Internal { tag } => match rule {
                Some(r) => format!(
                    "to enforce it, give it to `{}` guarded by the tag: #[crd(validation(rule = {:?}))]; or allow W0387",
                    def.name,
                    format!("{} || ({r})", guard(tag))
                ),
                None => format!(
                    "to enforce it, write it as a rule on `{}` guarded by the tag (`{} || …`); or allow W0387",
                    def.name,
                    guard(tag)
                ),
            },
            Merge::Adjacent { tag, content } => format!(
                "to enforce it, write it as a rule on `{}` guarded by the tag, reading the value as `self.{content}` (`{} || …`); or allow W0387",
                def.name,
                guard(tag)
            ),
            Merge::Untagged => "nothing tells the variants of an untagged enum apart: to enforce it, tag the enum (#[serde(tag = \"type\")]) and write it as a rule on the enum guarded by the tag; or allow W0387".to_owned(),
        };
        let warning = Diagnostic::warning(
            codes::VARIANT_VALIDATION_DROPPED,
            format!(
                "{what} of variant `{}` of `{}` is not enforced: the variants share one schema",
                variant.ident, def.name
            ),
        )
        .at(at)
        .label("not enforced by the API server")
        .note(format!(
            "serde writes every variant of `{}` in one place, so its schema must accept each variant's values; a validation only some variants have is left out",
            def.name
        ))
        .help(help);
        self.warnings.push(warning);
    }
}

/// `s` as the inside of a single-quoted CEL string.
fn cel_string(s: &str) -> String {
    s.replace('\\', "\\\\").replace('\'', "\\'")
}
