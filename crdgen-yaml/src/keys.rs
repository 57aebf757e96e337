//! Mapping key order (R2): a port of go-yaml v2's `keyList.Less` for string keys.
//!
//! Go's relation compares two keys at their first differing code point: letters after
//! non-letters, and runs of digits numerically. It is antisymmetric (exactly one of two
//! distinct keys is "less"), but not transitive on some key sets (`"a2" < "a10" < "a1b" <
//! "a2"`), where Go's own output depends on its random map order. No total order can agree
//! with Go on every pair of such a set, so [`key_cmp`] is Go's relation as an
//! [`Ordering`](std::cmp::Ordering) and [`sort_keys`] is a merge sort that stays
//! deterministic and cannot panic whatever the relation does (std's sorts may panic on a
//! comparator that is not a total order).

use std::cmp::Ordering;
use unicode_properties::{GeneralCategory, GeneralCategoryGroup, UnicodeGeneralCategory};

/// Go's `unicode.IsLetter`: general category L*.
fn is_letter(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphabetic();
    }
    c.general_category_group() == GeneralCategoryGroup::Letter
}

/// Go's `unicode.IsDigit`: general category Nd (any script's decimal digits).
fn is_digit(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_digit();
    }
    c.general_category() == GeneralCategory::DecimalNumber
}

/// Go's `int64(r - '0')`, which is nonsense for non-ASCII digits but is what Go computes.
fn digit_value(c: char) -> i64 {
    i64::from(u32::from(c)) - i64::from(u32::from('0'))
}

/// Go's `keyList.Less(a, b)` for two string keys, given as code points; ASCII keys are
/// given as their bytes, which are their code points, so they need no decoding.
fn go_less<C: Copy + Eq + Into<char>>(a: &[C], b: &[C]) -> bool {
    let (a, b) = (Chars(a), Chars(b));
    for i in 0..a.len().min(b.len()) {
        if a.at(i) == b.at(i) {
            continue;
        }
        let (al, bl) = (is_letter(a.at(i)), is_letter(b.at(i)));
        if al && bl {
            return a.at(i) < b.at(i);
        }
        if al || bl {
            return bl;
        }
        let (mut an, mut bn) = (0i64, 0i64);
        if a.at(i) == '0' || b.at(i) == '0' {
            // A zero inside a number that already has a non-zero digit is significant.
            for c in (0..i).rev().map(|j| a.at(j)) {
                if !is_digit(c) {
                    break;
                }
                if c != '0' {
                    an = 1;
                    bn = 1;
                    break;
                }
            }
        }
        let mut ai = i;
        while ai < a.len() && is_digit(a.at(ai)) {
            an = an.wrapping_mul(10).wrapping_add(digit_value(a.at(ai)));
            ai += 1;
        }
        let mut bi = i;
        while bi < b.len() && is_digit(b.at(bi)) {
            bn = bn.wrapping_mul(10).wrapping_add(digit_value(b.at(bi)));
            bi += 1;
        }
        if an != bn {
            return an < bn;
        }
        if ai != bi {
            return ai < bi;
        }
        return a.at(i) < b.at(i);
    }
    a.len() < b.len()
}

/// A key's code points, as [`go_less`] reads them.
#[derive(Clone, Copy)]
struct Chars<'a, C>(&'a [C]);

impl<C: Copy + Into<char>> Chars<'_, C> {
    fn len(self) -> usize {
        self.0.len()
    }

    fn at(self, i: usize) -> char {
        self.0[i].into()
    }
}

/// Compares two mapping keys the way go-yaml v2 orders them (R2).
///
/// `Equal` only for identical keys; otherwise exactly one direction is `Less`, as in Go.
/// The relation is transitive on every key set seen in real CRDs, but not on contrived ones
/// (see the module docs), so sort with [`sort_keys`], which never panics, rather than with
/// `slice::sort_by`.
pub fn key_cmp(a: &str, b: &str) -> Ordering {
    if a == b {
        return Ordering::Equal;
    }
    let less = if a.is_ascii() && b.is_ascii() {
        go_less(a.as_bytes(), b.as_bytes())
    } else {
        let a: Vec<char> = a.chars().collect();
        let b: Vec<char> = b.chars().collect();
        go_less(&a, &b)
    };
    if less {
        Ordering::Less
    } else {
        Ordering::Greater
    }
}

/// Sorts keys into go-yaml's order (R2) with a stable merge sort.
///
/// Deterministic for a given input order (serde_json maps iterate in byte order) and free of
/// panics even where Go's relation is not transitive. Each key is decoded to code points
/// once; the sort moves indices, so its cost is O(n log n) comparisons and no copying of keys.
pub fn sort_keys(keys: &mut [&str]) {
    let order = go_order(keys);
    let original = keys.to_vec();
    for (slot, i) in keys.iter_mut().zip(order) {
        *slot = original[i];
    }
}

