//! Markers that change what a schema node is, rather than adding one validation to it:
//! `schemaless`, `type`, `int_or_string`, `embedded_resource`, plus the checks that
//! need the finished node (`enum` values, embedded resources, schemaless fields) and
//! the values written in parentheses (`external_docs`).

use proc_macro2::Span;
use serde_json::{Map, Value, json};
use syn::LitStr;
use syn::meta::ParseNestedMeta;
use syn::spanned::Spanned;

use super::Marker;
use crate::diagnostic::codes::{markers as codes, syn_error};
use crate::diagnostic::escape;
use crate::model::AttrError;

/// The values `type = "..."` accepts: the OpenAPI types a structural schema may use.
pub const TYPES: &[&str] = &["string", "integer", "number", "boolean", "object", "array"];

/// Markers applied before all others, in this order: each decides what the node is.
pub const APPLIED_FIRST: &[&str] = &["schemaless", "type", "int_or_string"];

/// Keys every schema node may carry, whatever its type.
const GENERIC: &[&str] = &[
    "description",
    "title",
    "nullable",
    "default",
    "example",
    "externalDocs",
    "x-kubernetes-validations",
];

/// Keys that only mean something for one type.
fn belongs_to(key: &str) -> Option<&'static [&'static str]> {
    Some(match key {
        "minLength" | "maxLength" | "pattern" => &["string"],
        "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum" | "multipleOf" => {
            &["integer", "number"]
        }
        "items"
        | "minItems"
        | "maxItems"
        | "x-kubernetes-list-type"
        | "x-kubernetes-list-map-keys" => &["array"],
        "properties"
        | "required"
        | "additionalProperties"
        | "minProperties"
        | "maxProperties"
        | "x-kubernetes-map-type"
        | "x-kubernetes-preserve-unknown-fields"
        | "x-kubernetes-embedded-resource" => &["object"],
        _ => return None,
    })
}

fn format_fits(ty: &str, format: &str) -> bool {
    match ty {
        "integer" => matches!(format, "int32" | "int64"),
        "number" => matches!(format, "float" | "double"),
        "string" => !matches!(format, "int32" | "int64" | "float" | "double"),
        _ => false,
    }
}

fn is_true(m: &Marker) -> bool {
    m.value == Value::Bool(true)
}

fn find<'m>(markers: &'m [Marker], key: &str) -> Option<&'m Marker> {
    markers.iter().rev().find(|m| m.key == key)
}

