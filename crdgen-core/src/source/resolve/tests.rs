use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use syn::visit::Visit;

use super::*;
use crate::source::SourceSet;

fn strings(parts: &[&str]) -> Vec<String> {
    parts.iter().map(|s| (*s).to_string()).collect()
}

#[test]
fn core_and_alloc_are_written_as_std() {
    let normalised = |p: &[&str]| external(&strings(p));
    assert_eq!(
        normalised(&["core", "option", "Option"]),
        strings(&["std", "option", "Option"])
    );
    assert_eq!(
        normalised(&["alloc", "vec", "Vec"]),
        strings(&["std", "vec", "Vec"])
    );
    assert_eq!(
        normalised(&["serde_json", "core"]),
        strings(&["serde_json", "core"])
    );
}

/// The crate whose `src/lib.rs` is `lib_rs`, held in memory.
fn crate_of(lib_rs: &str) -> SourceSet {
    let files = BTreeMap::from([(PathBuf::from("src/lib.rs"), lib_rs.to_owned())]);
    match crate::source::load_in_memory(std::path::Path::new("src/lib.rs"), &files) {
        Ok(set) => set,
        Err(e) => panic!("bad test crate: {e:?}"),
    }
}

fn path(text: &str) -> syn::Path {
    match syn::parse_str(text) {
        Ok(p) => p,
        Err(e) => panic!("bad test path `{text}`: {e}"),
    }
}

fn module(set: &SourceSet, name: &str) -> ModuleId {
    let path: Vec<String> = name.split("::").map(str::to_owned).collect();
    match set.index.module_by_path(&path) {
        Some(m) => m,
        None => panic!("no module {name}"),
    }
}

/// `n` modules, each re-exporting the two before it by globs, each deriving a name
/// that `m0` imports (`Serialize`) and one that is nowhere (`Clone`).
fn glob_chain(n: usize) -> String {
    let mut lib = String::from(
        "pub mod m0 {\n    pub use serde::Serialize;\n    #[derive(Serialize, Clone)]\n    pub struct T0;\n}\n",
    );
    for k in 1..n {
        let before: Vec<String> = (k.saturating_sub(2)..k)
            .rev()
            .map(|j| format!("    pub use super::m{j}::*;\n"))
            .collect();
        lib.push_str(&format!(
            "pub mod m{k} {{\n{}    #[derive(Serialize, Clone)]\n    pub struct T{k};\n}}\n",
            before.concat()
        ));
    }
    lib
}

/// [`glob_chain`] closed into a ring: `m0` re-exports the last module too.
fn glob_ring(n: usize) -> String {
    glob_chain(n).replacen(
        "pub mod m0 {\n",
        &format!("pub mod m0 {{\n    pub use super::m{}::*;\n", n - 1),
        1,
    )
}

/// `n` modules each re-exporting every other by a glob (`pub use crate::mK::*;`), with
/// the derives of [`glob_chain`].
fn glob_clique(n: usize) -> String {
    let mut lib = String::new();
    for k in 0..n {
        let others: String = (0..n)
            .filter(|&j| j != k)
            .map(|j| format!("    pub use crate::m{j}::*;\n"))
            .collect();
        let import = if k == 0 {
            "    pub use serde::Serialize;\n"
        } else {
            ""
        };
        lib.push_str(&format!(
            "pub mod m{k} {{\n{import}{others}    #[derive(Serialize, Clone)]\n    pub struct T{k};\n}}\n"
        ));
    }
    lib
}

/// The lookups run to resolve the last module's two derives, and their answers.
fn chain_steps(n: usize) -> (usize, Vec<Option<Vec<String>>>) {
    steps_of(&glob_chain(n), n)
}

