//! The rustdoc lints an imported module's doc comments trip, so that it can allow exactly
//! those: the doc comments are the CRDs' descriptions, which other tools wrote for
//! `kubectl explain` and not for rustdoc, and which must stay as written (a doc comment
//! is the description `crdgen generate` writes back). A user's `cargo doc` with
//! `RUSTDOCFLAGS="-D warnings"` must pass on an imported crate with no setting of theirs.
//!
//! Each doc text is read as rustdoc reads it: unindented as rustdoc's
//! `unindent_doc_fragments` does, then parsed with the Markdown parser rustdoc 1.95
//! itself uses (pulldown-cmark 0.11.3, with rustdoc's `main_body_opts`), so that a link,
//! an HTML tag or a code block is found exactly where rustdoc finds one (a hand-written
//! scan would miss CommonMark's context rules: no code block without a blank line
//! before it, nothing inside code spans, link reference definitions, …). What rustdoc
//! then does with each is predicted from its lint passes; a prediction may allow a lint
//! the module does not trip (an allow costs nothing), never the other way round:
//! - `bare_urls`: rustdoc's own URL pattern in text outside links and code blocks;
//! - `broken_intra_doc_links`: a link rustdoc tries to resolve as a Rust path (its
//!   `preprocess_link`: no `/`, only path characters, no space; `[x]` in a description
//!   is one), whether or not it would resolve;
//! - `redundant_explicit_links`: such an explicit link whose text is a path too;
//! - `invalid_html_tags`: any HTML outside code (`<name>` in a description is an HTML
//!   tag to Markdown; rustdoc reports the ones left unclosed);
//! - `invalid_rust_codeblocks`: a code block rustdoc reads as Rust (an indented block,
//!   or a fence with no language or a Rust one), whether or not it lexes;
//! - `invalid_codeblock_attributes`: a fence whose info string rustdoc's tag parser
//!   refuses or whose tag is a misspelt rustdoc attribute (`should-panic`, `rust2021`).
//!
//! `private_intra_doc_links` is never tripped: every item a link in an imported module
//! can resolve to is public (its structs, the derive's root types, and the public items
//! its `use` lines name).

use std::collections::BTreeSet;
use std::sync::LazyLock;

use pulldown_cmark::{
    BrokenLink, CodeBlockKind, CowStr, Event, LinkType, Options, Parser, Tag, TagEnd,
};
use regex::Regex;

/// The lint of a code block rustdoc reads as Rust: such a block is also a doctest.
pub const RUST_CODE_BLOCKS: &str = "rustdoc::invalid_rust_codeblocks";

/// rustdoc's `URL_REGEX` (its `bare_urls` pass): the URLs it reports when they are not
/// links.
static URL: LazyLock<Option<Regex>> = LazyLock::new(|| {
    Regex::new(concat!(
        r"https?://",
        r"([-a-zA-Z0-9@:%._\+~#=]{2,256}\.)+",
        r"[a-zA-Z]{2,63}",
        r"\b([-a-zA-Z0-9@:%_\+.~#?&/=]*)",
    ))
    .ok()
});

/// rustdoc's `main_body_opts`: the Markdown extensions it parses doc comments with.
fn options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS
        | Options::ENABLE_SMART_PUNCTUATION
}

/// The lints the doc texts `docs` trip, as `rustdoc::<name>`, sorted. Each text is one
/// item's doc comment, one line per `///` line (or one `#[doc = "..."]` string).
pub fn tripped<'a>(docs: impl IntoIterator<Item = &'a str>) -> Vec<&'static str> {
    let mut lints = BTreeSet::new();
    for doc in docs {
        check(&unindent(doc), &mut lints);
    }
    lints.into_iter().collect()
}

