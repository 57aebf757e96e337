//! An import's files written into a directory: new files only (what is there already,
//! the user's, is never touched), all or nothing, through the same transaction as
//! `crdgen generate` (`emit::transaction`): on failure every file written and every
//! directory created is removed again.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use crate::diagnostic::{Diagnostic, codes, escape};
use crate::emit::transaction;

/// The paths under `dir` that stop `files` from being written as new files: those that
/// exist already (as anything), the directories on the way that are not directories
/// (a file, a symbolic link), and `dir` itself when it is not a directory. Sorted.
pub fn conflicts(dir: &Path, files: &BTreeMap<PathBuf, String>) -> Vec<PathBuf> {
    if dir.symlink_metadata().is_ok_and(|m| !m.is_dir()) {
        return vec![dir.to_path_buf()];
    }
    let mut found = BTreeSet::new();
    for path in files.keys() {
        let target = dir.join(path);
        if target.symlink_metadata().is_ok() {
            found.insert(target.clone());
        }
        // A module is `x/mod.rs` or `x.rs`, never both: rustc refuses the crate (E0761)
        // when the user's `x.rs` sits beside the `x/mod.rs` written, or the other way.
        if let Some(other) = other_module_file(&target)
            && other.symlink_metadata().is_ok()
        {
            found.insert(other);
        }
        for ancestor in target.ancestors().skip(1) {
            if ancestor == dir {
                break;
            }
            if ancestor.symlink_metadata().is_ok_and(|m| !m.is_dir()) {
                found.insert(ancestor.to_path_buf());
            }
        }
    }
    found.into_iter().collect()
}

/// The other file a Rust module file could be: `x.rs` for `x/mod.rs`, `x/mod.rs` for
/// `x.rs` (`lib.rs`, `main.rs` and `mod.rs` themselves are no module of their own).
fn other_module_file(path: &Path) -> Option<PathBuf> {
    if path.extension()? != "rs" {
        return None;
    }
    let stem = path.file_stem()?;
    if stem == "mod" {
        let module = path.parent()?;
        return Some(module.with_extension("rs"));
    }
    if stem == "lib" || stem == "main" {
        return None;
    }
    Some(path.with_extension("").join("mod.rs"))
}

/// Writes `files` (relative paths) under `dir`, creating it and the directories inside
/// as needed; all or nothing. Check [`conflicts`] first: a file there would be replaced.
pub fn write(dir: &Path, files: &BTreeMap<PathBuf, String>) -> Result<(), Diagnostic> {
    // Directories are created below the nearest one that exists, and removed again if
    // the run fails.
    let root = dir
        .ancestors()
        .find(|a| a.as_os_str().is_empty() || a.is_dir())
        .unwrap_or(dir);
    let writes: Vec<transaction::Write<'_>> = files
        .iter()
        .map(|(path, text)| transaction::Write {
            target: dir.join(path),
            contents: text.as_bytes(),
            previous: None,
        })
        .collect();
    transaction::apply(&mut transaction::Disk, root, &writes, &[]).map_err(|failure| {
        Diagnostic::error(
            codes::output::WRITE_FAILED,
            format!(
                "cannot {} {}: {}",
                failure.action,
                escape::path(&failure.path),
                failure.error
            ),
        )
        .help("nothing was written; check the directory's permissions and free space")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_module_file_of_the_users_for_a_module_written_is_a_conflict() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("src/api")).unwrap();
        std::fs::write(dir.path().join("src/api.rs"), "").unwrap();
        std::fs::write(dir.path().join("src/api/v1.rs"), "").unwrap();
        let files = BTreeMap::from([
            (PathBuf::from("src/api/mod.rs"), "a".to_owned()),
            (PathBuf::from("src/api/v1/mod.rs"), "b".to_owned()),
            (PathBuf::from("src/lib.rs"), "c".to_owned()),
        ]);
        assert_eq!(
            conflicts(dir.path(), &files),
            // Sorted as paths: component by component.
            [
                dir.path().join("src/api/v1.rs"),
                dir.path().join("src/api.rs")
            ]
        );
        assert_eq!(
            other_module_file(Path::new("src/api/v1.rs")),
            Some(PathBuf::from("src/api/v1/mod.rs"))
        );
        assert_eq!(other_module_file(Path::new("src/lib.rs")), None);
        assert_eq!(other_module_file(Path::new("Cargo.toml")), None);
    }

    #[test]
    fn writes_new_files_beside_the_users_and_only_where_nothing_is() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("a/b");
        let files = BTreeMap::from([
            (PathBuf::from("Cargo.toml"), "x".to_owned()),
            (PathBuf::from("src/lib.rs"), "y".to_owned()),
        ]);
        assert!(conflicts(&out, &files).is_empty());
        write(&out, &files).unwrap();
        assert_eq!(
            std::fs::read_to_string(out.join("src/lib.rs")).unwrap(),
            "y"
        );
        assert_eq!(
            conflicts(&out, &files),
            [out.join("Cargo.toml"), out.join("src/lib.rs")]
        );
        // A file that cannot be written (its name is too long): nothing is left, not
        // the file before it, nor the directories made for it.
        let blocked = dir.path().join("c/d");
        let files = BTreeMap::from([
            (PathBuf::from("ok.txt"), "x".to_owned()),
            (PathBuf::from("x".repeat(300)), "y".to_owned()),
        ]);
        assert!(write(&blocked, &files).is_err());
        assert!(!dir.path().join("c").exists());
    }
}
