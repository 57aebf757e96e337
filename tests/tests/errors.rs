//! One test per error class: a small crate with one mistake, and the whole rendered
//! diagnostic (message, file:line:col, source line, label, help) as a reviewed snapshot.

use std::path::Path;

use crdgen_core::run_crate;

/// Writes `files` into a fresh crate and returns the rendered diagnostics.
fn diagnostics(files: &[(&str, &str)]) -> String {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    for (path, text) in files {
        let p = dir.path().join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    match run_crate(dir.path(), |_| {}) {
        Ok(g) => panic!(
            "expected an error, generated {:?}",
            g.artifacts.iter().map(|a| &a.path).collect::<Vec<_>>()
        ),
        Err(d) => d.render(),
    }
}

fn lib(text: &str) -> String {
    diagnostics(&[("src/lib.rs", text)])
}

/// Writes a crate whose Cargo.toml declares `features` (each enabling nothing) and whose
/// crdgen.toml is `config`; the rendered errors, or the warnings when it generates.
fn featured(features: &[&str], config: &str, text: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let declared: String = features.iter().map(|f| format!("{f} = []\n")).collect();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        format!("[package]\nname = \"api\"\nversion = \"0.1.0\"\n\n[features]\n{declared}"),
    )
    .unwrap();
    std::fs::write(dir.path().join("crdgen.toml"), config).unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), text).unwrap();
    match run_crate(dir.path(), |_| {}) {
        Ok(g) => g.warnings.render(),
        Err(d) => d.render(),
    }
}

/// [`featured`] with every feature optional: the CRD serves builds with and without each.
fn lib_optional(features: &[&str], text: &str) -> String {
    let list: Vec<String> = features.iter().map(|f| format!("{f:?}")).collect();
    featured(
        features,
        &format!("optional-features = [{}]\n", list.join(", ")),
        text,
    )
}

const HEAD: &str = "use crdgen::CustomResource;\nuse serde::{Deserialize, Serialize};\n\n";

fn kind(attrs: &str, body: &str) -> String {
    format!(
        "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd({attrs})]\npub struct FooSpec {{\n{body}}}\n"
    )
}

const GVK: &str = "group = \"example.com\", version = \"v1\", kind = \"Foo\"";

macro_rules! case {
    ($name:ident, $text:expr) => {
        #[test]
        fn $name() {
            insta::assert_snapshot!(stringify!($name), $text);
        }
    };
}

case!(
    syntax_error,
    lib("pub struct FooSpec {\n    size: i32,,\n}\n")
);
case!(
    unknown_kind_key,
    lib(&kind(
        "grup = \"example.com\", version = \"v1\", kind = \"Foo\"",
        "    size: i32,\n"
    ))
);
case!(
    missing_group_version_kind,
    lib(&kind("group = \"example.com\"", "    size: i32,\n"))
);
case!(
    derive_without_crd_attribute,
    lib(&format!(
        "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\npub struct FooSpec {{\n    size: i32,\n}}\n"
    ))
);
case!(
    crd_attribute_without_derive,
    lib(&format!(
        "{HEAD}#[derive(Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]\npub struct FooSpec {{\n    size: i32,\n}}\n"
    ))
);
case!(
    kube_attribute_without_derive,
    lib(&format!(
        "{HEAD}#[derive(Serialize, Deserialize)]\n#[kube(kind = \"Foo\", group = \"example.com\", version = \"v1\")]\npub struct FooSpec {{\n    size: i32,\n}}\n"
    ))
);
case!(
    markers_on_a_type_without_crdgen_derive,
    lib(&format!(
        "{}\n#[derive(Serialize, Deserialize)]\n#[serde(tag = \"type\")]\npub enum Source {{\n    Git {{\n        #[crd(min_length = 1)]\n        url: String,\n    }},\n}}\n",
        kind(GVK, "    source: Source,\n")
    ))
);
case!(
    unknown_field_marker,
    lib(&kind(GVK, "    #[crd(maximun = 3)]\n    size: i32,\n"))
);
case!(
    marker_on_wrong_type,
    lib(&kind(GVK, "    #[crd(max_length = 3)]\n    size: i32,\n"))
);
case!(
    fractional_bound_on_integer,
    lib(&kind(GVK, "    #[crd(minimum = 0.5)]\n    size: i32,\n"))
);
case!(
    unresolved_type,
    lib(&format!(
        "{}\npub mod other {{\n    pub struct Bar {{ pub x: i32 }}\n}}\n",
        kind(GVK, "    bar: Bar,\n")
    ))
);
case!(
    recursive_type,
    lib(&format!(
        "{}\n#[derive(Serialize, Deserialize)]\npub struct Node {{\n    children: Vec<Node>,\n}}\n",
        kind(GVK, "    root: Node,\n")
    ))
);
case!(
    mixed_enum,
    lib(&format!(
        "{}\n#[derive(Serialize, Deserialize)]\npub enum Source {{\n    None,\n    Url(String),\n}}\n",
        kind(GVK, "    source: Source,\n")
    ))
);
case!(
    untagged_enum_of_different_types,
    lib(&format!(
        "{}\n#[derive(Serialize, Deserialize)]\n#[serde(untagged)]\npub enum Value {{\n    Flag(bool),\n    Text(String),\n}}\n",
        kind(GVK, "    value: Value,\n")
    ))
);
case!(
    internally_tagged_field_conflict,
    lib(&format!(
        "{}\n#[derive(Serialize, Deserialize)]\n#[serde(tag = \"type\")]\npub enum Backend {{\n    S3 {{ size: i32 }},\n    Disk {{ size: String }},\n}}\n",
        kind(GVK, "    backend: Backend,\n")
    ))
);
case!(
    non_string_map_key,
    lib(&format!(
        "use std::collections::BTreeMap;\n{}",
        kind(GVK, "    ports: BTreeMap<Vec<String>, String>,\n")
    ))
);
case!(
    tuple_struct,
    lib(&format!(
        "{}\n#[derive(Serialize, Deserialize)]\npub struct Pair(String, i32);\n",
        kind(GVK, "    pair: Pair,\n")
    ))
);
case!(
    unknown_external_type,
    lib(&kind(GVK, "    price: money::Money,\n"))
);
case!(
    serde_with,
    lib(&kind(
        GVK,
        "    #[serde(with = \"humantime_serde\")]\n    timeout: String,\n"
    ))
);
case!(
    serde_with_on_a_variant,
    lib(&format!(
        "{}\n#[derive(Serialize, Deserialize)]\npub enum Limit {{\n    #[serde(serialize_with = \"as_text\")]\n    Bytes(u64),\n}}\n",
        kind(GVK, "    limit: Limit,\n")
    ))
);
case!(
    duplicate_json_name,
    lib(&kind(
        GVK,
        "    #[serde(rename = \"size\")]\n    count: i32,\n    size: i32,\n"
    ))
);
case!(
    unknown_rename_rule,
    lib(&format!(
        "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[serde(rename_all = \"camelcase\")]\n#[crd({GVK})]\npub struct FooSpec {{\n    size: i32,\n}}\n"
    ))
);
case!(
    status_not_local,
    lib(&kind(
        &format!("{GVK}, status = \"k8s_openapi::api::core::v1::PodStatus\""),
        "    size: i32,\n"
    ))
);

fn two_versions(v1: &str, v2: &str) -> String {
    diagnostics(&[
        ("src/lib.rs", "pub mod v1;\npub mod v2;\n"),
        (
            "src/v1.rs",
            &kind(
                &format!("group = \"example.com\", version = \"v1\", kind = \"Foo\"{v1}"),
                "    size: i32,\n",
            ),
        ),
        (
            "src/v2.rs",
            &kind(
                &format!("group = \"example.com\", version = \"v2\", kind = \"Foo\"{v2}"),
                "    size: i32,\n",
            ),
        ),
    ])
}

case!(two_storage_versions, two_versions(", storage", ", storage"));
case!(no_storage_version, two_versions("", ""));
case!(
    no_served_version,
    two_versions(", served = false, storage", ", served = false")
);
case!(versions_disagree, two_versions(", namespaced, storage", ""));
case!(
    versions_disagree_on_plural,
    two_versions(", plural = \"foos\", storage", ", plural = \"fooes\"")
);
case!(
    versions_disagree_on_short_names,
    two_versions(
        ", shortname = \"f\", storage",
        ", shortname = \"f\", shortname = \"fo\""
    )
);
case!(
    same_version_twice,
    diagnostics(&[
        ("src/lib.rs", "pub mod a;\npub mod b;\n"),
        ("src/a.rs", &kind(GVK, "    size: i32,\n")),
        ("src/b.rs", &kind(GVK, "    size: i32,\n")),
    ])
);
case!(missing_module_file, lib("pub mod api;\n"));
case!(
    ambiguous_glob,
    diagnostics(&[
        (
            "src/lib.rs",
            &format!(
                "pub mod a;\npub mod b;\nuse a::*;\nuse b::*;\n{}",
                kind(GVK, "    bar: Bar,\n")
            )
        ),
        ("src/a.rs", "pub struct Bar { pub x: i32 }\n"),
        ("src/b.rs", "pub struct Bar { pub y: i32 }\n"),
    ])
);

#[test]
fn unknown_config_key() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("crdgen.toml"),
        "paths = [\"src\"]\ncrd_dir = \"out\"\n",
    )
    .unwrap();
    let err = run_crate(dir.path(), |_| {}).unwrap_err();
    insta::assert_snapshot!("unknown_config_key", err.render());
}

#[test]
fn unknown_kubernetes_version() {
    let err = run_crate(Path::new("."), |c| c.kubernetes_version = "1.2".into()).unwrap_err();
    insta::assert_snapshot!("unknown_kubernetes_version", err.render());
}

#[test]
fn unknown_controller_gen_version() {
    let err = run_crate(Path::new("."), |c| {
        c.controller_gen_version = "0.21.0".into()
    })
    .unwrap_err();
    insta::assert_snapshot!("unknown_controller_gen_version", err.render());
}

case!(
    one_of_not_in_release,
    diagnostics(&[
        ("crdgen.toml", "controller-gen-version = \"v0.19.0\"\n"),
        (
            "src/lib.rs",
            &format!(
                "{}\n#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(at_least_one_of(\"a\", \"b\"))]\npub struct Choice {{\n    a: Option<String>,\n    b: Option<String>,\n}}\n",
                kind(GVK, "    choice: Choice,\n")
            )
        ),
    ])
);
case!(
    version_annotation_written_twice,
    diagnostics(&[
        ("crdgen.toml", "controller-gen-version-annotation = true\n"),
        (
            "src/lib.rs",
            &kind(
                &format!(
                    "{GVK}, annotation(\"controller-gen.kubebuilder.io/version\", \"v0.21.0\")"
                ),
                "    size: i32,\n"
            )
        ),
    ])
);

/// Runs a crate whose Cargo.toml has `dependencies` and whose kind embeds no built-in type:
/// the version is checked before anything is built.
fn with_dependencies(dependencies: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        format!("[package]\nname = \"api\"\nversion = \"0.1.0\"\n\n[dependencies]\n{dependencies}"),
    )
    .unwrap();
    std::fs::create_dir(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), kind(GVK, "    size: i32,\n")).unwrap();
    run_crate(dir.path(), |_| {}).unwrap_err().render()
}

