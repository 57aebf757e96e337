//! The whole engine as one pure function: a crate root and its config in, the files to
//! write out. Nothing here writes; [`crate::emit`] does.

#[cfg(feature = "generate")]
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::config::Config;
use crate::controller_gen::{self, ControllerGen};
use crate::crd::{self, CrdOptions};
use crate::diagnostic::codes;
use crate::diagnostic::escape;
use crate::diagnostic::{Diagnostic, Diagnostics};
pub use crate::emit::generation::{Artifact, Generation};
use crate::emit::yaml;
use crate::model::Model;
use crate::schema::SchemaBuilder;
use crate::source;

/// What every run reads before building kinds: the header and the sources, and the
/// controller-gen release the output follows.
pub(crate) struct Prepared {
    /// The header file's text (empty without one).
    pub(crate) header: String,
    /// The parsed sources.
    pub(crate) src: source::SourceSet,
    /// Every file read: the configuration, the header, the sources.
    pub(crate) inputs: Vec<PathBuf>,
    /// The controller-gen release whose output crdgen matches.
    pub(crate) controller_gen: &'static ControllerGen,
    /// Warnings about the crate found while reading it (reported by generation only;
    /// the derive reports no warnings).
    #[cfg_attr(not(feature = "generate"), allow(dead_code))]
    pub(crate) warnings: Vec<Diagnostic>,
}

#[cfg(feature = "generate")]
fn prepare(
    root: &Path,
    config: &Config,
    config_file: Option<&Path>,
) -> Result<Prepared, Diagnostics> {
    prepare_with(root, config, config_file, None)
}

/// Like [`prepare`]; when `file` (an absolute path) is given and is not among the
/// configured sources — a kind declared in a test, an example or a trybuild case — that
/// file alone is read as the root of its crate instead.
pub(crate) fn prepare_with(
    root: &Path,
    config: &Config,
    config_file: Option<&Path>,
    file: Option<&Path>,
) -> Result<Prepared, Diagnostics> {
    let (controller_gen, features) = match (check_versions(config), config.crate_features()) {
        (Ok(release), Ok(features)) => (release, features),
        (versions, features) => {
            let mut diags = versions.err().map(|d| d.0).unwrap_or_default();
            diags.extend(features.err().unwrap_or_default());
            return Err(Diagnostics(diags));
        }
    };
    let features = features.as_ref();
    let mut inputs: Vec<PathBuf> = config_file.map(Path::to_path_buf).into_iter().collect();
    // The manifests whose k8s-openapi feature chose the Kubernetes version.
    for manifest in &config.k8s_openapi.manifests {
        if !inputs.contains(manifest) {
            inputs.push(manifest.clone());
        }
    }
    let header = match &config.header_file {
        Some(h) => {
            inputs.push(root.join(h));
            crate::config::read_header(root, h)?
        }
        None => String::new(),
    };
    let skipped: Vec<PathBuf> = config.clients.iter().map(|c| c.dir.clone()).collect();
    let src = match file {
        None => source::load_for(root, &config.paths, &skipped, features)?,
        Some(file) => {
            let wanted = std::fs::canonicalize(file).unwrap_or_else(|_| file.to_path_buf());
            // A file under no configured directory never needs the crate's sources,
            // which may not even exist (a trybuild case's scratch crate has no `src`).
            let src = if under_sources(root, config, &wanted) {
                Some(source::load_for(root, &config.paths, &skipped, features)?)
            } else {
                None
            };
            match src {
                Some(src)
                    if src.index.files.iter().any(|f| {
                        f.abs_path == wanted
                            || std::fs::canonicalize(&f.abs_path).is_ok_and(|p| p == wanted)
                    }) =>
                {
                    src
                }
                _ => source::load_root_file_for(&wanted, features)?,
            }
        }
    };
    inputs.extend(src.index.files_read().map(Path::to_path_buf));
    // Only a run over the whole crate has seen every `mod` item.
    let warnings = match (file, &config.clients) {
        (None, Some(clients)) => undeclared_clients(config, clients, &src.index)
            .into_iter()
            .collect(),
        _ => Vec::new(),
    };
    Ok(Prepared {
        header,
        src,
        inputs,
        controller_gen,
        warnings,
    })
}

