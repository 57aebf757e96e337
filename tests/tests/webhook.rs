//! Webhook configurations from `#[crdgen::webhook(...)]` markers: controller-gen
//! conformance for every case of controller-tools' webhook test suite
//! (`pkg/webhook/testdata`; the goldens are in the shared conformance data), one snapshot
//! per error class, and the file's life cycle (no markers, no file).
//!
//! Each valid case is its Go markers written in Rust, run through the engine, and compared
//! with the golden byte for byte. Some of controller-tools' goldens were edited by hand
//! (controller-tools compares them as objects, not text): `reinvocationPolicy` after
//! `timeoutSeconds`, or lists indented differently. For those the output is compared with
//! the golden as objects and, byte for byte, with the golden re-emitted in controller-gen's
//! style (`canonical`); the test asserts which goldens are such.

use std::path::Path;

use crdgen_core::run_crate;

/// A fresh crate with `files`; returns its directory.
fn write_crate(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"operator\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    for (path, text) in files {
        let p = dir.path().join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    dir
}

/// The webhook manifest a crate generates, if any.
fn manifests(files: &[(&str, &str)]) -> Option<String> {
    let dir = write_crate(files);
    let generation = run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{d}"));
    generation
        .artifacts
        .iter()
        .find(|a| a.path == Path::new("config/webhook/manifests.yaml"))
        .map(|a| a.contents.clone())
}

/// The rendered errors of a crate that fails.
fn errors(files: &[(&str, &str)]) -> String {
    let dir = write_crate(files);
    match run_crate(dir.path(), |_| {}) {
        Ok(g) => panic!(
            "expected an error, generated {:?}",
            g.artifacts.iter().map(|a| &a.path).collect::<Vec<_>>()
        ),
        Err(d) => d.render(),
    }
}

/// The rendered warnings of a crate that generates.
fn warnings(files: &[(&str, &str)]) -> String {
    let dir = write_crate(files);
    match run_crate(dir.path(), |_| {}) {
        Ok(g) => g.warnings.render(),
        Err(d) => panic!("expected warnings only, got:\n{d}"),
    }
}

fn parse(text: &str) -> Vec<serde_json::Value> {
    crdgen_core::emit::yaml::parse(text).unwrap().documents
}

/// A golden's documents as controller-gen writes them.
fn canonical(golden: &str) -> String {
    parse(golden)
        .iter()
        .map(|d| crdgen_core::emit::yaml::document("", d))
        .collect()
}

/// Compares a generated manifest with controller-tools' golden for `case`: as objects,
/// then byte for byte with the golden itself (`exact`) or with its canonical form.
fn assert_conforms(case: &str, ours: &str, exact: bool) {
    let Some(conformance) = crdgen_tests::conformance_dir() else {
        return;
    };
    let golden = std::fs::read_to_string(
        conformance
            .join("controller-tools/webhook")
            .join(case)
            .join("manifests.yaml"),
    )
    .unwrap();
    assert_eq!(parse(ours), parse(&golden), "{case}: objects differ");
    assert_eq!(
        golden == canonical(&golden),
        exact,
        "{case}: the golden is {}in controller-gen's own form",
        if exact { "not " } else { "" }
    );
    assert_eq!(ours, canonical(&golden), "{case}: text differs");
}

/// `#[crdgen::webhook(args)]` on a handler `name`.
fn hook(name: &str, args: &str) -> String {
    format!("#[crdgen::webhook({args})]\npub fn {name}() {{}}\n\n")
}

/// The keys controller-tools' CronJob cases share.
const CRONJOB: &str = "verbs = \"create;update\", failure_policy = \"fail\", match_policy = \"Equivalent\", groups = \"testdata.kubebuilder.io\", resources = \"cronjobs\", versions = \"v1\", timeout_seconds = 10, admission_review_versions = \"v1;v1beta1\"";
const VALIDATE: &str = "mutating = false, path = \"/validate-testdata-kubebuilder-io-v1-cronjob\", name = \"validation.cronjob.testdata.kubebuilder.io\"";
const MUTATE: &str = "mutating = true, path = \"/mutate-testdata-kubebuilder-io-v1-cronjob\", name = \"default.cronjob.testdata.kubebuilder.io\"";

