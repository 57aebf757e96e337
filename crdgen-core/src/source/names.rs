//! Per-module name tables, built once after loading so each lookup is a hash probe.
//!
//! Only the type namespace matters to crdgen: structs, enums, type aliases (plus
//! unions, traits and modules, which can shadow them) and `use` declarations.

use std::collections::HashMap;

use proc_macro2::Span;
use syn::ext::IdentExt as _;
use syn::{Item, UseTree, Visibility};

use super::{ModuleId, SourceIndex, cfg, tree};

/// The names module `m` defines or imports.
#[derive(Debug, Default)]
pub(crate) struct NameTable {
    /// Items and modules defined in the module (the first definition wins).
    pub(crate) defs: HashMap<String, Def>,
    /// Explicit imports by the name they bind; several when one name is imported in
    /// different namespaces (a function and a module, say).
    pub(crate) imports: HashMap<String, Vec<Import>>,
    /// `use path::*` declarations, in source order.
    pub(crate) globs: Vec<Glob>,
}

/// Where a name is visible from: the whole crate, or the subtree of one module.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Scope {
    /// `pub` and `pub(crate)`.
    Everywhere,
    /// Private, `pub(self)`, `pub(super)`, `pub(in path)`: inside this module's subtree.
    Within(ModuleId),
}

/// What a defined name is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum DefKind {
    /// An item: index into the module's items.
    Item(usize),
    /// A child module.
    Module(ModuleId),
    /// `extern crate foo as bar;`: the crate's name.
    Crate(String),
}

/// A defined name.
#[derive(Debug, Clone)]
pub(crate) struct Def {
    pub(crate) kind: DefKind,
    pub(crate) vis: Scope,
}

/// One path segment of a `use` declaration or a type path.
#[derive(Debug, Clone)]
pub(crate) struct Seg {
    pub(crate) name: String,
    pub(crate) span: Span,
}

/// A `use` path, before resolution.
#[derive(Debug, Clone)]
pub(crate) struct UsePath {
    pub(crate) leading_colon: bool,
    pub(crate) segments: Vec<Seg>,
}

impl UsePath {
    /// `a::b::c`, with a leading `::` when written.
    pub(crate) fn text(&self) -> String {
        let joined = self
            .segments
            .iter()
            .map(|s| s.name.as_str())
            .collect::<Vec<_>>()
            .join("::");
        if self.leading_colon {
            format!("::{joined}")
        } else {
            joined
        }
    }
}

/// `use a::b;` or `use a::b as c;`.
#[derive(Debug, Clone)]
pub(crate) struct Import {
    pub(crate) path: UsePath,
    pub(crate) vis: Scope,
}

/// `use a::*;`.
#[derive(Debug, Clone)]
pub(crate) struct Glob {
    pub(crate) path: UsePath,
    pub(crate) vis: Scope,
}

/// An identifier as a string, without `r#`.
pub(crate) fn ident_string(ident: &syn::Ident) -> String {
    ident.unraw().to_string()
}

/// Builds every module's name table and the index of struct, enum and type alias names,
/// from the modules of `set` and the syntax trees of its files (`trees`, by file id).
#[allow(clippy::type_complexity)]
pub(crate) fn build(
    set: &SourceIndex,
    trees: &[syn::File],
) -> (Vec<NameTable>, HashMap<String, Vec<(ModuleId, usize)>>) {
    let mut named: HashMap<String, Vec<(ModuleId, usize)>> = HashMap::new();
    let mut children: Vec<Vec<ModuleId>> = vec![Vec::new(); set.modules.len()];
    for (id, module) in set.modules.iter().enumerate() {
        if let Some(list) = module.parent.and_then(|p| children.get_mut(p)) {
            list.push(id);
        }
    }
    let tables = set
        .modules()
        .map(|m| {
            let children = children.get(m).map_or(&[][..], Vec::as_slice);
            let table = module_table(set, tree::module_items(set, trees, m), m, children);
            for (name, def) in &table.defs {
                if let DefKind::Item(i) = def.kind
                    && matches!(
                        tree::module_items(set, trees, m).get(i),
                        Some(Item::Struct(_) | Item::Enum(_) | Item::Type(_))
                    )
                {
                    named.entry(name.clone()).or_default().push((m, i));
                }
            }
            table
        })
        .collect();
    // Modules are visited in path order, so each list is already sorted.
    (tables, named)
}

