//! The API group `(core)`.

pub mod nogroup;
