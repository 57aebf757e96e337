//! Label selectors: apimachinery's `labels.Parse` grammar and `Requirement.Matches`
//! semantics, and `metav1.LabelSelectorAsSelector`.
//!
//! ```text
//! selector    ::= "" | requirement ("," requirement)*
//! requirement ::= ["!"] KEY [ ("in" | "notin") "(" values ")" | ("=" | "==" | "!=" | ">" | "<") VALUE ]
//! ```

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use k8s_openapi::apimachinery::pkg::apis::meta::v1 as metav1;

use super::error::{SelectorError, SelectorKind};
use super::validate;

/// How a [`Requirement`] relates its key to its values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Operator {
    /// `key=value`: the label is present with that value.
    Equals,
    /// `key==value`: as [`Operator::Equals`]; kept apart so the selector prints as written.
    DoubleEquals,
    /// `key!=value`: the label is absent or has another value.
    NotEquals,
    /// `key in (a,b)`: the label is present with one of the values.
    In,
    /// `key notin (a,b)`: the label is absent or has none of the values.
    NotIn,
    /// `key`: the label is present.
    Exists,
    /// `!key`: the label is absent.
    DoesNotExist,
    /// `key>3`: the label is present and an integer greater than the value.
    GreaterThan,
    /// `key<3`: the label is present and an integer less than the value.
    LessThan,
}

/// One condition on one label key; a [`LabelSelector`] is the AND of its requirements.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Requirement {
    key: String,
    operator: Operator,
    /// Sorted and without duplicates: a set, as apimachinery's parser builds it.
    values: Vec<String>,
}

/// Why a [`Requirement`]'s parts do not fit together, and which value is at fault.
enum Invalid {
    Key(String),
    /// The message, and the index (into the values as given) of the bad value.
    Value(String, usize),
    Values(String),
}

impl Requirement {
    /// A requirement built from parts, validated as apimachinery's `NewRequirement`
    /// does: a qualified-name key; one value for `=`, `==`, `!=`; at least one for
    /// `in`/`notin`; none for exists/does-not-exist; one integer for `>`/`<`; every
    /// value a valid label value. The error's location is the field path
    /// `key` / `values` / `values[i]`.
    pub fn new(
        key: impl Into<String>,
        operator: Operator,
        values: impl IntoIterator<Item = impl Into<String>>,
    ) -> Result<Requirement, SelectorError> {
        let key = key.into();
        let values: Vec<String> = values.into_iter().map(Into::into).collect();
        Requirement::checked(key, operator, values).map_err(|invalid| match invalid {
            Invalid::Key(message) => SelectorError::in_field("key".into(), message),
            Invalid::Value(message, i) => SelectorError::in_field(format!("values[{i}]"), message),
            Invalid::Values(message) => SelectorError::in_field("values".into(), message),
        })
    }

    fn checked(
        key: String,
        operator: Operator,
        mut values: Vec<String>,
    ) -> Result<Requirement, Invalid> {
        validate::label_key(&key).map_err(Invalid::Key)?;
        let count = values.len();
        match operator {
            Operator::In | Operator::NotIn if count == 0 => {
                return Err(Invalid::Values(
                    "'in' and 'notin' need at least one value".into(),
                ));
            }
            Operator::Equals | Operator::DoubleEquals | Operator::NotEquals if count != 1 => {
                return Err(Invalid::Values(format!(
                    "'=', '==' and '!=' need exactly one value, found {count}"
                )));
            }
            Operator::Exists | Operator::DoesNotExist if count != 0 => {
                return Err(Invalid::Values(format!(
                    "exists and does-not-exist take no values, found {count}"
                )));
            }
            Operator::GreaterThan | Operator::LessThan if count != 1 => {
                return Err(Invalid::Values(format!(
                    "'>' and '<' need exactly one value, found {count}"
                )));
            }
            _ => {}
        }
        for (i, value) in values.iter().enumerate() {
            if matches!(operator, Operator::GreaterThan | Operator::LessThan)
                && value.parse::<i64>().is_err()
            {
                return Err(Invalid::Value(
                    format!("invalid value '{value}' for key '{key}': '>' and '<' need an integer"),
                    i,
                ));
            }
            validate::label_value(&key, value).map_err(|message| Invalid::Value(message, i))?;
        }
        values.sort();
        values.dedup();
        Ok(Requirement {
            key,
            operator,
            values,
        })
    }

