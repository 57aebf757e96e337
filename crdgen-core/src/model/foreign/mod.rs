//! Other crates' field and type attributes, read so that a crate written for
//! kube-derive + schemars loses no validation (issue #18): `#[schemars(...)]`,
//! kube-derive's `#[x_kube(...)]`, validator's `#[validate(...)]` and garde's
//! `#[garde(...)]`.
//!
//! Each dialect is a small table from its attribute names to crdgen's own markers: what
//! it reads becomes the items of a `#[crd(...)]` attribute, written with the spans of
//! the foreign attribute, and goes through the one marker reader
//! ([`super::markers::parse`]) — so a pattern that does not compile or a CEL rule that
//! does not parse is the same error, pointing into the foreign attribute. Nothing is
//! dropped silently: what is read but not honoured is a warning naming the attribute and
//! saying what crdgen does instead (W1201, W1203), where schemars disagrees with serde
//! crdgen follows serde and warns (W1202), and what crdgen cannot read is an error
//! (E12xx). `docs/foreign-attributes.md` lists every attribute.

mod extend;
mod schemars;
mod statics;
mod validation;
mod x_kube;

use proc_macro2::{Span, TokenStream};
use syn::Attribute;
use syn::meta::ParseNestedMeta;
use syn::spanned::Spanned;

use super::AttrError;
use super::markers::{self, Markers, Place};
use crate::diagnostic::codes::foreign_attrs as codes;
use crate::diagnostic::{Diagnostic, Location};
use crate::source::{ModuleId, Parsed};

pub(crate) use statics::Scope;

/// What a field's or type's foreign attributes say.
#[derive(Default)]
pub(crate) struct Read {
    /// The items of the `#[crd(...)]` they translate to.
    markers: Vec<TokenStream>,
    /// `#[schemars(description = "...")]`: replaces the doc comment's description.
    pub(crate) description: Option<String>,
    /// `#[schemars(with = ...)]` / `schema_with`: the schema comes from elsewhere.
    schema_override: Option<(Span, String)>,
    /// Mistakes: the field or type is left out.
    pub(crate) errors: Vec<AttrError>,
    /// What is read and not honoured, or honoured differently.
    pub(crate) warnings: Vec<AttrError>,
}

impl Read {
    /// The items of the `#[crd(...)]` they translate to, for `crdgen migrate`.
    #[cfg(feature = "migrate")]
    pub(crate) fn translated(&self) -> &[TokenStream] {
        &self.markers
    }

    /// Where a `with` / `schema_with` gives the schema from elsewhere, and which of the
    /// two it is, for `crdgen migrate`.
    #[cfg(feature = "migrate")]
    pub(crate) fn schema_override(&self) -> Option<(Span, &str)> {
        self.schema_override
            .as_ref()
            .map(|(span, key)| (*span, key.as_str()))
    }

