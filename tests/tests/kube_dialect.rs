//! kube-rs's dialect (`#[kube(...)]` on a `kube::CustomResource`): one test per mistake
//! and per warning, with the whole rendered diagnostic as a reviewed snapshot.

use crdgen_core::run_crate;

/// Writes `lib_rs` into a fresh crate and returns the rendered errors, or the rendered
/// warnings when it generates.
fn run(lib_rs: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), lib_rs).unwrap();
    match run_crate(dir.path(), |_| {}) {
        Ok(g) => g.warnings.render(),
        Err(d) => d.render(),
    }
}

const HEAD: &str = "use kube::CustomResource;\nuse schemars::JsonSchema;\nuse serde::{Deserialize, Serialize};\n\n";

/// A kube-rs kind with `attrs` in its `#[kube(...)]`.
fn kube(attrs: &str) -> String {
    format!(
        "{HEAD}#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, JsonSchema)]\n#[kube({attrs})]\npub struct FooSpec {{\n    pub size: i32,\n}}\n\n#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]\npub struct FooStatus {{\n    pub replicas: i32,\n}}\n"
    )
}

const GVK: &str = "group = \"example.com\", version = \"v1\", kind = \"Foo\"";

macro_rules! case {
    ($name:ident, $text:expr) => {
        #[test]
        fn $name() {
            insta::assert_snapshot!(stringify!($name), run(&$text));
        }
    };
}

case!(kube_unknown_option, kube(&format!("{GVK}, namespace")));
case!(
    kube_unknown_key_in_crates,
    kube(&format!("{GVK}, crates(kube_cor = \"::kube::core\")"))
);
case!(
    kube_wrong_value,
    kube("group = \"example.com\", version = 1, kind = \"Foo\"")
);
case!(
    kube_flag_with_a_string,
    kube(&format!("{GVK}, namespaced = \"yes\""))
);
case!(kube_option_twice, kube(&format!("{GVK}, kind = \"Bar\"")));
case!(
    kube_missing_option,
    kube("group = \"example.com\", version = \"v1\"")
);
case!(
    kube_printcolumn_json_unknown_key,
    kube(&format!(
        "{GVK}, printcolumn = r#\"{{\"name\":\"Size\",\"type\":\"integer\",\"jsonpath\":\".spec.size\"}}\"#"
    ))
);
case!(
    kube_printcolumn_json_syntax,
    kube(&format!(
        "{GVK}, printcolumn = r#\"{{\"name\":\"Size\",\"type\":\"integer\" \"jsonPath\":\".spec.size\"}}\"#"
    ))
);
case!(
    kube_printcolumn_list_type_spelled_type,
    kube(&format!(
        "{GVK}, printcolumn(name = \"Size\", type = \"integer\", json_path = \".spec.size\")"
    ))
);
case!(
    kube_printcolumn_list_missing_json_path,
    kube(&format!(
        "{GVK}, printcolumn(name = \"Size\", type_ = \"integer\")"
    ))
);
case!(
    kube_printcolumn_unknown_type,
    kube(&format!(
        "{GVK}, printcolumn = r#\"{{\"name\":\"Size\",\"type\":\"int\",\"jsonPath\":\".spec.size\"}}\"#"
    ))
);
case!(
    kube_scale_json_missing_key,
    kube(&format!(
        "{GVK}, status = \"FooStatus\", scale = r#\"{{\"specReplicasPath\":\".spec.size\"}}\"#"
    ))
);
case!(
    kube_scale_without_status,
    kube(&format!(
        "{GVK}, scale(spec_replicas_path = \".spec.size\", status_replicas_path = \".status.replicas\")"
    ))
);
case!(
    kube_validation_unreadable,
    kube(&format!("{GVK}, validation = rules::size_rule()"))
);
case!(
    kube_validation_cel_syntax_error,
    kube(&format!(
        "{GVK}, validation = Rule::new(\"self.spec.size >\").message(\"size\")"
    ))
);
case!(
    kube_schema_mode_unknown,
    kube(&format!("{GVK}, schema = \"derive\""))
);
case!(
    kube_struct_is_root,
    kube(&format!("{GVK}, struct = \"FooCrd\""))
);
case!(
    kube_and_crd_dialects,
    format!(
        "{HEAD}#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, JsonSchema)]\n#[kube({GVK})]\n#[crd({GVK})]\npub struct FooSpec {{\n    pub size: i32,\n}}\n"
    )
);
case!(
    kube_schema_manual_is_a_warning,
    kube(&format!("{GVK}, schema = \"manual\""))
);
case!(
    kube_schema_disabled_is_a_warning,
    kube(&format!("{GVK}, schema = \"disabled\""))
);

