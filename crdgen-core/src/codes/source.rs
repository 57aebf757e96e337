//! 01xx: modules and type resolution — finding the types a kind uses.

super::codes! {}
