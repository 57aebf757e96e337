//! The string formats kube-apiserver checks, as kube-openapi's `strfmt` checks them
//! (`IsDateTime`, `IsDate`, `IsUUID`, `IsIPv4`, `IsIPv6`, `IsURI`), so that the API-server
//! model of [`crate::validate`] refuses what the server refuses. A format not listed here
//! is not checked (the server ignores formats it does not know).

use std::net::{IpAddr, Ipv4Addr};
use std::sync::LazyLock;

use regex::Regex;

/// strfmt's `DateTimePattern`: the part after the `t` of a lower-cased date-time.
static TIME: LazyLock<Option<Regex>> = LazyLock::new(|| {
    Regex::new(r"^([0-9]{2}):([0-9]{2}):([0-9]{2})(.[0-9]+)?(z|([+-][0-9]{2}:[0-9]{2}))$").ok()
});

/// strfmt's `UUIDPattern`.
static UUID: LazyLock<Option<Regex>> = LazyLock::new(|| {
    Regex::new(r"(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$").ok()
});

/// strfmt's `HostnamePattern` (RFC 1123 labels, 63 bytes each, 255 in all).
static HOSTNAME: LazyLock<Option<Regex>> = LazyLock::new(|| {
    Regex::new(r"^[a-zA-Z0-9](([-0-9a-zA-Z]+)?[0-9a-zA-Z])?(\.[a-zA-Z0-9](([-0-9a-zA-Z]+)?[0-9a-zA-Z])?)*$").ok()
});

/// Does `value` pass the server's check of `format`? `true` for formats it does not check.
pub fn accepts(format: &str, value: &str) -> bool {
    match format {
        "date-time" | "datetime" => is_date_time(value),
        "date" => is_date(value),
        "uuid" => matches(&UUID, value),
        "ipv4" => is_ipv4(value),
        "ipv6" => value.parse::<IpAddr>().is_ok() && value.contains(':'),
        "uri" => is_request_uri(value) || is_hostname(value),
        _ => true,
    }
}

fn matches(re: &LazyLock<Option<Regex>>, value: &str) -> bool {
    re.as_ref().is_some_and(|re| re.is_match(value))
}

/// Go's `time.Parse("2006-01-02", s)`: four-digit year, a month and a day of that month.
fn is_date(value: &str) -> bool {
    let b = value.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return false;
    }
    let number = |r: std::ops::Range<usize>| {
        value
            .get(r)
            .filter(|s| s.bytes().all(|c| c.is_ascii_digit()))
            .and_then(|s| s.parse::<u32>().ok())
    };
    let (Some(year), Some(month), Some(day)) = (number(0..4), number(5..7), number(8..10)) else {
        return false;
    };
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&day)
}

/// strfmt's `IsDateTime`: a date, `t`, then hours ≤ 23, minutes and seconds ≤ 59, an
/// optional fraction and `z` or an offset (case-insensitive).
fn is_date_time(value: &str) -> bool {
    let lower = value.to_lowercase();
    let mut parts = lower.split('t');
    let (Some(date), Some(time)) = (parts.next(), parts.next()) else {
        return false;
    };
    if !is_date(date) {
        return false;
    }
    let Some(Some(caps)) = TIME.as_ref().map(|re| re.captures(time)) else {
        return false;
    };
    let part = |i: usize| caps.get(i).map_or("", |m| m.as_str());
    part(1) <= "23" && part(2) <= "59" && part(3) <= "59"
}

/// `IsIPv4`: an address Go's parser reads that is written with dots.
fn is_ipv4(value: &str) -> bool {
    value.parse::<Ipv4Addr>().is_ok() || (value.parse::<IpAddr>().is_ok() && value.contains('.'))
}

/// Go's `url.ParseRequestURI`: an absolute URI (a scheme, then anything without
/// control characters or spaces) or an absolute path.
pub(crate) fn is_request_uri(value: &str) -> bool {
    if value.is_empty() || value.chars().any(|c| c.is_control() || c == ' ') {
        return false;
    }
    if value.starts_with('/') {
        return true;
    }
    match value.split_once(':') {
        Some((scheme, _)) => {
            let mut chars = scheme.chars();
            chars.next().is_some_and(|c| c.is_ascii_alphabetic())
                && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
        }
        None => false,
    }
}

fn is_hostname(value: &str) -> bool {
    matches(&HOSTNAME, value) && value.len() <= 255 && value.split('.').all(|l| l.len() <= 63)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn date_times_as_strfmt_reads_them() {
        for ok in [
            "2024-05-06T07:08:09Z",
            "2024-05-06T07:08:09.123456789Z",
            "2024-05-06t07:08:09+01:00",
            "2024-02-29T23:59:59-00:30",
        ] {
            assert!(accepts("date-time", ok), "{ok}");
        }
        for bad in [
            "2024-05-06 07:08:09Z",
            "2024-05-06T07:08:09",
            "2024-05-06T24:00:00Z",
            "2023-02-29T00:00:00Z",
            "+10000-01-01T00:00:00Z",
            "2024-05-06T23:59:60Z",
        ] {
            assert!(!accepts("date-time", bad), "{bad}");
        }
    }

    #[test]
    fn the_other_formats() {
        assert!(accepts("date", "2024-02-29") && !accepts("date", "2024-13-01"));
        assert!(accepts("uuid", "67e55044-10b1-426f-9247-bb680e5fe0c8"));
        assert!(!accepts("uuid", "67e55044"));
        assert!(accepts("ipv4", "10.0.0.1") && !accepts("ipv4", "::1"));
        assert!(accepts("ipv6", "::ffff:10.0.0.1") && !accepts("ipv6", "10.0.0.1"));
        assert!(accepts("uri", "https://example.com/a?b") && accepts("uri", "mailto:a@b.c"));
        assert!(accepts("uri", "example.com") && !accepts("uri", "a b"));
        assert!(accepts("no-such-format", "anything"));
    }
}
