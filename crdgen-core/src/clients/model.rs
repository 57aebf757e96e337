//! What the client generator needs to know of each kind version, read from the model
//! and the source: names, scope, subresources, whether the status has conditions, and
//! the verbs its client may have.

use std::collections::BTreeSet;

use crate::model::KindVersion;
use crate::model::client::Verb;
use crate::model::kind::has_status_subresource;
use crate::source::{Resolved, SourceSet};

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
    /// The status is a struct deriving `Default` with a public
    /// `conditions: Vec<metav1::Condition>` field.
    pub conditions: bool,
    /// The verbs its client has: the marker's, less those needing a missing
    /// subresource.
    pub verbs: BTreeSet<Verb>,
}

impl ClientKind {
    /// Reads one kind version. `None` for `client(skip)`.
    pub fn read(
        src: &SourceSet,
        group: &str,
        plural: &str,
        v: &KindVersion<'_>,
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
        let mut root_path: Vec<String> = src
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
            conditions: o
                .status
                .as_ref()
                .is_some_and(|path| status_has_conditions(src, v.module, path)),
            verbs,
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

/// Is the status type a struct with `Default` and a visible `conditions: Vec<Condition>`?
/// The generated `HasConditions` impl reads and creates the status through them.
fn status_has_conditions(src: &SourceSet, module: usize, path: &syn::Path) -> bool {
    let Ok(Resolved::Local {
        module: status_module,
        item: syn::Item::Struct(status),
    }) = src.resolve_type_path(module, path)
    else {
        return false;
    };
    if !derives(&status.attrs, "Default") {
        return false;
    }
    let syn::Fields::Named(fields) = &status.fields else {
        return false;
    };
    fields.named.iter().any(|f| {
        f.ident.as_ref().is_some_and(|i| i == "conditions")
            && !matches!(f.vis, syn::Visibility::Inherited)
            && is_vec_of_condition(src, status_module, &f.ty)
    })
}

fn is_vec_of_condition(src: &SourceSet, module: usize, ty: &syn::Type) -> bool {
    let syn::Type::Path(tp) = ty else {
        return false;
    };
    let Some(last) = tp.path.segments.last() else {
        return false;
    };
    let is_vec = matches!(
        src.resolve_type_path(module, &tp.path),
        Ok(Resolved::External(p)) if p == ["std", "vec", "Vec"]
    );
    let syn::PathArguments::AngleBracketed(args) = &last.arguments else {
        return false;
    };
    let Some(syn::GenericArgument::Type(syn::Type::Path(item))) = args.args.first() else {
        return false;
    };
    is_vec
        && matches!(
            src.resolve_type_path(module, &item.path),
            Ok(Resolved::External(p)) if p == CONDITION
        )
}

fn derives(attrs: &[syn::Attribute], name: &str) -> bool {
    attrs
        .iter()
        .filter(|a| a.path().is_ident("derive"))
        .any(|a| {
            let mut found = false;
            let _ = a.parse_nested_meta(|meta| {
                if meta.path.segments.last().is_some_and(|s| s.ident == name) {
                    found = true;
                }
                Ok(())
            });
            found
        })
}
