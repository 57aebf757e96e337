//! Types imported by `crdgen import`: one module per API group, one per version
//! inside it. `crdgen generate` turns them back into the CRDs they came from.

pub mod snapshot_storage_k8s_io;
