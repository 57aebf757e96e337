//! CRD-level markers that change the CRD: `top_level`, `skip_version`, `deprecated`
//! (and its warning), metadata in both spellings, and paths that resolve.

use crdgen_core::emit::yaml;
use crdgen_core::pipeline::Generation;
use crdgen_core::run_crate;
use serde_json::{Value, json};

const HEAD: &str = "use crdgen::CustomResource;\nuse serde::{Deserialize, Serialize};\n\n";

fn generate(files: &[(&str, &str)]) -> Generation {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("Cargo.toml"), "[package]\nname = \"api\"\n").unwrap();
    for (path, text) in files {
        let p = dir.path().join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    run_crate(dir.path(), |_| {}).unwrap_or_else(|d| panic!("{d}"))
}

fn crd(g: &Generation) -> Value {
    yaml::parse(&g.artifacts[0].contents)
        .unwrap()
        .documents
        .remove(0)
}

#[test]
fn top_level_fields_replace_spec_like_the_testquotas_golden() {
    let g = generate(&[(
        "src/lib.rs",
        &format!(
            "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"plural.example.com\", version = \"v1\", kind = \"TestQuota\", namespaced, top_level)]\npub struct TestQuotaFields {{\n    #[serde(default)]\n    pub test: String,\n}}\n"
        ),
    )]);
    let got = crd(&g);
    assert!(g.warnings.0.is_empty());
    if let Some(dir) = crdgen_tests::conformance_dir() {
        let golden = std::fs::read_to_string(
            dir.join("controller-tools/crd/plural.example.com_testquotas.yaml"),
        )
        .unwrap();
        let golden = yaml::parse(&golden).unwrap().documents.remove(0);
        assert_eq!(got["spec"], golden["spec"]);
    }
    let root = &got["spec"]["versions"][0]["schema"]["openAPIV3Schema"];
    assert_eq!(root["properties"]["test"], json!({"type": "string"}));
    assert_eq!(root.get("required"), None);
}

#[test]
fn top_level_empty_struct_keeps_status_and_doc_and_required_fields() {
    let g = generate(&[(
        "src/lib.rs",
        &format!(
            "{HEAD}/// CronJob is the Schema for the cronjobs API\n#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"\", version = \"nogroup\", kind = \"CronJob\", namespaced, top_level)]\npub struct CronJobFields {{}}\n\n/// Bar has a status.\n#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Bar\", top_level, status = \"BarStatus\")]\npub struct BarFields {{\n    pub size: i32,\n}}\n\n#[derive(Serialize, Deserialize)]\npub struct BarStatus {{\n    pub ready: bool,\n}}\n"
        ),
    )]);
    let docs: Vec<Value> = g
        .artifacts
        .iter()
        .map(|a| yaml::parse(&a.contents).unwrap().documents.remove(0))
        .collect();
    let cronjob = docs
        .iter()
        .find(|d| d["spec"]["names"]["kind"] == "CronJob")
        .unwrap();
    if let Some(dir) = crdgen_tests::conformance_dir() {
        let golden =
            std::fs::read_to_string(dir.join("controller-tools/crd/testdata._cronjobs.yaml"))
                .unwrap();
        let golden = yaml::parse(&golden).unwrap().documents.remove(0);
        assert_eq!(cronjob["spec"], golden["spec"]);
    }
    let bar = docs
        .iter()
        .find(|d| d["spec"]["names"]["kind"] == "Bar")
        .unwrap();
    let root = &bar["spec"]["versions"][0]["schema"]["openAPIV3Schema"];
    let mut names: Vec<&String> = root["properties"].as_object().unwrap().keys().collect();
    names.sort();
    assert_eq!(names, ["apiVersion", "kind", "metadata", "size", "status"]);
    assert_eq!(root["required"], json!(["size"]));
    assert_eq!(root["description"], json!("Bar has a status."));
}

