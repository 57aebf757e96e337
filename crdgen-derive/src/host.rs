//! Which program has loaded the proc macro: a compiler that compiles one crate once and
//! exits, or a long-lived server that expands macros while the user edits.
//!
//! The derives of one compilation share one analysis of the crate (see [`crate::engine`]).
//! In a long-lived process (rust-analyzer's proc-macro server, a test binary) every use
//! must check the analysis against the files on disk, which costs a look at every source
//! file: over a compilation, derives × files, which grows with the square of the crate.
//! In a compiler nothing the crate is built from changes while it runs, so the first
//! analysis holds for every derive of the process. A proc macro cannot ask the compiler
//! which it is (`proc_macro::tracked_path` and friends are unstable), so it looks at the
//! executable: any other name keeps the check at every use, which is always right.

use std::path::Path;
use std::sync::OnceLock;

/// The executables of rustc's drivers, which compile one crate per process: rustc
/// itself, clippy's and rustdoc's, and Miri's.
const ONE_SHOT_COMPILERS: &[&str] = &["rustc", "clippy-driver", "rustdoc", "miri"];

/// Whether this process is a compiler that expands the crate's macros once and exits.
pub fn compiles_once() -> bool {
    static ONCE: OnceLock<bool> = OnceLock::new();
    *ONCE.get_or_init(|| std::env::current_exe().is_ok_and(|exe| is_one_shot_compiler(&exe)))
}

/// Whether `exe` is one of [`ONE_SHOT_COMPILERS`] (`.exe` and all).
fn is_one_shot_compiler(exe: &Path) -> bool {
    exe.file_stem()
        .and_then(|s| s.to_str())
        .is_some_and(|name| ONE_SHOT_COMPILERS.contains(&name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compilers_are_told_from_servers_by_their_executable() {
        let cases = [
            (
                "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/bin/rustc",
                true,
            ),
            ("/usr/bin/rustc", true),
            ("rustc.exe", true),
            ("/root/.rustup/toolchains/stable/bin/clippy-driver", true),
            ("/root/.rustup/toolchains/stable/bin/rustdoc", true),
            ("/root/.rustup/toolchains/nightly/bin/miri", true),
            (
                "/root/.rustup/toolchains/stable/libexec/rust-analyzer-proc-macro-srv",
                false,
            ),
            ("/usr/bin/rust-analyzer", false),
            (
                "/work/target/debug/deps/crdgen_derive-0123456789abcdef",
                false,
            ),
            ("/usr/local/bin/rustc-wrapper", false),
        ];
        for (exe, expected) in cases {
            assert_eq!(is_one_shot_compiler(Path::new(exe)), expected, "{exe}");
        }
        // This test runs in a test binary, which must check at every use.
        assert!(!compiles_once());
    }
}
