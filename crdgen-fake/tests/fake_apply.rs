//! Server-side apply and managedFields in the fake API server, through `kube::Api`: field
//! ownership, conflicts and `force`, removal of fields a manager stops applying,
//! and list types from the CRD schema.

use crdgen::{CustomResource, CustomResourceExt};
use crdgen_fake::FakeApiServer;
use k8s_openapi::jiff::Timestamp;
use kube::api::{Api, Patch, PatchParams, PostParams};
use kube::core::Status;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// A namespaced kind with a status subresource, a map list and a set list.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[crd(
    group = "example.com",
    version = "v1",
    kind = "Pool",
    namespaced,
    status = "PoolStatus"
)]
pub struct PoolSpec {
    /// Desired copies.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    /// Paint.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub color: Option<String>,
    /// Members, one per name.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[crd(list_type = "map", list_map_keys("name"))]
    pub members: Vec<Member>,
    /// Tags, each once.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[crd(list_type = "set")]
    pub tags: Vec<String>,
}

/// One member of a pool.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Member {
    /// The key.
    pub name: String,
    /// Its weight.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weight: Option<i32>,
}

/// What the controller saw.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct PoolStatus {
    /// Summary.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<String>,
}

const NOW: &str = "2024-05-06T07:08:09Z";

fn pools() -> (FakeApiServer, Api<Pool>) {
    let server = FakeApiServer::new();
    server.register_crd(&Pool::crd());
    server.freeze_time(Some(NOW.parse::<Timestamp>().unwrap()));
    let api = Api::namespaced(server.client(), "ns");
    (server, api)
}

fn pool(spec: Value) -> Patch<Value> {
    Patch::Apply(json!({
        "apiVersion": "example.com/v1",
        "kind": "Pool",
        "metadata": {"name": "p"},
        "spec": spec,
    }))
}

async fn apply(api: &Api<Pool>, manager: &str, spec: Value) -> kube::Result<Pool> {
    api.patch("p", &PatchParams::apply(manager), &pool(spec))
        .await
}

async fn force(api: &Api<Pool>, manager: &str, spec: Value) -> kube::Result<Pool> {
    api.patch("p", &PatchParams::apply(manager).force(), &pool(spec))
        .await
}

fn api_error(result: kube::Result<Pool>) -> Status {
    match result {
        Err(kube::Error::Api(status)) => *status,
        other => panic!("expected an API error, got {other:?}"),
    }
}

/// Each manager with its fields, in the order the server lists them.
fn owners(p: &Pool) -> Vec<(String, String, Value)> {
    p.metadata
        .managed_fields
        .iter()
        .flatten()
        .map(|e| {
            (
                e.manager.clone().unwrap_or_default(),
                e.operation.clone().unwrap_or_default(),
                e.fields_v1.as_ref().map_or(Value::Null, |f| f.0.clone()),
            )
        })
        .collect()
}

fn owner(manager: &str, operation: &str, fields: Value) -> (String, String, Value) {
    (manager.to_owned(), operation.to_owned(), fields)
}

#[tokio::test]
async fn managed_fields_as_returned() {
    let (_server, api) = pools();
    let created = apply(&api, "mgr", json!({"replicas": 1, "tags": ["a"]}))
        .await
        .unwrap();
    assert_eq!(
        serde_json::to_value(&created.metadata.managed_fields).unwrap(),
        json!([{
            "manager": "mgr",
            "operation": "Apply",
            "apiVersion": "example.com/v1",
            "time": NOW,
            "fieldsType": "FieldsV1",
            "fieldsV1": {"f:spec": {"f:replicas": {}, "f:tags": {"v:\"a\"": {}}}},
        }])
    );
    // An update without a fieldManager: kube sends no User-Agent, so the manager
    // the server derives is empty; it takes what it changed.
    let mut edited = created.clone();
    edited.spec.color = Some("red".into());
    let replaced = api
        .replace("p", &PostParams::default(), &edited)
        .await
        .unwrap();
    assert_eq!(
        serde_json::to_value(&replaced.metadata.managed_fields).unwrap(),
        json!([
            {
                "manager": "mgr",
                "operation": "Apply",
                "apiVersion": "example.com/v1",
                "time": NOW,
                "fieldsType": "FieldsV1",
                "fieldsV1": {"f:spec": {"f:replicas": {}, "f:tags": {"v:\"a\"": {}}}},
            },
            {
                "manager": "",
                "operation": "Update",
                "apiVersion": "example.com/v1",
                "time": NOW,
                "fieldsType": "FieldsV1",
                "fieldsV1": {"f:spec": {"f:color": {}}},
            },
        ])
    );
}

