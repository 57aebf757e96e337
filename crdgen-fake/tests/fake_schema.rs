//! The fake enforces a custom resource's schema as kube-apiserver does: pruning,
//! defaulting and validation on create, update, every patch type, server-side apply
//! and the status and scale subresources, rejections being the server's 422 Status.

use crdgen_fake::FakeApiServer;
use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use kube::api::{Api, ApiResource, DynamicObject, Patch, PatchParams, PostParams};
use kube::core::{GroupVersionKind, Status};
use serde_json::{Value, json};

fn crd() -> CustomResourceDefinition {
    serde_json::from_value(json!({
        "apiVersion": "apiextensions.k8s.io/v1",
        "kind": "CustomResourceDefinition",
        "metadata": {"name": "dials.example.com"},
        "spec": {
            "group": "example.com",
            "names": {"kind": "Dial", "listKind": "DialList", "plural": "dials", "singular": "dial"},
            "scope": "Namespaced",
            "versions": [{
                "name": "v1", "served": true, "storage": true,
                "subresources": {"status": {}, "scale": {"specReplicasPath": ".spec.replicas", "statusReplicasPath": ".status.replicas"}},
                "schema": {"openAPIV3Schema": {
                    "type": "object",
                    "properties": {
                        "apiVersion": {"type": "string"},
                        "kind": {"type": "string"},
                        "metadata": {"type": "object"},
                        "spec": {
                            "type": "object",
                            "required": ["replicas"],
                            "x-kubernetes-validations": [{"rule": "self.replicas <= 100", "message": "at most 100 replicas"}],
                            "properties": {
                                "replicas": {"type": "integer", "minimum": 1},
                                "mode": {
                                    "type": "string", "enum": ["Fast", "Slow"], "default": "Slow",
                                    "x-kubernetes-validations": [{"rule": "self == oldSelf", "message": "mode is immutable"}]
                                },
                                "template": {"type": "object", "properties": {"metadata": {"type": "object"}}}
                            }
                        },
                        "status": {
                            "type": "object",
                            "properties": {"replicas": {"type": "integer", "minimum": 0}}
                        }
                    }
                }}
            }]
        }
    }))
    .unwrap()
}

fn dials(server: &FakeApiServer) -> Api<DynamicObject> {
    let resource = ApiResource::from_gvk(&GroupVersionKind::gvk("example.com", "v1", "Dial"));
    Api::namespaced_with(server.client(), "ns", &resource)
}

fn dial(name: &str, spec: Value) -> DynamicObject {
    serde_json::from_value(json!({
        "apiVersion": "example.com/v1", "kind": "Dial",
        "metadata": {"name": name}, "spec": spec
    }))
    .unwrap()
}

fn server() -> FakeApiServer {
    let server = FakeApiServer::new();
    server.register_crd(&crd());
    server
}

/// The Status a rejected request returns.
fn rejection<T: std::fmt::Debug>(result: Result<T, kube::Error>) -> Status {
    match result {
        Err(kube::Error::Api(status)) => *status,
        other => panic!("expected an API error, got {other:?}"),
    }
}

/// A 422 as `errors.NewInvalid` writes it for a Dial named `name`.
fn invalid(name: &str, message: &str, causes: Value) -> Status {
    serde_json::from_value(json!({
        "metadata": {},
        "status": "Failure",
        "message": format!("Dial.example.com \"{name}\" is invalid: {message}"),
        "reason": "Invalid",
        "details": {"name": name, "group": "example.com", "kind": "Dial", "causes": causes},
        "code": 422
    }))
    .unwrap()
}

