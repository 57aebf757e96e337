//! The "nothing lost" property from the Rust side: a value built by the Rust type
//! ([`crate::rust_values`]), written by serde, stored by the model of the API server that
//! the fake enforces (`crdgen_apiserver::admit_without_rules`: pruning, null dropping,
//! defaulting, then validation with kube-apiserver's messages, list sets and map keys;
//! the CEL rules left out, as random values cannot know them) and read back by serde is
//! written again exactly as it was.

use std::cell::RefCell;
use std::collections::BTreeMap;

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value, json};

use crate::rust_values::{self, Learned};
use crate::schema_values::flatten_all_of_deep;

/// Cases per kind when `PROPTEST_CASES` does not say.
pub const DEFAULT_CASES: u32 = 96;

/// Draws per case before the type counts as one that cannot be built: a draw fails when
/// the type requires a field the schema does not (it is then learned) or rejects a value
/// the schema allows.
const ATTEMPTS: u32 = 32;

/// The environment variable that runs a single seed (the one a failure names).
pub const SEED_VAR: &str = "CRDGEN_ROUND_TRIP_SEED";

/// The environment variable that, set to `1`, runs every seed and lists each distinct
/// unknown difference (with its count and first seed) instead of stopping at the first:
/// for long runs that look for everything at once.
pub const SURVEY_VAR: &str = "CRDGEN_ROUND_TRIP_SURVEY";

/// A difference the property is known to find, and why it is left: the test fails if it
/// no longer reproduces, so the list never outlives the bug.
#[derive(Clone, Debug)]
pub struct Known {
    /// A path where the value differs after the round trip, or where the server refuses
    /// it (indices as `[]`: `spec.items[].name`).
    pub path: String,
    /// Why it is not fixed here.
    pub why: &'static str,
    /// Whether it covers every path below `path` rather than `path` itself.
    pub below: bool,
}

impl Known {
    /// A known difference at `path`.
    pub fn at(path: &str, why: &'static str) -> Self {
        Known {
            path: path.to_owned(),
            why,
            below: false,
        }
    }

    /// Known differences anywhere below `path` (a whole object the server prunes).
    pub fn below(path: &str, why: &'static str) -> Self {
        Known {
            below: true,
            ..Known::at(path, why)
        }
    }

    /// Does it cover a difference at `shape`?
    fn covers(&self, shape: &str) -> bool {
        if self.below {
            shape
                .strip_prefix(self.path.as_str())
                .is_some_and(|rest| rest.starts_with(['.', '[']))
        } else {
            shape == self.path
        }
    }
}

/// The fields of an `ObjectMeta` below a resource's root that the API server prunes:
/// crdgen's embedded-metadata schema, like controller-gen's
/// `crd:generateEmbeddedObjectMeta=true`, keeps only labels, annotations, name,
/// namespace and finalizers (#15 point 6). What k8s-openapi's `ObjectMeta` also writes is
/// the known difference of every such field at `path`.
pub fn embedded_meta(path: &str) -> Vec<Known> {
    const PRUNED: [&str; 10] = [
        "creationTimestamp",
        "deletionGracePeriodSeconds",
        "deletionTimestamp",
        "generateName",
        "generation",
        "managedFields",
        "ownerReferences",
        "resourceVersion",
        "selfLink",
        "uid",
    ];
    PRUNED
        .iter()
        .map(|field| {
            Known::at(
                &format!("{path}.{field}"),
                "embedded ObjectMeta keeps labels, annotations, name, namespace and finalizers only (controller-gen's generateEmbeddedObjectMeta)",
            )
        })
        .collect()
}

/// How one case failed.
#[derive(Debug, PartialEq)]
pub struct Failure {
    /// Where it shows first (indices as `[]`): the first unknown difference, or where
    /// the server or serde refused (empty when unknown).
    pub shape: String,
    /// The full report.
    pub report: String,
}

/// The number of cases: `PROPTEST_CASES`, else [`DEFAULT_CASES`].
pub fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(DEFAULT_CASES)
}

/// The seeds to run: the one of [`SEED_VAR`], else `0..cases`.
pub fn seeds(cases: u32) -> Vec<u64> {
    match std::env::var(SEED_VAR).ok().and_then(|s| s.parse().ok()) {
        Some(seed) => vec![seed],
        None => (0..u64::from(cases)).collect(),
    }
}

