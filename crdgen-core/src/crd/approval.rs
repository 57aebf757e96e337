//! API approval for the groups the Kubernetes community protects.
//!
//! kube-apiserver's CRD validation (`validateAPIApproval` in apiextensions-apiserver,
//! after KEP 2337 "k8s.io Group Protection", kubernetes/enhancements#1111) refuses to create
//! a v1 CustomResourceDefinition whose group is protected (`apihelpers.
//! IsProtectedCommunityGroup`) unless its `api-approved.kubernetes.io` annotation has
//! an accepted value (`apihelpers.GetAPIApprovalState`):
//!
//! - missing or empty: "protected groups must have approval annotation …";
//! - starting with `unapproved`: accepted (bypassed, with a reason);
//! - a URL that Go's `url.ParseRequestURI` parses with a scheme and a host: approved;
//! - anything else: "… with either a URL or a reason starting with \"unapproved\"".
//!
//! crdgen applies the same rule at generation time ([`check`]), so the mistake is an
//! error at the kind rather than a rejected `kubectl apply`. [`parses_as_approval_url`]
//! reproduces `url.ParseRequestURI` as of Go 1.25 (with the bracketed-host checks of Go
//! 1.25.2 and the strict colons of go.dev/issue/75223) as far as its answer "no error,
//! non-empty scheme and host" is concerned.

use std::net::IpAddr;

use crate::diagnostic::codes::kind::PROTECTED_GROUP_NOT_APPROVED;
use crate::diagnostic::{Diagnostic, escape};
use crate::model::{Kind, KindVersion};
use crate::source::SourceIndex;

/// The annotation the API server reads.
pub const ANNOTATION: &str = "api-approved.kubernetes.io";

/// `apihelpers.IsProtectedCommunityGroup`: `k8s.io`, `kubernetes.io` and their
/// subdomains.
pub fn is_protected(group: &str) -> bool {
    group == "k8s.io"
        || group.ends_with(".k8s.io")
        || group == "kubernetes.io"
        || group.ends_with(".kubernetes.io")
}

/// `apihelpers.APIApprovalState`: what the API server makes of the annotation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Approval {
    /// A URL (the pull request that approved the API).
    Approved,
    /// A reason starting with `unapproved`.
    Bypassed,
    /// No value.
    Missing,
    /// Something else: rejected.
    Invalid,
}

/// `apihelpers.GetAPIApprovalState`, in its order: empty, `unapproved…`, URL, else
/// invalid.
pub fn approval(value: Option<&str>) -> Approval {
    match value.unwrap_or("") {
        "" => Approval::Missing,
        v if v.starts_with("unapproved") => Approval::Bypassed,
        v if parses_as_approval_url(v) => Approval::Approved,
        _ => Approval::Invalid,
    }
}

/// Checks the kind's annotation when its group is protected; `annotations` are the
/// CRD's, as every version agrees on them.
pub(crate) fn check(
    src: &SourceIndex,
    kind: &Kind,
    versions: &[&KindVersion],
    annotations: Option<&[(String, String)]>,
    diags: &mut Vec<Diagnostic>,
) {
    let Some(first) = versions.first() else {
        return;
    };
    if !is_protected(&kind.group) {
        return;
    }
    let value = annotations
        .and_then(|a| a.iter().find(|(k, _)| k == ANNOTATION))
        .map(|(_, v)| v.as_str());
    let help = format!(
        "add annotation(\"{ANNOTATION}\", \"https://github.com/kubernetes/enhancements/pull/...\") with the URL of the pull request that approved the API, or a value starting with `unapproved` that says why it is not (\"unapproved, experimental-only\"); or use a group of your own domain"
    );
    let d = match approval(value) {
        Approval::Approved | Approval::Bypassed => return,
        Approval::Missing => Diagnostic::error(
            PROTECTED_GROUP_NOT_APPROVED,
            format!(
                "kind `{}` is in the protected group `{}` but has no `{ANNOTATION}` annotation",
                kind.kind,
                escape::value(&kind.group)
            ),
        )
        .at(src.location_in(first.module, first.options.group.span))
        .label("protected group")
        .note(format!("the API server rejects the CRD: protected groups must have approval annotation \"{ANNOTATION}\", see https://github.com/kubernetes/enhancements/pull/1111")),
        Approval::Invalid => {
            // At the value, in the version that sets it.
            let entry = versions.iter().find_map(|v| {
                let e = v.options.annotations.iter().find(|e| e.key.value == ANNOTATION)?;
                Some((v, e))
            });
            let d = Diagnostic::error(
                PROTECTED_GROUP_NOT_APPROVED,
                format!(
                    "the `{ANNOTATION}` annotation of kind `{}` is `{}`, neither a URL nor a reason starting with `unapproved`",
                    kind.kind,
                    escape::value(value.unwrap_or_default())
                ),
            )
            .label("not a URL with a scheme and a host")
            .note(format!("the API server rejects the CRD: protected groups must have approval annotation \"{ANNOTATION}\" with either a URL or a reason starting with \"unapproved\", see https://github.com/kubernetes/enhancements/pull/1111"));
            match entry {
                Some((v, e)) => d.at(src.location_in(v.module, e.value.span)),
                None => d.at(src.location_in(first.module, first.options.group.span)),
            }
        }
    };
    diags.push(d.help(help));
}

