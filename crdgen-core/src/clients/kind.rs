//! The code of one kind: its typed client handles, lister and informer aliases, and
//! condition helpers. Every method is one line delegating to `crdgen::client`.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::model::ClientKind;
use super::names::ident;
use crate::model::client::Verb;

/// Paths the generated code names, spelled once.
pub(super) fn kube() -> TokenStream {
    quote!(::crdgen::client::kube)
}

/// The methods of a handle, for the verbs given, delegating to `self.inner`.
fn methods(k: &ClientKind, root: &TokenStream, verbs: &[Verb]) -> TokenStream {
    // The status type through the trait the root type implements: crdgen's derive
    // implements crdgen's `HasStatus` (and kube's), kube-derive only kube's.
    let has_status = if k.kube_root {
        quote!(::crdgen::client::kube::core::object::HasStatus)
    } else {
        quote!(::crdgen::HasStatus)
    };
    let kube = kube();
    let typed = quote!(::crdgen::client::typed);
    let kind = &k.kind;
    let config = format_ident!(
        "{}ApplyConfiguration",
        k.root_path.last().map_or("Root", String::as_str)
    );
    let mut out = TokenStream::new();
    for verb in verbs.iter().copied().filter(|v| k.has(*v)) {
        out.extend(match verb {
            Verb::Get => {
                let doc = format!("Reads a {kind}; a missing one is a 404 error.");
                let doc_opt = format!("Reads a {kind}; a missing one is `None`.");
                quote! {
                    #[doc = #doc]
                    pub async fn get(&self, name: &str) -> #kube::Result<#root> {
                        self.inner.get(name).await
                    }
                    #[doc = #doc_opt]
                    pub async fn get_opt(&self, name: &str) -> #kube::Result<::core::option::Option<#root>> {
                        self.inner.get_opt(name).await
                    }
                }
            }
            Verb::List => {
                let doc = format!("Lists {kind} objects.");
                quote! {
                    #[doc = #doc]
                    pub async fn list(&self, params: &#kube::api::ListParams) -> #kube::Result<#kube::api::ObjectList<#root>> {
                        self.inner.list(params).await
                    }
                }
            }
            Verb::Watch => {
                let doc = format!("Watches {kind} objects from `resource_version`.");
                quote! {
                    #[doc = #doc]
                    pub async fn watch(&self, params: &#kube::api::WatchParams, resource_version: &str) -> #kube::Result<#typed::WatchStream<#root>> {
                        self.inner.watch(params, resource_version).await
                    }
                }
            }
            Verb::Create => {
                let doc = format!("Creates a {kind}.");
                quote! {
                    #[doc = #doc]
                    pub async fn create(&self, params: &#kube::api::PostParams, object: &#root) -> #kube::Result<#root> {
                        self.inner.create(params, object).await
                    }
                }
            }
            Verb::Replace => {
                let doc = format!("Replaces a {kind}; a stale `resourceVersion` is a 409 error.");
                let add = format!("Adds a finalizer to a {kind} unless present, retrying on conflict.");
                let remove = format!("Removes a finalizer from a {kind} if present, retrying on conflict; `None` when the object is gone.");
                let finalizers = if k.has(Verb::Get) {
                    quote! {
                        #[doc = #add]
                        pub async fn add_finalizer(&self, name: &str, finalizer: &str) -> #kube::Result<#root> {
                            self.inner.add_finalizer(name, finalizer).await
                        }
                        #[doc = #remove]
                        pub async fn remove_finalizer(&self, name: &str, finalizer: &str) -> #kube::Result<::core::option::Option<#root>> {
                            self.inner.remove_finalizer(name, finalizer).await
                        }
                    }
                } else {
                    quote!()
                };
                quote! {
                    #[doc = #doc]
                    pub async fn replace(&self, name: &str, params: &#kube::api::PostParams, object: &#root) -> #kube::Result<#root> {
                        self.inner.replace(name, params, object).await
                    }
                    #finalizers
                }
            }
            Verb::Patch => {
                let doc = format!("Patches a {kind}.");
                quote! {
                    #[doc = #doc]
                    pub async fn patch<P: ::crdgen::__private::serde::Serialize + ::core::fmt::Debug>(&self, name: &str, params: &#kube::api::PatchParams, patch: &#kube::api::Patch<P>) -> #kube::Result<#root> {
                        self.inner.patch(name, params, patch).await
                    }
                }
            }
            Verb::Apply => {
                let doc = format!("Server-side applies the fields `config` sets of a {kind} as `field_manager` (the name is `config`'s); `force` takes fields over.");
                quote! {
                    #[doc = #doc]
                    pub async fn apply(&self, config: &#config, field_manager: &str, force: bool) -> #kube::Result<#root> {
                        self.inner.apply_configuration(config, field_manager, force).await
                    }
                }
            }
            Verb::Delete => {
                let doc = format!("Deletes a {kind}: `Left` while finalizers hold it, `Right` once gone.");
                quote! {
                    #[doc = #doc]
                    pub async fn delete(&self, name: &str, params: &#kube::api::DeleteParams) -> #kube::Result<#typed::Either<#root, #kube::core::Status>> {
                        self.inner.delete(name, params).await
                    }
                }
            }
            Verb::DeleteCollection => {
                let doc = format!("Deletes every {kind} the list parameters select.");
                quote! {
                    #[doc = #doc]
                    pub async fn delete_collection(&self, params: &#kube::api::DeleteParams, list: &#kube::api::ListParams) -> #kube::Result<#typed::Either<#kube::api::ObjectList<#root>, #kube::core::Status>> {
                        self.inner.delete_collection(params, list).await
                    }
                }
            }
            Verb::ReplaceStatus => {
                let doc = format!("Replaces a {kind}'s status through the status subresource.");
                quote! {
                    #[doc = #doc]
                    pub async fn replace_status(&self, name: &str, params: &#kube::api::PostParams, object: &#root) -> #kube::Result<#root> {
                        self.inner.replace_status(name, params, object).await
                    }
                }
            }
            Verb::PatchStatus => {
                let doc = format!("Merge-patches a {kind}'s status with `status`.");
                quote! {
                    #[doc = #doc]
                    pub async fn patch_status(&self, name: &str, status: &<#root as #has_status>::Status) -> #kube::Result<#root> {
                        self.inner.patch_status(name, status).await
                    }
                }
            }
            Verb::ApplyStatus => {
                let doc = format!("Server-side applies the status fields `config` sets of a {kind} as `field_manager`, through the status subresource.");
                quote! {
                    #[doc = #doc]
                    pub async fn apply_status(&self, config: &#config, field_manager: &str, force: bool) -> #kube::Result<#root> {
                        self.inner.apply_status_configuration(config, field_manager, force).await
                    }
                }
            }
            Verb::GetScale => {
                let doc = format!("Reads a {kind}'s scale subresource.");
                quote! {
                    #[doc = #doc]
                    pub async fn get_scale(&self, name: &str) -> #kube::Result<#typed::Scale> {
                        self.inner.get_scale(name).await
                    }
                }
            }
            Verb::ReplaceScale => {
                let doc = format!("Replaces a {kind}'s scale subresource.");
                quote! {
                    #[doc = #doc]
                    pub async fn replace_scale(&self, name: &str, params: &#kube::api::PostParams, scale: &#typed::Scale) -> #kube::Result<#typed::Scale> {
                        self.inner.replace_scale(name, params, scale).await
                    }
                }
            }
            Verb::PatchScale => {
                let doc = format!("Patches a {kind}'s scale subresource.");
                quote! {
                    #[doc = #doc]
                    pub async fn patch_scale<P: ::crdgen::__private::serde::Serialize + ::core::fmt::Debug>(&self, name: &str, params: &#kube::api::PatchParams, patch: &#kube::api::Patch<P>) -> #kube::Result<#typed::Scale> {
                        self.inner.patch_scale(name, params, patch).await
                    }
                }
            }
        });
    }
    out
}

