//! `validation.ValidateCustomResource` (apiextensions-apiserver
//! `pkg/apiserver/validation`): kube-openapi's schema validator run over a custom
//! resource, its results turned into `field.Error`s by `kubeOpenAPIResultToFieldErrors`.
//! Every failure is reported (the server collects them all), with kube-openapi's
//! messages (`spec.replicas in body should be greater than or equal to 1`) and field
//! paths (`spec.ports[0].name`), in the order the validators run: type, `allOf`/`anyOf`/
//! `oneOf`/`not`, string, format, number, list, enum, object.
//!
//! Validation ratchets as the server's does since `CRDValidationRatcheting` (on by
//! default from Kubernetes 1.30): on an update, a value equal to the stored one at the
//! same place is not validated again, so an object stored under an older schema can
//! still be changed elsewhere.
//!
//! Formats: only those [`crate::formats`] checks (the server strips the others, and
//! checks a format only on strings).

use serde_json::{Map, Value};

use crate::field::{ErrorType, FieldError, go_float, go_quote};
use crate::formats;

/// Every failure of `value` against the root `schema` of a CRD version; `old` is the
/// stored object on an update (ratcheting). The root's `apiVersion`, `kind` and
/// `metadata` are the server's own and not validated here.
pub fn validate(
    value: &Value,
    schema: &Map<String, Value>,
    old: Option<&Value>,
) -> Vec<FieldError> {
    let mut v = Validator::default();
    v.node(value, schema, "", old, true);
    v.errors
}

#[derive(Default)]
struct Validator {
    errors: Vec<FieldError>,
}

fn child_path(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_owned()
    } else {
        format!("{path}.{key}")
    }
}

fn flag(schema: &Map<String, Value>, key: &str) -> bool {
    schema.get(key) == Some(&Value::Bool(true))
}

/// The JSON type kube-openapi names for a value (`schemaInfoForType`).
fn type_name(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_f64() => "number",
        Value::Number(_) => "integer",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// JSON equality with numbers compared by value (`1` and `1.0` are one enum value).
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => match (x.as_i64(), y.as_i64()) {
            (Some(x), Some(y)) => x == y,
            _ => x.as_f64() == y.as_f64(),
        },
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| same(a, b))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, a)| y.get(k).is_some_and(|b| same(a, b)))
        }
        _ => a == b,
    }
}

/// `%v` of a bound: a float64 in the schema.
fn bound(value: &Value) -> String {
    value
        .as_f64()
        .map(go_float)
        .unwrap_or_else(|| value.to_string())
}

impl Validator {
    fn push(&mut self, error: FieldError) {
        self.errors.push(error);
    }

    fn invalid(&mut self, path: &str, value: Value, rule: String) {
        self.push(FieldError::invalid(
            path,
            value,
            format!("{path} in body {rule}"),
        ));
    }

    fn node(
        &mut self,
        value: &Value,
        s: &Map<String, Value>,
        path: &str,
        old: Option<&Value>,
        root: bool,
    ) {
        // Ratcheting: an unchanged value is not validated again.
        if old.is_some_and(|o| same(o, value)) {
            return;
        }
        let types = if flag(s, "x-kubernetes-int-or-string") {
            Some("integer,string".to_owned())
        } else {
            s.get("type").and_then(Value::as_str).map(str::to_owned)
        };
        if value.is_null() {
            // kube-openapi's early exit for nil: the type and the enum only.
            if !flag(s, "nullable") {
                if let Some(types) = &types {
                    self.type_error(path, value, types);
                }
                self.enumeration(value, s, path);
            }
            return;
        }
        if let Some(types) = &types
            && !type_fits(value, types)
        {
            self.type_error(path, value, types);
        }
        self.composition(value, s, path, old);
        match value {
            Value::String(text) => self.string(text, value, s, path),
            Value::Number(_) => self.number(value, s, path),
            Value::Array(items) => self.array(items, s, path, old),
            _ => {}
        }
        self.enumeration(value, s, path);
        if let Value::Object(fields) = value {
            self.object(fields, s, path, old, root);
        }
    }

