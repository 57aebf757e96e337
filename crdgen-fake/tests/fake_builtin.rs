//! Built-in kinds are decoded and checked as kube-apiserver decodes and validates
//! them: a wrong JSON type is the decoder's 400 (a patch's 422), unknown fields are
//! dropped with a warning or refused under `fieldValidation=Strict` (server-side apply
//! refuses them always), `null` becomes what Go stores, and the cases of Go validation
//! the fake reproduces are a 422 `Invalid` with the server's causes — while what the
//! server accepts (a field the OpenAPI definitions call required left empty, where Go
//! validation does not mind) is accepted.

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
    invalid_object("Deployment", "apps", name, causes)
}

/// `errors.NewInvalid` for an object of `kind` in `group` (`""` for the core group)
/// named `name` with these (field, message) causes, each cause's reason read from its
/// message as `ErrorType.String()` writes it.
fn invalid_object(kind: &str, group: &str, name: &str, causes: &[(&str, &str)]) -> Status {
    let messages: Vec<String> = causes.iter().map(|(f, m)| format!("{f}: {m}")).collect();
    let message = match messages.as_slice() {
        [one] => one.clone(),
        many => format!("[{}]", many.join(", ")),
    };
    let causes: Vec<Value> = causes
        .iter()
        .map(|(f, m)| {
            let reason = [
                ("Required value", "FieldValueRequired"),
                ("Invalid value", "FieldValueInvalid"),
                ("Unsupported value", "FieldValueNotSupported"),
                ("Duplicate value", "FieldValueDuplicate"),
                ("Not found", "FieldValueNotFound"),
            ]
            .iter()
            .find(|(text, _)| m.starts_with(text))
            .map(|(_, reason)| *reason)
            .unwrap();
            json!({"reason": reason, "message": m, "field": f})
        })
        .collect();
    let group_kind = if group.is_empty() {
        kind.to_owned()
    } else {
        format!("{kind}.{group}")
    };
    let mut details = json!({"name": name, "kind": kind, "causes": causes});
    if !group.is_empty() {
        details["group"] = json!(group);
    }
    status(json!({
        "metadata": {}, "status": "Failure",
        "message": format!("{group_kind} \"{name}\" is invalid: {message}"),
        "reason": "Invalid",
        "details": details,
        "code": 422
    }))
}