    /// The label key.
    pub fn key(&self) -> &str {
        &self.key
    }

    /// The operator.
    pub fn operator(&self) -> Operator {
        self.operator
    }

    /// The values, sorted, without duplicates (none for exists / does-not-exist).
    pub fn values(&self) -> &[String] {
        &self.values
    }

    /// Whether `labels` satisfy this requirement. As in apimachinery, `!=` and `notin`
    /// match objects without the key, and `>`/`<` never match a value that is not an
    /// integer.
    pub fn matches(&self, labels: &BTreeMap<String, String>) -> bool {
        let value = labels.get(&self.key);
        let listed = |v: &String| self.values.binary_search(v).is_ok();
        match self.operator {
            Operator::Equals | Operator::DoubleEquals | Operator::In => value.is_some_and(listed),
            Operator::NotEquals | Operator::NotIn => !value.is_some_and(listed),
            Operator::Exists => value.is_some(),
            Operator::DoesNotExist => value.is_none(),
            Operator::GreaterThan | Operator::LessThan => {
                let (Some(Ok(actual)), Some(Ok(bound))) = (
                    value.map(|v| v.parse::<i64>()),
                    self.values.first().map(|v| v.parse::<i64>()),
                ) else {
                    return false;
                };
                if self.operator == Operator::GreaterThan {
                    actual > bound
                } else {
                    actual < bound
                }
            }
        }
    }
}

impl fmt::Display for Requirement {
    /// apimachinery's `Requirement.String()`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let key = &self.key;
        let values = self.values.join(",");
        match self.operator {
            Operator::Equals => write!(f, "{key}={values}"),
            Operator::DoubleEquals => write!(f, "{key}=={values}"),
            Operator::NotEquals => write!(f, "{key}!={values}"),
            Operator::In => write!(f, "{key} in ({values})"),
            Operator::NotIn => write!(f, "{key} notin ({values})"),
            Operator::Exists => write!(f, "{key}"),
            Operator::DoesNotExist => write!(f, "!{key}"),
            Operator::GreaterThan => write!(f, "{key}>{values}"),
            Operator::LessThan => write!(f, "{key}<{values}"),
        }
    }
}

/// A label selector: the AND of its requirements, sorted by key as apimachinery sorts
/// them, so equal selectors print the same. The empty selector matches everything.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct LabelSelector {
    requirements: Vec<Requirement>,
}

impl LabelSelector {
    /// Parses apimachinery's selector syntax: `a=b`, `a==b`, `a!=b`, `a in (x,y)`,
    /// `a notin (x)`, `a`, `!a`, `a>1`, `a<1`, separated by `,`, with spaces allowed
    /// between tokens. An empty or blank string is [`LabelSelector::everything`].
    pub fn parse(input: &str) -> Result<LabelSelector, SelectorError> {
        Parser::new(input).selector()
    }

    /// The selector that matches every object.
    pub fn everything() -> LabelSelector {
        LabelSelector::default()
    }

    /// A selector from requirements; they are sorted by key.
    pub fn from_requirements(requirements: impl IntoIterator<Item = Requirement>) -> Self {
        let mut requirements: Vec<Requirement> = requirements.into_iter().collect();
        // Stable, so two requirements on one key keep the order they were written in.
        requirements.sort_by(|a, b| a.key.cmp(&b.key));
        LabelSelector { requirements }
    }

