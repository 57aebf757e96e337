//! Other crates' field and type attributes (issue #18): `#[schemars(...)]`,
//! `#[validate(...)]` (validator), `#[garde(...)]` and `#[x_kube(...)]` (kube-derive),
//! read as crdgen's own markers. Per family: the exact schema they give, and the full
//! text of every error and warning (E12xx, W12xx) as reviewed snapshots.

use crdgen_core::emit::yaml;
use crdgen_core::run_crate;
use crdgen_tests::round_trip::{self, check};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

const HEAD: &str = "use crdgen::CustomResource;\nuse serde::{Deserialize, Serialize};\nuse std::collections::BTreeMap;\n\n#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]\npub struct FooSpec {\n";

fn write_crate(fields: &str, extra: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("src/lib.rs"),
        format!("{HEAD}{fields}}}\n\n{extra}"),
    )
    .unwrap();
    dir
}

/// The spec schema of a one-file crate whose spec struct has `fields`, and its warnings.
fn spec(fields: &str, extra: &str) -> (Value, String) {
    let dir = write_crate(fields, extra);
    let generation = run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{}", d.render()));
    let crd = yaml::parse(&generation.artifacts[0].contents)
        .unwrap()
        .documents
        .remove(0);
    (
        crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"].clone(),
        generation.warnings.render(),
    )
}

/// The rendered diagnostics: the errors when the crate fails, else its warnings.
fn diagnostics(fields: &str, extra: &str) -> String {
    let dir = write_crate(fields, extra);
    match run_crate(dir.path(), |_| {}) {
        Ok(g) => g.warnings.render(),
        Err(d) => d.render(),
    }
}

macro_rules! case {
    ($name:ident, $fields:expr) => {
        case!($name, $fields, "");
    };
    ($name:ident, $fields:expr, $extra:expr) => {
        #[test]
        fn $name() {
            insta::assert_snapshot!(stringify!($name), diagnostics($fields, $extra));
        }
    };
}

#[test]
fn schemars_validations_become_keywords() {
    let (s, warnings) = spec(
        r#"    #[schemars(length(min = 1, max = 63), regex(pattern = r"^[a-z]+$"))]
    pub name: String,
    #[schemars(range(min = 1, max = "10"))]
    pub replicas: i32,
    #[schemars(range(min = -0.5, max = MAX_RATIO))]
    pub ratio: f64,
    #[schemars(length(min = 1), inner(length(max = 5), regex(pattern = "^t")))]
    pub tags: Vec<String>,
    #[schemars(length(max = 3))]
    pub labels: BTreeMap<String, String>,
    #[schemars(email)]
    pub contact: String,
    #[schemars(url)]
    pub homepage: Option<String>,
    #[schemars(ipv4)]
    pub address: String,
    /// The doc comment, replaced.
    #[schemars(title = "Version", description = "The release, as semver.", regex(pattern = SEMVER))]
    pub version: String,
    #[schemars(regex(pattern = &*NAME_RE))]
    pub other: String,
    #[schemars(length(equal = 3))]
    pub code: String,
    #[schemars(contains = "a.b")]
    pub note: String,
    #[schemars(required)]
    pub owner: Option<String>,
"#,
        r#"const SEMVER: &str = r"^\d+\.\d+\.\d+$";
const MAX_RATIO: f64 = 1.5;
static NAME_RE: std::sync::LazyLock<regex::Regex> =
    std::sync::LazyLock::new(|| regex::Regex::new("^n[a-z]*$").unwrap());
"#,
    );
    assert_eq!(warnings, "");
    assert_eq!(
        s,
        json!({
            "properties": {
                "address": {"format": "ipv4", "type": "string"},
                "code": {"maxLength": 3, "minLength": 3, "type": "string"},
                "contact": {"format": "email", "type": "string"},
                "homepage": {"format": "uri", "type": "string"},
                "labels": {"additionalProperties": {"type": "string"}, "maxProperties": 3, "type": "object"},
                "name": {"maxLength": 63, "minLength": 1, "pattern": "^[a-z]+$", "type": "string"},
                "note": {"pattern": "a\\.b", "type": "string"},
                "other": {"pattern": "^n[a-z]*$", "type": "string"},
                "owner": {"nullable": true, "type": "string"},
                "ratio": {"maximum": 1.5, "minimum": -0.5, "type": "number"},
                "replicas": {"format": "int32", "maximum": 10, "minimum": 1, "type": "integer"},
                "tags": {
                    "items": {"maxLength": 5, "pattern": "^t", "type": "string"},
                    "minItems": 1,
                    "type": "array"
                },
                "version": {
                    "description": "The release, as semver.",
                    "pattern": "^\\d+\\.\\d+\\.\\d+$",
                    "title": "Version",
                    "type": "string"
                }
            },
            "required": ["address", "code", "contact", "labels", "name", "note", "other", "owner", "ratio", "replicas", "tags", "version"],
            "type": "object"
        })
    );
}

