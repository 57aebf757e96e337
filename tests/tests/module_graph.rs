//! The engine's stages form a chain: no module of `crdgen-core` reaches, through the items it
//! uses, a module that uses it back. A cycle is how a stage starts doing another stage's job
//! (the model building schema JSON, the emitter knowing the pipeline), so it fails here.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use proc_macro2::{TokenStream, TokenTree};

/// Top-level module of `crdgen-core` → the top-level modules its code names as
/// `crate::module` (in `use` items, groups included, and in paths). Comments and doc links
/// do not count: they are not in the token stream of the parsed file.
fn module_graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../crdgen-core/src");
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in rust_files(&src) {
        let rel = file.strip_prefix(&src).unwrap();
        let first = rel
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_str()
            .unwrap();
        let module = first.trim_end_matches(".rs").to_owned();
        if module == "lib" {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        let parsed = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let tokens = quote::ToTokens::to_token_stream(&parsed);
        let mut used = BTreeSet::new();
        crate_paths(tokens, &mut used);
        used.remove(&module);
        graph.entry(module).or_default().extend(used);
    }
    graph
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

/// Collects `m` of every `crate::m` and of every `crate::{m, n::x}` in `tokens`.
fn crate_paths(tokens: TokenStream, out: &mut BTreeSet<String>) {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    for (i, tree) in trees.iter().enumerate() {
        match tree {
            TokenTree::Ident(id) if id == "crate" => {
                let colons = matches!(
                    (trees.get(i + 1), trees.get(i + 2)),
                    (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                        if a.as_char() == ':' && b.as_char() == ':'
                );
                match trees.get(i + 3) {
                    Some(TokenTree::Ident(m)) if colons => {
                        out.insert(m.to_string());
                    }
                    Some(TokenTree::Group(g)) if colons => {
                        // `crate::{a, b::c}`: the first ident of each item.
                        let mut at_start = true;
                        for t in g.stream() {
                            match t {
                                TokenTree::Ident(m) if at_start => {
                                    out.insert(m.to_string());
                                    at_start = false;
                                }
                                TokenTree::Punct(p) if p.as_char() == ',' => at_start = true,
                                _ => at_start = false,
                            }
                        }
                    }
                    _ => {}
                }
            }
            TokenTree::Group(g) => crate_paths(g.stream(), out),
            _ => {}
        }
    }
}

/// Every module reachable from `from`.
fn reachable(graph: &BTreeMap<String, BTreeSet<String>>, from: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut todo = vec![from.to_owned()];
    while let Some(m) = todo.pop() {
        for next in graph.get(&m).into_iter().flatten() {
            if seen.insert(next.clone()) {
                todo.push(next.clone());
            }
        }
    }
    seen
}

#[test]
fn crdgen_core_modules_have_no_import_cycles() {
    let graph = module_graph();
    let cycles: Vec<String> = graph
        .iter()
        .flat_map(|(from, to)| to.iter().map(move |t| (from, t)))
        .filter(|(from, to)| reachable(&graph, to).contains(*from))
        .map(|(from, to)| format!("{from} -> {to}"))
        .collect();
    assert_eq!(cycles, Vec::<String>::new(), "module graph: {graph:#?}");
}

#[test]
fn the_stages_depend_on_earlier_stages_only() {
    // The pipeline's order (DESIGN.md): each stage may use those before it, never after.
    let graph = module_graph();
    let stages = [
        "source", "model", "schema", "crd", "rbac", "clients", "emit", "pipeline",
    ];
    let mut wrong = Vec::new();
    for (i, stage) in stages.iter().enumerate() {
        for later in &stages[i + 1..] {
            if graph.get(*stage).is_some_and(|deps| deps.contains(*later)) {
                wrong.push(format!("{stage} uses {later}"));
            }
        }
    }
    assert_eq!(wrong, Vec::<String>::new());
}
