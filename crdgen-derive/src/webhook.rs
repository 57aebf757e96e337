//! `#[crdgen::webhook(...)]`: checks its arguments with the same parser the CLI uses and
//! passes the item through unchanged (the webhook configurations are read from source by
//! `crdgen generate`; at run time the marker costs nothing).

use proc_macro2::{Span, TokenStream};

/// The item unchanged, preceded by a spanned compile error for each problem of the
/// arguments.
pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    match crdgen_core::model::webhook::marker::parse_args(args, Span::call_site()) {
        Ok(_) => item,
        Err(errors) => {
            // The item is kept so one wrong marker does not add "cannot find" errors
            // for everything it is on.
            let mut out = TokenStream::new();
            for e in errors {
                out.extend(crate::custom_resource::attr_error(e));
            }
            out.extend(item);
            out
        }
    }
}
