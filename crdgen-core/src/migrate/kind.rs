//! `#[kube(...)]` → `#[crd(...)]` on a spec struct, option by option, by the table of
//! the reader ([`kube::KUBE_OPTIONS`]'s [`InCrd`]): an option crdgen spells the same
//! stays as written, a renamed one gets crdgen's key, the JSON forms and `Rule`
//! expressions are written in crdgen's form, and an option crdgen has no spelling for
//! refuses the kind (E1111). What kube-derive does by default and crdgen's derive does
//! not (the root's description, kube-derive's plural, a nullable status, storage on
//! every version) is written out, so the migrated crate's CRDs are the same bytes.

use syn::punctuated::Punctuated;
use syn::spanned::Spanned as _;
use syn::{Attribute, Expr, Lit, Meta};

use super::edits::Editor;
use crate::diagnostic::codes::kube_dialect::MIGRATE_NO_CRD_SPELLING;
use crate::model::AttrError;
use crate::model::kind::{KindOptions, PrintColumn, Scale};
use crate::model::kube::{self, InCrd};

/// A Rust string literal holding `s`.
pub(crate) fn lit(s: &str) -> String {
    format!("{s:?}")
}

/// Rewrites the `#[kube(...)]` attributes of a spec struct. `options` are what the
/// reader made of them; `several_versions` whether its kind has other versions in the
/// crate (then kube-derive's implicit `storage` must be written).
pub(crate) fn rewrite(
    attrs: &[Attribute],
    options: &KindOptions,
    spec: &syn::Ident,
    several_versions: bool,
    e: &mut Editor<'_>,
    errors: &mut Vec<AttrError>,
) {
    let kube_attrs: Vec<&Attribute> = attrs.iter().filter(|a| kube::is_kube_attr(a)).collect();
    // Columns in crdgen's list form that repeat a `type = "integer"` (or a format,
    // priority, description) are what clippy's `duplicated_attributes` lint (on by
    // default) takes for a repeated attribute: the allow the README asks for comes with
    // them, unless the struct has it.
    if duplicated_column_keys(&options.printer_columns)
        && !attrs.iter().any(|a| {
            a.path().is_ident("allow")
                && quote::ToTokens::to_token_stream(a)
                    .to_string()
                    .contains("duplicated_attributes")
        })
        && let Some(first) = kube_attrs.first()
    {
        let (start, _) = e.range(first.span());
        let indent = e.indent_before(start).unwrap_or("").to_owned();
        e.insert(
            start,
            format!("#[allow(clippy::duplicated_attributes)]\n{indent}"),
        );
    }
    let mut seen: Vec<String> = Vec::new();
    // The end of the last option kept, and the indentation of the options when each
    // starts its own line.
    let mut last_kept: Option<(usize, Option<String>)> = None;
    for attr in &kube_attrs {
        e.replace_span(attr.path().span(), "crd");
        let metas = match attr.parse_args_with(Punctuated::<Meta, syn::Token![,]>::parse_terminated)
        {
            Ok(m) => m.into_iter().collect::<Vec<_>>(),
            Err(err) => {
                errors.push(AttrError::from_syn(err));
                continue;
            }
        };
        let ranges: Vec<(usize, usize)> = metas.iter().map(|m| e.range(m.span())).collect();
        let mut removed = vec![false; metas.len()];
        for (i, meta) in metas.iter().enumerate() {
            let key = meta
                .path()
                .get_ident()
                .map(ToString::to_string)
                .unwrap_or_default();
            seen.push(key.clone());
            let (start, end) = ranges[i];
            let indent = e.indent_before(start).map(str::to_owned);
            let Some(row) = kube::kube_option(&key) else {
                continue;
            };
            let mut kept = true;
            match row.in_crd {
                InCrd::Same => {}
                InCrd::Renamed(to) => {
                    if flag_is_false(meta) {
                        kept = false;
                    } else {
                        e.replace_span(meta.path().span(), to);
                    }
                }
                InCrd::Rewritten(to) => match rewritten(to, meta, indent.as_deref(), e, errors) {
                    Rewrite::Keep => {}
                    Rewrite::Remove => {
                        kept = false;
                    }
                    Rewrite::Replace(text) => e.replace(start, end, text),
                    Rewrite::Append(text) => e.insert(end, separator(&indent) + &text),
                },
                InCrd::DefaultOnly { value, otherwise } => match string_value(meta) {
                    Some(s) if s.value() == value => {
                        kept = false;
                    }
                    _ => errors.push(refused(meta, otherwise)),
                },
                InCrd::Refused(help) => errors.push(refused(meta, help)),
            }
            if kept {
                last_kept = Some((end, indent));
            } else {
                removed[i] = true;
            }
        }
        remove_options(&ranges, &removed, e);
    }
    let mut added = Vec::new();
    let kind = &options.kind.value;
    if !seen.iter().any(|k| k == "plural")
        && let Some(plural) = &options.plural
        && plural.value != crate::crd::plural::plural(kind)
    {
        added.push(format!("plural = {}", lit(&plural.value)));
    }
    if !seen.iter().any(|k| k == "singular")
        && let Some(singular) = &options.singular
        && singular.value != crate::crd::plural::singular(kind)
    {
        added.push(format!("singular = {}", lit(&singular.value)));
    }
    if !seen.iter().any(|k| k == "storage") && several_versions && options.storage.is_some() {
        added.push("storage".to_owned());
    }
    if !seen.iter().any(|k| k == "doc") {
        added.push(format!(
            "doc = {}",
            lit(&kube::default_doc(&spec.to_string()))
        ));
    }
    if let Some((end, indent)) = last_kept {
        for text in added {
            e.insert(end, separator(&indent) + &text);
        }
    }
}

