//! Marker items as a person writes them (`min_length = 1`, `items(max_length = 5)`,
//! `enum = ["a", "b"]`), where proc-macro2's `Display` spaces every token apart.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};

/// `tokens` in rustfmt's spacing for attribute arguments.
pub(crate) fn print(tokens: &TokenStream) -> String {
    let mut out = String::new();
    write(tokens, &mut out);
    out
}

fn write(tokens: &TokenStream, out: &mut String) {
    // Whether the next word needs a space before it.
    let mut space = false;
    let mut joint = false;
    for tree in tokens.clone() {
        match tree {
            TokenTree::Ident(i) => {
                if space {
                    out.push(' ');
                }
                out.push_str(&i.to_string());
                space = true;
                joint = false;
            }
            TokenTree::Literal(l) => {
                if space {
                    out.push(' ');
                }
                out.push_str(&as_written(&l));
                space = true;
                joint = false;
            }
            TokenTree::Punct(p) => {
                let c = p.as_char();
                match c {
                    ',' | ';' => {
                        out.push(c);
                        space = true;
                    }
                    '=' if !joint => {
                        out.push_str(" = ");
                        space = false;
                    }
                    // `-1`, `::`, `.`: no spaces around.
                    _ => {
                        if space && c != ':' && c != '.' && !joint {
                            out.push(' ');
                        }
                        out.push(c);
                        space = false;
                    }
                }
                joint = p.spacing() == Spacing::Joint;
            }
            TokenTree::Group(g) => {
                let (open, close) = match g.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::Brace => ("{", "}"),
                    Delimiter::None => ("", ""),
                };
                // `items(...)` hugs its name; `= [..]` is spaced by the `=`.
                if space && g.delimiter() != Delimiter::Parenthesis {
                    out.push(' ');
                }
                out.push_str(open);
                write(&g.stream(), out);
                out.push_str(close);
                space = true;
                joint = false;
            }
        }
    }
}

/// A string literal as the user wrote it (`r"^\d+$"` stays raw, escapes stay as typed)
/// when its span still covers source text of the same value; otherwise proc-macro2's
/// spelling. Migration must not rewrite what it only moves.
fn as_written(literal: &proc_macro2::Literal) -> String {
    let printed = literal.to_string();
    if let Some(source) = literal.span().source_text()
        && source != printed
        && let (Ok(written), Ok(ours)) = (
            syn::parse_str::<syn::LitStr>(&source),
            syn::parse_str::<syn::LitStr>(&printed),
        )
        && written.value() == ours.value()
    {
        return source;
    }
    printed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_print_as_written() {
        let t: TokenStream = quote::quote!(min_length = 1, items(max_length = 5), enum = ["a", "b"], minimum = -1, validation(rule = "self > 0", message = "m"), pattern = r"^a$");
        assert_eq!(
            print(&t),
            r#"min_length = 1, items(max_length = 5), enum = ["a", "b"], minimum = -1, validation(rule = "self > 0", message = "m"), pattern = r"^a$""#
        );
    }

    /// A reader moves a literal by its value (`LitStr::new(value, span)`); printing gives
    /// back the user's spelling from the span, raw string and escapes kept, but only while
    /// that spelling still means the same value.
    #[test]
    fn a_moved_string_keeps_the_users_spelling() {
        let raw: syn::LitStr = syn::parse_str(r#"r"^(\S+\s+){4}\S+$""#).unwrap();
        let moved = syn::LitStr::new(&raw.value(), raw.span());
        assert_eq!(
            print(&quote::quote!(pattern = #moved)),
            r#"pattern = r"^(\S+\s+){4}\S+$""#
        );
        let changed = syn::LitStr::new("^x$", raw.span());
        assert_eq!(
            print(&quote::quote!(pattern = #changed)),
            r#"pattern = "^x$""#
        );
    }
}
