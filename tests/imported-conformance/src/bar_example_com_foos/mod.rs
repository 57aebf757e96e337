//! Types imported by `crdgen import`: one module per API group, one per version
//! inside it. `crdgen generate` turns them back into the CRDs they came from.

pub mod bar_example_com;
