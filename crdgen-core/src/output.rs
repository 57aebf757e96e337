//! Writing generated files (all or none) and verifying the tree against them.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use similar::TextDiff;

use crate::diagnostic::Diagnostic;
use crate::pipeline::Generation;
use crate::safe_fs;

/// What `write` changed.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct WriteReport {
    /// Files created or replaced.
    pub written: Vec<PathBuf>,
    /// Files already up to date.
    pub unchanged: Vec<PathBuf>,
    /// Stale files removed from the CRD directory.
    pub removed: Vec<PathBuf>,
}

/// `*.yaml` files in the owned directory (relative to root), sorted.
fn owned_files(root: &Path, dir: &Path) -> Result<BTreeSet<PathBuf>, Diagnostic> {
    let abs = root.join(dir);
    let mut out = BTreeSet::new();
    let entries = match std::fs::read_dir(&abs) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(out),
        Err(e) => {
            return Err(Diagnostic::error(format!(
                "cannot read {}: {e}",
                dir.display()
            )));
        }
    };
    for entry in entries {
        let entry =
            entry.map_err(|e| Diagnostic::error(format!("cannot read {}: {e}", dir.display())))?;
        let name = entry.file_name();
        let is_yaml = Path::new(&name).extension().is_some_and(|e| e == "yaml");
        let is_file = entry.file_type().is_ok_and(|t| t.is_file());
        if is_yaml && is_file {
            out.insert(dir.join(name));
        }
    }
    Ok(out)
}

/// Every path `write` or `verify` would touch stays inside the crate (see [`safe_fs`]).
fn check_paths(root: &Path, generation: &Generation) -> Result<(), Diagnostic> {
    safe_fs::check(root, &generation.crd_dir)?;
    for path in generation
        .artifacts
        .iter()
        .map(|a| &a.path)
        .chain(&generation.owned)
    {
        safe_fs::check(root, path)?;
    }
    Ok(())
}

/// The generation's other owned files (the RBAC file) that exist in the tree.
fn owned_existing<'a>(
    root: &'a Path,
    generation: &'a Generation,
) -> impl Iterator<Item = PathBuf> + 'a {
    generation
        .owned
        .iter()
        .filter(move |p| !p.starts_with(&generation.crd_dir) && root.join(p).is_file())
        .cloned()
}

/// Writes every artifact and removes stale files from the CRD directory. Every new file
/// is first written beside its target under a temporary name; only when all are written
/// are they renamed into place, so a failure leaves the tree as it was.
pub fn write(root: &Path, generation: &Generation) -> Result<WriteReport, Diagnostic> {
    check_paths(root, generation)?;
    let mut report = WriteReport::default();
    let mut staged: Vec<(PathBuf, PathBuf)> = Vec::new();
    let cleanup = |staged: &[(PathBuf, PathBuf)]| {
        for (tmp, _) in staged {
            let _ = std::fs::remove_file(tmp);
        }
    };
    for a in &generation.artifacts {
        let target = root.join(&a.path);
        if std::fs::read_to_string(&target).is_ok_and(|old| old == a.contents) {
            report.unchanged.push(a.path.clone());
            continue;
        }
        let result = (|| {
            if let Some(parent) = target.parent() {
                std::fs::create_dir_all(parent)?;
            }
            let tmp = target.with_extension(format!("yaml.crdgen-{}.tmp", std::process::id()));
            std::fs::write(&tmp, &a.contents)?;
            Ok::<PathBuf, std::io::Error>(tmp)
        })();
        match result {
            Ok(tmp) => staged.push((tmp, target)),
            Err(e) => {
                cleanup(&staged);
                return Err(
                    Diagnostic::error(format!("cannot write {}: {e}", a.path.display()))
                        .help("nothing was changed; check the directory's permissions"),
                );
            }
        }
        report.written.push(a.path.clone());
    }
    for (tmp, target) in &staged {
        std::fs::rename(tmp, target)
            .map_err(|e| Diagnostic::error(format!("cannot replace {}: {e}", target.display())))?;
    }
    let produced: BTreeSet<&PathBuf> = generation.artifacts.iter().map(|a| &a.path).collect();
    for stale in owned_files(root, &generation.crd_dir)?
        .into_iter()
        .chain(owned_existing(root, generation))
    {
        if !produced.contains(&stale) {
            std::fs::remove_file(root.join(&stale)).map_err(|e| {
                Diagnostic::error(format!("cannot remove stale {}: {e}", stale.display()))
            })?;
            report.removed.push(stale);
        }
    }
    Ok(report)
}

/// How the tree differs from what would be generated.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct VerifyReport {
    /// Files whose contents differ, with a unified diff (tree → generated).
    pub changed: Vec<(PathBuf, String)>,
    /// Files that would be generated but do not exist.
    pub missing: Vec<PathBuf>,
    /// Files in the CRD directory that would no longer be generated.
    pub stale: Vec<PathBuf>,
}

impl VerifyReport {
    /// True when the tree is fresh.
    pub fn is_fresh(&self) -> bool {
        self.changed.is_empty() && self.missing.is_empty() && self.stale.is_empty()
    }

    /// The report as printed by `crdgen verify`.
    pub fn render(&self) -> String {
        let mut out = String::new();
        for (_, diff) in &self.changed {
            out.push_str(diff);
        }
        for m in &self.missing {
            let _ = writeln!(out, "missing: {} (would be generated)", m.display());
        }
        for s in &self.stale {
            let _ = writeln!(out, "stale: {} (would be removed)", s.display());
        }
        if !self.is_fresh() {
            let _ = writeln!(
                out,
                "generated files are out of date: {} changed, {} missing, {} stale; run `crdgen generate`",
                self.changed.len(),
                self.missing.len(),
                self.stale.len()
            );
        }
        out
    }
}

/// Compares the tree with a generation, reading only.
pub fn verify(root: &Path, generation: &Generation) -> Result<VerifyReport, Diagnostic> {
    // A link out of the crate would make verify compare files elsewhere, and the
    // `generate` it asks for would then refuse to write.
    check_paths(root, generation)?;
    let mut report = VerifyReport::default();
    for a in &generation.artifacts {
        match std::fs::read_to_string(root.join(&a.path)) {
            Ok(old) if old == a.contents => {}
            Ok(old) => {
                let name = a.path.display().to_string();
                let diff = TextDiff::from_lines(&old, &a.contents)
                    .unified_diff()
                    .context_radius(3)
                    .header(&format!("a/{name}"), &format!("b/{name}"))
                    .to_string();
                report.changed.push((a.path.clone(), diff));
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                report.missing.push(a.path.clone())
            }
            Err(e) => {
                return Err(Diagnostic::error(format!(
                    "cannot read {}: {e}",
                    a.path.display()
                )));
            }
        }
    }
    let produced: BTreeSet<&PathBuf> = generation.artifacts.iter().map(|a| &a.path).collect();
    for f in owned_files(root, &generation.crd_dir)?
        .into_iter()
        .chain(owned_existing(root, generation))
    {
        if !produced.contains(&f) {
            report.stale.push(f);
        }
    }
    Ok(report)
}
