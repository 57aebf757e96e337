//! "Nothing lost": for every fixture kind, random objects the CRD admits are read by the
//! Rust type, written back by serde, and what serde writes must pass the CRD's validation
//! and survive the API server's pruning unchanged — a field serde writes but the schema
//! lacks would be dropped silently on every write.
//!
//! The judge is the fake API server's own model of kube-apiserver (`crdgen-apiserver`:
//! its pruning and its validation, CEL rules left out as random values cannot know what
//! a rule wants).
//!
//! Objects are generated from the kind's own schema (respecting types, formats, enums,
//! bounds, patterns and required fields), so no hand-written `Arbitrary` impls are needed
//! and built-in types (JobTemplateSpec, Condition, Quantity, …) are covered too.

use crdgen::CustomResourceExt;
use crdgen_apiserver::prune::prune;
use crdgen_apiserver::validate_without_rules;
use crdgen_tests::schema_values::values;
use crdgen_tests::version_schema;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestError, TestRunner};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value, json};

fn schema_of<K: CustomResourceExt>() -> Map<String, Value> {
    version_schema(&serde_json::to_value(K::crd()).unwrap(), K::VERSION)
}

/// Runs the property for kind `K` against `schema`; `Err` carries proptest's report.
fn check_nothing_lost<K: Serialize + DeserializeOwned>(
    schema: &Map<String, Value>,
    cases: u32,
) -> Result<(), String> {
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        max_local_rejects: 100_000,
        max_global_rejects: cases * 50,
        ..Config::default()
    });
    let result = runner.run(&values(schema, 0), |object| {
        // Only objects the API server would accept, and the type can read.
        prop_assume!(validate_without_rules(&object, schema, None).is_empty());
        let Ok(typed) = serde_json::from_value::<K>(object) else {
            return Err(TestCaseError::reject("the type cannot read it"));
        };
        let written = serde_json::to_value(&typed).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let mut pruned = written.clone();
        prune(&mut pruned, schema, true);
        if pruned != written {
            return Err(TestCaseError::fail(format!(
                "the API server would prune what serde writes:\nwritten: {written}\npruned:  {pruned}"
            )));
        }
        let refused = validate_without_rules(&written, schema, None);
        if !refused.is_empty() {
            let why: Vec<String> = refused.iter().map(ToString::to_string).collect();
            return Err(TestCaseError::fail(format!(
                "serde writes what the CRD rejects: {}\n{written:#}",
                why.join("; ")
            )));
        }
        Ok(())
    });
    match result {
        Ok(()) => Ok(()),
        Err(TestError::Fail(why, input)) => Err(format!("{why}\ninput: {input}")),
        Err(TestError::Abort(why)) => Err(format!("aborted: {why}")),
    }
}

/// The API server validates the root's `metadata` as ObjectMeta, not by the schema's
/// `{type: object}`: let the schema check accept its fields.
fn with_open_metadata(mut schema: Map<String, Value>) -> Map<String, Value> {
    if let Some(Value::Object(metadata)) = schema
        .get_mut("properties")
        .and_then(|p| p.get_mut("metadata"))
    {
        metadata.insert("x-kubernetes-preserve-unknown-fields".into(), json!(true));
    }
    schema
}

fn nothing_lost<K: CustomResourceExt + Serialize + DeserializeOwned>() {
    if let Err(why) = check_nothing_lost::<K>(&with_open_metadata(schema_of::<K>()), 64) {
        panic!("{} {}: {why}", K::crd_name(), K::VERSION);
    }
}

#[test]
fn fixture_kinds_lose_nothing() {
    // A fixture in the shape of a large real operator (fixtures/shapes is left out: its
    // unions and one-of groups make values drawn from the schema alone almost never
    // readable by serde; tests/tests/real_operator.rs drives it from the Rust side).
    nothing_lost::<fixture_bigoperator::PostgresCluster>();
    nothing_lost::<fixture_clusterscoped::Tenant>();
    nothing_lost::<fixture_customimagedeploy::CustomImageDeploy>();
    nothing_lost::<fixture_databasemanager::DatabaseManager>();
    nothing_lost::<fixture_memcached::Memcached>();
    nothing_lost::<fixture_podset::PodSet>();
    nothing_lost::<fixture_samplecontroller::apis::samplecontroller::v1alpha1::Foo>();
    nothing_lost::<fixture_multiversion::v1::CronTab>();
    nothing_lost::<fixture_multiversion::v1alpha1::CronTab>();
    // An optional spec (objects without one read as the default, which is written back),
    // the root options, and every Go numeric type in its Rust spelling.
    nothing_lost::<fixture_goport::foo::Foo>();
    nothing_lost::<fixture_goport::firstmate::v1::FirstMate>();
    nothing_lost::<fixture_goport::firstmate::v2::FirstMate>();
    nothing_lost::<fixture_goport::numeric::Numeric>();
}

#[test]
fn conformance_kinds_lose_nothing() {
    use fixture_conformance as c;
    nothing_lost::<c::nogroup::CronJob>();
    nothing_lost::<c::foo::Foo>();
    nothing_lost::<c::zoo::Zoo>();
    nothing_lost::<c::testquota::TestQuota>();
    nothing_lost::<c::cronjob::v1::CronJob>();
    nothing_lost::<c::cronjob::v1beta1::CronJob>();
    nothing_lost::<c::cronjob::v1beta2::CronJob>();
    nothing_lost::<c::enums::Enum>();
    nothing_lost::<c::externaldocs::ExternalDoc>();
    nothing_lost::<c::immutable::ImmutableType>();
    nothing_lost::<c::jobs::Job>();
    nothing_lost::<c::oneof::Oneof>();
    nothing_lost::<c::versioned::v1beta1::VersionedResource>();
    nothing_lost::<c::versioned::v1beta2::VersionedResource>();
}

/// The property is only worth something if it fails when a field is missing from the
/// schema: drop Memcached's `status.nodes` and it must report the pruning.
#[test]
fn a_field_missing_from_the_schema_is_caught() {
    let mut schema = with_open_metadata(schema_of::<fixture_memcached::Memcached>());
    let status = schema["properties"]["status"].as_object_mut().unwrap();
    let properties = status["properties"].as_object_mut().unwrap();
    assert!(properties.remove("nodes").is_some());
    if let Some(Value::Array(required)) = status.get_mut("required") {
        required.retain(|r| r != "nodes");
    }
    let why = check_nothing_lost::<fixture_memcached::Memcached>(&schema, 64)
        .expect_err("a missing field must be caught");
    assert_eq!(
        why.lines().next(),
        Some("the API server would prune what serde writes:"),
        "{why}"
    );
    assert!(why.contains("\"nodes\":"), "{why}");
}
