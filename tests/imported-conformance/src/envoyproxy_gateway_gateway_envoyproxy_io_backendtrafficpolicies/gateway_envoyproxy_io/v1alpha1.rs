//! `gateway.envoyproxy.io/v1alpha1`, imported by `crdgen import` from `envoyproxy__gateway__gateway.envoyproxy.io_backendtrafficpolicies.yaml`.

// Written from CRDs, not by hand: the doc comments are their descriptions as other tools
// wrote them (tabs, Markdown lists indented as Go comments indent them), the attributes
// repeat what the schema repeats, and the types nest as the schema does.
#![allow(clippy::doc_lazy_continuation, clippy::doc_overindented_list_items)]

// The doc comments are the CRDs' descriptions, kept as written (each is the description
// `crdgen generate` writes back): rustdoc reads their URLs, `[...]`, `<...>` and indented
// lines as Markdown links, HTML and Rust code, which they were not written as.
#![allow(rustdoc::bare_urls, rustdoc::invalid_html_tags)]

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// spec defines the desired state of BackendTrafficPolicy.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "gateway.envoyproxy.io",
    version = "v1alpha1",
    kind = "BackendTrafficPolicy",
    namespaced,
    plural = "backendtrafficpolicies",
    singular = "backendtrafficpolicy",
    shortname = "btp",
    category = "envoy-gateway",
    status = "BackendTrafficPolicyStatus",
    printcolumn(name = "Age", type = "date", json_path = ".metadata.creationTimestamp"),
    doc = "BackendTrafficPolicy allows the user to configure the behavior of the connection\nbetween the Envoy Proxy listener and the backend service.",
    validation(
        rule = "(has(self.targetRef) && !has(self.targetRefs)) || (!has(self.targetRef) && has(self.targetRefs)) || (has(self.targetSelectors) && self.targetSelectors.size() > 0) ",
        message = "either targetRef or targetRefs must be used"
    ),
    validation(
        rule = "has(self.targetRef) ? self.targetRef.group == 'gateway.networking.k8s.io' : true ",
        message = "this policy can only have a targetRef.group of gateway.networking.k8s.io"
    ),
    validation(
        rule = "has(self.targetRef) ? self.targetRef.kind in ['Gateway', 'ListenerSet', 'HTTPRoute', 'GRPCRoute', 'UDPRoute', 'TCPRoute', 'TLSRoute'] : true",
        message = "this policy can only have a targetRef.kind of Gateway/ListenerSet/HTTPRoute/GRPCRoute/TCPRoute/UDPRoute/TLSRoute"
    ),
    validation(
        rule = "has(self.targetRefs) ? self.targetRefs.all(ref, ref.group == 'gateway.networking.k8s.io') : true ",
        message = "this policy can only have a targetRefs[*].group of gateway.networking.k8s.io"
    ),
    validation(
        rule = "has(self.targetRefs) ? self.targetRefs.all(ref, ref.kind in ['Gateway', 'ListenerSet', 'HTTPRoute', 'GRPCRoute', 'UDPRoute', 'TCPRoute', 'TLSRoute']) : true ",
        message = "this policy can only have a targetRefs[*].kind of Gateway/ListenerSet/HTTPRoute/GRPCRoute/TCPRoute/UDPRoute/TLSRoute"
    ),
    validation(
        rule = "!has(self.mergeType) || ((!has(self.targetRef) || self.targetRef.kind in ['HTTPRoute', 'GRPCRoute', 'UDPRoute', 'TCPRoute', 'TLSRoute']) && (!has(self.targetRefs) || self.targetRefs.all(ref, ref.kind in ['HTTPRoute', 'GRPCRoute', 'UDPRoute', 'TCPRoute', 'TLSRoute'])) && (!has(self.targetSelectors) || self.targetSelectors.all(sel, sel.kind in ['HTTPRoute', 'GRPCRoute', 'UDPRoute', 'TCPRoute', 'TLSRoute'])))",
        message = "mergeType can only be used with xRoute targets"
    ),
    validation(
        rule = "!has(self.compression) || !has(self.compressor)",
        message = "either compression or compressor can be set, not both"
    ),
    validation(
        rule = "!has(self.requestBuffer) || !has(self.httpUpgrade) || self.httpUpgrade.size() == 0",
        message = "requestBuffer cannot be used together with httpUpgrade"
    ),
    validation(
        rule = "!has(self.admissionControl) || ((!has(self.targetRef) || self.targetRef.kind in ['Gateway', 'ListenerSet', 'HTTPRoute', 'GRPCRoute']) && (!has(self.targetRefs) || self.targetRefs.all(ref, ref.kind in ['Gateway', 'ListenerSet', 'HTTPRoute', 'GRPCRoute'])) && (!has(self.targetSelectors) || self.targetSelectors.all(sel, sel.kind in ['Gateway', 'ListenerSet', 'HTTPRoute', 'GRPCRoute'])))",
        message = "admissionControl can only be used with HTTPRoute, GRPCRoute, Gateway, or ListenerSet targets"
    ),
    validation(
        rule = "!((has(self.connection) && has(self.connection.preconnect) && has(self.connection.preconnect.predictivePercent)) && !(has(self.loadBalancer) && has(self.loadBalancer.type) && self.loadBalancer.type in ['Random', 'RoundRobin']))",
        message = "predictivePercent in preconnect policy only works with RoundRobin or Random load balancers"
    )
)]
pub struct BackendTrafficPolicySpec {
    /// AdmissionControl defines the admission control policy to be applied. This configuration
    /// probabilistically rejects requests based on the success rate of previous requests in a
    /// configurable sliding time window.
    #[crd(
        validation(
            rule = "!has(self.minSuccessRate) || (self.minSuccessRate >= 1 && self.minSuccessRate <= 100)",
            message = "minSuccessRate must be between 1 and 100"
        ),
        validation(
            rule = "!has(self.maxRejectionPercent) || (self.maxRejectionPercent >= 0 && self.maxRejectionPercent <= 100)",
            message = "maxRejectionPercent must be between 0 and 100"
        ),
        validation(
            rule = "!has(self.samplingWindow) || duration(self.samplingWindow) >= duration('1s')",
            message = "samplingWindow must be at least 1s"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub admission_control: Option<BackendTrafficPolicySpecAdmissionControl>,
    /// BandwidthLimit allows the user to limit the bandwidth of traffic
    /// sent to and received from the backend.
    #[crd(
        validation(
            rule = "has(self.request) || has(self.response)",
            message = "at least one of request or response must be specified"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bandwidth_limit: Option<BackendTrafficPolicySpecBandwidthLimit>,
    /// Circuit Breaker settings for the upstream connections and requests.
    /// If not set, circuit breakers will be enabled with the default thresholds
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub circuit_breaker: Option<BackendTrafficPolicySpecCircuitBreaker>,
    /// The compression config for the http streams.
    ///
    /// Deprecated: Use Compressor instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compression: Option<Vec<BackendTrafficPolicySpecCompression>>,
    /// The compressor config for the http streams.
    /// This provides more granular control over compression configuration.
    /// Order matters: The first compressor in the list is preferred when q-values in Accept-Encoding are equal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compressor: Option<Vec<BackendTrafficPolicySpecCompressor>>,
    /// Connection includes backend connection settings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connection: Option<BackendTrafficPolicySpecConnection>,
    /// DNS includes dns resolution settings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dns: Option<BackendTrafficPolicySpecDns>,
    /// FaultInjection defines the fault injection policy to be applied. This configuration can be used to
    /// inject delays and abort requests to mimic failure scenarios such as service failures and overloads
    #[crd(
        validation(
            rule = " has(self.delay) || has(self.abort) ",
            message = "Delay and abort faults are set at least one."
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fault_injection: Option<BackendTrafficPolicySpecFaultInjection>,
    /// HealthCheck allows gateway to perform active health checking on backends.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub health_check: Option<BackendTrafficPolicySpecHealthCheck>,
    /// HTTP2 provides HTTP/2 configuration for backend connections.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http2: Option<BackendTrafficPolicySpecHttp2>,
    /// HTTPUpgrade defines the configuration for HTTP protocol upgrades.
    /// If not specified, the default upgrade configuration (websocket) will be used.
    /// However, if requestBuffer is configured, the default upgrade configuration
    /// will be ignored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http_upgrade: Option<Vec<BackendTrafficPolicySpecHttpUpgrade>>,
    /// LoadBalancer policy to apply when routing traffic from the gateway to
    /// the backend endpoints. Defaults to `LeastRequest`.
    #[crd(
        validation(
            rule = "self.type == 'ConsistentHash' ? has(self.consistentHash) : !has(self.consistentHash)",
            message = "If LoadBalancer type is consistentHash, consistentHash field needs to be set."
        ),
        validation(
            rule = "self.type == 'BackendUtilization' ? has(self.backendUtilization) : !has(self.backendUtilization)",
            message = "If LoadBalancer type is BackendUtilization, backendUtilization field needs to be set."
        ),
        validation(
            rule = "self.type == 'DynamicModule' ? has(self.dynamicModule) : !has(self.dynamicModule)",
            message = "If LoadBalancer type is DynamicModule, dynamicModule field needs to be set."
        ),
        validation(
            rule = "self.type in ['Random', 'ConsistentHash', 'DynamicModule'] ? !has(self.slowStart) : true",
            message = "Currently SlowStart is only supported for RoundRobin, LeastRequest, and BackendUtilization load balancers."
        ),
        validation(
            rule = "self.type == 'ConsistentHash' && has(self.zoneAware) ? !has(self.zoneAware.preferLocal) : true",
            message = "PreferLocal zone-aware routing is not supported for ConsistentHash load balancers. Use weightedZones instead."
        ),
        validation(
            rule = "self.type == 'BackendUtilization' && has(self.zoneAware) ? !has(self.zoneAware.preferLocal) : true",
            message = "PreferLocal zone-aware routing is not currently supported for BackendUtilization load balancers. Only WeightedZones can be used with BackendUtilization."
        ),
        validation(
            rule = "self.type == 'DynamicModule' ? !has(self.zoneAware) : true",
            message = "ZoneAware routing is not supported for DynamicModule load balancers."
        ),
        validation(
            rule = "has(self.zoneAware) ? !(has(self.zoneAware.preferLocal) && has(self.zoneAware.weightedZones)) : true",
            message = "ZoneAware PreferLocal and WeightedZones cannot be specified together."
        ),
        validation(
            rule = "self.type == 'DynamicModule' ? !has(self.endpointOverride) : true",
            message = "EndpointOverride is not supported for DynamicModule load balancers."
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub load_balancer: Option<BackendTrafficPolicySpecLoadBalancer>,
    /// MergeType determines how this configuration is merged with existing BackendTrafficPolicy
    /// configurations targeting a parent resource. When set, this configuration will be merged
    /// into the closest parent BackendTrafficPolicy in the route's attachment hierarchy (for
    /// example, one targeting a Gateway, Gateway listener, ListenerSet, or ListenerSet listener).
    /// Currently, this field can only be set when targeting xRoute resources.
    /// If unset, no merging occurs, and only the most specific configuration takes effect.
    #[crd(
        validation(
            rule = "self != 'Replace'",
            message = "Replace is not a valid MergeType for BackendTrafficPolicySpec"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub merge_type: Option<String>,
    /// ProxyProtocol enables the Proxy Protocol when communicating with the backend.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub proxy_protocol: Option<BackendTrafficPolicySpecProxyProtocol>,
    /// RateLimit allows the user to limit the number of incoming requests
    /// to a predefined value based on attributes within the traffic flow.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<BackendTrafficPolicySpecRateLimit>,
    /// RequestBuffer allows the gateway to buffer and fully receive each request from a client before continuing to send the request
    /// upstream to the backends. This can be helpful to shield your backend servers from slow clients, and also to enforce a maximum size per request
    /// as any requests larger than the buffer size will be rejected.
    ///
    /// This can have a negative performance impact so should only be enabled when necessary.
    ///
    /// When enabling this option, you should also configure your connection buffer size to account for these request buffers. There will also be an
    /// increase in memory usage for Envoy that should be accounted for in your deployment settings.
    ///
    /// Request buffering is incompatible with streaming APIs and protocol upgrades such as gRPC streaming and WebSocket. Do not enable this option
    /// on routes that need those protocols, because requests can hang instead of being forwarded upstream.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub request_buffer: Option<BackendTrafficPolicySpecRequestBuffer>,
    /// ResponseOverride defines the configuration to override specific responses with a custom one.
    /// If multiple configurations are specified, the first one to match wins.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub response_override: Option<Vec<BackendTrafficPolicySpecResponseOverride>>,
    /// Retry provides more advanced usage, allowing users to customize the number of retries, retry fallback strategy, and retry triggering conditions.
    /// If not set, retry will be disabled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retry: Option<BackendTrafficPolicySpecRetry>,
    /// RoutingType can be set to "Service" to use the Service Cluster IP for routing to the backend,
    /// or it can be set to "Endpoint" to use Endpoint routing.
    /// When specified, this overrides the EnvoyProxy-level setting for the relevant targetRefs.
    /// If not specified, the EnvoyProxy-level setting is used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub routing_type: Option<String>,
    /// TargetRef is the name of the resource this policy is being attached to.
    /// This policy and the TargetRef MUST be in the same namespace for this
    /// Policy to have effect
    ///
    /// Deprecated: use targetRefs/targetSelectors instead
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_ref: Option<BackendTrafficPolicySpecTargetRef>,
    /// TargetRefs are the names of the Gateway resources this policy
    /// is being attached to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_refs: Option<Vec<BackendTrafficPolicySpecTargetRefs>>,
    /// TargetSelectors allow targeting resources for this policy based on labels
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_selectors: Option<Vec<BackendTrafficPolicySpecTargetSelectors>>,
    /// TcpKeepalive settings associated with the upstream client connection.
    /// Disabled by default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tcp_keepalive: Option<BackendTrafficPolicySpecTcpKeepalive>,
    /// Telemetry configures the telemetry settings for the policy target (Gateway or xRoute).
    /// This will override the telemetry settings in the EnvoyProxy resource.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub telemetry: Option<BackendTrafficPolicySpecTelemetry>,
    /// Timeout settings for the backend connections.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timeout: Option<BackendTrafficPolicySpecTimeout>,
    /// UseClientProtocol configures Envoy to prefer sending requests to backends using
    /// the same HTTP protocol that the incoming request used. Defaults to false, which means
    /// that Envoy will use the protocol indicated by the attached BackendRef.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub use_client_protocol: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecAdmissionControl {
    /// MaxRejectionPercent represents the upper limit of the rejection probability,
    /// expressed as a percentage in the range [0, 100]. Defaults to 80 if not specified.
    #[crd(maximum = 100, minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_rejection_percent: Option<i32>,
    /// MinRequestRate defines the minimum requests per second below which requests will
    /// pass through the filter without rejection. Defaults to 0 if not specified.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_request_rate: Option<i32>,
    /// MinSuccessRate is the lowest request success rate, as a percentage in the
    /// range [1, 100], at which the filter will not reject requests. Defaults to 95 if
    /// not specified. Envoy rejects values below 1%, so values lower than 1 are not allowed.
    #[crd(maximum = 100, minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_success_rate: Option<i32>,
    /// RejectionAggression controls how steeply the rejection probability rises
    /// as the observed success rate falls below MinSuccessRate. A value of 1
    /// produces a linear curve; higher values reject more aggressively for a
    /// given drop in success rate. Must be greater than 0; values below 1 are
    /// clamped to 1. Defaults to 1.
    #[crd(minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rejection_aggression: Option<i32>,
    /// SamplingWindow defines the time window over which request success rates are calculated.
    /// Must be at least 1s; Envoy truncates the window to whole seconds and uses it as the
    /// denominator in RPS calculations, so sub-second values would produce a zero denominator.
    /// Defaults to 30s if not specified.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sampling_window: Option<String>,
    /// SuccessCriteria defines what constitutes a successful request for both HTTP and gRPC.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub success_criteria: Option<
        BackendTrafficPolicySpecAdmissionControlSuccessCriteria,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecAdmissionControlSuccessCriteria {
    /// GRPC defines success criteria for gRPC requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grpc: Option<BackendTrafficPolicySpecAdmissionControlSuccessCriteriaGrpc>,
    /// HTTP defines success criteria for HTTP requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http: Option<BackendTrafficPolicySpecAdmissionControlSuccessCriteriaHttp>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecAdmissionControlSuccessCriteriaGrpc {
    /// StatusCodes defines gRPC status codes that are considered successful.
    /// Status codes are defined in https://github.com/grpc/grpc/blob/master/doc/statuscodes.md#status-codes-and-their-use-in-grpc.
    // crdgen import: a description on the items of a list; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"items":{"description":"GRPCSuccessCode defines gRPC status codes as defined in\nhttps://github.com/grpc/grpc/blob/master/doc/statuscodes.md#status-codes-and-their-use-in-grpc.","enum":["Ok","Cancelled","Unknown","InvalidArgument","DeadlineExceeded","NotFound","AlreadyExists","PermissionDenied","ResourceExhausted","FailedPrecondition","Aborted","OutOfRange","Unimplemented","Internal","Unavailable","DataLoss","Unauthenticated"],"type":"string"},"type":"array"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status_codes: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecAdmissionControlSuccessCriteriaHttp {
    /// StatusCodes defines HTTP status codes that are considered successful.
    // crdgen import: a description on the items of a list; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"items":{"description":"HTTPStatus defines the http status code.","maximum":599,"minimum":100,"type":"integer"},"type":"array"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status_codes: Option<Vec<i64>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecBandwidthLimit {
    /// Request configures bandwidth limits for traffic sent to the backend.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub request: Option<BackendTrafficPolicySpecBandwidthLimitRequest>,
    /// Response configures bandwidth limits for traffic sent from the backend.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub response: Option<BackendTrafficPolicySpecBandwidthLimitResponse>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecBandwidthLimitRequest {
    /// Limit specifies the bandwidth limit as a bytes-per-unit throughput rate.
    pub limit: BackendTrafficPolicySpecBandwidthLimitRequestLimit,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecBandwidthLimitRequestLimit {
    /// Unit specifies the time unit for the bandwidth limit (e.g. Second, Minute, Hour).
    #[crd(enum = ["Second", "Minute", "Hour"])]
    pub unit: String,
    /// Value specifies the bandwidth limit.
    // crdgen import: `allOf` has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"allOf":[{"pattern":"^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$"},{"pattern":"^[1-9]+[0-9]*([EPTGMK]i|[EPTGMk])?$"}],"anyOf":[{"type":"integer"},{"type":"string"}],"x-kubernetes-int-or-string":true}"#
    )]
    pub value: k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecBandwidthLimitResponse {
    /// Limit specifies the bandwidth limit as a bytes-per-unit throughput rate.
    pub limit: BackendTrafficPolicySpecBandwidthLimitResponseLimit,
    /// ResponseTrailers configures the trailer headers appended to responses
    /// when bandwidth limiting introduces delays.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub response_trailers: Option<
        BackendTrafficPolicySpecBandwidthLimitResponseResponseTrailers,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecBandwidthLimitResponseLimit {
    /// Unit specifies the time unit for the bandwidth limit (e.g. Second, Minute, Hour).
    #[crd(enum = ["Second", "Minute", "Hour"])]
    pub unit: String,
    /// Value specifies the bandwidth limit.
    // crdgen import: `allOf` has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"allOf":[{"pattern":"^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$"},{"pattern":"^[1-9]+[0-9]*([EPTGMK]i|[EPTGMk])?$"}],"anyOf":[{"type":"integer"},{"type":"string"}],"x-kubernetes-int-or-string":true}"#
    )]
    pub value: k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecBandwidthLimitResponseResponseTrailers {
    /// Prefix is prepended to each trailer header name.
    /// If not set, no prefix is added and the trailers are named as-is.
    /// For example, setting "x-eg" produces trailers such as "x-eg-bandwidth-request-delay-ms",
    /// while leaving it unset produces "bandwidth-request-delay-ms".
    ///
    /// The following four trailers can be added:
    /// "bandwidth-request-delay-ms" is delay time in milliseconds it took for the request stream transfer
    /// including request body transfer time and the time added by the filter.
    /// "bandwidth-response-delay-ms" is delay time in milliseconds it took for the response stream transfer
    /// including response body transfer time and the time added by the filter.
    /// "bandwidth-request-filter-delay-ms" is delay time in milliseconds in request stream transfer added by the filter.
    /// "bandwidth-response-filter-delay-ms" is delay time in milliseconds that added by the filter.
    #[crd(pattern = r#"^[^\r\n\x00]*$"#)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prefix: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecCircuitBreaker {
    /// The maximum number of connections that Envoy will establish to the referenced backend defined within a xRoute rule.
    #[crd(default = 1024, maximum = 4294967295, minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_connections: Option<i64>,
    /// The maximum number of parallel requests that Envoy will make to the referenced backend defined within a xRoute rule.
    #[crd(default = 1024, maximum = 4294967295, minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_parallel_requests: Option<i64>,
    /// The maximum number of parallel retries that Envoy will make to the referenced backend defined within a xRoute rule.
    #[crd(default = 1024, maximum = 4294967295, minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_parallel_retries: Option<i64>,
    /// The maximum number of pending requests that Envoy will queue to the referenced backend defined within a xRoute rule.
    #[crd(default = 1024, maximum = 4294967295, minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_pending_requests: Option<i64>,
    /// The maximum number of requests that Envoy will make over a single connection to the referenced backend defined within a xRoute rule.
    /// Default: unlimited.
    #[crd(maximum = 4294967295, minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_requests_per_connection: Option<i64>,
    /// PerEndpoint defines Circuit Breakers that will apply per-endpoint for an upstream cluster
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_endpoint: Option<BackendTrafficPolicySpecCircuitBreakerPerEndpoint>,
    /// RetryBudget provides settings for retry budget, which limits the number of retries in a given percentage.
    /// RetryBudget take precedence over maxParallelRetries.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retry_budget: Option<BackendTrafficPolicySpecCircuitBreakerRetryBudget>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecCircuitBreakerPerEndpoint {
    /// MaxConnections configures the maximum number of connections that Envoy will establish per-endpoint to the referenced backend defined within a xRoute rule.
    #[crd(default = 1024, maximum = 4294967295, minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_connections: Option<i64>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecCircuitBreakerRetryBudget {
    /// MinRetryConcurrency specifies the minimum retry concurrency allowed for the retry budget.
    /// For example, a budget of 20% with a minimum retry concurrency of 3
    /// will allow 5 active retries while there are 25 active requests.
    /// If there are 2 active requests, there are still 3 active retries
    /// allowed because of the minimum retry concurrency.
    /// Defaults to 3.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_retry_concurrency: Option<i32>,
    /// Percent specifies the limit on concurrent retries as a percentage [0, 100] of
    /// the sum of active requests and active pending requests.
    #[crd(
        validation(
            rule = "self.numerator <= self.denominator",
            message = "numerator must be less than or equal to denominator"
        )
    )]
    pub percent: BackendTrafficPolicySpecCircuitBreakerRetryBudgetPercent,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecCircuitBreakerRetryBudgetPercent {
    #[crd(default = 100, minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub denominator: Option<i32>,
    #[crd(minimum = 0)]
    pub numerator: i32,
}

/// Compression defines the config of enabling compression.
/// This can help reduce the bandwidth at the expense of higher CPU.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecCompression {
    /// The configuration for Brotli compressor.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub brotli: Option<BackendTrafficPolicySpecCompressionBrotli>,
    /// The configuration for GZIP compressor.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gzip: Option<BackendTrafficPolicySpecCompressionGzip>,
    /// MinContentLength defines the minimum response size in bytes to apply compression.
    /// Responses smaller than this threshold will not be compressed.
    /// Must be at least 30 bytes as enforced by Envoy Proxy.
    /// Note that when the suffix is not provided, the value is interpreted as bytes.
    /// Default: 30 bytes
    // crdgen import: `allOf` has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"allOf":[{"pattern":"^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$"},{"pattern":"^[1-9]+[0-9]*([EPTGMK]i|[EPTGMk])?$"}],"anyOf":[{"type":"integer"},{"type":"string"}],"x-kubernetes-int-or-string":true}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_content_length: Option<
        k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
    >,
    /// CompressorType defines the compressor type to use for compression.
    #[crd(enum = ["Gzip", "Brotli", "Zstd"])]
    pub r#type: String,
    /// The configuration for Zstd compressor.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zstd: Option<BackendTrafficPolicySpecCompressionZstd>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct BackendTrafficPolicySpecCompressionBrotli {}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct BackendTrafficPolicySpecCompressionGzip {}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct BackendTrafficPolicySpecCompressionZstd {}

/// Compression defines the config of enabling compression.
/// This can help reduce the bandwidth at the expense of higher CPU.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecCompressor {
    /// The configuration for Brotli compressor.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub brotli: Option<BackendTrafficPolicySpecCompressorBrotli>,
    /// The configuration for GZIP compressor.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gzip: Option<BackendTrafficPolicySpecCompressorGzip>,
    /// MinContentLength defines the minimum response size in bytes to apply compression.
    /// Responses smaller than this threshold will not be compressed.
    /// Must be at least 30 bytes as enforced by Envoy Proxy.
    /// Note that when the suffix is not provided, the value is interpreted as bytes.
    /// Default: 30 bytes
    // crdgen import: `allOf` has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"allOf":[{"pattern":"^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$"},{"pattern":"^[1-9]+[0-9]*([EPTGMK]i|[EPTGMk])?$"}],"anyOf":[{"type":"integer"},{"type":"string"}],"x-kubernetes-int-or-string":true}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_content_length: Option<
        k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
    >,
    /// CompressorType defines the compressor type to use for compression.
    #[crd(enum = ["Gzip", "Brotli", "Zstd"])]
    pub r#type: String,
    /// The configuration for Zstd compressor.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zstd: Option<BackendTrafficPolicySpecCompressorZstd>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct BackendTrafficPolicySpecCompressorBrotli {}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct BackendTrafficPolicySpecCompressorGzip {}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct BackendTrafficPolicySpecCompressorZstd {}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecConnection {
    /// BufferLimit Soft limit on size of the cluster’s connections read and write buffers.
    /// BufferLimit applies to connection streaming (maybe non-streaming) channel between processes, it's in user space.
    /// If unspecified, an implementation defined default is applied (32768 bytes).
    /// For example, 20Mi, 1Gi, 256Ki etc.
    /// Note: that when the suffix is not provided, the value is interpreted as bytes.
    // crdgen import: `allOf` has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"allOf":[{"pattern":"^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$"},{"pattern":"^[1-9]+[0-9]*([EPTGMK]i|[EPTGMk])?$"}],"anyOf":[{"type":"integer"},{"type":"string"}],"x-kubernetes-int-or-string":true}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub buffer_limit: Option<k8s_openapi::apimachinery::pkg::util::intstr::IntOrString>,
    /// Preconnect configures proactive upstream connections to reduce latency by establishing
    /// connections before they’re needed and avoiding connection establishment overhead.
    ///
    /// If unset, Envoy will fetch connections as needed to serve in-flight requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preconnect: Option<BackendTrafficPolicySpecConnectionPreconnect>,
    /// SocketBufferLimit provides configuration for the maximum buffer size in bytes for each socket
    /// to backend.
    /// SocketBufferLimit applies to socket streaming channel between TCP/IP stacks, it's in kernel space.
    /// For example, 20Mi, 1Gi, 256Ki etc.
    /// Note that when the suffix is not provided, the value is interpreted as bytes.
    // crdgen import: `allOf` has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"allOf":[{"pattern":"^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$"},{"pattern":"^[1-9]+[0-9]*([EPTGMK]i|[EPTGMk])?$"}],"anyOf":[{"type":"integer"},{"type":"string"}],"x-kubernetes-int-or-string":true}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub socket_buffer_limit: Option<
        k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecConnectionPreconnect {
    /// PerEndpointPercent configures how many additional connections to maintain per
    /// upstream endpoint, useful for high-QPS or latency sensitive services. Expressed as a
    /// percentage of the connections required by active streams
    /// (e.g. 100 = preconnect disabled, 105 = 1.05x connections per-endpoint, 200 = 2.00×).
    ///
    /// Allowed value range is between 100-300. When both PerEndpointPercent and
    /// PredictivePercent are set, Envoy ensures both are satisfied (max of the two).
    #[crd(maximum = 300, minimum = 100)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_endpoint_percent: Option<i32>,
    /// PredictivePercent configures how many additional connections to maintain
    /// across the cluster by anticipating which upstream endpoint the load balancer
    /// will select next, useful for low-QPS services. Relies on deterministic
    /// loadbalancing and is only supported with Random or RoundRobin.
    /// Expressed as a percentage of the connections required by active streams
    /// (e.g. 100 = 1.0 (no preconnect), 105 = 1.05× connections across the cluster, 200 = 2.00×).
    ///
    /// Minimum allowed value is 100. When both PerEndpointPercent and PredictivePercent are
    /// set Envoy ensures both are satisfied per host (max of the two).
    #[crd(minimum = 100)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub predictive_percent: Option<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecDns {
    /// DNSRefreshRate specifies the rate at which DNS records should be refreshed.
    /// Defaults to 30 seconds.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dns_refresh_rate: Option<String>,
    /// LookupFamily determines how Envoy would resolve DNS for Routes where the backend is specified as a fully qualified domain name (FQDN).
    /// If set, this configuration overrides other defaults.
    #[crd(enum = ["IPv4", "IPv6", "IPv4Preferred", "IPv6Preferred", "IPv4AndIPv6"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lookup_family: Option<String>,
    /// RespectDNSTTL indicates whether the DNS Time-To-Live (TTL) should be respected.
    /// If the value is set to true, the DNS refresh rate will be set to the resource record’s TTL.
    /// Defaults to true.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub respect_dns_ttl: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecFaultInjection {
    /// If specified, the request will be aborted if it meets the configuration criteria.
    #[crd(
        validation(
            rule = " !(has(self.httpStatus) && has(self.grpcStatus)) ",
            message = "httpStatus and grpcStatus cannot be simultaneously defined."
        ),
        validation(
            rule = " has(self.httpStatus) || has(self.grpcStatus) ",
            message = "httpStatus and grpcStatus are set at least one."
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub abort: Option<BackendTrafficPolicySpecFaultInjectionAbort>,
    /// If specified, a delay will be injected into the request.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub delay: Option<BackendTrafficPolicySpecFaultInjectionDelay>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecFaultInjectionAbort {
    /// GrpcStatus specifies the GRPC status code to be returned
    #[crd(maximum = 16, minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grpc_status: Option<i32>,
    /// StatusCode specifies the HTTP status code to be returned
    #[crd(maximum = 600, minimum = 200)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http_status: Option<i32>,
    /// Percentage specifies the percentage of requests to be aborted. Default 100%, if set 0, no requests will be aborted. Accuracy to 0.0001%.
    #[crd(default = 100)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub percentage: Option<f64>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecFaultInjectionDelay {
    /// FixedDelay specifies the fixed delay duration
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    pub fixed_delay: String,
    /// Percentage specifies the percentage of requests to be delayed. Default 100%, if set 0, no requests will be delayed. Accuracy to 0.0001%.
    #[crd(default = 100)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub percentage: Option<f64>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecHealthCheck {
    /// Active health check configuration
    #[crd(
        validation(
            rule = "self.type == 'HTTP' ? has(self.http) : !has(self.http)",
            message = "If Health Checker type is HTTP, http field needs to be set."
        ),
        validation(
            rule = "self.type == 'TCP' ? has(self.tcp) : !has(self.tcp)",
            message = "If Health Checker type is TCP, tcp field needs to be set."
        ),
        validation(
            rule = "has(self.grpc) ? self.type == 'GRPC' : true",
            message = "The grpc field can only be set if the Health Checker type is GRPC."
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub active: Option<BackendTrafficPolicySpecHealthCheckActive>,
    /// When number of unhealthy endpoints for a backend reaches this threshold
    /// Envoy will disregard health status and balance across all endpoints.
    /// It's designed to prevent a situation in which host failures cascade throughout the cluster
    /// as load increases. If not set, the default value is 50%. To disable panic mode, set value to `0`.
    #[crd(maximum = 100, minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub panic_threshold: Option<i32>,
    /// Passive passive check configuration
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub passive: Option<BackendTrafficPolicySpecHealthCheckPassive>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecHealthCheckActive {
    /// GRPC defines the configuration of the GRPC health checker.
    /// It's optional, and can only be used if the specified type is GRPC.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grpc: Option<BackendTrafficPolicySpecHealthCheckActiveGrpc>,
    /// HealthCheckLog defines health check event logging configuration for this cluster.
    /// When set, HC probe outcomes are logged to the configured sinks.
    /// Takes precedence over the gateway-level EnvoyProxy.spec.telemetry.healthCheckLog.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub health_check_log: Option<
        BackendTrafficPolicySpecHealthCheckActiveHealthCheckLog,
    >,
    /// HealthyThreshold defines the number of healthy health checks required before a backend host is marked healthy.
    #[crd(default = 1, minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub healthy_threshold: Option<i32>,
    /// HTTP defines the configuration of http health checker.
    /// It's required while the health checker type is HTTP.
    #[crd(
        validation(
            rule = "!has(self.requestBody) || (has(self.method) && self.method.upperAscii() in ['POST','PUT'])",
            message = "The requestBody field can only be set when method is POST or PUT."
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http: Option<BackendTrafficPolicySpecHealthCheckActiveHttp>,
    /// InitialJitter defines the maximum time Envoy will wait before the first health check.
    /// Envoy will randomly select a value between 0 and the initial jitter value.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub initial_jitter: Option<String>,
    /// Interval defines the time between active health checks.
    #[crd(default = "3s", pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub interval: Option<String>,
    /// Overrides defines the configuration of the overriding health check settings for all endpoints
    /// in the backend cluster. This allows customization of port and other settings that may differ
    /// from the main service configuration.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub overrides: Option<BackendTrafficPolicySpecHealthCheckActiveOverrides>,
    /// TCP defines the configuration of tcp health checker.
    /// It's required while the health checker type is TCP.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tcp: Option<BackendTrafficPolicySpecHealthCheckActiveTcp>,
    /// Timeout defines the time to wait for a health check response.
    #[crd(default = "1s", pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timeout: Option<String>,
    /// Type defines the type of health checker.
    // crdgen import: `allOf` has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"allOf":[{"enum":["HTTP","TCP","GRPC"]},{"enum":["HTTP","TCP","GRPC"]}],"type":"string"}"#
    )]
    pub r#type: String,
    /// UnhealthyThreshold defines the number of unhealthy health checks required before a backend host is marked unhealthy.
    /// Without RetriableStatuses configured, any health check failure results in the host being immediately
    /// considered unhealthy. When RetriableStatuses is set, health checks returning those statuses are retried
    /// up to this threshold before the host is marked unhealthy.
    #[crd(default = 3, minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unhealthy_threshold: Option<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecHealthCheckActiveGrpc {
    /// Service to send in the health check request.
    /// If this is not specified, then the health check request applies to the entire
    /// server and not to a specific service.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub service: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecHealthCheckActiveHealthCheckLog {
    /// Matches defines which health check probe outcomes produce a log entry.
    /// When omitted or empty, all events are logged.
    ///
    /// Each value must be unique. Multiple values are ORed. If any failure type is
    /// specified then a success type must also be specified, and vice versa.
    // crdgen import: a description on the items of a list; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"items":{"description":"ProxyHealthCheckLogEventType specifies which health check probe outcomes produce a log entry.","enum":["Failure","FailureSeriesStart","Success","HealthyTransition"],"type":"string"},"maxItems":4,"type":"array","x-kubernetes-list-type":"set","x-kubernetes-validations":[{"message":"a failure type and a success type must both be specified together","rule":"self.exists(e, e == 'Failure' || e == 'FailureSeriesStart') == self.exists(e, e == 'Success' || e == 'HealthyTransition')"}]}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub matches: Option<Vec<String>>,
    /// Sinks defines where health check events are written.
    /// When omitted, events are written to /dev/stdout.
    #[crd(max_items = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sinks: Option<Vec<BackendTrafficPolicySpecHealthCheckActiveHealthCheckLogSinks>>,
}

/// ProxyHealthCheckLogSink defines a destination for health check event logs.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "self.type == 'File' ? has(self.file) : !has(self.file)",
        message = "If ProxyHealthCheckLogSink type is File, file field needs to be set."
    )
)]
pub struct BackendTrafficPolicySpecHealthCheckActiveHealthCheckLogSinks {
    /// File defines the file sink configuration.
    /// Required when type is File.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file: Option<BackendTrafficPolicySpecHealthCheckActiveHealthCheckLogSinksFile>,
    /// Type defines the type of sink.
    #[crd(enum = ["File"])]
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecHealthCheckActiveHealthCheckLogSinksFile {
    /// Path specifies the file path for health check event output.
    /// Use /dev/stdout to write to standard output.
    #[crd(min_length = 1)]
    pub path: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecHealthCheckActiveHttp {
    /// ExpectedResponse defines a list of HTTP expected responses to match.
    #[crd(
        validation(
            rule = "self.type == 'Text' ? has(self.text) : !has(self.text)",
            message = "If payload type is Text, text field needs to be set."
        ),
        validation(
            rule = "self.type == 'Binary' ? has(self.binary) : !has(self.binary)",
            message = "If payload type is Binary, binary field needs to be set."
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected_response: Option<
        BackendTrafficPolicySpecHealthCheckActiveHttpExpectedResponse,
    >,
    /// ExpectedStatuses defines a list of HTTP response statuses considered healthy.
    /// Defaults to 200 only
    // crdgen import: a description on the items of a list; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"items":{"description":"HTTPStatus defines the http status code.","maximum":599,"minimum":100,"type":"integer"},"type":"array"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected_statuses: Option<Vec<i64>>,
    /// Hostname defines the HTTP Host header used for active HTTP health checks.
    /// Host selection uses this order: this field, the associated Backend endpoint
    /// hostname if available, then the effective Route hostname.
    #[crd(
        max_length = 253,
        min_length = 1,
        pattern = r#"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hostname: Option<String>,
    /// Method defines the HTTP method used for health checking.
    /// Defaults to GET
    #[crd(max_length = 16)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub method: Option<String>,
    /// Path defines the HTTP path that will be requested during health checking.
    #[crd(max_length = 1024, min_length = 1)]
    pub path: String,
    /// RequestBody defines the HTTP request body payload sent during health checking.
    #[crd(
        validation(
            rule = "self.type == 'Text' ? has(self.text) : !has(self.text)",
            message = "If payload type is Text, text field needs to be set."
        ),
        validation(
            rule = "self.type == 'Binary' ? has(self.binary) : !has(self.binary)",
            message = "If payload type is Binary, binary field needs to be set."
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub request_body: Option<BackendTrafficPolicySpecHealthCheckActiveHttpRequestBody>,
    /// RetriableStatuses defines a list of HTTP response statuses considered retriable.
    /// Responses matching these statuses count towards the unhealthy threshold but
    /// do not result in the host being considered immediately unhealthy.
    /// The expected statuses take precedence for any range overlaps with this field.
    // crdgen import: a description on the items of a list; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"items":{"description":"HTTPStatus defines the http status code.","maximum":599,"minimum":100,"type":"integer"},"type":"array"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retriable_statuses: Option<Vec<i64>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecHealthCheckActiveHttpExpectedResponse {
    /// Binary payload base64 encoded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub binary: Option<k8s_openapi::ByteString>,
    /// Text payload in plain text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// Type defines the type of the payload.
    // crdgen import: `allOf` has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"allOf":[{"enum":["Text","Binary"]},{"enum":["Text","Binary"]}],"type":"string"}"#
    )]
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecHealthCheckActiveHttpRequestBody {
    /// Binary payload base64 encoded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub binary: Option<k8s_openapi::ByteString>,
    /// Text payload in plain text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// Type defines the type of the payload.
    // crdgen import: `allOf` has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"allOf":[{"enum":["Text","Binary"]},{"enum":["Text","Binary"]}],"type":"string"}"#
    )]
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecHealthCheckActiveOverrides {
    /// Port overrides the health check port.
    /// If not set, the endpoint's serving port is used for health checks.
    /// This is useful when health checks are served on a different port than
    /// the main service port (e.g., port 443 for service, port 9090 for health checks).
    #[crd(maximum = 65535, minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub port: Option<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecHealthCheckActiveTcp {
    /// Receive defines the expected response payload.
    #[crd(
        validation(
            rule = "self.type == 'Text' ? has(self.text) : !has(self.text)",
            message = "If payload type is Text, text field needs to be set."
        ),
        validation(
            rule = "self.type == 'Binary' ? has(self.binary) : !has(self.binary)",
            message = "If payload type is Binary, binary field needs to be set."
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub receive: Option<BackendTrafficPolicySpecHealthCheckActiveTcpReceive>,
    /// Send defines the request payload.
    #[crd(
        validation(
            rule = "self.type == 'Text' ? has(self.text) : !has(self.text)",
            message = "If payload type is Text, text field needs to be set."
        ),
        validation(
            rule = "self.type == 'Binary' ? has(self.binary) : !has(self.binary)",
            message = "If payload type is Binary, binary field needs to be set."
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub send: Option<BackendTrafficPolicySpecHealthCheckActiveTcpSend>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecHealthCheckActiveTcpReceive {
    /// Binary payload base64 encoded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub binary: Option<k8s_openapi::ByteString>,
    /// Text payload in plain text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// Type defines the type of the payload.
    // crdgen import: `allOf` has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"allOf":[{"enum":["Text","Binary"]},{"enum":["Text","Binary"]}],"type":"string"}"#
    )]
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecHealthCheckActiveTcpSend {
    /// Binary payload base64 encoded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub binary: Option<k8s_openapi::ByteString>,
    /// Text payload in plain text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// Type defines the type of the payload.
    // crdgen import: `allOf` has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"allOf":[{"enum":["Text","Binary"]},{"enum":["Text","Binary"]}],"type":"string"}"#
    )]
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecHealthCheckPassive {
    /// AlwaysEjectOneEndpoint defines whether at least one host should be ejected,
    /// regardless of MaxEjectionPercent.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub always_eject_one_endpoint: Option<bool>,
    /// BaseEjectionTime defines the base duration for which a host will be ejected on consecutive failures.
    #[crd(default = "30s", pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base_ejection_time: Option<String>,
    /// Consecutive5xxErrors sets the number of consecutive 5xx errors triggering ejection.
    #[crd(default = 5)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consecutive5_xx_errors: Option<i32>,
    /// ConsecutiveGatewayErrors sets the number of consecutive gateway errors triggering ejection.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consecutive_gateway_errors: Option<i32>,
    /// ConsecutiveLocalOriginFailures sets the number of consecutive local origin failures triggering ejection.
    /// Parameter takes effect only when split_external_local_origin_errors is set to true.
    #[crd(default = 5)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consecutive_local_origin_failures: Option<i32>,
    /// FailurePercentageThreshold sets the failure percentage threshold for outlier detection.
    /// If the failure percentage of a given host is greater than or equal to this value, it will be ejected.
    /// Defaults to 85.
    #[crd(maximum = 100, minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub failure_percentage_threshold: Option<i32>,
    /// Interval defines the time between passive health checks.
    #[crd(default = "3s", pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub interval: Option<String>,
    /// MaxEjectionPercent sets the maximum percentage of hosts in a cluster that can be ejected.
    #[crd(default = 10, maximum = 100, minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_ejection_percent: Option<i32>,
    /// SplitExternalLocalOriginErrors enables splitting of errors between external and local origin.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub split_external_local_origin_errors: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecHttp2 {
    /// ConnectionKeepalive configures HTTP/2 connection keepalive using PING frames.
    #[crd(
        validation(
            rule = "!has(self.timeout) || !has(self.interval) || duration(self.timeout) < duration(self.interval)",
            message = "timeout must be less than interval"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connection_keepalive: Option<BackendTrafficPolicySpecHttp2ConnectionKeepalive>,
    /// InitialConnectionWindowSize sets the initial window size for HTTP/2 connections.
    /// If not set, the default value is 1 MiB.
    // crdgen import: `allOf` has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"allOf":[{"pattern":"^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$"},{"pattern":"^[1-9]+[0-9]*([EPTGMK]i|[EPTGMk])?$"}],"anyOf":[{"type":"integer"},{"type":"string"}],"x-kubernetes-int-or-string":true}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub initial_connection_window_size: Option<
        k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
    >,
    /// InitialStreamWindowSize sets the initial window size for HTTP/2 streams.
    /// If not set, the default value is 64 KiB(64*1024).
    // crdgen import: `allOf` has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"allOf":[{"pattern":"^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$"},{"pattern":"^[1-9]+[0-9]*([EPTGMK]i|[EPTGMk])?$"}],"anyOf":[{"type":"integer"},{"type":"string"}],"x-kubernetes-int-or-string":true}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub initial_stream_window_size: Option<
        k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
    >,
    /// MaxConcurrentStreams sets the maximum number of concurrent streams allowed per connection.
    /// If not set, the default value is 100.
    #[crd(maximum = 2147483647, minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_concurrent_streams: Option<i32>,
    /// OnInvalidMessage determines if Envoy will terminate the connection or just the offending stream in the event of HTTP messaging error
    /// It's recommended for L2 Envoy deployments to set this value to TerminateStream.
    /// https://www.envoyproxy.io/docs/envoy/latest/configuration/best_practices/level_two
    /// Default: TerminateConnection
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub on_invalid_message: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecHttp2ConnectionKeepalive {
    /// IdleInterval specifies how long a connection must be idle before a PING is sent.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub idle_interval: Option<String>,
    /// Interval specifies how often to send HTTP/2 PING frames to keep the connection alive.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub interval: Option<String>,
    /// IntervalJitter specifies a random jitter percentage added to each interval.
    /// Defaults to 15% if not specified.
    #[crd(maximum = 100, minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub interval_jitter: Option<i32>,
    /// Timeout specifies how long to wait for a PING response before considering the connection dead.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timeout: Option<String>,
}

/// ProtocolUpgradeConfig specifies the configuration for protocol upgrades.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "!has(self.connect) || self.type == 'CONNECT'",
        message = "The connect configuration is only allowed when the type is CONNECT."
    )
)]
pub struct BackendTrafficPolicySpecHttpUpgrade {
    /// Connect specifies the configuration for the CONNECT config.
    /// This is allowed only when type is CONNECT.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connect: Option<BackendTrafficPolicySpecHttpUpgradeConnect>,
    /// Type is the case-insensitive type of protocol upgrade.
    /// e.g. `websocket`, `CONNECT`, `spdy/3.1` etc.
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecHttpUpgradeConnect {
    /// Terminate the CONNECT request, and forwards the payload as raw TCP data.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub terminate: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecLoadBalancer {
    /// BackendUtilization defines the configuration when the load balancer type is
    /// set to BackendUtilization.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backend_utilization: Option<
        BackendTrafficPolicySpecLoadBalancerBackendUtilization,
    >,
    /// ConsistentHash defines the configuration when the load balancer type is
    /// set to ConsistentHash
    #[crd(
        validation(
            rule = "self.type == 'Header' ? has(self.header) : !has(self.header)",
            message = "If consistent hash type is header, the header field must be set."
        ),
        validation(
            rule = "self.type == 'Headers' ? has(self.headers) : !has(self.headers)",
            message = "If consistent hash type is headers, the headers field must be set."
        ),
        validation(
            rule = "self.type == 'Cookie' ? has(self.cookie) : !has(self.cookie)",
            message = "If consistent hash type is cookie, the cookie field must be set."
        ),
        validation(
            rule = "self.type == 'QueryParams' ? has(self.queryParams) : !has(self.queryParams)",
            message = "If consistent hash type is queryParams, the queryParams field must be set."
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consistent_hash: Option<BackendTrafficPolicySpecLoadBalancerConsistentHash>,
    /// DynamicModule defines the configuration when the load balancer type is
    /// set to DynamicModule. The referenced module must be registered in the
    /// EnvoyProxy resource's dynamicModules allowlist.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dynamic_module: Option<BackendTrafficPolicySpecLoadBalancerDynamicModule>,
    /// EndpointOverride defines the configuration for endpoint override.
    /// When specified, the load balancer will attempt to route requests to endpoints
    /// based on the override information extracted from request headers or metadata.
    ///  If the override endpoints are not available, the configured load balancer policy will be used as fallback.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub endpoint_override: Option<BackendTrafficPolicySpecLoadBalancerEndpointOverride>,
    /// SlowStart defines the configuration related to the slow start load balancer policy.
    /// If set, during slow start window, traffic sent to the newly added hosts will gradually increase.
    /// Supported for RoundRobin, LeastRequest, and BackendUtilization load balancers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slow_start: Option<BackendTrafficPolicySpecLoadBalancerSlowStart>,
    /// Type decides the type of Load Balancer policy.
    /// Valid LoadBalancerType values are
    /// "ConsistentHash",
    /// "LeastRequest",
    /// "Random",
    /// "RoundRobin",
    /// "BackendUtilization",
    /// "DynamicModule".
    #[crd(
        enum = ["ConsistentHash",
        "LeastRequest",
        "Random",
        "RoundRobin",
        "BackendUtilization",
        "DynamicModule"]
    )]
    pub r#type: String,
    /// ZoneAware defines the configuration related to the distribution of requests between locality zones.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zone_aware: Option<BackendTrafficPolicySpecLoadBalancerZoneAware>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecLoadBalancerBackendUtilization {
    /// A given endpoint must report load metrics continuously for at least this long before the endpoint weight will be used.
    /// Default is 10s.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blackout_period: Option<String>,
    /// ErrorUtilizationPenaltyPercent adjusts endpoint weights based on the error rate (eps/qps).
    /// This is expressed as a percentage-based integer where 100 represents 1.0, 150 represents 1.5, etc.
    ///
    /// For example:
    /// - 100 => 1.0x
    /// - 120 => 1.2x
    /// - 200 => 2.0x
    ///
    /// Must be non-negative.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error_utilization_penalty_percent: Option<i32>,
    /// KeepResponseHeaders keeps the ORCA load report headers/trailers before sending the response to the client.
    /// Defaults to false.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keep_response_headers: Option<bool>,
    /// Metric names used to compute utilization if application_utilization is not set.
    /// For map fields in ORCA proto, use the form "<map_field>.<key>", e.g., "named_metrics.foo".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metric_names_for_computing_utilization: Option<Vec<String>>,
    /// OutOfBand enables out-of-band ORCA load reporting. When set, Envoy opens a
    /// server-streaming gRPC connection to each endpoint's
    /// xds.service.orca.v3.OpenRcaService/StreamCoreMetrics and pulls load
    /// reports periodically, instead of relying on in-band ORCA metrics
    /// carried in response headers/trailers.
    ///
    /// The backend must implement OpenRcaService for this to take effect.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub out_of_band: Option<
        BackendTrafficPolicySpecLoadBalancerBackendUtilizationOutOfBand,
    >,
    /// If a given endpoint has not reported load metrics in this long, stop using the reported weight. Defaults to 3m.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weight_expiration_period: Option<String>,
    /// How often endpoint weights are recalculated. Values less than 100ms are capped at 100ms. Default 1s.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weight_update_period: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecLoadBalancerBackendUtilizationOutOfBand {
    /// Authority overrides the :authority header on the OutOfBand gRPC stream.
    /// If unset, Envoy uses the endpoint hostname, then the dialed address, then
    /// the cluster name.
    #[crd(max_length = 259, min_length = 1, pattern = r#"^[^\x00\n\r]*$"#)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authority: Option<String>,
    /// Port overrides the port used for the OutOfBand reporting connection, e.g. to
    /// reach a separate reporting sidecar. Defaults to the endpoint's port.
    #[crd(maximum = 65535, minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub port: Option<i32>,
    /// ReportingPeriod is how often Envoy requests load reports from the server.
    /// Must be greater than 0. Defaults to 10s.
    #[crd(
        pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$",
        validation(
            rule = "duration(self) > duration('0s')",
            message = "reportingPeriod must be greater than 0"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reporting_period: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecLoadBalancerConsistentHash {
    /// Cookie configures the cookie hash policy when the consistent hash type is set to Cookie.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cookie: Option<BackendTrafficPolicySpecLoadBalancerConsistentHashCookie>,
    /// Header configures the header hash policy when the consistent hash type is set to Header.
    ///
    /// Deprecated: use Headers instead
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub header: Option<BackendTrafficPolicySpecLoadBalancerConsistentHashHeader>,
    /// Headers configures the header hash policy for each header, when the consistent hash type is set to Headers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub headers: Option<Vec<BackendTrafficPolicySpecLoadBalancerConsistentHashHeaders>>,
    /// QueryParams configures the query parameter hash policy when the consistent hash type is set to QueryParams.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub query_params: Option<
        Vec<BackendTrafficPolicySpecLoadBalancerConsistentHashQueryParams>,
    >,
    /// The table size for consistent hashing, must be prime number limited to 5000011.
    #[crd(default = 65537, maximum = 5000011, minimum = 2)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table_size: Option<i64>,
    /// ConsistentHashType defines the type of input to hash on. Valid Type values are
    /// "SourceIP",
    /// "Header",
    /// "Headers",
    /// "Cookie".
    /// "QueryParams".
    #[crd(enum = ["SourceIP", "Header", "Headers", "Cookie", "QueryParams"])]
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecLoadBalancerConsistentHashCookie {
    /// Additional Attributes to set for the generated cookie.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attributes: Option<std::collections::BTreeMap<String, String>>,
    /// Name of the cookie to hash.
    /// If this cookie does not exist in the request, Envoy will generate a cookie and set
    /// the TTL on the response back to the client based on Layer 4
    /// attributes of the backend endpoint, to ensure that these future requests
    /// go to the same backend endpoint. Make sure to set the TTL field for this case.
    pub name: String,
    /// TTL of the generated cookie if the cookie is not present. This value sets the
    /// Max-Age attribute value.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ttl: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecLoadBalancerConsistentHashHeader {
    /// Name of the header to hash.
    pub name: String,
}

/// Header defines the header hashing configuration for consistent hash based
/// load balancing.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecLoadBalancerConsistentHashHeaders {
    /// Name of the header to hash.
    pub name: String,
}

/// QueryParam defines the query parameter name hashing configuration for consistent hash based
/// load balancing.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecLoadBalancerConsistentHashQueryParams {
    /// Name of the query param to hash.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecLoadBalancerDynamicModule {
    /// Config is optional configuration for the module's load balancer
    /// implementation. This is serialized and passed to the module's
    /// initialization function.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config: Option<serde_json::Value>,
    /// LBPolicyName identifies a specific load balancer implementation within
    /// the dynamic module. A single shared library can contain multiple LB
    /// policy implementations. This value is passed to the module's
    /// initialization function to select the appropriate implementation.
    #[crd(max_length = 253, min_length = 1)]
    pub lb_policy_name: String,
    /// Name references a dynamic module registered in the EnvoyProxy resource's
    /// dynamicModules list. The referenced module must exist in the registry;
    /// otherwise, the policy will be rejected.
    #[crd(
        max_length = 253,
        min_length = 1,
        pattern = "^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$"
    )]
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecLoadBalancerEndpointOverride {
    /// ExtractFrom defines the sources to extract endpoint override information from.
    #[crd(max_items = 10, min_items = 1)]
    pub extract_from: Vec<
        BackendTrafficPolicySpecLoadBalancerEndpointOverrideExtractFrom,
    >,
}

/// EndpointOverrideExtractFrom defines a source to extract endpoint override information from.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecLoadBalancerEndpointOverrideExtractFrom {
    /// Header defines the header to get the override endpoint addresses.
    /// The header value must specify at least one endpoint in `IP:Port` format or multiple endpoints in `IP:Port,IP:Port,...` format.
    /// For example `10.0.0.5:8080` or `[2600:4040:5204::1574:24ae]:80`.
    /// The IPv6 address is enclosed in square brackets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub header: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecLoadBalancerSlowStart {
    /// Window defines the duration of the warm up period for newly added host.
    /// During slow start window, traffic sent to the newly added hosts will gradually increase.
    /// Currently only supports linear growth of traffic. For additional details,
    /// see https://www.envoyproxy.io/docs/envoy/latest/api-v3/config/cluster/v3/cluster.proto#config-cluster-v3-cluster-slowstartconfig
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    pub window: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecLoadBalancerZoneAware {
    /// PreferLocalZone configures zone-aware routing to prefer sending traffic to the local locality zone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prefer_local: Option<BackendTrafficPolicySpecLoadBalancerZoneAwarePreferLocal>,
    /// WeightedZones configures weight-based traffic distribution across locality zones.
    /// Traffic is distributed proportionally based on the sum of all zone weights.
    #[crd(list_map_keys("zone"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weighted_zones: Option<
        Vec<BackendTrafficPolicySpecLoadBalancerZoneAwareWeightedZones>,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecLoadBalancerZoneAwarePreferLocal {
    /// ForceLocalZone defines override configuration for forcing all traffic to stay within the local zone instead of the default behavior
    /// which maintains equal distribution among upstream endpoints while sending as much traffic as possible locally.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub force: Option<BackendTrafficPolicySpecLoadBalancerZoneAwarePreferLocalForce>,
    /// MinEndpointsThreshold is the minimum number of total upstream endpoints across all zones required to enable zone-aware routing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_endpoints_threshold: Option<i64>,
    /// Configures percentage of requests that will be considered for zone aware routing if zone aware routing is configured. If not specified, Envoy defaults to 100%.
    #[crd(maximum = 100, minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub percentage_enabled: Option<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecLoadBalancerZoneAwarePreferLocalForce {
    /// MinEndpointsInZoneThreshold is the minimum number of upstream endpoints in the local zone required to honor the forceLocalZone
    /// override. This is useful for protecting zones with fewer endpoints.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_endpoints_in_zone_threshold: Option<i32>,
}

/// WeightedZoneConfig defines the weight for a specific locality zone.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecLoadBalancerZoneAwareWeightedZones {
    /// Weight defines the weight for this locality.
    /// Higher values receive more traffic. The actual traffic distribution
    /// is proportional to this value relative to other localities.
    pub weight: i32,
    /// Zone specifies the topology zone this weight applies to.
    /// The value should match the topology.kubernetes.io/zone label
    /// of the nodes where endpoints are running.
    /// Zones not listed in the configuration receive a default weight of 1.
    pub zone: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecProxyProtocol {
    /// Version of ProxyProtocol
    /// Valid ProxyProtocolVersion values are
    /// "V1"
    /// "V2"
    #[crd(enum = ["V1", "V2"])]
    pub version: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimit {
    /// Global defines global rate limit configuration.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub global: Option<BackendTrafficPolicySpecRateLimitGlobal>,
    /// Local defines local rate limit configuration.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub local: Option<BackendTrafficPolicySpecRateLimitLocal>,
    /// Type decides the scope for the RateLimits.
    /// Valid RateLimitType values are "Global" or "Local".
    ///
    /// Deprecated: Use Global and/or Local fields directly instead. Both can be specified simultaneously for combined rate limiting.
    #[crd(enum = ["Global", "Local"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitGlobal {
    /// Rules are a list of RateLimit selectors and limits. Each rule and its
    /// associated limit is applied in a mutually exclusive way. If a request
    /// matches multiple rules, each of their associated limits get applied, so a
    /// single request might increase the rate limit counters for multiple rules
    /// if selected. The rate limit service will return a logical OR of the individual
    /// rate limit decisions of all matching rules. For example, if a request
    /// matches two rules, one rate limited and one not, the final decision will be
    /// to rate limit the request.
    #[crd(max_items = 256)]
    pub rules: Vec<BackendTrafficPolicySpecRateLimitGlobalRules>,
}

/// RateLimitRule defines the semantics for matching attributes
/// from the incoming requests, and setting limits for them.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitGlobalRules {
    /// ClientSelectors holds the list of select conditions to select
    /// specific clients using attributes from the traffic flow.
    /// All individual select conditions must hold True for this rule
    /// and its limit to be applied.
    ///
    /// If no client selectors are specified, the rule applies to all traffic of
    /// the targeted Route.
    ///
    /// If the policy targets a Gateway, the rule applies to each Route of the Gateway.
    /// Please note that each Route has its own rate limit counters. For example,
    /// if a Gateway has two Routes, and the policy has a rule with limit 10rps,
    /// each Route will have its own 10rps limit.
    #[crd(max_items = 8)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_selectors: Option<
        Vec<BackendTrafficPolicySpecRateLimitGlobalRulesClientSelectors>,
    >,
    /// Cost specifies the cost of requests and responses for the rule.
    ///
    /// This is optional and if not specified, the default behavior is to reduce the rate limit counters by 1 on
    /// the request path and do not reduce the rate limit counters on the response path.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost: Option<BackendTrafficPolicySpecRateLimitGlobalRulesCost>,
    /// Limit holds the rate limit values.
    /// This limit is applied for traffic flows when the selectors
    /// compute to True, causing the request to be counted towards the limit.
    /// The limit is enforced and the request is ratelimited, i.e. a response with
    /// 429 HTTP status code is sent back to the client when
    /// the selected requests have reached the limit.
    pub limit: BackendTrafficPolicySpecRateLimitGlobalRulesLimit,
    /// ShadowMode indicates whether this rate-limit rule runs in shadow mode.
    /// When enabled, all rate-limiting operations are performed (cache lookups,
    /// counter updates, telemetry generation), but the outcome is never enforced.
    /// The request always succeeds, even if the configured limit is exceeded.
    ///
    /// Only supported for Global Rate Limits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shadow_mode: Option<bool>,
    /// Shared determines whether this rate limit rule applies across all the policy targets.
    /// If set to true, the rule is treated as a common bucket and is shared across all policy targets (xRoutes).
    /// Default: false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shared: Option<bool>,
    /// XRateLimitHeaders controls whether X-RateLimit response headers are emitted for this rate limit rule.
    /// When set, this overrides the global DisableRateLimitHeaders setting in ClientTrafficPolicy for this rule.
    /// If not set, the rule inherits the listener-level setting (default behavior).
    #[crd(enum = ["Off", "DraftVersion03"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub x_rate_limit_headers: Option<String>,
}

/// RateLimitSelectCondition specifies the attributes within the traffic flow that can
/// be used to select a subset of clients to be ratelimited.
/// All the individual conditions must hold True for the overall condition to hold True.
/// And, at least one of headers or methods or path or sourceCIDR or queryParams condition must be specified.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "has(self.headers) || has(self.methods) || has(self.path) || has(self.sourceCIDR) || has(self.queryParams)",
        message = "at least one of headers, methods, path, sourceCIDR or queryParams must be specified"
    )
)]
pub struct BackendTrafficPolicySpecRateLimitGlobalRulesClientSelectors {
    /// Headers is a list of request headers to match. Multiple header values are ANDed together,
    /// meaning, a request MUST match all the specified headers.
    #[crd(max_items = 128)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub headers: Option<
        Vec<BackendTrafficPolicySpecRateLimitGlobalRulesClientSelectorsHeaders>,
    >,
    /// Methods is a list of request methods to match. Multiple method values are ORed together,
    /// meaning, a request can match any one of the specified methods. If not specified, it matches all methods.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub methods: Option<
        Vec<BackendTrafficPolicySpecRateLimitGlobalRulesClientSelectorsMethods>,
    >,
    /// Path is the request path to match.
    /// Support Exact, PathPrefix and RegularExpression match types.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<BackendTrafficPolicySpecRateLimitGlobalRulesClientSelectorsPath>,
    /// QueryParams is a list of query parameters to match. Multiple query parameter values are ANDed together,
    /// meaning, a request MUST match all the specified query parameters.
    #[crd(max_items = 16)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub query_params: Option<
        Vec<BackendTrafficPolicySpecRateLimitGlobalRulesClientSelectorsQueryParams>,
    >,
    /// SourceCIDR is the client IP Address range to match on.
    #[serde(rename = "sourceCIDR", default, skip_serializing_if = "Option::is_none")]
    pub source_cidr: Option<
        BackendTrafficPolicySpecRateLimitGlobalRulesClientSelectorsSourceCidr,
    >,
}

/// HeaderMatch defines the match attributes within the HTTP Headers of the request.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitGlobalRulesClientSelectorsHeaders {
    /// Invert specifies whether the value match result will be inverted.
    /// Do not set this field when Type="Distinct", implying matching on any/all unique
    /// values within the header.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invert: Option<bool>,
    /// Name of the HTTP header.
    /// The header name is case-insensitive unless PreserveHeaderCase is set to true.
    /// For example, "Foo" and "foo" are considered the same header.
    #[crd(max_length = 256, min_length = 1)]
    pub name: String,
    /// Type specifies how to match against the value of the header.
    #[crd(default = "Exact", enum = ["Exact", "RegularExpression", "Distinct"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Value within the HTTP header.
    /// Do not set this field when Type="Distinct", implying matching on any/all unique
    /// values within the header.
    #[crd(max_length = 1024)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

/// MethodMatch defines the matching criteria for the HTTP method of a request.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitGlobalRulesClientSelectorsMethods {
    /// Invert specifies whether the value match result will be inverted.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invert: Option<bool>,
    /// Value specifies the HTTP method.
    #[crd(
        enum = ["GET",
        "HEAD",
        "POST",
        "PUT",
        "DELETE",
        "CONNECT",
        "OPTIONS",
        "TRACE",
        "PATCH"]
    )]
    pub value: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitGlobalRulesClientSelectorsPath {
    /// Invert specifies whether the value match result will be inverted.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invert: Option<bool>,
    /// Type specifies how to match against the value of the path.
    #[crd(default = "PathPrefix", enum = ["Exact", "PathPrefix", "RegularExpression"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Value specifies the HTTP path.
    #[crd(default = "/", max_length = 1024)]
    pub value: String,
}

/// QueryParamMatch defines the match attributes within the query parameters of the request.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitGlobalRulesClientSelectorsQueryParams {
    /// Invert specifies whether the value match result will be inverted.
    /// Do not set this field when Type="Distinct", implying matching on any/all unique
    /// values within the query parameter.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invert: Option<bool>,
    /// Name of the query parameter.
    #[crd(max_length = 256, min_length = 1)]
    pub name: String,
    /// Type specifies how to match against the value of the query parameter.
    #[crd(default = "Exact", enum = ["Exact", "RegularExpression", "Distinct"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Value of the query parameter.
    /// Do not set this field when Type="Distinct", implying matching on any/all unique
    /// values within the query parameter.
    #[crd(max_length = 1024)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitGlobalRulesClientSelectorsSourceCidr {
    /// Invert specifies whether the source range match result will be inverted.
    /// When true, the rule matches when the client IP is not in the specified range(s).
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invert: Option<bool>,
    #[crd(default = "Exact", enum = ["Exact", "Distinct"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Value is the IP CIDR that represents the range of Source IP Addresses of the client.
    /// These could also be the intermediate addresses through which the request has flown through and is part of the  `X-Forwarded-For` header.
    /// For example, `192.168.0.1/32`, `192.168.0.0/24`, `001:db8::/64`.
    #[crd(max_length = 256, min_length = 1)]
    pub value: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitGlobalRulesCost {
    /// Request specifies the number to reduce the rate limit counters
    /// on the request path. If this is not specified, the default behavior
    /// is to reduce the rate limit counters by 1.
    ///
    /// When Envoy receives a request that matches the rule, it tries to reduce the
    /// rate limit counters by the specified number. If the counter doesn't have
    /// enough capacity, the request is rate limited.
    #[crd(
        validation(
            rule = "!(has(self.number) && has(self.metadata))",
            message = "only one of number or metadata can be specified"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub request: Option<BackendTrafficPolicySpecRateLimitGlobalRulesCostRequest>,
    /// Response specifies the number to reduce the rate limit counters
    /// after the response is sent back to the client or the request stream is closed.
    ///
    /// The cost is used to reduce the rate limit counters for the matching requests.
    /// Since the reduction happens after the request stream is complete, the rate limit
    /// won't be enforced for the current request, but for the subsequent matching requests.
    ///
    /// This is optional and if not specified, the rate limit counters are not reduced
    /// on the response path.
    ///
    /// Currently, this is only supported for HTTP Global Rate Limits.
    #[crd(
        validation(
            rule = "!(has(self.number) && has(self.metadata))",
            message = "only one of number or metadata can be specified"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub response: Option<BackendTrafficPolicySpecRateLimitGlobalRulesCostResponse>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitGlobalRulesCostRequest {
    /// From specifies where to get the rate limit cost. Currently, only "Number" and "Metadata" are supported.
    #[crd(enum = ["Number", "Metadata"])]
    pub from: String,
    /// Metadata specifies the per-request metadata to retrieve the usage number from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata: Option<
        BackendTrafficPolicySpecRateLimitGlobalRulesCostRequestMetadata,
    >,
    /// Number specifies the fixed usage number to reduce the rate limit counters.
    /// Using zero can be used to only check the rate limit counters without reducing them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<i64>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitGlobalRulesCostRequestMetadata {
    /// Key is the key to retrieve the usage number from the filter metadata.
    pub key: String,
    /// Namespace is the namespace of the dynamic metadata.
    pub namespace: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitGlobalRulesCostResponse {
    /// From specifies where to get the rate limit cost. Currently, only "Number" and "Metadata" are supported.
    #[crd(enum = ["Number", "Metadata"])]
    pub from: String,
    /// Metadata specifies the per-request metadata to retrieve the usage number from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata: Option<
        BackendTrafficPolicySpecRateLimitGlobalRulesCostResponseMetadata,
    >,
    /// Number specifies the fixed usage number to reduce the rate limit counters.
    /// Using zero can be used to only check the rate limit counters without reducing them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<i64>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitGlobalRulesCostResponseMetadata {
    /// Key is the key to retrieve the usage number from the filter metadata.
    pub key: String,
    /// Namespace is the namespace of the dynamic metadata.
    pub namespace: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitGlobalRulesLimit {
    /// FromMetadata sources the limit value from per-request dynamic metadata.
    /// When the referenced metadata value is present, it overrides Requests/Unit for that
    /// request; otherwise Requests/Unit are used as the default.
    ///
    /// The referenced metadata value must be a struct containing an integer "requests_per_unit"
    /// property and a "unit" property with a value parseable to a RateLimitUnit. An upstream
    /// filter (e.g. ext_proc) is responsible for writing this struct into dynamic metadata.
    ///
    /// Only supported for Global Rate Limits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from_metadata: Option<
        BackendTrafficPolicySpecRateLimitGlobalRulesLimitFromMetadata,
    >,
    /// Requests is the number of requests (or cost units, when used with
    /// cost-based rate limiting) allowed per Unit.
    #[crd(maximum = 4294967295, minimum = 0)]
    pub requests: i64,
    /// RateLimitUnit specifies the intervals for setting rate limits.
    /// Valid RateLimitUnit values are "Second", "Minute", "Hour", "Day", "Week", "Month" and "Year".
    #[crd(enum = ["Second", "Minute", "Hour", "Day", "Week", "Month", "Year"])]
    pub unit: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitGlobalRulesLimitFromMetadata {
    /// Key is the key to retrieve the limit value from within the namespaced filter metadata.
    #[crd(min_length = 1)]
    pub key: String,
    /// Namespace is the namespace of the dynamic metadata.
    #[crd(min_length = 1)]
    pub namespace: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitLocal {
    /// Rules are a list of RateLimit selectors and limits. If a request matches
    /// multiple rules, the strictest limit is applied. For example, if a request
    /// matches two rules, one with 10rps and one with 20rps, the final limit will
    /// be based on the rule with 10rps.
    #[crd(
        max_items = 16,
        validation(
            rule = "self.all(r, !has(r.cost) || !has(r.cost.response))",
            message = "response cost is not supported for Local Rate Limits"
        ),
        validation(
            rule = "self.all(r, !has(r.limit.fromMetadata))",
            message = "limit fromMetadata is not supported for Local Rate Limits"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<Vec<BackendTrafficPolicySpecRateLimitLocalRules>>,
}

/// RateLimitRule defines the semantics for matching attributes
/// from the incoming requests, and setting limits for them.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitLocalRules {
    /// ClientSelectors holds the list of select conditions to select
    /// specific clients using attributes from the traffic flow.
    /// All individual select conditions must hold True for this rule
    /// and its limit to be applied.
    ///
    /// If no client selectors are specified, the rule applies to all traffic of
    /// the targeted Route.
    ///
    /// If the policy targets a Gateway, the rule applies to each Route of the Gateway.
    /// Please note that each Route has its own rate limit counters. For example,
    /// if a Gateway has two Routes, and the policy has a rule with limit 10rps,
    /// each Route will have its own 10rps limit.
    #[crd(max_items = 8)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_selectors: Option<
        Vec<BackendTrafficPolicySpecRateLimitLocalRulesClientSelectors>,
    >,
    /// Cost specifies the cost of requests and responses for the rule.
    ///
    /// This is optional and if not specified, the default behavior is to reduce the rate limit counters by 1 on
    /// the request path and do not reduce the rate limit counters on the response path.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost: Option<BackendTrafficPolicySpecRateLimitLocalRulesCost>,
    /// Limit holds the rate limit values.
    /// This limit is applied for traffic flows when the selectors
    /// compute to True, causing the request to be counted towards the limit.
    /// The limit is enforced and the request is ratelimited, i.e. a response with
    /// 429 HTTP status code is sent back to the client when
    /// the selected requests have reached the limit.
    pub limit: BackendTrafficPolicySpecRateLimitLocalRulesLimit,
    /// ShadowMode indicates whether this rate-limit rule runs in shadow mode.
    /// When enabled, all rate-limiting operations are performed (cache lookups,
    /// counter updates, telemetry generation), but the outcome is never enforced.
    /// The request always succeeds, even if the configured limit is exceeded.
    ///
    /// Only supported for Global Rate Limits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shadow_mode: Option<bool>,
    /// Shared determines whether this rate limit rule applies across all the policy targets.
    /// If set to true, the rule is treated as a common bucket and is shared across all policy targets (xRoutes).
    /// Default: false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shared: Option<bool>,
    /// XRateLimitHeaders controls whether X-RateLimit response headers are emitted for this rate limit rule.
    /// When set, this overrides the global DisableRateLimitHeaders setting in ClientTrafficPolicy for this rule.
    /// If not set, the rule inherits the listener-level setting (default behavior).
    #[crd(enum = ["Off", "DraftVersion03"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub x_rate_limit_headers: Option<String>,
}

/// RateLimitSelectCondition specifies the attributes within the traffic flow that can
/// be used to select a subset of clients to be ratelimited.
/// All the individual conditions must hold True for the overall condition to hold True.
/// And, at least one of headers or methods or path or sourceCIDR or queryParams condition must be specified.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "has(self.headers) || has(self.methods) || has(self.path) || has(self.sourceCIDR) || has(self.queryParams)",
        message = "at least one of headers, methods, path, sourceCIDR or queryParams must be specified"
    )
)]
pub struct BackendTrafficPolicySpecRateLimitLocalRulesClientSelectors {
    /// Headers is a list of request headers to match. Multiple header values are ANDed together,
    /// meaning, a request MUST match all the specified headers.
    #[crd(max_items = 128)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub headers: Option<
        Vec<BackendTrafficPolicySpecRateLimitLocalRulesClientSelectorsHeaders>,
    >,
    /// Methods is a list of request methods to match. Multiple method values are ORed together,
    /// meaning, a request can match any one of the specified methods. If not specified, it matches all methods.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub methods: Option<
        Vec<BackendTrafficPolicySpecRateLimitLocalRulesClientSelectorsMethods>,
    >,
    /// Path is the request path to match.
    /// Support Exact, PathPrefix and RegularExpression match types.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<BackendTrafficPolicySpecRateLimitLocalRulesClientSelectorsPath>,
    /// QueryParams is a list of query parameters to match. Multiple query parameter values are ANDed together,
    /// meaning, a request MUST match all the specified query parameters.
    #[crd(max_items = 16)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub query_params: Option<
        Vec<BackendTrafficPolicySpecRateLimitLocalRulesClientSelectorsQueryParams>,
    >,
    /// SourceCIDR is the client IP Address range to match on.
    #[serde(rename = "sourceCIDR", default, skip_serializing_if = "Option::is_none")]
    pub source_cidr: Option<
        BackendTrafficPolicySpecRateLimitLocalRulesClientSelectorsSourceCidr,
    >,
}

/// HeaderMatch defines the match attributes within the HTTP Headers of the request.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitLocalRulesClientSelectorsHeaders {
    /// Invert specifies whether the value match result will be inverted.
    /// Do not set this field when Type="Distinct", implying matching on any/all unique
    /// values within the header.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invert: Option<bool>,
    /// Name of the HTTP header.
    /// The header name is case-insensitive unless PreserveHeaderCase is set to true.
    /// For example, "Foo" and "foo" are considered the same header.
    #[crd(max_length = 256, min_length = 1)]
    pub name: String,
    /// Type specifies how to match against the value of the header.
    #[crd(default = "Exact", enum = ["Exact", "RegularExpression", "Distinct"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Value within the HTTP header.
    /// Do not set this field when Type="Distinct", implying matching on any/all unique
    /// values within the header.
    #[crd(max_length = 1024)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

/// MethodMatch defines the matching criteria for the HTTP method of a request.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitLocalRulesClientSelectorsMethods {
    /// Invert specifies whether the value match result will be inverted.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invert: Option<bool>,
    /// Value specifies the HTTP method.
    #[crd(
        enum = ["GET",
        "HEAD",
        "POST",
        "PUT",
        "DELETE",
        "CONNECT",
        "OPTIONS",
        "TRACE",
        "PATCH"]
    )]
    pub value: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitLocalRulesClientSelectorsPath {
    /// Invert specifies whether the value match result will be inverted.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invert: Option<bool>,
    /// Type specifies how to match against the value of the path.
    #[crd(default = "PathPrefix", enum = ["Exact", "PathPrefix", "RegularExpression"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Value specifies the HTTP path.
    #[crd(default = "/", max_length = 1024)]
    pub value: String,
}

/// QueryParamMatch defines the match attributes within the query parameters of the request.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitLocalRulesClientSelectorsQueryParams {
    /// Invert specifies whether the value match result will be inverted.
    /// Do not set this field when Type="Distinct", implying matching on any/all unique
    /// values within the query parameter.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invert: Option<bool>,
    /// Name of the query parameter.
    #[crd(max_length = 256, min_length = 1)]
    pub name: String,
    /// Type specifies how to match against the value of the query parameter.
    #[crd(default = "Exact", enum = ["Exact", "RegularExpression", "Distinct"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Value of the query parameter.
    /// Do not set this field when Type="Distinct", implying matching on any/all unique
    /// values within the query parameter.
    #[crd(max_length = 1024)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitLocalRulesClientSelectorsSourceCidr {
    /// Invert specifies whether the source range match result will be inverted.
    /// When true, the rule matches when the client IP is not in the specified range(s).
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invert: Option<bool>,
    #[crd(default = "Exact", enum = ["Exact", "Distinct"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Value is the IP CIDR that represents the range of Source IP Addresses of the client.
    /// These could also be the intermediate addresses through which the request has flown through and is part of the  `X-Forwarded-For` header.
    /// For example, `192.168.0.1/32`, `192.168.0.0/24`, `001:db8::/64`.
    #[crd(max_length = 256, min_length = 1)]
    pub value: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitLocalRulesCost {
    /// Request specifies the number to reduce the rate limit counters
    /// on the request path. If this is not specified, the default behavior
    /// is to reduce the rate limit counters by 1.
    ///
    /// When Envoy receives a request that matches the rule, it tries to reduce the
    /// rate limit counters by the specified number. If the counter doesn't have
    /// enough capacity, the request is rate limited.
    #[crd(
        validation(
            rule = "!(has(self.number) && has(self.metadata))",
            message = "only one of number or metadata can be specified"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub request: Option<BackendTrafficPolicySpecRateLimitLocalRulesCostRequest>,
    /// Response specifies the number to reduce the rate limit counters
    /// after the response is sent back to the client or the request stream is closed.
    ///
    /// The cost is used to reduce the rate limit counters for the matching requests.
    /// Since the reduction happens after the request stream is complete, the rate limit
    /// won't be enforced for the current request, but for the subsequent matching requests.
    ///
    /// This is optional and if not specified, the rate limit counters are not reduced
    /// on the response path.
    ///
    /// Currently, this is only supported for HTTP Global Rate Limits.
    #[crd(
        validation(
            rule = "!(has(self.number) && has(self.metadata))",
            message = "only one of number or metadata can be specified"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub response: Option<BackendTrafficPolicySpecRateLimitLocalRulesCostResponse>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitLocalRulesCostRequest {
    /// From specifies where to get the rate limit cost. Currently, only "Number" and "Metadata" are supported.
    #[crd(enum = ["Number", "Metadata"])]
    pub from: String,
    /// Metadata specifies the per-request metadata to retrieve the usage number from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata: Option<BackendTrafficPolicySpecRateLimitLocalRulesCostRequestMetadata>,
    /// Number specifies the fixed usage number to reduce the rate limit counters.
    /// Using zero can be used to only check the rate limit counters without reducing them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<i64>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitLocalRulesCostRequestMetadata {
    /// Key is the key to retrieve the usage number from the filter metadata.
    pub key: String,
    /// Namespace is the namespace of the dynamic metadata.
    pub namespace: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitLocalRulesCostResponse {
    /// From specifies where to get the rate limit cost. Currently, only "Number" and "Metadata" are supported.
    #[crd(enum = ["Number", "Metadata"])]
    pub from: String,
    /// Metadata specifies the per-request metadata to retrieve the usage number from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata: Option<
        BackendTrafficPolicySpecRateLimitLocalRulesCostResponseMetadata,
    >,
    /// Number specifies the fixed usage number to reduce the rate limit counters.
    /// Using zero can be used to only check the rate limit counters without reducing them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<i64>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitLocalRulesCostResponseMetadata {
    /// Key is the key to retrieve the usage number from the filter metadata.
    pub key: String,
    /// Namespace is the namespace of the dynamic metadata.
    pub namespace: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitLocalRulesLimit {
    /// FromMetadata sources the limit value from per-request dynamic metadata.
    /// When the referenced metadata value is present, it overrides Requests/Unit for that
    /// request; otherwise Requests/Unit are used as the default.
    ///
    /// The referenced metadata value must be a struct containing an integer "requests_per_unit"
    /// property and a "unit" property with a value parseable to a RateLimitUnit. An upstream
    /// filter (e.g. ext_proc) is responsible for writing this struct into dynamic metadata.
    ///
    /// Only supported for Global Rate Limits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from_metadata: Option<
        BackendTrafficPolicySpecRateLimitLocalRulesLimitFromMetadata,
    >,
    /// Requests is the number of requests (or cost units, when used with
    /// cost-based rate limiting) allowed per Unit.
    #[crd(maximum = 4294967295, minimum = 0)]
    pub requests: i64,
    /// RateLimitUnit specifies the intervals for setting rate limits.
    /// Valid RateLimitUnit values are "Second", "Minute", "Hour", "Day", "Week", "Month" and "Year".
    #[crd(enum = ["Second", "Minute", "Hour", "Day", "Week", "Month", "Year"])]
    pub unit: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRateLimitLocalRulesLimitFromMetadata {
    /// Key is the key to retrieve the limit value from within the namespaced filter metadata.
    #[crd(min_length = 1)]
    pub key: String,
    /// Namespace is the namespace of the dynamic metadata.
    #[crd(min_length = 1)]
    pub namespace: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRequestBuffer {
    /// Limit specifies the maximum allowed size in bytes for each incoming request buffer.
    /// If exceeded, the request will be rejected with HTTP 413 Content Too Large.
    ///
    /// Accepts values in resource.Quantity format (e.g., "10Mi", "500Ki").
    // crdgen import: `allOf` has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"allOf":[{"pattern":"^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$"},{"pattern":"^[1-9]+[0-9]*([EPTGMK]i|[EPTGMk])?$"}],"anyOf":[{"type":"integer"},{"type":"string"}],"x-kubernetes-int-or-string":true}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<k8s_openapi::apimachinery::pkg::util::intstr::IntOrString>,
}

/// ResponseOverride defines the configuration to override specific responses with a custom one.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "(has(self.response) && !has(self.redirect)) || (!has(self.response) && has(self.redirect))",
        message = "exactly one of response or redirect must be specified"
    )
)]
pub struct BackendTrafficPolicySpecResponseOverride {
    /// Match configuration.
    #[crd(
        validation(
            rule = "has(self.statusCodes) || has(self.responseHeaders)",
            message = "at least one of statusCodes or responseHeaders must be specified"
        )
    )]
    pub r#match: BackendTrafficPolicySpecResponseOverrideMatch,
    /// Redirect configuration
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub redirect: Option<BackendTrafficPolicySpecResponseOverrideRedirect>,
    /// Response configuration.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub response: Option<BackendTrafficPolicySpecResponseOverrideResponse>,
    /// Source specifies which responses this rule applies to.
    /// Local overrides only Envoy-generated responses (e.g. auth failures).
    /// Backend overrides only upstream responses.
    /// All (default) overrides both.
    #[crd(enum = ["All", "Local", "Backend"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecResponseOverrideMatch {
    /// Response headers to match on. The match evaluates to true if all matches are successful.
    #[crd(max_items = 16, min_items = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub response_headers: Option<
        Vec<BackendTrafficPolicySpecResponseOverrideMatchResponseHeaders>,
    >,
    /// Status code to match on. The match evaluates to true if any of the matches are successful.
    #[crd(max_items = 50, min_items = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status_codes: Option<
        Vec<BackendTrafficPolicySpecResponseOverrideMatchStatusCodes>,
    >,
}

/// ResponseOverrideHeaderMatch defines the configuration for matching a response header.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecResponseOverrideMatchResponseHeaders {
    /// Name of the HTTP header.
    /// The header name is case-insensitive.
    /// For example, "Foo" and "foo" are considered the same header.
    #[crd(
        max_length = 256,
        min_length = 1,
        pattern = r#"^[A-Za-z0-9!#$%&'*+\-.^_\x60|~]+$"#
    )]
    pub name: String,
    /// Value within the HTTP header to match against.
    pub value: BackendTrafficPolicySpecResponseOverrideMatchResponseHeadersValue,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecResponseOverrideMatchResponseHeadersValue {
    /// Type specifies how to match against a string.
    #[crd(default = "Exact", enum = ["Exact", "Prefix", "Suffix", "RegularExpression"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Value specifies the string value that the match must have.
    #[crd(max_length = 1024, min_length = 1)]
    pub value: String,
}

/// StatusCodeMatch defines the configuration for matching a status code.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "(!has(self.type) || self.type == 'Value')? has(self.value) : true",
        message = "value must be set for type Value"
    ),
    validation(
        rule = "(has(self.type) && self.type == 'Range')? has(self.range) : true",
        message = "range must be set for type Range"
    )
)]
pub struct BackendTrafficPolicySpecResponseOverrideMatchStatusCodes {
    /// Range contains the range of status codes.
    #[crd(
        validation(
            rule = "self.end > self.start",
            message = "end must be greater than start"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub range: Option<BackendTrafficPolicySpecResponseOverrideMatchStatusCodesRange>,
    /// Type is the type of value.
    /// Valid values are Value and Range, default is Value.
    // crdgen import: `allOf` has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"allOf":[{"enum":["Value","Range"]},{"enum":["Value","Range"]}],"default":"Value","type":"string"}"#
    )]
    pub r#type: String,
    /// Value contains the value of the status code.
    #[crd(format = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<i64>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecResponseOverrideMatchStatusCodesRange {
    /// End of the range, including the end value.
    #[crd(format = "")]
    pub end: i64,
    /// Start of the range, including the start value.
    #[crd(format = "")]
    pub start: i64,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecResponseOverrideRedirect {
    /// Hostname is the hostname to be used in the value of the `Location`
    /// header in the response.
    /// When empty, the hostname in the `Host` header of the request is used.
    #[crd(
        max_length = 253,
        min_length = 1,
        pattern = r#"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hostname: Option<String>,
    /// Path defines parameters used to modify the path of the incoming request.
    /// The modified path is then used to construct the `Location` header. When
    /// empty, the request path is used as-is.
    /// Only ReplaceFullPath path modifier is supported currently.
    #[crd(
        validation(
            rule = "self.type == 'ReplaceFullPath'",
            message = "only ReplaceFullPath is supported for path.type"
        ),
        validation(
            rule = "self.type == 'ReplaceFullPath' ? has(self.replaceFullPath) : true",
            message = "replaceFullPath must be specified when type is set to 'ReplaceFullPath'"
        ),
        validation(
            rule = "has(self.replaceFullPath) ? self.type == 'ReplaceFullPath' : true",
            message = "type must be 'ReplaceFullPath' when replaceFullPath is set"
        ),
        validation(
            rule = "self.type == 'ReplacePrefixMatch' ? has(self.replacePrefixMatch) : true",
            message = "replacePrefixMatch must be specified when type is set to 'ReplacePrefixMatch'"
        ),
        validation(
            rule = "has(self.replacePrefixMatch) ? self.type == 'ReplacePrefixMatch' : true",
            message = "type must be 'ReplacePrefixMatch' when replacePrefixMatch is set"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<BackendTrafficPolicySpecResponseOverrideRedirectPath>,
    /// Port is the port to be used in the value of the `Location`
    /// header in the response.
    ///
    /// If redirect scheme is not-empty, the well-known port associated with the redirect scheme will be used.
    /// Specifically "http" to port 80 and "https" to port 443. If the redirect scheme does not have a
    /// well-known port or redirect scheme is empty, the listener port of the Gateway will be used.
    ///
    /// Port will not be added in the 'Location' header if scheme is HTTP and port is 80
    /// or scheme is HTTPS and port is 443.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub port: Option<i32>,
    /// Scheme is the scheme to be used in the value of the `Location` header in
    /// the response. When empty, the scheme of the request is used.
    #[crd(enum = ["http", "https"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scheme: Option<String>,
    /// StatusCode is the HTTP status code to be used in response.
    #[crd(format = "", default = 302, enum = [301, 302])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status_code: Option<i64>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecResponseOverrideRedirectPath {
    /// ReplaceFullPath specifies the value with which to replace the full path
    /// of a request during a rewrite or redirect.
    #[crd(max_length = 1024)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replace_full_path: Option<String>,
    /// ReplacePrefixMatch specifies the value with which to replace the prefix
    /// match of a request during a rewrite or redirect. For example, a request
    /// to "/foo/bar" with a prefix match of "/foo" and a ReplacePrefixMatch
    /// of "/xyz" would be modified to "/xyz/bar".
    ///
    /// Note that this matches the behavior of the PathPrefix match type. This
    /// matches full path elements. A path element refers to the list of labels
    /// in the path split by the `/` separator. When specified, a trailing `/` is
    /// ignored. For example, the paths `/abc`, `/abc/`, and `/abc/def` would all
    /// match the prefix `/abc`, but the path `/abcd` would not.
    ///
    /// ReplacePrefixMatch is only compatible with a `PathPrefix` HTTPRouteMatch.
    /// Using any other HTTPRouteMatch type on the same HTTPRouteRule will result in
    /// the implementation setting the Accepted Condition for the Route to `status: False`.
    ///
    /// Request Path | Prefix Match | Replace Prefix | Modified Path
    #[crd(max_length = 1024)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replace_prefix_match: Option<String>,
    /// Type defines the type of path modifier. Additional types may be
    /// added in a future release of the API.
    ///
    /// Note that values may be added to this enum, implementations
    /// must ensure that unknown values will not cause a crash.
    ///
    /// Unknown values here must result in the implementation setting the
    /// Accepted Condition for the Route to `status: False`, with a
    /// Reason of `UnsupportedValue`.
    #[crd(enum = ["ReplaceFullPath", "ReplacePrefixMatch"])]
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecResponseOverrideResponse {
    /// Body of the Custom Response
    /// Supports Envoy command operators for dynamic content (see https://www.envoyproxy.io/docs/envoy/latest/configuration/observability/access_log/usage#command-operators).
    #[crd(
        validation(
            rule = "(!has(self.type) || self.type == 'Inline')? has(self.inline) : true",
            message = "inline must be set for type Inline"
        ),
        validation(
            rule = "(has(self.type) && self.type == 'ValueRef')? has(self.valueRef) : true",
            message = "valueRef must be set for type ValueRef"
        ),
        validation(
            rule = "has(self.valueRef) ? self.valueRef.kind == 'ConfigMap' : true",
            message = "only ConfigMap is supported for ValueRef"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub body: Option<BackendTrafficPolicySpecResponseOverrideResponseBody>,
    /// Content Type of the response. This will be set in the Content-Type header.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content_type: Option<String>,
    /// Header defines headers to add, set or remove from the response.
    /// This allows the response policy to append, add or override headers
    /// of the final response before it is sent to a downstream client.
    /// Note: Header removal is not supported for responseOverride.
    #[crd(
        validation(
            rule = "!has(self.remove) || size(self.remove) == 0",
            message = "Remove is not supported for header in CustomResponse"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub header: Option<BackendTrafficPolicySpecResponseOverrideResponseHeader>,
    /// Status Code of the Custom Response
    /// If unset, does not override the status of response.
    #[crd(format = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status_code: Option<i64>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecResponseOverrideResponseBody {
    /// Inline contains the value as an inline string.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inline: Option<String>,
    /// Type is the type of method to use to read the body value.
    /// Valid values are Inline and ValueRef, default is Inline.
    // crdgen import: `allOf` has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"allOf":[{"enum":["Inline","ValueRef"]},{"enum":["Inline","ValueRef"]}],"default":"Inline","type":"string"}"#
    )]
    pub r#type: String,
    /// ValueRef contains the contents of the body
    /// specified as a local object reference.
    /// Only a reference to ConfigMap is supported.
    ///
    /// The value of key `response.body` in the ConfigMap will be used as the response body.
    /// If the key is not found, the first value in the ConfigMap will be used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_ref: Option<BackendTrafficPolicySpecResponseOverrideResponseBodyValueRef>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecResponseOverrideResponseBodyValueRef {
    /// Group is the group of the referent. For example, "gateway.networking.k8s.io".
    /// When unspecified or empty string, core API group is inferred.
    #[crd(
        max_length = 253,
        pattern = r#"^$|^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"#
    )]
    pub group: String,
    /// Kind is kind of the referent. For example "HTTPRoute" or "Service".
    #[crd(
        max_length = 63,
        min_length = 1,
        pattern = "^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$"
    )]
    pub kind: String,
    /// Name is the name of the referent.
    #[crd(max_length = 253, min_length = 1)]
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecResponseOverrideResponseHeader {
    /// Add adds the given header(s) (name, value) to the request
    /// before the action. It appends to any existing values associated
    /// with the header name.
    ///
    /// Input:
    ///   GET /foo HTTP/1.1
    ///   my-header: foo
    ///
    /// Config:
    ///   add:
    ///   - name: "my-header"
    ///     value: "bar,baz"
    ///
    /// Output:
    ///   GET /foo HTTP/1.1
    ///   my-header: foo,bar,baz
    #[crd(max_items = 16, list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub add: Option<Vec<BackendTrafficPolicySpecResponseOverrideResponseHeaderAdd>>,
    /// Remove the given header(s) from the HTTP request before the action. The
    /// value of Remove is a list of HTTP header names. Note that the header
    /// names are case-insensitive (see
    /// https://datatracker.ietf.org/doc/html/rfc2616#section-4.2).
    ///
    /// Input:
    ///   GET /foo HTTP/1.1
    ///   my-header1: foo
    ///   my-header2: bar
    ///   my-header3: baz
    ///
    /// Config:
    ///   remove: ["my-header1", "my-header3"]
    ///
    /// Output:
    ///   GET /foo HTTP/1.1
    ///   my-header2: bar
    #[crd(max_items = 16, list_type = "set")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remove: Option<Vec<String>>,
    /// Set overwrites the request with the given header (name, value)
    /// before the action.
    ///
    /// Input:
    ///   GET /foo HTTP/1.1
    ///   my-header: foo
    ///
    /// Config:
    ///   set:
    ///   - name: "my-header"
    ///     value: "bar"
    ///
    /// Output:
    ///   GET /foo HTTP/1.1
    ///   my-header: bar
    #[crd(max_items = 16, list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub set: Option<Vec<BackendTrafficPolicySpecResponseOverrideResponseHeaderSet>>,
}

