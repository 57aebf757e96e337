//! Pathological input meets a limit with a clear error, never a stack overflow or an
//! unbounded read: one test per limit, asserting the whole rendered diagnostic.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crdgen_core::config::Config;
use crdgen_core::pipeline;

/// Runs the engine on `src/lib.rs` held in memory and renders its diagnostics.
fn errors(lib_rs: &str) -> String {
    errors_with(&Config::default(), lib_rs)
}

/// [`errors`] with a configuration.
fn errors_with(config: &Config, lib_rs: &str) -> String {
    let files = BTreeMap::from([(PathBuf::from("src/lib.rs"), lib_rs.to_owned())]);
    match pipeline::run_in_memory(config, Path::new("src/lib.rs"), &files) {
        Ok(g) => panic!(
            "expected an error, generated {:?}",
            g.artifacts.iter().map(|a| &a.path).collect::<Vec<_>>()
        ),
        Err(d) => d.render(),
    }
}

const HEAD: &str = "use crdgen::CustomResource;\n";

/// A kind whose spec has one field of type `ty`, after `items`.
fn kind_with_field(items: &str, ty: &str) -> String {
    format!(
        "{HEAD}{items}#[derive(CustomResource)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]\npub struct FooSpec {{\n    a: {ty},\n}}\n"
    )
}

#[test]
fn a_source_file_over_4_mib_is_refused_unread() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    std::fs::create_dir(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), "pub mod big;\n").unwrap();
    let big = format!("// {}\n", "x".repeat(4 * 1024 * 1024));
    std::fs::write(dir.path().join("src/big.rs"), big).unwrap();
    let rendered = match crdgen_core::run_crate(dir.path(), |_| {}) {
        Ok(_) => panic!("a 4 MiB file was read"),
        Err(d) => d.render(),
    };
    let expected = [
        "error[E0012]: `src/big.rs` is 4194308 bytes, more than the 4194304 bytes (4 MiB) crdgen reads from one source file",
        " --> src/lib.rs:1:5",
        "  |",
        "1 | pub mod big;",
        "  |     ^^^^^^^ module file too large",
        "  |",
        "  = help: split the file into smaller modules, or keep generated data out of the source directories",
    ];
    assert_eq!(rendered, expected.join("\n"));
}

#[test]
fn a_source_file_of_exactly_4_mib_is_read() {
    let lib_rs = format!("// {}\n", "x".repeat(4 * 1024 * 1024 - 4));
    assert_eq!(lib_rs.len(), 4 * 1024 * 1024);
    let files = BTreeMap::from([(PathBuf::from("src/lib.rs"), lib_rs)]);
    let generation = pipeline::run_in_memory(&Config::default(), Path::new("src/lib.rs"), &files);
    assert!(generation.is_ok());
}

#[test]
fn deeply_nested_generics_stop_before_the_parser_overflows() {
    let deep = format!("{}String{}", "Vec<".repeat(200), ">".repeat(200));
    // The struct's braces are level 1, so the 128th `<` (column 7 + 128 * 4) is too deep.
    let expected = [
        "error[E0013]: nested more than 128 levels deep",
        " --> src/lib.rs:5:519",
        "  |",
        "5 | ...Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Ve...",
        "  |                                                           ^ too deeply nested",
        "  |",
        "  = help: flatten the nesting of brackets and generic arguments (`Vec<Vec<...>>`); crdgen stops here rather than overflow its stack",
    ];
    assert_eq!(errors(&kind_with_field("", &deep)), expected.join("\n"));
}

#[test]
fn the_deepest_nesting_accepted_parses_on_a_test_thread() {
    // 127 levels of each kind of bracket below the item's braces: syn recurses through
    // all of them on this 2 MiB thread. The schema limit then stops the type.
    let deep = format!("{}String{}", "Vec<".repeat(127), ">".repeat(127));
    let parens = format!("{}1{}", "(".repeat(126), ")".repeat(126));
    let blocks = format!("{}{}", "{".repeat(126), "}".repeat(126));
    let arrays = format!("{}1{}", "[".repeat(126), "]".repeat(126));
    let items =
        format!("fn p() -> i32 {{ {parens} }}\nfn b() {blocks}\nconst A: i32 = {arrays};\n");
    let rendered = errors(&kind_with_field(&items, &deep));
    assert!(
        rendered.starts_with(
            "error[E0014]: schema nested more than 32 levels deep\n --> src/lib.rs:8:136\n"
        ),
        "{rendered}"
    );
}

#[test]
fn comparisons_in_statements_are_not_counted_as_nesting() {
    // 200 unmatched `<` in one statement each would be nesting; one per statement is not.
    let body = "let _ = 1 < 2;\n".repeat(200);
    let text = format!("{}fn f() {{\n{body}}}\n", kind_with_field("", "String"));
    let files = BTreeMap::from([(PathBuf::from("src/lib.rs"), text)]);
    let generation = pipeline::run_in_memory(&Config::default(), Path::new("src/lib.rs"), &files);
    assert!(
        generation.is_ok(),
        "{:?}",
        generation.err().map(|d| d.render())
    );
}

