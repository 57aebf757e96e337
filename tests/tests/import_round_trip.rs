//! `crdgen import` then `crdgen generate`, for every CRD file of the shared conformance
//! data (controller-tools' goldens, then the real-world CRDs): each file is imported into
//! a temporary crate, the engine generates that crate's CRDs as `crdgen generate -C DIR`
//! does, and they are compared with the input semantically (same tree, descriptions
//! included; controller-gen's version annotation aside, which crdgen writes only when
//! configured).
//!
//! They are compared as the API server stores them, that is without a top-level
//! `status`: kube-apiserver resets a CRD's status when it is created (the CRD strategy's
//! `PrepareForCreate`) and keeps its own when it is updated (`PrepareForUpdate`), so a
//! file's `status:` stanza (external-snapshotter ships an empty one) never reaches the
//! cluster; crdgen writes none, and the import says so (W1314).
//!
//! Files that do not come back exact yet are in [`KNOWN`] (shared with the derive's
//! check in `tests/imported-conformance`), each with its reason. The test
//! fails on an unlisted file that differs (printing its first differences) and on a
//! listed file that comes back exact, so the list only shrinks.
//!
//! The files that are unedited controller-gen output (those `crdgen fmt --check` keeps)
//! come back byte for byte, but for controller-gen's version annotation where it names a
//! release crdgen does not know (`(devel)` in the goldens), which the import leaves out,
//! and the `---` line crdgen writes first where the file has none: [`NOT_BYTE_EXACT`]
//! lists the others. A sample of our own (`tests/data/import/`), with
//! a schema override, comes back byte for byte too.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crdgen_core::import::{self, Input, Options};
use crdgen_tests::import_known::KNOWN;
use serde_json::Value;

/// controller-gen's annotation naming its own version.
const VERSION_ANNOTATION: &str = "controller-gen.kubebuilder.io/version";

/// Files that come back semantically exact but not byte for byte: file name → why.
const NOT_BYTE_EXACT: &[(&str, &str)] = &[
    (
        "testdata.kubebuilder.io_enums.yaml",
        "hand-written golden without a final newline",
    ),
    (
        "kubernetes-sigs__external-dns__dnsendpoints.externaldns.k8s.io.yaml",
        "reformatted by yamlfmt",
    ),
    (
        "kubernetes-sigs__karpenter__karpenter.sh_nodepools.yaml",
        "re-serialised by yq",
    ),
    (
        "argoproj__argo-workflows__argoproj.io_workfloweventbindings.yaml",
        "Argo's build puts a `# This is an auto-generated file. DO NOT EDIT` line in place of the `---` line",
    ),
    (
        "kubernetes-csi__external-snapshotter__snapshot.storage.k8s.io_volumesnapshots.yaml",
        "edited by hand after generation: comments inside the document (which `crdgen fmt --check` refuses, E0711), its annotations unsorted and one double-quoted, a key out of controller-gen's order (`restoreSize`'s `type` before its `description`), a `v1beta1` version kept from older output with its keys out of order and its lines unfolded (`name` before `deprecated`, a double-quoted `deprecationWarning`; its root properties come back through `root_properties`), and a CRD `status:` stanza, which crdgen does not write",
    ),
];

/// `text` without controller-gen's version annotation when it names a release crdgen
/// does not know (and without `annotations:` when nothing else is under it), and with
/// the `---` line crdgen always writes first (`crdgen fmt` keeps a file's choice).
fn without_unknown_release(text: &str) -> String {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let mut out = String::new();
    if !text.starts_with("---\n") {
        out.push_str("---\n");
    }
    for (i, line) in lines.iter().enumerate() {
        let unknown = |l: &str| {
            l.trim_start()
                .strip_prefix(VERSION_ANNOTATION)
                .and_then(|r| r.strip_prefix(": "))
                .is_some_and(|v| crdgen_core::controller_gen::find(v.trim_end()).is_none())
        };
        if unknown(line) {
            continue;
        }
        let only_child = line.trim_end() == "  annotations:"
            && lines.get(i + 1).is_some_and(|l| unknown(l))
            && lines.get(i + 2).is_none_or(|l| !l.starts_with("    "));
        if !only_child {
            out.push_str(line);
        }
    }
    out
}

