//! Engine diagnostics → compile errors at the right token.
//!
//! The engine reports file, line and column. A macro can only point at tokens it was
//! given, so a diagnostic inside the derived item lands on the token that covers it;
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

/// The file a diagnostic's location names. Locations are relative to the root of the
/// source crdgen read: the crate directory, or the item's own directory when its file
/// was read alone (a test or a trybuild case outside the configured sources).
fn located_file(root: &Path, item_dir: Option<&Path>, file: &Path) -> PathBuf {
    let in_root = normalize(root, file);
    match item_dir {
        Some(dir) if !in_root.is_file() => {
            let in_dir = normalize(dir, file);
            if in_dir.is_file() { in_dir } else { in_root }
        }
        _ => in_root,
    }
}

/// The line of the name of the struct or enum whose text covers `line` of `file`, when
/// that item has a crdgen derive of its own (and is not generic, which `CrdSchema`
/// skips): that derive reports what is wrong inside it at the exact token, so no other
/// derive needs to repeat it. A derive is crdgen's by what its path resolves to, as the
/// model decides (the crate's `analysis`, [`crate::engine::analysis_of`]:
/// `#[derive(Schema)]` under `use crdgen::CrdSchema as Schema;` is one); a file the
/// analysis did not read, or every file when the crate does not read, is read here, and
/// its derives are known by their last name.
pub(crate) fn deriving_item_at(
    analysis: Option<&crdgen_core::analysis::Analysis>,
    file: &Path,
    line: usize,
) -> Option<usize> {
    if let Some(found) = analysis.and_then(|a| a.deriving_item_at(file, line)) {
        return found;
    }
    let text = std::fs::read_to_string(file).ok()?;
    crate::engine::with_fallback(|| {
        syn::parse_file(&text)
            .ok()
            .and_then(|parsed| deriving_item(&parsed.items, line))
    })
}

fn deriving_item(items: &[syn::Item], line: usize) -> Option<usize> {
    use syn::spanned::Spanned as _;
    items.iter().find_map(|item| {
        let span = item.span();
        if line < span.start().line || line > span.end().line {
            return None;
        }
        let (ident, attrs, generics) = match item {
            syn::Item::Struct(s) => (&s.ident, &s.attrs, &s.generics),
            syn::Item::Enum(e) => (&e.ident, &e.attrs, &e.generics),
            syn::Item::Mod(m) => {
                return m
                    .content
                    .as_ref()
                    .and_then(|(_, inner)| deriving_item(inner, line));
            }
            _ => return None,
        };
        let derives = generics.params.is_empty()
            && attrs
                .iter()
                .filter(|a| a.path().is_ident("derive"))
                .any(|a| {
                    a.parse_args_with(
                        syn::punctuated::Punctuated::<syn::Path, syn::Token![,]>::parse_terminated,
                    )
                    .is_ok_and(|paths| {
                        paths.iter().any(|p| {
                            p.segments.last().is_some_and(|s| {
                                s.ident == "CrdSchema" || s.ident == "CustomResource"
                            })
                        })
                    })
                });
        derives.then(|| ident.span().start().line)
    })
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
        let end = span.end();
        // A location may point into a token (a segment of a JSONPath string), so a
        // leaf token that covers it matches; a group matches only at its delimiter,
        // so the innermost token wins.
        let covers = match tt {
            TokenTree::Group(_) => start.column + 1 == column,
            _ => start.column < column && (end.line > line || column <= end.column),
        };
        if start.line == line && covers {
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
    let mut s = crdgen_core::diagnostic::codes::prefixed(d.code, &d.message);
    // The label says what the span is; a proc macro cannot print it under the token,
    // so it follows the message, unless the message already says it.
    if let Some(label) = d.label.as_ref().filter(|l| !d.message.contains(l.as_str())) {
        s.push_str(&format!(" ({label})"));
    }
    if with_location && let Some(loc) = &d.location {
        // Drawn the way rustc draws a snippet, with the span underlined.
        let number = loc.line.to_string();
        let pad = " ".repeat(number.len());
        s.push_str(&format!(
            "\n{pad}--> {}:{}:{}\n{pad} |\n{number} | {}\n{pad} | {}{}",
            loc.file.display(),
            loc.line,
            loc.column,
            loc.source_line,
            " ".repeat(loc.column.saturating_sub(1)),
            "^".repeat(loc.width.max(1)),
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
    let item_file = crate::engine::file_of(fallback);
    let item_dir = item_file.as_deref().and_then(Path::parent);
    // Asked for at the first diagnostic outside the item, then kept: a crate that does
    // not read would otherwise be read again for each one.
    let mut analysis = None;
    for d in diags
        .0
        .iter()
        .filter(|d| d.severity == crdgen_core::diagnostic::Severity::Error)
    {
        let mut span: Option<Span> = None;
        // The error points into the token (a column of a CEL rule, a segment of a
        // JSONPath): a compile error can only underline whole tokens, so the message
        // also draws the snippet with the exact column.
        let mut inside = false;
        if let Some(loc) = &d.location {
            let file = located_file(root, item_dir, &loc.file);
            find(input.clone(), &file, root, loc.line, loc.column, &mut span);
            inside = span.is_some_and(|s| s.start().column + 1 != loc.column);
            // Another item's error, which that item's own derive reports.
            let elsewhere = span.is_none()
                && deriving_item_at(
                    analysis
                        .get_or_insert_with(|| {
                            crate::engine::analysis_of(root, item_file.as_deref())
                        })
                        .as_deref(),
                    &file,
                    loc.line,
                )
                .is_some_and(|ident_line| {
                    let this_item = ident_line == fallback.start().line
                        && item_file
                            .as_deref()
                            .is_some_and(|f| normalize(root, f) == file);
                    !this_item
                });
            if elsewhere {
                continue;
            }
        }
        out.extend(match span {
            Some(span) => compile_error(span, &text(d, inside)),
            None => compile_error(fallback, &text(d, true)),
        });
    }
    out
}

/// A `compile_error!` with `text` at `span`. `text` already carries the code
/// ([`crdgen_core::diagnostic::codes::prefixed`]): this is the one place the derive builds a
/// `syn::Error` by hand, which the workspace's clippy configuration otherwise forbids so
/// that no error goes out without a code.
#[allow(clippy::disallowed_methods)]
pub fn compile_error(span: Span, text: &str) -> TokenStream {
    syn::Error::new(span, text).to_compile_error()
}
