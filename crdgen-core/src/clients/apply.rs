//! Generating apply configurations (client-go's `applyconfigurations`): per kind a
//! `<Kind>ApplyConfiguration` with `new`, `extract` and `extract_status` (its metadata
//! builders are `crdgen::client::apply::ApplyConfiguration`'s default methods); per nested struct a `<Type>ApplyConfiguration` with one optional
//! field and one `with_…` builder per field. Everything else (merging lists and maps,
//! metadata, the FieldsV1 walk) is `crdgen::client::apply`.

use std::collections::BTreeMap;

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::ClientKind;
use super::apply_model::{ApplyField, ApplyStruct, ApplyTy, ListKind, TypeName};
use super::names::ident;

/// The generated names of the structs of one group-version, by path: the struct's name
/// with `ApplyConfiguration`, or, when two structs of different modules share a name,
/// their whole path in camel case.
pub(super) struct Names(BTreeMap<Vec<String>, syn::Ident>);

impl Names {
    fn of(&self, path: &[String]) -> syn::Ident {
        self.0
            .get(path)
            .cloned()
            .unwrap_or_else(|| format_ident!("{}ApplyConfiguration", path.join("")))
    }
}

/// The structs of a group-version's kinds, once each, sorted by path, with their names.
pub(super) fn structs<'a>(kinds: &[&'a ClientKind]) -> (Vec<&'a ApplyStruct>, Names) {
    let mut by_path: BTreeMap<&[String], &ApplyStruct> = BTreeMap::new();
    for k in kinds {
        for s in &k.apply.structs {
            by_path.entry(&s.path).or_insert(s);
        }
    }
    let mut count: BTreeMap<&str, usize> = BTreeMap::new();
    for path in by_path.keys() {
        *count.entry(last(path)).or_default() += 1;
    }
    // A kind's own configuration is named after its root type: a nested struct of that
    // name takes its path instead.
    for k in kinds {
        *count
            .entry(k.root_path.last().map_or("", String::as_str))
            .or_default() += 1;
    }
    let names = by_path
        .keys()
        .map(|path| {
            let name = if count[last(path)] > 1 {
                path.iter()
                    .map(|s| super::names::camel(s))
                    .collect::<String>()
            } else {
                last(path).to_owned()
            };
            (path.to_vec(), format_ident!("{}ApplyConfiguration", name))
        })
        .collect();
    (by_path.into_values().collect(), Names(names))
}

fn last(path: &[String]) -> &str {
    path.last().map_or("", String::as_str)
}

