//! Reading one file crdgen was pointed at — a source file, the configuration, the header
//! file, a generated file it compares or replaces — with its kind checked before it is
//! opened and at most a fixed number of bytes read.
//!
//! The kind comes first because opening is not harmless: a FIFO blocks until some other
//! process writes to it, a device (`/dev/zero` behind a symbolic link) never ends, a
//! symbolic link loop or a directory only fails with the operating system's terse
//! reason. Each of these gets its own message ([`not_a_file`]) instead of "not found"
//! or a hang.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

use crate::diagnostic::codes;
use crate::diagnostic::{Diagnostic, escape};

/// What is at a path, after following symbolic links.
#[derive(Debug)]
pub enum FileKind {
    /// A regular file: the only kind crdgen reads.
    File,
    /// Nothing.
    Missing,
    /// A directory.
    Directory,
    /// A FIFO (named pipe): opening it waits for a writer.
    Fifo,
    /// A character or block device: reading it may never end.
    Device,
    /// A Unix domain socket.
    Socket,
    /// A symbolic link whose target does not exist.
    BrokenLink,
    /// A symbolic link that leads back to itself, directly or through others.
    LinkLoop,
    /// The kind could not be found out (no permission on a directory on the way, …).
    Unknown(io::Error),
}

/// `ELOOP`, the operating system's "too many levels of symbolic links".
#[cfg(any(target_os = "linux", target_os = "android"))]
const ELOOP: i32 = 40;
#[cfg(any(
    target_os = "macos",
    target_os = "ios",
    target_os = "freebsd",
    target_os = "netbsd",
    target_os = "openbsd",
    target_os = "dragonfly"
))]
const ELOOP: i32 = 62;
#[cfg(not(any(
    target_os = "linux",
    target_os = "android",
    target_os = "macos",
    target_os = "ios",
    target_os = "freebsd",
    target_os = "netbsd",
    target_os = "openbsd",
    target_os = "dragonfly"
)))]
const ELOOP: i32 = -1;

/// Whether an I/O error is the operating system's report of a symbolic link loop.
pub fn is_link_loop(err: &io::Error) -> bool {
    err.raw_os_error() == Some(ELOOP)
}

impl FileKind {
    /// The kind of `path`, following symbolic links, without opening it.
    pub fn of(path: &Path) -> FileKind {
        match std::fs::metadata(path) {
            Ok(meta) => FileKind::from_type(meta.file_type()),
            Err(err) if is_link_loop(&err) => FileKind::LinkLoop,
            // Under a file rather than a directory (`a.rs/x`): nothing can be there.
            Err(err) if err.kind() == io::ErrorKind::NotADirectory => FileKind::Missing,
            Err(err) if err.kind() == io::ErrorKind::NotFound => {
                if std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) {
                    FileKind::BrokenLink
                } else {
                    FileKind::Missing
                }
            }
            Err(err) => FileKind::Unknown(err),
        }
    }

    fn from_type(t: std::fs::FileType) -> FileKind {
        if t.is_file() {
            return FileKind::File;
        }
        if t.is_dir() {
            return FileKind::Directory;
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt as _;
            if t.is_fifo() {
                return FileKind::Fifo;
            }
            if t.is_char_device() || t.is_block_device() {
                return FileKind::Device;
            }
            if t.is_socket() {
                return FileKind::Socket;
            }
        }
        FileKind::Unknown(io::Error::other("not a regular file"))
    }

    /// What the path is, for a message that goes on "`x` is …, not a file": `None` for
    /// a regular file and for nothing at all.
    pub fn what(&self) -> Option<String> {
        Some(match self {
            FileKind::File | FileKind::Missing => return None,
            FileKind::Directory => "a directory".to_owned(),
            FileKind::Fifo => {
                "a FIFO (named pipe), which blocks until something writes to it".to_owned()
            }
            FileKind::Device => "a device, which may never end".to_owned(),
            FileKind::Socket => "a socket".to_owned(),
            FileKind::BrokenLink => "a symbolic link to nothing".to_owned(),
            FileKind::LinkLoop => "a symbolic link that loops (it leads back to itself)".to_owned(),
            FileKind::Unknown(err) => format!("unreadable ({err})"),
        })
    }
}

