//! The API server's rules for a CRD's names (`ValidateCustomResourceDefinitionNames`,
//! `ValidateCustomResourceDefinitionSpec`), checked at the attribute that sets each one,
//! so a name it would reject never reaches `kubectl apply` — or a file name.

use crdgen_apimachinery::validation::{self, Flaw, Problem as ViolationProblem, Violation};

use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes::kind::*;
use crate::diagnostic::escape;
use crate::model::{Kind, KindVersion};
use crate::source::SourceIndex;

/// The names a kind's CRD gets once defaults are applied.
pub struct Names<'n> {
    /// `spec.names.plural`.
    pub plural: &'n str,
    /// `spec.names.singular`.
    pub singular: &'n str,
    /// `spec.names.listKind`.
    pub list_kind: &'n str,
    /// `spec.names.shortNames`.
    pub short_names: &'n [String],
    /// `spec.names.categories`.
    pub categories: &'n [String],
}

/// Checks the group, kind and names of `kind` (at `first`, the first version kept,
/// whose attribute all versions agree with) and every kept version's name.
pub fn check(
    src: &SourceIndex,
    kind: &Kind,
    kept: &[&KindVersion],
    names: &Names<'_>,
    errors: &mut Vec<Diagnostic>,
    warnings: &mut Vec<Diagnostic>,
) {
    let Some(first) = kept.first() else { return };
    let o = &first.options;
    let at = |v: &KindVersion, span| src.location_in(v.module, span);
    match group(&o.group.value) {
        Ok(()) => {}
        Err(Problem::Warning(why)) => warnings.push(
            Diagnostic::warning(EMPTY_GROUP, why)
                .at(at(first, o.group.span))
                .label("empty group")
                .help("give the kind a group that is a domain you own, e.g. group = \"example.com\""),
        ),
        Err(Problem::Error(why)) => errors.push(
            Diagnostic::error(INVALID_GROUP, format!("group `{}` is not valid: {why}", escape::value(&o.group.value)))
                .at(at(first, o.group.span))
                .label("invalid group")
                .help("a group is a lower-case DNS subdomain with at least one dot, e.g. `cache.example.com`"),
        ),
    }
    if let Err(why) = upper_camel(&kind.kind) {
        errors.push(
            Diagnostic::error(
                INVALID_KIND_NAME,
                format!("kind `{}` is not valid: {why}", escape::value(&kind.kind)),
            )
            .at(at(first, o.kind.span))
            .label("invalid kind")
            .help(format!(
                "kinds are UpperCamelCase letters and digits, e.g. `{}`",
                suggest_camel(&kind.kind)
            )),
        );
    }
    let lower_names: [(&str, &str, Option<proc_macro2::Span>); 2] = [
        ("plural", names.plural, o.plural.as_ref().map(|p| p.span)),
        (
            "singular",
            names.singular,
            o.singular.as_ref().map(|p| p.span),
        ),
    ];
    for (what, value, span) in lower_names {
        if let Err(why) = dns1035_label(value) {
            errors.push(
                Diagnostic::error(
                    INVALID_RESOURCE_NAME,
                    format!("{what} `{}` is not valid: {why}", escape::value(value)),
                )
                .at(at(first, span.unwrap_or(o.kind.span)))
                .label(format!("invalid {what}"))
                .help(match as_label(value) {
                    Some(label) => {
                        format!("{what} names are lower-case DNS labels, e.g. `{label}`")
                    }
                    None => format!("{what} names are lower-case DNS labels"),
                }),
            );
        }
    }
    // A derived list kind (`<Kind>List`) is only wrong when the kind is.
    if let Some(list_kind) = &o.list_kind
        && let Err(why) = upper_camel(names.list_kind)
    {
        let span = list_kind.span;
        errors.push(
            Diagnostic::error(
                INVALID_KIND_NAME,
                format!(
                    "list kind `{}` is not valid: {why}",
                    escape::value(names.list_kind)
                ),
            )
            .at(at(first, span))
            .label("invalid list kind")
            .help(format!("write e.g. `{}List`", suggest_camel(&kind.kind))),
        );
    }
    let lists: [(&str, &str, &[String]); 2] = [
        ("short name", "shortname", names.short_names),
        ("category", "category", names.categories),
    ];
    for (what, key, values) in lists {
        for value in values {
            if let Err(why) = dns1035_label(value) {
                errors.push(
                    Diagnostic::error(
                        INVALID_RESOURCE_NAME,
                        format!("{what} `{}` is not valid: {why}", escape::value(value)),
                    )
                    .at(at(first, o.span))
                    .label(format!("in this `{key}`"))
                    .help(match as_label(value) {
                        Some(label) => {
                            format!("{what}s are lower-case DNS labels, e.g. `{label}`")
                        }
                        None => format!("{what}s are lower-case DNS labels"),
                    }),
                );
            }
        }
    }
    for v in kept {
        let version = &v.options.version;
        match dns1035_label(&version.value) {
            Err(why) => errors.push(
                Diagnostic::error(INVALID_VERSION_NAME, format!("version `{}` is not valid: {why}", escape::value(&version.value)))
                    .at(at(v, version.span))
                    .label("invalid version")
                    .help("write a Kubernetes version such as `v1`, `v1beta2` or `v2alpha1`"),
            ),
            Ok(()) if !is_kube_version(&version.value) => warnings.push(
                Diagnostic::warning(NON_KUBE_VERSION_NAME, format!(
                    "version `{}` is not a Kubernetes version (v1, v1beta2, v2alpha1, …)",
                    escape::value(&version.value)
                ))
                .at(at(v, version.span))
                .label("not vN, vNbetaM or vNalphaM")
                .note("the API server accepts it but sorts it after every Kubernetes version, so clients that pick the preferred version will not pick it")
                .help("name it like `v1alpha1` unless another scheme is intended"),
            ),
            Ok(()) => {}
        }
    }
}