/// The three webhooks of controller-tools' `valid` case, with `extra` keys on each
/// (validating, validating, mutating).
fn valid_case(groups: &str, extra: [&str; 3]) -> String {
    let cronjob = CRONJOB.replace("testdata.kubebuilder.io", groups);
    let mut s = hook(
        "validate",
        &format!(
            "webhook_versions = \"v1\", {VALIDATE}, {cronjob}, side_effects = \"None\"{}",
            extra[0]
        ),
    );
    s += &hook(
        "validate_dry_run",
        &format!(
            "{VALIDATE}, {cronjob}, side_effects = \"NoneOnDryRun\"{}",
            extra[1]
        ),
    );
    s += &hook(
        "default",
        &format!(
            "webhook_versions = \"v1\", {MUTATE}, {cronjob}, side_effects = \"None\", reinvocation_policy = \"IfNeeded\"{}",
            extra[2]
        ),
    );
    s
}

#[test]
fn main_case_byte_for_byte_from_the_conformance_fixture() {
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/conformance");
    let generation = run_crate(&fixture, |_| {}).unwrap_or_else(|d| panic!("{d}"));
    let ours = generation
        .artifacts
        .iter()
        .find(|a| a.path == Path::new("config/webhook/manifests.yaml"))
        .map(|a| a.contents.clone())
        .expect("manifests.yaml is generated");
    let Some(conformance) = crdgen_tests::conformance_dir() else {
        return;
    };
    let golden =
        std::fs::read_to_string(conformance.join("controller-tools/webhook/manifests.yaml"))
            .unwrap();
    assert_eq!(parse(&ours), parse(&golden));
    assert_eq!(ours, golden);
    // The committed file is the generated one (CI's `crdgen verify` checks it too).
    let committed = std::fs::read_to_string(fixture.join("config/webhook/manifests.yaml")).unwrap();
    assert_eq!(committed, golden);
}

#[test]
fn valid() {
    let src = valid_case("testdata.kubebuilder.io", ["", "", ""]);
    assert_conforms("valid", &manifests(&[("src/lib.rs", &src)]).unwrap(), false);
}

#[test]
fn valid_custom_name() {
    let src = valid_case("testdata.kubebuilder.io", ["", "", ""]);
    let ours = manifests(&[
        ("src/lib.rs", &src),
        (
            "crdgen.toml",
            "[webhook]\nmutating-name = \"foo\"\nvalidating-name = \"bar\"\n",
        ),
    ])
    .unwrap();
    assert_conforms("valid-custom-name", &ours, false);
}

#[test]
fn valid_custom_service() {
    let src = valid_case(
        "testdata.kubebuiler.io",
        [
            ", service_name = \"DEAD\", service_namespace = \"BEEF\", service_port = 1234",
            "",
            ", service_name = \"FOO\"",
        ],
    );
    let ours = manifests(&[("src/lib.rs", &src)]).unwrap();
    assert_conforms("valid-custom-service", &ours, false);
}

#[test]
fn valid_url() {
    let src = valid_case(
        "testdata.kubebuilder.io",
        [
            ", url = \"https://somewebhook:9443\"",
            ", url = \"https://anothersomewebhook:9443\"",
            "",
        ],
    );
    let ours = manifests(&[("src/lib.rs", &src)]).unwrap();
    assert_conforms("valid-url", &ours, false);
}

#[test]
fn valid_crosspkg_stable() {
    // One module per Go package; the webhooks are sorted by name across them.
    let common = "webhook_versions = \"v1\", verbs = \"create;update\", mutating = false, failure_policy = \"fail\", match_policy = \"Equivalent\", groups = \"testdata.kubebuilder.io\", resources = \"cronjobs\", side_effects = \"None\", admission_review_versions = \"v1;v1beta1\"";
    let v1 = hook(
        "validate",
        &format!(
            "{common}, versions = \"v1\", name = \"validation.cronjob.testdata.kubebuilder.io\", path = \"/validate-testdata-kubebuilder-io-v1-cronjob\""
        ),
    );
    let v1alpha1 = hook(
        "validate",
        &format!(
            "{common}, versions = \"v1alpha1\", name = \"a.cronjob.testdata.kubebuilder.io\", path = \"/validate-testdata-kubebuilder-io-v1alpha1-cronjob\""
        ),
    );
    let ours = manifests(&[
        ("src/lib.rs", "pub mod v1;\npub mod v1alpha1;\n"),
        ("src/v1.rs", &v1),
        ("src/v1alpha1.rs", &v1alpha1),
    ])
    .unwrap();
    assert_conforms("valid-crosspkg-stable", &ours, false);
}

