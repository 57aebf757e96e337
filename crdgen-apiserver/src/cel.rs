//! `x-kubernetes-validations`: CEL rules evaluated as apiextensions-apiserver's
//! `cel.Validator` does (`pkg/apiserver/schema/cel/validation.go`), with the `cel`
//! crate (cel-rust, the maintained Rust interpreter of the CEL spec; crdgen-core already
//! uses its parser) and cel-go's strings and lists extensions it ships.
//!
//! - `self` is the value at the rule's node, for every value there (each list item,
//!   each map value); `oldSelf` the stored value on an update, found by property, map
//!   key, map-list key or set value. A transition rule (one that names `oldSelf`) is
//!   skipped when there is no stored value, unless `optionalOldSelf` is set (then
//!   `oldSelf` is an optional value, `optional.none()` when nothing is stored).
//! - Values are typed as `UnstructuredToVal` types them: integers `int`, `number`s
//!   `double`, strings of format `date` or `date-time` `timestamp`, of format
//!   `duration` `duration` (the `time` module), of format `byte` `bytes` (decoded
//!   from base64), other strings `string`.
//! - Ratcheting: an unchanged value is not validated again, nor anything inside it.
//! - A failing rule is a `field.Error` at the node's path plus `fieldPath`, of the
//!   rule's `reason` (`FieldValueInvalid` by default, with the schema type as the value),
//!   with the message of `messageExpression`, else `message`, else `failed rule: <rule>`.
//! - A rule that does not parse, calls a function that is not implemented, or fails at
//!   run time (no such key, `url('::')`, …) never passes silently: it is a
//!   `FieldValueInvalid` error whose message says why (`<error> evaluating rule:
//!   <rule>`), a Kubernetes library's error with the server's own text.
//!
//! The Kubernetes libraries (`k8s.io/apiserver/pkg/cel/library`), each a module of
//! `Env` overloads on opaque values named as the server names their types:
//! - strings: cel-go's ext.Strings, from the crate;
//! - lists: `isSorted`, `sum` (numbers and durations), `min`, `max` (context
//!   functions here), `indexOf`, `lastIndexOf` (`lists`);
//! - regex: `find`, `findAll`;
//! - `url`: `url`, `isURL` and the `kubernetes.URL` accessors, on Go's `net/url`;
//! - `net`: `ip`, `isIP`, `ip.isCanonical`, `cidr`, `isCIDR` and the `net.IP` and
//!   `net.CIDR` methods, on Go's `netip` parsing;
//! - `quantity`: `quantity`, `isQuantity` and the `kubernetes.Quantity` methods
//!   `isInteger`, `asInteger`, `asApproximateFloat`, `sign`, `add`, `sub`,
//!   `isGreaterThan`, `isLessThan`, `compareTo`, with apimachinery's representation;
//! - `format`: `format.<name>()`, `format.named()` and `validate`, optional results
//!   included (cel 0.15 has optional values);
//! - `semver`: `semver`, `isSemver` (with the `normalize` flag) and the
//!   `kubernetes.Semver` methods `major`, `minor`, `patch`, `isGreaterThan`,
//!   `isLessThan`, `compareTo`, on blang/semver's parsing and order.
//!
//! Not implemented: the quantity library's newer `mul`, `div` and `divInt`, and the
//! newest `kubernetes.Quantity` operators (`+`, `-`, `<`, … and `string(q)`: cel 0.15
//! dispatches operators on its own value types only; likewise no `<` on versions);
//! the admission-policy
//! libraries (`authorizer`, `jsonpatch`), which CRD rules do not get; list-set and map-list equality and concatenation semantics; and cost
//! limits — cel 0.15 has no cost tracking (no estimator, no runtime counter), so
//! neither the per-expression runtime limit nor the per-request budget
//! (`PerCallLimit`, `RuntimeCELCostBudget`) is enforced here: a rule the server would
//! stop for its cost passes.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock};

use cel::common::value::Val;
use cel::extractors::This;
use cel::objects::{Key, Map as CelMap};
use cel::{Context, Env, ExecutionError, Program, Value as Cel};
use serde_json::{Map, Value};

use crate::field::{ErrorType, FieldError};

/// The environment: the standard library and the strings and lists extensions.
static ENV: LazyLock<Option<Arc<Env>>> = LazyLock::new(|| {
    let mut env = Env::stdlib();
    env.add_extension(cel::extensions::strings).ok()?;
    env.add_extension(cel::extensions::lists).ok()?;
    env.add_extension(net::extension).ok()?;
    env.add_extension(url::extension).ok()?;
    env.add_extension(format::extension).ok()?;
    env.add_extension(quantity::extension).ok()?;
    env.add_extension(semver::extension).ok()?;
    env.add_extension(lists::extension).ok()?;
    Some(Arc::new(env))
});

