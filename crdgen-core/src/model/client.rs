//! `client(...)` on a kind: which methods its generated typed client has, as client-gen's
//! `+genclient:readonly`, `+genclient:onlyVerbs=`, `+genclient:skipVerbs=` and
//! `+genclient:noStatus`-style markers do for Go.
//!
//! ```text
//! client(read_only)                              get, list, watch, get_scale
//! client(verbs = "get;list;watch")               only these
//! client(skip_verbs = "delete;delete_collection") all but these
//! client(skip)                                   no client at all
//! ```

use std::collections::BTreeSet;

use proc_macro2::Span;
use syn::LitStr;
use syn::meta::ParseNestedMeta;
use syn::spanned::Spanned as _;

use crate::diagnostic::codes::clients::*;
use crate::diagnostic::codes::{kind as kind_codes, syn_error};
use crate::diagnostic::escape;
use crate::diagnostic::suggest::best as closest;

/// One client method family a marker can allow or exclude.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verb {
    /// `get` and `get_opt`.
    Get,
    /// `list`.
    List,
    /// `watch`.
    Watch,
    /// `create`.
    Create,
    /// `replace` (HTTP PUT; client-go's `Update`).
    Replace,
    /// `patch`.
    Patch,
    /// `apply` (server-side apply).
    Apply,
    /// `delete`.
    Delete,
    /// `delete_collection`.
    DeleteCollection,
    /// `replace_status` (client-go's `UpdateStatus`).
    ReplaceStatus,
    /// `patch_status`.
    PatchStatus,
    /// `apply_status`.
    ApplyStatus,
    /// `get_scale`.
    GetScale,
    /// `replace_scale`.
    ReplaceScale,
    /// `patch_scale`.
    PatchScale,
}

impl Verb {
    /// Every verb, in declaration order.
    pub const ALL: [Verb; 15] = [
        Verb::Get,
        Verb::List,
        Verb::Watch,
        Verb::Create,
        Verb::Replace,
        Verb::Patch,
        Verb::Apply,
        Verb::Delete,
        Verb::DeleteCollection,
        Verb::ReplaceStatus,
        Verb::PatchStatus,
        Verb::ApplyStatus,
        Verb::GetScale,
        Verb::ReplaceScale,
        Verb::PatchScale,
    ];

    /// The verbs `read_only` keeps: the ones that never write.
    pub const READ_ONLY: [Verb; 4] = [Verb::Get, Verb::List, Verb::Watch, Verb::GetScale];

    /// The name written in the marker (and of the generated method).
    pub fn name(self) -> &'static str {
        match self {
            Verb::Get => "get",
            Verb::List => "list",
            Verb::Watch => "watch",
            Verb::Create => "create",
            Verb::Replace => "replace",
            Verb::Patch => "patch",
            Verb::Apply => "apply",
            Verb::Delete => "delete",
            Verb::DeleteCollection => "delete_collection",
            Verb::ReplaceStatus => "replace_status",
            Verb::PatchStatus => "patch_status",
            Verb::ApplyStatus => "apply_status",
            Verb::GetScale => "get_scale",
            Verb::ReplaceScale => "replace_scale",
            Verb::PatchScale => "patch_scale",
        }
    }

    /// The subresource the verb needs, if any.
    pub fn subresource(self) -> Option<&'static str> {
        match self {
            Verb::ReplaceStatus | Verb::PatchStatus | Verb::ApplyStatus => Some("status"),
            Verb::GetScale | Verb::ReplaceScale | Verb::PatchScale => Some("scale"),
            _ => None,
        }
    }

    fn from_name(name: &str) -> Option<Verb> {
        Verb::ALL.into_iter().find(|v| v.name() == name)
    }
}

/// client-go's and RBAC's names for verbs crdgen spells differently.
const GO_NAMES: &[(&str, &str)] = &[
    ("update", "replace"),
    ("updateStatus", "replace_status"),
    ("update_status", "replace_status"),
    ("deleteCollection", "delete_collection"),
    ("deletecollection", "delete_collection"),
    ("applyStatus", "apply_status"),
    ("patchStatus", "patch_status"),
    ("getScale", "get_scale"),
    ("updateScale", "replace_scale"),
];

/// What `client(...)` says: the verbs the generated client has, or no client.
#[derive(Debug, Clone)]
pub struct ClientOptions {
    /// `client(skip)`: no typed client, lister or informer for this kind.
    pub skip: bool,
    /// The verbs allowed by the marker, before the kind's subresources are taken into
    /// account.
    pub verbs: BTreeSet<Verb>,
    /// Verbs named explicitly in `verbs = "..."`, with where they were written, so a
    /// verb the kind cannot have (a status verb without the status subresource) is an
    /// error rather than silently dropped.
    pub named: Vec<(Verb, Span)>,
}

