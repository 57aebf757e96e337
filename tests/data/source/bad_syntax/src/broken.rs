pub struct Fine;

pub struct Broken {
    pub a: i32,,
}
