//! Resolving type paths the way rustc does, over the name tables of [`super::names`].
//!
//! Definitions and explicit imports shadow glob imports; globs are followed through
//! local modules (with the visibility rules that decide what a glob brings in), `pub use`
//! chains are followed transitively, and a lookup already under way for the same name
//! in the same module counts as "not found", which is what breaks import cycles.

// A `Diagnostic` is large, but errors end the resolution of one path and are rare, so
// the size of `Result` on the success path is not worth boxing for.
#![allow(clippy::result_large_err)]

use syn::ext::IdentExt as _;

mod errors;
mod memo;

use super::names::{DefKind, Seg, UsePath, visible};
use super::{ModuleId, Parsed, Resolved};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes;

/// What a path resolves to, before it is checked to be a type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Res {
    /// Item `index` of module `module`.
    Item { module: ModuleId, index: usize },
    /// A module of the crate.
    Module(ModuleId),
    /// A path into another crate, normalised.
    External(Vec<String>),
    /// A primitive type.
    Primitive(&'static str),
}

/// The outcome of looking a name up in one module.
#[derive(Clone)]
enum Found {
    Res(Res),
    /// Not there; the external globs that might have brought it.
    Missing(Vec<ExtGlob>),
    /// Brought in by several globs, resolving to different things.
    Ambiguous(Vec<Candidate>),
}

/// `use other_crate::path::*;` in `module`: it may bring any name.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct ExtGlob {
    path: Vec<String>,
    module: ModuleId,
}

/// One of the meanings of an ambiguous name.
#[derive(Clone)]
struct Candidate {
    res: Res,
    /// The module holding the glob, and the glob's path.
    module: ModuleId,
    glob: String,
}

/// Whether the path being resolved names a type or is the target of a `use`; only
/// changes the wording of errors.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Type,
    Use,
}

/// The prelude types crdgen cares about, with their canonical paths.
const PRELUDE: &[(&str, &[&str])] = &[
    ("String", &["std", "string", "String"]),
    ("Vec", &["std", "vec", "Vec"]),
    ("Option", &["std", "option", "Option"]),
    ("Box", &["std", "boxed", "Box"]),
];

/// The primitive types.
const PRIMITIVES: &[&str] = &[
    "bool", "char", "str", "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64",
    "u128", "usize", "f32", "f64",
];

/// How many lookups may be under way at once: the length of a chain of imports (`use
/// self::B as A; use self::C as B; …`) crdgen follows, each link a few stack frames.
/// Real crates stay far below it; a generated chain of thousands would overflow the
/// stack (E0115).
const MAX_DEPTH: usize = 128;

/// How many lookups one resolution may make: glob imports that re-export each other
/// can reach a name in a number of ways exponential in their count. The memo makes
/// chains and rings of globs cost lookups in proportion to their size, but not a dense
/// cycle (every module re-exporting every other), whose lookups it can only reuse under
/// the same set of lookups under way (E0115).
const MAX_LOOKUPS: usize = 20_000;

/// One resolution: holds the stack of lookups under way, for cycle protection, and the
/// lookups through globs already done ([`memo`]).
pub(crate) struct Resolver<'a> {
    set: Parsed<'a>,
    active: Vec<memo::Key>,
    memo: memo::Memo,
    /// How many lookups ran, remembered ones not counted ([`MAX_LOOKUPS`]).
    lookups: usize,
    /// How many lookups ran (remembered ones not counted): what the tests bound.
    #[cfg(test)]
    steps: usize,
    /// Remembers nothing: the walk the memo must agree with, for the tests.
    #[cfg(test)]
    forget: bool,
    /// A limit stopped the resolution (E0115): its answer is not the walk's, so the
    /// tests do not compare it.
    #[cfg(test)]
    limited: bool,
}

