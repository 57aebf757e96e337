//! The `kubernetes.Quantity` type of kube-apiserver's CEL library
//! (`k8s.io/apiserver/pkg/cel/library/quantity.go`): `quantity`, `isQuantity`,
//! `isInteger`, `asInteger`, `asApproximateFloat`, `sign`, `add`, `sub`,
//! `isGreaterThan`, `isLessThan`, `compareTo`.
//!
//! A quantity is held as apimachinery's `resource.Quantity` holds it, because the
//! results depend on it: a fast `int64Amount` (value × 10^scale) when
//! `ParseQuantity` or an addition fits one, else an exact decimal (`inf.Dec`:
//! unscaled ÷ 10^scale, rounded up to nanos and, for binary suffixes, capped at
//! 2^63−1 when parsed). `asInteger` only converts the first form (`"1.0"` and
//! `"1.5Gi"` are not integers there, `"500000G"` is), and `asApproximateFloat`
//! multiplies by Go's `math.Pow10` as the server does.

use std::cmp::Ordering;
use std::sync::LazyLock;

use cel::common::types::{INT_TYPE, STRING_TYPE};
use cel::objects::Opaque;
use cel::{DeclarationError, Env, ExecutionError, Value};
use num_bigint::{BigInt, Sign};

use super::overload::{arg, opaque, opaque_type, overload, server_error, string, wrap};

/// The CEL type name of quantities.
const QUANTITY: &str = "kubernetes.Quantity";

/// `ErrFormatWrong`.
const FORMAT_WRONG: &str =
    "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";
/// `ErrNumeric`.
const NUMERIC: &str = "unable to parse numeric part of quantity";
/// `ErrSuffix`.
const SUFFIX: &str = "unable to parse quantity's suffix";

/// The most decimal digits a rescaling may add. Go's `inf.Dec` has no bound (and
/// would spend minutes on `1.5e999999999`); beyond this a quantity is refused.
const MAX_RESCALE: i64 = 100_000;

/// A `resource.Quantity`'s amount.
#[derive(Clone, Debug)]
pub enum Amount {
    /// `int64Amount`: `value × 10^scale`.
    Int {
        /// The value.
        value: i64,
        /// The decimal exponent.
        scale: i32,
    },
    /// `inf.Dec`: `unscaled × 10^-scale`.
    Dec {
        /// The unscaled value.
        unscaled: BigInt,
        /// The scale (negated exponent).
        scale: i32,
    },
}

/// A `kubernetes.Quantity` value, equal to another of the same amount (`Cmp == 0`).
#[derive(Clone, Debug)]
pub struct Quantity(pub Amount);

impl PartialEq for Quantity {
    fn eq(&self, other: &Self) -> bool {
        compare(&self.0, &other.0) == Some(Ordering::Equal)
    }
}

impl Eq for Quantity {}

impl Opaque for Quantity {
    fn runtime_type_name(&self) -> &str {
        QUANTITY
    }
}

fn pow10(n: i64) -> Option<BigInt> {
    (0..=MAX_RESCALE)
        .contains(&n)
        .then(|| BigInt::from(10).pow(n as u32))
}

/// The amount as `inf.Dec` (`AsDec`).
fn as_dec(a: &Amount) -> (BigInt, i32) {
    match a {
        Amount::Dec { unscaled, scale } => (unscaled.clone(), *scale),
        Amount::Int { value, scale } => (BigInt::from(*value), scale.saturating_neg()),
    }
}

/// `(u, s)` with scale `to ≥ s`, exactly.
fn rescale(u: &BigInt, s: i32, to: i32) -> Option<BigInt> {
    Some(u * pow10(i64::from(to) - i64::from(s))?)
}