#[tokio::test]
async fn a_field_dropped_from_the_next_apply_is_removed() {
    let (_server, api) = pools();
    apply(&api, "mgr", json!({"replicas": 1, "color": "red"}))
        .await
        .unwrap();
    let applied = apply(&api, "mgr", json!({"replicas": 1})).await.unwrap();
    assert_eq!(applied.spec.color, None);
    assert_eq!(applied.spec.replicas, Some(1));
    assert_eq!(
        owners(&applied),
        [owner("mgr", "Apply", json!({"f:spec": {"f:replicas": {}}}))]
    );
}

#[tokio::test]
async fn another_appliers_field_conflicts_and_force_takes_it() {
    let (_server, api) = pools();
    apply(&api, "a", json!({"replicas": 1, "color": "red"}))
        .await
        .unwrap();
    let before = api.get("p").await.unwrap();

    let error = api_error(apply(&api, "b", json!({"replicas": 2})).await);
    assert_eq!(error.code, 409);
    assert_eq!(error.reason, "Conflict");
    assert_eq!(
        error.message,
        "Apply failed with 1 conflict: conflict with \"a\": .spec.replicas"
    );
    let causes = error.details.unwrap().causes;
    assert_eq!(causes.len(), 1);
    assert_eq!(
        (
            causes[0].reason.as_str(),
            causes[0].message.as_str(),
            causes[0].field.as_str()
        ),
        (
            "FieldManagerConflict",
            "conflict with \"a\"",
            ".spec.replicas"
        )
    );

    let error = api_error(apply(&api, "b", json!({"replicas": 2, "color": "blue"})).await);
    assert_eq!(
        error.message,
        "Apply failed with 2 conflicts: conflicts with \"a\":\n- .spec.color\n- .spec.replicas"
    );
    // Refused applies write nothing.
    assert_eq!(
        serde_json::to_value(api.get("p").await.unwrap()).unwrap(),
        serde_json::to_value(before).unwrap()
    );

    let forced = force(&api, "b", json!({"replicas": 2})).await.unwrap();
    assert_eq!(forced.spec.replicas, Some(2));
    assert_eq!(
        owners(&forced),
        [
            owner("a", "Apply", json!({"f:spec": {"f:color": {}}})),
            owner("b", "Apply", json!({"f:spec": {"f:replicas": {}}})),
        ]
    );
    // "a" lost replicas: dropping it from its apply leaves b's value alone.
    let reapplied = apply(&api, "a", json!({"color": "red"})).await.unwrap();
    assert_eq!(reapplied.spec.replicas, Some(2));
}

#[tokio::test]
async fn equal_values_are_co_owned_without_conflict() {
    let (_server, api) = pools();
    apply(&api, "a", json!({"replicas": 1})).await.unwrap();
    let shared = apply(&api, "b", json!({"replicas": 1})).await.unwrap();
    // b's apply changed no value, so its entry gets no time, and entries without
    // a time sort first among appliers.
    assert_eq!(
        owners(&shared),
        [
            owner("b", "Apply", json!({"f:spec": {"f:replicas": {}}})),
            owner("a", "Apply", json!({"f:spec": {"f:replicas": {}}})),
        ]
    );
    assert_eq!(shared.metadata.managed_fields.unwrap()[0].time, None);
    // One co-owner letting go keeps the value: the other still owns it.
    let kept = apply(&api, "a", json!({"color": "red"})).await.unwrap();
    assert_eq!(kept.spec.replicas, Some(1));
    // The last owner letting go removes it.
    let gone = apply(&api, "b", json!({"color": "red"})).await.unwrap();
    assert_eq!(gone.spec.replicas, None);
}

#[tokio::test]
async fn an_update_takes_ownership_so_a_later_apply_conflicts() {
    let (_server, api) = pools();
    let mut current = apply(&api, "a", json!({"replicas": 1})).await.unwrap();
    current.spec.replicas = Some(3);
    let params = PostParams {
        field_manager: Some("editor".into()),
        ..Default::default()
    };
    let replaced = api.replace("p", &params, &current).await.unwrap();
    assert_eq!(
        owners(&replaced).last().unwrap(),
        &owner("editor", "Update", json!({"f:spec": {"f:replicas": {}}}))
    );
    let error = api_error(apply(&api, "a", json!({"replicas": 1})).await);
    assert_eq!(
        error.message,
        "Apply failed with 1 conflict: conflict with \"editor\" using example.com/v1: .spec.replicas"
    );
    assert_eq!(
        error.details.unwrap().causes[0].message,
        "conflict with \"editor\" using example.com/v1"
    );
}

