//! What a kind's client may do, as types: the capabilities [`KindClient`] checks at
//! compile time (client-go's gentype splits its generic client the same way, into
//! `Client`, `ClientWithList` and `ClientWithApply`).
//!
//! `crdgen generate` writes, per kind version, a marker type (`MemcachedVerbs`) that
//! implements [`Kind`] and one of these traits per verb the kind's `client(...)` marker,
//! scope and subresources allow (`impl Get for MemcachedVerbs {}`, one line each). A call
//! of a verb the kind lacks is then a compile error whose text says what to enable,
//! rather than a 403 or 405 at run time.
//!
//! The traits have no methods: the bodies are [`KindClient`]'s, written once. Only
//! generated code implements them; an impl written by hand would only promise the
//! compiler a verb the API server may refuse.
//!
//! [`KindClient`]: super::KindClient

use kube::core::object::HasStatus;

use super::typed::Object;

/// A kind whose root type has a status (kube's `HasStatus`): what the status verbs need
/// to name it.
pub trait WithStatus: Kind<Object: HasStatus> {}

impl<V: Kind<Object: HasStatus>> WithStatus for V {}

/// A kind version's client marker (generated): names the root type its clients read and
/// write.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a kind's client marker",
    note = "`crdgen generate` writes one per kind version (`<Kind>Verbs`) in the group-version's module"
)]
pub trait Kind: 'static {
    /// The root type.
    type Object: Object;
}

/// `get` and `get_opt`.
#[diagnostic::on_unimplemented(
    message = "this client has no `get`: `{Self}` does not allow it",
    label = "`get` is not among this kind's verbs",
    note = "a kind's client has the verbs its `client(...)` marker allows (`read_only`, `verbs = \"…\"`, `skip_verbs = \"…\"`): allow `get` there and run `crdgen generate`"
)]
pub trait Get: Kind {}

/// `list`.
#[diagnostic::on_unimplemented(
    message = "this client has no `list`: `{Self}` does not allow it",
    label = "`list` is not among this kind's verbs",
    note = "a kind's client has the verbs its `client(...)` marker allows (`read_only`, `verbs = \"…\"`, `skip_verbs = \"…\"`): allow `list` there and run `crdgen generate`"
)]
pub trait List: Kind {}

/// `watch`.
#[diagnostic::on_unimplemented(
    message = "this client has no `watch`: `{Self}` does not allow it",
    label = "`watch` is not among this kind's verbs",
    note = "a kind's client has the verbs its `client(...)` marker allows (`read_only`, `verbs = \"…\"`, `skip_verbs = \"…\"`): allow `watch` there and run `crdgen generate`"
)]
pub trait Watch: Kind {}

/// `create`.
#[diagnostic::on_unimplemented(
    message = "this client has no `create`: `{Self}` does not allow it",
    label = "`create` is not among this kind's verbs",
    note = "a kind's client has the verbs its `client(...)` marker allows (`read_only`, `verbs = \"…\"`, `skip_verbs = \"…\"`): allow `create` there and run `crdgen generate`"
)]
pub trait Create: Kind {}

/// `replace` (client-go's `Update`), and with [`Get`] the finalizer helpers.
#[diagnostic::on_unimplemented(
    message = "this client has no `replace`: `{Self}` does not allow it",
    label = "`replace` is not among this kind's verbs",
    note = "a kind's client has the verbs its `client(...)` marker allows (`read_only`, `verbs = \"…\"`, `skip_verbs = \"…\"`): allow `replace` there (the finalizer helpers need `get` and `replace`) and run `crdgen generate`"
)]
pub trait Replace: Kind {}

/// `patch`.
#[diagnostic::on_unimplemented(
    message = "this client has no `patch`: `{Self}` does not allow it",
    label = "`patch` is not among this kind's verbs",
    note = "a kind's client has the verbs its `client(...)` marker allows (`read_only`, `verbs = \"…\"`, `skip_verbs = \"…\"`): allow `patch` there and run `crdgen generate`"
)]
pub trait Patch: Kind {}

