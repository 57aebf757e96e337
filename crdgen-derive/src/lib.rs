//! Derive macros for crdgen.
//!
//! `CustomResource` turns a spec struct into a kind: the root type, its kube-compatible
//! impls and its CRD. `CrdSchema` marks the types a spec uses, so `#[crd(...)]` markers
//! are accepted on them and their schema is available at run time. Both run the crdgen
//! engine at compile time over the crate's source, so `Foo::crd()` is exactly the CRD
//! `crdgen generate` writes.

#![warn(missing_docs)]

mod crd_schema;
mod custom_resource;
mod default_checks;
mod engine;
mod host;
mod rbac;
mod spans;
mod webhook;

use proc_macro::TokenStream;

/// Derives a kind from its spec struct; options go in `#[crd(...)]`.
#[proc_macro_derive(CustomResource, attributes(crd))]
pub fn derive_custom_resource(input: TokenStream) -> TokenStream {
    custom_resource::expand(input.into()).into()
}

/// Derives the schema of a struct or enum used inside a spec or status, and accepts its
/// `#[crd(...)]` markers.
#[proc_macro_derive(CrdSchema, attributes(crd))]
pub fn derive_crd_schema(input: TokenStream) -> TokenStream {
    crd_schema::expand(input.into()).into()
}

/// An RBAC permission the code it is on needs, for `crdgen generate` to put in
/// `config/rbac/role.yaml`; the item is passed through unchanged.
///
/// `#[crdgen::rbac(groups = "apps", resources = "deployments", verbs = "get;list;watch")]`.
/// Keys: `groups`, `resources`, `resource_names`, `verbs`, `urls`, `namespace`,
/// `role_name`; lists are `;`-separated strings or arrays of strings. Repeatable. The
/// arguments are checked here, at compile time.
#[proc_macro_attribute]
pub fn rbac(args: TokenStream, item: TokenStream) -> TokenStream {
    rbac::expand(args.into(), item.into()).into()
}

/// An admission webhook served by the handler it is on, for `crdgen generate` to put in
/// `config/webhook/manifests.yaml`; the item is passed through unchanged.
///
/// `#[crdgen::webhook(mutating = false, failure_policy = "fail", side_effects = "None",
/// groups = "cache.example.com", resources = "memcacheds", verbs = "create;update",
/// versions = "v1", name = "vmemcached.cache.example.com",
/// path = "/validate-cache-example-com-v1-memcached", admission_review_versions = "v1")]`.
/// The keys are controller-gen's `+kubebuilder:webhook` keys in snake case; lists are
/// `;`-separated strings or arrays of strings. Repeatable. The arguments are checked
/// here, at compile time.
#[proc_macro_attribute]
pub fn webhook(args: TokenStream, item: TokenStream) -> TokenStream {
    webhook::expand(args.into(), item.into()).into()
}