fn version(v: &str, extra: &str) -> String {
    format!(
        "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"{v}\", kind = \"Foo\"{extra})]\npub struct FooSpec {{\n    pub size: i32,\n}}\n"
    )
}

#[test]
fn skipped_versions_are_left_out_and_deprecated_ones_warn() {
    let g = generate(&[
        (
            "src/lib.rs",
            "pub mod v1;\npub mod v1beta1;\npub mod v1beta2;\npub mod v2;\n",
        ),
        ("src/v1.rs", &version("v1", ", storage")),
        ("src/v1beta1.rs", &version("v1beta1", ", served = false")),
        (
            "src/v1beta2.rs",
            &version("v1beta2", ",\n      deprecated = \"use v1 instead\""),
        ),
        ("src/v2.rs", &version("v2", ", skip_version")),
    ]);
    let got = crd(&g);
    let summary: Vec<Value> = got["spec"]["versions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| {
            json!([
                v["name"],
                v.get("deprecated"),
                v.get("deprecationWarning"),
                v["served"],
                v["storage"]
            ])
        })
        .collect();
    assert_eq!(
        summary,
        [
            json!(["v1", null, null, true, true]),
            json!(["v1beta1", null, null, false, false]),
            json!(["v1beta2", true, "use v1 instead", true, false]),
        ]
    );
    assert_eq!(
        g.warnings.render(),
        "warning[W0203]: version `v1beta2` of kind `Foo` is deprecated\n --> src/v1beta2.rs:6:7\n  |\n6 |       deprecated = \"use v1 instead\")]\n  |       ^^^^^^^^^^ deprecated here\n  |\n  = note: clients of `v1beta2` are told: use v1 instead\n  = help: move clients to a version that is not deprecated, then skip or remove this one"
    );
}

#[test]
fn deprecated_versions_nobody_is_told_about_do_not_warn() {
    // An unserved version's clients get nothing, and an external kind's versions are its
    // owner's choice: the CRD keeps `deprecated`, the run prints nothing.
    let g = generate(&[
        ("src/lib.rs", "pub mod v1;\npub mod v1beta1;\n"),
        ("src/v1.rs", &version("v1", ", storage")),
        (
            "src/v1beta1.rs",
            &version("v1beta1", ", served = false, deprecated"),
        ),
    ]);
    assert_eq!(crd(&g)["spec"]["versions"][1]["deprecated"], json!(true));
    assert_eq!(g.warnings.render(), "");
    let g = generate(&[
        ("src/lib.rs", "pub mod v1;\npub mod v1beta1;\n"),
        ("src/v1.rs", &version("v1", ", storage, external")),
        (
            "src/v1beta1.rs",
            &version("v1beta1", ", deprecated, external"),
        ),
    ]);
    assert!(g.artifacts.is_empty());
    assert_eq!(g.warnings.render(), "");
}

#[test]
fn a_deprecated_storage_version_warns_differently() {
    let g = generate(&[("src/lib.rs", &version("v1", ", deprecated"))]);
    let got = crd(&g);
    assert_eq!(got["spec"]["versions"][0]["deprecated"], json!(true));
    assert_eq!(got["spec"]["versions"][0].get("deprecationWarning"), None);
    assert_eq!(
        g.warnings.render(),
        "warning[W0204]: version `v1` of kind `Foo` is deprecated but is the storage version\n --> src/lib.rs:5:60\n  |\n5 | #[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\", deprecated)]\n  |                                                            ^^^^^^^^^^ deprecated storage version\n  |\n  = note: clients of `v1` get the API server's default warning (\"example.com/v1 Foo is deprecated\")\n  = help: objects are stored at a version clients are told to leave; make a version that is not deprecated the storage version"
    );
}

