//! Which Kubernetes version the crate's k8s-openapi dependency enables: the version
//! feature (`v1_35`, `latest`, `earliest`) in the crate's `Cargo.toml`, so that an
//! operator's CRDs describe the same Kubernetes as the k8s-openapi types it is built
//! against. Read when the configuration sets no `kubernetes-version`.
//!
//! Cargo's rules, as far as they decide the feature: the crate's `[dependencies]` and
//! `[target.'cfg(..)'.dependencies]` count (also renamed, `k8s = { package = "k8s-openapi" }`);
//! `[dev-dependencies]` and `[build-dependencies]` do not (they are not the operator's
//! types); `workspace = true` adds the features of the workspace's
//! `[workspace.dependencies]` entry to the crate's own. Features switched on through the
//! crate's own `[features]` table are not seen (whether they are on depends on the build).

use std::path::{Path, PathBuf};

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::diagnostic::codes;
use crate::diagnostic::{Diagnostic, Location};

/// The package whose features are read.
const PACKAGE: &str = "k8s-openapi";

/// The k8s-openapi release whose `latest` and `earliest` crdgen knows, and what they
/// select there (its Cargo.toml: `earliest = ["v1_33"]`, `latest = ["v1_37"]`).
const KNOWN_RELEASE: &str = "0.29";
const EARLIEST: &str = "1.33";
const LATEST: &str = "1.37";

/// A k8s-openapi version feature the crate enables.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnabledFeature {
    /// The Kubernetes version it selects: `1.35`.
    pub version: String,
    /// The feature as written: `v1_35`, `latest`, `earliest`.
    pub feature: String,
    /// Where it is written (a `Cargo.toml` of the crate or of its workspace).
    pub location: Location,
}

/// What was read of the crate's k8s-openapi dependency.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Detection {
    /// The version feature enabled, if any.
    pub feature: Option<EnabledFeature>,
    /// The manifests read to find it, for `cargo:rerun-if-changed`: changing the feature
    /// changes the CRDs.
    pub manifests: Vec<PathBuf>,
    /// Why no version could be read, if [`detect`] failed. The configuration keeps it
    /// until a run needs the version, so that `--kubernetes-version` can still override.
    pub error: Option<Diagnostic>,
}

/// Reads the k8s-openapi version feature that the crate at `root` enables.
///
/// Errors: a manifest that is not TOML (E0003); two features selecting different
/// Kubernetes versions, which k8s-openapi refuses too (E0019); `latest` or `earliest` of
/// a k8s-openapi release other than 0.29, whose meaning crdgen cannot know (E0020). A
/// version crdgen does not ship is not an error here but in
/// [`super::Config::check_kubernetes_version`], which `--kubernetes-version` avoids.
pub fn detect(root: &Path) -> Result<Detection, Diagnostic> {
    let path = root.join("Cargo.toml");
    if !path.is_file() {
        return Ok(Detection::default());
    }
    let text = read_manifest(&path)?;
    let own = Manifest {
        display: PathBuf::from("Cargo.toml"),
        text: &text,
    };
    let table = own.parse()?;
    let mut manifests = vec![path];
    let entries = dependencies(table.get_ref());
    let workspace = if entries.iter().any(|(_, entry)| inherits(entry)) {
        Workspace::find(root, table.get_ref())?
    } else {
        None
    };
    let ws_manifest = workspace.as_ref().map(|ws| Manifest {
        display: ws.display.clone(),
        text: &ws.text,
    });
    let ws_table = ws_manifest.as_ref().map(Manifest::parse).transpose()?;
    let ws_dependencies = ws_table
        .as_ref()
        .and_then(|t| t.get_ref().get("workspace"))
        .and_then(|w| w.get_ref().get("dependencies"));
    if let Some(ws) = &workspace {
        manifests.push(ws.path.clone());
    }

    let mut found: Vec<EnabledFeature> = Vec::new();
    for (key, entry) in entries {
        let mut dependency = Dependency {
            package: key.to_owned(),
            requirement: None,
            features: Vec::new(),
        };
        if inherits(entry) {
            // Cargo takes the package, the version and the features of the workspace's
            // entry, and adds the member's features.
            let inherited = ws_dependencies.and_then(|d| d.get_ref().get(key));
            if let (Some(inherited), Some(manifest)) = (inherited, &ws_manifest) {
                dependency.read(inherited.get_ref(), manifest);
            }
        }
        dependency.read(entry.get_ref(), &own);
        if dependency.package != PACKAGE {
            continue;
        }
        for (feature, location) in dependency.features {
            let requirement = dependency.requirement.as_deref();
            if let Some(version) = feature_version(&feature, requirement, &location)? {
                found.push(EnabledFeature {
                    version,
                    feature,
                    location,
                });
            }
        }
    }
    if let Some(first) = found.first()
        && let Some(other) = found.iter().find(|f| f.version != first.version)
    {
        return Err(conflict(first, other));
    }
    Ok(Detection {
        feature: found.into_iter().next(),
        manifests,
        error: None,
    })
}