#[test]
fn a_long_chain_of_nested_structs_stops_at_the_schema_limit() {
    let chain: String = (0..40)
        .map(|i| format!("#[derive(Serialize)] pub struct S{i} {{ a: S{} }}\n", i + 1))
        .chain(std::iter::once(
            "#[derive(Serialize)] pub struct S40 { a: String }\n".to_owned(),
        ))
        .collect();
    let expected = [
        "error[E0014]: schema nested more than 32 levels deep",
        "  --> src/lib.rs:32:42",
        "   |",
        "32 | #[derive(Serialize)] pub struct S30 { a: S31 }",
        "   |                                          ^^^ too deeply nested",
        "   |",
        "   = note: every local struct or enum, array item and map value nests one level; this type reaches level 33",
        "   = help: flatten the type, or use serde_json::Value for the deep part: Kubernetes clients read CRDs with serde_json, which stops at 128 levels of JSON",
    ];
    assert_eq!(errors(&kind_with_field(&chain, "S0")), expected.join("\n"));
}

#[test]
fn a_cached_schema_reused_deeper_down_is_held_to_the_same_limit() {
    // `Deep` nests 20 levels; used first at the top (fine), then below 15 arrays.
    let chain: String = (0..20)
        .map(|i| format!("#[derive(Serialize)] pub struct D{i} {{ a: D{} }}\n", i + 1))
        .chain(std::iter::once(
            "#[derive(Serialize)] pub struct D20 { a: String }\n".to_owned(),
        ))
        .collect();
    let arrays = format!("{}D0{}", "Vec<".repeat(15), ">".repeat(15));
    let items =
        format!("{chain}#[derive(Serialize)]\npub struct Both {{ first: D0, second: {arrays} }}\n");
    let rendered = errors(&kind_with_field(&items, "Both"));
    let expected = [
        "error[E0014]: schema nested more than 32 levels deep",
        "  --> src/lib.rs:24:98",
        "   |",
        "24 | pub struct Both { first: D0, second: Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<Vec<D0>>>>>>>>>>>>>>> }",
        "   |                                                                                                  ^^ too deeply nested",
        "   |",
        "   = note: every local struct or enum, array item and map value nests one level; this type reaches level 38",
        "   = help: flatten the type, or use serde_json::Value for the deep part: Kubernetes clients read CRDs with serde_json, which stops at 128 levels of JSON",
    ];
    assert_eq!(rendered, expected.join("\n"));
}

#[test]
fn a_long_chain_of_aliases_stops_at_the_recursion_limit() {
    let chain: String = (0..300)
        .map(|i| format!("pub type A{i} = Option<A{}>;\n", i + 1))
        .chain(std::iter::once("pub type A300 = String;\n".to_owned()))
        .collect();
    let expected = [
        "error[E0015]: type nested more than 256 levels deep",
        "   --> src/lib.rs:129:24",
        "    |",
        "129 | pub type A127 = Option<A128>;",
        "    |                        ^^^^ too deeply nested",
        "    |",
        "    = help: shorten the chain of wrappers and aliases (Option, Box, type aliases); crdgen stops here rather than overflow its stack",
    ];
    assert_eq!(errors(&kind_with_field(&chain, "A0")), expected.join("\n"));
}

/// `n` kinds `K0000`, `K0001`, … in one file.
fn kinds(n: usize) -> String {
    (0..n)
        .map(|i| {
            format!(
                "#[derive(CustomResource)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"K{i:04}\")]\npub struct K{i:04}Spec {{ a: String }}\n"
            )
        })
        .collect()
}

#[test]
fn more_kinds_than_the_configured_limit_are_refused() {
    let config = Config {
        max_kinds: 1024,
        ..Config::default()
    };
    let expected = [
        "error[E0016]: 1025 kinds found, more than the 1024 crdgen generates in one run (`max-kinds`)",
        "    --> src/lib.rs:3076:12",
        "     |",
        "3076 | pub struct K1024Spec { a: String }",
        "     |            ^^^^^^^^^ kind `K1024` of group `example.com` is past the limit",
        "     |",
        "     = help: raise `max-kinds` in the crdgen configuration (or pass --max-kinds), split the API types into several crates, or point `paths` at fewer modules",
    ];
    assert_eq!(
        errors_with(&config, &format!("{HEAD}{}", kinds(1025))),
        expected.join("\n")
    );
}

#[test]
fn the_default_limit_is_far_above_real_projects() {
    // The largest real API trees have about a thousand kinds; a 100,000-kind tree passes.
    assert_eq!(crdgen_core::model::MAX_KINDS, 250_000);
    let files = BTreeMap::from([(
        PathBuf::from("src/lib.rs"),
        format!("{HEAD}{}", kinds(1025)),
    )]);
    let generated = pipeline::run_in_memory(&Config::default(), Path::new("src/lib.rs"), &files)
        .map(|g| g.artifacts.len());
    assert_eq!(generated.ok(), Some(1025), "one CRD per kind");
}

