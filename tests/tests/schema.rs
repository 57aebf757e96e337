//! Rust types → schemas, one serde feature per test, asserting the exact spec schema.

use crdgen_core::emit::yaml;
use crdgen_core::run_crate;
use serde_json::{Value, json};

/// Generates the CRD of a one-file crate whose spec struct body is `fields` (plus any
/// `extra` items) and returns the spec's schema.
fn spec(attrs: &str, fields: &str, extra: &str) -> Value {
    spec_in("", attrs, fields, extra)
}

/// [`spec`] of a crate whose Cargo.toml ends with `manifest` (its `[features]`, its
/// `[package.metadata.crdgen]`).
fn spec_in(manifest: &str, attrs: &str, fields: &str, extra: &str) -> Value {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        format!("[package]\nname = \"api\"\n{manifest}"),
    )
    .unwrap();
    let source = format!(
        "use crdgen::CustomResource;\nuse serde::{{Deserialize, Serialize}};\nuse std::collections::{{BTreeMap, BTreeSet, HashMap, VecDeque}};\n\n#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]\n{attrs}\npub struct FooSpec {{\n{fields}}}\n\n{extra}"
    );
    std::fs::write(dir.path().join("src/lib.rs"), source).unwrap();
    let generation = run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{d}"));
    let crd = yaml::parse(&generation.artifacts[0].contents)
        .unwrap()
        .documents
        .remove(0);
    crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"].clone()
}

#[test]
fn renames_defaults_and_skips_follow_serde() {
    let s = spec(
        "#[serde(rename_all = \"camelCase\")]",
        "    pub deployment_name: String,\n    #[serde(rename = \"IMAGE\", alias = \"img\")]\n    pub image: String,\n    #[serde(default)]\n    pub replica_count: i32,\n    #[serde(skip)]\n    pub cache: String,\n    #[serde(skip_serializing_if = \"String::is_empty\")]\n    pub note: String,\n    #[serde(skip_serializing)]\n    pub write_only: bool,\n    pub r#type: String,\n",
        "",
    );
    assert_eq!(
        s,
        json!({
            "properties": {
                "deploymentName": {"type": "string"},
                "IMAGE": {"type": "string"},
                "replicaCount": {"format": "int32", "type": "integer"},
                "note": {"type": "string"},
                "writeOnly": {"type": "boolean"},
                "type": {"type": "string"}
            },
            "required": ["IMAGE", "deploymentName", "type"],
            "type": "object"
        })
    );
}

#[test]
fn every_rename_all_case_on_fields() {
    for (rule, name) in [
        ("lowercase", "max_surge"),
        ("UPPERCASE", "MAX_SURGE"),
        ("PascalCase", "MaxSurge"),
        ("camelCase", "maxSurge"),
        ("snake_case", "max_surge"),
        ("SCREAMING_SNAKE_CASE", "MAX_SURGE"),
        ("kebab-case", "max-surge"),
        ("SCREAMING-KEBAB-CASE", "MAX-SURGE"),
    ] {
        let s = spec(
            &format!("#[serde(rename_all = \"{rule}\")]"),
            "    pub max_surge: bool,\n",
            "",
        );
        assert_eq!(s["required"], json!([name]), "{rule}");
    }
}

#[test]
fn scalars_containers_and_smart_pointers() {
    let s = spec(
        "",
        "    pub a: i8,\n    pub b: u16,\n    pub c: i64,\n    pub d: u32,\n    pub e: f32,\n    pub f: char,\n    pub g: Vec<u8>,\n    pub h: VecDeque<String>,\n    pub i: [i32; 3],\n    pub j: BTreeSet<String>,\n    pub k: HashMap<String, bool>,\n    pub l: Box<String>,\n    pub m: std::sync::Arc<bool>,\n    pub n: Option<u64>,\n    pub o: serde_json::Value,\n    pub p: std::num::NonZeroU32,\n",
        "",
    );
    assert_eq!(
        s["properties"],
        json!({
            "a": {"format": "int32", "maximum": 127, "minimum": -128, "type": "integer"},
            "b": {"format": "int32", "maximum": 65535, "minimum": 0, "type": "integer"},
            "c": {"format": "int64", "type": "integer"},
            "d": {"format": "int64", "maximum": 4294967295u32, "minimum": 0, "type": "integer"},
            "e": {"type": "number"},
            "f": {"maxLength": 1, "minLength": 1, "type": "string"},
            "g": {"items": {"format": "int32", "maximum": 255, "minimum": 0, "type": "integer"}, "type": "array"},
            "h": {"items": {"type": "string"}, "type": "array"},
            "i": {"items": {"format": "int32", "type": "integer"}, "maxItems": 3, "minItems": 3, "type": "array"},
            "j": {"items": {"type": "string"}, "type": "array", "x-kubernetes-list-type": "set"},
            "k": {"additionalProperties": {"type": "boolean"}, "type": "object"},
            "l": {"type": "string"},
            "m": {"type": "boolean"},
            "n": {"format": "int64", "minimum": 0, "type": "integer"},
            "o": {"nullable": true, "x-kubernetes-preserve-unknown-fields": true},
            "p": {"format": "int64", "maximum": 4294967295u32, "minimum": 1, "type": "integer"}
        })
    );
    assert_eq!(
        s["required"],
        json!([
            "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "o", "p"
        ])
    );
}

