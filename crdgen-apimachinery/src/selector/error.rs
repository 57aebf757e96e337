//! The one error type of both selector parsers.

use std::fmt;

/// Where a selector went wrong.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ErrorLocation {
    /// In a selector string: the 1-based column (in characters) of the offending token;
    /// one past the last character for a selector that ended too early.
    Column(usize),
    /// In a `metav1.LabelSelector`: the path of the offending field, e.g.
    /// `matchExpressions[1].values[0]`.
    Field(String),
}

/// Which of the two selector languages an error is about; only changes the wording.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum SelectorKind {
    Label,
    Field,
}

/// A selector that cannot be parsed or is not valid: where, and what was expected there.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SelectorError {
    kind: SelectorKind,
    /// The selector string; empty for a `metav1.LabelSelector`.
    input: String,
    location: ErrorLocation,
    message: String,
}

impl SelectorError {
    /// An error at byte `offset` of `input`.
    pub(crate) fn at(kind: SelectorKind, input: &str, offset: usize, message: String) -> Self {
        // Columns count characters, so a multi-byte key does not shift the caret.
        let column = input
            .get(..offset)
            .map_or_else(|| input.chars().count(), |before| before.chars().count())
            + 1;
        SelectorError {
            kind,
            input: input.to_owned(),
            location: ErrorLocation::Column(column),
            message,
        }
    }

    /// An error in the field `path` of a `metav1.LabelSelector`.
    pub(crate) fn in_field(path: String, message: String) -> Self {
        SelectorError {
            kind: SelectorKind::Label,
            input: String::new(),
            location: ErrorLocation::Field(path),
            message,
        }
    }

    /// The selector string that failed to parse (empty for a `metav1.LabelSelector`).
    pub fn input(&self) -> &str {
        &self.input
    }

    /// Where it went wrong.
    pub fn location(&self) -> &ErrorLocation {
        &self.location
    }

    /// What went wrong, without the location.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for SelectorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.kind {
            SelectorKind::Label => "label selector",
            SelectorKind::Field => "field selector",
        };
        match &self.location {
            ErrorLocation::Column(column) => write!(
                f,
                "invalid {what} {:?}: column {column}: {}",
                self.input, self.message
            ),
            ErrorLocation::Field(path) => write!(f, "invalid {what}: {path}: {}", self.message),
        }
    }
}

impl std::error::Error for SelectorError {}