    /// The markers these attributes translate to, placed before `own` (the field's
    /// `#[crd(...)]`), whose markers are applied last and so win. Also checks that a
    /// schema override has its schema given.
    pub(crate) fn merge_into(&mut self, own: &mut Markers, place: Place) {
        if !self.markers.is_empty() {
            let items = &self.markers;
            let attr: Attribute = syn::parse_quote!(#[crd(#(#items),*)]);
            match markers::parse(std::slice::from_ref(&attr), place) {
                Ok(m) => {
                    let mut all = m.0;
                    all.append(&mut own.0);
                    own.0 = all;
                }
                Err(e) => self.errors.extend(e),
            }
        }
        if let Some((span, key)) = &self.schema_override
            && !own.gives_schema()
        {
            let (what, why) = schema_override_wording(key, "the field's own type");
            self.errors.push(
                AttrError::new(
                    codes::FOREIGN_SCHEMA_OVERRIDE,
                    *span,
                    format!("`#[schemars({key} = ...)]` {what}"),
                )
                .label("schema built elsewhere")
                .help(format!("{why}: give the schema beside it with #[crd(type = \"string\")] (with format, pattern, … as needed), #[crd(schema = r#\"{{\"type\": \"string\"}}\"#)] or #[crd(int_or_string)], and derive `crdgen::CrdSchema` on the type too if it has none of crdgen's derives (rustc accepts #[crd(...)] only with one)")),
            );
        }
    }

    /// The warnings, placed in `module`'s file.
    pub(crate) fn warnings_in(&self, src: Parsed<'_>, module: ModuleId) -> Vec<Diagnostic> {
        self.warnings
            .iter()
            .cloned()
            .map(|w| {
                let location = src.index.location_in(module, w.span);
                warning(w, location)
            })
            .collect()
    }

    fn warn(
        &mut self,
        code: crate::diagnostic::codes::Code,
        span: Span,
        message: String,
    ) -> &mut AttrError {
        self.warnings.push(AttrError::new(code, span, message));
        let last = self.warnings.len() - 1;
        &mut self.warnings[last]
    }
}

/// An [`AttrError`] reported as a warning.
fn warning(w: AttrError, location: Location) -> Diagnostic {
    let mut d = Diagnostic::warning(w.code, w.message).at(location);
    d.label = w.label;
    d.help = w.help;
    d.notes = w.notes;
    d
}

/// Reads the foreign attributes of a field serde writes.
pub(crate) fn field(attrs: &[Attribute], ty: &syn::Type, scope: Scope<'_>) -> Read {
    let mut read = Read::default();
    let shape = Shape::of(ty);
    for attr in attrs {
        let Some(name) = attr.path().get_ident().map(ToString::to_string) else {
            continue;
        };
        let result = match name.as_str() {
            "schemars" => attr.parse_nested_meta(|meta| {
                schemars::field_item(&meta, attrs, &shape, scope, &mut read)
            }),
            "validate" => attr.parse_nested_meta(|meta| {
                validation::item(
                    &meta,
                    validation::Dialect::Validate,
                    &shape,
                    scope,
                    &mut read,
                )
                .map(|_| ())
            }),
            "garde" => attr.parse_nested_meta(|meta| {
                validation::item(&meta, validation::Dialect::Garde, &shape, scope, &mut read)
                    .map(|_| ())
            }),
            "x_kube" => attr.parse_nested_meta(|meta| x_kube::item(&meta, Place::Field, &mut read)),
            _ => continue,
        };
        if let Err(e) = result {
            read.errors.push(AttrError::from_syn(e));
        }
    }
    read
}

/// Reads the foreign attributes of a struct or enum.
pub(crate) fn container(attrs: &[Attribute], scope: Scope<'_>) -> Read {
    let mut read = Read::default();
    for attr in attrs {
        let result = if attr.path().is_ident("schemars") {
            attr.parse_nested_meta(|meta| schemars::container_item(&meta, attrs, scope, &mut read))
        } else if attr.path().is_ident("x_kube") {
            attr.parse_nested_meta(|meta| x_kube::item(&meta, Place::Type, &mut read))
        } else {
            continue;
        };
        if let Err(e) = result {
            read.errors.push(AttrError::from_syn(e));
        }
    }
    read
}

/// Reads the foreign attributes of an enum variant serde writes. A variant has no
/// markers of its own, so a schema override there is always an error (E1204).
pub(crate) fn variant(attrs: &[Attribute], scope: Scope<'_>) -> Read {
    let mut read = Read::default();
    for attr in attrs {
        let result = if attr.path().is_ident("schemars") {
            attr.parse_nested_meta(|meta| schemars::variant_item(&meta, attrs, scope, &mut read))
        } else if attr.path().is_ident("x_kube") {
            // kube-derive reads `#[x_kube(...)]` on structs and fields only.
            attr.parse_nested_meta(|meta| {
                read.errors.push(
                    AttrError::new(
                        codes::FOREIGN_UNKNOWN_KEY,
                        meta.path.span(),
                        format!("`{}` in #[x_kube(...)] on a variant", key_of(&meta)),
                    )
                    .label("not read on a variant")
                    .help("kube-derive reads #[x_kube(...)] on structs and fields only: put it on the field or on the type the variant carries"),
                );
                skip_value(&meta)
            })
        } else {
            continue;
        };
        if let Err(e) = result {
            read.errors.push(AttrError::from_syn(e));
        }
    }
    if let Some((span, key)) = read.schema_override.take() {
        let (what, why) = schema_override_wording(&key, "the type the variant carries");
        read.errors.push(
            AttrError::new(
                codes::FOREIGN_SCHEMA_OVERRIDE,
                span,
                format!("`#[schemars({key} = ...)]` {what}"),
            )
            .label("schema built elsewhere")
            .help(format!("{why}: remove it and make the variant carry a newtype whose schema crdgen can read or that gives it with #[crd(type = \"string\")]")),
        );
    }
    read
}

/// What a field's type is, for attributes whose keyword depends on it (`length` is
/// `minLength` on a string, `minItems` on a list), seen through `Option` and `Box`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Shape {
    /// `Vec<T>`, a set, an array or a slice, with the shape of its items.
    List(Box<Shape>),
    /// A map.
    Map,
    /// Anything else: a string, a number, a struct.
    Other,
}