/// Whether Go's `url.ParseRequestURI(raw)` succeeds with a non-empty scheme and host,
/// which is how the API server recognises an approval URL.
pub fn parses_as_approval_url(raw: &str) -> bool {
    // stringContainsCTLByte
    if raw.bytes().any(|b| b < b' ' || b == 0x7f) || raw.is_empty() || raw == "*" {
        return false;
    }
    let Some((scheme, rest)) = scheme(raw) else {
        return false;
    };
    if scheme.is_empty() {
        // A path-absolute request URI (`/x`) has no host; anything else is an error.
        return false;
    }
    let scheme = scheme.to_ascii_lowercase();
    let rest = match rest.strip_suffix('?') {
        Some(r) if rest.matches('?').count() == 1 => r,
        _ => rest.split_once('?').map_or(rest, |(r, _)| r),
    };
    // A rootless path after the scheme is opaque (`mailto:x`): no host.
    let Some(after) = rest.strip_prefix("//") else {
        return false;
    };
    let (authority, path) = match after.find('/') {
        Some(i) => after.split_at(i),
        None => (after, ""),
    };
    let Some(host) = authority_host(&scheme, authority) else {
        return false;
    };
    !host.is_empty() && unescape(path, Mode::Path).is_some()
}

/// `getScheme`: `Some(("", raw))` when there is no scheme, `None` on "missing protocol
/// scheme" (a leading `:`).
fn scheme(raw: &str) -> Option<(&str, &str)> {
    for (i, c) in raw.bytes().enumerate() {
        match c {
            b'a'..=b'z' | b'A'..=b'Z' => {}
            b'0'..=b'9' | b'+' | b'-' | b'.' if i > 0 => {}
            b':' if i == 0 => return None,
            b':' => return Some((&raw[..i], &raw[i + 1..])),
            _ => return Some(("", raw)),
        }
    }
    Some(("", raw))
}

/// `parseAuthority`: the host, `None` on an error.
fn authority_host(scheme: &str, authority: &str) -> Option<String> {
    let (userinfo, host) = match authority.rfind('@') {
        Some(i) => (Some(&authority[..i]), &authority[i + 1..]),
        None => (None, authority),
    };
    let host = parse_host(scheme, host)?;
    if let Some(userinfo) = userinfo {
        let valid = userinfo.chars().all(|c| {
            c.is_ascii_alphanumeric()
                || matches!(
                    c,
                    '-' | '.'
                        | '_'
                        | ':'
                        | '~'
                        | '!'
                        | '$'
                        | '&'
                        | '\''
                        | '('
                        | ')'
                        | '*'
                        | '+'
                        | ','
                        | ';'
                        | '='
                        | '%'
                        | '@'
                )
        });
        if !valid {
            return None;
        }
        for part in userinfo.splitn(2, ':') {
            unescape(part, Mode::UserPassword)?;
        }
    }
    Some(host)
}

/// `parseHost`: host and optional port, unescaped; `None` on an error.
fn parse_host(scheme: &str, host: &str) -> Option<String> {
    match host.rfind('[') {
        Some(i) if i > 0 => None,
        Some(_) => {
            let close = host.rfind(']')?;
            let colon_port = &host[close + 1..];
            if !valid_optional_port(colon_port) {
                return None;
            }
            let colon_port = unescape(colon_port, Mode::Host)?;
            let name = &host[1..close];
            let unescaped = match name.find("%25") {
                Some(zone) => {
                    unescape(&name[..zone], Mode::Host)? + &unescape(&name[zone..], Mode::Zone)?
                }
                None => unescape(name, Mode::Host)?,
            };
            // netip.ParseAddr, and only IPv6 goes in brackets.
            let (addr, zone) = match unescaped.split_once('%') {
                Some((a, z)) => (a, Some(z)),
                None => (unescaped.as_str(), None),
            };
            match (addr.parse::<IpAddr>().ok()?, zone) {
                (IpAddr::V6(_), Some("")) | (IpAddr::V4(_), _) => return None,
                (IpAddr::V6(_), _) => {}
            }
            Some(format!("[{unescaped}]{colon_port}"))
        }
        None => {
            if let Some(first) = host.find(':') {
                let last = host.rfind(':').unwrap_or(first);
                let i = if last != first && scheme != "http" && scheme != "https" {
                    last
                } else {
                    first
                };
                if !valid_optional_port(&host[i..]) {
                    return None;
                }
            }
            unescape(host, Mode::Host)
        }
    }
}

