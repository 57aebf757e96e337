//! The parse floor of a crate: read every `.rs` file under the given directories and parse
//! it with syn, as crdgen's reader does (the same syn and proc-macro2, with span
//! locations), and nothing else. `scripts/bench-scale.sh` runs it beside `crdgen verify`
//! on the same tree: crdgen's cost over this floor is what its own stages add (#24).
//!
//! ```sh
//! cargo build --release -p crdgen-core --example parse_floor
//! target/release/examples/parse_floor path/to/crate/src
//! ```

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let dirs: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    if dirs.is_empty() {
        eprintln!("usage: parse_floor DIR...");
        return ExitCode::from(2);
    }
    let mut files = 0usize;
    let mut items = 0usize;
    for dir in dirs {
        for entry in walkdir::WalkDir::new(dir).sort_by_file_name() {
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
                Ok(file) => items += file.items.len(),
                Err(e) => {
                    eprintln!("{}: {e}", entry.path().display());
                    return ExitCode::FAILURE;
                }
            }
            files += 1;
        }
    }
    println!("{files} files, {items} items parsed");
    ExitCode::SUCCESS
}
