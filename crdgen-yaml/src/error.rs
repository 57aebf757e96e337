//! The error `parse` and `format` return.

use std::fmt;

/// Why a YAML file could not be read or reproduced, with a 1-based position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YamlError {
    /// What went wrong, in words for the user.
    pub message: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
}

impl YamlError {
    pub(crate) fn new(message: impl Into<String>, line: usize, column: usize) -> Self {
        YamlError {
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
