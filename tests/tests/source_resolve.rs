//! The source loader and type path resolution, over the fixture crates in
//! `tests/data/source/` and over trees built in temporary directories.

use std::fs;
use std::path::{Path, PathBuf};

use crdgen_core::source::{ModuleId, Resolved, SourceSet, load};
use crdgen_tests::workspace_root;

fn data(name: &str) -> PathBuf {
    workspace_root().join("tests/data/source").join(name)
}

fn src() -> Vec<PathBuf> {
    vec![PathBuf::from("src")]
}

fn load_ok(root: &Path, paths: &[PathBuf]) -> SourceSet {
    match load(root, paths) {
        Ok(set) => set,
        Err(d) => panic!("load failed:\n{}", d.render()),
    }
}

fn load_err(root: &Path, paths: &[PathBuf]) -> String {
    match load(root, paths) {
        Ok(set) => panic!("load succeeded with modules {:?}", module_listing(&set)),
        Err(d) => d.render(),
    }
}

fn module(set: &SourceSet, path: &str) -> ModuleId {
    let path: Vec<String> = path.split("::").map(str::to_string).collect();
    match set.index.module_by_path(&path) {
        Some(m) => m,
        None => panic!("no module {path:?}"),
    }
}

/// `crate::a -> src/a.rs`, one line per module, in the set's order.
fn module_listing(set: &SourceSet) -> Vec<String> {
    set.index
        .modules
        .iter()
        .map(|m| {
            let file = match m.file {
                Some(f) => set.index.files[f].path.display().to_string(),
                None => "(no file)".to_string(),
            };
            let inline = if m.inline.is_empty() { "" } else { " (inline)" };
            format!("{} -> {file}{inline}", m.path_string())
        })
        .collect()
}

/// The names of the struct, enum and type items of a module.
fn type_names(set: &SourceSet, m: ModuleId) -> Vec<String> {
    set.parsed()
        .items(m)
        .iter()
        .filter_map(|item| match item {
            syn::Item::Struct(s) => Some(s.ident.to_string()),
            syn::Item::Enum(e) => Some(e.ident.to_string()),
            syn::Item::Type(t) => Some(t.ident.to_string()),
            _ => None,
        })
        .collect()
}

/// The type path of every named field of struct `name` in module `m`.
fn fields<'a>(set: &'a SourceSet, m: ModuleId, name: &str) -> Vec<(String, &'a syn::Path)> {
    let item = set.parsed().items(m).iter().find_map(|item| match item {
        syn::Item::Struct(s) if s.ident == name => Some(s),
        _ => None,
    });
    let Some(item) = item else {
        panic!("no struct {name}");
    };
    item.fields
        .iter()
        .map(|f| {
            let field = f
                .ident
                .as_ref()
                .map(ToString::to_string)
                .unwrap_or_default();
            match &f.ty {
                syn::Type::Path(p) => (field, &p.path),
                other => panic!("field {field} is not a path: {other:?}"),
            }
        })
        .collect()
}

fn describe(set: &SourceSet, resolved: &Resolved<'_>) -> String {
    let path = resolved.path(&set.index).join("::");
    match resolved {
        Resolved::Local { item, .. } => {
            let kind = match item {
                syn::Item::Struct(_) => "struct",
                syn::Item::Enum(_) => "enum",
                syn::Item::Type(_) => "type",
                _ => "other",
            };
            format!("local {kind} {path}")
        }
        Resolved::External(_) => format!("external {path}"),
        Resolved::Primitive(_) => format!("primitive {path}"),
    }
}

/// `field: what it resolves to`, for every field of struct `name` in module `module`.
fn resolve_fields(set: &SourceSet, module_path: &str, name: &str) -> Vec<String> {
    let m = module(set, module_path);
    fields(set, m, name)
        .into_iter()
        .map(
            |(field, path)| match set.parsed().resolve_type_path(m, path) {
                Ok(r) => format!("{field}: {}", describe(set, &r)),
                Err(d) => format!("{field}: error: {}", d.message),
            },
        )
        .collect()
}

/// The rendered error for field `field` of struct `name`.
fn field_error(set: &SourceSet, module_path: &str, name: &str, field: &str) -> String {
    let m = module(set, module_path);
    let Some((_, path)) = fields(set, m, name).into_iter().find(|(f, _)| f == field) else {
        panic!("no field {field}");
    };
    match set.parsed().resolve_type_path(m, path) {
        Ok(r) => panic!("{field} resolved to {}", describe(set, &r)),
        Err(d) => d.render(),
    }
}