/// The options that only shape kube-derive's Rust code are read for their form and
/// change nothing in the CRD: no warning, no error.
#[test]
fn rust_side_options_are_read_quietly() {
    assert_eq!(
        run(&kube(&format!(
            "{GVK}, derive = \"PartialEq\", derive = \"Default\", attr = \"allow(deprecated)\", cel, crates(kube_core = \"::kube::core\", serde = \"::serde\")"
        ))),
        ""
    );
}

/// The derive is read by what its path resolves to: `use kube::CustomResource`,
/// `kube::CustomResource`, `kube_derive::CustomResource` and a renamed import all make a
/// kind, of kube's dialect by its `#[kube(...)]`.
#[test]
fn every_path_of_kubes_derive_makes_a_kind() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(
        dir.path().join("src/lib.rs"),
        "use serde::{Deserialize, Serialize};\n\n\
         #[derive(kube::CustomResource, Serialize, Deserialize, Clone, Debug, schemars::JsonSchema)]\n\
         #[kube(group = \"example.com\", version = \"v1\", kind = \"Foo\")]\n\
         pub struct FooSpec {\n    pub size: i32,\n}\n\n\
         #[derive(kube_derive::CustomResource, Serialize, Deserialize, Clone, Debug, schemars::JsonSchema)]\n\
         #[kube(group = \"example.com\", version = \"v1\", kind = \"Bar\", namespaced)]\n\
         pub struct BarSpec {\n    pub size: i32,\n}\n\n\
         mod renamed {\n\
         use kube::CustomResource as KubeResource;\n\
         use serde::{Deserialize, Serialize};\n\n\
         #[derive(KubeResource, Serialize, Deserialize, Clone, Debug, schemars::JsonSchema)]\n\
         #[kube(group = \"example.com\", version = \"v1\", kind = \"Baz\", namespaced)]\n\
         pub struct BazSpec {\n    pub size: i32,\n}\n\
         }\n",
    )
    .unwrap();
    let generation = run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{d}"));
    let files: Vec<String> = generation
        .artifacts
        .iter()
        .map(|a| a.path.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        files,
        [
            "example.com_bars.yaml",
            "example.com_bazes.yaml",
            "example.com_foos.yaml"
        ]
    );
    assert_eq!(generation.warnings.render(), "");
}

/// kube-derive's `CustomResource` under another name reads `#[kube(...)]` only: with
/// crdgen's `#[crd(...)]` options rustc refuses the crate, and so does crdgen, instead of
/// reading it as crdgen's derive.
#[test]
fn kubes_derive_renamed_with_crdgens_options_is_refused() {
    assert_eq!(
        run("use kube::CustomResource as KubeResource;\n\
             use serde::{Deserialize, Serialize};\n\n\
             #[derive(KubeResource, Serialize, Deserialize, Clone, Debug)]\n\
             #[crd(group = \"example.com\", version = \"v1\", kind = \"Baz\", namespaced)]\n\
             pub struct BazSpec {\n    pub a: String,\n}\n"),
        "error[E0245]: `BazSpec` has #[crd(...)] kind options but derives kube-derive's CustomResource, which does not read them\n \
         --> src/lib.rs:5:7\n  \
         |\n\
         5 | #[crd(group = \"example.com\", version = \"v1\", kind = \"Baz\", namespaced)]\n  \
         |       ^^^^^ crdgen's kind option\n  \
         |\n  \
         = help: derive `crdgen::CustomResource` in place of kube's, or write kube-derive's #[kube(...)] options"
    );
}