case!(
    kubernetes_version_feature_not_shipped,
    with_dependencies(
        "serde = \"1\"\nk8s-openapi = { version = \"0.30\", features = [\"v1_38\"] }\n"
    )
);
case!(
    kubernetes_version_feature_of_another_release,
    with_dependencies("k8s-openapi = { version = \"0.30\", features = [\"latest\"] }\n")
);
case!(
    kubernetes_version_features_conflict,
    with_dependencies(
        "k8s-openapi = { version = \"0.29\", features = [\"v1_35\"] }\n\n[target.'cfg(unix)'.dependencies]\nk8s-openapi = { version = \"0.29\", features = [\"v1_36\"] }\n"
    )
);

case!(
    invalid_pattern,
    lib(&kind(
        GVK,
        "    #[crd(pattern = \"^a(b$\")]\n    name: String,\n"
    ))
);
// The error points past the escapes of a normal string and into a raw one, at all the
// characters the parser names (a whole repetition range).
case!(
    invalid_pattern_after_escapes,
    lib(&kind(
        GVK,
        "    #[crd(pattern = \"^\\\\d+\\\\s(\\\"x\")]\n    name: String,\n"
    ))
);
case!(
    invalid_pattern_in_a_raw_string,
    lib(&kind(
        GVK,
        "    #[crd(pattern = r#\"^\\w+\\d{3,1}$\"#)]\n    name: String,\n"
    ))
);
case!(
    default_does_not_fit,
    lib(&kind(
        GVK,
        "    #[crd(default = \"three\")]\n    size: i32,\n"
    ))
);
case!(
    option_given_twice,
    lib(&kind(
        &format!("{GVK}, namespaced, namespaced = false"),
        "    size: i32,\n"
    ))
);
case!(
    scale_without_status,
    lib(&kind(
        &format!(
            "{GVK}, scale(spec_replicas_path = \".spec.size\", status_replicas_path = \".status.size\")"
        ),
        "    size: i32,\n"
    ))
);

case!(
    doc_comment_marker,
    lib(&kind(
        GVK,
        "    /// How many.\n    /// +kubebuilder:validation:Minimum=1\n    size: i32,\n"
    ))
);
case!(
    unknown_doc_comment_marker,
    lib(&kind(
        GVK,
        "    /// +kubebuilder:validation:Maximun=3\n    size: i32,\n"
    ))
);

// CRD-level markers: printer columns, selectable fields, scale, metadata, versions.

/// A kind with a spec (size, name, items) and a status (replicas, conditions).
fn with_status(attrs: &str) -> String {
    lib(&format!(
        "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd({GVK}, status = \"FooStatus\",\n      {attrs})]\npub struct FooSpec {{\n    size: i32,\n    name: String,\n    items: Vec<String>,\n}}\n\n#[derive(Serialize, Deserialize)]\npub struct FooStatus {{\n    replicas: i32,\n    conditions: Vec<Condition>,\n}}\n\n#[derive(Serialize, Deserialize)]\npub struct Condition {{\n    r#type: String,\n    status: String,\n}}\n"
    ))
}

case!(
    printcolumn_path_nowhere,
    with_status("printcolumn(name = \"Size\", type = \"integer\", json_path = \".spec.sise\")")
);
case!(
    printcolumn_path_into_array,
    with_status(
        "printcolumn(name = \"Ready\", type = \"string\", json_path = \".status.conditions.status\")"
    )
);
case!(
    printcolumn_path_without_root,
    with_status("printcolumn(name = \"Size\", type = \"integer\", json_path = \"spec.size\")")
);
case!(
    printcolumn_unknown_type,
    with_status("printcolumn(name = \"Size\", type = \"int\", json_path = \".spec.size\")")
);
case!(
    printcolumn_unknown_format,
    with_status(
        "printcolumn(name = \"Age\", type = \"date\", format = \"datetime\", json_path = \".metadata.creationTimestamp\")"
    )
);
case!(
    printcolumn_negative_priority,
    with_status(
        "printcolumn(name = \"Size\", type = \"integer\", json_path = \".spec.size\", priority = -1)"
    )
);
case!(
    selectable_not_scalar,
    with_status("selectable = \".spec.items\"")
);
case!(
    selectable_through_array,
    with_status("selectable = \".status.conditions[0].type\"")
);
case!(
    selectable_metadata,
    with_status("selectable = \".metadata.name\"")
);
case!(
    selectable_nowhere,
    with_status("selectable = \".spec.nmae\"")
);
case!(
    selectable_twice,
    with_status("selectable = \".spec.name\", selectable = \".spec.name\"")
);
case!(
    selectable_too_many,
    with_status(
        &(1..=9)
            .map(|i| format!("selectable = \".spec.f{i}\""))
            .collect::<Vec<_>>()
            .join(", ")
    )
);
case!(
    scale_spec_path_not_under_spec,
    with_status(
        "scale(spec_replicas_path = \".status.replicas\", status_replicas_path = \".status.replicas\")"
    )
);
case!(
    scale_replicas_not_integer,
    with_status(
        "scale(spec_replicas_path = \".spec.name\", status_replicas_path = \".status.replicas\")"
    )
);
case!(
    scale_status_path_nowhere,
    with_status(
        "scale(spec_replicas_path = \".spec.size\", status_replicas_path = \".status.replics\")"
    )
);
case!(
    scale_selector_not_string,
    with_status(
        "scale(spec_replicas_path = \".spec.size\", status_replicas_path = \".status.replicas\", label_selector_path = \".status.replicas\")"
    )
);
case!(
    scale_path_with_brackets,
    with_status(
        "scale(spec_replicas_path = \".spec['size']\", status_replicas_path = \".status.replicas\")"
    )
);
case!(
    annotation_invalid_key,
    lib(&kind(
        &format!("{GVK}, annotation(\"example_com/owner\", \"me\")"),
        "    size: i32,\n"
    ))
);
case!(
    annotation_without_equals,
    lib(&kind(
        &format!("{GVK}, annotation = \"example.com/owner\""),
        "    size: i32,\n"
    ))
);
case!(
    label_invalid_value,
    lib(&kind(
        &format!("{GVK}, label = \"example.com/tier=front end\""),
        "    size: i32,\n"
    ))
);
case!(
    label_given_twice,
    lib(&kind(
        &format!("{GVK}, label(\"tier\", \"a\"), label = \"tier=b\""),
        "    size: i32,\n"
    ))
);
case!(
    every_version_skipped,
    two_versions(", skip_version", ", skip_version")
);
case!(
    storage_version_skipped,
    two_versions(", storage, skip_version", "")
);
case!(
    top_level_field_clash,
    lib(&kind(&format!("{GVK}, top_level"), "    kind: String,\n"))
);
case!(
    top_level_scale_has_no_spec,
    lib(&format!(
        "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd({GVK}, top_level, status = \"FooStatus\",\n      scale(spec_replicas_path = \".spec.size\", status_replicas_path = \".status.replicas\"))]\npub struct FooFields {{\n    size: i32,\n}}\n\n#[derive(Serialize, Deserialize)]\npub struct FooStatus {{\n    replicas: i32,\n}}\n"
    ))
);

const NESTED: &str = "\n#[derive(Serialize, Deserialize)]\npub struct Nested {\n    pub foo: String,\n    pub bar: bool,\n}\n";

case!(
    default_object_does_not_fit,
    lib(&format!(
        "{}{NESTED}",
        kind(
            GVK,
            "    #[crd(default = {\"foo\": \"baz\", \"bar\": \"yes\"})]\n    nested: Nested,\n"
        )
    ))
);
case!(
    default_object_key_without_quotes,
    lib(&format!(
        "{}{NESTED}",
        kind(
            GVK,
            "    #[crd(default = {foo: \"baz\", bar: true})]\n    nested: Nested,\n"
        )
    ))
);
case!(
    example_does_not_fit,
    lib(&kind(
        GVK,
        "    #[crd(max_length = 3, example = \"forty-two\")]\n    name: String,\n"
    ))
);
case!(
    enum_value_of_the_wrong_type,
    lib(&kind(
        GVK,
        "    #[crd(enum = [\"a\", 1])]\n    name: String,\n"
    ))
);
// Values a marker admits or writes that the Rust enum reading the node does not read
// back (E0376): the type's own `enum` is replaced by `items(enum = ...)` on a list of the
// enum and by `#[crd(enum = ...)]` on the enum itself, so nothing else catches them.
const SPEEDS: &str =
    "#[derive(Serialize, Deserialize)]\npub enum Speed {\n    Fast,\n    Slow,\n}\n";
case!(
    items_enum_the_rust_enum_cannot_read,
    lib(&kind_and(
        "    #[crd(items(enum = [\"Fast\", \"Slow\", \"Medium\", \"Turbo\"]))]\n    speeds: Vec<Speed>,\n",
        SPEEDS
    ))
);
case!(
    enum_marker_on_the_enum_it_cannot_read,
    lib(&kind_and(
        "    speed: Speed,\n",
        "#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(enum = [\"Fast\", \"Slow\", \"Medium\"])]\npub enum Speed {\n    Fast,\n    Slow,\n}\n"
    ))
);
case!(
    enum_marker_value_read_as_serde_other,
    lib(&kind_and(
        "    #[crd(items(enum = [\"Fast\", \"Slow\", \"Medium\"]))]\n    speeds: Vec<Speed>,\n",
        "#[derive(Serialize, Deserialize)]\npub enum Speed {\n    Fast,\n    Slow,\n    #[serde(other)]\n    Unknown,\n}\n"
    ))
);
case!(
    default_the_rust_enum_cannot_read,
    lib(&kind_and(
        "    #[crd(default = \"Medium\")]\n    speed: Speed,\n",
        SPEEDS
    ))
);
case!(
    default_in_a_list_the_rust_enum_cannot_read,
    lib(&kind_and(
        "    #[crd(default = [\"Fast\", \"Medium\"])]\n    speeds: Vec<Speed>,\n",
        SPEEDS
    ))
);
// schemars' spelling goes through the same marker reader, pointing into its attribute.
case!(
    schemars_enum_the_rust_enum_cannot_read,
    lib(&kind_and(
        "    #[schemars(extend(\"enum\" = [\"Fast\", \"Medium\"]))]\n    speed: Speed,\n",
        SPEEDS
    ))
);
// A name read through an alias is admitted (a migration's old spelling), with W0377: it is
// written back as the variant's name.
case!(
    items_enum_read_through_an_alias,
    warnings(&kind_and(
        "    #[crd(items(enum = [\"Fast\", \"Slow\", \"Quick\"]))]\n    speeds: Vec<Speed>,\n",
        "#[derive(Serialize, Deserialize)]\npub enum Speed {\n    Fast,\n    #[serde(alias = \"Quick\")]\n    Slow,\n}\n"
    ))
);
// On the field itself the enum type's own `enum` stays beside the marker's (`allOf`), so
// the API server refuses the alias value: E0314 alone, no W0377 claiming it is admitted.
case!(
    field_enum_with_an_alias_value,
    lib(&kind_and(
        "    #[crd(enum = [\"Fast\", \"Quick\"])]\n    speed: Speed,\n",
        "#[derive(Serialize, Deserialize)]\npub enum Speed {\n    Fast,\n    #[serde(alias = \"Quick\")]\n    Slow,\n}\n"
    ))
);

