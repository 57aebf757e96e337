//! The `kubernetes.Semver` type of kube-apiserver's CEL library
//! (`k8s.io/apiserver/pkg/cel/library/semverlib.go`): `semver`, `isSemver` (each
//! with the optional `normalize` flag), `major`, `minor`, `patch`, `isGreaterThan`,
//! `isLessThan`, `compareTo`.
//!
//! Versions are parsed and ordered as `github.com/blang/semver/v4` parses and orders
//! them, since the server's results and error texts (`semver('Three')` fails with
//! `No Major.Minor.Patch elements found`) are that package's; the `semver` crate
//! accepts and words things otherwise.

use std::cmp::Ordering;

use cel::common::types::{BOOL_TYPE, STRING_TYPE};
use cel::objects::Opaque;
use cel::{DeclarationError, Env, ExecutionError, Value};

use super::overload::{opaque, opaque_type, overload, server_error, string, wrap};
use crate::field::go_quote;

/// The CEL type name of versions.
const SEMVER: &str = "kubernetes.Semver";

const NUMBERS: &str = "0123456789";

/// A prerelease identifier: numeric identifiers order numerically and before
/// alphanumeric ones.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Pre {
    Num(u64),
    Str(String),
}

impl Pre {
    fn compare(&self, other: &Pre) -> Ordering {
        match (self, other) {
            (Pre::Num(a), Pre::Num(b)) => a.cmp(b),
            (Pre::Str(a), Pre::Str(b)) => a.cmp(b),
            (Pre::Num(_), Pre::Str(_)) => Ordering::Less,
            (Pre::Str(_), Pre::Num(_)) => Ordering::Greater,
        }
    }
}

/// A `semver.Version`; two are equal when `Compare` says so (build metadata aside).
#[derive(Clone, Debug)]
pub struct Semver {
    major: u64,
    minor: u64,
    patch: u64,
    pre: Vec<Pre>,
}

impl Semver {
    /// `Version.Compare`.
    fn compare(&self, other: &Semver) -> Ordering {
        let core =
            (self.major, self.minor, self.patch).cmp(&(other.major, other.minor, other.patch));
        if core != Ordering::Equal {
            return core;
        }
        match (self.pre.is_empty(), other.pre.is_empty()) {
            (true, true) => return Ordering::Equal,
            (true, false) => return Ordering::Greater,
            (false, true) => return Ordering::Less,
            (false, false) => {}
        }
        for (a, b) in self.pre.iter().zip(&other.pre) {
            let ordering = a.compare(b);
            if ordering != Ordering::Equal {
                return ordering;
            }
        }
        self.pre.len().cmp(&other.pre.len())
    }
}

impl PartialEq for Semver {
    fn eq(&self, other: &Self) -> bool {
        self.compare(other) == Ordering::Equal
    }
}

impl Eq for Semver {}

impl Opaque for Semver {
    fn runtime_type_name(&self) -> &str {
        SEMVER
    }
}

fn contains_only(s: &str, set: &str) -> bool {
    s.chars().all(|c| set.contains(c))
}

fn alphanumeric(s: &str) -> bool {
    s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
}

fn has_leading_zeroes(s: &str) -> bool {
    s.len() > 1 && s.starts_with('0')
}

/// `strconv.ParseUint(s, 10, 64)` on digits, with its error text.
fn parse_uint(s: &str) -> Result<u64, String> {
    s.parse().map_err(|_| {
        let why = if s.is_empty() {
            "invalid syntax"
        } else {
            "value out of range"
        };
        format!("strconv.ParseUint: parsing {}: {why}", go_quote(s))
    })
}

/// A major, minor or patch number.
fn number(s: &str, which: &str, capital: &str) -> Result<u64, String> {
    if !contains_only(s, NUMBERS) {
        return Err(format!(
            "Invalid character(s) found in {which} number {}",
            go_quote(s)
        ));
    }
    if has_leading_zeroes(s) {
        return Err(format!(
            "{capital} number must not contain leading zeroes {}",
            go_quote(s)
        ));
    }
    parse_uint(s)
}

/// `NewPRVersion`.
fn prerelease(s: &str) -> Result<Pre, String> {
    if s.is_empty() {
        return Err("Prerelease is empty".to_owned());
    }
    if contains_only(s, NUMBERS) {
        if has_leading_zeroes(s) {
            return Err(format!(
                "Numeric PreRelease version must not contain leading zeroes {}",
                go_quote(s)
            ));
        }
        return parse_uint(s).map(Pre::Num);
    }
    if alphanumeric(s) {
        return Ok(Pre::Str(s.to_owned()));
    }
    Err(format!(
        "Invalid character(s) found in prerelease {}",
        go_quote(s)
    ))
}

