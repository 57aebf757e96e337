//! Building a [`SourceSet`]: which files make up which modules.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};

use crate::diagnostic::codes;
use crate::diagnostic::{Diagnostic, Diagnostics, Location, escape};

use super::backing::{Backing, MAX_FILE_BYTES};
use super::disk::Disk;
use super::features::Features;
use super::read::{self, FileKind, ReadError};
use super::tree::{self, ModDecl};
use super::{FileId, Module, ModuleId, SourceFile, SourceSet, assemble, parse, paths, walk};

/// Loads the crate in `root` (the directory holding `Cargo.toml`) from the source
/// directories `paths`, relative to `root` (callers pass `["src"]` by default).
///
/// A directory holding `lib.rs` (else `main.rs`) is a crate root and only the files its
/// `mod` items reach are read. Any other directory contributes every `.rs` file under
/// it, as the module its layout names (`a/b.rs` is `crate::a::b`). All problems found
/// are returned together, sorted by location.
pub fn load(root: &Path, paths: &[PathBuf]) -> Result<SourceSet, Diagnostics> {
    load_skipping(root, paths, &[])
}

/// [`load`], except that a `mod` item whose directory is one of `skip` (relative to
/// `root`) is not followed: crdgen's own generated Rust modules hold no API types, and
/// their `mod generated;` may be written before the first `crdgen generate` creates them.
pub fn load_skipping(
    root: &Path,
    paths: &[PathBuf],
    skip: &[PathBuf],
) -> Result<SourceSet, Diagnostics> {
    load_for(root, paths, skip, None)
}

/// [`load_skipping`], reading each file as the builds the CRDs serve see it when the
/// crate's `features` are known ([`Features::apply`]): what no build has is not read.
pub fn load_for(
    root: &Path,
    paths: &[PathBuf],
    skip: &[PathBuf],
    features: Option<&Features>,
) -> Result<SourceSet, Diagnostics> {
    let canon_root = root.canonicalize().map_err(|err| {
        Diagnostic::error(
            codes::input::CRATE_DIR_NOT_FOUND,
            format!(
                "cannot read crate directory `{}`: {err}",
                escape::path(root)
            ),
        )
        .help("pass the directory that holds the crate's Cargo.toml")
    })?;
    let mut loader = Loader::new(root, canon_root, Backing::Disk(Disk::default()));
    loader.features = features;
    loader.skip = skip.iter().map(|s| normalize(&root.join(s))).collect();
    let mut crate_roots = Vec::new();
    let mut layouts = Vec::new();
    let mut seen = HashSet::new();
    for configured in paths {
        let dir = root.join(configured);
        if !loader.check_source_dir(configured, &dir) {
            continue;
        }
        // The same directory configured twice (`src` and `./src`) is read once.
        if !dir.canonicalize().is_ok_and(|c| seen.insert(c)) {
            continue;
        }
        match ["lib.rs", "main.rs"]
            .iter()
            .map(|f| dir.join(f))
            .find(|f| loader.fs.is_file(f))
        {
            Some(file) => crate_roots.push(file),
            None => layouts.push(dir),
        }
    }
    if let [first, second, ..] = crate_roots.as_slice() {
        loader.errors.push(
            Diagnostic::error(
                codes::input::TWO_CRATE_ROOTS,
                format!(
                    "two crate roots among the source directories: `{}` and `{}`",
                    escape::path(&loader.shown(first)),
                    escape::path(&loader.shown(second))
                ),
            )
            .help("configure the source directories of one crate only"),
        );
    } else if let Some(file) = crate_roots.first() {
        let children = file.parent().map(Path::to_path_buf).unwrap_or_default();
        loader.load_file_module(vec!["crate".to_string()], file, None, children, None);
    }
    for dir in &layouts {
        loader.load_layout(dir);
    }
    loader.finish()
}

