//! The API group `bar.example.com`.

pub mod foo;
