//! "Nothing lost" for the serde shapes of #15 (flatten with rules, unions of maps and
//! of one JSON type, tuples), from the Rust side: values built from the Rust types
//! (every variant), written by serde_json, passed through the API-server model
//! (validation, then pruning) against the schema crdgen generates from the same source,
//! and read back by serde: equal. The schemas carry the merged keywords (bounds, map
//! types), so a merge that lost or mis-merged them fails here.

use crdgen_core::emit::yaml;
use crdgen_core::run_crate;
use crdgen_core::schema::{prune::prune, validate};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};
use std::collections::BTreeMap;

/// The flattened types as crdgen reads them: the compiled ones below plus their
/// `#[crd(...)]` markers (`source_and_compiled_types_agree` checks the two are the same
/// types).
const FLATTEN: &str = r#"
#[derive(CustomResource, Serialize, Deserialize, Debug, PartialEq)]
#[crd(group = "example.com", version = "v1", kind = "Route")]
#[crd(max_properties = 6)]
pub struct RouteSpec {
    #[serde(flatten)]
    pub backend: BackendRef,
    #[crd(min_properties = 1)]
    #[serde(flatten)]
    pub labels: Labels,
    pub weight: i32,
}
#[derive(Serialize, Deserialize, Debug, PartialEq)]
pub struct BackendRef {
    #[serde(flatten)]
    pub reference: ObjectReference,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub port: Option<i32>,
}
#[derive(CrdSchema, Serialize, Deserialize, Debug, PartialEq)]
#[crd(validation(rule = "self.kind != 'Service' || has(self.port)", message = "Must have port for Service reference"))]
#[crd(max_properties = 5, struct_type = "atomic")]
pub struct ObjectReference {
    pub kind: String,
    pub name: String,
}
#[derive(CrdSchema, Serialize, Deserialize, Debug, PartialEq)]
#[crd(exactly_one_of("team", "owner"))]
pub struct Labels {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub team: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub owner: Option<String>,
}
"#;

macro_rules! compiled {
    ($($item:tt)*) => {
        $($item)*
        /// The compiled types' tokens.
        const COMPILED: &str = stringify!($($item)*);
    };
}

mod flatten {
    use serde::{Deserialize, Serialize};
    compiled! {
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        pub struct RouteSpec {
            #[serde(flatten)]
            pub backend: BackendRef,
            #[serde(flatten)]
            pub labels: Labels,
            pub weight: i32,
        }
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        pub struct BackendRef {
            #[serde(flatten)]
            pub reference: ObjectReference,
            #[serde(skip_serializing_if = "Option::is_none")]
            pub port: Option<i32>,
        }
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        pub struct ObjectReference {
            pub kind: String,
            pub name: String,
        }
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        pub struct Labels {
            #[serde(skip_serializing_if = "Option::is_none")]
            pub team: Option<String>,
            #[serde(skip_serializing_if = "Option::is_none")]
            pub owner: Option<String>,
        }
    }
    pub const TOKENS: &str = COMPILED;
}

