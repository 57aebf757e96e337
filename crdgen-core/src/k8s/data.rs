//! The shipped Kubernetes definitions, one set per Kubernetes minor version that
//! k8s-openapi 0.29 supports: one version stored whole, every other as a JSON merge patch on
//! a neighbour (`crdgen-core/data/README.md`). All are embedded in the binary and built on
//! first use, once per process, so a run that uses no built-in type pays nothing but the
//! binary size, and a run that uses one version builds only the chain of patches leading
//! to it.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use serde_json::{Map, Value};

use super::merge_patch;

/// The Kubernetes version whose definitions crdgen uses when neither the configuration nor
/// the crate's k8s-openapi feature names one. 1.36 is the one whose definitions match
/// controller-tools v0.21's golden CRDs (its CronJob golden already has 1.36's
/// `PodSpec.schedulingGroup` and the `Lt`/`Gt` toleration operators); it stays the default
/// so that a crate that sets nothing gets the CRDs it got before 1.33 to 1.37 shipped.
pub const DEFAULT_VERSION: &str = "1.36";

/// The definitions of one version, by OpenAPI definition name.
pub(crate) type Definitions = Map<String, Value>;

/// How one shipped version is stored in `crdgen-core/data/`.
enum Stored {
    /// The whole definitions.
    Whole {
        file: &'static str,
        text: &'static str,
    },
    /// A JSON merge patch (RFC 7386) on the definitions of the shipped version `on`.
    Patch {
        file: &'static str,
        on: &'static str,
        text: &'static str,
    },
}

/// `k8s-<version>.json`, stored whole.
macro_rules! whole {
    ($version:literal) => {
        Stored::Whole {
            file: concat!("k8s-", $version, ".json"),
            text: include_str!(concat!("../../data/k8s-", $version, ".json")),
        }
    };
}

/// `k8s-<version>.patch.json`, a merge patch on version `$on`.
macro_rules! patch {
    ($version:literal on $on:literal) => {
        Stored::Patch {
            file: concat!("k8s-", $version, ".patch.json"),
            on: $on,
            text: include_str!(concat!("../../data/k8s-", $version, ".patch.json")),
        }
    };
}

/// The shipped versions, oldest first, as `scripts/update-k8s-data.py` writes them (its
/// `k8s-versions.json` lists the same files and bases; a test compares).
const SHIPPED: [(&str, Stored); 5] = [
    ("1.33", patch!("1.33" on "1.34")),
    ("1.34", patch!("1.34" on "1.35")),
    ("1.35", patch!("1.35" on "1.36")),
    ("1.36", whole!("1.36")),
    ("1.37", patch!("1.37" on "1.36")),
];

/// The version names of [`SHIPPED`].
const VERSIONS: [&str; SHIPPED.len()] = {
    let mut out = [""; SHIPPED.len()];
    let mut i = 0;
    while i < SHIPPED.len() {
        out[i] = SHIPPED[i].0;
        i += 1;
    }
    out
};

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

/// One [`State`] per entry of [`SHIPPED`], at the same index.
static STATES: [State; SHIPPED.len()] = [const { State::new() }; SHIPPED.len()];

/// The Kubernetes versions whose definitions are shipped, oldest first; [`DEFAULT_VERSION`]
/// is one of them.
pub fn versions() -> &'static [&'static str] {
    &VERSIONS
}

/// The index of `version` in [`SHIPPED`] and [`STATES`].
fn index(version: &str) -> Result<usize, String> {
    VERSIONS.iter().position(|v| *v == version).ok_or_else(|| {
        format!(
            "Kubernetes version {version} is not shipped with crdgen; choose one of {} (default {DEFAULT_VERSION})",
            versions().join(", ")
        )
    })
}

/// The definitions of `version`, built on first use.
pub(crate) fn definitions(version: &str) -> Result<&'static Definitions, String> {
    let i = index(version)?;
    STATES[i]
        .parsed
        .get_or_init(|| build(&SHIPPED[i].1))
        .as_ref()
        .map_err(Clone::clone)
}

/// Parses a stored version, applying its patch to the version it patches (built first,
/// and kept: it is a shipped version too).
fn build(stored: &Stored) -> Result<Definitions, String> {
    let parse = |file: &str, text: &str| -> Result<Value, String> {
        serde_json::from_str(text).map_err(|e| format!("{file} does not parse: {e}"))
    };
    let (file, value) = match stored {
        Stored::Whole { file, text } => (file, parse(file, text)?),
        Stored::Patch { file, on, text } => {
            let mut value = Value::Object(definitions(on)?.clone());
            merge_patch::apply(&mut value, parse(file, text)?);
            (file, value)
        }
    };
    match value {
        Value::Object(defs) => Ok(defs),
        _ => Err(format!("{file} does not hold a JSON object")),
    }
}

/// The expanded schema of `definition` in `version`, computed by `expand` on first request.
/// Errors are not cached: they are cheap to find again and callers stop at the first.
pub(crate) fn cached(
    version: &str,
    definition: &str,
    expand: impl FnOnce() -> Result<Value, String>,
) -> Result<Value, String> {
    let cache = STATES[index(version)?]
        .expanded
        .get_or_init(Default::default);
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

#[cfg(test)]
mod tests;
