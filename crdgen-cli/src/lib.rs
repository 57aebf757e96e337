//! `crdgen`: generate, verify and format CRDs from Rust API types. The binaries `crdgen`
//! and `cargo-crdgen` (so `cargo crdgen generate` works) are thin over [`run`].

#![warn(missing_docs)]

mod check;
mod crates;
mod import;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use crdgen_core::config::Config;
use crdgen_core::diagnostic::codes;
use crdgen_core::diagnostic::message_format::{self, MessageFormat};
use crdgen_core::diagnostic::{Diagnostic, Diagnostics, escape};
use crdgen_core::emit::{self, yaml};
use crdgen_core::run_crate;
use crdgen_core::source::read::{self, ReadError};

/// Exit code for a tree that is stale or a file that is not formatted.
const STALE: u8 = 1;
/// Exit code for bad input or an I/O error.
const ERROR: u8 = 2;

#[derive(Parser)]
#[command(
    name = "crdgen",
    version,
    about = "Kubernetes CRDs from Rust API types, in controller-gen's style"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// How errors and warnings are printed: human (coloured on a terminal unless
    /// NO_COLOR is set), short (file:line:col: level: message), json (one object per
    /// line) or github (GitHub Actions annotations).
    #[arg(long, global = true, default_value = "human", value_parser = MessageFormat::NAMES)]
    message_format: String,
}

/// Where and how diagnostics go: stderr, in the chosen format.
struct Printer {
    format: MessageFormat,
    color: bool,
    /// The crate's path from the current directory under `--workspace`: diagnostics'
    /// files are relative to their crate root, so they are given from here instead.
    prefix: Option<PathBuf>,
}

impl Printer {
    fn new(format: &str) -> Printer {
        use std::io::IsTerminal;
        Printer {
            format: MessageFormat::parse(format).unwrap_or_default(),
            color: message_format::use_color(
                std::io::stderr().is_terminal(),
                std::env::var_os("NO_COLOR").as_deref(),
            ),
            prefix: None,
        }
    }

    /// The same printer for the crate at `prefix` (from the current directory).
    fn under(&self, prefix: Option<PathBuf>) -> Printer {
        Printer {
            format: self.format,
            color: self.color,
            prefix,
        }
    }

    /// Diagnostics with their files given from the current directory.
    fn located(&self, diags: &Diagnostics) -> Diagnostics {
        let mut diags = diags.clone();
        if let Some(prefix) = &self.prefix {
            for location in diags.0.iter_mut().filter_map(|d| d.location.as_mut()) {
                if location.file.is_relative() {
                    location.file = prefix.join(&location.file);
                }
            }
        }
        diags
    }

    fn print(&self, diags: &Diagnostics) {
        let text = message_format::render(&self.located(diags), self.format, self.color);
        if self.format == MessageFormat::Human {
            eprintln!("{text}\n");
        } else {
            eprintln!("{text}");
        }
    }

    /// Prints the errors and returns the exit code for bad input.
    fn fail(&self, diags: &Diagnostics) -> ExitCode {
        let text = message_format::render(&self.located(diags), self.format, self.color);
        eprintln!("{text}");
        ExitCode::from(ERROR)
    }

    /// Prints the warnings to stderr; under `--strict` they are errors and end the run
    /// (before anything is written).
    fn warnings(&self, warnings: &Diagnostics, strict: bool) -> Option<ExitCode> {
        if warnings.0.is_empty() {
            return None;
        }
        if strict {
            let errors = warnings
                .0
                .iter()
                .cloned()
                .map(|mut d| {
                    d.severity = crdgen_core::diagnostic::Severity::Error;
                    d
                })
                .collect();
            return Some(self.fail(&Diagnostics(errors)));
        }
        self.print(warnings);
        None
    }
}

