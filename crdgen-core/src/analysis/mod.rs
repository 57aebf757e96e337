//! One analysis of a crate, shared by every derive of one compilation.
//!
//! `#[derive(CustomResource)]` and `#[derive(CrdSchema)]` each need a result built from
//! the whole crate (a kind's CRD names types in other modules). Built one derive at a
//! time, a crate with N kinds and M nested types is read and parsed N + M times per
//! compilation. [`analyze`] instead reads and parses it once and builds, up front,
//! every kind's CRD and the schema of every type that derives `CrdSchema`, with the
//! same functions of [`crate::pipeline`] the one-at-a-time calls use, so each result is
//! exactly what [`pipeline::kind`] or [`pipeline::type_schema`] returns.
//!
//! An [`Analysis`] is plain data: no syntax tree and no `proc_macro2::Span` outlives
//! [`analyze`] (the derive parses with proc-macro2's fallback and drops its span map
//! after each use). It carries a [`Fingerprint`](fingerprint) of everything it read, so a
//! [`Cache`] held by the proc macro for the whole compiler run (and in rust-analyzer's
//! long-lived proc-macro server) can tell whether it still describes the files on disk.

mod cache;
mod fingerprint;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};

pub use cache::{Cache, Recheck};
use fingerprint::Fingerprint;

use crate::config::Config;
use crate::diagnostic::Diagnostics;
use crate::model::Model;
use crate::pipeline::{self, KindOutput, TypeOutput};

/// A type's address, as the `CrdSchema` derive knows it: its file (canonical), the line
/// of its name, and its name.
type TypeKey = (PathBuf, usize, String);

/// Every result the derives of one crate ask for, computed from one reading of its
/// source.
#[derive(Debug)]
pub struct Analysis {
    /// The crate directory, as given (named by "not found" errors).
    root: PathBuf,
    /// The source files read, canonical.
    files: HashSet<PathBuf>,
    /// Every discovered kind's CRD (or its errors), by (group, kind).
    kinds: BTreeMap<(String, String), Result<KindOutput, Diagnostics>>,
    /// What discovery reported about kinds it could not read.
    discovery: Diagnostics,
    /// The schema (or errors) of every non-generic struct or enum that names
    /// `CrdSchema` in its attributes.
    types: HashMap<TypeKey, Result<TypeOutput, Diagnostics>>,
    /// By file (canonical), the non-generic structs and enums deriving crdgen's
    /// `CrdSchema` or `CustomResource` under any name: (first line, last line, line of
    /// the name), in source order.
    deriving: HashMap<PathBuf, Vec<(usize, usize, usize)>>,
    /// What was read, to tell whether the analysis is still current.
    fingerprint: Fingerprint,
}

/// Reads the crate at `root` once and builds every kind's CRD and every `CrdSchema`
/// type's schema.
///
/// `extra_file` (absolute) is for a derive in a file outside the crate's sources — a
/// test, an example, a trybuild case: when it is given and is not one of the configured
/// sources' files, that file alone is read as the root of its own crate, as
/// [`pipeline::kind`] does for such a file. A failure to read the sources (a syntax
/// error, a missing module file, a bad configuration) is the `Err`.
pub fn analyze(
    root: &Path,
    config: &Config,
    config_file: Option<&Path>,
    extra_file: Option<&Path>,
) -> Result<Analysis, Diagnostics> {
    // Listed before anything is read: a file that appears in between makes the next
    // check see a change, never the other way round.
    let listing = fingerprint::Listing::take(root, config, extra_file);
    let prepared = pipeline::prepare_with(root, config, config_file, extra_file)?;
    // The syntax trees are kept: the types that derive `CrdSchema` are found in them
    // below.
    let src = prepared.src.parsed();
    // The model is read once; each kind gets a schema builder of its own, so its
    // warnings are its own as when it is built alone.
    let model = Model::build_limited(
        src.index,
        src.syntax,
        config.max_kinds,
        prepared.controller_gen.doc_comments,
    );
    let kinds = model
        .kinds
        .iter()
        .map(|kind| {
            let result = pipeline::build_kind(config, &prepared, &model, kind);
            ((kind.group.clone(), kind.kind.clone()), result)
        })
        .collect();
    let discovery = model.kind_errors.clone();
    let mut types = HashMap::new();
    // The types whose derives resolve to `CrdSchema` whatever they are called (a renamed
    // import: `#[derive(Schema)]`), which `names_crd_schema` cannot see, and those whose
    // derives resolve to crdgen's `CustomResource`.
    // Each type by (module, name, line of its name).
    let deriving_trait = |name: &str| -> HashSet<(crate::source::ModuleId, &str, usize)> {
        model
            .types
            .iter()
            .filter(|t| t.derives(name))
            .map(|t| (t.module, t.name.as_str(), t.span.start().line))
            .collect()
    };
    let resolved = deriving_trait("CrdSchema");
    let kinds_derived = deriving_trait("CustomResource");
    let mut deriving: HashMap<PathBuf, Vec<(usize, usize, usize)>> = HashMap::new();
    for module in src.index.modules() {
        let Some(file) = src.index.modules[module]
            .file
            .and_then(|f| src.index.files.get(f))
        else {
            continue;
        };
        let path = canonical(&file.abs_path);
        for item in src.items(module) {
            let (ident, attrs, generics) = match item {
                syn::Item::Struct(s) => (&s.ident, &s.attrs, &s.generics),
                syn::Item::Enum(e) => (&e.ident, &e.attrs, &e.generics),
                _ => continue,
            };
            // A generic type's schema depends on its arguments: the derive skips it.
            if !generics.params.is_empty() {
                continue;
            }
            let line = ident.span().start().line;
            let name = ident.to_string();
            let key = (module, name.as_str(), line);
            if resolved.contains(&key) || kinds_derived.contains(&key) {
                use syn::spanned::Spanned as _;
                let span = item.span();
                deriving.entry(path.clone()).or_default().push((
                    span.start().line,
                    span.end().line,
                    line,
                ));
            }
            if !names_crd_schema(attrs) && !resolved.contains(&(module, name.as_str(), line)) {
                continue;
            }
            let Some(id) = model.find(module, &name, line) else {
                continue;
            };
            // The first item at an address wins, as in `pipeline::type_schema`.
            types
                .entry((path.clone(), line, name))
                .or_insert_with(|| pipeline::build_type(config, &prepared, &model, id));
        }
    }
    Ok(Analysis {
        root: root.to_path_buf(),
        files: src
            .index
            .files
            .iter()
            .map(|f| canonical(&f.abs_path))
            .collect(),
        kinds,
        discovery,
        types,
        deriving,
        fingerprint: Fingerprint::new(root, config, config_file, &prepared, listing),
    })
}

