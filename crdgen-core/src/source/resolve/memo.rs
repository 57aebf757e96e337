//! Remembered lookups, so that a name reached through glob re-exports is looked up
//! once per module and context instead of once per way of reaching it.
//!
//! Thirty modules each re-exporting the two before it (`pub use super::m28::*;
//! pub use super::m27::*;`) reach `m0` in a Fibonacci number of ways: a lookup that
//! walks them all took seconds for every derive. A lookup's result depends on its key
//! (module, name, importing module) and on one thing more: which lookups are under way
//! above it, since a lookup of a key already under way counts as "not found" (what
//! breaks cycles).
//!
//! The walk below a lookup is a function of the answers to one question, asked at each
//! key it tries: "is this key under way?". The keys under way inside the lookup are
//! pushed by the walk itself, so they are the same whenever the walk is; only the
//! answers about the keys under way above it depend on where the lookup is made. So a
//! result is kept with the keys the walk went into (`visited`: none was under way
//! above it) and the keys under way above it that the walk met and stopped at
//! (`cuts`). Under another stack of lookups under way, every key the walk tries gets
//! the same answer when all of `cuts` are under way and none of `visited` is: the walk
//! would run exactly as it did, and the answer (errors included) is the one a walk
//! without this memo gives. Keys under way that the walk never tried do not matter.
//!
//! Keeping the results of walks cut by a cycle is what makes a cycle of glob
//! re-exports (`mod a { pub use crate::b::*; } mod b { pub use crate::a::*; }`, or
//! modules in a ring) cost a number of lookups that grows with its size, not with its
//! number of paths: 434 lookups for a ring of 26, where the walk stopped at 20,000.
//! It does not help a dense cycle, every module re-exporting every other: there the
//! walk of each lookup meets every lookup under way, so a result is reused only under
//! the same set of them, and the lookups still grow exponentially with the modules.
//!
//! Two limits make the resolution depend on more than this: how many lookups are under
//! way (`MAX_DEPTH`) and how many ran (`MAX_LOOKUPS`). A walk during which a limit
//! stopped a lookup is not kept (its E0115, swallowed by an import that found the name
//! another way, must not be reused at a shallower depth, where the walk goes through);
//! a kept result is reused at any depth, and reused lookups are not counted, so the
//! memo can only let a resolution finish that a walk without it would stop with E0115.

use std::collections::HashMap;

use super::Found;
use crate::diagnostic::Diagnostic;
use crate::source::ModuleId;

/// A lookup key: a name in a module (importers aside, the key of a lookup under way).
pub(super) type Key = (ModuleId, String);

/// How many results are kept for one key, each for another set of cuts: a key is
/// looked up in a few contexts in real crates; past this the oldest is dropped, which
/// only costs lookups.
const ENTRIES_PER_KEY: usize = 8;

/// The result of `lookup_in`, what its walk went into and where it was cut.
struct Entry {
    found: Result<Found, Diagnostic>,
    /// Sorted, without repeats.
    visited: Vec<Key>,
    /// The keys under way above the lookup that its walk met; sorted, without repeats.
    cuts: Vec<Key>,
}

/// The lookups remembered during one resolution.
///
/// Only lookups in modules with globs are remembered: the others resolve each import
/// once, so they cannot multiply, and keeping them would cost the common case.
pub(super) struct Memo {
    /// By (module, importing module), then name; the newest last.
    entries: HashMap<(ModuleId, Option<ModuleId>), HashMap<String, Vec<Entry>>>,
    /// The keys visited since the outermost remembered lookup under way began; a
    /// lookup's own are the tail from where it began.
    trail: Vec<Key>,
    /// The stack positions of the lookups under way that were met since the outermost
    /// remembered lookup under way began; a lookup's own are the tail from where it
    /// began, and when it ends only those below it are kept (the others were its own).
    cut_trail: Vec<usize>,
    /// How many remembered lookups are under way (the trails are kept while any is).
    recording: usize,
    /// How many times a limit stopped a lookup (E0115): a walk during which one did is
    /// not kept, its result depending on the depth it ran at.
    limits: usize,
}

