//! The API group `crew.testproject.org`.

pub mod v1;
pub mod v2;