impl<'a> Resolver<'a> {
    pub(crate) fn new(set: Parsed<'a>) -> Resolver<'a> {
        Resolver {
            set,
            active: Vec::new(),
            memo: memo::Memo::new(),
            lookups: 0,
            #[cfg(test)]
            steps: 0,
            #[cfg(test)]
            forget: false,
            #[cfg(test)]
            limited: false,
        }
    }

    /// See [`Parsed::resolve_macro_path`].
    pub(crate) fn resolve_external(
        &mut self,
        m: ModuleId,
        path: &syn::Path,
    ) -> Result<Option<Vec<String>>, Diagnostic> {
        match self.external_fast(m, path) {
            Some(answer) => Ok(Some(answer)),
            None => self.external_full(m, path),
        }
    }

    /// [`Self::resolve_external`]'s answer for the paths it knows without a resolution,
    /// `None` for the others.
    fn external_fast(&self, m: ModuleId, path: &syn::Path) -> Option<Vec<String>> {
        // Most derives are prelude names the module neither defines nor imports
        // (`Clone`, `Debug`), or names one `use` brings from another crate
        // (`use serde::{Deserialize, Serialize};`): both answered without the
        // allocations of a resolution, with the answer it would give.
        if let (None, Some(ident)) = (path.leading_colon, path.get_ident())
            && let Some(table) = self.set.syntax.tables.get(m)
        {
            // `crate`, `self` and `super` alone name modules of this crate.
            let unbound = |name: &str| {
                !matches!(name, "crate" | "self" | "super" | "Self")
                    && !table.defs.contains_key(name)
                    && !table.imports.contains_key(name)
                    && table.globs.is_empty()
                    && !PRELUDE.iter().any(|(n, _)| *n == name)
                    && !PRIMITIVES.contains(&name)
            };
            let name = ident.unraw().to_string();
            if unbound(&name) {
                return Some(external([&name]));
            }
            if !table.defs.contains_key(&name)
                && table.globs.is_empty()
                && let Some([import]) = table.imports.get(&name).map(Vec::as_slice)
                && let Some(first) = import.path.segments.first()
                && (import.path.leading_colon || unbound(&first.name))
            {
                return Some(external(import.path.segments.iter().map(|s| &s.name)));
            }
        }
        None
    }

    /// [`Self::resolve_external`] by a full resolution.
    fn external_full(
        &mut self,
        m: ModuleId,
        path: &syn::Path,
    ) -> Result<Option<Vec<String>>, Diagnostic> {
        // Resolved as a `use` target: a lone name found nowhere in the crate is taken
        // for what it names outside it (a prelude macro) instead of an error, whose
        // "did you mean" search would cost more than the lookup.
        match self.resolve(m, path.leading_colon.is_some(), &segments(path), Kind::Use) {
            Ok(Res::External(p)) => Ok(Some(p)),
            // Too deep to follow: what the path names is unknown, and taking it by its
            // written name would be a guess (E0115).
            Err(d) if d.code == codes::source::RESOLUTION_TOO_DEEP => Err(d),
            _ => Ok(None),
        }
    }

    /// See [`Parsed::resolve_type_path`].
    pub(crate) fn resolve_type_path(
        &mut self,
        m: ModuleId,
        path: &syn::Path,
    ) -> Result<Resolved<'a>, Diagnostic> {
        let segs = segments(path);
        let last_span = segs
            .last()
            .map_or_else(proc_macro2::Span::call_site, |s| s.span);
        let res = self.resolve(m, path.leading_colon.is_some(), &segs, Kind::Type)?;
        match res {
            Res::Item { module, index } => {
                let set = self.set;
                match set.items(module).get(index) {
                    Some(
                        item @ (syn::Item::Struct(_) | syn::Item::Enum(_) | syn::Item::Type(_)),
                    ) => Ok(Resolved::Local { module, item }),
                    other => {
                        let what = match other {
                            Some(syn::Item::Union(_)) => "a union",
                            Some(syn::Item::Trait(_)) => "a trait",
                            _ => "not a type",
                        };
                        let shown = self.res_path(&Res::Item { module, index });
                        Err(self.error(
                            m,
                            last_span,
                            Diagnostic::error(
                                codes::source::NOT_A_TYPE,
                                format!("`{shown}` is {what}, not a struct, enum or type alias"),
                            )
                            .label("not usable as a field type")
                            .help("use a struct, an enum or a type alias here"),
                        ))
                    }
                }
            }
            Res::Module(c) => {
                let shown = self.set.index.module_name(c);
                Err(self.error(
                    m,
                    last_span,
                    Diagnostic::error(
                        codes::source::NOT_A_TYPE,
                        format!("expected a type, found module `{shown}`"),
                    )
                    .label("a module, not a type")
                    .help(format!("name a type inside it: `{shown}::TypeName`")),
                ))
            }
            Res::External(p) => Ok(Resolved::External(p)),
            Res::Primitive(p) => Ok(Resolved::Primitive(p)),
        }
    }

