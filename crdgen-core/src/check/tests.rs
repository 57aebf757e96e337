use serde_json::{Value, json};

use super::*;

fn crd(versions: Value) -> Value {
    json!({
        "apiVersion": "apiextensions.k8s.io/v1",
        "kind": "CustomResourceDefinition",
        "metadata": {"name": "widgets.example.com"},
        "spec": {
            "group": "example.com",
            "names": {"kind": "Widget", "listKind": "WidgetList", "plural": "widgets", "singular": "widget", "shortNames": ["wd"]},
            "scope": "Namespaced",
            "versions": versions,
        }
    })
}

fn version(name: &str, storage: bool, spec: Value) -> Value {
    json!({
        "name": name, "served": true, "storage": storage,
        "schema": {"openAPIV3Schema": {"type": "object", "properties": {"spec": spec}}}
    })
}

/// One line per finding: class, version, path, what, convention, site.
fn lines(before: Value, after: Value) -> Vec<String> {
    compare(&[before], &[after], &Readers::default())
        .into_iter()
        .map(|f| {
            format!(
                "{} | {} | {} | {} | {} | {:?}",
                f.class.name(),
                f.version.unwrap_or_default(),
                f.path,
                f.what,
                f.convention,
                f.site
            )
        })
        .collect()
}

fn spec_change(old: Value, new: Value) -> Vec<String> {
    lines(
        crd(json!([version("v1", true, old)])),
        crd(json!([version("v1", true, new)])),
    )
}

#[test]
fn identical_crds_have_no_findings() {
    let c = crd(json!([version("v1", true, json!({"type": "object"}))]));
    assert_eq!(lines(c.clone(), c), Vec::<String>::new());
}

#[test]
fn removed_renamed_added_and_required_fields() {
    let old = json!({"type": "object", "properties": {
        "size": {"type": "integer", "description": "old"},
        "gone": {"type": "string"},
        "gone2": {"type": "string"},
        "later": {"type": "boolean"},
    }});
    let new = json!({"type": "object", "required": ["later", "fresh", "brand"], "properties": {
        "replicas": {"type": "integer", "description": "new"},
        "brand": {"type": "array", "items": {"type": "string"}},
        "later": {"type": "boolean"},
        "fresh": {"type": "string", "default": "x"},
        "extra": {"type": "string"},
    }});
    assert_eq!(
        spec_change(old, new),
        [
            "breaking for stored objects | v1 | .spec.brand | a new required field without a default | api_changes.md: adding a required field | Node(\".spec.brand\")",
            "compatible | v1 | .spec.extra | a new optional field | api_changes.md: adding a field or value | Node(\".spec.extra\")",
            "compatible | v1 | .spec.fresh | a new field with the default \"x\" | api_changes.md: adding a field or value | Node(\".spec.fresh\")",
            "breaking for stored objects | v1 | .spec.gone | the field was removed | api_changes.md: removing a field | Lost(\".spec\")",
            "breaking for stored objects | v1 | .spec.gone2 | the field was removed | api_changes.md: removing a field | Lost(\".spec\")",
            "breaking for stored objects | v1 | .spec.later | the field is now required | api_changes.md: adding a required field | Node(\".spec.later\")",
            "breaking for stored objects | v1 | .spec.size | the field was renamed to `replicas` | api_changes.md: renaming a field | Node(\".spec.replicas\")",
        ]
    );
}

#[test]
fn type_format_nullable_and_defaults() {
    let old = json!({"type": "object", "properties": {
        "a": {"type": "integer"},
        "b": {"type": "integer", "format": "int32"},
        "c": {"type": "string", "nullable": true},
        "d": {"type": "string", "default": "x"},
        "e": {"type": "string"},
    }});
    let new = json!({"type": "object", "properties": {
        "a": {"type": "string"},
        "b": {"type": "integer", "format": "int64"},
        "c": {"type": "string"},
        "d": {"type": "string", "default": "y"},
        "e": {"type": "string", "default": "z"},
    }});
    assert_eq!(
        spec_change(old, new),
        [
            "breaking for stored objects | v1 | .spec.a | the type changed from integer to string | api_changes.md: changing a field's type | Node(\".spec.a\")",
            "breaking for clients | v1 | .spec.b | `format` changed from \"int32\" to \"int64\" | api_changes.md: changing a field's type | Node(\".spec.b\")",
            "breaking for clients | v1 | .spec.c | `nullable` was removed | api_changes.md: changing a field's type | Node(\".spec.c\")",
            "breaking for clients | v1 | .spec.d | the default changed from \"x\" to \"y\" | api_changes.md: changing a default | Node(\".spec.d\")",
            "needs care | v1 | .spec.e | the default \"z\" was added | api_changes.md: changing a default | Node(\".spec.e\")",
        ]
    );
}

