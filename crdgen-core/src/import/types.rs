//! Schemas to Rust types: one struct per object schema with properties, named as
//! controller-gen's Go types would be (`<Kind>Spec`, then `<Parent><Field>` below it),
//! `Option` for what is not required, serde renames for the JSON names, markers for the
//! keywords the type does not write itself. A node that is a Kubernetes built-in type's
//! schema becomes a field of the k8s-openapi type ([`super::builtin`]). A node no Rust
//! type writes exactly becomes a `serde_json::Value` field with the node as its schema
//! override (reported).

use serde_json::{Map, Value};

use super::builtin::{Builtins, Note};
use super::locate::{Step, YamlPath};
use super::names::{self, Taken};
use super::values;
use crate::controller_gen::DocComments;
use crate::keywords::Needs;
use crate::model::docs;

/// controller-gen's Quantity pattern: an int-or-string with it is a `Quantity`.
const QUANTITY_PATTERN: &str = crate::k8s::QUANTITY_PATTERN;

/// A struct to write.
#[derive(Debug, Clone, PartialEq)]
pub struct RustStruct {
    /// Its name.
    pub name: String,
    /// Its doc comment (the description of the node it stands for, where no field
    /// carries it).
    pub doc: Option<String>,
    /// The items of its `#[crd(...)]`.
    pub markers: Vec<String>,
    /// Its fields, in the order of the schema's properties.
    pub fields: Vec<RustField>,
}

/// A field to write.
#[derive(Debug, Clone, PartialEq)]
pub struct RustField {
    /// Its identifier (`r#type`).
    pub ident: String,
    /// The JSON name, when `rename_all = "camelCase"` does not give it.
    pub rename: Option<String>,
    /// Its type, without the `Option` of an optional field.
    pub ty: String,
    /// Whether the field may be left out (not in `required`).
    pub optional: bool,
    /// Its doc comment.
    pub doc: Option<String>,
    /// The items of its `#[crd(...)]`.
    pub markers: Vec<String>,
    /// A comment above it (why its schema is an override).
    pub comment: Option<String>,
}

/// A place where the import could not write a Rust type and kept the schema.
#[derive(Debug, Clone, PartialEq)]
pub struct Override {
    /// Where the node is in the document.
    pub path: YamlPath,
    /// Why.
    pub reason: String,
}

/// A description that the doc comment does not give back exactly.
#[derive(Debug, Clone, PartialEq)]
pub struct ChangedDoc {
    /// Where the node is in the document.
    pub path: YamlPath,
}

/// Where a node sits, which decides where its description and markers can go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    /// A struct field: the field carries both.
    Field,
    /// The items of a list: markers in the field's `items(...)`, a description only on a
    /// struct.
    Items,
    /// The values of a map: neither, unless a struct (on the struct).
    Values,
}

/// What a node is, as far as its Rust type goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    Str,
    /// A string of `format: byte`: base64, which `k8s_openapi::ByteString` reads and
    /// writes, and whose schema crdgen writes exactly so (`scalar::bytes`).
    Bytes,
    Int(Option<&'static str>),
    Num,
    Bool,
    Array,
    Struct,
    Map,
    FreeObject,
    Any,
    IntOrString,
    Quantity,
}

impl Shape {
    fn needs(self) -> Needs {
        match self {
            Shape::Str | Shape::Bytes | Shape::IntOrString | Shape::Quantity => Needs::String,
            Shape::Int(_) | Shape::Num => Needs::Number,
            Shape::Array => Needs::Array,
            Shape::Struct => Needs::Struct,
            Shape::Map | Shape::FreeObject => Needs::Map,
            Shape::Bool | Shape::Any => Needs::Any,
        }
    }

