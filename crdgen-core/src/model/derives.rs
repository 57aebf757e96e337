//! The traits a type derives, each known by what its path names rather than how it is
//! written: rustc accepts `#[derive(Schema)]` under `use crdgen::CrdSchema as Schema;`,
//! `#[derive(crdgen::CrdSchema)]`, a `use crdgen::{CrdSchema as S};` or a re-export
//! through a local module, and so does crdgen. A `CustomResource` that resolves to
//! kube-derive's is named [`KUBE_CUSTOM_RESOURCE`], so that a renamed import of it is not
//! taken for crdgen's; one written without an import that says whose it is is told apart
//! by its options (`#[kube(...)]` or `#[crd(...)]`), as before.

use std::cell::RefCell;

use crate::diagnostic::Diagnostic;
use crate::source::{ModuleId, Parsed};

/// What [`of`] calls a derive that resolves to kube-derive's `CustomResource`
/// (`kube::CustomResource`, `kube_derive::CustomResource`, `kube::derive::…`): it reads
/// `#[kube(...)]` options only, and rustc refuses `#[crd(...)]` under it.
pub(crate) const KUBE_CUSTOM_RESOURCE: &str = "kube::CustomResource";

/// The name of the derive `path` written in `module`: the last segment of what it
/// resolves to (`CrdSchema` for `Schema` imported as above, also through a facade crate
/// that re-exports it; [`KUBE_CUSTOM_RESOURCE`] for kube-derive's), or of the path as
/// written when it does not resolve to another crate's item. A path too deep to follow
/// is E0115 (see [`of`] for what is then taken).
// The error is large, but it is the cold path.
#[allow(clippy::result_large_err)]
pub(crate) fn name(
    src: Parsed<'_>,
    module: ModuleId,
    path: &syn::Path,
) -> Result<Option<String>, Diagnostic> {
    let resolved = src
        .resolve_macro_path(module, path)
        .map_err(|d| too_deep_at(src, module, path, d))?;
    Ok(match resolved {
        Some(resolved) => resolved_name(&resolved),
        None => path.segments.last().map(|s| s.ident.to_string()),
    })
}

/// [`name`] of a resolved path (`["kube", "CustomResource"]`).
fn resolved_name(resolved: &[String]) -> Option<String> {
    let first = resolved.first()?;
    let last = resolved.last()?;
    if matches!(first.as_str(), "kube" | "kube_derive") && last == "CustomResource" {
        return Some(KUBE_CUSTOM_RESOURCE.to_owned());
    }
    // Another crate's path is taken by its last name: a facade crate re-exporting
    // crdgen's derive (`pub use crdgen::CustomResource;`) names it under its own path,
    // and rustc accepts it; a different derive of the same name is refused by rustc at
    // the `#[crd]` attribute it does not declare.
    Some(last.clone())
}

/// A path as written, without spaces: `crate::api::CrdSchema`.
fn written(path: &syn::Path) -> String {
    let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
    let lead = if path.leading_colon.is_some() {
        "::"
    } else {
        ""
    };
    format!("{lead}{}", segments.join("::"))
}

/// E0115 from the resolver, placed at the derive `path` that could not be followed:
/// the import where the resolution stopped becomes a note.
fn too_deep_at(src: Parsed<'_>, module: ModuleId, path: &syn::Path, d: Diagnostic) -> Diagnostic {
    use syn::spanned::Spanned as _;
    let stopped = d.location.as_ref().map(|l| {
        format!(
            "the resolution stopped at {}:{}:{}: `{}`",
            l.file.to_string_lossy().replace('\\', "/"),
            l.line,
            l.column,
            l.source_line.trim()
        )
    });
    let mut out = Diagnostic::error(
        d.code,
        format!(
            "cannot tell which derive `{}` is: {}",
            written(path),
            d.message.replacen(" here)", ")", 1)
        ),
    )
    .at(src.index.location_in(module, path.span()))
    .label("this derive");
    if let Some(help) = d.help {
        out = out.help(help);
    }
    if let Some(stopped) = stopped {
        out = out.note(stopped);
    }
    out
}

