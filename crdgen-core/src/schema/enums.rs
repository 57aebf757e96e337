//! Enums → structural schemas, for each of serde's four representations.
//!
//! A structural schema gives every node one type, so serde shapes that write a string
//! for one variant and an object for another cannot be expressed; those are errors that
//! say what to write instead, rather than the non-structural `oneOf` kube-rs emits.

use serde_json::{Value, json};

use super::{Env, Fields, Schema, SchemaBuilder, object_from};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes::markers as codes;
use crate::diagnostic::escape;
use crate::model::case::RenameRule;
use crate::model::serde::{self as serde_attrs, Tagging};
use crate::model::{docs, markers};
use crate::source::ModuleId;

/// What one variant carries.
enum Content {
    Unit,
    /// A newtype or struct variant's schema.
    Data(Schema),
}

struct Variant<'a> {
    name: String,
    item: &'a syn::Variant,
    content: Content,
    untagged: bool,
}

impl<'a> SchemaBuilder<'a> {
    pub(super) fn enum_schema(
        &mut self,
        module: ModuleId,
        env: &Env<'a>,
        e: &'a syn::ItemEnum,
    ) -> Result<Schema, Diagnostic> {
        let cattrs = serde_attrs::container(&e.attrs).map_err(|err| self.attr_diag(module, err))?;
        if let Some((span, key)) = &cattrs.opaque {
            return Err(self.opaque(module, *span, key));
        }
        let mut variants = Vec::new();
        // A variant under a constantly false `cfg` is in no build (source::cfg).
        for v in e
            .variants
            .iter()
            .filter(|v| !crate::source::cfg::is_absent(&v.attrs))
        {
            let va = serde_attrs::variant(&v.attrs).map_err(|err| self.attr_diag(module, err))?;
            if va.skip {
                continue;
            }
            if let Some((span, key)) = &va.opaque {
                return Err(self.opaque(module, *span, key));
            }
            let name = match (&va.rename, cattrs.rename_all) {
                (Some(r), _) => r.clone(),
                (None, Some(rule)) => rule.apply_to_variant(&v.ident.to_string()),
                (None, None) => v.ident.to_string(),
            };
            let field_rule = va.rename_all.or(cattrs.rename_all_fields);
            let content = self.variant_content(module, env, v, field_rule)?;
            variants.push(Variant {
                name,
                item: v,
                content,
                untagged: va.untagged,
            });
        }
        if variants.is_empty() {
            return Err(self
                .diag(
                    codes::EMPTY_ENUM_TYPE,
                    module,
                    e.ident.span(),
                    format!("enum `{}` has no variant serde can write", e.ident),
                )
                .label("empty enum")
                .help("add a variant"));
        }
        if let Some(v) = variants.iter().find(|v| v.untagged)
            && !matches!(cattrs.tagging, Tagging::Untagged)
        {
            return Err(self
                .diag(
                    codes::UNTAGGED_VARIANT_IN_TAGGED_ENUM,
                    module,
                    v.item.ident.span(),
                    "untagged variants inside a tagged enum mix two JSON shapes",
                )
                .label("#[serde(untagged)] variant")
                .help("make the whole enum #[serde(untagged)] or give the variant a tag"));
        }
        match &cattrs.tagging {
            Tagging::External => self.external_enum(module, e, variants),
            Tagging::Internal { tag } => self.internal_enum(module, e, tag, variants),
            Tagging::Adjacent { tag, content } => {
                self.adjacent_enum(module, e, tag, content, variants)
            }
            Tagging::Untagged => self.untagged_enum(module, e, variants),
        }
    }

    fn variant_content(
        &mut self,
        module: ModuleId,
        env: &Env<'a>,
        v: &'a syn::Variant,
        field_rule: Option<RenameRule>,
    ) -> Result<Content, Diagnostic> {
        match &v.fields {
            syn::Fields::Unit => Ok(Content::Unit),
            syn::Fields::Named(named) => {
                let fields =
                    self.named_fields(module, env, named.named.iter(), field_rule, false)?;
                let mut s = object_from(fields);
                if let Some(d) = docs::description(&v.attrs) {
                    s.insert("description".into(), Value::String(d));
                }
                Ok(Content::Data(s))
            }
            syn::Fields::Unnamed(unnamed) if unnamed.unnamed.len() == 1 => {
                let f = &unnamed.unnamed[0];
                let mut ts = self.type_schema(module, env, &f.ty)?;
                let m = markers::parse(&f.attrs, markers::Place::Field)
                    .map_err(|err| self.attr_diag(module, err))?;
                if let Some((_, span)) = m.presence().map_err(|e| self.attr_diag(module, e))? {
                    return Err(self.attr_diag(
                        module,
                        crate::model::presence::misplaced(span, "the field of a one-field variant"),
                    ));
                }
                self.apply_field_markers(module, &m, &mut ts)?;
                if let Some(d) = docs::description(&v.attrs) {
                    ts.schema.insert("description".into(), Value::String(d));
                }
                Ok(Content::Data(ts.schema))
            }
            syn::Fields::Unnamed(_) => Err(self
                .diag(
                    codes::TUPLE_STRUCT,
                    module,
                    v.ident.span(),
                    format!(
                        "tuple variant `{}` is written by serde as a JSON array of mixed types",
                        v.ident
                    ),
                )
                .label("tuple variant")
                .help("use a struct variant with named fields")),
        }
    }