/// A manifest being read: the path shown in diagnostics (relative to the crate root) and
/// its text.
struct Manifest<'a> {
    display: PathBuf,
    text: &'a str,
}

impl<'a> Manifest<'a> {
    /// Parses the manifest, reporting a syntax error at its place.
    fn parse(&self) -> Result<Spanned<DeTable<'a>>, Diagnostic> {
        parse(&self.display, self.text)
    }
}

/// What one dependency entry says, after `workspace = true` is followed.
struct Dependency {
    /// The package depended on: the key, or the entry's `package`.
    package: String,
    /// The version requirement, if the entry has one.
    requirement: Option<String>,
    /// The features, each with where it is written.
    features: Vec<(String, Location)>,
}

impl Dependency {
    /// Reads one manifest's entry: a string is a version requirement; a table may name
    /// the package, the version and features (added to those read before).
    fn read(&mut self, entry: &DeValue<'_>, manifest: &Manifest<'_>) {
        match entry {
            DeValue::String(requirement) => self.requirement = Some(requirement.to_string()),
            DeValue::Table(table) => {
                let string = |key: &str| table.get(key).and_then(|v| v.get_ref().as_str());
                if let Some(package) = string("package") {
                    package.clone_into(&mut self.package);
                }
                if let Some(requirement) = string("version") {
                    self.requirement = Some(requirement.to_owned());
                }
                collect_features(table, manifest, &mut self.features);
            }
            _ => {}
        }
    }
}

/// Whether a dependency entry is `{ workspace = true, … }`.
fn inherits(entry: &Spanned<DeValue<'_>>) -> bool {
    entry
        .get_ref()
        .get("workspace")
        .and_then(|w| w.get_ref().as_bool())
        == Some(true)
}

/// The workspace root manifest of a crate.
struct Workspace {
    /// Its path, for `rerun-if-changed`.
    path: PathBuf,
    /// Its path relative to the crate root, for diagnostics: `../../Cargo.toml`.
    display: PathBuf,
    text: String,
}

impl Workspace {
    /// Finds the workspace root as cargo does: `package.workspace` if the crate names it,
    /// else the nearest directory, starting with the crate's own, whose `Cargo.toml` has a
    /// `[workspace]` table. `None` if there is none (cargo then refuses
    /// `workspace = true`, and so there is no feature to read).
    fn find(root: &Path, crate_table: &DeTable<'_>) -> Result<Option<Workspace>, Diagnostic> {
        let named = crate_table
            .get("package")
            .and_then(|p| p.get_ref().get("workspace"))
            .and_then(|w| w.get_ref().as_str());
        if let Some(dir) = named {
            let display = Path::new(dir).join("Cargo.toml");
            let path = root.join(&display);
            if !path.is_file() {
                return Ok(None);
            }
            let text = read_manifest(&path)?;
            return Ok(Some(Workspace {
                path,
                display,
                text,
            }));
        }
        let Ok(start) = std::fs::canonicalize(root) else {
            return Ok(None);
        };
        let mut display = PathBuf::new();
        for dir in start.ancestors() {
            let path = dir.join("Cargo.toml");
            if path.is_file() {
                let text = read_manifest(&path)?;
                let table = parse(&display.join("Cargo.toml"), &text)?;
                if table.get_ref().contains_key("workspace") {
                    return Ok(Some(Workspace {
                        path,
                        display: display.join("Cargo.toml"),
                        text,
                    }));
                }
            }
            display.push("..");
        }
        Ok(None)
    }
}

/// Parses a manifest, reporting a syntax error at its place.
fn parse<'a>(display: &Path, text: &'a str) -> Result<Spanned<DeTable<'a>>, Diagnostic> {
    DeTable::parse(text).map_err(|e| {
        let mut d = Diagnostic::error(
            codes::input::CONFIG_INVALID,
            format!(
                "{} is not valid TOML: {}",
                display.display(),
                e.message().trim_end()
            ),
        )
        .help("fix the manifest; cargo reports the same error");
        if let Some(loc) = super::location_of(display, text, e.span()) {
            d = d.at(loc);
        }
        d
    })
}

/// The entries of the crate's `[dependencies]` and of each `[target.*.dependencies]`, in
/// the manifest's order of tables and then keys (sorted, as the TOML map keeps them).
fn dependencies<'t, 'i>(table: &'t DeTable<'i>) -> Vec<(&'t str, &'t Spanned<DeValue<'i>>)> {
    let mut out = Vec::new();
    let mut add = |deps: Option<&'t Spanned<DeValue<'i>>>| {
        if let Some(DeValue::Table(deps)) = deps.map(Spanned::get_ref) {
            out.extend(deps.iter().map(|(k, v)| (&**k.get_ref(), v)));
        }
    };
    add(table.get("dependencies"));
    if let Some(DeValue::Table(targets)) = table.get("target").map(Spanned::get_ref) {
        for target in targets.values() {
            add(target.get_ref().get("dependencies"));
        }
    }
    out
}

