#!/usr/bin/env python3
"""Regenerate crdgen-core/data/k8s-<version>.json from the PyPI package kubernetes-validate.

The definitions come from kubernetes-validate; their descriptions then get back the line
breaks of the Go doc comments from the crates.io crate k8s-pb (see restore_line_breaks).

kubernetes-validate (Apache-2.0, https://github.com/willthames/kubernetes-validate) ships
the Kubernetes OpenAPI definitions, converted to JSON Schema, for Kubernetes 1.25 onwards,
with the x-kubernetes-list-type / list-map-keys / map-type extensions that k8s-openapi's
own schemars impls lack. It only ships "-local" variants, which add "null" to the type of
every optional value; we strip that again (controller-gen never writes null types).

Usage: python3 scripts/update-k8s-data.py [--package-version 1.37.0] [K8S_VERSION ...]
Stdlib only, plus `pip download` and one download from crates.io. Output is deterministic
(sorted keys, minified).
"""

import argparse
import hashlib
import io
import json
import pathlib
import re
import subprocess
import sys
import tarfile
import tempfile
import urllib.request
import zipfile

# The Kubernetes versions crdgen ships. Keep this list short: every file is committed.
# 1.36 is the default because its definitions match controller-tools v0.21's goldens.
DEFAULT_VERSIONS = ["1.36", "1.37"]
PACKAGE = "kubernetes-validate"
# One wheel of kubernetes-validate carries the definitions of every supported minor.
DEFAULT_PACKAGE_VERSION = "1.37.0"
# What crdgen exposes: everything k8s-openapi maps (its api, apimachinery,
# apiextensions_apiserver and kube_aggregator modules).
PREFIXES = (
    "io.k8s.api.",
    "io.k8s.apimachinery.",
    "io.k8s.apiextensions-apiserver.",
    "io.k8s.kube-aggregator.",
)
# Keys controller-gen never writes for a Kubernetes type: the GVK marker, strategic-merge
# patch hints, union hints, and `enum` (only the apiVersion/kind constants that the
# JSON-schema conversion adds; controller-gen ignores Kubernetes' own +enum marker).
DROP_KEYS = {
    "x-kubernetes-group-version-kind",
    "x-kubernetes-patch-merge-key",
    "x-kubernetes-patch-strategy",
    "x-kubernetes-unions",
    "enum",
}
# The crates.io crate whose doc comments are Kubernetes' Go doc comments with their line
# breaks (k8s-pb, Apache-2.0, https://github.com/kube-rs/k8s-pb: prost-generated from the
# generated.proto files, whose comments go-to-protobuf copies from the Go types).
DOCS_CRATE = "k8s-pb"
DOCS_CRATE_VERSION = "0.9.0"
DOCS_CRATE_SHA256 = "43b6ba14400b62feaa58ebbbd32ce2d9a4601339b2820af393f68033b9cea620"
DOCS_CRATE_URL = "https://static.crates.io/crates/{name}/{name}-{version}.crate"
# Definition-name prefix -> k8s-pb module directory.
DOCS_MODULES = {
    "io.k8s.api.": "api/",
    "io.k8s.apimachinery.": "apimachinery/",
    "io.k8s.apiextensions-apiserver.": "apiextensions_apiserver/",
    "io.k8s.kube-aggregator.": "kube_aggregator/",
}
REF_PREFIX = "#/$defs/"
MAX_BYTES = 2 * 1024 * 1024


def clean(schema):
    """Returns a copy of one JSON-schema node with what crdgen does not need removed."""
    if isinstance(schema, list):
        return [clean(x) for x in schema]
    if not isinstance(schema, dict):
        return schema
    out = {}
    for key, value in schema.items():
        if key in DROP_KEYS:
            continue
        if key == "$ref":
            # Keep only the definition name: the Rust side resolves it directly.
            if not value.startswith(REF_PREFIX):
                raise SystemExit(f"unexpected $ref {value!r}")
            out[key] = value[len(REF_PREFIX):]
            continue
        if key == "type" and isinstance(value, list):
            kinds = [t for t in value if t != "null"]
            out[key] = kinds[0] if len(kinds) == 1 else kinds
            continue
        if key == "properties":
            out[key] = {name: clean(prop) for name, prop in value.items()}
            continue
        out[key] = clean(value)
    return out