/// HTTPHeader represents an HTTP Header name and value as defined by RFC 7230.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecResponseOverrideResponseHeaderAdd {
    /// Name is the name of the HTTP Header to be matched. Name matching MUST be
    /// case-insensitive. (See https://tools.ietf.org/html/rfc7230#section-3.2).
    ///
    /// If multiple entries specify equivalent header names, the first entry with
    /// an equivalent name MUST be considered for a match. Subsequent entries
    /// with an equivalent header name MUST be ignored. Due to the
    /// case-insensitivity of header names, "foo" and "Foo" are considered
    /// equivalent.
    #[crd(
        max_length = 256,
        min_length = 1,
        pattern = r#"^[A-Za-z0-9!#$%&'*+\-.^_\x60|~]+$"#
    )]
    pub name: String,
    /// Value is the value of HTTP Header to be matched.
    /// <gateway:experimental:description>
    /// Must consist of printable US-ASCII characters, optionally separated
    /// by single tabs or spaces. See: https://tools.ietf.org/html/rfc7230#section-3.2
    /// </gateway:experimental:description>
    ///
    /// <gateway:experimental:validation:Pattern=`^[!-~]+([\t ]?[!-~]+)*$`>
    #[crd(max_length = 4096, min_length = 1)]
    pub value: String,
}

