//! Nothing lost, proven from the Rust side (#15 point 9): for every kind of every fixture
//! the tests depend on, random values of the kind's own Rust type are written by serde,
//! stored by the model of the API server (pruning, dropping nulls, defaulting, validation
//! with formats, bounds, patterns, enums and list types; CEL left out) and read back by
//! serde: what serde writes again must be what it wrote first, always.
//!
//! Why the values are built through `Deserialize` rather than derived `Arbitrary` impls:
//! the fixtures embed k8s-openapi's types (PodTemplateSpec, Condition, Quantity, Time…),
//! which have no `Arbitrary` impl and cannot get one from here, and a test derive on every
//! fixture type would put test-only code into every user-facing example. Every type the
//! fixtures use has a `Deserialize` impl, and it describes the type's shape exactly as
//! serde sees it (renames, skips, defaults, enum representations): a random
//! `Deserializer` ([`crdgen_tests::rust_values`]) hands it field names and variants it
//! asks for, so fields serde writes but the schema lacks are generated too, and the CRD's
//! schema only guides the leaves towards values the server accepts. The older
//! `nothing_lost.rs` generates from the schema and cannot see such fields.
//!
//! Cases per kind: `PROPTEST_CASES` (default [`DEFAULT_CASES`]); a failure names its seed,
//! and `CRDGEN_ROUND_TRIP_SEED=<seed>` runs only that one.

use std::cell::RefCell;

use crdgen::CustomResourceExt;
use crdgen_tests::round_trip::{self, DEFAULT_CASES, Known, case, check, embedded_meta, seeds};
use crdgen_tests::rust_values::Learned;
use crdgen_tests::schema_values::flatten_all_of_deep;
use crdgen_tests::version_schema;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

fn schema_of<K: CustomResourceExt>() -> Map<String, Value> {
    version_schema(&serde_json::to_value(K::crd()).unwrap(), K::VERSION)
}

/// The property for one kind (its Rust root type, one served version), with the
/// differences known for it.
fn round_trip<K: CustomResourceExt + Serialize + DeserializeOwned>(known: &[Known]) {
    let kind = format!("{} {}", K::crd_name(), K::VERSION);
    let seeds = seeds(round_trip::cases());
    if let Err(report) = check::<K>(&kind, &schema_of::<K>(), &seeds, known) {
        panic!("{report}");
    }
}

/// An `Option` field serde leaves out when `None` whose schema has a default: the API
/// server fills in the default, so `None` comes back as `Some(default)`. The API
/// server's defaulting works so by design; the conformance fixture copies
/// controller-gen's testdata, where the Go field is a plain string.
const DEFAULT_FILLS_NONE: &str = "a schema default fills in an omitted `None`";

/// One test per kind: `name: path::to::Kind,` (and `[list, …]` after the type, each a
/// list of [`Known`] differences, for those known for it). A new fixture is one line per
/// kind here and its crate in `tests/Cargo.toml`.
macro_rules! kinds {
    ($($name:ident: $kind:ty $([$($known:expr),* $(,)?])?,)*) => {$(
        #[test]
        fn $name() {
            let known: Vec<Vec<Known>> = vec![$($($known),*)?];
            round_trip::<$kind>(&known.concat());
        }
    )*};
}

kinds! {
    clusterscoped_tenant: fixture_clusterscoped::Tenant,
    customimagedeploy: fixture_customimagedeploy::CustomImageDeploy,
    databasemanager: fixture_databasemanager::DatabaseManager,
    memcached: fixture_memcached::Memcached,
    podset: fixture_podset::PodSet [embedded_meta("spec.podMetadata")],
    samplecontroller_foo: fixture_samplecontroller::apis::samplecontroller::v1alpha1::Foo,
    multiversion_crontab_v1: fixture_multiversion::v1::CronTab,
    multiversion_crontab_v1alpha1: fixture_multiversion::v1alpha1::CronTab,
    goport_foo: fixture_goport::foo::Foo,
    goport_firstmate_v1: fixture_goport::firstmate::v1::FirstMate,
    goport_firstmate_v2: fixture_goport::firstmate::v2::FirstMate,
    goport_numeric: fixture_goport::numeric::Numeric,
    conformance_nogroup_cronjob: fixture_conformance::nogroup::CronJob,
    conformance_foo: fixture_conformance::foo::Foo,
    conformance_zoo: fixture_conformance::zoo::Zoo,
    conformance_testquota: fixture_conformance::testquota::TestQuota,
    conformance_cronjob_v1: fixture_conformance::cronjob::v1::CronJob [vec![
        Known::at("spec.defaultedEmptyObject.foo", DEFAULT_FILLS_NONE),
        Known::at("spec.kubernetesDefaultedEmptyObject.foo", DEFAULT_FILLS_NONE),
        Known::at("spec.protocol", DEFAULT_FILLS_NONE),
        // The fixture copies controller-gen's testdata, and so its settings:
        Known::below(
            "spec.jobTemplate.metadata",
            "generate-embedded-object-meta = false: a bare object, every field pruned (W0381 says so)",
        ),
        Known::at(
            "spec.jobTemplate.spec.scheduling",
            "kubernetes-version = \"1.36\" while the workspace's k8s-openapi is `latest` (1.37), whose JobSpec writes `scheduling`",
        ),
        Known::at(
            "spec.noReallySuspend",
            "#[crd(type = \"string\")] on an Option<bool> (the +kubebuilder:validation:Type testdata): serde writes a boolean",
        ),
    ]],
    conformance_cronjob_v1beta1: fixture_conformance::cronjob::v1beta1::CronJob,
    conformance_cronjob_v1beta2: fixture_conformance::cronjob::v1beta2::CronJob,
    conformance_enums: fixture_conformance::enums::Enum,
    conformance_externaldocs: fixture_conformance::externaldocs::ExternalDoc,
    conformance_immutable: fixture_conformance::immutable::ImmutableType,
    conformance_jobs: fixture_conformance::jobs::Job,
    conformance_oneof: fixture_conformance::oneof::Oneof,
    conformance_versioned_v1beta1: fixture_conformance::versioned::v1beta1::VersionedResource,
    conformance_versioned_v1beta2: fixture_conformance::versioned::v1beta2::VersionedResource,
    bigoperator_postgrescluster: fixture_bigoperator::PostgresCluster [embedded_meta("spec.podTemplate.metadata")],
    shapes: fixture_shapes::Shapes [embedded_meta("spec.templateMetadata")],
}

