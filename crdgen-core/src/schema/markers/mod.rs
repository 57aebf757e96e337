//! Applies the markers the model read (`#[crd(...)]` on fields and types) to schema
//! nodes: each marker is checked against the node it lands on (a string marker on an
//! integer field is an error at the marker), then written; what needs the finished node
//! (bounds that admit no value, `enum` values, list types, defaults) is checked last.

mod all_of;
pub mod cel;
pub mod formats;
mod lists;
pub mod readers;
pub mod structure;

use serde_json::{Map, Value};

use super::provenance::{NodePath, Provenance, Step};
use crate::controller_gen::ControllerGen;
use crate::diagnostic::Location;
use crate::diagnostic::codes::markers as codes;
use crate::keywords::{self, CelKind, Needs, Stage, ValueKind};
use crate::model::AttrError;
use crate::model::markers::{Markers, Place};
use crate::schema::numbers::RustNumber;

/// Applies the markers to a schema node, checking each fits the node's type; CEL rules
/// are written as `controller_gen` writes them.
pub fn apply(
    markers: &Markers,
    schema: &mut Map<String, Value>,
    controller_gen: &ControllerGen,
) -> Result<(), AttrError> {
    apply_to(markers, schema, false, None, controller_gen)
}

/// Applies a field's markers to the schema of a named type (a local struct, enum or
/// newtype, or a Kubernetes type): a validation the type already sets to another value
/// is kept, and both go under `allOf`, as controller-gen writes them.
pub fn apply_over_named(
    markers: &Markers,
    schema: &mut Map<String, Value>,
    controller_gen: &ControllerGen,
) -> Result<(), AttrError> {
    apply_to(markers, schema, true, None, controller_gen)
}

/// Applies a field's markers to its type's schema: over a named type's as
/// [`apply_over_named`] does when `over_named`; `rust` is the number type behind the
/// node, when it is one, which a `format` is checked against ([`formats`]).
pub fn apply_to(
    markers: &Markers,
    schema: &mut Map<String, Value>,
    over_named: bool,
    rust: Option<RustNumber>,
    controller_gen: &ControllerGen,
) -> Result<(), AttrError> {
    let base = over_named.then(|| schema.clone());
    // What the node was before its markers: a `format` may not change which values of
    // the type survive, so it is compared with this.
    let before = markers
        .0
        .iter()
        .any(|m| m.key == "format")
        .then(|| schema.clone());
    // Markers that change what the node is come first, so that the others are
    // checked against the node they will end up on.
    structure::apply_first(&markers.0, schema)?;
    // `any_length` clears the bounds of `[T; N]` before the markers that may set their
    // own (checked to be on an array in the loop below).
    if schema.get("type").and_then(Value::as_str) == Some("array")
        && markers
            .0
            .iter()
            .any(|m| m.key == "any_length" && m.value == Value::Bool(true))
    {
        schema.remove("minItems");
        schema.remove("maxItems");
    }
    let mut written = Vec::new();
    for m in &markers.0 {
        if m.def.stage != Stage::InOrder {
            continue;
        }
        let ty = schema.get("type").and_then(Value::as_str).unwrap_or("");
        let int_or_string = schema.contains_key("x-kubernetes-int-or-string");
        let fits = match m.def.needs {
            Needs::Number => ty == "integer" || ty == "number",
            Needs::String => ty == "string" || int_or_string,
            Needs::Array => ty == "array",
            Needs::Object => ty == "object",
            Needs::Struct | Needs::Map => {
                structure::object_shape(schema) == Some(m.def.needs.name())
            }
            Needs::Any => true,
        };
        if !fits {
            return Err(structure::misplaced(m, schema));
        }
        // Number values are the bounds and steps of numbers (`minimum`, `multiple_of`).
        if ty == "integer"
            && m.kind == ValueKind::Number
            && m.value.as_f64().is_some_and(|f| f.fract() != 0.0)
        {
            return Err(AttrError::new(
                codes::FRACTIONAL_BOUND_ON_INTEGER,
                m.span,
                format!("`{}` of an integer field must be a whole number", m.key),
            )
            .label("not a whole number")
            .help("write an integer value"));
        }
        if let Some(nested) = &m.nested {
            if let Some(Value::Object(items)) = schema.get_mut("items") {
                apply(nested, items, controller_gen)?;
            }
            continue;
        }
        // Rules and presence are applied after the validations (apply_rules, and
        // the field's required decision in the schema builder).
        if matches!(m.kind, ValueKind::Cel(_) | ValueKind::Presence(_)) {
            continue;
        }
        // `format = ""` writes no format: Go's int8, int16, uint8, uint16, int and
        // uint have none, and this is how their Rust spelling says so.
        if m.key == "format" && m.value == Value::String(String::new()) {
            schema.remove("format");
            continue;
        }
        if let Some(keyword) = m.keyword {
            schema.insert(keyword.name.to_owned(), m.value.clone());
            written.push(keyword.name);
        }
    }
    structure::check_after(&markers.0, schema)?;
    check_bounds(markers, schema)?;
    if let Some(base) = base {
        all_of::hoist(&base, schema, &written);
    }
    if let Some(before) = &before {
        formats::check(&markers.0, before, schema, rust)?;
    }
    for m in markers.0.iter().filter(|m| m.key == "enum") {
        structure::check_enum(m, schema)?;
    }
    apply_rules(markers, schema, controller_gen)?;
    check_lists(markers, schema)?;
    // A default is checked against everything else the field says, as the API
    // server would check the defaulted object; an example is held to the same.
    for m in markers.0.iter().filter(|m| m.def.stage == Stage::Last) {
        if let Err(why) = crate::schema::validate::check(&m.value, schema) {
            return Err(AttrError::new(
                codes::DEFAULT_DOES_NOT_FIT,
                m.span,
                format!("{} {} does not fit the field: {why}", m.key, m.value),
            )
            .label(format!("invalid {}", m.key))
            .help(format!(
                "change the {} so the field's own validation accepts it",
                m.key
            )));
        }
        if let Some(keyword) = m.keyword {
            schema.insert(keyword.name.to_owned(), m.value.clone());
        }
    }
    Ok(())
}