    /// `metav1.LabelSelectorAsSelector`: each `matchLabels` entry becomes `key=value`,
    /// each `matchExpressions` entry its `In`, `NotIn`, `Exists` or `DoesNotExist`
    /// requirement. An empty `metav1.LabelSelector` matches everything. Errors name the
    /// field, e.g. `matchExpressions[0].operator`.
    pub fn from_label_selector(
        selector: &metav1::LabelSelector,
    ) -> Result<LabelSelector, SelectorError> {
        let mut requirements = Vec::new();
        for (key, value) in selector.match_labels.iter().flatten() {
            let requirement =
                Requirement::checked(key.clone(), Operator::Equals, vec![value.clone()]).map_err(
                    |invalid| {
                        let path = format!("matchLabels[{key:?}]");
                        match invalid {
                            Invalid::Key(message)
                            | Invalid::Value(message, _)
                            | Invalid::Values(message) => SelectorError::in_field(path, message),
                        }
                    },
                )?;
            requirements.push(requirement);
        }
        for (i, expression) in selector.match_expressions.iter().flatten().enumerate() {
            let path = format!("matchExpressions[{i}]");
            let operator = match expression.operator.as_str() {
                "In" => Operator::In,
                "NotIn" => Operator::NotIn,
                "Exists" => Operator::Exists,
                "DoesNotExist" => Operator::DoesNotExist,
                other => {
                    return Err(SelectorError::in_field(
                        format!("{path}.operator"),
                        format!(
                            "'{other}' is not a label selector operator, expected: In, NotIn, \
                             Exists or DoesNotExist"
                        ),
                    ));
                }
            };
            let values = expression.values.clone().unwrap_or_default();
            let requirement = Requirement::checked(expression.key.clone(), operator, values)
                .map_err(|invalid| match invalid {
                    Invalid::Key(message) => {
                        SelectorError::in_field(format!("{path}.key"), message)
                    }
                    Invalid::Value(message, v) => {
                        SelectorError::in_field(format!("{path}.values[{v}]"), message)
                    }
                    Invalid::Values(message) => {
                        SelectorError::in_field(format!("{path}.values"), message)
                    }
                })?;
            requirements.push(requirement);
        }
        Ok(LabelSelector::from_requirements(requirements))
    }

    /// Whether every requirement matches `labels`.
    pub fn matches(&self, labels: &BTreeMap<String, String>) -> bool {
        self.requirements.iter().all(|r| r.matches(labels))
    }

    /// Whether this selector has no requirements, so it matches everything.
    pub fn is_everything(&self) -> bool {
        self.requirements.is_empty()
    }

    /// The requirements, sorted by key.
    pub fn requirements(&self) -> &[Requirement] {
        &self.requirements
    }
}

impl FromStr for LabelSelector {
    type Err = SelectorError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        LabelSelector::parse(s)
    }
}

impl fmt::Display for LabelSelector {
    /// apimachinery's `Selector.String()`: the requirements sorted by key, joined by `,`,
    /// values sorted; the empty selector prints as the empty string. The output parses
    /// back to an equal selector.
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

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    End,
    /// A key, a value, or one of the keywords `in` and `notin`: which one depends on
    /// where it stands, so `in in (in)` is a valid selector, as in apimachinery.
    Word,
    OpenParen,
    CloseParen,
    Comma,
    Not,
    Equals,
    DoubleEquals,
    NotEquals,
    GreaterThan,
    LessThan,
}

#[derive(Debug, Clone, Copy)]
struct Token<'a> {
    kind: Kind,
    text: &'a str,
    /// Byte offset of the token in the input.
    start: usize,
}

impl Token<'_> {
    fn describe(&self) -> String {
        match self.kind {
            Kind::End => "end of string".into(),
            _ => format!("'{}'", self.text),
        }
    }
}

fn is_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\r' | '\n')
}

fn is_symbol(c: char) -> bool {
    matches!(c, '=' | '!' | '(' | ')' | ',' | '>' | '<')
}

