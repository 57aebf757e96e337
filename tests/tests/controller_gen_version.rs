//! `controller-gen-version`: each place where controller-gen releases write a CRD
//! differently, with the exact YAML each release writes for the equivalent Go type (the Go
//! type is in a comment next to the Rust one), and the opt-in
//! `controller-gen.kubebuilder.io/version` annotation.

use crdgen_core::run_crate;

const HEAD: &str = "use crdgen::CustomResource;\nuse serde::{Deserialize, Serialize};\n\n";

/// Runs crdgen on a one-file crate with the given configuration and returns the CRD file,
/// or the rendered diagnostics.
fn run(source: &str, crdgen_toml: &str) -> Result<String, String> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("Cargo.toml"), "[package]\nname = \"api\"\n").unwrap();
    std::fs::write(dir.path().join("crdgen.toml"), crdgen_toml).unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), format!("{HEAD}{source}")).unwrap();
    match run_crate(dir.path(), |_| {}) {
        Ok(g) => Ok(g.artifacts[0].contents.clone()),
        Err(d) => Err(d.render()),
    }
}

fn generate(source: &str, version: &str) -> String {
    run(source, &format!("controller-gen-version = \"{version}\"\n"))
        .unwrap_or_else(|d| panic!("{version}: {d}"))
}

/// The text of the spec's schema, from its `spec:` line to the root's `required:`.
fn spec_block(crd: &str) -> &str {
    let start = crd.find("          spec:\n").expect("spec property");
    let end = crd[start..]
        .find("        required:\n")
        .expect("root required")
        + start;
    &crd[start..end]
}

// ```go
// // OneofSpec is the spec for the oneofs API.
// type OneofSpec struct {
//     FirstTypeWithOneof      *TypeWithOneof      `json:"firstTypeWithOneof,omitempty"`
//     FirstTypeWithExactOneof *TypeWithExactOneof `json:"firstTypeWithExactOneof,omitempty"`
//     SecondTypeWithOneof     *TypeWithMultipleOneofs `json:"secondTypeWithOneof,omitempty"`
// }
//
// // +kubebuilder:validation:XValidation:message="only one of foo|bar may be set",rule="!(has(self.foo) && has(self.bar))"
// // +kubebuilder:validation:AtMostOneOf=foo;bar
// type TypeWithOneof struct {
//     Foo *string `json:"foo,omitempty"`
//     Bar *string `json:"bar,omitempty"`
// }
//
// // +kubebuilder:validation:ExactlyOneOf=foo;bar
// type TypeWithExactOneof struct {
//     Foo *string `json:"foo,omitempty"`
//     Bar *string `json:"bar,omitempty"`
// }
//
// // +kubebuilder:validation:AtMostOneOf=a;b
// // +kubebuilder:validation:AtMostOneOf=c;d
// type TypeWithMultipleOneofs struct {
//     A *string `json:"a,omitempty"`
//     B *string `json:"b,omitempty"`
//     C *string `json:"c,omitempty"`
//     D *string `json:"d,omitempty"`
// }
// ```
const ONEOFS: &str = r#"
/// OneofSpec is the spec for the oneofs API.
#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "testdata.kubebuilder.io", version = "v1beta1", kind = "Oneof", namespaced)]
#[serde(rename_all = "camelCase")]
pub struct OneofSpec {
    pub first_type_with_oneof: Option<TypeWithOneof>,
    pub first_type_with_exact_oneof: Option<TypeWithExactOneof>,
    pub second_type_with_oneof: Option<TypeWithMultipleOneofs>,
}

#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(
    validation(rule = "!(has(self.foo) && has(self.bar))", message = "only one of foo|bar may be set"),
    at_most_one_of("foo", "bar")
)]
pub struct TypeWithOneof { pub foo: Option<String>, pub bar: Option<String> }

#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(exactly_one_of("foo", "bar"))]
pub struct TypeWithExactOneof { pub foo: Option<String>, pub bar: Option<String> }

