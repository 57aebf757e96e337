//! Benchmarks of the whole engine (read, resolve, build schemas, emit YAML; no writes):
//! every bundled fixture, and synthetic crates of 10, 100 and 1000 kinds made by
//! `scripts/synthetic-tree.py`.

use std::path::{Path, PathBuf};
use std::process::Command;

use criterion::{Criterion, criterion_group, criterion_main};

fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn generate(root: &Path) -> usize {
    match crdgen_core::run_crate(root, |_| {}) {
        Ok(g) => g.artifacts.len(),
        Err(d) => panic!("{d}"),
    }
}

fn fixtures(c: &mut Criterion) {
    let mut roots: Vec<PathBuf> = std::fs::read_dir(workspace().join("fixtures"))
        .into_iter()
        .flatten()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("Cargo.toml").is_file())
        .collect();
    roots.sort();
    c.bench_function("all fixtures", |b| {
        b.iter(|| roots.iter().map(|r| generate(r)).sum::<usize>())
    });
}

fn synthetic(c: &mut Criterion) {
    let tmp = std::env::temp_dir().join(format!("crdgen-bench-{}", std::process::id()));
    for n in [10usize, 100, 1000] {
        let root = tmp.join(n.to_string());
        let made = Command::new("python3")
            .arg(workspace().join("scripts/synthetic-tree.py"))
            .arg(n.to_string())
            .arg(&root)
            .status();
        if !made.is_ok_and(|s| s.success()) {
            eprintln!("skipped synthetic benchmarks: python3 scripts/synthetic-tree.py failed");
            return;
        }
        let mut group = c.benchmark_group("synthetic");
        group.sample_size(10);
        group.bench_function(format!("{n} kinds"), |b| b.iter(|| generate(&root)));
        group.finish();
    }
    let _ = std::fs::remove_dir_all(&tmp);
}

criterion_group!(benches, fixtures, synthetic);
criterion_main!(benches);