#[test]
fn a_long_chain_of_imports_stops_at_the_import_limit() {
    // 5,000 imports, each renaming the next, overflowed the stack before the limit.
    let mut items = String::from("pub type A5000 = i32;\n");
    for i in (0..5000).rev() {
        items.push_str(&format!("use self::A{} as A{i};\n", i + 1));
    }
    assert_eq!(
        errors(&kind_with_field(&items, "A0")),
        "error[E0115]: resolving `A0` goes through more than 128 imports (stopped at `A128` here)\n    --> src/lib.rs:4875:11\n     |\n4875 | use self::A128 as A127;\n     |           ^^^^\n     |\n     = help: import the name from the module that defines it, not through a chain of imports"
    );
}

#[test]
fn a_derive_behind_a_long_chain_of_imports_is_e0115_at_the_derive() {
    // Taken by its written name, `D0` was no derive crdgen knows: the kind was silently
    // not one. What it names is unknown, so it is an error at the derive.
    let mut items = String::from("use crdgen::CustomResource as D5000;\n");
    for i in (0..5000).rev() {
        items.push_str(&format!("use self::D{} as D{i};\n", i + 1));
    }
    let lib = format!(
        "{items}#[derive(D0)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]\npub struct FooSpec {{\n    a: i32,\n}}\n"
    );
    assert_eq!(
        errors(&lib),
        "error[E0115]: cannot tell which derive `D0` is: resolving `D0` goes through more than 128 imports (stopped at `D128`)\n    --> src/lib.rs:5002:10\n     |\n5002 | #[derive(D0)]\n     |          ^^ this derive\n     |\n     = note: the resolution stopped at src/lib.rs:4874:11: `use self::D128 as D127;`\n     = help: import the name from the module that defines it, not through a chain of imports"
    );
}

#[test]
fn a_schema_derive_behind_a_long_chain_of_imports_is_e0115_at_the_derive() {
    // `S0` may be crdgen's `CrdSchema` renamed: whether the `#[crd(...)]` markers are
    // read depends on it, so it is E0115 at the derive, not E0388 and not nothing.
    let mut items = String::from("use crdgen::CrdSchema as S5000;\n");
    for i in (0..5000).rev() {
        items.push_str(&format!("use self::S{} as S{i};\n", i + 1));
    }
    items.push_str("#[derive(serde::Serialize, S0)]\npub struct Inner {\n    #[crd(minimum = 1)]\n    b: i32,\n}\n");
    assert_eq!(
        errors(&kind_with_field(&items, "Inner")),
        "error[E0115]: cannot tell which derive `S0` is: resolving `S0` goes through more than 128 imports (stopped at `S128`)\n    --> src/lib.rs:5003:28\n     |\n5003 | #[derive(serde::Serialize, S0)]\n     |                            ^^ this derive\n     |\n     = note: the resolution stopped at src/lib.rs:4875:11: `use self::S128 as S127;`\n     = help: import the name from the module that defines it, not through a chain of imports"
    );
}

#[test]
fn a_deeply_nested_default_is_checked_in_time_linear_in_its_size() {
    // The check of defaults against the Rust enums reading them walked each key both as a
    // property and as a map value: 2^depth steps, 3 s at depth 22, forever at 40.
    let mut default = String::from("\"x\"");
    for _ in 0..40 {
        default = format!("{{\"a\": {default}}}");
    }
    let lib = kind_with_field(
        "",
        &format!(
            "std::collections::BTreeMap<String, serde_json::Value>,\n    #[crd(default = {default})]\n    b: std::collections::BTreeMap<String, serde_json::Value>"
        ),
    );
    assert_eq!(
        generated(&lib),
        [PathBuf::from("config/crd/bases/example.com_foos.yaml")]
    );
}

/// Generates `lib_rs` (held in memory) and returns the paths written.
fn generated(lib_rs: &str) -> Vec<PathBuf> {
    let files = BTreeMap::from([(PathBuf::from("src/lib.rs"), lib_rs.to_owned())]);
    match pipeline::run_in_memory(&Config::default(), Path::new("src/lib.rs"), &files) {
        Ok(g) => g.artifacts.into_iter().map(|a| a.path).collect(),
        Err(d) => panic!("{}", d.render()),
    }
}

#[test]
fn derives_past_the_lookup_limit_on_types_that_are_no_kind_keep_their_written_name() {
    // Eight modules that each re-export all the others: `Clone` in them takes more than
    // 20,000 lookups to follow. On types that are no kind, the written name stands, as
    // rustc's prelude `Clone` does; only a kind's derives decide something.
    let n = 8;
    let mut lib = format!(
        "{HEAD}#[derive(CustomResource, serde::Serialize, serde::Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]\npub struct FooSpec {{\n    a: i32,\n}}\n"
    );
    for i in 0..n {
        lib.push_str(&format!("pub mod m{i} {{\n"));
        for j in (0..n).filter(|j| *j != i) {
            lib.push_str(&format!("    pub use crate::m{j}::*;\n"));
        }
        lib.push_str(&format!("    #[derive(Clone)]\n    pub struct T{i};\n}}\n"));
    }
    assert_eq!(
        generated(&lib),
        [PathBuf::from("config/crd/bases/example.com_foos.yaml")]
    );
}
