//! The schema of a union of scalar or list variants (the variants of an untagged enum,
//! the contents of an adjacently tagged one): one schema that accepts every value each
//! variant's schema accepts, since serde may write any of them.
//!
//! A structural schema gives a node one type, so the variants must agree on it
//! (`integer` and `number` unite as `number`, which holds both). Keyword by keyword,
//! from the keyword table: a lower bound is the least of the variants', an upper bound
//! the greatest, and either is dropped if one variant has none; `enum` is the union of
//! the variants' values, dropped if one variant has none; `format` is the widest integer
//! format (`int64`), or none; `nullable` holds if one variant is nullable; list items
//! are united the same way; any other keyword is kept only where every variant has the
//! same value (a dropped validation only admits more).

use serde_json::{Map, Value};

use crate::keywords::{self, Side};

/// Why variants cannot be united into one schema: written after "the variants".
pub type Why = String;

/// The union of `schemas` (at least one), or why there is none.
pub fn unite(schemas: &[&Map<String, Value>]) -> Result<Map<String, Value>, Why> {
    let Some((first, rest)) = schemas.split_first() else {
        return Err("are none".into());
    };
    if rest.iter().all(|s| strip(s) == strip(first)) {
        let mut s = (*first).clone();
        s.remove("description");
        return Ok(s);
    }
    let types: Vec<&str> = schemas
        .iter()
        .map(|s| s.get("type").and_then(Value::as_str).unwrap_or(""))
        .collect();
    let ty = match types.as_slice() {
        [t, ..] if types.iter().all(|x| x == t) && !t.is_empty() => *t,
        _ if types.iter().all(|t| *t == "integer" || *t == "number") => "number",
        _ => {
            return Err(format!(
                "are of different JSON types ({})",
                distinct(&types)
            ));
        }
    };
    if ty == "object" {
        return Err("are objects with different schemas".into());
    }
    let mut keys: Vec<&String> = schemas.iter().flat_map(|s| s.keys()).collect();
    keys.sort_unstable();
    keys.dedup();
    let mut out = Map::new();
    for key in keys {
        let values: Vec<Option<&Value>> = schemas.iter().map(|s| s.get(key)).collect();
        let all: Option<Vec<&Value>> = values.iter().copied().collect();
        let united = match key.as_str() {
            "description" => None,
            "type" => Some(Value::from(ty)),
            "nullable" => values
                .contains(&Some(&Value::Bool(true)))
                .then_some(Value::Bool(true)),
            "format" => all.and_then(|fs| widest_format(ty, &fs)),
            "enum" => all.map(|lists| {
                let mut union: Vec<Value> = Vec::new();
                for v in lists.iter().filter_map(|l| l.as_array()).flatten() {
                    if !union.contains(v) {
                        union.push(v.clone());
                    }
                }
                Value::Array(union)
            }),
            "items" => {
                let Some(items) = all else {
                    return Err("are lists without items".into());
                };
                let items: Vec<&Map<String, Value>> =
                    items.iter().filter_map(|v| v.as_object()).collect();
                let united = unite(&items).map_err(|why| format!("are lists whose items {why}"))?;
                Some(Value::Object(united))
            }
            _ => match keywords::keyword(key).and_then(|k| k.bound) {
                Some(bound) => all.and_then(|vs| widest_bound(bound.side, &vs)),
                None => all.and_then(|vs| vs.iter().all(|v| *v == vs[0]).then(|| vs[0].clone())),
            },
        };
        if let Some(v) = united {
            out.insert(key.clone(), v);
        }
    }
    // A bound's exclusivity flag is kept only with the bound it qualifies.
    for k in keywords::KEYWORDS {
        if let Some(flag) = k.bound.and_then(|b| b.exclusive)
            && !out.contains_key(k.name)
        {
            out.remove(flag);
        }
    }
    Ok(out)
}

/// The widest of the variants' formats: `int64` holds `int32`; formats that differ
/// otherwise are dropped.
fn widest_format(ty: &str, formats: &[&Value]) -> Option<Value> {
    if formats.iter().all(|f| *f == formats[0]) && keywords::format_fits(ty, formats[0].as_str()?) {
        return Some(formats[0].clone());
    }
    let ints = formats
        .iter()
        .all(|f| matches!(f.as_str(), Some("int32" | "int64")));
    (ints && ty == "integer").then(|| Value::from("int64"))
}

