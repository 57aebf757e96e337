//! 05xx: RBAC markers.

super::codes! {}
