//! The module tree as Rust text: each module's structs assembled as tokens, parsed with
//! syn and printed with prettyplease, so the output is rustfmt-like and deterministic;
//! then the crate's `Cargo.toml`, `crdgen.toml` and `lib.rs`.

use super::types::{RustField, RustStruct};
use super::values::str_lit;
use super::{lints, rustdoc_lints};

/// An attribute that carries a `//` comment through prettyplease (which prints no
/// comments): written as this attribute, turned into the comment after printing.
const COMMENT_ATTR: &str = "crdgen_import_comment";

/// The kind attribute of a spec struct: its `#[crd(...)]` items in order.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SpecStruct {
    /// The spec struct's name.
    pub name: String,
    /// The items of its `#[crd(...)]`: kind-level settings, then type-level markers.
    pub kind_items: Vec<String>,
    /// Comments above it, one line each (what `crdgen generate` will refuse).
    pub comments: Vec<String>,
}

/// Each line of `comment` as an attribute that becomes a `//` line after printing.
fn comment_attrs(comment: &str, indent: &str) -> String {
    comment
        .lines()
        .map(|c| format!("{indent}#[{COMMENT_ATTR} = {:?}]\n", c.replace('"', "'")))
        .collect()
}

fn doc_attrs(doc: Option<&str>, indent: &str) -> String {
    let Some(doc) = doc else {
        return String::new();
    };
    doc.split('\n')
        .map(|l| {
            let line = if l.is_empty() {
                String::new()
            } else {
                format!(" {l}")
            };
            format!("{indent}#[doc = {:?}]\n", line)
        })
        .collect()
}

fn crd_attr(items: &[String], indent: &str) -> String {
    if items.is_empty() {
        String::new()
    } else {
        format!("{indent}#[crd({})]\n", items.join(", "))
    }
}

fn field(f: &RustField) -> String {
    let mut out = doc_attrs(f.doc.as_deref(), "    ");
    if let Some(c) = &f.comment {
        out.push_str(&comment_attrs(c, "    "));
    }
    out.push_str(&crd_attr(&f.markers, "    "));
    let mut serde = Vec::new();
    if let Some(r) = &f.rename {
        serde.push(format!("rename = {}", str_lit(r)));
    }
    if f.optional {
        serde.push("default".to_owned());
        serde.push("skip_serializing_if = \"Option::is_none\"".to_owned());
    }
    if !serde.is_empty() {
        out.push_str(&format!("    #[serde({})]\n", serde.join(", ")));
    }
    let ty = if f.optional {
        format!("Option<{}>", f.ty)
    } else {
        f.ty.clone()
    };
    out.push_str(&format!("    pub {}: {ty},\n", f.ident));
    out
}

fn item(s: &RustStruct, spec: Option<&SpecStruct>) -> String {
    let mut out = doc_attrs(s.doc.as_deref(), "");
    let mut crd = Vec::new();
    if let Some(spec) = spec {
        for c in &spec.comments {
            out.push_str(&comment_attrs(c, ""));
        }
        // `Default`: a `spec_optional` kind needs it, and every field type has one.
        out.push_str(
            "#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]\n",
        );
        crd.extend(spec.kind_items.iter().cloned());
    } else {
        out.push_str(
            "#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]\n",
        );
    }
    crd.extend(s.markers.iter().cloned());
    if !s.fields.is_empty() {
        out.push_str("#[serde(rename_all = \"camelCase\")]\n");
    }
    out.push_str(&crd_attr(&crd, ""));
    out.push_str(&format!("pub struct {} {{\n", s.name));
    for f in &s.fields {
        out.push_str(&field(f));
    }
    out.push_str("}\n\n");
    out
}

/// One imported module.
pub struct Module {
    /// Its text.
    pub text: String,
    /// Whether its doc comments hold a block rustdoc reads as Rust code, which `cargo
    /// test` would run as a doctest.
    pub doctests: bool,
}

