//! 06xx: client generation.

super::codes! {}
