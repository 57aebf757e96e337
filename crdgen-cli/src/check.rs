//! `crdgen check`: compares the CRDs the types generate with those of before (a git
//! revision, a directory, or the committed CRD directory) and reports what breaks.

use std::path::{Path, PathBuf};
use std::process::Command;

use crdgen_core::check;
use crdgen_core::diagnostic::codes::check as codes;
use crdgen_core::diagnostic::{Diagnostic, Diagnostics, Location, escape};
use crdgen_core::emit::{self, yaml};
use crdgen_core::source::read::{self, ReadError};

use crate::{Common, ERROR, Printer, STALE};

/// Where the CRDs of before are.
pub enum Against {
    /// The committed CRD files: the CRD directory at git's `HEAD` when the crate is in a
    /// git repository with a commit, else the directory on disk. Not the files on disk
    /// inside a repository: `crdgen generate` (or a build script) may already have
    /// rewritten them from the new types, and the check would compare them with
    /// themselves.
    Tree,
    /// The CRD directory at a git revision.
    Rev(String),
    /// Every CRD file of a directory.
    Dir(PathBuf),
}

/// Runs the check and prints its findings; the exit code is 0 when nothing breaks,
/// 1 when something does, 2 on an error.
pub fn run(printer: &Printer, common: &Common, root: &Path, against: &Against) -> u8 {
    let fail = |d: &Diagnostics| {
        printer.fail(d);
        ERROR
    };
    let loaded = match crdgen_core::config::load(root) {
        Ok(l) => l,
        Err(d) => return fail(&d.into()),
    };
    let mut config = loaded.config;
    common.apply(&mut config);
    let after = match crdgen_core::pipeline::crds(root, &config, loaded.source.as_deref()) {
        Ok(a) => a,
        Err(d) => return fail(&d),
    };
    let before = match against {
        Against::Tree if has_head(root) => read_rev(root, "HEAD", &config.crd_dir),
        Against::Tree => read_dir(&root.join(&config.crd_dir)),
        Against::Dir(dir) => read_dir(dir),
        Against::Rev(rev) => read_rev(root, rev, &config.crd_dir),
    };
    let before = match before {
        Ok(b) => b,
        Err(d) => return fail(&d),
    };
    let findings = check::compare(&before, &after.values(), &after.readers());
    let report = check::report(&findings, &after, &config.check.allow);
    if !report.diagnostics.0.is_empty() {
        printer.print(&report.diagnostics);
    }
    for line in &report.compatible {
        println!("compatible: {line}");
    }
    println!("{}", report.summary());
    if report.breaking > 0 { STALE } else { 0 }
}

fn unreadable(message: String, help: &str) -> Diagnostics {
    Diagnostic::error(codes::BEFORE_UNREADABLE, message)
        .help(help)
        .into()
}

/// The CRDs of the YAML files (`*.yaml`, `*.yml`) directly in `dir`, in file-name order.
fn read_dir(dir: &Path) -> Result<Vec<serde_json::Value>, Diagnostics> {
    let entries = std::fs::read_dir(dir).map_err(|e| {
        unreadable(
            format!("cannot read the CRD directory {}: {e}", escape::path(dir)),
            "give the directory holding the CRDs of before, or generate them first",
        )
    })?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml" || x == "yml"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for f in &files {
        let text = match read::read_text(f, emit::MAX_OUTPUT_BYTES) {
            Ok(t) => t,
            Err(e) => {
                let cannot = |why: String| {
                    Diagnostic::error(
                        codes::BEFORE_UNREADABLE,
                        format!("cannot read {}: {why}", escape::path(f)),
                    )
                    .help("check the file's path and permissions")
                };
                errors.push(match e {
                    ReadError::Missing(e) | ReadError::Io(e) => cannot(e.to_string()),
                    ReadError::NotUtf8 => cannot("stream did not contain valid UTF-8".to_owned()),
                    ReadError::NotAFile(kind) => read::not_a_file(
                        f,
                        &kind,
                        "the CRD directory of before holds CRD files only",
                    ),
                    ReadError::TooLarge(size) => {
                        read::too_large(f, size, emit::MAX_OUTPUT_BYTES, "CRDs are far smaller")
                    }
                });
                continue;
            }
        };
        match crds_of(f, &text) {
            Ok(crds) => out.extend(crds),
            Err(d) => errors.extend(d.0),
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(Diagnostics(errors))
    }
}

