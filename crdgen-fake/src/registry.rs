//! What the fake server knows about each resource: its REST path, scope and
//! subresources, as discovery would report them.

use std::collections::BTreeMap;
use std::sync::Arc;

use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;

/// Where the scale subresource reads and writes replicas, as JSON paths in the object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ScalePaths {
    /// `.spec.replicas` for the built-ins.
    pub spec_replicas: String,
    /// `.status.replicas` for the built-ins.
    pub status_replicas: String,
    /// Where the label selector lives, if anywhere.
    pub selector: Option<SelectorSource>,
}

/// The scale subresource reports a selector string: built-ins format their
/// `spec.selector` (a metav1.LabelSelector); custom resources point at a string field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum SelectorSource {
    /// A metav1.LabelSelector object at this path, formatted as the server does.
    LabelSelectorObject(String),
    /// A string already in selector syntax at this path (CRD `labelSelectorPath`).
    String(String),
}

/// One served resource.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ResourceInfo {
    /// API group; empty for the core group.
    pub group: String,
    /// Version the resource is served at.
    pub version: String,
    /// Plural resource name, the path segment.
    pub plural: String,
    /// Kind of one object.
    pub kind: String,
    /// Kind of the list (`<Kind>List` unless a CRD says otherwise).
    pub list_kind: String,
    /// Namespaced or cluster-scoped.
    pub namespaced: bool,
    /// Has the `/status` subresource.
    pub status: bool,
    /// Has the `/scale` subresource.
    pub scale: Option<ScalePaths>,
    /// Whether the kind is a custom resource (different error texts, no strategic
    /// merge patch, no unconditional update).
    pub custom: bool,
    /// The registry's `ReturnDeletedObject`: DELETE answers with the object rather than
    /// a Status (pods, services, service accounts).
    pub return_deleted_object: bool,
    /// The strategy sets `metadata.generation` (1 on create, bumped on spec changes).
    pub generation: bool,
    /// The CRD version's OpenAPI schema, for field ownership (list and map types) and
    /// enforcement; `None` for built-ins, whose schemas come from `builtin`.
    pub schema: Option<Arc<serde_json::Value>>,
    /// Writes are pruned, defaulted and validated against `schema`, or for built-ins
    /// decoded and validated against their definitions
    /// ([`crate::FakeApiServer::set_schema_enforcement`]).
    pub enforce_schema: bool,
}

impl ResourceInfo {
    /// `apps/v1`, or `v1` for the core group.
    pub fn api_version(&self) -> String {
        if self.group.is_empty() {
            self.version.clone()
        } else {
            format!("{}/{}", self.group, self.version)
        }
    }

    /// apimachinery's `GroupResource.String()`: `deployments.apps`, or `pods` in core.
    pub fn qualified(&self) -> String {
        if self.group.is_empty() {
            self.plural.clone()
        } else {
            format!("{}.{}", self.plural, self.group)
        }
    }

    /// The key objects of this resource are stored under, shared by all versions.
    pub fn storage_key(&self) -> GroupResource {
        GroupResource {
            group: self.group.clone(),
            resource: self.plural.clone(),
        }
    }
}

/// Objects of one resource share storage across versions.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct GroupResource {
    /// API group; empty for core.
    pub group: String,
    /// Plural resource name.
    pub resource: String,
}

/// Every served (group, version, plural).
#[derive(Clone, Debug)]
pub(crate) struct Registry {
    resources: BTreeMap<(String, String, String), ResourceInfo>,
    /// Whether custom resources registered now and later enforce their schema.
    enforce_schema: bool,
}

impl Default for Registry {
    fn default() -> Self {
        Registry {
            resources: BTreeMap::new(),
            enforce_schema: true,
        }
    }
}

