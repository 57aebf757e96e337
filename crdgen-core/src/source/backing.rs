//! Where the loader's files come from: the disk, or files held in memory (how the
//! fuzzer runs the whole engine without touching the file system), and the limit on
//! how much of one file is read.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use super::paths;

/// The largest source file crdgen reads. Real API files are a few hundred kilobytes
/// at most; reading an unbounded file (generated data, `/dev/zero` behind `#[path]`)
/// would exhaust memory before any error could be shown.
pub const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// The file system the loader reads.
pub(crate) enum Backing<'a> {
    /// The real file system.
    Disk,
    /// Files by normalised relative path; nothing else exists.
    Memory(&'a BTreeMap<PathBuf, String>),
}

/// Why a file's text could not be had.
pub(crate) enum ReadError {
    /// The file could not be read.
    Io(io::Error),
    /// The file is larger than [`MAX_FILE_BYTES`]; its size when known.
    TooLarge(Option<u64>),
}

impl Backing<'_> {
    /// The path with symlinks resolved on disk; the normalised path in memory. Fails
    /// when the file does not exist.
    pub(crate) fn canonicalize(&self, path: &Path) -> io::Result<PathBuf> {
        match self {
            Backing::Disk => path.canonicalize(),
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
            Backing::Disk => path.is_file(),
            Backing::Memory(files) => files.contains_key(&paths::normalize(path)),
        }
    }

    /// The file's text, if it is UTF-8 and at most [`MAX_FILE_BYTES`] long.
    pub(crate) fn read(&self, path: &Path) -> Result<String, ReadError> {
        match self {
            Backing::Disk => read_bounded(path),
            Backing::Memory(files) => match files.get(&paths::normalize(path)) {
                Some(text) if text.len() as u64 > MAX_FILE_BYTES => {
                    Err(ReadError::TooLarge(Some(text.len() as u64)))
                }
                Some(text) => Ok(text.clone()),
                None => Err(ReadError::Io(io::Error::new(
                    io::ErrorKind::NotFound,
                    "no such file among the sources in memory",
                ))),
            },
        }
    }
}

/// Reads at most one byte more than the limit, so a file that grows while it is read
/// or a device without end cannot make crdgen read without bound.
fn read_bounded(path: &Path) -> Result<String, ReadError> {
    let file = File::open(path).map_err(ReadError::Io)?;
    let metadata = file.metadata().map_err(ReadError::Io)?;
    if !metadata.is_file() {
        return Err(ReadError::Io(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a regular file",
        )));
    }
    if metadata.len() > MAX_FILE_BYTES {
        return Err(ReadError::TooLarge(Some(metadata.len())));
    }
    let mut bytes = Vec::with_capacity(usize::try_from(metadata.len()).unwrap_or(0));
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(ReadError::TooLarge(None));
    }
    String::from_utf8(bytes).map_err(|_| {
        ReadError::Io(io::Error::new(
            io::ErrorKind::InvalidData,
            "stream did not contain valid UTF-8",
        ))
    })
}
