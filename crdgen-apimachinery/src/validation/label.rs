//! The label rules: `IsQualifiedName` (label keys, and the names of many other keys)
//! and `IsValidLabelValue`.

use super::dns::is_dns1123_subdomain;
use super::violation::{Flaw, Format, Part, Problem, Violation};
use super::{flaw, too_long};

/// `qualifiedNameMaxLength`: the longest name part of a qualified name.
pub const QUALIFIED_NAME_MAX_LENGTH: usize = 63;
/// `LabelValueMaxLength`: the longest label value.
pub const LABEL_VALUE_MAX_LENGTH: usize = 63;

fn alnum(c: char) -> bool {
    c.is_ascii_alphanumeric()
}

/// `[-A-Za-z0-9_.]`
fn name_char(c: char) -> bool {
    alnum(c) || matches!(c, '-' | '_' | '.')
}

/// What is wrong with `value` as a qualified name's name part, length aside.
fn name_flaw(value: &str) -> Option<Flaw> {
    flaw(value, name_char, alnum, alnum)
}

/// apimachinery's `IsQualifiedName`: `[prefix/]name`, the prefix a DNS-1123 subdomain,
/// the name at most 63 letters, digits, `-`, `_` and `.`, starting and ending with a
/// letter or digit. Label keys follow it exactly; annotation keys follow it after
/// lower-casing (apimachinery's `ValidateAnnotations`). Empty when valid.
pub fn is_qualified_name(value: &str) -> Vec<Violation> {
    let mut violations = Vec::new();
    let mut parts = value.split('/');
    let name = match (parts.next(), parts.next(), parts.next()) {
        (Some(name), None, _) => name,
        (Some(prefix), Some(name), None) => {
            if prefix.is_empty() {
                violations.push(Violation {
                    part: Part::Prefix,
                    problem: Problem::Empty,
                });
            } else {
                violations.extend(is_dns1123_subdomain(prefix).into_iter().map(|v| Violation {
                    part: Part::Prefix,
                    ..v
                }));
            }
            name
        }
        _ => {
            return vec![Violation {
                part: Part::Whole,
                problem: Problem::TooManySlashes,
            }];
        }
    };
    if name.is_empty() {
        violations.push(Violation {
            part: Part::Name,
            problem: Problem::Empty,
        });
    } else {
        too_long(name, QUALIFIED_NAME_MAX_LENGTH, Part::Name, &mut violations);
    }
    if let Some(flaw) = name_flaw(name) {
        violations.push(Violation {
            part: Part::Name,
            problem: Problem::Format {
                format: Format::QualifiedName,
                flaw,
            },
        });
    }
    violations
}

/// apimachinery's `IsValidLabelValue`: empty, or at most 63 letters, digits, `-`, `_`
/// and `.`, starting and ending with a letter or digit. Empty when valid.
pub fn is_valid_label_value(value: &str) -> Vec<Violation> {
    let mut violations = Vec::new();
    too_long(value, LABEL_VALUE_MAX_LENGTH, Part::Whole, &mut violations);
    if !value.is_empty()
        && let Some(flaw) = name_flaw(value)
    {
        violations.push(Violation {
            part: Part::Whole,
            problem: Problem::Format {
                format: Format::LabelValue,
                flaw,
            },
        });
    }
    violations
}
