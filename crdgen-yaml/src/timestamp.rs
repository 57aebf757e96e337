//! go-yaml v2's timestamp test (`parseTimestamp`): Go's `time.Parse` with four layouts.
//! go-yaml quotes strings that pass it, so the emitter needs the exact rule, including Go's
//! calendar checks (`2023-02-30` is not a date and stays plain).

/// Whether `s` is a timestamp for go-yaml v2: `YYYY-` then one of the layouts
/// `2006-1-2T15:4:5.999999999Z07:00` (or lower-case `t`), `2006-1-2 15:4:5.999999999`,
/// `2006-1-2`.
pub(crate) fn is_timestamp(s: &str) -> bool {
    let b = s.as_bytes();
    // Quick check: exactly four digits, then '-'.
    let digits = b.iter().take_while(|c| c.is_ascii_digit()).count();
    if digits != 4 || b.get(4) != Some(&b'-') {
        return false;
    }
    let year = b[..4]
        .iter()
        .fold(0u32, |n, c| n * 10 + u32::from(c - b'0'));
    let mut p = Cursor { b, i: 5 };
    let Some(month) = p.num() else { return false };
    if !(1..=12).contains(&month) || !p.eat(b'-') {
        return false;
    }
    let Some(day) = p.num() else { return false };
    if day < 1 || day > days_in(month, year) {
        return false;
    }
    if p.done() {
        return true; // "2006-1-2"
    }
    match p.next() {
        Some(b'T' | b't') => p.time() && p.zone() && p.done(),
        Some(b' ') => p.time() && p.done(),
        _ => false,
    }
}

fn days_in(month: u32, year: u32) -> u32 {
    match month {
        2 if year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400)) => {
            29
        }
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// A byte cursor with Go's `getnum` (one or two digits).
struct Cursor<'a> {
    b: &'a [u8],
    i: usize,
}

impl Cursor<'_> {
    fn done(&self) -> bool {
        self.i == self.b.len()
    }

    fn next(&mut self) -> Option<u8> {
        let c = self.b.get(self.i).copied();
        self.i += 1;
        c
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.b.get(self.i) == Some(&c) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn digit(&self, at: usize) -> Option<u32> {
        self.b
            .get(at)
            .filter(|c| c.is_ascii_digit())
            .map(|c| u32::from(c - b'0'))
    }

    /// Go's `getnum(s, false)`: one digit, or two if the second is a digit too.
    fn num(&mut self) -> Option<u32> {
        let first = self.digit(self.i)?;
        match self.digit(self.i + 1) {
            Some(second) => {
                self.i += 2;
                Some(first * 10 + second)
            }
            None => {
                self.i += 1;
                Some(first)
            }
        }
    }

    /// `15:4:5` then optional `.999999999` (Go also takes `,` and any number of digits).
    fn time(&mut self) -> bool {
        let ok = |n: Option<u32>, max: u32| n.is_some_and(|n| n < max);
        if !ok(self.num(), 24) || !self.eat(b':') || !ok(self.num(), 60) || !self.eat(b':') {
            return false;
        }
        if !ok(self.num(), 60) {
            return false;
        }
        if matches!(self.b.get(self.i), Some(b'.' | b',')) && self.digit(self.i + 1).is_some() {
            self.i += 1;
            while self.digit(self.i).is_some() {
                self.i += 1;
            }
        }
        true
    }

    /// `Z07:00`: `Z`, or a sign and `hh:mm` with hours ≤ 24 and minutes ≤ 60.
    fn zone(&mut self) -> bool {
        if self.eat(b'Z') {
            return true;
        }
        let rest = &self.b[self.i.min(self.b.len())..];
        if rest.len() < 6 || rest[3] != b':' || !matches!(rest[0], b'+' | b'-') {
            return false;
        }
        let two = |a: u8, b: u8| {
            (a.is_ascii_digit() && b.is_ascii_digit())
                .then(|| u32::from(a - b'0') * 10 + u32::from(b - b'0'))
        };
        match (two(rest[1], rest[2]), two(rest[4], rest[5])) {
            (Some(h), Some(m)) if h <= 24 && m <= 60 => {
                self.i += 6;
                true
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::is_timestamp;

    #[test]
    fn dates_and_times() {
        assert!(is_timestamp("2023-01-02"));
        assert!(is_timestamp("2023-1-2"));
        assert!(!is_timestamp("2023-02-30"));
        assert!(is_timestamp("2024-02-29"));
        assert!(!is_timestamp("2023-02-29"));
        assert!(is_timestamp("2023-01-02T10:00:00Z"));
        assert!(is_timestamp("2023-01-02t10:00:00.5+01:00"));
        assert!(is_timestamp("2023-01-02 10:00:00"));
        assert!(is_timestamp("2023-01-02 10:00:00.123"));
        assert!(!is_timestamp("2023-01-02T10:00:00"));
        assert!(!is_timestamp("2023-01-02 10:00:00Z"));
        assert!(!is_timestamp("2023-13-02"));
        assert!(!is_timestamp("20231-01-02"));
        assert!(!is_timestamp("2023-01-02x"));
        assert!(!is_timestamp("2023-01-02 24:00:00"));
    }
}
