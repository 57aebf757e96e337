//! Structs → object schemas: named fields with their JSON names, presence and markers,
//! flattened fields merged in, newtypes and `#[serde(transparent)]` written as their
//! one field.

use serde_json::Value;

use super::embed::Embedded;
use super::provenance::Step;
use super::{
    Built, Env, Fields, Provenance, Reported, Schema, SchemaBuilder, TypeSchema, cfg_fields,
    object_from,
};
use crate::diagnostic::codes::markers as codes;
use crate::diagnostic::{Diagnostic, escape};
use crate::model::presence::{self, SerdeView};
use crate::model::{Body, Field, TypeDef};
use crate::source::ModuleId;

impl<'m> SchemaBuilder<'m> {
    /// A struct's schema, with the keywords of its flattened fields, which the caller
    /// merges in once the struct's own markers are applied.
    pub(super) fn struct_schema(
        &mut self,
        def: &'m TypeDef,
        env: &Env<'m>,
    ) -> Built<(Schema, Provenance, Vec<Embedded>)> {
        let module = def.module;
        match &def.body {
            Body::Struct(fields) if def.serde.transparent => self
                .transparent(def, env, fields)
                .map(|(s, p)| (s, p, Vec::new())),
            Body::Struct(fields) => {
                let mut fields = self.named_fields(module, env, fields, def.serde.default)?;
                let embedded = std::mem::take(&mut fields.embedded);
                let (s, p) = object_from(fields);
                Ok((s, p, embedded))
            }
            // A newtype struct: serde writes the inner value.
            Body::Tuple(fields) if def.serde.transparent || fields.len() == 1 => self
                .transparent(def, env, fields)
                .map(|(s, p)| (s, p, Vec::new())),
            Body::Tuple(fields) => {
                let elems = self.tuple_fields(module, env, fields, "a field of a tuple struct")?;
                let what = format!("tuple struct `{}`", def.name);
                self.tuple_schema(module, def.span, &what, "tuple struct", elems)
                    .map(|(s, p)| (s, p, Vec::new()))
            }
            _ => {
                let d = self
                    .diag(
                        codes::UNIT_STRUCT,
                        module,
                        def.span,
                        format!("unit struct `{}` is written by serde as `null`", def.name),
                    )
                    .label("unit struct")
                    .help("give it named fields, or use a unit enum variant");
                Err(self.fail(d))
            }
        }
    }

    /// A newtype or `#[serde(transparent)]` struct: the schema of its one field that
    /// serde writes, with that field's markers.
    fn transparent(
        &mut self,
        def: &'m TypeDef,
        env: &Env<'m>,
        fields: &'m [Field],
    ) -> Built<(Schema, Provenance)> {
        let module = def.module;
        let Some(f) = fields.iter().rev().find(|f| !f.serde.skip && !f.phantom) else {
            let d = self
                .diag(
                    codes::TRANSPARENT_WITHOUT_FIELD,
                    module,
                    def.span,
                    "a transparent struct needs one field",
                )
                .label("every field is skipped")
                .help("keep one field that serde writes, or remove #[serde(transparent)]");
            return Err(self.fail(d));
        };
        let ts = self.one_field(module, env, f, "the field of a newtype")?;
        Ok((ts.schema, ts.prov))
    }

    /// The schemas of a tuple's fields (those serde writes), each with its markers;
    /// every field is built, so every mistake is reported.
    pub(super) fn tuple_fields(
        &mut self,
        module: ModuleId,
        env: &Env<'m>,
        fields: &'m [Field],
        place: &str,
    ) -> Built<Vec<TypeSchema>> {
        let mut out = Vec::new();
        let mut failed = false;
        for f in fields.iter().filter(|f| !f.skipped()) {
            match self.nested(module, f.ty.span, |b| b.one_field(module, env, f, place)) {
                Ok(ts) => out.push(ts),
                Err(Reported) => failed = true,
            }
        }
        if failed { Err(Reported) } else { Ok(out) }
    }