/// The name table of module `m`, whose items are `items`.
fn module_table(
    set: &SourceIndex,
    items: &[Item],
    m: ModuleId,
    children: &[ModuleId],
) -> NameTable {
    let mut table = NameTable::default();
    let Some(module) = set.modules.get(m) else {
        return table;
    };
    for (index, item) in items.iter().enumerate() {
        let (ident, vis, kind) = match item {
            Item::Struct(i) if !cfg::is_absent(&i.attrs) => {
                (&i.ident, &i.vis, DefKind::Item(index))
            }
            Item::Enum(i) if !cfg::is_absent(&i.attrs) => (&i.ident, &i.vis, DefKind::Item(index)),
            Item::Type(i) if !cfg::is_absent(&i.attrs) => (&i.ident, &i.vis, DefKind::Item(index)),
            Item::Union(i) if !cfg::is_absent(&i.attrs) => (&i.ident, &i.vis, DefKind::Item(index)),
            Item::Trait(i) if !cfg::is_absent(&i.attrs) => (&i.ident, &i.vis, DefKind::Item(index)),
            Item::Mod(i) => {
                let mut path = module.path.clone();
                path.push(ident_string(&i.ident));
                // Skipped (`#[cfg(test)]`) modules have no entry, hence no name.
                match set.module_by_path(&path) {
                    Some(child) => (&i.ident, &i.vis, DefKind::Module(child)),
                    None => continue,
                }
            }
            Item::ExternCrate(i) if !cfg::is_absent(&i.attrs) => {
                let name = ident_string(&i.ident);
                if name == "self" {
                    continue;
                }
                let bound = i.rename.as_ref().map(|(_, r)| r).unwrap_or(&i.ident);
                (bound, &i.vis, DefKind::Crate(name))
            }
            Item::Use(u) if !cfg::is_absent(&u.attrs) => {
                let vis = scope(set, m, &u.vis);
                let mut prefix = Vec::new();
                add_use(
                    &mut table,
                    &u.tree,
                    u.leading_colon.is_some(),
                    &mut prefix,
                    vis,
                );
                continue;
            }
            _ => continue,
        };
        let vis = scope(set, m, vis);
        table
            .defs
            .entry(ident_string(ident))
            .or_insert(Def { kind, vis });
    }
    // A source directory without a crate root makes `a/b.rs` a child of `a` even with
    // no `mod b;` anywhere: such children are public names of their parent.
    for &child in children {
        if let Some(name) = set.modules.get(child).and_then(|c| c.path.last()) {
            table.defs.entry(name.clone()).or_insert(Def {
                kind: DefKind::Module(child),
                vis: Scope::Everywhere,
            });
        }
    }
    table
}

/// Flattens one `use` tree into imports and globs.
fn add_use(
    table: &mut NameTable,
    tree: &UseTree,
    leading_colon: bool,
    prefix: &mut Vec<Seg>,
    vis: Scope,
) {
    let path_to = |prefix: &[Seg], last: Option<&syn::Ident>| {
        let mut segments = prefix.to_vec();
        if let Some(ident) = last {
            segments.push(Seg {
                name: ident_string(ident),
                span: ident.span(),
            });
        }
        UsePath {
            leading_colon,
            segments,
        }
    };
    match tree {
        UseTree::Path(p) => {
            prefix.push(Seg {
                name: ident_string(&p.ident),
                span: p.ident.span(),
            });
            add_use(table, &p.tree, leading_colon, prefix, vis);
            prefix.pop();
        }
        UseTree::Name(n) => {
            // `use a::{self}` binds `a` itself.
            let (name, path) = if n.ident == "self" {
                match prefix.last() {
                    Some(last) => (last.name.clone(), path_to(prefix, None)),
                    None => return,
                }
            } else {
                (ident_string(&n.ident), path_to(prefix, Some(&n.ident)))
            };
            table
                .imports
                .entry(name)
                .or_default()
                .push(Import { path, vis });
        }
        UseTree::Rename(r) => {
            if r.rename == "_" {
                return;
            }
            let path = if r.ident == "self" {
                path_to(prefix, None)
            } else {
                path_to(prefix, Some(&r.ident))
            };
            if path.segments.is_empty() {
                return;
            }
            table
                .imports
                .entry(ident_string(&r.rename))
                .or_default()
                .push(Import { path, vis });
        }
        UseTree::Glob(_) => table.globs.push(Glob {
            path: path_to(prefix, None),
            vis,
        }),
        UseTree::Group(g) => {
            for tree in &g.items {
                add_use(table, tree, leading_colon, prefix, vis);
            }
        }
    }
}