/// W0609: the generated client modules go into a source directory, but no source file
/// has a `mod` item of their directory's name, so they are written and never compiled.
///
/// The check reads the files' text, not their modules: the loader does not follow the
/// directory (crdgen wrote it), and it drops the `mod` items no build has, such as
/// `#[cfg(feature = "client")] mod generated;` with the feature off by default, which
/// still declare the modules. Any `mod generated` in any file counts, so the warning is
/// never given for a crate that declares them, at the cost of missing one whose
/// `mod generated` is elsewhere or in a comment. A directory outside the source paths
/// belongs to another crate, or is included another way, and is left alone.
fn undeclared_clients(
    config: &Config,
    clients: &crate::clients::ClientsConfig,
    index: &source::SourceIndex,
) -> Option<Diagnostic> {
    let plain = |p: &Path| -> PathBuf {
        p.components()
            .filter(|c| !matches!(c, std::path::Component::CurDir))
            .collect()
    };
    let dir = plain(&clients.dir);
    let source = config
        .paths
        .iter()
        .map(|p| plain(p))
        .find(|p| dir.starts_with(p) && dir != *p)?;
    let name = dir.file_name()?.to_string_lossy().into_owned();
    if index.files.iter().any(|f| declares_mod(&f.text, &name)) {
        return None;
    }
    // A directory whose name is no identifier (`generated-clients`) can only be a
    // module through `#[path]`, which the text check does not see: say nothing.
    if syn::parse_str::<syn::Ident>(&name).is_err() {
        return None;
    }
    let parent = dir.parent().map(Path::to_path_buf).unwrap_or_default();
    // The file that should declare it: the crate root for a directory beside it.
    let declaring = match index.modules.first().and_then(|m| m.file) {
        Some(root) if parent == source => index
            .files
            .get(root)
            .map(|f| format!("`{}`", escape::path(&f.path))),
        _ => None,
    }
    .unwrap_or_else(|| format!("the module whose directory is `{}`", escape::path(&parent)));
    Some(
        Diagnostic::warning(
            codes::clients::CLIENTS_NOT_DECLARED,
            format!(
                "the client modules in `{}` are not part of the crate: no `mod {name};` names them",
                escape::path(&clients.dir)
            ),
        )
        .help(format!(
            "add `pub mod {name};` to {declaring} (and depend on crdgen with its `client` feature), or allow W0609 if the crate includes them another way"
        )),
    )
}

/// Whether `text` has `mod name` (or `mod r#name`) as tokens: `mod`, then white space,
/// then the name, neither inside a longer identifier, and not after `//` on its line.
fn declares_mod(text: &str, name: &str) -> bool {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(name).any(|(at, _)| {
        let after = text[at + name.len()..].chars().next();
        let before = text[..at].strip_suffix("r#").unwrap_or(&text[..at]);
        let Some(gap) = before.strip_suffix(|c: char| c.is_whitespace()) else {
            return false;
        };
        let keyword = gap.trim_end_matches(char::is_whitespace);
        // `// pub mod generated;` is the usual way to switch a module off.
        let line = &text[text[..at].rfind('\n').map_or(0, |n| n + 1)..at];
        !line.contains("//")
            && !after.is_some_and(ident)
            && keyword
                .strip_suffix("mod")
                .is_some_and(|rest| !rest.chars().next_back().is_some_and(ident))
    })
}

/// Whether `file` (canonical) lies under one of the configured source directories.
pub(crate) fn under_sources(root: &Path, config: &Config, file: &Path) -> bool {
    config
        .paths
        .iter()
        .any(|p| std::fs::canonicalize(root.join(p)).is_ok_and(|dir| file.starts_with(dir)))
}

