//! The traits a type derives, each known by what its path names rather than how it is
//! written: rustc accepts `#[derive(Schema)]` under `use crdgen::CrdSchema as Schema;`,
//! `#[derive(crdgen::CrdSchema)]`, a `use crdgen::{CrdSchema as S};` or a re-export
//! through a local module, and so does crdgen. A `CustomResource` that resolves to
//! kube-derive's is named [`KUBE_CUSTOM_RESOURCE`], so that a renamed import of it is not
//! taken for crdgen's; one written without an import that says whose it is is told apart
//! by its options (`#[kube(...)]` or `#[crd(...)]`), as before.

use crate::source::{ModuleId, Parsed};

/// What [`of`] calls a derive that resolves to kube-derive's `CustomResource`
/// (`kube::CustomResource`, `kube_derive::CustomResource`, `kube::derive::…`): it reads
/// `#[kube(...)]` options only, and rustc refuses `#[crd(...)]` under it.
pub(crate) const KUBE_CUSTOM_RESOURCE: &str = "kube::CustomResource";

/// The name of the derive `path` written in `module`: the last segment of what it
/// resolves to (`CrdSchema` for `Schema` imported as above; [`KUBE_CUSTOM_RESOURCE`] for
/// kube-derive's), or of the path as written when it does not resolve to another crate's
/// item.
pub(crate) fn name(src: Parsed<'_>, module: ModuleId, path: &syn::Path) -> Option<String> {
    match src.resolve_macro_path(module, path) {
        Some(resolved) => {
            let last = resolved.last()?;
            let kube = matches!(
                resolved.first().map(String::as_str),
                Some("kube" | "kube_derive")
            );
            Some(if kube && last == "CustomResource" {
                KUBE_CUSTOM_RESOURCE.to_owned()
            } else {
                last.clone()
            })
        }
        None => path.segments.last().map(|s| s.ident.to_string()),
    }
}

/// The names of the traits `attrs` derive in `#[derive(...)]` (not under `cfg_attr`,
/// see [`under_cfg_attr`]), written in `module`.
pub(super) fn of(src: Parsed<'_>, module: ModuleId, attrs: &[syn::Attribute]) -> Vec<String> {
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
    src: Parsed<'_>,
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
