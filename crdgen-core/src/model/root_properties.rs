//! `root_properties = r#"{...}"#` on a kind: the root's `apiVersion`, `kind` and
//! `metadata` property schemas exactly as a CRD shipped them (written by hand, or kept
//! from an older controller-gen), in place of the ones crdgen writes; a name left out is
//! not written. `crdgen import` writes it when a version's root differs from crdgen's.
//!
//! Read here as a field's `schema = r#"{...}"#` is read, so that a mistake points at the
//! string: JSON, an object, each value an object. Whether each schema is structural and
//! keeps the API server's rules for the root is checked where the CRD is built
//! (`crd::root_header`), as a field's given schema is checked where it is applied.

use serde_json::{Map, Value};
use syn::LitStr;
use syn::meta::ParseNestedMeta;

use super::kind::Spanned;
use crate::diagnostic::codes::{self, syn_error};
use crate::diagnostic::escape;

/// The root properties every object has, which crdgen writes itself: the only names
/// `root_properties` may give, in the order crdgen writes them.
pub const NAMES: &[&str] = &["apiVersion", "kind", "metadata"];

/// How the option is written, for the help lines.
const EXAMPLE: &str = r##"root_properties = r#"{"apiVersion": {"type": "string"}, "kind": {"type": "string"}, "metadata": {"type": "object"}}"#"##;

/// Reads `root_properties = "..."`: a JSON object naming some of [`NAMES`], each with a
/// schema (a JSON object), spanned at the string.
pub fn parse(meta: &ParseNestedMeta<'_>) -> syn::Result<Spanned<Map<String, Value>>> {
    let lit: LitStr = meta.value()?.parse().map_err(|e| {
        error(
            e.span(),
            codes::kind::WRONG_VALUE_FORM,
            "`root_properties` takes a string of JSON",
            &format!("write {EXAMPLE}"),
        )
    })?;
    let invalid = |what: String| {
        error(
            lit.span(),
            codes::markers::SCHEMA_OVERRIDE_INVALID,
            &what,
            &format!("write {EXAMPLE}"),
        )
    };
    let given = match crate::strict_json::from_str(&lit.value()) {
        Ok(Value::Object(map)) => map,
        Ok(other) => {
            return Err(invalid(format!(
                "`root_properties` is not a JSON object: {}",
                escape::value(&other.to_string())
            )));
        }
        Err(e) => {
            return Err(error(
                lit.span(),
                codes::markers::SCHEMA_OVERRIDE_INVALID,
                &e.message("`root_properties`"),
                &e.help(&format!("write {EXAMPLE}")),
            ));
        }
    };
    for (name, schema) in &given {
        if !NAMES.contains(&name.as_str()) {
            return Err(error(
                lit.span(),
                codes::markers::ROOT_PROPERTY_NOT_OWN,
                &format!(
                    "`root_properties` gives `{}`: only `apiVersion`, `kind` and `metadata` may be given",
                    escape::value(name)
                ),
                "the root's other properties are the kind's fields (`spec` the spec struct, `status` the `status` type, a `top_level` kind's its struct's fields): give its schema there, exactly with #[crd(schema = r#\"{...}\"#)] on a field",
            ));
        }
        if !schema.is_object() {
            return Err(invalid(format!(
                "the schema `root_properties` gives `{name}` is not a JSON object: {}",
                escape::value(&schema.to_string())
            )));
        }
    }
    Ok(Spanned {
        value: given,
        span: lit.span(),
    })
}

/// An error of the option at `span`: `message`, then `help` as the derive and the CLI
/// print it: one `= help:` line after the message.
fn error(span: proc_macro2::Span, code: codes::Code, message: &str, help: &str) -> syn::Error {
    syn_error(span, code, format!("{message}\n= help: {help}"))
}