/// A name the API server rejects (error) or accepts from controller-gen but not from a
/// user creating the CRD (warning).
enum Problem {
    Error(String),
    Warning(String),
}

fn group(group: &str) -> Result<(), Problem> {
    if group.is_empty() {
        // controller-gen writes such CRDs (its "empty group" test), so crdgen does too.
        return Err(Problem::Warning(
            "the kind has an empty group; the API server requires a group with at least one dot"
                .into(),
        ));
    }
    // `ValidateCustomResourceDefinitionSpec`: `IsDNS1123Subdomain`, then at least one dot.
    match validation::is_dns1123_subdomain(group).into_iter().next() {
        None => {}
        Some(Violation {
            problem: ViolationProblem::TooLong { length, max },
            ..
        }) => {
            return Err(Problem::Error(format!(
                "it is {length} characters long, the maximum is {max}"
            )));
        }
        Some(Violation {
            problem:
                ViolationProblem::Format {
                    flaw: Flaw::Label(label),
                    ..
                },
            ..
        }) => {
            return Err(Problem::Error(format!(
                "`{}` is not a DNS label (lower-case letters, digits and `-`, starting and ending with a letter or digit)",
                escape::value(&label)
            )));
        }
        Some(_) => {
            return Err(Problem::Error(
                "it has an empty label (two dots, or a dot at an end)".into(),
            ));
        }
    }
    if !group.contains('.') {
        return Err(Problem::Error("it needs at least one dot".into()));
    }
    Ok(())
}

/// `IsDNS1035Label`: a lower-case letter, then lower-case letters, digits and `-`, not
/// ending in `-`, at most 63 characters.
pub fn dns1035_label(name: &str) -> Result<(), String> {
    let Some(violation) = validation::is_dns1035_label(name).into_iter().next() else {
        return Ok(());
    };
    Err(match &violation.problem {
        ViolationProblem::TooLong { length, max } => {
            format!("it is {length} characters long, the maximum is {max}")
        }
        ViolationProblem::Format { flaw, .. } => match flaw {
            Flaw::Empty => "it is empty".into(),
            Flaw::Char(c) => format!("it contains `{}`", escape::value(&c.to_string())),
            Flaw::Start => "it must start with a lower-case letter".into(),
            Flaw::End => "it must not end with `-`".into(),
            // Subdomain flaws: not this rule's; apimachinery's words still say it.
            _ => format!("it {violation}"),
        },
        _ => format!("it {violation}"),
    })
}

