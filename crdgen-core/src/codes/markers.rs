//! 03xx: field and type markers, and building the schema from Rust types.

super::codes! {}