/// Unions (of maps, of open objects, of one JSON type, int-or-string contents) and
/// tuples, as crdgen reads them.
const SHAPES: &str = r#"
#[derive(CustomResource, Serialize, Deserialize, Debug, PartialEq)]
#[crd(group = "example.com", version = "v1", kind = "Shapes")]
pub struct ShapesSpec {
    pub number: SmallOrLarge,
    pub word: KnownOrText,
    pub list: Lists,
    pub internal: Internal,
    pub adjacent: Adjacent,
    pub open: Open,
    pub port: Port,
    pub pair: (i32, i64),
    pub range: Range,
    pub shape: Shape,
}
#[derive(Serialize, Deserialize, Debug, PartialEq)]
#[serde(untagged)]
pub enum SmallOrLarge { Small(u8), Large(u32) }
#[derive(Serialize, Deserialize, Debug, PartialEq)]
pub enum Known { A, B }
#[derive(Serialize, Deserialize, Debug, PartialEq)]
#[serde(untagged)]
pub enum KnownOrText { Known(Known), Text(String) }
#[derive(Serialize, Deserialize, Debug, PartialEq)]
#[serde(untagged)]
pub enum Lists { Bytes(Vec<u8>), Words(Vec<i32>) }
#[derive(Serialize, Deserialize, Debug, PartialEq)]
#[serde(tag = "type")]
pub enum Internal { Named { name: String }, Labels(BTreeMap<String, String>) }
#[derive(Serialize, Deserialize, Debug, PartialEq)]
#[serde(tag = "type", content = "spec")]
pub enum Adjacent { Named { name: String }, Labels(BTreeMap<String, String>) }
#[derive(Serialize, Deserialize, Debug, PartialEq)]
#[serde(untagged)]
pub enum Open { Named { name: String }, Rest { id: String, #[serde(flatten)] rest: BTreeMap<String, i64> } }
#[derive(Serialize, Deserialize, Debug, PartialEq)]
#[serde(tag = "kind", content = "value")]
pub enum Port { Name(String), Number(i32), Default }
#[derive(Serialize, Deserialize, Debug, PartialEq)]
pub struct Range(pub u8, pub u16);
#[derive(Serialize, Deserialize, Debug, PartialEq)]
pub enum Shape { Point(f64, f64), Line(i32, i32, i32) }
"#;

mod shapes {
    use serde::{Deserialize, Serialize};
    use std::collections::BTreeMap;
    compiled! {
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        pub struct ShapesSpec {
            pub number: SmallOrLarge,
            pub word: KnownOrText,
            pub list: Lists,
            pub internal: Internal,
            pub adjacent: Adjacent,
            pub open: Open,
            pub port: Port,
            pub pair: (i32, i64),
            pub range: Range,
            pub shape: Shape,
        }
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        #[serde(untagged)]
        pub enum SmallOrLarge { Small(u8), Large(u32) }
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        pub enum Known { A, B }
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        #[serde(untagged)]
        pub enum KnownOrText { Known(Known), Text(String) }
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        #[serde(untagged)]
        pub enum Lists { Bytes(Vec<u8>), Words(Vec<i32>) }
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        #[serde(tag = "type")]
        pub enum Internal { Named { name: String }, Labels(BTreeMap<String, String>) }
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        #[serde(tag = "type", content = "spec")]
        pub enum Adjacent { Named { name: String }, Labels(BTreeMap<String, String>) }
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        #[serde(untagged)]
        pub enum Open { Named { name: String }, Rest { id: String, #[serde(flatten)] rest: BTreeMap<String, i64> } }
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        #[serde(tag = "kind", content = "value")]
        pub enum Port { Name(String), Number(i32), Default }
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        pub struct Range(pub u8, pub u16);
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        pub enum Shape { Point(f64, f64), Line(i32, i32, i32) }
    }
    pub const TOKENS: &str = COMPILED;
}

/// The enum of the user report of a tagged enum whose schema took values serde could not
/// read (`{"type": "S3", "claim": "pvc"}`: "missing field `bucket`", stopping every typed
/// list), beside an adjacently tagged and an untagged one, as crdgen reads them.
const BACKUPS: &str = r#"
#[derive(CustomResource, Serialize, Deserialize, Debug, PartialEq)]
#[crd(group = "example.com", version = "v1", kind = "Backups")]
pub struct BackupsSpec {
    pub backup: Backup,
    pub restore: Restore,
    pub source: Source,
}
#[derive(CrdSchema, Serialize, Deserialize, Debug, PartialEq)]
#[serde(tag = "type")]
pub enum Backup {
    S3 {
        #[crd(min_length = 3)]
        bucket: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        region: Option<String>,
    },
    Volume { claim: String },
    #[serde(rename = "none")]
    Off,
}
#[derive(Serialize, Deserialize, Debug, PartialEq)]
#[serde(tag = "kind", content = "spec", rename_all = "camelCase")]
pub enum Restore {
    FromSnapshot { name: String, #[serde(default)] wait: bool },
    Latest(Options),
    Never,
}
#[derive(Serialize, Deserialize, Debug, PartialEq)]
pub struct Options { pub parallel: u8 }
#[derive(Serialize, Deserialize, Debug, PartialEq)]
#[serde(untagged)]
pub enum Source { Inline { text: String }, Reference { name: String, key: String } }
"#;

mod backups {
    use serde::{Deserialize, Serialize};
    compiled! {
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        pub struct BackupsSpec {
            pub backup: Backup,
            pub restore: Restore,
            pub source: Source,
        }
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        #[serde(tag = "type")]
        pub enum Backup {
            S3 {
                bucket: String,
                #[serde(skip_serializing_if = "Option::is_none")]
                region: Option<String>,
            },
            Volume { claim: String },
            #[serde(rename = "none")]
            Off,
        }
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        #[serde(tag = "kind", content = "spec", rename_all = "camelCase")]
        pub enum Restore {
            FromSnapshot { name: String, #[serde(default)] wait: bool },
            Latest(Options),
            Never,
        }
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        pub struct Options { pub parallel: u8 }
        #[derive(Serialize, Deserialize, Debug, PartialEq)]
        #[serde(untagged)]
        pub enum Source { Inline { text: String }, Reference { name: String, key: String } }
    }
    pub const TOKENS: &str = COMPILED;
}

/// `text` without its `#[crd(...)]` lines and `CustomResource` derive, as tokens.
fn without_markers(text: &str) -> String {
    let kept: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("#[crd("))
        .collect();
    let text = kept
        .join("\n")
        .replace("CustomResource, ", "")
        .replace("CrdSchema, ", "");
    text.parse::<proc_macro2::TokenStream>()
        .unwrap()
        .to_string()
}

#[test]
fn source_and_compiled_types_agree() {
    for (source, compiled) in [
        (FLATTEN, flatten::TOKENS),
        (SHAPES, shapes::TOKENS),
        (BACKUPS, backups::TOKENS),
    ] {
        let compiled = compiled
            .parse::<proc_macro2::TokenStream>()
            .unwrap()
            .to_string();
        assert_eq!(without_markers(source), compiled);
    }
}

/// The spec schema crdgen writes for the types of `source`.
fn spec_schema(source: &str) -> Map<String, Value> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("Cargo.toml"), "[package]\nname = \"api\"\n").unwrap();
    let source = format!(
        "use crdgen::CustomResource;\nuse serde::{{Deserialize, Serialize}};\nuse std::collections::BTreeMap;\n{source}"
    );
    std::fs::write(dir.path().join("src/lib.rs"), source).unwrap();
    let generation = run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{d}"));
    let crd = yaml::parse(&generation.artifacts[0].contents)
        .unwrap()
        .documents
        .remove(0);
    crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]
        .as_object()
        .unwrap()
        .clone()
}

/// Written by serde, validated and pruned as the API server would, read back: equal.
fn round_trip<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(
    schema: &Map<String, Value>,
    value: &T,
) {
    let written = serde_json::to_value(value).unwrap();
    if let Err(why) = validate::check(&written, schema) {
        panic!("the API server rejects what serde writes: {why}\n{written:#}");
    }
    let mut pruned = written.clone();
    prune(&mut pruned, schema, false);
    assert_eq!(pruned, written, "the API server prunes what serde writes");
    let read: T = serde_json::from_value(pruned).unwrap();
    assert_eq!(&read, value);
}

#[test]
fn flattened_structs_with_rules_lose_nothing() {
    use flatten::*;
    let schema = spec_schema(FLATTEN);
    // The merged keywords are there: the bound of the outer struct and of the flattened
    // one both (under allOf), the flattened field's, the map type and the rules.
    assert_eq!(
        schema.get("allOf"),
        Some(&serde_json::json!([{"maxProperties": 6}, {"maxProperties": 5}]))
    );
    assert_eq!(schema.get("minProperties"), Some(&Value::from(1)));
    assert_eq!(
        schema.get("x-kubernetes-map-type"),
        Some(&Value::from("atomic"))
    );
    assert_eq!(
        schema["x-kubernetes-validations"]
            .as_array()
            .map(|rules| rules.len()),
        Some(2)
    );
    for port in [None, Some(8080)] {
        for (team, owner) in [(Some("a"), None), (None, Some("b"))] {
            for kind in ["Service", "Bucket"] {
                if kind == "Service" && port.is_none() {
                    continue; // refused by the CEL rule, which the model leaves out
                }
                round_trip(
                    &schema,
                    &RouteSpec {
                        backend: BackendRef {
                            reference: ObjectReference {
                                kind: kind.into(),
                                name: "backend".into(),
                            },
                            port,
                        },
                        labels: Labels {
                            team: team.map(Into::into),
                            owner: owner.map(Into::into),
                        },
                        weight: 1,
                    },
                );
            }
        }
    }
}

#[test]
fn unions_and_tuples_lose_nothing() {
    use shapes::*;
    let schema = spec_schema(SHAPES);
    let map = |pairs: &[(&str, &str)]| -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| ((*k).into(), (*v).into()))
            .collect()
    };
    // Each variant of each field at least once; the values are ones serde itself reads
    // back as they were (an untagged `Large(5)` would come back as `Small(5)` from serde
    // alone, with or without the API server).
    let numbers = [
        SmallOrLarge::Small(255),
        SmallOrLarge::Large(300),
        SmallOrLarge::Large(4_000_000_000),
    ];
    let words = [
        KnownOrText::Known(Known::A),
        KnownOrText::Known(Known::B),
        KnownOrText::Text("free text".into()),
    ];
    let lists = [
        Lists::Bytes(vec![0, 255]),
        Lists::Words(vec![-1, 70_000]),
        Lists::Bytes(vec![]),
    ];
    let internals = [
        Internal::Named { name: "n".into() },
        Internal::Labels(map(&[("app", "web"), ("tier", "front")])),
        Internal::Labels(map(&[])),
    ];
    let adjacents = [
        Adjacent::Named { name: "n".into() },
        Adjacent::Labels(map(&[("app", "web")])),
        Adjacent::Labels(map(&[])),
    ];
    let opens = [
        Open::Named { name: "n".into() },
        Open::Rest {
            id: "x".into(),
            rest: [("a".to_owned(), 1), ("b".to_owned(), -2)].into(),
        },
        Open::Rest {
            id: "y".into(),
            rest: BTreeMap::new(),
        },
    ];
    let ports = [Port::Name("http".into()), Port::Number(8080), Port::Default];
    let pairs = [(i32::MIN, i64::MAX), (0, 0), (1, -1)];
    let ranges = [Range(0, 65535), Range(255, 0), Range(7, 7)];
    let shapes = [
        Shape::Point(0.5, -1.5),
        Shape::Line(1, 2, 3),
        Shape::Point(1e10, 2.25),
    ];
    for (
        i,
        (((((((((number, word), list), internal), adjacent), open), port), pair), range), shape),
    ) in numbers
        .into_iter()
        .zip(words)
        .zip(lists)
        .zip(internals)
        .zip(adjacents)
        .zip(opens)
        .zip(ports)
        .zip(pairs)
        .zip(ranges)
        .zip(shapes)
        .enumerate()
    {
        let value = ShapesSpec {
            number,
            word,
            list,
            internal,
            adjacent,
            open,
            port,
            pair,
            range,
            shape,
        };
        // serde alone reads it back as it was, so any difference is the API server's.
        let alone: ShapesSpec =
            serde_json::from_value(serde_json::to_value(&value).unwrap()).unwrap();
        assert_eq!(alone, value, "case {i}");
        round_trip(&schema, &value);
    }
}

