//! Go's `strconv.FormatFloat(f, 'g', -1, 64)`, which go-yaml v2 uses for floats (R4).
//!
//! Rust's `{:e}` already yields the shortest digits that round-trip, the same digits Go
//! picks; only the layout differs, so this re-lays those digits out Go's way.

/// Formats a finite float as Go's `'g'` with shortest precision: exponent form iff the
/// decimal exponent is < -4 or ≥ 6 (at least two exponent digits, explicit sign), otherwise
/// plain decimal; integral values have no point; `-0.0` is `-0`.
pub(crate) fn format_g(f: f64) -> String {
    if !f.is_finite() {
        // Unreachable from serde_json values; written as go-yaml would.
        return match f {
            f if f.is_nan() => ".nan",
            f if f > 0.0 => ".inf",
            _ => "-.inf",
        }
        .to_string();
    }
    let sci = format!("{f:e}"); // e.g. "-1.2345675e6", "1e-5", "0e0"
    let (mantissa, exp) = sci.split_once('e').unwrap_or((sci.as_str(), "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let (sign, mantissa) = match mantissa.strip_prefix('-') {
        Some(m) => ("-", m),
        None => ("", mantissa),
    };
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    let mut out = String::with_capacity(digits.len() + 8);
    out.push_str(sign);
    if !(-4..6).contains(&exp) {
        out.push_str(&digits[..1]);
        if digits.len() > 1 {
            out.push('.');
            out.push_str(&digits[1..]);
        }
        out.push('e');
        out.push(if exp < 0 { '-' } else { '+' });
        let abs = exp.unsigned_abs();
        if abs < 10 {
            out.push('0');
        }
        out.push_str(&abs.to_string());
    } else if exp < 0 {
        out.push_str("0.");
        for _ in 0..(-exp - 1) {
            out.push('0');
        }
        out.push_str(&digits);
    } else {
        let int_len = usize::try_from(exp).unwrap_or(0) + 1;
        if digits.len() <= int_len {
            out.push_str(&digits);
            for _ in digits.len()..int_len {
                out.push('0');
            }
        } else {
            out.push_str(&digits[..int_len]);
            out.push('.');
            out.push_str(&digits[int_len..]);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::format_g;

    #[test]
    fn go_g_format() {
        let cases: &[(f64, &str)] = &[
            (0.5, "0.5"),
            (-0.5, "-0.5"),
            (1.0, "1"),
            (1e6, "1e+06"),
            (1_000_000.5, "1.0000005e+06"),
            (123_456.5, "123456.5"),
            (1_234_567.5, "1.2345675e+06"),
            (0.0001, "0.0001"),
            (0.00001, "1e-05"),
            (1.5e-7, "1.5e-07"),
            (1e21, "1e+21"),
            (1e20, "1e+20"),
            (-0.0, "-0"),
            (0.0, "0"),
            (18_446_744_073_709_551_616.0, "1.8446744073709552e+19"),
            (100_000.0, "100000"),
            (120.25, "120.25"),
            (1e100, "1e+100"),
            (5e-324, "5e-324"),
            (f64::MAX, "1.7976931348623157e+308"),
            (0.1, "0.1"),
            (f64::NAN, ".nan"),
            (f64::NEG_INFINITY, "-.inf"),
        ];
        for (f, want) in cases {
            assert_eq!(format_g(*f), *want, "{f:?}");
        }
    }
}
