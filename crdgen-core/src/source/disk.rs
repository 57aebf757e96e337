//! The loader's view of the real file system, asking the operating system each question
//! once per path.
//!
//! Every module file is looked up three times: whether it is a file (`a.rs` against
//! `a/mod.rs`), its canonical path (to parse a file reached twice once, and to tell
//! whether it lies inside the crate), and its text. Asked naively, that is a `stat` for
//! the first, one `readlink` per path component (and a `getcwd` for a relative path)
//! for `canonicalize`, and another `stat` before opening: about 13 system calls per
//! file. Here the first question takes the path's `symlink_metadata`, and when the file
//! itself is not a symbolic link the other two reuse it: its canonical path is its
//! directory's (resolved once per directory) joined with its name, and it is opened
//! without asking its kind again (the open file's own metadata is still checked).
//! A symbolic link takes the general path (`canonicalize`, `stat`).

use std::cell::RefCell;
use std::collections::HashMap;
use std::ffi::OsString;
use std::fs::Metadata;
use std::io;
use std::path::{Path, PathBuf};

use super::read::{self, ReadError};

/// Metadata and canonical directories already asked for, keyed by the path's bytes as
/// joined: hashing a `Path` splits it into components, which cost more than the system
/// calls saved (#24); a path spelt two ways is merely asked for twice.
#[derive(Default)]
pub(crate) struct Disk {
    /// `symlink_metadata` of paths found and not yet read. Dropped when the file is read,
    /// so the read sees the file as it is then.
    links: RefCell<HashMap<OsString, Metadata>>,
    /// Directory → its canonical path.
    dirs: RefCell<HashMap<OsString, PathBuf>>,
}

impl Disk {
    /// The `symlink_metadata` of `path`, asked for once until it is read.
    fn link_metadata(&self, path: &Path) -> Option<Metadata> {
        if let Some(meta) = self.links.borrow().get(path.as_os_str()) {
            return Some(meta.clone());
        }
        let meta = std::fs::symlink_metadata(path).ok()?;
        self.links
            .borrow_mut()
            .insert(path.as_os_str().to_owned(), meta.clone());
        Some(meta)
    }

    /// Whether `path` is a regular file, following symbolic links ([`Path::is_file`]).
    pub(crate) fn is_file(&self, path: &Path) -> bool {
        match self.link_metadata(path) {
            Some(meta) if meta.file_type().is_symlink() => path.is_file(),
            Some(meta) => meta.is_file(),
            None => false,
        }
    }

    /// [`Path::canonicalize`]: the directory's canonical path joined with the file's
    /// name when the file itself is not a symbolic link. Only where `canonicalize` keeps
    /// a name as written (Linux and the BSDs resolve links only): Windows, and macOS on a
    /// case-insensitive volume, may give it its case on disk, which the shortcut would
    /// not, and a file reached under two spellings would no longer be known as one.
    pub(crate) fn canonicalize(&self, path: &Path) -> io::Result<PathBuf> {
        const KEEPS_NAMES: bool = cfg!(all(unix, not(target_vendor = "apple")));
        let plain = KEEPS_NAMES
            && self
                .link_metadata(path)
                .is_some_and(|meta| !meta.file_type().is_symlink());
        if plain
            && let (Some(dir), Some(name)) = (path.parent(), path.file_name())
            // `a/.` has the file name `a`: only a path that ends in its name is joinable.
            && path.as_os_str().as_encoded_bytes().ends_with(name.as_encoded_bytes())
            && let Some(dir) = self.canonical_dir(dir)
        {
            return Ok(dir.join(name));
        }
        path.canonicalize()
    }

    /// The canonical path of `dir` (`.` when empty), resolved once; `None` when it cannot
    /// be (the caller's `canonicalize` of the file then reports why).
    fn canonical_dir(&self, dir: &Path) -> Option<PathBuf> {
        if let Some(canon) = self.dirs.borrow().get(dir.as_os_str()) {
            return Some(canon.clone());
        }
        let asked = if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        };
        let canon = asked.canonicalize().ok()?;
        self.dirs
            .borrow_mut()
            .insert(dir.as_os_str().to_owned(), canon.clone());
        Some(canon)
    }

    /// The file's text, at most `limit` bytes; its kind is not asked for again when its
    /// metadata showed a regular file.
    pub(crate) fn read(&self, path: &Path, limit: u64) -> Result<String, ReadError> {
        let known_file = self
            .links
            .borrow_mut()
            .remove(path.as_os_str())
            .is_some_and(|meta| meta.is_file());
        if known_file {
            read::read_text_of_file(path, limit)
        } else {
            read::read_text(path, limit)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_paths_match_the_operating_systems() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real");
        std::fs::create_dir_all(real.join("sub")).unwrap();
        std::fs::write(real.join("a.rs"), "a").unwrap();
        std::fs::write(real.join("sub/b.rs"), "b").unwrap();
        let disk = Disk::default();
        for path in [
            real.join("a.rs"),
            real.join("sub/b.rs"),
            real.join("sub/../a.rs"),
            real.join("./a.rs"),
        ] {
            assert_eq!(
                disk.canonicalize(&path).unwrap(),
                path.canonicalize().unwrap()
            );
            assert!(disk.is_file(&path));
            assert_eq!(disk.read(&path, 10).unwrap().len(), 1);
        }
        assert!(disk.canonicalize(&real.join("none.rs")).is_err());
        assert!(!disk.is_file(&real.join("none.rs")));
        assert!(!disk.is_file(&real.join("sub")));
        assert!(matches!(
            disk.read(&real.join("sub"), 10),
            Err(ReadError::NotAFile(read::FileKind::Directory))
        ));
    }

    #[cfg(unix)]
    #[test]
    fn symbolic_links_are_resolved_wherever_they_are() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real");
        std::fs::create_dir_all(&real).unwrap();
        std::fs::write(real.join("a.rs"), "a").unwrap();
        std::os::unix::fs::symlink(&real, dir.path().join("linked_dir")).unwrap();
        std::os::unix::fs::symlink(real.join("a.rs"), real.join("linked.rs")).unwrap();
        std::os::unix::fs::symlink(real.join("gone.rs"), real.join("broken.rs")).unwrap();
        let disk = Disk::default();
        let canon = real.join("a.rs").canonicalize().unwrap();
        for path in [dir.path().join("linked_dir/a.rs"), real.join("linked.rs")] {
            assert!(disk.is_file(&path));
            assert_eq!(disk.canonicalize(&path).unwrap(), canon);
            assert_eq!(disk.read(&path, 10).unwrap(), "a");
        }
        assert!(!disk.is_file(&real.join("broken.rs")));
        assert!(disk.canonicalize(&real.join("broken.rs")).is_err());
    }
}
