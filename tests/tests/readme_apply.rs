//! The README's "Apply configurations" snippet, as written: this file is that snippet
//! (the test below checks that the README's block is this file's text, after this
//! header), so pasting it into a test of a crate that depends on the memcached fixture,
//! tokio and kube runs as it does here.

#[test]
fn the_readme_block_is_this_file() {
    let readme = std::fs::read_to_string(crdgen_tests::workspace_root().join("README.md")).unwrap();
    let section = readme
        .split("### Apply configurations")
        .nth(1)
        .expect("the README has the section");
    let start = section.find("```rust\n").expect("the block") + "```rust\n".len();
    let end = section[start..].find("\n```").expect("the block's end");
    let block = &section[start..start + end + 1];
    let this = include_str!("readme_apply.rs");
    let (_, snippet) = this
        .split_once("// The snippet.\n")
        .expect("the marker line");
    assert_eq!(block, snippet);
}

// The snippet.
use crdgen::client::apply::ApplyConfiguration as _; // with_labels and the other metadata builders
use fixture_memcached::generated::Interface;
use fixture_memcached::generated::cache_v1alpha1::{
    MemcachedApplyConfiguration, MemcachedSpecApplyConfiguration, MemcachedStatusApplyConfiguration,
};
use fixture_memcached::generated::fake::FakeClientset;

#[tokio::test]
async fn apply_only_the_fields_you_own() -> Result<(), Box<dyn std::error::Error>> {
    let clients = FakeClientset::new();
    let memcacheds = clients.cache_v1alpha1().memcacheds("default");

    // Only spec.size and one label are sent: "autoscaler" owns them and nothing else.
    let config = MemcachedApplyConfiguration::new("cache", "default")
        .with_labels([("app", "cache")])
        .with_spec(MemcachedSpecApplyConfiguration::default().with_size(3));
    let cache = memcacheds.apply(&config, "autoscaler", false).await?;
    assert_eq!(cache.spec.size, 3);

    // The status, through the status subresource, as another manager.
    let status = MemcachedStatusApplyConfiguration::default().with_replicas(3);
    let config = MemcachedApplyConfiguration::new("cache", "default").with_status(status);
    memcacheds
        .apply_status(&config, "status-writer", false)
        .await?;

    // What "autoscaler" owns, read back from managedFields, changed and applied again.
    let owned = MemcachedApplyConfiguration::extract(&cache, "autoscaler")?;
    assert_eq!(owned.spec.as_ref().and_then(|s| s.size), Some(3));
    let resized = owned.with_spec(MemcachedSpecApplyConfiguration::default().with_size(5));
    let cache = memcacheds.apply(&resized, "autoscaler", false).await?;
    assert_eq!(cache.spec.size, 5);
    Ok(())
}
