//! The arguments of `#[crdgen::rbac(...)]`, parsed and checked in one place.
//!
//! The attribute macro (at compile time) and the CLI (reading source) both call
//! [`parse_args`], so a marker that compiles is a marker the CLI reads the same way, and
//! every error is found by rustc first where it can be.

use proc_macro2::{Span, TokenStream};
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::{Expr, Lit, Meta, Token};

use crate::diagnostic::codes;
use crate::diagnostic::escape;
use crate::model::AttrError;

/// The verbs the Kubernetes API server knows (plus `*`); anything else grants nothing,
/// so it is almost certainly a typo.
pub const KNOWN_VERBS: &[&str] = &[
    "get",
    "list",
    "watch",
    "create",
    "update",
    "patch",
    "delete",
    "deletecollection",
    "escalate",
    "bind",
    "impersonate",
    "use",
    "approve",
    "sign",
    "*",
];

/// The keys `#[crdgen::rbac(...)]` accepts.
pub const KEYS: &[&str] = &[
    "groups",
    "resources",
    "resource_names",
    "verbs",
    "urls",
    "namespace",
    "role_name",
];

/// One list entry (or single value) with the span of the literal it was written in.
#[derive(Debug, Clone)]
pub struct Entry {
    /// The value; `core` and `""` groups are already `""`.
    pub value: String,
    /// The string literal holding it (a `;`-separated literal gives all its entries the
    /// literal's span: sub-spans of literals are not available on stable Rust).
    pub span: Span,
}

/// One `#[crdgen::rbac(...)]` marker.
#[derive(Debug, Clone)]
pub struct RbacMarker {
    /// The whole attribute (or the macro call site), for diagnostics about the marker.
    pub span: Span,
    /// API groups; `""` is the core group.
    pub groups: Vec<Entry>,
    /// Resources, possibly `name/subresource`.
    pub resources: Vec<Entry>,
    /// Resource names the rule is limited to.
    pub resource_names: Vec<Entry>,
    /// Verbs.
    pub verbs: Vec<Entry>,
    /// Non-resource URLs.
    pub urls: Vec<Entry>,
    /// The namespace of the Role; `None` means the ClusterRole.
    pub namespace: Option<Entry>,
    /// The role's name; `None` means the configured default.
    pub role_name: Option<Entry>,
}

/// Parses the tokens inside `rbac(...)`. `span` is where the marker is (for errors that
/// concern the whole marker, such as a missing key).
pub fn parse_args(tokens: TokenStream, span: Span) -> Result<RbacMarker, AttrError> {
    let metas =
        syn::parse::Parser::parse2(Punctuated::<Meta, Token![,]>::parse_terminated, tokens)?;
    let mut m = RbacMarker {
        span,
        groups: Vec::new(),
        resources: Vec::new(),
        resource_names: Vec::new(),
        verbs: Vec::new(),
        urls: Vec::new(),
        namespace: None,
        role_name: None,
    };
    let mut seen: Vec<String> = Vec::new();
    for meta in metas {
        let Meta::NameValue(nv) = &meta else {
            return Err(AttrError::new(
                codes::input::ATTRIBUTE_SYNTAX,
                meta.span(),
                "expected `key = \"value\"`",
            )
            .help(format!("keys: {}", KEYS.join(", "))));
        };
        let key = nv
            .path
            .get_ident()
            .map(ToString::to_string)
            .unwrap_or_default();
        if !KEYS.contains(&key.as_str()) {
            let help = match key.as_str() {
                "resourceNames" => "write `resource_names`".to_owned(),
                "roleName" => "write `role_name`".to_owned(),
                "group" | "resource" | "verb" | "url" => format!("write `{key}s`"),
                _ => format!("keys: {}", KEYS.join(", ")),
            };
            return Err(AttrError::new(
                codes::rbac::RBAC_UNKNOWN_KEY,
                nv.path.span(),
                format!("unknown key `{key}` in #[crdgen::rbac(...)]"),
            )
            .label("unknown key")
            .help(help));
        }
        if seen.contains(&key) {
            return Err(AttrError::new(
                codes::rbac::RBAC_DUPLICATE_KEY,
                nv.path.span(),
                format!("`{key}` is given twice"),
            )
            .label("second time")
            .help(
                "put all values in one `;`-separated list, or write a second #[crdgen::rbac(...)]",
            ));
        }
        seen.push(key.clone());
        let entries = values(&nv.value, key == "groups")?;
        match key.as_str() {
            "groups" => m.groups = entries,
            "resources" => m.resources = entries,
            "resource_names" => m.resource_names = entries,
            "verbs" => m.verbs = entries,
            "urls" => m.urls = entries,
            "namespace" => m.namespace = Some(single(&key, &nv.value, entries)?),
            _ => m.role_name = Some(single(&key, &nv.value, entries)?),
        }
    }
    check(&m)?;
    Ok(m)
}

