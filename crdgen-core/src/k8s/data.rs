//! The shipped Kubernetes definitions, one set per Kubernetes minor version that
//! k8s-openapi 0.29 supports: one version stored whole, every other as a JSON merge patch on
//! a neighbour (`crdgen-core/data/README.md`). All are embedded in the binary and read on
//! first use, once per process, and only as far as asked: where each definition's JSON text
//! starts and ends in its file is found at build time (`crdgen-core/build.rs`), and a
//! definition is parsed, with its version's merge patch applied, only when a schema names
//! it. A run that uses no built-in type pays nothing but the binary size; one that names
//! `PodSpec` parses the few hundred definitions it reaches, and no byte of the others.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, OnceLock};

use serde_json::Value;

use super::merge_patch;

/// The Kubernetes version whose definitions crdgen uses when neither the configuration nor
/// the crate's k8s-openapi feature names one. 1.36 is the one whose definitions match
/// controller-tools v0.21's golden CRDs (its CronJob golden already has 1.36's
/// `PodSpec.schedulingGroup` and the `Lt`/`Gt` toleration operators); it stays the default
/// so that a crate that sets nothing gets the CRDs it got before 1.33 to 1.37 shipped.
pub const DEFAULT_VERSION: &str = "1.36";

/// The definitions of one version, by OpenAPI definition name: the stored JSON text of
/// each, parsed on first use.
pub(crate) struct Definitions {
    /// The version patched, for a version stored as a merge patch: a definition the patch
    /// leaves alone is the patched version's own (parsed there, once).
    base: Option<&'static Definitions>,
    /// Every definition of the version, sorted by name (looked up by binary search).
    slots: Vec<Slot>,
}

/// One definition of a version.
struct Slot {
    /// The definition's name.
    name: &'static str,
    /// Its stored text: the whole definition, or the merge patch on the base version's;
    /// `None` when the patch leaves it as the base version has it.
    raw: Option<&'static str>,
    /// The definition, parsed (and patched) on first use.
    parsed: OnceLock<Result<Value, String>>,
}

impl Definitions {
    /// The slot of the definition `name`.
    fn slot(&self, name: &str) -> Option<&Slot> {
        let at = self.slots.binary_search_by(|s| s.name.cmp(name)).ok()?;
        self.slots.get(at)
    }

    /// Whether the version has a definition of this name.
    pub(crate) fn contains_key(&self, name: &str) -> bool {
        self.slot(name).is_some()
    }

    /// The definition names, sorted.
    pub(crate) fn keys(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.slots.iter().map(|s| s.name)
    }

    /// How many definitions the version has.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.slots.len()
    }

    /// The definition `name` with its name as stored, parsed on first use; `Ok(None)` when
    /// the version has none of that name. An error is a stored text that does not parse.
    pub(crate) fn get_key_value(&self, name: &str) -> Result<Option<(&str, &Value)>, String> {
        let Some(slot) = self.slot(name) else {
            return Ok(None);
        };
        let value = match (slot.raw, self.base) {
            // Not patched: the base version's definition itself.
            (None, Some(base)) => return base.get_key_value(name),
            (raw, base) => slot
                .parsed
                .get_or_init(|| parse_slot(name, raw, base))
                .as_ref()
                .map_err(Clone::clone)?,
        };
        Ok(Some((slot.name, value)))
    }

    /// The names of the top-level properties of the definition `name`, sorted; empty when
    /// it has none or the version has no such definition. For the import's index of
    /// every definition (`crate::import::builtin`): a definition stored whole is lexed
    /// for its property names only, not built or kept; a patched one is parsed as
    /// [`Self::get_key_value`] parses it (patches are small); an unpatched one is its
    /// base version's.
    #[cfg(feature = "import")]
    pub(crate) fn property_names(&self, name: &str) -> Result<Vec<String>, String> {
        /// The one key read of a definition.
        #[derive(serde::Deserialize)]
        struct Properties {
            #[serde(default)]
            properties: BTreeMap<String, serde::de::IgnoredAny>,
        }
        let Some(slot) = self.slot(name) else {
            return Ok(Vec::new());
        };
        let names = |value: &Value| -> Vec<String> {
            let mut out: Vec<String> = value
                .get("properties")
                .and_then(Value::as_object)
                .map(|p| p.keys().cloned().collect())
                .unwrap_or_default();
            out.sort();
            out
        };
        if let Some(Ok(parsed)) = slot.parsed.get() {
            return Ok(names(parsed));
        }
        match (slot.raw, self.base) {
            (None, Some(base)) => base.property_names(name),
            (Some(raw), None) => serde_json::from_str::<Properties>(raw)
                .map(|p| p.properties.into_keys().collect())
                .map_err(|e| format!("the shipped definition {name} does not parse: {e}")),
            _ => Ok(self
                .get_key_value(name)?
                .map(|(_, value)| names(value))
                .unwrap_or_default()),
        }
    }

    /// Every definition, parsed: what the version's file would hold stored whole.
    #[cfg(test)]
    pub(crate) fn to_map(&self) -> Result<serde_json::Map<String, Value>, String> {
        self.keys()
            .map(|name| match self.get_key_value(name)? {
                Some((_, value)) => Ok((name.to_owned(), value.clone())),
                None => Err(format!("{name} vanished")),
            })
            .collect()
    }
}

