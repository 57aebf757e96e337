//! The CRDs' YAML text, written while the next kinds are built.
//!
//! Building a kind's CRD reads the model, whose syn trees carry proc-macro2 spans that
//! belong to the thread that parsed them, so kinds are built one after the other on that
//! thread. Writing a finished CRD as YAML needs nothing but its `serde_json::Value`, so
//! with feature `parallel` each document is written on rayon's pool as soon as its CRD
//! is built (#24). The feature is off in the CLI: on 2 idle cores the overlap saved at
//! most 3-6% of wall time and cost 15-20% more CPU, as each value is read and freed on
//! another core than the one that built it and idle pool threads spin while they wait.
//! Each document is a pure function of its value and the header, and the
//! texts are kept in the order handed over, so the result is the same bytes whatever the thread count
//! and whichever document finishes first.
//!
//! At most a few CRDs wait for their writer at any time: when the pool falls behind (a
//! loaded machine, one pool thread), the building thread writes the next document
//! itself instead of queueing its value, so the values of all kinds are never alive
//! together, whatever the load (#24: on a loaded machine with one pool thread, 1,000
//! kinds faulted in about 450 pages fewer with the bound). Where each text is written
//! does not change it, and it is still put in the place of its hand-over number.

use serde_json::Value;

use crate::emit::yaml;

/// Runs `build`, which hands each CRD to write (its file name and value) to the function
/// it is given, and returns what `build` returned with every document's text (header,
/// `---`, body) beside its name, in the order they were handed over. Each text is put
/// in the place of its hand-over number, so the result is the same whichever document
/// finishes first; keeping it in order rather than in a map keyed by path spares the
/// path comparisons (#24: component by component, they were 4% of a 1,000-kind run).
///
/// `kinds` is how many kinds `build` builds. With fewer than two there is nothing to
/// overlap (the one document would be written while this thread waits for it), so the
/// document is written here and rayon's pool is not started: its threads cost a
/// one-kind run (10 of the 13 fixtures) about 0.3 ms of its 4 ms of CPU (#24).
pub(crate) fn write_all<R>(
    header: &str,
    kinds: usize,
    build: impl FnOnce(&mut dyn FnMut(String, Value)) -> R,
) -> (R, Vec<(String, String)>) {
    #[cfg(feature = "parallel")]
    if kinds > 1 {
        use std::sync::atomic::{AtomicUsize, Ordering};
        use std::sync::{Mutex, PoisonError};
        let mut names = Vec::new();
        let texts: Mutex<Vec<(usize, String)>> = Mutex::new(Vec::new());
        // Documents handed to the pool and not yet written: each holds its CRD's value.
        let queued = AtomicUsize::new(0);
        let limit = 2 * rayon::current_num_threads();
        // A panic while holding the lock ends the scope with that panic, so a poisoned
        // list is never read; nothing to recover.
        let push = |number, text| {
            texts
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push((number, text));
        };
        // `in_place_scope` runs `build` on this thread (where the model lives) and waits
        // for every document before it returns.
        let built = rayon::in_place_scope(|scope| {
            let (push, queued) = (&push, &queued);
            build(&mut |name, value| {
                let number = names.len();
                names.push(name);
                if queued.load(Ordering::Acquire) >= limit {
                    push(number, document(header, &value));
                    return;
                }
                queued.fetch_add(1, Ordering::AcqRel);
                scope.spawn(move |_| {
                    let text = document(header, &value);
                    drop(value);
                    queued.fetch_sub(1, Ordering::AcqRel);
                    push(number, text);
                });
            })
        });
        let mut texts = texts.into_inner().unwrap_or_else(PoisonError::into_inner);
        texts.sort_unstable_by_key(|(number, _)| *number);
        let texts = texts.into_iter().map(|(_, text)| text);
        return (built, names.into_iter().zip(texts).collect());
    }
    #[cfg(not(feature = "parallel"))]
    let _ = kinds;
    let mut texts = Vec::new();
    let built = build(&mut |name, value| {
        texts.push((name, document(header, &value)));
    });
    (built, texts)
}

/// One CRD's document, without the spare room its text grew: the texts are kept until the
/// run ends, and the doubling left a quarter of them unused (#24).
fn document(header: &str, value: &Value) -> String {
    let mut text = yaml::document(header, value);
    text.shrink_to_fit();
    text
}