#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(at_most_one_of("a", "b"), at_most_one_of("c", "d"))]
pub struct TypeWithMultipleOneofs {
    pub a: Option<String>, pub b: Option<String>, pub c: Option<String>, pub d: Option<String>,
}
"#;

/// What v0.19.0 to v0.21.0 write (controller-tools' own golden for these types, from the
/// commit of PR #1212, has these lines; go-yaml folds the two longer quoted rules).
const ONEOFS_COUNTED_LIST: &str = r#"          spec:
            description: OneofSpec is the spec for the oneofs API.
            properties:
              firstTypeWithExactOneof:
                properties:
                  bar:
                    type: string
                  foo:
                    type: string
                type: object
                x-kubernetes-validations:
                - message: exactly one of the fields in [foo bar] must be set
                  rule: '[has(self.foo),has(self.bar)].filter(x,x==true).size() ==
                    1'
              firstTypeWithOneof:
                properties:
                  bar:
                    type: string
                  foo:
                    type: string
                type: object
                x-kubernetes-validations:
                - message: only one of foo|bar may be set
                  rule: '!(has(self.foo) && has(self.bar))'
                - message: at most one of the fields in [foo bar] may be set
                  rule: '[has(self.foo),has(self.bar)].filter(x,x==true).size() <=
                    1'
              secondTypeWithOneof:
                properties:
                  a:
                    type: string
                  b:
                    type: string
                  c:
                    type: string
                  d:
                    type: string
                type: object
                x-kubernetes-validations:
                - message: at most one of the fields in [a b] may be set
                  rule: '[has(self.a),has(self.b)].filter(x,x==true).size() <= 1'
                - message: at most one of the fields in [c d] may be set
                  rule: '[has(self.c),has(self.d)].filter(x,x==true).size() <= 1'
            type: object
"#;

/// What v0.22.0 writes (PR #1408; the conformance golden `testdata.kubebuilder.io_oneofs.yaml`
/// has these lines).
const ONEOFS_ARITHMETIC: &str = r#"          spec:
            description: OneofSpec is the spec for the oneofs API.
            properties:
              firstTypeWithExactOneof:
                properties:
                  bar:
                    type: string
                  foo:
                    type: string
                type: object
                x-kubernetes-validations:
                - message: exactly one of the fields in [foo bar] must be set
                  rule: (has(self.foo)?1:0)+(has(self.bar)?1:0) == 1
              firstTypeWithOneof:
                properties:
                  bar:
                    type: string
                  foo:
                    type: string
                type: object
                x-kubernetes-validations:
                - message: only one of foo|bar may be set
                  rule: '!(has(self.foo) && has(self.bar))'
                - message: at most one of the fields in [foo bar] may be set
                  rule: (has(self.foo)?1:0)+(has(self.bar)?1:0) <= 1
              secondTypeWithOneof:
                properties:
                  a:
                    type: string
                  b:
                    type: string
                  c:
                    type: string
                  d:
                    type: string
                type: object
                x-kubernetes-validations:
                - message: at most one of the fields in [a b] may be set
                  rule: (has(self.a)?1:0)+(has(self.b)?1:0) <= 1
                - message: at most one of the fields in [c d] may be set
                  rule: (has(self.c)?1:0)+(has(self.d)?1:0) <= 1
            type: object
"#;

#[test]
fn one_of_rules_take_the_form_of_each_release() {
    for version in ["v0.19.0", "v0.20.0", "v0.20.1", "v0.21.0"] {
        assert_eq!(
            spec_block(&generate(ONEOFS, version)),
            ONEOFS_COUNTED_LIST,
            "{version}"
        );
    }
    assert_eq!(spec_block(&generate(ONEOFS, "v0.22.0")), ONEOFS_ARITHMETIC);
    // The default is the newest release.
    assert_eq!(spec_block(&run(ONEOFS, "").unwrap()), ONEOFS_ARITHMETIC);
    if let Some(dir) = crdgen_tests::conformance_dir() {
        let golden = std::fs::read_to_string(
            dir.join("controller-tools/crd/testdata.kubebuilder.io_oneofs.yaml"),
        )
        .unwrap();
        for block in [
            "firstTypeWithExactOneof",
            "firstTypeWithOneof",
            "secondTypeWithOneof",
        ] {
            let ours = property_block(ONEOFS_ARITHMETIC, block);
            assert!(golden.contains(ours), "{block} differs from the golden");
        }
    }
}

