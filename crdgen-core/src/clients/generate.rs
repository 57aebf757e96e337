//! Generating the modules (feature `generate`): quote builds them, prettyplease formats
//! them.

use std::collections::BTreeMap;

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::{ClientKind, ClientsConfig, File, HEADER, apply, kind, names};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes::clients as codes;

/// Generates the modules for `kinds` (sorted by group, kind, version). `crds` holds the
/// CRD file written for each kind the crate owns, by `(group, kind)`: its path and text,
/// which the fake clientset embeds.
pub fn generate(
    kinds: &[ClientKind],
    config: &ClientsConfig,
    crds: &BTreeMap<(String, String), File>,
) -> Result<Vec<File>, Diagnostic> {
    let api_crate: syn::Path = syn::parse_str(&config.api_crate).map_err(|e| {
        Diagnostic::error(
            codes::API_CRATE_NOT_A_PATH,
            format!(
                "`api-crate = \"{}\"` in [clients] is not a Rust path: {e}",
                crate::diagnostic::escape::value(&config.api_crate)
            ),
        )
        .help("write the crate's name as code names it, e.g. `crate` or `my_api`")
    })?;
    let fake_cfg: Option<TokenStream> = match &config.fake_cfg {
        Some(text) => Some(
            syn::parse_str::<syn::Meta>(text)
                .map(|m| quote!(#m))
                .map_err(|e| {
                    Diagnostic::error(
                        codes::FAKE_CFG_NOT_A_PREDICATE,
                        format!(
                            "`fake-cfg = \"{}\"` in [clients] is not a cfg predicate: {e}",
                            crate::diagnostic::escape::value(text)
                        ),
                    )
                    .help("write e.g. `fake-cfg = 'any(test, feature = \"fake\")'`")
                })?,
        ),
        None => None,
    };
    let local = config.api_crate == "crate";
    let modules = names::group_modules(kinds.iter().map(|k| k.group.as_str()));
    let mut by_gv: BTreeMap<String, (String, String, Vec<&ClientKind>)> = BTreeMap::new();
    for k in kinds {
        let module = format!(
            "{}_{}",
            modules[&k.group],
            names::snake(&k.version).replace('-', "_")
        );
        by_gv
            .entry(module)
            .or_insert_with(|| (k.group.clone(), k.version.clone(), Vec::new()))
            .2
            .push(k);
    }
    let dir = &config.dir;
    let mut files = Vec::new();
    for (module, (group, version, kinds)) in &by_gv {
        files.push((
            dir.join(format!("{module}.rs")),
            render(group_version(
                module, group, version, kinds, &api_crate, local,
            )),
        ));
    }
    files.push((dir.join("clientset.rs"), render(clientset(&by_gv))));
    let (fake_tokens, embedded) = fake(kinds, &api_crate, crds);
    files.push((dir.join("fake.rs"), embed(render(fake_tokens), &embedded)));
    files.push((
        dir.join("mod.rs"),
        render(root_module(&by_gv, fake_cfg.as_ref())),
    ));
    files.sort();
    Ok(files)
}

/// The header, then the code as prettyplease formats it.
fn render(tokens: TokenStream) -> String {
    // rustfmt leaves the file as prettyplease wrote it, so `cargo fmt` never makes
    // `crdgen verify` fail.
    let tokens = quote! {
        #![cfg_attr(rustfmt, rustfmt::skip)]
        #tokens
    };
    let text = match syn::parse2::<syn::File>(tokens) {
        Ok(file) => prettyplease::unparse(&file),
        // The tokens are crdgen's own; a parse failure is a crdgen bug worth showing
        // rather than hiding, and the compiler will point at it.
        Err(e) => format!("compile_error!({:?});\n", e.to_string()),
    };
    format!("{HEADER}\n\n{}", space_doc_comments(&text))
}

/// prettyplease writes `#[doc = "x"]` as `///x`; rustdoc style has a space after the
/// slashes.
fn space_doc_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 256);
    for line in text.lines() {
        let indent = line.len() - line.trim_start().len();
        let (lead, rest) = line.split_at(indent);
        let fixed = ["///", "//!"].iter().find_map(|p| {
            let body = rest.strip_prefix(p)?;
            (!body.is_empty() && !body.starts_with([' ', '/'])).then(|| format!("{lead}{p} {body}"))
        });
        out.push_str(fixed.as_deref().unwrap_or(line));
        out.push('\n');
    }
    out
}

fn gv_struct(module: &str) -> syn::Ident {
    format_ident!("{}Client", names::camel(module))
}