/// The CRDs of `text` by name, as the API server stores them (without a top-level
/// `status`, see the module's doc), without controller-gen's version annotation.
fn crds(text: &str) -> Result<BTreeMap<String, Value>, String> {
    // Values only: comments inside a document (external-snapshotter's) are valid YAML.
    let parsed = crdgen_core::emit::yaml::read_values(text).map_err(|e| e.message)?;
    let mut out = BTreeMap::new();
    for mut doc in parsed.documents {
        if let Some(crd) = doc.as_object_mut() {
            crd.remove("status");
        }
        if let Some(meta) = doc.get_mut("metadata").and_then(Value::as_object_mut)
            && let Some(Value::Object(a)) = meta.get_mut("annotations")
        {
            a.remove(VERSION_ANNOTATION);
            if a.is_empty() {
                meta.remove("annotations");
            }
        }
        let name = doc
            .pointer("/metadata/name")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned();
        out.insert(name, doc);
    }
    Ok(out)
}

/// The CRD files `crdgen generate` writes for the import of `path`: file name → text.
fn import_and_generate(path: &Path, text: &str) -> Result<BTreeMap<String, String>, String> {
    let options = Options {
        crate_name: "imported".to_owned(),
        ..Options::default()
    };
    let output = import::import(
        &[Input {
            path: path.to_path_buf(),
            text: text.to_owned(),
        }],
        &options,
    )
    .map_err(|d| format!("import failed: {}", d.0[0].message))?;
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    for (file, contents) in &output.files {
        let target = dir.path().join(file);
        std::fs::create_dir_all(target.parent().unwrap()).map_err(|e| e.to_string())?;
        std::fs::write(&target, contents).map_err(|e| e.to_string())?;
    }
    let generation = crdgen_core::run_crate(dir.path(), |_| {}).map_err(|d| {
        let first = &d.0[0];
        let at = first
            .location
            .as_ref()
            .map(|l| {
                format!(
                    " at {}:{}: {}",
                    l.file.display(),
                    l.line,
                    l.source_line.trim()
                )
            })
            .unwrap_or_default();
        format!(
            "generate failed ({} errors): [{}] {}{at}",
            d.0.len(),
            first.code,
            first.message
        )
    })?;
    Ok(generation
        .artifacts
        .iter()
        .filter(|a| a.path.starts_with(&generation.crd_dir))
        .map(|a| {
            let name = a.path.file_name().unwrap().to_string_lossy().into_owned();
            (name, a.contents.clone())
        })
        .collect())
}

/// What comes back for `path`: `Ok` with whether the bytes are the same (but for an
/// unknown release's annotation) when the CRDs are semantically the same, else what
/// differs.
fn round_trip(path: &Path) -> Result<bool, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let files = import_and_generate(path, &text)?;
    let mut generated = BTreeMap::new();
    for contents in files.values() {
        generated.extend(crds(contents)?);
    }
    let expected = crds(&text)?;
    let mut diffs = Vec::new();
    crdgen_tests::round_trip::differences(
        &serde_json::to_value(&expected).unwrap(),
        &serde_json::to_value(&generated).unwrap(),
        "",
        &mut diffs,
    );
    if !diffs.is_empty() {
        let shown: Vec<&String> = diffs.iter().take(5).collect();
        return Err(format!("{} differences, first: {shown:?}", diffs.len()));
    }
    let bytes = files.len() == 1 && files.values().next() == Some(&without_unknown_release(&text));
    Ok(bytes)
}

#[test]
fn the_sample_comes_back_byte_for_byte() {
    let path =
        crdgen_tests::workspace_root().join("tests/data/import/shop.example.com_widgets.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    let files = import_and_generate(&path, &text).unwrap();
    assert_eq!(
        files.keys().collect::<Vec<_>>(),
        ["shop.example.com_widgets.yaml"]
    );
    assert_eq!(files["shop.example.com_widgets.yaml"], text);
}

/// The module `crdgen import` writes for `tests/data/import/shop.example.com_relics.yaml`.
const RELICS_V1: &str = r##"//! `shop.example.com/v1`, imported by `crdgen import` from `shop.example.com_relics.yaml`.

use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

/// RelicSpec is what a relic keeps.
// crdgen import: the root's apiVersion, kind and metadata are kept as the CRD has them (`apiVersion` differs, `kind` differs, no `metadata`) (W1313)
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "shop.example.com",
    version = "v1",
    kind = "Relic",
    namespaced,
    plural = "relics",
    singular = "relic",
    doc = "Relic is kept from an older release.",
    root_properties = r#"{"apiVersion":{"description":"APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources","type":"string"},"kind":{"description":"Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds","type":"string"}}"#
)]
pub struct RelicSpec {
    /// Age is how old it is, in years.
    pub age: i32,
}
"##;

