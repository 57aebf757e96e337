//! A custom resource's ObjectMeta is validated as kube-apiserver validates it
//! (`ValidateObjectMetaAccessor` with `NameIsDNSSubdomain`): label keys and values,
//! annotation keys and their total size, finalizer names, generateName and owner
//! references, on create and on update, each refused with the server's 422 and exact
//! message; the valid edge cases are stored.

use crdgen_fake::FakeApiServer;
use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use kube::api::{Api, ApiResource, DynamicObject, Patch, PatchParams, PostParams};
use kube::core::GroupVersionKind;
use serde_json::{Value, json};

const NAME_PART: &str = "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const LABEL_VALUE: &str = "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";
const SUBDOMAIN: &str = "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";

fn crd() -> CustomResourceDefinition {
    serde_json::from_value(json!({
        "apiVersion": "apiextensions.k8s.io/v1",
        "kind": "CustomResourceDefinition",
        "metadata": {"name": "widgets.example.com"},
        "spec": {
            "group": "example.com",
            "names": {"kind": "Widget", "listKind": "WidgetList", "plural": "widgets", "singular": "widget"},
            "scope": "Namespaced",
            "versions": [{
                "name": "v1", "served": true, "storage": true,
                "schema": {"openAPIV3Schema": {
                    "type": "object",
                    "properties": {
                        "apiVersion": {"type": "string"},
                        "kind": {"type": "string"},
                        "metadata": {"type": "object"},
                        "spec": {"type": "object", "properties": {"size": {"type": "integer"}}}
                    }
                }}
            }]
        }
    }))
    .unwrap()
}

fn widgets(server: &FakeApiServer) -> Api<DynamicObject> {
    let resource = ApiResource::from_gvk(&GroupVersionKind::gvk("example.com", "v1", "Widget"));
    Api::namespaced_with(server.client(), "ns", &resource)
}

fn server() -> FakeApiServer {
    let server = FakeApiServer::new();
    server.register_crd(&crd());
    server
}

fn widget(metadata: Value) -> DynamicObject {
    serde_json::from_value(json!({
        "apiVersion": "example.com/v1", "kind": "Widget",
        "metadata": metadata, "spec": {"size": 1}
    }))
    .unwrap()
}

/// The create's 422 message, or `None` when the object was stored.
async fn create(metadata: Value) -> Option<String> {
    let server = server();
    match widgets(&server)
        .create(&PostParams::default(), &widget(metadata))
        .await
    {
        Ok(_) => None,
        Err(kube::Error::Api(status)) => {
            assert_eq!((status.code, status.reason.as_str()), (422, "Invalid"));
            Some(status.message)
        }
        Err(other) => panic!("not an API error: {other}"),
    }
}

#[tokio::test]
async fn a_label_key_that_is_not_a_qualified_name_is_refused() {
    assert_eq!(
        create(json!({"name": "w", "labels": {"bad key!": "v"}}))
            .await
            .unwrap(),
        format!(
            r#"Widget.example.com "w" is invalid: metadata.labels: Invalid value: "bad key!": {NAME_PART}"#
        )
    );
    assert_eq!(
        create(json!({"name": "w", "labels": {"Example.com/key": "v"}}))
            .await
            .unwrap(),
        format!(
            r#"Widget.example.com "w" is invalid: metadata.labels: Invalid value: "Example.com/key": prefix part {SUBDOMAIN}"#
        )
    );
}

#[tokio::test]
async fn a_label_value_too_long_or_badly_formed_is_refused() {
    let long = "a".repeat(64);
    assert_eq!(
        create(json!({"name": "w", "labels": {"app": long}}))
            .await
            .unwrap(),
        format!(
            r#"Widget.example.com "w" is invalid: metadata.labels: Invalid value: "{long}": must be no more than 63 characters"#
        )
    );
    assert_eq!(
        create(json!({"name": "w", "labels": {"app": "-web"}}))
            .await
            .unwrap(),
        format!(
            r#"Widget.example.com "w" is invalid: metadata.labels: Invalid value: "-web": {LABEL_VALUE}"#
        )
    );
}

