//! Built-in kinds are decoded and checked against the OpenAPI definitions as
//! kube-apiserver decodes and validates them: a wrong JSON type is the decoder's 400
//! (a patch's 422), unknown fields are dropped with a warning or refused under
//! `fieldValidation=Strict` (server-side apply refuses them always), a missing
//! required field is a 422 `Required value`.

use crdgen_fake::FakeApiServer;
use http::Request;
use k8s_openapi::api::apps::v1::Deployment;
use kube::api::{Api, ApiResource, DynamicObject, Patch, PatchParams, PostParams};
use kube::core::{GroupVersionKind, Status};
use serde_json::{Value, json};

/// A Deployment the server stores.
fn deployment(name: &str) -> Value {
    json!({
        "apiVersion": "apps/v1", "kind": "Deployment",
        "metadata": {"name": name},
        "spec": {
            "selector": {"matchLabels": {"app": name}},
            "template": {
                "metadata": {"labels": {"app": name}},
                "spec": {"containers": [{"name": "web", "image": "nginx"}]}
            }
        }
    })
}

fn dynamic(value: Value) -> DynamicObject {
    serde_json::from_value(value).unwrap()
}

fn deployments(server: &FakeApiServer) -> Api<DynamicObject> {
    let resource = ApiResource::from_gvk(&GroupVersionKind::gvk("apps", "v1", "Deployment"));
    Api::namespaced_with(server.client(), "ns", &resource)
}

/// The Status a rejected request returns.
fn rejection<T: std::fmt::Debug>(result: Result<T, kube::Error>) -> Status {
    match result {
        Err(kube::Error::Api(status)) => *status,
        other => panic!("expected an API error, got {other:?}"),
    }
}

fn status(value: Value) -> Status {
    serde_json::from_value(value).unwrap()
}

/// A 400 without details.
fn bad_request(message: &str) -> Status {
    status(json!({
        "metadata": {}, "status": "Failure", "message": message,
        "reason": "BadRequest", "code": 400
    }))
}

/// `errors.NewInvalid` for a Deployment named `name`, every cause a
/// `Required value`.
fn required(name: &str, fields: &[&str]) -> Status {
    let causes: Vec<(&str, &str)> = fields.iter().map(|f| (*f, "Required value")).collect();
    invalid(name, &causes)
}

/// `errors.NewInvalid` for a Deployment named `name` with these (field, message)
/// causes.
fn invalid(name: &str, causes: &[(&str, &str)]) -> Status {
    let messages: Vec<String> = causes.iter().map(|(f, m)| format!("{f}: {m}")).collect();
    let message = match messages.as_slice() {
        [one] => one.clone(),
        many => format!("[{}]", many.join(", ")),
    };
    let causes: Vec<Value> = causes
        .iter()
        .map(|(f, m)| {
            let reason = if m.starts_with("Required value") {
                "FieldValueRequired"
            } else {
                "FieldValueInvalid"
            };
            json!({"reason": reason, "message": m, "field": f})
        })
        .collect();
    status(json!({
        "metadata": {}, "status": "Failure",
        "message": format!("Deployment.apps \"{name}\" is invalid: {message}"),
        "reason": "Invalid",
        "details": {"name": name, "group": "apps", "kind": "Deployment", "causes": causes},
        "code": 422
    }))
}

