//! Reading the version feature from manifests: each way cargo lets a crate enable it, the
//! tables that do not count, and the errors with their full text.

use std::path::Path;

use super::*;

/// Writes `files` under a fresh directory and detects in its subdirectory `krate`.
fn detect_in(files: &[(&str, &str)], krate: &str) -> Result<Detection, Diagnostic> {
    let dir = tempfile::tempdir().unwrap();
    for (path, text) in files {
        let p = dir.path().join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    detect(&dir.path().join(krate))
}

/// The version, feature and `file:line:col` found.
fn found(files: &[(&str, &str)], krate: &str) -> Option<(String, String, String)> {
    let detection = detect_in(files, krate).unwrap();
    detection.feature.map(|f| {
        (
            f.version,
            f.feature,
            format!(
                "{}:{}:{}",
                f.location.file.display(),
                f.location.line,
                f.location.column
            ),
        )
    })
}

fn some(version: &str, feature: &str, at: &str) -> Option<(String, String, String)> {
    Some((version.to_owned(), feature.to_owned(), at.to_owned()))
}

const PACKAGE: &str = "[package]\nname = \"api\"\nversion = \"0.1.0\"\n\n";

fn manifest(rest: &str) -> String {
    format!("{PACKAGE}{rest}")
}

#[test]
fn no_manifest_and_no_dependency_find_nothing() {
    assert_eq!(
        detect(Path::new("/nonexistent/crdgen")),
        Ok(Detection::default())
    );
    assert_eq!(found(&[("Cargo.toml", &manifest(""))], "."), None);
    assert_eq!(
        found(
            &[(
                "Cargo.toml",
                &manifest("[dependencies]\nk8s-openapi = \"0.29\"\n")
            )],
            "."
        ),
        None
    );
    assert_eq!(
        found(
            &[(
                "Cargo.toml",
                &manifest(
                    "[dependencies]\nk8s-openapi = { version = \"0.29\", features = [\"schemars\"] }\n"
                )
            )],
            "."
        ),
        None
    );
}

#[test]
fn each_version_feature_selects_its_version() {
    for (feature, version) in [
        ("v1_33", "1.33"),
        ("v1_34", "1.34"),
        ("v1_35", "1.35"),
        ("v1_36", "1.36"),
        ("v1_37", "1.37"),
        ("earliest", "1.33"),
        ("latest", "1.37"),
        ("v1_38", "1.38"),
    ] {
        let text = manifest(&format!(
            "[dependencies]\nk8s-openapi = {{ version = \"0.29\", features = [\"schemars\", \"{feature}\"] }}\n"
        ));
        assert_eq!(
            found(&[("Cargo.toml", &text)], "."),
            some(version, feature, "Cargo.toml:6:59"),
            "{feature}"
        );
    }
}

#[test]
fn dev_and_build_dependencies_do_not_count() {
    let text = manifest(
        "[dev-dependencies]\nk8s-openapi = { version = \"0.29\", features = [\"v1_35\"] }\n\n\
         [build-dependencies]\nk8s-openapi = { version = \"0.29\", features = [\"v1_34\"] }\n",
    );
    assert_eq!(found(&[("Cargo.toml", &text)], "."), None);
}

#[test]
fn dotted_target_and_renamed_dependencies_count() {
    let text = manifest("[dependencies.k8s-openapi]\nversion = \"0.29\"\nfeatures = [\"v1_34\"]\n");
    assert_eq!(
        found(&[("Cargo.toml", &text)], "."),
        some("1.34", "v1_34", "Cargo.toml:7:13")
    );
    let text = manifest(
        "[target.'cfg(unix)'.dependencies]\nk8s-openapi = { version = \"0.29\", features = [\"v1_35\"] }\n",
    );
    assert_eq!(
        found(&[("Cargo.toml", &text)], "."),
        some("1.35", "v1_35", "Cargo.toml:6:47")
    );
    let text = manifest(
        "[dependencies]\nk8s = { package = \"k8s-openapi\", version = \"0.29\", features = [\"earliest\"] }\n\
         other = { version = \"1\", features = [\"v1_36\"] }\n",
    );
    assert_eq!(
        found(&[("Cargo.toml", &text)], "."),
        some("1.33", "earliest", "Cargo.toml:6:64")
    );
}

const WORKSPACE: &str = "[workspace]\nmembers = [\"api\"]\n\n[workspace.dependencies]\n";

#[test]
fn workspace_dependencies_are_inherited() {
    // The feature on the workspace's entry, as the fixtures of this repository have it.
    let root = format!(
        "{WORKSPACE}serde = \"1\"\nk8s-openapi = {{ version = \"0.29\", features = [\"latest\"] }}\n"
    );
    let member = manifest("[dependencies]\nk8s-openapi.workspace = true\n");
    assert_eq!(
        found(&[("Cargo.toml", &root), ("api/Cargo.toml", &member)], "api"),
        some("1.37", "latest", "../Cargo.toml:6:47")
    );
    // The feature on the member, added to the workspace's; two levels down.
    let root = format!("{WORKSPACE}k8s-openapi = \"0.29\"\n");
    let member =
        manifest("[dependencies]\nk8s-openapi = { workspace = true, features = [\"v1_35\"] }\n");
    assert_eq!(
        found(
            &[("Cargo.toml", &root), ("crates/api/Cargo.toml", &member)],
            "crates/api"
        ),
        some("1.35", "v1_35", "Cargo.toml:6:47")
    );
    // `package.workspace` names the root; a renamed workspace entry.
    let root = format!(
        "{WORKSPACE}k8s = {{ package = \"k8s-openapi\", version = \"0.29\", features = [\"v1_34\"] }}\n"
    );
    let member = "[package]\nname = \"api\"\nworkspace = \"../ws\"\n\n[dependencies]\nk8s = { workspace = true }\n";
    assert_eq!(
        found(
            &[("ws/Cargo.toml", &root), ("api/Cargo.toml", member)],
            "api"
        ),
        some("1.34", "v1_34", "../ws/Cargo.toml:5:64")
    );
    // The crate is its own workspace root.
    let text = format!(
        "{PACKAGE}{WORKSPACE}k8s-openapi = {{ version = \"0.29\", features = [\"v1_36\"] }}\n\n\
         [dependencies]\nk8s-openapi.workspace = true\n"
    );
    assert_eq!(
        found(&[("Cargo.toml", &text)], "."),
        some("1.36", "v1_36", "Cargo.toml:9:47")
    );
}

#[test]
fn the_manifests_read_are_listed() {
    let dir = tempfile::tempdir().unwrap();
    let root = format!("{WORKSPACE}k8s-openapi = \"0.29\"\n");
    std::fs::write(dir.path().join("Cargo.toml"), root).unwrap();
    std::fs::create_dir(dir.path().join("api")).unwrap();
    let member = manifest("[dependencies]\nk8s-openapi.workspace = true\n");
    std::fs::write(dir.path().join("api/Cargo.toml"), member).unwrap();
    let detection = detect(&dir.path().join("api")).unwrap();
    let canonical = std::fs::canonicalize(dir.path()).unwrap();
    assert_eq!(
        detection.manifests,
        vec![
            dir.path().join("api").join("Cargo.toml"),
            canonical.join("Cargo.toml")
        ]
    );
    assert_eq!(detection.feature, None);
}

#[test]
fn latest_and_its_version_agree() {
    let text = manifest(
        "[dependencies]\nk8s-openapi = { version = \"0.29\", features = [\"latest\", \"v1_37\"] }\n",
    );
    assert_eq!(
        found(&[("Cargo.toml", &text)], "."),
        some("1.37", "latest", "Cargo.toml:6:47")
    );
}

#[test]
fn two_versions_are_an_error() {
    let text = manifest(
        "[dependencies]\nk8s-openapi = { version = \"0.29\", features = [\"v1_35\", \"latest\"] }\n",
    );
    let err = detect_in(&[("Cargo.toml", &text)], ".").unwrap_err();
    assert_eq!(
        err.render(),
        "\
error[E0019]: the crate enables two Kubernetes versions of k8s-openapi: `v1_35` (1.35) and `latest` (1.37)
 --> Cargo.toml:6:56
  |
6 | k8s-openapi = { version = \"0.29\", features = [\"v1_35\", \"latest\"] }
  |                                                        ^^^^^^^^ Kubernetes 1.37
  |
  = note: `v1_35` is enabled at Cargo.toml:6:47
  = help: keep one version feature (k8s-openapi builds with exactly one), or set `kubernetes-version` in the crdgen configuration"
    );
}

#[test]
fn latest_of_another_release_is_an_error() {
    for (requirement, release) in [("0.30", "0.30"), ("^0.31.2", "0.31"), ("=1.0.0", "1.0")] {
        let text = manifest(&format!(
            "[dependencies]\nk8s-openapi = {{ version = \"{requirement}\", features = [\"latest\"] }}\n"
        ));
        let err = detect_in(&[("Cargo.toml", &text)], ".").unwrap_err();
        assert_eq!(
            err.message,
            format!(
                "crdgen cannot tell which Kubernetes version `latest` selects in k8s-openapi {release}: it knows k8s-openapi 0.29, where `latest` is 1.37"
            )
        );
    }
    // Requirements that name 0.29, or no single release, read `latest` as 0.29's.
    for requirement in ["0.29", "^0.29", "~0.29.0", "=0.29.0", ">=0.29, <0.31", "*"] {
        let text = manifest(&format!(
            "[dependencies]\nk8s-openapi = {{ version = \"{requirement}\", features = [\"latest\"] }}\n"
        ));
        let detection = detect_in(&[("Cargo.toml", &text)], ".").unwrap();
        assert_eq!(
            detection.feature.map(|f| f.version).as_deref(),
            Some("1.37"),
            "{requirement}"
        );
    }
}

#[test]
fn a_manifest_that_is_not_toml_is_an_error() {
    let root = "[workspace\n";
    let member = manifest("[dependencies]\nk8s-openapi.workspace = true\n");
    let err = detect_in(&[("Cargo.toml", root), ("api/Cargo.toml", &member)], "api").unwrap_err();
    assert_eq!(
        err.render(),
        "\
error[E0003]: ../Cargo.toml is not valid TOML: unclosed table, expected `]`
 --> ../Cargo.toml:1:11
  |
1 | [workspace
  |           ^
  |
  = help: fix the manifest; cargo reports the same error"
    );
}
