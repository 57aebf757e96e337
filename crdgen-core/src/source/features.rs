//! `#[cfg(feature = "x")]` and `#[cfg_attr(feature = "x", …)]` against the crate's
//! features and the builds the CRDs serve.
//!
//! The crdgen configuration says which features are on (`features`,
//! `no-default-features`, `all-features`, as cargo's flags) and which may be either
//! (`optional-features`): the CRDs then serve every build with or without those. Each of
//! the crate's features is therefore on in every such build, off in every one, or
//! [varying](Features::varying). Predicates are read with that knowledge:
//!
//! - an item, module, field or variant whose `cfg` is false in every build is not read;
//! - a `cfg_attr` whose predicate has one value in every build is expanded (true) or
//!   dropped (false) before anything reads the attributes, so `serde(rename …)`,
//!   `serde(skip …)`, `crd(…)` under it count exactly when the builds have them; one that
//!   holds in some builds only, around `serde` or `crd` attributes, is refused
//!   ([`CFG_ATTR_VARIES`]): one CRD cannot follow a rename that only some builds make;
//! - a field that only some builds have is not required ([`Features::in_every_build`]);
//! - a feature the crate does not declare is an error ([`UNKNOWN_CFG_FEATURE`]), as
//!   cargo would never turn it on.
//!
//! Features that vary are taken as independent of one another, even where one enables
//! another: the schema may then accept a little more than the real builds write, never
//! less.

use std::collections::BTreeSet;

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::{Attribute, Item};

use super::cfg::Predicate;
use crate::diagnostic::codes::markers::{CFG_ATTR_VARIES, UNKNOWN_CFG_FEATURE};
use crate::diagnostic::{Diagnostic, Location, escape};

/// More varying features than this in the fields of one property, and
/// [`Features::in_every_build`] answers "no" rather than try every combination.
const MAX_VARYING: usize = 12;

/// The crate's features and their value in the builds the CRDs serve.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Features {
    /// Every feature the crate declares: the keys of `[features]` and the optional
    /// dependencies no `dep:` entry hides.
    pub known: BTreeSet<String>,
    /// The features on in every build.
    pub on: BTreeSet<String>,
    /// The features on in some builds only.
    pub varying: BTreeSet<String>,
}

impl Features {
    /// A feature's value in every build: `Some(true)` on, `Some(false)` off or unknown to
    /// the crate, `None` when it varies.
    pub fn value(&self, name: &str) -> Option<bool> {
        if self.on.contains(name) {
            Some(true)
        } else if self.varying.contains(name) {
            None
        } else {
            Some(false)
        }
    }

    /// `p` with every feature of constant value replaced by that value.
    pub fn residual(&self, p: &Predicate) -> Predicate {
        p.substitute(&|name| self.value(name))
    }

    /// Whether an item under `p` is in no build the CRDs serve.
    pub fn absent(&self, p: &Predicate) -> bool {
        self.residual(p).constant() == Some(false)
    }

    /// Whether every build the CRDs serve has at least one of the items under `preds`:
    /// for every value of the varying features they name, one of them is not false
    /// (options other than features, `unix` and the like, count as true: crdgen cannot
    /// know the target, and a field under them is written as before). `true` when they
    /// name more than [`MAX_VARYING`] features: the property stays as required as the
    /// fields make it, as without features.
    pub fn in_every_build(&self, preds: &[&Predicate]) -> bool {
        let residuals: Vec<Predicate> = preds.iter().map(|p| self.residual(p)).collect();
        let mut names = BTreeSet::new();
        for r in &residuals {
            r.features(&mut names);
        }
        let names: Vec<&String> = names.iter().collect();
        if names.len() > MAX_VARYING {
            return true;
        }
        (0u32..1 << names.len()).all(|bits| {
            residuals.iter().any(|r| {
                r.eval_features(&mut |name| {
                    let i = names.iter().position(|n| *n == name)?;
                    Some(bits & (1 << i) != 0)
                }) != Some(false)
            })
        })
    }

    /// The varying features a predicate depends on, as the message of a note: `` `v2` ``.
    pub fn varying_in(&self, p: &Predicate) -> Vec<String> {
        let mut names = BTreeSet::new();
        self.residual(p).features(&mut names);
        names.into_iter().collect()
    }

