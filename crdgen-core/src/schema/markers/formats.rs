//! `format`: set (`format = "int32"`) or cleared (`format = ""`, which writes none) on
//! a node, and checked against the node's type and against the values of the Rust type
//! behind it, so that every Go integer type has a Rust spelling with controller-gen's
//! exact schema and nothing is lost on the way (docs/markers.md has the table).
//!
//! A format must be one of the node's type (integers `int32`/`int64`, numbers
//! `float`/`double`, strings any other). On integers and numbers it must not change
//! which values serde's view of the field survives: every value it newly admits must be
//! one the Rust type reads, and every value of the Rust type the node admitted before
//! (within the field's bounds) must still be admitted. Where the Rust type is not known
//! (a named type, list items), what the type's own schema admitted stands for it, and a
//! format may not change the admitted values at all. On strings, it may not drop the
//! format the type writes (`byte` of a `ByteString`): the API server would then accept
//! strings the type cannot read.

use serde_json::{Map, Value};

use crate::diagnostic::codes::markers as codes;
use crate::keywords;
use crate::model::AttrError;
use crate::model::markers::Marker;
use crate::schema::numbers::{self, FloatRange, IntRange, RustNumber, Values};

/// Checks the node's last `format` marker, if any: `before` is the node before the
/// markers applied, `after` the node they made, `rust` the number type behind it when
/// known.
pub fn check(
    markers: &[Marker],
    before: &Map<String, Value>,
    after: &Map<String, Value>,
    rust: Option<RustNumber>,
) -> Result<(), AttrError> {
    let Some(m) = markers.iter().rev().find(|m| m.key == "format") else {
        return Ok(());
    };
    let value = m.value.as_str().unwrap_or("");
    let ty = after.get("type").and_then(Value::as_str).unwrap_or("");
    if !value.is_empty() && !keywords::format_fits(ty, value) {
        match ty {
            "integer" | "number" | "string" | "boolean" | "array" | "object" => {
                return Err(not_of_type(m, ty, value));
            }
            // Untyped nodes (int-or-string, preserved fields) carry any format.
            _ => return Ok(()),
        }
    }
    // `type = "..."` replaced the type: the marker describes the new one.
    if before.get("type").and_then(Value::as_str).unwrap_or("") != ty {
        return Ok(());
    }
    match ty {
        "integer" => integers(m, value, before, after, rust),
        "number" => floats(m, value, before, after, rust),
        "string" => strings(m, value, before, after),
        _ => Ok(()),
    }
}

fn shown(value: &str) -> String {
    format!("format = \"{}\"", crate::diagnostic::escape::value(value))
}

fn not_of_type(m: &Marker, ty: &str, value: &str) -> AttrError {
    let takes = match ty {
        "integer" => {
            "integers take `int32` or `int64`; `format = \"\"` writes none (Go's int, int8, int16, uint8, uint16, uint, uintptr)"
        }
        "number" => {
            "numbers take `float` or `double`; `format = \"\"` writes none (Go's float32 and float64)"
        }
        "string" => {
            "strings take any format but int32, int64, float and double (date-time, date, byte, …)"
        }
        _ => "remove `format`: only integers, numbers and strings have formats",
    };
    let article = if ty == "integer" || ty == "array" || ty == "object" {
        "an"
    } else {
        "a"
    };
    AttrError::new(
        codes::FORMAT_DOES_NOT_FIT_TYPE,
        m.span,
        format!("`{}` is not a format of {article} {ty} field", shown(value)),
    )
    .label(format!("not a format of {ty}s"))
    .help(takes)
}

fn int_range(r: IntRange) -> String {
    if r.is_empty() {
        "no value".to_owned()
    } else {
        format!("{} to {}", r.min, r.max)
    }
}

fn float_range(r: FloatRange) -> String {
    if r.min > r.max {
        "no value".to_owned()
    } else {
        format!("{:e} to {:e}", r.min, r.max)
    }
}

/// The type's name for a message: `` `i32` ``, or the field's type when unknown.
fn who(rust: Option<RustNumber>) -> String {
    rust.map_or("this field's type".to_owned(), |r| format!("`{}`", r.name))
}

