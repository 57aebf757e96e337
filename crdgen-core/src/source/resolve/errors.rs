//! The diagnostics of a failed resolution: each says what was not found, where, and
//! what to write instead (an import, the closest name, the right path).

use syn::ext::IdentExt as _;

use super::{Candidate, ExtGlob, Kind, Res, Resolver};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes;
use crate::diagnostic::suggest;
use crate::source::ModuleId;
use crate::source::names::{Seg, visible};

impl Resolver<'_> {
    /// Places `d` at `span` in module `m`'s file.
    pub(super) fn error(&self, m: ModuleId, span: proc_macro2::Span, d: Diagnostic) -> Diagnostic {
        match self.set.index.module_location(m, span) {
            Some(loc) => d.at(loc),
            None => d,
        }
    }

    /// E0115: resolving `first` would go deeper or further than the resolver's limits.
    pub(super) fn too_deep(&self, m: ModuleId, first: &Seg) -> Diagnostic {
        let (why, help) = if self.active.len() >= super::MAX_DEPTH {
            (
                format!("goes through more than {} imports", super::MAX_DEPTH),
                "import the name from the module that defines it, not through a chain of imports",
            )
        } else {
            (
                format!(
                    "takes more than {} lookups through glob imports",
                    super::MAX_LOOKUPS
                ),
                "replace the glob imports (`pub use m::*;`) on the way with named ones, or import the name from the module that defines it",
            )
        };
        // The name the resolution began with; `first` is where it stopped.
        let outer = self.active.first().map_or(&first.name, |(_, name)| name);
        self.error(
            m,
            first.span,
            Diagnostic::error(
                codes::source::RESOLUTION_TOO_DEEP,
                format!(
                    "resolving `{outer}` {why} (stopped at `{}` here)",
                    first.name
                ),
            )
            .help(help),
        )
    }

    pub(super) fn res_path(&self, res: &Res) -> String {
        match res {
            Res::Item { module, index } => {
                let item = self.set.items(*module).get(*index);
                let mut path = self.set.index.module_name(*module);
                if let Some(ident) = item.and_then(crate::source::item_ident) {
                    path.push_str("::");
                    path.push_str(&ident.unraw().to_string());
                }
                path
            }
            Res::Module(c) => self.set.index.module_name(*c),
            Res::External(p) => p.join("::"),
            Res::Primitive(p) => (*p).to_string(),
        }
    }

    /// Where the struct, enum or alias `name` is defined in the crate, sorted: those
    /// `from` may import, then those private to another module.
    pub(super) fn candidates(&self, name: &str, from: ModuleId) -> (Vec<String>, Vec<String>) {
        let set = self.set;
        let (mut public, mut private) = (Vec::new(), Vec::new());
        for (module, _) in set.items_named(name) {
            let path = format!("{}::{name}", set.index.module_name(module));
            let def = set.syntax.tables.get(module).and_then(|t| t.defs.get(name));
            if def.is_none_or(|d| visible(set.index, d.vis, from)) {
                public.push(path);
            } else {
                private.push(path);
            }
        }
        public.sort();
        private.sort();
        (public, private)
    }

    /// The names module `m` defines or imports, sorted.
    pub(super) fn names_in(&self, m: ModuleId) -> Vec<String> {
        let mut names: Vec<String> = self
            .set
            .syntax
            .tables
            .get(m)
            .map(|t| t.defs.keys().chain(t.imports.keys()).cloned().collect())
            .unwrap_or_default();
        names.sort();
        names.dedup();
        names
    }

    /// The names of `names` close to `name`: by edit distance (a typo), or else by
    /// words (an abbreviation such as `DbStatus` for `DatabaseStatus`, or a name with
    /// words left out).
    fn close_names(&self, name: &str, names: &[String]) -> Vec<String> {
        let close = suggest::closest(name, names.iter().map(String::as_str));
        if !close.is_empty() {
            return close;
        }
        suggest::by_words(name, names.iter().map(String::as_str))
    }

    /// The help for a name nothing in scope resembles: the types of the crate, in other
    /// modules, whose names it abbreviates or is a part of, with the import of each
    /// (only those `from` may import).
    fn elsewhere(&self, name: &str, from: ModuleId) -> Option<String> {
        let imports: Vec<(String, String)> = self
            .set
            .names_by_words(name)
            .into_iter()
            .filter_map(|n| {
                let (public, _) = self.candidates(&n, from);
                public.into_iter().next().map(|path| (n, path))
            })
            .collect();
        match imports.as_slice() {
            [] => None,
            [(n, path)] => Some(format!(
                "no type is named `{name}`; did you mean `{n}`? import it: `use {path};`"
            )),
            many => Some(format!(
                "no type is named `{name}`; did you mean one of: {}",
                many.iter()
                    .map(|(_, path)| format!("`use {path};`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        }
    }

    pub(super) fn not_found_in_scope(
        &self,
        m: ModuleId,
        seg: &Seg,
        ext: Vec<ExtGlob>,
        kind: Kind,
    ) -> Diagnostic {
        if !ext.is_empty() {
            return self.maybe_from_glob(m, m, seg, ext);
        }
        let name = &seg.name;
        let noun = if kind == Kind::Type { "type " } else { "" };
        let module = self.set.index.module_name(m);
        let (candidates, private) = self.candidates(name, m);
        let close = self.close_names(name, &self.names_in(m));
        let help = match candidates.as_slice() {
            [] => match (close.first(), private.first()) {
                (Some(close), _) => format!("a similar name is in scope: `{close}`"),
                (None, Some(private)) => {
                    format!("`{private}` is private; make it `pub(crate)` and import it")
                }
                (None, None) => self.elsewhere(name, m).unwrap_or_else(|| {
                    format!("define `{name}` in this crate, or import it with `use`")
                }),
            },
            [one] => format!("import it: `use {one};`"),
            many => format!(
                "import one of: {}",
                many.iter()
                    .map(|c| format!("`use {c};`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        };
        self.error(
            m,
            seg.span,
            Diagnostic::error(
                codes::source::NAME_NOT_FOUND,
                format!("cannot find {noun}`{name}` in module `{module}`"),
            )
            .label("not found in this module")
            .help(help),
        )
    }

    pub(super) fn not_found_in_module(
        &self,
        m: ModuleId,
        cur: ModuleId,
        seg: &Seg,
        ext: Vec<ExtGlob>,
        kind: Kind,
        last: bool,
    ) -> Diagnostic {
        if !ext.is_empty() {
            return self.maybe_from_glob(m, cur, seg, ext);
        }
        let name = &seg.name;
        let noun = if kind == Kind::Type && last {
            "type "
        } else {
            ""
        };
        let module = self.set.index.module_name(cur);
        let names = self.names_in(cur);
        let close = self.close_names(name, &names);
        let (candidates, _) = self.candidates(name, m);
        let help = if let Some(close) = close.first() {
            format!("`{module}` has a similarly named item: `{module}::{close}`")
        } else if let Some(elsewhere) = candidates.first() {
            format!("`{name}` is defined at `{elsewhere}`; use that path")
        } else if names.is_empty() {
            format!("`{module}` is empty; check the path")
        } else {
            let shown: Vec<String> = names.iter().take(10).map(|n| format!("`{n}`")).collect();
            let more = if names.len() > 10 { ", …" } else { "" };
            format!("`{module}` contains {}{more}", shown.join(", "))
        };
        self.error(
            m,
            seg.span,
            Diagnostic::error(
                codes::source::NAME_NOT_FOUND,
                format!("cannot find {noun}`{name}` in module `{module}`"),
            )
            .label(format!("not found in `{module}`"))
            .help(help),
        )
    }

    /// `name` is nowhere in the crate, but globs of other crates are in scope.
    pub(super) fn maybe_from_glob(
        &self,
        m: ModuleId,
        cur: ModuleId,
        seg: &Seg,
        mut ext: Vec<ExtGlob>,
    ) -> Diagnostic {
        ext.sort();
        ext.dedup();
        let name = &seg.name;
        let module = self.set.index.module_name(cur);
        let mut d = Diagnostic::error(codes::source::NAME_FROM_EXTERNAL_GLOB, format!(
            "cannot resolve `{name}` in module `{module}`: it may come from a glob import of another crate"
        ))
        .label("not defined in this crate");
        for glob in &ext {
            d = d.note(format!(
                "`use {}::*;` in `{}` may bring `{name}`",
                glob.path.join("::"),
                self.set.index.module_name(glob.module)
            ));
        }
        if let Some(first) = ext.first() {
            d = d.help(format!(
                "import it by name so crdgen can resolve it without compiling: `use {}::{name};`",
                first.path.join("::")
            ));
        }
        self.error(m, seg.span, d)
    }

    pub(super) fn ambiguous(
        &self,
        m: ModuleId,
        seg: &Seg,
        candidates: Vec<Candidate>,
    ) -> Diagnostic {
        let name = &seg.name;
        let mut shown: Vec<(String, String)> = candidates
            .iter()
            .map(|c| {
                (
                    self.res_path(&c.res),
                    format!(
                        "`use {}::*;` in `{}`",
                        c.glob,
                        self.set.index.module_name(c.module)
                    ),
                )
            })
            .collect();
        shown.sort();
        let mut d = Diagnostic::error(
            codes::source::NAME_AMBIGUOUS,
            format!("`{name}` is ambiguous"),
        )
        .label("ambiguous name");
        for (path, via) in &shown {
            d = d.note(format!("`{name}` could be `{path}`, imported by {via}"));
        }
        if let Some((path, _)) = shown.first() {
            d = d.help(format!(
                "import the one you mean by name, e.g. `use {path};`"
            ));
        }
        self.error(m, seg.span, d)
    }

    pub(super) fn not_a_module(&self, m: ModuleId, seg: &Seg, res: &Res) -> Diagnostic {
        let what = match res {
            Res::Item { module, index } => match self.set.items(*module).get(*index) {
                Some(syn::Item::Struct(_)) => "a struct",
                Some(syn::Item::Enum(_)) => "an enum",
                Some(syn::Item::Type(_)) => "a type alias",
                Some(syn::Item::Trait(_)) => "a trait",
                Some(syn::Item::Union(_)) => "a union",
                _ => "an item",
            },
            Res::Primitive(_) => "a primitive type",
            Res::Module(_) | Res::External(_) => "not a module",
        };
        let path = self.res_path(res);
        self.error(
            m,
            seg.span,
            Diagnostic::error(
                codes::source::NOT_A_MODULE,
                format!("`{path}` is {what}, not a module"),
            )
            .label("not a module")
            .help(
                "name the type itself; crdgen does not resolve associated types or enum variants",
            ),
        )
    }

    pub(super) fn misplaced_keyword(&self, m: ModuleId, seg: &Seg) -> Diagnostic {
        self.error(
            m,
            seg.span,
            Diagnostic::error(
                codes::source::MISPLACED_PATH_KEYWORD,
                format!("`{}` is only allowed at the start of a path", seg.name),
            )
            .label("in the middle of a path")
            .help("start the path with `crate::`, `self::` or `super::`"),
        )
    }

    pub(super) fn self_type(&self, m: ModuleId, seg: &Seg) -> Diagnostic {
        self.error(
            m,
            seg.span,
            Diagnostic::error(
                codes::source::SELF_TYPE,
                "`Self` cannot be resolved outside an impl",
            )
            .label("`Self` here")
            .help("write the type's name instead of `Self`"),
        )
    }

    /// The loader always creates the `crate` module, so this only guards a hand-built
    /// set; `crate` is then a name not found, hence the code.
    pub(super) fn no_crate_root(&self, m: ModuleId, seg: &Seg) -> Diagnostic {
        self.error(
            m,
            seg.span,
            Diagnostic::error(
                codes::source::NAME_NOT_FOUND,
                "the crate has no root module",
            )
            .label("`crate` cannot be resolved")
            .help("configure the directory holding lib.rs or main.rs as a source path"),
        )
    }
}
