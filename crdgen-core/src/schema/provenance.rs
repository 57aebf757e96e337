//! Where the parts of a schema came from, kept beside the schema rather than inside it:
//! which Rust field made each node, and which marker wrote each CEL rule. The checks run
//! on a finished CRD (transition rules, rule types and cost, structural rules, JSON
//! depth) report through it at the field or marker behind what they find.
//!
//! It also records which nodes a Rust enum reads, and which names it reads (its derived
//! `Deserialize` refuses any other, or reads it as its `#[serde(other)]` variant), which
//! the CRD cannot say: `crdgen check` needs it to tell a value stored objects can no
//! longer be read from one the API server merely ratchets.
//!
//! Paths are relative to the schema they describe, so a type's schema carries its
//! provenance wherever it is used; nesting a schema under a property, the items of a list
//! or the values of a map prefixes its paths.

use std::collections::{BTreeMap, HashMap};

use crate::diagnostic::Location;

pub use crate::k8s::{NodePath, Step};

/// The provenance of one schema (see the module documentation).
#[derive(Debug, Clone, Default)]
pub struct Provenance {
    /// The field declared at each location made the node at each path.
    origins: Vec<(NodePath, Location)>,
    /// The marker at each location wrote the rule (by its text) of the node at each path.
    rules: Vec<(NodePath, String, Location)>,
    /// The `ObjectMeta` nodes inside Kubernetes types written as bare objects
    /// (`generate-embedded-object-meta = false`), warned about once per kind.
    bare_metadata: Vec<NodePath>,
    /// The nodes whose value a Rust enum reads (a unit-only enum, an enum's tag), each
    /// with what it reads.
    enum_readers: Vec<(NodePath, EnumReads)>,
}

/// What a Rust enum with a derived `Deserialize` reads at a schema node.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EnumReads {
    /// The names it reads as themselves: each variant's name and its aliases.
    pub names: Vec<String>,
    /// The name of its `#[serde(other)]` variant, which it reads every other name as.
    pub other: Option<String>,
    /// Each name it reads only through an alias, with the name of the variant it reads
    /// as (and writes back): also in `names`.
    pub aliases: Vec<(String, String)>,
}

impl Provenance {
    /// Records that the field at `at` made the root node.
    pub fn set_origin(&mut self, at: Location) {
        self.origins.push((Vec::new(), at));
    }

    /// Records that the marker at `at` wrote `rule` on the node at `path`.
    pub fn add_rule(&mut self, path: NodePath, rule: &str, at: Location) {
        self.rules.push((path, rule.to_owned(), at));
    }

    /// Records that the node at `path` is an `ObjectMeta` of a Kubernetes type written as
    /// a bare object.
    pub fn add_bare_metadata(&mut self, path: NodePath) {
        self.bare_metadata.push(path);
    }

    /// Records that a Rust enum reads the node at `path`, and what it reads.
    pub fn add_enum_reader(&mut self, path: NodePath, reads: EnumReads) {
        self.enum_readers.push((path, reads));
    }

    /// What a Rust enum reads at the root node, if one does.
    pub fn root_enum_reader(&self) -> Option<&EnumReads> {
        self.enum_readers
            .iter()
            .find(|(p, _)| p.is_empty())
            .map(|(_, reads)| reads)
    }

    /// Replaces what is recorded about the root node's reader (`None`: no Rust enum
    /// reads it, as when an untagged enum unites an enum with a `String`).
    pub fn set_root_enum_reader(&mut self, reads: Option<EnumReads>) {
        self.enum_readers.retain(|(p, _)| !p.is_empty());
        if let Some(reads) = reads {
            self.enum_readers.push((Vec::new(), reads));
        }
    }

    /// Whether a Rust enum reads the node at `path` or one below it.
    pub fn has_enum_reader_at_or_below(&self, path: &[Step]) -> bool {
        self.enum_readers.iter().any(|(p, _)| p.starts_with(path))
    }

    /// Forgets every Rust enum reader recorded here: serde reads the schema's value with
    /// something else than the types below it (`deserialize_with`), or never reads it
    /// (`skip_deserializing`), so they say nothing about what it reads.
    pub fn drop_enum_readers(&mut self) {
        self.enum_readers.clear();
    }

    /// What a Rust enum reads at the node at `path`, if one does (the first recorded).
    pub fn enum_reader_at(&self, path: &[Step]) -> Option<&EnumReads> {
        self.enum_readers
            .iter()
            .find(|(p, _)| p.as_slice() == path)
            .map(|(_, reads)| reads)
    }

    /// The nodes a Rust enum reads, by JSON path (`.spec.items[*]` style), each with
    /// what it reads (names sorted, once each); the first recorded one where several were.
    pub fn enum_readers(&self) -> BTreeMap<String, EnumReads> {
        let mut out = BTreeMap::new();
        for (path, reads) in &self.enum_readers {
            out.entry(display(path)).or_insert_with(|| {
                let mut reads = reads.clone();
                reads.names.sort();
                reads.names.dedup();
                reads.aliases.sort();
                reads.aliases.dedup();
                reads
            });
        }
        out
    }

    /// The bare `ObjectMeta` nodes of Kubernetes types, by JSON path, sorted, once each.
    pub fn bare_metadata(&self) -> Vec<String> {
        let paths: std::collections::BTreeSet<String> =
            self.bare_metadata.iter().map(|p| display(p)).collect();
        paths.into_iter().collect()
    }

