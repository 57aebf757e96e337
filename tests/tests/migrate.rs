//! `crdgen migrate`: a crate in kube-rs's dialect rewritten in crdgen's. The proof is
//! `fixtures/kubers`: migrated in a temporary copy, the diff is this snapshot, and the
//! migrated crate generates the kube-rs fixture's committed CRDs byte for byte;
//! `tests/kubers-migrated` is that migration committed (a test keeps the two equal),
//! so `cargo test --workspace` compiles it with crdgen's derive and CI checks its
//! `crd()` and `crdgen verify`. Then one snapshot per construct migrate refuses.

use std::path::{Path, PathBuf};

use crdgen_core::migrate;
use crdgen_core::run_crate;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// A copy of `fixtures/kubers`: its manifest, sources and committed CRDs.
fn kubers_copy() -> tempfile::TempDir {
    let fixture = workspace().join("fixtures/kubers");
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(fixture.join("Cargo.toml"), dir.path().join("Cargo.toml")).unwrap();
    copy_tree(&fixture.join("src"), &dir.path().join("src"));
    copy_tree(&fixture.join("config"), &dir.path().join("config"));
    dir
}

/// The text after the leading `//!` lines, which say what each crate is.
fn without_crate_doc(text: &str) -> String {
    text.lines()
        .skip_while(|l| l.starts_with("//!"))
        .map(|l| format!("{l}\n"))
        .collect()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn migrating_kubers_shows_this_diff_and_generates_the_same_crds() {
    let fixture = workspace().join("fixtures/kubers");
    let dir = kubers_copy();
    let migration = migrate::migrate(dir.path()).unwrap();
    insta::assert_snapshot!(
        "kubers_diff",
        format!("{}\n{}", migration.diff(), migration.cargo_hints.join("\n"))
    );
    // Showing writes nothing.
    assert_eq!(
        read(&dir.path().join("src/lib.rs")),
        read(&fixture.join("src/lib.rs"))
    );
    migrate::write(dir.path(), &migration).unwrap();
    let migrated = read(&dir.path().join("src/lib.rs"));
    assert_eq!(
        without_crate_doc(&migrated),
        without_crate_doc(&read(&workspace().join("tests/kubers-migrated/src/lib.rs"))),
        "tests/kubers-migrated/src/lib.rs is not what crdgen migrate writes for fixtures/kubers"
    );
    // Once migrated there is nothing left to migrate.
    assert_eq!(migrate::migrate(dir.path()).unwrap().files, []);
    let version = crdgen_core::config::load(&fixture)
        .unwrap()
        .config
        .kubernetes_version;
    let generation = run_crate(dir.path(), |c| c.set_kubernetes_version(version)).unwrap();
    let crds: Vec<_> = generation
        .artifacts
        .iter()
        .filter(|a| a.path.starts_with(&generation.crd_dir))
        .collect();
    assert_eq!(crds.len(), 2);
    for crd in crds {
        assert_eq!(
            crd.contents,
            read(&fixture.join(&crd.path)),
            "{}",
            crd.path.display()
        );
    }
}

#[test]
fn the_migrated_crates_derive_gives_the_kube_rs_fixtures_crds() {
    use crdgen::CustomResourceExt;
    let bases = workspace().join("fixtures/kubers/config/crd/bases");
    assert_eq!(
        crdgen::to_yaml(&kubers_migrated::WebApp::crd()),
        read(&bases.join("apps.kubers.example.com_webapps.yaml"))
    );
    assert_eq!(
        crdgen::to_yaml(&kubers_migrated::Region::crd()),
        read(&bases.join("apps.kubers.example.com_regions.yaml"))
    );
}

/// The migrated crate's generated clients (for crdgen's root types now) are what
/// `crdgen generate` writes, as `crdgen verify` would check.
#[test]
fn the_migrated_crates_generated_clients_are_fresh() {
    let root = workspace().join("tests/kubers-migrated");
    let generation = run_crate(&root, |_| {}).unwrap();
    let rust_dir = generation.rust_dir.clone().unwrap();
    let mut compared = 0;
    for a in generation
        .artifacts
        .iter()
        .filter(|a| a.path.starts_with(&rust_dir))
    {
        assert_eq!(
            a.contents,
            read(&root.join(&a.path)),
            "{}",
            a.path.display()
        );
        compared += 1;
    }
    assert_eq!(compared, 5);
}

/// The README's "Already on kube-rs?" shows a kind in kube-rs's dialect (the fixture's,
/// kube_rs.rs checks) and then the same kind migrated: migrating the first gives the
/// second exactly.
#[test]
fn the_readmes_migrated_snippet_is_what_migrate_writes() {
    let readme = read(&workspace().join("README.md"));
    let section = readme
        .split("### Already on kube-rs?")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .unwrap();
    let snippets: Vec<&str> = section
        .split("```rust\n")
        .skip(1)
        .filter_map(|s| s.split("```").next())
        .collect();
    let [kube_rs, migrated] = snippets.as_slice() else {
        panic!("two rust snippets expected, found {}", snippets.len())
    };
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), kube_rs).unwrap();
    let migration = migrate::migrate(dir.path()).unwrap();
    assert_eq!(migration.files[0].after, *migrated);
}

