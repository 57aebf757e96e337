//! "Did you mean": the one edit distance every error that suggests a name uses, the
//! two ways of picking candidates with it, and a third way for the names an edit
//! distance cannot reach: abbreviations (`DbStatus` for `DatabaseStatus`) and names
//! written with words left out (`Status` for `DatabaseStatus`), found through a
//! [`WordIndex`] built once.

use std::collections::{BTreeSet, HashMap};

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

/// The words of a CamelCase or snake_case name, lowercased: `DbStatus` → `db`, `status`;
/// `HTTPRoute` → `http`, `route`; `V1Spec` → `v1`, `spec` (digits stay with their word).
pub(crate) fn words(name: &str) -> Vec<String> {
    let chars: Vec<char> = name.chars().collect();
    let mut out: Vec<String> = Vec::new();
    let mut word = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if c == '_' {
            if !word.is_empty() {
                out.push(std::mem::take(&mut word));
            }
            continue;
        }
        let prev = i.checked_sub(1).and_then(|p| chars.get(p)).copied();
        let next = chars.get(i + 1).copied();
        // A capital starts a word after a lowercase letter or a digit, and ends an
        // acronym when a lowercase letter follows it (`HTTPRoute`: the `R`).
        let starts = c.is_uppercase()
            && prev.is_some_and(|p| {
                p.is_lowercase()
                    || p.is_ascii_digit()
                    || (p.is_uppercase() && next.is_some_and(char::is_lowercase))
            });
        if starts && !word.is_empty() {
            out.push(std::mem::take(&mut word));
        }
        word.extend(c.to_lowercase());
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

/// Whether the written word `short` stands for `long`: the same word, or an
/// abbreviation of it (at least two letters, the same first letter, the others in
/// order: `db` for `database`, `cfg` for `config`, `spec` for `specification`). One
/// letter abbreviates too much to be a hint.
fn abbreviates(short: &str, long: &str) -> bool {
    if short == long {
        return true;
    }
    let mut s = short.chars();
    let mut l = long.chars();
    if short.chars().count() < 2 || s.next() != l.next() {
        return false;
    }
    s.all(|c| l.any(|d| d == c))
}

/// How far `candidate` is from `written` by words, or `None` when it is unrelated:
/// every written word must stand for one of the candidate's words, in order. The score
/// counts the candidate's words left out, then the written words that are
/// abbreviations. A candidate with words left out must share at least one whole word
/// with the written name, so that abbreviations alone never reach into longer names.
fn word_score(written: &[String], candidate: &[String]) -> Option<(usize, usize)> {
    if written.is_empty() || candidate.len() < written.len() {
        return None;
    }
    let mut rest = candidate.iter();
    let mut abbreviated = 0;
    for w in written {
        let c = rest.by_ref().find(|c| abbreviates(w, c))?;
        abbreviated += usize::from(w != c);
    }
    let left_out = candidate.len() - written.len();
    if left_out > 0 && abbreviated == written.len() {
        return None;
    }
    Some((left_out, abbreviated))
}

/// The names in `names` whose words `name` abbreviates or is a part of (see
/// [`word_score`]), best first (at most three); the name itself, and names that differ
/// from it in case only, are not offered ([`closest`] offers those).
pub(crate) fn by_words<'a>(name: &str, names: impl Iterator<Item = &'a str>) -> Vec<String> {
    let written = words(name);
    let lower = name.to_lowercase();
    let mut scored: Vec<((usize, usize), &str)> = names
        .filter(|n| n.to_lowercase() != lower)
        .filter_map(|n| word_score(&written, &words(n)).map(|s| (s, n)))
        .collect();
    scored.sort();
    scored.dedup();
    scored
        .into_iter()
        .take(3)
        .map(|(_, n)| n.to_string())
        .collect()
}