/// Kinds are UpperCamelCase (API conventions); the API server checks the lower-cased
/// kind as a DNS-1035 label, which this implies.
fn upper_camel(kind: &str) -> Result<(), String> {
    if !kind.starts_with(|c: char| c.is_ascii_uppercase()) {
        return Err("it must start with an upper-case letter".into());
    }
    if let Some(c) = kind.chars().find(|c| !c.is_ascii_alphanumeric()) {
        return Err(format!("it contains `{}`", escape::value(&c.to_string())));
    }
    // After the checks above, only the length can fail the API server's rule.
    if let Some(Violation {
        problem: ViolationProblem::TooLong { length, max },
        ..
    }) = validation::is_dns1035_label(&kind.to_ascii_lowercase())
        .into_iter()
        .next()
    {
        return Err(format!(
            "it is {length} characters long, the maximum is {max}"
        ));
    }
    Ok(())
}

/// The nearest DNS-1035 label to `name` (`Foo_Bars!` → `foobars`), if any.
fn as_label(name: &str) -> Option<String> {
    let label: String = name
        .to_lowercase()
        .chars()
        .filter(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
        .skip_while(|c| !c.is_ascii_lowercase())
        .collect();
    let label = label.trim_end_matches('-');
    (!label.is_empty() && dns1035_label(label).is_ok()).then(|| label.to_owned())
}

/// `foo_bar-baz` → `FooBarBaz`.
fn suggest_camel(kind: &str) -> String {
    kind.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| {
            let mut chars = w.chars();
            chars.next().map_or_else(String::new, |f| {
                f.to_ascii_uppercase().to_string() + chars.as_str()
            })
        })
        .collect()
}

/// `v<N>` or `v<N>alpha<M>` / `v<N>beta<M>`, N and M without leading zeros.
fn is_kube_version(version: &str) -> bool {
    let Some(rest) = version.strip_prefix('v') else {
        return false;
    };
    let number =
        |s: &str| !s.is_empty() && !s.starts_with('0') && s.chars().all(|c| c.is_ascii_digit());
    let digits = rest.chars().take_while(char::is_ascii_digit).count();
    let (major, tail) = rest.split_at(digits);
    if !number(major) {
        return false;
    }
    if tail.is_empty() {
        return true;
    }
    ["alpha", "beta"]
        .iter()
        .any(|level| tail.strip_prefix(level).is_some_and(number))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kubernetes_versions() {
        for ok in ["v1", "v2", "v10", "v1beta1", "v1alpha2", "v2beta10"] {
            assert!(is_kube_version(ok), "{ok}");
        }
        for not in [
            "v0", "v01", "v1beta", "v1gamma1", "v1beta0", "version1", "1",
        ] {
            assert!(!is_kube_version(not), "{not}");
        }
    }

    #[test]
    fn labels_and_kinds() {
        assert_eq!(dns1035_label("foos"), Ok(()));
        assert_eq!(dns1035_label("Foos"), Err("it contains `F`".into()));
        assert_eq!(
            dns1035_label("1foos"),
            Err("it must start with a lower-case letter".into())
        );
        assert_eq!(
            dns1035_label("foo-"),
            Err("it must not end with `-`".into())
        );
        assert_eq!(upper_camel("FooBar"), Ok(()));
        assert_eq!(
            upper_camel("fooBar"),
            Err("it must start with an upper-case letter".into())
        );
        assert_eq!(upper_camel("Foo_Bar"), Err("it contains `_`".into()));
        assert_eq!(suggest_camel("foo_bar-baz"), "FooBarBaz");
        assert_eq!(as_label("Foo_Bars!"), Some("foobars".into()));
        assert_eq!(as_label("!!"), None);
        assert!(matches!(group("example"), Err(Problem::Error(_))));
        assert!(matches!(group(""), Err(Problem::Warning(_))));
        assert!(group("cache.example.com").is_ok());
        // `IsDNS1123Subdomain` limits the whole group, not each label.
        assert!(group(&format!("{}.example.com", "a".repeat(64))).is_ok());
    }
}