/// A rendered diagnostic, one string per line.
fn text(lines: &[&str]) -> String {
    lines.join("\n")
}

fn lines(expected: &[&str]) -> Vec<String> {
    expected.iter().map(|s| s.to_string()).collect()
}

// ---- loading ----

#[test]
fn module_layouts_path_attributes_and_inline_modules() {
    let set = load_ok(&data("layouts"), &src());
    assert_eq!(
        module_listing(&set),
        lines(&[
            "crate -> src/lib.rs",
            "crate::api -> src/api/mod.rs",
            "crate::api::v1 -> src/api/v1.rs",
            "crate::flat -> src/flat.rs",
            "crate::flat::child -> src/flat/child.rs",
            "crate::inline -> src/lib.rs (inline)",
            "crate::inline::deep -> src/lib.rs (inline)",
            "crate::inline::deep::file_child -> src/inline/deep/file_child.rs",
            "crate::inline::deep::odd -> src/inline/deep/odd_name.rs",
            "crate::renamed -> src/elsewhere/renamed.rs",
            "crate::renamed::sub -> src/elsewhere/sub.rs",
        ])
    );
    assert_eq!(
        type_names(&set, module(&set, "crate::inline::deep")),
        ["Deep"]
    );
    assert_eq!(type_names(&set, module(&set, "crate")), ["Root"]);
    assert_eq!(
        type_names(&set, module(&set, "crate::renamed::sub")),
        ["Sub"]
    );
    // `#[cfg(test)] mod tests;` has no file and is not an error.
    assert_eq!(
        set.index.module_by_path(&["crate".into(), "tests".into()]),
        None
    );
}

#[test]
fn records_every_file_read_once() {
    let root = data("layouts");
    let set = load_ok(&root, &src());
    let read: Vec<String> = set
        .index
        .files_read()
        .map(|p| p.strip_prefix(&root).unwrap_or(p).display().to_string())
        .collect();
    assert_eq!(
        read,
        lines(&[
            "src/api/mod.rs",
            "src/api/v1.rs",
            "src/elsewhere/renamed.rs",
            "src/elsewhere/sub.rs",
            "src/flat/child.rs",
            "src/flat.rs",
            "src/inline/deep/file_child.rs",
            "src/inline/deep/odd_name.rs",
            "src/lib.rs",
        ])
    );
    assert_eq!(set.index.files.len(), 9);
}

#[test]
fn syntax_error_points_at_line_and_column() {
    assert_eq!(
        load_err(&data("bad_syntax"), &src()),
        text(&[
            "error[E0002]: syntax error: expected identifier",
            " --> src/broken.rs:4:16",
            "  |",
            "4 |     pub a: i32,,",
            "  |                ^ expected identifier",
            "  |",
            "  = help: fix the syntax; crdgen reads the source without compiling it, and `cargo check` shows the same error",
        ])
    );
}

#[test]
fn missing_module_file() {
    assert_eq!(
        load_err(&data("missing_mod"), &src()),
        text(&[
            "error[E0101]: file not found for module `gone`",
            " --> src/lib.rs:3:5",
            "  |",
            "3 | pub mod gone;",
            "  |     ^^^^^^^^ no file for this module",
            "  |",
            "  = help: create `src/gone.rs` or `src/gone/mod.rs`, or add `#[path = \"...\"]`",
        ])
    );
}

#[test]
fn both_module_files_present() {
    assert_eq!(
        load_err(&data("both_mod"), &src()),
        text(&[
            "error[E0102]: file for module `dup` found at both `src/dup.rs` and `src/dup/mod.rs`",
            " --> src/lib.rs:1:5",
            "  |",
            "1 | pub mod dup;",
            "  |     ^^^^^^^ ambiguous module file",
            "  |",
            "  = help: delete or rename one of the two files",
        ])
    );
}

#[test]
fn missing_source_directory() {
    assert_eq!(
        load_err(&data("layouts"), &[PathBuf::from("nope")]),
        text(&[
            "error[E0006]: source directory `nope` does not exist",
            " |",
            " = help: create it, or fix the configured source paths (relative to the crate directory)",
        ])
    );
}

