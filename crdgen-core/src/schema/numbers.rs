//! The values a Rust number type holds, and the values a schema node of type `integer`
//! or `number` admits: what the `format` checks ([`super::markers::formats`]) compare.
//!
//! The API server decodes a JSON integer into an `int64` (a larger one becomes a float,
//! which `type: integer` then refuses), and kube-openapi's `IsValueValidAgainstRange`
//! refuses an integer outside its format's range: `int32` admits −2³¹ to 2³¹−1, `int64`
//! and no format the `int64` range. A number with format `float` must fit a float32; any
//! other is a float64. `minimum`, `maximum` and their exclusive flags narrow that.

use serde_json::{Map, Value};

use crate::keywords;

/// An inclusive range of integers; empty when `min > max`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IntRange {
    /// The least value.
    pub min: i128,
    /// The greatest value.
    pub max: i128,
}

impl IntRange {
    /// The range of `int64`, which the API server decodes every JSON integer into.
    pub const INT64: IntRange = IntRange {
        min: i64::MIN as i128,
        max: i64::MAX as i128,
    };

    /// The range of `int32`.
    pub const INT32: IntRange = IntRange {
        min: i32::MIN as i128,
        max: i32::MAX as i128,
    };

    /// Whether it holds no value.
    pub fn is_empty(self) -> bool {
        self.min > self.max
    }

    /// The values in both.
    pub fn intersect(self, other: IntRange) -> IntRange {
        IntRange {
            min: self.min.max(other.min),
            max: self.max.min(other.max),
        }
    }

    /// Whether every value of `other` is in `self` (an empty `other` always is).
    pub fn holds(self, other: IntRange) -> bool {
        other.is_empty() || (self.min <= other.min && other.max <= self.max)
    }

    /// Whether every value of `other` is in `self` or in `also`.
    pub fn holds_with(self, also: IntRange, other: IntRange) -> bool {
        if self.holds(other) || also.holds(other) {
            return true;
        }
        // Two ranges that overlap or touch cover their hull.
        let (a, b) = if self.min <= also.min {
            (self, also)
        } else {
            (also, self)
        };
        !a.is_empty()
            && !b.is_empty()
            && b.min <= a.max.saturating_add(1)
            && a.min <= other.min
            && other.max <= a.max.max(b.max)
    }
}

/// A closed range of finite numbers; empty when `min > max`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FloatRange {
    /// The least value.
    pub min: f64,
    /// The greatest value.
    pub max: f64,
}

impl FloatRange {
    /// Every finite float64.
    pub const DOUBLE: FloatRange = FloatRange {
        min: f64::MIN,
        max: f64::MAX,
    };

    /// Every finite float32.
    pub const FLOAT: FloatRange = FloatRange {
        min: f32::MIN as f64,
        max: f32::MAX as f64,
    };

    /// The values in both.
    pub fn intersect(self, other: FloatRange) -> FloatRange {
        FloatRange {
            min: self.min.max(other.min),
            max: self.max.min(other.max),
        }
    }

    /// Whether every value of `other` is in `self` (an empty `other` always is).
    pub fn holds(self, other: FloatRange) -> bool {
        other.min > other.max || (self.min <= other.min && other.max <= self.max)
    }
}

/// The values of a number type.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Values {
    /// An integer type's.
    Int(IntRange),
    /// A float type's: it writes no value outside the range; it reads any JSON number,
    /// rounding it (serde reads a float64 into an `f32` with `as`).
    Float(FloatRange),
}

/// A Rust number type, as serde reads and writes it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RustNumber {
    /// Its name as written (`u16`, `NonZeroU32`).
    pub name: &'static str,
    /// Its values.
    pub values: Values,
}

const fn int(name: &'static str, min: i128, max: i128) -> RustNumber {
    RustNumber {
        name,
        values: Values::Int(IntRange { min, max }),
    }
}

/// The number type named `name` (a primitive or a `std::num::NonZero*`). `isize` and
/// `usize` are taken at 64 bits, the width of every target an operator runs on.
pub fn rust_number(name: &str) -> Option<RustNumber> {
    Some(match name {
        "i8" => int("i8", i8::MIN.into(), i8::MAX.into()),
        "i16" => int("i16", i16::MIN.into(), i16::MAX.into()),
        "i32" => int("i32", i32::MIN.into(), i32::MAX.into()),
        "i64" => int("i64", i64::MIN.into(), i64::MAX.into()),
        "isize" => int("isize", i64::MIN.into(), i64::MAX.into()),
        "u8" => int("u8", 0, u8::MAX.into()),
        "u16" => int("u16", 0, u16::MAX.into()),
        "u32" => int("u32", 0, u32::MAX.into()),
        "u64" => int("u64", 0, u64::MAX.into()),
        "usize" => int("usize", 0, u64::MAX.into()),
        "NonZeroI8" => int("NonZeroI8", i8::MIN.into(), i8::MAX.into()),
        "NonZeroI16" => int("NonZeroI16", i16::MIN.into(), i16::MAX.into()),
        "NonZeroI32" => int("NonZeroI32", i32::MIN.into(), i32::MAX.into()),
        "NonZeroI64" => int("NonZeroI64", i64::MIN.into(), i64::MAX.into()),
        "NonZeroIsize" => int("NonZeroIsize", i64::MIN.into(), i64::MAX.into()),
        "NonZeroU8" => int("NonZeroU8", 1, u8::MAX.into()),
        "NonZeroU16" => int("NonZeroU16", 1, u16::MAX.into()),
        "NonZeroU32" => int("NonZeroU32", 1, u32::MAX.into()),
        "NonZeroU64" => int("NonZeroU64", 1, u64::MAX.into()),
        "NonZeroUsize" => int("NonZeroUsize", 1, u64::MAX.into()),
        "f32" => RustNumber {
            name: "f32",
            values: Values::Float(FloatRange::FLOAT),
        },
        "f64" => RustNumber {
            name: "f64",
            values: Values::Float(FloatRange::DOUBLE),
        },
        _ => return None,
    })
}

