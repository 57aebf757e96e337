//! `external_docs(url = "...", description = "...")`: read into `{url, description}`,
//! with the URL checked as a reader's browser needs it.

use serde_json::{Map, Value};
use syn::LitStr;
use syn::meta::ParseNestedMeta;
use syn::spanned::Spanned;

use crate::diagnostic::codes::{markers as codes, syn_error};
use crate::diagnostic::escape;

const EXTERNAL_DOCS_HELP: &str =
    "write external_docs(url = \"https://example.com/docs\", description = \"...\")";

/// Reads `external_docs(url = "...", description = "...")` into `{url, description}`.
pub fn parse(meta: &ParseNestedMeta<'_>) -> syn::Result<Value> {
    let span = meta.path.span();
    if !meta.input.peek(syn::token::Paren) {
        return Err(syn_error(
            span,
            codes::EXTERNAL_DOCS_MALFORMED,
            format!(
                "`external_docs` takes a url and a description in parentheses\n= help: {EXTERNAL_DOCS_HELP}"
            ),
        ));
    }
    let mut url: Option<String> = None;
    let mut description: Option<String> = None;
    meta.parse_nested_meta(|inner| {
        let key = inner.path.get_ident().map(|i| i.to_string()).unwrap_or_default();
        let slot = match key.as_str() {
            "url" => &mut url,
            "description" => &mut description,
            _ => {
                return Err(syn_error(
                    inner.path.span(),
                    codes::EXTERNAL_DOCS_MALFORMED,
                    format!("unknown key `{key}` in external_docs(...)\n= help: known keys: description, url"),
                ));
            }
        };
        let lit: LitStr = inner.value()?.parse()?;
        if slot.is_some() {
            return Err(syn_error(
                inner.path.span(),
                codes::EXTERNAL_DOCS_MALFORMED,
                format!("`{key}` is given twice\n= help: {EXTERNAL_DOCS_HELP}"),
            ));
        }
        if key == "url"
            && let Err(why) = check_url(&lit.value())
        {
            return Err(syn_error(
                lit.span(),
                codes::EXTERNAL_DOCS_URL_INVALID,
                format!("invalid `url` in `external_docs`: {why}\n= help: write an absolute http or https URL, e.g. \"https://example.com/docs\""),
            ));
        }
        *slot = Some(lit.value());
        Ok(())
    })?;
    let Some(url) = url else {
        return Err(syn_error(
            span,
            codes::EXTERNAL_DOCS_MALFORMED,
            format!("`external_docs` needs a `url`\n= help: {EXTERNAL_DOCS_HELP}"),
        ));
    };
    let mut docs = Map::new();
    if let Some(d) = description {
        docs.insert("description".into(), Value::String(d));
    }
    docs.insert("url".into(), Value::String(url));
    Ok(Value::Object(docs))
}

/// Is `text` an absolute http(s) URL? Checks the parts a reader's browser needs: the
/// scheme, a host made of valid labels (or a bracketed IPv6 address), an optional
/// numeric port, and no whitespace anywhere.
pub fn check_url(text: &str) -> Result<(), String> {
    let Some((scheme, rest)) = text.split_once("://") else {
        return Err("it is not an absolute URL (it needs http:// or https://)".into());
    };
    if !scheme.eq_ignore_ascii_case("http") && !scheme.eq_ignore_ascii_case("https") {
        return Err(format!(
            "the scheme `{}` is not http or https",
            escape::value(scheme)
        ));
    }
    if let Some(c) = text.chars().find(|c| c.is_whitespace() || c.is_control()) {
        return Err(format!("it contains {c:?}; spaces must be written %20"));
    }
    let authority = &rest[..rest.find(['/', '?', '#']).unwrap_or(rest.len())];
    let host_port = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    let (host, port) = if let Some(inner) = host_port.strip_prefix('[') {
        let Some((addr, after)) = inner.split_once(']') else {
            return Err("the IPv6 address is not closed with `]`".into());
        };
        if addr.is_empty()
            || !addr
                .chars()
                .all(|c| c.is_ascii_hexdigit() || c == ':' || c == '.')
        {
            return Err(format!(
                "`[{}]` is not an IPv6 address",
                escape::value(addr)
            ));
        }
        match after {
            "" => ("", None),
            p => match p.strip_prefix(':') {
                Some(p) => ("", Some(p)),
                None => {
                    return Err(format!(
                        "unexpected `{}` after the IPv6 address",
                        escape::value(p)
                    ));
                }
            },
        }
    } else {
        match host_port.rsplit_once(':') {
            Some((h, p)) => (h, Some(p)),
            None => (host_port, None),
        }
    };
    if !host_port.starts_with('[') {
        if host.is_empty() {
            return Err("it has no host".into());
        }
        let bad_label = host.trim_end_matches('.').split('.').find(|label| {
            label.is_empty()
                || label.starts_with('-')
                || label.ends_with('-')
                || !label
                    .chars()
                    .all(|c| c.is_alphanumeric() || c == '-' || c == '_' || c == '%')
        });
        if let Some(label) = bad_label {
            return Err(format!(
                "the host `{}` has an invalid part `{}`",
                escape::value(host),
                escape::value(label)
            ));
        }
    }
    if let Some(p) = port
        && (p.is_empty() || p.parse::<u16>().is_err())
    {
        return Err(format!(
            "the port `{}` is not a number from 0 to 65535",
            escape::value(p)
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls() {
        for ok in [
            "https://example.com/docs",
            "http://example.com",
            "HTTPS://a.b-c.example:8443/x?y=1#z",
            "https://user@host/",
            "http://[::1]:8080/",
            "https://xn--bcher-kva.example/",
        ] {
            assert_eq!(check_url(ok), Ok(()), "{ok}");
        }
        for (bad, why) in [
            (
                "example.com/docs",
                "it is not an absolute URL (it needs http:// or https://)",
            ),
            ("ftp://example.com", "the scheme `ftp` is not http or https"),
            ("https:///docs", "it has no host"),
            (
                "https://exa mple.com",
                "it contains ' '; spaces must be written %20",
            ),
            (
                "https://example..com",
                "the host `example..com` has an invalid part ``",
            ),
            (
                "https://-x.com",
                "the host `-x.com` has an invalid part `-x`",
            ),
            (
                "https://x.com:99999/",
                "the port `99999` is not a number from 0 to 65535",
            ),
            ("https://[::1/", "the IPv6 address is not closed with `]`"),
        ] {
            assert_eq!(check_url(bad), Err(why.to_string()), "{bad}");
        }
    }
}