/// Where an item with visibility `vis`, defined in module `m`, can be seen from.
fn scope(set: &SourceIndex, m: ModuleId, vis: &Visibility) -> Scope {
    let parent = || set.modules.get(m).and_then(|x| x.parent).unwrap_or(m);
    match vis {
        Visibility::Public(_) => Scope::Everywhere,
        Visibility::Inherited => Scope::Within(m),
        Visibility::Restricted(r) => {
            let segs: Vec<String> = r
                .path
                .segments
                .iter()
                .map(|s| ident_string(&s.ident))
                .collect();
            match segs.first().map(String::as_str) {
                Some("crate") if segs.len() == 1 => Scope::Everywhere,
                Some("self") if segs.len() == 1 => Scope::Within(m),
                Some("super") if segs.len() == 1 => Scope::Within(parent()),
                // `pub(in crate::a)`: visible inside `crate::a`. Relative forms are rare;
                // treating an unknown one as public only makes more names visible.
                Some("crate") => set
                    .module_by_path(&segs)
                    .map_or(Scope::Everywhere, Scope::Within),
                _ => Scope::Everywhere,
            }
        }
    }
}

/// True if something visible in `scope` can be named from module `from`.
pub(crate) fn visible(set: &SourceIndex, scope: Scope, from: ModuleId) -> bool {
    let Scope::Within(owner) = scope else {
        return true;
    };
    let mut current = Some(from);
    // Module trees are finite and acyclic (parents are created first), but the walk is
    // bounded anyway so a bug can never loop.
    for _ in 0..=set.modules.len() {
        match current {
            Some(m) if m == owner => return true,
            Some(m) => current = set.modules.get(m).and_then(|x| x.parent),
            None => return false,
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flatten(src: &str) -> NameTable {
        let item: syn::ItemUse = match syn::parse_str(src) {
            Ok(item) => item,
            Err(e) => panic!("bad test input: {e}"),
        };
        let mut table = NameTable::default();
        let leading = item.leading_colon.is_some();
        add_use(
            &mut table,
            &item.tree,
            leading,
            &mut Vec::new(),
            Scope::Everywhere,
        );
        table
    }

    fn imports(table: &NameTable) -> Vec<String> {
        let mut out: Vec<String> = table
            .imports
            .iter()
            .flat_map(|(name, list)| {
                list.iter()
                    .map(move |i| format!("{name} = {}", i.path.text()))
            })
            .collect();
        out.sort();
        out
    }

    #[test]
    fn flattens_groups_renames_self_and_globs() {
        let table = flatten("use a::{self, b::{c as d, *}, e, f as _, self as g};");
        assert_eq!(
            imports(&table),
            ["a = a", "d = a::b::c", "e = a::e", "g = a"]
        );
        let globs: Vec<String> = table.globs.iter().map(|g| g.path.text()).collect();
        assert_eq!(globs, ["a::b"]);
    }

    #[test]
    fn keeps_leading_colons_and_raw_names() {
        let table = flatten("use ::ext::r#type::Thing;");
        assert_eq!(imports(&table), ["Thing = ::ext::type::Thing"]);
    }
}
