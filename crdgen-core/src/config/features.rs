//! The crate's features: what its `Cargo.toml` declares, and which of them the builds
//! the CRDs serve have, as the configuration says.
//!
//! ```toml
//! [package.metadata.crdgen]
//! features = ["metrics"]          # on in every build, as `cargo build --features metrics`
//! no-default-features = false     # as `--no-default-features`
//! all-features = false            # as `--all-features`
//! optional-features = ["v2"]      # on in some builds, off in others: the CRDs serve both
//! ```
//!
//! Without any of these the CRDs serve the build `cargo build` makes: the `default`
//! features. Features are followed as cargo follows them: `a = ["b"]` turns `b` on with
//! `a`, and an optional dependency is a feature of its name unless an entry writes it as
//! `dep:name`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use super::Config;
use crate::diagnostic::codes::markers::UNKNOWN_CONFIG_FEATURE;
use crate::diagnostic::{Diagnostic, escape};
use crate::source::features::Features;

/// What the crate's `Cargo.toml` declares.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Declared {
    /// Each feature and the entries it enables (`"b"`, `"dep:x"`, `"x/f"`, `"x?/f"`),
    /// optional dependencies included (each enabling nothing more).
    pub features: BTreeMap<String, Vec<String>>,
}

impl Declared {
    /// Reads the `[features]` table and the optional dependencies of the manifest
    /// `text`; `None` when it is not TOML (the configuration's own reading reports that).
    pub fn read(text: &str) -> Option<Declared> {
        let table: toml::Table = toml::from_str(text).ok()?;
        let mut features: BTreeMap<String, Vec<String>> = BTreeMap::new();
        if let Some(toml::Value::Table(declared)) = table.get("features") {
            for (name, entries) in declared {
                let entries = entries
                    .as_array()
                    .map(|a| {
                        a.iter()
                            .filter_map(|e| e.as_str().map(str::to_owned))
                            .collect()
                    })
                    .unwrap_or_default();
                features.insert(name.clone(), entries);
            }
        }
        // An optional dependency is a feature of its name, unless some feature enables
        // it as `dep:name` (cargo then declares no such feature).
        let hidden: BTreeSet<&str> = features
            .values()
            .flatten()
            .filter_map(|e| e.strip_prefix("dep:"))
            .collect();
        let mut optional = Vec::new();
        let mut tables = vec![table.get("dependencies")];
        if let Some(toml::Value::Table(targets)) = table.get("target") {
            tables.extend(targets.values().map(|t| t.get("dependencies")));
        }
        for deps in tables.into_iter().flatten() {
            let Some(deps) = deps.as_table() else {
                continue;
            };
            for (name, entry) in deps {
                let is_optional = entry
                    .get("optional")
                    .and_then(toml::Value::as_bool)
                    .unwrap_or(false);
                if is_optional && !hidden.contains(name.as_str()) {
                    optional.push(name.clone());
                }
            }
        }
        for name in optional {
            features.entry(name).or_default();
        }
        Some(Declared { features })
    }

    /// `names` with every feature they turn on, as cargo follows `[features]`.
    fn closure<'a>(&self, names: impl IntoIterator<Item = &'a String>) -> BTreeSet<String> {
        let mut on = BTreeSet::new();
        let mut todo: Vec<String> = names.into_iter().cloned().collect();
        while let Some(name) = todo.pop() {
            if !self.features.contains_key(&name) || !on.insert(name.clone()) {
                continue;
            }
            for entry in self.features.get(&name).into_iter().flatten() {
                if entry.starts_with("dep:") {
                    continue;
                }
                // `x/f` turns on the dependency `x`, which is a feature when `x` is an
                // optional dependency; `x?/f` does not.
                let enabled = match entry.split_once('/') {
                    Some((dep, _)) if dep.ends_with('?') => continue,
                    Some((dep, _)) => dep,
                    None => entry.as_str(),
                };
                todo.push(enabled.to_owned());
            }
        }
        on
    }
}

