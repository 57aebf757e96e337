//! Configuration: `crdgen.toml` in the crate root, or `[package.metadata.crdgen]` in its
//! `Cargo.toml`; command-line flags override both. When neither sets
//! `kubernetes-version`, the crate's k8s-openapi version feature decides ([`k8s_openapi`]).

pub mod check;
pub mod features;
pub mod k8s_openapi;
pub mod types;
#[cfg(feature = "generate")]
pub mod workspace;

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::diagnostic::codes;
use crate::diagnostic::{Diagnostic, Location, escape};
use crate::source::MAX_FILE_BYTES;
use crate::source::read::{self, ReadError};

/// Where a setting came from does not matter after loading; this is the merged result.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case", default)]
pub struct Config {
    /// Source directories to read, relative to the crate root.
    pub paths: Vec<PathBuf>,
    /// Where CRDs are written; crdgen owns this directory.
    pub crd_dir: PathBuf,
    /// Kubernetes version whose built-in type definitions are used.
    pub kubernetes_version: String,
    /// The controller-gen release whose output crdgen matches where releases differ
    /// (see [`crate::controller_gen`]); the newest by default.
    pub controller_gen_version: String,
    /// Write controller-gen's `controller-gen.kubebuilder.io/version` annotation (with
    /// `controller_gen_version`) on every CRD. Off by default: it changes every file at
    /// each upgrade.
    pub controller_gen_version_annotation: bool,
    /// Warning codes not to report (`["W0205"]`), as `--allow` does: a team that applies
    /// CRDs server-side can keep `--strict` for the warnings that matter to it.
    pub allow: Vec<String>,
    /// Kinds the crate uses but does not own, as `Kind.group` (`Certificate.cert-manager.io`):
    /// as `#[crd(external)]`, their types give clients but no CRD and no editor/viewer roles.
    pub external_kinds: Vec<String>,
    /// A file whose text is written verbatim before each generated YAML document.
    pub header_file: Option<PathBuf>,
    /// Truncate descriptions to this many bytes, as controller-gen's `maxDescLen`.
    pub max_description_length: Option<usize>,
    /// The most kinds one run generates (E0016 past it); [`crate::model::MAX_KINDS`] by
    /// default. It bounds a run's time and memory against runaway input.
    pub max_kinds: usize,
    /// Write every `ObjectMeta` below a resource's root (pod and job templates, volume
    /// claim templates, a field of the user's) with its name, namespace, labels,
    /// annotations and finalizers, as controller-gen's `crd:generateEmbeddedObjectMeta=true`,
    /// so the API server keeps them. `false` gives controller-gen's default, a bare
    /// object whose contents the API server prunes (with a warning per such field).
    pub generate_embedded_object_meta: bool,
    /// RBAC output: the `[rbac]` table (file, role-name, kind-roles).
    pub rbac: crate::rbac::RbacConfig,
    /// Webhook output: the `[webhook]` table (file, mutating-name, validating-name).
    pub webhook: crate::webhook::WebhookConfig,
    /// Rust modules (typed clients, listers, informers, fake clientset): the
    /// `[clients]` table; none are generated without it.
    pub clients: Option<crate::clients::ClientsConfig>,
    /// `[types]`: the schema of each listed type of another crate, by path
    /// ([`types`]).
    pub types: std::collections::BTreeMap<String, types::TypeSchema>,
    /// `crdgen check`: the `[check]` table (findings accepted deliberately).
    pub check: check::CheckConfig,
    /// Features on in every build the CRDs serve, as `cargo build --features` ([`features`]).
    pub features: Vec<String>,
    /// The `default` feature is not on, as `cargo build --no-default-features`.
    pub no_default_features: bool,
    /// Every feature of the crate is on, as `cargo build --all-features`.
    pub all_features: bool,
    /// Features some builds the CRDs serve have and others do not: a field only some
    /// builds have is optional in the schema.
    pub optional_features: Vec<String>,
    /// The features the crate's `Cargo.toml` declares, read by [`load`]; `None` without a
    /// manifest, when every `cfg(feature = …)` is read as unknown.
    #[serde(skip)]
    pub declared_features: Option<features::Declared>,
    /// What [`load`] read of the crate's k8s-openapi dependency when the configuration
    /// sets no `kubernetes-version` (then `kubernetes_version` is its feature's version):
    /// where the feature is, for the error if crdgen does not ship that version, an error
    /// met reading it, and the manifests read, which the run lists among its inputs.
    /// [`Config::set_kubernetes_version`] clears it.
    #[serde(skip)]
    pub k8s_openapi: k8s_openapi::Detection,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            paths: vec![PathBuf::from("src")],
            crd_dir: PathBuf::from("config/crd/bases"),
            kubernetes_version: crate::k8s::DEFAULT_VERSION.to_owned(),
            controller_gen_version: crate::controller_gen::DEFAULT_VERSION.to_owned(),
            controller_gen_version_annotation: false,
            allow: Vec::new(),
            external_kinds: Vec::new(),
            header_file: None,
            max_description_length: None,
            max_kinds: crate::model::MAX_KINDS,
            generate_embedded_object_meta: true,
            rbac: crate::rbac::RbacConfig::default(),
            webhook: crate::webhook::WebhookConfig::default(),
            clients: None,
            types: std::collections::BTreeMap::new(),
            check: check::CheckConfig::default(),
            features: Vec::new(),
            no_default_features: false,
            all_features: false,
            optional_features: Vec::new(),
            declared_features: None,
            k8s_openapi: k8s_openapi::Detection::default(),
        }
    }
}

