//! Reading YAML back for `crdgen fmt` (R9), and its values for `crdgen import`.
//!
//! `saphyr-parser` does the YAML syntax and reports each scalar's style and span; the
//! scalars are then typed by go-yaml v2's rules (see `resolve`), not YAML 1.2's, because
//! the files were written by go-yaml. The parser drops comments silently, so comments are
//! found here from the scalar spans: a `#` after whitespace outside every scalar.

use saphyr_parser::{Event, Marker, Parser, ScalarStyle, Span};
use serde_json::{Map, Number, Value};

use super::error::{YamlError, YamlErrorKind};
use super::resolve::{Resolved, resolve};

/// A parsed YAML file (one or more documents), for `crdgen fmt`.
#[derive(Debug, Clone, PartialEq)]
pub struct ParsedFile {
    /// The comment and blank lines before the first document, verbatim.
    pub leading: String,
    /// Whether a `---` line preceded the first document.
    pub separator: bool,
    /// The documents, in order, as JSON values (R9 typing).
    pub documents: Vec<Value>,
}

/// Parses a YAML file with go-yaml v2's typing of plain scalars (R9).
///
/// Fails on syntax errors, comments after the leading header (they would be lost),
/// anchors, aliases, tags, directives, non-string-like keys (mappings or sequences as
/// keys), duplicate keys, and `.inf`/`.nan`, which a CRD (being JSON) cannot hold.
pub fn parse(text: &str) -> Result<ParsedFile, YamlError> {
    let (parsed, scalar_spans) = parse_values(text)?;
    check_comments(text, parsed.leading.len(), &scalar_spans)?;
    Ok(parsed)
}

/// Reads a YAML file's values as [`parse`] does, comments anywhere allowed: for readers
/// that need the documents only and never write the file back (`crdgen import`, and the
/// CRDs `--external` reads), where a comment is valid YAML that carries no value.
/// `leading` is still the comment and blank lines before the first document.
///
/// Fails on everything else [`parse`] fails on.
pub fn read_values(text: &str) -> Result<ParsedFile, YamlError> {
    parse_values(text).map(|(parsed, _)| parsed)
}

/// The file's documents and the character spans of its scalars (where a `#` is no
/// comment), comments not looked at.
fn parse_values(text: &str) -> Result<(ParsedFile, Vec<(usize, usize)>), YamlError> {
    check_printable(text)?;
    let leading_len = leading_len(text);
    let leading = text[..leading_len].to_string();
    if text[leading_len..].starts_with('%') {
        let line_no = leading.matches('\n').count() + 1;
        return Err(YamlError::new(
            YamlErrorKind::Unsupported,
            "YAML directives are not supported: the file could not be reproduced",
            line_no,
            1,
        ));
    }
    let mut builder = Builder::default();
    for event in Parser::new_from_str(text) {
        let (event, span) = event.map_err(|e| {
            let m = e.marker();
            YamlError::new(YamlErrorKind::Syntax, e.info(), m.line(), m.col() + 1)
        })?;
        builder.event(event, span)?;
    }
    let parsed = ParsedFile {
        leading,
        separator: builder.first_explicit.unwrap_or(false),
        documents: builder.documents,
    };
    Ok((parsed, builder.scalar_spans))
}

/// Fails on the first character YAML does not allow in a stream (its `c-printable` set):
/// go-yaml refuses them ("control characters are not allowed"), and a C0 control read
/// into a comment or a scalar could not be written back the same way.
fn check_printable(text: &str) -> Result<(), YamlError> {
    for (_, _, c, line, column) in positions(text) {
        let printable = matches!(c,
            '\t' | '\n' | '\r' | ' '..='~' | '\u{85}' | '\u{A0}'..='\u{D7FF}'
            | '\u{E000}'..='\u{FFFD}' | '\u{10000}'..);
        if !printable {
            return Err(YamlError::new(
                YamlErrorKind::Syntax,
                format!(
                    "control character U+{:04X} is not allowed in YAML: write it escaped \
                     in a double-quoted string",
                    u32::from(c)
                ),
                line,
                column,
            ));
        }
    }
    Ok(())
}