/// HTTPHeader represents an HTTP Header name and value as defined by RFC 7230.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecResponseOverrideResponseHeaderSet {
    /// Name is the name of the HTTP Header to be matched. Name matching MUST be
    /// case-insensitive. (See https://tools.ietf.org/html/rfc7230#section-3.2).
    ///
    /// If multiple entries specify equivalent header names, the first entry with
    /// an equivalent name MUST be considered for a match. Subsequent entries
    /// with an equivalent header name MUST be ignored. Due to the
    /// case-insensitivity of header names, "foo" and "Foo" are considered
    /// equivalent.
    #[crd(
        max_length = 256,
        min_length = 1,
        pattern = r#"^[A-Za-z0-9!#$%&'*+\-.^_\x60|~]+$"#
    )]
    pub name: String,
    /// Value is the value of HTTP Header to be matched.
    /// <gateway:experimental:description>
    /// Must consist of printable US-ASCII characters, optionally separated
    /// by single tabs or spaces. See: https://tools.ietf.org/html/rfc7230#section-3.2
    /// </gateway:experimental:description>
    ///
    /// <gateway:experimental:validation:Pattern=`^[!-~]+([\t ]?[!-~]+)*$`>
    #[crd(max_length = 4096, min_length = 1)]
    pub value: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRetry {
    /// NumAttemptsPerPriority defines the number of requests (initial attempt + retries)
    /// that should be sent to the same priority before switching to a different one.
    /// If not specified or set to 0, all requests are sent to the highest priority that is healthy.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub num_attempts_per_priority: Option<i32>,
    /// NumRetries is the number of retries to be attempted. Defaults to 2.
    #[crd(default = 2, minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub num_retries: Option<i32>,
    /// PerRetry is the retry policy to be applied per retry attempt.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_retry: Option<BackendTrafficPolicySpecRetryPerRetry>,
    /// RetryOn specifies the retry trigger condition.
    ///
    /// If not specified, the default is to retry on connect-failure,refused-stream,unavailable,cancelled,retriable-status-codes(503).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retry_on: Option<BackendTrafficPolicySpecRetryRetryOn>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRetryPerRetry {
    /// Backoff is the backoff policy to be applied per retry attempt. gateway uses a fully jittered exponential
    /// back-off algorithm for retries. For additional details,
    /// see https://www.envoyproxy.io/docs/envoy/latest/configuration/http/http_filters/router_filter#config-http-filters-router-x-envoy-max-retries
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub back_off: Option<BackendTrafficPolicySpecRetryPerRetryBackOff>,
    /// Timeout is the timeout per retry attempt.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timeout: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRetryPerRetryBackOff {
    /// BaseInterval is the base interval between retries.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base_interval: Option<String>,
    /// MaxInterval is the maximum interval between retries. This parameter is optional, but must be greater than or equal to the base_interval if set.
    /// The default is 10 times the base_interval
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_interval: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecRetryRetryOn {
    /// HttpStatusCodes specifies the http status codes to be retried.
    /// The retriable-status-codes trigger must also be configured for these status codes to trigger a retry.
    // crdgen import: a description on the items of a list; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"items":{"description":"HTTPStatus defines the http status code.","maximum":599,"minimum":100,"type":"integer"},"type":"array"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http_status_codes: Option<Vec<i64>>,
    /// Triggers specifies the retry trigger condition(Http/Grpc).
    // crdgen import: a description on the items of a list; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"items":{"description":"TriggerEnum specifies the conditions that trigger retries.","enum":["5xx","gateway-error","reset","reset-before-request","connect-failure","retriable-4xx","refused-stream","retriable-status-codes","cancelled","deadline-exceeded","internal","resource-exhausted","unavailable"],"type":"string"},"type":"array"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub triggers: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecTargetRef {
    /// Group is the group of the target resource.
    #[crd(
        max_length = 253,
        pattern = r#"^$|^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"#
    )]
    pub group: String,
    /// Kind is kind of the target resource.
    #[crd(
        max_length = 63,
        min_length = 1,
        pattern = "^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$"
    )]
    pub kind: String,
    /// Name is the name of the target resource.
    #[crd(max_length = 253, min_length = 1)]
    pub name: String,
    /// SectionName is the name of a section within the target resource. When
    /// unspecified, this targetRef targets the entire resource. In the following
    /// resources, SectionName is interpreted as the following:
    ///
    /// * Gateway: Listener name
    /// * HTTPRoute: HTTPRouteRule name
    /// * Service: Port name
    ///
    /// If a SectionName is specified, but does not exist on the targeted object,
    /// the Policy must fail to attach, and the policy implementation should record
    /// a `ResolvedRefs` or similar Condition in the Policy's status.
    #[crd(
        max_length = 253,
        min_length = 1,
        pattern = r#"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub section_name: Option<String>,
}

