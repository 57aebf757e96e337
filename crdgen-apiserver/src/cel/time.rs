//! Strings that rules see as `timestamp` and `duration` values, as apiserver's
//! `UnstructuredToVal` converts them by the schema's format: `date`
//! (`time.Parse("2006-01-02")`, midnight UTC) and `date-time`
//! (`strfmt.ParseDateTime`) are timestamps, `duration` (`strfmt.ParseDuration`:
//! Go's `time.ParseDuration`, else kube-openapi's `3 days` forms) a duration.

use chrono::{DateTime, FixedOffset, NaiveDate, TimeDelta};

/// The value of a string under `format`, if the format makes it a timestamp or a
/// duration and it parses; `None` leaves it a string.
pub fn convert(format: &str, s: &str) -> Option<cel::Value> {
    match format {
        "date" => date(s).map(cel::Value::Timestamp),
        "date-time" => date_time(s).map(cel::Value::Timestamp),
        "duration" => strfmt_duration(s).map(|n| cel::Value::Duration(TimeDelta::nanoseconds(n))),
        _ => None,
    }
}

/// `time.Parse("2006-01-02", s)`: exactly four, two and two digits.
fn date(s: &str) -> Option<DateTime<FixedOffset>> {
    let b = s.as_bytes();
    let digits =
        |r: std::ops::Range<usize>| b.get(r).is_some_and(|d| d.iter().all(u8::is_ascii_digit));
    if b.len() != 10
        || b[4] != b'-'
        || b[7] != b'-'
        || !digits(0..4)
        || !digits(5..7)
        || !digits(8..10)
    {
        return None;
    }
    let (y, m, d) = (
        s[0..4].parse().ok()?,
        s[5..7].parse().ok()?,
        s[8..10].parse().ok()?,
    );
    let midnight = NaiveDate::from_ymd_opt(y, m, d)?.and_hms_opt(0, 0, 0)?;
    Some(midnight.and_utc().fixed_offset())
}

/// `strfmt.ParseDateTime`, for its RFC 3339 layouts (fractions of any length, `Z` or
/// an offset; lower-case `t`/`z` as strfmt lower-cases them).
fn date_time(s: &str) -> Option<DateTime<FixedOffset>> {
    if !crate::formats::accepts("date-time", s) {
        return None;
    }
    DateTime::parse_from_rfc3339(&s.to_ascii_uppercase()).ok()
}

/// The nanoseconds of a Go duration unit.
fn unit(u: &str) -> Option<u64> {
    Some(match u {
        "ns" => 1,
        "us" | "\u{b5}s" | "\u{3bc}s" => 1_000,
        "ms" => 1_000_000,
        "s" => 1_000_000_000,
        "m" => 60_000_000_000,
        "h" => 3_600_000_000_000,
        _ => return None,
    })
}

/// Go's `time.ParseDuration`, in nanoseconds.
pub fn go_duration(orig: &str) -> Option<i64> {
    let mut s = orig;
    let mut neg = false;
    if let Some(rest) = s.strip_prefix('-') {
        neg = true;
        s = rest;
    } else if let Some(rest) = s.strip_prefix('+') {
        s = rest;
    }
    if s == "0" {
        return Some(0);
    }
    if s.is_empty() {
        return None;
    }
    const LIMIT: u64 = 1 << 63;
    let mut d: u64 = 0;
    while !s.is_empty() {
        if !(s.starts_with('.') || s.as_bytes()[0].is_ascii_digit()) {
            return None;
        }
        // The integer part.
        let int_len = s.bytes().take_while(u8::is_ascii_digit).count();
        let mut v: u64 = 0;
        for c in s[..int_len].bytes() {
            v = v.checked_mul(10)?.checked_add(u64::from(c - b'0'))?;
            if v > LIMIT {
                return None;
            }
        }
        let pre = int_len > 0;
        s = &s[int_len..];
        // The fraction: digits past what a u64 holds are read and dropped.
        let (mut f, mut scale, mut post) = (0u64, 1f64, false);
        if let Some(rest) = s.strip_prefix('.') {
            s = rest;
            let n = s.bytes().take_while(u8::is_ascii_digit).count();
            let mut overflow = false;
            for c in s[..n].bytes() {
                if overflow {
                    continue;
                }
                match f
                    .checked_mul(10)
                    .and_then(|x| x.checked_add(u64::from(c - b'0')))
                {
                    Some(y) if y <= LIMIT => {
                        f = y;
                        scale *= 10.0;
                    }
                    _ => overflow = true,
                }
            }
            post = n > 0;
            s = &s[n..];
        }
        if !pre && !post {
            return None;
        }
        let unit_len = s
            .char_indices()
            .find(|(_, c)| *c == '.' || c.is_ascii_digit())
            .map_or(s.len(), |(i, _)| i);
        let u = unit(&s[..unit_len])?;
        s = &s[unit_len..];
        if v > LIMIT / u {
            return None;
        }
        v *= u;
        if f > 0 {
            v = v.checked_add((f as f64 * (u as f64 / scale)) as u64)?;
            if v > LIMIT {
                return None;
            }
        }
        d = d.checked_add(v)?;
        if d > LIMIT {
            return None;
        }
    }
    if neg {
        return Some((d as i64).wrapping_neg());
    }
    i64::try_from(d).ok()
}

/// kube-openapi's `strfmt.ParseDuration`: Go's syntax, else `<digits> <unit>` pairs
/// anywhere in the text (`3 days`, `1w2d`), with its unit table and prefix matching.
pub fn strfmt_duration(s: &str) -> Option<i64> {
    if let Some(d) = go_duration(s) {
        return Some(d);
    }
    const UNITS: [&[&str]; 8] = [
        &["ns", "nano"],
        &["us", "\u{b5}s", "micro"],
        &["ms", "milli"],
        &["s", "sec"],
        &["m", "min"],
        &["h", "hr", "hour"],
        &["d", "day"],
        &["w", "wk", "week"],
    ];
    const NANOS: [i64; 8] = [
        1,
        1_000,
        1_000_000,
        1_000_000_000,
        60_000_000_000,
        3_600_000_000_000,
        86_400_000_000_000,
        604_800_000_000_000,
    ];
    static MATCHER: std::sync::LazyLock<Option<regex::Regex>> =
        std::sync::LazyLock::new(|| regex::Regex::new(r"((\d+)\s*([A-Za-zµ]+))").ok());
    let re = MATCHER.as_ref()?;
    let mut total: i64 = 0;
    let mut ok = false;
    for m in re.captures_iter(s) {
        // strconv.Atoi: an out-of-range factor is an error.
        let factor: i64 = m.get(2)?.as_str().parse().ok()?;
        let unit = m.get(3)?.as_str().trim().to_lowercase();
        for (variants, nanos) in UNITS.iter().zip(NANOS) {
            let last = variants.len() - 1;
            for (i, variant) in variants.iter().enumerate() {
                if (i == last && unit.starts_with(variant)) || unit.eq_ignore_ascii_case(variant) {
                    ok = true;
                    total = total.wrapping_add(factor.wrapping_mul(nanos));
                }
            }
        }
    }
    ok.then_some(total)
}
