//! Checks on CEL rules that need the finished CRD, because a type's schema is built
//! once and reused wherever the type appears:
//!
//! - **Transition rules** (rules that read `oldSelf`) inside a list that is not a map
//!   list. The API server pairs a node of the new object with the same node of the old
//!   one to give a rule `oldSelf`; list items without keys cannot be paired, so it
//!   rejects the CRD ("oldSelf cannot be used on the uncorrelatable portion of the
//!   schema"). An error.
//! - **Unbounded cost**: a rule that iterates over a list or map with no `maxItems` /
//!   `maxProperties`, or runs a regular expression or split over a string with no
//!   `maxLength`. The API server estimates a rule's cost from the largest object a
//!   request could carry and rejects rules over its budget, so such a rule may be
//!   refused at `kubectl apply`. A warning naming the field to bound.
//!
//! A rule is checked when the schema's [`Provenance`] knows the marker that wrote it
//! (rules crdgen writes itself, such as the one-of rules, need no check), and the
//! diagnostic points at that marker.

use std::collections::HashMap;

use cel::common::ast::{Expr, IdedExpr};
use serde_json::{Map, Value};

use super::Provenance;
use super::cel_types::{CelType, Nodes, certain_type};
use crate::diagnostic::codes::{Code, cel as codes};
use crate::diagnostic::escape;
use crate::diagnostic::{Diagnostic, Location};
use crate::keywords::{self, CostBound};

/// What [`check`] found.
#[derive(Debug, Default)]
pub struct Findings {
    /// Rules the API server would reject.
    pub errors: Vec<Diagnostic>,
    /// Rules it may reject as too expensive.
    pub warnings: Vec<Diagnostic>,
}

/// The markers behind the rules, by their node's JSON path (see
/// [`Provenance::rule_sites`]).
type Sites<'p> = HashMap<String, Vec<(&'p str, &'p Location)>>;

/// The outermost list that makes a node uncorrelatable: its path and list type.
struct Uncorrelatable {
    path: String,
    list_type: String,
    /// Whether the items are objects, which a map list could key.
    object_items: bool,
}

/// Checks every rule of `schema` whose marker `prov` knows.
pub fn check(schema: &Value, prov: &Provenance) -> Findings {
    let mut findings = Findings::default();
    let sites = prov.rule_sites();
    // Only a rule with a site is checked, so without any the walk finds nothing; it
    // formats the path of every node, 2% of a 1,000-kind run whose kinds have no rules
    // (#24).
    if !sites.is_empty() {
        walk(schema, "", None, &sites, &mut findings);
    }
    findings
}

fn walk(
    node: &Value,
    path: &str,
    list: Option<&Uncorrelatable>,
    sites: &Sites<'_>,
    out: &mut Findings,
) {
    let Value::Object(map) = node else { return };
    let mut tagged = Vec::new();
    if let Some(Value::Array(rules)) = map.get("x-kubernetes-validations") {
        let here = sites.get(&display(path));
        for rule in rules.iter().filter_map(Value::as_object) {
            let text = |key| rule.get(key).and_then(Value::as_str).map(str::to_owned);
            let Some(rule_text) = text("rule") else {
                continue;
            };
            let at =
                here.and_then(|rs| rs.iter().find(|(r, _)| *r == rule_text).map(|(_, at)| *at));
            if let Some(at) = at {
                let optional_old_self = rule.get("optionalOldSelf") == Some(&Value::Bool(true));
                tagged.push((
                    rule_text,
                    text("messageExpression"),
                    optional_old_self,
                    at.clone(),
                ));
            }
        }
    }
    for (rule, message_expression, optional_old_self, at) in tagged {
        let Ok(expr) = parse(&rule) else { continue };
        if let Some(list) = list
            && expr.references().has_variable("oldSelf")
        {
            out.errors.push(uncorrelatable(&rule, list, at.clone()));
        }
        // With optionalOldSelf, `oldSelf` is an optional of the node's type, which
        // certain_type does not model: left unknown.
        let mut nodes = Nodes::new();
        nodes.insert("self".to_owned(), map);
        if !optional_old_self {
            nodes.insert("oldSelf".to_owned(), map);
        }
        if let Some(ty) = certain_type(&expr, &nodes)
            && ty != CelType::Bool
        {
            out.errors.push(rule_not_bool(&rule, ty, at.clone()));
        }
        if let Some(text) = &message_expression
            && let Ok(message) = parse(text)
            && let Some(ty) = certain_type(&message, &nodes)
            && ty != CelType::String
        {
            out.errors
                .push(message_expression_not_string(text, ty, at.clone()));
        }
        for cost in unbounded(&expr, map, path) {
            out.warnings.push(cost.warning(&rule, at.clone()));
        }
    }
    if let Some(Value::Object(properties)) = map.get("properties") {
        for (name, child) in properties {
            walk(child, &format!("{path}.{name}"), list, sites, out);
        }
    }
    if let Some(child @ Value::Object(_)) = map.get("additionalProperties") {
        // Map values correlate by key.
        walk(child, &format!("{path}.*"), list, sites, out);
    }
    for key in ["allOf", "anyOf", "oneOf"] {
        if let Some(Value::Array(branches)) = map.get(key) {
            for branch in branches {
                walk(branch, path, list, sites, out);
            }
        }
    }
    let list_type = map
        .get("x-kubernetes-list-type")
        .and_then(Value::as_str)
        .unwrap_or("atomic")
        .to_owned();
    if let Some(items) = map.get("items") {
        let object_items = items.get("type").and_then(Value::as_str) == Some("object");
        let here;
        let inner = match list {
            Some(outer) => Some(outer),
            None if list_type != "map" => {
                here = Uncorrelatable {
                    path: display(path),
                    list_type,
                    object_items,
                };
                Some(&here)
            }
            None => None,
        };
        walk(items, &format!("{path}[*]"), inner, sites, out);
    }
}

