//! `monitoring.coreos.com/v1`, imported by `crdgen import` from `prometheus-operator__prometheus-operator__monitoring.coreos.com_probes.yaml`.

// The doc comments are the CRDs' descriptions, kept as written (each is the description
// `crdgen generate` writes back): rustdoc reads their URLs, `[...]`, `<...>` and indented
// lines as Markdown links, HTML and Rust code, which they were not written as.
#![allow(rustdoc::bare_urls)]

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// spec defines the specification of desired Ingress selection for target discovery by Prometheus.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "monitoring.coreos.com",
    version = "v1",
    kind = "Probe",
    namespaced,
    plural = "probes",
    singular = "probe",
    shortname = "prb",
    category = "prometheus-operator",
    annotation("operator.prometheus.io/version", "0.93.0"),
    status = "ProbeStatus",
    doc = "The `Probe` custom resource definition (CRD) defines how to scrape metrics from prober exporters such as the [blackbox exporter](https://github.com/prometheus/blackbox_exporter).\n\nThe `Probe` resource needs 2 pieces of information:\n* The list of probed addresses which can be defined statically or by discovering Kubernetes Ingress objects.\n* The prober which exposes the availability of probed endpoints (over various protocols such HTTP, TCP, ICMP, ...) as Prometheus metrics.\n\n`Prometheus` and `PrometheusAgent` objects select `Probe` objects using label and namespace selectors."
)]
pub struct ProbeSpec {
    /// authorization configures the Authorization header credentials used by
    /// the client.
    ///
    /// Cannot be set at the same time as `basicAuth`, `bearerTokenSecret` or `oauth2`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorization: Option<ProbeSpecAuthorization>,
    /// basicAuth defines the Basic Authentication credentials used by the
    /// client.
    ///
    /// Cannot be set at the same time as `authorization`, `bearerTokenSecret` or `oauth2`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub basic_auth: Option<ProbeSpecBasicAuth>,
    /// bearerTokenSecret defines a key of a Secret containing the bearer token
    /// used by the client for authentication. The secret needs to be in the
    /// same namespace as the custom resource and readable by the Prometheus
    /// Operator.
    ///
    /// Cannot be set at the same time as `authorization`, `basicAuth` or `oauth2`.
    ///
    /// Deprecated: use `authorization` instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_token_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// convertClassicHistogramsToNHCB defines whether to convert all scraped classic histograms into a native histogram with custom buckets.
    /// It requires Prometheus >= v3.0.0.
    #[serde(
        rename = "convertClassicHistogramsToNHCB",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub convert_classic_histograms_to_nhcb: Option<bool>,
    /// enableHttp2 can be used to disable HTTP2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_http2: Option<bool>,
    /// fallbackScrapeProtocol defines the protocol to use if a scrape returns blank, unparseable, or otherwise invalid Content-Type.
    ///
    /// It requires Prometheus >= v3.0.0.
    #[crd(
        enum = ["PrometheusProto",
        "OpenMetricsText0.0.1",
        "OpenMetricsText1.0.0",
        "PrometheusText0.0.4",
        "PrometheusText1.0.0"]
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fallback_scrape_protocol: Option<String>,
    /// followRedirects defines whether the client should follow HTTP 3xx
    /// redirects.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_redirects: Option<bool>,
    /// interval at which targets are probed using the configured prober.
    /// If not specified Prometheus' global scrape interval is used.
    #[crd(
        pattern = "^(0|(([0-9]+)y)?(([0-9]+)w)?(([0-9]+)d)?(([0-9]+)h)?(([0-9]+)m)?(([0-9]+)s)?(([0-9]+)ms)?)$"
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub interval: Option<String>,
    /// jobName assigned to scraped metrics by default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub job_name: Option<String>,
    /// keepDroppedTargets defines the per-scrape limit on the number of targets dropped by relabeling
    /// that will be kept in memory. 0 means no limit.
    ///
    /// It requires Prometheus >= v2.47.0.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keep_dropped_targets: Option<i64>,
    /// labelLimit defines the per-scrape limit on number of labels that will be accepted for a sample.
    /// Only valid in Prometheus versions 2.27.0 and newer.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label_limit: Option<i64>,
    /// labelNameLengthLimit defines the per-scrape limit on length of labels name that will be accepted for a sample.
    /// Only valid in Prometheus versions 2.27.0 and newer.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label_name_length_limit: Option<i64>,
    /// labelValueLengthLimit defines the per-scrape limit on length of labels value that will be accepted for a sample.
    /// Only valid in Prometheus versions 2.27.0 and newer.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label_value_length_limit: Option<i64>,
    /// metricRelabelings defines the RelabelConfig to apply to samples before ingestion.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metric_relabelings: Option<Vec<ProbeSpecMetricRelabelings>>,
    /// module to use for probing specifying how to probe the target.
    /// Example module configuring in the blackbox exporter:
    /// https://github.com/prometheus/blackbox_exporter/blob/master/example.yml
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub module: Option<String>,
    /// nativeHistogramBucketLimit defines ff there are more than this many buckets in a native histogram,
    /// buckets will be merged to stay within the limit.
    /// It requires Prometheus >= v2.45.0.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub native_histogram_bucket_limit: Option<i64>,
    /// nativeHistogramMinBucketFactor defines if the growth factor of one bucket to the next is smaller than this,
    /// buckets will be merged to increase the factor sufficiently.
    /// It requires Prometheus >= v2.50.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub native_histogram_min_bucket_factor: Option<
        k8s_openapi::apimachinery::pkg::api::resource::Quantity,
    >,
    /// oauth2 defines the OAuth2 settings used by the client.
    ///
    /// It requires Prometheus >= 2.27.0.
    ///
    /// Cannot be set at the same time as `authorization`, `basicAuth` or `bearerTokenSecret`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oauth2: Option<ProbeSpecOauth2>,
    /// params defines the list of HTTP query parameters for the scrape.
    /// Please note that the `.spec.module` field takes precedence over the `module` parameter from this list when both are defined.
    /// The module name must be added using Module under ProbeSpec.
    #[crd(min_items = 1, list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub params: Option<Vec<ProbeSpecParams>>,
    /// prober defines the specification for the prober to use for probing targets.
    /// The prober.URL parameter is required. Targets cannot be probed if left empty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prober: Option<ProbeSpecProber>,
    /// sampleLimit defines per-scrape limit on number of scraped samples that will be accepted.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sample_limit: Option<i64>,
    /// scrapeClass defines the scrape class to apply.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scrape_class: Option<String>,
    /// scrapeClassicHistograms defines whether to scrape a classic histogram that is also exposed as a native histogram.
    /// It requires Prometheus >= v2.45.0.
    ///
    /// Notice: `scrapeClassicHistograms` corresponds to the `always_scrape_classic_histograms` field in the Prometheus configuration.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scrape_classic_histograms: Option<bool>,
    /// scrapeNativeHistograms defines whether to enable scraping of native histograms.
    /// It requires Prometheus >= v3.8.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scrape_native_histograms: Option<bool>,
    /// scrapeProtocols defines the protocols to negotiate during a scrape. It tells clients the
    /// protocols supported by Prometheus in order of preference (from most to least preferred).
    ///
    /// If unset, Prometheus uses its default value.
    ///
    /// It requires Prometheus >= v2.49.0.
    // crdgen import: a description on the items of a list; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"items":{"description":"ScrapeProtocol represents a protocol used by Prometheus for scraping metrics.\nSupported values are:\n* `OpenMetricsText0.0.1`\n* `OpenMetricsText1.0.0`\n* `PrometheusProto`\n* `PrometheusText0.0.4`\n* `PrometheusText1.0.0`","enum":["PrometheusProto","OpenMetricsText0.0.1","OpenMetricsText1.0.0","PrometheusText0.0.4","PrometheusText1.0.0"],"type":"string"},"type":"array","x-kubernetes-list-type":"set"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scrape_protocols: Option<Vec<String>>,
    /// scrapeTimeout defines the timeout for scraping metrics from the Prometheus exporter.
    /// If not specified, the Prometheus global scrape timeout is used.
    /// The value cannot be greater than the scrape interval otherwise the operator will reject the resource.
    #[crd(
        pattern = "^(0|(([0-9]+)y)?(([0-9]+)w)?(([0-9]+)d)?(([0-9]+)h)?(([0-9]+)m)?(([0-9]+)s)?(([0-9]+)ms)?)$"
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scrape_timeout: Option<String>,
    /// targetLimit defines a limit on the number of scraped targets that will be accepted.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_limit: Option<i64>,
    /// targets defines a set of static or dynamically discovered targets to probe.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub targets: Option<ProbeSpecTargets>,
    /// tlsConfig defines the TLS configuration used by the client.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls_config: Option<ProbeSpecTlsConfig>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeSpecAuthorization {
    /// credentials defines a key of a Secret in the namespace that contains the credentials for authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub credentials: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// type defines the authentication type. The value is case-insensitive.
    ///
    /// "Basic" is not a supported value.
    ///
    /// Default: "Bearer"
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeSpecBasicAuth {
    /// password defines a key of a Secret containing the password for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// username defines a key of a Secret containing the username for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

/// RelabelConfig allows dynamic rewriting of the label set for targets, alerts,
/// scraped samples and remote write samples.
///
/// More info: https://prometheus.io/docs/prometheus/latest/configuration/configuration/#relabel_config
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeSpecMetricRelabelings {
    /// action to perform based on the regex matching.
    ///
    /// `Uppercase` and `Lowercase` actions require Prometheus >= v2.36.0.
    /// `DropEqual` and `KeepEqual` actions require Prometheus >= v2.41.0.
    ///
    /// Default: "Replace"
    #[crd(
        default = "replace",
        enum = ["replace",
        "Replace",
        "keep",
        "Keep",
        "drop",
        "Drop",
        "hashmod",
        "HashMod",
        "labelmap",
        "LabelMap",
        "labeldrop",
        "LabelDrop",
        "labelkeep",
        "LabelKeep",
        "lowercase",
        "Lowercase",
        "uppercase",
        "Uppercase",
        "keepequal",
        "KeepEqual",
        "dropequal",
        "DropEqual"]
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<String>,
    /// modulus to take of the hash of the source label values.
    ///
    /// Only applicable when the action is `HashMod`.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub modulus: Option<i64>,
    /// regex defines the regular expression against which the extracted value is matched.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regex: Option<String>,
    /// replacement value against which a Replace action is performed if the
    /// regular expression matches.
    ///
    /// Regex capture groups are available.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replacement: Option<String>,
    /// separator defines the string between concatenated SourceLabels.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub separator: Option<String>,
    /// sourceLabels defines the source labels select values from existing labels. Their content is
    /// concatenated using the configured Separator and matched against the
    /// configured regular expression.
    // crdgen import: a description on the items of a list; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"items":{"description":"LabelName is a valid Prometheus label name.\nFor Prometheus 3.x, a label name is valid if it contains UTF-8 characters.\nFor Prometheus 2.x, a label name is only valid if it contains ASCII characters, letters, numbers, as well as underscores.","type":"string"},"type":"array"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_labels: Option<Vec<String>>,
    /// targetLabel defines the label to which the resulting string is written in a replacement.
    ///
    /// It is mandatory for `Replace`, `HashMod`, `Lowercase`, `Uppercase`,
    /// `KeepEqual` and `DropEqual` actions.
    ///
    /// Regex capture groups are available.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_label: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeSpecOauth2 {
    /// clientId defines a key of a Secret or ConfigMap containing the
    /// OAuth2 client's ID.
    pub client_id: ProbeSpecOauth2ClientId,
    /// clientSecret defines a key of a Secret containing the OAuth2
    /// client's secret.
    pub client_secret: k8s_openapi::api::core::v1::SecretKeySelector,
    /// endpointParams configures the HTTP parameters to append to the token
    /// URL.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub endpoint_params: Option<std::collections::BTreeMap<String, String>>,
    /// noProxy defines a comma-separated string that can contain IPs, CIDR notation, domain names
    /// that should be excluded from proxying. IP and domain names can
    /// contain port numbers.
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_proxy: Option<String>,
    /// proxyConnectHeader optionally specifies headers to send to
    /// proxies during CONNECT requests.
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[crd(map_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub proxy_connect_header: Option<
        std::collections::BTreeMap<
            String,
            Vec<k8s_openapi::api::core::v1::SecretKeySelector>,
        >,
    >,
    /// proxyFromEnvironment defines whether to use the proxy configuration defined by environment variables (HTTP_PROXY, HTTPS_PROXY, and NO_PROXY).
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub proxy_from_environment: Option<bool>,
    /// proxyUrl defines the HTTP proxy server to use.
    #[crd(pattern = "^(http|https|socks5)://.+$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub proxy_url: Option<String>,
    /// scopes defines the OAuth2 scopes used for the token request.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scopes: Option<Vec<String>>,
    /// tlsConfig defines the TLS configuration to use when connecting to the OAuth2 server.
    /// It requires Prometheus >= v2.43.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls_config: Option<ProbeSpecOauth2TlsConfig>,
    /// tokenUrl defines the URL to fetch the token from.
    #[crd(pattern = "^(http|https)://.+$")]
    pub token_url: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeSpecOauth2ClientId {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeSpecOauth2TlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<ProbeSpecOauth2TlsConfigCa>,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<ProbeSpecOauth2TlsConfigCert>,
    /// insecureSkipVerify defines how to disable target certificate validation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub insecure_skip_verify: Option<bool>,
    /// keySecret defines the Secret containing the client key file for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// maxVersion defines the maximum acceptable TLS version.
    ///
    /// It requires Prometheus >= v2.41.0 or Thanos >= v0.31.0.
    #[crd(enum = ["TLS10", "TLS11", "TLS12", "TLS13"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_version: Option<String>,
    /// minVersion defines the minimum acceptable TLS version.
    ///
    /// It requires Prometheus >= v2.35.0 or Thanos >= v0.28.0.
    #[crd(enum = ["TLS10", "TLS11", "TLS12", "TLS13"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_version: Option<String>,
    /// serverName is used to verify the hostname for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server_name: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeSpecOauth2TlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeSpecOauth2TlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

/// ProbeParam defines specification of extra parameters for a Probe.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeSpecParams {
    /// name defines the parameter name
    #[crd(min_length = 1)]
    pub name: String,
    /// values defines the parameter values
    #[crd(min_items = 1, items(min_length = 1))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeSpecProber {
    /// noProxy defines a comma-separated string that can contain IPs, CIDR notation, domain names
    /// that should be excluded from proxying. IP and domain names can
    /// contain port numbers.
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_proxy: Option<String>,
    /// path to collect metrics from.
    /// Defaults to `/probe`.
    #[crd(default = "/probe")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    /// proxyConnectHeader optionally specifies headers to send to
    /// proxies during CONNECT requests.
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[crd(map_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub proxy_connect_header: Option<
        std::collections::BTreeMap<
            String,
            Vec<k8s_openapi::api::core::v1::SecretKeySelector>,
        >,
    >,
    /// proxyFromEnvironment defines whether to use the proxy configuration defined by environment variables (HTTP_PROXY, HTTPS_PROXY, and NO_PROXY).
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub proxy_from_environment: Option<bool>,
    /// proxyUrl defines the HTTP proxy server to use.
    #[crd(pattern = "^(http|https|socks5)://.+$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub proxy_url: Option<String>,
    /// scheme defines the HTTP scheme to use when scraping the prober.
    #[crd(enum = ["http", "https", "HTTP", "HTTPS"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scheme: Option<String>,
    /// url defines the address of the prober.
    ///
    /// Unlike what the name indicates, the value should be in the form of
    /// `address:port` without any scheme which should be specified in the
    /// `scheme` field.
    #[crd(min_length = 1)]
    pub url: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeSpecTargets {
    /// ingress defines the Ingress objects to probe and the relabeling
    /// configuration.
    /// If `staticConfig` is also defined, `staticConfig` takes precedence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ingress: Option<ProbeSpecTargetsIngress>,
    /// staticConfig defines the static list of targets to probe and the
    /// relabeling configuration.
    /// If `ingress` is also defined, `staticConfig` takes precedence.
    /// More info: https://prometheus.io/docs/prometheus/latest/configuration/configuration/#static_config.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub static_config: Option<ProbeSpecTargetsStaticConfig>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeSpecTargetsIngress {
    /// namespaceSelector defines from which namespaces to select Ingress objects.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespace_selector: Option<ProbeSpecTargetsIngressNamespaceSelector>,
    /// relabelingConfigs to apply to the label set of the target before it gets
    /// scraped.
    /// The original ingress address is available via the
    /// `__tmp_prometheus_ingress_address` label. It can be used to customize the
    /// probed URL.
    /// The original scrape job's name is available via the `__tmp_prometheus_job_name` label.
    /// More info: https://prometheus.io/docs/prometheus/latest/configuration/configuration/#relabel_config
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub relabeling_configs: Option<Vec<ProbeSpecTargetsIngressRelabelingConfigs>>,
    /// selector to select the Ingress objects.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeSpecTargetsIngressNamespaceSelector {
    /// any defines the boolean describing whether all namespaces are selected in contrast to a
    /// list restricting them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub any: Option<bool>,
    /// matchNames defines the list of namespace names to select from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_names: Option<Vec<String>>,
}

/// RelabelConfig allows dynamic rewriting of the label set for targets, alerts,
/// scraped samples and remote write samples.
///
/// More info: https://prometheus.io/docs/prometheus/latest/configuration/configuration/#relabel_config
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeSpecTargetsIngressRelabelingConfigs {
    /// action to perform based on the regex matching.
    ///
    /// `Uppercase` and `Lowercase` actions require Prometheus >= v2.36.0.
    /// `DropEqual` and `KeepEqual` actions require Prometheus >= v2.41.0.
    ///
    /// Default: "Replace"
    #[crd(
        default = "replace",
        enum = ["replace",
        "Replace",
        "keep",
        "Keep",
        "drop",
        "Drop",
        "hashmod",
        "HashMod",
        "labelmap",
        "LabelMap",
        "labeldrop",
        "LabelDrop",
        "labelkeep",
        "LabelKeep",
        "lowercase",
        "Lowercase",
        "uppercase",
        "Uppercase",
        "keepequal",
        "KeepEqual",
        "dropequal",
        "DropEqual"]
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<String>,
    /// modulus to take of the hash of the source label values.
    ///
    /// Only applicable when the action is `HashMod`.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub modulus: Option<i64>,
    /// regex defines the regular expression against which the extracted value is matched.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regex: Option<String>,
    /// replacement value against which a Replace action is performed if the
    /// regular expression matches.
    ///
    /// Regex capture groups are available.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replacement: Option<String>,
    /// separator defines the string between concatenated SourceLabels.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub separator: Option<String>,
    /// sourceLabels defines the source labels select values from existing labels. Their content is
    /// concatenated using the configured Separator and matched against the
    /// configured regular expression.
    // crdgen import: a description on the items of a list; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"items":{"description":"LabelName is a valid Prometheus label name.\nFor Prometheus 3.x, a label name is valid if it contains UTF-8 characters.\nFor Prometheus 2.x, a label name is only valid if it contains ASCII characters, letters, numbers, as well as underscores.","type":"string"},"type":"array"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_labels: Option<Vec<String>>,
    /// targetLabel defines the label to which the resulting string is written in a replacement.
    ///
    /// It is mandatory for `Replace`, `HashMod`, `Lowercase`, `Uppercase`,
    /// `KeepEqual` and `DropEqual` actions.
    ///
    /// Regex capture groups are available.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_label: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeSpecTargetsStaticConfig {
    /// labels defines all labels assigned to all metrics scraped from the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
    /// relabelingConfigs defines relabelings to be apply to the label set of the targets before it gets
    /// scraped.
    /// More info: https://prometheus.io/docs/prometheus/latest/configuration/configuration/#relabel_config
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub relabeling_configs: Option<Vec<ProbeSpecTargetsStaticConfigRelabelingConfigs>>,
    /// static defines the list of hosts to probe.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#static: Option<Vec<String>>,
}

/// RelabelConfig allows dynamic rewriting of the label set for targets, alerts,
/// scraped samples and remote write samples.
///
/// More info: https://prometheus.io/docs/prometheus/latest/configuration/configuration/#relabel_config
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeSpecTargetsStaticConfigRelabelingConfigs {
    /// action to perform based on the regex matching.
    ///
    /// `Uppercase` and `Lowercase` actions require Prometheus >= v2.36.0.
    /// `DropEqual` and `KeepEqual` actions require Prometheus >= v2.41.0.
    ///
    /// Default: "Replace"
    #[crd(
        default = "replace",
        enum = ["replace",
        "Replace",
        "keep",
        "Keep",
        "drop",
        "Drop",
        "hashmod",
        "HashMod",
        "labelmap",
        "LabelMap",
        "labeldrop",
        "LabelDrop",
        "labelkeep",
        "LabelKeep",
        "lowercase",
        "Lowercase",
        "uppercase",
        "Uppercase",
        "keepequal",
        "KeepEqual",
        "dropequal",
        "DropEqual"]
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<String>,
    /// modulus to take of the hash of the source label values.
    ///
    /// Only applicable when the action is `HashMod`.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub modulus: Option<i64>,
    /// regex defines the regular expression against which the extracted value is matched.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regex: Option<String>,
    /// replacement value against which a Replace action is performed if the
    /// regular expression matches.
    ///
    /// Regex capture groups are available.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replacement: Option<String>,
    /// separator defines the string between concatenated SourceLabels.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub separator: Option<String>,
    /// sourceLabels defines the source labels select values from existing labels. Their content is
    /// concatenated using the configured Separator and matched against the
    /// configured regular expression.
    // crdgen import: a description on the items of a list; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"items":{"description":"LabelName is a valid Prometheus label name.\nFor Prometheus 3.x, a label name is valid if it contains UTF-8 characters.\nFor Prometheus 2.x, a label name is only valid if it contains ASCII characters, letters, numbers, as well as underscores.","type":"string"},"type":"array"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_labels: Option<Vec<String>>,
    /// targetLabel defines the label to which the resulting string is written in a replacement.
    ///
    /// It is mandatory for `Replace`, `HashMod`, `Lowercase`, `Uppercase`,
    /// `KeepEqual` and `DropEqual` actions.
    ///
    /// Regex capture groups are available.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_label: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeSpecTlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<ProbeSpecTlsConfigCa>,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<ProbeSpecTlsConfigCert>,
    /// insecureSkipVerify defines how to disable target certificate validation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub insecure_skip_verify: Option<bool>,
    /// keySecret defines the Secret containing the client key file for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// maxVersion defines the maximum acceptable TLS version.
    ///
    /// It requires Prometheus >= v2.41.0 or Thanos >= v0.31.0.
    #[crd(enum = ["TLS10", "TLS11", "TLS12", "TLS13"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_version: Option<String>,
    /// minVersion defines the minimum acceptable TLS version.
    ///
    /// It requires Prometheus >= v2.35.0 or Thanos >= v0.28.0.
    #[crd(enum = ["TLS10", "TLS11", "TLS12", "TLS13"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_version: Option<String>,
    /// serverName is used to verify the hostname for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server_name: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeSpecTlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeSpecTlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

/// status defines the status subresource. It is under active development and is updated only when the
/// "StatusForConfigurationResources" feature gate is enabled.
///
/// Most recent observed status of the Probe. Read-only.
/// More info:
/// https://github.com/kubernetes/community/blob/master/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeStatus {
    /// bindings defines the list of workload resources (Prometheus, PrometheusAgent, ThanosRuler or Alertmanager) which select the configuration resource.
    #[crd(list_map_keys("group", "resource", "name", "namespace"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bindings: Option<Vec<ProbeStatusBindings>>,
}

/// WorkloadBinding is a link between a configuration resource and a workload resource.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeStatusBindings {
    /// conditions defines the current state of the configuration resource when bound to the referenced Workload object.
    #[crd(list_map_keys("type"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conditions: Option<Vec<ProbeStatusBindingsConditions>>,
    /// group defines the group of the referenced resource.
    #[crd(enum = ["monitoring.coreos.com"])]
    pub group: String,
    /// name defines the name of the referenced object.
    #[crd(min_length = 1)]
    pub name: String,
    /// namespace defines the namespace of the referenced object.
    #[crd(min_length = 1)]
    pub namespace: String,
    /// resource defines the type of resource being referenced (e.g. Prometheus, PrometheusAgent, ThanosRuler or Alertmanager).
    #[crd(enum = ["prometheuses", "prometheusagents", "thanosrulers", "alertmanagers"])]
    pub resource: String,
}

/// ConfigResourceCondition describes the status of configuration resources linked to Prometheus, PrometheusAgent, Alertmanager or ThanosRuler.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProbeStatusBindingsConditions {
    /// lastTransitionTime defines the time of the last update to the current status property.
    #[crd(format = "date-time")]
    pub last_transition_time: String,
    /// message defines the human-readable message indicating details for the condition's last transition.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// observedGeneration defines the .metadata.generation that the
    /// condition was set based upon. For instance, if `.metadata.generation` is
    /// currently 12, but the `.status.conditions[].observedGeneration` is 9, the
    /// condition is out of date with respect to the current state of the object.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
    /// reason for the condition's last transition.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// status of the condition.
    #[crd(min_length = 1)]
    pub status: String,
    /// type of the condition being reported.
    /// Currently, only "Accepted" is supported.
    #[crd(enum = ["Accepted"], min_length = 1)]
    pub r#type: String,
}
