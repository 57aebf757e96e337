//! The entries of `x-kubernetes-validations` that CEL markers add to a schema node, and
//! the checks that need the node: a `fieldPath` that resolves in it, one-of members that
//! are optional fields of it, field names CEL can spell.

use proc_macro2::Span;
use serde_json::{Map, Value, json};

use crate::controller_gen::ControllerGen;
use crate::diagnostic::codes::cel as codes;
use crate::diagnostic::escape;
use crate::model::AttrError;
use crate::model::cel::CelKind;

/// CEL's escaping of a property name (Kubernetes' `cel.Escape`): `None` when the name
/// cannot be reached from CEL at all.
pub fn escape_property(name: &str) -> Option<String> {
    const RESERVED: &[&str] = &[
        "true",
        "false",
        "null",
        "in",
        "as",
        "break",
        "const",
        "continue",
        "else",
        "for",
        "function",
        "if",
        "import",
        "let",
        "loop",
        "package",
        "namespace",
        "return",
        "var",
        "void",
        "while",
    ];
    if RESERVED.contains(&name) {
        return Some(format!("__{name}__"));
    }
    let ok_char = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-' | '/');
    let first_ok = name
        .chars()
        .next()
        .is_some_and(|c| ok_char(c) && !c.is_ascii_digit());
    if !first_ok || !name.chars().all(ok_char) {
        return None;
    }
    let mut out = String::with_capacity(name.len());
    let mut rest = name;
    while let Some(c) = rest.chars().next() {
        if let Some(after) = rest.strip_prefix("__") {
            out.push_str("__underscores__");
            rest = after;
            continue;
        }
        match c {
            '.' => out.push_str("__dot__"),
            '-' => out.push_str("__dash__"),
            '/' => out.push_str("__slash__"),
            _ => out.push(c),
        }
        rest = &rest[c.len_utf8()..];
    }
    Some(out)
}

fn cel_name(name: &str, span: Span) -> Result<String, AttrError> {
    escape_property(name).ok_or_else(|| {
        AttrError::new(
            codes::NOT_A_CEL_NAME,
            span,
            format!("field `{}` cannot be named in a CEL rule", escape::value(name)),
        )
            .label("not a CEL property name")
            .help("rename the field (#[serde(rename = \"...\")]) to letters, digits, `_`, `.`, `-` or `/`")
    })
}