    /// The schema of a field that has no JSON key of its own (a newtype's, a one-field
    /// variant's): its type's schema with its markers; `required` / `optional` are
    /// mistakes there (`place` says where it is, for the error).
    pub(super) fn one_field(
        &mut self,
        module: ModuleId,
        env: &Env<'m>,
        f: &'m Field,
        place: &str,
    ) -> Built<TypeSchema> {
        self.warnings.extend(f.warnings.iter().cloned());
        let ts = self.field_type_schema(module, env, f);
        self.fail_all(&f.errors)?;
        let mut ts = ts?;
        match f.markers.presence() {
            Ok(None) => {}
            Ok(Some((_, span))) => {
                let d = self.attr_diag(module, presence::misplaced(span, place));
                return Err(self.fail(d));
            }
            Err(e) => {
                let d = self.attr_diag(module, e);
                return Err(self.fail(d));
            }
        }
        self.apply_field_markers(module, &f.markers, &mut ts)?;
        // A newtype over `Option` (or `Value`), an `Option` variant: `null` is its value.
        super::keep_null(&mut ts);
        Ok(ts)
    }

    /// The schema of a field's type, before the field's markers: empty when a function
    /// writes it (`#[serde(with = ...)]`; the model accepts that only on a field whose
    /// markers give the schema), and built with the field's override in force otherwise
    /// (see [`super::given`]). It records no Rust enum reader when serde does not read
    /// the field through its type.
    fn field_type_schema(
        &mut self,
        module: ModuleId,
        env: &Env<'m>,
        f: &'m Field,
    ) -> Built<TypeSchema> {
        let gives = super::given::gives_schema(&f.markers);
        if f.serde.opaque.is_some() && gives {
            return Ok(Self::written_by_function(&f.ty));
        }
        let outer = self.field_level.replace(self.nesting);
        let result = self.giving(gives, |b| b.type_schema(module, env, &f.ty));
        self.field_level = outer;
        let mut ts = result?;
        if f.serde.read_with.is_some() || f.serde.skip_deserializing {
            // No Rust enum below reads the value: a function does (`deserialize_with`,
            // `with`), or nothing does (`skip_deserializing`).
            ts.prov.drop_enum_readers();
        }
        Ok(ts)
    }

    /// The properties, required list and rules of named fields. Every field is built,
    /// so every mistake is reported; the fields fail together if any did.
    pub(super) fn named_fields(
        &mut self,
        module: ModuleId,
        env: &Env<'m>,
        fields: &'m [Field],
        container_default: bool,
    ) -> Built<Fields> {
        let mut out = Fields::default();
        let mut failed = false;
        for f in fields.iter().filter(|f| f.phantom && f.errors.is_empty()) {
            if self.phantom_field(module, f, container_default).is_err() {
                failed = true;
            }
        }
        for f in fields.iter().filter(|f| !f.skipped()) {
            if self
                .named_field(module, env, f, container_default, &mut out)
                .is_err()
            {
                failed = true;
            }
        }
        if failed {
            return Err(Reported);
        }
        self.leave_out_fields_of_some_builds(&mut out);
        Ok(out)
    }

    /// A property only some of the builds the CRDs serve write (its fields are under a
    /// `cfg(feature = …)` of a feature in `optional-features`) cannot be required: the
    /// other builds' objects lack it. It is left out of `required`, with W0383.
    fn leave_out_fields_of_some_builds(&mut self, out: &mut Fields) {
        let Some(features) = self.model.source().features.as_ref() else {
            return;
        };
        let mut dropped = Vec::new();
        for name in &out.required {
            if let Some((module, span, varying)) =
                out.conditions.in_some_builds_only(name, features)
            {
                dropped.push((name.clone(), module, span, varying));
            }
        }
        for (name, module, span, varying) in dropped {
            out.required.retain(|r| *r != name);
            let names: Vec<String> = varying
                .iter()
                .map(|f| format!("`{}`", escape::value(f)))
                .collect();
            let warning = Diagnostic::warning(
                codes::FIELD_IN_SOME_BUILDS,
                format!(
                    "`{}` is not required: only some of the builds the CRD serves have this field",
                    escape::value(&name)
                ),
            )
            .at(self.model.location(module, span))
            .label("not in every build")
            .note(format!(
                "the crdgen configuration lets builds have {} on or off (`optional-features`), and the objects of those without the field must be accepted",
                names.join(", ")
            ))
            .help("nothing to do if that is intended (allow W0383 to silence this); otherwise put the feature in `features` (on in every build) or out of `optional-features`, or give the field to every build");
            self.warnings.push(warning);
        }
    }