/// Applies `schemaless`, `type` and `int_or_string`, and types an untyped node that
/// `embedded_resource` marks as an object.
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
        schema.retain(|k, v| {
            if GENERIC.contains(&k.as_str()) {
                return true;
            }
            match k.as_str() {
                "format" => v.as_str().is_some_and(|f| format_fits(ty, f)),
                "enum" => v.as_array().is_some_and(|vals| {
                    let mut probe = Map::new();
                    probe.insert("type".into(), json!(ty));
                    vals.iter()
                        .all(|v| crate::schema::validate::check(v, &probe).is_ok())
                }),
                other => belongs_to(other).is_some_and(|types| types.contains(&ty)),
            }
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
    let shown = match m.needs_kind {
        // The finer shapes only matter to the object markers.
        "struct" | "map" => shape_name(schema),
        _ => match schema.get("type").and_then(Value::as_str) {
            Some(t) => t,
            None if schema.contains_key("x-kubernetes-int-or-string") => "int-or-string",
            None => "untyped",
        },
    };
    let err = misplaced_text(m.span, m.key, m.needs_kind, shown);
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

/// `unique_items` is always an error: the API server rejects `uniqueItems: true`.
pub fn unique_items_error(span: Span) -> AttrError {
    AttrError::new(
        codes::UNIQUE_ITEMS,
        span,
        "`unique_items` cannot be used: apiextensions.k8s.io/v1 rejects uniqueItems: true",
    )
    .label("rejected by the API server")
    .help("write list_type = \"set\" (a list of scalars without duplicates), or list_type = \"map\" with list_map_keys(\"...\") for a list of objects")
}

const EXTERNAL_DOCS_HELP: &str =
    "write external_docs(url = \"https://example.com/docs\", description = \"...\")";

/// Reads `external_docs(url = "...", description = "...")` into `{url, description}`.
pub fn parse_external_docs(meta: &ParseNestedMeta<'_>) -> syn::Result<Value> {
    let span = meta.path.span();
    if !meta.input.peek(syn::token::Paren) {
        return Err(syn_error(
            span,
            codes::EXTERNAL_DOCS_MALFORMED,
            format!(
                "`external_docs` takes a url and a description in parentheses\n= help: {EXTERNAL_DOCS_HELP}"
            ),
        ));
    }
    let mut url: Option<String> = None;
    let mut description: Option<String> = None;
    meta.parse_nested_meta(|inner| {
        let key = inner.path.get_ident().map(|i| i.to_string()).unwrap_or_default();
        let slot = match key.as_str() {
            "url" => &mut url,
            "description" => &mut description,
            _ => {
                return Err(syn_error(
                    inner.path.span(),
                    codes::EXTERNAL_DOCS_MALFORMED,
                    format!("unknown key `{key}` in external_docs(...)\n= help: known keys: description, url"),
                ));
            }
        };
        let lit: LitStr = inner.value()?.parse()?;
        if slot.is_some() {
            return Err(syn_error(
                inner.path.span(),
                codes::EXTERNAL_DOCS_MALFORMED,
                format!("`{key}` is given twice\n= help: {EXTERNAL_DOCS_HELP}"),
            ));
        }
        if key == "url"
            && let Err(why) = check_url(&lit.value())
        {
            return Err(syn_error(
                lit.span(),
                codes::EXTERNAL_DOCS_URL_INVALID,
                format!("invalid `url` in `external_docs`: {why}\n= help: write an absolute http or https URL, e.g. \"https://example.com/docs\""),
            ));
        }
        *slot = Some(lit.value());
        Ok(())
    })?;
    let Some(url) = url else {
        return Err(syn_error(
            span,
            codes::EXTERNAL_DOCS_MALFORMED,
            format!("`external_docs` needs a `url`\n= help: {EXTERNAL_DOCS_HELP}"),
        ));
    };
    let mut docs = Map::new();
    if let Some(d) = description {
        docs.insert("description".into(), Value::String(d));
    }
    docs.insert("url".into(), Value::String(url));
    Ok(Value::Object(docs))
}

/// Is `text` an absolute http(s) URL? Checks the parts a reader's browser needs: the
/// scheme, a host made of valid labels (or a bracketed IPv6 address), an optional
/// numeric port, and no whitespace anywhere.
pub fn check_url(text: &str) -> Result<(), String> {
    let Some((scheme, rest)) = text.split_once("://") else {
        return Err("it is not an absolute URL (it needs http:// or https://)".into());
    };
    if !scheme.eq_ignore_ascii_case("http") && !scheme.eq_ignore_ascii_case("https") {
        return Err(format!(
            "the scheme `{}` is not http or https",
            escape::value(scheme)
        ));
    }
    if let Some(c) = text.chars().find(|c| c.is_whitespace() || c.is_control()) {
        return Err(format!("it contains {c:?}; spaces must be written %20"));
    }
    let authority = &rest[..rest.find(['/', '?', '#']).unwrap_or(rest.len())];
    let host_port = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    let (host, port) = if let Some(inner) = host_port.strip_prefix('[') {
        let Some((addr, after)) = inner.split_once(']') else {
            return Err("the IPv6 address is not closed with `]`".into());
        };
        if addr.is_empty()
            || !addr
                .chars()
                .all(|c| c.is_ascii_hexdigit() || c == ':' || c == '.')
        {
            return Err(format!(
                "`[{}]` is not an IPv6 address",
                escape::value(addr)
            ));
        }
        match after {
            "" => ("", None),
            p => match p.strip_prefix(':') {
                Some(p) => ("", Some(p)),
                None => {
                    return Err(format!(
                        "unexpected `{}` after the IPv6 address",
                        escape::value(p)
                    ));
                }
            },
        }
    } else {
        match host_port.rsplit_once(':') {
            Some((h, p)) => (h, Some(p)),
            None => (host_port, None),
        }
    };
    if !host_port.starts_with('[') {
        if host.is_empty() {
            return Err("it has no host".into());
        }
        let bad_label = host.trim_end_matches('.').split('.').find(|label| {
            label.is_empty()
                || label.starts_with('-')
                || label.ends_with('-')
                || !label
                    .chars()
                    .all(|c| c.is_alphanumeric() || c == '-' || c == '_' || c == '%')
        });
        if let Some(label) = bad_label {
            return Err(format!(
                "the host `{}` has an invalid part `{}`",
                escape::value(host),
                escape::value(label)
            ));
        }
    }
    if let Some(p) = port
        && (p.is_empty() || p.parse::<u16>().is_err())
    {
        return Err(format!(
            "the port `{}` is not a number from 0 to 65535",
            escape::value(p)
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls() {
        for ok in [
            "https://example.com/docs",
            "http://example.com",
            "HTTPS://a.b-c.example:8443/x?y=1#z",
            "https://user@host/",
            "http://[::1]:8080/",
            "https://xn--bcher-kva.example/",
        ] {
            assert_eq!(check_url(ok), Ok(()), "{ok}");
        }
        for (bad, why) in [
            (
                "example.com/docs",
                "it is not an absolute URL (it needs http:// or https://)",
            ),
            ("ftp://example.com", "the scheme `ftp` is not http or https"),
            ("https:///docs", "it has no host"),
            (
                "https://exa mple.com",
                "it contains ' '; spaces must be written %20",
            ),
            (
                "https://example..com",
                "the host `example..com` has an invalid part ``",
            ),
            (
                "https://-x.com",
                "the host `-x.com` has an invalid part `-x`",
            ),
            (
                "https://x.com:99999/",
                "the port `99999` is not a number from 0 to 65535",
            ),
            ("https://[::1/", "the IPv6 address is not closed with `]`"),
        ] {
            assert_eq!(check_url(bad), Err(why.to_string()), "{bad}");
        }
    }
}