#[test]
fn flatten_transparent_newtype_alias_and_generics() {
    let s = spec(
        "",
        "    #[serde(flatten)]\n    pub common: Common,\n    pub id: Id,\n    pub wrapped: Wrapped,\n    pub names: Names,\n    pub pair: Pair<i32>,\n",
        "#[derive(Serialize, Deserialize)]\npub struct Common { pub owner: String, #[serde(default)] pub team: String }\n#[derive(Serialize, Deserialize)]\npub struct Id(String);\n#[derive(Serialize, Deserialize)]\n#[serde(transparent)]\npub struct Wrapped { inner: bool }\npub type Names = Vec<String>;\n#[derive(Serialize, Deserialize)]\npub struct Pair<T> { pub left: T, pub right: Option<T> }\n",
    );
    assert_eq!(
        s,
        json!({
            "properties": {
                "owner": {"type": "string"},
                "team": {"type": "string"},
                "id": {"type": "string"},
                "wrapped": {"type": "boolean"},
                "names": {"items": {"type": "string"}, "type": "array"},
                "pair": {
                    "properties": {
                        "left": {"format": "int32", "type": "integer"},
                        "right": {"format": "int32", "type": "integer"}
                    },
                    "required": ["left"],
                    "type": "object"
                }
            },
            "required": ["id", "names", "owner", "pair", "wrapped"],
            "type": "object"
        })
    );
}

#[test]
fn generic_arguments_pass_through_nested_generic_types() {
    // `Outer<T>` hands its parameter on to `Inner<T>` and to an alias: each `T` is the
    // argument of the use site, `String` here and `i64` there.
    let s = spec(
        "",
        "    pub text: Outer<String>,
    pub number: Outer<i64>,
",
        "#[derive(Serialize, Deserialize)]
pub struct Outer<T> { pub inner: Inner<T>, pub many: Many<T> }
#[derive(Serialize, Deserialize)]
pub struct Inner<U> { pub value: U }
pub type Many<V> = Vec<Inner<V>>;
",
    );
    let outer = |value: Value| {
        let inner =
            json!({"properties": {"value": value}, "required": ["value"], "type": "object"});
        json!({
            "properties": {"inner": inner, "many": {"items": inner, "type": "array"}},
            "required": ["inner", "many"],
            "type": "object"
        })
    };
    assert_eq!(
        s,
        json!({
            "properties": {
                "text": outer(json!({"type": "string"})),
                "number": outer(json!({"format": "int64", "type": "integer"}))
            },
            "required": ["number", "text"],
            "type": "object"
        })
    );
}

#[test]
fn a_flattened_map_keeps_unknown_fields() {
    let s = spec(
        "",
        "    pub name: String,\n    #[serde(flatten)]\n    pub extra: BTreeMap<String, String>,\n",
        "",
    );
    assert_eq!(
        s,
        json!({
            "properties": {"name": {"type": "string"}},
            "required": ["name"],
            "type": "object",
            "x-kubernetes-preserve-unknown-fields": true
        })
    );
}

/// Takes the variant rules crdgen adds to the enum at `path` out of `schema` (for the
/// tests that check the union itself), returning their `rule` texts.
fn take_variant_rules(schema: &mut Value, path: &[&str]) -> Vec<String> {
    let mut node = schema;
    for step in path {
        node = &mut node[*step];
    }
    let rules = node
        .as_object_mut()
        .and_then(|o| o.remove("x-kubernetes-validations"))
        .unwrap_or_default();
    rules
        .as_array()
        .into_iter()
        .flatten()
        .map(|r| r["rule"].as_str().unwrap_or("").to_owned())
        .collect()
}

