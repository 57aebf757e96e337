//! Source → model: one pass over every struct, enum and type alias of the crate reads
//! its attributes (serde's, `#[crd(...)]`, doc comments, derives) and resolves its type
//! expressions. Every mistake is kept with the type, field or variant it belongs to, so
//! the stages after this one report all of them together, and only for what they use.

use std::collections::HashMap;

use syn::spanned::Spanned;

use super::markers::{self, Markers, Place};
use super::resolve::TypeResolver;
use super::serde::{self as serde_attrs, ContainerAttrs, FieldAttrs, RuleSides, Tagging};
use super::types::{
    Body, Field, SerializeImpl, Ty, TypeDef, TypeId, TypeRef, Variant, VariantFields,
};
use super::{AttrError, docs, foreign, go_markers};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes::markers as codes;
use crate::source::cfg::{self, Predicate};
use crate::source::{ModuleId, Parsed};

/// Every struct, enum and type alias of the crate, in module path then source order,
/// with the index each gets in the model.
pub(super) fn type_items(
    src: Parsed<'_>,
) -> (
    Vec<(ModuleId, &syn::Item)>,
    HashMap<*const syn::Item, TypeId>,
) {
    let mut items = Vec::new();
    let mut ids = HashMap::new();
    for module in src.index.modules() {
        for item in src.items(module) {
            if matches!(
                item,
                syn::Item::Struct(_) | syn::Item::Enum(_) | syn::Item::Type(_)
            ) {
                ids.insert(item as *const syn::Item, items.len());
                items.push((module, item));
            }
        }
    }
    (items, ids)
}

/// Reads one item into its [`TypeDef`].
pub(super) struct DefReader<'s> {
    pub(super) src: Parsed<'s>,
    pub(super) ids: &'s HashMap<*const syn::Item, TypeId>,
    pub(super) module: ModuleId,
    /// How doc comments become descriptions (`controller-gen-version`).
    pub(super) doc_comments: crate::model::docs::DocComments,
    /// Derive names already resolved, shared by the readers of all items.
    pub(super) derive_names: &'s super::derives::Names,
}

