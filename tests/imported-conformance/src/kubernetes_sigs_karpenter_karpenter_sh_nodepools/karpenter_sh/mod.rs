//! The API group `karpenter.sh`.

pub mod v1;
