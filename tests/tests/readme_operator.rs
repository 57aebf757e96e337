//! The README's "The example operator" snippet, as written: this file is that snippet
//! (the test below checks that the README's block is this file's text, after this
//! header), so pasting it into a test of a crate that depends on the customimagedeploy
//! fixture, tokio and serde_json runs as it does here.

#[test]
fn the_readme_block_is_this_file() {
    let readme = std::fs::read_to_string(crdgen_tests::workspace_root().join("README.md")).unwrap();
    let section = readme
        .split("### The example operator")
        .nth(1)
        .expect("the README has the section");
    let start = section.find("```rust\n").expect("the block") + "```rust\n".len();
    let end = section[start..].find("\n```").expect("the block's end");
    let block = &section[start..start + end + 1];
    let this = include_str!("readme_operator.rs");
    let (_, snippet) = this
        .split_once("// The snippet.\n")
        .expect("the marker line");
    assert_eq!(block, snippet);
}

// The snippet.
use fixture_customimagedeploy::controller::{FIELD_MANAGER, Reconciler};
use fixture_customimagedeploy::generated::Interface;
use fixture_customimagedeploy::generated::customimagedeploy_v1::{
    CustomImageDeployApplyConfiguration as Apply,
    CustomImageDeploySpecApplyConfiguration as SpecApply,
};
use fixture_customimagedeploy::generated::fake::FakeClientset;
use fixture_customimagedeploy::webhook::{VALIDATE_PATH, route};

#[tokio::test]
async fn the_operator_applies_its_status_and_leaves_the_spec_to_the_user()
-> Result<(), Box<dyn std::error::Error>> {
    let clients = FakeClientset::new();
    let objects = clients.customimagedeploy_v1().customimagedeploys("shop");

    // The user's `kubectl apply --server-side`: the spec is the user's.
    let spec = SpecApply::default().with_size(3).with_port(8080);
    let web = Apply::new("web", "shop").with_spec(spec);
    objects.apply(&web, "kubectl", false).await?;

    let reconciler = Reconciler::new(clients.clone());
    reconciler.reconcile("shop", "web").await?;

    // Who owns what, read back from managedFields.
    let web = objects.get("web").await?;
    let status = Apply::extract_status(&web, FIELD_MANAGER)?.status;
    assert_eq!(status.and_then(|s| s.ready_replicas), Some(0));
    let spec = Apply::extract(&web, "kubectl")?.spec;
    assert_eq!(spec.and_then(|s| s.size), Some(3));
    Ok(())
}

#[test]
fn the_validating_webhook_refuses_port_0() -> Result<(), serde_json::Error> {
    let review = serde_json::json!({
        "apiVersion": "admission.k8s.io/v1",
        "kind": "AdmissionReview",
        "request": {
            "uid": "0df28fbd-5f5f-11e8-a4e3-42010a800002",
            "kind": {
                "group": "customimagedeploy.example.com",
                "version": "v1",
                "kind": "CustomImageDeploy"
            },
            "resource": {
                "group": "customimagedeploy.example.com",
                "version": "v1",
                "resource": "customimagedeploys"
            },
            "name": "web",
            "namespace": "shop",
            "operation": "CREATE",
            "userInfo": {"username": "admin"},
            "object": {
                "apiVersion": "customimagedeploy.example.com/v1",
                "kind": "CustomImageDeploy",
                "metadata": {"name": "web", "namespace": "shop"},
                "spec": {"size": 3, "port": 0}
            }
        }
    });
    let answer = route(VALIDATE_PATH, &serde_json::to_vec(&review)?).unwrap_or_default();
    let answer: serde_json::Value = serde_json::from_slice(&answer)?;
    assert_eq!(answer["response"]["allowed"], false);
    assert_eq!(
        answer["response"]["status"]["message"],
        "CustomImageDeploy.customimagedeploy.example.com \"web\" is invalid: \
         spec.port: Invalid value: 0: must be between 1 and 65535, inclusive"
    );
    Ok(())
}