/// A CRD kept from an older release (`tests/data/import/shop.example.com_relics.yaml`):
/// its root's `apiVersion` and `kind` are described as controller-gen v0.9.2 joined them,
/// it has no `metadata` property, and it ends with an empty CRD `status:` stanza. The
/// import keeps the root properties as `root_properties` (W1313) and leaves the stanza
/// out (W1314); generated again, the file is the same but for the stanza.
#[test]
fn root_properties_and_the_crd_status_come_back_as_the_server_stores_them() {
    let relative = "tests/data/import/shop.example.com_relics.yaml";
    let text = std::fs::read_to_string(crdgen_tests::workspace_root().join(relative)).unwrap();
    let output = import::import(
        &[Input {
            path: relative.into(),
            text: text.clone(),
        }],
        &Options {
            crate_name: "relics".to_owned(),
            ..Options::default()
        },
    )
    .unwrap();
    let warnings: Vec<String> = output.warnings.0.iter().map(|d| d.render()).collect();
    assert_eq!(
        warnings.join("\n"),
        r#"warning[W1314]: the CustomResourceDefinition's `status` is not carried into the Rust types: the API server sets it itself
  --> tests/data/import/shop.example.com_relics.yaml:45:1
   |
45 | status:
   | ^^^^^^
   |
   = note: kube-apiserver resets a CRD's status when it is created and keeps its own when it is updated (the CRD strategy's PrepareForCreate and PrepareForUpdate), so the file's never reaches the cluster
   = help: nothing to do: crdgen writes no CRD status; remove it from the file to silence this
warning[W1313]: the root's `apiVersion`, `kind` and `metadata` at `spec.versions[0].schema.openAPIV3Schema` are not the ones crdgen writes (`apiVersion` differs, `kind` differs, no `metadata`): kept as `root_properties`
  --> tests/data/import/shop.example.com_relics.yaml:19:9
   |
19 |         properties:
   |         ^^^^^^^^^^
   |
   = help: the kind keeps them as `#[crd(root_properties = ...)]`; remove it to have crdgen's (the API server reads only their types)"#
    );
    let module = output
        .files
        .iter()
        .find(|(path, _)| path.ends_with("v1.rs"))
        .map(|(_, text)| text.as_str());
    assert_eq!(module, Some(RELICS_V1));
    let files = import_and_generate(Path::new(relative), &text).unwrap();
    let stanza = text.find("status:\n").unwrap();
    assert_eq!(
        files["shop.example.com_relics.yaml"],
        text[..stanza].to_owned()
    );
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_conformance_crd_comes_back_from_its_import() {
    let Some(conformance) = crdgen_tests::conformance_dir() else {
        return;
    };
    let mut problems = Vec::new();
    let mut exact = 0;
    let mut all = files(&conformance.join("controller-tools/crd"));
    all.extend(files(&conformance.join("real-world")));
    for path in &all {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let known = KNOWN.iter().find(|(f, _)| *f == name);
        let not_bytes = NOT_BYTE_EXACT.iter().any(|(f, _)| *f == name);
        match (round_trip(path), known) {
            (Ok(bytes), None) => {
                exact += 1;
                if bytes == not_bytes {
                    problems.push(if bytes {
                        format!(
                            "{name} now comes back byte for byte: remove it from NOT_BYTE_EXACT"
                        )
                    } else {
                        format!("{name} is semantically exact but not byte for byte")
                    });
                }
            }
            (Ok(_), Some(_)) => {
                problems.push(format!("{name} now comes back exact: remove it from KNOWN"))
            }
            (Err(_), Some(_)) => {}
            (Err(why), None) => problems.push(format!("(\"{name}\", \"{why}\"),")),
        }
    }
    assert!(
        problems.is_empty(),
        "{exact} of {} files exact; not as KNOWN says:\n{}",
        all.len(),
        problems.join("\n")
    );
}