/// One module's text: `doc` as its inner doc comment, then its structs in order (spec
/// structs with their kind attributes).
pub fn module(doc: &str, structs: &[RustStruct], specs: &[SpecStruct]) -> Result<Module, String> {
    let mut text: String = doc
        .split('\n')
        .map(|l| format!("#![doc = {:?}]\n", format!(" {l}")))
        .collect();
    let plain = structs
        .iter()
        .any(|s| !specs.iter().any(|k| k.name == s.name));
    text.push_str(if plain {
        "use crdgen::{CrdSchema, CustomResource};\n"
    } else {
        "use crdgen::CustomResource;\n"
    });
    text.push_str("use serde::{Deserialize, Serialize};\n\n");
    for s in structs {
        text.push_str(&item(s, specs.iter().find(|k| k.name == s.name)));
    }
    let mut file = syn::parse_file(&text).map_err(|e| format!("{e}"))?;
    // Each group of lints with the reason it is allowed, in the order of the attributes.
    let docs = lints::docs(&file);
    let rustdoc = rustdoc_lints::tripped(docs.iter().map(String::as_str));
    let doctests = rustdoc.contains(&rustdoc_lints::RUST_CODE_BLOCKS);
    let allows = [
        (lints::tripped(&file), ALLOW_COMMENT),
        (rustdoc, RUSTDOC_ALLOW_COMMENT),
        (undocumented(structs), MISSING_DOCS_COMMENT),
    ];
    let mut comments = Vec::new();
    for (allowed, comment) in allows {
        if allowed.is_empty() {
            continue;
        }
        let allow = format!("#![allow({})]", allowed.join(", "));
        let parsed = syn::parse::Parser::parse_str(syn::Attribute::parse_inner, &allow)
            .map_err(|e| format!("{e}"))?;
        file.attrs.extend(parsed);
        comments.push(comment);
    }
    let printed = print(&file);
    // The reason for each allow, above it and set apart from what comes before (the
    // module's `//!` lines, or the allow before).
    let mut comments = comments.into_iter();
    let mut out = String::with_capacity(printed.len());
    for line in printed.split_inclusive('\n') {
        if line.starts_with("#![allow(")
            && let Some(comment) = comments.next()
        {
            out.push('\n');
            out.push_str(comment);
        }
        out.push_str(line);
    }
    Ok(Module {
        text: out,
        doctests,
    })
}

/// Why an imported module allows some of clippy's lints (the ones [`lints::tripped`]
/// finds in it): they are about hand-written Rust, and this Rust is written from CRDs.
const ALLOW_COMMENT: &str = "\
// Written from CRDs, not by hand: the doc comments are their descriptions as other tools
// wrote them (tabs, Markdown lists indented as Go comments indent them), the attributes
// repeat what the schema repeats, and the types nest as the schema does.
";

/// Why an imported module allows some of rustdoc's lints (the ones
/// [`rustdoc_lints::tripped`] finds in its doc comments).
const RUSTDOC_ALLOW_COMMENT: &str = "\
// The doc comments are the CRDs' descriptions, kept as written (each is the description
// `crdgen generate` writes back): rustdoc reads their URLs, `[...]`, `<...>` and indented
// lines as Markdown links, HTML and Rust code, which they were not written as.
";

/// `missing_docs` when a struct or a field has no doc comment: its schema had no
/// description, and the import cannot write one (it would become one in the CRD).
fn undocumented(structs: &[RustStruct]) -> Vec<&'static str> {
    let bare = structs
        .iter()
        .any(|s| s.doc.is_none() || s.fields.iter().any(|f| f.doc.is_none()));
    if bare {
        vec!["missing_docs"]
    } else {
        Vec::new()
    }
}

/// Why an imported module allows `missing_docs` (see [`undocumented`]).
const MISSING_DOCS_COMMENT: &str = "\
// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
";

/// `file` printed with prettyplease, the comment attributes turned into comments.
fn print(file: &syn::File) -> String {
    let printed = prettyplease::unparse(file);
    let prefix = format!("#[{COMMENT_ATTR} = ");
    let mut out = String::with_capacity(printed.len());
    let mut previous = "";
    // Inside an inner attribute printed over several lines: its last line, `)]`, ends
    // the inner attributes as a one-line `#![...]` would.
    let mut inner_open = false;
    for line in printed.lines() {
        if starts_item(previous, line) {
            out.push('\n');
        }
        previous = line;
        if line.starts_with("#![") && !line.ends_with(']') {
            inner_open = true;
        } else if inner_open && line == ")]" {
            inner_open = false;
            previous = "#![]";
        }
        let trimmed = line.trim_start();
        match trimmed
            .strip_prefix(&prefix)
            .and_then(|r| r.strip_suffix("]"))
            .and_then(|lit| syn::parse_str::<syn::LitStr>(lit).ok())
        {
            Some(comment) => {
                let indent = &line[..line.len() - trimmed.len()];
                out.push_str(&format!("{indent}// {}\n", comment.value()));
            }
            None => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    out
}

/// Whether `line` starts a top-level item that a blank line should set apart from the
/// one before (prettyplease prints items one after the other).
fn starts_item(previous: &str, line: &str) -> bool {
    let top = |l: &str| !l.is_empty() && !l.starts_with(char::is_whitespace);
    if !top(previous) || !top(line) || line.starts_with('}') {
        return false;
    }
    let inner_doc = |l: &str| l.starts_with("//!") || l.starts_with("#![");
    let group = |l: &str| {
        if inner_doc(l) {
            0
        } else if l.starts_with("use ") {
            1
        } else if l.starts_with("pub mod ") || l.starts_with("mod ") {
            2
        } else {
            3
        }
    };
    previous.ends_with('}')
        || (previous.ends_with(';') && group(previous) != group(line))
        || (inner_doc(previous) && !inner_doc(line))
}