/// apimachinery's lexer: symbols are matched longest first (`!=`, `==`), and anything
/// that is neither a symbol nor a blank is part of a word.
fn tokens(input: &str) -> Vec<Token<'_>> {
    let mut tokens = Vec::new();
    let mut rest = input.char_indices().peekable();
    loop {
        while rest.next_if(|&(_, c)| is_space(c)).is_some() {}
        let Some(&(start, c)) = rest.peek() else {
            tokens.push(Token {
                kind: Kind::End,
                text: "",
                start: input.len(),
            });
            return tokens;
        };
        let kind = if is_symbol(c) {
            rest.next();
            let double = rest.next_if(|&(_, next)| next == '=' && matches!(c, '!' | '='));
            match (c, double.is_some()) {
                ('!', true) => Kind::NotEquals,
                ('=', true) => Kind::DoubleEquals,
                ('!', false) => Kind::Not,
                ('=', false) => Kind::Equals,
                ('(', _) => Kind::OpenParen,
                (')', _) => Kind::CloseParen,
                (',', _) => Kind::Comma,
                ('>', _) => Kind::GreaterThan,
                _ => Kind::LessThan,
            }
        } else {
            while rest
                .next_if(|&(_, c)| !is_symbol(c) && !is_space(c))
                .is_some()
            {}
            Kind::Word
        };
        let end = rest.peek().map_or(input.len(), |&(i, _)| i);
        tokens.push(Token {
            kind,
            text: &input[start..end],
            start,
        });
    }
}

/// A recursive-descent parser that follows apimachinery's step by step, so it accepts
/// and rejects the same strings.
struct Parser<'a> {
    input: &'a str,
    tokens: Vec<Token<'a>>,
    position: usize,
}

impl<'a> Parser<'a> {
    fn new(input: &'a str) -> Self {
        Parser {
            input,
            tokens: tokens(input),
            position: 0,
        }
    }

