//! How deeply a finished CRD nests as JSON, against what its readers parse.
//!
//! `Foo::crd()` parses the CRD the derive embedded with serde_json, and so do kube and
//! other Rust clients that read CRDs. serde_json refuses a document nested deeper than
//! its recursion limit, so a CRD past it would be written by `crdgen generate` and
//! then fail in every program that reads it. The schema and source limits bound the
//! depth only indirectly (a default value nests inside its field's schema), so the
//! finished CRD is measured.

use serde_json::Value;

use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes::kind::JSON_TOO_DEEP;
use crate::diagnostic::escape;

/// The deepest nesting of arrays and objects serde_json parses: its recursion limit is
/// 128, and it refuses the container that reaches it, so 127 levels parse and the 128th
/// does not (a test below pins this to the serde_json in use).
pub const MAX_JSON_DEPTH: usize = 127;

/// One step of the path to a value: an object key or an array index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step<'a> {
    /// A key of an object.
    Key(&'a str),
    /// An index into an array.
    Index(usize),
}

/// The deepest container of a value: how many arrays and objects enclose it (itself
/// included, so `[]` is 1 and `[[]]` 2) and the path to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deepest<'a> {
    /// The number of nested containers down to the deepest one.
    pub depth: usize,
    /// The steps from the root to that container.
    pub path: Vec<Step<'a>>,
}

/// The deepest container of `value` (depth 0 and an empty path for a scalar).
pub fn deepest(value: &Value) -> Deepest<'_> {
    let mut best = Deepest {
        depth: 0,
        path: Vec::new(),
    };
    let mut path = Vec::new();
    walk(value, 0, &mut path, &mut best);
    best
}

/// The values measured are crdgen's own, already bounded by the source nesting limit,
/// so the recursion is too.
fn walk<'a>(value: &'a Value, above: usize, path: &mut Vec<Step<'a>>, best: &mut Deepest<'a>) {
    let depth = above + 1;
    match value {
        Value::Array(items) => {
            record(depth, path, best);
            for (i, item) in items.iter().enumerate() {
                path.push(Step::Index(i));
                walk(item, depth, path, best);
                path.pop();
            }
        }
        Value::Object(map) => {
            record(depth, path, best);
            for (key, item) in map {
                path.push(Step::Key(key));
                walk(item, depth, path, best);
                path.pop();
            }
        }
        _ => {}
    }
}

fn record<'a>(depth: usize, path: &[Step<'a>], best: &mut Deepest<'a>) {
    if depth > best.depth {
        best.depth = depth;
        best.path = path.to_vec();
    }
}

/// A place inside one version's schema of a CRD.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchemaPlace<'a> {
    /// Index of the version in `spec.versions`.
    pub version: usize,
    /// The field, as a path from the object's root in the structural pass's style
    /// (`.spec.items[*].data`, `.spec.labels.*`); empty for the root.
    pub field: String,
    /// The keyword the path leaves the schema by for a value (`default`, `example`), if
    /// it does.
    pub keyword: Option<&'a str>,
}

/// Where in a CRD `path` leads: the version, the field and the keyword. `None` outside a
/// version's schema.
pub fn place_in_crd<'a>(path: &[Step<'a>]) -> Option<SchemaPlace<'a>> {
    let [
        Step::Key("spec"),
        Step::Key("versions"),
        Step::Index(version),
        Step::Key("schema"),
        Step::Key("openAPIV3Schema"),
        rest @ ..,
    ] = path
    else {
        return None;
    };
    let mut field = String::new();
    let mut steps = rest.iter();
    let keyword = loop {
        match steps.next() {
            None => break None,
            Some(Step::Key("properties")) => match steps.next() {
                Some(Step::Key(name)) => {
                    field.push('.');
                    field.push_str(name);
                }
                _ => break Some("properties"),
            },
            Some(Step::Key("items")) => field.push_str("[*]"),
            Some(Step::Key("additionalProperties")) => field.push_str(".*"),
            // A branch of a combinator describes the same field.
            Some(Step::Key("allOf" | "anyOf" | "oneOf")) => {
                steps.next();
            }
            Some(Step::Key("not")) => {}
            Some(Step::Key(keyword)) => break Some(*keyword),
            Some(Step::Index(_)) => break None,
        }
    };
    Some(SchemaPlace {
        version: *version,
        field,
        keyword,
    })
}

