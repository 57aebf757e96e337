//! Parsing one file, and reporting a syntax error where it is.

use std::path::Path;

use crate::diagnostic::{Diagnostic, Location};

/// Parses `text`, the contents of the file displayed as `shown`. The error is boxed
/// because it is rare and much larger than the success value.
pub(crate) fn parse(shown: &Path, text: &str) -> Result<syn::File, Box<Diagnostic>> {
    syn::parse_file(text).map_err(|err| Box::new(syntax_error(shown, text, &err)))
}

/// The syntax error as a diagnostic at syn's line and column.
fn syntax_error(shown: &Path, text: &str, err: &syn::Error) -> Diagnostic {
    let span = err.span();
    let mut message = err.to_string();
    let at_end = message.starts_with("unexpected end of input") || span.start().line == 0;
    let loc = if at_end {
        // syn spans the whole file for a truncated one; the problem is at its end.
        let last = text.lines().count().max(1);
        let source_line = text.lines().last().unwrap_or("").to_string();
        Location {
            file: shown.to_path_buf(),
            line: last,
            column: source_line.chars().count() + 1,
            source_line,
            width: 1,
        }
    } else {
        Location::from_span(shown, text, span)
    };
    if message == "cannot parse string into token stream" {
        // proc-macro2's lexer error names its own API; say what it means for a file.
        message = "unbalanced delimiter or unterminated literal".to_string();
    }
    Diagnostic::error(format!("syntax error: {message}"))
        .at(loc)
        .label(message)
        .help("fix the syntax; crdgen reads the source without compiling it, and `cargo check` shows the same error")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render(text: &str) -> String {
        match syn::parse_file(text) {
            Ok(_) => panic!("parsed"),
            Err(err) => syntax_error(Path::new("src/x.rs"), text, &err).render(),
        }
    }

    const HELP: &str = "  = help: fix the syntax; crdgen reads the source without compiling it, and `cargo check` shows the same error";

    #[test]
    fn unexpected_end_of_input_points_at_the_end() {
        let expected = [
            "error: syntax error: unexpected end of input, expected one of: `where`, parentheses, curly braces, `;`",
            " --> src/x.rs:2:13",
            "  |",
            "2 | pub struct A",
            "  |             ^ unexpected end of input, expected one of: `where`, parentheses, curly braces, `;`",
            "  |",
            HELP,
        ];
        assert_eq!(render("// header\npub struct A"), expected.join("\n"));
    }

    #[test]
    fn lexer_errors_are_explained() {
        let expected = [
            "error: syntax error: unbalanced delimiter or unterminated literal",
            " --> src/x.rs:1:14",
            "  |",
            "1 | pub struct A {",
            "  |              ^ unbalanced delimiter or unterminated literal",
            "  |",
            HELP,
        ];
        assert_eq!(render("pub struct A {\n    a: i32,\n"), expected.join("\n"));
    }
}
