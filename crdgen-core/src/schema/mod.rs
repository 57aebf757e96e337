//! Rust types → structural OpenAPI v3 schemas, following serde exactly.
//!
//! Schemas are `serde_json` maps; key order does not matter because the YAML emitter
//! sorts keys the way go-yaml does. Local types are looked up through the resolver of
//! [`crate::source`], built-in Kubernetes types through [`crate::k8s`].

mod cel_types;
mod cfg_fields;
mod enums;
pub mod prune;
pub mod rule_checks;
pub mod scalar;
pub mod structural;
pub mod validate;

use std::collections::HashMap;

use serde_json::{Map, Value, json};
use syn::spanned::Spanned;

use crate::diagnostic::codes::{Code, markers as codes};
use crate::diagnostic::escape;
use crate::diagnostic::{Diagnostic, Location};
use crate::model::markers::{self, Place};
use crate::model::presence::{self, Presence};
use crate::model::{AttrError, docs, go_markers, serde as serde_attrs};
use crate::source::cfg::Predicate;
use crate::source::{ModuleId, Resolved, SourceSet};

/// A schema node.
pub type Schema = Map<String, Value>;

/// A type's schema and whether serde may leave it out (`Option`).
pub struct TypeSchema {
    /// The schema.
    pub schema: Schema,
    /// `Option<T>`: the field is optional.
    pub optional: bool,
    /// A named type's schema (a local struct, enum or newtype, or a Kubernetes type),
    /// whose validations field markers do not silently replace (see
    /// [`markers::Markers::apply_over_named`]).
    pub named: bool,
}

/// Generic parameters bound to concrete types: name → (module of the use site, type).
type Env<'a> = Vec<(String, ModuleId, &'a syn::Type)>;

/// How many schemas may nest inside one another (objects of local types, array items,
/// map values). kube and crdgen's `crd()` read a CRD with serde_json, which stops at 128
/// levels of JSON; a struct field costs two of them and the CRD's own envelope eight, so
/// 32 keeps every CRD readable. Real API types nest about ten.
pub const MAX_SCHEMA_NESTING: usize = 32;

/// How many type expressions may be expanded inside one another, wrappers (`Option`,
/// `Box`, aliases, parentheses) included: the builder recurses once per level, and a
/// longer chain would overflow the stack instead of failing with an error.
pub const MAX_TYPE_RECURSION: usize = 256;

/// Builds schemas; one per generation run so the cache is shared across kinds.
pub struct SchemaBuilder<'a> {
    src: &'a SourceSet,
    k8s_version: String,
    /// Types being expanded, outermost first, to report recursion as a cycle.
    stack: Vec<(String, proc_macro2::Span, ModuleId)>,
    /// Schemas of non-generic local types, by item address, with how many schema
    /// levels each nests below its own (so a cached schema reused deeper down is still
    /// held to [`MAX_SCHEMA_NESTING`]).
    cache: HashMap<*const syn::Item, (Schema, usize)>,
    /// Type expressions being expanded (see [`MAX_TYPE_RECURSION`]).
    recursion: usize,
    /// Schemas being built inside one another (see [`MAX_SCHEMA_NESTING`]).
    nesting: usize,
    /// The deepest `nesting` reached since the current local item began expanding.
    deepest: usize,
    /// Each module's `crdgen::module_markers!` presence default, read once.
    module_presence: HashMap<ModuleId, Option<(Presence, proc_macro2::Span)>>,
    /// Warnings found while building schemas, taken by the CRD that asked for them.
    warnings: Vec<Diagnostic>,
    /// Where each CEL rule and each field came from, indexed by its
    /// [`rule_checks::SITE`] or [`rule_checks::ORIGIN`] tag.
    sites: Vec<Location>,
}

/// Object properties collected from a struct's fields (flattened fields merged in).
#[derive(Default)]
struct Fields {
    properties: Schema,
    required: Vec<String>,
    /// A flattened map or `serde_json::Value`: unknown fields must be kept.
    open: bool,
    /// Rules the fields put on the object (immutable optional fields), in field order.
    rules: Vec<Value>,
    /// The fields behind each property, for names several fields share under
    /// exclusive `cfg`s ([`cfg_fields`]).
    conditions: cfg_fields::Conditions,
}

