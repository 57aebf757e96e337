//! The type a CEL expression certainly has, where it can be told without a full CEL
//! type checker: enough to catch a `rule` that cannot give a bool and a
//! `messageExpression` that cannot give a string, both of which the API server rejects
//! when the CRD is applied ("must evaluate to a bool" / "must evaluate to a string").
//!
//! The `cel` crate parses but does not type-check, so this infers bottom-up from
//! literals, operators, the standard and Kubernetes functions with a fixed result type,
//! and the schema of `self`, `oldSelf` and comprehension variables. Anything it cannot
//! be sure of (a function it does not know, an int-or-string field, a map index) is
//! unknown, and an unknown type is never reported: this check may miss a mistake, but
//! it never refuses a rule the API server accepts.

use std::collections::HashMap;

use cel::common::ast::{Expr, IdedExpr, LiteralValue, operators};
use serde_json::{Map, Value};

/// A CEL type, as the API server names it in its errors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CelType {
    Bool,
    Int,
    Uint,
    Double,
    String,
    Bytes,
    List,
    Map,
    Null,
    Duration,
    Timestamp,
}

impl CelType {
    /// The name CEL gives the type (`bool`, `int`, `list`, …).
    pub fn name(self) -> &'static str {
        match self {
            CelType::Bool => "bool",
            CelType::Int => "int",
            CelType::Uint => "uint",
            CelType::Double => "double",
            CelType::String => "string",
            CelType::Bytes => "bytes",
            CelType::List => "list",
            CelType::Map => "map",
            CelType::Null => "null",
            CelType::Duration => "duration",
            CelType::Timestamp => "timestamp",
        }
    }
}

/// Variables whose schema node is known: `self`, `oldSelf`, and inside a comprehension
/// its iteration variable.
pub type Nodes<'s> = HashMap<String, &'s Map<String, Value>>;

/// The type `expr` certainly has, or `None` when that cannot be told.
pub fn certain_type(expr: &IdedExpr, nodes: &Nodes<'_>) -> Option<CelType> {
    infer(expr, nodes, &HashMap::new())
}

/// `accumulators`: the types of comprehension accumulators in scope (the macros `all`,
/// `exists`, `map`, … expand to comprehensions that build their result in one).
fn infer(
    expr: &IdedExpr,
    nodes: &Nodes<'_>,
    accumulators: &HashMap<&str, Option<CelType>>,
) -> Option<CelType> {
    match &expr.expr {
        Expr::Literal(literal) => Some(match literal {
            LiteralValue::Boolean(_) => CelType::Bool,
            LiteralValue::Bytes(_) => CelType::Bytes,
            LiteralValue::Double(_) => CelType::Double,
            LiteralValue::Int(_) => CelType::Int,
            LiteralValue::Null => CelType::Null,
            LiteralValue::String(_) => CelType::String,
            LiteralValue::UInt(_) => CelType::Uint,
        }),
        Expr::List(_) => Some(CelType::List),
        Expr::Map(_) => Some(CelType::Map),
        Expr::Ident(name) => match accumulators.get(name.as_str()) {
            Some(ty) => *ty,
            None => schema_type(node(expr, nodes)?),
        },
        // `has(self.a)`.
        Expr::Select(select) if select.test => Some(CelType::Bool),
        Expr::Select(_) => schema_type(node(expr, nodes)?),
        Expr::Comprehension(c) => {
            let init = infer(&c.accu_init, nodes, accumulators);
            let mut inner = accumulators.clone();
            inner.insert(c.accu_var.as_str(), init);
            // The iteration variable may shadow a schema variable: it is unknown here
            // (this check does not follow a range's items).
            let mut scoped = nodes.clone();
            scoped.remove(&c.iter_var);
            infer(&c.result, &scoped, &inner)
        }
        Expr::Call(call) => {
            let arg = |i: usize| call.args.get(i).and_then(|a| infer(a, nodes, accumulators));
            match call.func_name.as_str() {
                operators::EQUALS
                | operators::NOT_EQUALS
                | operators::LESS
                | operators::LESS_EQUALS
                | operators::GREATER
                | operators::GREATER_EQUALS
                | operators::LOGICAL_AND
                | operators::LOGICAL_OR
                | operators::LOGICAL_NOT
                | operators::IN
                | operators::NOT_STRICTLY_FALSE => Some(CelType::Bool),
                operators::ADD => match (arg(0), arg(1)) {
                    (Some(a), Some(b)) if a == b => Some(a),
                    // timestamp + duration, duration + timestamp.
                    (Some(CelType::Timestamp), Some(CelType::Duration))
                    | (Some(CelType::Duration), Some(CelType::Timestamp)) => {
                        Some(CelType::Timestamp)
                    }
                    _ => None,
                },
                operators::MULTIPLY | operators::DIVIDE | operators::MODULO => {
                    match (arg(0), arg(1)) {
                        (Some(a), Some(b)) if a == b => Some(a),
                        _ => None,
                    }
                }
                operators::SUBSTRACT => match (arg(0), arg(1)) {
                    (Some(CelType::Timestamp), Some(CelType::Timestamp)) => Some(CelType::Duration),
                    (Some(a), Some(b)) if a == b => Some(a),
                    _ => None,
                },
                operators::NEGATE => arg(0),
                operators::CONDITIONAL => match (arg(1), arg(2)) {
                    (Some(a), Some(b)) if a == b => Some(a),
                    _ => None,
                },
                name => function_type(name, call.target.is_some()),
            }
        }
        Expr::Struct(_) | Expr::Unspecified => None,
    }
}