/// Enum markers and defaults that list only names the enum reads, and renames that read
/// what they write, generate without a word.
#[test]
fn markers_the_rust_enum_reads_and_renames_that_read_what_they_write_are_accepted() {
    let text = kind_and(
        "    #[crd(items(enum = [\"Fast\", \"Slow\"]), default = [\"Slow\"])]\n    speeds: Vec<Speed>,\n    #[crd(enum = [\"Fast\"], default = \"Fast\")]\n    speed: Speed,\n    only: Only,\n    #[serde(rename(serialize = \"a\", deserialize = \"a\"))]\n    renamed: u8,\n",
        "#[derive(Serialize, Deserialize)]\npub enum Speed {\n    Fast,\n    Slow,\n}\n\n#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(enum = [\"slow\"])]\n#[serde(rename_all(serialize = \"lowercase\", deserialize = \"lowercase\"))]\npub enum Only {\n    Fast,\n    Slow,\n}\n",
    );
    assert_eq!(warnings(&text), "");
}

/// No Rust enum reads a value serde reads through other code (`from` / `try_from` on the
/// enum, `deserialize_with` on the field), so markers there may admit any value: the code
/// may read "fast" as `Fast`.
#[test]
fn markers_on_values_serde_reads_through_other_code_are_accepted() {
    let text = kind_and(
        "    pace: Pace,\n    gait: Gait,\n    #[serde(deserialize_with = \"lenient\")]\n    #[crd(items(enum = [\"Fast\", \"Slow\", \"fast\"]))]\n    list: Vec<Plain>,\n",
        "#[derive(CrdSchema, Serialize, Deserialize, Clone)]\n#[crd(enum = [\"Fast\", \"Slow\", \"fast\"])]\n#[serde(try_from = \"String\")]\npub enum Pace {\n    Fast,\n    Slow,\n}\n\nimpl TryFrom<String> for Pace {\n    type Error = String;\n    fn try_from(s: String) -> Result<Self, String> {\n        match s.as_str() {\n            \"Fast\" | \"fast\" => Ok(Pace::Fast),\n            \"Slow\" | \"Old\" => Ok(Pace::Slow),\n            _ => Err(s),\n        }\n    }\n}\n\n#[derive(CrdSchema, Serialize, Deserialize, Clone)]\n#[crd(enum = [\"Fast\", \"fast\"])]\n#[serde(from = \"String\")]\npub enum Gait {\n    Fast,\n    Slow,\n}\n\nimpl From<String> for Gait {\n    fn from(s: String) -> Self {\n        if s.eq_ignore_ascii_case(\"fast\") { Gait::Fast } else { Gait::Slow }\n    }\n}\n\n#[derive(Serialize, Deserialize)]\npub enum Plain {\n    Fast,\n    Slow,\n}\n\nfn lenient<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<Plain>, D::Error> {\n    let names: Vec<String> = Deserialize::deserialize(d)?;\n    Ok(names.iter().map(|n| if n.eq_ignore_ascii_case(\"fast\") { Plain::Fast } else { Plain::Slow }).collect())\n}\n",
    );
    assert_eq!(warnings(&text), "");
}
// The derived reader still holds where serde reads the field through its type: only the
// field with `deserialize_with` admits "fast".
case!(
    items_enum_beside_a_field_read_by_a_function,
    lib(&kind_and(
        "    #[serde(deserialize_with = \"lenient\")]\n    #[crd(items(enum = [\"Fast\", \"Slow\", \"fast\"]))]\n    lenient: Vec<Speed>,\n    #[crd(items(enum = [\"Fast\", \"Slow\", \"fast\"]))]\n    strict: Vec<Speed>,\n",
        SPEEDS
    ))
);

// A rename that writes one name and reads another (E0378): the object read back lacks
// the field or variant; see `a_rename_with_two_sides_does_not_read_back` for serde's side.
case!(
    rename_reads_another_name,
    lib(&kind(
        GVK,
        "    #[serde(rename(serialize = \"a\", deserialize = \"b\"))]\n    size: i32,\n"
    ))
);
case!(
    rename_all_reads_another_name,
    lib(&format!(
        "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd({GVK})]\n#[serde(rename_all(serialize = \"camelCase\"))]\npub struct FooSpec {{\n    max_size: i32,\n}}\n"
    ))
);
case!(
    variant_rename_reads_another_name,
    lib(&kind_and(
        "    speed: Speed,\n",
        "#[derive(Serialize, Deserialize)]\npub enum Speed {\n    #[serde(rename(deserialize = \"fast\"))]\n    Fast,\n    Slow,\n}\n"
    ))
);

// A variant serde writes and never reads: every object holding it is unreadable (E0379).
case!(
    variant_written_but_never_read,
    lib(&kind_and(
        "    phase: Phase,\n",
        "#[derive(Serialize, Deserialize)]\npub enum Phase {\n    Pending,\n    #[serde(skip_deserializing)]\n    Legacy,\n}\n"
    ))
);

// An `Option` field whose written name is not read: it silently reads back as `None`.
case!(
    rename_of_an_optional_field_reads_as_absent,
    lib(&kind(
        GVK,
        "    #[serde(rename(serialize = \"newName\", deserialize = \"old_name\"))]\n    name: Option<String>,\n"
    ))
);

/// Renames whose written name serde reads back (an alias, a rule that leaves a word as it
/// is, a side serde never uses) generate without a word.
#[test]
fn renames_whose_written_name_reads_back_are_accepted() {
    let text = format!(
        "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd({GVK})]\n#[serde(rename_all(serialize = \"camelCase\"))]\npub struct FooSpec {{\n    name: String,\n    size: i32,\n    #[serde(rename(serialize = \"newName\", deserialize = \"old_name\"), alias = \"newName\")]\n    old_name: String,\n    #[serde(skip_deserializing, rename(serialize = \"computed\"))]\n    derived: i32,\n    #[serde(skip_serializing, rename(deserialize = \"input\"))]\n    #[crd(optional)]\n    given: Option<i32>,\n    speed: Speed,\n}}\n\n#[derive(Serialize, Deserialize)]\npub enum Speed {{\n    #[serde(rename(serialize = \"fast\", deserialize = \"Fast\"), alias = \"fast\")]\n    Fast,\n    #[serde(skip_serializing, rename(deserialize = \"gone\"))]\n    Gone,\n}}\n"
    );
    assert_eq!(warnings(&text), "");
}

/// serde's side of E0378: with two names the value written does not read back.
#[test]
fn a_rename_with_two_sides_does_not_read_back() {
    #[derive(serde::Serialize, serde::Deserialize, Debug, PartialEq)]
    struct Spec {
        #[serde(rename(serialize = "a", deserialize = "b"), default)]
        size: i32,
    }
    #[derive(serde::Serialize, serde::Deserialize, Debug, PartialEq)]
    enum Speed {
        #[serde(rename(serialize = "fast", deserialize = "Fast"))]
        Fast,
    }
    let written = serde_json::to_value(Spec { size: 3 }).unwrap();
    assert_eq!(written, serde_json::json!({"a": 3}));
    // Read back, the field is gone: its default, silently.
    assert_eq!(
        serde_json::from_value::<Spec>(written).unwrap(),
        Spec { size: 0 }
    );
    let written = serde_json::to_value(Speed::Fast).unwrap();
    assert_eq!(written, serde_json::json!("fast"));
    assert_eq!(
        serde_json::from_value::<Speed>(written)
            .unwrap_err()
            .to_string(),
        "unknown variant `fast`, expected `Fast`"
    );
}

case!(
    empty_enum,
    lib(&kind(GVK, "    #[crd(enum = [])]\n    name: String,\n"))
);
case!(
    unknown_type_override,
    lib(&kind(
        GVK,
        "    #[crd(type = \"bool\")]\n    name: String,\n"
    ))
);
case!(
    type_and_int_or_string,
    lib(&kind(
        GVK,
        "    #[crd(type = \"string\", int_or_string)]\n    port: String,\n"
    ))
);
case!(
    external_docs_url_not_absolute,
    lib(&kind(
        GVK,
        "    #[crd(external_docs(url = \"example.com/docs\"))]\n    name: String,\n"
    ))
);
case!(
    external_docs_without_url,
    lib(&kind(
        GVK,
        "    #[crd(external_docs(description = \"docs\"))]\n    name: String,\n"
    ))
);
case!(
    embedded_resource_on_a_string,
    lib(&kind(
        GVK,
        "    #[crd(embedded_resource)]\n    name: String,\n"
    ))
);
case!(
    embedded_resource_without_fields,
    lib(&format!(
        "{}\n#[derive(Serialize, Deserialize)]\npub struct Empty {{}}\n",
        kind(GVK, "    #[crd(embedded_resource)]\n    object: Empty,\n")
    ))
);
case!(
    int_or_string_on_a_bool,
    lib(&kind(GVK, "    #[crd(int_or_string)]\n    flag: bool,\n"))
);
case!(
    schemaless_without_type,
    lib(&kind(GVK, "    #[crd(schemaless)]\n    data: Vec<u8>,\n"))
);
case!(
    struct_type_on_a_map,
    lib(&format!(
        "use std::collections::BTreeMap;\n{}",
        kind(
            GVK,
            "    #[crd(struct_type = \"atomic\")]\n    labels: BTreeMap<String, String>,\n"
        )
    ))
);
case!(
    map_type_on_a_struct,
    lib(&format!(
        "{}{NESTED}",
        kind(
            GVK,
            "    #[crd(map_type = \"atomic\")]\n    nested: Nested,\n"
        )
    ))
);
case!(
    map_type_unknown_value,
    lib(&format!(
        "use std::collections::BTreeMap;\n{}",
        kind(
            GVK,
            "    #[crd(map_type = \"set\")]\n    labels: BTreeMap<String, String>,\n"
        )
    ))
);
case!(
    unique_items,
    lib(&kind(
        GVK,
        "    #[crd(unique_items)]\n    names: Vec<String>,\n"
    ))
);
case!(
    items_on_a_string,
    lib(&kind(
        GVK,
        "    #[crd(items(min_length = 1))]\n    name: String,\n"
    ))
);
case!(
    items_marker_on_the_wrong_type,
    lib(&kind(
        GVK,
        "    #[crd(items(items(max_length = 1)))]\n    grid: Vec<Vec<i32>>,\n"
    ))
);
case!(
    default_fails_the_types_validation,
    lib(&format!(
        "{}\n#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(min_length = 4)]\npub struct LongerString(String);\n",
        kind(
            GVK,
            "    #[crd(min_length = 2, default = \"abc\")]\n    name: LongerString,\n"
        )
    ))
);

// RBAC markers (`#[crdgen::rbac(...)]`), read by the CLI from any item.

/// The rendered warnings of a crate that generates.
fn warnings(text: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), text).unwrap();
    match run_crate(dir.path(), |_| {}) {
        Ok(g) => g.warnings.render(),
        Err(d) => panic!("expected warnings only, got:\n{d}"),
    }
}

