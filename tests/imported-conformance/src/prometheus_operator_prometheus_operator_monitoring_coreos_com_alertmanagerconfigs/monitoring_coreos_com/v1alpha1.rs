//! `monitoring.coreos.com/v1alpha1`, imported by `crdgen import` from `prometheus-operator__prometheus-operator__monitoring.coreos.com_alertmanagerconfigs.yaml`.

// The doc comments are the CRDs' descriptions, kept as written (each is the description
// `crdgen generate` writes back): rustdoc reads their URLs, `[...]`, `<...>` and indented
// lines as Markdown links, HTML and Rust code, which they were not written as.
#![allow(rustdoc::bare_urls)]

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// spec defines the specification of AlertmanagerConfigSpec
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "monitoring.coreos.com",
    version = "v1alpha1",
    kind = "AlertmanagerConfig",
    namespaced,
    plural = "alertmanagerconfigs",
    singular = "alertmanagerconfig",
    shortname = "amcfg",
    category = "prometheus-operator",
    annotation("operator.prometheus.io/version", "0.93.0"),
    status = "AlertmanagerConfigStatus",
    doc = "AlertmanagerConfig configures the Prometheus Alertmanager,\nspecifying how alerts should be grouped, inhibited and notified to external systems."
)]
pub struct AlertmanagerConfigSpec {
    /// inhibitRules defines the list of inhibition rules. The rules will only apply to alerts matching
    /// the resource's namespace.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inhibit_rules: Option<Vec<AlertmanagerConfigSpecInhibitRules>>,
    /// muteTimeIntervals defines the list of MuteTimeInterval specifying when the routes should be muted.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mute_time_intervals: Option<Vec<AlertmanagerConfigSpecMuteTimeIntervals>>,
    /// receivers defines the list of receivers.
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub receivers: Option<Vec<AlertmanagerConfigSpecReceivers>>,
    /// route defines the Alertmanager route definition for alerts matching the resource's
    /// namespace. If present, it will be added to the generated Alertmanager
    /// configuration as a first-level route.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub route: Option<AlertmanagerConfigSpecRoute>,
}

/// InhibitRule defines an inhibition rule that allows to mute alerts when other
/// alerts are already firing.
/// See https://prometheus.io/docs/alerting/latest/configuration/#inhibit_rule
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecInhibitRules {
    /// equal defines labels that must have an equal value in the source and target alert
    /// for the inhibition to take effect. This ensures related alerts are properly grouped.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub equal: Option<Vec<String>>,
    /// sourceMatch defines matchers for which one or more alerts have to exist for the inhibition
    /// to take effect. The operator enforces that the alert matches the resource's namespace.
    /// These are the "trigger" alerts that cause other alerts to be inhibited.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_match: Option<Vec<AlertmanagerConfigSpecInhibitRulesSourceMatch>>,
    /// targetMatch defines matchers that have to be fulfilled in the alerts to be muted.
    /// The operator enforces that the alert matches the resource's namespace.
    /// When these conditions are met, matching alerts will be inhibited (silenced).
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_match: Option<Vec<AlertmanagerConfigSpecInhibitRulesTargetMatch>>,
}

/// Matcher defines how to match on alert's labels.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecInhibitRulesSourceMatch {
    /// matchType defines the match operation available with AlertManager >= v0.22.0.
    /// Takes precedence over Regex (deprecated) if non-empty.
    /// Valid values: "=" (equality), "!=" (inequality), "=~" (regex match), "!~" (regex non-match).
    #[crd(enum = ["!=", "=", "=~", "!~"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_type: Option<String>,
    /// name defines the label to match.
    /// This specifies which alert label should be evaluated.
    #[crd(min_length = 1)]
    pub name: String,
    /// regex defines whether to match on equality (false) or regular-expression (true).
    /// Deprecated: for AlertManager >= v0.22.0, `matchType` should be used instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regex: Option<bool>,
    /// value defines the label value to match.
    /// This is the expected value for the specified label.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

/// Matcher defines how to match on alert's labels.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecInhibitRulesTargetMatch {
    /// matchType defines the match operation available with AlertManager >= v0.22.0.
    /// Takes precedence over Regex (deprecated) if non-empty.
    /// Valid values: "=" (equality), "!=" (inequality), "=~" (regex match), "!~" (regex non-match).
    #[crd(enum = ["!=", "=", "=~", "!~"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_type: Option<String>,
    /// name defines the label to match.
    /// This specifies which alert label should be evaluated.
    #[crd(min_length = 1)]
    pub name: String,
    /// regex defines whether to match on equality (false) or regular-expression (true).
    /// Deprecated: for AlertManager >= v0.22.0, `matchType` should be used instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regex: Option<bool>,
    /// value defines the label value to match.
    /// This is the expected value for the specified label.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

/// MuteTimeInterval specifies the periods in time when notifications will be muted
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecMuteTimeIntervals {
    /// name of the time interval
    pub name: String,
    /// timeIntervals defines a list of TimeInterval
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_intervals: Option<
        Vec<AlertmanagerConfigSpecMuteTimeIntervalsTimeIntervals>,
    >,
}

/// TimeInterval describes intervals of time
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecMuteTimeIntervalsTimeIntervals {
    /// daysOfMonth defines a list of DayOfMonthRange
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub days_of_month: Option<
        Vec<AlertmanagerConfigSpecMuteTimeIntervalsTimeIntervalsDaysOfMonth>,
    >,
    /// months defines a list of MonthRange
    // crdgen import: a description on the items of a list; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"items":{"description":"MonthRange is an inclusive range of months of the year beginning in January\nMonths can be specified by name (e.g 'January') by numerical month (e.g '1') or as an inclusive range (e.g 'January:March', '1:3', '1:March')","pattern":"^((?i)january|february|march|april|may|june|july|august|september|october|november|december|1[0-2]|[1-9])(?:((:((?i)january|february|march|april|may|june|july|august|september|october|november|december|1[0-2]|[1-9]))$)|$)","type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub months: Option<Vec<String>>,
    /// times defines a list of TimeRange
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub times: Option<Vec<AlertmanagerConfigSpecMuteTimeIntervalsTimeIntervalsTimes>>,
    /// weekdays defines a list of WeekdayRange
    // crdgen import: a description on the items of a list; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"items":{"description":"WeekdayRange is an inclusive range of days of the week beginning on Sunday\nDays can be specified by name (e.g 'Sunday') or as an inclusive range (e.g 'Monday:Friday')","pattern":"^((?i)sun|mon|tues|wednes|thurs|fri|satur)day(?:((:(sun|mon|tues|wednes|thurs|fri|satur)day)$)|$)","type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weekdays: Option<Vec<String>>,
    /// years defines a list of YearRange
    // crdgen import: a description on the items of a list; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"items":{"description":"YearRange is an inclusive range of years","pattern":"^2\\d{3}(?::2\\d{3}|$)","type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub years: Option<Vec<String>>,
}

/// DayOfMonthRange is an inclusive range of days of the month beginning at 1
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecMuteTimeIntervalsTimeIntervalsDaysOfMonth {
    /// end of the inclusive range
    #[crd(format = "", maximum = 31, minimum = -31)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<i64>,
    /// start of the inclusive range
    #[crd(format = "", maximum = 31, minimum = -31)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<i64>,
}

/// TimeRange defines a start and end time in 24hr format
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecMuteTimeIntervalsTimeIntervalsTimes {
    /// endTime defines the end time in 24hr format.
    #[crd(pattern = "^((([01][0-9])|(2[0-3])):[0-5][0-9])$|(^24:00$)")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_time: Option<String>,
    /// startTime defines the start time in 24hr format.
    #[crd(pattern = "^((([01][0-9])|(2[0-3])):[0-5][0-9])$|(^24:00$)")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_time: Option<String>,
}

/// Receiver defines one or more notification integrations.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceivers {
    /// discordConfigs defines the list of Slack configurations.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discord_configs: Option<Vec<AlertmanagerConfigSpecReceiversDiscordConfigs>>,
    /// emailConfigs defines the list of Email configurations.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email_configs: Option<Vec<AlertmanagerConfigSpecReceiversEmailConfigs>>,
    /// msteamsConfigs defines the list of MSTeams configurations.
    /// It requires Alertmanager >= 0.26.0.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub msteams_configs: Option<Vec<AlertmanagerConfigSpecReceiversMsteamsConfigs>>,
    /// msteamsv2Configs defines the list of MSTeamsV2 configurations.
    /// It requires Alertmanager >= 0.28.0.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub msteamsv2_configs: Option<Vec<AlertmanagerConfigSpecReceiversMsteamsv2Configs>>,
    /// name defines the name of the receiver. Must be unique across all items from the list.
    #[crd(min_length = 1)]
    pub name: String,
    /// opsgenieConfigs defines the list of OpsGenie configurations.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opsgenie_configs: Option<Vec<AlertmanagerConfigSpecReceiversOpsgenieConfigs>>,
    /// pagerdutyConfigs defines the List of PagerDuty configurations.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pagerduty_configs: Option<Vec<AlertmanagerConfigSpecReceiversPagerdutyConfigs>>,
    /// pushoverConfigs defines the list of Pushover configurations.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pushover_configs: Option<Vec<AlertmanagerConfigSpecReceiversPushoverConfigs>>,
    /// rocketchatConfigs defines the list of RocketChat configurations.
    /// It requires Alertmanager >= 0.28.0.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rocketchat_configs: Option<
        Vec<AlertmanagerConfigSpecReceiversRocketchatConfigs>,
    >,
    /// slackConfigs defines the list of Slack configurations.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slack_configs: Option<Vec<AlertmanagerConfigSpecReceiversSlackConfigs>>,
    /// snsConfigs defines the list of SNS configurations
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sns_configs: Option<Vec<AlertmanagerConfigSpecReceiversSnsConfigs>>,
    /// telegramConfigs defines the list of Telegram configurations.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub telegram_configs: Option<Vec<AlertmanagerConfigSpecReceiversTelegramConfigs>>,
    /// victoropsConfigs defines the list of VictorOps configurations.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub victorops_configs: Option<Vec<AlertmanagerConfigSpecReceiversVictoropsConfigs>>,
    /// webexConfigs defines the list of Webex configurations.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub webex_configs: Option<Vec<AlertmanagerConfigSpecReceiversWebexConfigs>>,
    /// webhookConfigs defines the List of webhook configurations.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub webhook_configs: Option<Vec<AlertmanagerConfigSpecReceiversWebhookConfigs>>,
    /// wechatConfigs defines the list of WeChat configurations.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wechat_configs: Option<Vec<AlertmanagerConfigSpecReceiversWechatConfigs>>,
}