impl DefReader<'_> {
    fn errors(&self, errs: Vec<AttrError>) -> impl Iterator<Item = Diagnostic> + '_ {
        errs.into_iter().map(|e| {
            let location = self.src.index.location_in(self.module, e.span);
            e.into_diagnostic(location)
        })
    }

    /// Where paths in other crates' attributes are looked up.
    fn scope(&self) -> foreign::Scope<'_> {
        foreign::Scope {
            src: self.src,
            module: self.module,
        }
    }

    fn error(&self, err: AttrError) -> Diagnostic {
        let location = self.src.index.location_in(self.module, err.span);
        err.into_diagnostic(location)
    }

    /// `#[serde(with = ...)]` and its kind: serde writes what a function decides.
    fn opaque(&self, span: proc_macro2::Span, key: &str) -> Diagnostic {
        Diagnostic::error(
            codes::CUSTOM_SERIALIZATION,
            format!("`#[serde({key} = ...)]` changes what serde writes in a way crdgen cannot see"),
        )
        .at(self.src.index.location_in(self.module, span))
        .label("custom serialization")
        .help("crdgen reads types, not functions: give the schema of what it writes with #[crd(type = \"string\")] (or another type, with format, pattern, … as needed) or #[crd(schema = r#\"{\"type\": \"string\"}\"#)] beside it, remove it, or model the JSON form as a type (a newtype or enum)")
    }

    /// `#[serde(with = ...)]` on a variant, which has no markers of its own to give the
    /// schema: the data it carries must be a type that does.
    fn opaque_variant(&self, span: proc_macro2::Span, key: &str) -> Diagnostic {
        Diagnostic::error(
            codes::CUSTOM_SERIALIZATION,
            format!("`#[serde({key} = ...)]` changes what serde writes in a way crdgen cannot see"),
        )
        .at(self.src.index.location_in(self.module, span))
        .label("custom serialization")
        .help("crdgen reads types, not functions: remove it and make the variant carry a newtype that serde writes the same way, deriving Serialize or giving its schema with #[crd(type = \"string\")] (and #[derive(CrdSchema)])")
    }

    pub(super) fn read(&self, item: &syn::Item) -> Option<TypeDef> {
        let (attrs, ident, generics) = match item {
            syn::Item::Struct(s) => (&s.attrs, &s.ident, &s.generics),
            syn::Item::Enum(e) => (&e.attrs, &e.ident, &e.generics),
            syn::Item::Type(t) => (&t.attrs, &t.ident, &t.generics),
            _ => return None,
        };
        let params: Vec<String> = generics
            .type_params()
            .map(|p| p.ident.to_string())
            .collect();
        let resolver = TypeResolver {
            src: self.src,
            ids: self.ids,
            module: self.module,
            params: &params,
        };
        let (derives, derive_errors) =
            super::derives::of(self.src, self.module, attrs, self.derive_names);
        let place = if derives
            .iter()
            .any(|d| d == "CustomResource" || d == super::derives::KUBE_CUSTOM_RESOURCE)
        {
            Place::Kind
        } else {
            Place::Type
        };
        let mut errors = Vec::new();
        let mut serde_errors = Vec::new();
        let mut body_serde = ContainerAttrs::default();
        let body = match item {
            syn::Item::Type(alias) => Body::Alias(resolver.resolve(&alias.ty)),
            _ => {
                match serde_attrs::container(attrs) {
                    Ok(c) => body_serde = c,
                    Err(e) => serde_errors.push(self.error(e)),
                }
                match item {
                    syn::Item::Struct(s) => self.struct_body(&s.fields, &body_serde, &resolver),
                    syn::Item::Enum(e) => Body::Enum(collect_bounded(
                        e.variants
                            .iter()
                            // A variant under a constantly false `cfg` is in no build.
                            .filter(|v| !cfg::is_absent(&v.attrs))
                            .filter_map(|v| self.variant(v, &body_serde, &resolver)),
                    )),
                    _ => Body::Unit,
                }
            }
        };
        let mut type_markers = Markers::default();
        let mut warnings = Vec::new();
        let mut description = None;
        if !matches!(item, syn::Item::Type(_)) {
            if let Err(e) = go_markers::check(attrs) {
                errors.extend(self.errors(e));
            }
            match markers::parse(attrs, place) {
                Ok(m) => type_markers = m,
                Err(e) => errors.extend(self.errors(e)),
            }
            let mut read = foreign::container(attrs, self.scope());
            read.merge_into(&mut type_markers, place);
            warnings = read.warnings_in(self.src, self.module);
            description = read.description.take();
            errors.extend(self.errors(std::mem::take(&mut read.errors)));
        }
        // `remote` or `into` is fine where the type's markers give its schema.
        if let Some((span, key)) = &body_serde.opaque
            && !type_markers.gives_schema()
        {
            serde_errors.push(self.opaque(*span, key));
        }
        let under_cfg_attr =
            |name: &str| super::derives::under_cfg_attr(self.src, self.module, attrs, name);
        // A derive that could not be resolved (E0115) may be crdgen's: then its E0115 is
        // the error, as it decides whether the markers are read. On a struct with kind
        // options `kinds::discover` reports it (it decides whether that is a kind).
        if let Some(span) = markers_without_derive(item, &derives, under_cfg_attr) {
            if !derive_errors.is_empty() {
                if super::kinds::kind_options_without_derive(attrs).is_none() {
                    errors.extend(derive_errors.iter().cloned());
                }
            } else {
                errors.push(self.error(
                crate::model::AttrError::new(
                    crate::diagnostic::codes::markers::MARKERS_WITHOUT_DERIVE,
                    span,
                    format!("`{ident}` has #[crd(...)] markers but derives neither CrdSchema nor CustomResource"),
                )
                .label("needs crdgen's derive")
                .help("add `crdgen::CrdSchema` to its derives: rustc refuses #[crd(...)] on a type without it"),
            ));
            }
        }
        let serialize = if derives.iter().any(|d| d == "Serialize") || under_cfg_attr("Serialize") {
            SerializeImpl::Derived
        } else {
            SerializeImpl::Missing
        };
        Some(TypeDef {
            serialize,
            name: ident.to_string(),
            module: self.module,
            span: ident.span(),
            generics: params,
            docs: description.or_else(|| docs::description_as(attrs, self.doc_comments)),
            derives,
            derive_errors,
            serde: body_serde,
            markers: type_markers,
            place,
            body,
            serde_errors,
            errors,
            warnings,
        })
    }

    fn struct_body(
        &self,
        fields: &syn::Fields,
        serde: &ContainerAttrs,
        resolver: &TypeResolver<'_>,
    ) -> Body {
        match fields {
            syn::Fields::Named(named) => Body::Struct(collect_bounded(
                present(&named.named)
                    .map(|f| self.field(f, serde.rename_all, serde.default, resolver)),
            )),
            syn::Fields::Unnamed(unnamed) => Body::Tuple(collect_bounded(
                present(&unnamed.unnamed)
                    .map(|f| self.field(f, RuleSides::default(), false, resolver)),
            )),
            syn::Fields::Unit => Body::Unit,
        }
    }

    /// One variant; `None` when serde neither writes nor reads it.
    fn variant(
        &self,
        v: &syn::Variant,
        container: &ContainerAttrs,
        resolver: &TypeResolver<'_>,
    ) -> Option<Variant> {
        let mut errors = Vec::new();
        let attrs = match serde_attrs::variant(&v.attrs) {
            Ok(a) => {
                if a.skip {
                    return None;
                }
                if let Some((span, key)) = &a.opaque {
                    errors.push(self.opaque_variant(*span, key));
                }
                a
            }
            Err(e) => {
                errors.push(self.error(e));
                Default::default()
            }
        };
        let mut read = foreign::variant(&v.attrs, self.scope());
        errors.extend(self.errors(std::mem::take(&mut read.errors)));
        let warnings = read.warnings_in(self.src, self.module);
        let ident = v.ident.to_string();
        let name = match (&attrs.rename, container.rename_all.write) {
            (Some(r), _) => r.clone(),
            (None, Some(rule)) => rule.apply_to_variant(&ident),
            (None, None) => ident.clone(),
        };
        // An untagged variant is written without its name, and a `#[serde(other)]` one
        // reads any name it does not know as itself.
        let tagged = container.tagging != Tagging::Untagged && !attrs.untagged && !attrs.other;
        let names = serde_attrs::Names {
            ident: &ident,
            variant: true,
            rename: &attrs.rename_sides,
            rule: container.rename_all,
            aliases: &attrs.aliases,
            written: !attrs.skip_serializing,
            read: !attrs.skip_deserializing,
            may_be_absent: false,
        };
        if tagged && let Err(e) = serde_attrs::check_names(&names, v.ident.span()) {
            errors.push(self.error(e));
        }
        // The variant's `rename_all`, else the enum's `rename_all_fields`.
        let field_sides = if attrs.rename_all.at.is_some() {
            attrs.rename_all
        } else {
            container.rename_all_fields
        };
        let field_rule = field_sides.write;
        let fields = match &v.fields {
            syn::Fields::Unit => VariantFields::Unit,
            syn::Fields::Named(named) => VariantFields::Named(collect_bounded(
                present(&named.named).map(|f| self.field(f, field_sides, false, resolver)),
            )),
            syn::Fields::Unnamed(unnamed) => VariantFields::Unnamed(collect_bounded(
                present(&unnamed.unnamed)
                    .map(|f| self.field(f, RuleSides::default(), false, resolver)),
            )),
        };
        Some(Variant {
            name,
            span: v.ident.span(),
            ident,
            serde: attrs,
            docs: read
                .description
                .or_else(|| docs::description_as(&v.attrs, self.doc_comments)),
            fields,
            field_rule,
            errors,
            warnings,
        })
    }

    /// One field; `sides` is the `rename_all` in force, `container_default` whether the
    /// container's `#[serde(default)]` fills it when missing.
    fn field(
        &self,
        f: &syn::Field,
        sides: RuleSides,
        container_default: bool,
        resolver: &TypeResolver<'_>,
    ) -> Field {
        let rule = sides.write;
        let mut errors = Vec::new();
        let serde = match serde_attrs::field(&f.attrs) {
            Ok(a) => a,
            Err(e) => {
                errors.push(self.error(e));
                FieldAttrs::default()
            }
        };
        let phantom = is_phantom(&f.ty);
        let ident = f.ident.as_ref().map(|i| {
            let name = i.to_string();
            name.strip_prefix("r#").map(str::to_owned).unwrap_or(name)
        });
        let json_name = ident.as_ref().map(|n| match (&serde.rename, rule) {
            (Some(r), _) => r.clone(),
            (None, Some(rule)) => rule.apply_to_field(n),
            (None, None) => n.clone(),
        });
        let skipped = serde.skip || (serde.skip_serializing && serde.skip_deserializing) || phantom;
        if let Some(ident) = &ident
            && errors.is_empty()
            && !skipped
            && !serde.flatten
        {
            let names = serde_attrs::Names {
                ident,
                variant: false,
                rename: &serde.rename_sides,
                rule: sides,
                aliases: &serde.aliases,
                written: !serde.skip_serializing,
                read: !serde.skip_deserializing,
                may_be_absent: serde.default || container_default || is_option(&f.ty),
            };
            if let Err(e) = serde_attrs::check_names(&names, f.ident.span()) {
                errors.push(self.error(e));
            }
        }
        let mut field_markers = Markers::default();
        let mut warnings = Vec::new();
        let mut description = None;
        // serde never sees a skipped field, and neither does crdgen: its other attributes
        // are not read (but a serde attribute that does not parse is still a mistake).
        if errors.is_empty() && !skipped {
            if let Err(e) = go_markers::check(&f.attrs) {
                errors.extend(self.errors(e));
            }
            match markers::parse(&f.attrs, Place::Field) {
                Ok(m) => field_markers = m,
                Err(e) => errors.extend(self.errors(e)),
            }
            let mut read = foreign::field(&f.attrs, &f.ty, self.scope());
            read.merge_into(&mut field_markers, Place::Field);
            warnings = read.warnings_in(self.src, self.module);
            description = read.description.take();
            errors.extend(self.errors(std::mem::take(&mut read.errors)));
            // A helper whose output crdgen knows gives the schema itself, unless the
            // field's markers already do.
            if let (Some((span, key)), Some(path)) = (&serde.opaque, &serde.with_path)
                && !field_markers.gives_schema()
                && let Some(tokens) = super::known_with::schema_of(
                    self.src,
                    self.module,
                    (*span, key),
                    path,
                    !serde.skip_serializing_if,
                )
            {
                let attr: syn::Attribute = syn::parse_quote_spanned!(*span=> #[crd(#tokens)]);
                match markers::parse(std::slice::from_ref(&attr), Place::Field) {
                    Ok(mut known) => {
                        known.0.append(&mut field_markers.0);
                        field_markers = known;
                    }
                    Err(e) => errors.extend(self.errors(e)),
                }
            }
            // `with` / `serialize_with` is fine where the field's markers give its schema.
            if let Some((span, key)) = &serde.opaque
                && !field_markers.gives_schema()
            {
                errors.push(self.opaque(*span, key));
            }
        }
        Field {
            span: f
                .ident
                .as_ref()
                .map_or_else(|| f.ty.span(), syn::Ident::span),
            ident,
            json_name,
            ty: resolver.resolve(&f.ty),
            docs: description.or_else(|| docs::description_as(&f.attrs, self.doc_comments)),
            serde,
            markers: field_markers,
            public: !matches!(f.vis, syn::Visibility::Inherited),
            phantom,
            cfg: Predicate::of(&f.attrs),
            errors,
            warnings,
        }
    }
}

