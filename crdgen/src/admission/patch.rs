//! The defaulting patch: what the defaults changed, applied to the object as the client
//! sent it.
//!
//! controller-runtime diffs the JSON as sent against the defaulted object written back
//! by the Go type, so every field the type does not know becomes a `remove` (it drops
//! the removes for that reason, `removeUnknownOrOmitableFields`), and every field the
//! type writes differently (`replicas: 0` where the client left it out) an `add`. Here
//! the change is taken between the object as the Rust type writes it before and after
//! `set_defaults`, carried onto the JSON as sent, and only then diffed (RFC 6902, by the
//! `json-patch` crate): the patch holds the defaults and nothing else, including the
//! removes the defaults made.

use json_patch::Patch;
use serde_json::Value;

/// The patch taking `raw` (the object as sent) to `raw` with the change from `before` to
/// `after` (the object as the Rust type writes it, without and with its defaults).
pub(super) fn between(raw: &Value, before: &Value, after: &Value) -> Patch {
    json_patch::diff(raw, &rebase(raw, before, after))
}

/// `raw` with the change from `before` to `after`: where the two agree, `raw` is kept as
/// it is (unknown fields, fields the type writes when the client did not); where they
/// differ, objects are walked key by key and anything else takes `after`.
fn rebase(raw: &Value, before: &Value, after: &Value) -> Value {
    if before == after {
        return raw.clone();
    }
    match (raw, before, after) {
        (Value::Object(raw), Value::Object(before), Value::Object(after)) => {
            let mut out = raw.clone();
            for (key, now) in after {
                let was = before.get(key);
                if was == Some(now) {
                    continue;
                }
                let value = match (raw.get(key), was) {
                    (Some(sent), Some(was)) => rebase(sent, was, now),
                    _ => now.clone(),
                };
                out.insert(key.clone(), value);
            }
            for key in before.keys() {
                if !after.contains_key(key) {
                    out.remove(key);
                }
            }
            Value::Object(out)
        }
        // Lists the defaults kept the length of: item by item, so that the unknown
        // fields of an item survive a default set inside it.
        (Value::Array(raw), Value::Array(before), Value::Array(after))
            if raw.len() == before.len() && before.len() == after.len() =>
        {
            Value::Array(
                raw.iter()
                    .zip(before)
                    .zip(after)
                    .map(|((raw, before), after)| rebase(raw, before, after))
                    .collect(),
            )
        }
        _ => after.clone(),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::between;

    fn ops(raw: serde_json::Value, before: serde_json::Value, after: serde_json::Value) -> String {
        serde_json::to_string(&between(&raw, &before, &after)).expect("a patch writes")
    }

    #[test]
    fn unknown_and_implicit_fields_stay_as_sent() {
        // The client sent an unknown `extra` and no `replicas`; the type writes
        // `replicas: 0` and drops `extra`; the defaults set `image`.
        let raw = json!({"spec": {"extra": true, "items": [{"name": "a", "x": 1}]}});
        let before = json!({"spec": {"replicas": 0, "items": [{"name": "a"}]}});
        let after = json!({"spec": {"replicas": 0, "image": "nginx", "items": [{"name": "a", "port": 80}]}});
        assert_eq!(
            ops(raw, before, after),
            r#"[{"op":"add","path":"/spec/image","value":"nginx"},{"op":"add","path":"/spec/items/0/port","value":80}]"#
        );
    }

    #[test]
    fn removals_by_the_defaults_are_kept() {
        let raw = json!({"spec": {"a": 1, "b": 2, "list": [1, 2, 3]}});
        let before = json!({"spec": {"a": 1, "b": 2, "list": [1, 2, 3]}});
        let after = json!({"spec": {"a": 1, "list": [1]}});
        assert_eq!(
            ops(raw, before, after),
            r#"[{"op":"remove","path":"/spec/list/1"},{"op":"remove","path":"/spec/list/1"},{"op":"remove","path":"/spec/b"}]"#
        );
    }

    #[test]
    fn nothing_changed_nothing_sent() {
        let raw = json!({"spec": {"extra": true}});
        let typed = json!({"spec": {"replicas": 0}});
        assert_eq!(ops(raw, typed.clone(), typed), "[]");
    }
}