/// The CustomResourceDefinitions among the documents of one YAML file, read as
/// `crdgen import` and `--external` read CRDs: the values only, so a comment (valid YAML
/// that carries no value, which a hand-kept or `kubectl`-edited CRD may have) is no error.
fn crds_of(file: &Path, text: &str) -> Result<Vec<serde_json::Value>, Diagnostics> {
    match yaml::read_values(text) {
        Ok(parsed) => Ok(parsed
            .documents
            .into_iter()
            .filter(|d| d.get("kind").and_then(|k| k.as_str()) == Some("CustomResourceDefinition"))
            .collect()),
        Err(e) => Err(Diagnostic::error(
            codes::BEFORE_UNREADABLE,
            format!("cannot read the CRD of before: {}", e.message),
        )
        .at(Location {
            file: file.to_path_buf(),
            line: e.line,
            column: e.column,
            source_line: text.lines().nth(e.line.saturating_sub(1)).unwrap_or("").to_owned(),
            width: 1,
        })
        .help("crdgen reads the CRD files it wrote (and controller-gen's); anchors, aliases and tags are not read")
        .into()),
    }
}

/// Whether `root` is in a git repository that has a commit (git installed, too).
fn has_head(root: &Path) -> bool {
    git(root, &["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]).is_ok()
}

/// Runs `git args...` in `root`; its standard output, or the error to report.
fn git(root: &Path, args: &[&str]) -> Result<Vec<u8>, Diagnostics> {
    let help = "`--against REV` needs git and a revision it knows (in a shallow CI clone, fetch the history first: actions/checkout with `fetch-depth: 0`)";
    let output = Command::new("git")
        .arg("-C")
        .arg(root)
        .args(args)
        .output()
        .map_err(|e| unreadable(format!("cannot run git: {e}"), help))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let first = stderr.lines().next().unwrap_or("").trim();
        return Err(unreadable(
            format!("`git {}` failed: {}", args.join(" "), escape::value(first)),
            help,
        ));
    }
    Ok(output.stdout)
}

/// The CRDs of the CRD directory at git revision `rev`, read with `git ls-tree` and
/// `git show`: nothing is checked out.
fn read_rev(root: &Path, rev: &str, crd_dir: &Path) -> Result<Vec<serde_json::Value>, Diagnostics> {
    if rev.starts_with('-') {
        return Err(unreadable(
            format!("`{}` is not a git revision", escape::value(rev)),
            "give a branch, tag or commit, such as `origin/main` or `v1.2.0`",
        ));
    }
    let commit = format!("{rev}^{{commit}}");
    git(root, &["rev-parse", "--verify", "--quiet", "--end-of-options", &commit]).map_err(|e| {
        // `--quiet` keeps git silent about an unknown revision only: any other
        // failure (not a repository) keeps git's own words.
        if e.0.iter().any(|d| !d.message.ends_with("failed: ")) {
            return e;
        }
        unreadable(
            format!("`{}` is not a revision of the git repository at {}", escape::value(rev), escape::path(root)),
            "give a branch, tag or commit git knows; in a shallow CI clone, fetch the history first (actions/checkout with `fetch-depth: 0`)",
        )
    })?;
    let dir = format!("{}/", crd_dir.to_string_lossy().trim_end_matches('/'));
    let listing = git(root, &["ls-tree", "--name-only", "-z", rev, "--", &dir])?;
    let mut files: Vec<String> = listing
        .split(|b| *b == 0)
        .filter(|n| !n.is_empty())
        .map(|n| String::from_utf8_lossy(n).into_owned())
        .filter(|n| n.ends_with(".yaml") || n.ends_with(".yml"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for f in &files {
        let blob = git(root, &["show", &format!("{rev}:./{f}")])?;
        let Ok(text) = String::from_utf8(blob) else {
            errors.extend(
                unreadable(
                    format!("{f} at {} is not UTF-8", escape::value(rev)),
                    "CRD files are UTF-8 YAML",
                )
                .0,
            );
            continue;
        };
        match crds_of(&PathBuf::from(format!("{rev}:{f}")), &text) {
            Ok(crds) => out.extend(crds),
            Err(d) => errors.extend(d.0),
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(Diagnostics(errors))
    }
}
