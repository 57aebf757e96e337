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
