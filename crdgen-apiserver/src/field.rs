//! apimachinery's `field.Error` (`k8s.io/apimachinery/pkg/util/validation/field`): one
//! validation failure, its type, the field path, the bad value and a detail, rendered
//! word for word as the server renders it (`ErrorBody`, `Error`), so a rejection reads
//! the same from the fake as from kube-apiserver.

use std::fmt;

use serde_json::{Map, Value};

/// `field.ErrorType`: what went wrong, which names the cause's `reason`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorType {
    /// `FieldValueRequired`: a required field is missing.
    Required,
    /// `FieldValueInvalid`: the value breaks a rule.
    Invalid,
    /// `FieldValueTypeInvalid`: the value has the wrong type or format.
    TypeInvalid,
    /// `FieldValueNotSupported`: the value is not one of an enum.
    NotSupported,
    /// `FieldValueDuplicate`: a set item or a map-list key appears twice.
    Duplicate,
    /// `FieldValueTooLong`: a string over its `maxLength`.
    TooLong,
    /// `FieldValueTooMany`: a list or an object over its `maxItems`/`maxProperties`.
    TooMany,
    /// `FieldValueForbidden`: a value the rules do not allow at all.
    Forbidden,
    /// `FieldValueNotFound`: a reference to something that does not exist (a volume
    /// mount naming no volume of the pod).
    NotFound,
}

impl ErrorType {
    /// The `reason` of a `metav1.StatusCause` (`metav1.CauseType(err.Type)`).
    pub fn reason(self) -> &'static str {
        match self {
            ErrorType::Required => "FieldValueRequired",
            ErrorType::Invalid => "FieldValueInvalid",
            ErrorType::TypeInvalid => "FieldValueTypeInvalid",
            ErrorType::NotSupported => "FieldValueNotSupported",
            ErrorType::Duplicate => "FieldValueDuplicate",
            ErrorType::TooLong => "FieldValueTooLong",
            ErrorType::TooMany => "FieldValueTooMany",
            ErrorType::Forbidden => "FieldValueForbidden",
            ErrorType::NotFound => "FieldValueNotFound",
        }
    }

    /// `ErrorType.String()`: the words the message starts with.
    pub fn text(self) -> &'static str {
        match self {
            ErrorType::Required => "Required value",
            ErrorType::Invalid | ErrorType::TypeInvalid => "Invalid value",
            ErrorType::NotSupported => "Unsupported value",
            ErrorType::Duplicate => "Duplicate value",
            ErrorType::TooLong => "Too long",
            ErrorType::TooMany => "Too many",
            ErrorType::Forbidden => "Forbidden",
            ErrorType::NotFound => "Not found",
        }
    }
}

/// One `field.Error`.
#[derive(Clone, Debug, PartialEq)]
pub struct FieldError {
    /// What went wrong.
    pub error_type: ErrorType,
    /// The field path, as `field.Path.String()` writes it (`spec.ports[1].name`).
    pub field: String,
    /// The offending value; `None` is apimachinery's `<value omitted>`.
    pub bad_value: Option<Value>,
    /// What the rule says, after the value.
    pub detail: String,
}

impl FieldError {
    /// A failure of `error_type` at `field`.
    pub fn new(
        error_type: ErrorType,
        field: impl Into<String>,
        bad_value: Option<Value>,
        detail: impl Into<String>,
    ) -> Self {
        FieldError {
            error_type,
            field: field.into(),
            bad_value,
            detail: detail.into(),
        }
    }

    /// `field.Required(path, detail)`.
    pub fn required(field: impl Into<String>, detail: impl Into<String>) -> Self {
        Self::new(ErrorType::Required, field, None, detail)
    }

    /// `field.Invalid(path, value, detail)`.
    pub fn invalid(field: impl Into<String>, value: Value, detail: impl Into<String>) -> Self {
        Self::new(ErrorType::Invalid, field, Some(value), detail)
    }

    /// `field.NotSupported(path, value, validValues)`: the detail lists the supported
    /// values, each quoted (`supported values: "OnFailure", "Never"`).
    pub fn not_supported(field: impl Into<String>, value: Value, supported: &[&str]) -> Self {
        let list: Vec<String> = supported.iter().map(|s| go_quote(s)).collect();
        let detail = if list.is_empty() {
            String::new()
        } else {
            format!("supported values: {}", list.join(", "))
        };
        Self::new(ErrorType::NotSupported, field, Some(value), detail)
    }

    /// `field.NotFound(path, value)`.
    pub fn not_found(field: impl Into<String>, value: Value) -> Self {
        Self::new(ErrorType::NotFound, field, Some(value), "")
    }

    /// `ErrorBody()`: the message without the field, as a cause's `message` carries it.
    pub fn body(&self) -> String {
        let mut s = self.error_type.text().to_owned();
        let shows_value = !matches!(
            self.error_type,
            ErrorType::Required | ErrorType::Forbidden | ErrorType::TooLong
        );
        if shows_value && let Some(value) = &self.bad_value {
            s.push_str(": ");
            s.push_str(&go_value(value));
        }
        if !self.detail.is_empty() {
            s.push_str(": ");
            s.push_str(&self.detail);
        }
        s
    }
}

