//! What a generation means for the tree, read before anything is changed: the files to
//! be there (the generation's artifacts and the [`manifest`]s that record them), the
//! files crdgen owns and no longer generates (stale), the files it must not touch
//! (foreign), and what every one of them holds now. `write` and `verify` share it, so
//! they always agree on what a run would do.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use super::{manifest, safe_fs};
use crate::diagnostic::codes;
use crate::diagnostic::{Diagnostic, Diagnostics, escape};
use crate::emit::generation::Generation;
use crate::source::read::{self, FileKind, ReadError};

/// The largest existing generated file crdgen reads to compare or to keep for a
/// rollback. Generated files are a few hundred kilobytes (the API server stores
/// objects up to about 1.5 MiB); the limit only stops a device or a runaway file.
pub const MAX_OUTPUT_BYTES: u64 = 64 * 1024 * 1024;

/// One file the tree should hold.
pub(crate) struct Planned {
    /// Relative to the crate root.
    pub path: PathBuf,
    /// What it should hold.
    pub contents: String,
    /// What it holds now; `None` when it does not exist.
    pub existing: Option<Vec<u8>>,
}

/// A file crdgen generated earlier and no longer generates.
pub(crate) struct Stale {
    /// Relative to the crate root.
    pub path: PathBuf,
    /// What it holds, to put back if the run fails after removing it.
    pub previous: Vec<u8>,
}

/// What a generation means for the tree.
pub(crate) struct Plan {
    /// The artifacts and the manifests, sorted by path.
    pub files: Vec<Planned>,
    /// Owned files to remove, sorted by path.
    pub stale: Vec<Stale>,
    /// `*.yaml` files in the CRD directory that crdgen did not write and leaves
    /// alone, sorted. Only `verify` lists them (`write` has nothing to do with them).
    #[cfg_attr(not(feature = "verify"), allow(dead_code))]
    pub foreign: Vec<PathBuf>,
}