fn parse(rule: &str) -> Result<IdedExpr, cel::parser::ParseErrors> {
    cel::parser::Parser::new()
        .enable_optional_syntax(true)
        .parse(rule)
}

fn display(path: &str) -> String {
    if path.is_empty() {
        ".".into()
    } else {
        path.to_owned()
    }
}

fn uncorrelatable(rule: &str, list: &Uncorrelatable, at: Location) -> Diagnostic {
    let (rule, path) = (escape::value(rule), escape::value(&list.path));
    Diagnostic::error(codes::TRANSITION_RULE_UNCORRELATABLE, format!(
        "rule `{rule}` reads `oldSelf` inside the list `{path}`, whose items the API server cannot pair with their old versions"
    ))
    .at(at)
    .label("transition rule")
    .note(format!(
        "`{path}` is a list of type `{}`; the API server rejects the CRD (\"oldSelf cannot be used on the uncorrelatable portion of the schema\")",
        escape::value(&list.list_type)
    ))
    .help(if list.object_items {
        format!(
            "make `{path}` a map list (#[crd(list_type = \"map\", list_map_keys(\"...\"))]) so items pair by key, or put the rule on a field outside the list"
        )
    } else {
        format!("put the rule on `{path}` itself: there `self` and `oldSelf` are the whole list")
    })
}

fn rule_not_bool(rule: &str, ty: CelType, at: Location) -> Diagnostic {
    Diagnostic::error(
        codes::RULE_NOT_BOOL,
        format!(
            "rule `{}` gives a {}, not a bool",
            escape::value(rule),
            ty.name()
        ),
    )
    .at(at)
    .label("not a condition")
    .note("the API server rejects the CRD: a rule must evaluate to a bool")
    .help("compare the value with something (`self.replicas > 0`, `self.name != ''`), or use a macro that gives a bool (`all`, `exists`, `has`)")
}

fn message_expression_not_string(text: &str, ty: CelType, at: Location) -> Diagnostic {
    Diagnostic::error(
        codes::MESSAGE_EXPRESSION_NOT_STRING,
        format!(
            "message_expression `{}` gives a {}, not a string",
            escape::value(text),
            ty.name()
        ),
    )
    .at(at)
    .label("message is not a string")
    .note("the API server rejects the CRD: a messageExpression must evaluate to a string")
    .help("convert values with string(...) and join the parts with +, e.g. `'replicas is ' + string(self.replicas)`")
}

/// A rule's work over a node whose size nothing bounds.
struct Unbounded {
    /// Path of the node, from the CRD's root.
    path: String,
    /// What the rule does with it (`iterates over`, `applies matches() to`).
    doing: String,
    /// The marker that would bound it.
    marker: &'static str,
    /// The kind of unbounded work: a list, a map or a string.
    code: Code,
}

impl Unbounded {
    fn warning(&self, rule: &str, at: Location) -> Diagnostic {
        Diagnostic::warning(
            self.code,
            format!(
                "rule `{}` {} `{}`, which has no {}",
                escape::value(rule),
                self.doing,
                escape::value(&self.path),
                self.marker
            ),
        )
        .at(at)
        .label("cost grows with the field's size")
        .note("the API server estimates a rule's cost from the largest object a request could carry, and rejects rules over its budget when the CRD is applied")
        .help(match self.path.strip_suffix("[*]") {
            // The items of a list are bounded through the list's field.
            Some(list) => format!(
                "bound the items: #[crd(items({} = ...))] on `{}`",
                self.marker,
                escape::value(field_name(list))
            ),
            None => format!(
                "bound the field: #[crd({} = ...)] on `{}`",
                self.marker,
                escape::value(field_name(&self.path))
            ),
        })
    }
}

