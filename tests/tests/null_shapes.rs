//! Null, defaults, embedded metadata and map keys, proven from the Rust side (#15 points
//! 5, 6 and 8): values built from Rust types are written by serde_json, stored by the
//! model of the API server (`crdgen_core::schema::defaulting::admit`: pruning, dropping
//! nulls, defaulting, validation) against the CRD crdgen generates for the same types,
//! and read back by serde: equal, always.
//!
//! The types are written once: the `shapes!` macro compiles them and hands their text to
//! crdgen. `#[cfg_attr(any(), crd(…))]` is how a `#[crd]` marker is written here (the
//! test crate does not run the derive): rustc drops it, and the text crdgen reads has
//! the plain `#[crd(…)]`.

use std::collections::{BTreeMap, HashMap};
use std::marker::PhantomData;

use crdgen_core::schema::defaulting::admit;
use k8s_openapi::api::batch::v1::JobTemplateSpec;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use proptest::prelude::*;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

macro_rules! shapes {
    ($($item:item)*) => {
        $($item)*
        /// The items above as crdgen reads them.
        fn source() -> String {
            format!(
                "use crdgen::CustomResource;\nuse serde::{{Deserialize, Serialize}};\nuse std::collections::{{BTreeMap, HashMap}};\nuse std::marker::PhantomData;\nuse serde_json::Value;\nuse k8s_openapi::api::batch::v1::JobTemplateSpec;\nuse k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\n{}",
                crdgen_tests::unwrap_cfg_attr(stringify!($($item)*))
            )
        }
    };
}

shapes! {
    #[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
    #[cfg_attr(any(), derive(CustomResource))]
    #[cfg_attr(any(), crd(group = "example.com", version = "v1", kind = "Shapes"))]
    #[serde(rename_all = "camelCase")]
    pub struct ShapesSpec {
        // Point 5: an `Option` serde writes as null, with a schema default.
        #[cfg_attr(any(), crd(default = 5))]
        pub defaulted: Option<u32>,
        // … with a serde default that is not `None`.
        #[serde(default = "seven")]
        #[cfg_attr(any(), crd(default = 7))]
        pub from_function: Option<u32>,
        // … left out when `None`: no null, no change.
        #[serde(skip_serializing_if = "Option::is_none")]
        pub skipped_when_none: Option<String>,
        // Point 8: null-carrying shapes.
        pub newtype_over_option: MaybeName,
        pub option_variant: Choice,
        pub untagged_option: Loose,
        pub list_of_options: Vec<Option<String>>,
        pub value: Value,
        pub values: Vec<Value>,
        pub map_of_options: BTreeMap<String, Option<u32>>,
        pub map_of_values: BTreeMap<String, Value>,
        #[serde(skip)]
        pub marker: PhantomData<u8>,
        // Point 8: integer and bool map keys.
        pub by_number: BTreeMap<u32, String>,
        pub by_signed: BTreeMap<i64, Option<String>>,
        pub by_flag: HashMap<bool, u8>,
        // Point 6: embedded object metadata.
        pub own_metadata: Option<ObjectMeta>,
        pub job: Option<JobTemplateSpec>,
    }

    #[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
    pub struct MaybeName(pub Option<String>);

    #[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
    #[serde(untagged)]
    pub enum Loose {
        Maybe(Option<u32>),
        Text(String),
    }

    #[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
    #[serde(rename_all = "camelCase")]
    pub enum Choice {
        Nothing(Option<u32>),
        Name(String),
    }
}

fn seven() -> Option<u32> {
    Some(7)
}

/// The CRD's root schema and the spec's, generated from [`source`], with
/// `config` as the crate's crdgen.toml.
fn schemas(config: &str) -> (Map<String, Value>, Value) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    std::fs::write(dir.path().join("crdgen.toml"), config).unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), source()).unwrap();
    let generation = crdgen_core::run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{d}"));
    let crd = crdgen_core::emit::yaml::parse(&generation.artifacts[0].contents)
        .unwrap()
        .documents
        .remove(0);
    let root = crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"].clone();
    let spec = root["properties"]["spec"].clone();
    (root.as_object().cloned().unwrap(), spec)
}

/// `spec` written by serde, stored by the API server model, read back.
fn round_trip<T: Serialize + DeserializeOwned>(root: &Map<String, Value>, spec: &T) -> T {
    let object = json!({
        "apiVersion": "example.com/v1",
        "kind": "Shapes",
        "metadata": {"name": "x"},
        "spec": serde_json::to_value(spec).unwrap(),
    });
    let stored = admit(object, root).unwrap_or_else(|e| panic!("refused: {e}"));
    serde_json::from_value(stored["spec"].clone()).unwrap_or_else(|e| panic!("unreadable: {e}"))
}

