pub struct Spec {
    pub replicas: i32,
}

pub enum Status {
    Ready,
    Failed,
}

pub type Quantity = String;
