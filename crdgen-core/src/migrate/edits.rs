//! Edits of a source text by byte ranges taken from syn's spans (proc-macro2's
//! `span-locations`), so that everything `crdgen migrate` does not rewrite — comments,
//! blank lines, layout — stays byte for byte.

use proc_macro2::{LineColumn, Span};

/// One file's text with the edits to make in it.
pub(crate) struct Editor<'t> {
    text: &'t str,
    /// Byte offsets: 0, then one past each `\n`.
    starts: Vec<usize>,
    /// (start, end, replacement), in the order they were asked for.
    edits: Vec<(usize, usize, String)>,
}

impl<'t> Editor<'t> {
    /// An editor of `text`, the file the spans were parsed from.
    pub(crate) fn new(text: &'t str) -> Editor<'t> {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Editor {
            text,
            starts,
            edits: Vec::new(),
        }
    }

    /// The text being edited.
    pub(crate) fn text(&self) -> &'t str {
        self.text
    }

    /// The byte offset of a line and column (proc-macro2's: 1-based line, column in
    /// characters), clamped to the text.
    pub(crate) fn offset(&self, at: LineColumn) -> usize {
        let Some(&start) = self.starts.get(at.line.saturating_sub(1)) else {
            return self.text.len();
        };
        let rest = self.text.get(start..).unwrap_or("");
        let within = rest
            .char_indices()
            .nth(at.column)
            .map_or(rest.len(), |(i, _)| i);
        start + within
    }

    /// The byte range of a span.
    pub(crate) fn range(&self, span: Span) -> (usize, usize) {
        (self.offset(span.start()), self.offset(span.end()))
    }

    /// Replaces the bytes `start..end` with `with`.
    pub(crate) fn replace(&mut self, start: usize, end: usize, with: impl Into<String>) {
        self.edits.push((start, end, with.into()));
    }

    /// Replaces the text of `span`.
    pub(crate) fn replace_span(&mut self, span: Span, with: impl Into<String>) {
        let (start, end) = self.range(span);
        self.replace(start, end, with);
    }

    /// Inserts `text` at byte `at`.
    pub(crate) fn insert(&mut self, at: usize, text: impl Into<String>) {
        self.replace(at, at, text);
    }

    /// The whitespace before `at` on its line, when only whitespace precedes it there
    /// (the item starts its line); `None` when something else does.
    pub(crate) fn indent_before(&self, at: usize) -> Option<&'t str> {
        let line_start = self.text[..at].rfind('\n').map_or(0, |i| i + 1);
        let before = &self.text[line_start..at];
        before.chars().all(char::is_whitespace).then_some(before)
    }

    /// Removes the whole lines `start..end` lies on when nothing else is on them (an
    /// item alone on its lines, with its line break); otherwise just the range.
    pub(crate) fn remove_lines(&mut self, start: usize, end: usize) {
        let line_start = self.text[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = self.text[end..]
            .find('\n')
            .map_or(self.text.len(), |i| end + i + 1);
        let alone = self.text[line_start..start].trim().is_empty()
            && self.text[end..line_end].trim().is_empty();
        if alone {
            self.replace(line_start, line_end, "");
        } else {
            self.replace(start, end, "");
        }
    }

    /// Whether any edit was asked for.
    pub(crate) fn is_empty(&self) -> bool {
        self.edits.is_empty()
    }

    /// The edited text. Edits are applied in the order of their place in the text; two
    /// at the same place keep the order they were asked in. Overlapping edits are a
    /// bug of the caller: the later one is dropped rather than corrupting the text.
    pub(crate) fn finish(self) -> String {
        let mut edits: Vec<(usize, usize, usize, String)> = self
            .edits
            .into_iter()
            .enumerate()
            .map(|(n, (s, e, t))| (s, e, n, t))
            .collect();
        edits.sort_by_key(|(s, e, n, _)| (*s, *e, *n));
        let mut out = String::with_capacity(self.text.len());
        let mut at = 0;
        for (start, end, _, with) in edits {
            if start < at || end < start || end > self.text.len() {
                continue;
            }
            out.push_str(&self.text[at..start]);
            out.push_str(&with);
            at = end;
        }
        out.push_str(&self.text[at..]);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_count_characters_not_bytes() {
        let text = "/// é\nstruct Ä { a: u8 }\n";
        let file = syn::parse_file(text).unwrap();
        let syn::Item::Struct(s) = &file.items[0] else {
            panic!()
        };
        let mut e = Editor::new(text);
        e.replace_span(s.ident.span(), "B");
        assert_eq!(e.finish(), "/// é\nstruct B { a: u8 }\n");
    }

    #[test]
    fn edits_apply_in_order_and_lines_go_whole() {
        let text = "a\n    b,\nc\n";
        let mut e = Editor::new(text);
        e.remove_lines(6, 8);
        e.insert(0, "x");
        e.insert(0, "y");
        assert_eq!(e.finish(), "xya\nc\n");
    }
}