/// Checks the configured Kubernetes and controller-gen versions (both mistakes are
/// reported together) and returns the controller-gen release.
fn check_versions(config: &Config) -> Result<&'static ControllerGen, Diagnostics> {
    let mut diags = Vec::new();
    if let Err(e) = config.check_kubernetes_version() {
        diags.push(e);
    }
    let found = controller_gen::find(&config.controller_gen_version);
    if found.is_none() {
        let known = controller_gen::versions();
        // Only the missing `v` is worth a guess: a near miss such as `v0.17.0` is
        // another release, not a typo.
        let tagged = format!("v{}", config.controller_gen_version);
        let help = match controller_gen::find(&tagged) {
            Some(r) => format!(
                "write `{}`, as controller-gen's release tags are written; known versions: {}",
                r.version,
                known.join(", ")
            ),
            None => format!("choose one of: {}", known.join(", ")),
        };
        diags.push(
            Diagnostic::error(
                codes::input::CONTROLLER_GEN_VERSION_UNKNOWN,
                format!(
                    "controller-gen version `{}` is not one crdgen knows",
                    escape::value(&config.controller_gen_version)
                ),
            )
            .help(help),
        );
    }
    diags.extend(check_allowed(config));
    match found {
        Some(release) if diags.is_empty() => Ok(release),
        _ => Err(Diagnostics(diags)),
    }
}

/// `allow` entries must be warning codes crdgen has: an error cannot be allowed, and a
/// typo would silence nothing without a word.
fn check_allowed(config: &Config) -> Vec<Diagnostic> {
    config
        .allow
        .iter()
        .filter_map(|entry| {
            let (message, help) = match codes::Code::find(entry) {
                Some(code) if code.is_warning() => return None,
                Some(code) => (
                    format!(
                        "`allow` names `{}`, an error: only warnings can be allowed",
                        code.id
                    ),
                    "fix what the error says; `allow` takes warning codes (W…)".to_owned(),
                ),
                None => (
                    format!(
                        "`allow` names `{}`, which is not a crdgen warning code",
                        escape::value(entry)
                    ),
                    "`crdgen explain --list` lists the codes; warnings look like W0205".to_owned(),
                ),
            };
            Some(Diagnostic::error(codes::input::ALLOW_INVALID, message).help(help))
        })
        .collect()
}

/// `external-kinds` entries that name no kind of the crate: a typo there would otherwise
/// write a CRD the user meant to leave out, without a word.
#[cfg(feature = "generate")]
fn unknown_external_kinds(config: &Config, kinds: &[crate::model::Kind]) -> Vec<Diagnostic> {
    let known: Vec<String> = kinds
        .iter()
        .map(|k| format!("{}.{}", k.kind, k.group))
        .collect();
    config
        .external_kinds
        .iter()
        .filter(|entry| !known.contains(entry))
        .map(|entry| {
            let names: Vec<&str> = known.iter().map(String::as_str).collect();
            let help = match crate::diagnostic::suggest::best(entry, &names) {
                Some(near) => format!("did you mean `{near}`? Entries are written `Kind.group`"),
                None if known.is_empty() => {
                    "the crate defines no kinds; remove the entry".to_owned()
                }
                None => format!(
                    "entries are written `Kind.group`; the crate's kinds are: {}",
                    known.join(", ")
                ),
            };
            Diagnostic::error(
                codes::input::EXTERNAL_KIND_UNKNOWN,
                format!(
                    "`external-kinds` names `{}`, which is not a kind of this crate",
                    escape::value(entry)
                ),
            )
            .help(help)
        })
        .collect()
}

fn crd_options(config: &Config, controller_gen: &'static ControllerGen) -> CrdOptions {
    CrdOptions {
        max_description_length: config.max_description_length,
        version_annotation: config
            .controller_gen_version_annotation
            .then_some(controller_gen.version),
        external_kinds: config.external_kinds.iter().cloned().collect(),
    }
}

/// The CRD of one kind, as the derive embeds it.
#[derive(Debug, Clone)]
pub struct KindOutput {
    /// The CRD object.
    pub crd: serde_json::Value,
    /// The CRD file's exact text (header included), as `crdgen generate` writes it.
    pub yaml: String,
    /// Every file read, for change tracking.
    pub inputs: Vec<PathBuf>,
    /// Warnings about this kind's CRD, sorted. The derive drops them: a proc macro
    /// cannot emit a warning on stable Rust.
    pub warnings: Diagnostics,
}