/// `validOptionalPort`: empty, or `:` and digits.
fn valid_optional_port(port: &str) -> bool {
    port.is_empty()
        || port
            .strip_prefix(':')
            .is_some_and(|digits| digits.bytes().all(|b| b.is_ascii_digit()))
}

/// Which part of a URL `unescape` reads (Go's `encoding` modes that can fail).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Path,
    Host,
    Zone,
    UserPassword,
}

/// `shouldEscape` for the host and zone modes: whether `c` may not appear raw there.
fn host_should_escape(c: u8) -> bool {
    !(c.is_ascii_alphanumeric()
        || matches!(
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
                | b'-'
                | b'_'
                | b'.'
                | b'~'
        ))
}

/// `unescape`: `s` with `%XX` decoded, `None` where Go returns an error.
fn unescape(s: &str, mode: Mode) -> Option<String> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'%' => {
                let (hi, lo) = (b.get(i + 1)?, b.get(i + 2)?);
                let v = hex(*hi)? << 4 | hex(*lo)?;
                let is_25 = &b[i..i + 3] == b"%25";
                if mode == Mode::Host && hex(*hi)? < 8 && !is_25 {
                    return None;
                }
                if mode == Mode::Zone && !is_25 && v != b' ' && host_should_escape(v) {
                    return None;
                }
                out.push(v);
                i += 3;
            }
            c => {
                if matches!(mode, Mode::Host | Mode::Zone) && c < 0x80 && host_should_escape(c) {
                    return None;
                }
                out.push(c);
                i += 1;
            }
        }
    }
    Some(String::from_utf8_lossy(&out).into_owned())
}

fn hex(c: u8) -> Option<u8> {
    (c as char).to_digit(16).and_then(|d| u8::try_from(d).ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn protected_groups_are_k8s_io_and_kubernetes_io_and_their_subdomains() {
        for g in [
            "k8s.io",
            "samplecontroller.k8s.io",
            "kubernetes.io",
            "a.b.kubernetes.io",
        ] {
            assert!(is_protected(g), "{g}");
        }
        for g in [
            "",
            "example.com",
            "xk8s.io",
            "k8s.io.example.com",
            "notkubernetes.io",
        ] {
            assert!(!is_protected(g), "{g}");
        }
    }

    #[test]
    fn approval_states_as_the_api_server_computes_them() {
        for (value, state) in [
            (None, Approval::Missing),
            (Some(""), Approval::Missing),
            (Some("unapproved, experimental-only"), Approval::Bypassed),
            (Some("unapproved"), Approval::Bypassed),
            (Some("Unapproved"), Approval::Invalid),
            (Some(" unapproved"), Approval::Invalid),
            (
                Some("https://github.com/kubernetes/enhancements/pull/1111"),
                Approval::Approved,
            ),
            (
                Some("https://github.com/kubernetes-sigs/controller-tools"),
                Approval::Approved,
            ),
            (Some("HTTP://Example.com"), Approval::Approved),
            (Some("ftp://user:pw@host:21/x?y"), Approval::Approved),
            (Some("https://[::1]:8080/x"), Approval::Approved),
            (Some("https://[fe80::1%25en0]/x"), Approval::Approved),
            (Some("approved"), Approval::Invalid),
            (
                Some("github.com/kubernetes/kubernetes/pull/1"),
                Approval::Invalid,
            ),
            (Some("/kubernetes/pull/1"), Approval::Invalid),
            (Some("https:github.com"), Approval::Invalid),
            (Some("mailto:a@b.c"), Approval::Invalid),
            (Some("https://"), Approval::Invalid),
            (Some("https:///x"), Approval::Invalid),
            (Some("://x"), Approval::Invalid),
            (Some("https://exa mple.com"), Approval::Invalid),
            (Some("https://example.com:port"), Approval::Invalid),
            (Some("https://example.com/%zz"), Approval::Invalid),
            (Some("https://[1.2.3.4]/"), Approval::Invalid),
            (Some("https://a[b]/"), Approval::Invalid),
            (Some("https://ü@example.com/"), Approval::Invalid),
            (Some("https://example.com/\nx"), Approval::Invalid),
            (Some("*"), Approval::Invalid),
        ] {
            assert_eq!(approval(value), state, "{value:?}");
        }
    }
}