impl Analysis {
    /// The CRD of one group and kind, exactly as [`pipeline::kind`] builds it from the
    /// same sources.
    pub fn kind(&self, group: &str, kind: &str) -> Result<KindOutput, Diagnostics> {
        match self.kinds.get(&(group.to_owned(), kind.to_owned())) {
            Some(result) => result.clone(),
            None => Err(pipeline::kind_not_found(
                &self.root,
                group,
                kind,
                self.discovery.clone(),
            )),
        }
    }

    /// The (group, kind) of every kind found, sorted.
    pub fn kinds(&self) -> impl Iterator<Item = (&str, &str)> {
        self.kinds.keys().map(|(g, k)| (g.as_str(), k.as_str()))
    }

    /// The (file, line, name) of every type whose schema the analysis built, sorted.
    pub fn types(&self) -> Vec<(&Path, usize, &str)> {
        let mut types: Vec<_> = self
            .types
            .keys()
            .map(|(file, line, ident)| (file.as_path(), *line, ident.as_str()))
            .collect();
        types.sort();
        types
    }

    /// The schema of the struct or enum named `ident` whose name is on `line` of `file`,
    /// exactly as [`pipeline::type_schema`] builds it from the same sources; `None` when
    /// the analysis did not build it (the item does not name `CrdSchema` in its
    /// attributes, is generic, or is not in these sources), and the caller must build it
    /// alone.
    pub fn type_schema(
        &self,
        file: &Path,
        line: usize,
        ident: &str,
    ) -> Option<Result<TypeOutput, Diagnostics>> {
        self.types
            .get(&(canonical(file), line, ident.to_owned()))
            .cloned()
    }

    /// The line of the name of the struct or enum of `file` whose text covers `line`,
    /// when that item is not generic and derives crdgen's `CrdSchema` or
    /// `CustomResource`, by what its derive paths resolve to (`#[derive(Schema)]` under
    /// `use crdgen::CrdSchema as Schema;` counts): its own derive reports what is wrong
    /// inside it. `None` when `file` is not one of the files read.
    pub fn deriving_item_at(&self, file: &Path, line: usize) -> Option<Option<usize>> {
        let file = canonical(file);
        if !self.files.contains(&file) {
            return None;
        }
        Some(self.deriving.get(&file).and_then(|items| {
            items
                .iter()
                .find(|(first, last, _)| (*first..=*last).contains(&line))
                .map(|(_, _, name)| *name)
        }))
    }

    /// Whether `file` is one of the source files read.
    pub fn holds(&self, file: &Path) -> bool {
        self.files.contains(&canonical(file))
    }

    /// Whether the files on disk and `config` are still those this analysis read: the
    /// configuration, the header file, the text of every source file, and the set of
    /// `.rs` files under the directories read (so a new or removed module file counts).
    pub fn is_current(&self, config: &Config, config_file: Option<&Path>) -> bool {
        self.fingerprint.is_current(config, config_file)
    }
}

/// `path` with symlinks resolved, or as given when it cannot be resolved.
fn canonical(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

/// Whether an attribute names `CrdSchema` anywhere: `#[derive(CrdSchema)]`,
/// `#[derive(crdgen::CrdSchema)]`, `#[cfg_attr(..., derive(CrdSchema))]`. A type caught
/// by mistake only costs a schema nobody asks for.
fn names_crd_schema(attrs: &[syn::Attribute]) -> bool {
    fn mentions(tokens: proc_macro2::TokenStream) -> bool {
        tokens.into_iter().any(|tt| match tt {
            proc_macro2::TokenTree::Ident(i) => i == "CrdSchema",
            proc_macro2::TokenTree::Group(g) => mentions(g.stream()),
            _ => false,
        })
    }
    attrs.iter().any(|a| {
        (a.path().is_ident("derive") || a.path().is_ident("cfg_attr"))
            && mentions(quote::ToTokens::to_token_stream(&a.meta))
    })
}

#[cfg(test)]
mod tests;