#[derive(Subcommand)]
enum Command {
    /// Write one CRD per kind into the CRD directory, removing CRDs no longer produced.
    #[command(
        after_help = "Examples:\n  crdgen generate                       # anywhere inside the crate\n  crdgen generate --workspace           # every configured member of a workspace\n  crdgen generate -C fixtures/memcached\n  crdgen generate --crd-dir deploy/crds --kubernetes-version 1.37"
    )]
    Generate(Common),
    /// Check that the generated files are fresh: exit 0 if so, 1 (with a diff) if not.
    #[command(
        after_help = "Examples:\n  crdgen verify                         # in CI, anywhere inside the crate\n  crdgen verify --workspace\n  crdgen verify -C fixtures/memcached"
    )]
    Verify(VerifyArgs),
    /// Compare the CRDs the types generate with those of before and report breaking
    /// changes: exit 0 if none, 1 if some, 2 on an error.
    #[command(
        after_help = "Examples:\n  crdgen check                          # against the committed CRD files\n  crdgen check --against origin/main    # against a git revision (no checkout)\n  crdgen check --against-dir old/crds"
    )]
    Check {
        #[command(flatten)]
        common: Common,
        /// A git revision whose CRD directory holds the CRDs of before (read with
        /// `git show`, nothing is checked out).
        #[arg(long, value_name = "REV", conflicts_with = "against_dir")]
        against: Option<String>,
        /// A directory whose CRD files are the CRDs of before.
        #[arg(long, value_name = "DIR")]
        against_dir: Option<PathBuf>,
    },
    /// Re-emit CRD YAML files in controller-gen's style.
    #[command(
        after_help = "Examples:\n  crdgen fmt config/crd/bases/*.yaml\n  crdgen fmt --check config/crd/bases/*.yaml"
    )]
    Fmt {
        /// Only check; exit 1 if a file would change.
        #[arg(long)]
        check: bool,
        /// YAML files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Rewrite a crate written in kube-rs's dialect (kube's `CustomResource`,
    /// `#[kube(...)]`, schemars) into crdgen's: prints the unified diff and writes
    /// nothing unless `--write`.
    #[command(
        after_help = "Examples:\n  crdgen migrate                        # show the diff, change nothing\n  crdgen migrate --write                # then write it\n  crdgen migrate -C path/to/api-crate"
    )]
    Migrate {
        /// The crate root (holding Cargo.toml); without it, the crate around the
        /// current directory.
        #[arg(short = 'C', long = "root")]
        root: Option<PathBuf>,
        /// Write the migrated files (all or nothing) instead of only showing the diff.
        #[arg(long)]
        write: bool,
    },
    /// Write a crate of Rust types whose CRDs are the given ones (`crdgen generate -C DIR`
    /// writes them back).
    #[command(
        after_help = "Examples:\n  crdgen import config/crd/bases/*.yaml --out my-api\n  crdgen import cert-manager.crds.yaml --out certs --external"
    )]
    Import(import::ImportArgs),
    /// Print a shell completion script for crdgen.
    #[command(
        after_help = "Examples:\n  crdgen completions bash > ~/.local/share/bash-completion/completions/crdgen\n  crdgen completions zsh > \"${fpath[1]}/_crdgen\"\n  crdgen completions fish > ~/.config/fish/completions/crdgen.fish"
    )]
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Explain a diagnostic code (the `E0201` in `error[E0201]`), or list them all.
    #[command(after_help = "Examples:\n  crdgen explain E0201\n  crdgen explain --list")]
    Explain {
        /// The code, e.g. E0201.
        #[arg(required_unless_present = "list")]
        code: Option<String>,
        /// List every code with its one-line summary.
        #[arg(long, conflicts_with = "code")]
        list: bool,
    },
}

/// `crdgen verify`'s options.
#[derive(Args)]
struct VerifyArgs {
    #[command(flatten)]
    common: Common,
    /// Also run `crdgen check --against REV`: the exit code is the worse of the two.
    #[arg(long, value_name = "REV")]
    check_compat: Option<String>,
}

