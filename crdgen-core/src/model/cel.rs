//! CEL markers: `validation(...)`, the one-of helpers and `immutable`, which all end up
//! as entries of `x-kubernetes-validations`.
//!
//! Rules and message expressions are parsed once, when the attribute is read, so a
//! syntax error points into the rule text. What the API server checks on the entries
//! themselves (messages without line breaks, known reasons) is checked here too, so
//! `kubectl apply` never finds it first; what needs the schema (a `fieldPath` that
//! resolves, one-of members that exist) is checked where the rules are added to it, in
//! [`crate::schema::markers`].

use proc_macro2::Span;
use serde_json::{Map, Value};
use syn::LitStr;
use syn::meta::ParseNestedMeta;
use syn::spanned::Spanned;

use crate::diagnostic::codes::{Code, cel as codes, syn_error};
use crate::diagnostic::escape;

pub use crate::keywords::CelKind;

/// The reasons the API server accepts (apiextensions `supportedValidationReason`).
pub const REASONS: &[&str] = &[
    "FieldValueRequired",
    "FieldValueInvalid",
    "FieldValueForbidden",
    "FieldValueDuplicate",
];

const VALIDATION_KEYS: &[&str] = &[
    "field_path",
    "message",
    "message_expression",
    "optional_old_self",
    "reason",
    "rule",
];

/// Reads a CEL marker's value. Returns the value (a rule object for `validation`, the
/// member names for a one-of, `true` for `immutable`) and the spans later checks point
/// at: the `field_path` literal of a validation, each member of a one-of.
pub fn parse(meta: &ParseNestedMeta<'_>, kind: CelKind) -> syn::Result<(Value, Vec<Span>)> {
    match kind {
        CelKind::Validation => parse_validation(meta),
        CelKind::AtMostOneOf | CelKind::ExactlyOneOf | CelKind::AtLeastOneOf => parse_members(meta),
        CelKind::Immutable => {
            if !meta.input.is_empty() && !meta.input.peek(syn::Token![,]) {
                return Err(error(
                    meta.path.span(),
                    crate::diagnostic::codes::markers::MARKER_VALUE_MALFORMED,
                    "`immutable` takes no value",
                    "write `#[crd(immutable)]`",
                ));
            }
            Ok((Value::Bool(true), Vec::new()))
        }
    }
}

fn error(span: Span, code: Code, message: impl std::fmt::Display, help: &str) -> syn::Error {
    syn_error(span, code, format!("{message}\n= help: {help}"))
}

fn has_newline(s: &str) -> bool {
    s.contains('\n')
}