/// The last field name of a path (`.spec.hosts[*].parts` → `parts`).
fn field_name(path: &str) -> &str {
    path.rsplit('.').next().unwrap_or_default()
}

/// String functions whose cost grows with the string's length faster than a scan the
/// API server budgets for freely.
const STRING_WORK: &[&str] = &["matches", "split", "findAll", "replace"];

/// The costly uses in `expr` of nodes reachable from `self` (the schema `node` at
/// `path`), following comprehension variables into items and map values.
fn unbounded(expr: &IdedExpr, node: &Map<String, Value>, path: &str) -> Vec<Unbounded> {
    let mut found = Vec::new();
    let mut vars: HashMap<String, (&Map<String, Value>, String)> = HashMap::new();
    vars.insert("self".into(), (node, path.to_owned()));
    visit(expr, &mut vars, &mut found);
    found.sort_by(|a, b| (&a.path, &a.doing).cmp(&(&b.path, &b.doing)));
    found.dedup_by(|a, b| a.path == b.path && a.doing == b.doing);
    found
}

type Vars<'s> = HashMap<String, (&'s Map<String, Value>, String)>;

fn visit<'s>(expr: &IdedExpr, vars: &mut Vars<'s>, out: &mut Vec<Unbounded>) {
    match &expr.expr {
        Expr::Comprehension(c) => {
            let range = resolve(&c.iter_range, vars);
            if let Some((node, path)) = &range {
                let ty = node.get("type").and_then(Value::as_str);
                let unbounded = if ty == Some("array") {
                    Some((CostBound::List, codes::COST_UNBOUNDED_LIST))
                } else if ty == Some("object") && node.contains_key("additionalProperties") {
                    Some((CostBound::Map, codes::COST_UNBOUNDED_MAP))
                } else {
                    None
                };
                if let Some((what, code)) = unbounded
                    && !bounded(node, what)
                {
                    out.push(Unbounded {
                        path: display(path),
                        doing: "iterates over".into(),
                        marker: keywords::cost_marker(what),
                        code,
                    });
                }
            }
            visit(&c.iter_range, vars, out);
            visit(&c.accu_init, vars, out);
            // Inside the loop the variable is an item of the range (for a map, a key:
            // nothing to follow).
            let item = range.and_then(|(node, path)| {
                let items = node.get("items").and_then(Value::as_object)?;
                Some((items, format!("{path}[*]")))
            });
            let shadowed = vars.remove(&c.iter_var);
            if let Some(item) = item {
                vars.insert(c.iter_var.clone(), item);
            }
            visit(&c.loop_cond, vars, out);
            visit(&c.loop_step, vars, out);
            visit(&c.result, vars, out);
            vars.remove(&c.iter_var);
            if let Some(s) = shadowed {
                vars.insert(c.iter_var.clone(), s);
            }
        }
        Expr::Call(call) => {
            if let Some(target) = &call.target {
                if STRING_WORK.contains(&call.func_name.as_str())
                    && let Some((node, path)) = resolve(target, vars)
                    && node.get("type").and_then(Value::as_str) == Some("string")
                    && !bounded(node, CostBound::String)
                {
                    out.push(Unbounded {
                        path: display(&path),
                        doing: format!("applies {}() to", call.func_name),
                        marker: keywords::cost_marker(CostBound::String),
                        code: codes::COST_UNBOUNDED_STRING,
                    });
                }
                visit(target, vars, out);
            }
            for arg in &call.args {
                visit(arg, vars, out);
            }
        }
        Expr::Select(s) => visit(&s.operand, vars, out),
        Expr::List(l) => {
            for e in &l.elements {
                visit(e, vars, out);
            }
        }
        Expr::Map(m) => {
            for e in &m.entries {
                if let cel::common::ast::EntryExpr::MapEntry(entry) = &e.expr {
                    visit(&entry.key, vars, out);
                    visit(&entry.value, vars, out);
                }
            }
        }
        _ => {}
    }
}

/// Does the node carry a keyword that bounds `what` (the keyword table's cost column)?
fn bounded(node: &Map<String, Value>, what: CostBound) -> bool {
    keywords::cost_bounds(what).any(|k| node.contains_key(k.name))
}

