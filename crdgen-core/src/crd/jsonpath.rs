//! The JSONPaths a CRD names (printer columns, selectable fields, the scale subresource):
//! parsed in kubectl's dialect and resolved against a version's generated schema, so a
//! path pointing nowhere is found at generation time instead of showing an empty column.

use std::ops::Range;

use serde_json::{Value, json};

use crate::diagnostic::codes::Code;
use crate::diagnostic::codes::kind::{JSONPATH_SYNTAX, PATH_POINTS_NOWHERE};
use crate::diagnostic::escape;

/// One step of a path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// `.name` or `['name']`: a field of an object or a key of a map.
    Field {
        /// The field name.
        name: String,
        /// Where the step is in the path text (bytes).
        range: Range<usize>,
    },
    /// `[0]`, `[*]`, `[1:3]` or `[?(@.type=="Ready")]`: elements of an array.
    Elements {
        /// Where the step is in the path text (bytes).
        range: Range<usize>,
    },
}

impl Step {
    /// Where the step is in the path text (bytes).
    pub fn range(&self) -> Range<usize> {
        match self {
            Step::Field { range, .. } | Step::Elements { range } => range.clone(),
        }
    }
}

/// A path that does not parse or does not resolve: what is wrong and where in the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathError {
    /// The kind of mistake: a path that does not parse, or one that points nowhere (or
    /// the caller's own rule it breaks).
    pub code: Code,
    /// What is wrong.
    pub message: String,
    /// The part of the path text it is about (bytes).
    pub range: Range<usize>,
    /// Printed under that part.
    pub label: &'static str,
    /// What to write instead.
    pub help: String,
}

fn err(
    code: Code,
    message: impl Into<String>,
    range: Range<usize>,
    help: impl Into<String>,
) -> PathError {
    PathError {
        code,
        message: message.into(),
        range,
        label: "not a JSONPath",
        help: help.into(),
    }
}

impl PathError {
    /// Replaces the label.
    pub fn label(mut self, label: &'static str) -> PathError {
        self.label = label;
        self
    }
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '$')
}

/// Parses a path such as `.status.conditions[?(@.type=="Ready")].status`.
pub fn parse(text: &str) -> Result<Vec<Step>, PathError> {
    let example = "write a path from the object's root, e.g. `.spec.replicas`";
    if !text.starts_with('.') {
        return Err(err(
            JSONPATH_SYNTAX,
            "a JSONPath here starts with `.` (the object's root)",
            0..text.len().min(1),
            example,
        ));
    }
    let bytes = text.as_bytes();
    let mut steps = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'.' => {
                let start = i;
                i += 1;
                if bytes.get(i) == Some(&b'.') {
                    return Err(err(
                        JSONPATH_SYNTAX,
                        "recursive descent (`..`) has no single field to point at",
                        start..i + 1,
                        "name every field on the way, e.g. `.spec.template.replicas`",
                    ));
                }
                let name_start = i;
                while i < bytes.len() && is_name_char(char::from(bytes[i])) {
                    i += 1;
                }
                if name_start == i {
                    if i == bytes.len() && start == 0 {
                        return Err(err(
                            JSONPATH_SYNTAX,
                            "the path `.` is the whole object, not a field",
                            0..1,
                            example,
                        ));
                    }
                    return Err(err(
                        JSONPATH_SYNTAX,
                        "a field name is expected after `.`",
                        start..(i + 1).min(text.len()),
                        "field names are letters, digits, `_` and `-`; write other names as `['name']`",
                    ));
                }
                steps.push(Step::Field {
                    name: text[name_start..i].to_owned(),
                    range: start..i,
                });
            }
            b'[' => {
                let start = i;
                let end = bracket_end(text, start)?;
                let inner = text[start + 1..end].trim();
                let range = start..end + 1;
                if let Some(name) = quoted(inner) {
                    steps.push(Step::Field {
                        name: name.to_owned(),
                        range,
                    });
                } else if inner == "*"
                    || (inner.starts_with("?(") && inner.ends_with(')'))
                    || (!inner.is_empty()
                        && inner
                            .chars()
                            .all(|c| c.is_ascii_digit() || matches!(c, '-' | ':')))
                {
                    steps.push(Step::Elements { range });
                } else {
                    return Err(err(
                        JSONPATH_SYNTAX,
                        format!(
                            "`{}` is not an index, `*`, a filter or a quoted name",
                            escape::value(&text[range.clone()])
                        ),
                        range,
                        "write `[0]`, `[*]`, `[?(@.type==\"Ready\")]` or `['name']`",
                    ));
                }
                i = end + 1;
            }
            _ => {
                return Err(err(
                    JSONPATH_SYNTAX,
                    format!(
                        "unexpected `{}`",
                        escape::value(
                            &text[i..]
                                .chars()
                                .next()
                                .map(String::from)
                                .unwrap_or_default()
                        )
                    ),
                    i..i + text[i..].chars().next().map_or(1, char::len_utf8),
                    "separate fields with `.`, e.g. `.spec.replicas`",
                ));
            }
        }
    }
    Ok(steps)
}

