//! 00xx: reading the input — files, Rust syntax, the config file, size and nesting limits.

super::codes! {
    /// An attribute's arguments do not parse.
    ///
    /// The tokens inside `#[crd(...)]` (or another crdgen attribute) are not the
    /// `key = value, key(...)` form the attribute takes: a missing comma, an unclosed
    /// parenthesis, a value that is not a literal. The message says what the parser
    /// expected at that point.
    ATTRIBUTE_SYNTAX = "E0001";
}
