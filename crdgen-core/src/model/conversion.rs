//! `conversion(...)` on a kind: how the API server converts objects between its versions
//! (`spec.conversion`), what kubebuilder's `config/crd/patches/webhook_in_<kind>.yaml` and
//! `cainjection_in_<kind>.yaml` add to controller-gen's CRD.
//!
//! ```text
//! conversion(none)                                   strategy: None (the default, written out)
//! conversion(service = "webhook-service", namespace = "system", path = "/convert",
//!            port = 9443, review_versions = ["v1"], inject_ca_from = "system/serving-cert")
//! conversion(url = "https://convert.example.com/convert")
//! ```
//!
//! A service or a URL makes the strategy `Webhook`. `review_versions` defaults to
//! `["v1"]`, as kubebuilder scaffolds it. `inject_ca_from` writes cert-manager's
//! `cert-manager.io/inject-ca-from` annotation, so cert-manager's CA injector fills in the
//! webhook's `caBundle`. Everything is checked as the API server checks it
//! (`validateCustomResourceConversion`, `webhook.ValidateWebhookService`,
//! `webhook.ValidateWebhookURL`).

use proc_macro2::Span;
use syn::meta::ParseNestedMeta;
use syn::spanned::Spanned as _;
use syn::{LitInt, LitStr};

use super::kind::Spanned;
use crate::diagnostic::codes::{kind as codes, syn_error};
use crate::diagnostic::escape;

/// How objects are converted between versions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Conversion {
    /// `strategy: None`: only `apiVersion` changes.
    None,
    /// `strategy: Webhook`.
    Webhook(Webhook),
}

/// Where the conversion webhook is and what it speaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Webhook {
    /// How the API server reaches it.
    pub client: WebhookClient,
    /// `conversionReviewVersions`, in order of preference.
    pub review_versions: Vec<String>,
    /// The cert-manager Certificate (`namespace/name`) whose CA is injected.
    pub inject_ca_from: Option<String>,
}

/// `webhook.clientConfig`: a service in the cluster or a URL.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WebhookClient {
    /// `clientConfig.service`.
    Service {
        /// The service's name.
        name: String,
        /// Its namespace.
        namespace: String,
        /// The URL path, if not `/`.
        path: Option<String>,
        /// The port, if not 443.
        port: Option<u16>,
    },
    /// `clientConfig.url`.
    Url(String),
}

/// The keys of `conversion(...)`, for "did you mean".
const KEYS: &[&str] = &[
    "inject_ca_from",
    "namespace",
    "none",
    "path",
    "port",
    "review_versions",
    "service",
    "url",
];

/// The `ConversionReview` versions the API server speaks; the list must name one.
const ACCEPTED_REVIEW_VERSIONS: &[&str] = &["v1", "v1beta1"];

fn error(span: Span, message: impl std::fmt::Display, help: &str) -> syn::Error {
    syn_error(
        span,
        codes::CONVERSION_INVALID,
        format!("{message}\n= help: {help}"),
    )
}

const HELP: &str = "write conversion(service = \"webhook-service\", namespace = \"system\", path = \"/convert\") or conversion(none)";