/// The keys of the selector cases.
const SELECTOR_CASE: &str = "verbs = \"create;update\", failure_policy = \"fail\", groups = \"testdata.kubebuilder.io\", resources = \"cronjobs\", versions = \"v1\", side_effects = \"None\", admission_review_versions = \"v1\"";

#[test]
fn valid_namespaceselector() {
    let src = hook(
        "validate",
        &format!("{VALIDATE}, {SELECTOR_CASE}, namespace_selector = \"webhook-enabled=true\""),
    );
    let ours = manifests(&[("src/lib.rs", &src)]).unwrap();
    assert_conforms("valid-namespaceselector", &ours, true);
}

#[test]
fn valid_objectselector() {
    let src = hook(
        "default",
        &format!("{MUTATE}, {SELECTOR_CASE}, object_selector = \"managed-by=myoperator\""),
    );
    let ours = manifests(&[("src/lib.rs", &src)]).unwrap();
    assert_conforms("valid-objectselector", &ours, true);
}

#[test]
fn valid_selectors_matchexpressions() {
    let src = hook(
        "validate",
        &format!(
            "{VALIDATE}, {SELECTOR_CASE}, namespace_selector = \"environment in (dev,staging,prod)\""
        ),
    ) + &hook(
        "default",
        &format!(
            "{MUTATE}, {SELECTOR_CASE}, object_selector = \"managed-by=controller,tier in (frontend,backend)\""
        ),
    );
    let ours = manifests(&[("src/lib.rs", &src)]).unwrap();
    assert_conforms("valid-selectors-matchexpressions", &ours, true);
}

#[test]
fn valid_ordered() {
    // Written in reverse: the configuration lists webhooks sorted by name.
    let common = "webhook_versions = \"v1\", verbs = \"create;update\", mutating = false, failure_policy = \"fail\", match_policy = \"Equivalent\", groups = \"testdata.kubebuilder.io\", versions = \"v1\", side_effects = \"None\", admission_review_versions = \"v1;v1beta1\"";
    let src = [
        ("deployments", "deployments", "deployment"),
        ("cronjoblist", "cronjoblist", "cronjoblist"),
        ("cronjob", "cronjobs", "cronjob"),
    ]
    .iter()
    .map(|(path, resource, name)| {
        hook(
            &format!("validate_{name}"),
            &format!("{common}, path = \"/validate-testdata-kubebuilder-io-v1-{path}\", resources = \"{resource}\", name = \"{name}.testdata.kubebuilder.io\""),
        )
    })
    .collect::<String>();
    let ours = manifests(&[("src/lib.rs", &src)]).unwrap();
    assert_conforms("valid-ordered", &ours, true);
}

#[test]
fn no_markers_no_file_and_a_custom_path() {
    assert_eq!(manifests(&[("src/lib.rs", "pub fn f() {}\n")]), None);
    let dir = write_crate(&[
        (
            "src/lib.rs",
            &hook("default", &format!("{MUTATE}, {SELECTOR_CASE}")),
        ),
        (
            "crdgen.toml",
            "[webhook]\nfile = \"deploy/webhooks.yaml\"\n",
        ),
    ]);
    let generation = run_crate(dir.path(), |_| {}).unwrap();
    let paths: Vec<_> = generation
        .artifacts
        .iter()
        .map(|a| a.path.clone())
        .collect();
    assert_eq!(paths, [Path::new("deploy/webhooks.yaml")]);
    assert_eq!(
        generation.owned,
        [
            Path::new("config/rbac/role.yaml"),
            Path::new("deploy/webhooks.yaml")
        ]
    );
}

// controller-tools' invalid cases: each its own error, with every error of the run.

macro_rules! case {
    ($name:ident, $text:expr) => {
        #[test]
        fn $name() {
            insta::assert_snapshot!(stringify!($name), $text);
        }
    };
}