/// What the fake API server (with the CEL rules) answers to creating an object whose
/// spec is `spec`: the stored spec, or each refusal as `field: message`.
fn admit_spec(schema: &Map<String, Value>, spec: Value) -> Result<Value, Vec<String>> {
    let root = serde_json::json!({
        "properties": {"spec": Value::Object(schema.clone())},
        "type": "object"
    });
    let root = root.as_object().cloned().unwrap_or_default();
    crdgen_apiserver::admit(serde_json::json!({ "spec": spec }), &root, None)
        .map(|stored| stored["spec"].clone())
        .map_err(|errors| errors.iter().map(ToString::to_string).collect())
}

/// Every variant serde writes is admitted by the API server, rules included, and read
/// back as it was.
#[test]
fn every_variant_serde_writes_passes_the_variant_rules() {
    use backups::*;
    let schema = spec_schema(BACKUPS);
    let backups = [
        Backup::S3 {
            bucket: "bkt".into(),
            region: None,
        },
        Backup::S3 {
            bucket: "bkt".into(),
            region: Some("eu".into()),
        },
        Backup::Volume {
            claim: "pvc".into(),
        },
        Backup::Off,
    ];
    let restores = [
        Restore::FromSnapshot {
            name: "s".into(),
            wait: true,
        },
        Restore::Latest(Options { parallel: 4 }),
        Restore::Never,
        Restore::FromSnapshot {
            name: "t".into(),
            wait: false,
        },
    ];
    let sources = [
        Source::Inline { text: "x".into() },
        Source::Reference {
            name: "cm".into(),
            key: "k".into(),
        },
        Source::Inline { text: "".into() },
        Source::Reference {
            name: "".into(),
            key: "".into(),
        },
    ];
    for ((backup, restore), source) in backups.into_iter().zip(restores).zip(sources) {
        let value = BackupsSpec {
            backup,
            restore,
            source,
        };
        let written = serde_json::to_value(&value).unwrap();
        let stored = admit_spec(&schema, written.clone()).unwrap_or_else(|why| {
            panic!("the API server refuses what serde writes: {why:?}\n{written:#}")
        });
        assert_eq!(stored, written, "the API server changes what serde writes");
        let read: BackupsSpec = serde_json::from_value(stored).unwrap();
        assert_eq!(read, value);
    }
}