/// The first `#[crd(...)]` on a struct or enum, its fields or its variants, when the type
/// derives neither `CrdSchema` nor `CustomResource` (not even under `cfg_attr`): the
/// attribute is one of their helpers, so rustc refuses it there.
fn markers_without_derive(
    item: &syn::Item,
    derives: &[String],
    under_cfg_attr: impl Fn(&str) -> bool,
) -> Option<proc_macro2::Span> {
    let (attrs, fields): (&[syn::Attribute], Vec<&syn::Field>) = match item {
        syn::Item::Struct(s) => (&s.attrs, s.fields.iter().collect()),
        syn::Item::Enum(e) => (
            &e.attrs,
            e.variants.iter().flat_map(|v| &v.fields).collect(),
        ),
        _ => return None,
    };
    let crdgen_derive = |name: &str| derives.iter().any(|d| d == name) || under_cfg_attr(name);
    if crdgen_derive("CrdSchema") || crdgen_derive("CustomResource") {
        return None;
    }
    // An attribute macro (a project's `#[api_type]`) may add the derive where this
    // reading of the source cannot see it: only attributes known not to are trusted.
    const NOT_MACROS: &[&str] = &[
        "derive",
        "doc",
        "serde",
        "crd",
        "kube",
        "cfg",
        "cfg_attr",
        "allow",
        "warn",
        "deny",
        "forbid",
        "expect",
        "non_exhaustive",
        "repr",
        "must_use",
        "deprecated",
        "schemars",
    ];
    if attrs
        .iter()
        .any(|a| !NOT_MACROS.iter().any(|known| a.path().is_ident(known)))
    {
        return None;
    }
    let variants: Vec<&syn::Attribute> = match item {
        syn::Item::Enum(e) => e.variants.iter().flat_map(|v| &v.attrs).collect(),
        _ => Vec::new(),
    };
    attrs
        .iter()
        .chain(variants)
        .chain(fields.iter().flat_map(|f| &f.attrs))
        .find(|a| super::is_crd_attr(a))
        .map(syn::spanned::Spanned::span)
}

