//! Stable codes for every error and warning crdgen reports.
//!
//! A code names a *kind* of mistake, the way rustc's `E0308` names "mismatched types"
//! whatever the two types are: the message says what is wrong in this instance, the code
//! lets a user search for it, a CI log grep for it, and `crdgen explain` print the long
//! explanation. Codes are never reused or renumbered once released; a retired code stays in
//! the registry.
//!
//! Numbering: `E` for errors, `W` for warnings (a warning that `--strict` promotes keeps its
//! `W` code), then four digits whose first two name the area:
//!
//! | range | area | module |
//! |---|---|---|
//! | 00xx | input: files, Rust syntax, config, limits | [`input`] |
//! | 01xx | modules and type resolution | [`source`] |
//! | 02xx | kind attributes, CRD names and CRD-level checks | [`kind`] |
//! | 03xx | field markers and schema building | [`markers`] |
//! | 04xx | CEL rules | [`cel`] |
//! | 05xx | RBAC markers | [`rbac`] |
//! | 06xx | client generation | [`clients`] |
//! | 07xx | output, verify and the file system | [`output`] |
//! | 08xx | the API server's structural checks on the finished CRD | [`structural`] |
//! | 09xx | API compatibility (`crdgen check`) | [`check`] |
//! | 10xx | webhook markers | [`webhook`] |
//! | 11xx | kube-rs's dialect (`#[kube(...)]`) | [`kube_dialect`] |
//! | 12xx | other crates' field and type attributes (schemars, x_kube, validator, garde) | [`foreign_attrs`] |
//! | 13xx | `crdgen import`: CRD YAML to Rust types | [`import`] |

pub mod cel;
pub mod check;
pub mod clients;
pub mod foreign_attrs;
pub mod import;
pub mod input;
pub mod kind;
pub mod kube_dialect;
pub mod markers;
pub mod output;
pub mod rbac;
pub mod source;
pub mod structural;
pub mod webhook;

use std::fmt;

/// One registered code.
#[derive(Debug, Clone, Copy)]
pub struct Code {
    /// `E0201`, `W0301`, …: what is printed in `error[E0201]`.
    pub id: &'static str,
    /// The constant's name, e.g. `UNKNOWN_KEY`, used in the generated docs.
    pub name: &'static str,
    /// The long explanation `crdgen explain` prints: the first line is a one-line
    /// summary, the rest says why crdgen refuses it and what to write instead.
    pub explanation: &'static str,
}

impl Code {
    /// The one-line summary (the explanation's first line).
    pub fn summary(&self) -> &'static str {
        self.explanation.lines().next().unwrap_or("").trim()
    }

    /// Whether this is a warning code (`W…`).
    pub fn is_warning(&self) -> bool {
        self.id.starts_with('W')
    }

    /// Looks a code up by its id (`E0201`), case-insensitively.
    pub fn find(id: &str) -> Option<Code> {
        all().find(|c| c.id.eq_ignore_ascii_case(id))
    }
}

impl PartialEq for Code {
    fn eq(&self, other: &Code) -> bool {
        self.id == other.id
    }
}

impl Eq for Code {}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id)
    }
}

