//! Every built-in kind k8s-openapi knows, as the fake serves it: group, version, plural,
//! kind, scope and whether it has a status. `builtin_kinds.tsv` is generated from
//! k8s-openapi's own `Resource` impls (every version it supports, united: a kind one
//! Kubernetes version removed is still served, as the user's k8s-openapi feature may be
//! that version) by the `builtin_kinds_are_current` test below
//! (`CRDGEN_UPDATE_BUILTIN_KINDS=1`). What a table cannot say — which kinds have the
//! scale subresource, answer a delete with the object, or track `metadata.generation` —
//! is in the short lists here, from kube-apiserver's registry strategies.

/// One line of `builtin_kinds.tsv`.
pub(crate) struct BuiltInKind<'t> {
    pub group: &'t str,
    pub version: &'t str,
    pub plural: &'t str,
    pub kind: &'t str,
    pub namespaced: bool,
    pub status: bool,
}

/// The generated table: `group\tversion\tplural\tkind\tNamespaced|Cluster\tstatus|-`.
const TABLE: &str = include_str!("builtin_kinds.tsv");

/// Every line of the table (a malformed line, which the test below prevents, is skipped).
pub(crate) fn all() -> impl Iterator<Item = BuiltInKind<'static>> {
    TABLE.lines().filter_map(|line| {
        let mut f = line.split('\t');
        let (group, version, plural, kind, scope, status) = (
            f.next()?,
            f.next()?,
            f.next()?,
            f.next()?,
            f.next()?,
            f.next()?,
        );
        Some(BuiltInKind {
            group,
            version,
            plural,
            kind,
            namespaced: scope == "Namespaced",
            status: status == "status",
        })
    })
}

/// Kinds with the `/scale` subresource (`.spec.replicas`, `.status.replicas`, the
/// `.spec.selector` label selector).
pub(crate) const SCALE: &[(&str, &str)] = &[
    ("", "replicationcontrollers"),
    ("apps", "deployments"),
    ("apps", "replicasets"),
    ("apps", "statefulsets"),
];

/// Kinds whose registry sets `ReturnDeletedObject`: DELETE answers with the object.
pub(crate) const RETURN_DELETED_OBJECT: &[(&str, &str)] =
    &[("", "pods"), ("", "services"), ("", "serviceaccounts")];

/// Kinds whose strategy sets `metadata.generation` (1 on create, bumped when the spec
/// changes).
pub(crate) const GENERATION: &[(&str, &str)] = &[
    ("", "pods"),
    ("", "replicationcontrollers"),
    ("admissionregistration.k8s.io", "mutatingadmissionpolicies"),
    (
        "admissionregistration.k8s.io",
        "validatingadmissionpolicies",
    ),
    ("apps", "daemonsets"),
    ("apps", "deployments"),
    ("apps", "replicasets"),
    ("apps", "statefulsets"),
    ("autoscaling", "horizontalpodautoscalers"),
    ("batch", "cronjobs"),
    ("batch", "jobs"),
    ("networking.k8s.io", "ingresses"),
    ("networking.k8s.io", "networkpolicies"),
    ("policy", "poddisruptionbudgets"),
];

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;
    use std::path::{Path, PathBuf};

    /// k8s-openapi's source in cargo's registry, if this machine has it.
    fn k8s_openapi_source() -> Option<PathBuf> {
        let home = std::env::var_os("CARGO_HOME")
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".cargo")))?;
        let mut found: Vec<PathBuf> = std::fs::read_dir(home.join("registry/src"))
            .ok()?
            .flatten()
            .flat_map(|index| {
                std::fs::read_dir(index.path())
                    .into_iter()
                    .flatten()
                    .flatten()
            })
            .map(|e| e.path())
            .filter(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with("k8s-openapi-0.29."))
            })
            .collect();
        found.sort();
        found.pop().map(|p| p.join("src"))
    }

    fn constant<'t>(block: &'t str, name: &str) -> Option<&'t str> {
        let start = block.find(&format!("const {name}: &'static str = \""))?;
        let rest = &block[start..];
        let rest = &rest[rest.find('"')? + 1..];
        Some(&rest[..rest.find('"')?])
    }

    /// The listable resources one Rust file of k8s-openapi defines.
    fn kinds_in(text: &str, out: &mut BTreeMap<(String, String, String), String>) {
        for block in text.split("impl crate::Resource for ").skip(1) {
            let Some(end) = block.find("\n}") else {
                continue;
            };
            let (ty, block) = (block.split_whitespace().next().unwrap_or(""), &block[..end]);
            let scope = if block.contains("crate::NamespaceResourceScope") {
                "Namespaced"
            } else if block.contains("crate::ClusterResourceScope") {
                "Cluster"
            } else {
                continue; // subresources (Scale, Eviction, …) and generic impls
            };
            // Create-only virtual kinds (reviews, token requests) are not listable.
            if !text.contains(&format!("impl crate::ListableResource for {ty} ")) {
                continue;
            }
            let (Some(group), Some(version), Some(plural), Some(kind)) = (
                constant(block, "GROUP"),
                constant(block, "VERSION"),
                constant(block, "URL_PATH_SEGMENT"),
                constant(block, "KIND"),
            ) else {
                continue;
            };
            let status = if text.contains("\n    pub status: ") {
                "status"
            } else {
                "-"
            };
            out.insert(
                (group.to_owned(), version.to_owned(), plural.to_owned()),
                format!("{group}\t{version}\t{plural}\t{kind}\t{scope}\t{status}"),
            );
        }
    }

    fn walk(dir: &Path, out: &mut BTreeMap<(String, String, String), String>) {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                kinds_in(&std::fs::read_to_string(&path).unwrap(), out);
            }
        }
    }

    #[test]
    fn builtin_kinds_are_current() {
        // Without k8s-openapi's source (a packaged crate, another cargo home) there is
        // nothing to compare with.
        let Some(source) = k8s_openapi_source() else {
            return;
        };
        let mut kinds = BTreeMap::new();
        for version in ["v1_33", "v1_34", "v1_35", "v1_36", "v1_37"] {
            walk(&source.join(version), &mut kinds);
        }
        let generated: String = kinds.values().map(|l| format!("{l}\n")).collect();
        let target = concat!(env!("CARGO_MANIFEST_DIR"), "/src/builtin_kinds.tsv");
        if std::env::var_os("CRDGEN_UPDATE_BUILTIN_KINDS").is_some() {
            std::fs::write(target, &generated).unwrap();
        }
        assert!(
            generated == super::TABLE,
            "src/builtin_kinds.tsv is stale: rerun with CRDGEN_UPDATE_BUILTIN_KINDS=1"
        );
        assert_eq!(super::all().count(), kinds.len());
    }

    #[test]
    fn the_lists_name_kinds_of_the_table() {
        let table: Vec<(&str, &str)> = super::all().map(|k| (k.group, k.plural)).collect();
        for list in [
            super::SCALE,
            super::RETURN_DELETED_OBJECT,
            super::GENERATION,
        ] {
            for entry in list {
                assert!(table.contains(entry), "{entry:?}");
            }
        }
    }
}
