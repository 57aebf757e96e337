//! The admission handlers driven with AdmissionReview requests as kube-apiserver sends
//! them (`userInfo`, `dryRun`, `oldObject`, `options`, …): the exact answers, the
//! defaulting patch applied back to the object sent, and malformed input answered.
#![cfg(feature = "webhook")]

use base64::Engine;
use crdgen::CustomResource;
use crdgen::admission::{self, AdmissionRequest, AdmissionReview, Denial, Status, Verdict};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// WidgetSpec is the desired state of a Widget.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(group = "example.com", version = "v1", kind = "Widget", namespaced)]
pub struct WidgetSpec {
    /// Replicas is the number of pods; defaulted to 1.
    #[serde(default)]
    pub replicas: i32,
    /// Image is the container image; defaulted to `nginx`, immutable.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Ports are the ports served (written as `[]` when empty).
    #[serde(default)]
    pub ports: Vec<Port>,
}

/// Port is one port served.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Port {
    /// Name of the port.
    pub name: String,
    /// Protocol; defaulted to `TCP`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub protocol: Option<String>,
}

impl admission::Validate for Widget {
    fn validate_create(&self, _: &AdmissionRequest<Self>) -> Verdict {
        match self.spec.replicas {
            r if r > 10 => Err(Denial::new("spec.replicas: at most 10")
                .warning("spec.replicas: 5 or fewer roll out faster")),
            r if r > 5 => Ok(vec!["spec.replicas: 5 or fewer roll out faster".to_owned()]),
            _ => Ok(vec![]),
        }
    }

    fn validate_update(&self, old: &Self, _: &AdmissionRequest<Self>) -> Verdict {
        if self.spec.image != old.spec.image {
            return Err(Denial::with_status(
                Status::failure("spec.image: Invalid value: field is immutable", "Invalid")
                    .with_code(422),
            ));
        }
        Ok(vec![])
    }

    fn validate_delete(&self, request: &AdmissionRequest<Self>) -> Verdict {
        let user = request.user_info.username.as_deref().unwrap_or_default();
        if request.dry_run {
            return Ok(vec![format!(
                "dry run: {} stays",
                self.metadata.name.as_deref().unwrap_or_default()
            )]);
        }
        if user != "admin" {
            return Err(Denial::new(format!(
                "only admin deletes widgets, not {user}"
            )));
        }
        Ok(vec![])
    }
}

impl admission::Defaulter for Widget {
    fn set_defaults(&mut self, request: &AdmissionRequest<Self>) -> Result<(), Denial> {
        if self.spec.image.as_deref() == Some("latest") {
            return Err(Denial::new(format!(
                "spec.image: name a version, {} may not run latest",
                request.namespace.as_deref().unwrap_or_default()
            )));
        }
        if self.spec.replicas == 0 {
            self.spec.replicas = 1;
        }
        self.spec.image.get_or_insert_with(|| "nginx".to_owned());
        for port in &mut self.spec.ports {
            port.protocol.get_or_insert_with(|| "TCP".to_owned());
        }
        Ok(())
    }
}

const UID: &str = "705ab4f5-6393-11e8-b7cc-42010a800002";

/// A request as kube-apiserver 1.3x sends it for `operation` on widget `w`.
fn review(operation: &str, object: Value, old_object: Value, dry_run: bool, user: &str) -> String {
    let options = match operation {
        "CREATE" => {
            json!({"kind": "CreateOptions", "apiVersion": "meta.k8s.io/v1", "fieldManager": "kubectl-client-side-apply"})
        }
        "UPDATE" => json!({"kind": "UpdateOptions", "apiVersion": "meta.k8s.io/v1"}),
        _ => {
            json!({"kind": "DeleteOptions", "apiVersion": "meta.k8s.io/v1", "propagationPolicy": "Background"})
        }
    };
    json!({
        "kind": "AdmissionReview",
        "apiVersion": "admission.k8s.io/v1",
        "request": {
            "uid": UID,
            "kind": {"group": "example.com", "version": "v1", "kind": "Widget"},
            "resource": {"group": "example.com", "version": "v1", "resource": "widgets"},
            "requestKind": {"group": "example.com", "version": "v1", "kind": "Widget"},
            "requestResource": {"group": "example.com", "version": "v1", "resource": "widgets"},
            "name": "w",
            "namespace": "default",
            "operation": operation,
            "userInfo": {
                "username": user,
                "uid": "0d7f0f0b-1111-4c3e-9a2e-5e4a1e7a3c10",
                "groups": ["system:masters", "system:authenticated"],
                "extra": {"authentication.kubernetes.io/credential-id": ["X509SHA256=abc"]}
            },
            "object": object,
            "oldObject": old_object,
            "dryRun": dry_run,
            "options": options
        }
    })
    .to_string()
}

