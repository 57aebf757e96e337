//! The arguments of `#[crdgen::webhook(...)]`, parsed and checked in one place.
//!
//! The attribute macro (at compile time) and the CLI (reading source) both call
//! [`parse_args`], so a marker that compiles is a marker the CLI reads the same way. The
//! keys are controller-gen's `+kubebuilder:webhook` keys in snake case, with the same
//! defaults and the same refusals (controller-tools' `pkg/webhook/parser.go`), plus the
//! API server's own checks, so a manifest crdgen writes is one `kubectl apply` accepts.

use proc_macro2::{Span, TokenStream};
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::{Expr, Lit, Meta, Token};

use super::selector::{self, Selector};
use crate::diagnostic::codes;
use crate::diagnostic::escape;
use crate::model::AttrError;

/// The keys `#[crdgen::webhook(...)]` accepts, each controller-gen's key in snake case.
pub const KEYS: &[&str] = &[
    "mutating",
    "failure_policy",
    "match_policy",
    "side_effects",
    "timeout_seconds",
    "groups",
    "resources",
    "verbs",
    "versions",
    "name",
    "path",
    "url",
    "service_name",
    "service_namespace",
    "service_port",
    "webhook_versions",
    "admission_review_versions",
    "reinvocation_policy",
    "namespace_selector",
    "object_selector",
];

/// controller-gen's camel-case spelling of each key, for the help of an unknown key.
const GO_KEYS: &[(&str, &str)] = &[
    ("failurePolicy", "failure_policy"),
    ("matchPolicy", "match_policy"),
    ("sideEffects", "side_effects"),
    ("timeoutSeconds", "timeout_seconds"),
    ("serviceName", "service_name"),
    ("serviceNamespace", "service_namespace"),
    ("servicePort", "service_port"),
    ("webhookVersions", "webhook_versions"),
    ("admissionReviewVersions", "admission_review_versions"),
    ("reinvocationPolicy", "reinvocation_policy"),
    ("namespaceSelector", "namespace_selector"),
    ("objectSelector", "object_selector"),
];

/// One list entry (or single value) with the span of the literal it was written in.
#[derive(Debug, Clone)]
pub struct Entry {
    /// The value as the manifest writes it (verbs upper-cased, `core` as `""`, policies
    /// in the API's spelling).
    pub value: String,
    /// The literal holding it (sub-spans of literals are not available on stable Rust).
    pub span: Span,
}

/// One `#[crdgen::webhook(...)]` marker, checked.
#[derive(Debug, Clone)]
pub struct WebhookMarker {
    /// The whole attribute (or the macro call site).
    pub span: Span,
    /// A MutatingWebhook (else a ValidatingWebhook).
    pub mutating: bool,
    /// `Fail` or `Ignore`.
    pub failure_policy: String,
    /// `Exact` or `Equivalent`, if given.
    pub match_policy: Option<String>,
    /// `None` or `NoneOnDryRun`.
    pub side_effects: String,
    /// 1–30, if given.
    pub timeout_seconds: Option<i64>,
    /// API groups; `""` is the core group.
    pub groups: Vec<String>,
    /// Resources.
    pub resources: Vec<String>,
    /// Operations: `CREATE`, `UPDATE`, `DELETE`, `CONNECT`, `*`.
    pub operations: Vec<String>,
    /// API versions.
    pub versions: Vec<String>,
    /// The webhook's name.
    pub name: Entry,
    /// The path on the service, or appended to `url`.
    pub path: Option<String>,
    /// The URL the API server calls instead of a service.
    pub url: Option<String>,
    /// The service's name, if not `webhook-service`.
    pub service_name: Option<String>,
    /// The service's namespace, if not `system`.
    pub service_namespace: Option<String>,
    /// The service's port, if given (the API server defaults 443).
    pub service_port: Option<i64>,
    /// The AdmissionReview versions the webhook understands, in order of preference.
    pub admission_review_versions: Vec<String>,
    /// `Never` or `IfNeeded`, mutating webhooks only.
    pub reinvocation_policy: Option<String>,
    /// Which namespaces' objects are sent to the webhook.
    pub namespace_selector: Option<Selector>,
    /// Which objects are sent to the webhook, by their labels.
    pub object_selector: Option<Selector>,
}