#[test]
fn a_limit_one_version_was_cut_with_does_not_cut_another() {
    use crdgen_core::crd::{API_VERSION_DESCRIPTION, KIND_DESCRIPTION, truncate_description};
    // v1 was generated with `max-description-length = 42`; v1beta1 is kept from before,
    // its descriptions whole. No limit gives both back, so none is written, and v1 keeps
    // its cut root properties as `root_properties` (W1313).
    let cut = |d: &str| truncate_description(d, 42).unwrap();
    let field = "A note.";
    let version = |name: &str, api: String, kind: String, storage: bool| {
        serde_json::json!({
            "name": name,
            "served": true,
            "storage": storage,
            "schema": {"openAPIV3Schema": {
                "type": "object",
                "properties": {
                    "apiVersion": {"type": "string", "description": api},
                    "kind": {"type": "string", "description": kind},
                    "metadata": {"type": "object"},
                    "spec": {
                        "type": "object",
                        "properties": {"note": {"type": "string", "description": field}}
                    }
                }
            }}
        })
    };
    let crd = serde_json::json!({
        "apiVersion": "apiextensions.k8s.io/v1",
        "kind": "CustomResourceDefinition",
        "metadata": {"name": "notes.docs.example.com"},
        "spec": {
            "group": "docs.example.com",
            "names": {"kind": "Note", "listKind": "NoteList", "plural": "notes", "singular": "note"},
            "scope": "Namespaced",
            "versions": [
                version("v1", cut(API_VERSION_DESCRIPTION), cut(KIND_DESCRIPTION), true),
                version("v1beta1", API_VERSION_DESCRIPTION.to_owned(), KIND_DESCRIPTION.to_owned(), false),
            ]
        }
    });
    let text = serde_json::to_string_pretty(&crd).unwrap();
    let path = Path::new("notes.json");
    let output = import::import(
        &[Input {
            path: path.to_path_buf(),
            text: text.clone(),
        }],
        &Options {
            crate_name: "notes".to_owned(),
            ..Options::default()
        },
    )
    .unwrap();
    assert_eq!(
        output.files[Path::new("crdgen.toml")],
        "# crdgen configuration written by `crdgen import`.\npaths = [\"src\"]\ncrd-dir = \"config/crd/bases\"\n"
    );
    let codes: Vec<&str> = output.warnings.0.iter().map(|w| w.code.id).collect();
    assert_eq!(codes, ["W1313"]);
    let files = import_and_generate(path, &text).unwrap();
    let mut generated = BTreeMap::new();
    for contents in files.values() {
        generated.extend(crds(contents).unwrap());
    }
    assert_eq!(generated, crds(&text).unwrap());
}

/// The module `crdgen import` writes for a root with only
/// `x-kubernetes-preserve-unknown-fields: true`.
const THINGS_V1: &str = r##"//! `example.com/v1`, imported by `crdgen import` from `example.com_things.yaml`.

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

// crdgen import: the root's apiVersion, kind and metadata are kept as the CRD has them (no `apiVersion`, no `kind`, no `metadata`) (W1313)
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[crd(
    group = "example.com",
    version = "v1",
    kind = "Thing",
    namespaced,
    plural = "things",
    singular = "thing",
    top_level,
    root_properties = "{}",
    preserve_unknown_fields
)]
pub struct ThingSpec {}
"##;

/// A CRD that keeps every field of its objects (a root schema with only
/// `x-kubernetes-preserve-unknown-fields: true`, no `properties`, as CRDs of
/// unstructured resources ship) comes back byte for byte: the import makes it a
/// `top_level` kind whose struct carries the keyword, with `root_properties = "{}"` for
/// the root's missing three, and generate writes no `properties` where none is given.
#[test]
fn a_root_that_only_preserves_unknown_fields_comes_back_byte_for_byte() {
    let text = "---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: things.example.com
spec:
  group: example.com
  names:
    kind: Thing
    listKind: ThingList
    plural: things
    singular: thing
  scope: Namespaced
  versions:
  - name: v1
    schema:
      openAPIV3Schema:
        type: object
        x-kubernetes-preserve-unknown-fields: true
    served: true
    storage: true
";
    let path = Path::new("example.com_things.yaml");
    let output = import::import(
        &[Input {
            path: path.to_path_buf(),
            text: text.to_owned(),
        }],
        &Options {
            crate_name: "things".to_owned(),
            ..Options::default()
        },
    )
    .unwrap();
    assert_eq!(output.files[Path::new("src/example_com/v1.rs")], THINGS_V1);
    let codes: Vec<&str> = output.warnings.0.iter().map(|w| w.code.id).collect();
    assert_eq!(codes, ["W1313"]);
    let files = import_and_generate(path, text).unwrap();
    assert_eq!(
        files.keys().collect::<Vec<_>>(),
        ["example.com_things.yaml"]
    );
    assert_eq!(files["example.com_things.yaml"], text);
}
