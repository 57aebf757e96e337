//! `ObjectMeta` below a resource's root: pod and job templates, volume claim templates,
//! a field of the user's.
//!
//! The API server prunes such a node like any other, so controller-gen's default schema
//! for it (a bare `type: object`) loses every label, annotation, name, namespace and
//! finalizer set there: a pod template's labels are pruned and its selector no longer
//! matches. crdgen writes controller-gen's `crd:generateEmbeddedObjectMeta=true` form by
//! default ([`crate::k8s::embedded_object_meta`]); `generate-embedded-object-meta =
//! false` gives the bare object for exact parity, with a warning for each user field
//! (W0380, at the field) and once per kind for those inside Kubernetes types (W0381,
//! with their paths).
//!
//! At a resource's root and in an embedded resource (`x-kubernetes-embedded-resource`)
//! the API server owns `metadata`: at the root it refuses a schema that describes more
//! than its name (E0809), and in both it keeps that metadata whole, so there it stays a
//! bare object.

use serde_json::{Map, Value};

use super::{Schema, SchemaBuilder, TypeSchema};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes::markers as codes;
use crate::source::ModuleId;

/// Is `node` the embedded `ObjectMeta` schema (whatever its description)?
///
/// Compared in place, key by key, against one copy of the form built once: the schema
/// stage once asked it of every node of a Kubernetes type's schema (now
/// `crate::k8s::embedded_meta_paths` finds those in the definitions), and a copy of each
/// node (its whole subtree) to drop the description was 31 M of the conformance
/// fixture's 165 M instructions (#24).
pub fn is_embedded_object_meta(node: &Map<String, Value>) -> bool {
    static FORM: std::sync::LazyLock<Value> =
        std::sync::LazyLock::new(crate::k8s::embedded_object_meta);
    let Value::Object(form) = &*FORM else {
        return false;
    };
    // The node without its description has the form's keys, each with the form's value.
    let described = usize::from(node.contains_key("description"));
    node.len() == form.len() + described
        && form.iter().all(|(key, value)| node.get(key) == Some(value))
}

/// In an embedded resource the API server owns `metadata` (see the module doc): an
/// embedded `ObjectMeta` there goes back to a bare object, its description kept.
pub fn bare_in_embedded_resource(schema: &mut Map<String, Value>) {
    let Some(Value::Object(props)) = schema.get_mut("properties") else {
        return;
    };
    if let Some(Value::Object(meta)) = props.get_mut("metadata")
        && is_embedded_object_meta(meta)
    {
        meta.remove("properties");
    }
}

/// W0381 for a kind: the paths of the bare `ObjectMeta` nodes its Kubernetes types hold.
pub fn kind_warning(kind: &str, paths: &[String]) -> Diagnostic {
    let kind = crate::diagnostic::escape::value(kind);
    let list: Vec<String> = paths
        .iter()
        .map(|p| format!("`{}`", crate::diagnostic::escape::value(p)))
        .collect();
    Diagnostic::warning(
        codes::EMBEDDED_OBJECT_META_BARE_IN_K8S_TYPES,
        format!(
            "the Kubernetes types of kind `{kind}` hold {} written as {}: the API server prunes their labels, annotations, name, namespace and finalizers",
            if paths.len() == 1 { "an `ObjectMeta`".to_owned() } else { format!("{} `ObjectMeta` fields", paths.len()) },
            if paths.len() == 1 { "a bare object" } else { "bare objects" },
        ),
    )
    .label("kind declared here")
    .note(format!("pruned: {}", list.join(", ")))
    .help("remove `generate-embedded-object-meta = false` from the crdgen configuration to keep them (controller-gen's `crd:generateEmbeddedObjectMeta=true`)")
}

