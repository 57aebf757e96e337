//! Admission webhook configurations from `#[crdgen::webhook(...)]` markers, written
//! exactly as controller-gen's webhook generator writes `+kubebuilder:webhook` markers
//! (controller-tools' `pkg/webhook/parser.go`).
//!
//! A marker sits on the handler it describes:
//!
//! ```text
//! #[crdgen::webhook(mutating = false, failure_policy = "fail", side_effects = "None",
//!     groups = "cache.example.com", resources = "memcacheds", verbs = "create;update",
//!     versions = "v1", name = "vmemcached.cache.example.com",
//!     path = "/validate-cache-example-com-v1-memcached", admission_review_versions = "v1")]
//! async fn validate_memcached(...) { ... }
//! ```
//!
//! The output, `config/webhook/manifests.yaml` by default, holds the
//! MutatingWebhookConfiguration (if any marker is mutating) and then the
//! ValidatingWebhookConfiguration (if any is not), named `mutating-webhook-configuration`
//! and `validating-webhook-configuration` (kustomize prefixes them), each webhook on the
//! service `webhook-service` in `system` unless the marker says otherwise, webhooks
//! sorted by name (markers of one name keep their source order). No markers, no file.
//!
//! Stages: the model finds and checks the markers ([`crate::model::webhook`]); this
//! module builds the configurations and renders them in controller-gen's YAML style.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::Deserialize;
use serde_json::{Map, Value, json};

use crate::diagnostic::codes;
use crate::diagnostic::{Diagnostic, Diagnostics, escape};
use crate::model::Model;
use crate::model::webhook::marker::{self, WebhookMarker};

/// The `[webhook]` table of the configuration.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case", default)]
pub struct WebhookConfig {
    /// The file holding the webhook configurations, relative to the crate root; crdgen
    /// owns it (it is removed when no marker remains).
    pub file: PathBuf,
    /// The MutatingWebhookConfiguration's name (controller-gen's `mutatingName`).
    pub mutating_name: String,
    /// The ValidatingWebhookConfiguration's name (controller-gen's `validatingName`).
    pub validating_name: String,
}

impl Default for WebhookConfig {
    fn default() -> WebhookConfig {
        WebhookConfig {
            file: PathBuf::from("config/webhook/manifests.yaml"),
            mutating_name: "mutating-webhook-configuration".to_owned(),
            validating_name: "validating-webhook-configuration".to_owned(),
        }
    }
}

/// What [`generate`] produces.
#[derive(Debug, Clone, Default)]
pub struct WebhookOutput {
    /// The file to write (path relative to the crate root, contents), if any marker.
    pub file: Option<(PathBuf, String)>,
    /// The file crdgen owns in this configuration even when not written.
    pub owned: PathBuf,
    /// Warnings (errors under `--strict`).
    pub warnings: Diagnostics,
}

/// One webhook as the manifest writes it: controller-gen's `ToMutatingWebhook` /
/// `ToValidatingWebhook`.
pub fn webhook_value(m: &WebhookMarker) -> Value {
    let mut w = Map::new();
    w.insert(
        "admissionReviewVersions".to_owned(),
        json!(m.admission_review_versions),
    );
    let client_config = match &m.url {
        Some(url) => json!({ "url": url }),
        None => {
            let mut service = Map::new();
            service.insert(
                "name".to_owned(),
                json!(m.service_name.as_deref().unwrap_or("webhook-service")),
            );
            service.insert(
                "namespace".to_owned(),
                json!(m.service_namespace.as_deref().unwrap_or("system")),
            );
            if let Some(p) = &m.path {
                service.insert("path".to_owned(), json!(p));
            }
            if let Some(port) = m.service_port {
                service.insert("port".to_owned(), json!(port));
            }
            json!({ "service": service })
        }
    };
    w.insert("clientConfig".to_owned(), client_config);
    w.insert("failurePolicy".to_owned(), json!(m.failure_policy));
    if let Some(p) = &m.match_policy {
        w.insert("matchPolicy".to_owned(), json!(p));
    }
    w.insert("name".to_owned(), json!(m.name.value));
    if let Some(s) = &m.namespace_selector {
        w.insert("namespaceSelector".to_owned(), s.to_value());
    }
    if let Some(s) = &m.object_selector {
        w.insert("objectSelector".to_owned(), s.to_value());
    }
    if m.mutating
        && let Some(p) = &m.reinvocation_policy
    {
        w.insert("reinvocationPolicy".to_owned(), json!(p));
    }
    w.insert(
        "rules".to_owned(),
        json!([{
            "apiGroups": m.groups,
            "apiVersions": m.versions,
            "operations": m.operations,
            "resources": m.resources,
        }]),
    );
    w.insert("sideEffects".to_owned(), json!(m.side_effects));
    if let Some(t) = m.timeout_seconds {
        w.insert("timeoutSeconds".to_owned(), json!(t));
    }
    Value::Object(w)
}