    fn type_error(&mut self, path: &str, value: &Value, types: &str) {
        let name = type_name(value);
        self.push(FieldError::new(
            ErrorType::TypeInvalid,
            path,
            Some(Value::String(name.to_owned())),
            format!("{path} in body must be of type {types}: {}", go_quote(name)),
        ));
    }

    /// `allOf` (every branch's failures), `anyOf`, `oneOf` and `not` (kube-openapi's
    /// composite messages).
    fn composition(
        &mut self,
        value: &Value,
        s: &Map<String, Value>,
        path: &str,
        old: Option<&Value>,
    ) {
        let branches = |key: &str| -> Vec<&Map<String, Value>> {
            s.get(key)
                .and_then(Value::as_array)
                .map(|a| a.iter().filter_map(Value::as_object).collect())
                .unwrap_or_default()
        };
        for branch in branches("allOf") {
            self.node(value, branch, path, old, false);
        }
        let passes = |branch: &Map<String, Value>| {
            let mut v = Validator::default();
            v.node(value, branch, path, None, false);
            v.errors.is_empty()
        };
        let any_of = branches("anyOf");
        if !any_of.is_empty() && !any_of.iter().any(|b| passes(b)) {
            self.invalid_composite(path, "must validate at least one schema (anyOf)");
        }
        let one_of = branches("oneOf");
        if !one_of.is_empty() && one_of.iter().filter(|b| passes(b)).count() != 1 {
            self.invalid_composite(path, "must validate one and only one schema (oneOf)");
        }
        if let Some(not) = s.get("not").and_then(Value::as_object)
            && passes(not)
        {
            self.invalid_composite(path, "must not validate the schema (not)");
        }
    }

    fn invalid_composite(&mut self, path: &str, rule: &str) {
        self.push(FieldError::invalid(
            path,
            Value::String(String::new()),
            format!("{} {rule}", go_quote(path)),
        ));
    }

    fn string(&mut self, text: &str, value: &Value, s: &Map<String, Value>, path: &str) {
        let chars = text.chars().count() as u64;
        if let Some(max) = s.get("maxLength").and_then(Value::as_u64)
            && chars > max
        {
            let unit = if max == 1 { "byte" } else { "bytes" };
            self.push(FieldError::new(
                ErrorType::TooLong,
                path,
                None,
                format!("may not be more than {max} {unit}"),
            ));
        }
        if let Some(min) = s.get("minLength").and_then(Value::as_u64)
            && chars < min
        {
            self.invalid(
                path,
                value.clone(),
                format!("should be at least {min} chars long"),
            );
        }
        if let Some(pattern) = s.get("pattern").and_then(Value::as_str)
            && let Ok(re) = regex::Regex::new(pattern)
            && !re.is_match(text)
        {
            self.invalid(path, value.clone(), format!("should match '{pattern}'"));
        }
        if let Some(format) = s.get("format").and_then(Value::as_str)
            && !formats::accepts(format, text)
        {
            self.push(FieldError::new(
                ErrorType::TypeInvalid,
                path,
                Some(value.clone()),
                format!(
                    "{path} in body must be of type {format}: {}",
                    go_quote(text)
                ),
            ));
        }
    }

    fn number(&mut self, value: &Value, s: &Map<String, Value>, path: &str) {
        let Some(x) = value.as_f64() else { return };
        if let Some(m) = s.get("multipleOf").and_then(Value::as_f64)
            && m != 0.0
            && (x / m).fract() != 0.0
        {
            let m = bound(&s["multipleOf"]);
            self.invalid(path, value.clone(), format!("should be a multiple of {m}"));
        }
        if let Some(max) = s.get("maximum").and_then(Value::as_f64) {
            let exclusive = flag(s, "exclusiveMaximum");
            if (exclusive && x >= max) || x > max {
                let (rule, b) = (
                    if exclusive {
                        "should be less than"
                    } else {
                        "should be less than or equal to"
                    },
                    bound(&s["maximum"]),
                );
                self.invalid(path, value.clone(), format!("{rule} {b}"));
            }
        }
        if let Some(min) = s.get("minimum").and_then(Value::as_f64) {
            let exclusive = flag(s, "exclusiveMinimum");
            if (exclusive && x <= min) || x < min {
                let (rule, b) = (
                    if exclusive {
                        "should be greater than"
                    } else {
                        "should be greater than or equal to"
                    },
                    bound(&s["minimum"]),
                );
                self.invalid(path, value.clone(), format!("{rule} {b}"));
            }
        }
    }