#[test]
fn bounds_follow_the_keyword_table() {
    let old = json!({"type": "object", "properties": {
        "n": {"type": "integer", "minimum": 1, "maximum": 10},
        "s": {"type": "string", "maxLength": 10, "enum": ["a", "b"]},
        "l": {"type": "array", "items": {"type": "string"}},
    }});
    let new = json!({"type": "object", "properties": {
        "n": {"type": "integer", "minimum": 0, "maximum": 5, "exclusiveMaximum": true},
        "s": {"type": "string", "maxLength": 20, "pattern": "^a", "enum": ["a", "c"]},
        "l": {"type": "array", "maxItems": 3, "items": {"type": "string", "minLength": 1}},
    }});
    assert_eq!(
        spec_change(old, new),
        [
            "needs care | v1 | .spec.l | `maxItems: 3` was added | api_changes.md: tightening validation; CRD validation ratcheting | Node(\".spec.l\")",
            "needs care | v1 | .spec.l[*] | `minLength: 1` was added | api_changes.md: tightening validation; CRD validation ratcheting | Node(\".spec.l[*]\")",
            "needs care | v1 | .spec.n | `exclusiveMaximum` was set | api_changes.md: tightening validation; CRD validation ratcheting | Node(\".spec.n\")",
            "needs care | v1 | .spec.n | `maximum` tightened from 10 to 5 | api_changes.md: tightening validation; CRD validation ratcheting | Node(\".spec.n\")",
            "compatible | v1 | .spec.n | `minimum` loosened from 1 to 0 | api_changes.md: loosening validation | Node(\".spec.n\")",
            "needs care | v1 | .spec.s | `enum` no longer allows \"b\" | api_changes.md: tightening validation; CRD validation ratcheting | Node(\".spec.s\")",
            "compatible | v1 | .spec.s | `enum` now also allows \"c\" | api_changes.md: adding a field or value | Node(\".spec.s\")",
            "compatible | v1 | .spec.s | `maxLength` loosened from 10 to 20 | api_changes.md: loosening validation | Node(\".spec.s\")",
            "needs care | v1 | .spec.s | `pattern: \"^a\"` was added | api_changes.md: tightening validation; CRD validation ratcheting | Node(\".spec.s\")",
        ]
    );
}