/// The rendered warnings of a crate that generates with `config` as its crdgen.toml.
fn warnings_with_config(config: &str, text: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    std::fs::write(dir.path().join("crdgen.toml"), config).unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), text).unwrap();
    match run_crate(dir.path(), |_| {}) {
        Ok(g) => g.warnings.render(),
        Err(d) => panic!("expected warnings only, got:\n{d}"),
    }
}

// A validation of one variant that the enum's one schema leaves out (W0387): a rule
// (at its marker, with the guarded rule to write), a keyword (at the variant), in every
// representation that merges variants, and a string keyword beside integer variants.
case!(
    variant_validation_dropped,
    warnings(&format!(
        "{}{}",
        kind(
            GVK,
            "    internal: Internal,\n    adjacent: Adjacent,\n    untagged: Untagged,\n    number: Number,\n"
        ),
        "#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(validation(rule = \"self.lo <= self.hi\"), max_properties = 4)]\npub struct Range {\n    lo: i32,\n    hi: i32,\n}\n\n#[derive(Serialize, Deserialize)]\npub struct Name {\n    name: String,\n}\n\n#[derive(Serialize, Deserialize)]\n#[serde(tag = \"type\")]\npub enum Internal {\n    #[serde(rename = \"it's\")]\n    R(Range),\n    N(Name),\n}\n\n#[derive(Serialize, Deserialize)]\n#[serde(tag = \"type\", content = \"spec\")]\npub enum Adjacent {\n    R(Range),\n    N(Name),\n}\n\n#[derive(Serialize, Deserialize)]\n#[serde(untagged)]\npub enum Untagged {\n    R(Range),\n    N(Name),\n}\n\n#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(pattern = \"^[a-z]+$\")]\npub struct Word(String);\n\n#[derive(Serialize, Deserialize)]\n#[serde(untagged)]\npub enum Number {\n    Small(u8),\n    Big(u32),\n    Word(Word),\n}\n"
    ))
);
// A field name CEL cannot write (a space): the rules that check the variants' fields are
// left out, with W0389.
case!(
    variant_rules_not_written,
    warnings(&format!(
        "{}{}",
        kind(GVK, "    backup: Backup,\n"),
        "#[derive(Serialize, Deserialize)]\n#[serde(tag = \"type\")]\npub enum Backup {\n    S3 {\n        #[serde(rename = \"the bucket\")]\n        bucket: String,\n    },\n    Volume {\n        claim: String,\n    },\n}\n"
    ))
);
// The same rule on every variant of an adjacently tagged enum's content is kept, and what
// types write for themselves (an
// integer's range, a known value or free text) is no validation left out: no warning.
#[test]
fn variant_validations_kept_or_own_to_types_are_not_reported() {
    let text = format!(
        "{}{}",
        kind(
            GVK,
            "    both: Both,\n    number: Number,\n    level: Level,\n"
        ),
        "#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(validation(rule = \"self.n > 0\"))]\npub struct A {\n    n: i32,\n}\n\n#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(validation(rule = \"self.n > 0\"))]\npub struct B {\n    n: i32,\n}\n\n#[derive(Serialize, Deserialize)]\n#[serde(tag = \"type\", content = \"spec\")]\npub enum Both {\n    A(A),\n    B(B),\n}\n\n#[derive(Serialize, Deserialize)]\n#[serde(untagged)]\npub enum Number {\n    Small(u8),\n    Big(u64),\n}\n\n#[derive(Serialize, Deserialize)]\npub enum Known {\n    Low,\n    High,\n}\n\n#[derive(Serialize, Deserialize)]\n#[serde(untagged)]\npub enum Level {\n    Known(Known),\n    Other(String),\n}\n"
    );
    assert_eq!(warnings(&text), "");
}

// `generate-embedded-object-meta = false`: controller-gen's bare ObjectMeta, with a
// warning at a user's own field (W0380) and once per kind for those inside Kubernetes
// types (W0381, with every path).
case!(
    embedded_object_meta_bare,
    warnings_with_config(
        "generate-embedded-object-meta = false\n",
        &format!(
            "use k8s_openapi::api::batch::v1::JobTemplateSpec;\nuse k8s_openapi::api::core::v1::PersistentVolumeClaimTemplate;\nuse k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\n{}",
            kind(
                GVK,
                "    template_meta: Option<ObjectMeta>,\n    job: JobTemplateSpec,\n    claims: Vec<PersistentVolumeClaimTemplate>,\n"
            )
        )
    )
);
case!(
    phantom_data_written,
    lib(&format!(
        "use std::marker::PhantomData;\n{}",
        kind(
            GVK,
            "    size: i32,\n    marker: PhantomData<u8>,\n    #[serde(skip)]\n    skipped: PhantomData<u8>,\n    #[serde(default)]\n    defaulted: PhantomData<u8>,\n"
        )
    ))
);

case!(
    rbac_unknown_verb,
    lib(
        "#[crdgen::rbac(groups = \"apps\", resources = \"deployments\", verbs = \"get;lsit\")]\npub fn reconcile() {}\n"
    )
);
case!(
    rbac_urls_with_namespace,
    lib(
        "pub struct Reconciler;\n\nimpl Reconciler {\n    #[crdgen::rbac(urls = \"/metrics\", verbs = \"get\", namespace = \"monitoring\")]\n    pub fn scrape(&self) {}\n}\n"
    )
);
case!(
    rbac_wrong_plural,
    lib(&format!(
        "{}\n#[crdgen::rbac(groups = \"example.com\", resources = \"foo/status\", verbs = \"get;update\")]\npub fn reconcile() {{}}\n",
        kind(GVK, "    size: i32,\n")
    ))
);
case!(
    rbac_wildcard_warning,
    warnings(
        "#[crdgen::rbac(groups = \"\", resources = \"pods\", verbs = \"*\")]\npub fn reconcile() {}\n"
    )
);
case!(
    rbac_invalid_namespace,
    lib(
        "#[crdgen::rbac(groups = \"coordination.k8s.io\", resources = \"leases\", verbs = \"get;update\", namespace = \"Kube_System\")]\npub fn elect() {}\n"
    )
);
case!(
    serde_default_function_only,
    warnings(&kind(
        GVK,
        "    #[serde(default = \"default_replicas\")]\n    replicas: i32,\n    #[serde(default = \"default_image\")]\n    #[crd(default = \"nginx\")]\n    image: String,\n"
    ))
);
case!(
    transition_rule_inside_an_atomic_list,
    lib(&format!(
        "{}\n#[derive(CrdSchema, Serialize, Deserialize)]\npub struct Port {{\n    #[crd(immutable)]\n    name: String,\n}}\n",
        kind(GVK, "    ports: Vec<Port>,\n")
    ))
);
case!(
    transition_rule_in_items_of_a_set_list,
    lib(&kind(
        GVK,
        "    #[crd(list_type = \"set\", items(validation(rule = \"self == oldSelf\", message = \"tags are immutable\")))]\n    tags: Vec<String>,\n"
    ))
);
case!(
    invalid_crd_names,
    lib(&format!(
        "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"Example_com\", version = \"V1\", kind = \"foo\", plural = \"Foos\", shortname = \"f!\")]\npub struct FooSpec {{\n    size: i32,\n}}\n"
    ))
);
case!(
    group_without_a_dot,
    lib(&format!(
        "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example\", version = \"v1\", kind = \"Foo\")]\npub struct FooSpec {{\n    size: i32,\n}}\n"
    ))
);
case!(
    empty_group_and_a_version_that_is_not_kubernetes_style_warn,
    warnings(&format!(
        "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"\", version = \"stable\", kind = \"Foo\")]\npub struct FooSpec {{\n    size: i32,\n}}\n"
    ))
);
case!(
    cel_rule_over_an_unbounded_list_warns,
    warnings(&kind(
        GVK,
        "    #[crd(validation(rule = \"self.all(h, h.matches('^[a-z.]+$'))\", message = \"hosts are lower-case\"), items(max_length = 253))]\n    hosts: Vec<String>,\n"
    ))
);
case!(
    rbac_doc_comment_marker,
    lib(
        "/// Reconciles.\n/// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list\npub fn reconcile() {}\n"
    )
);