/// Writes `lib_rs` into a fresh crate and returns what migrate says: the rendered
/// errors, or the diff.
fn run(lib_rs: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), lib_rs).unwrap();
    match migrate::migrate(dir.path()) {
        Ok(m) => m.diff(),
        Err(d) => d.render(),
    }
}

const HEAD: &str = "use kube::CustomResource;\nuse schemars::JsonSchema;\nuse serde::{Deserialize, Serialize};\n\n";

/// A kube-rs kind with `attrs` in its `#[kube(...)]` and `field_attrs` on its field.
fn kube(attrs: &str, field_attrs: &str) -> String {
    format!(
        "{HEAD}#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, JsonSchema)]\n#[kube({attrs})]\npub struct FooSpec {{\n    {field_attrs}pub size: i32,\n}}\n\n#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]\npub struct FooStatus {{\n    pub replicas: i32,\n}}\n"
    )
}

const GVK: &str = "group = \"example.com\", version = \"v1\", kind = \"Foo\"";

macro_rules! case {
    ($name:ident, $text:expr) => {
        #[test]
        fn $name() {
            insta::assert_snapshot!(stringify!($name), run(&$text));
        }
    };
}

case!(
    migrate_attr_is_refused,
    kube(&format!("{GVK}, attr = \"allow(deprecated)\""), "")
);
case!(
    migrate_crates_is_refused,
    kube(&format!("{GVK}, crates(kube_core = \"::kube::core\")"), "")
);
case!(migrate_cel_is_refused, kube(&format!("{GVK}, cel"), ""));
case!(
    migrate_schema_manual_is_refused,
    kube(&format!("{GVK}, schema = \"manual\""), "")
);
case!(
    migrate_schemars_description_is_refused,
    kube(GVK, "#[schemars(description = \"The size.\")]\n    ")
);
case!(
    migrate_schemars_with_is_refused,
    kube(GVK, "#[schemars(with = \"String\")]\n    ")
);
case!(
    migrate_schemars_schema_with_is_refused,
    kube(
        GVK,
        "#[schemars(schema_with = \"crate::schema::size\")]\n    "
    )
);
case!(
    migrate_what_crdgen_does_not_honour_is_refused,
    kube(GVK, "#[schemars(rename = \"bigness\")]\n    ")
);
case!(
    migrate_schemars_on_a_variant_is_refused,
    format!(
        "{}#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]\npub enum Mode {{\n    #[schemars(title = \"Fast\")]\n    Fast,\n}}\n",
        kube(GVK, "")
    )
);
case!(
    migrate_reports_every_refusal_together,
    kube(
        &format!("{GVK}, attr = \"allow(deprecated)\", cel"),
        "#[schemars(description = \"The size.\")]\n    "
    )
);
case!(
    migrate_reports_the_readers_errors,
    kube(
        "group = \"example.com\", version = \"v1\", kind = \"Foo\", namespace",
        ""
    )
);

// What migrate writes, on the forms fixtures/kubers does not have.
case!(
    migrate_rewrites_every_form,
    "//! Comments and layout stay.\n\nuse kube::{Api, CustomResource};\nuse schemars::JsonSchema;\nuse serde::{Deserialize, Serialize};\n\n/// Foo.\n#[derive(kube::CustomResource, Serialize, Deserialize, Clone, Debug, schemars::JsonSchema)]\n#[kube(group = \"example.com\", version = \"v1\", kind = \"Policy\", namespaced, status = \"PolicyStatus\", storage = false,\n       printcolumn(name = \"Size\", type_ = \"integer\", json_path = \".spec.size\", priority = \"1\"),\n       validation = Rule::new(\"self.spec.size <= 10\").message(\"at most 10\").reason(Reason::FieldValueInvalid),\n       schema = \"derived\")]\npub struct PolicySpec {\n    /// The size.\n    #[schemars(range(min = 1, max = 10))] // inline comment\n    #[x_kube(validation = \"self % 2 == 0\")]\n    pub size: i32,\n    #[schemars(length(min = 1), regex(pattern = r\"^[a-z]+$\"))]\n    pub name: String,\n}\n\n#[derive(Serialize, Deserialize, Clone, Debug, JsonSchema)]\npub struct PolicyStatus {\n    pub ok: bool,\n}\n\nmod v2 {\n    use kube::CustomResource;\n    use schemars::JsonSchema;\n    use serde::{Deserialize, Serialize};\n\n    #[derive(CustomResource, Serialize, Deserialize, Clone, Debug, JsonSchema)]\n    #[kube(group = \"example.com\", version = \"v2\", kind = \"Policy\", namespaced, no_spec)]\n    pub struct PolicySpec {\n        pub size: i32,\n    }\n}\n\nfn _api(_: Api<Policy>) {}\n"
);

/// A derive behind a chain of 200 imports may be kube's `CustomResource`: migrate cannot
/// tell, so it refuses (E0115 at the derive) instead of leaving it as it is.
fn derive_chain() -> String {
    let mut text = String::from("use kube::CustomResource as D200;\n");
    for i in (0..200).rev() {
        text.push_str(&format!("use self::D{} as D{i};\n", i + 1));
    }
    text.push_str(&format!(
        "#[derive(D0, serde::Serialize, serde::Deserialize)]\n#[kube({GVK})]\npub struct FooSpec {{\n    pub size: i32,\n}}\n"
    ));
    text
}

case!(migrate_derive_too_deep_is_refused, derive_chain());