/// Reads the tree for `generation`. Every problem is reported together: paths that
/// leave the crate, files crdgen would overwrite without owning them, manifests it
/// cannot trust, things at a file's place that are not files.
pub(crate) fn plan(root: &Path, generation: &Generation) -> Result<Plan, Diagnostics> {
    let mut errors: Vec<Diagnostic> = Vec::new();
    let mut fs = safe_fs::Checker::new(root);
    if let Err(d) = check_paths(&mut fs, generation) {
        return Err(d.into());
    }
    // The directories whose YAML files the manifests describe: the CRD directory, those
    // of the RBAC files (written or not: a stale role.yaml is removed), and every
    // directory a YAML artifact goes to. Keyed without `.` components, each shown as the
    // configuration first names it (`./` stays in `crd-dir = "."`'s paths).
    let crd_dir = manifest::dir_of(&generation.crd_dir.join("x"));
    let mut dirs: BTreeMap<PathBuf, PathBuf> =
        BTreeMap::from([(crd_dir.clone(), generation.crd_dir.clone())]);
    let parents = generation.owned.iter().chain(
        generation
            .artifacts
            .iter()
            .filter(|a| !is_rust(&a.path))
            .map(|a| &a.path),
    );
    for p in parents {
        let shown = p.parent().map(Path::to_path_buf).unwrap_or_default();
        dirs.entry(manifest::dir_of(p)).or_insert(shown);
    }

    let mut old: BTreeMap<PathBuf, (Option<Vec<u8>>, BTreeSet<String>)> = BTreeMap::new();
    // Directories whose manifest cannot be read or trusted: whether crdgen owns their
    // files is unknown, so only the manifest's own error is reported.
    let mut untrusted: BTreeSet<PathBuf> = BTreeSet::new();
    for (dir, shown) in &dirs {
        let path = manifest::path(shown);
        if let Err(d) = fs.check(&path) {
            errors.push(d);
            untrusted.insert(dir.clone());
            continue;
        }
        let before = errors.len();
        let existing = existing(&mut fs, root, &path, &mut errors);
        let names = match &existing {
            Some(bytes) => match manifest::parse(&path, &String::from_utf8_lossy(bytes)) {
                Ok(names) => names.into_iter().collect(),
                Err(d) => {
                    errors.push(d);
                    BTreeSet::new()
                }
            },
            None => BTreeSet::new(),
        };
        if errors.len() > before {
            untrusted.insert(dir.clone());
        }
        old.insert(dir.clone(), (existing, names));
    }

    let mut files = Vec::new();
    let mut new_names: BTreeMap<PathBuf, Vec<String>> =
        dirs.keys().map(|d| (d.clone(), Vec::new())).collect();
    for a in &generation.artifacts {
        let existing = existing(&mut fs, root, &a.path, &mut errors);
        if let Some(bytes) = &existing
            && bytes.as_slice() != a.contents.as_bytes()
            && (is_rust(&a.path) || !untrusted.contains(&manifest::dir_of(&a.path)))
        {
            check_owned(&a.path, bytes, &old, &mut errors);
        }
        if !is_rust(&a.path) {
            let name = file_name(&a.path);
            new_names
                .entry(manifest::dir_of(&a.path))
                .or_default()
                .push(name);
        }
        files.push(Planned {
            path: a.path.clone(),
            contents: a.contents.clone(),
            existing,
        });
    }

    let mut stale = Vec::new();
    for (dir, names) in &mut new_names {
        names.sort();
        let shown = dirs.get(dir).unwrap_or(dir);
        let path = manifest::path(shown);
        let (existing, old_names) = old.remove(dir).unwrap_or_default();
        // `names` is sorted: a binary search per old name, not a scan (#24: 0.4 M string
        // comparisons for 1,000 CRDs).
        for gone in old_names.iter().filter(|n| names.binary_search(n).is_err()) {
            stale_file(&mut fs, root, &shown.join(gone), &mut stale, &mut errors);
        }
        if !names.is_empty() {
            files.push(Planned {
                path,
                contents: manifest::render(names),
                existing,
            });
        } else if let Some(previous) = existing {
            stale.push(Stale { path, previous });
        }
    }
    if let Some(dir) = &generation.rust_dir {
        let produced: BTreeSet<&PathBuf> = generation.artifacts.iter().map(|a| &a.path).collect();
        match crate::clients::generated_files(root, dir) {
            Ok(found) => {
                for path in found.into_iter().filter(|p| !produced.contains(p)) {
                    stale_file(&mut fs, root, &path, &mut stale, &mut errors);
                }
            }
            Err(d) => errors.push(d),
        }
    }

    let foreign = foreign_files(root, &crd_dir, &files, &stale, &mut errors);
    if !errors.is_empty() {
        let mut d = Diagnostics(errors);
        d.sort();
        return Err(d);
    }
    files.sort_by(|a, b| a.path.cmp(&b.path));
    stale.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(Plan {
        files,
        stale,
        foreign,
    })
}

/// Generated Rust modules carry their own mark (their first line); YAML is recorded in
/// the manifests.
fn is_rust(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "rs")
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Every path `write` or `verify` would touch stays inside the crate (see [`safe_fs`]).
/// The first that does not is reported: the files under a directory that leaves the
/// crate all fail for the same reason.
fn check_paths(fs: &mut safe_fs::Checker, generation: &Generation) -> Result<(), Diagnostic> {
    let paths = std::iter::once(&generation.crd_dir)
        .chain(&generation.rust_dir)
        .chain(generation.artifacts.iter().map(|a| &a.path))
        .chain(&generation.owned);
    for path in paths {
        fs.check(path)?;
    }
    Ok(())
}

/// What the file at `path` (relative to `root`) holds, `None` if nothing is there; a
/// directory, FIFO or device at a generated file's place, or a file too large to be
/// one, is an error. A path `fs` found to be a regular file is not asked its kind again.
fn existing(
    fs: &mut safe_fs::Checker,
    root: &Path,
    path: &Path,
    errors: &mut Vec<Diagnostic>,
) -> Option<Vec<u8>> {
    let read = if fs.take_file(path) {
        read::read_bytes_of_file(&root.join(path), MAX_OUTPUT_BYTES)
    } else {
        read::read_bytes(&root.join(path), MAX_OUTPUT_BYTES)
    };
    match read {
        Ok(bytes) => Some(bytes),
        Err(ReadError::Missing(_)) => None,
        Err(ReadError::NotAFile(kind)) => {
            errors.push(
                read::not_a_file(
                    path,
                    &kind,
                    "crdgen writes a generated file at this path: move what is there, or configure another output path",
                ),
            );
            None
        }
        Err(ReadError::TooLarge(size)) => {
            errors.push(read::too_large(
                path,
                size,
                MAX_OUTPUT_BYTES,
                "this is not a file crdgen generated: move it, or configure another output path",
            ));
            None
        }
        Err(ReadError::NotUtf8) => None,
        Err(ReadError::Io(err)) => {
            errors.push(Diagnostic::error(
                codes::input::READ_FAILED,
                format!("cannot read {}: {err}", escape::path(path)),
            ));
            None
        }
    }
}