/// Builds the CRD of one group and kind (all its versions merged), exactly as [`run`]
/// does; errors of other kinds are not reported.
///
/// `file` is the file declaring the kind, when known (the derive knows it): a kind
/// outside the configured sources is read from that file as its own crate.
pub fn kind(
    root: &Path,
    config: &Config,
    config_file: Option<&Path>,
    file: Option<&Path>,
    group: &str,
    kind: &str,
) -> Result<KindOutput, Diagnostics> {
    let prepared = prepare_with(root, config, config_file, file)?;
    let model = Model::build_limited(
        &prepared.src.index,
        &prepared.src.syntax,
        config.max_kinds,
        prepared.controller_gen.doc_comments,
    );
    match model
        .kinds
        .iter()
        .find(|k| k.group == group && k.kind == kind)
    {
        Some(found) => build_kind(config, &prepared, &model, found),
        None => Err(kind_not_found(root, group, kind, model.kind_errors.clone())),
    }
}

/// What [`kind`] reports for a kind the model does not hold: the problems finding kinds
/// (the kind's own attribute is broken), or else that the source on disk is not the
/// source being compiled.
pub(crate) fn kind_not_found(
    root: &Path,
    group: &str,
    kind: &str,
    mut diags: Diagnostics,
) -> Diagnostics {
    if diags.0.is_empty() {
        diags.0.push(
            Diagnostic::error(codes::source::NOT_IN_SOURCES, format!("kind `{}` of group `{}` was not found in {}", escape::value(kind), escape::value(group), escape::path(root)))
                .help("crdgen reads the configured source paths; check `paths` in the crdgen configuration"),
        );
    }
    diags
}

/// Builds one kind's CRD and its file text, as [`kind`] returns it.
pub(crate) fn build_kind(
    config: &Config,
    prepared: &Prepared,
    model: &Model<'_>,
    found: &crate::model::Kind,
) -> Result<KindOutput, Diagnostics> {
    let mut builder =
        SchemaBuilder::new(model, &config.kubernetes_version, prepared.controller_gen)
            .with_types(&config.types);
    builder.set_embedded_object_meta(config.generate_embedded_object_meta);
    let crd = crd::build(
        &mut builder,
        found,
        &crd_options(config, prepared.controller_gen),
    )?;
    let yaml = yaml::document(&prepared.header, &crd.value);
    Ok(KindOutput {
        crd: crd.value,
        yaml,
        inputs: prepared.inputs.clone(),
        warnings: Diagnostics(crd.warnings),
    })
}

/// Runs the engine on the crate at `root` (feature `generate`).
#[cfg(feature = "generate")]
pub fn run(
    root: &Path,
    config: &Config,
    config_file: Option<&Path>,
) -> Result<Generation, Diagnostics> {
    generate(config, prepare(root, config, config_file)?)
}

/// The CRDs the crate's kinds generate (external kinds aside), each with the fields and
/// markers behind its schema nodes, sorted by file name, and the fields that accept
/// breaking changes (`allow_breaking`): what `crdgen check` compares with the CRDs of
/// before. Errors are those [`run`] reports for the kinds.
#[cfg(feature = "generate")]
pub fn crds(
    root: &Path,
    config: &Config,
    config_file: Option<&Path>,
) -> Result<crate::check::After, Diagnostics> {
    let prepared = prepare(root, config, config_file)?;
    let source::SourceSet { index, syntax } = prepared.src;
    let model = Model::build_limited(
        &index,
        &syntax,
        config.max_kinds,
        prepared.controller_gen.doc_comments,
    );
    // As in `generate`: nothing after the model reads the syntax trees.
    drop(syntax);
    let mut builder =
        SchemaBuilder::new(&model, &config.kubernetes_version, prepared.controller_gen);
    let options = crd_options(config, prepared.controller_gen);
    let mut diags = model.kind_errors.0.clone();
    let mut out = Vec::new();
    let mut structs = BTreeMap::new();
    for kind in &model.kinds {
        match crd::build(&mut builder, kind, &options) {
            Ok(crd) if !crd.external => {
                let name = format!("{}.{}", crd.plural, crd.group);
                for v in &kind.versions {
                    let version = &v.options.version.value;
                    let at = |id: crate::model::TypeId| {
                        let def = model.def(id);
                        model.location(def.module, def.span)
                    };
                    let spec = if v.options.top_level.is_some() {
                        "."
                    } else {
                        ".spec"
                    };
                    structs.insert((name.clone(), version.clone(), spec.to_owned()), at(v.spec));
                    // The version itself: `version = "..."`.
                    structs.insert(
                        (name.clone(), version.clone(), String::new()),
                        model.location(v.module, v.options.version.span),
                    );
                    if let Some(crate::model::TypeRef::Local { def, .. }) =
                        v.status.as_ref().map(|t| &t.kind)
                    {
                        structs.insert(
                            (name.clone(), version.clone(), ".status".to_owned()),
                            at(*def),
                        );
                    }
                }
                out.push(crd);
            }
            Ok(_) => {}
            Err(d) => diags.extend(d.0),
        }
    }
    if !diags.is_empty() {
        let mut d = Diagnostics(diags);
        d.sort();
        return Err(d);
    }
    out.sort_by_key(crd::Crd::file_name);
    let mut allowed_fields = BTreeMap::new();
    for def in &model.types {
        let crate::model::Body::Struct(fields) = &def.body else {
            continue;
        };
        for f in fields {
            if let Some(m) = f.markers.0.iter().find(|m| m.key == "allow_breaking") {
                let reason = m.value.as_str().unwrap_or_default().to_owned();
                allowed_fields.insert(model.location(def.module, f.span), reason);
            }
        }
    }
    Ok(crate::check::After {
        crds: out,
        allowed_fields,
        structs,
    })
}

