//! The `kubernetes.URL` type of kube-apiserver's CEL library
//! (`k8s.io/apiserver/pkg/cel/library/urls.go`): `url`, `isURL`, `getScheme`,
//! `getHost`, `getHostname`, `getPort`, `getEscapedPath`, `getQuery`.
//!
//! URLs are parsed as Go's `net/url` parses them (`ParseRequestURI` to accept, then
//! `Parse` to split off the fragment), since the server's results and error texts
//! are that package's: the WHATWG parser of the `url` crate normalises where Go does
//! not.

use std::collections::HashMap;
use std::sync::Arc;

use cel::common::types::STRING_TYPE;
use cel::objects::{Key, Map as CelMap, Opaque};
use cel::{DeclarationError, Env, Value};

use super::overload::{opaque, opaque_type, overload, server_error, string, wrap};

/// The CEL type name of URLs.
const URL: &str = "kubernetes.URL";

/// Go's `url.URL`, the fields the library reads.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Url {
    scheme: String,
    opaque: String,
    user: Option<(String, Option<String>)>,
    host: String,
    path: String,
    raw_path: String,
    force_query: bool,
    raw_query: String,
    fragment: String,
    raw_fragment: String,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Path,
    Host,
    Zone,
    UserPassword,
    QueryComponent,
    Fragment,
}

/// `shouldEscape`.
fn should_escape(c: u8, mode: Mode) -> bool {
    if c.is_ascii_alphanumeric() {
        return false;
    }
    if matches!(mode, Mode::Host | Mode::Zone)
        && matches!(
            c,
            b'!' | b'$'
                | b'&'
                | b'\''
                | b'('
                | b')'
                | b'*'
                | b'+'
                | b','
                | b';'
                | b'='
                | b':'
                | b'['
                | b']'
                | b'<'
                | b'>'
                | b'"'
        )
    {
        return false;
    }
    match c {
        b'-' | b'_' | b'.' | b'~' => return false,
        b'$' | b'&' | b'+' | b',' | b'/' | b':' | b';' | b'=' | b'?' | b'@' => match mode {
            Mode::Path => return c == b'?',
            Mode::UserPassword => return matches!(c, b'@' | b'/' | b'?' | b':'),
            Mode::QueryComponent => return true,
            Mode::Fragment => return false,
            Mode::Host | Mode::Zone => {}
        },
        _ => {}
    }
    !(mode == Mode::Fragment && matches!(c, b'!' | b'(' | b')' | b'*'))
}

fn unhex(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        b'A'..=b'F' => c - b'A' + 10,
        _ => 0,
    }
}

