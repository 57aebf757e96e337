//! The derives and `use` lines: kube-derive's `CustomResource` becomes crdgen's,
//! schemars' `JsonSchema` (and kube-derive's `KubeSchema`) becomes `CrdSchema` on nested
//! types and goes from the spec struct (crdgen's `CustomResource` covers it), and the
//! `use` lines that imported them import crdgen's instead, placed where rustfmt sorts
//! them.

use std::collections::BTreeSet;

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use syn::punctuated::Punctuated;
use syn::spanned::Spanned as _;
use syn::{Attribute, Item, UseTree};

use super::edits::Editor;
use crate::model::derives::{KUBE_CUSTOM_RESOURCE, name as resolved_name};
use crate::source::{ModuleId, Parsed};

/// Which of crdgen's derives a module names bare, so needs imported.
#[derive(Default)]
pub(crate) struct Needs {
    /// Some derive was rewritten: the old imports go.
    pub(crate) rewrote: bool,
    custom_resource: bool,
    crd_schema: bool,
}

/// The names kube-derive and schemars derive by, and the crates they come from (an
/// import of one under another name, `use kube::CustomResource as Kr;`, is one too).
const OLD: &[(&str, &[&str])] = &[
    ("CustomResource", &["kube", "kube_derive"]),
    ("JsonSchema", &["schemars"]),
    ("KubeSchema", &["kube", "kube_derive"]),
];

