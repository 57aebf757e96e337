//! Types of other crates (`crdgen_core::schema::known_types`, docs/known-types.md): every
//! row proven from the Rust side. Values are built with the real crate, serialized by its
//! own serde impl with serde_json, and must pass the row's schema through the API-server
//! model (`validate`, string formats included) and survive pruning unchanged. Refused rows
//! show what the crate writes and why no schema fits it; the engine test resolves the
//! types through `use` items and re-exports, and proves the overrides (a field's
//! `type`/`format`, `schema = ...`, a local newtype, the `[types]` table).

use std::collections::BTreeSet;

use crdgen_core::emit::yaml;
use crdgen_core::run_crate;
use crdgen_core::schema::known_types::{self, KNOWN_TYPES, Written};
use crdgen_core::schema::prune::prune;
use crdgen_core::schema::validate;
use serde::Serialize;
use serde_json::{Map, Value, json};

/// The schema of a row, by one of its paths; an `Arg` row is given the schema of
/// `f64` (the argument every test below uses).
fn row_schema(path: &str) -> Map<String, Value> {
    let segments: Vec<String> = path.split("::").map(str::to_owned).collect();
    let row = known_types::find(&segments).unwrap_or_else(|| panic!("no row for {path}"));
    match row.written {
        Written::Schema(_) => row.schema().unwrap(),
        Written::Arg(_) => json!({"type": "number"}).as_object().unwrap().clone(),
        Written::Refused(_) => panic!("{path} is refused"),
    }
}

/// Every value must pass `schema` as the API server validates it and survive pruning.
fn survives(schema: &Map<String, Value>, value: &Value) {
    assert_eq!(
        validate::check(value, schema),
        Ok(()),
        "{value} against {schema:?}"
    );
    let mut pruned = value.clone();
    prune(&mut pruned, schema, false);
    assert_eq!(&pruned, value, "pruning changed {value}");
}

/// Serializes each value with its crate's serde impl and checks it against the row of
/// `path`; returns what serde_json wrote, for the assertions on its form.
fn admits<T: Serialize>(path: &str, values: &[T]) -> Vec<Value> {
    let schema = row_schema(path);
    values
        .iter()
        .map(|v| {
            let written = serde_json::to_value(v).unwrap();
            survives(&schema, &written);
            written
        })
        .collect()
}

/// The rows the tests below prove; a row added to the table without a test fails here.
const TESTED: &[&str] = &[
    "bytes::Bytes",
    "bytes::BytesMut",
    "chrono::DateTime<Tz>",
    "chrono::NaiveDate",
    "chrono::NaiveDateTime",
    "chrono::NaiveTime",
    "compact_str::CompactString",
    "http::Uri",
    "jiff::SignedDuration",
    "jiff::Span",
    "jiff::Timestamp",
    "jiff::Zoned",
    "jiff::civil::Date",
    "jiff::civil::DateTime",
    "jiff::civil::Time",
    "ordered_float::NotNan<T>",
    "ordered_float::OrderedFloat<T>",
    "rust_decimal::Decimal",
    "semver::Version",
    "semver::VersionReq",
    "smol_str::SmolStr",
    "std::net::IpAddr",
    "std::net::Ipv4Addr",
    "std::net::Ipv6Addr",
    "std::net::SocketAddr",
    "std::net::SocketAddrV4",
    "std::net::SocketAddrV6",
    "std::path::PathBuf",
    "std::time::Duration",
    "time::OffsetDateTime",
    "url::Url",
    "uuid::Uuid",
];

#[test]
fn every_row_is_tested() {
    let rows: BTreeSet<&str> = KNOWN_TYPES.iter().map(|t| t.rust).collect();
    let tested: BTreeSet<&str> = TESTED.iter().copied().collect();
    assert_eq!(rows, tested);
}

#[test]
fn bytes_are_a_sequence_of_integers() {
    let written = admits(
        "bytes::Bytes",
        &[
            bytes::Bytes::from_static(b"hi"),
            bytes::Bytes::new(),
            bytes::Bytes::from(vec![0u8, 255]),
        ],
    );
    assert_eq!(written[0], json!([104, 105]));
    let written = admits("bytes::BytesMut", &[bytes::BytesMut::from(&b"hi"[..])]);
    assert_eq!(written[0], json!([104, 105]));
}

#[test]
fn chrono() {
    use chrono::{FixedOffset, NaiveDate, NaiveTime, TimeZone, Utc};
    let at = Utc.with_ymd_and_hms(2024, 5, 6, 7, 8, 9).unwrap();
    let written = admits(
        "chrono::DateTime",
        &[
            at,
            at + chrono::Duration::nanoseconds(123_456_789),
            Utc.with_ymd_and_hms(1970, 1, 1, 0, 0, 0).unwrap(),
            Utc.with_ymd_and_hms(9999, 12, 31, 23, 59, 59).unwrap(),
        ],
    );
    assert_eq!(
        written[..2],
        [
            json!("2024-05-06T07:08:09Z"),
            json!("2024-05-06T07:08:09.123456789Z")
        ]
    );
    let east = FixedOffset::east_opt(3600)
        .unwrap()
        .with_ymd_and_hms(2024, 5, 6, 7, 8, 9)
        .unwrap();
    let west = FixedOffset::west_opt(5400)
        .unwrap()
        .with_ymd_and_hms(2024, 5, 6, 7, 8, 9)
        .unwrap();
    let written = admits("chrono::DateTime", &[east, west]);
    assert_eq!(written[0], json!("2024-05-06T07:08:09+01:00"));
    // The documented limits: the server's date-time refuses years past 9999.
    let far = Utc.with_ymd_and_hms(10000, 1, 1, 0, 0, 0).unwrap();
    let far = serde_json::to_value(far).unwrap();
    assert_eq!(far, json!("+10000-01-01T00:00:00Z"));
    assert!(validate::check(&far, &row_schema("chrono::DateTime")).is_err());

    let day = NaiveDate::from_ymd_opt(2024, 2, 29).unwrap();
    let written = admits(
        "chrono::naive::NaiveDate",
        &[day, NaiveDate::from_ymd_opt(1, 1, 1).unwrap()],
    );
    assert_eq!(written[0], json!("2024-02-29"));
    let written = admits(
        "chrono::NaiveDateTime",
        &[day.and_hms_milli_opt(7, 8, 9, 500).unwrap()],
    );
    assert_eq!(written[0], json!("2024-02-29T07:08:09.500"));
    let written = admits(
        "chrono::NaiveTime",
        &[NaiveTime::from_hms_milli_opt(7, 8, 9, 500).unwrap()],
    );
    assert_eq!(written[0], json!("07:08:09.500"));
}

