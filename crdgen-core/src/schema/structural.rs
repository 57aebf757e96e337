//! The API server's structural-schema rules, checked on every finished CRD schema.
//!
//! The schema builder and the markers already refuse what would break these rules, each
//! at its own attribute; this pass is the last line, run on the very value that is
//! written, so a combination no earlier check foresaw still fails at generation time
//! instead of at `kubectl apply`. It names the JSON path of the node, the rule and the
//! API server's wording.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use crate::diagnostic::codes::{Code, structural as codes};
use crate::diagnostic::escape;
use crate::diagnostic::{Diagnostic, Location};

/// Keywords a structural schema may not use anywhere.
const FORBIDDEN: &[&str] = &[
    "$ref",
    "definitions",
    "dependencies",
    "additionalItems",
    "patternProperties",
];

/// One rule the schema breaks at `path`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// JSON path of the node, `.spec.items[*]` style; `.` is the root.
    pub path: String,
    /// What is wrong, in the API server's terms.
    pub message: String,
    /// Which rule it breaks.
    pub code: Code,
}

/// Where the field behind each schema node is declared, by the node's path (what
/// [`super::rule_checks::check`] collects from the schema builder's tags).
pub type Origins = BTreeMap<String, Location>;

/// The recorded node nearest to `path` on the way to the root (`path` itself first):
/// a list's items and a map's values were made by the field of the list or map.
pub fn nearest_origin<'o>(path: &str, origins: &'o Origins) -> Option<(&'o str, &'o Location)> {
    let mut path = path;
    loop {
        if let Some((recorded, at)) = origins.get_key_value(path) {
            return Some((recorded.as_str(), at));
        }
        let cut = path.rfind(['.', '['])?;
        if cut == 0 {
            return None;
        }
        path = &path[..cut];
    }
}

impl Violation {
    /// The error for this violation in version `version` of kind `kind`: at the field
    /// that produced the node (or its nearest ancestor that a field produced) when
    /// `origins` knows one, at `kind_at` (the kind's declaration) otherwise.
    pub fn into_diagnostic(
        self,
        kind: &str,
        version: &str,
        kind_at: Location,
        origins: &Origins,
    ) -> Diagnostic {
        let (kind, version) = (escape::value(kind), escape::value(version));
        let path = escape::value(&self.path);
        let error = Diagnostic::error(
            self.code,
            format!(
                "the schema of `{kind}` version `{version}` is not structural at `{path}`: {}",
                self.message
            ),
        );
        match nearest_origin(&self.path, origins) {
            Some((field_path, at)) => {
                let label = if field_path == self.path {
                    format!("this field makes `{path}`")
                } else {
                    format!(
                        "`{path}` is inside this field (`{}`)",
                        escape::value(field_path)
                    )
                };
                error
                    .at(at.clone())
                    .label(label)
                    .note(format!(
                        "the node is `{path}` in the schema of `{kind}` version `{version}`; the API server rejects a CRD whose schema is not structural"
                    ))
                    .help("look at this field's type and markers (a `type = ...` override, say)")
            }
            None => error
                .at(kind_at)
                .label("kind declared here")
                .note("the API server rejects a CRD whose schema is not structural")
                .help(format!(
                    "look at the markers of the field behind `{path}` (a `type = ...` override, say)"
                )),
        }
    }
}

/// Every violation in a version's `openAPIV3Schema`, in document order.
pub fn check(schema: &Value) -> Vec<Violation> {
    let mut out = Vec::new();
    if let Value::Object(root) = schema {
        node(root, "", Place::Root, &mut out);
    }
    out
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    Root,
    Typed,
    /// A value of a logical junctor (`allOf`, `anyOf`, `oneOf`, `not`), or a property or
    /// items below one: value validations only, no types or structure of its own.
    Junctor,
}

fn display(path: &str) -> String {
    if path.is_empty() {
        ".".into()
    } else {
        path.to_owned()
    }
}

