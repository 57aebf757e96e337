//! Running the crdgen engine from inside a macro.
//!
//! The engine reads and parses the crate's source itself, so the derive produces exactly
//! the CRD the CLI writes. Files are parsed with proc-macro2's fallback implementation:
//! compiler-backed tokens would all carry the macro's call-site span, so every
//! diagnostic would point at the derive; fallback tokens know their real line and column.

use std::path::PathBuf;

use crdgen_core::diagnostic::Diagnostics;

/// The crate being compiled: cargo sets `CARGO_MANIFEST_DIR` for the compiler, and a
/// proc macro runs inside it.
pub fn crate_root() -> PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("."))
}

/// Runs `f` with proc-macro2's fallback implementation forced, then restores the
/// compiler's, so the tokens the macro returns are real compiler tokens again.
pub fn with_fallback<T>(f: impl FnOnce() -> T) -> T {
    proc_macro2::fallback::force();
    let out = f();
    // The fallback keeps a source map of every file parsed; drop it (while the fallback
    // is still in force, where this is allowed) so a long-running process such as
    // rust-analyzer does not grow it with each expansion. Nothing kept refers to it:
    // results hold plain locations, not spans.
    proc_macro2::extra::invalidate_current_thread_spans();
    proc_macro2::fallback::unforce();
    out
}

/// Builds one kind's merged CRD; `file` is the file declaring it.
pub fn kind_crd(
    file: Option<&std::path::Path>,
    group: &str,
    kind: &str,
) -> Result<crdgen_core::pipeline::KindOutput, Diagnostics> {
    let root = crate_root();
    with_fallback(|| {
        let loaded = crdgen_core::config::load(&root)?;
        crdgen_core::pipeline::kind(
            &root,
            &loaded.config,
            loaded.source.as_deref(),
            file,
            group,
            kind,
        )
    })
}

/// The absolute path of the file a span is in, if the compiler knows it. A relative
/// path is relative to the compiler's working directory (cargo runs it from the
/// workspace root), which is the macro's too.
pub fn file_of(span: proc_macro2::Span) -> Option<PathBuf> {
    let file = span.local_file()?;
    if file.is_absolute() {
        return Some(file);
    }
    std::env::current_dir().ok().map(|cwd| cwd.join(file))
}

/// Builds the schema of the struct or enum named `ident` whose name is on `line` of
/// `file`.
pub fn type_schema(
    file: &std::path::Path,
    line: usize,
    ident: &str,
) -> Result<crdgen_core::pipeline::TypeOutput, Diagnostics> {
    let root = crate_root();
    with_fallback(|| {
        let loaded = crdgen_core::config::load(&root)?;
        crdgen_core::pipeline::type_schema(
            &root,
            &loaded.config,
            loaded.source.as_deref(),
            file,
            line,
            ident,
        )
    })
}
