pub struct V1;