/// Every failing rule in `value` (the root object) against `schema`, `old` being the
/// stored object on an update.
pub fn validate(
    value: &Value,
    schema: &Map<String, Value>,
    old: Option<&Value>,
) -> Vec<FieldError> {
    let mut errors = Vec::new();
    node(value, schema, "", old, &mut errors);
    errors
}

/// Does the schema have a rule anywhere? (Without one the server has no CEL validator.)
pub fn has_rules(schema: &Map<String, Value>) -> bool {
    schema.iter().any(|(k, v)| {
        k == "x-kubernetes-validations"
            || match v {
                Value::Object(child) => has_rules(child),
                Value::Array(items) => items.iter().filter_map(Value::as_object).any(has_rules),
                _ => false,
            }
    })
}

fn node(
    value: &Value,
    s: &Map<String, Value>,
    path: &str,
    old: Option<&Value>,
    errors: &mut Vec<FieldError>,
) {
    if old.is_some_and(|o| o == value) || value.is_null() {
        return;
    }
    if let Some(Value::Array(rules)) = s.get("x-kubernetes-validations") {
        for rule in rules.iter().filter_map(Value::as_object) {
            if let Some(error) = check(rule, value, s, path, old) {
                errors.push(error);
            }
        }
    }
    match value {
        Value::Object(fields) => {
            let props = s.get("properties").and_then(Value::as_object);
            let additional = s.get("additionalProperties").and_then(Value::as_object);
            for (k, v) in fields {
                if path.is_empty() && matches!(k.as_str(), "apiVersion" | "kind" | "metadata") {
                    continue;
                }
                let before = old.and_then(|o| o.get(k));
                let child = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                if let Some(p) = props.and_then(|p| p.get(k)).and_then(Value::as_object) {
                    node(v, p, &child, before, errors);
                } else if let Some(a) = additional {
                    node(v, a, &child, before, errors);
                }
            }
        }
        Value::Array(items) => {
            if let Some(item) = s.get("items").and_then(Value::as_object) {
                let correlate = crate::listtype::correlator(s, old);
                for (i, v) in items.iter().enumerate() {
                    let before = correlate.as_ref().and_then(|c| c.old_item(v));
                    node(v, item, &format!("{path}[{i}]"), before, errors);
                }
            }
        }
        _ => {}
    }
}

fn text<'r>(rule: &'r Map<String, Value>, key: &str) -> &'r str {
    rule.get(key).and_then(Value::as_str).unwrap_or("").trim()
}

/// Does the rule name `oldSelf` (a transition rule)?
fn is_transition(rule: &str) -> bool {
    let bytes = rule.as_bytes();
    rule.match_indices("oldSelf").any(|(i, _)| {
        let before = i.checked_sub(1).map(|j| bytes[j]);
        let after = bytes.get(i + "oldSelf".len()).copied();
        let ident = |c: Option<u8>| c.is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_');
        !ident(before) && !ident(after)
    })
}

/// One rule on one value: the error it makes, if any.
fn check(
    rule: &Map<String, Value>,
    value: &Value,
    s: &Map<String, Value>,
    path: &str,
    old: Option<&Value>,
) -> Option<FieldError> {
    let source = text(rule, "rule");
    let optional_old = rule.get("optionalOldSelf") == Some(&Value::Bool(true));
    if is_transition(source) && old.is_none() && !optional_old {
        return None;
    }
    let ty = Value::String(
        s.get("type")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_owned(),
    );
    // `ruleErrorString`: the message if there is one, else the rule.
    let described = match text(rule, "message") {
        "" => source.to_owned(),
        message => message.to_owned(),
    };
    let invalid = |detail: String| Some(FieldError::invalid(path, ty.clone(), detail));
    let Some(env) = ENV.as_ref() else {
        return invalid(format!(
            "the CEL environment could not be built, evaluating rule: {described}"
        ));
    };
    let program = match env.compile(source) {
        Ok(p) => p,
        Err(e) => return invalid(format!("compilation failed: {e}: rule: {described}")),
    };
    let mut context = Context::with_env(env.clone());
    // With `optionalOldSelf`, `oldSelf` is an optional: `optional.none()` on a create.
    let old_self = match (old, optional_old) {
        (Some(o), false) => to_cel(o, Some(s)),
        (None, false) => Cel::Null,
        (o, true) => Cel::Opaque(Arc::new(match o {
            Some(o) => cel::objects::OptionalValue::of(to_cel(o, Some(s))),
            None => cel::objects::OptionalValue::none(),
        })),
    };
    for (name, bound) in [("self", to_cel(value, Some(s))), ("oldSelf", old_self)] {
        match Box::<dyn Val>::try_from(bound) {
            Ok(bound) => context.add_variable_as_val(name, bound),
            Err(_) => {
                return invalid(format!(
                    "`{name}` cannot be given to CEL, evaluating rule: {described}"
                ));
            }
        }
    }
    register(&mut context);
    match program.execute(&context) {
        Ok(Cel::Bool(true)) => None,
        Ok(Cel::Bool(false)) => {
            let message = message_expression(env, rule, &context).unwrap_or_else(|| {
                match text(rule, "message") {
                    "" => format!("failed rule: {described}"),
                    message => message.to_owned(),
                }
            });
            let field = with_field_path(path, text(rule, "fieldPath"));
            Some(match text(rule, "reason") {
                "FieldValueForbidden" => {
                    FieldError::new(ErrorType::Forbidden, field, None, message)
                }
                "FieldValueRequired" => FieldError::required(field, message),
                "FieldValueDuplicate" => {
                    FieldError::new(ErrorType::Duplicate, field, Some(ty.clone()), "")
                }
                _ => FieldError::invalid(field, ty.clone(), message),
            })
        }
        Ok(other) => invalid(format!(
            "rule evaluated to {other:?}, not a bool, evaluating rule: {described}"
        )),
        Err(e) => invalid(format!(
            "{} evaluating rule: {described}",
            overload::rule_error(&e)
        )),
    }
}

