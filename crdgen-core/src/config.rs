//! Configuration: `crdgen.toml` in the crate root, or `[package.metadata.crdgen]` in its
//! `Cargo.toml`; command-line flags override both.

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
        escape::value(err.message().trim_end())
    ))
    .help("settings: paths, crd-dir, kubernetes-version, header-file, max-description-length, [rbac], [clients]");
    if let Some(loc) = location_of(display, text, err.span()) {
        d = d.at(loc);
    }
    d
}

/// Loads the configuration of the crate at `root`: `crdgen.toml` if present, else
/// `[package.metadata.crdgen]` in `Cargo.toml`, else the defaults.
pub fn load(root: &Path) -> Result<Loaded, Diagnostic> {
    let standalone = root.join(CONFIG_FILE);
    if let Some(text) = read(root, Path::new(CONFIG_FILE))? {
        let config = toml::from_str::<Config>(&text)
            .map_err(|e| toml_error(Path::new(CONFIG_FILE), &text, &e))?;
        return Ok(Loaded {
            config,
            source: Some(standalone),
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
                Diagnostic::error(codes::input::CONFIG_INVALID, format!("invalid [package.metadata.crdgen] in Cargo.toml: {}", escape::value(e.message().trim_end())))
                    .help("settings: paths, crd-dir, kubernetes-version, header-file, max-description-length, [rbac], [clients]")
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
}
