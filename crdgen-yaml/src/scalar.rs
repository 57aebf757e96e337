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
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
        printable_ascii(document_marker, s.as_bytes())
            .unwrap_or_else(|| scan(document_marker, s.as_bytes()))
    } else {
        let chars: Vec<char> = s.chars().collect();
        scan(document_marker, &chars)
    }
}

/// [`scan`]'s result for a non-empty ASCII string whose only control character is `\n`
/// (no tab, no `\r`): nearly every key and description. Without other breaks and tabs,
/// what `scan` looks for comes down to pairs of neighbouring bytes — a `:` before a
/// space, a `#` after a space or break, a space before or after a break — and the two
/// ends, found in one tight pass over the bytes (#24: the character loop was 6% of a
/// 1,000-kind run). `None` when the string has another control character, for `scan`.
fn printable_ascii(document_marker: bool, b: &[u8]) -> Option<Analysis> {
    let printable = |c: u8| c == b'\n' || (b' '..=b'~').contains(&c);
    let (&first, &last) = (b.first()?, b.last()?);
    // Most strings have no break, `:` or `#` at all: one pass of table lookups (which
    // the compiler turns into a few instructions a byte) settles them, leaving only the
    // two ends to look at.
    let classes = b.iter().fold(0u8, |seen, &c| seen | CLASS[usize::from(c)]);
    if classes & OTHER_CONTROL != 0 {
        return None;
    }
    if classes & (BREAK | COLON_OR_HASH) == 0 {
        let indicator = first_indicator(b);
        return Some(Analysis {
            multiline: false,
            plain_allowed: !(first == b' ' || last == b' ' || indicator || document_marker),
            single_allowed: true,
            literal_allowed: last != b' ',
        });
    }
    let (mut control, mut indicator) = (!printable(first), false);
    let (mut break_space, mut space_break) = (false, false);
    let mut line_breaks = first == b'\n';
    let mut previous = first;
    for &c in &b[1..] {
        control |= !printable(c);
        line_breaks |= c == b'\n';
        indicator |=
            (previous == b':' && c == b' ') || (c == b'#' && matches!(previous, b' ' | b'\n'));
        break_space |= previous == b'\n' && c == b' ';
        space_break |= previous == b' ' && c == b'\n';
        previous = c;
    }
    if control {
        return None;
    }
    // A `:` last is followed by the end, which counts as whitespace; at the start it is
    // one of the first character's indicators.
    indicator |= b.len() > 1 && last == b':';
    indicator |= first_indicator(b);
    let ends = matches!(first, b' ' | b'\n') || matches!(last, b' ' | b'\n');
    Some(Analysis {
        multiline: line_breaks,
        plain_allowed: !(ends || line_breaks || indicator || document_marker),
        single_allowed: !(break_space || space_break),
        literal_allowed: !(last == b' ' || space_break),
    })
}

/// Whether the first character of a non-empty ASCII string without tabs is one of
/// `scan`'s block indicators there.
fn first_indicator(b: &[u8]) -> bool {
    match b.first() {
        Some(
            b'#' | b',' | b'[' | b']' | b'{' | b'}' | b'&' | b'*' | b'!' | b'|' | b'>' | b'\''
            | b'"' | b'%' | b'@' | b'`',
        ) => true,
        Some(b'?' | b':' | b'-') => b.get(1).is_none_or(|&n| n == b' '),
        _ => false,
    }
}

/// [`CLASS`] bit: a control character other than `\n` (or DEL, or not ASCII).
const OTHER_CONTROL: u8 = 1;
/// [`CLASS`] bit: `\n`.
const BREAK: u8 = 2;
/// [`CLASS`] bit: `:` or `#`, which may be indicators inside a string.
const COLON_OR_HASH: u8 = 4;

/// The class bits of each byte, for [`printable_ascii`]'s first pass.
static CLASS: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        table[i] = match i as u8 {
            b'\n' => BREAK,
            b':' | b'#' => COLON_OR_HASH,
            b' '..=b'~' => 0,
            _ => OTHER_CONTROL,
        };
        i += 1;
    }
    table
};

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
    // Without any break (`multiline` false) there is no `\n` to look for.
    let wanted = if analysis.multiline && s.contains('\n') {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The short cut gives what the character loop gives, on every string of up to four
    /// characters drawn from those the analysis looks at (and a plain letter).
    #[test]
    fn printable_ascii_agrees_with_the_character_loop() {
        let alphabet = [
            b' ', b':', b'#', b'-', b'?', b'a', b'\'', b'.', b'\t', b'\n', b'\r', b'|',
        ];
        let mut strings: Vec<Vec<u8>> = vec![Vec::new()];
        let mut checked = 0;
        for _ in 0..4 {
            let mut longer = Vec::new();
            for s in &strings {
                for &c in &alphabet {
                    let mut t = s.clone();
                    t.push(c);
                    longer.push(t);
                }
            }
            for s in &longer {
                let marker = s.starts_with(b"---") || s.starts_with(b"...");
                if let Some(fast) = printable_ascii(marker, s) {
                    assert_eq!(fast, scan(marker, s), "{:?}", String::from_utf8_lossy(s));
                    checked += 1;
                } else {
                    assert!(s.iter().any(|&c| c != b'\n' && !(b' '..=b'~').contains(&c)));
                }
            }
            strings = longer;
        }
        // Strings without `\t` and `\r`: ten characters of the twelve.
        assert_eq!(checked, 10 + 100 + 1000 + 10000);
        for s in [
            "---", "--- x", "...", "a: b", "a:", "a #b", "a#b", " a", "a ", "a\n#b", "a \nb",
            "a\n b\n",
        ] {
            assert_eq!(
                analyze(s),
                scan(s.starts_with("---") || s.starts_with("..."), s.as_bytes()),
                "{s}"
            );
        }
    }
}
