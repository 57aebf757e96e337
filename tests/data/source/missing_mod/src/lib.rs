pub struct Kept;

pub mod gone;
