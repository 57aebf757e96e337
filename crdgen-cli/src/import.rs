//! `crdgen import`: CRD files to a crate of Rust types that generate them again. The
//! engine is `crdgen_core::import`; this reads the files and writes the crate, all at
//! once, new files only, or nothing (`crdgen_core::import::files`).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;
use crdgen_core::diagnostic::codes;
use crdgen_core::diagnostic::{Diagnostic, Diagnostics, escape};
use crdgen_core::emit;
use crdgen_core::import::{self, Input, Options};
use crdgen_core::source::read::{self, ReadError};

use crate::Printer;

/// `crdgen import`'s options.
#[derive(Args)]
pub struct ImportArgs {
    /// CRD YAML files (every document must be an apiextensions.k8s.io/v1
    /// CustomResourceDefinition).
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// The directory of the new crate (`.` for the current one); crdgen writes new
    /// files only, so none of its files may be there yet. With `--module`, the existing
    /// crate (the directory of its Cargo.toml) to write the module into.
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// Write only the module tree, as `src/NAME/` of the existing crate at `--out`
    /// (declare it with `pub mod NAME;`); `src/NAME` must not exist yet.
    #[arg(long, value_name = "NAME")]
    module: Option<String>,
    /// Mark every kind `external`: types, clients, listers and informers, but no CRD
    /// written (for CRDs another project owns).
    #[arg(long)]
    external: bool,
    /// The crate's package name (default: the directory's name).
    #[arg(long)]
    name: Option<String>,
    /// Depend on crdgen at this path (the `crdgen` directory of a checkout). Default:
    /// the checkout this binary was built from, while it is there; else the registry's
    /// release.
    #[arg(long, value_name = "DIR")]
    crdgen_path: Option<PathBuf>,
}

fn read_failed(f: &Path, why: String) -> Diagnostic {
    Diagnostic::error(
        codes::import::IMPORT_READ_FAILED,
        format!("cannot read {}: {why}", escape::path(f)),
    )
    .help("check the file's path and permissions")
}

/// The package name for a directory: its name, lower case, `-` for anything else, and
/// a run of `-` and `_` as one (the first): rustc reads the package as a crate name with
/// `_` for `-`, and warns (`non_snake_case`, an error under `-D warnings`) on a crate
/// whose name has `__`.
fn crate_name(out: &Path) -> String {
    let mut name = String::new();
    let dir = out
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    for c in dir.chars() {
        let c = if c.is_ascii_alphanumeric() || c == '_' {
            c.to_ascii_lowercase()
        } else {
            '-'
        };
        let separator = |c: char| c == '-' || c == '_';
        if !(separator(c) && name.ends_with(separator)) {
            name.push(c);
        }
    }
    let name = name.trim_matches(['-', '_']).to_owned();
    if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
        format!("imported-{name}").trim_end_matches('-').to_owned()
    } else {
        name
    }
}

/// The `crdgen` runtime crate of the checkout this binary was built from, while it is
/// there: `cargo install --path crdgen-cli` builds in the checkout, so its
/// `CARGO_MANIFEST_DIR` is `<checkout>/crdgen-cli`. crdgen is not on crates.io yet, so
/// an imported crate depends on this by path unless `--crdgen-path` says otherwise (a
/// binary built elsewhere, from a package, finds none and the registry's release stays).
pub(crate) fn checkout_runtime() -> Option<PathBuf> {
    let cli_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    // `cargo install --git` builds in cargo's own cache, which its garbage collection
    // empties: never a place for a crate to depend on.
    if cargo_home().is_some_and(|home| cli_dir.starts_with(home)) {
        return None;
    }
    runtime_beside(cli_dir)
}

/// Cargo's home (`$CARGO_HOME`, else `~/.cargo`), where it keeps sources it fetched.
fn cargo_home() -> Option<PathBuf> {
    std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".cargo")))
}

/// `<cli_dir>/../crdgen` when it holds the `crdgen` package.
fn runtime_beside(cli_dir: &Path) -> Option<PathBuf> {
    let dir = cli_dir.parent()?.join("crdgen");
    let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).ok()?;
    manifest
        .lines()
        .any(|l| l.trim() == "name = \"crdgen\"")
        .then_some(dir)
}