/// Each character with its character index, byte offset, and 1-based line and column
/// (in characters), as errors report positions.
fn positions(text: &str) -> impl Iterator<Item = (usize, usize, char, usize, usize)> + '_ {
    let (mut line, mut column) = (1, 1);
    text.char_indices()
        .enumerate()
        .map(move |(index, (byte, c))| {
            let at = (index, byte, c, line, column);
            if c == '\n' {
                line += 1;
                column = 1;
            } else {
                column += 1;
            }
            at
        })
}

/// Byte length of the leading lines that are blank or comments. A lone `\r` ends a line
/// as `\n` and `\r\n` do (YAML's line breaks), so a comment never swallows what follows it.
fn leading_len(text: &str) -> usize {
    let mut len = 0;
    for line in text.split_inclusive(['\n', '\r']) {
        let trimmed = line.trim_start_matches([' ', '\t']);
        let body = trimmed.trim_end_matches(['\n', '\r']);
        if body.is_empty() || body.starts_with('#') {
            len += line.len();
        } else {
            break;
        }
    }
    len
}

/// Fails on the first comment after the leading lines: `crdgen fmt` would drop it.
fn check_comments(
    text: &str,
    skip_bytes: usize,
    spans: &[(usize, usize)],
) -> Result<(), YamlError> {
    let mut spans = spans.iter().peekable();
    let mut previous = '\n';
    for (index, byte, c, line, column) in positions(text) {
        while spans.peek().is_some_and(|(_, end)| *end <= index) {
            spans.next();
        }
        let in_scalar = spans.peek().is_some_and(|(start, _)| *start <= index);
        if c == '#'
            && byte >= skip_bytes
            && !in_scalar
            && matches!(previous, ' ' | '\t' | '\n' | '\r')
        {
            return Err(YamlError::new(
                YamlErrorKind::Comment,
                "comment inside a document: the file cannot be reproduced, because \
                 comments are lost when it is re-emitted",
                line,
                column,
            ));
        }
        previous = c;
    }
    Ok(())
}

/// Deepest nesting of sequences and mappings `parse` accepts.
const MAX_DEPTH: usize = 512;

/// A collection being built.
enum Frame {
    Seq(Vec<Value>),
    /// The map so far and the key waiting for its value.
    Map(Map<String, Value>, Option<String>),
}

/// Turns the event stream into documents.
#[derive(Default)]
struct Builder {
    stack: Vec<Frame>,
    documents: Vec<Value>,
    /// Whether the first document started with an explicit `---`.
    first_explicit: Option<bool>,
    /// `(start, end)` character indices of every scalar, in order.
    scalar_spans: Vec<(usize, usize)>,
}

fn error_at(kind: YamlErrorKind, message: impl Into<String>, mark: Marker) -> YamlError {
    YamlError::new(kind, message, mark.line(), mark.col() + 1)
}

impl Builder {
    fn event(&mut self, event: Event<'_>, span: Span) -> Result<(), YamlError> {
        let at = span.start;
        match event {
            Event::DocumentStart(explicit) => {
                self.first_explicit.get_or_insert(explicit);
            }
            Event::Alias(_) => {
                return Err(error_at(
                    YamlErrorKind::Unsupported,
                    "aliases are not supported",
                    at,
                ));
            }
            Event::Scalar(text, style, anchor, tag) => {
                self.scalar_spans
                    .push((span.start.index(), span.end.index()));
                check_plain_node(anchor, tag.is_some(), at)?;
                if self.expecting_key() {
                    return self.key(text.into_owned(), at);
                }
                let value = if style == ScalarStyle::Plain {
                    typed_plain(&text, at)?
                } else {
                    Value::String(text.into_owned())
                };
                self.value(value, at)?;
            }
            Event::SequenceStart(anchor, tag) => {
                check_plain_node(anchor, tag.is_some(), at)?;
                self.no_collection_key(at)?;
                self.check_depth(at)?;
                self.stack.push(Frame::Seq(Vec::new()));
            }
            Event::MappingStart(anchor, tag) => {
                check_plain_node(anchor, tag.is_some(), at)?;
                self.no_collection_key(at)?;
                self.check_depth(at)?;
                self.stack.push(Frame::Map(Map::new(), None));
            }
            Event::SequenceEnd | Event::MappingEnd => {
                let value = match self.stack.pop() {
                    Some(Frame::Seq(items)) => Value::Array(items),
                    Some(Frame::Map(map, _)) => Value::Object(map),
                    None => {
                        return Err(error_at(
                            YamlErrorKind::Syntax,
                            "unbalanced collection end",
                            at,
                        ));
                    }
                };
                self.value(value, at)?;
            }
            Event::Nothing | Event::StreamStart | Event::StreamEnd | Event::DocumentEnd => {}
        }
        Ok(())
    }