/// The lines of one property of the spec, from its name to the next property.
fn property_block<'a>(spec: &'a str, name: &str) -> &'a str {
    let start = spec.find(&format!("              {name}:\n")).unwrap();
    let rest = &spec[start + 15..];
    let end = rest
        .find("\n              ")
        .map_or(spec.len(), |i| start + 15 + i + 1);
    &spec[start..end]
}

// ```go
// // +kubebuilder:validation:AtMostOneOf=a;b
// // +kubebuilder:validation:ExactlyOneOf=c;d
// // +kubebuilder:validation:AtLeastOneOf=e;f
// type TypeWithAllOneofs struct {
//     A *string `json:"a,omitempty"`
//     …
//     F *string `json:"f,omitempty"`
// }
// ```
const ALL_ONEOFS: &str = r#"
#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "testdata.kubebuilder.io", version = "v1beta1", kind = "Oneof", namespaced)]
#[serde(rename_all = "camelCase")]
pub struct OneofSpec {
    pub type_with_all_one_of: Option<TypeWithAllOneofs>,
}

#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(at_most_one_of("a", "b"), exactly_one_of("c", "d"), at_least_one_of("e", "f"))]
pub struct TypeWithAllOneofs {
    pub a: Option<String>, pub b: Option<String>, pub c: Option<String>,
    pub d: Option<String>, pub e: Option<String>, pub f: Option<String>,
}
"#;

/// The rules of `ALL_ONEOFS` as YAML, from `x-kubernetes-validations:` to the end.
fn rules_block(crd: &str) -> &str {
    let spec = spec_block(crd);
    let start = spec
        .find("                x-kubernetes-validations:\n")
        .unwrap();
    let end = spec.rfind("            type: object\n").unwrap();
    &spec[start..end]
}

#[test]
fn at_least_one_of_is_written_from_v0_20_0() {
    // controller-tools' `AtLeastOneOf` (PR #1278): `… >= 1` in the counted-list form.
    let counted = r#"                x-kubernetes-validations:
                - message: at most one of the fields in [a b] may be set
                  rule: '[has(self.a),has(self.b)].filter(x,x==true).size() <= 1'
                - message: exactly one of the fields in [c d] must be set
                  rule: '[has(self.c),has(self.d)].filter(x,x==true).size() == 1'
                - message: at least one of the fields in [e f] must be set
                  rule: '[has(self.e),has(self.f)].filter(x,x==true).size() >= 1'
"#;
    for version in ["v0.20.0", "v0.20.1", "v0.21.0"] {
        assert_eq!(
            rules_block(&generate(ALL_ONEOFS, version)),
            counted,
            "{version}"
        );
    }
    // The conformance golden's `typeWithAllOneOf`.
    assert_eq!(
        rules_block(&generate(ALL_ONEOFS, "v0.22.0")),
        r#"                x-kubernetes-validations:
                - message: at most one of the fields in [a b] may be set
                  rule: (has(self.a)?1:0)+(has(self.b)?1:0) <= 1
                - message: exactly one of the fields in [c d] must be set
                  rule: (has(self.c)?1:0)+(has(self.d)?1:0) == 1
                - message: at least one of the fields in [e f] must be set
                  rule: has(self.e)||has(self.f)
"#
    );
    // v0.19.0 has no AtLeastOneOf (the error's snapshot is errors::one_of_not_in_release).
    assert!(run(ALL_ONEOFS, "controller-gen-version = \"v0.19.0\"\n").is_err());
}

