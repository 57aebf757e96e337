//! User values quoted inside a diagnostic.
//!
//! A message and a label are one line each, rendered inside rustc's layout (and inside a
//! GitHub annotation, a JSON object, a terminal). A value the user wrote — a string
//! literal in an attribute, a path in the configuration, a file name on disk — may hold
//! a line break or another control character; printed raw, it breaks that layout, and an
//! escape character could even drive the terminal. Every place that quotes such a value
//! passes it through [`value`] (or [`path`]) first.
//!
//! Only what cannot be shown on one line is escaped, the way Rust writes it in a string
//! literal (`\n`, `\t`, `\u{1b}`): backslashes, quotes and every printable character
//! stay as the user wrote them, so ordinary values (a regex `\d+`, a CEL rule with
//! quotes) read exactly as in the source.

use std::borrow::Cow;
use std::fmt::Write as _;
use std::path::Path;

/// Whether `c` must not appear raw inside a one-line diagnostic: control characters
/// (C0, DEL, C1, which include the line breaks `\n`, `\r` and NEL), the Unicode line and
/// paragraph separators, and the bidirectional formatting characters that would reorder
/// the rest of the line as it is displayed.
fn needs_escape(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{2028}' | '\u{2029}' | '\u{200e}' | '\u{200f}' | '\u{061c}'
        )
        || ('\u{202a}'..='\u{202e}').contains(&c)
        || ('\u{2066}'..='\u{2069}').contains(&c)
}

/// `text` with control characters, line breaks and bidirectional formatting characters
/// written as escapes; unchanged (and not copied) when it has none.
pub fn value(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_escape) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\0' => out.push_str("\\0"),
            c if needs_escape(c) => {
                let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// A path as [`value`] quotes it (displayed lossily when it is not UTF-8).
pub fn path(path: &Path) -> String {
    value(&path.display().to_string()).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_only_what_cannot_be_shown_on_one_line() {
        assert!(matches!(value("get;list"), Cow::Borrowed("get;list")));
        assert_eq!(value(r#"^\d+ "x" 'y' ü"#), r#"^\d+ "x" 'y' ü"#);
        assert_eq!(value("a\nb\r\tc\0"), "a\\nb\\r\\tc\\0");
        assert_eq!(value("\u{1b}[31mred"), "\\u{1b}[31mred");
        assert_eq!(
            value("x\u{85}y\u{2028}z\u{202e}w"),
            "x\\u{85}y\\u{2028}z\\u{202e}w"
        );
        assert_eq!(path(Path::new("config/a\nb.yaml")), "config/a\\nb.yaml");
    }
}
