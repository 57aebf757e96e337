//! The traits a type derives, each known by what its path names rather than how it is
//! written: rustc accepts `#[derive(Schema)]` under `use crdgen::CrdSchema as Schema;`,
//! `#[derive(crdgen::CrdSchema)]`, a `use crdgen::{CrdSchema as S};` or a re-export
//! through a local module, and so does crdgen. A `CustomResource` that resolves to
//! kube-derive's is named [`KUBE_CUSTOM_RESOURCE`], so that a renamed import of it is not
//! taken for crdgen's; one written without an import that says whose it is is told apart
//! by its options (`#[kube(...)]` or `#[crd(...)]`), as before.

use std::cell::RefCell;

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

/// The names derives written as one identifier resolve to, by module and identifier: a
/// crate's types derive the same few traits (`Serialize, Deserialize, Clone, Debug`) over
/// and over, and resolving each anew was 2% of a 1,000-kind run (#24). [`name`] depends
/// on nothing else, so the cached answer is the one it would give.
#[derive(Default)]
pub(super) struct Names(RefCell<Vec<ModuleNames>>);

/// One module's derive identifiers and their [`name`]s.
type ModuleNames = Vec<(proc_macro2::Ident, Option<String>)>;

impl Names {
    /// [`name`] of the derive `ident`, written in `module`. A module's few names are
    /// searched in a list: comparing an identifier costs nothing, hashing one (as
    /// proc-macro2 does it) makes a `String` of it.
    fn of_ident(
        &self,
        src: Parsed<'_>,
        module: ModuleId,
        ident: &proc_macro2::Ident,
    ) -> Option<String> {
        if let Some(known) = self.0.borrow().get(module)
            && let Some((_, found)) = known.iter().find(|(i, _)| i == ident)
        {
            return found.clone();
        }
        let found = name(src, module, &syn::Path::from(ident.clone()));
        let mut modules = self.0.borrow_mut();
        if modules.len() <= module {
            modules.resize_with(module + 1, Vec::new);
        }
        if let Some(known) = modules.get_mut(module) {
            known.push((ident.clone(), found.clone()));
        }
        found
    }
}

/// The names of the traits `attrs` derive in `#[derive(...)]` (not under `cfg_attr`,
/// see [`under_cfg_attr`]), written in `module`.
pub(super) fn of(
    src: Parsed<'_>,
    module: ModuleId,
    attrs: &[syn::Attribute],
    names: &Names,
) -> Vec<String> {
    let mut out = Vec::new();
    for attr in attrs.iter().filter(|a| a.path().is_ident("derive")) {
        // The usual list of plain names is read off its tokens; syn's parser (a token
        // buffer per attribute) is kept for paths and for anything malformed, where
        // it stops at the first mistake.
        if let syn::Meta::List(list) = &attr.meta
            && let Some(idents) = plain_names(&list.tokens)
        {
            out.extend(idents.iter().filter_map(|i| names.of_ident(src, module, i)));
            continue;
        }
        let _ = attr.parse_nested_meta(|meta| {
            out.extend(name(src, module, &meta.path));
            Ok(())
        });
    }
    out
}

/// The identifiers of `A, B, C` (a trailing comma allowed); `None` for anything else.
fn plain_names(tokens: &proc_macro2::TokenStream) -> Option<Vec<proc_macro2::Ident>> {
    let mut out = Vec::new();
    let mut after_name = false;
    for token in tokens.clone() {
        match token {
            proc_macro2::TokenTree::Ident(ident) if !after_name => {
                out.push(ident);
                after_name = true;
            }
            proc_macro2::TokenTree::Punct(p) if after_name && p.as_char() == ',' => {
                after_name = false;
            }
            _ => return None,
        }
    }
    Some(out)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn names(tokens: &str) -> Option<Vec<String>> {
        let tokens: proc_macro2::TokenStream = tokens.parse().unwrap();
        plain_names(&tokens).map(|idents| idents.iter().map(ToString::to_string).collect())
    }

    #[test]
    fn only_lists_of_plain_names_skip_syn() {
        assert_eq!(
            names("Serialize, r#Clone,"),
            Some(vec!["Serialize".to_owned(), "r#Clone".to_owned()])
        );
        assert_eq!(names(""), Some(vec![]));
        for other in ["serde::Serialize", "A B", ",", "A,,B", "A = 1", "A(B)"] {
            assert_eq!(names(other), None, "{other}");
        }
    }
}