fn meta() -> ObjectMeta {
    ObjectMeta {
        name: Some("n".into()),
        namespace: Some("ns".into()),
        labels: Some([("app".to_owned(), "web".to_owned())].into()),
        annotations: Some([("a".to_owned(), "b".to_owned())].into()),
        finalizers: Some(vec!["example.com/f".into()]),
        ..ObjectMeta::default()
    }
}

fn nulls() -> ShapesSpec {
    ShapesSpec {
        defaulted: None,
        from_function: None,
        skipped_when_none: None,
        newtype_over_option: MaybeName(None),
        option_variant: Choice::Nothing(None),
        untagged_option: Loose::Maybe(None),
        list_of_options: vec![None, Some("a".into()), None],
        value: Value::Null,
        values: vec![Value::Null, json!({"k": null}), json!([null])],
        map_of_options: [("a".to_owned(), None), ("b".to_owned(), Some(1))].into(),
        map_of_values: [("n".to_owned(), Value::Null), ("o".to_owned(), json!({}))].into(),
        marker: PhantomData,
        by_number: [(0, "zero".to_owned()), (4_000_000_000, "big".to_owned())].into(),
        by_signed: [(-3, None), (i64::MAX, Some("max".into()))].into(),
        by_flag: [(true, 1), (false, 0)].into(),
        own_metadata: Some(meta()),
        job: Some(JobTemplateSpec {
            metadata: Some(meta()),
            spec: Some(k8s_openapi::api::batch::v1::JobSpec {
                template: k8s_openapi::api::core::v1::PodTemplateSpec {
                    metadata: Some(meta()),
                    spec: None,
                },
                ..Default::default()
            }),
        }),
    }
}

#[test]
fn every_null_and_key_serde_writes_comes_back() {
    let (root, _) = schemas("");
    let value = nulls();
    assert_eq!(round_trip(&root, &value), value);
    let some = ShapesSpec {
        defaulted: Some(1),
        from_function: Some(2),
        skipped_when_none: Some("s".into()),
        newtype_over_option: MaybeName(Some("m".into())),
        option_variant: Choice::Nothing(Some(3)),
        untagged_option: Loose::Maybe(Some(4)),
        value: json!({"nested": [1, "two", null]}),
        ..nulls()
    };
    assert_eq!(round_trip(&root, &some), some);
    let name = ShapesSpec {
        option_variant: Choice::Name("n".into()),
        untagged_option: Loose::Text("t".into()),
        ..nulls()
    };
    assert_eq!(round_trip(&root, &name), name);
}

/// The nodes behind the shapes: `nullable` exactly where serde writes a null the API
/// server would otherwise turn into something else.
#[test]
fn the_schema_keeps_exactly_the_nulls_it_must() {
    let (_, spec) = schemas("");
    let p = &spec["properties"];
    assert_eq!(
        p["defaulted"],
        json!({"default": 5, "format": "int64", "maximum": 4294967295u32, "minimum": 0, "nullable": true, "type": "integer"})
    );
    assert_eq!(p["fromFunction"]["nullable"], json!(true));
    assert_eq!(
        p["skippedWhenNone"],
        json!({"type": "string"}),
        "never written as null"
    );
    assert_eq!(
        p["newtypeOverOption"],
        json!({"nullable": true, "type": "string"})
    );
    assert_eq!(
        p["optionVariant"]["properties"]["nothing"],
        json!({"format": "int64", "maximum": 4294967295u32, "minimum": 0, "nullable": true, "type": "integer"})
    );
    assert_eq!(p["untaggedOption"]["nullable"], json!(true));
    assert_eq!(
        p["listOfOptions"],
        json!({"items": {"nullable": true, "type": "string"}, "type": "array"})
    );
    assert_eq!(
        p["value"],
        json!({"nullable": true, "x-kubernetes-preserve-unknown-fields": true})
    );
    assert_eq!(
        p["mapOfOptions"],
        json!({"additionalProperties": {"format": "int64", "maximum": 4294967295u32, "minimum": 0, "nullable": true, "type": "integer"}, "type": "object"})
    );
    assert_eq!(
        p["mapOfValues"]["additionalProperties"],
        json!({"nullable": true, "x-kubernetes-preserve-unknown-fields": true})
    );
    assert_eq!(p.get("marker"), None);
    assert_eq!(
        p["byNumber"],
        json!({"additionalProperties": {"type": "string"}, "type": "object"})
    );
    assert_eq!(p["ownMetadata"], crdgen_core::k8s::embedded_object_meta());
    let job = &p["job"]["properties"];
    assert_eq!(
        job["metadata"]["properties"],
        crdgen_core::k8s::embedded_object_meta()["properties"]
    );
    assert_eq!(
        job["spec"]["properties"]["template"]["properties"]["metadata"]["properties"],
        crdgen_core::k8s::embedded_object_meta()["properties"]
    );
}