impl<'a> SchemaBuilder<'a> {
    /// A builder over a parsed source set, using the given Kubernetes version's
    /// definitions for built-in types.
    pub fn new(src: &'a SourceSet, k8s_version: &str) -> SchemaBuilder<'a> {
        SchemaBuilder {
            src,
            k8s_version: k8s_version.to_owned(),
            stack: Vec::new(),
            cache: HashMap::new(),
            recursion: 0,
            nesting: 0,
            deepest: 0,
            module_presence: HashMap::new(),
            warnings: Vec::new(),
            sites: Vec::new(),
        }
    }

    /// The markers of the CEL rules and the fields in the schemas built so far, for
    /// [`rule_checks::check`].
    pub fn sites(&self) -> &[Location] {
        &self.sites
    }

    /// Records a CEL rule's marker and returns the tag that refers to it.
    fn site(&mut self, module: ModuleId, span: proc_macro2::Span) -> Value {
        self.sites.push(self.src.location_in(module, span));
        Value::from(self.sites.len() - 1)
    }

    /// Tags the CEL rules `markers` just added to `schema` with their sites.
    fn tag_rules(&mut self, module: ModuleId, markers: &markers::Markers, schema: &mut Schema) {
        markers.tag_rules(schema, &mut |span| self.site(module, span));
    }

    /// The warnings found since the last call (each type's once: schemas are cached).
    pub fn take_warnings(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.warnings)
    }