/// Why a file's text could not be had.
#[derive(Debug)]
pub enum ReadError {
    /// Nothing is at the path.
    Missing(io::Error),
    /// Something is there, but not a regular file.
    NotAFile(FileKind),
    /// The file is larger than the limit; its size when known (a file that grew while
    /// it was read has none).
    TooLarge(Option<u64>),
    /// The file is not UTF-8 text.
    NotUtf8,
    /// The operating system refused (no permission, an I/O error).
    Io(io::Error),
}

/// Reads the regular file at `path` as UTF-8 text of at most `limit` bytes. Its kind is
/// checked before it is opened, and at most one byte more than the limit is read, so a
/// file that grows while it is read cannot make crdgen read without bound either.
pub fn read_text(path: &Path, limit: u64) -> Result<String, ReadError> {
    let bytes = read_bytes(path, limit)?;
    String::from_utf8(bytes).map_err(|_| ReadError::NotUtf8)
}

/// The first `n` bytes of the regular file at `path` (fewer if it is shorter): enough
/// to recognise a header line without reading the whole file.
pub fn read_prefix(path: &Path, n: u64) -> Result<Vec<u8>, ReadError> {
    let (mut file, _) = open_regular(path)?;
    let mut bytes = Vec::new();
    (&mut file)
        .take(n)
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    Ok(bytes)
}

/// The bytes of the regular file at `path`, at most `limit` of them.
pub fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let (file, len) = open_regular(path)?;
    read_opened(file, len, limit)
}

/// [`read_text`] for a path the caller has just found to be a regular file itself (its
/// `symlink_metadata`, taken for another check): the kind is not asked for again before
/// opening. The open file is still checked, as it may have been replaced in between.
pub fn read_text_of_file(path: &Path, limit: u64) -> Result<String, ReadError> {
    let bytes = read_bytes_of_file(path, limit)?;
    String::from_utf8(bytes).map_err(|_| ReadError::NotUtf8)
}

/// [`read_bytes`] for a path the caller has just found to be a regular file itself, as
/// [`read_text_of_file`].
pub fn read_bytes_of_file(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let (file, len) = open_checked(path)?;
    read_opened(file, len, limit)
}

/// At most `limit` bytes of the open regular `file`, whose length was `len` when opened.
fn read_opened(file: File, len: u64, limit: u64) -> Result<Vec<u8>, ReadError> {
    if len > limit {
        return Err(ReadError::TooLarge(Some(len)));
    }
    let mut bytes = Vec::with_capacity(usize::try_from(len).unwrap_or(0));
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge(None));
    }
    Ok(bytes)
}

/// Opens `path` only if it is a regular file, checked before opening (a FIFO would block
/// the open itself) and again on the open file (it may have been replaced in between);
/// returns the file and its length.
fn open_regular(path: &Path) -> Result<(File, u64), ReadError> {
    match FileKind::of(path) {
        FileKind::File => {}
        FileKind::Missing => {
            // The operating system's own error, for its wording.
            let err = std::fs::metadata(path)
                .err()
                .unwrap_or_else(|| io::ErrorKind::NotFound.into());
            return Err(ReadError::Missing(err));
        }
        other => return Err(ReadError::NotAFile(other)),
    }
    open_checked(path)
}

/// Opens `path` and checks, on the open file, that it is a regular file; returns the file
/// and its length (one `fstat` for both).
fn open_checked(path: &Path) -> Result<(File, u64), ReadError> {
    let file = open_nonblocking(path).map_err(|err| match err.kind() {
        io::ErrorKind::NotFound => ReadError::Missing(err),
        _ => ReadError::Io(err),
    })?;
    let meta = file.metadata().map_err(ReadError::Io)?;
    if !meta.is_file() {
        return Err(ReadError::NotAFile(FileKind::from_type(meta.file_type())));
    }
    Ok((file, meta.len()))
}