#[test]
fn metadata_in_both_spellings_and_paths_that_resolve() {
    let g = generate(&[(
        "src/lib.rs",
        &format!(
            "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\", status = \"FooStatus\",\n      annotation(\"example.com/owner\", \"team a=b\"), annotation = \"api-approved.kubernetes.io=https://x\",\n      label = \"tier=front\", label(\"example.com/empty\", \"\"),\n      printcolumn(name = \"Ready\", type = \"string\", json_path = \".status.conditions[?(@.type==\\\"Ready\\\")].status\"),\n      printcolumn(name = \"App\", type = \"string\", json_path = \".metadata.labels['app.kubernetes.io/name']\"),\n      printcolumn(name = \"Age\", type = \"date\", format = \"date-time\", json_path = \".metadata.creationTimestamp\", priority = 0),\n      selectable = \".spec.phase\", selectable = \".status.replicas\",\n      scale(spec_replicas_path = \".spec.size\", status_replicas_path = \".status.replicas\", label_selector_path = \".status.selector\"))]\npub struct FooSpec {{\n    pub size: i32,\n    pub phase: String,\n}}\n\n#[derive(Serialize, Deserialize)]\npub struct FooStatus {{\n    pub replicas: i32,\n    pub selector: String,\n    pub conditions: Vec<Condition>,\n}}\n\n#[derive(Serialize, Deserialize)]\npub struct Condition {{\n    pub r#type: String,\n    pub status: String,\n}}\n"
        ),
    )]);
    let got = crd(&g);
    assert_eq!(
        got["metadata"],
        json!({
            "annotations": {"api-approved.kubernetes.io": "https://x", "example.com/owner": "team a=b"},
            "labels": {"example.com/empty": "", "tier": "front"},
            "name": "foos.example.com"
        })
    );
    let v = &got["spec"]["versions"][0];
    assert_eq!(
        v["additionalPrinterColumns"],
        json!([
            {"jsonPath": ".status.conditions[?(@.type==\"Ready\")].status", "name": "Ready", "type": "string"},
            {"jsonPath": ".metadata.labels['app.kubernetes.io/name']", "name": "App", "type": "string"},
            {"format": "date-time", "jsonPath": ".metadata.creationTimestamp", "name": "Age", "priority": 0, "type": "date"}
        ])
    );
    assert_eq!(
        v["selectableFields"],
        json!([{"jsonPath": ".spec.phase"}, {"jsonPath": ".status.replicas"}])
    );
    assert_eq!(
        v["subresources"]["scale"],
        json!({"labelSelectorPath": ".status.selector", "specReplicasPath": ".spec.size", "statusReplicasPath": ".status.replicas"})
    );
}

/// A kind embedding a whole PodTemplateSpec is over the limit of client-side apply.
const BIG: &str = "use k8s_openapi::api::core::v1::PodTemplateSpec;\n\n#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Runner\")]\npub struct RunnerSpec {\n    pub template: PodTemplateSpec,\n    pub sidecar: PodTemplateSpec,\n}\n";

#[test]
fn a_crd_over_the_client_side_apply_limit_warns_and_names_the_ways_out() {
    let g = generate(&[("src/lib.rs", &format!("{HEAD}{BIG}"))]);
    let json_size = serde_json::to_string(&crd(&g)).unwrap().len();
    assert!(json_size > crdgen_core::crd::LAST_APPLIED_LIMIT);
    assert_eq!(
        g.warnings.render(),
        format!(
            "warning[W0205]: the CRD of kind `Runner` is {json_size} bytes as JSON, over the 262144-byte limit of client-side `kubectl apply`\n --> src/lib.rs:7:53\n  |\n7 | #[crd(group = \"example.com\", version = \"v1\", kind = \"Runner\")]\n  |                                                     ^^^^^^^^ kind declared here\n  |\n  = note: client-side apply stores the whole object in the last-applied-configuration annotation, and the API server limits annotations to 262144 bytes\n  = help: apply it with `kubectl apply --server-side`, or set max-description-length in the crdgen configuration (e.g. 0 drops descriptions)"
        )
    );
    // Without descriptions it fits, and nothing is said.
    let g = generate(&[
        ("crdgen.toml", "max-description-length = 0\n"),
        ("src/lib.rs", &format!("{HEAD}{BIG}")),
    ]);
    assert_eq!(g.warnings.render(), "");
}