/// A value as written: its literal kind and span.
enum Value {
    /// String literals (one, or the elements of an array), split at `;`.
    Strings(Vec<syn::LitStr>),
    Bool(bool),
    Int(i64),
}

/// Parses the tokens inside `webhook(...)`. Every problem of the marker is returned, not
/// only the first. `span` is where the marker is (for a missing key).
pub fn parse_args(tokens: TokenStream, span: Span) -> Result<WebhookMarker, Vec<AttrError>> {
    let metas = syn::parse::Parser::parse2(Punctuated::<Meta, Token![,]>::parse_terminated, tokens)
        .map_err(|e| vec![AttrError::from(e)])?;
    let mut errors = Vec::new();
    let mut given: Vec<(String, Span, Value)> = Vec::new();
    // Keys whose value was refused: not reported missing as well.
    let mut failed: Vec<String> = Vec::new();
    for meta in metas {
        let Meta::NameValue(nv) = &meta else {
            errors.push(
                AttrError::new(
                    codes::input::ATTRIBUTE_SYNTAX,
                    meta.span(),
                    "expected `key = value`",
                )
                .help(format!("keys: {}", KEYS.join(", "))),
            );
            continue;
        };
        let key = nv
            .path
            .get_ident()
            .map(ToString::to_string)
            .unwrap_or_default();
        if !KEYS.contains(&key.as_str()) {
            let help = match GO_KEYS.iter().find(|(go, _)| *go == key) {
                Some((_, ours)) => format!("write `{ours}`"),
                None => match crate::diagnostic::suggest::best(&key, KEYS) {
                    Some(c) => format!("did you mean `{c}`? keys: {}", KEYS.join(", ")),
                    None => format!("keys: {}", KEYS.join(", ")),
                },
            };
            errors.push(
                AttrError::new(
                    codes::webhook::WEBHOOK_UNKNOWN_KEY,
                    nv.path.span(),
                    format!("unknown key `{key}` in #[crdgen::webhook(...)]"),
                )
                .label("unknown key")
                .help(help),
            );
            continue;
        }
        if given.iter().any(|(k, _, _)| *k == key) {
            errors.push(
                AttrError::new(
                    codes::webhook::WEBHOOK_DUPLICATE_KEY,
                    nv.path.span(),
                    format!("`{key}` is given twice"),
                )
                .label("second time")
                .help("give each key once; a list goes in one `;`-separated string or one array"),
            );
            continue;
        }
        match value(&key, &nv.value) {
            Ok(v) => given.push((key, nv.value.span(), v)),
            Err(e) => {
                errors.push(e);
                failed.push(key);
            }
        }
    }
    let mut r = Reader {
        given,
        failed,
        errors,
        span,
    };
    let marker = r.marker();
    if r.errors.is_empty()
        && let Some(m) = marker
    {
        return Ok(m);
    }
    Err(r.errors)
}

/// Parses the arguments of an attribute already known to be a webhook marker.
pub fn parse_attr(attr: &syn::Attribute) -> Result<WebhookMarker, Vec<AttrError>> {
    let span = attr.span();
    match &attr.meta {
        Meta::List(list) => parse_args(list.tokens.clone(), span),
        _ => Err(vec![
            AttrError::new(
                codes::webhook::WEBHOOK_MISSING_KEY,
                span,
                "#[crdgen::webhook] needs arguments",
            )
            .help(EXAMPLE),
        ]),
    }
}

/// A complete marker, for the help of a bare `#[crdgen::webhook]`.
const EXAMPLE: &str = "write #[crdgen::webhook(mutating = false, failure_policy = \"fail\", side_effects = \"None\", groups = \"cache.example.com\", resources = \"memcacheds\", verbs = \"create;update\", versions = \"v1\", name = \"vmemcached.cache.example.com\", path = \"/validate-cache-example-com-v1-memcached\", admission_review_versions = \"v1\")]";