/// The index of the `]` closing the `[` at `start`, skipping quoted text and nested
/// brackets (a filter may hold both).
fn bracket_end(text: &str, start: usize) -> Result<usize, PathError> {
    let mut depth = 0usize;
    let mut quote: Option<char> = None;
    for (i, c) in text[start..].char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, '[') => depth += 1,
            (None, ']') => {
                depth -= 1;
                if depth == 0 {
                    return Ok(start + i);
                }
            }
            _ => {}
        }
    }
    Err(err(
        JSONPATH_SYNTAX,
        "`[` is never closed",
        start..text.len(),
        "close it with `]`",
    ))
}

fn quoted(inner: &str) -> Option<&str> {
    ['\'', '"'].into_iter().find_map(|q| {
        inner
            .strip_prefix(q)
            .and_then(|s| s.strip_suffix(q))
            .filter(|s| !s.contains(q))
    })
}

/// What a path points at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// A field of the schema with this `type` (`int-or-string` for
    /// `x-kubernetes-int-or-string`, empty when the schema says no type).
    Typed(String),
    /// Somewhere under `x-kubernetes-preserve-unknown-fields`: any value may be there.
    Unknown,
}

/// The fields of `metadata` the API server always has (ObjectMeta), for paths such as
/// `.metadata.creationTimestamp`: a CRD's schema says only `metadata: {type: object}`.
fn object_meta() -> Value {
    let string = json!({"type": "string"});
    let time = json!({"type": "string", "format": "date-time"});
    let map = json!({"type": "object", "additionalProperties": {"type": "string"}});
    json!({
        "type": "object",
        "properties": {
            "annotations": map,
            "creationTimestamp": time,
            "deletionGracePeriodSeconds": {"type": "integer"},
            "deletionTimestamp": time,
            "finalizers": {"type": "array", "items": string},
            "generateName": string,
            "generation": {"type": "integer"},
            "labels": map,
            "managedFields": {"type": "array", "items": {"type": "object", "x-kubernetes-preserve-unknown-fields": true}},
            "name": string,
            "namespace": string,
            "ownerReferences": {"type": "array", "items": {"type": "object", "properties": {
                "apiVersion": string, "blockOwnerDeletion": {"type": "boolean"},
                "controller": {"type": "boolean"}, "kind": string, "name": string, "uid": string
            }}},
            "resourceVersion": string,
            "selfLink": string,
            "uid": string,
        }
    })
}

/// Resolves `steps` against the root schema of a version (`openAPIV3Schema`).
pub fn resolve(root: &Value, steps: &[Step]) -> Result<Target, PathError> {
    let meta = object_meta();
    let mut here = root;
    let mut walked = String::new();
    for (i, step) in steps.iter().enumerate() {
        if here.get("x-kubernetes-preserve-unknown-fields") == Some(&Value::Bool(true))
            && here.get("properties").is_none()
        {
            return Ok(Target::Unknown);
        }
        let type_ = here.get("type").and_then(Value::as_str).unwrap_or("");
        let shown = if walked.is_empty() {
            "the object".to_owned()
        } else {
            format!("`{}`", escape::value(&walked))
        };
        match step {
            Step::Field { name, range } => {
                if type_ == "array" {
                    let (name, walked) = (escape::value(name), escape::value(&walked));
                    return Err(err(
                        PATH_POINTS_NOWHERE,
                        format!("{shown} is an array; `{name}` is a field of its elements"),
                        range.clone(),
                        format!(
                            "pick the elements first: `{walked}[*].{name}` or a filter such as `{walked}[?(@.type==\"Ready\")].{name}`"
                        ),
                    )
                    .label("field of an array"));
                }
                let next = if i == 0 && name == "metadata" {
                    Some(&meta)
                } else {
                    here.get("properties")
                        .and_then(|p| p.get(name))
                        .or_else(|| here.get("additionalProperties").filter(|a| a.is_object()))
                };
                match next {
                    Some(next) => here = next,
                    None => return Err(no_field(here, &shown, name, range, &walked)),
                }
            }
            Step::Elements { range } => {
                if type_ != "array" {
                    return Err(err(
                        PATH_POINTS_NOWHERE,
                        format!("{shown} is not an array"),
                        range.clone(),
                        "index, `[*]` and filters apply to arrays only; remove the brackets",
                    )
                    .label("not an array"));
                }
                match here.get("items") {
                    Some(items) => here = items,
                    None => return Ok(Target::Unknown),
                }
            }
        }
        walked.push_str(&root_text(step));
    }
    if here.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true)) {
        return Ok(Target::Typed("int-or-string".into()));
    }
    match here.get("type").and_then(Value::as_str) {
        Some(t) => Ok(Target::Typed(t.to_owned())),
        None if here.get("x-kubernetes-preserve-unknown-fields") == Some(&Value::Bool(true)) => {
            Ok(Target::Unknown)
        }
        None => Ok(Target::Typed(String::new())),
    }
}