#[test]
fn strings_of_other_crates() {
    let written = admits(
        "compact_str::CompactString",
        &[compact_str::CompactString::new("text"), Default::default()],
    );
    assert_eq!(written[0], json!("text"));
    let written = admits("smol_str::SmolStr", &[smol_str::SmolStr::new("text")]);
    assert_eq!(written[0], json!("text"));
    let written = admits(
        "std::path::PathBuf",
        &[
            std::path::PathBuf::from("/etc/app.conf"),
            std::path::PathBuf::from("relative/dir"),
        ],
    );
    assert_eq!(written[0], json!("/etc/app.conf"));
}

#[test]
fn jiff() {
    use jiff::civil;
    let stamp = jiff::Timestamp::new(1_715_000_000, 500_000_000).unwrap();
    let written = admits(
        "jiff::Timestamp",
        &[stamp, jiff::Timestamp::UNIX_EPOCH, jiff::Timestamp::MAX],
    );
    assert_eq!(
        written[..2],
        [
            json!("2024-05-06T12:53:20.5Z"),
            json!("1970-01-01T00:00:00Z")
        ]
    );
    // Years before 0000 are written with six digits and a sign, which the server
    // refuses (documented in the row).
    let min = serde_json::to_value(jiff::Timestamp::MIN).unwrap();
    assert!(validate::check(&min, &row_schema("jiff::Timestamp")).is_err());

    let zoned = stamp.to_zoned(jiff::tz::TimeZone::UTC);
    let written = admits("jiff::Zoned", &[zoned]);
    assert_eq!(written[0], json!("2024-05-06T12:53:20.5+00:00[UTC]"));
    // Not the server's date-time: the bracketed zone is refused.
    let date_time = json!({"type": "string", "format": "date-time"});
    assert!(validate::check(&written[0], date_time.as_object().unwrap()).is_err());

    let written = admits("jiff::civil::Date", &[civil::date(2024, 2, 29)]);
    assert_eq!(written[0], json!("2024-02-29"));
    let written = admits(
        "jiff::civil::DateTime",
        &[civil::date(2024, 2, 29).at(7, 8, 9, 500_000_000)],
    );
    assert_eq!(written[0], json!("2024-02-29T07:08:09.5"));
    let written = admits("jiff::civil::Time", &[civil::time(7, 8, 9, 0)]);
    assert_eq!(written[0], json!("07:08:09"));

    // ISO 8601 durations, which Go's time.ParseDuration (the server's `duration`)
    // does not read: a plain string.
    let written = admits("jiff::Span", &[jiff::Span::new().days(1).hours(2)]);
    assert_eq!(written[0], json!("P1DT2H"));
    let written = admits(
        "jiff::SignedDuration",
        &[jiff::SignedDuration::from_secs(9000)],
    );
    assert_eq!(written[0], json!("PT2H30M"));
}

#[test]
fn floats_wrapped_by_ordered_float() {
    let written = admits(
        "ordered_float::OrderedFloat",
        &[ordered_float::OrderedFloat(1.5f64)],
    );
    assert_eq!(written[0], json!(1.5));
    let written = admits(
        "ordered_float::NotNan",
        &[ordered_float::NotNan::new(2.5f64).unwrap()],
    );
    assert_eq!(written[0], json!(2.5));
}

#[test]
fn decimals_are_strings() {
    use rust_decimal::Decimal;
    let written = admits(
        "rust_decimal::Decimal",
        &[
            Decimal::new(-1250, 2),
            Decimal::ZERO,
            Decimal::MAX,
            Decimal::MIN,
            Decimal::new(1, 28),
            Decimal::from_parts(0, 0, 0, true, 0),
        ],
    );
    assert_eq!(
        written,
        [
            json!("-12.50"),
            json!("0"),
            json!("79228162514264337593543950335"),
            json!("-79228162514264337593543950335"),
            json!("0.0000000000000000000000000001"),
            json!("0"),
        ]
    );
}

#[test]
fn semver() {
    let versions: Vec<semver::Version> = [
        "1.2.3-rc.1+build.5",
        "0.0.0",
        "10.20.30-alpha.beta-1.0",
        "1.0.0+001",
    ]
    .iter()
    .map(|v| semver::Version::parse(v).unwrap())
    .collect();
    let written = admits("semver::Version", &versions);
    assert_eq!(written[0], json!("1.2.3-rc.1+build.5"));
    // The pattern refuses what the crate cannot read.
    let schema = row_schema("semver::Version");
    for bad in ["1.2", "01.2.3", "1.2.3-01"] {
        assert!(semver::Version::parse(bad).is_err(), "{bad}");
        assert!(validate::check(&json!(bad), &schema).is_err(), "{bad}");
    }
    let written = admits(
        "semver::VersionReq",
        &[
            semver::VersionReq::parse(">=1.2.3, <2.0.0").unwrap(),
            semver::VersionReq::STAR,
        ],
    );
    assert_eq!(written, [json!(">=1.2.3, <2.0.0"), json!("*")]);
}

