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
/// `use kube::CustomResource as KubeResource;` is kube-derive's `CustomResource`; one
/// too deep to follow is an error pushed to `errors` (E0115), since it may be one.
pub(crate) fn rewrite(
    attrs: &[Attribute],
    is_kind: bool,
    (src, module): (Parsed<'_>, ModuleId),
    e: &mut Editor<'_>,
    needs: &mut Needs,
    errors: &mut Vec<crate::diagnostic::Diagnostic>,
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
            // A derive too deep to resolve could be kube's: E0115, and nothing written.
            let name = match resolved_name(src, module, path) {
                Ok(Some(name)) => name,
                Ok(None) => continue,
                Err(d) => {
                    errors.push(d);
                    continue;
                }
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

/// Where the `use` items of one module are read: the module, to resolve the names
/// they bind, and the names its items still use elsewhere.
struct UseScope<'s> {
    src: Parsed<'s>,
    module: ModuleId,
    used: BTreeSet<String>,
}

/// Whether `tree` (below the crate `root`, when inside a path already) is a plain
/// import of one of [`OLD`]: `kube::CustomResource`, or a name that resolves to one
/// through a re-export of this crate (`use crate::reexports::Kr;`).
/// A name the module still uses elsewhere is not old: its import stays.
fn old_import(tree: &UseTree, root: Option<&str>, scope: &UseScope<'_>) -> bool {
    match tree {
        UseTree::Path(p) => {
            let root = root.map_or_else(|| p.ident.to_string(), str::to_owned);
            old_import(&p.tree, Some(&root), scope)
        }
        UseTree::Name(n) => root.is_some_and(|root| old_name(&n.ident, &n.ident, root, scope)),
        UseTree::Rename(r) => root.is_some_and(|root| old_name(&r.ident, &r.rename, root, scope)),
        _ => false,
    }
}

/// Whether `name` of crate `root`, imported as `bound`, is one of [`OLD`] the module no
/// longer names: by how it is written, or by what `bound` resolves to.
fn old_name(name: &syn::Ident, bound: &syn::Ident, root: &str, scope: &UseScope<'_>) -> bool {
    if scope.used.contains(&bound.to_string()) {
        return false;
    }
    OLD.iter()
        .any(|(old, crates)| name == old && crates.contains(&root))
        || names_old(scope.src, scope.module, bound)
}

/// Whether `ident`, written in `module`, resolves to one of [`OLD`] in its crate.
fn names_old(src: Parsed<'_>, module: ModuleId, ident: &syn::Ident) -> bool {
    let path = syn::Path::from(ident.clone());
    src.resolve_macro_path(module, &path)
        .is_ok_and(|resolved| resolved.is_some_and(|r| is_old(&r)))
}

/// Whether a resolved path (`["kube", "CustomResource"]`) is one of [`OLD`]:
/// kube's re-export of its derive (`kube::derive::CustomResource`) is one too.
fn is_old(resolved: &[String]) -> bool {
    let (Some(first), Some(last)) = (resolved.first(), resolved.last()) else {
        return false;
    };
    resolved.len() > 1
        && OLD
            .iter()
            .any(|(old, crates)| last == old && crates.contains(&first.as_str()))
}

/// A `pub use` that re-exports one of kube's or schemars' derives, which migrate keeps
/// (other crates may import it), so the dependency feature it needs stays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct KeptReexport {
    /// Where it is: `src/lib.rs:2`.
    pub(crate) at: String,
    /// Its text, on one line.
    pub(crate) text: String,
    /// The crate whose derive it re-exports: `kube`, `kube_derive` or `schemars`.
    pub(crate) krate: String,
    /// `pub`: other crates may import it. `pub(crate)`, `pub(super)`, `pub(in …)`: only
    /// this crate can, and migrate rewrote the derives here.
    pub(crate) public: bool,
}

/// Every re-export of one of [`OLD`] in the crate, in module order: the `pub use` items
/// [`rewrite_uses`] keeps.
pub(crate) fn kept_reexports(src: Parsed<'_>) -> Vec<KeptReexport> {
    let mut out = Vec::new();
    for module in src.index.modules() {
        for item in src.items(module) {
            let Item::Use(u) = item else { continue };
            if matches!(u.vis, syn::Visibility::Inherited) {
                continue;
            }
            let mut bound = Vec::new();
            bound_names(&u.tree, &mut bound);
            let krate = bound.iter().find_map(|ident| {
                let resolved = src
                    .resolve_macro_path(module, &syn::Path::from((*ident).clone()))
                    .ok()??;
                is_old(&resolved).then(|| resolved[0].clone())
            });
            if let Some(krate) = krate {
                let location = src.index.location_in(module, u.span());
                let text = quote::ToTokens::to_token_stream(u).to_string();
                out.push(KeptReexport {
                    at: format!(
                        "{}:{}",
                        location.file.to_string_lossy().replace('\\', "/"),
                        location.line
                    ),
                    text: one_line(&location.source_line, &text),
                    krate,
                    public: matches!(u.vis, syn::Visibility::Public(_)),
                });
            }
        }
    }
    out
}

/// The item's text as written when it is alone on its line, else syn's printing.
fn one_line(source_line: &str, printed: &str) -> String {
    let line = source_line.trim();
    if line.starts_with("pub") && line.ends_with(';') {
        line.to_owned()
    } else {
        printed.to_owned()
    }
}

/// The names a `use` tree binds (a renamed name by its new name; not globs).
fn bound_names<'t>(tree: &'t UseTree, out: &mut Vec<&'t syn::Ident>) {
    match tree {
        UseTree::Path(p) => bound_names(&p.tree, out),
        UseTree::Name(n) => out.push(&n.ident),
        UseTree::Rename(r) => out.push(&r.rename),
        UseTree::Group(g) => g.items.iter().for_each(|t| bound_names(t, out)),
        UseTree::Glob(_) => {}
    }
}