/// The reverse: a value the API server admits is one serde reads without dropping
/// anything, and one it cannot read is refused with the rule's message (the user's
/// `{"type": "S3", "claim": "pvc"}` first).
#[test]
fn values_serde_cannot_read_are_refused_with_the_variant_rule() {
    use backups::*;
    use serde_json::json;
    let schema = spec_schema(BACKUPS);
    let restore = json!({"kind": "never"});
    let source = json!({"text": "x"});
    let spec = |backup: Value, restore: &Value, source: &Value| json!({"backup": backup, "restore": restore, "source": source});
    let refused = [
        (
            spec(json!({"type": "S3", "claim": "pvc"}), &restore, &source),
            "spec.backup: Invalid value: \"object\": `bucket` is required and `claim` is not allowed when `type` is `S3`",
        ),
        (
            spec(
                json!({"type": "S3", "bucket": "bkt", "claim": "pvc"}),
                &restore,
                &source,
            ),
            "spec.backup: Invalid value: \"object\": `bucket` is required and `claim` is not allowed when `type` is `S3`",
        ),
        (
            spec(json!({"type": "Volume"}), &restore, &source),
            "spec.backup: Invalid value: \"object\": `claim` is required and `bucket` and `region` are not allowed when `type` is `Volume`",
        ),
        (
            spec(json!({"type": "none", "region": "eu"}), &restore, &source),
            "spec.backup: Invalid value: \"object\": `bucket`, `claim` and `region` are not allowed when `type` is `none`",
        ),
        (
            spec(
                json!({"type": "none"}),
                &json!({"kind": "fromSnapshot"}),
                &source,
            ),
            "spec.restore: Invalid value: \"object\": `spec` and `spec.name` are required and `spec.parallel` is not allowed when `kind` is `fromSnapshot`",
        ),
    ];
    for (value, message) in &refused {
        // serde cannot read it, or reads it losing a field.
        let read = serde_json::from_value::<BackupsSpec>(value.clone());
        if let Ok(read) = &read {
            assert_ne!(&serde_json::to_value(read).unwrap(), value, "{value}");
        }
        assert_eq!(
            admit_spec(&schema, value.clone()),
            Err(vec![(*message).to_owned()]),
            "{value}"
        );
    }
}

