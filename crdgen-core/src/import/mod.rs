//! `crdgen import`: CustomResourceDefinitions (YAML) to the Rust types that generate them
//! again (feature `import`).
//!
//! A pure function from the files' text to a crate's files ([`import`]): each CRD is read
//! ([`crd`]), each version's schema becomes structs ([`types`]: one per object schema,
//! markers spelled from the keyword table read backwards, [`crate::keywords::writer`];
//! k8s-openapi types where a subtree is a built-in type's schema, [`builtin`]), and each
//! group/version module is printed with prettyplease ([`render`]) into the crate's layout
//! ([`layout`]: module and type names that never meet, `Cargo.toml`, `crdgen.toml`),
//! which [`files`] writes new files only, all or nothing. What no Rust type writes is
//! kept as a schema override and reported (W1301), so that `crdgen generate` on the
//! result gives the same CRDs.

pub mod builtin;
mod crd;
pub mod files;
mod layout;
mod lints;
pub mod locate;
pub mod names;
mod problems;
mod render;
mod root_properties;
mod rustdoc_lints;
pub mod types;
pub mod values;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::diagnostic::codes::import as codes;
use crate::diagnostic::{Diagnostic, Diagnostics, LineIndex, Location};

/// One file to import.
#[derive(Debug, Clone)]
pub struct Input {
    /// The path, as the user named it (for diagnostics).
    pub path: PathBuf,
    /// Its text.
    pub text: String,
}

/// How the crate is written.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// The package name of the crate.
    pub crate_name: String,
    /// Where the `crdgen` dependency is (a path dependency), instead of the registry's
    /// release (`crdgen = "0.1.0"`).
    pub crdgen_path: Option<PathBuf>,
    /// Mark every kind `external`: types and clients, no CRD written.
    pub external: bool,
    /// Write only the module tree, as `src/<module>/` of an existing crate (its
    /// `mod.rs` in place of `lib.rs`; no `Cargo.toml`, no `crdgen.toml`).
    pub module: Option<String>,
    /// With `module`: the k8s-openapi version feature the existing crate enables, as
    /// written (`latest`, `v1_35`), and the Kubernetes version it selects (`1.35`), to
    /// compare with the built-in types' schemas (W1309). A new crate gets the one of its
    /// built-in types' version in its Cargo.toml ([`builtin::Builtins::cargo_feature`]).
    pub k8s_openapi_feature: Option<(String, String)>,
    /// With `module`: what the existing crate's configuration already sets, so W1304
    /// asks only for the lines it lacks (`None`: nothing known, every line is asked for).
    pub host_settings: Option<HostSettings>,
}

/// The settings of an existing crate's crdgen configuration that an import into it may
/// need (see [`Options::host_settings`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HostSettings {
    /// `max-description-length`.
    pub max_description_length: Option<usize>,
    /// `controller-gen-version` (the default when it sets none).
    pub controller_gen_version: String,
    /// `controller-gen-version-annotation`.
    pub controller_gen_version_annotation: bool,
    /// Whether it has a `[clients]` table.
    pub clients: bool,
}

/// What an import writes, with its warnings.
#[derive(Debug, Clone, Default)]
pub struct Output {
    /// Paths relative to the crate directory → text, in path order.
    pub files: BTreeMap<PathBuf, String>,
    /// The places kept as schema overrides, the descriptions that come back changed,
    /// the settings left out.
    pub warnings: Diagnostics,
}

/// Imports the CRDs of `inputs`: the files of a crate whose types generate them.
/// All errors of all files are reported together; nothing is returned with them.
pub fn import(inputs: &[Input], options: &Options) -> Result<Output, Diagnostics> {
    let mut errors = Vec::new();
    let mut warnings = Vec::new();
    let mut kinds = Vec::new();
    // Every file parsed first: the Kubernetes version of the built-in types is one for
    // the crate, so every schema is looked at before any is read.
    let parsed: Vec<_> = inputs
        .iter()
        .map(|input| crate::emit::yaml::read_values(&input.text))
        .collect();
    let documents: Vec<&serde_json::Value> =
        parsed.iter().flatten().flat_map(|p| &p.documents).collect();
    let builtins = if parsed.iter().all(Result::is_ok) {
        builtin::Builtins::survey(&documents)
    } else {
        builtin::Builtins::default()
    };
    for (input, parsed) in inputs.iter().zip(&parsed) {
        let parsed = match parsed {
            Ok(p) => p,
            Err(e) => {
                errors.push(
                    Diagnostic::error(codes::YAML_INVALID, e.message.clone())
                        .at(location(&input.path, &input.text, e.line, e.column))
                        .help("fix the YAML; `crdgen import` reads CRDs as controller-gen and kubectl write them"),
                );
                continue;
            }
        };
        // Indexed once: every diagnostic of the file's documents is located in it.
        let index = locate::Index::new(&input.text);
        for (doc, value) in parsed.documents.iter().enumerate() {
            let file = crd::File {
                path: &input.path,
                index: &index,
                doc,
            };
            match crd::read(&file, value, options, &builtins) {
                Ok((kind, w)) => {
                    kinds.push(kind);
                    warnings.extend(w);
                }
                Err(d) => errors.extend(d),
            }
        }
    }
    // Independent of the order of the files: by group, then kind.
    kinds.sort_by(|a, b| (&a.group, &a.kind).cmp(&(&b.group, &b.kind)));
    for pair in kinds.windows(2) {
        if pair[0].group == pair[1].group && pair[0].kind == pair[1].kind {
            errors.push(
                Diagnostic::error(
                    codes::DUPLICATE_KIND,
                    format!(
                        "kind `{}` of group `{}` is given twice",
                        pair[1].kind, pair[1].group
                    ),
                )
                .at(pair[1].at.clone())
                .help("give each CRD once"),
            );
        }
    }
    if !errors.is_empty() {
        return Err(Diagnostics(errors));
    }
    let written = layout::write(&kinds, options, &builtins).map_err(|e| {
        Diagnostics(vec![Diagnostic::error(
            codes::CRD_FIELD_MISSING,
            format!("the imported Rust does not parse: {e}"),
        )])
    })?;
    warnings.extend(written.warnings);
    if options.module.is_none() {
        warnings.extend(builtins.pinned_feature_warning());
    } else {
        // The built-in types' schemas only matter to the CRDs `crdgen generate` writes,
        // and an external kind has none: its crate's configuration changes nothing there.
        if !options.external {
            warnings.extend(builtins.module_warning());
        }
        if let Some((feature, version)) = &options.k8s_openapi_feature {
            warnings.extend(builtins.feature_warning(feature, version));
        }
    }
    Ok(Output {
        files: written.files,
        warnings: Diagnostics(warnings),
    })
}

fn location(file: &Path, text: &str, line: usize, column: usize) -> Location {
    Location {
        file: file.to_path_buf(),
        line,
        column,
        source_line: LineIndex::new(text).line(text, line).to_owned(),
        width: 1,
    }
}