    /// The keywords the Rust type itself writes (not markers).
    fn consumed(self) -> &'static [&'static str] {
        match self {
            Shape::Str | Shape::Num | Shape::Bool => &["type"],
            Shape::Int(_) | Shape::Bytes => &["type", "format"],
            Shape::Array => &["type", "items"],
            Shape::Struct => &["type", "properties", "required"],
            Shape::Map => &["type", "additionalProperties"],
            Shape::FreeObject => &["type", "x-kubernetes-preserve-unknown-fields"],
            Shape::Any => &["x-kubernetes-preserve-unknown-fields"],
            Shape::IntOrString => &["anyOf", "x-kubernetes-int-or-string"],
            Shape::Quantity => &["anyOf", "x-kubernetes-int-or-string", "pattern"],
        }
    }
}

/// A node's Rust type and the markers its place carries.
struct Typed {
    ty: String,
    markers: Vec<String>,
}

/// Builds the structs of one module.
pub struct Builder<'a> {
    /// The structs made so far, in the order they were made.
    pub structs: Vec<RustStruct>,
    /// Type names of the module.
    pub taken: &'a mut Taken,
    /// The nodes kept as schema overrides.
    pub overrides: Vec<Override>,
    /// The descriptions that come back changed.
    pub changed_docs: Vec<ChangedDoc>,
    /// The built-in types of the import.
    pub builtins: &'a Builtins,
    /// The subtrees that are built-in types at another Kubernetes version only (W1311).
    pub builtin_notes: Vec<Note>,
    /// How the crate's doc comments become descriptions (the CRD's controller-gen
    /// release).
    pub doc_comments: DocComments,
}

fn is_int_or_string(node: &Map<String, Value>) -> bool {
    let branches = node.get("anyOf").and_then(Value::as_array);
    let expected = [
        serde_json::json!({"type": "integer"}),
        serde_json::json!({"type": "string"}),
    ];
    node.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true))
        && branches.is_some_and(|b| b.as_slice() == expected.as_slice())
}

fn shape(node: &Map<String, Value>) -> Result<Shape, String> {
    for junctor in ["oneOf", "allOf", "not"] {
        if node.contains_key(junctor) {
            return Err(format!("`{junctor}` has no serde shape"));
        }
    }
    if node.contains_key("anyOf") || node.contains_key("x-kubernetes-int-or-string") {
        return if is_int_or_string(node) {
            if node.get("pattern").and_then(Value::as_str) == Some(QUANTITY_PATTERN) {
                Ok(Shape::Quantity)
            } else {
                Ok(Shape::IntOrString)
            }
        } else {
            Err("`anyOf` beyond int-or-string has no serde shape".to_owned())
        };
    }
    let preserve = node.get("x-kubernetes-preserve-unknown-fields") == Some(&Value::Bool(true));
    match node.get("type").and_then(Value::as_str) {
        Some("string") if node.get("format").and_then(Value::as_str) == Some("byte") => {
            Ok(Shape::Bytes)
        }
        Some("string") => Ok(Shape::Str),
        Some("integer") => match node.get("format").map(Value::as_str) {
            None => Ok(Shape::Int(None)),
            Some(Some("int32")) => Ok(Shape::Int(Some("int32"))),
            Some(Some("int64")) => Ok(Shape::Int(Some("int64"))),
            Some(_) => Err("an integer format other than int32 or int64".to_owned()),
        },
        Some("number") => Ok(Shape::Num),
        Some("boolean") => Ok(Shape::Bool),
        Some("array") => match node.get("items") {
            Some(Value::Object(_)) => Ok(Shape::Array),
            _ => Err("an array without an `items` schema".to_owned()),
        },
        Some("object") => {
            let props = node.contains_key("properties");
            match node.get("additionalProperties") {
                Some(Value::Object(_)) if !props => Ok(Shape::Map),
                Some(_) => {
                    Err("`additionalProperties` beside `properties`, or a boolean one".to_owned())
                }
                None if props => Ok(Shape::Struct),
                None if preserve => Ok(Shape::FreeObject),
                None => Ok(Shape::Struct),
            }
        }
        Some(other) => Err(format!("type `{other}`")),
        None if preserve && !node.contains_key("properties") && !node.contains_key("items") => {
            Ok(Shape::Any)
        }
        None => Err("a schema without a type".to_owned()),
    }
}

