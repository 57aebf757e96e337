//! Checks the JSONPaths one CRD version names — printer columns, selectable fields and
//! the scale subresource — against that version's generated schema, with the rules the
//! API server applies to each (apiextensions validation), so a path that points nowhere
//! or at the wrong kind of field is an error at the string that names it.

use serde_json::Value;

use crate::crd::jsonpath::{self, PathError, Step, Target};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes::kind::*;
use crate::diagnostic::escape;
use crate::model::KindVersion;
use crate::model::kind::Spanned;
use crate::source::SourceIndex;

/// Every problem with the paths of `v`, whose root schema is `root`.
pub fn check(src: &SourceIndex, v: &KindVersion, root: &Value) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    let o = &v.options;
    for col in &o.printer_columns {
        if let Err(e) =
            jsonpath::parse(&col.json_path.value).and_then(|steps| jsonpath::resolve(root, &steps))
        {
            diags.push(error(src, v, &col.json_path, e));
        }
    }
    for field in &o.selectable_fields {
        if let Err(e) = selectable(root, &field.value) {
            diags.push(error(src, v, field, e));
        }
    }
    if let Some(scale) = &o.scale {
        let replicas = [
            (&scale.spec_replicas_path, ".spec.", "spec_replicas_path"),
            (
                &scale.status_replicas_path,
                ".status.",
                "status_replicas_path",
            ),
        ];
        for (path, under, key) in replicas {
            if let Err(e) = scale_path(root, &path.value, &[under], "integer", key) {
                diags.push(error(src, v, path, e));
            }
        }
        if let Some(sel) = &scale.label_selector_path
            && let Err(e) = scale_path(
                root,
                &sel.value,
                &[".spec.", ".status."],
                "string",
                "label_selector_path",
            )
        {
            diags.push(error(src, v, sel, e));
        }
    }
    diags
}

fn error(src: &SourceIndex, v: &KindVersion, at: &Spanned<String>, e: PathError) -> Diagnostic {
    let location = src
        .location_in(v.module, at.span)
        .within_literal(&at.value, e.range);
    Diagnostic::error(
        e.code,
        format!("`{}`: {}", escape::value(&at.value), e.message),
    )
    .at(location)
    .label(e.label)
    .help(e.help)
}

fn whole(path: &str) -> std::ops::Range<usize> {
    0..path.len()
}

/// The API server's rule for selectable fields: a path without array notation, not
/// into `metadata`, to a string, integer or boolean field.
fn selectable(root: &Value, path: &str) -> Result<(), PathError> {
    let steps = jsonpath::parse(path)?;
    if let Some(step) = steps.iter().find(|s| matches!(s, Step::Elements { .. })) {
        return Err(PathError {
            code: SELECTABLE_THROUGH_ARRAY,
            message: "a selectable field cannot go through an array".into(),
            range: step.range(),
            label: "array notation",
            help: "the API server accepts only paths of plain field names here, e.g. `.spec.phase`"
                .into(),
        });
    }
    if let Some(first @ Step::Field { name, .. }) = steps.first()
        && name == "metadata"
    {
        return Err(PathError {
            code: SELECTABLE_METADATA_FIELD,
            message: "metadata fields cannot be selectable fields".into(),
            range: first.range(),
            label: "metadata",
            help: "the API server already selects on `metadata.name` and `metadata.namespace`; point at a field under `.spec` or `.status`".into(),
        });
    }
    scalar(
        jsonpath::resolve(root, &steps)?,
        path,
        &["string", "integer", "boolean"],
    )
}

fn scalar(target: Target, path: &str, allowed: &[&str]) -> Result<(), PathError> {
    match target {
        Target::Typed(t) if allowed.contains(&t.as_str()) => Ok(()),
        Target::Unknown => Ok(()),
        Target::Typed(t) => {
            let what = if t.is_empty() {
                "a field without a type".to_owned()
            } else {
                format!("a field of type {t}")
            };
            let wanted = one_of(allowed);
            Err(PathError {
                code: PATH_WRONG_TYPE,
                message: format!("{what}, not {wanted}"),
                range: whole(path),
                label: "wrong type",
                help: format!("point at a field of type {wanted}"),
            })
        }
    }
}

/// `a`, `a or b`, `a, b or c`.
fn one_of(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// The API server's rule for scale paths: dot-separated field names under one of
/// `under`; plus, here, the field must exist and have type `type_`.
fn scale_path(
    root: &Value,
    path: &str,
    under: &[&str],
    type_: &str,
    key: &str,
) -> Result<(), PathError> {
    let steps = jsonpath::parse(path)?;
    let places = under
        .iter()
        .map(|u| format!("`{}`", u.trim_end_matches('.')))
        .collect::<Vec<_>>()
        .join(" or ");
    if let Some(step) = steps
        .iter()
        .find(|s| !matches!(s, Step::Field { range, .. } if path[range.clone()].starts_with('.')))
    {
        return Err(PathError {
            code: SCALE_PATH_NOT_PLAIN,
            message: "a scale path is field names separated by `.`".into(),
            range: step.range(),
            label: "not a plain field name",
            help:
                "the scale subresource reads dot-separated field names only, e.g. `.spec.replicas`"
                    .into(),
        });
    }
    if !under.iter().any(|u| path.starts_with(u)) {
        let suggestion = match key {
            "spec_replicas_path" => ".spec.replicas",
            "status_replicas_path" => ".status.replicas",
            _ => ".status.selector",
        };
        return Err(PathError {
            code: SCALE_PATH_OUTSIDE,
            message: format!("`{key}` must be a path under {places}"),
            range: whole(path),
            label: "not under the right field",
            help: format!("the API server requires it; write e.g. `{key} = \"{suggestion}\"`"),
        });
    }
    let noun = if type_ == "integer" {
        "replica count"
    } else {
        "serialized label selector"
    };
    scalar(jsonpath::resolve(root, &steps)?, path, &[type_]).map_err(|mut e| {
        e.help = format!("the {noun} must be a field of type {type_}");
        e
    })
}