    fn named_field(
        &mut self,
        module: ModuleId,
        env: &Env<'m>,
        f: &'m Field,
        container_default: bool,
        out: &mut Fields,
    ) -> Built<()> {
        self.warnings.extend(f.warnings.iter().cloned());
        // A field whose attributes are wrong is not built: what it would report is
        // about attributes that are not what the user meant.
        self.fail_all(&f.errors)?;
        if f.serde.flatten {
            return self.flatten_field(module, env, f, out);
        }
        let Some(name) = &f.json_name else {
            return Ok(());
        };
        let mut ts = self.field_type_schema(module, env, f)?;
        if let Some(d) = &f.docs {
            ts.schema
                .insert("description".into(), Value::String(d.clone()));
        }
        self.apply_field_markers(module, &f.markers, &mut ts)?;
        if let Some((span, function)) = &f.serde.default_fn
            && !ts.schema.contains_key("default")
        {
            self.warn_unevaluated_default(module, *span, function, name);
        }
        let fa = &f.serde;
        let defaulted = fa.default || container_default || fa.skip_deserializing;
        // An `Option` serde reads through a function needs its key (serde's `None` for a
        // missing key applies only to a field serde reads itself): it is no more
        // optional than any other type.
        let option_read_by = fa
            .read_with
            .as_ref()
            .filter(|_| ts.optional && !defaulted)
            .map(|(_, key)| {
                if key == "with" {
                    "with"
                } else {
                    "deserialize_with"
                }
            });
        let absent_is_none = ts.optional && option_read_by.is_none();
        let writes_null = Self::option_writes_null(f, &ts);
        let serde_view = SerdeView {
            may_omit: absent_is_none || defaulted || fa.skip_serializing_if || fa.skip_serializing,
            can_be_absent: absent_is_none || defaulted,
            writes_null: writes_null.unwrap_or(false),
            option_read_by,
        };
        let decision = self.presence(module, f, serde_view)?;
        // A required `Option` written by a function that does not say whether it writes
        // `null`: neither guess is sound (see [`presence::null_unstated`]).
        if decision.required
            && writes_null.is_none()
            && let Some((span, key)) = &fa.opaque
        {
            let d = self.attr_diag(
                module,
                presence::null_unstated(*span, key, !serde_view.can_be_absent),
            );
            return Err(self.fail(d));
        }
        let optional = !decision.required;
        if decision.nullable || null_is_read_differently(&ts, fa, container_default) {
            ts.schema.insert("nullable".into(), Value::Bool(true));
        }
        let immutable = f.markers.immutable().is_some();
        // A second field of this name is a duplicate unless no build has both
        // (`cfg_fields`): then the two are one property.
        let merged = out.properties.contains_key(name);
        if merged
            && !out
                .conditions
                .exclusive(name, &f.cfg, self.model.source().features.as_ref())
        {
            let d = self
                .diag(
                    codes::DUPLICATE_JSON_NAME,
                    module,
                    f.span,
                    format!("two fields are written as `{}`", escape::value(name)),
                )
                .label("duplicate JSON name")
                .help("rename one of them with #[serde(rename = \"...\")]");
            return Err(self.fail(d));
        }
        if let Some(span) = f.markers.immutable()
            && optional
            && (!merged || out.required.contains(name))
        {
            match super::markers::cel::immutable_once_set(name, span) {
                Ok(rule) => {
                    if let Some(text) = rule.get("rule").and_then(Value::as_str) {
                        out.prov
                            .add_rule(Vec::new(), text, self.model.location(module, span));
                    }
                    out.rules.push(rule);
                }
                Err(e) => {
                    let d = self.attr_diag(module, e);
                    return Err(self.fail(d));
                }
            }
        }
        let at = (module, f.span);
        if let Some(existing) = out.properties.get_mut(name) {
            if let Err(d) = cfg_fields::merge(
                self.model.source(),
                &out.conditions,
                name,
                existing,
                &ts.schema,
                immutable,
                at,
            ) {
                return Err(self.fail(d));
            }
            if optional {
                out.required.retain(|r| r != name);
            }
            out.conditions.record(name, f.cfg.clone(), immutable, at);
            return Ok(());
        }
        out.conditions.record(name, f.cfg.clone(), immutable, at);
        if !optional {
            out.required.push(name.clone());
        }
        // The checks on the finished CRD report at the field that made the node.
        ts.prov.set_origin(self.model.location(module, f.span));
        out.prov.nest(Step::Property(name.clone()), ts.prov);
        out.properties
            .insert(name.clone(), Value::Object(ts.schema));
        Ok(())
    }

