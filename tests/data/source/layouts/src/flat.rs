pub mod child;