def refs(schema, found):
    """Collects every definition name a schema node refers to."""
    if isinstance(schema, list):
        for x in schema:
            refs(x, found)
    elif isinstance(schema, dict):
        for key, value in schema.items():
            if key == "$ref":
                found.add(value)
            elif key == "properties":
                # Property names are data, not keywords (JSONSchemaProps has one called $ref).
                for prop in value.values():
                    refs(prop, found)
            else:
                refs(value, found)


def extract(definitions):
    """Keeps the definitions under PREFIXES plus everything they reference."""
    wanted = sorted(n for n in definitions if n.startswith(PREFIXES))
    keep = {}
    while wanted:
        name = wanted.pop()
        if name in keep:
            continue
        if name not in definitions:
            raise SystemExit(f"dangling reference to {name}")
        keep[name] = clean(definitions[name])
        found = set()
        refs(keep[name], found)
        wanted.extend(sorted(found - keep.keys()))
    return keep


def download_crate(path):
    """The bytes of the docs crate: `path` if given, else downloaded from crates.io."""
    if path is not None:
        data = pathlib.Path(path).read_bytes()
    else:
        url = DOCS_CRATE_URL.format(name=DOCS_CRATE, version=DOCS_CRATE_VERSION)
        request = urllib.request.Request(url, headers={"User-Agent": "crdgen update-k8s-data.py"})
        with urllib.request.urlopen(request, timeout=120) as response:
            data = response.read()
    digest = hashlib.sha256(data).hexdigest()
    if digest != DOCS_CRATE_SHA256:
        raise SystemExit(f"{DOCS_CRATE} {DOCS_CRATE_VERSION}: sha256 {digest}, "
                         f"expected {DOCS_CRATE_SHA256}")
    return data


STRUCT = re.compile(r"pub struct (\w+) \{\}?$")
FIELD = re.compile(r"pub (?:r#)?(\w+): (?:::core::option::Option<([\w:]+)>)?")
# rustfmt puts a long field type on the line after `pub name:`.
WRAPPED_FIELD = re.compile(r"^(\s*pub (?:r#)?\w+):\n\s+", re.MULTILINE)


def parse_module(text):
    """The doc comments of one prost-generated module: {struct: (doc, {field: (doc, type)})},
    each doc the list of `///` line contents, fields keyed by `field_key` of their Rust
    name, type the Rust path of an optional message field (else None)."""
    structs = {}
    doc, in_doc, fields = [], False, None
    for raw in WRAPPED_FIELD.sub(r"\1: ", text).splitlines():
        line = raw.strip()
        if line.startswith("///"):
            if not in_doc:
                doc, in_doc = [], True
            doc.append(line[3:])
            continue
        in_doc = False
        if fields is None:
            match = STRUCT.match(line)
            if match:
                fields = {}
                structs[match.group(1)] = (doc, fields)
                if line.endswith("{}"):
                    fields = None
                doc = []
            elif line.startswith(("pub ", "}", "impl ", "use ", "const ")):
                doc = []
        elif line == "}":
            fields, doc = None, []
        else:
            match = FIELD.match(line)
            if match:
                key = field_key(match.group(1))
                # Two fields with the same key cannot be told apart: use neither.
                fields[key] = None if key in fields else (doc, match.group(2))
                doc = []
    return structs


def field_key(name):
    """prost names a field (the JSON name, camelCase) in snake_case; compare both without
    case and underscores."""
    return name.replace("_", "").lower()


