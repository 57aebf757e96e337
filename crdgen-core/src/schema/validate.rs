//! Checks a JSON value against a structural schema, the way the API server validates an
//! object (string formats as [`super::string_formats`] checks them): used to reject
//! defaults that the field's own validation would reject.
//!
//! The ranges (`minLength`/`maxLength`, `minimum`/`maximum`, …) are read from the
//! keyword table ([`crate::keywords`]); every other check is a function here.

use serde_json::{Map, Value};

use crate::keywords;

/// Why `value` does not fit `schema`, with the path of the offending part (`""` for the
/// value itself), or `Ok(())`.
pub fn check(value: &Value, schema: &Map<String, Value>) -> Result<(), String> {
    check_at(value, schema, "")
}

fn at(path: &str) -> String {
    if path.is_empty() {
        String::new()
    } else {
        format!(" at `{}`", crate::diagnostic::escape::value(path))
    }
}

fn check_at(value: &Value, schema: &Map<String, Value>, path: &str) -> Result<(), String> {
    if value.is_null() {
        return if schema.get("nullable") == Some(&Value::Bool(true)) {
            Ok(())
        } else {
            Err(format!("null is not allowed{}", at(path)))
        };
    }
    // Conflicting validations of a type and a field: the value must pass both.
    if let Some(Value::Array(all_of)) = schema.get("allOf") {
        for branch in all_of.iter().filter_map(Value::as_object) {
            check_at(value, branch, path)?;
        }
    }
    check_type(value, schema, path)?;
    // The validations of the value's JSON kind; `check_type` has made sure it is one
    // the schema allows, and in an `allOf` branch (no type) they apply as they are.
    match value {
        Value::String(_) => check_string(value, schema, path)?,
        Value::Number(_) => check_bounds(value, schema, path)?,
        Value::Array(items) => {
            check_size(items.len(), "array", schema, path)?;
            if let Some(Value::Object(item_schema)) = schema.get("items") {
                for (i, item) in items.iter().enumerate() {
                    check_at(item, item_schema, &format!("{path}[{i}]"))?;
                }
            }
        }
        Value::Object(fields) => check_object(fields, schema, path)?,
        Value::Null | Value::Bool(_) => {}
    }
    if let Some(Value::Array(allowed)) = schema.get("enum")
        && !allowed.contains(value)
    {
        let list: Vec<String> = allowed.iter().map(Value::to_string).collect();
        return Err(format!(
            "{value} is not one of {}{}",
            list.join(", "),
            at(path)
        ));
    }
    Ok(())
}

/// Is the value of the schema's type (and within its integer format)?
fn check_type(value: &Value, schema: &Map<String, Value>, path: &str) -> Result<(), String> {
    if schema.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true)) {
        return match value {
            Value::String(_) => Ok(()),
            Value::Number(n) if n.is_i64() || n.is_u64() => Ok(()),
            _ => Err(format!(
                "expected an integer or a string{}, found {value}",
                at(path)
            )),
        };
    }
    let Some(ty) = schema.get("type").and_then(Value::as_str) else {
        return Ok(()); // preserve-unknown-fields, or an allOf branch: any type
    };
    match (ty, value) {
        ("string", Value::String(_))
        | ("boolean", Value::Bool(_))
        | ("number", Value::Number(_))
        | ("array", Value::Array(_))
        | ("object", Value::Object(_)) => Ok(()),
        ("integer", Value::Number(n)) if n.is_i64() || n.is_u64() => {
            let fits = match schema.get("format").and_then(Value::as_str) {
                Some("int32") => n.as_i64().is_some_and(|i| i32::try_from(i).is_ok()),
                Some("int64") => n.as_i64().is_some(),
                _ => true,
            };
            if fits {
                Ok(())
            } else {
                Err(format!(
                    "{n} is out of range for {}{}",
                    schema["format"],
                    at(path)
                ))
            }
        }
        _ => Err(format!(
            "expected {} {ty}{}, found {value}",
            article(ty),
            at(path)
        )),
    }
}

