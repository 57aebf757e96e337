//! 09xx: API compatibility (`crdgen check`).

super::codes! {
    /// A change to the API breaks objects already stored.
    ///
    /// `crdgen check` compared the CRDs the types generate now with those of before (a
    /// git revision, a directory, or the committed files) and found a change that loses
    /// data of stored objects or keeps them from being updated: a field removed or
    /// renamed (its values are pruned at the next write), a type changed, a field made
    /// required, a list type or list-map keys changed, `x-kubernetes-preserve-unknown-fields`
    /// removed, the scope changed, or a version dropped while objects are stored as it.
    /// The API server does not ratchet these. Make the change in a new version (with a
    /// conversion), keep the old field as deprecated, or give a new required field a
    /// default. If the change is deliberate (nothing is stored yet), accept it with
    /// `#[crd(allow_breaking = "reason")]` on the field or an entry of `[check] allow`.
    ///
    /// A value a Rust enum no longer reads is one too: a variant removed (from a unit-only
    /// enum, or from the tag of an internally or adjacently tagged one), or a `String`
    /// that became such an enum. The API server ratchets `enum`, so stored objects keep
    /// the value, but the enum's derived `Deserialize` refuses it: deserializing the
    /// object fails, and with it every typed `list` and `watch` of the kind (kube-rs
    /// reads a whole list at once). Keep the variant, or read the old name as the
    /// variant that replaces it with `#[serde(alias = "Old")]`; or rewrite every stored
    /// object first, then accept the change. A value only a `#[serde(other)]` variant
    /// still reads is one as well: the object reads, but a typed client that updates it
    /// writes the variant's name in place of the stored value. A `#[crd(enum = [...])]`
    /// marker on a `String` stays W0903: the `String` reads any value.
    BREAKS_STORED = "E0901";

    /// A change to the API breaks clients.
    ///
    /// Requests that worked before fail, or mean something else: a served version is no
    /// longer served or was removed, a kind or short name renamed, a default changed or
    /// removed, a format changed, `nullable` removed, or a list or map changed how
    /// server-side apply merges it. Deprecate a version for a release before it stops
    /// being served; change defaults and formats in a new version. Accept a deliberate
    /// change with `#[crd(allow_breaking = "reason")]` or `[check] allow`.
    BREAKS_CLIENTS = "E0902";

    /// A change is safe only with care: a validation tightened that the API server ratchets, a transition rule or default added, the storage version moved.
    ///
    /// A bound, length, pattern, enum (a marker's on a `String`, or a value a Rust enum
    /// still reads by an alias), item count or CEL rule
    /// now refuses values it accepted. Since Kubernetes 1.30 (validation ratcheting, GA in 1.33) the API server
    /// still accepts updates of stored objects whose invalid part is unchanged, but a
    /// write of such a value is refused. CEL transition rules (reading `oldSelf`) are
    /// never ratcheted. Check that no client still writes such values; to exempt stored
    /// values in a CEL rule, use `optional_old_self`. A default added applies to stored
    /// objects when they are read; a storage version moved leaves objects stored as the
    /// old one until a storage migration rewrites them.
    NEEDS_CARE = "W0903";

    /// A breaking change was accepted deliberately.
    ///
    /// `#[crd(allow_breaking = "reason")]` on the field or an entry of `[check] allow`
    /// accepts it: it is reported with its reason and does not fail the run.
    ACCEPTED = "W0904";

    /// The CRDs of before could not be read.
    ///
    /// `--against REV` reads the CRD directory of a git revision with `git ls-tree` and
    /// `git show` (nothing is checked out): git must be installed, the crate inside a git
    /// repository, and the revision known to it (fetch it first in a shallow CI clone:
    /// `actions/checkout` with `fetch-depth: 0`). `--against-dir DIR` reads the CRD
    /// files of a directory. Each CRD file must be YAML crdgen can read.
    BEFORE_UNREADABLE = "E0905";

    /// An entry of `[check] allow` accepts no breaking change of this run.
    ///
    /// Each entry accepts the findings whose CRD, version and schema path it names. One
    /// that matches nothing is a typo (the path as findings print it: `.spec.size`), or a
    /// leftover from a change already released; left in place it would silently accept a
    /// later change at the same path. Correct it or remove it.
    ALLOW_UNUSED = "W0906";
}