/// [`chain_steps`] for the crate `lib` of `n` modules `m0`..
fn steps_of(lib: &str, n: usize) -> (usize, Vec<Option<Vec<String>>>) {
    let set = crate_of(lib);
    let last = module(&set, &format!("crate::m{}", n - 1));
    let mut resolver = Resolver::new(set.parsed());
    let answers = ["Serialize", "Clone"]
        .iter()
        .map(|name| resolver.resolve_external(last, &path(name)).ok().flatten())
        .collect();
    (resolver.steps, answers)
}

/// Each lookup through the chain is done once per (module, importer): the work grows
/// with the number of modules, not with the number of ways through them (without the
/// memo, 625, 77,603 and 9,545,270 lookups for 10, 20 and 30 modules).
#[test]
fn a_chain_of_glob_re_exports_is_walked_once() {
    let (ten, answers) = chain_steps(10);
    let (twenty, _) = chain_steps(20);
    let (thirty, _) = chain_steps(30);
    assert_eq!(
        answers,
        [
            Some(strings(&["serde", "Serialize"])),
            Some(strings(&["Clone"]))
        ]
    );
    // 12 lookups more per module.
    assert_eq!((ten, twenty, thirty), (104, 224, 344));
}

/// Every path written in `set`, with the derive lists' paths (which syn keeps as
/// tokens), and each name the crate defines or imports as a path of its own.
fn paths_in(set: &SourceSet) -> Vec<syn::Path> {
    struct Paths(Vec<syn::Path>);
    impl<'ast> Visit<'ast> for Paths {
        fn visit_path(&mut self, p: &'ast syn::Path) {
            self.0.push(p.clone());
            syn::visit::visit_path(self, p);
        }
        fn visit_attribute(&mut self, a: &'ast syn::Attribute) {
            if a.path().is_ident("derive") {
                let _ = a.parse_nested_meta(|meta| {
                    self.0.push(meta.path);
                    Ok(())
                });
            }
            syn::visit::visit_attribute(self, a);
        }
        fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
            let mut text = quote::ToTokens::to_token_stream(&u.tree).to_string();
            text.retain(|c| c != ' ');
            if let Ok(p) = syn::parse_str::<syn::Path>(text.trim_end_matches("::*")) {
                self.0.push(p);
            }
            syn::visit::visit_item_use(self, u);
        }
        fn visit_ident(&mut self, i: &'ast syn::Ident) {
            self.0.push(syn::Path::from(i.clone()));
        }
    }
    let mut paths = Paths(Vec::new());
    for tree in &set.syntax.trees {
        paths.visit_file(tree);
    }
    for extra in [
        "::crdgen::CrdSchema",
        "crate",
        "self",
        "super::super",
        "Self",
    ] {
        paths.0.push(path(extra));
    }
    let mut seen = BTreeSet::new();
    paths
        .0
        .into_iter()
        .filter(|p| seen.insert(quote::ToTokens::to_token_stream(p).to_string()))
        .collect()
}