/// Parses one stored definition: whole, or as RFC 7386 merges a top-level object patch,
/// key by key, the base version's definition (none: `null`) with the patch applied.
fn parse_slot(
    name: &str,
    raw: Option<&'static str>,
    base: Option<&'static Definitions>,
) -> Result<Value, String> {
    let parse = |raw: &str| -> Result<Value, String> {
        serde_json::from_str(raw)
            .map_err(|e| format!("the shipped definition {name} does not parse: {e}"))
    };
    let Some(base) = base else {
        return match raw {
            Some(raw) => parse(raw),
            None => Err(format!("the shipped definition {name} has no text")),
        };
    };
    let mut value = match base.get_key_value(name)? {
        Some((_, value)) => value.clone(),
        None => Value::Null,
    };
    if let Some(raw) = raw {
        merge_patch::apply(&mut value, parse(raw)?);
    }
    Ok(value)
}

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
    /// The version's index, built on first use.
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

/// The definitions of `version`, indexed on first use.
pub(crate) fn definitions(version: &str) -> Result<&'static Definitions, String> {
    let i = index(version)?;
    STATES[i]
        .parsed
        .get_or_init(|| build(&SHIPPED[i].1))
        .as_ref()
        .map_err(Clone::clone)
}

/// Where each definition's text is in one stored file: what `build.rs` found.
struct StoredIndex {
    /// The file's length in bytes, to tell an index from another file's.
    len: usize,
    /// Every top-level key, sorted, as the byte range of its text (between its quotes),
    /// with the byte range of its value; `None` for a `null` (in a merge patch: a
    /// definition the version removes). Ranges, not `&str`s: the table holds no pointer
    /// for the dynamic loader to relocate at every start (`build.rs`).
    entries: &'static [(ByteRange, Option<ByteRange>)],
}

/// A byte range of a stored file: start and end.
type ByteRange = (usize, usize);

include!(concat!(env!("OUT_DIR"), "/k8s_index.rs"));

/// The definitions of a stored file, as `(name, text)`, sorted by name; a text is `None`
/// where the file holds `null`. The text is sliced with the build-time index, not lexed.
fn stored_definitions(
    file: &str,
    text: &'static str,
) -> Result<Vec<(&'static str, Option<&'static str>)>, String> {
    let stale = || format!("{file}: the build-time index does not match the embedded file");
    let index = stored_index(file)
        .filter(|index| index.len == text.len())
        .ok_or_else(stale)?;
    index
        .entries
        .iter()
        .map(|&((name_start, name_end), span)| {
            let name = text.get(name_start..name_end).ok_or_else(stale)?;
            match span {
                None => Ok((name, None)),
                Some((start, end)) => text
                    .get(start..end)
                    .map(|t| (name, Some(t)))
                    .ok_or_else(stale),
            }
        })
        .collect()
}

/// Builds the index of a stored version; a patch's index is the patched version's names
/// (indexed first, and kept: it is a shipped version too) with the patch's `null`s removed
/// and its other keys added.
fn build(stored: &Stored) -> Result<Definitions, String> {
    match stored {
        Stored::Whole { file, text } => Ok(Definitions {
            base: None,
            // A whole file holds no `null` (the update script refuses them in definitions).
            slots: stored_definitions(file, text)?
                .into_iter()
                .filter_map(|(name, raw)| raw.map(|raw| Slot::new(name, Some(raw))))
                .collect(),
        }),
        Stored::Patch { file, on, text } => {
            let base = definitions(on)?;
            // A BTreeMap keeps the names sorted as they change; only the patched versions,
            // which few runs use, pay for it.
            let mut slots: BTreeMap<&'static str, Option<&'static str>> =
                base.keys().map(|name| (name, None)).collect();
            for (name, raw) in stored_definitions(file, text)? {
                match raw {
                    None => slots.remove(name),
                    Some(raw) => slots.insert(name, Some(raw)),
                };
            }
            let slots = slots
                .into_iter()
                .map(|(name, raw)| Slot::new(name, raw))
                .collect();
            Ok(Definitions {
                base: Some(base),
                slots,
            })
        }
    }
}

impl Slot {
    /// A definition not parsed yet.
    fn new(name: &'static str, raw: Option<&'static str>) -> Slot {
        Slot {
            name,
            raw,
            parsed: OnceLock::new(),
        }
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