/// DiscordConfig configures notifications via Discord.
/// See https://prometheus.io/docs/alerting/latest/configuration/#discord_config
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversDiscordConfigs {
    /// apiURL defines the secret's key that contains the Discord webhook URL.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(rename = "apiURL")]
    pub api_url: k8s_openapi::api::core::v1::SecretKeySelector,
    /// avatarURL defines the avatar url of the message sender.
    #[crd(pattern = "^https?://.+$")]
    #[serde(rename = "avatarURL", default, skip_serializing_if = "Option::is_none")]
    pub avatar_url: Option<String>,
    /// content defines the template of the content's body.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content: Option<String>,
    /// httpConfig defines the HTTP client configuration.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http_config: Option<AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfig>,
    /// message defines the template of the message's body.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// sendResolved defines whether or not to notify about resolved alerts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub send_resolved: Option<bool>,
    /// title defines the template of the message's title.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// username defines the username of the message sender.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfig {
    /// authorization defines the authorization header configuration for the client.
    /// This is mutually exclusive with BasicAuth and is only available starting from Alertmanager v0.22+.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorization: Option<
        AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigAuthorization,
    >,
    /// basicAuth defines the basic authentication credentials for the client.
    /// This is mutually exclusive with Authorization. If both are defined, BasicAuth takes precedence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub basic_auth: Option<
        AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigBasicAuth,
    >,
    /// bearerTokenSecret defines the secret's key that contains the bearer token to be used by the client
    /// for authentication.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_token_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// enableHttp2 can be used to disable HTTP2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_http2: Option<bool>,
    /// followRedirects specifies whether the client should follow HTTP 3xx redirects.
    /// When true, the client will automatically follow redirect responses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_redirects: Option<bool>,
    /// noProxy defines a comma-separated string that can contain IPs, CIDR notation, domain names
    /// that should be excluded from proxying. IP and domain names can
    /// contain port numbers.
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_proxy: Option<String>,
    /// oauth2 defines the OAuth2 client credentials used to fetch a token for the targets.
    /// This enables OAuth2 authentication flow for HTTP requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oauth2: Option<AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigOauth2>,
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
    /// proxyURL defines an optional proxy URL for HTTP requests.
    /// If defined, this field takes precedence over `proxyUrl`.
    #[serde(rename = "proxyURL", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url: Option<String>,
    /// proxyUrl defines the HTTP proxy server to use.
    #[crd(pattern = "^(http|https|socks5)://.+$")]
    #[serde(rename = "proxyUrl", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url2: Option<String>,
    /// tlsConfig defines the TLS configuration for the client.
    /// This includes settings for certificates, CA validation, and TLS protocol options.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigTlsConfig,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigAuthorization {
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
pub struct AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigBasicAuth {
    /// password defines a key of a Secret containing the password for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// username defines a key of a Secret containing the username for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigOauth2 {
    /// clientId defines a key of a Secret or ConfigMap containing the
    /// OAuth2 client's ID.
    pub client_id: AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigOauth2ClientId,
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
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigOauth2TlsConfig,
    >,
    /// tokenUrl defines the URL to fetch the token from.
    #[crd(pattern = "^(http|https)://.+$")]
    pub token_url: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigOauth2ClientId {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigOauth2TlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<
        AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigOauth2TlsConfigCa,
    >,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigOauth2TlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigOauth2TlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigOauth2TlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigTlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigTlsConfigCa>,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigTlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigTlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversDiscordConfigsHttpConfigTlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

/// EmailConfig configures notifications via Email.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversEmailConfigs {
    /// authIdentity defines the identity to use for SMTP authentication.
    /// This is typically used with PLAIN authentication mechanism.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auth_identity: Option<String>,
    /// authPassword defines the secret's key that contains the password to use for authentication.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auth_password: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// authSecret defines the secret's key that contains the CRAM-MD5 secret.
    /// This is used for CRAM-MD5 authentication mechanism.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auth_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// authUsername defines the username to use for SMTP authentication.
    /// This is used for SMTP AUTH when the server requires authentication.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auth_username: Option<String>,
    /// forceImplicitTLS defines whether to force use of implicit TLS (direct TLS connection) for better security.
    /// true: force use of implicit TLS (direct TLS connection on any port)
    /// false: force disable implicit TLS (use explicit TLS/STARTTLS if required)
    /// nil (default): auto-detect based on port (465=implicit, other=explicit) for backward compatibility
    /// It requires Alertmanager >= v0.31.0.
    #[serde(
        rename = "forceImplicitTLS",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub force_implicit_tls: Option<bool>,
    /// from defines the sender address for email notifications.
    /// This appears as the "From" field in the email header.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// headers defines additional email header key/value pairs.
    /// These override any headers previously set by the notification implementation.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub headers: Option<Vec<AlertmanagerConfigSpecReceiversEmailConfigsHeaders>>,
    /// hello defines the hostname to identify to the SMTP server.
    /// This is used in the SMTP HELO/EHLO command during the connection handshake.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hello: Option<String>,
    /// html defines the HTML body of the email notification.
    /// This allows for rich formatting in the email content.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub html: Option<String>,
    /// requireTLS defines the SMTP TLS requirement.
    /// Note that Go does not support unencrypted connections to remote SMTP endpoints.
    #[serde(rename = "requireTLS", default, skip_serializing_if = "Option::is_none")]
    pub require_tls: Option<bool>,
    /// sendResolved defines whether or not to notify about resolved alerts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub send_resolved: Option<bool>,
    /// smarthost defines the SMTP host and port through which emails are sent.
    /// Format should be "hostname:port", e.g. "smtp.example.com:587".
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub smarthost: Option<String>,
    /// text defines the plain text body of the email notification.
    /// This provides a fallback for email clients that don't support HTML.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// threading defines the threading configuration for email receiver.
    /// It requires Alertmanager >= v0.30.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub threading: Option<AlertmanagerConfigSpecReceiversEmailConfigsThreading>,
    /// tlsConfig defines the TLS configuration for SMTP connections.
    /// This includes settings for certificates, CA validation, and TLS protocol options.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls_config: Option<AlertmanagerConfigSpecReceiversEmailConfigsTlsConfig>,
    /// to defines the email address to send notifications to.
    /// This is the recipient address for alert notifications.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
}

/// KeyValue defines a (key, value) tuple.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversEmailConfigsHeaders {
    /// key defines the key of the tuple.
    /// This is the identifier or name part of the key-value pair.
    #[crd(min_length = 1)]
    pub key: String,
    /// value defines the value of the tuple.
    /// This is the data or content associated with the key.
    pub value: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversEmailConfigsThreading {
    /// threadByDate defines what granularity of current date to thread by. Accepted values: Daily, None.
    /// (None means group by alert group key, no date).
    #[crd(enum = ["Daily", "None"])]
    pub thread_by_date: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversEmailConfigsTlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<AlertmanagerConfigSpecReceiversEmailConfigsTlsConfigCa>,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<AlertmanagerConfigSpecReceiversEmailConfigsTlsConfigCert>,
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
pub struct AlertmanagerConfigSpecReceiversEmailConfigsTlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversEmailConfigsTlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

/// MSTeamsConfig configures notifications via Microsoft Teams.
/// It requires Alertmanager >= 0.26.0.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversMsteamsConfigs {
    /// httpConfig defines the HTTP client configuration for Teams webhook requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http_config: Option<AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfig>,
    /// sendResolved defines whether or not to notify about resolved alerts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub send_resolved: Option<bool>,
    /// summary defines the message summary template for Teams notifications.
    /// This provides a brief overview that appears in Teams notification previews.
    /// It requires Alertmanager >= 0.27.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub summary: Option<String>,
    /// text defines the message body template for Teams notifications.
    /// This contains the detailed content of the Teams message.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// title defines the message title template for Teams notifications.
    /// This appears as the main heading of the Teams message card.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// webhookUrl defines the MSTeams webhook URL for sending notifications.
    /// This is the incoming webhook URL configured in your Teams channel.
    pub webhook_url: k8s_openapi::api::core::v1::SecretKeySelector,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfig {
    /// authorization defines the authorization header configuration for the client.
    /// This is mutually exclusive with BasicAuth and is only available starting from Alertmanager v0.22+.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorization: Option<
        AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigAuthorization,
    >,
    /// basicAuth defines the basic authentication credentials for the client.
    /// This is mutually exclusive with Authorization. If both are defined, BasicAuth takes precedence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub basic_auth: Option<
        AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigBasicAuth,
    >,
    /// bearerTokenSecret defines the secret's key that contains the bearer token to be used by the client
    /// for authentication.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_token_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// enableHttp2 can be used to disable HTTP2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_http2: Option<bool>,
    /// followRedirects specifies whether the client should follow HTTP 3xx redirects.
    /// When true, the client will automatically follow redirect responses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_redirects: Option<bool>,
    /// noProxy defines a comma-separated string that can contain IPs, CIDR notation, domain names
    /// that should be excluded from proxying. IP and domain names can
    /// contain port numbers.
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_proxy: Option<String>,
    /// oauth2 defines the OAuth2 client credentials used to fetch a token for the targets.
    /// This enables OAuth2 authentication flow for HTTP requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oauth2: Option<AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigOauth2>,
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
    /// proxyURL defines an optional proxy URL for HTTP requests.
    /// If defined, this field takes precedence over `proxyUrl`.
    #[serde(rename = "proxyURL", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url: Option<String>,
    /// proxyUrl defines the HTTP proxy server to use.
    #[crd(pattern = "^(http|https|socks5)://.+$")]
    #[serde(rename = "proxyUrl", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url2: Option<String>,
    /// tlsConfig defines the TLS configuration for the client.
    /// This includes settings for certificates, CA validation, and TLS protocol options.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigTlsConfig,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigAuthorization {
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
pub struct AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigBasicAuth {
    /// password defines a key of a Secret containing the password for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// username defines a key of a Secret containing the username for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigOauth2 {
    /// clientId defines a key of a Secret or ConfigMap containing the
    /// OAuth2 client's ID.
    pub client_id: AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigOauth2ClientId,
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
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigOauth2TlsConfig,
    >,
    /// tokenUrl defines the URL to fetch the token from.
    #[crd(pattern = "^(http|https)://.+$")]
    pub token_url: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigOauth2ClientId {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigOauth2TlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<
        AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigOauth2TlsConfigCa,
    >,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigOauth2TlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigOauth2TlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigOauth2TlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigTlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigTlsConfigCa>,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigTlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigTlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversMsteamsConfigsHttpConfigTlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

/// MSTeamsV2Config configures notifications via Microsoft Teams using the new message format with adaptive cards as required by flows.
/// See https://prometheus.io/docs/alerting/latest/configuration/#msteamsv2_config
/// It requires Alertmanager >= 0.28.0.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversMsteamsv2Configs {
    /// httpConfig defines the HTTP client configuration for Teams webhook requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http_config: Option<AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfig>,
    /// sendResolved defines whether or not to notify about resolved alerts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub send_resolved: Option<bool>,
    /// text defines the message body template for adaptive card notifications.
    /// This contains the detailed content displayed in the Teams adaptive card format.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// title defines the message title template for adaptive card notifications.
    /// This appears as the main heading in the Teams adaptive card.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// webhookURL defines the MSTeams incoming webhook URL for adaptive card notifications.
    /// This webhook must support the newer adaptive cards format required by Teams flows.
    #[serde(rename = "webhookURL", default, skip_serializing_if = "Option::is_none")]
    pub webhook_url: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfig {
    /// authorization defines the authorization header configuration for the client.
    /// This is mutually exclusive with BasicAuth and is only available starting from Alertmanager v0.22+.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorization: Option<
        AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigAuthorization,
    >,
    /// basicAuth defines the basic authentication credentials for the client.
    /// This is mutually exclusive with Authorization. If both are defined, BasicAuth takes precedence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub basic_auth: Option<
        AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigBasicAuth,
    >,
    /// bearerTokenSecret defines the secret's key that contains the bearer token to be used by the client
    /// for authentication.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_token_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// enableHttp2 can be used to disable HTTP2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_http2: Option<bool>,
    /// followRedirects specifies whether the client should follow HTTP 3xx redirects.
    /// When true, the client will automatically follow redirect responses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_redirects: Option<bool>,
    /// noProxy defines a comma-separated string that can contain IPs, CIDR notation, domain names
    /// that should be excluded from proxying. IP and domain names can
    /// contain port numbers.
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_proxy: Option<String>,
    /// oauth2 defines the OAuth2 client credentials used to fetch a token for the targets.
    /// This enables OAuth2 authentication flow for HTTP requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oauth2: Option<AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigOauth2>,
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
    /// proxyURL defines an optional proxy URL for HTTP requests.
    /// If defined, this field takes precedence over `proxyUrl`.
    #[serde(rename = "proxyURL", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url: Option<String>,
    /// proxyUrl defines the HTTP proxy server to use.
    #[crd(pattern = "^(http|https|socks5)://.+$")]
    #[serde(rename = "proxyUrl", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url2: Option<String>,
    /// tlsConfig defines the TLS configuration for the client.
    /// This includes settings for certificates, CA validation, and TLS protocol options.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigTlsConfig,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigAuthorization {
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
pub struct AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigBasicAuth {
    /// password defines a key of a Secret containing the password for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// username defines a key of a Secret containing the username for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigOauth2 {
    /// clientId defines a key of a Secret or ConfigMap containing the
    /// OAuth2 client's ID.
    pub client_id: AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigOauth2ClientId,
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
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigOauth2TlsConfig,
    >,
    /// tokenUrl defines the URL to fetch the token from.
    #[crd(pattern = "^(http|https)://.+$")]
    pub token_url: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigOauth2ClientId {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigOauth2TlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<
        AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigOauth2TlsConfigCa,
    >,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigOauth2TlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigOauth2TlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigOauth2TlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigTlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigTlsConfigCa>,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigTlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigTlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversMsteamsv2ConfigsHttpConfigTlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

/// OpsGenieConfig configures notifications via OpsGenie.
/// See https://prometheus.io/docs/alerting/latest/configuration/#opsgenie_config
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversOpsgenieConfigs {
    /// actions defines a comma separated list of actions that will be available for the alert.
    /// These appear as action buttons in the OpsGenie interface.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actions: Option<String>,
    /// apiKey defines the secret's key that contains the OpsGenie API key.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub api_key: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// apiURL defines the URL to send OpsGenie API requests to.
    /// When not specified, defaults to the standard OpsGenie API endpoint.
    #[crd(pattern = "^https?://.+$")]
    #[serde(rename = "apiURL", default, skip_serializing_if = "Option::is_none")]
    pub api_url: Option<String>,
    /// description defines the detailed description of the incident.
    /// This provides additional context beyond the message field.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// details defines a set of arbitrary key/value pairs that provide further detail about the incident.
    /// These appear as additional fields in the OpsGenie alert.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub details: Option<Vec<AlertmanagerConfigSpecReceiversOpsgenieConfigsDetails>>,
    /// entity defines an optional field that can be used to specify which domain alert is related to.
    /// This helps group related alerts together in OpsGenie.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entity: Option<String>,
    /// httpConfig defines the HTTP client configuration for OpsGenie API requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http_config: Option<AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfig>,
    /// message defines the alert text limited to 130 characters.
    /// This appears as the main alert title in OpsGenie.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// note defines an additional alert note.
    /// This provides supplementary information about the alert.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// priority defines the priority level of alert.
    /// Possible values are P1, P2, P3, P4, and P5, where P1 is highest priority.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub priority: Option<String>,
    /// responders defines the list of responders responsible for notifications.
    /// These determine who gets notified when the alert is created.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub responders: Option<
        Vec<AlertmanagerConfigSpecReceiversOpsgenieConfigsResponders>,
    >,
    /// sendResolved defines whether or not to notify about resolved alerts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub send_resolved: Option<bool>,
    /// source defines the backlink to the sender of the notification.
    /// This helps identify where the alert originated from.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// tags defines a comma separated list of tags attached to the notifications.
    /// These help categorize and filter alerts within OpsGenie.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tags: Option<String>,
    /// updateAlerts defines Whether to update message and description of the alert in OpsGenie if it already exists
    /// By default, the alert is never updated in OpsGenie, the new message only appears in activity log.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub update_alerts: Option<bool>,
}

/// KeyValue defines a (key, value) tuple.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversOpsgenieConfigsDetails {
    /// key defines the key of the tuple.
    /// This is the identifier or name part of the key-value pair.
    #[crd(min_length = 1)]
    pub key: String,
    /// value defines the value of the tuple.
    /// This is the data or content associated with the key.
    pub value: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfig {
    /// authorization defines the authorization header configuration for the client.
    /// This is mutually exclusive with BasicAuth and is only available starting from Alertmanager v0.22+.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorization: Option<
        AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigAuthorization,
    >,
    /// basicAuth defines the basic authentication credentials for the client.
    /// This is mutually exclusive with Authorization. If both are defined, BasicAuth takes precedence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub basic_auth: Option<
        AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigBasicAuth,
    >,
    /// bearerTokenSecret defines the secret's key that contains the bearer token to be used by the client
    /// for authentication.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_token_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// enableHttp2 can be used to disable HTTP2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_http2: Option<bool>,
    /// followRedirects specifies whether the client should follow HTTP 3xx redirects.
    /// When true, the client will automatically follow redirect responses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_redirects: Option<bool>,
    /// noProxy defines a comma-separated string that can contain IPs, CIDR notation, domain names
    /// that should be excluded from proxying. IP and domain names can
    /// contain port numbers.
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_proxy: Option<String>,
    /// oauth2 defines the OAuth2 client credentials used to fetch a token for the targets.
    /// This enables OAuth2 authentication flow for HTTP requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oauth2: Option<AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigOauth2>,
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
    /// proxyURL defines an optional proxy URL for HTTP requests.
    /// If defined, this field takes precedence over `proxyUrl`.
    #[serde(rename = "proxyURL", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url: Option<String>,
    /// proxyUrl defines the HTTP proxy server to use.
    #[crd(pattern = "^(http|https|socks5)://.+$")]
    #[serde(rename = "proxyUrl", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url2: Option<String>,
    /// tlsConfig defines the TLS configuration for the client.
    /// This includes settings for certificates, CA validation, and TLS protocol options.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigTlsConfig,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigAuthorization {
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
pub struct AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigBasicAuth {
    /// password defines a key of a Secret containing the password for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// username defines a key of a Secret containing the username for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigOauth2 {
    /// clientId defines a key of a Secret or ConfigMap containing the
    /// OAuth2 client's ID.
    pub client_id: AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigOauth2ClientId,
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
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigOauth2TlsConfig,
    >,
    /// tokenUrl defines the URL to fetch the token from.
    #[crd(pattern = "^(http|https)://.+$")]
    pub token_url: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigOauth2ClientId {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigOauth2TlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<
        AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigOauth2TlsConfigCa,
    >,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigOauth2TlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigOauth2TlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigOauth2TlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigTlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigTlsConfigCa>,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigTlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigTlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversOpsgenieConfigsHttpConfigTlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

/// OpsGenieConfigResponder defines a responder to an incident.
/// One of `id`, `name` or `username` has to be defined.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversOpsgenieConfigsResponders {
    /// id defines the unique identifier of the responder.
    /// This corresponds to the responder's ID within OpsGenie.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// name defines the display name of the responder.
    /// This is used when the responder is identified by name rather than ID.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// type defines the type of responder.
    /// Valid values include "user", "team", "schedule", and "escalation".
    /// This determines how OpsGenie interprets the other identifier fields.
    #[crd(enum = ["team", "teams", "user", "escalation", "schedule"], min_length = 1)]
    pub r#type: String,
    /// username defines the username of the responder.
    /// This is typically used for user-type responders when identifying by username.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<String>,
}

/// PagerDutyConfig configures notifications via PagerDuty.
/// See https://prometheus.io/docs/alerting/latest/configuration/#pagerduty_config
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPagerdutyConfigs {
    /// class defines the class/type of the event.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub class: Option<String>,
    /// client defines the client identification.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client: Option<String>,
    /// clientURL defines the backlink to the sender of notification.
    #[serde(rename = "clientURL", default, skip_serializing_if = "Option::is_none")]
    pub client_url: Option<String>,
    /// component defines the part or component of the affected system that is broken.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub component: Option<String>,
    /// description of the incident.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// details defines the arbitrary key/value pairs that provide further detail about the incident.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub details: Option<Vec<AlertmanagerConfigSpecReceiversPagerdutyConfigsDetails>>,
    /// group defines a cluster or grouping of sources.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// httpConfig defines the HTTP client configuration.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http_config: Option<AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfig>,
    /// pagerDutyImageConfigs defines a list of image details to attach that provide further detail about an incident.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pager_duty_image_configs: Option<
        Vec<AlertmanagerConfigSpecReceiversPagerdutyConfigsPagerDutyImageConfigs>,
    >,
    /// pagerDutyLinkConfigs defines a list of link details to attach that provide further detail about an incident.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pager_duty_link_configs: Option<
        Vec<AlertmanagerConfigSpecReceiversPagerdutyConfigsPagerDutyLinkConfigs>,
    >,
    /// routingKey defines the secret's key that contains the PagerDuty integration key (when using
    /// Events API v2). Either this field or `serviceKey` needs to be defined.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub routing_key: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// sendResolved defines whether or not to notify about resolved alerts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub send_resolved: Option<bool>,
    /// serviceKey defines the secret's key that contains the PagerDuty service key (when using
    /// integration type "Prometheus"). Either this field or `routingKey` needs to
    /// be defined.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub service_key: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// severity of the incident.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub severity: Option<String>,
    /// source defines the unique location of the affected system.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// timeout is the maximum time allowed to invoke the pagerduty
    /// It requires Alertmanager >= v0.30.0.
    #[crd(
        pattern = "^(0|(([0-9]+)y)?(([0-9]+)w)?(([0-9]+)d)?(([0-9]+)h)?(([0-9]+)m)?(([0-9]+)s)?(([0-9]+)ms)?)$"
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timeout: Option<String>,
    /// url defines the URL to send requests to.
    #[crd(pattern = "^https?://.+$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
}

/// KeyValue defines a (key, value) tuple.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPagerdutyConfigsDetails {
    /// key defines the key of the tuple.
    /// This is the identifier or name part of the key-value pair.
    #[crd(min_length = 1)]
    pub key: String,
    /// value defines the value of the tuple.
    /// This is the data or content associated with the key.
    pub value: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfig {
    /// authorization defines the authorization header configuration for the client.
    /// This is mutually exclusive with BasicAuth and is only available starting from Alertmanager v0.22+.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorization: Option<
        AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigAuthorization,
    >,
    /// basicAuth defines the basic authentication credentials for the client.
    /// This is mutually exclusive with Authorization. If both are defined, BasicAuth takes precedence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub basic_auth: Option<
        AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigBasicAuth,
    >,
    /// bearerTokenSecret defines the secret's key that contains the bearer token to be used by the client
    /// for authentication.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_token_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// enableHttp2 can be used to disable HTTP2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_http2: Option<bool>,
    /// followRedirects specifies whether the client should follow HTTP 3xx redirects.
    /// When true, the client will automatically follow redirect responses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_redirects: Option<bool>,
    /// noProxy defines a comma-separated string that can contain IPs, CIDR notation, domain names
    /// that should be excluded from proxying. IP and domain names can
    /// contain port numbers.
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_proxy: Option<String>,
    /// oauth2 defines the OAuth2 client credentials used to fetch a token for the targets.
    /// This enables OAuth2 authentication flow for HTTP requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oauth2: Option<AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigOauth2>,
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
    /// proxyURL defines an optional proxy URL for HTTP requests.
    /// If defined, this field takes precedence over `proxyUrl`.
    #[serde(rename = "proxyURL", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url: Option<String>,
    /// proxyUrl defines the HTTP proxy server to use.
    #[crd(pattern = "^(http|https|socks5)://.+$")]
    #[serde(rename = "proxyUrl", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url2: Option<String>,
    /// tlsConfig defines the TLS configuration for the client.
    /// This includes settings for certificates, CA validation, and TLS protocol options.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigTlsConfig,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigAuthorization {
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
pub struct AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigBasicAuth {
    /// password defines a key of a Secret containing the password for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// username defines a key of a Secret containing the username for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigOauth2 {
    /// clientId defines a key of a Secret or ConfigMap containing the
    /// OAuth2 client's ID.
    pub client_id: AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigOauth2ClientId,
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
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigOauth2TlsConfig,
    >,
    /// tokenUrl defines the URL to fetch the token from.
    #[crd(pattern = "^(http|https)://.+$")]
    pub token_url: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigOauth2ClientId {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigOauth2TlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<
        AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigOauth2TlsConfigCa,
    >,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigOauth2TlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigOauth2TlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigOauth2TlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigTlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigTlsConfigCa>,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigTlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigTlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPagerdutyConfigsHttpConfigTlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

/// PagerDutyImageConfig attaches images to an incident
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPagerdutyConfigsPagerDutyImageConfigs {
    /// alt is the optional alternative text for the image.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alt: Option<String>,
    /// href defines the optional URL; makes the image a clickable link.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub href: Option<String>,
    /// src of the image being attached to the incident
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub src: Option<String>,
}

/// PagerDutyLinkConfig attaches text links to an incident
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPagerdutyConfigsPagerDutyLinkConfigs {
    /// alt defines the text that describes the purpose of the link, and can be used as the link's text.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alt: Option<String>,
    /// href defines the URL of the link to be attached
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub href: Option<String>,
}

/// PushoverConfig configures notifications via Pushover.
/// See https://prometheus.io/docs/alerting/latest/configuration/#pushover_config
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPushoverConfigs {
    /// device defines the name of a specific device to send the notification to.
    /// If not specified, the notification is sent to all user's devices.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub device: Option<String>,
    /// expire defines how long your notification will continue to be retried for,
    /// unless the user acknowledges the notification. Only applies to priority 2 notifications.
    #[crd(
        pattern = "^(([0-9]+)y)?(([0-9]+)w)?(([0-9]+)d)?(([0-9]+)h)?(([0-9]+)m)?(([0-9]+)s)?(([0-9]+)ms)?$"
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expire: Option<String>,
    /// html defines whether notification message is HTML or plain text.
    /// When true, the message can include HTML formatting tags.
    /// html and monospace formatting are mutually exclusive.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub html: Option<bool>,
    /// httpConfig defines the HTTP client configuration for Pushover API requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http_config: Option<AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfig>,
    /// message defines the notification message content.
    /// This is the main body text of the Pushover notification.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// monospace optional HTML/monospace formatting for the message, see https://pushover.net/api#html
    /// html and monospace formatting are mutually exclusive.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monospace: Option<bool>,
    /// priority defines the notification priority level.
    /// See https://pushover.net/api#priority for valid values and behavior.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub priority: Option<String>,
    /// retry defines how often the Pushover servers will send the same notification to the user.
    /// Must be at least 30 seconds. Only applies to priority 2 notifications.
    #[crd(
        pattern = "^(([0-9]+)y)?(([0-9]+)w)?(([0-9]+)d)?(([0-9]+)h)?(([0-9]+)m)?(([0-9]+)s)?(([0-9]+)ms)?$"
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retry: Option<String>,
    /// sendResolved defines whether or not to notify about resolved alerts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub send_resolved: Option<bool>,
    /// sound defines the name of one of the sounds supported by device clients.
    /// This overrides the user's default sound choice for this notification.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sound: Option<String>,
    /// title defines the notification title displayed in the Pushover message.
    /// This appears as the bold header text in the notification.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// token defines the secret's key that contains the registered application's API token.
    /// See https://pushover.net/apps for application registration.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    /// Either `token` or `tokenFile` is required.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// tokenFile defines the token file that contains the registered application's API token.
    /// See https://pushover.net/apps for application registration.
    /// Either `token` or `tokenFile` is required.
    /// It requires Alertmanager >= v0.26.0.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token_file: Option<String>,
    /// ttl defines the time to live for the alert notification.
    /// This determines how long the notification remains active before expiring.
    #[crd(
        pattern = "^(0|(([0-9]+)y)?(([0-9]+)w)?(([0-9]+)d)?(([0-9]+)h)?(([0-9]+)m)?(([0-9]+)s)?(([0-9]+)ms)?)$"
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ttl: Option<String>,
    /// url defines a supplementary URL shown alongside the message.
    /// This creates a clickable link within the Pushover notification.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// urlTitle defines a title for the supplementary URL.
    /// If not specified, the raw URL is shown instead.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url_title: Option<String>,
    /// userKey defines the secret's key that contains the recipient user's user key.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    /// Either `userKey` or `userKeyFile` is required.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_key: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// userKeyFile defines the user key file that contains the recipient user's user key.
    /// Either `userKey` or `userKeyFile` is required.
    /// It requires Alertmanager >= v0.26.0.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_key_file: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfig {
    /// authorization defines the authorization header configuration for the client.
    /// This is mutually exclusive with BasicAuth and is only available starting from Alertmanager v0.22+.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorization: Option<
        AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigAuthorization,
    >,
    /// basicAuth defines the basic authentication credentials for the client.
    /// This is mutually exclusive with Authorization. If both are defined, BasicAuth takes precedence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub basic_auth: Option<
        AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigBasicAuth,
    >,
    /// bearerTokenSecret defines the secret's key that contains the bearer token to be used by the client
    /// for authentication.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_token_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// enableHttp2 can be used to disable HTTP2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_http2: Option<bool>,
    /// followRedirects specifies whether the client should follow HTTP 3xx redirects.
    /// When true, the client will automatically follow redirect responses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_redirects: Option<bool>,
    /// noProxy defines a comma-separated string that can contain IPs, CIDR notation, domain names
    /// that should be excluded from proxying. IP and domain names can
    /// contain port numbers.
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_proxy: Option<String>,
    /// oauth2 defines the OAuth2 client credentials used to fetch a token for the targets.
    /// This enables OAuth2 authentication flow for HTTP requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oauth2: Option<AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigOauth2>,
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
    /// proxyURL defines an optional proxy URL for HTTP requests.
    /// If defined, this field takes precedence over `proxyUrl`.
    #[serde(rename = "proxyURL", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url: Option<String>,
    /// proxyUrl defines the HTTP proxy server to use.
    #[crd(pattern = "^(http|https|socks5)://.+$")]
    #[serde(rename = "proxyUrl", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url2: Option<String>,
    /// tlsConfig defines the TLS configuration for the client.
    /// This includes settings for certificates, CA validation, and TLS protocol options.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigTlsConfig,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigAuthorization {
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
pub struct AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigBasicAuth {
    /// password defines a key of a Secret containing the password for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// username defines a key of a Secret containing the username for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigOauth2 {
    /// clientId defines a key of a Secret or ConfigMap containing the
    /// OAuth2 client's ID.
    pub client_id: AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigOauth2ClientId,
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
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigOauth2TlsConfig,
    >,
    /// tokenUrl defines the URL to fetch the token from.
    #[crd(pattern = "^(http|https)://.+$")]
    pub token_url: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigOauth2ClientId {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigOauth2TlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<
        AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigOauth2TlsConfigCa,
    >,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigOauth2TlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigOauth2TlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigOauth2TlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigTlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigTlsConfigCa>,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigTlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigTlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversPushoverConfigsHttpConfigTlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

/// RocketChatConfig configures notifications via RocketChat.
/// It requires Alertmanager >= 0.28.0.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversRocketchatConfigs {
    /// actions defines interactive actions to include in the message.
    /// These appear as buttons that users can click to trigger responses.
    #[crd(min_items = 1, list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actions: Option<Vec<AlertmanagerConfigSpecReceiversRocketchatConfigsActions>>,
    /// apiURL defines the API URL for RocketChat.
    /// Defaults to https://open.rocket.chat/ if not specified.
    #[crd(pattern = "^https?://.+$")]
    #[serde(rename = "apiURL", default, skip_serializing_if = "Option::is_none")]
    pub api_url: Option<String>,
    /// channel defines the channel to send alerts to.
    /// This can be a channel name (e.g., "#alerts") or a direct message recipient.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channel: Option<String>,
    /// color defines the message color displayed in RocketChat.
    /// This appears as a colored bar alongside the message.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub color: Option<String>,
    /// emoji defines the emoji to be displayed as an avatar.
    /// If provided, this emoji will be used instead of the default avatar or iconURL.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub emoji: Option<String>,
    /// fields defines additional fields for the message attachment.
    /// These appear as structured key-value pairs within the message.
    #[crd(min_items = 1, list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fields: Option<Vec<AlertmanagerConfigSpecReceiversRocketchatConfigsFields>>,
    /// httpConfig defines the HTTP client configuration for RocketChat API requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http_config: Option<AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfig>,
    /// iconURL defines the icon URL for the message avatar.
    /// This displays a custom image as the message sender's avatar.
    #[serde(rename = "iconURL", default, skip_serializing_if = "Option::is_none")]
    pub icon_url: Option<String>,
    /// imageURL defines the image URL to display within the message.
    /// This embeds an image directly in the message attachment.
    #[serde(rename = "imageURL", default, skip_serializing_if = "Option::is_none")]
    pub image_url: Option<String>,
    /// linkNames defines whether to enable automatic linking of usernames and channels.
    /// When true, @username and #channel references become clickable links.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link_names: Option<bool>,
    /// sendResolved defines whether or not to notify about resolved alerts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub send_resolved: Option<bool>,
    /// shortFields defines whether to use short fields in the message layout.
    /// When true, fields may be displayed side by side to save space.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub short_fields: Option<bool>,
    /// text defines the message text to send.
    /// This is optional because attachments can be used instead of or alongside text.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// thumbURL defines the thumbnail URL for the message.
    /// This displays a small thumbnail image alongside the message content.
    #[serde(rename = "thumbURL", default, skip_serializing_if = "Option::is_none")]
    pub thumb_url: Option<String>,
    /// title defines the message title displayed prominently in the message.
    /// This appears as bold text at the top of the message attachment.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// titleLink defines the URL that the title will link to when clicked.
    /// This makes the message title clickable in the RocketChat interface.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title_link: Option<String>,
    /// token defines the sender token for RocketChat authentication.
    /// This is the personal access token or bot token used to authenticate API requests.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    pub token: k8s_openapi::api::core::v1::SecretKeySelector,
    /// tokenID defines the sender token ID for RocketChat authentication.
    /// This is the user ID associated with the token used for API requests.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(rename = "tokenID")]
    pub token_id: k8s_openapi::api::core::v1::SecretKeySelector,
}

/// RocketChatActionConfig defines actions for RocketChat messages.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversRocketchatConfigsActions {
    /// msg defines the message to send when the button is clicked.
    /// This allows the button to post a predefined message to the channel.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub msg: Option<String>,
    /// text defines the button text displayed to users.
    /// This is the label that appears on the interactive button.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// url defines the URL the button links to when clicked.
    /// This creates a clickable button that opens the specified URL.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
}

/// RocketChatFieldConfig defines additional fields for RocketChat messages.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversRocketchatConfigsFields {
    /// short defines whether this field should be a short field.
    /// When true, the field may be displayed inline with other short fields to save space.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub short: Option<bool>,
    /// title defines the title of this field.
    /// This appears as bold text labeling the field content.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// value defines the value of this field, displayed underneath the title.
    /// This contains the actual data or content for the field.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfig {
    /// authorization defines the authorization header configuration for the client.
    /// This is mutually exclusive with BasicAuth and is only available starting from Alertmanager v0.22+.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorization: Option<
        AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigAuthorization,
    >,
    /// basicAuth defines the basic authentication credentials for the client.
    /// This is mutually exclusive with Authorization. If both are defined, BasicAuth takes precedence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub basic_auth: Option<
        AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigBasicAuth,
    >,
    /// bearerTokenSecret defines the secret's key that contains the bearer token to be used by the client
    /// for authentication.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_token_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// enableHttp2 can be used to disable HTTP2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_http2: Option<bool>,
    /// followRedirects specifies whether the client should follow HTTP 3xx redirects.
    /// When true, the client will automatically follow redirect responses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_redirects: Option<bool>,
    /// noProxy defines a comma-separated string that can contain IPs, CIDR notation, domain names
    /// that should be excluded from proxying. IP and domain names can
    /// contain port numbers.
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_proxy: Option<String>,
    /// oauth2 defines the OAuth2 client credentials used to fetch a token for the targets.
    /// This enables OAuth2 authentication flow for HTTP requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oauth2: Option<AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigOauth2>,
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
    /// proxyURL defines an optional proxy URL for HTTP requests.
    /// If defined, this field takes precedence over `proxyUrl`.
    #[serde(rename = "proxyURL", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url: Option<String>,
    /// proxyUrl defines the HTTP proxy server to use.
    #[crd(pattern = "^(http|https|socks5)://.+$")]
    #[serde(rename = "proxyUrl", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url2: Option<String>,
    /// tlsConfig defines the TLS configuration for the client.
    /// This includes settings for certificates, CA validation, and TLS protocol options.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigTlsConfig,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigAuthorization {
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
pub struct AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigBasicAuth {
    /// password defines a key of a Secret containing the password for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// username defines a key of a Secret containing the username for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigOauth2 {
    /// clientId defines a key of a Secret or ConfigMap containing the
    /// OAuth2 client's ID.
    pub client_id: AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigOauth2ClientId,
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
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigOauth2TlsConfig,
    >,
    /// tokenUrl defines the URL to fetch the token from.
    #[crd(pattern = "^(http|https)://.+$")]
    pub token_url: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigOauth2ClientId {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigOauth2TlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<
        AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigOauth2TlsConfigCa,
    >,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigOauth2TlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigOauth2TlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigOauth2TlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigTlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<
        AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigTlsConfigCa,
    >,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigTlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigTlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversRocketchatConfigsHttpConfigTlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

/// SlackConfig configures notifications via Slack.
/// See https://prometheus.io/docs/alerting/latest/configuration/#slack_config
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSlackConfigs {
    /// actions defines a list of Slack actions that are sent with each notification.
    #[crd(min_items = 1, list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actions: Option<Vec<AlertmanagerConfigSpecReceiversSlackConfigsActions>>,
    /// apiURL defines the secret's key that contains the Slack webhook URL.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(rename = "apiURL", default, skip_serializing_if = "Option::is_none")]
    pub api_url: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// callbackId defines an identifier for the message used in interactive components.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub callback_id: Option<String>,
    /// channel defines the channel or user to send notifications to.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channel: Option<String>,
    /// color defines the color of the left border of the Slack message attachment.
    /// Can be a hex color code (e.g., "#ff0000") or a predefined color name.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub color: Option<String>,
    /// fallback defines a plain-text summary of the attachment for clients that don't support attachments.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fallback: Option<String>,
    /// fields defines a list of Slack fields that are sent with each notification.
    #[crd(min_items = 1, list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fields: Option<Vec<AlertmanagerConfigSpecReceiversSlackConfigsFields>>,
    /// footer defines small text displayed at the bottom of the message attachment.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub footer: Option<String>,
    /// httpConfig defines the HTTP client configuration.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http_config: Option<AlertmanagerConfigSpecReceiversSlackConfigsHttpConfig>,
    /// iconEmoji defines the emoji to use as the bot's avatar (e.g., ":ghost:").
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub icon_emoji: Option<String>,
    /// iconURL defines the URL to an image to use as the bot's avatar.
    #[serde(rename = "iconURL", default, skip_serializing_if = "Option::is_none")]
    pub icon_url: Option<String>,
    /// imageURL defines the URL to an image file that will be displayed inside the message attachment.
    #[serde(rename = "imageURL", default, skip_serializing_if = "Option::is_none")]
    pub image_url: Option<String>,
    /// linkNames enables automatic linking of channel names and usernames in the message.
    /// When true, @channel and @username will be converted to clickable links.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link_names: Option<bool>,
    /// messageText defines text content of the Slack message.
    /// If set, this is sent as the top-level 'text' field in the Slack payload.
    /// It requires Alertmanager >= v0.31.0.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message_text: Option<String>,
    /// mrkdwnIn defines which fields should be parsed as Slack markdown.
    /// Valid values include "pretext", "text", and "fields".
    #[crd(min_items = 1, list_type = "atomic", items(min_length = 1))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mrkdwn_in: Option<Vec<String>>,
    /// pretext defines optional text that appears above the message attachment block.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pretext: Option<String>,
    /// sendResolved defines whether or not to notify about resolved alerts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub send_resolved: Option<bool>,
    /// shortFields determines whether fields are displayed in a compact format.
    /// When true, fields are shown side by side when possible.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub short_fields: Option<bool>,
    /// text defines the main text content of the Slack message attachment.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// thumbURL defines the URL to an image file that will be displayed as a thumbnail
    /// on the right side of the message attachment.
    #[serde(rename = "thumbURL", default, skip_serializing_if = "Option::is_none")]
    pub thumb_url: Option<String>,
    /// timeout defines the maximum time to wait for a webhook request to complete,
    /// before failing the request and allowing it to be retried.
    /// It requires Alertmanager >= v0.30.0.
    #[crd(
        pattern = "^(0|(([0-9]+)y)?(([0-9]+)w)?(([0-9]+)d)?(([0-9]+)h)?(([0-9]+)m)?(([0-9]+)s)?(([0-9]+)ms)?)$"
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timeout: Option<String>,
    /// title defines the title text displayed in the Slack message attachment.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// titleLink defines the URL that the title will link to when clicked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title_link: Option<String>,
    /// updateMessage enables updating existing Slack messages instead of creating new ones
    /// when alert state changes. Please note that Webhook URLs do not support updates.
    /// It requires Alertmanager >= v0.32.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub update_message: Option<bool>,
    /// username defines the slack bot user name.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<String>,
}

/// SlackAction configures a single Slack action that is sent with each
/// notification.
/// See https://api.slack.com/docs/message-attachments#action_fields and
/// https://api.slack.com/docs/message-buttons for more information.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSlackConfigsActions {
    /// confirm defines an optional confirmation dialog that appears before the action is executed.
    /// When set, users must confirm their intent before the action proceeds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub confirm: Option<AlertmanagerConfigSpecReceiversSlackConfigsActionsConfirm>,
    /// name defines a unique identifier for the action within the message.
    /// This value is sent back to your application when the action is triggered.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// style defines the visual appearance of the action element.
    /// Valid values include "default", "primary" (green), and "danger" (red).
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub style: Option<String>,
    /// text defines the user-visible label displayed on the action element.
    /// For buttons, this is the button text. For select menus, this is the placeholder text.
    #[crd(min_length = 1)]
    pub text: String,
    /// type defines the type of interactive component.
    /// Common values include "button" for clickable buttons and "select" for dropdown menus.
    #[crd(min_length = 1)]
    pub r#type: String,
    /// url defines the URL to open when the action is triggered.
    /// Only applicable for button-type actions. When set, clicking the button opens this URL.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// value defines the payload sent when the action is triggered.
    /// This data is included in the callback sent to your application.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSlackConfigsActionsConfirm {
    /// dismissText defines the label for the cancel button in the dialog.
    /// When not specified, defaults to "Cancel". This button cancels the action.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dismiss_text: Option<String>,
    /// okText defines the label for the confirmation button in the dialog.
    /// When not specified, defaults to "Okay". This button proceeds with the action.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ok_text: Option<String>,
    /// text defines the main message displayed in the confirmation dialog.
    /// This should be a clear question or statement asking the user to confirm their action.
    #[crd(min_length = 1)]
    pub text: String,
    /// title defines the title text displayed at the top of the confirmation dialog.
    /// When not specified, a default title will be used.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

/// SlackField configures a single Slack field that is sent with each notification.
/// Each field must contain a title, value, and optionally, a boolean value to indicate if the field
/// is short enough to be displayed next to other fields designated as short.
/// See https://api.slack.com/docs/message-attachments#fields for more information.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSlackConfigsFields {
    /// short determines whether this field can be displayed alongside other short fields.
    /// When true, Slack may display this field side by side with other short fields.
    /// When false or not specified, the field takes the full width of the message.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub short: Option<bool>,
    /// title defines the label or header text displayed for this field.
    /// This appears as bold text above the field value in the Slack message.
    #[crd(min_length = 1)]
    pub title: String,
    /// value defines the content or data displayed for this field.
    /// This appears below the title and can contain plain text or Slack markdown.
    #[crd(min_length = 1)]
    pub value: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSlackConfigsHttpConfig {
    /// authorization defines the authorization header configuration for the client.
    /// This is mutually exclusive with BasicAuth and is only available starting from Alertmanager v0.22+.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorization: Option<
        AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigAuthorization,
    >,
    /// basicAuth defines the basic authentication credentials for the client.
    /// This is mutually exclusive with Authorization. If both are defined, BasicAuth takes precedence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub basic_auth: Option<
        AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigBasicAuth,
    >,
    /// bearerTokenSecret defines the secret's key that contains the bearer token to be used by the client
    /// for authentication.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_token_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// enableHttp2 can be used to disable HTTP2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_http2: Option<bool>,
    /// followRedirects specifies whether the client should follow HTTP 3xx redirects.
    /// When true, the client will automatically follow redirect responses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_redirects: Option<bool>,
    /// noProxy defines a comma-separated string that can contain IPs, CIDR notation, domain names
    /// that should be excluded from proxying. IP and domain names can
    /// contain port numbers.
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_proxy: Option<String>,
    /// oauth2 defines the OAuth2 client credentials used to fetch a token for the targets.
    /// This enables OAuth2 authentication flow for HTTP requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oauth2: Option<AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigOauth2>,
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
    /// proxyURL defines an optional proxy URL for HTTP requests.
    /// If defined, this field takes precedence over `proxyUrl`.
    #[serde(rename = "proxyURL", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url: Option<String>,
    /// proxyUrl defines the HTTP proxy server to use.
    #[crd(pattern = "^(http|https|socks5)://.+$")]
    #[serde(rename = "proxyUrl", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url2: Option<String>,
    /// tlsConfig defines the TLS configuration for the client.
    /// This includes settings for certificates, CA validation, and TLS protocol options.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigTlsConfig,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigAuthorization {
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
pub struct AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigBasicAuth {
    /// password defines a key of a Secret containing the password for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// username defines a key of a Secret containing the username for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigOauth2 {
    /// clientId defines a key of a Secret or ConfigMap containing the
    /// OAuth2 client's ID.
    pub client_id: AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigOauth2ClientId,
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
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigOauth2TlsConfig,
    >,
    /// tokenUrl defines the URL to fetch the token from.
    #[crd(pattern = "^(http|https)://.+$")]
    pub token_url: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigOauth2ClientId {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigOauth2TlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<
        AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigOauth2TlsConfigCa,
    >,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigOauth2TlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigOauth2TlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigOauth2TlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigTlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigTlsConfigCa>,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigTlsConfigCert>,
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
pub struct AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigTlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSlackConfigsHttpConfigTlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

/// SNSConfig configures notifications via AWS SNS.
/// See https://prometheus.io/docs/alerting/latest/configuration/#sns_configs
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSnsConfigs {
    /// apiURL defines the SNS API URL, e.g. https://sns.us-east-2.amazonaws.com.
    /// If not specified, the SNS API URL from the SNS SDK will be used.
    #[serde(rename = "apiURL", default, skip_serializing_if = "Option::is_none")]
    pub api_url: Option<String>,
    /// attributes defines SNS message attributes as key-value pairs.
    /// These provide additional metadata that can be used for message filtering and routing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attributes: Option<std::collections::BTreeMap<String, String>>,
    /// httpConfig defines the HTTP client configuration for SNS API requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http_config: Option<AlertmanagerConfigSpecReceiversSnsConfigsHttpConfig>,
    /// message defines the message content of the SNS notification.
    /// This is the actual notification text that will be sent to subscribers.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// phoneNumber defines the phone number if message is delivered via SMS in E.164 format.
    /// If you don't specify this value, you must specify a value for the TopicARN or TargetARN.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phone_number: Option<String>,
    /// sendResolved defines whether or not to notify about resolved alerts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub send_resolved: Option<bool>,
    /// sigv4 configures AWS's Signature Verification 4 signing process to sign requests.
    /// This includes AWS credentials and region configuration for authentication.
    #[crd(
        validation(
            rule = "!has(self.externalId) || has(self.roleArn)",
            message = "externalId can only be used when roleArn is specified"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sigv4: Option<AlertmanagerConfigSpecReceiversSnsConfigsSigv4>,
    /// subject defines the subject line when the message is delivered to email endpoints.
    /// This field is only used when sending to email subscribers of an SNS topic.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subject: Option<String>,
    /// targetARN defines the mobile platform endpoint ARN if message is delivered via mobile notifications.
    /// If you don't specify this value, you must specify a value for the TopicARN or PhoneNumber.
    #[crd(min_length = 1)]
    #[serde(rename = "targetARN", default, skip_serializing_if = "Option::is_none")]
    pub target_arn: Option<String>,
    /// topicARN defines the SNS topic ARN, e.g. arn:aws:sns:us-east-2:698519295917:My-Topic.
    /// If you don't specify this value, you must specify a value for the PhoneNumber or TargetARN.
    #[crd(min_length = 1)]
    #[serde(rename = "topicARN", default, skip_serializing_if = "Option::is_none")]
    pub topic_arn: Option<String>,
    /// useAWSHTTPClient forces the AWS SDK's BuildableClient instead of
    /// alertmanager's tracing-wrapped HTTP client. Auto-enabled when AWS_CA_BUNDLE
    /// is set; set explicitly when configuring ca_bundle via shared AWS config.
    ///
    /// It requires Alertmanager >= 0.33.0.
    #[serde(
        rename = "useAWSHTTPClient",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub use_awshttp_client: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSnsConfigsHttpConfig {
    /// authorization defines the authorization header configuration for the client.
    /// This is mutually exclusive with BasicAuth and is only available starting from Alertmanager v0.22+.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorization: Option<
        AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigAuthorization,
    >,
    /// basicAuth defines the basic authentication credentials for the client.
    /// This is mutually exclusive with Authorization. If both are defined, BasicAuth takes precedence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub basic_auth: Option<AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigBasicAuth>,
    /// bearerTokenSecret defines the secret's key that contains the bearer token to be used by the client
    /// for authentication.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_token_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// enableHttp2 can be used to disable HTTP2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_http2: Option<bool>,
    /// followRedirects specifies whether the client should follow HTTP 3xx redirects.
    /// When true, the client will automatically follow redirect responses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_redirects: Option<bool>,
    /// noProxy defines a comma-separated string that can contain IPs, CIDR notation, domain names
    /// that should be excluded from proxying. IP and domain names can
    /// contain port numbers.
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_proxy: Option<String>,
    /// oauth2 defines the OAuth2 client credentials used to fetch a token for the targets.
    /// This enables OAuth2 authentication flow for HTTP requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oauth2: Option<AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigOauth2>,
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
    /// proxyURL defines an optional proxy URL for HTTP requests.
    /// If defined, this field takes precedence over `proxyUrl`.
    #[serde(rename = "proxyURL", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url: Option<String>,
    /// proxyUrl defines the HTTP proxy server to use.
    #[crd(pattern = "^(http|https|socks5)://.+$")]
    #[serde(rename = "proxyUrl", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url2: Option<String>,
    /// tlsConfig defines the TLS configuration for the client.
    /// This includes settings for certificates, CA validation, and TLS protocol options.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls_config: Option<AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigTlsConfig>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigAuthorization {
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
pub struct AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigBasicAuth {
    /// password defines a key of a Secret containing the password for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// username defines a key of a Secret containing the username for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigOauth2 {
    /// clientId defines a key of a Secret or ConfigMap containing the
    /// OAuth2 client's ID.
    pub client_id: AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigOauth2ClientId,
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
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigOauth2TlsConfig,
    >,
    /// tokenUrl defines the URL to fetch the token from.
    #[crd(pattern = "^(http|https)://.+$")]
    pub token_url: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigOauth2ClientId {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigOauth2TlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigOauth2TlsConfigCa>,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigOauth2TlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigOauth2TlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigOauth2TlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigTlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigTlsConfigCa>,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigTlsConfigCert>,
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
pub struct AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigTlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSnsConfigsHttpConfigTlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversSnsConfigsSigv4 {
    /// accessKey defines the AWS API key. If not specified, the environment variable
    /// `AWS_ACCESS_KEY_ID` is used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub access_key: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// externalId defines the external ID used when assuming an AWS role. Can only be used with roleArn.
    /// It requires Prometheus >= v3.11.0 or Alertmanager >= v0.33.0. Currently not supported by Thanos.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub external_id: Option<String>,
    /// profile defines the named AWS profile used to authenticate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub profile: Option<String>,
    /// region defines the AWS region. If blank, the region from the default credentials chain used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub region: Option<String>,
    /// roleArn defines the named AWS profile used to authenticate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role_arn: Option<String>,
    /// secretKey defines the AWS API secret. If not specified, the environment
    /// variable `AWS_SECRET_ACCESS_KEY` is used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret_key: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// useFIPSSTSEndpoint defines the FIPS mode for the AWS STS endpoint.
    /// It requires Prometheus >= v2.54.0.
    #[serde(
        rename = "useFIPSSTSEndpoint",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub use_fipssts_endpoint: Option<bool>,
}

/// TelegramConfig configures notifications via Telegram.
/// See https://prometheus.io/docs/alerting/latest/configuration/#telegram_config
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversTelegramConfigs {
    /// apiURL defines the Telegram API URL, e.g. https://api.telegram.org.
    /// If not specified, the default Telegram API URL will be used.
    #[crd(pattern = "^https?://.+$")]
    #[serde(rename = "apiURL", default, skip_serializing_if = "Option::is_none")]
    pub api_url: Option<String>,
    /// botToken defines the Telegram bot token. It is mutually exclusive with `botTokenFile`.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    /// Either `botToken` or `botTokenFile` is required.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot_token: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// botTokenFile defines the file to read the Telegram bot token from.
    /// It is mutually exclusive with `botToken`.
    /// Either `botToken` or `botTokenFile` is required.
    /// It requires Alertmanager >= v0.26.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot_token_file: Option<String>,
    /// chatID defines the Telegram chat ID where messages will be sent.
    /// This can be a user ID, group ID, or channel ID (with @ prefix for public channels).
    #[serde(rename = "chatID")]
    pub chat_id: i64,
    /// disableNotifications controls whether Telegram notifications are sent silently.
    /// When true, users will receive the message without notification sounds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub disable_notifications: Option<bool>,
    /// httpConfig defines the HTTP client configuration for Telegram API requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http_config: Option<AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfig>,
    /// message defines the message template for the Telegram notification.
    /// This is the content that will be sent to the specified chat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// messageThreadID defines the Telegram Group Topic ID for threaded messages.
    /// This allows sending messages to specific topics within Telegram groups.
    /// It requires Alertmanager >= 0.26.0.
    #[serde(
        rename = "messageThreadID",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub message_thread_id: Option<i64>,
    /// parseMode defines the parse mode for telegram message formatting.
    /// Valid values are "MarkdownV2", "Markdown", and "HTML".
    /// This determines how text formatting is interpreted in the message.
    #[crd(enum = ["MarkdownV2", "Markdown", "HTML"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parse_mode: Option<String>,
    /// sendResolved defines whether or not to notify about resolved alerts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub send_resolved: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfig {
    /// authorization defines the authorization header configuration for the client.
    /// This is mutually exclusive with BasicAuth and is only available starting from Alertmanager v0.22+.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorization: Option<
        AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigAuthorization,
    >,
    /// basicAuth defines the basic authentication credentials for the client.
    /// This is mutually exclusive with Authorization. If both are defined, BasicAuth takes precedence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub basic_auth: Option<
        AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigBasicAuth,
    >,
    /// bearerTokenSecret defines the secret's key that contains the bearer token to be used by the client
    /// for authentication.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_token_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// enableHttp2 can be used to disable HTTP2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_http2: Option<bool>,
    /// followRedirects specifies whether the client should follow HTTP 3xx redirects.
    /// When true, the client will automatically follow redirect responses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_redirects: Option<bool>,
    /// noProxy defines a comma-separated string that can contain IPs, CIDR notation, domain names
    /// that should be excluded from proxying. IP and domain names can
    /// contain port numbers.
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_proxy: Option<String>,
    /// oauth2 defines the OAuth2 client credentials used to fetch a token for the targets.
    /// This enables OAuth2 authentication flow for HTTP requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oauth2: Option<AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigOauth2>,
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
    /// proxyURL defines an optional proxy URL for HTTP requests.
    /// If defined, this field takes precedence over `proxyUrl`.
    #[serde(rename = "proxyURL", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url: Option<String>,
    /// proxyUrl defines the HTTP proxy server to use.
    #[crd(pattern = "^(http|https|socks5)://.+$")]
    #[serde(rename = "proxyUrl", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url2: Option<String>,
    /// tlsConfig defines the TLS configuration for the client.
    /// This includes settings for certificates, CA validation, and TLS protocol options.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigTlsConfig,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigAuthorization {
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
pub struct AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigBasicAuth {
    /// password defines a key of a Secret containing the password for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// username defines a key of a Secret containing the username for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigOauth2 {
    /// clientId defines a key of a Secret or ConfigMap containing the
    /// OAuth2 client's ID.
    pub client_id: AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigOauth2ClientId,
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
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigOauth2TlsConfig,
    >,
    /// tokenUrl defines the URL to fetch the token from.
    #[crd(pattern = "^(http|https)://.+$")]
    pub token_url: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigOauth2ClientId {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigOauth2TlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<
        AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigOauth2TlsConfigCa,
    >,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigOauth2TlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigOauth2TlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigOauth2TlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigTlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigTlsConfigCa>,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigTlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigTlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversTelegramConfigsHttpConfigTlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

/// VictorOpsConfig configures notifications via VictorOps.
/// See https://prometheus.io/docs/alerting/latest/configuration/#victorops_config
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversVictoropsConfigs {
    /// apiKey defines the secret's key that contains the API key to use when talking to the VictorOps API.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub api_key: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// apiUrl defines the VictorOps API URL.
    /// When not specified, defaults to the standard VictorOps API endpoint.
    #[crd(pattern = "^https?://.+$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub api_url: Option<String>,
    /// customFields defines additional custom fields for notification.
    /// These provide extra metadata that will be included with the VictorOps incident.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub custom_fields: Option<
        Vec<AlertmanagerConfigSpecReceiversVictoropsConfigsCustomFields>,
    >,
    /// entityDisplayName contains a summary of the alerted problem.
    /// This appears as the main title or identifier for the incident.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entity_display_name: Option<String>,
    /// httpConfig defines the HTTP client's configuration for VictorOps API requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http_config: Option<AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfig>,
    /// messageType describes the behavior of the alert.
    /// Valid values are "CRITICAL", "WARNING", and "INFO".
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message_type: Option<String>,
    /// monitoringTool defines the monitoring tool the state message is from.
    /// This helps identify the source system that generated the alert.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monitoring_tool: Option<String>,
    /// routingKey defines a key used to map the alert to a team.
    /// This determines which VictorOps team will receive the alert notification.
    #[crd(min_length = 1)]
    pub routing_key: String,
    /// sendResolved defines whether or not to notify about resolved alerts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub send_resolved: Option<bool>,
    /// stateMessage contains a long explanation of the alerted problem.
    /// This provides detailed context about the incident.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state_message: Option<String>,
}

/// KeyValue defines a (key, value) tuple.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversVictoropsConfigsCustomFields {
    /// key defines the key of the tuple.
    /// This is the identifier or name part of the key-value pair.
    #[crd(min_length = 1)]
    pub key: String,
    /// value defines the value of the tuple.
    /// This is the data or content associated with the key.
    pub value: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfig {
    /// authorization defines the authorization header configuration for the client.
    /// This is mutually exclusive with BasicAuth and is only available starting from Alertmanager v0.22+.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorization: Option<
        AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigAuthorization,
    >,
    /// basicAuth defines the basic authentication credentials for the client.
    /// This is mutually exclusive with Authorization. If both are defined, BasicAuth takes precedence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub basic_auth: Option<
        AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigBasicAuth,
    >,
    /// bearerTokenSecret defines the secret's key that contains the bearer token to be used by the client
    /// for authentication.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_token_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// enableHttp2 can be used to disable HTTP2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_http2: Option<bool>,
    /// followRedirects specifies whether the client should follow HTTP 3xx redirects.
    /// When true, the client will automatically follow redirect responses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_redirects: Option<bool>,
    /// noProxy defines a comma-separated string that can contain IPs, CIDR notation, domain names
    /// that should be excluded from proxying. IP and domain names can
    /// contain port numbers.
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_proxy: Option<String>,
    /// oauth2 defines the OAuth2 client credentials used to fetch a token for the targets.
    /// This enables OAuth2 authentication flow for HTTP requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oauth2: Option<AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigOauth2>,
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
    /// proxyURL defines an optional proxy URL for HTTP requests.
    /// If defined, this field takes precedence over `proxyUrl`.
    #[serde(rename = "proxyURL", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url: Option<String>,
    /// proxyUrl defines the HTTP proxy server to use.
    #[crd(pattern = "^(http|https|socks5)://.+$")]
    #[serde(rename = "proxyUrl", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url2: Option<String>,
    /// tlsConfig defines the TLS configuration for the client.
    /// This includes settings for certificates, CA validation, and TLS protocol options.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigTlsConfig,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigAuthorization {
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
pub struct AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigBasicAuth {
    /// password defines a key of a Secret containing the password for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// username defines a key of a Secret containing the username for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigOauth2 {
    /// clientId defines a key of a Secret or ConfigMap containing the
    /// OAuth2 client's ID.
    pub client_id: AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigOauth2ClientId,
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
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigOauth2TlsConfig,
    >,
    /// tokenUrl defines the URL to fetch the token from.
    #[crd(pattern = "^(http|https)://.+$")]
    pub token_url: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigOauth2ClientId {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigOauth2TlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<
        AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigOauth2TlsConfigCa,
    >,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigOauth2TlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigOauth2TlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigOauth2TlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigTlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigTlsConfigCa>,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigTlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigTlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversVictoropsConfigsHttpConfigTlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

/// WebexConfig configures notification via Cisco Webex
/// See https://prometheus.io/docs/alerting/latest/configuration/#webex_config
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWebexConfigs {
    /// apiURL defines the Webex Teams API URL i.e. https://webexapis.com/v1/messages
    #[crd(pattern = "^https?://.+$")]
    #[serde(rename = "apiURL", default, skip_serializing_if = "Option::is_none")]
    pub api_url: Option<String>,
    /// httpConfig defines the HTTP client's configuration.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http_config: Option<AlertmanagerConfigSpecReceiversWebexConfigsHttpConfig>,
    /// message defines the message template
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// roomID defines the ID of the Webex Teams room where to send the messages.
    #[crd(min_length = 1)]
    #[serde(rename = "roomID")]
    pub room_id: String,
    /// sendResolved defines whether or not to notify about resolved alerts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub send_resolved: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWebexConfigsHttpConfig {
    /// authorization defines the authorization header configuration for the client.
    /// This is mutually exclusive with BasicAuth and is only available starting from Alertmanager v0.22+.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorization: Option<
        AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigAuthorization,
    >,
    /// basicAuth defines the basic authentication credentials for the client.
    /// This is mutually exclusive with Authorization. If both are defined, BasicAuth takes precedence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub basic_auth: Option<
        AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigBasicAuth,
    >,
    /// bearerTokenSecret defines the secret's key that contains the bearer token to be used by the client
    /// for authentication.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_token_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// enableHttp2 can be used to disable HTTP2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_http2: Option<bool>,
    /// followRedirects specifies whether the client should follow HTTP 3xx redirects.
    /// When true, the client will automatically follow redirect responses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_redirects: Option<bool>,
    /// noProxy defines a comma-separated string that can contain IPs, CIDR notation, domain names
    /// that should be excluded from proxying. IP and domain names can
    /// contain port numbers.
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_proxy: Option<String>,
    /// oauth2 defines the OAuth2 client credentials used to fetch a token for the targets.
    /// This enables OAuth2 authentication flow for HTTP requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oauth2: Option<AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigOauth2>,
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
    /// proxyURL defines an optional proxy URL for HTTP requests.
    /// If defined, this field takes precedence over `proxyUrl`.
    #[serde(rename = "proxyURL", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url: Option<String>,
    /// proxyUrl defines the HTTP proxy server to use.
    #[crd(pattern = "^(http|https|socks5)://.+$")]
    #[serde(rename = "proxyUrl", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url2: Option<String>,
    /// tlsConfig defines the TLS configuration for the client.
    /// This includes settings for certificates, CA validation, and TLS protocol options.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigTlsConfig,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigAuthorization {
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
pub struct AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigBasicAuth {
    /// password defines a key of a Secret containing the password for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// username defines a key of a Secret containing the username for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigOauth2 {
    /// clientId defines a key of a Secret or ConfigMap containing the
    /// OAuth2 client's ID.
    pub client_id: AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigOauth2ClientId,
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
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigOauth2TlsConfig,
    >,
    /// tokenUrl defines the URL to fetch the token from.
    #[crd(pattern = "^(http|https)://.+$")]
    pub token_url: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigOauth2ClientId {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigOauth2TlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<
        AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigOauth2TlsConfigCa,
    >,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigOauth2TlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigOauth2TlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigOauth2TlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigTlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigTlsConfigCa>,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigTlsConfigCert>,
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
pub struct AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigTlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWebexConfigsHttpConfigTlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

/// WebhookConfig configures notifications via a generic receiver supporting the webhook payload.
/// See https://prometheus.io/docs/alerting/latest/configuration/#webhook_config
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWebhookConfigs {
    /// httpConfig defines the HTTP client configuration for webhook requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http_config: Option<AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfig>,
    /// maxAlerts defines the maximum number of alerts to be sent per webhook message.
    /// When 0, all alerts are included in the webhook payload.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_alerts: Option<i32>,
    /// payload define custom payload to be sent to the webhook endpoint.
    /// This is an advanced configuration option that allows you
    /// to define a custom payload using Go templates.
    /// It requires Alertmanager >= v0.32.0.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub payload: Option<String>,
    /// sendResolved defines whether or not to notify about resolved alerts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub send_resolved: Option<bool>,
    /// timeout defines the maximum time to wait for a webhook request to complete,
    /// before failing the request and allowing it to be retried.
    /// It requires Alertmanager >= v0.28.0.
    #[crd(
        pattern = "^(0|(([0-9]+)y)?(([0-9]+)w)?(([0-9]+)d)?(([0-9]+)h)?(([0-9]+)m)?(([0-9]+)s)?(([0-9]+)ms)?)$"
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timeout: Option<String>,
    /// url defines the URL to send HTTP POST requests to.
    /// urlSecret takes precedence over url. One of urlSecret and url should be defined.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// urlSecret defines the secret's key that contains the webhook URL to send HTTP requests to.
    /// urlSecret takes precedence over url. One of urlSecret and url should be defined.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfig {
    /// authorization defines the authorization header configuration for the client.
    /// This is mutually exclusive with BasicAuth and is only available starting from Alertmanager v0.22+.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorization: Option<
        AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigAuthorization,
    >,
    /// basicAuth defines the basic authentication credentials for the client.
    /// This is mutually exclusive with Authorization. If both are defined, BasicAuth takes precedence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub basic_auth: Option<
        AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigBasicAuth,
    >,
    /// bearerTokenSecret defines the secret's key that contains the bearer token to be used by the client
    /// for authentication.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_token_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// enableHttp2 can be used to disable HTTP2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_http2: Option<bool>,
    /// followRedirects specifies whether the client should follow HTTP 3xx redirects.
    /// When true, the client will automatically follow redirect responses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_redirects: Option<bool>,
    /// noProxy defines a comma-separated string that can contain IPs, CIDR notation, domain names
    /// that should be excluded from proxying. IP and domain names can
    /// contain port numbers.
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_proxy: Option<String>,
    /// oauth2 defines the OAuth2 client credentials used to fetch a token for the targets.
    /// This enables OAuth2 authentication flow for HTTP requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oauth2: Option<AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigOauth2>,
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
    /// proxyURL defines an optional proxy URL for HTTP requests.
    /// If defined, this field takes precedence over `proxyUrl`.
    #[serde(rename = "proxyURL", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url: Option<String>,
    /// proxyUrl defines the HTTP proxy server to use.
    #[crd(pattern = "^(http|https|socks5)://.+$")]
    #[serde(rename = "proxyUrl", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url2: Option<String>,
    /// tlsConfig defines the TLS configuration for the client.
    /// This includes settings for certificates, CA validation, and TLS protocol options.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigTlsConfig,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigAuthorization {
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
pub struct AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigBasicAuth {
    /// password defines a key of a Secret containing the password for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// username defines a key of a Secret containing the username for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigOauth2 {
    /// clientId defines a key of a Secret or ConfigMap containing the
    /// OAuth2 client's ID.
    pub client_id: AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigOauth2ClientId,
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
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigOauth2TlsConfig,
    >,
    /// tokenUrl defines the URL to fetch the token from.
    #[crd(pattern = "^(http|https)://.+$")]
    pub token_url: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigOauth2ClientId {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigOauth2TlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<
        AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigOauth2TlsConfigCa,
    >,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigOauth2TlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigOauth2TlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigOauth2TlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigTlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigTlsConfigCa>,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigTlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigTlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWebhookConfigsHttpConfigTlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

/// WeChatConfig configures notifications via WeChat.
/// See https://prometheus.io/docs/alerting/latest/configuration/#wechat_config
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWechatConfigs {
    /// agentID defines the application agent ID within WeChat Work.
    /// This identifies which WeChat Work application will send the notifications.
    #[crd(min_length = 1)]
    #[serde(rename = "agentID", default, skip_serializing_if = "Option::is_none")]
    pub agent_id: Option<String>,
    /// apiSecret defines the secret's key that contains the WeChat API key.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub api_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// apiURL defines the WeChat API URL.
    /// When not specified, defaults to the standard WeChat Work API endpoint.
    #[crd(pattern = "^https?://.+$")]
    #[serde(rename = "apiURL", default, skip_serializing_if = "Option::is_none")]
    pub api_url: Option<String>,
    /// corpID defines the corp id for authentication.
    /// This is the unique identifier for your WeChat Work organization.
    #[crd(min_length = 1)]
    #[serde(rename = "corpID", default, skip_serializing_if = "Option::is_none")]
    pub corp_id: Option<String>,
    /// httpConfig defines the HTTP client configuration for WeChat API requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http_config: Option<AlertmanagerConfigSpecReceiversWechatConfigsHttpConfig>,
    /// message defines the API request data as defined by the WeChat API.
    /// This contains the actual notification content to be sent.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// messageType defines the type of message to send.
    /// Valid values include "text", "markdown", and other WeChat Work supported message types.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message_type: Option<String>,
    /// sendResolved defines whether or not to notify about resolved alerts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub send_resolved: Option<bool>,
    /// toParty defines the target department(s) to receive the notification.
    /// Can be a single department ID or multiple department IDs separated by '|'.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_party: Option<String>,
    /// toTag defines the target tag(s) to receive the notification.
    /// Can be a single tag ID or multiple tag IDs separated by '|'.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_tag: Option<String>,
    /// toUser defines the target user(s) to receive the notification.
    /// Can be a single user ID or multiple user IDs separated by '|'.
    #[crd(min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_user: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWechatConfigsHttpConfig {
    /// authorization defines the authorization header configuration for the client.
    /// This is mutually exclusive with BasicAuth and is only available starting from Alertmanager v0.22+.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorization: Option<
        AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigAuthorization,
    >,
    /// basicAuth defines the basic authentication credentials for the client.
    /// This is mutually exclusive with Authorization. If both are defined, BasicAuth takes precedence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub basic_auth: Option<
        AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigBasicAuth,
    >,
    /// bearerTokenSecret defines the secret's key that contains the bearer token to be used by the client
    /// for authentication.
    /// The secret needs to be in the same namespace as the AlertmanagerConfig
    /// object and accessible by the Prometheus Operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_token_secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// enableHttp2 can be used to disable HTTP2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_http2: Option<bool>,
    /// followRedirects specifies whether the client should follow HTTP 3xx redirects.
    /// When true, the client will automatically follow redirect responses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_redirects: Option<bool>,
    /// noProxy defines a comma-separated string that can contain IPs, CIDR notation, domain names
    /// that should be excluded from proxying. IP and domain names can
    /// contain port numbers.
    ///
    /// It requires Prometheus >= v2.43.0, Alertmanager >= v0.25.0 or Thanos >= v0.32.0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_proxy: Option<String>,
    /// oauth2 defines the OAuth2 client credentials used to fetch a token for the targets.
    /// This enables OAuth2 authentication flow for HTTP requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oauth2: Option<AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigOauth2>,
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
    /// proxyURL defines an optional proxy URL for HTTP requests.
    /// If defined, this field takes precedence over `proxyUrl`.
    #[serde(rename = "proxyURL", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url: Option<String>,
    /// proxyUrl defines the HTTP proxy server to use.
    #[crd(pattern = "^(http|https|socks5)://.+$")]
    #[serde(rename = "proxyUrl", default, skip_serializing_if = "Option::is_none")]
    pub proxy_url2: Option<String>,
    /// tlsConfig defines the TLS configuration for the client.
    /// This includes settings for certificates, CA validation, and TLS protocol options.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigTlsConfig,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigAuthorization {
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
pub struct AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigBasicAuth {
    /// password defines a key of a Secret containing the password for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
    /// username defines a key of a Secret containing the username for
    /// authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigOauth2 {
    /// clientId defines a key of a Secret or ConfigMap containing the
    /// OAuth2 client's ID.
    pub client_id: AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigOauth2ClientId,
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
    pub tls_config: Option<
        AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigOauth2TlsConfig,
    >,
    /// tokenUrl defines the URL to fetch the token from.
    #[crd(pattern = "^(http|https)://.+$")]
    pub token_url: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigOauth2ClientId {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigOauth2TlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<
        AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigOauth2TlsConfigCa,
    >,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigOauth2TlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigOauth2TlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigOauth2TlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigTlsConfig {
    /// ca defines the Certificate authority used when verifying server certificates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca: Option<AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigTlsConfigCa>,
    /// cert defines the Client certificate to present when doing client-authentication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cert: Option<
        AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigTlsConfigCert,
    >,
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
pub struct AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigTlsConfigCa {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecReceiversWechatConfigsHttpConfigTlsConfigCert {
    /// configMap defines the ConfigMap containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapKeySelector>,
    /// secret defines the Secret containing data to use for the targets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretKeySelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecRoute {
    /// activeTimeIntervals is a list of MuteTimeInterval names when this route should be active.
    #[crd(list_type = "set")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub active_time_intervals: Option<Vec<String>>,
    /// continue defines the boolean indicating whether an alert should continue matching subsequent
    /// sibling nodes. It will always be overridden to true for the first-level
    /// route by the Prometheus operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#continue: Option<bool>,
    /// groupBy defines the list of labels to group by.
    /// Labels must not be repeated (unique list).
    /// Special label "..." (aggregate by all possible labels), if provided, must be the only element in the list.
    #[crd(list_type = "set")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group_by: Option<Vec<String>>,
    /// groupInterval defines how long to wait before sending an updated notification.
    /// Must be greater than 0.
    /// Example: "5m"
    #[crd(
        min_length = 1,
        pattern = "^(0|(([0-9]+)y)?(([0-9]+)w)?(([0-9]+)d)?(([0-9]+)h)?(([0-9]+)m)?(([0-9]+)s)?(([0-9]+)ms)?)$"
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group_interval: Option<String>,
    /// groupWait defines how long to wait before sending the initial notification.
    /// Example: "30s"
    #[crd(
        min_length = 1,
        pattern = "^(0|(([0-9]+)y)?(([0-9]+)w)?(([0-9]+)d)?(([0-9]+)h)?(([0-9]+)m)?(([0-9]+)s)?(([0-9]+)ms)?)$"
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group_wait: Option<String>,
    /// matchers defines the list of matchers that the alert's labels should match. For the first
    /// level route, the operator removes any existing equality and regexp
    /// matcher on the `namespace` label and adds a `namespace: <object
    /// namespace>` matcher.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub matchers: Option<Vec<AlertmanagerConfigSpecRouteMatchers>>,
    /// muteTimeIntervals is a list of MuteTimeInterval names that will mute this route when matched,
    #[crd(list_type = "set")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mute_time_intervals: Option<Vec<String>>,
    /// receiver defines the name of the receiver for this route. If not empty, it should be listed in
    /// the `receivers` field.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub receiver: Option<String>,
    /// repeatInterval defines how long to wait before repeating the last notification.
    /// Must be greater than 0.
    /// Example: "4h"
    #[crd(
        min_length = 1,
        pattern = "^(0|(([0-9]+)y)?(([0-9]+)w)?(([0-9]+)d)?(([0-9]+)h)?(([0-9]+)m)?(([0-9]+)s)?(([0-9]+)ms)?)$"
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repeat_interval: Option<String>,
    /// routes defines the child routes.
    // crdgen import: list items or map values of any type that are not nullable; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"items":{"x-kubernetes-preserve-unknown-fields":true},"type":"array","x-kubernetes-list-type":"atomic"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub routes: Option<Vec<serde_json::Value>>,
}

/// Matcher defines how to match on alert's labels.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigSpecRouteMatchers {
    /// matchType defines the match operation available with AlertManager >= v0.22.0.
    /// Takes precedence over Regex (deprecated) if non-empty.
    /// Valid values: "=" (equality), "!=" (inequality), "=~" (regex match), "!~" (regex non-match).
    #[crd(enum = ["!=", "=", "=~", "!~"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_type: Option<String>,
    /// name defines the label to match.
    /// This specifies which alert label should be evaluated.
    #[crd(min_length = 1)]
    pub name: String,
    /// regex defines whether to match on equality (false) or regular-expression (true).
    /// Deprecated: for AlertManager >= v0.22.0, `matchType` should be used instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regex: Option<bool>,
    /// value defines the label value to match.
    /// This is the expected value for the specified label.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

/// status defines the status subresource. It is under active development and is updated only when the
/// "StatusForConfigurationResources" feature gate is enabled.
///
/// Most recent observed status of the ServiceMonitor. Read-only.
/// More info:
/// https://github.com/kubernetes/community/blob/master/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigStatus {
    /// bindings defines the list of workload resources (Prometheus, PrometheusAgent, ThanosRuler or Alertmanager) which select the configuration resource.
    #[crd(list_map_keys("group", "resource", "name", "namespace"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bindings: Option<Vec<AlertmanagerConfigStatusBindings>>,
}

/// WorkloadBinding is a link between a configuration resource and a workload resource.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertmanagerConfigStatusBindings {
    /// conditions defines the current state of the configuration resource when bound to the referenced Workload object.
    #[crd(list_map_keys("type"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conditions: Option<Vec<AlertmanagerConfigStatusBindingsConditions>>,
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
pub struct AlertmanagerConfigStatusBindingsConditions {
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
