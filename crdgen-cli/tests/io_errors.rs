//! The file-system and `crdgen fmt` errors, each with its code and full rendering: what
//! the engine cannot see from a source tree alone.

mod common;

use common::{crdgen, text};

/// A crate with one kind, and its CRD's path once generated.
fn crate_with_kind() -> (tempfile::TempDir, &'static str) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    std::fs::create_dir(dir.path().join("src")).unwrap();
    std::fs::write(
        dir.path().join("src/lib.rs"),
        "use crdgen::CustomResource;\n\n#[derive(CustomResource)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]\npub struct FooSpec {\n    pub size: i32,\n}\n",
    )
    .unwrap();
    (dir, "config/crd/bases/example.com_foos.yaml")
}

#[test]
fn a_missing_crate_directory() {
    let dir = tempfile::tempdir().unwrap();
    let out = crdgen(&["generate", "-C", "nope"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error[E0005]: cannot read crate directory `nope`: No such file or directory (os error 2)\n |\n = help: pass the directory that holds the crate's Cargo.toml\n"
    );
}

#[test]
fn verify_names_each_changed_and_stale_file_with_its_code() {
    let (dir, crd) = crate_with_kind();
    assert_eq!(crdgen(&["generate"], dir.path()).status.code(), Some(0));
    let path = dir.path().join(crd);
    let fresh = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, fresh.replace("size:", "sizes:")).unwrap();
    std::fs::write(dir.path().join("config/crd/bases/old.yaml"), "---\n").unwrap();
    let out = crdgen(&["verify", "--message-format", "short"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        format!(
            "{crd}:1:1: error[E0706]: generated file is out of date\nconfig/crd/bases/old.yaml:1:1: error[E0708]: file is no longer generated and should be removed\n"
        )
    );
    let out = crdgen(&["verify", "--message-format", "github"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        format!(
            "::error file={crd},line=1,col=1,title=crdgen[E0706]::generated file is out of date%0Ahelp: run `crdgen generate` and commit the result\n::error file=config/crd/bases/old.yaml,line=1,col=1,title=crdgen[E0708]::file is no longer generated and should be removed%0Ahelp: run `crdgen generate` and commit the result\n"
        )
    );
}

/// `crdgen fmt` on a file holding `yaml`: its exit code and stderr.
fn fmt_error(yaml: &str) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("crd.yaml"), yaml).unwrap();
    let out = crdgen(&["fmt", "crd.yaml"], dir.path());
    assert_eq!(
        std::fs::read_to_string(dir.path().join("crd.yaml")).unwrap(),
        yaml,
        "a file with an error is left as it was"
    );
    (out.status.code(), text(&out.stderr))
}

const FMT_HELP: &str = "  = help: fix the YAML; `crdgen fmt` only re-emits well-formed CRD YAML\n";

#[test]
fn fmt_a_missing_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = crdgen(&["fmt", "gone.yaml"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error[E0004]: cannot read gone.yaml: No such file or directory (os error 2)\n |\n = help: check the file's path and permissions\n"
    );
}

/// The rendering of a `crdgen fmt` error on line `line` of `crd.yaml`.
fn fmt_rendered(code: &str, message: &str, line: usize, column: usize, source: &str) -> String {
    let caret = format!("{}^", " ".repeat(column - 1));
    format!(
        "error[{code}]: {message}\n --> crd.yaml:{line}:{column}\n  |\n{line} | {source}\n  | {caret}\n  |\n{FMT_HELP}"
    )
}

#[test]
fn fmt_yaml_syntax_error() {
    assert_eq!(
        fmt_error("a: [1, 2\nb: 3\n"),
        (
            Some(2),
            fmt_rendered("E0709", "illegal placement of ':' indicator", 2, 2, "b: 3")
        )
    );
}

#[test]
fn fmt_unsupported_anchor() {
    assert_eq!(
        fmt_error("a: &x 1\n"),
        (
            Some(2),
            fmt_rendered("E0710", "anchors are not supported", 1, 4, "a: &x 1")
        )
    );
}

#[test]
fn fmt_comment_inside_a_document() {
    assert_eq!(
        fmt_error("a: 1 # why\n"),
        (
            Some(2),
            fmt_rendered(
                "E0711",
                "comment inside a document: the file cannot be reproduced, because comments are lost when it is re-emitted",
                1,
                6,
                "a: 1 # why"
            )
        )
    );
}

#[test]
fn fmt_duplicate_key() {
    assert_eq!(
        fmt_error("a: 1\na: 2\n"),
        (
            Some(2),
            fmt_rendered("E0712", "duplicate key \"a\"", 2, 1, "a: 2")
        )
    );
}

#[test]
fn fmt_non_finite_number() {
    assert_eq!(
        fmt_error("a: .inf\n"),
        (
            Some(2),
            fmt_rendered(
                "E0713",
                ".inf is not a finite number: a CRD is JSON, which cannot hold it",
                1,
                4,
                "a: .inf"
            )
        )
    );
}

#[test]
fn fmt_nesting_past_the_limit() {
    // Block sequences: flow collections meet the parser's own limit of 255 levels first.
    let deep = format!("{}x\n", "- ".repeat(513));
    let shown = format!("...{}x", "- ".repeat(33));
    let expected = format!(
        "error[E0017]: nested deeper than 512 levels of sequences and mappings, the most `crdgen fmt` reads (real CRDs nest a few dozen)\n --> crd.yaml:1:1025\n  |\n1 | {shown}\n  | {}^\n  |\n{FMT_HELP}",
        " ".repeat(67)
    );
    assert_eq!(fmt_error(&deep), (Some(2), expected));
}