/// What [`Memo::open`] saves for [`Memo::close`].
pub(super) struct Frame {
    trail_start: usize,
    cut_start: usize,
    remembered: bool,
    limits: usize,
}

impl Memo {
    /// An empty memo, for one resolution.
    pub(super) fn new() -> Memo {
        Memo {
            entries: HashMap::new(),
            trail: Vec::new(),
            cut_trail: Vec::new(),
            recording: 0,
            limits: 0,
        }
    }

    /// A lookup met the lookup under way at stack position `pos`.
    pub(super) fn cut_at(&mut self, pos: usize) {
        if self.recording > 0 {
            self.cut_trail.push(pos);
        }
    }

    /// The remembered result of looking `name` up in `m` for `importer` whose walk
    /// would run again as it did under the lookups now under way (`active`): all of
    /// its cuts are under way, and none of the keys it visited.
    pub(super) fn get(
        &mut self,
        m: ModuleId,
        name: &str,
        importer: Option<ModuleId>,
        active: &[Key],
    ) -> Option<Result<Found, Diagnostic>> {
        let entries = self.entries.get(&(m, importer))?.get(name)?;
        let (entry, positions) = entries
            .iter()
            .rev()
            .find_map(|entry| replays(entry, active).map(|positions| (entry, positions)))?;
        if self.recording > 0 {
            self.trail.extend(entry.visited.iter().cloned());
            self.cut_trail.extend(positions);
        }
        Some(entry.found.clone())
    }

    /// A limit stopped a lookup (E0115): no walk under way is kept.
    pub(super) fn limit_hit(&mut self) {
        self.limits += 1;
    }

    /// A lookup begins; `remembered` when its result is to be kept.
    pub(super) fn open(&mut self, remembered: bool) -> Frame {
        if remembered {
            self.recording += 1;
        }
        Frame {
            trail_start: self.trail.len(),
            cut_start: self.cut_trail.len(),
            remembered,
            limits: self.limits,
        }
    }

    /// The lookup of `key` for `importer`, which was at stack position `depth` (the
    /// lookups under way below it are `active`), ended with `found`.
    pub(super) fn close(
        &mut self,
        frame: Frame,
        key: Key,
        importer: Option<ModuleId>,
        found: &Result<Found, Diagnostic>,
        active: &[Key],
    ) {
        if self.recording == 0 {
            return;
        }
        // Cuts at this lookup or above met lookups the walk itself began: for it and
        // every lookup around it, they are part of the walk, not of the context.
        let depth = active.len();
        let mut cuts: Vec<usize> = self.cut_trail.split_off(frame.cut_start);
        cuts.retain(|&pos| pos < depth);
        cuts.sort_unstable();
        cuts.dedup();
        self.cut_trail.extend_from_slice(&cuts);
        self.trail.push(key.clone());
        if !frame.remembered {
            return;
        }
        self.recording -= 1;
        if self.limits != frame.limits {
            return;
        }
        let mut visited = self.trail[frame.trail_start..].to_vec();
        visited.sort_unstable();
        visited.dedup();
        let mut cuts: Vec<Key> = cuts
            .iter()
            .filter_map(|&pos| active.get(pos).cloned())
            .collect();
        cuts.sort_unstable();
        let (m, name) = key;
        let kept = self
            .entries
            .entry((m, importer))
            .or_default()
            .entry(name)
            .or_default();
        if kept.len() >= ENTRIES_PER_KEY {
            kept.remove(0);
        }
        kept.push(Entry {
            found: found.clone(),
            visited,
            cuts,
        });
        if self.recording == 0 {
            self.trail.clear();
            self.cut_trail.clear();
        }
    }
}

/// When `entry`'s walk would run again as it did under the lookups `active`, the stack
/// positions of its cuts there.
fn replays(entry: &Entry, active: &[Key]) -> Option<Vec<usize>> {
    let mut positions = Vec::with_capacity(entry.cuts.len());
    for (pos, key) in active.iter().enumerate() {
        if entry.visited.binary_search(key).is_ok() {
            return None;
        }
        if entry.cuts.binary_search(key).is_ok() {
            positions.push(pos);
        }
    }
    (positions.len() == entry.cuts.len()).then_some(positions)
}