impl fmt::Display for FieldError {
    /// `Error()`: `<field>: <body>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.body())
    }
}

/// How `ErrorBody` prints a bad value decoded from JSON: `%v` for numbers and booleans,
/// `%q` for strings, `null` for nil, and Go's `%#v` for maps and lists
/// (`map[string]interface {}{"name":"a"}`).
pub fn go_value(value: &Value) -> String {
    match value {
        Value::Null => "null".to_owned(),
        Value::String(s) => go_quote(s),
        Value::Object(_) | Value::Array(_) => go_syntax(value),
        Value::Bool(_) | Value::Number(_) => go_scalar(value),
    }
}

fn go_scalar(value: &Value) -> String {
    match value {
        Value::Number(n) if n.is_f64() => n.as_f64().map(go_float).unwrap_or_default(),
        other => other.to_string(),
    }
}

/// `%#v` of a value inside an `interface{}`.
fn go_syntax(value: &Value) -> String {
    match value {
        Value::Null => "interface {}(nil)".to_owned(),
        Value::String(s) => go_quote(s),
        Value::Object(map) => format!("map[string]interface {{}}{{{}}}", go_entries(map)),
        Value::Array(items) => {
            let parts: Vec<String> = items.iter().map(go_syntax).collect();
            format!("[]interface {{}}{{{}}}", parts.join(", "))
        }
        other => go_scalar(other),
    }
}

/// Go prints map keys sorted, as serde_json's map already is.
fn go_entries(map: &Map<String, Value>) -> String {
    let parts: Vec<String> = map
        .iter()
        .map(|(k, v)| format!("{}:{}", go_quote(k), go_syntax(v)))
        .collect();
    parts.join(", ")
}

/// `strconv.FormatFloat(f, 'g', -1, 64)` as `%v` uses it: the shortest form, with an
/// exponent below 1e-4 and from 1e21 up.
pub fn go_float(f: f64) -> String {
    let abs = f.abs();
    if abs != 0.0 && f.is_finite() && !(1e-4..1e21).contains(&abs) {
        let s = format!("{f:e}");
        let (mantissa, exponent) = s.split_once('e').unwrap_or((&s, "0"));
        let (sign, digits) = match exponent.strip_prefix('-') {
            Some(d) => ('-', d),
            None => ('+', exponent),
        };
        format!("{mantissa}e{sign}{digits:0>2}")
    } else {
        format!("{f}")
    }
}

/// `strconv.Quote`.
pub fn go_quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{7}' => out.push_str("\\a"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{b}' => out.push_str("\\v"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                out.push_str(&format!("\\x{:02x}", c as u32))
            }
            c if c.is_control() => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `utilerrors.NewAggregate(errs).Error()` as `errors.NewInvalid` puts it in the
/// Status message: one error as it is, several in brackets; repeated messages once.
pub fn aggregate(errors: &[FieldError]) -> String {
    let mut seen = std::collections::BTreeSet::new();
    let messages: Vec<String> = errors
        .iter()
        .map(ToString::to_string)
        .filter(|m| seen.insert(m.clone()))
        .collect();
    match messages.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        many => format!("[{}]", many.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn bodies_as_apimachinery_writes_them() {
        let e = FieldError::invalid(
            "spec.replicas",
            json!(0),
            "spec.replicas in body should be greater than or equal to 1",
        );
        assert_eq!(
            e.to_string(),
            "spec.replicas: Invalid value: 0: spec.replicas in body should be greater than or equal to 1"
        );
        assert_eq!(
            FieldError::required("spec.size", "").to_string(),
            "spec.size: Required value"
        );
        let dup = FieldError::new(
            ErrorType::Duplicate,
            "spec.ports[1]",
            Some(json!({"name": "a", "port": 80})),
            "",
        );
        assert_eq!(
            dup.to_string(),
            r#"spec.ports[1]: Duplicate value: map[string]interface {}{"name":"a", "port":80}"#
        );
        assert_eq!(
            FieldError::not_supported("spec.kind", json!("Always"), &["OnFailure", "Never"])
                .to_string(),
            r#"spec.kind: Unsupported value: "Always": supported values: "OnFailure", "Never""#
        );
        assert_eq!(
            FieldError::not_found("spec.containers[0].volumeMounts[0].name", json!("data"))
                .to_string(),
            r#"spec.containers[0].volumeMounts[0].name: Not found: "data""#
        );
        assert_eq!(go_value(&json!("a\"b\n")), r#""a\"b\n""#);
        assert_eq!(go_value(&json!(1.5)), "1.5");
        assert_eq!(go_float(1e21), "1e+21");
        assert_eq!(go_float(0.00001), "1e-05");
        assert_eq!(
            go_value(&json!(["a", 1, null])),
            r#"[]interface {}{"a", 1, interface {}(nil)}"#
        );
        assert_eq!(aggregate(std::slice::from_ref(&e)), e.to_string());
        assert_eq!(
            aggregate(&[e.clone(), e.clone(), FieldError::required("a", "")]),
            format!("[{e}, a: Required value]")
        );
    }
}
