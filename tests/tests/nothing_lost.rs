//! "Nothing lost": for every fixture kind, random objects the CRD admits are read by the
//! Rust type, written back by serde, and what serde writes must pass the CRD's validation
//! and survive the API server's pruning unchanged — a field serde writes but the schema
//! lacks would be dropped silently on every write.
//!
//! Objects are generated from the kind's own schema (respecting types, formats, enums,
//! bounds, patterns and required fields), so no hand-written `Arbitrary` impls are needed
//! and built-in types (JobTemplateSpec, Condition, Quantity, …) are covered too.

use crdgen::CustomResourceExt;
use crdgen_core::keywords::{self, Keyword, Side};
use crdgen_core::schema::prune::prune;
use crdgen_core::schema::validate;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestError, TestRunner};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value, json};

/// Below this depth only required fields and minimum-size lists are generated, so deep
/// built-in types (a whole pod template) stay finite.
const DEPTH: usize = 5;

fn schema_of<K: CustomResourceExt>() -> Map<String, Value> {
    let crd = serde_json::to_value(K::crd()).unwrap();
    let versions = crd["spec"]["versions"].as_array().unwrap();
    let version = versions
        .iter()
        .find(|v| v["name"] == K::VERSION)
        .unwrap_or_else(|| panic!("{} has no version {}", K::crd_name(), K::VERSION));
    version["schema"]["openAPIV3Schema"]
        .as_object()
        .unwrap()
        .clone()
}

/// The node with its `allOf` branches folded in, bounds tightened: controller-gen (and
/// crdgen) put a field's re-set validations under `allOf`.
fn flatten_all_of(schema: &Map<String, Value>) -> Map<String, Value> {
    let mut flat = schema.clone();
    let Some(Value::Array(branches)) = flat.remove("allOf") else {
        return flat;
    };
    for branch in branches.iter().filter_map(Value::as_object) {
        for (key, value) in flatten_all_of(branch) {
            let side = keywords::keyword(&key)
                .and_then(|k| k.bound)
                .map(|b| b.side);
            let tighter = match (side, flat.get(&key)) {
                (_, None) => true,
                (Some(Side::Lower), Some(old)) => value.as_f64() > old.as_f64(),
                (Some(Side::Upper), Some(old)) => value.as_f64() < old.as_f64(),
                _ => false,
            };
            if tighter {
                flat.insert(key, value);
            }
        }
    }
    flat
}

/// Values for one schema node.
fn values(schema: &Map<String, Value>, depth: usize) -> BoxedStrategy<Value> {
    let flat;
    let schema = if schema.contains_key("allOf") {
        flat = flatten_all_of(schema);
        &flat
    } else {
        schema
    };
    if let Some(Value::Array(options)) = schema.get("enum") {
        return proptest::sample::select(options.clone()).boxed();
    }
    if schema.contains_key("x-kubernetes-int-or-string") {
        let int = (0i64..100).prop_map(Value::from).boxed();
        let text = strings(schema);
        return prop_oneof![int, text].boxed();
    }
    match schema.get("type").and_then(Value::as_str) {
        Some("string") => strings(schema),
        Some("integer") => integers(schema),
        Some("number") => numbers(schema),
        Some("boolean") => any::<bool>().prop_map(Value::from).boxed(),
        Some("array") => arrays(schema, depth),
        Some("object") => objects(schema, depth),
        // Untyped (preserve-unknown-fields): any small JSON.
        _ => prop_oneof![
            Just(json!({"free": [1, "two"]})),
            Just(json!("text")),
            Just(json!(7))
        ]
        .boxed(),
    }
}

/// The range the schema sets on the size of a `ty` value (characters, items,
/// properties): every range of the keyword table for that type, intersected.
fn size(schema: &Map<String, Value>, ty: &str) -> (usize, Option<usize>) {
    let get = |k: &Keyword| {
        schema
            .get(k.name)
            .and_then(Value::as_u64)
            .map(|n| n as usize)
    };
    keywords::size_ranges(ty).fold((0, None), |(min, max), (low, high, _)| {
        let max = match (max, get(high)) {
            (Some(a), Some(b)) => Some(usize::min(a, b)),
            (a, b) => a.or(b),
        };
        (get(low).map_or(min, |lo| lo.max(min)), max)
    })
}

/// A bound on a number, and whether it is exclusive.
type NumberBound = Option<(f64, bool)>;

/// The range the schema sets on a number's value, from the keyword table.
fn value_range(schema: &Map<String, Value>) -> (NumberBound, NumberBound) {
    let (low, high) = keywords::value_ranges()
        .next()
        .expect("the table has a value range");
    let get = |k: &Keyword| {
        let exclusive = k
            .bound
            .and_then(|b| b.exclusive)
            .is_some_and(|flag| schema.get(flag).and_then(Value::as_bool) == Some(true));
        schema
            .get(k.name)
            .and_then(Value::as_f64)
            .map(|b| (b, exclusive))
    };
    (get(low), get(high))
}