/// The type each key takes.
fn value(key: &str, expr: &Expr) -> Result<Value, AttrError> {
    let wrong = |what: &str, example: String| {
        AttrError::new(
            codes::webhook::WEBHOOK_WRONG_TYPE,
            expr.span(),
            format!("`{key}` takes {what}"),
        )
        .label("wrong type")
        .help(format!("write {example}"))
    };
    match key {
        "mutating" => match expr {
            Expr::Lit(syn::ExprLit {
                lit: Lit::Bool(b), ..
            }) => Ok(Value::Bool(b.value)),
            Expr::Lit(syn::ExprLit {
                lit: Lit::Str(s), ..
            }) if matches!(s.value().as_str(), "true" | "false") => Err(wrong(
                "`true` or `false`",
                format!("`mutating = {}` (no quotes)", s.value()),
            )),
            _ => Err(wrong("`true` or `false`", "`mutating = true`".to_owned())),
        },
        "timeout_seconds" | "service_port" => match int(expr) {
            Some(Ok(n)) => Ok(Value::Int(n)),
            Some(Err(())) => Err(AttrError::new(
                codes::webhook::WEBHOOK_WRONG_TYPE,
                expr.span(),
                format!("`{key}` is too large"),
            )
            .help("write a number the API server accepts")),
            None => {
                let example = if key == "service_port" { "9443" } else { "10" };
                let hint = match expr {
                    Expr::Lit(syn::ExprLit {
                        lit: Lit::Str(s), ..
                    }) if s.value().trim().parse::<i64>().is_ok() => {
                        format!("`{key} = {}` (no quotes)", s.value().trim())
                    }
                    _ => format!("`{key} = {example}`"),
                };
                Err(wrong("an integer", hint))
            }
        },
        _ => {
            let lits: Vec<syn::LitStr> = match expr {
                Expr::Lit(syn::ExprLit {
                    lit: Lit::Str(s), ..
                }) => vec![s.clone()],
                Expr::Array(a) if is_list(key) => {
                    let mut out = Vec::new();
                    for e in &a.elems {
                        match e {
                            Expr::Lit(syn::ExprLit {
                                lit: Lit::Str(s), ..
                            }) => out.push(s.clone()),
                            other => {
                                return Err(AttrError::new(
                                    codes::webhook::WEBHOOK_WRONG_TYPE,
                                    other.span(),
                                    format!("`{key}` takes string literals"),
                                )
                                .label("not a string literal")
                                .help("write \"a;b\" or [\"a\", \"b\"]"));
                            }
                        }
                    }
                    out
                }
                _ if is_list(key) => {
                    return Err(wrong(
                        "a string literal or an array of them",
                        format!("`{key} = \"a;b\"` or `{key} = [\"a\", \"b\"]`"),
                    ));
                }
                _ => {
                    return Err(wrong("a string literal", format!("`{key} = \"...\"`")));
                }
            };
            Ok(Value::Strings(lits))
        }
    }
}

/// An integer literal, possibly negated: `Some(Err)` when it does not fit.
fn int(expr: &Expr) -> Option<Result<i64, ()>> {
    match expr {
        Expr::Lit(syn::ExprLit {
            lit: Lit::Int(i), ..
        }) => Some(i.base10_parse::<i64>().map_err(|_| ())),
        Expr::Unary(syn::ExprUnary {
            op: syn::UnOp::Neg(_),
            expr,
            ..
        }) => int(expr).map(|r| r.map(|n| -n)),
        Expr::Group(g) => int(&g.expr),
        _ => None,
    }
}

/// Keys whose value is a list.
fn is_list(key: &str) -> bool {
    matches!(
        key,
        "groups"
            | "resources"
            | "verbs"
            | "versions"
            | "webhook_versions"
            | "admission_review_versions"
    )
}

