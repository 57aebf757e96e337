//! Remembered lookups, so that a name reached through a chain of glob re-exports is
//! looked up once per module instead of once per way of reaching it.
//!
//! Thirty modules each re-exporting the two before it (`pub use super::m28::*;
//! pub use super::m27::*;`) reach `m0` in a Fibonacci number of ways: a lookup that
//! walks them all took seconds for every derive. A lookup's result depends on its key
//! (module, name, importing module) and on one thing more: which lookups are under way
//! above it, since a lookup of a key already under way counts as "not found" (what
//! breaks cycles). So a result is kept with the set of keys its computation visited,
//! only when that computation did not meet a lookup under way above it, and it is
//! reused only while none of the keys it visited is under way: then the computation
//! would run exactly as it did, and the answer (errors included) is the one a walk
//! without this memo gives.

use std::collections::HashMap;

use super::Found;
use crate::diagnostic::Diagnostic;
use crate::source::ModuleId;

/// A lookup key: a name in a module (importers aside, the key of a lookup under way).
pub(super) type Key = (ModuleId, String);

/// The result of `lookup_in` and what its computation visited.
struct Entry {
    found: Result<Found, Diagnostic>,
    /// Sorted, without repeats.
    visited: Vec<Key>,
}

/// The lookups remembered during one resolution.
///
/// Only lookups in modules with globs are remembered: the others resolve each import
/// once, so they cannot multiply, and keeping them would cost the common case.
pub(super) struct Memo {
    /// By (module, importing module), then name.
    entries: HashMap<(ModuleId, Option<ModuleId>), HashMap<String, Entry>>,
    /// The keys visited since the outermost remembered lookup under way began; a
    /// lookup's own are the tail from where it began.
    trail: Vec<Key>,
    /// How many remembered lookups are under way (the trail is kept while any is).
    recording: usize,
    /// The lowest stack position at which a lookup under way was met, since the
    /// innermost lookup under way began.
    lowest_cut: usize,
}

/// What [`Memo::open`] saves for [`Memo::close`].
pub(super) struct Frame {
    outer_cut: usize,
    trail_start: usize,
    remembered: bool,
}

impl Memo {
    pub(super) fn new() -> Memo {
        Memo {
            entries: HashMap::new(),
            trail: Vec::new(),
            recording: 0,
            lowest_cut: usize::MAX,
        }
    }

    /// A lookup met the lookup under way at stack position `pos`.
    pub(super) fn cut_at(&mut self, pos: usize) {
        self.lowest_cut = self.lowest_cut.min(pos);
    }

    /// The remembered result of looking `name` up in `m` for `importer`, when none of
    /// the keys its computation visited is under way (`active`).
    pub(super) fn get(
        &mut self,
        m: ModuleId,
        name: &str,
        importer: Option<ModuleId>,
        active: &[Key],
    ) -> Option<Result<Found, Diagnostic>> {
        let entry = self.entries.get(&(m, importer))?.get(name)?;
        if active
            .iter()
            .any(|key| entry.visited.binary_search(key).is_ok())
        {
            return None;
        }
        if self.recording > 0 {
            self.trail.extend(entry.visited.iter().cloned());
        }
        Some(entry.found.clone())
    }

    /// A lookup begins; `remembered` when its result is to be kept.
    pub(super) fn open(&mut self, remembered: bool) -> Frame {
        if remembered {
            self.recording += 1;
        }
        Frame {
            outer_cut: std::mem::replace(&mut self.lowest_cut, usize::MAX),
            trail_start: self.trail.len(),
            remembered,
        }
    }

    /// The lookup of `key` for `importer`, which was at stack position `depth`, ended
    /// with `found`.
    pub(super) fn close(
        &mut self,
        frame: Frame,
        key: Key,
        depth: usize,
        importer: Option<ModuleId>,
        found: &Result<Found, Diagnostic>,
    ) {
        let inner_cut = self.lowest_cut;
        self.lowest_cut = frame.outer_cut.min(inner_cut);
        if self.recording == 0 {
            return;
        }
        if !frame.remembered {
            self.trail.push(key);
            return;
        }
        self.trail.push(key.clone());
        self.recording -= 1;
        // Met a lookup under way above it: the result holds only below that lookup.
        if inner_cut >= depth {
            let mut visited = self.trail[frame.trail_start..].to_vec();
            visited.sort_unstable();
            visited.dedup();
            let (m, name) = key;
            self.entries.entry((m, importer)).or_default().insert(
                name,
                Entry {
                    found: found.clone(),
                    visited,
                },
            );
        }
        if self.recording == 0 {
            self.trail.clear();
        }
    }
}