/// Whether two columns share a key's value.
fn duplicated_column_keys(columns: &[PrintColumn]) -> bool {
    let repeats = |values: Vec<String>| {
        let mut seen = std::collections::BTreeSet::new();
        values.into_iter().any(|v| !seen.insert(v))
    };
    repeats(columns.iter().map(|c| c.type_.clone()).collect())
        || repeats(columns.iter().filter_map(|c| c.format.clone()).collect())
        || repeats(
            columns
                .iter()
                .filter_map(|c| c.priority.map(|p| p.to_string()))
                .collect(),
        )
        || repeats(
            columns
                .iter()
                .filter_map(|c| c.description.clone())
                .collect(),
        )
}

/// Removes the options marked in `removed`, each run of neighbours at once with the
/// commas between them.
fn remove_options(ranges: &[(usize, usize)], removed: &[bool], e: &mut Editor<'_>) {
    let mut i = 0;
    while i < removed.len() {
        if !removed[i] {
            i += 1;
            continue;
        }
        let mut j = i;
        while j + 1 < removed.len() && removed[j + 1] {
            j += 1;
        }
        // From the end of the option before (its comma, line break and indentation
        // go with the run), or, for a run at the front, up to the option after.
        match (
            i.checked_sub(1).and_then(|p| ranges.get(p)),
            ranges.get(j + 1),
        ) {
            (Some((_, prev_end)), _) => e.replace(*prev_end, ranges[j].1, ""),
            (None, Some((next, _))) => e.replace(ranges[i].0, *next, ""),
            (None, None) => e.replace(ranges[i].0, ranges[j].1, ""),
        }
        i = j + 1;
    }
}

/// `, ` between options on one line; a line break and the options' indentation when
/// each has its own line.
fn separator(indent: &Option<String>) -> String {
    match indent {
        Some(indent) => format!(",\n{indent}"),
        None => ", ".to_owned(),
    }
}

fn refused(meta: &Meta, help: &str) -> AttrError {
    let key = meta
        .path()
        .get_ident()
        .map(ToString::to_string)
        .unwrap_or_default();
    let shown = match meta {
        Meta::NameValue(nv) => match &nv.value {
            Expr::Lit(l) => format!("`{key} = {}`", quote::ToTokens::to_token_stream(&l.lit)),
            _ => format!("`{key}`"),
        },
        Meta::List(_) => format!("`{key}(...)`"),
        Meta::Path(_) => format!("`{key}`"),
    };
    AttrError::new(
        MIGRATE_NO_CRD_SPELLING,
        meta.span(),
        format!("{shown} has no spelling in crdgen's #[crd(...)]"),
    )
    .label("not migrated")
    .note("crdgen migrate drops nothing silently, so it writes nothing")
    .help(format!("{help}; then run crdgen migrate again"))
}

fn string_value(meta: &Meta) -> Option<&syn::LitStr> {
    match meta {
        Meta::NameValue(nv) => match &nv.value {
            Expr::Lit(syn::ExprLit {
                lit: Lit::Str(s), ..
            }) => Some(s),
            _ => None,
        },
        _ => None,
    }
}

/// `key = false`.
fn flag_is_false(meta: &Meta) -> bool {
    matches!(meta, Meta::NameValue(nv) if matches!(&nv.value, Expr::Lit(syn::ExprLit { lit: Lit::Bool(b), .. }) if !b.value))
}

enum Rewrite {
    Keep,
    Remove,
    Replace(String),
    Append(String),
}

