//! Where the loader's files come from: the disk, or files held in memory (how the
//! fuzzer runs the whole engine without touching the file system), and the limit on
//! how much of one file is read.

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};

use super::disk::Disk;
use super::paths;
use super::read::{FileKind, ReadError};

/// The largest source file crdgen reads. Real API files are a few hundred kilobytes
/// at most; reading an unbounded file (generated data, `/dev/zero` behind `#[path]`)
/// would exhaust memory before any error could be shown.
pub const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// The file system the loader reads.
pub(crate) enum Backing<'a> {
    /// The real file system.
    Disk(Disk),
    /// Files by normalised relative path; nothing else exists.
    Memory(&'a BTreeMap<PathBuf, String>),
}

impl Backing<'_> {
    /// The path with symlinks resolved on disk; the normalised path in memory. Fails
    /// when the file does not exist.
    pub(crate) fn canonicalize(&self, path: &Path) -> io::Result<PathBuf> {
        match self {
            Backing::Disk(disk) => disk.canonicalize(path),
            Backing::Memory(files) => {
                let path = paths::normalize(path);
                if files.contains_key(&path) {
                    Ok(path)
                } else {
                    Err(io::Error::new(
                        io::ErrorKind::NotFound,
                        "no such file among the sources in memory",
                    ))
                }
            }
        }
    }

    /// Whether `path` is a file.
    pub(crate) fn is_file(&self, path: &Path) -> bool {
        match self {
            Backing::Disk(disk) => disk.is_file(path),
            Backing::Memory(files) => files.contains_key(&paths::normalize(path)),
        }
    }

    /// What is at `path`; in memory, a file or nothing.
    pub(crate) fn kind(&self, path: &Path) -> FileKind {
        match self {
            Backing::Disk(_) => FileKind::of(path),
            Backing::Memory(files) if files.contains_key(&paths::normalize(path)) => FileKind::File,
            Backing::Memory(_) => FileKind::Missing,
        }
    }

    /// The file's text, if it is a regular file of UTF-8 text at most [`MAX_FILE_BYTES`]
    /// long.
    pub(crate) fn read(&self, path: &Path) -> Result<String, ReadError> {
        match self {
            Backing::Disk(disk) => disk.read(path, MAX_FILE_BYTES),
            Backing::Memory(files) => match files.get(&paths::normalize(path)) {
                Some(text) if text.len() as u64 > MAX_FILE_BYTES => {
                    Err(ReadError::TooLarge(Some(text.len() as u64)))
                }
                Some(text) => Ok(text.clone()),
                None => Err(ReadError::Missing(io::Error::new(
                    io::ErrorKind::NotFound,
                    "no such file among the sources in memory",
                ))),
            },
        }
    }
}
