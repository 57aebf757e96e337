//! 02xx: kind attributes, CRD names and CRD-level checks.

super::codes! {}
