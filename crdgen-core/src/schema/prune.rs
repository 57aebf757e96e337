//! Pruning as the API server prunes a custom resource against its structural schema:
//! `crdgen_apiserver::prune`, re-exported at the path crdgen's tests have always used.

pub use crdgen_apiserver::prune::prune;