/// The formats a node holds: its own and those of its `allOf` entries (all apply).
pub fn formats(schema: &Map<String, Value>) -> Vec<&str> {
    let own = schema.get("format").and_then(Value::as_str);
    let nested = schema
        .get("allOf")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|b| b.get("format").and_then(Value::as_str));
    own.into_iter().chain(nested).collect()
}

/// The integers the API server admits for a node with these formats and `schema`'s
/// bounds (its own and its `allOf` entries').
pub fn admitted_integers(formats: &[&str], schema: &Map<String, Value>) -> IntRange {
    let mut range = IntRange::INT64;
    for f in formats {
        if *f == "int32" {
            range = range.intersect(IntRange::INT32);
        }
    }
    for (low, high) in bounds(schema) {
        if let Some((b, exclusive)) = low {
            // The least whole number above (or not below) the bound.
            let least = if exclusive { b.floor() + 1.0 } else { b.ceil() };
            range = range.intersect(IntRange {
                min: clamp(least),
                max: i128::MAX,
            });
        }
        if let Some((b, exclusive)) = high {
            let greatest = if exclusive { b.ceil() - 1.0 } else { b.floor() };
            range = range.intersect(IntRange {
                min: i128::MIN,
                max: clamp(greatest),
            });
        }
    }
    range
}

/// The numbers the API server admits for a node with these formats and `schema`'s
/// bounds. Exclusive bounds are taken as inclusive: the checks compare ranges of a
/// type's values, whose ends are never a bound's exact value.
pub fn admitted_numbers(formats: &[&str], schema: &Map<String, Value>) -> FloatRange {
    let mut range = FloatRange::DOUBLE;
    for f in formats {
        if *f == "float" {
            range = range.intersect(FloatRange::FLOAT);
        }
    }
    for (low, high) in bounds(schema) {
        if let Some((b, _)) = low {
            range = range.intersect(FloatRange {
                min: b,
                max: f64::MAX,
            });
        }
        if let Some((b, _)) = high {
            range = range.intersect(FloatRange {
                min: f64::MIN,
                max: b,
            });
        }
    }
    range
}

/// A bound and whether it is exclusive.
type Bound = Option<(f64, bool)>;

/// The value bounds of the node and of each of its `allOf` entries, from the keyword
/// table's value range.
fn bounds(schema: &Map<String, Value>) -> Vec<(Bound, Bound)> {
    let nodes = std::iter::once(schema).chain(
        schema
            .get("allOf")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(Value::as_object),
    );
    let mut out = Vec::new();
    for node in nodes {
        for (low, high) in keywords::value_ranges() {
            let get = |k: &keywords::Keyword| -> Bound {
                let exclusive = k
                    .bound
                    .and_then(|b| b.exclusive)
                    .is_some_and(|flag| node.get(flag) == Some(&Value::Bool(true)));
                node.get(k.name)
                    .and_then(Value::as_f64)
                    .map(|v| (v, exclusive))
            };
            out.push((get(low), get(high)));
        }
    }
    out
}

/// A whole `f64` as an `i128`, saturating (a bound of `1e40` is beyond every range).
fn clamp(v: f64) -> i128 {
    // `as` saturates at the ends and maps NaN to 0; bounds are finite numbers.
    v as i128
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn map(v: Value) -> Map<String, Value> {
        v.as_object().cloned().unwrap()
    }

    #[test]
    fn a_node_admits_its_format_range_within_its_bounds() {
        let s = map(json!({"type": "integer", "format": "int32", "minimum": 0}));
        assert_eq!(
            admitted_integers(&formats(&s), &s),
            IntRange {
                min: 0,
                max: i32::MAX.into()
            }
        );
        let s = map(json!({"type": "integer", "minimum": -1.5, "maximum": 7,
                           "exclusiveMaximum": true}));
        assert_eq!(
            admitted_integers(&formats(&s), &s),
            IntRange { min: -1, max: 6 }
        );
        let s = map(json!({"type": "integer", "allOf": [{"format": "int32"}, {"maximum": 9}]}));
        assert_eq!(
            admitted_integers(&formats(&s), &s),
            IntRange {
                min: i32::MIN.into(),
                max: 9
            }
        );
        let s = map(json!({"type": "number", "format": "float", "maximum": 1.5}));
        assert_eq!(
            admitted_numbers(&formats(&s), &s),
            FloatRange {
                min: f32::MIN.into(),
                max: 1.5
            }
        );
    }

    #[test]
    fn ranges_hold_ranges_and_unions_of_touching_ranges() {
        let r = |min, max| IntRange { min, max };
        assert!(r(0, 10).holds(r(2, 3)));
        assert!(!r(0, 10).holds(r(2, 11)));
        assert!(r(0, 10).holds(r(5, 4)));
        assert!(r(0, 10).holds_with(r(11, 20), r(5, 15)));
        assert!(!r(0, 10).holds_with(r(12, 20), r(5, 15)));
        assert!(r(0, 10).holds_with(r(-5, 3), r(-5, 10)));
        assert_eq!(
            rust_number("u16").map(|n| n.values),
            Some(Values::Int(r(0, 65535)))
        );
        assert_eq!(rust_number("i128"), None);
    }
}
