use serde_json::json;

use crate::{admit, field::aggregate};

fn schema(v: Value) -> Map<String, Value> {
    v.as_object().cloned().unwrap()
}

use super::*;

/// Every failure as the Status message lists them.
fn failures(value: Value, s: &Map<String, Value>) -> String {
    match admit(value, s, None) {
        Ok(v) => format!("admitted: {v}"),
        Err(errors) => aggregate(&errors),
    }
}

fn spec(properties: Value) -> Map<String, Value> {
    schema(json!({
        "type": "object",
        "properties": {
            "apiVersion": {"type": "string"},
            "kind": {"type": "string"},
            "metadata": {"type": "object"},
            "spec": {"type": "object", "properties": properties}
        }
    }))
}

#[test]
fn bounds_lengths_patterns_and_enums_in_the_servers_words() {
    let s = spec(json!({
        "replicas": {"type": "integer", "format": "int32", "minimum": 1, "maximum": 10},
        "ratio": {"type": "number", "exclusiveMinimum": true, "minimum": 0, "multipleOf": 0.5},
        "name": {"type": "string", "minLength": 3, "maxLength": 5, "pattern": "^[a-z]+$"},
        "mode": {"type": "string", "enum": ["Fast", "Slow"]},
        "when": {"type": "string", "format": "date-time"}
    }));
    assert_eq!(
        failures(json!({"spec": {"replicas": 0}}), &s),
        "spec.replicas: Invalid value: 0: spec.replicas in body should be greater than or equal to 1"
    );
    assert_eq!(
        failures(json!({"spec": {"replicas": 11, "ratio": 0}}), &s),
        "[spec.ratio: Invalid value: 0: spec.ratio in body should be greater than 0, spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10]"
    );
    assert_eq!(
        failures(json!({"spec": {"ratio": 0.7}}), &s),
        "spec.ratio: Invalid value: 0.7: spec.ratio in body should be a multiple of 0.5"
    );
    assert_eq!(
        failures(json!({"spec": {"name": "ABCDEF"}}), &s),
        "[spec.name: Too long: may not be more than 5 bytes, spec.name: Invalid value: \"ABCDEF\": spec.name in body should match '^[a-z]+$']"
    );
    assert_eq!(
        failures(json!({"spec": {"name": "ab"}}), &s),
        "spec.name: Invalid value: \"ab\": spec.name in body should be at least 3 chars long"
    );
    assert_eq!(
        failures(json!({"spec": {"mode": "Medium"}}), &s),
        "spec.mode: Unsupported value: \"Medium\": supported values: \"Fast\", \"Slow\""
    );
    assert_eq!(
        failures(json!({"spec": {"when": "yesterday"}}), &s),
        "spec.when: Invalid value: \"yesterday\": spec.when in body must be of type date-time: \"yesterday\""
    );
    // The server does not check integer formats: int32 is not range-checked.
    assert_eq!(
        failures(json!({"spec": {"replicas": 5, "ratio": 1.5}}), &s),
        "admitted: {\"spec\":{\"ratio\":1.5,\"replicas\":5}}"
    );
}

#[test]
fn types_nulls_required_and_object_sizes() {
    let s = spec(json!({
        "size": {"type": "integer"},
        "labels": {"type": "object", "maxProperties": 1, "additionalProperties": {"type": "string"}},
        "selector": {"type": "object", "minProperties": 1, "x-kubernetes-preserve-unknown-fields": true},
        "list": {"type": "array", "minItems": 1, "maxItems": 2, "items": {"type": "string"}},
        "nested": {"type": "object", "required": ["a", "b"], "properties": {"a": {"type": "string"}, "b": {"type": "string"}}},
        "port": {"x-kubernetes-int-or-string": true, "anyOf": [{"type": "integer"}, {"type": "string"}]}
    }));
    assert_eq!(
        failures(json!({"spec": {"size": "three", "nested": {"a": "x"}}}), &s),
        "[spec.nested.b: Required value, spec.size: Invalid value: \"string\": spec.size in body must be of type integer: \"string\"]"
    );
    assert_eq!(
        failures(json!({"spec": {"labels": {"a": "1", "b": 2}}}), &s),
        "[spec.labels: Too many: 2: must have at most 1 item, spec.labels.b: Invalid value: \"integer\": spec.labels.b in body must be of type string: \"integer\"]"
    );
    assert_eq!(
        failures(json!({"spec": {"selector": {}, "list": []}}), &s),
        "[spec.list: Invalid value: 0: spec.list in body should have at least 1 items, spec.selector: Invalid value: 0: spec.selector in body should have at least 1 properties]"
    );
    assert_eq!(
        failures(json!({"spec": {"list": ["a", null, "c"]}}), &s),
        "[spec.list[1]: Invalid value: \"null\": spec.list[1] in body must be of type string: \"null\", spec.list: Too many: 3: must have at most 2 items]"
    );
    assert_eq!(
        failures(json!({"spec": {"port": true}}), &s),
        "[spec.port: Invalid value: \"boolean\": spec.port in body must be of type integer,string: \"boolean\", spec.port: Invalid value: \"\": \"spec.port\" must validate at least one schema (anyOf)]"
    );
    // A null the schema does not allow is dropped from an object before validation.
    assert_eq!(
        failures(json!({"spec": {"size": null, "port": "80%"}}), &s),
        "admitted: {\"spec\":{\"port\":\"80%\"}}"
    );
}