#[tokio::test]
async fn map_list_items_belong_to_their_appliers() {
    let (_server, api) = pools();
    apply(&api, "a", json!({"members": [{"name": "x", "weight": 1}]}))
        .await
        .unwrap();
    let both = apply(&api, "b", json!({"members": [{"name": "y", "weight": 2}]}))
        .await
        .unwrap();
    assert_eq!(
        both.spec.members,
        [
            Member {
                name: "x".into(),
                weight: Some(1)
            },
            Member {
                name: "y".into(),
                weight: Some(2)
            },
        ]
    );
    assert_eq!(
        owners(&both)[1],
        owner(
            "b",
            "Apply",
            json!({"f:spec": {"f:members": {
                "k:{\"name\":\"y\"}": {".": {}, "f:name": {}, "f:weight": {}},
            }}})
        )
    );
    // "a" stops applying its item: it disappears, b's stays.
    let after = apply(&api, "a", json!({"members": []})).await.unwrap();
    assert_eq!(
        after.spec.members,
        [Member {
            name: "y".into(),
            weight: Some(2)
        }]
    );
    // Changing another applier's field inside an item conflicts at that field.
    let error = api_error(apply(&api, "a", json!({"members": [{"name": "y", "weight": 5}]})).await);
    assert_eq!(
        error.message,
        "Apply failed with 1 conflict: conflict with \"b\": .spec.members[name=\"y\"].weight"
    );
}

#[tokio::test]
async fn set_lists_are_unioned_across_appliers() {
    let (_server, api) = pools();
    apply(&api, "a", json!({"tags": ["x", "y"]})).await.unwrap();
    let both = apply(&api, "b", json!({"tags": ["z", "y"]})).await.unwrap();
    // Items both lists have follow the applied order; x keeps its place.
    assert_eq!(both.spec.tags, ["x", "z", "y"]);
    let after = apply(&api, "a", json!({"tags": []})).await.unwrap();
    // "y" stays: b applies it too.
    assert_eq!(after.spec.tags, ["z", "y"]);
}

#[tokio::test]
async fn a_no_op_apply_writes_nothing() {
    let (server, api) = pools();
    let first = apply(&api, "mgr", json!({"replicas": 1})).await.unwrap();
    let version = server.resource_version();
    server.freeze_time(Some("2025-01-01T00:00:00Z".parse::<Timestamp>().unwrap()));
    let again = apply(&api, "mgr", json!({"replicas": 1})).await.unwrap();
    assert_eq!(server.resource_version(), version);
    assert_eq!(
        serde_json::to_value(again).unwrap(),
        serde_json::to_value(first).unwrap()
    );
    // A change moves the entry's time on.
    let changed = apply(&api, "mgr", json!({"replicas": 2})).await.unwrap();
    assert_eq!(
        changed.metadata.managed_fields.unwrap()[0]
            .time
            .as_ref()
            .map(|t| t.0.to_string()),
        Some("2025-01-01T00:00:00Z".to_owned())
    );
}

#[tokio::test]
async fn status_is_applied_through_its_subresource_only() {
    let (_server, api) = pools();
    let created = api
        .patch(
            "p",
            &PatchParams::apply("mgr"),
            &Patch::Apply(json!({
                "apiVersion": "example.com/v1",
                "kind": "Pool",
                "metadata": {"name": "p"},
                "spec": {"replicas": 1},
                "status": {"phase": "Ignored"},
            })),
        )
        .await
        .unwrap();
    assert_eq!(created.status, None);
    let status = api
        .patch_status(
            "p",
            &PatchParams::apply("ctrl"),
            &Patch::Apply(json!({
                "apiVersion": "example.com/v1",
                "kind": "Pool",
                "metadata": {"name": "p"},
                "spec": {"replicas": 9},
                "status": {"phase": "Ready"},
            })),
        )
        .await
        .unwrap();
    assert_eq!(status.spec.replicas, Some(1));
    assert_eq!(status.status.unwrap().phase.as_deref(), Some("Ready"));
    // Same operation and time: sorted by manager name.
    let entry = status.metadata.managed_fields.unwrap()[0].clone();
    assert_eq!(
        (
            entry.manager.as_deref(),
            entry.operation.as_deref(),
            entry.subresource.as_deref(),
            entry.fields_v1.map(|f| f.0)
        ),
        (
            Some("ctrl"),
            Some("Apply"),
            Some("status"),
            Some(json!({"f:status": {"f:phase": {}}}))
        )
    );
    // Dropping the phase from the status apply removes it; spec is untouched.
    let cleared = api
        .patch_status(
            "p",
            &PatchParams::apply("ctrl"),
            &Patch::Apply(json!({
                "apiVersion": "example.com/v1",
                "kind": "Pool",
                "metadata": {"name": "p"},
                "status": {},
            })),
        )
        .await
        .unwrap();
    assert_eq!(cleared.status.and_then(|s| s.phase), None);
    assert_eq!(cleared.spec.replicas, Some(1));
}