fn integers(
    m: &Marker,
    value: &str,
    before: &Map<String, Value>,
    after: &Map<String, Value>,
    rust: Option<RustNumber>,
) -> Result<(), AttrError> {
    // The same bounds with the old formats and with the new ones.
    let was = numbers::admitted_integers(&numbers::formats(before), after);
    let now = numbers::admitted_integers(&numbers::formats(after), after);
    let rust = rust.filter(|r| matches!(r.values, Values::Int(_)));
    let holds = match rust.map(|r| r.values) {
        Some(Values::Int(r)) => r,
        _ => was,
    };
    if !was.holds_with(holds, now) {
        return Err(AttrError::new(
            codes::FORMAT_LOSES_VALUES,
            m.span,
            format!(
                "with `{}`, the API server accepts integers {} cannot read",
                shown(value),
                who(rust)
            ),
        )
        .label("admits more values")
        .note(format!(
            "the API server accepts {} for this field; {} holds {}",
            int_range(now),
            who(rust),
            int_range(holds)
        ))
        .help("use a type that holds them (`i64` for a field without format: docs/markers.md gives the Rust type of each Go integer type), or keep the values in range with `minimum` and `maximum`"));
    }
    let written = holds.intersect(was);
    if !now.holds(written) {
        return Err(AttrError::new(
            codes::FORMAT_LOSES_VALUES,
            m.span,
            format!(
                "`{}` makes the API server refuse values {} writes",
                shown(value),
                who(rust)
            ),
        )
        .label("refuses values of the type")
        .note(match rust {
            Some(r) => format!(
                "{} writes {}; the API server accepts {} of them without `{}`, {} with it",
                who(Some(r)),
                int_range(holds),
                int_range(written),
                shown(value),
                int_range(now.intersect(holds))
            ),
            None => format!(
                "the API server accepts {} without `{}`, {} with it",
                int_range(was),
                shown(value),
                int_range(now)
            ),
        })
        .help("use a type whose values the format holds (`i32` for `int32`: docs/markers.md), or bound the field with `minimum` and `maximum` inside the format's range"));
    }
    Ok(())
}

fn floats(
    m: &Marker,
    value: &str,
    before: &Map<String, Value>,
    after: &Map<String, Value>,
    rust: Option<RustNumber>,
) -> Result<(), AttrError> {
    let was = numbers::admitted_numbers(&numbers::formats(before), after);
    let now = numbers::admitted_numbers(&numbers::formats(after), after);
    let rust = rust.filter(|r| matches!(r.values, Values::Float(_)));
    let holds = match rust.map(|r| r.values) {
        Some(Values::Float(r)) => r,
        _ => was,
    };
    if !was.holds(now) && !holds.holds(now) {
        return Err(AttrError::new(
            codes::FORMAT_LOSES_VALUES,
            m.span,
            format!(
                "with `{}`, the API server accepts numbers {} cannot read",
                shown(value),
                who(rust)
            ),
        )
        .label("admits more values")
        .note(format!(
            "the API server accepts {} for this field; {} holds {}",
            float_range(now),
            who(rust),
            float_range(holds)
        ))
        .help("use `f64`, or keep the values in range with `minimum` and `maximum`"));
    }
    let written = holds.intersect(was);
    if !now.holds(written) {
        return Err(AttrError::new(
            codes::FORMAT_LOSES_VALUES,
            m.span,
            format!(
                "`{}` makes the API server refuse values {} writes",
                shown(value),
                who(rust)
            ),
        )
        .label("refuses values of the type")
        .note(format!(
            "the API server accepts {} of the values {} writes without `{}`, {} with it",
            float_range(written),
            who(rust),
            shown(value),
            float_range(now.intersect(holds))
        ))
        .help("use `f32` for `float`, or bound the field with `minimum` and `maximum` inside the format's range"));
    }
    Ok(())
}

