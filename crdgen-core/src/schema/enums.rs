//! Enums → structural schemas, for each of serde's four representations.
//!
//! A structural schema gives every node one type, so serde shapes that write a string
//! for one variant and an object for another cannot be expressed; those are errors that
//! say what to write instead, rather than the non-structural `oneOf` kube-rs emits.

use serde_json::{Value, json};

use super::provenance::{EnumReads, Step};
use super::union;
use super::union_drops::{Merge, keep_shared};
use super::variant_rules;
use super::{Built, Env, Fields, Provenance, Reported, Schema, SchemaBuilder, object_from};
use crate::diagnostic::codes::markers as codes;
use crate::diagnostic::{Diagnostic, escape};
use crate::model::serde::Tagging;
use crate::model::{TypeDef, Variant, VariantFields};
use crate::source::ModuleId;

/// What one variant carries.
enum Content {
    Unit,
    /// A newtype or struct variant's schema.
    Data(Schema, Provenance),
}

struct Built_<'m> {
    v: &'m Variant,
    content: Content,
    /// serde reads the variant's value when it is missing (a newtype of `Option`).
    may_be_absent: bool,
}

impl<'m> SchemaBuilder<'m> {
    pub(super) fn enum_schema(
        &mut self,
        def: &'m TypeDef,
        env: &Env<'m>,
        variants: &'m [Variant],
    ) -> Built<(Schema, Provenance)> {
        let module = def.module;
        let mut built = Vec::new();
        let mut failed = false;
        for v in variants {
            self.warnings.extend(v.warnings.iter().cloned());
            if self.fail_all(&v.errors).is_err() {
                failed = true;
                continue;
            }
            match self.variant_content(module, env, v) {
                Ok((content, may_be_absent)) => built.push(Built_ {
                    v,
                    content,
                    may_be_absent,
                }),
                Err(Reported) => failed = true,
            }
        }
        if failed {
            return Err(Reported);
        }
        if built.is_empty() {
            let d = self
                .diag(
                    codes::EMPTY_ENUM_TYPE,
                    module,
                    def.span,
                    format!("enum `{}` has no variant serde can write", def.name),
                )
                .label("empty enum")
                .help("add a variant");
            return Err(self.fail(d));
        }
        if let Some(b) = built.iter().find(|b| b.v.serde.untagged)
            && !matches!(def.serde.tagging, Tagging::Untagged)
        {
            let d = self
                .diag(
                    codes::UNTAGGED_VARIANT_IN_TAGGED_ENUM,
                    module,
                    b.v.span,
                    "untagged variants inside a tagged enum mix two JSON shapes",
                )
                .label("#[serde(untagged)] variant")
                .help("make the whole enum #[serde(untagged)] or give the variant a tag");
            return Err(self.fail(d));
        }
        // Two variants serde writes under one tag: the second is read back as the first.
        if !matches!(def.serde.tagging, Tagging::Untagged)
            && let Some((first, b)) = built.iter().enumerate().find_map(|(i, b)| {
                built[..i]
                    .iter()
                    .find(|a| a.v.name == b.v.name)
                    .map(|a| (a.v, b))
            })
        {
            let d = self
                .diag(
                    codes::DUPLICATE_VARIANT_NAME,
                    module,
                    b.v.span,
                    format!(
                        "variants `{}` and `{}` are both written as `{}`",
                        first.ident,
                        b.v.ident,
                        escape::value(&b.v.name)
                    ),
                )
                .label("duplicate variant name")
                .help("rename one of them with #[serde(rename = \"...\")]: serde would read both back as the first");
            return Err(self.fail(d));
        }
        match &def.serde.tagging {
            Tagging::External => self.external_enum(def, built),
            Tagging::Internal { tag } => self.internal_enum(def, tag, built),
            Tagging::Adjacent { tag, content } => self.adjacent_enum(def, tag, content, built),
            Tagging::Untagged => {
                // A variant written as `null` (`A(Option<T>)`): the union must keep it.
                let null = built.iter().any(|b| {
                    matches!(&b.content, Content::Data(s, _) if s.get("nullable") == Some(&Value::Bool(true)))
                });
                let mut union = self.untagged_enum(def, built)?;
                if null {
                    union.0.insert("nullable".into(), Value::Bool(true));
                }
                Ok(union)
            }
        }
    }