impl Config {
    /// Sets the Kubernetes version explicitly, as `--kubernetes-version` does: the
    /// k8s-openapi feature no longer matters, nor any error met reading it.
    pub fn set_kubernetes_version(&mut self, version: String) {
        self.kubernetes_version = version;
        self.k8s_openapi = k8s_openapi::Detection::default();
    }

    /// Checks that the Kubernetes version could be read from the crate's k8s-openapi
    /// feature, if it was to be (E0003, E0020, E0019 at the manifest), and that crdgen
    /// ships it: E0020 at the feature it came from, E0010 if it was set.
    pub fn check_kubernetes_version(&self) -> Result<(), Diagnostic> {
        if let Some(error) = &self.k8s_openapi.error {
            return Err(error.clone());
        }
        let shipped = crate::k8s::versions();
        if shipped.contains(&self.kubernetes_version.as_str()) {
            return Ok(());
        }
        let choose = shipped.join(", ");
        match &self.k8s_openapi.feature {
            Some(f) if f.version == self.kubernetes_version => Err(Diagnostic::error(
                codes::input::KUBERNETES_VERSION_FEATURE_UNKNOWN,
                format!(
                    "the crate enables k8s-openapi's `{}` (Kubernetes {}), whose definitions crdgen does not ship",
                    f.feature, f.version
                ),
            )
            .at(f.location.clone())
            .label(format!("Kubernetes {}", f.version))
            .help(format!(
                "set `kubernetes-version` in the crdgen configuration to one of {choose} (the CRDs then lack what Kubernetes {} added), or use a crdgen that ships {}",
                f.version, f.version
            ))),
            _ => Err(Diagnostic::error(
                codes::input::KUBERNETES_VERSION_UNKNOWN,
                format!(
                    "Kubernetes version `{}` is not shipped with crdgen",
                    crate::diagnostic::escape::value(&self.kubernetes_version)
                ),
            )
            .help(format!("choose one of: {choose}"))),
        }
    }
}

/// The name of the stand-alone config file.
pub const CONFIG_FILE: &str = "crdgen.toml";

/// A loaded config and the file it came from (if any), for `rerun-if-changed`.
#[derive(Debug, Clone)]
pub struct Loaded {
    /// The settings.
    pub config: Config,
    /// The file they were read from.
    pub source: Option<PathBuf>,
}

fn location_of(path: &Path, text: &str, span: Option<std::ops::Range<usize>>) -> Option<Location> {
    let start = span?.start.min(text.len());
    let before = &text[..start];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = text[line_start..start].chars().count() + 1;
    let source_line = text[line_start..].lines().next().unwrap_or("").to_owned();
    Some(Location {
        file: path.to_path_buf(),
        line,
        column,
        source_line,
        width: 1,
    })
}

/// The help of a configuration error: every setting there is.
const SETTINGS_HELP: &str = "settings: paths, crd-dir, kubernetes-version, controller-gen-version, controller-gen-version-annotation, header-file, max-description-length, [rbac], [clients], [types]";