/// The two configurations (each only if it has webhooks), mutating first, webhooks
/// sorted by name with ties in source order.
pub fn configurations(markers: &[&WebhookMarker], config: &WebhookConfig) -> Vec<Value> {
    let mut out = Vec::new();
    for (mutating, kind, name) in [
        (
            true,
            "MutatingWebhookConfiguration",
            config.mutating_name.as_str(),
        ),
        (
            false,
            "ValidatingWebhookConfiguration",
            config.validating_name.as_str(),
        ),
    ] {
        let mut hooks: Vec<&WebhookMarker> = markers
            .iter()
            .copied()
            .filter(|m| m.mutating == mutating)
            .collect();
        if hooks.is_empty() {
            continue;
        }
        // A stable sort: markers of one name keep their source order.
        hooks.sort_by(|a, b| a.name.value.cmp(&b.name.value));
        out.push(json!({
            "apiVersion": "admissionregistration.k8s.io/v1",
            "kind": kind,
            "metadata": { "name": name },
            "webhooks": hooks.iter().map(|m| webhook_value(m)).collect::<Vec<_>>(),
        }));
    }
    out
}

/// The configurations as one multi-document YAML file: the header once, then every
/// document preceded by `---`.
pub fn to_yaml(header: &str, docs: &[Value]) -> String {
    let mut out = header.to_owned();
    for d in docs {
        out.push_str(&crdgen_yaml::document("", d));
    }
    out
}

/// Checks and renders the webhook markers of the model.
pub fn generate(
    model: &Model<'_>,
    config: &WebhookConfig,
    header: &str,
) -> Result<WebhookOutput, Diagnostics> {
    let src = model.source();
    let mut errors = model.webhook_errors.clone();
    for (key, name) in [
        ("mutating-name", &config.mutating_name),
        ("validating-name", &config.validating_name),
    ] {
        if let Err(why) = marker::dns_subdomain(name) {
            errors.push(
                Diagnostic::error(
                    codes::webhook::WEBHOOK_INVALID_NAME,
                    format!(
                        "the [webhook] {key} `{}` is not a valid object name: {why}",
                        escape::value(name)
                    ),
                )
                .help(
                    "configuration names are DNS subdomains, e.g. `mutating-webhook-configuration`",
                ),
            );
        }
    }
    if !errors.is_empty() {
        let mut d = Diagnostics(errors);
        d.sort();
        return Err(d);
    }
    let mut warnings = Vec::new();
    let mut seen: BTreeMap<(bool, &str), &WebhookMarker> = BTreeMap::new();
    for (module, m) in &model.webhooks {
        if let Some(first) = seen.insert((m.mutating, m.name.value.as_str()), m) {
            let kind = if m.mutating { "mutating" } else { "validating" };
            warnings.push(
                Diagnostic::warning(
                    codes::webhook::WEBHOOK_DUPLICATE_NAME,
                    format!(
                        "two {kind} webhooks are named `{}`: the API server rejects the configuration",
                        escape::value(&m.name.value)
                    ),
                )
                .at(src.location_in(*module, m.name.span))
                .label("second webhook of this name")
                .help(format!(
                    "give each webhook its own `name` (the first is on line {})",
                    first.name.span.start().line
                )),
            );
        }
    }
    let markers: Vec<&WebhookMarker> = model.webhooks.iter().map(|(_, m)| m).collect();
    let docs = configurations(&markers, config);
    let mut w = Diagnostics(warnings);
    w.sort();
    Ok(WebhookOutput {
        file: (!docs.is_empty()).then(|| (config.file.clone(), to_yaml(header, &docs))),
        owned: config.file.clone(),
        warnings: w,
    })
}