#[test]
fn missing_source_directory_of_a_directory_that_is_no_crate() {
    // `crdgen generate -C src`: the source folder given as the crate directory.
    let root = data("layouts").join("src");
    assert_eq!(
        load_err(&root, &src()),
        text(&[
            "error[E0006]: source directory `src` does not exist",
            " |",
            &format!(
                " = note: source paths are relative to the crate directory `{}`, which holds no Cargo.toml or crdgen.toml",
                root.display()
            ),
            " = help: give the directory that holds the crate's Cargo.toml (`-C path/to/crate`, not its `src`)",
        ])
    );
}

// ---- resolution ----

#[test]
fn uses_paths_prelude_and_external_crates() {
    let set = load_ok(&data("resolve"), &src());
    assert_eq!(
        resolve_fields(&set, "crate::consumer", "Uses"),
        lines(&[
            "renamed: local struct crate::api::v1::Spec",
            "grouped: local enum crate::api::v1::Status",
            "through_self_import: local struct crate::api::v1::Spec",
            "group_module: local struct crate::api::v2::Spec",
            "chain: local struct crate::api::v1::Spec",
            "alias: local type crate::api::v1::Quantity",
            "crate_path: local struct crate::api::v1::Spec",
            "self_path: local struct crate::consumer::Local",
            "super_path: local struct crate::Root",
            "pod: external k8s_openapi::api::core::v1::PodSpec",
            "map: external std::collections::BTreeMap",
            "value: external serde_json::Value",
            "direct: external serde_json::Map",
            "absolute: external chrono::DateTime",
            "core_opt: external std::option::Option",
            "alloc_vec: external std::vec::Vec",
            "string: external std::string::String",
            "vec: external std::vec::Vec",
            "opt: external std::option::Option",
            "boxed: external std::boxed::Box",
            "num: primitive i64",
            "float: primitive f64",
            "local: local struct crate::consumer::Local",
            "module_reexport: local enum crate::api::v1::Status",
            "renamed_crate: external serde_json::Number",
        ])
    );
}

#[test]
fn self_super_and_relative_module_imports() {
    let set = load_ok(&data("resolve"), &src());
    assert_eq!(
        resolve_fields(&set, "crate::api::v2", "Spec"),
        lines(&[
            "old: local struct crate::api::v1::Spec",
            "up: local struct crate::Root",
            "here: local struct crate::api::v2::Extra",
        ])
    );
}

#[test]
fn local_names_shadow_prelude_primitives_and_globs() {
    let set = load_ok(&data("resolve"), &src());
    assert_eq!(
        resolve_fields(&set, "crate::shadow", "Shadows"),
        lines(&[
            "s: local struct crate::shadow::String",
            "t: local struct crate::shadow::Thing",
            "b: local struct crate::shadow::u8",
            "from_glob: local struct crate::globs::a::OnlyInA",
            "v: external std::vec::Vec",
        ])
    );
}

#[test]
fn globs_follow_visibility_and_survive_cycles() {
    let set = load_ok(&data("resolve"), &src());
    assert_eq!(
        resolve_fields(&set, "crate::globs::user", "Fine"),
        lines(&[
            "only: local struct crate::globs::a::OnlyInA",
            "thing: local struct crate::globs::a::Thing",
        ])
    );
    assert_eq!(
        resolve_fields(&set, "crate::globs::a::child", "SeesPrivate"),
        lines(&["p: local struct crate::globs::a::Private",])
    );
    assert_eq!(
        resolve_fields(&set, "crate::globs::through_reexports", "R"),
        lines(&[
            "pod: external k8s_openapi::api::core::v1::PodSpec",
            "map: external std::collections::BTreeMap",
        ])
    );
    assert_eq!(
        resolve_fields(&set, "crate::globs::cycle_b", "ThroughCycle"),
        lines(&[
            "found: local struct crate::globs::cycle_a::InA",
            "missing: error: cannot find type `Nowhere` in module `crate::globs::cycle_b`",
        ])
    );
}

