//! Writing generated files (all or none) and verifying the tree against them (feature
//! `verify`), in controller-gen's YAML text style ([`yaml`]).
//!
//! crdgen removes or overwrites only files it wrote: generated Rust modules carry a
//! header line, YAML files are listed in a [`manifest`] beside them. [`plan`] reads the
//! tree once for both commands; [`transaction`] changes it all or nothing.

#[cfg(feature = "generate")]
pub(crate) mod documents;
pub mod generation;
pub mod manifest;
mod plan;
pub mod safe_fs;
pub(crate) mod transaction;
#[cfg(feature = "verify")]
mod verify;

/// controller-gen's YAML style (the `crdgen-yaml` crate).
pub use crdgen_yaml as yaml;

pub use plan::MAX_OUTPUT_BYTES;
#[cfg(feature = "verify")]
pub use verify::{ChangedFile, VerifyReport, verify};

use std::path::{Path, PathBuf};

use crate::diagnostic::codes;
use crate::diagnostic::{Diagnostic, Diagnostics, escape};
use crate::emit::generation::Generation;

/// What `write` changed.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct WriteReport {
    /// Files created or replaced.
    pub written: Vec<PathBuf>,
    /// Files already up to date.
    pub unchanged: Vec<PathBuf>,
    /// Stale files removed: ones crdgen generated earlier and no longer generates.
    pub removed: Vec<PathBuf>,
}

/// Writes every artifact and its manifests and removes the stale files, all or nothing:
/// every new file is written in full under a temporary name first, then they are renamed
/// into place and the stale files removed; if any step fails, the tree is put back as it
/// was (see [`transaction`]). Nothing is written when a file crdgen would replace is not
/// its own.
pub fn write(root: &Path, generation: &Generation) -> Result<WriteReport, Diagnostics> {
    write_with(&mut transaction::Disk, root, generation)
}

