#!/usr/bin/env python3
"""Writes a synthetic API crate with N kinds, for benchmarking `crdgen generate`.

Usage: synthetic-tree.py N DIR

Each kind lives in its own module under src/apis/, with a spec that uses a nested
struct, an enum, a map, a list and an Option, and a status, so every stage of the
engine (resolution, schema building, YAML emission) does real work.
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


def main() -> None:
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