    /// The emitter recurses once per level, so absurd nesting is refused here rather than
    /// overflowing the stack later. Real CRDs nest a few dozen levels.
    fn check_depth(&self, at: Marker) -> Result<(), YamlError> {
        if self.stack.len() >= MAX_DEPTH {
            return Err(error_at(
                YamlErrorKind::TooDeep,
                format!(
                    "nested deeper than {MAX_DEPTH} levels of sequences and mappings, the most \
                     `crdgen fmt` reads (real CRDs nest a few dozen)"
                ),
                at,
            ));
        }
        Ok(())
    }

    fn expecting_key(&self) -> bool {
        matches!(self.stack.last(), Some(Frame::Map(_, None)))
    }

    fn no_collection_key(&self, at: Marker) -> Result<(), YamlError> {
        if self.expecting_key() {
            return Err(error_at(
                YamlErrorKind::Unsupported,
                "a sequence or mapping as a key is not supported (JSON keys are strings)",
                at,
            ));
        }
        Ok(())
    }

    fn key(&mut self, key: String, at: Marker) -> Result<(), YamlError> {
        if let Some(Frame::Map(map, pending)) = self.stack.last_mut() {
            if map.contains_key(&key) {
                return Err(error_at(
                    YamlErrorKind::DuplicateKey,
                    format!("duplicate key {key:?}"),
                    at,
                ));
            }
            *pending = Some(key);
        }
        Ok(())
    }

    /// Places a finished value: into the open sequence or map, or as a whole document.
    fn value(&mut self, value: Value, at: Marker) -> Result<(), YamlError> {
        match self.stack.last_mut() {
            None => self.documents.push(value),
            Some(Frame::Seq(items)) => items.push(value),
            Some(Frame::Map(map, pending)) => match pending.take() {
                Some(key) => {
                    map.insert(key, value);
                }
                None => {
                    return Err(error_at(
                        YamlErrorKind::Syntax,
                        "a value where a key was expected",
                        at,
                    ));
                }
            },
        }
        Ok(())
    }
}

/// Anchors and tags cannot be reproduced by the emitter, so they are refused.
fn check_plain_node(anchor: usize, tagged: bool, at: Marker) -> Result<(), YamlError> {
    if anchor != 0 {
        return Err(error_at(
            YamlErrorKind::Unsupported,
            "anchors are not supported",
            at,
        ));
    }
    if tagged {
        return Err(error_at(
            YamlErrorKind::Unsupported,
            "tags are not supported",
            at,
        ));
    }
    Ok(())
}

/// Types a plain scalar by go-yaml v2's rules (R9). Timestamps stay strings; `-0` is the
/// float −0.0, which is what go-yaml writes it for.
fn typed_plain(text: &str, at: Marker) -> Result<Value, YamlError> {
    if text == "-0" {
        return Ok(Number::from_f64(-0.0).map_or(Value::Null, Value::Number));
    }
    Ok(match resolve(text) {
        Resolved::Null => Value::Null,
        Resolved::Bool(b) => Value::Bool(b),
        Resolved::Int(i) => Value::from(i),
        Resolved::Uint(u) => Value::from(u),
        Resolved::Float(f) => match Number::from_f64(f) {
            Some(n) => Value::Number(n),
            None => return Err(non_finite(text, at)),
        },
        Resolved::NonFinite => return Err(non_finite(text, at)),
        Resolved::Timestamp | Resolved::Str => Value::String(text.to_string()),
    })
}

fn non_finite(text: &str, at: Marker) -> YamlError {
    error_at(
        YamlErrorKind::NonFinite,
        format!("{text} is not a finite number: a CRD is JSON, which cannot hold it"),
        at,
    )
}
