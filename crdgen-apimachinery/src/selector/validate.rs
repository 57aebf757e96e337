//! Label keys and values in a selector, checked by apimachinery's `IsQualifiedName` and
//! `IsValidLabelValue` (the rules in [`crate::validation`]), with messages that say what
//! a valid key or value looks like.

use crate::validation::{Part, Problem, Violation, is_qualified_name, is_valid_label_value};

/// Checks a label key: `[prefix/]name`, prefix a DNS-1123 subdomain, name ≤ 63
/// characters of `[A-Za-z0-9._-]` that start and end alphanumeric.
pub(crate) fn label_key(key: &str) -> Result<(), String> {
    // The first violation, as apimachinery lists them: the prefix before the name.
    let Some(Violation { part, problem }) = is_qualified_name(key).into_iter().next() else {
        return Ok(());
    };
    let why = match (part, problem) {
        (_, Problem::TooManySlashes) => "a key is a name with an optional DNS subdomain prefix \
             and '/' (e.g. 'example.com/my-name'), so it has at most one '/'"
            .to_owned(),
        (Part::Prefix, Problem::Empty) => "the prefix before '/' must not be empty".to_owned(),
        (Part::Prefix, Problem::TooLong { max, .. }) => {
            format!("the prefix must be no more than {max} characters")
        }
        (Part::Prefix, _) => "the prefix must be a lowercase DNS subdomain: lower case \
             alphanumerics, '-' and '.', starting and ending with an alphanumeric \
             (e.g. 'example.com')"
            .to_owned(),
        (_, Problem::Empty) => "the name must not be empty".to_owned(),
        (_, Problem::TooLong { max, .. }) => {
            format!("the name must be no more than {max} characters")
        }
        (_, Problem::Format { .. }) => "the name must consist of alphanumerics, '-', '_' and \
             '.', starting and ending with an alphanumeric (e.g. 'MyName', 'my.name', \
             '123-abc')"
            .to_owned(),
    };
    Err(format!("invalid key '{key}': {why}"))
}

/// Checks a label value: empty, or ≤ 63 characters of `[A-Za-z0-9._-]` that start and
/// end alphanumeric.
pub(crate) fn label_value(key: &str, value: &str) -> Result<(), String> {
    let Some(violation) = is_valid_label_value(value).into_iter().next() else {
        return Ok(());
    };
    Err(match violation.problem {
        Problem::TooLong { max, .. } => format!(
            "invalid value '{value}' for key '{key}': a label value must be no more than \
             {max} characters"
        ),
        _ => format!(
            "invalid value '{value}' for key '{key}': a label value must be empty or consist \
             of alphanumerics, '-', '_' and '.', starting and ending with an alphanumeric \
             (e.g. 'MyValue', 'my_value', '12345')"
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validation::QUALIFIED_NAME_MAX_LENGTH;

    #[test]
    fn keys_and_values() {
        assert_eq!(label_key("example.com/a.B_c-1"), Ok(()));
        assert_eq!(
            label_key("a/b/c"),
            Err(
                "invalid key 'a/b/c': a key is a name with an optional DNS subdomain prefix \
                 and '/' (e.g. 'example.com/my-name'), so it has at most one '/'"
                    .into()
            )
        );
        assert_eq!(
            label_key("/a"),
            Err("invalid key '/a': the prefix before '/' must not be empty".into())
        );
        assert_eq!(
            label_key("A.com/a"),
            Err(
                "invalid key 'A.com/a': the prefix must be a lowercase DNS subdomain: lower \
                 case alphanumerics, '-' and '.', starting and ending with an alphanumeric \
                 (e.g. 'example.com')"
                    .into()
            )
        );
        assert_eq!(
            label_key("a."),
            Err(
                "invalid key 'a.': the name must consist of alphanumerics, '-', '_' and '.', \
                 starting and ending with an alphanumeric (e.g. 'MyName', 'my.name', \
                 '123-abc')"
                    .into()
            )
        );
        let long = "a".repeat(QUALIFIED_NAME_MAX_LENGTH + 1);
        assert_eq!(
            label_key(&long),
            Err(format!(
                "invalid key '{long}': the name must be no more than 63 characters"
            ))
        );
        assert_eq!(label_value("k", ""), Ok(()));
        assert_eq!(
            label_value("k", "é"),
            Err(
                "invalid value 'é' for key 'k': a label value must be empty or consist of \
                 alphanumerics, '-', '_' and '.', starting and ending with an alphanumeric \
                 (e.g. 'MyValue', 'my_value', '12345')"
                    .into()
            )
        );
    }
}