#[test]
fn validator_rules_with_an_openapi_meaning_become_keywords() {
    let (s, warnings) = spec(
        r#"    #[validate(length(min = 1, max = 10, message = "bad name"), email)]
    pub email: String,
    #[validate(range(exclusive_min = 0, max = 100))]
    pub percent: u8,
    #[validate(regex(path = *SLUG))]
    pub slug: String,
    #[validate(regex(path = "SLUG"))]
    pub slug2: String,
    #[validate(url)]
    pub link: String,
    #[validate(contains(pattern = "@"))]
    pub handle: String,
    #[validate(required)]
    pub owner: Option<String>,
    #[validate(length(min = 1))]
    pub items: Vec<i32>,
"#,
        r#"static SLUG: once_cell::sync::Lazy<regex::Regex> = once_cell::sync::Lazy::new(|| regex::Regex::new(r"^[a-z0-9-]+$").unwrap());
"#,
    );
    assert_eq!(warnings, "");
    assert_eq!(
        s,
        json!({
            "properties": {
                "email": {"format": "email", "maxLength": 10, "minLength": 1, "type": "string"},
                "handle": {"pattern": "@", "type": "string"},
                "items": {"items": {"format": "int32", "type": "integer"}, "minItems": 1, "type": "array"},
                "link": {"format": "uri", "type": "string"},
                "owner": {"nullable": true, "type": "string"},
                "percent": {"exclusiveMinimum": true, "format": "int32", "maximum": 100, "minimum": 0, "type": "integer"},
                "slug": {"pattern": "^[a-z0-9-]+$", "type": "string"},
                "slug2": {"pattern": "^[a-z0-9-]+$", "type": "string"}
            },
            "required": ["email", "handle", "items", "link", "owner", "percent", "slug", "slug2"],
            "type": "object"
        })
    );
}

#[test]
fn garde_rules_with_an_openapi_meaning_become_keywords() {
    let (s, warnings) = spec(
        r#"    #[garde(length(min = 1), pattern(r"^[a-z]"))]
    pub name: String,
    #[garde(range(min = 1, max = 5))]
    pub size: i64,
    #[garde(inner(length(min = 1)))]
    pub tags: Vec<String>,
    #[garde(skip)]
    pub free: String,
    #[garde(ipv6)]
    pub address: String,
"#,
        "",
    );
    assert_eq!(warnings, "");
    assert_eq!(
        s,
        json!({
            "properties": {
                "address": {"format": "ipv6", "type": "string"},
                "free": {"type": "string"},
                "name": {"minLength": 1, "pattern": "^[a-z]", "type": "string"},
                "size": {"format": "int64", "maximum": 5, "minimum": 1, "type": "integer"},
                "tags": {"items": {"minLength": 1, "type": "string"}, "type": "array"}
            },
            "required": ["address", "free", "name", "size", "tags"],
            "type": "object"
        })
    );
}

