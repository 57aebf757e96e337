//! CEL markers (`validation`, the one-of helpers, `immutable`), `required` /
//! `optional` overrides with `crdgen::module_markers!`, and list-type checks: exact
//! schemas, and controller-gen's goldens for the oneofs and immutabletypes CRDs.

use crdgen_core::emit::yaml;
use crdgen_core::run_crate;
use serde_json::{Value, json};

const HEAD: &str = "use crdgen::CustomResource;\nuse serde::{Deserialize, Serialize};\nuse std::collections::BTreeMap;\n\n";

/// Generates the CRDs of a one-file crate and returns the first one's YAML.
fn generate(source: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("Cargo.toml"), "[package]\nname = \"api\"\n").unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), format!("{HEAD}{source}")).unwrap();
    let generation = run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{d}"));
    generation.artifacts[0].contents.clone()
}

fn spec_of(yaml_text: &str) -> Value {
    let crd = yaml::parse(yaml_text).unwrap().documents.remove(0);
    crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"].clone()
}

/// The spec schema of a crate whose spec struct (kind Foo) has `fields`.
fn spec(attrs: &str, fields: &str, extra: &str) -> Value {
    spec_of(&generate(&format!(
        "#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]\n{attrs}\npub struct FooSpec {{\n{fields}}}\n\n{extra}"
    )))
}

/// controller-gen writes `required` sorted; crdgen keeps field order. Everything else
/// is compared as is.
fn sort_required(v: &mut Value) {
    match v {
        Value::Object(m) => {
            if let Some(Value::Array(r)) = m.get_mut("required") {
                r.sort_by(|a, b| a.as_str().cmp(&b.as_str()));
            }
            m.values_mut().for_each(sort_required);
        }
        Value::Array(a) => a.iter_mut().for_each(sort_required),
        _ => {}
    }
}

fn golden_spec(file: &str) -> Option<Value> {
    let root = crdgen_tests::conformance_dir()?;
    let text = std::fs::read_to_string(root.join("controller-tools/crd").join(file)).unwrap();
    let mut v = spec_of(&text);
    sort_required(&mut v);
    Some(v)
}

const ONEOFS: &str = r#"
/// OneofSpec is the spec for the oneofs API.
#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "testdata.kubebuilder.io", version = "v1beta1", kind = "Oneof")]
#[serde(rename_all = "camelCase")]
pub struct OneofSpec {
    pub first_type_with_oneof: Option<TypeWithOneofs>,
    pub second_type_with_oneof: Option<TypeWithMultipleOneofs>,
    pub first_type_with_exact_oneof: Option<TypeWithExactOneofs>,
    pub second_type_with_exact_oneof: Option<TypeWithMultipleExactOneofs>,
    #[serde(rename = "typeWithMultipleAtLeastOneOf")]
    pub type_with_multiple_at_least_oneofs: Option<TypeWithMultipleAtLeastOneofs>,
    #[serde(rename = "typeWithAllOneOf")]
    pub type_with_all_oneofs: Option<TypeWithAllOneofs>,
    pub first_custom_type_alias: Option<CustomTypeAlias>,
    /// This verifies if the custom type alias XValidation is not duplicated.
    pub second_custom_type_alias: Option<CustomTypeAlias>,
    pub type_with_omit_zero: Option<TypeWithOmitZero>,
    pub type_with_omit_zero_at_least_one_of: Option<TypeWithOmitZeroAtLeastOneOf>,
    pub type_with_omit_zero_exact: Option<TypeWithOmitZeroExact>,
}

#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(validation(message = "only one of foo|bar may be set", rule = "!(has(self.foo) && has(self.bar))"))]
#[crd(at_most_one_of("foo", "bar"))]
pub struct TypeWithOneofs { foo: Option<String>, bar: Option<String> }

#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(at_most_one_of("a", "b"), at_most_one_of("c", "d"))]
pub struct TypeWithMultipleOneofs { a: Option<String>, b: Option<String>, c: Option<String>, d: Option<String> }

