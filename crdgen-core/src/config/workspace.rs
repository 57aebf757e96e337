//! Finding the crate to work on from wherever crdgen is run: the nearest `Cargo.toml`
//! above the current directory, as cargo finds it, and the members of a Cargo workspace
//! that have crdgen configuration (`--workspace`).
//!
//! Members are read from the workspace's own `Cargo.toml` (`members` globs minus
//! `exclude`), not from `cargo metadata`: that would resolve the whole dependency graph,
//! which needs a lock file and possibly the network, to learn a list of directories.

use std::path::{Path, PathBuf};

use crate::diagnostic::codes::input as codes;
use crate::diagnostic::{Diagnostic, escape};

/// What the nearest `Cargo.toml` above a directory is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// A package's manifest: the crate root.
    Crate(PathBuf),
    /// A virtual workspace manifest (`[workspace]` and no `[package]`): a workspace root
    /// that is no crate itself.
    Workspace(PathBuf),
}

/// The nearest directory at or above `start` holding a `Cargo.toml` (or a `crdgen.toml`:
/// a crate built by another tool than cargo), and what it is.
pub fn find_root(start: &Path) -> Result<Found, Diagnostic> {
    for dir in start.ancestors() {
        let manifest = dir.join("Cargo.toml");
        if !manifest.is_file() {
            if dir.join(super::CONFIG_FILE).is_file() {
                return Ok(Found::Crate(dir.to_path_buf()));
            }
            continue;
        }
        let table = read_manifest(&manifest)?;
        let dir = dir.to_path_buf();
        return Ok(if table.contains_key("package") {
            Found::Crate(dir)
        } else if table.contains_key("workspace") {
            Found::Workspace(dir)
        } else {
            Found::Crate(dir)
        });
    }
    Err(Diagnostic::error(
        codes::NO_CRATE_FOUND,
        format!(
            "no Cargo.toml or crdgen.toml in {} or any directory above it",
            escape::path(start)
        ),
    )
    .help("run crdgen inside the crate that holds the API types, or give its root with -C"))
}

/// The workspace root at or above `start`: the nearest `Cargo.toml` with a `[workspace]`
/// table. A crate that is no workspace member is a workspace of one.
pub fn find_workspace(start: &Path) -> Result<PathBuf, Diagnostic> {
    let mut first_crate = None;
    for dir in start.ancestors() {
        let manifest = dir.join("Cargo.toml");
        if !manifest.is_file() {
            continue;
        }
        if read_manifest(&manifest)?.contains_key("workspace") {
            return Ok(dir.to_path_buf());
        }
        first_crate.get_or_insert_with(|| dir.to_path_buf());
    }
    match first_crate {
        Some(dir) => Ok(dir),
        None => find_root(start).map(|_| start.to_path_buf()),
    }
}

/// The members of the workspace rooted at `root` that have crdgen configuration
/// (`crdgen.toml` or `[package.metadata.crdgen]`), sorted; the root package itself
/// counts when it has some.
pub fn configured_members(root: &Path) -> Result<Vec<PathBuf>, Diagnostic> {
    let manifest = root.join("Cargo.toml");
    let table = read_manifest(&manifest)?;
    let workspace = table.get("workspace").and_then(toml::Value::as_table);
    let strings = |key: &str| -> Vec<String> {
        workspace
            .and_then(|w| w.get(key))
            .and_then(toml::Value::as_array)
            .map(|a| {
                a.iter()
                    .filter_map(toml::Value::as_str)
                    .map(str::to_owned)
                    .collect()
            })
            .unwrap_or_default()
    };
    let excluded: Vec<PathBuf> = strings("exclude").iter().map(|e| root.join(e)).collect();
    let mut members = Vec::new();
    if table.contains_key("package") {
        members.push(root.to_path_buf());
    }
    for pattern in strings("members") {
        let full = root.join(&pattern);
        let matches = glob::glob(&full.to_string_lossy()).map_err(|e| {
            Diagnostic::error(
                codes::WORKSPACE_MEMBERS_INVALID,
                format!(
                    "workspace member pattern `{}` in {} is not a valid glob: {}",
                    escape::value(&pattern),
                    escape::path(&manifest),
                    e.msg
                ),
            )
            .help("fix the pattern in [workspace] members, as cargo would require")
        })?;
        for dir in matches.flatten() {
            if dir.join("Cargo.toml").is_file() && !excluded.contains(&dir) {
                members.push(dir);
            }
        }
    }
    members.sort();
    members.dedup();
    let mut configured = Vec::new();
    for member in members {
        if has_config(&member)? {
            configured.push(member);
        }
    }
    Ok(configured)
}

/// Whether the crate at `dir` has crdgen configuration.
pub fn has_config(dir: &Path) -> Result<bool, Diagnostic> {
    if dir.join(super::CONFIG_FILE).is_file() {
        return Ok(true);
    }
    let table = read_manifest(&dir.join("Cargo.toml"))?;
    Ok(table
        .get("package")
        .and_then(|p| p.get("metadata"))
        .and_then(|m| m.get("crdgen"))
        .is_some())
}

/// A manifest as a TOML table, read as the configuration is (kind checked, size capped);
/// a missing one is an empty table.
fn read_manifest(path: &Path) -> Result<toml::Table, Diagnostic> {
    let (dir, name) = match (path.parent(), path.file_name()) {
        (Some(dir), Some(name)) => (dir, Path::new(name)),
        _ => (Path::new("."), path),
    };
    let Some(text) = super::read(dir, name)? else {
        return Ok(toml::Table::new());
    };
    text.parse::<toml::Table>().map_err(|e| {
        Diagnostic::error(
            codes::READ_FAILED,
            format!("cannot read {}: {}", escape::path(path), e.message()),
        )
        .help("fix the manifest's TOML: cargo cannot read it either")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(root: &Path, path: &str, text: &str) {
        let p = root.join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }

    #[test]
    fn the_nearest_manifest_above_decides() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        write(
            root,
            "Cargo.toml",
            "[workspace]\nmembers = [\"crates/*\"]\nexclude = [\"crates/old\"]\n",
        );
        write(
            root,
            "crates/api/Cargo.toml",
            "[package]\nname = \"api\"\n[package.metadata.crdgen]\n",
        );
        write(root, "crates/api/src/lib.rs", "");
        write(root, "crates/ops/Cargo.toml", "[package]\nname = \"ops\"\n");
        write(root, "crates/ops/crdgen.toml", "");
        write(root, "crates/web/Cargo.toml", "[package]\nname = \"web\"\n");
        write(root, "crates/old/Cargo.toml", "[package]\nname = \"old\"\n");
        write(root, "crates/old/crdgen.toml", "");
        let api = root.join("crates/api");
        assert_eq!(find_root(&api.join("src")), Ok(Found::Crate(api.clone())));
        assert_eq!(find_root(root), Ok(Found::Workspace(root.to_path_buf())));
        assert_eq!(find_workspace(&api.join("src")), Ok(root.to_path_buf()));
        assert_eq!(
            configured_members(root),
            Ok(vec![api, root.join("crates/ops")])
        );
    }
}