#[tokio::test]
async fn missing_required_fields_are_invalid() {
    let server = FakeApiServer::new();
    let api = deployments(&server);
    let post = PostParams::default();

    // The server's famous pair: a nil selector matches no labels.
    let mut body = deployment("b");
    body["spec"].as_object_mut().unwrap().remove("selector");
    assert_eq!(
        rejection(api.create(&post, &dynamic(body)).await),
        invalid(
            "b",
            &[
                ("spec.selector", "Required value"),
                (
                    "spec.template.metadata.labels",
                    "Invalid value: map[string]string{\"app\":\"b\"}: `selector` does not match template `labels`"
                ),
            ]
        )
    );
    // k8s-openapi's `LabelSelector::default()`, and labels the selector misses.
    let mut body = deployment("e");
    body["spec"]["selector"] = json!({});
    assert_eq!(
        rejection(api.create(&post, &dynamic(body)).await),
        invalid(
            "e",
            &[(
                "spec.selector",
                "Invalid value: v1.LabelSelector{MatchLabels:map[string]string(nil), MatchExpressions:[]v1.LabelSelectorRequirement(nil)}: empty selector is invalid for deployment"
            )]
        )
    );
    let mut body = deployment("f");
    body["spec"]["template"]["metadata"]["labels"] = json!({"app": "other"});
    assert_eq!(
        rejection(api.create(&post, &dynamic(body)).await),
        invalid(
            "f",
            &[(
                "spec.template.metadata.labels",
                "Invalid value: map[string]string{\"app\":\"other\"}: `selector` does not match template `labels`"
            )]
        )
    );

    let mut body = deployment("c");
    body["spec"]["template"]["spec"]["containers"] = json!([]);
    assert_eq!(
        rejection(api.create(&post, &dynamic(body)).await),
        required("c", &["spec.template.spec.containers"])
    );

    let mut body = deployment("d");
    body["spec"]["template"]["spec"]["containers"] =
        json!([{"image": "nginx"}, {"name": "sidecar", "env": [{"value": "1"}]}]);
    assert_eq!(
        rejection(api.create(&post, &dynamic(body)).await),
        required(
            "d",
            &[
                "spec.template.spec.containers[0].name",
                "spec.template.spec.containers[1].env[0].name",
            ]
        )
    );

    // Updates are validated as well, and nothing was stored by the failed creates.
    let stored = api.create(&post, &dynamic(deployment("a"))).await.unwrap();
    let mut body = serde_json::to_value(&stored).unwrap();
    body["spec"]["template"]["spec"]["containers"][0]["name"] = json!("");
    assert_eq!(
        rejection(api.replace("a", &post, &dynamic(body)).await),
        required("a", &["spec.template.spec.containers[0].name"])
    );
    let names: Vec<String> = server
        .list::<Deployment>(Some("ns"))
        .into_iter()
        .filter_map(|d| d.metadata.name)
        .collect();
    assert_eq!(names, ["a"]);
}

#[tokio::test]
async fn wrong_json_types_are_the_decoders_errors() {
    let server = FakeApiServer::new();
    let api = deployments(&server);
    let post = PostParams::default();

    let mut body = deployment("a");
    body["spec"]["replicas"] = json!("three");
    assert_eq!(
        rejection(api.create(&post, &dynamic(body)).await),
        bad_request(
            "Deployment in version \"v1\" cannot be handled as a Deployment: json: cannot unmarshal string into Go struct field DeploymentSpec.spec.replicas of type int32"
        )
    );
    let mut body = deployment("a");
    body["spec"]["template"]["spec"]["containers"][0]["ports"] = json!({"containerPort": 80});
    assert_eq!(
        rejection(api.create(&post, &dynamic(body)).await),
        bad_request(
            "Deployment in version \"v1\" cannot be handled as a Deployment: json: cannot unmarshal object into Go struct field Container.spec.template.spec.containers.ports of type []v1.ContainerPort"
        )
    );

    // An update says the same; a patch reports the patched object as an invalid `patch`.
    let stored = api.create(&post, &dynamic(deployment("a"))).await.unwrap();
    let mut body = serde_json::to_value(&stored).unwrap();
    body["spec"]["replicas"] = json!(1.5);
    assert_eq!(
        rejection(api.replace("a", &post, &dynamic(body)).await),
        bad_request(
            "Deployment in version \"v1\" cannot be handled as a Deployment: json: cannot unmarshal number 1.5 into Go struct field DeploymentSpec.spec.replicas of type int32"
        )
    );
    // The server's message carries the patched object; here as serde_json writes it.
    let item = "/apis/apps/v1/namespaces/ns/deployments/a";
    let mut patched: Value =
        serde_json::from_slice(send(&server, "GET", item, &Value::Null).await.body()).unwrap();
    patched["spec"]["replicas"] = json!("three");
    let detail = format!(
        "Invalid value: {}: json: cannot unmarshal string into Go struct field DeploymentSpec.spec.replicas of type int32",
        crdgen_apiserver::field::go_quote(&patched.to_string())
    );
    let patch = Patch::Merge(json!({"spec": {"replicas": "three"}}));
    assert_eq!(
        rejection(api.patch("a", &PatchParams::default(), &patch).await),
        status(json!({
            "metadata": {}, "status": "Failure",
            "message": format!(" \"\" is invalid: patch: {detail}"),
            "reason": "Invalid",
            "details": {"causes": [{"reason": "FieldValueInvalid", "message": detail, "field": "patch"}]},
            "code": 422
        }))
    );
}

/// A raw request, for the response headers kube's typed calls do not show.
async fn send(
    server: &FakeApiServer,
    method: &str,
    uri: &str,
    body: &Value,
) -> http::Response<Vec<u8>> {
    let request = Request::builder()
        .method(method)
        .uri(uri)
        .header("content-type", "application/json")
        .body(kube::client::Body::from(body.to_string().into_bytes()))
        .unwrap();
    let response = server.client().send(request).await.unwrap();
    let (parts, body) = response.into_parts();
    let bytes = http_body_util::BodyExt::collect(body)
        .await
        .unwrap()
        .to_bytes();
    http::Response::from_parts(parts, bytes.to_vec())
}

