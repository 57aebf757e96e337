//! The conformance CRDs that do not come back exact from `crdgen import` yet, with their
//! reasons: shared by the CLI round trip (`tests/tests/import_round_trip.rs`) and the
//! derive's (`tests/imported-conformance/tests/crds.rs`), so both shrink together.

/// Files not yet exact: file name → why.
pub const KNOWN: &[(&str, &str)] = &[(
    "kubernetes-csi__external-snapshotter__snapshot.storage.k8s.io_volumesnapshots.yaml",
    "its v1beta1 version (served: false) is older output kept by hand inside a v0.15.0 file, which no controller-gen release writes: descriptions joined as v0.9.2 joined them (a crate has one `controller-gen-version`, read before any kind) and no `metadata` property at the root (crdgen writes `metadata: {type: object}` for every release, as controller-gen does); and the file ends with a CRD `status:` stanza, which kube-apiserver resets on create (the CRD strategy's PrepareForCreate) and which crdgen writes for no release, as controller-gen has not since v0.9.0 (its comments are read)",
)];
