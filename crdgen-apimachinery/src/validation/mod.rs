//! The name rules of `k8s.io/apimachinery/pkg/util/validation`, one function each, named
//! after the Go function it reproduces.
//!
//! Each returns what apimachinery's returns: one [`Violation`] per message, in the same
//! order, none when the value is valid. A violation's `Display` is apimachinery's
//! message word for word (what crdgen's fake API server answers with); its fields say
//! which part is wrong and how, so callers with their own wording (crdgen's
//! diagnostics, the selector parser) build their messages from them.
//!
//! ```
//! use crdgen_apimachinery::validation::{Flaw, Problem, is_dns1035_label};
//!
//! let violations = is_dns1035_label("1st");
//! assert!(matches!(
//!     &violations[0].problem,
//!     Problem::Format { flaw: Flaw::Start, .. }
//! ));
//! assert_eq!(
//!     violations[0].to_string(),
//!     "a DNS-1035 label must consist of lower case alphanumeric characters or '-', \
//!      start with an alphabetic character, and end with an alphanumeric character \
//!      (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')"
//! );
//! ```

mod dns;
mod label;
mod violation;

pub use dns::{
    DNS1035_LABEL_MAX_LENGTH, DNS1123_LABEL_MAX_LENGTH, DNS1123_SUBDOMAIN_MAX_LENGTH,
    is_dns1035_label, is_dns1123_label, is_dns1123_subdomain,
};
pub use label::{
    LABEL_VALUE_MAX_LENGTH, QUALIFIED_NAME_MAX_LENGTH, is_qualified_name, is_valid_label_value,
};
pub use violation::{Flaw, Format, Part, Problem, Violation};

/// Adds a [`Problem::TooLong`] for `part` when `value` is longer than `max` bytes.
fn too_long(value: &str, max: usize, part: Part, violations: &mut Vec<Violation>) {
    if value.len() > max {
        violations.push(Violation {
            part,
            problem: Problem::TooLong {
                length: value.len(),
                max,
            },
        });
    }
}

/// The first flaw of `value` against the pattern "a `start` character, then `inner`
/// characters, ending with an `end` character" (every pattern here has that shape, one
/// character long included); `None` when it matches.
fn flaw(
    value: &str,
    inner: impl Fn(char) -> bool,
    start: impl Fn(char) -> bool,
    end: impl Fn(char) -> bool,
) -> Option<Flaw> {
    let (Some(first), Some(last)) = (value.chars().next(), value.chars().next_back()) else {
        return Some(Flaw::Empty);
    };
    if let Some(c) = value.chars().find(|c| !inner(*c)) {
        return Some(Flaw::Char(c));
    }
    if !start(first) {
        return Some(Flaw::Start);
    }
    if !end(last) {
        return Some(Flaw::End);
    }
    None
}

#[cfg(test)]
mod tests;
