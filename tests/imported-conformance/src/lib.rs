//! Every CRD file of the shared conformance data (controller-tools' goldens, then the
//! real-world CRDs) imported by `crdgen import --module <file>`: one module per file.
//! Written by `tests/tests/imported_conformance.rs` (`CRDGEN_BLESS=1` writes it again);
//! do not edit. Building this crate compiles every imported kind with crdgen's derive;
//! `tests/crds.rs` compares each kind's `crd()` with the file it came from.

// No clippy or rustdoc setting here: each imported module allows, itself, the lints its
// Rust written from CRDs trips (`cargo clippy --workspace -- -D warnings` in CI checks
// it, and `cargo doc` with `RUSTDOCFLAGS="-D warnings"` on this crate in .ci/run).
// Missing docs are denied, as a crate that documents everything would: the imported
// types without a description allow them, and the derive documents what it generates.
#![deny(missing_docs)]

#[rustfmt::skip]
pub mod argoproj_argo_cd_appproject_crd;
#[rustfmt::skip]
pub mod argoproj_argo_rollouts_rollout_crd;
#[rustfmt::skip]
pub mod argoproj_argo_workflows_argoproj_io_workfloweventbindings;
#[rustfmt::skip]
pub mod bar_example_com_foos;
#[rustfmt::skip]
pub mod bar_example_com_zoos;
#[rustfmt::skip]
pub mod cert_manager_cert_manager_cert_manager_io_clusterissuers;
#[rustfmt::skip]
pub mod cilium_tetragon_cilium_io_tracingpolicies;
#[rustfmt::skip]
pub mod cloudnative_pg_cloudnative_pg_cnpg_1_18_0_clusters_postgresql_cnpg_io;
#[rustfmt::skip]
pub mod crossplane_crossplane_apiextensions_crossplane_io_compositeresourcedefinitions;
#[rustfmt::skip]
pub mod envoyproxy_gateway_gateway_envoyproxy_io_backendtrafficpolicies;
#[rustfmt::skip]
pub mod external_secrets_external_secrets_external_secrets_io_clusterexternalsecrets;
#[rustfmt::skip]
pub mod fluxcd_helm_controller_helm_toolkit_fluxcd_io_helmreleases;
#[rustfmt::skip]
pub mod fluxcd_kustomize_controller_kustomize_toolkit_fluxcd_io_kustomizations;
#[rustfmt::skip]
pub mod kubernetes_csi_external_snapshotter_snapshot_storage_k8s_io_volumesnapshots;
#[rustfmt::skip]
pub mod kubernetes_sigs_cluster_api_cluster_x_k8s_io_clusterclasses;
#[rustfmt::skip]
pub mod kubernetes_sigs_cluster_api_cluster_x_k8s_io_machinedeployments;
#[rustfmt::skip]
pub mod kubernetes_sigs_external_dns_dnsendpoints_externaldns_k8s_io;
#[rustfmt::skip]
pub mod kubernetes_sigs_gateway_api_gateway_networking_k8s_io_gateways;
#[rustfmt::skip]
pub mod kubernetes_sigs_gateway_api_gateway_networking_k8s_io_tlsroutes;
#[rustfmt::skip]
pub mod kubernetes_sigs_karpenter_karpenter_sh_nodepools;
#[rustfmt::skip]
pub mod kubernetes_sigs_kubebuilder_crew_testproject_org_firstmates;
#[rustfmt::skip]
pub mod kyverno_kyverno_kyverno_io_cleanuppolicies;
#[rustfmt::skip]
pub mod kyverno_kyverno_policies_kyverno_io_validatingpolicies;
#[rustfmt::skip]
pub mod open_telemetry_opentelemetry_operator_opentelemetry_io_opentelemetrycollectors;
#[rustfmt::skip]
pub mod plural_example_com_testquotas;
#[rustfmt::skip]
pub mod prometheus_operator_prometheus_operator_monitoring_coreos_com_alertmanagerconfigs;
#[rustfmt::skip]
pub mod prometheus_operator_prometheus_operator_monitoring_coreos_com_probes;
#[rustfmt::skip]
pub mod testdata_cronjobs;
#[rustfmt::skip]
pub mod testdata_kubebuilder_io_cronjobs;
#[rustfmt::skip]
pub mod testdata_kubebuilder_io_enums;
#[rustfmt::skip]
pub mod testdata_kubebuilder_io_externaldocs;
#[rustfmt::skip]
pub mod testdata_kubebuilder_io_immutabletypes;
#[rustfmt::skip]
pub mod testdata_kubebuilder_io_jobs;
#[rustfmt::skip]
pub mod testdata_kubebuilder_io_oneofs;
#[rustfmt::skip]
pub mod testdata_kubebuilder_io_versionedresources;

use crdgen::CustomResourceExt;
use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;