/// Reads `conversion(...)`.
pub fn parse(meta: &ParseNestedMeta<'_>) -> syn::Result<Spanned<Conversion>> {
    let span = meta.path.span();
    if !meta.input.peek(syn::token::Paren) {
        return Err(error(
            span,
            "`conversion` takes its settings in parentheses",
            HELP,
        ));
    }
    let mut none: Option<Span> = None;
    let mut service: Option<Spanned<String>> = None;
    let mut namespace: Option<Spanned<String>> = None;
    let mut path: Option<Spanned<String>> = None;
    let mut port: Option<u16> = None;
    let mut url: Option<Spanned<String>> = None;
    let mut review: Option<(Vec<String>, Span)> = None;
    let mut inject: Option<Spanned<String>> = None;
    meta.parse_nested_meta(|inner| {
        let key = inner
            .path
            .get_ident()
            .map(|i| i.to_string())
            .unwrap_or_default();
        let string = |inner: &ParseNestedMeta<'_>| -> syn::Result<Spanned<String>> {
            let lit: LitStr = inner.value()?.parse()?;
            Ok(Spanned {
                value: lit.value(),
                span: lit.span(),
            })
        };
        match key.as_str() {
            "none" => none = Some(inner.path.span()),
            "service" => service = Some(string(&inner)?),
            "namespace" => namespace = Some(string(&inner)?),
            "path" => path = Some(string(&inner)?),
            "url" => url = Some(string(&inner)?),
            "inject_ca_from" => inject = Some(string(&inner)?),
            "port" => {
                let lit: LitInt = inner.value()?.parse()?;
                match lit.base10_parse::<u16>() {
                    Ok(p) if p > 0 => port = Some(p),
                    _ => {
                        return Err(error(
                            lit.span(),
                            format_args!("port {lit} is not valid: must be between 1 and 65535, inclusive"),
                            "write the port the webhook service listens on, e.g. port = 9443 (443 when left out)",
                        ));
                    }
                }
            }
            "review_versions" => review = Some(review_versions(&inner)?),
            other => {
                let err = super::kind::unknown_key(
                    inner.path.span(),
                    other,
                    "conversion(...)",
                    KEYS,
                );
                return Err(syn_error(
                    err.span,
                    err.code,
                    format!("{}\n= help: {}", err.message, err.help.unwrap_or_default()),
                ));
            }
        }
        Ok(())
    })?;
    if let (Some(_), Some(u)) = (&service, &url) {
        return Err(error(
            u.span,
            "the API server needs exactly one of url or service",
            "keep `service` (a webhook in the cluster) or `url`, not both",
        ));
    }
    let value = match (none, &service, &url) {
        (Some(at), None, None) => {
            // A `None` strategy calls nothing: anything else given is a mistake.
            if let Some((_, at)) = &review {
                return Err(error(
                    *at,
                    "`review_versions` with `none`: the API server forbids conversionReviewVersions when the strategy is not Webhook",
                    "remove it, or give the webhook's service or url instead of `none`",
                ));
            }
            if let Some(other) = [&namespace, &path, &inject].into_iter().flatten().next() {
                return Err(error(
                    other.span,
                    "`none` converts without a webhook, so it takes no other setting",
                    "remove `none` to configure a webhook, or remove this setting",
                ));
            }
            if port.is_some() {
                return Err(error(
                    at,
                    "`none` converts without a webhook, so it takes no port",
                    "remove `none` to configure a webhook, or remove `port`",
                ));
            }
            Conversion::None
        }
        (Some(at), _, _) => {
            return Err(error(
                at,
                "`none` and a webhook at once",
                "keep `none` (no webhook) or the service or url of the webhook",
            ));
        }
        (None, Some(svc), _) => {
            let Some(ns) = &namespace else {
                return Err(error(
                    svc.span,
                    "the webhook service needs a `namespace`",
                    "add namespace = \"...\" (kubebuilder's default is \"system\", renamed by kustomize)",
                ));
            };
            if svc.value.is_empty() {
                return Err(error(svc.span, "the webhook service name is empty", HELP));
            }
            if ns.value.is_empty() {
                return Err(error(
                    ns.span,
                    "the webhook service namespace is empty",
                    HELP,
                ));
            }
            if let Some(p) = &path {
                check_path(&p.value).map_err(|why| {
                    error(
                        p.span,
                        format_args!("`path` \"{}\" {why}", escape::value(&p.value)),
                        "write a path such as \"/convert\": `/`-separated segments of lower-case letters, digits, `-` and `.`",
                    )
                })?;
            }
            Conversion::Webhook(Webhook {
                client: WebhookClient::Service {
                    name: svc.value.clone(),
                    namespace: ns.value.clone(),
                    path: path.as_ref().map(|p| p.value.clone()),
                    port,
                },
                review_versions: Vec::new(),
                inject_ca_from: None,
            })
        }
        (None, None, Some(u)) => {
            if let Some(other) = [&namespace, &path].into_iter().flatten().next() {
                return Err(error(
                    other.span,
                    "`namespace` and `path` belong to a webhook service, not to a url",
                    "put the path in the url, or use service = \"...\" instead of url",
                ));
            }
            if port.is_some() {
                return Err(error(
                    span,
                    "`port` belongs to a webhook service, not to a url",
                    "put the port in the url (https://host:9443/convert)",
                ));
            }
            check_url(&u.value).map_err(|why| {
                error(
                    u.span,
                    format_args!("`url` \"{}\" {why}", escape::value(&u.value)),
                    "write https://host[:port][/path]",
                )
            })?;
            Conversion::Webhook(Webhook {
                client: WebhookClient::Url(u.value.clone()),
                review_versions: Vec::new(),
                inject_ca_from: None,
            })
        }
        (None, None, None) => {
            return Err(error(
                span,
                "`conversion(...)` needs `none`, or the webhook's service or url",
                HELP,
            ));
        }
    };
    let value = match value {
        Conversion::Webhook(mut w) => {
            w.review_versions = match review {
                Some((versions, at)) => {
                    check_review_versions(&versions).map_err(|why| {
                        error(
                            at,
                            format_args!("`review_versions` {why}"),
                            "list the ConversionReview versions the webhook accepts, e.g. [\"v1\"]",
                        )
                    })?;
                    versions
                }
                None => vec!["v1".to_owned()],
            };
            if let Some(i) = &inject {
                check_certificate(&i.value).map_err(|why| {
                    error(
                        i.span,
                        format_args!("`inject_ca_from` \"{}\" {why}", escape::value(&i.value)),
                        "write the cert-manager Certificate as namespace/name, e.g. \"system/serving-cert\"",
                    )
                })?;
                w.inject_ca_from = Some(i.value.clone());
            }
            Conversion::Webhook(w)
        }
        other => other,
    };
    Ok(Spanned { value, span })
}