/// `admitted` is within `written`: every key the API server stored is one serde writes
/// back with the same value (serde may add defaults, never drop a key).
fn kept_whole(admitted: &Value, written: &Value) -> bool {
    match (admitted, written) {
        (Value::Object(a), Value::Object(w)) => a
            .iter()
            .all(|(k, v)| w.get(k).is_some_and(|wv| kept_whole(v, wv))),
        _ => admitted == written,
    }
}

/// Random values drawn from the schema: each one the API server admits (rules included)
/// serde reads, and writes back without losing a key.
#[test]
fn every_value_the_api_server_admits_serde_reads_whole() {
    use backups::*;
    use crdgen_tests::schema_values::values;
    use proptest::strategy::{Strategy, ValueTree};
    use proptest::test_runner::TestRunner;
    let schema = spec_schema(BACKUPS);
    let strategy = values(&schema, 0);
    let mut runner = TestRunner::deterministic();
    let (mut admitted, mut refused) = (0, 0);
    for _ in 0..3000 {
        let value = strategy.new_tree(&mut runner).unwrap().current();
        let Ok(stored) = admit_spec(&schema, value) else {
            refused += 1;
            continue;
        };
        admitted += 1;
        let read: BackupsSpec = serde_json::from_value(stored.clone())
            .unwrap_or_else(|e| panic!("admitted, but serde cannot read it: {e}\n{stored:#}"));
        let written = serde_json::to_value(&read).unwrap();
        // The tagged enums only: serde reads an untagged value as the first variant whose
        // fields are present and drops the others' (README, "Not enforced yet").
        assert!(
            ["backup", "restore"]
                .iter()
                .all(|k| kept_whole(&stored[k], &written[k])),
            "admitted, but serde drops part of it:\nstored:  {stored}\nwritten: {written}"
        );
    }
    // Both sides are exercised: enough values pass for the property to mean something,
    // and the rules refuse some.
    assert!(
        admitted >= 50 && refused >= 100,
        "{admitted} admitted, {refused} refused"
    );
}

/// Without the variant rules the user's value is admitted and unreadable: what the rules
/// are for, so the tests above can fail.
#[test]
fn without_the_variant_rules_the_users_value_is_admitted() {
    use backups::*;
    let mut schema = spec_schema(BACKUPS);
    let backup = schema["properties"]["backup"].as_object_mut().unwrap();
    assert!(backup.remove("x-kubernetes-validations").is_some());
    let value = serde_json::json!({
        "backup": {"type": "S3", "claim": "pvc"},
        "restore": {"kind": "never"},
        "source": {"text": "x"}
    });
    let stored = admit_spec(&schema, value).unwrap();
    let read = serde_json::from_value::<BackupsSpec>(stored);
    assert_eq!(
        read.map_err(|e| e.to_string()),
        Err("missing field `bucket`".to_owned())
    );
}