#[test]
fn an_empty_printcolumn_description_is_left_out_as_controller_gen_does() {
    // Go, as Flux's controllers write it:
    //
    //     // +kubebuilder:object:root=true
    //     // +kubebuilder:printcolumn:name="Age",type="date",JSONPath=".metadata.creationTimestamp",description=""
    //     type Foo struct { ... Spec FooSpec `json:"spec"` }
    //     type FooSpec struct { Size int32 `json:"size"` }
    let g = generate(&[(
        "src/lib.rs",
        &format!(
            "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\",\n      printcolumn(name = \"Age\", type = \"date\", json_path = \".metadata.creationTimestamp\", description = \"\"))]\npub struct FooSpec {{\n    pub size: i32,\n}}\n"
        ),
    )]);
    // What controller-gen v0.21.0 writes for the Go type above.
    let expected = r#"---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: foos.example.com
spec:
  group: example.com
  names:
    kind: Foo
    listKind: FooList
    plural: foos
    singular: foo
  scope: Cluster
  versions:
  - additionalPrinterColumns:
    - jsonPath: .metadata.creationTimestamp
      name: Age
      type: date
    name: v1
    schema:
      openAPIV3Schema:
        properties:
          apiVersion:
            description: |-
              APIVersion defines the versioned schema of this representation of an object.
              Servers should convert recognized schemas to the latest internal value, and
              may reject unrecognized values.
              More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
            type: string
          kind:
            description: |-
              Kind is a string value representing the REST resource this object represents.
              Servers may infer this from the endpoint the client submits requests to.
              Cannot be updated.
              In CamelCase.
              More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
            type: string
          metadata:
            type: object
          spec:
            properties:
              size:
                format: int32
                type: integer
            required:
            - size
            type: object
        required:
        - spec
        type: object
    served: true
    storage: true
"#;
    assert_eq!(g.artifacts[0].contents, expected);
}

#[test]
fn a_conversion_webhook_as_kubebuilder_patches_it_in() {
    // Go (kubebuilder's multi-version tutorial): two versions of CronJob, v2 the storage
    // version, converted by the manager's webhook. controller-gen writes the versions;
    // `config/crd/patches/webhook_in_cronjobs.yaml` and `cainjection_in_cronjobs.yaml`
    // (kustomize, with the certificate `serving-cert` in `system`) add:
    //
    //     metadata:
    //       annotations:
    //         cert-manager.io/inject-ca-from: system/serving-cert
    //     spec:
    //       conversion:
    //         strategy: Webhook
    //         webhook:
    //           clientConfig:
    //             service:
    //               namespace: system
    //               name: webhook-service
    //               path: /convert
    //           conversionReviewVersions:
    //           - v1
    let v1 = format!(
        "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"batch.example.com\", version = \"v1\", kind = \"CronJob\", namespaced,\n      conversion(service = \"webhook-service\", namespace = \"system\", path = \"/convert\", inject_ca_from = \"system/serving-cert\"))]\npub struct CronJobSpec {{\n    pub schedule: String,\n}}\n"
    );
    let v2 = format!(
        "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"batch.example.com\", version = \"v2\", kind = \"CronJob\", namespaced, storage)]\npub struct CronJobSpec {{\n    pub minute: String,\n}}\n"
    );
    let g = generate(&[
        ("src/lib.rs", "pub mod v1;\npub mod v2;\n"),
        ("src/v1.rs", &v1),
        ("src/v2.rs", &v2),
    ]);
    let text = &g.artifacts[0].contents;
    let head = r#"---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  annotations:
    cert-manager.io/inject-ca-from: system/serving-cert
  name: cronjobs.batch.example.com
spec:
  conversion:
    strategy: Webhook
    webhook:
      clientConfig:
        service:
          name: webhook-service
          namespace: system
          path: /convert
      conversionReviewVersions:
      - v1
  group: batch.example.com
  names:
"#;
    assert_eq!(&text[..head.len()], head);
}

