//! What an analysis read, kept so a later call can tell cheaply whether the files on disk
//! are still the same: reading and hashing a crate's files takes a fraction of a
//! millisecond, parsing them and building schemas takes far longer.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};

use walkdir::WalkDir;

use crate::config::Config;
use crate::pipeline::Prepared;

/// The `.rs` files under the directories an analysis may read modules from, taken
/// before it reads anything.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Listing {
    /// The directories walked: the configured source directories, and the directory of
    /// a file read alone.
    dirs: Vec<PathBuf>,
    /// The `.rs` files found under them, sorted.
    files: Vec<PathBuf>,
}

impl Listing {
    /// Lists the directories the analysis of `root` (or of `extra_file` alone) reads.
    pub(super) fn take(root: &Path, config: &Config, extra_file: Option<&Path>) -> Listing {
        let mut dirs: Vec<PathBuf> = config.paths.iter().map(|p| root.join(p)).collect();
        dirs.extend(extra_file.and_then(Path::parent).map(Path::to_path_buf));
        let files = rust_files(&dirs);
        Listing { dirs, files }
    }

    /// The same directories, listed again now.
    fn again(&self) -> Listing {
        Listing {
            dirs: self.dirs.clone(),
            files: rust_files(&self.dirs),
        }
    }
}

/// The `.rs` files under `dirs`, sorted, skipping what the source loader skips (hidden
/// entries and `target/`). Unreadable entries are left out: the analysis that meets
/// them fails, and a failed analysis is never kept.
fn rust_files(dirs: &[PathBuf]) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = dirs
        .iter()
        .flat_map(|dir| {
            WalkDir::new(dir)
                .follow_links(true)
                .into_iter()
                .filter_entry(|e| {
                    let name = e.file_name().to_string_lossy();
                    e.depth() == 0
                        || !(name.starts_with('.') || (name == "target" && e.file_type().is_dir()))
                })
                .filter_map(Result::ok)
                .filter(|e| {
                    e.file_type().is_file() && e.path().extension().is_some_and(|x| x == "rs")
                })
                .map(walkdir::DirEntry::into_path)
        })
        .collect();
    files.sort();
    files.dedup();
    files
}

/// Everything an analysis read: the configuration, the header file's text, the text of
/// every source file, and the `.rs` files that could have become modules.
#[derive(Debug)]
pub(super) struct Fingerprint {
    config: Config,
    config_file: Option<PathBuf>,
    /// The header file and the hash of its text.
    header: Option<(PathBuf, u64)>,
    listing: Listing,
    /// Every source file parsed and the hash of the text parsed (the text the analysis
    /// used, not a second reading, so an edit made while it ran is seen next time).
    files: Vec<(PathBuf, u64)>,
}

impl Fingerprint {
    /// The fingerprint of an analysis that read `prepared`, after listing `listing`.
    pub(super) fn new(
        root: &Path,
        config: &Config,
        config_file: Option<&Path>,
        prepared: &Prepared,
        listing: Listing,
    ) -> Fingerprint {
        Fingerprint {
            config: config.clone(),
            config_file: config_file.map(Path::to_path_buf),
            header: config
                .header_file
                .as_ref()
                .map(|h| (root.join(h), hash(&prepared.header))),
            listing,
            files: prepared
                .src
                .files
                .iter()
                .map(|f| (f.abs_path.clone(), hash(&f.text)))
                .collect(),
        }
    }

    /// Whether `config` and every file read are unchanged, and no `.rs` file appeared in
    /// or vanished from the directories listed.
    pub(super) fn is_current(&self, config: &Config, config_file: Option<&Path>) -> bool {
        self.config == *config
            && self.config_file.as_deref() == config_file
            && self.header.as_ref().is_none_or(|(path, h)| {
                std::fs::read_to_string(path).is_ok_and(|text| hash(&text) == *h)
            })
            && self.files.iter().all(|(path, h)| {
                // The loader drops a byte-order mark before parsing; so does this.
                std::fs::read_to_string(path)
                    .is_ok_and(|text| hash(text.strip_prefix('\u{feff}').unwrap_or(&text)) == *h)
            })
            && self.listing.again() == self.listing
    }
}

/// SipHash-1-3 of the text: a collision between two versions of one file is a 1 in 2^64
/// chance, and std's implementation runs optimized even inside an unoptimized proc macro.
fn hash(text: &str) -> u64 {
    let mut h = DefaultHasher::new();
    text.hash(&mut h);
    h.finish()
}