#[derive(Args)]
struct Common {
    /// The crate root (holding Cargo.toml and the configuration); without it, the crate
    /// around the current directory (the nearest Cargo.toml above, as cargo finds it).
    #[arg(short = 'C', long = "root")]
    root: Option<PathBuf>,
    /// Every member of the workspace (around the current directory, or -C) that has
    /// crdgen configuration, one after the other, each reported under its path.
    #[arg(long)]
    workspace: bool,
    /// Source directories to read (overrides `paths`).
    #[arg(long = "path")]
    paths: Vec<PathBuf>,
    /// Where CRDs go (overrides `crd-dir`).
    #[arg(long)]
    crd_dir: Option<PathBuf>,
    /// Kubernetes version for built-in types (overrides `kubernetes-version` and the
    /// crate's k8s-openapi version feature).
    #[arg(long)]
    kubernetes_version: Option<String>,
    /// controller-gen release whose output to match, e.g. v0.21.0 (overrides
    /// `controller-gen-version`).
    #[arg(long)]
    controller_gen_version: Option<String>,
    /// Header file written before each document (overrides `header-file`).
    #[arg(long)]
    header_file: Option<PathBuf>,
    /// Truncate descriptions to this many bytes (overrides `max-description-length`).
    #[arg(long)]
    max_description_length: Option<usize>,
    /// The most kinds one run generates (overrides `max-kinds`).
    #[arg(long)]
    max_kinds: Option<usize>,
    /// Treat warnings (such as `*` in an RBAC marker) as errors.
    #[arg(long)]
    strict: bool,
    /// Do not report this warning code (repeatable; adds to `allow` in the
    /// configuration), e.g. --allow W0205.
    #[arg(long = "allow", value_name = "CODE")]
    allow: Vec<String>,
}

impl Common {
    fn apply(&self, config: &mut Config) {
        if !self.paths.is_empty() {
            config.paths = self.paths.clone();
        }
        if let Some(d) = &self.crd_dir {
            config.crd_dir = d.clone();
        }
        if let Some(v) = &self.kubernetes_version {
            config.set_kubernetes_version(v.clone());
        }
        if let Some(v) = &self.controller_gen_version {
            config.controller_gen_version = v.clone();
        }
        if let Some(h) = &self.header_file {
            config.header_file = Some(h.clone());
        }
        if let Some(m) = self.max_description_length {
            config.max_description_length = Some(m);
        }
        if let Some(m) = self.max_kinds {
            config.max_kinds = m;
        }
        config.allow.extend(self.allow.iter().cloned());
    }
}

/// Runs the command line `args` (the program name first), as the `crdgen` binary does.
pub fn run<I, T>(args: I) -> ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let cli = Cli::parse_from(args);
    let printer = Printer::new(&cli.message_format);
    match cli.command {
        Command::Generate(common) => {
            each_crate(&printer, &common, |p, root| generate(p, &common, root))
        }
        Command::Verify(VerifyArgs {
            common,
            check_compat,
        }) => each_crate(&printer, &common, |p, root| {
            let fresh = verify(p, &common, root);
            match &check_compat {
                Some(rev) if fresh != ERROR => fresh.max(check::run(
                    p,
                    &common,
                    root,
                    &check::Against::Rev(rev.clone()),
                )),
                _ => fresh,
            }
        }),
        Command::Check {
            common,
            against,
            against_dir,
        } => {
            let against = match (against, against_dir) {
                (Some(rev), _) => check::Against::Rev(rev),
                (None, Some(dir)) => check::Against::Dir(dir),
                (None, None) => check::Against::Tree,
            };
            each_crate(&printer, &common, |p, root| {
                check::run(p, &common, root, &against)
            })
        }
        Command::Fmt { check, files } => fmt(&printer, check, &files),
        Command::Migrate { root, write } => migrate(&printer, root.as_deref(), write),
        Command::Explain { code, list } => explain(code.as_deref(), list),
        Command::Import(args) => import::run(&printer, &args),
        Command::Completions { shell } => {
            use clap::CommandFactory;
            clap_complete::generate(shell, &mut Cli::command(), "crdgen", &mut std::io::stdout());
            ExitCode::SUCCESS
        }
    }
}