/// Loads one file as the root of a crate of its own (a `main.rs` outside the configured
/// source directories: a test, an example, a trybuild case), following its `mod` items.
/// Paths are displayed relative to the file's directory.
pub fn load_root_file(file: &Path) -> Result<SourceSet, Diagnostics> {
    load_root_file_for(file, None)
}

/// [`load_root_file`], with the crate's features as [`load_for`] takes them.
pub fn load_root_file_for(
    file: &Path,
    features: Option<&Features>,
) -> Result<SourceSet, Diagnostics> {
    let dir = file.parent().map(Path::to_path_buf).unwrap_or_default();
    let canon_root = dir.canonicalize().map_err(|err| {
        Diagnostic::error(
            codes::input::CRATE_DIR_NOT_FOUND,
            format!("cannot read directory `{}`: {err}", escape::path(&dir)),
        )
    })?;
    let mut loader = Loader::new(&dir, canon_root, Backing::Disk(Disk::default()));
    loader.features = features;
    loader.load_file_module(vec!["crate".to_string()], file, None, dir.clone(), None);
    loader.finish()
}

/// Loads a crate held in memory: `files` maps relative paths (`src/lib.rs`,
/// `src/api/v1.rs`) to their text, and `root` (one of them, usually `src/lib.rs`) is
/// the crate root whose `mod` items are followed. Nothing is read from disk: a module
/// file missing from `files` is reported as not found.
pub fn load_in_memory(
    root: &Path,
    files: &BTreeMap<PathBuf, String>,
) -> Result<SourceSet, Diagnostics> {
    let files: BTreeMap<PathBuf, String> = files
        .iter()
        .map(|(path, text)| (paths::normalize(path), text.clone()))
        .collect();
    let root = paths::normalize(root);
    let children = root.parent().map(Path::to_path_buf).unwrap_or_default();
    let mut loader = Loader::new(Path::new(""), PathBuf::new(), Backing::Memory(&files));
    loader.load_file_module(vec!["crate".to_string()], &root, None, children, None);
    loader.finish()
}

/// The loader's state while files are being read.
struct Loader<'a> {
    /// The crate directory as given; paths are joined to it and displayed relative to it.
    root: &'a Path,
    /// Where files are read from.
    fs: Backing<'a>,
    /// The crate directory with symlinks resolved, to tell whether a file is inside.
    canon_root: PathBuf,
    files: Vec<SourceFile>,
    /// The syntax tree of each of `files`, by the same index.
    trees: Vec<syn::File>,
    /// Canonical path → file, so a file reached twice is parsed once.
    by_canon: HashMap<PathBuf, FileId>,
    /// Canonical paths that failed to read or parse, so each is reported once.
    failed: HashSet<PathBuf>,
    modules: Vec<Module>,
    by_path: HashMap<Vec<String>, ModuleId>,
    /// Module directories not followed (normalized, root-joined).
    skip: Vec<PathBuf>,
    /// Canonical paths of the files being loaded, outermost first: a `#[path]` that
    /// leads back to one of them would recurse forever.
    stack: Vec<PathBuf>,
    read: Vec<PathBuf>,
    errors: Vec<Diagnostic>,
    /// The crate's features, when known: files are read as the builds see them.
    features: Option<&'a Features>,
}

