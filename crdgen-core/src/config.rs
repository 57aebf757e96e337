//! Configuration: `crdgen.toml` in the crate root, or `[package.metadata.crdgen]` in its
//! `Cargo.toml`; command-line flags override both.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::diagnostic::codes;
use crate::diagnostic::{Diagnostic, Location};

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
    /// A file whose text is written verbatim before each generated YAML document.
    pub header_file: Option<PathBuf>,
    /// Truncate descriptions to this many bytes, as controller-gen's `maxDescLen`.
    pub max_description_length: Option<usize>,
    /// RBAC output: the `[rbac]` table (file, role-name, kind-roles).
    pub rbac: crate::rbac::RbacConfig,
    /// Rust modules (typed clients, listers, informers, fake clientset): the
    /// `[clients]` table; none are generated without it.
    pub clients: Option<crate::clients::ClientsConfig>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            paths: vec![PathBuf::from("src")],
            crd_dir: PathBuf::from("config/crd/bases"),
            kubernetes_version: crate::k8s::DEFAULT_VERSION.to_owned(),
            controller_gen_version: crate::controller_gen::DEFAULT_VERSION.to_owned(),
            controller_gen_version_annotation: false,
            header_file: None,
            max_description_length: None,
            rbac: crate::rbac::RbacConfig::default(),
            clients: None,
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

fn toml_error(display: &Path, text: &str, err: &toml::de::Error) -> Diagnostic {
    let mut d = Diagnostic::error(codes::input::CONFIG_INVALID, format!(
        "invalid crdgen configuration: {}",
        err.message().trim_end()
    ))
    .help("settings: paths, crd-dir, kubernetes-version, controller-gen-version, controller-gen-version-annotation, header-file, max-description-length, [rbac], [clients]");
    if let Some(loc) = location_of(display, text, err.span()) {
        d = d.at(loc);
    }
    d
}

/// Loads the configuration of the crate at `root`: `crdgen.toml` if present, else
/// `[package.metadata.crdgen]` in `Cargo.toml`, else the defaults.
pub fn load(root: &Path) -> Result<Loaded, Diagnostic> {
    let standalone = root.join(CONFIG_FILE);
    if standalone.is_file() {
        let text = read(&standalone)?;
        let config = toml::from_str::<Config>(&text)
            .map_err(|e| toml_error(Path::new(CONFIG_FILE), &text, &e))?;
        return Ok(Loaded {
            config,
            source: Some(standalone),
        });
    }
    let manifest = root.join("Cargo.toml");
    if manifest.is_file() {
        let text = read(&manifest)?;
        let table: toml::Table =
            toml::from_str(&text).map_err(|e| toml_error(Path::new("Cargo.toml"), &text, &e))?;
        let section = table
            .get("package")
            .and_then(|p| p.get("metadata"))
            .and_then(|m| m.get("crdgen"));
        if let Some(section) = section {
            let config = section.clone().try_into::<Config>().map_err(|e| {
                Diagnostic::error(codes::input::CONFIG_INVALID, format!("invalid [package.metadata.crdgen] in Cargo.toml: {}", e.message().trim_end()))
                    .help("settings: paths, crd-dir, kubernetes-version, controller-gen-version, controller-gen-version-annotation, header-file, max-description-length, [rbac], [clients]")
            })?;
            return Ok(Loaded {
                config,
                source: Some(manifest),
            });
        }
    }
    Ok(Loaded {
        config: Config::default(),
        source: None,
    })
}

fn read(path: &Path) -> Result<String, Diagnostic> {
    std::fs::read_to_string(path).map_err(|e| {
        Diagnostic::error(
            codes::input::READ_FAILED,
            format!("cannot read {}: {e}", path.display()),
        )
    })
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