/// The schema node and path of `self.a.b` or `x.a` (x a comprehension variable).
fn resolve<'s>(expr: &IdedExpr, vars: &Vars<'s>) -> Option<(&'s Map<String, Value>, String)> {
    match &expr.expr {
        Expr::Ident(name) => vars.get(name).cloned(),
        Expr::Select(s) if !s.test => {
            let (node, path) = resolve(&s.operand, vars)?;
            let child = node
                .get("properties")
                .and_then(|p| p.get(&s.field))
                .and_then(Value::as_object)?;
            Some((child, format!("{path}.{}", s.field)))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::super::provenance::Step;
    use super::*;

    fn prop(name: &str) -> Step {
        Step::Property(name.to_owned())
    }

    #[test]
    fn map_lists_and_maps_correlate_other_lists_do_not() {
        let mut prov = Provenance::default();
        let at = Location::unknown;
        prov.add_rule(
            vec![prop("byKey"), Step::Items, prop("name")],
            "self == oldSelf",
            at(),
        );
        prov.add_rule(vec![prop("labels"), Step::Values], "self == oldSelf", at());
        prov.add_rule(vec![prop("tags")], "self.size() >= oldSelf.size()", at());
        prov.add_rule(
            vec![prop("tags"), Step::Items, Step::Items],
            "self == oldSelf",
            at(),
        );
        let schema = json!({
            "type": "object",
            "properties": {
                "byKey": {
                    "type": "array",
                    "x-kubernetes-list-type": "map",
                    "x-kubernetes-list-map-keys": ["name"],
                    "items": {"type": "object", "properties": {"name": {
                        "type": "string",
                        "x-kubernetes-validations": [{"rule": "self == oldSelf"}]
                    }}}
                },
                "labels": {"type": "object", "additionalProperties": {
                    "type": "string",
                    "x-kubernetes-validations": [{"rule": "self == oldSelf"}]
                }},
                "tags": {
                    "type": "array",
                    "maxItems": 3,
                    "x-kubernetes-validations": [{"rule": "self.size() >= oldSelf.size()"}],
                    "items": {"type": "array", "x-kubernetes-list-type": "map", "maxItems": 3, "items": {
                        "type": "string",
                        "x-kubernetes-validations": [{"rule": "self == oldSelf"}]
                    }}
                }
            }
        });
        let found = check(&schema, &prov);
        let messages: Vec<_> = found.errors.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(
            messages,
            [
                "rule `self == oldSelf` reads `oldSelf` inside the list `.tags`, whose items the API server cannot pair with their old versions"
            ]
        );
        assert_eq!(
            found.errors[0].notes,
            [
                "`.tags` is a list of type `atomic`; the API server rejects the CRD (\"oldSelf cannot be used on the uncorrelatable portion of the schema\")"
            ]
        );
        assert!(found.warnings.is_empty());
    }

    #[test]
    fn unbounded_iteration_and_string_work_warn_once_bounded_they_do_not() {
        let rule = "self.names.all(n, n.matches('^[a-z]+$')) && self.hosts.exists(h, h.parts.all(p, p.size() > 0)) && self.env.all(k, k != '') && self.id.matches('x') && self.kind.matches('y')";
        let mut prov = Provenance::default();
        prov.add_rule(Vec::new(), rule, Location::unknown());
        let schema = json!({
            "type": "object",
            "x-kubernetes-validations": [{"rule": rule}],
            "properties": {
                "names": {"type": "array", "items": {"type": "string"}},
                "hosts": {"type": "array", "maxItems": 4, "items": {"type": "object", "properties": {
                    "parts": {"type": "array", "items": {"type": "string"}}
                }}},
                "env": {"type": "object", "additionalProperties": {"type": "string"}},
                "id": {"type": "string", "maxLength": 10},
                "kind": {"type": "string", "enum": ["a", "b"]}
            }
        });
        let found = check(&schema, &prov);
        let messages: Vec<_> = found.warnings.iter().map(|d| d.message.clone()).collect();
        assert_eq!(
            messages,
            [
                format!("rule `{rule}` iterates over `.env`, which has no max_properties"),
                format!("rule `{rule}` iterates over `.hosts[*].parts`, which has no max_items"),
                format!("rule `{rule}` iterates over `.names`, which has no max_items"),
                format!("rule `{rule}` applies matches() to `.names[*]`, which has no max_length"),
            ]
        );
        assert_eq!(
            found.warnings[1].help.as_deref(),
            Some("bound the field: #[crd(max_items = ...)] on `parts`")
        );
        assert_eq!(
            found.warnings[3].help.as_deref(),
            Some("bound the items: #[crd(items(max_length = ...))] on `names`")
        );
        assert!(found.errors.is_empty());
    }
}