impl Registry {
    /// Every built-in kind k8s-openapi knows ([`super::builtin_kinds`]), with its real
    /// scope and subresources.
    pub fn with_built_ins() -> Self {
        use super::builtin_kinds::{self, GENERATION, RETURN_DELETED_OBJECT, SCALE};
        let mut registry = Registry::default();
        for b in builtin_kinds::all() {
            let is = |list: &[(&str, &str)]| list.contains(&(b.group, b.plural));
            registry.insert(ResourceInfo {
                group: b.group.to_owned(),
                version: b.version.to_owned(),
                plural: b.plural.to_owned(),
                kind: b.kind.to_owned(),
                list_kind: format!("{}List", b.kind),
                namespaced: b.namespaced,
                status: b.status,
                scale: is(SCALE).then(|| ScalePaths {
                    spec_replicas: ".spec.replicas".to_owned(),
                    status_replicas: ".status.replicas".to_owned(),
                    selector: Some(SelectorSource::LabelSelectorObject(
                        ".spec.selector".to_owned(),
                    )),
                }),
                custom: false,
                return_deleted_object: is(RETURN_DELETED_OBJECT),
                generation: is(GENERATION),
                schema: None,
                enforce_schema: true,
            });
        }
        registry
    }

    fn insert(&mut self, info: ResourceInfo) {
        let key = (
            info.group.clone(),
            info.version.clone(),
            info.plural.clone(),
        );
        self.resources.insert(key, info);
    }

    /// Serves every served version of the CRD, replacing what was registered under
    /// the same names before.
    pub fn register_crd(&mut self, crd: &CustomResourceDefinition) {
        let spec = &crd.spec;
        let names = &spec.names;
        let list_kind = names
            .list_kind
            .clone()
            .unwrap_or_else(|| format!("{}List", names.kind));
        for version in spec.versions.iter().filter(|v| v.served) {
            let subresources = version.subresources.as_ref();
            let status = subresources.is_some_and(|s| s.status.is_some());
            let scale = subresources
                .and_then(|s| s.scale.as_ref())
                .map(|scale| ScalePaths {
                    spec_replicas: scale.spec_replicas_path.clone(),
                    status_replicas: scale.status_replicas_path.clone(),
                    selector: scale
                        .label_selector_path
                        .clone()
                        .map(SelectorSource::String),
                });
            self.insert(ResourceInfo {
                group: spec.group.clone(),
                version: version.name.clone(),
                plural: names.plural.clone(),
                kind: names.kind.clone(),
                list_kind: list_kind.clone(),
                namespaced: spec.scope == "Namespaced",
                status,
                scale,
                custom: true,
                return_deleted_object: false,
                generation: true,
                schema: version
                    .schema
                    .as_ref()
                    .and_then(|s| s.open_api_v3_schema.as_ref())
                    .and_then(|s| serde_json::to_value(s).ok())
                    .map(Arc::new),
                enforce_schema: self.enforce_schema,
            });
        }
    }

    /// Switches schema enforcement of every kind, built-in, registered or to come.
    pub fn set_schema_enforcement(&mut self, enabled: bool) {
        self.enforce_schema = enabled;
        for info in self.resources.values_mut() {
            info.enforce_schema = enabled;
        }
    }

    /// Every registered resource.
    #[cfg(test)]
    pub fn all(&self) -> impl Iterator<Item = &ResourceInfo> {
        self.resources.values()
    }

    /// The served version of a stored resource the garbage collector writes at (the
    /// first registered one: the storage is shared by all versions).
    pub fn storage_info(&self, resource: &GroupResource) -> Option<&ResourceInfo> {
        self.resources
            .values()
            .find(|info| info.group == resource.group && info.plural == resource.resource)
    }

    /// The resource of `kind` served at `group`/`version`, as an owner reference
    /// names it.
    pub fn find_kind(&self, group: &str, version: &str, kind: &str) -> Option<&ResourceInfo> {
        self.resources
            .values()
            .find(|info| info.group == group && info.version == version && info.kind == kind)
    }

    /// The resource served at `/apis/<group>/<version>/<plural>`.
    pub fn get(&self, group: &str, version: &str, plural: &str) -> Option<&ResourceInfo> {
        self.resources
            .get(&(group.to_owned(), version.to_owned(), plural.to_owned()))
    }
}
