use crate::globs::a::*;

/// Shadows the prelude's `String`.
pub struct String;
/// Shadows the glob's `Thing`.
pub struct Thing;
/// Shadows the primitive.
#[allow(non_camel_case_types)]
pub struct u8;

pub struct Shadows {
    pub s: String,
    pub t: Thing,
    pub b: u8,
    pub from_glob: OnlyInA,
    pub v: Vec<i32>,
}
