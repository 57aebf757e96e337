//! What an analysis read, kept so that a later call can tell cheaply whether the files on
//! disk are still the same: every derive of a compilation asks, so the check must cost far
//! less than parsing. It looks at each file's size and modification time, and compares
//! its text with the text the analysis parsed only when those say nothing reliable.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use walkdir::WalkDir;

use crate::config::Config;
use crate::pipeline::Prepared;

/// How much older than the listing a file's modification time must be for an unchanged
/// size and time to prove an unchanged text: a write after the analysis read the file
/// gets a later time unless it fell into the same tick of a coarse clock or file
/// system (FAT keeps times to 2 seconds).
const TRUST_AFTER: Duration = Duration::from_secs(2);

/// A file's size and modification time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Stat {
    len: u64,
    modified: SystemTime,
}

impl Stat {
    fn of(path: &Path) -> Option<Stat> {
        std::fs::metadata(path).ok().and_then(|m| Stat::from(&m))
    }

    fn from(m: &std::fs::Metadata) -> Option<Stat> {
        Some(Stat {
            len: m.len(),
            modified: m.modified().ok()?,
        })
    }
}

/// The `.rs` files under the directories an analysis may read modules from, with their
/// size and time, taken before it reads anything.
#[derive(Debug)]
pub(super) struct Listing {
    /// The directories walked: the configured source directories, and the directory of
    /// a file read alone.
    dirs: Vec<PathBuf>,
    /// The `.rs` files found under them.
    files: BTreeMap<PathBuf, Option<Stat>>,
    /// When the listing was taken.
    taken: SystemTime,
}

impl Listing {
    /// Lists the directories the analysis of `root` (or of `extra_file` alone) reads.
    pub(super) fn take(root: &Path, config: &Config, extra_file: Option<&Path>) -> Listing {
        let mut dirs: Vec<PathBuf> = config.paths.iter().map(|p| root.join(p)).collect();
        dirs.extend(extra_file.and_then(Path::parent).map(Path::to_path_buf));
        let taken = SystemTime::now();
        let files = rust_files(&dirs);
        Listing { dirs, files, taken }
    }
}

/// The `.rs` files under `dirs`, skipping what the source loader skips (hidden entries
/// and `target/`). Unreadable entries are left out: the analysis that meets them fails,
/// and a failed analysis is never kept.
fn rust_files(dirs: &[PathBuf]) -> BTreeMap<PathBuf, Option<Stat>> {
    dirs.iter()
        .flat_map(|dir| {
            WalkDir::new(dir)
                .follow_links(true)
                .into_iter()
                .filter_entry(|e| {
                    let name = e.file_name().to_string_lossy();
                    let skipped =
                        name.starts_with('.') || (name == "target" && e.file_type().is_dir());
                    e.depth() == 0 || !skipped
                })
                .filter_map(Result::ok)
                .filter(|e| {
                    e.file_type().is_file() && e.path().extension().is_some_and(|x| x == "rs")
                })
                .map(|e| {
                    // Links are followed, so this is the target's size and time.
                    let stat = e.metadata().ok().and_then(|m| Stat::from(&m));
                    (e.into_path(), stat)
                })
        })
        .collect()
}

/// One source file the analysis parsed.
#[derive(Debug)]
struct Source {
    path: PathBuf,
    /// The text parsed (without a byte-order mark, as the loader keeps it).
    text: String,
    /// Size and time from before the analysis read it, when old enough to be trusted
    /// (see [`TRUST_AFTER`]).
    stat: Option<Stat>,
}

/// Everything an analysis read: the configuration, the header file's text, the text of
/// every source file, and the `.rs` files that could have become modules.
#[derive(Debug)]
pub(super) struct Fingerprint {
    config: Config,
    config_file: Option<PathBuf>,
    /// The header file and its text.
    header: Option<(PathBuf, String)>,
    dirs: Vec<PathBuf>,
    /// The `.rs` files under `dirs` before the analysis read anything.
    listed: Vec<PathBuf>,
    sources: Vec<Source>,
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
        let trusted = listing.taken.checked_sub(TRUST_AFTER);
        let sources = prepared
            .src
            .index
            .files
            .iter()
            .map(|f| Source {
                path: f.abs_path.clone(),
                text: f.text.clone(),
                stat: listing
                    .files
                    .get(&f.abs_path)
                    .copied()
                    .flatten()
                    .filter(|s| trusted.is_some_and(|t| s.modified < t)),
            })
            .collect();
        Fingerprint {
            config: config.clone(),
            config_file: config_file.map(Path::to_path_buf),
            header: config
                .header_file
                .as_ref()
                .map(|h| (root.join(h), prepared.header.clone())),
            dirs: listing.dirs,
            listed: listing.files.into_keys().collect(),
            sources,
        }
    }

    /// Whether `config` and every file read are unchanged, and no `.rs` file appeared in
    /// or vanished from the directories listed.
    pub(super) fn is_current(&self, config: &Config, config_file: Option<&Path>) -> bool {
        if self.config != *config || self.config_file.as_deref() != config_file {
            return false;
        }
        if let Some((path, text)) = &self.header
            && !std::fs::read_to_string(path).is_ok_and(|now| now == *text)
        {
            return false;
        }
        let now = rust_files(&self.dirs);
        if !now.keys().eq(self.listed.iter()) {
            return false;
        }
        self.sources.iter().all(|source| {
            let stat = match now.get(&source.path) {
                Some(stat) => *stat,
                // Reached through `#[path]` outside the directories listed.
                None => Stat::of(&source.path),
            };
            (source.stat.is_some() && stat == source.stat)
                || std::fs::read_to_string(&source.path).is_ok_and(|now| {
                    // The loader drops a byte-order mark before parsing; so does this.
                    now.strip_prefix('\u{feff}').unwrap_or(&now) == source.text
                })
        })
    }
}
