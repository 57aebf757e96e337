//! apimachinery's rules: names, labels, annotations, selectors.
//!
//! The Kubernetes rules that crdgen's engine (CRD names, metadata labels and
//! annotations, RBAC namespaces), its runtime (label selectors) and its fake API server
//! (object names) all check, in one place, so they cannot drift apart:
//!
//! - [`validation`]: `k8s.io/apimachinery/pkg/util/validation` — `IsDNS1123Label`,
//!   `IsDNS1123Subdomain`, `IsDNS1035Label`, `IsQualifiedName`, `IsValidLabelValue` —
//!   returning structured violations that render as apimachinery's messages, so each
//!   caller can keep its own wording. No dependencies.
//! - `selector` (feature `selector`): label and field selectors, parsed and matched as
//!   apimachinery's `labels` and `fields` packages do. It needs k8s-openapi (for
//!   `metav1.LabelSelector`), which the name rules do not, so crdgen-core and the derive
//!   do not build it.

#![warn(missing_docs)]

#[cfg(feature = "selector")]
pub mod selector;
pub mod validation;