fn strings(
    m: &Marker,
    value: &str,
    before: &Map<String, Value>,
    after: &Map<String, Value>,
) -> Result<(), AttrError> {
    let now = numbers::formats(after);
    let Some(dropped) = numbers::formats(before)
        .into_iter()
        .find(|f| !now.contains(f))
    else {
        return Ok(());
    };
    let dropped = crate::diagnostic::escape::value(dropped);
    Err(AttrError::new(
        codes::FORMAT_LOSES_VALUES,
        m.span,
        format!(
            "`{}` drops the `{dropped}` format the field's type writes",
            shown(value)
        ),
    )
    .label(format!("replaces `{dropped}`"))
    .note(format!(
        "without `format: {dropped}` the API server accepts strings the type cannot read"
    ))
    .help("remove `format`, or give the field a type that reads any string (String)"))
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use crate::model::markers::{Place, parse};
    use crate::schema::markers::apply_to;
    use crate::schema::numbers::rust_number;
    use crate::schema::scalar;

    /// The schema of a field of primitive type `ty` with the markers of `field`, or the
    /// error's message, note and help.
    fn field(field: syn::Field, ty: &str) -> Result<Value, String> {
        let markers = parse(&field.attrs, Place::Field).unwrap();
        let mut schema = match ty {
            "ByteString" => scalar::bytes(),
            _ => scalar::primitive(ty).unwrap(),
        };
        match apply_to(
            &markers,
            &mut schema,
            false,
            rust_number(ty),
            crate::controller_gen::newest(),
        ) {
            Ok(()) => Ok(Value::Object(schema)),
            Err(e) => Err(format!(
                "[{}] {} / {} / {}",
                e.code,
                e.message,
                e.notes.join(" / "),
                e.help.unwrap_or_default()
            )),
        }
    }

    #[test]
    fn an_empty_format_writes_none() {
        let f = syn::parse_quote! { #[crd(format = "")] x: i64 };
        assert_eq!(field(f, "i64"), Ok(json!({"type": "integer"})));
        // A u16 keeps its bounds, which hold the values the API server then admits.
        let f = syn::parse_quote! { #[crd(format = "")] x: u16 };
        assert_eq!(
            field(f, "u16"),
            Ok(json!({"type": "integer", "minimum": 0, "maximum": 65535}))
        );
        let f = syn::parse_quote! { #[crd(format = "")] x: f64 };
        assert_eq!(field(f, "f64"), Ok(json!({"type": "number"})));
    }

    #[test]
    fn a_format_that_admits_values_the_type_cannot_read_is_an_error() {
        let f = syn::parse_quote! { #[crd(format = "")] x: i32 };
        assert_eq!(
            field(f, "i32"),
            Err("[E0364] with `format = \"\"`, the API server accepts integers `i32` cannot read / the API server accepts -9223372036854775808 to 9223372036854775807 for this field; `i32` holds -2147483648 to 2147483647 / use a type that holds them (`i64` for a field without format: docs/markers.md gives the Rust type of each Go integer type), or keep the values in range with `minimum` and `maximum`".into())
        );
        // Bounds that keep the values in the type's range make it right.
        let f = syn::parse_quote! { #[crd(format = "", minimum = -5, maximum = 5)] x: i32 };
        assert_eq!(
            field(f, "i32"),
            Ok(json!({"type": "integer", "minimum": -5, "maximum": 5}))
        );
        let f = syn::parse_quote! { #[crd(format = "int64")] x: i8 };
        assert_eq!(
            field(f, "i8"),
            Ok(json!({"type": "integer", "format": "int64", "minimum": -128, "maximum": 127}))
        );
    }

    #[test]
    fn a_format_that_refuses_values_the_type_writes_is_an_error() {
        let f = syn::parse_quote! { #[crd(format = "int32")] x: u64 };
        assert_eq!(
            field(f, "u64"),
            Err("[E0364] `format = \"int32\"` makes the API server refuse values `u64` writes / `u64` writes 0 to 18446744073709551615; the API server accepts 0 to 9223372036854775807 of them without `format = \"int32\"`, 0 to 2147483647 with it / use a type whose values the format holds (`i32` for `int32`: docs/markers.md), or bound the field with `minimum` and `maximum` inside the format's range".into())
        );
        let f = syn::parse_quote! { #[crd(format = "int32", maximum = 2147483647)] x: u64 };
        assert_eq!(
            field(f, "u64"),
            Ok(json!({"type": "integer", "format": "int32", "minimum": 0, "maximum": 2147483647}))
        );
        // What the type's own schema writes anyway is no change.
        let f = syn::parse_quote! { #[crd(format = "int64")] x: u64 };
        assert_eq!(
            field(f, "u64"),
            Ok(json!({"type": "integer", "format": "int64", "minimum": 0}))
        );
        let f = syn::parse_quote! { #[crd(format = "float")] x: f64 };
        assert_eq!(
            field(f, "f64").map_err(|e| e[..70].to_owned()),
            Err("[E0364] `format = \"float\"` makes the API server refuse values `f64` wr".into())
        );
        let f = syn::parse_quote! { #[crd(format = "float")] x: f32 };
        assert_eq!(
            field(f, "f32"),
            Ok(json!({"type": "number", "format": "float"}))
        );
    }

    #[test]
    fn a_format_of_another_type_is_an_error() {
        let f = syn::parse_quote! { #[crd(format = "int32")] x: String };
        assert_eq!(
            field(f, "String"),
            Err("[E0363] `format = \"int32\"` is not a format of a string field /  / strings take any format but int32, int64, float and double (date-time, date, byte, …)".into())
        );
        let f = syn::parse_quote! { #[crd(format = "date-time")] x: i64 };
        assert_eq!(
            field(f, "i64"),
            Err("[E0363] `format = \"date-time\"` is not a format of an integer field /  / integers take `int32` or `int64`; `format = \"\"` writes none (Go's int, int8, int16, uint8, uint16, uint, uintptr)".into())
        );
        let f = syn::parse_quote! { #[crd(format = "int32")] x: bool };
        assert_eq!(
            field(f, "bool"),
            Err("[E0363] `format = \"int32\"` is not a format of a boolean field /  / remove `format`: only integers, numbers and strings have formats".into())
        );
        let f = syn::parse_quote! { #[crd(format = "date-time")] x: String };
        assert_eq!(
            field(f, "String"),
            Ok(json!({"type": "string", "format": "date-time"}))
        );
    }

    /// docs/markers.md's table: each Go numeric type's Rust spelling has the schema
    /// controller-gen writes for the Go type, and its Rust type holds every value that
    /// schema admits.
    #[test]
    fn every_go_number_has_a_rust_spelling_with_controller_gens_schema() {
        for n in crate::keywords::GO_NUMBERS {
            let Some((ty, format)) = n.schema else {
                continue;
            };
            let attr = if n.markers.is_empty() {
                String::new()
            } else {
                format!("#[crd({})] ", n.markers)
            };
            let text = format!("struct S {{ {attr}x: {} }}", n.rust);
            let item: syn::ItemStruct = syn::parse_str(&text).unwrap();
            let f = item.fields.into_iter().next().unwrap();
            let mut expected = json!({ "type": ty });
            if let Some(format) = format {
                expected["format"] = json!(format);
            }
            let got = field(f, n.rust);
            assert_eq!(got.as_ref(), Ok(&expected), "{}: {text}", n.go);
            let schema = got.unwrap().as_object().cloned().unwrap();
            let formats = crate::schema::numbers::formats(&schema);
            match rust_number(n.rust).unwrap().values {
                crate::schema::numbers::Values::Int(holds) => assert!(
                    holds.holds(crate::schema::numbers::admitted_integers(&formats, &schema)),
                    "{}",
                    n.go
                ),
                crate::schema::numbers::Values::Float(holds) => assert!(
                    holds.holds(crate::schema::numbers::admitted_numbers(&formats, &schema)),
                    "{}",
                    n.go
                ),
            }
        }
    }

    #[test]
    fn dropping_the_format_of_a_string_type_is_an_error() {
        let f = syn::parse_quote! { #[crd(format = "")] x: ByteString };
        assert_eq!(
            field(f, "ByteString"),
            Err("[E0364] `format = \"\"` drops the `byte` format the field's type writes / without `format: byte` the API server accepts strings the type cannot read / remove `format`, or give the field a type that reads any string (String)".into())
        );
    }
}