/// The message of `messageExpression` when it evaluates to a non-empty string.
fn message_expression(env: &Env, rule: &Map<String, Value>, context: &Context) -> Option<String> {
    let expression = text(rule, "messageExpression");
    if expression.is_empty() {
        return None;
    }
    let program: Program = env.compile(expression).ok()?;
    match program.execute(context) {
        Ok(Cel::String(s)) if !s.trim().is_empty() => Some(s.trim().to_owned()),
        _ => None,
    }
}

/// The node's path with the rule's `fieldPath` (`.spec.x`, relative to the node).
fn with_field_path(path: &str, field_path: &str) -> String {
    let relative = field_path.trim_start_matches('.');
    match (path.is_empty(), relative.is_empty()) {
        (_, true) => path.to_owned(),
        (true, false) => relative.to_owned(),
        (false, false) if relative.starts_with('[') => format!("{path}{relative}"),
        (false, false) => format!("{path}.{relative}"),
    }
}

/// A JSON value as CEL sees it under its schema: integers are `int`, numbers of a
/// `number` field `double`, strings of format `date` or `date-time` `timestamp`, of
/// format `duration` `duration` and of format `byte` `bytes`, objects maps with string
/// keys.
pub fn to_cel(value: &Value, s: Option<&Map<String, Value>>) -> Cel {
    let ty = s.and_then(|s| s.get("type")).and_then(Value::as_str);
    match value {
        Value::Null => Cel::Null,
        Value::Bool(b) => Cel::Bool(*b),
        Value::Number(n) => match (ty, n.as_i64(), n.as_u64()) {
            (Some("number"), _, _) => Cel::Float(n.as_f64().unwrap_or_default()),
            (_, Some(i), _) => Cel::Int(i),
            (_, None, Some(u)) => Cel::UInt(u),
            _ => Cel::Float(n.as_f64().unwrap_or_default()),
        },
        Value::String(text) => s
            .and_then(|s| s.get("format"))
            .and_then(Value::as_str)
            .filter(|_| ty == Some("string"))
            .and_then(|format| match format {
                "byte" => bytes(text),
                _ => time::convert(format, text),
            })
            .unwrap_or_else(|| Cel::String(Arc::new(text.clone()))),
        Value::Array(items) => {
            let item = s.and_then(|s| s.get("items")).and_then(Value::as_object);
            Cel::List(Arc::new(items.iter().map(|v| to_cel(v, item)).collect()))
        }
        Value::Object(fields) => {
            let props = s
                .and_then(|s| s.get("properties"))
                .and_then(Value::as_object);
            let additional = s
                .and_then(|s| s.get("additionalProperties"))
                .and_then(Value::as_object);
            let map: HashMap<Key, Cel> = fields
                .iter()
                .map(|(k, v)| {
                    let cs = props
                        .and_then(|p| p.get(k))
                        .and_then(Value::as_object)
                        .or(additional);
                    (Key::String(Arc::new(k.clone())), to_cel(v, cs))
                })
                .collect();
            Cel::Map(CelMap { map: Arc::new(map) })
        }
    }
}

/// A string of format `byte` as `UnstructuredToVal` makes it: the `bytes` its
/// base64 (Go's `StdEncoding`) stands for. A string that is not base64 stays a string
/// here; the server makes it an error value, and refuses it in schema validation
/// before any rule runs.
fn bytes(text: &str) -> Option<Cel> {
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD
        .decode(text)
        .ok()
        .map(|b| Cel::Bytes(Arc::new(b)))
}