fn node(schema: &Map<String, Value>, path: &str, place: Place, out: &mut Vec<Violation>) {
    let mut violation = |code: Code, message: String| {
        out.push(Violation {
            path: display(path),
            message,
            code,
        })
    };
    for key in FORBIDDEN {
        if schema.contains_key(*key) {
            violation(
                codes::FORBIDDEN_KEYWORD,
                format!("`{key}` is not allowed in a structural schema"),
            );
        }
    }
    let flag = |key: &str| schema.get(key).and_then(Value::as_bool) == Some(true);
    let preserve = flag("x-kubernetes-preserve-unknown-fields");
    let int_or_string = flag("x-kubernetes-int-or-string");
    let embedded = flag("x-kubernetes-embedded-resource");
    let ty = schema.get("type").and_then(Value::as_str);
    if place == Place::Junctor {
        junctor_keywords(schema, &mut violation);
    } else if ty.is_none() && !int_or_string && !preserve {
        // Only the node's own flags excuse it: kube-apiserver's
        // `validateStructuralInvariants` wants a type on every specified field and item,
        // below a preserve-unknown-fields node too.
        violation(codes::MISSING_TYPE, "the node has no `type` (only int-or-string and preserve-unknown-fields nodes may omit it)".into());
    }
    if schema.get("uniqueItems").and_then(Value::as_bool) == Some(true) {
        violation(
            codes::UNIQUE_ITEMS_TRUE,
            "`uniqueItems: true` is rejected by apiextensions v1; use x-kubernetes-list-type: set"
                .into(),
        );
    }
    if matches!(schema.get("items"), Some(Value::Array(_))) {
        violation(
            codes::ITEMS_NOT_ONE_SCHEMA,
            "`items` must be one schema, not a list (tuples are not structural)".into(),
        );
    }
    if place == Place::Junctor {
        // The rest (additionalProperties, the extensions) is forbidden in a junctor
        // outright, and its properties and items are checked by `branch_node`.
        return;
    }
    if schema.contains_key("properties") && schema.contains_key("additionalProperties") {
        violation(
            codes::PROPERTIES_AND_ADDITIONAL_PROPERTIES,
            "`properties` and `additionalProperties` are mutually exclusive".into(),
        );
    }
    // kube-apiserver's `validateStructuralInvariants`, with its messages.
    if place == Place::Root
        && let Some(ty) = ty
        && ty != "object"
    {
        violation(
            codes::ROOT_NOT_OBJECT,
            format!(
                "`type` is `{}`: it must be object at the root",
                escape::value(ty)
            ),
        );
    }
    if place == Place::Root && schema.contains_key("additionalProperties") {
        violation(
            codes::ROOT_ADDITIONAL_PROPERTIES,
            "`additionalProperties` must not be used at the root".into(),
        );
    }
    if embedded && schema.contains_key("additionalProperties") {
        violation(
            codes::EMBEDDED_RESOURCE_ADDITIONAL_PROPERTIES,
            "`additionalProperties` must not be used if x-kubernetes-embedded-resource is set"
                .into(),
        );
    }
    if embedded && ty != Some("object") {
        violation(
            codes::EMBEDDED_RESOURCE_NOT_OBJECT,
            "x-kubernetes-embedded-resource needs `type: object`".into(),
        );
    }
    // kube-apiserver's `validateExtensions`; a `type` beside int-or-string it accepts.
    for (excluded, set) in [
        ("x-kubernetes-preserve-unknown-fields", preserve),
        ("x-kubernetes-embedded-resource", embedded),
    ] {
        if int_or_string && set {
            violation(
                codes::INT_OR_STRING_CONFLICT,
                format!("{excluded} must be false if x-kubernetes-int-or-string is true"),
            );
        }
    }
    if schema.get("additionalProperties") == Some(&Value::Bool(false)) {
        violation(
            codes::ADDITIONAL_PROPERTIES_FALSE,
            "`additionalProperties: false` is not allowed; leave unknown fields to pruning".into(),
        );
    }
    default_fits(schema, path, out);
    list_type(schema, path, out);
    if let Some(Value::Object(properties)) = schema.get("properties")
        && (place == Place::Root || embedded)
    {
        object_header(properties, path, out);
        // Only the root's: in an embedded resource the server checks metadata's type
        // alone (`validateStructuralMetadataInvariants` below `rootLevel`).
        if place == Place::Root
            && let Some(Value::Object(metadata)) = properties.get("metadata")
        {
            restricted_metadata(metadata, &format!("{path}.metadata"), out);
        }
    }
    let child_place = Place::Typed;
    if let Some(Value::Object(properties)) = schema.get("properties") {
        for (name, child) in properties {
            if let Value::Object(child) = child {
                node(child, &format!("{path}.{name}"), child_place, out);
            }
        }
    }
    if let Some(Value::Object(child)) = schema.get("additionalProperties") {
        node(child, &format!("{path}.*"), child_place, out);
    }
    if let Some(Value::Object(child)) = schema.get("items") {
        node(child, &format!("{path}[*]"), child_place, out);
    }
    if ty == Some("array") && !schema.contains_key("items") {
        out.push(Violation {
            path: display(path),
            message: "an array needs `items`".into(),
            code: codes::ARRAY_WITHOUT_ITEMS,
        });
    }
    // kube-apiserver checks that junctors name only what the node declares
    // (`validateStructuralCompleteness`) from the root's junctors alone: it never looks
    // at the junctors of a node below the root, so neither do we.
    junctors(schema, schema, path, place == Place::Root, out);
}

/// The exact `anyOf` of an int-or-string node, `[{type: integer}, {type: string}]`:
/// the one place the API server lets a junctor name types (its
/// `isIntOrStringAnyOfPattern`, which compares the branches whole).
fn is_int_or_string_any_of(any_of: Option<&Value>) -> bool {
    // Compared in place: building the pair to compare with, for every node, was 1% of a
    // 1,000-kind run (#24).
    let only_type = |branch: &Value, ty: &str| matches!(branch, Value::Object(m) if m.len() == 1 && m.get("type").and_then(Value::as_str) == Some(ty));
    match any_of {
        Some(Value::Array(branches)) => {
            matches!(branches.as_slice(), [a, b] if only_type(a, "integer") && only_type(b, "string"))
        }
        _ => false,
    }
}

