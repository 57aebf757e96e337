//! The common types of other crates, each mapped to the schema of what its serde impl
//! writes with serde_json. One row per type: data, not code paths; the schema builder
//! looks a type up here by its resolved path (as [`crate::source`] resolves `use` items,
//! so `use chrono::{DateTime, Utc}` makes `DateTime<Utc>` the path `chrono::DateTime`),
//! and `docs/known-types.md` is generated from the rows ([`markdown`]).
//!
//! Every row is proven by `tests/tests/known_types.rs`, which serializes real values with
//! the real crate and checks them against the row's schema through the API-server model
//! ([`super::validate`], formats included) and pruning ([`super::prune`]).
//!
//! Formats are only those kube-apiserver checks (kube-openapi's `strfmt`), and only where
//! its check accepts every value the crate writes in practice; where it does not (jiff's
//! `Span` writes ISO 8601 `P1DT2H`, which the `duration` format — Go's
//! `time.ParseDuration` — rejects), the row is a plain string.

use serde_json::{Map, Value};

/// What serde writes for a type of another crate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Written {
    /// A fixed schema, as JSON text.
    Schema(&'static str),
    /// The schema of the type argument at this index (`OrderedFloat<f64>` is an `f64`).
    Arg(usize),
    /// No schema: what serde writes cannot be known from the type (it depends on the
    /// crate's features, or the crate has no serde impl). The text says what to write.
    Refused(&'static str),
}

/// One type of another crate.
#[derive(Debug, Clone, Copy)]
pub struct KnownType {
    /// The crate, as written in `Cargo.toml`.
    pub krate: &'static str,
    /// How users write it, for docs and messages: `chrono::DateTime<Tz>`.
    pub rust: &'static str,
    /// Every path that names it, after `use` resolution (re-exports included).
    pub paths: &'static [&'static str],
    /// What serde writes.
    pub written: Written,
    /// An example of what serde_json writes, for the docs.
    pub example: &'static str,
    /// Why this schema, one line of markdown.
    pub note: &'static str,
}

/// A string in kube-apiserver's `date-time` format: RFC 3339 with `T`, an optional
/// fraction of any length and `Z` or an offset.
const DATE_TIME: &str = r#"{"type": "string", "format": "date-time"}"#;
/// A string in kube-apiserver's `date` format: `YYYY-MM-DD`.
const DATE: &str = r#"{"type": "string", "format": "date"}"#;
/// A string without a format the server knows.
const STRING: &str = r#"{"type": "string"}"#;

