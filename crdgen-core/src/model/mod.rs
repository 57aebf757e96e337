//! The model: the kinds and versions found in the source, and the attribute dialect that
//! describes them: `#[crd(...)]` and the serde attributes that shape JSON.
//!
//! Attributes are parsed and validated in one place, with spans, separate from schema
//! building (the way serde_derive's `internals` are). The derive accepts exactly this
//! dialect.

pub mod case;
pub mod cel;
pub mod client;
pub mod docs;
pub mod go_markers;
pub mod kind;
mod kinds;
pub mod markers;
pub mod meta;
pub mod presence;
pub mod serde;

pub use kinds::{Kind, KindVersion, MAX_KINDS, derives_custom_resource, discover, discover_all};

use proc_macro2::Span;

use crate::diagnostic::codes::Code;

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
        d
    }

    /// Adds the label.
    pub fn label(mut self, label: impl Into<String>) -> AttrError {
        self.label = Some(label.into());
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
