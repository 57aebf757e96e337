//! Parsing one file, and reporting a syntax error where it is.

use std::path::Path;

use proc_macro2::{Spacing, Span, TokenStream, TokenTree};

use crate::diagnostic::codes;
use crate::diagnostic::{Diagnostic, Location};

/// How deeply brackets and generic arguments may nest in one source file. syn parses
/// (and drops) nested syntax recursively, so a file nested thousands of levels deep
/// would overflow the stack; real code nests a dozen or so.
pub const MAX_SOURCE_NESTING: usize = 128;

/// Parses `text`, the contents of the file displayed as `shown`. The error is boxed
/// because it is rare and much larger than the success value.
pub(crate) fn parse(shown: &Path, text: &str) -> Result<syn::File, Box<Diagnostic>> {
    // proc-macro2's lexer is iterative, so the depth is measured on its tokens before
    // syn recurses into them, and syn then parses those same tokens: lexing the text a
    // second time in `syn::parse_file` cost 7% of a 1,000-kind run (#24). A lexer error
    // is left to syn, which reports it in place; so is a file that starts with a shebang
    // or a byte-order mark, which `syn::parse_file` strips before it lexes.
    let tokens = match text.parse::<TokenStream>() {
        Ok(tokens) => tokens,
        Err(_) => {
            return syn::parse_file(text).map_err(|err| Box::new(syntax_error(shown, text, &err)));
        }
    };
    if let Some(span) = too_deep(tokens.clone()) {
        return Err(Box::new(
            Diagnostic::error(codes::input::SOURCE_TOO_DEEP, format!(
                "nested more than {MAX_SOURCE_NESTING} levels deep"
            ))
            .at(Location::from_span(shown, text, span))
            .label("too deeply nested")
            .help("flatten the nesting of brackets and generic arguments (`Vec<Vec<...>>`); crdgen stops here rather than overflow its stack"),
        ));
    }
    let parsed = if text.starts_with("#!") || text.starts_with('\u{feff}') {
        syn::parse_file(text)
    } else {
        syn::parse2::<syn::File>(tokens)
    };
    parsed.map_err(|err| Box::new(syntax_error(shown, text, &err)))
}

/// The first token nested deeper than [`MAX_SOURCE_NESTING`], counting delimited groups
/// and `<` not yet closed by `>` in the same statement. The count is an upper bound on
/// syn's recursion: a comparison `a < b` counts as an open bracket until the next `;`.
fn too_deep(tokens: TokenStream) -> Option<Span> {
    // One frame per open group: its remaining tokens, and the open `<` within it.
    let mut stack: Vec<(proc_macro2::token_stream::IntoIter, usize)> =
        vec![(tokens.into_iter(), 0)];
    let mut depth = 0usize;
    let mut previous_joint: Option<char> = None;
    while let Some((iter, angles)) = stack.last_mut() {
        let Some(token) = iter.next() else {
            depth -= *angles;
            stack.pop();
            depth = depth.saturating_sub(1);
            previous_joint = None;
            continue;
        };
        let after = previous_joint.take();
        match token {
            TokenTree::Group(group) => {
                if depth + 1 > MAX_SOURCE_NESTING {
                    return Some(group.span_open());
                }
                depth += 1;
                stack.push((group.stream().into_iter(), 0));
            }
            TokenTree::Punct(punct) => {
                let c = punct.as_char();
                match c {
                    '<' if after != Some('<') => {
                        if depth + 1 > MAX_SOURCE_NESTING {
                            return Some(punct.span());
                        }
                        depth += 1;
                        *angles += 1;
                    }
                    // `->`, `=>` and `>=` close nothing.
                    '>' if *angles > 0 && !matches!(after, Some('-' | '=')) => {
                        depth -= 1;
                        *angles -= 1;
                    }
                    ';' => {
                        depth -= *angles;
                        *angles = 0;
                    }
                    _ => {}
                }
                if punct.spacing() == Spacing::Joint {
                    previous_joint = Some(c);
                }
            }
            TokenTree::Ident(_) | TokenTree::Literal(_) => {}
        }
    }
    None
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
    Diagnostic::error(codes::input::RUST_SYNTAX, format!("syntax error: {message}"))
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
    fn the_depth_check_stops_at_the_first_token_too_deep() {
        let parens = |n| format!("{}{}", "(".repeat(n), ")".repeat(n));
        assert!(too_deep(parens(MAX_SOURCE_NESTING).parse().unwrap()).is_none());
        let span = too_deep(parens(MAX_SOURCE_NESTING + 1).parse().unwrap()).unwrap();
        assert_eq!(
            (span.start().line, span.start().column),
            (1, MAX_SOURCE_NESTING)
        );
        // `<` counts until its `>` or the statement's end; `->` and `>=` close nothing.
        let angles = |n| format!("type A = {}x{};", "Vec<".repeat(n), ">".repeat(n));
        assert!(too_deep(angles(MAX_SOURCE_NESTING).parse().unwrap()).is_none());
        let span = too_deep(angles(MAX_SOURCE_NESTING + 1).parse().unwrap()).unwrap();
        let column = "type A = ".len() + 4 * (MAX_SOURCE_NESTING + 1) - 1;
        assert_eq!((span.start().line, span.start().column), (1, column));
        let closed = format!("fn f() -> bool {{ {} }}", "a >= b; c < d; ".repeat(200));
        assert!(too_deep(closed.parse().unwrap()).is_none());
    }

    #[test]
    fn unexpected_end_of_input_points_at_the_end() {
        let expected = [
            "error[E0002]: syntax error: unexpected end of input, expected one of: `where`, parentheses, curly braces, `;`",
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
            "error[E0002]: syntax error: unbalanced delimiter or unterminated literal",
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