/// The group a `use` path ends in (`{A, B}` of `use crate::a::{A, B};`), with the
/// path's first identifier, by which [`old_import`] knows the crate.
fn path_group(tree: &UseTree) -> Option<(String, &syn::UseGroup)> {
    let UseTree::Path(p) = tree else { return None };
    let mut inner = &*p.tree;
    loop {
        match inner {
            UseTree::Path(q) => inner = &q.tree,
            UseTree::Group(g) => return Some((p.ident.to_string(), g)),
            _ => return None,
        }
    }
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
pub(crate) fn rewrite_uses(
    (src, module): (Parsed<'_>, ModuleId),
    items: &[Item],
    e: &mut Editor<'_>,
    needs: &Needs,
) {
    if !needs.rewrote {
        return;
    }
    let text = e.text();
    let scope = UseScope {
        src,
        module,
        used: used_names(items),
    };
    let mut already = String::new();
    let mut anchor: Option<usize> = None;
    let mut gone: Vec<usize> = Vec::new();
    for (n, item) in items.iter().enumerate() {
        let Item::Use(u) = item else { continue };
        let (start, end) = e.range(u.span());
        if sort_key(&u.tree) == "crdgen" {
            already.push_str(&text[start..end]);
        }
        // A re-export (`pub use kube::CustomResource as Kr;`) may be imported by other
        // crates, which migrate cannot see: it stays, and the Cargo.toml advice names it
        // ([`kept_reexports`]). Its importers in this crate are rewritten as direct
        // imports are (below, by what their names resolve to).
        if !matches!(u.vis, syn::Visibility::Inherited) {
            continue;
        }
        if old_import(&u.tree, None, &scope) {
            e.remove_lines(start, end);
            gone.push(n);
            anchor.get_or_insert(n);
            continue;
        }
        // `use kube::{CustomResource, Api};`: the name leaves the group.
        if let Some((root, g)) = path_group(&u.tree) {
            let elems: Vec<&UseTree> = g.items.iter().collect();
            let ranges: Vec<(usize, usize)> = elems.iter().map(|t| e.range(t.span())).collect();
            let old: Vec<bool> = elems
                .iter()
                .map(|t| old_import(t, Some(&root), &scope))
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
        migrated_with("[package]\nname = \"api\"\nversion = \"0.1.0\"\n", lib_rs)
    }

    /// [`migrated`] with `manifest` for the crate's Cargo.toml.
    fn migrated_with(manifest: &str, lib_rs: &str) -> super::super::Migration {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("Cargo.toml"), manifest).unwrap();
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

    /// A re-export of kube's or schemars' derive (`pub use … as Kr;`) may be imported by
    /// other crates, which migrate cannot see: it stays (removing it broke them, E0432),
    /// and the Cargo.toml advice names it instead of telling to drop the features it
    /// needs. Its importers in this crate are rewritten as direct imports are, so the
    /// migrated crate has no unused import. `self` renamed in a group keeps its braces
    /// (`use schemars::self as sc;` does not compile).
    #[test]
    fn re_exports_stay_and_a_renamed_self_keeps_its_braces() {
        let manifest = "[package]\nname = \"api\"\nversion = \"0.1.0\"\n\n[dependencies]\nkube = { version = \"5\", features = [\"derive\", \"runtime\"] }\nschemars = \"1\"\n";
        let lib = "pub mod reexports {\n    pub use kube::CustomResource as Kr;\n    pub(crate) use schemars::JsonSchema as Js;\n}\n\nmod api {\n    use crate::reexports::{Js, Kr};\n    use schemars::{JsonSchema as S, self as sc};\n    use serde::{Deserialize, Serialize};\n\n    #[derive(Kr, Serialize, Deserialize, Clone, Debug, Js)]\n    #[kube(group = \"example.com\", version = \"v1\", kind = \"Foo\", namespaced)]\n    pub struct FooSpec {\n        pub part: Part,\n    }\n\n    #[derive(Serialize, Deserialize, Clone, Debug, S)]\n    pub struct Part {\n        pub size: sc::Map<String, i32>,\n    }\n}\n";
        let migration = migrated_with(manifest, lib);
        let after: Vec<&str> = migration.files.iter().map(|f| f.after.as_str()).collect();
        assert_eq!(
            after,
            [
                "pub mod reexports {\n    pub use kube::CustomResource as Kr;\n    pub(crate) use schemars::JsonSchema as Js;\n}\n\nmod api {\n    use crdgen::{CrdSchema, CustomResource};\n    use schemars::{self as sc};\n    use serde::{Deserialize, Serialize};\n\n    #[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]\n    #[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\", namespaced, doc = \"Auto-generated derived type for FooSpec via `CustomResource`\")]\n    pub struct FooSpec {\n        pub part: Part,\n    }\n\n    #[derive(Serialize, Deserialize, Clone, Debug, CrdSchema)]\n    pub struct Part {\n        pub size: sc::Map<String, i32>,\n    }\n}\n"
            ]
        );
        assert_eq!(
            migration.cargo_hints,
            [
                "add crdgen: crdgen = { path = \"<your crdgen checkout>/crdgen\", features = [\"kube\"] } (a path until crdgen is on crates.io; `kube` gives the root types kube's own traits; `client` adds typed clients)",
                "src/lib.rs:2: `pub use kube::CustomResource as Kr;` re-exports kube's derive, so it needs kube's `derive` feature; other crates may still import it: remove it (and their imports of it) before removing kube's `derive` feature, or keep kube's `derive` feature",
                "src/lib.rs:3: `pub(crate) use schemars::JsonSchema as Js;` re-exports schemars' derive, so it needs schemars; only this crate can import it, and its derives here no longer do: remove it (and any import of it left here) before removing schemars, or keep schemars",
                "kube: remove the `derive` feature once the re-exports named above are gone (crdgen's derive writes the root types); remove kube itself if nothing else uses it",
                "remove schemars once the re-exports named above are gone, if nothing but the CRD types derived JsonSchema",
            ]
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
