//! JSON-like values written in Rust tokens: the values of `default`, `example` and `enum`.
//!
//! `"text"`, `1`, `-0.5`, `true`, `[1, 2]` and `{"key": value}` (trailing commas allowed).
//! Rust's own expression grammar cannot read `{"key": value}`, so the tokens are read
//! here, one value at a time, and every mistake is reported at its token.

use serde_json::{Map, Number, Value};
use syn::parse::ParseStream;
use syn::{Lit, Token};

use crate::diagnostic::codes::{markers as codes, syn_error};

/// How a JSON-like value is written, for help lines.
pub const SYNTAX: &str =
    "write a JSON-like value: \"text\", 1, -0.5, true, [1, 2] or {\"key\": \"value\"}";

fn error(span: proc_macro2::Span, message: impl std::fmt::Display) -> syn::Error {
    syn_error(
        span,
        codes::VALUE_SYNTAX,
        format!("{message}\n= help: {SYNTAX}"),
    )
}

/// Reads a `[...]` list, with the span of each item (to point at a bad one later).
pub fn parse_list(input: ParseStream<'_>) -> syn::Result<Vec<(Value, proc_macro2::Span)>> {
    let content;
    syn::bracketed!(content in input);
    let mut items = Vec::new();
    while !content.is_empty() {
        let span = content.span();
        items.push((parse(&content)?, span));
        if content.is_empty() {
            break;
        }
        expect_comma(&content, "between array items")?;
    }
    Ok(items)
}

/// Reads one value from `input`.
pub fn parse(input: ParseStream<'_>) -> syn::Result<Value> {
    if input.peek(syn::token::Bracket) {
        let items = parse_list(input)?;
        return Ok(Value::Array(items.into_iter().map(|(v, _)| v).collect()));
    }
    if input.peek(syn::token::Brace) {
        let content;
        syn::braced!(content in input);
        return object(&content);
    }
    if input.peek(Token![-]) {
        let minus: Token![-] = input.parse()?;
        return match input.parse::<Lit>() {
            Ok(Lit::Int(i)) => integer(&i, true),
            Ok(Lit::Float(f)) => float(&f, true),
            _ => Err(error(minus.spans[0], "expected a number after `-`")),
        };
    }
    if input.peek(syn::Ident) && !input.peek(syn::LitBool) {
        let ident: syn::Ident = input.parse()?;
        if ident == "null" || ident == "None" {
            return Err(syn_error(
                ident.span(),
                codes::NULL_VALUE,
                format!(
                    "`{ident}` is not a value crdgen writes\n= help: a null default or enum value is rejected by the API server unless the field is nullable; leave the marker out instead"
                ),
            ));
        }
        return Err(error(
            ident.span(),
            format!("expected a value, found `{ident}` (strings are written in quotes)"),
        ));
    }
    if input.is_empty() {
        return Err(error(input.span(), "expected a value"));
    }
    let lit: Lit = match input.parse() {
        Ok(lit) => lit,
        Err(e) => return Err(error(e.span(), "expected a value")),
    };
    match lit {
        Lit::Str(s) => Ok(Value::String(s.value())),
        Lit::Bool(b) => Ok(Value::Bool(b.value)),
        Lit::Int(i) => integer(&i, false),
        Lit::Float(f) => float(&f, false),
        other => Err(error(
            other.span(),
            "this literal has no JSON form (use a string, number or bool)",
        )),
    }
}

fn expect_comma(input: ParseStream<'_>, between: &str) -> syn::Result<()> {
    if input.peek(Token![,]) {
        input.parse::<Token![,]>()?;
        Ok(())
    } else {
        Err(error(input.span(), format!("expected `,` {between}")))
    }
}

fn object(content: ParseStream<'_>) -> syn::Result<Value> {
    let mut map = Map::new();
    while !content.is_empty() {
        let key = if content.peek(syn::LitStr) {
            content.parse::<syn::LitStr>()?
        } else {
            let span = content.span();
            let shown = content
                .fork()
                .parse::<proc_macro2::TokenTree>()
                .map(|t| format!(", found `{t}`"))
                .unwrap_or_default();
            return Err(error(
                span,
                format!("expected an object key in quotes{shown}"),
            ));
        };
        if map.contains_key(&key.value()) {
            return Err(error(
                key.span(),
                format!("key \"{}\" is given twice", key.value()),
            ));
        }
        if !content.peek(Token![:]) {
            return Err(error(
                content.span(),
                format!("expected `:` after \"{}\"", key.value()),
            ));
        }
        content.parse::<Token![:]>()?;
        let value = parse(content)?;
        map.insert(key.value(), value);
        if content.is_empty() {
            break;
        }
        expect_comma(content, "between object entries")?;
    }
    Ok(Value::Object(map))
}

