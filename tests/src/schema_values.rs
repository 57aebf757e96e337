//! Random JSON values a structural schema admits, as proptest strategies: types, formats,
//! enums, numeric bounds, lengths, patterns, required properties and the uniqueness of
//! `x-kubernetes-list-type: map`/`set` items.
//!
//! `nothing_lost.rs` builds whole objects from a kind's schema with it; the value
//! generator driven by the Rust types ([`crate::rust_values`]) uses it for the leaves the
//! schema guides and wherever serde asks for `deserialize_any` (untagged and internally
//! tagged enums, `#[serde(flatten)]`, `serde_json::Value`, `IntOrString`).

use crdgen_core::keywords::{self, Keyword, Side};
use proptest::prelude::*;
use serde_json::{Map, Value, json};

use crate::list_types;

/// Below this depth only required fields and minimum-size lists are generated, so deep
/// built-in types (a whole pod template) stay finite.
pub const DEPTH: usize = 5;

/// The node with its `allOf` branches folded in, bounds tightened: controller-gen (and
/// crdgen) put a field's re-set validations under `allOf`.
pub fn flatten_all_of(schema: &Map<String, Value>) -> Map<String, Value> {
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

/// The whole tree with every node's `allOf` folded in ([`flatten_all_of`]), so a walk
/// can borrow every node from one value.
pub fn flatten_all_of_deep(schema: &Map<String, Value>) -> Map<String, Value> {
    let mut flat = flatten_all_of(schema);
    for key in ["items", "additionalProperties"] {
        if let Some(Value::Object(child)) = flat.get(key) {
            let child = flatten_all_of_deep(child);
            flat.insert(key.into(), Value::Object(child));
        }
    }
    if let Some(Value::Object(properties)) = flat.get_mut("properties") {
        for child in properties.values_mut() {
            if let Value::Object(node) = child {
                *node = flatten_all_of_deep(node);
            }
        }
    }
    flat
}

/// Values for one schema node; `depth` counts the nodes above it.
pub fn values(schema: &Map<String, Value>, depth: usize) -> BoxedStrategy<Value> {
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
        let int = integers(schema, (-100, 100)).boxed();
        let text = strings(schema);
        return prop_oneof![int, text].boxed();
    }
    match schema.get("type").and_then(Value::as_str) {
        Some("string") => strings(schema),
        Some("integer") => integers(schema, (-1000, 1000)),
        Some("number") => numbers(schema),
        Some("boolean") => any::<bool>().prop_map(Value::from).boxed(),
        Some("array") => arrays(schema, depth),
        Some("object") => objects(schema, depth),
        // Untyped (preserve-unknown-fields): any small JSON.
        _ => untyped(),
    }
}

/// A few JSON values of every type, for a node that allows any.
pub fn untyped() -> BoxedStrategy<Value> {
    prop_oneof![
        Just(json!({"free": [1, "two"]})),
        Just(json!("text")),
        Just(json!(7))
    ]
    .boxed()
}

