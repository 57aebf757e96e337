//! Turning what the loader found into a [`SourceSet`]: stable ids and name indexes.

use std::path::PathBuf;

use super::{Module, SourceFile, SourceIndex, SourceSet, Syntax, names};

/// Sorts files by displayed path and modules by module path, so ids never depend on
/// the order files were reached, remaps the ids between them and builds the indexes.
/// `trees[i]` is the syntax tree of `files[i]`.
pub(crate) fn assemble(
    files: Vec<SourceFile>,
    trees: Vec<syn::File>,
    modules: Vec<Module>,
    read: Vec<PathBuf>,
) -> SourceSet {
    let file_order = order_by(&files, |f| &f.path);
    let module_order = order_by(&modules, |m| &m.path);
    let file_new = inverse(&file_order);
    let module_new = inverse(&module_order);
    let files = reorder(files, &file_order);
    let trees = reorder(trees, &file_order);
    let modules: Vec<Module> = module_order
        .iter()
        .filter_map(|&old| modules.get(old))
        .map(|m| Module {
            path: m.path.clone(),
            file: m.file.and_then(|f| file_new.get(f).copied()),
            parent: m.parent.and_then(|p| module_new.get(p).copied()),
            inline: m.inline.clone(),
        })
        .collect();
    let by_path = modules
        .iter()
        .enumerate()
        .map(|(id, m)| (m.path.clone(), id))
        .collect();
    let mut read = read;
    read.sort();
    read.dedup();
    let index = SourceIndex {
        files,
        modules,
        read,
        by_path,
        features: None,
    };
    let (tables, named) = names::build(&index, &trees);
    let words = crate::diagnostic::suggest::WordIndex::new(named.keys().map(String::as_str));
    SourceSet {
        index,
        syntax: Syntax {
            trees,
            tables,
            named,
            words,
        },
    }
}

/// The elements of `items` in `order` (indexes into `items`).
fn reorder<T>(items: Vec<T>, order: &[usize]) -> Vec<T> {
    let mut items: Vec<Option<T>> = items.into_iter().map(Some).collect();
    order
        .iter()
        .filter_map(|&old| items.get_mut(old).and_then(Option::take))
        .collect()
}

/// Indexes of `items` sorted by `key`.
fn order_by<T, K: Ord>(items: &[T], key: impl Fn(&T) -> &K) -> Vec<usize> {
    let mut order: Vec<usize> = (0..items.len()).collect();
    order.sort_by(|&a, &b| key(&items[a]).cmp(key(&items[b])));
    order
}

/// The inverse permutation: old index → new index.
fn inverse(order: &[usize]) -> Vec<usize> {
    let mut new = vec![0; order.len()];
    for (position, &old) in order.iter().enumerate() {
        if let Some(slot) = new.get_mut(old) {
            *slot = position;
        }
    }
    new
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inverse_permutation() {
        assert_eq!(inverse(&[2, 0, 1]), vec![1, 2, 0]);
        assert_eq!(order_by(&["b", "c", "a"], |s| s), vec![2, 0, 1]);
    }
}
