//! Every way a module finds its file.

/// `api/mod.rs`, whose children live beside it.
pub mod api;
/// `flat.rs`, whose children live in `flat/`.
pub mod flat;
/// Relative to this file's directory.
#[path = "elsewhere/renamed.rs"]
pub mod renamed;
pub mod inline {
    pub mod deep {
        pub struct Deep;
        /// Inside inline modules, files live in `inline/deep/`.
        pub mod file_child;
        /// Inside inline modules, `#[path]` is relative to `inline/deep/` too.
        #[path = "odd_name.rs"]
        pub mod odd;
    }
}
/// Never loaded: the file does not exist.
#[cfg(test)]
mod tests;

pub struct Root;