/// The `features` strings of a dependency table, each with its location.
fn collect_features(
    table: &DeTable<'_>,
    manifest: &Manifest<'_>,
    out: &mut Vec<(String, Location)>,
) {
    let Some(DeValue::Array(features)) = table.get("features").map(Spanned::get_ref) else {
        return;
    };
    for feature in features.iter() {
        if let Some(name) = feature.get_ref().as_str() {
            let span = feature.span();
            let mut location =
                super::location_of(&manifest.display, manifest.text, Some(span.clone()))
                    .unwrap_or_else(Location::unknown);
            // The whole string, quotes included.
            location.width = manifest
                .text
                .get(span)
                .map_or(1, |s| s.chars().count().max(1));
            out.push((name.to_owned(), location));
        }
    }
}

/// The Kubernetes version a k8s-openapi feature selects (`v1_35` → `1.35`), `None` for a
/// feature that selects none (`std`, `schemars`).
fn feature_version(
    feature: &str,
    requirement: Option<&str>,
    location: &Location,
) -> Result<Option<String>, Diagnostic> {
    if let Some(minor) = feature.strip_prefix("v1_") {
        if !minor.is_empty() && minor.bytes().all(|b| b.is_ascii_digit()) {
            return Ok(Some(format!("1.{minor}")));
        }
        return Ok(None);
    }
    let version = match feature {
        "latest" => LATEST,
        "earliest" => EARLIEST,
        _ => return Ok(None),
    };
    match requirement.and_then(release) {
        Some(other) if other != KNOWN_RELEASE => Err(Diagnostic::error(
            codes::input::KUBERNETES_VERSION_FEATURE_UNKNOWN,
            format!(
                "crdgen cannot tell which Kubernetes version `{feature}` selects in k8s-openapi {other}: it knows k8s-openapi {KNOWN_RELEASE}, where `{feature}` is {version}"
            ),
        )
        .at(location.clone())
        .label(format!("k8s-openapi {other}'s `{feature}`"))
        .help(format!(
            "enable the version feature by name (crdgen ships {}), or set `kubernetes-version` in the crdgen configuration",
            crate::k8s::versions()
                .iter()
                .map(|v| format!("`v{}`", v.replace('.', "_")))
                .collect::<Vec<_>>()
                .join(", ")
        ))),
        _ => Ok(Some(version.to_owned())),
    }
}

/// The release (`0.29`) a version requirement names, when it is a single version with or
/// without `^`, `~` or `=` (`"0.29"`, `"^0.29.1"`, `"=0.30.0"`); `None` for anything else
/// (ranges, `*`), which is read as 0.29.
fn release(requirement: &str) -> Option<String> {
    let version = requirement
        .trim()
        .trim_start_matches(['^', '~', '='])
        .trim_start();
    let mut parts = version.split('.');
    let major = parts.next()?;
    let minor = parts.next().unwrap_or("0");
    let number = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !number(major) || !number(minor) || parts.any(|p| !number(p)) {
        return None;
    }
    Some(format!("{major}.{minor}"))
}

/// Two features that select different Kubernetes versions.
fn conflict(first: &EnabledFeature, other: &EnabledFeature) -> Diagnostic {
    Diagnostic::error(
        codes::input::KUBERNETES_VERSION_FEATURES_CONFLICT,
        format!(
            "the crate enables two Kubernetes versions of k8s-openapi: `{}` ({}) and `{}` ({})",
            first.feature, first.version, other.feature, other.version
        ),
    )
    .at(other.location.clone())
    .label(format!("Kubernetes {}", other.version))
    .note(format!(
        "`{}` is enabled at {}:{}:{}",
        first.feature,
        first.location.file.display(),
        first.location.line,
        first.location.column
    ))
    .help("keep one version feature (k8s-openapi builds with exactly one), or set `kubernetes-version` in the crdgen configuration")
}

#[cfg(test)]
mod tests;

/// The text of a `Cargo.toml` crdgen has seen exists, read as the configuration is (kind
/// checked, size capped); one that is gone by now is an error.
fn read_manifest(path: &Path) -> Result<String, Diagnostic> {
    super::read(Path::new(""), path)?.ok_or_else(|| {
        Diagnostic::error(
            crate::diagnostic::codes::input::READ_FAILED,
            format!(
                "cannot read {}: it is gone",
                crate::diagnostic::escape::path(path)
            ),
        )
    })
}
