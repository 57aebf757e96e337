//! What the client generator needs to know of each kind version, read from the model:
//! names, scope, subresources, whether the status has conditions, and the verbs its
//! client may have.

use std::collections::BTreeSet;

use crate::model::KindVersion;
use crate::model::client::Verb;
use crate::model::kind::has_status_subresource;
use crate::model::{Body, Model, Ty, TypeRef};

/// One served version of one kind, as the generated client sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientKind {
    /// API group (empty for the core group).
    pub group: String,
    /// Version name.
    pub version: String,
    /// Kind name.
    pub kind: String,
    /// Plural resource name.
    pub plural: String,
    /// The root type's path from the API crate's root, without the crate:
    /// `["v1", "CronTab"]`.
    pub root_path: Vec<String>,
    /// Namespaced or cluster-scoped.
    pub namespaced: bool,
    /// The status subresource.
    pub status: bool,
    /// The scale subresource.
    pub scale: bool,
    /// The status is a struct deriving `Default` with a public `conditions` field of
    /// `Vec<metav1::Condition>` or `Option<Vec<metav1::Condition>>`, if it is.
    pub conditions: Option<Conditions>,
    /// The verbs its client has: the marker's, less those needing a missing
    /// subresource.
    pub verbs: BTreeSet<Verb>,
    /// Its apply configuration and the nested types it reaches.
    pub apply: super::apply_model::KindApply,
    /// The root type is kube-derive's (`#[kube(...)]`), which implements kube's traits
    /// and not crdgen's: the generated code names kube's.
    pub kube_root: bool,
}

impl ClientKind {
    /// Reads one kind version. `None` for `client(skip)`.
    pub fn read(
        model: &Model<'_>,
        group: &str,
        plural: &str,
        v: &KindVersion,
    ) -> Option<ClientKind> {
        let o = &v.options;
        if o.client.skip {
            return None;
        }
        let status = has_status_subresource(o);
        let scale = o.scale.is_some();
        let verbs = o
            .client
            .verbs
            .iter()
            .copied()
            .filter(|verb| match verb.subresource() {
                Some("status") => status,
                Some("scale") => scale,
                _ => true,
            })
            .collect();
        let mut root_path: Vec<String> = model
            .source()
            .modules
            .get(v.module)
            .map(|m| m.path.iter().skip(1).cloned().collect())
            .unwrap_or_default();
        root_path.push(o.root.clone().unwrap_or_else(|| o.kind.value.clone()));
        Some(ClientKind {
            group: group.to_owned(),
            version: o.version.value.clone(),
            kind: o.kind.value.clone(),
            plural: plural.to_owned(),
            root_path,
            namespaced: o.namespaced,
            status,
            scale,
            conditions: v
                .status
                .as_ref()
                .and_then(|status| status_conditions(model, status)),
            verbs,
            apply: super::apply_model::read(model, v.spec, v.status.as_ref()),
            kube_root: o.dialect == crate::model::kind::Dialect::Kube,
        })
    }

    /// Does the client have this verb?
    pub fn has(&self, verb: Verb) -> bool {
        self.verbs.contains(&verb)
    }
}

const CONDITION: &[&str] = &[
    "k8s_openapi",
    "apimachinery",
    "pkg",
    "apis",
    "meta",
    "v1",
    "Condition",
];

/// How the status holds its conditions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conditions {
    /// `conditions: Vec<Condition>`.
    Vec,
    /// `conditions: Option<Vec<Condition>>`: Go's `omitempty` list, as `crdgen import`
    /// writes controller-gen's conditions.
    OptionVec,
}

/// Is the status type a struct with `Default` and a visible `conditions` field of
/// `Vec<Condition>` or `Option<Vec<Condition>>`? The generated `HasConditions` impl reads
/// and creates the status through them.
fn status_conditions(model: &Model<'_>, status: &Ty) -> Option<Conditions> {
    let TypeRef::Local { def, .. } = &status.kind else {
        return None;
    };
    let def = model.def(*def);
    let Body::Struct(fields) = &def.body else {
        return None;
    };
    if !def.derives("Default") {
        return None;
    }
    let field = fields
        .iter()
        .find(|f| f.ident.as_deref() == Some("conditions") && f.public)?;
    if is_vec_of_condition(&field.ty) {
        return Some(Conditions::Vec);
    }
    match &field.ty.kind {
        TypeRef::External { path, args }
            if path == &["std", "option", "Option"]
                && args.first().is_some_and(is_vec_of_condition) =>
        {
            Some(Conditions::OptionVec)
        }
        _ => None,
    }
}

fn is_vec_of_condition(ty: &Ty) -> bool {
    let TypeRef::External { path, args } = &ty.kind else {
        return false;
    };
    path == &["std", "vec", "Vec"]
        && matches!(args.first().map(|a| &a.kind), Some(TypeRef::External { path, .. }) if path == CONDITION)
}