fn root_path(api_crate: &syn::Path, k: &ClientKind) -> TokenStream {
    let segments = k.root_path.iter().map(|s| names::ident(s));
    quote!(#api_crate #(:: #segments)*)
}

fn group_version(
    module: &str,
    group: &str,
    version: &str,
    kinds: &[&ClientKind],
    api_crate: &syn::Path,
    local: bool,
) -> TokenStream {
    let api_version = if group.is_empty() {
        version.to_owned()
    } else {
        format!("{group}/{version}")
    };
    let doc = format!(" Clients, listers, informers and apply configurations of `{api_version}`.");
    let uses = kinds.iter().map(|k| {
        let path = root_path(api_crate, k);
        quote!(use #path;)
    });
    let items = kinds.iter().map(|k| kind::items(k, local));
    let (structs, apply_names) = apply::structs(kinds);
    let kind_configs = kinds
        .iter()
        .map(|k| apply::kind(k, &apply_names, api_crate));
    let nested_configs = structs
        .iter()
        .map(|s| apply::nested(s, &apply_names, api_crate));
    let accessors = kinds.iter().map(|k| kind::accessors(k));
    let gv = gv_struct(module);
    let gv_doc = format!("The kinds of `{api_version}`.");
    let gv_name = gv.to_string();
    let kube = kind::kube();
    quote! {
        #![doc = #doc]
        #(#uses)*
        #(#items)*
        #[doc = #gv_doc]
        #[derive(Clone)]
        pub struct #gv {
            client: #kube::Client,
        }
        impl ::core::fmt::Debug for #gv {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.debug_struct(#gv_name).finish_non_exhaustive()
            }
        }
        impl #gv {
            /// The clients of this group-version over `client`.
            pub fn new(client: #kube::Client) -> Self {
                Self { client }
            }
            #(#accessors)*
        }
        #(#kind_configs)*
        #(#nested_configs)*
    }
}

fn clientset(by_gv: &BTreeMap<String, (String, String, Vec<&ClientKind>)>) -> TokenStream {
    let kube = kind::kube();
    let accessors = by_gv.iter().map(|(module, (group, version, _))| {
        let m = format_ident!("{module}");
        let gv = gv_struct(module);
        let doc = if group.is_empty() {
            format!("The `{version}` clients.")
        } else {
            format!("The `{group}/{version}` clients.")
        };
        quote! {
            #[doc = #doc]
            fn #m(&self) -> super::#m::#gv {
                super::#m::#gv::new(self.client())
            }
        }
    });
    quote! {
        #![doc = " The clientset: one accessor per group-version, behind a trait so code can be generic over the real clientset and the fake."]
        /// What a reconciler needs of a clientset; [`Clientset`] and the fake implement it.
        pub trait Interface: ::core::clone::Clone + ::core::marker::Send + ::core::marker::Sync + 'static {
            /// The kube client every request goes through (also for built-in kinds).
            fn client(&self) -> #kube::Client;
            #(#accessors)*
        }
        /// The clientset over a real `kube::Client`.
        #[derive(Clone)]
        pub struct Clientset {
            client: #kube::Client,
        }
        impl Clientset {
            /// The clientset over `client`.
            pub fn new(client: #kube::Client) -> Self {
                Self { client }
            }
        }
        impl ::core::fmt::Debug for Clientset {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.debug_struct("Clientset").finish_non_exhaustive()
            }
        }
        impl Interface for Clientset {
            fn client(&self) -> #kube::Client {
                self.client.clone()
            }
        }
    }
}

