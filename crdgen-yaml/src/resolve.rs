//! How go-yaml v2 types a plain scalar (`resolve` in resolve.go), used both ways: the emitter
//! quotes a string that would read back as something else (R6), and `crdgen fmt` types the
//! plain scalars it reads (R9) by the same rules rather than YAML 1.2's.

/// What a plain scalar means to go-yaml v2.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Resolved {
    Null,
    Bool(bool),
    Int(i64),
    Uint(u64),
    Float(f64),
    /// `.inf`, `.nan` and friends: floats a JSON value cannot hold.
    NonFinite,
    /// A date or time; go-yaml v2 quotes these on output, and crdgen reads them as strings.
    Timestamp,
    Str,
}

/// Types a plain scalar as go-yaml v2.4.0's `resolve("", s)` does.
pub(crate) fn resolve(s: &str) -> Resolved {
    let hint = match s.as_bytes().first() {
        None => b'N',
        Some(b'+' | b'-') => b'S',
        Some(b'0'..=b'9') => b'D',
        Some(b'y' | b'Y' | b'n' | b'N' | b't' | b'T' | b'f' | b'F' | b'o' | b'O' | b'~') => b'M',
        Some(b'.') => b'.',
        Some(_) => return Resolved::Str,
    };
    if let Some(r) = lookup_word(s) {
        return r;
    }
    match hint {
        b'.' => {
            if is_dot_float(s) {
                return finite_float(s).map_or(Resolved::Str, Resolved::Float);
            }
            Resolved::Str
        }
        b'D' | b'S' => resolve_number(s),
        _ => Resolved::Str,
    }
}

/// go-yaml's `resolveMap` (except `<<`, unreachable because `<` has no hint).
fn lookup_word(s: &str) -> Option<Resolved> {
    Some(match s {
        "y" | "Y" | "yes" | "Yes" | "YES" | "true" | "True" | "TRUE" | "on" | "On" | "ON" => {
            Resolved::Bool(true)
        }
        "n" | "N" | "no" | "No" | "NO" | "false" | "False" | "FALSE" | "off" | "Off" | "OFF" => {
            Resolved::Bool(false)
        }
        "" | "~" | "null" | "Null" | "NULL" => Resolved::Null,
        ".nan" | ".NaN" | ".NAN" | ".inf" | ".Inf" | ".INF" | "+.inf" | "+.Inf" | "+.INF"
        | "-.inf" | "-.Inf" | "-.INF" => Resolved::NonFinite,
        _ => return None,
    })
}

/// Go's `strconv.ParseFloat` on a string starting with `.`: digits, optional exponent.
fn is_dot_float(s: &str) -> bool {
    let Some(rest) = s.strip_prefix('.') else {
        return false;
    };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0 && is_exponent_or_empty(&rest[digits..])
}

/// `([eE][-+]?[0-9]+)?` matching the whole of `s`.
fn is_exponent_or_empty(s: &str) -> bool {
    if s.is_empty() {
        return true;
    }
    let Some(rest) = s.strip_prefix(['e', 'E']) else {
        return false;
    };
    let rest = rest.strip_prefix(['+', '-']).unwrap_or(rest);
    !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit())
}

/// Parses decimal float text; `None` when it overflows (Go's `ErrRange`).
fn finite_float(s: &str) -> Option<f64> {
    s.parse::<f64>().ok().filter(|f| f.is_finite())
}

/// The `'D'`/`'S'` branch: timestamp, then Go int syntax, then YAML-style float.
fn resolve_number(s: &str) -> Resolved {
    if super::timestamp::is_timestamp(s) {
        return Resolved::Timestamp;
    }
    let plain = s.replace('_', "");
    if let Some(r) = parse_go_int(&plain) {
        return r;
    }
    if is_yaml_style_float(&plain)
        && let Some(f) = finite_float(&plain)
    {
        return Resolved::Float(f);
    }
    Resolved::Str
}

/// Go's `strconv.ParseInt(s, 0, 64)`, then `ParseUint(s, 0, 64)` (which takes no sign).
fn parse_go_int(s: &str) -> Option<Resolved> {
    let (negative, body) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let magnitude = parse_go_uint(body)?;
    if negative {
        if magnitude <= 1u64 << 63 {
            // Two's complement: -(2^63) is representable, and wrapping_neg maps it there.
            return Some(Resolved::Int((magnitude as i64).wrapping_neg()));
        }
        return None;
    }
    match i64::try_from(magnitude) {
        Ok(v) => Some(Resolved::Int(v)),
        // ParseUint rejects a sign, so "+9223372036854775808" stays unparsed here.
        Err(_) if !s.starts_with('+') => Some(Resolved::Uint(magnitude)),
        Err(_) => None,
    }
}