/// LocalPolicyTargetReferenceWithSectionName identifies an API object to apply a
/// direct policy to. This should be used as part of Policy resources that can
/// target single resources. For more information on how this policy attachment
/// mode works, and a sample Policy resource, refer to the policy attachment
/// documentation for Gateway API.
///
/// Note: This should only be used for direct policy attachment when references
/// to SectionName are actually needed. In all other cases,
/// LocalPolicyTargetReference should be used.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecTargetRefs {
    /// Group is the group of the target resource.
    #[crd(
        max_length = 253,
        pattern = r#"^$|^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"#
    )]
    pub group: String,
    /// Kind is kind of the target resource.
    #[crd(
        max_length = 63,
        min_length = 1,
        pattern = "^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$"
    )]
    pub kind: String,
    /// Name is the name of the target resource.
    #[crd(max_length = 253, min_length = 1)]
    pub name: String,
    /// SectionName is the name of a section within the target resource. When
    /// unspecified, this targetRef targets the entire resource. In the following
    /// resources, SectionName is interpreted as the following:
    ///
    /// * Gateway: Listener name
    /// * HTTPRoute: HTTPRouteRule name
    /// * Service: Port name
    ///
    /// If a SectionName is specified, but does not exist on the targeted object,
    /// the Policy must fail to attach, and the policy implementation should record
    /// a `ResolvedRefs` or similar Condition in the Policy's status.
    #[crd(
        max_length = 253,
        min_length = 1,
        pattern = r#"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub section_name: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "has(self.group) ? self.group == 'gateway.networking.k8s.io' : true ",
        message = "group must be gateway.networking.k8s.io"
    )
)]
pub struct BackendTrafficPolicySpecTargetSelectors {
    /// Group is the group that this selector targets. Defaults to gateway.networking.k8s.io
    #[crd(
        default = "gateway.networking.k8s.io",
        max_length = 253,
        pattern = r#"^$|^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// Kind is the resource kind that this selector targets.
    #[crd(
        max_length = 63,
        min_length = 1,
        pattern = "^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$"
    )]
    pub kind: String,
    /// MatchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelectorRequirement>,
    >,
    /// MatchLabels are the set of label selectors for identifying the targeted resource.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
    /// Namespaces determines which namespaces are considered for target selection.
    ///
    /// If unspecified, only targets in the same namespace as this policy are considered.
    ///
    /// When specified, the effective set of namespaces is always constrained to the
    /// namespaces watched by Envoy Gateway.
    ///
    /// Selecting targets across namespaces requires a ReferenceGrant in the target
    /// namespace that allows this policy kind to reference the selected target kind.
    /// Cross-namespace targets without a matching ReferenceGrant are ignored.
    #[crd(
        validation(
            rule = "self.from != 'Selector' || has(self.selector)",
            message = "selector must be specified when from is Selector"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespaces: Option<BackendTrafficPolicySpecTargetSelectorsNamespaces>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecTargetSelectorsNamespaces {
    /// From indicates how namespaces are selected for this target selector.
    ///
    /// All means all namespaces watched by Envoy Gateway.
    /// Selector means namespaces watched by Envoy Gateway that match Selector.
    #[crd(default = "Same", enum = ["Same", "All", "Selector"])]
    pub from: String,
    /// Selector selects namespaces when From is set to Selector.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecTcpKeepalive {
    /// The duration a connection needs to be idle before keep-alive
    /// probes start being sent.
    /// The duration format is
    /// Defaults to `7200s`.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub idle_time: Option<String>,
    /// The duration between keep-alive probes.
    /// Defaults to `75s`.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub interval: Option<String>,
    /// The total number of unacknowledged probes to send before deciding
    /// the connection is dead.
    /// Defaults to 9.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub probes: Option<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecTelemetry {
    /// Metrics defines metrics configuration for the backend or Route.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metrics: Option<BackendTrafficPolicySpecTelemetryMetrics>,
    /// Tracing configures the tracing settings for the backend or HTTPRoute.
    ///
    /// This takes precedence over EnvoyProxy tracing when set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tracing: Option<BackendTrafficPolicySpecTelemetryTracing>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecTelemetryMetrics {
    /// RouteStatName defines the value of the Route stat_prefix, determining how the route stats are named.
    /// For more details, see envoy docs: https://www.envoyproxy.io/docs/envoy/latest/api-v3/config/route/v3/route_components.proto#config-route-v3-route
    /// The supported operators for this pattern are:
    /// %ROUTE_NAME%: name of Gateway API xRoute resource
    /// %ROUTE_NAMESPACE%: namespace of Gateway API xRoute resource
    /// %ROUTE_KIND%: kind of Gateway API xRoute resource
    /// Example: %ROUTE_KIND%/%ROUTE_NAMESPACE%/%ROUTE_NAME% => httproute/my-ns/my-route
    /// Disabled by default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub route_stat_name: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecTelemetryTracing {
    /// ClientSamplingFraction represents the fraction of requests that should be
    /// selected for tracing when requested by the client.
    /// If unspecified, client-forced tracing is disabled by default and users must
    /// set this field to opt in.
    #[crd(
        validation(
            rule = "self.numerator <= self.denominator",
            message = "numerator must be less than or equal to denominator"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_sampling_fraction: Option<
        BackendTrafficPolicySpecTelemetryTracingClientSamplingFraction,
    >,
    /// CustomTags defines the custom tags to add to each span.
    /// If provider is kubernetes, pod name and namespace are added by default.
    ///
    /// Deprecated: Use Tags instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub custom_tags: Option<
        std::collections::BTreeMap<
            String,
            BackendTrafficPolicySpecTelemetryTracingCustomTags,
        >,
    >,
    /// OverallSamplingFraction represents the fraction of requests that should be
    /// selected for tracing after all other sampling checks have been applied.
    #[crd(
        validation(
            rule = "self.numerator <= self.denominator",
            message = "numerator must be less than or equal to denominator"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub overall_sampling_fraction: Option<
        BackendTrafficPolicySpecTelemetryTracingOverallSamplingFraction,
    >,
    /// SamplingFraction represents the fraction of requests that should be
    /// selected for tracing if no prior sampling decision has been made.
    #[crd(
        validation(
            rule = "self.numerator <= self.denominator",
            message = "numerator must be less than or equal to denominator"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sampling_fraction: Option<
        BackendTrafficPolicySpecTelemetryTracingSamplingFraction,
    >,
    /// SpanName defines the name of the span which will be used for tracing.
    /// Envoy [command operators](https://www.envoyproxy.io/docs/envoy/latest/configuration/observability/access_log/usage#command-operators) may be used in the value.
    /// The [format string documentation](https://www.envoyproxy.io/docs/envoy/latest/configuration/observability/access_log/usage#config-access-log-format-strings) provides more information.
    ///
    /// If not set, the span name is provider specific.
    /// e.g. Datadog use `ingress` as the default client span name,
    /// and `router <UPSTREAM_CLUSTER> egress` as the server span name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub span_name: Option<BackendTrafficPolicySpecTelemetryTracingSpanName>,
    /// Tags defines the custom tags to add to each span.
    /// Envoy [command operators](https://www.envoyproxy.io/docs/envoy/latest/configuration/observability/access_log/usage#command-operators) may be used in the value.
    /// The [format string documentation](https://www.envoyproxy.io/docs/envoy/latest/configuration/observability/access_log/usage#config-access-log-format-strings) provides more information.
    /// If provider is kubernetes, pod name and namespace are added by default.
    ///
    /// Same keys take precedence over CustomTags.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tags: Option<std::collections::BTreeMap<String, String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecTelemetryTracingClientSamplingFraction {
    #[crd(default = 100, minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub denominator: Option<i32>,
    #[crd(minimum = 0)]
    pub numerator: i32,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecTelemetryTracingCustomTags {
    /// Environment adds value from environment variable to each span.
    /// It's required when the type is "Environment".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub environment: Option<
        BackendTrafficPolicySpecTelemetryTracingCustomTagsEnvironment,
    >,
    /// Literal adds hard-coded value to each span.
    /// It's required when the type is "Literal".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub literal: Option<BackendTrafficPolicySpecTelemetryTracingCustomTagsLiteral>,
    /// RequestHeader adds value from request header to each span.
    /// It's required when the type is "RequestHeader".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub request_header: Option<
        BackendTrafficPolicySpecTelemetryTracingCustomTagsRequestHeader,
    >,
    /// Type defines the type of custom tag.
    #[crd(default = "Literal", enum = ["Literal", "Environment", "RequestHeader"])]
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecTelemetryTracingCustomTagsEnvironment {
    /// DefaultValue defines the default value to use if the environment variable is not set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_value: Option<String>,
    /// Name defines the name of the environment variable which to extract the value from.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecTelemetryTracingCustomTagsLiteral {
    /// Value defines the hard-coded value to add to each span.
    pub value: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecTelemetryTracingCustomTagsRequestHeader {
    /// DefaultValue defines the default value to use if the request header is not set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_value: Option<String>,
    /// Name defines the name of the request header which to extract the value from.
    pub name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecTelemetryTracingOverallSamplingFraction {
    #[crd(default = 100, minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub denominator: Option<i32>,
    #[crd(minimum = 0)]
    pub numerator: i32,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecTelemetryTracingSamplingFraction {
    #[crd(default = 100, minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub denominator: Option<i32>,
    #[crd(minimum = 0)]
    pub numerator: i32,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecTelemetryTracingSpanName {
    /// Client defines operation name of the span which will be used for tracing.
    pub client: String,
    /// Server defines the operation name of the upstream span which will be used for tracing.
    pub server: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecTimeout {
    /// Timeout settings for HTTP.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub http: Option<BackendTrafficPolicySpecTimeoutHttp>,
    /// Timeout settings for TCP.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tcp: Option<BackendTrafficPolicySpecTimeoutTcp>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecTimeoutHttp {
    /// The idle timeout for an HTTP connection. Idle time is defined as a period in which there are no active requests in the connection.
    /// Default: 1 hour.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connection_idle_timeout: Option<String>,
    /// The maximum duration of an HTTP connection.
    /// Default: unlimited.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_connection_duration: Option<String>,
    /// MaxStreamDuration is the maximum duration for a stream to complete. This timeout measures the time
    /// from when the request is sent until the response stream is fully consumed and does not apply to
    /// non-streaming requests.
    /// When set to "0s", no max duration is applied and streams can run indefinitely.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_stream_duration: Option<String>,
    /// RequestTimeout is the time until which entire response is received from the upstream.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub request_timeout: Option<String>,
    ///  The stream idle timeout defines the amount of time a stream can exist without any upstream or downstream activity.
    ///  If not specified, StreamIdleTimeout is inherited from the listener-level setting, which can be configured via ClientTrafficPolicy.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stream_idle_timeout: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicySpecTimeoutTcp {
    /// The timeout for network connection establishment, including TCP and TLS handshakes.
    /// Default: 10 seconds.
    #[crd(pattern = "^([0-9]{1,5}(h|m|s|ms)){1,4}$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connect_timeout: Option<String>,
}

/// status defines the current status of BackendTrafficPolicy.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicyStatus {
    /// Ancestors is a list of ancestor resources (usually Gateways) that are
    /// associated with the policy, and the status of the policy with respect to
    /// each ancestor. When this policy attaches to a parent, the controller that
    /// manages the parent and the ancestors MUST add an entry to this list when
    /// the controller first sees the policy and SHOULD update the entry as
    /// appropriate when the relevant ancestor is modified.
    ///
    /// Note that choosing the relevant ancestor is left to the Policy designers;
    /// an important part of Policy design is designing the right object level at
    /// which to namespace this status.
    ///
    /// Note also that implementations MUST ONLY populate ancestor status for
    /// the Ancestor resources they are responsible for. Implementations MUST
    /// use the ControllerName field to uniquely identify the entries in this list
    /// that they are responsible for.
    ///
    /// Note that to achieve this, the list of PolicyAncestorStatus structs
    /// MUST be treated as a map with a composite key, made up of the AncestorRef
    /// and ControllerName fields combined.
    ///
    /// A maximum of 16 ancestors will be represented in this list. An empty list
    /// means the Policy is not relevant for any ancestors.
    ///
    /// If this slice is full, implementations MUST NOT add further entries.
    /// Instead they MUST consider the policy unimplementable and signal that
    /// on any related resources such as the ancestor that would be referenced
    /// here. For example, if this list was full on BackendTLSPolicy, no
    /// additional Gateways would be able to reference the Service targeted by
    /// the BackendTLSPolicy.
    #[crd(max_items = 16, list_type = "atomic")]
    pub ancestors: Vec<BackendTrafficPolicyStatusAncestors>,
}

/// PolicyAncestorStatus describes the status of a route with respect to an
/// associated Ancestor.
///
/// Ancestors refer to objects that are either the Target of a policy or above it
/// in terms of object hierarchy. For example, if a policy targets a Service, the
/// Policy's Ancestors are, in order, the Service, the HTTPRoute, the Gateway, and
/// the GatewayClass. Almost always, in this hierarchy, the Gateway will be the most
/// useful object to place Policy status on, so we recommend that implementations
/// SHOULD use Gateway as the PolicyAncestorStatus object unless the designers
/// have a _very_ good reason otherwise.
///
/// In the context of policy attachment, the Ancestor is used to distinguish which
/// resource results in a distinct application of this policy. For example, if a policy
/// targets a Service, it may have a distinct result per attached Gateway.
///
/// Policies targeting the same resource may have different effects depending on the
/// ancestors of those resources. For example, different Gateways targeting the same
/// Service may have different capabilities, especially if they have different underlying
/// implementations.
///
/// For example, in BackendTLSPolicy, the Policy attaches to a Service that is
/// used as a backend in a HTTPRoute that is itself attached to a Gateway.
/// In this case, the relevant object for status is the Gateway, and that is the
/// ancestor object referred to in this status.
///
/// Note that a parent is also an ancestor, so for objects where the parent is the
/// relevant object for status, this struct SHOULD still be used.
///
/// This struct is intended to be used in a slice that's effectively a map,
/// with a composite key made up of the AncestorRef and the ControllerName.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicyStatusAncestors {
    /// AncestorRef corresponds with a ParentRef in the spec that this
    /// PolicyAncestorStatus struct describes the status of.
    pub ancestor_ref: BackendTrafficPolicyStatusAncestorsAncestorRef,
    /// Conditions describes the status of the Policy with respect to the given Ancestor.
    ///
    /// <gateway:util:excludeFromCRD>
    ///
    /// Notes for implementors:
    ///
    /// Conditions are a listType `map`, which means that they function like a
    /// map with a key of the `type` field _in the k8s apiserver_.
    ///
    /// This means that implementations must obey some rules when updating this
    /// section.
    ///
    /// * Implementations MUST perform a read-modify-write cycle on this field
    ///   before modifying it. That is, when modifying this field, implementations
    ///   must be confident they have fetched the most recent version of this field,
    ///   and ensure that changes they make are on that recent version.
    /// * Implementations MUST NOT remove or reorder Conditions that they are not
    ///   directly responsible for. For example, if an implementation sees a Condition
    ///   with type `special.io/SomeField`, it MUST NOT remove, change or update that
    ///   Condition.
    /// * Implementations MUST always _merge_ changes into Conditions of the same Type,
    ///   rather than creating more than one Condition of the same Type.
    /// * Implementations MUST always update the `observedGeneration` field of the
    ///   Condition to the `metadata.generation` of the Gateway at the time of update creation.
    /// * If the `observedGeneration` of a Condition is _greater than_ the value the
    ///   implementation knows about, then it MUST NOT perform the update on that Condition,
    ///   but must wait for a future reconciliation and status update. (The assumption is that
    ///   the implementation's copy of the object is stale and an update will be re-triggered
    ///   if relevant.)
    ///
    /// </gateway:util:excludeFromCRD>
    #[crd(max_items = 8, min_items = 1, list_map_keys("type"), list_type = "map")]
    pub conditions: Vec<k8s_openapi::apimachinery::pkg::apis::meta::v1::Condition>,
    /// ControllerName is a domain/path string that indicates the name of the
    /// controller that wrote this status. This corresponds with the
    /// controllerName field on GatewayClass.
    ///
    /// Example: "example.net/gateway-controller".
    ///
    /// The format of this field is DOMAIN "/" PATH, where DOMAIN and PATH are
    /// valid Kubernetes names
    /// (https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names).
    ///
    /// Controllers MUST populate this field when writing status. Controllers should ensure that
    /// entries to status populated with their ControllerName are cleaned up when they are no
    /// longer necessary.
    #[crd(
        max_length = 253,
        min_length = 1,
        pattern = r#"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*\/[A-Za-z0-9\/\-._~%!$&'()*+,;=:]+$"#
    )]
    pub controller_name: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BackendTrafficPolicyStatusAncestorsAncestorRef {
    /// Group is the group of the referent.
    /// When unspecified, "gateway.networking.k8s.io" is inferred.
    /// To set the core API group (such as for a "Service" kind referent),
    /// Group must be explicitly set to "" (empty string).
    ///
    /// Support: Core
    #[crd(
        default = "gateway.networking.k8s.io",
        max_length = 253,
        pattern = r#"^$|^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// Kind is kind of the referent.
    ///
    /// There are two kinds of parent resources with "Core" support:
    ///
    /// * Gateway (Gateway conformance profile)
    /// * Service (Mesh conformance profile, ClusterIP Services only)
    ///
    /// Support for other resources is Implementation-Specific.
    #[crd(
        default = "Gateway",
        max_length = 63,
        min_length = 1,
        pattern = "^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$"
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    /// Name is the name of the referent.
    ///
    /// Support: Core
    #[crd(max_length = 253, min_length = 1)]
    pub name: String,
    /// Namespace is the namespace of the referent. When unspecified, this refers
    /// to the local namespace of the Route.
    ///
    /// Note that there are specific rules for ParentRefs which cross namespace
    /// boundaries. Cross-namespace references are only valid if they are explicitly
    /// allowed by something in the namespace they are referring to. For example:
    /// Gateway has the AllowedRoutes field, and ReferenceGrant provides a
    /// generic way to enable any other kind of cross-namespace reference.
    ///
    /// <gateway:experimental:description>
    /// ParentRefs from a Route to a Service in the same namespace are "producer"
    /// routes, which apply default routing rules to inbound connections from
    /// any namespace to the Service.
    ///
    /// ParentRefs from a Route to a Service in a different namespace are
    /// "consumer" routes, and these routing rules are only applied to outbound
    /// connections originating from the same namespace as the Route, for which
    /// the intended destination of the connections are a Service targeted as a
    /// ParentRef of the Route.
    /// </gateway:experimental:description>
    ///
    /// Support: Core
    #[crd(max_length = 63, min_length = 1, pattern = "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
    /// Port is the network port this Route targets. It can be interpreted
    /// differently based on the type of parent resource.
    ///
    /// When the parent resource is a Gateway, this targets all listeners
    /// listening on the specified port that also support this kind of Route(and
    /// select this Route). It's not recommended to set `Port` unless the
    /// networking behaviors specified in a Route must apply to a specific port
    /// as opposed to a listener(s) whose port(s) may be changed. When both Port
    /// and SectionName are specified, the name and port of the selected listener
    /// must match both specified values.
    ///
    /// <gateway:experimental:description>
    /// When the parent resource is a Service, this targets a specific port in the
    /// Service spec. When both Port (experimental) and SectionName are specified,
    /// the name and port of the selected port must match both specified values.
    /// </gateway:experimental:description>
    ///
    /// Implementations MAY choose to support other parent resources.
    /// Implementations supporting other types of parent resources MUST clearly
    /// document how/if Port is interpreted.
    ///
    /// For the purpose of status, an attachment is considered successful as
    /// long as the parent resource accepts it partially. For example, Gateway
    /// listeners can restrict which Routes can attach to them by Route kind,
    /// namespace, or hostname. If 1 of 2 Gateway listeners accept attachment
    /// from the referencing Route, the Route MUST be considered successfully
    /// attached. If no Gateway listeners accept attachment from this Route,
    /// the Route MUST be considered detached from the Gateway.
    ///
    /// Support: Extended
    #[crd(maximum = 65535, minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub port: Option<i32>,
    /// SectionName is the name of a section within the target resource. In the
    /// following resources, SectionName is interpreted as the following:
    ///
    /// * Gateway: Listener name. When both Port (experimental) and SectionName
    /// are specified, the name and port of the selected listener must match
    /// both specified values.
    /// * Service: Port name. When both Port (experimental) and SectionName
    /// are specified, the name and port of the selected listener must match
    /// both specified values.
    ///
    /// Implementations MAY choose to support attaching Routes to other resources.
    /// If that is the case, they MUST clearly document how SectionName is
    /// interpreted.
    ///
    /// When unspecified (empty string), this will reference the entire resource.
    /// For the purpose of status, an attachment is considered successful if at
    /// least one section in the parent resource accepts it. For example, Gateway
    /// listeners can restrict which Routes can attach to them by Route kind,
    /// namespace, or hostname. If 1 of 2 Gateway listeners accept attachment from
    /// the referencing Route, the Route MUST be considered successfully
    /// attached. If no Gateway listeners accept attachment from this Route, the
    /// Route MUST be considered detached from the Gateway.
    ///
    /// Support: Core
    #[crd(
        max_length = 253,
        min_length = 1,
        pattern = r#"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub section_name: Option<String>,
}