#[test]
fn lists_maps_unknown_fields_and_rules() {
    let old = json!({"type": "object",
        "x-kubernetes-validations": [{"rule": "self.a.size() > 0"}],
        "properties": {
        "a": {"type": "array", "items": {"type": "string"}},
        "b": {"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"], "items": {"type": "object"}},
        "c": {"type": "object", "x-kubernetes-preserve-unknown-fields": true},
        "d": {"type": "object", "additionalProperties": {"type": "string"}},
        "e": {"type": "array", "x-kubernetes-list-type": "set", "items": {"type": "string"}},
    }});
    let new = json!({"type": "object",
        "x-kubernetes-validations": [{"rule": "self.b.size() > 0"}, {"rule": "self.a == oldSelf.a"}],
        "properties": {
        "a": {"type": "array", "x-kubernetes-list-type": "set", "items": {"type": "string"}},
        "b": {"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name", "port"], "items": {"type": "object"}},
        "c": {"type": "object"},
        "d": {"type": "object", "x-kubernetes-map-type": "atomic", "additionalProperties": {"type": "integer"}},
        "e": {"type": "array", "items": {"type": "string"}},
    }});
    assert_eq!(
        spec_change(old, new),
        [
            "needs care | v1 | .spec | a CEL rule was added: `self.b.size() > 0` | CRD validation rules: ratcheting | Rule(\".spec\", \"self.b.size() > 0\")",
            "needs care | v1 | .spec | a transition rule was added: `self.a == oldSelf.a` | CRD validation rules: transition rules | Rule(\".spec\", \"self.a == oldSelf.a\")",
            "compatible | v1 | .spec | the CEL rule `self.a.size() > 0` was removed | api_changes.md: loosening validation | Node(\".spec\")",
            "breaking for stored objects | v1 | .spec.a | the list type changed from atomic to set | api_changes.md: tightening validation; not ratcheted by the API server | Node(\".spec.a\")",
            "breaking for stored objects | v1 | .spec.b | the list map keys changed from [\"name\"] to [\"name\",\"port\"] | api_changes.md: tightening validation; not ratcheted by the API server | Node(\".spec.b\")",
            "breaking for stored objects | v1 | .spec.c | `x-kubernetes-preserve-unknown-fields` was removed | CRD structural schema: pruning | Node(\".spec.c\")",
            "breaking for clients | v1 | .spec.d | the map type changed from granular to atomic | api_changes.md: changing list or map semantics | Node(\".spec.d\")",
            "breaking for stored objects | v1 | .spec.d.* | the type changed from string to integer | api_changes.md: changing a field's type | Node(\".spec.d.*\")",
            "breaking for clients | v1 | .spec.e | the list type changed from set to atomic | api_changes.md: changing list or map semantics | Node(\".spec.e\")",
        ]
    );
}

#[test]
fn versions_scope_and_names() {
    let spec = json!({"type": "object"});
    let mut before = crd(json!([
        version("v1", false, spec.clone()),
        version("v1beta1", true, spec.clone()),
        version("v1alpha1", false, spec.clone()),
    ]));
    before["status"] = json!({"storedVersions": ["v1alpha1", "v1beta1"]});
    let mut v1beta1 = version("v1beta1", false, spec.clone());
    v1beta1["served"] = json!(false);
    let mut after = crd(json!([
        version("v1", true, spec.clone()),
        v1beta1,
        version("v2", false, spec)
    ]));
    after["spec"]["scope"] = json!("Cluster");
    after["spec"]["names"]["kind"] = json!("Gadget");
    after["spec"]["names"]["shortNames"] = json!([]);
    assert_eq!(
        lines(before, after),
        [
            "breaking for clients |  |  | `names.kind` changed from `Widget` to `Gadget` | api_changes.md: renaming a kind or resource | Kind",
            "breaking for clients |  |  | `names.shortNames` no longer holds `wd` | api_changes.md: renaming a kind or resource | Kind",
            "breaking for stored objects |  |  | the scope changed from Namespaced to Cluster | CRD spec: scope is immutable | Kind",
            "breaking for stored objects | v1alpha1 |  | the version was removed | CRD versioning: status.storedVersions | Kind",
            "breaking for clients | v1beta1 |  | the version is no longer served | CRD versioning: deprecating and removing a served version | Node(\".\")",
            "needs care | v1beta1 |  | the version is no longer the storage version (now `v1`) | CRD versioning: storage version | Node(\".\")",
            "compatible | v2 |  | a new version | api_changes.md: adding a field or value | Node(\".\")",
        ]
    );
}

#[test]
fn crds_removed_and_added() {
    let a = crd(json!([version("v1", true, json!({"type": "object"}))]));
    let mut b = a.clone();
    b["metadata"]["name"] = json!("gadgets.example.com");
    assert_eq!(
        lines(a, b),
        [
            "compatible |  |  | a new CRD | api_changes.md: adding a field or value | Kind",
            "breaking for stored objects |  |  | the CRD is no longer generated | CRD lifecycle: deleting a CRD deletes its objects | Kind",
        ]
    );
}

