//! `crdgen verify` (feature `verify`): the tree compared with a generation, stale files
//! shown as unified diffs made with similar.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use similar::TextDiff;

use super::{check_not_foreign, check_paths, owned_existing, owned_files};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes;
use crate::pipeline::Generation;

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
    check_not_foreign(root, generation)?;
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
                return Err(Diagnostic::error(
                    codes::input::READ_FAILED,
                    format!("cannot read {}: {e}", a.path.display()),
                ));
            }
        }
    }
    let produced: BTreeSet<&PathBuf> = generation.artifacts.iter().map(|a| &a.path).collect();
    for f in owned_files(root, &generation.crd_dir)?
        .into_iter()
        .chain(owned_existing(root, generation)?)
    {
        if !produced.contains(&f) {
            report.stale.push(f);
        }
    }
    Ok(report)
}