    /// The crate's features, listed for a help text.
    pub fn known_list(&self) -> String {
        if self.known.is_empty() {
            return "the crate declares no features".to_owned();
        }
        let list: Vec<String> = self
            .known
            .iter()
            .map(|f| format!("`{}`", escape::value(f)))
            .collect();
        format!("the crate's features: {}", list.join(", "))
    }

    /// Reads a parsed file as the builds see it: every `cfg_attr` whose predicate is
    /// constant is expanded or dropped, every item, field and variant in no build is
    /// removed. Unknown features and `cfg_attr`s around `serde`/`crd` attributes that
    /// only some builds have are reported through `at` (a span to a location) into
    /// `errors`.
    pub(crate) fn apply(
        &self,
        file: &mut syn::File,
        at: &dyn Fn(Span) -> Location,
        errors: &mut Vec<Diagnostic>,
    ) {
        let mut pass = Pass {
            features: self,
            at,
            errors,
        };
        pass.items(&mut file.items);
    }
}

impl Predicate {
    /// The names of the features the predicate mentions.
    fn features(&self, out: &mut BTreeSet<String>) {
        match self {
            Predicate::Feature(name) => {
                out.insert(name.clone());
            }
            Predicate::Not(p) => p.features(out),
            Predicate::All(ps) | Predicate::Any(ps) => ps.iter().for_each(|p| p.features(out)),
            Predicate::True | Predicate::False | Predicate::Option(_) => {}
        }
    }
}

/// Whether an attribute list has a `cfg` or `cfg_attr`: only those make [`Pass`] change
/// it, so a list without them is left as it is rather than rebuilt (#24).
fn has_cfg(attrs: &[Attribute]) -> bool {
    attrs
        .iter()
        .any(|a| a.path().is_ident("cfg") || a.path().is_ident("cfg_attr"))
}

/// Whether a field of `fields` has a `cfg` or `cfg_attr`.
fn fields_have_cfg(fields: &syn::Fields) -> bool {
    fields.iter().any(|f| has_cfg(&f.attrs))
}

/// One walk over a file's items.
struct Pass<'a> {
    features: &'a Features,
    at: &'a dyn Fn(Span) -> Location,
    errors: &'a mut Vec<Diagnostic>,
}