/// A file crdgen would write over: it must be crdgen's — a Rust module with the header
/// line, a YAML file its directory's manifest lists. (A file equal to what crdgen
/// generates is not written, so it is never checked: that is how trees from before the
/// manifests are adopted.)
fn check_owned(
    path: &Path,
    bytes: &[u8],
    old: &BTreeMap<PathBuf, (Option<Vec<u8>>, BTreeSet<String>)>,
    errors: &mut Vec<Diagnostic>,
) {
    if is_rust(path) {
        if !crate::clients::is_generated(&String::from_utf8_lossy(bytes)) {
            errors.push(
                Diagnostic::error(
                    codes::output::NOT_GENERATED_BY_CRDGEN,
                    format!(
                        "{} exists and was not generated by crdgen (its first line is not `{}`)",
                        escape::path(path),
                        crate::clients::HEADER
                    ),
                )
                .help("crdgen never overwrites such a file: move it, or set another `dir` in [clients]"),
            );
        }
        return;
    }
    let dir = manifest::dir_of(path);
    let listed = old
        .get(&dir)
        .is_some_and(|(_, names)| names.contains(&file_name(path)));
    if !listed {
        errors.push(
            Diagnostic::error(
                codes::output::NOT_GENERATED_BY_CRDGEN,
                format!(
                    "{} exists and was not generated by crdgen (it is not listed in {} and differs from what crdgen generates)",
                    escape::path(path),
                    escape::path(&manifest::path(&dir))
                ),
            )
            .help("crdgen never overwrites a file it did not write: move or delete it (a CRD crdgen generated before it kept a .crdgen-manifest: delete it and generate again), or configure another `crd-dir` (or [rbac] `file`)"),
        );
    }
}

/// Records `path` (relative to `root`) as stale if a regular file is there: something
/// else at that name is not what crdgen wrote.
fn stale_file(
    fs: &mut safe_fs::Checker,
    root: &Path,
    path: &Path,
    stale: &mut Vec<Stale>,
    errors: &mut Vec<Diagnostic>,
) {
    if let Err(d) = fs.check(path) {
        errors.push(d);
        return;
    }
    if !matches!(FileKind::of(&root.join(path)), FileKind::File) {
        return;
    }
    if let Some(previous) = existing(fs, root, path, errors) {
        stale.push(Stale {
            path: path.to_path_buf(),
            previous,
        });
    }
}

/// The `*.yaml` regular files in the CRD directory that crdgen neither writes now nor
/// removes as stale: files it did not write, which it leaves alone.
fn foreign_files(
    root: &Path,
    crd_dir: &Path,
    files: &[Planned],
    stale: &[Stale],
    errors: &mut Vec<Diagnostic>,
) -> Vec<PathBuf> {
    let entries = match std::fs::read_dir(root.join(crd_dir)) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Vec::new(),
        Err(e) => {
            errors.push(Diagnostic::error(
                codes::input::READ_FAILED,
                format!("cannot read {}: {e}", escape::path(crd_dir)),
            ));
            return Vec::new();
        }
    };
    // By directory and name: `./crds/a.yaml` and `crds/a.yaml` are one file.
    let known: BTreeSet<(PathBuf, String)> = files
        .iter()
        .map(|f| &f.path)
        .chain(stale.iter().map(|s| &s.path))
        .map(|p| (manifest::dir_of(p), file_name(p)))
        .collect();
    let mut out = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let yaml = Path::new(&name).extension().is_some_and(|e| e == "yaml");
        if yaml
            && entry.file_type().is_ok_and(|t| t.is_file())
            && !known.contains(&(crd_dir.to_path_buf(), name.clone()))
        {
            out.push(crd_dir.join(name));
        }
    }
    out.sort();
    out
}
