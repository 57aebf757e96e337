//! `crdgen check`: the differences between the CRDs of two revisions of an API, each
//! classified by what it does to objects already stored and to clients already written.
//!
//! A pure comparison: CRDs in (as JSON values, matched by `metadata.name`), with what
//! the Rust types behind the new ones read ([`Readers`]: a schema cannot say that an
//! `enum` is all a Rust enum can deserialize), findings out,
//! sorted by CRD, version and schema path, so the same two inputs always give the same
//! list. Where a finding points in the Rust source is the CLI's business (it has the
//! schema provenance); this module only says which node of which version caused it
//! ([`Site`]).
//!
//! - [`crds`]: CRD-level and version-level changes (scope, names, versions served and
//!   stored), then each version kept on both sides compared by [`schema`].
//! - [`schema`]: one schema against another, node by node; which keywords are bounds,
//!   and on which side tightening is, comes from the keyword table
//!   ([`crate::keywords::KEYWORDS`]), so a new bound needs no code here.
//!
//! The classes follow the Kubernetes API change guidelines
//! (`contributors/devel/sig-architecture/api_changes.md`), the CRD versioning rules
//! (`status.storedVersions`) and CRD validation ratcheting (KEP-4008: on by default
//! since Kubernetes 1.30, GA in 1.33): an update that leaves an invalid part of an
//! object unchanged is accepted, except for `required`, `x-kubernetes-list-type`,
//! `x-kubernetes-list-map-keys`, `additionalProperties` removal, rules under
//! `allOf`/`anyOf`/`oneOf`/`not`, and CEL transition rules (those reading `oldSelf`).

mod crds;
mod report;
mod schema;

use std::collections::BTreeMap;

use serde_json::Value;

pub use crate::config::check::{AllowEntry, CheckConfig};
pub use crds::compare;
pub use report::{After, Report, report};

/// What the Rust types behind the new CRDs read, which their schemas cannot say: the
/// nodes a Rust enum reads (a unit-only enum, an enum's tag), each with the names it
/// reads. A value outside them that stored objects hold makes the object unreadable
/// (deserializing fails), not just invalid, unless a `#[serde(other)]` variant reads it
/// (as itself: a typed client writes that name back). Only the new side needs it: the
/// new types are what must read the old data.
#[derive(Debug, Default, Clone)]
pub struct Readers(BTreeMap<(String, String), schema::EnumReaders>);

impl Readers {
    /// Records the enum readers of version `version` of CRD `crd`, by schema path
    /// (`.spec.mode`).
    pub fn insert(
        &mut self,
        crd: &str,
        version: &str,
        readers: BTreeMap<String, crate::schema::provenance::EnumReads>,
    ) {
        self.0.insert((crd.to_owned(), version.to_owned()), readers);
    }

    /// The enum readers of a version of a CRD (none when nothing was recorded).
    fn enum_readers(&self, crd: &str, version: &str) -> &schema::EnumReaders {
        static NONE: schema::EnumReaders = BTreeMap::new();
        self.0
            .get(&(crd.to_owned(), version.to_owned()))
            .unwrap_or(&NONE)
    }
}

/// How bad a difference is, worst first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// Objects already stored lose data, can no longer be read, or can no longer be
    /// updated (the API server does not ratchet the validation).
    BreaksStored,
    /// Requests or code that worked before fail or mean something else: a version no
    /// longer served, a renamed kind, a changed default, a changed format.
    BreaksClients,
    /// A validation tightened that the API server ratchets (stored objects stay
    /// updatable while the invalid part is unchanged, but new writes of values that
    /// were valid are refused), a transition rule added, a default added, or the
    /// storage version moved: safe when done with care.
    NeedsCare,
    /// Nothing that worked stops working: a field or version added, a bound loosened.
    Compatible,
}

impl Class {
    /// The words the report uses.
    pub fn name(self) -> &'static str {
        match self {
            Class::BreaksStored => "breaking for stored objects",
            Class::BreaksClients => "breaking for clients",
            Class::NeedsCare => "needs care",
            Class::Compatible => "compatible",
        }
    }

    /// Whether it fails `crdgen check` (unless accepted deliberately).
    pub fn is_breaking(self) -> bool {
        matches!(self, Class::BreaksStored | Class::BreaksClients)
    }
}

