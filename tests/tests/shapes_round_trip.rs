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
    for (source, compiled) in [(FLATTEN, flatten::TOKENS), (SHAPES, shapes::TOKENS)] {
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
