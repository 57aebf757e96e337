//! What the API server requires of `x-kubernetes-list-type` and
//! `x-kubernetes-list-map-keys`, checked on the finished schema of a field or type.

use proc_macro2::Span;
use serde_json::{Map, Value};

use super::AttrError;
use crate::diagnostic::codes::markers as codes;
use crate::diagnostic::escape;

const LIST_TYPES: &[&str] = &["atomic", "set", "map"];

fn is_scalar_type(s: &Map<String, Value>) -> bool {
    matches!(
        s.get("type").and_then(Value::as_str),
        Some("string" | "integer" | "number" | "boolean")
    ) || s.contains_key("x-kubernetes-int-or-string")
}

/// Checks `list_type` (its value and what the items must be) and `list_map_keys`
/// (only with `list_type = "map"`; each key a required or defaulted scalar property of
/// the items). `list_type` and `list_map_keys` are the spans of those markers, when
/// written on this field or type.
pub fn check(
    schema: &Map<String, Value>,
    list_type: Option<Span>,
    list_map_keys: Option<Span>,
) -> Result<(), AttrError> {
    let kind = schema.get("x-kubernetes-list-type").and_then(Value::as_str);
    let items = schema.get("items").and_then(Value::as_object);
    if let Some(span) = list_type {
        let kind = kind.unwrap_or("");
        if !LIST_TYPES.contains(&kind) {
            let err = AttrError::new(
                codes::MARKER_VALUE_UNKNOWN,
                span,
                format!("unknown list_type `{}`", escape::value(kind)),
            )
            .label("not a list type");
            return Err(match crate::diagnostic::suggest::best(kind, LIST_TYPES) {
                Some(c) => err.help(format!("did you mean `{c}`? list types: atomic, set, map")),
                None => err.help("write list_type = \"atomic\", \"set\" or \"map\""),
            });
        }
        let object_items =
            items.filter(|i| i.get("type").and_then(Value::as_str) == Some("object"));
        if kind == "set" {
            let ok = items.is_some_and(|i| {
                is_scalar_type(i)
                    || (object_items.is_some()
                        && i.get("x-kubernetes-map-type").and_then(Value::as_str) == Some("atomic"))
            });
            if !ok {
                return Err(AttrError::new(
                    codes::LIST_SET_OF_OBJECTS,
                    span,
                    "list_type = \"set\" needs scalar items (or objects with map_type = \"atomic\")",
                )
                .label("items are not scalars")
                .help("use list_type = \"map\" with list_map_keys for lists of objects, or \"atomic\""));
            }
        }
        if kind == "map" {
            if object_items.is_none() {
                return Err(AttrError::new(
                    codes::LIST_MAP_OF_SCALARS,
                    span,
                    "list_type = \"map\" needs object items",
                )
                .label("items are not objects")
                .help("use list_type = \"set\" or \"atomic\" for lists of scalars"));
            }
            if list_map_keys.is_none() && !schema.contains_key("x-kubernetes-list-map-keys") {
                return Err(AttrError::new(
                    codes::LIST_MAP_WITHOUT_KEYS,
                    span,
                    "list_type = \"map\" needs list_map_keys",
                )
                .label("no keys")
                .help("name the item fields that identify an item: list_map_keys(\"name\")"));
            }
        }
    }
    let Some(span) = list_map_keys else {
        return Ok(());
    };
    if kind != Some("map") {
        return Err(AttrError::new(
            codes::LIST_MAP_KEYS_WITHOUT_MAP,
            span,
            "list_map_keys is only meaningful with list_type = \"map\"",
        )
        .label("no list_type = \"map\"")
        .help("add list_type = \"map\" or remove list_map_keys"));
    }
    let empty = Map::new();
    let item = items.unwrap_or(&empty);
    let props = item.get("properties").and_then(Value::as_object);
    let required: Vec<&str> = item
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let keys = schema
        .get("x-kubernetes-list-map-keys")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if keys.is_empty() {
        return Err(AttrError::new(
            codes::LIST_MAP_WITHOUT_KEYS,
            span,
            "list_map_keys lists no keys",
        )
        .label("empty")
        .help("name at least one item field: list_map_keys(\"name\")"));
    }
    for key in keys.iter().filter_map(Value::as_str) {
        let Some(prop) = props.and_then(|p| p.get(key)).and_then(Value::as_object) else {
            let known: Vec<&str> = props
                .map(|p| p.keys().map(String::as_str).collect())
                .unwrap_or_default();
            let err = AttrError::new(
                codes::LIST_MAP_KEY_UNKNOWN,
                span,
                format!(
                    "list map key `{}` is not a field of the items",
                    escape::value(key)
                ),
            )
            .label("no such item field");
            return Err(match crate::diagnostic::suggest::best(key, &known) {
                Some(c) => err.help(format!(
                    "did you mean `{}`? item fields: {}",
                    escape::value(c),
                    escape::value(&known.join(", "))
                )),
                None => err.help(format!(
                    "keys are JSON names of item fields: {}",
                    escape::value(&known.join(", "))
                )),
            });
        };
        if !matches!(
            prop.get("type").and_then(Value::as_str),
            Some("string" | "integer" | "boolean")
        ) {
            return Err(AttrError::new(
                codes::LIST_MAP_KEY_NOT_SCALAR,
                span,
                format!("list map key `{}` is not a scalar", escape::value(key)),
            )
            .label("not a string, integer or boolean")
            .help("keys must be string, integer or boolean fields of the items"));
        }
        if !required.contains(&key) && !prop.contains_key("default") {
            return Err(AttrError::new(
                codes::LIST_MAP_KEY_OPTIONAL,
                span,
                format!(
                    "list map key `{}` is optional: the API server needs every key set or defaulted",
                    escape::value(key)
                ),
            )
            .label("optional key")
            .help("make the item field required (not an Option, no #[serde(default)]) or give it #[crd(default = ...)]"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn obj(v: Value) -> Map<String, Value> {
        v.as_object().cloned().unwrap()
    }

    #[test]
    fn map_lists_need_required_scalar_keys() {
        let s = Span::call_site();
        let good = obj(json!({"type": "array", "x-kubernetes-list-type": "map",
            "x-kubernetes-list-map-keys": ["name"],
            "items": {"type": "object", "required": ["name"],
                "properties": {"name": {"type": "string"}, "port": {"type": "integer"}}}}));
        assert!(check(&good, Some(s), Some(s)).is_ok());
        let mut optional = good.clone();
        optional["x-kubernetes-list-map-keys"] = json!(["port"]);
        assert!(
            check(&optional, Some(s), Some(s))
                .unwrap_err()
                .message
                .contains("is optional")
        );
        let set = obj(json!({"type": "array", "x-kubernetes-list-type": "set",
            "items": {"type": "object"}}));
        assert!(check(&set, Some(s), None).is_err());
        let unknown = obj(json!({"type": "array", "x-kubernetes-list-type": "sett",
            "items": {"type": "string"}}));
        assert_eq!(
            check(&unknown, Some(s), None).unwrap_err().help.as_deref(),
            Some("did you mean `set`? list types: atomic, set, map")
        );
    }
}