/// An imported file (relative to the conformance directory) with its kinds' CRDs.
pub type FileCrds = (&'static str, Vec<CustomResourceDefinition>);

/// Every imported file with the CRDs the derive builds for its kinds (`crd()` of
/// one version's root type each).
#[rustfmt::skip]
pub fn crds() -> Vec<FileCrds> {
    vec![
        (
            "controller-tools/crd/bar.example.com_foos.yaml",
            vec![
                <crate::bar_example_com_foos::bar_example_com::foo::Foo as CustomResourceExt>::crd(),
            ],
        ),
        (
            "controller-tools/crd/bar.example.com_zoos.yaml",
            vec![
                <crate::bar_example_com_zoos::bar_example_com::zoo::Zoo as CustomResourceExt>::crd(),
            ],
        ),
        (
            "controller-tools/crd/plural.example.com_testquotas.yaml",
            vec![
                <crate::plural_example_com_testquotas::plural_example_com::v1::TestQuota as CustomResourceExt>::crd(),
            ],
        ),
        (
            "controller-tools/crd/testdata._cronjobs.yaml",
            vec![
                <crate::testdata_cronjobs::core::nogroup::CronJob as CustomResourceExt>::crd(),
            ],
        ),
        (
            "controller-tools/crd/testdata.kubebuilder.io_cronjobs.yaml",
            vec![
                <crate::testdata_kubebuilder_io_cronjobs::testdata_kubebuilder_io::v1::CronJob as CustomResourceExt>::crd(),
            ],
        ),
        (
            "controller-tools/crd/testdata.kubebuilder.io_enums.yaml",
            vec![
                <crate::testdata_kubebuilder_io_enums::testdata_kubebuilder_io::v1::Enum as CustomResourceExt>::crd(),
            ],
        ),
        (
            "controller-tools/crd/testdata.kubebuilder.io_externaldocs.yaml",
            vec![
                <crate::testdata_kubebuilder_io_externaldocs::testdata_kubebuilder_io::v1::ExternalDoc as CustomResourceExt>::crd(),
            ],
        ),
        (
            "controller-tools/crd/testdata.kubebuilder.io_immutabletypes.yaml",
            vec![
                <crate::testdata_kubebuilder_io_immutabletypes::testdata_kubebuilder_io::v1::ImmutableType as CustomResourceExt>::crd(),
            ],
        ),
        (
            "controller-tools/crd/testdata.kubebuilder.io_jobs.yaml",
            vec![
                <crate::testdata_kubebuilder_io_jobs::testdata_kubebuilder_io::v1beta1::Job as CustomResourceExt>::crd(),
            ],
        ),
        (
            "controller-tools/crd/testdata.kubebuilder.io_oneofs.yaml",
            vec![
                <crate::testdata_kubebuilder_io_oneofs::testdata_kubebuilder_io::v1beta1::Oneof as CustomResourceExt>::crd(),
            ],
        ),
        (
            "controller-tools/crd/testdata.kubebuilder.io_versionedresources.yaml",
            vec![
                <crate::testdata_kubebuilder_io_versionedresources::testdata_kubebuilder_io::v1beta1::VersionedResource as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/argoproj__argo-cd__appproject-crd.yaml",
            vec![
                <crate::argoproj_argo_cd_appproject_crd::argoproj_io::v1alpha1::AppProject as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/argoproj__argo-rollouts__rollout-crd.yaml",
            vec![
                <crate::argoproj_argo_rollouts_rollout_crd::argoproj_io::v1alpha1::Rollout as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/argoproj__argo-workflows__argoproj.io_workfloweventbindings.yaml",
            vec![
                <crate::argoproj_argo_workflows_argoproj_io_workfloweventbindings::argoproj_io::v1alpha1::WorkflowEventBinding as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/cert-manager__cert-manager__cert-manager.io_clusterissuers.yaml",
            vec![
                <crate::cert_manager_cert_manager_cert_manager_io_clusterissuers::cert_manager_io::v1::ClusterIssuer as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/cilium__tetragon__cilium.io_tracingpolicies.yaml",
            vec![
                <crate::cilium_tetragon_cilium_io_tracingpolicies::cilium_io::v1alpha1::TracingPolicy as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/cloudnative-pg__cloudnative-pg__cnpg-1.18.0--clusters.postgresql.cnpg.io.yaml",
            vec![
                <crate::cloudnative_pg_cloudnative_pg_cnpg_1_18_0_clusters_postgresql_cnpg_io::postgresql_cnpg_io::v1::Cluster as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/crossplane__crossplane__apiextensions.crossplane.io_compositeresourcedefinitions.yaml",
            vec![
                <crate::crossplane_crossplane_apiextensions_crossplane_io_compositeresourcedefinitions::apiextensions_crossplane_io::v1::CompositeResourceDefinition as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/envoyproxy__gateway__gateway.envoyproxy.io_backendtrafficpolicies.yaml",
            vec![
                <crate::envoyproxy_gateway_gateway_envoyproxy_io_backendtrafficpolicies::gateway_envoyproxy_io::v1alpha1::BackendTrafficPolicy as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/external-secrets__external-secrets__external-secrets.io_clusterexternalsecrets.yaml",
            vec![
                <crate::external_secrets_external_secrets_external_secrets_io_clusterexternalsecrets::external_secrets_io::v1::ClusterExternalSecret as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/fluxcd__helm-controller__helm.toolkit.fluxcd.io_helmreleases.yaml",
            vec![
                <crate::fluxcd_helm_controller_helm_toolkit_fluxcd_io_helmreleases::helm_toolkit_fluxcd_io::v2::HelmRelease as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/fluxcd__kustomize-controller__kustomize.toolkit.fluxcd.io_kustomizations.yaml",
            vec![
                <crate::fluxcd_kustomize_controller_kustomize_toolkit_fluxcd_io_kustomizations::kustomize_toolkit_fluxcd_io::v1::Kustomization as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/kubernetes-csi__external-snapshotter__snapshot.storage.k8s.io_volumesnapshots.yaml",
            vec![
                <crate::kubernetes_csi_external_snapshotter_snapshot_storage_k8s_io_volumesnapshots::snapshot_storage_k8s_io::v1::VolumeSnapshot as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/kubernetes-sigs__cluster-api__cluster.x-k8s.io_clusterclasses.yaml",
            vec![
                <crate::kubernetes_sigs_cluster_api_cluster_x_k8s_io_clusterclasses::cluster_x_k8s_io::v1beta1::ClusterClass as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/kubernetes-sigs__cluster-api__cluster.x-k8s.io_machinedeployments.yaml",
            vec![
                <crate::kubernetes_sigs_cluster_api_cluster_x_k8s_io_machinedeployments::cluster_x_k8s_io::v1beta1::MachineDeployment as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/kubernetes-sigs__external-dns__dnsendpoints.externaldns.k8s.io.yaml",
            vec![
                <crate::kubernetes_sigs_external_dns_dnsendpoints_externaldns_k8s_io::externaldns_k8s_io::v1alpha1::DNSEndpoint as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/kubernetes-sigs__gateway-api__gateway.networking.k8s.io_gateways.yaml",
            vec![
                <crate::kubernetes_sigs_gateway_api_gateway_networking_k8s_io_gateways::gateway_networking_k8s_io::v1::Gateway as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/kubernetes-sigs__gateway-api__gateway.networking.k8s.io_tlsroutes.yaml",
            vec![
                <crate::kubernetes_sigs_gateway_api_gateway_networking_k8s_io_tlsroutes::gateway_networking_k8s_io::v1::TLSRoute as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/kubernetes-sigs__karpenter__karpenter.sh_nodepools.yaml",
            vec![
                <crate::kubernetes_sigs_karpenter_karpenter_sh_nodepools::karpenter_sh::v1::NodePool as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/kubernetes-sigs__kubebuilder__crew.testproject.org_firstmates.yaml",
            vec![
                <crate::kubernetes_sigs_kubebuilder_crew_testproject_org_firstmates::crew_testproject_org::v1::FirstMate as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/kyverno__kyverno__kyverno.io_cleanuppolicies.yaml",
            vec![
                <crate::kyverno_kyverno_kyverno_io_cleanuppolicies::kyverno_io::v2::CleanupPolicy as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/kyverno__kyverno__policies.kyverno.io_validatingpolicies.yaml",
            vec![
                <crate::kyverno_kyverno_policies_kyverno_io_validatingpolicies::policies_kyverno_io::v1::ValidatingPolicy as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/open-telemetry__opentelemetry-operator__opentelemetry.io_opentelemetrycollectors.yaml",
            vec![
                <crate::open_telemetry_opentelemetry_operator_opentelemetry_io_opentelemetrycollectors::opentelemetry_io::v1alpha1::OpenTelemetryCollector as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/prometheus-operator__prometheus-operator__monitoring.coreos.com_alertmanagerconfigs.yaml",
            vec![
                <crate::prometheus_operator_prometheus_operator_monitoring_coreos_com_alertmanagerconfigs::monitoring_coreos_com::v1alpha1::AlertmanagerConfig as CustomResourceExt>::crd(),
            ],
        ),
        (
            "real-world/prometheus-operator__prometheus-operator__monitoring.coreos.com_probes.yaml",
            vec![
                <crate::prometheus_operator_prometheus_operator_monitoring_coreos_com_probes::monitoring_coreos_com::v1::Probe as CustomResourceExt>::crd(),
            ],
        ),
    ]
}
