//! Type expressions → [`Ty`]: every path resolved once, through the crate's name tables,
//! to a type of the crate, a type of another crate, a primitive or a type parameter.

use std::collections::HashMap;

use syn::spanned::Spanned;

use super::types::{Ty, TypeId, TypeRef};
use crate::source::{ModuleId, Resolved, SourceSet};

/// Resolves the type expressions written in one module, inside a definition with the
/// type parameters `params`.
pub(super) struct TypeResolver<'s> {
    pub(super) src: &'s SourceSet,
    /// Every struct, enum and alias item of the crate, by address.
    pub(super) ids: &'s HashMap<*const syn::Item, TypeId>,
    pub(super) module: ModuleId,
    pub(super) params: &'s [String],
}

impl TypeResolver<'_> {
    /// What `ty` names.
    pub(super) fn resolve(&self, ty: &syn::Type) -> Ty {
        // The parser refuses more than 128 levels of brackets, but each level costs a few
        // kilobytes of stack in a debug build: grow it on demand, as the schema builder does.
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.resolve_unguarded(ty))
    }

    fn resolve_unguarded(&self, ty: &syn::Type) -> Ty {
        let kind = match ty {
            syn::Type::Paren(p) => return self.resolve(&p.elem),
            syn::Type::Group(g) => return self.resolve(&g.elem),
            syn::Type::Reference(r) => return self.resolve(&r.elem),
            syn::Type::Array(a) => TypeRef::Array(Box::new(self.resolve(&a.elem)), length(&a.len)),
            syn::Type::Slice(s) => TypeRef::Array(Box::new(self.resolve(&s.elem)), None),
            syn::Type::Path(p) if p.qself.is_none() => self.path(&p.path),
            syn::Type::Tuple(t) if t.elems.is_empty() => TypeRef::Unit,
            syn::Type::Tuple(t) => {
                TypeRef::Tuple(t.elems.iter().map(|e| self.resolve(e)).collect())
            }
            _ => TypeRef::Unsupported,
        };
        Ty {
            kind,
            span: ty.span(),
        }
    }

    fn path(&self, path: &syn::Path) -> TypeRef {
        if let Some(ident) = path.get_ident()
            && let Some(n) = self.params.iter().rposition(|p| ident == p)
        {
            return TypeRef::Param(n);
        }
        match self.src.resolve_type_path(self.module, path) {
            Ok(Resolved::Primitive(name)) => TypeRef::Primitive(name),
            Ok(Resolved::Local { item, .. }) => match self.ids.get(&(item as *const syn::Item)) {
                Some(&def) => TypeRef::Local {
                    def,
                    args: self.args(path),
                },
                // Resolution yields structs, enums and aliases only, and each has an id.
                None => TypeRef::Unsupported,
            },
            Ok(Resolved::External(path_segments)) => TypeRef::External {
                path: path_segments,
                args: self.args(path),
            },
            Err(d) => TypeRef::Unresolved(Box::new(d)),
        }
    }

    /// The type arguments of the path's last segment (lifetimes and constants left out).
    fn args(&self, path: &syn::Path) -> Vec<Ty> {
        let Some(last) = path.segments.last() else {
            return Vec::new();
        };
        match &last.arguments {
            syn::PathArguments::AngleBracketed(a) => a
                .args
                .iter()
                .filter_map(|arg| match arg {
                    syn::GenericArgument::Type(t) => Some(self.resolve(t)),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }
}

/// The length of `[T; N]` when `N` is an integer literal (`3`, `3usize`, `0x10`); `None`
/// for a constant or an expression, whose value crdgen does not evaluate.
fn length(len: &syn::Expr) -> Option<u64> {
    match len {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(n),
            ..
        }) => n.base10_parse().ok(),
        syn::Expr::Paren(p) => length(&p.expr),
        syn::Expr::Group(g) => length(&g.expr),
        _ => None,
    }
}
