//! `crdgen migrate`: rewrites a crate written in kube-rs's dialect
//! (`#[derive(CustomResource, JsonSchema)]` from kube and schemars, `#[kube(...)]`,
//! `#[schemars(...)]`, `#[x_kube(...)]`) into crdgen's own (`crdgen::CustomResource`,
//! `CrdSchema`, `#[crd(...)]`), for teams that want crdgen's derive.
//!
//! Attributes only, and the text around them untouched: every change is an edit of a
//! byte range taken from syn's spans ([`edits`]), never a re-print of the file, so
//! comments, blank lines and layout stay byte for byte. What to write comes from the
//! readers crdgen generates with: the kind options from [`crate::model::kube`]'s table
//! ([`crate::model::kube::InCrd`]), the field and type attributes from
//! [`crate::model::foreign`]'s translation to markers. What has no crdgen spelling is an
//! error at the attribute (E1111, E1112), all of them reported together, and then
//! nothing is written.

mod derives;
mod edits;
mod fields;
mod kind;
mod tokens;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::diagnostic::codes;
use crate::diagnostic::{Diagnostic, Diagnostics, escape};
use crate::model::foreign::Scope;
use crate::model::kind::KindOptions;
use crate::model::kube;
use crate::source::{FileId, ModuleId, Parsed};

/// The path of crdgen's runtime crate in the Cargo.toml advice, as a TOML string: a
/// program that knows where crdgen is (the CLI built in a checkout) writes that path in
/// its place.
pub const CRDGEN_PATH_PLACEHOLDER: &str = "\"<your crdgen checkout>/crdgen\"";

/// What `crdgen migrate` would change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Migration {
    /// The files it changes, in the source set's order (sorted by path).
    pub files: Vec<MigratedFile>,
    /// The changes to the crate's Cargo.toml the user should make, one per line.
    pub cargo_hints: Vec<String>,
}

/// One file `crdgen migrate` changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MigratedFile {
    /// The path shown: relative to the crate directory.
    pub path: PathBuf,
    /// The path it was read from, and is written to.
    pub abs_path: PathBuf,
    /// The text read.
    pub before: String,
    /// The text migrated.
    pub after: String,
}

/// Migrates the crate at `root`: its configuration and sources are found as `crdgen
/// generate` finds them (crdgen's own generated client modules are not read).
pub fn migrate(root: &Path) -> Result<Migration, Diagnostics> {
    let loaded = crate::config::load(root)?;
    let config = loaded.config;
    let skipped: Vec<PathBuf> = config.clients.iter().map(|c| c.dir.clone()).collect();
    let src = crate::source::load_skipping(root, &config.paths, &skipped)?;
    let mut migration = migrate_sources(src.parsed())?;
    migration.cargo_hints = cargo_hints(root, &derives::kept_reexports(src.parsed()));
    Ok(migration)
}

