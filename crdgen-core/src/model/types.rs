//! The model of the crate's types: every struct, enum and type alias, with its fields or
//! variants, the JSON names serde gives them, their attributes read and checked, and
//! every type expression resolved to what it names.
//!
//! This is what the schema builder reads. It holds no syntax tree: spans only, for the
//! diagnostics of later stages (placed in their file through the defining module).

use proc_macro2::Span;

use super::case::RenameRule;
use super::markers::{Markers, Place};
use super::serde::{ContainerAttrs, FieldAttrs, VariantAttrs};
use crate::diagnostic::Diagnostic;
use crate::source::ModuleId;
use crate::source::cfg::Predicate;

/// Index of a type in [`super::Model::types`].
pub type TypeId = usize;

/// A type expression as written, resolved.
#[derive(Debug, Clone)]
pub struct Ty {
    /// What it names.
    pub kind: TypeRef,
    /// Where it is written (in the module of the type or kind that writes it).
    pub span: Span,
}

/// What a type expression names. References, parentheses and invisible groups are seen
/// through: serde writes `&T` and `(T)` as `T`.
#[derive(Debug, Clone)]
pub enum TypeRef {
    /// A primitive: `"i32"`, `"bool"`, `"str"`, `"f64"`, …
    Primitive(&'static str),
    /// A struct, enum or type alias of this crate, with the type arguments written.
    Local {
        /// The type.
        def: TypeId,
        /// Its type arguments, in order.
        args: Vec<Ty>,
    },
    /// A type of another crate, by canonical path (`["std", "vec", "Vec"]`), with the type
    /// arguments written on its last segment.
    External {
        /// The canonical path (`core` and `alloc` written as `std`).
        path: Vec<String>,
        /// Its type arguments, in order.
        args: Vec<Ty>,
    },
    /// The `n`-th type parameter of the type that writes it.
    Param(usize),
    /// `[T; N]` or `[T]`: serde writes a JSON array; of exactly `N` items for `[T; N]`
    /// (the length, when it is an integer literal).
    Array(Box<Ty>, Option<u64>),
    /// `(A, B, …)`: serde writes a JSON array of the elements.
    Tuple(Vec<Ty>),
    /// `()`.
    Unit,
    /// Type syntax with no JSON form crdgen can describe (function pointers, trait
    /// objects, qualified paths).
    Unsupported,
    /// A path that does not resolve; the diagnostic says why.
    Unresolved(Box<Diagnostic>),
}

/// One struct, enum or type alias of the crate.
#[derive(Debug, Clone)]
pub struct TypeDef {
    /// The name as written (`FooSpec`).
    pub name: String,
    /// The module that defines it: every span of the definition is in its file.
    pub module: ModuleId,
    /// The name's span.
    pub span: Span,
    /// The names of its type parameters, in order.
    pub generics: Vec<String>,
    /// The description from its doc comment, cleaned as controller-gen cleans godoc.
    pub docs: Option<String>,
    /// The last path segment of every derive (`CustomResource`, `Default`, …).
    pub derives: Vec<String>,
    /// Its derives whose paths could not be followed (E0115), each kept in `derives`
    /// by its written name; reported only where the name decides whether a struct
    /// with kind options is a kind (`kinds::discover`).
    pub derive_errors: Vec<Diagnostic>,
    /// Its serde attributes.
    pub serde: ContainerAttrs,
    /// Its `#[crd(...)]` markers; on a kind's spec struct only the markers, the kind's
    /// options are in [`super::KindVersion::options`].
    pub markers: Markers,
    /// [`Place::Kind`] for the spec struct of a kind, [`Place::Type`] otherwise.
    pub place: Place,
    /// Fields, variants or the aliased type.
    pub body: Body,
    /// Mistakes in its serde attributes (one that does not parse, or one that hands
    /// serialization to a function): serde's view of its body is unknown, so the body is
    /// not built.
    pub serde_errors: Vec<Diagnostic>,
    /// Mistakes in its `#[crd(...)]` markers and doc comments; its markers are left out
    /// when there are any.
    pub errors: Vec<Diagnostic>,
    /// What its other crates' attributes (`#[schemars(...)]`, `#[x_kube(...)]`) say that
    /// crdgen does not honour, or honours differently (see `model::foreign`).
    pub warnings: Vec<Diagnostic>,
    /// Where its `Serialize` impl comes from: what serde writes is known only for a
    /// derived one.
    pub serialize: SerializeImpl,
}

/// Where a type's `Serialize` impl comes from.
#[derive(Debug, Clone)]
pub enum SerializeImpl {
    /// `#[derive(Serialize)]` (also under `cfg_attr`): serde's rules say what it writes.
    Derived,
    /// A hand-written `impl Serialize for T` in the crate's sources, at this span of
    /// this module: it may write anything.
    Manual(ModuleId, Span),
    /// None in the crate's sources.
    Missing,
}

impl SerializeImpl {
    /// Is it `#[derive(Serialize)]`, whose output serde's rules give?
    pub fn is_derived(&self) -> bool {
        matches!(self, SerializeImpl::Derived)
    }
}

impl TypeDef {
    /// Does the type derive `name`?
    pub fn derives(&self, name: &str) -> bool {
        self.derives.iter().any(|d| d == name)
    }
}

/// What a type is made of.
#[derive(Debug, Clone)]
pub enum Body {
    /// A struct with named fields.
    Struct(Vec<Field>),
    /// A tuple struct.
    Tuple(Vec<Field>),
    /// A unit struct.
    Unit,
    /// An enum.
    Enum(Vec<Variant>),
    /// A type alias: `type A<T> = B<T>;`.
    Alias(Ty),
}

/// One field of a struct or variant.
#[derive(Debug, Clone)]
pub struct Field {
    /// The Rust name without `r#`; `None` for a tuple field.
    pub ident: Option<String>,
    /// The JSON key serde writes: `rename`, else the container's (or variant's) rename
    /// rule applied to the name; `None` for a tuple field.
    pub json_name: Option<String>,
    /// The name's span (a tuple field's type span).
    pub span: Span,
    /// Its type.
    pub ty: Ty,
    /// The description from its doc comment.
    pub docs: Option<String>,
    /// Its serde attributes.
    pub serde: FieldAttrs,
    /// Its `#[crd(...)]` markers.
    pub markers: Markers,
    /// Visible outside its module (`pub`, `pub(crate)`, …).
    pub public: bool,
    /// `PhantomData<…>`: serde writes nothing for it.
    pub phantom: bool,
    /// The `cfg` it is compiled under (`true` when it has none). A field whose `cfg` is
    /// constantly false is in no build and not in the model at all.
    pub cfg: Predicate,
    /// Mistakes in its attributes; a field with any is left out of the schema.
    pub errors: Vec<Diagnostic>,
    /// What its other crates' attributes (`#[schemars(...)]`, `#[validate(...)]`,
    /// `#[garde(...)]`, `#[x_kube(...)]`) say that crdgen does not honour, or honours
    /// differently (see `model::foreign`).
    pub warnings: Vec<Diagnostic>,
}

impl Field {
    /// Does serde neither write nor read this field (`skip`, both skips, `PhantomData`)?
    pub fn skipped(&self) -> bool {
        self.serde.skip
            || (self.serde.skip_serializing && self.serde.skip_deserializing)
            || self.phantom
    }
}

/// One variant of an enum.
#[derive(Debug, Clone)]
pub struct Variant {
    /// The Rust name.
    pub ident: String,
    /// The tag serde writes: `rename`, else the enum's rename rule applied to the name.
    pub name: String,
    /// The name's span.
    pub span: Span,
    /// Its serde attributes.
    pub serde: VariantAttrs,
    /// The description from its doc comment.
    pub docs: Option<String>,
    /// Its fields.
    pub fields: VariantFields,
    /// The rename rule of a struct variant's fields (the variant's `rename_all`, else the
    /// enum's `rename_all_fields`), already applied to their JSON names.
    pub field_rule: Option<RenameRule>,
    /// Mistakes in its attributes; a variant with any is left out of the schema.
    pub errors: Vec<Diagnostic>,
    /// What its `#[schemars(...)]` says that crdgen does not honour, or honours
    /// differently (see `model::foreign`).
    pub warnings: Vec<Diagnostic>,
}

/// What a variant carries.
#[derive(Debug, Clone)]
pub enum VariantFields {
    /// Nothing: serde writes the tag alone.
    Unit,
    /// Named fields.
    Named(Vec<Field>),
    /// Unnamed fields (one: a newtype variant).
    Unnamed(Vec<Field>),
}
