//! Go's numeric types: what controller-gen writes for each (`builtinToType` in
//! controller-tools' `pkg/crd/schema.go`: `int32`/`uint32` → `format: int32`,
//! `int64`/`uint64` → `format: int64`, every other integer no format and no bounds,
//! floats `type: number` with `crd:allowDangerousTypes`), and the Rust spelling whose
//! schema is the same byte for byte and whose type reads every value that schema admits.
//! `docs/markers.md` shows it; a test builds each spelling and compares.

/// One Go numeric type.
#[derive(Debug)]
pub struct GoNumber {
    /// The Go type (`uint16`).
    pub go: &'static str,
    /// What controller-gen writes: the schema type and format, `None` when it refuses
    /// the type.
    pub schema: Option<(&'static str, Option<&'static str>)>,
    /// The Rust type with the same schema.
    pub rust: &'static str,
    /// The markers it needs (`format = ""`), empty when none.
    pub markers: &'static str,
    /// Why that spelling, one line of markdown.
    pub why: &'static str,
}

const NO_FORMAT: &str = "no format and no bounds: the API server admits every int64, so the Rust type must hold them all";

/// Every numeric type of Go: the sized ones in the order of the Go specification (with
/// their aliases `byte` and `rune`), then the platform-sized ones.
///
/// A `static`, for the reason [`super::KEYWORDS`] is one.
pub static GO_NUMBERS: &[GoNumber] = &[
    GoNumber {
        go: "uint8, byte",
        schema: Some(("integer", None)),
        rust: "i64",
        markers: "format = \"\"",
        why: "no format and no bounds: the API server admits -1 and 70000, which a `u8` cannot read (a `u8` field writes `format: int32`, `minimum: 0`, `maximum: 255` instead)",
    },
    GoNumber {
        go: "uint16",
        schema: Some(("integer", None)),
        rust: "i64",
        markers: "format = \"\"",
        why: "as `uint8` (a `u16` field writes `format: int32`, `minimum: 0`, `maximum: 65535`)",
    },
    GoNumber {
        go: "uint32",
        schema: Some(("integer", Some("int32"))),
        rust: "i32",
        markers: "",
        why: "the API server holds `int32` to its range (a Go value above 2147483647 never gets in) and admits negatives: `i32` reads exactly that; a `u32` writes `format: int64`, `minimum: 0` and `maximum: 4294967295`",
    },
    GoNumber {
        go: "uint64",
        schema: Some(("integer", Some("int64"))),
        rust: "i64",
        markers: "",
        why: "the API server admits negatives and nothing above 2⁶³−1: `i64` reads exactly that; a `u64` writes `minimum: 0`",
    },
    GoNumber {
        go: "int8",
        schema: Some(("integer", None)),
        rust: "i64",
        markers: "format = \"\"",
        why: "no format and no bounds: the API server admits 200, which an `i8` cannot read (an `i8` field writes `format: int32` with its bounds)",
    },
    GoNumber {
        go: "int16",
        schema: Some(("integer", None)),
        rust: "i64",
        markers: "format = \"\"",
        why: NO_FORMAT,
    },
    GoNumber {
        go: "int32, rune",
        schema: Some(("integer", Some("int32"))),
        rust: "i32",
        markers: "",
        why: "the same range",
    },
    GoNumber {
        go: "int64",
        schema: Some(("integer", Some("int64"))),
        rust: "i64",
        markers: "",
        why: "the same range",
    },
    GoNumber {
        go: "float32",
        schema: Some(("number", None)),
        rust: "f64",
        markers: "",
        why: "no format: the API server admits every float64, which an `f32` (same schema) would round",
    },
    GoNumber {
        go: "float64",
        schema: Some(("number", None)),
        rust: "f64",
        markers: "",
        why: "the same values (controller-gen needs `crd:allowDangerousTypes=true` for floats)",
    },
    GoNumber {
        go: "complex64, complex128",
        schema: None,
        rust: "—",
        markers: "",
        why: "controller-gen refuses them (`unsupported type`), and JSON has no complex numbers",
    },
    GoNumber {
        go: "int, uint, uintptr",
        schema: Some(("integer", None)),
        rust: "i64",
        markers: "format = \"\"",
        why: "no format (the width is the platform's) and no bounds: every int64 is admitted; an `isize` writes the same schema but holds 32 bits on a 32-bit target, a `usize` writes `minimum: 0`",
    },
];
