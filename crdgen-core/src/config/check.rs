//! The `[check]` table: what `crdgen check` is told to accept (see [`crate::check`]).
//! Here rather than in `check`, which builds on the schema stage, so that reading the
//! configuration depends on no stage.

use serde::Deserialize;

/// The `[check]` table of the configuration.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case", default)]
pub struct CheckConfig {
    /// Findings accepted deliberately.
    pub allow: Vec<AllowEntry>,
}

/// One `[check] allow` entry: it accepts the findings whose CRD, version and schema path
/// are those given (a key left out matches any).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct AllowEntry {
    /// The CRD's name (`widgets.example.com`).
    pub crd: Option<String>,
    /// The version (`v1`).
    pub version: Option<String>,
    /// The schema path as findings print it (`.spec.size`); the entry also accepts
    /// what is found below it.
    pub path: Option<String>,
    /// Why the change is fine; printed with the finding.
    pub reason: String,
}