/// Records, for each rule these markers added (validations and `immutable`), the marker
/// that wrote it (`at` places a marker's span), descending into `items(...)`, so the checks
/// run on the finished CRD can point at the marker. `path` is the node's path below the
/// root of `prov`'s schema.
pub fn tag_rules(
    markers: &Markers,
    prov: &mut Provenance,
    path: &mut NodePath,
    at: &mut dyn FnMut(proc_macro2::Span) -> Location,
) {
    for m in &markers.0 {
        if let Some(nested) = &m.nested {
            path.push(Step::Items);
            tag_rules(nested, prov, path, at);
            path.pop();
            continue;
        }
        let rule = match m.kind {
            ValueKind::Cel(CelKind::Immutable) => "self == oldSelf",
            ValueKind::Cel(CelKind::Validation) => {
                match m.value.get("rule").and_then(Value::as_str) {
                    Some(rule) => rule,
                    None => continue,
                }
            }
            _ => continue,
        };
        prov.add_rule(path.clone(), rule, at(m.span));
    }
}

/// Adds the CEL rules in the order `controller_gen` writes them (source order where it
/// has none): a field's before those its type brought, a type's after those its fields
/// added (immutable fields' parent rules).
fn apply_rules(
    markers: &Markers,
    schema: &mut Map<String, Value>,
    controller_gen: &ControllerGen,
) -> Result<(), AttrError> {
    let mut rules = Vec::new();
    let mut place = Place::Type;
    for m in &markers.0 {
        if let ValueKind::Cel(kind) = m.kind {
            let written = cel::rules(kind, &m.value, &m.parts, m.span, schema, controller_gen)?;
            rules.push((kind, written));
            place = m.place;
        }
    }
    let rules = controller_gen.order_rules(rules);
    cel::add_rules(schema, rules, place == Place::Field);
    Ok(())
}

/// A lower bound above its upper bound admits no value: every object would be
/// rejected, which is never what was meant.
fn check_bounds(markers: &Markers, schema: &Map<String, Value>) -> Result<(), AttrError> {
    for (low, high) in keywords::ranges() {
        let (Some(l), Some(h)) = (
            schema.get(low.name).and_then(Value::as_f64),
            schema.get(high.name).and_then(Value::as_f64),
        ) else {
            continue;
        };
        let exclusive = |k: &keywords::Keyword| {
            k.bound
                .and_then(|b| b.exclusive)
                .is_some_and(|flag| schema.get(flag) == Some(&Value::Bool(true)))
        };
        let empty = l > h || (l == h && (exclusive(low) || exclusive(high)));
        if !empty {
            continue;
        }
        // Point at whichever of the two this field or type wrote (the other may
        // come from its type).
        let Some(m) = markers.0.iter().find(|m| {
            m.keyword
                .is_some_and(|k| k.name == low.name || k.name == high.name)
        }) else {
            continue;
        };
        let key = |k: &keywords::Keyword| k.markers.first().map_or(k.name, |m| m.key);
        let (low_key, high_key) = (key(low), key(high));
        return Err(AttrError::new(
            codes::EMPTY_RANGE,
            m.span,
            format!(
                "`{low_key}` ({}) is above `{high_key}` ({}): no value is valid",
                schema[low.name], schema[high.name]
            ),
        )
        .label("empty range")
        .help(format!("make `{low_key}` at most `{high_key}`")));
    }
    Ok(())
}