/// Go's `ParseUint(s, 0, 64)` on an unsigned body: `0x`, `0o`, `0b`, leading-`0` octal.
fn parse_go_uint(s: &str) -> Option<u64> {
    if s.is_empty() {
        return None;
    }
    let bytes = s.as_bytes();
    let (radix, digits) = if bytes[0] == b'0' {
        match bytes.get(1).map(u8::to_ascii_lowercase) {
            Some(b'x') if s.len() >= 3 => (16, &s[2..]),
            Some(b'o') if s.len() >= 3 => (8, &s[2..]),
            Some(b'b') if s.len() >= 3 => (2, &s[2..]),
            _ => (8, &s[1..]),
        }
    } else {
        (10, s)
    };
    let mut n: u64 = 0;
    for c in digits.chars() {
        let d = c.to_digit(radix)?;
        n = n.checked_mul(u64::from(radix))?.checked_add(u64::from(d))?;
    }
    Some(n)
}

/// go-yaml's `yamlStyleFloat`: `^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$`.
fn is_yaml_style_float(s: &str) -> bool {
    let s = s.strip_prefix(['-', '+']).unwrap_or(s);
    let rest = if let Some(frac) = s.strip_prefix('.') {
        let n = frac.bytes().take_while(u8::is_ascii_digit).count();
        if n == 0 {
            return false;
        }
        &frac[n..]
    } else {
        let n = s.bytes().take_while(u8::is_ascii_digit).count();
        if n == 0 {
            return false;
        }
        let after = &s[n..];
        match after.strip_prefix('.') {
            Some(frac) => &frac[frac.bytes().take_while(u8::is_ascii_digit).count()..],
            None => after,
        }
    };
    is_exponent_or_empty(rest)
}

/// go-yaml's `isBase60Float`: YAML 1.1 sexagesimal numbers such as `12:30`, which it quotes
/// for the sake of YAML 1.1 readers although it reads them as strings itself.
pub(crate) fn is_base60_float(s: &str) -> bool {
    let b = s.as_bytes();
    let Some(&first) = b.first() else {
        return false;
    };
    if !(first == b'+' || first == b'-' || first.is_ascii_digit()) || !s.contains(':') {
        return false;
    }
    // ^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$
    let mut i = usize::from(first == b'+' || first == b'-');
    if !b.get(i).is_some_and(u8::is_ascii_digit) {
        return false;
    }
    i += 1;
    while b.get(i).is_some_and(|c| c.is_ascii_digit() || *c == b'_') {
        i += 1;
    }
    let mut groups = 0;
    while b.get(i) == Some(&b':') {
        i += 1;
        let run = b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
        match run {
            1 => {}
            2 if b[i] <= b'5' => {}
            _ => return false,
        }
        i += run;
        groups += 1;
    }
    if groups == 0 {
        return false;
    }
    if b.get(i) == Some(&b'.') {
        i += 1;
        while b.get(i).is_some_and(|c| c.is_ascii_digit() || *c == b'_') {
            i += 1;
        }
    }
    i == b.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words() {
        assert_eq!(resolve("yes"), Resolved::Bool(true));
        assert_eq!(resolve("OFF"), Resolved::Bool(false));
        assert_eq!(resolve("tRUE"), Resolved::Str);
        assert_eq!(resolve(""), Resolved::Null);
        assert_eq!(resolve("~"), Resolved::Null);
        assert_eq!(resolve("<<"), Resolved::Str);
        assert_eq!(resolve("-.Inf"), Resolved::NonFinite);
        assert_eq!(resolve("NaN"), Resolved::Str);
        assert_eq!(resolve("="), Resolved::Str);
    }

    #[test]
    fn numbers() {
        assert_eq!(resolve("007"), Resolved::Int(7));
        assert_eq!(resolve("08"), Resolved::Float(8.0));
        assert_eq!(resolve("0x1F"), Resolved::Int(31));
        assert_eq!(resolve("0o17"), Resolved::Int(15));
        assert_eq!(resolve("0b101"), Resolved::Int(5));
        assert_eq!(resolve("1_000"), Resolved::Int(1000));
        assert_eq!(resolve("-1"), Resolved::Int(-1));
        assert_eq!(resolve("+1"), Resolved::Int(1));
        assert_eq!(resolve("5."), Resolved::Float(5.0));
        assert_eq!(resolve(".5"), Resolved::Float(0.5));
        assert_eq!(resolve("-.5"), Resolved::Float(-0.5));
        assert_eq!(resolve("1e+06"), Resolved::Float(1e6));
        assert_eq!(resolve("1e400"), Resolved::Str);
        assert_eq!(resolve("-9223372036854775808"), Resolved::Int(i64::MIN));
        assert_eq!(
            resolve("9223372036854775808"),
            Resolved::Uint(9_223_372_036_854_775_808)
        );
        assert_eq!(
            resolve("18446744073709551616"),
            Resolved::Float(18_446_744_073_709_551_616.0)
        );
        assert_eq!(resolve("0x"), Resolved::Str);
        assert_eq!(resolve("1.2.3"), Resolved::Str);
        assert_eq!(resolve("-x"), Resolved::Str);
        assert_eq!(resolve("--x"), Resolved::Str);
    }

    #[test]
    fn base60() {
        assert!(is_base60_float("12:30"));
        assert!(is_base60_float("1:20:30"));
        assert!(is_base60_float("-1:30"));
        assert!(is_base60_float("1:30.5"));
        assert!(!is_base60_float("1:60"));
        assert!(!is_base60_float("a:b"));
        assert!(!is_base60_float("12:"));
    }
}
