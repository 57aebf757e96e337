//! Finding `#[crdgen::rbac(...)]` markers anywhere in the source: on functions, impl
//! blocks and their items, traits, modules, structs, consts, and items nested inside
//! function bodies — a reconciler's permissions live next to the reconciler, not on the
//! API types. [`marker`] reads one (and is shared with the attribute macro);
//! [`crate::rbac`] turns them into roles.

pub mod marker;

use syn::spanned::Spanned;
use syn::visit::Visit;

use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes;
use crate::source::{ModuleId, Resolved, SourceSet};
use marker::RbacMarker;

/// Every marker in the source with the module it is in (spans do not name their file),
/// in module path then source order, and the diagnostics of the markers that could not
/// be read.
pub fn markers(src: &SourceSet) -> (Vec<(ModuleId, RbacMarker)>, Vec<Diagnostic>) {
    let mut found = Vec::new();
    let mut diags = Vec::new();
    for module in src.modules() {
        let mut visitor = Visitor {
            src,
            module,
            in_body: 0,
            found: &mut found,
            diags: &mut diags,
        };
        // A file's inner doc comment (`//! +kubebuilder:rbac:...`) is where a Go
        // package-level marker would be translated to.
        if let Some(file) = src.modules[module].file.and_then(|f| src.files.get(f))
            && src.modules[module].inline.is_empty()
        {
            visitor.attrs(&file.ast.attrs, false);
        }
        for item in src.items(module) {
            visitor.visit_item(item);
        }
    }
    (found, diags)
}

struct Visitor<'a, 'v> {
    src: &'a SourceSet,
    module: ModuleId,
    /// Inside a function body (or other block): inline modules there are not part of the
    /// module tree, so they are walked here instead of on their own.
    in_body: usize,
    found: &'v mut Vec<(ModuleId, RbacMarker)>,
    diags: &'v mut Vec<Diagnostic>,
}

/// `#[cfg(test)]` (or another constantly false `cfg`, [`crate::source::cfg`]): test
/// code never runs in the manager, so its markers grant nothing.
fn is_cfg_test(attrs: &[syn::Attribute]) -> bool {
    crate::source::cfg::is_absent(attrs)
}

impl Visitor<'_, '_> {
    /// Is `path` the `rbac` attribute of crdgen: `crdgen::rbac`, `::crdgen::rbac`, or a
    /// name that resolves to it through `use`?
    fn is_rbac(&self, path: &syn::Path) -> bool {
        let segs: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        if segs == ["crdgen", "rbac"] {
            return true;
        }
        if segs.last().is_none_or(|s| s != "rbac") {
            return false;
        }
        match self.src.resolve_type_path(self.module, path) {
            Ok(Resolved::External(p)) => p == ["crdgen", "rbac"],
            Ok(_) => false,
            // An unresolvable `rbac` (brought by `use crdgen::*`, whose names crdgen
            // cannot list) is taken to be crdgen's: no other attribute of that name is
            // in common use, and ignoring a marker would silently drop a permission.
            Err(_) => segs.len() == 1,
        }
    }

    fn attrs(&mut self, attrs: &[syn::Attribute], type_item: bool) {
        for attr in attrs {
            if self.is_rbac(attr.path()) {
                match marker::parse_attr(attr) {
                    Ok(m) => self.found.push((self.module, m)),
                    Err(e) => {
                        let location = self.src.location_in(self.module, e.span);
                        self.diags.push(e.into_diagnostic(location));
                    }
                }
            } else if !type_item && attr.path().is_ident("doc") {
                // Types' doc comments are checked for every controller-gen marker
                // by `attrs::go_markers`; elsewhere only the RBAC one is meaningful.
                if let Some(d) = self.go_rbac(attr) {
                    self.diags.push(d);
                }
            }
        }
    }

