//! The shipped Kubernetes definitions: one minified JSON file per Kubernetes version,
//! embedded in the binary and parsed on first use, so a run that uses no built-in type pays
//! nothing but the binary size.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use serde_json::{Map, Value};

/// The Kubernetes version whose definitions crdgen uses unless told otherwise. 1.36 is the
/// one whose definitions match controller-tools v0.21's golden CRDs (its CronJob golden
/// already has 1.36's `PodSpec.schedulingGroup` and the `Lt`/`Gt` toleration operators).
pub const DEFAULT_VERSION: &str = "1.36";

/// The definitions of one version, by OpenAPI definition name.
pub(crate) type Definitions = Map<String, Value>;

/// The shipped files, oldest first; [`versions`] lists them in this order.
const FILES: [(&str, &str); 2] = [
    ("1.36", include_str!("../../data/k8s-1.36.json")),
    ("1.37", include_str!("../../data/k8s-1.37.json")),
];

/// The version names of [`FILES`].
const VERSIONS: [&str; FILES.len()] = [FILES[0].0, FILES[1].0];

/// The lazily built state of one shipped version.
struct State {
    parsed: OnceLock<Result<Definitions, String>>,
    /// Expanded schemas, by definition name. Expanding `PodSpec` walks a few hundred
    /// definitions, and one CRD often names the same type in several fields.
    expanded: OnceLock<Mutex<HashMap<String, Value>>>,
}

impl State {
    const fn new() -> Self {
        State {
            parsed: OnceLock::new(),
            expanded: OnceLock::new(),
        }
    }
}

/// One [`State`] per entry of [`FILES`], at the same index.
static STATES: [State; FILES.len()] = [State::new(), State::new()];

/// The Kubernetes versions whose definitions are shipped, oldest first; [`DEFAULT_VERSION`]
/// is one of them.
pub fn versions() -> &'static [&'static str] {
    &VERSIONS
}

/// The embedded JSON and the state of `version`.
fn shipped(version: &str) -> Result<(&'static str, &'static State), String> {
    FILES
        .iter()
        .zip(&STATES)
        .find(|((v, _), _)| *v == version)
        .map(|((_, json), state)| (*json, state))
        .ok_or_else(|| {
            format!(
                "Kubernetes version {version} is not shipped with crdgen; choose one of {} (default {DEFAULT_VERSION})",
                versions().join(", ")
            )
        })
}

/// The parsed definitions of `version`.
pub(crate) fn definitions(version: &str) -> Result<&'static Definitions, String> {
    let (json, state) = shipped(version)?;
    state
        .parsed
        .get_or_init(|| match serde_json::from_str(json) {
            Ok(Value::Object(defs)) => Ok(defs),
            Ok(_) => Err(format!("k8s-{version}.json is not a JSON object")),
            Err(e) => Err(format!("k8s-{version}.json does not parse: {e}")),
        })
        .as_ref()
        .map_err(Clone::clone)
}

/// The expanded schema of `definition` in `version`, computed by `expand` on first request.
/// Errors are not cached: they are cheap to find again and callers stop at the first.
pub(crate) fn cached(
    version: &str,
    definition: &str,
    expand: impl FnOnce() -> Result<Value, String>,
) -> Result<Value, String> {
    let cache = shipped(version)?.1.expanded.get_or_init(Default::default);
    // A poisoned lock only means another thread panicked mid-insert; the map is still valid.
    if let Some(hit) = cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .get(definition)
    {
        return Ok(hit.clone());
    }
    let value = expand()?;
    cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(definition.to_owned(), value.clone());
    Ok(value)
}