/// The crate's type names by word, built once when the crate is read, so that a "did
/// you mean" for a name in no module in scope looks up a few names rather than going
/// through every type of the crate.
#[derive(Debug, Clone, Default)]
pub(crate) struct WordIndex {
    /// Each name's words' first letters (`ds` for `DatabaseStatus`) → the names: an
    /// abbreviation has the same initials as what it abbreviates.
    by_initials: HashMap<String, Vec<String>>,
    /// Each word → the names that have it: a name with words left out shares the
    /// others.
    by_word: HashMap<String, Vec<String>>,
}

impl WordIndex {
    /// The index of `names`.
    pub(crate) fn new<'a>(names: impl Iterator<Item = &'a str>) -> WordIndex {
        let mut index = WordIndex::default();
        for name in names {
            let words = words(name);
            index
                .by_initials
                .entry(initials(&words))
                .or_default()
                .push(name.to_owned());
            let distinct: BTreeSet<&String> = words.iter().collect();
            for word in distinct {
                index
                    .by_word
                    .entry(word.clone())
                    .or_default()
                    .push(name.to_owned());
            }
        }
        index
    }

    /// The indexed names [`by_words`] offers for `name`, best first (at most three).
    pub(crate) fn lookup(&self, name: &str) -> Vec<String> {
        let written = words(name);
        let mut pool: BTreeSet<&str> = BTreeSet::new();
        let lists = std::iter::once(self.by_initials.get(&initials(&written)))
            .chain(written.iter().map(|w| self.by_word.get(w)));
        for list in lists.flatten() {
            pool.extend(list.iter().map(String::as_str));
        }
        by_words(name, pool.into_iter())
    }
}

/// The first letters of `words`.
fn initials(words: &[String]) -> String {
    words.iter().filter_map(|w| w.chars().next()).collect()
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

    #[test]
    fn words_of_names() {
        assert_eq!(words("DbStatus"), ["db", "status"]);
        assert_eq!(words("HTTPRoute"), ["http", "route"]);
        assert_eq!(words("V1Spec"), ["v1", "spec"]);
        assert_eq!(words("backup_cfg"), ["backup", "cfg"]);
        assert!(words("").is_empty());
    }

    #[test]
    fn abbreviations_and_parts_are_offered() {
        let names = [
            "DatabaseStatus",
            "DatabaseSpec",
            "Config",
            "ClusterSpecification",
            "MyDatabaseStatus",
            "Debug",
        ];
        let offer = |name| by_words(name, names.iter().copied());
        assert_eq!(offer("DbStatus"), ["DatabaseStatus", "MyDatabaseStatus"]);
        assert_eq!(offer("Cfg"), ["Config"]);
        assert_eq!(offer("ClusterSpec"), ["ClusterSpecification"]);
        assert_eq!(offer("Status"), ["DatabaseStatus", "MyDatabaseStatus"]);
    }

    #[test]
    fn unrelated_names_are_not_offered() {
        let names = ["DatabaseStatus", "DiskStatus", "Config", "DeploymentSpec"];
        let offer = |name| by_words(name, names.iter().copied());
        // `Db` is no abbreviation of `Disk` (no `b`), and `Spec` is not `Status`.
        assert!(offer("DbSpec").is_empty());
        // One letter is no abbreviation, and abbreviations alone do not reach into
        // longer names (`Ds` would be `DatabaseStatus` and `DiskStatus` alike).
        assert!(offer("D").is_empty());
        assert!(offer("Db").is_empty());
        assert!(offer("Frobnicator").is_empty());
        assert!(offer("Config").is_empty());
    }

    #[test]
    fn the_index_finds_what_a_scan_finds() {
        let names = [
            "DatabaseStatus",
            "DiskStatus",
            "Config",
            "MyDatabaseStatus",
            "DeploymentSpec",
        ];
        let index = WordIndex::new(names.iter().copied());
        for name in [
            "DbStatus", "Cfg", "Status", "DbSpec", "Db", "Spec", "Deploy",
        ] {
            assert_eq!(
                index.lookup(name),
                by_words(name, names.iter().copied()),
                "{name}"
            );
        }
    }
}