#[test]
fn std_net() {
    use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, SocketAddrV4, SocketAddrV6};
    let v6 = Ipv6Addr::new(0xfe80, 0, 0, 0, 0, 0, 0, 1);
    let written = admits(
        "std::net::IpAddr",
        &[IpAddr::V4(Ipv4Addr::new(10, 0, 0, 1)), IpAddr::V6(v6)],
    );
    assert_eq!(written, [json!("10.0.0.1"), json!("fe80::1")]);
    admits(
        "std::net::Ipv4Addr",
        &[
            Ipv4Addr::new(10, 0, 0, 1),
            Ipv4Addr::BROADCAST,
            Ipv4Addr::UNSPECIFIED,
        ],
    );
    let written = admits(
        "std::net::Ipv6Addr",
        &[
            v6,
            Ipv6Addr::LOCALHOST,
            Ipv6Addr::UNSPECIFIED,
            Ipv4Addr::new(10, 0, 0, 1).to_ipv6_mapped(),
            Ipv6Addr::new(0x2001, 0xdb8, 1, 2, 3, 4, 5, 6),
        ],
    );
    assert_eq!(written[3], json!("::ffff:10.0.0.1"));
    let v4 = SocketAddrV4::new(Ipv4Addr::new(10, 0, 0, 1), 8080);
    let v6 = SocketAddrV6::new(Ipv6Addr::LOCALHOST, 8080, 0, 0);
    let written = admits(
        "std::net::SocketAddr",
        &[SocketAddr::V4(v4), SocketAddr::V6(v6)],
    );
    assert_eq!(written, [json!("10.0.0.1:8080"), json!("[::1]:8080")]);
    admits("std::net::SocketAddrV4", &[v4]);
    admits("std::net::SocketAddrV6", &[v6]);
}

#[test]
fn std_duration_is_an_object_of_secs_and_nanos() {
    use std::time::Duration;
    let written = admits(
        "std::time::Duration",
        &[
            Duration::from_millis(90_500),
            Duration::ZERO,
            Duration::new(i64::MAX as u64, 999_999_999),
        ],
    );
    assert_eq!(written[0], json!({"secs": 90, "nanos": 500_000_000}));
}

#[test]
fn urls_and_uuids() {
    let urls: Vec<url::Url> = [
        "https://example.com/a?b=c#d",
        "mailto:someone@example.com",
        "file:///etc/app.conf",
        "data:text/plain,hi",
        "http://[::1]:8080/",
    ]
    .iter()
    .map(|u| url::Url::parse(u).unwrap())
    .collect();
    let written = admits("url::Url", &urls);
    assert_eq!(written[0], json!("https://example.com/a?b=c#d"));
    let written = admits(
        "uuid::Uuid",
        &[
            uuid::Uuid::from_u128(0x67e5_5044_10b1_426f_9247_bb68_0e5f_e0c8),
            uuid::Uuid::nil(),
            uuid::Uuid::max(),
        ],
    );
    assert_eq!(written[0], json!("67e55044-10b1-426f-9247-bb680e5fe0c8"));
}