impl Shape {
    fn of(ty: &syn::Type) -> Shape {
        match ty {
            syn::Type::Array(a) => Shape::List(Box::new(Shape::of(&a.elem))),
            syn::Type::Slice(s) => Shape::List(Box::new(Shape::of(&s.elem))),
            syn::Type::Reference(r) => Shape::of(&r.elem),
            syn::Type::Paren(p) => Shape::of(&p.elem),
            syn::Type::Group(g) => Shape::of(&g.elem),
            syn::Type::Path(p) => {
                let Some(last) = p.path.segments.last() else {
                    return Shape::Other;
                };
                let first_arg = || match &last.arguments {
                    syn::PathArguments::AngleBracketed(a) => a.args.iter().find_map(|g| match g {
                        syn::GenericArgument::Type(t) => Some(Shape::of(t)),
                        _ => None,
                    }),
                    _ => None,
                };
                match last.ident.to_string().as_str() {
                    "Option" | "Box" | "Rc" | "Arc" => first_arg().unwrap_or(Shape::Other),
                    "Vec" | "VecDeque" | "HashSet" | "BTreeSet" | "IndexSet" | "LinkedList" => {
                        Shape::List(Box::new(first_arg().unwrap_or(Shape::Other)))
                    }
                    "HashMap" | "BTreeMap" | "IndexMap" => Shape::Map,
                    _ => Shape::Other,
                }
            }
            _ => Shape::Other,
        }
    }
}

/// The key of a nested meta item, as written.
fn key_of(meta: &ParseNestedMeta<'_>) -> String {
    meta.path
        .segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect::<Vec<_>>()
        .join("::")
}

/// Skips the value of an item that is read but not translated (`= expr` or `(...)`).
fn skip_value(meta: &ParseNestedMeta<'_>) -> syn::Result<()> {
    super::kind::skip_value(meta)
}

/// What `#[schemars(key = ...)]` does that crdgen does not follow, and why, as written:
/// `with` names a type whose schema stands in for that of `own` (the type crdgen
/// writes), `schema_with` a function that builds it. E1204 says both; `crdgen migrate`'s
/// E1112 gives the why as its note.
pub(crate) fn schema_override_wording(key: &str, own: &str) -> (&'static str, String) {
    if key == "with" {
        (
            "takes the schema of another type, which crdgen does not follow",
            format!("crdgen writes the schema of {own}"),
        )
    } else {
        (
            "gives the schema from a function, which crdgen cannot see",
            "crdgen reads types, not functions".to_owned(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(text: &str) -> Shape {
        Shape::of(&syn::parse_str(text).unwrap())
    }

    #[test]
    fn shapes_see_through_options_and_boxes() {
        assert_eq!(shape("String"), Shape::Other);
        assert_eq!(
            shape("Option<Vec<String>>"),
            Shape::List(Box::new(Shape::Other))
        );
        assert_eq!(shape("Box<[u8; 4]>"), Shape::List(Box::new(Shape::Other)));
        assert_eq!(
            shape("Vec<Vec<i32>>"),
            Shape::List(Box::new(Shape::List(Box::new(Shape::Other))))
        );
        assert_eq!(shape("Option<BTreeMap<String, i32>>"), Shape::Map);
        assert_eq!(
            shape("std::collections::HashSet<String>"),
            Shape::List(Box::new(Shape::Other))
        );
    }
}