#[tokio::test]
async fn create_prunes_defaults_and_validates() {
    let server = server();
    let api = dials(&server);
    let created = api
        .create(
            &PostParams::default(),
            &dial("a", json!({"replicas": 2, "junk": 1, "template": {"metadata": {"labels": {"app": "x"}}}})),
        )
        .await
        .unwrap();
    // Unknown fields are gone (the bare `metadata` object keeps nothing), the default
    // is filled in.
    assert_eq!(
        created.data["spec"],
        json!({"replicas": 2, "mode": "Slow", "template": {"metadata": {}}})
    );
    assert_eq!(
        rejection(
            api.create(
                &PostParams::default(),
                &dial("b", json!({"replicas": 0, "mode": "Medium"}))
            )
            .await
        ),
        invalid(
            "b",
            "[spec.mode: Unsupported value: \"Medium\": supported values: \"Fast\", \"Slow\", spec.replicas: Invalid value: 0: spec.replicas in body should be greater than or equal to 1, <nil>: Invalid value: null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation]",
            json!([
                {"reason": "FieldValueNotSupported", "message": "Unsupported value: \"Medium\": supported values: \"Fast\", \"Slow\"", "field": "spec.mode"},
                {"reason": "FieldValueInvalid", "message": "Invalid value: 0: spec.replicas in body should be greater than or equal to 1", "field": "spec.replicas"},
                {"reason": "FieldValueInvalid", "message": "Invalid value: null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation", "field": "<nil>"}
            ])
        )
    );
    assert_eq!(
        rejection(
            api.create(&PostParams::default(), &dial("c", json!({})))
                .await
        ),
        // A required field missing: the CEL rules are not run, and a cause says so.
        invalid(
            "c",
            "[spec.replicas: Required value, <nil>: Invalid value: null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation]",
            json!([
                {"reason": "FieldValueRequired", "message": "Required value", "field": "spec.replicas"},
                {"reason": "FieldValueInvalid", "message": "Invalid value: null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation", "field": "<nil>"}
            ])
        )
    );
}

#[tokio::test]
async fn updates_and_every_patch_type_are_validated() {
    let server = server();
    let api = dials(&server);
    let mut stored = api
        .create(&PostParams::default(), &dial("a", json!({"replicas": 2})))
        .await
        .unwrap();
    let below = invalid(
        "a",
        "spec.replicas: Invalid value: 0: spec.replicas in body should be greater than or equal to 1",
        json!([{"reason": "FieldValueInvalid", "message": "Invalid value: 0: spec.replicas in body should be greater than or equal to 1", "field": "spec.replicas"}]),
    );
    stored.data["spec"]["replicas"] = json!(0);
    assert_eq!(
        rejection(api.replace("a", &PostParams::default(), &stored).await),
        below
    );
    let merge = Patch::Merge(json!({"spec": {"replicas": 0}}));
    assert_eq!(
        rejection(api.patch("a", &PatchParams::default(), &merge).await),
        below
    );
    let json_patch: json_patch::Patch =
        serde_json::from_value(json!([{"op": "replace", "path": "/spec/replicas", "value": 0}]))
            .unwrap();
    assert_eq!(
        rejection(
            api.patch("a", &PatchParams::default(), &Patch::<()>::Json(json_patch))
                .await
        ),
        below
    );
    let apply = Patch::Apply(
        json!({"apiVersion": "example.com/v1", "kind": "Dial", "metadata": {"name": "a"}, "spec": {"replicas": 0}}),
    );
    assert_eq!(
        rejection(
            api.patch("a", &PatchParams::apply("tester").force(), &apply)
                .await
        ),
        below
    );
    // Through /scale, the same rule on the same field.
    let scale = Patch::Merge(json!({"spec": {"replicas": 0}}));
    assert_eq!(
        rejection(api.patch_scale("a", &PatchParams::default(), &scale).await),
        below
    );
    // A valid patch still goes through, defaulted.
    let ok = Patch::Merge(json!({"spec": {"replicas": 3, "mode": null}}));
    let patched = api.patch("a", &PatchParams::default(), &ok).await.unwrap();
    assert_eq!(patched.data["spec"], json!({"replicas": 3, "mode": "Slow"}));
}