/// Runs `run` on the crate `common` names (see [`crates::targets`]): one, or with
/// `--workspace` every configured member, each under a heading and with its diagnostics'
/// paths given from the current directory. The exit code is the worst of them (0 fresh,
/// 1 stale or breaking, 2 an error).
fn each_crate(printer: &Printer, common: &Common, run: impl Fn(&Printer, &Path) -> u8) -> ExitCode {
    let targets = match crates::targets(common.root.as_deref(), common.workspace) {
        Ok(t) => t,
        Err(d) => return printer.fail(&d),
    };
    let mut worst = 0;
    for target in &targets {
        let printer = printer.under(target.heading.clone());
        if let Some(heading) = &target.heading {
            println!("crdgen: {}", heading.display());
        }
        worst = worst.max(run(&printer, &target.root));
    }
    ExitCode::from(worst)
}

/// What the crate at `root` generates, its warnings printed (or, under `--strict`, its
/// errors): `Err` with the exit code when the run stops there.
fn generation(
    printer: &Printer,
    common: &Common,
    root: &Path,
) -> Result<crdgen_core::pipeline::Generation, u8> {
    let generation = run_crate(root, |c| common.apply(c)).map_err(|d| {
        printer.fail(&d);
        ERROR
    })?;
    match printer.warnings(&generation.warnings, common.strict) {
        Some(_) => Err(ERROR),
        None => Ok(generation),
    }
}

/// `crdgen generate` in one crate: 0 done, 2 an error.
fn generate(printer: &Printer, common: &Common, root: &Path) -> u8 {
    let generation = match generation(printer, common, root) {
        Ok(g) => g,
        Err(code) => return code,
    };
    match emit::write(root, &generation) {
        Ok(report) => {
            for p in &report.written {
                println!("wrote {}", p.display());
            }
            for p in &report.removed {
                println!("removed {}", p.display());
            }
            if report.written.is_empty() && report.removed.is_empty() {
                println!("{} file(s) up to date", report.unchanged.len());
            }
            0
        }
        Err(d) => {
            printer.fail(&d);
            ERROR
        }
    }
}

/// `crdgen verify` in one crate: 0 when the tree is fresh, 1 when stale, 2 on an error.
fn verify(printer: &Printer, common: &Common, root: &Path) -> u8 {
    let generation = match generation(printer, common, root) {
        Ok(g) => g,
        Err(code) => return code,
    };
    match emit::verify(root, &generation) {
        Ok(report) => {
            print!("{}", report.render());
            if printer.format != MessageFormat::Human {
                let findings = stale_diagnostics(&report);
                if !findings.0.is_empty() {
                    printer.print(&findings);
                }
            }
            if report.is_fresh() {
                println!("{} generated file(s) are up to date", report.compared);
                0
            } else {
                STALE
            }
        }
        Err(d) => {
            printer.fail(&d);
            ERROR
        }
    }
}

/// `crdgen migrate`: the diff on stdout, then what Cargo.toml should change; with
/// `write`, the files written. Exit code 0, or 2 when something cannot be migrated (then
/// nothing is written).
fn migrate(printer: &Printer, root: Option<&Path>, write: bool) -> ExitCode {
    let targets = match crates::targets(root, false) {
        Ok(t) => t,
        Err(d) => return printer.fail(&d),
    };
    for target in &targets {
        let migration = match crdgen_core::migrate::migrate(&target.root) {
            Ok(m) => m,
            Err(d) => return printer.fail(&d),
        };
        print!("{}", migration.diff());
        if migration.files.is_empty() {
            println!("crdgen migrate: nothing to migrate (no kube-rs dialect found)");
            continue;
        }
        if write {
            if let Err(d) = crdgen_core::migrate::write(&target.root, &migration) {
                return printer.fail(&d);
            }
            for f in &migration.files {
                println!("wrote {}", f.path.display());
            }
            println!(
                "crdgen migrate: now run `crdgen generate`: the CRDs stay the same, and generated clients, if any, change to crdgen's root types"
            );
        } else {
            println!(
                "crdgen migrate: {} file(s) would change; nothing was written (run `crdgen migrate --write` to write them)",
                migration.files.len()
            );
        }
        // crdgen is not on crates.io yet: name the checkout this binary was built in.
        let runtime = import::checkout_runtime().map(|dir| toml_string(&dir.to_string_lossy()));
        for hint in &migration.cargo_hints {
            match &runtime {
                Some(path) => println!(
                    "Cargo.toml: {}",
                    hint.replace(crdgen_core::migrate::CRDGEN_PATH_PLACEHOLDER, path)
                ),
                None => println!("Cargo.toml: {hint}"),
            }
        }
    }
    ExitCode::SUCCESS
}

