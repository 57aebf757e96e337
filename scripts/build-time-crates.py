#!/usr/bin/env python3
"""Writes the API crates `scripts/compare-build-time.sh` compiles.

Usage: build-time-crates.py FLAVOUR N DIR [CRDGEN_PATH]

FLAVOUR is `crdgen` (crdgen's derives; CRDGEN_PATH is the `crdgen` crate of the
checkout) or `kube` (kube-derive 5 + schemars 1, the way kube-rs users write the same
types). N kinds, one module per kind (`src/widget<i>.rs`), each with what real API types
have, as in the fixtures: a spec with validation markers, a nested struct in a list, an
optional nested struct, a map, two enums (one of them inside a nested struct), and a
status with `metav1.Condition`s, a printer column, a short name and the status
subresource. The binary prints every kind's CRD as JSON, one per line, so a build can be
checked to have reached the CRD.
"""
import os
import sys

HEADER = {
    "crdgen": "use crdgen::{CrdSchema, CustomResource};",
    "kube": "use kube::CustomResource;\nuse schemars::JsonSchema;",
}
NESTED_DERIVE = {"crdgen": "CrdSchema", "kube": "JsonSchema"}


def kind_attr(flavour: str, i: int) -> str:
    common = (
        f'group = "apps{i % 5}.example.com", version = "v1", kind = "Widget{i}", namespaced,\n'
        f'    status = "Widget{i}Status", shortname = "wg{i}",\n'
    )
    if flavour == "crdgen":
        return (
            f"#[crd(\n    {common}"
            '    printcolumn(name = "Replicas", type = "integer", json_path = ".spec.replicas")\n)]'
        )
    return (
        f"#[kube(\n    {common}"
        '    printcolumn(name = "Replicas", type_ = "integer", json_path = ".spec.replicas")\n)]'
    )


def marker(flavour: str, what: str) -> str:
    """A validation marker in each flavour's syntax."""
    crdgen = {
        "replicas": "#[crd(minimum = 0, maximum = 100)]",
        "image": "#[crd(min_length = 1)]",
        "port": "#[crd(minimum = 1, maximum = 65535)]",
        "name": "#[crd(max_length = 15)]",
    }
    kube = {
        "replicas": "#[schemars(range(min = 0, max = 100))]",
        "image": "#[schemars(length(min = 1))]",
        "port": "#[schemars(range(min = 1, max = 65535))]",
        "name": "#[schemars(length(max = 15))]",
    }
    return (crdgen if flavour == "crdgen" else kube)[what]


def kind_source(flavour: str, i: int) -> str:
    n = NESTED_DERIVE[flavour]
    m = lambda what: marker(flavour, what)  # noqa: E731
    return f'''//! Widget{i} (`apps{i % 5}.example.com/v1`).

use std::collections::BTreeMap;

{HEADER[flavour]}
use k8s_openapi::apimachinery::pkg::apis::meta::v1::Condition;
use serde::{{Deserialize, Serialize}};

/// Widget{i}Spec defines the desired state of Widget{i}.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq{", JsonSchema" if flavour == "kube" else ""})]
#[serde(rename_all = "camelCase")]
{kind_attr(flavour, i)}
pub struct Widget{i}Spec {{
    /// Replicas is the number of pods to run.
    {m("replicas")}
    pub replicas: i32,
    /// Image is the container image to run.
    {m("image")}
    pub image: String,
    /// Strategy is how pods are replaced.
    pub strategy: Strategy{i},
    /// Ports are the ports the pods serve.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ports: Vec<Port{i}>,
    /// Storage is the volume the pods mount, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage: Option<Storage{i}>,
    /// Labels are added to every pod.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub labels: BTreeMap<String, String>,
}}

/// Strategy{i} is how pods are replaced.
#[derive({n}, Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy{i} {{
    /// Recreate stops every pod first.
    Recreate,
    /// RollingUpdate replaces pods one by one.
    RollingUpdate,
}}

/// Port{i} is one port the pods serve.
#[derive({n}, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Port{i} {{
    /// Name is the port's name.
    {m("name")}
    pub name: String,
    /// Port is the port number.
    {m("port")}
    pub port: i32,
    /// Protocol is the port's protocol.
    #[serde(default)]
    pub protocol: Protocol{i},
}}

/// Protocol{i} is a network protocol.
#[derive({n}, Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[serde(rename_all = "UPPERCASE")]
pub enum Protocol{i} {{
    /// TCP.
    #[default]
    Tcp,
    /// UDP.
    Udp,
}}

/// Storage{i} is a volume.
#[derive({n}, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Storage{i} {{
    /// Size is the volume's size, e.g. `1Gi`.
    pub size: String,
    /// StorageClassName is the class of the volume's claim.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage_class_name: Option<String>,
}}

/// Widget{i}Status defines the observed state of Widget{i}.
#[derive({n}, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Widget{i}Status {{
    /// ReadyReplicas is the number of ready pods.
    #[serde(default)]
    pub ready_replicas: i32,
    /// ObservedGeneration is the generation last acted on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
    /// Conditions are the latest observations of the widget's state.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
}}
'''


def cargo_toml(flavour: str, name: str, crdgen_path: str) -> str:
    if flavour == "crdgen":
        deps = (
            f'crdgen = {{ path = "{crdgen_path}" }}\n'
            'k8s-openapi = { version = "0.29", features = ["latest"] }\n'
        )
    else:
        deps = (
            'kube = { version = "5.0", default-features = false, features = ["derive"] }\n'
            'schemars = "1"\n'
            "# `schemars`: the status holds k8s-openapi's Condition, which must implement\n"
            "# JsonSchema for the derive; kube users turn this feature on for exactly that.\n"
            'k8s-openapi = { version = "0.29", features = ["latest", "schemars"] }\n'
        )
    return (
        f'[package]\nname = "{name}"\nversion = "0.1.0"\nedition = "2024"\npublish = false\n\n'
        f'[dependencies]\n{deps}'
        'serde = { version = "1", features = ["derive"] }\nserde_json = "1"\n'
    )


def write(path: str, text: str) -> None:
    """Writes `text` to `path` unless the file already holds it, so that a second run of
    the script leaves the crates' files (and cargo's view of them) untouched."""
    if os.path.exists(path) and open(path).read() == text:
        return
    with open(path, "w") as f:
        f.write(text)


def main() -> None:
    flavour, n, root = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    crdgen_path = sys.argv[4] if len(sys.argv) > 4 else ""
    name = f"api-{flavour}-{n}"
    lib = name.replace("-", "_")
    os.makedirs(os.path.join(root, "src"), exist_ok=True)
    write(os.path.join(root, "Cargo.toml"), cargo_toml(flavour, name, crdgen_path))
    lib_rs = f"//! {n} kinds written with {flavour}'s derive.\n\n"
    lib_rs += "".join(f"pub mod widget{i};\n" for i in range(n))
    write(os.path.join(root, "src", "lib.rs"), lib_rs)
    ext = "crdgen::CustomResourceExt" if flavour == "crdgen" else "kube::CustomResourceExt"
    main_rs = f"use {ext};\n\nfn main() {{\n    let crds = [\n"
    main_rs += "".join(f"        {lib}::widget{i}::Widget{i}::crd(),\n" for i in range(n))
    main_rs += "    ];\n    for crd in crds {\n"
    main_rs += '        println!("{}", serde_json::to_string(&crd).unwrap());\n    }\n}\n'
    write(os.path.join(root, "src", "main.rs"), main_rs)
    for i in range(n):
        write(os.path.join(root, "src", f"widget{i}.rs"), kind_source(flavour, i))


if __name__ == "__main__":
    main()
