//! The derives' shared analysis of a crate: for every fixture, each kind's CRD and each
//! `CrdSchema` type's schema are exactly what the one-at-a-time engine calls return, and
//! every type that derives `CrdSchema` has its schema built (so no derive of a fixture
//! falls back to reading the crate on its own).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crdgen_core::analysis::analyze;
use crdgen_core::{config, pipeline};

/// Every non-generic struct or enum under `dir` with `CrdSchema` in a `derive`: its
/// file (canonical), the line of its name, its name.
fn crd_schema_types(dir: &Path) -> BTreeSet<(PathBuf, usize, String)> {
    fn items(file: &Path, list: &[syn::Item], out: &mut BTreeSet<(PathBuf, usize, String)>) {
        for item in list {
            let (ident, attrs, generics) = match item {
                syn::Item::Struct(s) => (&s.ident, &s.attrs, &s.generics),
                syn::Item::Enum(e) => (&e.ident, &e.attrs, &e.generics),
                syn::Item::Mod(m) => {
                    if let Some((_, inner)) = &m.content {
                        items(file, inner, out);
                    }
                    continue;
                }
                _ => continue,
            };
            let derives = attrs.iter().any(|a| {
                a.path().is_ident("derive")
                    && a.parse_args_with(
                        syn::punctuated::Punctuated::<syn::Path, syn::Token![,]>::parse_terminated,
                    )
                    .unwrap()
                    .iter()
                    .any(|p| p.segments.last().unwrap().ident == "CrdSchema")
            });
            if derives && generics.params.is_empty() {
                let line = ident.span().start().line;
                out.insert((file.to_path_buf(), line, ident.to_string()));
            }
        }
    }
    let mut out = BTreeSet::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                let file = syn::parse_file(&text).unwrap();
                items(
                    &std::fs::canonicalize(&path).unwrap(),
                    &file.items,
                    &mut out,
                );
            }
        }
    }
    out
}

#[test]
fn every_fixture_analysis_equals_the_one_at_a_time_results() {
    let fixtures = crdgen_tests::workspace_root().join("fixtures");
    let mut roots: Vec<PathBuf> = std::fs::read_dir(&fixtures)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("Cargo.toml").is_file())
        .collect();
    roots.sort();
    assert_eq!(roots.len(), 13);
    for root in &roots {
        let loaded = config::load(root).unwrap();
        let (config, config_file) = (&loaded.config, loaded.source.as_deref());
        let analysis = analyze(root, config, config_file, None).unwrap();
        let kinds: Vec<(&str, &str)> = analysis.kinds().collect();
        assert!(!kinds.is_empty(), "{}", root.display());
        for (group, kind) in kinds {
            let shared = analysis.kind(group, kind).unwrap();
            let alone = pipeline::kind(root, config, config_file, None, group, kind).unwrap();
            assert_eq!(shared.crd, alone.crd, "{}: {kind}", root.display());
            assert_eq!(shared.yaml, alone.yaml, "{}: {kind}", root.display());
            assert_eq!(
                shared.warnings,
                alone.warnings,
                "{}: {kind}",
                root.display()
            );
            assert_eq!(shared.inputs, alone.inputs, "{}: {kind}", root.display());
        }
        let built: BTreeSet<(PathBuf, usize, String)> = analysis
            .types()
            .into_iter()
            .map(|(f, l, i)| (f.to_path_buf(), l, i.to_owned()))
            .collect();
        assert_eq!(
            built,
            crd_schema_types(&root.join("src")),
            "{}",
            root.display()
        );
        for (file, line, ident) in &built {
            let shared = analysis.type_schema(file, *line, ident).unwrap();
            let alone = pipeline::type_schema(root, config, config_file, file, *line, ident);
            match (shared, alone) {
                (Ok(a), Ok(b)) => {
                    assert_eq!(a.schema, b.schema, "{ident}");
                    assert_eq!(a.inputs, b.inputs, "{ident}");
                }
                (Err(a), Err(b)) => assert_eq!(a, b, "{ident}"),
                _ => panic!("{ident}: one built, the other failed"),
            }
        }
    }
}
