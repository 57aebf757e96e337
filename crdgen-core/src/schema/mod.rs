//! Model → structural OpenAPI v3 schemas, following serde exactly.
//!
//! Schemas are `serde_json` maps; key order does not matter because the YAML emitter
//! sorts keys the way go-yaml does. Types of the crate come from the [`crate::model`],
//! built-in Kubernetes types from [`crate::k8s`]. Where each node and rule came from is
//! kept beside the schema, in its [`Provenance`].
//!
//! Every mistake is reported, not only the first: a field, variant or marker that fails
//! records its diagnostics in the builder and is left out, its siblings are still built,
//! and the type it belongs to fails as a whole ([`Reported`]), so nothing is generated
//! from it. A type that failed once fails again wherever it is used, with the same
//! diagnostics (the caller of [`SchemaBuilder::take_errors`] removes duplicates).

mod cel_types;
mod cfg_fields;
pub mod defaulting;
mod embed;
pub mod embedded_meta;
mod enums;
mod external;
mod fields;
mod given;
pub mod known_types;
pub mod markers;
pub mod numbers;
pub mod provenance;
pub mod prune;
pub mod rule_checks;
pub mod scalar;
pub mod string_formats;
pub mod structural;
mod tuples;
pub mod union;
mod union_drops;
pub mod validate;
mod variant_rules;

use std::collections::HashMap;
use std::rc::Rc;

use serde_json::{Map, Value, json};

use crate::controller_gen::ControllerGen;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes::{Code, markers as codes};
use crate::model::markers::Markers;
use crate::model::{AttrError, Body, Model, Ty, TypeDef, TypeId, TypeRef};
use crate::source::ModuleId;
pub use given::not_structural;
pub use provenance::Provenance;
use provenance::Step;

/// A schema node.
pub type Schema = Map<String, Value>;

/// A type's schema, whether serde may leave it out (`Option`), and where its parts came
/// from.
#[derive(Debug, Clone)]
pub struct TypeSchema {
    /// The schema.
    pub schema: Schema,
    /// `Option<T>`: the field is optional.
    pub optional: bool,
    /// A named type's schema (a local struct, enum or newtype, or a Kubernetes type),
    /// whose validations field markers do not silently replace (see
    /// [`markers::apply_over_named`]).
    pub named: bool,
    /// The fields and markers behind its nodes and rules.
    pub prov: Provenance,
    /// The Rust number type it is (through `Option`, `Box` and aliases), whose values a
    /// field's `format` is checked against.
    pub number: Option<numbers::RustNumber>,
    /// serde may write `null` for a value of the type itself (a `serde_json::Value`
    /// holding null), which reads back as that value and not as the missing key the API
    /// server makes of a null it does not keep (see [`defaulting`]): wherever it is
    /// written, the node must be `nullable`. An `Option`'s null is not counted here: it
    /// reads back as `None`, as a missing key does (`optional` says where that differs).
    pub null: bool,
}

/// The diagnostics of a failure are in the builder already (see the module doc).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reported;

/// What building yields: the value, or a failure already reported.
pub type Built<T> = Result<T, Reported>;

/// A type argument bound to a type parameter: the argument as written, the module it is
/// written in, and the bindings in force where it is written (it may name the parameters
/// of the type that writes it).
#[derive(Clone)]
struct Binding<'m> {
    ty: &'m Ty,
    module: ModuleId,
    env: Env<'m>,
}

/// The type arguments of the type being expanded, by parameter index.
type Env<'m> = Rc<Vec<Binding<'m>>>;

/// How many schemas may nest inside one another (objects of local types, array items,
/// map values). kube and crdgen's `crd()` read a CRD with serde_json, which stops at 128
/// levels of JSON; a struct field costs two of them and the CRD's own envelope eight, so
/// 32 keeps every CRD readable. Real API types nest about ten.
pub const MAX_SCHEMA_NESTING: usize = 32;