    fn array(&mut self, items: &[Value], s: &Map<String, Value>, path: &str, old: Option<&Value>) {
        if let Some(item) = s.get("items").and_then(Value::as_object) {
            let correlate = crate::listtype::correlator(s, old);
            for (i, v) in items.iter().enumerate() {
                let before = correlate.as_ref().and_then(|c| c.old_item(v));
                self.node(v, item, &format!("{path}[{i}]"), before, false);
            }
        }
        let n = items.len() as u64;
        if let Some(min) = s.get("minItems").and_then(Value::as_u64)
            && n < min
        {
            self.invalid(
                path,
                Value::from(n),
                format!("should have at least {min} items"),
            );
        }
        if let Some(max) = s.get("maxItems").and_then(Value::as_u64)
            && n > max
        {
            self.too_many(path, n, max);
        }
    }

    /// `field.TooMany`: for `maxItems` and `maxProperties` alike.
    fn too_many(&mut self, path: &str, n: u64, max: u64) {
        let unit = if max == 1 { "item" } else { "items" };
        self.push(FieldError::new(
            ErrorType::TooMany,
            path,
            Some(Value::from(n)),
            format!("must have at most {max} {unit}"),
        ));
    }

    fn enumeration(&mut self, value: &Value, s: &Map<String, Value>, path: &str) {
        let Some(Value::Array(allowed)) = s.get("enum") else {
            return;
        };
        if allowed.iter().any(|a| same(a, value)) {
            return;
        }
        // NotSupported quotes each allowed value as a string; non-strings as JSON.
        let list: Vec<String> = allowed
            .iter()
            .map(|a| match a {
                Value::String(s) => go_quote(s),
                other => go_quote(&other.to_string()),
            })
            .collect();
        let detail = if list.is_empty() {
            String::new()
        } else {
            format!("supported values: {}", list.join(", "))
        };
        self.push(FieldError::new(
            ErrorType::NotSupported,
            path,
            Some(value.clone()),
            detail,
        ));
    }

    fn object(
        &mut self,
        fields: &Map<String, Value>,
        s: &Map<String, Value>,
        path: &str,
        old: Option<&Value>,
        root: bool,
    ) {
        let n = fields.len() as u64;
        if let Some(min) = s.get("minProperties").and_then(Value::as_u64)
            && n < min
        {
            self.invalid(
                path,
                Value::from(n),
                format!("should have at least {min} properties"),
            );
        }
        if let Some(max) = s.get("maxProperties").and_then(Value::as_u64)
            && n > max
        {
            self.too_many(path, n, max);
        }
        if let Some(Value::Array(required)) = s.get("required") {
            for r in required.iter().filter_map(Value::as_str) {
                if !fields.contains_key(r) {
                    self.push(FieldError::required(child_path(path, r), ""));
                }
            }
        }
        let props = s.get("properties").and_then(Value::as_object);
        let additional = s.get("additionalProperties").and_then(Value::as_object);
        for (k, v) in fields {
            if root && matches!(k.as_str(), "apiVersion" | "kind" | "metadata") {
                continue;
            }
            let before = old.and_then(|o| o.get(k));
            if let Some(p) = props.and_then(|p| p.get(k)).and_then(Value::as_object) {
                self.node(v, p, &child_path(path, k), before, false);
            } else if let Some(a) = additional {
                self.node(v, a, &child_path(path, k), before, false);
            }
        }
    }
}

/// Does a non-null value have one of the comma-separated types? Integral numbers are
/// integers, and every number is a number.
fn type_fits(value: &Value, types: &str) -> bool {
    types.split(',').any(|t| match (t, value) {
        ("integer", Value::Number(n)) => {
            n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|f| f.fract() == 0.0)
        }
        ("number", Value::Number(_)) => true,
        (t, v) => t == type_name(v),
    })
}

#[cfg(test)]
mod tests;
