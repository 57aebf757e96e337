//! Analyses kept for as long as the process lives: a proc macro's library stays loaded
//! for a whole `rustc` invocation (and for a whole session in rust-analyzer's
//! proc-macro server), so a `static` [`Cache`] in the derive shares one analysis between
//! all the derives of a compilation.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

use super::{Analysis, analyze, canonical};
use crate::config::Config;
use crate::diagnostic::Diagnostics;
use crate::pipeline;

/// How many analyses are kept: one per crate, plus one per file outside its sources
/// that declares kinds (tests, examples). The oldest goes first, so a long-lived server
/// that sees many crates holds a bounded amount.
const MAX_ENTRIES: usize = 64;

/// When a kept analysis is checked against the files on disk (and the configuration)
/// before it is handed out again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recheck {
    /// At every use: the process may outlive an edit (rust-analyzer's proc-macro server
    /// keeps a proc macro loaded for a whole session; a test edits files between calls).
    /// The check costs a look at every source file, so over a compilation it costs
    /// derives × files.
    EveryUse,
    /// Never: the caller knows the process compiles one crate once and exits (rustc), so
    /// nothing it compiles can change under it (an edit during the compilation is cargo's
    /// to notice: it rebuilds a crate whose sources are newer than the build's start),
    /// and passes the same configuration at every call. A failed analysis is still
    /// never kept.
    Never,
}

/// Analyses by crate (and file read alone), each checked against the files on disk
/// before it is handed out again (unless the caller says the files cannot change:
/// [`Recheck::Never`]).
#[derive(Debug, Default)]
pub struct Cache {
    state: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    /// Oldest first.
    entries: Vec<(Key, Arc<Analysis>)>,
    /// Analyses run, including failed ones.
    runs: usize,
}

/// What an analysis read: the crate at `root`, or `file` alone as a crate of its own.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Key {
    root: PathBuf,
    file: Option<PathBuf>,
}

impl Cache {
    /// An empty cache, for a `static`.
    pub const fn new() -> Cache {
        Cache {
            state: Mutex::new(State {
                entries: Vec::new(),
                runs: 0,
            }),
        }
    }

    /// The analysis that holds `file` (the file a derive is in), as [`pipeline::kind`]
    /// chooses its sources: the crate's when `file` is one of them (or is not known),
    /// else `file` read alone. A kept analysis is reused only while
    /// [`Analysis::is_current`]; a failed one is never kept, so the next call tries again.
    pub fn get(
        &self,
        root: &Path,
        config: &Config,
        config_file: Option<&Path>,
        file: Option<&Path>,
    ) -> Result<Arc<Analysis>, Diagnostics> {
        self.get_with(root, config, config_file, file, Recheck::EveryUse)
    }

    /// [`Cache::get`], checking a kept analysis only as `recheck` says.
    pub fn get_with(
        &self,
        root: &Path,
        config: &Config,
        config_file: Option<&Path>,
        file: Option<&Path>,
        recheck: Recheck,
    ) -> Result<Arc<Analysis>, Diagnostics> {
        let Some(file) = file else {
            return self.entry(root, config, config_file, None, recheck);
        };
        let wanted = canonical(file);
        // A file under no configured directory never needs the crate's sources, which
        // may not even exist (a trybuild case's scratch crate has no `src`).
        if pipeline::under_sources(root, config, &wanted) {
            let whole = self.entry(root, config, config_file, None, recheck)?;
            if whole.holds(&wanted) {
                return Ok(whole);
            }
        }
        self.entry(root, config, config_file, Some(&wanted), recheck)
    }

    /// How many analyses this cache has run: each is one reading and parsing of the
    /// sources.
    pub fn analyses(&self) -> usize {
        self.lock().runs
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        // A panic while analysing leaves no half-written entry (entries are replaced
        // whole), so the state is usable after one.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn entry(
        &self,
        root: &Path,
        config: &Config,
        config_file: Option<&Path>,
        file: Option<&Path>,
        recheck: Recheck,
    ) -> Result<Arc<Analysis>, Diagnostics> {
        let key = Key {
            root: root.to_path_buf(),
            file: file.map(Path::to_path_buf),
        };
        // Held while analysing: a second thread asking for the same crate waits for
        // this analysis instead of running its own.
        let mut state = self.lock();
        let at = state.entries.iter().position(|(k, _)| *k == key);
        if let Some(at) = at {
            if recheck == Recheck::Never || state.entries[at].1.is_current(config, config_file) {
                return Ok(Arc::clone(&state.entries[at].1));
            }
            state.entries.remove(at);
        }
        state.runs += 1;
        let analysis = Arc::new(analyze(root, config, config_file, file)?);
        if state.entries.len() >= MAX_ENTRIES {
            state.entries.remove(0);
        }
        state.entries.push((key, Arc::clone(&analysis)));
        Ok(analysis)
    }
}
