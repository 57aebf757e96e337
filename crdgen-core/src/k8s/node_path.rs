//! Paths to nodes of an OpenAPI schema. They live here, below the schema stage, because the
//! walk of the definitions ([`super::embedded_meta_paths`]) answers in them, and the
//! schema stage, which uses this module, names nodes the same way
//! (`crate::schema::provenance` re-exports them).

/// One step from a schema node to a node below it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Step {
    /// `properties.<name>`.
    Property(String),
    /// `items`.
    Items,
    /// `additionalProperties`.
    Values,
}

/// A node's path below the root of the schema it belongs to.
pub type NodePath = Vec<Step>;
