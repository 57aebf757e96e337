//! Checks a JSON value against a structural schema, the way the API server validates an
//! object: used to reject defaults that the field's own validation would reject.

use serde_json::{Map, Value};

/// Why `value` does not fit `schema`, with the path of the offending part (`""` for the
/// value itself), or `Ok(())`.
pub fn check(value: &Value, schema: &Map<String, Value>) -> Result<(), String> {
    check_at(value, schema, "")
}

fn at(path: &str) -> String {
    if path.is_empty() {
        String::new()
    } else {
        format!(" at `{path}`")
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
    if schema.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true)) {
        return match value {
            Value::String(_) => check_string(value, schema, path),
            Value::Number(n) if n.is_i64() || n.is_u64() => Ok(()),
            _ => Err(format!(
                "expected an integer or a string{}, found {value}",
                at(path)
            )),
        };
    }
    let Some(ty) = schema.get("type").and_then(Value::as_str) else {
        return Ok(()); // preserve-unknown-fields: anything goes
    };
    match (ty, value) {
        ("string", Value::String(_)) => check_string(value, schema, path)?,
        ("boolean", Value::Bool(_)) => {}
        ("integer", Value::Number(n)) if n.is_i64() || n.is_u64() => {
            let fits = match schema.get("format").and_then(Value::as_str) {
                Some("int32") => n.as_i64().is_some_and(|i| i32::try_from(i).is_ok()),
                Some("int64") => n.as_i64().is_some(),
                _ => true,
            };
            if !fits {
                return Err(format!(
                    "{n} is out of range for {}{}",
                    schema["format"],
                    at(path)
                ));
            }
            check_bounds(value, schema, path)?;
        }
        ("number", Value::Number(_)) => check_bounds(value, schema, path)?,
        ("array", Value::Array(items)) => {
            check_count(items.len(), schema, "minItems", "maxItems", "items", path)?;
            if let Some(Value::Object(item_schema)) = schema.get("items") {
                for (i, item) in items.iter().enumerate() {
                    check_at(item, item_schema, &format!("{path}[{i}]"))?;
                }
            }
        }
        ("object", Value::Object(fields)) => {
            check_count(
                fields.len(),
                schema,
                "minProperties",
                "maxProperties",
                "properties",
                path,
            )?;
            let props = schema.get("properties").and_then(Value::as_object);
            for (k, v) in fields {
                let child = format!("{path}.{k}");
                match (
                    props.and_then(|p| p.get(k)),
                    schema.get("additionalProperties"),
                ) {
                    (Some(Value::Object(s)), _) | (None, Some(Value::Object(s))) => {
                        check_at(v, s, &child)?
                    }
                    _ if schema.get("x-kubernetes-preserve-unknown-fields")
                        == Some(&Value::Bool(true)) => {}
                    _ => return Err(format!("unknown field `{k}`{}", at(path))),
                }
            }
            if let Some(Value::Array(required)) = schema.get("required") {
                for r in required.iter().filter_map(Value::as_str) {
                    if !fields.contains_key(r) {
                        return Err(format!("required field `{r}` is missing{}", at(path)));
                    }
                }
            }
        }
        _ => {
            return Err(format!(
                "expected {} {ty}{}, found {value}",
                article(ty),
                at(path)
            ));
        }
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
    check_count(
        s.chars().count(),
        schema,
        "minLength",
        "maxLength",
        "characters",
        path,
    )?;
    if let Some(pattern) = schema.get("pattern").and_then(Value::as_str)
        && let Ok(re) = regex::Regex::new(pattern)
        && !re.is_match(s)
    {
        return Err(format!(
            "{value} does not match the pattern `{pattern}`{}",
            at(path)
        ));
    }
    Ok(())
}

fn check_count(
    n: usize,
    schema: &Map<String, Value>,
    min: &str,
    max: &str,
    what: &str,
    path: &str,
) -> Result<(), String> {
    let n = n as u64;
    if let Some(lo) = schema.get(min).and_then(Value::as_u64)
        && n < lo
    {
        return Err(format!("{n} {what}, fewer than {min} {lo}{}", at(path)));
    }
    if let Some(hi) = schema.get(max).and_then(Value::as_u64)
        && n > hi
    {
        return Err(format!("{n} {what}, more than {max} {hi}{}", at(path)));
    }
    Ok(())
}

fn check_bounds(value: &Value, schema: &Map<String, Value>, path: &str) -> Result<(), String> {
    let Some(x) = value.as_f64() else {
        return Ok(());
    };
    let flag = |k: &str| schema.get(k) == Some(&Value::Bool(true));
    if let Some(lo) = schema.get("minimum").and_then(Value::as_f64) {
        let bad = if flag("exclusiveMinimum") {
            x <= lo
        } else {
            x < lo
        };
        if bad {
            return Err(format!(
                "{value} is below the minimum {}{}",
                schema["minimum"],
                at(path)
            ));
        }
    }
    if let Some(hi) = schema.get("maximum").and_then(Value::as_f64) {
        let bad = if flag("exclusiveMaximum") {
            x >= hi
        } else {
            x > hi
        };
        if bad {
            return Err(format!(
                "{value} is above the maximum {}{}",
                schema["maximum"],
                at(path)
            ));
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
}