impl Default for ClientOptions {
    fn default() -> ClientOptions {
        ClientOptions {
            skip: false,
            verbs: Verb::ALL.into_iter().collect(),
            named: Vec::new(),
        }
    }
}

impl ClientOptions {
    /// Is this verb allowed by the marker?
    pub fn allows(&self, verb: Verb) -> bool {
        !self.skip && self.verbs.contains(&verb)
    }
}

const KEYS: &[&str] = &["read_only", "skip", "skip_verbs", "verbs"];

/// Parses `client(...)`.
pub fn parse(meta: &ParseNestedMeta<'_>) -> syn::Result<ClientOptions> {
    let span = meta.path.span();
    let mut options = ClientOptions::default();
    let mut chosen: Option<(&'static str, Span)> = None;
    let mut choose = |key: &'static str, at: Span| -> syn::Result<()> {
        if let Some((first, _)) = chosen {
            let message = if first == key {
                format!("`{key}` is given twice in client(...)")
            } else {
                format!(
                    "client(...) takes one of read_only, verbs, skip_verbs, skip; `{first}` and `{key}` are both given"
                )
            };
            return Err(syn_error(
                at,
                CLIENT_CONFLICTING_SETTINGS,
                format!(
                    "{message}\n= help: keep one: `verbs = \"...\"` lists what to keep, `skip_verbs = \"...\"` what to drop"
                ),
            ));
        }
        chosen = Some((key, at));
        Ok(())
    };
    if !meta.input.peek(syn::token::Paren) {
        return Err(syn_error(
            span,
            CLIENT_WITHOUT_SETTINGS,
            "`client` takes its settings in parentheses\n= help: write `client(read_only)`, `client(verbs = \"get;list;watch\")`, `client(skip_verbs = \"delete\")` or `client(skip)`",
        ));
    }
    let empty = meta
        .input
        .fork()
        .step(
            |cursor| match cursor.group(proc_macro2::Delimiter::Parenthesis) {
                Some((inside, _, rest)) => Ok((inside.eof(), rest)),
                None => Ok((false, *cursor)),
            },
        )
        .unwrap_or(false);
    if empty {
        return Err(syn_error(
            span,
            CLIENT_WITHOUT_SETTINGS,
            "client() is empty\n= help: write `client(read_only)`, `client(verbs = \"get;list;watch\")`, `client(skip_verbs = \"delete\")` or `client(skip)`",
        ));
    }
    meta.parse_nested_meta(|inner| {
        let key = inner
            .path
            .get_ident()
            .map(ToString::to_string)
            .unwrap_or_default();
        let at = inner.path.span();
        match key.as_str() {
            "read_only" => {
                choose("read_only", at)?;
                options.verbs = Verb::READ_ONLY.into_iter().collect();
            }
            "skip" => {
                choose("skip", at)?;
                options.skip = true;
            }
            "verbs" => {
                choose("verbs", at)?;
                let (verbs, lit) = verb_list(&inner, "verbs")?;
                options.named = verbs.iter().map(|v| (*v, lit.span())).collect();
                options.verbs = verbs.into_iter().collect();
            }
            "skip_verbs" => {
                choose("skip_verbs", at)?;
                let (verbs, _) = verb_list(&inner, "skip_verbs")?;
                for v in verbs {
                    options.verbs.remove(&v);
                }
            }
            other => {
                let help = match closest(other, KEYS) {
                    Some(c) => format!(
                        "did you mean `{c}`? client(...) takes read_only, verbs, skip_verbs or skip"
                    ),
                    None => "client(...) takes read_only, verbs, skip_verbs or skip".to_owned(),
                };
                return Err(syn_error(
                    at,
                    kind_codes::UNKNOWN_KEY,
                    format!("unknown key `{other}` in client(...)\n= help: {help}"),
                ));
            }
        }
        Ok(())
    })?;
    Ok(options)
}