/// What the API server did before: without `nullable`, a null `Option` with a default
/// comes back as the default, a null map entry is lost, a required null `Value` is
/// dropped and the object refused, and a bare `ObjectMeta` loses its labels.
#[test]
fn without_the_rule_the_server_changes_what_serde_wrote() {
    let object = json!({
        "apiVersion": "example.com/v1", "kind": "Shapes", "metadata": {"name": "x"},
        "spec": serde_json::to_value(nulls()).unwrap(),
    });
    let (mut root, _) = schemas("generate-embedded-object-meta = false\n");
    let props = spec_properties(&mut root);
    for name in ["defaulted", "mapOfOptions"] {
        strip_nullable(&mut props[name]);
    }
    let stored = admit(object.clone(), &root).unwrap();
    assert_eq!(stored["spec"]["defaulted"], json!(5));
    assert_eq!(stored["spec"]["mapOfOptions"], json!({"b": 1}));
    assert_eq!(stored["spec"]["ownMetadata"], json!({}));
    assert_eq!(stored["spec"]["job"]["metadata"], json!({}));
    strip_nullable(&mut spec_properties(&mut root)["value"]);
    assert_eq!(
        admit(object, &root),
        Err("required field `value` is missing at `spec`".to_owned())
    );
}

/// The spec's properties, to edit.
fn spec_properties(root: &mut Map<String, Value>) -> &mut Map<String, Value> {
    root.get_mut("properties")
        .and_then(|p| p.get_mut("spec"))
        .and_then(|s| s.get_mut("properties"))
        .and_then(Value::as_object_mut)
        .unwrap()
}

/// Removes every `nullable` at and below `node`.
fn strip_nullable(node: &mut Value) {
    if let Value::Object(map) = node {
        map.remove("nullable");
        for child in map.values_mut() {
            strip_nullable(child);
        }
    }
}

fn arb_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i32>().prop_map(|i| json!(i)),
        "[a-z]{0,3}".prop_map(Value::String),
    ];
    leaf.prop_recursive(3, 12, 3, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..3).prop_map(Value::Array),
            prop::collection::btree_map("[a-z]{1,2}", inner, 0..3)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

prop_compose! {
    fn arb_spec()(
        defaulted in any::<Option<u32>>(),
        from_function in any::<Option<u32>>(),
        skipped_when_none in proptest::option::of("[a-z]{0,3}"),
        newtype in proptest::option::of("[a-z]{0,3}"),
        variant in prop_oneof![
            any::<Option<u32>>().prop_map(Choice::Nothing),
            "[a-z]{0,3}".prop_map(Choice::Name),
        ],
        untagged in prop_oneof![
            any::<Option<u32>>().prop_map(Loose::Maybe),
            "[a-z]{0,3}".prop_map(Loose::Text),
        ],
        list_of_options in prop::collection::vec(proptest::option::of("[a-z]{0,2}"), 0..4),
        value in arb_value(),
        values in prop::collection::vec(arb_value(), 0..3),
        map_of_options in prop::collection::btree_map("[a-z]{1,2}", any::<Option<u32>>(), 0..4),
        map_of_values in prop::collection::btree_map("[a-z]{1,2}", arb_value(), 0..3),
        by_number in prop::collection::btree_map(any::<u32>(), "[a-z]{0,2}", 0..3),
        by_signed in prop::collection::btree_map(any::<i64>(), proptest::option::of("[a-z]{0,2}"), 0..3),
        by_flag in prop::collection::hash_map(any::<bool>(), any::<u8>(), 0..2),
    ) -> ShapesSpec {
        ShapesSpec {
            defaulted,
            from_function,
            skipped_when_none,
            newtype_over_option: MaybeName(newtype),
            option_variant: variant,
            untagged_option: untagged,
            list_of_options,
            value,
            values,
            map_of_options,
            map_of_values,
            marker: PhantomData,
            by_number,
            by_signed,
            by_flag,
            own_metadata: None,
            job: None,
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]
    #[test]
    fn random_values_survive_the_api_server(spec in arb_spec()) {
        let (root, _) = ROOT.with(Clone::clone);
        prop_assert_eq!(round_trip(&root, &spec), spec);
    }
}

thread_local! {
    /// The CRD is generated once per thread, not once per case.
    static ROOT: (Map<String, Value>, Value) = schemas("");
}
