//! Issue #6's compile-time promise, proved: a generated handle has only the methods its
//! scope, subresources and `client(...)` marker allow, so misuse is a compile error at
//! the call, never a 403 or 405 at run time. The handles are aliases of
//! `crdgen::client::KindClient` (#21 point 2), so the error is E0277 with the text of the
//! capability's `#[diagnostic::on_unimplemented]`: which verb the client lacks, for which
//! kind's marker type, and what to enable (the `client(...)` marker, the status or scale
//! subresource, or the per-namespace handle).
//!
//! Each program in `client-ui/` misuses one fixture's generated clients in one way; the
//! program in `client-ui-pass/` makes the same calls, with the same arguments, on handles
//! that do have those methods, so each failure is about the missing method and nothing
//! else. The fixtures' markers: clusterscoped's Tenant is `client(read_only)`,
//! samplecontroller's Foo `client(verbs = "get;list;watch;replace_status")`, multiversion's
//! CronTab v1alpha1 `client(skip_verbs = "create;apply")` (and has no status); CronTab v1
//! has every verb and status but no scale; memcached has every verb, status and scale.

#[test]
fn misuse_of_generated_clients_does_not_compile() {
    let t = trybuild::TestCases::new();
    t.pass("client-ui-pass/*.rs");
    t.compile_fail("client-ui/*.rs");
}