/// `time::OffsetDateTime` is refused: its own serde impl writes an array of integers
/// (without the `serde-human-readable` feature, as here), and with time's RFC 3339
/// helper it writes what the override `type = "string", format = "date-time"` admits.
#[test]
fn time_offset_date_time_is_refused_and_its_rfc3339_helper_fits_the_override() {
    let at = time::OffsetDateTime::from_unix_timestamp_nanos(1_715_000_000_500_000_000).unwrap();
    assert_eq!(
        serde_json::to_value(at).unwrap(),
        json!([2024, 127, 12, 53, 20, 500_000_000, 0, 0, 0])
    );
    #[derive(Serialize)]
    struct Rfc3339(#[serde(with = "time::serde::rfc3339")] time::OffsetDateTime);
    let written = serde_json::to_value(Rfc3339(at)).unwrap();
    assert_eq!(written, json!("2024-05-06T12:53:20.5Z"));
    survives(
        json!({"type": "string", "format": "date-time"})
            .as_object()
            .unwrap(),
        &written,
    );
}

/// `http::Uri` is refused (http has no serde impls); through http-serde it writes a
/// string that may be `*` (the asterisk form), which the override `type = "string"`
/// admits and the server's `uri` format (Go's `url.ParseRequestURI`) would not.
#[test]
fn http_uri_is_refused_and_http_serde_writes_a_string() {
    #[derive(Serialize)]
    struct Uri(#[serde(with = "http_serde::uri")] http::Uri);
    let string = json!({"type": "string"});
    let uri = json!({"type": "string", "format": "uri"});
    for (text, is_uri) in [
        ("https://example.com/a?b", true),
        ("/just/a/path", true),
        ("example.com:8080", true),
        ("*", false),
    ] {
        let written = serde_json::to_value(Uri(text.parse().unwrap())).unwrap();
        assert_eq!(written, json!(text));
        survives(string.as_object().unwrap(), &written);
        assert_eq!(
            validate::check(&written, uri.as_object().unwrap()).is_ok(),
            is_uri,
            "{text}"
        );
    }
}

/// Writes `files` into a fresh crate and generates it.
fn generate(files: &[(&str, &str)]) -> Result<Value, String> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    for (path, text) in files {
        let p = dir.path().join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    let generation = run_crate(dir.path(), |_| {}).map_err(|d| d.render())?;
    let crd = yaml::parse(&generation.artifacts[0].contents)
        .unwrap()
        .documents
        .remove(0);
    Ok(crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"].clone())
}

const ENGINE_SOURCE: &str = r##"use std::net::{IpAddr, Ipv4Addr};
use std::path::PathBuf;
use std::time::Duration;

use chrono::naive::NaiveDate;
use chrono::{DateTime, Utc};
use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

/// A newtype over a type crdgen does not know, giving its schema.
#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(type = "string", pattern = "^[A-Z]{3}$")]
pub struct Currency(other_crate::Currency);

#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "example.com", version = "v1", kind = "Known")]
pub struct KnownSpec {
    pub at: DateTime<Utc>,
    pub day: Option<NaiveDate>,
    pub id: uuid::Uuid,
    pub link: url::Url,
    pub addr: IpAddr,
    pub v4: Ipv4Addr,
    pub path: PathBuf,
    pub timeout: Duration,
    pub version: semver::Version,
    pub price: rust_decimal::Decimal,
    pub ratio: ordered_float::OrderedFloat<f64>,
    pub stamp: jiff::Timestamp,
    pub raw: bytes::Bytes,
    #[serde(with = "time::serde::rfc3339")]
    #[crd(type = "string", format = "date-time")]
    pub created: time::OffsetDateTime,
    #[serde(with = "http_serde::uri")]
    #[crd(type = "string", max_length = 2048)]
    pub endpoint: http::Uri,
    #[serde(deserialize_with = "lenient_i32")]
    pub replicas: i32,
    pub currency: Currency,
    #[crd(type = "integer", minimum = 0)]
    pub level: other_crate::Level,
    #[crd(schema = r#"{"type": "object", "properties": {"x": {"type": "number"}, "y": {"type": "number"}}, "required": ["x", "y"]}"#)]
    pub point: Option<other_crate::Point>,
    pub money: other_crate::Money,
}
"##;

const ENGINE_CONFIG: &str = r#"[types]
"other_crate::Money" = { type = "string", pattern = '^[0-9]+\.[0-9]{2}$' }
"#;

/// The types above through the whole engine: paths resolved through `use` items and
/// re-exports, each the row's schema; the overrides in force; and a value of the same
/// fields, written by the real crates, passes the generated schema and survives pruning.
#[test]
fn through_the_engine_with_overrides() {
    let spec = generate(&[
        ("src/lib.rs", ENGINE_SOURCE),
        ("crdgen.toml", ENGINE_CONFIG),
    ])
    .unwrap_or_else(|e| panic!("{e}"));
    let props = spec["properties"].as_object().unwrap();
    for (field, path) in [
        ("at", "chrono::DateTime"),
        ("day", "chrono::NaiveDate"),
        ("id", "uuid::Uuid"),
        ("link", "url::Url"),
        ("addr", "std::net::IpAddr"),
        ("v4", "std::net::Ipv4Addr"),
        ("path", "std::path::PathBuf"),
        ("timeout", "std::time::Duration"),
        ("version", "semver::Version"),
        ("price", "rust_decimal::Decimal"),
        ("ratio", "ordered_float::OrderedFloat"),
        ("stamp", "jiff::Timestamp"),
        ("raw", "bytes::Bytes"),
    ] {
        assert_eq!(props[field], Value::Object(row_schema(path)), "{field}");
    }
    assert_eq!(
        Value::Object(props.clone()).as_object().unwrap()["created"],
        json!({"type": "string", "format": "date-time"})
    );
    assert_eq!(
        props["endpoint"],
        json!({"type": "string", "maxLength": 2048})
    );
    assert_eq!(
        props["replicas"],
        json!({"type": "integer", "format": "int32"})
    );
    assert_eq!(
        props["currency"],
        json!({"type": "string", "pattern": "^[A-Z]{3}$", "description": "A newtype over a type crdgen does not know, giving its schema."})
    );
    assert_eq!(props["level"], json!({"type": "integer", "minimum": 0}));
    assert_eq!(
        props["point"],
        json!({"type": "object", "properties": {"x": {"type": "number"}, "y": {"type": "number"}}, "required": ["x", "y"]})
    );
    assert_eq!(
        props["money"],
        json!({"type": "string", "pattern": "^[0-9]+\\.[0-9]{2}$"})
    );
    assert_eq!(
        spec["required"],
        json!([
            "addr", "at", "created", "currency", "endpoint", "id", "level", "link", "money",
            "path", "price", "ratio", "raw", "replicas", "stamp", "timeout", "v4", "version"
        ])
    );

    // What the real crates write for those fields.
    #[derive(Serialize)]
    struct Rfc3339(#[serde(with = "time::serde::rfc3339")] time::OffsetDateTime);
    #[derive(Serialize)]
    struct Uri(#[serde(with = "http_serde::uri")] http::Uri);
    use chrono::TimeZone;
    let object = json!({
        "at": chrono::Utc.with_ymd_and_hms(2024, 5, 6, 7, 8, 9).unwrap(),
        "day": chrono::NaiveDate::from_ymd_opt(2024, 2, 29).unwrap(),
        "id": uuid::Uuid::nil(),
        "link": url::Url::parse("https://example.com/").unwrap(),
        "addr": std::net::IpAddr::from([10, 0, 0, 1]),
        "v4": std::net::Ipv4Addr::LOCALHOST,
        "path": std::path::PathBuf::from("/etc/app.conf"),
        "timeout": std::time::Duration::from_millis(1500),
        "version": semver::Version::new(1, 2, 3),
        "price": rust_decimal::Decimal::new(1999, 2),
        "ratio": ordered_float::OrderedFloat(0.5f64),
        "stamp": jiff::Timestamp::UNIX_EPOCH,
        "raw": bytes::Bytes::from_static(b"ok"),
        "created": Rfc3339(time::OffsetDateTime::UNIX_EPOCH),
        "endpoint": Uri("/healthz".parse().unwrap()),
        "replicas": 3,
        "currency": "EUR",
        "level": 2,
        "point": {"x": 1.0, "y": 2.0},
        "money": "10.00",
    });
    survives(spec.as_object().unwrap(), &object);
}

#[test]
fn every_unknown_type_of_a_run_is_reported_together_with_its_override() {
    let source = r#"use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize)]
pub struct Inner {
    pub limit: dep::Quantity,
}

#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    pub money: dep::Money,
    pub started: time::OffsetDateTime,
    pub inner: Inner,
    pub again: Option<dep::Money>,
    #[serde(serialize_with = "dep::write")]
    pub written: String,
}
"#;
    let rendered = generate(&[("src/lib.rs", source)]).unwrap_err();
    insta::assert_snapshot!(rendered);
}

#[test]
fn given_schemas_are_checked() {
    let source = r##"use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    #[crd(schema = r#"{"type": "string""#)]
    pub broken: dep::A,
    #[crd(schema = r#"[1, 2]"#)]
    pub list: dep::B,
    #[crd(schema = r#"{"properties": {"a": {"type": "string"}}}"#)]
    pub untyped: dep::C,
    #[crd(schema = r#"{"type": "string", "formatt": "uuid"}"#)]
    pub typo: dep::D,
    pub configured: dep::E,
    pub unparsed: dep::F,
}
"##;
    let config = r#"[types]
"dep::E" = { type = "object", properties = { a = { type = "string" } }, additionalProperties = { type = "string" } }
"dep::F" = '{"type": '
"#;
    let rendered = generate(&[("src/lib.rs", source), ("crdgen.toml", config)]).unwrap_err();
    insta::assert_snapshot!(rendered);
}

/// A key given twice in JSON the user writes is refused, named with the path to it:
/// serde_json keeps the last one silently, the API server refuses the object.
#[test]
fn a_key_given_twice_in_a_given_schema_is_refused() {
    let source = r##"use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    #[crd(schema = r#"{"type": "string", "type": "integer"}"#)]
    pub twice: dep::A,
    #[crd(schema = r#"{"type": "object", "properties": {"a": {"type": "string", "enum": ["x"], "enum": ["y"]}}}"#)]
    pub nested: dep::B,
    pub configured: dep::C,
}
"##;
    let config = r#"[types]
"dep::C" = '{"type": "array", "items": {"type": "string", "maxLength": 1, "maxLength": 2}}'
"#;
    let rendered = generate(&[("src/lib.rs", source), ("crdgen.toml", config)]).unwrap_err();
    insta::assert_snapshot!(rendered);
}

/// `deserialize_with`, `from` and `try_from` change only reading: the schema is the
/// type's own.
#[test]
fn reading_only_attributes_are_accepted() {
    let spec = generate(&[(
        "src/lib.rs",
        r#"use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, Clone)]
#[serde(try_from = "String")]
pub struct Name(String);

#[derive(Serialize, Deserialize, Clone)]
#[serde(from = "u8")]
pub struct Small { pub value: u8 }

#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    #[serde(deserialize_with = "lenient")]
    pub size: i32,
    pub name: Name,
    pub small: Small,
}
"#,
    )])
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        spec["properties"],
        json!({
            "size": {"type": "integer", "format": "int32"},
            "name": {"type": "string"},
            "small": {
                "type": "object",
                "properties": {"value": {"type": "integer", "format": "int32", "minimum": 0, "maximum": 255}},
                "required": ["value"]
            }
        })
    );
}

