//! crdgen: Kubernetes CustomResourceDefinitions from Rust API types, in controller-gen's
//! style.
//!
//! Put `#[derive(CustomResource)]` and `#[crd(group = ..., version = ..., kind = ...)]` on
//! a spec struct, `#[derive(CrdSchema)]` on the types it uses (so `#[crd(...)]` markers
//! are accepted on them), and run `crdgen generate` — or call [`build::generate`] from
//! `build.rs` with the `build` feature.
//!
//! Put `#[crdgen::rbac(...)]` on the code that needs a permission (see [`rbac`]);
//! `crdgen generate` merges the markers as controller-gen does and writes
//! `config/rbac/role.yaml`. Put `#[crdgen::webhook(...)]` on an admission webhook's
//! handler (see [`webhook`]); `crdgen generate` writes `config/webhook/manifests.yaml` as
//! controller-gen does.
//!
//! The handlers behind those webhooks come with the `webhook` feature: [`admission`]
//! turns a kind's `Validate` / `Defaulter` impls into validating and defaulting
//! AdmissionReview handlers, [`conversion`] the `From` / `TryFrom` impls between a kind's
//! versions into a ConversionReview handler; each is a function from request body bytes
//! to response body bytes that any HTTP server mounts.
//!
//! Operators get label and field selectors, listers and informers on kube (and, later,
//! typed clients) from the `client` feature (module `client`), and an in-memory API
//! server behind a real `kube::Client` for their tests from the `fake` feature (module
//! [`fake`], the `crdgen-fake` crate, which only operators that enable it compile):
//!
//! ```toml
//! crdgen = { version = "0.1", features = ["client"] }
//! [dev-dependencies]
//! crdgen = { version = "0.1", features = ["fake"] }
//! ```

#![warn(missing_docs)]

mod runtime;

#[cfg(feature = "webhook")]
pub mod admission;
#[cfg(feature = "client")]
pub mod client;
#[cfg(feature = "webhook")]
pub mod conversion;
/// The in-memory API server (feature `fake`): the `crdgen-fake` crate, re-exported so
/// tests and the generated fake clientset name it `crdgen::fake`.
#[cfg(feature = "fake")]
#[doc(inline)]
pub use crdgen_fake as fake;

pub use crdgen_derive::{CrdSchema, CustomResource, rbac, webhook};
pub use runtime::{CrdSchema, CustomResourceExt, HasSpec, HasStatus, to_yaml};

/// Sets a default for every struct field of the module it is written in, like
/// controller-gen's package-level `+kubebuilder:validation:Optional` / `Required`:
///
/// ```
/// crdgen::module_markers!(optional);
/// ```
///
/// `optional`: fields are left out of `required` unless marked `#[crd(required)]`
/// (a field serde cannot read without, neither an `Option` nor `#[serde(default)]`, is
/// an error). `required`: every field is required unless marked `#[crd(optional)]`.
/// It covers that module only, not its submodules. The macro expands to nothing;
/// crdgen reads it from the source.
#[macro_export]
macro_rules! module_markers {
    ($($marker:ident),* $(,)?) => {};
}

/// Re-exported for the code the derives generate, so users need no extra imports.
#[doc(hidden)]
pub mod __private {
    pub use crate::runtime::check_defaults;
    pub use k8s_openapi;
    #[cfg(feature = "kube")]
    pub use kube_core;
    pub use serde;
    pub use serde_json;
}

/// kube's traits on a derived root type, written in terms of crdgen's own impls (feature
/// `kube`; without it the macro expands to nothing). The derive calls it rather than
/// writing the impls itself because whether they exist depends on *this* crate's
/// features, which a `cfg` in the user's crate cannot see.
#[cfg(feature = "kube")]
#[doc(hidden)]
#[macro_export]
macro_rules! __kube_traits {
    (crd $root:ty) => {
        impl $crate::__private::kube_core::CustomResourceExt for $root {
            fn crd() -> $crate::__private::k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition {
                <$root as $crate::CustomResourceExt>::crd()
            }
            fn crd_name() -> &'static str {
                <$root as $crate::CustomResourceExt>::CRD_NAME
            }
            fn api_resource() -> $crate::__private::kube_core::ApiResource {
                $crate::__private::kube_core::ApiResource::erase::<$root>(&())
            }
            fn shortnames() -> &'static [&'static str] {
                <$root as $crate::CustomResourceExt>::SHORT_NAMES
            }
        }
    };
    (spec $root:ty) => {
        impl $crate::__private::kube_core::object::HasSpec for $root {
            type Spec = <$root as $crate::HasSpec>::Spec;
            fn spec(&self) -> &Self::Spec {
                <$root as $crate::HasSpec>::spec(self)
            }
            fn spec_mut(&mut self) -> &mut Self::Spec {
                <$root as $crate::HasSpec>::spec_mut(self)
            }
        }
    };
    (status $root:ty) => {
        impl $crate::__private::kube_core::object::HasStatus for $root {
            type Status = <$root as $crate::HasStatus>::Status;
            fn status(&self) -> ::core::option::Option<&Self::Status> {
                <$root as $crate::HasStatus>::status(self)
            }
            fn status_mut(&mut self) -> &mut ::core::option::Option<Self::Status> {
                <$root as $crate::HasStatus>::status_mut(self)
            }
        }
    };
}

