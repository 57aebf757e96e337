//! Markers that change what a schema node is, rather than adding one validation to it:
//! `schemaless`, `type`, `int_or_string`, `embedded_resource`, plus the checks that
//! need the finished node (`enum` values, embedded resources, schemaless fields).

use proc_macro2::Span;
use serde_json::{Map, Value, json};

use crate::diagnostic::codes::markers as codes;
use crate::keywords::{self, Applies, Needs};
use crate::model::AttrError;
use crate::model::markers::Marker;

fn is_true(m: &Marker) -> bool {
    m.value == Value::Bool(true)
}

fn find<'m>(markers: &'m [Marker], key: &str) -> Option<&'m Marker> {
    markers.iter().rev().find(|m| m.key == key)
}

/// Applies the markers of [`keywords::Stage::First`] in this order: `schema`,
/// `schemaless`, `type` and `int_or_string`; and types an untyped node that `embedded_resource` marks
/// as an object.
pub fn apply_first(markers: &[Marker], schema: &mut Map<String, Value>) -> Result<(), AttrError> {
    if let (Some(t), Some(i)) = (find(markers, "type"), find(markers, "int_or_string"))
        && is_true(i)
    {
        let later = if t.span.start() > i.span.start() {
            t
        } else {
            i
        };
        return Err(AttrError::new(
            codes::TYPE_AND_INT_OR_STRING,
            later.span,
            "`type` and `int_or_string` both set the field's type",
        )
        .label("second type")
        .help("keep one: int_or_string already means an integer or a string"));
    }
    if let Some(m) = find(markers, "schema")
        && let Value::Object(given) = &m.value
    {
        if let Some(why) = crate::schema::not_structural(given) {
            return Err(AttrError::new(
                codes::SCHEMA_OVERRIDE_NOT_STRUCTURAL,
                m.span,
                format!("the schema given is not structural {why}"),
            )
            .label("not structural")
            .help("the API server rejects a CRD whose schema is not structural: give every node a `type`, keep `properties` and `additionalProperties` apart, and only validations inside allOf/anyOf/oneOf/not"));
        }
        // The field's description stays unless the given schema has its own.
        let description = schema.remove("description");
        *schema = given.clone();
        if let Some(d) = description {
            schema.entry("description").or_insert(d);
        }
    }
    if find(markers, "schemaless").is_some_and(is_true) {
        // As controller-gen's Schemaless: the type is not looked at; the field's own
        // description and markers are all that is left.
        schema.retain(|k, _| k == "description");
    }
    if let Some(t) = find(markers, "type")
        && let Some(ty) = t.value.as_str()
    {
        set_type(schema, ty);
    }
    if let Some(m) = find(markers, "int_or_string").filter(|m| is_true(m)) {
        let ty = schema.get("type").and_then(Value::as_str).unwrap_or("");
        let already = schema.contains_key("x-kubernetes-int-or-string");
        if !already && !matches!(ty, "string" | "integer" | "") {
            return Err(misplaced_text(
                m.span,
                "int_or_string",
                "integer, string or untyped",
                shape_name(schema),
            ));
        }
        schema.remove("type");
        schema.remove("format");
        schema.insert(
            "anyOf".into(),
            json!([{"type": "integer"}, {"type": "string"}]),
        );
        schema.insert("x-kubernetes-int-or-string".into(), json!(true));
    }
    if find(markers, "embedded_resource").is_some_and(is_true)
        && !schema.contains_key("type")
        && !schema.contains_key("anyOf")
    {
        // serde_json::Value: an embedded resource is always a JSON object.
        schema.insert("type".into(), json!("object"));
    }
    if find(markers, "embedded_resource").is_some_and(is_true) {
        crate::schema::embedded_meta::bare_in_embedded_resource(schema);
    }
    Ok(())
}

/// Replaces the node's type, dropping what only made sense for the old one.
fn set_type(schema: &mut Map<String, Value>, ty: &str) {
    let was_int_or_string = schema.remove("x-kubernetes-int-or-string").is_some();
    if was_int_or_string {
        schema.remove("anyOf");
    }
    let old = schema.get("type").and_then(Value::as_str).unwrap_or("");
    if old != ty || was_int_or_string {
        schema.retain(|k, v| match keywords::keyword(k).map(|k| k.applies) {
            Some(Applies::Any) => true,
            Some(Applies::To(types)) => types.contains(&ty),
            Some(Applies::Format) => v.as_str().is_some_and(|f| keywords::format_fits(ty, f)),
            Some(Applies::Values) => v.as_array().is_some_and(|vals| {
                let mut probe = Map::new();
                probe.insert("type".into(), json!(ty));
                vals.iter()
                    .all(|v| crate::schema::validate::check(v, &probe).is_ok())
            }),
            Some(Applies::Type) | None => false,
        });
    }
    schema.insert("type".into(), json!(ty));
}

/// What kind of object a node is: `struct` (named properties), `map` (free keys), or
/// `object` (neither); `None` when it is not an object.
pub fn object_shape(schema: &Map<String, Value>) -> Option<&'static str> {
    if schema.get("type").and_then(Value::as_str) != Some("object") {
        return None;
    }
    let has_props = schema
        .get("properties")
        .and_then(Value::as_object)
        .is_some_and(|p| !p.is_empty());
    let preserves = schema.get("x-kubernetes-preserve-unknown-fields") == Some(&json!(true));
    Some(if has_props {
        "struct"
    } else if schema.contains_key("additionalProperties") || preserves {
        "map"
    } else {
        "object"
    })
}

