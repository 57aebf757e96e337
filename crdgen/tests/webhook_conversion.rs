//! The conversion handler driven with ConversionReview requests as kube-apiserver sends
//! them: three versions of a kind around the hub v1, every direction, failures in the
//! response's result, and malformed input answered.
#![cfg(feature = "webhook")]

use crdgen::conversion::{ConversionReview, Converter};
use serde_json::{Value, json};

/// Widget at v1: the hub (and storage version).
pub mod v1 {
    use crdgen::CustomResource;
    use serde::{Deserialize, Serialize};

    /// WidgetSpec is the desired state of a Widget.
    #[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq)]
    #[serde(rename_all = "camelCase")]
    #[crd(
        group = "example.com",
        version = "v1",
        kind = "Widget",
        namespaced,
        storage
    )]
    pub struct WidgetSpec {
        /// Replicas is the number of pods.
        pub replicas: i32,
        /// Image is the container image.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub image: Option<String>,
    }
}

/// Widget at v1beta1: a spoke with the image.
pub mod v1beta1 {
    use crdgen::CustomResource;
    use serde::{Deserialize, Serialize};

    /// WidgetSpec is the desired state of a Widget.
    #[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq)]
    #[serde(rename_all = "camelCase")]
    #[crd(
        group = "example.com",
        version = "v1beta1",
        kind = "Widget",
        namespaced
    )]
    pub struct WidgetSpec {
        /// Replicas is the number of pods.
        pub replicas: i32,
        /// Image is the container image.
        pub image: String,
    }
}

/// Widget at v1alpha1: a spoke without the image, `size` for `replicas`.
pub mod v1alpha1 {
    use crdgen::CustomResource;
    use serde::{Deserialize, Serialize};

    /// WidgetSpec is the desired state of a Widget.
    #[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq)]
    #[serde(rename_all = "camelCase")]
    #[crd(
        group = "example.com",
        version = "v1alpha1",
        kind = "Widget",
        namespaced
    )]
    pub struct WidgetSpec {
        /// Size is the number of pods.
        pub size: i32,
    }
}

impl From<v1beta1::Widget> for v1::Widget {
    fn from(w: v1beta1::Widget) -> Self {
        let spec = v1::WidgetSpec {
            replicas: w.spec.replicas,
            image: (!w.spec.image.is_empty()).then_some(w.spec.image),
        };
        let mut out = v1::Widget::new("", spec);
        out.metadata = w.metadata;
        out
    }
}

impl From<v1::Widget> for v1beta1::Widget {
    fn from(w: v1::Widget) -> Self {
        let spec = v1beta1::WidgetSpec {
            replicas: w.spec.replicas,
            image: w.spec.image.unwrap_or_default(),
        };
        let mut out = v1beta1::Widget::new("", spec);
        out.metadata = w.metadata;
        out
    }
}

impl From<v1alpha1::Widget> for v1::Widget {
    fn from(w: v1alpha1::Widget) -> Self {
        let spec = v1::WidgetSpec {
            replicas: w.spec.size,
            image: None,
        };
        let mut out = v1::Widget::new("", spec);
        out.metadata = w.metadata;
        out
    }
}

impl TryFrom<v1::Widget> for v1alpha1::Widget {
    type Error = String;

    fn try_from(w: v1::Widget) -> Result<Self, String> {
        if let Some(image) = w.spec.image {
            return Err(format!("v1alpha1 has no spec.image to hold {image}"));
        }
        let mut out = v1alpha1::Widget::new(
            "",
            v1alpha1::WidgetSpec {
                size: w.spec.replicas,
            },
        );
        out.metadata = w.metadata;
        Ok(out)
    }
}

fn converter() -> Converter<v1::Widget> {
    Converter::new()
        .spoke::<v1beta1::Widget>()
        .spoke::<v1alpha1::Widget>()
}

const UID: &str = "0c9a8d74-9cb7-44dd-b98e-09fd62def2f4";

/// A ConversionReview as kube-apiserver sends it.
fn review(desired: &str, objects: Vec<Value>) -> String {
    json!({
        "kind": "ConversionReview",
        "apiVersion": "apiextensions.k8s.io/v1",
        "request": {"uid": UID, "desiredAPIVersion": desired, "objects": objects}
    })
    .to_string()
}

/// A stored Widget at `version` named `name`.
fn widget(version: &str, name: &str, spec: Value) -> Value {
    json!({
        "apiVersion": format!("example.com/{version}"),
        "kind": "Widget",
        "metadata": {
            "name": name,
            "namespace": "default",
            "uid": "3b2f5c1e-7a44-4d5b-8f0e-2c9d1a6b7e55",
            "resourceVersion": "4711",
            "generation": 2,
            "creationTimestamp": "2026-11-25T12:00:00Z",
            "labels": {"app": "web"}
        },
        "spec": spec
    })
}

fn convert(body: &str) -> String {
    String::from_utf8(converter().convert(body.as_bytes())).expect("UTF-8")
}

/// The `response` of an answer, checking its envelope.
fn response(answer: &str) -> Value {
    let answer: Value = serde_json::from_str(answer).expect("the answer is JSON");
    assert_eq!(answer["apiVersion"], "apiextensions.k8s.io/v1");
    assert_eq!(answer["kind"], "ConversionReview");
    assert_eq!(answer.get("request"), None);
    answer["response"].clone()
}