/// Exact comparison (`Cmp`); `None` only past [`MAX_RESCALE`].
fn compare(a: &Amount, b: &Amount) -> Option<Ordering> {
    let ((ua, sa), (ub, sb)) = (as_dec(a), as_dec(b));
    match ua.sign().cmp(&ub.sign()) {
        Ordering::Equal if ua.sign() == Sign::NoSign => return Some(Ordering::Equal),
        Ordering::Equal => {}
        other => return Some(other),
    }
    // Same sign, both non-zero: the orders of magnitude first, so that the
    // alignment below is never larger than the numbers.
    let order = |u: &BigInt, s: i32| u.magnitude().to_string().len() as i64 - i64::from(s);
    let by_order = order(&ua, sa).cmp(&order(&ub, sb));
    if by_order != Ordering::Equal {
        return Some(if ua.sign() == Sign::Minus {
            by_order.reverse()
        } else {
            by_order
        });
    }
    let to = sa.max(sb);
    Some(rescale(&ua, sa, to)?.cmp(&rescale(&ub, sb, to)?))
}

fn sign(a: &Amount) -> i64 {
    match a {
        Amount::Int { value, .. } => value.signum(),
        Amount::Dec { unscaled, .. } => match unscaled.sign() {
            Sign::Minus => -1,
            Sign::NoSign => 0,
            Sign::Plus => 1,
        },
    }
}

/// `positiveScaleInt64`: `base × 10^scale` if it fits (a zero base always does, however
/// large the scale).
fn positive_scale(base: i64, scale: i64) -> Option<i64> {
    if base == 0 {
        return Some(0);
    }
    (0..scale).try_fold(base, |v, _| v.checked_mul(10))
}

/// `int64Amount.Add`: `None` when the fast form overflows.
fn int_add(a: (i64, i32), b: (i64, i32)) -> Option<(i64, i32)> {
    let ((av, asc), (bv, bsc)) = (a, b);
    if bv == 0 {
        return Some(a);
    }
    if av == 0 {
        return Some(b);
    }
    match asc.cmp(&bsc) {
        Ordering::Equal => Some((av.checked_add(bv)?, asc)),
        Ordering::Greater => Some((
            positive_scale(av, i64::from(asc) - i64::from(bsc))?.checked_add(bv)?,
            bsc,
        )),
        Ordering::Less => Some((
            av.checked_add(positive_scale(bv, i64::from(bsc) - i64::from(asc))?)?,
            asc,
        )),
    }
}

/// `Quantity.Add`, or `Sub` when `negate`.
fn add(a: &Amount, b: &Amount, negate: bool) -> Result<Amount, ExecutionError> {
    if let (
        Amount::Int {
            value: av,
            scale: asc,
        },
        Amount::Int {
            value: bv,
            scale: bsc,
        },
    ) = (a, b)
    {
        // `int64Amount.Sub` adds `-b.value`, which wraps for the most negative value.
        let bv = if negate { bv.wrapping_neg() } else { *bv };
        if let Some((value, scale)) = int_add((*av, *asc), (bv, *bsc)) {
            return Ok(Amount::Int { value, scale });
        }
    }
    let ((ua, sa), (ub, sb)) = (as_dec(a), as_dec(b));
    let to = sa.max(sb);
    let too_large = || server_error("quantity too large to add");
    let (ua, ub) = (
        rescale(&ua, sa, to).ok_or_else(too_large)?,
        rescale(&ub, sb, to).ok_or_else(too_large)?,
    );
    let unscaled = if negate { ua - ub } else { ua + ub };
    Ok(Amount::Dec {
        unscaled,
        scale: to,
    })
}

/// `Quantity.AsInt64`: only the fast form converts.
fn as_int64(a: &Amount) -> Option<i64> {
    match a {
        Amount::Int { value, scale } if *scale >= 0 => positive_scale(*value, i64::from(*scale)),
        _ => None,
    }
}

/// Go's `math.Pow10`, table products and all, so that floats match bit for bit.
fn go_pow10(n: i64) -> f64 {
    const TAB: [f64; 32] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22, 1e23, 1e24, 1e25, 1e26, 1e27, 1e28, 1e29, 1e30, 1e31,
    ];
    const POS32: [f64; 10] = [
        1e0, 1e32, 1e64, 1e96, 1e128, 1e160, 1e192, 1e224, 1e256, 1e288,
    ];
    const NEG32: [f64; 11] = [
        1e-0, 1e-32, 1e-64, 1e-96, 1e-128, 1e-160, 1e-192, 1e-224, 1e-256, 1e-288, 1e-320,
    ];
    if (0..=308).contains(&n) {
        return POS32[(n / 32) as usize] * TAB[(n % 32) as usize];
    }
    if (-323..=0).contains(&n) {
        let m = -n;
        return NEG32[(m / 32) as usize] / TAB[(m % 32) as usize];
    }
    if n > 0 { f64::INFINITY } else { 0.0 }
}