#[test]
fn x_kube_rules_and_merge_strategies_become_markers() {
    let (s, warnings) = spec(
        r#"    #[x_kube(validation = Rule::new("self.size() > 0").message("must not be empty").reason(Reason::FieldValueForbidden))]
    #[x_kube(validation = "self != 'x'")]
    pub name: String,
    #[x_kube(validation = Rule::new("self >= 0").message(Message::Expression("'got ' + string(self)".into())).field_path(".x"))]
    pub count: Limits,
    #[x_kube(merge_strategy = ListMerge::Map(vec!["name".into()]))]
    pub ports: Vec<Port>,
    #[x_kube(merge_strategy = ListMerge::Set)]
    pub tags: Vec<String>,
    #[x_kube(merge_strategy = MapMerge::Atomic)]
    pub labels: BTreeMap<String, String>,
"#,
        r#"#[derive(Serialize, Deserialize)]
pub struct Port {
    pub name: String,
    pub port: i32,
}

#[derive(Serialize, Deserialize)]
#[x_kube(validation = ("self.x <= self.y", "x must not exceed y"))]
pub struct Limits {
    pub x: i32,
    pub y: i32,
}
"#,
    );
    assert_eq!(warnings, "");
    assert_eq!(
        s,
        json!({
            "properties": {
                "count": {
                    "properties": {
                        "x": {"format": "int32", "type": "integer"},
                        "y": {"format": "int32", "type": "integer"}
                    },
                    "required": ["x", "y"],
                    "type": "object",
                    "x-kubernetes-validations": [
                        {"fieldPath": ".x", "messageExpression": "'got ' + string(self)", "rule": "self >= 0"},
                        {"message": "x must not exceed y", "rule": "self.x <= self.y"}
                    ]
                },
                "labels": {
                    "additionalProperties": {"type": "string"},
                    "type": "object",
                    "x-kubernetes-map-type": "atomic"
                },
                "name": {
                    "type": "string",
                    "x-kubernetes-validations": [
                        {"message": "must not be empty", "reason": "FieldValueForbidden", "rule": "self.size() > 0"},
                        {"rule": "self != 'x'"}
                    ]
                },
                "ports": {
                    "items": {
                        "properties": {
                            "name": {"type": "string"},
                            "port": {"format": "int32", "type": "integer"}
                        },
                        "required": ["name", "port"],
                        "type": "object"
                    },
                    "type": "array",
                    "x-kubernetes-list-map-keys": ["name"],
                    "x-kubernetes-list-type": "map"
                },
                "tags": {
                    "items": {"type": "string"},
                    "type": "array",
                    "x-kubernetes-list-type": "set"
                }
            },
            "required": ["count", "labels", "name", "ports", "tags"],
            "type": "object"
        })
    );
}

#[test]
fn schemars_extend_with_keywords_crdgen_knows_becomes_markers() {
    let (s, warnings) = spec(
        r#"    #[schemars(extend("x-kubernetes-list-type" = "map", "x-kubernetes-list-map-keys" = ["name"]))]
    pub ports: Vec<Port>,
    #[schemars(extend("x-kubernetes-validations" = [{"rule": "self.size() <= 3", "message": "at most three"}], "maxLength" = 10))]
    pub name: String,
    #[schemars(extend("x-kubernetes-map-type" = "atomic"))]
    pub labels: BTreeMap<String, String>,
"#,
        r#"#[derive(Serialize, Deserialize)]
pub struct Port {
    pub name: String,
}
"#,
    );
    assert_eq!(warnings, "");
    assert_eq!(
        s,
        json!({
            "properties": {
                "labels": {
                    "additionalProperties": {"type": "string"},
                    "type": "object",
                    "x-kubernetes-map-type": "atomic"
                },
                "name": {
                    "maxLength": 10,
                    "type": "string",
                    "x-kubernetes-validations": [{"message": "at most three", "rule": "self.size() <= 3"}]
                },
                "ports": {
                    "items": {
                        "properties": {"name": {"type": "string"}},
                        "required": ["name"],
                        "type": "object"
                    },
                    "type": "array",
                    "x-kubernetes-list-map-keys": ["name"],
                    "x-kubernetes-list-type": "map"
                }
            },
            "required": ["labels", "name", "ports"],
            "type": "object"
        })
    );
}

#[test]
fn crd_markers_win_over_foreign_ones_and_serde_agreeing_is_silent() {
    let (s, warnings) = spec(
        r#"    #[schemars(length(max = 10), rename = "displayName")]
    #[serde(rename = "displayName")]
    #[crd(max_length = 5)]
    pub name: String,
"#,
        "",
    );
    assert_eq!(warnings, "");
    assert_eq!(
        s,
        json!({
            "properties": {"displayName": {"maxLength": 5, "type": "string"}},
            "required": ["displayName"],
            "type": "object"
        })
    );
}