/// `semver.Parse`.
pub fn parse(s: &str) -> Result<Semver, String> {
    if s.is_empty() {
        return Err("Version string empty".to_owned());
    }
    let parts: Vec<&str> = s.splitn(3, '.').collect();
    let [major, minor, rest] = parts.as_slice() else {
        return Err("No Major.Minor.Patch elements found".to_owned());
    };
    let major = number(major, "major", "Major")?;
    let minor = number(minor, "minor", "Minor")?;
    let mut patch = *rest;
    let mut build: Vec<&str> = Vec::new();
    if let Some((before, after)) = patch.split_once('+') {
        build = after.split('.').collect();
        patch = before;
    }
    let mut pre: Vec<&str> = Vec::new();
    if let Some((before, after)) = patch.split_once('-') {
        pre = after.split('.').collect();
        patch = before;
    }
    let patch = number(patch, "patch", "Patch")?;
    let pre = pre
        .into_iter()
        .map(prerelease)
        .collect::<Result<Vec<_>, _>>()?;
    for b in build {
        if b.is_empty() {
            return Err("Build meta data is empty".to_owned());
        }
        if !alphanumeric(b) {
            return Err(format!(
                "Invalid character(s) found in build meta data {}",
                go_quote(b)
            ));
        }
    }
    Ok(Semver {
        major,
        minor,
        patch,
        pre,
    })
}

/// `normalizeAndParse`: no `v` prefix, leading zeros dropped, a missing minor or
/// patch number filled with 0.
pub fn normalize_and_parse(s: &str) -> Result<Semver, String> {
    let s = s.strip_prefix('v').unwrap_or(s);
    let mut parts: Vec<String> = s
        .splitn(3, '.')
        .map(|p| {
            if p.len() > 1 {
                let trimmed = p.trim_start_matches('0');
                if trimmed.is_empty() || !trimmed.starts_with(|c: char| c.is_ascii_digit()) {
                    format!("0{trimmed}")
                } else {
                    trimmed.to_owned()
                }
            } else {
                p.to_owned()
            }
        })
        .collect();
    if parts.len() < 3 {
        if parts.last().is_some_and(|p| p.contains(['+', '-'])) {
            return Err("short version cannot contain PreRelease/Build meta data".to_owned());
        }
        parts.resize(3, "0".to_owned());
    }
    parse(&parts.join("."))
}

/// The version argument `i`.
fn v(args: &[Value], i: usize) -> Result<&Semver, ExecutionError> {
    opaque::<Semver>(args, i)
}

/// The string argument, parsed as the `normalize` argument (if any) asks.
fn parsed(args: &[Value]) -> Result<Result<Semver, String>, ExecutionError> {
    let s = string(args, 0)?;
    let normalize = match args.get(1) {
        None => false,
        Some(Value::Bool(b)) => *b,
        Some(other) => return Err(other.error_expected_type(cel::objects::ValueType::Bool)),
    };
    Ok(if normalize {
        normalize_and_parse(s)
    } else {
        parse(s)
    })
}

fn ordering(args: &[Value]) -> Result<Ordering, ExecutionError> {
    Ok(v(args, 0)?.compare(v(args, 1)?))
}

overload!(string_to_semver, |a| parsed(a)?
    .map(wrap)
    .map_err(server_error));
overload!(is_semver, |a| Ok(Value::Bool(parsed(a)?.is_ok())));
overload!(semver_major, |a| version_int(v(a, 0)?.major));
overload!(semver_minor, |a| version_int(v(a, 0)?.minor));
overload!(semver_patch, |a| version_int(v(a, 0)?.patch));
overload!(semver_is_greater_than, |a| Ok(Value::Bool(
    ordering(a)? == Ordering::Greater
)));
overload!(semver_is_less_than, |a| Ok(Value::Bool(
    ordering(a)? == Ordering::Less
)));
overload!(semver_compare_to, |a| Ok(Value::Int(match ordering(a)? {
    Ordering::Less => -1,
    Ordering::Equal => 0,
    Ordering::Greater => 1,
})));

/// `types.Int(v.Major)`: Go converts the uint64 to int64, wrapping.
fn version_int(n: u64) -> Result<Value, ExecutionError> {
    Ok(Value::Int(n as i64))
}

/// Registers the semver library.
pub fn extension(env: &mut Env) -> Result<(), DeclarationError> {
    let ty = || opaque_type(SEMVER);
    env.add_type(ty())?;
    env.add_overload(
        "semver",
        "string_to_semver",
        vec![STRING_TYPE],
        string_to_semver,
    )?;
    env.add_overload(
        "semver",
        "string_bool_to_semver",
        vec![STRING_TYPE, BOOL_TYPE],
        string_to_semver,
    )?;
    env.add_overload("isSemver", "is_semver_string", vec![STRING_TYPE], is_semver)?;
    env.add_overload(
        "isSemver",
        "is_semver_string_bool",
        vec![STRING_TYPE, BOOL_TYPE],
        is_semver,
    )?;
    for (name, id, f) in [
        (
            "isGreaterThan",
            "semver_is_greater_than",
            semver_is_greater_than as cel::common::functions::Function,
        ),
        ("isLessThan", "semver_is_less_than", semver_is_less_than),
        ("compareTo", "semver_compare_to", semver_compare_to),
    ] {
        env.add_member_overload(name, id, ty(), vec![ty()], f)?;
    }
    for (name, id, f) in [
        (
            "major",
            "semver_major",
            semver_major as cel::common::functions::Function,
        ),
        ("minor", "semver_minor", semver_minor),
        ("patch", "semver_patch", semver_patch),
    ] {
        env.add_member_overload(name, id, ty(), vec![], f)?;
    }
    Ok(())
}