/// What to change when the crate depends on the registry's `crdgen`, which crates.io
/// does not have yet: the same path dependency `crdgen migrate` asks for.
const REGISTRY_HINT: &str = "its Cargo.toml depends on `crdgen = \"0.1.0\"` from crates.io, which does not have crdgen yet: import again with `--crdgen-path <your crdgen checkout>/crdgen`, or write `crdgen = { path = \"<your crdgen checkout>/crdgen\" }` in it";

/// `--module`'s crate: `out` must hold a package's `Cargo.toml`.
fn not_a_crate(out: &Path) -> Option<Diagnostic> {
    let manifest = out.join("Cargo.toml");
    let message = match std::fs::read_to_string(&manifest) {
        Err(_) => format!(
            "--module adds to an existing crate, and {} has no Cargo.toml",
            escape::path(out)
        ),
        Ok(text) if !text.lines().any(|l| l.trim() == "[package]") => format!(
            "--module adds to an existing crate, and {} is a workspace's manifest, not a package's",
            escape::path(&manifest)
        ),
        Ok(_) => return None,
    };
    Some(
        Diagnostic::error(codes::import::MODULE_NOT_A_CRATE, message).help(
            "give --out the directory of the crate that gets the module (the one with its Cargo.toml), or leave out --module to write a new crate there",
        ),
    )
}