#[test]
fn ambiguous_glob_names_every_candidate() {
    let set = load_ok(&data("resolve"), &src());
    assert_eq!(
        field_error(&set, "crate::globs::user", "Clash", "shared"),
        text(&[
            "error[E0107]: `Shared` is ambiguous",
            "  --> src/globs.rs:33:21",
            "   |",
            "33 |         pub shared: Shared,",
            "   |                     ^^^^^^ ambiguous name",
            "   |",
            "   = note: `Shared` could be `crate::globs::a::Shared`, imported by `use super::a::*;` in `crate::globs::user`",
            "   = note: `Shared` could be `crate::globs::b::Shared`, imported by `use super::b::*;` in `crate::globs::user`",
            "   = help: import the one you mean by name, e.g. `use crate::globs::a::Shared;`",
        ])
    );
}

#[test]
fn private_items_are_not_glob_imported_by_siblings() {
    let set = load_ok(&data("resolve"), &src());
    assert_eq!(
        field_error(&set, "crate::globs::sibling", "Hidden", "p"),
        text(&[
            "error[E0105]: cannot find type `Private` in module `crate::globs::sibling`",
            "  --> src/globs.rs:41:16",
            "   |",
            "41 |         pub p: Private,",
            "   |                ^^^^^^^ not found in this module",
            "   |",
            "   = help: `crate::globs::a::Private` is private; make it `pub(crate)` and import it",
        ])
    );
}

#[test]
fn external_globs_make_unknown_names_an_error() {
    let set = load_ok(&data("resolve"), &src());
    assert_eq!(
        resolve_fields(&set, "crate::external", "FromGlobs"),
        lines(&[
            "s: external std::string::String",
            "pod: error: cannot resolve `PodSpec` in module `crate::external`: it may come from a glob import of another crate",
        ])
    );
    assert_eq!(
        field_error(&set, "crate::external", "FromGlobs", "pod"),
        text(&[
            "error[E0106]: cannot resolve `PodSpec` in module `crate::external`: it may come from a glob import of another crate",
            " --> src/external.rs:6:14",
            "  |",
            "6 |     pub pod: PodSpec,",
            "  |              ^^^^^^^ not defined in this crate",
            "  |",
            "  = note: `use k8s_openapi::api::core::v1::*;` in `crate::external` may bring `PodSpec`",
            "  = note: `use serde_json::*;` in `crate::external` may bring `PodSpec`",
            "  = help: import it by name so crdgen can resolve it without compiling: `use k8s_openapi::api::core::v1::PodSpec;`",
        ])
    );
}

#[test]
fn resolution_errors() {
    let set = load_ok(&data("resolve"), &src());
    let error = |field| field_error(&set, "crate::errors", "Errors", field);
    assert_eq!(
        error("unknown"),
        text(&[
            "error[E0105]: cannot find type `Unknwn` in module `crate::errors`",
            " --> src/errors.rs:6:18",
            "  |",
            "6 |     pub unknown: Unknwn,",
            "  |                  ^^^^^^ not found in this module",
            "  |",
            "  = help: define `Unknwn` in this crate, or import it with `use`",
        ])
    );
    assert_eq!(
        error("candidate"),
        text(&[
            "error[E0105]: cannot find type `Extra` in module `crate::errors`",
            " --> src/errors.rs:7:20",
            "  |",
            "7 |     pub candidate: Extra,",
            "  |                    ^^^^^ not found in this module",
            "  |",
            "  = help: import it: `use crate::api::v2::Extra;`",
        ])
    );
    assert_eq!(
        error("typo"),
        text(&[
            "error[E0105]: cannot find type `Spc` in module `crate::api::v1`",
            " --> src/errors.rs:8:31",
            "  |",
            "8 |     pub typo: crate::api::v1::Spc,",
            "  |                               ^^^ not found in `crate::api::v1`",
            "  |",
            "  = help: `crate::api::v1` has a similarly named item: `crate::api::v1::Spec`",
        ])
    );
    assert_eq!(
        error("bad_import"),
        text(&[
            "error[E0105]: cannot find `Missing` in module `crate::api::v1`",
            " --> src/errors.rs:1:21",
            "  |",
            "1 | use crate::api::v1::Missing;",
            "  |                     ^^^^^^^ not found in `crate::api::v1`",
            "  |",
            "  = help: `crate::api::v1` contains `Quantity`, `Spec`, `Status`",
        ])
    );
    assert_eq!(
        error("module"),
        text(&[
            "error[E0112]: expected a type, found module `crate::api`",
            "  --> src/errors.rs:10:24",
            "   |",
            "10 |     pub module: crate::api,",
            "   |                        ^^^ a module, not a type",
            "   |",
            "   = help: name a type inside it: `crate::api::TypeName`",
        ])
    );
    assert_eq!(
        error("a_trait"),
        text(&[
            "error[E0112]: `crate::errors::Behaviour` is a trait, not a struct, enum or type alias",
            "  --> src/errors.rs:11:18",
            "   |",
            "11 |     pub a_trait: Behaviour,",
            "   |                  ^^^^^^^^^ not usable as a field type",
            "   |",
            "   = help: use a struct, an enum or a type alias here",
        ])
    );
    assert_eq!(
        error("not_module"),
        text(&[
            "error[E0108]: `crate::api::v1::Spec` is a struct, not a module",
            "  --> src/errors.rs:12:37",
            "   |",
            "12 |     pub not_module: crate::api::v1::Spec::Inner,",
            "   |                                     ^^^^ not a module",
            "   |",
            "   = help: name the type itself; crdgen does not resolve associated types or enum variants",
        ])
    );
    assert_eq!(
        error("too_high"),
        text(&[
            "error[E0111]: `super` goes above the crate root",
            "  --> src/errors.rs:13:26",
            "   |",
            "13 |     pub too_high: super::super::Root,",
            "   |                          ^^^^^ there is no module above `crate`",
            "   |",
            "   = help: remove one `super::`, or start the path with `crate::`",
        ])
    );
    assert_eq!(
        error("elsewhere"),
        text(&[
            "error[E0105]: cannot find type `Extra` in module `crate::api::v1`",
            "  --> src/errors.rs:14:36",
            "   |",
            "14 |     pub elsewhere: crate::api::v1::Extra,",
            "   |                                    ^^^^^ not found in `crate::api::v1`",
            "   |",
            "   = help: `Extra` is defined at `crate::api::v2::Extra`; use that path",
        ])
    );
}