/// The bound that admits every variant's values: the least lower bound, the greatest
/// upper bound.
fn widest_bound(side: Side, values: &[&Value]) -> Option<Value> {
    let numbers: Vec<f64> = values.iter().map(|v| v.as_f64()).collect::<Option<_>>()?;
    let pick = |a: f64, b: f64| match side {
        Side::Lower => a.min(b),
        Side::Upper => a.max(b),
    };
    let widest = numbers.iter().copied().reduce(pick)?;
    values
        .iter()
        .find(|v| v.as_f64() == Some(widest))
        .map(|v| (*v).clone())
}

fn distinct(types: &[&str]) -> String {
    let mut d: Vec<&str> = types
        .iter()
        .map(|t| if t.is_empty() { "untyped" } else { t })
        .collect();
    d.sort_unstable();
    d.dedup();
    d.join(", ")
}

/// The schema without its descriptions, which do not change what it accepts.
fn strip(s: &Map<String, Value>) -> Map<String, Value> {
    fn value(v: &Value) -> Value {
        match v {
            Value::Object(m) => Value::Object(strip(m)),
            Value::Array(a) => Value::Array(a.iter().map(value).collect()),
            other => other.clone(),
        }
    }
    s.iter()
        .filter(|(k, _)| k.as_str() != "description")
        .map(|(k, v)| (k.clone(), value(v)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn unite_json(schemas: &[Value]) -> Result<Value, Why> {
        let maps: Vec<&Map<String, Value>> = schemas.iter().filter_map(Value::as_object).collect();
        unite(&maps).map(Value::Object)
    }

    #[test]
    fn integers_widen_to_every_variants_range() {
        // u8 | u32: 300 is a u32.
        assert_eq!(
            unite_json(&[
                json!({"type": "integer", "format": "int32", "minimum": 0, "maximum": 255}),
                json!({"type": "integer", "format": "int64", "minimum": 0}),
            ]),
            Ok(json!({"type": "integer", "format": "int64", "minimum": 0}))
        );
        // i8 | i16.
        assert_eq!(
            unite_json(&[
                json!({"type": "integer", "format": "int32", "minimum": -128, "maximum": 127}),
                json!({"type": "integer", "format": "int32", "minimum": -32768, "maximum": 32767}),
            ]),
            Ok(json!({"type": "integer", "format": "int32", "minimum": -32768, "maximum": 32767}))
        );
    }

    #[test]
    fn a_known_enum_or_free_text_is_any_string() {
        assert_eq!(
            unite_json(&[
                json!({"type": "string", "enum": ["A", "B"], "description": "Known."}),
                json!({"type": "string"}),
            ]),
            Ok(json!({"type": "string"}))
        );
        assert_eq!(
            unite_json(&[
                json!({"type": "string", "enum": ["A", "B"]}),
                json!({"type": "string", "enum": ["B", "C"]}),
            ]),
            Ok(json!({"type": "string", "enum": ["A", "B", "C"]}))
        );
    }

    #[test]
    fn integers_and_numbers_are_numbers() {
        assert_eq!(
            unite_json(&[
                json!({"type": "integer", "format": "int64"}),
                json!({"type": "number"}),
            ]),
            Ok(json!({"type": "number"}))
        );
    }

    #[test]
    fn lists_unite_their_items_or_say_why_not() {
        assert_eq!(
            unite_json(&[
                json!({"type": "array", "items": {"type": "integer", "format": "int32", "minimum": 0, "maximum": 255}, "maxItems": 3}),
                json!({"type": "array", "items": {"type": "integer", "format": "int64"}}),
            ]),
            Ok(json!({"type": "array", "items": {"type": "integer", "format": "int64"}}))
        );
        assert_eq!(
            unite_json(&[
                json!({"type": "array", "items": {"type": "string"}}),
                json!({"type": "array", "items": {"type": "integer", "format": "int64"}}),
            ]),
            Err("are lists whose items are of different JSON types (integer, string)".into())
        );
    }
}