#[test]
fn schemars_title_and_description_on_a_type() {
    let (s, _) = spec(
        "    pub inner: Inner,\n",
        "/// Replaced.\n#[derive(Serialize, Deserialize)]\n#[schemars(description = \"Inner settings.\", title = \"Inner\", rename = \"InnerSchema\", crate = \"schemars\", bound = \"\", inline)]\npub struct Inner {\n    pub x: i32,\n}\n",
    );
    assert_eq!(
        s["properties"]["inner"],
        json!({
            "description": "Inner settings.",
            "properties": {"x": {"format": "int32", "type": "integer"}},
            "required": ["x"],
            "title": "Inner",
            "type": "object"
        })
    );
}

#[test]
fn the_same_rule_in_two_dialects_is_one_keyword() {
    let (s, warnings) = spec(
        "    #[schemars(length(max = 5))]\n    #[validate(length(max = 5))]\n    pub name: String,\n",
        "",
    );
    assert_eq!(warnings, "");
    assert_eq!(
        s,
        json!({
            "properties": {"name": {"maxLength": 5, "type": "string"}},
            "required": ["name"],
            "type": "object"
        })
    );
}

// E1201–E1205.
case!(
    schemars_unknown_key,
    "    #[schemars(lenght(min = 1))]\n    pub name: String,\n"
);
case!(
    x_kube_unknown_key,
    "    #[x_kube(validations = \"self != ''\")]\n    pub name: String,\n"
);
case!(
    schemars_bound_crdgen_cannot_read,
    "    #[schemars(range(max = max_replicas()))]\n    pub replicas: i32,\n"
);
case!(
    schemars_description_crdgen_cannot_read,
    "    #[schemars(description = concat!(\"a\", \"b\"))]\n    pub name: String,\n"
);
case!(
    validate_regex_crdgen_cannot_read,
    "    #[validate(regex(path = *other::SLUG))]\n    pub slug: String,\n"
);
case!(
    schemars_schema_with_without_schema,
    "    #[schemars(schema_with = \"duration_schema\")]\n    pub timeout: String,\n"
);
case!(
    schemars_with_without_schema,
    "    #[schemars(with = \"bool\")]\n    pub enabled: String,\n"
);
case!(
    x_kube_rule_crdgen_cannot_read,
    "    #[x_kube(validation = rules::immutable())]\n    pub name: String,\n"
);
case!(
    x_kube_merge_strategy_crdgen_cannot_read,
    "    #[x_kube(merge_strategy = strategy())]\n    pub tags: Vec<String>,\n"
);
// Mistakes the marker reader finds, pointing into the foreign attribute.
case!(
    schemars_invalid_pattern,
    "    #[schemars(regex(pattern = \"^a(b$\"))]\n    pub name: String,\n"
);
case!(
    x_kube_rule_that_does_not_parse,
    "    #[x_kube(validation = Rule::new(\"self.size( > 0\"))]\n    pub name: String,\n"
);
case!(
    garde_length_on_a_number,
    "    #[garde(length(min = 1))]\n    pub size: i32,\n"
);

// W1201–W1203.
case!(
    validator_and_garde_rules_the_api_server_does_not_enforce,
    "    #[validate(custom(function = \"check_name\"), length(min = 1))]\n    pub name: String,\n    #[validate(nested)]\n    pub inner: Inner,\n    #[garde(dive, ascii)]\n    pub tags: Vec<String>,\n",
    "#[derive(Serialize, Deserialize)]\npub struct Inner {\n    pub x: i32,\n}\n"
);
case!(
    schemars_disagrees_with_serde,
    "    #[schemars(rename = \"displayName\")]\n    pub name: String,\n    #[schemars(skip)]\n    pub cache: String,\n    #[schemars(default)]\n    #[serde(default = \"one\")]\n    pub count: i32,\n"
);
case!(
    schemars_attributes_not_honoured,
    "    #[schemars(extend(\"x-foo\" = 1, \"x-kubernetes-list-type\" = 3), example = \"a\")]\n    pub name: String,\n    #[schemars(ip)]\n    pub address: String,\n    #[validate(contains(pattern = \"k\"))]\n    pub labels: BTreeMap<String, String>,\n    #[garde(inner(length(min = 1)))]\n    pub options: BTreeMap<String, String>,\n"
);
case!(
    schemars_container_attributes,
    "    pub inner: Inner,\n",
    "/// Replaced.\n#[derive(Serialize, Deserialize)]\n#[schemars(deny_unknown_fields, rename = \"InnerSchema\", description = \"Inner settings.\", title = \"Inner\", crate = \"schemars\", transform = add_things)]\npub struct Inner {\n    pub x: i32,\n}\n"
);