/// A type name as code: local types through the API crate, Kubernetes and JSON types
/// through crdgen's re-exports (the same crates the API types use).
fn type_name(name: &TypeName, api_crate: &syn::Path) -> TokenStream {
    let args = |args: &[TypeName]| {
        if args.is_empty() {
            quote!()
        } else {
            let args = args.iter().map(|a| type_name(a, api_crate));
            quote!(<#(#args),*>)
        }
    };
    match name {
        TypeName::Primitive(p) => {
            let p = format_ident!("{}", p);
            quote!(#p)
        }
        TypeName::Local(path, a) => {
            let segments = path.iter().map(|s| ident(s));
            let a = args(a);
            quote!(#api_crate #(:: #segments)* #a)
        }
        TypeName::External(path, a) => {
            let a = args(a);
            let rest = path.iter().skip(1).map(|s| ident(s));
            match path.first().map(String::as_str) {
                Some("k8s_openapi") => quote!(::crdgen::__private::k8s_openapi #(:: #rest)* #a),
                Some("serde_json") => quote!(::crdgen::__private::serde_json #(:: #rest)* #a),
                _ => {
                    let segments = path.iter().map(|s| ident(s));
                    quote!(#(:: #segments)* #a)
                }
            }
        }
        TypeName::Json => quote!(::crdgen::__private::serde_json::Value),
    }
}

fn apply_ty(ty: &ApplyTy, names: &Names, api_crate: &syn::Path) -> TokenStream {
    match ty {
        ApplyTy::Config(path) => {
            let n = names.of(path);
            quote!(#n)
        }
        ApplyTy::Boxed(inner) => {
            let inner = apply_ty(inner, names, api_crate);
            quote!(::std::boxed::Box<#inner>)
        }
        ApplyTy::List(item) => {
            let item = apply_ty(item, names, api_crate);
            quote!(::std::vec::Vec<#item>)
        }
        ApplyTy::Map {
            container,
            key,
            value,
        } => {
            let c = format_ident!("{}", container);
            let key = type_name(key, api_crate);
            let value = apply_ty(value, names, api_crate);
            quote!(::std::collections::#c<#key, #value>)
        }
        ApplyTy::Plain(name) => type_name(name, api_crate),
    }
}

/// `#[derive]` and `#[serde(crate)]` of every generated configuration.
fn derives() -> TokenStream {
    quote! {
        #[derive(Clone, Debug, Default, ::crdgen::__private::serde::Serialize, ::crdgen::__private::serde::Deserialize)]
        #[serde(crate = "::crdgen::__private::serde")]
    }
}

/// A field and its builder.
fn field(f: &ApplyField, names: &Names, api_crate: &syn::Path) -> (TokenStream, TokenStream) {
    let name = ident(&f.ident);
    let with = format_ident!("with_{}", f.ident);
    let json = &f.json;
    let cfg = f.cfg.as_ref().and_then(|c| {
        syn::parse_str::<syn::Meta>(c)
            .ok()
            .map(|m| quote!(#[cfg(#m)]))
    });
    let ty = apply_ty(&f.ty, names, api_crate);
    if f.flatten {
        let doc = format!(" The fields of `{}`, written inline.", f.ident);
        let with_doc = format!(" Sets the fields of `{}` (flattened).", f.ident);
        return (
            quote! {
                #cfg
                #[doc = #doc]
                #[serde(flatten)]
                pub #name: #ty,
            },
            quote! {
                #cfg
                #[doc = #with_doc]
                pub fn #with(mut self, value: #ty) -> Self {
                    self.#name = value;
                    self
                }
            },
        );
    }
    let doc = format!(" `{json}`; unset is not written.");
    let decl = quote! {
        #cfg
        #[doc = #doc]
        #[serde(rename = #json, default, skip_serializing_if = "::core::option::Option::is_none")]
        pub #name: ::core::option::Option<#ty>,
    };
    let builder = match &f.ty {
        ApplyTy::List(item) => {
            let item = apply_ty(item, names, api_crate);
            let (doc, body) = match &f.list {
                ListKind::Atomic => (
                    format!(" Adds items to `{json}` (an atomic list: the manager owns it whole)."),
                    quote!(::crdgen::client::apply::extend(&mut self.#name, values)),
                ),
                ListKind::Set => (
                    format!(" Adds values to `{json}` (a set), skipping one already there."),
                    quote!(::crdgen::client::apply::add_to_set(&mut self.#name, values)),
                ),
                ListKind::Map(keys) => (
                    format!(
                        " Adds items to `{json}` (a list keyed by {}): an item with the keys of one already there replaces it.",
                        keys.iter()
                            .map(|k| format!("`{k}`"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    quote!(::crdgen::client::apply::upsert_keyed(&mut self.#name, values, &[#(#keys),*])),
                ),
            };
            quote! {
                #cfg
                #[doc = #doc]
                pub fn #with(mut self, values: impl ::core::iter::IntoIterator<Item = #item>) -> Self {
                    #body;
                    self
                }
            }
        }
        ApplyTy::Map { key, value, .. } => {
            let key = type_name(key, api_crate);
            let value = apply_ty(value, names, api_crate);
            let doc = format!(" Adds entries to `{json}` (a key set twice keeps the last value).");
            quote! {
                #cfg
                #[doc = #doc]
                pub fn #with(mut self, entries: impl ::core::iter::IntoIterator<Item = (#key, #value)>) -> Self {
                    ::crdgen::client::apply::extend(&mut self.#name, entries);
                    self
                }
            }
        }
        ApplyTy::Boxed(inner) => {
            let inner = apply_ty(inner, names, api_crate);
            let doc = format!(" Sets `{json}`.");
            quote! {
                #cfg
                #[doc = #doc]
                pub fn #with(mut self, value: #inner) -> Self {
                    self.#name = ::core::option::Option::Some(::std::boxed::Box::new(value));
                    self
                }
            }
        }
        ApplyTy::Config(_) | ApplyTy::Plain(_) => {
            let doc = format!(" Sets `{json}`.");
            quote! {
                #cfg
                #[doc = #doc]
                pub fn #with(mut self, value: #ty) -> Self {
                    self.#name = ::core::option::Option::Some(value);
                    self
                }
            }
        }
    };
    (decl, builder)
}

/// The configuration of one nested struct.
pub(super) fn nested(s: &ApplyStruct, names: &Names, api_crate: &syn::Path) -> TokenStream {
    let name = names.of(&s.path);
    let original = s.path.join("::");
    let doc = format!(
        " The apply configuration of `{original}`: every field optional, only what is set is written."
    );
    let derives = derives();
    let (decls, builders): (Vec<_>, Vec<_>) =
        s.fields.iter().map(|f| field(f, names, api_crate)).unzip();
    quote! {
        #[doc = #doc]
        #derives
        pub struct #name {
            #(#decls)*
        }
        impl #name {
            #(#builders)*
        }
    }
}

/// The configuration of one kind.
pub(super) fn kind(k: &ClientKind, names: &Names, api_crate: &syn::Path) -> TokenStream {
    let root = ident(last(&k.root_path));
    let name = format_ident!("{}ApplyConfiguration", last(&k.root_path));
    let kind = &k.kind;
    let api_version = if k.group.is_empty() {
        k.version.clone()
    } else {
        format!("{}/{}", k.group, k.version)
    };
    let doc = format!(
        " The apply configuration of a `{kind}` (`{api_version}`): what server-side apply sends, only the fields set. Build it with `new`, or read the fields a manager owns with `extract`."
    );
    let derives = derives();
    let meta = quote!(::crdgen::client::apply::ObjectMetaApplyConfiguration);
    let mut fields = Vec::new();
    let mut builders = Vec::new();
    for (part, ty) in [("spec", &k.apply.spec), ("status", &k.apply.status)] {
        let Some(ty) = ty else { continue };
        let f = ApplyField {
            ident: part.to_owned(),
            json: part.to_owned(),
            ty: ty.clone(),
            flatten: false,
            list: ListKind::Atomic,
            cfg: None,
        };
        let (decl, builder) = field(&f, names, api_crate);
        fields.push(decl);
        builders.push(builder);
    }
    let namespace = if k.namespaced {
        quote!(::core::option::Option::Some(namespace))
    } else {
        quote!(::core::option::Option::None)
    };
    let (new_args, new_doc) = if k.namespaced {
        (
            quote!(name: &str, namespace: &str),
            format!(
                " A `{kind}` named `name` in `namespace` (client-go's `{kind}(name, namespace)`)."
            ),
        )
    } else {
        (
            quote!(name: &str),
            format!(" A `{kind}` named `name` (client-go's `{kind}(name)`)."),
        )
    };
    // Only spec and status are left to default; a kind with neither would make the
    // update needless (clippy's `needless_update` in the user's crate).
    let rest = (!fields.is_empty()).then(|| quote!(..::core::default::Default::default()));
    let extract_doc = format!(
        " The fields of `object` that `field_manager` owns through server-side apply, as a configuration to change and apply again (client-go's `Extract{kind}`)."
    );
    let extract_status = k.status.then(|| {
        let doc = format!(
            " The status fields of `object` that `field_manager` owns through server-side apply of the status subresource (client-go's `Extract{kind}Status`)."
        );
        quote! {
            #[doc = #doc]
            pub fn extract_status(object: &#root, field_manager: &str) -> ::crdgen::__private::serde_json::Result<Self> {
                ::crdgen::client::apply::extract(object, field_manager, "status")
            }
        }
    });
    quote! {
        #[doc = #doc]
        #derives
        pub struct #name {
            /// `apiVersion`, set by `new` and `extract`.
            #[serde(rename = "apiVersion", default, skip_serializing_if = "::core::option::Option::is_none")]
            pub api_version: ::core::option::Option<::std::string::String>,
            /// `kind`, set by `new` and `extract`.
            #[serde(default, skip_serializing_if = "::core::option::Option::is_none")]
            pub kind: ::core::option::Option<::std::string::String>,
            /// `metadata`: name, namespace, labels, annotations, owner references, finalizers.
            #[serde(default, skip_serializing_if = "::core::option::Option::is_none")]
            pub metadata: ::core::option::Option<#meta>,
            #(#fields)*
        }
        impl #name {
            #[doc = #new_doc]
            pub fn new(#new_args) -> Self {
                Self {
                    api_version: ::core::option::Option::Some(#api_version.into()),
                    kind: ::core::option::Option::Some(#kind.into()),
                    metadata: ::crdgen::client::apply::meta(name, #namespace),
                    #rest
                }
            }
            #(#builders)*
            #[doc = #extract_doc]
            pub fn extract(object: &#root, field_manager: &str) -> ::crdgen::__private::serde_json::Result<Self> {
                ::crdgen::client::apply::extract(object, field_manager, "")
            }
            #extract_status
        }
        impl ::crdgen::client::apply::ApplyConfiguration for #name {
            type Object = #root;
            fn metadata(&self) -> ::core::option::Option<&#meta> {
                self.metadata.as_ref()
            }
            fn metadata_mut(&mut self) -> &mut ::core::option::Option<#meta> {
                &mut self.metadata
            }
        }
    }
}
