//! Doc comments → descriptions, cleaned the way controller-gen cleans godoc.
//!
//! Rust keeps each `///` line as a `#[doc = " text"]` attribute. Like go/ast's
//! `CommentGroup.Text`, the first space after the comment marker goes, trailing space on
//! each line goes, leading and trailing blank lines go and runs of blank lines collapse to
//! one. Like controller-gen, marker lines (`+kubebuilder:...`) are dropped; as the issue
//! tracker's conventions ask, lines starting `TODO` are dropped and everything from a line
//! starting `---` on is cut. Lines inside fenced code blocks are kept verbatim.
//!
//! With `controller-gen-version = "v0.9.2"` ([`DocComments::Joined`]) descriptions are
//! joined as that release's `extractDoc` joined them: see [`clean_joined`].

use syn::{Attribute, Expr, ExprLit, Lit, Meta};

/// The raw doc text of an item: its `#[doc = "..."]` attributes joined by newlines.
pub fn raw_doc(attrs: &[Attribute]) -> Option<String> {
    let mut text: Option<String> = None;
    for attr in attrs {
        if !attr.path().is_ident("doc") {
            continue;
        }
        if let Meta::NameValue(nv) = &attr.meta
            && let Expr::Lit(ExprLit {
                lit: Lit::Str(s), ..
            }) = &nv.value
        {
            let text = match &mut text {
                Some(text) => {
                    text.push('\n');
                    text
                }
                None => text.insert(String::new()),
            };
            push_value(text, s);
        }
    }
    text
}

/// Appends the value of a string literal. A `///` line is a literal that is nearly
/// always free of escapes, and its value is then the text between the quotes: syn's
/// `LitStr::value` unescapes it character by character into a new string, which was 3%
/// of a 1,000-kind run (#24), so it is only called for a literal that needs it (an
/// escape, a carriage return, a raw string or a suffix).
fn push_value(text: &mut String, lit: &syn::LitStr) {
    let repr = lit.token().to_string();
    match repr
        .strip_prefix('"')
        .and_then(|rest| rest.strip_suffix('"'))
    {
        Some(plain) if !plain.contains(['\\', '\r']) => text.push_str(plain),
        _ => text.push_str(&lit.value()),
    }
}

/// The cleaned description of an item, or `None` when nothing is left.
pub fn description(attrs: &[Attribute]) -> Option<String> {
    description_as(attrs, DocComments::Lines)
}

/// The description of an item as the configured controller-gen release makes it.
pub fn description_as(attrs: &[Attribute], style: DocComments) -> Option<String> {
    raw_doc(attrs).and_then(|raw| clean_as(&raw, style))
}

/// Raw doc text (one line per source doc line) cleaned in `style`.
pub fn clean_as(raw: &str, style: DocComments) -> Option<String> {
    match style {
        DocComments::Lines => clean(raw),
        DocComments::Joined => clean_joined(raw),
    }
}

/// Raw doc text as controller-gen before v0.14.0 made a description (controller-tools'
/// `extractDoc` then): marker lines (`+…`) dropped; go/ast's `CommentGroup.Text` drops
/// leading and trailing blank lines and collapses runs of them; each line is trimmed, a
/// blank one becomes `\n`, and all are joined with a space. Nothing is cut at `---` and
/// `TODO` lines stay: that came with v0.16.0 (PR #877).
pub fn clean_joined(raw: &str) -> Option<String> {
    let mut parts: Vec<&str> = Vec::new();
    let mut pending_blank = false;
    for line in raw.split('\n') {
        let line = line.trim();
        if line.starts_with('+') {
            continue;
        }
        if line.is_empty() {
            pending_blank = !parts.is_empty();
            continue;
        }
        if pending_blank {
            parts.push("\n");
            pending_blank = false;
        }
        parts.push(line);
    }
    if parts.is_empty() {
        None
    } else {
        Some(parts.join(" "))
    }
}

/// Cleans raw doc text (one line per source doc line).
pub fn clean(raw: &str) -> Option<String> {
    let mut out: Vec<&str> = Vec::new();
    let mut in_fence = false;
    for line in raw.split('\n') {
        let line = line.strip_prefix(' ').unwrap_or(line);
        let trimmed = line.trim_start();
        if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            in_fence = !in_fence;
            out.push(line.trim_end());
            continue;
        }
        if in_fence {
            out.push(line.trim_end());
            continue;
        }
        if trimmed.starts_with("---") {
            break;
        }
        if trimmed.starts_with('+') || trimmed.starts_with("TODO") {
            continue;
        }
        out.push(line.trim_end());
    }
    // Collapse runs of blank lines and drop leading/trailing ones, as go/ast does.
    let mut text = String::new();
    let mut pending_blank = false;
    for line in out {
        if line.is_empty() {
            pending_blank = !text.is_empty();
            continue;
        }
        if !text.is_empty() {
            text.push('\n');
            if pending_blank {
                text.push('\n');
            }
        }
        pending_blank = false;
        text.push_str(line);
    }
    if text.is_empty() { None } else { Some(text) }
}

