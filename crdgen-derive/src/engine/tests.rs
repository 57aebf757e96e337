//! The derives of one compilation share one analysis: what `rustc` does when it expands
//! several derives of a crate, driven here through the same functions and the same
//! `static` the derives use, on a crate written to a temporary directory.

use std::path::{Path, PathBuf};

use super::*;

const LIB: &str = r#"use crdgen::{CrdSchema, CustomResource};

/// ASpec is a kind.
#[derive(CustomResource)]
#[crd(group = "example.com", version = "v1", kind = "A")]
pub struct ASpec {
    /// The part.
    pub part: Part,
}

/// BSpec is another kind.
#[derive(CustomResource)]
#[crd(group = "example.com", version = "v1", kind = "B")]
pub struct BSpec {
    /// The part.
    pub part: Part,
}

/// Part is shared.
#[derive(CrdSchema, serde::Serialize)]
pub struct Part {
    /// Size.
    pub size: i32,
}

/// Other is another nested type.
#[derive(CrdSchema)]
pub enum Other {
    /// One.
    One,
}
"#;

/// The derives of the crate at `root`, in source order, as rustc expands them: two
/// kinds and two nested types. Returns A's spec description of `part` and Part's schema.
fn expand_all(root: &Path) -> (String, serde_json::Value) {
    let lib = root.join("src/lib.rs");
    let text = std::fs::read_to_string(&lib).unwrap();
    let line = |ident: &str| {
        text.lines()
            .position(|l| {
                l.starts_with(&format!("pub struct {ident} "))
                    || l.starts_with(&format!("pub enum {ident} "))
            })
            .unwrap()
            + 1
    };
    let a = kind_crd_in(root, Some(&lib), "example.com", "A").unwrap();
    kind_crd_in(root, Some(&lib), "example.com", "B").unwrap();
    let part = type_schema_in(root, &lib, line("Part"), "Part").unwrap();
    type_schema_in(root, &lib, line("Other"), "Other").unwrap();
    let description = a.crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]
        ["spec"]["properties"]["part"]["description"]
        .as_str()
        .unwrap()
        .to_owned();
    (description, part.schema)
}

// One test only: it counts the analyses of the process-wide static.
#[test]
fn derives_share_one_analysis_until_an_input_changes() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("src")).unwrap();
    std::fs::write(root.join("Cargo.toml"), "[package]\nname = \"x\"\n").unwrap();
    std::fs::write(root.join("src/lib.rs"), LIB).unwrap();
    let before = ANALYSES.analyses();

    let (description, part) = expand_all(root);
    assert_eq!(description, "The part.");
    assert_eq!(
        part,
        serde_json::json!({
            "description": "Part is shared.",
            "properties": {"size": {"description": "Size.", "format": "int32", "type": "integer"}},
            "required": ["size"],
            "type": "object",
        })
    );
    // Four derives, one reading of the crate.
    assert_eq!(ANALYSES.analyses() - before, 1);

    // rust-analyzer keeps the proc macro loaded while the user edits.
    let edited = LIB
        .replacen("/// The part.", "/// The edited part.", 1)
        .replace("/// Size.", "/// Size in bytes.");
    std::fs::write(root.join("src/lib.rs"), edited).unwrap();
    let (description, part) = expand_all(root);
    assert_eq!(description, "The edited part.");
    assert_eq!(
        part["properties"]["size"]["description"],
        serde_json::json!("Size in bytes.")
    );
    assert_eq!(ANALYSES.analyses() - before, 2);

    // The configuration is an input too: Cargo.toml's metadata table.
    std::fs::write(
        root.join("Cargo.toml"),
        "[package]\nname = \"x\"\n[package.metadata.crdgen]\nmax-description-length = 0\n",
    )
    .unwrap();
    let a = kind_crd_in(root, None, "example.com", "A").unwrap();
    assert!(!a.yaml.contains("description:"));
    assert_eq!(ANALYSES.analyses() - before, 3);

    // Derives imported under other names are crdgen's all the same, as rustc expands
    // them: the kind is found, the nested type's markers are taken (no E0388).
    let renamed = r#"use crdgen::CustomResource as Cr;
use crdgen::CrdSchema as Schema;

#[derive(Cr)]
#[crd(group = "example.com", version = "v1", kind = "R")]
pub struct RSpec {
    pub part: Part,
}

#[derive(Schema, serde::Serialize)]
pub struct Part {
    #[crd(minimum = 1)]
    pub size: i32,
}
"#;
    std::fs::write(root.join("src/lib.rs"), renamed).unwrap();
    let lib = root.join("src/lib.rs");
    let r = kind_crd_in(root, Some(&lib), "example.com", "R").unwrap();
    assert_eq!(
        r.crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]["properties"]
            ["part"]["properties"]["size"]["minimum"],
        serde_json::json!(1)
    );
    let part = type_schema_in(root, &lib, 11, "Part").unwrap();
    assert_eq!(
        part.schema,
        serde_json::json!({
            "properties": {"size": {"format": "int32", "minimum": 1, "type": "integer"}},
            "required": ["size"],
            "type": "object",
        })
    );
    // What is wrong inside `Part` (line 13) is its own derive's to report, whatever that
    // derive is called, so the kind's derive leaves it out; read by the derive's
    // last name, `Schema` was no crdgen derive and the error came twice.
    let analysis = crate::engine::analysis_of(root, Some(&lib));
    let covering = |line| crate::spans::deriving_item_at(analysis.as_deref(), &lib, line);
    assert_eq!(
        [covering(13), covering(7), covering(1)],
        [Some(11), Some(6), None]
    );

    // A crate that does not read (a file mid-edit) has no analysis, and a failed one is
    // not kept: turning a derive's errors into compile errors asks for it once, not once
    // per error outside the item.
    std::fs::write(root.join("src/lib.rs"), format!("mod broken;\n{renamed}")).unwrap();
    std::fs::write(root.join("src/broken.rs"), "pub struct {\n").unwrap();
    let outside = |line| {
        crdgen_core::diagnostic::Diagnostic::error(
            crdgen_core::diagnostic::codes::source::MODULE_FILE_NOT_FOUND,
            "outside",
        )
        .at(crdgen_core::diagnostic::Location {
            file: PathBuf::from("src/lib.rs"),
            line,
            column: 1,
            source_line: String::new(),
            width: 1,
        })
    };
    let diags = Diagnostics(vec![outside(2), outside(3), outside(4)]);
    let before = ANALYSES.analyses();
    let errors = crate::spans::to_compile_errors(
        &diags,
        &proc_macro2::TokenStream::new(),
        proc_macro2::Span::call_site(),
        root,
    );
    assert_eq!(errors.to_string().matches("compile_error").count(), 3);
    assert_eq!(ANALYSES.analyses() - before, 1);
    // (It did fail: a failed analysis is not kept, so asking again runs another.)
    assert!(crate::engine::analysis_of(root, None).is_none());
    assert_eq!(ANALYSES.analyses() - before, 2);
}