    /// Takes in the provenance of the schema now placed at `step` below the root.
    pub fn nest(&mut self, step: Step, child: Provenance) {
        let prefix = |mut path: NodePath| {
            path.insert(0, step.clone());
            path
        };
        self.origins
            .extend(child.origins.into_iter().map(|(p, at)| (prefix(p), at)));
        self.rules
            .extend(child.rules.into_iter().map(|(p, r, at)| (prefix(p), r, at)));
        self.bare_metadata
            .extend(child.bare_metadata.into_iter().map(prefix));
        self.enum_readers.extend(
            child
                .enum_readers
                .into_iter()
                .map(|(p, reads)| (prefix(p), reads)),
        );
    }

    /// Takes in the provenance of another schema whose nodes now sit at the same paths.
    pub fn merge(&mut self, other: Provenance) {
        self.origins.extend(other.origins);
        self.rules.extend(other.rules);
        self.bare_metadata.extend(other.bare_metadata);
        self.enum_readers.extend(other.enum_readers);
    }

    /// Takes in what `other` says about the properties in `names` (and below them): their
    /// schemas were moved, as they are, into this schema's properties.
    pub fn merge_properties(&mut self, other: &Provenance, names: &[&str]) {
        let under = |path: &NodePath| matches!(path.first(), Some(Step::Property(p)) if names.contains(&p.as_str()));
        self.origins
            .extend(other.origins.iter().filter(|(p, _)| under(p)).cloned());
        self.rules
            .extend(other.rules.iter().filter(|(p, _, _)| under(p)).cloned());
        self.bare_metadata
            .extend(other.bare_metadata.iter().filter(|p| under(p)).cloned());
        self.enum_readers
            .extend(other.enum_readers.iter().filter(|(p, _)| under(p)).cloned());
    }

    /// Takes in the rules `other` records on its root node: the root's rules were
    /// merged into this schema's root (a flattened struct's, see `schema::embed`).
    pub fn merge_root_rules(&mut self, other: &Provenance) {
        self.rules
            .extend(other.rules.iter().filter(|(p, _, _)| p.is_empty()).cloned());
    }

    /// The field behind each node, by the node's JSON path (`.spec.items[*]` style, `.`
    /// for the root), the first recorded one where several were.
    pub fn origins(&self) -> BTreeMap<String, Location> {
        let mut out = BTreeMap::new();
        for (path, at) in &self.origins {
            out.entry(display(path)).or_insert_with(|| at.clone());
        }
        out
    }

    /// The markers behind the rules, by the JSON path of their node: each rule's text
    /// and its marker, in the order recorded.
    pub fn rule_sites(&self) -> HashMap<String, Vec<(&str, &Location)>> {
        let mut out: HashMap<String, Vec<(&str, &Location)>> = HashMap::new();
        for (path, rule, at) in &self.rules {
            out.entry(display(path))
                .or_default()
                .push((rule.as_str(), at));
        }
        out
    }
}

/// A path as the checks print it: `.spec.items[*]`, `.spec.labels.*`, `.` for the root.
pub fn display(path: &[Step]) -> String {
    if path.is_empty() {
        return ".".to_owned();
    }
    let mut out = String::new();
    for step in path {
        match step {
            Step::Property(name) => {
                out.push('.');
                out.push_str(name);
            }
            Step::Items => out.push_str("[*]"),
            Step::Values => out.push_str(".*"),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_paths_are_prefixed_and_printed_as_the_checks_print_them() {
        let at = Location::unknown;
        let mut item = Provenance::default();
        item.set_origin(at());
        item.add_rule(Vec::new(), "self.x > 0", at());
        let mut list = Provenance::default();
        list.nest(Step::Items, item);
        let mut root = Provenance::default();
        root.nest(Step::Property("spec".into()), list);
        assert_eq!(
            root.origins().into_keys().collect::<Vec<_>>(),
            vec![".spec[*]".to_owned()]
        );
        let sites = root.rule_sites();
        assert_eq!(
            sites[".spec[*]"]
                .iter()
                .map(|(r, _)| *r)
                .collect::<Vec<_>>(),
            ["self.x > 0"]
        );
        assert_eq!(display(&[Step::Property("m".into()), Step::Values]), ".m.*");
    }

    #[test]
    fn enum_readers_are_nested_sorted_and_replaced_at_the_root() {
        let reads = |names: &[&str], other: Option<&str>| EnumReads {
            names: names.iter().map(|n| (*n).to_owned()).collect(),
            other: other.map(str::to_owned),
            aliases: Vec::new(),
        };
        let mut item = Provenance::default();
        item.add_enum_reader(Vec::new(), reads(&["Slow", "Fast", "Fast"], None));
        assert_eq!(
            item.root_enum_reader(),
            Some(&reads(&["Slow", "Fast", "Fast"], None))
        );
        let mut list = Provenance::default();
        list.nest(Step::Items, item);
        let mut root = Provenance::default();
        root.nest(Step::Property("modes".into()), list);
        assert_eq!(root.root_enum_reader(), None);
        assert_eq!(
            root.enum_readers().into_iter().collect::<Vec<_>>(),
            [(".modes[*]".to_owned(), reads(&["Fast", "Slow"], None))]
        );
        // An untagged enum with a `String` variant reads anything: no reader at its root,
        // the nested ones kept.
        root.add_enum_reader(Vec::new(), reads(&["A"], Some("A")));
        root.set_root_enum_reader(None);
        assert_eq!(root.root_enum_reader(), None);
        assert_eq!(root.enum_readers().len(), 1);
    }
}