impl Config {
    /// The crate's features and their value in the builds the CRDs serve; `None` when
    /// the crate's manifest was not read (then every feature is unknown, as crdgen read
    /// them before it knew features). A feature of `features` or `optional-features`
    /// that the crate does not declare is E0383, all of them together.
    pub fn crate_features(&self) -> Result<Option<Features>, Vec<Diagnostic>> {
        let Some(declared) = &self.declared_features else {
            return Ok(None);
        };
        let known: BTreeSet<String> = declared.features.keys().cloned().collect();
        let mut errors = Vec::new();
        for (setting, names) in [
            ("features", &self.features),
            ("optional-features", &self.optional_features),
        ] {
            for name in names.iter().filter(|n| !known.contains(*n)) {
                errors.push(unknown(setting, name, &known));
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let mut base: Vec<&String> = self.features.iter().collect();
        let default = "default".to_owned();
        if !self.no_default_features {
            base.push(&default);
        }
        let on = if self.all_features {
            known.clone()
        } else {
            declared.closure(base.iter().copied())
        };
        let optional = declared.closure(self.optional_features.iter());
        let varying = optional.difference(&on).cloned().collect();
        Ok(Some(Features { known, on, varying }))
    }
}

/// E0383 for `name` in the setting `setting`.
fn unknown(setting: &str, name: &str, known: &BTreeSet<String>) -> Diagnostic {
    let features = Features {
        known: known.clone(),
        ..Features::default()
    };
    Diagnostic::error(
        UNKNOWN_CONFIG_FEATURE,
        format!(
            "`{setting}` in the crdgen configuration names `{}`, which is not a feature of the crate",
            escape::value(name)
        ),
    )
    .note(features.known_list())
    .help(format!(
        "name a feature of the crate's Cargo.toml in `{setting}`, or declare it under [features]"
    ))
}

/// The features declared by the manifest of the crate at `root`, `None` without one.
/// It is read as the configuration is (kind checked, size capped); a manifest that
/// cannot be read is reported where the configuration or the k8s-openapi feature is
/// read from it, so here it only means "not known".
pub fn declared(root: &Path) -> Option<Declared> {
    let text = super::read(root, Path::new("Cargo.toml")).ok()??;
    Declared::read(&text)
}

#[cfg(test)]
mod tests {
    use super::*;

    const MANIFEST: &str = r#"
[package]
name = "api"

[dependencies]
schemars = { version = "1", optional = true }
tracing = { version = "0.1", optional = true }

[features]
default = ["metrics"]
metrics = ["dep:tracing"]
v2 = ["beta"]
beta = []
schema = ["schemars/derive"]
"#;

    fn config(toml: &str) -> Config {
        let mut config: Config = toml::from_str(toml).unwrap();
        config.declared_features = Declared::read(MANIFEST);
        config
    }

    fn names(set: &BTreeSet<String>) -> Vec<&str> {
        set.iter().map(String::as_str).collect()
    }

    #[test]
    fn builds_follow_cargo() {
        let f = config("").crate_features().unwrap().unwrap();
        // `tracing` is hidden by `dep:tracing`; `schemars` is a feature of its own.
        assert_eq!(
            names(&f.known),
            ["beta", "default", "metrics", "schema", "schemars", "v2"]
        );
        assert_eq!(names(&f.on), ["default", "metrics"]);
        assert!(f.varying.is_empty());

        let f = config(
            "features = [\"schema\"]\nno-default-features = true\noptional-features = [\"v2\"]",
        )
        .crate_features()
        .unwrap()
        .unwrap();
        assert_eq!(names(&f.on), ["schema", "schemars"]);
        assert_eq!(names(&f.varying), ["beta", "v2"]);

        let f = config("all-features = true\noptional-features = [\"v2\"]")
            .crate_features()
            .unwrap()
            .unwrap();
        assert_eq!(f.on, f.known);
        assert!(f.varying.is_empty());
    }

    #[test]
    fn unknown_features_are_errors_together() {
        let errors = config("features = [\"metric\"]\noptional-features = [\"v3\"]")
            .crate_features()
            .unwrap_err();
        let messages: Vec<String> = errors
            .iter()
            .map(|d| format!("{}: {} / {:?} / {:?}", d.code, d.message, d.notes, d.help))
            .collect();
        assert_eq!(
            messages,
            [
                "E0383: `features` in the crdgen configuration names `metric`, which is not a feature of the crate / [\"the crate's features: `beta`, `default`, `metrics`, `schema`, `schemars`, `v2`\"] / Some(\"name a feature of the crate's Cargo.toml in `features`, or declare it under [features]\")",
                "E0383: `optional-features` in the crdgen configuration names `v3`, which is not a feature of the crate / [\"the crate's features: `beta`, `default`, `metrics`, `schema`, `schemars`, `v2`\"] / Some(\"name a feature of the crate's Cargo.toml in `optional-features`, or declare it under [features]\")",
            ]
        );
        // Without a manifest nothing is known, and nothing is checked.
        let mut none = config("features = [\"anything\"]");
        none.declared_features = None;
        assert_eq!(none.crate_features().unwrap(), None);
    }
}
