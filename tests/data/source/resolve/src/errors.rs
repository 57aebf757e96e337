use crate::api::v1::Missing;

pub trait Behaviour {}

pub struct Errors {
    pub unknown: Unknwn,
    pub candidate: Extra,
    pub typo: crate::api::v1::Spc,
    pub bad_import: Missing,
    pub module: crate::api,
    pub a_trait: Behaviour,
    pub not_module: crate::api::v1::Spec::Inner,
    pub too_high: super::super::Root,
    pub elsewhere: crate::api::v1::Extra,
}