case!(
    schemars_on_variants,
    "    pub mode: Mode,\n",
    "#[derive(Serialize, Deserialize)]\npub enum Mode {\n    #[schemars(rename = \"fast\", title = \"Fast\")]\n    Fast,\n    #[schemars(description = \"Slow and steady.\")]\n    Slow,\n}\n"
);
case!(
    schemars_schema_with_on_a_variant,
    "    pub mode: Mode,\n",
    "#[derive(Serialize, Deserialize)]\npub enum Mode {\n    #[schemars(with = \"String\")]\n    Fast(Speed),\n    #[x_kube(validation = \"self != ''\")]\n    Slow,\n}\n\n#[derive(Serialize, Deserialize)]\npub struct Speed(pub u32);\n"
);

// Nothing lost, from the Rust side: values of Rust types carrying every family of
// attribute, built by their own `Deserialize`, written by serde, stored by the API-server
// model against the schema crdgen reads from the same text, and read back equal. Where
// schemars disagrees with serde (`rename`, `skip`), crdgen follows serde: the field
// serde writes under its own name survives.

macro_rules! foreign_types {
    ($($item:item)*) => {
        $($item)*
        /// The items above as crdgen reads them.
        fn foreign_source() -> String {
            format!(
                "use crdgen::CustomResource;\nuse serde::{{Deserialize, Serialize}};\n{}",
                crdgen_tests::unwrap_cfg_attr(stringify!($($item)*))
            )
        }
    };
}

foreign_types! {
    #[derive(Serialize, Deserialize, Debug)]
    #[cfg_attr(any(), derive(CustomResource))]
    #[cfg_attr(any(), crd(group = "example.com", version = "v1", kind = "Foreign"))]
    #[serde(rename_all = "camelCase")]
    pub struct ForeignSpec {
        #[cfg_attr(any(), schemars(rename = "shownName"))]
        pub display_name: String,
        #[cfg_attr(any(), schemars(skip))]
        pub cache: String,
        #[cfg_attr(any(), schemars(length(min = 1, max = 8), regex(pattern = r"^[a-z]+$")))]
        pub name: String,
        #[cfg_attr(any(), validate(range(min = 1, max = 5), custom(function = "odd")))]
        pub replicas: u8,
        #[cfg_attr(any(), garde(length(max = 3), inner(length(max = 4))))]
        pub tags: Vec<String>,
        #[cfg_attr(any(), x_kube(merge_strategy = ListMerge::Map(vec!["name".into()])))]
        pub ports: Vec<ForeignPort>,
        #[cfg_attr(any(), x_kube(merge_strategy = ListMerge::Set))]
        pub set: Vec<String>,
    }

    #[derive(Serialize, Deserialize, Debug)]
    pub struct ForeignPort {
        pub name: String,
        #[cfg_attr(any(), schemars(range(min = 1, max = 65535)))]
        pub port: i32,
    }
}

#[test]
fn what_serde_writes_survives_the_api_server() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), foreign_source()).unwrap();
    let generation = run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{}", d.render()));
    let codes: Vec<String> = generation
        .warnings
        .0
        .iter()
        .map(|d| format!("{} {}", d.code.id, d.message))
        .collect();
    assert_eq!(
        codes,
        [
            "W1202 `#[schemars(rename = \"shownName\")]` disagrees with serde: crdgen follows serde",
            "W1202 `#[schemars(skip)]` disagrees with serde: crdgen follows serde",
            "W1201 `#[validate(custom)]` is not enforced by the API server",
        ]
    );
    let crd = yaml::parse(&generation.artifacts[0].contents)
        .unwrap()
        .documents
        .remove(0);
    let spec: Map<String, Value> =
        crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]
            .as_object()
            .cloned()
            .unwrap();
    let properties = spec["properties"].as_object().unwrap();
    assert_eq!(
        properties.keys().collect::<Vec<_>>(),
        [
            "cache",
            "displayName",
            "name",
            "ports",
            "replicas",
            "set",
            "tags"
        ]
    );
    let seeds = round_trip::seeds(round_trip::cases());
    assert_eq!(
        check::<ForeignSpec>("ForeignSpec", &spec, &seeds, &[]),
        Ok(())
    );
}
