//! The files an import writes: one module per group and one per version inside it, with
//! names that never meet (two groups whose module names read the same, two kinds of one
//! module whose structs do), and the crate around them (`Cargo.toml`, `crdgen.toml`,
//! `lib.rs`), or with `--module` the module tree alone and the settings its crate's
//! configuration needs (W1304).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use proc_macro2::{Group, Ident, TokenStream, TokenTree};

use super::builtin::Builtins;
use super::crd::{Kind, Version};
use super::names::{self, Taken};
use super::render::{self, SpecStruct};
use super::types::RustStruct;
use super::values::str_lit;
use super::{HostSettings, Options};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes::import as codes;

/// Module names no group may take: the crate root's own files (`lib`, `main`) and the
/// generated clients' directory (`src/generated`, declared beside the groups).
const RESERVED_MODULES: &[&str] = &["lib", "main", "generated"];

/// Where the generated clients go, relative to the crate.
const CLIENTS_DIR: &str = "src/generated";

/// The crate's files, with the warnings of what only the crate's own configuration can
/// carry.
#[derive(Debug, Default)]
pub struct Written {
    /// Paths relative to the crate directory → text.
    pub files: BTreeMap<PathBuf, String>,
    /// W1304, with `--module`.
    pub warnings: Vec<Diagnostic>,
}

/// The kinds of one group/version module with their version there, in kind order.
type ModuleKinds<'k> = Vec<(&'k Kind, &'k Version)>;