fn integer(lit: &syn::LitInt, negative: bool) -> syn::Result<Value> {
    let too_big = || error(lit.span(), "integer out of range for a 64-bit number");
    let n: i128 = lit.base10_parse().map_err(|_| too_big())?;
    let n = if negative { -n } else { n };
    if let Ok(i) = i64::try_from(n) {
        Ok(Value::Number(i.into()))
    } else if let Ok(u) = u64::try_from(n) {
        Ok(Value::Number(u.into()))
    } else {
        Err(too_big())
    }
}

fn float(lit: &syn::LitFloat, negative: bool) -> syn::Result<Value> {
    let f: f64 = lit.base10_parse()?;
    let f = if negative { -f } else { f };
    Number::from_f64(f)
        .map(Value::Number)
        .ok_or_else(|| error(lit.span(), "not a finite number"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use syn::parse::Parser;

    fn read(tokens: &str) -> syn::Result<Value> {
        let stream: proc_macro2::TokenStream = tokens.parse().unwrap();
        parse.parse2(stream)
    }

    /// The message of the error, which must carry `VALUE_SYNTAX`.
    fn err(tokens: &str) -> String {
        let text = read(tokens).unwrap_err().to_string();
        let (code, message) = crate::diagnostic::codes::split_syn_message(&text);
        assert_eq!(code, codes::VALUE_SYNTAX, "{text}");
        message.to_owned()
    }

    #[test]
    fn literals_arrays_and_objects() {
        assert_eq!(read("\"a\"").unwrap(), json!("a"));
        assert_eq!(read("42").unwrap(), json!(42));
        assert_eq!(read("-7").unwrap(), json!(-7));
        assert_eq!(read("-0.5").unwrap(), json!(-0.5));
        assert_eq!(read("1.5e3").unwrap(), json!(1500.0));
        assert_eq!(read("true").unwrap(), json!(true));
        assert_eq!(read("18446744073709551615").unwrap(), json!(u64::MAX));
        assert_eq!(read("-9223372036854775808").unwrap(), json!(i64::MIN));
        assert_eq!(read("[]").unwrap(), json!([]));
        assert_eq!(read("{}").unwrap(), json!({}));
        assert_eq!(read("[1, \"a\", false,]").unwrap(), json!([1, "a", false]));
        assert_eq!(
            read("[{\"nested\": {\"foo\": \"baz\", \"bar\": true}}, {\"nested\": {},},]").unwrap(),
            json!([{"nested": {"foo": "baz", "bar": true}}, {"nested": {}}])
        );
    }

    #[test]
    fn mistakes_are_errors_with_the_syntax() {
        let help = format!("\n= help: {SYNTAX}");
        assert_eq!(
            err("{a: 1}"),
            format!("expected an object key in quotes, found `a`{help}")
        );
        assert_eq!(err("{\"a\" 1}"), format!("expected `:` after \"a\"{help}"));
        assert_eq!(
            err("{\"a\": 1, \"a\": 2}"),
            format!("key \"a\" is given twice{help}")
        );
        assert_eq!(
            err("[1 2]"),
            format!("expected `,` between array items{help}")
        );
        assert_eq!(
            err("forty"),
            format!("expected a value, found `forty` (strings are written in quotes){help}")
        );
        assert_eq!(err("- true"), format!("expected a number after `-`{help}"));
        assert_eq!(
            err("'c'"),
            format!("this literal has no JSON form (use a string, number or bool){help}")
        );
        assert_eq!(
            err("99999999999999999999"),
            format!("integer out of range for a 64-bit number{help}")
        );
        let null = read("null").unwrap_err().to_string();
        let (code, message) = crate::diagnostic::codes::split_syn_message(&null);
        assert_eq!(code, codes::NULL_VALUE);
        assert!(message.starts_with("`null` is not a value crdgen writes"));
    }
}