/// The rules one CEL marker adds to the schema it is on, one-of rules in the form of
/// `controller_gen`. `value` and `spans` come from [`parse`]; `span` is the marker key's.
pub fn rules(
    kind: CelKind,
    value: &Value,
    spans: &[Span],
    span: Span,
    schema: &Map<String, Value>,
    controller_gen: &ControllerGen,
) -> Result<Vec<Value>, AttrError> {
    match kind {
        CelKind::Validation => {
            if let Some(path) = value.get("fieldPath").and_then(Value::as_str) {
                let at = spans.first().copied().unwrap_or(span);
                check_field_path(path, schema).map_err(|why| {
                    AttrError::new(
                        codes::FIELD_PATH_INVALID,
                        at,
                        format!("`field_path` \"{path}\" {why}"),
                    )
                    .label("does not resolve")
                    .help(field_path_help(schema))
                })?;
            }
            Ok(vec![value.clone()])
        }
        CelKind::Immutable => Ok(vec![json!({
            "message": "field is immutable",
            "rule": "self == oldSelf",
        })]),
        CelKind::AtMostOneOf | CelKind::ExactlyOneOf | CelKind::AtLeastOneOf => {
            let members: Vec<&str> = value
                .as_array()
                .map(|a| a.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            let mut escaped = Vec::with_capacity(members.len());
            for (i, name) in members.iter().enumerate() {
                let at = spans.get(i).copied().unwrap_or(span);
                check_member(name, at, schema)?;
                escaped.push(cel_name(name, at)?);
            }
            // Go's %v of the []string the marker holds.
            let list = members.join(" ");
            let message = match kind {
                CelKind::AtMostOneOf => format!("at most one of the fields in [{list}] may be set"),
                CelKind::ExactlyOneOf => {
                    format!("exactly one of the fields in [{list}] must be set")
                }
                _ => format!("at least one of the fields in [{list}] must be set"),
            };
            let Some(rule) = controller_gen.one_of_rule(kind, &escaped) else {
                return Err(not_in_release(
                    kind,
                    span,
                    controller_gen,
                    &escaped,
                    &message,
                ));
            };
            Ok(vec![json!({"message": message, "rule": rule})])
        }
    }
}

/// A one-of helper the configured controller-gen release does not have: the help gives
/// the oldest release that has it, and the rule to write by hand instead.
fn not_in_release(
    kind: CelKind,
    span: Span,
    controller_gen: &ControllerGen,
    fields: &[String],
    message: &str,
) -> AttrError {
    let key = match kind {
        CelKind::AtMostOneOf => "at_most_one_of",
        CelKind::ExactlyOneOf => "exactly_one_of",
        _ => "at_least_one_of",
    };
    let first = ControllerGen::first_with(kind);
    let rule = first.one_of_rule(kind, fields).unwrap_or_default();
    AttrError::new(
        codes::ONE_OF_NOT_IN_CONTROLLER_GEN_VERSION,
        span,
        format!(
            "`{key}` is not in controller-gen {}, the configured `controller-gen-version`",
            controller_gen.version
        ),
    )
    .label(format!("needs controller-gen {} or later", first.version))
    .help(format!(
        "set `controller-gen-version` to {} or later, or write the rule yourself: validation(rule = {rule:?}, message = {message:?})",
        first.version
    ))
}

/// The rule an immutable optional field adds to its parent object, so the field
/// cannot be removed once set (`self == oldSelf` on the field only runs when both
/// exist).
pub fn immutable_once_set(name: &str, span: Span) -> Result<Value, AttrError> {
    let f = cel_name(name, span)?;
    Ok(json!({
        "message": format!("field {name} is immutable once set"),
        "rule": format!("!has(oldSelf.{f}) || has(self.{f})"),
    }))
}

fn check_member(name: &str, span: Span, schema: &Map<String, Value>) -> Result<(), AttrError> {
    let props = schema.get("properties").and_then(Value::as_object);
    if !props.is_some_and(|p| p.contains_key(name)) {
        let known: Vec<&str> = props
            .map(|p| p.keys().map(String::as_str).collect())
            .unwrap_or_default();
        let err = AttrError::new(
            codes::ONE_OF_UNKNOWN_MEMBER,
            span,
            format!("`{}` is not a field of this struct", escape::value(name)),
        )
        .label("no such JSON field");
        return Err(match crate::diagnostic::suggest::best(name, &known) {
            Some(c) => err.help(format!(
                "did you mean `{}`? members are JSON names; fields: {}",
                escape::value(c),
                escape::value(&known.join(", "))
            )),
            None => err.help(format!(
                "members are JSON names (after serde renames); fields: {}",
                escape::value(&known.join(", "))
            )),
        });
    };
    let required = schema
        .get("required")
        .and_then(Value::as_array)
        .is_some_and(|r| r.iter().any(|v| v.as_str() == Some(name)));
    if required {
        return Err(AttrError::new(
            codes::ONE_OF_REQUIRED_MEMBER,
            span,
            format!(
                "`{}` is required, so it is always set and cannot be one of several alternatives",
                escape::value(name)
            ),
        )
        .label("required field")
        .help("make the field optional: an Option, or #[serde(default)]"));
    }
    Ok(())
}

fn field_path_help(schema: &Map<String, Value>) -> String {
    match schema.get("properties").and_then(Value::as_object) {
        Some(p) if !p.is_empty() => format!(
            "write a path from this schema, e.g. \".{}\"; fields here: {}",
            p.keys().next().map(String::as_str).unwrap_or(""),
            p.keys().map(String::as_str).collect::<Vec<_>>().join(", ")
        ),
        _ => "write a path from the schema the rule is on, e.g. \".field\" or \"['key']\"".into(),
    }
}

/// Resolves a `fieldPath` the way the API server does (`ValidFieldPath`): `.name`,
/// `['name']` (single-quoted, `\'` escapes a quote) into properties or a map's values,
/// and `[N]` into a list's items.
pub fn check_field_path(path: &str, schema: &Map<String, Value>) -> Result<(), String> {
    let mut node = schema;
    let mut rest = path;
    while !rest.is_empty() {
        let name: String;
        let mut index = false;
        if let Some(after) = rest.strip_prefix('.') {
            let end = after.find(['.', '[', ']']).unwrap_or(after.len());
            if end == 0 {
                return Err("has an empty step".into());
            }
            name = after[..end].to_owned();
            rest = &after[end..];
        } else if let Some(after) = rest.strip_prefix("['") {
            let mut out = String::new();
            let mut chars = after.char_indices();
            let mut close = None;
            while let Some((i, c)) = chars.next() {
                match c {
                    '\\' => match chars.next() {
                        Some((_, e)) => out.push(e),
                        None => break,
                    },
                    '\'' => {
                        close = Some(i);
                        break;
                    }
                    _ => out.push(c),
                }
            }
            let Some(close) = close else {
                return Err("has an unterminated quoted name".into());
            };
            let Some(after) = after[close + 1..].strip_prefix(']') else {
                return Err("is missing `]` after a quoted name".into());
            };
            name = out;
            rest = after;
        } else if let Some(after) = rest.strip_prefix('[') {
            let end = after.find(']').ok_or("is missing `]`")?;
            let n = &after[..end];
            if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) {
                return Err(format!("has `[{n}]`, expected ['name'] or a list index"));
            }
            name = n.to_owned();
            index = true;
            rest = &after[end + 1..];
        } else {
            return Err("must start each step with `.` or `[`".into());
        }
        node = step(node, &name, index)?;
    }
    Ok(())
}

