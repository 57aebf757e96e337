//! kube-rs's dialect: `fixtures/kubers` is written as kube-rs users write it
//! (`kube::CustomResource` with `#[kube(...)]`, `schemars::JsonSchema`). kube-derive's
//! `crd()` and crdgen's CRD of the same crate are compared semantically: names, scope,
//! versions, subresources, columns and the schema's structure. Every difference must be
//! one of [`KNOWN`], each tied to a section of docs/kube-rs.md, and every entry of
//! [`KNOWN`] must still be seen: the list may only shrink.

use std::collections::{BTreeMap, BTreeSet};

use crdgen_core::emit::yaml;
use crdgen_core::run_crate;
use kube::core::CustomResourceExt;
use serde_json::Value;

/// One known difference: the schema keyword (or CRD field) that differs, where (a path
/// prefix of the schema node, `""` for the CRD itself), and the heading of
/// docs/kube-rs.md that explains it.
struct Known {
    key: &'static str,
    under: &'static str,
    doc: &'static str,
}

const BUILT_IN: &str = "Kubernetes built-in types";
const CONDITION: &str = "metav1.Condition";
const DEFAULTS: &str = "Defaults of #[serde(default)]";
const NULL: &str = "Option fields and null";
const UNSIGNED: &str = "Unsigned integers";
const ENUMS: &str = "Externally tagged enums";
const ROOT: &str = "apiVersion, kind and metadata";

/// `key` differs at `under` or below it: the cause is the section `doc`. The first entry
/// that matches a difference explains it.
const fn known(key: &'static str, under: &'static str, doc: &'static str) -> Known {
    Known { key, under, doc }
}

const KNOWN: &[Known] = &[
    known("listKind", "", "listKind"),
    known("(node)", ".apiVersion", ROOT),
    known("(node)", ".kind", ROOT),
    known("(node)", ".metadata", ROOT),
    // The pod template: k8s-openapi's schemars impls against Kubernetes' definitions.
    known("x-kubernetes-list-type", ".spec.template", BUILT_IN),
    known("x-kubernetes-list-map-keys", ".spec.template", BUILT_IN),
    known("x-kubernetes-map-type", ".spec.template", BUILT_IN),
    known("default", ".spec.template", BUILT_IN),
    known("required", ".spec.template", BUILT_IN),
    known("pattern", ".spec.template", BUILT_IN),
    known("nullable", ".spec.template", BUILT_IN),
    known("(node)", ".spec.template", BUILT_IN),
    known("maxLength", ".status.conditions[]", CONDITION),
    known("minLength", ".status.conditions[]", CONDITION),
    known("minimum", ".status.conditions[]", CONDITION),
    known("pattern", ".status.conditions[]", CONDITION),
    known("enum", ".status.conditions[]", CONDITION),
    known("default", "", DEFAULTS),
    known("nullable", "", NULL),
    known("format", ".spec.capacity", UNSIGNED),
    known("maximum", ".spec.capacity", UNSIGNED),
    known("minProperties", ".spec.source", ENUMS),
    known("maxProperties", ".spec.source", ENUMS),
    known("(node)", ".spec.source<oneOf", ENUMS),
];

fn kubers() -> std::path::PathBuf {
    crdgen_tests::workspace_root()
        .join("fixtures")
        .join("kubers")
}

/// crdgen's CRDs of the fixture, by name.
fn crdgen_crds() -> BTreeMap<String, Value> {
    let generation = run_crate(&kubers(), |_| {}).unwrap_or_else(|d| panic!("{d}"));
    generation
        .artifacts
        .iter()
        .filter(|a| a.path.starts_with(&generation.crd_dir))
        .map(|a| {
            let value = yaml::parse(&a.contents).unwrap().documents.remove(0);
            (
                value["metadata"]["name"].as_str().unwrap().to_owned(),
                value,
            )
        })
        .collect()
}

/// kube-derive's CRDs of the fixture, by name.
fn kube_derive_crds() -> BTreeMap<String, Value> {
    [fixture_kubers::WebApp::crd(), fixture_kubers::Region::crd()]
        .into_iter()
        .map(|crd| {
            let value = serde_json::to_value(&crd).unwrap();
            (
                value["metadata"]["name"].as_str().unwrap().to_owned(),
                value,
            )
        })
        .collect()
}