#[test]
fn enums_in_every_representation() {
    let s = spec(
        "",
        "    pub phase: Phase,\n    pub source: Source,\n    pub backend: Backend,\n    pub value: Adjacent,\n    pub port: Port,\n    pub either: Either,\n",
        r#"
/// Phase of the thing.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Phase { Pending, InProgress, #[serde(rename = "done")] Done, #[serde(skip)] Internal }
#[derive(Serialize, Deserialize)]
pub enum Source { Url(String), Git { repo: String, #[serde(default)] rev: String } }
#[derive(Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Backend { S3 { bucket: String }, Disk { path: String, #[serde(default)] size: i64 }, Memory }
#[derive(Serialize, Deserialize)]
#[serde(tag = "t", content = "c")]
pub enum Adjacent { Count(i32), Total(i32), Nothing }
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
pub enum Port { Number(i32), Name(String) }
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
pub enum Either { A { a: String, shared: bool }, B { b: i32, shared: bool } }
"#,
    );
    let mut s = s;
    assert_eq!(
        take_variant_rules(&mut s, &["properties", "backend"]),
        [
            "self.kind != 's3' || (has(self.bucket) && !has(self.path) && !has(self.size))",
            "self.kind != 'disk' || (has(self.path) && !has(self.bucket))",
            "self.kind != 'memory' || (!has(self.bucket) && !has(self.path) && !has(self.size))"
        ]
    );
    assert_eq!(
        take_variant_rules(&mut s, &["properties", "value"]),
        [
            "self.t != 'Count' || has(self.c)",
            "self.t != 'Total' || has(self.c)",
            "self.t != 'Nothing' || !has(self.c)"
        ]
    );
    assert_eq!(
        take_variant_rules(&mut s, &["properties", "either"]),
        ["(has(self.a) && has(self.shared)) || (has(self.b) && has(self.shared))"]
    );
    assert_eq!(
        s["properties"],
        json!({
            "phase": {"description": "Phase of the thing.", "enum": ["PENDING", "IN_PROGRESS", "done"], "type": "string"},
            "source": {
                "maxProperties": 1,
                "minProperties": 1,
                "properties": {
                    "Url": {"type": "string"},
                    "Git": {"properties": {"repo": {"type": "string"}, "rev": {"type": "string"}}, "required": ["repo"], "type": "object"}
                },
                "type": "object"
            },
            "backend": {
                "properties": {
                    "kind": {"enum": ["s3", "disk", "memory"], "type": "string"},
                    "bucket": {"type": "string"},
                    "path": {"type": "string"},
                    "size": {"format": "int64", "type": "integer"}
                },
                "required": ["kind"],
                "type": "object"
            },
            "value": {
                "properties": {
                    "t": {"enum": ["Count", "Total", "Nothing"], "type": "string"},
                    "c": {"format": "int32", "type": "integer"}
                },
                "required": ["t"],
                "type": "object"
            },
            "port": {"anyOf": [{"type": "integer"}, {"type": "string"}], "x-kubernetes-int-or-string": true},
            "either": {
                "properties": {"a": {"type": "string"}, "b": {"format": "int32", "type": "integer"}, "shared": {"type": "boolean"}},
                "required": ["shared"],
                "type": "object"
            }
        })
    );
}

#[test]
fn doc_comments_are_cleaned_like_godoc() {
    let s = spec(
        "",
        "    /// Replicas is the number of pods.\n    /// +genclient\n    /// TODO: make this optional\n    ///\n    ///\n    /// ```yaml\n    /// replicas: 3\n    /// ```\n    /// ---\n    /// Internal notes.\n    pub replicas: i32,\n",
        "",
    );
    assert_eq!(
        s["properties"]["replicas"]["description"],
        json!("Replicas is the number of pods.\n\n```yaml\nreplicas: 3\n```")
    );
}

#[test]
fn kubernetes_types_expand_and_field_docs_win() {
    let s = spec(
        "",
        "    /// How much memory.\n    pub memory: k8s_openapi::apimachinery::pkg::api::resource::Quantity,\n    pub port: k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,\n    pub since: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::Time>,\n",
        "",
    );
    assert_eq!(
        s["properties"],
        json!({
            "memory": {
                "anyOf": [{"type": "integer"}, {"type": "string"}],
                "description": "How much memory.",
                "pattern": "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$",
                "x-kubernetes-int-or-string": true
            },
            "port": {"anyOf": [{"type": "integer"}, {"type": "string"}], "x-kubernetes-int-or-string": true},
            "since": {"format": "date-time", "type": "string"}
        })
    );
}

/// The cronjobs golden's marker fields, written with crdgen markers.
#[test]
fn controller_gen_markers_as_in_the_cronjob_golden() {
    let s = spec(
        "",
        r#"    /// This tests that slice and object defaulting can be performed.
    #[crd(
        default = [{"nested": {"foo": "baz", "bar": true}}, {"nested": {"foo": "qux", "bar": false}}],
        example = [{"nested": {"foo": "baz", "bar": true}}, {"nested": {"foo": "qux", "bar": false}},],
        title = "124",
    )]
    pub defaulted_object: Vec<RootObject>,
    #[crd(default = {})]
    pub defaulted_empty_object: EmpiableObject,
    #[crd(default = {})]
    pub defaulted_empty_map: BTreeMap<String, String>,
    #[crd(default = [], title = "{}")]
    pub defaulted_empty_slice: Vec<String>,
    #[crd(default = "forty-two", example = "forty-two")]
    pub defaulted_string: String,
    #[crd(items(enum = [0, 1, 3]))]
    pub enum_slice: Vec<i64>,
    #[crd(
        min_items = 1,
        list_type = "set",
        items(min_length = 1, max_length = 255, pattern = r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?([.][a-z0-9]([-a-z0-9]*[a-z0-9])?)*$")
    )]
    pub hosts: Vec<String>,
    #[crd(int_or_string, pattern = "^((100|[0-9]{1,2})%|[0-9]+)$", min_length = 2, max_length = 11)]
    pub int_or_string_with_a_pattern: Option<k8s_openapi::apimachinery::pkg::util::intstr::IntOrString>,
    #[crd(int_or_string, enum = [1, 2, "foo", "bar"])]
    pub int_or_string_with_enum: Option<String>,
    #[crd(items(int_or_string, enum = [1, 2, "foo", "bar"], min_length = 1, max_length = 3))]
    pub int_or_string_with_enum_slice: Vec<String>,
    #[crd(embedded_resource, preserve_unknown_fields)]
    pub embedded_resource: serde_json::Value,
    /// This tests that the schemaless marker works
    #[crd(schemaless, type = "string")]
    pub schemaless: k8s_openapi::ByteString,
    #[crd(max_length = 10, min_length = 10)]
    pub field_level_alias_override: StringAliasAlreadyValidated,
    #[crd(max_length = 10, min_length = 10)]
    pub field_level_local_declaration_override: LongerString,
    /// A struct that can only be entirely replaced
    #[crd(struct_type = "atomic")]
    pub struct_with_several_fields: NestedObject,
    #[crd(map_type = "granular")]
    pub map_of_info: BTreeMap<String, k8s_openapi::ByteString>,
    pub no_really_suspend: Option<TotallyABool>,
    pub unpruned_from_type: Preserved,
"#,
        r#"
#[derive(Serialize, Deserialize)]
pub struct RootObject { pub nested: NestedObject }
#[derive(Serialize, Deserialize)]
pub struct NestedObject { pub foo: String, pub bar: bool }
#[derive(CrdSchema, Serialize, Deserialize)]
pub struct EmpiableObject {
    #[serde(default)]
    #[crd(default = "forty-two")]
    pub foo: String,
    #[serde(default)]
    pub bar: String,
}
#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(max_length = 255, min_length = 1)]
pub struct StringAliasAlreadyValidated(String);
#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(min_length = 4)]
pub struct LongerString(String);
/// TotallyABool is a bool that serializes as a string.
#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(type = "string")]
pub struct TotallyABool(bool);
#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(type = "object", preserve_unknown_fields)]
pub struct Preserved { pub concrete_field: String }
"#,
    );
    let props = s["properties"].as_object().unwrap();
    let expected = json!({
        "defaulted_object": {
            "default": [{"nested": {"bar": true, "foo": "baz"}}, {"nested": {"bar": false, "foo": "qux"}}],
            "description": "This tests that slice and object defaulting can be performed.",
            "example": [{"nested": {"bar": true, "foo": "baz"}}, {"nested": {"bar": false, "foo": "qux"}}],
            "items": {
                "properties": {
                    "nested": {
                        "properties": {"bar": {"type": "boolean"}, "foo": {"type": "string"}},
                        "required": ["bar", "foo"],
                        "type": "object"
                    }
                },
                "required": ["nested"],
                "type": "object"
            },
            "title": "124",
            "type": "array"
        },
        "defaulted_empty_object": {
            "default": {},
            "properties": {"bar": {"type": "string"}, "foo": {"default": "forty-two", "type": "string"}},
            "type": "object"
        },
        "defaulted_empty_map": {"additionalProperties": {"type": "string"}, "default": {}, "type": "object"},
        "defaulted_empty_slice": {"default": [], "items": {"type": "string"}, "title": "{}", "type": "array"},
        "defaulted_string": {"default": "forty-two", "example": "forty-two", "type": "string"},
        "enum_slice": {"items": {"enum": [0, 1, 3], "format": "int64", "type": "integer"}, "type": "array"},
        "hosts": {
            "items": {
                "maxLength": 255,
                "minLength": 1,
                "pattern": "^[a-z0-9]([-a-z0-9]*[a-z0-9])?([.][a-z0-9]([-a-z0-9]*[a-z0-9])?)*$",
                "type": "string"
            },
            "minItems": 1,
            "type": "array",
            "x-kubernetes-list-type": "set"
        },
        "int_or_string_with_a_pattern": {
            "anyOf": [{"type": "integer"}, {"type": "string"}],
            "maxLength": 11,
            "minLength": 2,
            "pattern": "^((100|[0-9]{1,2})%|[0-9]+)$",
            "x-kubernetes-int-or-string": true
        },
        "int_or_string_with_enum": {
            "anyOf": [{"type": "integer"}, {"type": "string"}],
            "enum": [1, 2, "foo", "bar"],
            "x-kubernetes-int-or-string": true
        },
        "int_or_string_with_enum_slice": {
            "items": {
                "anyOf": [{"type": "integer"}, {"type": "string"}],
                "enum": [1, 2, "foo", "bar"],
                "maxLength": 3,
                "minLength": 1,
                "x-kubernetes-int-or-string": true
            },
            "type": "array"
        },
        // A required serde_json::Value: serde writes Value::Null as null, which the API
        // server keeps only where the node is nullable (controller-gen's RawExtension has
        // no nullable; crdgen's Value does, #15 point 8).
        "embedded_resource": {
            "nullable": true,
            "type": "object",
            "x-kubernetes-embedded-resource": true,
            "x-kubernetes-preserve-unknown-fields": true
        },
        "schemaless": {"description": "This tests that the schemaless marker works", "type": "string"},
        "field_level_alias_override": {
            "allOf": [{"maxLength": 255, "minLength": 1}, {"maxLength": 10, "minLength": 10}],
            "type": "string"
        },
        "field_level_local_declaration_override": {
            "allOf": [{"minLength": 4}, {"minLength": 10}],
            "maxLength": 10,
            "type": "string"
        },
        "struct_with_several_fields": {
            "description": "A struct that can only be entirely replaced",
            "properties": {"bar": {"type": "boolean"}, "foo": {"type": "string"}},
            "required": ["bar", "foo"],
            "type": "object",
            "x-kubernetes-map-type": "atomic"
        },
        "map_of_info": {
            "additionalProperties": {"format": "byte", "type": "string"},
            "type": "object",
            "x-kubernetes-map-type": "granular"
        },
        "no_really_suspend": {"description": "TotallyABool is a bool that serializes as a string.", "type": "string"},
        "unpruned_from_type": {
            "properties": {"concrete_field": {"type": "string"}},
            "required": ["concrete_field"],
            "type": "object",
            "x-kubernetes-preserve-unknown-fields": true
        }
    });
    for (name, want) in expected.as_object().unwrap() {
        assert_eq!(&props[name], want, "{name}");
    }
    assert_eq!(props.len(), expected.as_object().unwrap().len());
}