/// The names derives written as one identifier resolve to, by module and identifier: a
/// crate's types derive the same few traits (`Serialize, Deserialize, Clone, Debug`) over
/// and over, and resolving each anew was 2% of a 1,000-kind run (#24). [`name`] depends
/// on nothing else, so the cached answer is the one it would give (an error is not
/// kept: it is reported at each derive).
#[derive(Default)]
pub(super) struct Names(RefCell<Vec<ModuleNames>>);

/// One module's derive identifiers and their [`name`]s.
type ModuleNames = Vec<(proc_macro2::Ident, Option<String>)>;

impl Names {
    /// [`name`] of the derive `ident`, written in `module`. A module's few names are
    /// searched in a list: comparing an identifier costs nothing, hashing one (as
    /// proc-macro2 does it) makes a `String` of it.
    #[allow(clippy::result_large_err)]
    fn of_ident(
        &self,
        src: Parsed<'_>,
        module: ModuleId,
        ident: &proc_macro2::Ident,
    ) -> Result<Option<String>, Diagnostic> {
        if let Some(known) = self.0.borrow().get(module)
            && let Some((_, found)) = known.iter().find(|(i, _)| i == ident)
        {
            return Ok(found.clone());
        }
        let found = name(src, module, &syn::Path::from(ident.clone()))?;
        let mut modules = self.0.borrow_mut();
        if modules.len() <= module {
            modules.resize_with(module + 1, Vec::new);
        }
        if let Some(known) = modules.get_mut(module) {
            known.push((ident.clone(), found.clone()));
        }
        Ok(found)
    }
}

/// The names of the traits `attrs` derive in `#[derive(...)]` (not under `cfg_attr`,
/// see [`under_cfg_attr`]), written in `module`, and the derives that could not be
/// resolved (E0115), here and under `cfg_attr`.
pub(super) fn of(
    src: Parsed<'_>,
    module: ModuleId,
    attrs: &[syn::Attribute],
    names: &Names,
) -> (Vec<String>, Vec<Diagnostic>) {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    // A derive that cannot be followed (E0115) is kept by its written name, as before
    // resolution: `Clone` or `Serialize` in a large glob cycle stays what it says. The
    // error is kept for the places where the name decides something (a kind, see
    // `kinds::discover`).
    let mut keep = |found: Result<Option<String>, Diagnostic>, path: &syn::Path| match found {
        Ok(found) => out.extend(found),
        Err(d) => {
            out.extend(path.segments.last().map(|s| s.ident.to_string()));
            errors.push(d);
        }
    };
    for attr in attrs.iter().filter(|a| a.path().is_ident("derive")) {
        // The usual list of plain names is read off its tokens; syn's parser (a token
        // buffer per attribute) is kept for paths and for anything malformed, where
        // it stops at the first mistake.
        if let syn::Meta::List(list) = &attr.meta
            && let Some(idents) = plain_names(&list.tokens)
        {
            for i in &idents {
                keep(names.of_ident(src, module, i), &syn::Path::from(i.clone()));
            }
            continue;
        }
        let _ = attr.parse_nested_meta(|meta| {
            keep(name(src, module, &meta.path), &meta.path);
            Ok(())
        });
    }
    for path in cfg_attr_derives(attrs) {
        if let Err(d) = name(src, module, &path) {
            errors.push(d);
        }
    }
    (out, errors)
}

/// The identifiers of `A, B, C` (a trailing comma allowed); `None` for anything else,
/// and for a keyword (`fn`, `self`, `_`), which syn refuses as a path or reads as one
/// of its own: syn says what those are.
fn plain_names(tokens: &proc_macro2::TokenStream) -> Option<Vec<proc_macro2::Ident>> {
    let mut out = Vec::new();
    let mut after_name = false;
    for token in tokens.clone() {
        match token {
            proc_macro2::TokenTree::Ident(ident) if !after_name && !is_keyword(&ident) => {
                out.push(ident);
                after_name = true;
            }
            proc_macro2::TokenTree::Punct(p) if after_name && p.as_char() == ',' => {
                after_name = false;
            }
            _ => return None,
        }
    }
    Some(out)
}

/// Whether `ident` is a keyword, strict or reserved, which syn's `Ident` parser
/// refuses (`r#fn` is not one: it is raw).
fn is_keyword(ident: &proc_macro2::Ident) -> bool {
    const KEYWORDS: &[&str] = &[
        "_", "abstract", "as", "async", "await", "become", "box", "break", "const", "continue",
        "crate", "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if",
        "impl", "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv",
        "pub", "ref", "return", "Self", "self", "static", "struct", "super", "trait", "true",
        "try", "type", "typeof", "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
    ];
    KEYWORDS.iter().any(|k| ident == k)
}