/// Every hand-written `impl Serialize for T` of the crate (`serde::Serialize`, `Serialize`
/// imported, `ser::Serialize`), each `T` resolved to its type in the crate: its id, the
/// module and the span of the impl's trait path.
///
/// An impl counts wherever it is: at the top level of a module, or inside a function
/// body or a `const _: () = { … };` block, where serde helpers and macro-generated impls
/// often put theirs (serde_derive itself expands into such a block). Names in a block
/// resolve as in its module, unless the block declares a type of that name itself.
pub(super) fn manual_serialize_impls(
    src: Parsed<'_>,
    ids: &HashMap<*const syn::Item, TypeId>,
) -> Vec<(TypeId, ModuleId, proc_macro2::Span)> {
    let mut out = Vec::new();
    for module in src.index.modules() {
        let mut finder = SerializeImpls {
            found: Vec::new(),
            local_types: Vec::new(),
        };
        for item in src.items(module) {
            finder.item(item);
        }
        for (imp, shadowed) in finder.found {
            let Some((trait_path, _)) = &imp.trait_ else {
                continue;
            };
            if shadowed {
                continue;
            }
            let params: Vec<String> = imp
                .generics
                .type_params()
                .map(|p| p.ident.to_string())
                .collect();
            let resolver = TypeResolver {
                src,
                ids,
                module,
                params: &params,
            };
            if let TypeRef::Local { def, .. } = resolver.resolve(&imp.self_ty).kind {
                out.push((def, module, trait_path.span()));
            }
        }
    }
    out
}