#[test]
fn external_docs_on_fields_and_types() {
    let s = spec(
        "",
        "    #[crd(external_docs(url = \"https://example.com/docs\", description = \"external docs description\"))]\n    pub field_with_external_doc: String,\n    #[crd(external_docs(url = \"https://example.com/docs\"))]\n    pub field_with_external_doc_url_only: String,\n    pub type_with_external_doc: Documented,\n",
        "#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(external_docs(description = \"type-level external docs\", url = \"https://example.com/type-docs\"))]\npub struct Documented(String);\n",
    );
    assert_eq!(
        s["properties"],
        json!({
            "field_with_external_doc": {
                "externalDocs": {"description": "external docs description", "url": "https://example.com/docs"},
                "type": "string"
            },
            "field_with_external_doc_url_only": {"externalDocs": {"url": "https://example.com/docs"}, "type": "string"},
            "type_with_external_doc": {
                "externalDocs": {"description": "type-level external docs", "url": "https://example.com/type-docs"},
                "type": "string"
            }
        })
    );
}

#[test]
fn type_override_items_nesting_and_enum_lists() {
    let s = spec(
        "",
        "    #[crd(type = \"string\")]\n    pub count: u32,\n    #[crd(type = \"integer\")]\n    pub small: u8,\n    #[crd(items(items(min_length = 2), max_items = 3))]\n    pub grid: Vec<Vec<String>>,\n    #[crd(enum = [\"A\", \"B\"], default = \"B\")]\n    pub letter: String,\n    #[crd(enum = [0.5, 1.5])]\n    pub ratio: f64,\n",
        "",
    );
    assert_eq!(
        s["properties"],
        json!({
            "count": {"type": "string"},
            "small": {"format": "int32", "maximum": 255, "minimum": 0, "type": "integer"},
            "grid": {
                "items": {"items": {"minLength": 2, "type": "string"}, "maxItems": 3, "type": "array"},
                "type": "array"
            },
            "letter": {"default": "B", "enum": ["A", "B"], "type": "string"},
            "ratio": {"enum": [0.5, 1.5], "type": "number"}
        })
    );
}

