//! Engine diagnostics → compile errors at the right token.
//!
//! The engine reports file, line and column. A macro can only point at tokens it was
//! given, so a diagnostic inside the derived item lands on the token that starts there;
//! one elsewhere (a nested type in another file) lands on the item's name, with the real
//! location spelled out in the message.

use std::path::{Path, PathBuf};

use crdgen_core::diagnostic::{Diagnostic, Diagnostics};
use proc_macro2::{Span, TokenStream, TokenTree};

fn normalize(root: &Path, file: &Path) -> PathBuf {
    let joined = if file.is_absolute() {
        file.to_path_buf()
    } else {
        root.join(file)
    };
    std::fs::canonicalize(&joined).unwrap_or(joined)
}

fn find(
    tokens: TokenStream,
    file: &Path,
    root: &Path,
    line: usize,
    column: usize,
    out: &mut Option<Span>,
) {
    for tt in tokens {
        if out.is_some() {
            return;
        }
        let span = tt.span();
        let start = span.start();
        if start.line == line && start.column + 1 == column {
            let same_file =
                crate::engine::file_of(span).is_some_and(|f| normalize(root, &f) == file);
            if same_file {
                *out = Some(span);
                return;
            }
        }
        if let TokenTree::Group(g) = tt {
            find(g.stream(), file, root, line, column, out);
        }
    }
}

/// The text a compile error carries: the message, then notes and help the way rustc
/// prints its own.
fn text(d: &Diagnostic, with_location: bool) -> String {
    let mut s = d.message.clone();
    if let Some(label) = &d.label {
        s.push_str(&format!(" ({label})"));
    }
    if with_location && let Some(loc) = &d.location {
        s.push_str(&format!(
            "\n --> {}:{}:{}\n  | {}",
            loc.file.display(),
            loc.line,
            loc.column,
            loc.source_line
        ));
    }
    for n in &d.notes {
        s.push_str(&format!("\n= note: {n}"));
    }
    if let Some(h) = &d.help {
        s.push_str(&format!("\n= help: {h}"));
    }
    s
}

/// Turns diagnostics into compile errors: at the matching token of `input` when the
/// diagnostic is inside it, else at `fallback`.
pub fn to_compile_errors(
    diags: &Diagnostics,
    input: &TokenStream,
    fallback: Span,
    root: &Path,
) -> TokenStream {
    let mut out = TokenStream::new();
    for d in diags
        .0
        .iter()
        .filter(|d| d.severity == crdgen_core::diagnostic::Severity::Error)
    {
        let mut span = None;
        if let Some(loc) = &d.location {
            let file = normalize(root, &loc.file);
            find(input.clone(), &file, root, loc.line, loc.column, &mut span);
        }
        let err = match span {
            Some(span) => syn::Error::new(span, text(d, false)),
            None => syn::Error::new(fallback, text(d, true)),
        };
        out.extend(err.to_compile_error());
    }
    out
}
