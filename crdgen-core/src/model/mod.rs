//! The model: one typed description of the API the crate declares, read from the source
//! in one pass ([`Model::build`]): every kind and version with its options, every
//! struct, enum and alias with its fields or variants (JSON names after serde's rules,
//! serde attributes, typed `#[crd(...)]` markers, docs, derives, spans), every type
//! expression resolved, each module's presence default, and the RBAC markers. The schema,
//! CRD, RBAC and client stages read this model, never the syntax tree.
//!
//! Attributes are parsed and validated here, in one place, with spans (the way
//! serde_derive's `internals` are); the derive accepts exactly this dialect. Mistakes are
//! collected, not raised: each is kept with the type, field or variant it belongs to, and
//! the later stages report every mistake in what they use, all in one run.
//!
//! serde's attributes are read by [`serde`] rather than by `serde_derive_internals`,
//! serde's own parser: that crate is built on syn 2, and crdgen on syn 3, so using it would
//! mean a second syn in every user's build and a second parse of every item.

mod build;
pub mod case;
pub mod cel;
pub mod client;
pub mod conversion;
pub(crate) mod derives;
pub mod docs;
pub(crate) mod foreign;
pub mod go_markers;
pub mod item_attrs;
pub mod kind;
mod kinds;
mod known_with;
pub mod kube;
pub mod markers;
pub mod meta;
pub mod presence;
pub mod rbac;
mod resolve;
pub mod root_properties;
pub mod serde;
pub mod this_build;
pub mod types;
pub mod webhook;

pub use kinds::{Kind, KindVersion, MAX_KINDS};
pub use types::{Body, Field, SerializeImpl, Ty, TypeDef, TypeId, TypeRef, Variant, VariantFields};

use proc_macro2::Span;

use crate::diagnostic::codes::Code;
use crate::diagnostic::{Diagnostic, Diagnostics, Location};
use crate::source::{ModuleId, Parsed, SourceIndex, Syntax};

/// The model of one crate (see the module documentation).
///
/// It borrows the crate's [`SourceIndex`] (for locations, module paths and features)
/// but not its [`Syntax`]: everything read from the syntax trees is owned here, so a run
/// can drop the trees once the model is built.
pub struct Model<'s> {
    src: &'s SourceIndex,
    /// Every struct, enum and type alias, in module path then source order.
    pub types: Vec<TypeDef>,
    /// Every kind, grouped by (group, kind) and sorted so; versions sorted by name.
    pub kinds: Vec<Kind>,
    /// Problems finding the kinds (a `CustomResource` without `#[crd(...)]`, a version
    /// declared twice, too many kinds), sorted.
    pub kind_errors: Diagnostics,
    /// Each module's `crdgen::module_markers!` presence default, by module id.
    module_presence: Vec<Result<Option<(presence::Presence, Span)>, Diagnostic>>,
    /// Every `#[crdgen::rbac(...)]` marker with the module it is in, in module path then
    /// source order.
    pub rbac: Vec<(ModuleId, rbac::marker::RbacMarker)>,
    /// The markers that could not be read.
    pub rbac_errors: Vec<Diagnostic>,
    /// Every `#[crdgen::webhook(...)]` marker with the module it is in, in module path
    /// then source order.
    pub webhooks: Vec<(ModuleId, webhook::marker::WebhookMarker)>,
    /// The webhook markers that could not be read.
    pub webhook_errors: Vec<Diagnostic>,
}

impl<'s> Model<'s> {
    /// Reads the model of a parsed crate (its index and its syntax), with the default
    /// kind limit ([`MAX_KINDS`]).
    pub fn build(index: &'s SourceIndex, syntax: &Syntax) -> Model<'s> {
        Model::build_limited(
            index,
            syntax,
            MAX_KINDS,
            crate::model::docs::DocComments::Lines,
        )
    }

    /// Reads the model of a parsed crate; more than `max_kinds` kinds is an error
    /// (E0016, the configuration's `max-kinds`). Doc comments become descriptions as
    /// `doc_comments` says (the configured controller-gen release's).
    pub fn build_limited(
        index: &'s SourceIndex,
        syntax: &Syntax,
        max_kinds: usize,
        doc_comments: crate::model::docs::DocComments,
    ) -> Model<'s> {
        let src = Parsed { index, syntax };
        let (items, ids) = build::type_items(src);
        let derive_names = derives::Names::default();
        let mut types: Vec<TypeDef> =
            build::collect_bounded(items.iter().filter_map(|&(module, item)| {
                build::DefReader {
                    src,
                    ids: &ids,
                    module,
                    doc_comments,
                    derive_names: &derive_names,
                }
                .read(item)
            }));
        for (id, module, span) in build::manual_serialize_impls(src, &ids) {
            if let Some(def) = types.get_mut(id) {
                def.serialize = SerializeImpl::Manual(module, span);
            }
        }
        let (kinds, kind_errors) = kinds::discover(src, &ids, &types, max_kinds);
        let module_presence = index
            .modules()
            .map(|m| {
                presence::module_default(src.items(m)).map_err(|e| {
                    let location = src.index.location_in(m, e.span);
                    e.into_diagnostic(location)
                })
            })
            .collect();
        let (rbac, rbac_errors) = rbac::markers(src);
        let (webhooks, webhook_errors) = webhook::markers(src);
        Model {
            src: index,
            types,
            kinds,
            kind_errors,
            module_presence,
            rbac,
            rbac_errors,
            webhooks,
            webhook_errors,
        }
    }

