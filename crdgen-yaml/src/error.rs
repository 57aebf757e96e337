//! The error `parse` and `format` return.

use std::fmt;

/// What kind of problem a [`YamlError`] is, so a caller can name it with a stable code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum YamlErrorKind {
    /// Not well-formed YAML.
    Syntax,
    /// A YAML feature the emitter cannot reproduce: a directive, an anchor, an alias, a
    /// tag, or a sequence or mapping as a key.
    Unsupported,
    /// A comment inside a document, which re-emitting would lose.
    Comment,
    /// A mapping with the same key twice.
    DuplicateKey,
    /// `.inf` or `.nan`, which JSON cannot hold.
    NonFinite,
    /// Nested deeper than the reader accepts.
    TooDeep,
}

/// Why a YAML file could not be read or reproduced, with a 1-based position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YamlError {
    /// What kind of problem it is.
    pub kind: YamlErrorKind,
    /// What went wrong, in words for the user.
    pub message: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
}

impl YamlError {
    pub(crate) fn new(
        kind: YamlErrorKind,
        message: impl Into<String>,
        line: usize,
        column: usize,
    ) -> Self {
        YamlError {
            kind,
            message: message.into(),
            line,
            column,
        }
    }
}

impl fmt::Display for YamlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for YamlError {}