/// A Widget as the API server sends it, with `spec`.
fn widget(spec: Value) -> Value {
    json!({
        "apiVersion": "example.com/v1",
        "kind": "Widget",
        "metadata": {
            "name": "w",
            "namespace": "default",
            "uid": "3b2f5c1e-7a44-4d5b-8f0e-2c9d1a6b7e55",
            "resourceVersion": "4711",
            "generation": 1,
            "creationTimestamp": "2026-11-25T12:00:00Z",
            "managedFields": [{"manager": "kubectl", "operation": "Update", "apiVersion": "example.com/v1", "time": "2026-11-25T12:00:00Z", "fieldsType": "FieldsV1", "fieldsV1": {"f:spec": {".": {}, "f:replicas": {}}}}]
        },
        "spec": spec
    })
}

fn validate(body: &str) -> String {
    String::from_utf8(admission::validate::<Widget>(body.as_bytes())).expect("UTF-8")
}

fn mutate(body: &str) -> String {
    String::from_utf8(admission::mutate::<Widget>(body.as_bytes())).expect("UTF-8")
}

/// The `response` of an answer, for the cases where only it differs.
fn response(answer: &str) -> String {
    let answer: Value = serde_json::from_str(answer).expect("the answer is JSON");
    assert_eq!(answer["apiVersion"], "admission.k8s.io/v1");
    assert_eq!(answer["kind"], "AdmissionReview");
    answer["response"].to_string()
}

#[test]
fn create_allowed_is_the_whole_answer() {
    assert_eq!(
        validate(&review(
            "CREATE",
            widget(json!({"replicas": 3})),
            Value::Null,
            false,
            "alice"
        )),
        r#"{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","response":{"allowed":true,"status":{"code":200},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002"}}"#
    );
}

#[test]
fn create_allowed_with_warnings() {
    assert_eq!(
        response(&validate(&review(
            "CREATE",
            widget(json!({"replicas": 7})),
            Value::Null,
            false,
            "alice"
        ))),
        r#"{"allowed":true,"status":{"code":200},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002","warnings":["spec.replicas: 5 or fewer roll out faster"]}"#
    );
}

#[test]
fn create_denied_is_403_forbidden_with_warnings() {
    assert_eq!(
        response(&validate(&review(
            "CREATE",
            widget(json!({"replicas": 11})),
            Value::Null,
            false,
            "alice"
        ))),
        r#"{"allowed":false,"status":{"code":403,"message":"spec.replicas: at most 10","reason":"Forbidden"},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002","warnings":["spec.replicas: 5 or fewer roll out faster"]}"#
    );
}

#[test]
fn update_sees_the_old_object_and_answers_its_own_status() {
    let old = widget(json!({"image": "nginx:1.27"}));
    assert_eq!(
        response(&validate(&review(
            "UPDATE",
            widget(json!({"image": "nginx:1.28"})),
            old.clone(),
            false,
            "alice"
        ))),
        r#"{"allowed":false,"status":{"code":422,"message":"spec.image: Invalid value: field is immutable","reason":"Invalid","status":"Failure"},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002"}"#
    );
    assert_eq!(
        response(&validate(&review(
            "UPDATE",
            widget(json!({"image": "nginx:1.27", "replicas": 2})),
            old,
            false,
            "alice"
        ))),
        r#"{"allowed":true,"status":{"code":200},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002"}"#
    );
}

#[test]
fn delete_validates_the_old_object_with_user_and_dry_run() {
    let old = widget(json!({"replicas": 1}));
    assert_eq!(
        response(&validate(&review(
            "DELETE",
            Value::Null,
            old.clone(),
            false,
            "alice"
        ))),
        r#"{"allowed":false,"status":{"code":403,"message":"only admin deletes widgets, not alice","reason":"Forbidden"},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002"}"#
    );
    assert_eq!(
        response(&validate(&review(
            "DELETE",
            Value::Null,
            old.clone(),
            true,
            "alice"
        ))),
        r#"{"allowed":true,"status":{"code":200},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002","warnings":["dry run: w stays"]}"#
    );
    assert_eq!(
        response(&validate(&review(
            "DELETE",
            Value::Null,
            old,
            false,
            "admin"
        ))),
        r#"{"allowed":true,"status":{"code":200},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002"}"#
    );
}