/// Keywords that say nothing about what a node accepts, or that are compared through
/// their children.
const NOT_COMPARED: &[&str] = &[
    "description",
    "title",
    "properties",
    "items",
    "additionalProperties",
    "anyOf",
    "oneOf",
    "allOf",
];

/// Every schema node under `path`, each with the keywords that decide what it accepts.
fn nodes(schema: &Value, path: String, out: &mut BTreeMap<String, BTreeMap<String, Value>>) {
    let Some(map) = schema.as_object() else {
        return;
    };
    let mut keys = BTreeMap::new();
    for (k, v) in map {
        if NOT_COMPARED.contains(&k.as_str()) {
            continue;
        }
        let v = match (k.as_str(), v) {
            // schemars writes `minimum: 0.0` where crdgen writes `0`: the same number.
            (_, Value::Number(n)) => n.as_f64().map_or_else(|| v.clone(), Value::from),
            // Order carries no meaning in these lists.
            ("required" | "enum", Value::Array(items)) => {
                let mut items = items.clone();
                items.sort_by_key(|i| i.to_string());
                Value::Array(items)
            }
            _ => v.clone(),
        };
        keys.insert(k.clone(), v);
    }
    if let Some(Value::Object(props)) = map.get("properties") {
        for (name, p) in props {
            nodes(p, format!("{path}.{name}"), out);
        }
    }
    if let Some(items) = map.get("items") {
        nodes(items, format!("{path}[]"), out);
    }
    if let Some(extra) = map.get("additionalProperties") {
        nodes(extra, format!("{path}{{}}"), out);
    }
    for combinator in ["anyOf", "oneOf", "allOf"] {
        if let Some(Value::Array(branches)) = map.get(combinator) {
            for (i, b) in branches.iter().enumerate() {
                nodes(b, format!("{path}<{combinator}{i}>"), out);
            }
        }
    }
    out.insert(path, keys);
}

/// The differences between two CRDs: `(crd, key, path, kube-derive's, crdgen's)`.
fn differences(
    name: &str,
    kube: &Value,
    ours: &Value,
) -> Vec<(String, String, String, String, String)> {
    let mut out = Vec::new();
    let mut differ = |key: &str, path: &str, a: Option<&Value>, b: Option<&Value>| {
        if a != b {
            let show = |v: Option<&Value>| v.map_or("-".to_owned(), Value::to_string);
            out.push((
                name.to_owned(),
                key.to_owned(),
                path.to_owned(),
                show(a),
                show(b),
            ));
        }
    };
    differ(
        "metadata.labels",
        "",
        kube["metadata"].get("labels"),
        ours["metadata"].get("labels"),
    );
    differ(
        "metadata.annotations",
        "",
        kube["metadata"].get("annotations"),
        ours["metadata"].get("annotations"),
    );
    for key in ["group", "scope"] {
        differ(key, "", kube["spec"].get(key), ours["spec"].get(key));
    }
    let names: BTreeSet<&String> = kube["spec"]["names"]
        .as_object()
        .unwrap()
        .keys()
        .chain(ours["spec"]["names"].as_object().unwrap().keys())
        .collect();
    for key in names {
        differ(
            key,
            "",
            kube["spec"]["names"].get(key),
            ours["spec"]["names"].get(key),
        );
    }
    let (kv, ov) = (&kube["spec"]["versions"], &ours["spec"]["versions"]);
    assert_eq!(
        kv.as_array().unwrap().len(),
        ov.as_array().unwrap().len(),
        "{name}: versions"
    );
    for (k, o) in kv.as_array().unwrap().iter().zip(ov.as_array().unwrap()) {
        for key in [
            "name",
            "served",
            "storage",
            "deprecated",
            "deprecationWarning",
            "subresources",
            "additionalPrinterColumns",
            "selectableFields",
        ] {
            differ(key, "", k.get(key), o.get(key));
        }
        let (mut kn, mut on) = (BTreeMap::new(), BTreeMap::new());
        nodes(&k["schema"]["openAPIV3Schema"], String::new(), &mut kn);
        nodes(&o["schema"]["openAPIV3Schema"], String::new(), &mut on);
        let paths: BTreeSet<&String> = kn.keys().chain(on.keys()).collect();
        for path in paths {
            match (kn.get(path), on.get(path)) {
                (Some(a), Some(b)) => {
                    let keys: BTreeSet<&String> = a.keys().chain(b.keys()).collect();
                    for key in keys {
                        differ(key, path, a.get(key), b.get(key));
                    }
                }
                (a, b) => differ(
                    "(node)",
                    path,
                    a.map(|_| &Value::Bool(true)),
                    b.map(|_| &Value::Bool(true)),
                ),
            }
        }
    }
    out
}