struct Reader {
    given: Vec<(String, Span, Value)>,
    /// Keys given with a refused value (already reported).
    failed: Vec<String>,
    errors: Vec<AttrError>,
    span: Span,
}

impl Reader {
    fn take(&mut self, key: &str) -> Option<(Span, Value)> {
        let i = self.given.iter().position(|(k, _, _)| k == key)?;
        // A read key is no longer missing, whatever its value turns out to be.
        self.failed.push(key.to_owned());
        let (_, span, v) = self.given.remove(i);
        Some((span, v))
    }

    /// Reports `key` missing, unless it was given (with a value already reported).
    fn missing(&mut self, key: &str, help: &str) {
        if self.failed.iter().any(|k| k == key) {
            return;
        }
        self.errors.push(
            AttrError::new(
                codes::webhook::WEBHOOK_MISSING_KEY,
                self.span,
                format!("webhook marker without `{key}`"),
            )
            .help(help.to_owned()),
        );
    }

    /// The entries of a list key (`;`-separated literals, or arrays of them).
    fn list(&mut self, key: &str) -> Option<Vec<Entry>> {
        let (_, v) = self.take(key)?;
        let Value::Strings(lits) = v else {
            return None;
        };
        let mut out = Vec::new();
        for lit in lits {
            for piece in lit.value().split(';') {
                let piece = piece.trim();
                // controller-gen writes the core group as `""` inside its list syntax.
                let piece = if piece == "\"\"" { "" } else { piece };
                if piece.is_empty() && key != "groups" {
                    self.errors.push(
                        AttrError::new(
                            codes::webhook::WEBHOOK_EMPTY_VALUE,
                            lit.span(),
                            format!("empty entry in `{key}`"),
                        )
                        .label("empty entry")
                        .help(
                            "remove the empty entry (lists are `;`-separated: \"create;update\")",
                        ),
                    );
                    continue;
                }
                out.push(Entry {
                    value: piece.to_owned(),
                    span: lit.span(),
                });
            }
        }
        Some(out)
    }

    /// A single string value.
    fn string(&mut self, key: &str) -> Option<Entry> {
        let (span, v) = self.take(key)?;
        let Value::Strings(lits) = v else {
            return None;
        };
        let lit = lits.into_iter().next()?;
        let value = lit.value();
        if value.trim().is_empty() {
            self.errors.push(
                AttrError::new(
                    codes::webhook::WEBHOOK_EMPTY_VALUE,
                    span,
                    format!("`{key}` is empty"),
                )
                .help(format!("give `{key}` a value, or leave it out")),
            );
            return None;
        }
        Some(Entry { value, span })
    }

    /// A string that must be one of `allowed` (compared case-insensitively, written in
    /// the API's spelling), as controller-gen's `failurePolicy()` and friends read them.
    fn choice(&mut self, key: &str, allowed: &[&str]) -> Option<Entry> {
        let e = self.string(key)?;
        match allowed
            .iter()
            .find(|a| a.eq_ignore_ascii_case(e.value.trim()))
        {
            Some(a) => Some(Entry {
                value: (*a).to_owned(),
                span: e.span,
            }),
            None => {
                self.unknown_value(key, &e, allowed);
                None
            }
        }
    }

    fn unknown_value(&mut self, key: &str, e: &Entry, allowed: &[&str]) {
        let list = allowed
            .iter()
            .map(|a| format!("`{a}`"))
            .collect::<Vec<_>>()
            .join(", ");
        self.errors.push(
            AttrError::new(
                codes::webhook::WEBHOOK_UNKNOWN_VALUE,
                e.span,
                format!("unknown {key} `{}`", escape::value(&e.value)),
            )
            .label("unknown value")
            .help(format!("write one of {list}")),
        );
    }

    fn int(&mut self, key: &str) -> Option<(Span, i64)> {
        match self.take(key)? {
            (span, Value::Int(n)) => Some((span, n)),
            _ => None,
        }
    }

