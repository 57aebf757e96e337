//! A description holding a block rustdoc reads as Rust code (an indented block, here
//! YAML): `cargo test` would run it as a doctest. The crate `crdgen import` writes turns
//! doctests off in its Cargo.toml; with `--module`, W1315 says what to set.

use std::path::Path;

use crdgen_core::import::{self, Input, Options};

/// A CRD whose spec field's description has an indented example.
const CRD: &str = r#"---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: notes.docs.example.com
spec:
  group: docs.example.com
  names:
    kind: Note
    listKind: NoteList
    plural: notes
    singular: note
  scope: Namespaced
  versions:
  - name: v1
    schema:
      openAPIV3Schema:
        properties:
          apiVersion:
            type: string
          kind:
            type: string
          metadata:
            type: object
          spec:
            properties:
              text:
                description: |-
                  The note, for example:

                      text: hello
                type: string
            type: object
        type: object
    served: true
    storage: true
"#;

fn import(module: Option<&str>) -> import::Output {
    let options = Options {
        crate_name: "notes".to_owned(),
        module: module.map(str::to_owned),
        ..Options::default()
    };
    let input = Input {
        path: "notes.yaml".into(),
        text: CRD.to_owned(),
    };
    import::import(&[input], &options).unwrap()
}

#[test]
fn a_new_crate_turns_doctests_off() {
    let output = import(None);
    let manifest = &output.files[Path::new("Cargo.toml")];
    assert!(
        manifest.ends_with(
            "\n[lib]\n# The doc comments are the CRDs' descriptions: rustdoc would run their indented\n# or fenced blocks as Rust doctests, which they are not.\ndoctest = false\n"
        ),
        "{manifest}"
    );
    // W1313: the CRD's root properties have no descriptions, unlike crdgen's.
    let warnings: Vec<&str> = output.warnings.0.iter().map(|w| w.code.id).collect();
    assert_eq!(warnings, ["W1313"]);
}

#[test]
fn a_module_says_which_descriptions_hold_doctests() {
    let output = import(Some("notes"));
    let w1315: Vec<String> = output
        .warnings
        .0
        .iter()
        .filter(|w| w.code.id == "W1315")
        .map(|w| w.render())
        .collect();
    assert_eq!(
        w1315,
        [
            "warning[W1315]: descriptions in `src/notes/docs_example_com/v1.rs` hold blocks rustdoc reads as Rust code: `cargo test` runs them as doctests, which fail\n |\n = help: set `doctest = false` under `[lib]` in the crate's Cargo.toml, or run the crate's tests with `cargo test --lib --tests`"
        ]
    );
}