#[test]
fn v0_18_0_has_no_one_of_markers() {
    // controller-gen v0.18.0 predates PR #1212; it would not know
    // `+kubebuilder:validation:AtMostOneOf` at all.
    let err = run(ONEOFS, "controller-gen-version = \"v0.18.0\"\n").unwrap_err();
    assert_eq!(
        err.lines().next(),
        Some(
            "error[E0420]: `at_most_one_of` is not in controller-gen v0.18.0, the configured `controller-gen-version`"
        )
    );
    assert!(err.contains("= help: set `controller-gen-version` to v0.19.0 or later, or write the rule yourself: validation(rule = \"[has(self.foo),has(self.bar)].filter(x,x==true).size() <= 1\", message = \"at most one of the fields in [foo bar] may be set\")"), "{err}");
    // Without one-of helpers, v0.18.0 writes what the others write.
    let plain = "#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")]\npub struct FooSpec {\n    #[crd(validation(rule = \"self > 0\"))]\n    pub size: i32,\n}\n";
    assert_eq!(generate(plain, "v0.18.0"), generate(plain, "v0.22.0"));
}

// ```go
// // +kubebuilder:validation:ExactlyOneOf=c;d
// // +kubebuilder:validation:AtMostOneOf=a;b
// // +kubebuilder:validation:XValidation:rule="!has(self.a) || !has(self.c)",message="a excludes c"
// type Ordered struct {
//     A *string `json:"a,omitempty"`
//     B *string `json:"b,omitempty"`
//     C *string `json:"c,omitempty"`
//     D *string `json:"d,omitempty"`
// }
// ```
const ORDERED: &str = r#"
#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "example.com", version = "v1", kind = "Foo")]
pub struct FooSpec {
    pub ordered: Option<Ordered>,
}

#[derive(CrdSchema, Serialize, Deserialize)]
#[crd(
    exactly_one_of("c", "d"),
    at_most_one_of("a", "b"),
    validation(rule = "!has(self.a) || !has(self.c)", message = "a excludes c")
)]
pub struct Ordered {
    pub a: Option<String>, pub b: Option<String>, pub c: Option<String>, pub d: Option<String>,
}
"#;

#[test]
fn one_of_rules_follow_the_validation_rules_in_the_order_of_each_release() {
    // v0.19.0 applies XValidation before the one-of markers (PR #1224) but gives
    // AtMostOneOf and ExactlyOneOf one priority, so their rules come out in Go map order;
    // crdgen keeps the order their first markers are written in, one of the two
    // controller-gen writes.
    assert_eq!(
        rules_block(&generate(ORDERED, "v0.19.0")),
        r#"                x-kubernetes-validations:
                - message: a excludes c
                  rule: '!has(self.a) || !has(self.c)'
                - message: exactly one of the fields in [c d] must be set
                  rule: '[has(self.c),has(self.d)].filter(x,x==true).size() == 1'
                - message: at most one of the fields in [a b] may be set
                  rule: '[has(self.a),has(self.b)].filter(x,x==true).size() <= 1'
"#
    );
    // From v0.20.0 (PR #1278): XValidation, AtMostOneOf, ExactlyOneOf, AtLeastOneOf.
    for version in ["v0.20.0", "v0.20.1", "v0.21.0"] {
        assert_eq!(
            rules_block(&generate(ORDERED, version)),
            r#"                x-kubernetes-validations:
                - message: a excludes c
                  rule: '!has(self.a) || !has(self.c)'
                - message: at most one of the fields in [a b] may be set
                  rule: '[has(self.a),has(self.b)].filter(x,x==true).size() <= 1'
                - message: exactly one of the fields in [c d] must be set
                  rule: '[has(self.c),has(self.d)].filter(x,x==true).size() == 1'
"#,
            "{version}"
        );
    }
    assert_eq!(
        rules_block(&generate(ORDERED, "v0.22.0")),
        r#"                x-kubernetes-validations:
                - message: a excludes c
                  rule: '!has(self.a) || !has(self.c)'
                - message: at most one of the fields in [a b] may be set
                  rule: (has(self.a)?1:0)+(has(self.b)?1:0) <= 1
                - message: exactly one of the fields in [c d] must be set
                  rule: (has(self.c)?1:0)+(has(self.d)?1:0) == 1
"#
    );
}