#[test]
fn object_values_and_parenthesized_markers_on_the_spec_struct() {
    let s = spec(
        "#[crd(default = {\"size\": 1,}, external_docs(url = \"https://example.com/foo\"))]",
        "    #[serde(default)]\n    pub size: i32,\n",
        "",
    );
    assert_eq!(
        s,
        json!({
            "default": {"size": 1},
            "externalDocs": {"url": "https://example.com/foo"},
            "properties": {"size": {"format": "int32", "type": "integer"}},
            "type": "object"
        })
    );
}

#[test]
fn fields_of_one_name_under_exclusive_cfgs_are_one_property() {
    // Never in one build: not a duplicate. The property accepts what either build
    // writes: nullable as the second field is, optional as the Option is, with the
    // first field's description.
    let s = spec_in(
        "\n[features]\nv2 = []\na = []\n\n[package.metadata.crdgen]\noptional-features = [\"v2\", \"a\"]\n",
        "",
        "    /// Size in the v2 format.\n    #[cfg(feature = \"v2\")]\n    pub size: i64,\n    /// Size, or null.\n    #[cfg(not(feature = \"v2\"))]\n    #[crd(nullable)]\n    pub size: Option<i64>,\n    #[cfg(all(unix, feature = \"a\"))]\n    pub mode: String,\n    #[cfg(any(not(unix), not(feature = \"a\")))]\n    #[serde(rename = \"mode\")]\n    pub other_mode: String,\n",
        "",
    );
    assert_eq!(
        s,
        json!({
            "properties": {
                "mode": {"type": "string"},
                "size": {"description": "Size in the v2 format.", "format": "int64", "nullable": true, "type": "integer"}
            },
            "required": ["mode"],
            "type": "object"
        })
    );
}