/// The files of `kinds` (sorted by group and kind).
pub fn write(kinds: &[Kind], options: &Options, builtins: &Builtins) -> Result<Written, String> {
    let mut modules: BTreeMap<&str, BTreeMap<&str, ModuleKinds<'_>>> = BTreeMap::new();
    for kind in kinds {
        for v in &kind.versions {
            modules
                .entry(&kind.group)
                .or_default()
                .entry(&v.name)
                .or_default()
                .push((kind, v));
        }
    }
    let group_names = names::modules(modules.keys().copied(), RESERVED_MODULES);
    let mut files = BTreeMap::new();
    // The modules whose doc comments hold blocks rustdoc would run as doctests.
    let mut doctests: Vec<PathBuf> = Vec::new();
    let mut lib = String::from(
        "//! Types imported by `crdgen import`: one module per API group, one per version\n",
    );
    lib.push_str(match (options.external, options.module.is_some()) {
        (false, _) => {
            "//! inside it. `crdgen generate` turns them back into the CRDs they came from.\n\n"
        }
        (true, false) => {
            "//! inside it. The kinds are `external` (another project owns their CRDs):\n//! `crdgen generate` writes their typed clients, listers and informers into\n//! `generated`, and no CRD.\n\n"
        }
        (true, true) => {
            "//! inside it. The kinds are `external` (another project owns their CRDs):\n//! `crdgen generate` writes their typed clients, listers and informers into the\n//! crate's `[clients]` directory, and no CRD.\n\n"
        }
    });
    for ((group, versions), group_mod) in modules.iter().zip(&group_names) {
        lib.push_str(&format!("pub mod {group_mod};\n"));
        let mut group_text = format!(
            "//! The API group `{}`.\n\n",
            if group.is_empty() { "(core)" } else { group }
        );
        let version_names = names::modules(versions.keys().copied(), &[]);
        for ((version, parts), version_mod) in versions.iter().zip(&version_names) {
            group_text.push_str(&format!("pub mod {version_mod};\n"));
            let mut sources: Vec<&str> = Vec::new();
            for (kind, _) in parts {
                if !sources.contains(&kind.file.as_str()) {
                    sources.push(&kind.file);
                }
            }
            let doc = format!(
                "`{group}/{version}`, imported by `crdgen import` from {}.",
                sources
                    .iter()
                    .map(|s| format!("`{s}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            let (structs, specs) = distinct_names(parts);
            let module = render::module(&doc, &structs, &specs)?;
            let path = PathBuf::from(format!("src/{group_mod}/{version_mod}.rs"));
            if module.doctests {
                doctests.push(path.clone());
            }
            files.insert(path, module.text);
        }
        files.insert(PathBuf::from(format!("src/{group_mod}/mod.rs")), group_text);
    }
    let settings = settings(kinds);
    let differing = differing_settings(kinds);
    if let Some(module) = &options.module {
        // Into an existing crate: the module tree only, under `src/<module>/`.
        let files = files
            .into_iter()
            .map(|(path, text)| {
                let inner = path
                    .strip_prefix("src")
                    .map(Path::to_path_buf)
                    .unwrap_or(path);
                (Path::new("src").join(module).join(inner), text)
            })
            .chain([(PathBuf::from(format!("src/{module}/mod.rs")), lib)])
            .collect();
        let mut warnings = differing;
        warnings.extend(module_doctests(module, &doctests));
        warnings.extend(module_settings(
            &settings,
            options.external,
            options.host_settings.as_ref(),
        ));
        return Ok(Written { files, warnings });
    }
    if options.external {
        lib.push_str(
            "\n/// Typed clients, listers, informers and (feature `fake`) the fake clientset of the\n/// kinds, written by `crdgen generate`.\npub mod generated;\n",
        );
    }
    files.insert(PathBuf::from("src/lib.rs"), lib);
    let mut manifest = cargo_toml(options, &builtins.cargo_feature());
    if !doctests.is_empty() {
        manifest.push_str(NO_DOCTESTS);
    }
    files.insert(PathBuf::from("Cargo.toml"), manifest);
    let mut config = String::from(
        "# crdgen configuration written by `crdgen import`.\npaths = [\"src\"]\ncrd-dir = \"config/crd/bases\"\n",
    );
    for line in &settings {
        config.push_str(line);
        config.push('\n');
    }
    config.push_str(&builtins.config_lines());
    if options.external {
        config.push_str("\n# Typed clients, listers and informers of the kinds; the fake clientset with the\n# crate's feature `fake`.\n");
        config.push_str(&clients_table(false));
        config.push('\n');
    }
    files.insert(PathBuf::from("crdgen.toml"), config);
    Ok(Written {
        files,
        warnings: differing,
    })
}

/// The crate's `Cargo.toml`: crdgen (by path when known), serde, serde_json and
/// k8s-openapi with `k8s_openapi_feature` (its built-in types' version); for external kinds crdgen's `client` feature, which the generated
/// clients need, and a `fake` feature for their fake clientset.
fn cargo_toml(options: &Options, k8s_openapi_feature: &str) -> String {
    let mut crdgen = Vec::new();
    match &options.crdgen_path {
        Some(p) => crdgen.push(format!("path = {}", toml_str(&p.to_string_lossy()))),
        None => crdgen.push("version = \"0.1.0\"".to_owned()),
    }
    if options.external {
        crdgen.push("features = [\"client\"]".to_owned());
    }
    let crdgen = match crdgen.as_slice() {
        [version] if version == "version = \"0.1.0\"" => "\"0.1.0\"".to_owned(),
        items => format!("{{ {} }}", items.join(", ")),
    };
    let mut text = format!(
        "[package]\nname = {}\nversion = \"0.1.0\"\nedition = \"2024\"\npublish = false\n\n[dependencies]\ncrdgen = {crdgen}\nserde = {{ version = \"1\", features = [\"derive\"] }}\nserde_json = \"1\"\nk8s-openapi = {{ version = \"0.29\", features = [{}] }}\n",
        toml_str(&options.crate_name),
        toml_str(k8s_openapi_feature)
    );
    if options.external {
        text.push_str(
            "\n[features]\n# The fake clientset of `generated` (`fake-cfg` in crdgen.toml) and crdgen's\n# in-memory API server: for the tests of the crates that use this one.\nfake = [\"crdgen/fake\"]\n",
        );
    }
    text
}

/// The `[clients]` table of an external import's configuration. A new crate has a
/// `fake` feature for the fake clientset (for the tests of the crates that use it); an
/// existing crate (`--module`) has none, so its own tests get it (`cfg(test)`), as the
/// README's "Typed access to a CRD you do not own" sets it up.
fn clients_table(module: bool) -> String {
    let fake_cfg = if module {
        "\"test\""
    } else {
        "'feature = \"fake\"'"
    };
    format!(
        "[clients]\ndir = {}\nfake-cfg = {fake_cfg}",
        toml_str(CLIENTS_DIR)
    )
}

/// The configuration lines that make `crdgen generate` write the CRDs as they were: the
/// `max-description-length` their descriptions were cut with (controller-gen's
/// `maxDescLen`), when every kind was cut alike, and the controller-gen release their
/// version annotation names, when every CRD names the same.
fn settings(kinds: &[Kind]) -> Vec<String> {
    let mut lines = Vec::new();
    let limits: BTreeSet<Option<usize>> = kinds.iter().map(|k| k.description_limit).collect();
    if let [Some(limit)] = limits.into_iter().collect::<Vec<_>>().as_slice() {
        lines.push(format!("max-description-length = {limit}"));
    }
    let releases: BTreeSet<Option<&str>> =
        kinds.iter().map(|k| k.controller_gen.as_deref()).collect();
    if let [Some(release)] = releases.into_iter().collect::<Vec<_>>().as_slice() {
        lines.push(format!("controller-gen-version = {}", toml_str(release)));
        lines.push("controller-gen-version-annotation = true".to_owned());
    }
    lines
}

/// A crate-wide setting's value for one kind, `None` for none.
type Setting = fn(&Kind) -> Option<String>;

/// W1305 for each setting of [`settings`] the CRDs do not agree on, naming the kinds of
/// each value: the crate's configuration has one, so none is written.
fn differing_settings(kinds: &[Kind]) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let checks: [(&str, Setting); 2] = [
        ("`max-description-length`", |k| {
            k.description_limit.map(|l| l.to_string())
        }),
        ("controller-gen's version annotation", |k| {
            k.controller_gen.clone()
        }),
    ];
    for (what, value) in checks {
        let mut by_value: BTreeMap<Option<String>, Vec<&str>> = BTreeMap::new();
        for k in kinds {
            by_value.entry(value(k)).or_default().push(&k.kind);
        }
        if by_value.len() < 2 {
            continue;
        }
        let listed: Vec<String> = by_value
            .iter()
            .map(|(v, kinds)| {
                format!(
                    "{} for {}",
                    v.as_deref().unwrap_or("none"),
                    kinds.join(", ")
                )
            })
            .collect();
        out.push(
            Diagnostic::warning(
                codes::SETTING_DIFFERS,
                format!(
                    "the CRDs differ in {what} ({}), which a crate's configuration sets once: none is written",
                    listed.join("; ")
                ),
            )
            .help("import the CRDs of each value into a crate of their own to get each back exactly, or set one in crdgen.toml"),
        );
    }
    out
}

/// The `[lib]` table of a new crate whose doc comments hold blocks rustdoc reads as Rust
/// code: `cargo test` would compile and run each as a doctest, and a description is no
/// Rust example (a doc comment is its description, so it cannot be marked `text`).
const NO_DOCTESTS: &str = "\n[lib]\n# The doc comments are the CRDs' descriptions: rustdoc would run their indented\n# or fenced blocks as Rust doctests, which they are not.\ndoctest = false\n";

/// With `--module`, the existing crate's doctests run the blocks of `doctests` (module
/// paths): W1315 says which and what to set.
fn module_doctests(module: &str, doctests: &[PathBuf]) -> Option<Diagnostic> {
    if doctests.is_empty() {
        return None;
    }
    let listed: Vec<String> = doctests
        .iter()
        .map(|p| {
            format!(
                "`{}`",
                Path::new("src")
                    .join(module)
                    .join(p.strip_prefix("src").unwrap_or(p))
                    .display()
            )
        })
        .collect();
    Some(
        Diagnostic::warning(
            codes::DOCTESTS_IN_DESCRIPTIONS,
            format!(
                "descriptions in {} hold blocks rustdoc reads as Rust code: `cargo test` runs them as doctests, which fail",
                listed.join(", ")
            ),
        )
        .help("set `doctest = false` under `[lib]` in the crate's Cargo.toml, or run the crate's tests with `cargo test --lib --tests`"),
    )
}

/// With `--module`, no `crdgen.toml` is written: W1304 gives the lines the crate's own
/// configuration needs, to paste, when there are any.
fn module_settings(
    settings: &[String],
    external: bool,
    host: Option<&HostSettings>,
) -> Vec<Diagnostic> {
    // The lines the crate's configuration already has are not asked for again.
    let has = |line: &str| {
        host.is_some_and(|h| {
            h.max_description_length
                .is_some_and(|n| line == format!("max-description-length = {n}"))
                || line
                    == format!(
                        "controller-gen-version = {}",
                        toml_str(&h.controller_gen_version)
                    )
                || (h.controller_gen_version_annotation
                    && line == "controller-gen-version-annotation = true")
        })
    };
    let mut lines: Vec<String> = settings.iter().filter(|l| !has(l)).cloned().collect();
    if external && !host.is_some_and(|h| h.clients) {
        lines.push(clients_table(true));
    }
    if lines.is_empty() {
        return Vec::new();
    }
    let mut warning = Diagnostic::warning(
        codes::MODULE_SETTINGS,
        "`--module` writes no crdgen.toml, and the crate's configuration needs settings of this import",
    )
    .help(format!(
        "set these in the crate's crdgen.toml (or in its Cargo.toml, under `[package.metadata.crdgen]`{}), changing the value of a key it has already:\n{}",
        if external {
            ", the `[clients]` table as `[package.metadata.crdgen.clients]`"
        } else {
            ""
        },
        lines.join("\n")
    ));
    if lines
        .iter()
        .any(|l| l.starts_with("controller-gen-version ="))
    {
        warning = warning.note(
            "`controller-gen-version` is the crate's: it changes the CRDs of the kinds the crate has already where releases differ",
        );
    }
    if external {
        warning = warning.note(format!(
            "the clients also need crdgen's `client` feature, `pub mod generated;` in the crate root ({CLIENTS_DIR}), and for the fake clientset in the crate's tests crdgen's `fake` feature as a dev-dependency"
        ));
    }
    vec![warning]
}

/// The structs and spec attributes of one module, their names made distinct across its
/// kinds: each kind's names are distinct already, but a struct of one kind may be named
/// as another kind's root type or struct (`BarSpec`, the spec of `Bar`, and the kind
/// `BarSpec`), and the later one, in kind order, gets a number (`BarSpec2`), as within a
/// kind. The root types (`Kind`, and `KindList` kept free) are reserved first.
fn distinct_names(parts: &[(&Kind, &Version)]) -> (Vec<RustStruct>, Vec<SpecStruct>) {
    let mut taken = Taken::default();
    for (kind, _) in parts {
        taken.reserve(&kind.kind);
        taken.reserve(&format!("{}List", kind.kind));
    }
    let mut structs = Vec::new();
    let mut specs = Vec::new();
    for (_, version) in parts {
        let renames: BTreeMap<String, String> = version
            .structs
            .iter()
            .filter_map(|s| {
                let name = taken.fresh(&s.name);
                (name != s.name).then(|| (s.name.clone(), name))
            })
            .collect();
        if renames.is_empty() {
            structs.extend(version.structs.iter().cloned());
            specs.push(version.spec.clone());
            continue;
        }
        for s in &version.structs {
            let mut s = s.clone();
            if let Some(new) = renames.get(&s.name) {
                s.name.clone_from(new);
            }
            for f in &mut s.fields {
                f.ty = renamed_type(&f.ty, &renames);
            }
            structs.push(s);
        }
        let mut spec = version.spec.clone();
        if let Some(new) = renames.get(&spec.name) {
            spec.name.clone_from(new);
        }
        for item in &mut spec.kind_items {
            for (old, new) in &renames {
                if *item == format!("status = {}", str_lit(old)) {
                    *item = format!("status = {}", str_lit(new));
                }
            }
        }
        specs.push(spec);
    }
    (structs, specs)
}

/// A field type with the module's own struct names renamed: every identifier not after
/// `::` (a path's later segments name other crates' types).
fn renamed_type(ty: &str, renames: &BTreeMap<String, String>) -> String {
    match ty.parse::<TokenStream>() {
        Ok(tokens) => rename_tokens(tokens, renames).to_string(),
        Err(_) => ty.to_owned(),
    }
}

fn rename_tokens(tokens: TokenStream, renames: &BTreeMap<String, String>) -> TokenStream {
    let mut colons = 0;
    let mut out = Vec::new();
    for token in tokens {
        let token = match token {
            TokenTree::Ident(i) if colons < 2 => match renames.get(&i.to_string()) {
                Some(new) => TokenTree::Ident(Ident::new(new, i.span())),
                None => TokenTree::Ident(i),
            },
            TokenTree::Group(g) => TokenTree::Group(Group::new(
                g.delimiter(),
                rename_tokens(g.stream(), renames),
            )),
            other => other,
        };
        colons = match &token {
            TokenTree::Punct(p) if p.as_char() == ':' => colons + 1,
            _ => 0,
        };
        out.push(token);
    }
    out.into_iter().collect()
}

fn toml_str(s: &str) -> String {
    toml::Value::String(s.to_owned()).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renames_only_the_module_own_types() {
        let renames = BTreeMap::from([("BarSpec".to_owned(), "BarSpec2".to_owned())]);
        assert_eq!(
            renamed_type("std::collections::BTreeMap<String, Vec<BarSpec>>", &renames),
            "std :: collections :: BTreeMap < String , Vec < BarSpec2 >>"
        );
        assert_eq!(renamed_type("k8s::BarSpec", &renames), "k8s :: BarSpec");
    }
}