/// `Quantity.AsApproximateFloat64`.
fn approximate_float(a: &Amount) -> f64 {
    let (base, exponent) = match a {
        Amount::Dec { unscaled, scale } => (
            unscaled.to_string().parse::<f64>().unwrap_or(f64::NAN),
            -i64::from(*scale),
        ),
        Amount::Int { value, scale } => (*value as f64, i64::from(*scale)),
    };
    if exponent == 0 {
        base
    } else {
        base * go_pow10(exponent)
    }
}

/// The parts `parseQuantityString` scans.
struct Parts<'s> {
    positive: bool,
    value: &'s str,
    num: &'s str,
    denom: &'s str,
    suffix: &'s str,
}

/// `parseQuantityString`.
fn scan(s: &str) -> Result<Parts<'_>, &'static str> {
    let b = s.as_bytes();
    let end = b.len();
    let mut parts = Parts {
        positive: true,
        value: "",
        num: "",
        denom: "",
        suffix: "",
    };
    let mut pos = 0;
    match b.first() {
        Some(b'-') => {
            parts.positive = false;
            pos += 1;
        }
        Some(b'+') => pos += 1,
        _ => {}
    }
    while pos < end && b[pos] == b'0' {
        pos += 1;
    }
    if pos >= end {
        parts.num = "0";
        parts.value = "0";
        return Ok(parts);
    }
    let start = pos;
    while pos < end && b[pos].is_ascii_digit() {
        pos += 1;
    }
    parts.num = if pos == start { "0" } else { &s[start..pos] };
    if pos >= end {
        parts.value = s;
        return Ok(parts);
    }
    if b[pos] == b'.' {
        pos += 1;
        let start = pos;
        while pos < end && b[pos].is_ascii_digit() {
            pos += 1;
        }
        parts.denom = &s[start..pos];
        if pos >= end {
            parts.value = s;
            return Ok(parts);
        }
    }
    parts.value = &s[..pos];
    let suffix_start = pos;
    while pos < end && b"eEinumkKMGTP".contains(&b[pos]) {
        pos += 1;
    }
    if pos < end && matches!(b[pos], b'-' | b'+') {
        pos += 1;
    }
    while pos < end && b[pos].is_ascii_digit() {
        pos += 1;
    }
    if pos < end {
        return Err(FORMAT_WRONG);
    }
    parts.suffix = &s[suffix_start..];
    Ok(parts)
}

/// `quantitySuffixer.interpret`: base, exponent, and whether the format is BinarySI.
fn interpret(suffix: &str) -> Option<(u32, i32, bool)> {
    let decimal = [
        ("", 0),
        ("n", -9),
        ("u", -6),
        ("m", -3),
        ("k", 3),
        ("M", 6),
        ("G", 9),
        ("T", 12),
        ("P", 15),
        ("E", 18),
    ];
    if let Some((_, e)) = decimal.iter().find(|(s, _)| *s == suffix) {
        return Some((10, *e, false));
    }
    let binary = [
        ("Ki", 10),
        ("Mi", 20),
        ("Gi", 30),
        ("Ti", 40),
        ("Pi", 50),
        ("Ei", 60),
    ];
    if let Some((_, e)) = binary.iter().find(|(s, _)| *s == suffix) {
        return Some((2, *e, true));
    }
    let exponent = suffix.strip_prefix(['e', 'E'])?;
    if exponent.is_empty() {
        return None;
    }
    // strconv.ParseInt(…, 10, 64), then int32(…): Go truncates.
    exponent.parse::<i64>().ok().map(|e| (10, e as i32, false))
}