    /// What variant `v` holds, and whether serde reads it when missing (a newtype of
    /// `Option`).
    fn variant_content(
        &mut self,
        module: ModuleId,
        env: &Env<'m>,
        v: &'m Variant,
    ) -> Built<(Content, bool)> {
        match &v.fields {
            VariantFields::Unit => Ok((Content::Unit, false)),
            VariantFields::Named(fields) => {
                let mut fields = self.named_fields(module, env, fields, false)?;
                let embedded = std::mem::take(&mut fields.embedded);
                let (mut s, mut prov) = object_from(fields);
                self.merge_embedded(&mut s, &mut prov, embedded)?;
                if let Some(d) = &v.docs {
                    s.insert("description".into(), Value::String(d.clone()));
                }
                Ok((Content::Data(s, prov), false))
            }
            VariantFields::Unnamed(fields) if fields.len() == 1 => {
                let mut ts =
                    self.one_field(module, env, &fields[0], "the field of a one-field variant")?;
                if let Some(d) = &v.docs {
                    ts.schema
                        .insert("description".into(), Value::String(d.clone()));
                }
                Ok((Content::Data(ts.schema, ts.prov), ts.optional))
            }
            VariantFields::Unnamed(fields) => {
                let elems = self.tuple_fields(module, env, fields, "a field of a tuple variant")?;
                let what = format!("tuple variant `{}`", v.ident);
                let (mut s, prov) =
                    self.tuple_schema(module, v.span, &what, "tuple variant", elems)?;
                if let Some(d) = &v.docs {
                    s.insert("description".into(), Value::String(d.clone()));
                }
                Ok((Content::Data(s, prov), false))
            }
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
        def: &'m TypeDef,
        variants: Vec<Built_<'m>>,
    ) -> Built<(Schema, Provenance)> {
        let units: Vec<&Built_<'m>> = variants
            .iter()
            .filter(|b| matches!(b.content, Content::Unit))
            .collect();
        if units.len() == variants.len() {
            let mut prov = Provenance::default();
            if let Some(reads) = enum_reads(def, &variants) {
                prov.add_enum_reader(Vec::new(), reads);
            }
            return Ok((
                Self::string_enum(variants.iter().map(|b| b.v.name.clone()).collect()),
                prov,
            ));
        }
        if let Some(unit) = units.first() {
            let data = variants
                .iter()
                .find(|b| matches!(b.content, Content::Data(..)))
                .map(|b| b.v.name.clone())
                .unwrap_or_default();
            let d = self
                .diag(codes::MIXED_ENUM, def.module, unit.v.span, format!("enum `{}` mixes unit and data variants", def.name))
                .label("serde writes this variant as a string")
                .note(format!("serde writes `\"{}\"` for this variant but `{{\"{data}\": ...}}` for `{data}`: a string or an object, which no structural schema allows", escape::value(&unit.v.name), data = escape::value(&data)))
                .help(format!("give the unit variants an empty body (`{} {{}}`), or use #[serde(tag = \"type\")]", unit.v.ident));
            return Err(self.fail(d));
        }
        // Every variant carries data: an object with exactly one of the variant keys.
        let mut props = Schema::new();
        let mut prov = Provenance::default();
        for b in variants {
            if let Content::Data(s, p) = b.content {
                prov.nest(Step::Property(b.v.name.clone()), p);
                props.insert(b.v.name.clone(), Value::Object(s));
            }
        }
        let mut s = Schema::new();
        s.insert("maxProperties".into(), json!(1));
        s.insert("minProperties".into(), json!(1));
        s.insert("properties".into(), Value::Object(props));
        s.insert("type".into(), json!("object"));
        Ok((s, prov))
    }

    /// Unites the properties of several object schemas; a name two variants give
    /// different schemas is an error.
    fn unite(
        &mut self,
        def: &'m TypeDef,
        into: &mut Fields,
        owners: &mut Vec<(String, String)>,
        variant: &Variant,
        schema: &Schema,
        prov: &Provenance,
    ) -> Built<()> {
        // A map, or an object keeping unknown fields: its keys sit beside the other
        // variants' properties, which a structural schema can only keep by keeping
        // unknown fields (nothing serde writes is pruned).
        if schema.contains_key("additionalProperties")
            || schema.get("x-kubernetes-preserve-unknown-fields") == Some(&Value::Bool(true))
        {
            into.open = true;
        }
        let Some(Value::Object(props)) = schema.get("properties") else {
            if schema.get("type").and_then(Value::as_str) == Some("object") {
                return Ok(());
            }
            let d = self
                .diag(codes::VARIANT_NOT_OBJECT, def.module, variant.span, format!("variant `{}` of `{}` does not hold an object", variant.ident, def.name))
                .label("not an object")
                .help("internally tagged and merged variants must hold structs; wrap the value in a struct variant");
            return Err(self.fail(d));
        };
        let mut added = Vec::new();
        for (k, v) in props {
            match into.properties.get(k) {
                Some(existing) if strip_description(existing) != strip_description(v) => {
                    let other = owners
                        .iter()
                        .find(|(p, _)| p == k)
                        .map(|(_, o)| o.clone())
                        .unwrap_or_default();
                    let d = self
                        .diag(codes::VARIANT_FIELD_CONFLICT, def.module, variant.span, format!("field `{}` has different types in variants `{other}` and `{}` of `{}`", escape::value(k), variant.ident, def.name))
                        .label("conflicting field")
                        .note("a structural schema gives each property one schema, whichever variant is present")
                        .help("rename the field in one variant so each name has one type");
                    return Err(self.fail(d));
                }
                Some(_) => {}
                None => {
                    into.properties.insert(k.clone(), v.clone());
                    owners.push((k.clone(), variant.ident.clone()));
                    added.push(k.as_str());
                }
            }
        }
        into.prov.merge_properties(prov, &added);
        Ok(())
    }

    /// E0358 at the field a variant writes under the tag's name (the first such
    /// variant's; the variant itself when the field is not known), with a note at the
    /// enum, where the tag is chosen.
    fn tag_field_clash(
        &self,
        def: &TypeDef,
        tag: &str,
        data: &[(&Variant, &Schema, &Provenance)],
    ) -> Diagnostic {
        let tag_shown = escape::value(tag);
        let enum_at = self.model.location(def.module, def.span);
        let clash = data.iter().find(|(_, s, _)| {
            s.get("properties")
                .and_then(Value::as_object)
                .is_some_and(|p| p.contains_key(tag))
        });
        let (variant, field_at) = match clash {
            Some((v, _, prov)) => (
                Some(v.ident.as_str()),
                prov.origins()
                    .remove(&format!(".{tag}"))
                    .unwrap_or_else(|| self.model.location(def.module, v.span)),
            ),
            None => (None, enum_at.clone()),
        };
        let message = match variant {
            Some(v) => format!(
                "tag `{tag_shown}` of `{}` is also a field of variant `{v}`",
                def.name
            ),
            None => format!(
                "tag `{tag_shown}` of `{}` is also a field of a variant",
                def.name
            ),
        };
        Diagnostic::error(codes::TAG_FIELD_CLASH, message)
            .at(field_at)
            .label(format!("written as `{tag_shown}`, the tag's key"))
            .note(format!(
                "`{}` (at {}:{}:{}) takes its tag from `#[serde(tag = \"{tag_shown}\")]`; serde writes the tag and this field under one key",
                def.name,
                enum_at.file.display(),
                enum_at.line,
                enum_at.column
            ))
            .help("choose another tag name, or rename the field with `#[serde(rename = \"...\")]`")
    }

    fn internal_enum(
        &mut self,
        def: &'m TypeDef,
        tag: &str,
        variants: Vec<Built_<'m>>,
    ) -> Built<(Schema, Provenance)> {
        let mut fields = Fields::default();
        let mut owners = Vec::new();
        let names: Vec<String> = variants.iter().map(|b| b.v.name.clone()).collect();
        let data = data_of(&variants);
        for (v, s, p) in &data {
            self.unite(def, &mut fields, &mut owners, v, s, p)?;
        }
        if fields.properties.contains_key(tag) {
            let d = self.tag_field_clash(def, tag, &data);
            return Err(self.fail(d));
        }
        fields
            .properties
            .insert(tag.to_owned(), Value::Object(Self::string_enum(names)));
        fields.required = vec![tag.to_owned()];
        let mut united = object_from(fields);
        if let Some(reads) = enum_reads(def, &variants) {
            united
                .1
                .add_enum_reader(vec![Step::Property(tag.to_owned())], reads);
        }
        self.warn_dropped(def, Merge::Internal { tag }, true, &data, &united.0);
        let rules = variant_rules::internal(tag, &shapes_of(&variants));
        self.add_variant_rules(def, &mut united.0, rules);
        Ok(united)
    }

    fn adjacent_enum(
        &mut self,
        def: &'m TypeDef,
        tag: &str,
        content: &str,
        variants: Vec<Built_<'m>>,
    ) -> Built<(Schema, Provenance)> {
        let names: Vec<String> = variants.iter().map(|b| b.v.name.clone()).collect();
        let data = data_of(&variants);
        let merge = Merge::Adjacent { tag, content };
        let mut props = Schema::new();
        let mut prov = Provenance::default();
        if let Some(reads) = enum_reads(def, &variants) {
            prov.add_enum_reader(vec![Step::Property(tag.to_owned())], reads);
        }
        props.insert(tag.to_owned(), Value::Object(Self::string_enum(names)));
        if let Some((_, first, first_prov)) = data.first() {
            let (content_schema, content_prov) = if data.iter().all(|(_, s, _)| {
                strip_description(&Value::Object((*s).clone()))
                    == strip_description(&Value::Object((*first).clone()))
            }) {
                let mut s = (*first).clone();
                s.remove("description");
                (s, (*first_prov).clone())
            } else if data
                .iter()
                .all(|(_, s, _)| s.get("type").and_then(Value::as_str) == Some("object"))
            {
                let mut fields = Fields::default();
                let mut owners = Vec::new();
                for (v, s, p) in &data {
                    self.unite(def, &mut fields, &mut owners, v, s, p)?;
                }
                let mut united = object_from(fields);
                keep_shared(&mut united, &data);
                self.warn_dropped(def, merge, true, &data, &united.0);
                united
            } else {
                // Scalar or list contents: one schema accepting each (`String | i32` is
                // int-or-string).
                self.unite_values(def, merge, "the content of adjacently tagged enum", &data)?
            };
            prov.nest(Step::Property(content.to_owned()), content_prov);
            props.insert(content.to_owned(), Value::Object(content_schema));
        }
        let mut s = Schema::new();
        s.insert("properties".into(), Value::Object(props));
        s.insert("required".into(), json!([tag]));
        s.insert("type".into(), json!("object"));
        let rules = variant_rules::adjacent(tag, content, &shapes_of(&variants));
        self.add_variant_rules(def, &mut s, rules);
        Ok((s, prov))
    }

    /// Appends the rules that refuse what serde cannot read back to the enum's object
    /// schema; a property name CEL cannot write leaves them out, with W0389.
    fn add_variant_rules(
        &mut self,
        def: &'m TypeDef,
        schema: &mut Schema,
        rules: Result<Vec<Value>, variant_rules::Unnameable>,
    ) {
        match rules {
            Ok(rules) if rules.is_empty() => {}
            Ok(rules) => {
                let list = schema
                    .entry("x-kubernetes-validations")
                    .or_insert_with(|| Value::Array(Vec::new()));
                if let Value::Array(list) = list {
                    list.extend(rules);
                }
            }
            Err(variant_rules::Unnameable(name)) => {
                let warning = Diagnostic::warning(
                    codes::VARIANT_RULES_NOT_WRITTEN,
                    format!(
                        "the fields of the variants of `{}` are not checked by the API server: `{}` cannot be named in a CEL rule",
                        def.name,
                        escape::value(&name)
                    ),
                )
                .at(self.model.location(def.module, def.span))
                .label("values serde cannot read are accepted")
                .note("crdgen checks each variant's fields with a CEL rule (`has(self.<field>)`); CEL names properties of letters, digits, `_`, `.`, `-` and `/` only")
                .help("rename the field (#[serde(rename = \"...\")]) so the rules can be written, or allow W0389");
                self.warnings.push(warning);
            }
        }
    }

    fn untagged_enum(
        &mut self,
        def: &'m TypeDef,
        variants: Vec<Built_<'m>>,
    ) -> Built<(Schema, Provenance)> {
        let mut schemas = Vec::new();
        for b in &variants {
            match &b.content {
                Content::Unit => {
                    let d = self
                        .diag(
                            codes::UNTAGGED_UNIT_VARIANT,
                            def.module,
                            b.v.span,
                            format!(
                                "unit variant `{}` of untagged enum `{}` is written as `null`",
                                b.v.ident, def.name
                            ),
                        )
                        .label("written as null")
                        .help("remove the variant and make the field an Option instead");
                    return Err(self.fail(d));
                }
                Content::Data(s, p) => schemas.push((b.v, s, p)),
            }
        }
        let types: Vec<&str> = schemas
            .iter()
            .map(|(_, s, _)| s.get("type").and_then(Value::as_str).unwrap_or(""))
            .collect();
        if types.iter().all(|t| *t == "object") {
            let mut fields = Fields::default();
            let mut owners = Vec::new();
            for (v, s, p) in &schemas {
                self.unite(def, &mut fields, &mut owners, v, s, p)?;
            }
            // A property is required only when every variant requires it.
            let mut required: Vec<String> = Vec::new();
            if let Some((_, first, _)) = schemas.first()
                && let Some(Value::Array(req)) = first.get("required")
            {
                for r in req.iter().filter_map(Value::as_str) {
                    let everywhere = schemas.iter().all(|(_, s, _)| matches!(s.get("required"), Some(Value::Array(rs)) if rs.iter().any(|x| x == r)));
                    if everywhere {
                        required.push(r.to_owned());
                    }
                }
            }
            fields.required = required;
            let mut united = object_from(fields);
            keep_shared(&mut united, &schemas);
            self.warn_dropped(def, Merge::Untagged, true, &schemas, &united.0);
            let objects: Vec<&Schema> = schemas.iter().map(|(_, s, _)| *s).collect();
            let rule = variant_rules::untagged(&objects).map(|r| r.into_iter().collect());
            self.add_variant_rules(def, &mut united.0, rule);
            return Ok(united);
        }
        self.unite_values(def, Merge::Untagged, "untagged enum", &schemas)
    }

    /// One schema for values of several variants that are not all objects (an untagged
    /// enum's variants, an adjacently tagged enum's contents); `what` names them in
    /// errors.
    fn unite_values(
        &mut self,
        def: &'m TypeDef,
        merge: Merge<'_>,
        what: &str,
        schemas: &[(&Variant, &Schema, &Provenance)],
    ) -> Built<(Schema, Provenance)> {
        let types: Vec<&str> = schemas
            .iter()
            .map(|(_, s, _)| s.get("type").and_then(Value::as_str).unwrap_or(""))
            .collect();
        let mut distinct: Vec<&str> = types.clone();
        distinct.sort_unstable();
        distinct.dedup();
        if distinct.len() == 1 && !distinct[0].is_empty() {
            // Variants of one JSON type: serde may write any of them, so the schema
            // accepts what each accepts (`u8 | u32` takes 300, `Known | String` any text).
            let (_, _, first_prov) = &schemas[0];
            let all: Vec<&Schema> = schemas.iter().map(|(_, s, _)| *s).collect();
            return match union::unite(&all) {
                Ok(s) => {
                    self.warn_dropped(def, merge, false, schemas, &s);
                    // serde tries each variant in turn: the union reads what its enums
                    // read when every variant is one (a `String` reads anything), and
                    // the first catch-all takes what none of them reads.
                    let reads = schemas
                        .iter()
                        .map(|(_, _, p)| p.root_enum_reader())
                        .collect::<Option<Vec<_>>>()
                        .map(|all| EnumReads {
                            names: all.iter().flat_map(|r| r.names.clone()).collect(),
                            other: all.iter().find_map(|r| r.other.clone()),
                            aliases: all.iter().flat_map(|r| r.aliases.clone()).collect(),
                        });
                    let mut prov = (*first_prov).clone();
                    prov.set_root_enum_reader(reads);
                    Ok((s, prov))
                }
                Err(why) => {
                    let d = self
                        .diag(codes::UNTAGGED_VARIANTS_DIFFER, def.module, def.span, format!("the variants of {what} `{}` {why}", def.name))
                        .label("no one schema accepts every variant")
                        .note("serde may write any variant, so the schema must accept each one's values; a structural schema gives a value one type")
                        .help("make the variants' values one type (e.g. Vec<i64> in both), or use #[serde(tag = \"type\")]");
                    Err(self.fail(d))
                }
            };
        }
        if distinct == ["integer", "number"] {
            let d = self
                .diag(codes::UNTAGGED_ENUM_MIXED_TYPES, def.module, def.span, format!("{what} `{}` can be {}", def.name, distinct.join(" or ")))
                .label("an integer and a float variant")
                .note("the API server writes a whole-number float back without its fraction (1.0 as 1), which serde then reads as the integer variant")
                .help("use the float alone (serde reads an integer as f64 too), or use #[serde(tag = \"type\")]");
            return Err(self.fail(d));
        }
        if distinct == ["integer", "string"] {
            let mut s = Schema::new();
            s.insert(
                "anyOf".into(),
                json!([{"type": "integer"}, {"type": "string"}]),
            );
            s.insert("x-kubernetes-int-or-string".into(), json!(true));
            self.warn_dropped(def, merge, false, schemas, &s);
            return Ok((s, Provenance::default()));
        }
        let d = self
            .diag(codes::UNTAGGED_ENUM_MIXED_TYPES, def.module, def.span, format!("{what} `{}` can be {}", def.name, distinct.join(" or ")))
            .label("variants of different JSON types")
            .note("a structural schema gives a value one type; only integer-or-string has a special form")
            .help("make every variant hold the same JSON type, or use #[serde(tag = \"type\")]");
        Err(self.fail(d))
    }
}

/// What a unit-only enum (or an enum's tag) reads, when its `Deserialize` is derived and
/// reads the enum itself: each variant serde reads by its name and its aliases, and every
/// other name as the `#[serde(other)]` variant, if there is one. A hand-written
/// `Deserialize`, or `#[serde(from = "...")]` / `try_from` (serde reads another type and
/// converts it with code crdgen cannot see), may read anything.
fn enum_reads(def: &TypeDef, variants: &[Built_<'_>]) -> Option<EnumReads> {
    if !def.derives.iter().any(|d| d == "Deserialize") || def.serde.read_from.is_some() {
        return None;
    }
    let read: Vec<&Variant> = variants
        .iter()
        .map(|b| b.v)
        .filter(|v| !v.serde.skip_deserializing)
        .collect();
    Some(EnumReads {
        names: read
            .iter()
            .flat_map(|v| std::iter::once(&v.name).chain(&v.serde.aliases))
            .cloned()
            .collect(),
        other: read.iter().find(|v| v.serde.other).map(|v| v.name.clone()),
        aliases: read
            .iter()
            .flat_map(|v| v.serde.aliases.iter().map(|a| (a.clone(), v.name.clone())))
            .collect(),
    })
}

/// Each variant as [`variant_rules`] sees it: its tag and what it holds.
fn shapes_of<'a>(variants: &'a [Built_<'_>]) -> Vec<variant_rules::Shape<'a>> {
    variants
        .iter()
        .map(|b| variant_rules::Shape {
            name: &b.v.name,
            holds: match &b.content {
                Content::Unit => variant_rules::Holds::Nothing,
                Content::Data(s, _) if s.get("type").and_then(Value::as_str) == Some("object") => {
                    variant_rules::Holds::Object {
                        schema: s,
                        may_be_absent: b.may_be_absent,
                    }
                }
                Content::Data(..) => variant_rules::Holds::Value {
                    may_be_absent: b.may_be_absent,
                },
            },
        })
        .collect()
}

/// The variants that carry a value, with their schemas.
fn data_of<'a, 'm>(variants: &'a [Built_<'m>]) -> Vec<(&'m Variant, &'a Schema, &'a Provenance)> {
    variants
        .iter()
        .filter_map(|b| match &b.content {
            Content::Data(s, p) => Some((b.v, s, p)),
            Content::Unit => None,
        })
        .collect()
}

/// The schema without its descriptions, which do not change its meaning (two variants
/// may describe one field differently).
fn strip_description(v: &Value) -> Value {
    match v {
        Value::Object(m) => Value::Object(
            m.iter()
                .filter(|(k, _)| k.as_str() != "description")
                .map(|(k, v)| (k.clone(), strip_description(v)))
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(strip_description).collect()),
        other => other.clone(),
    }
}
