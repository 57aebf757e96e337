//! 04xx: CEL validation rules.

super::codes! {}
