//! Where a node of a parsed YAML document is in its text: the reader gives values, not
//! positions, so an import diagnostic finds its line again by walking the path through
//! the text's indentation (block style, as controller-gen and kubectl write CRDs). Best
//! effort: a path it cannot follow points at the document's first line.

use crate::diagnostic::{LineIndex, Location};
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

/// The 1-based line each document of `text` starts on (its first content line).
fn document_starts(text: &str) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut open = true;
    for (i, line) in text.lines().enumerate() {
        if line == "---" || line.starts_with("--- ") {
            open = true;
            continue;
        }
        let content = line.trim();
        if open && !content.is_empty() && !content.starts_with('#') {
            starts.push(i + 1);
            open = false;
        }
    }
    starts
}

/// Column (0-based) of the first character of a line's content after any `- ` item
/// markers, and that content.
fn content(line: &str) -> (usize, &str) {
    let mut col = line.len() - line.trim_start().len();
    let mut rest = line.trim_start();
    while let Some(r) = rest.strip_prefix("- ") {
        let trimmed = r.trim_start();
        col += rest.len() - trimmed.len();
        rest = trimmed;
    }
    (col, rest)
}

/// The location of `path` in document `doc` (0-based) of `text`.
pub fn locate(file: &Path, text: &str, doc: usize, path: &[Step]) -> Location {
    let lines: Vec<&str> = text.lines().collect();
    let start = document_starts(text).get(doc).copied().unwrap_or(1);
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
                    let (c, rest) = content(l);
                    if rest.is_empty() {
                        continue;
                    }
                    let indent = l.len() - l.trim_start().len();
                    if parent_col.is_some_and(|p| indent < p && i + 1 > from) {
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
                    let indent = l.len() - l.trim_start().len();
                    let trimmed = l.trim_start();
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
    let source_line = LineIndex::new(text).line(text, line).to_owned();
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