fn toml_error(display: &Path, text: &str, err: &toml::de::Error) -> Diagnostic {
    let mut d = Diagnostic::error(
        codes::input::CONFIG_INVALID,
        format!(
            "invalid crdgen configuration: {}",
            escape::value(err.message().trim_end())
        ),
    )
    .help(SETTINGS_HELP);
    if let Some(loc) = location_of(display, text, err.span()) {
        d = d.at(loc);
    }
    d
}

/// Loads the configuration of the crate at `root`: `crdgen.toml` if present, else
/// `[package.metadata.crdgen]` in `Cargo.toml`, else the defaults; then, if it sets no
/// `kubernetes-version`, the version of the k8s-openapi feature the crate enables
/// ([`k8s_openapi::detect`]).
pub fn load(root: &Path) -> Result<Loaded, Diagnostic> {
    let mut loaded = load_settings(root)?;
    loaded.config.declared_features = features::declared(root);
    if !loaded.sets_kubernetes_version {
        let detection = k8s_openapi::detect(root).unwrap_or_else(|error| k8s_openapi::Detection {
            error: Some(error),
            ..Default::default()
        });
        if let Some(feature) = &detection.feature {
            loaded.config.kubernetes_version = feature.version.clone();
        }
        // With no feature, the version stays DEFAULT_VERSION: a crate that enables none
        // (a library, whose k8s-openapi feature the final binary picks) gets what it got
        // before crdgen read features.
        loaded.config.k8s_openapi = detection;
    }
    Ok(Loaded {
        config: loaded.config,
        source: loaded.source,
    })
}

/// The configuration as written, and whether it sets `kubernetes-version`.
struct Settings {
    config: Config,
    source: Option<PathBuf>,
    sets_kubernetes_version: bool,
}

/// The key whose absence lets the k8s-openapi feature decide.
const KUBERNETES_VERSION: &str = "kubernetes-version";

fn load_settings(root: &Path) -> Result<Settings, Diagnostic> {
    let standalone = root.join(CONFIG_FILE);
    if let Some(text) = read(root, Path::new(CONFIG_FILE))? {
        let config = toml::from_str::<Config>(&text)
            .map_err(|e| toml_error(Path::new(CONFIG_FILE), &text, &e))?;
        // It parsed as a Config, so it parses as a table.
        let sets_kubernetes_version =
            toml::from_str::<toml::Table>(&text).is_ok_and(|t| t.contains_key(KUBERNETES_VERSION));
        return Ok(Settings {
            config,
            source: Some(standalone),
            sets_kubernetes_version,
        });
    }
    let manifest = root.join("Cargo.toml");
    if let Some(text) = read(root, Path::new("Cargo.toml"))? {
        let table: toml::Table =
            toml::from_str(&text).map_err(|e| toml_error(Path::new("Cargo.toml"), &text, &e))?;
        let section = table
            .get("package")
            .and_then(|p| p.get("metadata"))
            .and_then(|m| m.get("crdgen"));
        if let Some(section) = section {
            let config = section.clone().try_into::<Config>().map_err(|e| {
                Diagnostic::error(
                    codes::input::CONFIG_INVALID,
                    format!(
                        "invalid [package.metadata.crdgen] in Cargo.toml: {}",
                        escape::value(e.message().trim_end())
                    ),
                )
                .help(SETTINGS_HELP)
            })?;
            return Ok(Settings {
                config,
                source: Some(manifest),
                sets_kubernetes_version: section.get(KUBERNETES_VERSION).is_some(),
            });
        }
    }
    Ok(Settings {
        config: Config::default(),
        source: None,
        sets_kubernetes_version: false,
    })
}

