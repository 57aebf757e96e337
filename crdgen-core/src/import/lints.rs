//! The clippy lints an imported module trips, so that it can allow exactly those: the
//! module is written from CRDs, not by hand, and a user's `cargo clippy -- -D warnings`
//! must pass on it without a crate-wide setting.
//!
//! Each lint is predicted from the module's syntax as clippy sees it (on by default in
//! `clippy::all`); a prediction may allow a lint the module does not trip (an allow
//! costs nothing), never the other way round:
//! - `tabs_in_doc_comments`: a tab in a doc comment (descriptions keep their tabs);
//! - `doc_lazy_continuation`, `doc_overindented_list_items`: a doc comment with a
//!   Markdown list item or block quote (Go comments indent their lists and continue
//!   them as Markdown does not expect);
//! - `duplicated_attributes`: one item's attributes repeat a nested key (clippy's
//!   `check_duplicated_attr`: the path of parents and the name, with the value when it
//!   is a string), as printer columns of one `type = "integer"` do;
//! - `type_complexity`: a field's type scores above clippy's default threshold (250) by
//!   clippy's `TypeComplexityVisitor` (10 × depth per named type, array or tuple), as
//!   maps of lists of maps do.

use std::collections::BTreeSet;

use syn::parse::{ParseStream, Parser as _};
use syn::{Attribute, Expr, Fields, Item, Lit, Meta, Type};

/// clippy's default `type-complexity-threshold`: a type scoring more is linted.
const TYPE_COMPLEXITY_THRESHOLD: u64 = 250;

/// The lints `file` trips, as `clippy::<name>`, sorted.
pub fn tripped(file: &syn::File) -> Vec<&'static str> {
    let mut lints = BTreeSet::new();
    for item in &file.items {
        let Item::Struct(s) = item else {
            continue;
        };
        check_attrs(&s.attrs, &mut lints);
        let Fields::Named(fields) = &s.fields else {
            continue;
        };
        for field in &fields.named {
            check_attrs(&field.attrs, &mut lints);
            if complexity(&field.ty, 1) > TYPE_COMPLEXITY_THRESHOLD {
                lints.insert("clippy::type_complexity");
            }
        }
    }
    lints.into_iter().collect()
}

/// Every doc text rustdoc reads in `file`, one per item: the module's inner doc comment,
/// each struct's and field's doc comment (its lines joined), and the descriptions a
/// kind attribute hands the derive's root type and its fields (`doc`, `spec_doc`,
/// `status_doc`, each one `#[doc = "..."]` there).
pub fn docs(file: &syn::File) -> Vec<String> {
    let joined = |attrs: &[Attribute]| {
        let lines: Vec<String> = attrs.iter().filter_map(doc_line).collect();
        (!lines.is_empty()).then(|| lines.join("\n"))
    };
    let mut out: Vec<String> = joined(&file.attrs).into_iter().collect();
    for item in &file.items {
        let Item::Struct(s) = item else {
            continue;
        };
        out.extend(joined(&s.attrs));
        for attr in s.attrs.iter().filter(|a| a.path().is_ident("crd")) {
            let Meta::List(list) = &attr.meta else {
                continue;
            };
            let Ok(nested) = nested_items.parse2(list.tokens.clone()) else {
                continue;
            };
            out.extend(nested.into_iter().filter_map(|n| match n {
                Nested::Word(name, Some(value))
                    if ["doc", "spec_doc", "status_doc"].contains(&name.as_str()) =>
                {
                    Some(value)
                }
                _ => None,
            }));
        }
        if let Fields::Named(fields) = &s.fields {
            out.extend(fields.named.iter().filter_map(|f| joined(&f.attrs)));
        }
    }
    out
}

/// The lints one item's (or field's) attributes trip.
fn check_attrs(attrs: &[Attribute], lints: &mut BTreeSet<&'static str>) {
    let doc: Vec<String> = attrs.iter().filter_map(doc_line).collect();
    if doc.iter().any(|l| l.contains('\t')) {
        lints.insert("clippy::tabs_in_doc_comments");
    }
    if doc.iter().any(|l| markdown_block(l)) {
        lints.insert("clippy::doc_lazy_continuation");
        lints.insert("clippy::doc_overindented_list_items");
    }
    let mut keys = BTreeSet::new();
    let mut repeated = false;
    for attr in attrs {
        repeated |= repeated_key(&attr.meta, &mut Vec::new(), &mut keys);
    }
    if repeated {
        lints.insert("clippy::duplicated_attributes");
    }
}

