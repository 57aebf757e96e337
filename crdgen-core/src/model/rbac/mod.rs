//! Finding `#[crdgen::rbac(...)]` markers anywhere in the source: on functions, impl
//! blocks and their items, traits, modules, structs, consts, and items nested inside
//! function bodies — a reconciler's permissions live next to the reconciler, not on the
//! API types. [`marker`] reads one (and is shared with the attribute macro);
//! [`crate::rbac`] turns them into roles.

pub mod marker;

use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes;
use crate::model::item_attrs;
use crate::source::{ModuleId, Parsed};
use marker::RbacMarker;

/// Every marker in the source with the module it is in (spans do not name their file),
/// in module path then source order, and the diagnostics of the markers that could not
/// be read.
pub fn markers(src: Parsed<'_>) -> (Vec<(ModuleId, RbacMarker)>, Vec<Diagnostic>) {
    let mut found = Vec::new();
    let mut diags = Vec::new();
    item_attrs::walk(src, &mut |module, attrs, type_item| {
        for attr in attrs {
            if item_attrs::is_crdgen_attr(src, module, attr.path(), "rbac") {
                match marker::parse_attr(attr) {
                    Ok(m) => found.push((module, m)),
                    Err(e) => {
                        let location = src.index.location_in(module, e.span);
                        diags.push(e.into_diagnostic(location));
                    }
                }
            } else if !type_item && attr.path().is_ident("doc") {
                // Types' doc comments are checked for every controller-gen marker
                // by `attrs::go_markers`; elsewhere only the RBAC one is meaningful.
                if let Some(d) = go_rbac(src, module, attr) {
                    diags.push(d);
                }
            }
        }
    });
    (found, diags)
}

/// A doc-comment `+kubebuilder:rbac:` line: an error naming the attribute to write.
fn go_rbac(src: Parsed<'_>, module: ModuleId, attr: &syn::Attribute) -> Option<Diagnostic> {
    item_attrs::go_marker_in_doc(
        src,
        module,
        attr,
        "+kubebuilder:rbac:",
        codes::rbac::RBAC_DOC_COMMENT_MARKER,
        translate,
    )
}

/// `groups=apps,resources=deployments,verbs=get;list` →
/// `#[crdgen::rbac(groups = "apps", resources = "deployments", verbs = "get;list")]`.
pub(crate) fn translate(args: &str) -> String {
    let parts: Vec<String> = args
        .split(',')
        .filter(|p| !p.trim().is_empty())
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            let key = match k.trim() {
                "resourceNames" => "resource_names",
                "roleName" => "role_name",
                other => other,
            };
            let value = v.trim().replace('"', "");
            format!("{key} = \"{value}\"")
        })
        .collect();
    format!("#[crdgen::rbac({})]", parts.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn translates_go_markers() {
        assert_eq!(
            translate(r#"groups="",resources=pods,resourceNames=a;b,verbs=get;list"#),
            r#"#[crdgen::rbac(groups = "", resources = "pods", resource_names = "a;b", verbs = "get;list")]"#
        );
    }
}