#[test]
fn spoke_to_hub_is_the_whole_answer() {
    assert_eq!(
        convert(&review(
            "example.com/v1",
            vec![widget("v1alpha1", "a", json!({"size": 3}))]
        )),
        r#"{"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","response":{"uid":"0c9a8d74-9cb7-44dd-b98e-09fd62def2f4","result":{"status":"Success"},"convertedObjects":[{"apiVersion":"example.com/v1","kind":"Widget","metadata":{"creationTimestamp":"2026-11-25T12:00:00Z","generation":2,"labels":{"app":"web"},"name":"a","namespace":"default","resourceVersion":"4711","uid":"3b2f5c1e-7a44-4d5b-8f0e-2c9d1a6b7e55"},"spec":{"replicas":3}}]}}"#
    );
}

#[test]
fn every_object_in_order_from_every_version() {
    // A list mixes versions: each goes through the hub to v1beta1, in order; the one
    // already at v1beta1 is returned as sent.
    let objects = vec![
        widget("v1", "a", json!({"replicas": 1, "image": "nginx"})),
        widget("v1alpha1", "b", json!({"size": 2})),
        widget(
            "v1beta1",
            "c",
            json!({"replicas": 3, "image": "redis", "unknown": true}),
        ),
    ];
    let response = response(&convert(&review("example.com/v1beta1", objects)));
    assert_eq!(response["uid"], UID);
    assert_eq!(response["result"], json!({"status": "Success"}));
    let specs: Vec<String> = response["convertedObjects"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|o| {
            format!(
                "{} {} {}",
                o["apiVersion"], o["metadata"]["name"], o["spec"]
            )
        })
        .collect();
    assert_eq!(
        specs,
        [
            r#""example.com/v1beta1" "a" {"image":"nginx","replicas":1}"#,
            r#""example.com/v1beta1" "b" {"image":"","replicas":2}"#,
            r#""example.com/v1beta1" "c" {"image":"redis","replicas":3,"unknown":true}"#,
        ]
    );
}

#[test]
fn hub_to_spoke_keeps_metadata() {
    let response = response(&convert(&review(
        "example.com/v1alpha1",
        vec![widget("v1", "a", json!({"replicas": 4}))],
    )));
    assert_eq!(
        response["convertedObjects"],
        json!([widget("v1alpha1", "a", json!({"size": 4}))])
    );
}

#[test]
fn failures_fail_the_review_with_every_reason() {
    let objects = vec![
        widget("v1", "ok", json!({"replicas": 1})),
        widget("v1", "img", json!({"replicas": 1, "image": "nginx"})),
        widget("v1beta1", "bad", json!({"replicas": "one", "image": "x"})),
        widget("v2", "future", json!({})),
        json!({"apiVersion": "example.com/v1", "kind": "Gadget", "metadata": {"name": "g"}}),
        json!({"kind": "Widget"}),
    ];
    assert_eq!(
        response(&convert(&review("example.com/v1alpha1", objects))),
        json!({
            "uid": UID,
            "result": {
                "status": "Failure",
                "message": "object 1 (default/img): converting example.com/v1 to example.com/v1alpha1: v1alpha1 has no spec.image to hold nginx; object 2 (default/bad): not a valid example.com/v1beta1 Widget: invalid type: string \"one\", expected i32; object 3 (default/future): version example.com/v2 is not one this webhook converts (example.com/v1, example.com/v1alpha1, example.com/v1beta1); object 4 (g): kind Gadget is not Widget, the kind this webhook converts; object 5: the object has no apiVersion"
            },
            "convertedObjects": []
        })
    );
}

#[test]
fn an_unknown_desired_version_fails() {
    assert_eq!(
        response(&convert(&review(
            "example.com/v9",
            vec![widget("v1", "a", json!({"replicas": 1}))]
        ))),
        json!({
            "uid": UID,
            "result": {"status": "Failure", "message": "object 0 (default/a): version example.com/v9 is not one this webhook converts (example.com/v1, example.com/v1alpha1, example.com/v1beta1)"},
            "convertedObjects": []
        })
    );
}

#[test]
fn typed_variant_answers_as_the_byte_handler() {
    let body = review(
        "example.com/v1",
        vec![widget("v1beta1", "a", json!({"replicas": 1, "image": ""}))],
    );
    let typed: ConversionReview = serde_json::from_str(&body).expect("a review");
    assert_eq!(
        serde_json::to_string(&converter().convert_review(typed)).expect("JSON"),
        convert(&body)
    );
}

#[test]
fn malformed_requests_are_answered_as_failures() {
    let cases = [
        (
            "",
            json!({"uid": "", "result": {"status": "Failure", "message": "the request body is not JSON: EOF while parsing a value at line 1 column 0"}, "convertedObjects": []}),
        ),
        (
            r#"{"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview"}"#,
            json!({"uid": "", "result": {"status": "Failure", "message": "the ConversionReview carries no request"}, "convertedObjects": []}),
        ),
        (
            r#"{"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":{"uid":"u-1","objects":[]}}"#,
            json!({"uid": "u-1", "result": {"status": "Failure", "message": "the request body is not a ConversionReview: missing field `desiredAPIVersion`"}, "convertedObjects": []}),
        ),
        (
            r#"{"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":{"uid":"u-2","desiredAPIVersion":"example.com/v1","objects":[7]}}"#,
            json!({"uid": "u-2", "result": {"status": "Failure", "message": "object 0: the object has no kind"}, "convertedObjects": []}),
        ),
    ];
    for (body, expected) in cases {
        assert_eq!(response(&convert(body)), expected, "{body}");
    }
}

#[test]
fn every_truncation_of_a_request_is_answered() {
    let body = review(
        "example.com/v1alpha1",
        vec![widget("v1beta1", "a", json!({"replicas": 1, "image": ""}))],
    );
    for end in 0..body.len() {
        let response = response(&convert(&body[..end]));
        assert_eq!(response["result"]["status"], "Failure", "{}", &body[..end]);
    }
}