/// Rewrites the `#[derive(...)]` lists of one struct or enum written in `module`;
/// `is_kind` when it is a spec struct with `#[kube(...)]`. A derive is known by what its
/// path resolves to, as the model knows it ([`resolved_name`]): `KubeResource` under
/// `use kube::CustomResource as KubeResource;` is kube-derive's `CustomResource`.
pub(crate) fn rewrite(
    attrs: &[Attribute],
    is_kind: bool,
    (src, module): (Parsed<'_>, ModuleId),
    e: &mut Editor<'_>,
    needs: &mut Needs,
) {
    for attr in attrs.iter().filter(|a| a.path().is_ident("derive")) {
        let Ok(paths) =
            attr.parse_args_with(Punctuated::<syn::Path, syn::Token![,]>::parse_terminated)
        else {
            continue;
        };
        let paths: Vec<syn::Path> = paths.into_iter().collect();
        let ranges: Vec<(usize, usize)> = paths.iter().map(|p| e.range(p.span())).collect();
        for (i, path) in paths.iter().enumerate() {
            let Some(name) = resolved_name(src, module, path) else {
                continue;
            };
            let bare = path.segments.len() == 1 && path.leading_colon.is_none();
            let (start, end) = ranges[i];
            match name.as_str() {
                KUBE_CUSTOM_RESOURCE | "CustomResource" if is_kind => {
                    needs.rewrote = true;
                    if bare {
                        needs.custom_resource = true;
                        // Renamed on import: the import goes, so the name changes.
                        if !path.is_ident("CustomResource") {
                            e.replace(start, end, "CustomResource");
                        }
                    } else {
                        e.replace(start, end, "crdgen::CustomResource");
                    }
                }
                "JsonSchema" | "KubeSchema" => {
                    needs.rewrote = true;
                    if is_kind {
                        match (ranges.get(i + 1), i.checked_sub(1)) {
                            (Some((next, _)), _) => e.replace(start, *next, ""),
                            (None, Some(prev)) => e.replace(ranges[prev].1, end, ""),
                            (None, None) => e.replace(start, end, ""),
                        }
                    } else if bare {
                        needs.crd_schema = true;
                        e.replace(start, end, "CrdSchema");
                    } else {
                        e.replace(start, end, "crdgen::CrdSchema");
                    }
                }
                _ => {}
            }
        }
    }
}

/// Whether `tree` (below the crate `root`, when inside a path already) is a plain
/// import of one of [`OLD`] from its crate: `kube::CustomResource`.
/// A name the module still uses elsewhere (`used`) is not old: its import stays.
fn old_import(tree: &UseTree, root: Option<&str>, used: &BTreeSet<String>) -> bool {
    match tree {
        UseTree::Path(p) => {
            let root = root.map_or_else(|| p.ident.to_string(), str::to_owned);
            old_import(&p.tree, Some(&root), used)
        }
        UseTree::Name(n) => root.is_some_and(|root| old_name(&n.ident, &n.ident, root, used)),
        UseTree::Rename(r) => root.is_some_and(|root| old_name(&r.ident, &r.rename, root, used)),
        _ => false,
    }
}

/// Whether `name` of crate `root`, imported as `bound`, is one of [`OLD`] the module no
/// longer names.
fn old_name(name: &syn::Ident, bound: &syn::Ident, root: &str, used: &BTreeSet<String>) -> bool {
    OLD.iter()
        .any(|(old, crates)| name == old && crates.contains(&root))
        && !used.contains(&bound.to_string())
}

/// The identifiers one module's items use outside `use` items, `#[derive(...)]` lists
/// and nested modules (which have their own imports): a hand-written
/// `impl JsonSchema for X` or a `T: JsonSchema` bound keeps `use schemars::JsonSchema;`.
fn used_names(items: &[Item]) -> BTreeSet<String> {
    let mut used = BTreeSet::new();
    for item in items {
        if !matches!(item, Item::Use(_) | Item::Mod(_)) {
            idents(quote::ToTokens::to_token_stream(item), &mut used);
        }
    }
    used
}

fn idents(tokens: TokenStream, out: &mut BTreeSet<String>) {
    let mut trees = tokens.into_iter().peekable();
    while let Some(tree) = trees.next() {
        match tree {
            TokenTree::Punct(p) if p.as_char() == '#' => {
                if let Some(TokenTree::Group(g)) = trees.peek()
                    && g.delimiter() == Delimiter::Bracket
                    && matches!(g.stream().into_iter().next(), Some(TokenTree::Ident(i)) if i == "derive")
                {
                    trees.next();
                }
            }
            TokenTree::Ident(i) => {
                out.insert(i.to_string());
            }
            TokenTree::Group(g) => idents(g.stream(), out),
            TokenTree::Punct(_) | TokenTree::Literal(_) => {}
        }
    }
}

/// The first identifier of a `use`, by which rustfmt sorts.
fn sort_key(tree: &UseTree) -> String {
    match tree {
        UseTree::Path(p) => p.ident.to_string(),
        UseTree::Name(n) => n.ident.to_string(),
        UseTree::Rename(r) => r.ident.to_string(),
        UseTree::Glob(_) => "*".to_owned(),
        UseTree::Group(_) => String::new(),
    }
}

/// Removes the imports of the old derives from `items` (one module's) and imports
/// crdgen's where rustfmt would sort them.
pub(crate) fn rewrite_uses(items: &[Item], e: &mut Editor<'_>, needs: &Needs) {
    if !needs.rewrote {
        return;
    }
    let text = e.text();
    let used = used_names(items);
    let mut already = String::new();
    let mut anchor: Option<usize> = None;
    let mut gone: Vec<usize> = Vec::new();
    for (n, item) in items.iter().enumerate() {
        let Item::Use(u) = item else { continue };
        let (start, end) = e.range(u.span());
        if sort_key(&u.tree) == "crdgen" {
            already.push_str(&text[start..end]);
        }
        // A re-export (`pub use kube::CustomResource as Kr;`) is imported by other
        // modules, which this pass does not rewrite: removing it would break them.
        if !matches!(u.vis, syn::Visibility::Inherited) {
            continue;
        }
        if old_import(&u.tree, None, &used) {
            e.remove_lines(start, end);
            gone.push(n);
            anchor.get_or_insert(n);
            continue;
        }
        // `use kube::{CustomResource, Api};`: the name leaves the group.
        if let UseTree::Path(p) = &u.tree
            && let UseTree::Group(g) = &*p.tree
        {
            let root = p.ident.to_string();
            let elems: Vec<&UseTree> = g.items.iter().collect();
            let ranges: Vec<(usize, usize)> = elems.iter().map(|t| e.range(t.span())).collect();
            let old: Vec<bool> = elems
                .iter()
                .map(|t| old_import(t, Some(&root), &used))
                .collect();
            let kept: Vec<usize> = (0..elems.len()).filter(|i| !old[*i]).collect();
            match kept.as_slice() {
                _ if kept.len() == elems.len() => continue,
                // `use schemars::{JsonSchema};`: nothing is left of it.
                [] => {
                    e.remove_lines(start, end);
                    gone.push(n);
                }
                // `{Api}` is `Api`, as rustfmt writes it; `{self}` stays, as `kube::self`
                // is no import.
                [one]
                    if !matches!(elems[*one],
                        UseTree::Name(syn::UseName { ident, .. })
                        | UseTree::Rename(syn::UseRename { ident, .. }) if ident == "self") =>
                {
                    let (s, en) = ranges[*one];
                    let (gs, ge) = e.range(g.brace_token.span.join());
                    e.replace(gs, ge, text[s..en].to_owned());
                }
                _ => {
                    for (i, (s, en)) in ranges.iter().enumerate().filter(|(i, _)| old[*i]) {
                        match (i.checked_sub(1).filter(|p| !old[*p]), ranges.get(i + 1)) {
                            (Some(p), _) => e.replace(ranges[p].1, *en, ""),
                            (None, Some((next, _))) => e.replace(*s, *next, ""),
                            (None, None) => e.replace(*s, *en, ""),
                        }
                    }
                }
            }
            anchor.get_or_insert(n);
        }
    }
    let mut names = Vec::new();
    if needs.crd_schema && !already.contains("CrdSchema") {
        names.push("CrdSchema");
    }
    if needs.custom_resource && !already.contains("CustomResource") {
        names.push("CustomResource");
    }
    let line = match names.as_slice() {
        [] => return,
        [one] => format!("use crdgen::{one};"),
        many => format!("use crdgen::{{{}}};", many.join(", ")),
    };
    // The run of `use` items (no blank line between them) around the first import
    // changed, or the first run.
    let uses: Vec<usize> = (0..items.len())
        .filter(|n| matches!(items[*n], Item::Use(_)))
        .collect();
    let Some(&first_use) = uses.first() else {
        // No `use` at all: before the first item.
        if let Some(item) = items.first() {
            let (start, _) = e.range(item.span());
            let indent = e.indent_before(start).unwrap_or("").to_owned();
            e.insert(start, format!("{line}\n{indent}"));
        }
        return;
    };
    let around = anchor.unwrap_or(first_use);
    let in_run = |a: usize, b: usize| -> bool {
        // Items a < b are neighbours in one run: both `use`, and no blank line between.
        let (Item::Use(x), Item::Use(y)) = (&items[a], &items[b]) else {
            return false;
        };
        let (_, x_end) = e.range(x.span());
        let (y_start, _) = e.range(y.span());
        b == a + 1 && !text[x_end..y_start].contains("\n\n")
    };
    let mut lo = around;
    while lo > 0 && in_run(lo - 1, lo) {
        lo -= 1;
    }
    let mut hi = around;
    while hi + 1 < items.len() && in_run(hi, hi + 1) {
        hi += 1;
    }
    let kept: Vec<usize> = (lo..=hi).filter(|n| !gone.contains(n)).collect();
    let key = |n: usize| match &items[n] {
        Item::Use(u) => sort_key(&u.tree),
        _ => String::new(),
    };
    let rank = |k: &str| -> (u8, String) {
        match k {
            "self" | "super" | "crate" => (0, k.to_owned()),
            _ => (1, k.to_ascii_lowercase()),
        }
    };
    let before = kept
        .iter()
        .copied()
        .find(|&n| rank(&key(n)) > rank("crdgen"));
    match before {
        Some(n) => {
            let (start, _) = e.range(items[n].span());
            let indent = e.indent_before(start).unwrap_or("").to_owned();
            e.insert(start, format!("{line}\n{indent}"));
        }
        None => {
            let last = kept.last().copied().unwrap_or(around);
            let (start, end) = e.range(items[last].span());
            let indent = e.indent_before(start).unwrap_or("").to_owned();
            e.insert(end, format!("\n{indent}{line}"));
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;
    use std::path::{Path, PathBuf};

    /// What `crdgen migrate` makes of a crate whose `src/lib.rs` is `lib_rs`.
    fn migrated(lib_rs: &str) -> super::super::Migration {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("Cargo.toml"),
            "[package]\nname = \"api\"\nversion = \"0.1.0\"\n",
        )
        .unwrap();
        std::fs::create_dir_all(dir.path().join("src")).unwrap();
        std::fs::write(dir.path().join("src/lib.rs"), lib_rs).unwrap();
        super::super::migrate(dir.path()).unwrap()
    }

    /// `src/lib.rs` after `crdgen migrate`, the one file it changes.
    fn migrated_lib_rs(lib_rs: &str) -> String {
        let migration = migrated(lib_rs);
        match migration.files.as_slice() {
            [file] => file.after.clone(),
            files => panic!("one file changes: {files:?}"),
        }
    }

    /// The diff `crdgen migrate` shows for a crate whose `src/lib.rs` is `lib_rs`.
    fn diff(lib_rs: &str) -> String {
        migrated(lib_rs).diff()
    }

    /// kube-derive's `CustomResource` and schemars' `JsonSchema` imported under other
    /// names are known by what they resolve to: the derives and the imports are
    /// rewritten, and `crdgen generate` accepts the result (it refused the renamed
    /// kube import left behind with `#[crd(...)]`, E0245).
    #[test]
    fn renamed_imports_of_kube_s_derives_are_rewritten() {
        let lib = "use kube::CustomResource as KubeResource;\nuse schemars::{JsonSchema as Schema};\nuse serde::{Deserialize, Serialize};\n\n#[derive(KubeResource, Serialize, Deserialize, Clone, Debug, Schema)]\n#[kube(group = \"example.com\", version = \"v1\", kind = \"Foo\", namespaced)]\npub struct FooSpec {\n    pub part: Part,\n}\n\n#[derive(Serialize, Deserialize, Clone, Debug, Schema)]\npub struct Part {\n    pub size: i32,\n}\n";
        let after = migrated_lib_rs(lib);
        assert_eq!(
            after,
            "use crdgen::{CrdSchema, CustomResource};\nuse serde::{Deserialize, Serialize};\n\n#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\", namespaced, doc = \"Auto-generated derived type for FooSpec via `CustomResource`\")]\npub struct FooSpec {\n    pub part: Part,\n}\n\n#[derive(Serialize, Deserialize, Clone, Debug, CrdSchema)]\npub struct Part {\n    pub size: i32,\n}\n"
        );
        let files = BTreeMap::from([(PathBuf::from("src/lib.rs"), after)]);
        let generated = crate::pipeline::run_in_memory(
            &crate::config::Config::default(),
            Path::new("src/lib.rs"),
            &files,
        )
        .map_err(|d| d.render());
        let paths: Result<Vec<PathBuf>, String> =
            generated.map(|g| g.artifacts.into_iter().map(|a| a.path).collect());
        assert_eq!(
            paths,
            Ok(vec![PathBuf::from(
                "config/crd/bases/example.com_foos.yaml"
            )])
        );
    }

    /// A re-export of kube's or schemars' derive (`pub use … as Kr;`) is imported by
    /// other modules, which migrate does not rewrite: it stays (removing it broke them,
    /// E0432). `self` renamed in a group keeps its braces (`use schemars::self as sc;`
    /// does not compile).
    #[test]
    fn re_exports_stay_and_a_renamed_self_keeps_its_braces() {
        let lib = "pub mod reexports {\n    pub use kube::CustomResource as Kr;\n    pub use schemars::JsonSchema as Js;\n}\n\nmod api {\n    use crate::reexports::{Js, Kr};\n    use schemars::{JsonSchema as S, self as sc};\n    use serde::{Deserialize, Serialize};\n\n    #[derive(Kr, Serialize, Deserialize, Clone, Debug, Js)]\n    #[kube(group = \"example.com\", version = \"v1\", kind = \"Foo\", namespaced)]\n    pub struct FooSpec {\n        pub part: Part,\n    }\n\n    #[derive(Serialize, Deserialize, Clone, Debug, S)]\n    pub struct Part {\n        pub size: sc::Map<String, i32>,\n    }\n}\n";
        let after = migrated_lib_rs(lib);
        // `use crate::reexports::{Js, Kr};` is left unused (a warning), not broken.
        assert_eq!(
            after,
            "pub mod reexports {\n    pub use kube::CustomResource as Kr;\n    pub use schemars::JsonSchema as Js;\n}\n\nmod api {\n    use crate::reexports::{Js, Kr};\n    use crdgen::{CrdSchema, CustomResource};\n    use schemars::{self as sc};\n    use serde::{Deserialize, Serialize};\n\n    #[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]\n    #[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\", namespaced, doc = \"Auto-generated derived type for FooSpec via `CustomResource`\")]\n    pub struct FooSpec {\n        pub part: Part,\n    }\n\n    #[derive(Serialize, Deserialize, Clone, Debug, CrdSchema)]\n    pub struct Part {\n        pub size: sc::Map<String, i32>,\n    }\n}\n"
        );
    }

    /// `JsonSchema` still named by a bound keeps its import, and `kube::{self, …}` keeps
    /// its braces when only `self` is left (`use kube::self;` does not compile).
    #[test]
    fn an_import_still_used_stays_and_self_keeps_its_braces() {
        let lib = "use kube::{self, CustomResource};\nuse schemars::JsonSchema;\nuse serde::{Deserialize, Serialize};\n\n#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, JsonSchema)]\n#[kube(group = \"example.com\", version = \"v1\", kind = \"Foo\", namespaced)]\npub struct FooSpec {\n    pub size: i32,\n}\n\npub fn schema_of<T: JsonSchema>(_: kube::Client) {}\n";
        assert_eq!(
            diff(lib),
            "--- a/src/lib.rs\n+++ b/src/lib.rs\n@@ -1,9 +1,10 @@\n-use kube::{self, CustomResource};\n+use crdgen::CustomResource;\n+use kube::{self};\n use schemars::JsonSchema;\n use serde::{Deserialize, Serialize};\n \n-#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, JsonSchema)]\n-#[kube(group = \"example.com\", version = \"v1\", kind = \"Foo\", namespaced)]\n+#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]\n+#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\", namespaced, doc = \"Auto-generated derived type for FooSpec via `CustomResource`\")]\n pub struct FooSpec {\n     pub size: i32,\n }\n"
        );
    }
}
