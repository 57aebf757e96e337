#!/usr/bin/env python3
"""Writes a synthetic API crate, for benchmarking `crdgen generate`.

Usage: synthetic-tree.py N DIR
       synthetic-tree.py --wide F DIR

With N, the crate has N kinds, each in its own module under src/apis/, with a spec that
uses a nested struct, an enum, a map, a list and an Option, and a status, so every stage
of the engine (resolution, schema building, YAML emission) does real work.

With --wide F, the crate has one kind whose spec has F fields (documented, of a few
types, some optional, some with markers), to measure how the time grows with the
width of a struct: it must grow linearly. (50k fields make a 3.4 MB file, under the
4 MiB crdgen reads from one source file.)
"""
import os
import sys


def kind_source(i: int) -> str:
    return f'''//! Kind {i}.

use std::collections::BTreeMap;

use crdgen::CustomResource;
use serde::{{Deserialize, Serialize}};

use super::common::Endpoint;

/// Widget{i}Spec defines the desired state of Widget{i}.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[serde(rename_all = "camelCase")]
#[crd(group = "bench{i % 10}.example.com", version = "v1", kind = "Widget{i}", namespaced,
      status = "Widget{i}Status", shortname = "w{i}")]
pub struct Widget{i}Spec {{
    /// Replicas is the number of pods.
    pub replicas: i32,
    /// Image to run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Endpoints to serve.
    #[serde(default)]
    pub endpoints: Vec<Endpoint>,
    /// Labels to add.
    #[serde(default)]
    pub labels: BTreeMap<String, String>,
    /// Mode of operation.
    pub mode: Mode{i},
}}

/// Mode{i} is how the widget runs.
#[derive(Serialize, Deserialize, Clone, Debug)]
#[serde(rename_all = "lowercase")]
pub enum Mode{i} {{
    /// Active.
    Active,
    /// Standby.
    Standby,
}}

/// Widget{i}Status defines the observed state of Widget{i}.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
#[serde(rename_all = "camelCase")]
pub struct Widget{i}Status {{
    /// ReadyReplicas is the number of ready pods.
    #[serde(default)]
    pub ready_replicas: i32,
}}
'''


COMMON = '''//! Types shared by every kind.

use serde::{Deserialize, Serialize};

/// Endpoint is a host and port.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct Endpoint {
    /// Host name.
    pub host: String,
    /// Port number.
    pub port: u16,
}
'''


def wide_source(fields: int) -> str:
    types = ["i32", "String", "Option<i64>", "bool", "Vec<String>"]
    out = [
        "//! One kind with a wide spec.\n\n",
        "use crdgen::CustomResource;\n",
        "use serde::{Deserialize, Serialize};\n\n",
        "/// WideSpec has many fields.\n",
        "#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]\n",
        '#[serde(rename_all = "camelCase")]\n',
        '#[crd(group = "wide.example.com", version = "v1", kind = "Wide", namespaced)]\n',
        "pub struct WideSpec {\n",
    ]
    for i in range(fields):
        ty = types[i % len(types)]
        out.append(f"    /// Field {i}.\n")
        if ty.startswith("Option"):
            out.append('    #[serde(default, skip_serializing_if = "Option::is_none")]\n')
        elif ty == "i32":
            out.append("    #[crd(minimum = 0)]\n")
        elif ty.startswith("Vec"):
            out.append("    #[serde(default)]\n")
        out.append(f"    pub f{i}: {ty},\n")
    out.append("}\n")
    return "".join(out)


def write_wide(fields: int, root: str) -> None:
    os.makedirs(os.path.join(root, "src"), exist_ok=True)
    with open(os.path.join(root, "Cargo.toml"), "w") as f:
        f.write(f'[package]\nname = "wide-{fields}"\nversion = "0.1.0"\nedition = "2024"\n')
    with open(os.path.join(root, "src", "lib.rs"), "w") as f:
        f.write(wide_source(fields))


def main() -> None:
    if sys.argv[1] == "--wide":
        write_wide(int(sys.argv[2]), sys.argv[3])
        return
    n, root = int(sys.argv[1]), sys.argv[2]
    apis = os.path.join(root, "src", "apis")
    os.makedirs(apis, exist_ok=True)
    with open(os.path.join(root, "Cargo.toml"), "w") as f:
        f.write(f'[package]\nname = "synthetic-{n}"\nversion = "0.1.0"\nedition = "2024"\n')
    with open(os.path.join(root, "src", "lib.rs"), "w") as f:
        f.write("//! Synthetic API crate.\n\npub mod apis;\n")
    with open(os.path.join(apis, "mod.rs"), "w") as f:
        f.write("//! Kinds.\n\npub mod common;\n")
        for i in range(n):
            f.write(f"pub mod kind{i};\n")
    with open(os.path.join(apis, "common.rs"), "w") as f:
        f.write(COMMON)
    for i in range(n):
        with open(os.path.join(apis, f"kind{i}.rs"), "w") as f:
            f.write(kind_source(i))


if __name__ == "__main__":
    main()
