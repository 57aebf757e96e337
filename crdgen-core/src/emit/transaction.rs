//! Changing the tree all or nothing.
//!
//! A `generate` run changes several files; a failure half-way (a directory where a file
//! should go, a full disk, a permission) must not leave some of them new and others
//! old. So every file is first written in full beside its target under a temporary
//! name; only when all are written are they renamed into place (one atomic rename
//! each), and then the stale files are removed. If any step fails, what was done is
//! undone: the files already replaced or removed are written back from their previous
//! contents (read before anything changed), new files and every temporary file are
//! removed, and so are the directories the run created. No temporary file survives a
//! run, failed or not.
//!
//! Every change goes through [`Fs`], so a test can make the n-th operation fail and
//! check that the tree is as it was ([`Disk`] is the real file system).

use std::io;
use std::path::{Path, PathBuf};

/// The file-system operations a transaction performs.
pub(crate) trait Fs {
    /// Creates one directory (its parent exists).
    fn create_dir(&mut self, path: &Path) -> io::Result<()>;
    /// Creates a new file (failing if one exists) holding `contents`, with the
    /// permissions of `like` when given.
    fn create_file(&mut self, path: &Path, contents: &[u8], like: Option<&Path>) -> io::Result<()>;
    /// Renames `from` to `to`, replacing a file at `to`.
    fn rename(&mut self, from: &Path, to: &Path) -> io::Result<()>;
    /// Removes a file.
    fn remove_file(&mut self, path: &Path) -> io::Result<()>;
    /// Removes an empty directory.
    fn remove_dir(&mut self, path: &Path) -> io::Result<()>;
}

/// The real file system.
pub(crate) struct Disk;

impl Fs for Disk {
    fn create_dir(&mut self, path: &Path) -> io::Result<()> {
        std::fs::create_dir(path)
    }

    fn create_file(&mut self, path: &Path, contents: &[u8], like: Option<&Path>) -> io::Result<()> {
        use std::io::Write as _;
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)?;
        // No fsync: the point is that a failed run changes nothing, not that a run cut
        // short by a crash or power loss leaves no trace (a temporary file may remain
        // then), which would take an fsync per file on every run.
        let written = file.write_all(contents);
        // A file replaced keeps its permissions (an executable bit, a narrower mode).
        let permissions = match like.map(std::fs::metadata) {
            Some(Ok(meta)) => file.set_permissions(meta.permissions()),
            _ => Ok(()),
        };
        if let Err(err) = written.and(permissions) {
            let _ = std::fs::remove_file(path);
            return Err(err);
        }
        Ok(())
    }

    fn rename(&mut self, from: &Path, to: &Path) -> io::Result<()> {
        std::fs::rename(from, to)
    }

    fn remove_file(&mut self, path: &Path) -> io::Result<()> {
        std::fs::remove_file(path)
    }

    fn remove_dir(&mut self, path: &Path) -> io::Result<()> {
        std::fs::remove_dir(path)
    }
}

/// One file to write: where (absolute or root-joined), its new contents, and its
/// previous contents when it exists (what a rollback writes back).
pub(crate) struct Write<'a> {
    /// The target.
    pub target: PathBuf,
    /// The new contents.
    pub contents: &'a [u8],
    /// The contents it had, `None` when it did not exist.
    pub previous: Option<Vec<u8>>,
}

/// One file to remove, with its contents for a rollback.
pub(crate) struct Remove {
    /// The file.
    pub target: PathBuf,
    /// What it holds.
    pub previous: Vec<u8>,
}

/// Why a transaction failed: the path (as given) and the operating system's error, and
/// whether the tree could be put back as it was.
#[derive(Debug)]
pub(crate) struct Failure {
    /// The file or directory whose operation failed.
    pub path: PathBuf,
    /// What was being done: `write`, `replace`, `remove`, `create directory`.
    pub action: &'static str,
    /// The operating system's error.
    pub error: io::Error,
    /// Files the rollback could not restore (empty when the tree is as it was).
    pub not_restored: Vec<PathBuf>,
}

/// The temporary name beside `target`: `<name>.crdgen-<pid>[-<n>].tmp`, so a file
/// left by a killed run says where it came from.
fn temporary(target: &Path, n: usize) -> PathBuf {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let pid = std::process::id();
    let suffix = if n == 0 {
        format!("{name}.crdgen-{pid}.tmp")
    } else {
        format!("{name}.crdgen-{pid}-{n}.tmp")
    };
    target.with_file_name(suffix)
}