    fn marker(&mut self) -> Option<WebhookMarker> {
        let mutating = match self.take("mutating") {
            Some((_, Value::Bool(b))) => Some(b),
            _ => {
                self.missing(
                    "mutating",
                    "add `mutating = true` (a defaulting webhook) or `mutating = false` (a validating one)",
                );
                None
            }
        };
        let failure_policy = self.choice("failure_policy", &["Fail", "Ignore"]);
        if failure_policy.is_none()
            && !self
                .errors
                .iter()
                .any(|e| e.message.contains("failure_policy"))
        {
            self.missing(
                "failure_policy",
                "add `failure_policy = \"fail\"` (reject the request when the webhook cannot be reached) or `\"ignore\"`",
            );
        }
        let match_policy = self.choice("match_policy", &["Exact", "Equivalent"]);
        let side_effects = self.side_effects();
        let timeout_seconds = self.int("timeout_seconds").and_then(|(span, n)| {
            if (1..=30).contains(&n) {
                Some(n)
            } else {
                self.errors.push(
                    AttrError::new(
                        codes::webhook::WEBHOOK_TIMEOUT,
                        span,
                        format!("timeout_seconds is {n}: the API server accepts 1 to 30 seconds"),
                    )
                    .label("out of range")
                    .help("leave `timeout_seconds` out for the default of 10 seconds, or give 1 to 30"),
                );
                None
            }
        });
        let required_list = |r: &mut Reader, key: &str, example: &str| {
            let l = r.list(key);
            if l.is_none() {
                r.missing(key, &format!("add `{key} = {example}`"));
            }
            l.unwrap_or_default()
        };
        let groups: Vec<String> = required_list(
            self,
            "groups",
            "\"cache.example.com\" (\"\" or \"core\" for the core group)",
        )
        .into_iter()
        .map(|g| {
            if g.value == "core" {
                String::new()
            } else {
                g.value
            }
        })
        .collect();
        let resources: Vec<String> = required_list(self, "resources", "\"memcacheds\"")
            .into_iter()
            .map(|e| e.value)
            .collect();
        let verbs = required_list(self, "verbs", "\"create;update\"");
        let mut operations = Vec::new();
        for v in verbs {
            match ["CREATE", "UPDATE", "DELETE", "CONNECT", "*"]
                .iter()
                .find(|op| op.eq_ignore_ascii_case(&v.value))
            {
                Some(op) => operations.push((*op).to_owned()),
                None => {
                    self.unknown_value("verb", &v, &["create", "update", "delete", "connect", "*"])
                }
            }
        }
        let versions: Vec<String> = required_list(self, "versions", "\"v1\"")
            .into_iter()
            .map(|e| e.value)
            .collect();
        let name = self.string("name");
        if name.is_none() {
            self.missing(
                "name",
                "add `name = \"...\"`, a fully qualified name such as `vmemcached.cache.example.com`",
            );
        }
        if let Some(n) = &name
            && let Err(why) = qualified_name(&n.value)
        {
            self.errors.push(
                AttrError::new(
                    codes::webhook::WEBHOOK_INVALID_NAME,
                    n.span,
                    format!(
                        "`{}` is not a valid webhook name: {why}",
                        escape::value(&n.value)
                    ),
                )
                .label("invalid name")
                .help("webhook names are fully qualified, e.g. `vmemcached.cache.example.com`"),
            );
        }
        if let Some(wv) = self.list("webhook_versions") {
            for v in wv {
                if v.value != "v1" {
                    self.errors.push(
                        AttrError::new(
                            codes::webhook::WEBHOOK_UNSUPPORTED_VERSION,
                            v.span,
                            format!("unsupported webhook version `{}`", escape::value(&v.value)),
                        )
                        .label("not written")
                        .help("only admissionregistration.k8s.io/v1 is written (v1beta1 was removed in Kubernetes 1.22): remove `webhook_versions` or write \"v1\""),
                    );
                }
            }
        }
        let admission_review_versions = match self.list("admission_review_versions") {
            Some(l) => l.into_iter().map(|e| e.value).collect(),
            None if self.failed.iter().any(|k| k == "admission_review_versions") => Vec::new(),
            None => {
                self.errors.push(
                    AttrError::new(
                        codes::webhook::WEBHOOK_ADMISSION_REVIEW_VERSIONS_REQUIRED,
                        self.span,
                        "webhook marker without `admission_review_versions`",
                    )
                    .help("admissionregistration.k8s.io/v1 requires it: add `admission_review_versions = \"v1\"`"),
                );
                Vec::new()
            }
        };
        let reinvocation_policy = self.choice("reinvocation_policy", &["Never", "IfNeeded"]);
        if let (Some(false), Some(r)) = (mutating, &reinvocation_policy) {
            self.errors.push(
                AttrError::new(
                    codes::webhook::WEBHOOK_REINVOCATION_ON_VALIDATING,
                    r.span,
                    "a validating webhook has no reinvocation policy",
                )
                .label("only for mutating webhooks")
                .help("remove `reinvocation_policy`, or set `mutating = true`"),
            );
        }
        let (path, url, service) = self.client_config();
        let namespace_selector = self.selector("namespace_selector");
        let object_selector = self.selector("object_selector");
        let (service_name, service_namespace, service_port) = service;
        Some(WebhookMarker {
            span: self.span,
            mutating: mutating?,
            failure_policy: failure_policy?.value,
            match_policy: match_policy.map(|e| e.value),
            side_effects: side_effects?,
            timeout_seconds,
            groups,
            resources,
            operations,
            versions,
            name: name?,
            path,
            url,
            service_name,
            service_namespace,
            service_port,
            admission_review_versions,
            reinvocation_policy: reinvocation_policy.map(|e| e.value),
            namespace_selector,
            object_selector,
        })
    }

