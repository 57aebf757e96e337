pub struct Sub;
