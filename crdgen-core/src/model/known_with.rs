//! serde `with` helpers of other crates whose output crdgen knows, so that a field
//! using one needs no schema of its own: chrono's timestamp modules write the time as a
//! whole number of seconds, milliseconds, microseconds or nanoseconds since the Unix
//! epoch, an `i64` (`DateTime::timestamp`, `timestamp_millis`, …). The `_option`
//! modules write `Some` the same way and `None` as `null`, which their schema says
//! (`nullable`) wherever a `None` is written (no `skip_serializing_if`). Whether the field
//! is required is the general rule's (`schema::fields`): through `with`, serde reads the
//! field with the helper too, and then a missing key is an error rather than `None`
//! unless the field has `#[serde(default)]`, so such a field is `required`, and being
//! `nullable`, keeps the `null` the API server would otherwise drop.

use crate::source::{ModuleId, Parsed, Resolved};

/// chrono's timestamp modules, in `chrono::serde` (for `DateTime<Utc>`) and in
/// `chrono::naive::serde` (for `NaiveDateTime`).
const CHRONO_TIMESTAMPS: [&str; 8] = [
    "ts_seconds",
    "ts_seconds_option",
    "ts_milliseconds",
    "ts_milliseconds_option",
    "ts_microseconds",
    "ts_microseconds_option",
    "ts_nanoseconds",
    "ts_nanoseconds_option",
];

/// The markers giving the schema of what the helper written as `path` in
/// `#[serde(key = "path")]` (in module `module`) writes, if it is one crdgen knows:
/// `type = "integer", format = "int64"` for chrono's timestamps, plus `nullable` for an
/// `_option` helper when `writes_none` (no `skip_serializing_if`: serde hands `None` to
/// the helper, which writes `null`). `serialize_with` names the module's `serialize`
/// function, `with` the module. The markers are spanned at `span`, the attribute's key,
/// so that whatever they cause points there.
pub(crate) fn schema_of(
    src: Parsed<'_>,
    module: ModuleId,
    (span, key): (proc_macro2::Span, &str),
    path: &str,
    writes_none: bool,
) -> Option<proc_macro2::TokenStream> {
    let mut path: syn::Path = syn::parse_str(path).ok()?;
    if key == "serialize_with" {
        // The module is the path without its last segment, `serialize`.
        let mut segments: Vec<syn::PathSegment> = path.segments.into_iter().collect();
        if segments.pop()?.ident != "serialize" || segments.is_empty() {
            return None;
        }
        path.segments = segments.into_iter().collect();
    }
    let Ok(Resolved::External(segments)) = src.resolve_type_path(module, &path) else {
        return None;
    };
    let names: Vec<&str> = segments.iter().map(String::as_str).collect();
    let helper = match names.as_slice() {
        ["chrono", "serde", helper] | ["chrono", "naive", "serde", helper] => *helper,
        _ => return None,
    };
    if !CHRONO_TIMESTAMPS.contains(&helper) {
        return None;
    }
    Some(if writes_none && helper.ends_with("_option") {
        quote::quote_spanned!(span=> type = "integer", format = "int64", nullable)
    } else {
        quote::quote_spanned!(span=> type = "integer", format = "int64")
    })
}