/// The table (sorted by crate, then type).
pub const KNOWN_TYPES: &[KnownType] = &[
    KnownType {
        krate: "bytes",
        rust: "bytes::Bytes",
        paths: &["bytes::Bytes"],
        written: Written::Schema(
            r#"{"type": "array", "items": {"type": "integer", "format": "int32", "minimum": 0, "maximum": 255}}"#,
        ),
        example: "[104, 105]",
        note: "serde_json writes bytes as a sequence of integers (as `Vec<u8>`), not base64; use `k8s_openapi::ByteString` for Go's `[]byte`",
    },
    KnownType {
        krate: "bytes",
        rust: "bytes::BytesMut",
        paths: &["bytes::BytesMut"],
        written: Written::Schema(
            r#"{"type": "array", "items": {"type": "integer", "format": "int32", "minimum": 0, "maximum": 255}}"#,
        ),
        example: "[104, 105]",
        note: "as `Bytes`",
    },
    KnownType {
        krate: "chrono",
        rust: "chrono::DateTime<Tz>",
        paths: &[
            "chrono::DateTime",
            "chrono::datetime::DateTime",
            "chrono::prelude::DateTime",
        ],
        written: Written::Schema(DATE_TIME),
        example: "\"2024-05-06T07:08:09.123456789Z\"",
        note: "RFC 3339, nanoseconds as needed, `Z` for `Utc` and `+01:00` for other offsets; the server refuses years outside 0000–9999 and leap seconds (`:60`), as it does for Go's `metav1.Time`",
    },
    KnownType {
        krate: "chrono",
        rust: "chrono::NaiveDate",
        paths: &[
            "chrono::NaiveDate",
            "chrono::naive::NaiveDate",
            "chrono::prelude::NaiveDate",
        ],
        written: Written::Schema(DATE),
        example: "\"2024-05-06\"",
        note: "`YYYY-MM-DD`; the server refuses years outside 0000–9999",
    },
    KnownType {
        krate: "chrono",
        rust: "chrono::NaiveDateTime",
        paths: &[
            "chrono::NaiveDateTime",
            "chrono::naive::NaiveDateTime",
            "chrono::prelude::NaiveDateTime",
        ],
        written: Written::Schema(STRING),
        example: "\"2024-05-06T07:08:09.500\"",
        note: "no offset, so not the server's `date-time`",
    },
    KnownType {
        krate: "chrono",
        rust: "chrono::NaiveTime",
        paths: &[
            "chrono::NaiveTime",
            "chrono::naive::NaiveTime",
            "chrono::prelude::NaiveTime",
        ],
        written: Written::Schema(STRING),
        example: "\"07:08:09.500\"",
        note: "the server has no time-of-day format",
    },
    KnownType {
        krate: "compact_str",
        rust: "compact_str::CompactString",
        paths: &["compact_str::CompactString"],
        written: Written::Schema(STRING),
        example: "\"text\"",
        note: "a string",
    },
    KnownType {
        krate: "http",
        rust: "http::Uri",
        paths: &["http::Uri", "http::uri::Uri"],
        written: Written::Refused(
            "http has no serde impls; the common crate is http-serde: write #[serde(with = \"http_serde::uri\")] #[crd(type = \"string\")] on the field (a `Uri` may be `*`, which the server's `uri` format refuses)",
        ),
        example: "",
        note: "http has no serde impls: refused, with the override to write beside `#[serde(with = \"http_serde::uri\")]` (`type = \"string\"`: a `Uri` may be `*`, which the server's `uri` refuses)",
    },
    KnownType {
        krate: "jiff",
        rust: "jiff::SignedDuration",
        paths: &["jiff::SignedDuration"],
        written: Written::Schema(STRING),
        example: "\"PT2H30M\"",
        note: "ISO 8601 duration, which the server's `duration` format (Go's `time.ParseDuration`) rejects",
    },
    KnownType {
        krate: "jiff",
        rust: "jiff::Span",
        paths: &["jiff::Span"],
        written: Written::Schema(STRING),
        example: "\"P1DT2H\"",
        note: "ISO 8601 duration, which the server's `duration` format (Go's `time.ParseDuration`) rejects",
    },
    KnownType {
        krate: "jiff",
        rust: "jiff::Timestamp",
        paths: &["jiff::Timestamp"],
        written: Written::Schema(DATE_TIME),
        example: "\"2024-05-06T07:08:09.5Z\"",
        note: "RFC 3339 in UTC; the server refuses years before 0000 (jiff writes `-000001-…`)",
    },
    KnownType {
        krate: "jiff",
        rust: "jiff::Zoned",
        paths: &["jiff::Zoned"],
        written: Written::Schema(STRING),
        example: "\"2024-05-06T07:08:09+02:00[Europe/Paris]\"",
        note: "RFC 9557 with the time zone in brackets, which the server's `date-time` rejects",
    },
    KnownType {
        krate: "jiff",
        rust: "jiff::civil::Date",
        paths: &["jiff::civil::Date"],
        written: Written::Schema(DATE),
        example: "\"2024-05-06\"",
        note: "`YYYY-MM-DD`; the server refuses years before 0000",
    },
    KnownType {
        krate: "jiff",
        rust: "jiff::civil::DateTime",
        paths: &["jiff::civil::DateTime"],
        written: Written::Schema(STRING),
        example: "\"2024-05-06T07:08:09.5\"",
        note: "no offset, so not the server's `date-time`",
    },
    KnownType {
        krate: "jiff",
        rust: "jiff::civil::Time",
        paths: &["jiff::civil::Time"],
        written: Written::Schema(STRING),
        example: "\"07:08:09.5\"",
        note: "the server has no time-of-day format",
    },
    KnownType {
        krate: "ordered-float",
        rust: "ordered_float::NotNan<T>",
        paths: &["ordered_float::NotNan"],
        written: Written::Arg(0),
        example: "1.5",
        note: "the float it wraps",
    },
    KnownType {
        krate: "ordered-float",
        rust: "ordered_float::OrderedFloat<T>",
        paths: &["ordered_float::OrderedFloat"],
        written: Written::Arg(0),
        example: "1.5",
        note: "the float it wraps (NaN and infinities are written as `null` by serde_json, as for `f64`)",
    },
    KnownType {
        krate: "rust_decimal",
        rust: "rust_decimal::Decimal",
        paths: &["rust_decimal::Decimal", "rust_decimal::prelude::Decimal"],
        written: Written::Schema(r#"{"type": "string", "pattern": "^-?[0-9]+(\\.[0-9]+)?$"}"#),
        example: "\"-12.50\"",
        note: "a string of decimal digits with the scale kept (the default `serde` feature; `serde-float` and `serde-arbitrary-precision` write numbers instead)",
    },
    KnownType {
        krate: "semver",
        rust: "semver::Version",
        paths: &["semver::Version"],
        written: Written::Schema(
            r#"{"type": "string", "pattern": "^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(-(0|[1-9][0-9]*|[0-9]*[a-zA-Z-][0-9a-zA-Z-]*)(\\.(0|[1-9][0-9]*|[0-9]*[a-zA-Z-][0-9a-zA-Z-]*))*)?(\\+[0-9a-zA-Z-]+(\\.[0-9a-zA-Z-]+)*)?$"}"#,
        ),
        example: "\"1.2.3-rc.1+build.5\"",
        note: "SemVer 2.0, with semver.org's regular expression",
    },
    KnownType {
        krate: "semver",
        rust: "semver::VersionReq",
        paths: &["semver::VersionReq"],
        written: Written::Schema(STRING),
        example: "\">=1.2.3, <2.0.0\"",
        note: "a comparator list (`*` when empty)",
    },
    KnownType {
        krate: "smol_str",
        rust: "smol_str::SmolStr",
        paths: &["smol_str::SmolStr"],
        written: Written::Schema(STRING),
        example: "\"text\"",
        note: "a string",
    },
    KnownType {
        krate: "std",
        rust: "std::net::IpAddr",
        paths: &["std::net::IpAddr"],
        written: Written::Schema(STRING),
        example: "\"10.0.0.1\"",
        note: "IPv4 or IPv6: neither `ipv4` nor `ipv6` holds both",
    },
    KnownType {
        krate: "std",
        rust: "std::net::Ipv4Addr",
        paths: &["std::net::Ipv4Addr"],
        written: Written::Schema(r#"{"type": "string", "format": "ipv4"}"#),
        example: "\"10.0.0.1\"",
        note: "dotted decimal",
    },
    KnownType {
        krate: "std",
        rust: "std::net::Ipv6Addr",
        paths: &["std::net::Ipv6Addr"],
        written: Written::Schema(r#"{"type": "string", "format": "ipv6"}"#),
        example: "\"fe80::1\"",
        note: "RFC 5952 text",
    },
    KnownType {
        krate: "std",
        rust: "std::net::SocketAddr",
        paths: &["std::net::SocketAddr"],
        written: Written::Schema(STRING),
        example: "\"[::1]:8080\"",
        note: "address and port; the server has no format for it",
    },
    KnownType {
        krate: "std",
        rust: "std::net::SocketAddrV4",
        paths: &["std::net::SocketAddrV4"],
        written: Written::Schema(STRING),
        example: "\"10.0.0.1:8080\"",
        note: "address and port",
    },
    KnownType {
        krate: "std",
        rust: "std::net::SocketAddrV6",
        paths: &["std::net::SocketAddrV6"],
        written: Written::Schema(STRING),
        example: "\"[::1]:8080\"",
        note: "address and port",
    },
    KnownType {
        krate: "std",
        rust: "std::path::PathBuf",
        paths: &["std::path::PathBuf", "std::path::Path"],
        written: Written::Schema(STRING),
        example: "\"/etc/app.conf\"",
        note: "a string (serde refuses paths that are not UTF-8 when serializing)",
    },
    KnownType {
        krate: "std",
        rust: "std::time::Duration",
        paths: &["std::time::Duration"],
        written: Written::Schema(
            r#"{"type": "object", "properties": {"nanos": {"type": "integer", "format": "int64", "minimum": 0, "maximum": 999999999}, "secs": {"type": "integer", "format": "int64", "minimum": 0}}, "required": ["nanos", "secs"]}"#,
        ),
        example: "{\"secs\": 90, \"nanos\": 0}",
        note: "an object of `secs` and `nanos`, not a string",
    },
    KnownType {
        krate: "time",
        rust: "time::OffsetDateTime",
        paths: &["time::OffsetDateTime"],
        written: Written::Refused(
            "time's own serde impl writes an array of integers (`[2024,127,7,8,9,0,0,0,0]`), or with its `serde-human-readable` feature a string that is not RFC 3339 (`2024-05-06 07:08:09.0 +00:00:00`), depending on the features the crate is built with; write #[serde(with = \"time::serde::rfc3339\")] #[crd(type = \"string\", format = \"date-time\")] on the field (feature `serde-well-known`)",
        ),
        example: "",
        note: "refused: what it writes depends on time's features and neither form is RFC 3339; with `#[serde(with = \"time::serde::rfc3339\")]` the field takes `#[crd(type = \"string\", format = \"date-time\")]`",
    },
    KnownType {
        krate: "url",
        rust: "url::Url",
        paths: &["url::Url"],
        written: Written::Schema(r#"{"type": "string", "format": "uri"}"#),
        example: "\"https://example.com/a?b=c\"",
        note: "an absolute URL, which the server's `uri` (Go's `url.ParseRequestURI`) accepts",
    },
    KnownType {
        krate: "uuid",
        rust: "uuid::Uuid",
        paths: &["uuid::Uuid"],
        written: Written::Schema(r#"{"type": "string", "format": "uuid"}"#),
        example: "\"67e55044-10b1-426f-9247-bb680e5fe0c8\"",
        note: "lower-case hyphenated",
    },
];

/// The row for a resolved path (`["chrono", "DateTime"]`).
pub fn find(path: &[String]) -> Option<&'static KnownType> {
    let joined = path.join("::");
    KNOWN_TYPES
        .iter()
        .find(|t| t.paths.contains(&joined.as_str()))
}

impl KnownType {
    /// The fixed schema of the row, when it has one.
    pub fn schema(&self) -> Option<Map<String, Value>> {
        match self.written {
            Written::Schema(text) => match serde_json::from_str(text) {
                Ok(Value::Object(map)) => Some(map),
                _ => None,
            },
            Written::Arg(_) | Written::Refused(_) => None,
        }
    }
}

/// `docs/known-types.md`: the table, generated (a test keeps the committed file equal).
pub fn markdown() -> String {
    let mut out = String::from(
        "# Types of other crates\n\n\
         crdgen reads source and never compiles the crate, so it cannot see the definition \
         of a type from another crate. The types below are known: each maps to the schema of \
         what its serde impl writes with serde_json, proven by `tests/tests/known_types.rs`, \
         which serializes real values with the real crate and checks them against the schema \
         through the API server model (formats included) and pruning. Types are matched by \
         the path they resolve to through the crate's `use` items (re-exports listed).\n\n\
         Any other type of another crate is an error (E0351) at each field that uses it, \
         unless the field gives its schema (`#[crd(type = \"string\", format = …)]` with any \
         other markers, or `#[crd(schema = r#\"{…}\"#)]`), or a local newtype around it does, \
         or the `[types]` table of the configuration maps its path to a schema.\n\n\
         This file is generated from `crdgen-core/src/schema/known_types.rs`; a test keeps it \
         current.\n\n\
         | type | paths | schema | serde_json writes | why |\n\
         |---|---|---|---|---|\n",
    );
    for t in KNOWN_TYPES {
        let paths: Vec<String> = t.paths.iter().map(|p| format!("`{p}`")).collect();
        let schema = match t.written {
            Written::Schema(text) => match serde_json::from_str::<Value>(text) {
                Ok(v) => format!("`{}`", v.to_string().replace('|', "\\|")),
                Err(_) => String::new(),
            },
            Written::Arg(n) => format!("the schema of type argument {}", n + 1),
            Written::Refused(_) => "refused (E0371)".to_owned(),
        };
        let example = if t.example.is_empty() {
            String::new()
        } else {
            format!("`{}`", t.example)
        };
        out.push_str(&format!(
            "| `{}` | {} | {} | {} | {} |\n",
            t.rust,
            paths.join(", "),
            schema,
            example,
            t.note.replace('|', "\\|")
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_fixed_schema_parses_and_every_path_is_in_one_row() {
        let mut seen = std::collections::BTreeSet::new();
        for t in KNOWN_TYPES {
            if let Written::Schema(_) = t.written {
                assert!(
                    t.schema().is_some(),
                    "{} has a schema that does not parse",
                    t.rust
                );
            }
            for p in t.paths {
                assert!(seen.insert(*p), "{p} is in two rows");
            }
        }
    }

    #[test]
    fn rows_are_found_by_any_of_their_paths() {
        let path = |p: &str| p.split("::").map(str::to_owned).collect::<Vec<_>>();
        assert_eq!(
            find(&path("chrono::naive::NaiveDate")).map(|t| t.rust),
            Some("chrono::NaiveDate")
        );
        assert_eq!(
            find(&path("uuid::Uuid")).map(|t| t.rust),
            Some("uuid::Uuid")
        );
        assert!(find(&path("my_dep::Money")).is_none());
    }
}
