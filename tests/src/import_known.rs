//! The conformance CRDs that do not come back exact from `crdgen import` yet, with their
//! reasons: shared by the CLI round trip (`tests/tests/import_round_trip.rs`) and the
//! derive's (`tests/imported-conformance/tests/crds.rs`), so both shrink together.

/// Files not yet exact: file name → why. Empty: every file comes back; the list stays
/// so that a file that stops coming back is named here with its reason, or fixed.
pub const KNOWN: &[(&str, &str)] = &[];
