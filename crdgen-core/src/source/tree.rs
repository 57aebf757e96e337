//! The `mod` items of a file, and finding an inline module's items by index path.

use proc_macro2::Span;
use syn::Item;

use super::names::ident_string;
use super::{ModuleId, SourceIndex, attrs, cfg};

/// The items of module `m` in `trees` (by file id): the file's items, or the inline
/// module's body. Empty for a module without a file and for an unknown id.
pub(crate) fn module_items<'a>(
    index: &SourceIndex,
    trees: &'a [syn::File],
    m: ModuleId,
) -> &'a [Item] {
    let Some(module) = index.modules.get(m) else {
        return &[];
    };
    match module.file.and_then(|f| trees.get(f)) {
        Some(file) => items_at(file, &module.inline),
        None => &[],
    }
}

/// The items reached by following `inline` (indexes of inline `mod` items) from the
/// file's top level. An index that does not lead to an inline module gives no items;
/// the loader only records valid index paths, so that is a defensive fallback.
pub(crate) fn items_at<'a>(file: &'a syn::File, inline: &[usize]) -> &'a [Item] {
    let mut items: &[Item] = &file.items;
    for &i in inline {
        match items.get(i) {
            Some(Item::Mod(syn::ItemMod {
                content: Some((_, inner)),
                ..
            })) => items = inner,
            _ => return &[],
        }
    }
    items
}

/// One `mod` item, copied out of the AST so the loader can read more files while it
/// works through them.
#[derive(Debug, Clone)]
pub(crate) struct ModDecl {
    /// Index of the item among its siblings.
    pub(crate) index: usize,
    /// The module's name, without `r#`.
    pub(crate) name: String,
    /// The `#[path = "..."]` value, if any.
    pub(crate) path_attr: Option<String>,
    /// The whole `#[path]` attribute, for diagnostics about where it leads.
    pub(crate) path_span: Option<Span>,
    /// `mod foo { ... }` rather than `mod foo;`.
    pub(crate) inline: bool,
    /// `mod foo` (from the keyword to the name), for diagnostics.
    pub(crate) span: Span,
}

/// The `mod` items among `items`, leaving out those no build has (`#[cfg(test)]`,
/// `#[cfg(any())]`: see [`cfg`]).
pub(crate) fn mod_decls(items: &[Item]) -> Vec<ModDecl> {
    items
        .iter()
        .enumerate()
        .filter_map(|(index, item)| match item {
            Item::Mod(m) if !cfg::is_absent(&m.attrs) => Some(ModDecl {
                index,
                name: ident_string(&m.ident),
                path_attr: attrs::path_attr(&m.attrs),
                path_span: attrs::path_attr_span(&m.attrs),
                inline: m.content.is_some(),
                span: m
                    .mod_token
                    .span
                    .join(m.ident.span())
                    .unwrap_or(m.ident.span()),
            }),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(src: &str) -> syn::File {
        match syn::parse_file(src) {
            Ok(f) => f,
            Err(e) => panic!("bad test input: {e}"),
        }
    }

    #[test]
    fn follows_inline_index_paths() {
        let file = parse("struct A; mod m { struct B; mod n { struct C; struct D; } }");
        assert_eq!(items_at(&file, &[]).len(), 2);
        assert_eq!(items_at(&file, &[1]).len(), 2);
        assert_eq!(items_at(&file, &[1, 1]).len(), 2);
        // Not an inline module: no items rather than a panic.
        assert!(items_at(&file, &[0]).is_empty());
        assert!(items_at(&file, &[7]).is_empty());
    }

    #[test]
    fn lists_mod_items_without_constantly_false_cfg() {
        let file = parse(
            "mod a; #[path = \"x.rs\"] pub mod r#b; mod c {} #[cfg(test)] mod tests; #[cfg(any())] mod absent; #[cfg(not(any()))] mod d {}",
        );
        let decls = mod_decls(&file.items);
        let summary: Vec<_> = decls
            .iter()
            .map(|d| (d.index, d.name.as_str(), d.path_attr.as_deref(), d.inline))
            .collect();
        assert_eq!(
            summary,
            vec![
                (0, "a", None, false),
                (1, "b", Some("x.rs"), false),
                (2, "c", None, true),
                (5, "d", None, true),
            ]
        );
    }
}