    fn string_enum(names: Vec<String>) -> Schema {
        let mut s = Schema::new();
        s.insert(
            "enum".into(),
            Value::Array(names.into_iter().map(Value::String).collect()),
        );
        s.insert("type".into(), json!("string"));
        s
    }

    fn external_enum(
        &mut self,
        module: ModuleId,
        e: &'a syn::ItemEnum,
        variants: Vec<Variant<'a>>,
    ) -> Result<Schema, Diagnostic> {
        let units: Vec<&Variant<'a>> = variants
            .iter()
            .filter(|v| matches!(v.content, Content::Unit))
            .collect();
        if units.len() == variants.len() {
            return Ok(Self::string_enum(
                variants.into_iter().map(|v| v.name).collect(),
            ));
        }
        if let Some(unit) = units.first() {
            let data = variants
                .iter()
                .find(|v| matches!(v.content, Content::Data(_)))
                .map(|v| v.name.clone())
                .unwrap_or_default();
            return Err(self
                .diag(codes::MIXED_ENUM, module, unit.item.ident.span(), format!("enum `{}` mixes unit and data variants", e.ident))
                .label("serde writes this variant as a string")
                .note(format!("serde writes `\"{}\"` for this variant but `{{\"{data}\": ...}}` for `{data}`: a string or an object, which no structural schema allows", escape::value(&unit.name), data = escape::value(&data)))
                .help(format!("give the unit variants an empty body (`{} {{}}`), or use #[serde(tag = \"type\")]", unit.item.ident)));
        }
        // Every variant carries data: an object with exactly one of the variant keys.
        let mut props = Schema::new();
        for v in variants {
            if let Content::Data(s) = v.content {
                props.insert(v.name, Value::Object(s));
            }
        }
        let mut s = Schema::new();
        s.insert("maxProperties".into(), json!(1));
        s.insert("minProperties".into(), json!(1));
        s.insert("properties".into(), Value::Object(props));
        s.insert("type".into(), json!("object"));
        Ok(s)
    }

    /// Unites the properties of several object schemas; a name two variants give
    /// different schemas is an error.
    fn unite(
        &self,
        module: ModuleId,
        e: &syn::ItemEnum,
        into: &mut Fields,
        owners: &mut Vec<(String, String)>,
        variant: &Variant<'a>,
        schema: &Schema,
    ) -> Result<(), Diagnostic> {
        let Some(Value::Object(props)) = schema.get("properties") else {
            if schema.get("type").and_then(Value::as_str) == Some("object") {
                return Ok(());
            }
            return Err(self
                .diag(codes::VARIANT_NOT_OBJECT, module, variant.item.ident.span(), format!("variant `{}` of `{}` does not hold an object", variant.item.ident, e.ident))
                .label("not an object")
                .help("internally tagged and merged variants must hold structs; wrap the value in a struct variant"));
        };
        for (k, v) in props {
            match into.properties.get(k) {
                Some(existing) if strip_description(existing) != strip_description(v) => {
                    let other = owners
                        .iter()
                        .find(|(p, _)| p == k)
                        .map(|(_, o)| o.clone())
                        .unwrap_or_default();
                    return Err(self
                        .diag(codes::VARIANT_FIELD_CONFLICT, module, variant.item.ident.span(), format!("field `{}` has different types in variants `{other}` and `{}` of `{}`", escape::value(k), variant.item.ident, e.ident))
                        .label("conflicting field")
                        .note("a structural schema gives each property one schema, whichever variant is present")
                        .help("rename the field in one variant so each name has one type"));
                }
                Some(_) => {}
                None => {
                    into.properties.insert(k.clone(), v.clone());
                    owners.push((k.clone(), variant.item.ident.to_string()));
                }
            }
        }
        Ok(())
    }

    fn internal_enum(
        &mut self,
        module: ModuleId,
        e: &'a syn::ItemEnum,
        tag: &str,
        variants: Vec<Variant<'a>>,
    ) -> Result<Schema, Diagnostic> {
        let mut fields = Fields::default();
        let mut owners = Vec::new();
        let names: Vec<String> = variants.iter().map(|v| v.name.clone()).collect();
        for v in &variants {
            if let Content::Data(s) = &v.content {
                self.unite(module, e, &mut fields, &mut owners, v, s)?;
            }
        }
        if fields.properties.contains_key(tag) {
            return Err(self
                .diag(
                    codes::TAG_FIELD_CLASH,
                    module,
                    e.ident.span(),
                    format!(
                        "tag `{}` of `{}` is also a field of a variant",
                        escape::value(tag),
                        e.ident
                    ),
                )
                .label("tag collides with a field")
                .help("choose another tag name"));
        }
        fields
            .properties
            .insert(tag.to_owned(), Value::Object(Self::string_enum(names)));
        fields.required = vec![tag.to_owned()];
        Ok(object_from(fields))
    }