/// Opens `path` for reading without blocking on a FIFO. The caller's kind check may be
/// old (module discovery and the output plan look at each path once, well before it is
/// read): a FIFO put in its place meanwhile would block a plain open until a writer came;
/// opened so, it is found by the `fstat` after the open instead. A regular file reads
/// as usual with the flag set.
fn open_nonblocking(path: &Path) -> io::Result<File> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        std::fs::OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_NONBLOCK)
            .open(path)
    }
    #[cfg(not(unix))]
    {
        File::open(path)
    }
}

/// The error for a path crdgen reads that is not a regular file: "`x` is a FIFO (named
/// pipe), …, not a file", with `help` saying what to do in the caller's context.
pub fn not_a_file(shown: &Path, kind: &FileKind, help: impl Into<String>) -> Diagnostic {
    let what = kind
        .what()
        .unwrap_or_else(|| "not a regular file".to_owned());
    Diagnostic::error(
        codes::input::NOT_A_FILE,
        format!("`{}` is {what}, not a file", escape::path(shown)),
    )
    .help(help)
}

/// The error for a file over `limit` bytes: "`x` is N bytes, more than the L bytes
/// crdgen reads from one file".
pub fn too_large(
    shown: &Path,
    size: Option<u64>,
    limit: u64,
    help: impl Into<String>,
) -> Diagnostic {
    let size = match size {
        Some(bytes) => format!("{bytes} bytes"),
        None => format!("more than {limit} bytes"),
    };
    Diagnostic::error(
        codes::input::FILE_TOO_LARGE,
        format!(
            "`{}` is {size}, more than the {limit} bytes crdgen reads from one file",
            escape::path(shown)
        ),
    )
    .help(help)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_regular_files_up_to_the_limit() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.txt");
        std::fs::write(&file, "12345").unwrap();
        assert_eq!(read_text(&file, 5).unwrap(), "12345");
        assert!(matches!(
            read_text(&file, 4),
            Err(ReadError::TooLarge(Some(5)))
        ));
        assert_eq!(read_prefix(&file, 2).unwrap(), b"12");
        assert!(matches!(
            read_text(&dir.path().join("none"), 5),
            Err(ReadError::Missing(_))
        ));
        assert!(matches!(
            read_text(dir.path(), 5),
            Err(ReadError::NotAFile(FileKind::Directory))
        ));
        std::fs::write(&file, [0xff, 0xfe]).unwrap();
        assert!(matches!(read_text(&file, 5), Err(ReadError::NotUtf8)));
    }

    #[cfg(unix)]
    #[test]
    fn knows_links_loops_devices_and_fifos_without_opening_them() {
        let dir = tempfile::tempdir().unwrap();
        let link = dir.path().join("loop");
        std::os::unix::fs::symlink(&link, &link).unwrap();
        assert!(matches!(FileKind::of(&link), FileKind::LinkLoop));
        let broken = dir.path().join("broken");
        std::os::unix::fs::symlink(dir.path().join("gone"), &broken).unwrap();
        assert!(matches!(FileKind::of(&broken), FileKind::BrokenLink));
        assert!(matches!(
            FileKind::of(Path::new("/dev/zero")),
            FileKind::Device
        ));
        let zero = dir.path().join("zero.rs");
        std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
        assert!(matches!(
            read_text(&zero, 10),
            Err(ReadError::NotAFile(FileKind::Device))
        ));
        let status = std::process::Command::new("mkfifo")
            .arg(dir.path().join("fifo"))
            .status()
            .unwrap();
        assert!(status.success());
        // Would block forever if it were opened.
        assert!(matches!(
            read_text(&dir.path().join("fifo"), 10),
            Err(ReadError::NotAFile(FileKind::Fifo))
        ));
        // A FIFO put where a file was checked, read without checking again (as the
        // output plan reads a file it looked at earlier): found after a non-blocking
        // open, not waited on.
        let fifo = dir.path().join("fifo");
        let (sent, received) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = sent.send(read_bytes_of_file(&fifo, 10));
        });
        match received.recv_timeout(std::time::Duration::from_secs(60)) {
            Ok(read) => assert!(matches!(read, Err(ReadError::NotAFile(FileKind::Fifo)))),
            Err(_) => panic!("opening the FIFO blocked"),
        }
    }
}
