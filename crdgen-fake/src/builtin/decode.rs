//! The request body of a built-in kind as kube-apiserver's JSON serializer decodes it
//! into the kind's Go struct (`sigs.k8s.io/json`: case-sensitive, strict errors
//! collected), read from the OpenAPI definitions instead of the Go types:
//!
//! - a value of the wrong JSON type fails the decode with Go's `UnmarshalTypeError`
//!   text, `json: cannot unmarshal string into Go struct field
//!   DeploymentSpec.spec.replicas of type int32` (the innermost struct, the JSON field
//!   names from the root without list indices or map keys, the Go type); an integer
//!   out of its format's range or with a fraction is `number 1.5`; a quantity that
//!   does not parse fails with `resource.ParseQuantity`'s error;
//! - a field the struct does not have is dropped, and reported as a strict decoding
//!   error `unknown field "spec.template.spec.containers[0].foo"` for
//!   `fieldValidation` to turn into a warning or a 400.
//!
//! `null` decodes to the Go zero value anywhere, and the object keeps what Go's encoding
//! of that zero value writes: a `null` map value or list item becomes the zero value
//! of its type (`""`, `0`, `false`, `"0"` for a quantity, `{}` for a struct, which
//! the validation then looks into: `containers: [null]` is a container without a
//! name), and so does a `null` field the definitions mark required (no `omitempty`
//! in Go); a `null` optional field is left out, as Go's `omitempty` leaves out its
//! zero value. A `null` list or map stays `null` where it is required (Go writes a nil
//! slice or map so). What the definitions cannot tell is not checked: the Go type in the message is the OpenAPI type's (`string`,
//! `int32`, `[]v1.Container`, `map[string]string`), so a named Go type
//! (`v1.RestartPolicy`, `v1.ResourceList`) is written as its underlying type;
//! timestamps are not parsed, nor `format: byte` strings as base64; duplicate fields
//! cannot be seen in a parsed body.

use serde_json::{Map, Value};

use super::{definitions, resolve};

/// What decoding found wrong with a body.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Decoded {
    /// The first error that fails the decode, without the handler's prefix (`json:
    /// cannot unmarshal …`).
    pub error: Option<String>,
    /// The strict decoding errors (`unknown field "spec.foo"`), in the body's order.
    pub unknown: Vec<String>,
    /// The fields the Go struct does not have as structured-merge-diff's typed
    /// conversion reports them for server-side apply, the first of each object:
    /// `.spec.template.spec.containers[name="a"].foo: field not declared in schema`.
    pub undeclared: Vec<String>,
}

/// Decodes `object` as the definition `root` (`io.k8s.api.apps.v1.Deployment`)
/// describes it, dropping the fields the Go struct does not have. A definition the
/// data does not carry decodes everything.
pub(crate) fn decode(root: &str, object: &mut Value) -> Decoded {
    let mut decoder = Decoder {
        decoded: Decoded::default(),
    };
    if let Some(schema) = definitions().get(root) {
        let context = Context {
            strukt: short_name(root),
            fields: Vec::new(),
            path: String::new(),
            smd: String::new(),
        };
        decoder.value(schema, object, &context);
    }
    decoder.decoded
}

/// Where the decoder is: Go's `errorContext` (innermost struct, JSON field names) and
/// the strict error path (`spec.containers[0]`).
#[derive(Clone, Debug)]
struct Context<'a> {
    strukt: &'a str,
    fields: Vec<&'a str>,
    path: String,
    /// structured-merge-diff's path: `.spec.ports[port=80,protocol="TCP"]`.
    smd: String,
}

struct Decoder {
    decoded: Decoded,
}

/// The Go type name of a definition: `v1.Container` for `io.k8s.api.core.v1.Container`
/// (the package's last path element, the type).
fn go_type_name(definition: &str) -> String {
    let mut parts = definition.rsplit('.');
    let name = parts.next().unwrap_or(definition);
    match parts.next() {
        Some(package) => format!("{package}.{name}"),
        None => name.to_owned(),
    }
}

/// The Go type name without its package, as `reflect.Type.Name()` gives it.
fn short_name(definition: &str) -> &str {
    definition.rsplit('.').next().unwrap_or(definition)
}

