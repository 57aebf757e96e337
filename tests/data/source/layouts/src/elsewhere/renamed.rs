/// A `#[path]` file owns its directory, like `mod.rs`.
pub mod sub;
