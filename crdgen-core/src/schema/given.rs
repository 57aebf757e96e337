//! Schemas the user gives for what crdgen cannot see: a field or type that says what
//! its serde impl writes (`#[crd(type = "string", format = ...)]`, `#[crd(schema =
//! r#"{...}"#)]`), and the configuration's `[types]` table.
//!
//! Where a field or type gives its schema, a type of another crate crdgen does not know
//! is no error (the markers make the node), and neither is a serde attribute that
//! hands serialization to a function (`with`, `serialize_with`): the schema is the
//! given one, so the field's type is not looked at.

use serde_json::{Map, Value, json};

use super::{Built, Schema, SchemaBuilder, TypeSchema, structural};
use crate::config::types::TypeSchema as ConfiguredType;
use crate::diagnostic::codes::markers as codes;
use crate::diagnostic::{Diagnostic, escape};
use crate::keywords;
use crate::model::markers::Markers;
use crate::model::{SerializeImpl, Ty, TypeDef, TypeRef};
use crate::source::ModuleId;

/// Does a field or type with these markers give its own schema?
pub fn gives_schema(markers: &Markers) -> bool {
    markers.gives_schema()
}

/// Why a schema given as JSON would be rejected by the API server, or `None`: a
/// keyword it does not know (it decodes CRDs strictly), or a structural rule broken,
/// with the node's path below the given schema (`.` its root).
pub fn not_structural(schema: &Map<String, Value>) -> Option<String> {
    if let Some(unknown) = unknown_keyword(schema, ".") {
        return Some(unknown);
    }
    // Checked as a property of an object, as it will sit in the CRD.
    let wrapper = json!({"type": "object", "properties": {"given": schema}});
    let violation = structural::check(&wrapper).into_iter().next()?;
    let path = violation
        .path
        .strip_prefix(".given")
        .unwrap_or(&violation.path);
    let path = if path.is_empty() { "." } else { path };
    Some(format!(
        "at `{}`: {}",
        escape::value(path),
        violation.message
    ))
}

/// The first key of a schema node (or of one below it) that is not an OpenAPI keyword
/// crdgen knows.
fn unknown_keyword(schema: &Map<String, Value>, path: &str) -> Option<String> {
    for (key, value) in schema {
        if keywords::keyword(key).is_none() {
            return Some(format!(
                "at `{}`: `{}` is not a keyword of an OpenAPI v3 schema the API server accepts",
                escape::value(path),
                escape::value(key)
            ));
        }
        let child = |name: &str| {
            if path == "." {
                format!(".{name}")
            } else {
                format!("{path}.{name}")
            }
        };
        match (key.as_str(), value) {
            ("properties", Value::Object(props)) => {
                for (name, sub) in props {
                    if let Value::Object(sub) = sub
                        && let Some(found) = unknown_keyword(sub, &child(name))
                    {
                        return Some(found);
                    }
                }
            }
            ("items" | "additionalProperties" | "not", Value::Object(sub)) => {
                let step = if key == "items" { "[*]" } else { key.as_str() };
                let sub_path = if key == "items" {
                    format!("{}{step}", if path == "." { "" } else { path })
                } else {
                    child(step)
                };
                if let Some(found) = unknown_keyword(sub, &sub_path) {
                    return Some(found);
                }
            }
            ("allOf" | "anyOf" | "oneOf", Value::Array(branches)) => {
                for sub in branches.iter().filter_map(Value::as_object) {
                    if let Some(found) = unknown_keyword(sub, &child(key)) {
                        return Some(found);
                    }
                }
            }
            _ => {}
        }
    }
    None
}

impl<'m> SchemaBuilder<'m> {
    /// Runs `build` with the current nesting level marked as giving its own schema when
    /// `gives` (see [`SchemaBuilder::external`]).
    pub(super) fn giving<T>(&mut self, gives: bool, build: impl FnOnce(&mut Self) -> T) -> T {
        if !gives {
            return build(self);
        }
        let outer = self.given.replace(self.nesting);
        let result = build(self);
        self.given = outer;
        result
    }

    /// Does the field or type being built give its own schema at this level?
    pub(super) fn schema_is_given(&self) -> bool {
        self.given == Some(self.nesting)
    }

    /// Would an override on the field being built describe the value at this level? Not
    /// for an item, map value or tuple element inside the field's type (`Vec<X>`), nor
    /// for a generic type's argument: there the schema must come from the type itself,
    /// a newtype, or the configuration.
    pub(super) fn at_field_level(&self) -> bool {
        self.field_level == Some(self.nesting)
    }

