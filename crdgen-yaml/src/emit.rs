//! The block emitter: a port of the parts of go-yaml v2's `emitterc.go` that a JSON value
//! reaches (R1, R3, R8), with the same column/indentation state, so that line folding and
//! indentation come out byte for byte as controller-gen's.

use serde_json::{Map, Number, Value};

use super::float::format_g;
use super::keys::go_order;
use super::scalar::{Style, analyze, is_break, is_printable, string_style};

/// Width beyond which go-yaml folds at a space (`best_width`).
const BEST_WIDTH: usize = 80;
/// Indentation step (`best_indent`).
const BEST_INDENT: i32 = 2;
/// Longest key, in UTF-8 bytes, go-yaml writes as a simple `key:` (`check_simple_key`).
const MAX_SIMPLE_KEY: usize = 128;

/// Emitter state, named after libyaml's fields.
pub(crate) struct Emitter {
    out: String,
    /// Code points already on the current line.
    column: usize,
    /// The last thing written was whitespace (or nothing yet).
    whitespace: bool,
    /// Only indentation (and indentation-like indicators `-`, `?`, `:`) on this line so far.
    indention: bool,
    indent: i32,
    indents: Vec<i32>,
}

impl Emitter {
    pub(crate) fn new(out: String) -> Self {
        Emitter {
            out,
            column: 0,
            whitespace: true,
            indention: true,
            indent: -1,
            indents: Vec::new(),
        }
    }

    /// Writes one document body: the node, then the final line break (R0).
    pub(crate) fn document(mut self, value: &Value) -> String {
        self.node(value, false);
        // yaml_emitter_emit_document_end: a break unless the body ended with one.
        self.write_indent();
        self.out
    }

    fn put(&mut self, c: char) {
        self.out.push(c);
        self.column += 1;
    }

    fn put_break(&mut self) {
        self.out.push('\n');
        self.column = 0;
    }

    fn write_indent(&mut self) {
        let indent = usize::try_from(self.indent).unwrap_or(0);
        if !self.indention || self.column > indent || (self.column == indent && !self.whitespace) {
            self.put_break();
        }
        while self.column < indent {
            self.put(' ');
        }
        self.whitespace = true;
        self.indention = true;
    }

    fn write_indicator(
        &mut self,
        indicator: &str,
        need_whitespace: bool,
        is_whitespace: bool,
        is_indention: bool,
    ) {
        if need_whitespace && !self.whitespace {
            self.put(' ');
        }
        for c in indicator.chars() {
            self.put(c);
        }
        self.whitespace = is_whitespace;
        self.indention = self.indention && is_indention;
    }

    fn increase_indent(&mut self, flow: bool, indentless: bool) {
        self.indents.push(self.indent);
        if self.indent < 0 {
            self.indent = if flow { BEST_INDENT } else { 0 };
        } else if !indentless {
            self.indent += BEST_INDENT;
        }
    }

    fn pop_indent(&mut self) {
        self.indent = self.indents.pop().unwrap_or(-1);
    }

    /// `mapping_context`: the node is a mapping value (sequences there are not indented).
    fn node(&mut self, value: &Value, mapping_context: bool) {
        match value {
            Value::Null => self.scalar("null", Style::Plain, true),
            Value::Bool(b) => self.scalar(if *b { "true" } else { "false" }, Style::Plain, true),
            Value::Number(n) => self.scalar(&number_text(n), Style::Plain, true),
            Value::String(s) => {
                let style = string_style(s, &analyze(s), false);
                self.scalar(s, style, true);
            }
            Value::Array(items) if items.is_empty() => self.empty_flow("[", "]"),
            Value::Object(map) if map.is_empty() => self.empty_flow("{", "}"),
            Value::Array(items) => self.sequence(items, mapping_context),
            Value::Object(map) => self.mapping(map),
        }
    }

    fn empty_flow(&mut self, open: &str, close: &str) {
        self.write_indicator(open, true, true, false);
        self.write_indicator(close, false, false, false);
    }

    fn sequence(&mut self, items: &[Value], mapping_context: bool) {
        let indentless = mapping_context && !self.indention;
        self.increase_indent(false, indentless);
        for item in items {
            self.write_indent();
            self.write_indicator("-", true, false, true);
            self.node(item, false);
        }
        self.pop_indent();
    }

