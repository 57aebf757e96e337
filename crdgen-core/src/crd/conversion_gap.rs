//! W0246: a kind whose versions have different fields but no conversion webhook.
//!
//! Without a webhook the API server converts with `strategy: None`
//! (`nopConverter` in apiextensions-apiserver): it rewrites `apiVersion` and touches
//! nothing else. Pruning then drops what the target version's schema does not know, on
//! the way to the storage version and on every read through another version, and a
//! client that reads through one version and writes the object back drops it for good.
//! A value whose type differs between two versions is passed through unchanged, so the
//! other version's clients read a type their schema (and a typed client) does not allow.
//!
//! Only field presence and type are compared: descriptions, formats and validations
//! (`enum`, `pattern`, bounds, CEL) change what a write may say, never what survives a
//! conversion, and comparing them would warn about kinds that lose nothing.
//!
//! It is a warning, not an error: kubebuilder projects often add the webhook later with a
//! kustomize patch (`config/crd/patches/webhook_in_<plural>.yaml`) that crdgen does not
//! read; they allow the code in their configuration.

use serde_json::{Map, Value};

use crate::diagnostic::codes::kind::VERSIONS_DIFFER_WITHOUT_CONVERSION;
use crate::diagnostic::{Diagnostic, Location, escape};

/// How many differences the warning lists before "and N more".
const SHOWN: usize = 3;

/// One entry of the CRD's `spec.versions`, as the check needs it.
pub struct VersionSchema<'a> {
    /// The version's name.
    pub name: &'a str,
    /// `openAPIV3Schema`.
    pub schema: &'a Value,
    /// Served or the storage version: only those hold or hand out objects.
    pub live: bool,
}

/// One way the fields of two versions differ.
#[derive(Debug, PartialEq, Eq)]
enum Difference {
    /// `path` is in version `from` and not in `to`, whose schema prunes it.
    Missing {
        path: String,
        from: usize,
        to: usize,
    },
    /// `path` has one type in `a` and another in `b`.
    Type {
        path: String,
        a: (usize, String),
        b: (usize, String),
    },
}

