//! Compile-fail tests of the derives: every error class, at the token it is about, with
//! what to write instead; and one program that derives and runs.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
    t.pass("tests/ui-pass/*.rs");
}
