//! `#[derive(CustomResource)]`: the root type of a kind, its kube-compatible resource
//! impls, and its CRD, built at compile time by the same engine as `crdgen generate`.

use crdgen_core::diagnostic::codes::{self, kind::*};
use crdgen_core::model::kind::{self, KindOptions};
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::DeriveInput;

use crate::{engine, spans};

/// Expands the derive.
pub fn expand(input: TokenStream) -> TokenStream {
    let item: DeriveInput = match syn::parse2(input.clone()) {
        Ok(item) => item,
        Err(e) => return attr_error(crdgen_core::model::AttrError::from(e)),
    };
    if !matches!(&item.data, syn::Data::Struct(s) if matches!(s.fields, syn::Fields::Named(_))) {
        return spans::compile_error(
            item.ident.span(),
            &codes::prefixed(
                DERIVE_ON_NON_STRUCT,
                "CustomResource derives on a spec struct with named fields\n= help: write `pub struct FooSpec { ... }` and derive CustomResource on it",
            ),
        );
    }
    if !item.generics.params.is_empty() {
        return spans::compile_error(
            item.generics
                .params
                .first()
                .map_or(item.ident.span(), syn::spanned::Spanned::span),
            &codes::prefixed(
                GENERIC_SPEC,
                "a spec struct cannot be generic: its CRD has one schema\n= help: remove the type parameters",
            ),
        );
    }
    let options = match kind::parse(&item.attrs, item.ident.span()) {
        Ok(Some(o)) => o,
        Ok(None) => {
            return spans::compile_error(
                item.ident.span(),
                &codes::prefixed(
                    MISSING_KIND_ATTRIBUTE,
                    "CustomResource needs #[crd(group = \"...\", version = \"...\", kind = \"...\")]\n= help: add #[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]",
                ),
            );
        }
        Err(e) => return attr_error(e),
    };
    let root = engine::crate_root();
    let file = engine::file_of(item.ident.span());
    match engine::kind_crd(file.as_deref(), &options.group.value, &options.kind.value) {
        Ok(out) => {
            let generated = generate(&item, &options, &out);
            let checks = crate::default_checks::expand(&item);
            // This build's fields against the CRD of the configured builds (E0386).
            let mismatch = crdgen_core::model::this_build::check(
                &item,
                &options.version.value,
                options.top_level.is_some(),
                &out.crd,
            )
            .map(|(span, text)| spans::compile_error(span, &text));
            quote! { #mismatch #generated #checks }
        }
        Err(diags) => {
            let errors = spans::to_compile_errors(&diags, &input, item.ident.span(), &root);
            // The types still exist, so the only errors the user sees are crdgen's.
            let stub = generate(
                &item,
                &options,
                &crdgen_core::pipeline::KindOutput {
                    crd: serde_json::Value::Null,
                    yaml: String::new(),
                    inputs: Vec::new(),
                    warnings: crdgen_core::diagnostic::Diagnostics::default(),
                },
            );
            quote! { #errors #stub }
        }
    }
}

/// An attribute error with its code and help line, at its span.
pub fn attr_error(e: crdgen_core::model::AttrError) -> TokenStream {
    let mut text = codes::prefixed(e.code, &e.message);
    if let Some(h) = e.help {
        text.push_str("\n= help: ");
        text.push_str(&h);
    }
    spans::compile_error(e.span, &text)
}

fn names(crd: &serde_json::Value) -> (String, Vec<String>, Vec<String>) {
    let names = &crd["spec"]["names"];
    let plural = names["plural"].as_str().unwrap_or_default().to_owned();
    let list = |key: &str| -> Vec<String> {
        names[key]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|v| v.as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default()
    };
    (plural, list("shortNames"), list("categories"))
}

fn generate(
    item: &DeriveInput,
    o: &KindOptions,
    out: &crdgen_core::pipeline::KindOutput,
) -> TokenStream {
    let spec = &item.ident;
    let vis = &item.vis;
    let root_name = o.root.clone().unwrap_or_else(|| o.kind.value.clone());
    let root = format_ident!("{}", root_name, span = Span::call_site());
    let group = &o.group.value;
    let version = &o.version.value;
    let kind_name = &o.kind.value;
    let api_version = if group.is_empty() {
        version.clone()
    } else {
        format!("{group}/{version}")
    };
    let (plural, short_names, categories) = names(&out.crd);
    let crd_name = out.crd["metadata"]["name"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    let list_kind = out.crd["spec"]["names"]["listKind"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    let crd_json = serde_json::to_string(&out.crd).unwrap_or_default();
    let crd_yaml = &out.yaml;
    let p = quote!(::crdgen::__private);
    let meta = quote!(#p::k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta);
    let scope = if o.namespaced {
        quote!(#p::k8s_openapi::NamespaceResourceScope)
    } else {
        quote!(#p::k8s_openapi::ClusterResourceScope)
    };
    let root_doc = o.doc.clone().unwrap_or_else(|| {
        format!("The `{kind_name}` resource (`{api_version}`), generated by `#[derive(CustomResource)]` on [`{spec}`].")
    });
    let wire = format_ident!("__{}Wire", root_name);
    let wire_ref = format_ident!("__{}WireRef", root_name);
    // Files the CRD was built from beyond the crate's own modules (which the compiler
    // already tracks): the configuration and the header.
    let tracked: Vec<String> = out
        .inputs
        .iter()
        .filter(|p| p.extension().is_none_or(|e| e != "rs"))
        .filter_map(|p| p.to_str().map(str::to_owned))
        .collect();

    let (
        status_field,
        status_new,
        status_wire,
        status_wire_ref,
        status_from,
        status_to,
        status_impl,
    ) = match &o.status {
        Some(status) => (
            {
                let doc = o
                    .status_doc
                    .as_ref()
                    .map(|d| d.value.clone())
                    .filter(|d| !d.is_empty())
                    .unwrap_or_else(|| {
                        "The observed state, written by the controller through the status subresource.".to_owned()
                    });
                quote! {
                    #[doc = #doc]
                    pub status: ::core::option::Option<#status>,
                }
            },
            quote!(status: ::core::option::Option::None,),
            quote! {
                #[serde(default)]
                status: ::core::option::Option<#status>,
            },
            quote! {
                #[serde(skip_serializing_if = "Option::is_none")]
                status: ::core::option::Option<&'a #status>,
            },
            quote!(status: wire.status,),
            quote!(status: self.status.as_ref(),),
            quote! {
                impl ::crdgen::HasStatus for #root {
                    type Status = #status;
                    fn status(&self) -> ::core::option::Option<&#status> {
                        self.status.as_ref()
                    }
                    fn status_mut(&mut self) -> &mut ::core::option::Option<#status> {
                        &mut self.status
                    }
                }
                ::crdgen::__kube_traits!(status #root);
            },
        ),
        None => Default::default(),
    };

    // With `top_level` the struct's fields are the object's own, so the wire types
    // flatten it, and there is no `spec` for HasSpec to hand out.
    let top_level = o.top_level.is_some();
    let (spec_doc, flatten) = if top_level {
        (
            "The resource's own fields (`top_level`): serialized next to `apiVersion`, `kind` and `metadata`.".to_owned(),
            quote!(#[serde(flatten)]),
        )
    } else {
        let doc = o.spec_doc.as_ref().map(|d| d.value.clone());
        (
            doc.filter(|d| !d.is_empty())
                .unwrap_or_else(|| "The desired state.".to_owned()),
            quote!(),
        )
    };
    let root_derives = RootDerives::of(o, spec, &root, &status_new);
    let derives = &root_derives.derives;
    let default_impl = &root_derives.default_impl;
    // `spec_optional`: a missing (or null) spec reads as the spec type's default; the
    // bound is checked at the option, so a spec without `Default` is an error there.
    let (wire_spec_attr, wire_spec_ty, spec_from) = match o.spec_optional {
        Some(span) => {
            let default = spec_default(spec, span);
            (
                quote!(#[serde(default)]),
                quote!(::core::option::Option<#spec>),
                quote! {
                    match wire.spec {
                        ::core::option::Option::Some(spec) => spec,
                        ::core::option::Option::None => #default,
                    }
                },
            )
        }
        None => (quote!(), quote!(#spec), quote!(wire.spec)),
    };
    let spec_impl = if top_level {
        quote!()
    } else {
        quote! {
            impl ::crdgen::HasSpec for #root {
                type Spec = #spec;
                fn spec(&self) -> &#spec {
                    &self.spec
                }
                fn spec_mut(&mut self) -> &mut #spec {
                    &mut self.spec
                }
            }
            ::crdgen::__kube_traits!(spec #root);
        }
    };

    quote! {
        #[doc = #root_doc]
        #[derive(Clone, Debug #(, #derives)*)]
        #vis struct #root {
            /// Standard object metadata.
            pub metadata: #meta,
            #[doc = #spec_doc]
            pub spec: #spec,
            #status_field
        }

        impl #root {
            /// A new object with this name and spec, and no status.
            pub fn new(name: &str, spec: #spec) -> Self {
                Self {
                    metadata: #meta {
                        name: ::core::option::Option::Some(::std::string::ToString::to_string(name)),
                        ..::core::default::Default::default()
                    },
                    spec,
                    #status_new
                }
            }
        }

        impl #p::k8s_openapi::Resource for #root {
            const API_VERSION: &'static str = #api_version;
            const GROUP: &'static str = #group;
            const KIND: &'static str = #kind_name;
            const VERSION: &'static str = #version;
            const URL_PATH_SEGMENT: &'static str = #plural;
            type Scope = #scope;
        }

        impl #p::k8s_openapi::ListableResource for #root {
            const LIST_KIND: &'static str = #list_kind;
        }

        impl #p::k8s_openapi::Metadata for #root {
            type Ty = #meta;
            fn metadata(&self) -> &#meta {
                &self.metadata
            }
            fn metadata_mut(&mut self) -> &mut #meta {
                &mut self.metadata
            }
        }

        #spec_impl

        #status_impl

        #default_impl

        impl ::crdgen::CustomResourceExt for #root {
            const CRD_JSON: &'static str = #crd_json;
            const CRD_YAML: &'static str = #crd_yaml;
            const CRD_NAME: &'static str = #crd_name;
            const SHORT_NAMES: &'static [&'static str] = &[#(#short_names),*];
            const CATEGORIES: &'static [&'static str] = &[#(#categories),*];
        }

        ::crdgen::__kube_traits!(crd #root);

        const _: () = {
            #( const _: &[u8] = include_bytes!(#tracked); )*

            #[derive(#p::serde::Deserialize)]
            #[serde(crate = "::crdgen::__private::serde")]
            struct #wire {
                #[serde(default)]
                metadata: #meta,
                #flatten
                #wire_spec_attr
                spec: #wire_spec_ty,
                #status_wire
            }

            #[derive(#p::serde::Serialize)]
            #[serde(crate = "::crdgen::__private::serde", rename_all = "camelCase")]
            struct #wire_ref<'a> {
                api_version: &'static str,
                kind: &'static str,
                metadata: &'a #meta,
                #flatten
                spec: &'a #spec,
                #status_wire_ref
            }

            impl #p::serde::Serialize for #root {
                fn serialize<S: #p::serde::Serializer>(&self, serializer: S) -> ::core::result::Result<S::Ok, S::Error> {
                    #p::serde::Serialize::serialize(
                        &#wire_ref {
                            api_version: #api_version,
                            kind: #kind_name,
                            metadata: &self.metadata,
                            spec: &self.spec,
                            #status_to
                        },
                        serializer,
                    )
                }
            }

            impl<'de> #p::serde::Deserialize<'de> for #root {
                fn deserialize<D: #p::serde::Deserializer<'de>>(deserializer: D) -> ::core::result::Result<Self, D::Error> {
                    let wire = <#wire as #p::serde::Deserialize>::deserialize(deserializer)?;
                    ::core::result::Result::Ok(Self {
                        metadata: wire.metadata,
                        spec: #spec_from,
                        #status_from
                    })
                }
            }
        };
    }
}

