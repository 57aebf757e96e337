//! Running the crdgen engine from inside a macro.
//!
//! The engine reads and parses the crate's source itself, so the derive produces exactly
//! the CRD the CLI writes. Files are parsed with proc-macro2's fallback implementation:
//! compiler-backed tokens would all carry the macro's call-site span, so every
//! diagnostic would point at the derive; fallback tokens know their real line and column.
//!
//! The crate is read once per compilation, not once per derive: the first derive runs
//! one [`Analysis`](crdgen_core::analysis::Analysis) of it, which builds every kind's CRD
//! and every `CrdSchema` type's schema, and [`ANALYSES`] keeps it for the derives that
//! follow, for as long as the files it read are unchanged. Inside rustc, which compiles
//! once and exits, neither the analysis nor the configuration is checked again after the
//! first derive ([`crate::host`]): each later derive costs a lookup, whatever the size
//! of the crate.

use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use crdgen_core::analysis::{Cache, Recheck};
use crdgen_core::config::Loaded;
use crdgen_core::diagnostic::Diagnostics;

use crate::host;

/// The analyses of the crates this process compiles. The proc-macro library stays
/// loaded for a whole `rustc` invocation (and in rust-analyzer's proc-macro server for
/// the session), so every derive of one compilation finds the analysis the first one
/// ran; each use checks it against the files on disk first, so an edit is always seen.
pub static ANALYSES: Cache = Cache::new();

/// The configurations read, by crate directory, when this process compiles once
/// ([`host::compiles_once`]); a failed reading is not kept.
static CONFIGS: Mutex<Vec<(PathBuf, Loaded)>> = Mutex::new(Vec::new());

/// The crdgen configuration of the crate at `root`: read at every call in a long-lived
/// process, where the user may edit it between two expansions; read once per crate in a
/// compiler, where it cannot change (cargo rebuilds the crate when `Cargo.toml` or
/// `crdgen.toml` is newer than the build).
fn config(root: &Path) -> Result<Loaded, Diagnostics> {
    if !host::compiles_once() {
        return Ok(crdgen_core::config::load(root)?);
    }
    let mut kept = CONFIGS.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some((_, loaded)) = kept.iter().find(|(r, _)| r == root) {
        return Ok(loaded.clone());
    }
    let loaded = crdgen_core::config::load(root)?;
    kept.push((root.to_path_buf(), loaded.clone()));
    Ok(loaded)
}

/// Whether [`ANALYSES`] checks a kept analysis against the files on disk: at every use,
/// unless this process compiles once.
fn recheck() -> Recheck {
    if host::compiles_once() {
        Recheck::Never
    } else {
        Recheck::EveryUse
    }
}

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
    file: Option<&Path>,
    group: &str,
    kind: &str,
) -> Result<crdgen_core::pipeline::KindOutput, Diagnostics> {
    kind_crd_in(&crate_root(), file, group, kind)
}

/// [`kind_crd`] for the crate at `root`.
fn kind_crd_in(
    root: &Path,
    file: Option<&Path>,
    group: &str,
    kind: &str,
) -> Result<crdgen_core::pipeline::KindOutput, Diagnostics> {
    with_fallback(|| {
        let loaded = config(root)?;
        ANALYSES
            .get_with(
                root,
                &loaded.config,
                loaded.source.as_deref(),
                file,
                recheck(),
            )?
            .kind(group, kind)
    })
}

/// The crate's analysis as the derive of the item in `item_file` obtained it (the file
/// selects the analysis as the derive did), for
/// [`crdgen_core::analysis::Analysis::deriving_item_at`]. `None` when the crate does not
/// read; that answer is not cached by [`ANALYSES`], so a caller asks once per expansion,
/// not once per diagnostic.
pub fn analysis_of(
    root: &Path,
    item_file: Option<&Path>,
) -> Option<std::sync::Arc<crdgen_core::analysis::Analysis>> {
    with_fallback(|| {
        let loaded = config(root).ok()?;
        let config_file = loaded.source.as_deref();
        ANALYSES
            .get_with(root, &loaded.config, config_file, item_file, recheck())
            .ok()
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
    file: &Path,
    line: usize,
    ident: &str,
) -> Result<crdgen_core::pipeline::TypeOutput, Diagnostics> {
    type_schema_in(&crate_root(), file, line, ident)
}

/// [`type_schema`] for the crate at `root`.
fn type_schema_in(
    root: &Path,
    file: &Path,
    line: usize,
    ident: &str,
) -> Result<crdgen_core::pipeline::TypeOutput, Diagnostics> {
    with_fallback(|| {
        let loaded = config(root)?;
        let config_file = loaded.source.as_deref();
        let analysis =
            ANALYSES.get_with(root, &loaded.config, config_file, Some(file), recheck())?;
        match analysis.type_schema(file, line, ident) {
            Some(result) => result,
            // A type the analysis could not tell derives CrdSchema (the derive comes
            // from a macro, say): built on its own, as before there was an analysis.
            None => crdgen_core::pipeline::type_schema(
                root,
                &loaded.config,
                config_file,
                file,
                line,
                ident,
            ),
        }
    })
}

#[cfg(test)]
mod tests;
