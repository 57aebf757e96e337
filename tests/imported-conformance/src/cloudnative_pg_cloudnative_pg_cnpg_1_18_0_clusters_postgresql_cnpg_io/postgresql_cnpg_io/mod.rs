//! The API group `postgresql.cnpg.io`.

pub mod v1;
