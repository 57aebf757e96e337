//! crdgen