/// Runs the property for `T` (a kind's root type) against its root `schema` on every
/// seed; `known` lists the differences expected. Each must show in every case where
/// serde wrote a value at its path: one written and kept intact is fixed, and must leave
/// the list. (Requiring each to show at all would depend on how often the random values
/// of a large type reach a deep field.) The error is the first failure's report, or the
/// known differences written and kept.
pub fn check<T: Serialize + DeserializeOwned>(
    kind: &str,
    schema: &Map<String, Value>,
    seeds: &[u64],
    known: &[Known],
) -> Result<(), String> {
    let guide = flatten_all_of_deep(schema);
    let learned = RefCell::new(Learned::new());
    let mut seen = vec![false; known.len()];
    let mut written = vec![false; known.len()];
    let survey = std::env::var(SURVEY_VAR).is_ok_and(|v| v == "1");
    let mut found: BTreeMap<String, (usize, String)> = BTreeMap::new();
    for &seed in seeds {
        let shown = match case::<T>(kind, schema, &guide, seed, &learned, known) {
            Ok(shown) => shown,
            Err(failure) if survey => {
                let entry = found.entry(failure.shape).or_insert_with(|| {
                    (
                        0,
                        failure.report.lines().next().unwrap_or_default().to_owned(),
                    )
                });
                entry.0 += 1;
                continue;
            }
            Err(failure) => return Err(failure.report),
        };
        for (i, k) in known.iter().enumerate() {
            seen[i] |= shown.differences.iter().any(|shape| k.covers(shape));
            written[i] |= shown.written.iter().any(|shape| k.covers(shape));
        }
    }
    let gone: Vec<String> = known
        .iter()
        .zip(seen.iter().zip(&written))
        .filter(|(_, (seen, written))| **written && !**seen)
        .map(|(k, _)| format!("`{}` ({})", k.path, k.why))
        .collect();
    if !found.is_empty() {
        let list: Vec<String> = found
            .iter()
            .map(|(shape, (n, first))| format!("`{shape}`: {n} cases, first: {first}"))
            .collect();
        return Err(format!(
            "{kind}: {} distinct differences in {} cases:\n{}",
            found.len(),
            seeds.len(),
            list.join("\n")
        ));
    }
    // A single seed cannot show every known difference.
    if gone.is_empty() || seeds.len() == 1 {
        Ok(())
    } else {
        Err(format!(
            "{kind}: known differences that no longer show where serde wrote them, in {} cases: {}",
            seeds.len(),
            gone.join(", ")
        ))
    }
}

/// What one case showed of the known differences, as paths with indices left out.
#[derive(Debug, Default)]
pub struct Shown {
    /// The known differences it showed.
    pub differences: Vec<String>,
    /// The paths serde wrote a value at that a known difference covers.
    pub written: Vec<String>,
}

/// One seed: build, write, admit, read, write again. `Ok` holds the known differences
/// it showed; a difference not in `known` fails.
pub fn case<T: Serialize + DeserializeOwned>(
    kind: &str,
    schema: &Map<String, Value>,
    guide: &Map<String, Value>,
    seed: u64,
    learned: &RefCell<Learned>,
    known: &[Known],
) -> Result<Shown, Failure> {
    let is_known = |shape: &str| known.iter().any(|k| k.covers(shape));
    // The API server owns the root's metadata; a name is all the property needs.
    let fixed = BTreeMap::from([("metadata".to_owned(), json!({"name": "sample"}))]);
    let mut last = None;
    let mut built = None;
    // ATTEMPTS draws in a row that teach nothing new (a required field, a text the type
    // refuses) give up; a draw that teaches something does not count.
    let (mut attempt, mut stale) = (0, 0);
    while stale < ATTEMPTS && attempt < ATTEMPTS * 64 {
        let known_before = learned.borrow().len();
        match rust_values::build::<T>(guide, &fixed, seed, attempt, learned) {
            Ok(value) => {
                built = Some(value);
                break;
            }
            Err(e) => last = Some(e),
        }
        stale = if learned.borrow().len() > known_before {
            0
        } else {
            stale + 1
        };
        attempt += 1;
    }
    let fail = |shape: &str, what: String, written: &Value, admitted: Option<&Value>| Failure {
        shape: shape.to_owned(),
        report: report(kind, seed, &what, written, admitted),
    };
    let Some(value) = built else {
        let why = last.map(|e| e.to_string()).unwrap_or_default();
        return Err(Failure {
            shape: String::new(),
            report: format!(
                "{kind}, seed {seed}: no value of {} could be built in {ATTEMPTS} draws: {why}",
                std::any::type_name::<T>()
            ),
        });
    };
    let written = serde_json::to_value(&value).map_err(|e| {
        fail(
            "",
            format!("serde cannot write the value: {e}"),
            &Value::Null,
            None,
        )
    })?;
    let mut all = Vec::new();
    paths_in(&written, "", &mut all);
    let written_known: Vec<String> = all
        .iter()
        .map(|p| shape_of(p))
        .filter(|shape| is_known(shape))
        .collect();
    let shown = |differences: Vec<String>| Shown {
        differences,
        written: written_known.clone(),
    };
    let admitted = match crdgen_apiserver::admit_without_rules(written.clone(), schema) {
        Ok(stored) => stored,
        Err(errors) => {
            let at = errors.first().map_or("", |e| e.field.as_str());
            let why = errors
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("; ");
            let shape = shape_of(at);
            if is_known(&shape) {
                return Ok(shown(vec![shape]));
            }
            return Err(fail(
                &shape,
                format!("the API server refuses what serde writes: {why}"),
                &written,
                None,
            ));
        }
    };
    let read: T = serde_json::from_value(admitted.clone()).map_err(|e| {
        fail(
            "",
            format!("serde cannot read what the API server stored: {e}"),
            &written,
            Some(&admitted),
        )
    })?;
    let rewritten = serde_json::to_value(&read).map_err(|e| {
        fail(
            "",
            format!("serde cannot write the value read back: {e}"),
            &written,
            Some(&admitted),
        )
    })?;
    let mut paths = Vec::new();
    differences(&written, &rewritten, "", &mut paths);
    let shapes: Vec<String> = paths.iter().map(|p| shape_of(p)).collect();
    match paths
        .iter()
        .zip(&shapes)
        .find(|(_, shape)| !is_known(shape))
    {
        None => Ok(shown(shapes)),
        Some((path, shape)) => Err(fail(
            shape,
            format!(
                "what serde writes changed through the API server, first at `{path}`\nwritten again: {rewritten}"
            ),
            &written,
            Some(&admitted),
        )),
    }
}

