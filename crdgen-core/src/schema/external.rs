//! Types of other crates: the standard library's containers and wrappers,
//! `serde_json`'s values, and the Kubernetes types of k8s-openapi (with the schemas
//! controller-gen writes for them), the common types of [`known_types`], and those the
//! configuration's `[types]` table gives. Any other crate's type is an error unless the
//! field or type using it gives its schema ([`super::given`]): crdgen cannot see its
//! definition.

use serde_json::{Value, json};

use super::known_types::{self, Written};
use super::provenance::Step;
use super::{Built, Env, Schema, SchemaBuilder, TypeSchema, scalar};
use crate::diagnostic::codes::markers as codes;
use crate::model::Ty;
use crate::source::ModuleId;

impl<'m> SchemaBuilder<'m> {
    pub(super) fn external(
        &mut self,
        module: ModuleId,
        env: &Env<'m>,
        path: &[String],
        args: &'m [Ty],
        ty: &'m Ty,
    ) -> Built<TypeSchema> {
        let joined = path.join("::");
        let last = path.last().map(String::as_str).unwrap_or("");
        match joined.as_str() {
            "std::string::String" => {
                return Ok(Self::plain(scalar::primitive("String").unwrap_or_default()));
            }
            "std::option::Option" => {
                let inner = self.nth_arg(module, args, 0, ty)?;
                let mut ts = self.type_schema(module, env, inner)?;
                ts.optional = true;
                // `Some(Value::Null)` is written as `null` and read back as `None`: serde's
                // own loss, which no schema can undo.
                ts.null = false;
                return Ok(ts);
            }
            "std::boxed::Box" | "std::rc::Rc" | "std::sync::Arc" | "std::borrow::Cow" => {
                let inner = self.nth_arg(module, args, 0, ty)?;
                return self.type_schema(module, env, inner);
            }
            "std::vec::Vec"
            | "std::collections::VecDeque"
            | "std::collections::LinkedList"
            | "std::collections::vec_deque::VecDeque"
            | "std::collections::linked_list::LinkedList" => {
                // `Vec<u8>` too is an array: serde_json writes bytes as a list of numbers.
                // Go's base64 `[]byte` is `k8s_openapi::ByteString` in Rust.
                let inner = self.nth_arg(module, args, 0, ty)?;
                return self.array_of(module, env, inner);
            }
            "std::collections::BTreeSet"
            | "std::collections::HashSet"
            | "indexmap::IndexSet"
            | "indexmap::set::IndexSet"
            | "std::collections::btree_set::BTreeSet"
            | "std::collections::hash_set::HashSet" => {
                let inner = self.nth_arg(module, args, 0, ty)?;
                let mut ts = self.array_of(module, env, inner)?;
                let scalar_items = matches!(ts.schema.get("items"), Some(Value::Object(i)) if scalar::is_scalar(i));
                if scalar_items {
                    ts.schema
                        .insert("x-kubernetes-list-type".into(), json!("set"));
                }
                return Ok(ts);
            }
            "std::collections::BTreeMap"
            | "std::collections::HashMap"
            | "indexmap::IndexMap"
            | "indexmap::map::IndexMap"
            | "std::collections::btree_map::BTreeMap"
            | "std::collections::hash_map::HashMap" => {
                let key = self.nth_arg(module, args, 0, ty)?;
                let value = self.nth_arg(module, args, 1, ty)?;
                self.check_map_key(module, env, key)?;
                let mut values =
                    self.nested(module, value.span, |b| b.type_schema(module, env, value))?;
                super::keep_null(&mut values);
                let mut s = Schema::new();
                s.insert("additionalProperties".into(), Value::Object(values.schema));
                s.insert("type".into(), json!("object"));
                let mut ts = Self::plain(s);
                ts.prov.nest(Step::Values, values.prov);
                return Ok(ts);
            }
            "serde_json::Value" | "serde_json::value::Value" => {
                return Ok(TypeSchema {
                    null: true,
                    ..Self::plain(scalar::any_value())
                });
            }
            "serde_json::Map" | "serde_json::map::Map" => {
                return Ok(Self::plain(scalar::any_object()));
            }
            "k8s_openapi::ByteString" => {
                return Ok(Self::plain(scalar::bytes()));
            }
            _ => {}
        }
        if (joined.starts_with("std::num::") || joined.starts_with("std::num::nonzero::"))
            && let Some(s) = scalar::non_zero(last)
        {
            return Ok(TypeSchema {
                number: super::numbers::rust_number(last),
                ..Self::plain(s)
            });
        }
        if let Some(definition) = crate::k8s::definition_name(path) {
            if definition == crate::k8s::OBJECT_META {
                return Ok(self.object_meta(module, ty.span));
            }
            let found =
                crate::k8s::field_schema(&self.k8s_version, &definition, self.embedded_object_meta);
            let d = match found {
                Ok(Value::Object(s)) => {
                    let mut prov = super::Provenance::default();
                    if !self.embedded_object_meta
                        && let Ok(paths) =
                            crate::k8s::embedded_meta_paths(&self.k8s_version, &definition)
                    {
                        // Where the bare objects are, for the kind's warning.
                        for path in paths {
                            prov.add_bare_metadata(path);
                        }
                    }
                    return Ok(Self::named(s, prov));
                }
                Ok(_) => self.diag(
                    codes::UNKNOWN_K8S_TYPE,
                    module,
                    ty.span,
                    format!("`{joined}` has no object schema"),
                ),
                Err(message) => self
                    .diag(
                        codes::UNKNOWN_K8S_TYPE,
                        module,
                        ty.span,
                        format!(
                            "`{joined}` is not a Kubernetes {} type crdgen knows",
                            self.k8s_version
                        ),
                    )
                    .label("unknown k8s-openapi type")
                    .help(message),
            };
            return Err(self.fail(d));
        }
        if let Some(entry) = self.types.get(&joined).cloned() {
            return self.configured_type(module, &joined, &entry, ty);
        }
        if let Some(known) = known_types::find(path) {
            match known.written {
                Written::Schema(_) => {
                    if let Some(schema) = known.schema() {
                        return Ok(Self::plain(schema));
                    }
                }
                Written::Arg(n) => {
                    let inner = self.nth_arg(module, args, n, ty)?;
                    return self.type_schema(module, env, inner);
                }
                Written::Refused(_) if self.schema_is_given() => {
                    return Ok(Self::plain(Schema::new()));
                }
                Written::Refused(help) => {
                    let d = self
                        .diag(
                            codes::KNOWN_TYPE_REFUSED,
                            module,
                            ty.span,
                            format!("crdgen cannot know what serde writes for `{}`", known.rust),
                        )
                        .label("no one JSON form")
                        .help(help);
                    return Err(self.fail(d));
                }
            }
        }
        if self.schema_is_given() {
            return Ok(Self::plain(Schema::new()));
        }
        let shown = crate::diagnostic::escape::value(&joined);
        let help = if self.at_field_level() {
            format!(
                "say what its serde impl writes: on the field, #[crd(type = \"string\")] (or \"integer\", \"number\", \"boolean\", \"object\", \"array\", with format, pattern, … as needed) or #[crd(schema = r#\"{{\"type\": \"string\"}}\"#)]; or for every use, in the crdgen configuration: [types] \"{shown}\" = {{ type = \"string\" }}"
            )
        } else {
            // An item, map value or tuple element: a field override would describe the
            // field's value (the list, the map), not this type.
            format!(
                "say what its serde impl writes, for every use, in the crdgen configuration: [types] \"{shown}\" = {{ type = \"string\" }} (or \"integer\", \"number\", \"boolean\", \"object\", \"array\", with format, pattern, … as needed); or use a newtype of this crate that gives it: #[derive(Serialize, Deserialize, crdgen::CrdSchema)] #[crd(type = \"string\")] pub struct {last}Json({shown}); an override on the field would describe the field's value, not this item, map value or element"
            )
        };
        let d = self
            .diag(codes::EXTERNAL_TYPE, module, ty.span, format!("crdgen cannot see the definition of `{shown}`"))
            .label("type from another crate")
            .note("crdgen reads this crate's source only; docs/known-types.md lists the types of other crates it knows")
            .help(help);
        Err(self.fail(d))
    }

    /// serde_json writes a map key as a JSON string: a string, a unit-only enum, and also
    /// an integer or a bool (`"42"`, `"true"`), which it reads back from that string. No
    /// schema can say more about the keys (`additionalProperties` describes the values),
    /// and crdgen adds no CEL rule for them: `self.all(k, …)` over a map without
    /// `max_properties` costs more than the API server allows a rule, and a rule of its
    /// own could refuse a CRD the user wrote. Keys are then checked by the reader.
    fn check_map_key(&mut self, module: ModuleId, env: &Env<'m>, key: &'m Ty) -> Built<()> {
        let ks = self.type_schema(module, env, key)?.schema;
        let ty = ks.get("type").and_then(Value::as_str);
        let is_string = ty == Some("string") && !ks.contains_key("format");
        if is_string || matches!(ty, Some("integer" | "boolean")) {
            return Ok(());
        }
        let d = self
            .diag(
                codes::NON_STRING_MAP_KEY,
                module,
                key.span,
                "map keys must be strings in a CRD",
            )
            .label("not a string key")
            .help(
                "use String, a unit-only enum, an integer or bool (serde_json writes them all as strings) as the key type",
            );
        Err(self.fail(d))
    }
}
