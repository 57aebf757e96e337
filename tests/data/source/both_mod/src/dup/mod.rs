pub struct B;