/// The default seeds, whatever the environment says: the harness tests expect them.
fn default_seeds() -> Vec<u64> {
    (0..u64::from(DEFAULT_CASES)).collect()
}

/// The first failure of the property on `schema`, over the default number of seeds.
fn first_failure<T: Serialize + DeserializeOwned>(schema: &Map<String, Value>) -> String {
    let guide = flatten_all_of_deep(schema);
    let learned = RefCell::new(Learned::new());
    default_seeds()
        .into_iter()
        .find_map(|seed| case::<T>("probe", schema, &guide, seed, &learned, &[]).err())
        .map(|failure| failure.report)
        .expect("the property must fail")
}

/// The harness fails when it should: Memcached's schema without `status.nodes` (a field
/// serde writes) loses the nodes on the way through the server.
#[test]
fn a_field_the_schema_lacks_is_reported() {
    let mut schema = schema_of::<fixture_memcached::Memcached>();
    let status = schema["properties"]["status"].as_object_mut().unwrap();
    let properties = status["properties"].as_object_mut().unwrap();
    assert!(properties.remove("nodes").is_some());
    insta::assert_snapshot!(first_failure::<fixture_memcached::Memcached>(&schema));
}

/// A probe type with the shapes the harness tests below need.
#[derive(Serialize, Deserialize)]
struct Probe {
    /// Written as `null` when `None`.
    maybe: Option<i32>,
}

fn probe_schema(maybe: Value) -> Map<String, Value> {
    json!({"type": "object", "properties": {"maybe": maybe}})
        .as_object()
        .cloned()
        .unwrap()
}

/// A `null` the schema keeps (`nullable`) comes back; without `nullable` the server turns
/// it into the default, and the property says where.
#[test]
fn a_dropped_nullable_is_reported() {
    let kept = probe_schema(json!({"type": "integer", "nullable": true, "default": 3}));
    assert_eq!(
        check::<Probe>("probe", &kept, &default_seeds(), &[]),
        Ok(())
    );
    let dropped = probe_schema(json!({"type": "integer", "default": 3}));
    insta::assert_snapshot!(first_failure::<Probe>(&dropped));
}

/// A value the schema refuses is reported with the server's reason and path.
#[test]
fn a_refused_value_is_reported() {
    let refused = probe_schema(json!({"type": "string", "nullable": true}));
    insta::assert_snapshot!(first_failure::<Probe>(&refused));
}

/// A type that no draw can build (it refuses every value) is a failure that names the
/// type and the path, never a silent skip.
#[test]
fn a_type_that_cannot_be_built_is_reported() {
    #[derive(Serialize)]
    struct Never;
    impl<'de> Deserialize<'de> for Never {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            let _ = String::deserialize(d)?;
            Err(serde::de::Error::custom("never"))
        }
    }
    #[derive(Serialize, Deserialize)]
    struct Holder {
        inner: Never,
    }
    insta::assert_snapshot!(first_failure::<Holder>(&probe_schema(json!({}))));
}

/// A known difference that no longer shows where serde wrote a value fails the test, so
/// the list cannot go stale; one at a path serde never wrote proves nothing either way.
#[test]
fn a_known_difference_that_does_not_show_fails() {
    let kept = probe_schema(json!({"type": "integer", "nullable": true}));
    let known = [Known::at("maybe", "an example")];
    assert_eq!(
        check::<Probe>("probe", &kept, &default_seeds(), &known),
        Err(format!(
            "probe: known differences that no longer show where serde wrote them, in {DEFAULT_CASES} cases: `maybe` (an example)"
        ))
    );
    let never_written = [Known::at("never", "an example")];
    assert_eq!(
        check::<Probe>("probe", &kept, &default_seeds(), &never_written),
        Ok(())
    );
    let dropped = probe_schema(json!({"type": "integer", "default": 3}));
    assert_eq!(
        check::<Probe>("probe", &dropped, &default_seeds(), &known),
        Ok(())
    );
}