#[tokio::test]
async fn fields_set_before_the_first_apply_belong_to_before_first_apply() {
    let (server, api) = pools();
    let mut seeded = Pool::new(
        "p",
        PoolSpec {
            replicas: Some(1),
            color: Some("red".into()),
            members: Vec::new(),
            tags: Vec::new(),
        },
    );
    seeded.metadata.namespace = Some("ns".into());
    server.insert(&seeded).unwrap();
    let error = api_error(apply(&api, "mgr", json!({"replicas": 2})).await);
    assert_eq!(
        error.message,
        "Apply failed with 1 conflict: conflict with \"before-first-apply\" using example.com/v1: .spec.replicas"
    );
    let applied = apply(&api, "mgr", json!({"replicas": 1})).await.unwrap();
    assert_eq!(
        owners(&applied),
        [
            owner("mgr", "Apply", json!({"f:spec": {"f:replicas": {}}})),
            owner(
                "before-first-apply",
                "Update",
                json!({"f:spec": {".": {}, "f:color": {}, "f:replicas": {}}})
            ),
        ]
    );
}

#[tokio::test]
async fn without_a_field_manager_the_user_agent_names_the_manager() {
    let (server, _api) = pools();
    let request = http::Request::post("/apis/example.com/v1/namespaces/ns/pools")
        .header("content-type", "application/json")
        .header("user-agent", "my-operator/1.2.3 (linux/amd64)")
        .body(
            serde_json::to_vec(&json!({
                "apiVersion": "example.com/v1",
                "kind": "Pool",
                "metadata": {"name": "p"},
                "spec": {"replicas": 1},
            }))
            .unwrap(),
        )
        .unwrap();
    let created: Pool = server.client().request(request).await.unwrap();
    assert_eq!(
        owners(&created),
        [owner(
            "my-operator",
            "Update",
            json!({"f:spec": {".": {}, "f:replicas": {}}})
        )]
    );
}

#[tokio::test]
async fn built_in_maps_are_granular_and_their_lists_atomic() {
    use k8s_openapi::api::core::v1::ConfigMap;
    let (server, _api) = pools();
    let configmaps: Api<ConfigMap> = Api::namespaced(server.client(), "ns");
    let cm = |data: Value| {
        Patch::Apply(json!({
            "apiVersion": "v1",
            "kind": "ConfigMap",
            "metadata": {"name": "c", "labels": {"app": "web"}},
            "data": data,
        }))
    };
    configmaps
        .patch("c", &PatchParams::apply("a"), &cm(json!({"one": "1"})))
        .await
        .unwrap();
    let both = configmaps
        .patch("c", &PatchParams::apply("b"), &cm(json!({"two": "2"})))
        .await
        .unwrap();
    assert_eq!(
        serde_json::to_value(&both.data).unwrap(),
        json!({"one": "1", "two": "2"})
    );
    assert_eq!(
        both.metadata.managed_fields.unwrap()[1]
            .fields_v1
            .as_ref()
            .unwrap()
            .0,
        json!({"f:data": {"f:two": {}}, "f:metadata": {"f:labels": {"f:app": {}}}})
    );
    let error = match configmaps
        .patch("c", &PatchParams::apply("b"), &cm(json!({"one": "uno"})))
        .await
    {
        Err(kube::Error::Api(status)) => *status,
        other => panic!("expected a conflict, got {other:?}"),
    };
    assert_eq!(
        error.message,
        "Apply failed with 1 conflict: conflict with \"a\": .data.one"
    );
}

