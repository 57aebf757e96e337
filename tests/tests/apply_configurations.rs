//! Apply configurations (#21 point 1) through a fixture's generated types on its
//! generated fake: two managers applying disjoint fields share the object, a conflicting
//! apply is refused and then forced, a manager that stops applying a field releases it
//! (the field is removed), and `extract` gives back exactly what a manager owns.

use crdgen::client::apply::ApplyConfiguration as _;
use fixture_customimagedeploy::CustomImageDeploy;
use fixture_customimagedeploy::generated::Interface;
use fixture_customimagedeploy::generated::customimagedeploy_v1::{
    CustomImageDeployApplyConfiguration as Apply,
    CustomImageDeploySpecApplyConfiguration as SpecApply,
    CustomImageDeployStatusApplyConfiguration as StatusApply,
};
use fixture_customimagedeploy::generated::fake::FakeClientset;
use serde_json::{Value, json};

const NS: &str = "default";

fn managers(object: &CustomImageDeploy) -> Vec<(String, String, Value)> {
    object
        .metadata
        .managed_fields
        .iter()
        .flatten()
        .map(|m| {
            (
                m.manager.clone().unwrap_or_default(),
                m.operation.clone().unwrap_or_default(),
                m.fields_v1.as_ref().map_or(Value::Null, |f| f.0.clone()),
            )
        })
        .collect()
}

#[test]
fn a_configuration_writes_only_what_was_set() {
    let config = Apply::new("web", NS)
        .with_labels([("app", "web")])
        .with_spec(SpecApply::default().with_size(2));
    assert_eq!(
        serde_json::to_value(&config).unwrap(),
        json!({
            "apiVersion": "customimagedeploy.example.com/v1",
            "kind": "CustomImageDeploy",
            "metadata": {"name": "web", "namespace": "default", "labels": {"app": "web"}},
            "spec": {"size": 2}
        })
    );
}

#[tokio::test]
async fn two_managers_share_an_object_conflict_force_and_release() {
    let fake = FakeClientset::new();
    let deploys = fake.customimagedeploy_v1().customimagedeploys(NS);

    // Two managers, disjoint fields: no conflict, each owns its own.
    deploys
        .apply(
            &Apply::new("web", NS).with_spec(SpecApply::default().with_size(1).with_port(80)),
            "shape",
            false,
        )
        .await
        .unwrap();
    let object = deploys
        .apply(
            &Apply::new("web", NS)
                .with_labels([("tier", "frontend")])
                .with_spec(SpecApply::default().with_image("nginx:1.27".to_owned())),
            "image-updater",
            false,
        )
        .await
        .unwrap();
    assert_eq!(
        serde_json::to_value(&object.spec).unwrap(),
        json!({"image": "nginx:1.27", "size": 1, "port": 80})
    );
    assert_eq!(
        managers(&object),
        [
            (
                "image-updater".to_owned(),
                "Apply".to_owned(),
                json!({"f:metadata": {"f:labels": {"f:tier": {}}}, "f:spec": {"f:image": {}}})
            ),
            (
                "shape".to_owned(),
                "Apply".to_owned(),
                json!({"f:spec": {"f:port": {}, "f:size": {}}})
            ),
        ]
    );

    // A field another manager owns, with another value: 409 Conflict, nothing written.
    let taking_size = Apply::new("web", NS).with_spec(
        SpecApply::default()
            .with_image("nginx:1.27".to_owned())
            .with_size(3),
    );
    let err = deploys
        .apply(&taking_size, "image-updater", false)
        .await
        .unwrap_err();
    let kube::Error::Api(status) = err else {
        panic!("expected the API server's conflict, got {err:?}");
    };
    assert_eq!(
        (status.code, status.reason.as_str(), status.message.as_str()),
        (409, "Conflict", CONFLICT)
    );
    // Forced: the size changes hands.
    let object = deploys
        .apply(&taking_size, "image-updater", true)
        .await
        .unwrap();
    assert_eq!(object.spec.size, 3);
    assert_eq!(
        serde_json::to_value(Apply::extract(&object, "shape").unwrap()).unwrap(),
        json!({
            "apiVersion": "customimagedeploy.example.com/v1",
            "kind": "CustomImageDeploy",
            "metadata": {"name": "web", "namespace": "default"},
            "spec": {"port": 80}
        })
    );

    // The image updater stops applying the image: it owned it alone, so it is removed.
    let object = deploys
        .apply(
            &Apply::new("web", NS)
                .with_labels([("tier", "frontend")])
                .with_spec(SpecApply::default().with_size(3)),
            "image-updater",
            false,
        )
        .await
        .unwrap();
    assert_eq!(
        serde_json::to_value(&object.spec).unwrap(),
        json!({"size": 3, "port": 80})
    );
}

/// kube-apiserver's text for a conflict (`apply.go`'s `buildStatusFromConflicts`).
const CONFLICT: &str = "Apply failed with 1 conflict: conflict with \"shape\": .spec.size";