fn parse_validation(meta: &ParseNestedMeta<'_>) -> syn::Result<(Value, Vec<Span>)> {
    let mut rule: Option<(LitStr, cel::IdedExpr)> = None;
    let mut message: Option<LitStr> = None;
    let mut message_expression: Option<LitStr> = None;
    let mut reason: Option<LitStr> = None;
    let mut field_path: Option<LitStr> = None;
    let mut optional_old_self: Option<(bool, Span)> = None;
    let mut seen: Vec<String> = Vec::new();
    meta.parse_nested_meta(|inner| {
        let key = inner
            .path
            .get_ident()
            .map(|i| i.to_string())
            .unwrap_or_default();
        if seen.contains(&key) {
            return Err(error(
                inner.path.span(),
                codes::VALIDATION_KEY_TWICE,
                format_args!("`{key}` is given twice in `validation(...)`"),
                "write each key once",
            ));
        }
        seen.push(key.clone());
        match key.as_str() {
            "rule" => {
                let lit: LitStr = inner.value()?.parse()?;
                let expr = parse_cel(&lit, "rule")?;
                rule = Some((lit, expr));
            }
            "message" => message = Some(inner.value()?.parse()?),
            "message_expression" => {
                let lit: LitStr = inner.value()?.parse()?;
                parse_cel(&lit, "message_expression")?;
                message_expression = Some(lit);
            }
            "reason" => reason = Some(inner.value()?.parse()?),
            "field_path" => field_path = Some(inner.value()?.parse()?),
            "optional_old_self" => {
                let value = if inner.input.peek(syn::Token![=]) {
                    inner.value()?.parse::<syn::LitBool>()?.value
                } else {
                    true
                };
                optional_old_self = Some((value, inner.path.span()));
            }
            _ => {
                let err = super::kind::unknown_key(
                    inner.path.span(),
                    &key,
                    "`validation(...)`",
                    VALIDATION_KEYS,
                );
                return Err(syn_error(
                    err.span,
                    err.code,
                    format!("{}\n= help: {}", err.message, err.help.unwrap_or_default()),
                ));
            }
        }
        Ok(())
    })?;
    let Some((rule_lit, expr)) = rule else {
        return Err(error(
            meta.path.span(),
            codes::VALIDATION_WITHOUT_RULE,
            "`validation(...)` needs a `rule`",
            "write validation(rule = \"self.size() > 0\", message = \"...\")",
        ));
    };
    let rule_text = rule_lit.value();
    let mut out = Map::new();
    if rule_text.trim().is_empty() {
        return Err(error(
            rule_lit.span(),
            codes::VALIDATION_WITHOUT_RULE,
            "the CEL rule is empty",
            "write an expression that is true for valid values",
        ));
    }
    if let Some(m) = &message {
        let text = m.value();
        if text.trim().is_empty() {
            return Err(error(
                m.span(),
                codes::VALIDATION_MESSAGE_INVALID,
                "`message` is empty",
                "write the message shown when the rule fails, or remove `message`",
            ));
        }
        if has_newline(text.trim()) {
            return Err(error(
                m.span(),
                codes::VALIDATION_MESSAGE_INVALID,
                "`message` contains a line break, which the API server rejects",
                "write the message on one line",
            ));
        }
        out.insert("message".into(), Value::String(text));
    }
    if let Some(m) = &message_expression {
        let text = m.value();
        if text.trim().is_empty() {
            return Err(error(
                m.span(),
                codes::VALIDATION_MESSAGE_INVALID,
                "`message_expression` is empty",
                "write a CEL expression that gives the message, or remove `message_expression`",
            ));
        }
        out.insert("messageExpression".into(), Value::String(text));
    }
    if has_newline(rule_text.trim()) && message.is_none() && message_expression.is_none() {
        return Err(error(
            rule_lit.span(),
            codes::MULTILINE_RULE_WITHOUT_MESSAGE,
            "a rule written on several lines needs a `message` or `message_expression`",
            "add message = \"...\" (the API server requires one for rules with line breaks)",
        ));
    }
    if let Some((value, span)) = optional_old_self {
        if value && !expr.references().has_variable("oldSelf") {
            return Err(error(
                span,
                codes::OPTIONAL_OLD_SELF_WITHOUT_OLD_SELF,
                "`optional_old_self` on a rule that does not use `oldSelf`",
                "remove `optional_old_self`, or write a transition rule that reads oldSelf (e.g. oldSelf.hasValue())",
            ));
        }
        out.insert("optionalOldSelf".into(), Value::Bool(value));
    }
    if let Some(r) = &reason {
        let text = r.value();
        if !REASONS.contains(&text.as_str()) {
            let help = match crate::diagnostic::suggest::best(&text, REASONS) {
                Some(c) => format!("did you mean `{c}`? known reasons: {}", REASONS.join(", ")),
                None => format!("known reasons: {}", REASONS.join(", ")),
            };
            return Err(error(
                r.span(),
                codes::UNKNOWN_VALIDATION_REASON,
                format_args!("unknown validation reason `{}`", escape::value(&text)),
                &help,
            ));
        }
        out.insert("reason".into(), Value::String(text));
    }
    let mut spans = Vec::new();
    if let Some(p) = &field_path {
        let text = p.value();
        if text.trim().is_empty() || has_newline(&text) {
            return Err(error(
                p.span(),
                codes::FIELD_PATH_INVALID,
                "`field_path` must be a JSON path on one line",
                "write a path into this schema, e.g. \".spec.replicas\" or \"['key']\"",
            ));
        }
        out.insert("fieldPath".into(), Value::String(text));
        spans.push(p.span());
    }
    out.insert("rule".into(), Value::String(rule_text));
    Ok((Value::Object(out), spans))
}

fn parse_members(meta: &ParseNestedMeta<'_>) -> syn::Result<(Value, Vec<Span>)> {
    let key = meta
        .path
        .get_ident()
        .map(|i| i.to_string())
        .unwrap_or_default();
    if !meta.input.peek(syn::token::Paren) {
        return Err(error(
            meta.path.span(),
            codes::ONE_OF_MALFORMED,
            format_args!("`{key}` lists the fields it is about"),
            &format!("write {key}(\"a\", \"b\") with the JSON names of the fields"),
        ));
    }
    let content;
    syn::parenthesized!(content in meta.input);
    let items = content.parse_terminated(|p| p.parse::<LitStr>(), syn::Token![,])?;
    if items.len() < 2 {
        return Err(error(
            meta.path.span(),
            codes::ONE_OF_MALFORMED,
            format_args!("`{key}` needs at least two fields"),
            &format!("list two or more JSON field names: {key}(\"a\", \"b\")"),
        ));
    }
    let mut names: Vec<String> = Vec::new();
    let mut spans = Vec::new();
    for lit in &items {
        let name = lit.value();
        if names.contains(&name) {
            return Err(error(
                lit.span(),
                codes::ONE_OF_MALFORMED,
                format_args!("`{}` is listed twice in `{key}`", escape::value(&name)),
                "list each field once",
            ));
        }
        names.push(name);
        spans.push(lit.span());
    }
    Ok((
        Value::Array(names.into_iter().map(Value::String).collect()),
        spans,
    ))
}