    fn mapping(&mut self, map: &Map<String, Value>) {
        self.increase_indent(false, false);
        let entries: Vec<(&str, &Value)> = map.iter().map(|(k, v)| (k.as_str(), v)).collect();
        let keys: Vec<&str> = entries.iter().map(|&(k, _)| k).collect();
        for (key, value) in go_order(&keys).into_iter().filter_map(|i| entries.get(i)) {
            let (key, value) = (*key, *value);
            self.write_indent();
            let analysis = analyze(key);
            let style = string_style(key, &analysis, true);
            if key.len() <= MAX_SIMPLE_KEY && !analysis.multiline {
                self.scalar(key, style, false);
                self.write_indicator(":", false, false, false);
            } else {
                self.write_indicator("?", true, false, true);
                self.scalar(key, style, false);
                self.write_indent();
                self.write_indicator(":", true, false, true);
            }
            self.node(value, true);
        }
        self.pop_indent();
    }

    /// Writes a scalar whose style is already decided (non-strings are always plain: their
    /// text has no indicator). `allow_breaks` is false for keys, which never fold.
    fn scalar(&mut self, text: &str, style: Style, allow_breaks: bool) {
        self.increase_indent(true, false);
        match style {
            Style::Plain => self.plain(text, allow_breaks),
            Style::Single => self.single_quoted(text, allow_breaks),
            Style::Double => self.double_quoted(text, allow_breaks),
            Style::Literal => self.literal(text),
        }
        self.pop_indent();
    }

    /// Writes `text` at once when no character of it needs handling and no space in it
    /// can fold (every space starts at or before column [`BEST_WIDTH`]): the common case,
    /// and the per-character loops below would give the same bytes (#24).
    fn put_unfolded(
        &mut self,
        text: &str,
        allow_breaks: bool,
        special: impl Fn(char) -> bool,
    ) -> bool {
        let ascii = text.is_ascii();
        let count = if ascii {
            text.len()
        } else {
            text.chars().count()
        };
        if allow_breaks && self.column + count > BEST_WIDTH {
            return false;
        }
        // ASCII text is tested on its bytes, without decoding them.
        let needs_care = if ascii {
            text.bytes().any(|b| special(char::from(b)))
        } else {
            text.chars().any(special)
        };
        if needs_care {
            return false;
        }
        self.out.push_str(text);
        self.column += count;
        true
    }

    fn plain(&mut self, text: &str, allow_breaks: bool) {
        if !self.whitespace {
            self.put(' ');
        }
        // Plain text never holds a break, so only folding needs the loop.
        if self.put_unfolded(text, allow_breaks, |_| false) {
            self.whitespace = false;
            self.indention = false;
            return;
        }
        let chars: Vec<char> = text.chars().collect();
        let mut spaces = false;
        for (i, &c) in chars.iter().enumerate() {
            if c == ' ' {
                let next_is_space = chars.get(i + 1) == Some(&' ');
                if allow_breaks && !spaces && self.column > BEST_WIDTH && !next_is_space {
                    self.write_indent();
                } else {
                    self.put(c);
                }
                spaces = true;
            } else {
                // Plain text never holds a break (the analysis forbids it).
                self.put(c);
                self.indention = false;
                spaces = false;
            }
        }
        self.whitespace = false;
        self.indention = false;
    }

    /// Writes a break character as libyaml's `write_break` does: `\n` as a line break, any
    /// other break verbatim, both starting a new line.
    fn write_break(&mut self, c: char) {
        if c == '\n' {
            self.put_break();
        } else {
            self.out.push(c);
            self.column = 0;
        }
    }

    fn single_quoted(&mut self, text: &str, allow_breaks: bool) {
        self.write_indicator("'", true, false, false);
        if self.put_unfolded(text, allow_breaks, |c| c == '\'' || is_break(c)) {
            self.write_indicator("'", false, false, false);
            self.whitespace = false;
            self.indention = false;
            return;
        }
        let chars: Vec<char> = text.chars().collect();
        let last = chars.len().saturating_sub(1);
        let (mut spaces, mut breaks) = (false, false);
        for (i, &c) in chars.iter().enumerate() {
            if c == ' ' {
                let next_is_space = chars.get(i + 1) == Some(&' ');
                if allow_breaks
                    && !spaces
                    && self.column > BEST_WIDTH
                    && i > 0
                    && i < last
                    && !next_is_space
                {
                    self.write_indent();
                } else {
                    self.put(c);
                }
                spaces = true;
            } else if is_break(c) {
                if !breaks && c == '\n' {
                    self.put_break();
                }
                self.write_break(c);
                self.indention = true;
                breaks = true;
            } else {
                if breaks {
                    self.write_indent();
                }
                if c == '\'' {
                    self.put('\'');
                }
                self.put(c);
                self.indention = false;
                spaces = false;
                breaks = false;
            }
        }
        self.write_indicator("'", false, false, false);
        self.whitespace = false;
        self.indention = false;
    }