/// Kubernetes' extension functions on top of the crate's libraries.
fn register(context: &mut Context) {
    let _ = context.add_function(
        "isSorted",
        |This(list): This<Arc<Vec<Cel>>>| -> Result<bool, ExecutionError> {
            for pair in list.windows(2) {
                match pair[0].partial_cmp(&pair[1]) {
                    Some(std::cmp::Ordering::Greater) => return Ok(false),
                    Some(_) => {}
                    None => {
                        return Err(ExecutionError::function_error(
                            "isSorted",
                            "list items are not comparable",
                        ));
                    }
                }
            }
            Ok(true)
        },
    );
    let _ = context.add_function(
        "sum",
        |This(list): This<Arc<Vec<Cel>>>| -> Result<Cel, ExecutionError> { sum(&list) },
    );
    let _ = context.add_function(
        "min",
        |This(list): This<Arc<Vec<Cel>>>| -> Result<Cel, ExecutionError> {
            extreme(&list, std::cmp::Ordering::Less, "min")
        },
    );
    let _ = context.add_function(
        "max",
        |This(list): This<Arc<Vec<Cel>>>| -> Result<Cel, ExecutionError> {
            extreme(&list, std::cmp::Ordering::Greater, "max")
        },
    );
    let _ = context.add_function(
        "find",
        |This(s): This<Arc<String>>, re: Arc<String>| -> Result<Cel, ExecutionError> {
            let re =
                regex::Regex::new(&re).map_err(|e| ExecutionError::function_error("find", e))?;
            Ok(Cel::String(Arc::new(
                re.find(&s).map_or("", |m| m.as_str()).to_owned(),
            )))
        },
    );
    let _ = context.add_function(
        "findAll",
        |This(s): This<Arc<String>>, re: Arc<String>| -> Result<Cel, ExecutionError> {
            let re =
                regex::Regex::new(&re).map_err(|e| ExecutionError::function_error("findAll", e))?;
            let found = re
                .find_iter(&s)
                .map(|m| Cel::String(Arc::new(m.as_str().to_owned())))
                .collect();
            Ok(Cel::List(Arc::new(found)))
        },
    );
}

fn sum(list: &[Cel]) -> Result<Cel, ExecutionError> {
    let mut total = match list.first() {
        None | Some(Cel::Int(_)) => Cel::Int(0),
        Some(Cel::UInt(_)) => Cel::UInt(0),
        Some(Cel::Float(_)) => Cel::Float(0.0),
        Some(Cel::Duration(_)) => Cel::Duration(chrono::TimeDelta::zero()),
        Some(_) => {
            return Err(ExecutionError::function_error(
                "sum",
                "list items are not numbers",
            ));
        }
    };
    for item in list {
        total = match (&total, item) {
            (Cel::Int(a), Cel::Int(b)) => Cel::Int(
                a.checked_add(*b)
                    .ok_or_else(|| ExecutionError::function_error("sum", "integer overflow"))?,
            ),
            (Cel::UInt(a), Cel::UInt(b)) => Cel::UInt(
                a.checked_add(*b)
                    .ok_or_else(|| ExecutionError::function_error("sum", "integer overflow"))?,
            ),
            (Cel::Float(a), Cel::Float(b)) => Cel::Float(a + b),
            (Cel::Duration(a), Cel::Duration(b)) => Cel::Duration(
                a.checked_add(b)
                    .ok_or_else(|| ExecutionError::function_error("sum", "duration overflow"))?,
            ),
            _ => {
                return Err(ExecutionError::function_error(
                    "sum",
                    "list items are of different types",
                ));
            }
        };
    }
    Ok(total)
}

fn extreme(list: &[Cel], wanted: std::cmp::Ordering, name: &str) -> Result<Cel, ExecutionError> {
    let mut best = list
        .first()
        .ok_or_else(|| ExecutionError::function_error(name, "list is empty"))?;
    for item in list {
        match item.partial_cmp(best) {
            Some(o) if o == wanted => best = item,
            Some(_) => {}
            None => {
                return Err(ExecutionError::function_error(
                    name,
                    "list items are not comparable",
                ));
            }
        }
    }
    Ok(best.clone())
}

/// `resource.ParseQuantity`'s verdict on `s`: its error text (`quantities must match
/// the regular expression …`) when `s` is no quantity. The fake's decoding of built-in
/// kinds reports it as the server's `Quantity.UnmarshalJSON` does.
pub fn parse_quantity(s: &str) -> Result<(), &'static str> {
    quantity::parse(s).map(|_| ())
}

mod format;
mod lists;
mod net;
mod overload;
mod quantity;
mod semver;
mod time;
mod url;

#[cfg(test)]
mod tests;
