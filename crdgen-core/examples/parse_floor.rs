//! The parse floor of a crate: read every `.rs` file under the given directories and parse
//! it with syn, as crdgen's reader does (the same syn and proc-macro2, with span
//! locations), and nothing else. `scripts/bench-scale.sh` runs it beside `crdgen verify`
//! on the same tree: crdgen's cost over this floor is what its own stages add (#24).
//!
//! With `-C ROOT` it reads the files `crdgen generate -C ROOT` reads as sources: those
//! under the configured `paths`, without the generated client directory (crdgen writes
//! those files; it does not read them).
//!
//! With `--keep-trees` first, every file's text and tree are kept until all are parsed,
//! as crdgen keeps them until its model is built: the difference to the plain floor is
//! what holding the trees costs (page faults, cache), the most that reading the model
//! file by file could save.
//!
//! ```sh
//! cargo build --release -p crdgen-core --example parse_floor
//! target/release/examples/parse_floor path/to/crate/src
//! target/release/examples/parse_floor -C path/to/crate
//! target/release/examples/parse_floor --keep-trees path/to/crate/src
//! ```

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    let keep_trees = args
        .first()
        .is_some_and(|a| a.as_os_str() == "--keep-trees");
    if keep_trees {
        args.remove(0);
    }
    let mut kept = Vec::new();
    let (dirs, skipped) = if args.first().is_some_and(|a| a.as_os_str() == "-C") && args.len() == 2
    {
        let root = args.remove(1);
        let config = match crdgen_core::config::load(&root) {
            Ok(loaded) => loaded.config,
            Err(e) => {
                eprintln!("{}: {}", root.display(), e.message);
                return ExitCode::FAILURE;
            }
        };
        let dirs = config.paths.iter().map(|p| root.join(p)).collect();
        let skipped = config.clients.iter().map(|c| root.join(&c.dir)).collect();
        (dirs, skipped)
    } else {
        (args, Vec::new())
    };
    if dirs.is_empty() {
        eprintln!("usage: parse_floor DIR... | parse_floor -C CRATE_ROOT");
        return ExitCode::from(2);
    }
    let mut files = 0usize;
    let mut items = 0usize;
    for dir in dirs {
        let walk = walkdir::WalkDir::new(dir).sort_by_file_name();
        for entry in walk
            .into_iter()
            .filter_entry(|e| !skipped.iter().any(|s| e.path() == s))
        {
            let Ok(entry) = entry else { continue };
            if !entry.file_type().is_file() || entry.path().extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let text = match std::fs::read_to_string(entry.path()) {
                Ok(text) => text,
                Err(e) => {
                    eprintln!("{}: {e}", entry.path().display());
                    return ExitCode::FAILURE;
                }
            };
            match syn::parse_file(&text) {
                Ok(file) => {
                    items += file.items.len();
                    if keep_trees {
                        kept.push((text, file));
                    }
                }
                Err(e) => {
                    eprintln!("{}: {e}", entry.path().display());
                    return ExitCode::FAILURE;
                }
            }
            files += 1;
        }
    }
    println!("{files} files, {items} items parsed");
    // Freed here, after all are parsed, as crdgen frees them after its model.
    drop(kept);
    ExitCode::SUCCESS
}
