//! A webhook's `namespace_selector` / `object_selector`, written as kubectl's `-l`
//! (apimachinery's `labels.Parse` grammar: `key=value`, `key!=value`, `key in (a,b)`,
//! `key notin (a,b)`, `key`, `!key`, comma-separated) and turned into the
//! `metav1.LabelSelector` the manifest holds: `key=value` requirements become
//! `matchLabels`, every other one a `matchExpressions` entry. Requirements and values keep
//! the order they are written in, as controller-gen keeps a marker's. Keys and values are
//! checked with apimachinery's rules ([`crate::model::meta`]). (`crdgen-apimachinery`'s
//! selector parser sorts requirements and values, and its feature pulls k8s-openapi into
//! the engine, which the derive builds for the host without a Kubernetes version.)

use std::collections::BTreeMap;

use serde_json::{Value, json};

use crate::diagnostic::escape;
use crate::model::meta;

/// A label selector as the manifest writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Selector {
    /// `matchLabels`.
    pub match_labels: BTreeMap<String, String>,
    /// `matchExpressions`: key, operator (`In`, `NotIn`, `Exists`, `DoesNotExist`) and
    /// values, in written order.
    pub match_expressions: Vec<(String, &'static str, Vec<String>)>,
}

impl Selector {
    /// The `metav1.LabelSelector` object (keys sorted by the emitter).
    pub fn to_value(&self) -> Value {
        let mut m = serde_json::Map::new();
        if !self.match_expressions.is_empty() {
            let exprs: Vec<Value> = self
                .match_expressions
                .iter()
                .map(|(key, op, values)| {
                    let mut e = serde_json::Map::new();
                    e.insert("key".to_owned(), json!(key));
                    e.insert("operator".to_owned(), json!(op));
                    if !values.is_empty() {
                        e.insert("values".to_owned(), json!(values));
                    }
                    Value::Object(e)
                })
                .collect();
            m.insert("matchExpressions".to_owned(), Value::Array(exprs));
        }
        if !self.match_labels.is_empty() {
            m.insert("matchLabels".to_owned(), json!(self.match_labels));
        }
        Value::Object(m)
    }
}

/// Parses `text`; the error says what is wrong, for a diagnostic at the literal.
pub fn parse(text: &str) -> Result<Selector, String> {
    let mut out = Selector {
        match_labels: BTreeMap::new(),
        match_expressions: Vec::new(),
    };
    let pieces = split_top_level(text)?;
    if pieces.is_empty() {
        return Err("it is empty, which selects everything: leave the key out instead".to_owned());
    }
    for piece in pieces {
        let piece = piece.trim();
        if piece.contains('>') || piece.contains('<') {
            return Err(format!(
                "`{}` uses `>` or `<`, which a LabelSelector cannot hold",
                escape::value(piece)
            ));
        }
        if let Some(key) = piece.strip_prefix('!') {
            let key = checked_key(key.trim())?;
            out.match_expressions
                .push((key, "DoesNotExist", Vec::new()));
        } else if let Some((key, value)) = piece.split_once("!=") {
            let key = checked_key(key.trim())?;
            out.match_expressions
                .push((key, "NotIn", vec![checked_value(value.trim())?]));
        } else if let Some((key, value)) = piece.split_once('=') {
            let key = checked_key(key.trim())?;
            let value = value.strip_prefix('=').unwrap_or(value);
            let value = checked_value(value.trim())?;
            if out.match_labels.insert(key.clone(), value).is_some() {
                return Err(format!("`{}=` is given twice", escape::value(&key)));
            }
        } else if let Some(open) = piece.find('(') {
            let head = piece[..open].trim();
            let (key, op) = match head.rsplit_once(char::is_whitespace) {
                Some((k, "in")) => (k, "In"),
                Some((k, "notin")) => (k, "NotIn"),
                _ => {
                    return Err(format!(
                        "`{}` is not `key in (...)` or `key notin (...)`",
                        escape::value(piece)
                    ));
                }
            };
            let key = checked_key(key.trim())?;
            let Some(inner) = piece[open + 1..].strip_suffix(')') else {
                return Err(format!("`{}` does not end with `)`", escape::value(piece)));
            };
            let values = inner
                .split(',')
                .map(|v| checked_value(v.trim()))
                .collect::<Result<Vec<_>, _>>()?;
            if values.iter().all(String::is_empty) {
                return Err(format!("`{}` lists no values", escape::value(&key)));
            }
            out.match_expressions.push((key, op, values));
        } else {
            let key = checked_key(piece)?;
            out.match_expressions.push((key, "Exists", Vec::new()));
        }
    }
    Ok(out)
}

fn checked_key(key: &str) -> Result<String, String> {
    if key.is_empty() {
        return Err("a requirement has no key".to_owned());
    }
    meta::qualified_name(key)
        .map_err(|why| format!("`{}` is not a label key: {why}", escape::value(key)))?;
    Ok(key.to_owned())
}

fn checked_value(value: &str) -> Result<String, String> {
    meta::label_value(value)
        .map_err(|why| format!("`{}` is not a label value: {why}", escape::value(value)))?;
    Ok(value.to_owned())
}

/// The requirements of a selector: `text` split at commas outside parentheses.
fn split_top_level(text: &str) -> Result<Vec<&str>, String> {
    let mut out = Vec::new();
    let mut open = false;
    let mut start = 0;
    for (i, c) in text.char_indices() {
        match c {
            '(' if open => return Err("parentheses are nested".to_owned()),
            '(' => open = true,
            ')' if !open => return Err("`)` has no `(`".to_owned()),
            ')' => open = false,
            ',' if !open => {
                out.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    if open {
        return Err("`(` is not closed".to_owned());
    }
    out.push(&text[start..]);
    if out.len() > 1 && out.iter().any(|p| p.trim().is_empty()) {
        return Err("a requirement between commas is empty".to_owned());
    }
    Ok(out.into_iter().filter(|p| !p.trim().is_empty()).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_and_expressions_in_written_order() {
        let s =
            parse("managed-by=controller, tier in (frontend, backend),!legacy,env!=dev,x").unwrap();
        assert_eq!(
            s.to_value(),
            json!({
                "matchExpressions": [
                    {"key": "tier", "operator": "In", "values": ["frontend", "backend"]},
                    {"key": "legacy", "operator": "DoesNotExist"},
                    {"key": "env", "operator": "NotIn", "values": ["dev"]},
                    {"key": "x", "operator": "Exists"},
                ],
                "matchLabels": {"managed-by": "controller"},
            })
        );
    }

    #[test]
    fn errors() {
        assert_eq!(
            parse("").unwrap_err(),
            "it is empty, which selects everything: leave the key out instead"
        );
        assert_eq!(parse("a=1,a=2").unwrap_err(), "`a=` is given twice");
        assert_eq!(
            parse("a>1").unwrap_err(),
            "`a>1` uses `>` or `<`, which a LabelSelector cannot hold"
        );
        assert_eq!(parse("tier in (a,b").unwrap_err(), "`(` is not closed");
        assert_eq!(
            parse("a=1,,b").unwrap_err(),
            "a requirement between commas is empty"
        );
    }
}