/// `inf.Dec.SetString` on the number `scan` found: `(unscaled, scale)`.
fn parse_decimal(value: &str) -> Option<(BigInt, i32)> {
    let (negative, digits) = match value.as_bytes().first() {
        Some(b'-') => (true, &value[1..]),
        Some(b'+') => (false, &value[1..]),
        _ => (false, value),
    };
    let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
    if int.is_empty() && frac.is_empty() {
        return None;
    }
    let all: String = format!("{int}{frac}");
    let mut unscaled: BigInt = if all.is_empty() {
        BigInt::from(0)
    } else {
        all.parse().ok()?
    };
    if negative {
        unscaled = -unscaled;
    }
    Some((unscaled, i32::try_from(frac.len()).ok()?))
}

/// `resource.ParseQuantity`.
pub fn parse(s: &str) -> Result<Amount, &'static str> {
    if s.is_empty() {
        return Err(FORMAT_WRONG);
    }
    if s == "0" {
        return Ok(Amount::Int { value: 0, scale: 0 });
    }
    let parts = scan(s)?;
    let (base, exponent, binary) = interpret(parts.suffix).ok_or(SUFFIX)?;
    let digits = (parts.num.len() + parts.denom.len()) as i64;
    let (mut scale, mantissa, precision): (i32, i64, i64) = if !binary {
        (exponent, 1, 18 - digits)
    } else if exponent >= 0 && parts.denom.is_empty() {
        let precision = 15 - parts.num.len() as i64 - ((exponent as f32) * 3.0 / 10.0) as i64 - 1;
        (0, 1i64 << exponent, precision)
    } else {
        (0, 1, -1)
    };
    if precision >= 0 {
        scale = scale.saturating_sub(parts.denom.len() as i32);
        if scale >= -9 {
            let shifted = format!("{}{}", parts.num, parts.denom);
            let value: i64 = shifted.parse().map_err(|_| NUMERIC)?;
            if let Some(result) = value.checked_mul(mantissa) {
                let value = if parts.positive { result } else { -result };
                return Ok(Amount::Int { value, scale });
            }
        }
    }
    let (mut unscaled, mut dec_scale) = parse_decimal(parts.value).ok_or(NUMERIC)?;
    if base == 10 {
        dec_scale = dec_scale.checked_sub(exponent).ok_or(NUMERIC)?;
    } else {
        unscaled <<= exponent as usize;
    }
    let negative = unscaled.sign() == Sign::Minus;
    if negative {
        unscaled = -unscaled;
    }
    // Round up (away from zero) to nanos: `amount.Round(amount, 9, inf.RoundUp)`.
    if unscaled.sign() != Sign::NoSign {
        match dec_scale.cmp(&9) {
            Ordering::Greater => {
                let divisor = pow10(i64::from(dec_scale) - 9).ok_or(NUMERIC)?;
                let (q, r) = (&unscaled / &divisor, &unscaled % &divisor);
                unscaled = if r.sign() == Sign::NoSign { q } else { q + 1 };
            }
            Ordering::Less => {
                unscaled *= pow10(9 - i64::from(dec_scale)).ok_or(NUMERIC)?;
            }
            Ordering::Equal => {}
        }
        dec_scale = 9;
    }
    static MAX: LazyLock<BigInt> = LazyLock::new(|| BigInt::from(i64::MAX));
    if binary
        && compare(
            &Amount::Dec {
                unscaled: unscaled.clone(),
                scale: dec_scale,
            },
            &Amount::Int {
                value: i64::MAX,
                scale: 0,
            },
        ) == Some(Ordering::Greater)
    {
        unscaled = MAX.clone();
        dec_scale = 0;
    }
    if negative {
        unscaled = -unscaled;
    }
    Ok(Amount::Dec {
        unscaled,
        scale: dec_scale,
    })
}

fn q(args: &[Value], i: usize) -> Result<&Amount, ExecutionError> {
    Ok(&opaque::<Quantity>(args, i)?.0)
}

/// An int argument as `NewQuantity(n, DecimalExponent)`.
fn int_quantity(args: &[Value], i: usize) -> Result<Amount, ExecutionError> {
    match arg(args, i)? {
        Value::Int(n) => Ok(Amount::Int {
            value: *n,
            scale: 0,
        }),
        other => Err(other.error_expected_type(cel::objects::ValueType::Int)),
    }
}