fn write_with(
    fs: &mut dyn transaction::Fs,
    root: &Path,
    generation: &Generation,
) -> Result<WriteReport, Diagnostics> {
    let plan = plan::plan(root, generation)?;
    let mut report = WriteReport::default();
    let mut writes = Vec::new();
    for f in &plan.files {
        if f.existing.as_deref() == Some(f.contents.as_bytes()) {
            report.unchanged.push(f.path.clone());
            continue;
        }
        report.written.push(f.path.clone());
        writes.push(transaction::Write {
            target: root.join(&f.path),
            contents: f.contents.as_bytes(),
            previous: f.existing.clone(),
        });
    }
    let removes: Vec<transaction::Remove> = plan
        .stale
        .iter()
        .map(|s| transaction::Remove {
            target: root.join(&s.path),
            previous: s.previous.clone(),
        })
        .collect();
    report.removed = plan.stale.iter().map(|s| s.path.clone()).collect();
    transaction::apply(fs, root, &writes, &removes).map_err(|failure| {
        let shown = failure
            .path
            .strip_prefix(root)
            .unwrap_or(&failure.path)
            .to_path_buf();
        let d = Diagnostic::error(
            codes::output::WRITE_FAILED,
            format!(
                "cannot {} {}: {}",
                failure.action,
                escape::path(&shown),
                failure.error
            ),
        );
        let d = if failure.not_restored.is_empty() {
            d.help("nothing was changed; check the directory's permissions and free space")
        } else {
            let list: Vec<String> = failure
                .not_restored
                .iter()
                .map(|p| escape::path(p.strip_prefix(root).unwrap_or(p)))
                .collect();
            d.note(format!(
                "the tree could not be put back as it was: {}",
                list.join(", ")
            ))
            .help("restore those files from version control, check the directory's permissions and free space, and run `crdgen generate` again")
        };
        Diagnostics(vec![d])
    })?;
    Ok(report)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;
    use std::io;

    use super::*;
    use crate::emit::generation::Artifact;
    use transaction::{Disk, Fs};

    /// The real file system, except that the `fail_at`-th operation fails; every
    /// operation is logged as (what it does, the generated file it concerns).
    struct Faulty {
        fail_at: usize,
        log: Vec<(&'static str, PathBuf)>,
    }

    impl Faulty {
        fn step(&mut self, action: &'static str, path: &Path) -> io::Result<()> {
            // A temporary file stands for its target: `a.yaml.crdgen-1.tmp` → `a.yaml`.
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let target = match name.rfind(".crdgen-") {
                Some(i) if name.ends_with(".tmp") => path.with_file_name(&name[..i]),
                _ => path.to_path_buf(),
            };
            self.log.push((action, target));
            if self.log.len() == self.fail_at {
                return Err(io::Error::other("injected failure"));
            }
            Ok(())
        }
    }

    impl Fs for Faulty {
        fn create_dir(&mut self, path: &Path) -> io::Result<()> {
            self.step("create directory", path)?;
            Disk.create_dir(path)
        }
        fn create_file(
            &mut self,
            path: &Path,
            contents: &[u8],
            like: Option<&Path>,
        ) -> io::Result<()> {
            self.step("write", path)?;
            Disk.create_file(path, contents, like)
        }
        fn rename(&mut self, from: &Path, to: &Path) -> io::Result<()> {
            self.step("replace", to)?;
            Disk.rename(from, to)
        }
        fn remove_file(&mut self, path: &Path) -> io::Result<()> {
            self.step("remove", path)?;
            Disk.remove_file(path)
        }
        fn remove_dir(&mut self, path: &Path) -> io::Result<()> {
            self.step("remove directory", path)?;
            Disk.remove_dir(path)
        }
    }

    /// Every directory (`None`) and file (its bytes) under `dir`, hidden ones included.
    fn tree(dir: &Path) -> BTreeMap<PathBuf, Option<Vec<u8>>> {
        let mut out = BTreeMap::new();
        let mut stack = vec![dir.to_path_buf()];
        while let Some(d) = stack.pop() {
            for entry in std::fs::read_dir(&d).unwrap() {
                let path = entry.unwrap().path();
                let rel = path.strip_prefix(dir).unwrap().to_path_buf();
                if path.is_dir() {
                    out.insert(rel, None);
                    stack.push(path);
                } else {
                    out.insert(rel, Some(std::fs::read(&path).unwrap()));
                }
            }
        }
        out
    }

    fn artifact(path: &str, contents: &str) -> Artifact {
        Artifact {
            path: PathBuf::from(path),
            contents: contents.to_owned(),
        }
    }

    #[test]
    fn a_failure_at_any_step_leaves_the_tree_as_it_was() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        let bases = root.join("config/crd/bases");
        std::fs::create_dir_all(&bases).unwrap();
        std::fs::create_dir_all(root.join("src/generated")).unwrap();
        std::fs::write(
            bases.join(manifest::FILE_NAME),
            manifest::render(&["a.yaml".to_owned(), "old.yaml".to_owned()]),
        )
        .unwrap();
        std::fs::write(bases.join("a.yaml"), "---\nold: a\n").unwrap();
        std::fs::write(bases.join("old.yaml"), "---\nold: stale\n").unwrap();
        std::fs::write(bases.join("deployment.yaml"), "kind: Deployment\n").unwrap();
        std::fs::write(
            root.join("src/generated/gone_v1.rs"),
            format!("{}\n", crate::clients::HEADER),
        )
        .unwrap();
        let generation = Generation {
            artifacts: vec![
                artifact("config/crd/bases/a.yaml", "---\nnew: a\n"),
                artifact("config/crd/bases/b.yaml", "---\nnew: b\n"),
                artifact("config/rbac/role.yaml", "---\nnew: role\n"),
                artifact(
                    "src/generated/mod.rs",
                    &format!("{}\n\npub mod x;\n", crate::clients::HEADER),
                ),
            ],
            crd_dir: PathBuf::from("config/crd/bases"),
            inputs: Vec::new(),
            owned: vec![PathBuf::from("config/rbac/role.yaml")],
            rust_dir: Some(PathBuf::from("src/generated")),
            warnings: Diagnostics::default(),
        };
        let before = tree(root);

        // The operations of a run that succeeds, in order.
        let mut dry = Faulty {
            fail_at: 0,
            log: Vec::new(),
        };
        let copy = tempfile::tempdir().unwrap();
        for (rel, entry) in &before {
            match entry {
                None => std::fs::create_dir_all(copy.path().join(rel)).unwrap(),
                Some(bytes) => std::fs::write(copy.path().join(rel), bytes).unwrap(),
            }
        }
        write_with(&mut dry, copy.path(), &generation).unwrap();
        let steps: Vec<(&str, PathBuf)> = dry
            .log
            .iter()
            .map(|(a, p)| (*a, p.strip_prefix(copy.path()).unwrap().to_path_buf()))
            .collect();
        assert_eq!(
            steps,
            [
                ("write", "config/crd/bases/.crdgen-manifest"),
                ("write", "config/crd/bases/a.yaml"),
                ("write", "config/crd/bases/b.yaml"),
                ("create directory", "config/rbac"),
                ("write", "config/rbac/.crdgen-manifest"),
                ("write", "config/rbac/role.yaml"),
                ("write", "src/generated/mod.rs"),
                ("replace", "config/crd/bases/.crdgen-manifest"),
                ("replace", "config/crd/bases/a.yaml"),
                ("replace", "config/crd/bases/b.yaml"),
                ("replace", "config/rbac/.crdgen-manifest"),
                ("replace", "config/rbac/role.yaml"),
                ("replace", "src/generated/mod.rs"),
                ("remove", "config/crd/bases/old.yaml"),
                ("remove", "src/generated/gone_v1.rs"),
            ]
            .map(|(a, p)| (a, PathBuf::from(p)))
        );

        // Each of them failing in turn: the tree is as it was, no temporary file left.
        for (n, (action, path)) in steps.iter().enumerate() {
            let mut faulty = Faulty {
                fail_at: n + 1,
                log: Vec::new(),
            };
            let err = write_with(&mut faulty, root, &generation).unwrap_err();
            assert_eq!(
                err.render(),
                format!(
                    "error[E0703]: cannot {action} {}: injected failure\n |\n = help: nothing was changed; check the directory's permissions and free space",
                    path.display()
                ),
                "step {}",
                n + 1
            );
            let after = tree(root);
            assert_eq!(
                after,
                before,
                "step {} ({action} {})",
                n + 1,
                path.display()
            );
            assert!(
                !after.keys().any(|p| p.to_string_lossy().ends_with(".tmp")),
                "step {}",
                n + 1
            );
        }

        // And with no failure, the run does it all.
        let report = write(root, &generation).unwrap();
        assert_eq!(
            report.removed,
            [
                PathBuf::from("config/crd/bases/old.yaml"),
                PathBuf::from("src/generated/gone_v1.rs")
            ]
        );
        let after = tree(root);
        assert_eq!(
            after.get(Path::new("config/crd/bases/a.yaml")),
            Some(&Some(b"---\nnew: a\n".to_vec()))
        );
        assert_eq!(
            after.get(Path::new("config/crd/bases/deployment.yaml")),
            Some(&Some(b"kind: Deployment\n".to_vec())),
            "a file crdgen did not write is left alone"
        );
        assert_eq!(
            std::fs::read_to_string(bases.join(manifest::FILE_NAME)).unwrap(),
            manifest::render(&["a.yaml".to_owned(), "b.yaml".to_owned()])
        );
        assert!(!after.keys().any(|p| p.to_string_lossy().ends_with(".tmp")));
    }
}
