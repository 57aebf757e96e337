#![warn(missing_docs)]
//! YAML in controller-gen's exact text style (gopkg.in/yaml.v2 v2.4.0), and reading it back.
//!
//! The emitter is hand-written because no Rust YAML library reproduces go-yaml v2's output:
//! its line folding past column 80, its choice between plain, single-quoted, double-quoted
//! and literal styles, its unindented sequences under keys and its key order all have to
//! match byte for byte for generated CRDs to diff cleanly against controller-gen's. The
//! rules (R0–R9) live in the project's yaml-style notes; each module ports one part.
//!
//! - `keys`: key order (R2).
//! - `resolve`, `timestamp`: what a plain scalar means to go-yaml (R6, R9).
//! - `scalar`: style choice (R5, R7). `emit`: layout and writers (R3, R8). `float`: R4.
//! - `read`: parsing files back for `crdgen fmt` (R9); feature `read` (default), which
//!   crates that only emit (the derive, `crdgen::to_yaml`) leave off.

mod emit;
#[cfg(feature = "read")]
mod error;
mod float;
mod keys;
#[cfg(feature = "read")]
mod read;
mod resolve;
mod scalar;
mod timestamp;

#[cfg(test)]
mod tests;

#[cfg(feature = "read")]
pub use error::{YamlError, YamlErrorKind};
pub use keys::{key_cmp, sort_keys};
#[cfg(feature = "read")]
pub use read::{ParsedFile, parse, read_values};

use serde_json::Value;

/// Whether two values are the same JSON, numbers compared by value: go-yaml writes the
/// float `1.0` as `1`, which reads back as an integer, and to a CRD (JSON) both are one
/// number, though serde_json's `Value`s differ.
pub fn same_json(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => match (x.as_i128(), y.as_i128()) {
            (Some(x), Some(y)) => x == y,
            _ => x.as_f64() == y.as_f64(),
        },
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| same_json(x, y))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| same_json(v, w)))
        }
        _ => a == b,
    }
}

/// Body of one document, go-yaml v2.4.0 style, ending in exactly one `'\n'` (R0) — unless
/// the last scalar is a keep (`|+`) literal block, which ends with its own line breaks.
pub fn to_string(value: &Value) -> String {
    emit::Emitter::new(String::new()).document(value)
}

/// `header` (verbatim, may be empty) + `"---\n"` + body: what controller-gen writes.
pub fn document(header: &str, value: &Value) -> String {
    let mut out = String::with_capacity(header.len() + 4096);
    out.push_str(header);
    out.push_str("---\n");
    emit::Emitter::new(out).document(value)
}

/// Re-emits a YAML file in controller-gen style for `crdgen fmt`: keeps the leading comment
/// and blank lines and whether a `---` line came first; later documents are each preceded by
/// `"---\n"`.
///
/// Fails where the file cannot be represented (comments inside a document, anchors, tags,
/// non-finite numbers, syntax errors). Feature `read`.
#[cfg(feature = "read")]
pub fn format(text: &str) -> Result<String, YamlError> {
    let parsed = parse(text)?;
    let mut out = String::with_capacity(text.len() + 64);
    out.push_str(&parsed.leading);
    for (i, doc) in parsed.documents.iter().enumerate() {
        if i > 0 || parsed.separator {
            out.push_str("---\n");
        }
        out = emit::Emitter::new(out).document(doc);
    }
    Ok(out)
}
