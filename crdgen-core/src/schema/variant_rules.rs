//! CEL rules that make the API server refuse an enum value serde cannot read back.
//!
//! The schema of an internally or adjacently tagged enum, or of an untagged enum of
//! objects, is the union of its variants' ([`super::enums`]): it requires only the tag
//! (or what every variant requires) and takes any variant's fields under any tag. serde
//! reads the value by its tag: a field that variant requires and the value lacks is an
//! error ("missing field"), which stops every typed get, list and watch of the resource;
//! a field only other variants have is dropped silently, and lost when the object is
//! written back. One rule per variant, guarded by its tag, refuses both:
//! `self.type != 'S3' || (has(self.bucket) && !has(self.claim))`. An untagged enum has no
//! tag to guard with: its rule asks that the required fields of at least one variant be
//! present.
//!
//! The rules use only `has()`, string comparison with the tag (whose `enum` bounds its
//! length) and logical operators: their cost does not grow with the object, so they stay
//! within the API server's budget inside unbounded lists.

use serde_json::{Value, json};

use super::Schema;
use super::markers::cel::escape_property;

/// A variant as its rule sees it.
pub(super) struct Shape<'a> {
    /// The tag's value, as serde writes it (renames applied).
    pub name: &'a str,
    /// What the variant holds.
    pub holds: Holds<'a>,
}

/// What a variant holds (for an internally tagged enum, what sits beside the tag; for
/// an adjacently tagged one, what sits under the content key).
pub(super) enum Holds<'a> {
    /// A unit variant: nothing.
    Nothing,
    /// An object (a struct variant, a newtype of a struct or a map).
    Object {
        /// Its schema: `properties`, `required`, and whether it keeps unknown fields.
        schema: &'a Schema,
        /// serde reads a missing value (a newtype of `Option`): adjacently tagged only.
        may_be_absent: bool,
    },
    /// A scalar or a list (adjacently tagged content).
    Value {
        /// serde reads a missing value (a newtype of `Option`).
        may_be_absent: bool,
    },
}

/// A property name no CEL rule can name: the rules are not written.
#[derive(Debug)]
pub(super) struct Unnameable(pub String);

/// What one rule says of the fields of a variant: conditions joined by `&&`, and the
/// words of its message.
#[derive(Default)]
struct Terms {
    conditions: Vec<String>,
    required: Vec<String>,
    forbidden: Vec<String>,
}

impl Terms {
    fn require(&mut self, cel: String, shown: String) {
        self.conditions.push(format!("has({cel})"));
        self.required.push(shown);
    }

    fn forbid(&mut self, cel: String, shown: String) {
        self.conditions.push(format!("!has({cel})"));
        self.forbidden.push(shown);
    }

    /// The conditions as one CEL expression (parenthesized when there are several).
    fn expression(&self) -> Option<String> {
        match self.conditions.as_slice() {
            [] => None,
            [one] => Some(one.clone()),
            many => Some(format!("({})", many.join(" && "))),
        }
    }

    /// "`a` and `b` are required and `c` is not allowed".
    fn words(&self) -> String {
        let mut parts = Vec::new();
        if !self.required.is_empty() {
            parts.push(format!(
                "{} {} required",
                listing(&self.required),
                verb(&self.required)
            ));
        }
        if !self.forbidden.is_empty() {
            parts.push(format!(
                "{} {} not allowed",
                listing(&self.forbidden),
                verb(&self.forbidden)
            ));
        }
        parts.join(" and ")
    }
}

