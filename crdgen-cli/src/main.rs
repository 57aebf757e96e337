//! The `crdgen` binary.

mod allocator;

// mimalloc instead of the system allocator: a run allocates and frees millions of small
// strings, vectors and maps (syn trees, schema values, YAML text), and glibc's malloc and
// free were about a third of a 1,000-kind `verify`'s instructions (#24).
#[global_allocator]
static GLOBAL: allocator::Allocator = allocator::Allocator;

fn main() -> std::process::ExitCode {
    no_transparent_huge_pages();
    crdgen_cli::run(std::env::args_os())
}

/// Turns transparent huge pages off for this process (and, the flag being inherited, for
/// the few commands it runs: `git` for `crdgen check`), as `MIMALLOC_ALLOW_THP=0` does.
///
/// mimalloc reserves its memory in large aligned regions, which the kernel backs with 2 MiB
/// pages when transparent huge pages are `always`, or `madvise` (mimalloc advises them):
/// `verify` on 10,000 synthetic kinds spent 1.9–2.3 s of system time (against 2.4 s of user
/// time) faulting and compacting them, and 0.85 s without (median of 3, THP `madvise`,
/// loaded 2-core machine; user time and max RSS unchanged). mimalloc reads its option
/// while it initialises, before `main`, so its option API cannot be used from here; the
/// same process flag it would set (`prctl(PR_SET_THP_DISABLE)`) applies to every page
/// faulted in from now on, i.e. to nearly all of the run's memory. A user who sets
/// `MIMALLOC_ALLOW_THP` keeps mimalloc's own handling of it.
fn no_transparent_huge_pages() {
    #[cfg(target_os = "linux")]
    if std::env::var_os("MIMALLOC_ALLOW_THP").is_none() {
        // Best effort: a kernel without the flag (before 3.15) only costs the time above.
        let _ = rustix::thread::disable_transparent_huge_pages(true);
    }
}