/// The crates the resolver's answers are compared on: each names the case it covers.
const CRATES: &[&str] = &[
    // Renamed imports, in groups and alone; an import of a derive from another crate.
    "use crdgen::CrdSchema as S;\nuse crdgen::{CustomResource as Cr, CrdSchema};\nuse kube::CustomResource as KubeResource;\n#[derive(S, Cr, KubeResource, CrdSchema, Clone)]\npub struct A;\n",
    // Re-exports through local modules, named and by glob, from parent and child.
    "mod reexports {\n    pub use crdgen::CrdSchema;\n    pub use kube::CustomResource as KubeResource;\n    pub(crate) use serde::*;\n}\nmod inner {\n    use super::reexports::*;\n    use crate::reexports::KubeResource as K;\n    #[derive(CrdSchema, K, Serialize, Debug)]\n    pub struct B;\n    pub mod deeper {\n        use super::super::reexports::{self, CrdSchema};\n        #[derive(CrdSchema, reexports::KubeResource, self::CrdSchema)]\n        pub struct C;\n    }\n}\nuse inner::deeper::*;\n#[derive(crate::reexports::CrdSchema, self::reexports::KubeResource)]\npub struct D;\n",
    // Glob imports of other crates, and a local item or module shadowing a name.
    "use crdgen::*;\nuse schemars::JsonSchema;\npub struct JsonSchema;\nmod serde { pub struct Serialize; }\n#[derive(CrdSchema, JsonSchema, serde::Serialize, ::serde::Deserialize)]\npub struct E;\nmod plain {\n    use kube::CustomResource;\n    pub struct Clone;\n    #[derive(Clone, CustomResource, Debug, ::crdgen::CrdSchema)]\n    pub struct F;\n}\n",
    // Extern prelude names, `extern crate` renames, prelude types shadowed.
    "extern crate serde as sd;\nuse sd::Serialize;\nuse other::Vec;\nuse serde_json::Value as Clone;\n#[derive(Serialize, sd::Deserialize, Clone, Vec, String, Option, i32)]\npub struct G;\n",
    // A glob cycle, with a name defined on one side only, and a chain back into it.
    "pub mod a {\n    pub use super::b::*;\n    pub struct OnlyA;\n    #[derive(OnlyB, OnlyA, Missing, Clone)]\n    pub struct X;\n}\npub mod b {\n    pub use super::a::*;\n    pub use crdgen::CrdSchema as OnlyB;\n}\npub mod c {\n    pub use super::a::*;\n    pub use super::b::*;\n    #[derive(OnlyB, OnlyA, Missing)]\n    pub struct Y;\n}\nuse c::*;\n",
    // Ambiguous globs, a glob of an enum's variants, and an import cycle.
    "mod one { pub use crdgen::CrdSchema as Thing; pub struct Same; }\nmod two { pub use kube::CustomResource as Thing; pub use super::one::Same; }\nmod both {\n    use super::one::*;\n    use super::two::*;\n    #[derive(Thing, Same)]\n    pub struct H;\n}\npub enum Colour { Red }\nuse Colour::*;\nuse crate::cyc::Loop as Loop2;\nmod cyc { pub use super::Loop2 as Loop; }\n#[derive(Red, Loop2, cyc::Loop)]\npub struct I;\n",
];

/// The fast path answers only when it gives the full resolution's answer, and the memo
/// never changes an answer or an error, for every path of every crate above resolved in
/// every module.
#[test]
fn fast_paths_and_the_memo_agree_with_the_full_walk() {
    // Fast answers for a name bound nowhere, and for a name one `use` imports.
    let (mut unbound, mut imported) = (0, 0);
    let ring = glob_ring(6);
    for lib in CRATES
        .iter()
        .copied()
        .chain([glob_chain(6).as_str(), ring.as_str()])
    {
        let set = crate_of(lib);
        let paths = paths_in(&set);
        let mut compared = 0;
        for m in set.index.modules() {
            for p in &paths {
                let shown = quote::ToTokens::to_token_stream(p).to_string();
                let module = set.index.module_name(m);
                // Compared as results: an E0115 must stay an E0115, not read as
                // "names nothing external".
                let full = Resolver::new(set.parsed()).external_full(m, p);
                if let Some(fast) = Resolver::new(set.parsed()).external_fast(m, p) {
                    if fast.len() == 1 && p.is_ident(&fast[0]) {
                        unbound += 1;
                    } else {
                        imported += 1;
                    }
                    assert_eq!(Ok(Some(fast)), full, "`{shown}` in `{module}` of:\n{lib}");
                }
                let mut walk = Resolver::new(set.parsed());
                walk.forget = true;
                assert_eq!(
                    walk.external_full(m, p),
                    full,
                    "`{shown}` in `{module}`, with and without the memo, of:\n{lib}"
                );
                let mut walk = Resolver::new(set.parsed());
                walk.forget = true;
                assert_eq!(
                    walk.resolve_type_path(m, p),
                    Resolver::new(set.parsed()).resolve_type_path(m, p),
                    "`{shown}` in `{module}` as a type, with and without the memo, of:\n{lib}"
                );
                compared += 1;
            }
        }
        // Every module of every crate, with its own paths and the five extra ones.
        assert!(
            compared >= set.index.modules().count() * 6,
            "{compared} paths compared in:\n{lib}"
        );
    }
    assert!(unbound > 0 && imported > 0, "{unbound} {imported}");
}