/// Reads one option again with the reader's own function, from its tokens.
fn reread<T>(
    meta: &Meta,
    read: impl Fn(&syn::meta::ParseNestedMeta<'_>) -> syn::Result<T>,
) -> syn::Result<T> {
    let tokens = quote::quote!(#[kube(#meta)]);
    let attrs = syn::parse::Parser::parse2(Attribute::parse_outer, tokens)?;
    let mut out = None;
    attrs.first().map_or(Ok(()), |attr| {
        attr.parse_nested_meta(|m| {
            out = Some(read(&m)?);
            Ok(())
        })
    })?;
    // Unreachable for an option the reader read; an error rather than a panic.
    out.ok_or_else(|| {
        crate::diagnostic::codes::syn_error(
            meta.span(),
            crate::diagnostic::codes::kube_dialect::KUBE_WRONG_VALUE,
            "this option has no value crdgen can read",
        )
    })
}

fn rewritten(
    to: &str,
    meta: &Meta,
    indent: Option<&str>,
    e: &mut Editor<'_>,
    errors: &mut Vec<AttrError>,
) -> Rewrite {
    let mut failed = |err: syn::Error| {
        errors.push(AttrError::from_syn(err));
        Rewrite::Keep
    };
    match (to, meta) {
        ("printcolumn", Meta::NameValue(_)) => match reread(meta, kube::print_column) {
            Ok(c) => Rewrite::Replace(print_column(&c, indent)),
            Err(err) => failed(err),
        },
        // The list form: crdgen spells kube's `type_` `type`, and takes the priority as
        // an integer.
        ("printcolumn", Meta::List(list)) => {
            let inner = list
                .parse_args_with(Punctuated::<Meta, syn::Token![,]>::parse_terminated)
                .map(|p| p.into_iter().collect::<Vec<_>>());
            match inner {
                Ok(inner) => {
                    for m in &inner {
                        if m.path().is_ident("type_") {
                            e.replace_span(m.path().span(), "type");
                        }
                        if m.path().is_ident("priority")
                            && let Some(s) = string_value(m)
                            && let Ok(n) = s.value().parse::<i32>()
                        {
                            e.replace_span(s.span(), n.to_string());
                        }
                    }
                    Rewrite::Keep
                }
                Err(err) => failed(err),
            }
        }
        ("scale", Meta::NameValue(_)) => match reread(meta, kube::scale) {
            Ok(s) => Rewrite::Replace(scale(&s, indent)),
            Err(err) => failed(err),
        },
        ("status", _) => Rewrite::Append("status_nullable".to_owned()),
        ("storage", _) if flag_is_false(meta) => Rewrite::Remove,
        ("root_validation", Meta::NameValue(nv)) => match kube::validation(&nv.value) {
            Ok(rule) => Rewrite::Replace(root_validation(&rule.value, indent)),
            Err(err) => failed(err),
        },
        _ => Rewrite::Keep,
    }
}

/// rustfmt's width limit.
const MAX_WIDTH: usize = 100;

/// `name(k1, k2)`, or, when the options each have their own line (at `indent`) and this
/// one would pass rustfmt's width with its comma, one key per line as rustfmt lays it
/// out: so a crate rustfmt formatted stays formatted.
fn call(name: &str, keys: &[String], indent: Option<&str>) -> String {
    let one_line = format!("{name}({})", keys.join(", "));
    match indent {
        Some(indent) if indent.chars().count() + one_line.chars().count() + 1 > MAX_WIDTH => {
            let inner: Vec<String> = keys.iter().map(|k| format!("{indent}    {k}")).collect();
            format!("{name}(\n{}\n{indent})", inner.join(",\n"))
        }
        _ => one_line,
    }
}

fn print_column(c: &PrintColumn, indent: Option<&str>) -> String {
    let mut keys = vec![
        format!("name = {}", lit(&c.name)),
        format!("type = {}", lit(&c.type_)),
        format!("json_path = {}", lit(&c.json_path.value)),
    ];
    if let Some(d) = &c.description {
        keys.push(format!("description = {}", lit(d)));
    }
    if let Some(f) = &c.format {
        keys.push(format!("format = {}", lit(f)));
    }
    if let Some(p) = c.priority {
        keys.push(format!("priority = {p}"));
    }
    call("printcolumn", &keys, indent)
}

fn scale(s: &Scale, indent: Option<&str>) -> String {
    let mut keys = vec![
        format!("spec_replicas_path = {}", lit(&s.spec_replicas_path.value)),
        format!(
            "status_replicas_path = {}",
            lit(&s.status_replicas_path.value)
        ),
    ];
    if let Some(l) = &s.label_selector_path {
        keys.push(format!("label_selector_path = {}", lit(&l.value)));
    }
    call("scale", &keys, indent)
}

/// The rule object the reader built, as the keys of `validation(...)`.
fn root_validation(rule: &serde_json::Value, indent: Option<&str>) -> String {
    let keys = [
        ("rule", "rule"),
        ("message", "message"),
        ("messageExpression", "message_expression"),
        ("reason", "reason"),
        ("fieldPath", "field_path"),
    ];
    let parts: Vec<String> = keys
        .iter()
        .filter_map(|(json, key)| {
            rule.get(json)
                .and_then(serde_json::Value::as_str)
                .map(|v| format!("{key} = {}", lit(v)))
        })
        .collect();
    call("root_validation", &parts, indent)
}