/// The range the schema sets on the size of a `ty` value (characters, items,
/// properties): every range of the keyword table for that type, intersected.
pub fn size(schema: &Map<String, Value>, ty: &str) -> (usize, Option<usize>) {
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
pub type NumberBound = Option<(f64, bool)>;

/// The range the schema sets on a number's value, from the keyword table.
pub fn value_range(schema: &Map<String, Value>) -> (NumberBound, NumberBound) {
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

/// Values of each string format the API server checks ([`string_formats::accepts`]);
/// a test below proves the table against it.
const FORMAT_SAMPLES: &[(&str, &[&str])] = &[
    (
        "date-time",
        &[
            "2024-02-29T12:00:00Z",
            "1970-01-01T00:00:00Z",
            "2031-12-31T23:59:59Z",
        ],
    ),
    ("date", &["2024-02-29", "1999-12-31"]),
    ("byte", &["", "aGVsbG8=", "AA=="]),
    (
        "uuid",
        &[
            "67e55044-10b1-426f-9247-bb680e5fe0c8",
            "00000000-0000-0000-0000-000000000000",
        ],
    ),
    ("ipv4", &["10.0.0.1", "192.168.1.255"]),
    ("ipv6", &["::1", "fe80::1"]),
    ("uri", &["https://example.com/a", "example.com"]),
];

/// Strings for a string node: one of its format's samples, else a match of its pattern,
/// else lowercase letters and digits, within its length bounds.
pub fn strings(schema: &Map<String, Value>) -> BoxedStrategy<Value> {
    let (min, max) = size(schema, "string");
    let max = max.map_or(min + 12, |m| m.min(min + 12));
    let format = schema.get("format").and_then(Value::as_str);
    if let Some((_, samples)) = FORMAT_SAMPLES.iter().find(|(f, _)| Some(*f) == format) {
        let samples: Vec<Value> = samples.iter().map(|s| json!(s)).collect();
        return proptest::sample::select(samples).boxed();
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

/// The integers an integer node admits (bounds, `multipleOf`, its format's range),
/// preferably inside `window`.
pub fn integers(schema: &Map<String, Value>, window: (i64, i64)) -> BoxedStrategy<Value> {
    let hard = integer_range(schema, (i128::from(i64::MIN), i128::from(i64::MAX)));
    let (lo, hi) = inside(hard, (i128::from(window.0), i128::from(window.1)));
    let step = schema
        .get("multipleOf")
        .and_then(Value::as_f64)
        .filter(|m| m.fract() == 0.0 && *m >= 1.0)
        .map(|m| m as i128);
    match step {
        Some(m) => ((lo + m - 1).div_euclid(m)..=hi.div_euclid(m).max((lo + m - 1).div_euclid(m)))
            .prop_map(move |k| json!((k * m) as i64))
            .boxed(),
        _ => ((lo as i64)..=(hi as i64)).prop_map(Value::from).boxed(),
    }
}

/// The closed range of integers a node admits inside `ty` (the range of the Rust type):
/// the schema's bounds and its `int32`/`int64` format, each where it is tighter.
pub fn integer_range(schema: &Map<String, Value>, ty: (i128, i128)) -> (i128, i128) {
    let (min, max) = value_range(schema);
    let lower = min.map(|(b, exclusive)| {
        if exclusive {
            b.floor() as i128 + 1
        } else {
            b.ceil() as i128
        }
    });
    let upper = max.map(|(b, exclusive)| {
        if exclusive {
            b.ceil() as i128 - 1
        } else {
            b.floor() as i128
        }
    });
    let format = match schema.get("format").and_then(Value::as_str) {
        Some("int32") => (i128::from(i32::MIN), i128::from(i32::MAX)),
        _ => (i128::from(i64::MIN), i128::from(i64::MAX)),
    };
    let lo = ty.0.max(format.0).max(lower.unwrap_or(i128::MIN));
    let hi = ty.1.min(format.1).min(upper.unwrap_or(i128::MAX));
    (lo, hi.max(lo))
}

/// The part of `hard` inside `window`, or where they do not meet, a window-sized part
/// of `hard` at the end nearest to `window`: small values where the range allows them.
pub fn inside(hard: (i128, i128), window: (i128, i128)) -> (i128, i128) {
    let width = window.1 - window.0;
    let (lo, hi) = (hard.0.max(window.0), hard.1.min(window.1));
    if lo <= hi {
        (lo, hi)
    } else if window.0 > hard.1 {
        (hard.0.max(hard.1 - width), hard.1)
    } else {
        (hard.0, hard.1.min(hard.0 + width))
    }
}

/// Numbers for a number node: whole multiples of its `multipleOf` (or of 0.25), which
/// stay exact through JSON, strictly inside its bounds.
pub fn numbers(schema: &Map<String, Value>) -> BoxedStrategy<Value> {
    let (min, max) = value_range(schema);
    let lo = min.map_or(-1000.0, |(b, _)| b);
    let hi = max.map_or(lo + 2000.0, |(b, _)| b).max(lo);
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
    let list = schema.clone();
    proptest::collection::vec(values(items, depth + 1), min..=max)
        // Items that repeat a key (or, in a set, a value) are dropped, as a client
        // would have to; a list left shorter than minItems is drawn again.
        .prop_map(move |items| list_types::unique(items, &list))
        .prop_filter("at least minItems unique items", move |items| {
            items.len() >= min
        })
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
    // An embedded resource: the server requires its `apiVersion` and `kind`.
    let embedded = schema.get("x-kubernetes-embedded-resource") == Some(&Value::Bool(true));
    (fields, free)
        .prop_map(move |(fields, free)| {
            let mut object: Map<String, Value> = free.into_iter().collect();
            object.extend(fields.into_iter().flatten());
            if embedded {
                object.insert("apiVersion".into(), json!("example.com/v1"));
                object.insert("kind".into(), json!("Example"));
            }
            Value::Object(object)
        })
        .boxed()
}

#[cfg(test)]
mod tests {
    use crdgen_core::schema::string_formats;

    use super::*;

    #[test]
    fn every_format_sample_is_accepted_by_the_server_model() {
        for (format, samples) in FORMAT_SAMPLES {
            for sample in *samples {
                assert!(
                    string_formats::accepts(format, sample),
                    "{format}: {sample}"
                );
            }
        }
    }

    #[test]
    fn integer_ranges_meet_the_type_the_bounds_and_the_format() {
        let schema = |v: Value| v.as_object().cloned().unwrap();
        let full = (i128::from(u64::MIN), i128::from(u64::MAX));
        assert_eq!(
            integer_range(&schema(json!({"format": "int64"})), full),
            (0, i128::from(i64::MAX))
        );
        assert_eq!(
            integer_range(
                &schema(json!({"minimum": 1, "maximum": 5, "exclusiveMaximum": true})),
                (-10, 10)
            ),
            (1, 4)
        );
        assert_eq!(inside((-5000, -4000), (-1000, 1000)), (-5000, -4000));
        assert_eq!(inside((i128::MIN, -5000), (-1000, 1000)), (-7000, -5000));
        assert_eq!(inside((3000, i128::MAX), (-1000, 1000)), (3000, 5000));
        assert_eq!(inside((0, 10), (-1000, 1000)), (0, 10));
    }
}