#[tokio::test]
async fn status_is_validated_through_its_subresource_only() {
    let server = server();
    let api = dials(&server);
    api.create(&PostParams::default(), &dial("a", json!({"replicas": 2})))
        .await
        .unwrap();
    // The main resource ignores status, so an invalid one there is no error.
    let main = Patch::Merge(json!({"status": {"replicas": -1}}));
    let patched = api
        .patch("a", &PatchParams::default(), &main)
        .await
        .unwrap();
    assert_eq!(patched.data.get("status"), None);
    let status = Patch::Merge(json!({"status": {"replicas": -1}}));
    assert_eq!(
        rejection(
            api.patch_status("a", &PatchParams::default(), &status)
                .await
        ),
        invalid(
            "a",
            "status.replicas: Invalid value: -1: status.replicas in body should be greater than or equal to 0",
            json!([{"reason": "FieldValueInvalid", "message": "Invalid value: -1: status.replicas in body should be greater than or equal to 0", "field": "status.replicas"}])
        )
    );
    let status = Patch::Merge(json!({"status": {"replicas": 1, "extra": true}}));
    let written = api
        .patch_status("a", &PatchParams::default(), &status)
        .await
        .unwrap();
    assert_eq!(written.data["status"], json!({"replicas": 1}));
}

#[tokio::test]
async fn enforcement_can_be_switched_off() {
    let server = server();
    server.set_schema_enforcement(false);
    let api = dials(&server);
    let created = api
        .create(
            &PostParams::default(),
            &dial("a", json!({"replicas": 0, "junk": 1})),
        )
        .await
        .unwrap();
    assert_eq!(created.data["spec"], json!({"replicas": 0, "junk": 1}));
    server.set_schema_enforcement(true);
    let merge = Patch::Merge(json!({"spec": {"junk": 2}}));
    // Ratcheting: the stored replicas did not change, so they pass; junk is pruned.
    let patched = api
        .patch("a", &PatchParams::default(), &merge)
        .await
        .unwrap();
    assert_eq!(patched.data["spec"], json!({"replicas": 0, "mode": "Slow"}));
}

#[tokio::test]
async fn cel_rules_and_transition_rules_are_enforced() {
    let server = server();
    let api = dials(&server);
    assert_eq!(
        rejection(
            api.create(&PostParams::default(), &dial("a", json!({"replicas": 101})))
                .await
        ),
        invalid(
            "a",
            "spec: Invalid value: \"object\": at most 100 replicas",
            json!([{"reason": "FieldValueInvalid", "message": "Invalid value: \"object\": at most 100 replicas", "field": "spec"}])
        )
    );
    // The transition rule does not apply on create, and holds while mode stays.
    api.create(
        &PostParams::default(),
        &dial("a", json!({"replicas": 1, "mode": "Fast"})),
    )
    .await
    .unwrap();
    let same = Patch::Merge(json!({"spec": {"replicas": 2, "mode": "Fast"}}));
    api.patch("a", &PatchParams::default(), &same)
        .await
        .unwrap();
    let change = Patch::Merge(json!({"spec": {"mode": "Slow"}}));
    assert_eq!(
        rejection(api.patch("a", &PatchParams::default(), &change).await),
        invalid(
            "a",
            "spec.mode: Invalid value: \"string\": mode is immutable",
            json!([{"reason": "FieldValueInvalid", "message": "Invalid value: \"string\": mode is immutable", "field": "spec.mode"}])
        )
    );
}

/// A CRD registered from its YAML text (what the generated fake clientset does with the
/// CRD file's text) is enforced as one registered as a value; text that is not a CRD
/// is an error, not a panic.
#[tokio::test]
async fn a_crd_registered_from_yaml_is_enforced() {
    let server = FakeApiServer::new();
    let yaml = "# a comment, as crdgen's header may be\n---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: dials.example.com\nspec:\n  group: example.com\n  names:\n    kind: Dial\n    plural: dials\n  scope: Namespaced\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema:\n        type: object\n        properties:\n          spec:\n            type: object\n            properties:\n              replicas:\n                type: integer\n                minimum: 1\n";
    server.register_crd_yaml(yaml).unwrap();
    let status = rejection(
        dials(&server)
            .create(&PostParams::default(), &dial("d", json!({"replicas": 0})))
            .await,
    );
    assert_eq!(
        status.message,
        r#"Dial.example.com "d" is invalid: spec.replicas: Invalid value: 0: spec.replicas in body should be greater than or equal to 1"#
    );
    let err = server.register_crd_yaml("kind: [").unwrap_err();
    assert_eq!(
        err.to_string(),
        "not a CustomResourceDefinition: error: line 1 column 7: expected string scalar\n --> <input>:1:7\n  |\n1 | kind: [\n  |       ^ expected string scalar"
    );
}
