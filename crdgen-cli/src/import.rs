//! `crdgen import`: CRD files to a crate of Rust types that generate them again. The
//! engine is `crdgen_core::import`; this reads the files and writes the crate, all at
//! once (into a temporary directory renamed into place), or nothing.

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
    /// The directory of the new crate; it must not exist yet, or be empty. With
    /// `--module`, the existing crate to write the module into.
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
    /// Depend on crdgen at this path instead of the registry's release.
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

/// The package name for a directory: its name, lower case, `-` for anything else.
fn crate_name(out: &Path) -> String {
    let name: String = out
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let name = name.trim_matches('-').to_owned();
    if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
        format!("imported-{name}").trim_end_matches('-').to_owned()
    } else {
        name
    }
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
    // The directory written: the new crate, or the module inside the existing one.
    let target = match &args.module {
        Some(module) => args.out.join("src").join(module),
        None => args.out.clone(),
    };
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
    let occupied = std::fs::read_dir(&target).is_ok_and(|mut d| d.next().is_some())
        || (target.exists() && !target.is_dir());
    if occupied {
        errors.push(
            Diagnostic::error(
                codes::import::OUT_DIR_NOT_EMPTY,
                format!("{} exists and is not empty", escape::path(&target)),
            )
            .help(
                "give --out a directory that does not exist yet (with --module, a module that does not exist yet); crdgen import writes new files only",
            ),
        );
    }
    let options = Options {
        crate_name: args.name.clone().unwrap_or_else(|| crate_name(&args.out)),
        crdgen_path: args.crdgen_path.clone(),
        external: args.external,
        module: args.module.clone(),
    };
    let output = match import::import(&inputs, &options) {
        Ok(o) if errors.is_empty() => o,
        Ok(_) => return printer.fail(&Diagnostics(errors)),
        Err(d) => {
            errors.extend(d.0);
            return printer.fail(&Diagnostics(errors));
        }
    };
    if !output.warnings.0.is_empty() {
        printer.print(&output.warnings);
    }
    let files = match &args.module {
        // Written under the crate root: strip `src/<module>/`, write into `target`.
        Some(module) => {
            let prefix = Path::new("src").join(module);
            output
                .files
                .iter()
                .map(|(p, t)| {
                    (
                        p.strip_prefix(&prefix).unwrap_or(p).to_path_buf(),
                        t.clone(),
                    )
                })
                .collect()
        }
        None => output.files.clone(),
    };
    if let Err(e) = write(&target, &files) {
        return printer.fail(
            &Diagnostic::error(
                codes::output::WRITE_FAILED,
                format!("cannot write {}: {e}", escape::path(&args.out)),
            )
            .help("check the directory's permissions and free space")
            .into(),
        );
    }
    match &args.module {
        Some(module) => println!(
            "wrote {} ({} files); declare it with `pub mod {module};`",
            target.display(),
            files.len()
        ),
        None => println!(
            "wrote {} ({} files); `crdgen generate -C {}` writes the CRDs",
            args.out.display(),
            files.len(),
            args.out.display()
        ),
    }
    ExitCode::SUCCESS
}

/// Writes every file under a temporary sibling of `out`, then renames it into place:
/// a failed run leaves nothing behind.
fn write(out: &Path, files: &std::collections::BTreeMap<PathBuf, String>) -> std::io::Result<()> {
    let parent = match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&parent)?;
    let name = out
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = parent.join(format!(".{name}.crdgen-import-{}", std::process::id()));
    let result = (|| {
        for (path, text) in files {
            let target = tmp.join(path);
            if let Some(dir) = target.parent() {
                std::fs::create_dir_all(dir)?;
            }
            std::fs::write(&target, text)?;
        }
        if out.is_dir() {
            std::fs::remove_dir(out)?;
        }
        std::fs::rename(&tmp, out)
    })();
    if result.is_err() {
        let _ = std::fs::remove_dir_all(&tmp);
    }
    result
}