/// rustdoc's `unindent_doc_fragments` for one kind of fragment: the smallest indentation
/// (spaces and tabs) of the lines with text is removed from every line with text.
fn unindent(doc: &str) -> String {
    let indent = |l: &str| l.len() - l.trim_start_matches([' ', '\t']).len();
    let has_text = |l: &&str| l.chars().any(|c| !c.is_whitespace());
    let min = doc.split('\n').filter(has_text).map(indent).min();
    let Some(min) = min.filter(|m| *m > 0) else {
        return doc.to_owned();
    };
    doc.split('\n')
        .map(|l| if has_text(&l) { &l[min..] } else { l })
        .collect::<Vec<_>>()
        .join("\n")
}

/// As rustdoc's link collection: a reference with no definition is a link to its text.
fn to_its_text(link: BrokenLink<'_>) -> Option<(CowStr<'_>, CowStr<'_>)> {
    Some((link.reference, CowStr::Borrowed("")))
}

/// Whether rustdoc's `bare_urls` pass reports a URL in one unindented doc text. The
/// pass parses without a broken-link callback, so the text of an undefined `[...]` is
/// plain text to it (`More info: [https://…]`), and it skips only code blocks and links.
fn has_bare_url(doc: &str) -> bool {
    let Some(url) = URL.as_ref() else {
        return false;
    };
    let mut parser = Parser::new_ext(doc, options());
    while let Some(event) = parser.next() {
        match event {
            Event::Text(text) if url.is_match(&text) => return true,
            Event::Start(Tag::CodeBlock(_)) => {
                for e in parser.by_ref() {
                    if matches!(e, Event::End(TagEnd::CodeBlock)) {
                        break;
                    }
                }
            }
            Event::Start(Tag::Link { .. }) => {
                for e in parser.by_ref() {
                    if matches!(e, Event::End(TagEnd::Link)) {
                        break;
                    }
                }
            }
            _ => {}
        }
    }
    false
}

/// The lints one unindented doc text trips.
fn check(doc: &str, lints: &mut BTreeSet<&'static str>) {
    if has_bare_url(doc) {
        lints.insert("rustdoc::bare_urls");
    }
    let mut parser = Parser::new_with_broken_link_callback(doc, options(), Some(to_its_text));
    while let Some(event) = parser.next() {
        match event {
            Event::Html(_) | Event::InlineHtml(_) => {
                lints.insert("rustdoc::invalid_html_tags");
            }
            Event::Start(Tag::CodeBlock(kind)) => {
                let rust = match &kind {
                    CodeBlockKind::Indented => true,
                    CodeBlockKind::Fenced(info) => {
                        if bad_attributes(info) {
                            lints.insert("rustdoc::invalid_codeblock_attributes");
                        }
                        is_rust(info)
                    }
                };
                if rust {
                    lints.insert(RUST_CODE_BLOCKS);
                }
                // Nothing inside a code block is a URL, a link or HTML to rustdoc.
                for e in parser.by_ref() {
                    if matches!(e, Event::End(TagEnd::CodeBlock)) {
                        break;
                    }
                }
            }
            Event::Start(Tag::Link {
                link_type,
                dest_url,
                ..
            }) => {
                // The link's text: no bare URL in it, HTML in it still counts.
                let mut text = String::new();
                for e in parser.by_ref() {
                    match e {
                        Event::End(TagEnd::Link) => break,
                        Event::Text(t) | Event::Code(t) => text.push_str(&t),
                        Event::Html(_) | Event::InlineHtml(_) => {
                            lints.insert("rustdoc::invalid_html_tags");
                        }
                        _ => {}
                    }
                }
                if matches!(link_type, LinkType::Autolink | LinkType::Email) {
                    continue;
                }
                if resolved_as_path(&dest_url, link_type) {
                    lints.insert("rustdoc::broken_intra_doc_links");
                    let explicit = matches!(link_type, LinkType::Inline | LinkType::Reference);
                    if explicit && resolved_as_path(&text, LinkType::ShortcutUnknown) {
                        lints.insert("rustdoc::redundant_explicit_links");
                    }
                }
            }
            _ => {}
        }
    }
}

