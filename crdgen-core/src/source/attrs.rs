//! The `#[path]` attribute, which changes which file a module is read from (`cfg`, the
//! other attribute that changes the module tree, is in [`super::cfg`]).

use syn::{Attribute, Expr, Lit, Meta};

/// The span of the whole `#[path = "..."]` attribute, for diagnostics about its target.
pub(crate) fn path_attr_span(attrs: &[Attribute]) -> Option<proc_macro2::Span> {
    use syn::spanned::Spanned as _;
    attrs
        .iter()
        .find(|attr| matches!(&attr.meta, Meta::NameValue(nv) if nv.path.is_ident("path")))
        .map(|attr| attr.span())
}

/// The value of `#[path = "..."]`, if present and a string literal.
pub(crate) fn path_attr(attrs: &[Attribute]) -> Option<String> {
    attrs.iter().find_map(|attr| match &attr.meta {
        Meta::NameValue(nv) if nv.path.is_ident("path") => match &nv.value {
            Expr::Lit(lit) => match &lit.lit {
                Lit::Str(s) => Some(s.value()),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attrs(src: &str) -> Vec<Attribute> {
        match syn::parse_str::<syn::ItemMod>(&format!("{src} mod m;")) {
            Ok(m) => m.attrs,
            Err(e) => panic!("bad test input: {e}"),
        }
    }

    #[test]
    fn reads_path_attribute() {
        assert_eq!(
            path_attr(&attrs("#[path = \"x/y.rs\"]")),
            Some("x/y.rs".to_string())
        );
        assert_eq!(path_attr(&attrs("#[path(x)]")), None);
        assert_eq!(path_attr(&attrs("")), None);
    }
}