    fn double_quoted(&mut self, text: &str, allow_breaks: bool) {
        self.write_indicator("\"", true, false, false);
        // go-yaml's is_bom looks at the start of the string, not at the current character,
        // so a leading BOM escapes everything.
        let escape_all = text.starts_with('\u{FEFF}');
        if !escape_all
            && self.put_unfolded(text, allow_breaks, |c| {
                !is_printable(c) || is_break(c) || c == '"' || c == '\\'
            })
        {
            self.write_indicator("\"", false, false, false);
            self.whitespace = false;
            self.indention = false;
            return;
        }
        let chars: Vec<char> = text.chars().collect();
        let last = chars.len().saturating_sub(1);
        let mut spaces = false;
        for (i, &c) in chars.iter().enumerate() {
            if escape_all || !is_printable(c) || is_break(c) || c == '"' || c == '\\' {
                self.escape(c);
                spaces = false;
            } else if c == ' ' {
                if allow_breaks && !spaces && self.column > BEST_WIDTH && i > 0 && i < last {
                    self.write_indent();
                    if chars.get(i + 1) == Some(&' ') {
                        self.put('\\');
                    }
                } else {
                    self.put(c);
                }
                spaces = true;
            } else {
                self.put(c);
                spaces = false;
            }
        }
        self.write_indicator("\"", false, false, false);
        self.whitespace = false;
        self.indention = false;
    }

    fn escape(&mut self, c: char) {
        self.put('\\');
        let short = match c {
            '\0' => Some('0'),
            '\u{7}' => Some('a'),
            '\u{8}' => Some('b'),
            '\t' => Some('t'),
            '\n' => Some('n'),
            '\u{B}' => Some('v'),
            '\u{C}' => Some('f'),
            '\r' => Some('r'),
            '\u{1B}' => Some('e'),
            '"' => Some('"'),
            '\\' => Some('\\'),
            '\u{85}' => Some('N'),
            '\u{A0}' => Some('_'),
            '\u{2028}' => Some('L'),
            '\u{2029}' => Some('P'),
            _ => None,
        };
        if let Some(s) = short {
            self.put(s);
            return;
        }
        let v = u32::from(c);
        let (letter, width) = match v {
            0..=0xFF => ('x', 2),
            0x100..=0xFFFF => ('u', 4),
            _ => ('U', 8),
        };
        self.put(letter);
        for k in (0..width).rev() {
            let digit = (v >> (k * 4)) & 0xF;
            self.put(char::from_digit(digit, 16).map_or('0', |d| d.to_ascii_uppercase()));
        }
    }

    fn literal(&mut self, text: &str) {
        self.write_indicator("|", true, false, false);
        self.block_scalar_hints(text);
        self.put_break();
        self.indention = true;
        self.whitespace = true;
        let mut breaks = true;
        // ASCII text whose only break is `\n` (descriptions, nearly always) is written a
        // line at a time, as the loop below would write it character by character (#24).
        if text.is_ascii() && !text.contains('\r') {
            for (i, line) in text.split('\n').enumerate() {
                if i > 0 {
                    self.write_break('\n');
                    self.indention = true;
                    breaks = true;
                }
                if !line.is_empty() {
                    if breaks {
                        self.write_indent();
                    }
                    self.out.push_str(line);
                    self.column += line.len();
                    self.indention = false;
                    breaks = false;
                }
            }
            return;
        }
        for c in text.chars() {
            if is_break(c) {
                self.write_break(c);
                self.indention = true;
                breaks = true;
            } else {
                if breaks {
                    self.write_indent();
                }
                self.put(c);
                self.indention = false;
                breaks = false;
            }
        }
    }

    /// The indentation indicator (when the text starts with a space or break) and the
    /// chomping indicator: `-` without a final break, none for one, `+` for more (or a lone
    /// break).
    fn block_scalar_hints(&mut self, text: &str) {
        let mut chars = text.chars();
        if chars
            .clone()
            .next()
            .is_some_and(|c| c == ' ' || is_break(c))
        {
            self.write_indicator("2", false, false, false);
        }
        let last = chars.next_back();
        let before_last = chars.next_back();
        let chomp = match (last, before_last) {
            (Some(l), _) if !is_break(l) => Some("-"),
            (None, _) => Some("-"),
            (Some(_), None) => Some("+"),
            (Some(_), Some(b)) if is_break(b) => Some("+"),
            _ => None,
        };
        if let Some(chomp) = chomp {
            self.write_indicator(chomp, false, false, false);
        }
    }
}

/// R4: integers in decimal, floats as Go's `%g` with shortest precision.
fn number_text(n: &Number) -> String {
    if let Some(i) = n.as_i64() {
        i.to_string()
    } else if let Some(u) = n.as_u64() {
        u.to_string()
    } else {
        n.as_f64().map_or_else(|| n.to_string(), format_g)
    }
}
