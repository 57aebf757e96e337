//! Choosing a string's style (R5) from go-yaml's scalar analysis (R7,
//! `yaml_emitter_analyze_scalar`), on code points.

use super::resolve::{Resolved, is_base60_float, resolve};

/// How a scalar is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Style {
    Plain,
    Single,
    Double,
    Literal,
}

/// libyaml's `is_break`: the line breaks YAML knows.
pub(crate) fn is_break(c: char) -> bool {
    matches!(c, '\n' | '\r' | '\u{85}' | '\u{2028}' | '\u{2029}')
}

/// go-yaml's `is_printable` (which, unlike the YAML spec, leaves out U+10000 and up).
pub(crate) fn is_printable(c: char) -> bool {
    matches!(c, '\n' | '\u{20}'..='\u{7E}' | '\u{A0}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}')
        && c != '\u{FEFF}'
}

/// What go-yaml's analysis allows for one scalar in block context.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Analysis {
    /// Has a line break (any of [`is_break`]).
    pub multiline: bool,
    pub plain_allowed: bool,
    pub single_allowed: bool,
    pub literal_allowed: bool,
}

/// R7: which styles can carry `s` unchanged.
pub(crate) fn analyze(s: &str) -> Analysis {
    if s.is_empty() {
        return Analysis {
            multiline: false,
            plain_allowed: true,
            single_allowed: true,
            literal_allowed: false,
        };
    }
    let document_marker = s.starts_with("---") || s.starts_with("...");
    // Every key and string of every CRD goes through here: ASCII text (nearly all of it)
    // is scanned on its bytes, which are its code points, without decoding a copy (#24).
    if s.is_ascii() {
        scan(document_marker, s.as_bytes())
    } else {
        let chars: Vec<char> = s.chars().collect();
        scan(document_marker, &chars)
    }
}

/// [`analyze`] on the code points of a non-empty string.
fn scan<C: Copy + Into<char>>(document_marker: bool, chars: &[C]) -> Analysis {
    let mut block_indicators = document_marker;
    let (mut line_breaks, mut special) = (false, false);
    let (mut leading_space, mut leading_break) = (false, false);
    let (mut trailing_space, mut trailing_break) = (false, false);
    let (mut break_space, mut space_break) = (false, false);
    let (mut previous_space, mut previous_break) = (false, false);
    let mut preceded_by_whitespace = true;
    for (i, &c) in chars.iter().enumerate() {
        let c: char = c.into();
        let next: Option<char> = chars.get(i + 1).map(|&n| n.into());
        let is_last = next.is_none();
        let followed_by_whitespace = next.is_none_or(|n| matches!(n, ' ' | '\t'));
        if i == 0 {
            match c {
                '#' | ',' | '[' | ']' | '{' | '}' | '&' | '*' | '!' | '|' | '>' | '\'' | '"'
                | '%' | '@' | '`' => block_indicators = true,
                '?' | ':' | '-' if followed_by_whitespace => block_indicators = true,
                _ => {}
            }
        } else {
            match c {
                ':' if followed_by_whitespace => block_indicators = true,
                '#' if preceded_by_whitespace => block_indicators = true,
                _ => {}
            }
        }
        if !is_printable(c) {
            special = true;
        }
        if c == ' ' {
            leading_space |= i == 0;
            trailing_space |= is_last;
            break_space |= previous_break;
            previous_space = true;
            previous_break = false;
        } else if is_break(c) {
            line_breaks = true;
            leading_break |= i == 0;
            trailing_break |= is_last;
            space_break |= previous_space;
            previous_space = false;
            previous_break = true;
        } else {
            previous_space = false;
            previous_break = false;
        }
        // libyaml's is_blankz: blank, break or NUL.
        preceded_by_whitespace = matches!(c, ' ' | '\t' | '\0') || is_break(c);
    }
    let mut a = Analysis {
        multiline: line_breaks,
        plain_allowed: true,
        single_allowed: true,
        literal_allowed: true,
    };
    if leading_space || leading_break || trailing_space || trailing_break {
        a.plain_allowed = false;
    }
    if trailing_space {
        a.literal_allowed = false;
    }
    if break_space {
        a.plain_allowed = false;
        a.single_allowed = false;
    }
    if space_break || special {
        a.plain_allowed = false;
        a.single_allowed = false;
        a.literal_allowed = false;
    }
    if line_breaks || block_indicators {
        a.plain_allowed = false;
    }
    a
}

/// R5: the style go-yaml v2 writes a string in. `key` is true in key position, where
/// literal blocks are not allowed.
pub(crate) fn string_style(s: &str, analysis: &Analysis, key: bool) -> Style {
    let wanted = if s.contains('\n') {
        Style::Literal
    } else if resolve(s) == Resolved::Str && !is_base60_float(s) {
        Style::Plain
    } else {
        Style::Double
    };
    downgrade(wanted, analysis, key)
}

/// R5.2: fall back from the wanted style to one that can hold the text.
fn downgrade(wanted: Style, a: &Analysis, key: bool) -> Style {
    let mut style = wanted;
    if key && a.multiline {
        style = Style::Double;
    }
    if style == Style::Plain && !a.plain_allowed {
        style = Style::Single;
    }
    if style == Style::Single && !a.single_allowed {
        style = Style::Double;
    }
    if style == Style::Literal && (!a.literal_allowed || key) {
        style = Style::Double;
    }
    style
}