    /// A `PhantomData` field serde writes (as `null`) and needs back (E0382): the API
    /// server drops the null, and the object can no longer be read. Skipped, read with a
    /// default, or never read, it is left out of the schema.
    fn phantom_field(&mut self, module: ModuleId, f: &Field, container_default: bool) -> Built<()> {
        let fa = &f.serde;
        if fa.skip || fa.skip_deserializing || fa.default || container_default {
            return Ok(());
        }
        let d = self
            .diag(
                codes::PHANTOM_DATA_WRITTEN,
                module,
                f.ty.span,
                "serde writes this `PhantomData` field as `null` and cannot read the object without it",
            )
            .label("written as null")
            .note("the API server drops a null no schema keeps, and no schema keeps a property that is always null")
            .help("add #[serde(skip)] to the field: it carries no data");
        Err(self.fail(d))
    }

    /// `#[serde(default = "f")]` alone: kube-derive's schemars calls `f` at run time and
    /// writes its value into the CRD; crdgen reads source and cannot, so the API server
    /// stores objects without the field and only readers using this crate see the default.
    fn warn_unevaluated_default(
        &mut self,
        module: ModuleId,
        span: proc_macro2::Span,
        function: &str,
        field: &str,
    ) {
        let (field, function) = (escape::value(field), escape::value(function));
        let warning = Diagnostic::warning(codes::SERDE_DEFAULT_NOT_EVALUATED, format!(
            "`{field}` has no default in the CRD: crdgen does not run serde's `default = \"{function}\"`"
        ))
        .at(self.model.location(module, span))
        .label("not evaluated")
        .note("the API server stores objects without the field; only readers built on this crate apply the default")
        .help(format!(
            "write #[crd(default = ...)] with the value `{function}` returns, so the API server fills it in"
        ));
        self.warnings.push(warning);
    }

    /// Does serde write this field's `None` as `null`? Derived, when it is an `Option`
    /// left in when `None`. Written by a function (`with`, `serialize_with`), crdgen
    /// cannot see: the given schema says (`nullable`, `nullable = false`, or a
    /// `schema = ...` with `nullable`), and `None` when it does not.
    fn option_writes_null(f: &Field, ts: &TypeSchema) -> Option<bool> {
        let fa = &f.serde;
        if !ts.optional || fa.skip_serializing_if || fa.skip_serializing {
            return Some(false);
        }
        if fa.opaque.is_none() {
            return Some(true);
        }
        // The node is empty but for the field's markers (`written_by_function`).
        ts.schema.get("nullable").and_then(Value::as_bool)
    }

    /// A field's presence: serde's view, overridden by the field's marker or its
    /// module's `crdgen::module_markers!`.
    fn presence(
        &mut self,
        module: ModuleId,
        f: &Field,
        serde_view: SerdeView,
    ) -> Built<presence::Decision> {
        let field = match f.markers.presence() {
            Ok(p) => p,
            Err(e) => {
                let d = self.attr_diag(module, e);
                return Err(self.fail(d));
            }
        };
        let module_default = match self.model.module_presence(module) {
            Ok(d) => d,
            Err(d) => {
                let d = d.clone();
                return Err(self.fail(d));
            }
        };
        presence::decide(serde_view, field, module_default, f.span).map_err(|e| {
            let d = self.attr_diag(module, e);
            let d = match (field, module_default) {
                (None, Some((_, at))) => {
                    let at = self.model.location(module, at);
                    d.note(format!(
                        "the module default is set at {}:{}:{}",
                        at.file.display(),
                        at.line,
                        at.column
                    ))
                }
                _ => d,
            };
            self.fail(d)
        })
    }