fn check_lists(markers: &Markers, schema: &Map<String, Value>) -> Result<(), AttrError> {
    let span_of = |key: &str| markers.0.iter().find(|m| m.key == key).map(|m| m.span);
    let (list_type, keys) = (span_of("list_type"), span_of("list_map_keys"));
    if list_type.is_none() && keys.is_none() {
        return Ok(());
    }
    lists::check(schema, list_type, keys)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::markers::parse;
    use serde_json::json;

    #[test]
    fn applies_markers_in_source_order() {
        let f: syn::Field = syn::parse_quote! {
            #[crd(minimum = 1, maximum = 10)]
            size: i32
        };
        let markers = parse(&f.attrs, Place::Field).unwrap();
        let mut schema = json!({"type": "integer"}).as_object().cloned().unwrap();
        apply(&markers, &mut schema, crate::controller_gen::newest()).unwrap();
        assert_eq!(
            Value::Object(schema),
            json!({"type": "integer", "minimum": 1, "maximum": 10})
        );
    }

    #[test]
    fn a_marker_on_the_wrong_type_is_an_error() {
        let f: syn::Field = syn::parse_quote! {
            #[crd(max_length = 3)]
            size: i32
        };
        let markers = parse(&f.attrs, Place::Field).unwrap();
        let mut schema = json!({"type": "integer"}).as_object().cloned().unwrap();
        let err = apply(&markers, &mut schema, crate::controller_gen::newest()).unwrap_err();
        assert_eq!(
            err.message,
            "`max_length` applies to string fields, not to this integer field"
        );
    }

    #[test]
    fn defaults_are_checked_against_the_field() {
        let f: syn::Field = syn::parse_quote! {
            #[crd(default = 0, minimum = 1)]
            size: i32
        };
        let markers = parse(&f.attrs, Place::Field).unwrap();
        let mut schema = json!({"type": "integer", "format": "int32"})
            .as_object()
            .cloned()
            .unwrap();
        let err = apply(&markers, &mut schema, crate::controller_gen::newest()).unwrap_err();
        assert_eq!(
            err.message,
            "default 0 does not fit the field: 0 is below the minimum 1"
        );

        let f: syn::Field = syn::parse_quote! {
            #[crd(default = ["a", "b"])]
            names: Vec<String>
        };
        let markers = parse(&f.attrs, Place::Field).unwrap();
        let mut schema = json!({"type": "array", "items": {"type": "string"}})
            .as_object()
            .cloned()
            .unwrap();
        apply(&markers, &mut schema, crate::controller_gen::newest()).unwrap();
        assert_eq!(schema["default"], json!(["a", "b"]));
    }

    #[test]
    fn type_override_drops_what_only_fit_the_old_type() {
        let f: syn::Field = syn::parse_quote! { #[crd(type = "string", max_length = 5)] x: u32 };
        let markers = parse(&f.attrs, Place::Field).unwrap();
        let mut schema = crate::schema::scalar::primitive("u32").unwrap();
        apply(&markers, &mut schema, crate::controller_gen::newest()).unwrap();
        assert_eq!(
            Value::Object(schema),
            json!({"type": "string", "maxLength": 5})
        );
        let f: syn::Field = syn::parse_quote! { #[crd(type = "array")] x: String };
        let markers = parse(&f.attrs, Place::Field).unwrap();
        let mut schema = json!({"type": "string"}).as_object().cloned().unwrap();
        let err = apply(&markers, &mut schema, crate::controller_gen::newest()).unwrap_err();
        assert_eq!(
            err.message,
            "`type = \"array\"` on a field that is not a list"
        );
    }

    #[test]
    fn field_markers_over_a_named_type_keep_both_in_all_of() {
        let f: syn::Field = syn::parse_quote! {
            #[crd(minimum = 5, maximum = 10, nullable)]
            x: Percent
        };
        let markers = parse(&f.attrs, Place::Field).unwrap();
        let mut schema = json!({"type": "integer", "minimum": 0, "maximum": 10})
            .as_object()
            .cloned()
            .unwrap();
        apply_over_named(&markers, &mut schema, crate::controller_gen::newest()).unwrap();
        assert_eq!(
            Value::Object(schema),
            json!({
                "type": "integer",
                "maximum": 10,
                "nullable": true,
                "allOf": [{"minimum": 0}, {"minimum": 5}]
            })
        );
    }
}