fn shape_name(schema: &Map<String, Value>) -> &'static str {
    if schema.contains_key("x-kubernetes-int-or-string") {
        return "int-or-string";
    }
    if let Some(shape) = object_shape(schema) {
        return shape;
    }
    match schema.get("type").and_then(Value::as_str) {
        Some("string") => "string",
        Some("integer") => "integer",
        Some("number") => "number",
        Some("boolean") => "boolean",
        Some("array") => "array",
        _ => "untyped",
    }
}

fn misplaced_text(span: Span, key: &str, wanted: &str, shown: &str) -> AttrError {
    AttrError::new(
        codes::MARKER_ON_WRONG_TYPE,
        span,
        format!("`{key}` applies to {wanted} fields, not to this {shown} field"),
    )
    .label(format!("this field is {shown}"))
    .help(format!("remove `{key}` or change the field's type"))
}

/// The error for a marker written on a node of the wrong type.
pub fn misplaced(m: &Marker, schema: &Map<String, Value>) -> AttrError {
    let shown = match m.def.needs {
        // The finer shapes only matter to the object markers.
        Needs::Struct | Needs::Map => shape_name(schema),
        _ => match schema.get("type").and_then(Value::as_str) {
            Some(t) => t,
            None if schema.contains_key("x-kubernetes-int-or-string") => "int-or-string",
            None => "untyped",
        },
    };
    let err = misplaced_text(m.span, m.key, m.def.needs.name(), shown);
    match (m.key, shown) {
        ("struct_type", "map") => err.help("on a map, write map_type = \"atomic\" or \"granular\""),
        ("map_type", "struct") => {
            err.help("on a struct, write struct_type = \"atomic\" or \"granular\"")
        }
        _ => err,
    }
}

/// Checks what needs the finished node: an embedded resource must be an object whose
/// fields are kept or described, and a schemaless node still needs a type.
pub fn check_after(markers: &[Marker], schema: &Map<String, Value>) -> Result<(), AttrError> {
    let preserves = schema.get("x-kubernetes-preserve-unknown-fields") == Some(&json!(true));
    if let Some(m) = find(markers, "embedded_resource").filter(|m| is_true(m)) {
        let has_props = schema
            .get("properties")
            .and_then(Value::as_object)
            .is_some_and(|p| !p.is_empty());
        if !preserves && !has_props {
            return Err(AttrError::new(
                codes::EMBEDDED_RESOURCE_WITHOUT_FIELDS,
                m.span,
                "an embedded resource needs its fields kept or described",
            )
            .label("no properties and unknown fields are not kept")
            .help("add preserve_unknown_fields (as controller-gen does for runtime.RawExtension), or use a struct with apiVersion, kind and metadata fields; the API server rejects x-kubernetes-embedded-resource without either"));
        }
    }
    let typed = schema.contains_key("type") || schema.contains_key("x-kubernetes-int-or-string");
    if let Some(m) = find(markers, "schemaless").filter(|m| is_true(m))
        && !typed
        && !preserves
    {
        return Err(AttrError::new(
            codes::SCHEMALESS_WITHOUT_TYPE,
            m.span,
            "a schemaless field still needs a type",
        )
        .label("the field is left without a type")
        .help("add type = \"...\" (e.g. type = \"string\") or preserve_unknown_fields; the API server rejects a field without a type in a structural schema"));
    }
    if let Some(m) = find(markers, "type") {
        let ty = m.value.as_str().unwrap_or("");
        if ty == "array" && !schema.contains_key("items") {
            return Err(AttrError::new(
                codes::ARRAY_TYPE_WITHOUT_ITEMS,
                m.span,
                "`type = \"array\"` on a field that is not a list",
            )
            .label("the items' schema is unknown")
            .help("a structural schema needs the items' type: use a Vec<T> field instead"));
        }
        if object_shape(schema) == Some("object") && !preserves {
            return Err(AttrError::new(
                codes::OBJECT_TYPE_WITHOUT_FIELDS,
                m.span,
                "`type = \"object\"` without fields: the API server would drop everything in it",
            )
            .label("no properties")
            .help("add preserve_unknown_fields to keep what is written there"));
        }
    }
    Ok(())
}

/// Every `enum` value must be a value of the field (its type, format and other
/// validations): a value the field rejects can never be used.
pub fn check_enum(m: &Marker, schema: &Map<String, Value>) -> Result<(), AttrError> {
    let mut without_enum = schema.clone();
    without_enum.remove("enum");
    for (i, v) in m.value.as_array().into_iter().flatten().enumerate() {
        if let Err(why) = crate::schema::validate::check(v, &without_enum) {
            return Err(AttrError::new(
                codes::ENUM_VALUE_DOES_NOT_FIT,
                m.item_spans.get(i).copied().unwrap_or(m.span),
                format!("enum value {v} does not fit the field: {why}"),
            )
            .label("invalid enum value")
            .help(format!(
                "list only values of this {} field",
                shape_name(schema)
            )));
        }
    }
    Ok(())
}