#[test]
fn docs_list_every_known_type() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .join("docs/known-types.md");
    let expected = known_types::markdown();
    if std::env::var_os("CRDGEN_BLESS").is_some() {
        std::fs::write(&path, &expected).unwrap();
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == expected,
        "docs/known-types.md is stale: run `CRDGEN_BLESS=1 cargo test -p crdgen-tests --test known_types`"
    );
}

/// The README's snippets of "Types of other crates" (the Rust block and the `[types]`
/// table after it) generate, and give the same schemas as the test above.
#[test]
fn readme_snippets_generate() {
    let readme = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .parent()
            .unwrap()
            .join("README.md"),
    )
    .unwrap();
    let section = readme
        .split("### Types of other crates")
        .nth(1)
        .expect("the README has the section");
    let block = |fence: &str| {
        let start = section.find(fence).expect("the block") + fence.len();
        let end = section[start..].find("\n```").expect("the block's end");
        section[start..start + end].to_owned()
    };
    let rust = block("```rust\n");
    let toml = block("```toml\n");
    let source = format!(
        "use chrono::{{DateTime, Utc}};\nuse crdgen::CustomResource;\nuse serde::{{Deserialize, Serialize}};\n\n{rust}\n"
    );
    let readme_spec = generate(&[("src/lib.rs", &source), ("crdgen.toml", &toml)])
        .unwrap_or_else(|e| panic!("{e}"));
    let full = generate(&[
        ("src/lib.rs", ENGINE_SOURCE),
        ("crdgen.toml", ENGINE_CONFIG),
    ])
    .unwrap_or_else(|e| panic!("{e}"));
    let props = readme_spec["properties"].as_object().unwrap();
    assert_eq!(props.len(), 8);
    for (name, schema) in props {
        assert_eq!(schema, &full["properties"][name], "{name}");
    }
}

/// The case of issue #15: an enum whose hand-written `Serialize` writes a string. Read
/// by serde-derive's rules it would be an object; crdgen refuses it at each field that
/// uses it (E0370), as it does a type with no `Serialize` at all, and says what to write.
#[test]
fn hand_written_and_missing_serialize_are_errors_at_each_use() {
    let source = r#"use crdgen::CustomResource;
use serde::{Deserialize, Serialize, Serializer};

pub enum Phase {
    Ready,
    Failed { reason: String },
}

impl Serialize for Phase {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(match self {
            Phase::Ready => "Ready",
            Phase::Failed { .. } => "Failed",
        })
    }
}

pub struct Opaque {
    pub inner: String,
}

#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    pub phase: Phase,
    pub previous: Vec<Phase>,
    pub opaque: Opaque,
}
"#;
    let rendered = generate(&[("src/lib.rs", source)]).unwrap_err();
    insta::assert_snapshot!(rendered);
}

/// A hand-written `impl Serialize` inside a `const _: () = { … };` block (as serde_derive
/// and other macros expand) or a function body is as hand-written as one at the top
/// level: E0370 at each field. A type of the same name that the block declares itself is
/// another type, and leaves the module's type alone.
#[test]
fn a_hand_written_serialize_inside_a_block_or_function_is_seen() {
    let source = r#"use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

pub enum Phase {
    Ready,
}

const _: () = {
    use serde::Serializer;
    impl Serialize for Phase {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.serialize_str("Ready")
        }
    }
};

pub struct Mode;

pub fn register() {
    impl serde::Serialize for Mode {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.serialize_str("fast")
        }
    }
}

#[derive(Serialize, Deserialize)]
pub struct Shadowed {
    pub name: String,
}

fn helper() {
    struct Shadowed;
    impl Serialize for Shadowed {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.serialize_unit()
        }
    }
}

#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    pub phase: Phase,
    pub mode: Mode,
    pub shadowed: Shadowed,
}
"#;
    let rendered = generate(&[("src/lib.rs", source)]).unwrap_err();
    insta::assert_snapshot!(rendered);
}

