//! Tuples (`(A, B)`, tuple structs and tuple variants of several fields): serde writes a
//! JSON array of the elements, in order. A structural schema has no per-position
//! `items` (an `items` list is not structural), so the array gets one item schema that
//! accepts every element ([`super::union`]) and `minItems` = `maxItems` = the length;
//! elements of different JSON types cannot share one and are refused.

use proc_macro2::Span;
use serde_json::{Value, json};

use super::provenance::Step;
use super::{Built, Provenance, Schema, SchemaBuilder, TypeSchema, union};
use crate::diagnostic::codes::markers as codes;
use crate::source::ModuleId;

impl<'m> SchemaBuilder<'m> {
    /// The array schema of a tuple whose elements have the schemas `elems`; `what` names
    /// the tuple in the error ("tuple struct `Pair`"), `label` labels it.
    pub(super) fn tuple_schema(
        &mut self,
        module: ModuleId,
        span: Span,
        what: &str,
        label: &str,
        elems: Vec<TypeSchema>,
    ) -> Built<(Schema, Provenance)> {
        // An `Option` element is written as `null` when it is `None`.
        let schemas: Vec<Schema> = elems
            .iter()
            .map(|e| {
                let mut s = e.schema.clone();
                if e.optional {
                    s.insert("nullable".into(), Value::Bool(true));
                }
                s
            })
            .collect();
        let refs: Vec<&Schema> = schemas.iter().collect();
        let items = match union::unite(&refs) {
            Ok(items) => items,
            Err(_) => {
                let d = self
                    .diag(
                        codes::TUPLE_STRUCT,
                        module,
                        span,
                        format!("{what} is written by serde as a JSON array of mixed types"),
                    )
                    .label(label)
                    .help("structural schemas need one item type; use a struct with named fields");
                return Err(self.fail(d));
            }
        };
        let mut prov = Provenance::default();
        for e in elems {
            prov.nest(Step::Items, e.prov);
        }
        let n = schemas.len();
        let mut s = Schema::new();
        s.insert("items".into(), Value::Object(items));
        s.insert("maxItems".into(), json!(n));
        s.insert("minItems".into(), json!(n));
        s.insert("type".into(), json!("array"));
        Ok((s, prov))
    }
}