/// What a node decodes into.
enum Shape<'a> {
    /// A struct: its definition name, properties and required fields (those without
    /// `omitempty` in Go).
    Struct(&'a str, &'a Map<String, Value>, &'a [Value]),
    /// `map[string]T`.
    Map(&'a Value),
    /// `[]T`, with the list node (for its `x-kubernetes-list-type`).
    List(&'a Value, &'a Map<String, Value>),
    /// `resource.Quantity`: a string or a number that parses as one.
    Quantity,
    /// `intstr.IntOrString`: a string, else an `int32`.
    IntOrString,
    /// `integer` of format `int32` or `int64`.
    Integer(&'static str),
    /// `number` (`float64`).
    Float,
    /// `boolean`.
    Bool,
    /// `string`, whatever its format.
    String,
    /// Anything (`runtime.RawExtension`, `FieldsV1`, apiextensions' `JSON`).
    Any,
}

fn shape(schema: &Value) -> Shape<'_> {
    let (name, node) = resolve(schema);
    let Some(node) = node else {
        return Shape::Any;
    };
    if let Some(Value::Object(properties)) = node.get("properties") {
        let required = node
            .get("required")
            .and_then(Value::as_array)
            .map(Vec::as_slice)
            .unwrap_or_default();
        return Shape::Struct(name.unwrap_or(""), properties, required);
    }
    if let Some(items) = node.get("additionalProperties") {
        return Shape::Map(items);
    }
    if let Some(items) = node.get("items") {
        return Shape::List(items, node);
    }
    if let Some(Value::Array(one_of)) = node.get("oneOf") {
        let types: Vec<&str> = one_of
            .iter()
            .filter_map(|o| o.get("type").and_then(Value::as_str))
            .collect();
        return if types.contains(&"integer") {
            Shape::IntOrString
        } else {
            Shape::Quantity
        };
    }
    match node.get("type").and_then(Value::as_str) {
        Some("integer") => Shape::Integer(
            if node.get("format").and_then(Value::as_str) == Some("int32") {
                "int32"
            } else {
                "int64"
            },
        ),
        Some("number") => Shape::Float,
        Some("boolean") => Shape::Bool,
        Some("string") => Shape::String,
        _ => Shape::Any,
    }
}

/// The Go type a schema node decodes into, as `reflect.Type.String()` writes it.
fn go_type(schema: &Value) -> String {
    match shape(schema) {
        Shape::Struct(name, _, _) => go_type_name(name),
        Shape::Map(items) => format!("map[string]{}", go_type(items)),
        Shape::List(items, _) => format!("[]{}", go_type(items)),
        Shape::Quantity => "resource.Quantity".to_owned(),
        Shape::IntOrString => "intstr.IntOrString".to_owned(),
        Shape::Integer(t) => t.to_owned(),
        Shape::Float => "float64".to_owned(),
        Shape::Bool => "bool".to_owned(),
        Shape::String => "string".to_owned(),
        Shape::Any => "interface {}".to_owned(),
    }
}

/// What Go's encoding writes for the zero value of a node's type, where that is not
/// `null`: `""`, `0`, `false`, `"0"` for a quantity (`resource.Quantity{}`), `0` for an
/// int-or-string (`intstr.IntOrString{}` is the integer 0) and `{}` for a struct. A nil
/// slice or map, and an untyped value, are `null`.
fn zero(schema: &Value) -> Option<Value> {
    match shape(schema) {
        Shape::Struct(..) => Some(Value::Object(Map::new())),
        Shape::Quantity => Some(Value::String("0".to_owned())),
        Shape::IntOrString | Shape::Integer(_) | Shape::Float => Some(Value::from(0)),
        Shape::Bool => Some(Value::Bool(false)),
        Shape::String => Some(Value::String(String::new())),
        Shape::Map(_) | Shape::List(..) | Shape::Any => None,
    }
}

/// A `null` map value or list item as Go decodes it: the zero value of the item type,
/// `null` where that is a nil slice or map.
fn zero_item(items: &Value, item: &mut Value) {
    if item.is_null()
        && let Some(zero) = zero(items)
    {
        *item = zero;
    }
}

/// structured-merge-diff's `PathElement.String()` of a list item: `[name="a"]` in a
/// map list (its keys, values as JSON), `[="a"]` in a set, `[0]` otherwise.
fn smd_element(list: &Map<String, Value>, index: usize, item: &Value) -> String {
    match list.get("x-kubernetes-list-type").and_then(Value::as_str) {
        Some("map") => {
            let keys = list
                .get("x-kubernetes-list-map-keys")
                .and_then(Value::as_array)
                .map(Vec::as_slice)
                .unwrap_or_default();
            let parts: Vec<String> = keys
                .iter()
                .filter_map(Value::as_str)
                .filter_map(|k| item.get(k).map(|v| format!("{k}={v}")))
                .collect();
            format!("[{}]", parts.join(","))
        }
        Some("set") => format!("[={item}]"),
        _ => format!("[{index}]"),
    }
}

/// The `Value` of an `UnmarshalTypeError`: the JSON kind.
fn json_kind(value: &Value) -> String {
    match value {
        Value::Null => "null".to_owned(),
        Value::Bool(_) => "bool".to_owned(),
        Value::Number(_) => "number".to_owned(),
        Value::String(_) => "string".to_owned(),
        Value::Array(_) => "array".to_owned(),
        Value::Object(_) => "object".to_owned(),
    }
}

impl Decoder {
    fn fail(&mut self, message: String) {
        // Go keeps the first error and decodes on.
        if self.decoded.error.is_none() {
            self.decoded.error = Some(message);
        }
    }

    /// `json: cannot unmarshal <value> into Go struct field <Struct>.<fields> of type
    /// <type>`.
    fn type_error(&mut self, value: String, context: &Context<'_>, go_type: &str) {
        let message = if context.fields.is_empty() {
            format!("json: cannot unmarshal {value} into Go value of type {go_type}")
        } else {
            format!(
                "json: cannot unmarshal {value} into Go struct field {}.{} of type {go_type}",
                context.strukt,
                context.fields.join(".")
            )
        };
        self.fail(message);
    }

    fn value<'a>(&mut self, schema: &'a Value, value: &mut Value, context: &Context<'a>) {
        if value.is_null() {
            return;
        }
        match shape(schema) {
            Shape::Struct(name, properties, required) => {
                let Value::Object(map) = value else {
                    self.type_error(json_kind(value), context, &go_type_name(name));
                    return;
                };
                // A `null` field: the zero value where Go writes it (no `omitempty`),
                // left out where `omitempty` leaves it out.
                map.retain(|key, item| {
                    !item.is_null()
                        || !properties.contains_key(key.as_str())
                        || required.iter().any(|r| r == key.as_str())
                });
                for (key, item) in map.iter_mut() {
                    if let Some(property) = properties.get(key.as_str()) {
                        zero_item(property, item);
                    }
                }
                let mut unknown = Vec::new();
                for (key, item) in map.iter_mut() {
                    let path = if context.path.is_empty() {
                        key.clone()
                    } else {
                        format!("{}.{key}", context.path)
                    };
                    let smd = format!("{}.{key}", context.smd);
                    let Some((field, property)) = properties.get_key_value(key.as_str()) else {
                        self.decoded
                            .unknown
                            .push(format!("unknown field \"{path}\""));
                        if unknown.is_empty() {
                            self.decoded
                                .undeclared
                                .push(format!("{smd}: field not declared in schema"));
                        }
                        unknown.push(key.clone());
                        continue;
                    };
                    let mut fields = context.fields.clone();
                    fields.push(field.as_str());
                    let inner = Context {
                        // The root definition is given by name, not by `$ref`.
                        strukt: if name.is_empty() {
                            context.strukt
                        } else {
                            short_name(name)
                        },
                        fields,
                        path,
                        smd,
                    };
                    self.value(property, item, &inner);
                }
                for key in unknown {
                    map.remove(&key);
                }
            }
            Shape::Map(items) => {
                let Value::Object(map) = value else {
                    self.type_error(json_kind(value), context, &go_type(schema));
                    return;
                };
                for (key, item) in map.iter_mut() {
                    zero_item(items, item);
                    let inner = Context {
                        path: format!("{}.{key}", context.path),
                        smd: format!("{}.{key}", context.smd),
                        ..context.clone()
                    };
                    self.value(items, item, &inner);
                }
            }
            Shape::List(items, node) => {
                let Value::Array(list) = value else {
                    self.type_error(json_kind(value), context, &go_type(schema));
                    return;
                };
                for (index, item) in list.iter_mut().enumerate() {
                    zero_item(items, item);
                    let inner = Context {
                        path: format!("{}[{index}]", context.path),
                        smd: format!("{}{}", context.smd, smd_element(node, index, item)),
                        ..context.clone()
                    };
                    self.value(items, item, &inner);
                }
            }
            Shape::Quantity => {
                // `Quantity.UnmarshalJSON` parses the string, or the JSON text of
                // anything else.
                let text = match value {
                    Value::String(s) => s.trim().to_owned(),
                    other => other.to_string(),
                };
                if let Err(e) = crdgen_apiserver::cel::parse_quantity(&text) {
                    self.fail(e.to_owned());
                }
            }
            Shape::IntOrString => {
                // `IntOrString.UnmarshalJSON`: a string, else `json.Unmarshal` into
                // its int32, whose error the outer decoder puts in context.
                if !value.is_string() {
                    self.integer(value, "int32", context);
                }
            }
            Shape::Integer(go) => self.integer(value, go, context),
            Shape::Float => {
                if !value.is_number() {
                    self.type_error(json_kind(value), context, "float64");
                }
            }
            Shape::Bool => {
                if !value.is_boolean() {
                    self.type_error(json_kind(value), context, "bool");
                }
            }
            Shape::String => {
                if !value.is_string() {
                    self.type_error(json_kind(value), context, "string");
                }
            }
            Shape::Any => {}
        }
    }

    /// An integer of Go type `go` (`int32`, `int64`): a number without a fraction in
    /// range, else `number <literal>`.
    fn integer(&mut self, value: &Value, go: &str, context: &Context<'_>) {
        let Value::Number(number) = value else {
            self.type_error(json_kind(value), context, go);
            return;
        };
        let fits = match (number.as_i64(), go) {
            (Some(n), "int32") => i32::try_from(n).is_ok(),
            (Some(_), _) => true,
            (None, _) => false,
        };
        if !fits {
            self.type_error(format!("number {number}"), context, go);
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    const DEPLOYMENT: &str = "io.k8s.api.apps.v1.Deployment";

    fn error_of(root: &str, mut object: Value) -> Option<String> {
        decode(root, &mut object).error
    }

    #[test]
    fn wrong_types_fail_with_gos_message() {
        assert_eq!(
            error_of(DEPLOYMENT, json!({"spec": {"replicas": "three"}})).as_deref(),
            Some(
                "json: cannot unmarshal string into Go struct field DeploymentSpec.spec.replicas of type int32"
            )
        );
        let container = json!({"spec": {"template": {"spec": {"containers": [
            {"name": "a", "ports": "80"}
        ]}}}});
        assert_eq!(
            error_of(DEPLOYMENT, container).as_deref(),
            Some(
                "json: cannot unmarshal string into Go struct field Container.spec.template.spec.containers.ports of type []v1.ContainerPort"
            )
        );
        let command = json!({"spec": {"containers": [{"name": "a", "command": ["sleep", 1200]}]}});
        assert_eq!(
            error_of("io.k8s.api.core.v1.Pod", command).as_deref(),
            Some(
                "json: cannot unmarshal number into Go struct field Container.spec.containers.command of type string"
            )
        );
        assert_eq!(
            error_of("io.k8s.api.core.v1.ConfigMap", json!({"data": {"a": 1}})).as_deref(),
            Some(
                "json: cannot unmarshal number into Go struct field ConfigMap.data of type string"
            )
        );
        assert_eq!(
            error_of(DEPLOYMENT, json!({"spec": {"replicas": 1.5}})).as_deref(),
            Some(
                "json: cannot unmarshal number 1.5 into Go struct field DeploymentSpec.spec.replicas of type int32"
            )
        );
        assert_eq!(
            error_of(DEPLOYMENT, json!({"spec": {"replicas": 3_000_000_000_i64}})).as_deref(),
            Some(
                "json: cannot unmarshal number 3000000000 into Go struct field DeploymentSpec.spec.replicas of type int32"
            )
        );
        assert_eq!(
            error_of(DEPLOYMENT, json!({"spec": []})).as_deref(),
            Some(
                "json: cannot unmarshal array into Go struct field Deployment.spec of type v1.DeploymentSpec"
            )
        );
        let surge = json!({"spec": {"strategy": {"rollingUpdate": {"maxSurge": true}}}});
        assert_eq!(
            error_of(DEPLOYMENT, surge).as_deref(),
            Some(
                "json: cannot unmarshal bool into Go struct field RollingUpdateDeployment.spec.strategy.rollingUpdate.maxSurge of type int32"
            )
        );
        let cpu = json!({"spec": {"containers": [
            {"name": "a", "resources": {"limits": {"cpu": "lots"}}}
        ]}});
        assert_eq!(
            error_of("io.k8s.api.core.v1.Pod", cpu).as_deref(),
            Some(
                "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'"
            )
        );
    }

    #[test]
    fn valid_values_decode_unchanged() {
        let mut object = json!({
            "metadata": {"name": "a", "labels": {"app": "a"}},
            "spec": {"replicas": 2, "template": {"spec": {"containers": [{
                "name": "a", "resources": {"limits": {"cpu": "500m", "memory": 1e9}},
                "ports": [{"containerPort": 80}],
            }]}}, "strategy": {"rollingUpdate": {"maxSurge": "25%", "maxUnavailable": 1}}},
        });
        let before = object.clone();
        assert_eq!(decode(DEPLOYMENT, &mut object), Decoded::default());
        assert_eq!(object, before);
    }

    #[test]
    fn nulls_decode_to_what_go_stores() {
        // Optional fields (`omitempty`) go; map values and list items become their
        // type's zero value, a struct item `{}`; a required field its zero value, a
        // required list `null` (Go writes a nil slice so).
        let mut object = json!({
            "metadata": {"name": "a", "labels": {"app": null}, "creationTimestamp": null},
            "spec": {"replicas": null, "template": {"spec": {"containers": [null, {
                "name": "a", "args": ["x", null], "ports": [{"containerPort": 80, "name": null}],
                "resources": {"limits": {"cpu": null}, "requests": null},
                "livenessProbe": {"httpGet": {"port": null, "httpHeaders": [
                    {"name": "X", "value": null}
                ]}},
            }]}}},
        });
        assert_eq!(decode(DEPLOYMENT, &mut object), Decoded::default());
        assert_eq!(
            object,
            json!({
                "metadata": {"name": "a", "labels": {"app": ""}},
                "spec": {"template": {"spec": {"containers": [{}, {
                    "name": "a", "args": ["x", ""], "ports": [{"containerPort": 80}],
                    "resources": {"limits": {"cpu": "0"}},
                    "livenessProbe": {"httpGet": {"port": 0, "httpHeaders": [
                        {"name": "X", "value": ""}
                    ]}},
                }]}}},
            })
        );
        let mut pod = json!({"spec": {"containers": null}});
        decode("io.k8s.api.core.v1.Pod", &mut pod);
        assert_eq!(pod, json!({"spec": {"containers": null}}));
        let mut config = json!({"data": {"a": null, "b": ""}});
        decode("io.k8s.api.core.v1.ConfigMap", &mut config);
        assert_eq!(config, json!({"data": {"a": "", "b": ""}}));
    }

    #[test]
    fn unknown_fields_are_dropped_and_listed() {
        let mut object = json!({
            "metadata": {"name": "a", "labelz": {"a": "b"}},
            "spec": {"template": {"spec": {"containers": [
                {"name": "a"}, {"name": "b", "imagePullPolicyx": "Always"}
            ]}}, "Replicas": 2},
            "extra": 1,
        });
        let decoded = decode(DEPLOYMENT, &mut object);
        assert_eq!(
            decoded,
            Decoded {
                error: None,
                unknown: vec![
                    "unknown field \"extra\"".to_owned(),
                    "unknown field \"metadata.labelz\"".to_owned(),
                    "unknown field \"spec.Replicas\"".to_owned(),
                    "unknown field \"spec.template.spec.containers[1].imagePullPolicyx\""
                        .to_owned(),
                ],
                undeclared: vec![
                    ".extra: field not declared in schema".to_owned(),
                    ".metadata.labelz: field not declared in schema".to_owned(),
                    ".spec.Replicas: field not declared in schema".to_owned(),
                    ".spec.template.spec.containers[name=\"b\"].imagePullPolicyx: field not declared in schema".to_owned(),
                ],
            }
        );
        assert_eq!(
            object,
            json!({
                "metadata": {"name": "a"},
                "spec": {"template": {"spec": {"containers": [{"name": "a"}, {"name": "b"}]}}},
            })
        );
    }

    #[test]
    fn raw_extensions_and_fields_keep_anything() {
        let mut object = json!({"metadata": {"managedFields": [
            {"manager": "a", "fieldsV1": {"f:data": {"f:x": {}}}}
        ]}, "data": {"x": "y"}});
        let before = object.clone();
        assert_eq!(
            decode("io.k8s.api.core.v1.ConfigMap", &mut object),
            Decoded::default()
        );
        assert_eq!(object, before);
    }
}