/// Where in a CRD `path` leads, in the user's terms: the version, the field (as a
/// path from the object's root, e.g. `.spec.data`) and, when the path leaves the schema
/// for a value such as a `default`, that keyword. `None` outside a version's schema.
pub fn describe_in_crd(crd: &Value, path: &[Step<'_>]) -> Option<String> {
    let place = place_in_crd(path)?;
    let version = crd["spec"]["versions"][place.version]["name"]
        .as_str()
        .unwrap_or("?");
    let field = if place.field.is_empty() {
        "the object's root".to_owned()
    } else {
        format!("`{}`", escape::value(&place.field))
    };
    let version = escape::value(version);
    Some(match place.keyword {
        Some(keyword) => format!("in the `{keyword}` of {field} (version `{version}`)"),
        None => format!("in the schema of {field} (version `{version}`)"),
    })
}

/// The error for the CRD of `kind` when it nests deeper than [`MAX_JSON_DEPTH`], naming
/// the value that goes deepest, with the place of that value in a version's schema (if
/// it is in one) for the caller to locate the error at the field behind it.
pub fn check_crd<'c>(crd: &'c Value, kind: &str) -> Option<(Diagnostic, Option<SchemaPlace<'c>>)> {
    let deepest = deepest(crd);
    if deepest.depth <= MAX_JSON_DEPTH {
        return None;
    }
    let mut d = Diagnostic::error(
        JSON_TOO_DEEP,
        format!(
            "the CRD of kind `{}` nests {} levels deep as JSON, more than the {MAX_JSON_DEPTH} serde_json parses",
            escape::value(kind),
            deepest.depth
        ),
    );
    if let Some(place) = describe_in_crd(crd, &deepest.path) {
        d = d.note(format!("the deepest value is {place}"));
    }
    let d = too_deep_help(
        d,
        "the derive's `crd()`, kube and other Rust clients parse CRDs with serde_json",
    );
    Some((d, place_in_crd(&deepest.path)))
}

/// The error for the schema of the type `name` (as the `CrdSchema` derive embeds it)
/// when it nests deeper than [`MAX_JSON_DEPTH`].
pub fn check_type_schema(schema: &Value, name: &str) -> Option<Diagnostic> {
    let depth = deepest(schema).depth;
    (depth > MAX_JSON_DEPTH).then(|| {
        too_deep_help(
            Diagnostic::error(
                JSON_TOO_DEEP,
                format!(
                    "the schema of `{name}` nests {depth} levels deep as JSON, more than the {MAX_JSON_DEPTH} serde_json parses"
                ),
            )
            .label("type declared here"),
            "the derive's `schema()` parses it with serde_json",
        )
    })
}

fn too_deep_help(d: Diagnostic, readers: &str) -> Diagnostic {
    d.note(format!("{readers}, which refuses the 128th level"))
        .help("flatten the type, or shorten the default or example that nests this deep")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn arrays(depth: usize) -> String {
        format!("{}{}", "[".repeat(depth), "]".repeat(depth))
    }

    #[test]
    fn serde_json_parses_the_limit_and_refuses_one_level_more() {
        let at_limit = arrays(MAX_JSON_DEPTH);
        let value: Value = serde_json::from_str(&at_limit).unwrap();
        assert_eq!(deepest(&value).depth, MAX_JSON_DEPTH);
        assert_eq!(serde_json::to_string(&value).unwrap(), at_limit);
        let err = serde_json::from_str::<Value>(&arrays(MAX_JSON_DEPTH + 1)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "recursion limit exceeded at line 1 column 128"
        );
        // Objects count the same as arrays.
        let objects = format!(
            "{}1{}",
            "{\"a\":".repeat(MAX_JSON_DEPTH + 1),
            "}".repeat(MAX_JSON_DEPTH + 1)
        );
        assert!(serde_json::from_str::<Value>(&objects).is_err());
    }

    #[test]
    fn depth_counts_containers_down_to_the_deepest() {
        assert_eq!(deepest(&json!(1)).depth, 0);
        assert_eq!(deepest(&json!([])).depth, 1);
        let v = json!({"a": [1, {"b": []}], "c": {}});
        let d = deepest(&v);
        assert_eq!(d.depth, 4);
        assert_eq!(
            d.path,
            [Step::Key("a"), Step::Index(1), Step::Key("b")].to_vec()
        );
    }

    #[test]
    fn a_path_is_described_as_a_field_and_keyword() {
        let crd =
            json!({"spec": {"versions": [{"name": "v1", "schema": {"openAPIV3Schema": {}}}]}});
        let prefix = [
            Step::Key("spec"),
            Step::Key("versions"),
            Step::Index(0),
            Step::Key("schema"),
            Step::Key("openAPIV3Schema"),
        ];
        let describe = |rest: &[Step<'_>]| {
            let path: Vec<Step<'_>> = prefix.iter().cloned().chain(rest.iter().cloned()).collect();
            describe_in_crd(&crd, &path)
        };
        assert_eq!(
            describe(&[
                Step::Key("properties"),
                Step::Key("spec"),
                Step::Key("properties"),
                Step::Key("data"),
                Step::Key("items"),
                Step::Key("default"),
                Step::Index(0),
            ])
            .as_deref(),
            Some("in the `default` of `.spec.data[*]` (version `v1`)")
        );
        assert_eq!(
            describe(&[
                Step::Key("properties"),
                Step::Key("spec"),
                Step::Key("additionalProperties"),
                Step::Key("anyOf"),
                Step::Index(1),
            ])
            .as_deref(),
            Some("in the schema of `.spec.*` (version `v1`)")
        );
        assert_eq!(
            describe(&[]).as_deref(),
            Some("in the schema of the object's root (version `v1`)")
        );
        assert_eq!(describe_in_crd(&crd, &[Step::Key("metadata")]), None);
    }
}