// CEL markers, presence overrides and list checks.
case!(
    cel_syntax_error,
    lib(&kind(
        GVK,
        "    #[crd(validation(rule = \"self.size() > > 1\", message = \"too short\"))]\n    name: String,\n"
    ))
);
case!(
    cel_syntax_error_after_an_escape,
    lib(&kind(
        GVK,
        "    #[crd(validation(rule = \"self == \\\"a\\\" &&\"))]\n    name: String,\n"
    ))
);
case!(
    cel_message_expression_syntax_error,
    lib(&kind(
        GVK,
        "    #[crd(validation(rule = \"self.size() > 1\", message_expression = r#\"self + ' is short\"#))]\n    name: String,\n"
    ))
);
case!(
    cel_unknown_reason,
    lib(&kind(
        GVK,
        "    #[crd(validation(rule = \"self > 0\", reason = \"FieldValueInvald\"))]\n    size: i32,\n"
    ))
);
case!(
    cel_message_with_line_break,
    lib(&kind(
        GVK,
        "    #[crd(validation(rule = \"self > 0\", message = \"must be\\npositive\"))]\n    size: i32,\n"
    ))
);
case!(
    cel_multi_line_rule_without_message,
    lib(&kind(
        GVK,
        "    #[crd(validation(rule = \"self > 0 &&\n        self < 10\"))]\n    size: i32,\n"
    ))
);
case!(
    cel_field_path_points_nowhere,
    lib(&kind(
        &format!("{GVK}, validation(rule = \"self.size > 0\", field_path = \".sise\")"),
        "    size: i32,\n"
    ))
);
case!(
    cel_optional_old_self_without_old_self,
    lib(&kind(
        GVK,
        "    #[crd(validation(rule = \"self > 0\", optional_old_self))]\n    size: i32,\n"
    ))
);
case!(
    cel_unknown_validation_key,
    lib(&kind(
        GVK,
        "    #[crd(validation(rul = \"self > 0\"))]\n    size: i32,\n"
    ))
);
case!(
    cel_validation_without_rule,
    lib(&kind(
        GVK,
        "    #[crd(validation(message = \"must be positive\"))]\n    size: i32,\n"
    ))
);
case!(
    one_of_unknown_member,
    lib(&format!(
        "{}\n#[derive(CrdSchema, Serialize, Deserialize)]\n#[serde(rename_all = \"camelCase\")]\n#[crd(at_most_one_of(\"fooBar\", \"baz\"))]\npub struct Choice {{\n    foo_bar: Option<String>,\n    bax: Option<String>,\n}}\n",
        kind(GVK, "    choice: Choice,\n")
    ))
);
case!(
    one_of_required_member,
    lib(&format!(
        "{}\n#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(exactly_one_of(\"a\", \"b\"))]\npub struct Choice {{\n    a: String,\n    b: Option<String>,\n}}\n",
        kind(GVK, "    choice: Choice,\n")
    ))
);
case!(
    one_of_single_member,
    lib(&format!(
        "{}\n#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(at_least_one_of(\"a\"))]\npub struct Choice {{\n    a: Option<String>,\n}}\n",
        kind(GVK, "    choice: Choice,\n")
    ))
);
case!(
    one_of_on_a_field,
    lib(&kind(
        GVK,
        "    #[crd(at_most_one_of(\"a\", \"b\"))]\n    size: i32,\n"
    ))
);
case!(
    immutable_on_a_type,
    lib(&kind(&format!("{GVK}, immutable"), "    size: i32,\n"))
);
case!(
    immutable_with_a_value,
    lib(&kind(GVK, "    #[crd(immutable = true)]\n    size: i32,\n"))
);
case!(
    optional_field_serde_requires,
    lib(&kind(GVK, "    #[crd(optional)]\n    size: i32,\n"))
);
case!(
    optional_option_read_through_with,
    lib(&kind(
        GVK,
        "    #[serde(with = \"stamp\")]\n    #[crd(type = \"string\", nullable, optional)]\n    at: Option<String>,\n"
    ))
);
case!(
    module_optional_option_read_through_deserialize_with,
    lib(&format!(
        "crdgen::module_markers!(optional);\n{}",
        kind(
            GVK,
            "    #[serde(deserialize_with = \"stamp::deserialize\")]\n    at: Option<String>,\n"
        )
    ))
);
case!(
    option_written_by_function_null_unstated,
    lib(&kind(
        GVK,
        "    #[serde(with = \"stamp\")]\n    #[crd(type = \"string\")]\n    at: Option<String>,\n"
    ))
);
case!(
    required_option_serialized_by_function_null_unstated,
    lib(&kind(
        GVK,
        "    #[serde(serialize_with = \"stamp::serialize\", default)]\n    #[crd(type = \"string\", required)]\n    at: Option<String>,\n"
    ))
);
case!(
    required_and_optional,
    lib(&kind(
        GVK,
        "    #[crd(required, optional)]\n    size: Option<i32>,\n"
    ))
);
case!(
    module_optional_field_serde_requires,
    lib(&format!(
        "crdgen::module_markers!(optional);\n{}",
        kind(GVK, "    size: i32,\n")
    ))
);
case!(
    unknown_module_marker,
    lib(&format!(
        "crdgen::module_markers!(optinal);\n{}",
        kind(GVK, "    size: i32,\n")
    ))
);
case!(
    unknown_list_type,
    lib(&kind(
        GVK,
        "    #[crd(list_type = \"sett\")]\n    tags: Vec<String>,\n"
    ))
);
case!(
    set_of_objects,
    lib(&format!(
        "{}\n#[derive(CrdSchema, Serialize, Deserialize)]\npub struct Port {{\n    name: String,\n}}\n",
        kind(
            GVK,
            "    #[crd(list_type = \"set\")]\n    ports: Vec<Port>,\n"
        )
    ))
);
case!(
    list_map_without_keys,
    lib(&format!(
        "{}\n#[derive(CrdSchema, Serialize, Deserialize)]\npub struct Port {{\n    name: String,\n}}\n",
        kind(
            GVK,
            "    #[crd(list_type = \"map\")]\n    ports: Vec<Port>,\n"
        )
    ))
);
case!(
    list_map_keys_without_map,
    lib(&format!(
        "{}\n#[derive(CrdSchema, Serialize, Deserialize)]\npub struct Port {{\n    name: String,\n}}\n",
        kind(
            GVK,
            "    #[crd(list_map_keys(\"name\"))]\n    ports: Vec<Port>,\n"
        )
    ))
);
case!(
    list_map_key_optional,
    lib(&format!(
        "{}\n#[derive(CrdSchema, Serialize, Deserialize)]\npub struct Port {{\n    name: String,\n    protocol: Option<String>,\n}}\n",
        kind(
            GVK,
            "    #[crd(list_type = \"map\", list_map_keys(\"name\", \"protocol\"))]\n    ports: Vec<Port>,\n"
        )
    ))
);
case!(
    list_map_key_unknown,
    lib(&format!(
        "{}\n#[derive(CrdSchema, Serialize, Deserialize)]\npub struct Port {{\n    name: String,\n}}\n",
        kind(
            GVK,
            "    #[crd(list_type = \"map\", list_map_keys(\"nmae\"))]\n    ports: Vec<Port>,\n"
        )
    ))
);
case!(
    required_on_a_newtype_field,
    lib(&format!(
        "{}\n#[derive(CrdSchema, Serialize, Deserialize)]\npub struct Name(#[crd(required)] Option<String>);\n",
        kind(GVK, "    name: Name,\n")
    ))
);
case!(
    immutable_on_a_flattened_field,
    lib(&format!(
        "{}\n#[derive(CrdSchema, Serialize, Deserialize)]\npub struct Common {{\n    owner: String,\n}}\n",
        kind(
            GVK,
            "    #[crd(immutable)]\n    #[serde(flatten)]\n    common: Common,\n"
        )
    ))
);
case!(
    markers_without_a_place_on_a_flattened_field,
    lib(&format!(
        "{}\n#[derive(CrdSchema, Serialize, Deserialize)]\npub struct Common {{\n    owner: String,\n}}\n",
        kind(
            GVK,
            "    #[crd(default = {\"owner\": \"me\"}, max_properties = 3, nullable)]\n    #[serde(flatten)]\n    common: Common,\n"
        )
    ))
);
case!(
    flattened_type_with_a_default,
    lib(&format!(
        "{}\n#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(default = {{\"owner\": \"me\"}})]\npub struct Common {{\n    owner: String,\n}}\n",
        kind(GVK, "    #[serde(flatten)]\n    common: Common,\n")
    ))
);
case!(
    flattened_map_type_conflict,
    lib(&format!(
        "use crdgen::CustomResource;\nuse serde::{{Deserialize, Serialize}};\n\n#[derive(CustomResource, Serialize, Deserialize)]\n#[crd({GVK})]\n#[crd(struct_type = \"granular\")]\npub struct FooSpec {{\n    #[serde(flatten)]\n    common: Common,\n}}\n\n#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(struct_type = \"atomic\")]\npub struct Common {{\n    owner: String,\n}}\n"
    ))
);
case!(
    flattened_map_with_a_bound,
    lib(&kind(
        GVK,
        "    name: String,\n    #[crd(max_properties = 3)]\n    #[serde(flatten)]\n    extra: std::collections::BTreeMap<String, String>,\n"
    ))
);
case!(
    optional_flattened_struct_with_a_rule,
    lib(&format!(
        "{}\n#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(validation(rule = \"self.owner != ''\"))]\npub struct Common {{\n    owner: String,\n}}\n",
        kind(GVK, "    #[serde(flatten)]\n    common: Option<Common>,\n")
    ))
);
case!(
    enum_both_untagged_and_tagged,
    lib(&format!(
        "{}\n#[derive(Serialize, Deserialize)]\n#[serde(tag = \"kind\", untagged)]\npub enum Shape {{\n    Circle {{ r: f64 }},\n}}\n",
        kind(GVK, "    shape: Shape,\n")
    ))
);
case!(
    enum_content_without_tag,
    lib(&format!(
        "{}\n#[derive(Serialize, Deserialize)]\n#[serde(content = \"value\")]\npub enum Shape {{\n    Circle(f64),\n}}\n",
        kind(GVK, "    shape: Shape,\n")
    ))
);
case!(
    two_variants_renamed_to_one_name,
    lib(&format!(
        "{}\n#[derive(Serialize, Deserialize)]\npub enum Mode {{\n    Fast,\n    #[serde(rename = \"Fast\")]\n    Quick,\n}}\n",
        kind(GVK, "    mode: Mode,\n")
    ))
);
case!(
    untagged_lists_of_different_items,
    lib(&format!(
        "{}\n#[derive(Serialize, Deserialize)]\n#[serde(untagged)]\npub enum Values {{\n    Names(Vec<String>),\n    Numbers(Vec<i64>),\n}}\n",
        kind(GVK, "    values: Values,\n")
    ))
);
case!(
    untagged_integer_or_float,
    lib(&format!(
        "{}\n#[derive(Serialize, Deserialize)]\n#[serde(untagged)]\npub enum Amount {{\n    Whole(i64),\n    Fraction(f64),\n}}\n",
        kind(GVK, "    amount: Amount,\n")
    ))
);

// One error per remaining schema marker: each on a field it cannot describe, or with a
// value that admits nothing.
case!(
    maximum_on_a_string,
    lib(&kind(GVK, "    #[crd(maximum = 3)]\n    name: String,\n"))
);
case!(
    exclusive_minimum_on_a_string,
    lib(&kind(
        GVK,
        "    #[crd(exclusive_minimum)]\n    name: String,\n"
    ))
);
case!(
    exclusive_maximum_on_a_list,
    lib(&kind(
        GVK,
        "    #[crd(exclusive_maximum)]\n    names: Vec<String>,\n"
    ))
);
case!(
    multiple_of_fraction_on_an_integer,
    lib(&kind(
        GVK,
        "    #[crd(multiple_of = 0.5)]\n    size: i32,\n"
    ))
);
case!(
    min_items_on_a_map,
    lib(&kind(
        GVK,
        "    #[crd(min_items = 1)]\n    labels: std::collections::BTreeMap<String, String>,\n"
    ))
);
case!(
    max_items_below_min_items,
    lib(&kind(
        GVK,
        "    #[crd(min_items = 3, max_items = 2)]\n    names: Vec<String>,\n"
    ))
);
case!(
    min_length_above_max_length,
    lib(&kind(
        GVK,
        "    #[crd(min_length = 10, max_length = 3)]\n    name: String,\n"
    ))
);
case!(
    minimum_above_maximum,
    lib(&kind(
        GVK,
        "    #[crd(minimum = 5, maximum = 1)]\n    size: i32,\n"
    ))
);
case!(
    min_properties_on_a_list,
    lib(&kind(
        GVK,
        "    #[crd(min_properties = 1)]\n    names: Vec<String>,\n"
    ))
);
case!(
    max_properties_on_an_integer,
    lib(&kind(
        GVK,
        "    #[crd(max_properties = 1)]\n    size: i32,\n"
    ))
);
case!(
    title_not_a_string,
    lib(&kind(GVK, "    #[crd(title = 3)]\n    size: i32,\n"))
);
case!(
    nullable_not_a_flag,
    lib(&kind(
        GVK,
        "    #[crd(nullable = \"yes\")]\n    name: Option<String>,\n"
    ))
);
case!(
    preserve_unknown_fields_not_a_flag,
    lib(&kind(
        GVK,
        "    #[crd(preserve_unknown_fields = 1)]\n    extra: serde_json::Value,\n"
    ))
);

// --- codes: input, source, rbac, output ---

/// Like [`diagnostics`], with the configuration changed by `configure`; the crate lives
/// in `<tmp>/crate` and every mention of `<tmp>` is written as such, so snapshots of
/// paths that leave the crate stay stable.
fn diagnostics_with(
    files: &[(&str, &[u8])],
    configure: impl FnOnce(&mut crdgen_core::config::Config),
) -> String {
    let tmp = tempfile::tempdir().unwrap();
    let tmp_path = tmp.path().canonicalize().unwrap();
    let root = tmp_path.join("crate");
    std::fs::create_dir(&root).unwrap();
    std::fs::write(
        root.join("Cargo.toml"),
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    for (path, bytes) in files {
        let p = root.join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, bytes).unwrap();
    }
    match run_crate(&root, configure) {
        Ok(g) => panic!(
            "expected an error, generated {:?}",
            g.artifacts.iter().map(|a| &a.path).collect::<Vec<_>>()
        ),
        Err(d) => d.render().replace(&tmp_path.display().to_string(), "<tmp>"),
    }
}

