//! RBAC roles from `#[crdgen::rbac(...)]` markers, merged exactly as controller-gen
//! merges `+kubebuilder:rbac` markers.
//!
//! A marker sits next to the code that needs the permission (a reconciler function, an
//! impl block, a module):
//!
//! ```text
//! #[crdgen::rbac(groups = "apps", resources = "deployments", verbs = "get;list;watch")]
//! #[crdgen::rbac(groups = "", resources = "events", verbs = "create;patch")]
//! async fn reconcile(...) { ... }
//! ```
//!
//! Keys: `groups`, `resources` (`name/subresource` included), `resource_names`, `verbs`,
//! `urls` (non-resource URLs), `namespace` (a Role in that namespace instead of the
//! ClusterRole) and `role_name` (instead of the configured default). Lists are
//! `;`-separated strings as in controller-gen, or arrays of strings; `core` and `""` both
//! name the core group.
//!
//! controller-gen's spelling, `// +kubebuilder:rbac:...` in a plain comment, is not read:
//! plain comments are invisible to the Rust parser, so such a marker could never be
//! checked by the compiler. A `+kubebuilder:rbac:` line in a doc comment is an error
//! naming the attribute to write instead.
//!
//! Stages: the model finds the markers and reads them ([`crate::model::rbac`]),
//! [`normalize`] merges rules, and [`generate`] checks them against the project's kinds
//! and writes the roles in controller-gen's YAML style.

pub mod normalize;

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::Deserialize;
use serde_json::{Map, Value, json};

use crate::diagnostic::codes;
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::model::Model;
use crate::model::rbac::marker::{self, RbacMarker};
use crate::source::{ModuleId, SourceIndex};
pub use normalize::Rule;

/// The `[rbac]` table of the configuration.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case", default)]
pub struct RbacConfig {
    /// The file holding the ClusterRole and Roles, relative to the crate root; crdgen
    /// owns it (it is removed when no marker remains).
    pub file: PathBuf,
    /// The name of roles whose markers give no `role_name`.
    pub role_name: String,
    /// Also write `<kind>-editor-role` and `<kind>-viewer-role` ClusterRoles for every
    /// kind, next to `file`, as kubebuilder scaffolds them.
    pub kind_roles: bool,
}

impl Default for RbacConfig {
    fn default() -> RbacConfig {
        RbacConfig {
            file: PathBuf::from("config/rbac/role.yaml"),
            role_name: "manager-role".to_owned(),
            kind_roles: false,
        }
    }
}

/// One of the project's own kinds, for the plural check and the per-kind roles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OwnKind {
    /// API group.
    pub group: String,
    /// Kind name.
    pub kind: String,
    /// Plural resource name.
    pub plural: String,
}

/// A ClusterRole (no namespace) or a Role.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Role {
    /// `None` for the ClusterRole.
    pub namespace: Option<String>,
    /// `metadata.name`.
    pub name: String,
    /// The normalised rules.
    pub rules: Vec<Rule>,
}

/// Groups the markers by (namespace, role name) and normalises each role's rules, as
/// controller-gen's `GenerateRoles` does: roles sorted by namespace then name (so the
/// ClusterRoles come first), roles without rules left out.
pub fn roles(markers: &[RbacMarker], default_name: &str) -> Vec<Role> {
    let mut by_role: BTreeMap<(String, String), Vec<Rule>> = BTreeMap::new();
    for m in markers {
        let namespace = m.namespace.as_ref().map_or("", |n| n.value.as_str());
        let name = m
            .role_name
            .as_ref()
            .map_or(default_name, |n| n.value.as_str());
        let rules = by_role
            .entry((namespace.to_owned(), name.to_owned()))
            .or_default();
        let values =
            |e: &[marker::Entry]| -> Vec<String> { e.iter().map(|e| e.value.clone()).collect() };
        let base = Rule {
            groups: values(&m.groups),
            resources: Vec::new(),
            resource_names: values(&m.resource_names),
            verbs: values(&m.verbs),
            urls: values(&m.urls),
        };
        // controller-gen splits a marker into one rule per resource before merging;
        // merging differs if it does not (a resource shared by two markers).
        if m.resources.is_empty() {
            rules.push(base);
        } else {
            for r in &m.resources {
                rules.push(Rule {
                    resources: vec![r.value.clone()],
                    ..base.clone()
                });
            }
        }
    }
    by_role
        .into_iter()
        .filter_map(|((namespace, name), rules)| {
            let rules = normalize::normalize(rules);
            (!rules.is_empty()).then(|| Role {
                namespace: (!namespace.is_empty()).then_some(namespace),
                name,
                rules,
            })
        })
        .collect()
}