/// Without feature `kube`: no kube traits.
#[cfg(not(feature = "kube"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __kube_traits {
    ($($any:tt)*) => {};
}

/// Generation from `build.rs` (feature `build`).
#[cfg(feature = "build")]
pub mod build {
    use std::path::PathBuf;

    pub use crdgen_core::diagnostic::Diagnostics;

    /// Does what `crdgen generate` does for the crate being built (`CARGO_MANIFEST_DIR`),
    /// and prints `cargo:rerun-if-changed` for every file it read and `cargo:warning` for
    /// every warning.
    ///
    /// Under CI (`CI=true`, which GitHub Actions, GitLab CI and most others set) or with
    /// `CRDGEN_VERIFY=1` it checks instead of writing, as `crdgen verify` does, and fails
    /// (with the diff) when the committed files are stale: a build that regenerated them
    /// would make every later check pass on files nobody committed. `CRDGEN_VERIFY=0`
    /// writes even under CI.
    ///
    /// ```no_run
    /// // build.rs
    /// fn main() {
    ///     if let Err(diagnostics) = crdgen::build::generate() {
    ///         eprintln!("{diagnostics}");
    ///         std::process::exit(1);
    ///     }
    /// }
    /// ```
    // The example is a whole build.rs, so its `fn main` is the point.
    #[allow(clippy::needless_doctest_main)]
    pub fn generate() -> Result<Vec<PathBuf>, Diagnostics> {
        let root = std::env::var_os("CARGO_MANIFEST_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from("."));
        let verify = verifies(
            std::env::var(VERIFY_VAR).ok().as_deref(),
            std::env::var("CI").ok().as_deref(),
        );
        run(&root, verify)
    }

    /// [`generate`] for an explicit crate root, always writing (whatever `CI` says).
    /// Returns the files it told cargo to watch: every file read, and `Cargo.toml` (where
    /// the configuration may appear).
    pub fn generate_in(root: &std::path::Path) -> Result<Vec<PathBuf>, Diagnostics> {
        run(root, false)
    }

    /// [`generate`]'s check for an explicit crate root, whatever `CI` says: fails with
    /// the diff when the files in the tree are not what would be generated.
    pub fn verify_in(root: &std::path::Path) -> Result<Vec<PathBuf>, Diagnostics> {
        run(root, true)
    }

    fn run(root: &std::path::Path, verify: bool) -> Result<Vec<PathBuf>, Diagnostics> {
        let generation = crdgen_core::run_crate(root, |_| {})?;
        let mut watched = generation.inputs.clone();
        let manifest = root.join("Cargo.toml");
        if manifest.is_file() && !watched.contains(&manifest) {
            watched.push(manifest);
        }
        watched.sort();
        for input in &watched {
            println!("cargo:rerun-if-changed={}", input.display());
        }
        println!("cargo:rerun-if-env-changed={VERIFY_VAR}");
        println!("cargo:rerun-if-env-changed=CI");
        // Cargo shows a build script's `cargo:warning` lines, one per line of text.
        for warning in &generation.warnings.0 {
            for line in warning.render().lines() {
                println!("cargo:warning={line}");
            }
        }
        if verify {
            let report = crdgen_core::emit::verify(root, &generation)?;
            if !report.is_fresh() {
                return Err(stale(&report).into());
            }
        } else {
            crdgen_core::emit::write(root, &generation)?;
        }
        Ok(watched)
    }

    /// The variable that chooses between writing and checking.
    const VERIFY_VAR: &str = "CRDGEN_VERIFY";

    /// Whether the build checks rather than writes: `CRDGEN_VERIFY` decides when set
    /// (`1`/`true` or `0`/`false`), else `CI=true` (or `1`) checks.
    fn verifies(crdgen_verify: Option<&str>, ci: Option<&str>) -> bool {
        let truthy =
            |v: &str| matches!(v.trim().to_ascii_lowercase().as_str(), "1" | "true" | "yes");
        match crdgen_verify {
            Some(v) if !v.trim().is_empty() => truthy(v),
            _ => ci.is_some_and(truthy),
        }
    }

    /// The error a stale tree gives under CI: the report (with its diffs) as a note.
    fn stale(report: &crdgen_core::emit::VerifyReport) -> crdgen_core::diagnostic::Diagnostic {
        crdgen_core::diagnostic::Diagnostic::error(
            crdgen_core::diagnostic::codes::output::VERIFY_CHANGED,
            "generated files are out of date (checked, not written, because CI or CRDGEN_VERIFY is set)",
        )
        .note(report.render().trim_end().to_owned())
        .help("build once without CI and CRDGEN_VERIFY set (or run `crdgen generate`) and commit the result")
    }

    #[cfg(test)]
    mod tests {
        #[test]
        fn crdgen_verify_decides_else_ci() {
            use super::verifies;
            assert!(!verifies(None, None));
            assert!(verifies(None, Some("true")));
            assert!(verifies(Some("1"), None));
            assert!(!verifies(Some("0"), Some("true")));
            assert!(!verifies(Some("false"), Some("true")));
            assert!(verifies(Some(""), Some("1")));
            assert!(!verifies(None, Some("false")));
        }
    }
}