impl Pass<'_> {
    fn items(&mut self, items: &mut Vec<Item>) {
        items.retain_mut(|item| {
            let Some(attrs) = item_attrs(item) else {
                return true;
            };
            if !self.attrs(attrs) {
                return false;
            }
            match item {
                Item::Struct(s) => self.fields(&mut s.fields),
                Item::Enum(e) => {
                    if !e
                        .variants
                        .iter()
                        .any(|v| has_cfg(&v.attrs) || fields_have_cfg(&v.fields))
                    {
                        return true;
                    }
                    let variants = std::mem::take(&mut e.variants);
                    for mut v in variants {
                        if self.attrs(&mut v.attrs) {
                            self.fields(&mut v.fields);
                            e.variants.push(v);
                        }
                    }
                }
                Item::Union(u) => self.named(&mut u.fields.named),
                Item::Mod(m) => {
                    if let Some((_, content)) = &mut m.content {
                        self.items(content);
                    }
                }
                _ => {}
            }
            true
        });
    }

    fn fields(&mut self, fields: &mut syn::Fields) {
        match fields {
            syn::Fields::Named(n) => self.named(&mut n.named),
            syn::Fields::Unnamed(u) => self.named(&mut u.unnamed),
            syn::Fields::Unit => {}
        }
    }

    fn named(&mut self, fields: &mut syn::punctuated::Punctuated<syn::Field, syn::Token![,]>) {
        if !fields.iter().any(|f| has_cfg(&f.attrs)) {
            return;
        }
        let all = std::mem::take(fields);
        for mut f in all {
            if self.attrs(&mut f.attrs) {
                fields.push(f);
            }
        }
    }

    /// Checks and expands one attribute list; `false` when its item is in no build.
    fn attrs(&mut self, attrs: &mut Vec<Attribute>) -> bool {
        // Most attribute lists have neither: nothing to check, expand or drop.
        if !has_cfg(attrs) {
            return true;
        }
        for a in attrs.iter() {
            if a.path().is_ident("cfg") || a.path().is_ident("cfg_attr") {
                self.check_names(a.meta.require_list().map(|l| l.tokens.clone()).ok());
            }
        }
        let mut out = Vec::with_capacity(attrs.len());
        let mut pending: Vec<Attribute> = std::mem::take(attrs);
        pending.reverse();
        while let Some(a) = pending.pop() {
            if !a.path().is_ident("cfg_attr") {
                out.push(a);
                continue;
            }
            let Some((predicate, inner)) = split_cfg_attr(&a) else {
                out.push(a);
                continue;
            };
            match self.features.residual(&predicate).constant() {
                // Expanded in place, in order; a nested `cfg_attr` is expanded in turn.
                Some(true) => {
                    for meta in inner.into_iter().rev() {
                        let mut expanded = a.clone();
                        expanded.meta = meta;
                        pending.push(expanded);
                    }
                }
                Some(false) => {}
                None => {
                    if let Some(meta) = inner
                        .iter()
                        .find(|m| m.path().is_ident("serde") || m.path().is_ident("crd"))
                    {
                        self.varies(&predicate, meta);
                    }
                    out.push(a);
                }
            }
        }
        *attrs = out;
        !self.features.absent(&Predicate::of(attrs))
    }

    /// Reports every `feature = "x"` in a `cfg`/`cfg_attr` whose `x` the crate does not
    /// declare.
    fn check_names(&mut self, tokens: Option<TokenStream>) {
        let Some(tokens) = tokens else { return };
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        for (i, tt) in tokens.iter().enumerate() {
            match tt {
                TokenTree::Group(g) => self.check_names(Some(g.stream())),
                TokenTree::Ident(id) if id == "feature" => {
                    let (Some(TokenTree::Punct(eq)), Some(TokenTree::Literal(lit))) =
                        (tokens.get(i + 1), tokens.get(i + 2))
                    else {
                        continue;
                    };
                    if eq.as_char() != '=' {
                        continue;
                    }
                    let Ok(syn::Lit::Str(name)) = syn::parse2::<syn::Lit>(lit.to_token_stream())
                    else {
                        continue;
                    };
                    let name = name.value();
                    if !self.features.known.contains(&name) {
                        self.errors.push(
                            Diagnostic::error(
                                UNKNOWN_CFG_FEATURE,
                                format!(
                                    "the crate has no feature `{}`",
                                    escape::value(&name)
                                ),
                            )
                            .at((self.at)(lit.span()))
                            .label("not in the crate's [features]")
                            .note(self.features.known_list())
                            .help("name a feature of the crate's Cargo.toml, or declare it under [features]: cargo never turns on a feature the crate does not declare, so this is never true"),
                        );
                    }
                }
                _ => {}
            }
        }
    }

    /// A `cfg_attr` around a `serde` or `crd` attribute that some builds have and
    /// others do not.
    fn varies(&mut self, predicate: &Predicate, meta: &syn::Meta) {
        let varying = self.features.varying_in(predicate);
        let why = if varying.is_empty() {
            format!(
                "crdgen cannot tell in which builds `{}` holds",
                escape::value(&predicate.to_string())
            )
        } else {
            let names: Vec<String> = varying
                .iter()
                .map(|f| format!("`{}`", escape::value(f)))
                .collect();
            format!(
                "the crdgen configuration lets builds have {} on or off (`optional-features`)",
                names.join(", ")
            )
        };
        let span = syn::spanned::Spanned::span(meta);
        self.errors.push(
            Diagnostic::error(
                CFG_ATTR_VARIES,
                format!(
                    "`cfg_attr({}, …)` gives this attribute to some builds only",
                    escape::value(&predicate.to_string())
                ),
            )
            .at((self.at)(span))
            .label("only in some builds")
            .note(why)
            .help("one CRD serves every build: write the attribute without `cfg_attr`, or say which features are on (`features`, `no-default-features`, `all-features` in the crdgen configuration) so that the predicate is the same in every build"),
        );
    }
}