    /// A `#[serde(flatten)]` field: its properties sit beside the struct's own, its
    /// type-level keywords are merged into the struct's ([`super::embed`]).
    fn flatten_field(
        &mut self,
        module: ModuleId,
        env: &Env<'m>,
        f: &'m Field,
        out: &mut Fields,
    ) -> Built<()> {
        match f.markers.presence() {
            Ok(None) => {}
            Ok(Some((_, span))) => {
                let d = self.attr_diag(module, presence::misplaced(span, "a flattened field"));
                return Err(self.fail(d));
            }
            Err(e) => {
                let d = self.attr_diag(module, e);
                return Err(self.fail(d));
            }
        }
        if let Some(span) = f.markers.immutable() {
            let d = self.attr_diag(
                module,
                crate::model::AttrError::new(
                    crate::diagnostic::codes::cel::IMMUTABLE_ON_FLATTENED_FIELD,
                    span,
                    "`immutable` does not apply to a flattened field",
                )
                .label("its fields are the parent's")
                .help("mark the fields of the flattened struct #[crd(immutable)] instead"),
            );
            return Err(self.fail(d));
        }
        // The field's markers apply to the flattened type's schema, whose type-level
        // keywords then go to the outer object; those about a value of its own cannot.
        self.check_flattened_markers(module, &f.markers)?;
        let mut ts = self.type_schema(module, env, &f.ty)?;
        self.apply_field_markers(module, &f.markers, &mut ts)?;
        let s = &ts.schema;
        if s.contains_key("additionalProperties")
            || (s.contains_key("x-kubernetes-preserve-unknown-fields")
                && !s.contains_key("properties"))
        {
            // Flattened map: its keys sit beside the named fields. A structural schema
            // cannot have both properties and additionalProperties, so unknown fields
            // are preserved instead (nothing serde writes is pruned).
            self.check_flattened_map(module, f.ty.span, &ts)?;
            out.open = true;
            return Ok(());
        }
        let Some(Value::Object(props)) = s.get("properties") else {
            let d = self
                .diag(
                    codes::FLATTEN_NOT_OBJECT,
                    module,
                    f.ty.span,
                    "only structs and maps can be flattened",
                )
                .label("not an object")
                .help("remove #[serde(flatten)] or flatten a struct");
            return Err(self.fail(d));
        };
        let at = (module, f.ty.span);
        let required: Vec<&str> = match s.get("required") {
            Some(Value::Array(req)) if !ts.optional => {
                req.iter().filter_map(Value::as_str).collect()
            }
            _ => Vec::new(),
        };
        let mut added = Vec::new();
        for (k, v) in props {
            // The flattened field's own `cfg` counts (its inner fields' do not: they are
            // decided inside the flattened type).
            if let Some(existing) = out.properties.get_mut(k)
                && out
                    .conditions
                    .exclusive(k, &f.cfg, self.model.source().features.as_ref())
            {
                let Value::Object(v) = v else { continue };
                if let Err(d) = cfg_fields::merge(
                    self.model.source(),
                    &out.conditions,
                    k,
                    existing,
                    v,
                    false,
                    at,
                ) {
                    return Err(self.fail(d));
                }
                if !required.contains(&k.as_str()) {
                    out.required.retain(|r| r != k);
                }
                out.conditions.record(k, f.cfg.clone(), false, at);
                continue;
            }
            if out.properties.contains_key(k) {
                let d = self
                    .diag(
                        codes::DUPLICATE_JSON_NAME,
                        module,
                        f.ty.span,
                        format!(
                            "flattened field `{}` is also a field of the outer struct",
                            escape::value(k)
                        ),
                    )
                    .label("duplicate JSON name")
                    .help("rename one of them with #[serde(rename = \"...\")]");
                return Err(self.fail(d));
            }
            out.properties.insert(k.clone(), v.clone());
            out.conditions.record(k, f.cfg.clone(), false, at);
            added.push(k.as_str());
            if required.contains(&k.as_str()) {
                out.required.push(k.clone());
            }
        }
        out.prov.merge_properties(&ts.prov, &added);
        if s.get("x-kubernetes-preserve-unknown-fields") == Some(&Value::Bool(true)) {
            out.open = true;
        }
        if self.is_external_enum(&f.ty) {
            ts.schema.remove("minProperties");
            ts.schema.remove("maxProperties");
        }
        let embedded = self.embedded(module, f.ty.span, &ts)?;
        out.embedded.push(embedded);
        Ok(())
    }
}

/// Would the API server turn a `null` serde writes for this field into something serde
/// reads differently? The server drops a null where the node is not `nullable` and has no
/// default, and replaces it by the default where it has one
/// (`PruneNonNullableNullsWithoutDefaults`, then `structuraldefaulting.Default`, in
/// apiextensions-apiserver; [`super::defaulting`] models both); a `nullable` node keeps
/// the null, default or not. So the field is `nullable` when serde writes `null` and
/// - it is an `Option` with a schema default (`None` would come back as the default), or
///   with a serde default that is not known to be `None` (`default = "f"`, or the
///   container's `Default`): `None` would come back as what that default gives;
/// - it is a `serde_json::Value` that reading cannot do without (no plain
///   `#[serde(default)]`, which gives `Value::Null` back): the object would not read.
fn null_is_read_differently(
    ts: &TypeSchema,
    fa: &crate::model::serde::FieldAttrs,
    container_default: bool,
) -> bool {
    if fa.skip_serializing {
        return false;
    }
    let plain_default = fa.default && fa.default_fn.is_none();
    if ts.null {
        return !plain_default;
    }
    let writes_null = ts.optional && !fa.skip_serializing_if;
    writes_null
        && (ts.schema.contains_key("default") || fa.default_fn.is_some() || container_default)
}
