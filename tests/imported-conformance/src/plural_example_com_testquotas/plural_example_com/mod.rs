//! The API group `plural.example.com`.

pub mod v1;
