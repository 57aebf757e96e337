//! Reading the user's crate as source text, without compiling it.
//!
//! [`load`] walks the configured source directories, follows `mod` items the way rustc
//! does and parses every file it reaches exactly once. The result, a [`SourceSet`], is
//! two parts kept apart on purpose:
//!
//! - the [`SourceIndex`]: each file's path, text and line index, the module tree and the
//!   crate's features, which is all the stages after the model read (for diagnostics'
//!   locations and module paths);
//! - the [`Syntax`]: each file's syntax tree and the name tables built from them, which
//!   only reading the model needs ([`Parsed`] borrows both, to find kinds and resolve
//!   type paths with [`Parsed::resolve_type_path`]).
//!
//! A run drops the [`Syntax`] as soon as the model is built: the trees are about half of
//! the memory a run touches, and freed, their pages are reused by the schemas, CRDs and
//! YAML built after them instead of fresh pages being faulted in (#24).
//!
//! Nothing here clones an AST: inline modules are addressed by the index path of their
//! `mod` items inside the file that holds them.

mod assemble;
mod attrs;
mod backing;
pub mod cfg;
mod compact;
mod disk;
pub mod features;
mod load;
mod names;
mod parse;
mod paths;
pub mod read;
mod resolve;
mod tree;
mod walk;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use crate::diagnostic::{Diagnostic, LineIndex, Location};

pub use backing::MAX_FILE_BYTES;
pub use load::{load, load_for, load_in_memory, load_root_file, load_root_file_for, load_skipping};

/// Index of a file in [`SourceIndex::files`] (and of its tree in [`Syntax`]).
pub type FileId = usize;

/// Index of a module in the `modules` of [`SourceIndex`].
pub type ModuleId = usize;

/// Every file and module of the crate that crdgen reads: the index the later stages
/// keep and the syntax trees only the model reads, apart so that the trees can be
/// dropped first (see the module documentation).
#[derive(Debug)]
pub struct SourceSet {
    /// The files' text, the module tree and the features.
    pub index: SourceIndex,
    /// The syntax trees and the name tables built from them.
    pub syntax: Syntax,
}

/// What is known about the crate's files and modules, without their syntax trees.
#[derive(Debug)]
pub struct SourceIndex {
    /// The files read, sorted by their displayed path.
    pub files: Vec<SourceFile>,
    /// The modules, sorted by path, so `crate` comes first.
    pub modules: Vec<Module>,
    /// Every file read while loading (absolute or root-joined paths), sorted.
    read: Vec<PathBuf>,
    /// The crate's features and their value in the builds the CRDs serve, when the
    /// crate's manifest was read ([`features`]); `None` reads every feature as unknown.
    pub features: Option<features::Features>,
    /// Module path → module, for `crate::a::b` lookups and `module_by_path`.
    by_path: HashMap<Vec<String>, ModuleId>,
}

/// The syntax trees of a [`SourceIndex`]'s files and the name tables built from them.
#[derive(Debug)]
pub struct Syntax {
    /// Each file's syntax tree, by [`FileId`].
    trees: Vec<syn::File>,
    /// One name table per module, by [`ModuleId`].
    tables: Vec<names::NameTable>,
    /// Struct, enum and type alias names → where they are defined (module, item index),
    /// built once so "did you mean" suggestions never scan the whole crate.
    named: HashMap<String, Vec<(ModuleId, usize)>>,
    /// The same names by word, for the suggestions an edit distance cannot make
    /// (`DbStatus` for `DatabaseStatus`).
    words: crate::diagnostic::suggest::WordIndex,
}

/// A [`SourceIndex`] and its [`Syntax`], borrowed together: what reading the model and
/// resolving names take.
#[derive(Debug, Clone, Copy)]
pub struct Parsed<'a> {
    /// The files' text, the module tree and the features.
    pub index: &'a SourceIndex,
    /// The syntax trees and the name tables.
    pub syntax: &'a Syntax,
}