/// Like [`spec_change`], with what the Rust types of `new` read at each path.
fn spec_change_read_by(
    old: Value,
    new: Value,
    readers: &[(&str, &[&str], Option<&str>)],
) -> Vec<String> {
    let mut by_path = std::collections::BTreeMap::new();
    for (path, names, other) in readers {
        by_path.insert(
            (*path).to_owned(),
            crate::schema::provenance::EnumReads {
                names: names.iter().map(|n| (*n).to_owned()).collect(),
                other: other.map(str::to_owned),
                aliases: Vec::new(),
            },
        );
    }
    let mut read = Readers::default();
    read.insert("widgets.example.com", "v1", by_path);
    let before = crd(json!([version("v1", true, old)]));
    let after = crd(json!([version("v1", true, new)]));
    compare(&[before], &[after], &read)
        .into_iter()
        .map(|f| {
            format!(
                "{} | {} | {} | {:?}",
                f.class.name(),
                f.path,
                f.what,
                f.site
            )
        })
        .collect()
}

#[test]
fn a_value_a_rust_enum_no_longer_reads_breaks_stored_objects() {
    let old = json!({"type": "object", "properties": {
        "mode": {"type": "string", "enum": ["Fast", "Slow", "Old"]},
        "modes": {"type": "array", "items": {"type": "string", "enum": ["Fast", "Slow"]}},
        "byName": {"type": "object", "additionalProperties": {"type": "string", "enum": ["Fast", "Slow"]}},
        "caught": {"type": "string", "enum": ["Fast", "Slow"]},
        "marker": {"type": "string", "enum": ["a", "b"]},
        "free": {"type": "string"},
        "lenient": {"type": "string"},
        "wasEnum": {"type": "string", "enum": ["Fast", "Slow"]},
        "nulled": {"type": "string", "nullable": true, "enum": ["Fast", null]},
        "documented": {"type": "string", "oneOf": [{"enum": ["Fast"]}, {"enum": ["Slow"]}]},
    }});
    let mode = json!({"type": "string", "enum": ["Fast", "Newer"]});
    let new = json!({"type": "object", "properties": {
        "mode": mode,
        "modes": {"type": "array", "items": {"type": "string", "enum": ["Fast"]}},
        "byName": {"type": "object", "additionalProperties": {"type": "string", "enum": ["Fast"]}},
        "caught": {"type": "string", "enum": ["Fast", "Unknown"]},
        "marker": {"type": "string", "enum": ["a"]},
        "free": {"type": "string", "enum": ["Fast"]},
        "lenient": {"type": "string", "enum": ["Fast", "Unknown"]},
        "wasEnum": {"type": "string"},
        "nulled": {"type": "string", "nullable": true, "enum": ["Fast"]},
        "documented": {"type": "string", "enum": ["Fast", "Slow"]},
    }});
    let unknown = Some("Unknown");
    assert_eq!(
        spec_change_read_by(
            old,
            new,
            &[
                // `Old` is read as `Newer`'s alias.
                (".spec.mode", &["Fast", "Newer", "Old"], None),
                (".spec.modes[*]", &["Fast"], None),
                (".spec.byName.*", &["Fast"], None),
                (".spec.caught", &["Fast", "Unknown"], unknown),
                (".spec.free", &["Fast"], None),
                (".spec.lenient", &["Fast", "Unknown"], unknown),
                // An `Option` reads `null` as `None`: no business of the enum's.
                (".spec.nulled", &["Fast"], None),
                (".spec.documented", &["Fast", "Slow"], None),
            ]
        ),
        [
            "breaking for stored objects | .spec.byName.* | `enum` no longer allows \"Slow\", which the Rust enum no longer reads | Node(\".spec.byName.*\")",
            "breaking for stored objects | .spec.caught | `enum` no longer allows \"Slow\", which the Rust enum now reads as \"Unknown\" | Node(\".spec.caught\")",
            "compatible | .spec.caught | `enum` now also allows \"Unknown\" | Node(\".spec.caught\")",
            "needs care | .spec.documented | `enum` was added: a Rust enum now reads the field, which `oneOf` restricted before | Node(\".spec.documented\")",
            "breaking for stored objects | .spec.free | `enum` was added: a Rust enum now reads the field | Node(\".spec.free\")",
            "breaking for stored objects | .spec.lenient | `enum` was added: a Rust enum now reads the field, other values as \"Unknown\" | Node(\".spec.lenient\")",
            "needs care | .spec.marker | `enum` no longer allows \"b\" | Node(\".spec.marker\")",
            "needs care | .spec.mode | `enum` no longer allows \"Old\" | Node(\".spec.mode\")",
            "breaking for stored objects | .spec.mode | `enum` no longer allows \"Slow\", which the Rust enum no longer reads | Node(\".spec.mode\")",
            "compatible | .spec.mode | `enum` now also allows \"Newer\" | Node(\".spec.mode\")",
            "breaking for stored objects | .spec.modes[*] | `enum` no longer allows \"Slow\", which the Rust enum no longer reads | Node(\".spec.modes[*]\")",
            "compatible | .spec.wasEnum | `enum` was removed | Node(\".spec.wasEnum\")",
        ]
    );
}