/// Runs the engine on a crate held in memory, touching no file: `files` maps paths
/// relative to the crate directory (`src/lib.rs`, `src/api/v1.rs`) to their text, and
/// `crate_root` names the one whose `mod` items are followed. The configuration's
/// header file is not read (there is no header). This is how the fuzzer drives the
/// whole engine (feature `generate`).
#[cfg(feature = "generate")]
pub fn run_in_memory(
    config: &Config,
    crate_root: &Path,
    files: &BTreeMap<PathBuf, String>,
) -> Result<Generation, Diagnostics> {
    let controller_gen = check_versions(config)?;
    let src = source::load_in_memory(crate_root, files)?;
    let prepared = Prepared {
        header: String::new(),
        src,
        inputs: Vec::new(),
        controller_gen,
        warnings: Vec::new(),
    };
    generate(config, prepared)
}

/// Everything after reading: kinds, CRDs, RBAC and webhooks, as [`run`] returns them.
#[cfg(feature = "generate")]
fn generate(config: &Config, prepared: Prepared) -> Result<Generation, Diagnostics> {
    let Prepared {
        header,
        src,
        inputs,
        controller_gen,
        warnings: read_warnings,
    } = prepared;
    let source::SourceSet { index, syntax } = src;
    let model = Model::build_limited(
        &index,
        &syntax,
        config.max_kinds,
        controller_gen.doc_comments,
    );
    // Nothing after the model reads the syntax trees (the model owns what it read from
    // them), and they are about half of the memory the run has touched so far: freed
    // here, their pages take the schemas, CRDs and YAML built next, which would
    // otherwise each be faulted in fresh (#24).
    drop(syntax);
    let mut builder = SchemaBuilder::new(&model, &config.kubernetes_version, controller_gen)
        .with_types(&config.types);
    builder.set_embedded_object_meta(config.generate_embedded_object_meta);
    let options = crd_options(config, controller_gen);
    // Kinds that could not be read are reported with everything else.
    let mut diags = model.kind_errors.0.clone();
    let mut warnings = read_warnings;
    let mut own_kinds = Vec::new();
    let mut client_kinds = Vec::new();
    // Each CRD file's name and the kind written there. Every CRD file is in `crd_dir`,
    // so the names sort as the paths do (the group and plural in them are DNS names,
    // checked by `crd::build`), and compare much faster.
    let mut names: BTreeMap<String, String> = BTreeMap::new();
    // The CRD file of each kind written, by (group, kind): the fake clientset embeds it.
    let mut crd_files: BTreeMap<(String, String), String> = BTreeMap::new();
    // Kinds are built here, one after the other; their YAML is written beside (on
    // rayon's threads with feature `parallel`), see `emit::documents`.
    let ((), texts) = crate::emit::documents::write_all(&header, model.kinds.len(), |write| {
        for kind in &model.kinds {
            match crd::build(&mut builder, kind, &options) {
                Ok(mut crd) => {
                    client_kinds.extend(
                        kind.versions
                            .iter()
                            .filter(|v| v.options.served && v.options.skip_version.is_none())
                            .filter_map(|v| {
                                crate::clients::ClientKind::read(&model, &crd.group, &crd.plural, v)
                            }),
                    );
                    warnings.append(&mut crd.warnings);
                    if crd.external {
                        continue;
                    }
                    own_kinds.push(crate::rbac::OwnKind {
                        group: crd.group.clone(),
                        kind: kind.kind.clone(),
                        plural: crd.plural.clone(),
                    });
                    let file_name = crd.file_name();
                    let name = format!("{}.{}", kind.kind, kind.group);
                    if let Some(other) = names.get(&file_name) {
                        let path = config.crd_dir.join(&file_name);
                        diags.push(
                            Diagnostic::error(
                                codes::output::OUTPUT_FILE_CLASH,
                                format!(
                                    "kinds `{}` and `{}` would both be written to {}",
                                    escape::value(other),
                                    escape::value(&name),
                                    escape::path(&path)
                                ),
                            )
                            .help("give one of them another plural with #[crd(plural = \"...\")]"),
                        );
                        continue;
                    }
                    names.insert(file_name.clone(), name);
                    crd_files.insert((crd.group.clone(), kind.kind.clone()), file_name.clone());
                    write(file_name, crd.value);
                }
                Err(d) => diags.extend(d.0),
            }
        }
    });
    // In file name order, which is path order here (see `names`), so the map is built
    // from a sorted list without comparing paths.
    let mut texts = texts;
    texts.sort_unstable_by(|(a, _), (b, _)| a.cmp(b));
    let mut files: BTreeMap<PathBuf, (String, String)> = texts
        .into_iter()
        .map(|(file_name, text)| {
            let name = names.remove(&file_name).unwrap_or_default();
            (config.crd_dir.join(file_name), (name, text))
        })
        .collect();
    diags.extend(unknown_external_kinds(config, &model.kinds));
    let mut owned = Vec::new();
    match crate::rbac::generate(&model, &own_kinds, &config.rbac, &header) {
        Ok(rbac) => {
            for (path, text) in rbac.files {
                files.insert(path, ("RBAC roles".to_owned(), text));
            }
            owned = rbac.owned;
            warnings.extend(rbac.warnings.0);
        }
        Err(d) => diags.extend(d.0),
    }
    match crate::webhook::generate(&model, &config.webhook, &header) {
        Ok(webhook) => {
            if let Some((path, text)) = webhook.file {
                files.insert(path, ("webhook configurations".to_owned(), text));
            }
            owned.push(webhook.owned);
            owned.sort();
            owned.dedup();
            warnings.extend(webhook.warnings.0);
        }
        Err(d) => diags.extend(d.0),
    }
    if let Some(clients) = &config.clients {
        let crds: BTreeMap<(String, String), crate::clients::File> = crd_files
            .into_iter()
            .filter_map(|(key, file_name)| {
                let path = config.crd_dir.join(file_name);
                let (_, text) = files.get(&path)?;
                Some((key, (path.clone(), text.clone())))
            })
            .collect();
        match crate::clients::generate(&client_kinds, clients, &crds) {
            Ok(generated) => {
                for (path, text) in generated {
                    files.insert(path, ("Rust modules".to_owned(), text));
                }
            }
            Err(d) => diags.push(d),
        }
    }
    if !diags.is_empty() {
        let mut d = Diagnostics(diags);
        d.sort();
        return Err(d);
    }
    // Only when nothing at all was found: a crate of external kinds without `[clients]`,
    // or of `CrdSchema` types that other crates' kinds use, writes nothing on purpose.
    if model.kinds.is_empty()
        && model.rbac.is_empty()
        && model.webhooks.is_empty()
        && !model.types.iter().any(|t| t.derives("CrdSchema"))
    {
        warnings.push(nothing_to_generate(config, &inputs));
    }
    Ok(Generation {
        artifacts: files
            .into_iter()
            .map(|(path, (_, contents))| Artifact { path, contents })
            .collect(),
        crd_dir: config.crd_dir.clone(),
        rust_dir: config.clients.as_ref().map(|c| c.dir.clone()),
        inputs,
        owned,
        warnings: {
            let mut w = Diagnostics(warnings);
            w.0.retain(|d| {
                !config
                    .allow
                    .iter()
                    .any(|a| d.code.id.eq_ignore_ascii_case(a))
            });
            w.sort();
            w
        },
    })
}