#[test]
fn connect_is_allowed_unvalidated() {
    assert_eq!(
        response(&validate(&review(
            "CONNECT",
            json!({"kind": "PodExecOptions"}),
            Value::Null,
            false,
            "alice"
        ))),
        r#"{"allowed":true,"status":{"code":200},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002"}"#
    );
    assert_eq!(
        response(&mutate(&review(
            "CONNECT",
            json!({"kind": "PodExecOptions"}),
            Value::Null,
            false,
            "alice"
        ))),
        r#"{"allowed":true,"status":{"code":200},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002"}"#
    );
}

#[test]
fn v1beta1_reviews_are_answered_in_v1beta1() {
    let body = review("CREATE", widget(json!({})), Value::Null, false, "alice")
        .replace("admission.k8s.io/v1", "admission.k8s.io/v1beta1");
    assert_eq!(
        validate(&body),
        r#"{"apiVersion":"admission.k8s.io/v1beta1","kind":"AdmissionReview","response":{"allowed":true,"status":{"code":200},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002"}}"#
    );
}

/// The patch of an answer, decoded, and the object sent with it applied.
fn patch_of(answer: &str, sent: &Value) -> (String, Value) {
    let answer: Value = serde_json::from_str(answer).expect("the answer is JSON");
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(
            answer["response"]["patch"]
                .as_str()
                .expect("a base64 patch"),
        )
        .expect("base64");
    let patch: json_patch::Patch = serde_json::from_slice(&bytes).expect("an RFC 6902 patch");
    let mut patched = sent.clone();
    json_patch::patch(&mut patched, &patch).expect("the patch applies to the object sent");
    (String::from_utf8(bytes).expect("UTF-8"), patched)
}

#[test]
fn defaulting_patches_the_defaults_and_nothing_else() {
    // As sent: no replicas (the type writes 0), no ports list (the type writes []), a
    // port with a field the type does not know, and a spec field it does not know.
    let sent = widget(json!({"ports": [{"name": "http", "appProtocol": "h2c"}], "tier": "gold"}));
    let answer = mutate(&review("CREATE", sent.clone(), Value::Null, false, "alice"));
    assert_eq!(
        response(&answer),
        r#"{"allowed":true,"patch":"W3sib3AiOiJhZGQiLCJwYXRoIjoiL3NwZWMvaW1hZ2UiLCJ2YWx1ZSI6Im5naW54In0seyJvcCI6ImFkZCIsInBhdGgiOiIvc3BlYy9wb3J0cy8wL3Byb3RvY29sIiwidmFsdWUiOiJUQ1AifSx7Im9wIjoiYWRkIiwicGF0aCI6Ii9zcGVjL3JlcGxpY2FzIiwidmFsdWUiOjF9XQ==","patchType":"JSONPatch","status":{"code":200},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002"}"#
    );
    let (patch, patched) = patch_of(&answer, &sent);
    assert_eq!(
        patch,
        r#"[{"op":"add","path":"/spec/image","value":"nginx"},{"op":"add","path":"/spec/ports/0/protocol","value":"TCP"},{"op":"add","path":"/spec/replicas","value":1}]"#
    );
    assert_eq!(
        patched["spec"],
        json!({"image": "nginx", "replicas": 1, "ports": [{"name": "http", "appProtocol": "h2c", "protocol": "TCP"}], "tier": "gold"})
    );
}

#[test]
fn defaulting_on_update_patches_the_new_object() {
    let sent = widget(
        json!({"replicas": 2, "image": "nginx:1.28", "ports": [{"name": "a", "protocol": "UDP"}, {"name": "b"}]}),
    );
    let answer = mutate(&review(
        "UPDATE",
        sent.clone(),
        widget(json!({"replicas": 2})),
        true,
        "alice",
    ));
    let (patch, _) = patch_of(&answer, &sent);
    assert_eq!(
        patch,
        r#"[{"op":"add","path":"/spec/ports/1/protocol","value":"TCP"}]"#
    );
}

#[test]
fn defaulting_with_nothing_to_do_sends_no_patch() {
    let sent = widget(json!({"replicas": 2, "image": "nginx", "ports": []}));
    assert_eq!(
        mutate(&review("CREATE", sent, Value::Null, false, "alice")),
        r#"{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","response":{"allowed":true,"status":{"code":200},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002"}}"#
    );
}