#[test]
fn conversion_none_and_a_url_webhook() {
    let spec = |attrs: &str| {
        format!(
            "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\", {attrs})]\npub struct FooSpec {{\n    pub size: i32,\n}}\n"
        )
    };
    let g = generate(&[("src/lib.rs", &spec("conversion(none)"))]);
    assert_eq!(crd(&g)["spec"]["conversion"], json!({"strategy": "None"}));
    let g = generate(&[(
        "src/lib.rs",
        &spec(
            "conversion(url = \"https://convert.example.com:8443/convert\", review_versions = [\"v1\", \"v1beta1\"])",
        ),
    )]);
    assert_eq!(
        crd(&g)["spec"]["conversion"],
        json!({
            "strategy": "Webhook",
            "webhook": {
                "clientConfig": {"url": "https://convert.example.com:8443/convert"},
                "conversionReviewVersions": ["v1", "v1beta1"]
            }
        })
    );
    assert_eq!(crd(&g)["metadata"].get("annotations"), None);
}

#[test]
fn status_options_on_a_top_level_kind_as_controller_gen_writes_them() {
    // Go:
    //
    //     // +kubebuilder:object:root=true
    //     // +kubebuilder:subresource:status
    //     type Bar struct {
    //         metav1.TypeMeta   `json:",inline"`
    //         metav1.ObjectMeta `json:"metadata,omitempty"`
    //         Size int32 `json:"size"`
    //         // status is what the controller saw
    //         // +nullable
    //         Status *BarStatus `json:"status,omitempty"`
    //     }
    //
    //     // BarStatus defines the observed state of Bar.
    //     type BarStatus struct {
    //         Ready bool `json:"ready"`
    //     }
    let g = generate(&[(
        "src/lib.rs",
        &format!(
            "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Bar\", top_level, status = \"BarStatus\",\n      status_doc = \"status is what the controller saw\", status_nullable)]\npub struct BarFields {{\n    pub size: i32,\n}}\n\n/// BarStatus defines the observed state of Bar.\n#[derive(Serialize, Deserialize)]\npub struct BarStatus {{\n    pub ready: bool,\n}}\n"
        ),
    )]);
    // What controller-gen v0.21.0 writes for the Go type above.
    let expected = r#"---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: bars.example.com
spec:
  group: example.com
  names:
    kind: Bar
    listKind: BarList
    plural: bars
    singular: bar
  scope: Cluster
  versions:
  - name: v1
    schema:
      openAPIV3Schema:
        properties:
          apiVersion:
            description: |-
              APIVersion defines the versioned schema of this representation of an object.
              Servers should convert recognized schemas to the latest internal value, and
              may reject unrecognized values.
              More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
            type: string
          kind:
            description: |-
              Kind is a string value representing the REST resource this object represents.
              Servers may infer this from the endpoint the client submits requests to.
              Cannot be updated.
              In CamelCase.
              More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
            type: string
          metadata:
            type: object
          size:
            format: int32
            type: integer
          status:
            description: status is what the controller saw
            nullable: true
            properties:
              ready:
                type: boolean
            required:
            - ready
            type: object
        required:
        - size
        type: object
    served: true
    storage: true
    subresources:
      status: {}
"#;
    assert_eq!(g.artifacts[0].contents, expected);
}

#[test]
fn an_empty_spec_doc_leaves_spec_without_description() {
    // Go: a `Spec` field without comment of a type without comment.
    let g = generate(&[(
        "src/lib.rs",
        &format!(
            "{HEAD}/// FooSpec defines the desired state of Foo.\n#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\", spec_doc = \"\")]\npub struct FooSpec {{\n    pub size: i32,\n}}\n"
        ),
    )]);
    let root = &crd(&g)["spec"]["versions"][0]["schema"]["openAPIV3Schema"];
    assert_eq!(
        root["properties"]["spec"],
        json!({
            "properties": {"size": {"format": "int32", "type": "integer"}},
            "required": ["size"],
            "type": "object"
        })
    );
}