fn ordering(a: &[Value]) -> Result<Ordering, ExecutionError> {
    compare(q(a, 0)?, q(a, 1)?).ok_or_else(|| server_error("quantity too large to compare"))
}

overload!(string_to_quantity, |a| parse(string(a, 0)?)
    .map(|amount| wrap(Quantity(amount)))
    .map_err(server_error));
overload!(is_quantity, |a| Ok(Value::Bool(
    parse(string(a, 0)?).is_ok()
)));
overload!(quantity_sign, |a| Ok(Value::Int(sign(q(a, 0)?))));
overload!(quantity_is_greater_than, |a| Ok(Value::Bool(
    ordering(a)? == Ordering::Greater
)));
overload!(quantity_is_less_than, |a| Ok(Value::Bool(
    ordering(a)? == Ordering::Less
)));
overload!(quantity_compare_to, |a| Ok(Value::Int(
    match ordering(a)? {
        Ordering::Less => -1,
        Ordering::Equal => 0,
        Ordering::Greater => 1,
    }
)));
overload!(quantity_get_float, |a| Ok(Value::Float(approximate_float(
    q(a, 0)?
))));
overload!(quantity_get_int, |a| as_int64(q(a, 0)?)
    .map(Value::Int)
    .ok_or_else(|| server_error("cannot convert value to integer")));
overload!(quantity_is_integer, |a| Ok(Value::Bool(
    as_int64(q(a, 0)?).is_some()
)));
overload!(quantity_add, |a| Ok(wrap(Quantity(add(
    q(a, 0)?,
    q(a, 1)?,
    false
)?))));
overload!(quantity_add_int, |a| Ok(wrap(Quantity(add(
    q(a, 0)?,
    &int_quantity(a, 1)?,
    false
)?))));
overload!(quantity_sub, |a| Ok(wrap(Quantity(add(
    q(a, 0)?,
    q(a, 1)?,
    true
)?))));
overload!(quantity_sub_int, |a| Ok(wrap(Quantity(add(
    q(a, 0)?,
    &int_quantity(a, 1)?,
    true
)?))));

/// Registers the quantity library (`isQuantity` included).
pub fn extension(env: &mut Env) -> Result<(), DeclarationError> {
    let ty = || opaque_type(QUANTITY);
    env.add_type(ty())?;
    env.add_overload(
        "quantity",
        "string_to_quantity",
        vec![STRING_TYPE],
        string_to_quantity,
    )?;
    env.add_overload(
        "isQuantity",
        "is_quantity_string",
        vec![STRING_TYPE],
        is_quantity,
    )?;
    // Declared global in quantity.go, documented as a member: both work.
    env.add_overload("sign", "quantity_sign", vec![ty()], quantity_sign)?;
    env.add_member_overload("sign", "quantity_sign_member", ty(), vec![], quantity_sign)?;
    for (name, id, f) in [
        (
            "isGreaterThan",
            "quantity_is_greater_than",
            quantity_is_greater_than as cel::common::functions::Function,
        ),
        ("isLessThan", "quantity_is_less_than", quantity_is_less_than),
        ("compareTo", "quantity_compare_to", quantity_compare_to),
        ("add", "quantity_add", quantity_add),
        ("sub", "quantity_sub", quantity_sub),
    ] {
        env.add_member_overload(name, id, ty(), vec![ty()], f)?;
    }
    env.add_member_overload(
        "add",
        "quantity_add_int",
        ty(),
        vec![INT_TYPE],
        quantity_add_int,
    )?;
    env.add_member_overload(
        "sub",
        "quantity_sub_int",
        ty(),
        vec![INT_TYPE],
        quantity_sub_int,
    )?;
    for (name, id, f) in [
        (
            "asApproximateFloat",
            "quantity_get_float",
            quantity_get_float as cel::common::functions::Function,
        ),
        ("asInteger", "quantity_get_int", quantity_get_int),
        ("isInteger", "quantity_is_integer", quantity_is_integer),
    ] {
        env.add_member_overload(name, id, ty(), vec![], f)?;
    }
    Ok(())
}