#[tokio::test]
async fn built_in_lists_follow_the_kubernetes_schema() {
    use k8s_openapi::api::apps::v1::Deployment;
    let (server, _api) = pools();
    let deployments: Api<Deployment> = Api::namespaced(server.client(), "ns");
    let deployment = |containers: Value| {
        Patch::Apply(json!({
            "apiVersion": "apps/v1",
            "kind": "Deployment",
            "metadata": {"name": "d"},
            "spec": {
                "selector": {"matchLabels": {"app": "d"}},
                "template": {
                    "metadata": {"labels": {"app": "d"}},
                    "spec": {"containers": containers},
                },
            },
        }))
    };
    deployments
        .patch(
            "d",
            &PatchParams::apply("a"),
            &deployment(json!([{"name": "app", "image": "app:1"}])),
        )
        .await
        .unwrap();
    // Containers are a map list keyed by name: b adds its own next to a's.
    let both = deployments
        .patch(
            "d",
            &PatchParams::apply("b"),
            &deployment(json!([{"name": "sidecar", "image": "proxy:1"}])),
        )
        .await
        .unwrap();
    let names: Vec<String> = both
        .spec
        .template
        .spec
        .unwrap()
        .containers
        .into_iter()
        .map(|c| c.name)
        .collect();
    assert_eq!(names, ["app", "sidecar"]);
    assert_eq!(
        both.metadata.managed_fields.unwrap()[1]
            .fields_v1
            .as_ref()
            .unwrap()
            .0,
        json!({"f:spec": {
            "f:selector": {},
            "f:template": {
                "f:metadata": {"f:labels": {"f:app": {}}},
                "f:spec": {"f:containers": {
                    "k:{\"name\":\"sidecar\"}": {".": {}, "f:image": {}, "f:name": {}},
                }},
            },
        }})
    );
    let error = match deployments
        .patch(
            "d",
            &PatchParams::apply("b"),
            &deployment(json!([{"name": "app", "image": "app:2"}])),
        )
        .await
    {
        Err(kube::Error::Api(status)) => *status,
        other => panic!("expected a conflict, got {other:?}"),
    };
    assert_eq!(
        error.message,
        "Apply failed with 1 conflict: conflict with \"a\": .spec.template.spec.containers[name=\"app\"].image"
    );
}

#[tokio::test]
async fn update_entries_past_ten_fold_into_ancient_changes() {
    let (server, api) = pools();
    apply(&api, "applier", json!({"replicas": 1}))
        .await
        .unwrap();
    let mut last = None;
    for i in 0..11 {
        let second = format!("2024-05-06T08:00:{i:02}Z");
        server.freeze_time(Some(second.parse::<Timestamp>().unwrap()));
        let params = PatchParams {
            field_manager: Some(format!("m{i:02}")),
            ..Default::default()
        };
        let patch = Patch::Merge(json!({"metadata": {"labels": {format!("k{i}"): "v"}}}));
        last = Some(api.patch("p", &params, &patch).await.unwrap());
    }
    let entries = last.unwrap().metadata.managed_fields.unwrap();
    let managers: Vec<&str> = entries
        .iter()
        .map(|e| e.manager.as_deref().unwrap())
        .collect();
    assert_eq!(
        managers,
        [
            "applier",
            "ancient-changes",
            "m02",
            "m03",
            "m04",
            "m05",
            "m06",
            "m07",
            "m08",
            "m09",
            "m10"
        ]
    );
    let bucket = &entries[1];
    assert_eq!(
        (
            bucket.operation.as_deref(),
            bucket.time.as_ref().map(|t| t.0.to_string()),
            bucket.fields_v1.as_ref().map(|f| f.0.clone())
        ),
        (
            Some("Update"),
            Some("2024-05-06T08:00:01Z".to_owned()),
            Some(json!({"f:metadata": {"f:labels": {".": {}, "f:k0": {}, "f:k1": {}}}}))
        )
    );
}

