//! controller-gen's `allOf` for field markers over a named type's validations.
//!
//! controller-gen writes a field of a named type as `allOf: [type schema, field
//! schema]` and then flattens it: a key only one side sets is merged, a key both sides
//! set to different values stays in `allOf`, one entry per side (type first). Only
//! value validations can stay there: the API server forbids `default`, `nullable`,
//! `type` and the `x-kubernetes-*` extensions inside `allOf`, so for those the field's
//! value simply replaces the type's (controller-gen would write a CRD the API server
//! rejects). Equal values are merged (controller-gen compares Go pointers there and
//! writes both copies; the meaning is the same).

use serde_json::{Map, Value};

use crate::keywords::KEYWORDS;

/// Moves each value validation in `written` (keys the field's markers set on
/// `schema`) that `base` (the type's schema) had with another value into `allOf`.
pub fn hoist(base: &Map<String, Value>, schema: &mut Map<String, Value>, written: &[&str]) {
    let mut from_type = Map::new();
    let mut from_field = Map::new();
    // The keys that are kept side by side under `allOf` when they conflict, in name
    // order (the order they are moved in).
    let mut keys: Vec<&str> = KEYWORDS
        .iter()
        .filter(|k| k.all_of && written.contains(&k.name))
        .map(|k| k.name)
        .collect();
    keys.sort_unstable();
    for key in &keys {
        let (Some(old), Some(new)) = (base.get(*key), schema.get(*key)) else {
            continue;
        };
        if old == new {
            continue;
        }
        from_type.insert((*key).to_owned(), old.clone());
        if let Some(new) = schema.remove(*key) {
            from_field.insert((*key).to_owned(), new);
        }
    }
    if from_type.is_empty() {
        return;
    }
    let mut all_of = match schema.remove("allOf") {
        Some(Value::Array(existing)) => existing,
        _ => Vec::new(),
    };
    all_of.push(Value::Object(from_type));
    all_of.push(Value::Object(from_field));
    schema.insert("allOf".into(), Value::Array(all_of));
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn map(v: Value) -> Map<String, Value> {
        v.as_object().cloned().unwrap()
    }

    #[test]
    fn conflicting_validations_go_under_all_of() {
        // cronjobs golden, fieldLevelLocalDeclarationOverride.
        let base = map(json!({"type": "string", "minLength": 4}));
        let mut s = map(json!({"type": "string", "minLength": 10, "maxLength": 10}));
        hoist(&base, &mut s, &["maxLength", "minLength"]);
        assert_eq!(
            Value::Object(s),
            json!({"type": "string", "maxLength": 10, "allOf": [{"minLength": 4}, {"minLength": 10}]})
        );
        // Equal values, keys the field did not write and non-validations stay merged.
        let base = map(json!({"type": "string", "minLength": 4, "default": "a", "maxLength": 3}));
        let mut s = map(json!({"type": "string", "minLength": 4, "default": "b", "maxLength": 3}));
        hoist(&base, &mut s, &["minLength", "default"]);
        assert_eq!(
            Value::Object(s),
            json!({"type": "string", "minLength": 4, "default": "b", "maxLength": 3})
        );
    }
}