#[test]
fn items_named_lists_candidates_in_module_order() {
    let set = load_ok(&data("resolve"), &src());
    let found: Vec<String> = set
        .parsed()
        .items_named("Spec")
        .into_iter()
        .map(|(m, _)| set.index.modules[m].path_string())
        .collect();
    assert_eq!(found, lines(&["crate::api::v1", "crate::api::v2"]));
    assert!(set.parsed().items_named("Behaviour").is_empty());
}

// ---- trees built on the fly ----

/// Writes `files` (path, contents) under `root`, in the given order.
fn write_tree(root: &Path, files: &[(&str, &str)]) {
    for (path, contents) in files {
        let path = root.join(path);
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir).unwrap_or_else(|e| panic!("mkdir {}: {e}", dir.display()));
        }
        fs::write(&path, contents).unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
    }
}

fn tempdir() -> tempfile::TempDir {
    tempfile::tempdir().unwrap_or_else(|e| panic!("tempdir: {e}"))
}

/// A crate whose derives are named every way rustc accepts: renamed imports, an import
/// group, a re-export through a local module and a full path.
const RENAMED_DERIVES: &str = r#"use crdgen::CustomResource as Cr;
use crdgen::{CrdSchema as S};
use serde::Serialize as Ser;
use serde::{Deserialize, Serialize};

mod derives {
    pub use crdgen::CrdSchema as Schema;
}
use derives::Schema;

#[derive(Cr, Serialize, Deserialize)]
#[crd(group = "example.com", version = "v1", kind = "Foo", namespaced)]
pub struct FooSpec {
    pub a: A,
    pub b: B,
    pub c: C,
}

#[derive(S, Serialize, Deserialize)]
pub struct A {
    #[crd(minimum = 1)]
    pub n: i32,
}

#[derive(Schema, Serialize, Deserialize)]
pub struct B {
    #[crd(minimum = 2)]
    pub n: i32,
}

#[derive(crdgen::CrdSchema, Ser, Deserialize)]
pub struct C {
    #[crd(minimum = 3)]
    pub n: i32,
}
"#;

