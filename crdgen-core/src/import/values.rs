//! JSON values and keywords written as Rust tokens: string literals, the JSON-like values
//! of `default`, `example` and `enum` (what `model::markers::value` reads back), and a
//! keyword's marker spelled from the keyword table ([`crate::keywords::writer`]).

use serde_json::Value;

use crate::keywords::{self, CelKind, MarkerDef, Needs, ValueKind};

/// A Rust string literal for `s`: plain where nothing needs escaping, raw (`r#"…"#`)
/// where only quotes or backslashes would (regular expressions, CEL rules), escaped
/// otherwise.
pub fn str_lit(s: &str) -> String {
    let needs_escape = |c: char| c == '"' || c == '\\';
    let control = s.chars().any(|c| c.is_control());
    if control || !s.chars().any(needs_escape) {
        return format!("{s:?}");
    }
    let mut hashes = String::from("#");
    while s.contains(&format!("\"{hashes}")) {
        hashes.push('#');
    }
    format!("r{hashes}\"{s}\"{hashes}")
}

/// A JSON value as the Rust tokens of a JSON-like marker value; `null` has none.
pub fn json_tokens(v: &Value) -> Result<String, String> {
    Ok(match v {
        Value::Null => return Err("a `null` value, which no marker writes".to_owned()),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => str_lit(s),
        Value::Array(items) => {
            let items: Result<Vec<String>, String> = items.iter().map(json_tokens).collect();
            format!("[{}]", items?.join(", "))
        }
        Value::Object(map) => {
            let mut entries = Vec::new();
            for (k, v) in map {
                entries.push(format!("{}: {}", str_lit(k), json_tokens(v)?));
            }
            format!("{{{}}}", entries.join(", "))
        }
    })
}

/// The marker items (the parts of `#[crd(...)]`) that write `keyword: value` on a node
/// that is `node`, or why there are none.
pub fn marker(keyword: &str, value: &Value, node: Needs) -> Result<Vec<String>, String> {
    let def = keywords::writer(keyword, node)
        .ok_or_else(|| format!("`{keyword}` has no crdgen marker on a {} node", node.name()))?;
    spell(def, keyword, value)
}

fn spell(def: &MarkerDef, keyword: &str, value: &Value) -> Result<Vec<String>, String> {
    let key = def.key;
    let wrong = || format!("`{keyword}: {value}` is not a value the `{key}` marker writes");
    let one = |s: String| Ok(vec![s]);
    match (def.value, value) {
        (ValueKind::Flag, Value::Bool(true)) => one(key.to_owned()),
        (ValueKind::Number | ValueKind::NonNegInt, Value::Number(n)) => one(format!("{key} = {n}")),
        (ValueKind::Str | ValueKind::Regex, Value::String(s)) => {
            one(format!("{key} = {}", str_lit(s)))
        }
        (ValueKind::Choice(choices), Value::String(s)) if choices.contains(&s.as_str()) => {
            one(format!("{key} = {}", str_lit(s)))
        }
        (ValueKind::StrList, Value::Array(items)) if !items.is_empty() => {
            let names: Option<Vec<String>> =
                items.iter().map(|i| i.as_str().map(str_lit)).collect();
            one(format!("{key}({})", names.ok_or_else(wrong)?.join(", ")))
        }
        (ValueKind::Json, v) => one(format!("{key} = {}", json_tokens(v)?)),
        (ValueKind::JsonList, Value::Array(items)) if !items.is_empty() => {
            one(format!("{key} = {}", json_tokens(value)?))
        }
        (ValueKind::ExternalDocs, Value::Object(map)) => {
            let mut parts = Vec::new();
            for (k, v) in map {
                match (k.as_str(), v) {
                    ("url" | "description", Value::String(s)) => {
                        parts.push(format!("{k} = {}", str_lit(s)));
                    }
                    _ => return Err(wrong()),
                }
            }
            one(format!("{key}({})", parts.join(", ")))
        }
        (ValueKind::Cel(CelKind::Validation), Value::Array(rules)) => rules
            .iter()
            .map(|r| rule(key, r).ok_or_else(wrong))
            .collect(),
        _ => Err(wrong()),
    }
}

/// One `x-kubernetes-validations` entry as `validation(rule = "…", …)`.
fn rule(key: &str, rule: &Value) -> Option<String> {
    let map = rule.as_object()?;
    let mut parts = vec![format!("rule = {}", str_lit(map.get("rule")?.as_str()?))];
    // The order `validation(...)` documents; every other entry is refused.
    for (json, rust) in [
        ("message", "message"),
        ("messageExpression", "message_expression"),
        ("reason", "reason"),
        ("fieldPath", "field_path"),
    ] {
        if let Some(v) = map.get(json) {
            parts.push(format!("{rust} = {}", str_lit(v.as_str()?)));
        }
    }
    match map.get("optionalOldSelf") {
        None => {}
        Some(Value::Bool(true)) => parts.push("optional_old_self".to_owned()),
        Some(_) => return None,
    }
    let known = [
        "rule",
        "message",
        "messageExpression",
        "reason",
        "fieldPath",
        "optionalOldSelf",
    ];
    if map.keys().any(|k| !known.contains(&k.as_str())) {
        return None;
    }
    Some(format!("{key}({})", parts.join(", ")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn spells_markers_from_the_table() {
        assert_eq!(
            marker("maxLength", &json!(63), Needs::String),
            Ok(vec!["max_length = 63".to_owned()])
        );
        assert_eq!(
            marker("x-kubernetes-map-type", &json!("atomic"), Needs::Struct),
            Ok(vec!["struct_type = \"atomic\"".to_owned()])
        );
        assert_eq!(
            marker("x-kubernetes-map-type", &json!("atomic"), Needs::Map),
            Ok(vec!["map_type = \"atomic\"".to_owned()])
        );
        assert_eq!(
            marker("pattern", &json!("^a\\.b$"), Needs::String),
            Ok(vec!["pattern = r#\"^a\\.b$\"#".to_owned()])
        );
        assert_eq!(
            marker(
                "x-kubernetes-validations",
                &json!([{"rule": "self > 1", "message": "big"}]),
                Needs::Number
            ),
            Ok(vec![
                "validation(rule = \"self > 1\", message = \"big\")".to_owned()
            ])
        );
        assert_eq!(
            marker("default", &json!({"a": [1, "x"]}), Needs::Struct),
            Ok(vec!["default = {\"a\": [1, \"x\"]}".to_owned()])
        );
        assert_eq!(
            marker("maxLength", &json!(1), Needs::Number),
            Err("`maxLength` has no crdgen marker on a number node".to_owned())
        );
    }
}