/// One file read: its paths and text. Its syntax tree is in [`Syntax`].
#[derive(Debug)]
pub struct SourceFile {
    /// The path shown in diagnostics: relative to the crate directory when possible.
    pub path: PathBuf,
    /// The path the file was read from (the crate directory joined with the relative
    /// path, so absolute when the crate directory was given absolute).
    pub abs_path: PathBuf,
    /// The file's text, without a leading byte-order mark.
    pub text: String,
    /// Where the text's lines start, for locations of spans in it.
    pub lines: LineIndex,
}

/// One module of the crate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Module {
    /// The full path, starting with `crate`: `["crate", "api", "v1"]`.
    pub path: Vec<String>,
    /// The file holding the module's items; `None` for a directory of a source tree
    /// without a crate root that has no file of its own (`a/` when only `a/b.rs` exists,
    /// or the crate itself), which has no items.
    pub file: Option<FileId>,
    /// The enclosing module; `None` for `crate`.
    pub parent: Option<ModuleId>,
    /// For an inline module (`mod foo { ... }`), the index path of the `mod` items
    /// leading to it inside `file` (`[3, 0]`: item 3 of the file, then item 0 of that
    /// module); empty when the module is the whole file.
    pub inline: Vec<usize>,
}

impl Module {
    /// The module path as written in Rust: `crate::api::v1`.
    pub fn path_string(&self) -> String {
        self.path.join("::")
    }
}

/// What a type path refers to.
#[derive(Debug, Clone, PartialEq)]
pub enum Resolved<'a> {
    /// A struct, enum or type alias (`syn::Item::Struct`, `Enum` or `Type`) defined in
    /// the crate; the caller expands aliases itself.
    Local {
        /// The module that defines the item.
        module: ModuleId,
        /// The item itself.
        item: &'a syn::Item,
    },
    /// A path into another crate, canonical: `["std", "collections", "BTreeMap"]`,
    /// `["k8s_openapi", "api", "core", "v1", "PodSpec"]`, `["serde_json", "Value"]`.
    /// `core` and `alloc` are written as `std`.
    External(Vec<String>),
    /// A primitive type: `"i32"`, `"bool"`, `"str"`, `"u8"`, `"f64"`, `"char"`, …
    Primitive(&'static str),
}

impl Resolved<'_> {
    /// The canonical path of what was resolved: the defining module's path plus the
    /// item's name for a local item, the path for an external one, the name alone for a
    /// primitive.
    pub fn path(&self, index: &SourceIndex) -> Vec<String> {
        match self {
            Resolved::Local { module, item } => {
                let mut path = index
                    .modules
                    .get(*module)
                    .map(|m| m.path.clone())
                    .unwrap_or_default();
                if let Some(ident) = item_ident(item) {
                    path.push(names::ident_string(ident));
                }
                path
            }
            Resolved::External(path) => path.clone(),
            Resolved::Primitive(name) => vec![(*name).to_string()],
        }
    }
}

impl SourceSet {
    /// The index and the syntax, borrowed together.
    pub fn parsed(&self) -> Parsed<'_> {
        Parsed {
            index: &self.index,
            syntax: &self.syntax,
        }
    }
}

