//! The README's "Admission and conversion handlers" snippets, pasted as written (they are
//! the files under `webhook_readme/`, which a test compares with the README), serving
//! real reviews.
#![cfg(feature = "webhook")]

#[path = "webhook_readme/admission.rs"]
mod admission_snippet;
#[path = "webhook_readme/conversion.rs"]
mod conversion_snippet;

use serde_json::{Value, json};

/// The README's Rust blocks of the section, in order.
fn readme_blocks() -> Vec<String> {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"))
        .expect("the README");
    let start = readme
        .find("\n### Admission and conversion handlers\n")
        .expect("the README has the section");
    let section = &readme[start + 1..];
    let section = &section[..section.find("\n## ").unwrap_or(section.len())];
    section
        .split("```rust\n")
        .skip(1)
        .map(|block| block[..block.find("```\n").expect("a closed block")].to_owned())
        .collect()
}

#[test]
fn the_snippets_are_the_readme_s() {
    assert_eq!(
        readme_blocks(),
        [
            include_str!("webhook_readme/admission.rs"),
            include_str!("webhook_readme/conversion.rs")
        ]
    );
}

fn admission_review(spec: Value) -> String {
    json!({
        "apiVersion": "admission.k8s.io/v1",
        "kind": "AdmissionReview",
        "request": {
            "uid": "u-1",
            "kind": {"group": "cache.example.com", "version": "v1alpha1", "kind": "Memcached"},
            "resource": {"group": "cache.example.com", "version": "v1alpha1", "resource": "memcacheds"},
            "name": "m",
            "namespace": "default",
            "operation": "CREATE",
            "userInfo": {"username": "alice"},
            "object": {"apiVersion": "cache.example.com/v1alpha1", "kind": "Memcached", "metadata": {"name": "m", "namespace": "default"}, "spec": spec},
            "oldObject": null,
            "dryRun": false
        }
    })
    .to_string()
}

fn route(path: &str, body: &str) -> String {
    String::from_utf8(admission_snippet::route(path, body.as_bytes()).expect("a route"))
        .expect("UTF-8")
}

#[test]
fn the_admission_snippet_validates_and_defaults() {
    assert_eq!(
        route(
            "/validate-cache-example-com-v1alpha1-memcached",
            &admission_review(json!({"size": 7}))
        ),
        r#"{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","response":{"allowed":false,"status":{"code":403,"message":"spec.size: at most 5","reason":"Forbidden"},"uid":"u-1"}}"#
    );
    // `[{"op":"add","path":"/spec/size","value":1}]`, base64.
    assert_eq!(
        route(
            "/mutate-cache-example-com-v1alpha1-memcached",
            &admission_review(json!({}))
        ),
        r#"{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","response":{"allowed":true,"patch":"W3sib3AiOiJhZGQiLCJwYXRoIjoiL3NwZWMvc2l6ZSIsInZhbHVlIjoxfV0=","patchType":"JSONPatch","status":{"code":200},"uid":"u-1"}}"#
    );
    assert_eq!(admission_snippet::route("/other", b"{}"), None);
}

#[test]
fn the_conversion_snippet_converts() {
    let review = json!({
        "apiVersion": "apiextensions.k8s.io/v1",
        "kind": "ConversionReview",
        "request": {
            "uid": "u-2",
            "desiredAPIVersion": "stable.example.com/v1",
            "objects": [{"apiVersion": "stable.example.com/v1alpha1", "kind": "CronTab", "metadata": {"name": "c", "namespace": "default"}, "spec": {"cronSpec": "*/5 * * * *"}}]
        }
    });
    assert_eq!(
        String::from_utf8(conversion_snippet::convert(review.to_string().as_bytes()))
            .expect("UTF-8"),
        r#"{"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","response":{"uid":"u-2","result":{"status":"Success"},"convertedObjects":[{"apiVersion":"stable.example.com/v1","kind":"CronTab","metadata":{"name":"c","namespace":"default"},"spec":{"schedule":"*/5 * * * *"}}]}}"#
    );
}
