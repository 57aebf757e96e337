//! The controller-gen releases crdgen writes like (`controller-gen-version`), and every
//! place where what they write differs, in one table the schema and CRD builders read.
//!
//! A release is a row of [`RELEASES`]; code that writes something releases disagree on
//! asks the configured [`ControllerGen`] instead of comparing version strings. What each
//! row says comes from controller-tools' pull requests and release notes (kubernetes-sigs/
//! controller-tools; the README's "controller-gen releases" section gives the evidence):
//!
//! - v0.9.2 (2022) joins doc comments into one line: `extractDoc` trimmed each line and
//!   joined them with a space, a blank line giving `\n` (so `a \n b`); lines were kept as
//!   written from v0.14.0 (PR #870), and everything after a `---` line and `TODO` lines
//!   are dropped from v0.16.0 (PR #877). The root's `apiVersion` and `kind` descriptions
//!   are `metav1.TypeMeta`'s godoc through the same joining, hence one line each. It
//!   writes `metadata.creationTimestamp: null`, which PR #800 removed (v0.12.0, and the
//!   v0.11 branch); it no longer writes the CRD's `status:` stanza (PR #630, v0.9.0). It
//!   has no one-of markers.
//! - v0.18.0 (May 2025) has no one-of markers: `AtMostOneOf`/`ExactlyOneOf` came with
//!   PR #1212, opened in June 2025, after the release.
//! - v0.19.0 (August 2025) writes them as `[has(self.a),has(self.b)].filter(x,x==true)
//!   .size() <= 1`, after the `XValidation` rules (PR #1224); `AtMostOneOf` and
//!   `ExactlyOneOf` share one priority there, so their groups come out in Go map order
//!   (inferred from PR #1278, which fixed that order).
//! - v0.20.0 adds `AtLeastOneOf` (`… >= 1`) and a fixed order: `XValidation`,
//!   `AtMostOneOf`, `ExactlyOneOf`, `AtLeastOneOf` (PR #1278); v0.20.1 and v0.21.0 write
//!   the same.
//! - v0.22.0 writes the cheaper forms of PR #1408 (merged May 2026):
//!   `(has(self.a)?1:0)+(has(self.b)?1:0) <= 1` and `has(self.a)||has(self.b)`. The
//!   conformance goldens (controller-tools commit 434758187ddd, after v0.21.0) show the
//!   same, so they need no row of their own.

use serde_json::Value;

use crate::model::cel::CelKind;
/// How doc comments become descriptions: defined beside the cleaning it selects, so the
/// model does not depend on this table.
pub use crate::model::docs::DocComments;

/// How controller-gen writes the rule of a one-of marker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OneOfRules {
    /// The release has no one-of markers.
    Absent,
    /// `[has(self.a),has(self.b)].filter(x,x==true).size() <= 1` (`== 1`, `>= 1`):
    /// controller-tools' `fieldsToOneOfCelRuleStr` (PR #1212).
    CountedList,
    /// `(has(self.a)?1:0)+(has(self.b)?1:0) <= 1` (`== 1`) and `has(self.a)||has(self.b)`:
    /// no list and no comprehension, so the API server's cost estimate is lower (PR #1408).
    Arithmetic,
}

/// Where controller-gen puts the rules of each CEL marker on one schema node. It applies
/// markers by priority, and markers of equal priority in Go map order (different at every
/// run); crdgen writes such groups in the order their first marker is written, so the user
/// can match the file they have.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RuleOrder {
    /// `validation` rules (and `immutable`) first, then the one-of groups: `at_most_one_of`
    /// and `exactly_one_of` have one priority (PR #1224).
    ValidationsFirst,
    /// `validation`, `at_most_one_of`, `exactly_one_of`, `at_least_one_of` (PR #1278).
    ByMarker,
}

impl RuleOrder {
    /// The priority of a marker's rules: lower ones are written first.
    fn rank(self, kind: CelKind) -> u8 {
        match (self, kind) {
            (_, CelKind::Validation | CelKind::Immutable) => 0,
            (RuleOrder::ValidationsFirst, _) => 1,
            (RuleOrder::ByMarker, CelKind::AtMostOneOf) => 1,
            (RuleOrder::ByMarker, CelKind::ExactlyOneOf) => 2,
            (RuleOrder::ByMarker, CelKind::AtLeastOneOf) => 3,
        }
    }
}

/// One controller-gen release and what it writes differently from the others.
#[derive(Debug, PartialEq, Eq)]
pub struct ControllerGen {
    /// The release tag: the value of `controller-gen-version`, and what controller-gen
    /// writes in its `controller-gen.kubebuilder.io/version` annotation.
    pub version: &'static str,
    /// The form of one-of rules.
    pub one_of_rules: OneOfRules,
    /// Whether the release has `AtLeastOneOf` (PR #1278, v0.20.0).
    pub at_least_one_of: bool,
    /// The order of CEL rules on one node.
    pub rule_order: RuleOrder,
    /// How doc comments become descriptions (and so the root's `apiVersion` and `kind`
    /// descriptions).
    pub doc_comments: DocComments,
    /// Whether the CRD's `metadata` has `creationTimestamp: null` (the zero
    /// `metav1.Time` that Go's JSON encoder wrote until PR #800).
    pub creation_timestamp_null: bool,
}

