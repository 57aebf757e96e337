use serde_json::json;

use super::*;
use crate::field::aggregate;

fn schema(v: Value) -> Map<String, Value> {
    v.as_object().cloned().unwrap()
}

/// A root schema whose `spec` carries `rules` over `properties`.
fn spec(properties: Value, rules: Value) -> Map<String, Value> {
    schema(json!({
        "type": "object",
        "properties": {
            "spec": {"type": "object", "properties": properties, "x-kubernetes-validations": rules}
        }
    }))
}

fn run(s: &Map<String, Value>, value: Value, old: Option<Value>) -> String {
    aggregate(&validate(&value, s, old.as_ref()))
}

/// Evaluates one expression (from the Kubernetes CEL documentation) on an empty spec.
fn holds(expression: &str) -> String {
    let s = spec(json!({}), json!([{"rule": expression}]));
    run(&s, json!({"spec": {}}), None)
}

#[test]
fn rules_messages_field_paths_and_reasons() {
    let s = spec(
        json!({
            "replicas": {"type": "integer"},
            "minReplicas": {"type": "integer"},
            "maxReplicas": {"type": "integer"}
        }),
        json!([
            {"rule": "self.minReplicas <= self.replicas"},
            {"rule": "self.replicas <= self.maxReplicas", "message": "replicas should be no more than maxReplicas"},
            {"rule": "self.replicas != 13", "messageExpression": "'replicas is ' + string(self.replicas)", "fieldPath": ".replicas", "reason": "FieldValueForbidden"}
        ]),
    );
    assert_eq!(
        run(
            &s,
            json!({"spec": {"replicas": 5, "minReplicas": 1, "maxReplicas": 10}}),
            None
        ),
        ""
    );
    assert_eq!(
        run(
            &s,
            json!({"spec": {"replicas": 13, "minReplicas": 20, "maxReplicas": 10}}),
            None
        ),
        "[spec: Invalid value: \"object\": failed rule: self.minReplicas <= self.replicas, spec: Invalid value: \"object\": replicas should be no more than maxReplicas, spec.replicas: Forbidden: replicas is 13]"
    );
}

#[test]
fn transition_rules_see_old_self_and_unchanged_values_ratchet() {
    let s = spec(
        json!({"name": {"type": "string", "x-kubernetes-validations": [{"rule": "self == oldSelf", "message": "Value is immutable"}]}}),
        json!([]),
    );
    // No stored object: the transition rule is skipped.
    assert_eq!(run(&s, json!({"spec": {"name": "a"}}), None), "");
    assert_eq!(
        run(
            &s,
            json!({"spec": {"name": "a"}}),
            Some(json!({"spec": {"name": "a"}}))
        ),
        ""
    );
    assert_eq!(
        run(
            &s,
            json!({"spec": {"name": "b"}}),
            Some(json!({"spec": {"name": "a"}}))
        ),
        "spec.name: Invalid value: \"string\": Value is immutable"
    );
    // A value stored before a rule existed stays valid while it does not change.
    let strict = spec(
        json!({"size": {"type": "integer"}}),
        json!([{"rule": "self.size > 10"}]),
    );
    let old = json!({"spec": {"size": 1}});
    assert_eq!(
        run(&strict, json!({"spec": {"size": 1}}), Some(old.clone())),
        ""
    );
    assert_eq!(
        run(&strict, json!({"spec": {"size": 2}}), Some(old)),
        "spec: Invalid value: \"object\": failed rule: self.size > 10"
    );
}

#[test]
fn a_rule_that_cannot_be_evaluated_never_passes() {
    assert_eq!(
        holds("self.missing == 1"),
        "spec: Invalid value: \"object\": No such key: missing evaluating rule: self.missing == 1"
    );
    assert_eq!(
        holds("quantity('1Gi').isGreaterThan(quantity('1Mi'))"),
        "spec: Invalid value: \"object\": Undeclared reference to 'quantity' evaluating rule: quantity('1Gi').isGreaterThan(quantity('1Mi'))"
    );
    assert!(holds("self.(").starts_with("spec: Invalid value: \"object\": compilation failed: "));
}

#[test]
fn the_kubernetes_libraries_on_the_documentations_examples() {
    for expression in [
        // Standard and macros (CRD validation rules examples).
        "[1, 2, 3].all(e, e > 0)",
        "{'a': 1}.exists(k, k == 'a')",
        "has(self.x) == false",
        "'abc'.matches('^[a-z]+$')",
        // Strings.
        "'hello'.charAt(4) == 'o'",
        "'hello mellow'.indexOf('ello') == 1",
        "'hello mellow'.lastIndexOf('ello') == 7",
        "'TacoCat'.lowerAscii() == 'tacocat'",
        "'TacoCat'.upperAscii() == 'TACOCAT'",
        "'hello hello'.replace('he', 'we') == 'wello wello'",
        "'hello hello'.split(' ') == ['hello', 'hello']",
        "'tacocat'.substring(4) == 'cat'",
        "'  \\ttrim\\n    '.trim() == 'trim'",
        "['hello', 'mellow'].join(' ') == 'hello mellow'",
        // Lists.
        "[1, 2, 3].isSorted()",
        "![3, 2, 1].isSorted()",
        "[1, 2, 3].sum() == 6",
        "[1, 2, 3].min() == 1",
        "[1, 2, 3].max() == 3",
        // Regex.
        "'abc 123'.find('[0-9]+') == '123'",
        "'123 abc 456'.findAll('[0-9]+') == ['123', '456']",
        // URL, IP, CIDR, quantity checks.
        "isURL('https://example.com:80/')",
        "!isURL('example')",
        "isIP('127.0.0.1') && isIP('::1') && !isIP('1.2.3')",
        "isCIDR('192.168.0.0/16') && !isCIDR('192.168.0.0/33')",
        "isQuantity('1.5Gi') && isQuantity('100m') && !isQuantity('1.5 Gi')",
    ] {
        assert_eq!(holds(expression), "", "{expression}");
    }
}