/// How many type expressions may be expanded inside one another, wrappers (`Option`,
/// `Box`, aliases) included: the builder recurses once per level, and a longer chain would
/// overflow the stack instead of failing with an error.
pub const MAX_TYPE_RECURSION: usize = 256;

/// A type's finished schema, kept for its next use.
#[derive(Clone)]
struct Cached {
    schema: Schema,
    prov: Provenance,
    /// How many schema levels it nests below its own, so a cached schema reused deeper
    /// down is still held to [`MAX_SCHEMA_NESTING`].
    height: usize,
}

/// Builds schemas; one per generation run so the cache is shared across kinds.
pub struct SchemaBuilder<'m> {
    model: &'m Model<'m>,
    k8s_version: String,
    /// The controller-gen release whose rules the markers write.
    controller_gen: &'static ControllerGen,
    /// Types being expanded, outermost first, to report recursion as a cycle.
    stack: Vec<TypeId>,
    /// Schemas of non-generic types, by id; a failure keeps the diagnostics it reported.
    cache: HashMap<TypeId, Result<Cached, Rc<Vec<Diagnostic>>>>,
    /// Type expressions being expanded (see [`MAX_TYPE_RECURSION`]).
    recursion: usize,
    /// Schemas being built inside one another (see [`MAX_SCHEMA_NESTING`]).
    nesting: usize,
    /// The deepest `nesting` reached since the current type began expanding.
    deepest: usize,
    /// Errors found so far, taken by the CRD (or type) that asked for the schemas.
    errors: Vec<Diagnostic>,
    /// Warnings found while building schemas, taken likewise (each type's once: schemas
    /// are cached).
    warnings: Vec<Diagnostic>,
    /// `ObjectMeta` below a resource's root gets its user-settable fields (the
    /// configuration's `generate-embedded-object-meta`, see [`embedded_meta`]).
    embedded_object_meta: bool,
    /// The configuration's `[types]`: schemas of types of other crates, by path.
    types: std::collections::BTreeMap<String, crate::config::types::TypeSchema>,
    /// The nesting level at which the field or type being built gives its own schema
    /// (`type = ...`, `schema = ...`): a type of another crate crdgen does not know is
    /// no error there ([`given`]).
    given: Option<usize>,
    /// The nesting level of the field whose type is being built, while that type is at
    /// the field's own level: there a field override would give the schema, so an error
    /// may suggest one. `None` inside a type argument bound elsewhere (a generic type's
    /// `T`), whose field is not the one being built.
    field_level: Option<usize>,
}