/// The warning for `kind`'s `versions` (in CRD order) when no webhook converts them:
/// `None` when every live version has the same fields. `at` gives the location of the
/// version of the given index, the second of the versions involved.
pub fn check(
    kind: &str,
    versions: &[VersionSchema<'_>],
    at: impl Fn(usize) -> Location,
) -> Option<Diagnostic> {
    let live: Vec<usize> = (0..versions.len()).filter(|&i| versions[i].live).collect();
    let mut found = Vec::new();
    for &a in &live {
        for &b in &live {
            if a != b {
                compare(
                    (a, b),
                    versions[a].schema,
                    versions[b].schema,
                    "",
                    true,
                    &mut found,
                );
            }
        }
    }
    if found.is_empty() {
        return None;
    }
    let mut involved: Vec<usize> = found.iter().flat_map(Difference::versions).collect();
    involved.sort_unstable();
    involved.dedup();
    let names: Vec<String> = involved
        .iter()
        .map(|&i| format!("`{}`", escape::value(versions[i].name)))
        .collect();
    let mut d = Diagnostic::warning(
        VERSIONS_DIFFER_WITHOUT_CONVERSION,
        format!(
            "versions {} of kind `{}` have different fields and no conversion webhook",
            and_list(&names),
            escape::value(kind)
        ),
    )
    .at(at(involved[1]))
    .label("converted with `strategy: None`");
    for difference in found.iter().take(SHOWN) {
        d = d.note(difference.describe(versions));
    }
    if found.len() > SHOWN {
        d = d.note(format!("and {} more difference(s)", found.len() - SHOWN));
    }
    Some(d.help(
        "add #[crd(conversion(service = \"...\", namespace = \"...\", path = \"/convert\"))] to one version and convert in that webhook; if a kustomize patch (config/crd/patches/webhook_in_<plural>.yaml) adds the webhook, allow the warning: `allow = [\"W0246\"]` in crdgen.toml",
    ))
}

impl Difference {
    /// The indices of the versions it involves.
    fn versions(&self) -> [usize; 2] {
        match self {
            Difference::Missing { from, to, .. } => [*from, *to],
            Difference::Type { a, b, .. } => [a.0, b.0],
        }
    }

    /// The note that explains it.
    fn describe(&self, versions: &[VersionSchema<'_>]) -> String {
        let name = |i: usize| escape::value(versions[i].name);
        match self {
            Difference::Missing { path, from, to } => format!(
                "`{}` ({}) is not in {}: with no conversion webhook the API server rewrites only `apiVersion` and prunes it",
                escape::value(path),
                name(*from),
                name(*to)
            ),
            Difference::Type { path, a, b } => format!(
                "`{}` is {} in {} and {} in {}: with no conversion webhook the API server passes the value unchanged, and clients of the other version read a type their schema does not allow",
                escape::value(path),
                article(&a.1),
                name(a.0),
                article(&b.1),
                name(b.0)
            ),
        }
    }
}

/// Compares the node `a` of version `pair.0` with the node `b` at the same `path` of
/// version `pair.1`, pushing what `a` has that `b` prunes, and the types that differ
/// (once per pair of versions: when `pair.0 < pair.1`).
fn compare(
    pair: (usize, usize),
    a: &Value,
    b: &Value,
    path: &str,
    root: bool,
    out: &mut Vec<Difference>,
) {
    let (Some(a), Some(b)) = (a.as_object(), b.as_object()) else {
        return;
    };
    match (type_of(a), type_of(b)) {
        (Some(ta), Some(tb)) if ta != tb => {
            if pair.0 < pair.1 {
                out.push(Difference::Type {
                    path: path.to_owned(),
                    a: (pair.0, ta),
                    b: (pair.1, tb),
                });
            }
            // The children of values of different types do not meet.
            return;
        }
        _ => {}
    }
    if let Some(props) = a.get("properties").and_then(Value::as_object) {
        let kept = b.get("properties").and_then(Value::as_object);
        // What the API server keeps whatever the schema says (`apiVersion`, `kind` and
        // `metadata` at the root and in an embedded resource) is not the versions' fields.
        let header = root || is_true(b, "x-kubernetes-embedded-resource");
        for (name, child) in props {
            if header && matches!(name.as_str(), "apiVersion" | "kind" | "metadata") {
                continue;
            }
            let child_path = format!("{path}.{name}");
            match kept.and_then(|k| k.get(name)) {
                Some(other) => compare(pair, child, other, &child_path, false, out),
                None if keeps_unknown(b) => {}
                None => out.push(Difference::Missing {
                    path: child_path,
                    from: pair.0,
                    to: pair.1,
                }),
            }
        }
    }
    if let (Some(ia), Some(ib)) = (a.get("items"), b.get("items")) {
        compare(pair, ia, ib, &format!("{path}[*]"), false, out);
    }
    if let (Some(ma), Some(mb)) = (a.get("additionalProperties"), b.get("additionalProperties")) {
        compare(pair, ma, mb, &format!("{path}.*"), false, out);
    }
}

/// Whether a node keeps properties its schema does not name: pruning stops at
/// `x-kubernetes-preserve-unknown-fields`, and a map (`additionalProperties`) keeps
/// every key.
fn keeps_unknown(node: &Map<String, Value>) -> bool {
    is_true(node, "x-kubernetes-preserve-unknown-fields")
        || node
            .get("additionalProperties")
            .is_some_and(|v| v.is_object() || v == &Value::Bool(true))
}

fn is_true(node: &Map<String, Value>, key: &str) -> bool {
    node.get(key) == Some(&Value::Bool(true))
}

/// The JSON type a node holds, when it says: int-or-string is one type of its own.
fn type_of(node: &Map<String, Value>) -> Option<String> {
    if is_true(node, "x-kubernetes-int-or-string") {
        return Some("integer-or-string".to_owned());
    }
    node.get("type").and_then(Value::as_str).map(str::to_owned)
}

/// "a string", "an integer", "an integer-or-string".
fn article(ty: &str) -> String {
    let vowel = ty.starts_with(['a', 'e', 'i', 'o', 'u']);
    format!("{} {ty}", if vowel { "an" } else { "a" })
}

/// "`a`", "`a` and `b`", "`a`, `b` and `c`".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn root(spec: Value) -> Value {
        json!({"type": "object", "properties": {
            "apiVersion": {"type": "string"}, "kind": {"type": "string"},
            "metadata": {"type": "object"}, "spec": spec}})
    }

    fn messages(schemas: &[(&str, Value, bool)]) -> Vec<String> {
        let versions: Vec<VersionSchema<'_>> = schemas
            .iter()
            .map(|(name, schema, live)| VersionSchema {
                name,
                schema,
                live: *live,
            })
            .collect();
        check("Foo", &versions, |_| Location::unknown())
            .map(|d| {
                let mut all = vec![d.message];
                all.extend(d.notes);
                all
            })
            .unwrap_or_default()
    }

    #[test]
    fn equal_fields_with_other_validations_do_not_warn() {
        let a = root(
            json!({"type": "object", "properties": {"size": {"type": "integer", "minimum": 1}}}),
        );
        let b = root(
            json!({"type": "object", "description": "x", "properties": {"size": {"type": "integer", "maximum": 9}}}),
        );
        assert_eq!(
            messages(&[("v1", a, true), ("v2", b, true)]),
            Vec::<String>::new()
        );
    }

    #[test]
    fn missing_fields_and_types_are_listed_in_order() {
        let a = root(json!({"type": "object", "properties": {
            "keep": {"type": "object", "properties": {"deep": {"type": "string"}}},
            "n": {"type": "string"},
            "old": {"type": "object", "properties": {"x": {"type": "string"}}}}}));
        let b = root(json!({"type": "object", "properties": {
            "keep": {"type": "object", "properties": {}},
            "n": {"type": "integer"}}}));
        assert_eq!(
            messages(&[("v1", a, true), ("v2", b, true)]),
            [
                "versions `v1` and `v2` of kind `Foo` have different fields and no conversion webhook",
                "`.spec.keep.deep` (v1) is not in v2: with no conversion webhook the API server rewrites only `apiVersion` and prunes it",
                "`.spec.n` is a string in v1 and an integer in v2: with no conversion webhook the API server passes the value unchanged, and clients of the other version read a type their schema does not allow",
                "`.spec.old` (v1) is not in v2: with no conversion webhook the API server rewrites only `apiVersion` and prunes it",
            ]
        );
    }

    #[test]
    fn preserved_unknown_fields_and_maps_keep_what_they_do_not_name() {
        let a = root(json!({"type": "object", "properties": {"x": {"type": "string"}}}));
        let open = root(json!({"type": "object", "x-kubernetes-preserve-unknown-fields": true}));
        let map = root(json!({"type": "object", "additionalProperties": {"type": "string"}}));
        assert_eq!(
            messages(&[("v1", a.clone(), true), ("v2", open, true)]).len(),
            0
        );
        assert_eq!(messages(&[("v1", a, true), ("v2", map, true)]).len(), 0);
    }

    #[test]
    fn a_version_neither_served_nor_stored_is_not_compared() {
        let a = root(json!({"type": "object", "properties": {"x": {"type": "string"}}}));
        let b = root(json!({"type": "object", "properties": {}}));
        assert_eq!(messages(&[("v1", a, true), ("v2", b, false)]).len(), 0);
    }

    #[test]
    fn more_than_three_differences_are_counted() {
        let a = root(json!({"type": "object", "properties": {
            "a": {"type": "string"}, "b": {"type": "string"}, "c": {"type": "string"},
            "d": {"type": "string"}}}));
        let b = root(json!({"type": "object", "properties": {}}));
        let got = messages(&[("v1", a, true), ("v2", b, true)]);
        assert_eq!(got.len(), 5);
        assert_eq!(got[4], "and 1 more difference(s)");
    }
}
