//! A CRD nested deeper as JSON than serde_json parses is refused, with the depth and the
//! value that goes deepest; one at serde_json's limit is generated and parses back.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crdgen_core::config::Config;
use crdgen_core::crd::json_depth::MAX_JSON_DEPTH;
use crdgen_core::pipeline;

const HEAD: &str = "use crdgen::{CrdSchema, CustomResource};\n";

/// A kind whose spec nests `structs` structs, the innermost with a `serde_json::Value`
/// field defaulting to `arrays` nested arrays around `1`.
fn nested_default(structs: usize, arrays: usize) -> String {
    let mut text = format!(
        "{HEAD}#[derive(CustomResource)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]\npub struct FooSpec {{\n    a: S0,\n}}\n"
    );
    for i in 0..structs - 1 {
        text.push_str(&format!(
            "#[derive(CrdSchema, Serialize)]\npub struct S{i} {{\n    a: S{},\n}}\n",
            i + 1
        ));
    }
    let default = format!("{}1{}", "[".repeat(arrays), "]".repeat(arrays));
    text.push_str(&format!(
        "#[derive(CrdSchema, Serialize)]\npub struct S{} {{\n    #[crd(default = {default})]\n    data: serde_json::Value,\n}}\n",
        structs - 1
    ));
    text
}

fn run(lib_rs: &str) -> Result<pipeline::Generation, String> {
    let files = BTreeMap::from([(PathBuf::from("src/lib.rs"), lib_rs.to_owned())]);
    pipeline::run_in_memory(&Config::default(), Path::new("src/lib.rs"), &files)
        .map_err(|d| d.render())
}

/// The CRD down to the `default` of `.spec.a.a.a.a.data` nests 18 levels: the object,
/// `spec`, `versions`, the version, `schema`, `openAPIV3Schema`, then `properties` and a
/// field schema for `spec` and each of the five fields below it. Each array adds one.
const ABOVE_THE_DEFAULT: usize = 18;

#[test]
fn a_default_nested_past_serde_json_s_limit_is_refused_at_its_field() {
    // 120 arrays keep the source within its 128 levels (the struct's braces, `#[` and
    // `(` are 3 more), and 4 structs the schema within its 32.
    let rendered = run(&nested_default(4, 120)).unwrap_err();
    let depth = ABOVE_THE_DEFAULT + 120;
    let expected = [
        format!(
            "error[E0235]: the CRD of kind `Foo` nests {depth} levels deep as JSON, more than the 127 serde_json parses"
        ),
        "  --> src/lib.rs:22:5".to_owned(),
        "   |".to_owned(),
        "22 |     data: serde_json::Value,".to_owned(),
        "   |     ^^^^ nests too deep".to_owned(),
        "   |".to_owned(),
        "   = note: the deepest value is in the `default` of `.spec.a.a.a.a.data` (version `v1`)".to_owned(),
        "   = note: the derive's `crd()`, kube and other Rust clients parse CRDs with serde_json, which refuses the 128th level".to_owned(),
        "   = help: flatten the type, or shorten the default or example that nests this deep".to_owned(),
    ];
    assert_eq!(rendered, expected.join("\n"));
}

#[test]
fn a_crd_at_serde_json_s_limit_is_generated_and_parses_back() {
    let arrays = MAX_JSON_DEPTH - ABOVE_THE_DEFAULT;
    let generation = run(&nested_default(4, arrays)).unwrap_or_else(|e| panic!("{e}"));
    let yaml = &generation.artifacts[0].contents;
    let crd = crdgen_core::emit::yaml::parse(yaml)
        .unwrap()
        .documents
        .remove(0);
    assert_eq!(
        crdgen_core::crd::json_depth::deepest(&crd).depth,
        MAX_JSON_DEPTH
    );
    let json = serde_json::to_string(&crd).unwrap();
    let back: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(back, crd);
    // One level more is what serde_json refuses.
    let deeper = run(&nested_default(4, arrays + 1)).unwrap_err();
    assert!(
        deeper.starts_with(&format!(
            "error[E0235]: the CRD of kind `Foo` nests {} levels deep as JSON",
            MAX_JSON_DEPTH + 1
        )),
        "{deeper}"
    );
}