impl<'a> Loader<'a> {
    fn new(root: &'a Path, canon_root: PathBuf, fs: Backing<'a>) -> Loader<'a> {
        Loader {
            root,
            fs,
            canon_root,
            files: Vec::new(),
            trees: Vec::new(),
            by_canon: HashMap::new(),
            failed: HashSet::new(),
            modules: Vec::new(),
            by_path: HashMap::new(),
            skip: Vec::new(),
            stack: Vec::new(),
            read: Vec::new(),
            errors: Vec::new(),
            features: None,
        }
    }

    fn shown(&self, path: &Path) -> PathBuf {
        paths::display(self.root, path)
    }

    /// Reports a configured source directory that is missing or leads out of the crate.
    fn check_source_dir(&mut self, configured: &Path, dir: &Path) -> bool {
        let canon = match dir.canonicalize() {
            Ok(canon) if canon.is_dir() => canon,
            _ => {
                let error = Diagnostic::error(
                    codes::input::SOURCE_DIR_NOT_FOUND,
                    format!(
                        "source directory `{}` does not exist",
                        escape::path(configured)
                    ),
                );
                // `-C src` (the source folder given for the crate's) makes `src/src` the
                // missing directory, shown as `src`: name the likely mistake instead.
                // `crdgen.toml` is `config::CONFIG_FILE`: the source stage does not depend
                // on the configuration's module.
                let manifest = ["Cargo.toml", "crdgen.toml"]
                    .iter()
                    .any(|name| self.root.join(name).is_file());
                self.errors.push(if manifest {
                    error.help("create it, or fix the configured source paths (relative to the crate directory)")
                } else {
                    error
                        .note(format!(
                            "source paths are relative to the crate directory `{}`, which holds no Cargo.toml or crdgen.toml",
                            escape::path(self.root)
                        ))
                        .help("give the directory that holds the crate's Cargo.toml (`-C path/to/crate`, not its `src`)")
                });
                return false;
            }
        };
        if !canon.starts_with(&self.canon_root) {
            self.errors.push(
                Diagnostic::error(
                    codes::input::SOURCE_DIR_OUTSIDE_CRATE,
                    format!(
                        "source directory `{}` resolves to `{}`, outside the crate directory",
                        escape::path(configured),
                        escape::path(&canon)
                    ),
                )
                .help("configure directories inside the crate only"),
            );
            return false;
        }
        true
    }

    /// Adds every `.rs` file under `dir` as the module its layout names.
    fn load_layout(&mut self, dir: &Path) {
        let files = walk::rust_files(dir, self.root, &self.canon_root, &mut self.errors);
        let mut entries: Vec<(Vec<String>, PathBuf)> = files
            .into_iter()
            .filter_map(|file| layout_module_path(dir, &file).map(|path| (path, file)))
            .collect();
        // Parents sort before children, so `a.rs` is loaded (following its `mod`
        // items) before `a/b.rs` is considered on its own.
        entries.sort();
        for (i, (path, file)) in entries.iter().enumerate() {
            if i > 0 && entries[i - 1].0 == *path {
                let other = self.shown(&entries[i - 1].1);
                self.errors.push(
                    Diagnostic::error(
                        codes::source::MODULE_FILE_AMBIGUOUS,
                        format!(
                            "module `{}` is found in both `{}` and `{}`",
                            path.join("::"),
                            escape::path(&other),
                            escape::path(&self.shown(file))
                        ),
                    )
                    .help("delete or rename one of the two files"),
                );
                continue;
            }
            let already = self
                .fs
                .canonicalize(file)
                .is_ok_and(|c| self.by_canon.contains_key(&c) || self.failed.contains(&c));
            if already {
                continue;
            }
            let (parent_path, _) = path.split_at(path.len().saturating_sub(1));
            let parent = self.ensure_virtual(parent_path);
            let children = children_dir(file, false);
            self.load_file_module(path.clone(), file, parent, children, None);
        }
        // The crate module exists even when every file sits in a subdirectory.
        self.ensure_virtual(&["crate".to_string()]);
    }

    /// Makes sure the module `path` and its ancestors exist, creating file-less modules
    /// where a directory has no file of its own; returns the module.
    fn ensure_virtual(&mut self, path: &[String]) -> Option<ModuleId> {
        let mut parent = None;
        for len in 1..=path.len() {
            let prefix = &path[..len];
            let id = match self.by_path.get(prefix) {
                Some(&id) => id,
                None => self.push_module(prefix.to_vec(), None, parent, Vec::new()),
            };
            parent = Some(id);
        }
        parent
    }

    fn push_module(
        &mut self,
        path: Vec<String>,
        file: Option<FileId>,
        parent: Option<ModuleId>,
        inline: Vec<usize>,
    ) -> ModuleId {
        let id = self.modules.len();
        self.by_path.insert(path.clone(), id);
        self.modules.push(Module {
            path,
            file,
            parent,
            inline,
        });
        id
    }

    /// Registers a module, reporting a second definition of the same path.
    fn add_module(
        &mut self,
        path: Vec<String>,
        file: FileId,
        parent: Option<ModuleId>,
        inline: Vec<usize>,
        decl: Option<&Location>,
    ) -> Option<ModuleId> {
        if self.by_path.contains_key(&path) {
            let mut d = Diagnostic::error(
                codes::source::MODULE_DEFINED_TWICE,
                format!("module `{}` is defined more than once", path.join("::")),
            )
            .label("second definition")
            .help("remove one of the definitions, or rename one of the modules");
            if let Some(loc) = decl {
                d = d.at(loc.clone());
            }
            self.errors.push(d);
            return None;
        }
        Some(self.push_module(path, Some(file), parent, inline))
    }

    /// Reads `file` as module `path`, then the modules its `mod` items declare.
    /// `children` is the directory where its non-inline children's files live.
    fn load_file_module(
        &mut self,
        path: Vec<String>,
        file: &Path,
        parent: Option<ModuleId>,
        children: PathBuf,
        decl: Option<&Location>,
    ) {
        let Some((id, canon)) = self.read_file(file, decl) else {
            return;
        };
        if self.stack.contains(&canon) {
            let d = Diagnostic::error(
                codes::source::MODULE_INCLUDES_ITSELF,
                format!(
                    "`{}` includes itself as a module",
                    escape::path(&self.shown(file))
                ),
            )
            .label("module file already being read")
            .help("fix the `#[path]` attribute so it names another file");
            self.errors.push(at_opt(d, decl));
            return;
        }
        let Some(module) = self.add_module(path, id, parent, Vec::new(), decl) else {
            return;
        };
        self.stack.push(canon);
        let file_dir = file.parent().map(Path::to_path_buf).unwrap_or_default();
        self.load_children(module, id, Vec::new(), &children, &file_dir, false);
        self.stack.pop();
    }

    /// Follows the `mod` items of module `module` (items at `inline` in file `file`).
    fn load_children(
        &mut self,
        module: ModuleId,
        file: FileId,
        inline: Vec<usize>,
        children: &Path,
        file_dir: &Path,
        in_inline: bool,
    ) {
        let decls = match self.trees.get(file) {
            Some(ast) => tree::mod_decls(tree::items_at(ast, &inline)),
            None => return,
        };
        let module_path = match self.modules.get(module) {
            Some(m) => m.path.clone(),
            None => return,
        };
        for decl in decls {
            let mut path = module_path.clone();
            path.push(decl.name.clone());
            let loc = self.location(file, &decl);
            if decl.inline {
                let mut index_path = inline.clone();
                index_path.push(decl.index);
                let dir = children.join(decl.path_attr.as_deref().unwrap_or(&decl.name));
                if let Some(child) =
                    self.add_module(path, file, Some(module), index_path.clone(), Some(&loc))
                {
                    self.load_children(child, file, index_path, &dir, file_dir, true);
                }
                continue;
            }
            if let Some(attr) = &decl.path_attr {
                // Rust's rule: relative to the current file's directory, except inside
                // an inline module, where it is relative to that module's directory.
                let base = if in_inline { children } else { file_dir };
                let target = base.join(attr);
                if let Some(d) = self.outside_crate(file, &decl, &target) {
                    self.errors.push(d);
                    continue;
                }
                // A `#[path]` file owns its directory, like a `mod.rs`.
                let dir = children_dir(&target, true);
                self.load_file_module(path, &target, Some(module), dir, Some(&loc));
                continue;
            }
            if self.skip.contains(&normalize(&children.join(&decl.name))) {
                continue;
            }
            let flat = children.join(format!("{}.rs", decl.name));
            let nested = children.join(&decl.name).join("mod.rs");
            let target = match (self.fs.is_file(&flat), self.fs.is_file(&nested)) {
                (true, false) => flat,
                (false, true) => nested,
                (true, true) => {
                    self.errors.push(
                        Diagnostic::error(
                            codes::source::MODULE_FILE_AMBIGUOUS,
                            format!(
                                "file for module `{}` found at both `{}` and `{}`",
                                decl.name,
                                escape::path(&self.shown(&flat)),
                                escape::path(&self.shown(&nested))
                            ),
                        )
                        .at(loc)
                        .label("ambiguous module file")
                        .help("delete or rename one of the two files"),
                    );
                    continue;
                }
                (false, false) => {
                    // Something that is not a file (a directory, a FIFO, a link loop)
                    // is no reason to suggest creating the file.
                    let odd = [&flat, &nested]
                        .into_iter()
                        .map(|p| (p, self.fs.kind(p)))
                        .find(|(_, kind)| kind.what().is_some());
                    if let Some((path, kind)) = odd {
                        let d = module_not_a_file(&self.shown(path), &kind).at(loc);
                        self.errors.push(d);
                        continue;
                    }
                    self.errors.push(
                        Diagnostic::error(
                            codes::source::MODULE_FILE_NOT_FOUND,
                            format!("file not found for module `{}`", decl.name),
                        )
                        .at(loc)
                        .label("no file for this module")
                        .help(format!(
                            "create `{}` or `{}`, or add `#[path = \"...\"]`",
                            escape::path(&self.shown(&flat)),
                            escape::path(&self.shown(&nested))
                        )),
                    );
                    continue;
                }
            };
            let dir = children.join(&decl.name);
            self.load_file_module(path, &target, Some(module), dir, Some(&loc));
        }
    }

    /// The error for a `#[path]` whose target lies outside the crate directory, by its
    /// spelling (absolute, or climbing out with `..`) or through a symlink: crdgen reads
    /// the crate's own files only, so its output cannot depend on (or reveal) others.
    fn outside_crate(&self, file: FileId, decl: &ModDecl, target: &Path) -> Option<Diagnostic> {
        let shown = self.shown(target);
        let why = if !paths::lexically_inside(self.root, target) {
            format!("`{}` is outside the crate directory", escape::path(&shown))
        } else {
            let canon = self.fs.canonicalize(target).ok()?;
            if canon.starts_with(&self.canon_root) {
                return None;
            }
            format!(
                "`{}` is a symlink to `{}`, outside the crate directory",
                escape::path(&shown),
                escape::path(&canon)
            )
        };
        let span = decl.path_span.unwrap_or(decl.span);
        let location = match self.files.get(file) {
            Some(f) => Location::from_span_in(&f.path, &f.text, &f.lines, span),
            None => Location::unknown(),
        };
        Some(
            Diagnostic::error(
                codes::source::PATH_OUTSIDE_CRATE,
                format!("`#[path]` of module `{}` leads out of the crate: {why}", decl.name),
            )
            .at(location)
            .label("module file outside the crate")
            .note("crdgen reads only files inside the crate directory")
            .help("move the file into the crate and point `#[path]` at it there; `paths` in the crdgen configuration cannot help, as it takes only directories inside the crate"),
        )
    }

    fn location(&self, file: FileId, decl: &ModDecl) -> Location {
        match self.files.get(file) {
            Some(f) => Location::from_span_in(&f.path, &f.text, &f.lines, decl.span),
            None => Location::unknown(),
        }
    }

    /// Reads and parses `file` once; returns its id and canonical path.
    fn read_file(&mut self, file: &Path, decl: Option<&Location>) -> Option<(FileId, PathBuf)> {
        let shown = self.shown(file);
        let canon = match self.fs.canonicalize(file) {
            Ok(canon) => canon,
            Err(err) if read::is_link_loop(&err) => {
                let d = module_not_a_file(&shown, &FileKind::LinkLoop);
                self.errors.push(at_opt(d, decl));
                return None;
            }
            Err(err) => {
                let d = Diagnostic::error(
                    codes::input::READ_FAILED,
                    format!("cannot read `{}`: {err}", escape::path(&shown)),
                )
                .label("module file not readable")
                .help("check that the file exists and is readable");
                self.errors.push(at_opt(d, decl));
                return None;
            }
        };
        if let Some(&id) = self.by_canon.get(&canon) {
            return Some((id, canon));
        }
        if self.failed.contains(&canon) {
            return None;
        }
        if !canon.starts_with(&self.canon_root) && !paths::lexically_inside(self.root, file) {
            // Reached through a directory outside the crate: an inline module's `#[path]`
            // (a file's own `#[path]` is refused where it is written).
            self.failed.insert(canon.clone());
            let d = Diagnostic::error(
                codes::source::PATH_OUTSIDE_CRATE,
                format!("`{}` is outside the crate directory", escape::path(&shown)),
            )
            .label("module file outside the crate")
            .note("crdgen reads only files inside the crate directory")
            .help("move the module's files into the crate, and point the inline module's `#[path]` at a directory inside it");
            self.errors.push(at_opt(d, decl));
            return None;
        }
        if !canon.starts_with(&self.canon_root) {
            self.failed.insert(canon.clone());
            let d = Diagnostic::error(
                codes::input::SYMLINK_OUTSIDE_CRATE,
                format!(
                    "`{}` is a symlink to `{}`, outside the crate directory",
                    escape::path(&shown),
                    escape::path(&canon)
                ),
            )
            .label("module file leads out of the crate")
            .help("copy the file into the crate, or point the symlink inside the crate directory");
            self.errors.push(at_opt(d, decl));
            return None;
        }
        let text = match self.fs.read(file) {
            Ok(text) => text,
            Err(err) => {
                self.failed.insert(canon.clone());
                let unreadable = |why: String| {
                    Diagnostic::error(
                        codes::input::READ_FAILED,
                        format!("cannot read `{}`: {why}", escape::path(&shown)),
                    )
                    .label("module file not readable")
                    .help("make the file readable UTF-8 text")
                };
                let d = match err {
                    ReadError::Io(err) | ReadError::Missing(err) => unreadable(err.to_string()),
                    ReadError::NotUtf8 => {
                        unreadable("stream did not contain valid UTF-8".to_owned())
                    }
                    ReadError::NotAFile(kind) => module_not_a_file(&shown, &kind),
                    ReadError::TooLarge(size) => too_large(&shown, size),
                };
                self.errors.push(at_opt(d, decl));
                return None;
            }
        };
        self.read.push(file.to_path_buf());
        // syn skips a byte-order mark; dropping it here keeps columns on line 1 right.
        let text = text
            .strip_prefix('\u{feff}')
            .map(str::to_string)
            .unwrap_or(text);
        match parse::parse(&shown, &text) {
            Ok(mut ast) => {
                let lines = crate::diagnostic::LineIndex::new(&text);
                if let Some(features) = self.features {
                    let at = |span| Location::from_span_in(&shown, &text, &lines, span);
                    features.apply(&mut ast, &at, &mut self.errors);
                }
                super::compact::shrink(&mut ast);
                let id = self.files.len();
                self.files.push(SourceFile {
                    path: shown,
                    abs_path: file.to_path_buf(),
                    lines,
                    text,
                });
                self.trees.push(ast);
                self.by_canon.insert(canon.clone(), id);
                Some((id, canon))
            }
            Err(d) => {
                self.failed.insert(canon);
                self.errors.push(*d);
                None
            }
        }
    }

    /// Fails with every problem found, or assembles the set.
    fn finish(self) -> Result<SourceSet, Diagnostics> {
        if !self.errors.is_empty() {
            let mut diagnostics = Diagnostics(self.errors);
            diagnostics.sort();
            return Err(diagnostics);
        }
        let mut set = assemble::assemble(self.files, self.trees, self.modules, self.read);
        set.index.features = self.features.cloned();
        Ok(set)
    }
}