/// The junctors of `schema` (a structural node, or a branch already inside a junctor),
/// each branch checked against `structural`, the node they validate: kube-apiserver's
/// `validateValueValidation` and `validateStructuralCompleteness` together. Only the
/// structural node's own `anyOf` (or its first `allOf` branch's `anyOf`) may be the
/// int-or-string pair; the API server skips those branches. `complete`: also report
/// properties and items the branches name and the node lacks (at the root only).
fn junctors(
    schema: &Map<String, Value>,
    structural: &Map<String, Value>,
    path: &str,
    complete: bool,
    out: &mut Vec<Violation>,
) {
    let at_node = std::ptr::eq(schema, structural);
    let skip_any_of = at_node && is_int_or_string_any_of(schema.get("anyOf"));
    let first_all_of_pair = at_node
        && schema
            .get("allOf")
            .and_then(Value::as_array)
            .and_then(|a| a.first())
            .is_some_and(|first| is_int_or_string_any_of(first.get("anyOf")));
    for key in ["allOf", "anyOf", "oneOf"] {
        if key == "anyOf" && skip_any_of {
            continue;
        }
        if let Some(Value::Array(branches)) = schema.get(key) {
            for (i, branch) in branches.iter().enumerate() {
                if let Value::Object(branch) = branch {
                    let skip = key == "allOf" && i == 0 && first_all_of_pair;
                    branch_node(branch, Some(structural), path, skip, complete, out);
                }
            }
        }
    }
    if let Some(Value::Object(not)) = schema.get("not") {
        branch_node(not, Some(structural), path, false, complete, out);
    }
}

/// One branch of a junctor (or a property or items below one), validating the values
/// `structural` describes (`None` where the structural schema has no such node: that
/// was reported once, at the first node missing, where `complete` asks for it).
fn branch_node(
    branch: &Map<String, Value>,
    structural: Option<&Map<String, Value>>,
    path: &str,
    skip_int_or_string_any_of: bool,
    complete: bool,
    out: &mut Vec<Violation>,
) {
    node(branch, path, Place::Junctor, out);
    if let Some(structural) = structural {
        for key in ["allOf", "anyOf", "oneOf"] {
            if key == "anyOf" && skip_int_or_string_any_of {
                continue;
            }
            if let Some(Value::Array(branches)) = branch.get(key) {
                for b in branches.iter().filter_map(Value::as_object) {
                    branch_node(b, Some(structural), path, false, complete, out);
                }
            }
        }
        if let Some(Value::Object(not)) = branch.get("not") {
            branch_node(not, Some(structural), path, false, complete, out);
        }
    }
    if let Some(Value::Object(properties)) = branch.get("properties") {
        for (name, child) in properties {
            let Value::Object(child) = child else {
                continue;
            };
            let child_path = format!("{path}.{name}");
            let mirrored = match structural {
                None => None,
                Some(s) => match s
                    .get("properties")
                    .and_then(|p| p.get(name))
                    .and_then(Value::as_object)
                {
                    Some(found) => Some(found),
                    None if !complete => None,
                    None => {
                        out.push(Violation {
                            path: display(path),
                            message: format!(
                                "a junctor validates property `{}`, which the node itself does not declare: every property named inside allOf/anyOf/oneOf/not must also be in the node's `properties`",
                                escape::value(name)
                            ),
                            code: crate::diagnostic::codes::markers::JUNCTOR_NOT_MIRRORED,
                        });
                        None
                    }
                },
            };
            branch_node(child, mirrored, &child_path, false, complete, out);
        }
    }
    if let Some(Value::Object(items)) = branch.get("items") {
        let mirrored = match structural {
            None => None,
            Some(s) => match s.get("items").and_then(Value::as_object) {
                Some(found) => Some(found),
                None if !complete => None,
                None => {
                    out.push(Violation {
                        path: display(path),
                        message: "a junctor validates `items`, which the node itself does not declare: items named inside allOf/anyOf/oneOf/not must also be the node's `items`".into(),
                        code: crate::diagnostic::codes::markers::JUNCTOR_NOT_MIRRORED,
                    });
                    None
                }
            },
        };
        branch_node(items, mirrored, &format!("{path}[*]"), false, complete, out);
    }
}

/// What kube-apiserver's `validateNestedValueValidation` forbids in a junctor's branch:
/// everything but value validations (and the properties and items they reach, which
/// [`branch_node`] checks against the structural node).
fn junctor_keywords(schema: &Map<String, Value>, violation: &mut impl FnMut(Code, String)) {
    for key in ["type", "additionalProperties", "default", "nullable"] {
        let set = match (key, schema.get(key)) {
            (_, None) => false,
            ("nullable", Some(v)) => *v == Value::Bool(true),
            _ => true,
        };
        if set {
            violation(
                codes::STRUCTURE_IN_JUNCTOR,
                format!(
                    "`{key}` inside allOf/anyOf/oneOf/not: a structural schema keeps types and structure outside the logical junctors"
                ),
            );
        }
    }
    for key in [
        "title",
        "description",
        "x-kubernetes-preserve-unknown-fields",
        "x-kubernetes-embedded-resource",
        "x-kubernetes-int-or-string",
        "x-kubernetes-list-map-keys",
        "x-kubernetes-list-type",
        "x-kubernetes-map-type",
        "x-kubernetes-validations",
    ] {
        let set = match schema.get(key) {
            None | Some(Value::Bool(false)) | Some(Value::Null) => false,
            Some(Value::Array(a)) => !a.is_empty(),
            Some(Value::String(s)) => !(key == "title" || key == "description") || !s.is_empty(),
            Some(_) => true,
        };
        if set {
            violation(
                codes::STRUCTURE_IN_JUNCTOR,
                format!(
                    "`{key}` inside allOf/anyOf/oneOf/not: the API server allows only value validations there; keep it on the node itself"
                ),
            );
        }
    }
    if let Some(Value::Object(properties)) = schema.get("properties")
        && properties.contains_key("metadata")
    {
        violation(
            codes::STRUCTURE_IN_JUNCTOR,
            "`metadata` inside allOf/anyOf/oneOf/not: the API server forbids reasoning about metadata in a nested context".into(),
        );
    }
}