/// Parses the arguments of an attribute already known to be an RBAC marker.
pub fn parse_attr(attr: &syn::Attribute) -> Result<RbacMarker, AttrError> {
    let span = attr.span();
    match &attr.meta {
        Meta::List(list) => parse_args(list.tokens.clone(), span),
        _ => Err(AttrError::new(codes::rbac::RBAC_INCOMPLETE, span, "#[crdgen::rbac] needs arguments")
            .help("write #[crdgen::rbac(groups = \"apps\", resources = \"deployments\", verbs = \"get;list;watch\")]")),
    }
}

/// A string literal (`"a;b"`) or an array of them (`["a", "b"]`), split into entries.
/// For groups, `""` and `core` are the core group, as in controller-gen.
fn values(expr: &Expr, groups: bool) -> Result<Vec<Entry>, AttrError> {
    let lits: Vec<&syn::LitStr> = match expr {
        Expr::Lit(l) => match &l.lit {
            Lit::Str(s) => vec![s],
            other => return Err(not_a_string(other.span())),
        },
        Expr::Array(a) => {
            let mut out = Vec::new();
            for e in &a.elems {
                match e {
                    Expr::Lit(syn::ExprLit {
                        lit: Lit::Str(s), ..
                    }) => out.push(s),
                    other => return Err(not_a_string(other.span())),
                }
            }
            out
        }
        other => return Err(not_a_string(other.span())),
    };
    let mut entries = Vec::new();
    for lit in lits {
        let text = lit.value();
        // An empty literal is one empty entry: `groups = ""` is the core group.
        for piece in text.split(';') {
            let piece = piece.trim();
            // controller-gen writes the core group as `""` inside its list syntax.
            let piece = if piece == "\"\"" { "" } else { piece };
            let value = if groups && piece == "core" { "" } else { piece };
            if value.is_empty() && !groups {
                return Err(AttrError::new(
                    codes::rbac::RBAC_EMPTY_VALUE,
                    lit.span(),
                    "empty entry in the list",
                )
                .label("empty entry")
                .help("remove the empty entry (lists are `;`-separated: \"get;list\")"));
            }
            entries.push(Entry {
                value: value.to_owned(),
                span: lit.span(),
            });
        }
    }
    Ok(entries)
}

fn not_a_string(span: Span) -> AttrError {
    AttrError::new(
        codes::rbac::RBAC_VALUE_NOT_A_STRING,
        span,
        "expected a string literal or an array of them",
    )
    .help("write \"a;b\" or [\"a\", \"b\"]")
}

fn single(key: &str, expr: &Expr, mut entries: Vec<Entry>) -> Result<Entry, AttrError> {
    if entries.len() != 1 {
        return Err(AttrError::new(
            codes::rbac::RBAC_MULTIPLE_VALUES,
            expr.span(),
            format!("`{key}` takes one value"),
        )
        .help("write one name; use a second #[crdgen::rbac(...)] for another"));
    }
    let entry = entries.remove(0);
    if entry.value.is_empty() {
        return Err(AttrError::new(
            codes::rbac::RBAC_EMPTY_VALUE,
            expr.span(),
            format!("`{key}` is empty"),
        )
        .help(format!("leave `{key}` out for the default")));
    }
    Ok(entry)
}

