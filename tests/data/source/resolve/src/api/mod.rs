pub mod reexport;
pub mod v1;
pub mod v2;

/// The second link of a `pub use` chain: `CurrentSpec` → `reexport::Current` → `v1::Spec`.
pub use self::reexport::Current as CurrentSpec;
/// A module re-exported under another name.
pub use self::v1 as stable;
