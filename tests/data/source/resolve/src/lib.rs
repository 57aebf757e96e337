//! Name resolution cases. Data for crdgen's tests: never compiled.

pub mod api;
pub mod consumer;
pub mod errors;
pub mod external;
pub mod globs;
pub mod shadow;

pub struct Root;