    fn adjacent_enum(
        &mut self,
        module: ModuleId,
        e: &'a syn::ItemEnum,
        tag: &str,
        content: &str,
        variants: Vec<Variant<'a>>,
    ) -> Result<Schema, Diagnostic> {
        let names: Vec<String> = variants.iter().map(|v| v.name.clone()).collect();
        let data: Vec<(&Variant<'a>, &Schema)> = variants
            .iter()
            .filter_map(|v| match &v.content {
                Content::Data(s) => Some((v, s)),
                Content::Unit => None,
            })
            .collect();
        let mut props = Schema::new();
        props.insert(tag.to_owned(), Value::Object(Self::string_enum(names)));
        if let Some((_, first)) = data.first() {
            let content_schema = if data.iter().all(|(_, s)| {
                strip_description(&Value::Object((*s).clone()))
                    == strip_description(&Value::Object((*first).clone()))
            }) {
                let mut s = (*first).clone();
                s.remove("description");
                s
            } else {
                let mut fields = Fields::default();
                let mut owners = Vec::new();
                for (v, s) in &data {
                    self.unite(module, e, &mut fields, &mut owners, v, s)?;
                }
                object_from(fields)
            };
            props.insert(content.to_owned(), Value::Object(content_schema));
        }
        let mut s = Schema::new();
        s.insert("properties".into(), Value::Object(props));
        s.insert("required".into(), json!([tag]));
        s.insert("type".into(), json!("object"));
        Ok(s)
    }

    fn untagged_enum(
        &mut self,
        module: ModuleId,
        e: &'a syn::ItemEnum,
        variants: Vec<Variant<'a>>,
    ) -> Result<Schema, Diagnostic> {
        let mut schemas = Vec::new();
        for v in &variants {
            match &v.content {
                Content::Unit => {
                    return Err(self
                        .diag(
                            codes::UNTAGGED_UNIT_VARIANT,
                            module,
                            v.item.ident.span(),
                            format!(
                                "unit variant `{}` of untagged enum `{}` is written as `null`",
                                v.item.ident, e.ident
                            ),
                        )
                        .label("written as null")
                        .help("remove the variant and make the field an Option instead"));
                }
                Content::Data(s) => schemas.push((v, s)),
            }
        }
        let types: Vec<&str> = schemas
            .iter()
            .map(|(_, s)| s.get("type").and_then(Value::as_str).unwrap_or(""))
            .collect();
        if types.iter().all(|t| *t == "object") {
            let mut fields = Fields::default();
            let mut owners = Vec::new();
            for (v, s) in &schemas {
                self.unite(module, e, &mut fields, &mut owners, v, s)?;
            }
            // A property is required only when every variant requires it.
            let mut required: Vec<String> = Vec::new();
            if let Some((_, first)) = schemas.first()
                && let Some(Value::Array(req)) = first.get("required")
            {
                for r in req.iter().filter_map(Value::as_str) {
                    let everywhere = schemas.iter().all(|(_, s)| matches!(s.get("required"), Some(Value::Array(rs)) if rs.iter().any(|x| x == r)));
                    if everywhere {
                        required.push(r.to_owned());
                    }
                }
            }
            fields.required = required;
            return Ok(object_from(fields));
        }
        let mut distinct: Vec<&str> = types.clone();
        distinct.sort_unstable();
        distinct.dedup();
        if distinct.len() == 1 && !distinct[0].is_empty() {
            let mut s = schemas[0].1.clone();
            s.remove("description");
            return Ok(s);
        }
        if distinct == ["integer", "string"] {
            let mut s = Schema::new();
            s.insert(
                "anyOf".into(),
                json!([{"type": "integer"}, {"type": "string"}]),
            );
            s.insert("x-kubernetes-int-or-string".into(), json!(true));
            return Ok(s);
        }
        Err(self
            .diag(codes::UNTAGGED_ENUM_MIXED_TYPES, module, e.ident.span(), format!("untagged enum `{}` can be {}", e.ident, distinct.join(" or ")))
            .label("variants of different JSON types")
            .note("a structural schema gives a value one type; only integer-or-string has a special form")
            .help("make every variant hold the same JSON type, or use #[serde(tag = \"type\")]"))
    }
}

/// The schema without what does not change its meaning: descriptions, and the
/// source-location tags of fields (two variants declare their fields apart).
fn strip_description(v: &Value) -> Value {
    match v {
        Value::Object(m) => Value::Object(
            m.iter()
                .filter(|(k, _)| !matches!(k.as_str(), "description" | super::rule_checks::ORIGIN))
                .map(|(k, v)| (k.clone(), strip_description(v)))
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(strip_description).collect()),
        other => other.clone(),
    }
}