/// An unknown type inside the field's type (an item, a map value, a tuple element, a
/// generic type's argument) cannot take its schema from an override on the field, which
/// describes the field's value: the help offers what reaches it (the `[types]` table, a
/// newtype, the type's own override). At the field's own level (an `Option` is written
/// as its value) the field override is offered, and works.
#[test]
fn the_help_for_an_unknown_type_inside_a_container_offers_what_reaches_it() {
    let head = "use std::collections::BTreeMap;\nuse crdgen::CustomResource;\nuse serde::{Deserialize, Serialize};\n\npub struct Opaque {\n    pub inner: String,\n}\n\n#[derive(Serialize, Deserialize)]\npub struct Pair<T> {\n    pub left: T,\n}\n\n#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]\npub struct FooSpec {\n";
    for (name, field) in [
        ("vec", "    pub list: Vec<dep::Money>,\n"),
        ("map", "    pub by_name: BTreeMap<String, dep::Money>,\n"),
        ("tuple", "    pub pair: (String, dep::Money),\n"),
        ("generic", "    pub pair: Pair<dep::Money>,\n"),
        ("option", "    pub maybe: Option<dep::Money>,\n"),
        ("local_in_vec", "    pub list: Vec<Opaque>,\n"),
        (
            "local_in_map",
            "    pub by_name: BTreeMap<String, Option<Opaque>>,\n",
        ),
    ] {
        let rendered = generate(&[("src/lib.rs", &format!("{head}{field}}}\n"))]).unwrap_err();
        insta::assert_snapshot!(format!("unknown_type_inside_{name}"), rendered);
    }
    // What the help offers works: the field override where the field's value is the
    // type, the `[types]` table and a newtype inside containers.
    let fixed = format!(
        "{head}    #[crd(type = \"string\")]\n    pub maybe: Option<dep::Unknown>,\n    pub list: Vec<dep::Money>,\n    pub wrapped: Vec<MoneyJson>,\n}}\n\n#[derive(CrdSchema, Serialize, Deserialize)]\n#[crd(type = \"string\")]\npub struct MoneyJson(dep::Other);\n"
    );
    let spec = generate(&[
        ("src/lib.rs", &fixed),
        (
            "crdgen.toml",
            "[types]\n\"dep::Money\" = { type = \"string\" }\n",
        ),
    ])
    .unwrap_or_else(|e| panic!("{e}"));
    let list = json!({"type": "array", "items": {"type": "string"}});
    assert_eq!(
        spec["properties"],
        json!({"maybe": {"type": "string"}, "list": list, "wrapped": list})
    );
}

/// The same enum in Rust, with its schema given on the type: what its hand-written impl
/// writes passes the generated schema and survives pruning.
#[test]
fn a_hand_written_serialize_with_its_schema_given() {
    let source = r###"use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize, Serializer};

#[derive(CrdSchema)]
#[crd(type = "string", enum = ["Ready", "Failed"])]
pub enum Phase {
    Ready,
    Failed { reason: String },
}

impl Serialize for Phase {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(match self {
            Phase::Ready => "Ready",
            Phase::Failed { .. } => "Failed",
        })
    }
}

pub struct Opaque {
    pub inner: String,
}

#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    pub phase: Phase,
    pub previous: Vec<Phase>,
    #[crd(schema = r##"{"type": "string", "maxLength": 64}"##)]
    pub opaque: Opaque,
}
"###;
    let spec = generate(&[("src/lib.rs", source)]).unwrap_or_else(|e| panic!("{e}"));
    let phase = json!({"type": "string", "enum": ["Ready", "Failed"]});
    assert_eq!(
        spec["properties"],
        json!({
            "phase": phase,
            "previous": {"type": "array", "items": phase},
            "opaque": {"type": "string", "maxLength": 64},
        })
    );

    enum Phase {
        Ready,
        Failed { reason: String },
    }
    impl Serialize for Phase {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.serialize_str(match self {
                Phase::Ready => "Ready",
                Phase::Failed { .. } => "Failed",
            })
        }
    }
    let failed = Phase::Failed {
        reason: "oom".into(),
    };
    if let Phase::Failed { reason } = &failed {
        assert_eq!(reason, "oom");
    }
    let object = json!({
        "phase": serde_json::to_value(&failed).unwrap(),
        "previous": serde_json::to_value([Phase::Ready, failed]).unwrap(),
        "opaque": "kept as a string by its own code",
    });
    survives(spec.as_object().unwrap(), &object);
}

/// The derive reads the configuration with `config::load` and builds its kind through
/// the shared analysis: with `[types]` in `crdgen.toml` or in `[package.metadata.crdgen]`,
/// that CRD is the CLI's byte for byte.
#[test]
fn the_derives_path_reads_the_types_table_as_the_cli_does() {
    use crdgen_core::analysis::analyze;
    let in_metadata = format!(
        "[package]\nname = \"api\"\nversion = \"0.1.0\"\n\n[package.metadata.crdgen.types]\n{}",
        ENGINE_CONFIG.trim_start_matches("[types]\n")
    );
    for (manifest, config) in [
        (
            "[package]\nname = \"api\"\nversion = \"0.1.0\"\n".to_owned(),
            Some(ENGINE_CONFIG),
        ),
        (in_metadata, None),
    ] {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("src")).unwrap();
        std::fs::write(dir.path().join("Cargo.toml"), &manifest).unwrap();
        std::fs::write(dir.path().join("src/lib.rs"), ENGINE_SOURCE).unwrap();
        if let Some(config) = config {
            std::fs::write(dir.path().join("crdgen.toml"), config).unwrap();
        }
        let cli = run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{d}"));
        let loaded = crdgen_core::config::load(dir.path()).unwrap();
        assert_eq!(loaded.config.types.len(), 1);
        let analysis = analyze(dir.path(), &loaded.config, loaded.source.as_deref(), None)
            .unwrap_or_else(|d| panic!("{d}"));
        let derived = analysis
            .kind("example.com", "Known")
            .unwrap_or_else(|d| panic!("{d}"));
        assert_eq!(derived.yaml, cli.artifacts[0].contents);
    }
}