/// Names of one kind's generated items.
pub(super) struct KindNames {
    /// The per-namespace (or cluster) handle.
    pub client: syn::Ident,
    /// The all-namespaces handle of a namespaced kind.
    pub all: syn::Ident,
    /// The lister alias.
    pub lister: syn::Ident,
    /// The informer alias.
    pub informer: syn::Ident,
    /// The root type's name.
    pub root: syn::Ident,
}

pub(super) fn names(k: &ClientKind) -> KindNames {
    let root = k.root_path.last().map_or("Root", String::as_str);
    KindNames {
        client: format_ident!("{}Client", k.kind),
        all: format_ident!("{}AllNamespacesClient", k.kind),
        lister: format_ident!("{}Lister", k.kind),
        informer: format_ident!("{}Informer", k.kind),
        root: ident(root),
    }
}

/// Can the kind have an informer (and so a lister filled by one)?
pub(super) fn has_informer(k: &ClientKind) -> bool {
    k.has(Verb::List) && k.has(Verb::Watch)
}

/// Everything generated for one kind inside its group-version module.
pub(super) fn items(k: &ClientKind, api_crate_is_local: bool) -> TokenStream {
    let kube = kube();
    let n = names(k);
    let root = {
        let r = &n.root;
        quote!(#r)
    };
    let (client, all, lister, informer) = (&n.client, &n.all, &n.lister, &n.informer);
    let kind = &k.kind;
    let api_version = if k.group.is_empty() {
        k.version.clone()
    } else {
        format!("{}/{}", k.group, k.version)
    };
    let every: Vec<Verb> = Verb::ALL.to_vec();
    let mut out = TokenStream::new();
    if k.namespaced {
        let doc = format!("`{kind}` objects (`{api_version}`) in one namespace.");
        let new_doc = format!("The `{kind}` objects in `namespace`.");
        let body = methods(k, &root, &every);
        out.extend(quote! {
            #[doc = #doc]
            #[derive(Clone, Debug)]
            pub struct #client {
                inner: ::crdgen::client::TypedClient<#root>,
            }
            impl #client {
                #[doc = #new_doc]
                pub fn new(client: #kube::Client, namespace: &str) -> Self {
                    Self { inner: ::crdgen::client::TypedClient::namespaced(client, namespace) }
                }
                #body
            }
        });
        if k.has(Verb::List) || k.has(Verb::Watch) {
            let doc = format!(
                "`{kind}` objects (`{api_version}`) across all namespaces: only list and watch, as writes need a namespace."
            );
            let new_doc = format!("The `{kind}` objects of every namespace.");
            let body = methods(k, &root, &[Verb::List, Verb::Watch]);
            out.extend(quote! {
                #[doc = #doc]
                #[derive(Clone, Debug)]
                pub struct #all {
                    inner: ::crdgen::client::TypedClient<#root>,
                }
                impl #all {
                    #[doc = #new_doc]
                    pub fn new(client: #kube::Client) -> Self {
                        Self { inner: ::crdgen::client::TypedClient::all(client) }
                    }
                    #body
                }
            });
        }
    } else {
        let doc = format!("`{kind}` objects (`{api_version}`, cluster-scoped).");
        let new_doc = format!("The `{kind}` objects of the cluster.");
        let body = methods(k, &root, &every);
        out.extend(quote! {
            #[doc = #doc]
            #[derive(Clone, Debug)]
            pub struct #client {
                inner: ::crdgen::client::TypedClient<#root>,
            }
            impl #client {
                #[doc = #new_doc]
                pub fn new(client: #kube::Client) -> Self {
                    Self { inner: ::crdgen::client::TypedClient::all(client) }
                }
                #body
            }
        });
    }
    if has_informer(k) {
        let lister_doc = format!("A lister of `{kind}` objects from an informer's cache.");
        let informer_doc = format!("An informer keeping a cache of `{kind}` objects.");
        out.extend(quote! {
            #[doc = #lister_doc]
            pub type #lister = ::crdgen::client::lister::Lister<#root>;
            #[doc = #informer_doc]
            pub type #informer = ::crdgen::client::informer::Informer<#root>;
        });
    }
    if k.conditions && api_crate_is_local {
        let condition =
            quote!(::crdgen::__private::k8s_openapi::apimachinery::pkg::apis::meta::v1::Condition);
        out.extend(quote! {
            impl ::crdgen::client::HasConditions for #root {
                fn conditions(&self) -> &[#condition] {
                    self.status.as_ref().map_or(&[], |s| s.conditions.as_slice())
                }
                fn conditions_mut(&mut self) -> &mut ::std::vec::Vec<#condition> {
                    &mut self.status.get_or_insert_with(::core::default::Default::default).conditions
                }
            }
        });
    }
    out
}