    /// The source set.
    pub fn source(&self) -> &'a SourceSet {
        self.src
    }

    /// An error of kind `code` at `span` in `module`.
    fn diag(
        &self,
        code: Code,
        module: ModuleId,
        span: proc_macro2::Span,
        message: impl Into<String>,
    ) -> Diagnostic {
        Diagnostic::error(code, message).at(self.src.location_in(module, span))
    }

    fn attr_diag(&self, module: ModuleId, err: AttrError) -> Diagnostic {
        let location = self.src.location_in(module, err.span);
        err.into_diagnostic(location)
    }

    /// The schema of a local struct or enum item, as used at the root of a spec or status.
    pub fn item_schema(
        &mut self,
        module: ModuleId,
        item: &'a syn::Item,
    ) -> Result<Schema, Diagnostic> {
        self.local_item(module, item, &Vec::new(), item.span(), module)
    }

    /// The schema of a type written in `module`.
    fn type_schema(
        &mut self,
        module: ModuleId,
        env: &Env<'a>,
        ty: &'a syn::Type,
    ) -> Result<TypeSchema, Diagnostic> {
        if self.recursion >= MAX_TYPE_RECURSION {
            return Err(self
                .diag(
                    crate::diagnostic::codes::input::TYPE_TOO_DEEP,
                    module,
                    ty.span(),
                    format!("type nested more than {MAX_TYPE_RECURSION} levels deep"),
                )
                .label("too deeply nested")
                .help("shorten the chain of wrappers and aliases (Option, Box, type aliases); crdgen stops here rather than overflow its stack"));
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
        build: impl FnOnce(&mut Self) -> Result<T, Diagnostic>,
    ) -> Result<T, Diagnostic> {
        self.check_nesting(module, span, 1)?;
        self.nesting += 1;
        self.deepest = self.deepest.max(self.nesting);
        let result = build(self);
        self.nesting -= 1;
        result
    }

    /// Fails when `levels` more schemas below the current one would nest too deep.
    fn check_nesting(
        &self,
        module: ModuleId,
        span: proc_macro2::Span,
        levels: usize,
    ) -> Result<(), Diagnostic> {
        if self.nesting + levels <= MAX_SCHEMA_NESTING {
            return Ok(());
        }
        Err(self
            .diag(
                crate::diagnostic::codes::input::SCHEMA_TOO_DEEP,
                module,
                span,
                format!("schema nested more than {MAX_SCHEMA_NESTING} levels deep"),
            )
            .label("too deeply nested")
            .note(format!("every local struct or enum, array item and map value nests one level; this type reaches level {}", self.nesting + levels))
            .help("flatten the type, or use serde_json::Value for the deep part: Kubernetes clients read CRDs with serde_json, which stops at 128 levels of JSON"))
    }

    fn type_schema_unguarded(
        &mut self,
        module: ModuleId,
        env: &Env<'a>,
        ty: &'a syn::Type,
    ) -> Result<TypeSchema, Diagnostic> {
        match ty {
            syn::Type::Paren(p) => self.type_schema(module, env, &p.elem),
            syn::Type::Group(g) => self.type_schema(module, env, &g.elem),
            syn::Type::Reference(r) => self.type_schema(module, env, &r.elem),
            syn::Type::Array(a) => self.array_of(module, env, &a.elem),
            syn::Type::Slice(s) => self.array_of(module, env, &s.elem),
            syn::Type::Path(p) if p.qself.is_none() => self.path_schema(module, env, &p.path, ty),
            syn::Type::Tuple(t) if t.elems.is_empty() => Err(self
                .diag(
                    codes::UNSUPPORTED_TYPE,
                    module,
                    ty.span(),
                    "`()` has no JSON form crdgen can describe",
                )
                .label("unit type")
                .help("remove the field or give it a struct type")),
            _ => Err(self
                .diag(
                    codes::UNSUPPORTED_TYPE,
                    module,
                    ty.span(),
                    "this type cannot be expressed as a structural schema",
                )
                .label("unsupported type")
                .help("use a struct, enum, String, integer, float, bool, Vec, BTreeMap or Option")),
        }
    }

    fn plain(schema: Schema) -> TypeSchema {
        TypeSchema {
            schema,
            optional: false,
            named: false,
        }
    }

    fn named(schema: Schema) -> TypeSchema {
        TypeSchema {
            named: true,
            ..Self::plain(schema)
        }
    }

    /// Applies a field's markers to its type's schema.
    fn apply_field_markers(
        &mut self,
        module: ModuleId,
        markers: &markers::Markers,
        ts: &mut TypeSchema,
    ) -> Result<(), Diagnostic> {
        let applied = if ts.named {
            markers.apply_over_named(&mut ts.schema)
        } else {
            markers.apply(&mut ts.schema)
        };
        applied.map_err(|e| self.attr_diag(module, e))?;
        self.tag_rules(module, markers, &mut ts.schema);
        Ok(())
    }

    fn array_of(
        &mut self,
        module: ModuleId,
        env: &Env<'a>,
        elem: &'a syn::Type,
    ) -> Result<TypeSchema, Diagnostic> {
        let items = self
            .nested(module, elem.span(), |b| b.type_schema(module, env, elem))?
            .schema;
        let mut s = Schema::new();
        s.insert("items".into(), Value::Object(items));
        s.insert("type".into(), json!("array"));
        Ok(Self::plain(s))
    }

    fn generic_args(path: &'a syn::Path) -> Vec<&'a syn::Type> {
        let Some(last) = path.segments.last() else {
            return Vec::new();
        };
        match &last.arguments {
            syn::PathArguments::AngleBracketed(a) => a
                .args
                .iter()
                .filter_map(|arg| match arg {
                    syn::GenericArgument::Type(t) => Some(t),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    fn nth_arg(
        &self,
        module: ModuleId,
        path: &'a syn::Path,
        n: usize,
        ty: &syn::Type,
    ) -> Result<&'a syn::Type, Diagnostic> {
        Self::generic_args(path).get(n).copied().ok_or_else(|| {
            self.diag(
                codes::GENERIC_ARGUMENTS,
                module,
                ty.span(),
                "missing generic argument",
            )
            .label("this type needs its type arguments")
            .help("write the full type, e.g. Vec<String>")
        })
    }

    fn path_schema(
        &mut self,
        module: ModuleId,
        env: &Env<'a>,
        path: &'a syn::Path,
        ty: &'a syn::Type,
    ) -> Result<TypeSchema, Diagnostic> {
        // A generic parameter of the type being expanded.
        if let Some(ident) = path.get_ident()
            && let Some((_, m, bound)) = env.iter().rev().find(|(n, _, _)| ident == n)
        {
            let (m, bound) = (*m, *bound);
            return self.type_schema(m, &Vec::new(), bound);
        }
        let resolved = self.src.resolve_type_path(module, path)?;
        match resolved {
            Resolved::Primitive(name) => match scalar::primitive(name) {
                Some(s) => Ok(Self::plain(s)),
                None => Err(self
                    .diag(
                        codes::WIDE_INTEGER,
                        module,
                        ty.span(),
                        format!("`{name}` has no schema crdgen can write"),
                    )
                    .label("unsupported primitive")
                    .help("128-bit integers lose precision in JSON; use i64, u64 or a String")),
            },
            Resolved::Local { module: m, item } => {
                let args = Self::generic_args(path);
                self.local_use(module, m, item, &args, ty)
            }
            Resolved::External(segments) => self.external(module, env, path, &segments, ty),
        }
    }

    fn local_use(
        &mut self,
        use_module: ModuleId,
        item_module: ModuleId,
        item: &'a syn::Item,
        args: &[&'a syn::Type],
        ty: &'a syn::Type,
    ) -> Result<TypeSchema, Diagnostic> {
        let generics = match item {
            syn::Item::Struct(s) => &s.generics,
            syn::Item::Enum(e) => &e.generics,
            syn::Item::Type(t) => &t.generics,
            _ => {
                return Err(self
                    .diag(
                        codes::NOT_A_TYPE,
                        use_module,
                        ty.span(),
                        "this path does not name a type",
                    )
                    .help("use a struct, enum or type alias"));
            }
        };
        let params: Vec<String> = generics
            .type_params()
            .map(|p| p.ident.to_string())
            .collect();
        if params.len() != args.len() {
            return Err(self
                .diag(
                    codes::GENERIC_ARGUMENTS,
                    use_module,
                    ty.span(),
                    format!(
                        "expected {} type argument(s), found {}",
                        params.len(),
                        args.len()
                    ),
                )
                .help("write every type argument of the type"));
        }
        let env: Env<'a> = params
            .into_iter()
            .zip(args.iter().map(|a| (use_module, *a)))
            .map(|(n, (m, t))| (n, m, t))
            .collect();
        if let syn::Item::Type(alias) = item {
            return self.type_schema(item_module, &env, &alias.ty);
        }
        let schema = self.local_item(item_module, item, &env, ty.span(), use_module)?;
        Ok(Self::named(schema))
    }

    /// The schema of a local struct or enum, one nesting level below the current one.
    /// `use_span` in `use_module` is where the type is written, for errors there.
    fn local_item(
        &mut self,
        module: ModuleId,
        item: &'a syn::Item,
        env: &Env<'a>,
        use_span: proc_macro2::Span,
        use_module: ModuleId,
    ) -> Result<Schema, Diagnostic> {
        let key = item as *const syn::Item;
        if env.is_empty()
            && let Some((s, height)) = self.cache.get(&key)
        {
            let (s, height) = (s.clone(), *height);
            self.check_nesting(use_module, use_span, height + 1)?;
            self.deepest = self.deepest.max(self.nesting + height + 1);
            return Ok(s);
        }
        let outer_deepest = std::mem::replace(&mut self.deepest, self.nesting);
        let result = self.nested(use_module, use_span, |b| {
            b.local_item_uncached(module, item, env, use_span)
        });
        let height = self.deepest.saturating_sub(self.nesting + 1);
        self.deepest = self.deepest.max(outer_deepest);
        let schema = result?;
        if env.is_empty() {
            self.cache.insert(key, (schema.clone(), height));
        }
        Ok(schema)
    }

    fn local_item_uncached(
        &mut self,
        module: ModuleId,
        item: &'a syn::Item,
        env: &Env<'a>,
        use_span: proc_macro2::Span,
    ) -> Result<Schema, Diagnostic> {
        let (name, ident_span) = match item {
            syn::Item::Struct(s) => (s.ident.to_string(), s.ident.span()),
            syn::Item::Enum(e) => (e.ident.to_string(), e.ident.span()),
            _ => {
                return Err(self.diag(
                    codes::NOT_A_TYPE,
                    module,
                    use_span,
                    "expected a struct or enum",
                ));
            }
        };
        if let Some(pos) = self.stack.iter().position(|(n, span, m)| {
            *n == name && *m == module && span.start() == ident_span.start()
        }) {
            let mut cycle: Vec<String> = self.stack[pos..]
                .iter()
                .map(|(n, _, _)| n.clone())
                .collect();
            cycle.push(name.clone());
            let (_, first_span, first_module) = &self.stack[pos];
            return Err(self
                .diag(codes::RECURSIVE_TYPE, *first_module, *first_span, format!("recursive type `{name}` cannot be expressed as a structural schema"))
                .label("this type contains itself")
                .note(format!("cycle: {}", cycle.join(" → ")))
                .help("structural schemas cannot refer to themselves; break the cycle with a depth-limited copy of the type or a serde_json::Value field"));
        }
        self.stack.push((name, ident_span, module));
        let result = self.expand_item(module, item, env);
        self.stack.pop();
        result
    }

    fn expand_item(
        &mut self,
        module: ModuleId,
        item: &'a syn::Item,
        env: &Env<'a>,
    ) -> Result<Schema, Diagnostic> {
        let (attrs, mut schema) = match item {
            syn::Item::Struct(s) => (&s.attrs, self.struct_schema(module, env, s)?),
            syn::Item::Enum(e) => (&e.attrs, self.enum_schema(module, env, e)?),
            _ => {
                return Err(self.diag(
                    codes::NOT_A_TYPE,
                    module,
                    item.span(),
                    "expected a struct or enum",
                ));
            }
        };
        if !schema.contains_key("description")
            && let Some(d) = docs::description(attrs)
        {
            schema.insert("description".into(), Value::String(d));
        }
        let place = if crate::model::derives_custom_resource(attrs) {
            Place::Kind
        } else {
            Place::Type
        };
        go_markers::check(attrs).map_err(|e| self.attr_diag(module, e))?;
        let type_markers = markers::parse(attrs, place).map_err(|e| self.attr_diag(module, e))?;
        type_markers
            .apply(&mut schema)
            .map_err(|e| self.attr_diag(module, e))?;
        self.tag_rules(module, &type_markers, &mut schema);
        Ok(schema)
    }

    fn struct_schema(
        &mut self,
        module: ModuleId,
        env: &Env<'a>,
        s: &'a syn::ItemStruct,
    ) -> Result<Schema, Diagnostic> {
        let cattrs = serde_attrs::container(&s.attrs).map_err(|e| self.attr_diag(module, e))?;
        if let Some((span, key)) = &cattrs.opaque {
            return Err(self.opaque(module, *span, key));
        }
        match &s.fields {
            syn::Fields::Named(named) => {
                if cattrs.transparent {
                    return self.transparent(module, env, named.named.iter(), s.ident.span());
                }
                let fields = self.named_fields(
                    module,
                    env,
                    named.named.iter(),
                    cattrs.rename_all,
                    cattrs.default,
                )?;
                Ok(object_from(fields))
            }
            syn::Fields::Unnamed(unnamed) => {
                let live: Vec<&'a syn::Field> = unnamed
                    .unnamed
                    .iter()
                    .filter(|f| !crate::source::cfg::is_absent(&f.attrs))
                    .collect();
                if cattrs.transparent || live.len() == 1 {
                    // A newtype struct: serde writes the inner value.
                    return self.transparent(module, env, live.into_iter(), s.ident.span());
                }
                Err(self
                    .diag(
                        codes::TUPLE_STRUCT,
                        module,
                        s.ident.span(),
                        format!(
                            "tuple struct `{}` is written by serde as a JSON array of mixed types",
                            s.ident
                        ),
                    )
                    .label("tuple struct")
                    .help("structural schemas need one item type; use a struct with named fields"))
            }
            syn::Fields::Unit => Err(self
                .diag(
                    codes::UNIT_STRUCT,
                    module,
                    s.ident.span(),
                    format!("unit struct `{}` is written by serde as `null`", s.ident),
                )
                .label("unit struct")
                .help("give it named fields, or use a unit enum variant")),
        }
    }

    fn transparent(
        &mut self,
        module: ModuleId,
        env: &Env<'a>,
        fields: impl Iterator<Item = &'a syn::Field>,
        ident_span: proc_macro2::Span,
    ) -> Result<Schema, Diagnostic> {
        let mut last = None;
        for f in fields.filter(|f| !crate::source::cfg::is_absent(&f.attrs)) {
            let fa = serde_attrs::field(&f.attrs).map_err(|e| self.attr_diag(module, e))?;
            if !fa.skip && !is_phantom(&f.ty) {
                last = Some(f);
            }
        }
        let Some(f) = last else {
            return Err(self
                .diag(
                    codes::TRANSPARENT_WITHOUT_FIELD,
                    module,
                    ident_span,
                    "a transparent struct needs one field",
                )
                .label("every field is skipped")
                .help("keep one field that serde writes, or remove #[serde(transparent)]"));
        };
        let mut ts = self.type_schema(module, env, &f.ty)?;
        let m = markers::parse(&f.attrs, Place::Field).map_err(|e| self.attr_diag(module, e))?;
        if let Some((_, span)) = m.presence().map_err(|e| self.attr_diag(module, e))? {
            return Err(self.attr_diag(module, presence::misplaced(span, "the field of a newtype")));
        }
        self.apply_field_markers(module, &m, &mut ts)?;
        Ok(ts.schema)
    }

    fn opaque(&self, module: ModuleId, span: proc_macro2::Span, key: &str) -> Diagnostic {
        self.diag(codes::CUSTOM_SERIALIZATION, module, span, format!("`#[serde({key} = ...)]` changes what serde writes in a way crdgen cannot see"))
            .label("custom serialization")
            .help("crdgen reads types, not functions; remove it or model the JSON form as a type (a newtype or enum)")
    }

    fn named_fields(
        &mut self,
        module: ModuleId,
        env: &Env<'a>,
        fields: impl Iterator<Item = &'a syn::Field>,
        rename_all: Option<crate::model::case::RenameRule>,
        container_default: bool,
    ) -> Result<Fields, Diagnostic> {
        let mut out = Fields::default();
        for f in fields {
            // A field under a constantly false `cfg` is in no build (source::cfg).
            let field_cfg = Predicate::of(&f.attrs);
            if field_cfg.constant() == Some(false) {
                continue;
            }
            let fa = serde_attrs::field(&f.attrs).map_err(|e| self.attr_diag(module, e))?;
            if fa.skip || (fa.skip_serializing && fa.skip_deserializing) || is_phantom(&f.ty) {
                continue;
            }
            if let Some((span, key)) = &fa.opaque {
                return Err(self.opaque(module, *span, key));
            }
            go_markers::check(&f.attrs).map_err(|e| self.attr_diag(module, e))?;
            let field_markers =
                markers::parse(&f.attrs, Place::Field).map_err(|e| self.attr_diag(module, e))?;
            if fa.flatten {
                let presence = field_markers
                    .presence()
                    .map_err(|e| self.attr_diag(module, e))?;
                if let Some((_, span)) = presence {
                    return Err(
                        self.attr_diag(module, presence::misplaced(span, "a flattened field"))
                    );
                }
                if let Some(span) = field_markers.immutable() {
                    return Err(self.attr_diag(
                        module,
                        crate::model::AttrError::new(
                            crate::diagnostic::codes::cel::IMMUTABLE_ON_FLATTENED_FIELD,
                            span,
                            "`immutable` does not apply to a flattened field",
                        )
                        .label("its fields are the parent's")
                        .help("mark the fields of the flattened struct #[crd(immutable)] instead"),
                    ));
                }
                self.flatten_into(module, env, f, field_cfg, &mut out)?;
                continue;
            }
            let Some(ident) = &f.ident else { continue };
            let rust_name = ident.to_string();
            let rust_name = rust_name.strip_prefix("r#").unwrap_or(&rust_name);
            let name = match (&fa.rename, rename_all) {
                (Some(r), _) => r.clone(),
                (None, Some(rule)) => rule.apply_to_field(rust_name),
                (None, None) => rust_name.to_owned(),
            };
            let mut ts = self.type_schema(module, env, &f.ty)?;
            if let Some(d) = docs::description(&f.attrs) {
                ts.schema.insert("description".into(), Value::String(d));
            }
            self.apply_field_markers(module, &field_markers, &mut ts)?;
            if let Some((span, function)) = &fa.default_fn
                && !ts.schema.contains_key("default")
            {
                self.warn_unevaluated_default(module, *span, function, &name);
            }
            let serde_view = presence::SerdeView {
                may_omit: ts.optional
                    || fa.default
                    || container_default
                    || fa.skip_serializing_if
                    || fa.skip_serializing
                    || fa.skip_deserializing,
                can_be_absent: ts.optional
                    || fa.default
                    || container_default
                    || fa.skip_deserializing,
                writes_null: ts.optional && !fa.skip_serializing_if && !fa.skip_serializing,
            };
            let decision = self.presence(module, &field_markers, serde_view, ident.span())?;
            let optional = !decision.required;
            if decision.nullable {
                ts.schema.insert("nullable".into(), Value::Bool(true));
            }
            let immutable = field_markers.immutable().is_some();
            // A second field of this name is a duplicate unless no build has both.
            let merged = out.properties.contains_key(&name);
            if merged && !out.conditions.exclusive(&name, &field_cfg) {
                return Err(self
                    .diag(
                        codes::DUPLICATE_JSON_NAME,
                        module,
                        ident.span(),
                        format!("two fields are written as `{}`", escape::value(&name)),
                    )
                    .label("duplicate JSON name")
                    .help("rename one of them with #[serde(rename = \"...\")]"));
            }
            if let Some(span) = field_markers.immutable()
                && optional
                && (!merged || out.required.contains(&name))
            {
                let mut rule = crate::model::cel::immutable_once_set(&name, span)
                    .map_err(|e| self.attr_diag(module, e))?;
                if let Value::Object(r) = &mut rule {
                    r.insert(rule_checks::SITE.to_owned(), self.site(module, span));
                }
                out.rules.push(rule);
            }
            let at = (module, ident.span());
            if let Some(existing) = out.properties.get_mut(&name) {
                cfg_fields::merge(
                    self.src,
                    &out.conditions,
                    &name,
                    existing,
                    &ts.schema,
                    immutable,
                    at,
                )?;
                if optional {
                    out.required.retain(|r| *r != name);
                }
                out.conditions.record(&name, field_cfg, immutable, at);
                continue;
            }
            out.conditions.record(&name, field_cfg, immutable, at);
            if !optional {
                out.required.push(name.clone());
            }
            // The checks on the finished CRD report at the field that made the node.
            let origin = self.site(module, ident.span());
            ts.schema.insert(rule_checks::ORIGIN.to_owned(), origin);
            out.properties.insert(name, Value::Object(ts.schema));
        }
        Ok(out)
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
        .at(self.src.location_in(module, span))
        .label("not evaluated")
        .note("the API server stores objects without the field; only readers built on this crate apply the default")
        .help(format!(
            "write #[crd(default = ...)] with the value `{function}` returns, so the API server fills it in"
        ));
        self.warnings.push(warning);
    }

    /// A field's presence: serde's view, overridden by the field's marker or its
    /// module's `crdgen::module_markers!`.
    fn presence(
        &mut self,
        module: ModuleId,
        field_markers: &markers::Markers,
        serde_view: presence::SerdeView,
        field_span: proc_macro2::Span,
    ) -> Result<presence::Decision, Diagnostic> {
        let field = field_markers
            .presence()
            .map_err(|e| self.attr_diag(module, e))?;
        let module_default = match self.module_presence.get(&module) {
            Some(d) => *d,
            None => {
                let d = presence::module_default(self.src.items(module))
                    .map_err(|e| self.attr_diag(module, e))?;
                self.module_presence.insert(module, d);
                d
            }
        };
        presence::decide(serde_view, field, module_default, field_span).map_err(|e| {
            let d = self.attr_diag(module, e);
            match (field, module_default) {
                (None, Some((_, at))) => {
                    let at = self.src.location_in(module, at);
                    d.note(format!(
                        "the module default is set at {}:{}:{}",
                        at.file.display(),
                        at.line,
                        at.column
                    ))
                }
                _ => d,
            }
        })
    }

    fn flatten_into(
        &mut self,
        module: ModuleId,
        env: &Env<'a>,
        f: &'a syn::Field,
        field_cfg: Predicate,
        out: &mut Fields,
    ) -> Result<(), Diagnostic> {
        let ts = self.type_schema(module, env, &f.ty)?;
        let s = ts.schema;
        if s.contains_key("additionalProperties")
            || s.contains_key("x-kubernetes-preserve-unknown-fields")
        {
            // Flattened map: its keys sit beside the named fields. A structural schema
            // cannot have both properties and additionalProperties, so unknown fields
            // are preserved instead (nothing serde writes is pruned).
            out.open = true;
            return Ok(());
        }
        let Some(Value::Object(props)) = s.get("properties") else {
            return Err(self
                .diag(
                    codes::FLATTEN_NOT_OBJECT,
                    module,
                    f.ty.span(),
                    "only structs and maps can be flattened",
                )
                .label("not an object")
                .help("remove #[serde(flatten)] or flatten a struct"));
        };
        let at = (module, f.ty.span());
        let required: Vec<&str> = match s.get("required") {
            Some(Value::Array(req)) if !ts.optional => {
                req.iter().filter_map(Value::as_str).collect()
            }
            _ => Vec::new(),
        };
        for (k, v) in props {
            // A flattened field's own `cfg` counts (its inner fields' do not: they are
            // decided inside the flattened type).
            if let Some(existing) = out.properties.get_mut(k)
                && out.conditions.exclusive(k, &field_cfg)
            {
                let Value::Object(v) = v else { continue };
                cfg_fields::merge(self.src, &out.conditions, k, existing, v, false, at)?;
                if !required.contains(&k.as_str()) {
                    out.required.retain(|r| r != k);
                }
                out.conditions.record(k, field_cfg.clone(), false, at);
                continue;
            }
            if out.properties.contains_key(k) {
                return Err(self
                    .diag(
                        codes::DUPLICATE_JSON_NAME,
                        module,
                        f.ty.span(),
                        format!(
                            "flattened field `{}` is also a field of the outer struct",
                            escape::value(k)
                        ),
                    )
                    .label("duplicate JSON name")
                    .help("rename one of them with #[serde(rename = \"...\")]"));
            }
            out.properties.insert(k.clone(), v.clone());
            out.conditions.record(k, field_cfg.clone(), false, at);
            if required.contains(&k.as_str()) {
                out.required.push(k.clone());
            }
        }
        if s.get("x-kubernetes-preserve-unknown-fields") == Some(&Value::Bool(true)) {
            out.open = true;
        }
        Ok(())
    }

    fn external(
        &mut self,
        module: ModuleId,
        env: &Env<'a>,
        path: &'a syn::Path,
        segments: &[String],
        ty: &'a syn::Type,
    ) -> Result<TypeSchema, Diagnostic> {
        let joined = segments.join("::");
        let last = segments.last().map(String::as_str).unwrap_or("");
        match joined.as_str() {
            "std::string::String" => {
                return Ok(Self::plain(scalar::primitive("String").unwrap_or_default()));
            }
            "std::option::Option" => {
                let inner = self.nth_arg(module, path, 0, ty)?;
                let mut ts = self.type_schema(module, env, inner)?;
                ts.optional = true;
                return Ok(ts);
            }
            "std::boxed::Box" | "std::rc::Rc" | "std::sync::Arc" | "std::borrow::Cow" => {
                let inner = self.nth_arg(module, path, 0, ty)?;
                return self.type_schema(module, env, inner);
            }
            "std::vec::Vec"
            | "std::collections::VecDeque"
            | "std::collections::LinkedList"
            | "std::collections::vec_deque::VecDeque"
            | "std::collections::linked_list::LinkedList" => {
                // `Vec<u8>` too is an array: serde_json writes bytes as a list of numbers.
                // Go's base64 `[]byte` is `k8s_openapi::ByteString` in Rust.
                let inner = self.nth_arg(module, path, 0, ty)?;
                return self.array_of(module, env, inner);
            }
            "std::collections::BTreeSet"
            | "std::collections::HashSet"
            | "indexmap::IndexSet"
            | "indexmap::set::IndexSet"
            | "std::collections::btree_set::BTreeSet"
            | "std::collections::hash_set::HashSet" => {
                let inner = self.nth_arg(module, path, 0, ty)?;
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
                let key = self.nth_arg(module, path, 0, ty)?;
                let value = self.nth_arg(module, path, 1, ty)?;
                self.check_map_key(module, env, key)?;
                let values = self
                    .nested(module, value.span(), |b| b.type_schema(module, env, value))?
                    .schema;
                let mut s = Schema::new();
                s.insert("additionalProperties".into(), Value::Object(values));
                s.insert("type".into(), json!("object"));
                return Ok(Self::plain(s));
            }
            "serde_json::Value" | "serde_json::value::Value" => {
                return Ok(Self::plain(scalar::any_value()));
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
            return Ok(Self::plain(s));
        }
        if let Some(definition) = crate::k8s::definition_name(segments) {
            if definition == "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta" {
                // Below the root, controller-gen writes embedded ObjectMeta as a bare object.
                let mut s = Schema::new();
                s.insert("type".into(), json!("object"));
                return Ok(Self::plain(s));
            }
            return match crate::k8s::schema(&self.k8s_version, &definition) {
                Ok(Value::Object(s)) => Ok(Self::named(s)),
                Ok(_) => Err(self.diag(
                    codes::UNKNOWN_K8S_TYPE,
                    module,
                    ty.span(),
                    format!("`{joined}` has no object schema"),
                )),
                Err(message) => Err(self
                    .diag(
                        codes::UNKNOWN_K8S_TYPE,
                        module,
                        ty.span(),
                        format!(
                            "`{joined}` is not a Kubernetes {} type crdgen knows",
                            self.k8s_version
                        ),
                    )
                    .label("unknown k8s-openapi type")
                    .help(message)),
            };
        }
        Err(self
            .diag(codes::EXTERNAL_TYPE, module, ty.span(), format!("crdgen cannot see the definition of `{joined}`"))
            .label("type from another crate")
            .help("crdgen reads this crate's source only; use a type defined here, a std type (String, integers, floats, bool, Vec, BTreeMap, HashMap, Option, Box), serde_json::Value, or a k8s-openapi type"))
    }

    fn check_map_key(
        &mut self,
        module: ModuleId,
        env: &Env<'a>,
        key: &'a syn::Type,
    ) -> Result<(), Diagnostic> {
        let ks = self.type_schema(module, env, key)?.schema;
        let is_string =
            ks.get("type").and_then(Value::as_str) == Some("string") && !ks.contains_key("format");
        if is_string {
            return Ok(());
        }
        Err(self
            .diag(
                codes::NON_STRING_MAP_KEY,
                module,
                key.span(),
                "map keys must be strings in a CRD",
            )
            .label("not a string key")
            .help(
                "use String (or a unit-only enum, which serde writes as a string) as the key type",
            ))
    }
}

fn object_from(mut fields: Fields) -> Schema {
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
    s
}

fn is_phantom(ty: &syn::Type) -> bool {
    matches!(ty, syn::Type::Path(p) if p.path.segments.last().is_some_and(|s| s.ident == "PhantomData"))
}