fn strings(schema: &Map<String, Value>) -> BoxedStrategy<Value> {
    let (min, max) = size(schema, "string");
    let max = max.map_or(min + 12, |m| m.min(min + 12));
    match schema.get("format").and_then(Value::as_str) {
        Some("date-time") => {
            return proptest::sample::select(vec![
                json!("2024-02-29T12:00:00Z"),
                json!("1970-01-01T00:00:00Z"),
                json!("2031-12-31T23:59:59Z"),
            ])
            .boxed();
        }
        Some("date") => return Just(json!("2024-02-29")).boxed(),
        Some("byte") => {
            return proptest::sample::select(vec![json!(""), json!("aGVsbG8="), json!("AA==")])
                .boxed();
        }
        _ => {}
    }
    if let Some(pattern) = schema.get("pattern").and_then(Value::as_str) {
        // proptest generates from the regex's syntax tree, which cannot hold anchors:
        // generate from the pattern without its outer ones, keep what really matches.
        let body = pattern.trim_start_matches('^').trim_end_matches('$');
        let Ok(re) = regex::Regex::new(pattern) else {
            panic!("the CRD's pattern does not compile: {pattern}");
        };
        let generated = proptest::string::string_regex(body)
            .unwrap_or_else(|_| proptest::string::string_regex("[a-z0-9]{0,8}").unwrap());
        return generated
            .prop_filter("matches the pattern within the length bounds", move |s| {
                re.is_match(s) && (min..=max.max(min)).contains(&s.chars().count())
            })
            .prop_map(Value::from)
            .boxed();
    }
    proptest::string::string_regex(&format!("[a-z0-9]{{{min},{}}}", max.max(min)))
        .unwrap()
        .prop_map(Value::from)
        .boxed()
}

fn integers(schema: &Map<String, Value>) -> BoxedStrategy<Value> {
    let (min, max) = value_range(schema);
    let bound = |b: NumberBound, step: i64| {
        b.map(|(b, exclusive)| if exclusive { b as i64 + step } else { b as i64 })
    };
    let lo = bound(min, 1).unwrap_or(-1000);
    let hi = bound(max, -1).unwrap_or(1000).max(lo);
    let hi = hi.min(lo.saturating_add(100_000));
    let step = schema
        .get("multipleOf")
        .and_then(Value::as_f64)
        .filter(|m| m.fract() == 0.0 && *m >= 1.0)
        .map(|m| m as i64);
    match step {
        Some(m) => ((lo + m - 1).div_euclid(m)..=hi.div_euclid(m))
            .prop_map(move |k| json!(k * m))
            .boxed(),
        _ => (lo..=hi).prop_map(Value::from).boxed(),
    }
}

fn numbers(schema: &Map<String, Value>) -> BoxedStrategy<Value> {
    let (min, max) = value_range(schema);
    let lo = min.map_or(-1000.0, |(b, _)| b);
    let hi = max.map_or(lo + 2000.0, |(b, _)| b).max(lo);
    // Whole multiples of the step (or of 0.25) keep the value exact through JSON and
    // inside exclusive bounds once the ends are dropped.
    let step = schema
        .get("multipleOf")
        .and_then(Value::as_f64)
        .unwrap_or(0.25);
    let first = (lo / step).ceil() as i64 + 1;
    let last = ((hi / step).floor() as i64 - 1).max(first);
    (first..=last)
        .prop_map(move |k| json!(k as f64 * step))
        .boxed()
}

fn arrays(schema: &Map<String, Value>, depth: usize) -> BoxedStrategy<Value> {
    let Some(Value::Object(items)) = schema.get("items") else {
        return Just(json!([])).boxed();
    };
    let (min, most) = size(schema, "array");
    let max = if depth >= DEPTH { min } else { min + 2 };
    let max = most.map_or(max, |m| max.min(m).max(min));
    proptest::collection::vec(values(items, depth + 1), min..=max)
        .prop_map(Value::Array)
        .boxed()
}

fn objects(schema: &Map<String, Value>, depth: usize) -> BoxedStrategy<Value> {
    let required: Vec<&str> = schema
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let mut fields: Vec<BoxedStrategy<Option<(String, Value)>>> = Vec::new();
    if let Some(Value::Object(properties)) = schema.get("properties") {
        for (name, child) in properties {
            let Value::Object(child) = child else {
                continue;
            };
            let key = name.clone();
            // The API server owns the root's metadata: a name is all the test needs.
            let field = if depth == 0 && name == "metadata" {
                Just(json!({"name": "sample"})).boxed()
            } else {
                values(child, depth + 1)
            };
            let entry = field.prop_map(move |v| Some((key.clone(), v)));
            if required.contains(&name.as_str()) {
                fields.push(entry.boxed());
            } else if depth < DEPTH {
                fields.push(prop_oneof![2 => Just(None), 1 => entry].boxed());
            }
        }
    }
    let (min_keys, most) = size(schema, "object");
    let max_keys = most.map_or(min_keys + 2, |m| m.min(min_keys + 2).max(min_keys));
    let free = match schema.get("additionalProperties") {
        Some(Value::Object(values_schema)) if depth < DEPTH || min_keys > 0 => {
            proptest::collection::btree_map(
                "[a-z]{1,6}",
                values(values_schema, depth + 1),
                min_keys..=max_keys,
            )
            .boxed()
        }
        _ => Just(Default::default()).boxed(),
    };
    (fields, free)
        .prop_map(|(fields, free)| {
            let mut object: Map<String, Value> = free.into_iter().collect();
            object.extend(fields.into_iter().flatten());
            Value::Object(object)
        })
        .boxed()
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
        prop_assume!(validate::check(&object, schema).is_ok());
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
        if let Err(why) = validate::check(&written, schema) {
            return Err(TestCaseError::fail(format!(
                "serde writes what the CRD rejects: {why}\n{written:#}"
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