/// Where the non-inline children of a module read from `file` live: beside it for a
/// crate root, a `mod.rs` or a `#[path]` file; in a directory named after it otherwise.
fn children_dir(file: &Path, owns_dir: bool) -> PathBuf {
    let dir = file.parent().map(Path::to_path_buf).unwrap_or_default();
    let stem = file.file_stem().map(|s| s.to_string_lossy().into_owned());
    match stem.as_deref() {
        Some("mod") | None => dir,
        Some(_) if owns_dir => dir,
        Some(stem) => dir.join(stem),
    }
}

/// `a/b.rs` → `crate::a::b`, `a/mod.rs` → `crate::a`. Files whose names are not Rust
/// identifiers cannot be modules and are left out.
fn layout_module_path(dir: &Path, file: &Path) -> Option<Vec<String>> {
    let rel = file.strip_prefix(dir).ok()?;
    let mut path = vec!["crate".to_string()];
    let mut parts: Vec<String> = rel
        .iter()
        .map(|c| c.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop()?;
    let stem = last.strip_suffix(".rs")?.to_string();
    if stem != "mod" {
        parts.push(stem);
    }
    for part in parts {
        syn::parse_str::<syn::Ident>(&part).ok()?;
        path.push(part);
    }
    Some(path)
}

/// A source file over [`MAX_FILE_BYTES`]: reported rather than read.
fn too_large(shown: &Path, size: Option<u64>) -> Diagnostic {
    let size = match size {
        Some(bytes) => format!("{bytes} bytes"),
        None => format!("more than {MAX_FILE_BYTES} bytes"),
    };
    Diagnostic::error(codes::input::FILE_TOO_LARGE, format!(
        "`{}` is {size}, more than the {MAX_FILE_BYTES} bytes (4 MiB) crdgen reads from one source file",
        escape::path(shown)
    ))
    .label("module file too large")
    .help("split the file into smaller modules, or keep generated data out of the source directories")
}

/// A module's file that is a directory, a FIFO, a device or a link loop: reported as
/// what it is, not as missing (which would advise creating a file that is there).
fn module_not_a_file(shown: &Path, kind: &FileKind) -> Diagnostic {
    read::not_a_file(
        shown,
        kind,
        "a module's source is read from a regular file: put the file at this path, or point `#[path]` at it",
    )
    .label("module file is not a file")
}

fn at_opt(d: Diagnostic, loc: Option<&Location>) -> Diagnostic {
    match loc {
        Some(loc) => d.at(loc.clone()),
        None => d,
    }
}

/// `a/./b/../c` → `a/c`, without touching the file system (the directory may not exist).
fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            std::path::Component::CurDir => {}
            std::path::Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(parts: &[&str]) -> Option<Vec<String>> {
        Some(parts.iter().map(|s| s.to_string()).collect())
    }

    #[test]
    fn layout_paths_follow_files() {
        let dir = Path::new("/c/api");
        assert_eq!(
            layout_module_path(dir, Path::new("/c/api/a/b.rs")),
            p(&["crate", "a", "b"])
        );
        assert_eq!(
            layout_module_path(dir, Path::new("/c/api/a/mod.rs")),
            p(&["crate", "a"])
        );
        assert_eq!(
            layout_module_path(dir, Path::new("/c/api/mod.rs")),
            p(&["crate"])
        );
        assert_eq!(
            layout_module_path(dir, Path::new("/c/api/my-file.rs")),
            None
        );
        assert_eq!(layout_module_path(dir, Path::new("/c/api/fn.rs")), None);
    }

    #[test]
    fn children_live_beside_mod_rs_and_under_other_files() {
        assert_eq!(
            children_dir(Path::new("s/lib.rs"), true),
            PathBuf::from("s")
        );
        assert_eq!(
            children_dir(Path::new("s/a/mod.rs"), false),
            PathBuf::from("s/a")
        );
        assert_eq!(
            children_dir(Path::new("s/a.rs"), false),
            PathBuf::from("s/a")
        );
        assert_eq!(children_dir(Path::new("s/x.rs"), true), PathBuf::from("s"));
    }
}
