//! Inlining a definition into the self-contained schema controller-gen writes.
//!
//! The shipped definitions are already cleaned by `scripts/update-k8s-data.py` (no `null`
//! types, no GVK, patch or union hints, `$ref` holding a bare definition name). What is left
//! here is what controller-gen does differently from the definitions:
//! - every `$ref` is inlined (a CRD schema cannot refer to anything), and the referring
//!   property's own keys (its description) win over the referenced type's;
//! - controller-gen's known types replace their definitions (see `overlay::known_type`);
//! - `required` is sorted, as controller-gen sorts it;
//! - the Go-marker overlays are merged in (see `overlay::OVERLAYS`).

use serde_json::{Map, Value};

use super::data::Definitions;
use super::overlay;

/// The expanded schema of `name`, or an error naming a missing reference or a cycle.
/// `embedded_meta`: every `ObjectMeta` inside gets [`overlay::embedded_object_meta`]
/// instead of controller-gen's default bare object.
pub(crate) fn definition(
    defs: &Definitions,
    name: &str,
    embedded_meta: bool,
) -> Result<Value, String> {
    Expander {
        defs,
        stack: Vec::new(),
        embedded_meta,
    }
    .definition(name)
}

struct Expander<'a> {
    defs: &'a Definitions,
    /// Write embedded `ObjectMeta` with its user-settable fields.
    embedded_meta: bool,
    /// The definitions being expanded, outermost first: a name already on it is a cycle.
    stack: Vec<&'a str>,
}

impl<'a> Expander<'a> {
    fn definition(&mut self, name: &str) -> Result<Value, String> {
        if self.embedded_meta && name == overlay::OBJECT_META {
            return Ok(overlay::embedded_object_meta());
        }
        if let Some(fixed) = overlay::known_type(name) {
            return Ok(fixed);
        }
        let Some((name, def)) = self.defs.get_key_value(name)? else {
            let from = self.stack.last().copied().unwrap_or("(top level)");
            return Err(format!(
                "the Kubernetes definitions are inconsistent: {from} refers to {name}, which is missing"
            ));
        };
        if let Some(start) = self.stack.iter().position(|n| *n == name) {
            // Type names alone keep the cycle readable; the outer name is given in full.
            let short = |n: &str| n.rsplit('.').next().unwrap_or(n).to_owned();
            let mut cycle: Vec<String> = self.stack[start..].iter().map(|n| short(n)).collect();
            cycle.push(short(name));
            return Err(format!(
                "cannot inline {} into a CRD schema: its definition is recursive ({}); use a serde_json::Value field with x-kubernetes-preserve-unknown-fields instead",
                self.stack.first().copied().unwrap_or(name),
                cycle.join(" -> ")
            ));
        }
        self.stack.push(name);
        let mut schema = self.node(def)?;
        self.stack.pop();
        overlay::apply(name, &mut schema);
        Ok(schema)
    }

    fn node(&mut self, node: &'a Value) -> Result<Value, String> {
        let Value::Object(map) = node else {
            return Ok(node.clone());
        };
        let mut out = match map.get("$ref") {
            Some(Value::String(target)) => match self.definition(target)? {
                Value::Object(inlined) => inlined,
                other => return Ok(other),
            },
            Some(other) => {
                return Err(format!(
                    "malformed $ref {other} in the Kubernetes definitions"
                ));
            }
            None => Map::new(),
        };
        for (key, value) in map {
            let value = match key.as_str() {
                "$ref" => continue,
                "properties" => self.properties(value)?,
                "items" | "additionalProperties" if value.is_object() => self.node(value)?,
                "allOf" | "anyOf" | "oneOf" => self.list(value)?,
                "required" => sorted(value),
                _ => value.clone(),
            };
            out.insert(key.clone(), value);
        }
        Ok(Value::Object(out))
    }

    fn properties(&mut self, value: &'a Value) -> Result<Value, String> {
        let Value::Object(props) = value else {
            return Ok(value.clone());
        };
        let mut out = Map::new();
        for (name, prop) in props {
            out.insert(name.clone(), self.node(prop)?);
        }
        Ok(Value::Object(out))
    }

    fn list(&mut self, value: &'a Value) -> Result<Value, String> {
        let Value::Array(items) = value else {
            return Ok(value.clone());
        };
        items
            .iter()
            .map(|item| self.node(item))
            .collect::<Result<_, _>>()
            .map(Value::Array)
    }
}

/// controller-gen lists required fields in sorted order; the definitions use field order.
fn sorted(value: &Value) -> Value {
    let Value::Array(items) = value else {
        return value.clone();
    };
    let mut items = items.clone();
    items.sort_by(|a, b| a.as_str().cmp(&b.as_str()));
    Value::Array(items)
}