/// `["v1", "v1beta1"]` or `"v1;v1beta1"`.
fn review_versions(inner: &ParseNestedMeta<'_>) -> syn::Result<(Vec<String>, Span)> {
    let input = inner.value()?;
    let span = input.span();
    if input.peek(syn::token::Bracket) {
        let content;
        syn::bracketed!(content in input);
        let items = content.parse_terminated(|p| p.parse::<LitStr>(), syn::Token![,])?;
        return Ok((items.iter().map(LitStr::value).collect(), span));
    }
    let lit: LitStr = input.parse()?;
    Ok((
        lit.value()
            .split(';')
            .map(|v| v.trim().to_owned())
            .collect(),
        lit.span(),
    ))
}

/// `validateConversionReviewVersions`: at least one, no duplicates, DNS-1035 labels, one
/// of them a version the API server speaks.
fn check_review_versions(versions: &[String]) -> Result<(), String> {
    if versions.is_empty() || versions.iter().all(String::is_empty) {
        return Err("is empty: the API server requires at least one version".into());
    }
    for (i, v) in versions.iter().enumerate() {
        if versions[..i].contains(v) {
            return Err(format!("lists `{}` twice", escape::value(v)));
        }
        if !crdgen_apimachinery::validation::is_dns1035_label(v).is_empty() {
            return Err(format!(
                "holds `{}`, which is not a version name (a lower-case DNS-1035 label)",
                escape::value(v)
            ));
        }
    }
    if !versions
        .iter()
        .any(|v| ACCEPTED_REVIEW_VERSIONS.contains(&v.as_str()))
    {
        return Err("must include at least one of v1, v1beta1".into());
    }
    Ok(())
}

/// `webhook.ValidateWebhookService`'s path rule: `/` or empty is fine, otherwise it starts
/// with `/` and each segment is a DNS-1123 subdomain.
fn check_path(path: &str) -> Result<(), String> {
    if path.is_empty() || path == "/" {
        return Ok(());
    }
    let Some(rest) = path.strip_prefix('/') else {
        return Err("must start with a '/'".into());
    };
    let rest = rest.strip_suffix('/').unwrap_or(rest);
    for (i, segment) in rest.split('/').enumerate() {
        if segment.is_empty() {
            return Err(format!("has an empty segment {i}"));
        }
        if !crdgen_apimachinery::validation::is_dns1123_subdomain(segment).is_empty() {
            return Err(format!(
                "has segment {i} `{}`, which is not a DNS subdomain (lower-case letters, digits, `-` and `.`)",
                escape::value(segment)
            ));
        }
    }
    Ok(())
}

/// `webhook.ValidateWebhookURL` with https forced: an https URL with a host, and no user
/// information, query or fragment.
fn check_url(url: &str) -> Result<(), String> {
    let Some(rest) = url.strip_prefix("https://") else {
        return Err("is not an https URL: 'https' is the only scheme the API server allows".into());
    };
    let authority = &rest[..rest.find(['/', '?', '#']).unwrap_or(rest.len())];
    if authority.contains('@') {
        return Err("holds user information, which the API server does not permit".into());
    }
    let host = authority.rsplit_once(':').map_or(authority, |(h, _)| h);
    if host.is_empty() {
        return Err("has no host".into());
    }
    if url.contains('#') {
        return Err("has a fragment, which the API server does not permit".into());
    }
    if url.contains('?') {
        return Err("has query parameters, which the API server does not permit".into());
    }
    if let Some(c) = url.chars().find(|c| c.is_whitespace() || c.is_control()) {
        return Err(format!("contains {c:?}"));
    }
    Ok(())
}