/// Answers the comparison above relies on, checked by value: a renamed import of a
/// derive, kube's under another name, a re-export, a glob cycle, an ambiguous glob.
#[test]
fn derive_paths_resolve_to_what_they_name() {
    let answers = |lib: &str, in_module: &str, paths: &[&str]| -> Vec<Option<String>> {
        let set = crate_of(lib);
        let m = module(&set, in_module);
        paths
            .iter()
            .map(|p| {
                Resolver::new(set.parsed())
                    .resolve_external(m, &path(p))
                    .ok()
                    .flatten()
                    .map(|r| r.join("::"))
            })
            .collect()
    };
    let some = |s: &str| Some(s.to_owned());
    assert_eq!(
        answers(CRATES[0], "crate", &["S", "Cr", "KubeResource", "Clone"]),
        [
            some("crdgen::CrdSchema"),
            some("crdgen::CustomResource"),
            some("kube::CustomResource"),
            some("Clone")
        ]
    );
    assert_eq!(
        answers(CRATES[1], "crate::inner", &["CrdSchema", "K", "Serialize"]),
        [
            some("crdgen::CrdSchema"),
            some("kube::CustomResource"),
            // From a glob of another crate: only its name is known.
            some("Serialize")
        ]
    );
    assert_eq!(
        answers(
            CRATES[2],
            "crate",
            &["JsonSchema", "serde::Serialize", "::serde::Serialize"]
        ),
        [None, None, some("serde::Serialize")]
    );
    assert_eq!(
        answers(CRATES[4], "crate::a", &["OnlyB", "OnlyA", "Missing"]),
        [some("crdgen::CrdSchema"), None, some("Missing")]
    );
    assert_eq!(
        answers(CRATES[5], "crate::both", &["Thing", "Same"]),
        [None, None]
    );
}

/// The error a type path gives, as `(code, message, line)`.
fn type_error(set: &SourceSet, in_module: &str, text: &str) -> (String, String, usize) {
    let m = module(set, in_module);
    match set.parsed().resolve_type_path(m, &path(text)) {
        Ok(_) => panic!("`{text}` resolved"),
        Err(d) => (
            d.code.id.to_owned(),
            d.message,
            d.location.map_or(0, |l| l.line),
        ),
    }
}

/// A chain of renames longer than [`MAX_DEPTH`] is refused where it passes the limit,
/// instead of overflowing the stack (5,000 links did, in a debug build).
#[test]
fn a_chain_of_imports_past_the_depth_limit_is_refused() {
    let links = 5_000;
    let mut lib = format!("pub struct A{links};\n");
    for i in (0..links).rev() {
        lib.push_str(&format!("use self::A{} as A{i};\n", i + 1));
    }
    let set = crate_of(&lib);
    assert_eq!(
        type_error(&set, "crate", "A0"),
        (
            "E0115".to_owned(),
            "resolving `A0` goes through more than 128 imports (stopped at `A128` here)".to_owned(),
            // `use self::A128 as A127;`, with 128 lookups under way (`A0` to `A127`).
            4874,
        )
    );
    // 128 links are fine.
    let mut lib = String::from("pub struct A127;\n");
    for i in (0..127).rev() {
        lib.push_str(&format!("use self::A{} as A{i};\n", i + 1));
    }
    let set = crate_of(&lib);
    let m = module(&set, "crate");
    assert!(set.parsed().resolve_type_path(m, &path("A0")).is_ok());
}

