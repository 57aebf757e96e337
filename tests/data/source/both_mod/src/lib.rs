pub mod dup;
