//! Finding `#[crdgen::webhook(...)]` markers anywhere in the source, on the same items as
//! the RBAC markers ([`crate::model::item_attrs`]): a webhook's declaration lives next to
//! its handler. [`marker`] reads one (and is shared with the attribute macro);
//! [`crate::webhook`] turns them into the webhook configurations.

pub mod marker;
pub mod selector;

use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes;
use crate::model::item_attrs;
use crate::source::{ModuleId, Parsed};
use marker::WebhookMarker;

/// Every marker in the source with the module it is in, in module path then source
/// order, and the diagnostics of the markers that could not be read (all of them).
pub fn markers(src: Parsed<'_>) -> (Vec<(ModuleId, WebhookMarker)>, Vec<Diagnostic>) {
    let mut found = Vec::new();
    let mut diags = Vec::new();
    item_attrs::walk(src, &mut |module, attrs, type_item| {
        for attr in attrs {
            if item_attrs::is_crdgen_attr(src, module, attr.path(), "webhook") {
                match marker::parse_attr(attr) {
                    Ok(m) => found.push((module, m)),
                    Err(errors) => {
                        for e in errors {
                            let location = src.index.location_in(module, e.span);
                            diags.push(e.into_diagnostic(location));
                        }
                    }
                }
            } else if !type_item
                && attr.path().is_ident("doc")
                && let Some(d) = go_webhook(src, module, attr)
            {
                diags.push(d);
            }
        }
    });
    (found, diags)
}

/// A doc-comment `+kubebuilder:webhook:` line: an error naming the attribute to write.
/// (Types' doc comments are checked for every controller-gen marker by the model's
/// `go_markers`.)
fn go_webhook(src: Parsed<'_>, module: ModuleId, attr: &syn::Attribute) -> Option<Diagnostic> {
    item_attrs::go_marker_in_doc(
        src,
        module,
        attr,
        "+kubebuilder:webhook:",
        codes::webhook::WEBHOOK_DOC_COMMENT_MARKER,
        translate,
    )
}

/// `mutating=false,failurePolicy=fail,timeoutSeconds=10` →
/// `#[crdgen::webhook(mutating = false, failure_policy = "fail", timeout_seconds = 10)]`.
pub(crate) fn translate(args: &str) -> String {
    let parts: Vec<String> = args
        .split(',')
        .filter(|p| !p.trim().is_empty())
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            let mut key = String::new();
            for c in k.trim().chars() {
                if c.is_ascii_uppercase() {
                    key.push('_');
                    key.push(c.to_ascii_lowercase());
                } else {
                    key.push(c);
                }
            }
            let value = v.trim().replace('"', "");
            let bare = key == "mutating"
                || ((key == "timeout_seconds" || key == "service_port")
                    && value.parse::<i64>().is_ok());
            if bare {
                format!("{key} = {value}")
            } else {
                format!("{key} = \"{value}\"")
            }
        })
        .collect();
    format!("#[crdgen::webhook({})]", parts.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn translates_go_markers() {
        assert_eq!(
            translate("mutating=false,failurePolicy=fail,verbs=create;update,timeoutSeconds=10"),
            r#"#[crdgen::webhook(mutating = false, failure_policy = "fail", verbs = "create;update", timeout_seconds = 10)]"#
        );
    }
}