/// The text of a `#[doc = "..."]` attribute.
fn doc_line(attr: &Attribute) -> Option<String> {
    let Meta::NameValue(nv) = &attr.meta else {
        return None;
    };
    if !nv.path.is_ident("doc") {
        return None;
    }
    match &nv.value {
        Expr::Lit(l) => match &l.lit {
            Lit::Str(s) => Some(s.value()),
            _ => None,
        },
        _ => None,
    }
}

/// Whether a doc line starts a Markdown list item or block quote (the blocks clippy's
/// two list lints look into).
fn markdown_block(line: &str) -> bool {
    let t = line.trim_start();
    if t.starts_with('>') {
        return true;
    }
    let marker_then_space = |rest: &str| rest.is_empty() || rest.starts_with([' ', '\t']);
    if let Some(rest) = t.strip_prefix(['-', '*', '+']) {
        return marker_then_space(rest);
    }
    let digits = t.len() - t.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    (1..=9).contains(&digits)
        && t[digits..]
            .strip_prefix(['.', ')'])
            .is_some_and(marker_then_space)
}

/// A meta item as rustc reads one inside an attribute's list: its path may be a
/// keyword (`type = "integer"`), which `syn::Meta` does not take.
enum Nested {
    /// `name`, `name = "string"` (the string kept) or `name = 1` (no string).
    Word(String, Option<String>),
    /// `name(...)`, with what is inside.
    List(String, proc_macro2::TokenStream),
}

/// clippy's `check_duplicated_attr` on one attribute: records the keys of its meta items
/// (parents, name, and a string value) in `keys`, and says whether a key was there
/// already. `doc` and `cfg_attr` are skipped, as clippy skips them, and so is an
/// attribute whose arguments are no meta items (rustc's `meta()` is `None` for it).
fn repeated_key(meta: &Meta, parents: &mut Vec<String>, keys: &mut BTreeSet<String>) -> bool {
    let name = path_name(meta.path());
    match meta {
        Meta::List(list) => repeated_in(&Nested::List(name, list.tokens.clone()), parents, keys),
        Meta::NameValue(nv) => {
            let value = match &nv.value {
                Expr::Lit(l) => match &l.lit {
                    Lit::Str(s) => Some(s.value()),
                    _ => None,
                },
                _ => None,
            };
            repeated_in(&Nested::Word(name, value), parents, keys)
        }
        Meta::Path(_) => repeated_in(&Nested::Word(name, None), parents, keys),
    }
}

fn repeated_in(item: &Nested, parents: &mut Vec<String>, keys: &mut BTreeSet<String>) -> bool {
    let (name, value) = match item {
        Nested::Word(name, value) => (name, value),
        Nested::List(name, tokens) => {
            if name == "doc" || name == "cfg_attr" {
                return false;
            }
            let Ok(nested) = nested_items.parse2(tokens.clone()) else {
                return false;
            };
            parents.push(name.clone());
            let mut repeated = false;
            for n in &nested {
                repeated |= repeated_in(n, parents, keys);
            }
            parents.pop();
            return repeated;
        }
    };
    if name == "doc" || name == "cfg_attr" {
        return false;
    }
    let key = match value {
        Some(v) => format!("{}:{name}={v}", parents.join(":")),
        None => format!("{}:{name}", parents.join(":")),
    };
    !keys.insert(key)
}

fn path_name(path: &syn::Path) -> String {
    path.segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect::<Vec<_>>()
        .join("::")
}

/// The meta items of a list, literals skipped (rustc's `meta_item_list`).
fn nested_items(input: ParseStream<'_>) -> syn::Result<Vec<Nested>> {
    use syn::ext::IdentExt as _;
    let mut out = Vec::new();
    while !input.is_empty() {
        if input.peek(Lit) {
            input.parse::<Lit>()?;
        } else {
            let mut name = proc_macro2::Ident::parse_any(input)?.to_string();
            while input.peek(syn::Token![::]) {
                input.parse::<syn::Token![::]>()?;
                name = format!("{name}::{}", proc_macro2::Ident::parse_any(input)?);
            }
            if input.peek(syn::Token![=]) {
                input.parse::<syn::Token![=]>()?;
                // A value that is no string literal counts without it, as in clippy.
                let value = match input.parse::<Expr>()? {
                    Expr::Lit(syn::ExprLit {
                        lit: Lit::Str(s), ..
                    }) => Some(s.value()),
                    _ => None,
                };
                out.push(Nested::Word(name, value));
            } else if input.peek(syn::token::Paren) {
                let content;
                syn::parenthesized!(content in input);
                out.push(Nested::List(name, content.parse()?));
            } else {
                out.push(Nested::Word(name, None));
            }
        }
        if input.is_empty() {
            break;
        }
        input.parse::<syn::Token![,]>()?;
    }
    Ok(out)
}