/// A derive is known by what its path resolves to, as rustc knows it: the renamed
/// `CustomResource` makes a kind, each renamed or re-exported `CrdSchema` takes its
/// `#[crd(...)]` markers (no E0388), and the renamed `Serialize` counts.
#[test]
fn derives_are_known_by_what_their_paths_resolve_to() {
    let dir = tempdir();
    write_tree(
        dir.path(),
        &[
            ("Cargo.toml", "[package]\nname = \"api\"\n"),
            ("src/lib.rs", RENAMED_DERIVES),
        ],
    );
    let generation =
        crdgen_core::run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{}", d.render()));
    assert_eq!(generation.warnings.render(), "");
    let crd = crdgen_core::emit::yaml::parse(&generation.artifacts[0].contents)
        .unwrap_or_else(|e| panic!("{}", e.message))
        .documents
        .remove(0);
    let spec = &crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"];
    let minimum = |field: &str| spec["properties"][field]["properties"]["n"]["minimum"].clone();
    assert_eq!(crd["spec"]["names"]["kind"], "Foo");
    assert_eq!(
        [minimum("a"), minimum("b"), minimum("c")],
        [
            serde_json::json!(1),
            serde_json::json!(2),
            serde_json::json!(3)
        ]
    );
}

/// Another crate's derive imported under crdgen's name is not crdgen's: its `#[crd(...)]`
/// markers are refused (rustc refuses them too, the attribute is not its helper).
#[test]
fn another_crates_derive_under_crdgens_name_is_not_crdgens() {
    let dir = tempdir();
    let lib = "use crdgen::CustomResource;\nuse schemars::JsonSchema as CrdSchema;\nuse serde::{Deserialize, Serialize};\n\n#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]\npub struct FooSpec {\n    pub a: A,\n}\n\n#[derive(CrdSchema, Serialize, Deserialize)]\npub struct A {\n    #[crd(minimum = 1)]\n    pub n: i32,\n}\n";
    write_tree(
        dir.path(),
        &[
            ("Cargo.toml", "[package]\nname = \"api\"\n"),
            ("src/lib.rs", lib),
        ],
    );
    let Err(errors) = crdgen_core::run_crate(dir.path(), |_| {}) else {
        panic!("generated");
    };
    assert_eq!(
        errors.render(),
        text(&[
            "error[E0388]: `A` has #[crd(...)] markers but derives neither CrdSchema nor CustomResource",
            "  --> src/lib.rs:13:5",
            "   |",
            "13 |     #[crd(minimum = 1)]",
            "   |     ^^^^^^^^^^^^^^^^^^^ needs crdgen's derive",
            "   |",
            "   = help: add `crdgen::CrdSchema` to its derives: rustc refuses #[crd(...)] on a type without it",
        ])
    );
}

const LAYOUT_TREE: &[(&str, &str)] = &[
    ("Cargo.toml", "[package]\nname = \"x\"\n"),
    ("api/v1/mod.rs", "pub mod extra;\n"),
    ("api/v1/extra.rs", "pub struct E;\n"),
    ("api/v1/types.rs", "pub struct T;\n"),
    (
        "api/v2.rs",
        "use crate::v1::types::T;\n\npub struct S {\n    pub t: T,\n    pub e: super::v1::extra::E,\n    pub l: crate::deep::inner::leaf::L,\n}\n",
    ),
    ("api/deep/inner/leaf.rs", "pub struct L;\n"),
    // Never read: a syntax error here would fail the load.
    ("api/.hidden/x.rs", "this is not rust"),
    ("api/target/debug/y.rs", "this is not rust"),
    ("api/.editor-backup.rs", "this is not rust"),
    ("api/not-a-module.rs", "this is not rust"),
];

#[test]
fn directory_without_crate_root_uses_file_layout() {
    let dir = tempdir();
    write_tree(dir.path(), LAYOUT_TREE);
    let set = load_ok(dir.path(), &[PathBuf::from("api")]);
    assert_eq!(
        module_listing(&set),
        lines(&[
            "crate -> (no file)",
            "crate::deep -> (no file)",
            "crate::deep::inner -> (no file)",
            "crate::deep::inner::leaf -> api/deep/inner/leaf.rs",
            "crate::v1 -> api/v1/mod.rs",
            "crate::v1::extra -> api/v1/extra.rs",
            "crate::v1::types -> api/v1/types.rs",
            "crate::v2 -> api/v2.rs",
        ])
    );
    assert_eq!(
        resolve_fields(&set, "crate::v2", "S"),
        lines(&[
            "t: local struct crate::v1::types::T",
            "e: local struct crate::v1::extra::E",
            "l: local struct crate::deep::inner::leaf::L",
        ])
    );
    assert_eq!(set.index.files_read().count(), 5);
}

