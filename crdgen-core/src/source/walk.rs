//! Listing the `.rs` files of a source directory that has no crate root.

use std::path::{Path, PathBuf};

use walkdir::{DirEntry, WalkDir};

use super::paths;
use super::read::{self, FileKind};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes;
use crate::diagnostic::escape;

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
                if path.extension().is_none_or(|e| e != "rs") {
                    continue;
                }
                if entry.file_type().is_file() {
                    files.push(path.to_path_buf());
                    continue;
                }
                // A FIFO, device or socket named like a source file: reading it would
                // block or never end, skipping it would silently drop a module.
                let kind = FileKind::of(path);
                if !matches!(kind, FileKind::Directory | FileKind::File) {
                    errors.push(read::not_a_file(
                        &paths::display(root, path),
                        &kind,
                        "put the module's source file there, or move what is there out of the source directories",
                    ));
                }
            }
            Err(err)
                if err.loop_ancestor().is_some()
                    || err.io_error().is_some_and(read::is_link_loop) =>
            {
                let shown = err
                    .path()
                    .map(|p| paths::display(root, p))
                    .unwrap_or_else(|| paths::display(root, dir));
                errors.push(read::not_a_file(
                    &shown,
                    &FileKind::LinkLoop,
                    "remove the link, or point it at a directory that does not contain it",
                ));
            }
            Err(err) => {
                let shown = err
                    .path()
                    .map(|p| escape::path(&paths::display(root, p)))
                    .unwrap_or_else(|| escape::path(&paths::display(root, dir)));
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
        Err(err) if read::is_link_loop(&err) => {
            rejected.push(read::not_a_file(
                &shown,
                &FileKind::LinkLoop,
                "remove the link, or point it at the file or directory it stands for",
            ));
            false
        }
        Ok(target) if target.starts_with(canon_root) => true,
        Ok(target) => {
            rejected.push(
                Diagnostic::error(codes::input::SYMLINK_OUTSIDE_CRATE, format!(
                    "`{}` is a symlink to `{}`, outside the crate directory",
                    escape::path(&shown),
                    escape::path(&target)
                ))
                .help("copy the files into the crate, or point the symlink inside the crate directory"),
            );
            false
        }
        Err(err) => {
            rejected.push(
                Diagnostic::error(
                    codes::input::READ_FAILED,
                    format!("cannot follow symlink `{}`: {err}", escape::path(&shown)),
                )
                .help("fix or remove the broken symlink"),
            );
            false
        }
    }
}