/// Migrates the files of `src`.
pub fn migrate_sources(src: Parsed<'_>) -> Result<Migration, Diagnostics> {
    let mut errors: Vec<Diagnostic> = Vec::new();
    // First the kinds, to know which have several versions (kube-derive makes every
    // version the storage version unless told otherwise; crdgen's derive, none).
    let mut kinds: BTreeMap<(ModuleId, usize), KindOptions> = BTreeMap::new();
    let mut versions: BTreeMap<(String, String), usize> = BTreeMap::new();
    for m in src.index.modules() {
        for (n, item) in src.items(m).iter().enumerate() {
            let syn::Item::Struct(s) = item else { continue };
            match kube::parse(&s.attrs, &s.ident) {
                Ok(Some(o)) => {
                    *versions
                        .entry((o.group.value.clone(), o.kind.value.clone()))
                        .or_default() += 1;
                    kinds.insert((m, n), o);
                }
                Ok(None) => {}
                Err(err) => {
                    let location = src.index.location_in(m, err.span);
                    errors.push(err.into_diagnostic(location));
                }
            }
        }
    }
    let mut files = Vec::new();
    for (file_id, file) in src.index.files.iter().enumerate() {
        let mut e = edits::Editor::new(&file.text);
        let mut attr_errors = Vec::new();
        for m in modules_of(src, file_id) {
            let items = src.items(m);
            let mut needs = derives::Needs::default();
            for (n, item) in items.iter().enumerate() {
                let kind = kinds.get(&(m, n));
                let attrs: &[syn::Attribute] = match item {
                    syn::Item::Struct(s) => &s.attrs,
                    syn::Item::Enum(en) => &en.attrs,
                    _ => continue,
                };
                derives::rewrite(
                    attrs,
                    kind.is_some(),
                    (src, m),
                    &mut e,
                    &mut needs,
                    &mut errors,
                );
                if let (Some(o), syn::Item::Struct(s)) = (kind, item) {
                    let several = versions
                        .get(&(o.group.value.clone(), o.kind.value.clone()))
                        .is_some_and(|n| *n > 1);
                    kind::rewrite(&s.attrs, o, &s.ident, several, &mut e, &mut attr_errors);
                }
                fields::rewrite(item, Scope { src, module: m }, &mut e, &mut attr_errors);
            }
            derives::rewrite_uses((src, m), items, &mut e, &needs);
        }
        errors.extend(attr_errors.into_iter().map(|err| {
            let location = src.index.location(file_id, err.span);
            err.into_diagnostic(location)
        }));
        if e.is_empty() {
            continue;
        }
        let after = e.finish();
        if after != file.text {
            files.push(MigratedFile {
                path: file.path.clone(),
                abs_path: file.abs_path.clone(),
                before: file.text.clone(),
                after,
            });
        }
    }
    if !errors.is_empty() {
        return Err(Diagnostics(errors));
    }
    Ok(Migration {
        files,
        cargo_hints: Vec::new(),
    })
}

/// The modules whose items are in `file` (the file's own and its inline modules).
fn modules_of(src: Parsed<'_>, file: FileId) -> Vec<ModuleId> {
    src.index
        .modules()
        .filter(|&m| src.index.modules[m].file == Some(file))
        .collect()
}

impl Migration {
    /// The unified diff of every file it changes, `a/` and `b/` paths relative to the
    /// crate, as `git diff` shows them.
    pub fn diff(&self) -> String {
        let mut out = String::new();
        for f in &self.files {
            let path = f.path.to_string_lossy().replace('\\', "/");
            let diff = similar::TextDiff::from_lines(&f.before, &f.after);
            out.push_str(
                &diff
                    .unified_diff()
                    .context_radius(3)
                    .header(&format!("a/{path}"), &format!("b/{path}"))
                    .to_string(),
            );
        }
        out
    }
}

/// Writes the migrated files, all or nothing (as `crdgen generate` writes). A file
/// changed on disk since it was read is an error, and then nothing is written.
pub fn write(root: &Path, migration: &Migration) -> Result<(), Diagnostics> {
    use crate::emit::transaction;
    let mut contents = Vec::new();
    let mut errors = Vec::new();
    for f in &migration.files {
        match std::fs::read(&f.abs_path) {
            Ok(bytes) => {
                // The source set reads the text without a byte-order mark; it stays.
                const BOM: &str = "\u{feff}";
                let bom = bytes.starts_with(BOM.as_bytes());
                let read = if bom { &bytes[BOM.len()..] } else { &bytes[..] };
                if read != f.before.as_bytes() {
                    errors.push(
                        Diagnostic::error(
                            codes::output::WRITE_FAILED,
                            format!("{} changed while crdgen migrate ran", escape::path(&f.path)),
                        )
                        .help("run crdgen migrate again"),
                    );
                    continue;
                }
                let mut new = if bom {
                    BOM.as_bytes().to_vec()
                } else {
                    Vec::new()
                };
                new.extend_from_slice(f.after.as_bytes());
                contents.push((f.abs_path.clone(), new, bytes));
            }
            Err(err) => errors.push(
                Diagnostic::error(
                    codes::output::WRITE_FAILED,
                    format!("cannot read {}: {err}", escape::path(&f.path)),
                )
                .help("check the file's permissions"),
            ),
        }
    }
    if !errors.is_empty() {
        return Err(Diagnostics(errors));
    }
    let writes: Vec<transaction::Write<'_>> = contents
        .iter()
        .map(|(target, new, previous)| transaction::Write {
            target: target.clone(),
            contents: new,
            previous: Some(previous.clone()),
        })
        .collect();
    transaction::apply(&mut transaction::Disk, root, &writes, &[]).map_err(|failure| {
        Diagnostics(vec![
            Diagnostic::error(
                codes::output::WRITE_FAILED,
                format!(
                    "cannot {} {}: {}",
                    failure.action,
                    escape::path(&failure.path),
                    failure.error
                ),
            )
            .help("nothing was changed; check the directory's permissions and free space"),
        ])
    })
}

