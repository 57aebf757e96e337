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
use super::{NodePath, Step};

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

/// Where [`definition`] with `embedded_meta` puts an embedded `ObjectMeta` below the top
/// of `name`'s schema (the nodes `crate::schema::embedded_meta::is_embedded_object_meta`
/// holds for), outermost first, found in the definitions without building the schema;
/// an error where expanding `name` is one (a missing reference or a cycle).
///
/// The conformance fixture (`generate-embedded-object-meta = false`) used to expand each
/// Kubernetes type a second time, with embedded `ObjectMeta`, and compare every node of
/// it with that form, only for these paths: 5.5 M of its 114 M instructions per process
/// (#24). Each definition is walked once per call, however often it is referred to.
/// `k8s::tests` checks the paths against that search for every definition of every
/// version.
pub(crate) fn object_meta_paths(defs: &Definitions, name: &str) -> Result<Vec<NodePath>, String> {
    let mut walker = MetaWalker {
        defs,
        form: overlay::embedded_object_meta(),
        stack: Vec::new(),
        done: std::collections::HashMap::new(),
    };
    let mut paths = walker.definition(name)?;
    // The top is never one (`paths` starts below it).
    paths.retain(|p| !p.is_empty());
    Ok(paths)
}

/// [`Expander`]'s walk with `embedded_meta`, keeping only the paths of `ObjectMeta`.
struct MetaWalker<'a> {
    defs: &'a Definitions,
    /// The embedded `ObjectMeta` form: a referring node's own keys decide whether the
    /// inlined node still is it.
    form: Value,
    /// The definitions being walked, outermost first, as in [`Expander`].
    stack: Vec<&'a str>,
    /// The paths below each definition walked so far (an empty path: it is `ObjectMeta`).
    done: std::collections::HashMap<&'a str, Vec<NodePath>>,
}

impl<'a> MetaWalker<'a> {
    fn definition(&mut self, name: &str) -> Result<Vec<NodePath>, String> {
        if name == overlay::OBJECT_META {
            return Ok(vec![Vec::new()]);
        }
        // A fixed schema (`Time`, `Quantity`, …) has no properties to hold one.
        if overlay::known_type(name).is_some() {
            return Ok(Vec::new());
        }
        let Some((name, def)) = self.defs.get_key_value(name)? else {
            return self.expansion_error(name);
        };
        if let Some(done) = self.done.get(name) {
            return Ok(done.clone());
        }
        if self.stack.contains(&name) {
            return self.expansion_error(name);
        }
        self.stack.push(name);
        let paths = self.node(def)?;
        self.stack.pop();
        self.done.insert(name, paths.clone());
        Ok(paths)
    }

    /// The expansion's own error at `name` (a missing definition or a cycle), so that
    /// both say the same.
    fn expansion_error(&self, name: &str) -> Result<Vec<NodePath>, String> {
        Expander {
            defs: self.defs,
            stack: self.stack.clone(),
            embedded_meta: true,
        }
        .definition(name)
        .map(|_| Vec::new())
    }

    fn node(&mut self, node: &'a Value) -> Result<Vec<NodePath>, String> {
        let Value::Object(map) = node else {
            return Ok(Vec::new());
        };
        let inlined = match map.get("$ref") {
            Some(Value::String(target)) => self.definition(target)?,
            Some(other) => {
                return Err(format!(
                    "malformed $ref {other} in the Kubernetes definitions"
                ));
            }
            None => Vec::new(),
        };
        if inlined.iter().any(Vec::is_empty) {
            // The inlined `ObjectMeta` stays the form if the referring node's own keys
            // (its description) leave every key of the form as it is.
            let Value::Object(form) = &self.form else {
                return Ok(Vec::new());
            };
            let kept = map.iter().all(|(key, value)| {
                matches!(key.as_str(), "$ref" | "description") || form.get(key) == Some(value)
            });
            if kept {
                return Ok(vec![Vec::new()]);
            }
        }
        // The walk's order: properties, then `items`, then `additionalProperties`; each
        // of them the referring node's own when it has the key (`Expander::node` inserts
        // its keys over the inlined ones), else the inlined definition's.
        let mut out = Vec::new();
        for (key, step) in [
            ("properties", None),
            ("items", Some(Step::Items)),
            ("additionalProperties", Some(Step::Values)),
        ] {
            let Some(own) = map.get(key) else {
                out.extend(
                    inlined
                        .iter()
                        .filter(|p| match p.first() {
                            Some(Step::Property(_)) => step.is_none(),
                            Some(first) => step.as_ref() == Some(first),
                            None => false,
                        })
                        .cloned(),
                );
                continue;
            };
            let children: Vec<(Step, &'a Value)> = match (&step, own) {
                (None, Value::Object(props)) => props
                    .iter()
                    .map(|(name, prop)| (Step::Property(name.clone()), prop))
                    .collect(),
                (Some(step), Value::Object(_)) => vec![(step.clone(), own)],
                _ => Vec::new(),
            };
            for (first, child) in children {
                for mut path in self.node(child)? {
                    path.insert(0, first.clone());
                    out.push(path);
                }
            }
        }
        Ok(out)
    }
}