#[tokio::test]
async fn workloads_are_validated_as_the_server_validates_them() {
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
                "spec.template.spec.containers[1].image",
                "spec.template.spec.containers[1].env[0].name",
            ]
        )
    );
    // No spec at all: Go validates the zero spec, its zero template and pod spec.
    let mut body = deployment("g");
    body.as_object_mut().unwrap().remove("spec");
    assert_eq!(
        rejection(api.create(&post, &dynamic(body)).await),
        invalid(
            "g",
            &[
                ("spec.selector", "Required value"),
                (
                    "spec.template.metadata.labels",
                    "Invalid value: map[string]string(nil): `selector` does not match template `labels`"
                ),
                ("spec.template.spec.containers", "Required value"),
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

/// Where a kind is created: its collection in namespace `ns` (cluster-scoped kinds
/// have none), its kind and group.
struct Endpoint {
    collection: &'static str,
    kind: &'static str,
    group: &'static str,
}

const CONFIG_MAPS: Endpoint = Endpoint {
    collection: "/api/v1/namespaces/ns/configmaps",
    kind: "ConfigMap",
    group: "",
};
const PODS: Endpoint = Endpoint {
    collection: "/api/v1/namespaces/ns/pods",
    kind: "Pod",
    group: "",
};
const SERVICES: Endpoint = Endpoint {
    collection: "/api/v1/namespaces/ns/services",
    kind: "Service",
    group: "",
};
const DEPLOYMENTS: Endpoint = Endpoint {
    collection: "/apis/apps/v1/namespaces/ns/deployments",
    kind: "Deployment",
    group: "apps",
};
const REPLICA_SETS: Endpoint = Endpoint {
    collection: "/apis/apps/v1/namespaces/ns/replicasets",
    kind: "ReplicaSet",
    group: "apps",
};
const STATEFUL_SETS: Endpoint = Endpoint {
    collection: "/apis/apps/v1/namespaces/ns/statefulsets",
    kind: "StatefulSet",
    group: "apps",
};
const DAEMON_SETS: Endpoint = Endpoint {
    collection: "/apis/apps/v1/namespaces/ns/daemonsets",
    kind: "DaemonSet",
    group: "apps",
};
const JOBS: Endpoint = Endpoint {
    collection: "/apis/batch/v1/namespaces/ns/jobs",
    kind: "Job",
    group: "batch",
};
const CRON_JOBS: Endpoint = Endpoint {
    collection: "/apis/batch/v1/namespaces/ns/cronjobs",
    kind: "CronJob",
    group: "batch",
};
const ROLES: Endpoint = Endpoint {
    collection: "/apis/rbac.authorization.k8s.io/v1/namespaces/ns/roles",
    kind: "Role",
    group: "rbac.authorization.k8s.io",
};
const ROLE_BINDINGS: Endpoint = Endpoint {
    collection: "/apis/rbac.authorization.k8s.io/v1/namespaces/ns/rolebindings",
    kind: "RoleBinding",
    group: "rbac.authorization.k8s.io",
};
const CLUSTER_ROLE_BINDINGS: Endpoint = Endpoint {
    collection: "/apis/rbac.authorization.k8s.io/v1/clusterrolebindings",
    kind: "ClusterRoleBinding",
    group: "rbac.authorization.k8s.io",
};
const INGRESSES: Endpoint = Endpoint {
    collection: "/apis/networking.k8s.io/v1/namespaces/ns/ingresses",
    kind: "Ingress",
    group: "networking.k8s.io",
};

/// POSTs `fields` (an object's fields but metadata) named `name` to `endpoint`.
async fn create(
    server: &FakeApiServer,
    endpoint: &Endpoint,
    name: &str,
    fields: Value,
) -> http::Response<Vec<u8>> {
    let mut body = json!({"metadata": {"name": name}});
    if let (Some(body), Value::Object(fields)) = (body.as_object_mut(), fields) {
        body.extend(fields);
    }
    send(server, "POST", endpoint.collection, &body).await
}

/// The Status of a refused create.
async fn refused(server: &FakeApiServer, endpoint: &Endpoint, name: &str, fields: Value) -> Status {
    let response = create(server, endpoint, name, fields).await;
    assert_eq!(response.status(), 422, "{name}");
    serde_json::from_slice(response.body()).unwrap()
}

/// A stored object, after a create that must succeed.
async fn accepted(server: &FakeApiServer, endpoint: &Endpoint, name: &str, fields: Value) -> Value {
    let response = create(server, endpoint, name, fields).await;
    let body: Value = serde_json::from_slice(response.body()).unwrap();
    assert_eq!(response.status(), 201, "{name}: {body}");
    body
}

/// A pod spec of one valid container, with `fields` over it.
fn pod_spec(fields: Value) -> Value {
    let mut spec = json!({"containers": [{"name": "web", "image": "nginx"}]});
    if let (Some(spec), Value::Object(fields)) = (spec.as_object_mut(), fields) {
        spec.extend(fields);
    }
    spec
}

/// A pod template labelled `app: web` with this pod spec.
fn template(spec: Value) -> Value {
    json!({"metadata": {"labels": {"app": "web"}}, "spec": spec})
}

/// A workload spec selecting `app: web`, with this pod template.
fn workload(template: Value) -> Value {
    json!({"spec": {"selector": {"matchLabels": {"app": "web"}}, "template": template}})
}

/// A lowercase RFC 1123 label's message (`IsDNS1123Label`).
const DNS_LABEL: &str = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";

/// One case per entry of the fake's table of Go validation (its Go function in the
/// comment), each with the status kube-apiserver answers.
#[tokio::test]
async fn each_case_of_go_validation_is_the_servers_status() {
    let server = FakeApiServer::new();
    let check = |endpoint: &'static Endpoint, name: &'static str, causes: Vec<(String, String)>| {
        let causes: Vec<(&str, &str)> = causes
            .iter()
            .map(|(f, m)| (f.as_str(), m.as_str()))
            .collect();
        invalid_object(endpoint.kind, endpoint.group, name, &causes)
    };
    let c = |f: &str, m: &str| (f.to_owned(), m.to_owned());

    // validateOwnerReference (apimachinery): `Invalid`, the path without an index.
    assert_eq!(
        refused(
            &server,
            &CONFIG_MAPS,
            "owned",
            json!({"metadata": {"name": "owned", "ownerReferences": [
                {"apiVersion": "apps/", "kind": "", "name": "web", "uid": ""}
            ]}})
        )
        .await,
        check(
            &CONFIG_MAPS,
            "owned",
            vec![
                c(
                    "metadata.ownerReferences.apiVersion",
                    "Invalid value: \"apps/\": version must not be empty"
                ),
                c(
                    "metadata.ownerReferences.kind",
                    "Invalid value: \"\": kind must not be empty"
                ),
                c(
                    "metadata.ownerReferences.uid",
                    "Invalid value: \"\": uid must not be empty"
                ),
            ]
        )
    );
    // validateContainers: no containers.
    assert_eq!(
        refused(&server, &PODS, "empty", json!({"spec": {"containers": []}})).await,
        check(&PODS, "empty", vec![c("spec.containers", "Required value")])
    );
    // validateContainers: duplicate names.
    let twice =
        json!({"containers": [{"name": "web", "image": "a"}, {"name": "web", "image": "b"}]});
    assert_eq!(
        refused(&server, &PODS, "twice", json!({"spec": twice})).await,
        check(
            &PODS,
            "twice",
            vec![c("spec.containers[1].name", "Duplicate value: \"web\"")]
        )
    );
    // validateRestartPolicy.
    assert_eq!(
        refused(
            &server,
            &PODS,
            "policy",
            json!({"spec": pod_spec(json!({"restartPolicy": "Sometimes"}))})
        )
        .await,
        check(
            &PODS,
            "policy",
            vec![c(
                "spec.restartPolicy",
                "Unsupported value: \"Sometimes\": supported values: \"Always\", \"OnFailure\", \"Never\""
            )]
        )
    );
    // ValidateVolumeMounts.
    let mounts = pod_spec(json!({
        "volumes": [{"name": "data", "emptyDir": {}}],
        "containers": [{"name": "web", "image": "nginx", "volumeMounts": [
            {"name": "data", "mountPath": "/data"}, {"name": "cache", "mountPath": "/cache"}
        ]}],
    }));
    assert_eq!(
        refused(&server, &PODS, "mounts", json!({"spec": mounts})).await,
        check(
            &PODS,
            "mounts",
            vec![c(
                "spec.containers[0].volumeMounts[1].name",
                "Not found: \"cache\""
            )]
        )
    );
    // validateContainerCommon: the name.
    let named = template(json!({"containers": [{"name": "Web_1", "image": "nginx"}]}));
    assert_eq!(
        refused(&server, &DEPLOYMENTS, "named", workload(named)).await,
        check(
            &DEPLOYMENTS,
            "named",
            vec![c(
                "spec.template.spec.containers[0].name",
                &format!("Invalid value: \"Web_1\": {DNS_LABEL}")
            )]
        )
    );
    // validateContainerCommon: the image, in a pod template too.
    let imageless = template(json!({"containers": [{"name": "web"}]}));
    assert_eq!(
        refused(&server, &DEPLOYMENTS, "imageless", workload(imageless)).await,
        check(
            &DEPLOYMENTS,
            "imageless",
            vec![c(
                "spec.template.spec.containers[0].image",
                "Required value"
            )]
        )
    );
    // validateContainerPorts.
    let ports = pod_spec(
        json!({"containers": [{"name": "web", "image": "nginx", "ports": [{"name": "http"}]}]}),
    );
    assert_eq!(
        refused(&server, &PODS, "ports", json!({"spec": ports})).await,
        check(
            &PODS,
            "ports",
            vec![c(
                "spec.containers[0].ports[0].containerPort",
                "Required value"
            )]
        )
    );
    // ValidateEnv.
    let env = pod_spec(
        json!({"containers": [{"name": "web", "image": "nginx", "env": [{"value": "1"}]}]}),
    );
    assert_eq!(
        refused(&server, &PODS, "env", json!({"spec": env})).await,
        check(
            &PODS,
            "env",
            vec![c("spec.containers[0].env[0].name", "Required value")]
        )
    );
    // validateVolumeSource: no source.
    assert_eq!(
        refused(
            &server,
            &PODS,
            "sourceless",
            json!({"spec": pod_spec(json!({"volumes": [{"name": "data"}]}))})
        )
        .await,
        check(
            &PODS,
            "sourceless",
            vec![c(
                "spec.volumes[0]",
                "Required value: must specify a volume type"
            )]
        )
    );
    // ValidateVolumes: the name.
    assert_eq!(
        refused(
            &server,
            &PODS,
            "unnamed",
            json!({"spec": pod_spec(json!({"volumes": [{"emptyDir": {}}]}))})
        )
        .await,
        check(
            &PODS,
            "unnamed",
            vec![c("spec.volumes[0].name", "Required value")]
        )
    );
    // validateConfigMapVolumeSource, validateSecretVolumeSource,
    // validatePersistentClaimVolumeSource, validateHostPathVolumeSource.
    for (name, source, field) in [
        ("config", json!({"configMap": {}}), "configMap.name"),
        (
            "secret",
            json!({"secret": {"defaultMode": 420}}),
            "secret.secretName",
        ),
        (
            "claim",
            json!({"persistentVolumeClaim": {"claimName": ""}}),
            "persistentVolumeClaim.claimName",
        ),
        ("host", json!({"hostPath": {"path": ""}}), "hostPath.path"),
    ] {
        let mut volume = source;
        volume["name"] = json!("v");
        assert_eq!(
            refused(
                &server,
                &PODS,
                name,
                json!({"spec": pod_spec(json!({"volumes": [volume]}))})
            )
            .await,
            check(
                &PODS,
                name,
                vec![c(&format!("spec.volumes[0].{field}"), "Required value")]
            )
        );
    }
    // validateKeyToPath.
    let items = json!({"volumes": [{"name": "v", "configMap": {"name": "settings", "items": [{"key": "a"}]}}]});
    assert_eq!(
        refused(&server, &PODS, "items", json!({"spec": pod_spec(items)})).await,
        check(
            &PODS,
            "items",
            vec![c(
                "spec.volumes[0].configMap.items[0].path",
                "Required value"
            )]
        )
    );
    // ValidateService: ports, unless headless.
    assert_eq!(
        refused(
            &server,
            &SERVICES,
            "portless",
            json!({"spec": {"selector": {"app": "web"}}})
        )
        .await,
        check(
            &SERVICES,
            "portless",
            vec![c("spec.ports", "Required value")]
        )
    );
    // ValidateService: an ExternalName service's external name.
    assert_eq!(
        refused(
            &server,
            &SERVICES,
            "external",
            json!({"spec": {"type": "ExternalName"}})
        )
        .await,
        check(
            &SERVICES,
            "external",
            vec![c("spec.externalName", "Required value")]
        )
    );
    // validateServicePort: names with more than one port.
    assert_eq!(
        refused(
            &server,
            &SERVICES,
            "two",
            json!({"spec": {"ports": [{"name": "http", "port": 80}, {"port": 443}]}})
        )
        .await,
        check(
            &SERVICES,
            "two",
            vec![c("spec.ports[1].name", "Required value")]
        )
    );
    // validateServicePort: the port, and the target port defaulted to it.
    assert_eq!(
        refused(
            &server,
            &SERVICES,
            "zero",
            json!({"spec": {"ports": [{"name": "http"}]}})
        )
        .await,
        check(
            &SERVICES,
            "zero",
            vec![
                c(
                    "spec.ports[0].port",
                    "Invalid value: 0: must be between 1 and 65535, inclusive"
                ),
                c(
                    "spec.ports[0].targetPort",
                    "Invalid value: 0: must be between 1 and 65535, inclusive"
                ),
            ]
        )
    );
    // ValidateDeploymentSpec: the selector.
    let mut other = workload(template(pod_spec(json!({}))));
    other["spec"]["selector"] = json!({"matchLabels": {"app": "api"}});
    assert_eq!(
        refused(&server, &DEPLOYMENTS, "other", other).await,
        check(
            &DEPLOYMENTS,
            "other",
            vec![c(
                "spec.template.metadata.labels",
                "Invalid value: map[string]string{\"app\":\"web\"}: `selector` does not match template `labels`"
            )]
        )
    );
    // ValidatePodTemplateSpecForReplicaSet: restartPolicy Always (Deployments,
    // ReplicaSets), ValidateStatefulSetSpec, ValidateDaemonSetSpec.
    for (endpoint, name) in [
        (&DEPLOYMENTS, "never"),
        (&REPLICA_SETS, "never"),
        (&STATEFUL_SETS, "never"),
        (&DAEMON_SETS, "never"),
    ] {
        let never = workload(template(pod_spec(json!({"restartPolicy": "Never"}))));
        assert_eq!(
            refused(&server, endpoint, name, never).await,
            check(
                endpoint,
                name,
                vec![c(
                    "spec.template.spec.restartPolicy",
                    "Unsupported value: \"Never\": supported values: \"Always\""
                )]
            )
        );
    }
    // ValidateReplicaSetSpec: an empty selector (worded for deployments).
    let mut everything = workload(template(pod_spec(json!({}))));
    everything["spec"]["selector"] = json!({});
    assert_eq!(
        refused(&server, &REPLICA_SETS, "everything", everything.clone()).await,
        check(
            &REPLICA_SETS,
            "everything",
            vec![c(
                "spec.selector",
                "Invalid value: v1.LabelSelector{MatchLabels:map[string]string(nil), MatchExpressions:[]v1.LabelSelectorRequirement(nil)}: empty selector is invalid for deployment"
            )]
        )
    );
    // ValidateStatefulSetSpec: the selector.
    assert_eq!(
        refused(&server, &STATEFUL_SETS, "everything", everything.clone()).await,
        check(
            &STATEFUL_SETS,
            "everything",
            vec![c(
                "spec.selector",
                "Invalid value: v1.LabelSelector{MatchLabels:map[string]string(nil), MatchExpressions:[]v1.LabelSelectorRequirement(nil)}: empty selector is invalid for statefulset"
            )]
        )
    );
    // ValidateDaemonSetSpec: no `Required value`, a missing selector matches nothing.
    let mut selectorless = workload(template(pod_spec(json!({}))));
    selectorless["spec"]
        .as_object_mut()
        .unwrap()
        .remove("selector");
    assert_eq!(
        refused(&server, &DAEMON_SETS, "selectorless", selectorless).await,
        check(
            &DAEMON_SETS,
            "selectorless",
            vec![c(
                "spec.template.metadata.labels",
                "Invalid value: map[string]string{\"app\":\"web\"}: `selector` does not match template `labels`"
            )]
        )
    );
    // validateJobSpec: restartPolicy, defaulted to Always, must be OnFailure or Never.
    assert_eq!(
        refused(
            &server,
            &JOBS,
            "job",
            json!({"spec": {"template": {"spec": pod_spec(json!({}))}}})
        )
        .await,
        check(
            &JOBS,
            "job",
            vec![c(
                "spec.template.spec.restartPolicy",
                "Unsupported value: \"Always\": supported values: \"OnFailure\", \"Never\""
            )]
        )
    );
    // ValidateCronJobSpec: the schedule.
    let job = json!({"spec": {"template": {"spec": pod_spec(json!({"restartPolicy": "Never"}))}}});
    assert_eq!(
        refused(
            &server,
            &CRON_JOBS,
            "cron",
            json!({"spec": {"jobTemplate": job}})
        )
        .await,
        check(
            &CRON_JOBS,
            "cron",
            vec![c("spec.schedule", "Required value")]
        )
    );
    // ValidatePolicyRule.
    assert_eq!(
        refused(
            &server,
            &ROLES,
            "role",
            json!({"rules": [{"verbs": ["get"]}]})
        )
        .await,
        check(
            &ROLES,
            "role",
            vec![
                c(
                    "rules[0].apiGroups",
                    "Required value: resource rules must supply at least one api group"
                ),
                c(
                    "rules[0].resources",
                    "Required value: resource rules must supply at least one resource"
                ),
            ]
        )
    );
    // ValidateRoleBinding: the role reference (its apiGroup defaulted).
    assert_eq!(
        refused(
            &server,
            &ROLE_BINDINGS,
            "binding",
            json!({"roleRef": {"kind": "Roll", "name": ""}})
        )
        .await,
        check(
            &ROLE_BINDINGS,
            "binding",
            vec![
                c(
                    "roleRef.kind",
                    "Unsupported value: \"Roll\": supported values: \"Role\", \"ClusterRole\""
                ),
                c("roleRef.name", "Required value"),
            ]
        )
    );
    // ValidateRoleBindingSubject: a service account of a ClusterRoleBinding needs its
    // namespace.
    let subjects = json!({
        "roleRef": {"kind": "ClusterRole", "name": "view"},
        "subjects": [{"kind": "ServiceAccount", "name": "operator"}],
    });
    assert_eq!(
        refused(&server, &CLUSTER_ROLE_BINDINGS, "viewers", subjects).await,
        check(
            &CLUSTER_ROLE_BINDINGS,
            "viewers",
            vec![c("subjects[0].namespace", "Required value")]
        )
    );
    // validateIngressBackend (the default backend).
    assert_eq!(
        refused(
            &server,
            &INGRESSES,
            "portless",
            json!({"spec": {"defaultBackend": {"service": {"name": "web"}}}})
        )
        .await,
        check(
            &INGRESSES,
            "portless",
            vec![c(
                "spec.defaultBackend",
                "Required value: port name or number is required"
            )]
        )
    );
    // validateHTTPIngressRuleValue.
    assert_eq!(
        refused(
            &server,
            &INGRESSES,
            "pathless",
            json!({"spec": {"rules": [{"http": {"paths": []}}]}})
        )
        .await,
        check(
            &INGRESSES,
            "pathless",
            vec![c("spec.rules[0].http.paths", "Required value")]
        )
    );
    // validateHTTPIngressPath.
    let backend = json!({"service": {"name": "web", "port": {"number": 80}}});
    assert_eq!(
        refused(
            &server,
            &INGRESSES,
            "typeless",
            json!({"spec": {"rules": [{"http": {"paths": [
                {"path": "/", "backend": backend}
            ]}}]}})
        )
        .await,
        check(
            &INGRESSES,
            "typeless",
            vec![c(
                "spec.rules[0].http.paths[0].pathType",
                "Required value: pathType must be specified"
            )]
        )
    );
}

/// What kube-apiserver accepts is accepted: fields the OpenAPI definitions call
/// required (no `omitempty` in Go) left empty where Go validation does not mind, and
/// what the server defaults left out.
#[tokio::test]
async fn what_the_server_accepts_is_accepted() {
    let server = FakeApiServer::new();
    // A probe header with an empty value (HTTPHeader requires name and value), an env
    // var with `value: ""` and one with no value, `resources: {}`, a port without a
    // name (or a protocol: defaulted).
    let container = json!({
        "name": "web", "image": "nginx", "resources": {},
        "env": [{"name": "EMPTY", "value": ""}, {"name": "UNSET"}],
        "ports": [{"containerPort": 8080}],
        "livenessProbe": {"httpGet": {"port": 8080, "httpHeaders": [{"name": "X-Probe", "value": ""}]}},
    });
    let pod = accepted(
        &server,
        &PODS,
        "pod",
        json!({"spec": {"containers": [container.clone()]}}),
    )
    .await;
    assert_eq!(pod["spec"]["containers"][0], container);
    // A config map with an empty value.
    let config = accepted(
        &server,
        &CONFIG_MAPS,
        "config",
        json!({"data": {"empty": ""}}),
    )
    .await;
    assert_eq!(config["data"], json!({"empty": ""}));
    // A service with one unnamed port and no target port; a headless service without
    // ports.
    accepted(
        &server,
        &SERVICES,
        "web",
        json!({"spec": {"ports": [{"port": 80}]}}),
    )
    .await;
    accepted(
        &server,
        &SERVICES,
        "headless",
        json!({"spec": {"clusterIP": "None"}}),
    )
    .await;
    // A StatefulSet's pod spec is not validated by the server.
    let mut set = workload(template(json!({"containers": []})));
    set["spec"]["serviceName"] = json!("web");
    accepted(&server, &STATEFUL_SETS, "set", set).await;
    // A job that says how to restart; a cron job with its schedule.
    let job =
        json!({"spec": {"template": {"spec": pod_spec(json!({"restartPolicy": "OnFailure"}))}}});
    accepted(&server, &JOBS, "job", job.clone()).await;
    accepted(
        &server,
        &CRON_JOBS,
        "cron",
        json!({"spec": {"schedule": "*/5 * * * *", "jobTemplate": job}}),
    )
    .await;
    // RBAC with the API groups the server defaults left out, and the core group as `""`.
    accepted(
        &server,
        &ROLES,
        "role",
        json!({"rules": [
            {"verbs": ["get"], "apiGroups": [""], "resources": ["pods"]},
        ]}),
    )
    .await;
    accepted(&server, &ROLE_BINDINGS, "binding", json!({
        "roleRef": {"kind": "Role", "name": "role"},
        "subjects": [{"kind": "ServiceAccount", "name": "operator"}, {"kind": "User", "name": "jane"}],
    })).await;
    // An ingress whose backend names its port.
    accepted(&server, &INGRESSES, "ingress", json!({"spec": {"rules": [{"http": {"paths": [
        {"path": "/", "pathType": "Prefix", "backend": {"service": {"name": "web", "port": {"name": "http"}}}}
    ]}}]}})).await;
}

/// `null` decodes as Go decodes it: a map value or list item to its type's zero value
/// (a struct item to an empty struct, which validation then looks into), an optional
/// field to nothing.
#[tokio::test]
async fn nulls_are_stored_as_go_stores_them() {
    let server = FakeApiServer::new();
    let config = accepted(
        &server,
        &CONFIG_MAPS,
        "nulls",
        json!({
            "metadata": {"name": "nulls", "labels": {"app": null}, "annotations": null},
            "data": {"a": null, "b": "x"},
        }),
    )
    .await;
    assert_eq!(config["data"], json!({"a": "", "b": "x"}));
    assert_eq!(config["metadata"]["labels"], json!({"app": ""}));
    assert_eq!(config["metadata"].get("annotations"), None);
    let header = json!({"containers": [{"name": "web", "image": "nginx", "args": [null],
        "livenessProbe": {"httpGet": {"port": 80, "httpHeaders": [{"name": "X", "value": null}]}}}]});
    let pod = accepted(&server, &PODS, "header", json!({"spec": header})).await;
    assert_eq!(pod["spec"]["containers"][0]["args"], json!([""]));
    assert_eq!(
        pod["spec"]["containers"][0]["livenessProbe"]["httpGet"]["httpHeaders"],
        json!([{"name": "X", "value": ""}])
    );
    // A null container is a zero Container: no name, no image.
    assert_eq!(
        refused(
            &server,
            &PODS,
            "null",
            json!({"spec": {"containers": [null]}})
        )
        .await,
        invalid_object(
            "Pod",
            "",
            "null",
            &[
                ("spec.containers[0].name", "Required value"),
                ("spec.containers[0].image", "Required value"),
            ]
        )
    );
}

/// RBAC's roles and bindings are named by `path.IsValidPathSegmentName`, not as DNS
/// subdomains: `system:aggregate-to-view` is a valid name, `a%b` is not.
#[tokio::test]
async fn rbac_names_are_path_segments() {
    let server = FakeApiServer::new();
    let roles = Endpoint {
        collection: "/apis/rbac.authorization.k8s.io/v1/clusterroles",
        kind: "ClusterRole",
        group: "rbac.authorization.k8s.io",
    };
    accepted(&server, &roles, "system:aggregate-to-view", json!({})).await;
    let response = create(&server, &ROLES, "a%b", json!({})).await;
    let status: Status = serde_json::from_slice(response.body()).unwrap();
    assert_eq!(
        status,
        invalid_object(
            "Role",
            "rbac.authorization.k8s.io",
            "a%b",
            &[(
                "metadata.name",
                "Invalid value: \"a%b\": may not contain '%'"
            )]
        )
    );
}

/// Pods are selected by the fields the server selects them by
/// (`pod.ToSelectableFields`), missing ones read with the server's defaults; other
/// fields are still refused.
#[tokio::test]
async fn pods_are_selected_by_their_fields() {
    use k8s_openapi::api::core::v1::Pod;
    use kube::api::ListParams;
    let server = FakeApiServer::new();
    for (name, node, phase) in [("a", "node-1", "Running"), ("b", "node-2", "Pending")] {
        accepted(
            &server,
            &PODS,
            name,
            json!({"spec": pod_spec(json!({"nodeName": node}))}),
        )
        .await;
        let item = format!("/api/v1/namespaces/ns/pods/{name}/status");
        let status = json!({"metadata": {"name": name}, "status": {"phase": phase}});
        let request = Request::builder()
            .method("PATCH")
            .uri(&item)
            .header("content-type", "application/merge-patch+json")
            .body(kube::client::Body::from(status.to_string().into_bytes()))
            .unwrap();
        let patched = server.client().send(request).await.unwrap();
        assert_eq!(patched.status(), 200);
    }
    let pods: Api<Pod> = Api::namespaced(server.client(), "ns");
    let names = |list: kube::core::ObjectList<Pod>| -> Vec<String> {
        list.items
            .into_iter()
            .filter_map(|p| p.metadata.name)
            .collect()
    };
    let select = |fields: &str| ListParams::default().fields(fields);
    assert_eq!(
        names(pods.list(&select("spec.nodeName=node-1")).await.unwrap()),
        ["a"]
    );
    assert_eq!(
        names(pods.list(&select("status.phase!=Running")).await.unwrap()),
        ["b"]
    );
    assert_eq!(
        names(
            pods.list(&select("spec.restartPolicy=Always,spec.hostNetwork=false"))
                .await
                .unwrap()
        ),
        ["a", "b"]
    );
    let refused = pods.list(&select("spec.containers=web")).await;
    assert_eq!(
        rejection(refused),
        bad_request("field label not supported: spec.containers")
    );
}

/// A strategic merge patch merges a Deployment's containers by name, as the server
/// does: a patch that names a container to add an env var keeps its image (which a
/// merge patch's list replacement would lose, and validation then refuse).
#[tokio::test]
async fn strategic_merge_patches_merge_lists_by_key() {
    let server = FakeApiServer::new();
    let api = deployments(&server);
    let mut body = deployment("a");
    body["spec"]["template"]["spec"]["containers"] = json!([
        {"name": "web", "image": "nginx", "ports": [{"containerPort": 80}]},
        {"name": "proxy", "image": "envoy"},
    ]);
    body["spec"]["template"]["spec"]["volumes"] = json!([{"name": "data", "emptyDir": {}}]);
    api.create(&PostParams::default(), &dynamic(body))
        .await
        .unwrap();
    let patch = json!({"spec": {"template": {"spec": {
        "containers": [
            {"name": "web", "env": [{"name": "MODE", "value": "fast"}], "ports": [{"containerPort": 8080}]},
            {"name": "proxy", "$patch": "delete"},
            {"name": "debug", "image": "busybox"},
        ],
        "volumes": [{"name": "cache", "emptyDir": {}}],
        "$setElementOrder/containers": [{"name": "web"}, {"name": "debug"}],
    }}}});
    let patched = api
        .patch("a", &PatchParams::default(), &Patch::Strategic(patch))
        .await
        .unwrap();
    assert_eq!(
        patched.data["spec"]["template"]["spec"],
        json!({
            "containers": [
                {"name": "web", "image": "nginx",
                 "ports": [{"containerPort": 80}, {"containerPort": 8080}],
                 "env": [{"name": "MODE", "value": "fast"}]},
                {"name": "debug", "image": "busybox"},
            ],
            "volumes": [{"name": "data", "emptyDir": {}}, {"name": "cache", "emptyDir": {}}],
        })
    );
}

/// The strategic merge directives kubectl and client-go send: `$patch: replace` as a
/// list item replaces the list, `$retainKeys` clears the keys it does not list (a volume
/// switched from one source to another keeps only the new one), and
/// `$deleteFromPrimitiveList/finalizers` removes a finalizer.
#[tokio::test]
async fn strategic_merge_patches_honour_replace_retain_keys_and_primitive_deletes() {
    let server = FakeApiServer::new();
    let api = deployments(&server);
    let mut body = deployment("a");
    body["metadata"]["finalizers"] = json!(["example.com/a", "example.com/b"]);
    body["spec"]["template"]["spec"]["containers"] = json!([
        {"name": "web", "image": "nginx", "volumeMounts": [{"name": "data", "mountPath": "/d"}]},
        {"name": "proxy", "image": "envoy"},
    ]);
    body["spec"]["template"]["spec"]["volumes"] =
        json!([{"name": "data", "configMap": {"name": "c"}}]);
    api.create(&PostParams::default(), &dynamic(body))
        .await
        .unwrap();
    let patch = json!({
        "metadata": {"$deleteFromPrimitiveList/finalizers": ["example.com/a"]},
        "spec": {"template": {"spec": {
            "containers": [
                {"$patch": "replace"},
                {"name": "web", "image": "nginx:2", "volumeMounts": [{"name": "data", "mountPath": "/d"}]},
            ],
            "volumes": [{"name": "data", "secret": {"secretName": "s"}, "$retainKeys": ["name", "secret"]}],
        }}},
    });
    let patched = api
        .patch("a", &PatchParams::default(), &Patch::Strategic(patch))
        .await
        .unwrap();
    assert_eq!(
        patched.data["spec"]["template"]["spec"],
        json!({
            "containers": [
                {"name": "web", "image": "nginx:2", "volumeMounts": [{"name": "data", "mountPath": "/d"}]},
            ],
            "volumes": [{"name": "data", "secret": {"secretName": "s"}}],
        })
    );
    assert_eq!(
        patched.metadata.finalizers,
        Some(vec!["example.com/b".to_owned()])
    );
}
