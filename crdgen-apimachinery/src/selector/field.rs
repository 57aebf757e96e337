//! Field selectors: apimachinery's `fields.ParseSelector` — `field=value`,
//! `field==value` and `field!=value` terms separated by `,`, with `\,`, `\=` and `\\`
//! escaping those characters in values. Which fields a kind supports is the API server's
//! business (see `crdgen::fake`), not the parser's.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use super::error::{SelectorError, SelectorKind};

/// How a [`FieldRequirement`] compares its field with its value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FieldOperator {
    /// `=` or `==` (the same to the API server, which prints both as `=`).
    Equals,
    /// `!=`.
    NotEquals,
}

/// One term of a field selector.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FieldRequirement {
    /// The field, e.g. `metadata.name`, exactly as written (blanks are not trimmed, as
    /// the API server does not trim them).
    pub field: String,
    /// The comparison.
    pub operator: FieldOperator,
    /// The value, unescaped.
    pub value: String,
}

impl FieldRequirement {
    /// Whether `fields` satisfy this term; a missing field counts as the empty string,
    /// as in apimachinery's `fields.Set`.
    pub fn matches(&self, fields: &BTreeMap<String, String>) -> bool {
        let actual = fields.get(&self.field).map_or("", String::as_str);
        match self.operator {
            FieldOperator::Equals => actual == self.value,
            FieldOperator::NotEquals => actual != self.value,
        }
    }
}

impl fmt::Display for FieldRequirement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let operator = match self.operator {
            FieldOperator::Equals => "=",
            FieldOperator::NotEquals => "!=",
        };
        write!(f, "{}{operator}", self.field)?;
        for c in self.value.chars() {
            if matches!(c, '\\' | ',' | '=') {
                f.write_str("\\")?;
            }
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// A field selector: the AND of its terms, in apimachinery's order (sorted by the terms'
/// text). The empty selector matches everything.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct FieldSelector {
    requirements: Vec<FieldRequirement>,
}

impl FieldSelector {
    /// Parses `field=value`, `field==value` and `field!=value` terms separated by
    /// unescaped commas; empty terms are skipped and an empty string matches everything.
    pub fn parse(input: &str) -> Result<FieldSelector, SelectorError> {
        let mut terms = split_terms(input);
        // apimachinery sorts the raw terms before parsing them.
        terms.sort_by(|a, b| a.1.cmp(b.1));
        let mut requirements = Vec::new();
        for (start, term) in terms {
            if term.is_empty() {
                continue;
            }
            let Some((at, operator, width)) = find_operator(term) else {
                return Err(SelectorError::at(
                    SelectorKind::Field,
                    input,
                    start,
                    format!("found no operator in '{term}', expected: '=', '==' or '!='"),
                ));
            };
            let value_start = start + at + width;
            let value = unescape(&term[at + width..]).map_err(|(offset, message)| {
                SelectorError::at(SelectorKind::Field, input, value_start + offset, message)
            })?;
            requirements.push(FieldRequirement {
                field: term[..at].to_owned(),
                operator,
                value,
            });
        }
        Ok(FieldSelector { requirements })
    }

    /// The selector that matches every object.
    pub fn everything() -> FieldSelector {
        FieldSelector::default()
    }

    /// Whether this selector has no terms.
    pub fn is_everything(&self) -> bool {
        self.requirements.is_empty()
    }

    /// The terms, for the API server (or the fake) to check against the fields it knows.
    pub fn requirements(&self) -> &[FieldRequirement] {
        &self.requirements
    }

    /// Whether every term matches `fields` (e.g. `metadata.name` → the name).
    pub fn matches(&self, fields: &BTreeMap<String, String>) -> bool {
        self.requirements.iter().all(|r| r.matches(fields))
    }
}

impl FromStr for FieldSelector {
    type Err = SelectorError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        FieldSelector::parse(s)
    }
}

impl fmt::Display for FieldSelector {
    /// apimachinery's `String()`: the terms joined by `,`, values escaped, `==` as `=`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, requirement) in self.requirements.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{requirement}")?;
        }
        Ok(())
    }
}

/// The terms between unescaped commas, each with its byte offset.
fn split_terms(input: &str) -> Vec<(usize, &str)> {
    if input.is_empty() {
        return Vec::new();
    }
    let mut terms = Vec::new();
    let mut start = 0;
    let mut escaped = false;
    for (i, c) in input.char_indices() {
        if escaped {
            escaped = false;
        } else if c == '\\' {
            escaped = true;
        } else if c == ',' {
            terms.push((start, &input[start..i]));
            start = i + 1;
        }
    }
    terms.push((start, &input[start..]));
    terms
}

/// The first operator in `term`: its offset, kind and width. At each position `!=` is
/// tried before `==` before `=`, as apimachinery does.
fn find_operator(term: &str) -> Option<(usize, FieldOperator, usize)> {
    term.char_indices().find_map(|(i, _)| {
        let rest = &term[i..];
        if rest.starts_with("!=") {
            Some((i, FieldOperator::NotEquals, 2))
        } else if rest.starts_with("==") {
            Some((i, FieldOperator::Equals, 2))
        } else if rest.starts_with('=') {
            Some((i, FieldOperator::Equals, 1))
        } else {
            None
        }
    })
}

/// Undoes `\\`, `\,` and `\=`; any other escape, a trailing `\`, or a bare `,` or `=`
/// is an error at its byte offset.
fn unescape(value: &str) -> Result<String, (usize, String)> {
    let mut out = String::with_capacity(value.len());
    let mut escape_at = None;
    for (i, c) in value.char_indices() {
        if let Some(at) = escape_at.take() {
            if !matches!(c, '\\' | ',' | '=') {
                return Err((
                    at,
                    format!("invalid escape sequence '\\{c}', expected: '\\\\', '\\,' or '\\='"),
                ));
            }
            out.push(c);
            continue;
        }
        match c {
            '\\' => escape_at = Some(i),
            ',' | '=' => {
                return Err((
                    i,
                    format!("found unescaped '{c}' in a value, expected: '\\{c}'"),
                ));
            }
            _ => out.push(c),
        }
    }
    if let Some(at) = escape_at {
        return Err((
            at,
            "found '\\' at the end of a value, expected: an escaped '\\', ',' or '='".into(),
        ));
    }
    Ok(out)
}