/// The node a finding is about, for pointing at the Rust that made it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Site {
    /// The CRD as a whole (scope, names, a CRD removed): the kind's declaration.
    Kind,
    /// A schema node of the new CRD's version (`.spec.size`): the field that made it.
    Node(String),
    /// A node the new CRD no longer has: the nearest node above it that it still has
    /// (the struct that lost the field).
    Lost(String),
    /// A CEL rule of a node of the new CRD's version, by its text: the marker that
    /// wrote it.
    Rule(String, String),
}

/// One difference between the CRD before and after.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Finding {
    /// The CRD's name (`memcacheds.cache.example.com`).
    pub crd: String,
    /// The version, when the difference is inside one (or about one).
    pub version: Option<String>,
    /// The schema path (`.spec.size`, `.spec.items[*]`, `.spec.labels.*`), empty for a
    /// CRD- or version-level difference.
    pub path: String,
    /// What changed, one sentence without the path.
    pub what: String,
    /// How bad it is.
    pub class: Class,
    /// The Kubernetes convention it follows, short: "api_changes.md: removing a field".
    pub convention: &'static str,
    /// What to do instead (or how to make it safe).
    pub help: String,
    /// Where the Rust behind it is.
    pub site: Site,
}

/// The API conventions the findings cite.
pub mod conventions {
    /// Removing a field drops its values from stored objects at the next write (pruning).
    pub const REMOVED_FIELD: &str = "api_changes.md: removing a field";
    /// A rename is a removal and an addition on the wire.
    pub const RENAMED_FIELD: &str = "api_changes.md: renaming a field";
    /// A field's type or representation may not change within a version.
    pub const TYPE_CHANGE: &str = "api_changes.md: changing a field's type";
    /// A value removed from an enum a Rust enum reads: stored objects may hold it.
    pub const ENUM_VALUE_REMOVED: &str = "api_changes.md: removing an enum value";
    /// A new field must be optional, or have a default.
    pub const REQUIRED_ADDED: &str = "api_changes.md: adding a required field";
    /// Defaults may not change within a version.
    pub const DEFAULT_CHANGED: &str = "api_changes.md: changing a default";
    /// Validation may be loosened, never tightened, within a version.
    pub const TIGHTENED: &str = "api_changes.md: tightening validation; CRD validation ratcheting";
    /// The validations ratcheting does not cover.
    pub const NOT_RATCHETED: &str =
        "api_changes.md: tightening validation; not ratcheted by the API server";
    /// CEL rules: ratcheted unless they read `oldSelf`.
    pub const CEL_RULE: &str = "CRD validation rules: ratcheting";
    /// Transition rules are never ratcheted.
    pub const TRANSITION_RULE: &str = "CRD validation rules: transition rules";
    /// Unknown fields are pruned where they are no longer preserved.
    pub const PRUNING: &str = "CRD structural schema: pruning";
    /// Server-side apply merges lists and maps by their type.
    pub const MERGE_STRATEGY: &str = "api_changes.md: changing list or map semantics";
    /// Additions are compatible.
    pub const ADDITION: &str = "api_changes.md: adding a field or value";
    /// Loosened validation is compatible.
    pub const LOOSENED: &str = "api_changes.md: loosening validation";
    /// A version in `status.storedVersions` cannot leave the CRD.
    pub const STORED_VERSION: &str = "CRD versioning: status.storedVersions";
    /// The storage version moves only with a storage migration.
    pub const STORAGE_VERSION: &str = "CRD versioning: storage version";
    /// A version is deprecated, then no longer served, then removed.
    pub const SERVED_VERSION: &str = "CRD versioning: deprecating and removing a served version";
    /// The scope of a CRD cannot change.
    pub const SCOPE: &str = "CRD spec: scope is immutable";
    /// Kind and resource names are the API.
    pub const NAMES: &str = "api_changes.md: renaming a kind or resource";
    /// A removed CRD deletes its objects.
    pub const CRD_REMOVED: &str = "CRD lifecycle: deleting a CRD deletes its objects";
}

/// The CRD's name (`metadata.name`), if it has one.
fn crd_name(crd: &Value) -> Option<&str> {
    crd.pointer("/metadata/name").and_then(Value::as_str)
}

#[cfg(test)]
mod tests;
