//! Where transition rules (rules that read `oldSelf`) may sit.
//!
//! The API server pairs a node of the new object with the same node of the old one to
//! give a rule `oldSelf`. Inside a list that is not a map list it cannot: items have no
//! identity, so it rejects the CRD with "oldSelf cannot be used on the uncorrelatable
//! portion of the schema". A type's schema is built once and reused, so whether a rule
//! sits inside such a list is only known on the finished CRD; the markers tag their
//! transition rules with [`SITE`] (an index into the builder's sites) so this pass can
//! point at the marker, and the pass removes every tag.

use serde_json::{Map, Value};

use crate::diagnostic::{Diagnostic, Location};

/// The key under which a transition rule carries the index of its marker's location
/// until [`check`] removes it. Not a valid Kubernetes extension name, so it can never
/// collide with something a user wrote.
pub const SITE: &str = "\u{0}crdgen-site";

/// The innermost-first list that makes a node uncorrelatable: its path and list type.
struct Uncorrelatable {
    path: String,
    list_type: String,
    /// Whether the items are objects, which a map list could key.
    object_items: bool,
}

/// Removes every [`SITE`] tag under `schema` and reports each tagged rule that sits
/// inside a list whose items the API server cannot correlate.
pub fn check(schema: &mut Value, sites: &[Location]) -> Vec<Diagnostic> {
    let mut problems = Vec::new();
    walk(schema, "", None, sites, &mut problems);
    problems
}

fn walk(
    node: &mut Value,
    path: &str,
    list: Option<&Uncorrelatable>,
    sites: &[Location],
    out: &mut Vec<Diagnostic>,
) {
    let Value::Object(map) = node else { return };
    if let Some(Value::Array(rules)) = map.get_mut("x-kubernetes-validations") {
        for rule in rules.iter_mut().filter_map(Value::as_object_mut) {
            let Some(site) = rule.remove(SITE) else {
                continue;
            };
            if let Some(list) = list {
                out.push(uncorrelatable(rule, list, site_location(&site, sites)));
            }
        }
    }
    if let Some(Value::Object(properties)) = map.get_mut("properties") {
        for (name, child) in properties.iter_mut() {
            walk(child, &format!("{path}.{name}"), list, sites, out);
        }
    }
    if let Some(child @ Value::Object(_)) = map.get_mut("additionalProperties") {
        // Map values correlate by key.
        walk(child, &format!("{path}.*"), list, sites, out);
    }
    for key in ["allOf", "anyOf", "oneOf"] {
        if let Some(Value::Array(branches)) = map.get_mut(key) {
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
    if let Some(items) = map.get_mut("items") {
        let object_items = items.get("type").and_then(Value::as_str) == Some("object");
        let here;
        let inner = match list {
            Some(outer) => Some(outer),
            None if list_type != "map" => {
                here = Uncorrelatable {
                    path: if path.is_empty() {
                        ".".into()
                    } else {
                        path.to_owned()
                    },
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

fn site_location(site: &Value, sites: &[Location]) -> Location {
    site.as_u64()
        .and_then(|i| sites.get(usize::try_from(i).ok()?))
        .cloned()
        .unwrap_or_else(Location::unknown)
}

fn uncorrelatable(rule: &Map<String, Value>, list: &Uncorrelatable, at: Location) -> Diagnostic {
    let text = rule.get("rule").and_then(Value::as_str).unwrap_or_default();
    Diagnostic::error(format!(
        "rule `{text}` reads `oldSelf` inside the list `{}`, whose items the API server cannot pair with their old versions",
        list.path
    ))
    .at(at)
    .label("transition rule")
    .note(format!(
        "`{}` is a list of type `{}`; the API server rejects the CRD (\"oldSelf cannot be used on the uncorrelatable portion of the schema\")",
        list.path, list.list_type
    ))
    .help(if list.object_items {
        format!(
            "make `{}` a map list (#[crd(list_type = \"map\", list_map_keys(\"...\"))]) so items pair by key, or put the rule on a field outside the list",
            list.path
        )
    } else {
        format!(
            "put the rule on `{}` itself: there `self` and `oldSelf` are the whole list",
            list.path
        )
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn site(i: u64) -> Value {
        json!(i)
    }

    #[test]
    fn map_lists_and_maps_correlate_other_lists_do_not() {
        let sites = vec![Location::unknown(), Location::unknown()];
        let mut schema = json!({
            "type": "object",
            "properties": {
                "byKey": {
                    "type": "array",
                    "x-kubernetes-list-type": "map",
                    "x-kubernetes-list-map-keys": ["name"],
                    "items": {"type": "object", "properties": {"name": {
                        "type": "string",
                        "x-kubernetes-validations": [{"rule": "self == oldSelf", SITE: site(0)}]
                    }}}
                },
                "labels": {"type": "object", "additionalProperties": {
                    "type": "string",
                    "x-kubernetes-validations": [{"rule": "self == oldSelf", SITE: site(0)}]
                }},
                "tags": {
                    "type": "array",
                    "x-kubernetes-validations": [{"rule": "self.size() >= oldSelf.size()", SITE: site(0)}],
                    "items": {"type": "array", "x-kubernetes-list-type": "map", "items": {
                        "type": "string",
                        "x-kubernetes-validations": [{"rule": "self == oldSelf", SITE: site(1)}]
                    }}
                }
            }
        });
        let problems = check(&mut schema, &sites);
        let messages: Vec<_> = problems.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(
            messages,
            [
                "rule `self == oldSelf` reads `oldSelf` inside the list `.tags`, whose items the API server cannot pair with their old versions"
            ]
        );
        assert_eq!(
            problems[0].notes,
            [
                "`.tags` is a list of type `atomic`; the API server rejects the CRD (\"oldSelf cannot be used on the uncorrelatable portion of the schema\")"
            ]
        );
        assert!(!schema.to_string().contains("crdgen-site"), "{schema}");
    }
}