/// What the crate's Cargo.toml should change, read from its dependencies: the
/// manifest is not edited (crdgen cannot know where the user takes crdgen from, and
/// a dependency other code still uses must stay). A re-export of kube's or schemars'
/// derive that migrate kept (`reexports`) needs its crate's derive: it is named, and
/// the advice to drop that derive waits for it.
fn cargo_hints(root: &Path, reexports: &[derives::KeptReexport]) -> Vec<String> {
    let text = std::fs::read_to_string(root.join("Cargo.toml")).unwrap_or_default();
    let manifest: toml::Table = toml::from_str(&text).unwrap_or_default();
    let deps = manifest
        .get("dependencies")
        .and_then(toml::Value::as_table)
        .cloned()
        .unwrap_or_default();
    let features = |name: &str| -> Vec<String> {
        deps.get(name)
            .and_then(|d| d.get("features"))
            .and_then(toml::Value::as_array)
            .map(|a| {
                a.iter()
                    .filter_map(|f| f.as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default()
    };
    let mut hints = Vec::new();
    if !deps.contains_key("crdgen") {
        hints.push(format!("add crdgen: crdgen = {{ path = {CRDGEN_PATH_PLACEHOLDER}, features = [\"kube\"] }} (a path until crdgen is on crates.io; `kube` gives the root types kube's own traits; `client` adds typed clients)"));
    }
    for r in reexports {
        let (whose, needs) = match r.krate.as_str() {
            "kube" => ("kube's", "kube's `derive` feature"),
            "kube_derive" => ("kube-derive's", "kube-derive"),
            _ => ("schemars'", "schemars"),
        };
        // Only a `pub` re-export can be imported by other crates, which migrate cannot
        // see; this crate's derives no longer name it either way.
        let importers = if r.public {
            "other crates may still import it: remove it (and their imports of it)"
        } else {
            "only this crate can import it, and its derives here no longer do: remove it (and any import of it left here)"
        };
        hints.push(format!(
            "{}: `{}` re-exports {whose} derive, so it needs {needs}; {importers} before removing {needs}, or keep {needs}",
            r.at, r.text
        ));
    }
    let kept = |krate: &str| reexports.iter().any(|r| r.krate == krate);
    if deps.contains_key("kube-derive") {
        if kept("kube_derive") {
            hints.push("remove kube-derive once the re-exports named above are gone: crdgen's derive writes the root types".to_owned());
        } else {
            hints.push("remove kube-derive: crdgen's derive writes the root types".to_owned());
        }
    }
    if features("kube").iter().any(|f| f == "derive") {
        if kept("kube") {
            hints.push("kube: remove the `derive` feature once the re-exports named above are gone (crdgen's derive writes the root types); remove kube itself if nothing else uses it".to_owned());
        } else {
            hints.push("kube: remove the `derive` feature (crdgen's derive writes the root types); remove kube itself if nothing else uses it".to_owned());
        }
    }
    if deps.contains_key("schemars") {
        if kept("schemars") {
            hints.push("remove schemars once the re-exports named above are gone, if nothing but the CRD types derived JsonSchema".to_owned());
        } else {
            hints
                .push("remove schemars if nothing but the CRD types derived JsonSchema".to_owned());
        }
    }
    if features("k8s-openapi").iter().any(|f| f == "schemars") {
        hints
            .push("k8s-openapi: remove the `schemars` feature if nothing else needs it".to_owned());
    }
    for crate_name in ["validator", "garde"] {
        if deps.contains_key(crate_name) {
            hints.push(format!("keep {crate_name}: its derive still checks values at run time, and crdgen reads its attributes as they are"));
        }
    }
    hints
}