/// A flattened struct with type-level keywords of every class, flattened twice.
const EMBEDDED: &str = "#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(validation(rule = \"self.kind != 'Service' || has(self.port)\", message = \"Must have port for Service reference\"))]
#[crd(exactly_one_of(\"name\", \"uid\"), max_properties = 5, struct_type = \"atomic\")]
pub struct Reference {
    pub kind: String,
    pub name: Option<String>,
    pub uid: Option<String>,
    pub port: Option<i32>,
}
";

#[test]
fn flatten_keeps_rules_one_of_rules_bounds_and_map_type() {
    // Gateway API's BackendRef: BackendObjectReference embedded with its rule.
    let s = spec(
        "#[crd(validation(rule = \"self.weight >= 0\"))]",
        "    #[serde(flatten)]\n    pub reference: Reference,\n    pub weight: i32,\n",
        EMBEDDED,
    );
    assert_eq!(
        s,
        json!({
            "maxProperties": 5,
            "properties": {
                "kind": {"type": "string"},
                "name": {"type": "string"},
                "port": {"format": "int32", "type": "integer"},
                "uid": {"type": "string"},
                "weight": {"format": "int32", "type": "integer"}
            },
            "required": ["kind", "weight"],
            "type": "object",
            "x-kubernetes-map-type": "atomic",
            // The embedded struct's rules first, then the outer struct's (controller-gen's
            // order).
            "x-kubernetes-validations": [
                {"message": "Must have port for Service reference", "rule": "self.kind != 'Service' || has(self.port)"},
                {"message": "exactly one of the fields in [name uid] must be set", "rule": "(has(self.name)?1:0)+(has(self.uid)?1:0) == 1"},
                {"rule": "self.weight >= 0"}
            ]
        })
    );
}

#[test]
fn flatten_keeps_both_of_two_different_bounds_under_all_of() {
    let s = spec(
        "#[crd(max_properties = 3, min_properties = 1)]",
        "    #[serde(flatten)]\n    pub common: Common,\n",
        "#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(max_properties = 5, min_properties = 1)]\npub struct Common { pub a: Option<String>, pub b: Option<String> }\n",
    );
    assert_eq!(
        s,
        json!({
            "allOf": [{"maxProperties": 3}, {"maxProperties": 5}],
            "minProperties": 1,
            "properties": {"a": {"type": "string"}, "b": {"type": "string"}},
            "type": "object"
        })
    );
}

#[test]
fn flatten_in_flatten_keeps_every_level() {
    let s = spec(
        "",
        "    #[serde(flatten)]\n    pub middle: Middle,\n",
        "#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(validation(rule = \"self.m != ''\"))]\npub struct Middle { pub m: String, #[serde(flatten)] pub inner: Inner }\n#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(validation(rule = \"self.i != ''\"), min_properties = 2)]\npub struct Inner { pub i: String }\n",
    );
    assert_eq!(
        s,
        json!({
            "minProperties": 2,
            "properties": {"i": {"type": "string"}, "m": {"type": "string"}},
            "required": ["i", "m"],
            "type": "object",
            // Inner's into Middle's (before Middle's own), then both into the spec's.
            "x-kubernetes-validations": [{"rule": "self.i != ''"}, {"rule": "self.m != ''"}]
        })
    );
}

#[test]
fn markers_on_a_flattened_field_apply_to_the_outer_object() {
    let s = spec(
        "",
        "    #[crd(max_properties = 2, validation(rule = \"!has(self.a) || self.a != ''\"))]\n    #[serde(flatten)]\n    pub common: Common,\n    pub c: Option<String>,\n",
        "#[derive(Serialize, Deserialize)]\npub struct Common { pub a: Option<String>, pub b: Option<String> }\n",
    );
    assert_eq!(
        s,
        json!({
            "maxProperties": 2,
            "properties": {"a": {"type": "string"}, "b": {"type": "string"}, "c": {"type": "string"}},
            "type": "object",
            "x-kubernetes-validations": [
                {"rule": "!has(self.a) || self.a != ''"}
            ]
        })
    );
}

#[test]
fn untagged_variants_of_one_json_type_accept_every_variants_values() {
    let s = spec(
        "",
        "    pub small_or_large: SmallOrLarge,\n    pub known_or_text: KnownOrText,\n    pub lists: Lists,\n",
        "#[derive(Serialize, Deserialize)]\n#[serde(untagged)]\npub enum SmallOrLarge { Small(u8), Large(u32) }\n#[derive(Serialize, Deserialize)]\npub enum Known { A, B }\n#[derive(Serialize, Deserialize)]\n#[serde(untagged)]\npub enum KnownOrText { Known(Known), Text(String) }\n#[derive(Serialize, Deserialize)]\n#[serde(untagged)]\npub enum Lists { Bytes(Vec<u8>), Words(Vec<i32>) }\n",
    );
    assert_eq!(
        s,
        json!({
            "properties": {
                // 300 is a u32.
                "small_or_large": {"format": "int64", "maximum": 4294967295u32, "minimum": 0, "type": "integer"},
                "known_or_text": {"type": "string"},
                "lists": {"items": {"format": "int32", "type": "integer"}, "type": "array"}
            },
            "required": ["known_or_text", "lists", "small_or_large"],
            "type": "object"
        })
    );
}