case!(
    module_file_not_utf8,
    diagnostics_with(
        &[
            ("src/lib.rs", b"pub mod latin1;\n"),
            ("src/latin1.rs", b"// caf\xe9\npub struct A;\n"),
        ],
        |_| {}
    )
);
case!(
    source_directory_outside_the_crate,
    diagnostics_with(&[("../shared/lib.rs", b"pub struct A;\n")], |c| {
        c.paths = vec!["../shared".into()];
    })
);
case!(
    two_crate_roots,
    diagnostics_with(
        &[
            ("a/lib.rs", b"pub struct A;\n"),
            ("b/lib.rs", b"pub struct B;\n")
        ],
        |c| c.paths = vec!["a".into(), "b".into()]
    )
);
case!(
    header_file_missing,
    diagnostics_with(&[("src/lib.rs", b"pub struct A;\n")], |c| {
        c.header_file = Some("hack/boilerplate.yaml.txt".into());
    })
);
case!(
    keyword_in_the_middle_of_a_path,
    lib(&format!(
        "pub mod api {{\n    pub struct Bar {{ pub x: i32 }}\n}}\n{}",
        kind(GVK, "    bar: api::self::Bar,\n")
    ))
);
case!(
    self_as_a_field_type,
    lib(&kind(GVK, "    next: Option<Box<Self>>,\n"))
);
case!(
    two_kinds_in_one_file,
    lib(&format!(
        "{}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Bar\", plural = \"foos\")]\npub struct BarSpec {{\n    size: i32,\n}}\n",
        kind(GVK, "    size: i32,\n")
    ))
);
case!(
    rbac_unknown_key,
    lib(
        "#[crdgen::rbac(groups = \"apps\", resourceNames = \"x\", resources = \"deployments\", verbs = \"get\")]\npub fn reconcile() {}\n"
    )
);
case!(
    rbac_key_given_twice,
    lib(
        "#[crdgen::rbac(groups = \"apps\", resources = \"deployments\", verbs = \"get\", verbs = \"list\")]\npub fn reconcile() {}\n"
    )
);
case!(
    rbac_value_not_a_string,
    lib(
        "#[crdgen::rbac(groups = \"apps\", resources = \"deployments\", verbs = get)]\npub fn reconcile() {}\n"
    )
);
case!(
    rbac_empty_entry,
    lib(
        "#[crdgen::rbac(groups = \"apps\", resources = \"deployments\", verbs = \"get;;list\")]\npub fn reconcile() {}\n"
    )
);
case!(
    rbac_two_namespaces,
    lib(
        "#[crdgen::rbac(groups = \"\", resources = \"configmaps\", verbs = \"get\", namespace = \"a;b\")]\npub fn reconcile() {}\n"
    )
);
case!(
    rbac_without_verbs,
    lib("#[crdgen::rbac(groups = \"apps\", resources = \"deployments\")]\npub fn reconcile() {}\n")
);
case!(
    rbac_without_groups,
    lib("#[crdgen::rbac(resources = \"deployments\", verbs = \"get\")]\npub fn reconcile() {}\n")
);
case!(
    rbac_without_arguments,
    lib("#[crdgen::rbac]\npub fn reconcile() {}\n")
);
case!(
    rbac_urls_and_resources,
    lib(
        "#[crdgen::rbac(groups = \"\", resources = \"pods\", urls = \"/metrics\", verbs = \"get\")]\npub fn reconcile() {}\n"
    )
);
case!(
    rbac_invalid_role_name,
    lib(
        "#[crdgen::rbac(groups = \"\", resources = \"pods\", verbs = \"get\", role_name = \"team/ops\")]\npub fn reconcile() {}\n"
    )
);

/// The derive's entry points when the type is not in the sources crdgen reads.
#[test]
fn derive_type_not_in_the_sources() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().canonicalize().unwrap();
    std::fs::create_dir(root.join("src")).unwrap();
    let lib_rs = root.join("src/lib.rs");
    std::fs::write(&lib_rs, "pub struct Present { pub a: i32 }\n").unwrap();
    let config = crdgen_core::config::Config::default();
    let shown = |d: crdgen_core::diagnostic::Diagnostics| {
        d.render().replace(&root.display().to_string(), "<crate>")
    };
    let err =
        crdgen_core::pipeline::type_schema(&root, &config, None, &lib_rs, 1, "Absent").unwrap_err();
    insta::assert_snapshot!("derive_type_not_in_the_sources", shown(err));
    let err =
        crdgen_core::pipeline::kind(&root, &config, None, None, "example.com", "Foo").unwrap_err();
    insta::assert_snapshot!("derive_kind_not_in_the_sources", shown(err));
}

// `#[path]` may not lead out of the crate, by its spelling or through a symlink.

case!(
    path_attribute_climbs_out_of_the_crate,
    diagnostics_with(
        &[
            (
                "src/lib.rs",
                b"#[path = \"../../shared/types.rs\"]\npub mod types;\n"
            ),
            ("../shared/types.rs", b"pub struct Shared;\n"),
        ],
        |_| {}
    )
);
case!(
    path_attribute_into_an_inline_module_outside,
    diagnostics_with(
        &[
            (
                "src/lib.rs",
                b"#[path = \"../../shared\"]\npub mod outside {\n    pub mod types;\n}\n"
            ),
            ("../shared/types.rs", b"pub struct Shared;\n"),
        ],
        |_| {}
    )
);

/// A crate in `<tmp>/crate` whose `src/lib.rs` is `lib_rs(<tmp>)`, with `<tmp>/shared/types.rs`
/// beside it and `src/link.rs` a symlink to that file; the rendered errors.
#[cfg(unix)]
fn with_shared_file(lib_rs: impl FnOnce(&Path) -> String) -> String {
    let tmp = tempfile::tempdir().unwrap();
    let tmp_path = tmp.path().canonicalize().unwrap();
    let root = tmp_path.join("crate");
    std::fs::create_dir_all(root.join("src")).unwrap();
    std::fs::create_dir_all(tmp_path.join("shared")).unwrap();
    std::fs::write(
        root.join("Cargo.toml"),
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    let shared = tmp_path.join("shared/types.rs");
    std::fs::write(&shared, "pub struct Shared;\n").unwrap();
    std::os::unix::fs::symlink(&shared, root.join("src/link.rs")).unwrap();
    std::fs::write(root.join("src/lib.rs"), lib_rs(&tmp_path)).unwrap();
    match run_crate(&root, |_| {}) {
        Ok(g) => panic!(
            "expected an error, generated {:?}",
            g.artifacts.iter().map(|a| &a.path).collect::<Vec<_>>()
        ),
        Err(d) => d.render().replace(&tmp_path.display().to_string(), "<tmp>"),
    }
}

#[cfg(unix)]
#[test]
fn path_attribute_absolute_outside_the_crate() {
    // The caret under the attribute is as long as the real path, so this one is not a
    // snapshot (the temporary directory's name varies in length).
    let mut attribute = String::new();
    let rendered = with_shared_file(|tmp| {
        attribute = format!("#[path = \"{}\"]", tmp.join("shared/types.rs").display());
        format!("{attribute}\npub mod types;\n")
    });
    let tmp =
        attribute["#[path = \"".len()..attribute.len() - "/shared/types.rs\"]".len()].to_owned();
    let expected = [
        "error[E0114]: `#[path]` of module `types` leads out of the crate: `<tmp>/shared/types.rs` is outside the crate directory".to_owned(),
        " --> src/lib.rs:1:1".to_owned(),
        "  |".to_owned(),
        format!("1 | {}", attribute.replace(&tmp, "<tmp>")),
        format!("  | {} module file outside the crate", "^".repeat(attribute.chars().count())),
        "  |".to_owned(),
        "  = note: crdgen reads only files inside the crate directory".to_owned(),
        "  = help: move the file into the crate and point `#[path]` at it there; `paths` in the crdgen configuration cannot help, as it takes only directories inside the crate".to_owned(),
    ];
    assert_eq!(rendered, expected.join("\n"));
}

#[cfg(unix)]
#[test]
fn path_attribute_through_a_symlink_out_of_the_crate() {
    let rendered = with_shared_file(|_| "#[path = \"link.rs\"]\npub mod types;\n".to_owned());
    insta::assert_snapshot!(
        "path_attribute_through_a_symlink_out_of_the_crate",
        rendered
    );
}

#[test]
fn path_attribute_inside_the_crate_is_followed() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::create_dir_all(dir.path().join("api")).unwrap();
    std::fs::write(
        dir.path().join("src/lib.rs"),
        "#[path = \"../api/types_v1.rs\"]\npub mod types;\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("api/types_v1.rs"),
        kind(GVK, "    size: i32,\n"),
    )
    .unwrap();
    let generation = match run_crate(dir.path(), |_| {}) {
        Ok(g) => g,
        Err(d) => panic!("{}", d.render()),
    };
    let paths: Vec<_> = generation.artifacts.iter().map(|a| &a.path).collect();
    assert_eq!(
        paths,
        [Path::new("config/crd/bases/example.com_foos.yaml")],
        "the kind behind `#[path]` is generated"
    );
}

// --- codes: kind, clients ---

case!(
    client_without_settings,
    lib(&kind(&format!("{GVK}, client"), "    size: i32,\n"))
);
case!(
    client_empty_parentheses,
    lib(&kind(&format!("{GVK}, client()"), "    size: i32,\n"))
);
case!(
    client_conflicting_settings,
    lib(&kind(
        &format!("{GVK}, client(read_only, skip)"),
        "    size: i32,\n"
    ))
);
case!(
    client_empty_verb,
    lib(&kind(
        &format!("{GVK}, client(verbs = \"get;;list\")"),
        "    size: i32,\n"
    ))
);
case!(
    client_unknown_verb,
    lib(&kind(
        &format!("{GVK}, client(skip_verbs = \"updateStatus\")"),
        "    size: i32,\n"
    ))
);
case!(
    client_unknown_key,
    lib(&kind(
        &format!("{GVK}, client(readonly)"),
        "    size: i32,\n"
    ))
);
case!(
    client_verb_twice,
    lib(&kind(
        &format!("{GVK}, client(verbs = \"get;list;get\")"),
        "    size: i32,\n"
    ))
);
case!(
    client_verb_without_subresource,
    lib(&kind(
        &format!("{GVK}, client(verbs = \"get;patch_status\")"),
        "    size: i32,\n"
    ))
);

/// A crate with one kind and `clients` as its `[clients]` table.
fn with_clients(clients: &str) -> String {
    diagnostics(&[
        ("crdgen.toml", &format!("[clients]\n{clients}")),
        ("src/lib.rs", &kind(GVK, "    size: i32,\n")),
    ])
}

case!(
    clients_api_crate_not_a_path,
    with_clients("dir = \"src/generated\"\napi-crate = \"my api\"\n")
);
case!(
    clients_fake_cfg_not_a_predicate,
    with_clients("dir = \"src/generated\"\nfake-cfg = \"any(test,\"\n")
);