/// What the API server would reject, or what grants nothing, found before any YAML.
fn check(m: &RbacMarker) -> Result<(), AttrError> {
    if m.verbs.is_empty() {
        return Err(AttrError::new(
            codes::rbac::RBAC_INCOMPLETE,
            m.span,
            "RBAC marker without `verbs`",
        )
        .help("add verbs = \"get;list;watch\" (the verbs the code uses)"));
    }
    for verb in &m.verbs {
        if !KNOWN_VERBS.contains(&verb.value.as_str()) {
            let lower = verb.value.to_lowercase();
            let help = if KNOWN_VERBS.contains(&lower.as_str()) {
                format!("verbs are lowercase: write `{}`", escape::value(&lower))
            } else {
                match crate::diagnostic::suggest::best(&verb.value, KNOWN_VERBS) {
                    Some(c) => format!(
                        "did you mean `{c}`? known verbs: {}",
                        KNOWN_VERBS.join(", ")
                    ),
                    None => format!("known verbs: {}", KNOWN_VERBS.join(", ")),
                }
            };
            return Err(AttrError::new(
                codes::rbac::RBAC_UNKNOWN_VERB,
                verb.span,
                format!("unknown verb `{}`", escape::value(&verb.value)),
            )
            .label("unknown verb")
            .help(help));
        }
    }
    if let Some(ns) = &m.namespace
        && let Err(why) = crate::model::meta::dns_label(&ns.value)
    {
        return Err(AttrError::new(
            codes::rbac::RBAC_INVALID_NAMESPACE,
            ns.span,
            format!(
                "`{}` is not a valid namespace name: {why}",
                escape::value(&ns.value)
            ),
        )
        .label("invalid namespace")
        .help("namespaces are DNS labels, e.g. `monitoring` or `team-a`"));
    }
    if let Some(name) = &m.role_name
        && let Err(why) = rbac_name(&name.value)
    {
        return Err(AttrError::new(
                codes::rbac::RBAC_INVALID_ROLE_NAME,
                name.span,
                format!(
                    "`{}` is not a valid role name: {why}",
                    escape::value(&name.value)
                ),
            )
            .label("invalid role name")
            .help("role names may hold any characters but `/` and `%`, e.g. `manager-role` or `system:leader-election`"));
    }
    if !m.urls.is_empty() {
        if let Some(ns) = &m.namespace {
            return Err(AttrError::new(
                codes::rbac::RBAC_URLS_IN_NAMESPACE,
                ns.span,
                "non-resource URLs cannot be granted in a namespace",
            )
            .label("namespaced")
            .help("non-resource URLs exist only in ClusterRoles: remove `namespace`, or move the URLs to their own marker"));
        }
        if let Some(e) = m
            .groups
            .first()
            .or(m.resources.first())
            .or(m.resource_names.first())
        {
            return Err(AttrError::new(
                codes::rbac::RBAC_URLS_WITH_RESOURCES,
                e.span,
                "one rule cannot grant both resources and non-resource URLs",
            )
            .help("the API server rejects such a rule: write the URLs in their own #[crdgen::rbac(urls = ..., verbs = ...)]"));
        }
        return Ok(());
    }
    if m.resources.is_empty() {
        return Err(AttrError::new(
            codes::rbac::RBAC_INCOMPLETE,
            m.span,
            "RBAC marker without `resources` or `urls`",
        )
        .help("add resources = \"...\" (with groups) or urls = \"/metrics\""));
    }
    if m.groups.is_empty() {
        return Err(AttrError::new(
            codes::rbac::RBAC_INCOMPLETE,
            m.span,
            "RBAC marker with resources but no `groups`",
        )
            .help("the API server rejects a rule without API groups: write groups = \"\" (or \"core\") for the core group"));
    }
    Ok(())
}