#[test]
fn maps_and_open_objects_in_unions_keep_unknown_fields() {
    let s = spec(
        "",
        "    pub internal: Internal,\n    pub adjacent: Adjacent,\n    pub untagged: Untagged,\n",
        "#[derive(Serialize, Deserialize)]\n#[serde(tag = \"type\")]\npub enum Internal { Named { name: String }, Labels(BTreeMap<String, String>) }\n#[derive(Serialize, Deserialize)]\n#[serde(tag = \"type\", content = \"spec\")]\npub enum Adjacent { Named { name: String }, Labels(BTreeMap<String, String>) }\n#[derive(Serialize, Deserialize)]\n#[serde(untagged)]\npub enum Untagged { Named { name: String }, Open { id: String, #[serde(flatten)] rest: BTreeMap<String, i64> } }\n",
    );
    let mut s = s;
    assert_eq!(
        take_variant_rules(&mut s, &["properties", "internal"]),
        ["self.type != 'Named' || has(self.name)"]
    );
    assert_eq!(
        take_variant_rules(&mut s, &["properties", "adjacent"]),
        [
            "self.type != 'Named' || (has(self.spec) && has(self.spec.name))",
            "self.type != 'Labels' || has(self.spec)"
        ]
    );
    assert_eq!(
        take_variant_rules(&mut s, &["properties", "untagged"]),
        ["has(self.name) || has(self.id)"]
    );
    assert_eq!(
        s,
        json!({
            "properties": {
                "internal": {
                    "properties": {
                        "name": {"type": "string"},
                        "type": {"enum": ["Named", "Labels"], "type": "string"}
                    },
                    "required": ["type"],
                    "type": "object",
                    "x-kubernetes-preserve-unknown-fields": true
                },
                "adjacent": {
                    "properties": {
                        "spec": {
                            "properties": {"name": {"type": "string"}},
                            "type": "object",
                            "x-kubernetes-preserve-unknown-fields": true
                        },
                        "type": {"enum": ["Named", "Labels"], "type": "string"}
                    },
                    "required": ["type"],
                    "type": "object"
                },
                "untagged": {
                    "properties": {"id": {"type": "string"}, "name": {"type": "string"}},
                    "type": "object",
                    "x-kubernetes-preserve-unknown-fields": true
                }
            },
            "required": ["adjacent", "internal", "untagged"],
            "type": "object"
        })
    );
}

#[test]
fn adjacently_tagged_string_or_integer_content_is_int_or_string() {
    let s = spec(
        "",
        "    pub port: Port,\n",
        "#[derive(Serialize, Deserialize)]\n#[serde(tag = \"kind\", content = \"value\")]\npub enum Port { Name(String), Number(i32), Default }\n",
    );
    let mut s = s;
    assert_eq!(
        take_variant_rules(&mut s, &["properties", "port"]),
        [
            "self.kind != 'Name' || has(self.value)",
            "self.kind != 'Number' || has(self.value)",
            "self.kind != 'Default' || !has(self.value)"
        ]
    );
    assert_eq!(
        s,
        json!({
            "properties": {
                "port": {
                    "properties": {
                        "kind": {"enum": ["Name", "Number", "Default"], "type": "string"},
                        "value": {
                            "anyOf": [{"type": "integer"}, {"type": "string"}],
                            "x-kubernetes-int-or-string": true
                        }
                    },
                    "required": ["kind"],
                    "type": "object"
                }
            },
            "required": ["port"],
            "type": "object"
        })
    );
}

// A rule every variant has alike holds whichever is present: an adjacently tagged enum's
// content and an untagged enum keep it (with its message); one only some variants have
// is left out (with W0387, see the errors tests).
#[test]
fn a_rule_every_variant_has_is_kept_by_the_union() {
    let s = spec(
        "",
        "    pub adjacent: Adjacent,\n    pub untagged: Untagged,\n",
        "#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(validation(rule = \"self.n > 0\", message = \"positive\"))]\npub struct A { n: i32 }\n#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(validation(rule = \"self.n > 0\", message = \"positive\"))]\npub struct B { n: i32, m: Option<i32> }\n#[derive(Serialize, Deserialize)]\n#[serde(tag = \"type\", content = \"spec\")]\npub enum Adjacent { A(A), B(B), Off }\n#[derive(Serialize, Deserialize)]\n#[serde(untagged)]\npub enum Untagged { A(A), B(B) }\n",
    );
    let mut s = s;
    assert_eq!(
        take_variant_rules(&mut s, &["properties", "adjacent"]),
        [
            "self.type != 'A' || (has(self.spec) && has(self.spec.n) && !has(self.spec.m))",
            "self.type != 'B' || (has(self.spec) && has(self.spec.n))",
            "self.type != 'Off' || !has(self.spec)"
        ]
    );
    let union = json!({
        "properties": {
            "m": {"format": "int32", "type": "integer"},
            "n": {"format": "int32", "type": "integer"}
        },
        "type": "object",
        "x-kubernetes-validations": [{"message": "positive", "rule": "self.n > 0"}]
    });
    let mut untagged = union.clone();
    untagged["required"] = json!(["n"]);
    assert_eq!(
        s,
        json!({
            "properties": {
                "adjacent": {
                    "properties": {
                        "spec": union,
                        "type": {"enum": ["A", "B", "Off"], "type": "string"}
                    },
                    "required": ["type"],
                    "type": "object"
                },
                "untagged": untagged
            },
            "required": ["adjacent", "untagged"],
            "type": "object"
        })
    );
}

