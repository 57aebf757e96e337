//! What the API server would reject in an imported CRD (#19 point 5): the import goes on,
//! but each problem the structural check finds in a version's schema is a warning at its
//! YAML node (W1307), and the Rust says at the field behind the node (or on the kind,
//! for a node no field stands for) what `crdgen generate` will refuse there and why, so
//! the user meets the problem where they will fix it rather than at `generate`.

use serde_json::{Map, Value};

use super::crd::File;
use super::locate::{Step, YamlPath};
use super::names;
use super::types::RustStruct;
use crate::diagnostic::codes::import as codes;
use crate::diagnostic::{Diagnostic, escape};
use crate::schema::structural;

/// Where the Rust of one version starts: which struct stands for the root's properties.
pub struct Roots<'a> {
    /// The spec struct: the root's properties themselves for a `top_level` kind.
    pub spec: &'a str,
    /// The status struct, if the root has `status`.
    pub status: Option<&'a str>,
    /// Whether the spec struct's fields are the root's own properties.
    pub top_level: bool,
}

/// The warnings for the problems of one version's `root` (at `root_path`), with the
/// comments put on the fields of `structs`; returns the warnings and the comments for
/// the kind (problems at nodes no field stands for).
pub fn annotate(
    file: &File<'_>,
    (kind, version): (&str, &str),
    root: &Map<String, Value>,
    root_path: &YamlPath,
    roots: &Roots<'_>,
    structs: &mut [RustStruct],
) -> (Vec<Diagnostic>, Vec<String>) {
    let mut warnings = Vec::new();
    let mut on_kind = Vec::new();
    for v in structural::check(&Value::Object(root.clone())) {
        let place = follow(root, &v.path, roots, structs);
        let mut at = root_path.clone();
        at.extend(place.yaml);
        let path = escape::value(&v.path);
        // The root's own keywords and its standard properties are crdgen's to write: the
        // import leaves them out, so `generate` refuses nothing there.
        let own = ["metadata", "apiVersion", "kind"]
            .into_iter()
            .find(|s| {
                v.path
                    .strip_prefix('.')
                    .and_then(|p| p.strip_prefix(s))
                    .is_some_and(|r| r.is_empty() || r.starts_with('.') || r.starts_with('['))
            })
            .or((v.path == ".").then_some("root schema"));
        let (help, outcome) = match own {
            Some(what) => (
                format!(
                    "the API server rejects this CRD ({}); crdgen writes the {what} itself, so the imported types generate a CRD without this",
                    v.code
                ),
                format!("crdgen writes the {what} itself, so the generated CRD leaves this out"),
            ),
            None => (
                format!(
                    "the API server rejects this CRD, and `crdgen generate` refuses the imported types until the node is fixed ({}); the Rust says so at the field",
                    v.code
                ),
                "`crdgen generate` refuses this field until it is fixed".to_owned(),
            ),
        };
        warnings.push(
            Diagnostic::warning(
                codes::NOT_STRUCTURAL,
                format!(
                    "the schema of `{}` version `{}` is not structural at `{path}`: {}",
                    escape::value(kind),
                    escape::value(version),
                    v.message
                ),
            )
            .at(file.at(&at))
            .help(help),
        );
        let comment = format!(
            "crdgen import: the API server rejects `{path}` ({}): {}; {outcome} (W1307)",
            v.code, v.message
        );
        match place.field {
            Some((s, f)) => {
                let field = &mut structs[s].fields[f];
                field.comment = Some(match field.comment.take() {
                    Some(before) => format!("{before}\n{comment}"),
                    None => comment,
                });
            }
            None => on_kind.push(comment),
        }
    }
    (warnings, on_kind)
}

/// Where a violation's node is: its YAML steps below the root, and the field (struct
/// index, field index) nearest to it on the way down, if any.
struct Place {
    yaml: YamlPath,
    field: Option<(usize, usize)>,
}

/// Follows a violation's `.spec.items[*].*` path through the schema (property names
/// may hold `.` or `[`, so each step takes the longest property name that fits) and
/// through the Rust types alongside.
fn follow(
    root: &Map<String, Value>,
    path: &str,
    roots: &Roots<'_>,
    structs: &[RustStruct],
) -> Place {
    let key = |k: &str| Step::Key(k.to_owned());
    let mut place = Place {
        yaml: Vec::new(),
        field: None,
    };
    // The Rust type of the current node, where one stands for it.
    let mut ty: Option<String> = roots.top_level.then(|| roots.spec.to_owned());
    let mut node = root;
    let mut rest = if path == "." { "" } else { path };
    let mut at_root = true;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("[*]") {
            let Some(Value::Object(items)) = node.get("items") else {
                break;
            };
            place.yaml.push(key("items"));
            node = items;
            ty = ty.and_then(|t| inner(&t, "Vec<"));
            rest = after;
            continue;
        }
        let Some(after_dot) = rest.strip_prefix('.') else {
            break;
        };
        let properties = node.get("properties").and_then(Value::as_object);
        let name = properties.and_then(|p| {
            p.keys()
                .filter(|k| {
                    after_dot
                        .strip_prefix(k.as_str())
                        .is_some_and(|r| r.is_empty() || r.starts_with('.') || r.starts_with('['))
                })
                .max_by_key(|k| k.len())
        });
        match (name, properties) {
            (Some(name), Some(properties)) => {
                let Some(Value::Object(child)) = properties.get(name) else {
                    break;
                };
                place.yaml.extend([key("properties"), key(name)]);
                ty = if at_root && !roots.top_level {
                    match name.as_str() {
                        "spec" => Some(roots.spec.to_owned()),
                        "status" => roots.status.map(str::to_owned),
                        _ => None,
                    }
                } else {
                    field_of(ty.as_deref(), name, structs).map(|(s, f)| {
                        place.field = Some((s, f));
                        structs[s].fields[f].ty.clone()
                    })
                };
                node = child;
                rest = &after_dot[name.len()..];
            }
            _ => {
                let Some(after) = after_dot.strip_prefix('*') else {
                    break;
                };
                let Some(Value::Object(values)) = node.get("additionalProperties") else {
                    break;
                };
                place.yaml.push(key("additionalProperties"));
                node = values;
                ty = ty.and_then(|t| inner(&t, "std::collections::BTreeMap<String, "));
                rest = after;
            }
        }
        at_root = false;
    }
    place
}

/// The element type of `ty` when it is `prefix…>` (a `Vec` or a `BTreeMap`).
fn inner(ty: &str, prefix: &str) -> Option<String> {
    ty.strip_prefix(prefix)?
        .strip_suffix('>')
        .map(str::to_owned)
}

/// The field of struct `ty` whose JSON name is `json`.
fn field_of(ty: Option<&str>, json: &str, structs: &[RustStruct]) -> Option<(usize, usize)> {
    let s = structs.iter().position(|s| Some(s.name.as_str()) == ty)?;
    let f = structs[s].fields.iter().position(|f| {
        let ident = f.ident.strip_prefix("r#").unwrap_or(&f.ident);
        f.rename
            .clone()
            .unwrap_or_else(|| names::serde_camel(ident))
            == json
    })?;
    Some((s, f))
}