/// A `;`-separated verb list; unknown verbs are errors with "did you mean".
fn verb_list(meta: &ParseNestedMeta<'_>, key: &str) -> syn::Result<(Vec<Verb>, LitStr)> {
    let lit: LitStr = meta.value().and_then(|v| v.parse()).map_err(|e| {
        syn_error(
            e.span(),
            kind_codes::WRONG_VALUE_FORM,
            format!("`{key}` takes a string literal of verbs separated by `;`\n= help: write `{key} = \"get;list;watch\"`"),
        )
    })?;
    let text = lit.value();
    let mut verbs = Vec::new();
    for word in text.split(';').map(str::trim) {
        if word.is_empty() {
            return Err(syn_error(
                lit.span(),
                CLIENT_EMPTY_VERB,
                format!(
                    "`{key}` has an empty verb\n= help: separate verbs with one `;`, e.g. `{key} = \"get;list;watch\"`"
                ),
            ));
        }
        let Some(verb) = Verb::from_name(word) else {
            let names: Vec<&str> = Verb::ALL.iter().map(|v| v.name()).collect();
            let suggestion = GO_NAMES
                .iter()
                .find(|(go, _)| *go == word)
                .map(|(_, ours)| *ours)
                .or_else(|| closest(word, &names));
            let help = match suggestion {
                Some(s) => format!("did you mean `{s}`? verbs: {}", names.join(", ")),
                None => format!("verbs: {}", names.join(", ")),
            };
            return Err(syn_error(
                lit.span(),
                CLIENT_UNKNOWN_VERB,
                format!(
                    "unknown verb `{}` in `{key}`\n= help: {help}",
                    escape::value(word)
                ),
            ));
        };
        if verbs.contains(&verb) {
            return Err(syn_error(
                lit.span(),
                kind_codes::DUPLICATE_ENTRY,
                format!("verb `{word}` is given twice in `{key}`\n= help: remove one"),
            ));
        }
        verbs.push(verb);
    }
    Ok((verbs, lit))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_attr(attr: syn::Attribute) -> syn::Result<ClientOptions> {
        let mut out = None;
        attr.parse_nested_meta(|meta| {
            out = Some(parse(&meta)?);
            Ok(())
        })?;
        Ok(out.unwrap())
    }

    fn names(o: &ClientOptions) -> Vec<&'static str> {
        o.verbs.iter().map(|v| v.name()).collect()
    }

    #[test]
    fn each_form() {
        let o = parse_attr(syn::parse_quote!(#[crd(client(read_only))])).unwrap();
        assert_eq!(names(&o), ["get", "list", "watch", "get_scale"]);
        let o = parse_attr(syn::parse_quote!(#[crd(client(verbs = "get; list"))])).unwrap();
        assert_eq!(names(&o), ["get", "list"]);
        let o =
            parse_attr(syn::parse_quote!(#[crd(client(skip_verbs = "delete;delete_collection"))]))
                .unwrap();
        assert_eq!(o.verbs.len(), 13);
        assert!(!o.allows(Verb::Delete) && o.allows(Verb::Create));
        let o = parse_attr(syn::parse_quote!(#[crd(client(skip))])).unwrap();
        assert!(o.skip && !o.allows(Verb::Get));
    }

    #[test]
    fn errors_say_what_to_write() {
        // `E0604 unknown verb ...`: the code the message carries, then the message.
        let err = |attr| {
            let text = parse_attr(attr).unwrap_err().to_string();
            let (code, message) = crate::diagnostic::codes::split_syn_message(&text);
            format!("{code} {message}")
        };
        assert_eq!(
            err(syn::parse_quote!(#[crd(client(verbs = "get;delet"))])),
            "E0604 unknown verb `delet` in `verbs`\n= help: did you mean `delete`? verbs: get, list, watch, create, replace, patch, apply, delete, delete_collection, replace_status, patch_status, apply_status, get_scale, replace_scale, patch_scale"
        );
        assert!(
            err(syn::parse_quote!(#[crd(client(skip_verbs = "update"))])).starts_with(
                "E0604 unknown verb `update` in `skip_verbs`\n= help: did you mean `replace`?"
            )
        );
        assert_eq!(
            err(syn::parse_quote!(#[crd(client(readonly))])),
            "E0201 unknown key `readonly` in client(...)\n= help: did you mean `read_only`? client(...) takes read_only, verbs, skip_verbs or skip"
        );
        assert!(
            err(syn::parse_quote!(#[crd(client(read_only, skip))]))
                .starts_with("E0602 client(...) takes one of read_only, verbs, skip_verbs, skip; `read_only` and `skip` are both given")
        );
        assert!(
            err(syn::parse_quote!(#[crd(client(verbs = "get;;list"))]))
                .starts_with("E0603 `verbs` has an empty verb")
        );
        assert!(
            err(syn::parse_quote!(#[crd(client(verbs = "get;get"))]))
                .starts_with("E0210 verb `get` is given twice")
        );
        assert!(
            err(syn::parse_quote!(#[crd(client)]))
                .starts_with("E0601 `client` takes its settings in parentheses")
        );
        assert!(err(syn::parse_quote!(#[crd(client())])).starts_with("E0601 client() is empty"));
    }
}