    /// Resolves `segs` as written in module `m`.
    fn resolve(
        &mut self,
        m: ModuleId,
        leading_colon: bool,
        segs: &[Seg],
        kind: Kind,
    ) -> Result<Res, Diagnostic> {
        let Some(first) = segs.first() else {
            return Ok(Res::Module(m));
        };
        if leading_colon {
            return Ok(Res::External(external(segs.iter().map(|s| &s.name))));
        }
        let (mut cur, mut rest) = match first.name.as_str() {
            "crate" => match self.set.index.module_by_path(&["crate".to_string()]) {
                Some(root) => (root, &segs[1..]),
                None => return Err(self.no_crate_root(m, first)),
            },
            "self" => (m, &segs[1..]),
            "super" => (self.parent(m, m, first)?, &segs[1..]),
            "Self" => return Err(self.self_type(m, first)),
            name => {
                if self.over_limits() {
                    return Err(self.stopped(m, first));
                }
                let single = segs.len() == 1;
                match self.lookup_scope(m, name, single)? {
                    Found::Res(Res::Module(c)) => (c, &segs[1..]),
                    Found::Res(Res::External(p)) => {
                        let names = p.iter().chain(segs[1..].iter().map(|s| &s.name));
                        return Ok(Res::External(external(names)));
                    }
                    Found::Res(res) if single => return Ok(res),
                    Found::Res(res) => return Err(self.not_a_module(m, first, &res)),
                    // `use serde_json;` and `use serde_json::*;` name a crate.
                    Found::Missing(ext) if single && kind == Kind::Type => {
                        return Err(self.not_found_in_scope(m, first, ext, kind));
                    }
                    // Not a local name: the first segment names another crate.
                    Found::Missing(_) => {
                        return Ok(Res::External(external(segs.iter().map(|s| &s.name))));
                    }
                    Found::Ambiguous(candidates) => {
                        return Err(self.ambiguous(m, first, candidates));
                    }
                }
            }
        };
        // `super::super::` and `self::super::` climb further.
        if matches!(first.name.as_str(), "self" | "super") {
            while let Some(seg) = rest.first().filter(|s| s.name == "super") {
                cur = self.parent(m, cur, seg)?;
                rest = &rest[1..];
            }
        }
        for (i, seg) in rest.iter().enumerate() {
            let last = i + 1 == rest.len();
            if matches!(seg.name.as_str(), "crate" | "self" | "super" | "Self") {
                return Err(self.misplaced_keyword(m, seg));
            }
            if self.over_limits() {
                return Err(self.stopped(m, seg));
            }
            match self.lookup_in(cur, &seg.name, None)? {
                Found::Res(Res::Module(c)) => cur = c,
                Found::Res(Res::External(p)) => {
                    let names = p.iter().chain(rest[i + 1..].iter().map(|s| &s.name));
                    return Ok(Res::External(external(names)));
                }
                Found::Res(res) if last => return Ok(res),
                Found::Res(res) => return Err(self.not_a_module(m, seg, &res)),
                Found::Missing(ext) => {
                    return Err(self.not_found_in_module(m, cur, seg, ext, kind, last));
                }
                Found::Ambiguous(candidates) => return Err(self.ambiguous(m, seg, candidates)),
            }
        }
        Ok(Res::Module(cur))
    }

    /// E0115 at `seg` in `m`'s file, noted for the tests.
    fn stopped(&mut self, m: ModuleId, seg: &Seg) -> Diagnostic {
        self.memo.limit_hit();
        #[cfg(test)]
        {
            self.limited = true;
        }
        self.too_deep(m, seg)
    }

    /// Whether another lookup would pass [`MAX_DEPTH`] or [`MAX_LOOKUPS`].
    fn over_limits(&self) -> bool {
        self.active.len() >= MAX_DEPTH || self.lookups >= MAX_LOOKUPS
    }

    /// A name as the first segment of a path in `m`: the module's own names, then (for a
    /// lone name) the prelude and the primitive types, which any local name shadows.
    fn lookup_scope(&mut self, m: ModuleId, name: &str, single: bool) -> Result<Found, Diagnostic> {
        let found = self.lookup_in(m, name, None)?;
        if !single || !matches!(found, Found::Missing(_)) {
            return Ok(found);
        }
        if let Some((_, path)) = PRELUDE.iter().find(|(n, _)| *n == name) {
            let path = path.iter().map(|s| (*s).to_string()).collect();
            return Ok(Found::Res(Res::External(path)));
        }
        if let Some(p) = PRIMITIVES.iter().find(|p| **p == name) {
            return Ok(Found::Res(Res::Primitive(p)));
        }
        Ok(found)
    }