/// Creates a file holding `contents` under a fresh temporary name beside `target`.
fn stage(
    fs: &mut dyn Fs,
    target: &Path,
    contents: &[u8],
    like: Option<&Path>,
) -> io::Result<PathBuf> {
    let mut n = 0;
    loop {
        let tmp = temporary(target, n);
        match fs.create_file(&tmp, contents, like) {
            // Never overwrite: a file of that name is not this run's.
            Err(err) if err.kind() == io::ErrorKind::AlreadyExists && n < 16 => n += 1,
            Err(err) => return Err(err),
            Ok(()) => return Ok(tmp),
        }
    }
}

/// What has been done, in order, so it can be undone in reverse.
enum Done {
    Dir(PathBuf),
    Staged(PathBuf),
    /// `target` now holds the new file; `previous` what it held, `None` if nothing.
    Replaced(PathBuf, Option<Vec<u8>>),
    Removed(PathBuf, Vec<u8>),
}

/// Writes every file of `writes` and removes every file of `removes`, all or nothing
/// (see the module documentation). `root` is the crate directory: directories are
/// created below it, never above.
pub(crate) fn apply(
    fs: &mut dyn Fs,
    root: &Path,
    writes: &[Write<'_>],
    removes: &[Remove],
) -> Result<(), Failure> {
    let mut done: Vec<Done> = Vec::new();
    let mut staged: Vec<PathBuf> = Vec::new();
    let result = (|| {
        for w in writes {
            for dir in missing_dirs(root, &w.target) {
                fs.create_dir(&dir)
                    .map_err(|e| (dir.clone(), "create directory", e))?;
                done.push(Done::Dir(dir));
            }
            let like = w.previous.is_some().then_some(w.target.as_path());
            let tmp = stage(fs, &w.target, w.contents, like)
                .map_err(|e| (w.target.clone(), "write", e))?;
            done.push(Done::Staged(tmp.clone()));
            staged.push(tmp);
        }
        for (w, tmp) in writes.iter().zip(&staged) {
            fs.rename(tmp, &w.target)
                .map_err(|e| (w.target.clone(), "replace", e))?;
            done.push(Done::Replaced(w.target.clone(), w.previous.clone()));
        }
        for r in removes {
            fs.remove_file(&r.target)
                .map_err(|e| (r.target.clone(), "remove", e))?;
            done.push(Done::Removed(r.target.clone(), r.previous.clone()));
        }
        Ok(())
    })();
    let Err((path, action, error)) = result else {
        return Ok(());
    };
    let not_restored = undo(fs, done);
    Err(Failure {
        path,
        action,
        error,
        not_restored,
    })
}

/// Undoes `done` in reverse; returns the paths it could not put back.
fn undo(fs: &mut dyn Fs, done: Vec<Done>) -> Vec<PathBuf> {
    let mut failed = Vec::new();
    for step in done.into_iter().rev() {
        let ok = match &step {
            // A staged file already renamed into place is no longer there.
            Done::Staged(tmp) => match fs.remove_file(tmp) {
                Err(e) if e.kind() == io::ErrorKind::NotFound => true,
                other => other.is_ok(),
            },
            Done::Replaced(target, None) => fs.remove_file(target).is_ok(),
            Done::Replaced(target, Some(previous)) | Done::Removed(target, previous) => {
                restore(fs, target, previous).is_ok()
            }
            Done::Dir(dir) => fs.remove_dir(dir).is_ok(),
        };
        if !ok {
            failed.push(match step {
                Done::Dir(p) | Done::Staged(p) | Done::Replaced(p, _) | Done::Removed(p, _) => p,
            });
        }
    }
    failed
}

/// Puts `previous` back at `target`, the same way a new file goes in: staged, renamed.
fn restore(fs: &mut dyn Fs, target: &Path, previous: &[u8]) -> io::Result<()> {
    let like = target.exists().then_some(target);
    let tmp = stage(fs, target, previous, like)?;
    fs.rename(&tmp, target).inspect_err(|_| {
        let _ = fs.remove_file(&tmp);
    })
}

/// The directories on the way from `root` to `target`'s parent that do not exist yet,
/// outermost first.
fn missing_dirs(root: &Path, target: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dir = target.parent();
    while let Some(d) = dir {
        if d == root || d.as_os_str().is_empty() || d.exists() {
            break;
        }
        out.push(d.to_path_buf());
        dir = d.parent();
    }
    out.reverse();
    out
}