    /// The node of a field whose serialization a function decides (`with`,
    /// `serialize_with`) and whose markers give the schema: empty, for the markers to
    /// fill; `optional` says the field is an `Option`, and whether it may then be absent
    /// or written as `null` is decided with the field's serde attributes and markers
    /// (`named_field`: read through `with`, it needs its key).
    pub(super) fn written_by_function(ty: &Ty) -> TypeSchema {
        let optional = matches!(&ty.kind, TypeRef::External { path, .. }
            if path.iter().map(String::as_str).eq(["std", "option", "Option"]));
        TypeSchema {
            optional,
            ..Self::plain(Schema::new())
        }
    }

    /// The error for a use (`ty`, in `module`) of a type of the crate whose `Serialize`
    /// is not derived, and whose markers do not give its schema.
    pub(super) fn unseen_serialize(&self, module: ModuleId, def: &TypeDef, ty: &Ty) -> Diagnostic {
        let name = escape::value(&def.name);
        let on_type = format!(
            "on `{name}` itself (#[crd(type = \"string\")] with enum, pattern, … as needed, and #[derive(crdgen::CrdSchema)] so the compiler accepts the attribute)"
        );
        // Inside a `Vec`, a map or a tuple, a field override would describe the
        // container, not this type: only the type itself can give its schema.
        let or_on_field = if self.at_field_level() {
            ", or on the field (#[crd(type = \"string\")] or #[crd(schema = r#\"{\"type\": \"string\"}\"#)])"
        } else {
            "; an override on the field would not reach it: it describes the field's value, and this is an item, map value or element inside it"
        };
        match &def.serialize {
            SerializeImpl::Manual(impl_module, span) => {
                let at = self.model.location(*impl_module, *span);
                self.diag(
                    codes::UNSEEN_SERIALIZE,
                    module,
                    ty.span,
                    format!("`{name}` has a hand-written `impl Serialize`: crdgen cannot know what it writes"),
                )
                .label("serialized by hand-written code")
                .note(format!(
                    "the impl is at {}:{}:{}; serde-derive's rules would be a guess",
                    at.file.display(),
                    at.line,
                    at.column
                ))
                .help(format!("give the schema of what it writes {on_type}{or_on_field}"))
            }
            _ => self
                .diag(
                    codes::UNSEEN_SERIALIZE,
                    module,
                    ty.span,
                    format!("`{name}` does not derive `Serialize`: crdgen cannot know what serde writes for it"),
                )
                .label("no #[derive(Serialize)]")
                .help(format!(
                    "add #[derive(Serialize)] to `{name}`, or give the schema of what its serde impl writes {on_type}{or_on_field}"
                )),
        }
    }

    /// The schema the configuration's `[types]` table gives for `joined`.
    pub(super) fn configured_type(
        &mut self,
        module: ModuleId,
        joined: &str,
        entry: &ConfiguredType,
        ty: &Ty,
    ) -> Built<TypeSchema> {
        let shown = escape::value(joined);
        let help = format!(
            "fix the entry of `{shown}` in the `[types]` table of the crdgen configuration"
        );
        let schema = match entry.value() {
            Ok(Value::Object(map)) => map,
            Ok(other) => {
                let d = self
                    .diag(
                        codes::SCHEMA_OVERRIDE_INVALID,
                        module,
                        ty.span,
                        format!(
                            "the `[types]` schema of `{shown}` is not a JSON object: {}",
                            escape::value(&other.to_string())
                        ),
                    )
                    .label("schema from the configuration")
                    .help(help);
                return Err(self.fail(d));
            }
            Err(why) => {
                let d = self
                    .diag(
                        codes::SCHEMA_OVERRIDE_INVALID,
                        module,
                        ty.span,
                        why.message(&format!("the `[types]` schema of `{shown}`")),
                    )
                    .label("schema from the configuration")
                    .help(why.help(&help));
                return Err(self.fail(d));
            }
        };
        if let Some(why) = not_structural(&schema) {
            let d = self
                .diag(
                    codes::SCHEMA_OVERRIDE_NOT_STRUCTURAL,
                    module,
                    ty.span,
                    format!("the `[types]` schema of `{shown}` is not structural {why}"),
                )
                .label("schema from the configuration")
                .help(help);
            return Err(self.fail(d));
        }
        Ok(Self::plain(schema))
    }
}