impl<'m> SchemaBuilder<'m> {
    /// A builder over a model, using the given Kubernetes version's definitions for
    /// built-in types and writing CEL rules as the given controller-gen release does.
    pub fn new(
        model: &'m Model<'m>,
        k8s_version: &str,
        controller_gen: &'static ControllerGen,
    ) -> SchemaBuilder<'m> {
        SchemaBuilder {
            model,
            k8s_version: k8s_version.to_owned(),
            controller_gen,
            stack: Vec::new(),
            cache: HashMap::new(),
            recursion: 0,
            nesting: 0,
            deepest: 0,
            errors: Vec::new(),
            warnings: Vec::new(),
            embedded_object_meta: true,
            types: Default::default(),
            given: None,
            field_level: None,
        }
    }

    /// `false`: write every `ObjectMeta` below a resource's root as controller-gen's
    /// default bare object, warning about what the API server will prune there
    /// (the configuration's `generate-embedded-object-meta = false`).
    pub fn set_embedded_object_meta(&mut self, generate: bool) {
        self.embedded_object_meta = generate;
    }

    /// Uses the configuration's `[types]` table for types of other crates.
    pub fn with_types(
        mut self,
        types: &std::collections::BTreeMap<String, crate::config::types::TypeSchema>,
    ) -> SchemaBuilder<'m> {
        self.types = types.clone();
        self
    }

    /// The model.
    pub fn model(&self) -> &'m Model<'m> {
        self.model
    }

    /// The controller-gen release whose output is written.
    pub fn controller_gen(&self) -> &'static ControllerGen {
        self.controller_gen
    }

    /// The errors found since the last call, sorted, without duplicates.
    pub fn take_errors(&mut self) -> Vec<Diagnostic> {
        let mut errors = crate::diagnostic::Diagnostics(std::mem::take(&mut self.errors));
        errors.sort();
        errors.0
    }

    /// Records an error found by a later stage about what this builder built (a kind's
    /// status type), so it is reported with the others.
    pub fn report(&mut self, d: Diagnostic) {
        self.errors.push(d);
    }

    /// The warnings found since the last call.
    pub fn take_warnings(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.warnings)
    }

    /// Records `d` and returns the failure that says so.
    fn fail(&mut self, d: Diagnostic) -> Reported {
        self.errors.push(d);
        Reported
    }

    /// Records every diagnostic of `ds`; a failure if there was any.
    fn fail_all(&mut self, ds: &[Diagnostic]) -> Built<()> {
        if ds.is_empty() {
            return Ok(());
        }
        self.errors.extend(ds.iter().cloned());
        Err(Reported)
    }

    /// An error of kind `code` at `span` in `module`.
    fn diag(
        &self,
        code: Code,
        module: ModuleId,
        span: proc_macro2::Span,
        message: impl Into<String>,
    ) -> Diagnostic {
        Diagnostic::error(code, message).at(self.model.location(module, span))
    }

    fn attr_diag(&self, module: ModuleId, err: AttrError) -> Diagnostic {
        let location = self.model.location(module, err.span);
        err.into_diagnostic(location)
    }

    /// The schema of a struct or enum of the crate, as used at the root of a spec or
    /// status, with where its parts came from.
    pub fn item_schema(&mut self, id: TypeId) -> Built<(Schema, Provenance)> {
        let def = self.model.def(id);
        let cached = self.local_type(id, &Rc::new(Vec::new()), def.span, def.module)?;
        Ok((cached.schema, cached.prov))
    }

    /// The schema of a type expression written in `module`.
    fn type_schema(&mut self, module: ModuleId, env: &Env<'m>, ty: &'m Ty) -> Built<TypeSchema> {
        if self.recursion >= MAX_TYPE_RECURSION {
            let d = self
                .diag(
                    crate::diagnostic::codes::input::TYPE_TOO_DEEP,
                    module,
                    ty.span,
                    format!("type nested more than {MAX_TYPE_RECURSION} levels deep"),
                )
                .label("too deeply nested")
                .help("shorten the chain of wrappers and aliases (Option, Box, type aliases); crdgen stops here rather than overflow its stack");
            return Err(self.fail(d));
        }
        self.recursion += 1;
        // Each level takes a few kilobytes in a debug build; 256 of them do not fit a
        // 2 MiB thread, so the stack grows in 1 MiB segments when less than 64 KiB is left.
        let result = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            self.type_schema_unguarded(module, env, ty)
        });
        self.recursion -= 1;
        result
    }

    /// Builds a schema one level deeper than the current one, refusing to go past
    /// [`MAX_SCHEMA_NESTING`].
    fn nested<T>(
        &mut self,
        module: ModuleId,
        span: proc_macro2::Span,
        build: impl FnOnce(&mut Self) -> Built<T>,
    ) -> Built<T> {
        self.check_nesting(module, span, 1)?;
        self.nesting += 1;
        self.deepest = self.deepest.max(self.nesting);
        let result = build(self);
        self.nesting -= 1;
        result
    }

    /// Fails when `levels` more schemas below the current one would nest too deep.
    fn check_nesting(
        &mut self,
        module: ModuleId,
        span: proc_macro2::Span,
        levels: usize,
    ) -> Built<()> {
        if self.nesting + levels <= MAX_SCHEMA_NESTING {
            return Ok(());
        }
        let d = self
            .diag(
                crate::diagnostic::codes::input::SCHEMA_TOO_DEEP,
                module,
                span,
                format!("schema nested more than {MAX_SCHEMA_NESTING} levels deep"),
            )
            .label("too deeply nested")
            .note(format!("every local struct or enum, array item and map value nests one level; this type reaches level {}", self.nesting + levels))
            .help("flatten the type, or use serde_json::Value for the deep part: Kubernetes clients read CRDs with serde_json, which stops at 128 levels of JSON");
        Err(self.fail(d))
    }

    fn type_schema_unguarded(
        &mut self,
        module: ModuleId,
        env: &Env<'m>,
        ty: &'m Ty,
    ) -> Built<TypeSchema> {
        match &ty.kind {
            TypeRef::Param(n) => match env.get(*n) {
                Some(b) => {
                    let b = b.clone();
                    // The argument is written at another field (`pair: Pair<X>`), whose
                    // override does not reach inside `Pair`'s fields.
                    let outer = self.field_level.take();
                    let result = self.type_schema(b.module, &b.env, b.ty);
                    self.field_level = outer;
                    result
                }
                // A generic type used where no arguments can be written: a kind's spec
                // or status.
                None => {
                    let d = self
                        .diag(
                            codes::GENERIC_ARGUMENTS,
                            module,
                            ty.span,
                            "a type parameter without a type argument",
                        )
                        .label("no argument for this parameter")
                        .help("a spec or status type cannot be generic: its CRD has one schema; remove the type parameters");
                    Err(self.fail(d))
                }
            },
            TypeRef::Array(elem, len) => {
                let mut ts = self.array_of(module, env, elem)?;
                // serde writes `[T; N]` as a tuple of N elements and reads exactly N,
                // so the length is bounded both ways, as for tuples (`any_length`
                // clears it, for parity with controller-gen's Go `[N]T`).
                if let Some(n) = len {
                    ts.schema.insert("maxItems".into(), json!(n));
                    ts.schema.insert("minItems".into(), json!(n));
                }
                Ok(ts)
            }
            TypeRef::Tuple(elems) => {
                let mut built = Vec::new();
                let mut failed = false;
                for elem in elems {
                    match self.nested(module, elem.span, |b| b.type_schema(module, env, elem)) {
                        Ok(ts) => built.push(ts),
                        Err(Reported) => failed = true,
                    }
                }
                if failed {
                    return Err(Reported);
                }
                let (schema, prov) =
                    self.tuple_schema(module, ty.span, "this tuple", "tuple", built)?;
                Ok(TypeSchema {
                    prov,
                    ..Self::plain(schema)
                })
            }
            TypeRef::Primitive(name) => match scalar::primitive(name) {
                Some(s) => Ok(TypeSchema {
                    number: numbers::rust_number(name),
                    ..Self::plain(s)
                }),
                None => {
                    let d = self
                        .diag(
                            codes::WIDE_INTEGER,
                            module,
                            ty.span,
                            format!("`{name}` has no schema crdgen can write"),
                        )
                        .label("unsupported primitive")
                        .help("128-bit integers lose precision in JSON; use i64, u64 or a String");
                    Err(self.fail(d))
                }
            },
            TypeRef::Local { def, args } => self.local_use(module, env, *def, args, ty),
            TypeRef::External { path, args } => self.external(module, env, path, args, ty),
            TypeRef::Unit => {
                let d = self
                    .diag(
                        codes::UNSUPPORTED_TYPE,
                        module,
                        ty.span,
                        "`()` has no JSON form crdgen can describe",
                    )
                    .label("unit type")
                    .help("remove the field or give it a struct type");
                Err(self.fail(d))
            }
            TypeRef::Unsupported => {
                let d = self
                    .diag(
                        codes::UNSUPPORTED_TYPE,
                        module,
                        ty.span,
                        "this type cannot be expressed as a structural schema",
                    )
                    .label("unsupported type")
                    .help(
                        "use a struct, enum, String, integer, float, bool, Vec, BTreeMap or Option",
                    );
                Err(self.fail(d))
            }
            TypeRef::Unresolved(d) => Err(self.fail((**d).clone())),
        }
    }

    fn plain(schema: Schema) -> TypeSchema {
        TypeSchema {
            schema,
            optional: false,
            named: false,
            prov: Provenance::default(),
            number: None,
            null: false,
        }
    }

    fn named(schema: Schema, prov: Provenance) -> TypeSchema {
        TypeSchema {
            named: true,
            prov,
            ..Self::plain(schema)
        }
    }

    /// Applies a field's markers to its type's schema.
    fn apply_field_markers(
        &mut self,
        module: ModuleId,
        field_markers: &Markers,
        ts: &mut TypeSchema,
    ) -> Built<()> {
        let warnings = self.check_enum_readers(module, field_markers, &ts.prov)?;
        let applied = markers::apply_to(
            field_markers,
            &mut ts.schema,
            ts.named,
            ts.number,
            self.controller_gen,
        );
        if let Err(e) = applied {
            let d = self.attr_diag(module, e);
            return Err(self.fail(d));
        }
        self.warn_enum_readers(module, warnings);
        self.tag_rules(module, field_markers, &mut ts.prov);
        Ok(())
    }

    /// Checks the values `markers` admit or write against the Rust enums the schema of
    /// `prov` records as reading its nodes ([`markers::readers`]): before the markers are
    /// applied, so the error names the enum rather than the `enum` it replaces. Returns
    /// the warnings (values read through an alias), for [`Self::warn_enum_readers`] once
    /// the markers applied: a field's `enum` over its enum type keeps the type's `enum`
    /// beside it (`allOf`), so there an alias value is not admitted at all, and applying
    /// reports that (E0314) instead.
    fn check_enum_readers(
        &mut self,
        module: ModuleId,
        field_markers: &Markers,
        prov: &Provenance,
    ) -> Built<Vec<AttrError>> {
        markers::readers::check(field_markers, prov).map_err(|e| {
            let d = self.attr_diag(module, e);
            self.fail(d)
        })
    }

    /// Records the warnings [`Self::check_enum_readers`] returned.
    fn warn_enum_readers(&mut self, module: ModuleId, warnings: Vec<AttrError>) {
        for w in warnings {
            let location = self.model.location(module, w.span);
            self.warnings.push(w.into_warning(location));
        }
    }

    /// Records the markers behind the rules `markers` just added to the root of `prov`'s
    /// schema.
    fn tag_rules(&self, module: ModuleId, field_markers: &Markers, prov: &mut Provenance) {
        let model = self.model;
        markers::tag_rules(field_markers, prov, &mut Vec::new(), &mut |span| {
            model.location(module, span)
        });
    }

    fn array_of(&mut self, module: ModuleId, env: &Env<'m>, elem: &'m Ty) -> Built<TypeSchema> {
        let mut items = self.nested(module, elem.span, |b| b.type_schema(module, env, elem))?;
        keep_null(&mut items);
        let mut s = Schema::new();
        s.insert("items".into(), Value::Object(items.schema));
        s.insert("type".into(), json!("array"));
        let mut ts = Self::plain(s);
        ts.prov.nest(Step::Items, items.prov);
        Ok(ts)
    }

    /// The `n`-th type argument written on a type of another crate (`Vec<T>`'s `T`).
    fn nth_arg(&mut self, module: ModuleId, args: &'m [Ty], n: usize, ty: &Ty) -> Built<&'m Ty> {
        match args.get(n) {
            Some(arg) => Ok(arg),
            None => {
                let d = self
                    .diag(
                        codes::GENERIC_ARGUMENTS,
                        module,
                        ty.span,
                        "missing generic argument",
                    )
                    .label("this type needs its type arguments")
                    .help("write the full type, e.g. Vec<String>");
                Err(self.fail(d))
            }
        }
    }

    /// A type of the crate used at `ty` (in `use_module`, with the bindings `env`).
    fn local_use(
        &mut self,
        use_module: ModuleId,
        env: &Env<'m>,
        id: TypeId,
        args: &'m [Ty],
        ty: &'m Ty,
    ) -> Built<TypeSchema> {
        let def = self.model.def(id);
        if def.generics.len() != args.len() {
            let d = self
                .diag(
                    codes::GENERIC_ARGUMENTS,
                    use_module,
                    ty.span,
                    format!(
                        "expected {} type argument(s), found {}",
                        def.generics.len(),
                        args.len()
                    ),
                )
                .help("write every type argument of the type");
            return Err(self.fail(d));
        }
        let bound: Env<'m> = Rc::new(
            args.iter()
                .map(|arg| Binding {
                    ty: arg,
                    module: use_module,
                    env: env.clone(),
                })
                .collect(),
        );
        if let Body::Alias(aliased) = &def.body {
            return self.type_schema(def.module, &bound, aliased);
        }
        if !def.serialize.is_derived() && !def.markers.gives_schema() {
            if self.schema_is_given() {
                return Ok(Self::plain(Schema::new()));
            }
            let d = self.unseen_serialize(use_module, def, ty);
            return Err(self.fail(d));
        }
        let cached = self.local_type(id, &bound, ty.span, use_module)?;
        Ok(Self::named(cached.schema, cached.prov))
    }

    /// The schema of a struct or enum of the crate, one nesting level below the current
    /// one. `use_span` in `use_module` is where the type is written, for errors there.
    fn local_type(
        &mut self,
        id: TypeId,
        env: &Env<'m>,
        use_span: proc_macro2::Span,
        use_module: ModuleId,
    ) -> Built<Cached> {
        let generic = !env.is_empty();
        if !generic && let Some(hit) = self.cache.get(&id) {
            return match hit.clone() {
                Ok(c) => {
                    self.check_nesting(use_module, use_span, c.height + 1)?;
                    self.deepest = self.deepest.max(self.nesting + c.height + 1);
                    Ok(c)
                }
                Err(ds) => {
                    self.errors.extend(ds.iter().cloned());
                    Err(Reported)
                }
            };
        }
        let errors_before = self.errors.len();
        let outer_deepest = std::mem::replace(&mut self.deepest, self.nesting);
        let result = self.nested(use_module, use_span, |b| b.local_type_uncached(id, env));
        let height = self.deepest.saturating_sub(self.nesting + 1);
        self.deepest = self.deepest.max(outer_deepest);
        let result = result.map(|(schema, prov)| Cached {
            schema,
            prov,
            height,
        });
        if !generic {
            let entry = match &result {
                Ok(c) => Ok(c.clone()),
                Err(Reported) => Err(Rc::new(self.errors[errors_before..].to_vec())),
            };
            self.cache.insert(id, entry);
        }
        result
    }

    fn local_type_uncached(&mut self, id: TypeId, env: &Env<'m>) -> Built<(Schema, Provenance)> {
        let def = self.model.def(id);
        if let Some(pos) = self.stack.iter().position(|&t| t == id) {
            let mut cycle: Vec<String> = self.stack[pos..]
                .iter()
                .map(|&t| self.model.def(t).name.clone())
                .collect();
            cycle.push(def.name.clone());
            let d = self
                .diag(codes::RECURSIVE_TYPE, def.module, def.span, format!("recursive type `{}` cannot be expressed as a structural schema", def.name))
                .label("this type contains itself")
                .note(format!("cycle: {}", cycle.join(" → ")))
                .help("structural schemas cannot refer to themselves; break the cycle with a depth-limited copy of the type or a serde_json::Value field");
            return Err(self.fail(d));
        }
        self.stack.push(id);
        let result = self.expand(def, env);
        self.stack.pop();
        result
    }

    fn expand(&mut self, def: &'m TypeDef, env: &Env<'m>) -> Built<(Schema, Provenance)> {
        self.warnings.extend(def.warnings.iter().cloned());
        let gives = given::gives_schema(&def.markers);
        let body = if self.fail_all(&def.serde_errors).is_err() {
            Err(Reported)
        } else if gives && (def.serde.opaque.is_some() || !def.serialize.is_derived()) {
            // `remote` / `into` or a hand-written `Serialize`, with the schema given: the
            // body is not what is written.
            Ok((Schema::new(), Provenance::default(), Vec::new()))
        } else {
            self.giving(gives, |b| match &def.body {
                Body::Enum(variants) => b
                    .enum_schema(def, env, variants)
                    .map(|(s, p)| (s, p, Vec::new())),
                _ => b.struct_schema(def, env),
            })
        };
        // The type's own markers apply once its body is known; a mistake in them is
        // reported with the body's.
        if self.fail_all(&def.errors).is_err() {
            return Err(Reported);
        }
        let (mut schema, mut prov, embedded) = body?;
        if !schema.contains_key("description")
            && let Some(d) = &def.docs
        {
            schema.insert("description".into(), Value::String(d.clone()));
        }
        let warnings = self.check_enum_readers(def.module, &def.markers, &prov)?;
        if let Err(e) = markers::apply(&def.markers, &mut schema, self.controller_gen) {
            let d = self.attr_diag(def.module, e);
            return Err(self.fail(d));
        }
        self.warn_enum_readers(def.module, warnings);
        self.tag_rules(def.module, &def.markers, &mut prov);
        // Flattened structs' keywords meet the finished outer object, its own markers
        // included, as controller-gen flattens an embedded struct's `allOf`.
        self.merge_embedded(&mut schema, &mut prov, embedded)?;
        Ok((schema, prov))
    }
}

