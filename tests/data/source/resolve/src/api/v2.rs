use super::v1;

pub struct Spec {
    pub old: v1::Spec,
    pub up: super::super::Root,
    pub here: self::Extra,
}

pub struct Extra;