    fn peek(&self) -> Token<'a> {
        self.tokens
            .get(self.position)
            .or(self.tokens.last())
            .copied()
            .unwrap_or(Token {
                kind: Kind::End,
                text: "",
                start: self.input.len(),
            })
    }

    fn next(&mut self) -> Token<'a> {
        let token = self.peek();
        if self.position < self.tokens.len() {
            self.position += 1;
        }
        token
    }

    fn error(&self, offset: usize, message: String) -> SelectorError {
        SelectorError::at(SelectorKind::Label, self.input, offset, message)
    }

    fn unexpected(&self, token: Token<'_>, expected: &str) -> SelectorError {
        self.error(
            token.start,
            format!("found {}, expected: {expected}", token.describe()),
        )
    }

    fn selector(mut self) -> Result<LabelSelector, SelectorError> {
        let mut requirements = Vec::new();
        loop {
            let token = self.peek();
            match token.kind {
                Kind::Word | Kind::Not => {
                    requirements.push(self.requirement()?);
                    let after = self.next();
                    match after.kind {
                        Kind::End => break,
                        Kind::Comma => {
                            let next = self.peek();
                            if !matches!(next.kind, Kind::Word | Kind::Not) {
                                return Err(self.unexpected(next, "a key or '!' after ','"));
                            }
                        }
                        _ => return Err(self.unexpected(after, "',' or end of string")),
                    }
                }
                Kind::End => break,
                _ => return Err(self.unexpected(token, "a key, '!' or end of string")),
            }
        }
        Ok(LabelSelector::from_requirements(requirements))
    }

    fn requirement(&mut self) -> Result<Requirement, SelectorError> {
        let mut key = self.next();
        let negated = key.kind == Kind::Not;
        if negated {
            key = self.next();
        }
        if key.kind != Kind::Word {
            return Err(self.unexpected(key, "a key"));
        }
        validate::label_key(key.text).map_err(|message| self.error(key.start, message))?;
        let after_key = self.peek();
        // `!key` takes no operator: whatever follows is the caller's to reject.
        if negated || matches!(after_key.kind, Kind::End | Kind::Comma) {
            let operator = if negated {
                Operator::DoesNotExist
            } else {
                Operator::Exists
            };
            return self.build(key, operator, Vec::new());
        }
        let token = self.next();
        let operator = match (token.kind, token.text) {
            (Kind::Word, "in") => Operator::In,
            (Kind::Word, "notin") => Operator::NotIn,
            (Kind::Equals, _) => Operator::Equals,
            (Kind::DoubleEquals, _) => Operator::DoubleEquals,
            (Kind::NotEquals, _) => Operator::NotEquals,
            (Kind::GreaterThan, _) => Operator::GreaterThan,
            (Kind::LessThan, _) => Operator::LessThan,
            _ => {
                return Err(self.unexpected(token, "one of in, notin, =, ==, !=, >, <"));
            }
        };
        let values = match operator {
            Operator::In | Operator::NotIn => self.value_set()?,
            _ => vec![self.exact_value()?],
        };
        self.build(key, operator, values)
    }

    /// Validates a parsed requirement, pointing errors at the key or the bad value.
    fn build(
        &self,
        key: Token<'_>,
        operator: Operator,
        values: Vec<(String, usize)>,
    ) -> Result<Requirement, SelectorError> {
        let offsets: Vec<usize> = values.iter().map(|(_, offset)| *offset).collect();
        let values = values.into_iter().map(|(value, _)| value).collect();
        Requirement::checked(key.text.to_owned(), operator, values).map_err(|invalid| match invalid
        {
            Invalid::Key(message) | Invalid::Values(message) => self.error(key.start, message),
            Invalid::Value(message, i) => {
                self.error(offsets.get(i).copied().unwrap_or(key.start), message)
            }
        })
    }

    /// The value after `=`, `==`, `!=`, `>` or `<`; nothing before `,` or the end is the
    /// empty value.
    fn exact_value(&mut self) -> Result<(String, usize), SelectorError> {
        let token = self.peek();
        if matches!(token.kind, Kind::End | Kind::Comma) {
            return Ok((String::new(), token.start));
        }
        let token = self.next();
        if token.kind == Kind::Word {
            Ok((token.text.to_owned(), token.start))
        } else {
            Err(self.unexpected(token, "a value"))
        }
    }

    /// `( values )`, where an omitted value between commas or parentheses is the empty
    /// value — with apimachinery's quirk that two commas right before `)` are an error.
    fn value_set(&mut self) -> Result<Vec<(String, usize)>, SelectorError> {
        let open = self.next();
        if open.kind != Kind::OpenParen {
            return Err(self.unexpected(open, "'('"));
        }
        let first = self.peek();
        match first.kind {
            Kind::CloseParen => {
                self.next();
                return Ok(vec![(String::new(), first.start)]);
            }
            Kind::Word | Kind::Comma => {}
            _ => return Err(self.unexpected(first, "',', ')' or a value")),
        }
        let mut values = Vec::new();
        loop {
            let token = self.next();
            match token.kind {
                Kind::Word => {
                    values.push((token.text.to_owned(), token.start));
                    let after = self.peek();
                    match after.kind {
                        Kind::Comma => {}
                        Kind::CloseParen => break,
                        _ => return Err(self.unexpected(after, "',' or ')'")),
                    }
                }
                Kind::Comma => {
                    if values.is_empty() {
                        values.push((String::new(), token.start));
                    }
                    let after = self.peek();
                    if after.kind == Kind::CloseParen {
                        values.push((String::new(), after.start));
                        break;
                    }
                    if after.kind == Kind::Comma {
                        self.next();
                        values.push((String::new(), after.start));
                    }
                }
                _ => return Err(self.unexpected(token, "',' or a value")),
            }
        }
        // The loop only stops in front of `)`.
        self.next();
        Ok(values)
    }
}