/// `apply` (server-side apply of an apply configuration).
#[diagnostic::on_unimplemented(
    message = "this client has no `apply`: `{Self}` does not allow it",
    label = "`apply` is not among this kind's verbs",
    note = "a kind's client has the verbs its `client(...)` marker allows (`read_only`, `verbs = \"…\"`, `skip_verbs = \"…\"`): allow `apply` there and run `crdgen generate`"
)]
pub trait Apply: Kind {}

/// `delete`.
#[diagnostic::on_unimplemented(
    message = "this client has no `delete`: `{Self}` does not allow it",
    label = "`delete` is not among this kind's verbs",
    note = "a kind's client has the verbs its `client(...)` marker allows (`read_only`, `verbs = \"…\"`, `skip_verbs = \"…\"`): allow `delete` there and run `crdgen generate`"
)]
pub trait Delete: Kind {}

/// `delete_collection`.
#[diagnostic::on_unimplemented(
    message = "this client has no `delete_collection`: `{Self}` does not allow it",
    label = "`delete_collection` is not among this kind's verbs",
    note = "a kind's client has the verbs its `client(...)` marker allows (`read_only`, `verbs = \"…\"`, `skip_verbs = \"…\"`): allow `delete_collection` there and run `crdgen generate`"
)]
pub trait DeleteCollection: Kind {}

/// `replace_status` (client-go's `UpdateStatus`).
#[diagnostic::on_unimplemented(
    message = "this client has no `replace_status`: `{Self}` does not allow it",
    label = "`replace_status` is not among this kind's verbs",
    note = "status verbs need the kind's status subresource (`status = \"…\"` in `#[crd(...)]`) and the verb allowed by its `client(...)` marker; enable both and run `crdgen generate`"
)]
pub trait ReplaceStatus: Kind + WithStatus {}

/// `patch_status`.
#[diagnostic::on_unimplemented(
    message = "this client has no `patch_status`: `{Self}` does not allow it",
    label = "`patch_status` is not among this kind's verbs",
    note = "status verbs need the kind's status subresource (`status = \"…\"` in `#[crd(...)]`) and the verb allowed by its `client(...)` marker; enable both and run `crdgen generate`"
)]
pub trait PatchStatus: Kind + WithStatus {}

/// `apply_status`.
#[diagnostic::on_unimplemented(
    message = "this client has no `apply_status`: `{Self}` does not allow it",
    label = "`apply_status` is not among this kind's verbs",
    note = "status verbs need the kind's status subresource (`status = \"…\"` in `#[crd(...)]`) and the verb allowed by its `client(...)` marker; enable both and run `crdgen generate`"
)]
pub trait ApplyStatus: Kind + WithStatus {}

/// `get_scale`.
#[diagnostic::on_unimplemented(
    message = "this client has no `get_scale`: `{Self}` does not allow it",
    label = "`get_scale` is not among this kind's verbs",
    note = "scale verbs need the kind's scale subresource (`scale(...)` in `#[crd(...)]`) and the verb allowed by its `client(...)` marker; enable both and run `crdgen generate`"
)]
pub trait GetScale: Kind {}

/// `replace_scale`.
#[diagnostic::on_unimplemented(
    message = "this client has no `replace_scale`: `{Self}` does not allow it",
    label = "`replace_scale` is not among this kind's verbs",
    note = "scale verbs need the kind's scale subresource (`scale(...)` in `#[crd(...)]`) and the verb allowed by its `client(...)` marker; enable both and run `crdgen generate`"
)]
pub trait ReplaceScale: Kind {}

/// `patch_scale`.
#[diagnostic::on_unimplemented(
    message = "this client has no `patch_scale`: `{Self}` does not allow it",
    label = "`patch_scale` is not among this kind's verbs",
    note = "scale verbs need the kind's scale subresource (`scale(...)` in `#[crd(...)]`) and the verb allowed by its `client(...)` marker; enable both and run `crdgen generate`"
)]
pub trait PatchScale: Kind {}
