//! Errors and warnings that point at the user's source.
//!
//! Every stage reports through [`Diagnostic`], so a message always carries the file, line
//! and column, the offending source line and what to do instead. Rendering is done by
//! annotate-snippets so the output reads like rustc's (feature `render`: the derive draws
//! its own compile errors and does not need it). Every diagnostic has a stable code
//! ([`codes`]); [`message_format`] prints them for terminals, editors and CI,
//! [`suggest`] picks the names a "did you mean" offers, and [`escape`] keeps user values
//! quoted in a message on one line.

pub mod codes;
pub mod escape;
#[cfg(feature = "render")]
pub mod message_format;
#[cfg(feature = "render")]
mod render;
pub(crate) mod suggest;

use std::path::{Path, PathBuf};

use crate::diagnostic::codes::Code;

/// How bad a diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// Generation stops; nothing is written.
    Error,
    /// Reported, generation goes on.
    Warning,
}

/// A location in a source file: 1-based line, 1-based column counted in characters.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Location {
    /// The file, as the user named it (relative to the working directory where possible).
    pub file: PathBuf,
    /// 1-based line of the start.
    pub line: usize,
    /// 1-based column of the start, in characters.
    pub column: usize,
    /// The whole source line the span starts on, without its line break.
    pub source_line: String,
    /// How many characters of `source_line` the span covers (at least 1).
    pub width: usize,
}

impl Location {
    /// A location that points nowhere (line 1, column 1 of no file), for the rare
    /// diagnostic whose file has gone missing; rendering it never fails.
    pub fn unknown() -> Location {
        Location {
            file: PathBuf::new(),
            line: 1,
            column: 1,
            source_line: String::new(),
            width: 1,
        }
    }

    /// Builds a location from a proc-macro2 span (which must come from a file parsed with
    /// span locations on) and the text of that file.
    pub fn from_span(file: &Path, text: &str, span: proc_macro2::Span) -> Location {
        Location::from_span_in(file, text, &LineIndex::new(text), span)
    }

    /// [`Location::from_span`] with the file's [`LineIndex`] built once: the line is
    /// found by a binary search, not by a scan from the top of the file (which, once per
    /// field, made a wide struct quadratic).
    pub fn from_span_in(
        file: &Path,
        text: &str,
        lines: &LineIndex,
        span: proc_macro2::Span,
    ) -> Location {
        let start = span.start();
        let end = span.end();
        let source_line = lines.line(text, start.line).to_string();
        let line_chars = source_line.chars().count();
        let width = if end.line == start.line && end.column > start.column {
            end.column - start.column
        } else {
            line_chars.saturating_sub(start.column)
        };
        Location {
            file: file.to_path_buf(),
            line: start.line.max(1),
            column: start.column + 1,
            source_line,
            width: width.max(1),
        }
    }

    /// Narrows a location that covers the string literal `"value"` to the bytes `range`
    /// of its value, so an error can point into the string. A literal with escapes or raw
    /// quoting does not map its value one to one, so it is kept whole.
    pub fn within_literal(mut self, value: &str, range: std::ops::Range<usize>) -> Location {
        let literal = format!("\"{value}\"");
        let start = self.column - 1;
        let rest: String = self.source_line.chars().skip(start).collect();
        if !rest.starts_with(&literal)
            || range.end > value.len()
            || !value.is_char_boundary(range.start)
            || !value.is_char_boundary(range.end)
        {
            return self;
        }
        self.column += 1 + value[..range.start].chars().count();
        self.width = value[range].chars().count().max(1);
        self
    }
}

/// Where each line of a text starts.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LineIndex {
    /// Byte offsets: 0, then one past each `\n`.
    starts: Vec<usize>,
}

impl LineIndex {
    /// The index of `text`.
    pub fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        LineIndex { starts }
    }

    /// Line `line` (1-based) of `text`, without its line break, as `str::lines` gives
    /// it (`\r\n` ends a line too; a line past the end is empty).
    pub fn line<'a>(&self, text: &'a str, line: usize) -> &'a str {
        let Some(&start) = self.starts.get(line.saturating_sub(1)) else {
            return "";
        };
        let (end, terminated) = match self.starts.get(line.max(1)) {
            Some(&next) => (next - 1, true),
            None => (text.len(), false),
        };
        let text = text.get(start..end).unwrap_or("");
        match text.strip_suffix('\r') {
            Some(t) if terminated => t,
            _ => text,
        }
    }
}

/// One error or warning.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// The stable code (`E0201`) naming this kind of mistake.
    pub code: Code,
    /// What is wrong, in one sentence.
    pub message: String,
    /// Where; `None` only for problems with no source (a missing config file, say).
    pub location: Option<Location>,
    /// A short label printed under the highlighted span.
    pub label: Option<String>,
    /// What to do instead.
    pub help: Option<String>,
    /// Further context (a cycle, the candidates of an ambiguous name, …).
    pub notes: Vec<String>,
}

impl Diagnostic {
    /// An error without a location.
    pub fn error(code: Code, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            code,
            message: message.into(),
            location: None,
            label: None,
            help: None,
            notes: Vec::new(),
        }
    }

    /// A warning without a location.
    pub fn warning(code: Code, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(code, message)
        }
    }

    /// Attaches a location.
    pub fn at(mut self, location: Location) -> Diagnostic {
        self.location = Some(location);
        self
    }

    /// Attaches the label printed under the span.
    pub fn label(mut self, label: impl Into<String>) -> Diagnostic {
        self.label = Some(label.into());
        self
    }

    /// Attaches the help line.
    pub fn help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }

    /// Adds a note.
    pub fn note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }
}

/// Several diagnostics, in the order they should be printed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    /// True if any diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.0.iter().any(|d| d.severity == Severity::Error)
    }

    /// Sorts by file, line, column, then message, so output is independent of the order
    /// in which files were read.
    pub fn sort(&mut self) {
        self.0.sort_by(|a, b| {
            let ka = a.location.as_ref().map(|l| (&l.file, l.line, l.column));
            let kb = b.location.as_ref().map(|l| (&l.file, l.line, l.column));
            ka.cmp(&kb).then_with(|| a.message.cmp(&b.message))
        });
        self.0.dedup();
    }
}

impl From<Diagnostic> for Diagnostics {
    fn from(d: Diagnostic) -> Diagnostics {
        Diagnostics(vec![d])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_index_finds_lines_as_str_lines_does() {
        for text in ["", "a", "a\n", "a\nb", "a\r\nb\r\n", "a\rb\n\nc\r", "\n\n"] {
            let index = LineIndex::new(text);
            for n in 1..=5 {
                assert_eq!(
                    index.line(text, n),
                    text.lines().nth(n - 1).unwrap_or(""),
                    "{text:?} line {n}"
                );
            }
            assert_eq!(index.line(text, 0), text.lines().next().unwrap_or(""));
        }
    }

    #[test]
    fn renders_location_source_line_and_help() {
        let d = Diagnostic::error(
            crate::diagnostic::codes::kind::UNKNOWN_KEY,
            "unknown key `grup` in #[crd(...)]",
        )
        .at(Location {
            file: PathBuf::from("src/api.rs"),
            line: 3,
            column: 7,
            source_line: "#[crd(grup = \"x\")]".into(),
            width: 4,
        })
        .label("unknown key")
        .help("known keys: group, version, kind");
        assert_eq!(
            d.render(),
            "error[E0201]: unknown key `grup` in #[crd(...)]\n --> src/api.rs:3:7\n  |\n3 | #[crd(grup = \"x\")]\n  |       ^^^^ unknown key\n  |\n  = help: known keys: group, version, kind"
        );
    }
}
