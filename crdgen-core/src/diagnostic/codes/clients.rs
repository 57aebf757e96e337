//! 06xx: client generation.

super::codes! {
    /// `client` is written without settings.
    ///
    /// `client` alone or `client()` says nothing about the generated typed client. Write
    /// one of `client(read_only)`, `client(verbs = "get;list;watch")`,
    /// `client(skip_verbs = "delete")` or `client(skip)`; without `client` at all the
    /// client has every verb the kind supports.
    CLIENT_WITHOUT_SETTINGS = "E0601";

    /// `client(...)` gives more than one of its settings.
    ///
    /// `read_only`, `verbs`, `skip_verbs` and `skip` each decide the whole verb set, so
    /// two of them (or one twice) contradict each other. Keep one: `verbs = "..."` lists
    /// the verbs to keep, `skip_verbs = "..."` the ones to drop.
    CLIENT_CONFLICTING_SETTINGS = "E0602";

    /// A client verb list has an empty entry.
    ///
    /// `verbs = "get;;list"` or a trailing `;` leaves an empty verb, usually a typo for a
    /// missing one. Separate the verbs with one `;`: `verbs = "get;list;watch"`.
    CLIENT_EMPTY_VERB = "E0603";

    /// A client verb list names a verb crdgen does not know.
    ///
    /// The verbs are the generated client's method families: get, list, watch, create,
    /// replace, patch, apply, delete, delete_collection, replace_status, patch_status,
    /// apply_status, get_scale, replace_scale and patch_scale. client-go's names
    /// (`update`, `updateStatus`, …) are spelt the Rust way here; the help names the
    /// closest verb.
    CLIENT_UNKNOWN_VERB = "E0604";

    /// A client verb needs a subresource the kind does not have.
    ///
    /// The status verbs call the `/status` subresource and the scale verbs `/scale`; on a
    /// kind without them every call would fail with 404. Remove the verb, or give the kind
    /// a status (`status = "FooStatus"`) or the scale subresource (`scale(...)`).
    CLIENT_VERB_WITHOUT_SUBRESOURCE = "E0605";

    /// `api-crate` in the `[clients]` configuration is not a Rust path.
    ///
    /// The generated modules name the API types through it (`crate::v1::Foo` or
    /// `my_api::v1::Foo`), so it must parse as a path. Write the crate's name as code
    /// names it: `crate` when the modules live in the API crate, else e.g. `my_api`.
    API_CRATE_NOT_A_PATH = "E0606";

    /// `fake-cfg` in the `[clients]` configuration is not a `cfg` predicate.
    ///
    /// The fake clientset module is compiled under `#[cfg(<fake-cfg>)]`, so the value must
    /// be what goes between the parentheses: `test`, `feature = "fake"` or
    /// `any(test, feature = "fake")`.
    FAKE_CFG_NOT_A_PREDICATE = "E0607";

    /// The directory of the generated client modules cannot be read.
    ///
    /// crdgen lists the files it generated there before it writes or verifies, to find
    /// the ones that are no longer generated. The message gives the operating system's
    /// reason; fix the directory (its permissions, a path too long to open), or point
    /// `dir` in `[clients]` at another one.
    CLIENTS_DIR_UNREADABLE = "E0608";
    /// The generated client modules are not part of the crate.
    ///
    /// `dir` in `[clients]` lies in a source directory, but no `mod` item of the crate
    /// names it, so the typed clients, listers, informers and fakes crdgen writes there
    /// are never compiled. Add `pub mod generated;` (the directory's name) to the module
    /// whose directory holds it, `src/lib.rs` for `src/generated`, and depend on crdgen
    /// with its `client` feature; or allow the warning if the crate includes the modules
    /// another way (`include!`, a `#[path]` from elsewhere).
    CLIENTS_NOT_DECLARED = "W0609";
}