/// The doc comment for a description `text`, and whether it gives `text` back exactly
/// when doc comments become descriptions as `style` says (the imported CRD's
/// controller-gen release).
pub fn doc_for(text: &str, style: DocComments) -> (String, bool) {
    let doc = match style {
        DocComments::Lines => text.to_owned(),
        DocComments::Joined => joined_doc(text),
    };
    let raw: String = doc
        .split('\n')
        .map(|l| format!(" {l}"))
        .collect::<Vec<_>>()
        .join("\n");
    if docs::clean_as(&raw, style).as_deref() == Some(text) {
        return (doc, true);
    }
    // Not exact anyway: leave out the lines crdgen would take for controller-gen
    // markers (an error in a doc comment), keep the rest.
    let kept: Vec<&str> = text
        .split('\n')
        .filter(|l| !l.trim_start().starts_with('+'))
        .collect();
    (kept.join("\n"), false)
}

/// The widest a doc comment line of a joined description is made, in characters (the
/// `/// ` and the indentation aside): past it a line is broken at a space.
const JOINED_LINE_WIDTH: usize = 90;

/// The doc comment that controller-gen v0.9.2's joining ([`docs::clean_joined`]) turns
/// back into `text`: each paragraph (the text between ` \n `, where a blank comment line
/// was) on lines of its own, broken only at a single space between two words, never
/// before a word that would start a marker line (which the joining drops) or a Markdown
/// block ([`starts_block`]), and paragraphs separated by a blank line. [`doc_for`] checks that it gives `text` back.
fn joined_doc(text: &str) -> String {
    let mut out: Vec<String> = Vec::new();
    for (i, paragraph) in text.split(" \n ").enumerate() {
        if i > 0 {
            out.push(String::new());
        }
        let mut line = String::new();
        let mut rest = paragraph;
        while let Some(at) = rest.find(' ') {
            let (word, after) = (&rest[..at], &rest[at + 1..]);
            line.push_str(word);
            // A break here would leave a space at a line's edge (trimmed away), or start
            // a line with a marker or a Markdown block.
            let breakable = !word.is_empty()
                && !after.starts_with(' ')
                && !after.is_empty()
                && !starts_block(after)
                && !line.trim().is_empty();
            let next_len = after.find(' ').unwrap_or(after.len());
            if breakable && line.chars().count() + 1 + next_len > JOINED_LINE_WIDTH {
                out.push(std::mem::take(&mut line));
            } else {
                line.push(' ');
            }
            rest = after;
        }
        line.push_str(rest);
        out.push(line);
    }
    out.join("\n")
}

/// Whether a doc comment line starting with `text` would not be a plain line of its
/// paragraph: `+` starts a marker line (which the joining drops), and `-`, `*`, `#`,
/// `>`, `|`, `=` or a number with `.` or `)` start a Markdown list, heading, quote, table
/// or rule for rustdoc (and clippy's doc lints).
fn starts_block(text: &str) -> bool {
    let word = text.split(' ').next().unwrap_or_default();
    let digits = word.trim_start_matches(|c: char| c.is_ascii_digit());
    // A fence (```` ``` ````, `~~~`) at a line's start would open a code block, which
    // rustdoc runs as a doctest; an inline `code` span there is harmless.
    word.starts_with(['+', '-', '*', '#', '>', '|', '='])
        || word.starts_with("```")
        || word.starts_with("~~~")
        || (digits.len() < word.len() && (digits.starts_with('.') || digits.starts_with(')')))
}

/// Go's `[]byte` in Rust: base64 in JSON, as `format: byte` says.
const BYTE_STRING: &str = "k8s_openapi::ByteString";

