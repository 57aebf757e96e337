pub struct Child;
