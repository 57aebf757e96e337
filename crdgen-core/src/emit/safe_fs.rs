//! Where crdgen may write: inside the crate root only, never through a symbolic link that
//! leads out of it. Checked for every path before anything is written, removed or read
//! for comparison, so a hostile configuration or a planted link cannot make `generate`
//! touch a file elsewhere.

use std::collections::HashSet;
use std::ffi::OsString;
use std::path::{Component, Path, PathBuf};

use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes;
use crate::diagnostic::escape;

/// Checks that `path` (relative to `root`, as the generation names its files) stays
/// inside `root`: relative, without `..`, and with no symbolic link on the way that
/// resolves outside `root`. A file may not be a link at all: replacing it would silently
/// turn a link into a file, and comparing would read the link's target.
pub fn check(root: &Path, path: &Path) -> Result<(), Diagnostic> {
    Checker::new(root).check(path)
}

/// [`check`] for the many paths of one run: the crate root is resolved once, and a
/// directory found safe is not looked at again for the next file in it (1,000 CRDs in
/// `config/crd/bases` cost one `symlink_metadata` each, not four and a `canonicalize`).
pub(crate) struct Checker<'a> {
    root: &'a Path,
    /// `root` with symbolic links resolved, once found.
    real_root: Option<PathBuf>,
    /// Paths (relative, as checked) of components found safe to go through. Keyed by
    /// their bytes: hashing a `Path` splits it into components, which cost more than
    /// the system calls saved (#24); a path spelt two ways is merely checked twice.
    passed: HashSet<OsString>,
    /// Paths (relative, as checked) whose last component was a regular file itself (not a
    /// link) when checked, so reading it need not ask for its kind again.
    files: HashSet<OsString>,
}