/// `crdgen explain`: like `rustc --explain`, the long text behind a code.
fn explain(code: Option<&str>, list: bool) -> ExitCode {
    if list {
        for c in crdgen_core::diagnostic::codes::all() {
            println!("{}  {}", c.id, c.summary());
        }
        return ExitCode::SUCCESS;
    }
    let id = code.unwrap_or_default();
    match crdgen_core::diagnostic::codes::Code::find(id) {
        Some(c) => {
            println!(
                "{}: {}",
                c.id,
                crdgen_core::diagnostic::codes::explanation_text(&c)
            );
            ExitCode::SUCCESS
        }
        None => {
            eprintln!(
                "error: `{}` is not a crdgen diagnostic code\n  = help: `crdgen explain --list` lists them; a code looks like E0201 or W0301",
                escape::value(id)
            );
            ExitCode::from(ERROR)
        }
    }
}

fn fmt(printer: &Printer, check: bool, files: &[PathBuf]) -> ExitCode {
    let mut errors = Vec::new();
    let mut unformatted = Vec::new();
    let mut outputs = Vec::new();
    for f in files {
        // Kind checked before opening and size capped, as every file crdgen reads: a
        // FIFO among the arguments would block, a device never end.
        let unreadable = |why: String| {
            Diagnostic::error(
                codes::input::READ_FAILED,
                format!("cannot read {}: {why}", escape::path(f)),
            )
            .help("check the file's path and permissions")
        };
        let text = match read::read_text(f, emit::MAX_OUTPUT_BYTES) {
            Ok(t) => t,
            Err(err) => {
                errors.push(match err {
                    ReadError::Missing(e) | ReadError::Io(e) => unreadable(e.to_string()),
                    ReadError::NotUtf8 => {
                        unreadable("stream did not contain valid UTF-8".to_owned())
                    }
                    ReadError::NotAFile(kind) => {
                        read::not_a_file(f, &kind, "give `crdgen fmt` the YAML files to format")
                    }
                    ReadError::TooLarge(size) => read::too_large(
                        f,
                        size,
                        emit::MAX_OUTPUT_BYTES,
                        "`crdgen fmt` formats CRDs, which are far smaller",
                    ),
                });
                continue;
            }
        };
        match yaml::format(&text) {
            Ok(formatted) if formatted == text => {}
            Ok(formatted) => {
                unformatted.push(f.clone());
                outputs.push((f.clone(), formatted));
            }
            Err(e) => errors.push(yaml_error(f, &text, &e)),
        }
    }
    if !errors.is_empty() {
        return printer.fail(&Diagnostics(errors));
    }
    if check {
        for f in &unformatted {
            println!("would reformat {}", f.display());
        }
        return if unformatted.is_empty() {
            ExitCode::SUCCESS
        } else {
            ExitCode::from(STALE)
        };
    }
    for (f, text) in outputs {
        if let Err(e) = std::fs::write(&f, text) {
            return printer.fail(
                &Diagnostic::error(
                    codes::output::WRITE_FAILED,
                    format!("cannot write {}: {e}", escape::path(&f)),
                )
                .help("check the file's permissions")
                .into(),
            );
        }
        println!("reformatted {}", f.display());
    }
    ExitCode::SUCCESS
}