/// cert-manager's `inject-ca-from` value: `namespace/certificate-name`.
fn check_certificate(value: &str) -> Result<(), String> {
    let Some((namespace, name)) = value.split_once('/') else {
        return Err("is not namespace/name".into());
    };
    if name.contains('/') {
        return Err("has more than one `/`".into());
    }
    if !crdgen_apimachinery::validation::is_dns1123_label(namespace).is_empty() {
        return Err(format!(
            "names the namespace `{}`, which is not a DNS label",
            escape::value(namespace)
        ));
    }
    if !crdgen_apimachinery::validation::is_dns1123_subdomain(name).is_empty() {
        return Err(format!(
            "names the Certificate `{}`, which is not a DNS subdomain",
            escape::value(name)
        ));
    }
    Ok(())
}

impl Conversion {
    /// The `spec.conversion` object.
    pub fn to_json(&self) -> serde_json::Value {
        use serde_json::json;
        match self {
            Conversion::None => json!({"strategy": "None"}),
            Conversion::Webhook(w) => {
                let client = match &w.client {
                    WebhookClient::Service {
                        name,
                        namespace,
                        path,
                        port,
                    } => {
                        let mut service = serde_json::Map::new();
                        service.insert("name".into(), json!(name));
                        service.insert("namespace".into(), json!(namespace));
                        if let Some(p) = path {
                            service.insert("path".into(), json!(p));
                        }
                        if let Some(p) = port {
                            service.insert("port".into(), json!(p));
                        }
                        json!({"service": service})
                    }
                    WebhookClient::Url(url) => json!({"url": url}),
                };
                json!({
                    "strategy": "Webhook",
                    "webhook": {
                        "clientConfig": client,
                        "conversionReviewVersions": w.review_versions,
                    }
                })
            }
        }
    }

    /// The CRD annotation cert-manager's CA injector reads, if asked for.
    pub fn annotation(&self) -> Option<(&'static str, &str)> {
        match self {
            Conversion::Webhook(Webhook {
                inject_ca_from: Some(from),
                ..
            }) => Some((CA_INJECTION_ANNOTATION, from.as_str())),
            _ => None,
        }
    }
}

/// cert-manager's CA injection annotation on a CRD.
pub const CA_INJECTION_ANNOTATION: &str = "cert-manager.io/inject-ca-from";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_urls_versions_and_certificates_follow_the_api_server() {
        assert_eq!(check_path("/convert"), Ok(()));
        assert_eq!(check_path("/a.b/c/"), Ok(()));
        assert_eq!(check_path("convert"), Err("must start with a '/'".into()));
        assert_eq!(check_path("/a//b"), Err("has an empty segment 1".into()));
        assert_eq!(
            check_path("/Convert"),
            Err("has segment 0 `Convert`, which is not a DNS subdomain (lower-case letters, digits, `-` and `.`)".into())
        );
        assert_eq!(
            check_url("https://convert.example.com:8443/convert"),
            Ok(())
        );
        assert_eq!(
            check_url("http://x"),
            Err("is not an https URL: 'https' is the only scheme the API server allows".into())
        );
        assert_eq!(
            check_url("https://u@x/"),
            Err("holds user information, which the API server does not permit".into())
        );
        assert_eq!(
            check_url("https://x/c?a=1"),
            Err("has query parameters, which the API server does not permit".into())
        );
        assert_eq!(
            check_review_versions(&["v1beta1".into(), "v2".into()]),
            Ok(())
        );
        assert_eq!(
            check_review_versions(&["v2".into()]),
            Err("must include at least one of v1, v1beta1".into())
        );
        assert_eq!(
            check_review_versions(&["v1".into(), "v1".into()]),
            Err("lists `v1` twice".into())
        );
        assert_eq!(check_certificate("system/serving-cert"), Ok(()));
        assert_eq!(
            check_certificate("serving-cert"),
            Err("is not namespace/name".into())
        );
    }
}