/// The positions of `keys` in go-yaml's order (R2): what [`sort_keys`] sorts by, for a
/// caller that keeps each key beside its value (the emitter, which then needs no lookup
/// of each key in its map, #24).
pub(crate) fn go_order(keys: &[&str]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..keys.len()).collect();
    let mut buffer = order.clone();
    // Keys are nearly always ASCII (every key of every CRD crdgen writes): their bytes are
    // their code points, and decoding them would cost an allocation per key (#24).
    if keys.iter().all(|k| k.is_ascii()) {
        merge_sort(&mut order, &mut buffer, &|a, b| {
            go_less(keys[a].as_bytes(), keys[b].as_bytes())
        });
    } else {
        let decoded: Vec<Vec<char>> = keys.iter().map(|k| k.chars().collect()).collect();
        merge_sort(&mut order, &mut buffer, &|a, b| {
            go_less(&decoded[a], &decoded[b])
        });
    }
    order
}

/// Top-down merge sort of indices; takes from the right run only when it is strictly
/// less, which keeps the sort stable.
fn merge_sort(items: &mut [usize], buffer: &mut [usize], less: &dyn Fn(usize, usize) -> bool) {
    let len = items.len();
    if len <= 1 {
        return;
    }
    let mid = len / 2;
    merge_sort(&mut items[..mid], &mut buffer[..mid], less);
    merge_sort(&mut items[mid..], &mut buffer[mid..], less);
    if !less(items[mid], items[mid - 1]) {
        return; // Already in order: the common case for nearly sorted input.
    }
    buffer[..len].copy_from_slice(items);
    let (left, right) = buffer[..len].split_at(mid);
    let (mut l, mut r) = (0, 0);
    for slot in items.iter_mut() {
        let take_right = l == left.len() || (r < right.len() && less(right[r], left[l]));
        if take_right {
            *slot = right[r];
            r += 1;
        } else {
            *slot = left[l];
            l += 1;
        }
    }
}

/// The order R2 and `layout.md` ("key order") give; shared by the unit tests of this
/// module and the layout vectors.
#[cfg(test)]
pub(crate) const GO_ORDER: [&str; 20] = [
    "$ref",
    "_",
    "1",
    "9",
    "10",
    "A",
    "B",
    "Z",
    "a",
    "a-b",
    "a.b",
    "a_b",
    "a1",
    "a01",
    "a9",
    "a10",
    "ab",
    "b",
    "x-kubernetes-a",
    "é",
];

#[cfg(test)]
mod tests {
    use super::*;

    fn sorted(keys: &[&'static str]) -> Vec<&'static str> {
        let mut v = keys.to_vec();
        sort_keys(&mut v);
        v
    }

    #[test]
    fn layout_key_order() {
        let mut reversed = GO_ORDER.to_vec();
        reversed.reverse();
        assert_eq!(sorted(&reversed), GO_ORDER.to_vec());
        let mut bytewise = GO_ORDER.to_vec();
        bytewise.sort_unstable();
        assert_eq!(sorted(&bytewise), GO_ORDER.to_vec());
    }

    #[test]
    fn pairwise_matches_go() {
        for (i, a) in GO_ORDER.iter().enumerate() {
            for (j, b) in GO_ORDER.iter().enumerate() {
                assert_eq!(key_cmp(a, b), i.cmp(&j), "{a} vs {b}");
            }
        }
    }

    #[test]
    fn zeros_inside_numbers() {
        assert_eq!(key_cmp("a10", "a15"), Ordering::Less);
        assert_eq!(key_cmp("a001", "a01"), Ordering::Greater);
        assert_eq!(key_cmp("a0", "a-"), Ordering::Greater);
        assert_eq!(key_cmp("x509", "x5c"), Ordering::Less);
        assert_eq!(key_cmp("v1beta1", "v2"), Ordering::Less);
        assert_eq!(key_cmp("v1", "v1alpha1"), Ordering::Less);
    }

    #[test]
    fn cyclic_sets_sort_deterministically() {
        // "1" < "01" < "0a" < "1" in Go: any fixed result is fine, but it must not panic
        // and must be the same every time for the same input.
        let a = sorted(&["0a", "01", "1"]);
        assert_eq!(a, sorted(&["0a", "01", "1"]));
        assert_eq!(a.len(), 3);
        let b = sorted(&["a1b", "a10", "a2"]);
        assert_eq!(b.len(), 3);
    }
}