/// `#[cfg_attr(..., derive(Serialize))]`: a derive some build has (a library's optional
/// serde support) counts as the type's derive `wanted`. A derive too deep to resolve
/// counts as none here; [`of`] reports it.
pub(super) fn under_cfg_attr(
    src: Parsed<'_>,
    module: ModuleId,
    attrs: &[syn::Attribute],
    wanted: &str,
) -> bool {
    cfg_attr_derives(attrs)
        .iter()
        .any(|path| name(src, module, path).is_ok_and(|n| n.is_some_and(|n| n == wanted)))
}

/// The paths `#[cfg_attr(..., derive(...))]` attributes derive.
fn cfg_attr_derives(attrs: &[syn::Attribute]) -> Vec<syn::Path> {
    let mut paths = Vec::new();
    for a in attrs.iter().filter(|a| a.path().is_ident("cfg_attr")) {
        let _ = a.parse_nested_meta(|meta| {
            if meta.path.is_ident("derive") {
                meta.parse_nested_meta(|d| {
                    paths.push(d.path);
                    Ok(())
                })?;
            } else if meta.input.peek(syn::token::Paren) {
                // The predicate (`feature = "serde"`, `any(...)`): skipped.
                let _ = meta.input.parse::<proc_macro2::TokenTree>()?;
            } else if meta.input.peek(syn::Token![=]) {
                let _ = meta.value()?.parse::<syn::Expr>()?;
            }
            Ok(())
        });
    }
    paths
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(tokens: &str) -> Option<Vec<String>> {
        let tokens: proc_macro2::TokenStream = tokens.parse().unwrap();
        plain_names(&tokens).map(|idents| idents.iter().map(ToString::to_string).collect())
    }

    #[test]
    fn only_lists_of_plain_names_skip_syn() {
        assert_eq!(
            names("Serialize, r#Clone,"),
            Some(vec!["Serialize".to_owned(), "r#Clone".to_owned()])
        );
        assert_eq!(names(""), Some(vec![]));
        for other in ["serde::Serialize", "A B", ",", "A,,B", "A = 1", "A(B)"] {
            assert_eq!(names(other), None, "{other}");
        }
    }

    /// What syn reads in `#[derive(<tokens>)]`, as [`of`] reads it when
    /// [`plain_names`] says `None` (`parse_nested_meta`), and as a list of paths
    /// (`Punctuated<Path, Token![,]>::parse_terminated`); `None` when it refuses them.
    fn syn_names(tokens: &proc_macro2::TokenStream) -> (Option<Vec<String>>, Option<Vec<String>>) {
        use syn::parse::Parser as _;
        let attr: syn::Attribute = syn::parse_quote!(#[derive(#tokens)]);
        let mut nested = Vec::new();
        let nested = attr
            .parse_nested_meta(|meta| {
                let path = &meta.path;
                nested.push(quote::quote!(#path).to_string());
                Ok(())
            })
            .ok()
            .map(|()| nested);
        let paths = syn::punctuated::Punctuated::<syn::Path, syn::Token![,]>::parse_terminated
            .parse2(tokens.clone())
            .ok()
            .map(|paths| {
                paths
                    .iter()
                    .map(|p| quote::quote!(#p).to_string())
                    .collect()
            });
        (nested, paths)
    }

    /// Wherever [`plain_names`] reads a derive list off its tokens, it reads what syn
    /// reads, both as [`of`]'s fallback does and as a list of paths.
    #[test]
    fn plain_names_agree_with_syn() {
        let inputs = [
            "",
            "A",
            "A,",
            "A, B",
            "A, B,",
            "Serialize, Deserialize, Clone, Debug, PartialEq, Eq",
            "r#A",
            "r#A, r#B,",
            "r#struct",
            "fn",
            "struct, A",
            "self",
            "crate",
            "super",
            "Self",
            "_",
            "async",
            "dyn",
            "A::B",
            "::A",
            "::serde::Serialize, Clone",
            "crate::A",
            "A<B>",
            "Vec<T>, A",
            "A<>",
            "A, B<C, D>",
            ",",
            ",A",
            "A,,B",
            "A B",
            "A = 1",
            "A(B)",
            "(A, B)",
            "[A]",
            "{A}",
            "A, (B)",
            "1",
            "\"A\"",
            "A, 'a",
            "'a",
            "A, #[doc = \"x\"] B",
            "#[doc = \"x\"]",
            "/// doc",
            "A /** doc */",
            "A; B",
            "A.B",
            "A, B, C, D, E, F, G, H, I, J, K, L",
            "é",
            "A,\n B,\n",
        ];
        let mut read = 0;
        for input in inputs {
            let tokens: proc_macro2::TokenStream = input.parse().unwrap();
            let (nested, paths) = syn_names(&tokens);
            if let Some(plain) = plain_names(&tokens) {
                read += 1;
                let plain: Vec<String> = plain.iter().map(ToString::to_string).collect();
                assert_eq!(
                    Some(&plain),
                    nested.as_ref(),
                    "parse_nested_meta: {input:?}"
                );
                assert_eq!(Some(&plain), paths.as_ref(), "parse_terminated: {input:?}");
            }
        }
        // The cases plain_names reads itself are some, not none (the test would
        // pass vacuously) and not all (the rest go to syn).
        assert_eq!(read, 12, "how many inputs plain_names reads");
    }

    /// A crate for [`name`]: a local item named like crdgen's derive, and an import
    /// of crdgen's under another name.
    fn crate_of(lib_rs: &str) -> crate::source::SourceSet {
        let files = std::collections::BTreeMap::from([(
            std::path::PathBuf::from("src/lib.rs"),
            lib_rs.to_owned(),
        )]);
        match crate::source::load_in_memory(std::path::Path::new("src/lib.rs"), &files) {
            Ok(set) => set,
            Err(e) => panic!("bad test crate: {e:?}"),
        }
    }

    /// Another crate's derive that shares a name with crdgen's (or schemars', kube's)
    /// is its whole path, and so is a path to an item of this crate: neither is taken
    /// for the derive of that name.
    #[test]
    fn other_crates_derives_are_taken_by_their_last_name() {
        let set = crate_of(
            "pub mod local {\n    pub struct CrdSchema;\n}\nuse crdgen::CrdSchema as Mine;\n",
        );
        let src = set.parsed();
        let root = src
            .index
            .module_by_path(&["crate".to_owned()])
            .unwrap_or_default();
        let named = |text: &str| -> Option<String> {
            let path: syn::Path = syn::parse_str(text).unwrap();
            name(src, root, &path).unwrap()
        };
        let cases: Vec<(&str, Option<String>)> = [
            "other::CrdSchema",
            "other::CustomResource",
            "other::JsonSchema",
            "other::KubeSchema",
            "crate::local::CrdSchema",
            "crdgen::CrdSchema",
            "::crdgen::CustomResource",
            "crdgen_derive::CrdSchema",
            "Mine",
            "CrdSchema",
            "schemars::JsonSchema",
            "kube::CustomResource",
            "kube::derive::CustomResource",
            "kube::KubeSchema",
            "serde::Serialize",
        ]
        .iter()
        .map(|p| (*p, named(p)))
        .collect();
        let some = |s: &str| Some(s.to_owned());
        assert_eq!(
            cases,
            vec![
                ("other::CrdSchema", some("CrdSchema")),
                ("other::CustomResource", some("CustomResource")),
                ("other::JsonSchema", some("JsonSchema")),
                ("other::KubeSchema", some("KubeSchema")),
                ("crate::local::CrdSchema", some("CrdSchema")),
                ("crdgen::CrdSchema", some("CrdSchema")),
                ("::crdgen::CustomResource", some("CustomResource")),
                ("crdgen_derive::CrdSchema", some("CrdSchema")),
                ("Mine", some("CrdSchema")),
                ("CrdSchema", some("CrdSchema")),
                ("schemars::JsonSchema", some("JsonSchema")),
                ("kube::CustomResource", some(KUBE_CUSTOM_RESOURCE)),
                ("kube::derive::CustomResource", some(KUBE_CUSTOM_RESOURCE)),
                ("kube::KubeSchema", some("KubeSchema")),
                ("serde::Serialize", some("Serialize")),
            ]
        );
    }
}
