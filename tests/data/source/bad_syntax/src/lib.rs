pub mod broken;