#[test]
fn defaulting_skips_delete_and_answers_a_denial() {
    assert_eq!(
        response(&mutate(&review(
            "DELETE",
            Value::Null,
            widget(json!({})),
            false,
            "alice"
        ))),
        r#"{"allowed":true,"status":{"code":200},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002"}"#
    );
    assert_eq!(
        response(&mutate(&review(
            "CREATE",
            widget(json!({"image": "latest"})),
            Value::Null,
            false,
            "alice"
        ))),
        r#"{"allowed":false,"status":{"code":403,"message":"spec.image: name a version, default may not run latest","reason":"Forbidden"},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002"}"#
    );
}

#[test]
fn typed_variants_answer_as_the_byte_handlers() {
    let body = review(
        "CREATE",
        widget(json!({"replicas": 7})),
        Value::Null,
        false,
        "alice",
    );
    let typed: AdmissionReview<Widget> = serde_json::from_str(&body).expect("a review");
    let answer = serde_json::to_value(admission::validate_review(typed.clone())).expect("JSON");
    assert_eq!(
        answer,
        serde_json::from_str::<Value>(&validate(&body)).expect("JSON")
    );
    // The typed defaulting patch is computed from the object as serde writes it: the
    // absent ports list is there as `[]`.
    let answer = serde_json::to_value(admission::mutate_review(typed)).expect("JSON");
    let patch: Vec<u8> =
        serde_json::from_value(answer["response"]["patch"].clone()).expect("bytes");
    assert_eq!(
        String::from_utf8(patch).expect("UTF-8"),
        r#"[{"op":"add","path":"/spec/image","value":"nginx"}]"#
    );
}

#[test]
fn malformed_requests_are_answered_400() {
    let cases = [
        (
            "",
            r#"{"allowed":false,"status":{"code":400,"message":"the request body is not JSON: EOF while parsing a value at line 1 column 0"},"uid":""}"#,
        ),
        (
            "<html>",
            r#"{"allowed":false,"status":{"code":400,"message":"the request body is not JSON: expected value at line 1 column 1"},"uid":""}"#,
        ),
        (
            r#"{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview"}"#,
            r#"{"allowed":false,"status":{"code":400,"message":"the AdmissionReview carries no request"},"uid":""}"#,
        ),
        (
            r#"[1,2]"#,
            r#"{"allowed":false,"status":{"code":400,"message":"the request body is not an AdmissionReview: invalid type: sequence, expected struct AdmissionReview"},"uid":""}"#,
        ),
        (
            r#"{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","request":{"uid":"u-1","operation":"CREATE"}}"#,
            r#"{"allowed":false,"status":{"code":400,"message":"the request body is not an AdmissionReview: missing field `kind`"},"uid":"u-1"}"#,
        ),
    ];
    for (body, expected) in cases {
        assert_eq!(response(&validate(body)), expected, "{body}");
        assert_eq!(response(&mutate(body)), expected, "{body}");
    }
}

#[test]
fn bad_objects_are_answered_400_with_the_uid() {
    let body = review(
        "CREATE",
        widget(json!({"replicas": "three"})),
        Value::Null,
        false,
        "alice",
    );
    let expected = r#"{"allowed":false,"status":{"code":400,"message":"request.object is not a valid Widget: invalid type: string \"three\", expected i32"},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002"}"#;
    assert_eq!(response(&validate(&body)), expected);
    assert_eq!(response(&mutate(&body)), expected);
    let body = review("UPDATE", widget(json!({})), Value::Null, false, "alice");
    assert_eq!(
        response(&validate(&body)),
        r#"{"allowed":false,"status":{"code":400,"message":"the UPDATE request carries no oldObject"},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002"}"#
    );
    let body = review("CREATE", Value::Null, Value::Null, false, "alice");
    assert_eq!(
        response(&mutate(&body)),
        r#"{"allowed":false,"status":{"code":400,"message":"the CREATE request carries no object"},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002"}"#
    );
}

#[test]
fn every_truncation_of_a_request_is_answered() {
    let body = review(
        "UPDATE",
        widget(json!({"ports": [{"name": "a"}]})),
        widget(json!({})),
        false,
        "alice",
    );
    for end in 0..body.len() {
        for answer in [validate(&body[..end]), mutate(&body[..end])] {
            let answer: Value = serde_json::from_str(&answer).expect("the answer is JSON");
            assert_eq!(answer["response"]["allowed"], false, "{}", &body[..end]);
            assert_eq!(
                answer["response"]["status"]["code"],
                400,
                "{}",
                &body[..end]
            );
        }
    }
}