/// Finds the `impl Serialize for …` items of one module, at its top level and inside
/// blocks, without entering inline modules (each is a module of its own).
struct SerializeImpls<'a> {
    /// Each impl, and whether its type's name is one a block around it declares (then
    /// it is that local type, not the module's).
    found: Vec<(&'a syn::ItemImpl, bool)>,
    /// The type names declared by each block being visited, innermost last.
    local_types: Vec<Vec<String>>,
}

impl<'a> SerializeImpls<'a> {
    fn item(&mut self, item: &'a syn::Item) {
        syn::visit::Visit::visit_item(self, item);
    }
}

impl<'a> syn::visit::Visit<'a> for SerializeImpls<'a> {
    fn visit_item_mod(&mut self, _: &'a syn::ItemMod) {}

    fn visit_item_impl(&mut self, imp: &'a syn::ItemImpl) {
        let is_serialize = imp
            .trait_
            .as_ref()
            .and_then(|(path, _)| path.segments.last())
            .is_some_and(|s| s.ident == "Serialize");
        if is_serialize {
            let shadowed = match &*imp.self_ty {
                syn::Type::Path(p) if p.qself.is_none() && p.path.segments.len() == 1 => {
                    p.path.segments.first().is_some_and(|s| {
                        let name = s.ident.to_string();
                        self.local_types.iter().flatten().any(|n| *n == name)
                    })
                }
                _ => false,
            };
            self.found.push((imp, shadowed));
        }
        syn::visit::visit_item_impl(self, imp);
    }

    fn visit_block(&mut self, block: &'a syn::Block) {
        let names = block
            .stmts
            .iter()
            .filter_map(|stmt| match stmt {
                syn::Stmt::Item(syn::Item::Struct(s)) => Some(s.ident.to_string()),
                syn::Stmt::Item(syn::Item::Enum(e)) => Some(e.ident.to_string()),
                syn::Stmt::Item(syn::Item::Type(t)) => Some(t.ident.to_string()),
                syn::Stmt::Item(syn::Item::Union(u)) => Some(u.ident.to_string()),
                _ => None,
            })
            .collect();
        self.local_types.push(names);
        syn::visit::visit_block(self, block);
        self.local_types.pop();
    }
}