    /// `None` or `NoneOnDryRun`; `Some` and `Unknown` are refused as controller-gen's
    /// `checkSideEffectsForV1` refuses them, and so is a missing value.
    fn side_effects(&mut self) -> Option<String> {
        let help = "write `side_effects = \"None\"`, or `\"NoneOnDryRun\"` if the webhook skips its side effects on dry-run requests";
        let Some(e) = self.string("side_effects") else {
            if !self
                .errors
                .iter()
                .any(|e| e.message == "`side_effects` is empty")
            {
                self.errors.push(
                    AttrError::new(
                        codes::webhook::WEBHOOK_SIDE_EFFECTS,
                        self.span,
                        "webhook marker without `side_effects`",
                    )
                    .help(format!(
                        "admissionregistration.k8s.io/v1 requires it: {help}"
                    )),
                );
            }
            return None;
        };
        let v = e.value.trim();
        if let Some(ok) = ["None", "NoneOnDryRun"]
            .iter()
            .find(|a| a.eq_ignore_ascii_case(v))
        {
            return Some((*ok).to_owned());
        }
        if let Some(bad) = ["Some", "Unknown"]
            .iter()
            .find(|a| a.eq_ignore_ascii_case(v))
        {
            self.errors.push(
                AttrError::new(
                    codes::webhook::WEBHOOK_SIDE_EFFECTS,
                    e.span,
                    format!(
                        "side_effects `{bad}` is not allowed in admissionregistration.k8s.io/v1"
                    ),
                )
                .label("dry-run requests would fail")
                .help(help),
            );
        } else {
            self.unknown_value("side_effects", &e, &["None", "NoneOnDryRun"]);
        }
        None
    }

