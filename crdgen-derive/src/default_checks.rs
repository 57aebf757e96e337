//! A test, generated beside each type the derives see, that the CRD's default of a field
//! is what serde's default writes (#[serde(default)] or #[serde(default = "f")] next to
//! #[crd(default = ...)]). crdgen reads source and cannot run `f` or `Default`, so the two
//! can drift apart silently; the crate's own `cargo test` runs the check, naming each
//! field whose values differ.
//!
//! A default that `skip_serializing_if` leaves out (`None`, an empty list) is never
//! written, so an object carrying it has no such field and the CRD's default is what the
//! absence means, as with a Go pointer and `+kubebuilder:default`: no disagreement.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::{Data, DeriveInput, Fields};

use crdgen_core::model::markers::{self, Place};
use crdgen_core::model::serde as serde_attrs;

/// The test for `item`, or nothing when no field has both defaults (or the type is
/// generic: its defaults depend on the arguments).
pub fn expand(item: &DeriveInput) -> TokenStream {
    let Data::Struct(data) = &item.data else {
        return quote!();
    };
    let Fields::Named(fields) = &data.fields else {
        return quote!();
    };
    if !item.generics.params.is_empty() {
        return quote!();
    }
    let ident = &item.ident;
    // Errors in these attributes are reported by the derive's own run of the engine.
    let container_default = serde_attrs::container(&item.attrs).is_ok_and(|c| c.default);
    let mut checks = Vec::new();
    for field in &fields.named {
        let Some(name) = &field.ident else { continue };
        let Ok(field_markers) = markers::parse(&field.attrs, Place::Field) else {
            continue;
        };
        let Some(declared) = field_markers.default_value() else {
            continue;
        };
        let Ok(serde) = serde_attrs::field(&field.attrs) else {
            continue;
        };
        let ty = &field.ty;
        let (actual, source) = match (&serde.default_fn, serde.default, container_default) {
            (Some((_, text)), _, _) => match syn::parse_str::<syn::ExprPath>(text) {
                Ok(path) => (quote!(#path()), format!("`{text}()`")),
                Err(_) => continue,
            },
            (None, true, _) => (
                quote!(<#ty as ::core::default::Default>::default()),
                "`Default::default()`".to_owned(),
            ),
            (None, false, true) => (
                quote!(<#ident as ::core::default::Default>::default().#name),
                format!("`{ident}::default().{name}`"),
            ),
            // No serde default: a missing field is the API server's to fill in.
            (None, false, false) => continue,
        };
        let declared = serde_json::to_string(declared).unwrap_or_default();
        let field_name = name.to_string();
        let written = match skip_serializing_if(field) {
            Some(predicate) => quote! {{
                let value = #actual;
                if #predicate(&value) {
                    ::core::option::Option::None
                } else {
                    ::core::option::Option::Some(::crdgen::__private::serde_json::to_value(&value))
                }
            }},
            None => quote!(::core::option::Option::Some(
                ::crdgen::__private::serde_json::to_value(&(#actual))
            )),
        };
        checks.push(quote! {
            (#field_name, #source, #declared, #written)
        });
    }
    if checks.is_empty() {
        return quote!();
    }
    let test = format_ident!("crdgen_defaults_of_{}", ident);
    let type_name = ident.to_string();
    quote! {
        #[cfg(test)]
        #[test]
        #[allow(non_snake_case)]
        fn #test() {
            ::crdgen::__private::check_defaults(#type_name, &[#(#checks),*]);
        }
    }
}

/// The predicate of `#[serde(skip_serializing_if = "path")]` on the field.
fn skip_serializing_if(field: &syn::Field) -> Option<syn::ExprPath> {
    let mut found = None;
    for attr in field.attrs.iter().filter(|a| a.path().is_ident("serde")) {
        let _ = attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("skip_serializing_if") {
                let lit: syn::LitStr = meta.value()?.parse()?;
                found = lit.parse::<syn::ExprPath>().ok();
            } else if meta.input.peek(syn::Token![=]) {
                let _: syn::Expr = meta.value()?.parse()?;
            } else if meta.input.peek(syn::token::Paren) {
                let _ = meta.parse_nested_meta(|inner| {
                    if inner.input.peek(syn::Token![=]) {
                        let _: syn::Expr = inner.value()?.parse()?;
                    }
                    Ok(())
                });
            }
            Ok(())
        });
    }
    found
}