impl<'a> Checker<'a> {
    /// A checker for paths under `root`.
    pub(crate) fn new(root: &'a Path) -> Checker<'a> {
        Checker {
            root,
            real_root: None,
            passed: HashSet::new(),
            files: HashSet::new(),
        }
    }

    /// Whether `path` was a regular file, not a link, when it was checked; forgets it.
    pub(crate) fn take_file(&mut self, path: &Path) -> bool {
        self.files.remove(path.as_os_str())
    }

    /// See [`check`].
    pub(crate) fn check(&mut self, path: &Path) -> Result<(), Diagnostic> {
        let escapes = path.components().any(|c| {
            matches!(
                c,
                Component::ParentDir | Component::RootDir | Component::Prefix(_)
            )
        });
        if escapes || path.as_os_str().is_empty() {
            return Err(Diagnostic::error(codes::output::OUTPUT_OUTSIDE_CRATE, format!(
                "`{}` is outside the crate: crdgen writes generated files only under the crate root",
                escape::path(path)
            ))
            .help("set crd-dir and the [rbac] file in the crdgen configuration to relative paths inside the crate, e.g. `config/crd/bases`"));
        }
        let real_root = match &self.real_root {
            Some(real) => real.clone(),
            None => {
                let real = std::fs::canonicalize(self.root).map_err(|e| {
                    Diagnostic::error(
                        codes::input::READ_FAILED,
                        format!("cannot read {}: {e}", escape::path(self.root)),
                    )
                })?;
                self.real_root.insert(real).clone()
            }
        };
        let mut at = self.root.to_path_buf();
        let mut shown = PathBuf::new();
        let last = path.components().count();
        for (i, component) in path.components().enumerate() {
            at.push(component);
            shown.push(component);
            let is_last = i + 1 == last;
            if !is_last && self.passed.contains(shown.as_os_str()) {
                continue;
            }
            let Ok(meta) = std::fs::symlink_metadata(&at) else {
                // Nothing there yet: it will be created as a plain directory or file.
                return Ok(());
            };
            if meta.file_type().is_symlink() {
                let real = std::fs::canonicalize(&at).ok();
                if is_last && !real.as_ref().is_some_and(|r| r.is_dir()) {
                    return Err(Diagnostic::error(codes::output::OUTPUT_SYMLINK, format!(
                        "`{}` is a symbolic link; crdgen does not write through links",
                        escape::path(&shown)
                    ))
                    .help("remove the link (crdgen writes the file itself), or point the configuration at another path"));
                }
                if !real.is_some_and(|r| r.starts_with(&real_root)) {
                    return Err(Diagnostic::error(codes::output::OUTPUT_SYMLINK, format!(
                        "`{}` is a symbolic link that leads out of the crate; crdgen does not follow it",
                        escape::path(&shown)
                    ))
                    .help("replace the link with a directory inside the crate, or point the configuration at another path"));
                }
            } else if is_last && meta.is_file() {
                self.files.insert(shown.as_os_str().to_owned());
            }
            if !is_last {
                self.passed.insert(shown.as_os_str().to_owned());
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_paths_inside_the_root_pass_others_do_not() {
        let dir = tempfile::tempdir().unwrap();
        assert!(check(dir.path(), Path::new("config/crd/bases/a.yaml")).is_ok());
        for bad in ["../x.yaml", "config/../../x.yaml", "/etc/x.yaml", ""] {
            let e = check(dir.path(), Path::new(bad)).unwrap_err();
            assert_eq!(
                e.message,
                format!(
                    "`{bad}` is outside the crate: crdgen writes generated files only under the crate root"
                )
            );
        }
    }

    #[cfg(unix)]
    #[test]
    fn links_out_of_the_root_and_linked_files_are_refused() {
        let outside = tempfile::tempdir().unwrap();
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("real")).unwrap();
        std::os::unix::fs::symlink(outside.path(), dir.path().join("config")).unwrap();
        std::os::unix::fs::symlink(dir.path().join("real"), dir.path().join("inner")).unwrap();
        let e = check(dir.path(), Path::new("config/crd/a.yaml")).unwrap_err();
        assert_eq!(
            e.message,
            "`config` is a symbolic link that leads out of the crate; crdgen does not follow it"
        );
        // A link that stays inside the crate is followed.
        assert!(check(dir.path(), Path::new("inner/a.yaml")).is_ok());
        std::fs::write(outside.path().join("t.yaml"), "x").unwrap();
        std::os::unix::fs::symlink(
            outside.path().join("t.yaml"),
            dir.path().join("real/a.yaml"),
        )
        .unwrap();
        let e = check(dir.path(), Path::new("real/a.yaml")).unwrap_err();
        assert_eq!(
            e.message,
            "`real/a.yaml` is a symbolic link; crdgen does not write through links"
        );
    }

    #[cfg(unix)]
    #[test]
    fn one_checker_remembers_directories_and_each_files_kind_once() {
        let outside = tempfile::tempdir().unwrap();
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("real")).unwrap();
        std::fs::write(dir.path().join("real/a.yaml"), "a").unwrap();
        std::fs::write(outside.path().join("t.yaml"), "x").unwrap();
        std::os::unix::fs::symlink(
            outside.path().join("t.yaml"),
            dir.path().join("real/b.yaml"),
        )
        .unwrap();
        let mut checker = Checker::new(dir.path());
        checker.check(Path::new("real/a.yaml")).unwrap();
        assert!(checker.take_file(Path::new("real/a.yaml")));
        assert!(!checker.take_file(Path::new("real/a.yaml")));
        // `real` is known to be safe now; the link in it is still looked at.
        let e = checker.check(Path::new("real/b.yaml")).unwrap_err();
        assert_eq!(
            e.message,
            "`real/b.yaml` is a symbolic link; crdgen does not write through links"
        );
        assert!(!checker.take_file(Path::new("real/b.yaml")));
        checker.check(Path::new("real/new.yaml")).unwrap();
        assert!(!checker.take_file(Path::new("real/new.yaml")));
    }
}
