//! Listing the `.rs` files of a source directory that has no crate root.

use std::path::{Path, PathBuf};

use walkdir::{DirEntry, WalkDir};

use super::paths;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes;

/// The `.rs` files under `dir`, sorted by path.
///
/// `target/` and hidden entries are skipped: they hold build output and editor or VCS
/// files, never API types. Symlinks are followed only while they stay inside
/// `canon_root` (the canonical crate directory); one leading out is reported, because
/// reading files outside the crate would make the output depend on the machine.
pub(crate) fn rust_files(
    dir: &Path,
    root: &Path,
    canon_root: &Path,
    errors: &mut Vec<Diagnostic>,
) -> Vec<PathBuf> {
    let mut rejected = Vec::new();
    let mut files = Vec::new();
    let walker = WalkDir::new(dir)
        .follow_links(true)
        .sort_by_file_name()
        .into_iter()
        .filter_entry(|entry| keep(entry, root, canon_root, &mut rejected));
    for entry in walker {
        match entry {
            Ok(entry) => {
                let path = entry.path();
                if entry.file_type().is_file() && path.extension().is_some_and(|e| e == "rs") {
                    files.push(path.to_path_buf());
                }
            }
            Err(err) => {
                let shown = err
                    .path()
                    .map(|p| paths::display(root, p).display().to_string())
                    .unwrap_or_else(|| paths::display(root, dir).display().to_string());
                errors.push(
                    Diagnostic::error(codes::input::READ_FAILED, format!("cannot read `{shown}`: {err}"))
                        .help("make the directory readable, or remove it from the configured source paths"),
                );
            }
        }
    }
    errors.append(&mut rejected);
    files.sort();
    files
}

/// Whether the walk enters or yields `entry`.
fn keep(entry: &DirEntry, root: &Path, canon_root: &Path, rejected: &mut Vec<Diagnostic>) -> bool {
    if entry.depth() == 0 {
        return true;
    }
    let name = entry.file_name().to_string_lossy();
    if name.starts_with('.') || (name == "target" && entry.file_type().is_dir()) {
        return false;
    }
    if !entry.path_is_symlink() {
        return true;
    }
    let shown = paths::display(root, entry.path());
    match entry.path().canonicalize() {
        Ok(target) if target.starts_with(canon_root) => true,
        Ok(target) => {
            rejected.push(
                Diagnostic::error(codes::input::SYMLINK_OUTSIDE_CRATE, format!(
                    "`{}` is a symlink to `{}`, outside the crate directory",
                    shown.display(),
                    target.display()
                ))
                .help("copy the files into the crate, or point the symlink inside the crate directory"),
            );
            false
        }
        Err(err) => {
            rejected.push(
                Diagnostic::error(
                    codes::input::READ_FAILED,
                    format!("cannot follow symlink `{}`: {err}", shown.display()),
                )
                .help("fix or remove the broken symlink"),
            );
            false
        }
    }
}
