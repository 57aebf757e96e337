//! Times what the derives of one crate cost the compiler, outside the compiler: every
//! `#[derive(CustomResource)]` and `#[derive(CrdSchema)]` of the crate at the given path,
//! run the way the derive runs them now (one shared analysis, through a cache) and the way
//! it ran them before (each derive reading and parsing the crate on its own).
//!
//! ```sh
//! cargo run -p crdgen-core --example derive_time -- path/to/crate [runs] [--now-only]
//! ```
//!
//! `--now-only` leaves out the way it ran before, whose cost grows with the square of the
//! crate (half a minute at 50 kinds, minutes at 100).
//!
//! For counts that the load of a shared machine does not change, run it under
//! `valgrind --tool=callgrind` (or `perf stat -e instructions:u`) twice: with
//! `--list-only` it only lists the derives (one analysis), with `--once` it lists them and
//! then runs every derive once, as rustc does (`--once --server`: as rust-analyzer's
//! proc-macro server does, checking the files at every derive); the difference is what
//! all the derives of one compilation cost.
//!
//! Build it in the dev profile, as cargo builds a proc macro for a debug build (the
//! workspace's `opt-level = 1` for dependencies makes syn and the rest somewhat faster
//! than in a user's build, where cargo builds them at opt-level 0). Each figure is the
//! fastest of `runs` runs, the one least disturbed by other work on the machine.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use crdgen_core::analysis::{Cache, Recheck, analyze};
use crdgen_core::{config, pipeline};

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(root) = args.next().map(PathBuf::from) else {
        eprintln!(
            "usage: derive_time CRATE_DIR [RUNS] [--now-only | --list-only | --once [--server]]"
        );
        std::process::exit(2);
    };
    let rest: Vec<String> = args.collect();
    let flag = |name: &str| rest.iter().any(|a| a == name);
    let (now_only, list_only, once) = (flag("--now-only"), flag("--list-only"), flag("--once"));
    let server = flag("--server");
    let runs: usize = rest.iter().find_map(|r| r.parse().ok()).unwrap_or(3);
    let root = std::fs::canonicalize(&root).unwrap_or(root);
    let Ok(loaded) = config::load(&root) else {
        eprintln!("the crate's configuration cannot be read");
        std::process::exit(1);
    };
    let (config, config_file) = (&loaded.config, loaded.source.as_deref());
    // What the derives of the crate ask for: every kind, every CrdSchema type.
    let Ok(analysis) = analyze(&root, config, config_file, None) else {
        eprintln!("the crate's sources cannot be read");
        std::process::exit(1);
    };
    let kinds: Vec<(String, String)> = analysis
        .kinds()
        .map(|(g, k)| (g.to_owned(), k.to_owned()))
        .collect();
    let types: Vec<(PathBuf, usize, String)> = analysis
        .types()
        .into_iter()
        .map(|(f, l, i)| (f.to_path_buf(), l, i.to_owned()))
        .collect();
    let derives = kinds.len() + types.len();
    if list_only {
        println!("{} kinds, {} CrdSchema types", kinds.len(), types.len());
        return;
    }
    println!(
        "{}: {} kinds, {} CrdSchema types; fastest of {runs} runs",
        root.display(),
        kinds.len(),
        types.len(),
    );

    // What crdgen-derive/src/engine.rs does at each expansion. In a long-lived process
    // (rust-analyzer's proc-macro server, `Recheck::EveryUse`): load the configuration,
    // ask the cache (which checks the fingerprint), look the result up. In rustc
    // (`Recheck::Never`): the configuration is read by the first derive only, and the
    // cache hands out the analysis without a check.
    let all_derives = |recheck: Recheck| {
        let cache = Cache::new();
        let first = config::load(&root).ok();
        let load = || match recheck {
            Recheck::EveryUse => config::load(&root).ok(),
            Recheck::Never => first.clone(),
        };
        for (group, kind) in &kinds {
            let Some(loaded) = load() else {
                continue;
            };
            let a = cache.get_with(
                &root,
                &loaded.config,
                loaded.source.as_deref(),
                None,
                recheck,
            );
            let _ = a.map(|a| a.kind(group, kind));
        }
        for (file, line, ident) in &types {
            let Some(loaded) = load() else {
                continue;
            };
            let a = cache.get_with(
                &root,
                &loaded.config,
                loaded.source.as_deref(),
                Some(file),
                recheck,
            );
            let _ = a.map(|a| a.type_schema(file, *line, ident));
        }
        drop_spans();
    };
    if once {
        all_derives(if server {
            Recheck::EveryUse
        } else {
            Recheck::Never
        });
        println!("{derives} derives run once");
        return;
    }
    let shared = best_of(runs, || all_derives(Recheck::Never));
    report(
        "all derives, one shared analysis, in rustc (now)",
        shared,
        derives,
    );
    let shared = best_of(runs, || all_derives(Recheck::EveryUse));
    report(
        "all derives, one shared analysis, each use checked (rust-analyzer)",
        shared,
        derives,
    );

    let first = best_of(runs, || {
        let _ = analyze(&root, config, config_file, None);
        drop_spans();
    });
    report("  of which the analysis", first, 1);

    // One expansion after the first: the configuration loaded, the fingerprint checked.
    let cache = Cache::new();
    let _ = cache.get(&root, config, config_file, None);
    let load = best_of(runs, || {
        let _ = config::load(&root);
    });
    report("  each later expansion, loading the configuration", load, 1);
    let check = best_of(runs, || {
        let _ = cache.get(&root, config, config_file, None);
    });
    report("  each later expansion, checking the fingerprint", check, 1);

    if now_only {
        return;
    }
    let alone = best_of(runs, || {
        for (group, kind) in &kinds {
            let _ = pipeline::kind(&root, config, config_file, None, group, kind);
        }
        for (file, line, ident) in &types {
            let _ = pipeline::type_schema(&root, config, config_file, file, *line, ident);
        }
        drop_spans();
    });
    report("all derives, each on its own (before)", alone, derives);
}

/// The fastest of `runs` runs.
fn best_of(runs: usize, mut f: impl FnMut()) -> Duration {
    (0..runs.max(1))
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .min()
        .unwrap_or_default()
}

fn report(what: &str, d: Duration, count: usize) {
    let ms = d.as_secs_f64() * 1000.0;
    if count == 1 {
        println!("  {what}: {ms:.3} ms");
    } else {
        println!(
            "  {what}: {ms:.1} ms ({:.3} ms per derive)",
            ms / count.max(1) as f64
        );
    }
}

/// The derive drops proc-macro2's source map after each use; so does the harness, so
/// memory does not grow across runs.
fn drop_spans() {
    proc_macro2::extra::invalidate_current_thread_spans();
}