/// Collects `iter` into a vector allocated once, for its upper bound. A filtered list
/// ([`present`]) has no lower bound, so `collect` would grow the vector by doubling, each
/// step a fresh block, and keep up to half of the last one spare for the whole run: the
/// model's fields and types are large, and on 1,000 kinds those blocks were about a
/// fifth of the pages the model touched (#24).
pub(super) fn collect_bounded<T>(iter: impl Iterator<Item = T>) -> Vec<T> {
    let mut out = Vec::with_capacity(iter.size_hint().1.unwrap_or(0));
    out.extend(iter);
    out
}

/// The fields that are in some build: a field under a constantly false `cfg`
/// (`cfg(any())`, `cfg(test)`) is in none.
fn present(
    fields: &syn::punctuated::Punctuated<syn::Field, syn::Token![,]>,
) -> impl Iterator<Item = &syn::Field> {
    fields.iter().filter(|f| !cfg::is_absent(&f.attrs))
}

/// An `Option` (as written): serde reads its field as `None` when the name is missing.
fn is_option(ty: &syn::Type) -> bool {
    matches!(ty, syn::Type::Path(p) if p.path.segments.last().is_some_and(|s| s.ident == "Option"))
}

fn is_phantom(ty: &syn::Type) -> bool {
    matches!(ty, syn::Type::Path(p) if p.path.segments.last().is_some_and(|s| s.ident == "PhantomData"))
}

/// Resolves a path written in a `#[crd(...)]` value (`status = "FooStatus"`).
pub(super) fn resolve_path(
    src: Parsed<'_>,
    ids: &HashMap<*const syn::Item, TypeId>,
    module: ModuleId,
    path: &syn::Path,
) -> Ty {
    let ty = syn::Type::Path(syn::TypePath {
        attrs: Vec::new(),
        qself: None,
        path: path.clone(),
    });
    TypeResolver {
        src,
        ids,
        module,
        params: &[],
    }
    .resolve(&ty)
}