impl SchemaBuilder<'_> {
    /// The schema of a field typed `ObjectMeta` (below the root: the root's metadata is
    /// the CRD stage's), written at `span` in `module`.
    pub(super) fn object_meta(&mut self, module: ModuleId, span: proc_macro2::Span) -> TypeSchema {
        if self.embedded_object_meta
            && let Value::Object(s) = crate::k8s::embedded_object_meta()
        {
            return Self::plain(s);
        }
        let warning = Diagnostic::warning(
            codes::EMBEDDED_OBJECT_META_BARE,
            "this `ObjectMeta` is written as a bare object: the API server prunes everything set in it",
        )
        .at(self.model.location(module, span))
        .label("bare object")
        .note("`generate-embedded-object-meta = false` in the crdgen configuration writes controller-gen's default, `type: object` alone: labels, annotations, name, namespace and finalizers set here are dropped when the object is stored")
        .help("remove `generate-embedded-object-meta = false` to keep them (controller-gen's `crd:generateEmbeddedObjectMeta=true`)");
        self.warnings.push(warning);
        let mut s = Schema::new();
        s.insert("type".into(), Value::String("object".into()));
        Self::plain(s)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::is_embedded_object_meta;
    use crate::k8s::{self, NodePath, Step};

    fn map(value: Value) -> serde_json::Map<String, Value> {
        match value {
            Value::Object(map) => map,
            other => panic!("not an object: {other}"),
        }
    }

    /// The form with or without a description is it; a node with anything more, less or
    /// different is not (what comparing a copy without the description answered).
    #[test]
    fn embedded_object_meta_is_recognised_whatever_its_description() {
        let form = map(crate::k8s::embedded_object_meta());
        assert!(is_embedded_object_meta(&form));
        let mut described = form.clone();
        described.insert("description".into(), json!("The pod's metadata."));
        assert!(is_embedded_object_meta(&described));

        let mut extra = described.clone();
        extra.insert("nullable".into(), json!(true));
        assert!(!is_embedded_object_meta(&extra));
        let mut missing = form.clone();
        missing.remove("type");
        assert!(!is_embedded_object_meta(&missing));
        let mut other_type = form.clone();
        other_type.insert("type".into(), json!("string"));
        assert!(!is_embedded_object_meta(&other_type));
        let mut fewer = form.clone();
        if let Some(Value::Object(props)) = fewer.get_mut("properties") {
            props.remove("finalizers");
        }
        assert!(!is_embedded_object_meta(&fewer));
        assert!(!is_embedded_object_meta(&map(json!({ "type": "object" }))));
        assert!(!is_embedded_object_meta(&map(
            json!({ "description": "x", "type": "object" })
        )));
    }

    #[test]
    fn embedded_meta_paths_are_where_the_expansion_has_them() {
        // The walk of the definitions against the embedded form expanded and searched
        // node by node, as the schema stage did before (#24).
        let mut found = 0;
        for version in k8s::versions() {
            for name in k8s::definition_names(version) {
                let walked = k8s::embedded_meta_paths(version, name);
                match k8s::schema_with_embedded_meta(version, name) {
                    Ok(serde_json::Value::Object(full)) => {
                        let expected = expanded_meta_paths(&full);
                        found += expected.len();
                        assert_eq!(walked, Ok(expected), "{version} {name}");
                    }
                    Ok(_) => {}
                    Err(e) => assert_eq!(walked, Err(e), "{version} {name}"),
                }
            }
        }
        // PodTemplateSpec.metadata, JobTemplateSpec.metadata, … in every version.
        assert_eq!(found, 1252);
    }

    /// The oracle of `embedded_meta_paths`: what the schema stage did before (#24), search
    /// the expanded schema for nodes that are the embedded form, outermost first.
    fn expanded_meta_paths(schema: &serde_json::Map<String, serde_json::Value>) -> Vec<NodePath> {
        let mut out = Vec::new();
        walk(schema, &mut Vec::new(), &mut out);
        out
    }

    fn walk(
        node: &serde_json::Map<String, serde_json::Value>,
        path: &mut NodePath,
        out: &mut Vec<NodePath>,
    ) {
        use serde_json::Value;
        if !path.is_empty() && is_embedded_object_meta(node) {
            out.push(path.clone());
            return;
        }
        if let Some(Value::Object(props)) = node.get("properties") {
            for (name, child) in props {
                if let Value::Object(child) = child {
                    path.push(Step::Property(name.clone()));
                    walk(child, path, out);
                    path.pop();
                }
            }
        }
        for (key, step) in [
            ("items", Step::Items),
            ("additionalProperties", Step::Values),
        ] {
            if let Some(Value::Object(child)) = node.get(key) {
                path.push(step);
                walk(child, path, out);
                path.pop();
            }
        }
    }
}