    /// `name` in module `m`. With `importer`, only what a glob in `importer` would see.
    fn lookup_in(
        &mut self,
        m: ModuleId,
        name: &str,
        importer: Option<ModuleId>,
    ) -> Result<Found, Diagnostic> {
        if let Some(pos) = self
            .active
            .iter()
            .position(|(am, an)| *am == m && an == name)
        {
            self.memo.cut_at(pos);
            return Ok(Found::Missing(Vec::new()));
        }
        let remembered = self
            .set
            .syntax
            .tables
            .get(m)
            .is_some_and(|t| !t.globs.is_empty());
        #[cfg(test)]
        let remembered = remembered && !self.forget;
        if remembered && let Some(found) = self.memo.get(m, name, importer, &self.active) {
            return found;
        }
        self.active.push((m, name.to_string()));
        let frame = self.memo.open(remembered);
        let found = self.lookup_uncached(m, name, importer);
        if let Some(key) = self.active.pop() {
            self.memo.close(frame, key, importer, &found, &self.active);
        }
        found
    }

    fn lookup_uncached(
        &mut self,
        m: ModuleId,
        name: &str,
        importer: Option<ModuleId>,
    ) -> Result<Found, Diagnostic> {
        self.lookups += 1;
        #[cfg(test)]
        {
            self.steps += 1;
        }
        let set = self.set;
        let Some(table) = set.syntax.tables.get(m) else {
            return Ok(Found::Missing(Vec::new()));
        };
        let sees = |scope| importer.is_none_or(|from| visible(set.index, scope, from));
        if let Some(def) = table.defs.get(name).filter(|d| sees(d.vis)) {
            return Ok(Found::Res(match &def.kind {
                DefKind::Item(index) => Res::Item {
                    module: m,
                    index: *index,
                },
                DefKind::Module(c) => Res::Module(*c),
                DefKind::Crate(c) => Res::External(external([c])),
            }));
        }
        if let Some(imports) = table.imports.get(name) {
            let mut first_error = None;
            for import in imports.iter().filter(|i| sees(i.vis)) {
                match self.resolve(
                    m,
                    import.path.leading_colon,
                    &import.path.segments,
                    Kind::Use,
                ) {
                    Ok(res) => return Ok(Found::Res(res)),
                    Err(e) => {
                        first_error.get_or_insert(e);
                    }
                }
            }
            if let Some(e) = first_error {
                return Err(e);
            }
        }
        let mut found: Vec<Candidate> = Vec::new();
        let mut ext = Vec::new();
        for glob in table.globs.iter().filter(|g| sees(g.vis)) {
            match self.resolve_use(m, &glob.path)? {
                Res::Module(g) => match self.lookup_in(g, name, Some(m))? {
                    Found::Res(res) => {
                        if !found.iter().any(|c| c.res == res) {
                            found.push(Candidate {
                                res,
                                module: m,
                                glob: glob.path.text(),
                            });
                        }
                    }
                    Found::Missing(mut more) => ext.append(&mut more),
                    Found::Ambiguous(candidates) => return Ok(Found::Ambiguous(candidates)),
                },
                Res::External(path) => ext.push(ExtGlob { path, module: m }),
                // `use SomeEnum::*` brings variants, which are not types.
                Res::Item { .. } | Res::Primitive(_) => {}
            }
        }
        Ok(match found.len() {
            0 => Found::Missing(ext),
            1 => Found::Res(found.swap_remove(0).res),
            _ => Found::Ambiguous(found),
        })
    }

    fn resolve_use(&mut self, m: ModuleId, path: &UsePath) -> Result<Res, Diagnostic> {
        self.resolve(m, path.leading_colon, &path.segments, Kind::Use)
    }

    /// The parent of `cur`, or an error at `seg` (in `m`'s file) at the crate root.
    fn parent(&self, m: ModuleId, cur: ModuleId, seg: &Seg) -> Result<ModuleId, Diagnostic> {
        match self.set.index.modules.get(cur).and_then(|x| x.parent) {
            Some(p) => Ok(p),
            None => Err(self.error(
                m,
                seg.span,
                Diagnostic::error(
                    codes::source::SUPER_ABOVE_CRATE_ROOT,
                    "`super` goes above the crate root",
                )
                .label("there is no module above `crate`")
                .help("remove one `super::`, or start the path with `crate::`"),
            )),
        }
    }
}

/// The segments of `path` as the name tables spell them (`r#type` is `type`).
fn segments(path: &syn::Path) -> Vec<Seg> {
    path.segments
        .iter()
        .map(|s| Seg {
            name: s.ident.unraw().to_string(),
            span: s.ident.span(),
        })
        .collect()
}

/// A path into another crate with `core` and `alloc` written as `std`, so callers
/// match one spelling.
fn external<'s>(names: impl IntoIterator<Item = &'s String>) -> Vec<String> {
    let mut path: Vec<String> = names.into_iter().cloned().collect();
    if let Some(first) = path.first_mut()
        && (first == "core" || first == "alloc")
    {
        *first = "std".to_string();
    }
    path
}

#[cfg(test)]
mod tests;
