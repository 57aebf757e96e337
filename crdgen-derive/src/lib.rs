//! Derive macros for crdgen.
//!
//! Until the derive issue lands these derives only register the `#[crd(...)]` helper
//! attribute, so API crates that the CLI reads also compile. The CLI is the source of
//! truth for the attribute dialect (see `crdgen_core::attrs`).

#![warn(missing_docs)]

use proc_macro::TokenStream;

/// Marks a spec struct as the spec of a custom resource kind; options go in `#[crd(...)]`.
#[proc_macro_derive(CustomResource, attributes(crd))]
pub fn derive_custom_resource(_input: TokenStream) -> TokenStream {
    TokenStream::new()
}

/// Marks a struct or enum used inside a spec or status, so `#[crd(...)]` markers are
/// accepted on it and its fields.
#[proc_macro_derive(CrdSchema, attributes(crd))]
pub fn derive_crd_schema(_input: TokenStream) -> TokenStream {
    TokenStream::new()
}
