//! `externaldns.k8s.io/v1alpha1`, imported by `crdgen import` from `kubernetes-sigs__external-dns__dnsendpoints.externaldns.k8s.io.yaml`.

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// DNSEndpointSpec defines the desired state of DNSEndpoint
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "externaldns.k8s.io",
    version = "v1alpha1",
    kind = "DNSEndpoint",
    namespaced,
    plural = "dnsendpoints",
    singular = "dnsendpoint",
    annotation(
        "api-approved.kubernetes.io",
        "https://github.com/kubernetes-sigs/external-dns/pull/2007"
    ),
    status = "DNSEndpointStatus",
    doc = "DNSEndpoint is a contract that a user-specified CRD must implement to be used as a source for external-dns.\nThe user-specified CRD should also have the status sub-resource.",
    spec_optional
)]
pub struct DNSEndpointSpec {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub endpoints: Option<Vec<DNSEndpointSpecEndpoints>>,
}

/// Endpoint is a high-level way of a connection between a service and an IP
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct DNSEndpointSpecEndpoints {
    /// The hostname of the DNS record
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dns_name: Option<String>,
    /// Labels stores labels defined for the Endpoint
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<std::collections::BTreeMap<String, String>>,
    /// ProviderSpecific stores provider specific config
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provider_specific: Option<Vec<DNSEndpointSpecEndpointsProviderSpecific>>,
    /// TTL for the record
    #[serde(rename = "recordTTL", default, skip_serializing_if = "Option::is_none")]
    pub record_ttl: Option<i64>,
    /// RecordType type of record, e.g. CNAME, A, AAAA, SRV, TXT etc
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record_type: Option<String>,
    /// Identifier to distinguish multiple records with the same name and type (e.g. Route53 records with routing policies other than 'simple')
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub set_identifier: Option<String>,
    /// The targets the DNS record points to
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub targets: Option<Vec<String>>,
}

/// ProviderSpecificProperty holds the name and value of a configuration which is specific to individual DNS providers
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct DNSEndpointSpecEndpointsProviderSpecific {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

/// DNSEndpointStatus defines the observed state of DNSEndpoint
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct DNSEndpointStatus {
    /// The generation observed by the external-dns controller.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
}
