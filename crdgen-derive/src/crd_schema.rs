//! `#[derive(CrdSchema)]`: the compile-time schema of a nested type.

use proc_macro2::TokenStream;
use quote::quote;
use syn::DeriveInput;

use crate::custom_resource::attr_error;
use crate::{engine, spans};

/// Expands the derive.
pub fn expand(input: TokenStream) -> TokenStream {
    let item: DeriveInput = match syn::parse2(input.clone()) {
        Ok(item) => item,
        Err(e) => return attr_error(crdgen_core::model::AttrError::from(e)),
    };
    // Marker errors in the item's own attributes are reported at their exact tokens,
    // all of them.
    if let Err(errors) =
        crdgen_core::model::markers::parse(&item.attrs, crdgen_core::model::markers::Place::Type)
    {
        return errors.into_iter().map(attr_error).collect();
    }
    let ident = &item.ident;
    let span = ident.span();
    let (Some(file), line) = (engine::file_of(span), span.start().line) else {
        // Without a source file (a macro-generated type) there is nothing to read.
        return quote! {};
    };
    if !item.generics.params.is_empty() {
        // A generic type's schema depends on its arguments; it is built where used.
        return quote! {};
    }
    let root = engine::crate_root();
    match engine::type_schema(&file, line, &ident.to_string()) {
        Ok(out) => {
            // `schema()` parses this JSON with serde_json at run time: refuse what it
            // could not parse.
            if let Some(d) =
                crdgen_core::crd::json_depth::check_type_schema(&out.schema, &ident.to_string())
            {
                let diags = crdgen_core::diagnostic::Diagnostics(vec![d]);
                return spans::to_compile_errors(&diags, &input, span, &root);
            }
            let json = serde_json::to_string(&out.schema).unwrap_or_default();
            let checks = crate::default_checks::expand(&item);
            quote! {
                impl ::crdgen::CrdSchema for #ident {
                    const SCHEMA_JSON: &'static str = #json;
                }
                #checks
            }
        }
        Err(diags) => spans::to_compile_errors(&diags, &input, span, &root),
    }
}
