//! Which crates a `generate` or `verify` run works on: the one `-C` names, the crate
//! around the current directory, or with `--workspace` every configured member.

use std::path::{Path, PathBuf};

use crdgen_core::config::workspace::{self, Found};
use crdgen_core::diagnostic::codes::input as codes;
use crdgen_core::diagnostic::{Diagnostic, Diagnostics, escape};

/// One crate to run on.
#[derive(Debug, PartialEq, Eq)]
pub struct Target {
    /// Its root, as given or found.
    pub root: PathBuf,
    /// Under `--workspace`: its path from the current directory, printed before its
    /// output and put before the files its diagnostics name.
    pub heading: Option<PathBuf>,
}

/// The crates to run on. `-C` is taken as given (it names the crate root); without it
/// the crate is found upward from the current directory as cargo finds it.
pub fn targets(root: Option<&Path>, all: bool) -> Result<Vec<Target>, Diagnostics> {
    find(root, all).map_err(|d| Diagnostics::from(*d))
}

fn find(root: Option<&Path>, all: bool) -> Result<Vec<Target>, Box<Diagnostic>> {
    let here = Path::new(".");
    // Upward search needs absolute paths: `.` has no parent to look in.
    let cwd = std::env::current_dir().unwrap_or_else(|_| here.to_path_buf());
    if all {
        let start = root.map_or_else(|| cwd.clone(), |r| cwd.join(r));
        let workspace = workspace::find_workspace(&start)?;
        let members = workspace::configured_members(&workspace)?;
        if members.is_empty() {
            return Err(Box::new(Diagnostic::error(
                codes::WORKSPACE_NOT_CONFIGURED,
                format!(
                    "no member of the workspace at {} has crdgen configuration",
                    escape::path(&relative_to(&workspace, &cwd))
                ),
            )
            .help("add a crdgen.toml (or a [package.metadata.crdgen] table in Cargo.toml) to each crate that holds API types")));
        }
        return Ok(members
            .into_iter()
            .map(|member| {
                let root = relative_to(&member, &cwd);
                Target {
                    heading: Some(root.clone()),
                    root,
                }
            })
            .collect());
    }
    if let Some(root) = root {
        return Ok(vec![Target {
            root: root.to_path_buf(),
            heading: None,
        }]);
    }
    let absolute = cwd;
    match workspace::find_root(&absolute)? {
        Found::Crate(dir) => Ok(vec![Target {
            root: relative_to(&dir, &absolute),
            heading: None,
        }]),
        Found::Workspace(dir) => {
            let members = workspace::configured_members(&dir)?;
            let listed: Vec<String> = members
                .iter()
                .map(|m| relative_to(m, &absolute).display().to_string())
                .collect();
            let help = if listed.is_empty() {
                "run inside a crate that holds API types, or give its root with -C".to_owned()
            } else {
                format!(
                    "run `crdgen ... --workspace` for every configured member ({}), or give one with -C",
                    listed.join(", ")
                )
            };
            Err(Box::new(
                Diagnostic::error(
                    codes::WORKSPACE_ROOT,
                    format!(
                        "{} is a workspace root, not a crate",
                        escape::path(&relative_to(&dir, &absolute))
                    ),
                )
                .help(help),
            ))
        }
    }
}

/// `path` written from `base` (both absolute): `.`, `fixtures/memcached`, `../..`,
/// `../podset`, so that messages and headings read as the user's own paths.
fn relative_to(path: &Path, base: &Path) -> PathBuf {
    let path_parts: Vec<_> = path.components().collect();
    let base_parts: Vec<_> = base.components().collect();
    let common = path_parts
        .iter()
        .zip(&base_parts)
        .take_while(|(a, b)| a == b)
        .count();
    if common == 0 {
        return path.to_path_buf();
    }
    let mut out: PathBuf = std::iter::repeat_n("..", base_parts.len() - common).collect();
    out.extend(&path_parts[common..]);
    if out.as_os_str().is_empty() {
        out.push(".");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_written_from_the_current_directory() {
        let r = |p: &str, b: &str| relative_to(Path::new(p), Path::new(b));
        assert_eq!(r("/w", "/w"), PathBuf::from("."));
        assert_eq!(
            r("/w/fixtures/memcached", "/w"),
            PathBuf::from("fixtures/memcached")
        );
        assert_eq!(r("/w/api", "/w/api/src/v1"), PathBuf::from("../.."));
        assert_eq!(
            r("/w/a/podset", "/w/a/memcached/src"),
            PathBuf::from("../../podset")
        );
    }
}