// ```go
// // +kubebuilder:object:root=true
// // +kubebuilder:resource:scope=Cluster
// // +kubebuilder:metadata:labels="external-secrets.io/component=controller"
// type ClusterExternalSecret struct {
//     metav1.TypeMeta   `json:",inline"`
//     metav1.ObjectMeta `json:"metadata,omitempty"`
//     Spec ClusterExternalSecretSpec `json:"spec,omitempty"`
// }
// ```
// controller-gen v0.19.0 writes (external-secrets' clusterexternalsecrets CRD, in the
// conformance set, begins so):
// ```yaml
// metadata:
//   annotations:
//     controller-gen.kubebuilder.io/version: v0.19.0
//   labels:
//     external-secrets.io/component: controller
//   name: clusterexternalsecrets.external-secrets.io
// ```
const LABELLED: &str = r#"
#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "external-secrets.io", version = "v1", kind = "ClusterExternalSecret",
      label("external-secrets.io/component", "controller"))]
pub struct ClusterExternalSecretSpec {
    #[serde(default)]
    pub refresh_time: Option<String>,
}
"#;

#[test]
fn the_version_annotation_is_opt_in_and_names_the_configured_release() {
    let on = |version: &str| {
        run(
            LABELLED,
            &format!(
                "controller-gen-version = \"{version}\"\ncontroller-gen-version-annotation = true\n"
            ),
        )
        .unwrap()
    };
    let head = |crd: &str| crd[..crd.find("spec:\n").unwrap()].to_owned();
    assert_eq!(
        head(&on("v0.19.0")),
        "---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  annotations:\n    controller-gen.kubebuilder.io/version: v0.19.0\n  labels:\n    external-secrets.io/component: controller\n  name: clusterexternalsecrets.external-secrets.io\n"
    );
    if let Some(dir) = crdgen_tests::conformance_dir() {
        let real = std::fs::read_to_string(dir.join(
            "real-world/external-secrets__external-secrets__external-secrets.io_clusterexternalsecrets.yaml",
        ))
        .unwrap();
        // That file has no `---` line.
        assert!(real.starts_with(&head(&on("v0.19.0"))["---\n".len()..]));
    }
    assert_eq!(
        head(&on("v0.22.0")),
        "---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  annotations:\n    controller-gen.kubebuilder.io/version: v0.22.0\n  labels:\n    external-secrets.io/component: controller\n  name: clusterexternalsecrets.external-secrets.io\n"
    );
    // Off by default, whatever the version.
    let off = run(LABELLED, "controller-gen-version = \"v0.19.0\"\n").unwrap();
    assert_eq!(
        head(&off),
        "---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  labels:\n    external-secrets.io/component: controller\n  name: clusterexternalsecrets.external-secrets.io\n"
    );
    // Beside the kind's own annotations, sorted with them as go-yaml sorts map keys.
    let own = LABELLED.replace(
        "label(\"external-secrets.io/component\", \"controller\")",
        "annotation(\"example.com/owner\", \"team-a\"), annotation(\"api-approved.kubernetes.io\", \"unapproved\")",
    );
    let crd = run(&own, "controller-gen-version-annotation = true\n").unwrap();
    assert_eq!(
        head(&crd),
        "---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  annotations:\n    api-approved.kubernetes.io: unapproved\n    controller-gen.kubebuilder.io/version: v0.22.0\n    example.com/owner: team-a\n  name: clusterexternalsecrets.external-secrets.io\n"
    );
}