fn check_object(
    fields: &Map<String, Value>,
    schema: &Map<String, Value>,
    path: &str,
) -> Result<(), String> {
    check_size(fields.len(), "object", schema, path)?;
    let props = schema.get("properties").and_then(Value::as_object);
    let typed_object = schema.get("type").and_then(Value::as_str) == Some("object");
    let preserves = schema.get("x-kubernetes-preserve-unknown-fields") == Some(&Value::Bool(true));
    for (k, v) in fields {
        let child = if path.is_empty() {
            k.clone()
        } else {
            format!("{path}.{k}")
        };
        match (
            props.and_then(|p| p.get(k)),
            schema.get("additionalProperties"),
        ) {
            (Some(Value::Object(s)), _) | (None, Some(Value::Object(s))) => check_at(v, s, &child)?,
            // The API server would prune it: a default that loses data is a mistake.
            _ if typed_object && !preserves => {
                return Err(format!(
                    "unknown field `{}`{}",
                    crate::diagnostic::escape::value(k),
                    at(path)
                ));
            }
            _ => {}
        }
    }
    if let Some(Value::Array(required)) = schema.get("required") {
        for r in required.iter().filter_map(Value::as_str) {
            // The API server defaults nested fields before it validates, so a required
            // field with a default of its own may be left out.
            let defaulted = props
                .and_then(|p| p.get(r))
                .is_some_and(|s| s.get("default").is_some());
            if !fields.contains_key(r) && !defaulted {
                return Err(format!(
                    "required field `{}` is missing{}",
                    crate::diagnostic::escape::value(r),
                    at(path)
                ));
            }
        }
    }
    Ok(())
}

fn article(ty: &str) -> &'static str {
    if ty.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

fn check_string(value: &Value, schema: &Map<String, Value>, path: &str) -> Result<(), String> {
    let Some(s) = value.as_str() else {
        return Ok(());
    };
    check_size(s.chars().count(), "string", schema, path)?;
    if let Some(format) = schema.get("format").and_then(Value::as_str)
        && !super::string_formats::accepts(format, s)
    {
        return Err(format!(
            "{value} is not a valid `{}`{}",
            crate::diagnostic::escape::value(format),
            at(path)
        ));
    }
    if let Some(pattern) = schema.get("pattern").and_then(Value::as_str)
        && let Ok(re) = regex::Regex::new(pattern)
        && !re.is_match(s)
    {
        return Err(format!(
            "{value} does not match the pattern `{}`{}",
            crate::diagnostic::escape::value(pattern),
            at(path)
        ));
    }
    Ok(())
}

/// The size of a `ty` value (characters, items, properties) against its ranges.
fn check_size(n: usize, ty: &str, schema: &Map<String, Value>, path: &str) -> Result<(), String> {
    let n = n as u64;
    for (low, high, unit) in keywords::size_ranges(ty) {
        let (min, max) = (low.name, high.name);
        if let Some(lo) = schema.get(min).and_then(Value::as_u64)
            && n < lo
        {
            return Err(format!("{n} {unit}, fewer than {min} {lo}{}", at(path)));
        }
        if let Some(hi) = schema.get(max).and_then(Value::as_u64)
            && n > hi
        {
            return Err(format!("{n} {unit}, more than {max} {hi}{}", at(path)));
        }
    }
    Ok(())
}