/// `cfg_attr(predicate, a, b, …)` split into the predicate and the attributes; `None`
/// when it does not parse (rustc reports it).
fn split_cfg_attr(a: &Attribute) -> Option<(Predicate, Vec<syn::Meta>)> {
    a.parse_args_with(|input: syn::parse::ParseStream<'_>| {
        let predicate: Predicate = input.parse()?;
        input.parse::<syn::Token![,]>()?;
        let inner =
            syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated(input)?;
        Ok((predicate, inner.into_iter().collect()))
    })
    .ok()
}

/// The attributes of an item that carries them where crdgen reads them.
pub(crate) fn item_attrs(item: &mut Item) -> Option<&mut Vec<Attribute>> {
    Some(match item {
        Item::Struct(i) => &mut i.attrs,
        Item::Enum(i) => &mut i.attrs,
        Item::Union(i) => &mut i.attrs,
        Item::Type(i) => &mut i.attrs,
        Item::Mod(i) => &mut i.attrs,
        Item::Use(i) => &mut i.attrs,
        Item::Impl(i) => &mut i.attrs,
        Item::Fn(i) => &mut i.attrs,
        Item::Const(i) => &mut i.attrs,
        Item::Static(i) => &mut i.attrs,
        Item::Trait(i) => &mut i.attrs,
        Item::ExternCrate(i) => &mut i.attrs,
        Item::Macro(i) => &mut i.attrs,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn features(on: &[&str], varying: &[&str], known: &[&str]) -> Features {
        let set = |s: &[&str]| s.iter().map(|s| s.to_string()).collect();
        Features {
            known: set(known),
            on: set(on),
            varying: set(varying),
        }
    }

    fn pred(src: &str) -> Predicate {
        match syn::parse_str::<Predicate>(src) {
            Ok(p) => p,
            Err(e) => panic!("bad test input: {e}"),
        }
    }

    #[test]
    fn predicates_are_evaluated_against_the_builds() {
        let f = features(&["a"], &["v2"], &["a", "b", "v2"]);
        for (src, absent, every) in [
            ("feature = \"a\"", false, true),
            ("feature = \"b\"", true, false),
            ("not(feature = \"b\")", false, true),
            ("feature = \"v2\"", false, false),
            ("all(feature = \"a\", feature = \"v2\")", false, false),
            ("any(feature = \"a\", feature = \"v2\")", false, true),
            ("all(feature = \"b\", feature = \"v2\")", true, false),
            ("all(unix, feature = \"a\")", false, true),
            ("all(unix, feature = \"v2\")", false, false),
        ] {
            let p = pred(src);
            assert_eq!(f.absent(&p), absent, "{src}");
            assert_eq!(f.in_every_build(&[&p]), every, "{src}");
        }
        // Together, a feature and its negation cover every build.
        assert!(f.in_every_build(&[&pred("feature = \"v2\""), &pred("not(feature = \"v2\")")]));
        assert_eq!(
            f.varying_in(&pred("all(feature = \"a\", not(feature = \"v2\"))")),
            ["v2"]
        );
    }

    #[test]
    fn files_are_read_as_the_builds_see_them() {
        let f = features(&["a"], &["v2"], &["a", "b", "v2"]);
        let mut file: syn::File = syn::parse_str(
            r#"
            #[cfg(feature = "b")]
            pub struct Gone;
            pub struct Kept {
                #[cfg(feature = "b")]
                pub gone: i32,
                #[cfg_attr(feature = "a", serde(rename = "x"), cfg_attr(not(feature = "b"), serde(default)))]
                #[cfg_attr(feature = "b", serde(skip))]
                pub renamed: i32,
                #[cfg(feature = "v2")]
                pub some: i32,
            }
            pub enum E {
                #[cfg(not(feature = "a"))]
                Gone,
                Kept,
            }
            "#,
        )
        .unwrap();
        let mut errors = Vec::new();
        f.apply(&mut file, &|_| Location::unknown(), &mut errors);
        assert!(errors.is_empty(), "{errors:?}");
        let text = file.to_token_stream().to_string();
        assert_eq!(
            text,
            syn::parse_str::<syn::File>(
                r#"
                pub struct Kept {
                    #[serde(rename = "x")]
                    #[serde(default)]
                    pub renamed: i32,
                    #[cfg(feature = "v2")]
                    pub some: i32
                }
                pub enum E {
                    Kept
                }
                "#
            )
            .unwrap()
            .to_token_stream()
            .to_string()
        );
    }
}