/// The fake clientset, and the CRD texts its placeholders stand for (see [`embed`]).
///
/// Each kind the crate owns is registered from the YAML text `crdgen generate` writes
/// to its CRD file, embedded in `fake.rs` itself: the fake then enforces the CRD that is
/// deployed whatever the dialect (kube-derive's `crd()` is schemars' CRD, not this one),
/// and `crdgen verify` keeps the copy in step with the file, both being generated
/// output. Embedding the text rather than `include_str!` of the CRD file keeps the
/// crate building when the CRD directory is outside it or outside its package (`cargo
/// package` leaves it out), and when `build.rs` writes the modules elsewhere. A kind of
/// another crate (`external`) has no CRD file here: its root type's `crd()` stands in.
fn fake(
    kinds: &[ClientKind],
    api_crate: &syn::Path,
    crds: &BTreeMap<(String, String), File>,
) -> (TokenStream, Vec<(String, String)>) {
    let kube = kind::kube();
    let mut embedded = Vec::new();
    let mut consts = Vec::new();
    let mut registers = Vec::new();
    // One CRD per kind: every version's root type returns the merged CRD.
    let mut seen = std::collections::BTreeSet::new();
    for k in kinds.iter().filter(|k| seen.insert((&k.group, &k.kind))) {
        let Some((path, text)) = crds.get(&(k.group.clone(), k.kind.clone())) else {
            let path = root_path(api_crate, k);
            // kube-derive's root types have kube's `CustomResourceExt` only.
            registers.push(if k.kube_root {
                quote!(server.register_crd(&<#path as ::crdgen::client::kube::core::CustomResourceExt>::crd());)
            } else {
                quote!(server.register_crd(&<#path as ::crdgen::CustomResourceExt>::crd());)
            });
            continue;
        };
        let name = format_ident!("CRD_{}", embedded.len());
        let placeholder = format_ident!("__CRDGEN_EMBED_{}__", embedded.len());
        let shown: Vec<String> = path
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        let doc = format!(
            " The CRD of `{}.{}`, as `crdgen generate` writes it to `{}`.",
            k.kind,
            k.group,
            shown.join("/")
        );
        consts.push(quote! {
            #[doc = #doc]
            const #name: &str = #placeholder;
        });
        let what = format!(
            "the CRD of {}.{} that crdgen embedded is not a CRD; run `crdgen generate` again",
            k.kind, k.group
        );
        // The text is crdgen's own output, kept in step by `crdgen verify`; a failure
        // here is a hand-edited or corrupt generated file, and a test helper has no
        // caller to return it to.
        registers.push(quote!(server.register_crd_yaml(#name).expect(#what);));
        embedded.push((placeholder.to_string(), text.clone()));
    }
    let tokens = quote! {
        #![doc = " A fake clientset for tests: the same clients over an in-memory API server."]
        #(#consts)*
        /// The clientset over a `crdgen::fake::FakeApiServer` that knows every kind's CRD.
        #[derive(Clone)]
        pub struct FakeClientset {
            server: ::crdgen::fake::FakeApiServer,
            client: #kube::Client,
        }
        impl FakeClientset {
            /// A fresh fake API server with every kind's CRD registered.
            pub fn new() -> Self {
                let server = ::crdgen::fake::FakeApiServer::new();
                #(#registers)*
                let client = server.client();
                Self { server, client }
            }
            /// The fake API server: seed objects, read the action log, add reactors.
            pub fn server(&self) -> &::crdgen::fake::FakeApiServer {
                &self.server
            }
        }
        impl ::core::default::Default for FakeClientset {
            fn default() -> Self {
                Self::new()
            }
        }
        impl ::core::fmt::Debug for FakeClientset {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.debug_struct("FakeClientset").finish_non_exhaustive()
            }
        }
        impl super::clientset::Interface for FakeClientset {
            fn client(&self) -> #kube::Client {
                self.client.clone()
            }
        }
    };
    (tokens, embedded)
}

/// Replaces each placeholder identifier in the formatted `text` by its CRD text as a raw
/// string literal, so the YAML reads in `fake.rs` line for line (a quoted literal would
/// be one line of `\n` escapes).
/// The placeholders come in order, each found after the previous one in the formatted
/// text, never inside a CRD already put in.
fn embed(text: String, embedded: &[(String, String)]) -> String {
    let mut out = String::with_capacity(
        text.len() + embedded.iter().map(|(_, y)| y.len() + 8).sum::<usize>(),
    );
    let mut rest = text.as_str();
    for (placeholder, yaml) in embedded {
        if let Some(at) = rest.find(placeholder.as_str()) {
            out.push_str(&rest[..at]);
            out.push_str(&raw_literal(yaml));
            rest = &rest[at + placeholder.len()..];
        }
    }
    out.push_str(rest);
    out
}

/// `yaml` as a raw string literal with one `#` more than any `"#…` run inside it.
fn raw_literal(yaml: &str) -> String {
    let longest = yaml
        .split('"')
        .skip(1)
        .map(|after| after.len() - after.trim_start_matches('#').len())
        .max()
        .unwrap_or(0);
    let hashes = "#".repeat(longest + 1);
    format!("r{hashes}\"{yaml}\"{hashes}")
}

fn root_module(
    by_gv: &BTreeMap<String, (String, String, Vec<&ClientKind>)>,
    fake_cfg: Option<&TokenStream>,
) -> TokenStream {
    let mods = by_gv.keys().map(|m| {
        let m = format_ident!("{m}");
        quote!(pub mod #m;)
    });
    let cfg = fake_cfg.map(|c| quote!(#[cfg(#c)]));
    quote! {
        #![doc = " Typed clients, listers, informers and a fake clientset, generated by `crdgen generate` from the crate's API types."]
        #(#mods)*
        pub mod clientset;
        #cfg
        pub mod fake;
        pub use clientset::{Clientset, Interface};
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_raw_literal_has_more_hashes_than_any_quote_hash_run_inside() {
        assert_eq!(raw_literal("a: b\n"), "r#\"a: b\n\"#");
        assert_eq!(
            raw_literal("pattern: '\"##x'\n"),
            "r###\"pattern: '\"##x'\n\"###"
        );
    }

    #[test]
    fn embed_puts_each_crd_at_its_placeholder_in_order() {
        let text = "const A: &str = P0;\nconst B: &str = P1;\n".to_owned();
        let embedded = [
            ("P0".to_owned(), "x: P1\n".to_owned()),
            ("P1".to_owned(), "y: 2\n".to_owned()),
        ];
        assert_eq!(
            embed(text, &embedded),
            "const A: &str = r#\"x: P1\n\"#;\nconst B: &str = r#\"y: 2\n\"#;\n"
        );
    }
}