/// clippy's type complexity score of `ty` at nesting depth `nest` (1 at the top).
fn complexity(ty: &Type, nest: u64) -> u64 {
    let args = |ty: &Type| complexity(ty, nest + 1);
    match ty {
        Type::Path(p) => {
            let inner: u64 = p
                .path
                .segments
                .iter()
                .filter_map(|s| match &s.arguments {
                    syn::PathArguments::AngleBracketed(a) => Some(&a.args),
                    _ => None,
                })
                .flatten()
                .map(|a| match a {
                    syn::GenericArgument::Type(t) => args(t),
                    _ => 0,
                })
                .sum();
            10 * nest + inner
        }
        Type::Slice(s) => 10 * nest + args(&s.elem),
        Type::Array(a) => 10 * nest + args(&a.elem),
        Type::Tuple(t) => 10 * nest + t.elems.iter().map(args).sum::<u64>(),
        Type::Reference(r) => 1 + complexity(&r.elem, nest),
        Type::Ptr(p) => 1 + complexity(&p.elem, nest),
        Type::Paren(p) => complexity(&p.elem, nest),
        Type::Group(g) => complexity(&g.elem, nest),
        Type::Infer(_) => 1,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lints(text: &str) -> Vec<&'static str> {
        tripped(&syn::parse_file(text).unwrap())
    }

    #[test]
    fn a_plain_module_trips_nothing() {
        let text = r#"
            /// A spec.
            ///
            /// Two paragraphs - with a dash inside.
            #[derive(CustomResource)]
            #[crd(group = "a.example.com", printer_column(name = "A", type = "integer"))]
            pub struct FooSpec {
                /// 1 of 2.
                #[crd(min_length = 1, max_length = 2)]
                pub a: Option<BTreeMap<String, Vec<BTreeMap<String, String>>>>,
            }
        "#;
        assert_eq!(lints(text), Vec::<&str>::new());
    }

    #[test]
    fn descriptions_with_tabs_lists_and_quotes() {
        assert_eq!(
            lints("pub struct A {\n#[doc = \" a\\tb\"]\npub a: String }"),
            ["clippy::tabs_in_doc_comments"]
        );
        for doc in [
            " - item",
            "* item",
            " 12. item",
            " 3) item",
            " > quoted",
            " -",
        ] {
            assert_eq!(
                lints(&format!("#[doc = {doc:?}]\npub struct A {{}}")),
                [
                    "clippy::doc_lazy_continuation",
                    "clippy::doc_overindented_list_items"
                ],
                "{doc:?}"
            );
        }
        for doc in [
            " -1 is none",
            " 1.5 times",
            " *emphasis*",
            " 1234567890. no",
        ] {
            assert_eq!(
                lints(&format!("#[doc = {doc:?}]\npub struct A {{}}")),
                Vec::<&str>::new(),
                "{doc:?}"
            );
        }
    }

    #[test]
    fn repeated_nested_keys_across_one_items_attributes() {
        // Two columns of one type, in one attribute or in two.
        let one = r#"#[crd(printer_column(name = "A", type = "integer"), printer_column(name = "B", type = "integer"))] pub struct A {}"#;
        let two = r#"#[crd(printer_column(name = "A", type = "integer"))] #[crd(printer_column(name = "B", type = "integer"))] pub struct A {}"#;
        // A non-string value counts without it: two priorities are a repetition.
        let priorities = r#"#[crd(printer_column(name = "A", priority = 1), printer_column(name = "B", priority = 2))] pub struct A {}"#;
        for text in [one, two, priorities] {
            assert_eq!(lints(text), ["clippy::duplicated_attributes"], "{text}");
        }
        // Other values, other parents, or other items: no repetition.
        let distinct = r#"
            #[crd(printer_column(name = "A", type = "integer"), printer_column(name = "B", type = "string"), shortname = "integer")]
            pub struct A { #[crd(format = "integer")] pub a: String, #[crd(format = "integer")] pub b: String }
        "#;
        assert_eq!(lints(distinct), Vec::<&str>::new());
    }

    #[test]
    fn type_complexity_above_clippys_threshold() {
        // Option 10, BTreeMap 20, String 30, Vec 30, BTreeMap 40, String 50, BTreeMap 50,
        // String 60 × 2: 350.
        let deep = "pub struct A { pub a: Option<BTreeMap<String, Vec<BTreeMap<String, BTreeMap<String, String>>>>> }";
        assert_eq!(lints(deep), ["clippy::type_complexity"]);
        // Option 10, BTreeMap 20, String 30, Vec 30, BTreeMap 40, String 50 × 2: 230.
        let shallow =
            "pub struct A { pub a: Option<BTreeMap<String, Vec<BTreeMap<String, String>>>> }";
        assert_eq!(lints(shallow), Vec::<&str>::new());
    }
}
