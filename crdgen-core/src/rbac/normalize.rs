//! controller-gen's rule normalisation (`NormalizeRules` in controller-tools'
//! `pkg/rbac/parser.go`), ported step by step so the rules come out identical.
//!
//! controller-gen keeps rules in Go maps and overwrites a rule when two merged rules end
//! up with the same key; which one survives depends on Go's random map order, and the
//! other's verbs are lost. Here every map is ordered and such a collision unites the
//! verbs instead (both rules cover exactly the same groups, resources, names and URLs,
//! so the union grants nothing either did not). On every input where controller-gen is
//! deterministic the output is the same.

use std::collections::BTreeMap;

/// One rule of a role, as in `rbacv1.PolicyRule`. Every list is kept deduplicated and
/// sorted once normalised.
#[derive(Debug, Clone, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Rule {
    /// `apiGroups`; `""` is the core group.
    pub groups: Vec<String>,
    /// `resources`.
    pub resources: Vec<String>,
    /// `resourceNames`.
    pub resource_names: Vec<String>,
    /// `verbs`.
    pub verbs: Vec<String>,
    /// `nonResourceURLs`.
    pub urls: Vec<String>,
}

fn dedup_sort(v: &mut Vec<String>) {
    v.sort();
    v.dedup();
}

impl Rule {
    fn normalise(&mut self) {
        dedup_sort(&mut self.groups);
        dedup_sort(&mut self.resources);
        dedup_sort(&mut self.resource_names);
        dedup_sort(&mut self.verbs);
        dedup_sort(&mut self.urls);
    }

    /// controller-gen's `ruleKey`: what a rule applies to.
    fn key(&self) -> [String; 4] {
        [
            self.groups.join("&"),
            self.resources.join("&"),
            self.resource_names.join("&"),
            self.urls.join("&"),
        ]
    }

    /// `ruleKey.String()`, the sort key of the final rules.
    fn key_string(&self) -> String {
        self.key().join(" + ")
    }
}

/// Groups `rules` by `key`, folds each group into its first rule with `merge`, then
/// re-keys the results by what they apply to (uniting verbs on a collision, see the
/// module documentation).
fn merge_by(
    rules: Vec<Rule>,
    key: impl Fn(&Rule) -> Vec<String>,
    merge: impl Fn(&mut Rule, Rule),
) -> Vec<Rule> {
    let mut buckets: BTreeMap<Vec<String>, Rule> = BTreeMap::new();
    for rule in rules {
        match buckets.entry(key(&rule)) {
            std::collections::btree_map::Entry::Vacant(v) => {
                v.insert(rule);
            }
            std::collections::btree_map::Entry::Occupied(mut o) => merge(o.get_mut(), rule),
        }
    }
    by_rule_key(buckets.into_values())
}

/// Normalises every rule and merges those with the same [`Rule::key`], uniting verbs.
fn by_rule_key(rules: impl IntoIterator<Item = Rule>) -> Vec<Rule> {
    let mut map: BTreeMap<[String; 4], Rule> = BTreeMap::new();
    for mut rule in rules {
        rule.normalise();
        match map.entry(rule.key()) {
            std::collections::btree_map::Entry::Vacant(v) => {
                v.insert(rule);
            }
            std::collections::btree_map::Entry::Occupied(mut o) => {
                let kept = o.get_mut();
                kept.verbs.extend(rule.verbs);
                dedup_sort(&mut kept.verbs);
            }
        }
    }
    map.into_values().collect()
}

