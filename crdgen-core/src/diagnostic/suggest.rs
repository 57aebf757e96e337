//! "Did you mean": the one edit distance every error that suggests a name uses, and the
//! two ways of picking candidates with it.

/// Edit distance between two names (insertions, deletions, substitutions).
pub(crate) fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row.first().copied().unwrap_or(0);
        if let Some(first) = row.first_mut() {
            *first = i + 1;
        }
        for (j, cb) in b.iter().enumerate() {
            let above = row.get(j + 1).copied().unwrap_or(0);
            let left = row.get(j).copied().unwrap_or(0);
            let cost = usize::from(ca != *cb);
            let value = (diagonal + cost).min(above + 1).min(left + 1);
            diagonal = above;
            if let Some(cell) = row.get_mut(j + 1) {
                *cell = value;
            }
        }
    }
    row.last().copied().unwrap_or(0)
}

/// The names close enough to `name` to be a likely typo, best first (at most three).
pub(crate) fn closest<'a>(name: &str, names: impl Iterator<Item = &'a str>) -> Vec<String> {
    let limit = (name.chars().count() / 3).max(1);
    let lower = name.to_lowercase();
    let mut scored: Vec<(usize, &str)> = names
        .filter(|n| *n != name)
        .filter_map(|n| {
            // A difference in case only is the likeliest typo of all.
            let d = if n.to_lowercase() == lower {
                0
            } else {
                distance(name, n)
            };
            (d <= limit).then_some((d, n))
        })
        .collect();
    scored.sort();
    scored.dedup();
    scored
        .into_iter()
        .take(3)
        .map(|(_, n)| n.to_string())
        .collect()
}

/// The one candidate closest to `word`, within two edits or a third of the candidate's
/// length (longer names admit more typos); ties go to the alphabetically first.
pub(crate) fn best<'a>(word: &str, candidates: &[&'a str]) -> Option<&'a str> {
    candidates
        .iter()
        .map(|c| (distance(word, c), *c))
        .filter(|(d, c)| *d <= 2.max(c.len() / 3))
        .min()
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distance() {
        assert_eq!(distance("kitten", "sitting"), 3);
        assert_eq!(distance("", "abc"), 3);
        assert_eq!(distance("Spec", "Spec"), 0);
        assert_eq!(distance("PodSpc", "PodSpec"), 1);
    }

    #[test]
    fn closest_names_first() {
        let names = ["FooSpec", "FooSpce", "BarSpec", "foospec", "Other"];
        assert_eq!(
            closest("FooSpec", names.iter().copied()),
            vec!["foospec".to_string(), "FooSpce".to_string()]
        );
        assert!(closest("Zzz", names.iter().copied()).is_empty());
    }

    #[test]
    fn best_within_the_limit() {
        let verbs = ["get", "list", "watch", "deletecollection"];
        assert_eq!(best("lsit", &verbs), Some("list"));
        assert_eq!(best("deletecolection", &verbs), Some("deletecollection"));
        assert_eq!(best("frobnicate", &verbs), None);
    }
}