fn report(kind: &str, seed: u64, what: &str, written: &Value, admitted: Option<&Value>) -> String {
    let admitted = admitted.map_or_else(|| "(refused)".to_owned(), Value::to_string);
    format!(
        "{kind}, seed {seed}: {what}\nwritten:  {written}\nadmitted: {admitted}\n(run only this seed with {SEED_VAR}={seed})"
    )
}

/// `a.b[3].c` → `a.b[].c`: where a difference shows, whatever the item.
fn shape_of(path: &str) -> String {
    let mut shape = String::new();
    let mut in_index = false;
    for c in path.chars() {
        match c {
            '[' => {
                in_index = true;
                shape.push('[');
            }
            ']' => {
                in_index = false;
                shape.push(']');
            }
            _ if in_index => {}
            _ => shape.push(c),
        }
    }
    shape
}

/// Every path in `value` (objects' keys, lists' indices), each node once.
fn paths_in(value: &Value, path: &str, out: &mut Vec<String>) {
    match value {
        Value::Object(m) => {
            for (k, v) in m {
                let at = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                paths_in(v, &at, out);
                out.push(at);
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                let at = format!("{path}[{i}]");
                paths_in(v, &at, out);
                out.push(at);
            }
        }
        _ => {}
    }
}

/// Every path where `a` and `b` differ (a key or item only one has, or a different
/// scalar), in key order, then index order.
pub fn differences(a: &Value, b: &Value, path: &str, out: &mut Vec<String>) {
    if a == b {
        return;
    }
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            let mut keys: Vec<&String> = x.keys().chain(y.keys()).collect();
            keys.sort();
            keys.dedup();
            for k in keys {
                let at = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                match (x.get(k), y.get(k)) {
                    (Some(p), Some(q)) => differences(p, q, &at, out),
                    _ => out.push(at),
                }
            }
        }
        (Value::Array(x), Value::Array(y)) => {
            for i in 0..x.len().max(y.len()) {
                let at = format!("{path}[{i}]");
                match (x.get(i), y.get(i)) {
                    (Some(p), Some(q)) => differences(p, q, &at, out),
                    _ => out.push(at),
                }
            }
        }
        _ => out.push(path.to_owned()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn differences_are_listed_in_key_and_index_order() {
        let diff = |a: Value, b: Value| {
            let mut out = Vec::new();
            differences(&a, &b, "", &mut out);
            out
        };
        assert_eq!(
            diff(
                json!({"a": [1, 2], "b": 1, "c": {"x": 1}}),
                json!({"a": [1, 3, 4], "b": 2, "c": {}})
            ),
            ["a[1]", "a[2]", "b", "c.x"]
        );
        assert_eq!(diff(json!([1]), json!([1])), Vec::<String>::new());
        assert_eq!(
            shape_of("spec.list[12].items[0].name"),
            "spec.list[].items[].name"
        );
    }
}