/// Merges and sorts the rules of one role exactly as controller-gen does. The input is
/// one rule per marker and resource (controller-gen splits a marker's resources before
/// merging; so does [`super::split`]); groups must already have `core` replaced by `""`.
pub fn normalize(rules: Vec<Rule>) -> Vec<Rule> {
    // 1. Same groups, resources, names and URLs: unite the verbs.
    let rules = by_rule_key(rules);
    // 2. Differing only in resources.
    let rules = merge_by(
        rules,
        |r| {
            vec![
                r.groups.join("&"),
                r.resource_names.join("&"),
                r.urls.join("&"),
                r.verbs.join("&"),
            ]
        },
        |into, r| into.resources.extend(r.resources),
    );
    // 3. Differing only in groups.
    let rules = merge_by(
        rules,
        |r| {
            vec![
                r.resources.join("&"),
                r.resource_names.join("&"),
                r.urls.join("&"),
                r.verbs.join("&"),
            ]
        },
        |into, r| into.groups.extend(r.groups),
    );
    // 4. Differing only in URLs.
    let mut rules = merge_by(
        rules,
        |r| {
            vec![
                r.groups.join("&"),
                r.resources.join("&"),
                r.resource_names.join("&"),
                r.verbs.join("&"),
            ]
        },
        |into, r| into.urls.extend(r.urls),
    );
    // Sorted by the joined key text, byte-wise, as Go's strings.Compare does: this is
    // not the order of the key tuple (`" + "` and `&` take part in the comparison).
    rules.sort_by_cached_key(Rule::key_string);
    // `*` absorbs the other verbs only now, after merging, as in controller-gen.
    for rule in &mut rules {
        if rule.verbs.iter().any(|v| v == "*") {
            rule.verbs = vec!["*".to_owned()];
        }
    }
    rules
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule(groups: &str, resources: &str, verbs: &str) -> Rule {
        let list = |s: &str| -> Vec<String> {
            if s.is_empty() {
                Vec::new()
            } else {
                s.split(';')
                    .map(|x| if x == "core" { "" } else { x }.to_owned())
                    .collect()
            }
        };
        Rule {
            groups: list(groups),
            resources: list(resources),
            verbs: list(verbs),
            ..Rule::default()
        }
    }

    fn show(rules: &[Rule]) -> Vec<String> {
        rules
            .iter()
            .map(|r| {
                format!(
                    "{:?} {:?} {:?} {:?} {:?}",
                    r.groups, r.resources, r.resource_names, r.urls, r.verbs
                )
            })
            .collect()
    }

    #[test]
    fn verbs_of_the_same_target_are_united_and_sorted() {
        let out = normalize(vec![
            rule("x", "some", "list;get"),
            rule("x", "some", "get"),
            rule("x", "some", "watch;watch"),
        ]);
        assert_eq!(
            show(&out),
            [r#"["x"] ["some"] [] [] ["get", "list", "watch"]"#]
        );
    }

    #[test]
    fn resources_then_groups_then_urls_are_merged() {
        let out = normalize(vec![
            rule("r", "one", "create"),
            rule("r", "two", "create"),
            rule("g1", "foo", "patch"),
            rule("g2", "foo", "patch"),
            Rule {
                urls: vec!["/b".into()],
                verbs: vec!["get".into()],
                ..Rule::default()
            },
            Rule {
                urls: vec!["/a".into()],
                verbs: vec!["get".into()],
                ..Rule::default()
            },
        ]);
        assert_eq!(
            show(&out),
            [
                r#"[] [] [] ["/a", "/b"] ["get"]"#,
                r#"["g1", "g2"] ["foo"] [] [] ["patch"]"#,
                r#"["r"] ["one", "two"] [] [] ["create"]"#,
            ]
        );
    }

    #[test]
    fn star_absorbs_other_verbs_after_merging() {
        let out = normalize(vec![rule("g", "xyz", "get;update"), rule("g", "xyz", "*")]);
        assert_eq!(show(&out), [r#"["g"] ["xyz"] [] [] ["*"]"#]);
    }

    #[test]
    fn sorted_by_joined_key_text_like_go() {
        // "batch + ..." sorts before "batch&cron + ..." because ' ' < '&'; the core
        // group "" sorts first.
        let out = normalize(vec![
            rule("batch;cron", "jobs", "get"),
            rule("batch", "jobs", "watch"),
            rule("core", "pods", "list"),
        ]);
        assert_eq!(
            show(&out),
            [
                r#"[""] ["pods"] [] [] ["list"]"#,
                r#"["batch"] ["jobs"] [] [] ["watch"]"#,
                r#"["batch", "cron"] ["jobs"] [] [] ["get"]"#,
            ]
        );
    }

    #[test]
    fn a_collision_after_merging_groups_keeps_both_verb_sets() {
        // controller-gen drops one of the last two rules at random here.
        let out = normalize(vec![
            rule("g1", "r", "get"),
            rule("g2", "r", "get"),
            rule("g1;g2", "r", "list"),
        ]);
        assert_eq!(show(&out), [r#"["g1", "g2"] ["r"] [] [] ["get", "list"]"#]);
    }
}
