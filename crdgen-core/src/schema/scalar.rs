//! Schemas of Rust's primitive and standard-library leaf types.
//!
//! Integer formats follow controller-gen (int32 for 32-bit and smaller, int64 for
//! 64-bit). `isize` and `usize` have no format, as Go's `int` and `uint` have none: their
//! width is the platform's. Choices controller-gen does not dictate, documented in the README: unsigned
//! integers add `minimum: 0` (serde rejects negatives, so the API server should too), and
//! 8- and 16-bit integers their whole range, which their int32 format does not bound;
//! `u32` is int64 because it does not fit int32, with `maximum: 4294967295`, because the
//! API server would otherwise store values `u32` cannot read back; 128-bit integers are
//! rejected because JSON numbers lose precision beyond 2^53 in most clients; floats are `type: number`
//! with no format; `char` is a one-character string.

use serde_json::{Map, Value, json};

/// The schema of a primitive type name, if it is one crdgen supports.
pub fn primitive(name: &str) -> Option<Map<String, Value>> {
    let value = match name {
        "bool" => json!({"type": "boolean"}),
        "i8" => {
            json!({"type": "integer", "format": "int32", "minimum": i8::MIN, "maximum": i8::MAX})
        }
        "i16" => {
            json!({"type": "integer", "format": "int32", "minimum": i16::MIN, "maximum": i16::MAX})
        }
        "i32" => json!({"type": "integer", "format": "int32"}),
        "u8" => json!({"type": "integer", "format": "int32", "minimum": 0, "maximum": u8::MAX}),
        "u16" => json!({"type": "integer", "format": "int32", "minimum": 0, "maximum": u16::MAX}),
        "i64" => json!({"type": "integer", "format": "int64"}),
        "isize" => json!({"type": "integer"}),
        "u32" => {
            json!({"type": "integer", "format": "int64", "minimum": 0, "maximum": u32::MAX})
        }
        "u64" => json!({"type": "integer", "format": "int64", "minimum": 0}),
        "usize" => json!({"type": "integer", "minimum": 0}),
        "f32" | "f64" => json!({"type": "number"}),
        "str" | "String" => json!({"type": "string"}),
        "char" => json!({"type": "string", "maxLength": 1, "minLength": 1}),
        _ => return None,
    };
    match value {
        Value::Object(map) => Some(map),
        _ => None,
    }
}

/// The schema of a `std::num::NonZero*` type.
pub fn non_zero(name: &str) -> Option<Map<String, Value>> {
    let inner = match name {
        "NonZeroI8" => "i8",
        "NonZeroI16" => "i16",
        "NonZeroI32" => "i32",
        "NonZeroU8" => "u8",
        "NonZeroU16" => "u16",
        "NonZeroI64" => "i64",
        "NonZeroIsize" => "isize",
        "NonZeroU32" => "u32",
        "NonZeroU64" => "u64",
        "NonZeroUsize" => "usize",
        _ => return None,
    };
    let mut schema = primitive(inner)?;
    if name.starts_with("NonZeroU") {
        schema.insert("minimum".into(), json!(1));
    }
    Some(schema)
}

/// `k8s_openapi::ByteString`: base64 in JSON, as Go's `[]byte`. (A plain `Vec<u8>` is an
/// array of numbers in serde_json, and gets an array schema.)
pub fn bytes() -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("format".into(), json!("byte"));
    m.insert("type".into(), json!("string"));
    m
}

/// `serde_json::Value`: anything goes, and the API server must keep it.
pub fn any_value() -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("x-kubernetes-preserve-unknown-fields".into(), json!(true));
    m
}

/// `serde_json::Map<String, Value>`: an object with arbitrary fields.
pub fn any_object() -> Map<String, Value> {
    let mut m = any_value();
    m.insert("type".into(), json!("object"));
    m
}

/// Is this schema a scalar (so a list of it can be a `set`)?
pub fn is_scalar(schema: &Map<String, Value>) -> bool {
    matches!(
        schema.get("type").and_then(Value::as_str),
        Some("string" | "integer" | "number" | "boolean")
    ) || schema.contains_key("x-kubernetes-int-or-string")
}