/// Whether rustdoc tries to resolve a link of `kind` to `dest` as a Rust path (its
/// `preprocess_link`, every error it reports counted as tripping the lint).
fn resolved_as_path(dest: &str, kind: LinkType) -> bool {
    // An undefined `[a][b]` or `[a][]`, or a shortcut with backticks, is resolved whatever
    // its characters; any other link is one that may be a URL (rustdoc's `can_be_url`).
    let unknown = matches!(
        kind,
        LinkType::ShortcutUnknown | LinkType::CollapsedUnknown | LinkType::ReferenceUnknown
    );
    let lenient = !unknown || (kind == LinkType::ShortcutUnknown && !dest.contains('`'));
    if dest.is_empty() || (lenient && dest.contains('/')) {
        return false;
    }
    let stripped = dest.replace('`', "");
    let mut parts = stripped.split('#');
    let link = parts.next().unwrap_or_default().trim();
    if link.is_empty() {
        // An anchor on the same page.
        return false;
    }
    if parts.nth(1).is_some() {
        // Two anchors: reported as an error.
        return true;
    }
    if link.contains('@') {
        // A disambiguator (`struct@Foo`), or an unknown one that rustdoc reports
        // unless the link has other characters than a path's.
        return link
            .chars()
            .all(|c| c.is_alphanumeric() || ":_<>, !*&;@()".contains(c));
    }
    let path = link
        .strip_suffix("!()")
        .or_else(|| link.strip_suffix("!{}"))
        .or_else(|| link.strip_suffix("![]"))
        .or_else(|| link.strip_suffix("()"))
        .or_else(|| link.strip_suffix('!'))
        .unwrap_or(link)
        .trim();
    // rustdoc's `should_ignore_link`, for a lenient link only (`[A-Z][-a-z.]` in a
    // description is the reference `-a-z.`, resolved whatever its characters).
    if lenient
        && !path
            .chars()
            .all(|c| c.is_alphanumeric() || ":_<>, !*&;".contains(c))
    {
        return false;
    }
    // Generics are stripped (or reported when malformed); a space left is no path.
    path.contains(['<', '>']) || !path.contains(' ')
}

/// Whether rustdoc reads a fence with this info string as Rust (its `LangString::parse`,
/// an error-code tag counted as Rust).
fn is_rust(info: &str) -> bool {
    let mut rust = false;
    let mut other = false;
    let mut custom = false;
    for token in info.split([' ', ',', '\t']).filter(|t| !t.is_empty()) {
        match token {
            "rust" => rust = true,
            "custom" => custom = true,
            "should_panic" | "no_run" | "ignore" => rust = !other,
            "test_harness" | "compile_fail" | "standalone_crate" => rust = !other || rust,
            t if t.starts_with("ignore-") => rust = !other,
            t if t.starts_with("edition") => {}
            t if t.len() == 5
                && t.starts_with('E')
                && t[1..].bytes().all(|b| b.is_ascii_digit()) =>
            {
                rust = !other || rust
            }
            _ => other = true,
        }
    }
    !custom && (!other || rust)
}