/// A directory nested deeper than the operating system opens by path (Linux refuses a
/// path of `PATH_MAX` = 4096 bytes or more): the listing of generated files stops there
/// with an error that names the directory under the crate root.
#[cfg(target_os = "linux")]
#[test]
fn clients_dir_unreadable() {
    let root = tempfile::tempdir().unwrap();
    let name = "d".repeat(250);
    // Built from the bottom up, each step a short path: rename the chain so far into a
    // new parent.
    let work = root.path().join("work");
    std::fs::create_dir(&work).unwrap();
    let depth = 20;
    std::fs::create_dir(work.join("chain")).unwrap();
    for _ in 1..depth {
        std::fs::create_dir(work.join("parent")).unwrap();
        std::fs::rename(work.join("chain"), work.join("parent").join(&name)).unwrap();
        std::fs::rename(work.join("parent"), work.join("chain")).unwrap();
    }
    std::fs::create_dir(root.path().join("src")).unwrap();
    std::fs::rename(work.join("chain"), root.path().join("src/generated")).unwrap();
    // The first directory on the chain whose absolute path is too long to open.
    let mut rel = std::path::PathBuf::from("src/generated");
    while root.path().join(&rel).as_os_str().len() < 4096 {
        rel.push(&name);
    }
    let err =
        crdgen_core::clients::generated_files(root.path(), Path::new("src/generated")).unwrap_err();
    assert_eq!(
        err.render(),
        format!(
            "error[E0608]: cannot read {}: File name too long (os error 36)\n |\n = help: crdgen lists the files it generated under `src/generated` (`dir` in [clients]); make the directory readable, or point `dir` at another one",
            rel.display()
        )
    );
}

// --- codes: markers, cel, structural ---

/// `kind(GVK, body)` followed by more items.
fn kind_and(body: &str, items: &str) -> String {
    format!("{}\n{items}", kind(GVK, body))
}

case!(
    null_default,
    lib(&kind(
        GVK,
        "    #[crd(default = null)]\n    name: Option<String>,\n"
    ))
);
case!(
    array_type_on_a_string,
    lib(&kind(
        GVK,
        "    #[crd(type = \"array\")]\n    name: String,\n"
    ))
);
case!(
    object_type_on_a_string,
    lib(&kind(
        GVK,
        "    #[crd(type = \"object\")]\n    name: String,\n"
    ))
);
case!(
    list_map_of_strings,
    lib(&kind(
        GVK,
        "    #[crd(list_type = \"map\", list_map_keys(\"name\"))]\n    names: Vec<String>,\n"
    ))
);
case!(
    list_map_key_not_a_scalar,
    lib(&kind_and(
        "    #[crd(list_type = \"map\", list_map_keys(\"names\"))]\n    ports: Vec<Port>,\n",
        "#[derive(Serialize, Deserialize)]\npub struct Port {\n    names: Vec<String>,\n}\n"
    ))
);
case!(
    module_markers_twice,
    lib(&format!(
        "crdgen::module_markers!(optional);\ncrdgen::module_markers!(required);\n{}",
        kind(GVK, "    size: Option<i32>,\n")
    ))
);
case!(
    module_markers_empty,
    lib(&format!(
        "crdgen::module_markers!();\n{}",
        kind(GVK, "    size: Option<i32>,\n")
    ))
);
case!(tuple_type, lib(&kind(GVK, "    pair: (i32, String),\n")));
case!(
    function_pointer_type,
    lib(&kind(GVK, "    callback: fn(i32) -> i32,\n"))
);
case!(a_128_bit_integer, lib(&kind(GVK, "    big: u128,\n")));
case!(
    missing_generic_argument,
    lib(&kind(GVK, "    names: Vec,\n"))
);
case!(
    too_many_generic_arguments,
    lib(&kind_and(
        "    pair: Wrapper<i32, String>,\n",
        "#[derive(Serialize, Deserialize)]\npub struct Wrapper<T> {\n    inner: T,\n}\n"
    ))
);
case!(
    unit_struct,
    lib(&kind_and(
        "    marker: Marker,\n",
        "#[derive(Serialize, Deserialize)]\npub struct Marker;\n"
    ))
);
case!(
    transparent_without_field,
    lib(&kind_and(
        "    name: Name,\n",
        "#[derive(Serialize, Deserialize)]\n#[serde(transparent)]\npub struct Name {\n    #[serde(skip)]\n    inner: String,\n}\n"
    ))
);
case!(
    flatten_a_string,
    lib(&kind(GVK, "    #[serde(flatten)]\n    name: String,\n"))
);
case!(
    unknown_k8s_openapi_type,
    lib(&kind(
        GVK,
        "    pod: k8s_openapi::api::core::v1::PodSpecification,\n"
    ))
);
case!(
    enum_without_variants,
    lib(&kind_and(
        "    mode: Mode,\n",
        "#[derive(Serialize, Deserialize)]\npub enum Mode {}\n"
    ))
);
case!(
    untagged_variant_in_a_tagged_enum,
    lib(&kind_and(
        "    source: Source,\n",
        "#[derive(Serialize, Deserialize)]\n#[serde(tag = \"type\")]\npub enum Source {\n    Url { url: String },\n    #[serde(untagged)]\n    Other { path: String },\n}\n"
    ))
);
case!(
    internally_tagged_variant_holding_a_string,
    lib(&kind_and(
        "    source: Source,\n",
        "#[derive(Serialize, Deserialize)]\n#[serde(tag = \"type\")]\npub enum Source {\n    Url(String),\n}\n"
    ))
);
case!(
    tag_is_also_a_field,
    lib(&kind_and(
        "    source: Source,\n",
        "#[derive(Serialize, Deserialize)]\n#[serde(tag = \"kind\")]\npub enum Source {\n    Url { kind: String },\n}\n"
    ))
);
case!(
    tag_is_also_a_renamed_field,
    lib(&kind_and(
        "    source: Source,\n",
        "#[derive(Serialize, Deserialize)]\n#[serde(tag = \"type\")]\npub enum Source {\n    Url { url: String },\n    Git {\n        repo: String,\n        #[serde(rename = \"type\")]\n        protocol: String,\n    },\n}\n"
    ))
);
case!(
    tag_is_also_a_field_of_a_newtype_variant,
    lib(&kind_and(
        "    source: Source,\n",
        "#[derive(Serialize, Deserialize)]\n#[serde(tag = \"kind\")]\npub enum Source {\n    Url(Url),\n}\n\n#[derive(Serialize, Deserialize, CrdSchema)]\npub struct Url {\n    kind: String,\n}\n"
    ))
);
case!(
    untagged_unit_variant,
    lib(&kind_and(
        "    source: Source,\n",
        "#[derive(Serialize, Deserialize)]\n#[serde(untagged)]\npub enum Source {\n    Url { url: String },\n    Nothing,\n}\n"
    ))
);
case!(
    cel_validation_key_twice,
    lib(&kind(
        GVK,
        "    #[crd(validation(rule = \"self > 0\", rule = \"self < 9\"))]\n    size: i32,\n"
    ))
);
case!(
    one_of_member_without_a_cel_name,
    lib(&format!(
        "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd({GVK}, exactly_one_of(\"a b\", \"c\"))]\npub struct FooSpec {{\n    #[serde(rename = \"a b\")]\n    a: Option<i32>,\n    c: Option<i32>,\n}}\n"
    ))
);
case!(
    cel_rule_over_an_unbounded_map_warns,
    warnings(&kind(
        GVK,
        "    #[crd(validation(rule = \"self.all(k, k != '')\", message = \"no empty keys\"))]\n    labels: std::collections::BTreeMap<String, String>,\n"
    ))
);
case!(
    cel_regex_over_an_unbounded_string_warns,
    warnings(&kind(
        GVK,
        "    #[crd(validation(rule = \"self.matches('^[a-z]+$')\", message = \"lower-case\"))]\n    name: String,\n"
    ))
);
case!(
    type_default_refused_by_the_fields_marker,
    lib(&kind_and(
        "    #[crd(max_length = 3)]\n    name: Name,\n",
        "#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(default = \"toolong\")]\npub struct Name(String);\n"
    ))
);

// --- CEL result types ---

case!(
    cel_rule_that_is_not_a_condition,
    lib(&kind_and(
        "    #[crd(validation(rule = \"self.name + '-suffix'\", message = \"bad name\"))]\n    web: Web,\n",
        "#[derive(CrdSchema, Serialize, Deserialize)]\npub struct Web {\n    #[crd(max_length = 63)]\n    name: String,\n}\n"
    ))
);
case!(
    cel_message_expression_that_is_not_a_string,
    lib(&kind(
        GVK,
        "    #[crd(validation(rule = \"self <= 10\", message_expression = \"self > 10\"))]\n    replicas: i32,\n",
    ))
);

// --- attribute syntax ---

case!(
    attribute_arguments_that_do_not_parse,
    lib(&kind(
        GVK,
        "    #[crd(max_length = 5 min_length = 1)]\n    name: String,\n"
    ))
);

// --- cfg, protected groups, escaping ---

// Fields of one JSON name under exclusive `cfg`s are one property; different schemas
// cannot be (no structural schema is an integer in one build and a string in the other).
case!(
    cfg_exclusive_fields_with_different_schemas,
    lib_optional(
        &["v2"],
        &kind(
            GVK,
            "    #[cfg(feature = \"v2\")]\n    pub size: i64,\n    #[cfg(not(feature = \"v2\"))]\n    pub size: String,\n"
        )
    )
);
// Not exclusive (both features may be on): a duplicate, as without `cfg`.
case!(
    cfg_fields_that_may_meet_are_duplicates,
    lib_optional(
        &["a", "b"],
        &kind(
            GVK,
            "    #[cfg(feature = \"a\")]\n    pub size: i64,\n    #[cfg(feature = \"b\")]\n    pub size: i64,\n"
        )
    )
);
// `cfg(feature = …)` against the crate's features (#15 point 8): a feature the crate
// does not declare, in the source or in the configuration, is never on.
case!(
    cfg_feature_the_crate_does_not_declare,
    featured(
        &["metrics"],
        "",
        &kind(
            GVK,
            "    #[cfg(any(feature = \"metrics\", feature = \"metric\"))]\n    pub size: i64,\n    #[cfg_attr(feature = \"v3\", serde(rename = \"nodes\"))]\n    pub count: i64,\n"
        )
    )
);
case!(
    config_feature_the_crate_does_not_declare,
    featured(
        &["metrics", "v2"],
        "features = [\"metric\"]\noptional-features = [\"v2\", \"v3\"]\n",
        &kind(GVK, "    pub size: i64,\n")
    )
);
// A `serde` or `crd` attribute that only some of the builds the CRD serves have.
case!(
    cfg_attr_in_some_builds_only,
    featured(
        &["metrics", "v2"],
        "optional-features = [\"v2\"]\n",
        &kind(
            GVK,
            "    #[cfg_attr(any(feature = \"metrics\", feature = \"v2\"), serde(rename = \"nodes\"))]\n    pub count: i64,\n    #[cfg_attr(unix, crd(maximum = 3))]\n    pub size: i64,\n    #[cfg_attr(feature = \"v2\", allow(dead_code))]\n    #[cfg_attr(feature = \"metrics\", serde(rename = \"m\"))]\n    pub fine: i64,\n"
        )
    )
);
// Fields only some builds have are written, not required, with a warning; a pair that
// covers every build together stays required.
case!(
    field_in_some_builds_only_warns,
    featured(
        &["v2", "metrics", "default"],
        "optional-features = [\"v2\"]\n",
        &kind(
            GVK,
            "    #[cfg(feature = \"v2\")]\n    pub replicas: i32,\n    #[cfg(all(feature = \"v2\", feature = \"metrics\"))]\n    pub never: i32,\n    #[cfg(feature = \"v2\")]\n    pub size: i64,\n    #[cfg(not(feature = \"v2\"))]\n    pub size: i64,\n    #[cfg(feature = \"v2\")]\n    pub note: Option<String>,\n"
        )
    )
);
case!(
    protected_group_without_api_approval,
    lib(&kind(
        "group = \"samplecontroller.k8s.io\", version = \"v1alpha1\", kind = \"Foo\"",
        "    size: i32,\n"
    ))
);
case!(
    protected_group_with_an_approval_that_is_no_url,
    lib(&kind(
        "group = \"x.kubernetes.io\", version = \"v1\", kind = \"Foo\", annotation(\"api-approved.kubernetes.io\", \"approved by sig-apps\")",
        "    size: i32,\n"
    ))
);
// A value with a line break is quoted escaped: the message stays on its line.
case!(
    a_line_break_in_a_quoted_value_is_escaped,
    lib(&kind(
        "group = \"exa\\nmple.com\", version = \"v1\", kind = \"Foo\"",
        "    size: i32,\n"
    ))
);

