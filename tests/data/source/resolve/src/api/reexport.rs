pub use super::v1::Spec as Current;