/// How controller-gen turns a doc comment into a description (controller-tools'
/// `extractDoc`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DocComments {
    /// Before v0.14.0: marker lines dropped, every other line trimmed, blank lines
    /// collapsed into one `\n`, and all joined with a space (`a b \n c`); nothing cut.
    Joined,
    /// From v0.14.0 (PR #870): lines kept as written, and from v0.16.0 (PR #877)
    /// everything after a `---` line and `TODO` lines dropped: crdgen's
    /// [`clean`].
    Lines,
}

impl DocComments {
    /// `godoc` (lines as written in Go, joined with `\n`) as this style makes it a
    /// description: the root's `apiVersion` and `kind` descriptions are
    /// `metav1.TypeMeta`'s godoc, which crdgen keeps in the [`DocComments::Lines`] form.
    pub fn godoc(self, godoc: &'static str) -> std::borrow::Cow<'static, str> {
        match self {
            DocComments::Lines => std::borrow::Cow::Borrowed(godoc),
            DocComments::Joined => std::borrow::Cow::Owned(
                godoc
                    .split('\n')
                    .map(|l| if l.is_empty() { "\n" } else { l })
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strips_marker_todo_and_cuts_at_dashes() {
        let raw = " Size is the size.\n +kubebuilder:validation:Minimum=1\n TODO: remove\n\n\n More text.  \n ---\n hidden";
        assert_eq!(
            clean(raw).as_deref(),
            Some("Size is the size.\n\nMore text.")
        );
    }

    #[test]
    fn keeps_fenced_blocks_verbatim() {
        let raw = " Example:\n ```yaml\n ---\n +x\n   indented\n ```\n after";
        assert_eq!(
            clean(raw).as_deref(),
            Some("Example:\n```yaml\n---\n+x\n  indented\n```\nafter")
        );
    }

    #[test]
    fn empty_docs_are_none() {
        assert_eq!(clean(" \n +marker\n"), None);
    }

    #[test]
    fn v0_9_2_joins_lines_with_a_space_and_keeps_what_later_releases_cut() {
        // metav1.Condition's godoc, as v0.9.2 wrote it into cnpg 1.18's CRD.
        let raw = " Condition contains details for one aspect of the current state of this API Resource.\n ---\n This struct is intended for direct use as an array at the field path .status.conditions.  For example,\n\n \ttype FooStatus struct{\n \t    // +patchMergeKey=type\n \t}\n";
        assert_eq!(
            clean_joined(raw).as_deref(),
            Some(
                "Condition contains details for one aspect of the current state of this API Resource. --- This struct is intended for direct use as an array at the field path .status.conditions.  For example, \n type FooStatus struct{ // +patchMergeKey=type }"
            )
        );
        let raw =
            "\n First.\n +kubebuilder:validation:Minimum=1\n TODO: keep\n\n\n\n   Second.  \n\n";
        assert_eq!(
            clean_as(raw, DocComments::Joined).as_deref(),
            Some("First. TODO: keep \n Second.")
        );
        assert_eq!(
            clean_as(raw, DocComments::Lines).as_deref(),
            Some("First.\n\n  Second.")
        );
        assert_eq!(clean_joined(" \n +marker\n"), None);
    }

    #[test]
    fn reads_doc_attributes() {
        let item: syn::ItemStruct = syn::parse_quote! {
            /// First line.
            ///
            /// Second paragraph.
            struct A;
        };
        assert_eq!(
            description(&item.attrs).as_deref(),
            Some("First line.\n\nSecond paragraph.")
        );
    }

    #[test]
    fn raw_doc_unescapes_only_literals_that_need_it() {
        let item: syn::ItemStruct = syn::parse_quote! {
            /// Plain "quoted" text.
            #[doc = "tab\there,\nnew line"]
            #[doc = r"raw \n kept"]
            #[doc = ""]
            /** Block. */
            struct A;
        };
        assert_eq!(
            raw_doc(&item.attrs).as_deref(),
            Some(" Plain \"quoted\" text.\ntab\there,\nnew line\nraw \\n kept\n\n Block. ")
        );
        let item: syn::ItemStruct = syn::parse_quote! { struct A; };
        assert_eq!(raw_doc(&item.attrs), None);
    }
}