#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(exactly_one_of("foo", "bar"))]
pub struct TypeWithExactOneofs { foo: Option<String>, bar: Option<String> }

#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(exactly_one_of("a", "b"), exactly_one_of("c", "d"))]
pub struct TypeWithMultipleExactOneofs { a: Option<String>, b: Option<String>, c: Option<String>, d: Option<String> }

#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(at_least_one_of("a", "b"), at_least_one_of("c", "d"))]
pub struct TypeWithMultipleAtLeastOneofs { a: Option<String>, b: Option<String>, c: Option<String>, d: Option<String> }

#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(at_most_one_of("a", "b"), exactly_one_of("c", "d"), at_least_one_of("e", "f"))]
pub struct TypeWithAllOneofs {
    a: Option<String>, b: Option<String>, c: Option<String>,
    d: Option<String>, e: Option<String>, f: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(at_most_one_of("foo", "bar"))]
pub struct TypeWithOmitZero { #[serde(default)] foo: String, #[serde(default)] bar: String }

#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(at_least_one_of("c", "d"))]
pub struct TypeWithOmitZeroAtLeastOneOf { #[serde(default)] c: String, #[serde(default)] d: String }

#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(exactly_one_of("a", "b"))]
pub struct TypeWithOmitZeroExact { #[serde(default)] a: String, #[serde(default)] b: String }

/// CustomTypeAlias is a custom alias
#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(validation(rule = "self >= 100 && self <= 1000", message = "invalid CustomTypeAlias value"))]
pub struct CustomTypeAlias(i32);
"#;

#[test]
fn one_of_helpers_match_controller_gen() {
    let mut s = spec_of(&generate(ONEOFS));
    assert_eq!(
        s["properties"]["typeWithAllOneOf"]["x-kubernetes-validations"],
        json!([
            {"message": "at most one of the fields in [a b] may be set",
             "rule": "(has(self.a)?1:0)+(has(self.b)?1:0) <= 1"},
            {"message": "exactly one of the fields in [c d] must be set",
             "rule": "(has(self.c)?1:0)+(has(self.d)?1:0) == 1"},
            {"message": "at least one of the fields in [e f] must be set",
             "rule": "has(self.e)||has(self.f)"}
        ])
    );
    assert_eq!(
        s["properties"]["firstTypeWithOneof"]["x-kubernetes-validations"],
        json!([
            {"message": "only one of foo|bar may be set", "rule": "!(has(self.foo) && has(self.bar))"},
            {"message": "at most one of the fields in [foo bar] may be set",
             "rule": "(has(self.foo)?1:0)+(has(self.bar)?1:0) <= 1"}
        ])
    );
    if let Some(golden) = golden_spec("testdata.kubebuilder.io_oneofs.yaml") {
        sort_required(&mut s);
        assert_eq!(s, golden);
    }
}

const IMMUTABLE: &str = r#"
#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "testdata.kubebuilder.io", version = "v1", kind = "ImmutableType")]
#[serde(rename_all = "camelCase")]
pub struct ImmutableTypeSpec {
    #[crd(immutable)]
    pub required_string: String,
    #[crd(immutable)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub optional_string: Option<String>,
    #[crd(immutable)]
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub optional_literal_string: String,
    #[crd(immutable)]
    pub required_struct: KeyValue,
    #[crd(immutable)]
    pub optional_struct: Option<KeyValue>,
    #[crd(immutable)]
    pub optional_omit_zero_struct: Option<KeyValue>,
    #[crd(immutable)]
    pub required_slice: Vec<String>,
    #[crd(immutable)]
    pub optional_slice: Option<Vec<String>>,
    #[crd(immutable)]
    pub required_map: BTreeMap<String, String>,
    #[crd(immutable)]
    pub optional_map: Option<BTreeMap<String, String>>,
    pub mutable_string: String,
}

#[derive(Serialize, Deserialize)]
pub struct KeyValue { key: String, value: String }
"#;

#[test]
fn immutable_fields_match_controller_gen() {
    let text = generate(IMMUTABLE);
    // The parent rules start with `!`, so go-yaml quotes them.
    assert!(text.contains(
        "            - message: field optionalString is immutable once set\n              rule: '!has(oldSelf.optionalString) || has(self.optionalString)'\n"
    ));
    let mut s = spec_of(&text);
    assert_eq!(
        s["properties"]["requiredString"],
        json!({"type": "string", "x-kubernetes-validations": [
            {"message": "field is immutable", "rule": "self == oldSelf"}
        ]})
    );
    assert_eq!(s["x-kubernetes-validations"].as_array().unwrap().len(), 6);
    if let Some(golden) = golden_spec("testdata.kubebuilder.io_immutabletypes.yaml") {
        sort_required(&mut s);
        assert_eq!(s, golden);
    }
}

#[test]
fn validation_rules_keep_source_order_field_before_type() {
    let s = spec(
        "#[crd(validation(rule = \"has(oldSelf.forbiddenInt) || !has(self.forbiddenInt)\", message = \"forbiddenInt is not allowed\", field_path = \".forbiddenInt\", reason = \"FieldValueForbidden\"))]\n#[serde(rename_all = \"camelCase\")]",
        "    #[crd(validation(rule = \"self.size() % 2 == 0\", message = \"must have even length\"), validation(rule = \"true\"))]\n    #[serde(default)]\n    pub string_with_even_length: String,\n    #[crd(validation(rule = \"self.startsWith('good-')\", message = \"must have good prefix\"))]\n    #[serde(default)]\n    pub string_with_even_length_and_good_prefix: StringEvenType,\n    #[crd(validation(rule = \"self.size() % 2 == 0\", message_expression = \"self + ' has odd length, must be even'\"))]\n    #[serde(default)]\n    pub string_with_even_length_and_message_expression: String,\n    #[crd(validation(rule = \"oldSelf.hasValue() || self == 0\", message = \"must be set to 0 on creation. can be set to any value on an update.\", optional_old_self))]\n    #[serde(default)]\n    pub only_allow_setting_on_update: i32,\n    #[serde(default)]\n    pub forbidden_int: i64,\n",
        "#[derive(CrdSchema, Default, Serialize, Deserialize)]\n#[crd(validation(rule = \"self.size() % 2 == 0\", message = \"must have even length\"))]\npub struct StringEvenType(String);\n",
    );
    assert_eq!(
        s,
        json!({
            "properties": {
                "stringWithEvenLength": {"type": "string", "x-kubernetes-validations": [
                    {"message": "must have even length", "rule": "self.size() % 2 == 0"},
                    {"rule": "true"}
                ]},
                "stringWithEvenLengthAndGoodPrefix": {"type": "string", "x-kubernetes-validations": [
                    {"message": "must have good prefix", "rule": "self.startsWith('good-')"},
                    {"message": "must have even length", "rule": "self.size() % 2 == 0"}
                ]},
                "stringWithEvenLengthAndMessageExpression": {"type": "string", "x-kubernetes-validations": [
                    {"messageExpression": "self + ' has odd length, must be even'", "rule": "self.size() % 2 == 0"}
                ]},
                "onlyAllowSettingOnUpdate": {"format": "int32", "type": "integer", "x-kubernetes-validations": [
                    {"message": "must be set to 0 on creation. can be set to any value on an update.",
                     "optionalOldSelf": true, "rule": "oldSelf.hasValue() || self == 0"}
                ]},
                "forbiddenInt": {"format": "int64", "type": "integer"}
            },
            "type": "object",
            "x-kubernetes-validations": [
                {"fieldPath": ".forbiddenInt", "message": "forbiddenInt is not allowed",
                 "reason": "FieldValueForbidden",
                 "rule": "has(oldSelf.forbiddenInt) || !has(self.forbiddenInt)"}
            ]
        })
    );
}

#[test]
fn field_paths_may_use_brackets_and_list_indexes() {
    let s = spec(
        "#[crd(validation(rule = \"true\", field_path = \"['items'][0].name\"), validation(rule = \"true\", field_path = \".labels['a.b']\"))]",
        "    pub items: Vec<Item>,\n    pub labels: BTreeMap<String, String>,\n",
        "#[derive(Serialize, Deserialize)]\npub struct Item { name: String }\n",
    );
    assert_eq!(
        s["x-kubernetes-validations"],
        json!([
            {"fieldPath": "['items'][0].name", "rule": "true"},
            {"fieldPath": ".labels['a.b']", "rule": "true"}
        ])
    );
}

#[test]
fn required_and_optional_override_serde() {
    let s = spec(
        "",
        "    #[crd(required)]\n    pub nulled: Option<String>,\n    #[crd(required)]\n    #[serde(skip_serializing_if = \"Option::is_none\")]\n    pub omitted: Option<String>,\n    #[crd(optional)]\n    #[serde(default)]\n    pub defaulted: i32,\n    pub plain: i32,\n",
        "",
    );
    assert_eq!(
        s,
        json!({
            "properties": {
                "nulled": {"nullable": true, "type": "string"},
                "omitted": {"type": "string"},
                "defaulted": {"format": "int32", "type": "integer"},
                "plain": {"format": "int32", "type": "integer"}
            },
            "required": ["nulled", "omitted", "plain"],
            "type": "object"
        })
    );
}

#[test]
fn module_markers_set_the_default_presence() {
    let text = generate(
        "pub mod v1 {\n    use super::*;\n    crdgen::module_markers!(required);\n\n    #[derive(CustomResource, Serialize, Deserialize)]\n    #[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]\n    pub struct FooSpec {\n        #[serde(skip_serializing_if = \"Option::is_none\")]\n        pub a: Option<String>,\n        #[crd(optional)]\n        pub b: Option<String>,\n        pub inner: Option<Inner>,\n    }\n\n    #[derive(Serialize, Deserialize)]\n    pub struct Inner {\n        #[serde(default)]\n        pub c: i32,\n    }\n}\n\npub mod other {\n    crdgen::module_markers!(optional);\n}\n",
    );
    assert_eq!(
        spec_of(&text),
        json!({
            "properties": {
                "a": {"type": "string"},
                "b": {"type": "string"},
                "inner": {
                    "nullable": true,
                    "properties": {"c": {"format": "int32", "type": "integer"}},
                    "required": ["c"],
                    "type": "object"
                }
            },
            "required": ["a", "inner"],
            "type": "object"
        })
    );
}

#[test]
fn module_optional_makes_defaultable_fields_optional() {
    let s = spec_of(&generate(
        "crdgen::module_markers!(optional);\n\n#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]\npub struct FooSpec {\n    #[serde(default)]\n    pub a: i32,\n    #[crd(required)]\n    pub b: i32,\n}\n",
    ));
    assert_eq!(s["required"], json!(["b"]));
}

#[test]
fn list_map_with_required_keys() {
    let s = spec(
        "",
        "    #[crd(list_type = \"map\", list_map_keys(\"name\", \"port\"))]\n    pub ports: Vec<Port>,\n    #[crd(list_type = \"set\")]\n    pub tags: Vec<String>,\n",
        "#[derive(CrdSchema, Serialize, Deserialize)]\npub struct Port { name: String, #[crd(default = 80)] #[serde(default)] port: i32 }\n",
    );
    assert_eq!(
        s["properties"]["ports"]["x-kubernetes-list-map-keys"],
        json!(["name", "port"])
    );
    assert_eq!(
        s["properties"]["tags"]["x-kubernetes-list-type"],
        json!("set")
    );
}
