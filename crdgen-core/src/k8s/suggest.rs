//! "Did you mean" for an unknown definition name, which is user input (a type path).

use super::data::Definitions;
use crate::diagnostic::suggest::distance;

/// How many candidates an error names: enough to spot the intended one, few enough to read.
const MAX_SUGGESTIONS: usize = 3;

/// The error for a definition missing from `version`, naming the closest existing ones.
pub(crate) fn unknown_definition(version: &str, definition: &str, defs: &Definitions) -> String {
    let mut message = format!("Kubernetes {version} has no definition {definition}");
    let close = closest(definition, defs.keys());
    if !close.is_empty() {
        message.push_str("; closest: ");
        message.push_str(&close.join(", "));
    }
    message
}

/// The names closest to `wanted`. The type name (last segment) matters most: a wrong group
/// or version with the right type name is the commonest mistake, so exact type-name matches
/// come first, then names ranked by edit distance, case-insensitively.
fn closest<'a>(wanted: &str, names: impl Iterator<Item = &'a str>) -> Vec<&'a str> {
    let short = |n: &str| n.rsplit('.').next().unwrap_or(n).to_ascii_lowercase();
    let wanted_short = short(wanted);
    let wanted_lower = wanted.to_ascii_lowercase();
    let mut ranked: Vec<(bool, usize, &str)> = names
        .map(|n| {
            let same_type = short(n) == wanted_short;
            let distance = distance(&short(n), &wanted_short)
                + distance(&n.to_ascii_lowercase(), &wanted_lower);
            (!same_type, distance, n)
        })
        .collect();
    ranked.sort();
    // A far-off name helps nobody: keep those within half the wanted name's length.
    let limit = wanted.len() / 2 + wanted_short.len();
    ranked
        .into_iter()
        .filter(|(other_type, d, _)| !other_type || *d <= limit)
        .take(MAX_SUGGESTIONS)
        .map(|(_, _, n)| n)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_type_name_ranks_first() {
        let names = [
            "io.k8s.api.core.v1.PodSpec",
            "io.k8s.api.core.v1.PodStatus",
            "io.k8s.api.batch.v1.JobSpec",
        ];
        assert_eq!(
            closest("io.k8s.api.apps.v1.PodSpec", names.into_iter()),
            vec![
                "io.k8s.api.core.v1.PodSpec",
                "io.k8s.api.batch.v1.JobSpec",
                "io.k8s.api.core.v1.PodStatus",
            ]
        );
    }
}
