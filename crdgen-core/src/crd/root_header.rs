//! The root's `apiVersion`, `kind` and `metadata` properties: the ones crdgen writes
//! (controller-gen's, from `metav1.TypeMeta` and `ObjectMeta`), or the ones a kind's
//! `root_properties` gives, checked as the API server checks them at the root.

use serde_json::{Map, Value, json};

use super::{API_VERSION_DESCRIPTION, KIND_DESCRIPTION};
use crate::diagnostic::codes::{Code, markers, structural as rules};
use crate::diagnostic::{Diagnostic, Location, escape};
use crate::model::docs::DocComments;
use crate::model::kind::Spanned;

/// The three properties as the release writes them: `metav1.TypeMeta`'s godoc joined as
/// it joins doc comments, and `metadata: {type: object}` (controller-gen writes no more
/// for the root's `ObjectMeta`, which the API server owns).
pub fn standard(docs: DocComments) -> Map<String, Value> {
    let mut out = Map::new();
    out.insert(
        "apiVersion".into(),
        json!({"description": docs.godoc(API_VERSION_DESCRIPTION), "type": "string"}),
    );
    out.insert(
        "kind".into(),
        json!({"description": docs.godoc(KIND_DESCRIPTION), "type": "string"}),
    );
    out.insert("metadata".into(), json!({"type": "object"}));
    out
}

/// What the API server would refuse in root properties given as `given` (each value a
/// schema of one of the three names): first each schema as a field's given schema is
/// checked (E0373), then, if they pass, the rules only the root has (E0818, E0819,
/// E0809). Empty when it accepts them.
pub fn refused(given: &Map<String, Value>) -> Vec<Problem> {
    let mut out = Vec::new();
    for (name, schema) in given {
        let why = match schema {
            Value::Object(schema) => crate::schema::not_structural(schema),
            other => Some(format!(
                "at `.`: it is `{}`, not a schema",
                escape::value(&other.to_string())
            )),
        };
        if let Some(why) = why {
            out.push(Problem {
                code: markers::SCHEMA_OVERRIDE_NOT_STRUCTURAL,
                message: format!("the schema `root_properties` gives `{name}` is not structural {why}"),
                label: "not structural",
                help: "the API server rejects a CRD whose schema is not structural: give every node a `type`, keep `properties` and `additionalProperties` apart, and only validations inside allOf/anyOf/oneOf/not",
            });
        }
    }
    if !out.is_empty() {
        return out;
    }
    let root = json!({"type": "object", "properties": given});
    crate::schema::structural::check(&root)
        .into_iter()
        .map(|violation| Problem {
            code: violation.code,
            message: format!(
                "`root_properties` gives the root a schema the API server refuses at `{}`: {}",
                escape::value(&violation.path),
                violation.message
            ),
            label: "refused at the root",
            help: if violation.code == rules::OBJECT_HEADER_NOT_STRING {
                "the API server reads `apiVersion` and `kind` as strings: give them \"type\": \"string\""
            } else if violation.code == rules::METADATA_NOT_OBJECT {
                "the API server owns `metadata`: give it \"type\": \"object\""
            } else {
                "give `metadata` \"type\": \"object\" and, if anything, string schemas of `name` and `generateName` under its `properties`"
            },
        })
        .collect()
}

/// One thing the API server would refuse in given root properties.
#[derive(Debug, Clone, PartialEq)]
pub struct Problem {
    /// The rule's code.
    pub code: Code,
    /// What is refused, and where.
    pub message: String,
    /// The label at the option.
    pub label: &'static str,
    /// What to write instead.
    pub help: &'static str,
}

/// The three properties of a version's root: [`standard`], or those `given` gives
/// (`root_properties`, already read as a JSON object of the three names) when the API
/// server accepts them ([`refused`]). Every problem is reported at the option's string,
/// located by `locate`.
pub fn properties(
    docs: DocComments,
    given: Option<&Spanned<Map<String, Value>>>,
    locate: impl Fn(proc_macro2::Span) -> Location,
) -> Result<Map<String, Value>, Vec<Diagnostic>> {
    let Some(given) = given else {
        return Ok(standard(docs));
    };
    let problems = refused(&given.value);
    if problems.is_empty() {
        return Ok(given.value.clone());
    }
    let at = locate(given.span);
    Err(problems
        .into_iter()
        .map(|p| {
            Diagnostic::error(p.code, p.message)
                .at(at.clone())
                .label(p.label)
                .help(p.help)
        })
        .collect())
}
