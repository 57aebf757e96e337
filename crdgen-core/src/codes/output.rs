//! 07xx: output, `verify` and the file system.

super::codes! {}