impl<'a> Parsed<'a> {
    /// The items of module `m`: the file's items, or the inline module's body. Empty for
    /// a module without a file and for an unknown id.
    pub fn items(self, m: ModuleId) -> &'a [syn::Item] {
        tree::module_items(self.index, &self.syntax.trees, m)
    }

    /// The syntax tree of file `file`, if there is one.
    pub fn tree(self, file: FileId) -> Option<&'a syn::File> {
        self.syntax.trees.get(file)
    }

    /// All struct, enum and type alias items named `name`, in module path order: the
    /// candidates of a "did you mean" hint.
    pub fn items_named(self, name: &str) -> Vec<(ModuleId, &'a syn::Item)> {
        self.syntax
            .named
            .get(name)
            .map(|defs| {
                defs.iter()
                    .filter_map(|&(m, i)| self.items(m).get(i).map(|item| (m, item)))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The crate's struct, enum and type alias names that `name` abbreviates or is a
    /// part of, best first (at most three), found through the word index.
    pub(crate) fn names_by_words(self, name: &str) -> Vec<String> {
        self.syntax.words.lookup(name)
    }

    /// Resolves a type path as written in module `module`. Generic arguments are
    /// ignored; the caller resolves them on its own.
    ///
    /// The error points at the path (or the `use` item that failed) and says what to
    /// write instead.
    // The error is large, but it is the cold path; keeping `Diagnostic` unboxed matches
    // the rest of crdgen's API.
    #[allow(clippy::result_large_err)]
    pub fn resolve_type_path(
        self,
        module: ModuleId,
        path: &syn::Path,
    ) -> Result<Resolved<'a>, Diagnostic> {
        resolve::Resolver::new(self).resolve_type_path(module, path)
    }

    /// The canonical path of what a macro path written in module `module` names in
    /// another crate (a derive's: `Schema` under `use crdgen::CrdSchema as Schema;` is
    /// `["crdgen", "CrdSchema"]`), following imports, renames and re-exports as
    /// [`Self::resolve_type_path`] does. A lone name no import brings (a prelude derive,
    /// `Clone`) is itself; `None` when the path names something of this crate or cannot
    /// be resolved, and the caller reads it as written. A path too deep to follow is
    /// the `Err` (E0115, at the import where the resolution stopped): the caller cannot
    /// know what it names.
    // The error is large, but it is the cold path (see `resolve_type_path`).
    #[allow(clippy::result_large_err)]
    pub fn resolve_macro_path(
        self,
        module: ModuleId,
        path: &syn::Path,
    ) -> Result<Option<Vec<String>>, Diagnostic> {
        resolve::Resolver::new(self).resolve_external(module, path)
    }
}

impl SourceIndex {
    /// All module ids, in module path order.
    pub fn modules(&self) -> impl Iterator<Item = ModuleId> + use<> {
        0..self.modules.len()
    }

    /// The module with this full path (`["crate", "api"]`), if any.
    pub fn module_by_path(&self, path: &[String]) -> Option<ModuleId> {
        self.by_path.get(path).copied()
    }

    /// The location of `span` in `file`, for a diagnostic. An unknown file gives an
    /// empty location rather than failing, because diagnostics must never panic.
    pub fn location(&self, file: FileId, span: proc_macro2::Span) -> Location {
        match self.files.get(file) {
            Some(f) => Location::from_span_in(&f.path, &f.text, &f.lines, span),
            None => Location::unknown(),
        }
    }

    /// The location of `span` in the file of module `m`, for a diagnostic.
    pub fn location_in(&self, m: ModuleId, span: proc_macro2::Span) -> Location {
        let file = self
            .modules
            .get(m)
            .and_then(|module| module.file)
            .unwrap_or(usize::MAX);
        self.location(file, span)
    }

    /// Every file read while loading, sorted; what a `build.rs` prints as
    /// `cargo:rerun-if-changed`.
    pub fn files_read(&self) -> impl Iterator<Item = &Path> {
        self.read.iter().map(PathBuf::as_path)
    }

    /// The location of `span` in the file of module `m`, if the module has a file.
    fn module_location(&self, m: ModuleId, span: proc_macro2::Span) -> Option<Location> {
        let file = self.modules.get(m)?.file?;
        Some(self.location(file, span))
    }

    /// `crate::api::v1`, or `?` for an unknown id.
    fn module_name(&self, m: ModuleId) -> String {
        self.modules
            .get(m)
            .map(Module::path_string)
            .unwrap_or_else(|| "?".to_string())
    }
}

/// The name of a struct, enum, type alias, union or trait item.
fn item_ident(item: &syn::Item) -> Option<&syn::Ident> {
    match item {
        syn::Item::Struct(s) => Some(&s.ident),
        syn::Item::Enum(e) => Some(&e.ident),
        syn::Item::Type(t) => Some(&t.ident),
        syn::Item::Union(u) => Some(&u.ident),
        syn::Item::Trait(t) => Some(&t.ident),
        _ => None,
    }
}