#[test]
fn list_sets_and_map_keys_are_unique() {
    let s = spec(json!({
        "tags": {"type": "array", "x-kubernetes-list-type": "set", "items": {"type": "string"}},
        "ports": {
            "type": "array",
            "x-kubernetes-list-type": "map",
            "x-kubernetes-list-map-keys": ["name"],
            "items": {"type": "object", "properties": {"name": {"type": "string"}, "port": {"type": "integer"}}}
        }
    }));
    assert_eq!(
        failures(
            json!({"spec": {"tags": ["a", "b", "a"], "ports": [{"name": "http", "port": 80}, {"name": "http", "port": 81}]}}),
            &s
        ),
        "[spec.ports[1]: Duplicate value: map[string]interface {}{\"name\":\"http\"}, spec.tags[2]: Duplicate value: \"a\"]"
    );
}

#[test]
fn pruning_keeps_embedded_resources_and_drops_unknown_metadata() {
    let s = spec(json!({
        "template": {
            "type": "object",
            "properties": {"metadata": {"type": "object"}, "spec": {"type": "object", "x-kubernetes-preserve-unknown-fields": true}}
        },
        "pod": {"type": "object", "x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true}
    }));
    let admitted = admit(
        json!({
            "apiVersion": "example.com/v1", "kind": "Thing",
            "metadata": {"name": "n", "labels": {"a": "b"}, "bogus": 1},
            "spec": {
                "template": {"metadata": {"labels": {"app": "x"}}, "spec": {"containers": []}},
                "pod": {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "p", "extra": true}, "spec": {}}
            }
        }),
        &s,
        None,
    );
    assert_eq!(
        admitted,
        Ok(json!({
            "apiVersion": "example.com/v1", "kind": "Thing",
            "metadata": {"name": "n", "labels": {"a": "b"}},
            "spec": {
                "template": {"metadata": {}, "spec": {"containers": []}},
                "pod": {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "p"}, "spec": {}}
            }
        }))
    );
    assert_eq!(
        failures(json!({"spec": {"pod": {"spec": {}}}}), &s),
        "[spec.pod.kind: Required value: must not be empty, spec.pod.apiVersion: Required value: must not be empty]"
    );
}

#[test]
fn defaults_are_filled_in_before_validation() {
    let s = spec(json!({
        "size": {"type": "integer", "default": 3, "minimum": 1},
        "mode": {"type": "string", "default": "Fast"}
    }));
    assert_eq!(
        admit(json!({"spec": {}}), &s, None),
        Ok(json!({"spec": {"mode": "Fast", "size": 3}}))
    );
}

#[test]
fn unchanged_values_ratchet_on_update() {
    let s = spec(json!({
        "name": {"type": "string", "maxLength": 3},
        "other": {"type": "string", "maxLength": 3},
        "ports": {
            "type": "array",
            "x-kubernetes-list-type": "map",
            "x-kubernetes-list-map-keys": ["name"],
            "items": {"type": "object", "properties": {"name": {"type": "string"}, "port": {"type": "integer", "maximum": 100}}}
        }
    }));
    let old = json!({"spec": {"name": "toolong", "ports": [{"name": "a", "port": 1000}]}});
    // The stored invalid values stay; a changed one is validated.
    assert_eq!(
        admit(
            json!({"spec": {"name": "toolong", "other": "ok", "ports": [{"name": "b", "port": 1}, {"name": "a", "port": 1000}]}}),
            &s,
            Some(&old)
        ),
        Ok(
            json!({"spec": {"name": "toolong", "other": "ok", "ports": [{"name": "b", "port": 1}, {"name": "a", "port": 1000}]}})
        )
    );
    assert_eq!(
        admit(json!({"spec": {"name": "toolonger"}}), &s, Some(&old)).map_err(|e| aggregate(&e)),
        Err("spec.name: Too long: may not be more than 3 bytes".to_owned())
    );
}