/// The Rust type of a field whose schema is an override: the precise type of the node
/// ([`override_precise_type`]) where there is one, else the loosest of its `type`
/// ([`override_loose_type`]).
fn override_type(node: &Map<String, Value>) -> String {
    override_precise_type(node).unwrap_or_else(|| override_loose_type(node).to_owned())
}

/// The Rust type whose values serde writes exactly as `node` types them, where the node
/// is a scalar, an int-or-string, or a list or map of such (the schema comes from the
/// override, so its other keywords need no marker). An override's schema is structural
/// (crdgen refuses it otherwise): its `type`s say what every value is, and `anyOf`,
/// `oneOf`, `allOf` and `not` only validate. `None` for an object with properties (a
/// struct would be needed), and for items or values of any type, as `serde_json::Value`
/// there may be `null`.
fn override_precise_type(node: &Map<String, Value>) -> Option<String> {
    let inner = |node: Option<&Value>| {
        let node = node?.as_object()?;
        let ty = override_precise_type(node)?;
        // `nullable` items or values may be `null` in what the API server returns.
        Some(if node.get("nullable") == Some(&Value::Bool(true)) {
            format!("Option<{ty}>")
        } else {
            ty
        })
    };
    if is_int_or_string(node) {
        return Some(
            if node.get("pattern").and_then(Value::as_str) == Some(QUANTITY_PATTERN) {
                "k8s_openapi::apimachinery::pkg::api::resource::Quantity"
            } else {
                "k8s_openapi::apimachinery::pkg::util::intstr::IntOrString"
            }
            .to_owned(),
        );
    }
    let ty = match node.get("type").and_then(Value::as_str)? {
        "string" if node.get("format").and_then(Value::as_str) == Some("byte") => {
            BYTE_STRING.to_owned()
        }
        "string" => "String".to_owned(),
        "integer" if node.get("format").and_then(Value::as_str) == Some("int32") => {
            "i32".to_owned()
        }
        "integer" => "i64".to_owned(),
        "number" => "f64".to_owned(),
        "boolean" => "bool".to_owned(),
        "array" => format!("Vec<{}>", inner(node.get("items"))?),
        "object" if !node.contains_key("properties") => format!(
            "std::collections::BTreeMap<String, {}>",
            inner(node.get("additionalProperties"))?
        ),
        _ => return None,
    };
    Some(ty)
}

/// The loosest Rust type of a node's `type`: what serde writes for it, so that the field
/// is no more nullable than the schema says (a required `serde_json::Value` would be
/// `nullable`, as serde may write `null` for it).
fn override_loose_type(node: &Map<String, Value>) -> &'static str {
    if is_int_or_string(node) {
        return "k8s_openapi::apimachinery::pkg::util::intstr::IntOrString";
    }
    match node.get("type").and_then(Value::as_str) {
        Some("string") => "String",
        Some("integer") => "i64",
        Some("number") => "f64",
        Some("boolean") => "bool",
        Some("array") => "Vec<serde_json::Value>",
        Some("object") => "serde_json::Map<String, serde_json::Value>",
        _ => "serde_json::Value",
    }
}

fn push(path: &YamlPath, step: Step) -> YamlPath {
    let mut p = path.clone();
    p.push(step);
    p
}

fn key(s: &str) -> Step {
    Step::Key(s.to_owned())
}

