//! The traits a type derives, each known by what its path names rather than how it is
//! written: rustc accepts `#[derive(Schema)]` under `use crdgen::CrdSchema as Schema;`,
//! `#[derive(crdgen::CrdSchema)]`, a `use crdgen::{CrdSchema as S};` or a re-export
//! through a local module, and so does crdgen. Which crate a derive comes from is not
//! decided here: `kube::CustomResource` and crdgen's are told apart by their options
//! (`#[kube(...)]` or `#[crd(...)]`), as before.

use crate::source::{ModuleId, SourceSet};

/// The name of the derive `path` written in `module`: the last segment of what it
/// resolves to (`CrdSchema` for `Schema` imported as above), or of the path as written
/// when it does not resolve to another crate's item.
fn name(src: &SourceSet, module: ModuleId, path: &syn::Path) -> Option<String> {
    match src.resolve_macro_path(module, path) {
        Some(mut resolved) => resolved.pop(),
        None => path.segments.last().map(|s| s.ident.to_string()),
    }
}

/// The names of the traits `attrs` derive in `#[derive(...)]` (not under `cfg_attr`,
/// see [`under_cfg_attr`]), written in `module`.
pub(super) fn of(src: &SourceSet, module: ModuleId, attrs: &[syn::Attribute]) -> Vec<String> {
    let mut out = Vec::new();
    for attr in attrs.iter().filter(|a| a.path().is_ident("derive")) {
        let _ = attr.parse_nested_meta(|meta| {
            out.extend(name(src, module, &meta.path));
            Ok(())
        });
    }
    out
}

/// `#[cfg_attr(..., derive(Serialize))]`: a derive some build has (a library's optional
/// serde support) counts as the type's derive `wanted`.
pub(super) fn under_cfg_attr(
    src: &SourceSet,
    module: ModuleId,
    attrs: &[syn::Attribute],
    wanted: &str,
) -> bool {
    attrs
        .iter()
        .filter(|a| a.path().is_ident("cfg_attr"))
        .any(|a| {
            let mut found = false;
            let _ = a.parse_nested_meta(|meta| {
                if meta.path.is_ident("derive") {
                    meta.parse_nested_meta(|d| {
                        found |= name(src, module, &d.path).is_some_and(|n| n == wanted);
                        Ok(())
                    })?;
                } else if meta.input.peek(syn::token::Paren) {
                    // The predicate (`feature = "serde"`, `any(...)`): skipped.
                    let _ = meta.input.parse::<proc_macro2::TokenTree>()?;
                } else if meta.input.peek(syn::Token![=]) {
                    let _ = meta.value()?.parse::<syn::Expr>()?;
                }
                Ok(())
            });
            found
        })
}

/// Does the item, written in `module`, derive `CustomResource` (making it the spec of a
/// kind)? crdgen's or kube-derive's: its options say which.
pub fn custom_resource(src: &SourceSet, module: ModuleId, attrs: &[syn::Attribute]) -> bool {
    of(src, module, attrs).iter().any(|d| d == "CustomResource")
}