fn check_bounds(value: &Value, schema: &Map<String, Value>, path: &str) -> Result<(), String> {
    let Some(x) = value.as_f64() else {
        return Ok(());
    };
    let flag = |k: &keywords::Keyword| {
        k.bound
            .and_then(|b| b.exclusive)
            .is_some_and(|f| schema.get(f) == Some(&Value::Bool(true)))
    };
    for (low, high) in keywords::value_ranges() {
        if let Some(lo) = schema.get(low.name).and_then(Value::as_f64) {
            let bad = if flag(low) { x <= lo } else { x < lo };
            if bad {
                return Err(format!(
                    "{value} is below the {} {}{}",
                    low.name,
                    schema[low.name],
                    at(path)
                ));
            }
        }
        if let Some(hi) = schema.get(high.name).and_then(Value::as_f64) {
            let bad = if flag(high) { x >= hi } else { x > hi };
            if bad {
                return Err(format!(
                    "{value} is above the {} {}{}",
                    high.name,
                    schema[high.name],
                    at(path)
                ));
            }
        }
    }
    if let Some(m) = schema.get("multipleOf").and_then(Value::as_f64)
        && m != 0.0
        && (x / m).fract() != 0.0
    {
        return Err(format!(
            "{value} is not a multiple of {}{}",
            schema["multipleOf"],
            at(path)
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn schema(v: Value) -> Map<String, Value> {
        v.as_object().cloned().unwrap()
    }

    #[test]
    fn types_bounds_enums_and_nesting() {
        let int32 = schema(json!({"type": "integer", "format": "int32", "minimum": 1}));
        assert_eq!(check(&json!(3), &int32), Ok(()));
        assert_eq!(
            check(&json!(0), &int32),
            Err("0 is below the minimum 1".into())
        );
        assert_eq!(
            check(&json!(5_000_000_000i64), &int32),
            Err("5000000000 is out of range for \"int32\"".into())
        );
        assert_eq!(
            check(&json!("3"), &int32),
            Err("expected an integer, found \"3\"".into())
        );
        let e = schema(json!({"type": "string", "enum": ["a", "b"]}));
        assert_eq!(
            check(&json!("c"), &e),
            Err("\"c\" is not one of \"a\", \"b\"".into())
        );
        let arr = schema(json!({"type": "array", "maxItems": 1, "items": {"type": "boolean"}}));
        assert_eq!(
            check(&json!([true, 1]), &arr),
            Err("2 items, more than maxItems 1".into())
        );
        let arr = schema(json!({"type": "array", "items": {"type": "boolean"}}));
        assert_eq!(
            check(&json!([true, 1]), &arr),
            Err("expected a boolean at `[1]`, found 1".into())
        );
        let pat = schema(json!({"type": "string", "pattern": "^[a-z]+$"}));
        assert_eq!(
            check(&json!("AB"), &pat),
            Err("\"AB\" does not match the pattern `^[a-z]+$`".into())
        );
    }

    #[test]
    fn objects_all_of_and_int_or_string() {
        let obj = schema(json!({
            "type": "object",
            "minProperties": 1,
            "properties": {
                "nested": {
                    "type": "object",
                    "properties": {"foo": {"type": "string"}, "bar": {"type": "boolean"}},
                    "required": ["bar", "foo"]
                },
                "name": {"type": "string", "default": "x"}
            },
            "required": ["name"]
        }));
        assert_eq!(
            check(&json!({"nested": {"foo": "a", "bar": true}}), &obj),
            Ok(())
        );
        assert_eq!(
            check(&json!({}), &obj),
            Err("0 properties, fewer than minProperties 1".into())
        );
        assert_eq!(
            check(&json!({"nested": {"foo": "a"}}), &obj),
            Err("required field `bar` is missing at `nested`".into())
        );
        assert_eq!(
            check(&json!({"nested": {"foo": 1, "bar": true}}), &obj),
            Err("expected a string at `nested.foo`, found 1".into())
        );
        assert_eq!(
            check(&json!({"other": 1}), &obj),
            Err("unknown field `other`".into())
        );
        let map = schema(json!({"type": "object", "additionalProperties": {"type": "integer"}}));
        assert_eq!(check(&json!({"a": 1}), &map), Ok(()));
        assert_eq!(
            check(&json!({"a": "b"}), &map),
            Err("expected an integer at `a`, found \"b\"".into())
        );
        let open = schema(json!({"type": "object", "x-kubernetes-preserve-unknown-fields": true}));
        assert_eq!(check(&json!({"anything": [1]}), &open), Ok(()));

        let both = schema(json!({
            "type": "string",
            "maxLength": 10,
            "allOf": [{"minLength": 4}, {"minLength": 6}]
        }));
        assert_eq!(check(&json!("abcdef"), &both), Ok(()));
        assert_eq!(
            check(&json!("abcde"), &both),
            Err("5 characters, fewer than minLength 6".into())
        );
        let ios = schema(json!({
            "anyOf": [{"type": "integer"}, {"type": "string"}],
            "x-kubernetes-int-or-string": true,
            "pattern": "^[0-9]+%$",
            "enum": [1, "50%"]
        }));
        assert_eq!(check(&json!(1), &ios), Ok(()));
        assert_eq!(check(&json!("50%"), &ios), Ok(()));
        assert_eq!(
            check(&json!("5"), &ios),
            Err("\"5\" does not match the pattern `^[0-9]+%$`".into())
        );
        assert_eq!(
            check(&json!(true), &ios),
            Err("expected an integer or a string, found true".into())
        );
        assert_eq!(
            check(&json!(2), &ios),
            Err("2 is not one of 1, \"50%\"".into())
        );
    }
}