    /// The webhook's address: a path on the service, or a URL (with the path appended,
    /// as controller-gen writes it).
    #[allow(clippy::type_complexity)]
    fn client_config(
        &mut self,
    ) -> (
        Option<String>,
        Option<String>,
        (Option<String>, Option<String>, Option<i64>),
    ) {
        let path = self.string("path");
        let url = self.string("url");
        let service_name = self.string("service_name");
        let service_namespace = self.string("service_namespace");
        let port = self.int("service_port");
        if let Some(p) = &path
            && !p.value.starts_with('/')
        {
            self.errors.push(
                AttrError::new(
                    codes::webhook::WEBHOOK_CLIENT_CONFIG,
                    p.span,
                    format!("path `{}` does not start with `/`", escape::value(&p.value)),
                )
                .label("relative path")
                .help(format!("write `/{}`", escape::value(&p.value))),
            );
        }
        if let Some(u) = &url {
            if !u.value.starts_with("https://") {
                self.errors.push(
                    AttrError::new(
                        codes::webhook::WEBHOOK_CLIENT_CONFIG,
                        u.span,
                        format!("url `{}` is not an https:// URL", escape::value(&u.value)),
                    )
                    .label("not https")
                    .help("the API server calls webhooks over TLS only: write an https:// URL"),
                );
            }
            if let Some(s) = service_name
                .as_ref()
                .or(service_namespace.as_ref())
                .map(|e| e.span)
                .or(port.map(|(s, _)| s))
            {
                self.errors.push(
                    AttrError::new(
                        codes::webhook::WEBHOOK_CLIENT_CONFIG,
                        s,
                        "a webhook with a `url` has no service",
                    )
                    .label("service key")
                    .help("the API server calls either the URL or the service: remove the `service_*` keys, or `url`"),
                );
            }
        } else if path.is_none() {
            self.missing(
                "path",
                "add `path = \"/validate-<group with - for .>-<version>-<kind>\"` (the path the webhook server serves), or `url = \"https://...\"`",
            );
        }
        if let Some((span, p)) = port
            && !(1..=65535).contains(&p)
        {
            self.errors.push(
                AttrError::new(
                    codes::webhook::WEBHOOK_CLIENT_CONFIG,
                    span,
                    format!("service_port {p} is not a port"),
                )
                .label("out of range")
                .help("ports are 1 to 65535; leave `service_port` out for the API server's default, 443"),
            );
        }
        let url = url.map(|u| {
            format!(
                "{}{}",
                u.value,
                path.as_ref().map_or("", |p| p.value.as_str())
            )
        });
        (
            path.map(|p| p.value),
            url,
            (
                service_name.map(|e| e.value),
                service_namespace.map(|e| e.value),
                port.map(|(_, p)| p),
            ),
        )
    }

    fn selector(&mut self, key: &str) -> Option<Selector> {
        let e = self.string(key)?;
        match selector::parse(&e.value) {
            Ok(s) => Some(s),
            Err(why) => {
                self.errors.push(
                    AttrError::new(
                        codes::webhook::WEBHOOK_INVALID_SELECTOR,
                        e.span,
                        format!("`{key}` is not a label selector: {why}"),
                    )
                    .label("invalid selector")
                    .help(
                        "write requirements as kubectl's -l does: \"key=value,key in (a,b),!key\"",
                    ),
                );
                None
            }
        }
    }
}

/// apimachinery's `IsFullyQualifiedName`: a DNS subdomain with at least three segments,
/// which the API server requires of every webhook's name.
pub(crate) fn qualified_name(name: &str) -> Result<(), String> {
    dns_subdomain(name)?;
    if name.split('.').count() < 3 {
        return Err(
            "it should be a domain with at least three segments separated by dots".to_owned(),
        );
    }
    Ok(())
}

/// apimachinery's `IsDNS1123Subdomain`, which object names (the configurations') and
/// webhook names must pass.
pub(crate) fn dns_subdomain(name: &str) -> Result<(), String> {
    use crdgen_apimachinery::validation::{self, Problem, Violation};
    match validation::is_dns1123_subdomain(name).into_iter().next() {
        None => Ok(()),
        Some(Violation {
            problem: Problem::TooLong { length, max },
            ..
        }) => Err(format!(
            "it is {length} characters long, the maximum is {max}"
        )),
        Some(_) => Err(
            "it must consist of lower-case letters, digits, `-` and `.`, and start and end with a letter or digit"
                .into(),
        ),
    }
}