/// The result type of a standard or Kubernetes CEL function whose result type does
/// not depend on its arguments. `method`: called as `x.f(...)` rather than `f(x)`.
fn function_type(name: &str, method: bool) -> Option<CelType> {
    Some(match (name, method) {
        ("size" | "int" | "indexOf" | "lastIndexOf", _) => CelType::Int,
        ("uint", false) => CelType::Uint,
        ("double", false) => CelType::Double,
        ("string", false) => CelType::String,
        ("bool", false) => CelType::Bool,
        ("bytes", false) => CelType::Bytes,
        ("duration", false) => CelType::Duration,
        ("timestamp", false) => CelType::Timestamp,
        (
            "matches" | "startsWith" | "endsWith" | "contains" | "isSorted" | "isURL" | "isIP"
            | "isCIDR" | "isQuantity" | "isSemver",
            _,
        ) => CelType::Bool,
        (
            "lowerAscii" | "upperAscii" | "trim" | "replace" | "substring" | "charAt" | "join"
            | "format" | "find" | "quote",
            true,
        ) => CelType::String,
        ("split" | "findAll", true) => CelType::List,
        _ => return None,
    })
}

/// The schema node of `self.a.b`, `oldSelf.a` or a comprehension variable's field.
fn node<'s>(expr: &IdedExpr, nodes: &Nodes<'s>) -> Option<&'s Map<String, Value>> {
    match &expr.expr {
        Expr::Ident(name) => nodes.get(name).copied(),
        Expr::Select(s) if !s.test => node(&s.operand, nodes)?
            .get("properties")?
            .get(&s.field)?
            .as_object(),
        _ => None,
    }
}

/// The CEL type of a value of this schema node, as the API server maps OpenAPI types
/// to CEL; `None` where the node's type is open (int-or-string, preserve-unknown-fields,
/// embedded resources, no type).
fn schema_type(node: &Map<String, Value>) -> Option<CelType> {
    let open = [
        "x-kubernetes-int-or-string",
        "x-kubernetes-preserve-unknown-fields",
    ];
    if open
        .iter()
        .any(|key| node.get(*key) == Some(&Value::Bool(true)))
    {
        return None;
    }
    Some(match node.get("type")?.as_str()? {
        "boolean" => CelType::Bool,
        "integer" => CelType::Int,
        "number" => CelType::Double,
        "array" => CelType::List,
        "object" => CelType::Map,
        "string" => match node.get("format").and_then(Value::as_str) {
            Some("byte") => CelType::Bytes,
            Some("duration") => CelType::Duration,
            Some("date" | "date-time") => CelType::Timestamp,
            _ => CelType::String,
        },
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn type_of(source: &str, schema: &Value) -> Option<&'static str> {
        let expr = cel::parser::Parser::new()
            .enable_optional_syntax(true)
            .parse(source)
            .unwrap();
        let mut nodes = Nodes::new();
        nodes.insert("self".into(), schema.as_object().unwrap());
        certain_type(&expr, &nodes).map(CelType::name)
    }

    #[test]
    fn types_that_are_certain() {
        let schema = json!({
            "type": "object",
            "properties": {
                "name": {"type": "string"},
                "replicas": {"type": "integer"},
                "ratio": {"type": "number"},
                "items": {"type": "array", "items": {"type": "string"}},
                "port": {"type": "string", "x-kubernetes-int-or-string": true},
                "since": {"type": "string", "format": "date-time"},
                "raw": {"type": "object", "x-kubernetes-preserve-unknown-fields": true},
            }
        });
        let cases = [
            ("self.replicas > 0", Some("bool")),
            ("has(self.name) && self.name != ''", Some("bool")),
            ("self.replicas", Some("int")),
            ("self.replicas * 2", Some("int")),
            ("self.ratio", Some("double")),
            ("self.name", Some("string")),
            ("'replicas is ' + string(self.replicas)", Some("string")),
            ("self.name + ' is too long'", Some("string")),
            ("self.name.lowerAscii()", Some("string")),
            ("self.items.join(', ')", Some("string")),
            ("size(self.items)", Some("int")),
            ("self.items.size()", Some("int")),
            ("self.items", Some("list")),
            ("self.items.all(i, i != '')", Some("bool")),
            ("self.items.exists_one(i, i == 'a')", Some("bool")),
            ("self.items.map(i, i + 'x')", Some("list")),
            ("self.items.filter(i, i != '')", Some("list")),
            ("self.replicas > 1 ? 'many' : 'one'", Some("string")),
            ("self.since", Some("timestamp")),
            (
                "self.since - timestamp('2020-01-01T00:00:00Z')",
                Some("duration"),
            ),
            ("self", Some("map")),
            ("oldSelf", None),
            ("self.port", None),
            ("self.raw", None),
            ("self.raw.anything", None),
            ("self.missing", None),
            ("self.items[0]", None),
            ("self.replicas > 1 ? 'many' : 1", None),
            ("self.name + self.port", None),
            ("custom(self)", None),
            ("[1, 2]", Some("list")),
            ("{'a': 1}", Some("map")),
            ("null", Some("null")),
            ("b'x'", Some("bytes")),
        ];
        let found: Vec<_> = cases
            .iter()
            .map(|(s, _)| (*s, type_of(s, &schema)))
            .collect();
        assert_eq!(found, cases);
    }
}