/// `unescape`, with `EscapeError` and `InvalidHostError` texts.
fn unescape(s: &str, mode: Mode) -> Result<String, String> {
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'%' => {
                if i + 2 >= b.len()
                    || !b[i + 1].is_ascii_hexdigit()
                    || !b[i + 2].is_ascii_hexdigit()
                {
                    let rest = &b[i..b.len().min(i + 3)];
                    return Err(format!(
                        "invalid URL escape {}",
                        crate::field::go_quote(&String::from_utf8_lossy(rest))
                    ));
                }
                let escape = &s[i..i + 3];
                if mode == Mode::Host && unhex(b[i + 1]) < 8 && escape != "%25" {
                    return Err(format!(
                        "invalid URL escape {}",
                        crate::field::go_quote(escape)
                    ));
                }
                if mode == Mode::Zone {
                    let v = (unhex(b[i + 1]) << 4) | unhex(b[i + 2]);
                    if escape != "%25" && v != b' ' && should_escape(v, Mode::Host) {
                        return Err(format!(
                            "invalid URL escape {}",
                            crate::field::go_quote(escape)
                        ));
                    }
                }
                i += 3;
            }
            c => {
                if matches!(mode, Mode::Host | Mode::Zone) && c < 0x80 && should_escape(c, mode) {
                    return Err(format!(
                        "invalid character {} in host name",
                        crate::field::go_quote(&s[i..i + 1])
                    ));
                }
                i += 1;
            }
        }
    }
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'%' => {
                out.push((unhex(b[i + 1]) << 4) | unhex(b[i + 2]));
                i += 3;
            }
            b'+' if mode == Mode::QueryComponent => {
                out.push(b' ');
                i += 1;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    // Go strings hold any bytes; a CEL string must be UTF-8.
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// `escape`.
fn escape(s: &str, mode: Mode) -> String {
    let mut out = String::with_capacity(s.len());
    for &c in s.as_bytes() {
        if c == b' ' && mode == Mode::QueryComponent {
            out.push('+');
        } else if should_escape(c, mode) {
            out.push_str(&format!("%{c:02X}"));
        } else {
            out.push(char::from(c));
        }
    }
    out
}

/// `getScheme`.
fn get_scheme(raw: &str) -> Result<(&str, &str), String> {
    for (i, c) in raw.bytes().enumerate() {
        match c {
            b'a'..=b'z' | b'A'..=b'Z' => {}
            b'0'..=b'9' | b'+' | b'-' | b'.' if i == 0 => return Ok(("", raw)),
            b'0'..=b'9' | b'+' | b'-' | b'.' => {}
            b':' if i == 0 => return Err("missing protocol scheme".to_owned()),
            b':' => return Ok((&raw[..i], &raw[i + 1..])),
            _ => return Ok(("", raw)),
        }
    }
    Ok(("", raw))
}

/// `validOptionalPort`: empty, or `:` and digits.
fn valid_optional_port(port: &str) -> bool {
    port.is_empty() || (port.starts_with(':') && port.bytes().skip(1).all(|c| c.is_ascii_digit()))
}

/// `parseHost`.
fn parse_host(host: &str) -> Result<String, String> {
    if host.starts_with('[') {
        let Some(i) = host.rfind(']') else {
            return Err("missing ']' in host".to_owned());
        };
        let colon_port = &host[i + 1..];
        if !valid_optional_port(colon_port) {
            return Err(format!(
                "invalid port {} after host",
                crate::field::go_quote(colon_port)
            ));
        }
        if let Some(zone) = host[..i].find("%25") {
            return Ok(unescape(&host[..zone], Mode::Host)?
                + &unescape(&host[zone..i], Mode::Zone)?
                + &unescape(&host[i..], Mode::Host)?);
        }
    } else if let Some(i) = host.rfind(':') {
        let colon_port = &host[i..];
        if !valid_optional_port(colon_port) {
            return Err(format!(
                "invalid port {} after host",
                crate::field::go_quote(colon_port)
            ));
        }
    }
    unescape(host, Mode::Host)
}

/// `validUserinfo`.
fn valid_userinfo(s: &str) -> bool {
    s.bytes().all(|c| {
        c.is_ascii_alphanumeric()
            || matches!(
                c,
                b'-' | b'.'
                    | b'_'
                    | b':'
                    | b'~'
                    | b'!'
                    | b'$'
                    | b'&'
                    | b'\''
                    | b'('
                    | b')'
                    | b'*'
                    | b'+'
                    | b','
                    | b';'
                    | b'='
                    | b'%'
                    | b'@'
            )
    })
}

/// `parse(rawURL, viaRequest)`: the error without its `parse "…": ` prefix.
fn parse_inner(raw: &str, via_request: bool) -> Result<Url, String> {
    if raw.bytes().any(|b| b < b' ' || b == 0x7f) {
        return Err("net/url: invalid control character in URL".to_owned());
    }
    if raw.is_empty() && via_request {
        return Err("empty url".to_owned());
    }
    let mut url = Url::default();
    if raw == "*" {
        url.path = "*".to_owned();
        return Ok(url);
    }
    let (scheme, mut rest) = get_scheme(raw)?;
    url.scheme = scheme.to_ascii_lowercase();
    if rest.ends_with('?') && rest.matches('?').count() == 1 {
        url.force_query = true;
        rest = &rest[..rest.len() - 1];
    } else if let Some((before, query)) = rest.split_once('?') {
        url.raw_query = query.to_owned();
        rest = before;
    }
    if !rest.starts_with('/') {
        if !url.scheme.is_empty() {
            url.opaque = rest.to_owned();
            return Ok(url);
        }
        if via_request {
            return Err("invalid URI for request".to_owned());
        }
        if rest.split('/').next().is_some_and(|s| s.contains(':')) {
            return Err("first path segment in URL cannot contain colon".to_owned());
        }
    }
    if (!url.scheme.is_empty() || (!via_request && !rest.starts_with("///")))
        && rest.starts_with("//")
    {
        let mut authority = &rest[2..];
        rest = "";
        if let Some(i) = authority.find('/') {
            rest = &authority[i..];
            authority = &authority[..i];
        }
        let (userinfo, host) = match authority.rfind('@') {
            Some(i) => (Some(&authority[..i]), &authority[i + 1..]),
            None => (None, authority),
        };
        url.host = parse_host(host)?;
        if let Some(userinfo) = userinfo {
            if !valid_userinfo(userinfo) {
                return Err("net/url: invalid userinfo".to_owned());
            }
            url.user = Some(match userinfo.split_once(':') {
                None => (unescape(userinfo, Mode::UserPassword)?, None),
                Some((name, password)) => (
                    unescape(name, Mode::UserPassword)?,
                    Some(unescape(password, Mode::UserPassword)?),
                ),
            });
        }
    }
    url.path = unescape(rest, Mode::Path)?;
    if escape(&url.path, Mode::Path) != rest {
        url.raw_path = rest.to_owned();
    }
    Ok(url)
}

fn url_error(raw: &str, e: &str) -> String {
    format!("parse {}: {e}", crate::field::go_quote(raw))
}

/// `url.ParseRequestURI`.
pub fn parse_request_uri(raw: &str) -> Result<Url, String> {
    parse_inner(raw, true).map_err(|e| url_error(raw, &e))
}

/// `url.Parse`.
pub fn parse(raw: &str) -> Result<Url, String> {
    let (u, fragment) = raw.split_once('#').unwrap_or((raw, ""));
    let mut url = parse_inner(u, false).map_err(|e| url_error(u, &e))?;
    if !fragment.is_empty() {
        url.fragment = unescape(fragment, Mode::Fragment).map_err(|e| url_error(raw, &e))?;
        if escape(&url.fragment, Mode::Fragment) != fragment {
            url.raw_fragment = fragment.to_owned();
        }
    }
    Ok(url)
}

/// `validEncoded`.
fn valid_encoded(s: &str, mode: Mode) -> bool {
    s.bytes().all(|c| {
        matches!(
            c,
            b'!' | b'$'
                | b'&'
                | b'\''
                | b'('
                | b')'
                | b'*'
                | b'+'
                | b','
                | b';'
                | b'='
                | b':'
                | b'@'
                | b'['
                | b']'
                | b'%'
        ) || !should_escape(c, mode)
    })
}

impl Url {
    /// `splitHostPort`.
    fn split_host_port(&self) -> (&str, &str) {
        let mut host = self.host.as_str();
        let mut port = "";
        if let Some(colon) = host.rfind(':')
            && valid_optional_port(&host[colon..])
        {
            port = &host[colon + 1..];
            host = &host[..colon];
        }
        if host.starts_with('[') && host.ends_with(']') && host.len() >= 2 {
            host = &host[1..host.len() - 1];
        }
        (host, port)
    }

    /// `EscapedPath`.
    fn escaped_path(&self) -> String {
        if !self.raw_path.is_empty()
            && valid_encoded(&self.raw_path, Mode::Path)
            && unescape(&self.raw_path, Mode::Path).is_ok_and(|p| p == self.path)
        {
            return self.raw_path.clone();
        }
        if self.path == "*" {
            return "*".to_owned();
        }
        escape(&self.path, Mode::Path)
    }

    /// `EscapedFragment`.
    fn escaped_fragment(&self) -> String {
        if !self.raw_fragment.is_empty()
            && valid_encoded(&self.raw_fragment, Mode::Fragment)
            && unescape(&self.raw_fragment, Mode::Fragment).is_ok_and(|f| f == self.fragment)
        {
            return self.raw_fragment.clone();
        }
        escape(&self.fragment, Mode::Fragment)
    }

    /// `URL.String`, which the server compares URLs by.
    fn string(&self) -> String {
        let mut buf = String::new();
        if !self.scheme.is_empty() {
            buf.push_str(&self.scheme);
            buf.push(':');
        }
        if !self.opaque.is_empty() {
            buf.push_str(&self.opaque);
        } else {
            if !self.scheme.is_empty() || !self.host.is_empty() || self.user.is_some() {
                if !self.host.is_empty() || !self.path.is_empty() || self.user.is_some() {
                    buf.push_str("//");
                }
                if let Some((name, password)) = &self.user {
                    buf.push_str(&escape(name, Mode::UserPassword));
                    if let Some(password) = password {
                        buf.push(':');
                        buf.push_str(&escape(password, Mode::UserPassword));
                    }
                    buf.push('@');
                }
                buf.push_str(&escape(&self.host, Mode::Host));
            }
            let path = self.escaped_path();
            if !path.is_empty() && !path.starts_with('/') && !self.host.is_empty() {
                buf.push('/');
            }
            if buf.is_empty() && path.split('/').next().is_some_and(|s| s.contains(':')) {
                buf.push_str("./");
            }
            buf.push_str(&path);
        }
        if self.force_query || !self.raw_query.is_empty() {
            buf.push('?');
            buf.push_str(&self.raw_query);
        }
        if !self.fragment.is_empty() {
            buf.push('#');
            buf.push_str(&self.escaped_fragment());
        }
        buf
    }

    /// `Query()`: `ParseQuery`, whose bad pairs are left out.
    fn query(&self) -> Vec<(String, Vec<String>)> {
        let mut out: Vec<(String, Vec<String>)> = Vec::new();
        for pair in self.raw_query.split('&') {
            if pair.is_empty() || pair.contains(';') {
                continue;
            }
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let (Ok(key), Ok(value)) = (
                unescape(key, Mode::QueryComponent),
                unescape(value, Mode::QueryComponent),
            ) else {
                continue;
            };
            match out.iter_mut().find(|(k, _)| *k == key) {
                Some((_, values)) => values.push(value),
                None => out.push((key, vec![value])),
            }
        }
        out
    }
}

/// Equal as the server's `URL.Equal`: by their `String()`.
fn equal(a: &Url, b: &Url) -> bool {
    a.string() == b.string()
}

/// The library's `stringToUrl`.
pub fn to_url(s: &str) -> Result<Url, String> {
    let prefix = "URL parse error during conversion from string";
    parse_request_uri(s).map_err(|e| format!("{prefix}: {e}"))?;
    parse(s).map_err(|e| format!("{prefix}: {e}"))
}

/// A URL as an opaque value, compared by its `String()`.
#[derive(Clone, Debug)]
pub struct UrlValue(pub Url);

impl PartialEq for UrlValue {
    fn eq(&self, other: &Self) -> bool {
        equal(&self.0, &other.0)
    }
}

impl Eq for UrlValue {}

impl Opaque for UrlValue {
    fn runtime_type_name(&self) -> &str {
        URL
    }
}

fn text(s: &str) -> Value {
    Value::String(Arc::new(s.to_owned()))
}

overload!(string_to_url, |a| to_url(string(a, 0)?)
    .map(|u| wrap(UrlValue(u)))
    .map_err(server_error));
overload!(is_url, |a| Ok(Value::Bool(
    parse_request_uri(string(a, 0)?).is_ok()
)));
overload!(get_scheme_of, |a| Ok(text(
    &opaque::<UrlValue>(a, 0)?.0.scheme
)));
overload!(get_host, |a| Ok(text(&opaque::<UrlValue>(a, 0)?.0.host)));
overload!(get_hostname, |a| Ok(text(
    opaque::<UrlValue>(a, 0)?.0.split_host_port().0
)));
overload!(get_port, |a| Ok(text(
    opaque::<UrlValue>(a, 0)?.0.split_host_port().1
)));
overload!(get_escaped_path, |a| Ok(text(
    &opaque::<UrlValue>(a, 0)?.0.escaped_path()
)));
overload!(get_query, |a| {
    let map: HashMap<Key, Value> = opaque::<UrlValue>(a, 0)?
        .0
        .query()
        .into_iter()
        .map(|(k, vs)| {
            let list = Value::List(Arc::new(vs.iter().map(|v| text(v)).collect()));
            (Key::String(Arc::new(k)), list)
        })
        .collect();
    Ok(Value::Map(CelMap { map: Arc::new(map) }))
});

/// Registers the URL library (`isURL` included).
pub fn extension(env: &mut Env) -> Result<(), DeclarationError> {
    let url = || opaque_type(URL);
    env.add_type(url())?;
    env.add_overload("url", "string_to_url", vec![STRING_TYPE], string_to_url)?;
    env.add_overload("isURL", "is_url_string", vec![STRING_TYPE], is_url)?;
    for (name, id, f) in [
        (
            "getScheme",
            "url_get_scheme",
            get_scheme_of as cel::common::functions::Function,
        ),
        ("getHost", "url_get_host", get_host),
        ("getHostname", "url_get_hostname", get_hostname),
        ("getPort", "url_get_port", get_port),
        ("getEscapedPath", "url_get_escaped_path", get_escaped_path),
        ("getQuery", "url_get_query", get_query),
    ] {
        env.add_member_overload(name, id, url(), vec![], f)?;
    }
    Ok(())
}