const CHRONO_TIMESTAMPS: &str = r#"use chrono::naive::NaiveDateTime;
use chrono::serde::ts_seconds_option;
use chrono::{DateTime, Utc};
use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "example.com", version = "v1", kind = "Stamps")]
pub struct StampsSpec {
    #[serde(with = "chrono::serde::ts_seconds")]
    pub seconds: DateTime<Utc>,
    #[serde(serialize_with = "chrono::serde::ts_milliseconds::serialize")]
    pub millis: DateTime<Utc>,
    #[serde(with = "chrono::naive::serde::ts_nanoseconds")]
    pub naive_nanos: NaiveDateTime,
    #[serde(with = "ts_seconds_option", default, skip_serializing_if = "Option::is_none")]
    pub absent: Option<DateTime<Utc>>,
    #[serde(with = "chrono::serde::ts_microseconds_option")]
    pub null: Option<DateTime<Utc>>,
    #[serde(with = "ts_seconds_option", default, skip_serializing_if = "Option::is_none")]
    #[crd(minimum = 0)]
    pub after_epoch: Option<DateTime<Utc>>,
}
"#;

/// chrono's timestamp helpers write an `i64` count since the epoch (the `_option` ones
/// `null` for `None`): crdgen gives their fields `type: integer, format: int64`. An
/// `Option` left out when `None` is optional; one written as `null` and read through the
/// helper without `#[serde(default)]` is required (serde cannot read the object without
/// its key) and nullable (the API server would drop the `null`). What chrono writes,
/// `Some` and `None`, passes the schema and survives pruning.
#[test]
fn chrono_timestamp_helpers_write_integers() {
    let spec = generate(&[("src/lib.rs", CHRONO_TIMESTAMPS)]).unwrap_or_else(|e| panic!("{e}"));
    let int64 = json!({"type": "integer", "format": "int64"});
    assert_eq!(
        spec["properties"],
        json!({
            "seconds": int64,
            "millis": int64,
            "naive_nanos": int64,
            "absent": int64,
            "null": {"type": "integer", "format": "int64", "nullable": true},
            "after_epoch": {"type": "integer", "format": "int64", "minimum": 0},
        })
    );
    assert_eq!(
        spec["required"],
        json!(["millis", "naive_nanos", "null", "seconds"])
    );

    // The same fields, written by chrono.
    #[derive(Serialize)]
    struct Stamps {
        #[serde(with = "chrono::serde::ts_seconds")]
        seconds: chrono::DateTime<chrono::Utc>,
        #[serde(serialize_with = "chrono::serde::ts_milliseconds::serialize")]
        millis: chrono::DateTime<chrono::Utc>,
        #[serde(with = "chrono::naive::serde::ts_nanoseconds")]
        naive_nanos: chrono::NaiveDateTime,
        #[serde(
            with = "chrono::serde::ts_seconds_option",
            skip_serializing_if = "Option::is_none"
        )]
        absent: Option<chrono::DateTime<chrono::Utc>>,
        #[serde(with = "chrono::serde::ts_microseconds_option")]
        null: Option<chrono::DateTime<chrono::Utc>>,
        #[serde(
            with = "chrono::serde::ts_seconds_option",
            skip_serializing_if = "Option::is_none"
        )]
        after_epoch: Option<chrono::DateTime<chrono::Utc>>,
    }
    use chrono::TimeZone;
    let at = chrono::Utc.with_ymd_and_hms(2024, 5, 6, 7, 8, 9).unwrap()
        + chrono::Duration::milliseconds(250);
    let some = Stamps {
        seconds: at,
        millis: at,
        naive_nanos: at.naive_utc(),
        absent: Some(at),
        null: Some(at),
        after_epoch: Some(at),
    };
    let none = Stamps {
        absent: None,
        null: None,
        after_epoch: None,
        ..some
    };
    let written = [
        serde_json::to_value(&some).unwrap(),
        serde_json::to_value(&none).unwrap(),
    ];
    assert_eq!(
        written,
        [
            json!({
                "seconds": 1_714_979_289,
                "millis": 1_714_979_289_250i64,
                "naive_nanos": 1_714_979_289_250_000_000i64,
                "absent": 1_714_979_289,
                "null": 1_714_979_289_250_000i64,
                "after_epoch": 1_714_979_289,
            }),
            json!({
                "seconds": 1_714_979_289,
                "millis": 1_714_979_289_250i64,
                "naive_nanos": 1_714_979_289_250_000_000i64,
                "null": null,
            }),
        ]
    );
    for value in &written {
        survives(spec.as_object().unwrap(), value);
    }
}

/// A helper of the crate's own that shares a chrono module's name is not chrono's:
/// crdgen cannot see what it writes.
#[test]
fn a_local_helper_named_like_chrono_s_is_not_known() {
    let source = CHRONO_TIMESTAMPS.replace(
        "use chrono::serde::ts_seconds_option;",
        "mod ts_seconds_option {}",
    );
    let error = generate(&[("src/lib.rs", &source)]).unwrap_err();
    assert!(error.contains("error[E0347]"), "{error}");
    assert_eq!(error.matches("error[").count(), 2, "{error}");
}