/// The rules of an internally tagged enum tagged by `tag`: for each variant, the fields
/// serde requires under its tag, and the other variants' fields it would drop.
pub(super) fn internal(tag: &str, variants: &[Shape<'_>]) -> Result<Vec<Value>, Unnameable> {
    let tag_cel = cel_path("self", tag)?;
    let all = all_properties(variants.iter().map(|v| &v.holds));
    let mut rules = Vec::new();
    for v in variants {
        let mut terms = Terms::default();
        match &v.holds {
            Holds::Nothing => forbid_others(&mut terms, "self", "", &all, None)?,
            Holds::Object { schema, .. } => {
                require_fields(&mut terms, "self", "", schema)?;
                forbid_others(&mut terms, "self", "", &all, Some(schema))?;
            }
            // Refused earlier (E0356): an internally tagged variant holds an object.
            Holds::Value { .. } => {}
        }
        rules.extend(guarded(&tag_cel, tag, v.name, &terms, None));
    }
    Ok(rules)
}

/// The rules of an adjacently tagged enum: for each variant, its content present (or
/// absent, for a unit variant) under its tag, and the fields of an object content as for
/// an internally tagged enum.
pub(super) fn adjacent(
    tag: &str,
    content: &str,
    variants: &[Shape<'_>],
) -> Result<Vec<Value>, Unnameable> {
    let tag_cel = cel_path("self", tag)?;
    let content_cel = cel_path("self", content)?;
    let all = all_properties(variants.iter().map(|v| &v.holds));
    let prefix = format!("{content}.");
    let mut rules = Vec::new();
    for v in variants {
        let mut terms = Terms::default();
        let mut when_set = None;
        match &v.holds {
            Holds::Nothing => terms.forbid(content_cel.clone(), content.to_owned()),
            Holds::Value { may_be_absent } => {
                if !may_be_absent {
                    terms.require(content_cel.clone(), content.to_owned());
                }
            }
            Holds::Object {
                schema,
                may_be_absent,
            } => {
                if !may_be_absent {
                    terms.require(content_cel.clone(), content.to_owned());
                }
                let mut inner = Terms::default();
                require_fields(&mut inner, &content_cel, &prefix, schema)?;
                forbid_others(&mut inner, &content_cel, &prefix, &all, Some(schema))?;
                if *may_be_absent {
                    // serde reads a missing content as `None`; a present one must be
                    // readable.
                    when_set = Some(content);
                    if let Some(e) = inner.expression() {
                        terms.conditions = vec![format!("!has({content_cel}) || {e}")];
                    }
                    terms.required = inner.required;
                    terms.forbidden = inner.forbidden;
                } else {
                    terms.conditions.extend(inner.conditions);
                    terms.required.extend(inner.required);
                    terms.forbidden.extend(inner.forbidden);
                }
            }
        }
        rules.extend(guarded(&tag_cel, tag, v.name, &terms, when_set));
    }
    Ok(rules)
}

/// The rule of an untagged enum of objects: serde reads the first variant whose required
/// fields are all present, so a value must have all of some variant's. None when a
/// variant requires nothing (every object is readable).
pub(super) fn untagged(variants: &[&Schema]) -> Result<Option<Value>, Unnameable> {
    // A variant that requires only what every variant requires (the union's `required`)
    // reads any value the schema admits.
    let everywhere = |name: &str| {
        variants
            .iter()
            .all(|s| names(s.get("required")).any(|n| n == name))
    };
    if variants
        .iter()
        .any(|s| names(s.get("required")).all(everywhere))
    {
        return Ok(None);
    }
    let mut alternatives: Vec<String> = Vec::new();
    let mut shown = Vec::new();
    for schema in variants {
        let mut terms = Terms::default();
        require_fields(&mut terms, "self", "", schema)?;
        let Some(e) = terms.expression() else {
            return Ok(None);
        };
        if !alternatives.contains(&e) {
            alternatives.push(e);
            shown.push(listing(&terms.required));
        }
    }
    if alternatives.len() < 2 {
        return Ok(None);
    }
    let rule = alternatives.join(" || ");
    let message = format!(
        "the fields one variant requires must be set: {}",
        shown.join("; or ")
    );
    Ok(Some(json!({"message": message, "rule": rule})))
}

/// `self.tag != 'Name' || (…)`, with its message; none when the variant has no terms.
fn guarded(
    tag_cel: &str,
    tag: &str,
    name: &str,
    terms: &Terms,
    when_set: Option<&str>,
) -> Option<Value> {
    let e = terms.expression()?;
    let rule = format!("{tag_cel} != '{}' || {e}", cel_string(name));
    let mut message = format!("{} when `{tag}` is `{name}`", terms.words());
    if let Some(content) = when_set {
        message.push_str(&format!(" and `{content}` is set"));
    }
    Some(json!({"message": message, "rule": rule}))
}

/// `has()` of each property `schema` requires, in `required`'s (sorted) order.
fn require_fields(
    terms: &mut Terms,
    base: &str,
    shown: &str,
    schema: &Schema,
) -> Result<(), Unnameable> {
    for name in names(schema.get("required")) {
        terms.require(cel_path(base, name)?, format!("{shown}{name}"));
    }
    Ok(())
}

/// `!has()` of each property of the other variants that `own` lacks, which serde would
/// drop; nothing when `own` keeps unknown fields (a map reads them as entries).
fn forbid_others(
    terms: &mut Terms,
    base: &str,
    shown: &str,
    all: &[&str],
    own: Option<&Schema>,
) -> Result<(), Unnameable> {
    if own.is_some_and(keeps_unknown) {
        return Ok(());
    }
    let own = own
        .and_then(|s| s.get("properties"))
        .and_then(Value::as_object);
    for name in all {
        if !own.is_some_and(|p| p.contains_key(*name)) {
            terms.forbid(cel_path(base, name)?, format!("{shown}{name}"));
        }
    }
    Ok(())
}

/// Every property name the variants' objects have, sorted and once each.
fn all_properties<'a>(holds: impl Iterator<Item = &'a Holds<'a>>) -> Vec<&'a str> {
    let mut all: Vec<&str> = holds
        .filter_map(|h| match h {
            Holds::Object { schema, .. } => schema.get("properties").and_then(Value::as_object),
            _ => None,
        })
        .flat_map(|p| p.keys().map(String::as_str))
        .collect();
    all.sort_unstable();
    all.dedup();
    all
}

/// Whether an object schema keeps keys it does not name (a map, a flattened map).
fn keeps_unknown(schema: &Schema) -> bool {
    schema.contains_key("additionalProperties")
        || schema.get("x-kubernetes-preserve-unknown-fields") == Some(&Value::Bool(true))
}

fn names(list: Option<&Value>) -> impl Iterator<Item = &str> {
    list.and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
}

/// `base.name` with the name escaped as the API server's CEL reads property names.
fn cel_path(base: &str, name: &str) -> Result<String, Unnameable> {
    escape_property(name)
        .map(|e| format!("{base}.{e}"))
        .ok_or_else(|| Unnameable(name.to_owned()))
}

/// "`a`", "`a` and `b`", "`a`, `b` and `c`".
fn listing(names: &[String]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    match quoted.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

fn verb(names: &[String]) -> &'static str {
    if names.len() == 1 { "is" } else { "are" }
}

/// `s` as the inside of a single-quoted CEL string.
fn cel_string(s: &str) -> String {
    s.replace('\\', "\\\\").replace('\'', "\\'")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn object(v: Value) -> Schema {
        v.as_object().cloned().unwrap_or_default()
    }

    #[test]
    fn the_users_backup_enum_gets_one_rule_per_variant() {
        let s3 = object(json!({
            "properties": {"bucket": {"type": "string"}, "region": {"type": "string"}},
            "required": ["bucket"],
            "type": "object"
        }));
        let volume = object(json!({
            "properties": {"claim": {"type": "string"}},
            "required": ["claim"],
            "type": "object"
        }));
        let shapes = [
            Shape {
                name: "S3",
                holds: Holds::Object {
                    schema: &s3,
                    may_be_absent: false,
                },
            },
            Shape {
                name: "Volume",
                holds: Holds::Object {
                    schema: &volume,
                    may_be_absent: false,
                },
            },
            Shape {
                name: "It's",
                holds: Holds::Nothing,
            },
        ];
        let rules = internal("type", &shapes).unwrap();
        assert_eq!(
            Value::Array(rules),
            json!([
                {
                    "message": "`bucket` is required and `claim` is not allowed when `type` is `S3`",
                    "rule": "self.type != 'S3' || (has(self.bucket) && !has(self.claim))"
                },
                {
                    "message": "`claim` is required and `bucket` and `region` are not allowed when `type` is `Volume`",
                    "rule": "self.type != 'Volume' || (has(self.claim) && !has(self.bucket) && !has(self.region))"
                },
                {
                    "message": "`bucket`, `claim` and `region` are not allowed when `type` is `It's`",
                    "rule": "self.type != 'It\\'s' || (!has(self.bucket) && !has(self.claim) && !has(self.region))"
                }
            ])
        );
    }

    #[test]
    fn a_name_cel_cannot_write_is_reported() {
        let s = object(json!({"properties": {"a b": {"type": "string"}}, "required": ["a b"]}));
        let shapes = [Shape {
            name: "A",
            holds: Holds::Object {
                schema: &s,
                may_be_absent: false,
            },
        }];
        assert_eq!(internal("type", &shapes).unwrap_err().0, "a b");
    }
}