#[tokio::test]
async fn extract_gives_back_what_a_manager_applied_and_applying_it_changes_nothing() {
    let fake = FakeClientset::new();
    let deploys = fake.customimagedeploy_v1().customimagedeploys(NS);
    let applied = Apply::new("web", NS)
        .with_labels([("app", "web")])
        .with_annotations([("note", "kept")])
        .with_spec(
            SpecApply::default()
                .with_image("nginx:1.27".to_owned())
                .with_size(2)
                .with_port(8080),
        );
    let object = deploys.apply(&applied, "shape", false).await.unwrap();
    let extracted = Apply::extract(&object, "shape").unwrap();
    assert_eq!(
        serde_json::to_value(&extracted).unwrap(),
        serde_json::to_value(&applied).unwrap()
    );
    // A manager with no apply entry owns nothing: only the object's identity.
    assert_eq!(
        serde_json::to_value(Apply::extract(&object, "someone-else").unwrap()).unwrap(),
        json!({
            "apiVersion": "customimagedeploy.example.com/v1",
            "kind": "CustomImageDeploy",
            "metadata": {"name": "web", "namespace": "default"}
        })
    );
    // Changed and applied again: only the changed field moves.
    let again = deploys
        .apply(
            &Apply::extract(&object, "shape")
                .unwrap()
                .with_spec(extracted.spec.clone().unwrap().with_size(4)),
            "shape",
            false,
        )
        .await
        .unwrap();
    assert_eq!(
        serde_json::to_value(&again.spec).unwrap(),
        json!({"image": "nginx:1.27", "size": 4, "port": 8080})
    );
    assert_eq!(again.metadata.generation, Some(2));

    // The status, through the status subresource, and its own extract.
    let object = deploys
        .apply_status(
            &Apply::new("web", NS).with_status(StatusApply::default().with_ready_replicas(2)),
            "status-writer",
            false,
        )
        .await
        .unwrap();
    assert_eq!(
        serde_json::to_value(Apply::extract_status(&object, "status-writer").unwrap()).unwrap(),
        json!({
            "apiVersion": "customimagedeploy.example.com/v1",
            "kind": "CustomImageDeploy",
            "metadata": {"name": "web", "namespace": "default"},
            "status": {"readyReplicas": 2}
        })
    );
    // The main resource's extract of that manager holds none of it.
    assert_eq!(
        serde_json::to_value(Apply::extract(&object, "status-writer").unwrap())
            .unwrap()
            .get("status"),
        None
    );
}

#[tokio::test]
async fn a_configuration_without_a_name_is_refused_before_any_request() {
    let fake = FakeClientset::new();
    let deploys = fake.customimagedeploy_v1().customimagedeploys(NS);
    let err = deploys
        .apply(&Apply::default(), "shape", false)
        .await
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "Failed to build request: failed to validate request: an apply configuration needs metadata.name: build it with `new(name, …)` or `with_name`"
    );
    assert_eq!(fake.server().actions().len(), 0);
}

/// What the generator writes for the shapes a configuration has to handle: a nested
/// struct, a `listType=map` list keyed by two fields, a set, an atomic list of structs, a
/// map of structs, a recursive type behind a `Box`, a flattened struct, an enum (set
/// whole), a renamed field and one serialized `with` a function (any JSON).
#[test]
fn the_generated_configurations_of_every_shape() {
    let lib = r#"use std::collections::BTreeMap;

use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "shop.example.com", version = "v1", kind = "Store", namespaced, status = "StoreStatus")]
#[serde(rename_all = "camelCase")]
pub struct StoreSpec {
    pub owner: Person,
    #[crd(list_type = "map", list_map_keys("port", "protocol"))]
    pub ports: Vec<Port>,
    #[crd(list_type = "set")]
    pub tags: Vec<String>,
    #[serde(default)]
    pub shelves: Vec<Shelf>,
    #[serde(default)]
    pub branches: BTreeMap<String, Shelf>,
    #[serde(flatten)]
    pub hours: Hours,
    pub mode: Mode,
    #[serde(rename = "x-note")]
    pub note: Option<String>,
    #[serde(with = "as_text")]
    #[crd(type = "string")]
    pub size: u32,
}

mod as_text {
    pub fn serialize<S: serde::Serializer>(v: &u32, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&v.to_string())
    }
    pub fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
        let t: String = serde::Deserialize::deserialize(d)?;
        t.parse().map_err(serde::de::Error::custom)
    }
}

#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct Person {
    pub name: String,
    pub desk: Option<Box<Shelf>>,
}

#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct Port {
    pub port: i32,
    pub protocol: String,
    pub name: Option<String>,
}

#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct Shelf {
    pub items: i32,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct Hours {
    pub opens: String,
}

#[derive(Serialize, Deserialize, Clone, Debug)]
pub enum Mode {
    Open,
    Closed,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default)]
#[serde(rename_all = "camelCase")]
pub struct StoreStatus {
    pub open_shelves: i32,
}
"#;
    let module = crdgen_tests::client_module("shop", lib, "shop_v1.rs");
    let configurations = module
        .split_once("/// The apply configuration of a `Store`")
        .map(|(_, rest)| rest)
        .expect("the configurations");
    insta::assert_snapshot!(configurations);
}