/// Glob imports that re-export each other in a ring: the memo keeps what the walks cut
/// by the cycle found, with the lookups under way they were cut at, so 26 modules
/// resolve in a number of lookups that grows with the ring (without the memo, the walk
/// stopped at E0115's 20,000 lookups; without that limit, it took 16 s).
#[test]
fn a_ring_of_glob_re_exports_resolves() {
    let (steps, answers) = steps_of(&glob_ring(26), 26);
    assert_eq!(
        answers,
        [
            Some(strings(&["serde", "Serialize"])),
            Some(strings(&["Clone"]))
        ]
    );
    assert_eq!(steps, 434);
    // A ring of 100: the walk for `Clone` goes once round it.
    let set = crate_of(&glob_ring(100));
    let last = module(&set, "crate::m99");
    let mut resolver = Resolver::new(set.parsed());
    assert_eq!(
        resolver.resolve_external(last, &path("Clone")),
        Ok(Some(strings(&["Clone"])))
    );
    assert_eq!(resolver.steps, 590);
    // `Serialize` is imported in `m0` from `serde`, which is looked up round the ring
    // again while the lookups of `Serialize` round it are under way: past MAX_DEPTH.
    let (code, message, line) = type_error(&set, "crate::m99", "Serialize");
    assert_eq!(
        (code.as_str(), message.as_str(), line),
        (
            "E0115",
            "resolving `Serialize` goes through more than 128 imports (stopped at `m72` here)",
            439
        )
    );
}

/// Modules that all re-export each other (`n` modules, `n - 1` globs each): a lookup's
/// walk meets every lookup under way, so its result is reused only under the same set of
/// them, and the lookups grow exponentially (38, 151, 614, 2,315 for 3 to 6 modules);
/// 26 such modules stop at [`MAX_LOOKUPS`] (E0115).
#[test]
fn a_dense_cycle_of_glob_re_exports_stops_at_the_lookup_limit() {
    let counts: Vec<usize> = (3..=6).map(|n| steps_of(&glob_clique(n), n).0).collect();
    assert_eq!(counts, [38, 151, 614, 2_315]);
    let n = 26;
    let set = crate_of(&glob_clique(n));
    let last = module(&set, &format!("crate::m{}", n - 1));
    let mut resolver = Resolver::new(set.parsed());
    // What `Clone` names there is unknown: E0115, not a guess (a derive reports it).
    assert_eq!(
        resolver
            .resolve_external(last, &path("Clone"))
            .map_err(|d| d.code),
        Err(crate::diagnostic::codes::source::RESOLUTION_TOO_DEEP)
    );
    // The walk stops at the limit.
    assert_eq!(resolver.steps, MAX_LOOKUPS);
    let (code, message, _) = type_error(&set, &format!("crate::m{}", n - 1), "Missing");
    assert_eq!(
        (code.as_str(), message.as_str()),
        (
            "E0115",
            "resolving `Missing` takes more than 20000 lookups through glob imports (stopped at `m7` here)"
        )
    );
}

/// A small xorshift generator, so that the random crates are the same on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number in `0..n`.
    fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next() % n as u64).unwrap_or(0)
    }

    fn pick<'s>(&mut self, from: &[&'s str]) -> &'s str {
        from[self.below(from.len())]
    }
}

/// A random crate: a root and up to five modules `mK`, some with a child `sub`, each
/// holding a few structs, enums, imports, renames and globs (of each other, so in
/// cycles, and of other crates) with random visibilities, through `crate`, `self` and
/// `super` paths, many of which do not resolve.
fn random_crate(rng: &mut Rng) -> String {
    let n = 2 + rng.below(4);
    let mut lib = random_items(rng, n, 0);
    for k in 0..n {
        lib.push_str(&format!("pub mod m{k} {{\n{}", random_items(rng, n, 1)));
        if rng.below(2) == 0 {
            lib.push_str(&format!("pub mod sub {{\n{}}}\n", random_items(rng, n, 2)));
        }
        lib.push_str("}\n");
    }
    lib
}