#[test]
fn tuples_are_arrays_of_their_length() {
    let s = spec(
        "",
        "    pub pair: (i32, i64),\n    pub range: Range,\n    pub shape: Shape,\n    pub maybe: (String, Option<String>),\n",
        "#[derive(Serialize, Deserialize)]\npub struct Range(u8, u16, #[serde(skip)] String);\n#[derive(Serialize, Deserialize)]\npub enum Shape { Point(f64, f64) }\n",
    );
    let array = |items: Value, n: usize| json!({"items": items, "maxItems": n, "minItems": n, "type": "array"});
    assert_eq!(
        s,
        json!({
            "properties": {
                "pair": array(json!({"format": "int64", "type": "integer"}), 2),
                "range": array(json!({"format": "int32", "maximum": 65535, "minimum": 0, "type": "integer"}), 2),
                "shape": {
                    "maxProperties": 1,
                    "minProperties": 1,
                    "properties": {"Point": array(json!({"type": "number"}), 2)},
                    "type": "object"
                },
                "maybe": array(json!({"nullable": true, "type": "string"}), 2)
            },
            "required": ["maybe", "pair", "range", "shape"],
            "type": "object"
        })
    );
}

/// serde writes `[T; N]` as N elements and reads exactly N back (serde_json refuses
/// `[1, 2]` for `[i32; 3]`), so the array is bounded both ways, as a tuple is. A length
/// that is a constant is not evaluated: no bounds. `any_length` leaves the bounds out, as
/// controller-gen writes a Go `[N]T`; `min_items`/`max_items` beside it still apply.
#[test]
fn fixed_size_arrays_are_bounded_by_their_length() {
    let s = spec(
        "",
        "    pub rgb: [u8; 3],
    pub pairs: Vec<[String; 2]>,
    pub maybe: Option<[i64; 0x2]>,
    pub by_const: [bool; N],
    #[crd(any_length)]
    pub go_array: [i32; 3],
    #[crd(any_length, max_items = 4)]
    pub at_most: [i32; 3],
    #[crd(items(any_length))]
    pub nested: Vec<[bool; 2]>,
",
        "pub const N: usize = 4;\n",
    );
    let array = |items: Value, n: Option<u64>| {
        let mut a = json!({"items": items, "type": "array"});
        if let Some(n) = n {
            a["maxItems"] = json!(n);
            a["minItems"] = json!(n);
        }
        a
    };
    let int32 = json!({"format": "int32", "type": "integer"});
    let boolean = json!({"type": "boolean"});
    assert_eq!(
        s["properties"],
        json!({
            "rgb": array(json!({"format": "int32", "maximum": 255, "minimum": 0, "type": "integer"}), Some(3)),
            "pairs": array(array(json!({"type": "string"}), Some(2)), None),
            "maybe": array(json!({"format": "int64", "type": "integer"}), Some(2)),
            "by_const": array(boolean.clone(), None),
            "go_array": array(int32.clone(), None),
            "at_most": {"items": int32, "maxItems": 4, "type": "array"},
            "nested": array(array(boolean, None), None),
        })
    );
    // What serde writes is N items, and only N items read back.
    assert_eq!(serde_json::to_value([1u8, 2, 3]).unwrap(), json!([1, 2, 3]));
    assert!(serde_json::from_value::<[u8; 3]>(json!([1, 2])).is_err());
    assert!(serde_json::from_value::<[u8; 3]>(json!([1, 2, 3, 4])).is_err());
}

#[test]
fn a_flattened_externally_tagged_enum_does_not_bound_the_outer_object() {
    // `{"name": "x", "start": {...}}`: the enum's one-key bounds counted its own object.
    let s = spec(
        "",
        "    pub name: String,\n    #[serde(flatten)]\n    pub action: Action,\n",
        "#[derive(Serialize, Deserialize)]\n#[serde(rename_all = \"camelCase\")]\npub enum Action { Start { at: String }, Stop { at: String } }\n",
    );
    let at =
        json!({"properties": {"at": {"type": "string"}}, "required": ["at"], "type": "object"});
    assert_eq!(
        s,
        json!({
            "properties": {"name": {"type": "string"}, "start": at, "stop": at},
            "required": ["name"],
            "type": "object"
        })
    );
}