/// Whether rustdoc reports a fence's info string (`invalid_codeblock_attributes`): a
/// character its tag parser refuses or an attribute block (counted whatever is in it),
/// or a misspelt rustdoc attribute.
fn bad_attributes(info: &str) -> bool {
    let bareword = |c: char| c.is_ascii_alphanumeric() || "_-:.!#$%&*+/;<>?@^|~".contains(c);
    if !info
        .chars()
        .all(|c| bareword(c) || [' ', ',', '\t'].contains(&c))
    {
        return true;
    }
    info.split([' ', ',', '\t']).any(|token| {
        let lower = token.to_lowercase();
        let misspelt = [
            "compile-fail",
            "compile_fail",
            "compilefail",
            "should-panic",
            "should_panic",
            "shouldpanic",
            "no-run",
            "no_run",
            "norun",
            "test-harness",
            "test_harness",
            "testharness",
            "standalone",
            "standalone_crate",
            "standalone-crate",
        ]
        .contains(&lower.as_str())
            && ![
                "compile_fail",
                "should_panic",
                "no_run",
                "test_harness",
                "standalone_crate",
            ]
            .contains(&token);
        let edition = ["rust2015", "rust2018", "rust2021", "rust2024"].contains(&token);
        misspelt || edition || token.starts_with('.')
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lints(doc: &str) -> Vec<&'static str> {
        tripped([doc])
    }

    #[test]
    fn plain_descriptions_trip_nothing() {
        for doc in [
            " A spec.\n\n Two paragraphs, `code`, *emphasis* and a list:\n - one\n - two",
            " See <https://kubernetes.io/docs> or [the docs](https://kubernetes.io/docs).",
            " Named after `<name>` and `[x]`, in code spans.",
            " A link to [RFC 3339], with a space, and to [metav1.Condition] with a dot.",
            " An anchor [here](#section) and a footnote[^1].\n\n [^1]: The note.",
            " Lines\n     indented in a paragraph are no code block.",
            " A fence in another language:\n\n ```yaml\n a: [b]\n ```",
            " http://localhost has no dot in its host.",
        ] {
            assert_eq!(lints(doc), Vec::<&str>::new(), "{doc:?}");
        }
    }

    #[test]
    fn each_lint_from_its_markdown() {
        let cases: &[(&str, &[&str])] = &[
            (
                " More at https://kubernetes.io/docs/concepts.",
                &["rustdoc::bare_urls"],
            ),
            (" Set [x] to choose.", &["rustdoc::broken_intra_doc_links"]),
            // The text of an undefined reference is plain text to the `bare_urls` pass.
            (
                " See [https://example.com/docs] for more.",
                &["rustdoc::bare_urls"],
            ),
            (
                " More info: [see https://example.com/a]",
                &["rustdoc::bare_urls"],
            ),
            // A shortcut with backticks is resolved even with a `/` in it.
            (" A [`foo/bar`] b.", &["rustdoc::broken_intra_doc_links"]),
            // An undefined reference is resolved whatever its characters.
            (
                " Matches [a-z][-a-z0-9.]*.",
                &["rustdoc::broken_intra_doc_links"],
            ),
            (
                " A [`Pod`] and [Foo](Foo).",
                &[
                    "rustdoc::broken_intra_doc_links",
                    "rustdoc::redundant_explicit_links",
                ],
            ),
            (" The <name> of it.", &["rustdoc::invalid_html_tags"]),
            (" <!-- a comment", &["rustdoc::invalid_html_tags"]),
            (
                " For example:\n\n     spec:\n       a: b",
                &["rustdoc::invalid_rust_codeblocks"],
            ),
            (" ```\n a: b\n ```", &["rustdoc::invalid_rust_codeblocks"]),
            (
                " ```should-panic\n a\n ```",
                &["rustdoc::invalid_codeblock_attributes"],
            ),
            (
                " ```json {\"a\": 1}\n a\n ```",
                &["rustdoc::invalid_codeblock_attributes"],
            ),
        ];
        for (doc, expected) in cases {
            assert_eq!(lints(doc), *expected, "{doc:?}");
        }
    }

    #[test]
    fn doc_comments_are_unindented_first() {
        // Every line indented by 4 more than `///`'s space: no code block once rustdoc
        // removes the common indentation.
        assert_eq!(lints("     a\n\n     b"), Vec::<&str>::new());
        // One line less indented: the others stay a code block.
        assert_eq!(lints(" a\n\n     b"), ["rustdoc::invalid_rust_codeblocks"]);
    }

    #[test]
    fn rust_fences_as_rustdoc_reads_them() {
        for (info, rust) in [
            ("", true),
            ("rust", true),
            ("ignore", true),
            ("text", false),
            ("yaml,ignore", false),
            ("ignore,yaml", true),
            ("text,rust", true),
            ("rust,custom", false),
            ("edition2021", true),
        ] {
            assert_eq!(is_rust(info), rust, "{info:?}");
        }
    }
}