#[test]
fn order_does_not_depend_on_creation_order() {
    let forward = tempdir();
    let backward = tempdir();
    write_tree(forward.path(), LAYOUT_TREE);
    let reversed: Vec<(&str, &str)> = LAYOUT_TREE.iter().rev().copied().collect();
    write_tree(backward.path(), &reversed);
    let a = load_ok(forward.path(), &[PathBuf::from("api")]);
    let b = load_ok(backward.path(), &[PathBuf::from("api")]);
    assert_eq!(module_listing(&a), module_listing(&b));
    let paths = |set: &SourceSet| -> Vec<PathBuf> {
        set.index.files.iter().map(|f| f.path.clone()).collect()
    };
    assert_eq!(paths(&a), paths(&b));
    let mut sorted = paths(&a);
    sorted.sort();
    assert_eq!(paths(&a), sorted);
}

#[test]
fn layout_with_both_module_files() {
    let dir = tempdir();
    write_tree(
        dir.path(),
        &[
            ("api/a.rs", "pub struct A;\n"),
            ("api/a/mod.rs", "pub struct B;\n"),
        ],
    );
    assert_eq!(
        load_err(dir.path(), &[PathBuf::from("api")]),
        text(&[
            "error[E0102]: module `crate::a` is found in both `api/a/mod.rs` and `api/a.rs`",
            " |",
            " = help: delete or rename one of the two files",
        ])
    );
}

#[test]
fn module_defined_twice() {
    let dir = tempdir();
    write_tree(
        dir.path(),
        &[
            ("src/lib.rs", "pub mod a;\npub mod a {}\n"),
            ("src/a.rs", "pub struct A;\n"),
        ],
    );
    assert_eq!(
        load_err(dir.path(), &src()),
        text(&[
            "error[E0103]: module `crate::a` is defined more than once",
            " --> src/lib.rs:2:5",
            "  |",
            "2 | pub mod a {}",
            "  |     ^^^^^ second definition",
            "  |",
            "  = help: remove one of the definitions, or rename one of the modules",
        ])
    );
}

#[test]
fn path_attribute_cycle_is_reported() {
    let dir = tempdir();
    write_tree(
        dir.path(),
        &[("src/lib.rs", "#[path = \"lib.rs\"]\npub mod again;\n")],
    );
    assert_eq!(
        load_err(dir.path(), &src()),
        text(&[
            "error[E0104]: `src/lib.rs` includes itself as a module",
            " --> src/lib.rs:2:5",
            "  |",
            "2 | pub mod again;",
            "  |     ^^^^^^^^^ module file already being read",
            "  |",
            "  = help: fix the `#[path]` attribute so it names another file",
        ])
    );
}

#[cfg(unix)]
mod symlinks {
    use super::*;
    use std::os::unix::fs::symlink;

    /// Replaces the temporary directory's path, which changes on every run.
    fn scrub(text: &str, dir: &Path) -> String {
        let canon = dir.canonicalize().unwrap_or_else(|_| dir.to_path_buf());
        text.replace(&canon.display().to_string(), "<tmp>")
            .replace(&dir.display().to_string(), "<tmp>")
    }

    #[test]
    fn directory_symlink_out_of_root_is_an_error() {
        let dir = tempdir();
        let root = dir.path().join("crate");
        write_tree(
            dir.path(),
            &[
                ("crate/api/ok.rs", "pub struct Ok;\n"),
                ("outside/stolen.rs", "pub struct Stolen;\n"),
            ],
        );
        symlink(dir.path().join("outside"), root.join("api/link"))
            .unwrap_or_else(|e| panic!("{e}"));
        let rendered = load_err(&root, &[PathBuf::from("api")]);
        assert_eq!(
            scrub(&rendered, dir.path()),
            text(&[
                "error[E0009]: `api/link` is a symlink to `<tmp>/outside`, outside the crate directory",
                " |",
                " = help: copy the files into the crate, or point the symlink inside the crate directory",
            ])
        );
    }