impl<'a> Builder<'a> {
    /// A builder of one module's structs, with the import's built-in types.
    pub fn new(
        taken: &'a mut Taken,
        builtins: &'a Builtins,
        doc_comments: DocComments,
    ) -> Builder<'a> {
        Builder {
            doc_comments,
            structs: Vec::new(),
            taken,
            overrides: Vec::new(),
            changed_docs: Vec::new(),
            builtins,
            builtin_notes: Vec::new(),
        }
    }

    /// The built-in type an object node is, if any (`field`: a struct field's node);
    /// else, if it is one at another setting than the crate's, the note for W1311 (one
    /// for the outermost such node: those inside it are its parts).
    fn builtin(
        &mut self,
        node: &Map<String, Value>,
        field: bool,
        path: &YamlPath,
    ) -> Option<super::builtin::Found> {
        if node.get("type").and_then(Value::as_str) != Some("object") {
            return None;
        }
        let (found, note) = self.builtins.find(node, field, path);
        if let Some(note) = note
            && !self.builtin_notes.iter().any(|n| path.starts_with(&n.path))
        {
            self.builtin_notes.push(note);
        }
        found
    }

    fn description(&mut self, node: &Map<String, Value>, path: &YamlPath) -> Option<String> {
        let text = node.get("description")?.as_str()?;
        let (doc, exact) = doc_for(text, self.doc_comments);
        if !exact {
            self.changed_docs.push(ChangedDoc {
                path: push(path, key("description")),
            });
        }
        Some(doc)
    }

    /// The struct for an object node (spec, status, or below), named `name` (made fresh),
    /// with `markers` as its type-level markers and `doc` as its doc comment; returns
    /// the name.
    pub fn object(
        &mut self,
        node: &Map<String, Value>,
        name: &str,
        doc: Option<String>,
        markers: Vec<String>,
        path: &YamlPath,
    ) -> String {
        let name = self.taken.fresh(name);
        let index = self.structs.len();
        self.structs.push(RustStruct {
            name: name.clone(),
            doc,
            markers,
            fields: Vec::new(),
        });
        let required: Vec<&str> = node
            .get("required")
            .and_then(Value::as_array)
            .map(|r| r.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        let mut idents = Taken::default();
        let mut fields = Vec::new();
        if let Some(Value::Object(props)) = node.get("properties") {
            let props_path = push(path, key("properties"));
            for (json, prop) in props {
                let Value::Object(prop) = prop else { continue };
                let snake = names::snake(json);
                let snake = idents.fresh(&snake);
                let rename = (names::serde_camel(&snake) != *json).then(|| json.clone());
                let hint = format!("{name}{}", names::pascal(json));
                let field_path = push(&props_path, key(json));
                let mut field = self.field(prop, &hint, &field_path);
                field.ident = names::ident(&snake);
                field.rename = rename;
                field.optional = !required.contains(&json.as_str());
                fields.push(field);
            }
        }
        self.structs[index].fields = fields;
        name
    }

    /// A struct field for `node`.
    fn field(&mut self, node: &Map<String, Value>, hint: &str, path: &YamlPath) -> RustField {
        if let Some(found) = self.builtin(node, true, path) {
            // The field's doc comment replaces the type's description; none is needed
            // where they are the same.
            let doc = if found.same_description {
                None
            } else {
                self.description(node, path)
            };
            return RustField {
                ident: String::new(),
                rename: None,
                ty: found.rust,
                optional: false,
                doc,
                markers: Vec::new(),
                comment: None,
            };
        }
        let doc = self.description(node, path);
        let blank = RustField {
            ident: String::new(),
            rename: None,
            ty: String::new(),
            optional: false,
            doc,
            markers: Vec::new(),
            comment: None,
        };
        match self.typed(node, hint, Place::Field, path) {
            Ok(t) => RustField {
                ty: t.ty,
                markers: t.markers,
                ..blank
            },
            Err(reason) => {
                let mut schema = node.clone();
                schema.remove("description");
                let json = serde_json::to_string(&Value::Object(schema)).unwrap_or_default();
                self.overrides.push(Override {
                    path: path.clone(),
                    reason: reason.clone(),
                });
                RustField {
                    ty: override_type(node),
                    markers: vec![format!("schema = {}", values::str_lit(&json))],
                    comment: Some(format!(
                        "crdgen import: {reason}; the schema is kept as it is (W1301)"
                    )),
                    ..blank
                }
            }
        }
    }

    /// The Rust type of `node` at `place`, with the markers its place carries.
    fn typed(
        &mut self,
        node: &Map<String, Value>,
        hint: &str,
        place: Place,
        path: &YamlPath,
    ) -> Result<Typed, String> {
        // List items and map values carry the type's description: a built-in type is
        // found only with it. (A field's node was looked at by `field`.)
        if place != Place::Field
            && let Some(found) = self.builtin(node, false, path)
        {
            return Ok(Typed {
                ty: found.rust,
                markers: Vec::new(),
            });
        }
        let shape = shape(node)?;
        // The node's own markers first: nothing may fail once a struct is made.
        let mut markers = Vec::new();
        if shape == Shape::Int(None) {
            markers.push("format = \"\"".to_owned());
        }
        for (k, v) in node {
            if k == "description" || shape.consumed().contains(&k.as_str()) {
                continue;
            }
            markers.extend(values::marker(k, v, shape.needs())?);
        }
        let has_doc = node.contains_key("description");
        match (place, shape) {
            (Place::Items, s) if s != Shape::Struct && has_doc => {
                return Err("a description on the items of a list".to_owned());
            }
            (Place::Values, s) if s != Shape::Struct && (has_doc || !markers.is_empty()) => {
                return Err("a description or validations on the values of a map".to_owned());
            }
            // `serde_json::Value` items and values may be `null`, so crdgen makes them
            // `nullable`, which this schema is not.
            (Place::Items | Place::Values, Shape::Any) => {
                return Err("list items or map values of any type that are not nullable".to_owned());
            }
            _ => {}
        }
        let ty = match shape {
            Shape::Str => "String".to_owned(),
            Shape::Bytes => BYTE_STRING.to_owned(),
            Shape::Int(Some("int32")) => "i32".to_owned(),
            Shape::Int(_) => "i64".to_owned(),
            Shape::Num => "f64".to_owned(),
            Shape::Bool => "bool".to_owned(),
            Shape::Any => "serde_json::Value".to_owned(),
            Shape::FreeObject => "serde_json::Map<String, serde_json::Value>".to_owned(),
            Shape::IntOrString => {
                "k8s_openapi::apimachinery::pkg::util::intstr::IntOrString".to_owned()
            }
            Shape::Quantity => "k8s_openapi::apimachinery::pkg::api::resource::Quantity".to_owned(),
            Shape::Array => {
                let Some(Value::Object(items)) = node.get("items") else {
                    return Err("an array without an `items` schema".to_owned());
                };
                let inner = self.typed(items, hint, Place::Items, &push(path, key("items")))?;
                if !inner.markers.is_empty() {
                    markers.push(format!("items({})", inner.markers.join(", ")));
                }
                format!("Vec<{}>", inner.ty)
            }
            Shape::Map => {
                let Some(Value::Object(values)) = node.get("additionalProperties") else {
                    return Err("a map without a value schema".to_owned());
                };
                let inner = self.typed(
                    values,
                    hint,
                    Place::Values,
                    &push(path, key("additionalProperties")),
                )?;
                format!("std::collections::BTreeMap<String, {}>", inner.ty)
            }
            Shape::Struct => {
                // At a field, the field carries the description and the markers; as
                // items or values, the struct does (it is used there only).
                let (doc, own) = if place == Place::Field {
                    (None, Vec::new())
                } else {
                    (self.description(node, path), std::mem::take(&mut markers))
                };
                let name = self.object(node, hint, doc, own, path);
                return Ok(Typed { ty: name, markers });
            }
        };
        Ok(Typed { ty, markers })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joined_descriptions_become_paragraphs_broken_at_single_spaces() {
        // metav1.Condition's description as controller-gen v0.9.2 wrote it (cnpg 1.18).
        let text = "Condition contains details for one aspect of the current state of this API Resource. --- This struct is intended for direct use as an array at the field path .status.conditions.  For example, \n type FooStatus struct{ // Represents the observations of a foo's current state. // +patchMergeKey=type // other fields }";
        let (doc, exact) = doc_for(text, DocComments::Joined);
        assert!(exact);
        assert_eq!(
            doc,
            "Condition contains details for one aspect of the current state of this API Resource. ---\nThis struct is intended for direct use as an array at the field path .status.conditions.  For\nexample,\n\ntype FooStatus struct{ // Represents the observations of a foo's current state. // +patchMergeKey=type\n// other fields }"
        );
    }

    #[test]
    fn an_override_types_its_field_as_precisely_as_its_types_say() {
        let ty = |node: Value| {
            let Value::Object(node) = node else {
                unreachable!()
            };
            override_type(&node)
        };
        use serde_json::json;
        let described = |t: &str| json!({"type": t, "description": "One of them."});
        for (node, expected) in [
            // A description on the items of a list of scalars: W1301, typed all the same.
            (
                json!({"type": "array", "items": described("string")}),
                "Vec<String>",
            ),
            (
                json!({"type": "array", "items": {"type": "integer", "format": "int32"}}),
                "Vec<i32>",
            ),
            (
                json!({"type": "object", "additionalProperties": {"type": "array", "items": described("boolean")}}),
                "std::collections::BTreeMap<String, Vec<bool>>",
            ),
            (
                json!({"type": "array", "items": {"type": "number", "nullable": true}}),
                "Vec<Option<f64>>",
            ),
            (
                json!({"type": "array", "items": {"anyOf": [{"type": "integer"}, {"type": "string"}], "x-kubernetes-int-or-string": true}}),
                "Vec<k8s_openapi::apimachinery::pkg::util::intstr::IntOrString>",
            ),
            (
                json!({"type": "array", "items": {"type": "string", "format": "byte", "description": "A key."}}),
                "Vec<k8s_openapi::ByteString>",
            ),
            // Junctors only validate what the types say.
            (
                json!({"type": "string", "oneOf": [{"format": "ipv4"}, {"format": "ipv6"}]}),
                "String",
            ),
            // No precise type: the loosest of the node's `type`.
            (
                json!({"type": "array", "items": {"type": "object", "properties": {"a": {"type": "string"}}}}),
                "Vec<serde_json::Value>",
            ),
            (
                json!({"type": "array", "items": {"x-kubernetes-preserve-unknown-fields": true}}),
                "Vec<serde_json::Value>",
            ),
            (
                json!({"type": "object", "properties": {"a": {"type": "string"}}, "not": {"required": ["a"]}}),
                "serde_json::Map<String, serde_json::Value>",
            ),
            (
                json!({"oneOf": [{"type": "string"}, {"type": "integer"}]}),
                "serde_json::Value",
            ),
        ] {
            assert_eq!(ty(node.clone()), expected, "{node}");
        }
    }

    #[test]
    fn what_the_joining_cannot_give_back_is_reported() {
        // A line break without the joining's spaces around it, and a leading marker.
        assert!(!doc_for("First line.\nSecond line.", DocComments::Joined).1);
        assert!(!doc_for("+optional", DocComments::Joined).1);
        // Lines never start a list, a numbered item or a marker.
        let (doc, exact) = doc_for(
            "One of the following values, separated by a dash - which is not a list - and counted 1. twice +1 and with extra words to go past the width",
            DocComments::Joined,
        );
        assert!(exact);
        assert_eq!(
            doc,
            "One of the following values, separated by a dash - which is not a list - and counted 1.\ntwice +1 and with extra words to go past the width"
        );
        // Nor a code fence, which rustdoc would run as a doctest (the width is passed
        // before the closing fence, which stays on the line).
        let (doc, exact) = doc_for(
            "An example of the field, with words enough to reach the width of a line: ```yaml foo: bar ``` and more",
            DocComments::Joined,
        );
        assert!(exact);
        assert_eq!(
            doc,
            "An example of the field, with words enough to reach the width of a line: ```yaml foo: bar ```\nand more"
        );
        // The same text is exact with the line-keeping releases.
        assert_eq!(
            doc_for("First line.\nSecond line.", DocComments::Lines),
            ("First line.\nSecond line.".to_owned(), true)
        );
    }
}