/// The root type's derives beyond `Clone` and `Debug` (`derive = "..."`), and its
/// `Default`, which is written out rather than derived: the spec's default and no status,
/// with the spec's `Default` bound checked at the `derive = "Default"` string.
struct RootDerives {
    /// The paths to derive, spanned at their strings.
    derives: Vec<syn::Path>,
    /// `impl Default for Root`, or nothing.
    default_impl: TokenStream,
}

impl RootDerives {
    /// `status_new` initializes the status field (nothing without a status type).
    fn of(
        o: &KindOptions,
        spec: &syn::Ident,
        root: &syn::Ident,
        status_new: &TokenStream,
    ) -> RootDerives {
        let is_default = |p: &syn::Path| p.segments.last().is_some_and(|s| s.ident == "Default");
        let derives = o
            .derives
            .iter()
            .filter(|d| !is_default(&d.value))
            .map(|d| d.value.clone())
            .collect();
        let default_impl = match o.derives.iter().find(|d| is_default(&d.value)) {
            Some(d) => {
                let spec_default = spec_default(spec, d.span);
                quote! {
                    impl ::core::default::Default for #root {
                        /// Default metadata, the spec's default and no status.
                        fn default() -> Self {
                            Self {
                                metadata: ::core::default::Default::default(),
                                spec: #spec_default,
                                #status_new
                            }
                        }
                    }
                }
            }
            None => quote!(),
        };
        RootDerives {
            derives,
            default_impl,
        }
    }
}

/// `<Spec as Default>::default()`, every token at `span` (the option that needs it), so
/// that a spec without `Default` is an error there rather than at the struct.
fn spec_default(spec: &syn::Ident, span: Span) -> TokenStream {
    let spec = syn::Ident::new(&spec.to_string(), span);
    quote_spanned!(span=> <#spec as ::core::default::Default>::default())
}
