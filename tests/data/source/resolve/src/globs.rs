pub mod a {
    pub struct Thing;
    pub struct OnlyInA;
    pub struct Shared;
    struct Private;

    pub mod child {
        // A child module sees its parent's private items through a glob.
        use super::*;

        pub struct SeesPrivate {
            pub p: Private,
        }
    }
}

pub mod b {
    pub struct Shared;
    pub use super::a::OnlyInA;
}

pub mod user {
    use super::a::*;
    use super::b::*;

    pub struct Fine {
        // Both globs bring the same item: not ambiguous.
        pub only: OnlyInA,
        pub thing: Thing,
    }

    pub struct Clash {
        pub shared: Shared,
    }
}

pub mod sibling {
    use super::a::*;

    pub struct Hidden {
        pub p: Private,
    }
}

pub mod cycle_a {
    pub use super::cycle_b::*;
    pub struct InA;
}

pub mod cycle_b {
    pub use super::cycle_a::*;

    pub struct ThroughCycle {
        pub found: InA,
        pub missing: Nowhere,
    }
}

pub mod reexports {
    pub use k8s_openapi::api::core::v1::PodSpec;
    pub use std::collections::BTreeMap as Map;
}

pub mod through_reexports {
    use super::reexports::*;

    pub struct R {
        pub pod: PodSpec,
        pub map: Map<String, String>,
    }
}
