//! Doc comments → descriptions, cleaned the way controller-gen cleans godoc.
//!
//! Rust keeps each `///` line as a `#[doc = " text"]` attribute. Like go/ast's
//! `CommentGroup.Text`, the first space after the comment marker goes, trailing space on
//! each line goes, leading and trailing blank lines go and runs of blank lines collapse to
//! one. Like controller-gen, marker lines (`+kubebuilder:...`) are dropped; as the issue
//! tracker's conventions ask, lines starting `TODO` are dropped and everything from a line
//! starting `---` on is cut. Lines inside fenced code blocks are kept verbatim.

use syn::{Attribute, Expr, ExprLit, Lit, Meta};

/// The raw doc text of an item: its `#[doc = "..."]` attributes joined by newlines.
pub fn raw_doc(attrs: &[Attribute]) -> Option<String> {
    let mut lines: Vec<String> = Vec::new();
    for attr in attrs {
        if !attr.path().is_ident("doc") {
            continue;
        }
        if let Meta::NameValue(nv) = &attr.meta
            && let Expr::Lit(ExprLit {
                lit: Lit::Str(s), ..
            }) = &nv.value
        {
            lines.extend(s.value().split('\n').map(str::to_owned));
        }
    }
    if lines.is_empty() {
        None
    } else {
        Some(lines.join("\n"))
    }
}

/// The cleaned description of an item, or `None` when nothing is left.
pub fn description(attrs: &[Attribute]) -> Option<String> {
    raw_doc(attrs).and_then(|raw| clean(&raw))
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
}