/// A rule as the object controller-gen writes (empty lists left out, except `verbs`).
fn rule_value(r: &Rule) -> Value {
    let mut m = Map::new();
    let mut put = |k: &str, v: &[String]| {
        if !v.is_empty() {
            m.insert(k.to_owned(), json!(v));
        }
    };
    put("apiGroups", &r.groups);
    put("resources", &r.resources);
    put("resourceNames", &r.resource_names);
    put("nonResourceURLs", &r.urls);
    m.insert("verbs".to_owned(), json!(r.verbs));
    Value::Object(m)
}

/// The role as a Kubernetes object.
pub fn role_value(role: &Role, labels: Option<&BTreeMap<String, String>>) -> Value {
    let mut metadata = Map::new();
    metadata.insert("name".to_owned(), json!(role.name));
    if let Some(ns) = &role.namespace {
        metadata.insert("namespace".to_owned(), json!(ns));
    }
    if let Some(labels) = labels {
        metadata.insert("labels".to_owned(), json!(labels));
    }
    json!({
        "apiVersion": "rbac.authorization.k8s.io/v1",
        "kind": if role.namespace.is_some() { "Role" } else { "ClusterRole" },
        "metadata": metadata,
        "rules": role.rules.iter().map(rule_value).collect::<Vec<_>>(),
    })
}

/// The roles as one multi-document YAML file, as controller-gen writes `role.yaml`:
/// the header once, then every document preceded by `---`.
pub fn to_yaml(header: &str, roles: &[Role]) -> String {
    let mut out = header.to_owned();
    for role in roles {
        out.push_str(&crdgen_yaml::document("", &role_value(role, None)));
    }
    out
}

/// What [`generate`] produces.
#[derive(Debug, Clone, Default)]
pub struct RbacOutput {
    /// Files to write (path relative to the crate root, contents), sorted by path.
    pub files: Vec<(PathBuf, String)>,
    /// Files crdgen owns in this configuration even when not written (removed when
    /// stale).
    pub owned: Vec<PathBuf>,
    /// Warnings (errors under `--strict`).
    pub warnings: Diagnostics,
}

/// Finds, checks and renders the RBAC markers of `src`.
pub fn generate(
    model: &Model<'_>,
    kinds: &[OwnKind],
    config: &RbacConfig,
    header: &str,
) -> Result<RbacOutput, Diagnostics> {
    let src = model.source();
    let markers = &model.rbac;
    let mut errors = model.rbac_errors.clone();
    if let Err(why) = marker::rbac_name(&config.role_name) {
        errors.push(
            Diagnostic::error(
                codes::rbac::RBAC_INVALID_ROLE_NAME,
                format!(
                    "the [rbac] role-name `{}` is not a valid role name: {why}",
                    crate::diagnostic::escape::value(&config.role_name)
                ),
            )
            .help("role names may hold any characters but `/` and `%`, e.g. `manager-role`"),
        );
    }
    let mut warnings = Vec::new();
    for (module, m) in markers {
        check_wildcards(src, *module, m, &mut warnings);
        check_own_plurals(src, *module, m, kinds, &mut errors);
    }
    let markers: Vec<RbacMarker> = markers.iter().map(|(_, m)| m.clone()).collect();
    if !errors.is_empty() {
        let mut d = Diagnostics(errors);
        d.sort();
        return Err(d);
    }
    let mut out = RbacOutput {
        owned: vec![config.file.clone()],
        ..RbacOutput::default()
    };
    let roles = roles(&markers, &config.role_name);
    if !roles.is_empty() {
        out.files
            .push((config.file.clone(), to_yaml(header, &roles)));
    }
    if config.kind_roles {
        let dir = config.file.parent().map(PathBuf::from).unwrap_or_default();
        let prefixes = kind_role_prefixes(kinds);
        for (k, prefix) in kinds.iter().zip(&prefixes) {
            for (suffix, verbs, aggregate) in [
                (
                    "editor",
                    EDITOR_VERBS,
                    "rbac.authorization.k8s.io/aggregate-to-edit",
                ),
                (
                    "viewer",
                    VIEWER_VERBS,
                    "rbac.authorization.k8s.io/aggregate-to-view",
                ),
            ] {
                let lower = k.kind.to_lowercase();
                let (name_prefix, file_prefix) = match prefix {
                    Some(p) => (format!("{p}-"), format!("{p}_")),
                    None => (String::new(), String::new()),
                };
                let role = Role {
                    namespace: None,
                    name: format!("{name_prefix}{lower}-{suffix}-role"),
                    rules: vec![
                        Rule {
                            groups: vec![k.group.clone()],
                            resources: vec![k.plural.clone()],
                            verbs: verbs.iter().map(|v| (*v).to_owned()).collect(),
                            ..Rule::default()
                        },
                        Rule {
                            groups: vec![k.group.clone()],
                            resources: vec![format!("{}/status", k.plural)],
                            verbs: vec!["get".to_owned()],
                            ..Rule::default()
                        },
                    ],
                };
                let labels = BTreeMap::from([(aggregate.to_owned(), "true".to_owned())]);
                let path = dir.join(format!("{file_prefix}{lower}_{suffix}_role.yaml"));
                let text = crdgen_yaml::document(header, &role_value(&role, Some(&labels)));
                out.owned.push(path.clone());
                out.files.push((path, text));
            }
        }
    }
    out.files.sort();
    out.owned.sort();
    out.owned.dedup();
    let mut w = Diagnostics(warnings);
    w.sort();
    out.warnings = w;
    Ok(out)
}