    #[test]
    fn module_file_symlink_out_of_root_is_an_error() {
        let dir = tempdir();
        let root = dir.path().join("crate");
        write_tree(
            dir.path(),
            &[
                ("crate/src/lib.rs", "pub mod linked;\n"),
                ("outside/x.rs", "pub struct X;\n"),
            ],
        );
        symlink(dir.path().join("outside/x.rs"), root.join("src/linked.rs"))
            .unwrap_or_else(|e| panic!("{e}"));
        let rendered = load_err(&root, &src());
        assert_eq!(
            scrub(&rendered, dir.path()),
            text(&[
                "error[E0009]: `src/linked.rs` is a symlink to `<tmp>/outside/x.rs`, outside the crate directory",
                " --> src/lib.rs:1:5",
                "  |",
                "1 | pub mod linked;",
                "  |     ^^^^^^^^^^ module file leads out of the crate",
                "  |",
                "  = help: copy the file into the crate, or point the symlink inside the crate directory",
            ])
        );
    }

    #[test]
    fn symlink_inside_root_is_followed() {
        let dir = tempdir();
        write_tree(
            dir.path(),
            &[
                ("shared/types.rs", "pub struct Shared;\n"),
                ("api/local.rs", "pub struct L;\n"),
            ],
        );
        symlink(dir.path().join("shared"), dir.path().join("api/linked"))
            .unwrap_or_else(|e| panic!("{e}"));
        let set = load_ok(dir.path(), &[PathBuf::from("api")]);
        assert_eq!(
            module_listing(&set),
            lines(&[
                "crate -> (no file)",
                "crate::linked -> (no file)",
                "crate::linked::types -> api/linked/types.rs",
                "crate::local -> api/local.rs",
            ])
        );
    }
}

/// A name whose words abbreviate a type's (`DbStatus` for `DatabaseStatus`) is too far
/// from it for the edit distance; E0105 offers it all the same, in scope or elsewhere in
/// the crate with its import, and offers nothing when no name fits.
#[test]
fn abbreviated_names_are_offered_by_their_words() {
    let dir = tempdir();
    write_tree(
        dir.path(),
        &[
            (
                "src/lib.rs",
                "pub mod db;\npub mod user;\n\npub struct Cfg;\npub struct Local {\n    pub cfg: Config,\n}\n",
            ),
            (
                "src/db.rs",
                "pub struct DatabaseStatus;\npub struct DiskStatus;\npub struct DatabaseConfig;\n",
            ),
            (
                "src/user.rs",
                "pub struct User {\n    pub status: DbStatus,\n    pub spec: DbSpec,\n    pub typo: crate::db::DbConfig,\n}\n",
            ),
        ],
    );
    let set = load_ok(dir.path(), &src());
    let error = |module, name, field| field_error(&set, module, name, field);
    assert_eq!(
        error("crate::user", "User", "status"),
        text(&[
            "error[E0105]: cannot find type `DbStatus` in module `crate::user`",
            " --> src/user.rs:2:17",
            "  |",
            "2 |     pub status: DbStatus,",
            "  |                 ^^^^^^^^ not found in this module",
            "  |",
            "  = help: no type is named `DbStatus`; did you mean `DatabaseStatus`? import it: `use crate::db::DatabaseStatus;`",
        ])
    );
    // `Db` abbreviates `Database`, but no type has a word `Spec` stands for.
    assert_eq!(
        error("crate::user", "User", "spec"),
        text(&[
            "error[E0105]: cannot find type `DbSpec` in module `crate::user`",
            " --> src/user.rs:3:15",
            "  |",
            "3 |     pub spec: DbSpec,",
            "  |               ^^^^^^ not found in this module",
            "  |",
            "  = help: define `DbSpec` in this crate, or import it with `use`",
        ])
    );
    assert_eq!(
        error("crate::user", "User", "typo"),
        text(&[
            "error[E0105]: cannot find type `DbConfig` in module `crate::db`",
            " --> src/user.rs:4:26",
            "  |",
            "4 |     pub typo: crate::db::DbConfig,",
            "  |                          ^^^^^^^^ not found in `crate::db`",
            "  |",
            "  = help: `crate::db` has a similarly named item: `crate::db::DatabaseConfig`",
        ])
    );
    // `Cfg` in scope is no abbreviation the other way round; a type in another module
    // that has the written word is offered.
    assert_eq!(
        error("crate", "Local", "cfg"),
        text(&[
            "error[E0105]: cannot find type `Config` in module `crate`",
            " --> src/lib.rs:6:14",
            "  |",
            "6 |     pub cfg: Config,",
            "  |              ^^^^^^ not found in this module",
            "  |",
            "  = help: no type is named `Config`; did you mean `DatabaseConfig`? import it: `use crate::db::DatabaseConfig;`",
        ])
    );
}
