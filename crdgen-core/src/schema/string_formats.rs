//! The string formats kube-apiserver checks: `crdgen_apiserver::formats`, re-exported
//! at the path crdgen's tests have always used.

pub use crdgen_apiserver::formats::accepts;