/// A value written where no key of its own can be left out (a list's item, a map's value,
/// a newtype's or one-field variant's content): serde writes `None` and a
/// `serde_json::Value`'s null as `null` there, which the API server drops from a map (an
/// entry lost), replaces by a default, or rejects in a list, unless the node is
/// `nullable` (see [`defaulting`]).
fn keep_null(ts: &mut TypeSchema) {
    if ts.optional || ts.null {
        ts.schema.insert("nullable".into(), Value::Bool(true));
    }
}

/// The properties collected from a struct's fields (flattened fields merged in).
#[derive(Default)]
struct Fields {
    properties: Schema,
    required: Vec<String>,
    /// A flattened map or `serde_json::Value`: unknown fields must be kept.
    open: bool,
    /// Rules the fields put on the object (immutable optional fields), in field order.
    rules: Vec<Value>,
    /// Where the properties and rules came from.
    prov: Provenance,
    /// The fields behind each property, for names several fields share under
    /// exclusive `cfg`s ([`cfg_fields`]).
    conditions: cfg_fields::Conditions,
    /// The type-level keywords of flattened structs, merged into the finished object
    /// ([`embed`]).
    embedded: Vec<embed::Embedded>,
}

/// The object schema of a set of fields.
fn object_from(mut fields: Fields) -> (Schema, Provenance) {
    // controller-gen writes `required` sorted (814 of the 818 required lists in the
    // conformance goldens; the 4 others are hand-written), not in field order.
    fields.required.sort_unstable();
    let mut s = Schema::new();
    if !fields.properties.is_empty() {
        s.insert("properties".into(), Value::Object(fields.properties));
    }
    if !fields.required.is_empty() {
        s.insert(
            "required".into(),
            Value::Array(fields.required.into_iter().map(Value::String).collect()),
        );
    }
    s.insert("type".into(), json!("object"));
    if fields.open {
        s.insert("x-kubernetes-preserve-unknown-fields".into(), json!(true));
    }
    if !fields.rules.is_empty() {
        s.insert(
            "x-kubernetes-validations".into(),
            Value::Array(fields.rules),
        );
    }
    (s, fields.prov)
}