fn warnings(response: &http::Response<Vec<u8>>) -> Vec<String> {
    response
        .headers()
        .get_all("warning")
        .iter()
        .map(|v| v.to_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn unknown_fields_follow_field_validation() {
    let server = FakeApiServer::new();
    let collection = "/apis/apps/v1/namespaces/ns/deployments";
    let mut body = deployment("a");
    body["spec"]["replicaz"] = json!(2);
    body["spec"]["template"]["spec"]["containers"][0]["imagePullPolicyx"] = json!("Always");

    // No fieldValidation, as kube sends it: stored without them, one warning each.
    let response = send(&server, "POST", collection, &body).await;
    assert_eq!(response.status(), 201);
    assert_eq!(
        warnings(&response),
        [
            r#"299 - "unknown field \"spec.replicaz\"""#,
            r#"299 - "unknown field \"spec.template.spec.containers[0].imagePullPolicyx\"""#,
        ]
    );
    let stored: Value = serde_json::from_slice(response.body()).unwrap();
    assert_eq!(stored["spec"], deployment("a")["spec"]);

    body["metadata"]["name"] = json!("b");
    let response = send(
        &server,
        "POST",
        &format!("{collection}?fieldValidation=Ignore"),
        &body,
    )
    .await;
    assert_eq!(response.status(), 201);
    assert!(warnings(&response).is_empty());

    body["metadata"]["name"] = json!("c");
    let response = send(
        &server,
        "POST",
        &format!("{collection}?fieldValidation=Strict"),
        &body,
    )
    .await;
    assert_eq!(response.status(), 400);
    let strict: Status = serde_json::from_slice(response.body()).unwrap();
    assert_eq!(
        strict,
        bad_request(
            "Deployment in version \"v1\" cannot be handled as a Deployment: strict decoding error: unknown field \"spec.replicaz\", unknown field \"spec.template.spec.containers[0].imagePullPolicyx\""
        )
    );

    let response = send(
        &server,
        "POST",
        &format!("{collection}?fieldValidation=Loud"),
        &body,
    )
    .await;
    let refused: Status = serde_json::from_slice(response.body()).unwrap();
    assert_eq!(
        refused,
        status(json!({
            "metadata": {}, "status": "Failure",
            "message": "CreateOptions.meta.k8s.io \"\" is invalid: fieldValidation: Unsupported value: \"Loud\": supported values: \"\", \"Ignore\", \"Strict\", \"Warn\"",
            "reason": "Invalid",
            "details": {"group": "meta.k8s.io", "kind": "CreateOptions", "causes": [{
                "reason": "FieldValueNotSupported",
                "message": "Unsupported value: \"Loud\": supported values: \"\", \"Ignore\", \"Strict\", \"Warn\"",
                "field": "fieldValidation"
            }]},
            "code": 422
        }))
    );

    // A merge patch under Strict: the strict error alone.
    let api = deployments(&server);
    let patch = Patch::Merge(json!({"spec": {"paused": true, "pausd": true}}));
    assert_eq!(
        rejection(
            api.patch("a", &PatchParams::default().validation_strict(), &patch)
                .await
        ),
        bad_request("strict decoding error: unknown field \"spec.pausd\"")
    );
}

#[tokio::test]
async fn apply_refuses_fields_the_kind_does_not_have() {
    let server = FakeApiServer::new();
    let api = deployments(&server);
    let mut body = deployment("a");
    body["spec"]["template"]["spec"]["containers"][0]["imagePullPolicyx"] = json!("Always");
    let apply = PatchParams::apply("tester").validation_ignore();
    assert_eq!(
        rejection(api.patch("a", &apply, &Patch::Apply(&body)).await),
        status(json!({
            "metadata": {}, "status": "Failure",
            "message": "failed to create typed patch object (ns/a; apps/v1, Kind=Deployment): .spec.template.spec.containers[name=\"web\"].imagePullPolicyx: field not declared in schema",
            "code": 500
        }))
    );
    let created = api
        .patch("a", &apply, &Patch::Apply(deployment("a")))
        .await
        .unwrap();
    assert_eq!(created.data["spec"], deployment("a")["spec"]);
}

#[tokio::test]
async fn enforcement_off_stores_built_ins_as_sent() {
    let server = FakeApiServer::new();
    server.set_schema_enforcement(false);
    let mut body = deployment("a");
    body["spec"].as_object_mut().unwrap().remove("selector");
    body["spec"]["replicaz"] = json!("three");
    let created = deployments(&server)
        .create(&PostParams::default(), &dynamic(body.clone()))
        .await
        .unwrap();
    assert_eq!(created.data["spec"], body["spec"]);
}