/// Runs `crdgen import`.
pub fn run(printer: &Printer, args: &ImportArgs) -> ExitCode {
    let mut errors = Vec::new();
    let mut inputs = Vec::new();
    for f in &args.files {
        match read::read_text(f, emit::MAX_OUTPUT_BYTES) {
            Ok(text) => inputs.push(Input {
                path: f.clone(),
                text,
            }),
            Err(ReadError::Missing(e) | ReadError::Io(e)) => {
                errors.push(read_failed(f, e.to_string()))
            }
            Err(ReadError::NotUtf8) => errors.push(read_failed(
                f,
                "stream did not contain valid UTF-8".to_owned(),
            )),
            Err(ReadError::NotAFile(kind)) => errors.push(read::not_a_file(
                f,
                &kind,
                "give `crdgen import` the CRD files to import",
            )),
            Err(ReadError::TooLarge(size)) => errors.push(read::too_large(
                f,
                size,
                emit::MAX_OUTPUT_BYTES,
                "`crdgen import` reads CRDs, which are far smaller",
            )),
        }
    }
    let valid_module = args.module.as_deref().is_none_or(|m| {
        m.starts_with(|c: char| c.is_ascii_lowercase() || c == '_')
            && m.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
    });
    if !valid_module {
        errors.push(
            Diagnostic::error(
                codes::import::MODULE_NAME_INVALID,
                format!(
                    "--module {} is not a module name",
                    escape::value(args.module.as_deref().unwrap_or_default())
                ),
            )
            .help("give a snake_case module name, e.g. --module api"),
        );
    }
    if args.module.is_some() {
        errors.extend(not_a_crate(&args.out));
    }
    // The package name: the directory's own, also for `--out .`.
    let name = args.name.clone().unwrap_or_else(|| {
        let full = std::fs::canonicalize(&args.out)
            .or_else(|_| std::path::absolute(&args.out))
            .unwrap_or_else(|_| args.out.clone());
        crate_name(&full)
    });
    let options = Options {
        crate_name: name,
        // Cargo reads a `path` dependency relative to the Cargo.toml that names it, not
        // to where the user ran `crdgen import`: a relative --crdgen-path is made absolute.
        crdgen_path: args
            .crdgen_path
            .as_deref()
            .map(|p| std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf()))
            .or_else(checkout_runtime),
        external: args.external,
        module: args.module.clone(),
        // The existing crate's k8s-openapi feature, for W1309 (an unreadable manifest
        // is `crdgen generate`'s to report, not the import's).
        k8s_openapi_feature: args
            .module
            .as_ref()
            .and_then(|_| crdgen_core::config::k8s_openapi::detect(&args.out).ok())
            .and_then(|d| d.feature)
            .map(|f| (f.feature, f.version)),
        // What the existing crate's configuration sets already, so that W1304 asks only
        // for what it lacks (a configuration that does not load is `generate`'s to report).
        host_settings: args
            .module
            .as_ref()
            .and_then(|_| crdgen_core::config::load(&args.out).ok())
            .map(|loaded| import::HostSettings {
                max_description_length: loaded.config.max_description_length,
                controller_gen_version: loaded.config.controller_gen_version.clone(),
                controller_gen_version_annotation: loaded.config.controller_gen_version_annotation,
                clients: loaded.config.clients.is_some(),
            }),
    };
    let output = match import::import(&inputs, &options) {
        Ok(o) if errors.is_empty() => o,
        Ok(_) => return printer.fail(&Diagnostics(errors)),
        Err(d) => {
            errors.extend(d.0);
            return printer.fail(&Diagnostics(errors));
        }
    };
    // The files are relative to the crate: with `--module`, under its `src/<module>/`.
    let conflicts = import::files::conflicts(&args.out, &output.files);
    if !conflicts.is_empty() {
        let listed: Vec<String> = conflicts.iter().map(|p| escape::path(p)).collect();
        let help = match &args.module {
            Some(module) => format!(
                "crdgen import writes new files only: give --module a name the crate does not use yet, or remove src/{module} first"
            ),
            None => "crdgen import writes new files only: give --out a new or empty directory (other files may stay there), remove those, or add the types to an existing crate with --module NAME".to_owned(),
        };
        return printer.fail(
            &Diagnostic::error(
                codes::import::OUT_DIR_NOT_EMPTY,
                format!("crdgen import would overwrite {}", listed.join(", ")),
            )
            .help(help)
            .into(),
        );
    }
    if !output.warnings.0.is_empty() {
        printer.print(&output.warnings);
    }
    if let Err(e) = import::files::write(&args.out, &output.files) {
        return printer.fail(&e.into());
    }
    let count = output.files.len();
    let out = args.out.display();
    match (&args.module, args.external) {
        (Some(module), false) => println!(
            "wrote {} ({count} files); declare it with `pub mod {module};`",
            args.out.join("src").join(module).display()
        ),
        (Some(module), true) => println!(
            "wrote {} ({count} files); declare it with `pub mod {module};` and configure the clients as W1304 says, then `crdgen generate` writes them (no CRD: the kinds are external)",
            args.out.join("src").join(module).display()
        ),
        (None, false) => {
            println!("wrote {out} ({count} files); `crdgen generate -C {out}` writes the CRDs")
        }
        (None, true) => println!(
            "wrote {out} ({count} files): the types of external kinds, no CRD; `crdgen generate -C {out}` writes their typed clients, listers and informers into {}",
            args.out.join("src/generated").display()
        ),
    }
    if args.module.is_none() && options.crdgen_path.is_none() {
        println!("{REGISTRY_HINT}");
    }
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn package_names_read_as_snake_case_crate_names() {
        let name = |dir: &str| crate_name(Path::new(dir));
        assert_eq!(
            name("out/crate-cert-manager__cert-manager__cert-manager-io_clusterissuers"),
            "crate-cert-manager_cert-manager_cert-manager-io_clusterissuers"
        );
        assert_eq!(name("My API (v2)"), "my-api-v2");
        assert_eq!(name("__x__"), "x");
        assert_eq!(name("9lives"), "imported-9lives");
        assert_eq!(name("..."), "imported");
    }

    #[test]
    fn the_checkout_runtime_is_found_beside_the_cli_only() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        assert_eq!(checkout_runtime(), Some(root.join("crdgen")));
        // A binary built from a package (`target/package/crdgen-cli-0.1.0`) has none.
        assert_eq!(
            runtime_beside(&root.join("target/package/crdgen-cli-0.1.0")),
            None
        );
        assert_eq!(
            REGISTRY_HINT,
            "its Cargo.toml depends on `crdgen = \"0.1.0\"` from crates.io, which does not have crdgen yet: import again with `--crdgen-path <your crdgen checkout>/crdgen`, or write `crdgen = { path = \"<your crdgen checkout>/crdgen\" }` in it"
        );
    }
}