/// The API server's rule for Role and ClusterRole names (`ValidateRBACName`, which is
/// `path.IsValidPathSegmentName`): far looser than a DNS name, so `system:x` is valid.
pub(crate) fn rbac_name(name: &str) -> Result<(), String> {
    if name == "." || name == ".." {
        return Err(format!("`{name}` is a path segment of its own"));
    }
    if let Some(c) = name.chars().find(|c| matches!(c, '/' | '%')) {
        return Err(format!("it contains `{c}`"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Result<RbacMarker, AttrError> {
        let tokens: TokenStream = s.parse().map_err(|_| {
            AttrError::new(codes::input::ATTRIBUTE_SYNTAX, Span::call_site(), "lex")
        })?;
        parse_args(tokens, Span::call_site())
    }

    fn values(entries: &[Entry]) -> Vec<&str> {
        entries.iter().map(|e| e.value.as_str()).collect()
    }

    #[test]
    fn lists_strings_arrays_and_core() {
        let m = parse(r#"groups = "core;apps", resources = ["a", "b/status"], verbs = "get;list""#)
            .unwrap();
        assert_eq!(values(&m.groups), ["", "apps"]);
        assert_eq!(values(&m.resources), ["a", "b/status"]);
        assert_eq!(values(&m.verbs), ["get", "list"]);
        let m = parse(
            r#"groups = "", resources = "pods", verbs = "*", namespace = "ns", role_name = "r""#,
        )
        .unwrap();
        assert_eq!(values(&m.groups), [""]);
        assert_eq!(m.namespace.unwrap().value, "ns");
        assert_eq!(m.role_name.unwrap().value, "r");
        let m = parse(r#"urls = "/metrics;/healthz", verbs = "get""#).unwrap();
        assert_eq!(values(&m.urls), ["/metrics", "/healthz"]);
    }

    #[test]
    fn errors_say_what_to_write() {
        let e = parse(r#"groups = "", resources = "pods", verbs = "get;lsit""#).unwrap_err();
        assert_eq!(e.message, "unknown verb `lsit`");
        assert!(e.help.unwrap().starts_with("did you mean `list`?"));
        let e = parse(r#"groups = "", resources = "pods", verbs = "Get""#).unwrap_err();
        assert_eq!(e.help.unwrap(), "verbs are lowercase: write `get`");
        let e = parse(r#"urls = "/m", verbs = "get", namespace = "x""#).unwrap_err();
        assert_eq!(
            e.message,
            "non-resource URLs cannot be granted in a namespace"
        );
        let e = parse(r#"groups = "a", resourceNames = "x", verbs = "get""#).unwrap_err();
        assert_eq!(e.help.unwrap(), "write `resource_names`");
        let e = parse(r#"resources = "pods", verbs = "get""#).unwrap_err();
        assert_eq!(e.message, "RBAC marker with resources but no `groups`");
        let e = parse(r#"groups = "a", resources = "x;", verbs = "get""#).unwrap_err();
        assert_eq!(e.message, "empty entry in the list");
        let e =
            parse(r#"groups = "a", resources = "x", verbs = "get", verbs = "list""#).unwrap_err();
        assert_eq!(e.message, "`verbs` is given twice");
        let e = parse(r#"groups = "a", resources = "x""#).unwrap_err();
        assert_eq!(e.message, "RBAC marker without `verbs`");
    }

    #[test]
    fn namespace_and_role_name_follow_the_api_server() {
        let e = parse(r#"groups = "", resources = "pods", verbs = "get", namespace = "Team_A""#)
            .unwrap_err();
        assert_eq!(
            e.message,
            "`Team_A` is not a valid namespace name: it must consist of lower-case letters, digits and `-`, and start and end with a letter or digit"
        );
        let long = "a".repeat(64);
        let e = parse(&format!(
            r#"groups = "", resources = "pods", verbs = "get", namespace = "{long}""#
        ))
        .unwrap_err();
        assert_eq!(
            e.message,
            format!(
                "`{long}` is not a valid namespace name: it is 64 characters long, the maximum is 63"
            )
        );
        let e = parse(r#"groups = "", resources = "pods", verbs = "get", role_name = "a/b""#)
            .unwrap_err();
        assert_eq!(e.message, "`a/b` is not a valid role name: it contains `/`");
        let e = parse(r#"groups = "", resources = "pods", verbs = "get", role_name = "..""#)
            .unwrap_err();
        assert_eq!(
            e.message,
            "`..` is not a valid role name: `..` is a path segment of its own"
        );
        // RBAC names are path segments, not DNS names.
        let m = parse(
            r#"groups = "", resources = "pods", verbs = "get", namespace = "team-a", role_name = "system:Leader_Election""#,
        )
        .unwrap();
        assert_eq!(m.role_name.unwrap().value, "system:Leader_Election");
    }
}