#[test]
fn protected_groups_with_an_accepted_approval_are_generated() {
    for value in [
        "https://github.com/kubernetes/enhancements/pull/1111",
        "unapproved, experimental-only",
    ] {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("Cargo.toml"), "[package]\nname = \"api\"\n").unwrap();
        std::fs::create_dir_all(dir.path().join("src")).unwrap();
        std::fs::write(
            dir.path().join("src/lib.rs"),
            kind(
                &format!("group = \"k8s.io\", version = \"v1\", kind = \"Foo\", annotation(\"api-approved.kubernetes.io\", \"{value}\")"),
                "    size: i32,\n",
            ),
        )
        .unwrap();
        let generation = run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{d}"));
        assert!(
            generation.artifacts[0]
                .contents
                .contains(&format!("    api-approved.kubernetes.io: {value}\n")),
            "{value}"
        );
    }
}

// --- conversion ---

case!(
    conversion_review_versions_the_api_server_does_not_speak,
    lib(&kind(
        &format!(
            "{GVK}, conversion(service = \"webhook-service\", namespace = \"system\", review_versions = [\"v2\"])"
        ),
        "    size: i32,\n"
    ))
);
case!(
    conversion_webhook_path_with_an_empty_segment,
    lib(&kind(
        &format!(
            "{GVK}, conversion(service = \"webhook-service\", namespace = \"system\", path = \"/convert//now\")"
        ),
        "    size: i32,\n"
    ))
);
case!(
    conversion_url_that_is_not_https,
    lib(&kind(
        &format!("{GVK}, conversion(url = \"http://convert.example.com/convert\")"),
        "    size: i32,\n"
    ))
);
case!(
    conversion_none_with_settings,
    lib(&kind(
        &format!("{GVK}, conversion(none, path = \"/convert\")"),
        "    size: i32,\n"
    ))
);
case!(
    conversion_service_without_namespace,
    lib(&kind(
        &format!("{GVK}, conversion(service = \"webhook-service\")"),
        "    size: i32,\n"
    ))
);
case!(
    conversion_ca_injection_annotation_written_twice,
    lib(&kind(
        &format!(
            "{GVK}, conversion(service = \"webhook-service\", namespace = \"system\", inject_ca_from = \"system/serving-cert\"), annotation(\"cert-manager.io/inject-ca-from\", \"system/other-cert\")"
        ),
        "    size: i32,\n"
    ))
);

// --- every mistake of a run, together ---

/// A crate ported from a kubebuilder project in a hurry: a dozen mistakes in three files,
/// in kind options, field and type markers, serde attributes and types. One run reports
/// them all, sorted by file and line (each mistake's own snapshot is above).
#[test]
fn every_mistake_of_a_run_is_reported_together() {
    let v1 = r#"use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

use crate::types::{Backup, Schedule};

/// WidgetSpec is the desired state of a Widget.
#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "example.com", version = "v1", kind = "Widget", namespaced, status = "WidgetStatus")]
pub struct WidgetSpec {
    /// Replicas is the number of pods.
    /// +kubebuilder:validation:Minimum=1
    pub replicas: i32,
    #[crd(maximun = 10)]
    pub size: i32,
    pub started: clock::Instant<clock::Utc>,
    pub id: ids::Id,
    #[crd(pattern = "^a(b$")]
    pub name: String,
    pub backup: Backup,
    pub schedule: Schedule,
}

#[derive(CrdSchema, Serialize, Deserialize)]
pub struct WidgetStatus {
    #[crd(max_length = 3)]
    pub count: i32,
    /// +kubebuilder:validation:Optional
    pub phase: Option<String>,
}
"#;
    let types = r#"use serde::{Deserialize, Serialize};

#[derive(CrdSchema, Serialize, Deserialize)]
pub struct Backup {
    #[crd(default = "daily", minimum = 1)]
    pub keep: i32,
    #[serde(with = "humantime_serde")]
    pub every: std::time::Duration,
    #[crd(list_type = "set", unique_items)]
    pub targets: Vec<String>,
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "lowercase_snake")]
pub enum Schedule {
    Daily,
    Weekly,
}
"#;
    let v2 = r#"use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "example.com", version = "v2", kind = "Gadget", plurl = "gadgets")]
pub struct GadgetSpec {
    pub size: i32,
}
"#;
    insta::assert_snapshot!(
        "every_mistake_of_a_run_is_reported_together",
        diagnostics(&[
            ("src/lib.rs", "pub mod types;\npub mod v1;\npub mod v2;\n"),
            ("src/v1.rs", v1),
            ("src/types.rs", types),
            ("src/v2.rs", v2),
        ])
    );
}

// The root: options about `spec` and `status`, and the root type's derives.

case!(
    root_option_without_property_spec_optional_on_top_level,
    lib(&kind(
        &format!("{GVK}, top_level, spec_optional"),
        "    size: i32,\n"
    ))
);
case!(
    root_option_without_property_status_nullable_without_status,
    lib(&kind(
        &format!("{GVK}, status_nullable"),
        "    size: i32,\n"
    ))
);
case!(
    root_derive_not_allowed,
    lib(&kind(
        &format!("{GVK}, derive = \"PartialEq\", derive = \"Clone\""),
        "    size: i32,\n"
    ))
);
case!(
    root_derive_given_twice,
    lib(&kind(
        &format!("{GVK},\n      derive = \"PartialEq\",\n      derive = [\"Eq\", \"PartialEq\"]"),
        "    size: i32,\n"
    ))
);

// `root_properties`: JSON naming only the object's own three, each a schema the API
// server accepts at the root.

case!(
    root_properties_not_a_string,
    lib(&kind(
        &format!("{GVK}, root_properties = 1"),
        "    size: i32,\n"
    ))
);
case!(
    root_properties_not_json,
    lib(&kind(
        &format!("{GVK}, root_properties = \"{{apiVersion\""),
        "    size: i32,\n"
    ))
);
case!(
    root_properties_key_given_twice,
    lib(&kind(
        &format!(
            "{GVK},\n      root_properties = r#\"{{\"kind\": {{\"type\": \"string\", \"description\": \"first\"}}, \"kind\": {{\"type\": \"string\"}}}}\"#"
        ),
        "    size: i32,\n"
    ))
);
case!(
    root_properties_value_not_an_object,
    lib(&kind(
        &format!("{GVK}, root_properties = r#\"{{\"kind\": \"string\"}}\"#"),
        "    size: i32,\n"
    ))
);
case!(
    root_properties_names_a_field,
    lib(&kind(
        &format!(
            "{GVK},\n      root_properties = r#\"{{\"kind\": {{\"type\": \"string\"}}, \"spec\": {{\"type\": \"object\"}}}}\"#"
        ),
        "    size: i32,\n"
    ))
);
case!(
    root_properties_not_structural,
    lib(&kind(
        &format!(
            "{GVK},\n      root_properties = r#\"{{\"kind\": {{\"description\": \"no type\"}}, \"metadata\": {{\"type\": \"object\", \"x-kubernetes-foo\": true}}}}\"#"
        ),
        "    size: i32,\n"
    ))
);
case!(
    root_properties_refused_at_the_root,
    lib(&kind(
        &format!(
            "{GVK},\n      root_properties = r#\"{{\"apiVersion\": {{\"type\": \"integer\"}}, \"metadata\": {{\"type\": \"object\", \"properties\": {{\"labels\": {{\"type\": \"object\"}}}}}}}}\"#"
        ),
        "    size: i32,\n"
    ))
);
case!(
    root_properties_metadata_not_an_object,
    lib(&kind(
        &format!("{GVK}, root_properties = r#\"{{\"metadata\": {{\"type\": \"string\"}}}}\"#"),
        "    size: i32,\n"
    ))
);

// `format`: one of the field's type, and no value of the Rust type lost either way.

case!(
    format_does_not_fit_type,
    lib(&kind(
        GVK,
        "    #[crd(format = \"int32\")]\n    name: String,\n"
    ))
);
case!(
    format_loses_values_the_type_cannot_read,
    lib(&kind(
        GVK,
        "    /// Go `int16`, ported as i32.\n    #[crd(format = \"\")]\n    size: i32,\n"
    ))
);
case!(
    format_loses_values_the_type_writes,
    lib(&kind(
        GVK,
        "    #[crd(format = \"int32\")]\n    count: u64,\n"
    ))
);

/// A chain of 200 imports, each renaming the next: past 128, E0115 at the import where
/// resolution stopped, instead of a stack overflow (5,000 links overflowed it).
fn import_chain() -> String {
    let mut text = kind(GVK, "    size: A0,\n");
    text.push_str("pub type A200 = i32;\n");
    for i in (0..200).rev() {
        text.push_str(&format!("use self::A{} as A{i};\n", i + 1));
    }
    lib(&text)
}

case!(resolution_too_deep, import_chain());

/// A derive whose path is a chain of 200 imports: crdgen cannot tell whether it is
/// its `CustomResource` (it was taken by its written name, and the kind silently was
/// none), so E0115 at the derive.
fn derive_import_chain() -> String {
    let mut text = String::from("use crdgen::CustomResource as D200;\n");
    for i in (0..200).rev() {
        text.push_str(&format!("use self::D{} as D{i};\n", i + 1));
    }
    text.push_str(&format!(
        "#[derive(D0, serde::Serialize, serde::Deserialize)]\n#[crd({GVK})]\npub struct FooSpec {{\n    size: i32,\n}}\n"
    ));
    lib(&text)
}

case!(derive_resolution_too_deep, derive_import_chain());