def type_key(definition):
    """prost names a message in UpperCamelCase (`HttpGetAction` for `HTTPGetAction`; k8s-pb
    restores some acronyms, not all): compare type names without case."""
    package, _, name = definition.rpartition(".")
    return f"{package}.{name.lower()}"


def resolve(module, path):
    """The module directory and struct name a Rust type path names, seen from `module`."""
    parts = path.split("::")
    here = module.split("/")
    while parts and parts[0] == "super":
        parts.pop(0)
        here.pop()
    return "/".join(here + parts[:-1]), parts[-1]


def load_docs(crate):
    """{type key: (type doc, {field key: (doc, type key of its type)})} from the docs
    crate's modules that k8s-openapi maps (see `type_key` and `field_key`)."""
    root = f"{DOCS_CRATE}-{DOCS_CRATE_VERSION}/src/"
    modules = {}
    with tarfile.open(fileobj=io.BytesIO(crate), mode="r:gz") as tar:
        for member in sorted(tar.getmembers(), key=lambda m: m.name):
            if (member.isfile() and member.name.startswith(root)
                    and member.name.endswith("/mod.rs")):
                module = member.name[len(root):-len("/mod.rs")]
                modules[module] = parse_module(tar.extractfile(member).read().decode("utf-8"))

    def definition(module, struct):
        for prefix, directory in DOCS_MODULES.items():
            if (module + "/").startswith(directory):
                package = module[len(directory):].replace("/", ".")
                return type_key(f"{prefix}{package}.{struct}")
        return None

    docs = {}
    for module, structs in modules.items():
        for struct, (type_doc, fields) in structs.items():
            name = definition(module, struct)
            if name is None:
                continue
            resolved = {}
            for key, field in fields.items():
                if field is not None:
                    doc, rust_type = field
                    field = (doc, rust_type and definition(*resolve(module, rust_type)))
                resolved[key] = field
            # Two messages with the same key cannot be told apart: use neither.
            docs[name] = None if name in docs else (type_doc, resolved)
    return {name: value for name, value in docs.items() if value is not None}


URL = re.compile(r"<(https?://[^\s)]+)>")


def unprost(line):
    """Undoes prost-build's rewriting of one comment line for rustdoc: the space after `//`
    it keeps (go-to-protobuf writes `// ` before each line of the Go comment), the space it
    adds before a line starting with two spaces (an indented line of the Go comment), bare
    URLs it wraps in <...>, and square brackets it escapes."""
    if line.startswith("  "):
        line = line[2:]
    elif line.startswith(" "):
        line = line[1:]
    line = URL.sub(r"\1", line)
    return line.replace("\\[", "[").replace("\\]", "]").rstrip()


def go_doc(lines):
    """What controller-gen's extractDoc makes of a doc comment: marker lines dropped, then
    go/ast's CommentGroup.Text() (no leading, trailing or repeated blank lines), then lines
    starting with TODO dropped and everything from a line starting with --- cut, outside
    fenced code blocks; lines joined with newlines."""
    text = []
    for line in (unprost(x) for x in lines):
        if line.strip().startswith("+"):
            continue
        if line == "" and (not text or text[-1] == ""):
            continue
        text.append(line)
    while text and text[-1] == "":
        text.pop()
    out, code = [], False
    for line in text:
        if line.startswith(("```", "~~~")):
            code = not code
        if not code:
            if line.startswith("TODO"):
                continue
            if line.startswith("---"):
                break
        out.append(line)
    return "\n".join(out)


def join_lines(text):
    """kube-openapi's fmtRawDoc line joining: a blank line stays a paragraph break, an
    indented line keeps its own line, every other line break becomes a space."""
    out = ""
    for line in text.split("\n"):
        line = line.rstrip(" ")
        if line == "":
            out = out[:-1] + "\n\n"
        elif line.startswith((" ", "\t")):
            out = out[:-1] + "\n" + line + "\n"
        else:
            out += line + " "
    return out.rstrip()