#[test]
fn overrides_replace_the_configured_version() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("Cargo.toml"), "[package]\nname = \"api\"\n").unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), format!("{HEAD}{ONEOFS}")).unwrap();
    std::fs::write(
        dir.path().join("crdgen.toml"),
        "controller-gen-version = \"v0.22.0\"\n",
    )
    .unwrap();
    let g = run_crate(dir.path(), |c| c.controller_gen_version = "v0.21.0".into()).unwrap();
    assert_eq!(spec_block(&g.artifacts[0].contents), ONEOFS_COUNTED_LIST);
}

// ```go
// // +kubebuilder:object:root=true
// type Widget struct {
//     metav1.TypeMeta   `json:",inline"`
//     metav1.ObjectMeta `json:"metadata,omitempty"`
//     Spec WidgetSpec `json:"spec"`
// }
//
// // WidgetSpec is the desired state of a widget.
// type WidgetSpec struct {
//     // Size of the widget, in
//     // whole units.
//     //
//     // Zero means the default.
//     // ---
//     // TODO: say which default.
//     Size int32 `json:"size,omitempty"`
// }
// ```
const WIDGET: &str = r#"
/// WidgetSpec is the desired state of a widget.
#[derive(CustomResource, Serialize, Deserialize)]
#[crd(group = "example.com", version = "v1", kind = "Widget", namespaced)]
pub struct WidgetSpec {
    /// Size of the widget, in
    ///    whole units.
    ///
    /// Zero means the default.
    /// ---
    /// TODO: say which default.
    pub size: Option<i32>,
}
"#;

#[test]
fn v0_9_2_joins_doc_comments_and_writes_creation_timestamp_null() {
    // Lines trimmed and joined with a space, the blank line as ` \n `, nothing cut (PRs
    // #870 and #877 came later); `metav1.TypeMeta`'s godoc joined likewise; the zero
    // `creationTimestamp` of Go's encoder (PR #800 came later).
    assert_eq!(generate(WIDGET, "v0.9.2"), V0_9_2_WIDGET);
    // The newer releases keep the lines, cut at `---`, and write no creationTimestamp.
    let newest = generate(WIDGET, "v0.22.0");
    assert!(!newest.contains("creationTimestamp"));
    assert_eq!(
        spec_block(&newest),
        "          spec:\n            description: WidgetSpec is the desired state of a widget.\n            properties:\n              size:\n                description: |-\n                  Size of the widget, in\n                     whole units.\n\n                  Zero means the default.\n                format: int32\n                type: integer\n            type: object\n"
    );
}

#[test]
fn the_derive_writes_v0_9_2_as_the_cli_does() {
    // `pipeline::kind` is what `#[derive(CustomResource)]` embeds as `crd()`.
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("Cargo.toml"), "[package]\nname = \"api\"\n").unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), format!("{HEAD}{WIDGET}")).unwrap();
    let config = crdgen_core::config::Config {
        controller_gen_version: "v0.9.2".into(),
        ..Default::default()
    };
    let out = crdgen_core::pipeline::kind(dir.path(), &config, None, None, "example.com", "Widget")
        .unwrap();
    assert_eq!(out.yaml, V0_9_2_WIDGET);
}

/// What v0.9.2 writes for `WIDGET`.
const V0_9_2_WIDGET: &str = r#"---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  creationTimestamp: null
  name: widgets.example.com
spec:
  group: example.com
  names:
    kind: Widget
    listKind: WidgetList
    plural: widgets
    singular: widget
  scope: Namespaced
  versions:
  - name: v1
    schema:
      openAPIV3Schema:
        properties:
          apiVersion:
            description: 'APIVersion defines the versioned schema of this representation
              of an object. Servers should convert recognized schemas to the latest
              internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources'
            type: string
          kind:
            description: 'Kind is a string value representing the REST resource this
              object represents. Servers may infer this from the endpoint the client
              submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds'
            type: string
          metadata:
            type: object
          spec:
            description: WidgetSpec is the desired state of a widget.
            properties:
              size:
                description: "Size of the widget, in whole units. \n Zero means the
                  default. --- TODO: say which default."
                format: int32
                type: integer
            type: object
        required:
        - spec
        type: object
    served: true
    storage: true
"#;