/// Every release crdgen can write like, oldest first.
pub const RELEASES: &[ControllerGen] = &[
    ControllerGen {
        version: "v0.9.2",
        one_of_rules: OneOfRules::Absent,
        at_least_one_of: false,
        rule_order: RuleOrder::ValidationsFirst,
        doc_comments: DocComments::Joined,
        creation_timestamp_null: true,
    },
    ControllerGen {
        version: "v0.18.0",
        one_of_rules: OneOfRules::Absent,
        at_least_one_of: false,
        rule_order: RuleOrder::ValidationsFirst,
        doc_comments: DocComments::Lines,
        creation_timestamp_null: false,
    },
    ControllerGen {
        version: "v0.19.0",
        one_of_rules: OneOfRules::CountedList,
        at_least_one_of: false,
        rule_order: RuleOrder::ValidationsFirst,
        doc_comments: DocComments::Lines,
        creation_timestamp_null: false,
    },
    ControllerGen {
        version: "v0.20.0",
        one_of_rules: OneOfRules::CountedList,
        at_least_one_of: true,
        rule_order: RuleOrder::ByMarker,
        doc_comments: DocComments::Lines,
        creation_timestamp_null: false,
    },
    ControllerGen {
        version: "v0.20.1",
        one_of_rules: OneOfRules::CountedList,
        at_least_one_of: true,
        rule_order: RuleOrder::ByMarker,
        doc_comments: DocComments::Lines,
        creation_timestamp_null: false,
    },
    ControllerGen {
        version: "v0.21.0",
        one_of_rules: OneOfRules::CountedList,
        at_least_one_of: true,
        rule_order: RuleOrder::ByMarker,
        doc_comments: DocComments::Lines,
        creation_timestamp_null: false,
    },
    ControllerGen {
        version: "v0.22.0",
        one_of_rules: OneOfRules::Arithmetic,
        at_least_one_of: true,
        rule_order: RuleOrder::ByMarker,
        doc_comments: DocComments::Lines,
        creation_timestamp_null: false,
    },
];

/// The default `controller-gen-version`: the newest release.
pub const DEFAULT_VERSION: &str = "v0.22.0";

/// The CRD annotation naming the controller-gen version, as controller-gen writes it
/// (controller-tools' `version.VersionAnnotationKey`).
pub const VERSION_ANNOTATION: &str = "controller-gen.kubebuilder.io/version";

/// The release named `version` (`v0.21.0`), if crdgen knows it.
pub fn find(version: &str) -> Option<&'static ControllerGen> {
    RELEASES.iter().find(|r| r.version == version)
}

/// The newest release, [`DEFAULT_VERSION`].
pub fn newest() -> &'static ControllerGen {
    &RELEASES[RELEASES.len() - 1]
}

/// The versions crdgen knows, oldest first, for error messages.
pub fn versions() -> Vec<&'static str> {
    RELEASES.iter().map(|r| r.version).collect()
}

impl ControllerGen {
    /// Whether the release has the one-of marker `kind`.
    pub fn has_one_of(&self, kind: CelKind) -> bool {
        match self.one_of_rules {
            OneOfRules::Absent => false,
            _ => kind != CelKind::AtLeastOneOf || self.at_least_one_of,
        }
    }