/// Parses `lit` as CEL; a syntax error points at the column the parser reports.
fn parse_cel(lit: &LitStr, what: &str) -> syn::Result<cel::IdedExpr> {
    let source = lit.value();
    let parsed = cel::parser::Parser::new()
        .enable_optional_syntax(true)
        .parse(&source);
    let errors = match parsed {
        Ok(expr) => return Ok(expr),
        Err(e) => e,
    };
    let Some(first) = errors.errors.first() else {
        return Err(error(
            lit.span(),
            codes::CEL_SYNTAX,
            format_args!("invalid CEL in `{what}`"),
            "fix the expression",
        ));
    };
    let message = first
        .msg
        .strip_prefix("Syntax error: ")
        .unwrap_or(&first.msg);
    let help = "fix the expression (the API server parses it with CEL's grammar; strings in CEL are quoted with ' or \")";
    let (line, column) = first.pos;
    let char_index = (line >= 1 && column >= 1)
        .then(|| value_char_index(&source, line as usize, column as usize))
        .flatten();
    let sub = char_index
        .and_then(|i| token_char_offset(&lit.token().to_string(), i))
        .and_then(|off| lit.token().subspan(off..off + 1));
    match (sub, char_index) {
        (Some(span), _) => Err(error(
            span,
            codes::CEL_SYNTAX,
            format_args!("invalid CEL in `{what}`: {message}"),
            help,
        )),
        // No sub-span (compiler tokens on stable): point at the literal and draw the
        // caret under the column in the message instead.
        (None, Some(i)) => {
            let line_text = source.lines().nth(line as usize - 1).unwrap_or("");
            let col = i - source
                .split('\n')
                .take(line as usize - 1)
                .map(|l| l.chars().count() + 1)
                .sum::<usize>();
            Err(error(
                lit.span(),
                codes::CEL_SYNTAX,
                format_args!(
                    "invalid CEL in `{what}`: {message}\n    {line_text}\n    {:>width$}",
                    "^",
                    width = col + 1
                ),
                help,
            ))
        }
        (None, None) => Err(error(
            lit.span(),
            codes::CEL_SYNTAX,
            format_args!("invalid CEL in `{what}`: {message}"),
            help,
        )),
    }
}

/// The index, in characters of the string's value, of 1-based `line` and `column`.
fn value_char_index(value: &str, line: usize, column: usize) -> Option<usize> {
    let mut index = 0;
    for (n, text) in value.split('\n').enumerate() {
        if n + 1 == line {
            let len = text.chars().count();
            // An error at the end of input is reported one past the last character.
            return Some(index + (column - 1).min(len.saturating_sub(1)));
        }
        index += text.chars().count() + 1;
    }
    None
}

/// The span of the bytes `range` of `lit`'s value, inside the literal as written, or
/// `None` where proc-macro2 cannot make sub-spans (compiler tokens on stable).
pub(crate) fn value_subspan(
    lit: &LitStr,
    range: std::ops::Range<usize>,
) -> Option<proc_macro2::Span> {
    let value = lit.value();
    let start = value.get(..range.start)?.chars().count();
    let width = value.get(range)?.chars().count().max(1);
    let token = lit.token();
    let text = token.to_string();
    let from = token_char_offset(&text, start)?;
    let to = token_char_offset(&text, start + width).unwrap_or(from + 1);
    token.subspan(from..to.max(from + 1))
}

/// The offset, in characters of the literal token as written (quotes, escapes and
/// all), of the value's `index`-th character.
fn token_char_offset(token: &str, index: usize) -> Option<usize> {
    let chars: Vec<char> = token.chars().collect();
    if chars.first() == Some(&'r') {
        // r"..." or r#"..."#: the value is the text between the quotes, verbatim.
        let hashes = chars.iter().skip(1).take_while(|c| **c == '#').count();
        return Some(1 + hashes + 1 + index);
    }
    let mut i = 1; // after the opening quote
    let mut value_index = 0;
    while i < chars.len().saturating_sub(1) {
        if chars[i] == '\\' && chars.get(i + 1) == Some(&'\n') {
            // A line continuation: the newline and the next line's leading whitespace
            // are not part of the value.
            i += 2;
            while chars.get(i).is_some_and(|c| c.is_whitespace()) {
                i += 1;
            }
            continue;
        }
        if value_index == index {
            return Some(i);
        }
        if chars[i] == '\\' {
            match chars.get(i + 1) {
                Some('x') => i += 4,
                Some('u') => {
                    while chars.get(i).is_some_and(|c| *c != '}') {
                        i += 1;
                    }
                    i += 1;
                }
                _ => i += 2,
            }
        } else {
            i += 1;
        }
        value_index += 1;
    }
    (value_index == index).then_some(i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn token_offsets_account_for_quotes_and_escapes() {
        assert_eq!(token_char_offset("\"abc\"", 0), Some(1));
        assert_eq!(token_char_offset("\"a\\\"c\"", 2), Some(4));
        assert_eq!(token_char_offset("r#\"abc\"#", 1), Some(4));
        assert_eq!(token_char_offset("\"a\\\n    b\"", 1), Some(8));
    }

    #[test]
    fn cel_syntax_errors_point_into_the_rule() {
        let f: syn::Field = syn::parse_quote! {
            #[crd(validation(rule = "self.size() >"))]
            name: String
        };
        let err = crate::model::markers::parse(&f.attrs, crate::model::markers::Place::Field)
            .unwrap_err()
            .remove(0);
        assert!(
            err.message.starts_with("invalid CEL in `rule`: "),
            "{}",
            err.message
        );
    }
}