fn root_text(step: &Step) -> String {
    match step {
        Step::Field { name, .. } => format!(".{name}"),
        Step::Elements { .. } => "[*]".into(),
    }
}

fn no_field(
    here: &Value,
    shown: &str,
    name: &str,
    range: &Range<usize>,
    walked: &str,
) -> PathError {
    let names: Vec<&str> = here
        .get("properties")
        .and_then(Value::as_object)
        .map(|p| p.keys().map(String::as_str).collect())
        .unwrap_or_default();
    let (name, walked) = (escape::value(name), escape::value(walked));
    let message = format!("{shown} has no field `{name}`");
    let help = if names.is_empty() {
        format!("{shown} has no fields; point at a field the schema has")
    } else if let Some(c) = crate::diagnostic::suggest::best(&name, &names) {
        format!("did you mean `{walked}.{c}`?")
    } else {
        format!("{shown} has: {}", escape::value(&names.join(", ")))
    };
    err(PATH_POINTS_NOWHERE, message, range.clone(), help).label("no such field")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(text: &str) -> Vec<String> {
        parse(text)
            .unwrap()
            .iter()
            .map(|s| match s {
                Step::Field { name, .. } => name.clone(),
                Step::Elements { .. } => "[]".into(),
            })
            .collect()
    }

    #[test]
    fn parses_kubectl_paths() {
        assert_eq!(names(".spec.size"), ["spec", "size"]);
        assert_eq!(
            names(".status.conditions[?(@.type==\"Ready\")].status"),
            ["status", "conditions", "[]", "status"]
        );
        assert_eq!(
            names(".metadata.labels['app.kubernetes.io/name']"),
            ["metadata", "labels", "app.kubernetes.io/name"]
        );
        assert_eq!(
            names(".spec.items[0].name"),
            ["spec", "items", "[]", "name"]
        );
        assert_eq!(parse("spec.size").unwrap_err().range, 0..1);
        assert_eq!(parse(".spec..size").unwrap_err().range, 5..7);
        assert_eq!(parse(".spec[x]").unwrap_err().range, 5..8);
        assert_eq!(parse(".spec[0").unwrap_err().message, "`[` is never closed");
    }

    #[test]
    fn resolves_against_the_schema() {
        let root = json!({"type": "object", "properties": {
            "spec": {"type": "object", "properties": {
                "size": {"type": "integer"},
                "extra": {"type": "object", "x-kubernetes-preserve-unknown-fields": true},
                "port": {"x-kubernetes-int-or-string": true}
            }},
            "status": {"type": "object", "properties": {"conditions": {"type": "array", "items": {
                "type": "object", "properties": {"type": {"type": "string"}, "status": {"type": "string"}}
            }}}}
        }});
        let r = |p: &str| resolve(&root, &parse(p).unwrap());
        assert_eq!(r(".spec.size"), Ok(Target::Typed("integer".into())));
        assert_eq!(r(".spec.extra.a.b"), Ok(Target::Unknown));
        assert_eq!(r(".spec.port"), Ok(Target::Typed("int-or-string".into())));
        assert_eq!(
            r(".status.conditions[?(@.type==\"Ready\")].status"),
            Ok(Target::Typed("string".into()))
        );
        assert_eq!(
            r(".metadata.creationTimestamp"),
            Ok(Target::Typed("string".into()))
        );
        assert_eq!(
            r(".metadata.labels.app"),
            Ok(Target::Typed("string".into()))
        );
        let e = r(".spec.sise").unwrap_err();
        assert_eq!(
            (e.message.as_str(), e.range, e.help.as_str()),
            (
                "`.spec` has no field `sise`",
                5..10,
                "did you mean `.spec.size`?"
            )
        );
        let e = r(".status.conditions.status").unwrap_err();
        assert_eq!(
            e.message,
            "`.status.conditions` is an array; `status` is a field of its elements"
        );
        let e = r(".spec[0]").unwrap_err();
        assert_eq!(e.message, "`.spec` is not an array");
    }
}