/// serde's own behaviour, which the rule below follows: serde_derive reads a missing
/// `Option` key as `None` only when it reads the field itself. Through `with` or
/// `deserialize_with` a missing key is "missing field"; `#[serde(default)]` gives `None`.
#[test]
fn serde_needs_the_key_of_an_option_read_through_a_function() {
    mod null_or_text {
        use serde::{Deserialize, Deserializer, Serializer};
        pub fn serialize<S: Serializer>(v: &Option<String>, s: S) -> Result<S::Ok, S::Error> {
            match v {
                Some(t) => s.serialize_str(t),
                None => s.serialize_none(),
            }
        }
        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
            Option::<String>::deserialize(d)
        }
    }
    #[derive(Debug, Serialize, serde::Deserialize)]
    struct With {
        #[serde(with = "null_or_text")]
        #[allow(dead_code)]
        text: Option<String>,
    }
    #[derive(Debug, serde::Deserialize)]
    struct DeserializeWith {
        #[serde(deserialize_with = "null_or_text::deserialize")]
        #[allow(dead_code)]
        text: Option<String>,
    }
    #[derive(Debug, PartialEq, serde::Deserialize)]
    struct Defaulted {
        #[serde(with = "null_or_text", default)]
        text: Option<String>,
    }
    #[derive(Debug, PartialEq, serde::Deserialize)]
    struct Plain {
        text: Option<String>,
    }
    let missing = || serde_json::from_str::<Value>("{}").unwrap();
    assert_eq!(
        serde_json::from_value::<With>(missing())
            .unwrap_err()
            .to_string(),
        "missing field `text`"
    );
    // What it writes for `None`: `null`, which the API server must keep.
    assert_eq!(
        serde_json::to_value(With { text: None }).unwrap(),
        json!({"text": null})
    );
    assert_eq!(
        serde_json::from_value::<DeserializeWith>(missing())
            .unwrap_err()
            .to_string(),
        "missing field `text`"
    );
    assert_eq!(
        serde_json::from_value::<Defaulted>(missing()).unwrap(),
        Defaulted { text: None }
    );
    assert_eq!(
        serde_json::from_value::<Plain>(missing()).unwrap(),
        Plain { text: None }
    );
}

/// Functions of the API crate, as the CLI reads them (it never sees their bodies).
const WRITTEN_BY_FUNCTIONS: &str = r#"use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

mod null_or_text {}
mod empty_or_text {}

#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "example.com", version = "v1", kind = "Written")]
pub struct WrittenSpec {
    #[serde(with = "null_or_text")]
    #[crd(type = "string", nullable)]
    pub null: Option<String>,
    #[serde(with = "empty_or_text")]
    #[crd(type = "string", nullable = false)]
    pub empty: Option<String>,
    #[serde(deserialize_with = "null_or_text::deserialize")]
    pub read: Option<String>,
    #[serde(with = "null_or_text", default)]
    #[crd(type = "string")]
    pub defaulted: Option<String>,
    #[serde(
        serialize_with = "null_or_text::serialize",
        deserialize_with = "null_or_text::deserialize"
    )]
    #[crd(type = "string", nullable)]
    pub both: Option<String>,
}
"#;

/// `None` as `null`, `Some` as the text.
mod null_or_text {
    use serde::{Deserialize, Deserializer, Serializer};
    pub fn serialize<S: Serializer>(v: &Option<String>, s: S) -> Result<S::Ok, S::Error> {
        match v {
            Some(t) => s.serialize_str(t),
            None => s.serialize_none(),
        }
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
        Option::<String>::deserialize(d)
    }
}

/// `None` as `""`, never `null`.
mod empty_or_text {
    use serde::{Deserialize, Deserializer, Serializer};
    pub fn serialize<S: Serializer>(v: &Option<String>, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(v.as_deref().unwrap_or(""))
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
        let text = String::deserialize(d)?;
        Ok((!text.is_empty()).then_some(text))
    }
}

/// An `Option` serde reads through a function (`with`, `deserialize_with`, or both
/// halves) without `#[serde(default)]` needs its key: crdgen makes it required,
/// `nullable` where `None` is written as `null` (the field's `nullable` for a function;
/// derived writing, with `deserialize_with` alone, always does) and not where the field
/// says the function never does (`nullable = false`, written as given); with
/// `#[serde(default)]` it stays optional. Values built in Rust, written by serde,
/// admitted by the API-server model with the generated schema, read back equal; without
/// `nullable` the server drops the `null` and they would not.
#[test]
fn an_option_written_by_a_function_keeps_its_key() {
    let spec = generate(&[("src/lib.rs", WRITTEN_BY_FUNCTIONS)]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        spec["properties"],
        json!({
            "null": {"type": "string", "nullable": true},
            "empty": {"type": "string", "nullable": false},
            "read": {"type": "string", "nullable": true},
            "defaulted": {"type": "string"},
            "both": {"type": "string", "nullable": true},
        })
    );
    assert_eq!(spec["required"], json!(["both", "empty", "null", "read"]));

    #[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
    struct Written {
        #[serde(with = "null_or_text")]
        null: Option<String>,
        #[serde(with = "empty_or_text")]
        empty: Option<String>,
        #[serde(deserialize_with = "null_or_text::deserialize")]
        read: Option<String>,
        #[serde(with = "null_or_text", default)]
        defaulted: Option<String>,
        #[serde(
            serialize_with = "null_or_text::serialize",
            deserialize_with = "null_or_text::deserialize"
        )]
        both: Option<String>,
    }
    let some = Written {
        null: Some("a".into()),
        empty: Some("b".into()),
        read: Some("c".into()),
        defaulted: Some("d".into()),
        both: Some("e".into()),
    };
    let none = Written {
        null: None,
        empty: None,
        read: None,
        defaulted: None,
        both: None,
    };
    let schema = spec.as_object().unwrap();
    for value in [&some, &none] {
        let written = serde_json::to_value(value).unwrap();
        let stored = crdgen_apiserver::admit(written, schema, None)
            .unwrap_or_else(|e| panic!("{value:?} refused: {e:?}"));
        assert_eq!(&serde_json::from_value::<Written>(stored).unwrap(), value);
    }
    // What the server stores of `none`: the nulls of the required fields kept, that of
    // the defaulted one dropped (it reads back as `None` all the same).
    let stored = crdgen_apiserver::admit(serde_json::to_value(&none).unwrap(), schema, None);
    assert_eq!(
        stored,
        Ok(json!({"null": null, "empty": "", "read": null, "both": null}))
    );

    // Without `nullable` (what crdgen gave before), the server drops the `null` and the
    // type cannot read what it wrote.
    let mut not_nullable = schema.clone();
    not_nullable["properties"]["null"]
        .as_object_mut()
        .unwrap()
        .remove("nullable");
    not_nullable["required"] = json!(["both", "empty", "read"]);
    let stored =
        crdgen_apiserver::admit(serde_json::to_value(&none).unwrap(), &not_nullable, None).unwrap();
    assert_eq!(
        serde_json::from_value::<Written>(stored)
            .unwrap_err()
            .to_string(),
        "missing field `null`"
    );
}