/// The group-version client's accessors for one kind.
pub(super) fn accessors(k: &ClientKind) -> TokenStream {
    let kube = kube();
    let n = names(k);
    let (client, all, informer, root) = (&n.client, &n.all, &n.informer, &n.root);
    let kind = &k.kind;
    let plural = ident(&k.plural.replace(['-', '.'], "_"));
    let plural_all = format_ident!("{}_all_namespaces", k.plural.replace(['-', '.'], "_"));
    let informer_fn = format_ident!("{}_informer", super::names::snake(&k.kind));
    let mut out = TokenStream::new();
    if k.namespaced {
        let doc = format!("`{kind}` objects in `namespace`.");
        out.extend(quote! {
            #[doc = #doc]
            pub fn #plural(&self, namespace: &str) -> #client {
                #client::new(self.client.clone(), namespace)
            }
        });
        if k.has(Verb::List) || k.has(Verb::Watch) {
            let doc = format!("`{kind}` objects across all namespaces (list and watch).");
            out.extend(quote! {
                #[doc = #doc]
                pub fn #plural_all(&self) -> #all {
                    #all::new(self.client.clone())
                }
            });
        }
        if has_informer(k) {
            let doc = format!(
                "An informer of `{kind}` objects in `namespace`, or in all namespaces when `None`."
            );
            out.extend(quote! {
                #[doc = #doc]
                pub fn #informer_fn(&self, namespace: ::core::option::Option<&str>, config: #kube::runtime::watcher::Config) -> #informer {
                    let api = match namespace {
                        ::core::option::Option::Some(ns) => #kube::Api::<#root>::namespaced(self.client.clone(), ns),
                        ::core::option::Option::None => #kube::Api::<#root>::all(self.client.clone()),
                    };
                    ::crdgen::client::informer::Informer::new(api, config)
                }
            });
        }
    } else {
        let doc = format!("`{kind}` objects.");
        out.extend(quote! {
            #[doc = #doc]
            pub fn #plural(&self) -> #client {
                #client::new(self.client.clone())
            }
        });
        if has_informer(k) {
            let doc = format!("An informer of `{kind}` objects.");
            out.extend(quote! {
                #[doc = #doc]
                pub fn #informer_fn(&self, config: #kube::runtime::watcher::Config) -> #informer {
                    ::crdgen::client::informer::Informer::new(#kube::Api::<#root>::all(self.client.clone()), config)
                }
            });
        }
    }
    out
}