case!(
    invalid_admission_review_versions_required,
    errors(&[(
        "src/lib.rs",
        &hook(
            "validate",
            &format!(
                "{VALIDATE}, {}, side_effects = \"None\"",
                CRONJOB.replace(", admission_review_versions = \"v1;v1beta1\"", "")
            )
        )
    )])
);
case!(
    invalid_side_effects,
    errors(&[(
        "src/lib.rs",
        &hook(
            "validate",
            &format!("{VALIDATE}, {CRONJOB}, side_effects = \"Some\"")
        )
    )])
);
case!(
    invalid_timeout_seconds,
    errors(&[(
        "src/lib.rs",
        &(hook(
            "validate",
            &format!(
                "{VALIDATE}, {}, side_effects = \"None\"",
                CRONJOB.replace("timeout_seconds = 10", "timeout_seconds = 40")
            )
        ) + &hook(
            "default",
            &format!(
                "{MUTATE}, {}, side_effects = \"None\"",
                CRONJOB.replace("timeout_seconds = 10", "timeout_seconds = -1")
            )
        ))
    )])
);
case!(
    invalid_v1beta1_not_supported,
    errors(&[(
        "src/lib.rs",
        &hook(
            "validate",
            &format!(
                "webhook_versions = \"v1beta1\", {VALIDATE}, {CRONJOB}, side_effects = \"None\""
            )
        )
    )])
);

// crdgen's own checks.

case!(
    unknown_and_duplicate_keys_and_wrong_types,
    errors(&[(
        "src/lib.rs",
        &hook(
            "validate",
            &format!(
                "{VALIDATE}, {CRONJOB}, side_effects = \"None\", failurePolicy = \"fail\", verbs = \"delete\", service_port = \"9443\""
            )
        )
    )])
);
case!(
    missing_keys,
    errors(&[(
        "src/lib.rs",
        &hook(
            "validate",
            "groups = \"apps\", admission_review_versions = \"v1\", side_effects = \"None\""
        )
    )])
);
case!(
    unknown_values_and_empty_entries,
    errors(&[(
        "src/lib.rs",
        &hook(
            "default",
            &format!(
                "{MUTATE}, {}, side_effects = \"None\", reinvocation_policy = \"Always\"",
                CRONJOB
                    .replace("create;update", "create;;patch")
                    .replace("\"fail\"", "\"retry\"")
            )
        )
    )])
);
case!(
    reinvocation_policy_on_a_validating_webhook,
    errors(&[(
        "src/lib.rs",
        &hook(
            "validate",
            &format!(
                "{VALIDATE}, {CRONJOB}, side_effects = \"None\", reinvocation_policy = \"Never\""
            )
        )
    )])
);
case!(
    url_with_a_service_and_a_relative_path,
    errors(&[(
        "src/lib.rs",
        &hook(
            "validate",
            &format!(
                "{}, {CRONJOB}, side_effects = \"None\", url = \"http://hooks.example.com\", service_name = \"hooks\"",
                VALIDATE.replace("\"/validate", "\"validate")
            )
        )
    )])
);
case!(
    invalid_selector,
    errors(&[(
        "src/lib.rs",
        &hook(
            "default",
            &format!("{MUTATE}, {SELECTOR_CASE}, object_selector = \"tier in (a,b\"")
        )
    )])
);
case!(
    invalid_webhook_name,
    errors(&[(
        "src/lib.rs",
        &hook(
            "default",
            &format!(
                "{}, {SELECTOR_CASE}",
                MUTATE.replace(
                    "default.cronjob.testdata.kubebuilder.io",
                    "cronjob-defaulter"
                )
            )
        )
    )])
);
case!(
    go_marker_in_a_doc_comment,
    errors(&[(
        "src/lib.rs",
        "/// +kubebuilder:webhook:path=/mutate-v1-pod,mutating=true,failurePolicy=fail,sideEffects=None,groups=\"\",resources=pods,verbs=create,versions=v1,name=mpod.kb.io,admissionReviewVersions=v1,timeoutSeconds=5\npub fn default_pod() {}\n"
    )])
);
case!(
    duplicate_webhook_names_warning,
    warnings(&[(
        "src/lib.rs",
        &valid_case("testdata.kubebuilder.io", ["", "", ""])
    )])
);

/// The README's "Webhooks" snippet, pasted into a crate as written.
#[test]
fn readme_snippet_generates() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md"))
            .unwrap();
    let section = &readme[readme.find("\n## Webhooks\n").unwrap()..];
    let start = section.find("```rust\n").unwrap() + "```rust\n".len();
    let snippet = &section[start..start + section[start..].find("```\n").unwrap()];
    let ours = manifests(&[("src/lib.rs", snippet)]).unwrap();
    insta::assert_snapshot!("readme_snippet", ours);
}