#[tokio::test]
async fn force_is_refused_on_other_patches() {
    let (server, api) = pools();
    apply(&api, "mgr", json!({"replicas": 1})).await.unwrap();
    let request = http::Request::patch("/apis/example.com/v1/namespaces/ns/pools/p?force=true")
        .header("content-type", "application/merge-patch+json")
        .body(br#"{"spec":{"replicas":2}}"#.to_vec())
        .unwrap();
    let error = api_error(server.client().request::<Pool>(request).await);
    assert_eq!(
        (error.code, error.message.as_str()),
        (
            422,
            "PatchOptions.meta.k8s.io \"\" is invalid: force: Forbidden: may not be specified for non-apply patch"
        )
    );
}

#[tokio::test]
async fn an_applied_configuration_may_not_carry_managed_fields() {
    let (_server, api) = pools();
    let created = apply(&api, "mgr", json!({"replicas": 1})).await.unwrap();
    let error = api_error(
        api.patch("p", &PatchParams::apply("mgr"), &Patch::Apply(&created))
            .await,
    );
    assert_eq!(
        (error.code, error.message.as_str()),
        (400, "metadata.managedFields must be nil")
    );
}

#[tokio::test]
async fn conflicts_with_several_managers_are_grouped_by_manager() {
    let (_server, api) = pools();
    let mut current = apply(&api, "a", json!({"replicas": 1, "tags": ["t"]}))
        .await
        .unwrap();
    current.spec.color = Some("red".into());
    let params = PostParams {
        field_manager: Some("editor".into()),
        ..Default::default()
    };
    api.replace("p", &params, &current).await.unwrap();
    let error = api_error(
        apply(
            &api,
            "b",
            json!({"replicas": 2, "color": "blue", "members": [{"name": "m"}]}),
        )
        .await,
    );
    assert_eq!(
        error.message,
        "Apply failed with 2 conflicts: conflicts with \"a\":\n- .spec.replicas\nconflicts with \"editor\" using example.com/v1:\n- .spec.color"
    );
    let causes: Vec<(String, String)> = error
        .details
        .unwrap()
        .causes
        .into_iter()
        .map(|c| (c.message, c.field))
        .collect();
    assert_eq!(
        causes,
        [
            (
                "conflict with \"a\"".to_owned(),
                ".spec.replicas".to_owned()
            ),
            (
                "conflict with \"editor\" using example.com/v1".to_owned(),
                ".spec.color".to_owned()
            ),
        ]
    );
}

#[tokio::test]
async fn writes_that_change_nothing_keep_managed_fields_and_resource_version() {
    let (server, api) = pools();
    let created = apply(&api, "mgr", json!({"replicas": 1})).await.unwrap();
    let version = server.resource_version();
    server.freeze_time(Some("2025-01-01T00:00:00Z".parse::<Timestamp>().unwrap()));
    let params = PostParams {
        field_manager: Some("editor".into()),
        ..Default::default()
    };
    let replaced = api.replace("p", &params, &created).await.unwrap();
    let patched = api
        .patch(
            "p",
            &PatchParams::default(),
            &Patch::Merge(json!({"spec": {"replicas": 1}})),
        )
        .await
        .unwrap();
    assert_eq!(server.resource_version(), version);
    for unchanged in [replaced, patched] {
        assert_eq!(
            serde_json::to_value(unchanged).unwrap(),
            serde_json::to_value(&created).unwrap()
        );
    }
}

#[tokio::test]
async fn an_applied_configuration_of_another_version_is_refused() {
    let (_server, api) = pools();
    let error = api_error(
        api.patch(
            "p",
            &PatchParams::apply("mgr"),
            &Patch::Apply(json!({
                "apiVersion": "example.com/v2",
                "kind": "Pool",
                "metadata": {"name": "p"},
            })),
        )
        .await,
    );
    assert_eq!(
        (error.code, error.message.as_str()),
        (
            400,
            "Incorrect version specified in apply patch. Specified patch version: example.com/v2, expected: example.com/v1"
        )
    );
}

#[tokio::test]
async fn an_item_another_manager_owns_a_field_of_stays_with_its_key() {
    let (_server, api) = pools();
    apply(&api, "a", json!({"members": [{"name": "x", "weight": 1}]}))
        .await
        .unwrap();
    let params = PatchParams {
        field_manager: Some("editor".into()),
        ..Default::default()
    };
    let edited = api
        .patch(
            "p",
            &params,
            &Patch::Merge(json!({"spec": {"members": [{"name": "x", "weight": 2}]}})),
        )
        .await
        .unwrap();
    assert_eq!(
        owners(&edited)[1],
        owner(
            "editor",
            "Update",
            json!({"f:spec": {"f:members": {"k:{\"name\":\"x\"}": {"f:weight": {}}}}})
        )
    );
    let after = apply(&api, "a", json!({"members": []})).await.unwrap();
    assert_eq!(
        after.spec.members,
        [Member {
            name: "x".into(),
            weight: Some(2)
        }]
    );
}
