//! Where a node of a parsed YAML document is in its text: the reader gives values, not
//! positions, so an import diagnostic finds its line again by walking the path through
//! the text's indentation (block style, as controller-gen and kubectl write CRDs). Best
//! effort: a path it cannot follow points at the document's first line.

use crate::diagnostic::Location;
use std::path::Path;

/// One step of a path into a document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// A mapping key.
    Key(String),
    /// A sequence item, 0-based.
    Index(usize),
}

/// A path into a document, `spec.versions[0].schema…`.
pub type YamlPath = Vec<Step>;

/// `spec.versions[0].name` for messages.
pub fn display(path: &[Step]) -> String {
    let mut out = String::new();
    for step in path {
        match step {
            Step::Key(k) => {
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(k);
            }
            Step::Index(i) => out.push_str(&format!("[{i}]")),
        }
    }
    out
}

/// One line of the text, measured once: its indentation, and the column and text of its
/// content after any `- ` item markers.
#[derive(Debug, Clone, Copy)]
struct Line<'t> {
    raw: &'t str,
    indent: usize,
    col: usize,
    rest: &'t str,
}

impl<'t> Line<'t> {
    fn new(raw: &'t str) -> Line<'t> {
        let trimmed = raw.trim_start();
        let indent = raw.len() - trimmed.len();
        let mut col = indent;
        let mut rest = trimmed;
        while let Some(r) = rest.strip_prefix("- ") {
            let t = r.trim_start();
            col += rest.len() - t.len();
            rest = t;
        }
        Line {
            raw,
            indent,
            col,
            rest,
        }
    }

    fn trimmed(&self) -> &'t str {
        &self.raw[self.indent..]
    }
}

/// A file's text indexed once for every diagnostic located in it: its lines (as
/// `str::lines` splits them) measured, and the line each document starts on. Locating a
/// path then walks only the lines of the subtrees on the way, never the whole file, so
/// many warnings in a large bundle cost no rescan each.
#[derive(Debug)]
pub struct Index<'t> {
    lines: Vec<Line<'t>>,
    /// The 1-based line each document starts on (its first content line).
    docs: Vec<usize>,
}

impl<'t> Index<'t> {
    /// Indexes `text`: one pass over its lines.
    pub fn new(text: &'t str) -> Index<'t> {
        let lines: Vec<Line<'t>> = text.lines().map(Line::new).collect();
        let mut docs = Vec::new();
        let mut open = true;
        for (i, line) in lines.iter().enumerate() {
            if line.raw == "---" || line.raw.starts_with("--- ") {
                open = true;
                continue;
            }
            let content = line.raw.trim();
            if open && !content.is_empty() && !content.starts_with('#') {
                docs.push(i + 1);
                open = false;
            }
        }
        Index { lines, docs }
    }

    /// Line `n` (1-based), empty past the end.
    fn line(&self, n: usize) -> &'t str {
        self.lines.get(n.wrapping_sub(1)).map_or("", |l| l.raw)
    }

    /// The location of `path` in document `doc` (0-based) of the indexed text.
    pub fn locate(&self, file: &Path, doc: usize, path: &[Step]) -> Location {
        let lines = &self.lines;
        let start = self.docs.get(doc).copied().unwrap_or(1);
        let (mut line, mut col) = (start, 0usize);
        let mut parent_col: Option<usize> = None;
        'steps: for (n, step) in path.iter().enumerate() {
            let from = if n == 0 { line } else { line + 1 };
            match step {
                Step::Key(key) => {
                    let plain = format!("{key}:");
                    let quoted = format!("\"{key}\":");
                    let single = format!("'{key}':");
                    for (i, l) in lines.iter().enumerate().skip(from.saturating_sub(1)) {
                        let (c, rest) = (l.col, l.rest);
                        if rest.is_empty() {
                            continue;
                        }
                        if parent_col.is_some_and(|p| l.indent < p && i + 1 > from) {
                            break 'steps;
                        }
                        if parent_col.is_none_or(|p| c >= p)
                            && (rest.starts_with(&plain)
                                || rest.starts_with(&quoted)
                                || rest.starts_with(&single))
                        {
                            line = i + 1;
                            col = c;
                            parent_col = Some(c + 1);
                            continue 'steps;
                        }
                    }
                    break 'steps;
                }
                Step::Index(index) => {
                    let mut seen = 0usize;
                    let mut item_col: Option<usize> = None;
                    for (i, l) in lines.iter().enumerate().skip(from.saturating_sub(1)) {
                        let indent = l.indent;
                        let trimmed = l.trimmed();
                        if trimmed.is_empty() {
                            continue;
                        }
                        if item_col.is_some_and(|c| indent < c)
                            || (item_col.is_none() && parent_col.is_some_and(|p| indent + 1 < p))
                        {
                            break 'steps;
                        }
                        if trimmed.starts_with("- ") || trimmed == "-" {
                            match item_col {
                                None => item_col = Some(indent),
                                Some(c) if c != indent => continue,
                                Some(_) => {}
                            }
                            if seen == *index {
                                line = i + 1;
                                col = indent + 2;
                                parent_col = Some(indent + 2);
                                continue 'steps;
                            }
                            seen += 1;
                        }
                    }
                    break 'steps;
                }
            }
        }
        let source_line = self.line(line).to_owned();
        let width = source_line.get(col..).map_or(1, |rest| {
            rest.split(':').next().unwrap_or("").chars().count().max(1)
        });
        Location {
            file: file.to_path_buf(),
            line,
            column: source_line.get(..col).map_or(1, |s| s.chars().count() + 1),
            source_line,
            width,
        }
    }
}

/// The location of `path` in document `doc` (0-based) of `text`, indexing `text` for
/// this one call: for many calls on one text, index it once ([`Index`]).
pub fn locate(file: &Path, text: &str, doc: usize, path: &[Step]) -> Location {
    Index::new(text).locate(file, doc, path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_nested_keys_and_items() {
        let text = "---\napiVersion: v1\nspec:\n  names:\n    kind: Foo\n  versions:\n  - name: v1\n    schema:\n      x: 1\n  - name: v2\n    schema:\n      openAPIV3Schema:\n        type: object\n";
        let at = |path: Vec<Step>| {
            let l = locate(Path::new("f.yaml"), text, 0, &path);
            (l.line, l.column)
        };
        let k = |s: &str| Step::Key(s.to_owned());
        assert_eq!(at(vec![k("spec"), k("names"), k("kind")]), (5, 5));
        assert_eq!(
            at(vec![
                k("spec"),
                k("versions"),
                Step::Index(1),
                k("schema"),
                k("openAPIV3Schema")
            ]),
            (12, 7)
        );
        assert_eq!(at(vec![k("spec"), k("versions"), Step::Index(1)]), (10, 5));
    }
}
