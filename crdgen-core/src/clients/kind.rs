//! The code of one kind: a marker type with one capability impl per verb its client
//! may have, the handles as aliases of `crdgen::client::KindClient` (whose methods are
//! written once, in the runtime), lister and informer aliases, and condition helpers.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::model::ClientKind;
use super::names::ident;
use crate::model::client::Verb;

/// Paths the generated code names, spelled once.
pub(super) fn kube() -> TokenStream {
    quote!(::crdgen::client::kube)
}

/// The capability trait of `crdgen::client::verbs` a verb's methods need.
fn capability(verb: Verb) -> &'static str {
    match verb {
        Verb::Get => "Get",
        Verb::List => "List",
        Verb::Watch => "Watch",
        Verb::Create => "Create",
        Verb::Replace => "Replace",
        Verb::Patch => "Patch",
        Verb::Apply => "Apply",
        Verb::Delete => "Delete",
        Verb::DeleteCollection => "DeleteCollection",
        Verb::ReplaceStatus => "ReplaceStatus",
        Verb::PatchStatus => "PatchStatus",
        Verb::ApplyStatus => "ApplyStatus",
        Verb::GetScale => "GetScale",
        Verb::ReplaceScale => "ReplaceScale",
        Verb::PatchScale => "PatchScale",
    }
}

/// Names of one kind's generated items.
pub(super) struct KindNames {
    /// The marker type whose capability impls say what the handles may do.
    pub verbs: syn::Ident,
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
        verbs: format_ident!("{}Verbs", k.kind),
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
    let n = names(k);
    let root = {
        let r = &n.root;
        quote!(#r)
    };
    let (verbs, client, all, lister, informer) =
        (&n.verbs, &n.client, &n.all, &n.lister, &n.informer);
    let kind = &k.kind;
    let api_version = if k.group.is_empty() {
        k.version.clone()
    } else {
        format!("{}/{}", k.group, k.version)
    };
    let verbs_doc = format!(
        "What the clients of `{kind}` (`{api_version}`) may do: one capability of `crdgen::client::verbs` per verb its scope, subresources and `client(...)` marker allow."
    );
    let capabilities = k.verbs.iter().map(|verb| {
        let cap = format_ident!("{}", capability(*verb));
        quote!(impl ::crdgen::client::verbs::#cap for #verbs {})
    });
    let handle = quote!(::crdgen::client::KindClient);
    let scope = quote!(::crdgen::client::scope);
    let mut out = quote! {
        #[doc = #verbs_doc]
        #[derive(Clone, Copy, Debug)]
        pub enum #verbs {}
        impl ::crdgen::client::verbs::Kind for #verbs {
            type Object = #root;
        }
        #(#capabilities)*
    };
    if k.namespaced {
        let doc = format!("`{kind}` objects (`{api_version}`) in one namespace.");
        out.extend(quote! {
            #[doc = #doc]
            pub type #client = #handle<#verbs, #scope::Namespaced>;
        });
        if k.has(Verb::List) || k.has(Verb::Watch) {
            let doc = format!(
                "`{kind}` objects (`{api_version}`) across all namespaces: only list and watch, as writes need a namespace."
            );
            out.extend(quote! {
                #[doc = #doc]
                pub type #all = #handle<#verbs, #scope::AllNamespaces>;
            });
        }
    } else {
        let doc = format!("`{kind}` objects (`{api_version}`, cluster-scoped).");
        out.extend(quote! {
            #[doc = #doc]
            pub type #client = #handle<#verbs, #scope::Cluster>;
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
    if let Some(held) = k.conditions.filter(|_| api_crate_is_local) {
        let condition =
            quote!(::crdgen::__private::k8s_openapi::apimachinery::pkg::apis::meta::v1::Condition);
        let (read, write) = match held {
            super::model::Conditions::Vec => (
                quote!(
                    self.status
                        .as_ref()
                        .map_or(&[], |s| s.conditions.as_slice())
                ),
                quote!(
                    &mut self
                        .status
                        .get_or_insert_with(::core::default::Default::default)
                        .conditions
                ),
            ),
            // The list is created on the first write, as the status is.
            super::model::Conditions::OptionVec => (
                quote!(
                    self.status
                        .as_ref()
                        .and_then(|s| s.conditions.as_deref())
                        .unwrap_or(&[])
                ),
                quote!(
                    self.status
                        .get_or_insert_with(::core::default::Default::default)
                        .conditions
                        .get_or_insert_with(::std::vec::Vec::new)
                ),
            ),
        };
        out.extend(quote! {
            impl ::crdgen::client::HasConditions for #root {
                fn conditions(&self) -> &[#condition] {
                    #read
                }
                fn conditions_mut(&mut self) -> &mut ::std::vec::Vec<#condition> {
                    #write
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
                    #informer::namespaced_or_all(self.client.clone(), namespace, config)
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