fn step<'s>(
    node: &'s Map<String, Value>,
    name: &str,
    index: bool,
) -> Result<&'s Map<String, Value>, String> {
    if index {
        return node
            .get("items")
            .and_then(Value::as_object)
            .ok_or_else(|| format!("indexes [{name}] into something that is not a list"));
    }
    if let Some(props) = node.get("properties").and_then(Value::as_object) {
        return props
            .get(name)
            .and_then(Value::as_object)
            .ok_or_else(|| format!("names `{}`, which is not a field here", escape::value(name)));
    }
    if let Some(values) = node.get("additionalProperties").and_then(Value::as_object) {
        return Ok(values);
    }
    Err(format!(
        "names `{}` inside something that has no fields",
        escape::value(name)
    ))
}

/// Adds `rules` to the schema's `x-kubernetes-validations`: before the rules already
/// there when `first` (a field's own rules come before its type's, as controller-gen
/// writes them), after them otherwise.
pub fn add_rules(schema: &mut Map<String, Value>, mut rules: Vec<Value>, first: bool) {
    if rules.is_empty() {
        return;
    }
    let entry = schema
        .entry("x-kubernetes-validations")
        .or_insert_with(|| Value::Array(Vec::new()));
    if let Value::Array(existing) = entry {
        if first {
            rules.append(existing);
            *existing = rules;
        } else {
            existing.append(&mut rules);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_property_names_like_kubernetes() {
        assert_eq!(escape_property("foo").as_deref(), Some("foo"));
        assert_eq!(
            escape_property("namespace").as_deref(),
            Some("__namespace__")
        );
        assert_eq!(
            escape_property("a-b.c/d").as_deref(),
            Some("a__dash__b__dot__c__slash__d")
        );
        assert_eq!(
            escape_property("a__b").as_deref(),
            Some("a__underscores__b")
        );
        assert_eq!(escape_property("1a"), None);
        assert_eq!(escape_property("a b"), None);
    }

    #[test]
    fn field_paths_resolve_like_the_api_server() {
        let s = json!({"properties": {
            "a": {"properties": {"b": {"type": "string"}}, "type": "object"},
            "m": {"additionalProperties": {"type": "string"}, "type": "object"},
            "l": {"items": {"properties": {"x": {"type": "string"}}, "type": "object"}, "type": "array"}
        }, "type": "object"});
        let s = s.as_object().unwrap();
        for ok in [
            ".a",
            ".a.b",
            "['a'].b",
            "['a']['b']",
            ".m.anything",
            ".m['x.y']",
            ".l[0].x",
        ] {
            assert_eq!(check_field_path(ok, s), Ok(()), "{ok}");
        }
        assert_eq!(
            check_field_path(".a.c", s),
            Err("names `c`, which is not a field here".into())
        );
        assert!(check_field_path("a", s).is_err());
        assert!(check_field_path(".a.b.c", s).is_err());
        assert!(check_field_path(".a[0]", s).is_err());
        assert!(check_field_path("['a", s).is_err());
    }
}