/// `metadata_required` puts `metadata` first in the root's `required`, as controller-gen
/// writes for a Go `ObjectMeta` tagged `json:"metadata"` (Argo CD's AppProject): before
/// `spec`, before a `top_level` kind's own required fields, and alone with
/// `spec_optional`.
#[test]
fn metadata_required_lists_metadata_first_in_the_root_required() {
    let g = generate(&[(
        "src/lib.rs",
        &format!(
            "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Project\", namespaced, metadata_required)]\npub struct ProjectSpec {{\n    pub size: i32,\n}}\n\n#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Flat\", top_level, metadata_required)]\npub struct FlatFields {{\n    pub size: i32,\n}}\n\n#[derive(CustomResource, Serialize, Deserialize, Default)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Loose\", spec_optional, metadata_required)]\npub struct LooseSpec {{\n    #[serde(default)]\n    pub size: i32,\n}}\n"
        ),
    )]);
    assert!(g.warnings.0.is_empty());
    let required: Vec<(String, Value)> = g
        .artifacts
        .iter()
        .filter(|a| a.path.starts_with(&g.crd_dir))
        .map(|a| {
            let doc = yaml::parse(&a.contents).unwrap().documents.remove(0);
            (
                doc["spec"]["names"]["kind"].as_str().unwrap().to_owned(),
                doc["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["required"].clone(),
            )
        })
        .collect();
    assert_eq!(
        required,
        [
            ("Flat".to_owned(), json!(["metadata", "size"])),
            ("Loose".to_owned(), json!(["metadata"])),
            ("Project".to_owned(), json!(["metadata", "spec"])),
        ]
    );
}

#[test]
fn markers_on_a_type_an_attribute_macro_may_derive_for_are_applied() {
    // `#[api_type]` may expand to `#[derive(CrdSchema)]`: no E0388, the markers count.
    let g = generate(&[(
        "src/lib.rs",
        &format!(
            "{}\n#[api_type]\n#[derive(Serialize, Deserialize)]\npub struct Limits {{\n    #[crd(minimum = 1)]\n    pub cpu: i32,\n}}\n",
            version("v1", "").replace(
                "    pub size: i32,",
                "    pub size: i32,\n    pub limits: Limits,"
            )
        ),
    )]);
    assert_eq!(
        crd(&g)["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]["properties"]
            ["limits"]["properties"]["cpu"]["minimum"],
        json!(1)
    );
    assert_eq!(g.warnings.render(), "");
}

#[test]
fn an_embedded_resource_may_type_its_metadata() {
    // kube-apiserver checks only that an embedded resource's metadata is an object (the
    // name/generateName rule, E0809, is the root's): labels typed there are accepted.
    let g = generate(&[(
        "src/lib.rs",
        &format!(
            "{}\n#[derive(CrdSchema, Serialize, Deserialize)]\npub struct Template {{\n    api_version: String,\n    kind: String,\n    metadata: TemplateMeta,\n}}\n\n#[derive(CrdSchema, Serialize, Deserialize)]\npub struct TemplateMeta {{\n    labels: std::collections::BTreeMap<String, String>,\n}}\n",
            version("v1", "").replace(
                "    pub size: i32,",
                "    pub size: i32,\n    #[crd(embedded_resource)]\n    pub template: Template,"
            )
        ),
    )]);
    let template = &crd(&g)["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]
        ["properties"]["template"];
    assert_eq!(template["x-kubernetes-embedded-resource"], json!(true));
    assert_eq!(
        template["properties"]["metadata"],
        json!({"type": "object", "properties": {"labels": {"type": "object",
            "additionalProperties": {"type": "string"}}}, "required": ["labels"]})
    );
    assert_eq!(g.warnings.render(), "");
}

/// `root_properties` gives the root's `apiVersion`, `kind` and `metadata` exactly, in
/// place of crdgen's: here `apiVersion` as a hand-written CRD might describe it, `kind`
/// with no description, and no `metadata` (a name left out is not written). The
/// descriptions are cut by `max-description-length` like every other.
#[test]
fn root_properties_replace_the_roots_own_three() {
    let source = format!(
        "{HEAD}/// Foo is a thing.\n#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\",\n      root_properties = r#\"{{\"apiVersion\": {{\"description\": \"APIVersion is the object's version, as its API says.\", \"type\": \"string\"}}, \"kind\": {{\"type\": \"string\"}}}}\"#)]\npub struct FooSpec {{\n    pub size: i32,\n}}\n"
    );
    let g = generate(&[("src/lib.rs", &source)]);
    assert_eq!(g.warnings.render(), "");
    assert_eq!(
        g.artifacts[0].contents,
        "---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: foos.example.com\nspec:\n  group: example.com\n  names:\n    kind: Foo\n    listKind: FooList\n    plural: foos\n    singular: foo\n  scope: Cluster\n  versions:\n  - name: v1\n    schema:\n      openAPIV3Schema:\n        properties:\n          apiVersion:\n            description: APIVersion is the object's version, as its API says.\n            type: string\n          kind:\n            type: string\n          spec:\n            description: Foo is a thing.\n            properties:\n              size:\n                format: int32\n                type: integer\n            required:\n            - size\n            type: object\n        required:\n        - spec\n        type: object\n    served: true\n    storage: true\n"
    );
    let g = generate(&[
        ("src/lib.rs", &source),
        ("crdgen.toml", "max-description-length = 20\n"),
    ]);
    assert_eq!(
        crd(&g)["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["apiVersion"],
        json!({"description": "APIVersion is the...", "type": "string"})
    );
}

/// A `top_level` field cannot take the name of one of the object's own three, even where
/// `root_properties` leaves that one out: the API server keeps `metadata` whatever the
/// schema says.
#[test]
fn a_top_level_field_named_metadata_clashes_without_root_properties_metadata() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("Cargo.toml"), "[package]\nname = \"api\"\n").unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(
        dir.path().join("src/lib.rs"),
        format!(
            "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\", top_level,\n      root_properties = r#\"{{\"kind\": {{\"type\": \"string\"}}}}\"#)]\npub struct FooFields {{\n    pub metadata: String,\n}}\n"
        ),
    )
    .unwrap();
    let errors = run_crate(dir.path(), |_| {}).err().unwrap();
    assert_eq!(
        errors.render(),
        "error[E0223]: with `top_level`, the field `metadata` clashes with the resource's own `metadata`\n --> src/lib.rs:5:60\n  |\n5 | #[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\", top_level,\n  |                                                            ^^^^^^^^^ fields become top-level here\n  |\n  = help: rename the field (e.g. #[serde(rename = \"metadataValue\")]); apiVersion, kind, metadata belong to the resource"
    );
}

/// Two versions of one kind, `v1` (storage) with `fields_v1` and `v1alpha1` with
/// `fields_alpha`, each in its own module; `extra` goes into v1's `#[crd(...)]`.
fn two_versions(fields_v1: &str, fields_alpha: &str, extra: &str) -> Generation {
    generate(&[
        ("src/lib.rs", "pub mod v1;\npub mod v1alpha1;\n"),
        (
            "src/v1.rs",
            &format!(
                "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[crd(group = \"stable.example.com\", version = \"v1\", kind = \"CronTab\", storage{extra})]\npub struct CronTabSpec {{\n{fields_v1}}}\n"
            ),
        ),
        (
            "src/v1alpha1.rs",
            &format!(
                "{HEAD}#[derive(CustomResource, Serialize, Deserialize)]\n#[serde(rename_all = \"camelCase\")]\n#[crd(group = \"stable.example.com\", version = \"v1alpha1\", kind = \"CronTab\")]\npub struct CronTabSpec {{\n{fields_alpha}}}\n"
            ),
        ),
    ])
}

#[test]
fn versions_with_different_fields_and_no_conversion_webhook_warn() {
    let g = two_versions(
        "    pub schedule: String,\n    pub replicas: i32,\n",
        "    pub cron_spec: String,\n    pub replicas: String,\n",
        "",
    );
    assert_eq!(crd(&g)["spec"].get("conversion"), None);
    assert_eq!(
        g.warnings.render(),
        "warning[W0246]: versions `v1` and `v1alpha1` of kind `CronTab` have different fields and no conversion webhook\n --> src/v1alpha1.rs:6:47\n  |\n6 | #[crd(group = \"stable.example.com\", version = \"v1alpha1\", kind = \"CronTab\")]\n  |                                               ^^^^^^^^^^ converted with `strategy: None`\n  |\n  = note: `.spec.replicas` is an integer in v1 and a string in v1alpha1: with no conversion webhook the API server passes the value unchanged, and clients of the other version read a type their schema does not allow\n  = note: `.spec.schedule` (v1) is not in v1alpha1: with no conversion webhook the API server rewrites only `apiVersion` and prunes it\n  = note: `.spec.cronSpec` (v1alpha1) is not in v1: with no conversion webhook the API server rewrites only `apiVersion` and prunes it\n  = help: add #[crd(conversion(service = \"...\", namespace = \"...\", path = \"/convert\"))] to one version and convert in that webhook; if a kustomize patch (config/crd/patches/webhook_in_<plural>.yaml) adds the webhook, allow the warning: `allow = [\"W0246\"]` in crdgen.toml"
    );
}

#[test]
fn versions_with_equal_fields_do_not_warn_whatever_their_validations() {
    // A description or a validation that differs changes what a write may say, never
    // what survives `strategy: None`.
    let g = two_versions(
        "    /// The schedule.\n    #[crd(min_length = 1)]\n    pub schedule: String,\n",
        "    #[crd(max_length = 9)]\n    pub schedule: String,\n",
        "",
    );
    assert_eq!(g.warnings.render(), "");
}

#[test]
fn versions_with_different_fields_and_a_conversion_webhook_do_not_warn() {
    let g = two_versions(
        "    pub schedule: String,\n",
        "    pub cron_spec: String,\n",
        ", conversion(service = \"webhook-service\", namespace = \"system\", path = \"/convert\")",
    );
    assert_eq!(crd(&g)["spec"]["conversion"]["strategy"], json!("Webhook"));
    assert_eq!(g.warnings.render(), "");
}

#[test]
fn the_warning_about_versions_without_conversion_can_be_allowed() {
    let g = generate(&[
        ("src/lib.rs", "pub mod v1;\npub mod v1alpha1;\n"),
        ("src/v1.rs", &version("v1", ", storage")),
        (
            "src/v1alpha1.rs",
            &version("v1alpha1", "").replace("pub size: i32", "pub count: i32"),
        ),
        ("crdgen.toml", "allow = [\"W0246\"]\n"),
    ]);
    assert_eq!(g.warnings.render(), "");
}

/// The README's CronTab `Converter` example, pasted into a crate as written: its CRD
/// converts through the webhook the example serves, so nothing is pruned and nothing warns.
#[test]
fn the_readme_converter_example_configures_its_conversion_webhook() {
    let readme = std::fs::read_to_string(crdgen_tests::workspace_root().join("README.md")).unwrap();
    let start = readme.find("```rust\nuse std::sync::LazyLock;").unwrap() + "```rust\n".len();
    let snippet = &readme[start..start + readme[start..].find("```\n").unwrap()];
    let g = generate(&[("src/lib.rs", snippet)]);
    assert_eq!(g.warnings.render(), "");
    assert_eq!(
        crd(&g)["spec"]["conversion"],
        json!({"strategy": "Webhook", "webhook": {"clientConfig": {"service": {
            "name": "webhook-service", "namespace": "system", "path": "/convert"}},
            "conversionReviewVersions": ["v1"]}})
    );
}