    /// A doc-comment `+kubebuilder:rbac:` line: an error naming the attribute to write.
    fn go_rbac(&self, attr: &syn::Attribute) -> Option<Diagnostic> {
        let syn::Meta::NameValue(nv) = &attr.meta else {
            return None;
        };
        let syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) = &nv.value
        else {
            return None;
        };
        let text = s.value();
        let line = text
            .lines()
            .map(str::trim)
            .find(|l| l.starts_with("+kubebuilder:rbac:"))?;
        let args = line.trim_start_matches("+kubebuilder:rbac:");
        Some(
            Diagnostic::error(
                codes::rbac::RBAC_DOC_COMMENT_MARKER,
                format!(
                    "controller-gen marker `{}` in a doc comment",
                    crate::diagnostic::escape::value(line)
                ),
            )
            .at(self.src.location_in(self.module, attr.span()))
            .label("crdgen does not read markers in doc comments")
            .help(format!("write {} instead", translate(args))),
        )
    }
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

impl<'ast> Visit<'ast> for Visitor<'_, '_> {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        let attrs = match item {
            syn::Item::Const(i) => &i.attrs,
            syn::Item::Enum(i) => &i.attrs,
            syn::Item::ExternCrate(i) => &i.attrs,
            syn::Item::Fn(i) => &i.attrs,
            syn::Item::ForeignMod(i) => &i.attrs,
            syn::Item::Impl(i) => &i.attrs,
            syn::Item::Macro(i) => &i.attrs,
            syn::Item::Mod(i) => &i.attrs,
            syn::Item::Static(i) => &i.attrs,
            syn::Item::Struct(i) => &i.attrs,
            syn::Item::Trait(i) => &i.attrs,
            syn::Item::TraitAlias(i) => &i.attrs,
            syn::Item::Type(i) => &i.attrs,
            syn::Item::Union(i) => &i.attrs,
            syn::Item::Use(i) => &i.attrs,
            _ => return,
        };
        if is_cfg_test(attrs) {
            return;
        }
        let type_item = matches!(
            item,
            syn::Item::Struct(_) | syn::Item::Enum(_) | syn::Item::Union(_)
        );
        self.attrs(attrs, type_item);
        if matches!(item, syn::Item::Mod(_)) && self.in_body == 0 {
            // An inline module of the module tree is visited as its own module, with
            // its own names in scope; only its attributes belong here.
            return;
        }
        // The item's own attributes are done; walk into its body without seeing them
        // again.
        match item {
            syn::Item::Fn(f) => self.visit_block(&f.block),
            syn::Item::Impl(i) => {
                for it in &i.items {
                    self.visit_impl_item(it);
                }
            }
            syn::Item::Trait(t) => {
                for it in &t.items {
                    self.visit_trait_item(it);
                }
            }
            syn::Item::Mod(m) => {
                for it in m.content.iter().flat_map(|(_, items)| items) {
                    self.visit_item(it);
                }
            }
            syn::Item::Const(c) => self.visit_expr(&c.expr),
            syn::Item::Static(s) => self.visit_expr(&s.expr),
            syn::Item::ForeignMod(f) => {
                for it in &f.items {
                    if let syn::ForeignItem::Fn(f) = it {
                        self.attrs(&f.attrs, false);
                    }
                }
            }
            _ => {}
        }
    }

    fn visit_impl_item(&mut self, item: &'ast syn::ImplItem) {
        match item {
            syn::ImplItem::Fn(f) => {
                if is_cfg_test(&f.attrs) {
                    return;
                }
                self.attrs(&f.attrs, false);
                self.visit_block(&f.block);
            }
            syn::ImplItem::Const(c) => {
                self.attrs(&c.attrs, false);
                self.visit_expr(&c.expr);
            }
            syn::ImplItem::Type(t) => self.attrs(&t.attrs, false),
            syn::ImplItem::Macro(m) => self.attrs(&m.attrs, false),
            _ => {}
        }
    }

    fn visit_trait_item(&mut self, item: &'ast syn::TraitItem) {
        match item {
            syn::TraitItem::Fn(f) => {
                self.attrs(&f.attrs, false);
                if let Some(b) = &f.default {
                    self.visit_block(b);
                }
            }
            syn::TraitItem::Const(c) => self.attrs(&c.attrs, false),
            syn::TraitItem::Type(t) => self.attrs(&t.attrs, false),
            syn::TraitItem::Macro(m) => self.attrs(&m.attrs, false),
            _ => {}
        }
    }

    fn visit_block(&mut self, block: &'ast syn::Block) {
        self.in_body += 1;
        syn::visit::visit_block(self, block);
        self.in_body -= 1;
    }
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
