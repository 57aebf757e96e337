pub struct Odd;