    /// The index of the source the model was read from.
    pub fn source(&self) -> &'s SourceIndex {
        self.src
    }

    /// Where `span`, written in `module`, is, for a diagnostic.
    pub fn location(&self, module: ModuleId, span: Span) -> Location {
        self.src.location_in(module, span)
    }

    /// The type with this id.
    pub fn def(&self, id: TypeId) -> &TypeDef {
        &self.types[id]
    }

    /// The presence default `crdgen::module_markers!` sets for the struct fields of
    /// `module`, or the mistake in it.
    pub fn module_presence(
        &self,
        module: ModuleId,
    ) -> Result<Option<(presence::Presence, Span)>, &Diagnostic> {
        match self.module_presence.get(module) {
            Some(Ok(p)) => Ok(*p),
            Some(Err(d)) => Err(d),
            None => Ok(None),
        }
    }

    /// The struct or enum named `name` whose name is on `line` of a file of `module`.
    pub fn find(&self, module: ModuleId, name: &str, line: usize) -> Option<TypeId> {
        self.types.iter().position(|t| {
            t.module == module
                && t.name == name
                && t.span.start().line == line
                && !matches!(t.body, Body::Alias(_))
        })
    }
}

/// A problem in an attribute, before it is tied to a file.
#[derive(Debug, Clone)]
pub struct AttrError {
    /// The stable code naming this kind of mistake.
    pub code: Code,
    /// Where.
    pub span: Span,
    /// What is wrong.
    pub message: String,
    /// Printed under the span.
    pub label: Option<String>,
    /// What to do instead.
    pub help: Option<String>,
    /// Facts that explain it, printed before the help.
    pub notes: Vec<String>,
}

impl AttrError {
    /// An error at `span`.
    pub fn new(code: Code, span: Span, message: impl Into<String>) -> AttrError {
        AttrError {
            code,
            span,
            message: message.into(),
            label: None,
            help: None,
            notes: Vec::new(),
        }
    }

    /// The diagnostic this error becomes once its span is placed in a file.
    pub fn into_diagnostic(
        self,
        location: crate::diagnostic::Location,
    ) -> crate::diagnostic::Diagnostic {
        let mut d = crate::diagnostic::Diagnostic::error(self.code, self.message).at(location);
        d.label = self.label;
        d.help = self.help;
        d.notes = self.notes;
        d
    }

    /// The diagnostic this mistake becomes as a warning (what a dialect's reader read
    /// but does not honour as written), once its span is placed in a file.
    pub fn into_warning(self, location: crate::diagnostic::Location) -> Diagnostic {
        let mut d = Diagnostic::warning(self.code, self.message).at(location);
        d.label = self.label;
        d.help = self.help;
        d.notes = self.notes;
        d
    }

    /// Adds the label.
    pub fn label(mut self, label: impl Into<String>) -> AttrError {
        self.label = Some(label.into());
        self
    }

    /// Adds a note.
    pub fn note(mut self, note: impl Into<String>) -> AttrError {
        self.notes.push(note.into());
        self
    }

    /// Adds the help line.
    pub fn help(mut self, help: impl Into<String>) -> AttrError {
        self.help = Some(help.into());
        self
    }

    /// Wraps a syn error (its first message and span). Errors raised inside syn's
    /// parsers carry their code in front (see [`crate::diagnostic::codes::syn_error`]) and their help
    /// after a `\n= help: ` line (the form rustc shows for a compile error); both are
    /// split off again here.
    pub fn from_syn(err: syn::Error) -> AttrError {
        let text = err.to_string();
        let (code, text) = crate::diagnostic::codes::split_syn_message(&text);
        match text.split_once("\n= help: ") {
            Some((message, help)) => AttrError::new(code, err.span(), message).help(help),
            // syn's own messages ("expected `,`") say what is wrong but not the shape
            // of what is right.
            None if code.id == crate::diagnostic::codes::input::ATTRIBUTE_SYNTAX.id => {
                AttrError::new(code, err.span(), text).help(
                    "arguments are `key = value` or `key(...)`, separated by commas, with string values in double quotes; docs/markers.md lists every key",
                )
            }
            None => AttrError::new(code, err.span(), text),
        }
    }
}

impl From<syn::Error> for AttrError {
    fn from(err: syn::Error) -> AttrError {
        AttrError::from_syn(err)
    }
}

/// Is this `#[crd(...)]`?
pub fn is_crd_attr(attr: &syn::Attribute) -> bool {
    attr.path().is_ident("crd")
}
