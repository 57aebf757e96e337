//! Rendering diagnostics the way rustc prints its own (feature `render`), with
//! annotate-snippets.

use std::fmt;

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};

use super::{Diagnostic, Diagnostics, Location, Severity};

impl Diagnostic {
    /// Renders the diagnostic like rustc does, without colour.
    pub fn render(&self) -> String {
        self.render_styled(false)
    }

    /// Renders the diagnostic like rustc does, coloured with ANSI escapes when `color`.
    pub fn render_styled(&self, color: bool) -> String {
        let level = match self.severity {
            Severity::Error => Level::ERROR,
            Severity::Warning => Level::WARNING,
        };
        let title = level.primary_title(self.message.as_str()).id(self.code.id);
        let mut group = Group::with_title(title);
        let path_text;
        if let Some(loc) = &self.location {
            path_text = loc.file.display().to_string();
            let start = byte_offset(&loc.source_line, loc.column - 1);
            let end = byte_offset(&loc.source_line, loc.column - 1 + loc.width);
            let mut annotation = AnnotationKind::Primary.span(start..end.max(start));
            if let Some(label) = &self.label {
                annotation = annotation.label(label.as_str());
            }
            group = group.element(
                Snippet::source(loc.source_line.as_str())
                    .line_start(loc.line)
                    .path(path_text.as_str())
                    .annotation(annotation),
            );
        }
        for note in &self.notes {
            group = group.element(Level::NOTE.message(note.as_str()));
        }
        if let Some(help) = &self.help {
            group = group.element(Level::HELP.message(help.as_str()));
        }
        let groups = [group];
        let renderer = if color {
            Renderer::styled()
        } else {
            Renderer::plain()
        };
        let rendered = renderer.render(&groups);
        // annotate-snippets reports columns of the snippet it was given; the span's line
        // and column are ours, so the header is rewritten to the real position.
        match &self.location {
            Some(loc) => fix_header(&rendered, loc),
            None => rendered,
        }
    }
}

fn fix_header(rendered: &str, loc: &Location) -> String {
    let wanted = format!("{}:{}:{}", loc.file.display(), loc.line, loc.column);
    let mut out = String::with_capacity(rendered.len());
    let mut fixed = false;
    for (i, line) in rendered.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        // The arrow may be wrapped in colour escapes: keep everything up to the path.
        let arrow = line.find("--> ").filter(|at| {
            line[..*at]
                .trim_start()
                .trim_start_matches(|c: char| {
                    c == '\u{1b}' || c == '[' || c == ';' || c == 'm' || c.is_ascii_digit()
                })
                .is_empty()
        });
        if let (false, Some(at)) = (fixed, arrow) {
            let mut keep = at + "--> ".len();
            if line[keep..].starts_with("\u{1b}[0m") {
                keep += "\u{1b}[0m".len();
            }
            out.push_str(&line[..keep]);
            out.push_str(&wanted);
            fixed = true;
        } else {
            out.push_str(line);
        }
    }
    out
}

fn byte_offset(text: &str, chars: usize) -> usize {
    text.char_indices()
        .nth(chars)
        .map(|(i, _)| i)
        .unwrap_or(text.len())
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render())
    }
}

impl std::error::Error for Diagnostic {}

impl Diagnostics {
    /// Renders all diagnostics, separated by blank lines.
    pub fn render(&self) -> String {
        self.0
            .iter()
            .map(Diagnostic::render)
            .collect::<Vec<_>>()
            .join("\n\n")
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render())
    }
}

impl std::error::Error for Diagnostics {}