/// Up to five random items of a module `depth` levels below the root, in a crate of
/// modules `m0`..`m{n-1}`.
fn random_items(rng: &mut Rng, n: usize, depth: usize) -> String {
    const NAMES: &[&str] = &["A", "B", "C"];
    let mut items = String::new();
    for _ in 0..rng.below(6) {
        let vis = match (depth, rng.below(4)) {
            (_, 0) => "",
            (0, _) | (_, 1) => "pub ",
            (_, 2) => "pub(crate) ",
            _ => "pub(super) ",
        };
        let name = rng.pick(NAMES);
        let other = rng.pick(NAMES);
        let target = format!("m{}", rng.below(n));
        let module = match rng.below(5) {
            0 => format!("crate::{target}"),
            1 => format!("{}{target}", "super::".repeat(depth)),
            2 => "self".to_owned(),
            3 => format!("crate::{target}::sub"),
            _ => "super".to_owned(),
        };
        let item = match rng.below(10) {
            0 => format!("{vis}struct {name};\n"),
            1 => format!("{vis}enum {name} {{ {other} }}\n"),
            2..=4 => format!("{vis}use {module}::*;\n"),
            5 => format!("{vis}use {module}::{other} as {name};\n"),
            6 => format!("{vis}use {module}::{name};\n"),
            7 => format!("{vis}use serde::Serialize as {name};\n"),
            8 => format!("{vis}use kube::*;\n"),
            _ => format!("{vis}use {module}::{name}::*;\n"),
        };
        items.push_str(&item);
    }
    items
}

/// How many random crates the property test below resolves in (more with
/// `CRDGEN_RESOLVE_CRATES`, for a one-off run: 4,000 crates make 626,955 comparisons).
/// A memo that reused results whatever their cuts gives a wrong answer in crate 204.
const RANDOM_CRATES: usize = 300;

/// For random crates, every path of the crate resolved in every module, as a derive
/// path and as a type, gives the same answer or the same error with the memo as the
/// walk without it, unless a limit stopped that walk (E0115).
#[test]
fn the_memo_agrees_with_the_full_walk_on_random_crates() {
    let crates = std::env::var("CRDGEN_RESOLVE_CRATES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(RANDOM_CRATES);
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut compared, mut limited, mut errors, mut cycles) = (0, 0, 0, 0);
    for number in 0..crates {
        let lib = random_crate(&mut rng);
        let files = BTreeMap::from([(PathBuf::from("src/lib.rs"), lib.clone())]);
        let set = match crate::source::load_in_memory(std::path::Path::new("src/lib.rs"), &files) {
            Ok(set) => set,
            Err(e) => panic!("random crate refused: {e:?}\n{lib}"),
        };
        let paths = paths_in(&set);
        for m in set.index.modules() {
            for p in &paths {
                let mut walk = Resolver::new(set.parsed());
                walk.forget = true;
                let walked = (walk.external_full(m, p), walk.resolve_type_path(m, p));
                if walk.limited {
                    limited += 1;
                    continue;
                }
                let mut memo = Resolver::new(set.parsed());
                let remembered = (memo.external_full(m, p), memo.resolve_type_path(m, p));
                let shown = quote::ToTokens::to_token_stream(p).to_string();
                let module = set.index.module_name(m);
                assert_eq!(
                    remembered, walked,
                    "`{shown}` in `{module}`, with and without the memo, of random crate {number}:\n{lib}"
                );
                if walked.1.is_err() {
                    errors += 1;
                }
                if walk.steps > memo.steps {
                    cycles += 1;
                }
                compared += 1;
            }
        }
    }
    eprintln!(
        "{crates} crates: {compared} compared, {errors} errors, {cycles} saved lookups, {limited} limited"
    );
    assert!(compared > 0 && errors > 0 && cycles > 0 && limited * 100 <= compared);
}
