//! "Nothing lost" for `#[serde(flatten)]`, from the Rust side: values built from the Rust
//! types (every case of every type), written by serde_json, passed through the API-server
//! model (validation, then pruning) against the schema crdgen generates from the same
//! source, and read back by serde: equal. The schema's rules come from the flattened
//! structs (`minProperties`, `maxProperties`, map type), so a merge that lost or
//! mis-merged them fails here.

use crdgen_core::emit::yaml;
use crdgen_core::run_crate;
use crdgen_core::schema::{prune::prune, validate};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

/// The types as crdgen reads them: the compiled ones below plus their `#[crd(...)]`
/// markers (`source_and_compiled_types_agree` checks the two are the same types).
const SOURCE: &str = r#"
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
#[derive(Serialize, Deserialize, Debug, PartialEq)]
#[crd(validation(rule = "self.kind != 'Service' || has(self.port)", message = "Must have port for Service reference"))]
#[crd(max_properties = 5, struct_type = "atomic")]
pub struct ObjectReference {
    pub kind: String,
    pub name: String,
}
#[derive(Serialize, Deserialize, Debug, PartialEq)]
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

mod types {
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

/// `text` without its `#[crd(...)]` lines and `CustomResource` derive, as tokens.
fn without_markers(text: &str) -> String {
    let kept: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("#[crd("))
        .collect();
    let text = kept.join("\n").replace("CustomResource, ", "");
    text.parse::<proc_macro2::TokenStream>()
        .unwrap()
        .to_string()
}

#[test]
fn source_and_compiled_types_agree() {
    let compiled = types::TOKENS
        .parse::<proc_macro2::TokenStream>()
        .unwrap()
        .to_string();
    assert_eq!(without_markers(SOURCE), compiled);
}

/// The spec schema crdgen writes for [`SOURCE`].
fn spec_schema() -> Map<String, Value> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("Cargo.toml"), "[package]\nname = \"api\"\n").unwrap();
    let source =
        format!("use crdgen::CustomResource;\nuse serde::{{Deserialize, Serialize}};\n{SOURCE}");
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
    use types::*;
    let schema = spec_schema();
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