/// The API server validates a `default` against its node and prunes it: a default the
/// node rejects, or one pruning would change, makes the CRD invalid.
fn default_fits(schema: &Map<String, Value>, path: &str, out: &mut Vec<Violation>) {
    let Some(default) = schema.get("default") else {
        return;
    };
    let message = match super::validate::check(default, schema) {
        Err(why) => format!("`default` {default} is not valid here: {why}"),
        Ok(()) => {
            let mut pruned = default.clone();
            super::prune::prune(&mut pruned, schema, false);
            if pruned == *default {
                return;
            }
            format!("pruning would change the `default` {default} to {pruned}")
        }
    };
    out.push(Violation {
        path: display(path),
        message,
        code: codes::DEFAULT_INVALID,
    });
}

fn is_scalar(schema: &Map<String, Value>) -> bool {
    matches!(
        schema.get("type").and_then(Value::as_str),
        Some("string" | "integer" | "number" | "boolean")
    ) || schema.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true))
}

/// What the API server requires of `x-kubernetes-list-type` and
/// `x-kubernetes-list-map-keys`: a set of scalars (or atomic objects), a map list of
/// objects keyed by required or defaulted scalar properties, keys only on a map list.
fn list_type(schema: &Map<String, Value>, path: &str, out: &mut Vec<Violation>) {
    let mut violation = |code: Code, message: String| {
        out.push(Violation {
            path: display(path),
            message,
            code,
        })
    };
    let list_type = schema.get("x-kubernetes-list-type").and_then(Value::as_str);
    let keys = schema.get("x-kubernetes-list-map-keys");
    if keys.is_some() && list_type != Some("map") {
        violation(
            codes::LIST_TYPE_MISMATCH,
            "x-kubernetes-list-map-keys is only allowed with x-kubernetes-list-type: map".into(),
        );
    }
    let Some(list_type) = list_type else {
        return;
    };
    if schema.get("type").and_then(Value::as_str) != Some("array") {
        violation(
            codes::LIST_TYPE_MISMATCH,
            "x-kubernetes-list-type is only allowed on arrays".into(),
        );
        return;
    }
    let empty = Map::new();
    let items = schema
        .get("items")
        .and_then(Value::as_object)
        .unwrap_or(&empty);
    let object_items = items.get("type").and_then(Value::as_str) == Some("object");
    match list_type {
        "atomic" => {}
        "set" => {
            let atomic_objects = object_items
                && items.get("x-kubernetes-map-type").and_then(Value::as_str) == Some("atomic");
            if !is_scalar(items) && !atomic_objects {
                violation(
                    codes::LIST_TYPE_MISMATCH,
                    "x-kubernetes-list-type: set needs scalar items (or objects with x-kubernetes-map-type: atomic)".into(),
                );
            }
        }
        "map" => {
            let keys: Vec<&str> = keys
                .and_then(Value::as_array)
                .map(|k| k.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            if !object_items {
                violation(
                    codes::LIST_TYPE_MISMATCH,
                    "x-kubernetes-list-type: map needs object items".into(),
                );
                return;
            }
            if keys.is_empty() {
                violation(
                    codes::LIST_TYPE_MISMATCH,
                    "x-kubernetes-list-type: map needs x-kubernetes-list-map-keys".into(),
                );
            }
            let required = |key: &str| {
                items
                    .get("required")
                    .and_then(Value::as_array)
                    .is_some_and(|r| r.iter().any(|v| v.as_str() == Some(key)))
            };
            for key in keys {
                let property = items
                    .get("properties")
                    .and_then(|p| p.get(key))
                    .and_then(Value::as_object);
                let problem = match property {
                    None => "is not a property of the items",
                    Some(p)
                        if !is_scalar(p)
                            || p.get("type").and_then(Value::as_str) == Some("number") =>
                    {
                        "is not a string, integer or boolean property"
                    }
                    Some(p) if !required(key) && !p.contains_key("default") => {
                        "is neither required nor defaulted"
                    }
                    Some(_) => continue,
                };
                violation(
                    codes::LIST_MAP_KEY_INVALID,
                    format!("list map key `{}` {problem}", escape::value(key)),
                );
            }
        }
        other => violation(
            codes::LIST_TYPE_MISMATCH,
            format!(
                "unknown x-kubernetes-list-type `{}` (atomic, set or map)",
                escape::value(other)
            ),
        ),
    }
}

/// At the root and in embedded resources the API server fills `apiVersion` and `kind`
/// as strings and `metadata` as an object, and refuses a schema that types them
/// otherwise (kube-apiserver's `validateStructuralInvariants`: "must be string", and
/// `validateStructuralMetadataInvariants`: "must be object"). A missing type is no
/// exception: the server compares the type with `string` (or `object`) all the same.
fn object_header(properties: &Map<String, Value>, path: &str, out: &mut Vec<Violation>) {
    for (name, want, code) in [
        ("apiVersion", "string", codes::OBJECT_HEADER_NOT_STRING),
        ("kind", "string", codes::OBJECT_HEADER_NOT_STRING),
        ("metadata", "object", codes::METADATA_NOT_OBJECT),
    ] {
        let Some(Value::Object(node)) = properties.get(name) else {
            continue;
        };
        let message = match node.get("type") {
            Some(Value::String(ty)) if ty == want => continue,
            Some(Value::String(ty)) => {
                format!("`type` is `{}`: {name} must be {want}", escape::value(ty))
            }
            Some(other) => format!(
                "`type` is `{}`: {name} must be {want}",
                escape::value(&other.to_string())
            ),
            None => format!("{name} has no `type`: it must be {want}"),
        };
        out.push(Violation {
            path: format!("{path}.{name}"),
            message,
            code,
        });
    }
}

/// At the root the API server owns `metadata`: only `name` and `generateName` may be
/// restricted, and only as strings; kube-apiserver's
/// `validateStructuralMetadataInvariants` compares what is left with an empty schema, so
/// a description or `nullable: true` is refused too (zero values are the same as none).
fn restricted_metadata(metadata: &Map<String, Value>, path: &str, out: &mut Vec<Violation>) {
    let allowed: &[&str] = &["type", "properties"];
    for (key, value) in metadata {
        // A zero value is the same as none to the server (`nullable: false`, `""`).
        let zero = matches!(value, Value::Bool(false) | Value::Null) || value.as_str() == Some("");
        let ignored = allowed.contains(&key.as_str()) || zero;
        if !ignored {
            out.push(Violation {
                path: path.to_owned(),
                message: format!(
                    "`{}` on metadata: only the types of metadata.name and metadata.generateName may be restricted",
                    escape::value(key)
                ),
                code: codes::METADATA_RESTRICTED,
            });
        }
    }
    if let Some(Value::Object(properties)) = metadata.get("properties") {
        for name in properties.keys() {
            if name != "name" && name != "generateName" {
                out.push(Violation {
                    path: path.to_owned(),
                    message: format!(
                        "metadata.{name} cannot be specified: only name and generateName may be restricted"
                    ),
                    code: codes::METADATA_RESTRICTED,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn violations(schema: Value) -> Vec<String> {
        check(&schema)
            .into_iter()
            .map(|v| format!("[{}] {}: {}", v.code, v.path, v.message))
            .collect()
    }

    #[test]
    fn the_int_or_string_pair_is_exactly_that_pair() {
        let pair = json!([{"type": "integer"}, {"type": "string"}]);
        assert!(is_int_or_string_any_of(Some(&pair)));
        for other in [
            json!([{"type": "string"}, {"type": "integer"}]),
            json!([{"type": "integer"}, {"type": "string", "maxLength": 1}]),
            json!([{"type": "integer"}]),
            json!([{"type": "integer"}, {"type": "string"}, {"type": "string"}]),
            json!([{"type": "integer"}, "string"]),
            json!({"type": "integer"}),
        ] {
            assert!(!is_int_or_string_any_of(Some(&other)), "{other}");
        }
        assert!(!is_int_or_string_any_of(None));
    }

    #[test]
    fn a_structural_schema_passes() {
        let schema = json!({
            "type": "object",
            "properties": {
                "apiVersion": {"type": "string", "description": "APIVersion defines the versioned schema."},
                "kind": {"type": "string"},
                // name and generateName may be restricted; a zero value is no restriction.
                "metadata": {"type": "object", "nullable": false, "properties": {
                    "name": {"type": "string", "maxLength": 63}, "generateName": {"type": "string"}}},
                "spec": {"type": "object", "properties": {
                    "port": {"anyOf": [{"type": "integer"}, {"type": "string"}], "x-kubernetes-int-or-string": true},
                    "free": {"x-kubernetes-preserve-unknown-fields": true},
                    "list": {"type": "array", "items": {"type": "string"}, "allOf": [{"maxItems": 3}]},
                    "pod": {"type": "object", "x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true,
                            "properties": {"metadata": {"type": "object", "properties": {"name": {"type": "string"}}}}}
                }}
            }
        });
        assert_eq!(violations(schema), Vec::<String>::new());
    }

    /// One bad input per rule, each with its exact message.
    #[test]
    fn each_rule_names_the_node() {
        let cases = [
            (
                json!({"type": "object", "properties": {"a": {"$ref": "#/x", "type": "string"}}}),
                "[E0801] .a: `$ref` is not allowed in a structural schema",
            ),
            (
                json!({"type": "object", "definitions": {}}),
                "[E0801] .: `definitions` is not allowed in a structural schema",
            ),
            (
                json!({"type": "object", "properties": {"a": {"type": "object", "dependencies": {}}}}),
                "[E0801] .a: `dependencies` is not allowed in a structural schema",
            ),
            (
                json!({"type": "object", "properties": {"a": {"type": "array", "items": {"type": "string"}, "additionalItems": false}}}),
                "[E0801] .a: `additionalItems` is not allowed in a structural schema",
            ),
            (
                json!({"type": "object", "patternProperties": {}}),
                "[E0801] .: `patternProperties` is not allowed in a structural schema",
            ),
            (
                json!({"type": "object", "properties": {"a": {"description": "no type"}}}),
                "[E0802] .a: the node has no `type` (only int-or-string and preserve-unknown-fields nodes may omit it)",
            ),
            (
                json!({"type": "object", "properties": {"a": {"type": "array", "uniqueItems": true, "items": {"type": "string"}}}}),
                "[E0804] .a: `uniqueItems: true` is rejected by apiextensions v1; use x-kubernetes-list-type: set",
            ),
            (
                json!({"type": "object", "properties": {"o": {"type": "object", "properties": {"a": {"type": "string"}}, "additionalProperties": {"type": "string"}}}}),
                "[E0805] .o: `properties` and `additionalProperties` are mutually exclusive",
            ),
            (
                json!({"type": "object", "properties": {"a": {"type": "string", "x-kubernetes-embedded-resource": true}}}),
                "[E0807] .a: x-kubernetes-embedded-resource needs `type: object`",
            ),
            (
                json!({"type": "object", "properties": {"a": {"x-kubernetes-int-or-string": true, "x-kubernetes-preserve-unknown-fields": true}}}),
                "[E0808] .a: x-kubernetes-preserve-unknown-fields must be false if x-kubernetes-int-or-string is true",
            ),
            (
                json!({"type": "object", "properties": {"o": {"type": "object", "additionalProperties": false}}}),
                "[E0806] .o: `additionalProperties: false` is not allowed; leave unknown fields to pruning",
            ),
            (
                json!({"type": "object", "properties": {"metadata": {"type": "object", "properties": {"labels": {"type": "object"}}}}}),
                "[E0809] .metadata: metadata.labels cannot be specified: only name and generateName may be restricted",
            ),
            (
                json!({"type": "object", "properties": {"metadata": {"type": "object", "default": {}}}}),
                "[E0809] .metadata: `default` on metadata: only the types of metadata.name and metadata.generateName may be restricted",
            ),
            (
                json!({"type": "object", "properties": {"a": {"type": "string", "allOf": [{"type": "string"}]}}}),
                "[E0803] .a: `type` inside allOf/anyOf/oneOf/not: a structural schema keeps types and structure outside the logical junctors",
            ),
            (
                json!({"type": "object", "properties": {"a": {"type": "array", "items": [{"type": "string"}]}}}),
                "[E0810] .a: `items` must be one schema, not a list (tuples are not structural)",
            ),
            (
                json!({"type": "object", "properties": {"a": {"type": "array"}}}),
                "[E0811] .a: an array needs `items`",
            ),
            (
                // Below a preserve-unknown-fields node, specified fields still need a type.
                json!({"type": "object", "properties": {"p": {"type": "object", "x-kubernetes-preserve-unknown-fields": true,
                    "properties": {"a": {"description": "untyped"}}}}}),
                "[E0802] .p.a: the node has no `type` (only int-or-string and preserve-unknown-fields nodes may omit it)",
            ),
            (
                json!({"type": "object", "properties": {"a": {"x-kubernetes-int-or-string": true, "anyOf": [{"type": "boolean"}]}}}),
                "[E0803] .a: `type` inside allOf/anyOf/oneOf/not: a structural schema keeps types and structure outside the logical junctors",
            ),
            (
                json!({"type": "string"}),
                "[E0815] .: `type` is `string`: it must be object at the root",
            ),
            (
                json!({"type": "object", "additionalProperties": {"type": "string"}}),
                "[E0816] .: `additionalProperties` must not be used at the root",
            ),
            (
                json!({"type": "object", "properties": {"e": {"type": "object", "x-kubernetes-embedded-resource": true,
                    "x-kubernetes-preserve-unknown-fields": true, "additionalProperties": {"type": "string"}}}}),
                "[E0817] .e: `additionalProperties` must not be used if x-kubernetes-embedded-resource is set",
            ),
            (
                json!({"type": "object", "properties": {"apiVersion": {"type": "integer"}}}),
                "[E0818] .apiVersion: `type` is `integer`: apiVersion must be string",
            ),
            (
                json!({"type": "object", "properties": {"e": {"type": "object", "x-kubernetes-embedded-resource": true,
                    "properties": {"kind": {"type": "object"}}}}}),
                "[E0818] .e.kind: `type` is `object`: kind must be string",
            ),
            (
                json!({"type": "object", "properties": {"metadata": {"type": "string"}}}),
                "[E0819] .metadata: `type` is `string`: metadata must be object",
            ),
            (
                json!({"type": "object", "properties": {"e": {"type": "object", "x-kubernetes-embedded-resource": true,
                    "properties": {"metadata": {"type": "string"}}}}}),
                "[E0819] .e.metadata: `type` is `string`: metadata must be object",
            ),
            (
                json!({"type": "object", "properties": {"metadata": {"type": "object", "description": "Standard metadata."}}}),
                "[E0809] .metadata: `description` on metadata: only the types of metadata.name and metadata.generateName may be restricted",
            ),
        ];
        for (schema, expected) in cases {
            assert_eq!(violations(schema.clone()), [expected], "{schema}");
        }
        // No type is no exception (the server compares the type with `object` all the
        // same); the flag that excuses it elsewhere restricts metadata at the root.
        assert_eq!(
            violations(json!({"type": "object", "properties": {
                "metadata": {"x-kubernetes-preserve-unknown-fields": true}}})),
            [
                "[E0819] .metadata: metadata has no `type`: it must be object",
                "[E0809] .metadata: `x-kubernetes-preserve-unknown-fields` on metadata: only the types of metadata.name and metadata.generateName may be restricted",
            ]
        );
    }

    /// In an embedded resource the server checks only that metadata is an object
    /// (`validateStructuralMetadataInvariants` below `rootLevel`): labels, a description
    /// or a default there are accepted, while the same at the root are E0809.
    #[test]
    fn embedded_metadata_is_only_type_checked() {
        let metadata = json!({"type": "object", "description": "d",
            "properties": {"labels": {"type": "object", "additionalProperties": {"type": "string"}}}});
        let embedded = json!({"type": "object", "properties": {"e": {"type": "object",
            "x-kubernetes-embedded-resource": true, "properties": {"metadata": metadata.clone()}}}});
        assert_eq!(violations(embedded), Vec::<String>::new());
        let root = json!({"type": "object", "properties": {"metadata": metadata}});
        assert_eq!(
            violations(root),
            [
                "[E0809] .metadata: `description` on metadata: only the types of metadata.name and metadata.generateName may be restricted",
                "[E0809] .metadata: metadata.labels cannot be specified: only name and generateName may be restricted",
            ]
        );
    }

    /// What kube-apiserver accepts inside junctors: properties and items that the node
    /// declares too (gateway-api's address `oneOf`), value validations at any depth, and
    /// the int-or-string pair as `anyOf` or as the first `allOf` branch's `anyOf`.
    #[test]
    fn junctors_may_validate_what_the_node_declares() {
        let schema = json!({"type": "object", "properties": {
            "addresses": {"type": "array", "items": {
                "type": "object",
                "oneOf": [
                    {"properties": {"type": {"enum": ["IPAddress"]},
                                    "value": {"anyOf": [{"format": "ipv4"}, {"format": "ipv6"}]}}},
                    {"properties": {"type": {"not": {"enum": ["IPAddress"]}}}}
                ],
                "properties": {"type": {"type": "string"}, "value": {"type": "string"}}
            }, "allOf": [{"items": {"required": ["type"]}}]},
            "port": {"x-kubernetes-int-or-string": true,
                     "allOf": [{"anyOf": [{"type": "integer"}, {"type": "string"}]}, {"maxLength": 5}]},
            "free": {"x-kubernetes-preserve-unknown-fields": true,
                     "anyOf": [{"type": "integer"}, {"type": "string"}]},
            // external-snapshotter's v1beta1 `restoreSize`: validated as a string.
            "size": {"type": "string", "x-kubernetes-int-or-string": true}
        }});
        assert_eq!(violations(schema), Vec::<String>::new());
    }

    /// What kube-apiserver's `validateNestedValueValidation` and
    /// `validateStructuralCompleteness` refuse, each with its exact message.
    #[test]
    fn junctors_refuse_what_the_api_server_refuses() {
        let object = |extra: Value| {
            let mut node = json!({"type": "object", "properties": {"a": {"type": "string"}}});
            for (k, v) in extra.as_object().unwrap() {
                node[k] = v.clone();
            }
            json!({"type": "object", "properties": {"o": node}})
        };
        // The same node as the root, where the API server checks completeness.
        let root = |extra: Value| {
            let mut node = json!({"type": "object", "properties": {"a": {"type": "string"}}});
            for (k, v) in extra.as_object().unwrap() {
                node[k] = v.clone();
            }
            node
        };
        let cases = [
            (
                root(json!({"oneOf": [{"properties": {"b": {"minLength": 1}}}]})),
                vec![
                    "[E0374] .: a junctor validates property `b`, which the node itself does not declare: every property named inside allOf/anyOf/oneOf/not must also be in the node's `properties`",
                ],
            ),
            (
                root(json!({"allOf": [{"items": {"minLength": 1}}]})),
                vec![
                    "[E0374] .: a junctor validates `items`, which the node itself does not declare: items named inside allOf/anyOf/oneOf/not must also be the node's `items`",
                ],
            ),
            (
                root(json!({"allOf": [{"not": {"properties": {"b": {"minLength": 1}}}}]})),
                vec![
                    "[E0374] .: a junctor validates property `b`, which the node itself does not declare: every property named inside allOf/anyOf/oneOf/not must also be in the node's `properties`",
                ],
            ),
            // Below the root the API server does not check it
            // (`validateStructuralCompleteness` starts from the root's junctors only).
            (
                object(json!({"oneOf": [{"properties": {"b": {"minLength": 1}}}]})),
                vec![],
            ),
            (
                object(json!({"allOf": [{"items": {"minLength": 1}}]})),
                vec![],
            ),
            (
                object(json!({"anyOf": [{"properties": {"a": {"type": "string"}}}]})),
                vec![
                    "[E0803] .o.a: `type` inside allOf/anyOf/oneOf/not: a structural schema keeps types and structure outside the logical junctors",
                ],
            ),
            (
                object(json!({"oneOf": [{"description": "one", "required": ["a"]}]})),
                vec![
                    "[E0803] .o: `description` inside allOf/anyOf/oneOf/not: the API server allows only value validations there; keep it on the node itself",
                ],
            ),
            (
                object(json!({"allOf": [{"x-kubernetes-validations": [{"rule": "true"}]}]})),
                vec![
                    "[E0803] .o: `x-kubernetes-validations` inside allOf/anyOf/oneOf/not: the API server allows only value validations there; keep it on the node itself",
                ],
            ),
            (
                object(json!({"not": {"properties": {"metadata": {"required": ["name"]}}}})),
                vec![
                    "[E0803] .o: `metadata` inside allOf/anyOf/oneOf/not: the API server forbids reasoning about metadata in a nested context",
                ],
            ),
            (
                object(
                    json!({"allOf": [{"not": {"properties": {"b": {"x-kubernetes-list-type": "set"}}}}]}),
                ),
                vec![
                    "[E0803] .o.b: `x-kubernetes-list-type` inside allOf/anyOf/oneOf/not: the API server allows only value validations there; keep it on the node itself",
                ],
            ),
            (
                // The pair only in this order, and only on the node itself.
                json!({"type": "object", "properties": {"p": {"x-kubernetes-int-or-string": true,
                    "anyOf": [{"type": "string"}, {"type": "integer"}]}}}),
                vec![
                    "[E0803] .p: `type` inside allOf/anyOf/oneOf/not: a structural schema keeps types and structure outside the logical junctors",
                    "[E0803] .p: `type` inside allOf/anyOf/oneOf/not: a structural schema keeps types and structure outside the logical junctors",
                ],
            ),
            (
                json!({"type": "object", "properties": {"p": {"x-kubernetes-int-or-string": true,
                    "allOf": [{"allOf": [{"anyOf": [{"type": "integer"}, {"type": "string"}]}]}]}}}),
                vec![
                    "[E0803] .p: `type` inside allOf/anyOf/oneOf/not: a structural schema keeps types and structure outside the logical junctors",
                    "[E0803] .p: `type` inside allOf/anyOf/oneOf/not: a structural schema keeps types and structure outside the logical junctors",
                ],
            ),
        ];
        for (schema, expected) in cases {
            assert_eq!(violations(schema.clone()), expected, "{schema}");
        }
    }

    #[test]
    fn defaults_must_fit_and_survive_pruning() {
        let cases = [
            (
                json!({"type": "object", "properties": {"a": {"type": "string", "maxLength": 2, "default": "abc"}}}),
                "[E0812] .a: `default` \"abc\" is not valid here: 3 characters, more than maxLength 2",
            ),
            (
                json!({"type": "object", "x-kubernetes-preserve-unknown-fields": true, "properties": {
                    "a": {"type": "object", "properties": {"b": {"type": "string"}}, "default": {"b": "x", "c": 1}}
                }}),
                "[E0812] .a: `default` {\"b\":\"x\",\"c\":1} is not valid here: unknown field `c`",
            ),
        ];
        for (schema, expected) in cases {
            assert_eq!(violations(schema.clone()), [expected], "{schema}");
        }
    }

    #[test]
    fn list_types_fit_their_items() {
        let list = |extra: Value, items: Value| {
            let mut node = json!({"type": "array", "items": items});
            for (k, v) in extra.as_object().unwrap() {
                node[k] = v.clone();
            }
            json!({"type": "object", "properties": {"l": node}})
        };
        let object = json!({"type": "object", "required": ["name"], "properties": {
            "name": {"type": "string"}, "port": {"type": "integer"}, "weight": {"type": "number"},
            "proto": {"type": "string", "default": "TCP"}
        }});
        let cases = [
            (
                list(json!({"x-kubernetes-list-type": "set"}), object.clone()),
                "[E0813] .l: x-kubernetes-list-type: set needs scalar items (or objects with x-kubernetes-map-type: atomic)",
            ),
            (
                list(
                    json!({"x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["x"]}),
                    json!({"type": "string"}),
                ),
                "[E0813] .l: x-kubernetes-list-type: map needs object items",
            ),
            (
                list(json!({"x-kubernetes-list-type": "map"}), object.clone()),
                "[E0813] .l: x-kubernetes-list-type: map needs x-kubernetes-list-map-keys",
            ),
            (
                list(
                    json!({"x-kubernetes-list-map-keys": ["name"]}),
                    object.clone(),
                ),
                "[E0813] .l: x-kubernetes-list-map-keys is only allowed with x-kubernetes-list-type: map",
            ),
            (
                list(
                    json!({"x-kubernetes-list-type": "bag"}),
                    json!({"type": "string"}),
                ),
                "[E0813] .l: unknown x-kubernetes-list-type `bag` (atomic, set or map)",
            ),
            (
                json!({"type": "object", "properties": {"l": {"type": "string", "x-kubernetes-list-type": "set"}}}),
                "[E0813] .l: x-kubernetes-list-type is only allowed on arrays",
            ),
            (
                list(
                    json!({"x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["nope"]}),
                    object.clone(),
                ),
                "[E0814] .l: list map key `nope` is not a property of the items",
            ),
            (
                list(
                    json!({"x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["weight"]}),
                    object.clone(),
                ),
                "[E0814] .l: list map key `weight` is not a string, integer or boolean property",
            ),
            (
                list(
                    json!({"x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["port"]}),
                    object.clone(),
                ),
                "[E0814] .l: list map key `port` is neither required nor defaulted",
            ),
        ];
        for (schema, expected) in cases {
            assert_eq!(violations(schema.clone()), [expected], "{schema}");
        }
        let fine = list(
            json!({"x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name", "proto"]}),
            object,
        );
        assert_eq!(violations(fine), Vec::<String>::new());
    }
}