/// Declares codes: each doc comment becomes both the constant's rustdoc and the
/// explanation `crdgen explain` prints, so the two cannot drift apart. Also collects the
/// area's codes into `ALL`.
macro_rules! codes {
    ($( $(#[doc = $doc:literal])+ $name:ident = $id:literal; )*) => {
        $(
            $(#[doc = $doc])+
            pub const $name: $crate::diagnostic::codes::Code = $crate::diagnostic::codes::Code {
                id: $id,
                name: stringify!($name),
                explanation: concat!($($doc, "\n"),+),
            };
        )*

        /// Every code of this area, in declaration order.
        pub const ALL: &[$crate::diagnostic::codes::Code] = &[$($name),*];
    };
}
pub(crate) use codes;

/// The areas: the two digits after the letter, a title, and the area's codes.
///
/// A `static`, not a `const`: a constant is copied into each code unit that uses it,
/// and every copy of the 312 codes is 936 pointers the dynamic loader relocates at
/// every start of the binary (#24).
pub static AREAS: [(&str, &str, &[Code]); 14] = [
    (
        "00",
        "Input: files, Rust syntax, config, limits",
        input::ALL,
    ),
    ("01", "Modules and type resolution", source::ALL),
    (
        "02",
        "Kind attributes, CRD names and CRD-level checks",
        kind::ALL,
    ),
    ("03", "Field markers and schema building", markers::ALL),
    ("04", "CEL rules", cel::ALL),
    ("05", "RBAC markers", rbac::ALL),
    ("06", "Client generation", clients::ALL),
    ("07", "Output, verify and the file system", output::ALL),
    ("08", "The API server's structural checks", structural::ALL),
    ("09", "API compatibility (`crdgen check`)", check::ALL),
    ("10", "Webhook markers", webhook::ALL),
    (
        "11",
        "kube-rs's dialect (`#[kube(...)]`)",
        kube_dialect::ALL,
    ),
    (
        "12",
        "Other crates' field and type attributes (schemars, x_kube, validator, garde)",
        foreign_attrs::ALL,
    ),
    ("13", "`crdgen import`: CRD YAML to Rust types", import::ALL),
];

/// Every registered code, area by area.
pub fn all() -> impl Iterator<Item = Code> {
    AREAS
        .into_iter()
        .flat_map(|(_, _, codes)| codes.iter().copied())
}

/// `docs/diagnostics.md`: every code with its explanation, area by area (a test keeps
/// the committed file equal to this).
pub fn markdown_index() -> String {
    let mut out = String::from(
        "# Diagnostic codes\n\n\
         Every error (`E…`) and warning (`W…`) crdgen reports carries one of these codes. \
         `crdgen explain E0001` prints a code's explanation. This file is generated from \
         `crdgen-core/src/diagnostic/codes/`; a test keeps it current.\n",
    );
    for (digits, title, codes) in AREAS {
        out.push_str(&format!("\n## {digits}xx — {title}\n"));
        for code in codes {
            let text = explanation_text(code);
            let (summary, body) = text.split_once('\n').unwrap_or((text.as_str(), ""));
            out.push_str(&format!("\n### {} — {}\n", code.id, summary.trim()));
            let body = body.trim();
            if !body.is_empty() {
                out.push_str(&format!("\n{body}\n"));
            }
        }
    }
    out
}

/// The explanation with its lines unindented (doc comments keep the space after `///`).
pub fn explanation_text(code: &Code) -> String {
    code.explanation
        .lines()
        .map(|l| l.strip_prefix(' ').unwrap_or(l))
        .collect::<Vec<_>>()
        .join("\n")
        .trim_end()
        .to_owned()
}

/// `crdgen[E0201]: message`: how the derive writes a coded message, since rustc prints a
/// proc macro's error as `error: <text>` and has no place for a tool's code.
pub fn prefixed(code: Code, message: &str) -> String {
    format!("crdgen[{}]: {message}", code.id)
}

/// The marker that carries a code through a `syn::Error`'s message (syn errors have no
/// other field to put it in). [`AttrError::from_syn`](crate::model::AttrError::from_syn)
/// takes it off again.
const SYN_CODE_OPEN: &str = "[crdgen:";

/// A `syn::Error` for a parser inside `syn::parse::Parse` that carries `code`.
#[allow(clippy::disallowed_methods)] // the one place that builds coded syn errors
pub fn syn_error(span: proc_macro2::Span, code: Code, message: impl fmt::Display) -> syn::Error {
    syn::Error::new(span, format!("{SYN_CODE_OPEN}{}]{message}", code.id))
}

/// Splits the code marker [`syn_error`] put in front of a message; a message without one
/// (syn's own "expected `,`") gets [`input::ATTRIBUTE_SYNTAX`].
pub fn split_syn_message(text: &str) -> (Code, &str) {
    if let Some(rest) = text.strip_prefix(SYN_CODE_OPEN)
        && let Some((id, message)) = rest.split_once(']')
        && let Some(code) = Code::find(id)
    {
        return (code, message);
    }
    (input::ATTRIBUTE_SYNTAX, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_well_formed_and_in_their_area() {
        let mut seen = std::collections::BTreeSet::new();
        for (prefix, _, codes) in AREAS {
            for code in codes {
                let digits = &code.id[1..];
                assert!(
                    (code.id.starts_with('E') || code.id.starts_with('W'))
                        && digits.len() == 4
                        && digits.chars().all(|c| c.is_ascii_digit())
                        && digits.starts_with(prefix),
                    "{} ({}) is not E/W + 4 digits in area {prefix}",
                    code.id,
                    code.name
                );
                assert!(seen.insert(code.id), "{} is registered twice", code.id);
                assert!(!code.summary().is_empty(), "{} has no explanation", code.id);
            }
        }
    }

    #[test]
    fn a_code_survives_a_trip_through_syn() {
        let err = syn_error(
            proc_macro2::Span::call_site(),
            input::ATTRIBUTE_SYNTAX,
            "bad",
        );
        let text = err.to_string();
        assert_eq!(split_syn_message(&text), (input::ATTRIBUTE_SYNTAX, "bad"));
        assert_eq!(
            split_syn_message("expected `,`"),
            (input::ATTRIBUTE_SYNTAX, "expected `,`")
        );
    }
}
