pub mod reexport;
pub mod v1;
pub mod v2;

/// The second link of a `pub use` chain: `CurrentSpec` → `reexport::Current` → `v1::Spec`.
pub use self::reexport::Current as CurrentSpec;
