//! One truth: for every fixture, the derive's `crd()` is the CRD `crdgen generate` writes,
//! as a value and as YAML bytes; multi-version kinds give the merged CRD from any version.

use crdgen::CustomResourceExt;
use crdgen_core::emit::yaml;
use crdgen_core::run_crate;

fn assert_one_truth<K: CustomResourceExt>(fixture: &str) {
    let root = crdgen_tests::workspace_root()
        .join("fixtures")
        .join(fixture);
    let generation = run_crate(&root, |_| {}).unwrap_or_else(|d| panic!("{d}"));
    // The file whose CRD has this kind's name (a fixture may write several): finding
    // exactly one also checks `crd_name()`.
    let mine: Vec<_> = generation
        .artifacts
        .iter()
        .filter(|a| a.path.starts_with(&generation.crd_dir))
        .map(|a| (a, yaml::parse(&a.contents).unwrap().documents.remove(0)))
        .filter(|(_, value)| value["metadata"]["name"] == K::crd_name())
        .collect();
    let [(artifact, _)] = mine.as_slice() else {
        panic!("{fixture} should generate one CRD named {}", K::crd_name());
    };
    // The embedded file text, byte for byte.
    assert_eq!(K::CRD_YAML, artifact.contents, "{fixture}: CRD_YAML");
    // crd() as a value, re-emitted through the same emitter.
    assert_eq!(
        crdgen::to_yaml(&K::crd()),
        artifact.contents,
        "{fixture}: to_yaml(crd())"
    );
}

#[test]
fn every_fixture_crd_equals_the_cli_output() {
    assert_one_truth::<fixture_bigoperator::PostgresCluster>("bigoperator");
    assert_one_truth::<fixture_clusterscoped::Tenant>("clusterscoped");
    assert_one_truth::<fixture_customimagedeploy::CustomImageDeploy>("customimagedeploy");
    assert_one_truth::<fixture_databasemanager::DatabaseManager>("databasemanager");
    assert_one_truth::<fixture_memcached::Memcached>("memcached");
    assert_one_truth::<fixture_podset::PodSet>("podset");
    assert_one_truth::<fixture_shapes::Shapes>("shapes");
    assert_one_truth::<fixture_samplecontroller::apis::samplecontroller::v1alpha1::Foo>(
        "samplecontroller",
    );
    // Both versions' root types carry the merged CRD.
    assert_one_truth::<fixture_multiversion::v1::CronTab>("multiversion");
    assert_one_truth::<fixture_multiversion::v1alpha1::CronTab>("multiversion");
    // Go types ported to Rust: an optional spec, spec and status described by the root
    // options, a nullable status, a field of every Go numeric type, two versions.
    use fixture_goport as g;
    assert_one_truth::<g::foo::Foo>("goport");
    assert_one_truth::<g::firstmate::v1::FirstMate>("goport");
    assert_one_truth::<g::firstmate::v2::FirstMate>("goport");
    assert_one_truth::<g::numeric::Numeric>("goport");
    // A fixture with several CRDs, one of them in the empty group.
    use fixture_conformance as c;
    assert_one_truth::<c::nogroup::CronJob>("conformance");
    // fixtures/kubers is not here: its `crd()` is kube-derive's, which kube_rs.rs
    // compares with crdgen's CRD semantically.
    assert_one_truth::<c::foo::Foo>("conformance");
    assert_one_truth::<c::zoo::Zoo>("conformance");
    assert_one_truth::<c::testquota::TestQuota>("conformance");
    assert_one_truth::<c::cronjob::v1::CronJob>("conformance");
    assert_one_truth::<c::cronjob::v1beta1::CronJob>("conformance");
    assert_one_truth::<c::cronjob::v1beta2::CronJob>("conformance");
    assert_one_truth::<c::enums::Enum>("conformance");
    assert_one_truth::<c::externaldocs::ExternalDoc>("conformance");
    assert_one_truth::<c::immutable::ImmutableType>("conformance");
    assert_one_truth::<c::jobs::Job>("conformance");
    assert_one_truth::<c::oneof::Oneof>("conformance");
    assert_one_truth::<c::versioned::v1beta1::VersionedResource>("conformance");
    assert_one_truth::<c::versioned::v1beta2::VersionedResource>("conformance");
}

#[test]
fn root_types_serialize_with_api_version_and_kind_and_read_back() {
    use fixture_memcached::{Memcached, MemcachedSpec, MemcachedStatus};
    let mut m = Memcached::new("cache", MemcachedSpec { size: 3 });
    assert_eq!(
        serde_json::to_value(&m).unwrap(),
        serde_json::json!({
            "apiVersion": "cache.example.com/v1alpha1",
            "kind": "Memcached",
            "metadata": {"name": "cache"},
            "spec": {"size": 3}
        })
    );
    m.status = Some(MemcachedStatus {
        nodes: vec!["a".into()],
        replicas: 1,
        conditions: vec![],
    });
    let json = serde_json::to_value(&m).unwrap();
    assert_eq!(
        json["status"],
        serde_json::json!({"nodes": ["a"], "replicas": 1})
    );
    let back: Memcached = serde_json::from_value(json).unwrap();
    assert_eq!(back.status, m.status);
    assert_eq!(back.spec, m.spec);
}

#[test]
fn resource_constants_match_the_crd() {
    use k8s_openapi::{ListableResource, Resource};
    type M = fixture_memcached::Memcached;
    assert_eq!(
        (
            M::API_VERSION,
            M::GROUP,
            M::KIND,
            M::VERSION,
            M::URL_PATH_SEGMENT,
            M::LIST_KIND
        ),
        (
            "cache.example.com/v1alpha1",
            "cache.example.com",
            "Memcached",
            "v1alpha1",
            "memcacheds",
            "MemcachedList"
        )
    );
    assert_eq!(M::short_names(), ["mc"]);
    fn namespaced<K: Resource<Scope = k8s_openapi::NamespaceResourceScope>>() {}
    fn cluster<K: Resource<Scope = k8s_openapi::ClusterResourceScope>>() {}
    namespaced::<M>();
    cluster::<fixture_clusterscoped::Tenant>();
}
