//! `#[crdgen::rbac(...)]`: checks its arguments with the same parser the CLI uses and
//! passes the item through unchanged (the permissions are read from source by
//! `crdgen generate`; at run time the marker costs nothing).

use proc_macro2::{Span, TokenStream};

/// The item unchanged, preceded by a spanned compile error if the arguments are wrong.
pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    match crdgen_core::model::rbac::marker::parse_args(args, Span::call_site()) {
        Ok(_) => item,
        Err(e) => {
            // The item is kept so one wrong marker does not add "cannot find" errors
            // for everything it is on.
            let mut out = crate::custom_resource::attr_error(e);
            out.extend(item);
            out
        }
    }
}
