//! The checks crdgen runs on CEL rules of a finished CRD (`schema::rule_checks`: result
//! types, transition rules in lists) against CRDs the API server accepts: every rule of
//! the controller-gen goldens and the real-world CRDs in the conformance set. None may be
//! refused, so a check that is too strict fails here rather than on a user's valid rule.

use std::path::{Path, PathBuf};

use crdgen_core::diagnostic::Location;
use crdgen_core::schema::Provenance;
use crdgen_core::schema::provenance::{NodePath, Step};
use crdgen_core::schema::rule_checks;
use serde_json::Value;

fn yaml_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "yaml") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// Records every rule under `node` (at `path`) in `prov` as the markers record theirs,
/// so `rule_checks::check` looks at it; returns how many.
fn tag_rules(node: &Value, path: &mut NodePath, prov: &mut Provenance) -> usize {
    let Value::Object(map) = node else {
        return 0;
    };
    let mut count = 0;
    if let Some(Value::Array(rules)) = map.get("x-kubernetes-validations") {
        for rule in rules.iter().filter_map(|r| r.get("rule")?.as_str()) {
            prov.add_rule(path.clone(), rule, Location::unknown());
            count += 1;
        }
    }
    if let Some(Value::Object(properties)) = map.get("properties") {
        for (name, child) in properties {
            path.push(Step::Property(name.clone()));
            count += tag_rules(child, path, prov);
            path.pop();
        }
    }
    for (key, step) in [
        ("items", Step::Items),
        ("additionalProperties", Step::Values),
    ] {
        if let Some(child) = map.get(key) {
            path.push(step);
            count += tag_rules(child, path, prov);
            path.pop();
        }
    }
    for key in ["allOf", "anyOf", "oneOf"] {
        for branch in map.get(key).and_then(Value::as_array).into_iter().flatten() {
            count += tag_rules(branch, path, prov);
        }
    }
    count
}

#[test]
fn no_rule_of_an_accepted_crd_is_refused() {
    let Some(dir) = crdgen_tests::conformance_dir() else {
        return;
    };
    let mut checked = 0;
    let mut refused = Vec::new();
    for file in yaml_files(&dir.join("controller-tools/crd"))
        .into_iter()
        .chain(yaml_files(&dir.join("real-world")))
    {
        let text = std::fs::read_to_string(&file).unwrap();
        let Ok(parsed) = crdgen_core::emit::yaml::parse(&text) else {
            continue;
        };
        for doc in parsed.documents {
            let Some(versions) = doc.pointer("/spec/versions").and_then(Value::as_array) else {
                continue;
            };
            for version in versions {
                let Some(schema) = version.pointer("/schema/openAPIV3Schema") else {
                    continue;
                };
                let mut prov = Provenance::default();
                checked += tag_rules(schema, &mut Vec::new(), &mut prov);
                let findings = rule_checks::check(schema, &prov);
                for error in findings.errors {
                    refused.push(format!(
                        "{} {}: {}",
                        file.display(),
                        version["name"],
                        error.message
                    ));
                }
            }
        }
    }
    assert!(refused.is_empty(), "{}", refused.join("\n"));
    // The set holds a few hundred rules; far fewer means the walk above broke.
    assert!(checked > 100, "only {checked} rules checked");
    eprintln!("{checked} rules checked");
}