#[test]
fn kube_derives_crd_and_crdgens_differ_only_as_docs_kube_rs_md_says() {
    let kube = kube_derive_crds();
    let ours = crdgen_crds();
    assert_eq!(
        kube.keys().collect::<Vec<_>>(),
        ours.keys().collect::<Vec<_>>(),
        "the same CRD names"
    );
    let mut found = Vec::new();
    for (name, k) in &kube {
        found.extend(differences(name, k, &ours[name]));
    }
    let doc =
        std::fs::read_to_string(crdgen_tests::workspace_root().join("docs/kube-rs.md")).unwrap();
    let mut unexplained = Vec::new();
    let mut seen = vec![false; KNOWN.len()];
    for (crd, key, path, a, b) in &found {
        match KNOWN
            .iter()
            .position(|k| k.key == key && path.starts_with(k.under))
        {
            Some(i) => seen[i] = true,
            None => unexplained.push(format!("{crd} {path} {key}: kube-derive {a}, crdgen {b}")),
        }
    }
    assert!(
        unexplained.is_empty(),
        "differences docs/kube-rs.md does not list:\n{}",
        unexplained.join("\n")
    );
    let stale: Vec<&str> = KNOWN
        .iter()
        .zip(&seen)
        .filter(|(_, seen)| !**seen)
        .map(|(k, _)| k.key)
        .collect();
    assert_eq!(
        stale,
        Vec::<&str>::new(),
        "known differences no longer seen: remove them"
    );
    for k in KNOWN {
        assert!(
            doc.contains(&format!("### {}", k.doc)),
            "docs/kube-rs.md has no section `### {}`",
            k.doc
        );
    }
}

/// The README's "Already on kube-rs?" kind is pasted from the fixture, whose CRD CI
/// checks with `crdgen verify`: the two texts stay the same, so the snippet works pasted.
#[test]
fn the_readmes_kube_rs_snippet_is_the_fixtures() {
    let readme = std::fs::read_to_string(crdgen_tests::workspace_root().join("README.md")).unwrap();
    let section = readme
        .split("### Already on kube-rs?")
        .nth(1)
        .and_then(|s| s.split("```rust\n").nth(1))
        .and_then(|s| s.split("```").next())
        .unwrap();
    let (imports, kind) = section.split_once("\n\n").unwrap();
    let lib = std::fs::read_to_string(kubers().join("src/lib.rs")).unwrap();
    for import in imports.lines() {
        assert!(
            lib.lines().any(|l| l == import),
            "{import} is not in the fixture"
        );
    }
    assert!(
        lib.contains(kind),
        "the README's kind is not the fixture's:\n{kind}"
    );
}