/// W0001: the run found no kind and no RBAC or webhook marker, so it writes nothing.
#[cfg(feature = "generate")]
fn nothing_to_generate(config: &Config, inputs: &[PathBuf]) -> Diagnostic {
    let sources = inputs
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .count();
    let paths: Vec<String> = config.paths.iter().map(|p| escape::path(p)).collect();
    Diagnostic::warning(
        codes::input::NOTHING_TO_GENERATE,
        format!(
            "nothing to generate: no kind and no RBAC or webhook marker in the {sources} Rust file(s) under {}",
            paths.join(", ")
        ),
    )
    .help("derive crdgen::CustomResource on a spec struct with #[crd(group = \"...\", version = \"...\", kind = \"...\")], or point -C (or `paths`) at the crate that has one")
}

/// The schema of one type, as the `CrdSchema` derive embeds it.
#[derive(Debug, Clone)]
pub struct TypeOutput {
    /// The schema.
    pub schema: serde_json::Value,
    /// Every file read, for change tracking.
    pub inputs: Vec<PathBuf>,
}

/// Builds the schema of the struct or enum named `ident` declared on `line` of `file`
/// (an absolute path), exactly as it appears inside a CRD.
pub fn type_schema(
    root: &Path,
    config: &Config,
    config_file: Option<&Path>,
    file: &Path,
    line: usize,
    ident: &str,
) -> Result<TypeOutput, Diagnostics> {
    let prepared = prepare_with(root, config, config_file, Some(file))?;
    let src = &prepared.src.index;
    let wanted = std::fs::canonicalize(file).unwrap_or_else(|_| file.to_path_buf());
    let model = Model::build_limited(
        src,
        &prepared.src.syntax,
        config.max_kinds,
        prepared.controller_gen.doc_comments,
    );
    let found = src.modules().find_map(|m| {
        let f = src.modules[m].file?;
        let path = &src.files[f].abs_path;
        let same = std::fs::canonicalize(path).is_ok_and(|p| p == wanted) || *path == wanted;
        if !same {
            return None;
        }
        model.find(m, ident, line)
    });
    let Some(id) = found else {
        return Err(Diagnostic::error(codes::source::NOT_IN_SOURCES, format!(
            "`{ident}` was not found in the source crdgen reads ({})",
            escape::path(file)
        ))
        .help("crdgen reads the configured source paths (`paths`, default `src`); a type outside them has no schema")
        .into());
    };
    build_type(config, &prepared, &model, id)
}