/// The text of the configuration file `name` in `root`, `None` when there is none. Its
/// kind is checked before it is opened and its size is capped (see
/// [`crate::source::read`]): a `crdgen.toml` that is a directory or a FIFO is an error,
/// not a reason to fall back to the defaults.
fn read(root: &Path, name: &Path) -> Result<Option<String>, Diagnostic> {
    let help = format!(
        "crdgen reads its configuration from {}: make it a regular file of TOML text, or remove it",
        escape::path(name)
    );
    match read::read_text(&root.join(name), MAX_FILE_BYTES) {
        Ok(text) => Ok(Some(text)),
        Err(ReadError::Missing(_)) => Ok(None),
        Err(ReadError::NotAFile(kind)) => Err(read::not_a_file(name, &kind, help)),
        Err(ReadError::TooLarge(size)) => Err(read::too_large(name, size, MAX_FILE_BYTES, help)),
        Err(ReadError::NotUtf8) => Err(Diagnostic::error(
            codes::input::READ_FAILED,
            format!(
                "cannot read {}: stream did not contain valid UTF-8",
                escape::path(&root.join(name))
            ),
        )),
        Err(ReadError::Io(e)) => Err(Diagnostic::error(
            codes::input::READ_FAILED,
            format!("cannot read {}: {e}", escape::path(&root.join(name))),
        )),
    }
}

/// The header file's text (`header-file`, relative to `root`): read as the
/// configuration is, kind checked first and size capped, so a link to `/dev/zero` or a
/// FIFO is an error instead of a run that never ends.
pub fn read_header(root: &Path, header: &Path) -> Result<String, Diagnostic> {
    let help = "fix `header-file` in the crdgen configuration";
    let unreadable = |why: String| {
        Diagnostic::error(
            codes::input::HEADER_FILE_UNREADABLE,
            format!("cannot read header file {}: {why}", escape::path(header)),
        )
        .help(help)
    };
    match read::read_text(&root.join(header), MAX_FILE_BYTES) {
        Ok(text) => Ok(text),
        Err(ReadError::Missing(e) | ReadError::Io(e)) => Err(unreadable(e.to_string())),
        Err(ReadError::NotUtf8) => Err(unreadable("stream did not contain valid UTF-8".to_owned())),
        Err(ReadError::NotAFile(kind)) => Err(read::not_a_file(
            header,
            &kind,
            "point `header-file` in the crdgen configuration at a regular file (its text is written before each generated YAML document)",
        )),
        Err(ReadError::TooLarge(size)) => Err(read::too_large(
            header,
            size,
            MAX_FILE_BYTES,
            "point `header-file` in the crdgen configuration at the licence text alone",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_crdgen_toml_and_rejects_unknown_keys() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join(CONFIG_FILE),
            "paths = [\"api\"]\ncrd-dir = \"out\"\n",
        )
        .unwrap();
        let loaded = load(dir.path()).unwrap();
        assert_eq!(loaded.config.paths, vec![PathBuf::from("api")]);
        assert_eq!(loaded.config.crd_dir, PathBuf::from("out"));

        std::fs::write(
            dir.path().join(CONFIG_FILE),
            "paths = [\"api\"]\ncrd_dir = \"out\"\n",
        )
        .unwrap();
        let err = load(dir.path()).unwrap_err();
        let loc = err.location.clone().unwrap();
        assert_eq!((loc.line, loc.column), (2, 1));
        assert!(
            err.message
                .starts_with("invalid crdgen configuration: unknown field `crd_dir`"),
            "{}",
            err.message
        );
    }

    #[test]
    fn reads_package_metadata() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("Cargo.toml"),
            "[package]\nname = \"x\"\n[package.metadata.crdgen]\nkubernetes-version = \"1.37\"\n",
        )
        .unwrap();
        let loaded = load(dir.path()).unwrap();
        assert_eq!(loaded.config.kubernetes_version, "1.37");
        assert_eq!(loaded.config.crd_dir, PathBuf::from("config/crd/bases"));
    }

    #[test]
    fn reads_the_controller_gen_settings() {
        let dir = tempfile::tempdir().unwrap();
        let defaults = load(dir.path()).unwrap().config;
        assert_eq!(defaults.controller_gen_version, "v0.22.0");
        assert!(!defaults.controller_gen_version_annotation);
        std::fs::write(
            dir.path().join(CONFIG_FILE),
            "controller-gen-version = \"v0.21.0\"\ncontroller-gen-version-annotation = true\n",
        )
        .unwrap();
        let loaded = load(dir.path()).unwrap();
        assert_eq!(loaded.config.controller_gen_version, "v0.21.0");
        assert!(loaded.config.controller_gen_version_annotation);
    }
}