/// The group prefix of each kind's editor and viewer role names: none while the kind's
/// name is unique (kubebuilder's single-group layout, `memcached-editor-role`), else the
/// group's first label as kubebuilder's multi-group layout writes it
/// (`cache-memcached-editor-role`), or the whole group with `-` for `.` when the first
/// labels collide too — two kinds must never write the same role.
fn kind_role_prefixes(kinds: &[OwnKind]) -> Vec<Option<String>> {
    let mut by_kind: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    for k in kinds {
        by_kind
            .entry(k.kind.to_lowercase())
            .or_default()
            .push(&k.group);
    }
    kinds
        .iter()
        .map(|k| {
            let groups = by_kind.get(&k.kind.to_lowercase())?;
            if groups.len() < 2 {
                return None;
            }
            let short = |g: &str| match g.split('.').next() {
                Some("") | None => "core".to_owned(),
                Some(first) => first.to_owned(),
            };
            let mine = short(&k.group);
            let clash = groups
                .iter()
                .filter(|g| **g != k.group && short(g) == mine)
                .count();
            Some(if clash == 0 || k.group.is_empty() {
                mine
            } else {
                k.group.replace('.', "-")
            })
        })
        .collect()
}

/// kubebuilder's `<kind>_editor_role.yaml` verbs.
const EDITOR_VERBS: &[&str] = &[
    "create", "delete", "get", "list", "patch", "update", "watch",
];
/// kubebuilder's `<kind>_viewer_role.yaml` verbs.
const VIEWER_VERBS: &[&str] = &["get", "list", "watch"];

/// `*` grants more than the code needs, including verbs and resources added to
/// Kubernetes later: a warning per field, naming the marker.
fn check_wildcards(src: &SourceIndex, module: ModuleId, m: &RbacMarker, out: &mut Vec<Diagnostic>) {
    let fields: [(&str, &[marker::Entry], &str); 3] = [
        (
            "verbs",
            &m.verbs,
            "list the verbs the controller calls (get;list;watch;...)",
        ),
        (
            "resources",
            &m.resources,
            "list the resources the controller touches",
        ),
        (
            "groups",
            &m.groups,
            "list the API groups the controller touches",
        ),
    ];
    for (field, entries, help) in fields {
        if let Some(e) = entries.iter().find(|e| e.value == "*") {
            out.push(
                Diagnostic::warning(
                    codes::rbac::RBAC_WILDCARD,
                    format!("RBAC marker grants `*` in `{field}`: more than least privilege"),
                )
                .at(src.location_in(module, e.span))
                .label("wildcard")
                .help(help.to_owned()),
            );
        }
    }
}

/// A resource of one of the project's own groups that is not the plural of a kind there
/// but looks like one of them (the kind, its lowercase name, a near miss): granting it
/// grants nothing, and the controller fails with "forbidden" at run time.
fn check_own_plurals(
    src: &SourceIndex,
    module: ModuleId,
    m: &RbacMarker,
    kinds: &[OwnKind],
    out: &mut Vec<Diagnostic>,
) {
    for g in &m.groups {
        let here: Vec<&OwnKind> = kinds.iter().filter(|k| k.group == g.value).collect();
        if here.is_empty() {
            continue;
        }
        for r in &m.resources {
            let base = r.value.split('/').next().unwrap_or_default();
            if base == "*" || here.iter().any(|k| k.plural == base) {
                continue;
            }
            let lower = base.to_lowercase();
            let hit = here.iter().find(|k| {
                let kind = k.kind.to_lowercase();
                lower == kind
                    || lower == k.plural
                    || crate::diagnostic::suggest::distance(&lower, &k.plural) <= 2
                    || crate::diagnostic::suggest::distance(&lower, &kind) <= 2
            });
            if let Some(k) = hit {
                let sub = r.value.strip_prefix(base).unwrap_or_default();
                let esc = crate::diagnostic::escape::value;
                out.push(
                    Diagnostic::error(
                        codes::rbac::RBAC_WRONG_PLURAL,
                        format!(
                            "`{}` is not a resource of group `{}`: kind `{}` is served as `{}`",
                            esc(base),
                            esc(&k.group),
                            esc(&k.kind),
                            esc(&k.plural)
                        ),
                    )
                    .at(src.location_in(module, r.span))
                    .label("wrong plural")
                    .help(format!("write `{}{}`", esc(&k.plural), esc(sub))),
                );
            }
        }
    }
}