/// Builds the schema of one struct or enum of the model, as [`type_schema`] returns it.
pub(crate) fn build_type(
    config: &Config,
    prepared: &Prepared,
    model: &Model<'_>,
    id: crate::model::TypeId,
) -> Result<TypeOutput, Diagnostics> {
    let mut builder =
        SchemaBuilder::new(model, &config.kubernetes_version, prepared.controller_gen)
            .with_types(&config.types);
    builder.set_embedded_object_meta(config.generate_embedded_object_meta);
    let built = builder.item_schema(id);
    let errors = builder.take_errors();
    let (schema, prov) = match built {
        Ok(b) if errors.is_empty() => b,
        _ => return Err(Diagnostics(errors)),
    };
    let schema = serde_json::Value::Object(schema);
    // The derive cannot warn on stable Rust; the CLI reports the same rules' cost.
    let problems = crate::schema::rule_checks::check(&schema, &prov).errors;
    if !problems.is_empty() {
        let mut d = Diagnostics(problems);
        d.sort();
        return Err(d);
    }
    Ok(TypeOutput {
        schema,
        inputs: prepared.inputs.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::declares_mod;

    #[test]
    fn a_mod_item_is_found_by_its_tokens() {
        for text in [
            "pub mod generated;",
            "mod generated;",
            "#[cfg(feature = \"client\")]\npub mod  generated ;",
            "pub(crate) mod\tr#generated;",
            "mod other;\nmod generated {}",
        ] {
            assert!(declares_mod(text, "generated"), "{text}");
        }
        for text in [
            "",
            "pub mod generated_v2;",
            "pub mod regenerated;",
            "use self::generated;",
            "mod other; // generated",
            "// pub mod generated;",
            "mod a; // mod generated;",
            "remod generated;",
            "modgenerated;",
        ] {
            assert!(!declares_mod(text, "generated"), "{text}");
        }
    }
}