    /// The oldest release that has the one-of marker `kind`.
    pub fn first_with(kind: CelKind) -> &'static ControllerGen {
        RELEASES
            .iter()
            .find(|r| r.has_one_of(kind))
            .unwrap_or_else(newest)
    }

    /// The rule of a one-of marker over `fields` (names as CEL spells them), as this
    /// release writes it; `None` for a marker it does not have.
    pub fn one_of_rule(&self, kind: CelKind, fields: &[String]) -> Option<String> {
        if !self.has_one_of(kind) {
            return None;
        }
        let has = |f: &String| format!("has(self.{f})");
        let compare = match kind {
            CelKind::AtMostOneOf => "<= 1",
            CelKind::ExactlyOneOf => "== 1",
            CelKind::AtLeastOneOf => ">= 1",
            CelKind::Validation | CelKind::Immutable => return None,
        };
        Some(match (self.one_of_rules, kind) {
            (OneOfRules::Arithmetic, CelKind::AtLeastOneOf) => {
                fields.iter().map(has).collect::<Vec<_>>().join("||")
            }
            (OneOfRules::Arithmetic, _) => format!(
                "{} {compare}",
                fields
                    .iter()
                    .map(|f| format!("({}?1:0)", has(f)))
                    .collect::<Vec<_>>()
                    .join("+")
            ),
            _ => format!(
                "[{}].filter(x,x==true).size() {compare}",
                fields.iter().map(has).collect::<Vec<_>>().join(",")
            ),
        })
    }

    /// Orders the rules CEL markers add to one node: each marker's kind and its rules, in
    /// source order. Markers of one priority keep their order, and markers whose relative
    /// order controller-gen leaves to chance are grouped by kind in the order of each
    /// kind's first marker.
    pub fn order_rules(&self, markers: Vec<(CelKind, Vec<Value>)>) -> Vec<Value> {
        let order = self.rule_order;
        let mut first_of_group: Vec<(u8, Option<CelKind>, usize)> = Vec::new();
        let mut keyed: Vec<((u8, usize), Vec<Value>)> = Vec::with_capacity(markers.len());
        for (index, (kind, rules)) in markers.into_iter().enumerate() {
            let rank = order.rank(kind);
            // Validations and `immutable` are one group: their rules stay as written.
            let group = (rank > 0).then_some(kind);
            let first = match first_of_group
                .iter()
                .find(|(r, g, _)| *r == rank && *g == group)
            {
                Some((_, _, first)) => *first,
                None => {
                    first_of_group.push((rank, group, index));
                    index
                }
            };
            keyed.push(((rank, first), rules));
        }
        keyed.sort_by_key(|(key, _)| *key);
        keyed.into_iter().flat_map(|(_, rules)| rules).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn fields(names: &[&str]) -> Vec<String> {
        names.iter().map(|n| (*n).to_owned()).collect()
    }

    #[test]
    fn the_default_is_the_newest_release() {
        assert_eq!(newest().version, DEFAULT_VERSION);
        assert_eq!(find(DEFAULT_VERSION), Some(newest()));
        assert_eq!(find("0.22.0"), None);
        assert_eq!(
            versions(),
            [
                "v0.9.2", "v0.18.0", "v0.19.0", "v0.20.0", "v0.20.1", "v0.21.0", "v0.22.0"
            ]
        );
    }

    #[test]
    fn v0_9_2_joins_godoc_into_one_line_and_writes_creation_timestamp_null() {
        let v9 = find("v0.9.2").unwrap();
        assert_eq!(v9.doc_comments, DocComments::Joined);
        assert!(v9.creation_timestamp_null);
        assert_eq!(v9.one_of_rules, OneOfRules::Absent);
        assert_eq!(DocComments::Joined.godoc("a\nb\n\nc"), "a b \n c");
        for r in &RELEASES[1..] {
            assert_eq!(r.doc_comments, DocComments::Lines, "{}", r.version);
            assert!(!r.creation_timestamp_null, "{}", r.version);
            assert_eq!(r.doc_comments.godoc("a\nb\n\nc"), "a\nb\n\nc");
        }
    }

    #[test]
    fn one_of_rules_per_release() {
        let ab = fields(&["a", "b"]);
        let v19 = find("v0.19.0").unwrap();
        let v21 = find("v0.21.0").unwrap();
        let v22 = find("v0.22.0").unwrap();
        assert_eq!(
            find("v0.18.0")
                .unwrap()
                .one_of_rule(CelKind::AtMostOneOf, &ab),
            None
        );
        assert_eq!(
            v19.one_of_rule(CelKind::ExactlyOneOf, &ab).as_deref(),
            Some("[has(self.a),has(self.b)].filter(x,x==true).size() == 1")
        );
        assert_eq!(v19.one_of_rule(CelKind::AtLeastOneOf, &ab), None);
        assert_eq!(
            v21.one_of_rule(CelKind::AtLeastOneOf, &ab).as_deref(),
            Some("[has(self.a),has(self.b)].filter(x,x==true).size() >= 1")
        );
        assert_eq!(
            v22.one_of_rule(CelKind::AtMostOneOf, &ab).as_deref(),
            Some("(has(self.a)?1:0)+(has(self.b)?1:0) <= 1")
        );
        assert_eq!(
            v22.one_of_rule(CelKind::AtLeastOneOf, &ab).as_deref(),
            Some("has(self.a)||has(self.b)")
        );
        assert_eq!(
            ControllerGen::first_with(CelKind::AtMostOneOf).version,
            "v0.19.0"
        );
        assert_eq!(
            ControllerGen::first_with(CelKind::AtLeastOneOf).version,
            "v0.20.0"
        );
    }

    #[test]
    fn rules_are_ordered_by_priority_then_by_first_marker() {
        let markers = || {
            vec![
                (CelKind::ExactlyOneOf, vec![json!("exactly 1")]),
                (CelKind::Validation, vec![json!("validation 1")]),
                (CelKind::AtMostOneOf, vec![json!("at most")]),
                (CelKind::ExactlyOneOf, vec![json!("exactly 2")]),
                (CelKind::Immutable, vec![json!("immutable")]),
                (CelKind::Validation, vec![json!("validation 2")]),
            ]
        };
        assert_eq!(
            find("v0.19.0").unwrap().order_rules(markers()),
            [
                "validation 1",
                "immutable",
                "validation 2",
                "exactly 1",
                "exactly 2",
                "at most"
            ]
        );
        assert_eq!(
            find("v0.20.0").unwrap().order_rules(markers()),
            [
                "validation 1",
                "immutable",
                "validation 2",
                "at most",
                "exactly 1",
                "exactly 2"
            ]
        );
    }
}