/// verify's findings as diagnostics, one per file, for the machine-read formats (a
/// GitHub annotation on each stale file, say).
fn stale_diagnostics(report: &emit::VerifyReport) -> Diagnostics {
    let at_line = |path: &std::path::Path, line: usize| crdgen_core::diagnostic::Location {
        file: path.to_path_buf(),
        line,
        column: 1,
        source_line: String::new(),
        width: 1,
    };
    let help = "run `crdgen generate` and commit the result";
    let mut out = Vec::new();
    let at = |path: &std::path::Path| at_line(path, 1);
    for changed in &report.changed {
        out.push(
            Diagnostic::error(
                codes::output::VERIFY_CHANGED,
                "generated file is out of date",
            )
            .at(at_line(&changed.path, changed.first_line))
            .help(help),
        );
    }
    for path in &report.missing {
        out.push(
            Diagnostic::error(codes::output::VERIFY_MISSING, "generated file is missing")
                .at(at(path))
                .help(help),
        );
    }
    for path in &report.stale {
        out.push(
            Diagnostic::error(
                codes::output::VERIFY_STALE,
                "file is no longer generated and should be removed",
            )
            .at(at(path))
            .help(help),
        );
    }
    for path in &report.foreign {
        out.push(
            Diagnostic::warning(
                codes::output::FOREIGN_FILE,
                "file was not generated by crdgen and is left alone",
            )
            .at(at(path))
            .help("crdgen never touches it; delete it if it is a CRD crdgen generated before it kept a .crdgen-manifest"),
        );
    }
    Diagnostics(out)
}

fn yaml_error(file: &std::path::Path, text: &str, e: &yaml::YamlError) -> Diagnostic {
    let code = match e.kind {
        yaml::YamlErrorKind::Syntax => codes::output::YAML_SYNTAX,
        yaml::YamlErrorKind::Unsupported => codes::output::YAML_UNSUPPORTED,
        yaml::YamlErrorKind::Comment => codes::output::YAML_COMMENT,
        yaml::YamlErrorKind::DuplicateKey => codes::output::YAML_DUPLICATE_KEY,
        yaml::YamlErrorKind::NonFinite => codes::output::YAML_NON_FINITE,
        yaml::YamlErrorKind::TooDeep => codes::input::YAML_TOO_DEEP,
    };
    let source_line = text
        .lines()
        .nth(e.line.saturating_sub(1))
        .unwrap_or("")
        .to_owned();
    Diagnostic::error(code, e.message.clone())
        .at(crdgen_core::diagnostic::Location {
            file: file.to_path_buf(),
            line: e.line,
            column: e.column,
            source_line,
            width: 1,
        })
        .help("fix the YAML; `crdgen fmt` only re-emits well-formed CRD YAML")
}

/// `text` as a TOML basic string: quoted, with `\`, `"` and the control characters TOML
/// refuses unescaped (all but tab) escaped, so any checkout path gives valid TOML (a
/// Windows path's backslashes included).
fn toml_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push('\t'),
            c if c <= '\u{1f}' || c == '\u{7f}' => {
                out.push_str(&format!("\\u{:04X}", u32::from(c)));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::toml_string;

    /// Every path `crdgen migrate` and `import` may print reads back as itself in a
    /// Cargo.toml: quotes, backslashes (Windows), tabs and control characters included.
    #[test]
    fn toml_strings_read_back_as_the_text() {
        for text in [
            "/home/me/crdgen",
            r"C:\Users\me\crdgen",
            "a \"quoted\" dir",
            "tab\there",
            "line\nbreak\r",
            "bell\u{7}del\u{7f}nul\u{0}",
            "ünïcode ✓",
        ] {
            let line = format!("path = {}", toml_string(text));
            let table: toml::Table = match toml::from_str(&line) {
                Ok(table) => table,
                Err(e) => panic!("{line}: {e}"),
            };
            assert_eq!(table["path"].as_str(), Some(text), "{line}");
        }
        assert_eq!(toml_string("a\u{1}b"), "\"a\\u0001b\"");
    }
}