/// The claim behind E0901 for a Rust enum, from the Rust side: a value the old enum
/// wrote cannot be read by the new one, and one such item fails its whole list (as a
/// typed `list` reads every object at once); an alias keeps it readable; a
/// `#[serde(other)]` variant reads it as itself and writes its own name back.
#[test]
fn serde_cannot_read_a_removed_variant() {
    use serde::{Deserialize, Serialize};

    #[derive(Serialize)]
    enum Before {
        Fast,
        Slow,
    }
    #[derive(Deserialize, Serialize, Debug, PartialEq)]
    enum After {
        Fast,
    }
    #[derive(Deserialize, Debug, PartialEq)]
    enum Aliased {
        Fast,
        #[serde(alias = "Slow")]
        Slower,
    }
    #[derive(Deserialize, Serialize, Debug, PartialEq)]
    enum CatchAll {
        Fast,
        #[serde(other)]
        Unknown,
    }
    let stored = serde_json::to_string(&[Before::Fast, Before::Slow]).unwrap();
    assert_eq!(stored, r#"["Fast","Slow"]"#);
    let err = serde_json::from_str::<Vec<After>>(&stored).unwrap_err();
    assert_eq!(
        err.to_string(),
        "unknown variant `Slow`, expected `Fast` at line 1 column 14"
    );
    assert_eq!(
        serde_json::from_str::<Vec<Aliased>>(&stored).unwrap(),
        [Aliased::Fast, Aliased::Slower]
    );
    let caught = serde_json::from_str::<Vec<CatchAll>>(&stored).unwrap();
    assert_eq!(caught, [CatchAll::Fast, CatchAll::Unknown]);
    assert_eq!(
        serde_json::to_string(&caught).unwrap(),
        r#"["Fast","Unknown"]"#
    );
}

/// schemars writes an integer's `range` as `100.0`, crdgen as `100`: one bound, one
/// default, one enum value, no finding (a kube-rs crate compared with its own CRD
/// reported "`maximum` loosened from 100.0 to 100").
#[test]
fn numbers_equal_in_value_are_no_change() {
    let old = json!({"type": "object", "properties": {"n": {
        "type": "integer", "minimum": 0.0, "maximum": 100.0, "default": 1.0, "enum": [1.0, 2.0]
    }}});
    let new = json!({"type": "object", "properties": {"n": {
        "type": "integer", "minimum": 0, "maximum": 100, "default": 1, "enum": [1, 2]
    }}});
    assert_eq!(spec_change(old.clone(), new.clone()), Vec::<String>::new());
    assert_eq!(spec_change(new, old), Vec::<String>::new());
    // A real difference is still one.
    let old = json!({"type": "object", "properties": {"n": {"type": "number", "maximum": 100.5}}});
    let new = json!({"type": "object", "properties": {"n": {"type": "number", "maximum": 100}}});
    assert_eq!(
        spec_change(old, new),
        [
            "needs care | v1 | .spec.n | `maximum` tightened from 100.5 to 100 | api_changes.md: tightening validation; CRD validation ratcheting | Node(\".spec.n\")"
        ]
    );
}