# Where a property missing from its type's message is documented: the fields of TypeMeta,
# which go-to-protobuf leaves out of every message.
TYPE_META = type_key("io.k8s.apimachinery.pkg.apis.meta.v1.TypeMeta")


def field_doc(docs, name, prop, properties):
    """The doc lines of property `prop` of the type with key `name`, or None. A property the
    message lacks may come from a struct embedded inline in Go: a message field that is no
    property itself (go-to-protobuf names it after the embedded type), or TypeMeta."""
    fields = docs[name][1]
    field = fields.get(field_key(prop))
    if field is not None:
        return field[0]
    if field_key(prop) in fields:
        return None
    keys = {field_key(p) for p in properties}
    embedded = sorted(f[1] for k, f in fields.items()
                      if k not in keys and f is not None and f[1] in docs)
    if prop in ("apiVersion", "kind"):
        embedded.append(TYPE_META)
    found = [docs[e][1].get(field_key(prop)) for e in embedded]
    found = [f[0] for f in found if f is not None]
    return found[0] if len(found) == 1 else None


def restore_line_breaks(defs, docs, stats):
    """Replaces each description by the docs crate's text for the same type or field when
    kube-openapi's joining of that text gives exactly the description; counts the rest."""
    def restore(node, doc):
        if "description" not in node:
            return
        if doc is None:
            stats["no source"] += 1
            return
        text = go_doc(doc)
        if join_lines(text) == node["description"]:
            if text != node["description"]:
                node["description"] = text
                stats["replaced"] += 1
            else:
                stats["already equal"] += 1
        else:
            stats["kept, text differs"] += 1

    for definition, schema in defs.items():
        name = type_key(definition)
        if name not in docs:
            restore(schema, None)
            for node in schema.get("properties", {}).values():
                restore(node, None)
            continue
        restore(schema, docs[name][0])
        properties = schema.get("properties", {})
        for prop, node in properties.items():
            restore(node, field_doc(docs, name, prop, properties))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("versions", nargs="*", default=DEFAULT_VERSIONS)
    parser.add_argument("--package-version", default=DEFAULT_PACKAGE_VERSION)
    parser.add_argument("--wheel", help="use this already downloaded wheel")
    parser.add_argument("--crate", help=f"use this already downloaded {DOCS_CRATE} .crate")
    args = parser.parse_args()
    docs = load_docs(download_crate(args.crate))

    out_dir = pathlib.Path(__file__).resolve().parent.parent / "crdgen-core" / "data"
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        wheel = args.wheel
        if wheel is None:
            subprocess.run(
                [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
                 f"{PACKAGE}=={args.package_version}", "-d", tmp],
                check=True,
            )
            wheel = str(next(pathlib.Path(tmp).glob("*.whl")))
        with zipfile.ZipFile(wheel) as zf:
            for version in args.versions:
                member = (f"kubernetes_validate/kubernetes-json-schema/"
                          f"v{version}.0-local/_definitions.json")
                doc = json.loads(zf.read(member))
                defs = extract(doc["$defs"])
                stats = {"replaced": 0, "already equal": 0, "kept, text differs": 0,
                         "no source": 0}
                restore_line_breaks(defs, docs, stats)
                text = json.dumps(defs, sort_keys=True, separators=(",", ":"),
                                  ensure_ascii=False)
                data = text.encode("utf-8") + b"\n"
                if len(data) >= MAX_BYTES:
                    raise SystemExit(f"k8s-{version}.json is {len(data)} bytes, over 2 MiB")
                path = out_dir / f"k8s-{version}.json"
                path.write_bytes(data)
                print(f"{path.name}: {len(defs)} definitions, {len(data)} bytes; descriptions: "
                      + ", ".join(f"{k} {v}" for k, v in stats.items()))


if __name__ == "__main__":
    main()