/// The clients crdgen generates for kube-derive's root types work: a WebApp created,
/// its status patched through the status subresource, its scale read, a cluster-scoped
/// Region listed, all on the generated fake clientset.
#[tokio::test]
async fn the_generated_clients_drive_kube_derives_root_types() {
    use crdgen::client::HasConditions;
    use crdgen::client::kube::api::{ListParams, PostParams};
    use fixture_kubers::generated::Interface;
    use fixture_kubers::generated::fake::FakeClientset;
    use fixture_kubers::{Region, RegionSpec, Source, Tier, WebApp, WebAppSpec, WebAppStatus};
    use k8s_openapi::apimachinery::pkg::apis::meta::v1::{Condition, Time};
    use k8s_openapi::jiff::Timestamp;

    let fake = FakeClientset::new();
    let webapps = fake.apps_v1().webapps("default");
    let spec = WebAppSpec {
        replicas: 2,
        template: Default::default(),
        source: Source::Image {
            reference: "nginx:1.27".into(),
        },
        tier: Tier::Pro,
        health_path: None,
    };
    let created = webapps
        .create(&PostParams::default(), &WebApp::new("site", spec.clone()))
        .await
        .unwrap();
    assert_eq!(created.spec, spec);
    let mut status = WebAppStatus {
        ready_replicas: 2,
        selector: Some("app=site".into()),
        conditions: Vec::new(),
    };
    let mut with_status = created.clone();
    with_status.status = Some(status.clone());
    with_status.set_condition(Condition {
        type_: "Available".into(),
        status: "True".into(),
        reason: "Ready".into(),
        message: "2 pods".into(),
        observed_generation: None,
        last_transition_time: Time(Timestamp::UNIX_EPOCH),
    });
    status.conditions = with_status.status.clone().unwrap().conditions;
    let patched = webapps.patch_status("site", &status).await.unwrap();
    assert!(patched.is_condition_true("Available"));
    assert_eq!(patched.status.as_ref().unwrap().ready_replicas, 2);
    let scale = webapps.get_scale("site").await.unwrap();
    assert_eq!(scale.spec.and_then(|s| s.replicas), Some(2));
    let regions = fake.apps_v1alpha1().regions();
    regions
        .create(
            &PostParams::default(),
            &Region::new(
                "eu",
                RegionSpec {
                    zone: "eu-1".into(),
                    capacity: Some(3),
                    schedulable: true,
                },
            ),
        )
        .await
        .unwrap();
    let listed = regions.list(&ListParams::default()).await.unwrap();
    assert_eq!(listed.items.len(), 1);
}

/// The generated fake of a kube-rs crate serves the CRD `crdgen generate` writes, not
/// kube-derive's: a quantity that does not parse is refused by crdgen's `Quantity`
/// pattern with kube-apiserver's 422, where kube-derive's schemars CRD (a plain string)
/// would let the test pass and the real server fail it.
#[tokio::test]
async fn the_generated_fake_of_a_kube_rs_crate_enforces_crdgens_crd() {
    use crdgen::client::kube::api::PostParams;
    use fixture_kubers::generated::Interface;
    use fixture_kubers::generated::fake::FakeClientset;
    use fixture_kubers::{Source, Tier, WebApp, WebAppSpec};
    use k8s_openapi::api::core::v1::{Container, PodSpec, PodTemplateSpec, ResourceRequirements};
    use k8s_openapi::apimachinery::pkg::api::resource::Quantity;

    let container = Container {
        name: "web".into(),
        image: Some("nginx:1.27".into()),
        resources: Some(ResourceRequirements {
            limits: Some([("memory".to_owned(), Quantity("lots".into()))].into()),
            ..Default::default()
        }),
        ..Default::default()
    };
    let spec = WebAppSpec {
        replicas: 1,
        template: PodTemplateSpec {
            metadata: None,
            spec: Some(PodSpec {
                containers: vec![container],
                ..Default::default()
            }),
        },
        source: Source::Image {
            reference: "nginx:1.27".into(),
        },
        tier: Tier::Pro,
        health_path: None,
    };
    let fake = FakeClientset::new();
    let err = fake
        .apps_v1()
        .webapps("default")
        .create(&PostParams::default(), &WebApp::new("site", spec))
        .await
        .unwrap_err();
    let crdgen::client::kube::Error::Api(status) = err else {
        panic!("not an API error: {err}")
    };
    assert_eq!((status.code, status.reason.as_str()), (422, "Invalid"));
    assert_eq!(
        status.message,
        r#"WebApp.apps.kubers.example.com "site" is invalid: spec.template.spec.containers[0].resources.limits.memory: Invalid value: "lots": spec.template.spec.containers[0].resources.limits.memory in body should match '^(\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))))?$'"#
    );
}
