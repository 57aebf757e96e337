//! A version's root `apiVersion`, `kind` and `metadata` against the ones crdgen writes:
//! where they differ (a hand-written CRD, a version kept from an older controller-gen)
//! the import keeps them as the kind option `root_properties` (W1313), so the CRD comes
//! back the same.

use serde_json::{Map, Value};

use super::values::str_lit;
use crate::crd::root_header;
use crate::model::docs::DocComments;
use crate::model::root_properties::NAMES;

/// The root properties kept for one version.
#[derive(Debug, Clone, PartialEq)]
pub struct Kept {
    /// The kind option: `root_properties = r#"{...}"#`.
    pub item: String,
    /// What differs from crdgen's, for the warning and the comment:
    /// "`apiVersion` differs, no `metadata`".
    pub differences: String,
}

/// The `root_properties` that gives back `root`'s three properties, or `None` when
/// crdgen writes them as they are: `metav1.TypeMeta`'s descriptions joined as `style`
/// joins them, cut by `limit` (the `max-description-length` the import found), and
/// `metadata: {type: object}`. A property the API server refuses at the root is left
/// to crdgen (W1307 says so), as before this option: crdgen's own takes its place.
pub fn kept(root: &Map<String, Value>, style: DocComments, limit: Option<usize>) -> Option<Kept> {
    let mut written = Value::Object(root_header::standard(style));
    if let Some(max) = limit {
        crate::crd::truncate_descriptions(&mut written, max);
    }
    let props = root.get("properties").and_then(Value::as_object);
    let mut given = Map::new();
    let mut differences = Vec::new();
    for name in NAMES {
        let ours = written.get(*name);
        match (props.and_then(|p| p.get(*name)), ours) {
            (None, _) => differences.push(format!("no `{name}`")),
            (Some(theirs), Some(ours)) if theirs == ours => {
                given.insert((*name).to_owned(), theirs.clone());
            }
            (Some(theirs), ours) => {
                let one = Map::from_iter([((*name).to_owned(), theirs.clone())]);
                if root_header::refused(&one).is_empty() {
                    given.insert((*name).to_owned(), theirs.clone());
                    differences.push(format!("`{name}` differs"));
                } else if let Some(ours) = ours {
                    given.insert((*name).to_owned(), ours.clone());
                }
            }
        }
    }
    if differences.is_empty() {
        return None;
    }
    let json = serde_json::to_string(&Value::Object(given)).unwrap_or_default();
    Some(Kept {
        item: format!("root_properties = {}", str_lit(&json)),
        differences: differences.join(", "),
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn root(properties: Value) -> Map<String, Value> {
        json!({"type": "object", "properties": properties})
            .as_object()
            .cloned()
            .unwrap_or_default()
    }

    #[test]
    fn crdgens_own_need_nothing() {
        let standard = Value::Object(root_header::standard(DocComments::Lines));
        assert_eq!(kept(&root(standard), DocComments::Lines, None), None);
    }

    #[test]
    fn other_descriptions_and_a_missing_metadata_are_kept() {
        let joined = DocComments::Joined;
        let mut header = root_header::standard(joined);
        header.remove("metadata");
        let got = kept(&root(Value::Object(header)), DocComments::Lines, None).unwrap();
        assert_eq!(
            got.differences,
            "`apiVersion` differs, `kind` differs, no `metadata`"
        );
        assert!(got.item.starts_with(r##"root_properties = r#"{"apiVersion":{"description":"APIVersion defines the versioned schema of this representation of an object. Servers"##));
    }

    #[test]
    fn a_property_the_server_refuses_is_left_to_crdgen() {
        // `metadata` restricting its labels is refused (E0809): crdgen's takes its place,
        // while `kind` without a description is kept.
        let got = kept(
            &root(json!({
                "kind": {"type": "string"},
                "metadata": {"type": "object", "properties": {"labels": {"type": "object"}}},
            })),
            DocComments::Lines,
            None,
        )
        .unwrap();
        assert_eq!(got.differences, "no `apiVersion`, `kind` differs");
        assert_eq!(
            got.item,
            r##"root_properties = r#"{"kind":{"type":"string"},"metadata":{"type":"object"}}"#"##
        );
    }

    #[test]
    fn descriptions_cut_by_the_limit_found_need_nothing() {
        let mut cut = Value::Object(root_header::standard(DocComments::Lines));
        crate::crd::truncate_descriptions(&mut cut, 40);
        assert_eq!(kept(&root(cut), DocComments::Lines, Some(40)), None);
    }
}
