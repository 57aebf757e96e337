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
/// `str::lines` splits them) measured, and where each document is. Locating a path then
/// walks only the lines of the subtrees on the way, never the whole file, so many
/// warnings in a large bundle cost no rescan each.
#[derive(Debug)]
pub struct Index<'t> {
    lines: Vec<Line<'t>>,
    docs: Vec<Doc>,
}

/// Where one document of the text is.
#[derive(Debug, Clone, Copy)]
struct Doc {
    /// The 1-based line it starts on (its first content line, which may be its `---`
    /// line: `--- {apiVersion: v1, …}`).
    start: usize,
    /// The 1-based line after its last (the next `---` or `...`, or past the end): a path
    /// is never looked for in the next document.
    end: usize,
    /// The 0-based column of its content when it is written in flow style (`{…}` or
    /// `[…]`), whose keys the walk by indentation cannot follow.
    flow: Option<usize>,
}

impl<'t> Index<'t> {
    /// Indexes `text`: one pass over its lines.
    pub fn new(text: &'t str) -> Index<'t> {
        let lines: Vec<Line<'t>> = text.lines().map(Line::new).collect();
        let mut docs: Vec<Doc> = Vec::new();
        let mut open = true;
        for (i, line) in lines.iter().enumerate() {
            // A document marker: `---` (content may follow on its line) or `...`.
            let after_marker = line
                .raw
                .strip_prefix("---")
                .filter(|r| r.is_empty() || r.starts_with([' ', '\t']));
            if after_marker.is_some() || line.raw == "..." || line.raw.starts_with("... ") {
                if let Some(last) = docs.last_mut().filter(|_| !open) {
                    last.end = i + 1;
                }
                open = true;
            }
            let content = match after_marker {
                Some(rest) => rest.trim(),
                None if line.raw == "..." || line.raw.starts_with("... ") => continue,
                None => line.raw.trim(),
            };
            if open && !content.is_empty() && !content.starts_with('#') {
                let col = line.raw.len() - line.raw.trim_start_matches(['-', ' ', '\t']).len();
                let col = if after_marker.is_some() {
                    col
                } else {
                    line.indent
                };
                docs.push(Doc {
                    start: i + 1,
                    end: lines.len() + 1,
                    flow: content.starts_with(['{', '[']).then_some(col),
                });
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
        let Some(&Doc { start, end, flow }) = self.docs.get(doc) else {
            return self.location(file, 1, 0);
        };
        if let Some(col) = flow {
            // At the opening bracket, one character wide.
            let mut at = self.location(file, start, col);
            at.width = 1;
            return at;
        }
        // The document's lines only.
        let lines = &self.lines[..end.saturating_sub(1).min(self.lines.len())];
        let (mut line, mut col) = (start, 0usize);
        let mut parent_col: Option<usize> = None;
        // The first step is a key of the document itself, at its first line's indentation:
        // not a deeper key of that name earlier in the text (the CRD's `status` after a
        // schema's `status` property).
        let top = lines.get(start.saturating_sub(1)).map(|l| l.indent);
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
                            && (n > 0 || top.is_none_or(|t| c == t))
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
        self.location(file, line, col)
    }

    /// The location of the 0-based column `col` of line `line` (1-based), as wide as the
    /// key there.
    fn location(&self, file: &Path, line: usize, col: usize) -> Location {
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

    #[test]
    fn a_first_key_is_the_documents_own() {
        // The CRD's `status` comes after a schema property named `status`.
        let text = "---\nspec:\n  versions:\n  - schema:\n      properties:\n        status:\n          type: object\nstatus:\n  conditions: []\n";
        let l = locate(
            Path::new("f.yaml"),
            text,
            0,
            &[Step::Key("status".to_owned())],
        );
        assert_eq!(
            (l.line, l.column, l.source_line.as_str()),
            (8, 1, "status:")
        );
    }

    #[test]
    fn flow_documents_on_their_start_line_keep_the_others_in_place() {
        // Document 0 is a flow mapping on its `---` line, document 1 is block style,
        // document 2 a flow mapping on the line after its `---`, document 3 block style
        // after a `...` end marker.
        let text = "--- {apiVersion: v1, spec: {names: {kind: Foo}}}\n---\napiVersion: v1\nspec:\n  names:\n    kind: Bar\n--- # the third\n  {spec: {}}\n...\n---\nspec:\n  group: g\n";
        let index = Index::new(text);
        let k = |s: &str| Step::Key(s.to_owned());
        let at = |doc: usize, path: Vec<Step>| {
            let l = index.locate(Path::new("f.yaml"), doc, &path);
            (l.line, l.column, l.width, l.source_line)
        };
        let kind = vec![k("spec"), k("names"), k("kind")];
        // A flow document is located at its first character: its keys are not followed.
        assert_eq!(
            at(0, kind.clone()),
            (
                1,
                5,
                1,
                "--- {apiVersion: v1, spec: {names: {kind: Foo}}}".to_owned()
            )
        );
        assert_eq!(at(1, kind.clone()), (6, 5, 4, "    kind: Bar".to_owned()));
        assert_eq!(at(2, vec![k("spec")]), (8, 3, 1, "  {spec: {}}".to_owned()));
        assert_eq!(
            at(3, vec![k("spec"), k("group")]),
            (12, 3, 5, "  group: g".to_owned())
        );
        // A path missing from a document is not looked for in the next one: it points at
        // the document's first line.
        assert_eq!(
            at(1, vec![k("spec"), k("group")]),
            (4, 1, 4, "spec:".to_owned())
        );
        // Past the last document: the file's first line.
        assert_eq!(at(4, vec![k("spec")]).0, 1);
    }
}