#[tokio::test]
async fn valid_edge_cases_of_labels_annotations_and_finalizers_are_stored() {
    // Keys and values together exactly at the 256 KiB limit.
    let (key, value) = ("Example.com/Some-Key", "anything goes: here!");
    let at_limit = "a".repeat(256 * 1024 - key.len() - value.len() - "note".len());
    let metadata = json!({
        "name": "w",
        "labels": {"app": "a".repeat(63), "example.com/key": "", "a.b_c-d": "X.y_z-0"},
        "annotations": {key: value, "note": at_limit},
        "finalizers": ["example.com/cleanup", "plain"],
    });
    assert_eq!(create(metadata).await, None);
}

#[tokio::test]
async fn annotation_keys_and_their_total_size_are_checked() {
    assert_eq!(
        create(json!({"name": "w", "annotations": {"bad key": "v"}}))
            .await
            .unwrap(),
        format!(
            r#"Widget.example.com "w" is invalid: metadata.annotations: Invalid value: "bad key": {NAME_PART}"#
        )
    );
    let over = "a".repeat(256 * 1024 - "note".len() + 1);
    assert_eq!(
        create(json!({"name": "w", "annotations": {"note": over}}))
            .await
            .unwrap(),
        r#"Widget.example.com "w" is invalid: metadata.annotations: Too long: may not be more than 262144 bytes"#
    );
}

#[tokio::test]
async fn finalizer_names_are_qualified_names() {
    assert_eq!(
        create(json!({"name": "w", "finalizers": ["example.com/clean up"]}))
            .await
            .unwrap(),
        format!(
            r#"Widget.example.com "w" is invalid: metadata.finalizers: Invalid value: "example.com/clean up": {NAME_PART}"#
        )
    );
}

#[tokio::test]
async fn a_bad_generate_name_is_refused_with_the_name_generated_from_it() {
    let message = create(json!({"generateName": "Web-"})).await.unwrap();
    // The seeded generator's five characters follow the prefix.
    let name = message
        .strip_prefix(r#"Widget.example.com ""#)
        .and_then(|rest| rest.split('"').next())
        .unwrap()
        .to_owned();
    assert!(name.starts_with("Web-") && name.len() == 9, "{name}");
    assert_eq!(
        message,
        format!(
            r#"Widget.example.com "{name}" is invalid: [metadata.generateName: Invalid value: "Web-": {SUBDOMAIN}, metadata.name: Invalid value: "{name}": {SUBDOMAIN}]"#
        )
    );
    assert_eq!(create(json!({"generateName": "web-"})).await, None);
}

#[tokio::test]
async fn owner_references_need_a_version_a_kind_a_name_and_a_uid() {
    let message = create(json!({
        "name": "w",
        "ownerReferences": [{"apiVersion": "example.com/", "kind": "", "name": "", "uid": ""}],
    }))
    .await
    .unwrap();
    assert_eq!(
        message,
        r#"Widget.example.com "w" is invalid: [metadata.ownerReferences.apiVersion: Invalid value: "example.com/": version must not be empty, metadata.ownerReferences.kind: Invalid value: "": must not be empty, metadata.ownerReferences.name: Invalid value: "": must not be empty, metadata.ownerReferences.uid: Invalid value: "": must not be empty]"#
    );
}

#[tokio::test]
async fn an_update_or_patch_that_adds_a_bad_label_is_refused() {
    let server = server();
    let api = widgets(&server);
    api.create(&PostParams::default(), &widget(json!({"name": "w"})))
        .await
        .unwrap();
    let patch = json!({"metadata": {"labels": {"bad key!": "v"}}});
    let err = api
        .patch("w", &PatchParams::default(), &Patch::Merge(&patch))
        .await
        .unwrap_err();
    let kube::Error::Api(status) = err else {
        panic!("not an API error: {err}")
    };
    assert_eq!(
        status.message,
        format!(
            r#"Widget.example.com "w" is invalid: metadata.labels: Invalid value: "bad key!": {NAME_PART}"#
        )
    );
    let stored = api.get("w").await.unwrap();
    assert_eq!(stored.metadata.labels, None);
}
