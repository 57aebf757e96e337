//! Type expressions → [`Ty`]: every path resolved once, through the crate's name tables,
//! to a type of the crate, a type of another crate, a primitive or a type parameter.

use std::collections::HashMap;

use syn::spanned::Spanned;

use super::types::{Ty, TypeId, TypeRef};
use crate::source::{ModuleId, Parsed, Resolved};

/// Resolves the type expressions written in one module, inside a definition with the
/// type parameters `params`.
pub(super) struct TypeResolver<'s> {
    pub(super) src: Parsed<'s>,
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
            span: type_span(ty),
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

/// `ty.span()`, the join of its first and last tokens' spans, found without printing
/// the type into tokens as `Spanned` does for every type (#24: one span per field and
/// type argument). A plain path (`a::B<C>`) is read directly; other types are printed.
fn type_span(ty: &syn::Type) -> proc_macro2::Span {
    match ty {
        syn::Type::Path(p) if p.qself.is_none() => path_span(&p.path).unwrap_or_else(|| ty.span()),
        _ => ty.span(),
    }
}

/// The span `Spanned` gives a path whose last segment has no parenthesized arguments:
/// from its leading `::` or first identifier to its last segment's `>` or identifier.
fn path_span(path: &syn::Path) -> Option<proc_macro2::Span> {
    if path.segments.trailing_punct() {
        return None;
    }
    let first_segment = path.segments.first()?;
    let last_segment = path.segments.last()?;
    let first = match &path.leading_colon {
        Some(colons) => colons.spans[0],
        None => first_segment.ident.span(),
    };
    let last = match &last_segment.arguments {
        syn::PathArguments::None => {
            // One token: its own span, not joined.
            if path.leading_colon.is_none() && path.segments.len() == 1 {
                return Some(first);
            }
            last_segment.ident.span()
        }
        syn::PathArguments::AngleBracketed(args) => args.gt_token.spans[0],
        syn::PathArguments::Parenthesized(_) => return None,
    };
    Some(first.join(last).unwrap_or(first))
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

#[cfg(test)]
mod tests {
    use syn::spanned::Spanned;

    /// The shortcut gives `Spanned`'s span, on parsed source (whose spans have
    /// locations) as the model reads it.
    #[test]
    fn type_spans_are_spanneds() {
        let text = "struct A { a: B, b: ::c::D, c: e::F<G, H<I>>, d: Vec::<u8>, e: Box<dyn Fn(u8) -> u8>, f: [u8; 2], g: (A, B), h: ::X }";
        let item: syn::ItemStruct = syn::parse_str(text).unwrap();
        let mut seen = 0;
        for field in &item.fields {
            let (ours, theirs) = (super::type_span(&field.ty), field.ty.span());
            assert_eq!(
                (ours.start(), ours.end()),
                (theirs.start(), theirs.end()),
                "{}",
                quote::ToTokens::to_token_stream(&field.ty)
            );
            assert_ne!(ours.start(), ours.end());
            seen += 1;
        }
        assert_eq!(seen, 8);
    }
}
