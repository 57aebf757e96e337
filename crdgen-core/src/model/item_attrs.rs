//! Every attribute on every item the marker attributes (`#[crdgen::rbac(...)]`,
//! `#[crdgen::webhook(...)]`) may sit on: functions, impl blocks and their items, traits,
//! modules, structs, consts, and items nested inside function bodies. One walk shared by
//! the marker kinds, so each reaches exactly the same places.

use syn::spanned::Spanned;
use syn::visit::Visit;

use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes::Code;
use crate::source::{ModuleId, Parsed, Resolved};

/// Calls `each(module, attrs, type_item)` for the attributes of every item of `src`, in
/// module path then source order. `type_item` is true for structs, enums and unions,
/// whose doc comments the controller-gen marker check reads on its own. A file's inner
/// attributes (`//! ...`) come first, where a Go package-level marker would be translated
/// to. Items under a constantly false `cfg` (`#[cfg(test)]`) are skipped: test code never
/// runs in the manager.
pub fn walk(src: Parsed<'_>, each: &mut dyn FnMut(ModuleId, &[syn::Attribute], bool)) {
    for module in src.index.modules() {
        let mut visitor = Visitor {
            module,
            in_body: 0,
            each: &mut *each,
        };
        if let Some(file) = src.index.modules[module].file.and_then(|f| src.tree(f))
            && src.index.modules[module].inline.is_empty()
        {
            (visitor.each)(module, &file.attrs, false);
        }
        for item in src.items(module) {
            visitor.visit_item(item);
        }
    }
}

/// Is `path` crdgen's attribute `name`: `crdgen::name`, `::crdgen::name`, or a name that
/// resolves to it through `use`?
pub fn is_crdgen_attr(src: Parsed<'_>, module: ModuleId, path: &syn::Path, name: &str) -> bool {
    // Every attribute of every item comes here: the identifiers are compared in place,
    // without a string per segment (#24).
    let segs = &path.segments;
    if segs.last().is_none_or(|s| s.ident != name) {
        return false;
    }
    if segs.len() == 2 && segs[0].ident == "crdgen" {
        return true;
    }
    match src.resolve_type_path(module, path) {
        Ok(Resolved::External(p)) => p.len() == 2 && p[0] == "crdgen" && p[1] == name,
        Ok(_) => false,
        // An unresolvable name (brought by `use crdgen::*`, whose names crdgen cannot
        // list) is taken to be crdgen's: ignoring a marker would silently drop a
        // permission or a webhook.
        Err(_) => segs.len() == 1,
    }
}

struct Visitor<'e> {
    module: ModuleId,
    /// Inside a function body (or other block): inline modules there are not part of the
    /// module tree, so they are walked here instead of on their own.
    in_body: usize,
    each: &'e mut dyn FnMut(ModuleId, &[syn::Attribute], bool),
}

/// `#[cfg(test)]` (or another constantly false `cfg`, [`crate::source::cfg`]).
fn is_cfg_test(attrs: &[syn::Attribute]) -> bool {
    crate::source::cfg::is_absent(attrs)
}

impl Visitor<'_> {
    fn attrs(&mut self, attrs: &[syn::Attribute], type_item: bool) {
        (self.each)(self.module, attrs, type_item);
    }
}

impl<'ast> Visit<'ast> for Visitor<'_> {
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

/// A doc comment (`attr`) holding a controller-gen marker line starting with `prefix`
/// (`+kubebuilder:rbac:`): the error `code` naming the attribute to write instead,
/// which `translate` builds from the marker's arguments.
pub(crate) fn go_marker_in_doc(
    src: Parsed<'_>,
    module: ModuleId,
    attr: &syn::Attribute,
    prefix: &str,
    code: Code,
    translate: fn(&str) -> String,
) -> Option<Diagnostic> {
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
        .find(|l| l.starts_with(prefix))?;
    Some(
        Diagnostic::error(
            code,
            format!(
                "controller-gen marker `{}` in a doc comment",
                crate::diagnostic::escape::value(line)
            ),
        )
        .at(src.index.location_in(module, attr.span()))
        .label("crdgen does not read markers in doc comments")
        .help(format!(
            "write {} instead",
            translate(&line[prefix.len()..])
        )),
    )
}
