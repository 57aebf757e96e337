//! The DNS rules: `IsDNS1123Label`, `IsDNS1123Subdomain`, `IsDNS1035Label`.

use super::violation::{Flaw, Format, Part, Problem, Violation};
use super::{flaw, too_long};

/// `DNS1123LabelMaxLength`: a DNS-1123 label's longest length.
pub const DNS1123_LABEL_MAX_LENGTH: usize = 63;
/// `DNS1123SubdomainMaxLength`: a DNS-1123 subdomain's longest length.
pub const DNS1123_SUBDOMAIN_MAX_LENGTH: usize = 253;
/// `DNS1035LabelMaxLength`: a DNS-1035 label's longest length.
pub const DNS1035_LABEL_MAX_LENGTH: usize = 63;

fn lower_alnum(c: char) -> bool {
    c.is_ascii_lowercase() || c.is_ascii_digit()
}

fn lower_alnum_or_dash(c: char) -> bool {
    lower_alnum(c) || c == '-'
}

/// What is wrong with `value` as a DNS-1123 label's text, length aside.
fn label_flaw(value: &str) -> Option<Flaw> {
    flaw(value, lower_alnum_or_dash, lower_alnum, lower_alnum)
}

/// What is wrong with `value` as a DNS-1123 subdomain's text, length aside: the
/// pattern is DNS-1123 labels joined by `.`, with no limit on each label's length.
fn subdomain_flaw(value: &str) -> Option<Flaw> {
    if value.is_empty() {
        return Some(Flaw::Empty);
    }
    value.split('.').find_map(|label| {
        if label.is_empty() {
            Some(Flaw::EmptyLabel)
        } else {
            label_flaw(label).map(|_| Flaw::Label(label.to_owned()))
        }
    })
}

/// apimachinery's `IsDNS1123Label`: at most 63 lower-case letters, digits and `-`,
/// starting and ending with a letter or digit (namespace names, among others).
/// Empty when valid.
pub fn is_dns1123_label(value: &str) -> Vec<Violation> {
    let mut violations = Vec::new();
    too_long(
        value,
        DNS1123_LABEL_MAX_LENGTH,
        Part::Whole,
        &mut violations,
    );
    if let Some(flaw) = label_flaw(value) {
        // A valid subdomain that is not a label can only have dots.
        let flaw = if subdomain_flaw(value).is_none() {
            Flaw::Dots
        } else {
            flaw
        };
        violations.push(Violation {
            part: Part::Whole,
            problem: Problem::Format {
                format: Format::Dns1123Label,
                flaw,
            },
        });
    }
    violations
}

/// apimachinery's `IsDNS1123Subdomain`: at most 253 characters of DNS-1123 labels joined
/// by `.` (object names, API groups, label-key prefixes). Like apimachinery, it does not
/// limit each label to 63 characters. Empty when valid.
pub fn is_dns1123_subdomain(value: &str) -> Vec<Violation> {
    let mut violations = Vec::new();
    too_long(
        value,
        DNS1123_SUBDOMAIN_MAX_LENGTH,
        Part::Whole,
        &mut violations,
    );
    if let Some(flaw) = subdomain_flaw(value) {
        violations.push(Violation {
            part: Part::Whole,
            problem: Problem::Format {
                format: Format::Dns1123Subdomain,
                flaw,
            },
        });
    }
    violations
}

/// apimachinery's `IsDNS1035Label`: at most 63 lower-case letters, digits and `-`,
/// starting with a letter and ending with a letter or digit (a CRD's plural, singular,
/// short names, categories and version names, and its lower-cased kind). Empty when
/// valid.
pub fn is_dns1035_label(value: &str) -> Vec<Violation> {
    let mut violations = Vec::new();
    too_long(
        value,
        DNS1035_LABEL_MAX_LENGTH,
        Part::Whole,
        &mut violations,
    );
    if let Some(flaw) = flaw(
        value,
        lower_alnum_or_dash,
        |c| c.is_ascii_lowercase(),
        lower_alnum,
    ) {
        violations.push(Violation {
            part: Part::Whole,
            problem: Problem::Format {
                format: Format::Dns1035Label,
                flaw,
            },
        });
    }
    violations
}
